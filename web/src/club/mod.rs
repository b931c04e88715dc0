//! The club competition in the app (issue 22): the organiser's seasons,
//! evenings, draws and results, on top of the engine's competition.
//!
//! - [`model`]: the seasons, one `ClubAction` per intent, every change
//!   checked by the engine;
//! - [`text`]: the organiser's sentences in Dutch and English;
//! - [`components`]: the screens.

pub mod cards;
pub mod components;
pub mod export;
pub mod model;
pub mod scan;
pub mod text;
