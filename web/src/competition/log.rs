//! The season's log of changes (wijzigingen, competition ruling C19) as
//! this phone keeps it: what changed (the engine's `change::log`), when,
//! from which phone. A change of the list of seasons (one added or
//! deleted, an undo) is worked out here from the lists before and after;
//! `competition::text` words it. The undo steps themselves are `ClubUndo`.

use mahjong_core::json::season::change::log::changes as season_changes;
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
    /// Made on another organiser's phone (read in with its backup, issue 49).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub elsewhere: bool,
    /// Came from another organiser's phone through the club's server
    /// (issue 52; a tryout read it as a backup).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub club: bool,
    pub changes: Vec<Change>,
}

pub use mahjong_core::json::season::change::log::{Change, Place};

/// The log entries of a change from `before` to `after`: one per season
/// that changed, in the order of `after`, then the seasons that went.
pub fn entries(before: &[Rc<StoredSeason>], after: &[Rc<StoredSeason>]) -> Vec<LogEntry> {
    let entry = |season: &str, changes: Vec<Change>| LogEntry {
        season: season.to_string(),
        at: None,
        table: None,
        undo: false,
        elsewhere: false,
        club: false,
        changes,
    };
    let mut out = Vec::new();
    for a in after {
        let changes = match before.iter().find(|b| b.id == a.id) {
            // Untouched seasons are the same `Rc`: no compare needed.
            Some(b) if Rc::ptr_eq(a, b) || b.season == a.season => continue,
            Some(b) => season_changes(&b.season, &a.season),
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

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::json::season::SeasonIn;

    fn stored(id: &str, name: &str) -> Rc<StoredSeason> {
        let season: SeasonIn = serde_json::from_str(&format!(r#"{{"name":"{name}","reglement":"keevel","evenings":[]}}"#)).unwrap();
        Rc::new(StoredSeason { id: id.into(), season })
    }

    /// C19: a season added is one entry, one deleted is one, the same
    /// seasons none; a changed one is the engine's changes.
    #[test]
    fn seasons_added_deleted_and_changed() {
        let (a, b) = (stored("s1", "Najaar"), stored("s2", "Voorjaar"));
        let added = entries(std::slice::from_ref(&a), &[a.clone(), b.clone()]);
        assert_eq!((added.len(), added[0].season.as_str()), (1, "s2"));
        assert_eq!(added[0].changes, [Change::Season { name: "Voorjaar".into(), added: true }]);
        let gone = entries(&[a.clone(), b.clone()], std::slice::from_ref(&b));
        assert_eq!(gone[0].changes, [Change::Season { name: "Najaar".into(), added: false }]);
        assert!(entries(std::slice::from_ref(&a), std::slice::from_ref(&a)).is_empty());
        let renamed = stored("s1", "Najaar 2026");
        let changed = entries(std::slice::from_ref(&a), &[renamed]);
        assert!(matches!(&changed[0].changes[..], [Change::Settings { name, .. }] if name == "Najaar 2026"));
    }
}
