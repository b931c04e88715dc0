//! The 331 MCR hands of `../shared/peers/cases.jsonl`: hands that three
//! other projects (GB-Mahjong, Hidden-me/mahjong, guobiao-mahjong-calc)
//! score in their own tests. Read from there, never copied into this
//! project. Where `../shared` is absent (a clone outside this machine's
//! layout) the test says so and is counted as skipped; under CI it fails
//! (`common::absent`, issue 48).
//!
//! The sources depart from the 2006 book and seed 004 in five documented
//! places (`../shared/peers/README.md`); the book and 004 stand, so each
//! departure is applied to *our* answer to predict theirs, and nothing else
//! is allowed to differ:
//! - 004, Fully Concealed Hand: the seven fans that imply a concealed hand
//!   take Fully Concealed Hand (4) when self-drawn; the sources give
//!   Self-Drawn (1), or nothing where Last Tile Draw or Out with Replacement
//!   Tile already implies it.
//! - Two Concealed Kongs is 8 (2006, 004); the sources keep 1998's 6.
//! - Melded Kong 1 + Concealed Kong 2 (2006); the sources count 5 for both.
//! - 004: winning with a knitted straight's tile is never an edge, closed or
//!   single wait; where that tile can also be read in the other set or the
//!   pair and it is the hand's only winning tile, the sources count the wait
//!   (1). gb-081 is disputed between the sources: either total passes.
//! - Nine Gates counts with its implied fans only (2006, 004); the sources add
//!   a regular split's fans, so theirs is more and names Nine Gates.
//!
//! Ruling 28 (All Terminals implies Double Pung) agrees with the sources.

mod common;
use mahjong_core::json::process_line;
use serde_json::{json, Value};

const CASES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/peers/cases.jsonl");

/// The fans 004 lets take Fully Concealed Hand when self-drawn.
const IMPLY_CONCEALED: [&str; 7] = [
    "Lesser Honors and Knitted Tiles",
    "Greater Honors and Knitted Tiles",
    "Seven Pairs",
    "Four Concealed Pungs",
    "Nine Gates",
    "Seven Shifted Pairs",
    "Thirteen Orphans",
];

/// The mjscore line of a case: the hand without the source's fields.
fn line(case: &Value) -> Value {
    let mut hand = case.clone();
    for k in ["id", "expect", "source", "note", "confirmed_by", "disputed"] {
        hand.as_object_mut().unwrap().remove(k);
    }
    hand
}

/// Our total and fan names (one name per count); a hand below the minimum
/// still has them (`below_minimum` carries its `fan_total` and `fans`).
fn ours(answer: &Value) -> Option<(u64, Vec<String>)> {
    let body = if answer["valid"] == true {
        answer
    } else if answer["error"]["code"] == "below_minimum" {
        &answer["error"]
    } else {
        return None;
    };
    let fans = body["fans"]
        .as_array()?
        .iter()
        .flat_map(|f| std::iter::repeat_n(f["en"].as_str().unwrap().to_string(), f["count"].as_u64().unwrap() as usize))
        .collect();
    Some((body["fan_total"].as_u64()?, fans))
}

/// How many tiles complete the hand without its winning tile (a sources'
/// wait fan needs exactly one).
fn winning_tiles(hand: &Value) -> usize {
    let w = hand["winning_tile"].as_str().unwrap();
    let concealed = hand["concealed"].as_str().unwrap();
    let tiles = mahjong_core::tile::parse_tiles(concealed).unwrap();
    let mut rest = tiles.clone();
    let at = rest.iter().position(|t| t.to_string() == w).unwrap();
    rest.remove(at);
    (0..34u8)
        .filter_map(mahjong_core::tile::Tile::from_index)
        .filter(|t| {
            let mut h = hand.clone();
            let text: String = rest.iter().chain([t]).map(|t| t.to_string()).collect();
            h["concealed"] = json!(text);
            h["winning_tile"] = json!(t.to_string());
            ours(&serde_json::from_str(&process_line(&h.to_string())).unwrap()).is_some()
        })
        .count()
}

/// True when the hand holds the winning tile's kind more than once: it can
/// then be read in the knitted straight's other set or pair too, where the
/// sources find their wait.
fn also_outside_the_straight(hand: &Value) -> bool {
    let w = hand["winning_tile"].as_str().unwrap();
    let tiles = mahjong_core::tile::parse_tiles(hand["concealed"].as_str().unwrap()).unwrap();
    tiles.iter().filter(|t| t.to_string() == w).count() >= 2
}

/// What the sources give for a hand we score `total` with `fans`, and the
/// departure that explains the difference (`None`: none applies).
fn predicted(hand: &Value, total: u64, fans: &[String]) -> (i64, Vec<&'static str>) {
    let has = |f: &str| fans.iter().any(|x| x == f);
    let mut t = total as i64;
    let mut why = Vec::new();
    if has("Fully Concealed Hand") && IMPLY_CONCEALED.iter().any(|f| has(f)) {
        t -= 4;
        if !has("Last Tile Draw") && !has("Out with Replacement Tile") {
            t += 1;
        }
        why.push("fully concealed");
    }
    if has("Two Concealed Kongs") {
        t -= 2;
        why.push("two concealed kongs");
    }
    if has("Melded Kong") && has("Concealed Kong") {
        t += 2;
        why.push("melded and concealed kong");
    }
    let waits = ["Edge Wait", "Closed Wait", "Single Wait"];
    if has("Knitted Straight") && !waits.iter().any(|w| has(w)) && also_outside_the_straight(hand) && winning_tiles(hand) == 1 {
        t += 1;
        why.push("knitted straight wait");
    }
    (t, why)
}

#[test]
fn peer_cases_agree_but_for_the_documented_departures() {
    let Ok(text) = std::fs::read_to_string(CASES) else {
        return common::absent("peer_cases_agree_but_for_the_documented_departures", CASES);
    };
    let mut failures = Vec::new();
    let (mut exact, mut departed, mut not_wins, mut nine_gates) = (0, 0, 0, 0);
    let mut by_departure = std::collections::BTreeMap::<&str, usize>::new();
    let cases: Vec<Value> = text.lines().filter(|l| !l.trim().is_empty()).map(|l| serde_json::from_str(l).unwrap()).collect();
    for case in &cases {
        let id = case["id"].as_str().unwrap();
        let expect = &case["expect"];
        let hand = line(case);
        let answer: Value = serde_json::from_str(&process_line(&hand.to_string())).unwrap();
        if expect["not_a_win"] == true {
            if answer["error"]["code"] == "not_complete" {
                not_wins += 1;
            } else {
                failures.push(format!("{id}: the source says no winning hand; we answer {answer}"));
            }
            continue;
        }
        let Some((total, fans)) = ours(&answer) else {
            failures.push(format!("{id}: {answer}"));
            continue;
        };
        if let Some(include) = expect["fans_include"].as_array() {
            // The source asserts only that these fans are counted.
            let missing: Vec<&Value> = include.iter().filter(|f| !fans.iter().any(|x| f == &x)).collect();
            if missing.is_empty() {
                exact += 1;
            } else {
                failures.push(format!("{id}: the source counts {missing:?}; ours {fans:?}"));
            }
            continue;
        }
        let theirs = expect["fan_total"].as_i64().unwrap();
        if fans.iter().any(|f| f == "Nine Gates") {
            // Theirs adds a regular split's fans to Nine Gates.
            let named = expect["fans"].as_array().is_none_or(|f| f.iter().any(|x| x == "Nine Gates"));
            let (base, _) = predicted(&hand, total, &fans);
            if named && theirs >= base {
                nine_gates += 1;
            } else {
                failures.push(format!("{id}: Nine Gates: theirs {theirs}, ours {total} {fans:?}"));
            }
            continue;
        }
        let (want, why) = predicted(&hand, total, &fans);
        let disputed = case["disputed"].is_string() && (theirs == total as i64 || theirs == want);
        if want != theirs && !disputed {
            failures.push(format!("{id}: theirs {theirs}, ours {total} (predicted {want} after {why:?}) {fans:?} vs {}", expect["fans"]));
            continue;
        }
        if why.is_empty() {
            // No departure: the same fans, once per count, as the source lists
            // them (or its alternative list, same total).
            let mut mine: Vec<&str> = fans.iter().map(String::as_str).collect();
            mine.sort_unstable();
            let same = |key: &str| {
                expect[key].as_array().is_some_and(|l| {
                    let mut l: Vec<&str> = l.iter().filter_map(Value::as_str).collect();
                    l.sort_unstable();
                    l == mine
                })
            };
            let listed = expect["fans"].is_array();
            if listed && !same("fans") && !same("fans_alt") {
                failures.push(format!("{id}: same total {total}, other fans: ours {mine:?}, theirs {}", expect["fans"]));
                continue;
            }
            exact += 1;
        } else {
            departed += 1;
            for w in why {
                *by_departure.entry(w).or_default() += 1;
            }
        }
    }
    eprintln!(
        "{} peer cases: {exact} agree exactly, {departed} after documented departures {by_departure:?}, {nine_gates} Nine Gates, {not_wins} no winning hand; {} disagree",
        cases.len(),
        failures.len()
    );
    // 331 cases on 2026-11-26: a case lost from the reading fails here too.
    assert_eq!(cases.len(), 331);
    assert!(failures.is_empty(), "{} of {} disagree:\n{}", failures.len(), cases.len(), failures.join("\n"));
}

/// Issue 32: a game hand's listed fans must be fans a hand can have (each
/// at most as often as it counts, none beside a fan implying it, 8 before
/// flowers). The engine's own fans for every peer hand it scores pass
/// that check, so the check refuses no hand the engine gives.
#[test]
fn the_engines_fans_make_valid_game_lines() {
    let Ok(text) = std::fs::read_to_string(CASES) else {
        return common::absent("the_engines_fans_make_valid_game_lines", CASES);
    };
    let mut checked = 0;
    for case in text.lines().filter(|l| !l.trim().is_empty()).map(|l| serde_json::from_str::<Value>(l).unwrap()) {
        let answer: Value = serde_json::from_str(&process_line(&line(&case).to_string())).unwrap();
        if answer["valid"] != true {
            continue;
        }
        let fans: Vec<&str> = answer["fans"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|f| std::iter::repeat_n(f["id"].as_str().unwrap(), f["count"].as_u64().unwrap() as usize))
            .collect();
        let game = json!({"game": {"rules": "mcr", "hands": [{"winner": 1, "fan": answer["fan_total"], "fans": fans}]}});
        let out = process_line(&game.to_string());
        assert!(out.starts_with(r#"{"valid":true"#), "{}: {fans:?}\n -> {out}", case["id"]);
        checked += 1;
    }
    // 321 of the 331 score (the others are no win or below 8 fans).
    assert_eq!(checked, 321);
}
