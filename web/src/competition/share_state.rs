//! "Delen met de club" (issue 52) as this phone keeps it: where it shares
//! its seasons, what it last had of the club's CouchDB (the engine's
//! `Replica`, beside the seasons in one record, so both are written
//! together), what the organiser should read of it, and the standings as
//! last published. The model changes it (`model`); `share` moves the
//! bytes and shows it.

use std::collections::BTreeMap;
use std::rc::Rc;

use mahjong_core::json::couch::replica::{Put, Replica};
use mahjong_core::json::couch::Published;
use mahjong_core::json::season::SeasonIn;
use serde::{Deserialize, Serialize};

use super::season::StoredSeason;

/// The most notes of documents kept aside or overruled kept for the
/// organiser to read.
pub(super) const NOTES: usize = 50;

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

/// The published text and print of each season as it is now (see
/// [`Share::to_publish`]).
#[derive(Default)]
pub struct Texts(Vec<(Rc<StoredSeason>, (String, String))>);

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
    /// written: each with its document's text and print. `texts` keeps
    /// each season's text while the season is the same (a season is
    /// replaced, never changed in place), so a round does not write out
    /// every season again.
    pub fn to_publish(&self, seasons: &[Rc<StoredSeason>], texts: &mut Texts) -> Vec<(String, String, String)> {
        texts.0.retain(|(s, _)| seasons.iter().any(|t| Rc::ptr_eq(s, t)));
        seasons
            .iter()
            .filter_map(|s| {
                let (text, print) = match texts.0.iter().find(|(t, _)| Rc::ptr_eq(s, t)) {
                    Some((_, known)) => known.clone(),
                    None => {
                        let text = Published::of(&s.id, &s.season).write(None);
                        let print = mahjong_core::json::table::print(b"published", text.as_bytes());
                        texts.0.push((s.clone(), (text.clone(), print.clone())));
                        (text, print)
                    }
                };
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

pub(super) fn pairs(seasons: &[Rc<StoredSeason>]) -> Vec<(&str, &SeasonIn)> {
    seasons.iter().map(|s| (s.id.as_str(), &s.season)).collect()
}
