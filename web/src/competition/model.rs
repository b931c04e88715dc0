//! The organiser's model (de competitie): the seasons on this phone, which
//! one is open, and one [`ClubAction`] per intent. A season is the
//! engine's season object ([`SeasonIn`]): one schema for `mjscore`, the JS
//! API, this phone's store, the backup and the file a club publishes.
//!
//! Invariant (issue 48): every change to a season is the engine's
//! ([`SeasonChange`], applied by `SeasonIn::apply`), which decides its
//! rules and refuses what it cannot read. This model keeps what is a
//! phone's: the list of seasons and which is open, the bin, the waiting
//! conflicts, the notices, the undo history and the log's storage.

use std::rc::Rc;

use mahjong_core::competition::date::Date;
use mahjong_core::competition::draw::Quality;
use mahjong_core::json::season::change::{self, ChangeError, Outcome, SeasonChange, SeasonUndo};
use mahjong_core::json::season::{EveningIn, ReglementIn, SeasonIn, SeasonProblem, TableIn};
use mahjong_core::json::Answer;
use mahjong_core::Variant;
use serde::{Deserialize, Serialize};
use yew::Reducible;

use super::log::{self, LogEntry};
use crate::persisted::{self, Model, Persist, Persisted};
use crate::time::Timestamp;

pub use super::season::StoredSeason;

/// An evening in the bin: deleted, kept for two days.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeletedEvening {
    pub season: String,
    pub evening: EveningIn,
    pub deleted: Timestamp,
}

/// What undo does to take one change back; only what changed is kept.
/// A season's own steps are the engine's [`SeasonUndo`] with the season's
/// id (this shape is the store's: steps kept before stay readable).
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub enum ClubUndo {
    /// The evening `date` of season `season` was `before` (`None`: it was added).
    Evening { season: String, date: String, before: Option<EveningIn> },
    /// The members were these.
    Members { season: String, members: Option<Vec<String>>, inactive: Vec<String> },
    /// A player was renamed.
    Renamed { season: String, from: String, to: String },
    /// The season's name, rule set and reglement were these.
    Settings { season: String, name: String, rules: Variant, reglement: ReglementIn },
    /// A season was added.
    SeasonAdded { id: String },
    /// A season was read in from a file (undo removes it: the file stays).
    Imported { id: String },
    /// An evening went into the bin.
    EveningDeleted { season: String, date: String },
    /// The whole season was `before` (a change across its evenings).
    Season { season: String, before: Box<SeasonIn> },
    /// The evening `before` was moved from `from` to `to`.
    Redated { season: String, from: String, to: String, before: Box<EveningIn> },
    /// A season was deleted; it was the `at`-th.
    SeasonDeleted { at: usize, season: Box<StoredSeason> },
}

impl ClubUndo {
    /// The engine's step of season `season`.
    fn of(season: String, step: SeasonUndo) -> ClubUndo {
        match step {
            SeasonUndo::Evening { date, before } => ClubUndo::Evening { season, date, before },
            SeasonUndo::Members { members, inactive } => ClubUndo::Members { season, members, inactive },
            SeasonUndo::Renamed { from, to } => ClubUndo::Renamed { season, from, to },
            SeasonUndo::Settings { name, rules, reglement } => ClubUndo::Settings { season, name, rules, reglement },
            SeasonUndo::Whole(before) => ClubUndo::Season { season, before },
            SeasonUndo::Redated { from, to, before } => ClubUndo::Redated { season, from, to, before },
        }
    }

    /// Whether taking this step back would also undo some of `later`
    /// (issue 49): both restore the same evening, the members or the
    /// settings of one season, or either restores a whole season.
    fn overlaps(&self, later: &ClubUndo) -> bool {
        let (a, b) = (self.scope(), later.scope());
        a.0 == b.0
            && match (&a.1, &b.1) {
                (Scope::Whole, _) | (_, Scope::Whole) => true,
                (Scope::Evenings(x), Scope::Evenings(y)) => x.iter().any(|d| y.contains(d)),
                (x, y) => x == y,
            }
    }

    /// The season a step restores, and what of it.
    fn scope(&self) -> (&str, Scope) {
        match self {
            ClubUndo::Evening { season, date, .. } | ClubUndo::EveningDeleted { season, date } => {
                (season, Scope::Evenings(vec![date.clone()]))
            }
            ClubUndo::Redated { season, from, to, .. } => (season, Scope::Evenings(vec![from.clone(), to.clone()])),
            ClubUndo::Members { season, .. } => (season, Scope::Members),
            ClubUndo::Settings { season, .. } => (season, Scope::Settings),
            ClubUndo::Renamed { season, .. } | ClubUndo::Season { season, .. } => (season, Scope::Whole),
            ClubUndo::SeasonAdded { id } | ClubUndo::Imported { id } => (id, Scope::Whole),
            ClubUndo::SeasonDeleted { season, .. } => (&season.id, Scope::Whole),
        }
    }

    /// The season whose log undoes this step (issue 51: a season's log
    /// takes back only its own changes); `None`: the club's own (a season
    /// added, read in or deleted), taken back from the seasons' list.
    pub fn season(&self) -> Option<&str> {
        match self {
            ClubUndo::SeasonAdded { .. } | ClubUndo::Imported { .. } | ClubUndo::SeasonDeleted { .. } => None,
            step => Some(step.scope().0),
        }
    }

    /// The season and the engine's step, where this is one season's own.
    fn season_step(self) -> Result<(String, SeasonUndo), Box<ClubUndo>> {
        Ok(match self {
            ClubUndo::Evening { season, date, before } => (season, SeasonUndo::Evening { date, before }),
            ClubUndo::Members { season, members, inactive } => (season, SeasonUndo::Members { members, inactive }),
            ClubUndo::Renamed { season, from, to } => (season, SeasonUndo::Renamed { from, to }),
            ClubUndo::Settings { season, name, rules, reglement } => (season, SeasonUndo::Settings { name, rules, reglement }),
            ClubUndo::Season { season, before } => (season, SeasonUndo::Whole(before)),
            ClubUndo::Redated { season, from, to, before } => (season, SeasonUndo::Redated { from, to, before }),
            other => return Err(Box::new(other)),
        })
    }
}

/// What of a season an undo step restores.
#[derive(PartialEq)]
enum Scope {
    Whole,
    Members,
    Settings,
    Evenings(Vec<String>),
}

/// How many secrets' prints a phone keeps (issue 51): one a season.
const MAX_SECRETS: usize = 1000;

/// A secret's print: what the phone keeps to know its own again.
pub(super) fn secret_print(secret: &str) -> String {
    mahjong_core::json::table::print(b"secret print", secret.as_bytes())
}

/// How many steps undo can go back.
pub const HISTORY: usize = 50;
/// How long the bin keeps an evening, in hours.
pub const BIN_HOURS: u32 = 48;

/// Why the organiser's change was refused. Worded in `competition::text`.
#[derive(Clone, PartialEq, Debug)]
pub enum ClubError {
    /// No season is open.
    NoSeason,
    /// What the engine refused of a change to the season.
    Change(ChangeError),
    /// Not a date (`YYYY-MM-DD`).
    BadDate,
    /// A result link that does not open (damaged, or not a result).
    BadLink,
    /// The kept copy of a result link was damaged (issue 51).
    PendingDamaged,
    /// An undo step that would leave a season the engine cannot read.
    UndoRefused,
    /// The step a button named is no longer the last (another tab
    /// changed the seasons): nothing was taken back (issue 47).
    StepGone,
    /// Another season on this phone has that name.
    SeasonNameTaken { name: String },
    /// An older step that later ones change again (issue 49): those are
    /// to be undone first.
    DependsOn { later: Vec<ClubUndo> },
    /// A result without its season's id, and more than one season of its
    /// name (a store of before issue 32).
    SeasonsOfName { name: String },
    /// A result of a season this phone does not have.
    NoSuchSeason { name: String },
    /// A file that is no season file, or (`problem`) one the engine
    /// cannot read.
    BadFile { problem: Option<SeasonProblem> },
    /// A file larger than any season file.
    FileTooLarge { bytes: u64 },
    /// A tournament's players, rounds or penalties (issue 36).
    Tournament(Vec<mahjong_core::json::tournament::Problem>),
    /// A season's key link that does not open (issue 52).
    BadKeyLink,
    /// A season's key other than the one this phone has for it: its own
    /// stays, so its cards stay valid (issue 52).
    KeyOther { name: String },
}

impl From<ChangeError> for ClubError {
    fn from(e: ChangeError) -> ClubError {
        ClubError::Change(e)
    }
}

impl From<SeasonProblem> for ClubError {
    fn from(p: SeasonProblem) -> ClubError {
        ClubError::Change(ChangeError::Season(p))
    }
}

/// What just happened, said with an undo button next to it.
#[derive(Clone, PartialEq, Debug)]
pub enum ClubNotice {
    Drawn {
        seed: u64,
        quality: Quality,
    },
    ResultIn {
        table: u32,
    },
    /// The same result again: nothing changed.
    SameResult {
        table: u32,
    },
    /// A different result for a table that has one: shown side by side.
    Conflict {
        table: u32,
    },
    EveningDeleted {
        date: String,
    },
    EveningRestored {
        date: String,
    },
    /// A table's result removed (C19).
    ResultRemoved {
        table: u32,
    },
    /// A table's result changed (C19).
    ResultChanged {
        table: u32,
    },
    /// A late arrival seated at the organiser's pick (C20).
    Seated {
        name: String,
        table: u32,
    },
    /// A leaver taken off their table (C16, C20).
    LeftTable {
        name: String,
        table: u32,
    },
    /// A leaver's table given up (issue 49).
    Merged {
        table: u32,
    },
    /// Members pasted as a list: how many were added, which lines not.
    MembersAdded {
        added: usize,
        skipped: Vec<mahjong_core::json::season::change::Skipped>,
    },
    /// An evening moved to another date (C19).
    Redated {
        date: String,
    },
    /// Every table's card was printed: all have started (C20).
    CardsPrinted,
    SeasonDeleted {
        name: String,
    },
    /// A tournament's rounds drawn (issue 36, C14, C15).
    TournamentDrawn {
        seed: u64,
        repeats: usize,
        most: u32,
    },
    /// The rounds from `from` drawn again after a withdrawal or a late
    /// registration (C16).
    Redrawn {
        from: usize,
    },
    /// A penalty given, or taken back.
    Penalty {
        player: String,
        given: bool,
    },
    /// A season read in with the secret of this phone's own backup
    /// (issue 51): its cards stay valid.
    SecretKept,
    /// A season's key taken from the organiser's phone that made it
    /// (issue 52), or already here.
    KeyTaken {
        name: String,
    },
    /// A season's key for a season not yet on this phone (issue 52): kept
    /// until the season comes from the club's server (a tryout: the key
    /// was scanned before logging in, and lost).
    KeyWaiting,
    /// A season read in got a new secret (issue 51): the file was not this
    /// phone's backup; `file`: its own secret, for the organiser to trust.
    SecretNew {
        id: String,
        file: Option<String>,
    },
    /// A change taken back (`what`: the step as it was named), with
    /// redo (issue 47).
    Undone {
        what: Box<ClubUndo>,
    },
    /// A change done again, with undo.
    Redone {
        what: Box<ClubUndo>,
    },
}

/// A result that differs from the one kept for its table, waiting for the
/// organiser's choice (never overwritten silently).
#[derive(Clone, PartialEq, Debug)]
pub struct Conflict {
    pub season: String,
    pub date: String,
    pub table: u32,
    pub kept: TableIn,
    pub new: TableIn,
}

/// Every intent of the organiser.
#[derive(Clone, PartialEq, Debug)]
pub enum ClubAction {
    /// A change to the open season: the engine's.
    Season(SeasonChange),
    NewSeason {
        id: String,
        name: String,
        rules: Variant,
        reglement: ReglementIn,
        /// The open season's members come along (those who still come:
        /// not the ones marked "komt niet meer").
        members_of_open: bool,
    },
    Open(usize),
    /// Delete the open season (undo brings it back).
    DeleteSeason,
    /// An evening of the open season into the bin, at `at`.
    DeleteEvening {
        date: Date,
        at: Timestamp,
    },
    /// The evening at this place of the bin back in its season.
    Restore(usize),
    /// A table's result from its phone (a link or a QR code): for the
    /// season of that name, opened first.
    TableResult(Box<crate::card::SignedResult>),
    /// A result link that does not open.
    LinkBroken,
    /// The kept copy of a result link was damaged: said, and forgotten
    /// (issue 51).
    PendingDamaged,
    /// Take the unsigned result just refused, by the organiser's explicit
    /// choice (issue 51; the log says so).
    TakeUnsigned,
    /// Empty the bin of evenings deleted before `cutoff`.
    Purge {
        cutoff: Timestamp,
    },
    /// A season file (the season object), read from a file: added as a
    /// new season, opened; `secret`: the new secret it gets unless the
    /// file is this phone's own backup (issue 51).
    Import {
        text: String,
        id: String,
        secret: Option<String>,
    },
    /// The organiser says a file read in was their own backup: its secret
    /// replaces the new one, so the cards handed out before stay valid
    /// (issue 51).
    TrustFileSecret {
        id: String,
        secret: String,
    },
    /// A season's key from the organiser's phone that made it (issue 52:
    /// its key link, scanned by a second organiser): this phone then
    /// makes cards and checks results for that season as that one does.
    TakeSeasonKey {
        id: String,
        secret: String,
    },
    /// A season's key link that does not open (issue 52).
    KeyLinkBroken,
    /// A chosen file larger than any season file; not read.
    FileTooLarge {
        bytes: u64,
    },
    /// The seasons were saved to a file (the backup) at `at`.
    BackedUp {
        at: Timestamp,
    },
    /// Share the seasons with the club's CouchDB (issue 52), logged in
    /// there as `user`.
    ShareWith {
        url: String,
        club: String,
        user: String,
    },
    /// Stop sharing: the seasons stay on this phone.
    ShareStop,
    /// Documents the server took, at their new revisions.
    Pushed(Vec<(mahjong_core::json::couch::replica::Put, String)>),
    /// Documents read from the server (its changes feed, or one after a
    /// 409), and the feed's checkpoint.
    Pulled {
        rows: Vec<String>,
        since: Option<String>,
    },
    /// The organiser read the sharing's notes.
    ShareNotesRead,
    /// A season's standings written to the club's public database, at
    /// revision `rev` (`print`: of what was written; empty: write again).
    Published {
        id: String,
        rev: String,
        print: String,
    },
    /// The club's inbox read up to this checkpoint (its results were
    /// taken as `TableResult`s before).
    InboxRead(String),
    /// Take the last change back (the log's button, which names it).
    Undo,
    /// Take back exactly this step, the one a notice's button named; if it
    /// is no longer the last (another tab changed the seasons), nothing is
    /// taken back (issue 47).
    UndoStep(Box<ClubUndo>),
    /// "Opnieuw": do this step taken back again, if it is the last one
    /// taken back.
    Redo(Box<ClubUndo>),
    /// The notice with this number leaves, for good (issue 47).
    Dismiss(u32),
    /// A date field that holds no day of the calendar: said, nothing done.
    NotADate,
    /// A tournament day (issue 36): a season whose evenings are its
    /// rounds, every round drawn at once (C14) with the tournament's seed.
    NewTournament {
        id: String,
        tournament: Box<mahjong_core::json::tournament::TournamentIn>,
        date: Date,
    },
}

impl From<SeasonChange> for ClubAction {
    fn from(c: SeasonChange) -> ClubAction {
        ClubAction::Season(c)
    }
}

/// Every season, the bin, the open season and the undo history.
#[derive(Clone, Debug, Default)]
pub struct Club {
    /// Shared, so a copy of the seasons (the reducer's, a change's way
    /// back) copies only the season a change touches (issue 33).
    pub seasons: Vec<Rc<StoredSeason>>,
    pub current: Option<usize>,
    pub bin: Vec<DeletedEvening>,
    pub history: Vec<ClubUndo>,
    /// What changed, when and from where (C19), newest last.
    pub log: Vec<LogEntry>,
    pub error: Option<ClubError>,
    pub notice: Option<ClubNotice>,
    /// How many notices were given: a notice is dismissed by its number,
    /// once (issue 47).
    pub notices: u32,
    /// The step the notice tells of: its button takes back exactly that
    /// one (or, after an undo, does it again).
    pub notice_step: Option<ClubUndo>,
    /// Steps taken back, newest last, for "Opnieuw" (on this page; a new
    /// change empties it): the step that does it again, and the step as
    /// it was named.
    pub redo: Vec<(ClubUndo, ClubUndo)>,
    /// The store's bookkeeping (its revision, the changes not yet written).
    pub book: Persisted<ClubAction>,
    /// When the seasons were last saved to a file (the organiser's backup).
    pub backup: Option<Timestamp>,
    /// The result just refused as not signed, for the organiser to take
    /// anyway (issue 51); gone with the next change.
    pub unsigned: Option<Box<crate::card::SignedResult>>,
    /// The prints of the secrets this phone made or was told to trust
    /// (issue 51): a file's secret is kept only when it is one of these.
    pub secrets: Vec<String>,
    /// What the engine said the change in hand did, for the log: the
    /// season's id and its changes (a change of the seasons' list is
    /// worked out from the lists before and after).
    pub(super) logged: Option<(String, Vec<change::log::Change>)>,
    /// The club's CouchDB this phone shares its seasons with (issue 52).
    pub share: Option<super::share_state::Share>,
    /// Seasons' keys scanned before their season came (issue 52): the
    /// season's id and its secret, taken when it comes.
    pub keys: Vec<(String, String)>,
}

/// Compared by revision, as the sheet's ledger.
impl PartialEq for Club {
    fn eq(&self, other: &Club) -> bool {
        self.book.revision == other.book.revision
    }
}

impl Reducible for Club {
    type Action = Persist<Club>;
    fn reduce(self: Rc<Self>, step: Persist<Club>) -> Rc<Self> {
        persisted::reduce(self, step)
    }
}

/// The seasons as the store keeps them (`persisted`): the open season,
/// the conflicts waiting, the last backup stay over another tab's write.
impl Model for Club {
    type Action = ClubAction;
    fn book(&self) -> &Persisted<ClubAction> {
        &self.book
    }
    fn book_mut(&mut self) -> &mut Persisted<ClubAction> {
        &mut self.book
    }
    /// Emptying the bin says whether it removed anything: `persisted`
    /// writes one that removed nothing only where it must (issue 34).
    fn change(&mut self, action: ClubAction) -> bool {
        match action {
            ClubAction::Purge { cutoff } => self.purge(cutoff),
            ClubAction::Dismiss(n) => {
                if self.notices == n {
                    (self.notice, self.notice_step) = (None, None);
                }
                true
            }
            // Sharing (issue 52) says nothing in the notice and keeps no
            // step: what came from the server is not this phone's to undo.
            ClubAction::ShareWith { url, club, user } => {
                self.share_with(url, club, user);
                true
            }
            ClubAction::ShareStop => {
                self.share = None;
                true
            }
            ClubAction::Pushed(done) => {
                self.pushed(&done);
                true
            }
            ClubAction::Pulled { rows, since } => {
                self.pulled(rows, since);
                true
            }
            ClubAction::ShareNotesRead => {
                if let Some(s) = &mut self.share {
                    s.notes.clear();
                }
                true
            }
            ClubAction::Published { id, rev, print } => {
                if let Some(s) = &mut self.share {
                    s.published.insert(id, super::share_state::Stamp { rev, print });
                }
                true
            }
            ClubAction::InboxRead(since) => {
                if let Some(s) = &mut self.share {
                    s.inbox_since = Some(since);
                }
                true
            }
            action => self.apply_change(action),
        }
    }
    fn housekeeping(action: &ClubAction) -> bool {
        matches!(action, ClubAction::Purge { .. })
    }
    fn carry(&mut self, next: &mut Club) {
        if let Some(i) = self.season().and_then(|open| next.seasons.iter().position(|s| s.id == open.id)) {
            next.current = Some(i);
        }
        next.backup = next.backup.take().max(self.backup.take());
    }
    /// Issue 32: a change replayed on another tab's newer seasons says
    /// what it does there (a conflict, or "was al binnen"), not what it
    /// did before; with nothing to replay the last word stays.
    fn keep_said(&mut self, next: &mut Club, replayed: bool) {
        if !replayed {
            (next.error, next.notice, next.notice_step) = (self.error.take(), self.notice.take(), self.notice_step.take());
        }
        next.notices = self.notices;
        next.redo = std::mem::take(&mut self.redo);
    }
    fn written(action: &ClubAction) -> bool {
        !matches!(action, ClubAction::Dismiss(_))
    }
}

/// The time a change is logged at: the browser's clock. The reducer reads
/// it only for the log; natively (the tests) there is none.
pub(super) fn now() -> Option<Timestamp> {
    #[cfg(target_arch = "wasm32")]
    return Some(Timestamp::now());
    #[cfg(not(target_arch = "wasm32"))]
    None
}

impl Club {
    pub fn season(&self) -> Option<&StoredSeason> {
        self.current.and_then(|i| self.seasons.get(i)).map(|s| &**s)
    }

    /// The engine's standings of the open season (an `Answer::Season`).
    pub fn standings(&self) -> Option<Answer> {
        self.season().map(|s| mahjong_core::json::season::answer(&s.season))
    }

    /// Applies one change of the organiser's; a refusal leaves the seasons
    /// as they were.
    pub fn apply(&mut self, action: ClubAction) {
        persisted::apply(self, Persist::Do(action));
    }

    /// A change: `false` when refused (the seasons as they were, the
    /// error said).
    fn apply_change(&mut self, action: ClubAction) -> bool {
        let before = (self.seasons.clone(), self.current, self.bin.clone());
        // Housekeeping says nothing, so what was said stays (a new
        // tournament's draw is said while its secret is made).
        let housekeeping = matches!(action, ClubAction::Purge { .. } | ClubAction::Season(SeasonChange::Secure { .. }));
        if !housekeeping {
            self.error = None;
            self.notice = None;
            self.notice_step = None;
            if !matches!(action, ClubAction::TakeUnsigned) {
                self.unsigned = None;
            }
        }
        let (table, undo) = match &action {
            ClubAction::TableResult(r) => (Some(r.at.table), false),
            a => (None, matches!(a, ClubAction::Undo | ClubAction::UndoStep(_))),
        };
        let takes_back = matches!(action, ClubAction::Undo | ClubAction::UndoStep(_) | ClubAction::Redo(_));
        self.logged = None;
        let changed = self.change(action);
        if changed.is_ok() {
            self.log_changes(&before.0, table, undo);
        }
        if self.notice.is_some() {
            self.notices = self.notices.wrapping_add(1);
        }
        match changed {
            Ok(Some(undo)) => {
                // The notice's button takes back this step, and only it.
                if self.notice.is_some() {
                    self.notice_step = Some(undo.clone());
                }
                // Issue 51: a new step ends redo in its own log only.
                self.redo.retain(|r| r.0.season() != undo.season());
                self.history.push(undo);
                if self.history.len() > HISTORY {
                    self.history.remove(0);
                }
            }
            // A change that keeps no step (a refusal said, the same
            // result again) leaves redo as it is; a new one empties it.
            // (Every change of a season goes through Rc::make_mut while
            // `before` holds it, so a changed season is another pointer.)
            Ok(None) if !takes_back && !housekeeping && !same_seasons(&self.seasons, &before.0) => self.redo.clear(),
            Ok(None) => {}
            Err(e) => {
                (self.seasons, self.current, self.bin) = before;
                self.notice = None;
                self.error = Some(e);
                return false;
            }
        }
        true
    }

    /// Logs what changed since `before` (C19): as the engine told it of a
    /// season's change, else from the seasons before and after; `table`:
    /// a table's phone sent it.
    fn log_changes(&mut self, before: &[Rc<StoredSeason>], table: Option<u32>, undo: bool) {
        let at = now();
        let entries = match self.logged.take() {
            Some((season, changes)) => {
                vec![LogEntry { season, at: None, table: None, undo: false, elsewhere: false, club: false, changes }]
            }
            None => log::entries(before, &self.seasons),
        };
        for e in entries.into_iter().filter(|e| !e.changes.is_empty()) {
            self.log.push(LogEntry { at: at.clone(), table, undo, ..e });
        }
        let over = self.log.len().saturating_sub(log::LOG);
        self.log.drain(..over);
    }

    /// Whether to remind the organiser of a backup (issue 31): a change
    /// not in the last backup (none: any change) was made before
    /// `month_ago`, so a month of changes would be lost with the phone.
    pub fn backup_due(&self, month_ago: &Timestamp) -> bool {
        let unsaved = self.log.iter().filter_map(|e| e.at.as_ref()).filter(|at| self.backup.as_ref().is_none_or(|b| *at > b));
        unsaved.min().is_some_and(|first| first < month_ago)
    }

    /// The steps a log can take back, oldest first (issue 51): the open
    /// season's own with `Some`, the club's own with `None`.
    pub fn steps(&self, season: Option<&str>) -> Vec<&ClubUndo> {
        self.history.iter().filter(|s| s.season() == season).collect()
    }

    /// The step "Opnieuw" of that log does again, and what it took back.
    pub fn redo_of(&self, season: Option<&str>) -> Option<&(ClubUndo, ClubUndo)> {
        self.redo.iter().rev().find(|r| r.0.season() == season)
    }

    /// The open season's results waiting for a choice (issue 51: kept in
    /// the season by the engine, so they survive reloads and backups).
    pub fn conflicts(&self) -> Vec<Conflict> {
        let Some(s) = self.season() else { return Vec::new() };
        let pair = |e: &EveningIn, w: &TableIn| {
            let table = w.table?;
            Some(Conflict { season: s.id.clone(), date: e.date.clone(), table, kept: e.result(table)?.clone(), new: w.clone() })
        };
        s.season.evenings.iter().flat_map(|e| e.waiting.iter().filter_map(move |w| pair(e, w))).collect()
    }

    /// The open season's id.
    pub fn open_id(&self) -> Option<&str> {
        self.season().map(|s| s.id.as_str())
    }

    /// The open season's log, newest first.
    pub fn season_log(&self) -> impl Iterator<Item = &LogEntry> {
        let id = self.season().map(|s| s.id.clone());
        self.log.iter().rev().filter(move |e| Some(&e.season) == id.as_ref())
    }

    /// A season's name: as any name, and not another season's on this
    /// phone (issue 32: a card's season is found without doubt).
    fn season_name(&self, n: &str, own: Option<usize>) -> Result<String, ClubError> {
        let n = change::name(n)?;
        if self.seasons.iter().enumerate().any(|(i, s)| Some(i) != own && s.season.name == n) {
            return Err(ClubError::SeasonNameTaken { name: n });
        }
        Ok(n)
    }

    /// Hands a change of season `at` to the engine: the step that takes
    /// it back (with the season's id) and what happened.
    fn season_change(&mut self, at: usize, change: SeasonChange) -> Result<(Option<ClubUndo>, Outcome), ClubError> {
        let s = self.seasons.get_mut(at).map(Rc::make_mut).ok_or(ClubError::NoSeason)?;
        let applied = s.season.apply(change)?;
        self.logged = Some((s.id.clone(), applied.log));
        Ok((applied.undo.map(|u| ClubUndo::of(s.id.clone(), u)), applied.outcome))
    }

    /// A change to the open season; what the engine says happened is said
    /// here (a conflict waits beside the kept result).
    fn change_open(&mut self, change: SeasonChange) -> Result<Option<ClubUndo>, ClubError> {
        let at = self.current.ok_or(ClubError::NoSeason)?;
        if let SeasonChange::Settings { name, .. } = &change {
            self.season_name(name, Some(at))?;
        }
        let (undo, outcome) = self.season_change(at, change)?;
        // What the engine says happened is said; a change with nothing to
        // say leaves what was said (housekeeping: a new season's secret).
        let said = match outcome {
            Outcome::Done => None,
            Outcome::Drawn { seed, quality } => Some(ClubNotice::Drawn { seed, quality }),
            Outcome::ResultIn { table } => Some(ClubNotice::ResultIn { table }),
            Outcome::SameResult { table } => Some(ClubNotice::SameResult { table }),
            // Issue 51: it waits in the season (the engine's).
            Outcome::Conflict { table, .. } => Some(ClubNotice::Conflict { table }),
            Outcome::EveningDeleted { .. } => None,
            Outcome::EveningRestored { date } => Some(ClubNotice::EveningRestored { date }),
            Outcome::ResultRemoved { table } => Some(ClubNotice::ResultRemoved { table }),
            Outcome::ResultChanged { table } => Some(ClubNotice::ResultChanged { table }),
            Outcome::Seated { name, table } => Some(ClubNotice::Seated { name, table }),
            Outcome::LeftTable { name, table } => Some(ClubNotice::LeftTable { name, table }),
            Outcome::Merged { table } => Some(ClubNotice::Merged { table }),
            Outcome::MembersAdded { added, skipped } => Some(ClubNotice::MembersAdded { added: added.len(), skipped }),
            Outcome::Redated { date } => Some(ClubNotice::Redated { date }),
            Outcome::CardsPrinted => Some(ClubNotice::CardsPrinted),
            Outcome::Redrawn { from } => Some(ClubNotice::Redrawn { from }),
            Outcome::Penalty { player, given } => Some(ClubNotice::Penalty { player, given }),
        };
        if said.is_some() {
            self.notice = said;
        }
        Ok(undo)
    }

    /// Empties the bin of what was deleted before `cutoff`; whether
    /// anything went.
    fn purge(&mut self, cutoff: Timestamp) -> bool {
        let before = (self.bin.len(), self.history.len());
        self.bin.retain(|d| d.deleted >= cutoff);
        // Undo cannot bring back what the bin no longer holds.
        let bin = &self.bin;
        self.history.retain(|u| match u {
            ClubUndo::EveningDeleted { season, date } => bin.iter().any(|d| &d.season == season && &d.evening.date == date),
            _ => true,
        });
        (self.bin.len(), self.history.len()) != before
    }

    /// Adds a season and opens it.
    fn add(&mut self, id: String, season: SeasonIn) -> Option<ClubUndo> {
        self.seasons.push(Rc::new(StoredSeason { id: id.clone(), season }));
        self.current = Some(self.seasons.len() - 1);
        Some(ClubUndo::Imported { id })
    }

    /// A season file read in (issue 51: its secret only where it is this
    /// phone's own backup; else `secret`, the new one).
    fn import(&mut self, text: String, id: String, secret: Option<String>) -> Result<Option<ClubUndo>, ClubError> {
        if text.len() as u64 > super::export::MAX_SEASON_FILE {
            return Err(ClubError::FileTooLarge { bytes: text.len() as u64 });
        }
        let mut season = super::export::read_season_file(&text).map_err(|problem| ClubError::BadFile { problem })?;
        // A file without a name (one made by hand) gets one to be
        // told apart by in the list; the organiser renames it.
        if season.name.trim().is_empty() {
            season.name = "Seizoen".into();
        }
        // A season of the same name stays; the one read in is
        // named apart (the organiser can compare, then delete).
        let base = season.name.clone();
        let mut k = 2;
        while self.seasons.iter().any(|s| s.season.name == season.name) {
            season.name = format!("{base} ({k})");
            k += 1;
        }
        // Issue 49: the log the backup carries, before "read in".
        let carried = super::export::carried_log(&id, std::mem::take(&mut season.log));
        self.log.extend(carried);
        // Issue 51: a secret only from this phone's own backup;
        // any other file's is set aside for the organiser to trust.
        let own = season.secret.as_ref().is_some_and(|s| self.secrets.contains(&secret_print(s)));
        if own {
            self.notice = Some(ClubNotice::SecretKept);
        } else {
            let file = std::mem::replace(&mut season.secret, secret);
            self.remember(season.secret.as_deref());
            self.notice = Some(ClubNotice::SecretNew { id: id.clone(), file });
        }
        Ok(self.add(id, season))
    }

    /// Season `at` takes `secret` as its key; one it has of its own
    /// stays (its cards). Its name.
    fn take_key(&mut self, at: usize, secret: String) -> Result<String, ClubError> {
        let name = self.seasons[at].season.name.clone();
        match self.seasons[at].season.secret.as_deref() {
            Some(own) if own == secret => {}
            Some(_) => return Err(ClubError::KeyOther { name }),
            None => {
                let mut season = self.seasons[at].season.clone();
                season.secret = Some(secret);
                mahjong_core::json::season::check(&season)?;
                self.remember(season.secret.as_deref());
                Rc::make_mut(&mut self.seasons[at]).season = season;
            }
        }
        Ok(name)
    }

    /// Keeps a secret's print: this phone made or trusts it (issue 51).
    fn remember(&mut self, secret: Option<&str>) {
        if let Some(p) = secret.map(secret_print).filter(|p| !self.secrets.contains(p)) {
            self.secrets.push(p);
            let over = self.secrets.len().saturating_sub(MAX_SECRETS);
            self.secrets.drain(..over);
        }
    }

    fn change(&mut self, action: ClubAction) -> Result<Option<ClubUndo>, ClubError> {
        match action {
            ClubAction::Season(change) => {
                if let SeasonChange::Secure { secret } = &change {
                    self.remember(Some(secret));
                }
                self.change_open(change)
            }
            // A refused undo or redo is a refusal: nothing to write, so it
            // is never replayed on a newer record, where it might no
            // longer be refused (an undo the organiser was told did not
            // happen would happen then).
            ClubAction::Undo => self.undo(None).map(|()| None),
            ClubAction::UndoStep(step) => self.undo(Some(*step)).map(|()| None),
            ClubAction::Redo(step) => self.redo_step(*step).map(|()| None),
            ClubAction::Dismiss(_)
            | ClubAction::ShareWith { .. }
            | ClubAction::ShareStop
            | ClubAction::Pushed(_)
            | ClubAction::Pulled { .. }
            | ClubAction::ShareNotesRead
            | ClubAction::InboxRead(_)
            | ClubAction::Published { .. } => Ok(None),
            ClubAction::Open(i) => {
                self.current = (i < self.seasons.len()).then_some(i).or(self.current);
                Ok(None)
            }
            ClubAction::Purge { cutoff } => {
                self.purge(cutoff);
                Ok(None)
            }
            ClubAction::NewSeason { id, name, rules, reglement, members_of_open } => {
                let name = self.season_name(&name, None)?;
                let members = self.season().filter(|_| members_of_open).map(|open| open.season.coming()).unwrap_or_default();
                let season = SeasonIn::new_season(&name, rules, reglement, members)?;
                Ok(self.add(id, season))
            }
            ClubAction::NewTournament { id, tournament, date } => {
                let n = self.season_name(&tournament.name, None)?;
                let t = mahjong_core::json::tournament::TournamentIn { name: n, date: Some(date.to_string()), ..*tournament };
                let read = mahjong_core::json::tournament::read(&t).map_err(ClubError::Tournament)?;
                let season = mahjong_core::json::tournament::to_season(&t, &read.draw.rounds, date);
                mahjong_core::json::season::check(&season)?;
                let m = read.draw.meetings;
                self.notice = Some(ClubNotice::TournamentDrawn { seed: t.seed, repeats: m.repeats, most: m.most });
                Ok(self.add(id, season))
            }
            ClubAction::DeleteSeason => {
                let at = self.current.ok_or(ClubError::NoSeason)?;
                let season = self.seasons.remove(at);
                self.current = (!self.seasons.is_empty()).then(|| at.min(self.seasons.len() - 1));
                self.notice = Some(ClubNotice::SeasonDeleted { name: season.season.name.clone() });
                Ok(Some(ClubUndo::SeasonDeleted { at, season: Box::new(Rc::unwrap_or_clone(season)) }))
            }
            ClubAction::DeleteEvening { date, at } => {
                let open = self.current.ok_or(ClubError::NoSeason)?;
                let (_, outcome) = self.season_change(open, SeasonChange::DeleteEvening { date })?;
                let Outcome::EveningDeleted { evening } = outcome else { return Ok(None) };
                let season = self.seasons[open].id.clone();
                let date = evening.date.clone();
                self.bin.push(DeletedEvening { season: season.clone(), evening: *evening, deleted: at });
                self.notice = Some(ClubNotice::EveningDeleted { date: date.clone() });
                Ok(Some(ClubUndo::EveningDeleted { season, date }))
            }
            ClubAction::Restore(i) => {
                let Some(d) = (i < self.bin.len()).then(|| self.bin.remove(i)) else { return Ok(None) };
                let at = self.seasons.iter().position(|s| s.id == d.season).ok_or(ClubError::NoSeason)?;
                self.current = Some(at);
                self.change_open(SeasonChange::RestoreEvening(Box::new(d.evening)))
            }
            ClubAction::TableResult(r) => self.table_result(*r),
            ClubAction::LinkBroken => Err(ClubError::BadLink),
            ClubAction::PendingDamaged => Err(ClubError::PendingDamaged),
            ClubAction::TakeUnsigned => {
                let r = self.unsigned.take().ok_or(ClubError::StepGone)?;
                self.current = Some(self.season_of(&r.at)?);
                self.change_open(SeasonChange::UnsignedResult(r))
            }
            ClubAction::NotADate => Err(ClubError::BadDate),
            ClubAction::FileTooLarge { bytes } => Err(ClubError::FileTooLarge { bytes }),
            ClubAction::BackedUp { at } => {
                self.backup = Some(at);
                Ok(None)
            }
            ClubAction::Import { text, id, secret } => self.import(text, id, secret),
            // Issue 52: a second organiser takes the season's key; one
            // it has already of its own is never replaced (its cards).
            ClubAction::KeyLinkBroken => Err(ClubError::BadKeyLink),
            ClubAction::TakeSeasonKey { id, secret } => {
                let Some(at) = self.seasons.iter().position(|s| s.id == id) else {
                    // Kept for the season to come (the newest for it).
                    self.keys.retain(|(s, _)| *s != id);
                    self.keys.push((id, secret));
                    let over = self.keys.len().saturating_sub(MAX_SECRETS);
                    self.keys.drain(..over);
                    self.notice = Some(ClubNotice::KeyWaiting);
                    return Ok(None);
                };
                let name = self.take_key(at, secret)?;
                self.current = Some(at);
                self.notice = Some(ClubNotice::KeyTaken { name });
                Ok(None)
            }
            ClubAction::TrustFileSecret { id, secret } => {
                let at = self.seasons.iter().position(|s| s.id == id).ok_or(ClubError::NoSeason)?;
                let mut season = self.seasons[at].season.clone();
                season.secret = Some(secret);
                mahjong_core::json::season::check(&season)?;
                self.remember(season.secret.as_deref());
                Rc::make_mut(&mut self.seasons[at]).season = season;
                self.notice = Some(ClubNotice::SecretKept);
                Ok(None)
            }
        }
    }

    /// A table's result from its phone (issues 31, 32): for the season on
    /// its card, signed with that table's key, its tiles scoring what its
    /// hands say (C21); then a result as any.
    fn table_result(&mut self, r: crate::card::SignedResult) -> Result<Option<ClubUndo>, ClubError> {
        let at = self.season_of(&r.at)?;
        self.current = Some(at);
        // The rule set, the signature, the tiles (C21) and the result: the engine's.
        let taken = self.change_open(SeasonChange::TableResult(Box::new(r.clone())));
        // Issue 51: not signed: said, and kept for the organiser's choice.
        if let Err(ClubError::Change(ChangeError::Unsigned { .. })) = &taken {
            self.unsigned = Some(Box::new(r));
        }
        taken
    }

    /// The season a card names (issue 32): by its id; a card of another
    /// phone's (or an earlier) season by its name, where only one season
    /// has it.
    pub(super) fn season_of(&self, at: &crate::card::TableRef) -> Result<usize, ClubError> {
        let by_id = at.id.as_ref().and_then(|id| self.seasons.iter().position(|s| &s.id == id));
        let named: Vec<usize> = (0..self.seasons.len()).filter(|&i| self.seasons[i].season.name == at.season).collect();
        match (by_id, named.as_slice()) {
            (Some(k), _) | (None, &[k]) => Ok(k),
            (None, []) => Err(ClubError::NoSuchSeason { name: at.season.clone() }),
            (None, _) => Err(ClubError::SeasonsOfName { name: at.season.clone() }),
        }
    }

    /// The date of the evening a card names, wherever it moved (issue 49).
    pub fn evening_date(&self, at: &crate::card::TableRef) -> Option<String> {
        let s = self.seasons.get(self.season_of(at).ok()?)?;
        s.season.evening_of(at).map(|e| e.date.clone())
    }

    /// What taking `step` back would change (issue 49: an older step in
    /// the log's list says what it undoes, not only which evening): the
    /// engine's log of the seasons now against the seasons after it.
    pub fn step_effect(&self, step: &ClubUndo) -> Vec<log::Change> {
        // The seasons are shared (Rc): only what `take_back` reads is
        // copied, never the history or the log.
        let mut after = Club { seasons: self.seasons.clone(), current: self.current, bin: self.bin.clone(), ..Club::default() };
        match after.take_back(step.clone()) {
            Ok(Some(_)) => log::entries(&self.seasons, &after.seasons).into_iter().flat_map(|e| e.changes).collect(),
            _ => Vec::new(),
        }
    }

    /// The key of a drawn table's card, where the season has a secret.
    pub fn table_key(&self, date: &str, table: u32) -> Option<String> {
        self.season()?.season.table_key(date, table)
    }

    /// Takes the last change back (`named`: only if it is that step,
    /// issue 47); a step that no longer fits is dropped. Issue 32: a step
    /// is checked as a new change is; one that would leave a season the
    /// engine cannot read changes nothing and says so. What it took back
    /// can be done again ("Opnieuw").
    fn undo(&mut self, named: Option<ClubUndo>) -> Result<(), ClubError> {
        let at = match &named {
            None => self.history.len().checked_sub(1),
            Some(n) => self.history.iter().rposition(|s| s == n),
        };
        let Some(at) = at else {
            return if named.is_some() { Err(ClubError::StepGone) } else { Ok(()) };
        };
        // Issue 49: an older step on its own, unless a later one restores
        // some of the same (then those are named, and nothing changes).
        let later: Vec<ClubUndo> = self.history[at + 1..].iter().filter(|s| self.history[at].overlaps(s)).cloned().collect();
        if !later.is_empty() {
            return Err(ClubError::DependsOn { later });
        }
        let step = self.history.remove(at);
        if let Some(inverse) = self.take_back(step.clone())? {
            self.notice = Some(ClubNotice::Undone { what: Box::new(step.clone()) });
            self.notice_step = Some(inverse.clone());
            self.redo.push((inverse, step));
        }
        Ok(())
    }

    /// "Opnieuw": the last step taken back, done again (its own undo is
    /// kept, so it can be taken back once more).
    fn redo_step(&mut self, named: ClubUndo) -> Result<(), ClubError> {
        // Issue 51: the last taken back in its own log.
        if self.redo_of(named.season()).map(|r| &r.0) != Some(&named) {
            return Err(ClubError::StepGone);
        }
        let Some(at) = self.redo.iter().rposition(|r| r.0 == named) else { return Ok(()) };
        let (step, what) = self.redo.remove(at);
        if let Some(inverse) = self.take_back(step)? {
            self.notice = Some(ClubNotice::Redone { what: Box::new(what) });
            self.notice_step = Some(inverse.clone());
            self.history.push(inverse);
        }
        Ok(())
    }

    /// Applies an undo step to the seasons; the step that reverses it
    /// (`None`: the step no longer fits, nothing changed). A season's own
    /// step is the engine's to take back and check.
    fn take_back(&mut self, step: ClubUndo) -> Result<Option<ClubUndo>, ClubError> {
        let find = |club: &Club, id: &str| club.seasons.iter().position(|s| s.id == id);
        let step = match step.season_step() {
            Ok((season, step)) => {
                let Some(at) = find(self, &season) else { return Ok(None) };
                let s = &mut Rc::make_mut(&mut self.seasons[at]).season;
                let inverse = s.undo(step).map_err(|_| ClubError::UndoRefused)?;
                return Ok(Some(ClubUndo::of(season, inverse)));
            }
            Err(step) => *step,
        };
        let imported = matches!(step, ClubUndo::Imported { .. });
        match step {
            ClubUndo::SeasonAdded { id } | ClubUndo::Imported { id } => {
                let Some(at) = find(self, &id) else { return Ok(None) };
                // A new season is only taken back while it holds no evening
                // (one read from a file can be read again).
                if !self.seasons[at].season.evenings.is_empty() && !imported {
                    return Ok(None);
                }
                let season = self.seasons.remove(at);
                self.current = match self.current {
                    Some(c) if c == at => None,
                    Some(c) if c > at => Some(c - 1),
                    c => c,
                };
                Ok(Some(ClubUndo::SeasonDeleted { at, season: Box::new(Rc::unwrap_or_clone(season)) }))
            }
            ClubUndo::SeasonDeleted { at, season } => {
                // Issue 51: a stored step is checked as a new season is
                // (the engine reads it, names included; its name and id
                // not another's on this phone).
                mahjong_core::json::season::check(&season.season).map_err(|_| ClubError::UndoRefused)?;
                if find(self, &season.id).is_some() || self.season_name(&season.season.name, None).is_err() {
                    return Err(ClubError::UndoRefused);
                }
                let at = at.min(self.seasons.len());
                let id = season.id.clone();
                self.seasons.insert(at, Rc::new(*season));
                self.current = Some(at);
                Ok(Some(ClubUndo::Imported { id }))
            }
            ClubUndo::EveningDeleted { season, date } => {
                // The last one deleted of that date (one may have been deleted before).
                let Some(k) = self.bin.iter().rposition(|d| d.season == season && d.evening.date == date) else { return Ok(None) };
                let Some(at) = find(self, &season) else { return Ok(None) };
                let before = self.seasons[at].season.clone();
                let evening = Box::new(self.bin[k].evening.clone());
                Rc::make_mut(&mut self.seasons[at])
                    .season
                    .apply(SeasonChange::RestoreEvening(evening))
                    .map_err(|_| ClubError::UndoRefused)?;
                self.bin.remove(k);
                Ok(Some(ClubUndo::Season { season, before: Box::new(before) }))
            }
            // A season's own steps went to the engine above.
            _ => Ok(None),
        }
    }
}

/// Whether two lists hold the very same seasons (no content compared).
fn same_seasons(a: &[Rc<StoredSeason>], b: &[Rc<StoredSeason>]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| Rc::ptr_eq(x, y))
}

/// Sharing with the club's CouchDB (issue 52): the engine's replica
/// decides; these keep its answers.
impl Club {
    /// Shares with `club` at `url` as `user`; the same server and club as
    /// before keeps what was read of it.
    pub(super) fn share_with(&mut self, url: String, club: String, user: String) {
        let (replica, inbox_since, published) = match self.share.take() {
            Some(s) if s.url == url && s.club == club => (s.replica, s.inbox_since, s.published),
            _ => (mahjong_core::json::couch::replica::Replica::default(), None, std::collections::BTreeMap::new()),
        };
        self.share = Some(super::share_state::Share { url, club, user, replica, notes: Vec::new(), inbox_since, published });
    }

    /// Whether this phone can check a result for this table: its season
    /// is here with its secret (issue 52: one that came from another
    /// organiser's phone has none).
    pub fn can_check(&self, at: &crate::card::TableRef) -> bool {
        self.season_of(at).is_ok_and(|i| self.seasons[i].season.secret.is_some())
    }

    /// Whether season `id` came from (or went to) the club's server.
    pub fn from_server(&self, id: &str) -> bool {
        self.share.as_ref().is_some_and(|s| s.replica.base.contains_key(&format!("season:{id}")))
    }

    /// Documents the server took, at their new revisions.
    pub(super) fn pushed(&mut self, done: &[(mahjong_core::json::couch::replica::Put, String)]) {
        if let Some(share) = &mut self.share {
            for (put, rev) in done {
                share.replica.pushed(put, rev.clone());
            }
        }
    }

    /// Documents read from the server, merged with this phone's seasons
    /// by the engine: the seasons it changed replaced (or added), logged
    /// as another organiser's; what could not be kept or read noted.
    pub(super) fn pulled(&mut self, rows: Vec<String>, since: Option<String>) {
        let Some(share) = &mut self.share else { return };
        let incoming = share.replica.incoming(&super::share_state::pairs(&self.seasons), &rows);
        if let Some(since) = since {
            share.replica.since = Some(since);
        }
        for (id, why) in incoming.aside {
            share.notes.push(super::share_state::Note::Aside { id, why: why.to_string() });
        }
        for o in incoming.overruled {
            share.notes.push(match o {
                mahjong_core::json::couch::Overruled::Setting { id, field } => {
                    super::share_state::Note::Overruled { id, field: field.to_string() }
                }
                mahjong_core::json::couch::Overruled::Result { id, .. } => super::share_state::Note::ResultDropped { id },
                mahjong_core::json::couch::Overruled::KeptDeleted { id } => super::share_state::Note::KeptDeleted { id },
            });
        }
        let over = share.notes.len().saturating_sub(super::share_state::NOTES);
        share.notes.drain(..over);
        let before = self.seasons.clone();
        let open = self.season().map(|s| s.id.clone());
        for (id, season) in incoming.seasons {
            let stored = Rc::new(StoredSeason { id: id.clone(), season });
            match self.seasons.iter().position(|s| s.id == id) {
                Some(i) => self.seasons[i] = stored,
                None => self.seasons.push(stored),
            }
        }
        // A phone with no season open opens the first that came.
        if open.is_none() && !self.seasons.is_empty() {
            self.current = Some(0);
        }
        // Every undo undoes exactly what it names: a step of this phone
        // that would also take back what another organiser changed since
        // (a draw their cards went out on) is no longer offered.
        let theirs = changed_parts(&before, &self.seasons);
        self.history.retain(|h| !theirs.iter().any(|t| h.overlaps(t)));
        self.redo.retain(|(r, _)| !theirs.iter().any(|t| r.overlaps(t)));
        if self.notice_step.as_ref().is_some_and(|n| theirs.iter().any(|t| n.overlaps(t))) {
            self.notice_step = None;
        }
        let at = now();
        for e in log::entries(&before, &self.seasons).into_iter().filter(|e| !e.changes.is_empty()) {
            self.log.push(LogEntry { at: at.clone(), elsewhere: true, club: true, ..e });
        }
        let over = self.log.len().saturating_sub(log::LOG);
        self.log.drain(..over);
        // A key scanned before its season came (after the log: a key is
        // no change to the season's play).
        for (id, secret) in std::mem::take(&mut self.keys) {
            match self.seasons.iter().position(|s| s.id == id) {
                Some(at) => match self.take_key(at, secret) {
                    Ok(name) => self.notice = Some(ClubNotice::KeyTaken { name }),
                    Err(e) => self.error = Some(e),
                },
                None => self.keys.push((id, secret)),
            }
        }
    }
}

/// What changed from `before` to `after`, as the steps that would take
/// it back (for [`ClubUndo::overlaps`]): each evening that differs, the
/// members, the settings, or a whole season (new, or changed elsewhere).
fn changed_parts(before: &[Rc<StoredSeason>], after: &[Rc<StoredSeason>]) -> Vec<ClubUndo> {
    let mut parts = Vec::new();
    for now in after {
        let Some(was) = before.iter().find(|b| b.id == now.id) else {
            parts.push(ClubUndo::SeasonAdded { id: now.id.clone() });
            continue;
        };
        if Rc::ptr_eq(was, now) {
            continue;
        }
        let (a, b) = (&was.season, &now.season);
        let season = now.id.clone();
        let dates = a.evenings.iter().chain(&b.evenings).map(|e| e.date.as_str());
        let mut seen: Vec<&str> = Vec::new();
        for date in dates {
            if !seen.contains(&date) {
                seen.push(date);
                if a.evening(date) != b.evening(date) {
                    parts.push(ClubUndo::Evening { season: season.clone(), date: date.to_string(), before: None });
                }
            }
        }
        if (&a.members, &a.inactive) != (&b.members, &b.inactive) {
            parts.push(ClubUndo::Members { season: season.clone(), members: None, inactive: Vec::new() });
        }
        if (&a.name, a.rules, &a.reglement) != (&b.name, b.rules, &b.reglement) {
            parts.push(ClubUndo::Settings { season: season.clone(), name: String::new(), rules: a.rules, reglement: a.reglement.clone() });
        }
        if a.tournament != b.tournament {
            parts.push(ClubUndo::Season { season, before: Box::new(a.clone()) });
        }
    }
    parts
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A day of the calendar, as the forms give it.
    fn day(d: &str) -> Date {
        d.parse().expect("a test's date")
    }

    pub(crate) fn club_with_season() -> Club {
        let mut c = Club { book: Persisted { loaded: true, ..Persisted::default() }, ..Club::default() };
        c.apply(ClubAction::NewSeason {
            id: "s1".into(),
            name: "Competitie".into(),
            rules: Variant::Nts,
            reglement: ReglementIn::Preset("groene-hart".into()),
            members_of_open: false,
        });
        for n in ["Ans", "Bep", "Cor", "Dirk", "Eef", "Fer", "Gijs", "Hans", "Ineke"] {
            c.apply(ClubAction::Season(SeasonChange::AddMember(n.into())));
        }
        c.apply(ClubAction::Season(SeasonChange::NewEvening { date: day("2026-09-01") }));
        for n in ["Ans", "Bep", "Cor", "Dirk", "Eef", "Fer", "Gijs", "Hans", "Ineke"] {
            c.apply(ClubAction::Season(SeasonChange::Present { date: day("2026-09-01"), name: n.into(), here: true }));
        }
        assert_eq!(c.error, None);
        c
    }

    /// Issue 51: each season's log undoes only its own steps. Jan joins
    /// season A, Kees season B; A's log offers "Jan erbij" and taking it
    /// back leaves B's Kees; the club's own steps (the seasons added) are
    /// in neither season's list. A deleted season whose stored step was
    /// damaged (an empty name in its members) is not put back.
    #[test]
    fn undo_stays_in_its_season() {
        let mut c = club_with_season();
        c.apply(ClubAction::NewSeason {
            id: "s2".into(),
            name: "Voorjaar".into(),
            rules: Variant::Nts,
            reglement: ReglementIn::Preset("groene-hart".into()),
            members_of_open: false,
        });
        c.apply(ClubAction::Open(0));
        c.apply(ClubAction::Season(SeasonChange::AddMember("Jan".into())));
        let jan = c.history.last().cloned().unwrap();
        c.apply(ClubAction::Open(1));
        c.apply(ClubAction::Season(SeasonChange::AddMember("Kees".into())));
        c.apply(ClubAction::Open(0));
        assert_eq!(c.steps(c.open_id()).last(), Some(&&jan), "A's newest is A's own");
        assert!(c.steps(c.open_id()).iter().all(|s| s.season() == Some("s1")));
        assert_eq!(c.steps(None).len(), 2, "the two seasons added: the club's");
        c.apply(ClubAction::UndoStep(Box::new(jan)));
        assert_eq!(c.error, None);
        let members = |c: &Club, i: usize| c.seasons[i].season.members.clone().unwrap_or_default();
        assert!(!members(&c, 0).contains(&"Jan".to_string()));
        assert_eq!(members(&c, 1), vec!["Kees".to_string()], "B untouched");
        // Redo is A's alone too.
        assert!(c.redo_of(Some("s1")).is_some() && c.redo_of(Some("s2")).is_none());
        // A damaged step: season B deleted, its stored copy given an empty name.
        c.apply(ClubAction::Open(1));
        c.apply(ClubAction::DeleteSeason);
        let Some(ClubUndo::SeasonDeleted { at, mut season }) = c.history.last().cloned() else { panic!() };
        season.season.members = Some(vec!["Kees".into(), " ".into()]);
        let damaged = ClubUndo::SeasonDeleted { at, season };
        c.history.pop();
        c.history.push(damaged.clone());
        c.apply(ClubAction::UndoStep(Box::new(damaged)));
        assert_eq!(c.error, Some(ClubError::UndoRefused));
        assert_eq!(c.seasons.len(), 1);
    }

    /// Issue 52: a second organiser's phone takes a season's key from the
    /// phone that made it: kept where the season has none; the same key
    /// again changes nothing; another key never replaces the phone's own
    /// (its cards stay valid); a season not here yet keeps its key until
    /// it comes (share::tests); a broken link is said.
    #[test]
    fn a_season_key_is_taken_once_and_never_over_its_own() {
        let mut b = club_with_season();
        assert_eq!(b.seasons[0].season.secret, None);
        let steps = b.history.len();
        b.apply(ClubAction::TakeSeasonKey { id: "s1".into(), secret: "sleutel-van-a".into() });
        assert_eq!(b.error, None);
        assert_eq!(b.notice, Some(ClubNotice::KeyTaken { name: "Competitie".into() }));
        assert_eq!(b.seasons[0].season.secret.as_deref(), Some("sleutel-van-a"));
        assert_eq!(b.secrets.len(), 1, "remembered as a key this phone trusts");
        b.apply(ClubAction::TakeSeasonKey { id: "s1".into(), secret: "sleutel-van-a".into() });
        assert_eq!((b.error.as_ref(), b.notice.as_ref()), (None, Some(&ClubNotice::KeyTaken { name: "Competitie".into() })));
        b.apply(ClubAction::TakeSeasonKey { id: "s1".into(), secret: "een-andere".into() });
        assert_eq!(b.error, Some(ClubError::KeyOther { name: "Competitie".into() }));
        assert_eq!(b.seasons[0].season.secret.as_deref(), Some("sleutel-van-a"));
        b.apply(ClubAction::TakeSeasonKey { id: "s9".into(), secret: "x".into() });
        assert_eq!((b.error.as_ref(), b.notice.as_ref()), (None, Some(&ClubNotice::KeyWaiting)));
        assert_eq!(b.keys, vec![("s9".to_string(), "x".to_string())]);
        assert!(super::super::stored::club_text(&b).contains(r#""keys":[["s9","x"]]"#), "kept in the store");
        b.apply(ClubAction::KeyLinkBroken);
        assert_eq!(b.error, Some(ClubError::BadKeyLink));
        // No step to take back: a key is not undone.
        assert_eq!(b.history.len(), steps);
    }

    /// Issue 51: a season's secret comes only from this phone's own
    /// backup. Read back on the phone that made it, the key stays; a file
    /// with a planted secret ("geplant") gets the new one the action
    /// brings, and the planted one is kept only on the organiser's word.
    #[test]
    fn a_secret_only_from_the_own_backup() {
        let mut c = club_with_season();
        c.apply(ClubAction::Season(SeasonChange::Secure { secret: "eigen-geheim".into() }));
        let file = super::super::export::season_file(&c.season().unwrap().season, &[]);
        c.apply(ClubAction::Import { text: file.clone(), id: "s2".into(), secret: Some("nieuw".into()) });
        assert_eq!((c.error.as_ref(), c.notice.as_ref()), (None, Some(&ClubNotice::SecretKept)));
        assert_eq!(c.season().unwrap().season.secret.as_deref(), Some("eigen-geheim"));
        // Another phone, or a planted secret: a new one.
        let planted = file.replace("eigen-geheim", "geplant");
        c.apply(ClubAction::Import { text: planted, id: "s3".into(), secret: Some("nieuw".into()) });
        assert_eq!(c.season().unwrap().season.secret.as_deref(), Some("nieuw"));
        assert_eq!(c.notice, Some(ClubNotice::SecretNew { id: "s3".into(), file: Some("geplant".into()) }));
        c.apply(ClubAction::TrustFileSecret { id: "s3".into(), secret: "geplant".into() });
        assert_eq!(c.season().unwrap().season.secret.as_deref(), Some("geplant"));
        // Trusted once, the phone knows it as its own.
        assert!(c.secrets.contains(&secret_print("geplant")));
    }

    /// Issue 51: a store written before the phone kept its secrets'
    /// prints counts its seasons' secrets as its own (it made them), so
    /// their backups read back keep their keys.
    #[test]
    fn an_older_store_knows_its_own_secrets() {
        let mut c = club_with_season();
        c.apply(ClubAction::Season(SeasonChange::Secure { secret: "eigen-geheim".into() }));
        let mut text: serde_json::Value = serde_json::from_str(&super::super::stored::club_text(&c)).unwrap();
        assert!(text.as_object_mut().unwrap().remove("secrets").is_some());
        let old = super::super::stored::read_club(Some(&text.to_string())).unwrap();
        assert_eq!(old.secrets, vec![secret_print("eigen-geheim")]);
        // A store of this version keeps its list as it is (none here).
        text["secrets"] = serde_json::json!([]);
        assert!(super::super::stored::read_club(Some(&text.to_string())).unwrap().secrets.is_empty());
    }

    /// Issue 49: an older change is undone on its own when nothing later
    /// restores the same; else nothing changes and the later steps are
    /// named. The backup carries the log; read on another phone, its
    /// entries are that phone's, not "deze telefoon".
    #[test]
    fn an_older_change_undone_on_its_own_and_the_log_in_the_backup() {
        let mut c = club_with_season();
        c.apply(ClubAction::Season(SeasonChange::AddMember("Jan".into())));
        let member = c.history.last().cloned().unwrap();
        c.apply(ClubAction::Season(SeasonChange::Draw { date: day("2026-09-01"), seed: 1 }));
        let draw = c.history.last().cloned().unwrap();
        let tables = drawn(&c);
        // Jan's addition, under the draw: only Jan goes.
        c.apply(ClubAction::UndoStep(Box::new(member)));
        assert_eq!(c.error, None);
        assert!(!c.season().unwrap().season.members.as_ref().unwrap().contains(&"Jan".to_string()));
        assert_eq!(drawn(&c), tables, "the draw stays");
        // A tick on the same evening after the draw: the draw's step waits.
        c.apply(ClubAction::Season(SeasonChange::Present { date: day("2026-09-01"), name: "Ineke".into(), here: false }));
        let tick = c.history.last().cloned().unwrap();
        let pending = c.book.pending.len();
        c.apply(ClubAction::UndoStep(Box::new(draw.clone())));
        assert_eq!(c.error, Some(ClubError::DependsOn { later: vec![tick.clone()] }));
        assert_eq!(drawn(&c), tables);
        // Refused, so nothing to write (issue 51): were it kept, a replay
        // on a newer record (after the tick's undo) would take the draw
        // back, which the organiser was told did not happen.
        assert_eq!(c.book.pending.len(), pending, "a refused undo is not written");
        c.apply(ClubAction::UndoStep(Box::new(tick)));
        assert_eq!(c.book.pending.len(), pending + 1);
        assert_eq!(drawn(&c), tables, "only the tick");
        // The backup, read on another phone: the season and its log.
        let s = c.season().unwrap();
        let log: Vec<&LogEntry> = c.log.iter().filter(|e| e.season == s.id).collect();
        let file = super::super::export::season_file(&s.season, &log);
        let mut other = Club { book: Persisted { loaded: true, ..Persisted::default() }, ..Club::default() };
        other.apply(ClubAction::Import { text: file, id: "s9".into(), secret: Some("nieuw".into()) });
        assert_eq!(other.error, None);
        let entries: Vec<&LogEntry> = other.log.iter().filter(|e| e.season == "s9").collect();
        assert_eq!(entries.len(), log.len() + 1, "the carried entries, then \"read in\"");
        assert!(entries[..log.len()].iter().all(|e| e.elsewhere));
        assert_eq!(entries[..log.len()].iter().map(|e| &e.changes).collect::<Vec<_>>(), log.iter().map(|e| &e.changes).collect::<Vec<_>>());
        assert!(other.season().unwrap().season.log.is_empty(), "the store keeps the log beside the season");
    }

    /// Issue 36: a tournament is a season of rounds, every round drawn at
    /// once (16 players in 5 rounds: nobody meets anyone twice, C14); a
    /// result typed at round 1 table 1 and a penalty of 30 count in the
    /// standings as the tournament line ranks them; a withdrawal after
    /// round 1 (its cards out) draws rounds 2-5 again for 15 (5+5+5, C13).
    #[test]
    fn a_tournament_day() {
        use mahjong_core::json::tournament::{EntrantIn, PenaltyIn, TournamentIn};
        let mut c = Club { book: Persisted { loaded: true, ..Persisted::default() }, ..Club::default() };
        let players: Vec<EntrantIn> = (1..=16).map(|i| EntrantIn::Name(format!("P{i:02}"))).collect();
        let t = TournamentIn {
            name: "Toernooi".into(),
            date: None,
            rules: Variant::Mcr,
            reglement: None,
            rounds: 5,
            players,
            seed: 4,
            draw: Vec::new(),
            results: Vec::new(),
            penalties: Vec::new(),
            secret: None,
            ema: None,
            clock: None,
        };
        c.apply(ClubAction::NewTournament { id: "t1".into(), tournament: Box::new(t), date: day("2026-12-05") });
        assert_eq!(c.error, None);
        assert_eq!(c.notice, Some(ClubNotice::TournamentDrawn { seed: 4, repeats: 0, most: 1 }));
        // The page then gives the new season its secret: housekeeping,
        // which leaves the draw's notice said.
        c.apply(ClubAction::Season(SeasonChange::Secure { secret: "geheim".into() }));
        assert_eq!(c.notice, Some(ClubNotice::TournamentDrawn { seed: 4, repeats: 0, most: 1 }));
        let s = &c.season().unwrap().season;
        let dates: Vec<&str> = s.evenings.iter().map(|e| e.date.as_str()).collect();
        assert_eq!(dates, ["2026-12-05-r01", "2026-12-05-r02", "2026-12-05-r03", "2026-12-05-r04", "2026-12-05-r05"]);
        let table = s.evenings[0].draw.as_ref().unwrap().tables[0].clone();
        // Places 4, 2, 1, 0 (C12) from 60, 20, -20, -60; 30 off the first
        // (60 - 30 = 30) keeps them first: 4 points, score 30.
        let result = TableIn { table: Some(1), players: table.clone(), totals: vec![60, 20, -20, -60], ..TableIn::default() };
        c.apply(ClubAction::Season(SeasonChange::Result {
            date: day("2026-12-05").with_round(mahjong_core::competition::date::Round::FIRST),
            result,
        }));
        c.apply(ClubAction::Season(SeasonChange::Penalty(PenaltyIn {
            player: table[0].clone(),
            round: 1,
            points: 30,
            reason: "te laat".into(),
        })));
        assert_eq!(c.error, None);
        let Some(Answer::Season(out)) = c.standings() else { panic!("standings") };
        let first = &out.standings[0];
        assert_eq!((first.player.as_str(), first.total, first.table_totals), (table[0].as_str(), 4.0, 30));
        let line = mahjong_core::json::tournament::from_season(&c.season().unwrap().season).unwrap();
        let Answer::Tournament(o) = mahjong_core::json::tournament::answer(&line) else { panic!("tournament") };
        assert_eq!((o.standings[0].points, o.standings[0].score, o.standings[0].penalties), (4.0, 30, 30));
        // The withdrawal: round 1 has a result, so it stays.
        let round1 = c.season().unwrap().season.evenings[0].draw.clone();
        c.apply(ClubAction::Season(SeasonChange::Withdraw { name: "P16".into(), seed: 9 }));
        assert_eq!(c.error, None);
        assert_eq!(c.notice, Some(ClubNotice::Redrawn { from: 2 }));
        let s = &c.season().unwrap().season;
        assert_eq!(s.evenings[0].draw, round1);
        for e in &s.evenings[1..] {
            let d = e.draw.as_ref().unwrap();
            assert_eq!(d.tables.iter().map(Vec::len).collect::<Vec<_>>(), [5, 5, 5], "{}", e.date);
            assert!(d.tables.iter().flatten().all(|p| p != "P16"));
        }
        c.apply(ClubAction::Undo);
        assert_eq!(c.season().unwrap().season.evenings[1].present.len(), 16, "undo brings the player back");
    }

    /// A next season takes the open season's members who still come; its
    /// evenings and results start empty.
    #[test]
    fn a_next_season_takes_the_members_who_still_come() {
        let mut c = club_with_season();
        c.apply(ClubAction::Season(SeasonChange::SetInactive { name: "Ineke".into(), inactive: true }));
        let next = |id: &str, name: &str, members_of_open| ClubAction::NewSeason {
            id: id.into(),
            name: name.into(),
            rules: Variant::Nts,
            reglement: ReglementIn::Preset("groene-hart".into()),
            members_of_open,
        };
        c.apply(next("s2", "Voorjaar", true));
        let s = &c.season().unwrap().season;
        assert_eq!(s.members.as_deref().unwrap(), ["Ans", "Bep", "Cor", "Dirk", "Eef", "Fer", "Gijs", "Hans"]);
        assert!(s.evenings.is_empty());
        c.apply(next("s3", "Zomer", false));
        assert_eq!(c.season().unwrap().season.members.as_deref(), Some(&[][..]));
    }

    fn drawn(c: &Club) -> Vec<Vec<String>> {
        c.season().unwrap().season.evening("2026-09-01").unwrap().draw.clone().unwrap().tables
    }

    #[test]
    fn an_evening_drawn_and_its_results() {
        let mut c = club_with_season();
        c.apply(ClubAction::Season(SeasonChange::Draw { date: day("2026-09-01"), seed: 42 }));
        // 9 players: a table of 5 and one of 4 (C13).
        let tables = drawn(&c);
        assert_eq!(tables.iter().map(Vec::len).collect::<Vec<_>>(), [5, 4]);
        assert!(matches!(c.notice, Some(ClubNotice::Drawn { seed: 42, .. })));
        // Table 2's result, typed: 300, 100, -100, -300 in the drawn order.
        let t2 = TableIn { table: Some(2), players: tables[1].clone(), totals: vec![300, 100, -100, -300], ..TableIn::default() };
        c.apply(ClubAction::Season(SeasonChange::Result { date: day("2026-09-01"), result: t2.clone() }));
        assert_eq!(c.notice, Some(ClubNotice::ResultIn { table: 2 }));
        // The same again changes nothing; another result waits beside it.
        let rev = c.history.len();
        c.apply(ClubAction::Season(SeasonChange::Result { date: day("2026-09-01"), result: t2.clone() }));
        assert_eq!((c.notice.clone(), c.history.len()), (Some(ClubNotice::SameResult { table: 2 }), rev));
        let other = TableIn { totals: vec![300, 100, -300, -100], ..t2.clone() };
        c.apply(ClubAction::Season(SeasonChange::Result { date: day("2026-09-01"), result: other.clone() }));
        assert_eq!(c.conflicts().len(), 1);
        assert_eq!(c.season().unwrap().season.evening("2026-09-01").unwrap().tables, std::slice::from_ref(&t2), "not overwritten");
        // Issue 51: the choice is a step; undo brings the waiting pair back.
        c.apply(ClubAction::Season(SeasonChange::ChooseResult { date: day("2026-09-01"), table: 2, take_new: true }));
        assert_eq!(c.season().unwrap().season.evening("2026-09-01").unwrap().tables, std::slice::from_ref(&other));
        assert!(c.conflicts().is_empty());
        c.apply(ClubAction::Undo);
        assert_eq!(
            (c.conflicts().len(), &c.season().unwrap().season.evening("2026-09-01").unwrap().tables[..]),
            (1, std::slice::from_ref(&t2))
        );
        c.apply(ClubAction::Season(SeasonChange::ChooseResult { date: day("2026-09-01"), table: 2, take_new: true }));
        assert_eq!(c.season().unwrap().season.evening("2026-09-01").unwrap().tables, [other]);
        // Wrong players for the table: refused.
        let wrong = TableIn { table: Some(1), players: tables[1].clone(), totals: vec![0, 0, 0, 0], ..TableIn::default() };
        c.apply(ClubAction::Season(SeasonChange::Result { date: day("2026-09-01"), result: wrong }));
        assert_eq!(c.error, Some(ClubError::Change(ChangeError::WrongPlayers { table: 1 })));
        // A late arrival: Jan; the draw again keeps table 2 (it has a
        // result) and draws table 1's five with Jan: 6 = 3 + 3 (C13).
        c.apply(ClubAction::Season(SeasonChange::Guest { date: day("2026-09-01"), name: "Jan".into() }));
        c.apply(ClubAction::Season(SeasonChange::Draw { date: day("2026-09-01"), seed: 7 }));
        let again = drawn(&c);
        assert_eq!(again[1], tables[1], "table 2 kept");
        assert_eq!(again.iter().map(Vec::len).collect::<Vec<_>>(), [3, 4, 3]);
        // Undo twice: the draw as it was, then without Jan.
        c.apply(ClubAction::Undo);
        assert_eq!(drawn(&c), tables);
        c.apply(ClubAction::Undo);
        assert!(!c.season().unwrap().season.evening("2026-09-01").unwrap().present.contains(&"Jan".to_string()));
    }

    /// Issue 32: two tabs take table 2's result 0-10 ms apart. Tab A's
    /// write lands first; tab B's change, replayed on A's seasons, finds a
    /// different result there: B shows the conflict, never "binnen" too.
    #[test]
    fn two_tabs_one_result_only_one_says_in() {
        let mut a = club_with_season();
        a.apply(ClubAction::Season(SeasonChange::Draw { date: day("2026-09-01"), seed: 42 }));
        let tables = drawn(&a);
        let mut b = a.clone();
        let typed = |totals: Vec<i64>| TableIn { table: Some(2), players: tables[1].clone(), totals, ..TableIn::default() };
        a.apply(ClubAction::Season(SeasonChange::Result { date: day("2026-09-01"), result: typed(vec![300, 100, -100, -300]) }));
        assert_eq!(a.notice, Some(ClubNotice::ResultIn { table: 2 }));
        b.apply(ClubAction::Season(SeasonChange::Result { date: day("2026-09-01"), result: typed(vec![300, -100, 100, -300]) }));
        // A's write committed; B's write finds the
        // store moved on and reads it, its change on top.
        let mut stored = a.clone();
        stored.book.pending.clear();
        let rev = b.book.rev + 1;
        persisted::apply(&mut b, Persist::Loaded { stored: Box::new(stored), rev });
        assert_eq!(b.notice, Some(ClubNotice::Conflict { table: 2 }));
        assert_eq!(b.conflicts().len(), 1);
    }

    /// Issue 32: a result finds its season by the card's season id, and
    /// two seasons on a phone never share a name; an old store that has
    /// two is asked to rename one rather than guessed.
    #[test]
    fn a_result_finds_its_season_by_id() {
        use crate::card::{SignedResult, TableRef};
        let mut c = club_with_season();
        c.apply(ClubAction::Season(SeasonChange::Secure { secret: "geheim".into() }));
        c.apply(ClubAction::Season(SeasonChange::Draw { date: day("2026-09-01"), seed: 42 }));
        // The engine's card of table 2, as the organiser hands it out.
        let card = c.season().unwrap().season.card("s1", "2026-09-01", 2).unwrap();
        let (names, at) = (card.names, card.at);
        assert_eq!(names, drawn(&c)[1]);
        let new = |name: &str| ClubAction::NewSeason {
            id: "s2".into(),
            name: name.into(),
            rules: Variant::Nts,
            reglement: ReglementIn::Preset("keevel".into()),
            members_of_open: false,
        };
        c.apply(new("Competitie"));
        assert_eq!(c.error, Some(ClubError::SeasonNameTaken { name: "Competitie".into() }));
        c.apply(new("Oefenavonden"));
        assert_eq!(c.season().unwrap().id, "s2");
        let settings = |name: &str| {
            ClubAction::Season(SeasonChange::Settings {
                name: name.into(),
                rules: Variant::Nts,
                reglement: ReglementIn::Preset("keevel".into()),
            })
        };
        c.apply(settings("Competitie"));
        assert_eq!(c.error, Some(ClubError::SeasonNameTaken { name: "Competitie".into() }));
        // Table 2's result, with season s2 open: it goes to s1.
        let mut g = mahjong_core::json::GameLine::new(Variant::Nts, names);
        g.hands.push(mahjong_core::json::GameHand { winner: Some(1), scores: vec![64, 96, 0, 20], dead: vec![2], ..Default::default() });
        let signed = SignedResult::signed(&at, g);
        c.apply(ClubAction::TableResult(Box::new(signed.clone())));
        assert_eq!((c.error.clone(), c.season().unwrap().id.as_str()), (None, "s1"));
        assert_eq!(c.season().unwrap().season.evenings[0].tables.len(), 1);
        // An MCR game into this NTS season: refused, whatever it holds.
        let mut mcr = signed.clone();
        mcr.game.rules = Variant::Mcr;
        c.apply(ClubAction::TableResult(Box::new(mcr)));
        assert_eq!(c.error, Some(ClubError::Change(ChangeError::OtherRules { table: 2, game: Variant::Mcr, season: Variant::Nts })));
        // A store of before: two seasons "Competitie", a result without id.
        Rc::make_mut(&mut c.seasons[1]).season.name = "Competitie".into();
        let old = SignedResult { at: TableRef { id: None, ..signed.at.clone() }, ..signed };
        c.apply(ClubAction::TableResult(Box::new(old)));
        assert_eq!(c.error, Some(ClubError::SeasonsOfName { name: "Competitie".into() }));
    }

    /// Issue 32: an undo step from a damaged store whose season the
    /// engine cannot read (a Dutch table summing to 4000, C21) changes
    /// nothing and says so; the step after it still undoes.
    #[test]
    fn a_damaged_club_undo_step_changes_nothing() {
        let mut c = club_with_season();
        let now = c.season().unwrap().season.clone();
        let mut bad = now.clone();
        bad.evenings[0].tables.push(TableIn {
            table: Some(1),
            players: ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec(),
            totals: vec![1000, 1000, 1000, 1000],
            ..TableIn::default()
        });
        c.history.push(ClubUndo::Season { season: "s1".into(), before: Box::new(bad) });
        c.apply(ClubAction::Undo);
        assert_eq!(c.error, Some(ClubError::UndoRefused));
        assert_eq!(c.season().unwrap().season, now);
        // The step before it (Ineke ticked) is undone as ever.
        c.apply(ClubAction::Undo);
        assert_eq!(c.error, None);
        assert_eq!(c.season().unwrap().season.evenings[0].present.len(), 8);
    }

    /// Issue 31: the backup reminder comes only after a month of changes
    /// without a backup, counted from the first change not in one.
    #[test]
    fn a_backup_is_due_after_a_month_of_changes() {
        use crate::time::at;
        let mut c = club_with_season();
        let month_ago = at("2026-10-27T19:00:00.000Z");
        let logged = |c: &mut Club, when: &str| c.log.push(LogEntry { at: Some(at(when)), ..c.log[0].clone() });
        c.log.iter_mut().for_each(|e| e.at = Some(at("2026-11-20T20:00:00.000Z")));
        assert!(!c.backup_due(&month_ago), "changes of a week ago");
        logged(&mut c, "2026-10-01T20:00:00.000Z");
        assert!(c.backup_due(&month_ago), "a change of 1 October, no backup");
        c.backup = Some(at("2026-10-02T08:00:00.000Z"));
        assert!(!c.backup_due(&month_ago), "that change is in the backup; the later ones are a week old");
        logged(&mut c, "2026-10-15T20:00:00.000Z");
        assert!(c.backup_due(&month_ago), "15 October is after the backup and over a month ago");
    }

    /// Issue 31: a result from a table's phone is taken only as that phone
    /// signed it with the key of the table in this draw.
    #[test]
    fn results_signed_with_the_tables_key() {
        use crate::card::SignedResult;
        let mut c = club_with_season();
        c.apply(ClubAction::Season(SeasonChange::Secure { secret: "geheim".into() }));
        c.apply(ClubAction::Season(SeasonChange::Draw { date: day("2026-09-01"), seed: 42 }));
        // The engine's card of table 2, as the organiser hands it out.
        let card = c.season().unwrap().season.card("s1", "2026-09-01", 2).unwrap();
        let (names, at) = (card.names, card.at);
        assert_eq!(names, drawn(&c)[1]);
        let mut g = mahjong_core::json::GameLine::new(Variant::Nts, names);
        g.hands.push(mahjong_core::json::GameHand { winner: Some(1), scores: vec![64, 96, 0, 20], dead: vec![2], ..Default::default() });
        let signed = SignedResult::signed(&at, g);
        // 96 made 128 on the way: still a hand's score, but not as signed.
        let mut edited = signed.clone();
        edited.game.hands[0].scores[1] = 128;
        c.apply(ClubAction::TableResult(Box::new(edited)));
        assert_eq!(c.error, Some(ClubError::Change(ChangeError::Changed { table: 2 })));
        // Unsigned (a card without a key): said as not signed, and kept for
        // the organiser's choice (issue 51); another change forgets it.
        let unsigned = SignedResult { mac: None, ..signed.clone() };
        c.apply(ClubAction::TableResult(Box::new(unsigned.clone())));
        assert_eq!(c.error, Some(ClubError::Change(ChangeError::Unsigned { table: 2 })));
        assert_eq!(c.unsigned.as_deref(), Some(&unsigned));
        c.apply(ClubAction::Open(0));
        assert_eq!(c.unsigned, None);
        // Tiles put in on the way, without their own signature (issue 49):
        // refused as a changed score is.
        let rack = "v1;r=nts;o=E;w=1;p0=t64;p1=t128;p2=t0;p3=t20";
        let mut tiled = signed.clone();
        tiled.game.hands[0].table = Some(rack.into());
        c.apply(ClubAction::TableResult(Box::new(tiled.clone())));
        assert_eq!(c.error, Some(ClubError::Change(ChangeError::Changed { table: 2 })));
        // Signed with tiles that score otherwise than the 96: refused (C21).
        let tiled = SignedResult::signed(&at, tiled.game);
        c.apply(ClubAction::TableResult(Box::new(tiled)));
        assert_eq!(c.error, Some(ClubError::Change(ChangeError::TilesDisagree { table: 2, hand: 1 })));
        c.apply(ClubAction::TableResult(Box::new(signed.clone())));
        assert_eq!((c.error.clone(), c.notice.clone()), (None, Some(ClubNotice::ResultIn { table: 2 })));
        // The log (C19) says table 2's phone sent it; refusals are not logged.
        let last = c.season_log().next().unwrap();
        assert_eq!((last.table, last.undo, last.changes.len()), (Some(2), false, 1));
        assert!(matches!(&last.changes[0], log::Change::Result { table: 2, before, after, .. } if before.is_empty() && after.len() == 4));
        c.apply(ClubAction::Undo);
        let last = c.season_log().next().unwrap();
        assert!(last.undo && matches!(&last.changes[0], log::Change::Result { table: 2, after, .. } if after.is_empty()));
        // Unsigned, taken on the organiser's word: in, and the log says so.
        c.apply(ClubAction::TableResult(Box::new(unsigned)));
        c.apply(ClubAction::TakeUnsigned);
        assert_eq!((c.error.clone(), c.notice.clone()), (None, Some(ClubNotice::ResultIn { table: 2 })));
        let last = c.season_log().next().unwrap();
        assert!(last.changes.iter().any(|x| matches!(x, log::Change::Unsigned { table: 2, .. })), "{last:?}");
        c.apply(ClubAction::Undo);
        c.apply(ClubAction::TableResult(Box::new(signed.clone())));
        // The secret is the organiser's: kept in the backup, not published.
        let s = &c.season().unwrap().season;
        assert!(super::super::export::season_file(s, &[]).contains("geheim"));
        assert!(!super::super::export::published_file(s).contains("geheim"));
    }

    #[test]
    fn members_rename_and_delete() {
        let mut c = club_with_season();
        c.apply(ClubAction::Season(SeasonChange::AddMember("Ans".into())));
        assert_eq!(c.error, Some(ClubError::Change(ChangeError::NameTaken { name: "Ans".into() })));
        // "ans" beside "Ans": the same player typed twice, named as kept.
        c.apply(ClubAction::Season(SeasonChange::AddMember(" ans".into())));
        assert_eq!(c.error, Some(ClubError::Change(ChangeError::NameTaken { name: "Ans".into() })));
        c.apply(ClubAction::Season(SeasonChange::Draw { date: day("2026-09-01"), seed: 1 }));
        c.apply(ClubAction::Season(SeasonChange::Rename { from: "Ans".into(), to: "Anna".into() }));
        assert!(drawn(&c).iter().flatten().any(|n| n == "Anna"));
        c.apply(ClubAction::Season(SeasonChange::DeleteMember("Anna".into())));
        assert_eq!(c.error, Some(ClubError::Change(ChangeError::HasPlayed { name: "Anna".into() })));
        c.apply(ClubAction::Undo);
        assert!(drawn(&c).iter().flatten().any(|n| n == "Ans"), "rename undone");
        c.apply(ClubAction::DeleteEvening { date: day("2026-09-01"), at: "2026-09-02T10:00:00Z".parse().unwrap() });
        assert!(c.season().unwrap().season.evenings.is_empty());
        c.apply(ClubAction::Undo);
        assert_eq!(c.season().unwrap().season.evenings.len(), 1);
    }

    /// Issue 47 on the organiser's page: the notice's button takes back
    /// exactly the step it tells of and names it; after it "Opnieuw" does
    /// it again; a button of a step that is no longer the last takes
    /// nothing; a notice is dismissed once, by its number.
    #[test]
    fn the_organisers_undo_takes_its_step_and_redo_brings_it_back() {
        let mut c = club_with_season();
        c.apply(ClubAction::Season(SeasonChange::Draw { date: day("2026-09-01"), seed: 1 }));
        let drawn_tables = drawn(&c);
        assert!(matches!(c.notice, Some(ClubNotice::Drawn { .. })));
        let step = c.notice_step.clone().expect("the draw's step");
        assert_eq!(c.history.last(), Some(&step));
        assert_eq!(
            crate::competition::text::undo_label(crate::i18n::Lang::Nl, &step, &c),
            "Wijziging van speelavond di 1 sep 2026 ongedaan maken"
        );
        c.apply(ClubAction::UndoStep(Box::new(step.clone())));
        assert!(c.season().unwrap().season.evenings[0].draw.is_none(), "the draw taken back");
        assert_eq!(c.season().unwrap().season.members.as_ref().map(Vec::len), Some(9), "nothing more");
        assert!(matches!(c.notice, Some(ClubNotice::Undone { .. })));
        assert_eq!(
            crate::competition::text::said(crate::i18n::Lang::Nl, c.notice.as_ref().unwrap(), &c),
            "Wijziging van speelavond di 1 sep 2026 ongedaan gemaakt."
        );
        // The same button again: its step is gone, nothing is taken.
        let members = c.history.len();
        c.apply(ClubAction::UndoStep(Box::new(step)));
        assert_eq!((c.error.clone(), c.history.len()), (Some(ClubError::StepGone), members));
        let (redo, _) = c.redo.last().cloned().expect("redo");
        c.apply(ClubAction::Redo(Box::new(redo)));
        assert_eq!(drawn(&c), drawn_tables, "the same tables again");
        assert!(matches!(c.notice, Some(ClubNotice::Redone { .. })));
        // Dismissed by its number: gone; an older number dismisses nothing.
        c.apply(ClubAction::Season(SeasonChange::AddMember("Jan".into())));
        let n = c.notices;
        c.apply(ClubAction::Dismiss(n.wrapping_sub(1)));
        c.apply(ClubAction::Season(SeasonChange::Draw { date: day("2026-09-01"), seed: 2 }));
        assert!(c.notice.is_some() && c.redo.is_empty());
        c.apply(ClubAction::Dismiss(c.notices));
        assert_eq!((c.notice.clone(), c.notice_step.clone()), (None, None));
    }

    /// Emptying the bin when the page opens (issue 34): with nothing
    /// deleted before the cutoff it removes nothing and nothing is written;
    /// an evening deleted before it is removed, and that is written.
    #[test]
    fn a_purge_that_removes_nothing_is_not_written() {
        let mut c = club_with_season();
        c.apply(ClubAction::DeleteEvening { date: day("2026-09-01"), at: "2026-09-02T10:00:00Z".parse().unwrap() });
        let unwritten = c.book.pending.len();
        c.apply(ClubAction::Purge { cutoff: "2026-09-02T09:00:00Z".parse().unwrap() });
        assert_eq!((c.bin.len(), c.book.pending.len()), (1, unwritten), "deleted after the cutoff: kept, nothing to write");
        c.apply(ClubAction::Purge { cutoff: "2026-09-02T11:00:00Z".parse().unwrap() });
        assert_eq!((c.bin.len(), c.book.pending.len()), (0, unwritten + 1), "deleted before the cutoff: gone, written");
    }

    #[test]
    fn a_season_deleted_and_back() {
        let mut c = club_with_season();
        c.apply(ClubAction::NewSeason {
            id: "s2".into(),
            name: "Zomer".into(),
            rules: Variant::Nts,
            reglement: ReglementIn::Preset("keevel".into()),
            members_of_open: false,
        });
        // The new season is open; deleting it opens the other.
        c.apply(ClubAction::DeleteSeason);
        assert_eq!((c.seasons.len(), c.season().map(|s| s.id.as_str())), (1, Some("s1")));
        assert_eq!(c.notice, Some(ClubNotice::SeasonDeleted { name: "Zomer".into() }));
        c.apply(ClubAction::DeleteSeason);
        assert!(c.seasons.is_empty() && c.season().is_none());
        // Undo brings back the one with its evening, in its place, open.
        c.apply(ClubAction::Undo);
        assert_eq!(c.season().unwrap().season.evenings.len(), 1);
        c.apply(ClubAction::Undo);
        assert_eq!(c.seasons.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["s1", "s2"]);
        assert_eq!(c.season().unwrap().id, "s2");
    }
}
