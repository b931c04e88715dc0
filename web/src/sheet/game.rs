//! A game the score sheet can keep: a name per player and a replay that
//! works; why one cannot be kept. The ledger, the export and the store all
//! check games here.

use mahjong_core::game::Replay;
use mahjong_core::json::{GameLine, GameLineError};

/// Why the sheet refused something. Worded for the player in `sheet::text`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LedgerError {
    Names {
        names: usize,
        players: usize,
    },
    EmptyName,
    /// The engine cannot replay the game.
    Line(GameLineError),
    NoGame,
    /// An import that is no game file.
    BadFile,
    /// A shared game's link that does not open.
    BadLink,
}

impl From<GameLineError> for LedgerError {
    fn from(e: GameLineError) -> LedgerError {
        LedgerError::Line(e)
    }
}

/// A game the sheet can keep: a name per player and a replay that works.
pub fn check(game: &GameLine) -> Result<Replay, LedgerError> {
    if game.names.len() != game.players {
        return Err(LedgerError::Names { names: game.names.len(), players: game.players });
    }
    Ok(game.replay()?)
}
