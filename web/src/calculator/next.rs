//! What the player does next, said where the eye is (in the score bar at
//! the top): which hand to enter, what the engine still misses, who won,
//! who discarded. It reads the engine's results; it decides no rule.

use mahjong_core::dutch::ScoreError;
use mahjong_core::hand::HandError;

use super::results::{McrResult, PlayerResult};
use super::seats::{Entry, TypedProblem};
use super::state::State;

/// Why the engine refuses a seat's hand, as the engine said it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Refusal {
    Hand(HandError),
    Score(ScoreError),
}

/// The next thing to do at the table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NextStep {
    /// Nothing entered for this seat yet: tap the tiles or type the score.
    EnterHand { seat: usize },
    /// Tiles still to tap for this seat.
    Missing { seat: usize, tiles: usize },
    /// The engine refuses this seat's hand (its first error).
    Problem { seat: usize, refusal: Refusal },
    /// The typed score is no score.
    Typed { seat: usize, problem: TypedProblem },
    /// MCR: the winner's tiles form no MCR mahjong, or too few fans.
    McrNoWin { seat: usize, complete: bool },
    /// Every seat has a score: who won?
    ChooseWinner,
    /// MCR, won on a discard: who discarded?
    ChooseDiscarder,
    /// Settled: the nets are in the score bar.
    Settled,
}

impl State {
    /// The tap that completes a rack moves the rack to the seat the hint
    /// names next (issue 20): the next tile tapped is that player's, as the
    /// score bar says.
    pub(super) fn follow_the_hint(&mut self) {
        if self.result(self.active).missing.is_some() {
            return;
        }
        let results = self.results();
        let needs_tiles = |seat: usize| self.players[seat].hand().is_some() && results[seat].score.is_none();
        let hinted = match self.next_step(results) {
            NextStep::EnterHand { seat } | NextStep::Missing { seat, .. } => Some(seat),
            _ => None,
        };
        // The hinted seat, or when it types its score, the next with tiles to tap.
        let next = hinted
            .filter(|&s| needs_tiles(s))
            .or_else(|| hinted.and_then(|h| (1..self.seats).map(|k| (h + k) % self.seats).find(|&s| s != self.active && needs_tiles(s))));
        if let Some(seat) = next {
            self.active = seat;
        }
    }

    /// The next step, from the engine's results: the winner's hand first,
    /// then the shown seat, then the others in seat order.
    pub fn next_step(&self, results: &[PlayerResult; 4]) -> NextStep {
        if self.settlement(results).is_some() {
            return NextStep::Settled;
        }
        let seats: Vec<usize> = match self.winner {
            // MCR: only the winner's hand counts, so the winner comes first.
            None if self.is_mcr() => return NextStep::ChooseWinner,
            Some(w) if self.is_mcr() => vec![w],
            Some(w) => std::iter::once(w).chain((0..self.seats).filter(|&s| s != w)).collect(),
            None => std::iter::once(self.active).chain((0..self.seats).filter(|&s| s != self.active)).collect(),
        };
        for seat in seats {
            if let Some(step) = self.seat_step(seat, &results[seat]) {
                return step;
            }
        }
        match self.winner {
            None => NextStep::ChooseWinner,
            Some(_) if self.is_mcr() => NextStep::ChooseDiscarder,
            // Every seat has a score and there is a winner, yet nothing
            // settles: the engine said no (shown at the seat).
            Some(w) => NextStep::Problem { seat: w, refusal: Refusal::Score(ScoreError::NotComplete) },
        }
    }

    /// What this seat still needs, if anything.
    fn seat_step(&self, seat: usize, r: &PlayerResult) -> Option<NextStep> {
        if let Some(problem) = r.typed_problem {
            return Some(NextStep::Typed { seat, problem });
        }
        if let Some(tiles) = r.missing {
            return Some(NextStep::Missing { seat, tiles });
        }
        if let Some(e) = r.errors.first() {
            return Some(NextStep::Problem { seat, refusal: Refusal::Hand(e.clone()) });
        }
        if let Some(e) = &r.invalid {
            return Some(NextStep::Problem { seat, refusal: Refusal::Score(e.clone()) });
        }
        match &r.mcr {
            Some(McrResult::NotComplete) => return Some(NextStep::McrNoWin { seat, complete: false }),
            Some(McrResult::Fans(_)) if r.score.is_none() => return Some(NextStep::McrNoWin { seat, complete: true }),
            _ => {}
        }
        if r.score.is_none() {
            let entered = match &self.players[seat].entry {
                Entry::Hand(h) => !h.is_empty(),
                Entry::Typed(t) => !t.trim().is_empty(),
            };
            return Some(if entered {
                NextStep::Problem { seat, refusal: Refusal::Score(ScoreError::NotComplete) }
            } else {
                NextStep::EnterHand { seat }
            });
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calculator::{Action, RackAction};
    use mahjong_core::tile::parse_tiles;

    fn tap(s: &mut State, tiles: &str) {
        for t in parse_tiles(tiles).unwrap() {
            s.apply(Action::Rack(RackAction::AddTile(t)));
        }
    }

    /// Seed 003 step by step: the step follows what the table still lacks.
    #[test]
    fn the_next_step_follows_the_table() {
        let mut s = State::default();
        let step = |s: &State| s.next_step(s.results());
        assert_eq!(step(&s), NextStep::EnterHand { seat: 0 });
        // East: 9 of 13 tiles.
        tap(&mut s, "222m555pCCC");
        assert_eq!(step(&s), NextStep::Missing { seat: 0, tiles: 4 });
        tap(&mut s, "678s9m");
        assert_eq!(step(&s), NextStep::EnterHand { seat: 1 });
        // South wins; 14 tiles but no winning tile marked yet.
        s.apply(Action::SetWinner(Some(1)));
        s.apply(Action::SetActive(1));
        tap(&mut s, "234m456p678p567s33s");
        assert_eq!(step(&s), NextStep::Problem { seat: 1, refusal: Refusal::Hand(HandError::MissingWinningTile) });
        s.apply(Action::Rack(RackAction::ToggleSelect(13)));
        s.apply(Action::Rack(RackAction::MarkWinning));
        assert_eq!(step(&s), NextStep::EnterHand { seat: 2 });
        s.apply(Action::ToggleDead(2));
        assert_eq!(step(&s), NextStep::EnterHand { seat: 3 });
        s.apply(Action::SetTypedMode(3, true));
        s.apply(Action::SetTyped(3, "21".into()));
        assert!(matches!(step(&s), NextStep::Typed { seat: 3, .. }), "21 is odd");
        s.apply(Action::SetTyped(3, "20".into()));
        // Ruling 19: +24 +384 -244 -164, settled.
        assert_eq!(step(&s), NextStep::Settled);
        // Without a winner, South's 14 tiles are one too many.
        s.apply(Action::SetWinner(None));
        // (ruling 1: a non-winner holds 13 tiles).
        assert_eq!(
            step(&s),
            NextStep::Problem {
                seat: 1,
                refusal: Refusal::Hand(HandError::WrongTileCount { winner: false, kongs: 0, expected: 13, found: 14 })
            }
        );
        // Four typed scores and no winner yet: who won?
        let mut t = State::default();
        for (i, v) in ["64", "96", "0", "20"].into_iter().enumerate() {
            t.apply(Action::SetTypedMode(i, true));
            t.apply(Action::SetTyped(i, v.into()));
        }
        assert_eq!(step(&t), NextStep::ChooseWinner);
    }
}
