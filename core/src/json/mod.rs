//! The JSON line protocol of `mjscore` and the JS API: one JSON object in,
//! one JSON object out. Every type is serde; the functions are pure (the
//! binary reads and writes, the JS API converts with `serde-wasm-bindgen`).
//!
//! - [`hand`]: a hand line (`{"rules":"nts","seat_wind":"S",...}`), Dutch or MCR;
//! - [`settle`]: a settlement line, `{"settle":{"scores":[64,96,0,20],"winner":1,...}}`;
//! - [`game`]: a game line, `{"game":{"rules":"nts","hands":[...]}}`, also
//!   the score sheet's store and export format.
//!
//! Every bad line gets `{"valid":false,"error":{"code":...,"message":...}}`.

pub mod couch;
pub mod country;
pub mod draw;
pub mod ema;
pub mod game;
pub mod hand;
pub mod limits;
pub mod phone;
pub mod rating;
pub mod season;
pub mod settle;
mod signed;
pub mod table;
pub mod table_hand;
pub mod tournament;

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

pub use game::{GameHand, GameLine, GameLineError};
pub use hand::HandIn;
pub use settle::SettleIn;

use crate::rules::{RuleSet, Scoring, Variant};

/// A JSON string borrowed from the input line when it has no escapes
/// (serde's `Cow<str>` borrows only as a bare field, not inside `Option`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text<'a>(pub Cow<'a, str>);

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

/// House-rule overrides of a Dutch preset (all optional).
#[derive(Serialize, Deserialize, Default, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// Whether flowers and seasons are played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flowers: Option<bool>,
    /// Chip settlement: scores rounded to tens (ruling 21, `nmb`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_to_tens: Option<bool>,
    /// The limit (ruling 14).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// The winding snake's value (ruling 18).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winding_snake: Option<u32>,
}

/// The lowest and highest limit a club may choose, in steps of
/// [`LIMIT_STEP`]: ruling 14 names 2000; a limit below the limit hands'
/// own values (1000) or far above it is no club's.
pub const LIMITS: std::ops::RangeInclusive<u32> = 1000..=10_000;
/// Limits go in hundreds, so every score below one stays even and a
/// chip-rounded score never passes it (ruling 21).
pub const LIMIT_STEP: u32 = 100;

/// A club's option no club can choose.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
// The fields are the values each variant's message names.
#[allow(missing_docs)]
pub enum OptionsError {
    /// Limit `limit`: a limit is a multiple of 100 from 1000 to 10000 (ruling 14: 2000).
    #[error("limit {limit}: a limit is a multiple of 100 from 1000 to 10000 (ruling 14: 2000)")]
    Limit { limit: u32 },
    /// Winding_snake `value`: kronkelende slang is 1000 or 2000 and at most the limit `limit` (ruling 18).
    #[error("winding_snake {value}: kronkelende slang is 1000 or 2000 and at most the limit {limit} (ruling 18)")]
    WindingSnake { value: u32, limit: u32 },
}

impl Options {
    /// The preset with these overrides, refused when no club could
    /// choose them (a limit of 0 would let a winner score 0).
    pub fn apply(&self, mut r: RuleSet) -> Result<RuleSet, OptionsError> {
        r.flowers = self.flowers.unwrap_or(r.flowers);
        r.round_to_tens = self.round_to_tens.unwrap_or(r.round_to_tens);
        r.limit = self.limit.unwrap_or(r.limit);
        r.winding_snake = self.winding_snake.unwrap_or(r.winding_snake);
        if !LIMITS.contains(&r.limit) || r.limit % LIMIT_STEP != 0 {
            return Err(OptionsError::Limit { limit: r.limit });
        }
        if !matches!(r.winding_snake, 1000 | 2000) || r.winding_snake > r.limit {
            return Err(OptionsError::WindingSnake { value: r.winding_snake, limit: r.limit });
        }
        Ok(r)
    }
}

/// The scoring a line asks for: a Dutch preset with its options, or MCR
/// (which takes none).
fn scoring(variant: Variant, options: Option<Options>) -> Result<Scoring, Answer> {
    match (variant.dutch(), options) {
        (Some(preset), None) => Ok(Scoring::Dutch(preset)),
        (Some(preset), Some(o)) => o.apply(preset).map(Scoring::Dutch).map_err(|e| Answer::error("bad_input", e.to_string())),
        (None, Some(_)) => Err(Answer::error("bad_input", "mcr takes no options")),
        (None, None) => Ok(Scoring::Mcr),
    }
}

/// One input line: `{"settle":{...}}`, `{"game":{...}}`, `{"season":...}`,
/// `{"draw":...}`, a bare season object (starting with `name`,
/// `reglement`, `evenings`, `members` or `inactive`), or else a hand whose
/// fields are the line's own.
#[derive(Debug)]
pub enum LineIn<'a> {
    /// A hand to score.
    Hand(HandIn<'a>),
    /// A hand to settle (`{"settle": ...}`).
    Settle(SettleIn),
    /// A whole game (`{"game": ...}`).
    Game(GameLine),
    /// A season's standings (`{"season": ...}`).
    Season(season::SeasonIn),
    /// A table draw (`{"draw": ...}`).
    Draw(draw::DrawIn),
    /// A tournament (`{"tournament": ...}`, issue 36).
    Tournament(Box<tournament::TournamentIn>),
    /// A club's ratings (`{"rating": ...}`, issue 53).
    Rating(rating::RatingIn),
    /// The MERS list (`{"mers": ...}`, issue 53).
    Mers(rating::MersIn),
}

/// Looks at the first key: `settle` and `game` take the line's one value,
/// any other key starts a hand, read by `HandIn`'s own derived code from
/// that key on (so an unknown field is still refused by name).
impl<'de: 'a, 'a> Deserialize<'de> for LineIn<'a> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct LineVisitor<'a>(std::marker::PhantomData<&'a ()>);
        impl<'de: 'a, 'a> serde::de::Visitor<'de> for LineVisitor<'a> {
            type Value = LineIn<'a>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(
                    "a JSON object: a hand, {\"settle\":...}, {\"game\":...}, {\"season\":...}, {\"draw\":...}, {\"tournament\":...}, {\"rating\":...} or {\"mers\":...}",
                )
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<LineIn<'a>, A::Error> {
                let first: Option<Text<'de>> = map.next_key()?;
                let line = match first.as_deref() {
                    Some("settle") => LineIn::Settle(map.next_value::<object::Object<_>>()?.0),
                    Some("game") => LineIn::Game(map.next_value::<object::Object<_>>()?.0),
                    Some("season") => LineIn::Season(map.next_value::<object::Object<_>>()?.0),
                    Some("draw") => LineIn::Draw(map.next_value::<object::Object<_>>()?.0),
                    Some("tournament") => LineIn::Tournament(Box::new(map.next_value::<object::Object<_>>()?.0)),
                    Some("rating") => LineIn::Rating(map.next_value::<object::Object<_>>()?.0),
                    Some("mers") => LineIn::Mers(map.next_value::<object::Object<_>>()?.0),
                    // A bare season object (the file a club publishes,
                    // `stand.json`, and the organiser's backup): its first
                    // field is one no hand has.
                    Some("name" | "reglement" | "evenings" | "members" | "inactive") => {
                        let rest = serde::de::value::MapAccessDeserializer::new(FirstKey { first, map });
                        return season::SeasonIn::deserialize(rest).map(LineIn::Season);
                    }
                    _ => {
                        let rest = serde::de::value::MapAccessDeserializer::new(FirstKey { first, map });
                        return HandIn::deserialize(rest).map(LineIn::Hand);
                    }
                };
                match map.next_key::<Text<'de>>()? {
                    Some(k) => Err(serde::de::Error::custom(format_args!(
                        "unknown field `{}` beside `settle`, `game`, `season`, `draw`, `tournament`, `rating` or `mers`",
                        &*k
                    ))),
                    None => Ok(line),
                }
            }
        }
        d.deserialize_map(LineVisitor(std::marker::PhantomData))
    }
}

/// The line's structs are read from JSON objects only. serde's derive also
/// reads a struct from an array, field by field in order, so
/// `"options":[true,true,5000]` would switch on flowers and chips and a
/// misplaced value would score silently (issue 19). Every field that holds
/// one of the line's structs reads it through these (`deserialize_with`).
pub mod object {
    use std::marker::PhantomData;

    use serde::de::value::MapAccessDeserializer;
    use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};

    struct ObjectVisitor<T>(PhantomData<T>);

    impl<'de, T: Deserialize<'de>> Visitor<'de> for ObjectVisitor<T> {
        type Value = T;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a JSON object")
        }
        fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<T, A::Error> {
            T::deserialize(MapAccessDeserializer::new(map))
        }
    }

    /// A struct from an object, never from an array.
    pub fn one<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<T, D::Error> {
        d.deserialize_map(ObjectVisitor(PhantomData))
    }

    /// An object, or `null` for none.
    pub fn optional<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
        Option::<Object<T>>::deserialize(d).map(|o| o.map(|o| o.0))
    }

    /// An array of objects.
    pub fn many<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Vec<T>, D::Error> {
        Vec::<Object<T>>::deserialize(d).map(|v| v.into_iter().map(|o| o.0).collect())
    }

    /// A struct read through [`one`], as a type.
    pub struct Object<T>(pub T);

    impl<'de, T: Deserialize<'de>> Deserialize<'de> for Object<T> {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            one(d).map(Object)
        }
    }
}

/// A map whose first key was already read: yields it again, then the rest.
struct FirstKey<'de, A> {
    first: Option<Text<'de>>,
    map: A,
}

impl<'de, A: serde::de::MapAccess<'de>> serde::de::MapAccess<'de> for FirstKey<'de, A> {
    type Error = A::Error;
    fn next_key_seed<K: serde::de::DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, A::Error> {
        use serde::de::value::{BorrowedStrDeserializer, StringDeserializer};
        match self.first.take() {
            Some(Text(Cow::Borrowed(k))) => seed.deserialize(BorrowedStrDeserializer::new(k)).map(Some),
            Some(Text(Cow::Owned(k))) => seed.deserialize(StringDeserializer::new(k)).map(Some),
            None => self.map.next_key_seed(seed),
        }
    }
    fn next_value_seed<V: serde::de::DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, A::Error> {
        self.map.next_value_seed(seed)
    }
}

/// The answer to one line.
#[derive(Serialize, Debug)]
#[serde(untagged)]
pub enum Answer {
    /// A Dutch hand's score.
    Hand(hand::HandOut),
    /// An MCR hand's fans.
    Mcr(hand::McrOut),
    /// A settlement.
    Settle(settle::SettleOut),
    /// A replayed game.
    Game(Box<game::GameOut>),
    /// A season's standings.
    Season(Box<season::SeasonOut>),
    /// A table draw.
    Draw(Box<draw::DrawOut>),
    /// A tournament's draw, standings and EMA rows.
    Tournament(Box<tournament::TournamentOut>),
    /// A club's ratings (C23).
    Rating(Box<rating::RatingOut>),
    /// The MERS list (C24).
    Mers(Box<rating::MersOut>),
    /// An error: `{"valid":false,"error":...}`.
    Invalid(Invalid),
}

/// The longest line answered: a hand, a settlement or a game of an evening
/// is a few kilobytes, a season of game lines a few hundred; anything
/// longer gets `line_too_long` unread.
pub const MAX_LINE: usize = 1024 * 1024;

/// The longest error message: what a message quotes of the input is cut
/// here, so a large input never makes a large answer.
pub const MAX_MESSAGE: usize = 300;

/// A message cut to [`MAX_MESSAGE`] bytes (on a character boundary), with
/// "…" where it was cut.
pub fn bounded(message: String) -> String {
    if message.len() <= MAX_MESSAGE {
        return message;
    }
    let mut end = MAX_MESSAGE;
    while !message.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &message[..end])
}

impl Answer {
    /// An error answer with one code and message (cut to [`MAX_MESSAGE`]).
    pub fn error(code: &'static str, message: impl Into<String>) -> Answer {
        Answer::Invalid(Invalid { valid: false, error: ErrorOut { code, message: bounded(message.into()), ..Default::default() } })
    }
    /// Whether the answer is a result rather than an error.
    pub fn is_valid(&self) -> bool {
        !matches!(self, Answer::Invalid(_))
    }
}

/// `{"valid":false,"error":{...}}`.
#[derive(Serialize, Debug)]
pub struct Invalid {
    /// Always false.
    pub valid: bool,
    /// What is wrong.
    pub error: ErrorOut,
}

/// The error of an answer: a stable code and an English message.
#[derive(Serialize, Default, Debug)]
pub struct ErrorOut {
    /// Stable code (`too_many_copies`, `below_minimum`, ...).
    pub code: &'static str,
    /// English message, quoting at most a bounded prefix of the input.
    pub message: String,
    /// Every problem, when a hand has several.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<ErrorItem>,
    /// `no_valid_mahjong`: the doublings of the best arrangement.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub doublings: Option<u32>,
    /// `no_valid_mahjong`: the doublings needed (ruling 15).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub needed: Option<u32>,
    /// MCR below the minimum: the fans the hand has (flowers included).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fan_total: Option<u32>,
    /// `below_minimum`: the fans counted.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub fans: Vec<hand::McrFanOut>,
}

/// One of several problems of a hand.
#[derive(Serialize, Debug)]
pub struct ErrorItem {
    /// Stable code.
    pub code: &'static str,
    /// English message.
    pub message: String,
}

/// Answers a parsed line.
pub fn answer(line: LineIn) -> Answer {
    match line {
        LineIn::Hand(h) => hand::answer(h),
        LineIn::Settle(s) => settle::answer(s),
        LineIn::Game(g) => game::answer(g),
        LineIn::Season(s) => season::answer(&s),
        LineIn::Draw(d) => draw::answer(d),
        LineIn::Tournament(t) => tournament::answer(&t),
        LineIn::Rating(r) => rating::answer(&r),
        LineIn::Mers(m) => rating::mers_answer(&m),
    }
}

/// Reads one line of JSON text; a line that is no such object is its error answer.
pub fn parse(line: &[u8]) -> Result<LineIn<'_>, Answer> {
    // The line checked as UTF-8 once (vectorised), so serde_json reads
    // each string without checking it again.
    let text = std::str::from_utf8(line).map_err(|e| Answer::error("not_json", format!("not a JSON object: {e}")))?;
    serde_json::from_str(text).map_err(|e| match e.classify() {
        serde_json::error::Category::Syntax | serde_json::error::Category::Eof | serde_json::error::Category::Io => {
            Answer::error("not_json", format!("not a JSON object: {e}"))
        }
        serde_json::error::Category::Data => data_error(e.to_string()),
    })
}

/// A line of the wrong shape: `unknown_rules` for a rule set that does
/// not exist (the message of [`crate::rules::UnknownVariant`]), else
/// `bad_input`. Also used by the JS API for its objects.
pub fn data_error(message: String) -> Answer {
    let code = if message.starts_with("unknown rule set") { "unknown_rules" } else { "bad_input" };
    Answer::error(code, message)
}

/// Answers one line of JSON text; a line over [`MAX_LINE`] bytes is not read.
pub fn answer_bytes(line: &[u8]) -> Answer {
    if line.len() > MAX_LINE {
        return too_long(line.len());
    }
    parse(line).map_or_else(|e| e, answer)
}

/// The answer to a line of `len` bytes, over [`MAX_LINE`]: a reader that
/// stops keeping a line there (`mjscore`) still names its length.
pub fn too_long(len: usize) -> Answer {
    Answer::error("line_too_long", format!("a line holds at most {MAX_LINE} bytes; this one has {len}"))
}

/// Answers one input line with one output line (no newline). Never panics
/// on any input.
pub fn process_line(line: &str) -> String {
    let mut out = Vec::with_capacity(512);
    process_line_into(line.as_bytes(), &mut out);
    // serde_json writes UTF-8 only.
    String::from_utf8(out).unwrap_or_default()
}

/// Like [`process_line`], appending to `out` so a caller can reuse one buffer.
pub fn process_line_into(line: &[u8], out: &mut Vec<u8>) {
    write_answer(&answer_bytes(line), out);
}

/// Appends an answer as one JSON line (no newline) to `out`.
pub fn write_answer(a: &Answer, out: &mut Vec<u8>) {
    if let Err(e) = serde_json::to_writer(&mut *out, a) {
        // Serializing our own types cannot fail; say so if it ever does.
        out.extend_from_slice(
            format!(r#"{{"valid":false,"error":{{"code":"internal","message":"{}"}}}}"#, e.to_string().replace('"', "'")).as_bytes(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_lines_get_an_error_line() {
        for line in ["", "not json", "[1,2]", "{}", r#"{"seat_wind":"Q","concealed":"123m"}"#, r#"{"bogus":1}"#] {
            let out = process_line(line);
            assert!(out.starts_with(r#"{"valid":false,"error":{"code":""#), "{line} -> {out}");
        }
    }

    #[test]
    fn valid_answers_are_json() {
        for line in include_str!("../../benches/lines.jsonl").lines() {
            let out = process_line(line);
            let v: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{out}: {e}"));
            assert!(v.get("valid").is_some(), "{out}");
        }
    }

    #[test]
    fn unknown_rules_and_fields_are_named() {
        let out = process_line(r#"{"rules":"riichi","seat_wind":"S","concealed":"123m"}"#);
        assert!(out.contains(r#""code":"unknown_rules""#) && out.contains("unknown rule set 'riichi'"), "{out}");
        let out = process_line(r#"{"seat_wind":"S","concealed":"123m","self_draw":true}"#);
        assert!(out.contains(r#""code":"bad_input""#) && out.contains("self_draw"), "{out}");
    }
}
