//! What the engine says about the table: each player's result (score,
//! breakdown, errors, MCR fans), the seats' scores, the settlement, and
//! which circumstances can apply. Asked afresh from what is on the table;
//! no rule is decided here.

use mahjong_core::dutch::own::{score_grouped, Grouped};
use mahjong_core::dutch::{OwnGrouping, ScoreError};
use mahjong_core::hand::{Hand, HandError};
use mahjong_core::json::table_hand::own_groups;
use mahjong_core::mcr::score::McrError;
use mahjong_core::settle::{settle, Settlement};
use mahjong_core::Scoring;

pub use super::result::{McrResult, PlayerResult};
use super::seats::{read_typed, Entry, RowView, TableView};
use super::situation::{set_circ, Circ};
use super::state::State;

/// A typed score's result: the score, or why it is none.
fn typed_result(text: &str, scoring: &Scoring, winner: bool) -> PlayerResult {
    match read_typed(text, scoring, winner) {
        Ok(score) => PlayerResult { score, ..Default::default() },
        Err(p) => PlayerResult { typed_problem: Some(p), ..Default::default() },
    }
}

#[cfg(test)]
thread_local! {
    /// How many seats the engine scored (tests count a tap's).
    pub(super) static SCORED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

impl State {
    /// MCR (rules README `mcr`): only the winner's hand counts, in fans.
    fn mcr_result(&self, i: usize) -> PlayerResult {
        if self.winner != Some(i) {
            return PlayerResult::default();
        }
        match &self.players[i].entry {
            Entry::Typed(text) => typed_result(text, &self.scoring, true),
            Entry::Hand(h) if h.is_empty() => PlayerResult::default(),
            Entry::Hand(_) => {
                let Some(setup) = self.setup(i) else { return PlayerResult::default() };
                match mahjong_core::mcr::score::score_setup(&setup, self.situation.last_of_its_kind, None) {
                    Ok(s) => PlayerResult {
                        score: s.winning_total(),
                        counts_concealed: s.counts_concealed_sets(),
                        mcr: Some(McrResult::Fans(s)),
                        ..Default::default()
                    },
                    Err(McrError::Invalid(e)) => hand_errors(e.0),
                    Err(McrError::NotComplete) => PlayerResult { mcr: Some(McrResult::NotComplete), ..Default::default() },
                }
            }
        }
    }

    /// Player `i`'s result as the engine saw it after the last action.
    pub fn result(&self, i: usize) -> &PlayerResult {
        &self.scored[i]
    }

    /// Every seat's result as the engine saw it after the last action:
    /// scored in the reducer, once per seat that changed (issue 33), never
    /// again in a render.
    pub fn results(&self) -> &[PlayerResult; 4] {
        &self.scored
    }

    /// Asks the engine again: for `seat` only (a tap changes one rack), or
    /// for every seat.
    pub(super) fn rescore(&mut self, seat: Option<usize>) {
        match seat {
            Some(i) => self.scored[i] = self.score_seat(i),
            None => self.scored = [0, 1, 2, 3].map(|i| self.score_seat(i)),
        }
    }

    /// Player `i`'s result as the engine sees it.
    fn score_seat(&self, i: usize) -> PlayerResult {
        #[cfg(test)]
        SCORED.with(|n| n.set(n.get() + 1));
        if self.is_mcr() {
            return self.mcr_result(i);
        }
        let p = &self.players[i];
        if p.dead {
            return PlayerResult { score: Some(0), ..Default::default() };
        }
        let rules = self.rules();
        match &p.entry {
            Entry::Typed(text) => typed_result(text, &self.scoring, self.winner == Some(i)),
            Entry::Hand(h) if h.is_empty() => PlayerResult::default(),
            Entry::Hand(h) => {
                let Some(setup) = self.setup(i) else { return PlayerResult::default() };
                let hand = match Hand::new(&setup, &rules) {
                    Ok(hand) => hand,
                    Err(e) => {
                        let too_many = matches!(e.0.as_slice(), [HandError::WrongTileCount { expected, found, .. }] if found > expected);
                        return PlayerResult { could_win: too_many && self.counts_as_winner(i), ..hand_errors(e.0) };
                    }
                };
                match score_grouped(&hand, &rules, &own_groups(&h.rack_groups()), h.loose.is_empty()) {
                    Grouped::Own(OwnGrouping { own, invalid, better }) => {
                        let score = invalid.is_none().then_some(own.score);
                        let counts_concealed = own.counts_concealed_sets();
                        PlayerResult { score, counts_concealed, breakdown: Some(own), better, invalid, ..Default::default() }
                    }
                    Grouped::Best { score: Ok(s), regrouped } => PlayerResult {
                        score: Some(s.score),
                        counts_concealed: s.counts_concealed_sets(),
                        regrouped,
                        breakdown: Some(s),
                        ..Default::default()
                    },
                    // Show the best try, so the player sees what is missing.
                    Grouped::Best { score: Err(ScoreError::NoValidMahjong { doublings, needed, best }), regrouped } => PlayerResult {
                        regrouped,
                        breakdown: Some((*best).clone()),
                        invalid: Some(ScoreError::NoValidMahjong { doublings, needed, best }),
                        ..Default::default()
                    },
                    Grouped::Best { score: Err(e), .. } => PlayerResult { invalid: Some(e), ..Default::default() },
                }
            }
        }
    }

    /// No winner marked: whether seat `i`'s tiles are a winner's count, as
    /// the engine counts them with `i` as the winner.
    fn counts_as_winner(&self, i: usize) -> bool {
        let Some(h) = self.players[i].hand() else { return false };
        if self.winner.is_some() {
            return false;
        }
        let mut setup = h.to_setup(i, self.round_wind, Some(Default::default()));
        setup.three_players = self.seats == 3;
        match Hand::new(&setup, &self.rules()) {
            Ok(_) => true,
            Err(e) => !e.0.iter().any(|x| matches!(x, HandError::WrongTileCount { .. })),
        }
    }

    /// The seats' scores, once every seat has one. MCR: the winner's fans,
    /// the others 0.
    pub fn scores(&self, results: &[PlayerResult; 4]) -> Option<Vec<u32>> {
        if self.is_mcr() {
            let w = self.winner?;
            return Some(mahjong_core::game::mcr_scores(self.seats, w, results[w].score?));
        }
        results[..self.seats].iter().map(|r| r.score).collect()
    }

    /// The players' dead-hand flags by seat.
    pub fn dead(&self) -> Vec<bool> {
        self.players[..self.seats].iter().map(|p| p.dead).collect()
    }

    /// Who discarded the winning tile, when it came from the table: MCR's
    /// payment, and in every rule set the mahjongs caused on the score
    /// sheet (competition ruling C2; a Dutch settlement does not use it).
    pub fn discarder(&self) -> Option<usize> {
        self.situation.discarder.filter(|_| self.is_discard())
    }

    /// The payout table from the players' results: needs a winner and every
    /// seat's score (ruling 19; three players, ruling 22).
    /// MCR (rules README `mcr`): the winner's fans (at least 8), and on a
    /// discard, who discarded.
    /// Nothing settles while a score is typed or a question stands
    /// (issue 47): the hand counts only as the player meant it.
    pub fn settlement(&self, results: &[PlayerResult; 4]) -> Option<Settlement> {
        if self.typing.is_some() || self.asks(results) {
            return None;
        }
        let winner = self.winner?;
        if self.is_mcr() {
            // The engine refuses fewer than 8 fans.
            let fan = results[winner].score?;
            let discarder = if self.is_discard() { Some(self.situation.discarder?) } else { None };
            return mahjong_core::settle::settle_mcr(fan, winner, discarder).ok();
        }
        settle(&self.scores(results)?, Some(winner), 0, &self.dead(), &self.rules()).ok()
    }

    /// Whether a circumstance can apply now: the engine is asked whether
    /// the winner's hand with it switched on is free of contradictions
    /// (ruling 23). The app itself knows no rule.
    pub fn circumstance_enabled(&self, c: Circ) -> bool {
        let Some(w) = self.winner else { return false };
        // MCR typed fans: self-drawn decides who pays (issue 47); the fans
        // of the other ways are in the typed total already.
        let Some(mut setup) = self.setup(w) else { return self.is_mcr() && c == Circ::SelfDrawn };
        set_circ(&mut setup.circumstances, c, true);
        if c == Circ::LastOfItsKind {
            let hand = mahjong_core::mcr::score::hand(&setup);
            return hand.is_ok_and(|h| mahjong_core::mcr::score::check_last_of_its_kind(&h).is_ok());
        }
        let checked = if self.is_mcr() { mahjong_core::mcr::score::hand(&setup) } else { Hand::new(&setup, &self.rules()) };
        match checked {
            Ok(_) => true,
            Err(errors) => !errors.0.iter().any(|e| e.is_contradiction()),
        }
    }

    /// The seat rows' data.
    pub fn table_view(&self, results: &[PlayerResult]) -> TableView {
        TableView {
            mcr: self.is_mcr(),
            discarder: self.situation.discarder,
            names: self.game.as_ref().map(|g| g.names.clone()),
            rows: (0..self.seats)
                .map(|i| RowView {
                    score: results[i].score,
                    missing: results[i].missing.is_some(),
                    typed: match &self.players[i].entry {
                        Entry::Typed(text) => Some(text.clone()),
                        Entry::Hand(_) => None,
                    },
                    // Said once the player leaves the field (issue 47).
                    typed_problem: results[i].typed_problem.filter(|_| self.typing != Some(i)),
                    dead: self.players[i].dead,
                    problem: !results[i].errors.is_empty() || results[i].invalid.is_some(),
                })
                .collect(),
            winner: self.winner,
            active: self.active,
            typing: self.typing,
        }
    }
}

/// A hand the engine refused: while tiles are still being tapped, how many
/// are missing (not an error); else the errors.
/// A winner's rack still short of tiles has no winning tile marked yet
/// either; that comes after the tiles (issue 35: the palette stays up).
fn hand_errors(errors: Vec<HandError>) -> PlayerResult {
    let short = errors.iter().find_map(|e| match *e {
        HandError::WrongTileCount { expected, found, .. } if found < expected => Some(expected - found),
        _ => None,
    });
    let only_short = errors.iter().all(|e| matches!(e, HandError::WrongTileCount { .. } | HandError::MissingWinningTile));
    match short {
        Some(n) if only_short => PlayerResult { missing: Some(n), ..Default::default() },
        _ => PlayerResult { errors, ..Default::default() },
    }
}
