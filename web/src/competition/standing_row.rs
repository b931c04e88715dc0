//! A player's line in the standings as the organiser's screens, the season
//! grid and the shared picture show it (C6-C12), and the columns that
//! break a tie under the reglement.

use mahjong_core::competition::SeasonTies;
use mahjong_core::json::season::{ReglementIn, StandingOut};

use super::text as t;

/// A line of the standings as shown.
#[derive(Clone, PartialEq, Debug)]
pub struct StandingRow {
    pub player: String,
    pub rank: usize,
    pub total: String,
    pub qualified: bool,
    pub evenings: usize,
    /// The tie-break columns' values (mahjongs made and caused, C9; or the
    /// sum of table totals, C12).
    pub ties: Vec<String>,
}

// The answer's types are not Clone (they are written once); the screens
// keep what they show.
pub(crate) fn clone_standing(s: &StandingOut, ties: SeasonTies) -> StandingRow {
    // The tie-break columns the reglement orders equal totals by (C9, C12).
    let ties = match ties {
        SeasonTies::Mahjongs => vec![s.mahjongs.to_string(), s.caused.to_string()],
        SeasonTies::TableTotals => vec![s.table_totals.to_string()],
        SeasonTies::Shared => Vec::new(),
    };
    StandingRow { player: s.player.clone(), rank: s.rank, total: s.total_text.clone(), qualified: s.qualified, evenings: s.evenings, ties }
}

/// The reglement's tie-break for equal season totals; none where it
/// cannot be read.
pub(crate) fn season_ties(r: &ReglementIn) -> SeasonTies {
    r.resolve().map_or(SeasonTies::Shared, |r| r.season_ties)
}

pub(crate) type Text = (&'static str, &'static str);

/// The tie-break columns the reglement uses, short and in words (C9, C12).
pub(crate) fn tie_heads(ties: SeasonTies) -> &'static [(Text, Text)] {
    match ties {
        SeasonTies::Mahjongs => &[(("MJ", "MJ"), t::MADE_LONG), (("Ver.", "Caused"), t::CAUSED_LONG)],
        SeasonTies::TableTotals => &[(("Score", "Score"), t::TABLE_TOTALS)],
        SeasonTies::Shared => &[],
    }
}

/// The standings' legend: the short heads in words (a phone and a printed
/// page have no tooltip).
/// `rounds`: a tournament's standings, whose evenings are rounds (issue 36).
pub(crate) fn legend(ties: SeasonTies, rounds: bool) -> Text {
    match (ties, rounds) {
        (SeasonTies::Mahjongs, false) => (
            "Pl.: plaats · Av.: avonden gespeeld · MJ: mahjongs gemaakt · Ver.: mahjongs veroorzaakt",
            "Ev.: evenings played · MJ: mahjongs made · Caused: mahjongs caused",
        ),
        (SeasonTies::Mahjongs, true) => (
            "Pl.: plaats · Rd.: rondes gespeeld · MJ: mahjongs gemaakt · Ver.: mahjongs veroorzaakt",
            "Rd.: rounds played · MJ: mahjongs made · Caused: mahjongs caused",
        ),
        (SeasonTies::TableTotals, false) => {
            ("Pl.: plaats · Av.: avonden gespeeld · Score: som van de tafelscores", "Ev.: evenings played · Score: sum of the table totals")
        }
        (SeasonTies::TableTotals, true) => {
            ("Pl.: plaats · Rd.: rondes gespeeld · Score: som van de tafelscores", "Rd.: rounds played · Score: sum of the table totals")
        }
        (SeasonTies::Shared, false) => ("Pl.: plaats · Av.: avonden gespeeld", "Ev.: evenings played"),
        (SeasonTies::Shared, true) => ("Pl.: plaats · Rd.: rondes gespeeld", "Rd.: rounds played"),
    }
}
