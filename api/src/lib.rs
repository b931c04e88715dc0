//! The rules engine for club webmasters, as an ES module built by
//! wasm-bindgen: `score(hand)` and `settle(settlement)` take and give the
//! same JSON as `mjscore`, as plain JS objects or as JSON text (an object
//! is read as `JSON.stringify` writes it, so it takes the one bounded,
//! fuzzed path of a text line; answers are plain objects through
//! `serde-wasm-bindgen`); `rules(ruleSet)` gives the rules reference as
//! `mjscore --rules` prints it. No rule lives here.

use mahjong_core::json::{self, Answer};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The answer as a plain object: `null` for missing values, objects for maps.
fn to_js(answer: &Answer) -> JsValue {
    answer.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).unwrap_or(JsValue::NULL)
}

/// A JS value as one `mjscore` line: a string as it is, anything else as
/// the platform's own `JSON.stringify` writes it. Whatever the page passes
/// (a getter that throws, a cycle, a BigInt, a proxy) is caught there and
/// answered, never rethrown through the module; a text longer than a line
/// may be is refused before it is copied into the module's memory, as
/// `mjscore` refuses it.
fn line_of(value: &JsValue) -> Result<String, Answer> {
    let text = match value.dyn_ref::<js_sys::JsString>() {
        Some(s) => s.clone(),
        None => match js_sys::JSON::stringify(value) {
            Ok(s) if s.is_string() => s,
            Ok(_) => return Err(json::data_error("not an object or a line of JSON text".into())),
            Err(_) => {
                return Err(json::data_error("the object cannot be read as JSON (a property that throws, a cycle or a BigInt)".into()))
            }
        },
    };
    // UTF-16 units: never more than the UTF-8 bytes, so a text over the
    // bound in units is over it in bytes too.
    let units = text.length() as usize;
    if units > json::MAX_LINE {
        return Err(json::too_long(units));
    }
    Ok(String::from(text))
}

/// Scores a hand: `score({rules:"nts", seat_wind:"S", concealed:"...", ...})`,
/// or one `mjscore` line as text.
#[wasm_bindgen]
pub fn score(hand: JsValue) -> JsValue {
    to_js(&line_of(&hand).map_or_else(|e| e, |text| score_text(&text)))
}

/// One `mjscore` line under `key`: the whole `{"key": ...}` line as it is,
/// or the object inside it, wrapped.
fn keyed_line(key: &str, text: &str) -> Answer {
    if text.trim_start().strip_prefix("{\"").and_then(|t| t.strip_prefix(key)).is_some_and(|t| t.starts_with('"')) {
        json::answer_bytes(text.as_bytes())
    } else {
        json::answer_bytes(format!("{{\"{key}\":{text}}}").as_bytes())
    }
}

/// `score` given text: one `mjscore` line. Pure, so it is fuzzed natively.
pub fn score_text(text: &str) -> Answer {
    json::answer_bytes(text.as_bytes())
}

/// `settle` given text: the whole `{"settle": ...}` line or the object
/// inside it. Pure, so it is fuzzed natively.
pub fn settle_text(text: &str) -> Answer {
    keyed_line("settle", text)
}

/// Settles a hand: `settle({rules:"nts", scores:[64,96,0,20], winner:1, east:0})`
/// (the object inside mjscore's `{"settle": ...}`, or that whole line).
#[wasm_bindgen]
pub fn settle(settlement: JsValue) -> JsValue {
    to_js(&line_of(&settlement).map_or_else(|e| e, |text| settle_text(&text)))
}

/// `standings` given text: the whole `{"season": ...}` line or the object
/// inside it. Pure, so it is fuzzed natively.
pub fn standings_text(text: &str) -> Answer {
    keyed_line("season", text)
}

/// A season's standings by a club's reglement (issue 21):
/// `standings({reglement:"keevel", evenings:[{date, tables:[...]}]})`, the
/// object inside mjscore's `{"season": ...}` line (or that whole line).
#[wasm_bindgen]
pub fn standings(season: JsValue) -> JsValue {
    to_js(&line_of(&season).map_or_else(|e| e, |text| standings_text(&text)))
}

/// `draw` given text: the whole `{"draw": ...}` line or the object inside
/// it. Pure, so it is fuzzed natively.
pub fn draw_text(text: &str) -> Answer {
    keyed_line("draw", text)
}

/// An evening's table draw (issue 21, rulings C13-C15):
/// `draw({players:[...], seed:42, history:[...]})`, the object inside
/// mjscore's `{"draw": ...}` line (or that whole line).
#[wasm_bindgen]
pub fn draw(request: JsValue) -> JsValue {
    to_js(&line_of(&request).map_or_else(|e| e, |text| draw_text(&text)))
}

/// `tournament` given text: the whole `{"tournament": ...}` line or the
/// object inside it. Pure, so it is fuzzed natively.
pub fn tournament_text(text: &str) -> Answer {
    keyed_line("tournament", text)
}

/// A tournament day (issue 36): `tournament({rules:"mcr", rounds:5,
/// players:[...], draw:[...], results:[...], penalties:[...]})` gives every
/// round's draw (C13-C16), the standings (C12) and the EMA's result rows;
/// the object inside mjscore's `{"tournament": ...}` line (or that line).
#[wasm_bindgen]
pub fn tournament(t: JsValue) -> JsValue {
    to_js(&line_of(&t).map_or_else(|e| e, |text| tournament_text(&text)))
}

/// `rating` given text: the whole `{"rating": ...}` line or the object
/// inside it. Pure, so it is fuzzed natively.
pub fn rating_text(text: &str) -> Answer {
    keyed_line("rating", text)
}

/// A club's ratings across its seasons (issue 53, ruling C23):
/// `rating({seasons:[{reglement, evenings:[...]}, ...]})` gives every
/// player's rating (mu - 3 sigma), "provisional" and its course; the
/// object inside mjscore's `{"rating": ...}` line (or that line).
#[wasm_bindgen]
pub fn rating(seasons: JsValue) -> JsValue {
    to_js(&line_of(&seasons).map_or_else(|e| e, |text| rating_text(&text)))
}

/// `mers` given text: the whole `{"mers": ...}` line or the object inside
/// it. Pure, so it is fuzzed natively.
pub fn mers_text(text: &str) -> Answer {
    keyed_line("mers", text)
}

/// The EMA's MERS list from tournaments' results (issue 53, ruling C24):
/// `mers({on:"2026-12-01", tournaments:[{name, date, days, countries,
/// qualification, results:[{player, ema, place}]}]})`, each player's
/// calculation with it; the object inside mjscore's `{"mers": ...}` line.
#[wasm_bindgen]
pub fn mers(tournaments: JsValue) -> JsValue {
    to_js(&line_of(&tournaments).map_or_else(|e| e, |text| mers_text(&text)))
}

/// The rules reference of a rule set, as data to render one's own way:
/// `rules("nts")` gives `{rules, sections: [{id, name, entries: [...]}]}`
/// (the JSON of `mjscore --rules nts`); an unknown name gives the
/// `unknown_rules` error answer.
#[wasm_bindgen]
pub fn rules(rule_set: JsValue) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    // Only a short string can name a rule set: nothing else is copied in.
    let name = rule_set.dyn_ref::<js_sys::JsString>().filter(|s| s.length() <= 16).map(String::from).unwrap_or_default();
    match name.parse::<mahjong_core::Variant>() {
        Ok(v) => mahjong_core::reference::reference(v).serialize(&serializer).unwrap_or(JsValue::NULL),
        Err(e) => to_js(&json::data_error(e.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_answers_as_mjscore() {
        // Seed 003: nets +24 +384 -244 -164 (ruling 19).
        let out = json::process_line(r#"{"settle":{"scores":[64,96,0,20],"winner":1,"east":0}}"#);
        assert!(out.contains("[24,384,-244,-164]"), "{out}");
    }

    /// Issue 14: a 100-byte call with 10^8 players kept 540 MB in use; the
    /// player count is refused before anything is allocated from it.
    #[test]
    fn a_huge_player_count_is_refused() {
        for text in [r#"{"game":{"players":100000000,"hands":[{}]}}"#, r#"{"game":{"rules":"mcr","players":4294967296,"hands":[{}]}}"#] {
            let a = score_text(text);
            assert!(!a.is_valid());
            let out = serde_json::to_string(&a).unwrap();
            assert!(out.contains(r#""code":"impossible_game""#), "{out}");
        }
        // The settle entry: 5000 is above the NTS limit of 2000 (ruling 14).
        let out = serde_json::to_string(&settle_text(r#"{"scores":[64,5000,0,20],"winner":1,"east":0}"#)).unwrap();
        assert!(out.contains(r#""code":"bad_input""#), "{out}");
        // The standings entry: a table of two players is no table (C3).
        let out = serde_json::to_string(&standings_text(
            r#"{"reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"players":["A","B"],"totals":[1,-1]}]}]}"#,
        ))
        .unwrap();
        assert!(out.contains(r#""code":"bad_input""#) && out.contains("a table of 2 players"), "{out}");
    }

    /// Issue 36: the tournament entry takes the object or the whole line,
    /// as mjscore does: 16 players in 5 rounds meet each other once (C14).
    #[test]
    fn tournament_as_mjscore() {
        let players: Vec<String> = (1..=16).map(|i| format!("\"P{i}\"")).collect();
        let object = format!(r#"{{"rules":"mcr","rounds":5,"seed":9,"players":[{}]}}"#, players.join(","));
        let a = serde_json::to_string(&tournament_text(&object)).unwrap();
        let b = json::process_line(&format!(r#"{{"tournament":{object}}}"#));
        assert_eq!(a, b);
        assert!(a.contains(r#""method":"affine plane","repeats":0,"max_meetings":1"#), "{a}");
    }

    /// Issue 53: the rating and mers entries take the object or the whole
    /// line, as mjscore does. One evening of four from the defaults: the
    /// winner shows 32.9057 - 3 × 7.5012 = 10.4 (C23).
    #[test]
    fn rating_and_mers_as_mjscore() {
        let object = r#"{"seasons":[{"reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"players":["A","B","C","D"],"totals":[60,20,-30,-50]}]}]}]}"#;
        let a = serde_json::to_string(&rating_text(object)).unwrap();
        assert_eq!(a, json::process_line(&format!(r#"{{"rating":{object}}}"#)));
        assert!(a.contains(r#""player":"A","rank":1,"rating":10.4"#), "{a}");
        // One result only: nobody listed (C24: at least 2).
        let m = serde_json::to_string(&mers_text(
            r#"{"on":"2026-12-01","tournaments":[{"name":"T","date":"2026-10-04","countries":1,"results":[{"player":"A","place":1}]}]}"#,
        ))
        .unwrap();
        assert_eq!(m, r#"{"valid":true,"players":[]}"#);
    }
}
