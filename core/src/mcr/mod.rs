//! MCR 2006 (World Mahjong Organization), summarised for Dutch clubs in
//! seed 004: the fan table with the implied fans ([`fans`]), the scoring of
//! a winner's hand ([`score`], used by `mjscore`, the JS API and the app
//! alike) and the bounds of a typed fan total. The settlement is
//! [`crate::settle::settle_mcr`].

pub mod fans;
pub mod score;

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
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_fans() {
        // Rules README `mcr`: 8 fans win, 7 do not.
        assert_eq!(check_fan(8), Ok(()));
        assert_eq!(check_fan(7), Err(ImpossibleFan::BelowMinimum { fan: 7 }));
        assert_eq!(check_fan(99_999_999), Err(ImpossibleFan::AboveMaximum { fan: 99_999_999 }));
        // The bound is above the richest fans: 88 x 4 + 8 flowers at least.
        assert!(MAX_FAN > 88 * 4 + 8 && check_fan(MAX_FAN).is_ok());
    }
}
