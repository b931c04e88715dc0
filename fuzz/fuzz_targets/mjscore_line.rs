//! One `mjscore` line of any bytes: exactly one line of JSON comes back,
//! bounded in size, and nothing panics or allocates from an unchecked count.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut out = Vec::new();
    mahjong_core::json::process_line_into(data, &mut out);
    // mjscore adds the newline: the answer itself holds none.
    assert!(!out.contains(&b'\n'), "one line per line");
    // The answer for a valid hand lists its items; errors quote a bounded prefix.
    // A draw lists every seat of every round: up to 20 x 200 names.
    assert!(out.len() < 16 * 1024 + 64 * data.len(), "{} bytes out for {} in", out.len(), data.len());
    let v: serde_json::Value = serde_json::from_slice(&out).expect("the answer is JSON");
    assert!(v.get("valid").is_some() || v.get("net").is_some() || v.is_object());
});
