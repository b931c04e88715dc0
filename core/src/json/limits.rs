//! The bounds of what a line may hold, shared by the season, draw and
//! tournament lines: one place for each number, so none of those modules
//! needs another for its bounds (issue 48: no import cycle).

/// The most evenings a season line holds (a weekly club over several years).
pub const MAX_EVENINGS: usize = 400;
/// The most tables an evening holds (200 players, as a draw).
pub const MAX_TABLES: usize = 50;
/// The longest name (a player's, a season's, a reglement's): the one
/// limit of the app's forms and table cards (issue 32).
pub const MAX_NAME: usize = 24;
/// The most members (and players of an evening) a season holds.
pub const MAX_MEMBERS: usize = 1000;
/// The most players a draw takes: a club hall, or a large tournament (the
/// local search stays well under a second). A tournament takes as many.
pub const MAX_PLAYERS: usize = 200;
/// The most penalties a tournament holds.
pub const MAX_PENALTIES: usize = 1000;
/// The longest reason of a penalty.
pub const MAX_REASON: usize = 80;
