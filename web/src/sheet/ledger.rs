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
/// kept, so a long history stays small in the store.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub enum Undo {
    /// The game at `at` changed as a whole: a newer version of it taken
    /// over (issue 35); also the undo of earlier versions, still read from
    /// their stores.
    Changed { at: usize, before: StoredGame },
    /// A hand was recorded at the end of the game at `at`.
    HandAdded { at: usize },
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
}

/// One step of the sheet's history, with the game that was open before it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UndoStep {
    pub undo: Undo,
    pub current: Option<usize>,
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
    /// the last one left (issue 35).
    pub notices: u32,
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
    /// same game is on this device already, that one opened.
    Adopt {
        game: GameLine,
        id: String,
        created: Timestamp,
    },
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
    /// Takes the last change back; a game it removes goes to the bin at `at`.
    Undo {
        at: Timestamp,
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
        !matches!(action, LedgerAction::LinkBroken | LedgerAction::FileTooLarge { .. })
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
        (next.error, next.notice) = (self.error.take(), self.notice.take());
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

    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// Applies one change of the player's; a refusal leaves the games as
    /// they were.
    pub fn apply(&mut self, action: LedgerAction) {
        persisted::apply(self, Persist::Do(action));
    }

    /// Empties the bin of what was deleted before `cutoff`; whether
    /// anything went.
    fn purge(&mut self, cutoff: crate::time::Timestamp) -> bool {
        let before = (self.bin.len(), self.history.len());
        self.bin.retain(|d| d.deleted >= cutoff);
        // Undo cannot bring back what the bin no longer holds.
        let bin = &self.bin;
        self.history.retain(|s| !matches!(&s.undo, Undo::Deleted { id, .. } if !bin.iter().any(|d| &d.game.id == id)));
        (self.bin.len(), self.history.len()) != before
    }

    fn apply_change(&mut self, action: LedgerAction) {
        // Emptying the bin is housekeeping: what the player was just told stays.
        if !matches!(action, LedgerAction::Purge { .. }) {
            self.error = None;
            self.notice = None;
        }
        let before = (self.games.clone(), self.current, self.bin.clone());
        let current = self.current;
        let result = match action {
            LedgerAction::Undo { at } => {
                self.undo(at);
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
            LedgerAction::Purge { cutoff } => {
                self.purge(cutoff);
                return;
            }
            LedgerAction::New { setup, id, created } => self.new_game(setup, id, created),
            // A hand after the last round fails the replay (GameOver).
            LedgerAction::Record(h) => {
                let draw = h.winner.is_none();
                self.change(|s, at| {
                    s.hands.push(h);
                    Ok(Some(Undo::HandAdded { at }))
                })
                .inspect(|_| self.notice = self.game().map(|g| Notice::HandSaved { hand: g.hands.len(), draw }))
            }
            LedgerAction::Edit(i, h) => {
                let mut changes = Vec::new();
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
            LedgerAction::DeleteHand(i) => self
                .change(|s, at| Ok((i < s.hands.len()).then(|| Undo::HandDeleted { at, index: i, hand: s.hands.remove(i) })))
                .inspect(|_| self.notice = Some(Notice::HandDeleted { hand: i + 1 })),
            LedgerAction::DeleteGame { index, at } if index < self.games.len() => {
                let game = self.games.remove(index);
                self.current = match self.current {
                    Some(c) if c == index => None,
                    Some(c) if c > index => Some(c - 1),
                    c => c,
                };
                self.notice = Some(Notice::GameDeleted { names: game.game.names.join(", ") });
                let id = game.id.clone();
                self.bin.push(DeletedGame { game, deleted: at });
                Ok(Some(Undo::Deleted { at: index, id }))
            }
            LedgerAction::Restore(i) if i < self.bin.len() => {
                let d = self.bin.remove(i);
                self.notice = Some(Notice::GameRestored { names: d.game.game.names.join(", ") });
                self.games.push(d.game);
                self.current = Some(self.games.len() - 1);
                Ok(Some(Undo::Restored { at: self.games.len() - 1, deleted: d.deleted }))
            }
            LedgerAction::Import { text, id, created } => self.import(&text, id, created),
            LedgerAction::Adopt { game, id, created } => {
                if let Some(i) = self.games.iter().position(|g| g.game == game) {
                    self.current = Some(i);
                    self.notice = Some(Notice::AlreadyHere { names: game.names.join(", ") });
                    Ok(None)
                } else if let Some(i) = self.games.iter().position(|g| continues(&g.game, &game)) {
                    // A newer version of a game this phone has (the same
                    // table, more hands): that game is brought up to date,
                    // never copied (issue 35).
                    self.play_on(i, game)
                } else {
                    self.notice = Some(Notice::GameAdopted { names: game.names.join(", ") });
                    self.add(StoredGame { id, created: Some(created), game, club: None })
                }
            }
            // A card is its table in one draw: the same table and players
            // open the game kept for it; a card of a new draw for the same
            // table (other players or seats) starts a new game, and the
            // old one goes into the bin (C20).
            LedgerAction::FromCard { card, id, created } => {
                // The table, whatever its key: a new draw's card has another.
                let same_table = |g: &StoredGame| g.club.as_ref().is_some_and(|at| at.same_table(&card.at));
                match self.games.iter().position(|g| same_table(g) && g.game.names == card.names) {
                    Some(i) => {
                        self.current = Some(i);
                        self.notice = Some(Notice::AlreadyHere { names: card.names.join(", ") });
                        Ok(None)
                    }
                    None => {
                        let old = self.games.iter().position(same_table);
                        if let Some(i) = old {
                            let game = self.games.remove(i);
                            self.bin.push(DeletedGame { game, deleted: created.clone() });
                        }
                        let table = card.at.table;
                        let names = card.names.join(", ");
                        let added = self.add(StoredGame { id, created: Some(created), game: card.game(), club: Some(card.at) });
                        self.notice = Some(if old.is_some() { Notice::NewCard { table } } else { Notice::GameAdopted { names } });
                        added
                    }
                }
            }
            LedgerAction::LinkBroken => Err(LedgerError::BadLink),
            LedgerAction::FileTooLarge { bytes } => Err(LedgerError::FileTooLarge { bytes }),
            LedgerAction::Open(_) | LedgerAction::DeleteGame { .. } | LedgerAction::Restore(_) => Ok(None),
        };
        match result {
            Ok(Some(undo)) => {
                self.history.push(UndoStep { undo, current });
                if self.history.len() > HISTORY {
                    self.history.remove(0);
                }
            }
            Ok(None) => {}
            Err(e) => {
                (self.games, self.current, self.bin) = before;
                self.notice = None;
                self.error = Some(e);
            }
        }
        if self.notice.is_some() {
            self.notices = self.notices.wrapping_add(1);
        }
    }

    /// Takes the last change back. A step that no longer fits the games, or
    /// whose game would not replay after it (a damaged store), is dropped
    /// and the games stay as they are.
    fn undo(&mut self, now: Timestamp) {
        let Some(step) = self.history.pop() else { return };
        match step.undo {
            // Issue 32 (F7): an old step's game is checked as a new change
            // is; one that would not replay changes nothing and says so.
            Undo::Changed { at, before } if at < self.games.len() => {
                if check(&before.game).is_err() {
                    self.error = Some(LedgerError::UndoRefused);
                    return;
                }
                self.games[at] = before;
            }
            Undo::HandAdded { at } | Undo::HandChanged { at, .. } | Undo::HandDeleted { at, .. } if at < self.games.len() => {
                let kept = self.games[at].game.hands.clone();
                let list = &mut self.games[at].game.hands;
                let fits = match step.undo {
                    Undo::HandAdded { .. } => list.pop().is_some(),
                    Undo::HandChanged { index, before, .. } => list.get_mut(index).map(|h| *h = before).is_some(),
                    Undo::HandDeleted { index, hand, .. } => (index <= list.len()).then(|| list.insert(index, hand)).is_some(),
                    _ => false,
                };
                if !fits || check(&self.games[at].game).is_err() {
                    self.games[at].game.hands = kept;
                    self.error = Some(LedgerError::UndoRefused);
                    return;
                }
            }
            // Issue 20: no undo removes a game without it going to the bin
            // (an adopted or imported game may hold an evening).
            Undo::Added { at } if at < self.games.len() => {
                let game = self.games.remove(at);
                self.notice = Some(Notice::GameDeleted { names: game.game.names.join(", ") });
                self.bin.push(DeletedGame { game, deleted: now });
            }
            Undo::Deleted { at, id } => {
                if let Some(k) = self.bin.iter().position(|d| d.game.id == id) {
                    let d = self.bin.remove(k);
                    self.games.insert(at.min(self.games.len()), d.game);
                }
            }
            Undo::Restored { at, deleted } if at < self.games.len() => {
                let game = self.games.remove(at);
                self.bin.push(DeletedGame { game, deleted });
            }
            // A step that no longer fits the games (a damaged store) is dropped.
            _ => {}
        }
        self.current = step.current.filter(|&c| c < self.games.len());
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

    /// A new game at the end of the list, opened: names no longer than a
    /// name on the new-game form (a file or a link may hold any text).
    /// Game `i`, which `game` continues, brought up to date: its time and
    /// table stay, its hands are the newer game's.
    fn play_on(&mut self, i: usize, game: GameLine) -> Result<Option<Undo>, LedgerError> {
        check(&game)?;
        let hands = game.hands.len() - self.games[i].game.hands.len();
        let names = game.names.join(", ");
        let before = self.games[i].clone();
        self.games[i].game = game;
        self.current = Some(i);
        self.notice = Some(Notice::HandsAdded { names, hands });
        Ok(Some(Undo::Changed { at: i, before }))
    }

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
    newer.hands.len() > older.hands.len()
        && newer.hands.starts_with(&older.hands)
        && GameLine { hands: older.hands.clone(), ..newer.clone() } == *older
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
        LedgerAction::Undo { at: crate::time::at("2026-11-26T23:00:00.000Z") }
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
            l.apply(LedgerAction::Adopt { game: game.clone(), id: "g9".into(), created: crate::time::at("2026-11-26T20:00:00.000Z") })
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
        assert_eq!(super::super::text::undo_label(Lang::Nl, n), "Hand 1 terugzetten");
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
        l.apply(LedgerAction::Adopt { game: newer.clone(), id: "g9".into(), created: crate::time::at("2026-11-26T23:00:00.000Z") });
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
        l.apply(LedgerAction::Adopt { game: other, id: "g10".into(), created: crate::time::at("2026-11-26T23:05:00.000Z") });
        assert_eq!(l.games.len(), 2);
        assert_eq!(l.games[0], kept);
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
        assert!(!l.can_undo());
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
        assert_eq!(two_hundred - hundred, 100 * draw, "100 more hands add 100 hands, nothing else");
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
        l.history.push(UndoStep { undo: Undo::HandChanged { at: 0, index: 0, before: won(&[0, 5000, 0, 0], 1) }, current: Some(0) });
        l.history.push(UndoStep { undo: Undo::HandDeleted { at: 0, index: 9, hand: GameHand::draw(4) }, current: Some(0) });
        l.apply(undo());
        l.apply(undo());
        assert_eq!(l.game().unwrap().hands.len(), 1);
        assert_eq!(l.game().unwrap().replay().unwrap().totals, [24, 384, -244, -164]);
        // The store of an earlier version, whose undo kept a copy of the game,
        // still undoes.
        let before = l.games[0].clone();
        l.apply(LedgerAction::Record(GameHand::draw(4)));
        l.history.pop();
        l.history.push(UndoStep { undo: Undo::Changed { at: 0, before: before.clone() }, current: Some(0) });
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
        back.history.push(UndoStep { undo: Undo::Changed { at: 0, before: bad }, current: Some(0) });
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
        l.apply(LedgerAction::Adopt { game: shared.clone(), id: "g3".into(), created: crate::time::at("2026-11-26T20:00:00.000Z") });
        assert_eq!((l.error.clone(), l.games.len()), (Some(LedgerError::NameTooLong { player: 2 }), 1));
        shared.names[2] = "C".repeat(24);
        l.apply(LedgerAction::Adopt { game: shared, id: "g3".into(), created: crate::time::at("2026-11-26T20:00:00.000Z") });
        assert_eq!((l.error.clone(), l.games.len()), (None, 2));
    }

    /// C20: a card is its table in one draw. The same card again opens
    /// its game; a new card for table 2 (another draw) starts a new game
    /// and puts the old one in the bin.
    #[test]
    fn a_new_card_for_the_same_table_is_a_new_game() {
        use crate::card::{TableCard, TableRef};
        let at = TableRef { season: "Competitie".into(), id: None, date: "2026-09-01".into(), table: 2, key: None };
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
