//! A `{"draw": ...}` line of any object: see `common/wrapped.rs`.
#![no_main]
use libfuzzer_sys::fuzz_target;

#[path = "common/wrapped.rs"]
mod wrapped;

fuzz_target!(|data: &[u8]| wrapped::check("draw", data));
