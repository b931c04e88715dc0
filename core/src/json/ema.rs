//! The EMA's result file of a tournament (issue 50), as the ranking
//! (MERS) takes it: a results file (position, EMA number, last name,
//! first name, nationality as ISO 3166 alpha-2, table points, score) and
//! a tournament file (name, dates, city, country, rules, players,
//! countries, days, qualification: what a tournament's MERS weight is made
//! of, C24). Every row is checked before a file is made; every problem is
//! named at once. UTF-8 without a BOM, `,` between cells, CRLF.

use serde::{Deserialize, Serialize};

mod reader;
pub use reader::{file_kind, read, EmaFileKind, EmaReadProblem};

use super::country;
use crate::competition::tournament::{check_ema, split_name, Entrant};
use crate::rules::Variant;

/// What the EMA asks of a tournament beyond its name and day.
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct EmaInfo {
    /// The city it is played in.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub city: String,
    /// The country it is played in, ISO alpha-2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub country: Option<String>,
    /// Its days (1 when not given; C24 weighs 1, 2, 3 or more).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days: Option<usize>,
    /// Whether players had to qualify (C24: weight + 1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub qualification: bool,
}

/// The most days a tournament is given.
pub const MAX_DAYS: usize = 7;

/// Why the EMA's file cannot be made yet; each names its row.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum EmaProblem {
    /// The EMA ranks MCR and riichi tournaments only.
    #[error("the EMA ranks MCR and riichi tournaments; this one is played by {rules}")]
    Rules {
        /// The rule set's id.
        rules: &'static str,
    },
    /// The tournament has no name.
    #[error("the tournament has no name")]
    NoName,
    /// The tournament has no day.
    #[error("the tournament has no date")]
    NoDate,
    /// No city.
    #[error("the tournament's city is missing")]
    NoCity,
    /// No country, or none ISO knows.
    #[error("the tournament's country is missing")]
    NoCountry,
    /// Days out of range.
    #[error("a tournament has 1 to 7 days, not {days}")]
    Days {
        /// As given.
        days: usize,
    },
    /// Tables still without a result.
    #[error("round {round}: {tables} table(s) without a result")]
    Unfinished {
        /// The first such round.
        round: usize,
        /// How many tables.
        tables: usize,
    },
    /// A player without a nationality.
    #[error("row {place} {name}: no nationality")]
    NoNationality {
        /// The row's position.
        place: usize,
        /// The player.
        name: String,
    },
    /// A nationality no country has.
    #[error("row {place} {name}: {given:?} is no country (ISO 3166, e.g. NL)")]
    Nationality {
        /// The row's position.
        place: usize,
        /// The player.
        name: String,
        /// As registered.
        given: String,
    },
    /// A name without a first or a last name.
    #[error("row {place} {name}: a first and a last name are needed")]
    Name {
        /// The row's position.
        place: usize,
        /// The player.
        name: String,
    },
    /// An EMA number of the wrong form.
    #[error("row {place} {name}: {number:?} is no EMA number (8 digits)")]
    Number {
        /// The row's position.
        place: usize,
        /// The player.
        name: String,
        /// As registered.
        number: String,
    },
    /// One EMA number for two players.
    #[error("row {place} {second}: EMA number {number} is given to {first} too")]
    NumberTwice {
        /// The second one's row.
        place: usize,
        /// The number.
        number: String,
        /// The one higher in the standings.
        first: String,
        /// The other.
        second: String,
    },
    /// The number's country (its first two digits) is not the nationality.
    #[error("row {place} {name}: EMA number {number} is {of}'s, the nationality given is {country}")]
    NumberCountry {
        /// The row's position.
        place: usize,
        /// The player.
        name: String,
        /// The number.
        number: String,
        /// The country of its first two digits.
        of: &'static str,
        /// The nationality given.
        country: &'static str,
    },
}

/// One row of the results file.
#[derive(Serialize, Clone, PartialEq, Debug)]
pub struct EmaRow {
    /// Position, from 1 (a shared place shared).
    pub position: usize,
    /// EMA number; empty for a player without one.
    pub ema: String,
    /// Last name, with its tussenvoegsel ("de Groot").
    pub last_name: String,
    /// First name.
    pub first_name: String,
    /// ISO alpha-2.
    pub nationality: &'static str,
    /// Table points, as "8.5".
    pub table_points: String,
    /// The sum of the table totals, penalties taken off.
    pub score: i64,
}

/// The tournament's data (MERS weight's inputs, C24).
#[derive(Serialize, Clone, PartialEq, Debug)]
pub struct EmaTournament {
    /// Name.
    pub name: String,
    /// First day, `YYYY-MM-DD`.
    pub start: String,
    /// Last day.
    pub end: String,
    /// City.
    pub city: String,
    /// ISO alpha-2.
    pub country: &'static str,
    /// "MCR".
    pub rules: &'static str,
    /// Players in the results.
    pub players: usize,
    /// Nationalities among them.
    pub countries: usize,
    /// Days.
    pub days: usize,
    /// Qualification required.
    pub qualification: bool,
}

/// The two files, ready to send.
#[derive(Serialize, Clone, PartialEq, Debug)]
pub struct EmaFile {
    /// The tournament.
    pub tournament: EmaTournament,
    /// The results, in the standings' order.
    pub rows: Vec<EmaRow>,
    /// The results file's text.
    pub results_csv: String,
    /// The tournament file's text.
    pub tournament_csv: String,
}

/// The results file's header, as the EMA's result template names it.
pub const RESULTS_HEAD: [&str; 7] = ["Position", "EMA number", "Last name", "First name", "Nationality", "Table points", "Score"];

/// What the EMA's files are made of: the tournament as the engine
/// answered it.
pub struct EmaInput<'a> {
    /// Its name.
    pub name: &'a str,
    /// Its day, `YYYY-MM-DD`.
    pub date: Option<&'a str>,
    /// Its rule set.
    pub rules: Variant,
    /// Where and how long.
    pub info: Option<&'a EmaInfo>,
    /// The players as registered.
    pub entrants: &'a [Entrant],
    /// The standings, best first: place, name, table points, score.
    pub standings: Vec<(usize, &'a str, f64, i64)>,
    /// Each round's tables without a result: (round, tables).
    pub playing: Vec<(usize, usize)>,
}

/// The EMA's files of a tournament, or every problem.
pub fn ema_file(t: &EmaInput) -> Result<EmaFile, Vec<EmaProblem>> {
    let mut p = Vec::new();
    if t.rules != Variant::Mcr {
        p.push(EmaProblem::Rules { rules: t.rules.id() });
    }
    let info = t.info.cloned().unwrap_or_default();
    if t.name.trim().is_empty() {
        p.push(EmaProblem::NoName);
    }
    let start = t.date.and_then(|d| d.get(..10)).and_then(|d| d.parse::<crate::competition::date::Date>().ok());
    if start.is_none() {
        p.push(EmaProblem::NoDate);
    }
    if info.city.trim().is_empty() {
        p.push(EmaProblem::NoCity);
    }
    let host = info.country.as_deref().and_then(country::alpha2);
    if host.is_none() {
        p.push(EmaProblem::NoCountry);
    }
    let days = info.days.unwrap_or(1);
    if !(1..=MAX_DAYS).contains(&days) {
        p.push(EmaProblem::Days { days });
    }
    if let Some(&(round, tables)) = t.playing.iter().find(|(_, n)| *n > 0) {
        p.push(EmaProblem::Unfinished { round, tables });
    }
    let mut rows = Vec::new();
    let mut numbers: Vec<(&str, &str)> = Vec::new();
    for &(place, player, points, score) in &t.standings {
        let e = t.entrants.iter().find(|e| e.name == player);
        let name = player.to_string();
        let nationality = match e.and_then(|e| e.country.as_deref()) {
            None => {
                p.push(EmaProblem::NoNationality { place, name: name.clone() });
                None
            }
            Some(given) => {
                let c = country::alpha2(given);
                if c.is_none() {
                    p.push(EmaProblem::Nationality { place, name: name.clone(), given: given.chars().take(20).collect() });
                }
                c
            }
        };
        let (first_name, last_name) = split_name(player);
        if first_name.is_empty() || last_name.is_empty() {
            p.push(EmaProblem::Name { place, name: name.clone() });
        }
        let number = e.and_then(|e| e.ema.as_deref()).unwrap_or_default();
        if !number.is_empty() {
            if check_ema(number).is_err() {
                p.push(EmaProblem::Number { place, name: name.clone(), number: number.chars().take(20).collect() });
            } else if let Some((_, first)) = numbers.iter().find(|(n, _)| *n == number) {
                p.push(EmaProblem::NumberTwice { place, number: number.to_string(), first: first.to_string(), second: name.clone() });
            } else if let (Some(of), Some(country)) = (country::of_ema_number(number), nationality) {
                if of != country {
                    p.push(EmaProblem::NumberCountry { place, name: name.clone(), number: number.to_string(), of, country });
                }
            }
            numbers.push((number, player));
        }
        rows.push(EmaRow {
            position: place,
            ema: number.to_string(),
            last_name,
            first_name,
            nationality: nationality.unwrap_or_default(),
            table_points: format!("{points}"),
            score,
        });
    }
    if !p.is_empty() {
        return Err(p);
    }
    let start = start.expect("checked");
    let mut end = start;
    for _ in 1..days {
        end = end.next_day();
    }
    let mut countries: Vec<&str> = rows.iter().map(|r| r.nationality).collect();
    countries.sort_unstable();
    countries.dedup();
    let tournament = EmaTournament {
        name: t.name.trim().to_string(),
        start: start.to_string(),
        end: end.to_string(),
        city: info.city.trim().to_string(),
        country: host.expect("checked"),
        rules: "MCR",
        players: rows.len(),
        countries: countries.len(),
        days,
        qualification: info.qualification,
    };
    let results_csv = results_csv(&rows);
    let tournament_csv = tournament_csv(&tournament);
    Ok(EmaFile { tournament, rows, results_csv, tournament_csv })
}

fn results_csv(rows: &[EmaRow]) -> String {
    let mut w = Csv::default();
    w.row(&RESULTS_HEAD.map(str::to_string));
    for r in rows {
        w.row(&[
            r.position.to_string(),
            r.ema.clone(),
            r.last_name.clone(),
            r.first_name.clone(),
            r.nationality.to_string(),
            r.table_points.clone(),
            r.score.to_string(),
        ]);
    }
    w.0
}

fn tournament_csv(t: &EmaTournament) -> String {
    let mut w = Csv::default();
    let yes_no = if t.qualification { "yes" } else { "no" };
    for (k, v) in [
        ("Field", "Value".to_string()),
        ("Tournament", t.name.clone()),
        ("Start date", t.start.clone()),
        ("End date", t.end.clone()),
        ("City", t.city.clone()),
        ("Country", t.country.to_string()),
        ("Rules", t.rules.to_string()),
        ("Players", t.players.to_string()),
        ("Countries", t.countries.to_string()),
        ("Days", t.days.to_string()),
        ("Qualification", yes_no.to_string()),
    ] {
        w.row(&[k.to_string(), v]);
    }
    w.0
}

/// RFC 4180 rows: a cell with `,`, `"` or a line break is quoted (quotes
/// doubled, by `csv-core`); a cell a spreadsheet would read as a formula
/// gets a leading `'`.
#[derive(Default)]
struct Csv(String);

impl Csv {
    fn row(&mut self, cells: &[String]) {
        for (i, cell) in cells.iter().enumerate() {
            if i > 0 {
                self.0.push(',');
            }
            let cell = if cell.starts_with(['=', '+', '@', '\t', '\r']) { format!("'{cell}") } else { cell.clone() };
            if !cell.contains([',', '"', '\r', '\n']) {
                self.0.push_str(&cell);
                continue;
            }
            let mut out = vec![0; 2 * cell.len()];
            let (_, _, wrote) = csv_core::quote(cell.as_bytes(), &mut out, b'"', b'\\', true);
            self.0.push('"');
            self.0.push_str(std::str::from_utf8(&out[..wrote]).unwrap_or_default());
            self.0.push('"');
        }
        self.0.push_str("\r\n");
    }
}
