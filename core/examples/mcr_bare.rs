//! The engine's bare call per MCR hand, for `scripts/speed-ratios.py`
//! (issue 23): the hand lines of a file are read first, then only the
//! check and the fans of each hand are timed, as PyMahjongGB's
//! `MahjongFanCalculator` is called with the hand already in its terms.
//! Prints the median of five passes in µs per hand.
//!
//!     cargo run --release --example mcr_bare -- hands.jsonl
use std::time::Instant;

use mahjong_core::hand::Setup;
use mahjong_core::json::hand::{setup_from, FlowersIn, HandIn};
use mahjong_core::mcr::score::score_setup;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: mcr_bare <file of MCR hand lines>");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            std::process::exit(2);
        }
    };
    // (setup, last of its kind, flowers as a count)
    let mut hands: Vec<(Setup, bool, Option<u32>)> = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let mut i: HandIn = match serde_json::from_str(line) {
            Ok(i) => i,
            Err(e) => {
                eprintln!("not a hand line ({e}): {line}");
                std::process::exit(2);
            }
        };
        let count = match i.flowers.take() {
            Some(FlowersIn::Count(n)) => Some(n),
            other => {
                i.flowers = other;
                None
            }
        };
        match setup_from(&i) {
            Ok(s) => hands.push((s, i.last_of_its_kind, count)),
            Err((_, m)) => {
                eprintln!("{m}: {line}");
                std::process::exit(2);
            }
        }
    }
    let mut passes = Vec::new();
    let mut fans = 0u64;
    for _ in 0..5 {
        let start = Instant::now();
        for (setup, last, count) in &hands {
            fans += score_setup(std::hint::black_box(setup), *last, *count).map_or(0, |s| u64::from(s.total));
        }
        passes.push(start.elapsed().as_secs_f64() * 1e6 / hands.len() as f64);
    }
    passes.sort_by(f64::total_cmp);
    println!("{:.3} µs per hand, median of 5 passes over {} hands ({fans} fans in all)", passes[2], hands.len());
}
