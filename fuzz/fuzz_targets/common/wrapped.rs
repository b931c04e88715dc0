//! A `{"<kind>": ...}` line whose object is any bytes (issue 32): one line
//! of JSON comes back, bounded in size, and nothing panics, hangs or
//! allocates from an unchecked count. The seeds are valid objects of that
//! kind, so the fuzzer explores near them.

pub fn check(kind: &str, data: &[u8]) {
    let mut line = format!(r#"{{"{kind}":"#).into_bytes();
    line.extend_from_slice(data);
    line.push(b'}');
    let mut out = Vec::new();
    mahjong_core::json::process_line_into(&line, &mut out);
    assert!(!out.contains(&b'\n'), "one line per line");
    // A draw lists every seat of every round: up to 20 x 200 names.
    assert!(out.len() < 16 * 1024 + 64 * line.len(), "{} bytes out for {} in", out.len(), line.len());
    let v: serde_json::Value = serde_json::from_slice(&out).expect("the answer is JSON");
    assert!(v.get("valid").is_some());
}
