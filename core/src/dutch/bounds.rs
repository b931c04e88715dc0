//! What a hand's score can be under a Dutch rule set, for a score that was
//! counted by hand and typed ("Score typen", a settlement, a game line):
//! points x 2^doublings (ruling 14) with points even (every item of rulings
//! 4-8 and 21 is worth an even number) and never more than the most points
//! any hand holds, a winner's at least mahjong's 20 with the minimum
//! doublings (rulings 6, 15); or a limit hand's value (rulings 16, 18), or
//! half an irregular one for a non-winner waiting on it (ruling 17); capped
//! at the limit (ruling 14). A typed score is the one counted at the table:
//! with chips it is rounded to tens when it is settled (ruling 21), so the
//! bounds are on the counted score.

use super::items::{ItemKind, Worth, MAHJONG_POINTS};
use super::limits::Limit;
use crate::rules::RuleSet;

/// Why a number cannot be a hand's score under the rule set.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
// The fields are the values each variant's message names.
#[allow(missing_docs)]
pub enum ImpossibleScore {
    /// `score` is above the limit of `limit` (ruling 14).
    #[error("{score} is above the limit of {limit} (ruling 14)")]
    AboveLimit { score: u32, limit: u32 },
    /// `score` is less than a mahjong scores: at least `min` ({MAHJONG_POINTS} points, `doublings` doublings; rulings 6, 15).
    #[error("{score} is less than a mahjong scores: at least {min} ({MAHJONG_POINTS} points, {doublings} doublings; rulings 6, 15)")]
    BelowMahjong { score: u32, min: u32, doublings: u32 },
    /// No hand scores `score`: it is no even number of points (at most
    /// `max_points`) doubled, nor a limit value; `lower` and `higher` are
    /// the nearest scores a hand can have (rulings 4-8, 14-18, 21).
    #[error("no hand scores {score}: points are even, at most {max_points}, and doubled (rulings 4-8, 14-18, 21); nearest possible: {}", Nearest(*lower, *higher))]
    NoHand { score: u32, max_points: u32, lower: Option<u32>, higher: Option<u32> },
}

/// The nearest possible scores, for a message: "80 or 88", "80".
struct Nearest(Option<u32>, Option<u32>);

impl std::fmt::Display for Nearest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.0, self.1) {
            (Some(a), Some(b)) => write!(f, "{a} or {b}"),
            (Some(a), None) | (None, Some(a)) => write!(f, "{a}"),
            (None, None) => f.write_str("none"),
        }
    }
}

/// The least a valid mahjong scores: mahjong's 20 points (ruling 6) with
/// the minimum doublings (ruling 15), never above the limit.
pub fn min_winning_score(rules: &RuleSet) -> u32 {
    MAHJONG_POINTS.checked_shl(rules.min_doublings).unwrap_or(u32::MAX).min(rules.limit)
}

fn points(kind: ItemKind) -> u32 {
    match kind.worth() {
        Worth::Points(p) => p,
        _ => 0,
    }
}

/// The most points a hand can hold, from the items table: four concealed
/// kongs of terminals or honours (ruling 4), the richest pair (a wind that
/// is seat and round wind, ruling 5), eight flowers where they count
/// (ruling 21), and for the winner mahjong and every winning-tile item at
/// once (rulings 6, 8). No hand has all of these together, so this bounds
/// the points from above; it is never below a real hand's.
pub fn max_points(rules: &RuleSet, winner: bool) -> u32 {
    use ItemKind::*;
    let sets = 4 * points(KongHonoursConcealed);
    let pair = points(PairSeatWind) + points(PairRoundWind);
    let flowers = if rules.flowers { 8 * points(Flower) } else { 0 };
    let won = if winner {
        MAHJONG_POINTS + [WinningPair, OnlyPossibleTile, SelfDrawn, PelingEatsCake].map(points).iter().sum::<u32>()
    } else {
        0
    };
    sets + pair + flowers + won
}

/// Every score a hand can have under the rule set, the winner's or another
/// player's, ascending: each even number of points from the least (20 for
/// the winner, 0 otherwise) to [`max_points`] doubled from the minimum
/// doublings (ruling 15; none for a non-winner) until it passes the limit,
/// capped (ruling 14); the limit values for the winner
/// (rulings 16, 18); half an irregular limit for a non-winner (ruling 17).
pub fn possible_scores(rules: &RuleSet, winner: bool) -> Vec<u32> {
    let least = if winner { MAHJONG_POINTS } else { 0 };
    let min_doublings = if winner { rules.min_doublings } else { 0 };
    let mut out = Vec::new();
    for p in (least..=max_points(rules, winner)).step_by(2) {
        for d in min_doublings.. {
            let raw = u64::from(p) << d.min(40);
            out.push(raw.min(u64::from(rules.limit)) as u32);
            if raw >= u64::from(rules.limit) || p == 0 {
                break;
            }
        }
    }
    for l in Limit::ALL {
        if winner {
            out.push(l.value(rules));
        } else if l.is_irregular() {
            out.push(l.value(rules) / 2);
        }
    }
    crate::order::sort(&mut out);
    out.dedup();
    out
}

/// Whether `score` is in [`possible_scores`], without listing them (a game
/// line checks every score of every hand): a limit value, the capped limit,
/// or an even number of points in range doubled at least the minimum times.
fn is_possible(rules: &RuleSet, score: u32, winner: bool) -> bool {
    if score == rules.limit {
        return true;
    }
    let limits = Limit::ALL.iter().any(|l| if winner { l.value(rules) == score } else { l.is_irregular() && l.value(rules) / 2 == score });
    if limits {
        return true;
    }
    let (least, min_doublings) = if winner { (MAHJONG_POINTS, rules.min_doublings) } else { (0, 0) };
    if score == 0 {
        return !winner;
    }
    let max = max_points(rules, winner);
    (min_doublings..32).take_while(|&d| score.trailing_zeros() >= d).any(|d| {
        let p = score >> d;
        p % 2 == 0 && (least..=max).contains(&p)
    })
}

/// Whether `score` can be a hand's score: the winner's or another player's
/// ([`possible_scores`]). The error names the nearest possible scores.
pub fn check_score(rules: &RuleSet, score: u32, winner: bool) -> Result<(), ImpossibleScore> {
    if score > rules.limit {
        return Err(ImpossibleScore::AboveLimit { score, limit: rules.limit });
    }
    let min = min_winning_score(rules);
    if winner && score < min {
        return Err(ImpossibleScore::BelowMahjong { score, min, doublings: rules.min_doublings });
    }
    if is_possible(rules, score, winner) {
        return Ok(());
    }
    let possible = possible_scores(rules, winner);
    let i = possible.partition_point(|&x| x < score);
    Err(ImpossibleScore::NoHand {
        score,
        max_points: max_points(rules, winner),
        lower: i.checked_sub(1).map(|j| possible[j]),
        higher: possible.get(i).copied(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_hand(rules: &RuleSet, score: u32, winner: bool) -> Option<(Option<u32>, Option<u32>)> {
        match check_score(rules, score, winner) {
            Err(ImpossibleScore::NoHand { lower, higher, .. }) => Some((lower, higher)),
            _ => None,
        }
    }

    #[test]
    fn typed_scores_against_the_rules() {
        let r = RuleSet::NTS;
        // Ruling 15: 20 points x 2^2 = 80 is the least a mahjong scores.
        assert_eq!(min_winning_score(&r), 80);
        assert_eq!(check_score(&r, 80, true), Ok(()));
        assert_eq!(check_score(&r, 10, true), Err(ImpossibleScore::BelowMahjong { score: 10, min: 80, doublings: 2 }));
        // A loser may score 0, 10 or anything even up to 132 points
        // undoubled; the limit of 2000 caps every score.
        assert_eq!(check_score(&r, 0, false), Ok(()));
        assert_eq!(check_score(&r, 10, false), Ok(()));
        assert_eq!(check_score(&r, 2000, true), Ok(()));
        assert_eq!(check_score(&r, 2002, false), Err(ImpossibleScore::AboveLimit { score: 2002, limit: 2000 }));
        assert_eq!(check_score(&r, 99_999_999, false), Err(ImpossibleScore::AboveLimit { score: 99_999_999, limit: 2000 }));
        // Rulings 16, 17: seven twins is 250, waiting on it 250 / 2 = 125,
        // the one odd score; 127 is none, and a winner is never odd:
        // 125 lies between 120 (30 x 2^2) and 128 (32 x 2^2).
        assert_eq!(check_score(&r, 125, false), Ok(()));
        assert_eq!(no_hand(&r, 127, false), Some((Some(126), Some(128))));
        assert_eq!(no_hand(&r, 125, true), Some((Some(120), Some(128))));
    }

    #[test]
    fn the_quick_check_is_the_list() {
        // `is_possible` answers exactly for the numbers `possible_scores`
        // lists, for every number up to the limit, winner or not.
        let club = RuleSet { limit: 5000, flowers: true, ..RuleSet::NMB };
        for rules in [RuleSet::NTS, RuleSet::CLASSIC, club] {
            for winner in [true, false] {
                let list = possible_scores(&rules, winner);
                for score in 0..=rules.limit {
                    let listed = list.binary_search(&score).is_ok();
                    assert_eq!(is_possible(&rules, score, winner), listed, "{} {score} winner {winner}", rules.variant);
                }
            }
        }
    }

    #[test]
    fn most_points_from_the_items_table() {
        // Ruling 4: a concealed kong of honours 32, four of them 128;
        // ruling 5: a pair of the wind that is seat and round wind 2 + 2.
        assert_eq!(max_points(&RuleSet::NTS, false), 4 * 32 + 4);
        // Rulings 6, 8: the winner adds mahjong 20, pair 2, only possible
        // tile 2, self-drawn 2 and pe-ling 10: 132 + 36 = 168.
        assert_eq!(max_points(&RuleSet::NTS, true), 168);
        // Ruling 21: eight flowers of 4 points each add 32.
        let flowers = RuleSet { flowers: true, ..RuleSet::NMB };
        assert_eq!(max_points(&flowers, true), 200);
    }

    #[test]
    fn numbers_no_hand_scores() {
        let nts = RuleSet::NTS;
        // Issue 19: a winner's 82 is no even number of points x 2^d, d >= 2:
        // 82 / 4 = 20.5; the nearest are 20 x 4 = 80 and 22 x 4 = 88.
        assert_eq!(no_hand(&nts, 82, true), Some((Some(80), Some(88))));
        // The app accepted 84 (21 x 4), 90, 100 (25 x 4) and 126 for a winner.
        for s in [84, 90, 100, 126] {
            assert!(no_hand(&nts, s, true).is_some(), "{s}");
        }
        // 1996 = 4 x 499 (odd); 1992 = 8 x 249 (odd) = 4 x 498 (more than
        // the 168 points any hand holds). The nearest below: 1984 = 62 x 2^5;
        // above: the limit 2000.
        assert_eq!(no_hand(&nts, 1996, true), Some((Some(1984), Some(2000))));
        assert_eq!(no_hand(&nts, 1992, true), Some((Some(1984), Some(2000))));
        // A non-winner's 1998 = 2 x 999: more than 132 points, and odd.
        assert!(no_hand(&nts, 1998, false).is_some());
        // 96 is 24 x 4; 1000 a limit value (ruling 16); 1984 = 62 x 32.
        for s in [96, 1000, 1984] {
            assert_eq!(check_score(&nts, s, true), Ok(()), "{s}");
        }
        // Classic's winner 100 (the old settlement test) is 25 x 4: none.
        assert!(no_hand(&RuleSet::CLASSIC, 100, true).is_some());
        // A non-winner's 100 = 50 x 2 is a score (e.g. a concealed kong of
        // honours 32 + another 16 + a pung 2, one dragon doubling).
        assert_eq!(check_score(&RuleSet::CLASSIC, 100, false), Ok(()));
    }

    #[test]
    fn chips_round_when_settling() {
        // Ruling 21: with chips the counted score is typed and rounded when
        // settled: 88 (22 x 4) is typed and paid as 90; 90 itself is no
        // winner's count (22.5 x 4), nor is 85.
        let chips = RuleSet { round_to_tens: true, ..RuleSet::NMB };
        assert_eq!(check_score(&chips, 88, true), Ok(()));
        assert_eq!(no_hand(&chips, 90, true), Some((Some(88), Some(96))));
        // Seven twins waited on: 250 / 2 = 125 is typed as counted.
        assert_eq!(check_score(&chips, 125, false), Ok(()));
    }

    #[test]
    fn a_club_limit() {
        // Ruling 14 with a club limit of 1000: the limit bounds the least
        // mahjong too when it is lower (a limit of 50 is no club's, but the
        // bound still holds), and 2000-limit hands are worth the limit.
        let low = RuleSet { limit: 50, ..RuleSet::NTS };
        assert_eq!(min_winning_score(&low), 50);
        let club = RuleSet { limit: 1000, winding_snake: 1000, ..RuleSet::NTS };
        assert_eq!(check_score(&club, 1000, true), Ok(()));
        assert_eq!(check_score(&club, 2000, true), Err(ImpossibleScore::AboveLimit { score: 2000, limit: 1000 }));
        // A limit of 5000: 168 x 2^4 = 2688 is a score, 4998 is none.
        let high = RuleSet { limit: 5000, ..RuleSet::NTS };
        assert_eq!(check_score(&high, 2688, true), Ok(()));
        assert!(no_hand(&high, 4998, true).is_some());
    }
}
