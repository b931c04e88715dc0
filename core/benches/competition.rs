//! Speed of the club competition (issue 21): the standings of a season of
//! 30 evenings x 24 players, and the draw: each tournament size of the
//! issue, and one club evening with 30 evenings of history (at most 50 ms
//! natively: it runs on a phone). The draws' quality is printed first.
//! Run: `cargo bench -p mahjong-core --bench competition`.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use mahjong_core::competition::draw::{draw, Remainder, Request, RoundTables};
use mahjong_core::competition::{standings, Evening, Reglement, Season, Table, TableResult};
use mahjong_core::json::process_line;

fn names(n: usize) -> Vec<String> {
    (0..n).map(|i| format!("Speler {i:02}")).collect()
}

/// 30 evenings of 24 players at 6 tables, drawn from the history; totals
/// from a seeded generator.
fn season() -> (Season, Vec<RoundTables>) {
    let players = names(24);
    let mut history: Vec<RoundTables> = Vec::new();
    let mut rng = fastrand::Rng::with_seed(1);
    let mut evenings = Vec::new();
    for e in 0..30u64 {
        let d = draw(&Request { players: &players, history: &history, keep: &[], rounds: 1, seed: e, prefer: Remainder::Five }).unwrap();
        let tables = d.rounds[0]
            .iter()
            .map(|t| Table {
                results: t
                    .iter()
                    .map(|p| TableResult { player: p.clone(), total: rng.i64(-40..40) * 50, made: rng.u32(0..5), caused: rng.u32(0..4) })
                    .collect(),
                unfinished: false,
            })
            .collect();
        evenings.push(Evening { date: format!("2026-{:02}-{:02}", 1 + e / 28, 1 + e % 28).parse().unwrap(), tables });
        history.extend(d.rounds);
    }
    (Season { members: None, evenings }, history)
}

fn season_line(s: &Season) -> String {
    let evenings: Vec<String> = s
        .evenings
        .iter()
        .map(|e| {
            let tables: Vec<String> = e
                .tables
                .iter()
                .map(|t| {
                    let list = |f: &dyn Fn(&TableResult) -> String| t.results.iter().map(f).collect::<Vec<_>>().join(",");
                    format!(
                        r#"{{"players":[{}],"totals":[{}],"mahjongs":[{}],"caused":[{}]}}"#,
                        list(&|r| format!("{:?}", r.player)),
                        list(&|r| r.total.to_string()),
                        list(&|r| r.made.to_string()),
                        list(&|r| r.caused.to_string())
                    )
                })
                .collect();
            format!(r#"{{"date":"{}","tables":[{}]}}"#, e.date, tables.join(","))
        })
        .collect();
    format!(r#"{{"season":{{"reglement":"groene-hart","evenings":[{}]}}}}"#, evenings.join(","))
}

const TOURNAMENTS: [(usize, usize); 8] = [(16, 4), (16, 5), (20, 5), (32, 5), (36, 4), (40, 4), (24, 6), (28, 6)];

fn bench(c: &mut Criterion) {
    let (s, history) = season();
    let line = season_line(&s);
    let club = names(24);
    // The quality of each draw, once, for the record.
    for (n, rounds) in TOURNAMENTS {
        let players = names(n);
        let d = draw(&Request { players: &players, history: &[], keep: &[], rounds, seed: 42, prefer: Remainder::Five }).unwrap();
        eprintln!(
            "draw {n} players x {rounds} rounds (seed 42): {}, {} repeat meetings, most meetings of a pair {}",
            d.method, d.quality.repeats, d.quality.max_meetings
        );
    }
    let d = draw(&Request { players: &club, history: &history, keep: &[], rounds: 1, seed: 42, prefer: Remainder::Five }).unwrap();
    eprintln!("club evening of 24 after 30 evenings: {:?}", d.quality);
    eprintln!("season line: {} bytes", line.len());

    c.bench_function("standings 30 evenings x 24 players (groene-hart)", |b| b.iter(|| standings(black_box(&s), &Reglement::GROENE_HART)));
    c.bench_function("season line 30 x 24, JSON in and out", |b| b.iter(|| process_line(black_box(&line))));
    c.bench_function("draw club evening, 24 players, 30 evenings of history", |b| {
        b.iter(|| draw(&Request { players: &club, history: black_box(&history), keep: &[], rounds: 1, seed: 42, prefer: Remainder::Five }))
    });
    let mut g = c.benchmark_group("draw tournament");
    g.sample_size(10);
    for (n, rounds) in TOURNAMENTS {
        let players = names(n);
        g.bench_function(format!("{n} players x {rounds} rounds"), |b| {
            b.iter(|| draw(&Request { players: black_box(&players), history: &[], keep: &[], rounds, seed: 42, prefer: Remainder::Five }))
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
