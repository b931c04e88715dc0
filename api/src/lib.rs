//! The rules engine for club webmasters, as an ES module built by
//! wasm-bindgen: `score(hand)` and `settle(settlement)` take and give the
//! same JSON as `mjscore`, as plain JS objects (through
//! `serde-wasm-bindgen`) or as JSON text; `rules(ruleSet)` gives the rules
//! reference as `mjscore --rules` prints it. No rule lives here.

use mahjong_core::json::{self, Answer, LineIn, SettleIn};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// The answer as a plain object: `null` for missing values, objects for maps.
fn to_js(answer: &Answer) -> JsValue {
    answer.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).unwrap_or(JsValue::NULL)
}

/// A JS value read as `T`; a value of the wrong shape is the error answer
/// `mjscore` gives for such a line (`bad_input`, `unknown_rules`).
fn read<'de, T: Deserialize<'de>>(value: JsValue) -> Result<T, Answer> {
    T::deserialize(serde_wasm_bindgen::Deserializer::from(value)).map_err(|e| {
        // The error is a JS `Error`; its text reads "Error: <serde's message>".
        let text = e.to_string();
        json::data_error(text.strip_prefix("Error: ").unwrap_or(&text).to_string())
    })
}

/// Scores a hand: `score({rules:"nts", seat_wind:"S", concealed:"...", ...})`,
/// or one `mjscore` line as text.
#[wasm_bindgen]
pub fn score(hand: JsValue) -> JsValue {
    let answer = match hand.as_string() {
        Some(text) => score_text(&text),
        None => read::<LineIn>(hand).map_or_else(|e| e, json::answer),
    };
    to_js(&answer)
}

/// `score` given text: one `mjscore` line. Pure, so it is fuzzed natively.
pub fn score_text(text: &str) -> Answer {
    json::answer_bytes(text.as_bytes())
}

/// `settle` given text: the whole `{"settle": ...}` line or the object
/// inside it. Pure, so it is fuzzed natively.
pub fn settle_text(text: &str) -> Answer {
    if text.trim_start().starts_with("{\"settle\"") {
        json::answer_bytes(text.as_bytes())
    } else {
        json::answer_bytes(format!("{{\"settle\":{text}}}").as_bytes())
    }
}

/// Settles a hand: `settle({rules:"nts", scores:[64,96,0,20], winner:1, east:0})`
/// (the object inside mjscore's `{"settle": ...}`, or that whole line).
#[wasm_bindgen]
pub fn settle(settlement: JsValue) -> JsValue {
    let answer = match settlement.as_string() {
        Some(text) => settle_text(&text),
        None => {
            let inner = js_sys::Reflect::get(&settlement, &"settle".into()).ok().filter(|v| !v.is_undefined());
            read::<SettleIn>(inner.unwrap_or(settlement)).map_or_else(|e| e, json::settle::answer)
        }
    };
    to_js(&answer)
}

/// The rules reference of a rule set, as data to render one's own way:
/// `rules("nts")` gives `{rules, sections: [{id, name, entries: [...]}]}`
/// (the JSON of `mjscore --rules nts`); an unknown name gives the
/// `unknown_rules` error answer.
#[wasm_bindgen]
pub fn rules(rule_set: &str) -> JsValue {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    match rule_set.parse::<mahjong_core::Variant>() {
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
    }
}
