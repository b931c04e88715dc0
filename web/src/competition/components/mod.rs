//! The organiser's screens: the season (evenings and standings), one club
//! evening (who came, the draw, the tables and their results) and the
//! members. Pure components: data and callbacks in, `ClubAction`s out;
//! one screen or form per file.

mod as_played;
mod cards;
mod evening;
mod evening_edit;
mod files;
mod late;
mod members;
mod new_season;
mod overview;
mod published;
mod result_form;
mod screen;
mod seat_forms;
mod standings;

pub(crate) use published::PublishedStandings;
pub(crate) use screen::ClubScreen;
