//! Issue 50: the EMA's result file of a tournament, made by `mjscore`'s
//! tournament line, read back by Python's `csv` module without options.
//! Skips, and says so, where `python3` is missing (fails under CI).

mod common;
use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

fn mjscore(line: &str) -> Value {
    let mut child = Command::new(env!("CARGO_BIN_EXE_mjscore")).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().expect("run mjscore");
    child.stdin.take().unwrap().write_all(format!("{line}\n").as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    serde_json::from_slice(&out.stdout).expect("one JSON line")
}

/// Python's `csv.reader` over the text, rows as lists of cells.
fn python_rows(text: &str) -> Option<Vec<Vec<String>>> {
    let script = "import csv, io, json, sys\nprint(json.dumps(list(csv.reader(io.StringIO(sys.stdin.read(), newline='')))))";
    let Ok(mut child) = Command::new("python3").args(["-c", script]).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn() else {
        common::absent("the EMA file read back by Python's csv", "python3");
        return None;
    };
    child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    Some(serde_json::from_slice(&out.stdout).unwrap())
}

/// 20 players, one round of 5 tables. The names: Ingrid de Groot typed
/// as a name, Jan van der Berg as "Berg, Jan van der"; three foreign
/// players (DE, BE, GB), two without an EMA number (one Dutch, one
/// British); "NED" as the older lists typed it.
const PLAYERS: &str = r#"[
 {"name":"Anna Bakker","ema":"08000001","country":"NL"},
 {"name":"Ingrid de Groot","ema":"08000002","country":"NED"},
 {"name":"Berg, Jan van der","ema":"08000003","country":"NL"},
 {"name":"Piet Jansen","ema":"08000004","country":"NL"},
 {"name":"Klaus Weber","ema":"05000001","country":"DE"},
 {"name":"Marie Peeters","ema":"02000001","country":"BEL"},
 {"name":"Tom Smith","country":"GB"},
 {"name":"Kees Visser","country":"NL"},
 {"name":"Lies Smit","ema":"08000005","country":"NL"},
 {"name":"Joop Mulder","ema":"08000006","country":"NL"},
 {"name":"Els Bos","ema":"08000007","country":"NL"},
 {"name":"Henk Vos","ema":"08000008","country":"NL"},
 {"name":"Rob Dekker","ema":"08000009","country":"NL"},
 {"name":"Sara Meijer","ema":"08000010","country":"NL"},
 {"name":"Wim Kok","ema":"08000011","country":"NL"},
 {"name":"Fenna Dijk","ema":"08000012","country":"NL"},
 {"name":"Bram Hoek","ema":"08000013","country":"NL"},
 {"name":"Noor Brink","ema":"08000014","country":"NL"},
 {"name":"Daan Prins","ema":"08000015","country":"NL"},
 {"name":"Eva Blom","ema":"08000016","country":"NL"}]"#;

const DRAW: &str = r#"[[["Anna Bakker","Ingrid de Groot","Berg, Jan van der","Piet Jansen"],
 ["Klaus Weber","Marie Peeters","Tom Smith","Kees Visser"],
 ["Lies Smit","Joop Mulder","Els Bos","Henk Vos"],
 ["Rob Dekker","Sara Meijer","Wim Kok","Fenna Dijk"],
 ["Bram Hoek","Noor Brink","Daan Prins","Eva Blom"]]]"#;

/// Each table's totals sum to 0. Tables 1 and 2 share 2nd and 3rd: C12
/// gives each (2 + 1) / 2 = 1.5 table points.
const RESULTS: &str = r#"[{"round":1,"tables":[
 {"table":1,"players":["Anna Bakker","Ingrid de Groot","Berg, Jan van der","Piet Jansen"],"totals":[60,20,20,-100]},
 {"table":2,"players":["Klaus Weber","Marie Peeters","Tom Smith","Kees Visser"],"totals":[50,10,10,-70]},
 {"table":3,"players":["Lies Smit","Joop Mulder","Els Bos","Henk Vos"],"totals":[40,0,-10,-30]},
 {"table":4,"players":["Rob Dekker","Sara Meijer","Wim Kok","Fenna Dijk"],"totals":[30,5,-15,-20]},
 {"table":5,"players":["Bram Hoek","Noor Brink","Daan Prins","Eva Blom"],"totals":[25,15,-5,-35]}]}]"#;

fn line(players: &str, ema: &str) -> String {
    let t = format!(
        r#"{{"tournament":{{"name":"Utrecht Open","date":"2026-12-05","rules":"mcr","rounds":1,"players":{players},"draw":{DRAW},"results":{RESULTS},"ema":{ema}}}}}"#
    );
    t.replace('\n', "")
}

const WHERE: &str = r#"{"city":"Utrecht","country":"NL","days":2}"#;

/// The standings by C12 (table points, then score), by hand:
/// 4 points: Anna 60, Klaus 50, Lies 40, Rob 30, Bram 25 (1-5);
/// 2: Noor 15, Sara 5, Joop 0 (6-8); 1.5: Ingrid 20 and Jan 20 share 9,
/// Marie 10 and Tom 10 share 11; 1: Daan -5, Els -10, Wim -15 (13-15);
/// 0: Fenna -20, Henk -30, Eva -35, Kees -70, Piet -100 (16-20).
#[test]
fn the_ema_file_reads_back_as_python_reads_csv() {
    let v = mjscore(&line(PLAYERS, WHERE));
    assert_eq!(v["valid"], true, "{v}");
    assert!(v["ema_problems"].is_null(), "{}", v["ema_problems"]);
    let csv = v["ema"]["results_csv"].as_str().unwrap();
    assert!(!csv.starts_with('\u{feff}'), "no BOM");
    let Some(rows) = python_rows(csv) else { return };
    assert_eq!(rows.len(), 21);
    assert_eq!(rows[0], ["Position", "EMA number", "Last name", "First name", "Nationality", "Table points", "Score"]);
    let row = |i: usize| rows[i].iter().map(String::as_str).collect::<Vec<_>>();
    assert_eq!(row(1), ["1", "08000001", "Bakker", "Anna", "NL", "4", "60"]);
    assert_eq!(row(2), ["2", "05000001", "Weber", "Klaus", "DE", "4", "50"]);
    // The shared 9th place (the standings list a shared place by name),
    // the tussenvoegsel with the last name both ways.
    assert_eq!(row(9), ["9", "08000003", "van der Berg", "Jan", "NL", "1.5", "20"]);
    assert_eq!(row(10), ["9", "08000002", "de Groot", "Ingrid", "NL", "1.5", "20"]);
    assert_eq!(row(11), ["11", "02000001", "Peeters", "Marie", "BE", "1.5", "10"]);
    assert_eq!(row(12), ["11", "", "Smith", "Tom", "GB", "1.5", "10"]);
    assert_eq!(row(19), ["19", "", "Visser", "Kees", "NL", "0", "-70"]);
    assert_eq!(row(20), ["20", "08000004", "Jansen", "Piet", "NL", "0", "-100"]);
    // The tournament's data: 20 players of 4 countries (NL, DE, BE, GB)
    // over 2 days, 5 and 6 December.
    let Some(t) = python_rows(v["ema"]["tournament_csv"].as_str().unwrap()) else { return };
    let field = |k: &str| t.iter().find(|r| r[0] == k).map(|r| r[1].clone()).unwrap();
    assert_eq!(
        ["Tournament", "Start date", "End date", "City", "Country", "Rules", "Players", "Countries", "Days", "Qualification"].map(field),
        ["Utrecht Open", "2026-12-05", "2026-12-06", "Utrecht", "NL", "MCR", "20", "4", "2", "no"]
    );
}

/// Every row checked before the file is made, each problem naming its
/// row: a number given twice, a player without a nationality, a number
/// of another country than the nationality (05 is Germany's), and the
/// tournament's city missing.
#[test]
fn a_file_with_a_problem_is_refused_naming_the_row() {
    let players = PLAYERS
        .replace(r#""ema":"08000016","country":"NL""#, r#""ema":"08000001","country":"NL""#)
        .replace(r#""name":"Kees Visser","country":"NL""#, r#""name":"Kees Visser""#)
        .replace(r#""ema":"05000001","country":"DE""#, r#""ema":"05000001","country":"NL""#);
    let v = mjscore(&line(&players, r#"{"country":"NL"}"#));
    assert_eq!(v["valid"], true, "{v}");
    assert!(v["ema"].is_null());
    let problems: Vec<&str> = v["ema_problems"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
    assert_eq!(
        problems,
        [
            "the tournament's city is missing",
            "row 2 Klaus Weber: EMA number 05000001 is DE's, the nationality given is NL",
            "row 18 Eva Blom: EMA number 08000001 is given to Anna Bakker too",
            "row 19 Kees Visser: no nationality",
        ]
    );
}
