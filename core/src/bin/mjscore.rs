//! `mjscore`: reads JSON lines on stdin, writes exactly one JSON line per
//! input line to stdout, in order, and never stops on a bad line.
//! The format is in `mahjong_core::json` and the README.

use std::io::{self, BufRead, BufWriter, Write};

use mahjong_core::json::MAX_LINE;

/// Reads one line (without its newline) into `buf`, keeping at most
/// [`MAX_LINE`] + 1 bytes of it: a longer line is read to its end but not
/// kept, so a line of any length costs no memory. The line's full length
/// (a `\r` before the newline counted), or `None` at the end of input.
fn read_line(reader: &mut impl BufRead, buf: &mut Vec<u8>) -> io::Result<Option<usize>> {
    let mut len = 0usize;
    let mut any = false;
    loop {
        let chunk = reader.fill_buf()?;
        if chunk.is_empty() {
            return Ok(any.then_some(len));
        }
        any = true;
        let (part, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], i + 1),
            None => (chunk, chunk.len()),
        };
        let room = (MAX_LINE + 1).saturating_sub(buf.len());
        buf.extend_from_slice(&part[..part.len().min(room)]);
        len = len.saturating_add(part.len());
        let ended = done > part.len();
        reader.consume(done);
        if ended {
            return Ok(Some(len));
        }
    }
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
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut reader = io::BufReader::with_capacity(1 << 16, stdin);
    let mut buf = Vec::with_capacity(1024);
    let mut answer = Vec::with_capacity(4096);
    loop {
        buf.clear();
        let len = match read_line(&mut reader, &mut buf) {
            Ok(None) => break,
            Ok(Some(len)) => len,
            Err(e) => {
                eprintln!("mjscore: cannot read stdin: {e}");
                std::process::exit(1);
            }
        };
        answer.clear();
        if len > MAX_LINE {
            mahjong_core::json::write_answer(&mahjong_core::json::too_long(len), &mut answer);
        } else {
            // A line that is not UTF-8 still gets its answer line (serde
            // checks the bytes and answers `not_json`).
            let line = buf.strip_suffix(b"\r").unwrap_or(&buf);
            mahjong_core::json::process_line_into(line, &mut answer);
        }
        answer.push(b'\n');
        if out.write_all(&answer).is_err() {
            // Reader went away (broken pipe): stop quietly.
            return;
        }
    }
    let _ = out.flush();
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
