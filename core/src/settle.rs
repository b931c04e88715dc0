//! Settlement between the players of one hand (ruling 19; NTS "Het
//! verrekenen van de punten", seed 003 "Voorbeeld punten berekening"), for
//! four players or, in `classic`, three (ruling 22; book 002 "Drie spelers").

use crate::rules::{RuleSet, Variant};

/// One payment between two players (indices into the scores).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Payment {
    /// Who pays (player index).
    pub from: usize,
    /// Who receives (player index).
    pub to: usize,
    /// How much.
    pub amount: i64,
}

/// Who pays whom for one hand.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Settlement {
    /// Each player's net result; they always sum to 0.
    pub net: Vec<i64>,
    /// What changes hands: one payment per pair of players that owe each
    /// other anything, the difference already taken.
    pub payments: Vec<Payment>,
}

#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
// The fields are the values each variant's message names.
#[allow(missing_docs)]
pub enum SettleError {
    /// `found` scores: a hand is settled between the 3 or 4 players at the
    /// table (ruling 22; competition ruling C17 for `nts` and `nmb`).
    #[error("{found} scores: the {rules} rules settle a hand between 3 or 4 players at the table (ruling 22, C17)")]
    WrongPlayerCount { found: usize, rules: Variant },
    /// `found` dead-hand flags for `players` players.
    #[error("{found} dead-hand flags for {players} players")]
    DeadCount { players: usize, found: usize },
    /// `role` must be a player 0-`last`, got `index`.
    #[error("{role} must be a player 0-{last}, got {index}")]
    NoSuchPlayer { role: &'static str, index: usize, last: usize },
    /// The winner (player `winner`) cannot have a dead hand.
    #[error("the winner (player {winner}) cannot have a dead hand")]
    DeadWinner { winner: usize },
    /// The winner (player `winner`) cannot also be the discarder; use null for a self-drawn win.
    #[error("the winner (player {winner}) cannot also be the discarder; use null for a self-drawn win")]
    SelfDiscard { winner: usize },
    /// No table scores this (limit, mahjong minimum, even; rulings 6, 14-17).
    #[error("player {player}: {reason}")]
    ImpossibleScore { player: usize, reason: crate::dutch::bounds::ImpossibleScore },
    /// MCR: no winning hand has this many fans.
    #[error("{0}")]
    ImpossibleFan(crate::mcr::ImpossibleFan),
    /// A draw (no winner) settles nothing, but scores were given (ruling 19).
    #[error("a draw (no winner) settles nothing, but scores were given; give the winner or zero scores (ruling 19)")]
    DrawWithScores,
}

/// Ruling 19: the winner receives their score from each other player; the
/// others pay each other the difference of their scores; any payment to or
/// from East is doubled. A dead hand scores 0 and still pays. A draw
/// (`winner` None) settles nothing. With chip settlement the scores are
/// first rounded to tens (ruling 21). Three players settle the same way
/// between themselves (ruling 22), under every Dutch rule set (C17).
pub fn settle(scores: &[u32], winner: Option<usize>, east: usize, dead: &[bool], rules: &RuleSet) -> Result<Settlement, SettleError> {
    let n = scores.len();
    if !(3..=4).contains(&n) {
        return Err(SettleError::WrongPlayerCount { found: n, rules: rules.variant });
    }
    if dead.len() != n {
        return Err(SettleError::DeadCount { players: n, found: dead.len() });
    }
    if east >= n {
        return Err(SettleError::NoSuchPlayer { role: "east", index: east, last: n - 1 });
    }
    if let Some(w) = winner {
        if w >= n {
            return Err(SettleError::NoSuchPlayer { role: "winner", index: w, last: n - 1 });
        }
        if dead[w] {
            return Err(SettleError::DeadWinner { winner: w });
        }
    }
    // Ruling 19: a draw settles nothing, so scores beside it are a mistake
    // (the same answer as a game line's draw).
    if winner.is_none() && scores.iter().any(|&s| s != 0) {
        return Err(SettleError::DrawWithScores);
    }
    // Only scores a table can produce are settled: a winner's at least a
    // mahjong, none above the limit, all even but half an irregular limit.
    for (i, &score) in scores.iter().enumerate().filter(|&(i, _)| !dead[i]) {
        crate::dutch::bounds::check_score(rules, score, winner == Some(i))
            .map_err(|reason| SettleError::ImpossibleScore { player: i, reason })?;
    }
    let mut net = vec![0i64; n];
    let mut payments = Vec::new();
    let Some(w) = winner else {
        return Ok(Settlement { net, payments });
    };
    let s: Vec<i64> = (0..n).map(|i| if dead[i] { 0 } else { rules.round_score(scores[i]) as i64 }).collect();
    let factor = |a: usize, b: usize| if a == east || b == east { 2 } else { 1 };
    for i in 0..n {
        for j in i + 1..n {
            // Positive: j pays i.
            let owed = if i == w {
                s[i]
            } else if j == w {
                -s[j]
            } else {
                s[i] - s[j]
            } * factor(i, j);
            if owed != 0 {
                let (from, to, amount) = if owed > 0 { (j, i, owed) } else { (i, j, -owed) };
                payments.push(Payment { from, to, amount });
                net[to] += amount;
                net[from] -= amount;
            }
        }
    }
    Ok(Settlement { net, payments })
}

/// What every paying player pays on top of the fans, or alone.
pub const MCR_BASE: i64 = 8;

/// Rules README `mcr`: a win on a discard, the discarder pays 8 + fans and
/// the two others 8 each; self-drawn (`discarder` None), each of the three
/// others pays 8 + fans. No East doubling in MCR.
pub fn settle_mcr(fan: u32, winner: usize, discarder: Option<usize>) -> Result<Settlement, SettleError> {
    crate::mcr::check_fan(fan).map_err(SettleError::ImpossibleFan)?;
    if winner > 3 {
        return Err(SettleError::NoSuchPlayer { role: "winner", index: winner, last: 3 });
    }
    if let Some(d) = discarder {
        if d > 3 {
            return Err(SettleError::NoSuchPlayer { role: "discarder", index: d, last: 3 });
        }
        if d == winner {
            return Err(SettleError::SelfDiscard { winner });
        }
    }
    let mut net = vec![0i64; 4];
    let mut payments = Vec::with_capacity(3);
    for from in (0..4).filter(|&p| p != winner) {
        let amount = if discarder.is_none() || discarder == Some(from) { MCR_BASE + i64::from(fan) } else { MCR_BASE };
        payments.push(Payment { from, to: winner, amount });
        net[from] -= amount;
        net[winner] += amount;
    }
    Ok(Settlement { net, payments })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_003_example() {
        // Seed 003 "Voorbeeld punten berekening": E 64, S 96 (winner), W 0
        // (dead), N 20, East is player 0.
        // S receives 96 x2 from E + 96 from W + 96 from N = 384.
        // E-W: W pays (64 - 0) x2 = 128; E-N: N pays (64 - 20) x2 = 88.
        // W-N: W pays 20 - 0 = 20.
        // E: +128 +88 -192 = +24; W: -96 -128 -20 = -244; N: -96 -88 +20 = -164.
        let s = settle(&[64, 96, 0, 20], Some(1), 0, &[false, false, true, false], &RuleSet::NTS).unwrap();
        assert_eq!(s.net, [24, 384, -244, -164]);
        assert_eq!(s.net.iter().sum::<i64>(), 0);
        assert!(s.payments.contains(&Payment { from: 0, to: 1, amount: 192 }));
        assert!(s.payments.contains(&Payment { from: 3, to: 0, amount: 88 }));
        assert!(s.payments.contains(&Payment { from: 2, to: 3, amount: 20 }));
    }

    #[test]
    fn draw_settles_nothing() {
        // Ruling 19: a draw settles nothing; scores beside it are refused,
        // as in a game line (issue 19).
        let s = settle(&[0; 4], None, 0, &[false; 4], &RuleSet::NTS).unwrap();
        assert_eq!(s.net, [0; 4]);
        assert!(s.payments.is_empty());
        assert_eq!(settle(&[64, 96, 0, 20], None, 0, &[false; 4], &RuleSet::NTS), Err(SettleError::DrawWithScores));
    }

    #[test]
    fn east_winner_receives_double() {
        // East wins 96: each of three pays 192 = +576. Others 10, 20, 30:
        // player 1 pays 20-10 = 10 to 2 and 30-10 = 20 to 3; player 2 pays 10 to 3.
        let s = settle(&[96, 10, 20, 30], Some(0), 0, &[false; 4], &RuleSet::NTS).unwrap();
        assert_eq!(s.net, [576, -192 - 10 - 20, -192 + 10 - 10, -192 + 20 + 10]);
    }

    #[test]
    fn three_players() {
        // Ruling 22 (book 002 "Drie spelers"): E 40, S 96 (winner), W 10,
        // East is player 0. S gets 96 x2 from E + 96 from W = +288;
        // E-W: W pays (40 - 10) x2 = 60. E: -192 + 60 = -132; W: -96 - 60 = -156.
        let s = settle(&[40, 96, 10], Some(1), 0, &[false; 3], &RuleSet::CLASSIC).unwrap();
        assert_eq!(s.net, [-132, 288, -156]);
        assert_eq!(s.payments.len(), 3);
    }

    #[test]
    fn dead_score_is_zero_and_errors() {
        // A dead hand's typed score is ignored: it scores 0 (ruling 19).
        let a = settle(&[64, 96, 50, 20], Some(1), 0, &[false, false, true, false], &RuleSet::NTS).unwrap();
        assert_eq!(a.net, [24, 384, -244, -164]);
        assert_eq!(settle(&[0; 4], Some(1), 0, &[false, true, false, false], &RuleSet::NTS), Err(SettleError::DeadWinner { winner: 1 }));
        assert!(settle(&[0; 4], Some(4), 0, &[false; 4], &RuleSet::NTS).is_err());
        assert!(settle(&[0; 4], Some(1), 7, &[false; 4], &RuleSet::NTS).is_err());
        assert_eq!(
            settle(&[0; 3], Some(3), 0, &[false; 3], &RuleSet::CLASSIC).unwrap_err().to_string(),
            "winner must be a player 0-2, got 3"
        );
        // C17: three settle among themselves under nts as under classic;
        // a table of two is none. E 40, S 96 (winner), W 10 as in
        // `three_players`: [-132, 288, -156].
        assert_eq!(settle(&[40, 96, 10], Some(1), 0, &[false; 3], &RuleSet::NTS).unwrap().net, [-132, 288, -156]);
        assert_eq!(
            settle(&[0; 2], Some(1), 0, &[false; 2], &RuleSet::NTS),
            Err(SettleError::WrongPlayerCount { found: 2, rules: Variant::Nts })
        );
        assert_eq!(
            settle(&[0; 5], Some(1), 0, &[false; 5], &RuleSet::CLASSIC),
            Err(SettleError::WrongPlayerCount { found: 5, rules: Variant::Classic })
        );
        assert_eq!(settle(&[0; 4], Some(1), 0, &[false; 3], &RuleSet::NTS), Err(SettleError::DeadCount { players: 4, found: 3 }));
    }

    #[test]
    fn chip_rounding_before_settling() {
        // Ruling 21: with chips 64 -> 60, 96 -> 100, 20 -> 20.
        // S: 200 + 100 + 100 = 400; E-W: 120, E-N: (60-20)x2 = 80; W-N: 20.
        let chips = RuleSet { round_to_tens: true, ..RuleSet::NMB };
        let s = settle(&[64, 96, 0, 20], Some(1), 0, &[false; 4], &chips).unwrap();
        assert_eq!(s.net, [-200 + 120 + 80, 400, -100 - 120 - 20, -100 - 80 + 20]);
    }

    #[test]
    fn discard_and_self_drawn() {
        // Player 2 wins 10 fans on player 0's discard: 0 pays 8 + 10 = 18,
        // 1 and 3 pay 8 each; 2 gets 18 + 8 + 8 = 34.
        let s = settle_mcr(10, 2, Some(0)).unwrap();
        assert_eq!(s.net, [-18, -8, 34, -8]);
        // Self-drawn 10 fans: each of the three pays 18; 3 x 18 = 54.
        let s = settle_mcr(10, 2, None).unwrap();
        assert_eq!(s.net, [-18, -18, 54, -18]);
        assert_eq!(s.payments.len(), 3);
    }

    #[test]
    fn impossible_settlements_are_errors() {
        assert_eq!(settle_mcr(8, 1, Some(1)), Err(SettleError::SelfDiscard { winner: 1 }));
        assert!(settle_mcr(8, 4, None).is_err());
        assert!(settle_mcr(8, 1, Some(5)).is_err());
    }
}
