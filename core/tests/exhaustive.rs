//! Every complete concealed hand (issue 14): all 11,498,658 hands of four
//! sets and a pair, plus the irregular shapes the rule sets know (seven
//! pairs, with or without a pair twice; thirteen orphans; nine gates; the
//! snakes and the court of Peking of NTS 2002 "Limietspelen"; MCR's honors
//! and knitted tiles and knitted straights). Each is scored under nts,
//! classic, nmb and mcr with each of its distinct tiles as the winning tile,
//! from a discard and self-drawn, and must keep the invariants below.
//!
//! `cargo test` runs a fixed sample, every 1,000th hand of the sorted list;
//! `scripts/exhaustive.sh` runs them all (`MJ_EXHAUSTIVE_STRIDE=1`) on every
//! core and prints the counts and the time.

use mahjong_core::arrange::GroupKind;
use mahjong_core::dutch::{self, ScoreError};
use mahjong_core::hand::Setup;
use mahjong_core::json::process_line;
use mahjong_core::mcr::fans::IMPLIED;
use mahjong_core::mcr::score::{self as mcr, McrContext};
use mahjong_core::mcr::{MAX_FAN, MIN_FAN};
use mahjong_core::rules::RuleSet;
use mahjong_core::tile::{Tile, Wind};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

type Counts = [u8; 34];

/// 34 counts of 0-4 in 3 bits each: sortable and small.
fn pack(c: &Counts) -> u128 {
    c.iter().enumerate().fold(0, |k, (i, &n)| k | (n as u128) << (3 * i))
}
fn unpack(k: u128) -> Counts {
    std::array::from_fn(|i| (k >> (3 * i) & 7) as u8)
}

/// The 55 sets as (first tile, kind): 21 chows and 34 pungs.
fn sets() -> Vec<[usize; 3]> {
    let chows = (0..27).filter(|i| i % 9 <= 6).map(|i| [i, i + 1, i + 2]);
    chows.chain((0..34).map(|i| [i, i, i])).collect()
}

/// Every distinct hand of four sets and a pair, sorted.
fn regular_hands() -> Vec<u128> {
    let sets = sets();
    let mut out = Vec::with_capacity(14_500_000);
    let n = sets.len();
    for a in 0..n {
        for b in a..n {
            for c in b..n {
                for d in c..n {
                    let mut counts = [0u8; 34];
                    for s in [a, b, c, d] {
                        for t in sets[s] {
                            counts[t] += 1;
                        }
                    }
                    if counts.iter().any(|&x| x > 4) {
                        continue;
                    }
                    for p in 0..34 {
                        if counts[p] <= 2 {
                            counts[p] += 2;
                            out.push(pack(&counts));
                            counts[p] -= 2;
                        }
                    }
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// The irregular shapes, each family with its own count (a hand may be in
/// several, and in the regular list too).
fn irregular_hands() -> Vec<(&'static str, Vec<u128>)> {
    let mut families = Vec::new();
    // Seven pairs of seven kinds: C(34, 7) = 5,379,616.
    let mut pairs = Vec::new();
    let mut pick = Vec::new();
    fn choose(from: usize, k: usize, pick: &mut Vec<usize>, f: &mut dyn FnMut(&[usize])) {
        if k == 0 {
            return f(pick);
        }
        for i in from..=34 - k {
            pick.push(i);
            choose(i + 1, k - 1, pick, f);
            pick.pop();
        }
    }
    choose(0, 7, &mut pick, &mut |p| {
        let mut c = [0u8; 34];
        p.iter().for_each(|&i| c[i] = 2);
        pairs.push(pack(&c));
    });
    families.push(("seven pairs", pairs));
    // Six kinds, one of them twice (four of a kind as two pairs, which MCR
    // allows): 34 x C(33, 5) = 8,069,424.
    let mut quads = Vec::new();
    choose(0, 6, &mut pick, &mut |p| {
        for &q in p {
            let mut c = [0u8; 34];
            p.iter().for_each(|&i| c[i] = 2);
            c[q] = 4;
            quads.push(pack(&c));
        }
    });
    families.push(("seven pairs with a pair twice", quads));
    // Thirteen orphans: one of each and a second of one of them.
    let orphans: Vec<u128> = ORPHANS
        .iter()
        .map(|&extra| {
            let mut c = [0u8; 34];
            ORPHANS.iter().for_each(|&i| c[i] = 1);
            c[extra] = 2;
            pack(&c)
        })
        .collect();
    families.push(("thirteen orphans", orphans));
    let suit = |s: usize, ranks: &[u8]| -> Counts {
        let mut c = [0u8; 34];
        for (r, &n) in ranks.iter().enumerate() {
            c[s * 9 + r] = n;
        }
        c
    };
    // Nine gates: 1112345678999 and one more of the suit.
    let gates: Vec<u128> = (0..3)
        .flat_map(|s| {
            (0..9).map(move |r| {
                let mut c = suit(s, &[3, 1, 1, 1, 1, 1, 1, 1, 3]);
                c[s * 9 + r] += 1;
                pack(&c)
            })
        })
        .collect();
    families.push(("nine gates", gates));
    // Windenslang: 1-9, E S W N and one more of those; drakenslang: 1-9,
    // C F P and a pair of one wind; hof van Peking: 1-7 and the 7 honours.
    let mut snakes = Vec::new();
    for s in 0..3 {
        let mut wind = suit(s, &[1; 9]);
        (27..31).for_each(|i| wind[i] = 1);
        for extra in (s * 9..s * 9 + 9).chain(27..31) {
            let mut c = wind;
            c[extra] += 1;
            snakes.push(pack(&c));
        }
        for pair in 27..31 {
            let mut c = suit(s, &[1; 9]);
            (31..34).for_each(|i| c[i] = 1);
            c[pair] = 2;
            snakes.push(pack(&c));
        }
        let mut court = suit(s, &[1, 1, 1, 1, 1, 1, 1, 0, 0]);
        (27..34).for_each(|i| court[i] = 1);
        snakes.push(pack(&court));
    }
    families.push(("snakes and court of Peking", snakes));
    // MCR: honors and knitted tiles (14 of the 16 of a pattern).
    let patterns: Vec<[usize; 9]> = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        .iter()
        .map(|o| std::array::from_fn(|k| o[k / 3] * 9 + (k % 3) * 3 + k / 3))
        .collect();
    let mut knitted = Vec::new();
    for p in &patterns {
        let tiles: Vec<usize> = p.iter().copied().chain(27..34).collect();
        for x in 0..16 {
            for y in x + 1..16 {
                let mut c = [0u8; 34];
                tiles.iter().enumerate().filter(|&(k, _)| k != x && k != y).for_each(|(_, &i)| c[i] = 1);
                knitted.push(pack(&c));
            }
        }
    }
    families.push(("honors and knitted tiles", knitted));
    // MCR: a knitted straight with one set and a pair.
    let mut straights = Vec::new();
    for p in &patterns {
        for set in sets() {
            for pair in 0..34 {
                let mut c = [0u8; 34];
                p.iter().for_each(|&i| c[i] += 1);
                set.iter().for_each(|&i| c[i] += 1);
                c[pair] += 2;
                if c.iter().all(|&n| n <= 4) {
                    straights.push(pack(&c));
                }
            }
        }
    }
    straights.sort_unstable();
    straights.dedup();
    families.push(("knitted straight, a set and a pair", straights));
    families
}

fn tiles_of(c: &Counts) -> Vec<Tile> {
    (0..34u8).flat_map(|i| std::iter::repeat_n(Tile::from_index(i).unwrap(), c[i as usize] as usize)).collect()
}

/// What one hand broke, if anything.
#[derive(Default)]
struct Tally {
    scorings: AtomicUsize,
    json_checked: AtomicUsize,
    failures: Mutex<Vec<String>>,
}

impl Tally {
    fn fail(&self, what: String) {
        let mut f = self.failures.lock().unwrap();
        if f.len() < 50 {
            f.push(what);
        }
    }
}

/// Scores one hand every way and checks the invariants. `regular`: the
/// hand is four sets and a pair, so every rule set must find a mahjong.
fn check_hand(c: &Counts, regular: bool, n: usize, tally: &Tally) {
    let tiles = tiles_of(c);
    let name: String = tiles.iter().map(|t| t.to_string()).collect();
    for w in (0..34u8).filter(|&i| c[i as usize] > 0).map(|i| Tile::from_index(i).unwrap()) {
        for self_drawn in [false, true] {
            let mut setup = Setup::new(Vec::new(), tiles.clone(), Some(w));
            // Seat and round winds vary with the hand, so all 16 pairs occur.
            setup.seat_wind = [Wind::East, Wind::South, Wind::West, Wind::North][n % 4];
            setup.round_wind = [Wind::East, Wind::South, Wind::West, Wind::North][(n / 4) % 4].tile();
            setup.circumstances.self_drawn = self_drawn;
            let what = || format!("{name} +{w}{}", if self_drawn { " self-drawn" } else { "" });
            for rules in RuleSet::PRESETS {
                tally.scorings.fetch_add(1, Ordering::Relaxed);
                match dutch::score(&setup, &rules) {
                    Ok(s) => check_dutch(&s, c, w, &rules, tally, &what),
                    Err(ScoreError::NoValidMahjong { .. }) => {}
                    Err(ScoreError::NotComplete) if !regular => {}
                    Err(e) => tally.fail(format!("{} {}: {e}", rules.variant, what())),
                }
            }
            tally.scorings.fetch_add(1, Ordering::Relaxed);
            check_mcr(&setup, regular, tally, &what);
            // One in 97 MCR scorings also through mjscore's line: at least 8
            // fans is valid, fewer is below_minimum with its fan_total.
            if n % 97 == 0 {
                tally.json_checked.fetch_add(1, Ordering::Relaxed);
                let line = format!(
                    r#"{{"rules":"mcr","seat_wind":"{}","round_wind":"{}","concealed":"{name}","mahjong":true,"winning_tile":"{w}","self_drawn":{self_drawn}}}"#,
                    setup.seat_wind.tile(),
                    setup.round_wind
                );
                let out = process_line(&line);
                let total =
                    out.split(r#""fan_total":"#).nth(1).and_then(|r| r.split([',', '}']).next()).and_then(|t| t.parse::<u32>().ok());
                let ok = match total {
                    Some(t) if t >= MIN_FAN => out.starts_with(r#"{"valid":true"#),
                    Some(_) => out.contains(r#""code":"below_minimum""#),
                    None => !regular && out.contains(r#""code":"not_complete""#),
                };
                if !ok {
                    tally.fail(format!("mcr line {}: {out}", what()));
                }
            }
        }
    }
}

fn check_dutch(s: &dutch::Score, c: &Counts, w: Tile, rules: &RuleSet, tally: &Tally, what: &dyn Fn() -> String) {
    // NTS 2002 "Berekening", rulings 14 and 21: the limit's value, or the
    // points doubled, capped at the limit, rounded to tens where played.
    let want = match s.limit {
        Some(l) => l.value,
        None => rules.round_score(((s.points as u64) << s.doublings.min(40)).min(rules.limit as u64) as u32),
    };
    if s.score != want {
        tally.fail(format!(
            "{} {}: score {} but points {} x 2^{} (limit {:?}) give {want}",
            rules.variant,
            what(),
            s.score,
            s.points,
            s.doublings,
            s.limit
        ));
    }
    // Issue 19: every score the engine gives is one a typed score may be
    // (rulings 4-8, 14-18, 21): the bound is derived from the same tables.
    if let Err(e) = dutch::bounds::check_score(rules, s.score, true) {
        tally.fail(format!("{} {}: the engine scores {} but the bounds refuse it: {e}", rules.variant, what(), s.score));
    }
    if let Some(arr) = &s.arrangement {
        // The arrangement holds exactly the hand's tiles.
        let mut used = [0u8; 34];
        for g in arr.groups() {
            for t in g.tiles() {
                used[t.index()] += 1;
            }
        }
        if &used != c {
            tally.fail(format!("{} {}: the arrangement {:?} is not the hand", rules.variant, what(), arr.groups()));
        }
        // The winning tile completes the hand without it (ruling 7), and
        // sits in the group the arrangement says it completed.
        if !s.waits.contains(&w) {
            tally.fail(format!("{} {}: {w} is not among the waits {:?}", rules.variant, what(), s.waits));
        }
        if !arr.winning_group().is_some_and(|g| g.contains(w)) {
            tally.fail(format!("{} {}: the winning group does not hold {w}", rules.variant, what()));
        }
        if arr.groups().iter().filter(|g| g.kind == GroupKind::Pair).count() != 1 {
            tally.fail(format!("{} {}: not one pair", rules.variant, what()));
        }
    }
}

fn check_mcr(setup: &Setup, regular: bool, tally: &Tally, what: &dyn Fn() -> String) {
    let hand = match mcr::hand(setup) {
        Ok(h) => h,
        Err(e) => return tally.fail(format!("mcr {}: {e}", what())),
    };
    let Some(s) = mcr::score(&hand, &McrContext::default()) else {
        if regular {
            tally.fail(format!("mcr {}: four sets and a pair, yet no mahjong", what()));
        }
        return;
    };
    // The total is the sum of the fans (2006 "Scoring"), no flowers here.
    let sum: u32 = s.fans.iter().map(|&(f, n)| f.value() * n).sum();
    if s.total != sum || s.without_flowers != sum {
        tally.fail(format!("mcr {}: total {} but the fans add up to {sum}", what(), s.total));
    }
    // Issue 19: no hand passes the highest total a typed fan total may be.
    if s.total > MAX_FAN {
        tally.fail(format!("mcr {}: total {} above MAX_FAN {MAX_FAN}", what(), s.total));
    }
    // No fan beside one it implies (the IMPLIED table, ruling 28 included).
    for (f, implied) in IMPLIED {
        if s.fans.iter().any(|(g, _)| g == f) {
            if let Some((g, _)) = s.fans.iter().find(|(g, _)| implied.contains(g)) {
                tally.fail(format!("mcr {}: {g:?} beside {f:?}, which implies it", what()));
            }
        }
    }
}

#[test]
fn every_complete_hand() {
    let stride: usize = std::env::var("MJ_EXHAUSTIVE_STRIDE").ok().and_then(|s| s.parse().ok()).unwrap_or(1000).max(1);
    let start = Instant::now();
    let regular = regular_hands();
    // The number of distinct concealed hands of four sets and a pair.
    assert_eq!(regular.len(), 11_498_658);
    let irregular = irregular_hands();
    for (family, hands) in &irregular {
        assert!(hands.iter().all(|&k| unpack(k).iter().map(|&n| n as u32).sum::<u32>() == 14), "{family}: not 14 tiles");
    }
    let enumerated = start.elapsed();
    // The sample takes every stride-th hand of the big lists and all of the
    // small families (fewer than 100,000 hands: orphans, gates, snakes, knitted).
    let mut work: Vec<(u128, bool)> = regular.iter().step_by(stride).map(|&k| (k, true)).collect();
    for (_, hands) in &irregular {
        let step = if hands.len() < 100_000 { 1 } else { stride };
        work.extend(hands.iter().step_by(step).map(|&k| (k, false)));
    }
    let tally = Tally::default();
    let next = AtomicUsize::new(0);
    let panics = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    // A panic in the engine is reported with its hand, and the run goes on.
    std::panic::set_hook(Box::new(|_| {}));
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(&(k, reg)) = work.get(i) else { break };
                let c = unpack(k);
                if std::panic::catch_unwind(|| check_hand(&c, reg, i, &tally)).is_err() {
                    panics.fetch_add(1, Ordering::Relaxed);
                    tally.fail(format!("panic on {}", tiles_of(&c).iter().map(|t| t.to_string()).collect::<String>()));
                }
            });
        }
    });
    let _ = std::panic::take_hook();
    let failures = tally.failures.into_inner().unwrap();
    eprintln!("every {stride}th hand of the big lists, all of the small: {} hands checked on {threads} threads", work.len());
    eprintln!("  four sets and a pair: {} distinct hands", regular.len());
    for (family, hands) in &irregular {
        eprintln!("  {family}: {} hands", hands.len());
    }
    eprintln!(
        "  {} scorings (nts, classic, nmb, mcr x each distinct winning tile x discard/self-drawn), {} also as mjscore lines; {} panics, {} invariant failures",
        tally.scorings.load(Ordering::Relaxed),
        tally.json_checked.load(Ordering::Relaxed),
        panics.load(Ordering::Relaxed),
        failures.len()
    );
    eprintln!("  enumeration {:.1} s, scoring {:.1} s", enumerated.as_secs_f64(), (start.elapsed() - enumerated).as_secs_f64());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The checks themselves can fail: a score one off (twice: not the points
/// doubled, and no possible score), an arrangement that is
/// not the hand and a fan beside one it implies are each reported.
#[test]
fn the_invariants_catch_wrong_answers() {
    // 111m 222m 333m 456m 99m won on 9m: a full flush, valid under NTS.
    let tiles = mahjong_core::tile::parse_tiles("11122233345699m").unwrap();
    let mut c = [0u8; 34];
    tiles.iter().for_each(|t| c[t.index()] += 1);
    let w: Tile = "9m".parse().unwrap();
    let setup = Setup::new(Vec::new(), tiles, Some(w));
    let good = dutch::score(&setup, &RuleSet::NTS).unwrap();
    let tally = Tally::default();
    check_dutch(&good, &c, w, &RuleSet::NTS, &tally, &|| "good".into());
    assert!(tally.failures.lock().unwrap().is_empty());
    let mut wrong = good.clone();
    wrong.score += 1;
    check_dutch(&wrong, &c, w, &RuleSet::NTS, &tally, &|| "score".into());
    let mut other = c;
    other[0] -= 1;
    other[1] += 1;
    check_dutch(&good, &other, w, &RuleSet::NTS, &tally, &|| "tiles".into());
    let mut not_a_wait = good.clone();
    not_a_wait.waits.clear();
    check_dutch(&not_a_wait, &c, w, &RuleSet::NTS, &tally, &|| "waits".into());
    let f = tally.failures.lock().unwrap();
    // A score one off breaks two invariants: points x 2^doublings, and it
    // is no possible score (an odd winner's score, issue 19).
    assert_eq!(f.len(), 4, "{f:#?}");
    assert!(f[0].contains("score") && f[1].contains("the bounds refuse it"), "{f:#?}");
    assert!(f[2].contains("is not the hand") && f[3].contains("among the waits"), "{f:#?}");
}
