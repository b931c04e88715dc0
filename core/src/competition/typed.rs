//! A table's result typed from a paper form (ruling C1): what the numbers
//! of one table can be. Totals of a Dutch rule set sum to 0, since every
//! payment of ruling 19 goes from one player to another (C21); mahjongs
//! caused are hands that others won on the player's discard (C2), so no
//! player caused more than the others made, and the table caused no more
//! than it made.

use super::places::TableResult;
use crate::rules::Variant;

/// The largest table total, either way: a game of limit hands stays far below.
pub const MAX_TOTAL: i64 = 10_000_000;
/// The most mahjongs a player makes or causes at one table.
pub const MAX_MAHJONGS: u32 = 1000;

/// Why a typed table's numbers cannot be a table's.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum TypedError {
    /// A total no game reaches (its size, either way).
    #[error("a table total of {total}: no game comes near {MAX_TOTAL}")]
    TotalTooLarge {
        /// The typed total.
        total: i64,
    },
    /// More mahjongs than a table plays hands.
    #[error("{count} mahjongs: no game has more than {MAX_MAHJONGS} hands")]
    TooManyMahjongs {
        /// The typed count.
        count: u32,
    },
    /// Totals of a Dutch rule set that do not sum to 0 (ruling C21).
    #[error("the totals sum to {sum}, not 0: every payment goes from one player to another (C21)")]
    NotZero {
        /// What they sum to.
        sum: i64,
    },
    /// MCR totals that sum above 0: every hand's payments go from one
    /// player to another, and a penalty only takes points off, so the
    /// sum is 0 or below (issue 51).
    #[error("the MCR totals sum to {sum}, above 0: hands pay from one player to another and penalties only take off")]
    McrAboveZero {
        /// What they sum to.
        sum: i64,
    },
    /// A player who caused more mahjongs than the others made (C2).
    #[error("{player} caused {caused} mahjongs, but the others made {others} (C2)")]
    CausedMoreThanMade {
        /// The player.
        player: String,
        /// Mahjongs caused, typed.
        caused: u32,
        /// Mahjongs the other players made.
        others: u32,
    },
    /// A table that caused more mahjongs than it made (C2).
    #[error("{caused} mahjongs caused at a table that made {made} (C2)")]
    TableCausedMoreThanMade {
        /// Mahjongs caused at the table.
        caused: u32,
        /// Mahjongs made at the table.
        made: u32,
    },
}

/// Checks a typed table's results under the evening's rule set: totals and
/// counts within what a game gives, a Dutch table's totals summing to 0
/// (C21; MCR penalties go to nobody, so an MCR table need not, but sums
/// to 0 or below, issue 51), mahjongs caused within those made (C2).
pub fn check_typed(results: &[TableResult], rules: Variant) -> Result<(), TypedError> {
    if let Some(r) = results.iter().find(|r| r.total.unsigned_abs() > MAX_TOTAL.unsigned_abs()) {
        return Err(TypedError::TotalTooLarge { total: r.total });
    }
    if let Some(count) = results.iter().flat_map(|r| [r.made, r.caused]).find(|&m| m > MAX_MAHJONGS) {
        return Err(TypedError::TooManyMahjongs { count });
    }
    // Within MAX_TOTAL each: the sum of five cannot overflow.
    let sum: i64 = results.iter().map(|r| r.total).sum();
    if !rules.is_mcr() && sum != 0 {
        return Err(TypedError::NotZero { sum });
    }
    if rules.is_mcr() && sum > 0 {
        return Err(TypedError::McrAboveZero { sum });
    }
    let made: u32 = results.iter().map(|r| r.made).sum();
    for r in results {
        let others = made - r.made;
        if r.caused > others {
            return Err(TypedError::CausedMoreThanMade { player: r.player.clone(), caused: r.caused, others });
        }
    }
    let caused: u32 = results.iter().map(|r| r.caused).sum();
    if caused > made {
        return Err(TypedError::TableCausedMoreThanMade { caused, made });
    }
    Ok(())
}

/// The running sum of a paper form's totals as typed, shown while they
/// are typed so a slip is seen before C21 refuses it: a blank counts as 0;
/// `None` while a total is no whole number (or the sum leaves `i64`).
pub fn typed_sum<'a>(totals: impl IntoIterator<Item = &'a str>) -> Option<i64> {
    totals.into_iter().map(str::trim).try_fold(0i64, |sum, t| if t.is_empty() { Some(sum) } else { sum.checked_add(t.parse().ok()?) })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The form's running sum: 40 + "" (0) - 30 - 10 = 0; a letter or a
    /// sum past i64 gives no number rather than a wrong one (or a panic).
    #[test]
    fn a_form_sums_what_is_typed() {
        assert_eq!(typed_sum(["40", "", " -30", "-10 "]), Some(0));
        assert_eq!(typed_sum(["40", "1O"]), None);
        assert_eq!(typed_sum(["9223372036854775807", "1"]), None);
        assert_eq!(typed_sum(Vec::<&str>::new()), Some(0));
    }

    fn table(rows: &[(&str, i64, u32, u32)]) -> Vec<TableResult> {
        rows.iter().map(|&(p, total, made, caused)| TableResult { player: p.into(), total, made, caused }).collect()
    }

    #[test]
    fn dutch_totals_sum_to_zero_c21() {
        // Seed 003's hand: +24 +384 -244 -164 = 0.
        let ok = table(&[("A", 24, 0, 1), ("B", 384, 1, 0), ("C", -244, 0, 0), ("D", -164, 0, 0)]);
        assert_eq!(check_typed(&ok, Variant::Nts), Ok(()));
        // A typo, 69 for 96 elsewhere: -27 short; 24 + 384 - 244 - 191 = -27.
        let typo = table(&[("A", 24, 0, 1), ("B", 384, 1, 0), ("C", -244, 0, 0), ("D", -191, 0, 0)]);
        assert_eq!(check_typed(&typo, Variant::Nmb), Err(TypedError::NotZero { sum: -27 }));
        // A Dutch table summing to 4000 (issue 32): refused.
        let four = table(&[("A", 1000, 0, 0), ("B", 1000, 0, 0), ("C", 1000, 0, 0), ("D", 1000, 0, 0)]);
        assert_eq!(check_typed(&four, Variant::Classic), Err(TypedError::NotZero { sum: 4000 }));
        // MCR: penalties go to nobody (rules README `mcr`), so -15 stands.
        let mcr = table(&[("A", 196, 4, 2), ("B", -39, 4, 4), ("C", -109, 3, 4), ("D", -63, 3, 4)]);
        assert_eq!(check_typed(&mcr, Variant::Mcr), Ok(()));
        // Issue 51: but never above 0: 196 - 39 - 109 - 23 = +25 has
        // points from nowhere, as has a slip of +1 (25, 15, -10, -29).
        let above = table(&[("A", 196, 4, 2), ("B", -39, 4, 4), ("C", -109, 3, 4), ("D", -23, 3, 4)]);
        assert_eq!(check_typed(&above, Variant::Mcr), Err(TypedError::McrAboveZero { sum: 25 }));
        let one = table(&[("A", 25, 1, 0), ("B", 15, 1, 0), ("C", -10, 0, 1), ("D", -29, 0, 1)]);
        assert_eq!(check_typed(&one, Variant::Mcr), Err(TypedError::McrAboveZero { sum: 1 }));
    }

    #[test]
    fn caused_within_made_c2() {
        // Nobody made a mahjong, yet A caused one (issue 32).
        let none = table(&[("A", 0, 0, 1), ("B", 0, 0, 0), ("C", 0, 0, 0)]);
        assert_eq!(check_typed(&none, Variant::Nts), Err(TypedError::CausedMoreThanMade { player: "A".into(), caused: 1, others: 0 }));
        // B made 2; A caused 2 (fine), C caused 1 more: 3 caused of 2 made.
        let three = table(&[("A", 0, 0, 2), ("B", 0, 2, 0), ("C", 0, 0, 1)]);
        assert_eq!(check_typed(&three, Variant::Nts), Err(TypedError::TableCausedMoreThanMade { caused: 3, made: 2 }));
        // B made 2 and caused 1, but nobody else made one.
        let own = table(&[("A", 0, 0, 0), ("B", 0, 2, 1), ("C", 0, 0, 0)]);
        assert_eq!(check_typed(&own, Variant::Nts), Err(TypedError::CausedMoreThanMade { player: "B".into(), caused: 1, others: 0 }));
    }

    #[test]
    fn sizes_without_overflow() {
        // -2^63 has no absolute value in i64 (issue 32): refused, not wrapped.
        let min = table(&[("A", i64::MIN, 0, 0), ("B", 0, 0, 0), ("C", 0, 0, 0)]);
        assert_eq!(check_typed(&min, Variant::Mcr), Err(TypedError::TotalTooLarge { total: i64::MIN }));
        let edge = table(&[("A", MAX_TOTAL, 0, 0), ("B", -MAX_TOTAL, 0, 0), ("C", 0, 0, 0)]);
        assert_eq!(check_typed(&edge, Variant::Nts), Ok(()));
        let many = table(&[("A", 0, 1001, 0), ("B", 0, 0, 0), ("C", 0, 0, 0)]);
        assert_eq!(check_typed(&many, Variant::Nts), Err(TypedError::TooManyMahjongs { count: 1001 }));
    }
}
