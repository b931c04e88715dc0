//! Every change an organiser makes to a season (issue 48): one
//! [`SeasonChange`] per intent, applied by [`SeasonIn::apply`], which
//! decides every rule the change meets and refuses what the engine cannot
//! read. A refusal leaves the season as it was. What was done comes back
//! as [`Applied`]: the step that takes it back ([`SeasonUndo`]), what
//! happened ([`Outcome`]) and what the log tells ([`log::Change`], C19).
//!
//! Invariant: the app holds no rule of a season. It keeps what is a
//! phone's (the list of seasons, the bin, notices, the log's storage) and
//! hands each change to the engine here.

use crate::competition::date::Date;
use crate::competition::draw::{DrawError, Quality};
use crate::competition::seating::{self, SeatingError};
use crate::competition::tournament::Entrant;
use crate::competition::typed::{check_typed, TypedError};
use crate::json::game::{GameLine, GameLineError};
use crate::json::season::meta::PenaltyIn;
use crate::json::season::{
    check, check_evening, check_name, DrawnIn, EveningIn, NotDrawn, ReglementIn, RemovedIn, SeasonIn, SeasonProblem, TableIn,
};
use crate::json::table::{game_print, table_key, SignedResult};
use crate::json::table_hand::tiles_disagree;
use crate::json::tournament;
use crate::rules::Variant;

pub mod log;
mod undo;
pub use undo::SeasonUndo;

/// One change of the organiser's to one season. Dates are days of the
/// calendar (a tournament's round is a day with its round number).
#[derive(Clone, PartialEq, Debug)]
pub enum SeasonChange {
    /// The season's name, rule set and reglement.
    Settings {
        /// The new name (1 to 24 characters, trimmed).
        name: String,
        /// The rule set of its games.
        rules: Variant,
        /// The reglement its standings are reckoned by.
        reglement: ReglementIn,
    },
    /// A member added ("ans" beside "Ans" is refused: a typing slip).
    AddMember(String),
    /// Members pasted as a list, one a line (issue 49): each new name is
    /// added; one already there, twice in the list, a near-duplicate of
    /// another, or no name is skipped and named ([`Outcome::MembersAdded`]).
    AddMembers(Vec<String>),
    /// A player renamed everywhere (C1: a name is the player's identity).
    Rename {
        /// The name now.
        from: String,
        /// The new name.
        to: String,
    },
    /// A member marked as no longer coming (kept for their history), or back.
    SetInactive {
        /// The member.
        name: String,
        /// Whether they no longer come.
        inactive: bool,
    },
    /// A member who never played deleted, with their ticks.
    DeleteMember(String),
    /// A new evening.
    NewEvening {
        /// Its date.
        date: Date,
    },
    /// An evening deleted: it comes back in [`Outcome::EveningDeleted`]
    /// for the app's bin.
    DeleteEvening {
        /// Its date.
        date: Date,
    },
    /// An evening back from the bin (its date must be free).
    RestoreEvening(Box<EveningIn>),
    /// A player ticked as come, or not.
    Present {
        /// The evening.
        date: Date,
        /// The player.
        name: String,
        /// Whether they came.
        here: bool,
    },
    /// Many ticked at once ("Alle leden"): one change, one undo.
    PresentMany {
        /// The evening.
        date: Date,
        /// Who came.
        names: Vec<String>,
    },
    /// A guest ticked as come (not a member).
    Guest {
        /// The evening.
        date: Date,
        /// The guest's name.
        name: String,
    },
    /// The evening's tables drawn (C13-C16); the started tables stay (C20).
    Draw {
        /// The evening.
        date: Date,
        /// The seed (C15: the same seed gives the same tables).
        seed: u64,
    },
    /// A table's card handed out (shown or printed): it has started
    /// (C20). `None`: every drawn table's (the cards printed).
    CardOut {
        /// The evening.
        date: Date,
        /// The table, from 1.
        table: Option<u32>,
    },
    /// A late arrival seated at the organiser's pick (C20).
    SeatAt {
        /// The evening.
        date: Date,
        /// The player.
        name: String,
        /// The table, from 1.
        table: u32,
    },
    /// A leaver taken from their table (C16, C20); the table plays on
    /// with one fewer (3 to 5, C3).
    Unseat {
        /// The evening.
        date: Date,
        /// The player.
        name: String,
        /// The organiser picked their table although it has started
        /// (C20, issue 49), asked first; else a started table is refused.
        picked: bool,
    },
    /// A leaver's table given up (C3, C16, C20, issue 49): the others join
    /// the tables with a seat free ([`seating::merge`]); the tables after
    /// it, none started, move up a number.
    Merge {
        /// The evening.
        date: Date,
        /// The leaver.
        name: String,
    },
    /// A present player at no table takes a leaver's seat (C16, C20, issue
    /// 49): the organiser's pick, also at a started table.
    Replace {
        /// The evening.
        date: Date,
        /// The leaver.
        name: String,
        /// Who takes the seat.
        by: String,
    },
    /// Two players of the draw swapped (neither at a started table).
    Swap {
        /// The evening.
        date: Date,
        /// One player.
        a: String,
        /// The other.
        b: String,
    },
    /// A player moved to another table of the draw.
    Move {
        /// The evening.
        date: Date,
        /// The player.
        name: String,
        /// The table, from 1.
        table: u32,
        /// The organiser picked a started table, asked first (C20, issue
        /// 49); a table with its result still keeps its players (C1).
        picked: bool,
    },
    /// A table's result, typed or from its phone (C1, C2, C21). The same
    /// result again changes nothing; another for a table that has one is
    /// an [`Outcome::Conflict`] and changes nothing either.
    Result {
        /// The evening.
        date: Date,
        /// The result.
        result: TableIn,
    },
    /// A table's result replaced by a corrected one (C19), or by the new
    /// one of a conflict.
    CorrectResult {
        /// The evening.
        date: Date,
        /// The result, naming its table.
        result: TableIn,
    },
    /// A table's result removed (C19).
    RemoveResult {
        /// The evening.
        date: Date,
        /// The table, from 1.
        table: u32,
        /// When (the app's clock; the engine keeps it with the removed
        /// result's print, issue 51).
        at: Option<String>,
    },
    /// A table's result taken without its table's signature, by the
    /// organiser's explicit choice (issue 51); the log says so.
    UnsignedResult(Box<SignedResult>),
    /// The organiser's choice between a table's kept result and the one
    /// waiting beside it (issue 51): the waiting one taken, or dropped.
    ChooseResult {
        /// The evening.
        date: Date,
        /// The table, from 1.
        table: u32,
        /// Take the waiting result (else the kept one stays).
        take_new: bool,
    },
    /// A table's result marked as not finished in the time, or not (C11).
    SetUnfinished {
        /// The evening.
        date: Date,
        /// The table, from 1.
        table: u32,
        /// Whether it did not finish.
        unfinished: bool,
    },
    /// The secret the tables' keys are made from, where the season has
    /// none (made by the app; a season keeps its first).
    Secure {
        /// The secret.
        secret: String,
    },
    /// An evening moved to another date (C19).
    Redate {
        /// Its date now.
        from: Date,
        /// The new date (free).
        to: Date,
    },
    /// A tournament's player withdraws; the rounds not started are drawn
    /// again (C16).
    Withdraw {
        /// The player.
        name: String,
        /// The seed of the new draw.
        seed: u64,
    },
    /// A late registration plays from the first round not started; those
    /// rounds are drawn again (C16).
    LateEntry {
        /// The new player.
        entrant: Entrant,
        /// The seed of the new draw.
        seed: u64,
    },
    /// A table's result from its phone (issues 31, 32): a game under the
    /// season's rule set, signed with the key of that table in this draw
    /// where the season has a secret (a season begun without one made
    /// cards without keys, and takes results unsigned); then a result as
    /// any ([`SeasonChange::Result`]).
    TableResult(Box<SignedResult>),
    /// A referee's penalty in a tournament round.
    Penalty(PenaltyIn),
    /// The penalty at this index of the list taken back.
    RemovePenalty(usize),
    /// A player's EMA number and nationality (issue 50).
    Registration {
        /// The player.
        name: String,
        /// EMA number.
        ema: Option<String>,
        /// Nationality, as typed or picked (kept as ISO alpha-2).
        country: Option<String>,
    },
    /// Where and how long the tournament is, for the EMA (issue 50).
    EmaInfo(crate::json::ema::EmaInfo),
    /// A withdrawal taken back while no round after it started (issue 50).
    Reinstate {
        /// The player.
        name: String,
        /// The seed of the new draw.
        seed: u64,
    },
    /// A round's clock starts (issue 50); its cards are out.
    StartRound {
        /// The round.
        round: usize,
        /// Ms since 1970.
        at: u64,
    },
    /// How long a round lasts (issue 50).
    RoundLength(u32),
}

/// A player whose table has its result stays at it (C1: the result
/// names them).
/// "ans" beside "Ans" (or "émile" beside "Émile") is one player typed twice.
fn same_name(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.to_lowercase()
}

fn no_result(e: &EveningIn, name: &str) -> Result<(), ChangeError> {
    let table = e.draw.as_ref().and_then(|d| seating::table_of(&d.tables, name));
    match table.filter(|&t| e.result(t).is_some()) {
        Some(table) => Err(ChangeError::Seating(SeatingError::HasResult { table })),
        None => Ok(()),
    }
}

/// What a change did.
#[derive(Clone, PartialEq, Debug)]
pub struct Applied {
    /// The step that takes it back; `None` when nothing changed.
    pub undo: Option<SeasonUndo>,
    /// What happened, for the app to say.
    pub outcome: Outcome,
    /// What the log tells of it (C19).
    pub log: Vec<log::Change>,
}

/// What happened, beyond the change itself.
#[derive(Clone, PartialEq, Debug)]
#[allow(missing_docs)] // The fields are what each variant's doc names.
pub enum Outcome {
    /// The change is done; nothing more to say.
    Done,
    /// The evening drawn with `seed`; how good the draw is (C15).
    Drawn { seed: u64, quality: Quality },
    /// A table's result is in.
    ResultIn { table: u32 },
    /// The same result again: nothing changed.
    SameResult { table: u32 },
    /// A different result for a table that has one: nothing changed; the
    /// organiser chooses (never overwritten silently). `date`: the
    /// evening's, whatever date the result's card named (issue 49).
    Conflict { date: String, table: u32, kept: Box<TableIn>, new: Box<TableIn> },
    /// The evening taken out of the season, for the app's bin.
    EveningDeleted { evening: Box<EveningIn> },
    /// An evening back from the bin.
    EveningRestored { date: String },
    /// A table's result removed (C19).
    ResultRemoved { table: u32 },
    /// A table's result changed (C19).
    ResultChanged { table: u32 },
    /// A late arrival seated (C20).
    Seated { name: String, table: u32 },
    /// A leaver taken off their table, which plays on (C16, C20).
    LeftTable { name: String, table: u32 },
    /// A leaver's table given up, its others seated elsewhere (issue 49).
    Merged { table: u32 },
    /// Members added from a list; the lines skipped, and why.
    MembersAdded { added: Vec<String>, skipped: Vec<Skipped> },
    /// An evening moved to `date` (C19).
    Redated { date: String },
    /// Every table's card handed out: all have started (C20).
    CardsPrinted,
    /// The rounds from `from` (from 1) drawn again (C16).
    Redrawn { from: usize },
    /// A penalty given, or taken back.
    Penalty { player: String, given: bool },
}

/// A line of a pasted member list that was not added (issue 49).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Skipped {
    /// The line, trimmed.
    pub line: String,
    /// Why not.
    pub why: Skip,
}

/// Why a pasted name was not added (`like`: the member it is like).
#[derive(Clone, PartialEq, Eq, Debug)]
#[allow(missing_docs)]
pub enum Skip {
    /// No name: over 24 characters, or a character a name has not.
    BadName,
    /// That member is there already (in any case, or earlier in the list).
    Taken { like: String },
    /// Almost a member's name (one letter off, in names of 6 or more): a
    /// typing slip, or someone to add on their own.
    Near { like: String },
}

/// `a` and `b` one letter apart (a letter more, less, other, or two
/// swapped), in names of at least 6 letters: "Leeuwn" and "Leeuwen", not
/// "Bert" and "Bart".
fn near(a: &str, b: &str) -> bool {
    let (a, b) = (a.to_lowercase(), b.to_lowercase());
    a.chars().count().min(b.chars().count()) >= 6 && strsim::osa_distance(&a, &b) <= 1
}

/// A pasted line as a name: inner spaces as one.
fn pasted(line: &str) -> String {
    line.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Why a change was refused: the season stays as it was.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
#[allow(missing_docs)] // The fields are what each variant's message names.
pub enum ChangeError {
    /// An empty name, or one over 24 characters.
    #[error("a name has 1 to 24 characters")]
    BadName,
    /// A result names a phone that is no phone (issue 51).
    #[error("the phone that sent table {table}'s result is a key of 32 bytes and a name of at most 24 characters")]
    BadPhone { table: u32 },
    /// A member of that name (in any case) exists already.
    #[error("there is already a player called {name}")]
    NameTaken { name: String },
    /// A member who has played stays (mark them inactive).
    #[error("{name} has played and stays in the results")]
    HasPlayed { name: String },
    /// An evening on that date exists already.
    #[error("there is already an evening on {date}")]
    DateTaken { date: String },
    /// No evening on that date.
    #[error("there is no evening on that date")]
    NoEvening,
    /// Too few players to draw (C13).
    #[error("{players} players: a table needs at least 3")]
    TooFew { players: usize },
    /// A table's number that the evening's draw does not have (C1).
    #[error("this evening has no table {table}")]
    NoTable { table: u32 },
    /// A result whose names are not the drawn table's players (C1).
    #[error("the result of table {table} names other players than were drawn")]
    WrongPlayers { table: u32 },
    /// A game result that does not replay (`names`: its players).
    #[error("table {table}: {error}")]
    Game { table: u32, error: GameLineError, names: Vec<String> },
    /// Why the engine cannot read the season as the change leaves it.
    #[error("{0}")]
    Season(#[from] SeasonProblem),
    /// A seat change the engine refuses (C3, C16, C20).
    #[error("{0}")]
    Seating(SeatingError),
    /// Typed numbers that no table gives (C2, C21).
    #[error("table {table}: {error}")]
    Typed { table: u32, error: TypedError },
    /// No result for that table.
    #[error("table {table} has no result")]
    NoResult { table: u32 },
    /// A withdrawal, a late registration or a penalty that cannot be (C16).
    #[error("{0}")]
    Tournament(tournament::ChangeError),
    /// A table's game under another rule set than the season's (issue 32).
    #[error("table {table} played under {game}, the season under {season}")]
    OtherRules { table: u32, game: Variant, season: Variant },
    /// A result changed after its table's phone signed it (issue 31).
    #[error("the result of table {table} is not as its table signed it")]
    Changed { table: u32 },
    /// A result of the table as an earlier draw seated it: its card was
    /// replaced (issue 49: the table asks for the new card).
    #[error("the result of table {table} is of an earlier draw: other players or seats than drawn now")]
    EarlierDraw { table: u32 },
    /// A result without its table's signature, or for a season that
    /// cannot check one (issue 51): taken only by the organiser's choice.
    #[error("the result of table {table} is not signed")]
    Unsigned { table: u32 },
    /// A choice for a table where no result waits (issue 51).
    #[error("no result of table {table} waits for a choice")]
    NothingWaiting { table: u32 },
    /// A result the organiser removed, sent again (issue 51).
    #[error("the result of table {table} was removed{}", on.as_ref().map(|t| format!(" on {t}")).unwrap_or_default())]
    Removed { table: u32, on: Option<String> },
    /// A hand of a game whose tiles score otherwise than the game says (C21).
    #[error("table {table}, hand {hand}: the tiles score otherwise")]
    TilesDisagree { table: u32, hand: usize },
    /// A hand's racks hold a tile more often than the set has it.
    #[error("table {table}, hand {hand}: {count} x {tile}, more than the set holds")]
    TooManyTiles { table: u32, hand: usize, tile: crate::tile::Tile, count: usize },
}

/// A name as a season takes it: trimmed, 1 to 24 characters.
pub fn name(n: &str) -> Result<String, ChangeError> {
    let n = n.trim();
    check_name(n).map_err(|_| ChangeError::BadName)?;
    Ok(n.to_string())
}

/// A game a season can keep (C1): a name per player, and a replay that works.
pub fn check_game(game: &GameLine) -> Result<(), GameLineError> {
    if game.names.len() != game.players {
        return Err(GameLineError::Names { names: game.names.len(), players: game.players });
    }
    game.replay().map(|_| ())
}

type Done = (Option<SeasonUndo>, Outcome);

impl SeasonIn {
    /// A new season (without evenings), checked as the engine reads it.
    pub fn new_season(name: &str, rules: Variant, reglement: ReglementIn, members: Vec<String>) -> Result<SeasonIn, ChangeError> {
        let season = SeasonIn {
            name: self::name(name)?,
            rules,
            reglement,
            members: Some(members),
            inactive: Vec::new(),
            secret: None,
            evenings: Vec::new(),
            tournament: None,
            log: Vec::new(),
        };
        check(&season)?;
        Ok(season)
    }

    /// The key of a drawn table's card (issue 31), where the season has a
    /// secret: the table in this draw, signed with it.
    pub fn table_key(&self, date: &str, table: u32) -> Option<String> {
        let e = self.evening(date)?;
        Some(table_key(self.secret.as_deref()?, e.identity(), table, e.draw.as_ref()?.table(table)?))
    }

    /// The members who still come (not marked "komt niet meer"): who a
    /// next season starts with.
    pub fn coming(&self) -> Vec<String> {
        self.members.iter().flatten().filter(|m| !self.inactive.contains(m)).cloned().collect()
    }

    /// Applies one change; a refusal leaves the season as it was.
    pub fn apply(&mut self, change: SeasonChange) -> Result<Applied, ChangeError> {
        let before = self.clone();
        // A result whose card names the evening by an earlier date.
        let moved = match &change {
            SeasonChange::TableResult(r) | SeasonChange::UnsignedResult(r) => {
                self.evening_of(&r.at).filter(|e| e.date != r.at.date).map(|e| (r.at.table, r.at.date.clone(), e.date.clone()))
            }
            _ => None,
        };
        let unsigned = match &change {
            SeasonChange::UnsignedResult(r) => self.evening_of(&r.at).map(|e| (r.at.table, e.date.clone())),
            _ => None,
        };
        match self.change(change) {
            Ok((undo, outcome)) => {
                let mut log = log::changes(&before, self);
                if let (Some((table, card, date)), Outcome::ResultIn { .. }) = (moved, &outcome) {
                    log.push(log::Change::MovedCard { date, table, card });
                }
                if let (Some((table, date)), true) = (unsigned, undo.is_some()) {
                    log.push(log::Change::Unsigned { date, table });
                }
                Ok(Applied { log, undo, outcome })
            }
            Err(e) => {
                *self = before;
                Err(e)
            }
        }
    }

    fn whole(&self) -> Option<SeasonUndo> {
        Some(SeasonUndo::Whole(Box::new(self.clone())))
    }

    fn members_undo(&self) -> Option<SeasonUndo> {
        Some(SeasonUndo::Members { members: self.members.clone(), inactive: self.inactive.clone() })
    }

    /// Changes the evening of `date` with `f`; that evening alone is
    /// checked (issue 33: the rest is as the engine read it).
    fn with_evening<T>(
        &mut self,
        date: &Date,
        f: impl FnOnce(&mut EveningIn) -> Result<T, ChangeError>,
    ) -> Result<(T, Option<SeasonUndo>), ChangeError> {
        let date = date.to_string();
        let e = self.evening_mut(&date).ok_or(ChangeError::NoEvening)?;
        let before = e.clone();
        let out = f(e)?;
        check_evening(self, &date)?;
        Ok((out, Some(SeasonUndo::Evening { date, before: Some(before) })))
    }

    fn sort_evenings(&mut self) {
        crate::order::sort_by(&mut self.evenings, |a, b| a.date.cmp(&b.date));
    }

    fn change(&mut self, change: SeasonChange) -> Result<Done, ChangeError> {
        use SeasonChange as C;
        match change {
            C::Settings { name: n, rules, reglement } => {
                let n = name(&n)?;
                let undo = SeasonUndo::Settings { name: self.name.clone(), rules: self.rules, reglement: self.reglement.clone() };
                (self.name, self.rules, self.reglement) = (n, rules, reglement);
                check(self)?;
                Ok((Some(undo), Outcome::Done))
            }
            C::AddMember(n) => {
                let n = name(&n)?;
                let undo = self.members_undo();
                let members = self.members.get_or_insert_with(Vec::new);
                // "ans" beside "Ans" is a typing slip, not a second player.
                if let Some(m) = members.iter().find(|m| same_name(m, &n)) {
                    return Err(ChangeError::NameTaken { name: m.clone() });
                }
                members.push(n);
                Ok((undo, Outcome::Done))
            }
            C::AddMembers(lines) => {
                let undo = self.members_undo();
                let members = self.members.get_or_insert_with(Vec::new);
                let (mut added, mut skipped) = (Vec::new(), Vec::new());
                for line in lines.iter().map(|l| pasted(l)).filter(|l| !l.is_empty()) {
                    let why = match name(&line) {
                        Err(_) => Some(Skip::BadName),
                        Ok(n) => match members.iter().find(|m| same_name(m, &n)) {
                            Some(m) => Some(Skip::Taken { like: m.clone() }),
                            None => members.iter().find(|m| near(m, &n)).map(|m| Skip::Near { like: m.clone() }),
                        },
                    };
                    match why {
                        Some(why) => skipped.push(Skipped { line, why }),
                        None => {
                            members.push(line.clone());
                            added.push(line);
                        }
                    }
                }
                let undo = if added.is_empty() { None } else { undo };
                Ok((undo, Outcome::MembersAdded { added, skipped }))
            }
            C::Rename { from, to } => {
                let to = name(&to)?;
                if to == from {
                    return Ok((None, Outcome::Done));
                }
                if self.members.iter().flatten().any(|m| *m == to) || self.has_played(&to) {
                    return Err(ChangeError::NameTaken { name: to });
                }
                self.rename(&from, &to);
                check(self)?;
                Ok((Some(SeasonUndo::Renamed { from, to }), Outcome::Done))
            }
            C::SetInactive { name: n, inactive } => {
                let undo = self.members_undo();
                self.inactive.retain(|m| *m != n);
                if inactive {
                    self.inactive.push(n);
                }
                Ok((undo, Outcome::Done))
            }
            C::DeleteMember(n) => {
                if self.has_played(&n) {
                    return Err(ChangeError::HasPlayed { name: n });
                }
                // Their ticks go too: undo brings those back with them.
                let undo = self.whole();
                self.members.iter_mut().for_each(|m| m.retain(|x| *x != n));
                self.inactive.retain(|x| *x != n);
                for e in &mut self.evenings {
                    e.present.retain(|x| *x != n);
                }
                Ok((undo, Outcome::Done))
            }
            C::NewEvening { date } => {
                let d = date.to_string();
                if self.evening(&d).is_some() {
                    return Err(ChangeError::DateTaken { date: d });
                }
                self.evenings.push(EveningIn {
                    id: self.fresh_id(&d),
                    date: d.clone(),
                    present: Vec::new(),
                    draw: None,
                    cards_out: Vec::new(),
                    tables: Vec::new(),
                    waiting: Vec::new(),
                    removed: Vec::new(),
                });
                self.sort_evenings();
                Ok((Some(SeasonUndo::Evening { date: d, before: None }), Outcome::Done))
            }
            C::DeleteEvening { date } => {
                let d = date.to_string();
                let i = self.evenings.iter().position(|e| e.date == d).ok_or(ChangeError::NoEvening)?;
                let evening = self.evenings.remove(i);
                let undo = SeasonUndo::Evening { date: d, before: Some(evening.clone()) };
                Ok((Some(undo), Outcome::EveningDeleted { evening: Box::new(evening) }))
            }
            C::RestoreEvening(mut evening) => {
                let date = evening.date.clone();
                if self.evening(&date).is_some() {
                    return Err(ChangeError::DateTaken { date });
                }
                // Its id taken meanwhile (issue 49): a new one; its old
                // cards no longer reach it.
                if self.evenings.iter().any(|e| e.identity() == evening.identity()) {
                    evening.id = self.fresh_id(&date);
                }
                self.evenings.push(*evening);
                self.sort_evenings();
                check_evening(self, &date)?;
                Ok((Some(SeasonUndo::Evening { date: date.clone(), before: None }), Outcome::EveningRestored { date }))
            }
            C::Present { date, name: n, here } => {
                let ((), undo) = self.with_evening(&date, |e| {
                    e.present.retain(|p| *p != n);
                    if here {
                        e.present.push(n);
                    }
                    Ok(())
                })?;
                Ok((undo, Outcome::Done))
            }
            C::PresentMany { date, names } => {
                let ((), undo) = self.with_evening(&date, |e| {
                    for n in names {
                        if !e.present.contains(&n) {
                            e.present.push(n);
                        }
                    }
                    Ok(())
                })?;
                Ok((undo, Outcome::Done))
            }
            C::Guest { date, name: n } => {
                let n = name(&n)?;
                let ((), undo) = self.with_evening(&date, |e| {
                    if !e.present.contains(&n) {
                        e.present.push(n);
                    }
                    Ok(())
                })?;
                Ok((undo, Outcome::Done))
            }
            C::Draw { date, seed } => {
                // The season before this evening, read before it is changed (C14).
                let history = self.history_before(&date.to_string());
                let (quality, undo) = self.with_evening(&date, |e| draw_evening(e, &history, seed))?;
                Ok((undo, Outcome::Drawn { seed, quality }))
            }
            C::Swap { date, a, b } => {
                let ((), undo) = self.with_evening(&date, |e| {
                    let started = e.started();
                    let d = e.draw.as_mut().ok_or(ChangeError::NoEvening)?;
                    seating::swap(&mut d.tables, &a, &b, &started).map_err(ChangeError::Seating)
                })?;
                Ok((undo, Outcome::Done))
            }
            C::Move { date, name: n, table, picked } => {
                let ((), undo) = self.with_evening(&date, |e| {
                    let locked = if picked { e.tables.iter().filter_map(|t| t.table).collect() } else { e.started() };
                    let d = e.draw.as_mut().ok_or(ChangeError::NoEvening)?;
                    seating::move_to(&mut d.tables, &n, table, &locked).map_err(|err| match err {
                        SeatingError::Started { table } if picked => ChangeError::Seating(SeatingError::HasResult { table }),
                        err => ChangeError::Seating(err),
                    })
                })?;
                Ok((undo, Outcome::Done))
            }
            C::SeatAt { date, name: n, table } => {
                let ((), undo) = self.with_evening(&date, |e| {
                    let d = e.draw.as_mut().ok_or(ChangeError::NoEvening)?;
                    seating::seat_at(&mut d.tables, &n, table).map_err(ChangeError::Seating)
                })?;
                Ok((undo, Outcome::Seated { name: n, table }))
            }
            C::Unseat { date, name: n, picked } => {
                let (table, undo) = self.with_evening(&date, |e| {
                    let started = e.started();
                    no_result(e, &n)?;
                    let d = e.draw.as_mut().ok_or(ChangeError::NoEvening)?;
                    let table = seating::table_of(&d.tables, &n).unwrap_or(0);
                    seating::unseat(&mut d.tables, &n, &started, picked).map_err(ChangeError::Seating)?;
                    Ok(table)
                })?;
                Ok((undo, Outcome::LeftTable { name: n, table }))
            }
            C::Merge { date, name: n } => {
                let (table, undo) = self.with_evening(&date, |e| {
                    let started = e.started();
                    no_result(e, &n)?;
                    let d = e.draw.as_mut().ok_or(ChangeError::NoEvening)?;
                    let table = seating::table_of(&d.tables, &n).ok_or_else(|| SeatingError::NotSeated { player: n.clone() });
                    let table = table.map_err(ChangeError::Seating)?;
                    seating::merge(&mut d.tables, &n, &started).map_err(ChangeError::Seating)?;
                    // Its card no longer counts; none after it was out.
                    e.cards_out.retain(|&t| t != table);
                    Ok(table)
                })?;
                Ok((undo, Outcome::Merged { table }))
            }
            C::Replace { date, name: n, by } => {
                let (table, undo) = self.with_evening(&date, |e| {
                    if !e.present.contains(&by) {
                        return Err(ChangeError::Seating(SeatingError::NotPresent { player: by.clone() }));
                    }
                    no_result(e, &n)?;
                    let d = e.draw.as_mut().ok_or(ChangeError::NoEvening)?;
                    let table = seating::table_of(&d.tables, &n).unwrap_or(0);
                    seating::replace(&mut d.tables, &n, &by).map_err(ChangeError::Seating)?;
                    Ok(table)
                })?;
                Ok((undo, Outcome::Seated { name: by, table }))
            }
            C::CardOut { date, table } => {
                let e = self.evening(&date.to_string()).ok_or(ChangeError::NoEvening)?;
                let drawn = e.draw.as_ref().map_or(0, |d| d.tables.len() as u32);
                let out: Vec<u32> = match table {
                    Some(t) => vec![t],
                    None => (1..=drawn).collect(),
                };
                let new: Vec<u32> = out.into_iter().filter(|t| (1..=drawn).contains(t) && !e.cards_out.contains(t)).collect();
                if new.is_empty() {
                    return Ok((None, Outcome::Done));
                }
                let ((), undo) = self.with_evening(&date, |e| {
                    e.cards_out.extend(new);
                    crate::order::sort(&mut e.cards_out);
                    Ok(())
                })?;
                Ok((undo, if table.is_none() { Outcome::CardsPrinted } else { Outcome::Done }))
            }
            C::Result { date, result } => self.result(&date, result),
            C::TableResult(r) => self.table_result(*r, true),
            C::UnsignedResult(r) => self.table_result(*r, false),
            C::CorrectResult { date, result } => {
                let table = result.table.unwrap_or(0);
                self.check_result(&date, &result)?;
                let ((), undo) = self.with_evening(&date, |e| {
                    let slot = e.result_mut(table).ok_or(ChangeError::NoResult { table })?;
                    *slot = result;
                    Ok(())
                })?;
                Ok((undo, Outcome::ResultChanged { table }))
            }
            C::RemoveResult { date, table, at } => {
                let ((), undo) = self.with_evening(&date, |e| {
                    let k = e.tables.iter().position(|t| t.table == Some(table)).ok_or(ChangeError::NoResult { table })?;
                    // Issue 51: a game's print stays, so its link cannot
                    // bring it back (a typed result can be typed again).
                    if let Some(g) = e.tables.remove(k).game {
                        e.removed.push(RemovedIn { table, on: at, game: game_print(&g) });
                    }
                    Ok(())
                })?;
                Ok((undo, Outcome::ResultRemoved { table }))
            }
            C::ChooseResult { date, table, take_new } => {
                let ((), undo) = self.with_evening(&date, |e| {
                    let k = e.waiting.iter().position(|w| w.table == Some(table)).ok_or(ChangeError::NothingWaiting { table })?;
                    let new = e.waiting.remove(k);
                    if take_new {
                        e.tables.retain(|t| t.table != Some(table));
                        e.tables.push(new);
                        crate::order::sort_by_key(&mut e.tables, |t| t.table);
                    }
                    Ok(())
                })?;
                Ok((undo, if take_new { Outcome::ResultChanged { table } } else { Outcome::Done }))
            }
            C::SetUnfinished { date, table, unfinished } => {
                let ((), undo) = self.with_evening(&date, |e| {
                    let slot = e.result_mut(table).ok_or(ChangeError::NoResult { table })?;
                    slot.unfinished = unfinished;
                    Ok(())
                })?;
                Ok((undo, Outcome::Done))
            }
            C::Secure { secret } => {
                // Housekeeping: no step to take back (a key once on a card stays).
                self.secret.get_or_insert(secret);
                Ok((None, Outcome::Done))
            }
            C::Redate { from, to } => {
                if from == to {
                    return Ok((None, Outcome::Done));
                }
                let (from, to) = (from.to_string(), to.to_string());
                if self.evening(&to).is_some() {
                    return Err(ChangeError::DateTaken { date: to });
                }
                let e = self.evening_mut(&from).ok_or(ChangeError::NoEvening)?;
                let before = e.clone();
                // Issue 49: it keeps its id, so its cards still reach it.
                e.id.get_or_insert(from.clone());
                e.date = to.clone();
                if e.id.as_ref() == Some(&e.date) {
                    e.id = None;
                }
                self.sort_evenings();
                check(self)?;
                Ok((Some(SeasonUndo::Redated { from, to: to.clone(), before: Box::new(before) }), Outcome::Redated { date: to }))
            }
            C::Withdraw { name, seed } => {
                let undo = self.whole();
                let from = tournament::withdraw(self, &name, seed).map_err(ChangeError::Tournament)?;
                check(self)?;
                Ok((undo, Outcome::Redrawn { from }))
            }
            C::LateEntry { entrant, seed } => {
                let undo = self.whole();
                let from = tournament::late_entry(self, entrant, seed).map_err(ChangeError::Tournament)?;
                check(self)?;
                Ok((undo, Outcome::Redrawn { from }))
            }
            C::Penalty(p) => {
                let undo = self.whole();
                let m = self.tournament.as_mut().ok_or(ChangeError::Tournament(tournament::ChangeError::NotTournament))?;
                let player = p.player.clone();
                m.penalties.push(p);
                check(self)?;
                Ok((undo, Outcome::Penalty { player, given: true }))
            }
            C::RemovePenalty(i) => {
                let undo = self.whole();
                let m = self.tournament.as_mut().ok_or(ChangeError::Tournament(tournament::ChangeError::NotTournament))?;
                if i >= m.penalties.len() {
                    return Ok((None, Outcome::Done));
                }
                let p = m.penalties.remove(i);
                Ok((undo, Outcome::Penalty { player: p.player, given: false }))
            }
            C::Registration { name, ema, country } => {
                let undo = self.whole();
                tournament::register(self, &name, ema, country).map_err(ChangeError::Tournament)?;
                check(self)?;
                Ok((undo, Outcome::Done))
            }
            C::EmaInfo(info) => {
                let undo = self.whole();
                tournament::set_ema_info(self, info).map_err(ChangeError::Tournament)?;
                Ok((undo, Outcome::Done))
            }
            C::Reinstate { name, seed } => {
                let undo = self.whole();
                let from = tournament::reinstate(self, &name, seed).map_err(ChangeError::Tournament)?;
                check(self)?;
                Ok((undo, Outcome::Redrawn { from }))
            }
            C::StartRound { round, at } => {
                let undo = self.whole();
                tournament::start_round(self, round, at).map_err(ChangeError::Tournament)?;
                Ok((undo, Outcome::Done))
            }
            C::RoundLength(minutes) => {
                let undo = self.whole();
                tournament::round_length(self, minutes).map_err(ChangeError::Tournament)?;
                Ok((undo, Outcome::Done))
            }
        }
    }

    /// A table's result from its phone (issues 31, 32, 49, 51): under the
    /// season's rule set, for the evening its card names, signed with
    /// that table's key (`signed`; else the organiser chose to take it
    /// unsigned), not one removed; then a result as any.
    fn table_result(&mut self, r: SignedResult, signed: bool) -> Result<Done, ChangeError> {
        let table = r.at.table;
        if r.game.rules != self.rules {
            return Err(ChangeError::OtherRules { table, game: r.game.rules, season: self.rules });
        }
        // Issue 49: the evening its card names, wherever it moved.
        let e = self.evening_of(&r.at).ok_or(ChangeError::NoEvening)?;
        let date = e.date.parse().map_err(|_| ChangeError::NoEvening)?;
        // Issue 51: never taken unsigned but by the organiser's choice
        // (`signed` false), nor where the season cannot check it.
        if signed && (r.mac.is_none() || self.secret.is_none()) {
            return Err(ChangeError::Unsigned { table });
        }
        if let Some(secret) = self.secret.as_ref().filter(|_| signed) {
            let drawn = e.draw.as_ref().and_then(|d| d.table(table)).ok_or(ChangeError::NoTable { table })?;
            let key = table_key(secret, e.identity(), table, drawn);
            // Issue 49: a changed tile as a changed score.
            if !r.verify(&key) || !r.verify_tiles(&key) {
                // Seated as drawn now: changed after it was sent;
                // else its card is of an earlier draw.
                return Err(if r.game.names == *drawn { ChangeError::Changed { table } } else { ChangeError::EarlierDraw { table } });
            }
        }
        // Issue 51: the phone's own signature, where it has one.
        if !r.verify_phone() {
            return Err(ChangeError::Changed { table });
        }
        // Issue 51: a removed result stays removed.
        let print = game_print(&r.game);
        if let Some(gone) = e.removed.iter().find(|x| x.table == table && x.game == print) {
            return Err(ChangeError::Removed { table, on: gone.on.clone() });
        }
        let phone = r.phone.map(|p| p.phone());
        self.result(&date, TableIn { table: Some(table), game: Some(r.game), phone, ..TableIn::default() })
    }

    /// A table's result (ruling C1): checked, then kept. The same result
    /// again, by any route ([`super::same_result`]), changes nothing;
    /// another for a table that has one waits for the organiser's choice.
    fn result(&mut self, date: &Date, mut result: TableIn) -> Result<Done, ChangeError> {
        let table = result.table.unwrap_or(0);
        self.check_result(date, &result)?;
        let e = self.evening(&date.to_string()).ok_or(ChangeError::NoEvening)?;
        let kept = result.table.and_then(|k| e.result(k)).cloned();
        result.table.get_or_insert(table);
        match kept {
            Some(k) if k == result || super::same_result(&k, &result, self.rules) => Ok((None, Outcome::SameResult { table })),
            // Issue 51: it waits in the season, the same one once.
            Some(kept)
                if e.waiting.iter().any(|w| w.table == Some(table) && (*w == result || super::same_result(w, &result, self.rules))) =>
            {
                Ok((None, Outcome::Conflict { date: date.to_string(), table, kept: Box::new(kept), new: Box::new(result) }))
            }
            Some(kept) => {
                let new = Box::new(result.clone());
                let ((), undo) = self.with_evening(date, |e| {
                    e.waiting.retain(|w| w.table != Some(table));
                    e.waiting.push(result);
                    crate::order::sort_by_key(&mut e.waiting, |t| t.table);
                    Ok(())
                })?;
                Ok((undo, Outcome::Conflict { date: date.to_string(), table, kept: Box::new(kept), new }))
            }
            None => {
                let ((), undo) = self.with_evening(date, |e| {
                    e.tables.push(result);
                    crate::order::sort_by_key(&mut e.tables, |t| t.table);
                    Ok(())
                })?;
                Ok((undo, Outcome::ResultIn { table }))
            }
        }
    }

    /// A result as the season can take it (C1, C2, C21): a game that
    /// replays and whose hands entered with tiles score what their tiles
    /// score, typed numbers a table gives under the season's rule set,
    /// and the players of the drawn table.
    pub fn check_result(&self, date: &Date, result: &TableIn) -> Result<(), ChangeError> {
        let table = result.table.unwrap_or(0);
        match &result.game {
            Some(g) => {
                check_game(g).map_err(|error| ChangeError::Game { table, error, names: g.names.clone() })?;
                // A rack with a fifth 4 bamboo is no hand (issue 49).
                if let Some((hand, tile, count)) = crate::json::table_hand::too_many_tiles(g) {
                    return Err(ChangeError::TooManyTiles { table, hand, tile, count });
                }
                // C21: a hand entered with tiles scores what its tiles score.
                if let Some(hand) = tiles_disagree(g) {
                    return Err(ChangeError::TilesDisagree { table, hand });
                }
            }
            None => check_typed(&result.typed_results(), self.rules).map_err(|error| ChangeError::Typed { table, error })?,
        }
        // Issue 51: the phone a result names is a phone.
        if result.phone.as_ref().is_some_and(|p| !p.is_valid()) {
            return Err(ChangeError::BadPhone { table });
        }
        let e = self.evening(&date.to_string()).ok_or(ChangeError::NoEvening)?;
        // C1; a drawn evening's result names its table.
        if e.draw.is_some() && result.table.is_none() {
            return Err(ChangeError::NoTable { table });
        }
        e.check_drawn(result).map_err(|n| match n {
            NotDrawn::NoTable { .. } => ChangeError::NoTable { table },
            NotDrawn::WrongPlayers { .. } => ChangeError::WrongPlayers { table },
        })
    }
}

/// Draws the evening's tables from the season before it (C13-C16, C20):
/// the started tables stay as they are, everyone else present is drawn
/// anew; cards handed out for tables drawn again are void.
fn draw_evening(e: &mut EveningIn, history: &[Vec<Vec<String>>], seed: u64) -> Result<Quality, ChangeError> {
    let started = e.started();
    let old = e.draw.as_ref().map(|d| d.tables.clone()).unwrap_or_default();
    let (tables, quality) = seating::redraw(&old, &started, &e.present, history, seed).map_err(|err| match err {
        SeatingError::Draw(DrawError::TooFew { players }) => ChangeError::TooFew { players },
        SeatingError::Draw(DrawError::Left { left }) => ChangeError::TooFew { players: left },
        other => ChangeError::Seating(other),
    })?;
    e.cards_out.retain(|t| started.contains(t));
    e.draw = Some(DrawnIn { seed, tables });
    Ok(quality)
}

#[cfg(test)]
mod tests;
