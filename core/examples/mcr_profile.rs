//! Profiling aid: scores MCR hands many times, for
//! `valgrind --tool=callgrind target/release/examples/mcr_profile`.
use mahjong_core::hand::Setup;
use mahjong_core::mcr::score::{hand, score, McrContext};

fn main() {
    let hands = [
        "[123m] [567p] 45s678mEE +3s",
        "123456789m234p5s +5s",
        "[EEE] [SSS] WWWNNN1m +1m",
        "123123123123p5s +5s",
        "1112345678999m +5m",
        "147m258p369s234mE +E",
        "[123m] [123m] [123p] 123p5s +5s",
        "11m33m55p77p99sEEC +C",
    ];
    let setups: Vec<Setup> = hands.iter().map(|h| h.parse().expect("a hand")).collect();
    let ctx = McrContext::default();
    let mut total = 0u64;
    for _ in 0..2000 {
        for s in &setups {
            let h = hand(s).expect("an mcr hand");
            total += u64::from(score(&h, &ctx).map_or(0, |s| s.total));
        }
    }
    println!("{total}");
}
