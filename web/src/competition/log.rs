//! The season's log of changes (wijzigingen, competition ruling C19):
//! what changed, when, from which phone, before and after. Each entry is
//! worked out from the seasons before and after a change, so every kind of
//! change (and every undo) is logged the same way; `competition::text` words it.
//! The undo steps themselves are `ClubUndo`; the log only tells.

use std::collections::BTreeMap;

use mahjong_core::json::season::{EveningIn, SeasonIn, TableIn};
use mahjong_core::Variant;
use serde::{Deserialize, Serialize};

use std::rc::Rc;

use super::season::StoredSeason;
use crate::time::Timestamp;

/// How many entries the log keeps, over all seasons (the oldest go first):
/// a season of ten evenings of five tables is about 200 changes.
pub const LOG: usize = 500;

/// One change the organiser made, or a table's phone sent.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogEntry {
    /// The season's id.
    pub season: String,
    /// When (the browser's clock; none in tests).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<Timestamp>,
    /// The table whose phone sent it (a result link or code); none: this phone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<u32>,
    /// It took an earlier change back ("Ongedaan maken").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub undo: bool,
    pub changes: Vec<Change>,
}

/// A player's table total, in a result's before or after.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Place {
    pub name: String,
    pub total: i64,
}

/// One thing that changed, with what it was and what it is.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub enum Change {
    /// A season added (new or read from a file) or deleted.
    Season {
        name: String,
        added: bool,
    },
    /// The season's name, rule set or reglement.
    Settings {
        name_before: String,
        name: String,
        rules_before: Variant,
        rules: Variant,
        reglement: bool,
    },
    /// The season got the secret its table cards are signed with.
    Secured,
    Member {
        name: String,
        added: bool,
    },
    Inactive {
        name: String,
        inactive: bool,
    },
    Renamed {
        from: String,
        to: String,
    },
    Evening {
        date: String,
        added: bool,
    },
    Redated {
        from: String,
        to: String,
    },
    Present {
        date: String,
        names: Vec<String>,
        here: bool,
    },
    /// The evening drawn (again): its number of tables; 0 when the draw went.
    Draw {
        date: String,
        tables: usize,
    },
    /// A player moved: from and to a table (none: not seated).
    Seat {
        date: String,
        name: String,
        from: Option<u32>,
        to: Option<u32>,
    },
    /// Table cards handed out (shown or printed).
    Cards {
        date: String,
        tables: Vec<u32>,
    },
    /// A table's result: empty before, it came in; empty after, it went.
    Result {
        date: String,
        table: u32,
        before: Vec<Place>,
        after: Vec<Place>,
    },
    Unfinished {
        date: String,
        table: u32,
        unfinished: bool,
    },
}

/// The log entries of a change from `before` to `after`: one per season
/// that changed, in the order of `after`, then the seasons that went.
pub fn entries(before: &[Rc<StoredSeason>], after: &[Rc<StoredSeason>]) -> Vec<LogEntry> {
    let entry = |season: &str, changes: Vec<Change>| LogEntry { season: season.to_string(), at: None, table: None, undo: false, changes };
    let mut out = Vec::new();
    for a in after {
        let changes = match before.iter().find(|b| b.id == a.id) {
            // Untouched seasons are the same `Rc`: no compare needed.
            Some(b) if Rc::ptr_eq(a, b) || b.season == a.season => continue,
            Some(b) => season(&b.season, &a.season),
            None => vec![Change::Season { name: a.season.name.clone(), added: true }],
        };
        if !changes.is_empty() {
            out.push(entry(&a.id, changes));
        }
    }
    for b in before.iter().filter(|b| !after.iter().any(|a| a.id == b.id)) {
        out.push(entry(&b.id, vec![Change::Season { name: b.season.name.clone(), added: false }]));
    }
    out
}

fn season(b: &SeasonIn, a: &SeasonIn) -> Vec<Change> {
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
    fn dates(s: &SeasonIn) -> BTreeMap<String, &EveningIn> {
        s.evenings.iter().map(|e| (e.date.clone(), e)).collect()
    }
    let (be, ae) = (dates(b), dates(a));
    let gone: Vec<&EveningIn> = be.iter().filter(|(d, _)| !ae.contains_key(*d)).map(|(_, e)| *e).collect();
    let new: Vec<&EveningIn> = ae.iter().filter(|(d, _)| !be.contains_key(*d)).map(|(_, e)| *e).collect();
    match (gone.as_slice(), new.as_slice()) {
        ([from], [to]) if EveningIn { date: to.date.clone(), ..(*from).clone() } == **to => {
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
            mahjong_core::order::sort(&mut names);
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
    fn results(e: &EveningIn) -> BTreeMap<u32, &TableIn> {
        e.tables.iter().enumerate().map(|(k, t)| (t.table.unwrap_or(k as u32 + 1), t)).collect()
    }
    let (br, ar) = (results(b), results(a));
    let mut tables: Vec<u32> = br.keys().chain(ar.keys()).copied().collect();
    mahjong_core::order::sort(&mut tables);
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
    let place = |(name, total): (&String, &i64)| Place { name: name.clone(), total: *total };
    match &t.game {
        Some(g) => g.replay().map(|r| g.names.iter().zip(&r.totals).map(place).collect()).unwrap_or_default(),
        None => t.players.iter().zip(&t.totals).map(place).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::json::season::DrawnIn;

    fn stored(season: SeasonIn) -> Vec<Rc<StoredSeason>> {
        vec![Rc::new(StoredSeason { id: "s1".into(), season })]
    }

    fn base() -> SeasonIn {
        let mut s: SeasonIn = serde_json::from_str(
            r#"{"name":"Competitie","reglement":"groene-hart","members":["Ans","Bep","Cor","Dirk","Eef"],"evenings":[]}"#,
        )
        .unwrap();
        s.evenings.push(EveningIn {
            date: "2026-10-06".into(),
            present: ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec(),
            draw: Some(DrawnIn { seed: 7, tables: vec![["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec()] }),
            cards_out: Vec::new(),
            tables: Vec::new(),
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
        let log = entries(&stored(before.clone()), &stored(after.clone()));
        let place = |name: &str, total| Place { name: name.into(), total };
        assert_eq!(
            log[0].changes,
            [Change::Result {
                date: "2026-10-06".into(),
                table: 1,
                before: vec![place("Ans", 24), place("Bep", 69), place("Cor", -244), place("Dirk", 151)],
                after: vec![place("Ans", 24), place("Bep", 96), place("Cor", -244), place("Dirk", 124)],
            }]
        );
        let mut moved = after.clone();
        moved.evenings[0].date = "2026-10-13".into();
        let log = entries(&stored(after.clone()), &stored(moved));
        assert_eq!(log[0].changes, [Change::Redated { from: "2026-10-06".into(), to: "2026-10-13".into() }]);
        // The same season: nothing to log.
        assert!(entries(&stored(after.clone()), &stored(after)).is_empty());
    }

    /// A late arrival seated at table 1 (C20) is one presence and one seat.
    #[test]
    fn a_late_arrival_is_ticked_and_seated() {
        let before = base();
        let mut after = before.clone();
        after.evenings[0].present.push("Eef".into());
        after.evenings[0].draw.as_mut().unwrap().tables[0].push("Eef".into());
        let log = entries(&stored(before), &stored(after));
        let date = || "2026-10-06".to_string();
        assert_eq!(
            log[0].changes,
            [
                Change::Present { date: date(), names: vec!["Eef".into()], here: true },
                Change::Seat { date: date(), name: "Eef".into(), from: None, to: Some(1) },
            ]
        );
    }
}
