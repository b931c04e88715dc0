//! The `mjscore` binary: exactly one JSON line out per line in, in order,
//! never stopping on a bad line (issue: batch CLI format).

use std::io::Write;
use std::process::{Command, Stdio};

fn run(input: &[u8]) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mjscore")).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("run mjscore");
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap().lines().map(String::from).collect()
}

#[test]
fn one_answer_per_line_in_order() {
    let input = concat!(
        // Seed 003 South: 24 points x 2^2 = 96.
        r#"{"rules":"nts","seat_wind":"S","round_wind":"E","melds":[],"concealed":"234m456p678p567s33s","mahjong":true,"winning_tile":"3s","self_drawn":false}"#,
        "\n",
        "this is not json\n",
        "\n",
        "\u{00ff}\u{00fe} garbage\n",
        r#"{"settle":{"rules":"nts","scores":[64,96,0,20],"winner":1,"east":0}}"#,
        "\n",
        // Seed 003 East: 16 x 2^2 = 64, no trailing newline at the end.
        r#"{"seat_wind":"E","concealed":"222m555pCCC678s9m"}"#,
    );
    let out = run(input.as_bytes());
    assert_eq!(out.len(), 6, "{out:#?}");
    assert!(
        out[0].starts_with(r#"{"valid":true,"score":96,"points":24,"doublings":2,"limit":null,"items":[{"id":"mahjong""#),
        "{}",
        out[0]
    );
    for bad in &out[1..4] {
        assert!(bad.starts_with(r#"{"valid":false,"error":{"code":""#), "{bad}");
    }
    assert!(out[4].contains(r#""net":[24,384,-244,-164]"#), "{}", out[4]);
    assert!(out[5].contains(r#""score":64"#), "{}", out[5]);
}

#[test]
fn invalid_bytes_still_get_an_answer() {
    let out = run(b"\xff\xfe\n{\"seat_wind\":\"E\"}\n");
    assert_eq!(out.len(), 2);
    assert!(out.iter().all(|l| l.starts_with(r#"{"valid":false"#)), "{out:?}");
}

#[test]
fn errors_name_the_problem() {
    let cases = [
        // Five copies of 1s.
        (r#"{"seat_wind":"S","melds":[{"tiles":"1111s","open":true}],"concealed":"123m456p789s1s"}"#, "too_many_copies"),
        (r#"{"seat_wind":"S","concealed":"123m456p789s11s"}"#, "wrong_tile_count"),
        (r#"{"seat_wind":"S","concealed":"123m456p789s11sEE","mahjong":true,"winning_tile":"9p"}"#, "winning_tile_not_in_hand"),
        (r#"{"seat_wind":"S","concealed":"123m456p789s1xEE"}"#, "unknown_tile"),
        (r#"{"rules":"riichi","seat_wind":"S","concealed":"123m"}"#, "unknown_rules"),
        (r#"{"seat_wind":"S","concealed":"123m","self_draw":true}"#, "bad_input"),
        // Ruling 15: four pungs only, 1 doubling.
        (
            r#"{"seat_wind":"S","melds":[{"tiles":"222m"},{"tiles":"444p"},{"tiles":"666s"}],"concealed":"888m9p9p","mahjong":true,"winning_tile":"9p"}"#,
            "no_valid_mahjong",
        ),
        (r#"{"settle":{"scores":[1,2,3],"winner":1,"east":0}}"#, "bad_input"),
        (r#"{"settle":{"scores":[1,2,3,4],"winner":1,"east":0,"dead":[1]}}"#, "bad_input"),
        // Ruling 22: three players play without bamboo.
        (r#"{"rules":"classic","players":3,"seat_wind":"S","concealed":"123m456p789s11pEE"}"#, "three_players"),
        // Ruling 20: classic ends after four rounds of four passes; a 17th hand is impossible.
        (
            &format!(r#"{{"game":{{"rules":"classic","hands":[{}]}}}}"#, vec![r#"{"scores":[0,80,0,0],"winner":1}"#; 17].join(",")),
            "impossible_game",
        ),
        // A draw settles nothing (ruling 19): scores with a draw are a mistake on the sheet.
        (r#"{"game":{"hands":[{"scores":[0,10,0,0],"winner":null}]}}"#, "impossible_game"),
    ];
    let input: String = cases.iter().map(|(l, _)| format!("{l}\n")).collect();
    let out = run(input.as_bytes());
    assert_eq!(out.len(), cases.len());
    for ((line, code), answer) in cases.iter().zip(&out) {
        assert!(answer.contains(&format!(r#""code":"{code}""#)), "{line}\n -> {answer}");
    }
}

/// Issue 19: numbers no hand can score are refused the same way by a
/// settlement and a game line, with the nearest possible scores; so is a
/// draw with scores (ruling 19).
#[test]
fn impossible_numbers_are_refused_with_the_nearest() {
    let cases = [
        // 82 / 4 = 20.5: no even points doubled twice; 20 x 4 = 80, 22 x 4 = 88.
        (r#"{"settle":{"rules":"nts","scores":[0,82,0,0],"winner":1}}"#, "bad_input", "nearest possible: 80 or 88"),
        // 1996 = 4 x 499 (odd points); below: 62 x 2^5 = 1984, above: the limit.
        (r#"{"game":{"rules":"nts","hands":[{"scores":[0,1996,0,0],"winner":1}]}}"#, "impossible_game", "nearest possible: 1984 or 2000"),
        // Another player's 1998 = 2 x 999: more than 132 points, odd.
        (r#"{"settle":{"rules":"nts","scores":[0,80,1998,0],"winner":1}}"#, "bad_input", "player 2: no hand scores 1998"),
        // Classic's winner 100 = 25 x 4.
        (r#"{"settle":{"rules":"classic","scores":[40,100,10],"winner":1}}"#, "bad_input", "nearest possible: 96 or 104"),
        (r#"{"settle":{"rules":"nts","scores":[64,96,0,20],"winner":null}}"#, "bad_input", "a draw (no winner) settles nothing"),
        (r#"{"settle":{"rules":"mcr","fan":337,"winner":1,"discarder":null}}"#, "bad_input", "no hand scores more than 336"),
    ];
    let input: String = cases.iter().map(|(l, _, _)| format!("{l}\n")).collect();
    let out = run(input.as_bytes());
    assert_eq!(out.len(), cases.len());
    for ((line, code, says), answer) in cases.iter().zip(&out) {
        assert!(answer.contains(&format!(r#""code":"{code}""#)) && answer.contains(says), "{line}\n -> {answer}");
    }
    // The possible neighbours pass: 80 and 88 for the winner, 336 fans.
    let ok = run(b"{\"settle\":{\"rules\":\"nts\",\"scores\":[0,88,0,0],\"winner\":1}}\n{\"settle\":{\"rules\":\"mcr\",\"fan\":336,\"winner\":1,\"discarder\":null}}\n");
    assert!(ok.iter().all(|a| a.starts_with(r#"{"valid":true"#)), "{ok:?}");
}

#[test]
fn rules_reference_as_json() {
    let run_rules = |name: &str| Command::new(env!("CARGO_BIN_EXE_mjscore")).args(["--rules", name]).output().expect("run mjscore");
    let out = run_rules("nts");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    // One object, the NTS 2002 reference: the winding snake is 1000 (ruling 18).
    assert_eq!(text.lines().count(), 1);
    assert!(text.starts_with(r#"{"rules":"nts","sections":[{"id":"spel""#), "{}", &text[..80]);
    assert!(text.contains(
        r#""id":"winding_snake","slug":"kronkelende-slang","name":{"nl":"Kronkelende slang","en":"Winding snake"},"value":{"limit":1000}"#
    ));
    // MCR: fans with what they imply (Fully Concealed Hand: not with Self-Drawn).
    let mcr = String::from_utf8(run_rules("mcr").stdout).unwrap();
    assert!(mcr.contains(r#""id":"fully_concealed_hand""#) && mcr.contains(r#""implies":["self_drawn","concealed_hand"]"#), "{mcr}");
    // An unknown rule set: a message, no output, exit code 2.
    let bad = run_rules("riichi");
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    assert_eq!(String::from_utf8(bad.stderr).unwrap().trim(), "mjscore: unknown rule set 'riichi' (known: nts, classic, nmb, mcr)");
}

/// Issue 14's hostile lines: each gets a refusal with the code used
/// elsewhere for the same mistake, and the line after it still gets its
/// answer (before, the first three killed the process).
#[test]
fn hostile_lines_are_refused_and_the_stream_goes_on() {
    let huge_flowers = format!(r#"{{"seat_wind":"S","concealed":"123m456p789s11sEE","flowers":"{}"}}"#, "1f".repeat(600_000));
    let bad_flowers = format!(r#"{{"seat_wind":"S","concealed":"123m456p789s11sEE","flowers":"{}"}}"#, "x".repeat(50_000));
    let cases: Vec<(String, &str)> = vec![
        // Player counts are checked before anything is allocated from them.
        (r#"{"game":{"players":18446744073709551615,"hands":[{}]}}"#.into(), "impossible_game"),
        (r#"{"game":{"players":100000000000,"hands":[{}]}}"#.into(), "impossible_game"),
        (r#"{"game":{"rules":"mcr","players":4294967296,"hands":[{}]}}"#.into(), "impossible_game"),
        // Ruling 14: no NTS hand scores above the limit of 2000.
        (r#"{"settle":{"rules":"nts","scores":[64,5000,0,20],"winner":1,"east":0}}"#.into(), "bad_input"),
        (r#"{"settle":{"rules":"nts","scores":[64,4294967295,0,20],"winner":1,"east":0}}"#.into(), "bad_input"),
        (r#"{"game":{"hands":[{"scores":[64,4294967295,0,20],"winner":1}]}}"#.into(), "impossible_game"),
        // NMB rounds to tens; 4294967295 used to wrap to nets of 0.
        (r#"{"settle":{"rules":"nmb","scores":[64,4294967295,0,20],"winner":1,"east":0}}"#.into(), "bad_input"),
        // MCR 2006, "Minimum": 8 fans to win; no hand reaches 6924 fans.
        (r#"{"settle":{"rules":"mcr","fan":7,"winner":1,"discarder":0}}"#.into(), "below_minimum"),
        (r#"{"settle":{"rules":"mcr","fan":4294967295,"winner":1,"discarder":0}}"#.into(), "bad_input"),
        (
            r#"{"game":{"rules":"mcr","hands":[{"fan":8,"winner":1,"discarder":0,"penalties":[4294967295,0,0,0]}]}}"#.into(),
            "impossible_game",
        ),
        (r#"{"settle":{"scores":[64,96,0,20],"winner":1,"east":0,"dead":[2,2,2,2,2,2]}}"#.into(), "bad_input"),
        // The same in a game line says so (not that a player 4 is missing).
        (r#"{"game":{"hands":[{"scores":[64,96,0,20],"winner":1,"dead":[2,2]}]}}"#.into(), "bad_input"),
        (huge_flowers, "line_too_long"),
        (bad_flowers, "unknown_tile"),
    ];
    let mut input: String = cases.iter().map(|(l, _)| format!("{l}\n")).collect();
    // Seed 003 East: 16 x 2^2 = 64.
    input.push_str(r#"{"seat_wind":"E","concealed":"222m555pCCC678s9m"}"#);
    let out = run(input.as_bytes());
    assert_eq!(out.len(), cases.len() + 1);
    for ((line, code), answer) in cases.iter().zip(&out) {
        assert!(answer.contains(&format!(r#""code":"{code}""#)), "{}\n -> {answer}", &line[..line.len().min(120)]);
        // Messages quote a bounded prefix of what they were given.
        assert!(answer.len() < 500, "{} bytes: {}", answer.len(), &answer[..200]);
    }
    assert!(out[cases.len()].contains(r#""score":64"#), "{}", out[cases.len()]);
    let twice = cases.iter().position(|(l, _)| l.contains(r#""dead":[2,2]"#)).unwrap();
    assert!(out[twice].contains("player 2 is listed twice"), "{}", out[twice]);
}

/// A line of any length is read to its end without being kept (issue 19:
/// a line of about 1 GiB aborted `mjscore` and the next line was never
/// answered): 32 MiB of one line, then seed 003's settlement.
#[test]
fn a_line_of_any_length_is_refused_and_the_next_answered() {
    let mut input = Vec::with_capacity(33 << 20);
    input.extend_from_slice(br#"{"flowers":""#);
    input.resize(input.len() + (32 << 20), b'a');
    input.extend_from_slice(b"\"}\r\n");
    let long = input.len() - 1; // the newline is not part of the line
    input.extend_from_slice(br#"{"settle":{"rules":"nts","scores":[64,96,0,20],"winner":1,"east":0,"dead":[2]}}"#);
    let out = run(&input);
    assert_eq!(out.len(), 2, "one answer per line");
    assert_eq!(
        out[0],
        format!(
            r#"{{"valid":false,"error":{{"code":"line_too_long","message":"a line holds at most 1048576 bytes; this one has {long}"}}}}"#
        )
    );
    // Ruling 19: +24 +384 -244 -164.
    assert!(out[1].contains(r#""net":[24,384,-244,-164]"#), "{}", out[1]);
}

/// A club's limit is bounded (issue 19: limit 0 let a winner score 0,
/// limit 127 gave odd scores): a multiple of 100 from 1000 to 10000
/// (ruling 14: 2000), the winding snake 1000 or 2000 (ruling 18). The same
/// answer for a hand and for a game.
#[test]
fn club_options_no_club_chooses_are_refused() {
    let hand = |options: &str| {
        format!(
            r#"{{"rules":"nts","options":{options},"seat_wind":"S","round_wind":"E","concealed":"234m456p678p567s33s","mahjong":true,"winning_tile":"3s"}}"#
        )
    };
    let game = |options: &str| {
        format!(r#"{{"game":{{"rules":"nts","options":{options},"players":4,"hands":[{{"winner":1,"scores":[64,96,0,20],"dead":[2]}}]}}}}"#)
    };
    let mut input = String::new();
    for options in [
        r#"{"limit":0}"#,
        r#"{"limit":127}"#,
        r#"{"limit":4294967295}"#,
        r#"{"winding_snake":3000}"#,
        r#"{"limit":1000,"winding_snake":2000}"#,
    ] {
        input += &hand(options);
        input += "\n";
        input += &game(options);
        input += "\n";
    }
    // Allowed: a limit of 1000; seed 003 South still scores 24 x 2^2 = 96.
    input += &hand(r#"{"limit":1000}"#);
    input += "\n";
    let out = run(input.as_bytes());
    assert_eq!(out.len(), 11);
    for (i, line) in out[..10].iter().enumerate() {
        assert!(line.starts_with(r#"{"valid":false,"error":{"code":"bad_input","message":""#), "{i}: {line}");
        assert!(line.contains("ruling 14") || line.contains("ruling 18"), "{i}: {line}");
    }
    assert!(out[10].starts_with(r#"{"valid":true,"score":96,"#), "{}", out[10]);
}

/// Structs are objects, never arrays read field by field (issue 19:
/// `"options":[true,true,5000]` switched on flowers and chips, and a game
/// written as arrays replayed).
#[test]
fn structs_written_as_arrays_are_refused() {
    let lines = [
        r#"{"rules":"nts","options":[true,true,5000],"seat_wind":"S","concealed":"234m456p678p567s3s"}"#,
        r#"{"game":["nts",null,4,[],0,null,[[1,[64,96,0,20]]]]}"#,
        r#"{"game":{"rules":"nts","players":4,"hands":[[1,[64,96,0,20]]]}}"#,
        r#"{"game":{"rules":"nts","options":[false,false,2000],"players":4,"hands":[]}}"#,
        r#"{"settle":[null,null,[64,96,0,20],null,null,1]}"#,
        r#"{"settle":{"options":[true],"scores":[64,96,0,20],"winner":1}}"#,
        r#"{"seat_wind":"S","melds":[["555p",true]],"concealed":"234m678p567s3s"}"#,
    ];
    let out = run((lines.join("\n") + "\n").as_bytes());
    assert_eq!(out.len(), lines.len());
    for (line, answer) in lines.iter().zip(&out) {
        assert!(
            answer.starts_with(r#"{"valid":false,"error":{"code":"bad_input","message":"invalid type: sequence, expected a JSON object"#),
            "{line}\n{answer}"
        );
    }
    // The same as objects: seed 003 settles +24 +384 -244 -164 (ruling 19).
    let ok = run(br#"{"game":{"rules":"nts","options":{"round_to_tens":false},"players":4,"hands":[{"winner":1,"scores":[64,96,0,20],"dead":[2]}]}}"#);
    assert!(ok[0].contains(r#""totals":[24,384,-244,-164]"#), "{}", ok[0]);
}

/// A game holds at most 500 hands (issue 19: 10^6 hands in a file took
/// the page to 4.46 GB); the 501st is refused while the line is read.
#[test]
fn a_game_of_too_many_hands_is_refused() {
    let game = |n: usize| {
        format!(r#"{{"game":{{"rules":"nts","players":4,"hands":[{}]}}}}"#, vec![r#"{"winner":null,"scores":[0,0,0,0]}"#; n].join(","))
    };
    let out = run(format!("{}\n{}\n", game(500), game(501)).as_bytes());
    // 500 draws: nts never ends (ruling 20), every total 0.
    assert!(out[0].starts_with(r#"{"valid":true,"#) && out[0].ends_with(r#""totals":[0,0,0,0]}"#), "{}", &out[0][out[0].len() - 80..]);
    assert!(out[1].contains(r#""code":"bad_input","message":"a game holds at most 500 hands"#), "{}", out[1]);
}

/// Issue 20: a hand may keep the table it was entered with (the app's
/// link); it does not change the score, and it is bounded.
#[test]
fn a_hand_keeps_its_table_within_a_bound() {
    let game = |table: &str| format!(r#"{{"game":{{"hands":[{{"scores":[64,96,0,20],"winner":1,"dead":[2],"table":"{table}"}}]}}}}"#);
    let out = run(format!("{}\n{}\n", game("v1;r=nts;o=E;w=1"), game(&"x".repeat(2049))).as_bytes());
    // Seed 003 settles as ever: +24 +384 -244 -164 (ruling 19).
    assert!(out[0].contains(r#""totals":[24,384,-244,-164]"#), "{}", out[0]);
    assert!(out[1].contains(r#""code":"bad_input""#) && out[1].contains("hand 1: its table is 2049 bytes, more than 2048"), "{}", out[1]);
}

/// Issue 21: hostile season and draw lines get an error line each, never a
/// panic, and nothing is allocated from a count in the input.
#[test]
fn hostile_competition_lines() {
    let season =
        |tables: &str| format!(r#"{{"season":{{"reglement":"groene-hart","evenings":[{{"date":"2026-09-01","tables":{tables}}}]}}}}"#);
    let evenings = (0..401).map(|i| format!(r#"{{"date":"2026-09-{:02}","tables":[]}}"#, i % 28 + 1)).collect::<Vec<_>>().join(",");
    let many: String = (0..5000).map(|i| format!(r#""p{i}""#)).collect::<Vec<_>>().join(",");
    let too_long: String = (0..300_000).map(|i| format!(r#""p{i}""#)).collect::<Vec<_>>().join(",");
    let cases: Vec<(String, &str, &str)> = vec![
        // C3: tables of 2 and 6.
        (season(r#"[{"players":["A","B"],"totals":[1,-1]}]"#), "bad_input", "table 1: a table of 2 players"),
        (season(r#"[{"players":["A","B","C","D","E","F"],"totals":[1,-1,0,0,0,0]}]"#), "bad_input", "a table of 6 players"),
        (
            season(r#"[{"players":["A","B","C"],"totals":[1,-1,0]},{"players":["D","A","E"],"totals":[0,0,0]}]"#),
            "bad_input",
            "A plays twice",
        ),
        (season(r#"[{"players":["A","B","C"],"totals":[1,-1]}]"#), "bad_input", "2 totals for 3 players"),
        (season(r#"[{"players":["A","B","C"],"totals":[1000000000000,0,0]}]"#), "bad_input", "no game comes near 10000000"),
        (season(r#"[{"players":["A","B","C"],"totals":[0,0,0],"mahjongs":[4294967295,0,0]}]"#), "bad_input", "4294967295 mahjongs"),
        (season(r#"[{"players":["A","","C"],"totals":[0,0,0]}]"#), "bad_input", "a name is 1 to 24 characters"),
        (r#"{"season":{"reglement":{"min_players":8,"best":3},"evenings":[]}}"#.into(), "bad_input", "unknown field `best`"),
        (r#"{"season":{"reglement":"groene-hart","evenings":[{"date":"1 sept","tables":[]}]}}"#.into(), "bad_input", "not YYYY-MM-DD"),
        // Issue 32: a day that the calendar does not have.
        (
            r#"{"season":{"reglement":"groene-hart","evenings":[{"date":"2026-02-31","tables":[]}]}}"#.into(),
            "bad_input",
            "'2026-02-31' is not YYYY-MM-DD",
        ),
        (
            r#"{"season":{"reglement":"groene-hart","evenings":[{"date":"2025-02-29","tables":[]}]}}"#.into(),
            "bad_input",
            "'2025-02-29' is not YYYY-MM-DD",
        ),
        (
            r#"{"season":{"reglement":"groene-hart","evenings":[{"date":"2026-09-01","tables":[]},{"date":"2026-09-01","tables":[]}]}}"#
                .into(),
            "bad_input",
            "two evenings on 2026-09-01",
        ),
        // A game line that does not replay: its error, with the table named.
        (
            season(
                r#"[{"players":["Q","R","S"],"totals":[0,0,0]},{"game":{"names":["A","B","C","D"],"hands":[{"winner":1,"scores":[0,82,0,0]}]}}]"#,
            ),
            "bad_input",
            "evening 2026-09-01, table 2: hand 1",
        ),
        (season(r#"[{"game":{"hands":[]}}]"#), "bad_input", "needs the 4 players' names"),
        (format!(r#"{{"season":{{"reglement":"keevel","evenings":[{evenings}]}}}}"#), "bad_input", "at most 400 evenings"),
        // Draws: fewer than 3, counts far beyond a hall, a history table of 6.
        (r#"{"draw":{"players":["A","B"]}}"#.into(), "bad_input", "a draw needs at least 3"),
        (r#"{"draw":{"players":["A","B","C"],"rounds":1000000000}}"#.into(), "bad_input", "1 to 20 rounds"),
        (r#"{"draw":{"players":1000000000}}"#.into(), "bad_input", "invalid type"),
        (format!(r#"{{"draw":{{"players":[{many}]}}}}"#), "bad_input", "3 to 200 players"),
        (format!(r#"{{"draw":{{"players":[{too_long}]}}}}"#), "line_too_long", "at most 1048576 bytes"),
        (r#"{"draw":{"players":["A","B","C"],"seed":-1}}"#.into(), "bad_input", "invalid value"),
        (r#"{"draw":{"players":["A","B","C","D"],"keep":[["A","B","C","X"]]}}"#.into(), "bad_input", "X sits at a kept table"),
        // Issue 36: tournaments far beyond a hall, a drawn table of 6, a
        // round's results as an array, a penalty beyond any game.
        (format!(r#"{{"tournament":{{"rounds":5,"players":[{many}]}}}}"#), "bad_input", "3 to 200 players"),
        (r#"{"tournament":{"rounds":1000000000,"players":["A","B","C"]}}"#.into(), "bad_input", "rounds is 1 to 20"),
        (
            r#"{"tournament":{"rounds":1,"players":["A","B","C","D","E","F"],"draw":[[["A","B","C","D","E","F"]]]}}"#.into(),
            "bad_input",
            "round 1: a drawn table of 6 players",
        ),
        (r#"{"tournament":{"rounds":1,"players":["A","B","C"],"results":[[1,[]]]}}"#.into(), "bad_input", "expected a JSON object"),
        (r#"{"tournament":{"rounds":1,"players":["A","B",["C","08010045"]]}}"#.into(), "bad_input", "a player's name or an object"),
        (
            r#"{"tournament":{"rounds":1,"players":["A","B","C"],"penalties":[{"player":"A","round":1,"points":99999999999}]}}"#.into(),
            "bad_input",
            "a penalty is 1 to",
        ),
        // Issue 32 (F13): a season's structs are objects, never arrays.
        (r#"{"season":{"reglement":"keevel","evenings":[["2026-09-01",[]]]}}"#.into(), "bad_input", "expected a JSON object"),
        (season(r#"[[1,["A","B","C","D"],[0,0,0,0]]]"#), "bad_input", "expected a JSON object"),
        (
            r#"{"season":{"reglement":"keevel","evenings":[{"date":"2026-09-01","draw":[1,[["A","B","C","D"]]],"tables":[]}]}}"#.into(),
            "bad_input",
            "expected a JSON object",
        ),
        (
            r#"{"season":{"reglement":{"table_points":[[4,2,1],[4,2,1,0],[4,2,1,0,0]]},"evenings":[]}}"#.into(),
            "bad_input",
            "expected a JSON object",
        ),
        (r#"{"season":{"reglement":{"periods":[7,5]},"evenings":[]}}"#.into(), "bad_input", "expected a JSON object"),
        // Issue 32: a reglement field the others make void, naming both (C6, C10, C11).
        (
            r#"{"season":{"reglement":{"base":"groene-hart","attendance_premium":3000},"evenings":[]}}"#.into(),
            "bad_input",
            "attendance_premium (3000) has no effect with table_points",
        ),
        (
            r#"{"season":{"reglement":{"base":"groene-hart","unfinished_deduction":20},"evenings":[]}}"#.into(),
            "bad_input",
            "unfinished_deduction (20) has no effect with table_points",
        ),
        (
            r#"{"season":{"reglement":{"bonus_per_evening":1},"evenings":[]}}"#.into(),
            "bad_input",
            "bonus_per_evening (1) has no effect without",
        ),
        // Issue 32: one name limit (24), and the season's rule set is its games'.
        (season(r#"[{"players":["Wilhelmina van Dam-Vries-X","B","C"],"totals":[0,0,0]}]"#), "bad_input", "a name is 1 to 24 characters"),
        (season(r#"[{"game":{"rules":"mcr","names":["A","B","C","D"],"hands":[]}}]"#), "bad_input", "a game under mcr in a season of nts"),
        // Issue 33 (C1): a drawn evening's result names the players drawn
        // at its table; the draw put A-D at table 1, the result has E.
        (
            r#"{"season":{"reglement":"keevel","evenings":[{"date":"2026-09-01","draw":{"seed":1,"tables":[["A","B","C","D"]]},"tables":[{"table":1,"players":["A","B","C","E"],"totals":[0,0,0,0]}]}]}}"#.into(),
            "bad_input",
            "table 1: the players are not the ones drawn at it (C1)",
        ),
        (
            r#"{"season":{"reglement":"keevel","evenings":[{"date":"2026-09-01","draw":{"seed":1,"tables":[["A","B","C","D"]]},"tables":[{"table":2,"players":["A","B","C","D"],"totals":[0,0,0,0]}]}]}}"#.into(),
            "bad_input",
            "table 2 is not in the evening's draw (C1)",
        ),
    ];
    let input: String = cases.iter().map(|(l, _, _)| format!("{l}\n")).collect();
    let out = run(input.as_bytes());
    assert_eq!(out.len(), cases.len());
    for ((line, code, says), answer) in cases.iter().zip(&out) {
        assert!(answer.contains(&format!(r#""code":"{code}""#)) && answer.contains(says), "{}\n -> {answer}", &line[..line.len().min(160)]);
        assert!(answer.len() < 600, "{answer}");
    }
}

/// A script that writes a line and waits for its answer gets it before it
/// writes the next (issue 23: answers are gathered, but not held back
/// from input that comes a line at a time).
#[test]
fn a_line_at_a_time_is_answered_at_once() {
    use std::io::{BufRead, BufReader, Write};
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_mjscore"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("mjscore runs");
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    for _ in 0..3 {
        // Ruling 19: seed 003 settles +24 +384 -244 -164.
        stdin.write_all(b"{\"settle\":{\"rules\":\"nts\",\"scores\":[64,96,0,20],\"winner\":1,\"east\":0,\"dead\":[2]}}\n").unwrap();
        stdin.flush().unwrap();
        let mut answer = String::new();
        stdout.read_line(&mut answer).unwrap();
        assert!(answer.contains(r#""net":[24,384,-244,-164]"#), "{answer}");
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

/// A line that spans the reader's chunks (64 KiB) is read whole: seed
/// 003's East hand with 200 KB of spaces inside, between short lines.
#[test]
fn a_long_line_across_chunks_is_read_whole() {
    let long = format!(r#"{{"seat_wind":"E",{}"concealed":"222m555pCCC678s9m"}}"#, " ".repeat(200_000));
    let short = r#"{"seat_wind":"E","concealed":"222m555pCCC678s9m"}"#;
    let input = format!("{short}\n{long}\n{short}\n{long}");
    let out = run(input.as_bytes());
    // Book 003: East's 16 points x 2^2 = 64, each time.
    assert_eq!(out.len(), 4);
    assert!(out.iter().all(|l| l.contains(r#""score":64"#)), "{out:?}");
}

/// Issue 32: a line of exactly the largest size (1 MiB) is read the same
/// with CRLF as with LF; one byte more is too long either way.
#[test]
fn a_largest_line_with_crlf_is_read_like_lf() {
    let max = mahjong_core::json::MAX_LINE;
    let head = r#"{"seat_wind":"E","concealed":"222m555pCCC678s9m""#;
    let full = format!("{head}{}}}", " ".repeat(max - head.len() - 1));
    assert_eq!(full.len(), max);
    let out = run(format!(
        "{full}
{full}
{full} 
{full} 
"
    )
    .as_bytes());
    // Book 003: East's 16 points x 2^2 = 64.
    assert!(out[0].contains(r#""score":64"#) && out[1].contains(r#""score":64"#), "{:?}", &out[..2]);
    assert!(out[2].contains("line_too_long") && out[3].contains("line_too_long"), "{:?}", &out[2..]);
}

/// Issue 31: `stand.json` as the app publishes it (the bare season object,
/// one line, its name first) is a season line as it is.
#[test]
fn a_published_season_file_is_a_season_line() {
    let season = r#"{"name":"Competitie 2026","reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"players":["Ans","Bep","Cor","Dirk"],"totals":[24,384,-244,-164],"mahjongs":[0,1,0,0],"caused":[1,0,0,0]}]}]}"#;
    let out = run(format!("{season}\n{{\"season\":{season}}}\n").as_bytes());
    // Keevel (C10): 384 + 3000 = 3384 first.
    assert!(out[0].starts_with(r#"{"valid":true,"reglement":"keevel","standings":[{"player":"Bep","rank":1,"total":3384.0"#), "{}", out[0]);
    assert_eq!(out[0], out[1]);
    // Its fields are still checked: an unknown one is refused by name.
    let out = run(br#"{"name":"X","reglement":"keevel","evenings":[],"colour":1}"#);
    assert!(out[0].contains("unknown field `colour`"), "{}", out[0]);
}

/// Issue 51: lines the engine took before and refuses now, each with its
/// reason: a draw that seats Ans at two tables (the evening could never
/// end), a card out for table 9 of a 1-table draw, a member listed twice.
#[test]
fn impossible_seasons_are_refused() {
    let four = r#"["Ans","Bep","Cor","Dirk"]"#;
    let lines = [
        format!(
            r#"{{"season":{{"reglement":"groene-hart","evenings":[{{"date":"2026-09-01","present":["Ans","Bep","Cor","Dirk","Eef","Fer","Gijs"],"draw":{{"seed":1,"tables":[{four},["Ans","Eef","Fer","Gijs"]]}},"tables":[]}}]}}}}"#
        ),
        format!(
            r#"{{"season":{{"reglement":"groene-hart","evenings":[{{"date":"2026-09-01","present":{four},"draw":{{"seed":1,"tables":[{four}]}},"cards_out":[9],"tables":[]}}]}}}}"#
        ),
        r#"{"season":{"reglement":"groene-hart","members":["Ans","Bep","Ans"],"evenings":[]}}"#.to_string(),
    ];
    let out = run(lines.join("\n").as_bytes());
    assert_eq!(out.len(), 3, "{out:#?}");
    for (answer, says) in out.iter().zip(["Ans is drawn twice", "a card out for table 9, which is not drawn", "Ans is listed twice"]) {
        assert!(answer.starts_with(r#"{"valid":false"#), "{answer}");
        assert!(answer.contains(says), "{says}: {answer}");
    }
}
