//! The JS API's text entry points, `score(text)` and `settle(text)`: an
//! answer, never a panic. (Their object forms go through serde-wasm-bindgen
//! into the same types and code as these, which cannot run natively.)
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let a = mahjong_api::score_text(text);
    let b = mahjong_api::settle_text(text);
    let _ = (a.is_valid(), b.is_valid());
});
