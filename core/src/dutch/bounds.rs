//! What a hand's score can be under a Dutch rule set, for a score that was
//! counted by hand and typed ("Score typen"): never above the limit
//! (ruling 14), a winner at least mahjong with the minimum doublings
//! (rulings 6, 15), and even, but for half an irregular limit that a
//! non-winner waits on (rulings 16, 17).

use super::items::MAHJONG_POINTS;
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
    /// `score` is odd: every score is even but half an irregular limit (ruling 17).
    #[error("{score} is odd: every score is even but half an irregular limit (ruling 17)")]
    Odd { score: u32 },
}

/// The least a valid mahjong scores: mahjong's 20 points (ruling 6) with
/// the minimum doublings (ruling 15), never above the limit.
pub fn min_winning_score(rules: &RuleSet) -> u32 {
    MAHJONG_POINTS.checked_shl(rules.min_doublings).unwrap_or(u32::MAX).min(rules.limit)
}

/// Whether `score` can be a hand's score: the winner's or another player's.
/// Points are even (every item is worth an even number, ruling 4-8, 21)
/// and doublings keep them even; limit hands are worth even values; only a
/// non-winner waiting on an irregular limit scores half of it, which can
/// be odd (seven twins 250: 125).
pub fn check_score(rules: &RuleSet, score: u32, winner: bool) -> Result<(), ImpossibleScore> {
    if score > rules.limit {
        return Err(ImpossibleScore::AboveLimit { score, limit: rules.limit });
    }
    let min = min_winning_score(rules);
    if winner && score < min {
        return Err(ImpossibleScore::BelowMahjong { score, min, doublings: rules.min_doublings });
    }
    let half_limit = || Limit::ALL.iter().any(|l| l.is_irregular() && l.value(rules) / 2 == score);
    if score % 2 == 1 && (winner || !half_limit()) {
        return Err(ImpossibleScore::Odd { score });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_scores_against_the_rules() {
        let r = RuleSet::NTS;
        // Ruling 15: 20 points x 2^2 = 80 is the least a mahjong scores.
        assert_eq!(min_winning_score(&r), 80);
        assert_eq!(check_score(&r, 80, true), Ok(()));
        assert_eq!(check_score(&r, 10, true), Err(ImpossibleScore::BelowMahjong { score: 10, min: 80, doublings: 2 }));
        // A loser may score 0, 10 or anything even up to the limit of 2000.
        assert_eq!(check_score(&r, 0, false), Ok(()));
        assert_eq!(check_score(&r, 2000, true), Ok(()));
        assert_eq!(check_score(&r, 2002, false), Err(ImpossibleScore::AboveLimit { score: 2002, limit: 2000 }));
        assert_eq!(check_score(&r, 99_999_999, false), Err(ImpossibleScore::AboveLimit { score: 99_999_999, limit: 2000 }));
        // Rulings 16, 17: seven twins is 250, waiting on it 250 / 2 = 125,
        // the one odd score; 127 is none, and a winner is never odd.
        assert_eq!(check_score(&r, 125, false), Ok(()));
        assert_eq!(check_score(&r, 127, false), Err(ImpossibleScore::Odd { score: 127 }));
        assert_eq!(check_score(&r, 125, true), Err(ImpossibleScore::Odd { score: 125 }));
        // A club with a lower limit: the limit bounds the minimum too.
        let low = RuleSet { limit: 50, ..RuleSet::NTS };
        assert_eq!(min_winning_score(&low), 50);
    }
}
