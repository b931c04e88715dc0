//! The EMA's files read back (issue 53, C24), and a MERS reckoned from
//! them by hand.

use super::{file_kind, read, EmaFileKind, EmaReadProblem as P};
use crate::json::rating::{mers_list, MersIn};

/// Open Gouda as a Dutch spreadsheet saves it: a BOM, `;` between cells,
/// a last name with its own `'` and a first name the writer guarded.
const GOUDA_RESULTS: &str = "\u{feff}Position;EMA number;Last name;First name;Nationality;Table points;Score\r\n\
1;08010002;Bakker;Ans;NL;14;120\r\n\
2;08010001;de Vries;Jan;NL;12;80\r\n\
3;;'t Hooft;Kees;NL;10;40\r\n\
4;04000001;Schmidt;'=Uwe;DE;8;10\r\n\
5;;Dupont;Marie;FR;7;0\r\n\
6;;Peeters;Lies;BE;5;-20\r\n\
7;;Smith;John;GB;2;-100\r\n\
8;;Rossi;Luca;IT;2;-130\r\n";

const GOUDA: &str = "Field,Value\r\nTournament,Open Gouda\r\nStart date,2026-06-13\r\nEnd date,2026-06-14\r\nCity,Gouda\r\n\
Country,NL\r\nRules,MCR\r\nPlayers,8\r\nCountries,6\r\nDays,2\r\nQualification,yes\r\n";

const CUP_RESULTS: &str = "Position,EMA number,Last name,First name,Nationality,Table points,Score\n\
1,08010001,de Vries,Jan,NL,8,60\n2,,Jansen,Piet,NL,6,10\n2,,Visser,Els,NL,6,10\n4,08010002,Bakker,Ans,NL,2,-80\n";

/// No Days, no Countries: one day (from the dates), one country (the
/// rows' nationalities, all NL).
const CUP: &str = "Field,Value\nTournament,\"Oude Cup, Leiden\"\nStart date,2025-03-01\nEnd date,2025-03-01\nRules,MCR\nPlayers,4\n";

#[test]
fn the_kind_of_a_file() {
    assert_eq!(file_kind(GOUDA_RESULTS), Some(EmaFileKind::Results));
    assert_eq!(file_kind(GOUDA), Some(EmaFileKind::Tournament));
    assert_eq!(file_kind("Naam,Punten\nAns,3\n"), None);
    assert_eq!(file_kind(""), None);
}

/// The Gouda files: every row's name and place, the weight's inputs as the
/// tournament file says them (6 countries: NL, DE, FR, BE, GB, IT), the
/// last day; "'t Hooft" keeps its `'`, "'=Uwe" loses
/// the writer's guard.
#[test]
fn a_tournament_read_back() {
    let t = read(GOUDA_RESULTS, GOUDA).unwrap();
    assert_eq!((t.name.as_str(), t.date.as_str(), t.days, t.countries, t.qualification), ("Open Gouda", "2026-06-14", 2, 6, true));
    let rows: Vec<(&str, &str, usize)> = t.results.iter().map(|r| (r.player.as_str(), r.ema.as_str(), r.place)).collect();
    assert_eq!(
        rows[..4],
        [("Ans Bakker", "08010002", 1), ("Jan de Vries", "08010001", 2), ("Kees 't Hooft", "", 3), ("=Uwe Schmidt", "04000001", 4)]
    );
    assert_eq!(rows.len(), 8);
    let cup = read(CUP_RESULTS, CUP).unwrap();
    assert_eq!((cup.name.as_str(), cup.days, cup.countries, cup.qualification), ("Oude Cup, Leiden", 1, 1, false));
    assert_eq!(cup.results.iter().map(|r| r.place).collect::<Vec<_>>(), [1, 2, 2, 4]);
}

/// MERS from the two files (C24), reckoned on 1 December 2026, for Jan de
/// Vries (08010001):
/// - Open Gouda: 2nd of 8, base rank 1000 × 6 / 7 = 857.14 → 857; weight
///   2 days + 0 (8 players) + 0.5 (6 countries) + 1 (qualification) = 3.5,
///   age 1 (within a year);
/// - Oude Cup: 1st of 4, 1000; weight 1 day + 0 + 0 = 1, age 0.5 (March
///   2025 is within two years): 0.5.
///
/// Two results, padded with three 0s at weight 1. Part A (ceil(5 + 0.8 ×
/// 0) = 5 results): (857 × 3.5 + 1000 × 0.5) / (3.5 + 0.5 + 3) = 3499.5 /
/// 7 = 499.93; part B (the best 4: 1000, 857, 0, 0): 3499.5 / 6 = 583.25;
/// MERS (499.93 + 583.25) / 2 = 541.59, first. Ans Bakker: 1000 at 3.5,
/// 0 (4th of 4) at 0.5: A 3500 / 7 = 500; B the best 4, equal base ranks
/// the larger weight first (`competition::mers`), so the padding's three
/// 0s at 1 before the 0 at 0.5: 3500 / 6.5 = 538.46; MERS 519.23. Players
/// of one tournament are not listed.
#[test]
fn mers_from_the_files() {
    let m = MersIn { on: "2026-12-01".into(), tournaments: vec![read(GOUDA_RESULTS, GOUDA).unwrap(), read(CUP_RESULTS, CUP).unwrap()] };
    let list = mers_list(&m).unwrap();
    let got: Vec<(&str, f64, f64, f64)> = list.iter().map(|l| (l.player.as_str(), l.part_a, l.part_b, l.mers)).collect();
    assert_eq!(got, [("Jan de Vries", 499.93, 583.25, 541.59), ("Ans Bakker", 500.0, 538.46, 519.23)]);
    let jan = &list[0];
    assert_eq!(jan.results.iter().map(|r| (r.base_rank, r.weight)).collect::<Vec<_>>()[..2], [(1000, 0.5), (857, 3.5)], "best first");
    // What each is made of: 1st of 4 at weight 1 × age 0.5; 2nd of 8 at
    // 3.5 × 1; the padding at 1 × 1, no place.
    let made: Vec<_> = jan.results.iter().map(|r| (r.place, r.players, r.tournament_weight, r.age)).collect();
    assert_eq!(made[..3], [(Some(1), Some(4), 1.0, 0.5), (Some(2), Some(8), 3.5, 1.0), (None, None, 1.0, 1.0)]);
    // The age on a day (C24): within a year 1, within two 0.5, then 0,
    // and 0 for a tournament after the day.
    let age = |date: &str| crate::json::rating::age_on(date, "2026-12-01");
    assert_eq!((age("2026-06-14"), age("2025-03-01"), age("2024-06-14"), age("2027-01-01")), (Some(1.0), Some(0.5), Some(0.0), Some(0.0)));
    assert_eq!(age("14 juni"), None);
}

/// Every problem of both files at once, by row.
#[test]
fn every_problem_at_once() {
    let results = "Position,EMA number,Last name,First name\n1,08010001,de Vries,Jan\nx,,Jansen,Piet\n3,08010001,Visser,Els\n9,,,\n";
    let tournament = "Field,Value\nTournament,Toernooi\nEnd date,14 juni\nRules,Riichi\nPlayers,5\nDays,twee\nQualification,misschien\n";
    let p = read(results, tournament).unwrap_err();
    assert_eq!(
        p,
        [
            P::Position { row: 3, given: "x".into(), players: 4 },
            P::NumberTwice { row: 4, number: "08010001".into(), first: 2 },
            P::Position { row: 5, given: "9".into(), players: 4 },
            P::Name { row: 5 },
            P::Date { field: "End date", given: "14 juni".into() },
            P::Count { field: "Days", given: "twee".into() },
            P::Qualification { given: "misschien".into() },
            P::Rules { given: "Riichi".into() },
        ]
    );
    assert_eq!(
        read("Naam,Punten\nAns,3\n", GOUDA).unwrap_err(),
        [P::Column { column: "Position" }, P::Column { column: "Last name" }, P::Column { column: "First name" }]
    );
    assert_eq!(read("", "").unwrap_err(), [P::Empty { file: EmaFileKind::Results }, P::Empty { file: EmaFileKind::Tournament }]);
    // The players the tournament file says, against the rows.
    assert_eq!(read(CUP_RESULTS, GOUDA).unwrap_err(), [P::Players { said: 8, rows: 4 }]);
    assert_eq!(P::Players { said: 8, rows: 4 }.to_string(), "the tournament file says 8 players, the results file has 4");
}
