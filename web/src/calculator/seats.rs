//! The seats at the table: each player's entry (a rack or a typed score),
//! a dead hand, and the names and seats a game on the score sheet gives.

use mahjong_core::dutch::bounds::{check_score, ImpossibleScore};
use mahjong_core::mcr::{check_fan, ImpossibleFan};
use mahjong_core::{Scoring, Tile};

use super::rack::HandEntry;
use crate::i18n::Lang;

/// A player either enters the hand or types the score they counted (kept
/// as typed, so a mistake can be shown and corrected).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Entry {
    Hand(HandEntry),
    Typed(String),
}

/// Why a typed score is no score.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TypedProblem {
    NotANumber,
    Negative,
    NotWhole,
    /// A number no hand scores under the rule set.
    Impossible(ImpossibleScore),
    /// MCR: a fan total no winning hand has.
    ImpossibleFan(ImpossibleFan),
}

impl TypedProblem {
    /// What is wrong, said next to the field.
    pub fn text(self, lang: Lang) -> String {
        let nl = lang == Lang::Nl;
        match self {
            TypedProblem::NotANumber => lang.pick(("Typ alleen cijfers.", "Type digits only.")).into(),
            TypedProblem::Negative => lang.pick(("Een score is nooit negatief.", "A score is never negative.")).into(),
            TypedProblem::NotWhole => lang.pick(("Een score is een heel getal.", "A score is a whole number.")).into(),
            TypedProblem::Impossible(ImpossibleScore::AboveLimit { limit, .. }) => {
                if nl {
                    format!("Hoger dan de limiet van {limit}.")
                } else {
                    format!("Above the limit of {limit}.")
                }
            }
            TypedProblem::Impossible(ImpossibleScore::BelowMahjong { min, doublings, .. }) => {
                if nl {
                    format!("Een mahjong is minstens {min} waard (20 punten, {doublings} keer verdubbeld).")
                } else {
                    format!("A mahjong scores at least {min} (20 points, doubled {doublings} times).")
                }
            }
            TypedProblem::Impossible(ImpossibleScore::NoHand { lower, higher, .. }) => {
                let near = match (lower, higher) {
                    (Some(a), Some(b)) => format!("{a} {} {b}", lang.pick(("of", "or"))),
                    (Some(a), None) | (None, Some(a)) => a.to_string(),
                    (None, None) => String::new(),
                };
                if nl {
                    format!("Geen hand scoort dit: punten zijn even en worden verdubbeld. Dichtstbij: {near}.")
                } else {
                    format!("No hand scores this: points are even and doubled. Nearest: {near}.")
                }
            }
            TypedProblem::ImpossibleFan(ImpossibleFan::BelowMinimum { .. }) => {
                lang.pick(("Minstens 8 fan om te winnen.", "At least 8 fans to win.")).into()
            }
            TypedProblem::ImpossibleFan(ImpossibleFan::AboveMaximum { .. }) => {
                let max = mahjong_core::mcr::MAX_FAN;
                if nl {
                    format!("Zoveel fan heeft geen hand: hoogstens {max}.")
                } else {
                    format!("No hand has that many fans: at most {max}.")
                }
            }
        }
    }
}

/// Reads a typed score: empty is no score yet; a whole number is checked
/// against the rule set by the engine (the winner's against the least a
/// mahjong scores; MCR: the winner's fans).
pub fn read_typed(text: &str, scoring: &Scoring, winner: bool) -> Result<Option<u32>, TypedProblem> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let digits = text.strip_prefix('-').unwrap_or(text);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit() || b == b'.' || b == b',') {
        if text.starts_with('-') && digits.bytes().any(|b| b != b'0') {
            return Err(TypedProblem::Negative);
        }
        if digits.contains(['.', ',']) {
            return Err(TypedProblem::NotWhole);
        }
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TypedProblem::NotANumber);
    }
    // More digits than a u32 holds is above every limit anyway.
    let score = text.parse::<u32>().unwrap_or(u32::MAX);
    match scoring {
        Scoring::Dutch(r) => check_score(r, score, winner).map_err(TypedProblem::Impossible)?,
        Scoring::Mcr if winner => check_fan(score).map_err(TypedProblem::ImpossibleFan)?,
        Scoring::Mcr => {}
    }
    Ok(Some(score))
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    pub entry: Entry,
    /// Dood spel: scores 0 and still pays (ruling 19).
    pub dead: bool,
    /// The player said which sets lie open ("Nee, alles dicht", or a set
    /// laid "op tafel"): asked before a score that counts concealed sets
    /// stands (issue 47).
    pub sets_said: bool,
}

impl Default for Player {
    fn default() -> Player {
        Player { entry: Entry::Hand(HandEntry::default()), dead: false, sets_said: false }
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
    /// The game's id on the sheet.
    pub game: String,
    /// The hand's number on the sheet.
    pub hand: usize,
    /// Player names by seat, East first.
    pub names: Vec<String>,
    /// The player (index on the sheet) at each seat, East first.
    pub players: Vec<usize>,
    /// Who sits out this hand (five players).
    pub sitting_out: Option<String>,
}

/// One row of the table, as the seat rows show it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RowView {
    pub score: Option<u32>,
    /// Tiles are still being tapped.
    pub missing: bool,
    /// `Some` while the player types the score: the text as typed.
    pub typed: Option<String>,
    /// What is wrong with the typed score.
    pub typed_problem: Option<TypedProblem>,
    pub dead: bool,
    /// The engine refused the hand.
    pub problem: bool,
}

impl RowView {
    /// The score as shown: the number, "!" for a hand the engine refuses,
    /// "…" while tiles are still tapped, "–" for nothing yet.
    pub fn score_text(&self) -> String {
        match (self.score, self.problem, self.missing) {
            (Some(s), _, _) => s.to_string(),
            (None, true, _) => "!".to_string(),
            (None, false, true) => "…".to_string(),
            (None, false, false) => "–".to_string(),
        }
    }
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
    /// The seat whose score is being typed: its field has the focus.
    pub typing: Option<usize>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::RuleSet;

    #[test]
    fn typed_scores_are_read_and_checked() {
        let nts = Scoring::Dutch(RuleSet::NTS);
        assert_eq!(read_typed("", &nts, false), Ok(None));
        assert_eq!(read_typed(" 64 ", &nts, false), Ok(Some(64)));
        assert_eq!(read_typed("-8", &nts, false), Err(TypedProblem::Negative));
        assert_eq!(read_typed("3.5", &nts, false), Err(TypedProblem::NotWhole));
        assert_eq!(read_typed("3,5", &nts, false), Err(TypedProblem::NotWhole));
        assert_eq!(read_typed("1e3", &nts, false), Err(TypedProblem::NotANumber));
        // Ruling 14: nothing above the limit of 2000, however many digits.
        assert!(matches!(read_typed("99999999", &nts, false), Err(TypedProblem::Impossible(ImpossibleScore::AboveLimit { .. }))));
        assert!(matches!(
            read_typed("999999999999999999999", &nts, false),
            Err(TypedProblem::Impossible(ImpossibleScore::AboveLimit { .. }))
        ));
        // Rulings 6, 15: a winner's 10 is less than 20 x 2^2 = 80.
        assert!(matches!(read_typed("10", &nts, true), Err(TypedProblem::Impossible(ImpossibleScore::BelowMahjong { min: 80, .. }))));
        // MCR: the winner needs 8 fans; the others' numbers are not scores.
        assert!(matches!(read_typed("7", &Scoring::Mcr, true), Err(TypedProblem::ImpossibleFan(_))));
        assert_eq!(read_typed("8", &Scoring::Mcr, true), Ok(Some(8)));
        // Issue 19: a winner's 84 is 21 x 4 (points are even): the nearest
        // are 80 (20 x 4) and 88 (22 x 4), named in the message.
        let e = read_typed("84", &nts, true).unwrap_err();
        assert_eq!(e.text(Lang::Nl), "Geen hand scoort dit: punten zijn even en worden verdubbeld. Dichtstbij: 80 of 88.");
        for typed in ["90", "100", "126", "1998"] {
            assert!(matches!(read_typed(typed, &nts, true), Err(TypedProblem::Impossible(ImpossibleScore::NoHand { .. }))), "{typed}");
        }
        // MCR: 336 is the richest hand, 337 none.
        assert_eq!(read_typed("336", &Scoring::Mcr, true), Ok(Some(336)));
        assert_eq!(read_typed("337", &Scoring::Mcr, true).unwrap_err().text(Lang::Nl), "Zoveel fan heeft geen hand: hoogstens 336.");
    }
}
