//! Scoring under the Dutch rule sets (`nts`, `classic`, `nmb`): the best
//! arrangement of a hand and its itemised score.
//!
//! One rule family per file: `sets` (rulings 4, 5, 9), `groupings` (10),
//! `purity` (11), `winner` (6-8, 12, 13), `limits` (16-18, 26), `flowers`
//! (21), `bounds` (what a typed score can be). This file only chooses
//! among arrangements (rulings 2, 3, 7, 14, 15, 17, 24, 25).

pub mod books;
pub mod bounds;
pub mod flowers;
pub mod groupings;
pub mod items;
pub mod limits;
pub mod own;
pub mod purity;
pub mod sets;
pub mod winner;

use std::fmt;

use crate::arrange::{for_each_winning_reading, hand_waits, Arrangement, Group, GroupKind};
use crate::hand::{Hand, HandErrors, Setup};
use crate::rules::{OnlyPossible, RuleSet};
use crate::tile::{Tile, TileCounts};
use items::{keep_highest, Item, ItemKind};
use limits::Limit;
use winner::WinReading;

/// The limit hand a score comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LimitScore {
    /// Which limit hand.
    pub limit: Limit,
    /// Its value under the rule set (ruling 16-18).
    pub value: u32,
    /// A non-winner waiting on this irregular limit, scoring half (ruling 17).
    pub waiting: bool,
}

/// An itemised score.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Score {
    /// Every item that scored, in the order the book lists them.
    pub items: Vec<Item>,
    /// Sum of the items' points.
    pub points: u32,
    /// Sum of the items' doublings.
    pub doublings: u32,
    /// points x 2^doublings, capped at the limit, rounded if the rule set
    /// rounds to tens (rulings 14, 21); or the limit value.
    pub score: u32,
    /// The ordinary score was cut down to the limit.
    pub capped: bool,
    /// The limit hand the score is, if it is one.
    pub limit: Option<LimitScore>,
    /// The arrangement scored; `None` for irregular limits and for
    /// non-winners (whose pungs and pairs are in the items).
    pub arrangement: Option<Arrangement>,
    /// The tiles that complete the hand one tile short: the winner's hand
    /// before the winning tile, or the non-winner's hand (ruling 7).
    pub waits: Vec<Tile>,
}

/// Why a hand gets no score.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ScoreError {
    /// The input is not a possible hand.
    Invalid(HandErrors),
    /// The winner's tiles form neither 4 sets and a pair nor a limit hand.
    NotComplete,
    /// Ruling 15: fewer than the minimum doublings and no limit hand. The
    /// player has a dead hand (dood spel). `best` is the best arrangement found.
    NoValidMahjong {
        /// The doublings of the best arrangement.
        doublings: u32,
        /// The doublings a mahjong needs (2 in every Dutch rule set).
        needed: u32,
        /// The best arrangement found, as scored.
        best: Box<Score>,
    },
}

impl Score {
    /// Whether the score counts a set as concealed ([`ItemKind::needs_concealed_set`]):
    /// laying a set open would change it (rulings 4, 10, 12).
    pub fn counts_concealed_sets(&self) -> bool {
        self.items.iter().any(|i| i.kind.needs_concealed_set())
    }
}

impl ScoreError {
    /// The stable code of `mjscore` and the app's messages.
    pub fn code(&self) -> &'static str {
        match self {
            ScoreError::Invalid(e) => e.0.first().map_or("invalid_hand", |e| e.code()),
            ScoreError::NotComplete => "not_complete",
            ScoreError::NoValidMahjong { .. } => "no_valid_mahjong",
        }
    }
}

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScoreError::Invalid(e) => e.fmt(f),
            ScoreError::NotComplete => f.write_str("not a mahjong: the tiles form neither 4 sets and a pair nor a limit hand"),
            ScoreError::NoValidMahjong { doublings, needed, .. } => {
                write!(f, "no valid mahjong (dood spel): at least {needed} doublings needed, the best arrangement has {doublings}")
            }
        }
    }
}

impl std::error::Error for ScoreError {}

/// Validates and scores a hand.
pub fn score(setup: &Setup, rules: &RuleSet) -> Result<Score, ScoreError> {
    let hand = Hand::new(setup, rules).map_err(ScoreError::Invalid)?;
    score_hand(&hand, rules)
}

/// Scores a validated hand: the winner's best valid arrangement, or the
/// non-winner's pungs and pairs.
pub fn score_hand(hand: &Hand, rules: &RuleSet) -> Result<Score, ScoreError> {
    if hand.is_winner() {
        score_winner(hand, rules)
    } else {
        Ok(score_non_winner(hand, rules))
    }
}

/// Adds up items into a score, applying the exclusion pass, the limit and
/// rounding (rulings 10, 11, 14, 21).
fn total(mut items: Vec<Item>, rules: &RuleSet) -> Score {
    keep_highest(&mut items);
    let points: u32 = items.iter().map(|i| i.points).sum();
    let doublings: u32 = items.iter().map(|i| i.doublings).sum();
    let raw = if doublings >= 32 && points > 0 { u64::MAX } else { (points as u64) << doublings };
    let capped = raw > rules.limit as u64;
    // Ruling 21 rounds the score, ruling 14 caps it: rounded first, so a
    // rounded score never passes the limit.
    let score = rules.round_score(raw.min(u64::from(u32::MAX)) as u32).min(rules.limit);
    Score { items, points, doublings, score, capped, limit: None, arrangement: None, waits: Vec::new() }
}

fn limit_score(limit: Limit, rules: &RuleSet, arrangement: Option<Arrangement>) -> Score {
    let value = limit.value(rules);
    Score {
        items: vec![Item::points(ItemKind::Limit(limit), value)],
        points: value,
        doublings: 0,
        score: rules.round_score(value),
        capped: false,
        limit: Some(LimitScore { limit, value, waiting: false }),
        arrangement,
        waits: Vec::new(),
    }
}

fn is_valid(s: &Score, rules: &RuleSet) -> bool {
    s.limit.is_some() || s.doublings >= rules.min_doublings
}

/// The better of two candidates: higher score; on a tie the limit hand,
/// then the first found.
fn better(a: &Score, b: &Score) -> bool {
    (a.score, a.limit.is_some()) > (b.score, b.limit.is_some())
}

/// Keeps the best valid and the best invalid candidate.
#[derive(Default)]
struct Best {
    valid: Option<Score>,
    invalid: Option<Score>,
}

impl Best {
    fn offer(&mut self, s: Score, rules: &RuleSet) {
        let slot = if is_valid(&s, rules) { &mut self.valid } else { &mut self.invalid };
        let replace = match slot {
            None => true,
            Some(cur) if is_valid(&s, rules) => better(&s, cur),
            Some(cur) => (s.doublings, s.score) > (cur.doublings, cur.score),
        };
        if replace {
            *slot = Some(s);
        }
    }
}

fn score_winner(hand: &Hand, rules: &RuleSet) -> Result<Score, ScoreError> {
    let all_waits = hand_waits(hand);
    let valid_waits: Vec<Tile>;
    let waits = match rules.only_possible {
        OnlyPossible::AnyCompletion => &all_waits,
        // Ruling 7 (nmb): a completion below the minimum doublings is no possibility.
        OnlyPossible::ValidCompletion => {
            valid_waits = all_waits
                .iter()
                .copied()
                .filter(|&t| {
                    Some(t) == hand.winning_tile()
                        || hand.with_winning_tile_as(t).is_some_and(|h| {
                            let mut b = Best::default();
                            candidates(&h, rules, WinReading { only_possible: false, peling: false }, &mut b);
                            b.valid.is_some()
                        })
                })
                .collect();
            &valid_waits
        }
    };
    let w = hand.winning_tile().expect("winner");
    let mut best = Best::default();
    let only = |t: Tile| waits.len() == 1 && waits[0] == t;
    candidates(hand, rules, WinReading { only_possible: only(w), peling: false }, &mut best);
    // Ruling 8, 25: a winning 1p may be read as 1s completing a pair of 1s.
    const ONE_S: Tile = Tile::const_parse("1s");
    if w == Tile::const_parse("1p") {
        if let Some(h) = hand.with_winning_tile_as(ONE_S) {
            candidates(&h, rules, WinReading { only_possible: only(ONE_S), peling: true }, &mut best);
        }
    }
    match best {
        Best { valid: Some(mut s), .. } => {
            s.waits = all_waits;
            Ok(s)
        }
        Best { invalid: Some(mut s), .. } => {
            s.waits = all_waits;
            Err(ScoreError::NoValidMahjong { doublings: s.doublings, needed: rules.min_doublings, best: Box::new(s) })
        }
        _ => Err(ScoreError::NotComplete),
    }
}

/// Why a player's own grouping cannot be scored as it stands.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
// The fields are the values each variant's message names.
#[allow(missing_docs)]
pub enum GroupingError {
    /// The groups do not use exactly the concealed tiles.
    #[error("the groups do not use exactly the concealed tiles")]
    TilesDiffer,
    /// A winning hand needs `sets` sets and one pair from the concealed tiles.
    #[error("a winning hand needs {sets} sets and one pair from the concealed tiles")]
    NotSetsAndPair { sets: usize },
    /// No group holds the winning tile.
    #[error("no group holds the winning tile")]
    NoWinningGroup,
}

/// Ruling 2: scores a winner's own grouping of the concealed tiles (sets and
/// the pair as the player laid them out) and, separately, the best grouping.
/// Returns (own, best); the caller says so when `best` scores higher.
/// The winning tile completes whichever of the player's groups holding it
/// scores most.
pub fn score_grouping(hand: &Hand, rules: &RuleSet, groups: &[Group]) -> Result<(Score, Result<Score, ScoreError>), GroupingError> {
    let w = hand.winning_tile().ok_or(GroupingError::NoWinningGroup)?;
    let mut counts = [0u8; 34];
    for g in groups {
        for t in g.tiles() {
            counts[t.index()] += 1;
        }
    }
    if &counts != hand.concealed() {
        return Err(GroupingError::TilesDiffer);
    }
    let sets = 4usize.saturating_sub(hand.melds().len());
    let pairs = groups.iter().filter(|g| g.kind == GroupKind::Pair).count();
    if pairs != 1 || groups.len() != sets + 1 || groups.iter().any(|g| g.kind == GroupKind::Kong) {
        return Err(GroupingError::NotSetsAndPair { sets });
    }
    let waits = hand_waits(hand);
    let reading = WinReading { only_possible: waits.len() == 1 && waits[0] == w, peling: false };
    let all = hand.all_counts();
    let mut gs: Vec<Group> = hand.melds().iter().map(Group::from_meld).collect();
    let n_decl = gs.len();
    gs.extend(groups.iter().map(|g| Group { concealed: true, declared: false, ..*g }));
    let mut best = Best::default();
    for j in n_decl..gs.len() {
        if !gs[j].contains(w) {
            continue;
        }
        let mut arr_groups = gs.clone();
        arr_groups[j].concealed = hand.circumstances().counts_as_self_drawn();
        let arr = Arrangement::from_groups(&arr_groups, Some(j as u8));
        let mut s = score_arrangement(&arr, hand, &all, reading, rules);
        s.waits = waits.clone();
        best.offer(s, rules);
    }
    let own = best.valid.or(best.invalid).ok_or(GroupingError::NoWinningGroup)?;
    Ok((own, score_hand(hand, rules)))
}

/// A winner's own grouping, scored and judged.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OwnGrouping {
    /// The player's grouping as scored (ruling 2).
    pub own: Score,
    /// Why it is no mahjong: below the minimum doublings (rulings 6, 15).
    pub invalid: Option<ScoreError>,
    /// Another grouping that scores higher, for the player to be told
    /// (ruling 2).
    pub better: Option<Score>,
}

/// Ruling 2: the winner's own grouping is what is scored, judged as any
/// mahjong is (a limit hand, or at least the rule set's minimum doublings,
/// rulings 6 and 15), with the better grouping beside it when there is one.
pub fn score_own_grouping(hand: &Hand, rules: &RuleSet, groups: &[Group]) -> Result<OwnGrouping, GroupingError> {
    let (own, best) = score_grouping(hand, rules, groups)?;
    let better = best.ok().filter(|b| b.score > own.score);
    let invalid = (!is_valid(&own, rules)).then(|| ScoreError::NoValidMahjong {
        doublings: own.doublings,
        needed: rules.min_doublings,
        best: Box::new(own.clone()),
    });
    Ok(OwnGrouping { own, invalid, better })
}

/// Offers every way to read a winner's hand: each decomposition of the
/// concealed tiles with each group the winning tile can complete (ruling 2),
/// and the irregular limits (ruling 16).
fn candidates(hand: &Hand, rules: &RuleSet, reading: WinReading, best: &mut Best) {
    let c = hand.circumstances();
    // Ruling 3: a set completed by a discard counts as open.
    let win_concealed = c.counts_as_self_drawn();
    let all = hand.all_counts();
    for_each_winning_reading(hand, |gs, j| {
        // Pe-ling: the 1s reading only counts when the 1s completes the pair.
        if reading.peling && gs[j].kind != GroupKind::Pair {
            return;
        }
        gs[j].concealed = win_concealed;
        let arr = Arrangement::from_groups(gs, Some(j as u8));
        best.offer(score_arrangement(&arr, hand, &all, reading, rules), rules);
    });

    if hand.melds().is_empty() {
        if let Some(l) = limits::irregular(hand.concealed(), rules, reading.peling) {
            let mut s = limit_score(l, rules, None);
            apply_circumstance_limits(&mut s, hand, rules);
            best.offer(s, rules);
        }
    }
}

/// The score of one arrangement of a winner's hand, regular limits included
/// (ruling 18: the limit value, or the ordinary score if that is higher).
pub fn score_arrangement(arr: &Arrangement, hand: &Hand, all: &TileCounts, reading: WinReading, rules: &RuleSet) -> Score {
    let mut items = Vec::with_capacity(16);
    sets::set_items(arr.groups(), hand.seat_wind(), hand.round_wind(), &mut items);
    groupings::grouping_items(arr.groups(), &mut items);
    purity::purity_items(all, &mut items);
    if rules.flowers {
        flowers::flower_items(hand.flowers(), hand.seat_wind(), &mut items);
    }
    winner::winner_items(arr, hand, all, reading, rules, &mut items);
    let mut s = total(items, rules);
    s.arrangement = Some(*arr);
    if let Some(l) = limits::regular(arr, all, rules) {
        if l.value(rules) >= s.score {
            s = limit_score(l, rules, Some(*arr));
        }
    }
    apply_circumstance_limits(&mut s, hand, rules);
    s
}

/// Heaven and earth (ruling 18, 24): limit hands by circumstance, on any
/// complete hand; the higher of that and the score so far.
fn apply_circumstance_limits(s: &mut Score, hand: &Hand, rules: &RuleSet) {
    let c = hand.circumstances();
    let l = if c.heaven {
        Limit::Heaven
    } else if c.earth {
        Limit::Earth
    } else {
        return;
    };
    if l.value(rules) >= s.score {
        *s = limit_score(l, rules, s.arrangement);
    }
}

/// The groups a non-winner scores: the declared melds, every concealed pung
/// (four equal concealed tiles are a pung and a loose tile, ruling 1) and
/// every pair (ruling 27), whatever grouping the player had in mind.
pub fn non_winner_groups(hand: &Hand) -> Vec<Group> {
    let mut groups: Vec<Group> = hand.melds().iter().map(Group::from_meld).collect();
    groups.extend(pungs_and_pairs(hand.concealed()));
    groups
}

/// The concealed groups a non-winner scores (rulings 1, 27): a pung of three
/// or four equal tiles (the fourth stays loose), a pair of two.
pub fn pungs_and_pairs(concealed: &crate::tile::TileCounts) -> impl Iterator<Item = Group> + '_ {
    Tile::all().filter_map(move |t| {
        let kind = match concealed[t.index()] {
            3 | 4 => GroupKind::Pung,
            2 => GroupKind::Pair,
            _ => return None,
        };
        Some(Group { kind, tile: t, concealed: true, declared: false })
    })
}

/// A non-winner: the groups of [`non_winner_groups`], or half an irregular
/// limit it waits on, if higher (ruling 17).
fn score_non_winner(hand: &Hand, rules: &RuleSet) -> Score {
    let groups = non_winner_groups(hand);
    let all = hand.all_counts();
    let mut items = Vec::with_capacity(12);
    sets::set_items(&groups, hand.seat_wind(), hand.round_wind(), &mut items);
    groupings::grouping_items(&groups, &mut items);
    purity::purity_items(&all, &mut items);
    if rules.flowers {
        flowers::flower_items(hand.flowers(), hand.seat_wind(), &mut items);
    }
    let mut s = total(items, rules);
    if hand.melds().is_empty() {
        if let Some(l) = waiting_irregular(hand.concealed(), &all, rules) {
            let half = l.value(rules) / 2;
            if half > s.score {
                s = Score {
                    items: vec![Item::points(ItemKind::WaitingLimit(l), half)],
                    points: half,
                    doublings: 0,
                    score: rules.round_score(half),
                    capped: false,
                    limit: Some(LimitScore { limit: l, value: l.value(rules), waiting: true }),
                    arrangement: None,
                    waits: Vec::new(),
                };
            }
        }
    }
    s.waits = hand_waits(hand);
    s
}

/// The highest irregular limit that one more tile would complete (ruling 17).
fn waiting_irregular(concealed: &TileCounts, all: &TileCounts, rules: &RuleSet) -> Option<Limit> {
    if !limits::could_wait_irregular(concealed) {
        return None;
    }
    let mut c = *concealed;
    let mut best: Option<Limit> = None;
    for i in 0..34 {
        if all[i] >= 4 {
            continue;
        }
        c[i] += 1;
        if let Some(l) = limits::irregular(&c, rules, false) {
            if best.is_none_or(|b| l.value(rules) > b.value(rules)) {
                best = Some(l);
            }
        }
        c[i] -= 1;
    }
    best
}
