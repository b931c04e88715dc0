//! The rules engine for club webmasters, as an ES module built by
//! wasm-bindgen: `score(hand)` and `settle(settlement)` take and give the
//! same JSON as `mjscore` (as objects or as JSON text). No rule lives here.

use wasm_bindgen::prelude::*;

/// One `mjscore` line: JSON text in, JSON text out.
fn answer(input: &str) -> String {
    mahjong_core::json::process_line(input)
}

fn to_text(input: &JsValue) -> String {
    match input.as_string() {
        Some(s) => s,
        None => js_sys::JSON::stringify(input).ok().and_then(|s| s.as_string()).unwrap_or_default(),
    }
}

fn to_object(text: &str) -> JsValue {
    js_sys::JSON::parse(text).unwrap_or_else(|_| JsValue::from_str(text))
}

/// Scores a hand: `score({rules:"nts", seat_wind:"S", concealed:"...", ...})`.
#[wasm_bindgen]
pub fn score(hand: &JsValue) -> JsValue {
    to_object(&answer(&to_text(hand)))
}

/// Settles a hand: `settle({rules:"nts", scores:[64,96,0,20], winner:1, east:0})`
/// (the object inside mjscore's `{"settle": ...}`, or that whole line).
#[wasm_bindgen]
pub fn settle(settlement: &JsValue) -> JsValue {
    let text = to_text(settlement);
    let line = if text.trim_start().starts_with("{\"settle\"") { text } else { format!("{{\"settle\":{text}}}") };
    to_object(&answer(&line))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_answers_as_mjscore() {
        // Seed 003: nets +24 +384 -244 -164 (ruling 19).
        let out = answer(r#"{"settle":{"scores":[64,96,0,20],"winner":1,"east":0}}"#);
        assert!(out.contains("[24,384,-244,-164]"), "{out}");
    }
}
