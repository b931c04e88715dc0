//! A game the score sheet can keep: a name per player and a replay that
//! works; why one cannot be kept. The ledger, the export and the store all
//! check games here.

use mahjong_core::game::Replay;
use mahjong_core::json::{GameLine, GameLineError};

/// The longest name a player has: what the new-game form takes (the
/// engine's one limit for names). Names that arrive by a file or a link
/// are held to it too.
pub use mahjong_core::json::season::MAX_NAME;

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
    /// An undo step whose game would not replay (a damaged or old store):
    /// nothing was changed (issue 32).
    UndoRefused,
    /// The step a button named is no longer the last (another tab
    /// changed the sheet): nothing was taken back (issue 47).
    StepGone,
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

/// C21 and a hand from the calculator's seats are the engine's: the
/// hand's tiles (its table line) scored at its seats, and the seats
/// become players as when it was saved.
pub use mahjong_core::json::table_hand::{hand_from_seats, tiles_disagree};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calculator::{Action, Circ, State};
    use mahjong_core::json::GameHand;
    use mahjong_core::Variant;

    /// The table link of an NTS hand South wins self-drawn with
    /// 123m 456m 789p 234s 5s-5s, the others typed 0.
    fn table() -> String {
        let mut s = State::default();
        for seat in [0, 2, 3] {
            s.apply(Action::SetTypedMode(seat, true));
            s.apply(Action::SetTyped(seat, "0".into()));
        }
        s.apply(Action::LoadHand(1, "123m456m789p234s5s +5s".into()));
        s.apply(Action::SetWinner(Some(1)));
        s.apply(Action::SetCircumstance(Circ::SelfDrawn, true));
        crate::calculator::link::encode(&s)
    }

    fn game(scores: Vec<u32>, table: String) -> GameLine {
        let mut g = GameLine::new(Variant::Nts, ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec());
        g.hands.push(GameHand { table: Some(table), ..GameHand::won(scores, 1) });
        g
    }

    /// Competition ruling C21. Hand 1, East Ans, so South is Bep: a
    /// concealed self-drawn hand, 24 x 2^3 = 192 (as core/tests/data).
    /// Bep's 192 agrees; the same tiles saved as 240 do not, nor do other
    /// tiles (a pung of 1m for the chow 123m) under the 192, nor a link that does not open.
    #[test]
    fn a_hand_scores_what_its_tiles_score() {
        assert_eq!(tiles_disagree(&game(vec![0, 192, 0, 0], table())), None);
        assert_eq!(tiles_disagree(&game(vec![0, 240, 0, 0], table())), Some(1));
        let other = table().replace("123456m", "111456m");
        assert_ne!(other, table());
        assert_eq!(tiles_disagree(&game(vec![0, 192, 0, 0], other)), Some(1));
        assert_eq!(tiles_disagree(&game(vec![0, 192, 0, 0], "v1;r=riichi".into())), Some(1));
        // Typed hands have nothing to agree with.
        let mut typed = game(vec![0, 240, 0, 0], String::new());
        typed.hands[0].table = None;
        assert_eq!(tiles_disagree(&typed), None);
    }
}
