//! A hand line: `{"rules":"nts","seat_wind":"S","round_wind":"E",
//! "melds":[{"tiles":"123m","open":true}],"concealed":"234m55s789s",
//! "mahjong":true,"winning_tile":"9s","self_drawn":false,...}`, scored
//! under a Dutch rule set (items, doublings, limit) or MCR 2006 (fans).

use std::borrow::Cow;

use serde::ser::SerializeStruct;
use serde::{Deserialize, Serialize, Serializer};

use super::{scoring, Answer, ErrorItem, ErrorOut, Invalid, Options, Text};
use crate::dutch::{self, items::Item, LimitScore, Score, ScoreError};
use crate::hand::{Circumstances, Setup};
use crate::rules::{Scoring, Variant};
use crate::tile::{parse_tiles, write_tiles, Tile, Wind};

/// A declared meld of a hand line.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct MeldIn<'a> {
    /// Its tiles in notation (`555p`).
    #[serde(borrow)]
    pub tiles: Text<'a>,
    /// Open (exposed); false only for a concealed kong.
    #[serde(default = "yes")]
    pub open: bool,
}

fn yes() -> bool {
    true
}

/// Flowers as tiles (`"1f5f"`) or, for MCR, as a count.
#[derive(Debug)]
pub enum FlowersIn<'a> {
    /// Flowers and seasons in notation (`1f5f`).
    Text(Text<'a>),
    /// A flower count (the MCR input); the Dutch sets reject it.
    Count(u32),
}

/// By the value's JSON type, read once: serde's `untagged` would first
/// copy every line's `flowers` aside and then try each variant on it.
impl<'de: 'a, 'a> Deserialize<'de> for FlowersIn<'a> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<'a>(std::marker::PhantomData<&'a ()>);
        impl<'de: 'a, 'a> serde::de::Visitor<'de> for V<'a> {
            type Value = FlowersIn<'a>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("flower tiles such as \"1f5f\" or, for mcr, a count")
            }
            fn visit_borrowed_str<E: serde::de::Error>(self, v: &'de str) -> Result<FlowersIn<'a>, E> {
                Ok(FlowersIn::Text(Text(Cow::Borrowed(v))))
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<FlowersIn<'a>, E> {
                Ok(FlowersIn::Text(Text(Cow::Owned(v.to_string()))))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<FlowersIn<'a>, E> {
                u32::try_from(v).map(FlowersIn::Count).map_err(|_| E::invalid_value(serde::de::Unexpected::Unsigned(v), &self))
            }
        }
        d.deserialize_any(V(std::marker::PhantomData))
    }
}

/// The fields of a hand line (README "Hand in").
#[derive(Deserialize, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct HandIn<'a> {
    /// The rule set (default `nts`).
    pub rules: Option<Variant>,
    /// A club's options on top of the rule set.
    #[serde(default, deserialize_with = "super::object::optional")]
    pub options: Option<Options>,
    /// The seat (`E`, `S`, `W`, `N`).
    #[serde(borrow)]
    pub seat_wind: Option<Text<'a>>,
    /// The round's wind (default `E`).
    #[serde(borrow)]
    pub round_wind: Option<Text<'a>>,
    /// Declared melds.
    #[serde(default, borrow, deserialize_with = "super::object::many")]
    pub melds: Vec<MeldIn<'a>>,
    /// The other tiles, the winning tile included for a winner.
    #[serde(borrow)]
    pub concealed: Option<Text<'a>>,
    /// The player has mahjong.
    #[serde(default)]
    pub mahjong: bool,
    /// The winning tile, for a winner.
    #[serde(borrow)]
    pub winning_tile: Option<Text<'a>>,
    /// The winning tile was self-drawn.
    #[serde(default)]
    pub self_drawn: bool,
    /// The winning tile was the last of the wall.
    #[serde(default)]
    pub last_tile_of_wall: bool,
    /// The winning tile was a replacement tile after a kong.
    #[serde(default)]
    pub replacement_tile: bool,
    /// A replacement tile after a second kong in a row.
    #[serde(default)]
    pub kong_on_kong: bool,
    /// The winning tile was robbed from a kong.
    #[serde(default)]
    pub robbing_kong: bool,
    /// Heavenly hand: East wins on the dealt tiles.
    #[serde(default)]
    pub heaven: bool,
    /// Earthly hand: won on East's first discard.
    #[serde(default)]
    pub earth: bool,
    /// Flowers and seasons: notation, or (MCR) a count.
    #[serde(borrow)]
    pub flowers: Option<FlowersIn<'a>>,
    /// MCR: the winning tile is the last of its kind (Last Tile, 4 fans).
    #[serde(default)]
    pub last_of_its_kind: bool,
    /// Players in the game: 3 plays the three-player set (ruling 22);
    /// with 5, four play each hand.
    pub players: Option<usize>,
}

/// Scores a hand line.
pub fn answer(i: HandIn) -> Answer {
    let scoring = match scoring(i.rules.unwrap_or_default(), i.options) {
        Ok(s) => s,
        Err(e) => return e,
    };
    match scoring {
        Scoring::Mcr => mcr_answer(i),
        Scoring::Dutch(_) if i.last_of_its_kind => {
            Answer::error("bad_input", "last_of_its_kind is an MCR circumstance (\"rules\":\"mcr\")")
        }
        Scoring::Dutch(rules) => match setup_from(&i) {
            Ok(setup) => match dutch::score(&setup, &rules) {
                Ok(s) => Answer::Hand(HandOut(s)),
                Err(e) => score_error(&e),
            },
            Err((code, m)) => Answer::error(code, m),
        },
    }
}

/// An MCR 2006 hand (rules README `mcr`): the winner's fans, flowers
/// counted 1 each but not toward the 8-fan minimum.
fn mcr_answer(mut i: HandIn) -> Answer {
    if i.players.is_some() {
        return Answer::error("bad_input", "mcr takes no options or players");
    }
    if !i.mahjong {
        return Answer::error("bad_input", "mcr scores the winner's hand only: set \"mahjong\":true and the winning tile");
    }
    if i.heaven || i.earth {
        return Answer::error("bad_input", "heaven and earth are no MCR 2006 fans");
    }
    // A number of flowers; flower tiles are checked with the hand.
    let counted = match i.flowers {
        Some(FlowersIn::Count(n)) if n <= 8 => {
            i.flowers = None;
            Some(n)
        }
        Some(FlowersIn::Count(n)) => return Answer::error("bad_input", format!("flowers: {n}; there are 8 flowers and seasons")),
        _ => None,
    };
    let setup = match setup_from(&i) {
        Ok(s) => s,
        Err((code, m)) => return Answer::error(code, m),
    };
    if setup.round_wind == Tile::const_parse("F") {
        return Answer::error("invalid_round_wind", "round_wind: MCR has no green-dragon round");
    }
    match crate::mcr::score::score_setup(&setup, i.last_of_its_kind, counted) {
        Ok(s) if !s.wins() => Answer::Invalid(Invalid {
            valid: false,
            error: ErrorOut {
                code: "below_minimum",
                message: format!("{} fans without flowers; MCR needs at least {} to win", s.without_flowers, crate::mcr::MIN_FAN),
                needed: Some(crate::mcr::MIN_FAN),
                fan_total: Some(s.total),
                fans: fans_out(&s.fans),
                ..Default::default()
            },
        }),
        Ok(s) => Answer::Mcr(McrOut { valid: true, fan_total: s.total, fans: fans_out(&s.fans) }),
        Err(crate::mcr::score::McrError::Invalid(e)) => score_error(&ScoreError::Invalid(e)),
        Err(crate::mcr::score::McrError::NotComplete) => {
            Answer::error("not_complete", "no MCR mahjong: neither four sets and a pair nor a special hand")
        }
    }
}

fn fans_out(fans: &[(crate::mcr::fans::Fan, u32)]) -> Vec<McrFanOut> {
    fans.iter().map(|&(f, count)| McrFanOut { id: f.id(), en: f.en(), nl: f.nl(), fan: f.value(), count }).collect()
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

/// The engine's input from a hand line; `Err` is an error code and message.
pub fn setup_from(i: &HandIn) -> Result<Setup, (&'static str, String)> {
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

/// A hand that gets no score: its errors (all of them when there are
/// several), or a dead hand's doublings.
pub fn score_error(e: &ScoreError) -> Answer {
    let (errors, doublings, needed) = match e {
        ScoreError::Invalid(errs) if errs.0.len() > 1 => {
            (errs.0.iter().map(|e| ErrorItem { code: e.code(), message: super::bounded(e.to_string()) }).collect(), None, None)
        }
        ScoreError::NoValidMahjong { doublings, needed, .. } => (Vec::new(), Some(*doublings), Some(*needed)),
        _ => (Vec::new(), None, None),
    };
    Answer::Invalid(Invalid {
        valid: false,
        error: ErrorOut { code: e.code(), message: super::bounded(e.to_string()), errors, doublings, needed, ..Default::default() },
    })
}

/// A Dutch score as the hand answer (README "Hand out"):
/// `{"valid":true,"score":96,"points":24,"doublings":2,"limit":null,
/// "items":[...],"capped":false,"arrangement":"234m 456p 678p 33s* 567s","waits":"3s"}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandOut(pub Score);

impl Serialize for HandOut {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let sc = &self.0;
        let mut o = s.serialize_struct("HandOut", 9)?;
        o.serialize_field("valid", &true)?;
        o.serialize_field("score", &sc.score)?;
        o.serialize_field("points", &sc.points)?;
        o.serialize_field("doublings", &sc.doublings)?;
        o.serialize_field("limit", &sc.limit.as_ref().map(LimitOut))?;
        o.serialize_field("items", &Items(&sc.items))?;
        o.serialize_field("capped", &sc.capped)?;
        o.serialize_field("arrangement", &sc.arrangement.as_ref().map(Shown))?;
        o.serialize_field("waits", &TileList(sc.waits.iter().copied()))?;
        o.end()
    }
}

/// A value written as its `Display` text, straight into the output.
struct Shown<T>(T);

impl<T: std::fmt::Display> Serialize for Shown<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // Written whole into a stack buffer and then as one string: the
        // serializer escapes one string instead of each written piece.
        let mut text = Notation::default();
        match std::fmt::write(&mut text, format_args!("{}", self.0)) {
            Ok(()) => s.serialize_str(&text),
            Err(_) => s.collect_str(&self.0),
        }
    }
}

/// Tiles in compressed notation (`"14s"`, `"C"`), written without the
/// formatting machinery: every answer has its waits and most items a tile.
struct TileList<I>(I);

impl<I: IntoIterator<Item = Tile> + Clone> Serialize for TileList<I> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut text = Notation::default();
        match write_tiles(&mut text, self.0.clone()) {
            Ok(()) => s.serialize_str(&text),
            Err(_) => s.serialize_str(&crate::tile::format_tiles(&self.0.clone().into_iter().collect::<Vec<_>>())),
        }
    }
}

/// A short text on the stack; writing past its end is an error (the
/// caller then writes the long way).
type Notation = arrayvec::ArrayString<96>;

struct LimitOut<'a>(&'a LimitScore);

impl Serialize for LimitOut<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let l = self.0;
        let mut o = s.serialize_struct("Limit", 5)?;
        o.serialize_field("id", l.limit.id())?;
        o.serialize_field("nl", l.limit.nl())?;
        o.serialize_field("en", l.limit.en())?;
        o.serialize_field("value", &l.value)?;
        o.serialize_field("waiting", &l.waiting)?;
        o.end()
    }
}

struct Items<'a>(&'a [Item]);

impl Serialize for Items<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter().map(ItemOut))
    }
}

/// One item: `{"id","nl","en","points","doublings","rule"}` and `tile`
/// where it is about one tile.
struct ItemOut<'a>(&'a Item);

impl Serialize for ItemOut<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let i = self.0;
        let (id, nl, en, rule) = i.kind.names();
        let mut o = s.serialize_struct("Item", 7)?;
        o.serialize_field("id", id)?;
        o.serialize_field("nl", nl)?;
        o.serialize_field("en", en)?;
        o.serialize_field("points", &i.points)?;
        o.serialize_field("doublings", &i.doublings)?;
        o.serialize_field("rule", rule)?;
        match i.tile {
            Some(t) => o.serialize_field("tile", &TileList([t]))?,
            None => o.skip_field("tile")?,
        }
        o.end()
    }
}

/// One MCR fan of a hand.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct McrFanOut {
    /// Stable id.
    pub id: &'static str,
    /// English name.
    pub en: &'static str,
    /// Dutch name (seed 004).
    pub nl: &'static str,
    /// The fan's value.
    pub fan: u32,
    /// How many times it counts.
    pub count: u32,
}

/// `{"valid":true,"fan_total":32,"fans":[...]}`.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct McrOut {
    /// Always true.
    pub valid: bool,
    /// The total, flowers included.
    pub fan_total: u32,
    /// The fans counted.
    pub fans: Vec<McrFanOut>,
}

#[cfg(test)]
mod tests {
    use super::super::process_line;
    use super::*;
    use crate::rules::RuleSet;
    use crate::tile::format_tiles;

    #[test]
    fn written_arrangement_matches_display() {
        let setup: Setup = "[444s] (5555p) 234m55s7s8s +9s".parse().unwrap();
        let s = crate::dutch::score(&setup.self_drawn(), &RuleSet::NTS);
        let s = s.unwrap_or_else(|e| match e {
            ScoreError::NoValidMahjong { best, .. } => *best,
            e => panic!("{e}"),
        });
        let out = serde_json::to_string(&HandOut(s.clone())).unwrap();
        let want = format!("\"arrangement\":\"{}\"", s.arrangement.unwrap());
        assert!(out.contains(&want), "{out} lacks {want}");
        let want = format!("\"waits\":\"{}\"", format_tiles(&s.waits));
        assert!(out.contains(&want) && !s.waits.is_empty(), "{out} lacks {want}");
    }

    /// Seed 003 South (book 003 "Voorbeeld punten berekening"): mahjong 20,
    /// winning tile completes the pair 2, only possible tile 2 (ruling 6):
    /// 24 points; four chows 1 and all simples 1 (ruling 12): 2 doublings;
    /// 24 x 2^2 = 96. The whole line, as the README shows it.
    #[test]
    fn the_hand_answer_in_full() {
        let out = process_line(
            r#"{"rules":"nts","seat_wind":"S","round_wind":"E","melds":[],"concealed":"234m456p678p567s33s","mahjong":true,"winning_tile":"3s"}"#,
        );
        assert!(out.starts_with(r#"{"valid":true,"score":96,"points":24,"doublings":2,"limit":null,"items":[{"id":"mahjong","nl":"Mahjong","en":"Mahjong","points":20,"doublings":0,"rule":"ruling 6"}"#), "{out}");
        assert!(out.ends_with(r#""capped":false,"arrangement":"234m 456p 678p 33s* 567s","waits":"3s"}"#), "{out}");
        // A limit hand: thirteen orphans, 2000 (ruling 16), no arrangement.
        let out = process_line(r#"{"seat_wind":"S","concealed":"19m19p19sESWNCFPP","mahjong":true,"winning_tile":"P"}"#);
        assert!(
            out.contains(r#""score":2000"#) && out.contains(r#""limit":{"id":"thirteen_orphans""#) && out.contains(r#""arrangement":null"#),
            "{out}"
        );
    }

    #[test]
    fn mcr_hand_lines() {
        // Seven Pairs 24 + All Types 6 = 30, and 2 flowers: 32.
        let out = process_line(
            r#"{"rules":"mcr","seat_wind":"S","round_wind":"W","concealed":"11m33m55p77p99sEECC","mahjong":true,"winning_tile":"C","flowers":2}"#,
        );
        assert!(
            out.starts_with(
                r#"{"valid":true,"fan_total":32,"fans":[{"id":"seven_pairs","en":"Seven Pairs","nl":"Zeven tweelingen","fan":24,"count":1}"#
            ),
            "{out}"
        );
        assert!(out.contains(r#"{"id":"flower_tiles","en":"Flower Tiles","nl":"Bloemstenen","fan":1,"count":2}"#), "{out}");
        // The same with flower tiles as text.
        let text = process_line(
            r#"{"rules":"mcr","seat_wind":"S","round_wind":"W","concealed":"11m33m55p77p99sEECC","mahjong":true,"winning_tile":"C","flowers":"1f6f"}"#,
        );
        assert_eq!(text, out);
        // An edge wait alone is 1 fan: below the minimum, with the fans shown.
        let out = process_line(
            r#"{"rules":"mcr","seat_wind":"S","round_wind":"W","melds":[{"tiles":"567p"},{"tiles":"345s"}],"concealed":"12m789sEE3m","mahjong":true,"winning_tile":"3m","flowers":3}"#,
        );
        assert!(
            out.contains(r#""code":"below_minimum""#) && out.contains(r#""fan_total":4"#) && out.contains("1 fans without flowers"),
            "{out}"
        );
        let out = process_line(r#"{"seat_wind":"S","concealed":"123m","last_of_its_kind":true}"#);
        assert!(out.contains("MCR circumstance"), "{out}");
        let out = process_line(r#"{"rules":"mcr","seat_wind":"S","concealed":"11m33m55p77p99sEECC"}"#);
        assert!(out.contains("winner's hand only"), "{out}");
        // 004 Last Tile: the other three must be visible, so a winning C
        // is no last of its kind while another C is concealed in the hand.
        let out = process_line(
            r#"{"rules":"mcr","seat_wind":"S","round_wind":"W","concealed":"11m33m55p77p99sEECC","mahjong":true,"winning_tile":"C","last_of_its_kind":true}"#,
        );
        assert!(out.contains(r#""code":"contradictory_circumstances""#) && out.contains("the other three must be visible"), "{out}");
        let out = process_line(
            r#"{"rules":"mcr","options":{"limit":1},"seat_wind":"S","concealed":"11m33m55p77p99sEECC","mahjong":true,"winning_tile":"C"}"#,
        );
        assert!(out.contains("mcr takes no options"), "{out}");
    }

    /// Tiles are written through a 96-byte stack buffer; a longer list (no
    /// answer has one) is written the long way, the same text.
    #[test]
    fn tile_lists_of_any_length_are_written_whole() {
        let tiles: Vec<Tile> = (0..120).map(|i| Tile::from_index(i % 34).unwrap()).collect();
        for n in [0, 1, 13, 34, 60, 120] {
            let out = serde_json::to_string(&TileList(tiles[..n].iter().copied())).unwrap();
            assert_eq!(out, format!("\"{}\"", format_tiles(&tiles[..n])), "{n} tiles");
        }
        // 120 tiles: far more than 96 bytes, so the long way was taken.
        assert!(format_tiles(&tiles).len() > 96);
    }

    /// `flowers` is tile notation or (MCR) a count, read by its JSON type;
    /// anything else is named in the message, not the reader's own type.
    #[test]
    fn flowers_of_another_kind_are_refused_by_name() {
        let mcr = |flowers: &str| {
            process_line(&format!(
                r#"{{"rules":"mcr","seat_wind":"S","concealed":"11m33m55p77p99sEECC","mahjong":true,"winning_tile":"C","flowers":{flowers}}}"#
            ))
        };
        // Seven Pairs 24 + All Types 6 + 3 flowers = 33, as a count or as tiles.
        assert!(mcr("3").contains(r#""fan_total":33"#), "{}", mcr("3"));
        assert_eq!(mcr("3"), mcr(r#""1f2f7f""#));
        for bad in ["true", "-1", "99999999999", "[1]", "2.5"] {
            let out = mcr(bad);
            assert!(
                out.contains(r#""code":"bad_input""#) && out.contains(r#"expected flower tiles such as \"1f5f\" or, for mcr, a count"#),
                "{bad}: {out}"
            );
        }
        // A Dutch hand with a count: refused, it takes tiles.
        let out = process_line(r#"{"seat_wind":"S","concealed":"123m456p","flowers":2}"#);
        assert!(out.contains("take flower tiles such as"), "{out}");
    }

    #[test]
    fn static_names_need_no_escaping() {
        // serde escapes anyway; plain names keep the output readable.
        use crate::dutch::limits::Limit;
        let safe = |s: &str| !s.chars().any(|c| c == '"' || c == '\\' || c.is_control());
        for l in Limit::ALL {
            assert!(safe(l.id()) && safe(l.nl()) && safe(l.en()));
        }
        for k in crate::dutch::items::ItemKind::ALL {
            assert!(safe(k.id()) && safe(k.nl()) && safe(k.en()) && safe(k.rule()), "{k:?}");
        }
    }
}
