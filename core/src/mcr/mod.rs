//! MCR 2006 (World Mahjong Organization), summarised for Dutch clubs in
//! seed 004: the fan table with the implied fans ([`fans`]), the scoring of
//! a winner's hand ([`score`], used by `mjscore`, the JS API and the app
//! alike) and the settlement.

pub mod fans;
pub mod score;

use crate::settle::{Payment, SettleError, Settlement};

/// The minimum to win, flowers not counted (rules README, `mcr`).
pub const MIN_FAN: u32 = 8;

/// More fans than any hand can score: every fan at most four times (no
/// fan counts more often) and the eight flowers. A bound for a typed total,
/// not a hand that exists.
pub const MAX_FAN: u32 = {
    let mut sum = 0;
    let mut i = 0;
    while i < fans::Fan::ALL.len() {
        sum += fans::Fan::ALL[i].value_const() * 4;
        i += 1;
    }
    sum + 8
};

/// Why a typed fan total cannot be a winning MCR hand's.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
// The fields are the values each variant's message names.
#[allow(missing_docs)]
pub enum ImpossibleFan {
    /// `fan` fans do not win: MCR needs at least {MIN_FAN}.
    #[error("{fan} fans do not win: MCR needs at least {MIN_FAN}")]
    BelowMinimum { fan: u32 },
    /// `fan` fans: no hand scores more than {MAX_FAN}.
    #[error("{fan} fans: no hand scores more than {MAX_FAN}")]
    AboveMaximum { fan: u32 },
}

/// Whether a winner's typed fan total (flowers included) can be: at least
/// the 8 needed to win, and not more than any hand scores.
pub fn check_fan(fan: u32) -> Result<(), ImpossibleFan> {
    match fan {
        f if f < MIN_FAN => Err(ImpossibleFan::BelowMinimum { fan }),
        f if f > MAX_FAN => Err(ImpossibleFan::AboveMaximum { fan }),
        _ => Ok(()),
    }
}
/// What every paying player pays on top of the fans, or alone.
pub const BASE: i64 = 8;

/// Rules README `mcr`: a win on a discard, the discarder pays 8 + fans and
/// the two others 8 each; self-drawn (`discarder` None), each of the three
/// others pays 8 + fans. No East doubling in MCR.
pub fn settle(fan: u32, winner: usize, discarder: Option<usize>) -> Result<Settlement, SettleError> {
    check_fan(fan).map_err(SettleError::ImpossibleFan)?;
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
        let amount = if discarder.is_none() || discarder == Some(from) { BASE + i64::from(fan) } else { BASE };
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
    fn discard_and_self_drawn() {
        // Player 2 wins 10 fans on player 0's discard: 0 pays 8 + 10 = 18,
        // 1 and 3 pay 8 each; 2 gets 18 + 8 + 8 = 34.
        let s = settle(10, 2, Some(0)).unwrap();
        assert_eq!(s.net, [-18, -8, 34, -8]);
        // Self-drawn 10 fans: each of the three pays 18; 3 x 18 = 54.
        let s = settle(10, 2, None).unwrap();
        assert_eq!(s.net, [-18, -18, 54, -18]);
        assert_eq!(s.payments.len(), 3);
    }

    #[test]
    fn typed_fans() {
        // Rules README `mcr`: 8 fans win, 7 do not.
        assert_eq!(check_fan(8), Ok(()));
        assert_eq!(check_fan(7), Err(ImpossibleFan::BelowMinimum { fan: 7 }));
        assert_eq!(check_fan(99_999_999), Err(ImpossibleFan::AboveMaximum { fan: 99_999_999 }));
        // The bound is above the richest fans: 88 x 4 + 8 flowers at least.
        assert!(MAX_FAN > 88 * 4 + 8 && check_fan(MAX_FAN).is_ok());
    }

    #[test]
    fn impossible_settlements_are_errors() {
        assert_eq!(settle(8, 1, Some(1)), Err(SettleError::SelfDiscard { winner: 1 }));
        assert!(settle(8, 4, None).is_err());
        assert!(settle(8, 1, Some(5)).is_err());
    }
}
