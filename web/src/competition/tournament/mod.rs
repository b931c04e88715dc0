//! A tournament day on the organiser's page (issue 36): a season whose
//! evenings are its rounds, every round drawn at once. The rounds' cards,
//! results by QR code or link, typed results and conflicts are the club
//! evening's own screens; here are what a tournament adds: the new
//! tournament's form, the players (EMA numbers, withdrawals, late
//! registrations), the penalties, the seating per player, the big screen
//! and the EMA's result file. Every rule is the engine's
//! (`mahjong_core::json::tournament`).

pub mod big_screen;
pub mod clock;
pub mod ema;
pub mod new;
pub mod players;
pub mod text;
