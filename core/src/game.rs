//! A whole game: who is East and which round it is after each hand, and the
//! running totals (ruling 20; NTS "Ronde en de windrichting", book 003
//! "Ronde en de windrichting", book 002 "Remise").
//!
//! Players are numbered by their seat in the first hand: player 0 is East
//! then, 1 South, 2 West, 3 North. When the winds pass, South's player
//! becomes East (East becomes North).

use crate::rules::{Rotation, RuleSet};
use crate::settle::{settle, SettleError};
use crate::tile::{Tile, Wind};

/// One hand as written on the score sheet.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HandRecord {
    /// Each player's score, by player.
    pub scores: [u32; 4],
    /// The winner, `None` for a draw (remise).
    pub winner: Option<usize>,
    pub dead: [bool; 4],
}

/// One hand replayed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HandResult {
    /// The player who was East in this hand.
    pub east: usize,
    pub round_wind: Tile,
    pub net: [i64; 4],
    /// Running totals after this hand.
    pub totals: [i64; 4],
}

#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum GameError {
    #[error("hand {hand}: {source}")]
    Settle { hand: usize, source: SettleError },
    #[error("hand {hand}: the game ended after four rounds (hand {last})")]
    GameOver { hand: usize, last: usize },
}

/// Where the game stands before a hand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Seat {
    east: usize,
    /// 0-3: the rounds of East, South, West, North.
    round: usize,
    /// Passes of the East seat within this round.
    passes: usize,
}

/// Ruling 20: whether the winds pass after this hand.
fn passes(rules: &RuleSet, winner: Option<usize>, east: usize) -> bool {
    match rules.rotation {
        // nts: after every hand, draws included.
        Rotation::EveryHand => true,
        // classic: a draw is replayed.
        Rotation::ReplayDraw => winner.is_some(),
        // nmb: East keeps the seat after an East win and after a draw.
        Rotation::KeepEastOnWinOrDraw => winner.is_some_and(|w| w != east),
    }
}

/// The round wind of a round: always East in `nts`, else E, S, W, N.
fn round_wind(rules: &RuleSet, round: usize) -> Tile {
    match rules.rotation {
        Rotation::EveryHand => Wind::East.tile(),
        _ => Wind::from_index(round).tile(),
    }
}

/// Replays a game hand by hand: East and the round wind of each hand, its
/// settlement (ruling 19, East doubles) and the running totals.
pub fn replay(rules: &RuleSet, hands: &[HandRecord]) -> Result<Vec<HandResult>, GameError> {
    let mut seat = Seat { east: 0, round: 0, passes: 0 };
    let mut totals = [0i64; 4];
    let mut out = Vec::with_capacity(hands.len());
    let mut last_hand = 0;
    for (n, h) in hands.iter().enumerate() {
        if seat.round >= 4 {
            return Err(GameError::GameOver { hand: n + 1, last: last_hand });
        }
        let s = settle(&h.scores, h.winner, seat.east, &h.dead, rules).map_err(|source| GameError::Settle { hand: n + 1, source })?;
        for p in 0..4 {
            totals[p] += s.net[p];
        }
        out.push(HandResult { east: seat.east, round_wind: round_wind(rules, seat.round), net: s.net, totals });
        if passes(rules, h.winner, seat.east) {
            seat.east = (seat.east + 1) % 4;
            seat.passes += 1;
            if seat.passes == 4 {
                seat.passes = 0;
                // nts has no round wind but East: its rounds never end the game.
                if rules.rotation != Rotation::EveryHand {
                    seat.round += 1;
                    last_hand = n + 1;
                }
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn won(scores: [u32; 4], winner: usize) -> HandRecord {
        HandRecord { scores, winner: Some(winner), dead: [false; 4] }
    }
    fn draw() -> HandRecord {
        HandRecord { scores: [0; 4], winner: None, dead: [false; 4] }
    }

    /// Four short hands: South (player 1) wins 40 with East player 0; a
    /// draw; then the player who is East wins 20; then player 3 wins 30.
    fn sheet(rules: &RuleSet) -> Vec<HandResult> {
        replay(rules, &[won([0, 40, 0, 0], 1), draw(), won([0, 20, 0, 0], 1), won([0, 0, 0, 30], 3)]).unwrap()
    }

    #[test]
    fn nts_passes_after_every_hand() {
        // Ruling 20 nts: East 0, 1 (after the win), 2 (after the draw), 3.
        // Hand 1: player 1 gets 40 x2 from East 0 + 40 + 40 = +160; East -80.
        // Hand 3: East is player 2; player 1 wins 20: 20 x2 from East + 20 + 20
        // = +80; player 2 -40, players 0 and 3 -20 each.
        // Hand 4: East is player 3 and wins 30: 60 from each = +180.
        let r = sheet(&RuleSet::NTS);
        assert_eq!(r.iter().map(|h| h.east).collect::<Vec<_>>(), vec![0, 1, 2, 3]);
        assert!(r.iter().all(|h| h.round_wind == Wind::East.tile()));
        assert_eq!(r[0].net, [-80, 160, -40, -40]);
        assert_eq!(r[1].net, [0; 4]);
        assert_eq!(r[2].net, [-20, 80, -40, -20]);
        assert_eq!(r[3].net, [-60, -60, -60, 180]);
        // Totals: -80-20-60 = -160; 160+80-60 = 180; -40-40-60 = -140; -40-20+180 = 120.
        assert_eq!(r[3].totals, [-160, 180, -140, 120]);
        assert_eq!(r[3].totals.iter().sum::<i64>(), 0);
    }

    #[test]
    fn classic_replays_a_draw() {
        // East 0, then 1 after the win, 1 again after the draw (replayed),
        // then 2. Hand 3 (East 1 wins 20): 40 from each = +120.
        // Hand 4 (East 2, player 3 wins 30): 60 from East + 30 + 30 = +120.
        let r = sheet(&RuleSet::CLASSIC);
        assert_eq!(r.iter().map(|h| h.east).collect::<Vec<_>>(), vec![0, 1, 1, 2]);
        assert_eq!(r[2].net, [-40, 120, -40, -40]);
        assert_eq!(r[3].net, [-30, -30, -60, 120]);
        // -80-40-30 = -150; 160+120-30 = 250; -40-40-60 = -140; -40-40+120 = 40.
        assert_eq!(r[3].totals, [-150, 250, -140, 40]);
    }

    #[test]
    fn nmb_keeps_east_after_an_east_win_or_a_draw() {
        // East 0; player 1 wins, so 1; draw keeps 1; East 1 wins, keeps 1.
        let r = sheet(&RuleSet::NMB);
        assert_eq!(r.iter().map(|h| h.east).collect::<Vec<_>>(), vec![0, 1, 1, 1]);
        // Hand 4: East 1 pays player 3 double: 60 + 30 + 30 = +120.
        assert_eq!(r[3].net, [-30, -60, -30, 120]);
    }

    #[test]
    fn rounds_and_the_end_of_the_game() {
        // classic: 16 hands won by South pass the East seat 16 times: rounds
        // E, S, W, N of four hands each; a 17th hand is past the game.
        let hands = vec![won([0, 10, 0, 0], 1); 16];
        let r = replay(&RuleSet::CLASSIC, &hands).unwrap();
        let winds: String = r.iter().map(|h| h.round_wind.to_string()).collect();
        assert_eq!(winds, "EEEESSSSWWWWNNNN");
        let mut more = hands.clone();
        more.push(won([0, 10, 0, 0], 1));
        assert_eq!(replay(&RuleSet::CLASSIC, &more), Err(GameError::GameOver { hand: 17, last: 16 }));
        // nts: the round wind stays East, the game goes on.
        assert!(replay(&RuleSet::NTS, &more).unwrap().iter().all(|h| h.round_wind == Wind::East.tile()));
    }

    #[test]
    fn an_impossible_hand_names_its_number() {
        let bad = HandRecord { scores: [0, 10, 0, 0], winner: Some(7), dead: [false; 4] };
        assert!(matches!(replay(&RuleSet::NTS, &[draw(), bad]), Err(GameError::Settle { hand: 2, .. })));
    }
}
