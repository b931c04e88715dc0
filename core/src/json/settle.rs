//! A settlement line: `{"settle":{"rules":"nts","scores":[64,96,0,20],
//! "winner":1,"east":0,"dead":[2]}}`, or for MCR
//! `{"settle":{"rules":"mcr","fan":10,"winner":2,"discarder":0}}`.

use serde::{Deserialize, Serialize};

use super::{scoring, Answer, Options};
use crate::rules::{Scoring, Variant};
use crate::settle::{settle, Payment, Settlement};

/// The settlement's fields (README "Settlement").
#[derive(Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct SettleIn {
    /// The rule set (default `nts`).
    pub rules: Option<Variant>,
    /// A club's options on top of the rule set.
    #[serde(default, deserialize_with = "super::object::optional")]
    pub options: Option<Options>,
    /// The Dutch sets: every player's score.
    #[serde(default)]
    pub scores: Vec<u32>,
    /// MCR: the winner's fans, flowers included.
    pub fan: Option<u32>,
    /// MCR: who discarded the winning tile; `null` when self-drawn.
    #[serde(default, deserialize_with = "present")]
    pub discarder: Option<Option<usize>>,
    /// The winner, or null for a draw.
    pub winner: Option<usize>,
    /// Who is East (player index).
    #[serde(default)]
    pub east: usize,
    /// Players with a dead hand (dood spel), by index.
    #[serde(default)]
    pub dead: Vec<usize>,
}

/// A field that may be `null`: missing is `None`, `null` is `Some(None)`.
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Option<usize>>, D::Error> {
    Option::<usize>::deserialize(d).map(Some)
}

/// `{"valid":true,"net":[...],"payments":[{"from","to","amount"},...]}`.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct SettleOut {
    /// Always true.
    pub valid: bool,
    /// Each player's net result.
    pub net: Vec<i64>,
    /// Who pays whom.
    pub payments: Vec<PaymentOut>,
}

/// One payment of a settlement.
#[derive(Serialize, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PaymentOut {
    /// Who pays.
    pub from: usize,
    /// Who receives.
    pub to: usize,
    /// How much.
    pub amount: i64,
}

impl From<Settlement> for SettleOut {
    fn from(s: Settlement) -> SettleOut {
        SettleOut {
            valid: true,
            net: s.net,
            payments: s.payments.iter().map(|&Payment { from, to, amount }| PaymentOut { from, to, amount }).collect(),
        }
    }
}

/// The players with a dead hand as flags; `Err` names an index that is no
/// player, or one listed twice. `players` is checked by the caller (a
/// settlement or game has at most five).
pub(super) fn dead_flags(list: &[usize], players: usize) -> Result<Vec<bool>, DeadError> {
    let mut dead = vec![false; players];
    for &d in list {
        let flag = dead.get_mut(d).ok_or(DeadError::NoSuchPlayer { index: d, last: players.saturating_sub(1) })?;
        if *flag {
            return Err(DeadError::Twice { player: d });
        }
        *flag = true;
    }
    Ok(dead)
}

/// What is wrong with a list of dead hands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub(super) enum DeadError {
    #[error("dead: {index} is not a player 0-{last}")]
    NoSuchPlayer { index: usize, last: usize },
    #[error("dead: player {player} is listed twice")]
    Twice { player: usize },
}

/// Settles one hand (ruling 19; three players ruling 22; MCR 8 + fans).
pub fn answer(s: SettleIn) -> Answer {
    let rules = match scoring(s.rules.unwrap_or_default(), s.options) {
        Ok(Scoring::Mcr) => return mcr_answer(s),
        Ok(Scoring::Dutch(r)) => r,
        Err(e) => return e,
    };
    if s.fan.is_some() || s.discarder.is_some() {
        return Answer::error("bad_input", "fan and discarder belong to an mcr settlement (\"rules\":\"mcr\")");
    }
    // A settlement is between 3 or 4 players: nothing is made for more.
    if s.scores.len() > 5 {
        return Answer::error("bad_input", format!("{} scores: a hand is settled between 3 or 4 players", s.scores.len()));
    }
    let dead = match dead_flags(&s.dead, s.scores.len()) {
        Ok(d) => d,
        Err(e) => return Answer::error("bad_input", e.to_string()),
    };
    match settle(&s.scores, s.winner, s.east, &dead, &rules) {
        Ok(st) => Answer::Settle(st.into()),
        Err(e) => settle_error(&e),
    }
}

/// MCR settlement (rules README `mcr`): `{"rules":"mcr","fan":N,"winner":i,"discarder":j}`.
fn mcr_answer(s: SettleIn) -> Answer {
    let (Some(fan), Some(winner), Some(discarder)) = (s.fan, s.winner, s.discarder) else {
        return Answer::error("bad_input", "mcr settlement needs fan, winner and discarder (null when self-drawn)");
    };
    if !s.scores.is_empty() || !s.dead.is_empty() || s.east != 0 {
        return Answer::error("bad_input", "mcr settlement takes fan, winner and discarder only");
    }
    match crate::settle::settle_mcr(fan, winner, discarder) {
        Ok(st) => Answer::Settle(st.into()),
        Err(e) => settle_error(&e),
    }
}

/// A settlement that cannot be: fewer than 8 fans is `below_minimum`, as
/// for a hand; anything else `bad_input`.
fn settle_error(e: &crate::settle::SettleError) -> Answer {
    use crate::mcr::ImpossibleFan;
    use crate::settle::SettleError;
    match e {
        SettleError::ImpossibleFan(ImpossibleFan::BelowMinimum { .. }) => Answer::error("below_minimum", e.to_string()),
        _ => Answer::error("bad_input", e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::process_line;

    #[test]
    fn seed_003_settlement_line() {
        // Ruling 19, book 003: E 64, S 96 wins, W 0, N 20: +24 +384 -244 -164.
        let out = process_line(r#"{"settle":{"rules":"nts","scores":[64,96,0,20],"winner":1,"east":0}}"#);
        assert!(out.contains(r#""net":[24,384,-244,-164]"#), "{out}");
        assert!(out.contains(r#"{"from":0,"to":1,"amount":192}"#), "{out}");
        let out = process_line(r#"{"settle":{"scores":[64,96,0,20],"winner":1},"seat_wind":"S"}"#);
        assert!(out.contains(r#""code":"bad_input""#) && out.contains("seat_wind"), "{out}");
    }

    #[test]
    fn mcr_settlement_line() {
        // A discard win of 10 fans by player 2 off player 0: 0 pays 18,
        // 1 and 3 pay 8; 2 gets 34 (rules README `mcr`).
        let out = process_line(r#"{"settle":{"rules":"mcr","fan":10,"winner":2,"discarder":0}}"#);
        assert!(out.starts_with(r#"{"valid":true,"net":[-18,-8,34,-8]"#), "{out}");
        let out = process_line(r#"{"settle":{"rules":"mcr","fan":10,"winner":2,"discarder":null}}"#);
        assert!(out.starts_with(r#"{"valid":true,"net":[-18,-18,54,-18]"#), "{out}");
        let out = process_line(r#"{"settle":{"rules":"mcr","fan":10,"winner":2}}"#);
        assert!(out.contains("null when self-drawn"), "{out}");
        let out = process_line(r#"{"settle":{"rules":"nts","fan":10,"scores":[1,2,3,4],"winner":2}}"#);
        assert!(out.contains(r#""code":"bad_input""#), "{out}");
    }
}
