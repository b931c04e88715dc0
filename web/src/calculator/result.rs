//! What the engine said of one seat, as the screens show it.

use mahjong_core::arrange::Group;
use mahjong_core::dutch::{Score, ScoreError};
use mahjong_core::hand::HandError;
use mahjong_core::mcr::score::McrScore;

use super::seats::TypedProblem;

/// MCR: the winner's fans, or that the tiles form no MCR mahjong.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum McrResult {
    /// The fans of the best reading, also when below the 8-fan minimum.
    Fans(McrScore),
    NotComplete,
}

/// What the score panel shows for one player.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PlayerResult {
    pub score: Option<u32>,
    pub breakdown: Option<Score>,
    /// A better grouping than the player's own (ruling 2).
    pub better: Option<Score>,
    pub errors: Vec<HandError>,
    pub invalid: Option<ScoreError>,
    /// Tiles still to enter before the hand is complete.
    pub missing: Option<usize>,
    /// No winner is marked and the engine counts these tiles right for a
    /// winner but one too many for anyone else: "Mahjong voor Zuid?"
    /// (issue 35; ruling 1 counts the tiles, the engine applies it).
    pub could_win: bool,
    /// MCR: the winner's fans.
    pub mcr: Option<McrResult>,
    /// A typed score that is no score, and why.
    pub typed_problem: Option<TypedProblem>,
    /// The groups the engine scored, when the player formed others on the
    /// rack (ruling 2: say so, and show them).
    pub regrouped: Option<Vec<Group>>,
    /// The score counts a set as concealed, as the engine says
    /// (`counts_concealed_sets`): which sets lie open is asked (issue 47).
    pub counts_concealed: bool,
}
