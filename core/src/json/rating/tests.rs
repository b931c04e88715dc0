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

/// The tournament of `json::tournament`'s tests (8 players, MCR, C12, 2
/// rounds), on 13 June 2026, 2 days, with qualification; `results` its
/// rounds' results.
fn own_tournament(results: &str) -> crate::json::season::SeasonIn {
    let text = format!(
        r#"{{"name":"Open Gouda","date":"2026-06-13","rules":"mcr","rounds":2,
        "players":["A","B","C","D",{{"name":"Eva van Dam","ema":"08010045","country":"NED"}},"F","G","H"],
        "draw":[[["A","B","C","D"],["Eva van Dam","F","G","H"]],[["A","Eva van Dam","C","G"],["B","F","D","H"]]],
        "ema":{{"city":"Gouda","country":"NL","days":2,"qualification":true}}{results}}}"#
    );
    let t: crate::json::tournament::TournamentIn = serde_json::from_str(&text).unwrap();
    crate::json::tournament::to_season(&t, &t.draw, "2026-06-13".parse().unwrap())
}

const ROUND_1: &str = r#"{"round":1,"tables":[{"table":1,"players":["A","B","C","D"],"totals":[40,10,-20,-30]},
    {"table":2,"players":["Eva van Dam","F","G","H"],"totals":[25,25,-10,-40]}]}"#;
const ROUND_2: &str = r#"{"round":2,"tables":[{"table":1,"players":["A","Eva van Dam","C","G"],"totals":[-10,30,0,-20]},
    {"table":2,"players":["B","F","D","H"],"totals":[50,-30,-10,-10]}]}"#;

/// This app's tournament as MERS weighs it (C24): places as C12 ranks
/// them (round 1: A 4, B 2, C 1, D 0; Eva and F share 1st-2nd, (4 + 2) / 2
/// = 3 each, G 1, H 0; round 2: Eva 4, C 2, A 1, G 0; B 4, D and H share
/// 2nd-3rd, 1.5 each, F 0): Eva 7, B 6, A 5, F 3 above C 3 by the score
/// (25 - 30 = -5 > -20), D 1.5 above H 1.5 (-40 > -50), G 1. The last day
/// 13 June + 2 days - 1 = 14 June; one country (only Eva has one); the
/// qualification kept.
#[test]
fn an_own_tournament_for_mers() {
    let s = own_tournament(&format!(r#","results":[{ROUND_1},{ROUND_2}]"#));
    let t = super::mers_tournament(&s).unwrap();
    assert_eq!((t.name.as_str(), t.date.as_str(), t.days, t.countries, t.qualification), ("Open Gouda", "2026-06-14", 2, 1, true));
    let places: Vec<(&str, &str, usize)> = t.results.iter().map(|r| (r.player.as_str(), r.ema.as_str(), r.place)).collect();
    assert_eq!(
        places,
        [("Eva van Dam", "08010045", 1), ("B", "", 2), ("A", "", 3), ("F", "", 4), ("C", "", 5), ("D", "", 6), ("H", "", 7), ("G", "", 8)]
    );
}

/// A tournament still playing has no final places; a club season is no
/// tournament.
#[test]
fn an_own_tournament_not_ready_for_mers() {
    use super::OwnTournamentProblem as P;
    let s = own_tournament(&format!(r#","results":[{ROUND_1}]"#));
    assert_eq!(super::mers_tournament(&s), Err(P::Unfinished { round: 2, tables: 2 }));
    let mut club = s.clone();
    club.tournament = None;
    assert_eq!(super::mers_tournament(&club), Err(P::NotTournament("Open Gouda".into())));
}

/// C23 rates club evenings: a tournament's rounds beside a season change
/// no rating (the same players, bit for bit).
#[test]
fn a_tournament_is_not_rated() {
    let season: crate::json::season::SeasonIn = serde_json::from_str(
        r#"{"name":"Najaar","reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"players":["A","B","C","D"],"totals":[60,20,-30,-50]}]}]}"#,
    )
    .unwrap();
    let tournament = own_tournament(&format!(r#","results":[{ROUND_1},{ROUND_2}]"#));
    let alone = super::ratings(&[&season]).unwrap();
    let beside = super::ratings(&[&tournament, &season]).unwrap();
    assert_eq!(alone.len(), 4);
    assert_eq!(alone, beside);
}
