//! What a change did to a season, as the log tells it (wijzigingen,
//! competition ruling C19): worked out from the season before and after,
//! so every kind of change (and every undo) is told the same way. The
//! app words it; the entries' order and meaning are the engine's.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::json::season::{EveningIn, SeasonIn, TableIn};
use crate::rules::Variant;

/// A player's table total, in a result's before or after.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Place {
    /// The player.
    pub name: String,
    /// Their table total.
    pub total: i64,
}

/// One thing that changed, with what it was and what it is.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
#[allow(missing_docs)] // The fields are what each variant's doc names.
pub enum Change {
    /// A season added (new or read from a file) or deleted.
    Season { name: String, added: bool },
    /// The season's name, rule set or reglement.
    Settings { name_before: String, name: String, rules_before: Variant, rules: Variant, reglement: bool },
    /// The season got the secret its table cards are signed with (logs
    /// written before issue 38 hold it; no longer told).
    Secured,
    /// A member added or deleted.
    Member { name: String, added: bool },
    /// A member marked as no longer coming, or back.
    Inactive { name: String, inactive: bool },
    /// A player renamed everywhere.
    Renamed { from: String, to: String },
    /// An evening added or deleted.
    Evening { date: String, added: bool },
    /// An evening moved to another date (C19).
    Redated { from: String, to: String },
    /// Players ticked as come, or not.
    Present { date: String, names: Vec<String>, here: bool },
    /// The evening drawn (again): its number of tables; 0 when the draw went.
    Draw { date: String, tables: usize },
    /// A player moved: from and to a table (none: not seated).
    Seat { date: String, name: String, from: Option<u32>, to: Option<u32> },
    /// Table cards handed out (shown or printed).
    Cards { date: String, tables: Vec<u32> },
    /// Table cards taken back (an undo, issue 49): those tables have not
    /// started after all.
    CardsBack { date: String, tables: Vec<u32> },
    /// A table's result: empty before, it came in; empty after, it went.
    Result { date: String, table: u32, before: Vec<Place>, after: Vec<Place> },
    /// A result marked as not finished in the time (C11), or not.
    Unfinished { date: String, table: u32, unfinished: bool },
    /// A table's result whose card was made for the evening before it
    /// moved from `card` to `date` (issue 49): it went to that evening.
    MovedCard { date: String, table: u32, card: String },
    /// A table's result taken without its table's signature, by the
    /// organiser's choice (issue 51).
    Unsigned { date: String, table: u32 },
}

/// One entry of a season's log as a backup carries it (C19, issue 49):
/// when, from which table's phone (none: an organiser's), whether it took
/// an earlier change back, and what changed.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// When, UTC (ISO 8601), by the phone's clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
    /// The table whose phone sent it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<u32>,
    /// It took an earlier change back.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub undo: bool,
    /// What changed.
    pub changes: Vec<Change>,
}

/// What changed from `b` to `a` (C19), in the order the log tells it.
pub fn changes(b: &SeasonIn, a: &SeasonIn) -> Vec<Change> {
    let mut out = Vec::new();
    if (&b.name, b.rules, &b.reglement) != (&a.name, a.rules, &a.reglement) {
        out.push(Change::Settings {
            name_before: b.name.clone(),
            name: a.name.clone(),
            rules_before: b.rules,
            rules: a.rules,
            reglement: b.reglement != a.reglement,
        });
    }
    // The secret is made by the app, not the organiser: not a change to
    // tell (`Change::Secured` stays readable in logs kept before).
    let (bm, am) = (b.members.clone().unwrap_or_default(), a.members.clone().unwrap_or_default());
    let gone: Vec<&String> = bm.iter().filter(|m| !am.contains(m)).collect();
    let new: Vec<&String> = am.iter().filter(|m| !bm.contains(m)).collect();
    match (gone.as_slice(), new.as_slice()) {
        // A rename takes one name away and brings one in, as nothing else does.
        ([from], [to]) => out.push(Change::Renamed { from: (*from).clone(), to: (*to).clone() }),
        _ => {
            out.extend(new.iter().map(|m| Change::Member { name: (*m).clone(), added: true }));
            out.extend(gone.iter().map(|m| Change::Member { name: (*m).clone(), added: false }));
        }
    }
    let renamed = |n: &String| match out.last() {
        Some(Change::Renamed { from, to }) => n == from || n == to,
        _ => false,
    };
    let inactive: Vec<Change> = a
        .inactive
        .iter()
        .filter(|m| !b.inactive.contains(m))
        .map(|m| Change::Inactive { name: m.clone(), inactive: true })
        .chain(b.inactive.iter().filter(|m| !a.inactive.contains(m)).map(|m| Change::Inactive { name: m.clone(), inactive: false }))
        .filter(|c| !matches!(c, Change::Inactive { name, .. } if renamed(name)))
        .collect();
    out.extend(inactive);
    // A rename reaches every evening: told once, as the rename.
    let renamed_b;
    let b = match out.iter().find_map(|c| if let Change::Renamed { from, to } = c { Some((from, to)) } else { None }) {
        Some((from, to)) => {
            renamed_b = {
                let mut r = b.clone();
                r.rename(from, to);
                r
            };
            &renamed_b
        }
        None => b,
    };
    fn dates(s: &SeasonIn) -> BTreeMap<String, &EveningIn> {
        s.evenings.iter().map(|e| (e.date.clone(), e)).collect()
    }
    let (be, ae) = (dates(b), dates(a));
    let gone: Vec<&EveningIn> = be.iter().filter(|(d, _)| !ae.contains_key(*d)).map(|(_, e)| *e).collect();
    let new: Vec<&EveningIn> = ae.iter().filter(|(d, _)| !be.contains_key(*d)).map(|(_, e)| *e).collect();
    match (gone.as_slice(), new.as_slice()) {
        ([from], [to]) if EveningIn { date: to.date.clone(), id: to.id.clone(), ..(*from).clone() } == **to => {
            out.push(Change::Redated { from: from.date.clone(), to: to.date.clone() })
        }
        _ => {
            out.extend(new.iter().map(|e| Change::Evening { date: e.date.clone(), added: true }));
            out.extend(gone.iter().map(|e| Change::Evening { date: e.date.clone(), added: false }));
        }
    }
    for (date, b) in &be {
        if let Some(a) = ae.get(date).filter(|a| **a != *b) {
            evening(date, b, a, &mut out);
        }
    }
    out
}

fn evening(date: &str, b: &EveningIn, a: &EveningIn, out: &mut Vec<Change>) {
    let date = || date.to_string();
    let here: Vec<String> = a.present.iter().filter(|p| !b.present.contains(p)).cloned().collect();
    let left: Vec<String> = b.present.iter().filter(|p| !a.present.contains(p)).cloned().collect();
    if !here.is_empty() {
        out.push(Change::Present { date: date(), names: here, here: true });
    }
    if !left.is_empty() {
        out.push(Change::Present { date: date(), names: left, here: false });
    }
    match (&b.draw, &a.draw) {
        (None, None) => {}
        (Some(x), Some(y)) if x.seed == y.seed => {
            let seat = |tables: &[Vec<String>], name: &str| tables.iter().position(|t| t.iter().any(|p| p == name)).map(|k| k as u32 + 1);
            let mut names: Vec<&String> = x.tables.iter().chain(&y.tables).flatten().collect();
            crate::order::sort(&mut names);
            names.dedup();
            for name in names {
                let (from, to) = (seat(&x.tables, name), seat(&y.tables, name));
                if from != to {
                    out.push(Change::Seat { date: date(), name: name.clone(), from, to });
                }
            }
        }
        (_, y) => out.push(Change::Draw { date: date(), tables: y.as_ref().map_or(0, |d| d.tables.len()) }),
    }
    let cards: Vec<u32> = a.cards_out.iter().filter(|t| !b.cards_out.contains(t)).copied().collect();
    if !cards.is_empty() {
        out.push(Change::Cards { date: date(), tables: cards });
    }
    let back: Vec<u32> = b.cards_out.iter().filter(|t| !a.cards_out.contains(t)).copied().collect();
    if !back.is_empty() {
        out.push(Change::CardsBack { date: date(), tables: back });
    }
    fn results(e: &EveningIn) -> BTreeMap<u32, &TableIn> {
        e.tables.iter().enumerate().map(|(k, t)| (t.table.unwrap_or(k as u32 + 1), t)).collect()
    }
    let (br, ar) = (results(b), results(a));
    let mut tables: Vec<u32> = br.keys().chain(ar.keys()).copied().collect();
    crate::order::sort(&mut tables);
    tables.dedup();
    for table in tables {
        match (br.get(&table), ar.get(&table)) {
            (Some(x), Some(y)) if x == y => {}
            (Some(x), Some(y)) if TableIn { unfinished: y.unfinished, ..(*x).clone() } == **y => {
                out.push(Change::Unfinished { date: date(), table, unfinished: y.unfinished })
            }
            (x, y) => out.push(Change::Result { date: date(), table, before: places(x.copied()), after: places(y.copied()) }),
        }
    }
}

/// A result's table totals: typed, or the game's replayed.
fn places(t: Option<&TableIn>) -> Vec<Place> {
    let Some(t) = t else { return Vec::new() };
    t.names().into_iter().zip(t.totals()).map(|(name, total)| Place { name, total }).collect()
}

/// Where a result changed and the same players sat: each player whose
/// total changed, before and after ("Bep +69 → +96"); `None` where the
/// players are not the same.
pub fn changed_totals<'a>(before: &'a [Place], after: &'a [Place]) -> Option<Vec<(&'a Place, &'a Place)>> {
    let same = before.len() == after.len() && before.iter().zip(after).all(|(b, a)| b.name == a.name);
    same.then(|| before.iter().zip(after).filter(|(b, a)| b.total != a.total).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::season::DrawnIn;

    fn base() -> SeasonIn {
        let mut s: SeasonIn = serde_json::from_str(
            r#"{"name":"Competitie","reglement":"groene-hart","members":["Ans","Bep","Cor","Dirk","Eef"],"evenings":[]}"#,
        )
        .unwrap();
        s.evenings.push(EveningIn {
            id: None,
            date: "2026-10-06".into(),
            present: ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec(),
            draw: Some(DrawnIn { seed: 7, tables: vec![["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec()] }),
            cards_out: Vec::new(),
            tables: Vec::new(),
            waiting: Vec::new(),
            removed: Vec::new(),
        });
        s
    }

    /// C19: a typed result corrected (69 for 96) is logged with its
    /// totals before and after; an evening moved is one "re-dated".
    #[test]
    fn a_correction_shows_before_and_after() {
        let typed = |bep: i64| TableIn {
            table: Some(1),
            players: ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec(),
            // Sums to 0 (C21): 24 + bep - 244 + (220 - bep).
            totals: vec![24, bep, -244, 220 - bep],
            ..TableIn::default()
        };
        let mut before = base();
        before.evenings[0].tables.push(typed(69));
        let mut after = before.clone();
        after.evenings[0].tables[0] = typed(96);
        let place = |name: &str, total| Place { name: name.into(), total };
        assert_eq!(
            changes(&before, &after),
            [Change::Result {
                date: "2026-10-06".into(),
                table: 1,
                // Dirk: 220 - 69 = 151, then 220 - 96 = 124.
                before: vec![place("Ans", 24), place("Bep", 69), place("Cor", -244), place("Dirk", 151)],
                after: vec![place("Ans", 24), place("Bep", 96), place("Cor", -244), place("Dirk", 124)],
            }]
        );
        let mut moved = after.clone();
        moved.evenings[0].date = "2026-10-13".into();
        assert_eq!(changes(&after, &moved), [Change::Redated { from: "2026-10-06".into(), to: "2026-10-13".into() }]);
        // The same season: nothing to log.
        assert!(changes(&after, &after).is_empty());
    }

    /// The log's line of a correction names only who changed, where the
    /// same players sat: 69 -> 96 for Bep, 151 -> 124 for Dirk (Dirk is
    /// 220 minus Bep: the totals sum to 0, C21); other players: none.
    #[test]
    fn a_correction_names_who_changed() {
        let place = |name: &str, total| Place { name: name.into(), total };
        let before = [place("Ans", 24), place("Bep", 69), place("Cor", -244), place("Dirk", 151)];
        let after = [place("Ans", 24), place("Bep", 96), place("Cor", -244), place("Dirk", 124)];
        let changed = changed_totals(&before, &after).unwrap();
        let said: Vec<(&str, i64, i64)> = changed.iter().map(|(b, a)| (b.name.as_str(), b.total, a.total)).collect();
        assert_eq!(said, [("Bep", 69, 96), ("Dirk", 151, 124)]);
        let others = [place("Ans", 24), place("Eef", 69), place("Cor", -244), place("Dirk", 151)];
        assert!(changed_totals(&before, &others).is_none());
    }

    /// A late arrival seated at table 1 (C20) is one presence and one seat.
    #[test]
    fn a_late_arrival_is_ticked_and_seated() {
        let before = base();
        let mut after = before.clone();
        after.evenings[0].present.push("Eef".into());
        after.evenings[0].draw.as_mut().unwrap().tables[0].push("Eef".into());
        let date = || "2026-10-06".to_string();
        assert_eq!(
            changes(&before, &after),
            [
                Change::Present { date: date(), names: vec!["Eef".into()], here: true },
                Change::Seat { date: date(), name: "Eef".into(), from: None, to: Some(1) },
            ]
        );
    }
}
