//! Issue 21: a season's standings per preset, computed by hand from the
//! clubs' rules (`shared/competition/README.md`, rulings C1-C16), through
//! the line protocol; and the same season typed and as game lines.

use mahjong_core::json::process_line;
use serde_json::Value;

/// One evening, 2026-09-01, of 8 players: a classic game of 5 and one of 3
/// (ruling 22), as game lines. Replayed by hand (ruling 19, East doubles):
/// - Table 1: hand 1, East A, E sits out: B wins 80 on A's discard; A 8,
///   D 16. B gets 160 + 80 + 80 = +320; A: -160 + 16 (C pays 8 x 2) - 16
///   (pays D 8 x 2) = -160; C -80 - 16 - 16 = -112; D -80 + 16 + 16 = -48.
///   Hand 2, East B, A sits out: C wins 96; E 12. C +192 + 96 + 96 = +384;
///   B -192 - 24 = -216; D -96 - 12 = -108; E -96 + 24 + 12 = -60.
///   Totals A -160, B 104, C 272, D -156, E -60; made B 1, C 1; caused A 1.
/// - Table 2: hand 1, East F wins 80 on H's discard: +320; G 8: G -160 + 8
///   = -152, H -168. Hand 2, East G wins 128: +512; H 16: F -256 - 16 =
///   -272, H -256 + 16 = -240. Totals F 48, G 360, H -408; made F 1, G 1;
///   caused H 1.
const GAMES: &str = r#"[{"game":{"rules":"classic","players":5,"names":["A","B","C","D","E"],"hands":[{"winner":1,"scores":[8,80,0,16,0],"discarder":0},{"winner":2,"scores":[0,0,96,0,12]}]}},{"game":{"rules":"classic","players":3,"names":["F","G","H"],"hands":[{"winner":0,"scores":[80,8,0],"discarder":2},{"winner":1,"scores":[0,128,16]}]}}]"#;

/// The same evening typed as a club on paper would.
const TYPED: &str = r#"[{"players":["A","B","C","D","E"],"totals":[-160,104,272,-156,-60],"mahjongs":[0,1,1,0,0],"caused":[1,0,0,0,0]},{"players":["F","G","H"],"totals":[48,360,-408],"mahjongs":[1,1,0],"caused":[0,0,1]}]"#;

fn season(reglement: &str, tables: &str) -> Value {
    let line =
        format!(r#"{{"season":{{"rules":"classic","reglement":{reglement},"evenings":[{{"date":"2026-09-01","tables":{tables}}}]}}}}"#);
    let out = process_line(&line);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["valid"], true, "{out}");
    v
}

/// "rank player total_text" per line.
fn ranks(v: &Value) -> Vec<String> {
    v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| format!("{} {} {}", s["rank"], s["player"].as_str().unwrap(), s["total_text"].as_str().unwrap()))
        .collect()
}

/// Both forms, which must agree but for the sheets' statistics.
fn both(reglement: &str) -> Value {
    let (mut a, mut b) = (season(reglement, GAMES), season(reglement, TYPED));
    a.as_object_mut().unwrap().remove("statistics");
    b.as_object_mut().unwrap().remove("statistics");
    assert_eq!(a, b, "{reglement}: game lines and typed results agree (C1)");
    a
}

#[test]
fn groene_hart_five_and_three_player_tables() {
    // C5 + C6: the 5-table 4, 2, 1, 0.5, 0 + 1: C 5, B 3, E 2, D 1.5, A 1;
    // the 3-table 4, 2, 0.5 + 1: G 5, F 3, H 1.5. 8 players: it counts (C7).
    // C8: 1 evening, everyone qualifies (1 x 4 >= 1 x 3), k = ceil(3/4) = 1.
    // C9: C and G both 5 with 1 made and 0 caused: they share rank 1; B and
    // F both 3, the same: rank 3; D and H both 1.5 with 0 made: D caused
    // none, H 1: D 6th, H 7th.
    let v = both(r#""groene-hart""#);
    assert_eq!(ranks(&v), ["1 C 5", "1 G 5", "3 B 3", "3 F 3", "5 E 2", "6 D 1,5", "7 H 1,5", "8 A 1"]);
    let seats = &v["evenings"][0]["tables"][0]["seats"];
    assert_eq!(
        (seats[3]["player"].as_str(), seats[3]["place"].as_u64(), seats[3]["table_points"].as_f64()),
        (Some("D"), Some(4), Some(0.5))
    );
}

#[test]
fn keevel_totals_with_the_attendance_premium() {
    // C10: table total + 3000: G 3360, C 3272, B 3104, F 3048, E 2940,
    // D 2844, A 2840, H 2592.
    let v = both(r#""keevel""#);
    assert_eq!(ranks(&v), ["1 G 3360", "2 C 3272", "3 B 3104", "4 F 3048", "5 E 2940", "6 D 2844", "7 A 2840", "8 H 2592"]);
}

#[test]
fn mcr_toernooi_table_points_and_table_totals() {
    // C12: the 5-table 4, 2, 1, 0, 0: C 4, B 2, E 1, D 0, A 0; the 3-table
    // 4, 2, 0: G 4, F 2, H 0. Equal points go by the sum of table totals:
    // G 360 before C 272; B 104 before F 48; D -156, A -160, H -408.
    let v = both(r#""mcr-toernooi""#);
    assert_eq!(ranks(&v), ["1 G 4", "2 C 4", "3 B 2", "4 F 2", "5 E 1", "6 D 0", "7 A 0", "8 H 0"]);
    // Shared table points (C12): two equal totals of a 4-table share
    // places 2 and 3: (2 + 1) / 2 = 1.5 each, whatever their mahjongs.
    let v = season(r#""mcr-toernooi""#, r#"[{"players":["A","B","C","D"],"totals":[300,100,100,-500],"mahjongs":[2,3,0,0]}]"#);
    assert_eq!(ranks(&v), ["1 A 4", "2 B 1,5", "2 C 1,5", "4 D 0"]);
}

/// 8 evenings of one typed 3-table: A scores 10, 20, ..., 80, C the
/// opposite, B 0; the 3rd evening's table did not finish (C11).
fn bamboe_evenings() -> Vec<String> {
    (1..=8)
        .map(|i| {
            format!(
                r#"{{"date":"2026-10-{i:02}","tables":[{{"players":["A","B","C"],"totals":[{},0,{}],"unfinished":{}}}]}}"#,
                i * 10,
                -i * 10,
                i == 3
            )
        })
        .collect()
}

#[test]
fn bamboe_acht_periods_are_shown_with_the_season() {
    // C11: 8 evenings of one typed 3-table; periods of 7 (best 5) and 1.
    // A: 10, 20, ..., 80 minus 20 for the unfinished 3rd (30 - 20 = 10);
    // period 1 best 5: 70 + 60 + 50 + 40 + 20 = 240; period 2: 80; season
    // 320. B: 0 every evening, -20 on the 3rd: period 1 0 (five 0s), 0.
    let evenings = bamboe_evenings();
    let out = process_line(&format!(r#"{{"season":{{"reglement":"bamboe-acht","evenings":[{}]}}}}"#, evenings.join(",")));
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(ranks(&v)[..2], ["1 A 320".to_string(), "2 B 0".into()]);
    assert_eq!(v["standings"][0]["not_counted"], serde_json::json!(["2026-10-01", "2026-10-03"]));
    let periods = v["periods"].as_array().unwrap();
    assert_eq!(periods.len(), 2);
    assert_eq!((periods[0]["from"].as_str(), periods[0]["to"].as_str()), (Some("2026-10-01"), Some("2026-10-07")));
    assert_eq!(ranks(&periods[0])[0], "1 A 240");
    assert_eq!(ranks(&periods[1])[0], "1 A 80");
}

#[test]
fn members_and_guests() {
    // C7 with members: the evening's 8 players hold 7 members (H is a
    // guest), below Groene Hart's 8: it does not count, and says why.
    let members = r#"["A","B","C","D","E","F","G"]"#;
    let line =
        format!(r#"{{"season":{{"reglement":"groene-hart","members":{members},"evenings":[{{"date":"2026-09-01","tables":{TYPED}}}]}}}}"#);
    let v: Value = serde_json::from_str(&process_line(&line)).unwrap();
    assert_eq!(v["evenings"][0]["counts"], false);
    assert_eq!(v["evenings"][0]["why"], "7 member players, fewer than 8 (C7)");
    assert_eq!(v["standings"], serde_json::json!([]));
    // A club's own minimum of 6: it counts; H still takes 3rd place at the
    // 3-table (0.5 + 1) but is a guest, not ranked.
    let line = format!(
        r#"{{"season":{{"reglement":{{"base":"groene-hart","min_players":6}},"members":{members},"evenings":[{{"date":"2026-09-01","tables":{TYPED}}}]}}}}"#
    );
    let v: Value = serde_json::from_str(&process_line(&line)).unwrap();
    assert_eq!(ranks(&v), ["1 C 5", "1 G 5", "3 B 3", "3 F 3", "5 E 2", "6 D 1,5", "7 A 1"]);
    assert_eq!(v["guests"], serde_json::json!(["H"]));
    assert_eq!(v["reglement"], "eigen");
}

#[test]
fn a_clubs_own_reglement() {
    // Table points 3, 2, 1, 0 at a 4-table, no bonus, ties shared: A and B
    // share 1st and 2nd: (3 + 2) / 2 = 2.5 each.
    let own = r#"{"id":"de-draak","table_points":{"three":[3,1,0],"four":[3,2,1,0],"five":[3,2,1,0.5,0]},"ties":"shared","season_ties":"shared"}"#;
    let v = season(own, r#"[{"players":["A","B","C","D"],"totals":[100,100,0,-200],"mahjongs":[2,1,0,0]}]"#);
    assert_eq!(ranks(&v), ["1 A 2,5", "1 B 2,5", "3 C 1", "4 D 0"]);
    assert_eq!(v["reglement"], "de-draak");
    // Every problem at once; unknown fields refused.
    let bad = r#"{"base":"riichi","table_points":{"three":[3,1],"four":[1,2,3,4],"five":[3,2,1,0.3,0]},"qualification":150,"ties":"dice"}"#;
    let out = process_line(&format!(r#"{{"season":{{"reglement":{bad},"evenings":[]}}}}"#));
    for says in [
        "unknown base 'riichi'",
        "table_points.three needs 3 places, not 2",
        "table_points.four: a lower place cannot get more points",
        "table_points.five: 0.3 is not a number of half points",
        "ties is \\\"mahjongs\\\" or \\\"shared\\\", not 'dice'",
        "qualification is a percentage from 1 to 100, not 150",
    ] {
        assert!(out.contains(says), "{says}\n{out}");
    }
    let out = process_line(r#"{"season":{"reglement":{"colour":"red"},"evenings":[]}}"#);
    assert!(out.contains("unknown field `colour`"), "{out}");
}

#[test]
fn statistics_of_the_sheets() {
    // Table 1 of GAMES: B won 80 (not as East: A was), C won 96 as... C
    // was not East in hand 2 (B was). A caused 1. Places: C 1st, H 3rd.
    let v = season(r#""groene-hart""#, GAMES);
    let stats = |p: &str| v["statistics"].as_array().unwrap().iter().find(|s| s["player"] == p).unwrap().clone();
    let (b, c, a, e) = (stats("B"), stats("C"), stats("A"), stats("E"));
    assert_eq!((b["mahjongs"].as_u64(), b["average_win"].as_f64(), b["as_east"].as_u64()), (Some(1), Some(80.0), Some(0)));
    assert_eq!((c["highest_win"].as_u64(), c["places"][0].as_u64()), (Some(96), Some(1)));
    assert_eq!(a["caused"], 1);
    // At a 5-table each sits out one hand of the two: E sat out hand 1, A
    // hand 2.
    assert_eq!((a["hands"].as_u64(), e["hands"].as_u64(), b["hands"].as_u64()), (Some(1), Some(1), Some(2)));
    // Head to head: in hand 1 A (East) paid B 160; in hand 2 A sat out.
    assert_eq!(a["head_to_head"]["B"], -160);
    assert_eq!(stats("H")["places"], serde_json::json!([0, 0, 1, 0, 0]));
}

#[test]
fn the_evening_winner_is_the_highest_result() {
    // C10: the highest result of the evening. Groene Hart: C and G both 5
    // (4 table points + 1 bonus); the higher table total breaks it: G 360
    // against C 272. Keevel: G's 360 + 3000 = 3360 is the highest.
    // MCR toernooi: C and G 4 each, G's 360 again.
    for reglement in [r#""groene-hart""#, r#""keevel""#, r#""mcr-toernooi""#] {
        assert_eq!(both(reglement)["evenings"][0]["winners"], serde_json::json!(["G"]), "{reglement}");
    }
    // Equal points and equal totals share it: two 3-tables, each won by
    // 120 (4 + 1 = 5 each under Groene Hart, 8 members play).
    let v = season(
        r#""groene-hart""#,
        r#"[{"players":["A","B","C"],"totals":[120,0,-120]},{"players":["D","E","F"],"totals":[120,-60,-60]},{"players":["G","H","I"],"totals":[0,0,0]}]"#,
    );
    assert_eq!(v["evenings"][0]["winners"], serde_json::json!(["A", "D"]));
}

#[test]
fn the_seasons_course_evening_by_evening() {
    // Bamboe Acht (C11), the 8 evenings of the periods test above, given
    // last first. A's results 10, 20, 30 - 20 = 10, 40, 50, 60, 70, 80:
    // after 1-5 every result counts: 10, 30, 40, 80, 130; after 6 the best
    // 5 of period 1 leave out a 10: 180; after 7: 70 + 60 + 50 + 40 + 20 =
    // 240; after 8 period 2 adds 80: 320, the season's total.
    // B: 0, 0, then -20 for the unfinished 3rd; from the 6th evening five
    // 0s count: 0.
    let mut evenings = bamboe_evenings();
    evenings.reverse();
    // An evening drawn but without results is no step.
    evenings.push(r#"{"date":"2026-10-09","tables":[]}"#.into());
    let line = format!(r#"{{"reglement":"bamboe-acht","evenings":[{}]}}"#, evenings.join(","));
    let season: mahjong_core::json::season::SeasonIn = serde_json::from_str(&line).unwrap();
    let course = mahjong_core::json::season::course(&season).unwrap();
    let of = |p: &str| course.iter().map(|s| s.standings.iter().find(|l| l.player == p).unwrap().total).collect::<Vec<_>>();
    assert_eq!(course.len(), 8);
    assert_eq!(course[0].date, "2026-10-01");
    assert_eq!(of("A"), [10.0, 30.0, 40.0, 80.0, 130.0, 180.0, 240.0, 320.0]);
    assert_eq!(of("B"), [0.0, 0.0, -20.0, -20.0, -20.0, 0.0, 0.0, 0.0]);
    assert!(course.iter().all(|s| s.standings[0].player == "A" && s.standings[0].rank == 1));
    // Issue 32: the last 3 steps alone are the whole course's last 3 (A's
    // 180, 240, 320 after the sixth to eighth evening).
    let last = mahjong_core::json::season::course_last(&season, 3).unwrap();
    assert_eq!(last.iter().map(|s| s.date.clone()).collect::<Vec<_>>(), course[5..].iter().map(|s| s.date.clone()).collect::<Vec<_>>());
    assert_eq!(last.iter().map(|s| s.standings[0].total).collect::<Vec<_>>(), [180.0, 240.0, 320.0]);
}
