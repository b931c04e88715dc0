//! Rules engine of the Dutch mahjong score calculator.
//!
//! - [`tile`]: tiles and their notation;
//! - [`hand`]: a hand as entered ([`hand::Setup`]) and checked ([`hand::Hand`]);
//! - [`arrange`]: sets-and-pair decompositions and wait sets;
//! - [`rules`]: [`Variant`] (nts, classic, nmb, mcr) and rule sets as configuration with named presets;
//! - [`dutch`]: scoring under `nts`, `classic` and `nmb`;
//! - [`mcr`]: MCR 2006: the 81 fans, scoring and settlement;
//! - [`settle`](mod@settle): who pays whom;
//! - [`game`]: a whole game: wind rotation, rounds and running totals;
//! - [`reference`](mod@reference): the rules as a player reads them, checked against the engine;
//! - `json` (feature `json`): the JSON line protocol of `mjscore` and the JS API (serde).
//!
//! The crate does no I/O; only the `mjscore` binary reads and writes.
//!
//! # Examples
//!
//! Score a hand under NTS 2002 (the default rule set). Seed 003's South
//! wins on a discarded 3s: mahjong 20 + the winning tile completes the
//! pair 2 + only possible tile 2 = 24 points; four chows and all simples
//! are a doubling each: 24 x 2^2 = 96.
//!
//! ```
//! use mahjong_core::{score, RuleSet, Setup, Wind};
//!
//! // Tiles in the text notation: the concealed tiles, then `+` the winning tile.
//! let setup: Setup = "234m456p678p567s3s +3s".parse::<Setup>().unwrap().seat(Wind::South);
//! let s = score(&setup, &RuleSet::NTS).unwrap();
//! assert_eq!((s.points, s.doublings, s.score), (24, 2, 96));
//! ```
//!
//! Bad input is an error that names every problem, never a panic:
//!
//! ```
//! use mahjong_core::{score, RuleSet, Setup};
//!
//! // Five copies of 1s.
//! let setup: Setup = "[1111s] 123m456p789s1s +1s".parse().unwrap();
//! let e = score(&setup, &RuleSet::NTS).unwrap_err();
//! assert_eq!(e.code(), "too_many_copies");
//! ```
//!
//! Settle a hand (ruling 19): seed 003's scores E 64, S 96 (the winner),
//! W dead, N 20, East is player 0.
//!
//! ```
//! use mahjong_core::{settle, RuleSet};
//!
//! let s = settle(&[64, 96, 0, 20], Some(1), 0, &[false, false, true, false], &RuleSet::NTS).unwrap();
//! assert_eq!(s.net, [24, 384, -244, -164]);
//! // No table gives a hand 5000 (the NTS limit is 2000, ruling 14).
//! assert!(settle(&[64, 5000, 0, 20], Some(1), 0, &[false; 4], &RuleSet::NTS).is_err());
//! ```
//!
//! Score an MCR 2006 hand: Seven Pairs 24 with All Types 6 (seed 004).
//!
//! ```
//! use mahjong_core::mcr::score::score_setup;
//! use mahjong_core::Setup;
//!
//! let setup: Setup = "11m33m55p77p99sEEC +C".parse().unwrap();
//! let s = score_setup(&setup, false, None).unwrap();
//! assert_eq!(s.total, 30);
//! ```
//!
//! One `mjscore` line in, one JSON line out (feature `json`):
//!
//! ```
//! # #[cfg(feature = "json")] {
//! let out = mahjong_core::json::process_line(r#"{"settle":{"scores":[64,96,0,20],"winner":1,"east":0,"dead":[2]}}"#);
//! assert!(out.contains(r#""net":[24,384,-244,-164]"#));
//! # }
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod arrange;
pub mod competition;
pub mod dutch;
pub mod game;
pub mod hand;
#[cfg(feature = "json")]
pub mod json;
pub mod mcr;
pub mod order;
pub mod reference;
pub mod rules;
pub mod settle;
pub mod tile;

pub use dutch::{score, score_hand, Score, ScoreError};
pub use hand::{Circumstances, Hand, HandError, Meld, Setup};
pub use rules::{RuleSet, Scoring, Variant};
pub use settle::{settle, Settlement};
pub use tile::{Tile, Wind};
