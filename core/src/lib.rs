//! Rules engine of the Dutch mahjong score calculator.
//!
//! - [`tile`]: tiles and their notation;
//! - [`hand`]: a hand as entered ([`hand::Setup`]) and checked ([`hand::Hand`]);
//! - [`arrange`]: sets-and-pair decompositions and wait sets;
//! - [`rules`]: [`Variant`] (nts, classic, nmb, mcr) and rule sets as configuration with named presets;
//! - [`dutch`]: scoring under `nts`, `classic` and `nmb`;
//! - [`mcr`]: MCR 2006: the 81 fans, scoring and settlement;
//! - [`settle`]: who pays whom;
//! - [`game`]: a whole game: wind rotation, rounds and running totals;
//! - [`reference`]: the rules as a player reads them, checked against the engine;
//! - `json` (feature `json`): the JSON line protocol of `mjscore` and the JS API (serde).
//!
//! The crate does no I/O; only the `mjscore` binary reads and writes.
#![forbid(unsafe_code)]

pub mod tile;
pub mod arrange;
pub mod dutch;
pub mod game;
pub mod hand;
pub mod mcr;
pub mod rules;
pub mod reference;
pub mod settle;
#[cfg(feature = "json")]
pub mod json;

pub use dutch::{score, score_hand, Score, ScoreError};
pub use hand::{Circumstances, Hand, HandError, Meld, Setup};
pub use rules::{RuleSet, Scoring, Variant};
pub use settle::{settle, Settlement};
pub use tile::{Tile, Wind};
