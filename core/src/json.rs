//! The JSON line protocol of `mjscore`: one JSON object in, one JSON object
//! out. Pure functions; the binary does the reading and writing.
//!
//! Hand in: `{"rules":"nts","seat_wind":"S","round_wind":"E","melds":[{"tiles":"123m","open":true}],
//! "concealed":"234m55s789s","mahjong":true,"winning_tile":"9s","self_drawn":false,...}`
//! Settlement in: `{"settle":{"rules":"nts","scores":[64,96,0,20],"winner":1,"east":0}}`.
//! Every bad line gets `{"valid":false,"error":{"code":...,"message":...}}`.

use serde::{Deserialize, Serialize};

use crate::dutch::{self, items::Item, Score, ScoreError};
use crate::hand::{Circumstances, Setup};
use crate::rules::RuleSet;
use crate::settle::{settle, Payment};
use crate::tile::{format_tiles, parse_tiles, Tile, Wind};

/// House-rule overrides of a preset (all optional).
#[derive(Deserialize, Default, Clone, Copy)]
#[serde(deny_unknown_fields)]
struct Options {
    flowers: Option<bool>,
    round_to_tens: Option<bool>,
    limit: Option<u32>,
    winding_snake: Option<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MeldIn {
    tiles: String,
    #[serde(default = "yes")]
    open: bool,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(untagged)]
enum FlowersIn {
    Text(String),
    /// A flower count (the MCR input); the Dutch sets reject it.
    Count(#[allow(dead_code)] u32),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SettleIn {
    rules: Option<String>,
    options: Option<Options>,
    scores: [u32; 4],
    winner: Option<usize>,
    #[serde(default)]
    east: usize,
    /// Players with a dead hand (dood spel), by index.
    #[serde(default)]
    dead: Vec<usize>,
}

/// One input line: a settlement, or else a hand.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LineIn {
    settle: Option<SettleIn>,
    rules: Option<String>,
    options: Option<Options>,
    seat_wind: Option<String>,
    round_wind: Option<String>,
    #[serde(default)]
    melds: Vec<MeldIn>,
    concealed: Option<String>,
    #[serde(default)]
    mahjong: bool,
    winning_tile: Option<String>,
    #[serde(default)]
    self_drawn: bool,
    #[serde(default)]
    last_tile_of_wall: bool,
    #[serde(default)]
    replacement_tile: bool,
    #[serde(default)]
    kong_on_kong: bool,
    #[serde(default)]
    robbing_kong: bool,
    #[serde(default)]
    heaven: bool,
    #[serde(default)]
    earth: bool,
    flowers: Option<FlowersIn>,
}

#[derive(Serialize)]
struct ErrorOut {
    code: String,
    message: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    errors: Vec<ErrorItem>,
    #[serde(skip_serializing_if = "Option::is_none")]
    doublings: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    needed: Option<u32>,
}

#[derive(Serialize)]
struct ErrorItem {
    code: &'static str,
    message: String,
}

#[derive(Serialize)]
struct Invalid {
    valid: bool,
    error: ErrorOut,
}

#[derive(Serialize)]
struct ItemOut {
    id: &'static str,
    nl: &'static str,
    en: &'static str,
    points: u32,
    doublings: u32,
    rule: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    tile: Option<String>,
}

#[derive(Serialize)]
struct LimitOut {
    id: &'static str,
    nl: &'static str,
    en: &'static str,
    value: u32,
    waiting: bool,
}

#[derive(Serialize)]
struct HandOut {
    valid: bool,
    score: u32,
    points: u32,
    doublings: u32,
    limit: Option<LimitOut>,
    items: Vec<ItemOut>,
    capped: bool,
    arrangement: Option<String>,
    waits: String,
}

#[derive(Serialize)]
struct PaymentOut {
    from: usize,
    to: usize,
    amount: i64,
}

#[derive(Serialize)]
struct SettleOut {
    valid: bool,
    net: [i64; 4],
    payments: Vec<PaymentOut>,
}

fn error(code: &str, message: impl Into<String>) -> String {
    to_line(&Invalid {
        valid: false,
        error: ErrorOut { code: code.into(), message: message.into(), errors: Vec::new(), doublings: None, needed: None },
    })
}

fn to_line<T: Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|e| format!(r#"{{"valid":false,"error":{{"code":"internal","message":"{e}"}}}}"#))
}

/// Answers one input line with one output line (no newline). Never panics
/// on any input.
pub fn process_line(line: &str) -> String {
    let input: LineIn = match serde_json::from_str(line) {
        Ok(v) => v,
        Err(e) if e.is_syntax() || e.is_eof() => return error("not_json", format!("not a JSON object: {e}")),
        Err(e) => return error("bad_input", e.to_string()),
    };
    match input.settle {
        Some(s) => settle_line(s),
        None => hand_line(input),
    }
}

fn rule_set(name: Option<&str>, options: Option<Options>) -> Result<RuleSet, String> {
    let name = name.unwrap_or("nts");
    let mut r = RuleSet::preset(name).ok_or_else(|| {
        let known: Vec<&str> = RuleSet::PRESETS.iter().map(|r| r.name).collect();
        format!("unknown rule set '{name}' (known: {})", known.join(", "))
    })?;
    if let Some(o) = options {
        r.flowers = o.flowers.unwrap_or(r.flowers);
        r.round_to_tens = o.round_to_tens.unwrap_or(r.round_to_tens);
        r.limit = o.limit.unwrap_or(r.limit);
        r.winding_snake = o.winding_snake.unwrap_or(r.winding_snake);
    }
    Ok(r)
}

fn tiles(field: &str, text: &str) -> Result<Vec<Tile>, String> {
    parse_tiles(text).map_err(|e| format!("{field}: {e}"))
}

fn hand_line(i: LineIn) -> String {
    let rules = match rule_set(i.rules.as_deref(), i.options) {
        Ok(r) => r,
        Err(m) => return error("unknown_rules", m),
    };
    let setup = match setup_from(&i) {
        Ok(s) => s,
        Err((code, m)) => return error(code, m),
    };
    match dutch::score(&setup, &rules) {
        Ok(s) => to_line(&hand_out(&s)),
        Err(e) => score_error(&e),
    }
}

fn setup_from(i: &LineIn) -> Result<Setup, (&'static str, String)> {
    let bad = |m: String| ("bad_input", m);
    let seat_wind: Wind = match &i.seat_wind {
        None => return Err(bad("seat_wind is required (E, S, W or N)".into())),
        Some(s) => s.parse().map_err(|e| bad(format!("seat_wind: {e}")))?,
    };
    let round_wind = match i.round_wind.as_deref().unwrap_or("E") {
        w @ ("E" | "S" | "W" | "N" | "F") => w.parse::<Tile>().map_err(|e| bad(e.to_string()))?,
        other => return Err(bad(format!("round_wind: '{other}' is not E, S, W, N or F"))),
    };
    let unknown = |m: String| ("unknown_tile", m);
    let mut melds = Vec::with_capacity(i.melds.len());
    for (n, m) in i.melds.iter().enumerate() {
        melds.push((tiles(&format!("melds[{n}]"), &m.tiles).map_err(unknown)?, m.open));
    }
    let concealed = tiles("concealed", i.concealed.as_deref().unwrap_or("")).map_err(unknown)?;
    let winning_tile = match &i.winning_tile {
        None => None,
        Some(w) => Some(w.parse::<Tile>().map_err(|e| unknown(format!("winning_tile: {e}")))?),
    };
    let flowers = match &i.flowers {
        None => Vec::new(),
        Some(FlowersIn::Text(t)) => tiles("flowers", t).map_err(unknown)?,
        Some(FlowersIn::Count(_)) => {
            return Err(bad("flowers: the Dutch rule sets take flower tiles such as \"1f5f\", not a number".into()))
        }
    };
    Ok(Setup {
        melds,
        concealed,
        winning_tile,
        flowers,
        seat_wind,
        round_wind,
        mahjong: i.mahjong,
        circumstances: Circumstances {
            self_drawn: i.self_drawn,
            last_tile_of_wall: i.last_tile_of_wall,
            replacement_tile: i.replacement_tile,
            kong_on_kong: i.kong_on_kong,
            robbing_kong: i.robbing_kong,
            heaven: i.heaven,
            earth: i.earth,
        },
    })
}

fn item_out(i: &Item) -> ItemOut {
    ItemOut {
        id: i.kind.id(),
        nl: i.kind.nl(),
        en: i.kind.en(),
        points: i.points,
        doublings: i.doublings,
        rule: i.kind.rule(),
        tile: i.tile.map(|t| t.to_string()),
    }
}

fn hand_out(s: &Score) -> HandOut {
    HandOut {
        valid: true,
        score: s.score,
        points: s.points,
        doublings: s.doublings,
        limit: s.limit.map(|l| LimitOut {
            id: l.limit.id(),
            nl: l.limit.nl(),
            en: l.limit.en(),
            value: l.value,
            waiting: l.waiting,
        }),
        items: s.items.iter().map(item_out).collect(),
        capped: s.capped,
        arrangement: s.arrangement.map(|a| a.to_string()),
        waits: format_tiles(&s.waits),
    }
}

fn score_error(e: &ScoreError) -> String {
    let (errors, doublings, needed) = match e {
        ScoreError::Invalid(errs) if errs.0.len() > 1 => {
            (errs.0.iter().map(|e| ErrorItem { code: e.code(), message: e.to_string() }).collect(), None, None)
        }
        ScoreError::NoValidMahjong { doublings, needed, .. } => (Vec::new(), Some(*doublings), Some(*needed)),
        _ => (Vec::new(), None, None),
    };
    to_line(&Invalid {
        valid: false,
        error: ErrorOut { code: e.code().into(), message: e.to_string(), errors, doublings, needed },
    })
}

fn settle_line(s: SettleIn) -> String {
    let rules = match rule_set(s.rules.as_deref(), s.options) {
        Ok(r) => r,
        Err(m) => return error("unknown_rules", m),
    };
    let mut dead = [false; 4];
    for &d in &s.dead {
        match dead.get_mut(d) {
            Some(slot) => *slot = true,
            None => return error("bad_input", format!("dead: {d} is not a player 0-3")),
        }
    }
    match settle(&s.scores, s.winner, s.east, &dead, &rules) {
        Ok(st) => to_line(&SettleOut {
            valid: true,
            net: st.net,
            payments: st.payments.iter().map(|&Payment { from, to, amount }| PaymentOut { from, to, amount }).collect(),
        }),
        Err(e) => error("bad_input", e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_003_settlement_line() {
        let out = process_line(r#"{"settle":{"rules":"nts","scores":[64,96,0,20],"winner":1,"east":0}}"#);
        assert!(out.contains(r#""net":[24,384,-244,-164]"#), "{out}");
        assert!(out.contains(r#"{"from":0,"to":1,"amount":192}"#), "{out}");
    }

    #[test]
    fn bad_lines_get_an_error_line() {
        for line in ["", "not json", "[1,2]", "{}", r#"{"seat_wind":"Q","concealed":"123m"}"#, r#"{"bogus":1}"#] {
            let out = process_line(line);
            assert!(out.starts_with(r#"{"valid":false,"error":{"code":""#), "{line} -> {out}");
        }
    }
}
