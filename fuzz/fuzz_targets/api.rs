//! The JS API's text entry points, `score(text)`, `settle(text)`,
//! `standings(text)`, `draw(text)`, `tournament(text)`, `rating(text)` and
//! `mers(text)`: an answer, never a panic; the EMA's two files read back
//! (split at the first NUL) likewise. (Their object forms reach
//! the same code through `JSON.stringify`; e2e/api-fuzz.test.mjs fuzzes
//! those in the built module.)
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let a = mahjong_api::score_text(text);
    let b = mahjong_api::settle_text(text);
    let c = mahjong_api::standings_text(text);
    let d = mahjong_api::draw_text(text);
    let e = mahjong_api::tournament_text(text);
    let f = mahjong_api::rating_text(text);
    let g = mahjong_api::mers_text(text);
    let (results, tournament) = text.split_once('\0').unwrap_or((text, ""));
    let _ = (mahjong_core::json::ema::file_kind(text), mahjong_core::json::ema::read(results, tournament));
    let _ = (a.is_valid(), b.is_valid(), c.is_valid(), d.is_valid(), e.is_valid(), f.is_valid(), g.is_valid());
});
