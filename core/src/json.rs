//! The JSON line protocol of `mjscore`: one JSON object in, one JSON object
//! out. Pure functions; the binary does the reading and writing.
//!
//! Hand in: `{"rules":"nts","seat_wind":"S","round_wind":"E","melds":[{"tiles":"123m","open":true}],
//! "concealed":"234m55s789s","mahjong":true,"winning_tile":"9s","self_drawn":false,...}`
//! Settlement in: `{"settle":{"rules":"nts","scores":[64,96,0,20],"winner":1,"east":0}}`.
//! Every bad line gets `{"valid":false,"error":{"code":...,"message":...}}`.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::arrange::GroupKind;
use crate::dutch::{self, items::Item, Score, ScoreError};
use crate::game::{replay, GameRules, HandRecord};
use crate::hand::{Circumstances, HandErrors, Setup};
use crate::rules::RuleSet;
use crate::settle::{settle, Payment};
use crate::tile::{parse_tiles, Tile, Wind};

/// A JSON string borrowed from the input line when it has no escapes
/// (serde's own `Cow<str>` always copies).
struct Text<'a>(Cow<'a, str>);

impl<'de: 'a, 'a> Deserialize<'de> for Text<'a> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<'a>(std::marker::PhantomData<&'a ()>);
        impl<'de: 'a, 'a> serde::de::Visitor<'de> for V<'a> {
            type Value = Text<'a>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E: serde::de::Error>(self, v: &'de str) -> Result<Text<'a>, E> {
                Ok(Text(Cow::Borrowed(v)))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Text<'a>, E> {
                Ok(Text(Cow::Owned(v.to_string())))
            }
        }
        d.deserialize_str(V(std::marker::PhantomData))
    }
}

impl std::ops::Deref for Text<'_> {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

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
struct MeldIn<'a> {
    #[serde(borrow)]
    tiles: Text<'a>,
    #[serde(default = "yes")]
    open: bool,
}

fn yes() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(untagged)]
enum FlowersIn<'a> {
    #[serde(borrow)]
    Text(Text<'a>),
    /// A flower count (the MCR input); the Dutch sets reject it.
    Count(#[allow(dead_code)] u32),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SettleIn {
    rules: Option<String>,
    options: Option<Options>,
    #[serde(default)]
    scores: Vec<u32>,
    /// MCR: the winner's fans, flowers included.
    fan: Option<u32>,
    /// MCR: who discarded the winning tile; `null` when self-drawn.
    #[serde(default, deserialize_with = "present")]
    discarder: Option<Option<usize>>,
    winner: Option<usize>,
    #[serde(default)]
    east: usize,
    /// Players with a dead hand (dood spel), by index.
    #[serde(default)]
    dead: Vec<usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GameHandIn {
    /// The Dutch sets: every player's score.
    #[serde(default)]
    scores: Vec<u32>,
    winner: Option<usize>,
    #[serde(default)]
    dead: Vec<usize>,
    /// MCR: the winner's fans, flowers included.
    fan: Option<u32>,
    /// MCR: who discarded the winning tile; missing or `null` when self-drawn.
    discarder: Option<usize>,
    /// MCR: penalty points per player, deducted from that player alone.
    #[serde(default)]
    penalties: Vec<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GameIn {
    rules: Option<String>,
    options: Option<Options>,
    #[serde(default = "four")]
    players: usize,
    /// The players' names, for the ledger's export; not used in the replay.
    #[serde(default)]
    names: Vec<String>,
    /// The player who is East in the first hand (default 0).
    #[serde(default)]
    east: usize,
    green_dragon_round: Option<bool>,
    hands: Vec<GameHandIn>,
}

fn four() -> usize {
    4
}

/// Where a game stands before a hand, as the game line writes it.
#[derive(Serialize)]
struct PositionOut {
    east: usize,
    /// MCR: the players by seat, East first (the places change between rounds).
    #[serde(skip_serializing_if = "Option::is_none")]
    seats: Option<Vec<usize>>,
    round_wind: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    sitting_out: Option<usize>,
}

impl PositionOut {
    fn new(p: &crate::game::Position, mcr: bool) -> PositionOut {
        PositionOut { east: p.east(), seats: mcr.then(|| p.seats()), round_wind: p.round_wind.to_string(), sitting_out: p.sitting_out() }
    }
}

#[derive(Serialize)]
struct GameHandOut {
    #[serde(flatten)]
    position: PositionOut,
    net: Vec<i64>,
    totals: Vec<i64>,
}

/// The hand after the last one; `null` when the game is over.
#[derive(Serialize)]
struct NextOut {
    hand: usize,
    #[serde(flatten)]
    position: PositionOut,
}

#[derive(Serialize)]
struct GameOut {
    valid: bool,
    hands: Vec<GameHandOut>,
    next: Option<NextOut>,
    totals: Vec<i64>,
}

/// One input line: a settlement, a game, or else a hand.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LineIn<'a> {
    settle: Option<SettleIn>,
    game: Option<GameIn>,
    #[serde(borrow)]
    rules: Option<Text<'a>>,
    options: Option<Options>,
    #[serde(borrow)]
    seat_wind: Option<Text<'a>>,
    #[serde(borrow)]
    round_wind: Option<Text<'a>>,
    #[serde(default, borrow)]
    melds: Vec<MeldIn<'a>>,
    #[serde(borrow)]
    concealed: Option<Text<'a>>,
    #[serde(default)]
    mahjong: bool,
    #[serde(borrow)]
    winning_tile: Option<Text<'a>>,
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
    #[serde(borrow)]
    flowers: Option<FlowersIn<'a>>,
    /// MCR: the winning tile is the last of its kind (Last Tile, 4 fans).
    #[serde(default)]
    last_of_its_kind: bool,
    /// Players in the game: 3 plays the three-player set (ruling 22);
    /// with 5, four play each hand.
    players: Option<usize>,
}

#[derive(Serialize, Default)]
struct ErrorOut {
    code: String,
    message: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    errors: Vec<ErrorItem>,
    #[serde(skip_serializing_if = "Option::is_none")]
    doublings: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    needed: Option<u32>,
    /// MCR below the minimum: the fans the hand has (flowers included).
    #[serde(skip_serializing_if = "Option::is_none")]
    fan_total: Option<u32>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    fans: Vec<McrFanOut>,
}

/// One MCR fan of a hand.
#[derive(Serialize)]
struct McrFanOut {
    id: &'static str,
    en: &'static str,
    nl: &'static str,
    fan: u32,
    count: u32,
}

#[derive(Serialize)]
struct McrOut {
    valid: bool,
    fan_total: u32,
    fans: Vec<McrFanOut>,
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
struct PaymentOut {
    from: usize,
    to: usize,
    amount: i64,
}

#[derive(Serialize)]
struct SettleOut {
    valid: bool,
    net: Vec<i64>,
    payments: Vec<PaymentOut>,
}

fn error(code: &str, message: impl Into<String>) -> String {
    to_line(&Invalid {
        valid: false,
        error: ErrorOut { code: code.into(), message: message.into(), ..Default::default() },
    })
}

fn to_line<T: Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|e| format!(r#"{{"valid":false,"error":{{"code":"internal","message":"{e}"}}}}"#))
}

/// Answers one input line with one output line (no newline). Never panics
/// on any input.
pub fn process_line(line: &str) -> String {
    let mut out = String::new();
    process_line_into(line, &mut out);
    out
}

/// Like [`process_line`], appending to `out` so a caller can reuse one buffer.
pub fn process_line_into(line: &str, out: &mut String) {
    match answer(line) {
        Answer::Hand(s) => hand_out(&s, out),
        Answer::Text(t) => out.push_str(&t),
    }
}

/// The valid hand answer is written straight into the caller's buffer.
enum Answer {
    Hand(Score),
    Text(String),
}

fn answer(line: &str) -> Answer {
    match parse_and_answer(line) {
        Ok(s) => Answer::Hand(s),
        Err(t) => Answer::Text(t),
    }
}

/// A scored hand, or the finished answer line for everything else.
fn parse_and_answer(line: &str) -> Result<Score, String> {
    let input: LineIn = match serde_json::from_str(line) {
        Ok(v) => v,
        Err(e) if e.is_syntax() || e.is_eof() => return Err(error("not_json", format!("not a JSON object: {e}"))),
        Err(e) => return Err(error("bad_input", e.to_string())),
    };
    let mut input = input;
    if let Some(s) = input.settle.take() {
        return Err(settle_line(s));
    }
    if let Some(g) = input.game.take() {
        return Err(game_line(g));
    }
    if input.rules.as_deref() == Some("mcr") {
        return Err(mcr_hand_line(input));
    }
    if input.last_of_its_kind {
        return Err(error("bad_input", "last_of_its_kind is an MCR circumstance (\"rules\":\"mcr\")"));
    }
    hand_line(input)
}

/// An MCR 2006 hand (rules README `mcr`): the winner's fans, flowers
/// counted 1 each but not toward the 8-fan minimum.
fn mcr_hand_line(mut i: LineIn) -> String {
    if i.options.is_some() || i.players.is_some() {
        return error("bad_input", "mcr takes no options or players");
    }
    if !i.mahjong {
        return error("bad_input", "mcr scores the winner's hand only: set \"mahjong\":true and the winning tile");
    }
    if i.heaven || i.earth {
        return error("bad_input", "heaven and earth are no MCR 2006 fans");
    }
    // A number of flowers; flower tiles are checked with the hand.
    let counted = match i.flowers {
        Some(FlowersIn::Count(n)) if n <= 8 => {
            i.flowers = None;
            Some(n)
        }
        Some(FlowersIn::Count(n)) => return error("bad_input", format!("flowers: {n}; there are 8 flowers and seasons")),
        _ => None,
    };
    let setup = match setup_from(&i) {
        Ok(s) => s,
        Err((code, m)) => return error(code, m),
    };
    if setup.round_wind == Tile::const_parse("F") {
        return error("invalid_round_wind", "round_wind: MCR has no green-dragon round");
    }
    // The checks of the Dutch sets hold for MCR too (counts, melds, copies,
    // contradictions), but for the last tile claimed from a discard.
    let hand = match crate::mcr::score::hand(&setup) {
        Ok(h) => h,
        Err(e) => return score_error(&ScoreError::Invalid(e)),
    };
    if i.last_of_its_kind {
        if let Err(e) = crate::mcr::score::check_last_of_its_kind(&hand) {
            return score_error(&ScoreError::Invalid(HandErrors(vec![e])));
        }
    }
    let flowers = counted.unwrap_or(hand.flowers().len() as u32);
    let ctx = crate::mcr::score::McrContext { last_of_its_kind: i.last_of_its_kind, flowers };
    let Some(s) = crate::mcr::score::score(&hand, &ctx) else {
        return error("not_complete", "no MCR mahjong: neither four sets and a pair nor a special hand");
    };
    let fans = s
        .fans
        .iter()
        .map(|&(f, count)| McrFanOut { id: f.id(), en: f.en(), nl: f.nl(), fan: f.value(), count })
        .collect();
    if s.without_flowers < crate::mcr::MIN_FAN {
        return to_line(&Invalid {
            valid: false,
            error: ErrorOut {
                code: "below_minimum".into(),
                message: format!("{} fans without flowers; MCR needs at least {} to win", s.without_flowers, crate::mcr::MIN_FAN),
                needed: Some(crate::mcr::MIN_FAN),
                fan_total: Some(s.total),
                fans,
                ..Default::default()
            },
        });
    }
    to_line(&McrOut { valid: true, fan_total: s.total, fans })
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

fn tiles(field: impl std::fmt::Display, text: &str) -> Result<Vec<Tile>, String> {
    parse_tiles(text).map_err(|e| format!("{field}: {e}"))
}

/// `melds[n]`, formatted only when an error message needs it.
struct MeldField(usize);
impl std::fmt::Display for MeldField {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "melds[{}]", self.0)
    }
}

fn hand_line(i: LineIn) -> Result<Score, String> {
    let rules = rule_set(i.rules.as_deref(), i.options).map_err(|m| error("unknown_rules", m))?;
    let setup = setup_from(&i).map_err(|(code, m)| error(code, m))?;
    dutch::score(&setup, &rules).map_err(|e| score_error(&e))
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
        melds.push((tiles(MeldField(n), &m.tiles).map_err(unknown)?, m.open));
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
        three_players: match i.players {
            None | Some(4 | 5) => false,
            Some(3) => true,
            Some(n) => return Err(bad(format!("players: {n}; a game has 3, 4 or 5 players"))),
        },
    })
}

/// Writes a JSON string whose content needs no escaping: the static names
/// of items and limits (a test checks that they hold no quote, backslash or
/// control character) and tile notation.
fn push_str(out: &mut String, key: &str, value: &str) {
    debug_assert!(!value.chars().any(|c| c == '"' || c == '\\' || c.is_control()));
    out.push('"');
    out.push_str(key);
    out.push_str("\":\"");
    out.push_str(value);
    out.push('"');
}

fn push_num(out: &mut String, key: &str, value: u32) {
    out.push('"');
    out.push_str(key);
    out.push_str("\":");
    push_u32(out, value);
}

/// Decimal digits without going through `fmt` (the CLI's hot path).
fn push_u32(out: &mut String, v: u32) {
    let mut div = 1;
    while v / div >= 10 {
        div *= 10;
    }
    while div > 0 {
        out.push((b'0' + (v / div % 10) as u8) as char);
        div /= 10;
    }
}

fn push_bool(out: &mut String, key: &str, value: bool) {
    out.push('"');
    out.push_str(key);
    out.push_str(if value { "\":true" } else { "\":false" });
}

/// A tile in notation (`5p`, `E`).
fn push_tile(out: &mut String, t: Tile) {
    match t.number() {
        Some(n) => {
            out.push((b'0' + n) as char);
            out.push(if t.is_flower() { 'f' } else { t.suit().map_or('?', |s| s.letter()) });
        }
        None => out.push(b"ESWNCFP"[t.index() - 27] as char),
    }
}

/// The valid hand answer, written directly: it is the hot path of `mjscore`.
fn hand_out(s: &Score, o: &mut String) {
    o.reserve(256 + 160 * s.items.len());
    o.push_str("{\"valid\":true,");
    push_num(o, "score", s.score);
    o.push(',');
    push_num(o, "points", s.points);
    o.push(',');
    push_num(o, "doublings", s.doublings);
    o.push_str(",\"limit\":");
    match s.limit {
        None => o.push_str("null"),
        Some(l) => {
            o.push('{');
            push_str(o, "id", l.limit.id());
            o.push(',');
            push_str(o, "nl", l.limit.nl());
            o.push(',');
            push_str(o, "en", l.limit.en());
            o.push(',');
            push_num(o, "value", l.value);
            o.push(',');
            push_bool(o, "waiting", l.waiting);
            o.push('}');
        }
    }
    o.push_str(",\"items\":[");
    for (n, i) in s.items.iter().enumerate() {
        if n > 0 {
            o.push(',');
        }
        write_item(o, i);
    }
    o.push_str("],");
    push_bool(o, "capped", s.capped);
    o.push_str(",\"arrangement\":");
    match &s.arrangement {
        None => o.push_str("null"),
        Some(a) => {
            o.push('"');
            for (n, g) in a.groups().iter().enumerate() {
                if n > 0 {
                    o.push(' ');
                }
                let (open, close) = match (g.declared, g.concealed) {
                    (true, false) => ("[", "]"),
                    (true, true) => ("(", ")"),
                    _ => ("", ""),
                };
                o.push_str(open);
                let n_tiles = match g.kind {
                    GroupKind::Pair => 2,
                    GroupKind::Kong => 4,
                    _ => 3,
                };
                match g.tile.number() {
                    // Suited: digits then one suit letter (`123m`, `555p`).
                    Some(first) => {
                        for k in 0..n_tiles {
                            let d = if g.kind == GroupKind::Chow { first + k } else { first };
                            o.push((b'0' + d) as char);
                        }
                        o.push(g.tile.suit().map_or('?', |s| s.letter()));
                    }
                    None => {
                        for _ in 0..n_tiles {
                            push_tile(o, g.tile);
                        }
                    }
                }
                o.push_str(close);
                if a.win_group == Some(n as u8) {
                    o.push('*');
                }
            }
            o.push('"');
        }
    }
    o.push_str(",\"waits\":\"");
    for (n, t) in s.waits.iter().enumerate() {
        // Compressed like `format_tiles`: the suit letter once per run.
        match t.number() {
            Some(d) => {
                o.push((b'0' + d) as char);
                let next_same = s.waits.get(n + 1).is_some_and(|u| u.is_suited() && u.suit() == t.suit());
                if !next_same {
                    o.push(t.suit().map_or('?', |s| s.letter()));
                }
            }
            None => push_tile(o, *t),
        }
    }
    o.push_str("\"}");
}

fn write_item(o: &mut String, i: &Item) {
    let (id, nl, en, rule) = i.kind.names();
    o.push('{');
    push_str(o, "id", id);
    o.push(',');
    push_str(o, "nl", nl);
    o.push(',');
    push_str(o, "en", en);
    o.push(',');
    push_num(o, "points", i.points);
    o.push(',');
    push_num(o, "doublings", i.doublings);
    o.push(',');
    push_str(o, "rule", rule);
    if let Some(t) = i.tile {
        o.push_str(",\"tile\":\"");
        push_tile(o, t);
        o.push('"');
    }
    o.push('}');
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
        error: ErrorOut { code: e.code().into(), message: e.to_string(), errors, doublings, needed, ..Default::default() },
    })
}

/// The players with a dead hand as flags; `Err` names an index that is no player.
fn dead_flags(list: &[usize], players: usize) -> Result<Vec<bool>, String> {
    let mut dead = vec![false; players];
    for &d in list {
        *dead.get_mut(d).ok_or_else(|| format!("dead: {d} is not a player 0-{}", players.saturating_sub(1)))? = true;
    }
    Ok(dead)
}

/// Replays a whole game (rulings 20, 22): East, round wind, who sits out,
/// nets and totals per hand, then the next hand.
fn game_line(g: GameIn) -> String {
    let mcr = g.rules.as_deref() == Some("mcr");
    let mut game = if mcr {
        if g.options.is_some() {
            return error("bad_input", "mcr takes no options");
        }
        GameRules { players: g.players, ..GameRules::mcr() }
    } else {
        match rule_set(g.rules.as_deref(), g.options) {
            Ok(r) => GameRules::new(r, g.players),
            Err(m) => return error("unknown_rules", m),
        }
    };
    if !g.names.is_empty() && g.names.len() != g.players {
        return error("bad_input", format!("names: {} names for {} players", g.names.len(), g.players));
    }
    game.first_east = g.east;
    game.green_dragon_round = g.green_dragon_round.unwrap_or(game.green_dragon_round);
    let mut hands = Vec::with_capacity(g.hands.len());
    for (n, h) in g.hands.into_iter().enumerate() {
        let bad = |m: &str| error("bad_input", format!("hand {}: {m}", n + 1));
        let dead = match dead_flags(&h.dead, g.players) {
            Ok(d) => d,
            Err(m) => return bad(&m),
        };
        // MCR hands give the winner's fans; the Dutch sets every score.
        let scores = match (mcr, h.fan, h.winner) {
            (true, _, _) if !h.scores.is_empty() => return bad("an mcr hand gives the winner's fan, not scores"),
            (true, Some(fan), Some(w)) => crate::game::mcr_scores(g.players, w, fan),
            (true, Some(_), None) => return bad("a draw (winner null) has no fan"),
            (true, None, Some(_)) => return bad("an mcr win needs the winner's fan"),
            (true, _, _) => vec![0; g.players],
            (false, Some(_), _) => return bad("fan belongs to an mcr game (\"rules\":\"mcr\")"),
            (false, None, _) => h.scores,
        };
        hands.push(HandRecord { scores, winner: h.winner, dead, discarder: h.discarder, penalties: h.penalties });
    }
    match replay(&game, &hands) {
        Ok(r) => to_line(&GameOut {
            valid: true,
            hands: r
                .hands
                .into_iter()
                .map(|h| GameHandOut { position: PositionOut::new(&h.position, mcr), net: h.net, totals: h.totals })
                .collect(),
            next: r.next.map(|p| NextOut { hand: p.hand, position: PositionOut::new(&p, mcr) }),
            totals: r.totals,
        }),
        Err(e) => error("impossible_game", e.to_string()),
    }
}

/// A field that may be `null`: missing is `None`, `null` is `Some(None)`.
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Option<usize>>, D::Error> {
    Option::<usize>::deserialize(d).map(Some)
}

/// MCR settlement (rules README `mcr`): `{"rules":"mcr","fan":N,"winner":i,"discarder":j}`.
fn mcr_settle_line(s: SettleIn) -> String {
    let (Some(fan), Some(winner), Some(discarder)) = (s.fan, s.winner, s.discarder) else {
        return error("bad_input", "mcr settlement needs fan, winner and discarder (null when self-drawn)");
    };
    if !s.scores.is_empty() || !s.dead.is_empty() || s.options.is_some() || s.east != 0 {
        return error("bad_input", "mcr settlement takes fan, winner and discarder only");
    }
    match crate::mcr::settle(fan, winner, discarder) {
        Ok(st) => to_line(&SettleOut {
            valid: true,
            net: st.net,
            payments: st.payments.iter().map(|&Payment { from, to, amount }| PaymentOut { from, to, amount }).collect(),
        }),
        Err(e) => error("bad_input", e.to_string()),
    }
}

fn settle_line(s: SettleIn) -> String {
    if s.rules.as_deref() == Some("mcr") {
        return mcr_settle_line(s);
    }
    if s.fan.is_some() || s.discarder.is_some() {
        return error("bad_input", "fan and discarder belong to an mcr settlement (\"rules\":\"mcr\")");
    }
    let rules = match rule_set(s.rules.as_deref(), s.options) {
        Ok(r) => r,
        Err(m) => return error("unknown_rules", m),
    };
    let dead = match dead_flags(&s.dead, s.scores.len()) {
        Ok(d) => d,
        Err(m) => return error("bad_input", m),
    };
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
    use crate::tile::format_tiles;

    #[test]
    fn seed_003_settlement_line() {
        let out = process_line(r#"{"settle":{"rules":"nts","scores":[64,96,0,20],"winner":1,"east":0}}"#);
        assert!(out.contains(r#""net":[24,384,-244,-164]"#), "{out}");
        assert!(out.contains(r#"{"from":0,"to":1,"amount":192}"#), "{out}");
    }

    #[test]
    fn valid_answers_are_json() {
        for line in include_str!("../benches/lines.jsonl").lines() {
            let out = process_line(line);
            let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{out}: {e}"));
            assert!(v.get("valid").is_some(), "{out}");
        }
    }

    #[test]
    fn written_arrangement_matches_display() {
        let setup: Setup = "[444s] (5555p) 234m55s7s8s +9s".parse().unwrap();
        let s = crate::dutch::score(&setup.self_drawn(), &RuleSet::NTS);
        let s = s.unwrap_or_else(|e| match e {
            ScoreError::NoValidMahjong { best, .. } => *best,
            e => panic!("{e}"),
        });
        let mut out = String::new();
        hand_out(&s, &mut out);
        let want = format!("\"arrangement\":\"{}\"", s.arrangement.unwrap());
        assert!(out.contains(&want), "{out} lacks {want}");
        let want = format!("\"waits\":\"{}\"", format_tiles(&s.waits));
        assert!(out.contains(&want) && !s.waits.is_empty(), "{out} lacks {want}");
    }

    #[test]
    fn static_names_need_no_escaping() {
        use crate::dutch::limits::Limit;
        let safe = |s: &str| !s.chars().any(|c| c == '"' || c == '\\' || c.is_control());
        for l in Limit::ALL {
            assert!(safe(l.id()) && safe(l.nl()) && safe(l.en()));
            for k in [crate::dutch::items::ItemKind::Limit(l), crate::dutch::items::ItemKind::WaitingLimit(l)] {
                assert!(safe(k.id()) && safe(k.nl()) && safe(k.en()) && safe(k.rule()));
            }
        }
        for k in crate::dutch::items::ItemKind::ALL {
            assert!(safe(k.id()) && safe(k.nl()) && safe(k.en()) && safe(k.rule()), "{k:?}");
        }
    }

    #[test]
    fn game_line_replays_seed_003_twice() {
        // nts: East 0 then 1. Hand 1 is seed 003 (+24 +384 -244 -164).
        // Hand 2, East is player 1: a draw settles nothing (ruling 19).
        let out = process_line(r#"{"game":{"rules":"nts","players":4,"hands":[{"scores":[64,96,0,20],"winner":1,"dead":[2]},{"scores":[0,0,0,0],"winner":null}]}}"#);
        assert_eq!(
            out,
            r#"{"valid":true,"hands":[{"east":0,"round_wind":"E","net":[24,384,-244,-164],"totals":[24,384,-244,-164]},{"east":1,"round_wind":"E","net":[0,0,0,0],"totals":[24,384,-244,-164]}],"next":{"hand":3,"east":2,"round_wind":"E"},"totals":[24,384,-244,-164]}"#
        );
        let bad = process_line(r#"{"game":{"hands":[{"scores":[1,2,3,4],"winner":9}]}}"#);
        assert!(bad.contains(r#""code":"impossible_game""#), "{bad}");
    }

    #[test]
    fn mcr_hand_lines() {
        // Seven Pairs 24 + All Types 6 = 30, and 2 flowers: 32.
        let out = process_line(r#"{"rules":"mcr","seat_wind":"S","round_wind":"W","concealed":"11m33m55p77p99sEECC","mahjong":true,"winning_tile":"C","flowers":2}"#);
        assert!(out.starts_with(r#"{"valid":true,"fan_total":32,"fans":[{"id":"seven_pairs","en":"Seven Pairs","nl":"Zeven tweelingen","fan":24,"count":1}"#), "{out}");
        assert!(out.contains(r#"{"id":"flower_tiles","en":"Flower Tiles","nl":"Bloemstenen","fan":1,"count":2}"#), "{out}");
        // The same with flower tiles as text.
        let text = process_line(r#"{"rules":"mcr","seat_wind":"S","round_wind":"W","concealed":"11m33m55p77p99sEECC","mahjong":true,"winning_tile":"C","flowers":"1f6f"}"#);
        assert_eq!(text, out);
        // An edge wait alone is 1 fan: below the minimum, with the fans shown.
        let out = process_line(r#"{"rules":"mcr","seat_wind":"S","round_wind":"W","melds":[{"tiles":"567p"},{"tiles":"345s"}],"concealed":"12m789sEE3m","mahjong":true,"winning_tile":"3m","flowers":3}"#);
        assert!(out.contains(r#""code":"below_minimum""#) && out.contains(r#""fan_total":4"#) && out.contains("1 fans without flowers"), "{out}");
        let out = process_line(r#"{"seat_wind":"S","concealed":"123m","last_of_its_kind":true}"#);
        assert!(out.contains("MCR circumstance"), "{out}");
        let out = process_line(r#"{"rules":"mcr","seat_wind":"S","concealed":"11m33m55p77p99sEECC"}"#);
        assert!(out.contains("winner's hand only"), "{out}");
        // 004 Last Tile: the other three must be visible, so a winning C
        // is no last of its kind while another C is concealed in the hand.
        let out = process_line(r#"{"rules":"mcr","seat_wind":"S","round_wind":"W","concealed":"11m33m55p77p99sEECC","mahjong":true,"winning_tile":"C","last_of_its_kind":true}"#);
        assert!(out.contains(r#""code":"contradictory_circumstances""#) && out.contains("the other three must be visible"), "{out}");
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

    #[test]
    fn game_line_three_and_five_players() {
        // Ruling 22, three players, player 2 starts as East: 1 wins 20, so
        // East 2 pays 40 and 0 pays 20: [-20, +60, -40]; then 0 is East.
        let out = process_line(r#"{"game":{"rules":"classic","players":3,"names":["Ans","Bep","Cor"],"east":2,"hands":[{"scores":[0,20,0],"winner":1}]}}"#);
        assert_eq!(
            out,
            r#"{"valid":true,"hands":[{"east":2,"round_wind":"E","net":[-20,60,-40],"totals":[-20,60,-40]}],"next":{"hand":2,"east":0,"round_wind":"E"},"totals":[-20,60,-40]}"#
        );
        // Five players: player 4 sits out the first hand and may not win it.
        let out = process_line(r#"{"game":{"rules":"classic","players":5,"hands":[{"scores":[0,0,0,0,10],"winner":4}]}}"#);
        assert!(out.contains("player 4 sits out this hand, so cannot win"), "{out}");
        let out = process_line(r#"{"game":{"rules":"nts","players":3,"hands":[]}}"#);
        assert!(out.contains(r#""code":"impossible_game""#) && out.contains("played by 4 players"), "{out}");
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
            (r#"{"game":{"rules":"mcr","players":5,"hands":[]}}"#, "played by 4 players"),
        ] {
            let out = process_line(line);
            assert!(out.starts_with(r#"{"valid":false"#) && out.contains(says), "{line} -> {out}");
        }
    }

    #[test]
    fn bad_lines_get_an_error_line() {
        for line in ["", "not json", "[1,2]", "{}", r#"{"seat_wind":"Q","concealed":"123m"}"#, r#"{"bogus":1}"#] {
            let out = process_line(line);
            assert!(out.starts_with(r#"{"valid":false,"error":{"code":""#), "{line} -> {out}");
        }
    }
}
