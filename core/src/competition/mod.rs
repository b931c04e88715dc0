//! The club competition (issue 21): a club's reglement as data with the
//! four presets of `shared/competition/README.md` ([`reglement`]), a
//! table's places and table points ([`places`](mod@places), rulings C4, C5, C12), and
//! the season's standings ([`season`], C6-C12, C18), the table sizes of an
//! evening's draw ([`draw`], ruling C13) and what a table's typed result
//! can be ([`typed`], C2, C21), a tournament day ([`tournament`], issue 36)
//! and the ratings beside the standings: the club's ([`rating`], C23) and
//! the EMA's MERS ([`mers`], C24).
//!
//! Points are exact: [`Points`] is a rational, so halves and the thirds of
//! a place shared by three players add up without floating-point error.

pub mod date;
pub mod draw;
pub mod mers;
pub mod places;
pub mod rating;
pub mod reglement;
pub mod season;
pub mod seating;
pub mod stats;
pub mod tournament;
pub mod typed;

pub use places::{places, Placed, TableResult};
pub use reglement::{Reglement, SeasonTies, TiePolicy};
pub use season::{standings, Evening, EveningResult, NotCounted, PeriodStandings, Season, Seat, Standing, Standings, Table};

/// Table and season points, exact (ruling C4: shared places average).
pub type Points = num_rational::Ratio<i64>;

/// Points for display: at most two decimals, a comma as Dutch clubs write
/// them ("3", "0,5", "2,33"). Exact values are kept; only the text rounds.
pub fn points_text(p: Points) -> String {
    // Hundredths, half away from zero.
    let hundredths = (p * 100).round().to_integer();
    let (sign, h) = if hundredths < 0 { ("-", -hundredths) } else { ("", hundredths) };
    match h % 100 {
        0 => format!("{sign}{}", h / 100),
        c if c % 10 == 0 => format!("{sign}{},{}", h / 100, c / 10),
        c => format!("{sign}{},{c:02}", h / 100),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_as_clubs_write_them() {
        // 3, a half, a third of 7 (two shared places of 4 + 2 + 1, C4),
        // and a negative deduction.
        assert_eq!(points_text(Points::from_integer(3)), "3");
        assert_eq!(points_text(Points::new(1, 2)), "0,5");
        assert_eq!(points_text(Points::new(7, 3)), "2,33");
        assert_eq!(points_text(Points::new(-41, 2)), "-20,5");
    }
}
