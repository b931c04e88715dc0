//! A season as this phone keeps it: the engine's season object and the id
//! a table card names it by (issue 32: found by id, never by name).

use mahjong_core::json::season::SeasonIn;
use serde::{Deserialize, Serialize};

/// A season on this phone, with its id.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoredSeason {
    pub id: String,
    pub season: SeasonIn,
}
