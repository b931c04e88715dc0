//! `mjscore`: reads JSON lines on stdin, writes exactly one JSON line per
//! input line to stdout, in order, and never stops on a bad line.
//! The format is in `mahjong_core::json` and the README.

use std::io::{self, Read, Write};

use mahjong_core::json::MAX_LINE;

/// Answers the lines of `input` into `output`: each line is read where it
/// lies in a 64 KiB chunk (copied only when it spans two chunks), and the
/// answers are gathered and written 64 KiB at a time. A line over
/// [`MAX_LINE`] is not kept past that: its answer names its length.
fn answer_lines(mut input: impl Read, mut output: impl Write) -> io::Result<()> {
    let mut chunk = vec![0u8; 1 << 16];
    // The start of a line that spans chunks (at most MAX_LINE + 1 bytes kept).
    let mut partial: Vec<u8> = Vec::new();
    let (mut partial_len, mut in_line) = (0usize, false);
    let mut answers: Vec<u8> = Vec::with_capacity(1 << 17);
    let answer = |line: &[u8], len: usize, answers: &mut Vec<u8>| {
        // A line ending in CRLF is the same line as with LF (issue 32: a
        // line of MAX_LINE bytes and a CR was refused as too long).
        let (line, len) = match line.strip_suffix(b"\r") {
            Some(bare) => (bare, len - 1),
            None => (line, len),
        };
        if len > MAX_LINE {
            mahjong_core::json::write_answer(&mahjong_core::json::too_long(len), answers);
        } else {
            mahjong_core::json::process_line_into(line, answers);
        }
        answers.push(b'\n');
    };
    loop {
        let n = match input.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        let mut rest = &chunk[..n];
        while let Some(end) = memchr::memchr(b'\n', rest) {
            let line = &rest[..end];
            if in_line {
                partial.extend_from_slice(&line[..line.len().min((MAX_LINE + 1).saturating_sub(partial.len()))]);
                answer(&partial, partial_len + line.len(), &mut answers);
                partial.clear();
                (partial_len, in_line) = (0, false);
            } else {
                answer(line, line.len(), &mut answers);
            }
            rest = &rest[end + 1..];
            if answers.len() >= 1 << 16 {
                output.write_all(&answers)?;
                answers.clear();
            }
        }
        // Input came slower than a chunk (a script writing a line at a
        // time): its answers go out now rather than when 64 KiB are ready.
        if n < chunk.len() && !answers.is_empty() {
            output.write_all(&answers)?;
            output.flush()?;
            answers.clear();
        }
        if !rest.is_empty() {
            partial.extend_from_slice(&rest[..rest.len().min((MAX_LINE + 1).saturating_sub(partial.len()))]);
            partial_len = partial_len.saturating_add(rest.len());
            in_line = true;
        }
    }
    // A last line without a newline is a line too.
    if in_line {
        answer(&partial, partial_len, &mut answers);
    }
    output.write_all(&answers)?;
    output.flush()
}

/// `mjscore --help`.
const HELP: &str = r#"mjscore: score mahjong hands, settlements, games, club seasons and table draws;
one JSON object per line on stdin, one answer line per line on stdout.

  a hand         {"rules":"nts","seat_wind":"S","concealed":"234m456p678p567s33s","mahjong":true,"winning_tile":"3s"}
  a settlement   {"settle":{"rules":"nts","scores":[64,96,0,20],"winner":1,"east":0,"dead":[2]}}
  a game         {"game":{"rules":"nts","names":[...],"hands":[{"winner":1,"scores":[...],"discarder":0},...]}}
  a season       {"season":{"reglement":"groene-hart","members":[...],"evenings":[{"date":"2026-09-01",
                   "tables":[{"players":[...],"totals":[...],"mahjongs":[...],"caused":[...]},{"game":{...}}]}]}}
                 reglement: groene-hart, keevel, bamboe-acht, mcr-toernooi, or a club's own
                 {"base":"groene-hart","min_players":6,"table_points":{"three":[..],"four":[..],"five":[..]},...}
                 answers the standings, every evening's tables, periods and per-player statistics.
  a table draw   {"draw":{"players":[...],"rounds":1,"seed":42,"history":[[[names],...],...],
                   "keep":[[names]],"prefer":5}}
                 answers the rounds' tables (East first), repeats, max_meetings, five_seats, east_starts.
  club ratings   {"rating":{"seasons":[{season},...]}}
                 answers each player's club rating (mu - 3 sigma, C23), provisional, tables, course.
  the MERS list  {"mers":{"on":"2026-12-01","tournaments":[{"name":"...","date":"2026-10-04","days":2,
                   "countries":6,"qualification":false,"results":[{"player":"...","ema":"...","place":1},...]}]}}
                 answers each player's MERS (C24) with parts A and B and the results that counted.

mjscore --rules nts|classic|nmb|mcr: the rules reference of a rule set as JSON.
A line holds at most 1 MiB. See README.md for every field and error code.
"#;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("--help" | "-h") => {
            print!("{HELP}");
            return;
        }
        Some("--rules") => return print_rules(args.get(1).map(String::as_str)),
        _ => {}
    }
    let stdin = io::stdin().lock();
    let stdout = io::stdout().lock();
    if let Err(e) = answer_lines(stdin, stdout) {
        // A closed stdout (`mjscore | head`) ends quietly, as before.
        if e.kind() != io::ErrorKind::BrokenPipe {
            eprintln!("mjscore: {e}");
            std::process::exit(1);
        }
    }
}

/// `--rules <rule set>`: the rules reference as one JSON object.
fn print_rules(name: Option<&str>) {
    let Some(name) = name else {
        eprintln!("mjscore: --rules needs a rule set: nts, classic, nmb or mcr");
        std::process::exit(2);
    };
    match name.parse::<mahjong_core::Variant>() {
        Ok(v) => match serde_json::to_string(&mahjong_core::reference::reference(v)) {
            Ok(text) => println!("{text}"),
            Err(e) => {
                eprintln!("mjscore: {e}");
                std::process::exit(1);
            }
        },
        Err(e) => {
            eprintln!("mjscore: {e}");
            std::process::exit(2);
        }
    }
}
