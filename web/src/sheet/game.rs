//! A game the score sheet can keep: a name per player and a replay that
//! works; why one cannot be kept. The ledger, the export and the store all
//! check games here.

use mahjong_core::game::Replay;
use mahjong_core::json::{GameLine, GameLineError};

/// The longest name a player has: what the new-game form takes. Names
/// that arrive by a file or a link are held to it too.
pub const MAX_NAME: usize = 24;

/// The largest game file that is read: a game of the most hands a game
/// holds (`json::game::MAX_HANDS`) is about 40 KB.
pub const MAX_FILE: u64 = 1 << 20;

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
    /// A player's name longer than [`MAX_NAME`] characters.
    NameTooLong {
        player: usize,
    },
    /// A file larger than any game file ([`MAX_FILE`] bytes), not read.
    FileTooLarge {
        bytes: u64,
    },
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
