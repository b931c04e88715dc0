//! "Delen met de club" (issue 52): this phone's seasons shared through
//! the club's own CouchDB. What a document is, what to write and how two
//! versions merge are the engine's (`json::couch`, its `Replica`); here
//! the phone keeps where it shares and what it last had of the server
//! (beside the seasons, in one record, so both are written together), and
//! [`net`] moves the bytes.
//!
//! Invariant: a season read from the server is the engine's (assembled
//! and checked in `couch::replica`); what it cannot read is kept aside and
//! named, never applied. Changes read from the server are not this
//! phone's to take back (no undo step); the log says they came from
//! another organiser.

use std::collections::BTreeMap;
use std::rc::Rc;

use mahjong_core::json::couch::replica::{Put, Replica};
use mahjong_core::json::couch::{Overruled, Published};
use mahjong_core::json::season::SeasonIn;
use serde::{Deserialize, Serialize};

use super::log::{self, LogEntry};
use super::model::{Club, StoredSeason};

pub mod net;
pub mod public;
pub mod screen;

/// The most notes of documents kept aside or overruled kept for the
/// organiser to read.
const NOTES: usize = 50;

/// Where this phone shares its seasons, and what it last had of the server.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Share {
    /// The server's address, as the organiser typed it (`https://…`).
    pub url: String,
    /// The club's database (`groene-hart`; its inbox and public
    /// databases are named after it).
    pub club: String,
    /// The organiser's login name.
    pub user: String,
    /// What both sides had last, and the changes feed's checkpoint.
    #[serde(default)]
    pub replica: Replica,
    /// What the organiser should read: a document kept aside, a value
    /// another organiser's change overruled (newest last).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<Note>,
    /// How far the club's inbox was read (its changes feed's checkpoint).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inbox_since: Option<String>,
    /// Each season's published standings as last written to the public
    /// database: its revision there and the print of what was written.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub published: BTreeMap<String, Stamp>,
}

/// A document written: its revision, and the print of its content.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stamp {
    pub rev: String,
    pub print: String,
}

/// Something of the server's the organiser should know.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "snake_case")]
pub enum Note {
    /// A document the engine cannot read, kept aside (the engine's words).
    Aside { id: String, why: String },
    /// This phone's value of a setting both changed: the other's stayed.
    Overruled { id: String, field: String },
    /// A third result for a table that had two: not kept.
    ResultDropped { id: String },
    /// A document one organiser deleted and the other changed: kept.
    KeptDeleted { id: String },
}

impl Share {
    /// The database's address.
    pub fn db(&self) -> String {
        format!("{}/{}", self.url.trim_end_matches('/'), self.club)
    }

    /// The club's public database: the published standings.
    pub fn public(&self) -> String {
        format!("{}-public", self.db())
    }

    /// The seasons whose published standings differ from what was last
    /// written: each with its document's text and print.
    pub fn to_publish(&self, seasons: &[Rc<StoredSeason>]) -> Vec<(String, String, String)> {
        seasons
            .iter()
            .filter_map(|s| {
                let text = Published::of(&s.id, &s.season).write(None);
                let print = mahjong_core::json::table::print(b"published", text.as_bytes());
                (self.published.get(&s.id).map(|p| &p.print) != Some(&print)).then(|| (s.id.clone(), text, print))
            })
            .collect()
    }

    /// The club's inbox database, where table phones send results.
    pub fn inbox(&self) -> String {
        format!("{}-inbox", self.db())
    }

    /// The documents of this phone's seasons not yet on the server.
    pub fn waiting(&self, seasons: &[Rc<StoredSeason>]) -> Vec<Put> {
        self.replica.outgoing(&pairs(seasons))
    }
}

fn pairs(seasons: &[Rc<StoredSeason>]) -> Vec<(&str, &SeasonIn)> {
    seasons.iter().map(|s| (s.id.as_str(), &s.season)).collect()
}

/// A published document's text over revision `rev` (none: new).
pub(super) fn published_text(text: &str, rev: Option<&str>) -> String {
    match rev.map(serde_json::to_string) {
        Some(Ok(rev)) if text.len() > 1 => format!("{{\"_rev\":{rev},{}", &text[1..]),
        _ => text.to_string(),
    }
}

impl Club {
    /// Shares with `club` at `url` as `user`; the same server and club as
    /// before keeps what was read of it.
    pub(super) fn share_with(&mut self, url: String, club: String, user: String) {
        let (replica, inbox_since, published) = match self.share.take() {
            Some(s) if s.url == url && s.club == club => (s.replica, s.inbox_since, s.published),
            _ => (Replica::default(), None, BTreeMap::new()),
        };
        self.share = Some(Share { url, club, user, replica, notes: Vec::new(), inbox_since, published });
    }

    /// Whether this phone can check a result for this table: its season
    /// is here with its secret (issue 52: one that came from another
    /// organiser's phone has none).
    pub fn can_check(&self, at: &crate::card::TableRef) -> bool {
        self.season_of(at).is_ok_and(|i| self.seasons[i].season.secret.is_some())
    }

    /// Whether season `id` came from (or went to) the club's server.
    pub fn from_server(&self, id: &str) -> bool {
        self.share.as_ref().is_some_and(|s| s.replica.base.contains_key(&format!("season:{id}")))
    }

    /// Documents the server took, at their new revisions.
    pub(super) fn pushed(&mut self, done: &[(Put, String)]) {
        if let Some(share) = &mut self.share {
            for (put, rev) in done {
                share.replica.pushed(put, rev.clone());
            }
        }
    }

    /// Documents read from the server, merged with this phone's seasons
    /// by the engine: the seasons it changed replaced (or added), logged
    /// as another organiser's; what could not be kept or read noted.
    pub(super) fn pulled(&mut self, rows: Vec<String>, since: Option<String>) {
        let Some(share) = &mut self.share else { return };
        let incoming = share.replica.incoming(&pairs(&self.seasons), &rows);
        if let Some(since) = since {
            share.replica.since = Some(since);
        }
        for (id, why) in incoming.aside {
            share.notes.push(Note::Aside { id, why: why.to_string() });
        }
        for o in incoming.overruled {
            share.notes.push(match o {
                Overruled::Setting { id, field } => Note::Overruled { id, field: field.to_string() },
                Overruled::Result { id, .. } => Note::ResultDropped { id },
                Overruled::KeptDeleted { id } => Note::KeptDeleted { id },
            });
        }
        let over = share.notes.len().saturating_sub(NOTES);
        share.notes.drain(..over);
        let before = self.seasons.clone();
        let open = self.season().map(|s| s.id.clone());
        for (id, season) in incoming.seasons {
            let stored = Rc::new(StoredSeason { id: id.clone(), season });
            match self.seasons.iter().position(|s| s.id == id) {
                Some(i) => self.seasons[i] = stored,
                None => self.seasons.push(stored),
            }
        }
        // A phone with no season open opens the first that came.
        if open.is_none() && !self.seasons.is_empty() {
            self.current = Some(0);
        }
        let at = super::model::now();
        for e in log::entries(&before, &self.seasons).into_iter().filter(|e| !e.changes.is_empty()) {
            self.log.push(LogEntry { at: at.clone(), elsewhere: true, ..e });
        }
        let over = self.log.len().saturating_sub(log::LOG);
        self.log.drain(..over);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::competition::model::tests::club_with_season;
    use crate::competition::model::ClubAction;
    use crate::persisted::Persisted;

    fn share(c: &mut Club) {
        c.apply(ClubAction::ShareWith { url: "http://127.0.0.1:5990".into(), club: "groene-hart".into(), user: "bep".into() });
    }

    /// What a server would give back of the documents written: each at
    /// revision 1.
    fn as_server(puts: &[Put]) -> Vec<(Put, String)> {
        puts.iter().map(|p| (p.clone(), "1-a".to_string())).collect()
    }

    /// Issue 52: the first organiser's season reaches a second phone
    /// through the server's documents: the same season without its secret,
    /// opened, the log saying it came from another organiser; nothing of
    /// the first phone's waits once written.
    #[test]
    fn a_season_reaches_a_second_organisers_phone() {
        let mut a = club_with_season();
        a.apply(ClubAction::Season(mahjong_core::json::season::change::SeasonChange::Secure { secret: "geheim-van-a".into() }));
        share(&mut a);
        let puts = a.share.as_ref().unwrap().waiting(&a.seasons);
        // The settings and one evening (1 September).
        assert_eq!(puts.iter().map(|p| p.id.as_str()).collect::<Vec<_>>(), ["evening:s1:2026-09-01", "season:s1"]);
        assert!(puts.iter().all(|p| !p.body().contains("geheim-van-a")));
        let written = as_server(&puts);
        a.apply(ClubAction::Pushed(written.clone()));
        assert!(a.share.as_ref().unwrap().waiting(&a.seasons).is_empty());

        let mut b = Club { book: Persisted { loaded: true, ..Persisted::default() }, ..Club::default() };
        share(&mut b);
        let rows = written.iter().map(|(p, rev)| mahjong_core::json::couch::write(&p.id, Some(rev), p.doc.as_ref())).collect();
        b.apply(ClubAction::Pulled { rows, since: Some("2".into()) });
        let got = &b.season().expect("the season came and is open").season;
        assert_eq!(got, &SeasonIn { secret: None, ..a.seasons[0].season.clone() });
        assert_eq!(b.share.as_ref().unwrap().replica.since.as_deref(), Some("2"));
        assert!(b.log.iter().all(|e| e.elsewhere) && !b.log.is_empty());
        // Nothing of B's to write: it has what the server has.
        assert!(b.share.as_ref().unwrap().waiting(&b.seasons).is_empty());
        // No step to undo: it was not this phone's change.
        assert!(b.history.is_empty());
    }

    /// A document the engine cannot read is noted, not applied.
    #[test]
    fn a_document_the_engine_cannot_read_is_noted() {
        let mut b = Club { book: Persisted { loaded: true, ..Persisted::default() }, ..Club::default() };
        share(&mut b);
        let rows =
            vec![r#"{"_id":"season:x","_rev":"1-a","kind":"season","season":"x","settings":{"reglement":"geen-reglement","evenings":[]}}"#
                .to_string()];
        b.apply(ClubAction::Pulled { rows, since: Some("1".into()) });
        assert!(b.seasons.is_empty());
        let notes = &b.share.as_ref().unwrap().notes;
        assert!(matches!(&notes[..], [Note::Aside { id, .. }] if id == "season:x"), "{notes:?}");
        b.apply(ClubAction::ShareNotesRead);
        assert!(b.share.as_ref().unwrap().notes.is_empty());
    }
}
