//! MCR 2006 (World Mahjong Organization), summarised for Dutch clubs in
//! seed 004: the fan table with the implied fans ([`fans`]), the scoring of
//! a winner's hand ([`score`], used by `mjscore`, the JS API and the app
//! alike) and the bounds of a typed fan total. The settlement is
//! [`crate::settle::settle_mcr`].

pub mod fans;
pub mod score;

/// The minimum to win, flowers not counted (rules README, `mcr`).
pub const MIN_FAN: u32 = 8;

/// The highest total the engine gives any hand: Big Three Dragons of
/// concealed kongs with a concealed kong of East (seat and prevalent wind)
/// and a pair of South, self-drawn as the last tile of the wall and the
/// replacement tile of the fourth kong, with all eight flowers: 88 + 88
/// (Four Kongs) + 64 (Four Concealed Pungs) + 64 (All Honors) + 4 (Fully
/// Concealed) + 8 (Last Tile Draw) + 8 (Out with Replacement Tile) + 2
/// (Seat Wind) + 2 (Prevalent Wind) + 8 flowers = 336; 328 without the
/// flowers, the regular hand's maximum others give too. The test
/// `highest_total` searches the hands of honour and terminal pungs and
/// kongs for it; the exhaustive run checks that no concealed hand passes it.
pub const MAX_FAN: u32 = 336;

/// Why a typed fan total cannot be a winning MCR hand's.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
// The fields are the values each variant's message names.
#[allow(missing_docs)]
pub enum ImpossibleFan {
    /// `fan` fans do not win: MCR needs at least {MIN_FAN}.
    #[error("{fan} fans do not win: MCR needs at least {MIN_FAN}")]
    BelowMinimum { fan: u32 },
    /// `fan` fans: no hand scores more than {MAX_FAN}.
    #[error("{fan} fans: no hand scores more than {MAX_FAN} (four concealed kongs of honours, every extra and all flowers)")]
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
        // Issue 19: 6,924 passed before; the highest hand is 336.
        assert_eq!(check_fan(337), Err(ImpossibleFan::AboveMaximum { fan: 337 }));
        assert!(check_fan(MAX_FAN).is_ok());
    }
}
