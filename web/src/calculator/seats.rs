//! The seats at the table: each player's entry (a rack or a typed score),
//! a dead hand, and the names and seats a game on the score sheet gives.

use mahjong_core::{Scoring, Tile};

use super::rack::HandEntry;

/// A player either enters the hand or types the score they counted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Entry {
    Hand(HandEntry),
    Typed(Option<u32>),
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    pub entry: Entry,
    /// Dood spel: scores 0 and still pays (ruling 19).
    pub dead: bool,
}

impl Default for Player {
    fn default() -> Player {
        Player { entry: Entry::Hand(HandEntry::default()), dead: false }
    }
}

impl Player {
    /// The rack, unless the player types a score.
    pub fn hand(&self) -> Option<&HandEntry> {
        match &self.entry {
            Entry::Hand(h) => Some(h),
            Entry::Typed(_) => None,
        }
    }
}

/// The hand being entered is a hand of a game on the score sheet: the
/// sheet fixes the rules, the round and who sits where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameSeats {
    /// The game's rule set with its options, or MCR.
    pub scoring: Scoring,
    pub round_wind: Tile,
    /// Seats at the table: 3 (ruling 22) or 4.
    pub seats: usize,
    /// The hand's number on the sheet.
    pub hand: usize,
    /// Player names by seat, East first.
    pub names: Vec<String>,
    /// Who sits out this hand (five players).
    pub sitting_out: Option<String>,
}

/// One row of the table, as the seat rows show it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RowView {
    pub score: Option<u32>,
    /// Tiles are still being tapped.
    pub missing: bool,
    /// `Some` while the player types the score.
    pub typed: Option<Option<u32>>,
    pub dead: bool,
    /// The engine refused the hand.
    pub problem: bool,
}

/// The seat rows' data.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TableView {
    pub rows: Vec<RowView>,
    /// MCR: no East doubling, no dead hand; a discarder instead.
    pub mcr: bool,
    pub discarder: Option<usize>,
    /// Player names by seat in a game on the sheet.
    pub names: Option<Vec<String>>,
    pub winner: Option<usize>,
    pub active: usize,
}
