//! The calculator's state and every user intent as an [`Action`]
//! (`impl Reducible`, as yew's function_todomvc). Holds no scoring rule:
//! what the engine says about the table is `results`.

use std::rc::Rc;

use mahjong_core::hand::Setup;
use mahjong_core::tile::{Tile, Wind};
use mahjong_core::{RuleSet, Scoring, Variant};
use yew::Reducible;

use super::rack::{HandEntry, RackAction, RackContext};
use super::result::PlayerResult;
use super::seats::{Entry, GameSeats, Player};
use super::situation::{Circ, Situation};
use crate::i18n::{Lang, Msg};

/// What undo restores.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Snapshot {
    players: [Player; 4],
    winner: Option<usize>,
    situation: Situation,
}

/// The whole calculator. Players are the seats of this hand: index 0 is
/// East (Oost), then South, West, North; with three players North is empty.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct State {
    /// The rule set with its options, or MCR 2006.
    pub scoring: Scoring,
    pub lang: Lang,
    pub round_wind: Tile,
    pub players: [Player; 4],
    /// Whose hand the rack shows.
    pub active: usize,
    pub winner: Option<usize>,
    /// How the winner's winning tile came.
    pub situation: Situation,
    /// The last refusal, shown until the next action.
    pub message: Option<Msg>,
    /// Seats at the table: 4, or 3 in a three-player game (ruling 22).
    pub seats: usize,
    /// Set while entering a hand of a game on the score sheet.
    pub game: Option<GameSeats>,
    history: Vec<Snapshot>,
    /// A side calculation during a game: the game's table, kept aside
    /// until the player goes back to it.
    pub aside: Option<Box<State>>,
    /// A saved hand reopened with its tiles to change it: its index on the
    /// sheet (issue 35). Saving replaces that hand.
    pub editing: Option<usize>,
    /// The reopened hand as it was opened, so leaving it with a change
    /// asks first (issue 47).
    edit_base: Option<Box<Snapshot>>,
    /// An example of the rules, tried here: another example replaces it,
    /// and "Terug" goes to the table the player came from (issue 47).
    pub example: bool,
    /// The seat whose score is being typed on the number pad: until the
    /// player leaves the field (the pad's Volgende or Klaar, or any other
    /// tap), the number counts for nothing, so a prefix ("2" of "20")
    /// never settles the hand (issue 47).
    pub typing: Option<usize>,
    /// What the engine said of each seat after the last action
    /// (`results`): a function of the fields above.
    pub(super) scored: [PlayerResult; 4],
}

impl Default for State {
    fn default() -> State {
        State {
            scoring: Scoring::default(),
            lang: Lang::Nl,
            round_wind: Wind::East.tile(),
            players: Default::default(),
            active: 0,
            winner: None,
            situation: Situation::default(),
            message: None,
            seats: 4,
            game: None,
            history: Vec::new(),
            aside: None,
            editing: None,
            edit_base: None,
            example: false,
            typing: None,
            scored: Default::default(),
        }
    }
}

/// Every user intent.
#[derive(Clone, PartialEq, Debug)]
pub enum Action {
    /// A tap on the shown player's rack (or a tile put there by a link).
    Rack(RackAction),
    /// The table as it was when its hand was saved, back after the save
    /// was undone on the sheet (issue 20): racks, winner and how it came.
    Restore(Box<State>),
    /// A tap on a palette tile: onto the shown rack; the tap that
    /// completes the rack hands it to the seat the hint names next.
    Tap(Tile),
    Undo,
    SetActive(usize),
    SetWinner(Option<usize>),
    ToggleDead(usize),
    /// Switch a player between entering the hand and typing a score.
    SetTypedMode(usize, bool),
    /// The typed score, as typed.
    SetTyped(usize, String),
    /// A tap on a typed score's field: the number pad comes up for it,
    /// also in a hand that settled or was reopened (issue 47).
    EditTyped(usize),
    /// The pad's "Klaar": the typed number stands.
    TypedDone,
    /// The pad's "Volgende": the typed number stands, and the next seat
    /// that still needs a score is typed (or its rack shown).
    TypeNext,
    /// "Nee, alles dicht": this seat laid no set open (issue 47).
    AllConcealed(usize),
    SetRules(Variant),
    SetLang(Lang),
    SetRoundWind(Tile),
    SetCircumstance(Circ, bool),
    /// The winning tile came from a discard: clears the self-drawn ways.
    SetDiscard,
    /// A whole hand in the one-line text form (tests and links).
    LoadHand(usize, String),
    /// The score sheet's next hand (or none): rules, round and seats.
    JoinGame(Option<GameSeats>),
    /// An empty table: the hand went onto the sheet, or "Nieuwe hand".
    NextHand,
    /// A game just started (issue 35: "Nieuw spel", a table card, a shared
    /// game's link): its first hand starts on empty racks, whatever was on
    /// the table; a side calculation that was showing closes, so it never
    /// becomes the game's first hand (undo brings the racks back).
    NewGame,
    /// Calculate aside during a game (`true`), or go back to the game's
    /// hand as it was (`false`).
    SideCalculation(bool),
    /// MCR: the seat that discarded the winning tile, or none.
    SetDiscarder(Option<usize>),
    /// The rule set with a club's options (flowers, chips), as a link or
    /// an example of the rules asks.
    SetScoring(Scoring),
    /// A whole table to open (an example of the rules, as a hand link): it
    /// replaces the table; during a game it opens aside, so the game's hand
    /// waits.
    Open(Box<State>),
    /// A saved hand's table, opened aside to change the hand at this index
    /// of the open game (issue 35).
    EditHand(Box<State>, usize),
    /// A hand link that does not open: said until the next action.
    LinkBroken,
}

impl Action {
    /// Actions that change no hand and are not undone.
    fn keeps_history(&self) -> bool {
        matches!(
            self,
            Action::Undo
                | Action::Restore(_)
                | Action::EditHand(..)
                | Action::SideCalculation(_)
                | Action::SetActive(_)
                | Action::SetLang(_)
                | Action::Rack(RackAction::ToggleSelect(_))
                | Action::SetRules(_)
                | Action::SetScoring(_)
                | Action::SetRoundWind(_)
                | Action::JoinGame(_)
        )
    }
}

impl Reducible for State {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        s.apply(action);
        Rc::new(s)
    }
}

impl State {
    /// Whether seat `i` still needs something before the hand settles.
    fn needs(&self, i: usize) -> bool {
        self.seat_step(i, self.result(i)).is_some()
    }

    pub fn with_lang(lang: Lang) -> State {
        let mut s = State { lang, ..State::default() };
        s.rescore(None);
        s
    }

    /// Applies one action; refusals leave the state as it was and set `message`.
    pub fn apply(&mut self, action: Action) {
        // The sheet's seats arrive on their own, not from a tap: a message
        // such as a broken link stays.
        if !matches!(action, Action::JoinGame(_)) {
            self.message = None;
        }
        // Leaving a typed field ends its typing: every action but typing
        // into it (issue 47). The sheet's seats and the language leave it.
        let stays = match &action {
            Action::SetTyped(i, _) | Action::EditTyped(i) => self.typing == Some(*i),
            Action::SetTypedMode(i, on) => *on && self.typing == Some(*i),
            Action::SetLang(_) | Action::JoinGame(_) => true,
            _ => false,
        };
        if !stays {
            self.typing = None;
        }
        let before = self.snapshot();
        let keeps_history = action.keeps_history();
        match action {
            Action::Tap(t) => {
                let was_needed = self.needs(self.active);
                self.apply_to_rack(RackAction::AddTile(t));
                // A tap changes one rack at most: that seat is scored again,
                // once (a message may come with a change, so always).
                self.rescore(Some(self.active));
                if was_needed && self.message.is_none() {
                    self.follow_the_hint();
                }
            }
            // The rack tools never move the rack: the winner's rack stays
            // after its winning tile, for how the tile came (issue 35).
            Action::Rack(r) => {
                self.apply_to_rack(r);
                // A set laid open answers "Liggen er sets open?" (issue 47).
                if matches!(r, RackAction::ToggleOpen(_)) && self.message.is_none() {
                    self.players[self.active].sets_said = true;
                }
                self.rescore(Some(self.active));
            }
            // "Nee, alles dicht" completes the shown rack: the rack moves
            // on with the line, as a last tile does.
            Action::AllConcealed(i) if i == self.active => {
                let was_needed = self.needs(i);
                self.apply_to_table(Action::AllConcealed(i));
                if was_needed {
                    self.follow_the_hint();
                }
            }
            Action::ToggleDead(i) if i == self.active => {
                let was_needed = self.needs(i);
                self.apply_to_table(Action::ToggleDead(i));
                self.rescore(None);
                if was_needed && self.message.is_none() {
                    self.follow_the_hint();
                }
            }
            // Which seat is shown, and the language, score nothing.
            a @ (Action::SetActive(_) | Action::SetLang(_)) => self.apply_to_table(a),
            other => {
                self.apply_to_table(other);
                self.rescore(None);
            }
        }
        if self.message.is_none() && !keeps_history && self.snapshot() != before {
            self.history.push(before);
            if self.history.len() > 100 {
                self.history.remove(0);
            }
        }
    }

    fn apply_to_table(&mut self, action: Action) {
        match action {
            Action::Undo => {
                if let Some(snap) = self.history.pop() {
                    self.players = snap.players;
                    self.winner = snap.winner;
                    self.situation = snap.situation;
                    // A tile comes back unselected (issue 47): the next
                    // Verwijder never takes it again unasked.
                    unselect(&mut self.players);
                }
            }
            Action::SetActive(i) if i < self.seats => {
                self.active = i;
                // A typed seat with nothing typed yet: the pad again (a tap
                // on the seat leaves a number typed, which then counts).
                if matches!(&self.players[i].entry, Entry::Typed(t) if t.trim().is_empty()) {
                    self.typing = Some(i);
                }
            }
            Action::SetLang(l) => self.lang = l,
            // The sheet fixes the rules and the round of a game's hand.
            Action::SetRules(_) | Action::SetScoring(_) | Action::SetRoundWind(_) if self.game.is_some() => {}
            // The game's seats belong to the game's table, even while aside.
            Action::JoinGame(g) if self.aside.is_some() => {
                if let Some(a) = &mut self.aside {
                    a.apply(Action::JoinGame(g));
                }
            }
            Action::JoinGame(g) => self.join_game(g),
            a @ (Action::SideCalculation(_) | Action::NewGame) => self.open_table(a),
            Action::NextHand => {
                self.players = Default::default();
                self.winner = None;
                self.situation = Situation::default();
                self.active = 0;
                self.example = false;
            }
            Action::SetRules(v) => {
                self.scoring = v.scoring();
                if !self.scoring.green_dragon_round() && !self.round_wind.is_wind() {
                    self.round_wind = Wind::East.tile();
                }
                if v.is_mcr() {
                    self.enter_mcr();
                }
                if !self.flowers_played() {
                    for p in &mut self.players {
                        if let Entry::Hand(h) = &mut p.entry {
                            h.flowers.clear();
                        }
                    }
                }
            }
            Action::SetScoring(scoring) => {
                self.apply_to_table(Action::SetRules(scoring.variant()));
                self.scoring = scoring;
            }
            Action::SetRoundWind(t) => self.round_wind = t,
            Action::SetWinner(w) => {
                self.winner = w.filter(|&i| i < self.seats);
                if let Some(i) = self.winner {
                    self.players[i].dead = false;
                    // MJ brings the winner's rack (issue 20): the winning
                    // tile and how it came are theirs to set next.
                    self.active = i;
                }
                self.situation = Situation::default();
            }
            Action::SetDiscarder(d) => match d {
                Some(i) if Some(i) == self.winner => self.message = Some(Msg::DiscarderIsWinner),
                Some(i) if i >= self.seats => {}
                _ => {
                    self.situation.discarder = d;
                    // A discarder means the tile came from the table.
                    if d.is_some() {
                        self.situation.from_table();
                    }
                }
            },
            // The engine says whether the rule set has dead hands.
            Action::ToggleDead(_) if !self.scoring.dead_hands() => {}
            Action::ToggleDead(i) if i < 4 => {
                if self.winner == Some(i) {
                    // Said at the winner's rack, not the rack that was shown (issue 20).
                    self.active = i;
                    self.message = Some(Msg::WinnerCannotBeDead);
                } else {
                    self.players[i].dead = !self.players[i].dead;
                }
            }
            a @ (Action::SetTypedMode(..) | Action::SetTyped(..) | Action::EditTyped(_) | Action::TypedDone | Action::TypeNext) => {
                self.apply_typed(a)
            }
            Action::AllConcealed(i) if i < self.seats => self.players[i].sets_said = true,
            Action::SetCircumstance(c, on) => self.situation.set(c, on),
            Action::SetDiscard => self.situation.from_table(),
            a @ (Action::Open(_) | Action::EditHand(..) | Action::Restore(_)) => self.open_table(a),
            Action::LinkBroken => self.message = Some(Msg::BadLink),
            Action::LoadHand(i, text) if i < 4 => match text.parse::<Setup>() {
                Ok(setup) => match HandEntry::from_setup(&setup) {
                    Ok(h) => {
                        self.players[i].entry = Entry::Hand(h);
                        if setup.winning_tile.is_some() {
                            self.winner = Some(i);
                        }
                    }
                    Err(m) => self.message = Some(m),
                },
                Err(_) => self.message = Some(Msg::BadLink),
            },
            _ => {}
        }
    }

    /// A typed score: the field, the pad's "Volgende" and "Klaar".
    fn apply_typed(&mut self, action: Action) {
        match action {
            // The seat typed for is the shown one: the line, the row and
            // the number pad name it (issue 35).
            Action::SetTypedMode(i, typed) if i < self.seats => {
                self.players[i].entry = if typed { Entry::Typed(String::new()) } else { Entry::Hand(HandEntry::default()) };
                self.active = i;
                self.typing = typed.then_some(i);
            }
            Action::SetTyped(i, text) if i < self.seats => {
                self.players[i].entry = Entry::Typed(text);
                self.active = i;
                self.typing = Some(i);
            }
            Action::EditTyped(i) if i < self.seats && matches!(self.players[i].entry, Entry::Typed(_)) => {
                self.active = i;
                self.typing = Some(i);
            }
            // Leaving the field is all "Klaar" does (above).
            Action::TypedDone => {}
            Action::TypeNext => {
                if let Some(n) = self.pad_next() {
                    self.active = n;
                    match &self.players[n].entry {
                        Entry::Typed(_) => self.typing = Some(n),
                        // An empty rack is typed too, as the seats before it.
                        Entry::Hand(h) if h.is_empty() && !self.players[n].dead => {
                            self.players[n].entry = Entry::Typed(String::new());
                            self.typing = Some(n);
                        }
                        Entry::Hand(_) => {}
                    }
                }
            }
            _ => {}
        }
    }

    /// Another table on the calculator: a side calculation, a new game's
    /// first hand, an example, a saved hand reopened, a save undone.
    fn open_table(&mut self, action: Action) {
        match action {
            Action::SideCalculation(true) if self.aside.is_none() && self.game.is_some() => {
                let game_table = std::mem::replace(self, State::with_lang(self.lang));
                self.aside = Some(Box::new(game_table));
            }
            Action::SideCalculation(false) => {
                if let Some(game_table) = self.aside.take() {
                    let lang = self.lang;
                    *self = *game_table;
                    self.lang = lang;
                }
            }
            Action::NewGame => {
                // Every table waiting aside (an example over a reopened
                // hand over the game's): the bottom one is the game's.
                while let Some(game_table) = self.aside.take() {
                    let lang = self.lang;
                    *self = *game_table;
                    self.lang = lang;
                }
                self.apply_to_table(Action::NextHand);
            }
            // The table the player came from waits aside, "Terug" names it
            // (issue 47): a game's hand, a saved hand being changed, or a
            // hand being calculated. An example replaces an example, and an
            // empty table is not kept.
            Action::Open(table) => {
                let keep = !self.example && (self.game.is_some() || self.editing.is_some() || self.has_entries());
                let came_from = if keep { Some(Box::new(std::mem::take(self))) } else { self.aside.take() };
                let lang = self.lang;
                *self = *table;
                (self.lang, self.aside, self.example) = (lang, came_from, true);
                // An example is a whole hand: nothing left to ask.
                self.all_said();
            }
            Action::EditHand(table, index) => {
                self.apply_to_table(Action::Open(table));
                (self.example, self.editing) = (false, Some(index));
                self.edit_base = Some(Box::new(self.edit_key()));
            }
            Action::Restore(table) => {
                let (lang, aside, history) = (self.lang, self.aside.take(), std::mem::take(&mut self.history));
                *self = *table;
                (self.lang, self.aside, self.history) = (lang, aside, history);
            }
            _ => {}
        }
    }

    fn join_game(&mut self, g: Option<GameSeats>) {
        // Another tab or phone saved a hand of this game while this one was
        // being entered: what is entered stays with its players, who sit
        // elsewhere in the next hand, and the player is told.
        if let (Some(old), Some(new)) = (self.game.clone(), &g) {
            if old.game == new.game && old.hand != new.hand && self.has_entries() {
                self.follow_players(&old, new);
                self.message = Some(Msg::HandMovedOn(new.hand));
            }
        }
        match &g {
            Some(g) => {
                self.scoring = g.scoring;
                if g.scoring.is_mcr() {
                    self.enter_mcr();
                }
                self.round_wind = g.round_wind;
                self.seats = g.seats;
            }
            None => self.seats = 4,
        }
        self.game = g;
        if self.active >= self.seats {
            self.active = 0;
        }
        if self.winner.is_some_and(|w| w >= self.seats) {
            self.winner = None;
        }
    }

    /// Whether any seat's hand was entered with tiles (not typed).
    pub fn entered_with_tiles(&self) -> bool {
        self.players[..self.seats].iter().any(|p| p.hand().is_some_and(|h| !h.is_empty()))
    }

    /// A saved hand or an example: every question was answered then.
    fn all_said(&mut self) {
        self.situation.how_said = self.winner.is_some();
        for p in &mut self.players {
            p.sets_said = true;
        }
    }

    /// A saved hand reopened and changed since (issue 47): leaving asks.
    pub fn edit_changed(&self) -> bool {
        self.editing.is_some() && self.edit_base.as_deref() != Some(&self.edit_key())
    }

    /// The hand whatever seat is shown and tiles are selected: what an
    /// edit compares.
    fn edit_key(&self) -> Snapshot {
        let mut at = self.snapshot();
        unselect(&mut at.players);
        at
    }

    /// Whether anything is entered for this hand.
    fn has_entries(&self) -> bool {
        self.winner.is_some()
            || self.players.iter().any(|p| {
                p.dead
                    || match &p.entry {
                        Entry::Hand(h) => !h.is_empty(),
                        Entry::Typed(t) => !t.trim().is_empty(),
                    }
            })
    }

    /// Moves each player's entries, winner, dead hand and discard from their
    /// seat in `old` to their seat in `new` (a player who sits out the new
    /// hand keeps nothing).
    fn follow_players(&mut self, old: &GameSeats, new: &GameSeats) {
        let seat = |k: usize| old.players.get(k).and_then(|p| new.players.iter().position(|q| q == p));
        let mut players: [Player; 4] = Default::default();
        for (k, p) in self.players.iter_mut().enumerate() {
            if let Some(to) = seat(k) {
                players[to] = std::mem::take(p);
            }
        }
        self.players = players;
        self.winner = self.winner.and_then(seat);
        self.situation.discarder = self.situation.discarder.and_then(seat);
        self.active = seat(self.active).unwrap_or(0);
    }

    /// MCR has no dead hand and no heaven, earth or kong on kong: what the
    /// Dutch rules had set is cleared, so it cannot reach an MCR hand or
    /// the sheet unseen.
    fn enter_mcr(&mut self) {
        for p in &mut self.players {
            p.dead = false;
        }
        self.situation.enter_mcr();
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot { players: self.players.clone(), winner: self.winner, situation: self.situation }
    }

    /// How many of each tile (42 kinds, flowers included) lie on the whole
    /// table: every seat's rack, groups and flowers.
    pub fn on_table(&self) -> [u8; 42] {
        let mut n = [0u8; 42];
        for p in &self.players[..self.seats] {
            if let Entry::Hand(h) = &p.entry {
                for t in h.loose.iter().copied().chain(h.groups.iter().flat_map(|g| g.tiles())).chain(h.flowers.iter().copied()) {
                    n[t.index()] = n[t.index()].saturating_add(1);
                }
            }
        }
        n
    }

    /// A tap on the active player's rack.
    fn apply_to_rack(&mut self, action: RackAction) {
        // Four of each tile in the set, one of each flower: a tile all of
        // whose copies are on the table cannot be added to another rack.
        // (All four on this very rack: the rack itself says so.)
        if let (RackAction::AddTile(t), Entry::Hand(h)) = (action, &self.players[self.active].entry) {
            let copies = t.copies();
            let here = if t.is_flower() { usize::from(h.flowers.contains(&t)) } else { h.count_of(t) };
            if self.on_table()[t.index()] >= copies && here < usize::from(copies) {
                self.message = Some(Msg::AllOnTable(t));
                return;
            }
        }
        let cx = RackContext {
            scoring: self.scoring,
            winner: self.winner == Some(self.active),
            flowers_played: self.flowers_played(),
            three: self.seats == 3,
            seat: self.active,
            round: self.round_wind,
            circumstances: self.situation.circumstances,
        };
        self.message = match &mut self.players[self.active].entry {
            Entry::Hand(h) => h.apply(action, &cx),
            Entry::Typed(_) => Some(Msg::TypedScoreMode),
        };
    }

    /// The rule set's id: `nts`, `classic`, `nmb` or `mcr`.
    pub fn variant(&self) -> Variant {
        self.scoring.variant()
    }

    pub fn is_mcr(&self) -> bool {
        self.scoring.is_mcr()
    }

    /// The Dutch rule set (NTS while MCR is chosen: the rack's checks).
    pub(super) fn rules(&self) -> RuleSet {
        self.scoring.dutch().copied().unwrap_or_default()
    }

    /// The engine input for player `i`'s entered hand.
    pub fn setup(&self, i: usize) -> Option<Setup> {
        let h = self.players[i].hand()?;
        let mut setup = h.to_setup(i, self.round_wind, (self.winner == Some(i)).then_some(self.situation.circumstances));
        setup.three_players = self.seats == 3;
        Some(setup)
    }

    /// Flowers are on the palette: `nmb` with its option, and MCR (1 fan each).
    pub fn flowers_played(&self) -> bool {
        self.scoring.dutch().is_none_or(|r| r.flowers)
    }

    /// The circumstances the rule set offers.
    pub fn circs(&self) -> &'static [Circ] {
        if self.is_mcr() {
            &Circ::MCR
        } else {
            &Circ::ALL
        }
    }

    /// Whether a circumstance is on.
    pub fn circ_on(&self, c: Circ) -> bool {
        self.situation.get(c)
    }

    /// Loose tiles on player `i`'s rack (0 for a typed score).
    pub fn loose_len(&self, i: usize) -> usize {
        self.players[i].hand().map_or(0, |h| h.loose.len())
    }

    pub fn group_count(&self, i: usize) -> usize {
        self.players[i].hand().map_or(0, |h| h.groups.len())
    }

    /// Marks the winning tile of player `i`; false if it is not on the rack.
    pub fn set_winning(&mut self, i: usize, t: Tile) -> bool {
        match &mut self.players[i].entry {
            Entry::Hand(h) if h.count_of(t) > 0 => {
                h.winning = Some(t);
                self.rescore(Some(i));
                true
            }
            _ => false,
        }
    }

    /// Forgets the undo history (after opening a link).
    pub fn clear_history(&mut self) {
        self.history.clear();
    }

    /// "Van tafel": the winning tile was a discard, nothing self-drawn.
    pub fn is_discard(&self) -> bool {
        self.situation.is_discard()
    }
}

/// Every rack's selection cleared: a selection is no part of a hand.
fn unselect(players: &mut [Player; 4]) {
    for p in players {
        if let Entry::Hand(h) = &mut p.entry {
            h.selected.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calculator::next::NextStep;
    use crate::calculator::results::McrResult;
    use mahjong_core::arrange::GroupKind;
    use mahjong_core::tile::parse_tiles;

    fn tap(s: &mut State, tiles: &str) {
        for t in parse_tiles(tiles).unwrap() {
            s.apply(Action::Rack(RackAction::AddTile(t)));
            assert_eq!(s.message, None, "tapping {t}");
        }
    }

    /// Taps tiles on the palette, as a player does.
    fn tap_each(s: &mut State, tiles: &str) {
        for t in parse_tiles(tiles).unwrap() {
            s.apply(Action::Tap(t));
        }
    }

    /// Selects the loose tiles at these positions.
    fn select(s: &mut State, idx: &[usize]) {
        for &i in idx {
            s.apply(Action::Rack(RackAction::ToggleSelect(i)));
        }
    }

    /// Issue 33: a tap asks the engine about the tapped seat once; reading
    /// the results (as every render does) asks nothing; a new winner
    /// (which changes how every seat counts) asks about each seat once.
    #[test]
    fn a_tap_scores_one_seat_once() {
        use crate::calculator::results::SCORED;
        let count = || SCORED.with(std::cell::Cell::get);
        let mut s = State::with_lang(Lang::Nl);
        tap(&mut s, "234m456p678p567s3s");
        let before = count();
        s.apply(Action::Tap(parse_tiles("3s").unwrap()[0]));
        assert_eq!(count() - before, 1, "the tapped seat, once");
        let _ = (s.results(), s.result(0), s.next_step(s.results()));
        assert_eq!(count() - before, 1, "reading asks nothing");
        s.apply(Action::SetActive(2));
        assert_eq!(count() - before, 1, "showing another seat asks nothing");
        s.apply(Action::SetWinner(Some(0)));
        assert_eq!(count() - before, 1 + 4, "a winner: each seat once");
        // What was kept is what the engine says now.
        let mut fresh = s.clone();
        fresh.rescore(None);
        assert_eq!(fresh.results(), s.results());
    }

    #[test]
    fn seed_003_by_tapping() {
        let mut s = State::default();
        // East (seat 0): 16 points, dragon pung 1 + three concealed pungs 1: 64.
        tap(&mut s, "222m555pCCC");
        assert_eq!(s.result(0).missing, Some(4), "13 - 9 tiles still to enter");
        assert!(s.result(0).errors.is_empty());
        tap(&mut s, "678s9m");
        assert_eq!(s.result(0).score, Some(64));
        // Issue 47: its pungs lie concealed, as said.
        s.apply(Action::AllConcealed(0));
        // South wins on a discarded 3s: 24 x 2^2 = 96.
        s.apply(Action::SetWinner(Some(1)));
        s.apply(Action::SetActive(1));
        tap(&mut s, "234m456p678p567s33s");
        select(&mut s, &[13]);
        s.apply(Action::Rack(RackAction::MarkWinning));
        assert_eq!(s.result(1).score, Some(96));
        s.apply(Action::SetDiscard);
        // West has a dead hand: 0 and still pays.
        s.apply(Action::ToggleDead(2));
        assert_eq!(s.result(2).score, Some(0));
        // North: open pung 444s (2) + concealed SSS (8), schoon: 20.
        s.apply(Action::SetActive(3));
        tap(&mut s, "444s");
        // Issue 35: one 4s chosen and "Pung" takes the three.
        select(&mut s, &[1]);
        s.apply(Action::Rack(RackAction::MakeGroup(GroupKind::Pung)));
        let Entry::Hand(h) = &s.players[3].entry else { panic!("a rack") };
        assert_eq!((h.groups.len(), h.loose.len()), (1, 0));
        s.apply(Action::Rack(RackAction::ToggleOpen(0)));
        tap(&mut s, "SSS678s12s99s");
        assert_eq!(s.result(3).score, Some(20));
        // Ruling 19 and seed 003: nets +24, +384, -244, -164.
        assert_eq!(s.settlement(s.results()).unwrap().net, [24, 384, -244, -164]);
    }

    #[test]
    fn typed_scores_settle_too() {
        let mut s = State::default();
        for (i, v) in [64, 96, 0, 20].into_iter().enumerate() {
            s.apply(Action::SetTypedMode(i, true));
            s.apply(Action::SetTyped(i, v.to_string()));
        }
        assert_eq!(s.settlement(s.results()), None, "no winner yet");
        s.apply(Action::SetWinner(Some(1)));
        assert_eq!(s.settlement(s.results()).unwrap().net, [24, 384, -244, -164]);
    }

    fn three_player_seats() -> GameSeats {
        GameSeats {
            scoring: Scoring::Dutch(RuleSet::CLASSIC),
            round_wind: Wind::East.tile(),
            seats: 3,
            game: "g1".into(),
            hand: 1,
            names: vec!["Ans".into(), "Bep".into(), "Cor".into()],
            players: vec![0, 1, 2],
            sitting_out: None,
        }
    }

    #[test]
    fn three_players_enforce_ruling_22() {
        let mut s = State::default();
        s.apply(Action::JoinGame(Some(three_player_seats())));
        assert_eq!((s.seats, s.variant()), (3, Variant::Classic));
        // No bamboo and no North on the rack.
        s.apply(Action::Rack(RackAction::AddTile("5s".parse().unwrap())));
        assert_eq!(s.message, Some(Msg::NotInThreePlayerSet));
        s.apply(Action::Rack(RackAction::AddTile("N".parse().unwrap())));
        assert_eq!(s.message, Some(Msg::NotInThreePlayerSet));
        // A chow stays concealed.
        tap(&mut s, "234m");
        for i in 0..3 {
            s.apply(Action::Rack(RackAction::ToggleSelect(i)));
        }
        s.apply(Action::Rack(RackAction::MakeGroup(GroupKind::Chow)));
        s.apply(Action::Rack(RackAction::ToggleOpen(0)));
        assert_eq!(s.message, Some(Msg::NoOpenChowThree));
        let Entry::Hand(h) = &s.players[0].entry else { panic!("a rack") };
        assert!(!h.groups[0].open);
        // Three seats settle between themselves: E 20, S 96 wins, W 10:
        // S gets 192 + 96 = +288; W pays East (20 - 10) x2 = 20.
        // E: -192 + 20 = -172; W: -96 - 20 = -116.
        for (i, v) in [20, 96, 10].into_iter().enumerate() {
            s.apply(Action::SetTypedMode(i, true));
            s.apply(Action::SetTyped(i, v.to_string()));
        }
        s.apply(Action::SetWinner(Some(1)));
        assert_eq!(s.settlement(s.results()).unwrap().net, [-172, 288, -116]);
        // There is no fourth seat to pick.
        s.apply(Action::SetWinner(Some(3)));
        assert_eq!(s.winner, None);
    }

    #[test]
    fn a_new_game_starts_on_empty_racks_even_from_a_side_calculation() {
        // Issue 35: during game g1 a side calculation ("Los rekenen") holds
        // East's 234m; then a table card opens game g2. Its first hand is
        // an empty table showing the game, not the side calculation.
        let mut s = State::default();
        s.apply(Action::JoinGame(Some(three_player_seats())));
        s.apply(Action::SideCalculation(true));
        tap(&mut s, "234m");
        assert!(s.aside.is_some() && s.entered_with_tiles());
        let g2 = GameSeats { game: "g2".into(), ..three_player_seats() };
        s.apply(Action::JoinGame(Some(g2)));
        s.apply(Action::NewGame);
        assert!(s.aside.is_none(), "the side calculation is closed");
        assert!(!s.entered_with_tiles(), "no tile of it on the game's racks");
        assert_eq!(s.game.as_ref().map(|g| g.game.as_str()), Some("g2"));
        // Without a side calculation: a free calculation's tiles leave too.
        let mut free = State::default();
        tap(&mut free, "555p");
        free.apply(Action::JoinGame(Some(three_player_seats())));
        free.apply(Action::NewGame);
        assert!(!free.entered_with_tiles());
        // ... and undo brings them back.
        free.apply(Action::Undo);
        assert!(free.entered_with_tiles());
    }

    /// Issue 47: a detour through the rules comes back to the table the
    /// player came from: a game's hand being entered, or a saved hand
    /// being changed (not the game's next hand); a second example replaces
    /// the first, and an empty free table is not kept.
    #[test]
    fn a_rules_detour_returns_to_the_hand() {
        let example = || {
            let mut e = State::default();
            e.apply(Action::LoadHand(0, "222m555pCCC678s9m".into()));
            Box::new(e)
        };
        // Hand 1 of a game, East's 234m on the rack.
        let mut s = State::default();
        s.apply(Action::JoinGame(Some(three_player_seats())));
        tap(&mut s, "234m");
        s.apply(Action::Open(example()));
        assert!(s.example && s.game.is_none());
        assert_eq!(s.aside.as_ref().and_then(|a| a.game.as_ref()).map(|g| g.hand), Some(1));
        s.apply(Action::Open(example()));
        assert!(s.aside.as_ref().is_some_and(|a| a.aside.is_none()), "one table waits, not the first example");
        s.apply(Action::SideCalculation(false));
        assert_eq!((s.example, s.loose_len(0), s.game.is_some()), (false, 3, true));
        // Hand 3 reopened with its tiles, then an example: back to hand 3.
        let mut saved = State::default();
        saved.apply(Action::LoadHand(0, "123m".into()));
        s.apply(Action::EditHand(Box::new(saved), 2));
        assert!(!s.edit_changed(), "opened as saved");
        s.apply(Action::SetActive(2));
        assert!(!s.edit_changed(), "showing another seat changes nothing");
        s.apply(Action::Open(example()));
        s.apply(Action::SideCalculation(false));
        assert_eq!((s.editing, s.loose_len(0)), (Some(2), 3));
        tap(&mut s, "4m");
        assert!(s.edit_changed(), "a tile more: leaving asks");
        // A new game unwinds every table aside.
        s.apply(Action::Open(example()));
        s.apply(Action::NewGame);
        assert!(s.aside.is_none() && s.editing.is_none() && s.game.is_some());
        // An example on an empty free table keeps nothing to go back to.
        let mut free = State::default();
        free.apply(Action::Open(example()));
        assert!(free.aside.is_none());
    }

    #[test]
    fn the_sheet_fixes_rules_and_round_and_keeps_a_message() {
        let mut s = State { message: Some(Msg::BadLink), ..State::default() };
        s.apply(Action::JoinGame(Some(three_player_seats())));
        assert_eq!(s.message, Some(Msg::BadLink), "a broken link is still reported");
        s.apply(Action::SetRules(Variant::Nts));
        s.apply(Action::SetRoundWind(Wind::South.tile()));
        assert_eq!((s.variant(), s.round_wind), (Variant::Classic, Wind::East.tile()));
        s.apply(Action::JoinGame(None));
        assert_eq!(s.seats, 4);
        s.apply(Action::SetRules(Variant::Nts));
        assert_eq!(s.variant(), Variant::Nts);
    }

    #[test]
    fn the_rack_follows_the_hint() {
        // Issue 35, tiles first: without a winner, East's 13th tile
        // completes East's rack for a non-winner (ruling 1: 13 tiles) but
        // the rack stays, since a 14th makes it a winner's (14 tiles).
        let mut s = State::default();
        tap_each(&mut s, "123m456p789s11pEE");
        assert_eq!(s.active, 0);
        assert_eq!(s.next_step(s.results()), NextStep::MahjongOrNext { seat: 0, next: 1 });
        assert!(s.wants_tiles(&s.next_step(s.results())), "the palette stays up for a 14th tile");
        s.apply(Action::Tap("E".parse().unwrap()));
        assert_eq!(s.players[0].hand().unwrap().loose.len(), 14);
        assert_eq!(s.next_step(s.results()), NextStep::ConfirmMahjong { seat: 0 });
        assert!(!s.wants_tiles(&s.next_step(s.results())), "14 tiles: the palette gives the screen back");
        // "Mahjong" (one tap): East won; the winning tile is next.
        s.apply(Action::SetWinner(Some(0)));
        assert_eq!(
            s.next_step(s.results()),
            NextStep::Problem {
                seat: 0,
                refusal: crate::calculator::next::Refusal::Hand(mahjong_core::hand::HandError::MissingWinningTile)
            }
        );
        // Marking it completes East, whose rack stays for how the tile
        // came; the line names the next seat's button.
        select(&mut s, &[13]);
        s.apply(Action::Rack(RackAction::MarkWinning));
        assert_eq!(s.active, 0);
        // Issue 47: asked where the line is; answered, the rack stays for
        // the other ways (losse steen, laatste steen).
        assert_eq!(s.next_step(s.results()), NextStep::HowWon { seat: 0 });
        s.apply(Action::SetDiscard);
        assert_eq!(s.active, 0);
        assert_eq!(s.next_step(s.results()), NextStep::Done { seat: 0, next: 1 });
        s.apply(Action::SetActive(1));
        assert_eq!(s.next_step(s.results()), NextStep::EnterHand { seat: 1 });
        // Winner first: South's MJ, then East's 13th tile moves the rack
        // to the winner's.
        let mut w = State::default();
        w.apply(Action::SetWinner(Some(1)));
        w.apply(Action::SetActive(0));
        tap_each(&mut w, "123m456p789s11pEE");
        assert_eq!(w.active, 1);
        // A typed seat is skipped for a rack to tap; a dead hand moves on.
        let mut t = State::default();
        t.apply(Action::SetWinner(Some(0)));
        t.apply(Action::SetTypedMode(1, true));
        t.apply(Action::ToggleDead(2));
        t.apply(Action::SetActive(3));
        tap_each(&mut t, "123m456p789s11pEE");
        assert_eq!(t.active, 0, "North done: the winner's rack");
        t.apply(Action::SetActive(2));
        t.apply(Action::ToggleDead(2));
        t.apply(Action::ToggleDead(2));
        assert_eq!(t.active, 0, "West dead again: on to the winner");
        // A seat chosen by hand that needs nothing says so and names the next.
        t.apply(Action::SetActive(3));
        assert_eq!(t.next_step(t.results()), NextStep::Done { seat: 3, next: 0 });
        // A link's tiles never move the rack.
        let mut u = State::default();
        tap(&mut u, "123m456p789s11pEE");
        assert_eq!(u.active, 0);
    }

    #[test]
    fn impossible_taps_are_refused_in_dutch() {
        let mut s = State::default();
        tap(&mut s, "1111m");
        s.apply(Action::Rack(RackAction::AddTile("1m".parse().unwrap())));
        assert_eq!(s.message, Some(Msg::FiveCopies));
        assert_eq!(s.message.unwrap().text(Lang::Nl), "Er zijn maar vier stenen van elke soort.");
        tap(&mut s, "EES");
        select(&mut s, &[4, 5, 6]);
        s.apply(Action::Rack(RackAction::MakeGroup(GroupKind::Chow)));
        assert_eq!(s.message, Some(Msg::ChowOfHonours));
        // 14 tiles is the most without a kong (ruling 1).
        s.apply(Action::Rack(RackAction::Clear));
        tap(&mut s, "123456789m12345p");
        s.apply(Action::Rack(RackAction::AddTile("9p".parse().unwrap())));
        assert_eq!(s.message, Some(Msg::TooManyTiles));
        // nts plays without flowers.
        s.apply(Action::Rack(RackAction::AddTile(Tile::flower(1))));
        assert_eq!(s.message, Some(Msg::NoFlowers));
    }

    /// "Nieuwe hand" clears every rack at once, and undo brings them back;
    /// a side calculation during a game leaves the game's hand as it was.
    #[test]
    fn a_new_hand_and_a_side_calculation() {
        let mut s = State::default();
        tap(&mut s, "222m555p");
        s.apply(Action::SetActive(1));
        tap(&mut s, "CCC");
        s.apply(Action::NextHand);
        assert_eq!((s.loose_len(0), s.loose_len(1)), (0, 0));
        s.apply(Action::Undo);
        assert_eq!((s.loose_len(0), s.loose_len(1)), (6, 3));
        // In a game: aside, the table is empty and the rules are free;
        // back, the game's hand and seats are there again.
        s.apply(Action::JoinGame(Some(three_player_seats())));
        s.apply(Action::SideCalculation(true));
        assert_eq!((s.game.is_none(), s.seats, s.loose_len(0)), (true, 4, 0));
        s.apply(Action::SetRules(Variant::Mcr));
        tap(&mut s, "1m");
        s.apply(Action::SideCalculation(false));
        assert_eq!((s.variant(), s.seats, s.loose_len(0)), (Variant::Classic, 3, 6));
        assert!(s.game.is_some() && s.aside.is_none());
    }

    /// A set has four of each tile: East 333m and South 3m are the four;
    /// South's second 3m is refused, and the palette counts none left.
    #[test]
    fn a_fifth_copy_across_the_table_is_refused() {
        let mut s = State::default();
        tap(&mut s, "3m3m3m");
        s.apply(Action::SetActive(1));
        tap(&mut s, "3m");
        let three_m = Tile::const_parse("3m");
        assert_eq!(s.on_table()[three_m.index()], 4);
        s.apply(Action::Rack(RackAction::AddTile(three_m)));
        assert_eq!(s.message, Some(Msg::AllOnTable(three_m)));
        assert_eq!(s.loose_len(1), 1);
    }

    #[test]
    fn own_grouping_and_the_better_hint() {
        // Ruling 2: 111222333m read as three chows scores 208, the engine's
        // three pungs 336 (arithmetic in core/tests/tables.rs).
        let mut s = State::default();
        s.apply(Action::SetWinner(Some(1)));
        s.apply(Action::SetActive(1));
        s.apply(Action::SetCircumstance(Circ::SelfDrawn, true));
        tap(&mut s, "123m123m123m456p99s");
        select(&mut s, &[13]);
        s.apply(Action::Rack(RackAction::MarkWinning));
        for _ in 0..3 {
            select(&mut s, &[0, 1, 2]);
            s.apply(Action::Rack(RackAction::MakeGroup(GroupKind::Chow)));
        }
        select(&mut s, &[0, 1, 2]);
        s.apply(Action::Rack(RackAction::MakeGroup(GroupKind::Chow)));
        select(&mut s, &[0, 1]);
        s.apply(Action::Rack(RackAction::MakeGroup(GroupKind::Pair)));
        let r = s.result(1);
        assert_eq!(r.score, Some(208));
        assert_eq!(r.better.as_ref().map(|b| b.score), Some(336));
        // Auto regroups the engine's way; undo brings the chows back.
        for i in (0..5).rev() {
            s.apply(Action::Rack(RackAction::Ungroup(i)));
        }
        s.apply(Action::Rack(RackAction::Auto));
        assert_eq!(s.result(1).score, Some(336));
        assert!(s.result(1).better.is_none());
        s.apply(Action::Undo);
        assert!(s.result(1).breakdown.is_some());
    }

    /// Ruling 2: three concealed chows 123m on a non-winner's rack are
    /// scored as the pungs 111m 222m 333m (ruling 27: a non-winner scores
    /// pungs and pairs), and the result says so. Concealed pungs of a
    /// terminal 8 and of simples 4 + 4 (ruling 4) = 16 points, three
    /// concealed pungs 1 doubling (ruling 10): 16 x 2 = 32.
    #[test]
    fn a_grouping_the_engine_does_not_use_is_said() {
        let mut s = State::default();
        tap(&mut s, "123m123m123m");
        for _ in 0..3 {
            select(&mut s, &[0, 1, 2]);
            s.apply(Action::Rack(RackAction::MakeGroup(GroupKind::Chow)));
        }
        tap(&mut s, "456p9s");
        let r = s.result(0);
        assert_eq!(r.score, Some(32));
        let shown: Vec<String> = r.regrouped.as_ref().expect("a note").iter().map(|g| g.to_string()).collect();
        assert_eq!(shown, ["111m", "222m", "333m"]);
        // A chow whose tiles score nothing is no regrouping: 456p alone.
        let mut t = State::default();
        tap(&mut t, "456p");
        select(&mut t, &[0, 1, 2]);
        t.apply(Action::Rack(RackAction::MakeGroup(GroupKind::Chow)));
        tap(&mut t, "1m2m3m9s9s7p8p1s2s3s");
        assert_eq!(t.result(0).regrouped, None);
    }

    /// MCR 2006 (issue 6; rules README `mcr`). South wins with
    /// 123 456 789m 234p 55s, concealed, on West's discarded 5s:
    /// Pure Straight 16 + All Chows 2 (it implies No Honors) + Concealed
    /// Hand 2 + Single Wait 1 (5s is the only tile that completes) = 21.
    /// West pays 8 + 21 = 29, East and North 8 each: South +45.
    #[test]
    fn mcr_hand_from_tapping_to_payout() {
        let mut s = State::default();
        s.apply(Action::SetRules(Variant::Mcr));
        assert!(s.is_mcr() && s.flowers_played());
        s.apply(Action::SetWinner(Some(1)));
        s.apply(Action::SetActive(1));
        tap(&mut s, "123456789m234p5s5s");
        select(&mut s, &[13]);
        s.apply(Action::Rack(RackAction::MarkWinning));
        let r = s.result(1);
        assert_eq!(r.score, Some(21));
        let Some(McrResult::Fans(m)) = &r.mcr else { panic!("fans") };
        let fans: Vec<_> = m.fans.iter().map(|&(f, n)| (f.id(), f.value() * n)).collect();
        assert_eq!(fans.iter().map(|f| f.1).sum::<u32>(), 21, "{fans:?}");
        assert_eq!(*s.result(0), PlayerResult::default(), "only the winner's hand counts");
        // No discarder yet: no payout; the winner cannot be the discarder.
        assert_eq!(s.settlement(s.results()), None);
        assert_eq!(s.next_step(s.results()), NextStep::HowWon { seat: 1 });
        s.apply(Action::SetDiscarder(Some(1)));
        assert_eq!(s.message, Some(Msg::DiscarderIsWinner));
        s.apply(Action::SetDiscarder(Some(2)));
        // Issue 47: Concealed Hand counts that nothing lies open: asked.
        assert_eq!(s.next_step(s.results()), NextStep::AskOpen { seat: 1 });
        s.apply(Action::AllConcealed(1));
        assert_eq!(s.settlement(s.results()).unwrap().net, [-8, 45, -29, -8]);
        assert_eq!(s.scores(s.results()), Some(vec![0, 21, 0, 0]));
        // Self-drawn instead: Fully Concealed Hand 4 replaces Concealed
        // Hand 2 (and Self-Drawn, 004): 16 + 2 + 4 + 1 = 23, and one
        // flower: 24. Each of the three pays 8 + 24 = 32: South +96.
        s.apply(Action::SetCircumstance(Circ::SelfDrawn, true));
        assert_eq!(s.situation.discarder, None, "self-drawn has no discarder");
        s.apply(Action::Rack(RackAction::AddTile(Tile::flower(1))));
        assert_eq!(s.result(1).score, Some(24));
        assert_eq!(s.settlement(s.results()).unwrap().net, [-32, 96, -32, -32]);
        // A typed fan total below 8 settles nothing.
        s.apply(Action::SetTypedMode(1, true));
        s.apply(Action::SetTyped(1, 7.to_string()));
        assert_eq!(s.settlement(s.results()), None);
        s.apply(Action::SetTyped(1, 8.to_string()));
        assert_eq!(s.settlement(s.results()), None, "issue 47: still typing");
        s.apply(Action::TypedDone);
        assert_eq!(s.settlement(s.results()).unwrap().net, [-16, 48, -16, -16]);
    }

    /// Issue 47, as a tournament's table phone meets it: the winner's fans
    /// typed (24), won self-drawn. "Zelf gepakt" can be chosen after "Fan
    /// typen", and a self-drawn hand needs no discarder: each of the other
    /// three pays 8 + 24 = 32 (MCR 2006, rules README `mcr`): +96.
    #[test]
    fn mcr_typed_fans_self_drawn() {
        let mut s = State::default();
        s.apply(Action::SetRules(Variant::Mcr));
        s.apply(Action::SetWinner(Some(2)));
        s.apply(Action::SetTypedMode(2, true));
        s.apply(Action::SetTyped(2, "2".into()));
        s.apply(Action::SetTyped(2, "24".into()));
        s.apply(Action::TypedDone);
        assert_eq!(s.next_step(s.results()), NextStep::HowWon { seat: 2 });
        assert!(s.circumstance_enabled(Circ::SelfDrawn), "after Fan typen too");
        assert!(!s.circumstance_enabled(Circ::Robbing), "its fans are in the typed total");
        assert_eq!(s.settlement(s.results()), None, "asked first");
        s.apply(Action::SetCircumstance(Circ::SelfDrawn, true));
        assert_eq!(s.next_step(s.results()), NextStep::Settled);
        assert_eq!(s.settlement(s.results()).unwrap().net, [-32, -32, 96, -32]);
        // From the table instead: the discarder pays 8 + 24, the others 8.
        s.apply(Action::SetDiscarder(Some(0)));
        assert_eq!(s.settlement(s.results()).unwrap().net, [-32, -8, 48, -8]);
    }

    /// Issue 47: a number is what the player typed until the field is left.
    /// Seed 003 typed with the winner marked first: North's "20" passes
    /// "2" on the way, and "2" is a score a hand can have; the hand must
    /// not settle there (with North 2: +60 +384 -226 -218). Ruling 19 with
    /// North 20: East +24, South +384, West -244, North -164.
    #[test]
    fn a_typed_prefix_never_settles() {
        let mut s = State::default();
        s.apply(Action::SetWinner(Some(1)));
        for (seat, score) in [(0, "64"), (1, "96")] {
            s.apply(Action::SetTypedMode(seat, true));
            s.apply(Action::SetTyped(seat, score.into()));
        }
        s.apply(Action::ToggleDead(2));
        s.apply(Action::SetTypedMode(3, true));
        s.apply(Action::SetTyped(3, "2".into()));
        assert_eq!(s.settlement(s.results()), None, "2 of 20");
        assert_eq!(s.next_step(s.results()), NextStep::Typing { seat: 3, next: None });
        s.apply(Action::SetTyped(3, "20".into()));
        assert_eq!(s.settlement(s.results()), None, "the field is not left yet");
        s.apply(Action::TypedDone);
        assert_eq!(s.settlement(s.results()).unwrap().net, [24, 384, -244, -164]);
        // Tapping a typed field again (a settled or reopened hand) brings
        // the pad back, and the hand counts again once it is left.
        s.apply(Action::EditTyped(3));
        assert_eq!((s.typing, s.settlement(s.results())), (Some(3), None));
        s.apply(Action::SetActive(0));
        assert_eq!(s.typing, None, "a tap elsewhere leaves the field");
        assert!(s.settlement(s.results()).is_some());
    }

    /// Issue 47: the pad's Volgende goes to the next seat that still needs
    /// a score (an empty rack is typed too), past a dead hand and a seat
    /// that has its number; none left: Klaar.
    #[test]
    fn the_pad_goes_to_the_seat_that_needs_a_score() {
        let mut s = State::default();
        s.apply(Action::SetTypedMode(0, true));
        s.apply(Action::SetTyped(0, "64".into()));
        assert_eq!(s.pad_next(), Some(1));
        s.apply(Action::TypeNext);
        assert_eq!((s.active, s.typing), (1, Some(1)));
        assert!(matches!(s.players[1].entry, Entry::Typed(_)));
        s.apply(Action::SetTyped(1, "96".into()));
        s.apply(Action::ToggleDead(2));
        s.apply(Action::SetActive(1));
        s.apply(Action::TypeNext);
        assert_eq!((s.active, s.typing), (3, Some(3)), "past West's dead hand");
        s.apply(Action::SetTyped(3, "20".into()));
        assert_eq!(s.pad_next(), None, "every seat has a number: Klaar");
    }

    /// Issue 47: a tile that undo brings back is not selected, so the next
    /// Verwijder does not take it again.
    #[test]
    fn undo_brings_a_tile_back_unselected() {
        let mut s = State::default();
        tap(&mut s, "123m");
        select(&mut s, &[2]);
        s.apply(Action::Rack(RackAction::RemoveSelected));
        s.apply(Action::Undo);
        let h = s.players[0].hand().unwrap();
        assert_eq!((h.loose.len(), h.selected.len()), (3, 0));
        s.apply(Action::Rack(RackAction::RemoveSelected));
        assert_eq!(s.message, Some(Msg::SelectTiles));
        assert_eq!(s.loose_len(0), 3);
    }

    /// MCR offers its own circumstances (no heaven, earth or kong on kong)
    /// and no dead hand; the Last Tile fan's "last of its kind" is a switch.
    #[test]
    fn mcr_circumstances_and_no_dead_hand() {
        let mut s = State::default();
        s.apply(Action::ToggleDead(2));
        s.apply(Action::SetWinner(Some(0)));
        s.apply(Action::SetCircumstance(Circ::Heaven, true));
        s.apply(Action::SetRules(Variant::Mcr));
        assert!(!s.circs().contains(&Circ::Heaven) && s.circs().contains(&Circ::LastOfItsKind));
        assert!(!s.players[2].dead && !s.situation.circumstances.heaven, "Dutch-only marks are cleared");
        s.apply(Action::ToggleDead(2));
        assert!(!s.players[2].dead);
        s.apply(Action::SetWinner(Some(0)));
        // 004 Last Tile: the other three must be visible. With 5s 5s the
        // winning 5s has a concealed twin: no last of its kind.
        tap(&mut s, "123456789m234p5s5s");
        select(&mut s, &[13]);
        s.apply(Action::Rack(RackAction::MarkWinning));
        assert!(!s.circumstance_enabled(Circ::LastOfItsKind));
        // Won on 4p with 23p: the only 4p in the hand may be the last one.
        s.apply(Action::Rack(RackAction::Clear));
        tap(&mut s, "123456789m23p5s5s4p");
        select(&mut s, &[13]);
        s.apply(Action::Rack(RackAction::MarkWinning));
        assert!(s.circumstance_enabled(Circ::LastOfItsKind));
        s.apply(Action::SetCircumstance(Circ::LastOfItsKind, true));
        assert!(s.circ_on(Circ::LastOfItsKind));
        // Last Tile 4 is counted: the hand now scores it.
        let Some(McrResult::Fans(m)) = s.result(0).mcr.clone() else { panic!("fans") };
        assert!(m.fans.iter().any(|&(f, _)| f.id() == "last_tile"), "{m:?}");
        // MCR allows the last tile on a discard (Last Tile Claim).
        assert!(s.circumstance_enabled(Circ::LastTile));
        s.apply(Action::SetRules(Variant::Nts));
        assert!(!s.is_mcr());
        let r = s.result(0);
        assert!(r.breakdown.is_some() && r.mcr.is_none(), "the Dutch rules itemise it again");
    }

    #[test]
    fn only_possible_circumstances_are_enabled() {
        let mut s = State::default();
        assert!(!s.circumstance_enabled(Circ::SelfDrawn), "no winner yet");
        s.apply(Action::SetWinner(Some(2)));
        assert!(s.circumstance_enabled(Circ::SelfDrawn));
        assert!(!s.circumstance_enabled(Circ::Replacement), "no kong");
        assert!(!s.circumstance_enabled(Circ::Heaven), "West is not East");
        assert!(!s.circumstance_enabled(Circ::LastTile), "not self-drawn");
        s.apply(Action::SetCircumstance(Circ::SelfDrawn, true));
        assert!(s.circumstance_enabled(Circ::LastTile));
        assert!(!s.circumstance_enabled(Circ::Robbing), "robbing is a discard");
        s.apply(Action::SetDiscard);
        assert!(s.is_discard() && s.circumstance_enabled(Circ::Robbing));
    }
}
