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
    /// "Score typen" chosen, nothing typed yet: on the number pad.
    TypeScore { seat: usize },
    /// A score being typed on the pad: it counts once the player leaves
    /// the field, on `next` (the pad's Volgende) or, with none, Klaar
    /// (issue 47: never a prefix).
    Typing { seat: usize, next: Option<usize> },
    /// The winner's tile: from the table (who discarded?) or self-drawn?
    /// Asked before the hand counts (issue 47).
    HowWon { seat: usize },
    /// The score counts concealed sets and the player laid none open:
    /// "Liggen er sets open?" (issue 47).
    AskOpen { seat: usize },
    /// MCR: the winner's tiles form no MCR mahjong, or too few fans.
    McrNoWin { seat: usize, complete: bool },
    /// No winner is marked and this rack holds a winner's count of tiles
    /// (one more than a non-winner's): "Mahjong voor Zuid?" (issue 35:
    /// tiles first works as well as MJ first).
    ConfirmMahjong { seat: usize },
    /// No winner is marked and this rack is complete for a non-winner: a
    /// 14th tile makes it a mahjong, or on to the next seat.
    MahjongOrNext { seat: usize, next: usize },
    /// The shown rack needs nothing more; the next seat does.
    Done { seat: usize, next: usize },
    /// Every seat has a score: who won?
    ChooseWinner,
    /// MCR, won on a discard: who discarded?
    ChooseDiscarder,
    /// Settled: the nets are in the score bar.
    Settled,
}

impl State {
    /// The rack follows the line (issue 35): a tap, a rack tool or a dead
    /// hand that completes the shown seat moves the rack to the seat the
    /// line names next, once a winner is marked. Without a winner a full
    /// rack stays: a 14th tile may make it the mahjong.
    pub(super) fn follow_the_hint(&mut self) {
        // MCR scores the winner's hand alone: there is no next rack.
        if self.winner.is_none() || self.is_mcr() {
            return;
        }
        let results = self.results();
        if self.seat_step(self.active, &results[self.active]).is_some() {
            return;
        }
        if let Some(seat) = self.next_seat(results) {
            self.active = seat;
        }
    }

    /// The seat after the shown one that still needs its hand: the
    /// winner's first, then in seat order; a rack to tap before a typed
    /// score (its field is on its row, in view without the palette).
    fn next_seat(&self, results: &[PlayerResult; 4]) -> Option<usize> {
        let after = (1..self.seats).map(|k| (self.active + k) % self.seats);
        let order: Vec<usize> = self.winner.into_iter().chain(after).filter(|&s| s != self.active).collect();
        let needs = |&s: &usize| self.seat_step(s, &results[s]).is_some();
        let rack = order.iter().copied().filter(needs).find(|&s| self.players[s].hand().is_some());
        rack.or_else(|| order.iter().copied().find(needs))
    }

    /// Whether the shown seat's line asks for tiles: then the palette is up
    /// (issue 35); otherwise it gives the screen back.
    pub fn wants_tiles(&self, step: &NextStep) -> bool {
        match *step {
            // MCR before MJ: the tiles go on the shown rack; its MJ is on
            // the rack's head, above the palette.
            NextStep::ChooseWinner if self.is_mcr() => self.players[self.active].hand().is_some(),
            NextStep::EnterHand { seat } | NextStep::Missing { seat, .. } | NextStep::MahjongOrNext { seat, .. } => {
                seat == self.active && self.players[seat].hand().is_some()
            }
            _ => false,
        }
    }

    /// The next step, from the engine's results: the shown seat first (the
    /// line and the rack name the same seat, issue 35), then the winner's,
    /// then the others in seat order.
    pub fn next_step(&self, results: &[PlayerResult; 4]) -> NextStep {
        if let Some(seat) = self.typing {
            return NextStep::Typing { seat, next: self.pad_next() };
        }
        if self.settlement(results).is_some() {
            return NextStep::Settled;
        }
        let active = self.active;
        let seats: Vec<usize> = match self.winner {
            // MCR: only the winner's hand counts, so the winner comes first.
            None if self.is_mcr() => return NextStep::ChooseWinner,
            Some(w) if self.is_mcr() => vec![w],
            w => std::iter::once(active).chain(w).chain((0..self.seats).filter(|&s| s != active)).collect(),
        };
        for seat in seats {
            if let Some(step) = self.seat_step(seat, &results[seat]) {
                // The shown seat is complete: it says so and names the next
                // (its rack's "Volgende", or the number pad's).
                if seat != active && !self.is_mcr() {
                    return match self.winner {
                        None if results[active].score.is_some() && !self.players[active].dead && self.players[active].hand().is_some() => {
                            NextStep::MahjongOrNext { seat: active, next: self.next_seat(results).unwrap_or(seat) }
                        }
                        _ => NextStep::Done { seat: active, next: self.next_seat(results).unwrap_or(seat) },
                    };
                }
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
    pub(super) fn seat_step(&self, seat: usize, r: &PlayerResult) -> Option<NextStep> {
        if let Some(problem) = r.typed_problem {
            return Some(NextStep::Typed { seat, problem });
        }
        if let Some(tiles) = r.missing {
            return Some(NextStep::Missing { seat, tiles });
        }
        if r.could_win {
            return Some(NextStep::ConfirmMahjong { seat });
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
            let typing = matches!(self.players[seat].entry, Entry::Typed(_));
            return Some(match (entered, typing) {
                (true, _) => NextStep::Problem { seat, refusal: Refusal::Score(ScoreError::NotComplete) },
                (false, true) => NextStep::TypeScore { seat },
                (false, false) => NextStep::EnterHand { seat },
            });
        }
        self.question(seat, r)
    }

    /// What is asked of a seat whose score the engine has, before it
    /// counts (issue 47): how the winner's tile came (with tiles; in MCR
    /// also typed fans, whose payment it decides), and whether sets lie
    /// open where the score counts concealed ones.
    pub(super) fn question(&self, seat: usize, r: &PlayerResult) -> Option<NextStep> {
        let p = &self.players[seat];
        if self.winner == Some(seat) && !self.situation.how_said && (p.hand().is_some() || self.is_mcr()) {
            return Some(NextStep::HowWon { seat });
        }
        let none_open = p.hand().is_some_and(|h| !h.groups.iter().any(|g| g.open));
        (r.counts_concealed && none_open && !p.sets_said && !p.dead).then_some(NextStep::AskOpen { seat })
    }

    /// Whether a question stands anywhere at the table: nothing settles
    /// until it is answered.
    pub(super) fn asks(&self, results: &[PlayerResult; 4]) -> bool {
        (0..self.seats).any(|s| self.waits(s, &results[s]))
    }

    /// Whether seat `seat`'s score waits on a question (the bar says "24?").
    pub(super) fn waits(&self, seat: usize, r: &PlayerResult) -> bool {
        r.score.is_some() && self.question(seat, r).is_some()
    }

    /// The seat the number pad's "Volgende" goes to: the next that still
    /// needs something (the line's order); none: "Klaar".
    pub fn pad_next(&self) -> Option<usize> {
        if self.is_mcr() {
            return None;
        }
        self.next_seat(self.results())
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
        // Issue 47: 64 counts three concealed pungs (rulings 4, 10), and
        // nothing lies open: which sets lie open is asked, and nothing
        // settles until it is answered.
        assert_eq!(step(&s), NextStep::AskOpen { seat: 0 });
        s.apply(Action::AllConcealed(0));
        // 13 tiles and no winner yet (ruling 1: 13 for a non-winner, 14 for
        // the winner): mahjong with one more, or on to South (issue 35).
        assert_eq!(step(&s), NextStep::MahjongOrNext { seat: 0, next: 1 });
        // South wins; 14 tiles but no winning tile marked yet.
        s.apply(Action::SetWinner(Some(1)));
        assert_eq!(s.active, 1, "MJ brings the winner's rack");
        // One tile in: 13 to go (ruling 1: the winner holds 14); the
        // winning tile is marked after them.
        tap(&mut s, "2m");
        assert_eq!(step(&s), NextStep::Missing { seat: 1, tiles: 13 });
        tap(&mut s, "34m456p678p567s33s");
        assert_eq!(step(&s), NextStep::Problem { seat: 1, refusal: Refusal::Hand(HandError::MissingWinningTile) });
        s.apply(Action::Rack(RackAction::ToggleSelect(13)));
        s.apply(Action::Rack(RackAction::MarkWinning));
        // Issue 47: how the 3s came is asked right after it is marked (the
        // four chows score nothing for concealment: no question on sets).
        assert_eq!(step(&s), NextStep::HowWon { seat: 1 });
        s.apply(Action::SetDiscard);
        assert_eq!(s.active, 1, "the winner's rack stays, for the other ways");
        // The line names the shown rack's seat, and then the next one.
        assert_eq!(step(&s), NextStep::Done { seat: 1, next: 2 });
        s.apply(Action::SetActive(2));
        assert_eq!(step(&s), NextStep::EnterHand { seat: 2 });
        s.apply(Action::ToggleDead(2));
        assert_eq!(s.active, 3, "West's dead hand: the rack moves on with the line");
        assert_eq!(step(&s), NextStep::EnterHand { seat: 3 });
        s.apply(Action::SetTypedMode(3, true));
        s.apply(Action::SetTyped(3, "21".into()));
        // Issue 47: typing, the number is no score yet, right or wrong.
        assert_eq!(step(&s), NextStep::Typing { seat: 3, next: None });
        s.apply(Action::TypedDone);
        assert!(matches!(step(&s), NextStep::Typed { seat: 3, .. }), "21 is odd");
        s.apply(Action::SetTyped(3, "2".into()));
        assert_eq!(step(&s), NextStep::Typing { seat: 3, next: None }, "a prefix never settles");
        s.apply(Action::SetTyped(3, "20".into()));
        assert_eq!(s.settlement(s.results()), None, "still typing");
        s.apply(Action::TypedDone);
        // Ruling 19: +24 +384 -244 -164, settled.
        assert_eq!(step(&s), NextStep::Settled);
        // Without a winner, South's 14 tiles are one too many for a
        // non-winner and right for a winner (ruling 1): mahjong for South?
        s.apply(Action::SetWinner(None));
        s.apply(Action::SetActive(1));
        assert_eq!(step(&s), NextStep::ConfirmMahjong { seat: 1 });
        // A fifteenth is too many for anyone: refused, the question stays.
        s.apply(Action::Rack(RackAction::AddTile("1p".parse().unwrap())));
        assert_eq!(s.message, Some(crate::i18n::Msg::TooManyTiles));
        assert_eq!(step(&s), NextStep::ConfirmMahjong { seat: 1 });
        // "Score typen": the pad is named with its Volgende; left (Klaar)
        // and right, the line stays on the seat and names the pad's
        // Volgende (issue 35); left empty, it asks for the score.
        let mut p = State::default();
        p.apply(Action::SetTypedMode(0, true));
        assert_eq!(step(&p), NextStep::Typing { seat: 0, next: Some(1) });
        p.apply(Action::TypedDone);
        assert_eq!(step(&p), NextStep::TypeScore { seat: 0 });
        p.apply(Action::SetTyped(0, "64".into()));
        p.apply(Action::TypedDone);
        assert_eq!(step(&p), NextStep::Done { seat: 0, next: 1 });
        // Four typed scores and no winner yet: who won?
        let mut t = State::default();
        for (i, v) in ["64", "96", "0", "20"].into_iter().enumerate() {
            t.apply(Action::SetTypedMode(i, true));
            t.apply(Action::SetTyped(i, v.into()));
        }
        t.apply(Action::TypedDone);
        assert_eq!(step(&t), NextStep::ChooseWinner);
    }
}
