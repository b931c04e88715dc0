//! Speed of every kind of line `mjscore` answers (issue 23), end to end
//! through the line protocol: a Dutch hand written out in full (every
//! circumstance field, as organisers' scripts write them), an MCR hand,
//! a settlement, a game of 16 hands, a season of 30 evenings x 24 players
//! and a club evening's draw; the Dutch mix split into reading, scoring
//! and writing; and a tap's engine work in the app (the four seats'
//! results, the settlement, and which circumstances the situation panel
//! may enable). Run: `scripts/bench.sh` (or `cargo bench -p mahjong-core
//! --bench lines`).

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use mahjong_core::hand::{Hand, Setup};
use mahjong_core::json::{answer, parse, process_line, process_line_into, write_answer};
use mahjong_core::rules::RuleSet;
use mahjong_core::tile::Wind;
use mahjong_core::{score, settle};

/// 128 NTS lines of `scripts/nts-mix.py 128 4`: winners, non-winners and
/// refused hands, every field written out.
const NTS_FULL: &str = include_str!("nts-full.jsonl");

/// MCR winners: chows, pungs, kongs, seven pairs, thirteen orphans.
const MCR: [&str; 6] = [
    r#"{"rules":"mcr","seat_wind":"S","melds":[{"tiles":"123m","open":true},{"tiles":"567p","open":true}],"concealed":"45s678mEE3s","mahjong":true,"winning_tile":"3s"}"#,
    r#"{"rules":"mcr","seat_wind":"S","concealed":"11m33m55p77p99sEECC","mahjong":true,"winning_tile":"C"}"#,
    r#"{"rules":"mcr","seat_wind":"S","concealed":"19m19p19sESWNCFPP","mahjong":true,"winning_tile":"P"}"#,
    r#"{"rules":"mcr","seat_wind":"S","concealed":"123456789m234p55s","mahjong":true,"winning_tile":"5s","self_drawn":true}"#,
    r#"{"rules":"mcr","seat_wind":"S","melds":[{"tiles":"EEE","open":true},{"tiles":"SSS","open":true}],"concealed":"WWWNNN11m","mahjong":true,"winning_tile":"1m"}"#,
    r#"{"rules":"mcr","seat_wind":"S","melds":[{"tiles":"1111m","open":true},{"tiles":"2222p","open":false}],"concealed":"3333s456mEE","mahjong":true,"winning_tile":"E"}"#,
];

const SETTLE: &str = r#"{"settle":{"rules":"nts","scores":[64,96,0,20],"winner":1,"east":0,"dead":[2]}}"#;

/// A game of 16 hands: seed 003's hand and a plain win, alternately.
fn game() -> String {
    let hands: Vec<&str> = (0..16)
        .map(|i| {
            if i % 2 == 0 {
                r#"{"winner":1,"scores":[64,96,0,20],"dead":[2],"discarder":0}"#
            } else {
                r#"{"winner":2,"scores":[8,0,80,16]}"#
            }
        })
        .collect();
    format!(r#"{{"game":{{"rules":"nts","names":["Ans","Bep","Cor","Dirk"],"hands":[{}]}}}}"#, hands.join(","))
}

/// 24 players shuffled into 6 tables of 4, seeded.
fn seated(rng: &mut fastrand::Rng) -> Vec<Vec<String>> {
    let mut players: Vec<String> = (0..24).map(|i| format!("\"Speler {i:02}\"")).collect();
    rng.shuffle(&mut players);
    players.chunks(4).map(<[String]>::to_vec).collect()
}

/// 30 evenings of 24 players at 6 typed tables, seated at random.
fn season() -> String {
    let mut rng = fastrand::Rng::with_seed(1);
    let evenings: Vec<String> = (0..30)
        .map(|e| {
            let tables: Vec<String> = seated(&mut rng)
                .into_iter()
                .map(|players| {
                    let a = rng.i64(-40..40) * 50;
                    let b = rng.i64(-40..40) * 50;
                    let c = rng.i64(-40..40) * 50;
                    format!(
                        r#"{{"players":[{}],"totals":[{a},{b},{c},{}],"mahjongs":[1,0,2,0],"caused":[0,1,0,1]}}"#,
                        players.join(","),
                        -a - b - c
                    )
                })
                .collect();
            format!(r#"{{"date":"2026-{:02}-{:02}","tables":[{}]}}"#, 1 + e / 28, 1 + e % 28, tables.join(","))
        })
        .collect();
    format!(r#"{{"season":{{"reglement":"groene-hart","evenings":[{}]}}}}"#, evenings.join(","))
}

/// A club evening of 24 players after 12 evenings of history.
fn draw_line() -> String {
    let players: Vec<String> = (0..24).map(|i| format!("\"Speler {i:02}\"")).collect();
    let mut rng = fastrand::Rng::with_seed(2);
    let history: Vec<String> = (0..12)
        .map(|_| format!("[{}]", seated(&mut rng).iter().map(|t| format!("[{}]", t.join(","))).collect::<Vec<_>>().join(",")))
        .collect();
    format!(r#"{{"draw":{{"players":[{}],"rounds":1,"seed":42,"history":[{}]}}}}"#, players.join(","), history.join(","))
}

/// Seed 003's table (book 003): East 222m 555p CCC 678s 9m, South wins
/// 234m 456p 678p 567s 3s 3s on the 3s, West dead, North [444s] SSS 678s
/// 12s 99s.
fn table() -> Vec<Option<Setup>> {
    ["222m555pCCC678s9m", "234m456p678p567s3s +3s", "", "[444s] SSS678s12s99s"]
        .iter()
        .zip([Wind::East, Wind::South, Wind::West, Wind::North])
        .map(|(h, w)| (!h.is_empty()).then(|| h.parse::<Setup>().expect("seed 003").seat(w)))
        .collect()
}

fn bench(c: &mut Criterion) {
    let nts: Vec<&str> = NTS_FULL.lines().collect();
    let mcr: Vec<&str> = MCR.to_vec();
    for l in nts.iter().chain(&mcr) {
        assert!(!process_line(l).contains("\"bad_input\""), "bench line is refused for its shape: {l}");
    }
    let (game, season, draw) = (game(), season(), draw_line());
    for l in [SETTLE, &game, &season, &draw] {
        assert!(process_line(l).starts_with(r#"{"valid":true"#), "bench line is not valid: {}", &l[..80.min(l.len())]);
    }
    let mut out = Vec::with_capacity(1 << 16);
    let mut g = c.benchmark_group("line");
    for (name, lines) in [("hand_nts_full_fields", &nts), ("hand_mcr", &mcr)] {
        g.throughput(Throughput::Elements(lines.len() as u64));
        g.bench_function(name, |b| {
            b.iter(|| {
                for l in lines {
                    out.clear();
                    process_line_into(black_box(l.as_bytes()), &mut out);
                }
            })
        });
    }
    g.throughput(Throughput::Elements(1));
    for (name, line) in
        [("settle", SETTLE), ("game_16_hands", game.as_str()), ("season_30x24", season.as_str()), ("draw_24_after_12", draw.as_str())]
    {
        g.bench_function(name, |b| {
            b.iter(|| {
                out.clear();
                process_line_into(black_box(line.as_bytes()), &mut out);
            })
        });
    }
    g.finish();

    // The Dutch mix by phase: reading the line, scoring, writing the answer.
    let mut g = c.benchmark_group("nts_phase");
    g.throughput(Throughput::Elements(nts.len() as u64));
    g.bench_function("read", |b| b.iter(|| nts.iter().map(|l| parse(black_box(l.as_bytes())).is_ok() as u32).sum::<u32>()));
    g.bench_function("read_and_score", |b| {
        b.iter(|| {
            for l in &nts {
                black_box(parse(black_box(l.as_bytes())).map(answer).is_ok());
            }
        })
    });
    let answers: Vec<_> = nts.iter().map(|l| parse(l.as_bytes()).map_or_else(|e| e, answer)).collect();
    g.bench_function("write", |b| {
        b.iter(|| {
            for a in &answers {
                out.clear();
                write_answer(black_box(a), &mut out);
            }
        })
    });
    g.finish();

    // A tap in the app: the four seats' results, the settlement, and for
    // the winner each circumstance the situation panel asks the engine about.
    let seats = table();
    let rules = RuleSet::NTS;
    let mut g = c.benchmark_group("app");
    g.bench_function("tap_engine_work", |b| {
        b.iter(|| {
            let scores: Vec<u32> =
                seats.iter().map(|s| s.as_ref().and_then(|s| score(black_box(s), &rules).ok()).map_or(0, |sc| sc.score)).collect();
            black_box(settle(&scores, Some(1), 0, &[false, false, true, false], &rules).ok());
            let winner = seats[1].as_ref().expect("South wins");
            for k in 0..7 {
                let mut s = winner.clone();
                let c = &mut s.circumstances;
                *[
                    &mut c.self_drawn,
                    &mut c.last_tile_of_wall,
                    &mut c.replacement_tile,
                    &mut c.kong_on_kong,
                    &mut c.robbing_kong,
                    &mut c.heaven,
                    &mut c.earth,
                ][k] = true;
                black_box(Hand::new(&s, &rules).is_ok());
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
