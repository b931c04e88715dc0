//! The calculator at the table: a Yew app over `mahjong_core`. It holds no
//! scoring rule; every number it shows comes from the engine.
//!
//! - [`app`]: the root component, the two reducers and the screens;
//! - [`calculator`]: seats, rack, palette, situation, score and payout;
//! - [`sheet`]: the score sheet of an evening;
//! - [`route`]: every screen's address (yew-router), old links read;
//! - [`rules`]: the rules reference ("Regels"), as core wrote it;
//! - [`header`], [`page`] (the address's options), [`link`] (a hand in the
//!   fragment), [`store`] (what is kept on the device), [`i18n`] (every
//!   text), [`tiles`] (the tile faces), [`view`] (small view hooks).

pub mod app;
pub mod calculator;
pub mod card;
pub mod competition;
pub mod crash;
pub mod deflate;
pub mod fetch;
pub mod header;
pub mod i18n;
pub mod inbox;
pub mod link_data;
pub mod notice;
pub mod page;
pub mod persisted;
pub mod phone_key;
pub mod picture;
pub mod route;
pub mod rules;
pub mod sheet;
pub mod store;
pub mod tiles;
pub mod time;
pub mod view;
pub mod wake;
