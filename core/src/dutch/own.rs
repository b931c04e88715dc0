//! Ruling 2: a winner's own complete grouping is what is scored (judged
//! as any mahjong, the better grouping named beside it); a hand the
//! player did not group whole is read by the engine, and where it reads
//! the player's groups otherwise it says so. The calculator only shows
//! what comes back.

use super::{non_winner_groups, score_hand, score_own_grouping, OwnGrouping, Score, ScoreError};
use crate::arrange::{Group, GroupKind};
use crate::hand::Hand;
use crate::rules::RuleSet;

/// How a hand the player grouped is scored.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Grouped {
    /// The winner's own complete grouping (ruling 2).
    Own(OwnGrouping),
    /// The engine's best reading (a non-winner, or a winner whose tiles
    /// are not all in groups, or whose groups do not make the hand).
    Best {
        /// The score, or why it is none (`NoValidMahjong` carries the best
        /// try, so the player sees what is missing).
        score: Result<Score, ScoreError>,
        /// The groups the engine scored, where they are not the player's
        /// own: a group the player formed is missing from them, and its
        /// tiles were scored in other groups (a chow whose tiles score
        /// nothing for a non-winner is no regrouping).
        regrouped: Option<Vec<Group>>,
    },
}

/// Scores `hand` as the player grouped it: `own` the concealed groups the
/// player formed, `whole` whether every concealed tile is in one.
pub fn score_grouped(hand: &Hand, rules: &RuleSet, own: &[Group], whole: bool) -> Grouped {
    if hand.is_winner() && whole && !own.is_empty() {
        if let Ok(g) = score_own_grouping(hand, rules, own) {
            return Grouped::Own(g);
        }
    }
    let score = score_hand(hand, rules);
    let regrouped = match &score {
        Ok(s) => regrouped(own, hand, s),
        Err(ScoreError::NoValidMahjong { best, .. }) => regrouped(own, hand, best),
        Err(_) => None,
    };
    Grouped::Best { score, regrouped }
}

fn regrouped(own: &[Group], hand: &Hand, s: &Score) -> Option<Vec<Group>> {
    if own.is_empty() {
        return None;
    }
    let scored: Vec<Group> = match &s.arrangement {
        Some(a) => a.groups().iter().filter(|g| !g.declared).copied().collect(),
        None if !hand.is_winner() => non_winner_groups(hand).into_iter().filter(|g| !g.declared).collect(),
        // An irregular limit hand has no groups to compare.
        None => return None,
    };
    let found = |g: &Group| scored.iter().any(|x| x.kind == g.kind && x.tile == g.tile);
    let elsewhere = |g: &Group| g.tile_iter().any(|t| scored.iter().any(|x| x.contains(t)));
    own.iter().any(|g| !found(g) && (g.kind != GroupKind::Chow || elsewhere(g))).then_some(scored)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hand::Setup;
    use crate::tile::Tile;

    fn group(kind: GroupKind, t: &str) -> Group {
        Group { kind, tile: t.parse::<Tile>().unwrap(), concealed: true, declared: false }
    }

    fn chow(t: &str) -> Group {
        group(GroupKind::Chow, t)
    }

    /// Ruling 2, South's 111m 222m 333m 456p 99s won self-drawn on 9s
    /// grouped by the player as three chows 123m: scored as grouped,
    /// 20 + 2 pair + 2 only possible + 2 self-drawn = 26 points, fully
    /// concealed 2 + ... 3 doublings: 26 x 8 = 208; the pungs' 336 named
    /// as better (core/tests/tables.rs works both out).
    #[test]
    fn a_whole_grouping_is_scored_as_grouped() {
        let setup: Setup = "111222333m456p9s +9s".parse().unwrap();
        let hand = Hand::new(&setup.seat(crate::Wind::South).self_drawn(), &RuleSet::NTS).unwrap();
        let chows = [chow("1m"), chow("1m"), chow("1m"), chow("4p"), group(GroupKind::Pair, "9s")];
        let Grouped::Own(g) = score_grouped(&hand, &RuleSet::NTS, &chows, true) else { panic!("the own grouping") };
        assert_eq!((g.own.score, g.better.map(|b| b.score)), (208, Some(336)));
        // Not every tile grouped: the engine's best reading, the pungs,
        // which read the player's chows otherwise.
        let Grouped::Best { score, regrouped } = score_grouped(&hand, &RuleSet::NTS, &chows, false) else { panic!("the best reading") };
        assert_eq!(score.map(|s| s.score), Ok(336));
        assert!(regrouped.is_some_and(|gs| gs.iter().any(|g| g.kind == GroupKind::Pung)));
    }

    /// A non-winner's chow of 456p scores nothing (ruling 27: pungs and
    /// pairs): no regrouping to tell; three chows 123m read as the pungs
    /// 111m 222m 333m are one: 8 + 4 + 4 = 16 x 2 (three concealed pungs,
    /// ruling 10) = 32.
    #[test]
    fn a_non_winner_is_told_of_a_regrouping() {
        let hand = Hand::new(&"456p1m2m3m9s9s7p8p1s2s3s".parse::<Setup>().unwrap(), &RuleSet::NTS).unwrap();
        let Grouped::Best { regrouped, .. } = score_grouped(&hand, &RuleSet::NTS, &[chow("4p")], false) else { panic!("best") };
        assert_eq!(regrouped, None);
        let hand = Hand::new(&"123m123m123m456p9s".parse::<Setup>().unwrap(), &RuleSet::NTS).unwrap();
        let Grouped::Best { score, regrouped } = score_grouped(&hand, &RuleSet::NTS, &[chow("1m"), chow("1m"), chow("1m")], false) else {
            panic!("best")
        };
        assert_eq!(score.map(|s| s.score), Ok(32));
        let shown: Vec<String> = regrouped.expect("a regrouping").iter().map(|g| g.to_string()).collect();
        assert_eq!(shown, ["111m", "222m", "333m"]);
    }
}
