//! The organiser's seasons as the device keeps them (`store`): one
//! IndexedDB record beside the games, every season checked by the engine
//! when read.

use serde::{Deserialize, Serialize};

use super::log::LogEntry;
use super::model::{Club, ClubUndo, DeletedEvening, StoredSeason};
use super::share_state::Share;
use crate::persisted::Persisted;
use crate::store::{Place, Stored};

/// Bumped when the seasons' stored shape changes.
pub const CLUB_SCHEMA: u32 = 1;

impl Stored for Club {
    const PLACE: Place = Place { record: "club", rev: "club-rev", channel: "mahjong-rekenhulp.club", earlier: None };
    fn read_text(raw: &str) -> Result<Club, String> {
        read_club(Some(raw))
    }
    fn text(&self) -> String {
        club_text(self)
    }
    fn kept_aside(key: String, kept: bool) -> Club {
        Club { book: Persisted { unreadable: Some(key), keep_store: !kept, ..Persisted::default() }, ..Club::default() }
    }
    fn keeps_store(&self) -> bool {
        self.book.keep_store
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ClubFile<S, L, B, H, T, G, C, K> {
    schema: u32,
    current: Option<S>,
    seasons: L,
    #[serde(default)]
    bin: B,
    #[serde(default)]
    history: H,
    /// The seasons' log of changes (C19).
    #[serde(default)]
    log: G,
    /// When the seasons were last saved to a file.
    #[serde(default = "Option::default", skip_serializing_if = "Option::is_none")]
    backup: Option<T>,
    /// The prints of the secrets this phone made or trusts (issue 51);
    /// none in a store of before.
    #[serde(default)]
    secrets: Option<Vec<String>>,
    /// The club's CouchDB shared with (issue 52), and what was read of it.
    #[serde(default = "Option::default", skip_serializing_if = "Option::is_none")]
    share: Option<C>,
    /// Seasons' keys waiting for their season (issue 52).
    #[serde(default = "Option::default", skip_serializing_if = "Option::is_none")]
    keys: Option<K>,
}

/// The store's record as read.
type ReadFile = ClubFile<
    String,
    Vec<StoredSeason>,
    Vec<DeletedEvening>,
    Vec<ClubUndo>,
    crate::time::Timestamp,
    Vec<LogEntry>,
    Share,
    Vec<(String, String)>,
>;

/// Reads the seasons; anything unreadable (broken JSON, another schema, a
/// season the engine cannot read) is `Err`, so the caller keeps it aside.
pub fn read_club(raw: Option<&str>) -> Result<Club, String> {
    let Some(raw) = raw else { return Ok(Club::default()) };
    let file: ReadFile = serde_json::from_str(raw).map_err(|_| "not a club store of this version".to_string())?;
    if file.schema != CLUB_SCHEMA {
        return Err(format!("schema {}: written by another version", file.schema));
    }
    for s in &file.seasons {
        if mahjong_core::json::season::check(&s.season).is_err() {
            return Err(format!("season {}: the engine cannot read it", s.id));
        }
    }
    let current = file.current.and_then(|id| file.seasons.iter().position(|s| s.id == id));
    // A store of before issue 51: its seasons' secrets are this phone's
    // (it made them, or took them in then).
    let secrets = file
        .secrets
        .unwrap_or_else(|| file.seasons.iter().filter_map(|s| s.season.secret.as_deref()).map(super::model::secret_print).collect());
    Ok(Club {
        seasons: file.seasons.into_iter().map(std::rc::Rc::new).collect(),
        current,
        bin: file.bin,
        history: file.history,
        log: file.log,
        backup: file.backup,
        secrets,
        share: file.share,
        keys: file.keys.unwrap_or_default(),
        ..Club::default()
    })
}

/// The seasons' text as written to the store.
pub fn club_text(c: &Club) -> String {
    let current = c.season().map(|s| s.id.as_str());
    serde_json::to_string(&ClubFile {
        schema: CLUB_SCHEMA,
        current,
        seasons: &c.seasons,
        bin: &c.bin,
        history: &c.history,
        log: &c.log,
        backup: c.backup.as_ref(),
        secrets: Some(c.secrets.clone()),
        share: c.share.as_ref(),
        keys: (!c.keys.is_empty()).then_some(&c.keys),
    })
    .unwrap_or_default()
}

impl crate::persisted::StoredModel for Club {
    const BIN_HOURS: u32 = super::model::BIN_HOURS;
    fn purge(cutoff: crate::time::Timestamp) -> super::model::ClubAction {
        super::model::ClubAction::Purge { cutoff }
    }
}
