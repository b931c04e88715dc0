//! The calculator at the table: a Yew app over `mahjong_core`. It holds no
//! scoring rule; `state` turns taps into engine input and shows its output.

pub mod app;
pub mod i18n;
pub mod json;
pub mod ledger;
pub mod link;
pub mod mcr;
pub mod sheet;
pub mod state;
pub mod tiles;
