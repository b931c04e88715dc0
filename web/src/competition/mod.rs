//! The club competition in the app (issue 22): the organiser's seasons,
//! evenings, draws and results, on top of the engine's competition.
//!
//! - [`model`]: the seasons, one `ClubAction` per intent, every change
//!   checked by the engine; [`log`] the season's log of changes (C19),
//!   [`history`] its screen;
//! - [`text`]: the organiser's sentences in Dutch and English;
//! - [`components`]: the screens; [`player`] a player's page, [`chart`]
//!   the season's course, [`grid`] every player by every evening,
//!   [`settings`] the season's settings and reglement, [`rating`] the
//!   club rating beside the standings (issue 53).

pub mod app;
pub mod chart;
pub mod components;
pub mod export;
pub mod form;
pub mod grid;
pub mod history;
pub mod hooks;
pub mod log;
pub mod mers;
pub mod model;
pub mod picture;
pub mod player;
pub mod rating;
pub mod scan;
pub mod season;
pub mod settings;
pub mod share;
pub mod share_state;
pub mod stand_page;
pub mod standing_row;
pub mod stored;
pub mod text;
pub mod tournament;
