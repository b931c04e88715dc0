//! The EMA's two files of a tournament read back (issue 53): the results
//! file and the tournament file, as [`super::ema_file`] writes them and
//! the EMA's templates name their columns, become the tournament MERS
//! weighs (C24). Columns are found by their header, in any order; `,` or
//! `;` between cells (a Dutch spreadsheet saves with `;`); a BOM is
//! skipped; the `'` the writer puts before a cell a spreadsheet would
//! take for a formula is taken off again. Every problem is named at once,
//! by file and row (the file's line, the header being row 1).

use crate::competition::date::Date;
use crate::json::rating::input::{MersResultIn, MersTournamentIn};

/// Which of the two files.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EmaFileKind {
    /// Position, EMA number, names, nationality, points, score.
    Results,
    /// Field, Value: name, dates, players, countries, days, qualification.
    Tournament,
}

impl std::fmt::Display for EmaFileKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            EmaFileKind::Results => "the results file",
            EmaFileKind::Tournament => "the tournament file",
        })
    }
}

/// Why the two files cannot be weighed; each names its file and row.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum EmaReadProblem {
    /// A file without rows, or not a CSV file of this kind.
    #[error("{file} is empty or no EMA file")]
    Empty {
        /// Which.
        file: EmaFileKind,
    },
    /// The results file lacks a column.
    #[error("the results file has no column '{column}'")]
    Column {
        /// As the EMA's template names it.
        column: &'static str,
    },
    /// The tournament file lacks a field.
    #[error("the tournament file has no '{field}'")]
    Field {
        /// As the EMA's template names it.
        field: &'static str,
    },
    /// A position that is no number from 1 to the number of players.
    #[error("the results file, row {row}: position {given:?} is not 1 to {players}")]
    Position {
        /// The file's row.
        row: usize,
        /// As written.
        given: String,
        /// Players in the file.
        players: usize,
    },
    /// A row without a name.
    #[error("the results file, row {row}: no name")]
    Name {
        /// The file's row.
        row: usize,
    },
    /// One EMA number on two rows.
    #[error("the results file, row {row}: EMA number {number} is on row {first} too")]
    NumberTwice {
        /// The second row.
        row: usize,
        /// The number.
        number: String,
        /// The first row.
        first: usize,
    },
    /// A date that is no `YYYY-MM-DD`.
    #[error("the tournament file: {field} {given:?} is no date (YYYY-MM-DD)")]
    Date {
        /// Which date.
        field: &'static str,
        /// As written.
        given: String,
    },
    /// A count that is no number (players, countries, days).
    #[error("the tournament file: {field} {given:?} is no number")]
    Count {
        /// Which.
        field: &'static str,
        /// As written.
        given: String,
    },
    /// Qualification neither yes nor no.
    #[error("the tournament file: qualification {given:?} is neither yes nor no")]
    Qualification {
        /// As written.
        given: String,
    },
    /// MERS ranks MCR and riichi apart; this list is MCR's.
    #[error("the tournament file: the rules are {given:?}; this list ranks MCR tournaments")]
    Rules {
        /// As written.
        given: String,
    },
    /// The tournament file's players are not the results' rows.
    #[error("the tournament file says {said} players, the results file has {rows}")]
    Players {
        /// The tournament file's number.
        said: usize,
        /// Rows in the results file.
        rows: usize,
    },
}

/// Which file `text` is, by its first row; `None` for neither.
pub fn file_kind(text: &str) -> Option<EmaFileKind> {
    let rows = records(text);
    let head = rows.first()?;
    if head.first().is_some_and(|c| c.eq_ignore_ascii_case("field")) {
        Some(EmaFileKind::Tournament)
    } else if head.iter().any(|c| c.eq_ignore_ascii_case("position")) {
        Some(EmaFileKind::Results)
    } else {
        None
    }
}

/// The tournament of an EMA results file and its tournament file, or
/// every problem of both (C24 weighs its players, countries, days and
/// qualification; places rank from 1).
pub fn read(results: &str, tournament: &str) -> Result<MersTournamentIn, Vec<EmaReadProblem>> {
    let mut p = Vec::new();
    let results = read_results(results, &mut p);
    let t = read_tournament(tournament, &mut p);
    let (Some(results), Some(t)) = (results, t) else { return Err(p) };
    let rows = results.len();
    if let Some(said) = t.players.filter(|&n| n != rows) {
        p.push(EmaReadProblem::Players { said, rows });
    }
    if !p.is_empty() {
        return Err(p);
    }
    let mut countries = results.iter().map(|r| r.1.as_str()).filter(|c| !c.is_empty()).collect::<Vec<_>>();
    countries.sort_unstable();
    countries.dedup();
    Ok(MersTournamentIn {
        name: t.name,
        date: t.end.to_string(),
        days: t.days,
        countries: t.countries.unwrap_or(countries.len()),
        qualification: t.qualification,
        results: results.into_iter().map(|r| r.0).collect(),
    })
}

/// The results' rows with each one's nationality, or `None` when the file
/// cannot be read at all.
fn read_results(text: &str, p: &mut Vec<EmaReadProblem>) -> Option<Vec<(MersResultIn, String)>> {
    let rows = records(text);
    let Some((head, body)) = rows.split_first().filter(|(_, b)| !b.is_empty()) else {
        p.push(EmaReadProblem::Empty { file: EmaFileKind::Results });
        return None;
    };
    let column = |name: &str| head.iter().position(|c| c.eq_ignore_ascii_case(name));
    let mut need = |name: &'static str| {
        let c = column(name);
        if c.is_none() {
            p.push(EmaReadProblem::Column { column: name });
        }
        c
    };
    let (position, last, first) = (need("Position"), need("Last name"), need("First name"));
    let (Some(position), Some(last), Some(first)) = (position, last, first) else { return None };
    let (ema, nationality) = (column("EMA number"), column("Nationality"));
    let cell = |row: &[String], c: Option<usize>| c.and_then(|c| row.get(c)).map_or(String::new(), |s| s.clone());
    let players = body.len();
    let mut out = Vec::with_capacity(players);
    let mut numbers: Vec<(String, usize)> = Vec::new();
    for (k, row) in body.iter().enumerate() {
        let at = k + 2;
        let given = cell(row, Some(position));
        let place = given.parse::<usize>().ok().filter(|n| (1..=players).contains(n));
        if place.is_none() {
            p.push(EmaReadProblem::Position { row: at, given: given.chars().take(20).collect(), players });
        }
        let player = [cell(row, Some(first)), cell(row, Some(last))].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>().join(" ");
        if player.is_empty() {
            p.push(EmaReadProblem::Name { row: at });
        }
        let number = cell(row, ema);
        if !number.is_empty() {
            if let Some((_, first)) = numbers.iter().find(|(n, _)| *n == number) {
                p.push(EmaReadProblem::NumberTwice { row: at, number: number.clone(), first: *first });
            }
            numbers.push((number.clone(), at));
        }
        out.push((MersResultIn { player, ema: number, place: place.unwrap_or(0) }, cell(row, nationality)));
    }
    Some(out)
}

/// What the tournament file says.
struct TournamentFile {
    name: String,
    end: Date,
    days: usize,
    players: Option<usize>,
    countries: Option<usize>,
    qualification: bool,
}

/// The tournament file's fields, or `None` when one MERS needs is missing
/// or wrong.
fn read_tournament(text: &str, p: &mut Vec<EmaReadProblem>) -> Option<TournamentFile> {
    let rows = records(text);
    if rows.len() < 2 {
        p.push(EmaReadProblem::Empty { file: EmaFileKind::Tournament });
        return None;
    }
    let value = |field: &str| {
        rows.iter()
            .skip(1)
            .find(|r| r.first().is_some_and(|f| f.eq_ignore_ascii_case(field)))
            .map(|r| r.get(1).cloned().unwrap_or_default())
    };
    let before = p.len();
    let name = value("Tournament").filter(|n| !n.is_empty());
    if name.is_none() {
        p.push(EmaReadProblem::Field { field: "Tournament" });
    }
    let mut date = |field: &'static str| {
        let given = value(field).filter(|d| !d.is_empty())?;
        let d = given.parse::<Date>().ok().filter(|d| d.round().is_none());
        if d.is_none() {
            p.push(EmaReadProblem::Date { field, given: given.chars().take(20).collect() });
        }
        d
    };
    let (start, end) = (date("Start date"), date("End date"));
    let end = end.or(start);
    if value("End date").unwrap_or_default().is_empty() && value("Start date").unwrap_or_default().is_empty() {
        p.push(EmaReadProblem::Field { field: "End date" });
    }
    let mut count = |field: &'static str| {
        let given = value(field).filter(|c| !c.is_empty())?;
        let n = given.parse::<usize>().ok();
        if n.is_none() {
            p.push(EmaReadProblem::Count { field, given: given.chars().take(20).collect() });
        }
        n
    };
    let (players, countries, days) = (count("Players"), count("Countries"), count("Days"));
    let qualification = match value("Qualification").unwrap_or_default().to_ascii_lowercase().as_str() {
        "" | "no" | "n" | "0" | "false" => false,
        "yes" | "y" | "1" | "true" => true,
        other => {
            p.push(EmaReadProblem::Qualification { given: other.chars().take(20).collect() });
            false
        }
    };
    if let Some(rules) = value("Rules").filter(|r| !r.is_empty() && !r.eq_ignore_ascii_case("mcr")) {
        p.push(EmaReadProblem::Rules { given: rules.chars().take(20).collect() });
    }
    // Days from the dates where the file does not say them.
    let days = days.unwrap_or_else(|| match (start, end) {
        (Some(s), Some(e)) => {
            let mut d = s;
            let mut n = 1;
            while d < e && n < 31 {
                d = d.next_day();
                n += 1;
            }
            n
        }
        _ => 1,
    });
    if p.len() > before {
        return None;
    }
    Some(TournamentFile { name: name?, end: end?, days: days.max(1), players, countries, qualification })
}

/// The file's rows of trimmed cells (blank rows left out), split by `,`
/// or, where the first row has more of them, by `;`.
fn records(text: &str) -> Vec<Vec<String>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let first = text.lines().next().unwrap_or_default();
    let delimiter = if first.matches(';').count() > first.matches(',').count() { b';' } else { b',' };
    let mut reader = csv_core::ReaderBuilder::new().delimiter(delimiter).build();
    // Every record ends in a line break, so one call reads a whole record.
    let owned;
    let mut input = if text.ends_with('\n') {
        text.as_bytes()
    } else {
        owned = format!("{text}\n");
        owned.as_bytes()
    };
    let mut out = vec![0; input.len()];
    let mut ends = vec![0; input.len() + 1];
    let mut rows = Vec::new();
    loop {
        let (result, read, _, fields) = reader.read_record(input, &mut out, &mut ends);
        input = &input[read..];
        match result {
            csv_core::ReadRecordResult::Record => {
                let mut start = 0;
                let row: Vec<String> = ends[..fields]
                    .iter()
                    .map(|&end| {
                        let cell = String::from_utf8_lossy(&out[start..end]);
                        start = end;
                        unguard(cell.trim()).to_string()
                    })
                    .collect();
                if row.iter().any(|c| !c.is_empty()) {
                    rows.push(row);
                }
            }
            // An empty input tells the reader the end; a quote left open
            // ends there too.
            _ if input.is_empty() && result == csv_core::ReadRecordResult::InputEmpty => {}
            _ => break,
        }
    }
    rows
}

/// A cell without the writer's formula guard: `'` before `=`, `+`, `@`
/// (a name like "'t Hooft" keeps its `'`).
fn unguard(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if rest.starts_with(['=', '+', '@', '\t', '\r']) => rest,
        _ => cell,
    }
}

#[cfg(test)]
mod tests;
