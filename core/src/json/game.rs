//! A whole game: `{"game":{"rules":"nts","players":4,"names":[...],
//! "east":0,"hands":[{"scores":[64,96,0,20],"winner":1,"dead":[2]},...]}}`
//! (rulings 19-22; MCR hands give `fan` and `discarder` instead of scores).
//!
//! [`GameLine`] is also what the app's score sheet stores, exports and
//! imports: one schema for `mjscore`, the JS API and the sheet.

use serde::{Deserialize, Serialize};

use super::settle::{dead_flags, DeadError};
use super::{Answer, Options};
use crate::game::{mcr_scores, replay, GameError, GameRules, HandRecord, Position, Replay};
use crate::mcr::fans::Fan;
use crate::rules::{Scoring, Variant};

/// A game as typed on the score sheet (README "A whole game").
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug)]
#[serde(deny_unknown_fields)]
pub struct GameLine {
    /// The rule set.
    #[serde(default)]
    pub rules: Variant,
    /// A club's options on top of the rule set.
    #[serde(default, deserialize_with = "super::object::optional", skip_serializing_if = "Option::is_none")]
    pub options: Option<Options>,
    /// How many players (4; 3 or 5 in classic, ruling 22).
    #[serde(default = "four")]
    pub players: usize,
    /// The players' names in seating order (counter-clockwise, the order
    /// East passes on); not used in the replay.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
    /// The player who is East in the first hand.
    #[serde(default)]
    pub east: usize,
    /// Play the green-dragon round after the wind rounds (`classic`);
    /// by default only with three players (book 002 "Drie spelers").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub green_dragon_round: Option<bool>,
    /// The hands in the order played (at most [`MAX_HANDS`]).
    #[serde(deserialize_with = "at_most_max_hands")]
    pub hands: Vec<GameHand>,
}

fn four() -> usize {
    4
}

/// The most a hand's `table` may hold: a whole table of tiles is a few
/// hundred bytes.
pub const MAX_TABLE: usize = 2048;

/// One hand as written on the sheet, by player.
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct GameHand {
    /// `None` (`null`): a draw (remise).
    #[serde(default)]
    pub winner: Option<usize>,
    /// The Dutch sets: every player's score.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scores: Vec<u32>,
    /// MCR: the winner's fans, flowers included.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fan: Option<u32>,
    /// MCR: who discarded the winning tile; missing or `null` when self-drawn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discarder: Option<usize>,
    /// Players with a dead hand (dood spel), in player order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dead: Vec<usize>,
    /// MCR: penalty points per player, deducted from that player alone.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<u32>,
    /// MCR: the winner's fans by id (`"pure_straight"`, a fan counted twice
    /// listed twice), where known (a hand entered with tiles); their values
    /// must add up to `fan`. For the season's fan frequencies.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fans: Vec<String>,
    /// The table as it was when the hand was entered with tiles (issue 20):
    /// the app's hand link (rule set, winds, every seat's tiles and groups,
    /// how the winning tile came), so the sheet can show how a score came
    /// about. Optional, at most [`MAX_TABLE`] bytes; not scored here.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
}

/// Why a game line cannot be replayed: its shape (`bad_input`) or a game
/// that cannot have been played (`impossible_game`).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
// The fields are the values each variant's message names.
#[allow(missing_docs)]
pub enum GameLineError {
    /// Mcr takes no options.
    #[error("mcr takes no options")]
    McrOptions,
    /// Names: `names` names for `players` players.
    #[error("names: {names} names for {players} players")]
    Names { names: usize, players: usize },
    /// Hand `hand`: dead: `index` is not a player 0-`last`.
    #[error("hand {hand}: dead: {index} is not a player 0-{last}")]
    NoSuchPlayer { hand: usize, index: usize, last: usize },
    /// Hand `hand`: dead: player `player` is listed twice.
    #[error("hand {hand}: dead: player {player} is listed twice")]
    DeadTwice { hand: usize, player: usize },
    /// Hand `hand`: its table is `bytes` bytes, more than {MAX_TABLE}.
    #[error("hand {hand}: its table is {bytes} bytes, more than {MAX_TABLE}")]
    TableTooLong { hand: usize, bytes: usize },
    /// Hand `hand`: an mcr hand gives the winner's fan, not scores.
    #[error("hand {hand}: an mcr hand gives the winner's fan, not scores")]
    McrScores { hand: usize },
    /// Hand `hand`: a draw (winner null) has no fan.
    #[error("hand {hand}: a draw (winner null) has no fan")]
    DrawWithFan { hand: usize },
    /// Hand `hand`: an mcr win needs the winner's fan.
    #[error("hand {hand}: an mcr win needs the winner's fan")]
    McrNeedsFan { hand: usize },
    /// Hand `hand`: fan belongs to an mcr game ("rules":"mcr").
    #[error("hand {hand}: fan belongs to an mcr game (\"rules\":\"mcr\")")]
    FanNotMcr { hand: usize },
    /// Hand `hand`: fans are listed for an mcr win only.
    #[error("hand {hand}: fans are listed for an mcr win only")]
    FansNotMcrWin { hand: usize },
    /// Hand `hand`: `id` is no MCR fan.
    #[error("hand {hand}: '{id}' is no MCR fan (the ids of mjscore --rules mcr)")]
    UnknownFan { hand: usize, id: String },
    /// Hand `hand`: fan `id` listed `times` times; a hand counts it at most `most`.
    #[error("hand {hand}: '{id}' is listed {times} times; a hand counts it at most {most} (2006 rule book)")]
    FanTooOften { hand: usize, id: &'static str, times: u32, most: u32 },
    /// Hand `hand`: `id` is listed beside `by`, which implies it.
    #[error("hand {hand}: '{id}' is not counted beside '{by}', which implies it (2006 rule book)")]
    ImpliedFan { hand: usize, id: &'static str, by: &'static str },
    /// Hand `hand`: `fans` fans without the flowers; MCR needs 8.
    #[error("hand {hand}: {fans} fans without the flowers; MCR needs at least 8 before flowers count")]
    FewWithoutFlowers { hand: usize, fans: u32 },
    /// Hand `hand`: the fans listed add up to `listed`, not the hand's `fan`.
    #[error("hand {hand}: the fans listed add up to {listed}, not the hand's {fan}")]
    FansSum { hand: usize, listed: u32, fan: u32 },
    /// A club's option no club can choose.
    #[error(transparent)]
    Options(#[from] super::OptionsError),
    /// `hands` hands: a game holds at most {MAX_HANDS}.
    #[error("{hands} hands: a game holds at most {MAX_HANDS}")]
    TooManyHands { hands: usize },
    /// The error of the part inside, as it is.
    #[error(transparent)]
    Game(#[from] GameError),
}

/// The most hands a game holds: a club evening is tens of hands (an MCR
/// game 16); a game file or link beyond this is refused while it is read,
/// before its hands are kept.
pub const MAX_HANDS: usize = 500;

/// A game's hands, each an object, refused at the first hand past
/// [`MAX_HANDS`].
fn at_most_max_hands<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<GameHand>, D::Error> {
    struct Hands;
    impl<'de> serde::de::Visitor<'de> for Hands {
        type Value = Vec<GameHand>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            write!(f, "an array of at most {MAX_HANDS} hands")
        }
        fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<GameHand>, A::Error> {
            let mut hands = Vec::new();
            while let Some(super::object::Object(h)) = seq.next_element()? {
                if hands.len() == MAX_HANDS {
                    return Err(serde::de::Error::custom(format_args!("a game holds at most {MAX_HANDS} hands")));
                }
                hands.push(h);
            }
            Ok(hands)
        }
    }
    d.deserialize_seq(Hands)
}

impl GameLineError {
    /// The `mjscore` error code.
    pub fn code(&self) -> &'static str {
        match self {
            GameLineError::Game(_) => "impossible_game",
            _ => "bad_input",
        }
    }
}

impl GameHand {
    /// A won hand of the Dutch sets.
    pub fn won(scores: Vec<u32>, winner: usize) -> GameHand {
        GameHand { scores, winner: Some(winner), ..GameHand::default() }
    }

    /// An MCR win of `fan` fans on `discarder`'s tile, or self-drawn.
    pub fn mcr(winner: usize, fan: u32, discarder: Option<usize>) -> GameHand {
        GameHand { winner: Some(winner), fan: Some(fan), discarder, ..GameHand::default() }
    }

    /// A draw of the Dutch sets: every score 0.
    pub fn draw(players: usize) -> GameHand {
        GameHand { scores: vec![0; players], ..GameHand::default() }
    }

    /// Player `p`'s score as written: the score, or in MCR the winner's fans.
    pub fn score_of(&self, p: usize) -> u32 {
        match self.fan {
            Some(f) if self.winner == Some(p) => f,
            Some(_) => 0,
            None => self.scores.get(p).copied().unwrap_or(0),
        }
    }

    /// The listed fans (MCR): known ids whose values add up to the fan.
    fn check_fans(&self, hand: usize, mcr: bool) -> Result<(), GameLineError> {
        if self.fans.is_empty() {
            return Ok(());
        }
        let Some(fan) = self.fan.filter(|_| mcr && self.winner.is_some()) else {
            return Err(GameLineError::FansNotMcrWin { hand });
        };
        let mut listed = 0u32;
        let mut counts = [0u32; 82];
        for id in &self.fans {
            let f = Fan::ALL
                .iter()
                .find(|f| f.id() == id)
                .ok_or_else(|| GameLineError::UnknownFan { hand, id: id.chars().take(40).collect() })?;
            listed = listed.saturating_add(f.value());
            counts[*f as usize] = counts[*f as usize].saturating_add(1);
        }
        if listed != fan {
            return Err(GameLineError::FansSum { hand, listed, fan });
        }
        // Issue 32: fans a hand the engine scores could have.
        let present: Vec<Fan> = Fan::ALL.iter().copied().filter(|f| counts[*f as usize] > 0).collect();
        for &f in &present {
            let times = counts[f as usize];
            if times > f.most() {
                return Err(GameLineError::FanTooOften { hand, id: f.id(), times, most: f.most() });
            }
            if let Some(&by) = present.iter().find(|&&by| crate::mcr::fans::implies(by, f)) {
                return Err(GameLineError::ImpliedFan { hand, id: f.id(), by: by.id() });
            }
        }
        let flowers = counts[Fan::FlowerTiles as usize] * Fan::FlowerTiles.value();
        if fan - flowers < 8 {
            return Err(GameLineError::FewWithoutFlowers { hand, fans: fan - flowers });
        }
        Ok(())
    }

    /// The engine's record of hand number `hand` (from 1) in a game of
    /// `players`; `mcr` games give the winner's fan instead of scores.
    pub fn record(&self, hand: usize, players: usize, mcr: bool) -> Result<HandRecord, GameLineError> {
        let dead = dead_flags(&self.dead, players).map_err(|e| match e {
            DeadError::NoSuchPlayer { index, last } => GameLineError::NoSuchPlayer { hand, index, last },
            DeadError::Twice { player } => GameLineError::DeadTwice { hand, player },
        })?;
        if let Some(bytes) = self.table.as_ref().map(String::len).filter(|&b| b > MAX_TABLE) {
            return Err(GameLineError::TableTooLong { hand, bytes });
        }
        self.check_fans(hand, mcr)?;
        // MCR hands give the winner's fans; the Dutch sets every score.
        let scores = match (mcr, self.fan, self.winner) {
            (true, _, _) if !self.scores.is_empty() => return Err(GameLineError::McrScores { hand }),
            (true, Some(fan), Some(w)) => mcr_scores(players, w, fan),
            (true, Some(_), None) => return Err(GameLineError::DrawWithFan { hand }),
            (true, None, Some(_)) => return Err(GameLineError::McrNeedsFan { hand }),
            (true, None, None) => vec![0; players],
            (false, Some(_), _) => return Err(GameLineError::FanNotMcr { hand }),
            (false, None, _) => self.scores.clone(),
        };
        Ok(HandRecord { scores, winner: self.winner, dead, discarder: self.discarder, penalties: self.penalties.clone() })
    }
}

impl GameLine {
    /// A new game with no hands.
    pub fn new(rules: Variant, names: Vec<String>) -> GameLine {
        GameLine { rules, options: None, players: names.len(), names, east: 0, green_dragon_round: None, hands: Vec::new() }
    }

    /// The scoring of the game: the rule set with its options, or MCR.
    pub fn scoring(&self) -> Result<Scoring, GameLineError> {
        match (self.rules.dutch(), self.options) {
            (Some(r), None) => Ok(Scoring::Dutch(r)),
            (Some(r), Some(o)) => o.apply(r).map(Scoring::Dutch).map_err(GameLineError::Options),
            (None, Some(_)) => Err(GameLineError::McrOptions),
            (None, None) => Ok(Scoring::Mcr),
        }
    }

    /// What is fixed when the game starts.
    pub fn game_rules(&self) -> Result<GameRules, GameLineError> {
        if !self.names.is_empty() && self.names.len() != self.players {
            return Err(GameLineError::Names { names: self.names.len(), players: self.players });
        }
        let mut game = GameRules::new(self.scoring()?, self.players);
        game.first_east = self.east;
        game.green_dragon_round = self.green_dragon_round.unwrap_or(game.green_dragon_round);
        Ok(game)
    }

    /// Every hand replayed by the engine (rulings 19-22).
    pub fn replay(&self) -> Result<Replay, GameLineError> {
        if self.hands.len() > MAX_HANDS {
            return Err(GameLineError::TooManyHands { hands: self.hands.len() });
        }
        let game = self.game_rules()?;
        game.check()?;
        let mcr = self.rules.is_mcr();
        let hands = self.hands.iter().enumerate().map(|(n, h)| h.record(n + 1, self.players, mcr)).collect::<Result<Vec<_>, _>>()?;
        Ok(replay(&game, &hands)?)
    }

    /// A score as it is settled: rounded to tens with chips (ruling 21).
    pub fn shown_score(&self, score: u32) -> u32 {
        match self.scoring() {
            Ok(Scoring::Dutch(r)) => r.round_score(score),
            _ => score,
        }
    }
}

/// Where a game stands before a hand, as the game line writes it.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct PositionOut {
    /// Who is East (player index).
    pub east: usize,
    /// MCR: the players by seat, East first (the places change between rounds).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seats: Option<Vec<usize>>,
    /// The round's wind (`E`...`N`, or `F` for the green-dragon round).
    pub round_wind: String,
    /// Five players: who sits out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sitting_out: Option<usize>,
}

impl PositionOut {
    fn new(p: &Position, mcr: bool) -> PositionOut {
        PositionOut { east: p.east(), seats: mcr.then(|| p.seats()), round_wind: p.round_wind.to_string(), sitting_out: p.sitting_out() }
    }
}

/// One replayed hand of a game line's answer.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct GameHandOut {
    /// Who was East, the round and who sat out.
    #[serde(flatten)]
    pub position: PositionOut,
    /// Each player's net result of the hand.
    pub net: Vec<i64>,
    /// Each player's running total after it.
    pub totals: Vec<i64>,
}

/// The hand after the last one; `null` when the game is over.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct NextOut {
    /// The next hand's number.
    pub hand: usize,
    /// Who is East in it, the round and who sits out.
    #[serde(flatten)]
    pub position: PositionOut,
}

/// `{"valid":true,"hands":[...],"next":{...}|null,"totals":[...]}`.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct GameOut {
    /// Always true.
    pub valid: bool,
    /// Every hand, replayed.
    pub hands: Vec<GameHandOut>,
    /// The next hand, unless the game is over.
    pub next: Option<NextOut>,
    /// Each player's total.
    pub totals: Vec<i64>,
}

/// Replays a whole game (rulings 20, 22): East, round wind, who sits out,
/// nets and totals per hand, then the next hand.
pub fn answer(g: GameLine) -> Answer {
    let mcr = g.rules.is_mcr();
    match g.replay() {
        Ok(r) => Answer::Game(Box::new(GameOut {
            valid: true,
            hands: r
                .hands
                .into_iter()
                .map(|h| GameHandOut { position: PositionOut::new(&h.position, mcr), net: h.net, totals: h.totals })
                .collect(),
            next: r.next.map(|p| NextOut { hand: p.hand, position: PositionOut::new(&p, mcr) }),
            totals: r.totals,
        })),
        Err(e) => Answer::error(e.code(), e.to_string()),
    }
}

/// A score sheet counted into a season's statistics (issue 21): the sheet
/// is the game line, so the counting lives with it (issue 33: the
/// competition knows nothing of `json`).
impl crate::competition::stats::Statistics {
    /// A game's sheet, replayed; its names are the players.
    pub fn game(&mut self, g: &GameLine, replay: &Replay) {
        let limit = match g.scoring() {
            Ok(Scoring::Dutch(r)) => Some(r.limit),
            _ => None,
        };
        let mcr = g.rules.is_mcr();
        for name in &g.names {
            let s = self.entry(name);
            s.games += 1;
            s.mahjong_tables += 1;
        }
        for (h, r) in g.hands.iter().zip(&replay.hands) {
            let out = r.position.sitting_out();
            for (p, name) in g.names.iter().enumerate() {
                if out != Some(p) {
                    let s = self.entry(name);
                    s.hands += 1;
                    s.dead += u32::from(h.dead.contains(&p));
                    s.penalties += h.penalties.get(p).copied().unwrap_or(0);
                }
            }
            if let Some(w) = h.winner {
                let score = if mcr { h.fan.unwrap_or(0) } else { h.scores.get(w).copied().unwrap_or(0) };
                let s = self.entry(&g.names[w]);
                s.made += 1;
                s.sheet_made += 1;
                s.made_as_east += u32::from(r.position.east() == w);
                s.winning_sum += u64::from(score);
                s.highest = s.highest.max(score);
                s.limit_hands += u32::from(limit.is_some_and(|l| score >= l));
                s.self_drawn += u32::from(mcr && h.discarder.is_none());
                for id in &h.fans {
                    *s.fans.entry(id.clone()).or_default() += 1;
                }
                if let Some(d) = h.discarder {
                    self.entry(&g.names[d]).caused += 1;
                }
            }
            for pay in &r.payments {
                let (from, to) = (&g.names[pay.from], &g.names[pay.to]);
                *self.entry(to).head_to_head.entry(from.clone()).or_default() += pay.amount;
                *self.entry(from).head_to_head.entry(to.clone()).or_default() -= pay.amount;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::process_line;
    use super::*;

    #[test]
    fn game_line_replays_seed_003_twice() {
        // nts: East 0 then 1. Hand 1 is seed 003 (+24 +384 -244 -164).
        // Hand 2, East is player 1: a draw settles nothing (ruling 19).
        let out = process_line(
            r#"{"game":{"rules":"nts","players":4,"hands":[{"scores":[64,96,0,20],"winner":1,"dead":[2]},{"scores":[0,0,0,0],"winner":null}]}}"#,
        );
        assert_eq!(
            out,
            r#"{"valid":true,"hands":[{"east":0,"round_wind":"E","net":[24,384,-244,-164],"totals":[24,384,-244,-164]},{"east":1,"round_wind":"E","net":[0,0,0,0],"totals":[24,384,-244,-164]}],"next":{"hand":3,"east":2,"round_wind":"E"},"totals":[24,384,-244,-164]}"#
        );
        let bad = process_line(r#"{"game":{"hands":[{"scores":[1,2,3,4],"winner":9}]}}"#);
        assert!(bad.contains(r#""code":"impossible_game""#), "{bad}");
        let bad = process_line(r#"{"game":{"rules":"riichi","hands":[]}}"#);
        assert!(bad.contains(r#""code":"unknown_rules""#), "{bad}");
    }

    #[test]
    fn game_line_three_and_five_players() {
        // Ruling 22, three players, player 2 starts as East: 1 wins 80, so
        // East 2 pays 160 and 0 pays 80: [-80, +240, -160]; then 0 is East.
        let out = process_line(
            r#"{"game":{"rules":"classic","players":3,"names":["Ans","Bep","Cor"],"east":2,"hands":[{"scores":[0,80,0],"winner":1}]}}"#,
        );
        assert_eq!(
            out,
            r#"{"valid":true,"hands":[{"east":2,"round_wind":"E","net":[-80,240,-160],"totals":[-80,240,-160]}],"next":{"hand":2,"east":0,"round_wind":"E"},"totals":[-80,240,-160]}"#
        );
        // Five players: player 4 sits out the first hand and may not win it.
        let out = process_line(r#"{"game":{"rules":"classic","players":5,"hands":[{"scores":[0,0,0,0,80],"winner":4}]}}"#);
        assert!(out.contains("player 4 sits out this hand, so cannot win"), "{out}");
        // C17: a table of three or five under nts plays; six nowhere.
        let out = process_line(r#"{"game":{"rules":"nts","players":3,"hands":[]}}"#);
        assert!(out.starts_with(r#"{"valid":true"#), "{out}");
        let out = process_line(r#"{"game":{"rules":"nts","players":6,"hands":[]}}"#);
        assert!(out.contains(r#""code":"impossible_game""#) && out.contains("played by 3, 4 or 5 players"), "{out}");
        let out = process_line(r#"{"game":{"players":4,"names":["a"],"hands":[]}}"#);
        assert!(out.contains("1 names for 4 players"), "{out}");
        let out = process_line(r#"{"game":{"hands":[{"scores":[0,0,0,0],"winner":null,"dead":[4]}]}}"#);
        assert!(out.contains("hand 1: dead: 4 is not a player 0-3"), "{out}");
    }

    /// An MCR game line (issue 6): hand 1, player 1 wins 10 fans on 0's
    /// discard: 0 pays 18, 2 and 3 pay 8, 1 gets +34; player 3 has a
    /// 10-point penalty: -18. Hand 2 self-drawn by 2 with 8 fans: 16 each.
    /// Totals: 0: -18 - 16 = -34; 1: 34 - 16 = 18; 2: -8 + 48 = 40; 3: -18 - 16 = -34.
    #[test]
    fn mcr_game_line() {
        let out = process_line(
            r#"{"game":{"rules":"mcr","hands":[{"winner":1,"fan":10,"discarder":0,"penalties":[0,0,0,10]},{"winner":2,"fan":8}]}}"#,
        );
        assert_eq!(
            out,
            r#"{"valid":true,"hands":[{"east":0,"seats":[0,1,2,3],"round_wind":"E","net":[-18,34,-8,-18],"totals":[-18,34,-8,-18]},{"east":1,"seats":[1,2,3,0],"round_wind":"E","net":[-16,-16,48,-16],"totals":[-34,18,40,-34]}],"next":{"hand":3,"east":2,"seats":[2,3,0,1],"round_wind":"E"},"totals":[-34,18,40,-34]}"#
        );
        for (line, says) in [
            (r#"{"game":{"rules":"mcr","hands":[{"winner":1,"fan":7}]}}"#, "7 fans; MCR needs at least 8"),
            (r#"{"game":{"rules":"mcr","hands":[{"winner":1}]}}"#, "needs the winner's fan"),
            (r#"{"game":{"rules":"mcr","hands":[{"scores":[0,8,0,0],"winner":1}]}}"#, "not scores"),
            (r#"{"game":{"rules":"nts","hands":[{"scores":[0,8,0,0],"winner":1,"fan":8}]}}"#, "fan belongs to an mcr game"),
            // C17: MCR is defined for four; a table of five plays, three types.
            (r#"{"game":{"rules":"mcr","players":3,"hands":[]}}"#, "played by 4 or 5 players; a table of 3 types its result"),
            (r#"{"game":{"rules":"mcr","options":{},"hands":[]}}"#, "mcr takes no options"),
        ] {
            let out = process_line(line);
            assert!(out.starts_with(r#"{"valid":false"#) && out.contains(says), "{line} -> {out}");
        }
    }

    /// The sheet's own use: a game written and read back is the same game,
    /// in the field order of the README.
    #[test]
    fn a_game_line_round_trips() {
        let mut g = GameLine::new(Variant::Mcr, vec!["A".into(), "B".into(), "C".into(), "D".into()]);
        g.green_dragon_round = Some(false);
        g.hands = vec![GameHand::mcr(1, 21, Some(2)), GameHand { penalties: vec![0, 0, 0, 10], ..GameHand::default() }];
        let text = serde_json::to_string(&g).unwrap();
        assert_eq!(
            text,
            r#"{"rules":"mcr","players":4,"names":["A","B","C","D"],"east":0,"green_dragon_round":false,"hands":[{"winner":1,"fan":21,"discarder":2},{"winner":null,"penalties":[0,0,0,10]}]}"#
        );
        assert_eq!(serde_json::from_str::<GameLine>(&text).unwrap(), g);
        // Hand 1: B wins 21 on C's discard: C pays 29, A and D 8 (rules README `mcr`).
        assert_eq!(g.replay().unwrap().totals, [-8, 45, -29, -18]);
    }
}

#[cfg(test)]
mod fans_tests {
    use super::super::process_line;

    #[test]
    fn listed_fans_are_known_and_add_up() {
        // MCR 2006: Mixed Shifted Chows 6 + All Chows 2 + Flower Tiles 1 = 9.
        let good = r#"{"game":{"rules":"mcr","hands":[{"winner":1,"fan":9,"discarder":0,"fans":["mixed_shifted_chows","all_chows","flower_tiles"]}]}}"#;
        assert!(process_line(good).starts_with(r#"{"valid":true"#), "{}", process_line(good));
        for (line, says) in [
            // 6 + 2 = 8, not 9.
            (
                r#"{"game":{"rules":"mcr","hands":[{"winner":1,"fan":9,"fans":["mixed_shifted_chows","all_chows"]}]}}"#,
                "add up to 8, not the hand's 9",
            ),
            (r#"{"game":{"rules":"mcr","hands":[{"winner":1,"fan":9,"fans":["lucky_seven"]}]}}"#, "'lucky_seven' is no MCR fan"),
            (r#"{"game":{"rules":"mcr","hands":[{"winner":null,"fans":["all_chows"]}]}}"#, "fans are listed for an mcr win only"),
            (
                r#"{"game":{"rules":"nts","hands":[{"winner":1,"scores":[0,80,0,0],"fans":["all_chows"]}]}}"#,
                "fans are listed for an mcr win only",
            ),
            // Issue 32: fans no hand has. 8 flowers alone: 8 fans, 0 before
            // flowers (MCR needs 8 first).
            (
                &format!(r#"{{"game":{{"rules":"mcr","hands":[{{"winner":1,"fan":8,"fans":[{}]}}]}}}}"#, ["\"flower_tiles\""; 8].join(",")),
                "0 fans without the flowers",
            ),
            // 9 flowers: a hand has 8 flower tiles. 9 + Mixed Triple Chow 8 = 17.
            (
                &format!(
                    r#"{{"game":{{"rules":"mcr","hands":[{{"winner":1,"fan":17,"fans":["mixed_triple_chow",{}]}}]}}}}"#,
                    ["\"flower_tiles\""; 9].join(",")
                ),
                "'flower_tiles' is listed 9 times; a hand counts it at most 8",
            ),
            // Big Four Winds 88 + All Pungs 6 = 94: All Pungs is implied.
            (
                r#"{"game":{"rules":"mcr","hands":[{"winner":1,"fan":94,"fans":["big_four_winds","all_pungs"]}]}}"#,
                "'all_pungs' is not counted beside 'big_four_winds'",
            ),
            // Big Four Winds three times: 3 x 88 = 264.
            (
                r#"{"game":{"rules":"mcr","hands":[{"winner":1,"fan":264,"fans":["big_four_winds","big_four_winds","big_four_winds"]}]}}"#,
                "listed 3 times; a hand counts it at most 1",
            ),
        ] {
            let out = process_line(line);
            assert!(out.contains(r#""code":"bad_input""#) && out.contains(says), "{line}\n -> {out}");
        }
    }
}

#[cfg(test)]
mod stats_tests {
    use super::*;
    use crate::competition::stats::Statistics;
    use crate::game::Replay;

    fn game(line: &str) -> (GameLine, Replay) {
        let g: GameLine = serde_json::from_str(line).unwrap();
        let r = g.replay().unwrap();
        (g, r)
    }

    #[test]
    fn a_sheet_counted() {
        // Seed 003's hand (ruling 19): Bep (1) wins 96 on Ans's (0) discard,
        // Cor (2) dead; Ans is East. Nets +24 +384 -244 -164. Then Cor wins
        // the nts limit 2000 as East alone (hand 2, East passes to 1... in
        // nts the winds pass every hand: East is player 1), self-drawn.
        let (g, r) = game(
            r#"{"rules":"nts","names":["Ans","Bep","Cor","Dirk"],"hands":[
                {"winner":1,"scores":[64,96,0,20],"dead":[2],"discarder":0},
                {"winner":2,"scores":[0,0,2000,0]}]}"#,
        );
        let mut s = Statistics::default();
        s.game(&g, &r);
        let (ans, bep, cor) = (&s.0["Ans"], &s.0["Bep"], &s.0["Cor"]);
        assert_eq!((ans.games, ans.hands, ans.caused, ans.made), (1, 2, 1, 0));
        assert_eq!((bep.made, bep.made_as_east, bep.winning_sum, bep.highest), (1, 0, 96, 96));
        assert_eq!((cor.made, cor.limit_hands, cor.dead, cor.made_as_east), (1, 1, 1, 0));
        // Hand 2, East Bep: Cor wins 2000 alone: Bep (East) pays 4000, Ans
        // and Dirk 2000 each. Head to head over both hands: the winner is
        // paid, never pays (ruling 19): in hand 1 Ans, East, pays Bep 96 x 2
        // = 192; in hand 2 both score 0. Cor pays Bep 96, then gets 4000.
        assert_eq!(cor.head_to_head["Bep"], -96 + 4000);
        assert_eq!(ans.head_to_head["Bep"], -192);
        // Every pair's head to head is zero-sum.
        for (a, sa) in &s.0 {
            for (b, x) in &sa.head_to_head {
                assert_eq!(*x, -s.0[b].head_to_head[a], "{a} {b}");
            }
        }
        // A typed table of the same season adds its mahjongs (C2): Bep made
        // 2 more there, Ans caused 1: Bep 1 + 2 = 3 made (1 on a sheet),
        // Ans 1 + 1 = 2 caused.
        let typed = |p: &str, made, caused| crate::competition::TableResult { player: p.into(), total: 0, made, caused };
        s.typed(&[typed("Bep", 2, 0), typed("Ans", 0, 1), typed("Dirk", 0, 1)], true);
        assert_eq!((s.0["Bep"].made, s.0["Bep"].sheet_made, s.0["Ans"].caused), (3, 1, 2));
        // One sheet and one typed table with its mahjongs: 2 tables known;
        // a typed table without them adds none (its 0s are C1's, no count).
        assert_eq!(s.0["Bep"].mahjong_tables, 2);
        s.typed(&[typed("Bep", 0, 0)], false);
        assert_eq!((s.0["Bep"].made, s.0["Bep"].mahjong_tables), (3, 2));
    }

    #[test]
    fn mcr_sheets() {
        // MCR: Bep wins 10 fans self-drawn (8 + 10 = 18 from each), then Ans
        // wins 8 on Dirk's discard (16 from Dirk, 8 from the others) with a
        // penalty of 10 for Cor; then Bep wins 9 on Ans's discard: Mixed
        // Shifted Chows 6 + All Chows 2 + Flower Tiles 1 = 9 (MCR 2006).
        let (g, r) = game(
            r#"{"rules":"mcr","names":["Ans","Bep","Cor","Dirk"],"hands":[
                {"winner":1,"fan":10},
                {"winner":0,"fan":8,"discarder":3,"penalties":[0,0,10,0]},
                {"winner":1,"fan":9,"discarder":0,"fans":["mixed_shifted_chows","all_chows","flower_tiles"]}]}"#,
        );
        let mut s = Statistics::default();
        s.game(&g, &r);
        let (ans, bep, cor) = (&s.0["Ans"], &s.0["Bep"], &s.0["Cor"]);
        assert_eq!((bep.self_drawn, bep.winning_sum, ans.self_drawn, ans.winning_sum), (1, 10 + 9, 0, 8));
        assert_eq!((cor.penalties, s.0["Dirk"].caused, ans.caused), (10, 1, 1));
        assert_eq!(
            bep.fans.iter().map(|(id, n)| format!("{id} {n}")).collect::<Vec<_>>(),
            ["all_chows 1", "flower_tiles 1", "mixed_shifted_chows 1"]
        );
        // Ans against Bep: -18, then +8, then -(8 + 9) = -27.
        assert_eq!(ans.head_to_head["Bep"], -27);
    }
}
