//! The rating and mers lines (issue 53, C23, C24), read from text as
//! mjscore and the JS API take them.

use super::super::{answer as answer_line, parse};

fn answered(line: &str) -> serde_json::Value {
    let a = match parse(line.as_bytes()) {
        Ok(l) => answer_line(l),
        Err(a) => a,
    };
    serde_json::to_value(&a).unwrap()
}

/// One evening of four from the defaults (C23): the winner's mu
/// 32.90569415042095, sigma 7.5012190693964005 (OpenSkill's BT-full
/// vector), shown 32.9057 - 3 × 7.5012 = 10.4, voorlopig (sigma > 4); the
/// last 17.0943 - 22.5037 = -5.4. The next season's evening (a week
/// later) ages every sigma first.
#[test]
fn a_rating_line() {
    let season = |name: &str, date: &str| {
        format!(
            r#"{{"name":"{name}","reglement":"keevel","evenings":[{{"date":"{date}","tables":[{{"players":["Ans","Bep","Cor","Dirk"],"totals":[60,20,-30,-50]}}]}}]}}"#
        )
    };
    let one = answered(&format!(r#"{{"rating":{{"seasons":[{}]}}}}"#, season("Najaar", "2026-09-01")));
    assert_eq!(one["valid"], true, "{one}");
    let players = one["players"].as_array().unwrap();
    assert_eq!(players.iter().map(|p| p["player"].as_str().unwrap()).collect::<Vec<_>>(), ["Ans", "Bep", "Cor", "Dirk"]);
    assert_eq!((players[0]["rating"].as_f64(), players[0]["provisional"].as_bool()), (Some(10.4), Some(true)));
    assert_eq!(players[3]["rating"].as_f64(), Some(-5.4));
    assert_eq!(players[0]["course"], serde_json::json!([["2026-09-01", 10.4]]));
    let two = answered(&format!(r#"{{"rating":{{"seasons":[{},{}]}}}}"#, season("Voorjaar", "2027-02-02"), season("Najaar", "2026-09-01")));
    let ans = &two["players"][0];
    assert_eq!((ans["player"].as_str(), ans["tables"].as_u64()), (Some("Ans"), Some(2)));
    assert_eq!(ans["course"][0][0], "2026-09-01", "by date, whatever the seasons' order");
}

/// A season the engine cannot read is named; the line is no rating.
#[test]
fn a_rating_line_with_a_bad_season() {
    let a = answered(r#"{"rating":{"seasons":[{"name":"Kapot","reglement":"geen-reglement","evenings":[]}]}}"#);
    assert_eq!(a["valid"], false);
    assert!(a["error"]["message"].as_str().unwrap().starts_with("season 'Kapot': "), "{a}");
}

/// Two tournaments for Pien (C24), reckoned on 1 December 2026:
/// - Open A (16 players, 1 day, 5 countries; weight 1): 3rd, base rank
///   1000 × 13 / 15 = 867;
/// - Open B (60 players: 0.5; 2 days; 6 countries: 0.5; weight 3): 32nd,
///   1000 × 28 / 59 = 475.
///
/// Padded with three 0s at weight 1. A (5 results): (867 + 475 × 3) / 7 =
/// 2292 / 7 = 327.43; B (best 4): 2292 / 6 = 382; MERS (327.43 + 382) / 2
/// = 354.71. Everyone else played one tournament: not listed.
#[test]
fn a_mers_line() {
    let results = |n: usize, pien: usize, tag: &str| {
        (1..=n)
            .map(|p| {
                if p == pien {
                    format!(r#"{{"player":"Pien","ema":"04000001","place":{p}}}"#)
                } else {
                    format!(r#"{{"player":"{tag}{p}","place":{p}}}"#)
                }
            })
            .collect::<Vec<_>>()
            .join(",")
    };
    let line = format!(
        r#"{{"mers":{{"on":"2026-12-01","tournaments":[{{"name":"Open A","date":"2026-05-10","countries":5,"results":[{}]}},{{"name":"Open B","date":"2026-10-04","days":2,"countries":6,"results":[{}]}}]}}}}"#,
        results(16, 3, "a"),
        results(60, 32, "b")
    );
    let a = answered(&line);
    assert_eq!(a["valid"], true, "{a}");
    let players = a["players"].as_array().unwrap();
    assert_eq!(players.len(), 1);
    let pien = &players[0];
    assert_eq!((pien["player"].as_str(), pien["ema"].as_str(), pien["rank"].as_u64()), (Some("Pien"), Some("04000001"), Some(1)));
    assert_eq!((pien["part_a"].as_f64(), pien["part_b"].as_f64(), pien["mers"].as_f64()), (Some(327.43), Some(382.0), Some(354.71)));
    let ranks: Vec<u64> = pien["results"].as_array().unwrap().iter().map(|r| r["base_rank"].as_u64().unwrap()).collect();
    assert_eq!(ranks, [867, 475, 0, 0, 0]);
    assert_eq!(pien["results"][1]["weight"].as_f64(), Some(3.0));
}

/// Every problem at once: a bad reckoning day, a place past N.
#[test]
fn a_mers_line_with_problems() {
    let a = answered(
        r#"{"mers":{"on":"1 december","tournaments":[{"name":"T","date":"2026-05-10","countries":1,"results":[{"player":"Ans","place":2}]}]}}"#,
    );
    assert_eq!(a["valid"], false);
    let m = a["error"]["message"].as_str().unwrap();
    assert!(m.contains("reckoning day '1 december'") && m.contains("Ans has place 2 of 1"), "{m}");
}
