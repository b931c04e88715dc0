//! Speed of the full score (validation, arrangement, wait set, items) on a
//! fixed mixed set of hands; and of the JSON line protocol.
//! Run: `cargo bench -p mahjong-core`.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use mahjong_core::dutch::score;
use mahjong_core::hand::Setup;
use mahjong_core::json::process_line;
use mahjong_core::rules::RuleSet;
use mahjong_core::tile::Wind;

/// Winners and non-winners, regular and limit hands, ambiguous shapes.
const HANDS: [&str; 16] = [
    "234m456p678p567s3s +3s",
    "222m555pCCC678s9m",
    "[444s] SSS678s12s99s",
    "123m456m789p234s5s +5s",
    "[EEE] [SSS] [WWW] 123mN +N",
    "[234m] 456p678s55s34s +5s",
    "222m444p666s888m9p +9p",
    "[234s] [678s] [999s] 555s1s +1p",
    "(2222m) 123p456p789s5p +5p",
    "1112345678999m +5m",
    "19m19p19sESWNCFP +P",
    "1133557799s2s4s4s +2s",
    "[111p] 22p345p67p999p +8p",
    "19m19p19sESWNCFP",
    "111222333m456p9s +9s",
    "1m3p5s7m9pENP2s4m6p8sC",
];

/// MCR winners of every kind: chows, pungs, kongs, special shapes.
const MCR_HANDS: [&str; 16] = [
    "[123m] [567p] 45s678mEE +3s",
    "11m33m55p77p99sEEC +C",
    "19m19p19sESWNCFP +P",
    "123456789m234p5s +5s",
    "[EEE] [SSS] WWWNNN1m +1m",
    "123123123123p5s +5s",
    "1231237897895m +5m",
    "[222p] [333p] [444p] [555p] E +E",
    "222m444p666s888mE +E",
    "1112345678999m +5m",
    "1122334455667m +7m",
    "147m258p369s234mE +E",
    "14m258p36sESWNCF +P",
    "[123m] [123m] [123p] 123p5s +5s",
    "[1111m] [2222p] [3333s] 456mE +E",
    "1122334455668s +8s",
];

fn setups() -> Vec<Setup> {
    HANDS
        .iter()
        .map(|h| {
            let s: Setup = h.parse().expect("bench hand");
            s.seat(Wind::South).self_drawn_if(h.contains("(2222m)"))
        })
        .collect()
}

trait SelfDrawnIf {
    fn self_drawn_if(self, on: bool) -> Self;
}
impl SelfDrawnIf for Setup {
    fn self_drawn_if(self, on: bool) -> Setup {
        if on {
            self.with(|c| c.replacement_tile = true)
        } else {
            self
        }
    }
}

fn bench(c: &mut Criterion) {
    let setups = setups();
    for s in &setups {
        // Valid hands and one dead hand (below 2 doublings); no input errors.
        assert!(!matches!(score(s, &RuleSet::NTS), Err(mahjong_core::ScoreError::Invalid(_))), "bench hand is not a hand: {s}");
    }
    let mcr: Vec<Setup> = MCR_HANDS.iter().map(|h| h.parse::<Setup>().expect("mcr hand").seat(Wind::South)).collect();
    let ctx = mahjong_core::mcr::score::McrContext::default();
    for s in &mcr {
        let hand = mahjong_core::mcr::score::hand(s).expect("an mcr hand");
        assert!(mahjong_core::mcr::score::score(&hand, &ctx).is_some(), "not an MCR mahjong: {s}");
    }
    let mut g = c.benchmark_group("mcr");
    g.throughput(Throughput::Elements(mcr.len() as u64));
    g.bench_function("mixed_16_hands", |b| {
        b.iter(|| {
            for s in &mcr {
                let hand = mahjong_core::mcr::score::hand(black_box(s)).ok();
                black_box(hand.and_then(|h| mahjong_core::mcr::score::score(&h, &ctx)));
            }
        })
    });
    g.finish();

    let mut g = c.benchmark_group("score");
    g.throughput(Throughput::Elements(setups.len() as u64));
    g.bench_function("mixed_16_hands", |b| {
        b.iter(|| {
            for s in &setups {
                black_box(score(black_box(s), &RuleSet::NTS).ok());
            }
        })
    });
    g.finish();

    let lines: Vec<String> = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/benches/lines.jsonl"))
        .expect("benches/lines.jsonl")
        .lines()
        .map(String::from)
        .collect();
    let mut g = c.benchmark_group("json");
    g.throughput(Throughput::Elements(lines.len() as u64));
    g.bench_function("process_line", |b| {
        b.iter(|| {
            for l in &lines {
                black_box(process_line(black_box(l)));
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
