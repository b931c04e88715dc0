//! Every [`SeasonChange`]: what it does, that its undo takes exactly it
//! back, and what it refuses (competition rulings C1-C21). Seasons are
//! built from text; the arithmetic is in the comments.

use super::*;
use crate::competition::seating::SeatingError;
use crate::json::game::GameHand;
use crate::json::Answer;

const NINE: [&str; 9] = ["Ans", "Bep", "Cor", "Dirk", "Eef", "Fer", "Gijs", "Hans", "Ineke"];

fn day(d: &str) -> Date {
    d.parse().expect("a test's date")
}

fn sep1() -> Date {
    day("2026-09-01")
}

/// A Groene Hart season of nine members, all ticked on 1 September.
fn season() -> SeasonIn {
    let members = NINE.map(String::from).to_vec();
    let mut s = SeasonIn::new_season("Competitie", Variant::Nts, ReglementIn::Preset("groene-hart".into()), members.clone()).unwrap();
    s.apply(SeasonChange::NewEvening { date: sep1() }).unwrap();
    s.apply(SeasonChange::PresentMany { date: sep1(), names: members }).unwrap();
    s
}

/// `s` drawn on 1 September with seed 42: nine players are a table of 5
/// and one of 4 (C13).
fn drawn() -> SeasonIn {
    let mut s = season();
    s.apply(SeasonChange::Draw { date: sep1(), seed: 42 }).unwrap();
    s
}

fn tables(s: &SeasonIn) -> Vec<Vec<String>> {
    s.evening("2026-09-01").unwrap().draw.clone().unwrap().tables
}

/// Applies `change`, then its undo: the season is as before. Returns
/// what the change did and the season after it.
fn undone(s: &SeasonIn, change: SeasonChange) -> (Applied, SeasonIn) {
    let mut after = s.clone();
    let applied = after.apply(change).expect("the change is taken");
    let mut back = after.clone();
    back.undo(applied.undo.clone().expect("a step to take it back")).expect("the undo is taken");
    assert_eq!(&back, s, "undo gives the season back");
    (applied, after)
}

/// A refused change leaves the season as it was.
fn refused(s: &SeasonIn, change: SeasonChange) -> ChangeError {
    let mut after = s.clone();
    let e = after.apply(change).expect_err("the change is refused");
    assert_eq!(&after, s, "a refusal changes nothing");
    e
}

#[test]
fn settings() {
    let s = season();
    let change = SeasonChange::Settings { name: " Voorjaar ".into(), rules: Variant::Nmb, reglement: ReglementIn::Preset("keevel".into()) };
    let (applied, after) = undone(&s, change);
    assert_eq!((after.name.as_str(), after.rules), ("Voorjaar", Variant::Nmb));
    assert!(matches!(&applied.log[..], [log::Change::Settings { reglement: true, .. }]));
    let named = |n: &str| SeasonChange::Settings { name: n.into(), rules: Variant::Nts, reglement: ReglementIn::Preset("keevel".into()) };
    assert_eq!(refused(&s, named("  ")), ChangeError::BadName);
    // 25 characters: one over the limit of 24.
    assert_eq!(refused(&s, named(&"x".repeat(25))), ChangeError::BadName);
    let unknown = SeasonChange::Settings { name: "X".into(), rules: Variant::Nts, reglement: ReglementIn::Preset("geen".into()) };
    assert!(matches!(refused(&s, unknown), ChangeError::Season(_)));
}

#[test]
fn members_added_renamed_put_aside_and_deleted() {
    let s = drawn();
    let (_, after) = undone(&s, SeasonChange::AddMember(" Jan ".into()));
    assert_eq!(after.members.as_ref().map(Vec::len), Some(10));
    assert_eq!(after.members.as_ref().unwrap()[9], "Jan");
    // "ans" beside "Ans": the same player typed twice, named as kept.
    assert_eq!(refused(&s, SeasonChange::AddMember("ans".into())), ChangeError::NameTaken { name: "Ans".into() });
    assert_eq!(refused(&s, SeasonChange::AddMember(String::new())), ChangeError::BadName);
    // Issue 49: a pasted list, one a line. New names are added in order;
    // "ans" is Ans, "Wim" twice is one Wim, "Wilhelmina van Leeuwn" is one
    // letter off the line before it (21 and 20 letters >= 6), a name of
    // 25 letters is none; empty lines and spaces go.
    let list = "Wim\n  Kees   de Boer \n\nans\nWim\nWilhelmina van Leeuwen\nWilhelmina van Leeuwn\nAbcdefghijklmnopqrstuvwxy\nBart";
    let (applied, after) = undone(&s, SeasonChange::AddMembers(list.lines().map(String::from).collect()));
    let added: Vec<String> = ["Wim", "Kees de Boer", "Wilhelmina van Leeuwen", "Bart"].map(String::from).to_vec();
    let skipped = vec![
        Skipped { line: "ans".into(), why: Skip::Taken { like: "Ans".into() } },
        Skipped { line: "Wim".into(), why: Skip::Taken { like: "Wim".into() } },
        Skipped { line: "Wilhelmina van Leeuwn".into(), why: Skip::Near { like: "Wilhelmina van Leeuwen".into() } },
        Skipped { line: "Abcdefghijklmnopqrstuvwxy".into(), why: Skip::BadName },
    ];
    assert_eq!(applied.outcome, Outcome::MembersAdded { added: added.clone(), skipped });
    assert_eq!(after.members.as_ref().unwrap()[9..], added);
    // "Bart" beside "Bert" (4 letters): two players, not a slip.
    assert!(!near("Bert", "Bart") && near("Leeuwen", "Leeuwne") && !near("Jansen", "Janssens"));
    // Nothing new: nothing to undo.
    assert_eq!(s.clone().apply(SeasonChange::AddMembers(vec!["Ans".into()])).unwrap().undo, None);
    // A rename reaches the draw (C1: a name is the player's identity).
    let (applied, after) = undone(&s, SeasonChange::Rename { from: "Ans".into(), to: "Anna".into() });
    assert!(tables(&after).iter().flatten().any(|n| n == "Anna"));
    assert_eq!(applied.log, [log::Change::Renamed { from: "Ans".into(), to: "Anna".into() }]);
    assert_eq!(refused(&s, SeasonChange::Rename { from: "Ans".into(), to: "Bep".into() }), ChangeError::NameTaken { name: "Bep".into() });
    let mut same = s.clone();
    assert_eq!(same.apply(SeasonChange::Rename { from: "Ans".into(), to: "Ans".into() }).unwrap().undo, None);
    let (_, after) = undone(&s, SeasonChange::SetInactive { name: "Ineke".into(), inactive: true });
    assert_eq!(after.inactive, ["Ineke"]);
    assert_eq!(after.coming().len(), 8);
    // Drawn: has played, so kept (mark them inactive instead).
    assert_eq!(refused(&s, SeasonChange::DeleteMember("Ans".into())), ChangeError::HasPlayed { name: "Ans".into() });
    // Not drawn yet: deleted with their tick; undo brings both back.
    let (_, after) = undone(&season(), SeasonChange::DeleteMember("Ans".into()));
    assert_eq!(after.members.as_ref().map(Vec::len), Some(8));
    assert_eq!(after.evenings[0].present.len(), 8);
}

#[test]
fn evenings_added_deleted_restored_and_redated() {
    let s = drawn();
    let (_, after) = undone(&s, SeasonChange::NewEvening { date: day("2026-08-25") });
    assert_eq!(after.evenings.iter().map(|e| e.date.as_str()).collect::<Vec<_>>(), ["2026-08-25", "2026-09-01"], "in date order");
    assert_eq!(refused(&s, SeasonChange::NewEvening { date: sep1() }), ChangeError::DateTaken { date: "2026-09-01".into() });
    let (applied, after) = undone(&s, SeasonChange::DeleteEvening { date: sep1() });
    assert!(after.evenings.is_empty());
    let Outcome::EveningDeleted { evening } = applied.outcome else { panic!("the evening for the bin") };
    assert_eq!(*evening, s.evenings[0]);
    assert_eq!(refused(&after, SeasonChange::DeleteEvening { date: sep1() }), ChangeError::NoEvening);
    let (applied, back) = undone(&after, SeasonChange::RestoreEvening(evening.clone()));
    assert_eq!((back, applied.outcome), (s.clone(), Outcome::EveningRestored { date: "2026-09-01".into() }));
    assert_eq!(refused(&s, SeasonChange::RestoreEvening(evening)), ChangeError::DateTaken { date: "2026-09-01".into() });
    // C19: moved with its draw, and back by undo.
    let (applied, after) = undone(&s, SeasonChange::Redate { from: sep1(), to: day("2026-09-02") });
    assert_eq!(after.evenings[0].draw, s.evenings[0].draw);
    assert_eq!(applied.log, [log::Change::Redated { from: "2026-09-01".into(), to: "2026-09-02".into() }]);
    let mut two = s.clone();
    two.apply(SeasonChange::NewEvening { date: day("2026-09-08") }).unwrap();
    let taken = SeasonChange::Redate { from: sep1(), to: day("2026-09-08") };
    assert_eq!(refused(&two, taken), ChangeError::DateTaken { date: "2026-09-08".into() });
    assert_eq!(two.clone().apply(SeasonChange::Redate { from: sep1(), to: sep1() }).unwrap().undo, None);
    let gone = SeasonChange::Redate { from: day("2026-10-01"), to: day("2026-10-02") };
    assert_eq!(refused(&s, gone), ChangeError::NoEvening);
}

#[test]
fn who_came() {
    let s = season();
    let (_, after) = undone(&s, SeasonChange::Present { date: sep1(), name: "Ans".into(), here: false });
    assert_eq!(after.evenings[0].present.len(), 8);
    let (applied, after) = undone(&s, SeasonChange::Guest { date: sep1(), name: "Jan".into() });
    assert_eq!(after.evenings[0].present.len(), 10);
    assert_eq!(applied.log, [log::Change::Present { date: "2026-09-01".into(), names: vec!["Jan".into()], here: true }]);
    assert_eq!(refused(&s, SeasonChange::Guest { date: sep1(), name: " ".into() }), ChangeError::BadName);
    let elsewhere = SeasonChange::Present { date: day("2026-09-08"), name: "Ans".into(), here: true };
    assert_eq!(refused(&s, elsewhere), ChangeError::NoEvening);
    // Ticking who is ticked already adds no one twice.
    let mut again = s.clone();
    let applied = again.apply(SeasonChange::PresentMany { date: sep1(), names: vec!["Ans".into(), "Jan".into()] }).unwrap();
    assert_eq!(again.evenings[0].present.len(), 10);
    assert_eq!(applied.log, [log::Change::Present { date: "2026-09-01".into(), names: vec!["Jan".into()], here: true }]);
}

#[test]
fn the_draw() {
    let s = season();
    let (applied, after) = undone(&s, SeasonChange::Draw { date: sep1(), seed: 42 });
    // Nine players: a table of 5 and one of 4 (C13).
    assert_eq!(tables(&after).iter().map(Vec::len).collect::<Vec<_>>(), [5, 4]);
    assert!(matches!(applied.outcome, Outcome::Drawn { seed: 42, .. }));
    assert_eq!(applied.log, [log::Change::Draw { date: "2026-09-01".into(), tables: 2 }]);
    // The same seed, the same tables (C15).
    assert_eq!(tables(&after), tables(&drawn()));
    let mut two = s.clone();
    two.evenings[0].present.truncate(2);
    assert_eq!(refused(&two, SeasonChange::Draw { date: sep1(), seed: 1 }), ChangeError::TooFew { players: 2 });
    // Table 2's card out: drawn again with a late Jan, table 2 stays
    // (C20); table 1's five and Jan are 6 = 3 + 3 (C13).
    let mut late = after.clone();
    late.apply(SeasonChange::CardOut { date: sep1(), table: Some(2) }).unwrap();
    late.apply(SeasonChange::Guest { date: sep1(), name: "Jan".into() }).unwrap();
    let (_, again) = undone(&late, SeasonChange::Draw { date: sep1(), seed: 7 });
    assert_eq!(tables(&again)[1], tables(&after)[1]);
    assert_eq!(tables(&again).iter().map(Vec::len).collect::<Vec<_>>(), [3, 4, 3]);
    assert_eq!(again.evenings[0].cards_out, [2], "the started table's card stays");
}

#[test]
fn cards_handed_out() {
    let s = drawn();
    let (applied, after) = undone(&s, SeasonChange::CardOut { date: sep1(), table: Some(2) });
    assert_eq!((after.evenings[0].started(), applied.outcome), (vec![2], Outcome::Done));
    // Again, or a table the draw does not have: nothing changes.
    assert_eq!(after.clone().apply(SeasonChange::CardOut { date: sep1(), table: Some(2) }).unwrap().undo, None);
    assert_eq!(after.clone().apply(SeasonChange::CardOut { date: sep1(), table: Some(9) }).unwrap().undo, None);
    let (applied, all) = undone(&after, SeasonChange::CardOut { date: sep1(), table: None });
    assert_eq!((all.evenings[0].cards_out.clone(), applied.outcome), (vec![1, 2], Outcome::CardsPrinted));
    // Issue 49: the print's undo is logged too: table 1 no longer started.
    assert_eq!(applied.log, [log::Change::Cards { date: "2026-09-01".into(), tables: vec![1] }]);
    assert_eq!(log::changes(&all, &after), [log::Change::CardsBack { date: "2026-09-01".into(), tables: vec![1] }]);
    assert_eq!(refused(&season(), SeasonChange::CardOut { date: day("2026-09-08"), table: None }), ChangeError::NoEvening);
}

#[test]
fn late_arrivals_moves_and_swaps() {
    let mut s = drawn();
    s.apply(SeasonChange::CardOut { date: sep1(), table: Some(2) }).unwrap();
    s.apply(SeasonChange::Guest { date: sep1(), name: "Jan".into() }).unwrap();
    let (five, four) = (tables(&s)[0].clone(), tables(&s)[1].clone());
    // Table 1 has 5: a sixth is refused; table 2 (started) is the
    // organiser's pick (C20): 4 -> 5, nothing else moves.
    let full = SeasonChange::SeatAt { date: sep1(), name: "Jan".into(), table: 1 };
    assert_eq!(refused(&s, full), ChangeError::Seating(SeatingError::Size { table: 1, players: 6 }));
    let (applied, after) = undone(&s, SeasonChange::SeatAt { date: sep1(), name: "Jan".into(), table: 2 });
    assert_eq!((tables(&after)[0].clone(), tables(&after)[1].len()), (five.clone(), 5));
    assert_eq!(applied.outcome, Outcome::Seated { name: "Jan".into(), table: 2 });
    // Table 2 has started: nobody is moved off it, or swapped from it.
    assert!(matches!(refused(&s, SeasonChange::Unseat { date: sep1(), name: four[0].clone(), picked: false }), ChangeError::Seating(_)));
    let swap = SeasonChange::Swap { date: sep1(), a: five[0].clone(), b: four[0].clone() };
    assert!(matches!(refused(&s, swap), ChangeError::Seating(_)));
    // Not started: one of table 1's five moves to... table 1 only (2 started).
    let (_, after) = undone(&s, SeasonChange::Unseat { date: sep1(), name: five[0].clone(), picked: false });
    assert_eq!(tables(&after)[0].len(), 4);
    // Issue 49 (C20): the organiser picks started table 2, asked first:
    // its 4 play on as 3; or Jan, come late, takes the seat (East and all).
    let (applied, after) = undone(&s, SeasonChange::Unseat { date: sep1(), name: four[0].clone(), picked: true });
    assert_eq!(tables(&after)[1], four[1..]);
    assert_eq!(applied.log, [log::Change::Seat { date: "2026-09-01".into(), name: four[0].clone(), from: Some(2), to: None }]);
    let (_, after) = undone(&s, SeasonChange::Replace { date: sep1(), name: four[0].clone(), by: "Jan".into() });
    assert_eq!(tables(&after)[1][0], "Jan");
    assert_eq!(tables(&after)[1][1..], four[1..]);
    // Someone not present (C20: a late arrival is ticked first) cannot,
    // and is told so; nor anyone at a table with its result.
    let absent = SeasonChange::Replace { date: sep1(), name: four[0].clone(), by: "Kees".into() };
    assert_eq!(refused(&s, absent), ChangeError::Seating(SeatingError::NotPresent { player: "Kees".into() }));
    // Issue 49: table 2 (started, of 4) given up instead: its other 3
    // cannot all join table 1 of 5 (no seat free): refused, said why.
    let merge = SeasonChange::Merge { date: sep1(), name: four[0].clone() };
    assert_eq!(refused(&s, merge), ChangeError::Seating(SeatingError::Size { table: 2, players: 3 }));
    let mut played = s.clone();
    played.apply(SeasonChange::Result { date: sep1(), result: typed(&s, 2, vec![24, 384, -244, -164]) }).unwrap();
    let off = SeasonChange::Unseat { date: sep1(), name: four[0].clone(), picked: true };
    assert_eq!(refused(&played, off), ChangeError::Seating(SeatingError::HasResult { table: 2 }));
    // A move to or from started table 2 (C20): refused unless picked;
    // picked, one of table 1's five joins it: 4 + 5. Not once table 2
    // has its result (C1).
    let to_two = |picked| SeasonChange::Move { date: sep1(), name: five[0].clone(), table: 2, picked };
    assert_eq!(refused(&s, to_two(false)), ChangeError::Seating(SeatingError::Started { table: 2 }));
    let (_, after) = undone(&s, to_two(true));
    assert_eq!((tables(&after)[0].len(), tables(&after)[1].len()), (4, 5));
    assert_eq!(refused(&played, to_two(true)), ChangeError::Seating(SeatingError::HasResult { table: 2 }));
    let moved = drawn();
    let (_, after) = undone(&moved, SeasonChange::Move { date: sep1(), name: five[2].clone(), table: 2, picked: false });
    // 5 + 4 becomes 4 + 5.
    assert_eq!((tables(&after)[0].len(), tables(&after)[1].len()), (4, 5));
    // A table of 4 cannot give one to a table of 5: 3 + 6.
    let back = SeasonChange::Move { date: sep1(), name: four[0].clone(), table: 1, picked: false };
    assert_eq!(refused(&moved, back), ChangeError::Seating(SeatingError::Size { table: 1, players: 6 }));
    let (_, after) = undone(&moved, SeasonChange::Swap { date: sep1(), a: five[0].clone(), b: four[0].clone() });
    assert!(tables(&after)[1].contains(&five[0]) && tables(&after)[0].contains(&four[0]));
    assert_eq!(refused(&season(), SeasonChange::Swap { date: sep1(), a: "Ans".into(), b: "Bep".into() }), ChangeError::NoEvening);
}

fn typed(s: &SeasonIn, table: u32, totals: Vec<i64>) -> TableIn {
    TableIn { table: Some(table), players: tables(s)[table as usize - 1].clone(), totals, ..TableIn::default() }
}

/// Seed 003's hand as a table's game: South wins with 96, East holds 64,
/// West is dead, North 20: +24 +384 -244 -164 (ruling 19).
fn game(names: Vec<String>, south: u32) -> GameLine {
    let mut g = GameLine::new(Variant::Nts, names);
    g.hands.push(GameHand { winner: Some(1), scores: vec![64, south, 0, 20], dead: vec![2], ..Default::default() });
    g
}

#[test]
fn results_typed_same_and_in_conflict() {
    let s = drawn();
    // C21: totals that do not sum to 0: 24 + 384 - 244 - 191 = -27.
    let wrong_sum = SeasonChange::Result { date: sep1(), result: typed(&s, 2, vec![24, 384, -244, -191]) };
    assert_eq!(refused(&s, wrong_sum), ChangeError::Typed { table: 2, error: TypedError::NotZero { sum: -27 } });
    let t2 = typed(&s, 2, vec![24, 384, -244, -164]);
    let (applied, after) = undone(&s, SeasonChange::Result { date: sep1(), result: t2.clone() });
    assert_eq!(applied.outcome, Outcome::ResultIn { table: 2 });
    assert!(matches!(&applied.log[..], [log::Change::Result { table: 2, before, after, .. }] if before.is_empty() && after.len() == 4));
    // The same again changes nothing; another waits, never overwriting.
    let mut again = after.clone();
    let same = again.apply(SeasonChange::Result { date: sep1(), result: t2.clone() }).unwrap();
    assert_eq!((same.undo, same.outcome, &again), (None, Outcome::SameResult { table: 2 }, &after));
    let other = typed(&s, 2, vec![24, 384, -164, -244]);
    let conflict = again.apply(SeasonChange::Result { date: sep1(), result: other.clone() }).unwrap();
    assert_eq!(
        conflict.outcome,
        Outcome::Conflict { date: "2026-09-01".into(), table: 2, kept: Box::new(t2.clone()), new: Box::new(other.clone()) }
    );
    // Issue 51: it waits in the season (a step undo takes back), beside
    // the kept one, read back from the season line; the same again once.
    assert!(conflict.undo.is_some());
    assert_eq!((&again.evenings[0].tables, &again.evenings[0].waiting), (&vec![t2.clone()], &vec![other.clone()]));
    let line: SeasonIn = serde_json::from_str(&serde_json::to_string(&again).unwrap()).unwrap();
    assert_eq!((&line, check(&line)), (&again, Ok(())));
    let twice = again.clone().apply(SeasonChange::Result { date: sep1(), result: other.clone() }).unwrap();
    assert!(twice.undo.is_none());
    // The choice: the kept one stays (the waiting one goes), or the new
    // one is taken; each a step; nothing waits then.
    let (_, kept) = undone(&again, SeasonChange::ChooseResult { date: sep1(), table: 2, take_new: false });
    assert_eq!((&kept.evenings[0].tables, kept.evenings[0].waiting.len()), (&vec![t2.clone()], 0));
    let (applied, taken) = undone(&again, SeasonChange::ChooseResult { date: sep1(), table: 2, take_new: true });
    assert_eq!(applied.outcome, Outcome::ResultChanged { table: 2 });
    assert_eq!((&taken.evenings[0].tables, taken.evenings[0].waiting.len()), (&vec![other.clone()], 0));
    assert_eq!(
        refused(&taken, SeasonChange::ChooseResult { date: sep1(), table: 2, take_new: true }),
        ChangeError::NothingWaiting { table: 2 }
    );
    // A waiting result of a table not drawn is no season.
    let mut bad = again.clone();
    bad.evenings[0].waiting[0].table = Some(7);
    assert!(check(&bad).is_err());
    // C1: the drawn table's players, and a table the draw has.
    let wrong = TableIn { table: Some(1), ..t2.clone() };
    assert_eq!(refused(&s, SeasonChange::Result { date: sep1(), result: wrong }), ChangeError::WrongPlayers { table: 1 });
    let seventh = TableIn { table: Some(7), ..t2.clone() };
    assert_eq!(refused(&s, SeasonChange::Result { date: sep1(), result: seventh }), ChangeError::NoTable { table: 7 });
    let unnumbered = TableIn { table: None, ..t2.clone() };
    assert_eq!(refused(&s, SeasonChange::Result { date: sep1(), result: unnumbered }), ChangeError::NoTable { table: 0 });
    let elsewhere = SeasonChange::Result { date: day("2026-09-08"), result: t2 };
    assert_eq!(refused(&s, elsewhere), ChangeError::NoEvening);
}

/// Issue 49: the same result by another route changes nothing. Table 2's
/// hand came as a link with its tiles: South's 123m 456m 789p 234s 5s-5s
/// self-drawn, 24 points and three doublings = 192, the others 0. Ruling
/// 19: East pays 2 x 192 = 384, West and North 192 each: -384 +768 -192
/// -192. The same game from the code without tiles, and the same numbers
/// typed from the paper form (players in another order), are the same
/// result; South's 192 as 96 (-192 +384 -96 -96) is a conflict.
#[test]
fn the_same_result_by_another_route_changes_nothing() {
    const SOUTH: &str = "v1;r=nts;o=E;w=1;c=s;a=1;p0=t0;p1=l=123456m789p23455s!x=5s;p2=t0;p3=t0";
    let s = drawn();
    let names = tables(&s)[1].clone();
    let game = |south: u32, tiles: Option<&str>| {
        let mut g = GameLine::new(Variant::Nts, names.clone());
        g.hands.push(GameHand { table: tiles.map(str::to_string), ..GameHand::won(vec![0, south, 0, 0], 1) });
        TableIn { table: Some(2), game: Some(g), ..TableIn::default() }
    };
    let mut after = s.clone();
    after.apply(SeasonChange::Result { date: sep1(), result: game(192, Some(SOUTH)) }).unwrap();
    let kept = after.clone();
    let code = after.apply(SeasonChange::Result { date: sep1(), result: game(192, None) }).unwrap();
    assert_eq!((code.outcome, code.undo.is_none(), &after), (Outcome::SameResult { table: 2 }, true, &kept));
    // Typed: South made the one mahjong; self-drawn, nobody caused it.
    let (players, totals) = ([3, 2, 1, 0].map(|i| names[i].clone()).to_vec(), vec![-192, -192, 768, -384]);
    let paper = TableIn { table: Some(2), players, totals, mahjongs: vec![0, 0, 1, 0], ..TableIn::default() };
    let typed = after.apply(SeasonChange::Result { date: sep1(), result: paper.clone() }).unwrap();
    assert_eq!((typed.outcome, &after), (Outcome::SameResult { table: 2 }, &kept));
    let unfinished = after.apply(SeasonChange::Result { date: sep1(), result: TableIn { unfinished: true, ..paper } }).unwrap();
    assert!(matches!(unfinished.outcome, Outcome::Conflict { table: 2, .. }), "C11's mark is part of the result");
    let other = after.apply(SeasonChange::Result { date: sep1(), result: game(96, None) }).unwrap();
    assert!(matches!(other.outcome, Outcome::Conflict { table: 2, .. }));
}

#[test]
fn a_game_result_must_replay() {
    let s = drawn();
    let names = tables(&s)[1].clone();
    let (applied, _) = undone(
        &s,
        SeasonChange::Result {
            date: sep1(),
            result: TableIn { table: Some(2), game: Some(game(names.clone(), 96)), ..TableIn::default() },
        },
    );
    let Some(log::Change::Result { after, .. }) = applied.log.first() else { panic!("logged") };
    assert_eq!(after.iter().map(|p| p.total).collect::<Vec<_>>(), [24, 384, -244, -164]);
    // A winner's 82 is no score (ruling 15: even points times 2^n).
    let bad = TableIn { table: Some(2), game: Some(game(names.clone(), 82)), ..TableIn::default() };
    assert!(matches!(refused(&s, SeasonChange::Result { date: sep1(), result: bad }), ChangeError::Game { table: 2, .. }));
    // Three names for four players.
    let mut short = game(names.clone(), 96);
    short.names.pop();
    let short = TableIn { table: Some(2), game: Some(short), ..TableIn::default() };
    assert!(matches!(
        refused(&s, SeasonChange::Result { date: sep1(), result: short }),
        ChangeError::Game { table: 2, error: GameLineError::Names { names: 3, players: 4 }, .. }
    ));
}

fn total(s: &SeasonIn, who: &str) -> Option<String> {
    match crate::json::season::answer(s) {
        Answer::Season(out) => out.standings.iter().find(|l| l.player == who).map(|l| l.total_text.clone()),
        _ => None,
    }
}

#[test]
fn results_corrected_removed_and_unfinished() {
    let mut s = drawn();
    s.apply(SeasonChange::Settings {
        name: "Competitie".into(),
        rules: Variant::Nts,
        reglement: ReglementIn::Preset("bamboe-acht".into()),
    })
    .unwrap();
    s.apply(SeasonChange::Result { date: sep1(), result: typed(&s, 2, vec![24, 384, -244, -164]) }).unwrap();
    let bep = tables(&s)[1][1].clone();
    assert_eq!(total(&s, &bep).as_deref(), Some("384"));
    // C19: corrected: 24 + 384 - 244 - 164 = 0 becomes -36 + 384 - 184 - 164 = 0.
    let corrected = SeasonChange::CorrectResult { date: sep1(), result: typed(&s, 2, vec![-36, 384, -184, -164]) };
    let (applied, after) = undone(&s, corrected);
    assert_eq!(
        (applied.outcome, after.evenings[0].tables[0].totals.clone()),
        (Outcome::ResultChanged { table: 2 }, vec![-36, 384, -184, -164])
    );
    let none = SeasonChange::CorrectResult { date: sep1(), result: typed(&s, 1, vec![10, -10, 0, 0, 0]) };
    assert_eq!(refused(&s, none), ChangeError::NoResult { table: 1 });
    let off = SeasonChange::CorrectResult { date: sep1(), result: typed(&s, 2, vec![1, 0, 0, 0]) };
    assert_eq!(refused(&s, off), ChangeError::Typed { table: 2, error: TypedError::NotZero { sum: 1 } });
    let (applied, after) = undone(&s, SeasonChange::RemoveResult { date: sep1(), table: 2, at: None });
    assert_eq!((applied.outcome, after.evenings[0].tables.len()), (Outcome::ResultRemoved { table: 2 }, 0));
    assert_eq!(refused(&after, SeasonChange::RemoveResult { date: sep1(), table: 2, at: None }), ChangeError::NoResult { table: 2 });
    // C11 under Bamboe Acht: an unfinished table takes 20 from each: 384 - 20 = 364.
    let (applied, after) = undone(&s, SeasonChange::SetUnfinished { date: sep1(), table: 2, unfinished: true });
    assert_eq!(total(&after, &bep).as_deref(), Some("364"));
    assert_eq!(applied.log, [log::Change::Unfinished { date: "2026-09-01".into(), table: 2, unfinished: true }]);
    assert_eq!(refused(&s, SeasonChange::SetUnfinished { date: sep1(), table: 1, unfinished: true }), ChangeError::NoResult { table: 1 });
}

#[test]
fn a_season_keeps_its_first_secret() {
    let mut s = season();
    let applied = s.apply(SeasonChange::Secure { secret: "geheim".into() }).unwrap();
    assert_eq!((applied.undo, applied.log), (None, vec![]), "housekeeping: nothing to take back or tell");
    s.apply(SeasonChange::Secure { secret: "ander".into() }).unwrap();
    assert_eq!(s.secret.as_deref(), Some("geheim"));
}

/// Issue 36: 16 players in 5 rounds, every round drawn at once (C14).
fn tournament_day() -> SeasonIn {
    use crate::json::tournament::{EntrantIn, TournamentIn};
    let players: Vec<EntrantIn> = (1..=16).map(|i| EntrantIn::Name(format!("P{i:02}"))).collect();
    let t = TournamentIn {
        name: "Toernooi".into(),
        date: Some("2026-12-05".into()),
        rules: Variant::Mcr,
        reglement: None,
        rounds: 5,
        players,
        seed: 4,
        draw: Vec::new(),
        results: Vec::new(),
        penalties: Vec::new(),
        secret: None,
        ema: None,
        clock: None,
    };
    let read = tournament::read(&t).unwrap();
    tournament::to_season(&t, &read.draw.rounds, day("2026-12-05"))
}

#[test]
fn a_tournament_withdrawal_a_late_entry_and_penalties() {
    let mut s = tournament_day();
    let r1 = day("2026-12-05").with_round(crate::competition::date::Round::FIRST);
    let table = s.evenings[0].draw.as_ref().unwrap().tables[0].clone();
    // Round 1 started (a result in): it stays as drawn.
    s.apply(SeasonChange::Result {
        date: r1,
        result: TableIn { table: Some(1), players: table.clone(), totals: vec![60, 20, -20, -60], ..TableIn::default() },
    })
    .unwrap();
    let round1 = s.evenings[0].draw.clone();
    // C16: rounds 2-5 drawn again for 15 players: 5 + 5 + 5 (C13).
    let (applied, after) = undone(&s, SeasonChange::Withdraw { name: "P16".into(), seed: 9 });
    assert_eq!(applied.outcome, Outcome::Redrawn { from: 2 });
    assert_eq!(after.evenings[0].draw, round1);
    for e in &after.evenings[1..] {
        let d = e.draw.as_ref().unwrap();
        assert_eq!(d.tables.iter().map(Vec::len).collect::<Vec<_>>(), [5, 5, 5], "{}", e.date);
        assert!(d.tables.iter().flatten().all(|p| p != "P16"));
    }
    let unknown = SeasonChange::Withdraw { name: "P99".into(), seed: 9 };
    assert_eq!(refused(&s, unknown), ChangeError::Tournament(tournament::ChangeError::Unknown { name: "P99".into() }));
    // A late registration from round 2: 17 players, 5 + 4 + 4 + 4 (C13).
    let (applied, after) = undone(&s, SeasonChange::LateEntry { entrant: Entrant::new("P17"), seed: 9 });
    assert_eq!(applied.outcome, Outcome::Redrawn { from: 2 });
    let sizes = |e: &EveningIn| e.draw.as_ref().unwrap().tables.iter().map(Vec::len).sum::<usize>();
    assert_eq!((sizes(&after.evenings[0]), sizes(&after.evenings[1])), (16, 17));
    // A penalty of 30 for the round's winner: 60 - 30 = 30, still first.
    let penalty = PenaltyIn { player: table[0].clone(), round: 1, points: 30, reason: "te laat".into() };
    let (applied, after) = undone(&s, SeasonChange::Penalty(penalty));
    assert_eq!(applied.outcome, Outcome::Penalty { player: table[0].clone(), given: true });
    let (applied, _) = undone(&after, SeasonChange::RemovePenalty(0));
    assert_eq!(applied.outcome, Outcome::Penalty { player: table[0].clone(), given: false });
    assert_eq!(after.clone().apply(SeasonChange::RemovePenalty(1)).unwrap().undo, None, "no second penalty");
    let club = SeasonChange::Penalty(PenaltyIn { player: "Ans".into(), round: 1, points: 30, reason: String::new() });
    assert_eq!(refused(&season(), club), ChangeError::Tournament(tournament::ChangeError::NotTournament));
}

/// Issue 50: a withdrawal is taken back while no round after it has
/// started; the registration's EMA number and nationality are corrected
/// (typed "NED" kept as ISO "NL"); the round clock is a start time.
#[test]
fn a_withdrawal_taken_back_a_registration_and_the_round_clock() {
    use crate::json::tournament::{ChangeError as T, Clock};
    let mut s = tournament_day();
    // Round 1 started by its clock (its cards out, C20), at 13:00:00.
    let at = 1_764_939_600_000;
    s.apply(SeasonChange::StartRound { round: 1, at }).unwrap();
    assert_eq!(s.evenings[0].cards_out, [1, 2, 3, 4]);
    let clock = s.tournament.as_ref().unwrap().clock.clone().unwrap();
    // 90 minutes by default: at 13:30:30, 59.5 minutes left, shown as 60.
    assert_eq!(clock.left(1, at + 30 * 60_000 + 30_000), Some(60));
    assert_eq!(clock.left(1, at + 91 * 60_000), Some(0));
    // A phone whose clock is 5 minutes behind: never more than 90 (issue 51 review).
    assert_eq!(clock.left(1, at - 5 * 60_000), Some(90));
    assert_eq!(clock.left(2, at), None);
    s.apply(SeasonChange::RoundLength(75)).unwrap();
    assert_eq!(s.tournament.as_ref().unwrap().clock.as_ref().map(Clock::minutes), Some(75));
    assert_eq!(refused(&s, SeasonChange::RoundLength(5)), ChangeError::Tournament(T::Minutes { minutes: 5 }));
    assert_eq!(refused(&s, SeasonChange::StartRound { round: 9, at }), ChangeError::Tournament(T::NoRound { round: 9 }));
    // P16 withdraws after round 1, then comes back before round 2 starts:
    // rounds 2-5 drawn again with 16 players, 4 tables of 4.
    s.apply(SeasonChange::Withdraw { name: "P16".into(), seed: 9 }).unwrap();
    let (applied, back) = undone(&s, SeasonChange::Reinstate { name: "P16".into(), seed: 10 });
    assert_eq!(applied.outcome, Outcome::Redrawn { from: 2 });
    assert!(back.tournament.as_ref().unwrap().entrants().iter().all(|e| e.until.is_none()));
    assert!(back.evenings[1].draw.as_ref().unwrap().tables.iter().flatten().any(|p| p == "P16"));
    assert_eq!(
        refused(&back, SeasonChange::Reinstate { name: "P16".into(), seed: 1 }),
        ChangeError::Tournament(T::NotWithdrawn { name: "P16".into() })
    );
    // Once round 2 has started without P16, too late.
    let mut late = s.clone();
    late.apply(SeasonChange::StartRound { round: 2, at: at + 100 * 60_000 }).unwrap();
    let again = SeasonChange::Reinstate { name: "P16".into(), seed: 1 };
    assert_eq!(refused(&late, again), ChangeError::Tournament(T::PlayedWithout { name: "P16".into(), after: 1, started: 2 }));
    // The registration: an EMA number and "NED" for P01, kept as "NL".
    let reg = SeasonChange::Registration { name: "P01".into(), ema: Some("08010045".into()), country: Some("NED".into()) };
    let (_, after) = undone(&s, reg);
    let p01 = after.tournament.as_ref().unwrap().entrants()[0].clone();
    assert_eq!((p01.ema.as_deref(), p01.country.as_deref()), (Some("08010045"), Some("NL")));
    let bad = SeasonChange::Registration { name: "P01".into(), ema: None, country: Some("XQ".into()) };
    assert_eq!(refused(&s, bad), ChangeError::Tournament(T::Country { given: "XQ".into() }));
    let info = crate::json::ema::EmaInfo { city: " Utrecht ".into(), country: Some("nl".into()), days: Some(8), qualification: false };
    assert_eq!(refused(&s, SeasonChange::EmaInfo(info.clone())), ChangeError::Tournament(T::Days { days: 8 }));
    let (_, after) = undone(&s, SeasonChange::EmaInfo(crate::json::ema::EmaInfo { days: Some(2), ..info }));
    let kept = after.tournament.as_ref().unwrap().ema.clone().unwrap();
    assert_eq!((kept.city.as_str(), kept.country.as_deref(), kept.days), ("Utrecht", Some("NL"), Some(2)));
}

/// Issue 32: an undo step that would leave a season the engine cannot
/// read (a Dutch table summing to 4000, C21) changes nothing and says why.
#[test]
fn a_damaged_undo_step_changes_nothing() {
    let s = drawn();
    let mut bad = s.clone();
    bad.evenings[0].tables.push(typed(&s, 2, vec![1000, 1000, 1000, 1000]));
    let mut after = s.clone();
    assert!(after.undo(SeasonUndo::Whole(Box::new(bad))).is_err());
    assert_eq!(after, s);
}

/// A next season starts from who still comes, and an empty name is no season.
#[test]
fn a_new_season() {
    let e = SeasonIn::new_season(" ", Variant::Nts, ReglementIn::Preset("keevel".into()), Vec::new()).unwrap_err();
    assert_eq!(e, ChangeError::BadName);
    let e = SeasonIn::new_season("X", Variant::Nts, ReglementIn::Preset("geen".into()), Vec::new()).unwrap_err();
    assert!(matches!(e, ChangeError::Season(_)));
}

/// Ruling C19: every change to the season can be undone. Whatever the
/// organiser does (ticks, guests, draws, cards, late arrivals, moves,
/// results typed, corrected and removed, evenings added, re-dated and
/// deleted, members added, renamed and put aside), undoing each change
/// gives back the season before them.
mod undo_property {
    use super::*;
    use proptest::prelude::*;

    const WHO: [&str; 11] = ["Ans", "Bep", "Cor", "Dirk", "Eef", "Fer", "Gijs", "Hans", "Ineke", "Jan", "Kees"];
    const DATES: [&str; 3] = ["2026-09-01", "2026-09-08", "2026-09-15"];

    fn change(k: u8, a: usize, b: usize, n: i64, s: &SeasonIn) -> SeasonChange {
        let date = day(DATES[a % DATES.len()]);
        let who = WHO[a % WHO.len()].to_string();
        let other = WHO[b % WHO.len()].to_string();
        let table = (b % 4) as u32 + 1;
        match k % 16 {
            0 => SeasonChange::Present { date, name: who, here: n % 2 == 0 },
            1 => SeasonChange::Guest { date, name: who },
            2 => SeasonChange::Draw { date, seed: n as u64 },
            3 => SeasonChange::CardOut { date, table: (n % 3 != 0).then_some(table) },
            4 => SeasonChange::SeatAt { date, name: who, table },
            5 => SeasonChange::Move { date, name: who, table, picked: b % 2 == 0 },
            6 => SeasonChange::Swap { date, a: who, b: other },
            7 | 8 => {
                // A typed result for a drawn table: totals summing to 0.
                let players =
                    s.evening(&date.to_string()).and_then(|e| e.draw.as_ref()?.tables.get(table as usize - 1).cloned()).unwrap_or_default();
                let mut totals: Vec<i64> = (0..players.len()).map(|i| (n + i as i64 * 37) % 200 - 100).collect();
                if let Some(k) = totals.len().checked_sub(1) {
                    totals[k] = -totals[..k].iter().sum::<i64>();
                }
                let result = TableIn { table: Some(table), players, totals, ..TableIn::default() };
                if k % 16 == 7 {
                    SeasonChange::Result { date, result }
                } else {
                    SeasonChange::CorrectResult { date, result }
                }
            }
            9 => SeasonChange::RemoveResult { date, table, at: None },
            10 => SeasonChange::SetUnfinished { date, table, unfinished: n % 2 == 0 },
            11 => SeasonChange::Redate { from: date, to: day(&DATES[b % DATES.len()].replace("-09-", "-10-")) },
            12 => SeasonChange::NewEvening { date },
            13 => SeasonChange::DeleteEvening { date },
            14 => SeasonChange::AddMember(who),
            _ => match n % 3 {
                0 => SeasonChange::Rename { from: who, to: format!("{other}{}", n % 5) },
                1 => SeasonChange::SetInactive { name: who, inactive: n % 2 == 0 },
                _ => SeasonChange::DeleteMember(who),
            },
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1000))]
        #[test]
        fn undoing_every_change_gives_the_season_back(steps in proptest::collection::vec((any::<u8>(), 0usize..40, 0usize..40, 0i64..1000), 1..40)) {
            let mut s = season();
            s.apply(SeasonChange::NewEvening { date: day("2026-09-08") }).unwrap();
            let start = s.clone();
            let mut undo = Vec::new();
            for (k, a, b, n) in steps {
                let c = change(k, a, b, n, &s);
                if let Ok(applied) = s.apply(c) {
                    undo.extend(applied.undo);
                }
            }
            while let Some(step) = undo.pop() {
                prop_assert!(s.undo(step).is_ok());
            }
            prop_assert_eq!(&s, &start);
        }
    }
}

/// Issues 31, 32: a table's result from its phone is taken as that phone
/// signed it with the key of the table in this draw, under the season's
/// rule set; a season without a secret (begun before) takes it unsigned.
#[test]
fn a_table_result_from_its_phone() {
    use crate::json::table::{SignedResult, TableRef};
    let mut s = drawn();
    s.apply(SeasonChange::Secure { secret: "geheim".into() }).unwrap();
    let key = s.table_key("2026-09-01", 2);
    let at = TableRef {
        season: "Competitie".into(),
        id: Some("s1".into()),
        date: "2026-09-01".into(),
        evening: None,
        table: 2,
        key,
        inbox: None,
    };
    assert_eq!(s.card("s1", "2026-09-01", 2).map(|c| c.at), Some(at.clone()), "the engine's card is this table's");
    let signed = SignedResult::signed(&at, game(tables(&s)[1].clone(), 96));
    let (applied, after) = undone(&s, SeasonChange::TableResult(Box::new(signed.clone())));
    assert_eq!(applied.outcome, Outcome::ResultIn { table: 2 });
    assert_eq!(after.evenings[0].tables[0].game.as_ref(), Some(&signed.game));
    let at_2 = at.clone();
    // 96 made 128 on the way: still a hand's score, but not as signed.
    let mut edited = signed.clone();
    edited.game.hands[0].scores[1] = 128;
    assert_eq!(refused(&s, SeasonChange::TableResult(Box::new(edited))), ChangeError::Changed { table: 2 });
    // Issue 49: a tile changed with every score kept is refused as well.
    let mut with_tiles = signed.game.clone();
    with_tiles.hands[0].table = Some("v1;r=nts;w=E;s=1;h=1m2m3m;g=;t=3m;c=d".into());
    let mut swapped = SignedResult::signed(&at, with_tiles);
    swapped.game.hands[0].table = Some("v1;r=nts;w=E;s=1;h=1p2p3p;g=;t=3p;c=d".into());
    assert!(swapped.verify(s.table_key("2026-09-01", 2).as_deref().unwrap()), "the scores' signature holds");
    assert_eq!(refused(&s, SeasonChange::TableResult(Box::new(swapped))), ChangeError::Changed { table: 2 });
    // Issue 51: without a signature it is said as such, and taken only
    // by the organiser's choice, which the log names.
    let unsigned = SignedResult { mac: None, ..signed.clone() };
    assert_eq!(refused(&s, SeasonChange::TableResult(Box::new(unsigned.clone()))), ChangeError::Unsigned { table: 2 });
    let (applied, _) = undone(&s, SeasonChange::UnsignedResult(Box::new(unsigned.clone())));
    assert_eq!(applied.outcome, Outcome::ResultIn { table: 2 });
    assert_eq!(applied.log.last(), Some(&log::Change::Unsigned { date: "2026-09-01".into(), table: 2 }));
    // Signed for table 1's key: refused as table 2's.
    let other = SignedResult::signed(&TableRef { key: s.table_key("2026-09-01", 1), ..at.clone() }, signed.game.clone());
    assert_eq!(refused(&s, SeasonChange::TableResult(Box::new(other))), ChangeError::Changed { table: 2 });
    let seventh = SignedResult { at: TableRef { table: 7, ..signed.at.clone() }, ..signed.clone() };
    assert_eq!(refused(&s, SeasonChange::TableResult(Box::new(seventh))), ChangeError::NoTable { table: 7 });
    let mut mcr = signed.clone();
    mcr.game.rules = Variant::Mcr;
    let e = refused(&s, SeasonChange::TableResult(Box::new(mcr)));
    assert_eq!(e, ChangeError::OtherRules { table: 2, game: Variant::Mcr, season: Variant::Nts });
    // Issue 49: the evening drawn again (nothing started): the old card's
    // result is of an earlier draw, said apart from an edited one.
    let mut again = s.clone();
    again.apply(SeasonChange::Draw { date: sep1(), seed: 7 }).unwrap();
    assert_ne!(tables(&again)[1], tables(&s)[1], "seed 7 seats table 2 otherwise");
    assert_eq!(refused(&again, SeasonChange::TableResult(Box::new(signed.clone()))), ChangeError::EarlierDraw { table: 2 });
    // No secret (issue 51): nothing can be checked, so not even a signed
    // result is taken but by the organiser's choice.
    assert_eq!(refused(&drawn(), SeasonChange::TableResult(Box::new(signed.clone()))), ChangeError::Unsigned { table: 2 });
    let (applied, _) = undone(&drawn(), SeasonChange::UnsignedResult(Box::new(unsigned)));
    assert_eq!(applied.outcome, Outcome::ResultIn { table: 2 });
    // Issue 51: removed (C19), its link opened again stays out and says
    // when; another game of the table (96 now 112) is a new result; undo
    // of the removal brings back the result and forgets the print.
    let at = Some("2026-12-01T20:41:00Z".to_string());
    let (applied, removed) = undone(&after, SeasonChange::RemoveResult { date: sep1(), table: 2, at: at.clone() });
    assert_eq!(applied.outcome, Outcome::ResultRemoved { table: 2 });
    assert_eq!(removed.evenings[0].removed.len(), 1);
    assert_eq!(refused(&removed, SeasonChange::TableResult(Box::new(signed.clone()))), ChangeError::Removed { table: 2, on: at });
    let other_game = SignedResult::signed(&at_2, game(tables(&s)[1].clone(), 112));
    let (applied, _) = undone(&removed, SeasonChange::TableResult(Box::new(other_game)));
    assert_eq!(applied.outcome, Outcome::ResultIn { table: 2 });
}

/// Issue 51 item 3: a result names the phone that signed it with its own
/// key. The same card re-signed on another phone keeps the table's
/// signature but carries the other phone's key: the conflict shows two
/// phones. A phone's signature changed on the way is refused as a
/// changed result; a phone that is no phone (a name of 25 characters)
/// is refused as a change and where a season is read.
#[test]
fn a_result_names_its_phone() {
    use crate::json::phone::Phone;
    use crate::json::table::{SignedResult, TableRef};
    let mut s = drawn();
    s.apply(SeasonChange::Secure { secret: "geheim".into() }).unwrap();
    let at = TableRef {
        season: "Competitie".into(),
        id: Some("s1".into()),
        date: "2026-09-01".into(),
        evening: None,
        table: 2,
        key: s.table_key("2026-09-01", 2),
        inbox: None,
    };
    let (bep, cor) = ([1u8; 32], [2u8; 32]);
    // Sent 2026-09-08 20:41 UTC (minutes since 1970: see phone.rs).
    let sent = Some(29_815_001);
    let first = SignedResult::signed(&at, game(tables(&s)[1].clone(), 96)).by_phone(&bep, "Bep", sent);
    let (_, after) = undone(&s, SeasonChange::TableResult(Box::new(first.clone())));
    let kept = after.evenings[0].result(2).unwrap();
    assert_eq!(kept.phone, Some(Phone { key: crate::json::phone::public_key(&bep), owner: "Bep".into(), sent }));
    // The app's phone signs `phone_message` in the browser (WebCrypto's
    // Ed25519, deterministic as RFC 8032 is): the same signature.
    use base64::Engine as _;
    let pair = ed25519_compact::KeyPair::from_seed(ed25519_compact::Seed::new(bep));
    let sig = pair.sk.sign(first.phone_message("Bep", sent), None);
    assert_eq!(first.phone.as_ref().unwrap().sig, base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(*sig));
    // The same card on Cor's phone, another game (South 96 made 112): it
    // waits beside Bep's, and names Cor's phone, another key.
    let second = SignedResult::signed(&at, game(tables(&s)[1].clone(), 112)).by_phone(&cor, "Bep", None);
    let (applied, waiting) = undone(&after, SeasonChange::TableResult(Box::new(second)));
    let Outcome::Conflict { kept, new, .. } = applied.outcome else { panic!("a conflict: {:?}", applied.outcome) };
    let (k, n) = (kept.phone.unwrap(), new.phone.unwrap());
    assert!(!n.same(&k), "said to be Bep's, but another phone");
    assert_eq!(waiting.evenings[0].waiting[0].phone.as_ref(), Some(&n));
    // Bep's own result again from Cor's phone: the same result, nothing changes.
    let again = SignedResult::signed(&at, first.game.clone()).by_phone(&cor, "Cor", None);
    let applied = after.clone().apply(SeasonChange::TableResult(Box::new(again))).unwrap();
    assert_eq!(applied.outcome, Outcome::SameResult { table: 2 });
    // The owner changed on the way: the phone's signature no longer holds.
    let mut renamed = first.clone();
    renamed.phone.as_mut().unwrap().owner = "Cor".into();
    assert_eq!(refused(&s, SeasonChange::TableResult(Box::new(renamed))), ChangeError::Changed { table: 2 });
    // So does a time changed on the way (a minute later).
    let mut later = first.clone();
    later.phone.as_mut().unwrap().sent = Some(29_815_002);
    assert_eq!(refused(&s, SeasonChange::TableResult(Box::new(later))), ChangeError::Changed { table: 2 });
    // A phone's name is a name: 25 characters are refused (MAX_NAME 24).
    let mut long = after.evenings[0].result(2).unwrap().clone();
    long.phone.as_mut().unwrap().owner = "x".repeat(25);
    assert_eq!(s.check_result(&sep1(), &long), Err(ChangeError::BadPhone { table: 2 }));
    // And in a season read from a file.
    let mut file = after.clone();
    file.evenings[0].tables[0] = long;
    let e = crate::json::season::check(&file).unwrap_err();
    assert!(format!("{e:?}").contains("Phone"), "{e:?}");
}

/// Issue 49 (C19): an evening moved to another date keeps its id, so the
/// cards handed out before the move still reach it; a new evening on its
/// first date gets an id of its own, and the cards of each go to each.
#[test]
fn a_moved_evening_keeps_its_cards() {
    use crate::json::table::SignedResult;
    let mut s = drawn();
    s.apply(SeasonChange::Secure { secret: "geheim".into() }).unwrap();
    let card = s.card("s1", "2026-09-01", 2).unwrap();
    assert_eq!((card.at.evening.as_deref(), card.names.clone()), (None, tables(&s)[1].clone()));
    let signed = SignedResult::signed(&card.at, game(card.names.clone(), 96));
    // Moved from 1 to 2 September, after the cards went out.
    let (applied, moved) = undone(&s, SeasonChange::Redate { from: sep1(), to: day("2026-09-02") });
    assert_eq!(applied.log, [log::Change::Redated { from: "2026-09-01".into(), to: "2026-09-02".into() }]);
    let e = moved.evening("2026-09-02").unwrap();
    assert_eq!((e.id.as_deref(), e.identity()), (Some("2026-09-01"), "2026-09-01"));
    // The old card's result goes to the evening, now on 2 September, and
    // the log says its card was of 1 September.
    let (applied, after) = undone(&moved, SeasonChange::TableResult(Box::new(signed.clone())));
    assert_eq!(applied.outcome, Outcome::ResultIn { table: 2 });
    assert_eq!(applied.log[1..], [log::Change::MovedCard { date: "2026-09-02".into(), table: 2, card: "2026-09-01".into() }]);
    assert_eq!(after.evening("2026-09-02").unwrap().result(2).and_then(|t| t.game.as_ref()), Some(&signed.game));
    // A card made after the move names the new date and the same key.
    let new_card = moved.card("s1", "2026-09-02", 2).unwrap();
    assert_eq!((new_card.at.date.as_str(), new_card.at.evening.as_deref()), ("2026-09-02", Some("2026-09-01")));
    assert_eq!(new_card.at.key, card.at.key);
    // A new evening on 1 September: not the moved one's id.
    let mut two = moved.clone();
    two.apply(SeasonChange::NewEvening { date: sep1() }).unwrap();
    two.apply(SeasonChange::PresentMany { date: sep1(), names: NINE.map(String::from).to_vec() }).unwrap();
    two.apply(SeasonChange::Draw { date: sep1(), seed: 7 }).unwrap();
    assert_eq!(two.evening("2026-09-01").unwrap().identity(), "2026-09-01.2");
    let other = two.card("s1", "2026-09-01", 2).unwrap();
    assert_eq!(other.at.evening.as_deref(), Some("2026-09-01.2"));
    assert_ne!(other.at.key, card.at.key);
    // The first card still goes to the moved evening, the new one's to the new.
    let (applied, _) = undone(&two, SeasonChange::TableResult(Box::new(signed.clone())));
    assert!(matches!(&applied.log[..], [log::Change::Result { date, .. }, log::Change::MovedCard { .. }] if date == "2026-09-02"));
    let new = SignedResult::signed(&other.at, game(other.names.clone(), 96));
    let (applied, _) = undone(&two, SeasonChange::TableResult(Box::new(new)));
    assert!(matches!(&applied.log[..], [log::Change::Result { date, table: 2, .. }] if date == "2026-09-01"));
    // A file whose two evenings share an id is refused.
    let mut bad = two.clone();
    bad.evenings[0].id = Some("2026-09-01".into());
    assert!(matches!(crate::json::season::check(&bad), Err(SeasonProblem::EveningId { .. })));
}

/// Issue 49 (C3, C13, C20): 11 players are 4 + 4 + 3; one of the table
/// of 3 goes home: 2 cannot play, so the table is given up and its two
/// join the tables of 4 (fewest first, then the lowest number): 5 + 5.
#[test]
fn a_table_of_three_given_up() {
    let mut s = season();
    for g in ["Jan", "Kees"] {
        s.apply(SeasonChange::Guest { date: sep1(), name: g.into() }).unwrap();
    }
    s.apply(SeasonChange::Draw { date: sep1(), seed: 3 }).unwrap();
    let t = tables(&s);
    assert_eq!(t.iter().map(Vec::len).collect::<Vec<_>>().iter().sum::<usize>(), 11);
    let k = t.iter().position(|x| x.len() == 3).expect("a table of 3 (C13: 11 = 4 + 4 + 3)");
    let gone = t[k][0].clone();
    let e = s.evening("2026-09-01").unwrap();
    let l = e.leavers();
    assert!(l.is_empty(), "all present");
    let mut left = s.clone();
    left.apply(SeasonChange::Present { date: sep1(), name: gone.clone(), here: false }).unwrap();
    let (name, leaving) = left.evening("2026-09-01").unwrap().leavers().remove(0);
    assert_eq!((name.as_str(), leaving.left, leaving.shrinks(), leaving.merges), (gone.as_str(), 2, false, true));
    let (_, after) = undone(&left, SeasonChange::Merge { date: sep1(), name: gone.clone() });
    let sizes: Vec<usize> = tables(&after).iter().map(Vec::len).collect();
    assert_eq!(sizes, [5, 5]);
    assert!(!tables(&after).concat().contains(&gone));
}
