//! The score sheet's model (het scoreblad): the games on this device,
//! which one is open, and one [`LedgerAction`] per intent. A game is
//! `mjscore`'s game line ([`GameLine`]): the sheet keeps what was typed;
//! every number on it (East, round, nets, totals) is the engine's replay
//! (rulings 19-22), and a change the engine cannot replay is refused.

use std::rc::Rc;

use mahjong_core::json::{GameHand, GameLine, Options};
use mahjong_core::Variant;
use serde::{Deserialize, Serialize};

use crate::card::{TableCard, TableRef};
use crate::time::Timestamp;

use super::game::{check, LedgerError};
use yew::Reducible;

use crate::persisted::{self, Model, Persist, Persisted};

/// A game in the store, with when it began.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoredGame {
    pub id: String,
    /// When the game was started or imported (none for games kept before
    /// times were).
    #[serde(default, deserialize_with = "crate::time::optional", skip_serializing_if = "Option::is_none")]
    pub created: Option<Timestamp>,
    pub game: GameLine,
    /// The club evening's table this game is (opened from a table card,
    /// issue 22): its result goes back to the organiser.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub club: Option<TableRef>,
}

/// What a game is set up with, from the new-game form.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewGame {
    pub rules: Variant,
    pub names: Vec<String>,
    pub east: usize,
    pub green_dragon_round: bool,
    /// Chip settlement: scores rounded to tens (ruling 21, `nmb`).
    pub chips: bool,
}

/// A game in the bin: deleted, and kept for two days so it can be brought
/// back (a whole evening must never be lost to one tap).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeletedGame {
    pub game: StoredGame,
    /// When it was deleted.
    pub deleted: Timestamp,
}

/// How long the bin keeps a game, in hours: at least the rest of the day.
pub const BIN_HOURS: u32 = 48;

/// What undo does to take one change back. Only the game that changed is
/// kept, so a long history stays small in the store. Taking a step back
/// gives the step that does it again (its inverse), which is what redo
/// keeps (issue 47).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub enum Undo {
    /// The game at `at` changed as a whole: a newer version of it taken
    /// over (issue 35); also the undo of earlier versions, still read from
    /// their stores.
    Changed { at: usize, before: StoredGame },
    /// A hand was recorded at the end of the game at `at`.
    HandAdded { at: usize },
    /// Hand `index` of the game at `at` came back (its delete undone):
    /// taken out again.
    HandInserted { at: usize, index: usize },
    /// Hand `index` of the game at `at` was edited; it was `before`.
    HandChanged { at: usize, index: usize, before: GameHand },
    /// Hand `index` of the game at `at` was deleted.
    HandDeleted { at: usize, index: usize, hand: GameHand },
    /// A game was added at `at` (started or imported).
    Added { at: usize },
    /// The game `id` went from `at` into the bin.
    Deleted { at: usize, id: String },
    /// A game came back from the bin to `at`; it was deleted at `deleted`.
    Restored { at: usize, deleted: Timestamp },
    /// Several changes made as one (a new card: the old game to the bin,
    /// the new one added), taken back last first.
    Steps(Vec<Undo>),
}

/// What a step of the history did, as its undo and redo buttons name it
/// ("Opslaan van hand 3 ongedaan maken", issue 47).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub enum Did {
    SaveHand { hand: usize },
    ChangeHand { hand: usize },
    DeleteHand { hand: usize },
    StartGame,
    TakeOver,
    UpdateGame,
    DeleteGame,
    RestoreGame,
    NewCard { table: u32 },
}

/// One step of the sheet's history, with the game that was open before it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UndoStep {
    pub undo: Undo,
    pub current: Option<usize>,
    /// Which step this is: a notice's button undoes this one or nothing
    /// (steps of earlier versions have 0).
    #[serde(default)]
    pub id: u64,
    /// What the change was (steps of earlier versions have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub what: Option<Did>,
}

/// How many steps undo can go back; kept in the store across reloads.
pub const HISTORY: usize = 50;

/// What just happened, said with an undo button next to it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    GameAdopted {
        names: String,
    },
    /// A shared game this phone already has: opened, nothing changed (no undo).
    AlreadyHere {
        names: String,
    },
    /// A hand was saved from the calculator (a draw said as one), with undo.
    HandSaved {
        hand: usize,
        draw: bool,
    },
    GameDeleted {
        names: String,
    },
    HandDeleted {
        hand: usize,
    },
    GameRestored {
        names: String,
    },
    /// A new card for a table whose old game (of another draw) went into
    /// the bin (C20).
    NewCard {
        table: u32,
    },
    /// A card this phone saw replaced by a newer one for its table (issue
    /// 49): the newer card's game stays open, nothing changed.
    OldCard {
        table: u32,
        names: String,
    },
    /// A hand's edit was saved, with undo, and what it changed.
    HandChanged {
        hand: usize,
        changes: Vec<HandChange>,
    },
    /// A shared game this phone had with fewer hands: brought up to date
    /// (issue 35), with undo.
    HandsAdded {
        names: String,
        hands: usize,
    },
    /// A shared game of which this phone has a newer version: opened,
    /// nothing changed (issue 47).
    OlderVersion {
        names: String,
        hands: usize,
    },
    /// A step taken back, with redo (issue 47).
    Undone {
        what: Option<Did>,
    },
    /// A step done again, with undo.
    Redone {
        what: Option<Did>,
    },
    /// The other version of a shared game taken ("Neem die"), with undo.
    TookTheirs {
        names: String,
    },
}

/// The button beside a notice: undo or redo of exactly its step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NoticeButton {
    Undo(u64),
    Redo(u64),
}

/// Two versions of one shared game that went different ways (issue 47):
/// this phone's (the game at `at`) and the link's. Shown side by side
/// until the player keeps one; never a second copy, never overwritten
/// unasked.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Conflict {
    pub at: usize,
    /// The game's id here.
    pub id: String,
    pub theirs: GameLine,
    /// The first hand (from 0) in which they differ.
    pub hand: usize,
}

/// What an edit changed in a hand, by player's name, so its notice says
/// it ("Hand 2 gewijzigd: Bep 80 → 96", issue 35).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum HandChange {
    Score {
        name: String,
        before: u32,
        after: u32,
    },
    /// MCR: a player's penalty points.
    Penalty {
        name: String,
        before: u32,
        after: u32,
    },
    /// MCR: the winner's fans.
    Fan {
        before: u32,
        after: u32,
    },
    /// Who went out (`None`: a draw).
    Winner {
        before: Option<String>,
        after: Option<String>,
    },
    /// MCR: who discarded the winning tile (`None`: self-drawn).
    Discarder {
        before: Option<String>,
        after: Option<String>,
    },
    /// A dead hand marked or unmarked.
    Dead {
        name: String,
        now: bool,
    },
}

impl HandChange {
    /// The changes from `before` to `after`; a draw's scores are not
    /// kept (ruling 19), so a hand that is or was a draw says only its
    /// winner.
    pub fn between(names: &[String], before: &GameHand, after: &GameHand) -> Vec<HandChange> {
        let name = |p: usize| names.get(p).cloned().unwrap_or_default();
        let at = |v: &[u32], p: usize| v.get(p).copied().unwrap_or(0);
        let mut out = Vec::new();
        if before.winner != after.winner {
            out.push(HandChange::Winner { before: before.winner.map(name), after: after.winner.map(name) });
        }
        let won = before.winner.is_some() && after.winner.is_some();
        for p in 0..names.len() {
            let (b, a) = (at(&before.scores, p), at(&after.scores, p));
            if won && b != a {
                out.push(HandChange::Score { name: name(p), before: b, after: a });
            }
            let (b, a) = (at(&before.penalties, p), at(&after.penalties, p));
            if b != a {
                out.push(HandChange::Penalty { name: name(p), before: b, after: a });
            }
            if won && before.dead.contains(&p) != after.dead.contains(&p) {
                out.push(HandChange::Dead { name: name(p), now: after.dead.contains(&p) });
            }
        }
        if let (true, Some(b), Some(a)) = (won, before.fan, after.fan) {
            if b != a {
                out.push(HandChange::Fan { before: b, after: a });
            }
        }
        if won && before.discarder != after.discarder {
            out.push(HandChange::Discarder { before: before.discarder.map(name), after: after.discarder.map(name) });
        }
        out
    }
}

/// All games, the bin, which game is being played, and the undo history.
#[derive(Clone, Debug, Default)]
pub struct Ledger {
    pub games: Vec<StoredGame>,
    pub current: Option<usize>,
    /// Deleted games, newest last.
    pub bin: Vec<DeletedGame>,
    /// Undo steps, newest last.
    pub history: Vec<UndoStep>,
    /// The last refusal, shown until the next action.
    pub error: Option<LedgerError>,
    /// The last delete or restore, shown with an undo button.
    pub notice: Option<Notice>,
    /// How many notices were given: each new one is shown afresh, however
    /// the last one left (issue 35), and a notice is dismissed by its
    /// number, once (issue 47).
    pub notices: u32,
    /// The history step the notice tells of: its button undoes that step
    /// (or, after an undo, redoes it) and nothing else (issue 47).
    pub notice_step: Option<u64>,
    /// Steps taken back, newest last: "Opnieuw" does them again. A new
    /// change empties it.
    pub redo: Vec<UndoStep>,
    /// A shared game that differs from this phone's version, waiting for
    /// the player's choice (issue 47).
    pub conflict: Option<Conflict>,
    /// The store's bookkeeping (its revision, the changes not yet written).
    pub book: Persisted<LedgerAction>,
}

/// Two ledgers of one sheet are the same when no action came between them
/// (their revision): views compare them on every render, and comparing
/// every game would cost time and the page's bytes.
impl PartialEq for Ledger {
    fn eq(&self, other: &Ledger) -> bool {
        self.book.revision == other.book.revision
    }
}

/// Every intent on the score sheet.
#[derive(Clone, PartialEq, Debug)]
pub enum LedgerAction {
    /// Start a game; `id` and `created` come from the clock.
    New {
        setup: NewGame,
        id: String,
        created: Timestamp,
    },
    Open(usize),
    Close,
    /// Add the next hand to the current game.
    Record(GameHand),
    Edit(usize, GameHand),
    DeleteHand(usize),
    /// Move a game into the bin; `at` is the time (ISO) from the clock.
    DeleteGame {
        index: usize,
        at: Timestamp,
    },
    /// Bring a game back from the bin.
    Restore(usize),
    /// Empty the bin of games deleted before `cutoff` (ISO time).
    Purge {
        cutoff: Timestamp,
    },
    /// A game file (`{"game":...}`) as text.
    Import {
        text: String,
        id: String,
        created: Timestamp,
    },
    /// A game from a shared link: added as a new game, or, if the very
    /// same game is on this device already, that one opened; a newer
    /// version brings it up to date, an older one changes nothing, and one
    /// that went another way is shown beside it (issue 47). `origin`: the
    /// game's id on the phone that shared it (links of earlier versions
    /// have none).
    Adopt {
        game: GameLine,
        id: String,
        created: Timestamp,
        origin: Option<String>,
    },
    /// "Houd deze": the other version of a shared game is put aside.
    KeepOurs,
    /// "Neem die": the other version replaces this phone's (with undo).
    TakeTheirs,
    /// The notice with this number leaves (its time is up, ✕, or the
    /// screen showing it is left): it is never shown again (issue 47).
    Dismiss(u32),
    /// A table card was opened (issue 22): its game is started, or, if
    /// this phone has that table's game already, that one opened.
    FromCard {
        card: TableCard,
        id: String,
        created: Timestamp,
    },
    /// A shared game's link was opened but holds no game.
    LinkBroken,
    /// A chosen file larger than any game file; not read.
    FileTooLarge {
        bytes: u64,
    },
    /// Takes the last change back; a game it removes goes to the bin at
    /// `at`. `step`: the step a button named; if it is no longer the last
    /// (another tab changed the sheet), nothing is taken back (issue 47).
    Undo {
        at: Timestamp,
        step: Option<u64>,
    },
    /// Does the last step taken back again ("Opnieuw").
    Redo {
        at: Timestamp,
        step: Option<u64>,
    },
}

impl Reducible for Ledger {
    type Action = Persist<Ledger>;
    fn reduce(self: Rc<Self>, step: Persist<Ledger>) -> Rc<Self> {
        persisted::reduce(self, step)
    }
}

/// The games as the store keeps them (`persisted`): the open game and what
/// the player was just told stay over another tab's write.
impl Model for Ledger {
    type Action = LedgerAction;
    fn book(&self) -> &Persisted<LedgerAction> {
        &self.book
    }
    fn book_mut(&mut self) -> &mut Persisted<LedgerAction> {
        &mut self.book
    }
    /// Emptying the bin says whether it removed anything: `persisted`
    /// writes one that removed nothing only where it must (issue 34).
    fn change(&mut self, action: LedgerAction) -> bool {
        if let LedgerAction::Purge { cutoff } = action {
            return self.purge(cutoff);
        }
        self.apply_change(action);
        self.error.is_none()
    }
    fn written(action: &LedgerAction) -> bool {
        !matches!(action, LedgerAction::LinkBroken | LedgerAction::FileTooLarge { .. } | LedgerAction::Dismiss(_) | LedgerAction::KeepOurs)
    }
    fn housekeeping(action: &LedgerAction) -> bool {
        matches!(action, LedgerAction::Purge { .. })
    }
    /// Once this tab has read the games, which one is open is this tab's
    /// own (its address says it): another tab's write, or a slow first
    /// read arriving after the player went on (F8), never opens or closes
    /// a game here, which would move the address under the player.
    fn carry(&mut self, next: &mut Ledger) {
        let here = self.open_id().and_then(|id| next.games.iter().position(|g| g.id == id));
        if self.book.loaded || here.is_some() {
            next.current = here;
        }
    }
    fn keep_said(&mut self, next: &mut Ledger, _replayed: bool) {
        (next.error, next.notice, next.notice_step) = (self.error.take(), self.notice.take(), self.notice_step.take());
        next.notices = self.notices;
        // A choice still to make stays, if its game is still here.
        next.conflict = self.conflict.take().and_then(|c| {
            let at = next.games.iter().position(|g| g.id == c.id)?;
            Some(Conflict { at, ..c })
        });
    }
}

impl Ledger {
    /// The games read from the store.
    pub fn with_games(games: Vec<StoredGame>, current: Option<usize>, bin: Vec<DeletedGame>, history: Vec<UndoStep>) -> Ledger {
        Ledger { games, current, bin, history, ..Ledger::default() }
    }

    /// The open game's id.
    pub fn open_id(&self) -> Option<&str> {
        self.current.map(|i| self.games[i].id.as_str())
    }

    pub fn game(&self) -> Option<&GameLine> {
        self.current.map(|i| &self.games[i].game)
    }

    /// The step "Ongedaan maken" takes back, and "Opnieuw" does again.
    pub fn last_step(&self) -> Option<&UndoStep> {
        self.history.last()
    }
    pub fn last_undone(&self) -> Option<&UndoStep> {
        self.redo.last()
    }

    /// The notice's own button: undo for a change, redo after an undo;
    /// only while its step is the one it would take (issue 47).
    pub fn notice_button(&self) -> Option<NoticeButton> {
        let step = self.notice_step?;
        match self.notice {
            Some(Notice::Undone { .. }) => (self.redo.last()?.id == step).then_some(NoticeButton::Redo(step)),
            Some(_) => (self.history.last()?.id == step).then_some(NoticeButton::Undo(step)),
            None => None,
        }
    }

    /// Applies one change of the player's; a refusal leaves the games as
    /// they were.
    pub fn apply(&mut self, action: LedgerAction) {
        persisted::apply(self, Persist::Do(action));
    }

    /// Empties the bin of what was deleted before `cutoff`; whether
    /// anything went.
    fn purge(&mut self, cutoff: crate::time::Timestamp) -> bool {
        let before = (self.bin.len(), self.history.len(), self.redo.len());
        self.bin.retain(|d| d.deleted >= cutoff);
        // Undo cannot bring back what the bin no longer holds.
        let bin = &self.bin;
        let gone = |u: &Undo| matches!(u, Undo::Deleted { id, .. } if !bin.iter().any(|d| &d.game.id == id));
        self.history.retain(|s| !gone(&s.undo) && !matches!(&s.undo, Undo::Steps(v) if v.iter().any(gone)));
        self.redo.retain(|s| !gone(&s.undo) && !matches!(&s.undo, Undo::Steps(v) if v.iter().any(gone)));
        (self.bin.len(), self.history.len(), self.redo.len()) != before
    }

    /// The next step's id: one more than any kept (ids need not survive
    /// anything but the store, which keeps the steps).
    fn next_id(&self) -> u64 {
        self.history.iter().chain(&self.redo).map(|s| s.id).max().unwrap_or(0) + 1
    }

    fn apply_change(&mut self, action: LedgerAction) {
        match action {
            // Emptying the bin is housekeeping: what the player was just told stays.
            LedgerAction::Purge { cutoff } => {
                self.purge(cutoff);
                return;
            }
            // A notice leaves once, by its number: a later one stays.
            LedgerAction::Dismiss(n) => {
                if self.notices == n {
                    (self.notice, self.notice_step) = (None, None);
                }
                return;
            }
            _ => {}
        }
        self.error = None;
        self.notice = None;
        self.notice_step = None;
        let before = (self.games.clone(), self.current, self.bin.clone());
        let current = self.current;
        let mut what = None;
        let result = match action {
            LedgerAction::Undo { at, step } => {
                self.step_across(false, at, step);
                self.said();
                return;
            }
            LedgerAction::Redo { at, step } => {
                self.step_across(true, at, step);
                self.said();
                return;
            }
            LedgerAction::Open(i) if i < self.games.len() => {
                self.current = Some(i);
                return;
            }
            LedgerAction::Close => {
                self.current = None;
                return;
            }
            LedgerAction::KeepOurs => {
                self.conflict = None;
                return;
            }
            LedgerAction::TakeTheirs => match self.conflict.take() {
                Some(c) if c.at < self.games.len() => {
                    what = Some(Did::UpdateGame);
                    self.notice = Some(Notice::TookTheirs { names: c.theirs.names.join(", ") });
                    self.replace_game(c.at, c.theirs)
                }
                _ => Ok(None),
            },
            LedgerAction::New { setup, id, created } => {
                what = Some(Did::StartGame);
                self.new_game(setup, id, created)
            }
            // A hand after the last round fails the replay (GameOver).
            LedgerAction::Record(h) => {
                let draw = h.winner.is_none();
                let hand = self.game().map_or(0, |g| g.hands.len() + 1);
                what = Some(Did::SaveHand { hand });
                self.change(|s, at| {
                    s.hands.push(h);
                    Ok(Some(Undo::HandAdded { at }))
                })
                .inspect(|_| self.notice = Some(Notice::HandSaved { hand, draw }))
            }
            LedgerAction::Edit(i, h) => {
                let mut changes = Vec::new();
                what = Some(Did::ChangeHand { hand: i + 1 });
                self.change(|s, at| {
                    let slot = s.hands.get_mut(i).ok_or(LedgerError::NoGame)?;
                    if *slot == h {
                        return Ok(None);
                    }
                    changes = HandChange::between(&s.names, slot, &h);
                    Ok(Some(Undo::HandChanged { at, index: i, before: std::mem::replace(slot, h) }))
                })
                // Issue 35: saving an edit says so, and what it changed.
                .inspect(|undo| self.notice = undo.is_some().then_some(Notice::HandChanged { hand: i + 1, changes }))
            }
            LedgerAction::DeleteHand(i) => {
                what = Some(Did::DeleteHand { hand: i + 1 });
                self.change(|s, at| Ok((i < s.hands.len()).then(|| Undo::HandDeleted { at, index: i, hand: s.hands.remove(i) })))
                    .inspect(|_| self.notice = Some(Notice::HandDeleted { hand: i + 1 }))
            }
            LedgerAction::DeleteGame { index, at } if index < self.games.len() => self.delete_game(index, at, &mut what),
            LedgerAction::Restore(i) if i < self.bin.len() => self.restore_game(i, &mut what),
            LedgerAction::Import { text, id, created } => {
                what = Some(Did::StartGame);
                self.import(&text, id, created)
            }
            LedgerAction::Adopt { game, id, created, origin } => self.adopt(game, id, created, origin, &mut what),
            LedgerAction::FromCard { card, id, created } => self.open_card(card, id, created, &mut what),
            LedgerAction::LinkBroken => Err(LedgerError::BadLink),
            LedgerAction::FileTooLarge { bytes } => Err(LedgerError::FileTooLarge { bytes }),
            LedgerAction::Open(_) | LedgerAction::DeleteGame { .. } | LedgerAction::Restore(_) => Ok(None),
            LedgerAction::Purge { .. } | LedgerAction::Dismiss(_) => Ok(None),
        };
        match result {
            Ok(Some(undo)) => {
                let id = self.next_id();
                self.history.push(UndoStep { undo, current, id, what });
                if self.history.len() > HISTORY {
                    self.history.remove(0);
                }
                // A new change: what was taken back cannot be done again.
                self.redo.clear();
                self.notice_step = self.notice.is_some().then_some(id);
            }
            Ok(None) => {}
            Err(e) => {
                (self.games, self.current, self.bin) = before;
                self.notice = None;
                self.error = Some(e);
            }
        }
        self.said();
    }

    /// A game into the bin (48 hours); the one open closes with it.
    fn delete_game(&mut self, index: usize, at: Timestamp, what: &mut Option<Did>) -> Result<Option<Undo>, LedgerError> {
        let game = self.games.remove(index);
        self.current = match self.current {
            Some(c) if c == index => None,
            Some(c) if c > index => Some(c - 1),
            c => c,
        };
        self.notice = Some(Notice::GameDeleted { names: game.game.names.join(", ") });
        let id = game.id.clone();
        self.bin.push(DeletedGame { game, deleted: at });
        *what = Some(Did::DeleteGame);
        Ok(Some(Undo::Deleted { at: index, id }))
    }

    /// A game back from the bin, opened.
    fn restore_game(&mut self, i: usize, what: &mut Option<Did>) -> Result<Option<Undo>, LedgerError> {
        let d = self.bin.remove(i);
        self.notice = Some(Notice::GameRestored { names: d.game.game.names.join(", ") });
        self.games.push(d.game);
        self.current = Some(self.games.len() - 1);
        *what = Some(Did::RestoreGame);
        Ok(Some(Undo::Restored { at: self.games.len() - 1, deleted: d.deleted }))
    }

    /// A card is its table in one draw (C20): the same table and players
    /// open the game kept for it; a card of a new draw for the same table
    /// (other players or seats) starts a new game, and the old one goes
    /// into the bin; its undo takes back both.
    fn open_card(&mut self, card: TableCard, id: String, created: Timestamp, what: &mut Option<Did>) -> Result<Option<Undo>, LedgerError> {
        // The table, whatever its key: a new draw's card has another.
        let same_table = |g: &StoredGame| g.club.as_ref().is_some_and(|at| at.same_table(&card.at));
        match self.games.iter().position(|g| same_table(g) && g.game.names == card.names) {
            Some(i) => {
                self.current = Some(i);
                self.notice = Some(Notice::AlreadyHere { names: card.names.join(", ") });
                Ok(None)
            }
            // Issue 49: this very card's game went into the bin for a newer
            // card of its table, which is open here: the old card is not
            // started again without a word.
            None if self.replaced(&card) => {
                let i = self.games.iter().position(same_table);
                self.current = i.or(self.current);
                let names = i.map(|i| self.games[i].game.names.join(", ")).unwrap_or_default();
                self.notice = Some(Notice::OldCard { table: card.at.table, names });
                Ok(None)
            }
            None => {
                let old = self.games.iter().position(same_table);
                let binned = old.map(|i| {
                    let game = self.games.remove(i);
                    let id = game.id.clone();
                    self.bin.push(DeletedGame { game, deleted: created.clone() });
                    Undo::Deleted { at: i, id }
                });
                let table = card.at.table;
                let names = card.names.join(", ");
                let added = self.add(StoredGame { id, created: Some(created), game: card.game(), club: Some(card.at) });
                self.notice = Some(if old.is_some() { Notice::NewCard { table } } else { Notice::GameAdopted { names } });
                *what = Some(if old.is_some() { Did::NewCard { table } } else { Did::TakeOver });
                // Its undo takes back both: the new game, and the old one's delete.
                added.map(|undo| match (binned, undo) {
                    (Some(b), Some(a)) => Some(Undo::Steps(vec![b, a])),
                    (_, undo) => undo,
                })
            }
        }
    }

    /// Whether `card` is one this phone had and saw replaced: its game
    /// (same table, key and seats) is in the bin, and a game of another
    /// card for its table is here.
    fn replaced(&self, card: &TableCard) -> bool {
        let this = |at: &TableRef, names: &[String]| at.same_table(&card.at) && at.key == card.at.key && names == card.names;
        let binned = self.bin.iter().any(|d| d.game.club.as_ref().is_some_and(|at| this(at, &d.game.game.names)));
        let newer = self.games.iter().any(|g| g.club.as_ref().is_some_and(|at| at.same_table(&card.at) && !this(at, &g.game.names)));
        binned && newer
    }

    /// A notice given: counted, so it shows afresh and is dismissed once.
    fn said(&mut self) {
        if self.notice.is_some() {
            self.notices = self.notices.wrapping_add(1);
        }
    }

    /// Takes the last change back (`redo`: does the last step taken back
    /// again) and keeps its reverse on the other stack (issue 47: only the
    /// step a button named, if it names one). A step that no longer fits
    /// the games, or whose game would not replay after it (a damaged
    /// store), is dropped and the games stay as they are.
    fn step_across(&mut self, redo: bool, now: Timestamp, named: Option<u64>) {
        let from = if redo { &mut self.redo } else { &mut self.history };
        let Some(last) = from.last() else { return };
        if named.is_some_and(|n| n != last.id) {
            self.error = Some(LedgerError::StepGone);
            return;
        }
        let Some(step) = from.pop() else { return };
        let open = self.current;
        match self.take_back(step.undo, &now) {
            Ok(inverse) => {
                self.current = step.current.filter(|&c| c < self.games.len());
                let to = if redo { &mut self.history } else { &mut self.redo };
                to.push(UndoStep { undo: inverse, current: open, id: step.id, what: step.what.clone() });
                self.notice = Some(if redo { Notice::Redone { what: step.what } } else { Notice::Undone { what: step.what } });
                self.notice_step = Some(step.id);
            }
            Err(e) => self.error = e,
        }
    }

    /// Applies a step to the games and gives the step that reverses it;
    /// on any refusal the games stay as they were (`Err(None)`: a step
    /// that no longer fits, dropped quietly).
    fn take_back(&mut self, undo: Undo, now: &Timestamp) -> Result<Undo, Option<LedgerError>> {
        let before = (self.games.clone(), self.bin.clone());
        let result = self.take_back_one(undo, now);
        if result.is_err() {
            (self.games, self.bin) = before;
        }
        result
    }

    fn take_back_one(&mut self, undo: Undo, now: &Timestamp) -> Result<Undo, Option<LedgerError>> {
        let fits = |ok: bool| if ok { Ok(()) } else { Err(None) };
        let replays = |l: &Ledger, at: usize| check(&l.games[at].game).map(|_| ()).map_err(|_| Some(LedgerError::UndoRefused));
        match undo {
            // Issue 32 (F7): an old step's game is checked as a new change
            // is; one that would not replay changes nothing and says so.
            Undo::Changed { at, before } => {
                fits(at < self.games.len())?;
                check(&before.game).map_err(|_| Some(LedgerError::UndoRefused))?;
                let now_game = std::mem::replace(&mut self.games[at], before);
                Ok(Undo::Changed { at, before: now_game })
            }
            Undo::HandAdded { at } => {
                fits(at < self.games.len())?;
                let hand = self.games[at].game.hands.pop().ok_or(None)?;
                let index = self.games[at].game.hands.len();
                replays(self, at)?;
                Ok(Undo::HandDeleted { at, index, hand })
            }
            Undo::HandInserted { at, index } => {
                fits(at < self.games.len() && index < self.games[at].game.hands.len())?;
                let hand = self.games[at].game.hands.remove(index);
                replays(self, at)?;
                Ok(Undo::HandDeleted { at, index, hand })
            }
            Undo::HandChanged { at, index, before } => {
                fits(at < self.games.len() && index < self.games[at].game.hands.len())?;
                let now_hand = std::mem::replace(&mut self.games[at].game.hands[index], before);
                replays(self, at)?;
                Ok(Undo::HandChanged { at, index, before: now_hand })
            }
            Undo::HandDeleted { at, index, hand } => {
                fits(at < self.games.len() && index <= self.games[at].game.hands.len())?;
                self.games[at].game.hands.insert(index, hand);
                replays(self, at)?;
                Ok(Undo::HandInserted { at, index })
            }
            // Issue 20: no undo removes a game without it going to the bin
            // (an adopted or imported game may hold an evening).
            Undo::Added { at } => {
                fits(at < self.games.len())?;
                let game = self.games.remove(at);
                let id = game.id.clone();
                self.bin.push(DeletedGame { game, deleted: now.clone() });
                Ok(Undo::Deleted { at, id })
            }
            Undo::Deleted { at, id } => {
                let k = self.bin.iter().position(|d| d.game.id == id).ok_or(None)?;
                let d = self.bin.remove(k);
                let at = at.min(self.games.len());
                self.games.insert(at, d.game);
                Ok(Undo::Restored { at, deleted: d.deleted })
            }
            Undo::Restored { at, deleted } => {
                fits(at < self.games.len())?;
                let game = self.games.remove(at);
                let id = game.id.clone();
                self.bin.push(DeletedGame { game, deleted });
                Ok(Undo::Deleted { at, id })
            }
            Undo::Steps(steps) => {
                let mut done = Vec::with_capacity(steps.len());
                for step in steps.into_iter().rev() {
                    done.push(self.take_back_one(step, now)?);
                }
                Ok(Undo::Steps(done))
            }
        }
    }

    /// A game from a link (issue 47): the same game (by its id on the
    /// phone that shared it, or for links without one, by its players and
    /// first hands) is opened, brought up to date, left as it is when this
    /// phone has more, or shown beside the link's when they went
    /// different ways; otherwise it is added.
    fn adopt(
        &mut self,
        game: GameLine,
        id: String,
        created: Timestamp,
        origin: Option<String>,
        what: &mut Option<Did>,
    ) -> Result<Option<Undo>, LedgerError> {
        let names = game.names.join(", ");
        let by_id =
            origin.as_deref().and_then(|o| self.games.iter().position(|g| g.id == o)).filter(|&i| same_setup(&self.games[i].game, &game));
        let here = by_id
            .or_else(|| self.games.iter().position(|g| g.game == game))
            .or_else(|| self.games.iter().position(|g| continues(&g.game, &game) || continues(&game, &g.game)))
            .or_else(|| self.games.iter().position(|g| same_setup(&g.game, &game) && common_hands(&g.game, &game) > 0));
        let Some(i) = here else {
            self.notice = Some(Notice::GameAdopted { names });
            *what = Some(Did::TakeOver);
            // The sharer's id, so the next link of this game finds it.
            let id = origin
                .filter(|o| {
                    !o.is_empty() && o.len() <= 64 && !self.games.iter().chain(self.bin.iter().map(|d| &d.game)).any(|g| &g.id == o)
                })
                .unwrap_or(id);
            return self.add(StoredGame { id, created: Some(created), game, club: None });
        };
        self.current = Some(i);
        let ours = &self.games[i].game;
        if *ours == game {
            self.notice = Some(Notice::AlreadyHere { names });
            Ok(None)
        } else if continues(ours, &game) {
            // A newer version of a game this phone has (the same table,
            // more hands): that game is brought up to date, never copied
            // (issue 35).
            *what = Some(Did::UpdateGame);
            self.notice = Some(Notice::HandsAdded { names, hands: game.hands.len() - ours.hands.len() });
            self.replace_game(i, game)
        } else if continues(&game, ours) {
            self.notice = Some(Notice::OlderVersion { names, hands: ours.hands.len() - game.hands.len() });
            Ok(None)
        } else {
            check(&game)?;
            let hand = common_hands(ours, &game);
            self.conflict = Some(Conflict { at: i, id: self.games[i].id.clone(), theirs: game, hand });
            Ok(None)
        }
    }

    /// Changes the current game (`f` gets it and its place, and says how
    /// to take the change back); the change stands only if the engine can
    /// replay the whole game afterwards. Undo keeps the hand that changed,
    /// not a copy of the game, so the history stays small in the store.
    fn change(&mut self, f: impl FnOnce(&mut GameLine, usize) -> Result<Option<Undo>, LedgerError>) -> Result<Option<Undo>, LedgerError> {
        let i = self.current.ok_or(LedgerError::NoGame)?;
        let undo = f(&mut self.games[i].game, i)?;
        check(&self.games[i].game)?;
        Ok(undo)
    }

    fn new_game(&mut self, setup: NewGame, id: String, created: Timestamp) -> Result<Option<Undo>, LedgerError> {
        let names: Vec<String> = setup.names.iter().map(|n| n.trim().to_string()).collect();
        if names.iter().any(String::is_empty) {
            return Err(LedgerError::EmptyName);
        }
        let mut game = GameLine::new(setup.rules, names);
        game.east = setup.east;
        game.green_dragon_round = Some(setup.green_dragon_round);
        game.options = setup.chips.then_some(Options { round_to_tens: Some(true), ..Options::default() });
        self.add(StoredGame { id, created: Some(created), game, club: None })
    }

    fn import(&mut self, text: &str, id: String, created: Timestamp) -> Result<Option<Undo>, LedgerError> {
        if text.len() as u64 > super::game::MAX_FILE {
            return Err(LedgerError::FileTooLarge { bytes: text.len() as u64 });
        }
        let game = super::export::read_game_file(text).ok_or(LedgerError::BadFile)?;
        self.add(StoredGame { id, created: Some(created), game, club: None })
    }

    /// Game `i` becomes `game` (a newer version, or the other version
    /// chosen): its id, time and table stay.
    fn replace_game(&mut self, i: usize, game: GameLine) -> Result<Option<Undo>, LedgerError> {
        check(&game)?;
        let before = self.games[i].clone();
        self.games[i].game = game;
        self.current = Some(i);
        Ok(Some(Undo::Changed { at: i, before }))
    }

    /// A new game at the end of the list, opened: names no longer than a
    /// name on the new-game form (a file or a link may hold any text).
    fn add(&mut self, game: StoredGame) -> Result<Option<Undo>, LedgerError> {
        check(&game.game)?;
        if let Some(player) = game.game.names.iter().position(|n| n.chars().count() > super::game::MAX_NAME) {
            return Err(LedgerError::NameTooLong { player });
        }
        self.games.push(game);
        self.current = Some(self.games.len() - 1);
        Ok(Some(Undo::Added { at: self.games.len() - 1 }))
    }
}

/// Whether `newer` is `older` played on: the same game (rules, players,
/// names, seats) whose first hands are `older`'s, and more of them.
fn continues(older: &GameLine, newer: &GameLine) -> bool {
    newer.hands.len() > older.hands.len() && newer.hands.starts_with(&older.hands) && same_setup(older, newer)
}

/// The same rules, options, players, names and first East.
fn same_setup(a: &GameLine, b: &GameLine) -> bool {
    GameLine { hands: Vec::new(), ..a.clone() } == GameLine { hands: Vec::new(), ..b.clone() }
}

/// How many first hands two games have in common.
fn common_hands(a: &GameLine, b: &GameLine) -> usize {
    a.hands.iter().zip(&b.hands).take_while(|(x, y)| x == y).count()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::sheet::export::{csv, game_file};
    use crate::sheet::game::hand_from_seats;
    use crate::sheet::stored as store;
    use mahjong_core::game::GameError;
    use mahjong_core::json::GameLineError;

    fn new_game(rules: Variant, names: &[&str], east: usize) -> LedgerAction {
        LedgerAction::New {
            setup: NewGame { rules, names: names.iter().map(|n| n.to_string()).collect(), east, green_dragon_round: false, chips: false },
            id: "g1".into(),
            created: crate::time::at("2026-11-26T20:00:00Z"),
        }
    }

    fn won(scores: &[u32], winner: usize) -> GameHand {
        GameHand::won(scores.to_vec(), winner)
    }

    /// "Ongedaan maken", an evening's later time.
    pub(crate) fn undo() -> LedgerAction {
        LedgerAction::Undo { at: crate::time::at("2026-11-26T23:00:00.000Z"), step: None }
    }

    /// "Opnieuw", the same evening.
    pub(crate) fn redo() -> LedgerAction {
        LedgerAction::Redo { at: crate::time::at("2026-11-26T23:00:00.000Z"), step: None }
    }

    fn totals(l: &Ledger) -> Vec<i64> {
        l.game().unwrap().replay().unwrap().totals
    }

    #[test]
    fn hands_add_up_and_survive_a_store_round_trip() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Nts, &["Ans", "Bep", "Cor", "Dirk"], 2));
        // Hand 1: Cor (player 2) is East; Ans wins 80 (the least a mahjong
        // scores, 20 x 2^2): East pays 160, the others 80: Ans +320,
        // Cor -160, Bep and Dirk -80 (ruling 19).
        l.apply(LedgerAction::Record(won(&[80, 0, 0, 0], 0)));
        let r = l.game().unwrap().replay().unwrap();
        assert_eq!(r.totals, [320, -80, -160, -80]);
        // nts passes every hand: Dirk (3) is East in hand 2.
        assert_eq!(r.next.unwrap().east(), 3);
        let back = store::read(Some(&store::text(&l))).unwrap();
        assert_eq!(back.games, l.games);
        assert_eq!(back.current, Some(0));
    }

    #[test]
    fn edit_delete_and_undo_recompute() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Classic, &["A", "B", "C", "D"], 0));
        // Winners' scores of at least 80 (20 points x 2^2, rulings 6 and 15).
        l.apply(LedgerAction::Record(won(&[0, 160, 0, 0], 1))); // E0: [-320, +640, -160, -160]
        l.apply(LedgerAction::Record(won(&[0, 0, 80, 0], 2))); // E1: [-80, -160, +320, -80]
        assert_eq!(totals(&l), [-400, 480, 160, -240]);
        // Hand 1 becomes a draw: classic replays it, so East 0 plays hand 2
        // too: C wins 80 with East 0: [-160, -80, +320, -80].
        l.apply(LedgerAction::Edit(0, GameHand::draw(4)));
        let r = l.game().unwrap().replay().unwrap();
        assert_eq!(r.hands[1].position.east(), 0);
        assert_eq!(r.totals, [-160, -80, 320, -80]);
        l.apply(LedgerAction::DeleteHand(0));
        assert_eq!(l.game().unwrap().hands.len(), 1);
        l.apply(undo());
        l.apply(undo());
        assert_eq!(totals(&l), [-400, 480, 160, -240]);
        // A refused edit (a dead winner) changes nothing and says why.
        l.apply(LedgerAction::Edit(0, GameHand { dead: vec![1], ..won(&[0, 160, 0, 0], 1) }));
        assert!(matches!(l.error, Some(LedgerError::Line(GameLineError::Game(GameError::Settle { hand: 1, .. })))));
        assert_eq!(totals(&l), [-400, 480, 160, -240]);
    }

    #[test]
    fn csv_and_json_export_and_import() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Nts, &["Ans", "Bep", "Cor", "Dirk, jr"], 0));
        // Seed 003: E 64, S 96 wins, W dead, N 20: nets +24 +384 -244 -164.
        l.apply(LedgerAction::Record(GameHand { dead: vec![2], ..won(&[64, 96, 0, 20], 1) }));
        l.apply(LedgerAction::Record(GameHand::draw(4)));
        let csv = csv(l.game().unwrap(), Lang::Nl).unwrap();
        let lines: Vec<&str> = csv.lines().collect();
        // Dutch spreadsheets: ";" between cells, so "Dirk, jr" needs no quotes.
        assert_eq!(lines[0], "hand;oost;winnaar;score Ans;score Bep;score Cor;score Dirk, jr;saldo Ans;saldo Bep;saldo Cor;saldo Dirk, jr;totaal Ans;totaal Bep;totaal Cor;totaal Dirk, jr");
        assert_eq!(lines[1], "1;Ans;Bep;64;96;0;20;24;384;-244;-164;24;384;-244;-164");
        assert_eq!(lines[2], "2;Bep;remise;0;0;0;0;0;0;0;0;24;384;-244;-164");
        let en = crate::sheet::export::csv(l.game().unwrap(), Lang::En).unwrap();
        assert_eq!(
            en.lines().next().unwrap(),
            r#"hand,east,winner,score Ans,score Bep,score Cor,"score Dirk, jr",net Ans,net Bep,net Cor,"net Dirk, jr",total Ans,total Bep,total Cor,"total Dirk, jr""#
        );
        let json = game_file(l.game().unwrap());
        // The export is an mjscore game line.
        let replayed = mahjong_core::json::process_line(&json);
        assert!(replayed.contains(r#""totals":[24,384,-244,-164]}"#), "{replayed}");
        let mut other = Ledger::default();
        other.apply(LedgerAction::Import { text: json, id: "g2".into(), created: crate::time::at("2026-11-26T20:00:00.000Z") });
        assert_eq!(other.game(), l.game());
        other.apply(LedgerAction::Import {
            text: "{\"game\":{}}".into(),
            id: "g3".into(),
            created: crate::time::at("2026-11-26T20:00:00.000Z"),
        });
        assert!(matches!(other.error, Some(LedgerError::BadFile)));
        assert_eq!(other.games.len(), 1);
    }

    #[test]
    fn chips_round_the_sheet() {
        // Ruling 21: with chips 64 -> 60, 96 -> 100, 20 -> 20.
        let mut l = Ledger::default();
        let LedgerAction::New { mut setup, id, created } = new_game(Variant::Nmb, &["A", "B", "C", "D"], 0) else { unreachable!() };
        setup.chips = true;
        l.apply(LedgerAction::New { setup, id, created });
        l.apply(LedgerAction::Record(won(&[64, 96, 0, 20], 1)));
        let csv = csv(l.game().unwrap(), Lang::En).unwrap();
        // S: 200 + 100 + 100 = 400; E-W: W pays 120; E-N: N pays 80; W-N: W pays 20.
        assert_eq!(csv.lines().nth(1).unwrap(), "1,A,B,60,100,0,20,0,400,-240,-160,0,400,-240,-160");
    }

    #[test]
    fn the_calculator_seats_map_to_players() {
        // Five players, player 3 first East: seats E3 S4 W0 N1, player 2 sits out.
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Classic, &["A", "B", "C", "D", "E"], 3));
        let sheet = l.game().unwrap().clone();
        let pos = sheet.replay().unwrap().next.unwrap();
        assert_eq!(pos.sitting_out(), Some(2));
        let h = hand_from_seats(&sheet, &pos, &[10, 20, 30, 40], Some(1), &[false, false, false, true], None);
        assert_eq!(h, GameHand { scores: vec![30, 40, 0, 10, 20], winner: Some(4), dead: vec![1], ..GameHand::default() });
        // The same hand won on West's discard: West is player 0, who caused
        // it (C2); the settlement is the same (ruling 19).
        let h = hand_from_seats(&sheet, &pos, &[10, 96, 30, 40], Some(1), &[false, false, false, true], Some(2));
        assert_eq!(h.discarder, Some(0));
        l.apply(LedgerAction::Record(h));
        assert_eq!(l.error, None);
    }

    /// An MCR game (issue 6; rules README `mcr`) from the calculator's
    /// seats, with a penalty entered by hand, exported and replayed.
    #[test]
    fn mcr_game_settles_fans_and_penalties() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Mcr, &["A", "B", "C", "D"], 0));
        assert_eq!(l.error, None);
        let sheet = l.game().unwrap().clone();
        // Hand 1, seats A B C D: B wins 21 fans on C's discard: C pays
        // 8 + 21 = 29, A and D 8: [-8, +45, -29, -8].
        let pos = sheet.replay().unwrap().next.unwrap();
        l.apply(LedgerAction::Record(hand_from_seats(&sheet, &pos, &[0, 21, 0, 0], Some(1), &[], Some(2))));
        // Hand 2: the winds passed, B is East (seat 0); B self-draws 8:
        // 16 from each: [-16, +48, -16, -16].
        let pos = l.game().unwrap().replay().unwrap().next.unwrap();
        assert_eq!(pos.seats(), [1, 2, 3, 0]);
        l.apply(LedgerAction::Record(hand_from_seats(l.game().unwrap(), &pos, &[8, 0, 0, 0], Some(0), &[], None)));
        // Hand 3: a draw, then D gets a 10-point penalty on the sheet.
        l.apply(LedgerAction::Record(GameHand::default()));
        l.apply(LedgerAction::Edit(2, GameHand { penalties: vec![0, 0, 0, 10], ..GameHand::default() }));
        let r = l.game().unwrap().replay().unwrap();
        // A: -8 - 16 = -24; B: 45 + 48 = 93; C: -29 - 16 = -45; D: -8 - 16 - 10 = -34.
        assert_eq!(r.totals, [-24, 93, -45, -34]);
        assert_eq!(r.next.unwrap().east(), 3, "hand 4: D deals");
        let csv = csv(l.game().unwrap(), Lang::Nl).unwrap();
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines[0], "hand;oost;winnaar;afgooier;fan A;fan B;fan C;fan D;straf A;straf B;straf C;straf D;saldo A;saldo B;saldo C;saldo D;totaal A;totaal B;totaal C;totaal D");
        assert_eq!(lines[1], "1;A;B;C;0;21;0;0;0;0;0;0;-8;45;-29;-8;-8;45;-29;-8");
        assert_eq!(lines[3], "3;C;remise;;0;0;0;0;0;0;0;10;0;0;0;-10;-24;93;-45;-34");
        // The export is an mjscore MCR game line with the same totals.
        let json = game_file(l.game().unwrap());
        assert!(
            json.contains(r#""hands":[{"winner":1,"fan":21,"discarder":2},{"winner":1,"fan":8},{"winner":null,"penalties":[0,0,0,10]}]"#),
            "{json}"
        );
        let replayed = mahjong_core::json::process_line(&json);
        assert!(replayed.contains(r#""totals":[-24,93,-45,-34]}"#), "{replayed}");
        let back = store::read(Some(&store::text(&l))).unwrap();
        assert_eq!(back.games, l.games);
        // Seven fans do not win in MCR: refused, nothing changes.
        l.apply(LedgerAction::Record(GameHand::mcr(1, 7, None)));
        assert!(matches!(l.error, Some(LedgerError::Line(GameLineError::Game(GameError::McrBelowMinimum { hand: 4, fan: 7 })))));
        assert_eq!(l.game().unwrap().hands.len(), 3);
    }

    /// A deleted game goes into the bin: undo takes it out again, and it
    /// can be restored from the bin later; the bin forgets it after
    /// `BIN_HOURS` (a purge with a later cutoff).
    #[test]
    fn deleted_games_come_back() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Nts, &["Ans", "Bep", "Cor", "Dirk"], 0));
        l.apply(LedgerAction::Record(won(&[0, 80, 0, 0], 1)));
        let game = l.games[0].clone();
        l.apply(LedgerAction::DeleteGame { index: 0, at: crate::time::at("2026-11-26T21:00:00.000Z") });
        assert!(l.games.is_empty() && l.current.is_none());
        assert_eq!(l.notice, Some(Notice::GameDeleted { names: "Ans, Bep, Cor, Dirk".into() }));
        l.apply(undo());
        assert_eq!((l.games.clone(), l.current, l.bin.len()), (vec![game.clone()], Some(0), 0));
        // Deleted again, then restored from the bin: the hands are still there.
        l.apply(LedgerAction::DeleteGame { index: 0, at: crate::time::at("2026-11-26T21:05:00.000Z") });
        l.apply(LedgerAction::Purge { cutoff: crate::time::at("2026-11-25T21:05:00.000Z") });
        assert_eq!(l.bin.len(), 1, "deleted within the last two days");
        l.apply(LedgerAction::Restore(0));
        assert_eq!(l.games, vec![game.clone()]);
        // Undo of the restore puts it back in the bin.
        l.apply(undo());
        assert_eq!((l.games.len(), l.bin.len()), (0, 1));
        l.apply(LedgerAction::Purge { cutoff: crate::time::at("2026-11-28T21:06:00.000Z") });
        assert!(l.bin.is_empty());
        // Undo cannot bring back a game the bin no longer holds: nothing happens.
        l.apply(undo());
        assert!(l.games.is_empty());
    }

    /// A shared game is added once; opening its link again opens it.
    #[test]
    fn a_shared_game_is_adopted_once() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Nts, &["Ans", "Bep", "Cor", "Dirk"], 0));
        l.apply(LedgerAction::Record(won(&[0, 80, 0, 0], 1)));
        // Another table's game (other names): added beside it.
        let mut shared = l.games[0].game.clone();
        shared.names = vec!["Eva".into(), "Fenna".into(), "Gijs".into(), "Hans".into()];
        let adopt = |l: &mut Ledger, game: &GameLine| {
            l.apply(LedgerAction::Adopt {
                game: game.clone(),
                id: "g9".into(),
                created: crate::time::at("2026-11-26T20:00:00.000Z"),
                origin: None,
            })
        };
        adopt(&mut l, &shared);
        assert_eq!((l.games.len(), l.current), (2, Some(1)));
        l.apply(LedgerAction::Open(0));
        adopt(&mut l, &shared);
        assert_eq!((l.games.len(), l.current), (2, Some(1)));
        // Issue 20: opening it again says so and changes nothing; the undo
        // after it takes back the adoption, and the game goes to the bin,
        // never out of the phone.
        assert_eq!(l.notice, Some(Notice::AlreadyHere { names: "Eva, Fenna, Gijs, Hans".into() }));
        let history = l.history.len();
        adopt(&mut l, &shared);
        assert_eq!(l.history.len(), history, "nothing to undo from opening it");
        l.apply(undo());
        assert_eq!((l.games.len(), l.bin.len()), (1, 1));
        assert_eq!(l.bin[0].game.game, shared);
        l.apply(LedgerAction::Restore(0));
        assert_eq!(l.games.len(), 2);
    }

    /// Issue 35: an edit's notice says what changed. A draw keeps no
    /// scores (ruling 19): from a win to a draw only the winner is said.
    #[test]
    fn an_edit_says_what_changed() {
        use crate::sheet::text::notice;
        let names: Vec<String> = ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec();
        let said = |before: &GameHand, after: &GameHand| {
            notice(Lang::Nl, &Notice::HandChanged { hand: 2, changes: HandChange::between(&names, before, after) })
        };
        let bep = GameHand { dead: vec![2], ..won(&[64, 96, 0, 20], 1) };
        let cor = won(&[64, 0, 96, 20], 2);
        assert_eq!(said(&bep, &GameHand { dead: vec![], ..bep.clone() }), "Hand 2 gewijzigd: Cor geen dood spel.");
        assert_eq!(said(&bep, &cor), "Hand 2 gewijzigd: MJ Cor (was MJ Bep), Bep 96 → 0, Cor 0 → 96, Cor geen dood spel.");
        assert_eq!(said(&bep, &GameHand::draw(4)), "Hand 2 gewijzigd: remise (was MJ Bep).");
        assert_eq!(said(&bep, &bep), "Hand 2 gewijzigd.");
        // MCR: fans 8 → 12, Dirk's penalty 0 → 10, discarded by Ans, not self-drawn.
        let mcr = GameHand::mcr(1, 8, None);
        let changed = GameHand { penalties: vec![0, 0, 0, 10], ..GameHand::mcr(1, 12, Some(0)) };
        assert_eq!(said(&mcr, &changed), "Hand 2 gewijzigd: Dirk strafpunten 0 → 10, fan 8 → 12, afgegooid door Ans (was zelf gepakt).");
    }

    /// Issue 35: saving a hand's edit says so, and its undo names the
    /// hand; each notice counts, so a new one shows however the last left.
    #[test]
    fn an_edit_says_so() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Nts, &["Ans", "Bep", "Cor", "Dirk"], 0));
        l.apply(LedgerAction::Record(won(&[0, 80, 0, 0], 1)));
        let given = l.notices;
        l.apply(LedgerAction::Edit(0, won(&[0, 96, 0, 0], 1)));
        let changes = vec![HandChange::Score { name: "Bep".into(), before: 80, after: 96 }];
        assert_eq!(l.notice, Some(Notice::HandChanged { hand: 1, changes }));
        assert_eq!(l.notices, given + 1);
        let n = l.notice.as_ref().unwrap();
        assert_eq!(super::super::text::notice(Lang::Nl, n), "Hand 1 gewijzigd: Bep 80 → 96.");
        let what = l.last_step().and_then(|s| s.what.as_ref());
        assert_eq!(super::super::text::undo_label(Lang::Nl, what), "Wijzigen van hand 1 ongedaan maken");
        // The same hand again changes nothing and says nothing.
        l.apply(LedgerAction::Edit(0, won(&[0, 96, 0, 0], 1)));
        assert_eq!((&l.notice, l.notices), (&None, given + 1));
    }

    /// Issue 35: a newer version of a game this phone has (its hand 1 and
    /// two more) brings that game up to date, "2 handen bijgekomen", with
    /// undo; never a second copy. A game whose hands went another way is
    /// another game.
    #[test]
    fn a_newer_version_of_a_game_updates_it() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Nts, &["Ans", "Bep", "Cor", "Dirk"], 0));
        l.apply(LedgerAction::Record(won(&[0, 80, 0, 0], 1)));
        let kept = l.games[0].clone();
        let mut newer = kept.game.clone();
        newer.hands.push(won(&[80, 0, 0, 0], 0));
        newer.hands.push(won(&[0, 0, 80, 0], 2));
        l.apply(LedgerAction::Adopt {
            game: newer.clone(),
            id: "g9".into(),
            created: crate::time::at("2026-11-26T23:00:00.000Z"),
            origin: None,
        });
        assert_eq!((l.games.len(), &l.error), (1, &None), "no second copy");
        assert_eq!(l.games[0].game, newer);
        // The game's own id and start time stay.
        assert_eq!((&l.games[0].id, &l.games[0].created), (&kept.id, &kept.created));
        assert_eq!(l.notice, Some(Notice::HandsAdded { names: "Ans, Bep, Cor, Dirk".into(), hands: 2 }));
        assert_eq!(super::super::text::notice(Lang::Nl, l.notice.as_ref().unwrap()), "Spel Ans, Bep, Cor, Dirk: 2 handen bijgekomen.");
        l.apply(undo());
        assert_eq!(l.games, vec![kept.clone()]);
        // Hand 1 played otherwise: not this game played on.
        let mut other = newer.clone();
        other.hands[0] = won(&[0, 0, 0, 80], 3);
        l.apply(LedgerAction::Adopt { game: other, id: "g10".into(), created: crate::time::at("2026-11-26T23:05:00.000Z"), origin: None });
        assert_eq!(l.games.len(), 2);
        assert_eq!(l.games[0], kept);
    }

    /// Issue 47: a notice is shown once. Dismissed by its number (its time
    /// up, ✕, or its screen left), it is gone for good; an earlier notice's
    /// number never dismisses a later one.
    #[test]
    fn a_notice_is_dismissed_once_by_its_number() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Nts, &["Ans", "Bep", "Cor", "Dirk"], 0));
        l.apply(LedgerAction::Record(won(&[0, 80, 0, 0], 1)));
        let first = l.notices;
        assert_eq!(l.notice, Some(Notice::HandSaved { hand: 1, draw: false }));
        l.apply(LedgerAction::Record(won(&[0, 0, 80, 0], 2)));
        l.apply(LedgerAction::Dismiss(first));
        assert_eq!(l.notice, Some(Notice::HandSaved { hand: 2, draw: false }), "a later notice stays");
        l.apply(LedgerAction::Dismiss(l.notices));
        assert_eq!((l.notice.clone(), l.notice_button()), (None, None));
        // Dismissing writes nothing.
        assert!(!<Ledger as Model>::written(&LedgerAction::Dismiss(1)));
    }

    /// Issue 47: every undo takes exactly the step it names, once, and
    /// "Opnieuw" does it again. Hand 1 saved: its notice's button names
    /// it; after it the notice says so and offers redo; redo brings hand
    /// 1 back with the same totals. A button of a step that is no longer
    /// the last takes nothing (another tab saved hand 2 meanwhile).
    /// Hand 1 (ruling 19): Bep wins 80 with Ans East: Ans -160, Bep +320,
    /// Cor -80, Dirk -80.
    #[test]
    fn undo_and_redo_take_exactly_their_step() {
        use crate::sheet::text;
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Nts, &["Ans", "Bep", "Cor", "Dirk"], 0));
        l.apply(LedgerAction::Record(won(&[0, 80, 0, 0], 1)));
        let Some(NoticeButton::Undo(saved)) = l.notice_button() else { panic!("an undo beside the notice") };
        let what = l.last_step().unwrap().what.clone();
        assert_eq!(text::undo_label(Lang::Nl, what.as_ref()), "Opslaan van hand 1 ongedaan maken");
        l.apply(LedgerAction::Undo { at: crate::time::at("2026-11-26T23:00:00.000Z"), step: Some(saved) });
        assert_eq!((l.games.len(), l.game().unwrap().hands.len()), (1, 0), "the hand, not the game");
        assert_eq!(l.notice, Some(Notice::Undone { what: what.clone() }));
        assert_eq!(text::notice(Lang::Nl, l.notice.as_ref().unwrap()), "Opslaan van hand 1 ongedaan gemaakt.");
        assert_eq!(l.notice_button(), Some(NoticeButton::Redo(saved)));
        assert_eq!(text::redo_label(Lang::Nl, what.as_ref()), "Opnieuw: opslaan van hand 1");
        // The same button again takes nothing more: the step it named is gone.
        l.apply(LedgerAction::Undo { at: crate::time::at("2026-11-26T23:00:00.000Z"), step: Some(saved) });
        assert_eq!((l.error.clone(), l.games.len()), (Some(LedgerError::StepGone), 1));
        // The toolbar's undo names the step it would take: the new game.
        assert_eq!(text::undo_label(Lang::Nl, l.last_step().unwrap().what.as_ref()), "Nieuw spel ongedaan maken");
        l.apply(LedgerAction::Redo { at: crate::time::at("2026-11-26T23:00:00.000Z"), step: Some(saved) });
        assert_eq!(totals(&l), [-160, 320, -80, -80]);
        assert_eq!(l.notice_button(), Some(NoticeButton::Undo(saved)));
        // A new change: nothing left to redo.
        l.apply(undo());
        assert!(l.last_undone().is_some());
        l.apply(LedgerAction::Record(won(&[0, 0, 80, 0], 2)));
        assert!(l.last_undone().is_none());
        // Deleted hand, undone and redone: deleted again, in its place.
        l.apply(LedgerAction::Record(won(&[0, 0, 0, 96], 3)));
        l.apply(LedgerAction::DeleteHand(0));
        l.apply(undo());
        assert_eq!(l.game().unwrap().hands[0], won(&[0, 0, 80, 0], 2));
        l.apply(redo());
        assert_eq!(l.game().unwrap().hands, [won(&[0, 0, 0, 96], 3)]);
        // An edit, undone and redone.
        l.apply(LedgerAction::Edit(0, won(&[0, 0, 0, 128], 3)));
        l.apply(undo());
        assert_eq!(l.game().unwrap().hands[0].scores, [0, 0, 0, 96]);
        l.apply(redo());
        assert_eq!(l.game().unwrap().hands[0].scores, [0, 0, 0, 128]);
        // A game deleted, undone, redone: in the bin again, not gone.
        l.apply(LedgerAction::DeleteGame { index: 0, at: crate::time::at("2026-11-26T23:10:00.000Z") });
        l.apply(undo());
        assert_eq!((l.games.len(), l.bin.len()), (1, 0));
        l.apply(redo());
        assert_eq!((l.games.len(), l.bin.len()), (0, 1));
        // Redo survives a reload.
        l.apply(undo());
        let back = store::read(Some(&store::text(&l))).unwrap();
        assert_eq!(back.redo, l.redo);
    }

    /// Issue 47: two phones each added another hand 2 to one shared game.
    /// Opening the other's link shows both versions (no second copy, no
    /// overwrite) until the player keeps one; "Neem die" can be undone.
    /// Hand 1: Bep wins 80 (Ans East): Ans -160, Bep +320, Cor -80, Dirk
    /// -80. Hand 2 here: Cor wins 96 with Bep East: Bep -192, Cor +384,
    /// Ans -96, Dirk -96: Ans -256, Bep +128, Cor +304, Dirk -176. There:
    /// Dirk wins 80 with Bep East: Bep -160, Dirk +320, Ans -80, Cor -80:
    /// Ans -240, Bep +160, Cor -160, Dirk +240.
    #[test]
    fn two_versions_of_a_shared_game_are_shown_not_copied() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Nts, &["Ans", "Bep", "Cor", "Dirk"], 0));
        l.apply(LedgerAction::Record(won(&[0, 80, 0, 0], 1)));
        let mut theirs = l.games[0].game.clone();
        l.apply(LedgerAction::Record(won(&[0, 0, 96, 0], 2)));
        theirs.hands.push(won(&[0, 0, 0, 80], 3));
        let adopt = |l: &mut Ledger, game: &GameLine, origin: Option<&str>| {
            l.apply(LedgerAction::Adopt {
                game: game.clone(),
                id: "g7".into(),
                created: crate::time::at("2026-11-26T21:00:00.000Z"),
                origin: origin.map(String::from),
            })
        };
        adopt(&mut l, &theirs, Some("g1"));
        assert_eq!(l.games.len(), 1, "no second copy");
        assert_eq!(totals(&l), [-256, 128, 304, -176], "nothing overwritten");
        let c = l.conflict.clone().expect("both versions shown");
        assert_eq!((c.at, c.hand), (0, 1));
        assert_eq!(crate::sheet::text::hand_summary(Lang::Nl, &l.games[0].game, 1), "Cor wint: Ans 0, Bep 0, Cor 96, Dirk 0");
        assert_eq!(crate::sheet::text::hand_summary(Lang::Nl, &c.theirs, 1), "Dirk wint: Ans 0, Bep 0, Cor 0, Dirk 80");
        l.apply(LedgerAction::KeepOurs);
        assert_eq!((l.conflict.clone(), totals(&l)), (None, vec![-256, 128, 304, -176]));
        // The same without the link's id (a link of an earlier version):
        // the same players and a hand in common make it the same game.
        adopt(&mut l, &theirs, None);
        assert!(l.conflict.is_some() && l.games.len() == 1);
        l.apply(LedgerAction::TakeTheirs);
        assert_eq!(totals(&l), [-240, 160, -160, 240]);
        assert_eq!(l.games[0].id, "g1", "still this phone's game");
        l.apply(undo());
        assert_eq!(totals(&l), [-256, 128, 304, -176]);
        // An older version (hand 1 only): opened, nothing changed.
        let mut older = theirs.clone();
        older.hands.pop();
        adopt(&mut l, &older, Some("g1"));
        assert_eq!(l.notice, Some(Notice::OlderVersion { names: "Ans, Bep, Cor, Dirk".into(), hands: 1 }));
        assert_eq!((l.games.len(), l.conflict.is_none()), (1, true));
        // A game shared for the first time keeps the sharer's id, so its
        // next link finds it.
        let other = GameLine::new(Variant::Nts, ["Eva", "Fenna", "Gijs", "Hans"].map(String::from).to_vec());
        adopt(&mut l, &other, Some("g42"));
        assert_eq!(l.games[1].id, "g42");
    }

    /// Issue 47 (C20): undoing a new card's game takes back what it named:
    /// the new game goes to the bin and the old card's game comes back.
    #[test]
    fn undoing_a_new_card_brings_the_old_game_back() {
        use crate::card::{TableCard, TableRef};
        let at =
            TableRef { season: "Competitie".into(), id: None, date: "2026-09-01".into(), evening: None, table: 2, key: None, inbox: None };
        let card = |names: [&str; 4]| TableCard { at: at.clone(), rules: Variant::Nts, names: names.map(String::from).to_vec() };
        let when = || crate::time::at("2026-09-01T20:00:00.000Z");
        let mut l = Ledger::default();
        l.apply(LedgerAction::FromCard { card: card(["A", "B", "C", "D"]), id: "g1".into(), created: when() });
        l.apply(LedgerAction::Record(won(&[0, 96, 0, 0], 1)));
        l.apply(LedgerAction::FromCard { card: card(["E", "B", "C", "D"]), id: "g2".into(), created: when() });
        assert_eq!(
            crate::sheet::text::undo_label(Lang::Nl, l.last_step().unwrap().what.as_ref()),
            "Nieuwe kaart van tafel 2 ongedaan maken"
        );
        l.apply(undo());
        assert_eq!(l.games.iter().map(|g| g.id.as_str()).collect::<Vec<_>>(), ["g1"]);
        assert_eq!(l.games[0].game.hands.len(), 1);
        assert_eq!(l.bin.iter().map(|d| d.game.id.as_str()).collect::<Vec<_>>(), ["g2"]);
        l.apply(redo());
        assert_eq!((l.games[0].id.as_str(), l.bin[0].game.id.as_str()), ("g2", "g1"));
    }

    /// The history keeps only the game that changed, at most `HISTORY` steps.
    #[test]
    fn the_history_is_bounded() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Nts, &["A", "B", "C", "D"], 0));
        // nts never ends (ruling 20): 60 draws are 60 hands.
        for _ in 0..60 {
            l.apply(LedgerAction::Record(GameHand::draw(4)));
        }
        assert_eq!(l.history.len(), HISTORY);
        for _ in 0..HISTORY {
            l.apply(undo());
        }
        assert_eq!(l.game().unwrap().hands.len(), 10);
        assert!(l.last_step().is_none());
    }

    /// Undo keeps the hand that changed, not a copy of the game (issue 19:
    /// the store doubled per change): after 200 hands the history holds 50
    /// small steps, and the store grows by a hand's size per hand.
    #[test]
    fn undo_keeps_changes_not_copies() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Nts, &["A", "B", "C", "D"], 0));
        let size = |l: &Ledger| store::text(l).len();
        // Hand 1: seed 003 (ruling 19); then draws (nts never ends, ruling 20).
        l.apply(LedgerAction::Record(GameHand { dead: vec![2], ..won(&[64, 96, 0, 20], 1) }));
        for _ in 0..99 {
            l.apply(LedgerAction::Record(GameHand::draw(4)));
        }
        let hundred = size(&l);
        for _ in 0..100 {
            l.apply(LedgerAction::Record(GameHand::draw(4)));
        }
        let two_hundred = size(&l);
        let draw = serde_json::to_string(&GameHand::draw(4)).unwrap().len() + 1;
        // The 50 steps kept name hands 151-200 instead of 51-100: one
        // digit more in each step's id and hand number (issue 47), no more.
        let grown = two_hundred - hundred - 100 * draw;
        assert!(grown <= 2 * HISTORY, "100 more hands add 100 hands and longer numbers, nothing else: {grown}");
        assert!(l.history.iter().all(|s| matches!(s.undo, Undo::HandAdded { at: 0 })));
        // Editing hand 1 keeps hand 1 as it was; undo brings it back.
        l.apply(LedgerAction::Edit(0, won(&[0, 80, 0, 0], 1)));
        assert!(
            matches!(&l.history.last().unwrap().undo, Undo::HandChanged { at: 0, index: 0, before } if before.scores == [64, 96, 0, 20])
        );
        l.apply(undo());
        assert_eq!(l.game().unwrap().hands[0].scores, [64, 96, 0, 20]);
        // Deleting hand 1 and undoing it puts it back in its place.
        l.apply(LedgerAction::DeleteHand(0));
        assert_eq!(l.game().unwrap().hands.len(), 199);
        l.apply(undo());
        assert_eq!((l.game().unwrap().hands.len(), l.game().unwrap().hands[0].scores.clone()), (200, vec![64, 96, 0, 20]));
    }

    /// A damaged undo step (a store written elsewhere) is dropped and the
    /// game stays as it is: it never becomes a game that does not replay.
    #[test]
    fn a_damaged_undo_step_changes_nothing() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Nts, &["A", "B", "C", "D"], 0));
        l.apply(LedgerAction::Record(GameHand { dead: vec![2], ..won(&[64, 96, 0, 20], 1) }));
        // 5000 is above the limit of 2000 (ruling 14): no hand scores it.
        l.history.push(UndoStep {
            undo: Undo::HandChanged { at: 0, index: 0, before: won(&[0, 5000, 0, 0], 1) },
            current: Some(0),
            id: 0,
            what: None,
        });
        l.history.push(UndoStep {
            undo: Undo::HandDeleted { at: 0, index: 9, hand: GameHand::draw(4) },
            current: Some(0),
            id: 0,
            what: None,
        });
        l.apply(undo());
        l.apply(undo());
        assert_eq!(l.game().unwrap().hands.len(), 1);
        assert_eq!(l.game().unwrap().replay().unwrap().totals, [24, 384, -244, -164]);
        // The store of an earlier version, whose undo kept a copy of the game,
        // still undoes.
        let before = l.games[0].clone();
        l.apply(LedgerAction::Record(GameHand::draw(4)));
        l.history.pop();
        l.history.push(UndoStep { undo: Undo::Changed { at: 0, before: before.clone() }, current: Some(0), id: 0, what: None });
        let mut back = store::read(Some(&store::text(&l))).unwrap();
        back.apply(undo());
        assert_eq!(back.games[0], before);
        // Issue 32 (F7): an old step whose copy holds an impossible game (a
        // winner's 5000) changes nothing, says so, and the store stays
        // readable with seed 003's game in it.
        let mut bad = before.clone();
        bad.game.hands[0] = won(&[0, 5000, 0, 0], 1);
        back.apply(LedgerAction::Record(GameHand::draw(4)));
        back.history.pop();
        back.history.push(UndoStep { undo: Undo::Changed { at: 0, before: bad }, current: Some(0), id: 0, what: None });
        back.apply(undo());
        assert_eq!(back.error, Some(LedgerError::UndoRefused));
        let again = store::read(Some(&store::text(&back))).expect("still readable");
        assert_eq!(again.games[0].game.replay().unwrap().totals, [24, 384, -244, -164]);
    }

    /// What a game and a file can be is bounded before anything is kept
    /// (issue 19: 10^6 hands took the page to 4.46 GB): a file over 1 MiB is
    /// not read, a game of more than 500 hands is no game file.
    #[test]
    fn files_and_games_are_bounded() {
        let mut l = Ledger::default();
        let at = crate::time::at("2026-11-26T20:00:00.000Z");
        let big = format!(
            r#"{{"game":{{"rules":"nts","players":4,"names":["A","B","C","D"],"hands":[{}]}}}}"#,
            vec![r#"{"winner":null}"#; 501].join(",")
        );
        l.apply(LedgerAction::Import { text: big, id: "g1".into(), created: at.clone() });
        assert_eq!(l.error, Some(LedgerError::BadFile));
        l.apply(LedgerAction::Import { text: " ".repeat((1 << 20) + 1), id: "g2".into(), created: at });
        assert_eq!(l.error, Some(LedgerError::FileTooLarge { bytes: (1 << 20) + 1 }));
        assert!(l.games.is_empty() && l.book.pending.is_empty());
        // Recording hand 501 is refused: the game stays at 500.
        l.apply(new_game(Variant::Nts, &["A", "B", "C", "D"], 0));
        for _ in 0..501 {
            l.apply(LedgerAction::Record(GameHand::draw(4)));
        }
        assert_eq!(l.game().unwrap().hands.len(), 500);
        assert!(matches!(l.error, Some(LedgerError::Line(GameLineError::TooManyHands { hands: 501 }))));
        // A shared game whose third name is 25 characters long: not taken over.
        let mut shared = GameLine::new(Variant::Nts, ["A", "B", "C".repeat(25).as_str(), "D"].map(String::from).to_vec());
        l.apply(LedgerAction::Adopt {
            game: shared.clone(),
            id: "g3".into(),
            created: crate::time::at("2026-11-26T20:00:00.000Z"),
            origin: None,
        });
        assert_eq!((l.error.clone(), l.games.len()), (Some(LedgerError::NameTooLong { player: 2 }), 1));
        shared.names[2] = "C".repeat(24);
        l.apply(LedgerAction::Adopt { game: shared, id: "g3".into(), created: crate::time::at("2026-11-26T20:00:00.000Z"), origin: None });
        assert_eq!((l.error.clone(), l.games.len()), (None, 2));
    }

    /// C20: a card is its table in one draw. The same card again opens
    /// its game; a new card for table 2 (another draw) starts a new game
    /// and puts the old one in the bin.
    #[test]
    fn a_new_card_for_the_same_table_is_a_new_game() {
        use crate::card::{TableCard, TableRef};
        let at =
            TableRef { season: "Competitie".into(), id: None, date: "2026-09-01".into(), evening: None, table: 2, key: None, inbox: None };
        // Each draw's card has its own key, as the organiser's phone makes it.
        let card = |names: [&str; 4]| {
            let names = names.map(String::from).to_vec();
            let key = Some(crate::card::table_key("geheim", "2026-09-01", 2, &names));
            TableCard { at: TableRef { key, ..at.clone() }, rules: Variant::Nts, names }
        };
        let when = || crate::time::at("2026-09-01T20:00:00.000Z");
        let mut l = Ledger::default();
        l.apply(LedgerAction::FromCard { card: card(["A", "B", "C", "D"]), id: "g1".into(), created: when() });
        l.apply(LedgerAction::Record(won(&[0, 96, 0, 0], 1)));
        l.apply(LedgerAction::FromCard { card: card(["A", "B", "C", "D"]), id: "g2".into(), created: when() });
        assert_eq!((l.games.len(), l.game().unwrap().hands.len()), (1, 1), "the same card: its game");
        l.apply(LedgerAction::FromCard { card: card(["E", "B", "C", "D"]), id: "g3".into(), created: when() });
        assert_eq!(l.notice, Some(Notice::NewCard { table: 2 }));
        assert_eq!(l.games.iter().map(|g| g.id.as_str()).collect::<Vec<_>>(), ["g3"]);
        assert_eq!(l.game().unwrap().names, ["E", "B", "C", "D"]);
        assert_eq!(l.bin.iter().map(|d| d.game.id.as_str()).collect::<Vec<_>>(), ["g1"]);
        // Issue 49: the old card opened again (a phone that kept it): the
        // new card's game stays, said so; nothing is binned or started.
        l.apply(LedgerAction::FromCard { card: card(["A", "B", "C", "D"]), id: "g4".into(), created: when() });
        assert_eq!(l.notice, Some(Notice::OldCard { table: 2, names: "E, B, C, D".into() }));
        assert_eq!(l.games.iter().map(|g| g.id.as_str()).collect::<Vec<_>>(), ["g3"]);
        assert_eq!(l.bin.len(), 1);
        // Its game deleted by hand (the organiser went back to the old
        // draw): the old card opens again.
        l.apply(LedgerAction::DeleteGame { index: 0, at: when() });
        l.apply(LedgerAction::FromCard { card: card(["A", "B", "C", "D"]), id: "g5".into(), created: when() });
        assert_eq!(l.game().unwrap().names, ["A", "B", "C", "D"]);
    }

    #[test]
    fn refusals() {
        let mut l = Ledger::default();
        // MCR is played by four or five (competition ruling C17).
        l.apply(new_game(Variant::Mcr, &["A", "B", "C"], 0));
        assert!(matches!(l.error, Some(LedgerError::Line(GameLineError::Game(GameError::PlayersNotPlayed { .. })))));
        l.apply(new_game(Variant::Nts, &["A", " ", "C", "D"], 0));
        assert_eq!(l.error, Some(LedgerError::EmptyName));
        assert!(l.games.is_empty());
        l.apply(LedgerAction::Record(won(&[0, 10, 0, 0], 1)));
        assert_eq!(l.error, Some(LedgerError::NoGame));
    }

    /// Two tabs on one store (issue 14): the second tab's hand, written
    /// over a store the first tab has moved on, is refused by the store;
    /// the second tab reads the games again and its hand is applied on
    /// top, so both hands stand and neither tab overwrote the other.
    #[test]
    fn a_second_tab_builds_on_the_first() {
        let mut a = Ledger::default();
        persisted::apply(&mut a, Persist::Loaded { stored: Box::new(Ledger::default()), rev: 0 });
        a.apply(new_game(Variant::Nts, &["A", "B", "C", "D"], 0));
        // Written as store revision 1; tab B reads it.
        let upto = a.book.pending.len();
        persisted::apply(&mut a, Persist::Saved { rev: 1, upto });
        assert!(a.stored());
        let stored_1 = store::read(Some(&store::text(&a))).unwrap();
        let mut b = Ledger::default();
        persisted::apply(&mut b, Persist::Loaded { stored: Box::new(stored_1.clone()), rev: 1 });
        b.apply(LedgerAction::Open(0));
        // A: B wins 80 (East A pays 160, C and D 80), written as revision 2.
        a.apply(LedgerAction::Record(won(&[0, 80, 0, 0], 1)));
        persisted::apply(&mut a, Persist::Saved { rev: 2, upto: 1 });
        // B, still on revision 1: C wins 96 (B is East now: pays 192, A and D 96).
        b.apply(LedgerAction::Record(won(&[0, 0, 96, 0], 2)));
        assert_eq!(b.game().unwrap().hands.len(), 1);
        assert!(!b.stored());
        // The store refuses B's write (revision 2 is not 1): B reads revision 2.
        let stored_2 = store::read(Some(&store::text(&a))).unwrap();
        persisted::apply(&mut b, Persist::Loaded { stored: Box::new(stored_2), rev: 2 });
        let game = b.game().unwrap();
        assert_eq!(game.hands.len(), 2, "A's hand and then B's");
        // Hand 1 (East A): A -160, B +320, C -80, D -80; hand 2 (East B):
        // B -192, C +384, A -96, D -96. Totals A -256, B +128, C +304, D -176.
        assert_eq!(game.replay().unwrap().totals, [-256, 128, 304, -176]);
        // Still to be written, over revision 2: B opening the game and B's hand.
        assert_eq!(b.book.rev, 2);
        assert!(matches!(b.book.pending[..], [LedgerAction::Open(0), LedgerAction::Record(_)]), "{:?}", b.book.pending);
        // An older read (revision 1) arriving late changes nothing.
        persisted::apply(&mut b, Persist::Loaded { stored: Box::new(stored_1), rev: 1 });
        assert_eq!(b.game().unwrap().hands.len(), 2);
    }

    /// Another tab's write keeps which game is open here, even none (F8:
    /// the record's open game taken over moved this tab's address, and
    /// its address moved it back, without end).
    #[test]
    fn another_tabs_write_keeps_the_open_game_here() {
        let mut a = Ledger::default();
        persisted::apply(&mut a, Persist::Loaded { stored: Box::new(Ledger::default()), rev: 0 });
        a.apply(new_game(Variant::Nts, &["A", "B", "C", "D"], 0));
        let LedgerAction::New { setup, created, .. } = new_game(Variant::Nts, &["E", "F", "G", "H"], 0) else { unreachable!() };
        a.apply(LedgerAction::New { setup, id: "g2".into(), created });
        assert_eq!(a.current, Some(1));
        let stored = store::read(Some(&store::text(&a))).unwrap();
        // Tab B has read the games and has none open.
        let mut b = Ledger::default();
        persisted::apply(&mut b, Persist::Loaded { stored: Box::new(Ledger::default()), rev: 0 });
        persisted::apply(&mut b, Persist::Loaded { stored: Box::new(stored.clone()), rev: 1 });
        assert_eq!((b.games.len(), b.current), (2, None));
        // B opens the first game; A's record (second open) changes nothing.
        b.apply(LedgerAction::Open(0));
        persisted::apply(&mut b, Persist::Loaded { stored: Box::new(stored.clone()), rev: 1 });
        assert_eq!(b.current, Some(0));
        // The first read of all takes the record's open game.
        let mut c = Ledger::default();
        persisted::apply(&mut c, Persist::Loaded { stored: Box::new(stored), rev: 1 });
        assert_eq!(c.current, Some(1));
    }

    /// A failed write keeps the hand on the sheet and says so until a write
    /// succeeds (issue 14: storage full).
    #[test]
    fn a_failed_write_keeps_the_hand() {
        let mut l = Ledger::default();
        persisted::apply(&mut l, Persist::Loaded { stored: Box::new(Ledger::default()), rev: 0 });
        l.apply(new_game(Variant::Nts, &["A", "B", "C", "D"], 0));
        l.apply(LedgerAction::Record(won(&[0, 80, 0, 0], 1)));
        persisted::apply(&mut l, Persist::SaveFailed);
        assert!(l.book.save_failed.is_some() && !l.stored());
        assert_eq!(l.game().unwrap().hands.len(), 1);
        persisted::apply(&mut l, Persist::RetrySave);
        let upto = l.book.pending.len();
        persisted::apply(&mut l, Persist::Saved { rev: 1, upto });
        assert!(l.book.save_failed.is_none() && l.stored());
    }

    /// Emptying the bin at start (issue 34): asked before the games are
    /// read, it waits for them; on games whose bin holds nothing older than
    /// the cutoff it removes nothing and nothing is written, so opening the
    /// app writes nothing. A game deleted before the cutoff is removed, and
    /// that is written.
    #[test]
    fn a_purge_that_removes_nothing_is_not_written() {
        let purge = |at: &str| LedgerAction::Purge { cutoff: crate::time::at(at) };
        // Before the read: kept, to be replayed on what is read.
        let mut l = Ledger::default();
        l.apply(purge("2026-11-25T21:00:00.000Z"));
        assert_eq!(l.book.pending.len(), 1);
        // The read games: one game, deleted 2026-11-26 21:00 (in the bin).
        let mut stored = Ledger::default();
        persisted::apply(&mut stored, Persist::Loaded { stored: Box::new(Ledger::default()), rev: 0 });
        stored.apply(new_game(Variant::Nts, &["A", "B", "C", "D"], 0));
        stored.apply(LedgerAction::DeleteGame { index: 0, at: crate::time::at("2026-11-26T21:00:00.000Z") });
        let stored = store::read(Some(&store::text(&stored))).unwrap();
        assert_eq!(stored.bin.len(), 1);
        // Replayed with the cutoff a day before the deletion: nothing goes.
        persisted::apply(&mut l, Persist::Loaded { stored: Box::new(stored.clone()), rev: 1 });
        assert_eq!((l.bin.len(), l.book.unwritten()), (1, None));
        // Again, read: still nothing to write.
        l.apply(purge("2026-11-26T20:59:59.000Z"));
        assert!(l.stored());
        // A cutoff after the deletion: the bin is emptied, and written.
        l.apply(purge("2026-11-26T21:00:01.000Z"));
        assert_eq!((l.bin.len(), l.book.unwritten()), (0, Some((1, 1))));
        // Read from an unreadable record (kept aside): the purge is written,
        // which puts a fresh record in the bad one's place (issue 19).
        let mut m = Ledger::default();
        m.apply(purge("2026-11-25T21:00:00.000Z"));
        let aside = <Ledger as crate::store::Stored>::kept_aside("games.unreadable-1".into(), true);
        persisted::apply(&mut m, Persist::Loaded { stored: Box::new(aside), rev: 3 });
        assert_eq!(m.book.unwritten(), Some((3, 1)));
    }

    /// A refused change is not written: nothing changed.
    #[test]
    fn refusals_are_not_pending() {
        let mut l = Ledger::default();
        l.apply(new_game(Variant::Mcr, &["A", "B", "C"], 0));
        assert!(l.error.is_some() && l.stored());
    }
}

#[cfg(test)]
mod two_tabs {
    use super::{Ledger, LedgerAction, NewGame};
    use crate::calculator::{Action, Entry, State};
    use crate::i18n::{Lang, Msg};
    use crate::sheet::game::hand_from_seats;
    use crate::sheet::Summary;
    use mahjong_core::json::GameHand;
    use mahjong_core::Variant;

    /// Issue 19: two tabs on one NTS game of Ans, Bep, Cor and Dirk. Tab B
    /// types "West (Cor) wins 96"; tab A saves hand 1 first, Bep winning
    /// 80, so East moves on to Bep (NTS: every hand, ruling 20) and Cor sits
    /// South in hand 2. B's entries follow Cor, and B's save is Cor's 96.
    #[test]
    fn scores_belong_to_players_not_seats() {
        let mut sheet = Ledger::default();
        let setup = NewGame {
            rules: Variant::Nts,
            names: ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec(),
            east: 0,
            green_dragon_round: false,
            chips: false,
        };
        sheet.apply(LedgerAction::New { setup, id: "g1".into(), created: crate::time::at("2026-11-26T20:00:00.000Z") });
        let mut b = State::default();
        b.apply(Action::JoinGame(Summary::of(&sheet, Lang::Nl).seats));
        for (seat, score) in [(0, "0"), (1, "0"), (2, "96"), (3, "0")] {
            b.apply(Action::SetTypedMode(seat, true));
            b.apply(Action::SetTyped(seat, score.into()));
        }
        b.apply(Action::SetWinner(Some(2)));
        // Tab A's hand 1 arrives: Bep (South) wins 80, the least a mahjong
        // scores (rulings 6, 15).
        sheet.apply(LedgerAction::Record(GameHand::won(vec![0, 80, 0, 0], 1)));
        b.apply(Action::JoinGame(Summary::of(&sheet, Lang::Nl).seats));
        assert_eq!(b.message, Some(Msg::HandMovedOn(2)));
        // Hand 2: E Bep, S Cor, W Dirk, N Ans.
        assert_eq!((b.winner, &b.players[1].entry), (Some(1), &Entry::Typed("96".into())));
        let summary = Summary::of(&sheet, Lang::Nl);
        let (game, pos) = summary.game.as_ref().unwrap();
        let results = b.results();
        let hand = hand_from_seats(game, pos, &b.scores(results).unwrap(), b.winner, &b.dead(), None);
        assert_eq!((hand.winner, hand.scores.clone()), (Some(2), vec![0, 0, 96, 0]), "Cor's 96, not Dirk's");
        sheet.apply(LedgerAction::Record(hand));
        // Ruling 19, hand 2: Cor wins 96 from East Bep (x2) and the others:
        // Cor +192 +96 +96 = +384; Bep -192, Dirk -96, Ans -96.
        // Hand 1: Bep +80 x2 (Ans East) +80 +80 = +320; Ans -160, Cor -80, Dirk -80.
        assert_eq!(sheet.game().unwrap().replay().unwrap().totals, [-256, 128, 304, -176]);
    }
}
