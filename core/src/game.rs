//! A whole game: who is East and which round it is before each hand, who
//! sits out, and the running totals (ruling 20; ruling 22 for three and five
//! players and the green-dragon round; NTS "Ronde en de windrichting", book
//! 003 "Ronde en de windrichting", book 002 "Remise", "Drie spelers",
//! "Vijf spelers").
//!
//! Players are numbered in their order around the table (counter-clockwise,
//! the order in which East passes on); `first_east` is East in the first
//! hand. When the winds pass, the next player becomes East: with four
//! players East becomes North, with three East becomes West, and with five
//! East sits out the next hand while the player who sat out becomes North.
//!
//! MCR 2006 games (issue 6) have four rounds of four hands: the winds pass
//! after every hand, draws included, and between rounds the players change
//! places by the WMO seating table (see [`MCR_PLACES`]).

pub use crate::rules::Scoring;
use crate::rules::{Rotation, RuleSet, Variant};
use crate::settle::{settle, Payment, SettleError};
use crate::tile::{Tile, Wind};

/// MCR 2006 (WMO "Green Book", seating): who sits at each place in each
/// round, as offsets from the first East. Within a round the winds pass
/// after every hand; between rounds East and South swap places and so do
/// West and North, except after the South round, when the players move
/// E->W, W->S, S->N, N->E. Each player thus starts one round as East.
pub const MCR_PLACES: [[usize; 4]; 4] = [[0, 1, 2, 3], [1, 0, 3, 2], [2, 3, 1, 0], [3, 2, 0, 1]];

/// What is fixed when a game starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameRules {
    /// How hands are scored and settled: a Dutch rule set or MCR.
    pub scoring: Scoring,
    /// 4, or 3 or 5 where the rule set plays them (ruling 22).
    pub players: usize,
    /// The player who is East in the first hand.
    pub first_east: usize,
    /// Play a green-dragon round after the wind rounds (rulings 20, 22).
    pub green_dragon_round: bool,
}

/// One hand as written on the score sheet, by player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HandRecord {
    /// Each player's score; 0 for a player who sits out.
    pub scores: Vec<u32>,
    /// The winner, `None` for a draw (remise).
    pub winner: Option<usize>,
    /// Dood spel per player (ruling 19).
    pub dead: Vec<bool>,
    /// MCR: who discarded the winning tile, `None` when self-drawn.
    pub discarder: Option<usize>,
    /// MCR: penalty points per player, deducted from that player alone;
    /// empty for none.
    pub penalties: Vec<u32>,
}

impl HandRecord {
    /// A won hand: each player's score, and the winner.
    pub fn won(scores: Vec<u32>, winner: usize) -> HandRecord {
        let dead = vec![false; scores.len()];
        HandRecord { scores, winner: Some(winner), dead, discarder: None, penalties: Vec::new() }
    }
    /// A draw (no winner): nothing is settled (ruling 19).
    pub fn draw(players: usize) -> HandRecord {
        HandRecord { scores: vec![0; players], winner: None, dead: vec![false; players], discarder: None, penalties: Vec::new() }
    }
    /// An MCR win of `fan` fans (flowers included) on `discarder`'s tile,
    /// or self-drawn.
    pub fn mcr(winner: usize, fan: u32, discarder: Option<usize>) -> HandRecord {
        HandRecord { discarder, ..HandRecord::won(mcr_scores(4, winner, fan), winner) }
    }
}

/// An MCR hand's scores by player (rules README `mcr`: only the winner
/// scores): the winner's fans, the others 0. A winner who is no player
/// leaves every score 0, for the replay to refuse that winner.
pub fn mcr_scores(players: usize, winner: usize, fan: u32) -> Vec<u32> {
    (0..players).map(|p| if p == winner { fan } else { 0 }).collect()
}

/// Where the game stands before a hand.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    /// The hand's number, from 1; replayed draws count as hands.
    pub hand: usize,
    /// 0-based round: the wind rounds, then the green-dragon round.
    pub round: usize,
    /// The round wind, or F in the green-dragon round.
    pub round_wind: Tile,
    players: usize,
    /// The player in each seat, East first; the fifth sits out.
    seating: [u8; 5],
}

impl Position {
    /// The player who is East.
    pub fn east(&self) -> usize {
        self.player_at(0)
    }
    /// Seats at the table: 3 with three players, else 4.
    pub fn table(&self) -> usize {
        self.players.min(4)
    }
    /// The seat wind of a player this hand, `None` for the player who sits out.
    pub fn seat(&self, player: usize) -> Option<Wind> {
        self.seating[..self.table()].iter().position(|&p| usize::from(p) == player).map(Wind::from_index)
    }
    /// The player in a seat (0 East, 1 South, 2 West, 3 North; 4 sits out).
    pub fn player_at(&self, seat: usize) -> usize {
        usize::from(self.seating[seat])
    }
    /// The players in seat order, East first.
    pub fn seats(&self) -> Vec<usize> {
        (0..self.table()).map(|k| self.player_at(k)).collect()
    }
    /// The player who sits out this hand (five players only).
    pub fn sitting_out(&self) -> Option<usize> {
        (self.players == 5).then(|| self.player_at(4))
    }
}

/// One hand replayed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HandResult {
    /// Who was East, the round and who sat out in this hand.
    pub position: Position,
    /// Each player's net result of the hand.
    pub net: Vec<i64>,
    /// Who paid whom (player indices; MCR penalties are not payments).
    pub payments: Vec<Payment>,
    /// Running totals after this hand.
    pub totals: Vec<i64>,
}

/// A replayed game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Replay {
    /// Every hand, replayed.
    pub hands: Vec<HandResult>,
    /// The next hand, `None` when the last round is over.
    pub next: Option<Position>,
    /// Each player's running total after the last hand.
    pub totals: Vec<i64>,
}

impl Replay {
    /// The standing after the last hand, best first: each player (by
    /// index) and their place, from 1; equal totals share the better
    /// place ("1, 2, 2, 4"), and keep the players' order among them.
    pub fn standing(&self) -> Vec<(usize, usize)> {
        let mut order: Vec<usize> = (0..self.totals.len()).collect();
        crate::order::sort_by_key(&mut order, |&p| (std::cmp::Reverse(self.totals[p]), p));
        let mut out = Vec::with_capacity(order.len());
        for (i, &p) in order.iter().enumerate() {
            let place = match out.last() {
                Some(&(q, place)) if self.totals[q] == self.totals[p] => place,
                _ => i + 1,
            };
            out.push((p, place));
        }
        out
    }
}

#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
// The fields are the values each variant's message names.
#[allow(missing_docs)]
pub enum GameError {
    /// `players` players: not a table of the rule set (the Dutch sets 3, 4
    /// or 5, MCR 4 or 5; ruling 22, competition ruling C17).
    #[error("{players} players: the {rules} rules are played by {} (ruling 22, C17)", if *.rules == Variant::Mcr { "4 or 5 players; a table of 3 types its result" } else { "3, 4 or 5 players" })]
    PlayersNotPlayed { players: usize, rules: Variant },
    /// The first East must be a player 0-`last`, got `first_east`.
    #[error("the first East must be a player 0-{last}, got {first_east}")]
    NoSuchFirstEast { first_east: usize, last: usize },
    /// The `rules` rules have no green-dragon round (ruling 22: classic only).
    #[error("the {rules} rules have no green-dragon round (ruling 22: classic only)")]
    NoGreenDragonRound { rules: Variant },
    /// Hand `hand`: `found` `what` for `expected` players.
    #[error("hand {hand}: {found} {what} for {expected} players")]
    WrongCount { hand: usize, what: &'static str, expected: usize, found: usize },
    /// Hand `hand`: player `player` sits out this hand, so cannot `what`.
    #[error("hand {hand}: player {player} sits out this hand, so cannot {what}")]
    SittingOut { hand: usize, player: usize, what: &'static str },
    /// Hand `hand`: a draw (no winner) settles nothing, but scores were given; give the winner or zero scores.
    #[error("hand {hand}: a draw (no winner) settles nothing, but scores were given; give the winner or zero scores")]
    DrawWithScores { hand: usize },
    /// Hand `hand`: `source`.
    #[error("hand {hand}: {source}")]
    Settle { hand: usize, source: SettleError },
    /// Hand `hand`: the game ended with hand `last`, after its last round.
    #[error("hand {hand}: the game ended with hand {last}, after its last round")]
    GameOver { hand: usize, last: usize },
    /// Hand `hand`: `what` only in MCR games.
    #[error("hand {hand}: {what} only in MCR games")]
    McrOnly { hand: usize, what: &'static str },
    /// Hand `hand`: MCR has no dead hand (dood spel); a player who cannot win simply pays.
    #[error("hand {hand}: MCR has no dead hand (dood spel); a player who cannot win simply pays")]
    McrDeadHand { hand: usize },
    /// Hand `hand`: in MCR only the winner scores (the fans); give the others 0.
    #[error("hand {hand}: in MCR only the winner scores (the fans); give the others 0")]
    McrLoserScore { hand: usize },
    /// Hand `hand`: `fan` fans; MCR needs at least 8 to win (flowers not counted).
    #[error("hand {hand}: {fan} fans; MCR needs at least 8 to win (flowers not counted)")]
    McrBelowMinimum { hand: usize, fan: u32 },
    /// Hand `hand`: a draw has no discarder.
    #[error("hand {hand}: a draw has no discarder")]
    DrawWithDiscarder { hand: usize },
    /// Hand `hand`: player `player`: `penalty` penalty points; no table gives more than {MAX_PENALTY}.
    #[error("hand {hand}: player {player}: {penalty} penalty points; no table gives more than {MAX_PENALTY}")]
    Penalty { hand: usize, player: usize, penalty: u32 },
}

/// The players a game can have (a club table's size, competition ruling
/// C3): every Dutch rule set 3, 4 or 5, MCR 4 or 5. Book 002 (ruling 22)
/// describes the tables of three and five for `classic`; competition
/// ruling C17 plays them the same way under `nts` and `nmb` (three: seats
/// E, S, W without bamboo, North and open chows; five: one sits out each
/// hand), and a table of five under MCR; a table of three under MCR types
/// its result (MCR is defined for four).
pub fn table_sizes(scoring: &Scoring) -> std::ops::RangeInclusive<usize> {
    match scoring {
        Scoring::Dutch(_) => 3..=5,
        Scoring::Mcr => 4..=5,
    }
}

/// The most penalty points one player gets in one MCR hand. The books name
/// no penalty; a referee's penalty is a few dozen points, and no table
/// gives a thousand. The bound keeps a typing error (or an attack) from
/// passing as a valid game.
pub const MAX_PENALTY: u32 = 1000;

impl GameRules {
    /// A game of `players` starting with player 0 as East. Book 002 "Drie
    /// spelers": with three players the green-dragon round follows the
    /// wind rounds; otherwise it is optional and off.
    pub fn new(scoring: impl Into<Scoring>, players: usize) -> GameRules {
        let scoring = scoring.into();
        let green = players == 3 && scoring.dutch().is_some_and(|r| r.green_dragon_round);
        GameRules { scoring, players, first_east: 0, green_dragon_round: green }
    }

    /// An MCR 2006 game: four players, player 0 the first East.
    pub fn mcr() -> GameRules {
        GameRules::new(Scoring::Mcr, 4)
    }

    /// Whether the table can be played: players, first East, green-dragon round.
    pub fn check(&self) -> Result<(), GameError> {
        let green = self.scoring.dutch().is_some_and(|r| r.green_dragon_round);
        let rules = self.scoring.variant();
        if !table_sizes(&self.scoring).contains(&self.players) {
            return Err(GameError::PlayersNotPlayed { players: self.players, rules });
        }
        if self.first_east >= self.players {
            return Err(GameError::NoSuchFirstEast { first_east: self.first_east, last: self.players - 1 });
        }
        if self.green_dragon_round && !green {
            return Err(GameError::NoGreenDragonRound { rules });
        }
        Ok(())
    }

    /// Wind rounds: E, S, W, N, or E, S, W with three players (no North).
    fn wind_rounds(&self) -> usize {
        self.players.min(4)
    }

    /// The hands a game lasts when the rule set fixes their number: MCR
    /// plays four rounds of one hand per player, the winds passing after
    /// every hand, draws included (rules README `mcr`: 16 hands at four).
    /// `None` for the Dutch sets, where East stays East on a win (ruling
    /// 20) or the game has no end (`nts`).
    pub fn hands(&self) -> Option<usize> {
        matches!(self.scoring, Scoring::Mcr).then(|| self.wind_rounds() * self.players)
    }

    /// Rounds in the game, `None` when it has no end (`nts`: the round wind
    /// is always East, ruling 20).
    pub fn rounds(&self) -> Option<usize> {
        match self.scoring {
            Scoring::Dutch(RuleSet { rotation: Rotation::EveryHand, .. }) => None,
            _ => Some(self.wind_rounds() + usize::from(self.green_dragon_round)),
        }
    }

    fn round_wind(&self, round: usize) -> Tile {
        match self.scoring {
            Scoring::Dutch(RuleSet { rotation: Rotation::EveryHand, .. }) => Wind::East.tile(),
            _ if round < self.wind_rounds() => Wind::from_index(round).tile(),
            // Ruling 22: the green dragon prevails instead of a wind.
            _ => Tile::const_parse("F"),
        }
    }

    /// The position of a hand: `east` for the Dutch sets, where East alone
    /// fixes the seats; `turn` (hands played in this round) for MCR, where
    /// the places change between rounds.
    fn position(&self, hand: usize, east: usize, turn: usize, round: usize) -> Position {
        let n = self.players;
        let mut seating = [0u8; 5];
        for (k, s) in seating.iter_mut().enumerate().take(n) {
            let p = match self.scoring {
                Scoring::Mcr if n == 4 => self.first_east + MCR_PLACES[round.min(3)][(k + turn) % 4],
                // Dutch tables, and an MCR table of five as a classic table
                // of five seats (C17): East and the players after, the
                // fifth sits out.
                _ => east + k,
            };
            *s = (p % n) as u8;
        }
        Position { hand, round, round_wind: self.round_wind(round), players: n, seating }
    }
}

/// Ruling 20: whether the winds pass after this hand. MCR passes after
/// every hand, draws included (no dealer repeat).
fn passes(scoring: &Scoring, winner: Option<usize>, east: usize) -> bool {
    let Scoring::Dutch(rules) = scoring else { return true };
    match rules.rotation {
        // nts: after every hand, draws included.
        Rotation::EveryHand => true,
        // classic: a draw is replayed.
        Rotation::ReplayDraw => winner.is_some(),
        // nmb: East keeps the seat after an East win and after a draw.
        Rotation::KeepEastOnWinOrDraw => winner.is_some_and(|w| w != east),
    }
}

/// Checks one hand against the position and settles it at the table.
fn settle_hand(game: &GameRules, pos: &Position, h: &HandRecord) -> Result<(Vec<i64>, Vec<Payment>), GameError> {
    let hand = pos.hand;
    let n = game.players;
    for (what, found) in [("scores", h.scores.len()), ("dead-hand flags", h.dead.len())] {
        if found != n {
            return Err(GameError::WrongCount { hand, what, expected: n, found });
        }
    }
    if let Some(w) = h.winner {
        if w >= n {
            let source = SettleError::NoSuchPlayer { role: "winner", index: w, last: n - 1 };
            return Err(GameError::Settle { hand, source });
        }
    }
    if let Some(out) = pos.sitting_out() {
        for (on, what) in [(h.winner == Some(out), "win"), (h.scores[out] != 0, "score"), (h.dead[out], "have a dead hand")] {
            if on {
                return Err(GameError::SittingOut { hand, player: out, what });
            }
        }
    }
    if h.winner.is_none() && h.scores.iter().any(|&s| s != 0) {
        return Err(GameError::DrawWithScores { hand });
    }
    // Who discarded the winning tile: MCR settles by it; a Dutch hand may
    // name it for the mahjongs caused (competition ruling C2), and its
    // settlement is the same. A player at the table, not the winner.
    if let (Some(d), Some(w)) = (h.discarder, h.winner) {
        if d >= n {
            return Err(GameError::Settle { hand, source: SettleError::NoSuchPlayer { role: "discarder", index: d, last: n - 1 } });
        }
        if d == w {
            return Err(GameError::Settle { hand, source: SettleError::SelfDiscard { winner: w } });
        }
        if pos.sitting_out() == Some(d) {
            return Err(GameError::SittingOut { hand, player: d, what: "discard" });
        }
    } else if h.discarder.is_some() {
        return Err(GameError::DrawWithDiscarder { hand });
    }
    let rules = match game.scoring {
        Scoring::Mcr => return settle_mcr_hand(pos, h),
        Scoring::Dutch(rules) => rules,
    };
    for (on, what) in [(!h.penalties.is_empty(), "penalty points")] {
        if on {
            return Err(GameError::McrOnly { hand, what });
        }
    }
    // The players at the table in seat order, East first.
    let seats = pos.seats();
    let scores: Vec<u32> = seats.iter().map(|&p| h.scores[p]).collect();
    let dead: Vec<bool> = seats.iter().map(|&p| h.dead[p]).collect();
    let winner = h.winner.map(|w| seats.iter().position(|&p| p == w).expect("winner at the table"));
    let s = settle(&scores, winner, 0, &dead, &rules).map_err(|source| GameError::Settle { hand, source })?;
    let mut net = vec![0; n];
    for (k, &p) in seats.iter().enumerate() {
        net[p] = s.net[k];
    }
    let payments = s.payments.iter().map(|p| Payment { from: seats[p.from], to: seats[p.to], amount: p.amount }).collect();
    Ok((net, payments))
}

/// An MCR hand (rules README `mcr`): 8 + fans from the discarder, 8 from
/// the others, or 8 + fans from each when self-drawn; no East doubling, so
/// the seats do not matter. Penalty points are deducted from the offender
/// alone: they are not paid to the others, so totals need not sum to zero.
/// At a table of five (C17) the four seated settle; who sits out neither
/// pays nor receives (the discarder is checked with the Dutch sets').
fn settle_mcr_hand(pos: &Position, h: &HandRecord) -> Result<(Vec<i64>, Vec<Payment>), GameError> {
    let hand = pos.hand;
    if h.dead.iter().any(|&d| d) {
        return Err(GameError::McrDeadHand { hand });
    }
    if !h.penalties.is_empty() && h.penalties.len() != h.scores.len() {
        return Err(GameError::WrongCount { hand, what: "penalties", expected: h.scores.len(), found: h.penalties.len() });
    }
    if let Some((player, &penalty)) = h.penalties.iter().enumerate().find(|&(_, &p)| p > MAX_PENALTY) {
        return Err(GameError::Penalty { hand, player, penalty });
    }
    let (mut net, payments) = match h.winner {
        None => (vec![0; h.scores.len()], Vec::new()),
        Some(w) => {
            if h.scores.iter().enumerate().any(|(p, &s)| p != w && s != 0) {
                return Err(GameError::McrLoserScore { hand });
            }
            let fan = h.scores[w];
            if fan < crate::mcr::MIN_FAN {
                return Err(GameError::McrBelowMinimum { hand, fan });
            }
            // Settled in seat order (every player in `seats` but one who
            // sits out), then back to the players.
            let seats = pos.seats();
            let seat_of = |p: usize| seats.iter().position(|&q| q == p).unwrap_or(0);
            let s = crate::settle::settle_mcr(fan, seat_of(w), h.discarder.map(seat_of))
                .map_err(|source| GameError::Settle { hand, source })?;
            let mut net = vec![0; h.scores.len()];
            for (k, &p) in seats.iter().enumerate() {
                net[p] = s.net[k];
            }
            (net, s.payments.iter().map(|p| Payment { from: seats[p.from], to: seats[p.to], amount: p.amount }).collect())
        }
    };
    for (t, &p) in net.iter_mut().zip(&h.penalties) {
        *t -= i64::from(p);
    }
    Ok((net, payments))
}

/// Replays a game hand by hand: East, the round wind and who sits out in
/// each hand, its settlement (ruling 19, East doubles) and the running
/// totals; then where the game stands.
pub fn replay(game: &GameRules, hands: &[HandRecord]) -> Result<Replay, GameError> {
    game.check()?;
    let n = game.players;
    let (mut east, mut round, mut turns) = (game.first_east, 0, 0);
    let mut totals = vec![0i64; n];
    let mut out = Vec::with_capacity(hands.len());
    let mut last_hand = 0;
    for (i, h) in hands.iter().enumerate() {
        if game.rounds().is_some_and(|r| round >= r) {
            return Err(GameError::GameOver { hand: i + 1, last: last_hand });
        }
        let pos = game.position(i + 1, east, turns, round);
        let (net, payments) = settle_hand(game, &pos, h)?;
        for (t, d) in totals.iter_mut().zip(&net) {
            *t += d;
        }
        out.push(HandResult { position: pos, net, payments, totals: totals.clone() });
        if passes(&game.scoring, h.winner, pos.player_at(0)) {
            east = (east + 1) % n;
            turns += 1;
            // A round is over when every player has been East once.
            if turns == n {
                turns = 0;
                round += 1;
                last_hand = i + 1;
            }
        }
    }
    // nts has no round wind but East: its rounds never end the game.
    let next = game.rounds().is_none_or(|r| round < r).then(|| game.position(hands.len() + 1, east, turns, round));
    Ok(Replay { hands: out, next, totals })
}

#[cfg(test)]
mod tests {

    /// The standing of a game: totals +224, -32, -32, -160 place Bep
    /// first, Ans and Cor share second ("2, 2"), Dirk fourth.
    #[test]
    fn a_standing_shares_equal_totals() {
        let replay = Replay { hands: Vec::new(), next: None, totals: vec![-32, 224, -32, -160] };
        assert_eq!(replay.standing(), [(1, 1), (0, 2), (2, 2), (3, 4)]);
    }
    use super::*;

    fn won(scores: &[u32], winner: usize) -> HandRecord {
        HandRecord::won(scores.to_vec(), winner)
    }
    fn draw() -> HandRecord {
        HandRecord::draw(4)
    }
    fn with_dead(mut h: HandRecord, p: usize) -> HandRecord {
        h.dead[p] = true;
        h
    }
    fn easts(r: &Replay) -> Vec<usize> {
        r.hands.iter().map(|h| h.position.east()).collect()
    }
    fn winds(r: &Replay) -> String {
        r.hands.iter().map(|h| h.position.round_wind.to_string()).collect()
    }

    /// Ruling 20 `nts`: the winds pass after every hand, draws included,
    /// and the round wind is always East. Sixteen hands, East 0, 1, 2, 3, 0, ...
    /// A winner W scoring S alone: as East +6S (2S from each); else +4S,
    /// East -2S, the other two -S (ruling 19). Every score is one a table
    /// makes: a winner at least 80 (20 points, 2 doublings; ruling 15).
    #[test]
    fn nts_full_game() {
        let hands = [
            won(&[0, 320, 0, 0], 1),                   // 1 E0: [-640, +1280, -320, -320]
            draw(),                                    // 2 E1: nothing
            won(&[0, 0, 240, 0], 2),                   // 3 E2 wins 240: [-480, -480, +1440, -480]
            won(&[160, 80, 0, 0], 0),                  // 4 E3; see below
            with_dead(won(&[128, 96, 64, 800], 3), 1), // 5 E0; see below
            won(&[0, 400, 0, 0], 1),                   // 6 E1 wins 400: [-800, +2400, -800, -800]
            won(&[192, 0, 0, 0], 0),                   // 7 E2: [+768, -192, -384, -192]
            draw(),                                    // 8 E3
            won(&[0, 0, 480, 0], 2),                   // 9 E0: [-960, -480, +1920, -480]
            won(&[0, 0, 0, 160], 3),                   // 10 E1: [-160, -320, -160, +640]
            won(&[0, 0, 80, 0], 2),                    // 11 E2 wins 80: [-160, -160, +480, -160]
            won(&[0, 640, 0, 0], 1),                   // 12 E3: [-640, +2560, -640, -1280]
            won(&[288, 0, 0, 0], 0),                   // 13 E0 wins 288: [+1728, -576, -576, -576]
            won(&[0, 0, 352, 32], 2),                  // 14 E1; see below
            draw(),                                    // 15 E2
            won(&[0, 0, 0, 2000], 3),                  // 16 E3 wins the limit: [-4000 x3, +12000]
        ];
        let r = replay(&GameRules::new(RuleSet::NTS, 4), &hands).unwrap();
        assert_eq!(easts(&r), [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
        assert_eq!(winds(&r), "EEEEEEEEEEEEEEEE");
        // Hand 4, East 3: winner 0 gets 160 + 160 + 320 = +640; 2 pays 1 80;
        // East 3 pays 1 (80 - 0) x2 = 160: 1: -160 + 80 + 160 = +80; 2: -160 - 80 = -240; 3: -320 - 160 = -480.
        assert_eq!(r.hands[3].net, [640, 80, -240, -480]);
        // Hand 5, East 0, player 1 dead (its 96 is ignored): 3 gets 1600 + 800 + 800 = +3200;
        // 1 pays 0 128 x2 = 256; 2 pays 0 (128 - 64) x2 = 128; 1 pays 2 64.
        // 0: -1600 + 256 + 128 = -1216; 1: -800 - 256 - 64 = -1120; 2: -800 - 128 + 64 = -864.
        assert_eq!(r.hands[4].net, [-1216, -1120, -864, 3200]);
        // Hand 14, East 1: 2 gets 704 + 352 + 352 = +1408; 0 pays 3 32; East 1 pays 3 32 x2 = 64.
        // 0: -352 - 32 = -384; 1: -704 - 64 = -768; 3: -352 + 32 + 64 = -256.
        assert_eq!(r.hands[13].net, [-384, -768, 1408, -256]);
        // Player 0: -640 -480 +640 -1216 -800 +768 -960 -160 -160 -640 +1728 -384 -4000 = -6304
        // Player 1: +1280 -480 +80 -1120 +2400 -192 -480 -320 -160 +2560 -576 -768 -4000 = -1776
        // Player 2: -320 +1440 -240 -864 -800 -384 +1920 -160 +480 -640 -576 +1408 -4000 = -2736
        // Player 3: -320 -480 -480 +3200 -800 -192 -480 +640 -160 -1280 -576 -256 +12000 = 10816
        assert_eq!(r.totals, [-6304, -1776, -2736, 10816]);
        assert_eq!(r.hands[15].totals, r.totals);
        // nts never ends: hand 17 has East 0 again.
        assert_eq!(r.next.map(|p| (p.hand, p.east(), p.round_wind)), Some((17, 0, Wind::East.tile())));
    }

    /// Ruling 20 `classic`: a draw is replayed without passing; rounds E, S,
    /// W, N of four passes each, then the game is over. 16 wins, 3 draws.
    #[test]
    fn classic_full_game() {
        let hands = [
            won(&[0, 160, 0, 0], 1),                 // 1 E0 (E): [-320, +640, -160, -160]
            draw(),                                  // 2 E1 replayed
            won(&[0, 240, 0, 0], 1),                 // 3 E1 wins 240: [-480, +1440, -480, -480]
            won(&[0, 0, 0, 320], 3),                 // 4 E2: [-320, -320, -640, +1280]
            won(&[80, 0, 0, 0], 0),                  // 5 E3: [+320, -80, -80, -160]; round E over
            with_dead(won(&[0, 160, 400, 0], 2), 3), // 6 E0 (S); see below
            won(&[0, 800, 0, 0], 1),                 // 7 E1 wins 800: [-1600, +4800, -1600, -1600]
            draw(),                                  // 8 E2
            draw(),                                  // 9 E2
            won(&[160, 0, 0, 0], 0),                 // 10 E2: [+640, -160, -320, -160]
            won(&[0, 0, 0, 80], 3),                  // 11 E3 wins 80: [-160, -160, -160, +480]; round S over
            won(&[0, 320, 0, 0], 1),                 // 12 E0 (W): [-640, +1280, -320, -320]
            won(&[0, 0, 160, 0], 2),                 // 13 E1: [-160, -320, +640, -160]
            won(&[0, 0, 320, 0], 2),                 // 14 E2 wins 320: [-640, -640, +1920, -640]
            won(&[240, 0, 0, 0], 0),                 // 15 E3: [+960, -240, -240, -480]; round W over
            won(&[160, 0, 0, 0], 0),                 // 16 E0 (N) wins 160: [+960, -320, -320, -320]
            won(&[0, 0, 0, 240], 3),                 // 17 E1: [-240, -480, -240, +960]
            won(&[0, 80, 0, 0], 1),                  // 18 E2: [-80, +320, -160, -80]
            won(&[0, 0, 0, 2000], 3),                // 19 E3 wins the limit: [-4000 x3, +12000]; round N over
        ];
        let game = GameRules::new(RuleSet::CLASSIC, 4);
        let r = replay(&game, &hands).unwrap();
        assert_eq!(easts(&r), [0, 1, 1, 2, 3, 0, 1, 2, 2, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
        assert_eq!(winds(&r), "EEEEESSSSSSWWWWNNNN");
        // Hand 6, East 0, player 3 dead: 2 gets 800 + 400 + 400 = +1600;
        // East 0 pays 1 160 x2 = 320; dead 3 pays 1 160.
        // 0: -800 - 320 = -1120; 1: -400 + 320 + 160 = +80; 3: -400 - 160 = -560.
        assert_eq!(r.hands[5].net, [-1120, 80, 1600, -560]);
        // Player 0: -320 -480 -320 +320 -1120 -1600 +640 -160 -640 -160 -640 +960 +960 -240 -80 -4000 = -6880
        // Player 1: +640 +1440 -320 -80 +80 +4800 -160 -160 +1280 -320 -640 -240 -320 -480 +320 -4000 = 1840
        // Player 2: -160 -480 -640 -80 +1600 -1600 -320 -160 -320 +640 +1920 -240 -320 -240 -160 -4000 = -4560
        // Player 3: -160 -480 +1280 -160 -560 -1600 -160 +480 -320 -160 -640 -480 -320 +960 -80 +12000 = 9600
        assert_eq!(r.totals, [-6880, 1840, -4560, 9600]);
        assert_eq!(r.next, None, "four rounds played");
        let mut more = hands.to_vec();
        more.push(draw());
        assert_eq!(replay(&game, &more), Err(GameError::GameOver { hand: 20, last: 19 }));
    }

    /// Ruling 20 `nmb`: East keeps the seat after an East win and after a
    /// draw; ruling 21 chips: every score rounded to tens before settling
    /// (5 and up rounds up), a non-winner's odd 125 (waiting on seven twins,
    /// ruling 17) too.
    #[test]
    fn nmb_full_game_with_chips() {
        let chips = RuleSet { round_to_tens: true, ..RuleSet::NMB };
        let hands = [
            won(&[96, 0, 0, 0], 0),                // 1 E0 wins 96 -> 100: [+600, -200, -200, -200]; keeps East
            draw(),                                // 2 E0 keeps East
            won(&[0, 0, 80, 0], 2),                // 3 E0: [-160, -80, +320, -80]
            won(&[0, 128, 0, 0], 1),               // 4 E1 wins 128 -> 130: [-260, +780, -260, -260]
            won(&[16, 0, 4, 80], 3),               // 5 E1; see below
            won(&[96, 0, 0, 0], 0),                // 6 E2; 96 -> 100: [+400, -100, -200, -100]
            draw(),                                // 7 E3
            won(&[0, 0, 0, 104], 3),               // 8 E3 wins 104 -> 100: [-200, -200, -200, +600]
            won(&[0, 80, 0, 0], 1),                // 9 E3: [-80, +320, -80, -160]; round E over
            won(&[2000, 0, 0, 0], 0),              // 10 E0 (S) wins the limit: [+12000, -4000 x3]
            won(&[0, 88, 0, 0], 1),                // 11 E0; 88 -> 90: [-180, +360, -90, -90]
            with_dead(won(&[0, 0, 120, 8], 2), 3), // 12 E1; 120, dead 3 scores 0: [-120, -240, +480, -120]
            draw(),                                // 13 E2
            won(&[0, 0, 88, 0], 2),                // 14 E2 wins 88 -> 90: [-180, -180, +540, -180]
            won(&[0, 0, 0, 80], 3),                // 15 E2: [-80, -80, -160, +320]
            won(&[128, 0, 0, 125], 0),             // 16 E3; see below; round S over
        ];
        let r = replay(&GameRules::new(chips, 4), &hands).unwrap();
        assert_eq!(easts(&r), [0, 0, 0, 1, 1, 2, 3, 3, 3, 0, 0, 1, 2, 2, 2, 3]);
        assert_eq!(winds(&r), "EEEEEEEEESSSSSSS");
        // Hand 5, East 1: 80, 16 -> 20, 4 -> 0. 3 gets 160 + 80 + 80 = +320;
        // East 1 pays 0 20 x2 = 40; 2 pays 0 20. 0: -80 + 40 + 20 = -20;
        // 1: -160 - 40 = -200; 2: -80 - 20 = -100.
        assert_eq!(r.hands[4].net, [-20, -200, -100, 320]);
        // Hand 16, East 3: 128 -> 130, 125 -> 130. 0 gets 260 + 130 + 130 = +520;
        // 1 and 2 each pay East 3 130 x2 = 260: 1: -130 - 260 = -390; 2: -390;
        // 3: -260 + 260 + 260 = +260.
        assert_eq!(r.hands[15].net, [520, -390, -390, 260]);
        // Player 0: +600 -160 -260 -20 +400 -200 -80 +12000 -180 -120 -180 -80 +520 = 12240
        // Player 1: -200 -80 +780 -200 -100 -200 +320 -4000 +360 -240 -180 -80 -390 = -4210
        // Player 2: -200 +320 -260 -100 -200 -200 -80 -4000 -90 +480 +540 -160 -390 = -4340
        // Player 3: -200 -80 -260 +320 -100 +600 -160 -4000 -90 -120 -180 +320 +260 = -3690
        assert_eq!(r.totals, [12240, -4210, -4340, -3690]);
        let next = r.next.unwrap();
        assert_eq!((next.hand, next.east(), next.round_wind), (17, 0, Wind::West.tile()));
    }

    /// Ruling 22 (book 002 "Drie spelers"): seats E, S, W; rounds E, S, W,
    /// then the green-dragon round. Player 1 starts as East.
    #[test]
    fn classic_three_players_with_the_green_dragon_round() {
        let three = |s: [u32; 3], w| HandRecord::won(s.to_vec(), w);
        let hands = [
            three([160, 0, 0], 0),  // 1 E1: [+480, -320, -160]
            three([0, 0, 240], 2),  // 2 E2 wins 240: [-480, -480, +960]
            three([0, 80, 48], 1),  // 3 E0; see below; round E over
            HandRecord::draw(3),    // 4 E1 replayed
            three([0, 400, 0], 1),  // 5 E1 wins 400: [-800, +1600, -800]
            three([320, 0, 0], 0),  // 6 E2: [+960, -320, -640]
            three([160, 0, 0], 0),  // 7 E0 wins 160: [+640, -320, -320]; round S over
            three([0, 0, 800], 2),  // 8 E1: [-800, -1600, +2400]
            three([0, 240, 0], 1),  // 9 E2: [-240, +720, -480]
            three([0, 0, 128], 2),  // 10 E0: [-256, -128, +384]; round W over
            three([512, 0, 0], 0),  // 11 E1 (F): [+1536, -1024, -512]
            three([0, 0, 2000], 2), // 12 E2 wins the limit: [-4000, -4000, +8000]
            three([0, 80, 0], 1),   // 13 E0: [-160, +240, -80]; round F over
        ];
        let game = GameRules { first_east: 1, ..GameRules::new(RuleSet::CLASSIC, 3) };
        assert!(game.green_dragon_round, "book 002: the green-dragon round follows with three players");
        let r = replay(&game, &hands).unwrap();
        assert_eq!(easts(&r), [1, 2, 0, 1, 1, 2, 0, 1, 2, 0, 1, 2, 0]);
        assert_eq!(winds(&r), "EEESSSSWWWFFF");
        // Hand 3, East 0: 1 gets 160 + 80 = +240; East 0 pays 2 48 x2 = 96.
        // 0: -160 - 96 = -256; 2: -80 + 96 = +16.
        assert_eq!(r.hands[2].net, [-256, 240, 16]);
        // Seats in hand 1: player 1 East, 2 South, 0 West; nobody sits out.
        let p = r.hands[0].position;
        assert_eq!([0, 1, 2].map(|i| p.seat(i)), [Some(Wind::West), Some(Wind::East), Some(Wind::South)]);
        assert_eq!(p.sitting_out(), None);
        // Player 0: +480 -480 -256 -800 +960 +640 -800 -240 -256 +1536 -4000 -160 = -3376
        // Player 1: -320 -480 +240 +1600 -320 -320 -1600 +720 -128 -1024 -4000 +240 = -5392
        // Player 2: -160 +960 +16 -800 -640 -320 +2400 -480 +384 -512 +8000 -80 = 8768
        assert_eq!(r.totals, [-3376, -5392, 8768]);
        assert_eq!(r.next, None);
    }

    /// Ruling 22 (book 002 "Vijf spelers"): four seats, the fifth player
    /// sits out; East sits out the next hand and the one who sat out
    /// becomes North. A draw is replayed (ruling 20; see the note in
    /// `replay_follows_ruling_20_for_five`).
    #[test]
    fn classic_five_players() {
        let five = |s: [u32; 5], w| HandRecord::won(s.to_vec(), w);
        let hands = [
            five([0, 0, 160, 0, 0], 2), // 1 E0 S1 W2 N3, 4 out: [-320, -160, +640, -160, 0]
            HandRecord::draw(5),        // 2 E1 S2 W3 N4, 0 out: replayed
            five([0, 0, 0, 0, 240], 4), // 3 E1 again, 4 (North) wins 240: [0, -480, -240, -240, +960]
            five([80, 0, 0, 64, 0], 0), // 4 E2 S3 W4 N0, 1 out; see below
        ];
        let r = replay(&GameRules::new(RuleSet::CLASSIC, 5), &hands).unwrap();
        assert_eq!(easts(&r), [0, 1, 1, 2]);
        let out: Vec<_> = r.hands.iter().map(|h| h.position.sitting_out()).collect();
        assert_eq!(out, [Some(4), Some(0), Some(0), Some(1)]);
        assert_eq!(r.hands[3].position.seat(0), Some(Wind::North));
        // Hand 4: 0 gets 160 (East 2) + 80 + 80 = +320; East 2 pays 3 64 x2 = 128;
        // 4 pays 3 64. 2: -160 - 128 = -288; 3: -80 + 128 + 64 = +112; 4: -80 - 64 = -144.
        assert_eq!(r.hands[3].net, [320, 0, -288, 112, -144]);
        // 0: -320 + 0 + 320 = 0; 1: -160 - 480 = -640; 2: 640 - 240 - 288 = 112;
        // 3: -160 - 240 + 112 = -288; 4: 960 - 144 = 816.
        assert_eq!(r.totals, [0, -640, 112, -288, 816]);
        // Hand 5: East 3, player 2 sits out and cannot score.
        let mut bad = hands.to_vec();
        bad.push(five([0, 80, 40, 0, 0], 1));
        assert_eq!(replay(&GameRules::new(RuleSet::CLASSIC, 5), &bad), Err(GameError::SittingOut { hand: 5, player: 2, what: "score" }));
    }

    /// Competition ruling C17: a table of five under `nts` seats and turns
    /// as classic's five (the fifth sits out; East sits out the next hand)
    /// and settles by NTS among the four: the winds pass after every
    /// hand, draws included (ruling 20).
    #[test]
    fn nts_five_players_as_a_club_table() {
        let five = |s: [u32; 5], w| HandRecord::won(s.to_vec(), w);
        let hands = [
            five([0, 0, 160, 0, 0], 2),  // 1 E0 S1 W2 N3, 4 out: [-320, -160, +640, -160, 0]
            HandRecord::draw(5),         // 2 E1 S2 W3 N4, 0 out: nothing; the winds pass
            five([0, 0, 0, 64, 240], 4), // 3 E2 S3 W4 N0, 1 out; see below
        ];
        let r = replay(&GameRules::new(RuleSet::NTS, 5), &hands).unwrap();
        assert_eq!(easts(&r), [0, 1, 2]);
        let out: Vec<_> = r.hands.iter().map(|h| h.position.sitting_out()).collect();
        assert_eq!(out, [Some(4), Some(0), Some(1)]);
        // Hand 3: 4 gets 240 x 2 from East 2 + 240 from 3 + 240 from 0 =
        // +960; East 2 (0) pays 3 (64) 64 x 2 = 128; 0 (0) pays 3 64.
        // 2: -480 - 128 = -608; 3: -240 + 128 + 64 = -48; 0: -240 - 64 = -304.
        assert_eq!(r.hands[2].net, [-304, 0, -608, -48, 960]);
        // 0: -320 - 304 = -624; 1: -160; 2: 640 - 608 = 32; 3: -160 - 48 = -208; 4: 960.
        assert_eq!(r.totals, [-624, -160, 32, -208, 960]);
        // Next: East 3, and 2 (East of hand 3) sits out.
        let next = r.next.unwrap();
        assert_eq!((next.east(), next.sitting_out()), (3, Some(2)));
    }

    /// C17: a table of three under `nmb` sits E, S, W as classic's three
    /// and turns by NMB: East stays after an East win and after a draw
    /// (book 003 "Ronde en de windrichting", ruling 20); no green-dragon
    /// round (NMB has none), so three wind rounds.
    #[test]
    fn nmb_three_players_as_a_club_table() {
        let three = |s: [u32; 3], w| HandRecord::won(s.to_vec(), w);
        let hands = [
            // 1 E0 wins 80: +160 from each; 2 (0) pays 1 (20) 20: [+320, -140, -180]; East stays.
            three([80, 20, 0], 0),
            // 2 E0; 2 wins 96: East 0 pays 192, 1 pays 96; 1 (0) pays East 0 (40) 40 x 2 = 80:
            // [-192 + 80, -96 - 80, +288] = [-112, -176, 288]; the winds pass.
            three([40, 0, 96], 2),
            // 3 E1: a draw; East stays.
            HandRecord::draw(3),
        ];
        let game = GameRules::new(RuleSet::NMB, 3);
        assert!(!game.green_dragon_round);
        let r = replay(&game, &hands).unwrap();
        assert_eq!(easts(&r), [0, 0, 1]);
        assert_eq!(r.hands[1].net, [-112, -176, 288]);
        // 0: 320 - 112 = 208; 1: -140 - 176 = -316; 2: -180 + 288 = 108.
        assert_eq!(r.totals, [208, -316, 108]);
        // Hand 3: East 1, South 2, West 0; nobody sits out.
        let p = r.hands[2].position;
        assert_eq!([0, 1, 2].map(|i| p.seat(i)), [Some(Wind::West), Some(Wind::East), Some(Wind::South)]);
        assert_eq!(r.next.unwrap().east(), 1);
        assert_eq!(game.rounds(), Some(3));
    }

    /// C17: a table of five under MCR seats and turns as classic's five
    /// (not by the WMO table, which is for four): the winds pass after
    /// every hand, so four rounds of five hands. The four seated settle
    /// by MCR (8 + fans from the discarder, 8 from the others).
    #[test]
    fn mcr_five_players_as_a_club_table() {
        let m = |w: usize, fan: u32, d: Option<usize>| {
            let mut h = HandRecord::mcr(w, fan, d);
            h.scores.push(0);
            h.dead.push(false);
            h
        };
        let hands = [
            // 1 E0 S1 W2 N3, 4 out: 1 wins 10 on 0's discard: 0 pays 18, 2 and 3 pay 8.
            m(1, 10, Some(0)),
            // 2 E1 S2 W3 N4, 0 out: 4 wins 8 self-drawn: 1, 2, 3 pay 16 each.
            HandRecord { scores: vec![0, 0, 0, 0, 8], winner: Some(4), dead: vec![false; 5], discarder: None, penalties: Vec::new() },
        ];
        let game = GameRules::new(Scoring::Mcr, 5);
        let r = replay(&game, &hands).unwrap();
        assert_eq!(r.hands[0].net, [-18, 34, -8, -8, 0]);
        assert_eq!(r.hands[1].net, [0, -16, -16, -16, 48]);
        // 0: -18; 1: 34 - 16 = 18; 2: -24; 3: -24; 4: 48.
        assert_eq!(r.totals, [-18, 18, -24, -24, 48]);
        assert_eq!(game.rounds(), Some(4));
        // Who sits out cannot discard: in hand 3 (E2 S3 W4 N0) player 1 is out.
        let mut bad = hands.to_vec();
        let mut h = m(2, 8, Some(1));
        h.scores = vec![0, 0, 8, 0, 0];
        bad.push(h);
        assert_eq!(replay(&game, &bad), Err(GameError::SittingOut { hand: 3, player: 1, what: "discard" }));
        // 20 hands: four rounds of five.
        let all: Vec<HandRecord> = (0..20).map(|_| HandRecord::draw(5)).collect();
        let r = replay(&game, &all).unwrap();
        assert_eq!(winds(&r), "EEEEESSSSSWWWWWNNNNN");
        assert_eq!(r.next, None);
    }

    #[test]
    fn green_dragon_round_after_four_wind_rounds() {
        // Ruling 20/22: 20 hands won by the player after East pass 20
        // times: E, S, W, N, then F; hand 21 is past the game.
        let game = GameRules { green_dragon_round: true, ..GameRules::new(RuleSet::CLASSIC, 4) };
        let hands: Vec<_> = (0..20).map(|i| won(&[80; 4], (i + 1) % 4)).collect();
        let r = replay(&game, &hands).unwrap();
        assert_eq!(winds(&r), "EEEESSSSWWWWNNNNFFFF");
        let mut more = hands.clone();
        more.push(draw());
        assert_eq!(replay(&game, &more), Err(GameError::GameOver { hand: 21, last: 20 }));
    }

    /// MCR 2006 (issue 6; rules README `mcr`): four rounds of four hands,
    /// the winds pass after every hand, draws included, and the places
    /// change between rounds by the WMO table, so East is
    /// E: 0 1 2 3, S: 1 0 3 2, W: 2 3 1 0, N: 3 2 0 1. A win on a discard:
    /// the discarder pays 8 + fans, the others 8; self-drawn: 8 + fans each.
    /// Penalty points come off the offender alone.
    #[test]
    fn mcr_full_game() {
        let m = HandRecord::mcr;
        let pen = |mut h: HandRecord, p: usize, v: u32| {
            h.penalties = vec![0; 4];
            h.penalties[p] = v;
            h
        };
        let hands = [
            m(1, 8, Some(0)),            // 1: 0 pays 16, 2 and 3 pay 8: [-16, +32, -8, -8]
            draw(),                      // 2: nothing
            m(2, 10, None),              // 3: self-drawn, 18 each: [-18, -18, +54, -18]
            m(3, 24, Some(2)),           // 4: 2 pays 32: [-8, -8, -32, +48]
            m(0, 12, Some(3)),           // 5: 3 pays 20: [+36, -8, -8, -20]
            pen(draw(), 2, 10),          // 6: a draw, 2 penalised 10: [0, 0, -10, 0]
            m(1, 8, None),               // 7: 16 each: [-16, +48, -16, -16]
            m(3, 16, Some(1)),           // 8: 1 pays 24: [-8, -24, -8, +40]
            m(2, 9, Some(0)),            // 9: 0 pays 17: [-17, -8, +33, -8]
            m(0, 88, None),              // 10: 96 each: [+288, -96, -96, -96]
            pen(m(1, 8, Some(2)), 3, 5), // 11: 2 pays 16; 3 pays 8 and 5 penalty: [-8, +32, -16, -13]
            draw(),                      // 12
            m(3, 13, None),              // 13: 21 each: [-21, -21, -21, +63]
            m(2, 11, Some(3)),           // 14: 3 pays 19: [-8, -8, +35, -19]
            m(0, 8, Some(1)),            // 15: 1 pays 16: [+32, -16, -8, -8]
            m(1, 32, Some(0)),           // 16: 0 pays 40: [-40, +56, -8, -8]
        ];
        let r = replay(&GameRules::mcr(), &hands).unwrap();
        assert_eq!(easts(&r), [0, 1, 2, 3, 1, 0, 3, 2, 2, 3, 1, 0, 3, 2, 0, 1]);
        assert_eq!(winds(&r), "EEEESSSSWWWWNNNN");
        // Hand 6 (South round, second hand): places 1 0 3 2 turned once:
        // East 0, South 3, West 2, North 1.
        let p = r.hands[5].position;
        assert_eq!(p.seats(), [0, 3, 2, 1]);
        assert_eq!(p.seat(1), Some(Wind::North));
        assert_eq!(r.hands[10].net, [-8, 32, -16, -13]);
        // 0: -16 - 18 - 8 + 36 - 16 - 8 - 17 + 288 - 8 - 21 - 8 + 32 - 40 = 196
        // 1: +32 - 18 - 8 - 8 + 48 - 24 - 8 - 96 + 32 - 21 - 8 - 16 + 56 = -39
        // 2: -8 + 54 - 32 - 8 - 10 - 16 - 8 + 33 - 96 - 16 - 21 + 35 - 8 - 8 = -109
        // 3: -8 - 18 + 48 - 20 - 16 + 40 - 8 - 96 - 13 + 63 - 19 - 8 - 8 = -63
        // The sum is -15: the penalties (10 + 5) go to nobody.
        assert_eq!(r.totals, [196, -39, -109, -63]);
        assert_eq!(r.next, None, "16 hands: the game is over");
        // Four rounds of four hands: 4 x 4 = 16, as the replay ends.
        assert_eq!(GameRules::mcr().hands(), Some(16));
        assert_eq!(GameRules::new(RuleSet::CLASSIC, 4).hands(), None, "East stays on a win (ruling 20)");
        let mut more = hands.to_vec();
        more.push(draw());
        assert_eq!(replay(&GameRules::mcr(), &more), Err(GameError::GameOver { hand: 17, last: 16 }));
    }

    #[test]
    fn impossible_mcr_hands_are_errors() {
        let mcr = GameRules::mcr();
        assert_eq!(replay(&mcr, &[m7()]), Err(GameError::McrBelowMinimum { hand: 1, fan: 7 }));
        assert_eq!(replay(&mcr, &[with_dead(HandRecord::mcr(1, 8, None), 2)]), Err(GameError::McrDeadHand { hand: 1 }));
        assert_eq!(replay(&mcr, &[won(&[4, 10, 0, 0], 1)]), Err(GameError::McrLoserScore { hand: 1 }));
        assert_eq!(
            replay(&mcr, &[HandRecord::mcr(1, 8, Some(1))]),
            Err(GameError::Settle { hand: 1, source: SettleError::SelfDiscard { winner: 1 } })
        );
        assert_eq!(replay(&mcr, &[HandRecord { discarder: Some(0), ..draw() }]), Err(GameError::DrawWithDiscarder { hand: 1 }));
        assert_eq!(
            replay(&mcr, &[HandRecord { penalties: vec![5], ..draw() }]).unwrap_err().to_string(),
            "hand 1: 1 penalties for 4 players"
        );
        assert!(replay(&GameRules { players: 3, ..mcr }, &[]).is_err());
        // The Dutch sets have no penalty points; a discarder they may name
        // (competition ruling C2) without changing the settlement: Bep's
        // 80 on Ans's discard settles as Bep's 80 (ruling 19).
        let nts = GameRules::new(RuleSet::NTS, 4);
        let on_discard = HandRecord { discarder: Some(0), ..won(&[0, 80, 0, 0], 1) };
        assert_eq!(
            replay(&nts, std::slice::from_ref(&on_discard)).unwrap().totals,
            replay(&nts, &[won(&[0, 80, 0, 0], 1)]).unwrap().totals
        );
        assert_eq!(
            replay(&nts, &[HandRecord { discarder: Some(1), ..on_discard.clone() }]),
            Err(GameError::Settle { hand: 1, source: SettleError::SelfDiscard { winner: 1 } })
        );
        assert_eq!(replay(&nts, &[HandRecord { discarder: Some(0), ..draw() }]), Err(GameError::DrawWithDiscarder { hand: 1 }));
        assert!(replay(&nts, &[HandRecord { discarder: Some(4), ..on_discard }]).is_err());
        assert_eq!(
            replay(&nts, &[HandRecord { penalties: vec![5, 0, 0, 0], ..won(&[0, 80, 0, 0], 1) }]),
            Err(GameError::McrOnly { hand: 1, what: "penalty points" })
        );
    }

    fn m7() -> HandRecord {
        HandRecord::mcr(0, 7, None)
    }

    #[test]
    fn impossible_games_are_errors() {
        let nts = GameRules::new(RuleSet::NTS, 4);
        // C17: every Dutch table is 3, 4 or 5; MCR 4 or 5.
        assert_eq!(replay(&GameRules::new(RuleSet::NTS, 2), &[]), Err(GameError::PlayersNotPlayed { players: 2, rules: Variant::Nts }));
        assert_eq!(
            replay(&GameRules::new(RuleSet::CLASSIC, 6), &[]).unwrap_err().to_string(),
            "6 players: the classic rules are played by 3, 4 or 5 players (ruling 22, C17)"
        );
        assert_eq!(
            replay(&GameRules::new(Scoring::Mcr, 3), &[]).unwrap_err().to_string(),
            "3 players: the mcr rules are played by 4 or 5 players; a table of 3 types its result (ruling 22, C17)"
        );
        assert!(replay(&GameRules { green_dragon_round: true, ..nts }, &[]).is_err());
        assert!(replay(&GameRules { first_east: 4, ..nts }, &[]).is_err());
        assert_eq!(
            replay(&nts, &[draw(), won(&[0, 10, 0], 1)]),
            Err(GameError::WrongCount { hand: 2, what: "scores", expected: 4, found: 3 })
        );
        assert_eq!(replay(&nts, &[won(&[0, 10, 0, 0], 7)]).unwrap_err().to_string(), "hand 1: winner must be a player 0-3, got 7");
        assert_eq!(
            replay(&nts, &[with_dead(won(&[0, 10, 0, 0], 1), 1)]),
            Err(GameError::Settle { hand: 1, source: SettleError::DeadWinner { winner: 1 } })
        );
        let scored_draw = HandRecord { scores: vec![0, 10, 0, 0], ..draw() };
        assert_eq!(replay(&nts, &[scored_draw]), Err(GameError::DrawWithScores { hand: 1 }));
    }
}
