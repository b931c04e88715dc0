//! Scoring one MCR 2006 hand: every reading of the hand (four sets and a
//! pair, seven pairs, thirteen orphans, honors and knitted tiles, knitted
//! straight), the fans of each, implied fans dropped by the table in
//! `fans::IMPLIED`, and the best total. [`score_setup`] is the one entry
//! point of `mjscore`, the JS API and the app; every fan here has a test in
//! `tests/data/mcr.txt`.

use crate::arrange::{for_each_decomposition, for_each_winning_reading, hand_waits, is_complete, Group, GroupKind};
use crate::hand::{Hand, HandError, HandErrors, Setup};
use crate::rules::RuleSet;
use crate::tile::{Tile, TileCounts};

use super::fans::{drop_implied, Fan, Fan::*};

/// What the tiles do not tell: how the winning tile came beyond the hand's
/// circumstances, and the flowers.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct McrContext {
    /// The winning tile is the last of its kind (the other three are visible).
    pub last_of_its_kind: bool,
    /// Flowers and seasons: 1 fan each, not counted towards the 8-fan minimum.
    pub flowers: u32,
}

/// The fans of the best reading.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct McrScore {
    /// Each fan with how often it counts.
    pub fans: Vec<(Fan, u32)>,
    /// All fans, flowers included.
    pub total: u32,
    /// Fans without flowers: at least 8 to win.
    pub without_flowers: u32,
}

impl McrScore {
    /// Whether the hand wins: at least [`MIN_FAN`](super::MIN_FAN) fans
    /// without the flowers (MCR 2006, "Minimum": 8 fans; flowers do not
    /// count towards it).
    pub fn wins(&self) -> bool {
        self.without_flowers >= super::MIN_FAN
    }

    /// Whether a fan counts a set or the hand as concealed (MCR 2006:
    /// Concealed Hand, Fully Concealed Hand, Concealed Kong and the
    /// concealed pungs and kongs): laying a set open would change the
    /// total, so the calculator asks which sets lie open (issue 47).
    pub fn counts_concealed_sets(&self) -> bool {
        const CONCEALED: [&str; 7] = [
            "concealed_hand",
            "fully_concealed_hand",
            "concealed_kong",
            "two_concealed_kongs",
            "two_concealed_pungs",
            "three_concealed_pungs",
            "four_concealed_pungs",
        ];
        self.fans.iter().any(|(f, _)| CONCEALED.contains(&f.id()))
    }

    /// The fans the winner is paid for, when the hand wins.
    pub fn winning_total(&self) -> Option<u32> {
        self.wins().then_some(self.total)
    }
}

const KNITTED: [[usize; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// The 9 tiles of a knitted straight: suit order `p` gets 147, 258, 369.
fn knitted_tiles(p: [usize; 3]) -> [usize; 9] {
    let mut t = [0; 9];
    for (k, &suit) in p.iter().enumerate() {
        for j in 0..3 {
            t[k * 3 + j] = suit * 9 + k + 3 * j;
        }
    }
    t
}

/// Why a winner's hand gets no MCR fans.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum McrError {
    /// The hand cannot be (tiles, melds, circumstances; every problem).
    Invalid(HandErrors),
    /// No MCR mahjong: neither four sets and a pair nor a special hand.
    NotComplete,
}

impl McrError {
    /// The stable code of `mjscore` and the app's messages.
    pub fn code(&self) -> &'static str {
        match self {
            McrError::Invalid(e) => e.0.first().map_or("bad_input", HandError::code),
            McrError::NotComplete => "not_complete",
        }
    }
}

/// Checks and scores a winner's hand: the hand checks of [`hand`], 004's
/// Last Tile check when `last_of_its_kind` is claimed, and the fans of
/// the best reading. `flower_count` is the flowers when they are given as
/// a number; else the hand's flower tiles count (1 fan each). The caller
/// compares `without_flowers` with [`super::MIN_FAN`].
pub fn score_setup(setup: &Setup, last_of_its_kind: bool, flower_count: Option<u32>) -> Result<McrScore, McrError> {
    let hand = hand(setup).map_err(McrError::Invalid)?;
    if last_of_its_kind {
        check_last_of_its_kind(&hand).map_err(|e| McrError::Invalid(HandErrors(vec![e])))?;
    }
    let flowers = flower_count.unwrap_or(hand.flowers().len() as u32);
    score(&hand, &McrContext { last_of_its_kind, flowers }).ok_or(McrError::NotComplete)
}

/// Checks an MCR hand: the checks of the Dutch sets (tile counts, melds,
/// copies, flowers, ruling 23's contradictions), except that the last tile
/// of the wall may come from a discard (Last Tile Claim, 2006 fan 45).
pub fn hand(setup: &Setup) -> Result<Hand, HandErrors> {
    // Flowers and seasons are played (1 fan each); `Hand::new` checks them.
    const CHECKS: RuleSet = RuleSet { flowers: true, ..RuleSet::NTS };
    let c = setup.circumstances;
    if !c.last_tile_of_wall || c.counts_as_self_drawn() {
        return Hand::new(setup, &CHECKS);
    }
    let mut check = setup.clone();
    check.circumstances.last_tile_of_wall = false;
    Hand::new(&check, &CHECKS).map(|h| h.with_circumstances(c))
}

/// 004 Last Tile ("De andere drie moeten zichtbaar op tafel liggen"): a
/// player may call the winning tile the last of its kind only when no other
/// copy is hidden in the hand (among its concealed tiles or a concealed
/// kong); copies in its own exposed melds are on the table.
pub fn check_last_of_its_kind(hand: &Hand) -> Result<(), HandError> {
    let Some(tile) = hand.winning_tile() else { return Ok(()) };
    let hidden_kong = hand.melds().iter().any(|m| !m.open && m.tiles().contains(&tile));
    if hand.concealed_before_win()[tile.index()] > 0 || hidden_kong {
        return Err(HandError::LastOfItsKindHeld { tile });
    }
    Ok(())
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// Whether 14 concealed tiles without melds form seven pairs, thirteen
/// orphans, or honors and knitted tiles.
fn special_shape_complete(c: &TileCounts) -> bool {
    if c.iter().all(|&n| n % 2 == 0) {
        return true;
    }
    if ORPHANS.iter().all(|&i| c[i] >= 1) && ORPHANS.iter().map(|&i| u32::from(c[i])).sum::<u32>() == 14 {
        return true;
    }
    c.iter().all(|&n| n <= 1) && KNITTED.iter().any(|&p| (0..27).all(|i| c[i] == 0 || knitted_tiles(p).contains(&i)))
}

/// The tile kinds that would complete the hand before its winning tile,
/// in any MCR shape. Edge, closed and single wait count only when this is
/// one kind (2006; 004 "enige mogelijkheid"). The regular shape's waits
/// come from `arrange`; seven pairs, orphans and honors and knitted tiles
/// are tried for every tile only when the hand could be one; a knitted
/// straight with a set and a pair is worked out per pattern: with all nine
/// of its tiles the rest's own waits, with eight the missing one.
fn waits(hand: &Hand) -> usize {
    let regular = hand_waits(hand);
    let before = hand.concealed_before_win();
    let n_decl = hand.melds().len();
    if n_decl > 1 {
        return regular.len();
    }
    // Which special shapes one more tile could make.
    let concealed_only = n_decl == 0;
    let seven = concealed_only && before.iter().filter(|&&n| n % 2 == 1).count() == 1;
    let orphans = concealed_only && (0..34).all(|i| before[i] == 0 || ORPHANS.contains(&i));
    let missing = |p: [usize; 3]| knitted_tiles(p).iter().filter(|&&i| before[i] == 0).count();
    let straight = KNITTED.iter().any(|&p| missing(p) <= 1);
    if !(seven || orphans || straight) {
        return regular.len();
    }
    let all = hand.all_counts();
    let w = hand.winning_tile().map(|w| w.index());
    // A fifth copy is no wait; the winning tile itself is one.
    let fifth = |i: usize| all[i] >= 4 && Some(i) != w;
    let mut special = 0u64;
    // Knitted straight with one set and a pair (one meld allowed).
    for p in KNITTED.into_iter().filter(|&p| missing(p) <= 1) {
        let kt = knitted_tiles(p);
        let mut rest = before;
        let mut gap = None;
        for &i in &kt {
            match rest[i] {
                0 => gap = Some(i),
                _ => rest[i] -= 1,
            }
        }
        match gap {
            // All nine there: the waits of the rest (a set and a pair less
            // one tile); `arrange::waits` leaves out a kind the hand already
            // holds four of before the winning tile, as `fifth` does.
            None => {
                let mut all_before = all;
                if let Some(w) = w {
                    all_before[w] -= 1;
                }
                for t in crate::arrange::waits(&rest, &all_before) {
                    special |= 1 << t.index();
                }
            }
            Some(m) if !fifth(m) && is_complete(&rest) => special |= 1 << m,
            Some(_) => {}
        }
    }
    // Seven pairs, thirteen orphans, honors and knitted tiles (no melds).
    let knitted = concealed_only && straight;
    if seven || orphans || knitted {
        // The tiles one of those shapes could want: the odd tile of six
        // pairs, the orphans, anything for a knitted hand.
        let candidate = |i: usize| knitted || (seven && before[i] % 2 == 1) || (orphans && ORPHANS.contains(&i));
        let knit = special;
        for i in (0..34).filter(|&i| candidate(i) && knit & 1 << i == 0 && !fifth(i)) {
            let mut c = before;
            c[i] += 1;
            if special_shape_complete(&c) {
                special |= 1 << i;
            }
        }
    }
    for t in &regular {
        special &= !(1 << t.index());
    }
    regular.len() + special.count_ones() as usize
}

/// The best reading of a winning hand, or `None` if it is no MCR mahjong.
pub fn score(hand: &Hand, ctx: &McrContext) -> Option<McrScore> {
    let w = hand.winning_tile()?;
    let all = hand.all_counts();
    let mut best: Option<Vec<(Fan, u32)>> = None;
    // A reading's fans are written into `fans`; a better reading swaps
    // places with the best so far, so the readings of a hand share two
    // buffers instead of allocating one each (issue 23's profile).
    let mut offer = |fans: &mut Vec<(Fan, u32)>| {
        drop_implied(fans);
        fans.retain(|&(_, n)| n > 0);
        if fans.is_empty() {
            fans.push((ChickenHand, 1));
        }
        let t = total(fans);
        match &mut best {
            Some(b) if t <= total(b) => {}
            Some(b) => std::mem::swap(b, fans),
            None => best = Some(std::mem::replace(fans, Vec::with_capacity(16))),
        }
        fans.clear();
    };
    let mut fans = Vec::with_capacity(16);
    let unique = std::cell::OnceCell::new();
    let unique_wait = || *unique.get_or_init(|| waits(hand) == 1);
    let concealed_only = hand.melds().iter().all(|m| !m.open);
    let no_melds = hand.melds().is_empty();

    // Four sets and a pair.
    let n_decl = hand.melds().len().min(4);
    let self_drawn = hand.circumstances().counts_as_self_drawn();
    // The fans of the tiles alone are the same for every reading.
    let mut of_tiles = Vec::with_capacity(4);
    tile_fans(&all, &mut of_tiles);
    for_each_winning_reading(hand, |gs, j| {
        // A set completed by a discard is melded (2006: a pung made with a
        // discard is not a concealed pung).
        let kind = gs[j].kind;
        gs[j].concealed = self_drawn || kind == GroupKind::Chow || kind == GroupKind::Pair;
        regular_fans(gs, j, hand, &all, &of_tiles, &unique_wait, &mut fans);
        win_fans(hand, ctx, concealed_only, &mut fans);
        offer(&mut fans);
    });

    if no_melds {
        let c = hand.concealed();
        // Seven pairs; four of a kind counts as two pairs.
        if c.iter().all(|&n| n % 2 == 0) {
            let mut fans = vec![(SevenPairs, 1)];
            for s in 0..3 {
                for start in 0..3 {
                    if (start..start + 7).all(|k| c[s * 9 + k] == 2) {
                        fans.push((SevenShiftedPairs, 1));
                    }
                }
            }
            fans.extend_from_slice(&of_tiles);
            let hogs = c.iter().filter(|&&n| n == 4).count() as u32;
            fans.push((TileHog, hogs));
            win_fans(hand, ctx, true, &mut fans);
            offer(&mut fans);
        }
        // Thirteen orphans.
        if ORPHANS.iter().all(|&i| c[i] >= 1) && ORPHANS.iter().map(|&i| c[i] as usize).sum::<usize>() == 14 {
            let mut fans = vec![(ThirteenOrphans, 1)];
            win_fans(hand, ctx, true, &mut fans);
            offer(&mut fans);
        }
        // Honors and knitted tiles: 14 different tiles, suited ones from one
        // knitted straight.
        if c.iter().all(|&n| n <= 1) {
            for p in KNITTED {
                let kt = knitted_tiles(p);
                let suited = (0..27).filter(|&i| c[i] == 1).count();
                if (0..27).all(|i| c[i] == 0 || kt.contains(&i)) {
                    let honors = (27..34).filter(|&i| c[i] == 1).count();
                    let mut fans = Vec::new();
                    if honors == 7 {
                        fans.push((GreaterHonorsAndKnittedTiles, 1));
                    } else {
                        fans.push((LesserHonorsAndKnittedTiles, 1));
                        if suited == 9 {
                            fans.push((KnittedStraight, 1));
                        }
                    }
                    win_fans(hand, ctx, true, &mut fans);
                    offer(&mut fans);
                }
            }
        }
    }

    // Knitted straight with one set and a pair (the set may be melded).
    if n_decl <= 1 {
        for p in KNITTED {
            let kt = knitted_tiles(p);
            let mut rest = *hand.concealed();
            if kt.iter().any(|&i| rest[i] == 0) {
                continue;
            }
            for &i in &kt {
                rest[i] -= 1;
            }
            let mut gs = [crate::arrange::EMPTY; 5];
            if let Some(m) = hand.melds().first() {
                gs[0] = Group::from_meld(m);
            }
            for_each_decomposition(&rest, 1 - n_decl, |decomp| {
                gs[n_decl..n_decl + decomp.len()].copy_from_slice(decomp);
                let extra = &gs[..n_decl + decomp.len()];
                let mut fans = vec![(KnittedStraight, 1)];
                knitted_body_fans(extra, hand, &all, &of_tiles, &mut fans);
                // 004 "Wachtend op Randsteen, Middelste Steen of Sluitpaar":
                // winning with a tile of the knitted straight is never the
                // "enige mogelijkheid"; winning with a tile of the other set
                // or the pair is, as in any hand (edge, closed or single).
                let wait = extra[n_decl..].iter().filter(|g| g.contains(w)).find_map(|&g| wait_fan(g, w));
                if let Some(f) = wait.filter(|_| !kt.contains(&w.index()) && unique_wait()) {
                    fans.push((f, 1));
                }
                win_fans(hand, ctx, concealed_only, &mut fans);
                offer(&mut fans);
            });
        }
    }

    let fans = best?;
    let without_flowers = total(&fans);
    let mut fans = fans;
    if ctx.flowers > 0 {
        fans.push((FlowerTiles, ctx.flowers));
    }
    Some(McrScore { total: total(&fans), without_flowers, fans })
}

fn total(fans: &[(Fan, u32)]) -> u32 {
    fans.iter().map(|&(f, n)| f.value() * n).sum()
}

fn suit(t: Tile) -> Option<usize> {
    (t.index() < 27).then(|| t.index() / 9)
}
fn rank(t: Tile) -> usize {
    t.index() % 9 + 1
}

/// Fans of the set and pair beside a knitted straight (2006: the knitted
/// straight counts as three chows that combine with nothing).
fn knitted_body_fans(extra: &[Group], hand: &Hand, all: &TileCounts, of_tiles: &[(Fan, u32)], fans: &mut Vec<(Fan, u32)>) {
    for g in extra {
        match g.kind {
            GroupKind::Pung | GroupKind::Kong => pung_fans(g.tile, hand, true, fans),
            GroupKind::Chow => {}
            GroupKind::Pair => {}
        }
        if g.kind == GroupKind::Kong {
            fans.push((if g.concealed { ConcealedKong } else { MeldedKong }, 1));
        }
    }
    let chow = extra.iter().any(|g| g.kind == GroupKind::Chow);
    let pair_suited = extra.iter().any(|g| g.kind == GroupKind::Pair && suit(g.tile).is_some());
    if chow && pair_suited {
        fans.push((AllChows, 1));
    }
    fans.extend_from_slice(of_tiles);
    push_hogs(all, extra, fans);
}

/// One pung's own fans: dragons, prevalent and seat wind, terminals
/// (`winds_apart`: a wind pung may count as a Pung of Terminals or Honors).
fn pung_fans(t: Tile, hand: &Hand, winds_apart: bool, fans: &mut Vec<(Fan, u32)>) {
    let i = t.index();
    if i >= 31 {
        fans.push((DragonPung, 1));
    } else if i >= 27 {
        let mut own = false;
        if t == hand.round_wind() {
            fans.push((PrevalentWind, 1));
            own = true;
        }
        if t == hand.seat_wind().tile() {
            fans.push((SeatWind, 1));
            own = true;
        }
        if !own && winds_apart {
            fans.push((PungOfTerminalsOrHonors, 1));
        }
    } else if rank(t) == 1 || rank(t) == 9 {
        fans.push((PungOfTerminalsOrHonors, 1));
    }
}

/// The wait the winning tile `w` makes when read in group `g`: a pair is
/// a single wait, the middle of a chow a closed wait, the 3 of 123 or the
/// 7 of 789 an edge wait (2006 fans 79-81; counted only as the one wait).
fn wait_fan(g: Group, w: Tile) -> Option<Fan> {
    match g.kind {
        GroupKind::Pair => Some(SingleWait),
        GroupKind::Chow if w.index() == g.tile.index() + 1 => Some(ClosedWait),
        GroupKind::Chow if (rank(g.tile) == 1 && rank(w) == 3) || (rank(g.tile) == 7 && rank(w) == 7) => Some(EdgeWait),
        _ => None,
    }
}

/// Fans of four sets and a pair.
fn regular_fans(
    gs: &[Group],
    win: usize,
    hand: &Hand,
    all: &TileCounts,
    of_tiles: &[(Fan, u32)],
    unique_wait: &dyn Fn() -> bool,
    fans: &mut Vec<(Fan, u32)>,
) {
    let pair = gs.iter().find(|g| g.kind == GroupKind::Pair).map(|g| g.tile).expect("a pair");
    let (mut chow_buf, mut nc) = ([pair; 4], 0);
    let (mut pung_buf, mut np) = ([gs[0]; 4], 0);
    for g in gs {
        match g.kind {
            GroupKind::Chow => {
                chow_buf[nc] = g.tile;
                nc += 1;
            }
            GroupKind::Pung | GroupKind::Kong => {
                pung_buf[np] = *g;
                np += 1;
            }
            GroupKind::Pair => {}
        }
    }
    let chows = &chow_buf[..nc];
    let pungs = &pung_buf[..np];

    // Pungs one by one, and the honour pungs together. Three or four wind
    // pungs (Big Three Winds, Little and Big Four Winds) are not also
    // Pungs of Terminals or Honors (2006 "not counted").
    let winds = pungs.iter().filter(|g| (27..31).contains(&g.tile.index())).count();
    for g in pungs {
        pung_fans(g.tile, hand, winds < 3, fans);
    }
    let dragons = pungs.iter().filter(|g| g.tile.index() >= 31).count();
    let pair_wind = (27..31).contains(&pair.index());
    let pair_dragon = pair.index() >= 31;
    match (winds, pair_wind) {
        (4, _) => fans.push((BigFourWinds, 1)),
        (3, true) => fans.push((LittleFourWinds, 1)),
        (3, false) => fans.push((BigThreeWinds, 1)),
        _ => {}
    }
    match (dragons, pair_dragon) {
        (3, _) => fans.push((BigThreeDragons, 1)),
        (2, true) => fans.push((LittleThreeDragons, 1)),
        (2, false) => fans.push((TwoDragonPungs, 1)),
        _ => {}
    }
    if pungs.len() == 4 {
        fans.push((AllPungs, 1));
    }

    // Kongs and concealed pungs.
    let melded_kongs = pungs.iter().filter(|g| g.kind == GroupKind::Kong && !g.concealed).count();
    let concealed_kongs = pungs.iter().filter(|g| g.kind == GroupKind::Kong && g.concealed).count();
    match (melded_kongs + concealed_kongs, concealed_kongs) {
        (4, _) => fans.push((FourKongs, 1)),
        (3, _) => fans.push((ThreeKongs, 1)),
        (2, 2) => fans.push((TwoConcealedKongs, 1)),
        (2, 0) => fans.push((TwoMeldedKongs, 1)),
        // 2006: a melded and a concealed kong are 1 + 2, not a fan of their own.
        (2, _) => fans.extend([(MeldedKong, 1), (ConcealedKong, 1)]),
        (1, 1) => fans.push((ConcealedKong, 1)),
        (1, _) => fans.push((MeldedKong, 1)),
        _ => {}
    }
    match pungs.iter().filter(|g| g.concealed).count() {
        4 => fans.push((FourConcealedPungs, 1)),
        3 => fans.push((ThreeConcealedPungs, 1)),
        2 => fans.push((TwoConcealedPungs, 1)),
        _ => {}
    }

    // Suited pungs together, each pung combined at most once more.
    let (mut suited_buf, mut ns) = ([pair; 4], 0);
    for g in pungs.iter().filter(|g| suit(g.tile).is_some()) {
        suited_buf[ns] = g.tile;
        ns += 1;
    }
    pung_combinations(&suited_buf[..ns], fans);
    // Chows together (the exclusion principle of 004).
    chow_combinations(chows, pair, fans);

    if chows.len() == 4 && suit(pair).is_some() {
        fans.push((AllChows, 1));
    }
    fans.extend_from_slice(of_tiles);
    // Tile-set fans that need the sets: a chow holds ranks r..r+2, any
    // other group its one tile.
    let holds = |g: &Group, want: &dyn Fn(usize) -> bool| match (g.kind, suit(g.tile)) {
        (_, None) => false,
        (GroupKind::Chow, Some(_)) => (rank(g.tile)..rank(g.tile) + 3).any(want),
        (_, Some(_)) => want(rank(g.tile)),
    };
    if gs.iter().all(|g| g.tile.is_honour() || holds(g, &|r| r == 1 || r == 9)) {
        fans.push((OutsideHand, 1));
    }
    if gs.iter().all(|g| holds(g, &|r| r == 5)) {
        fans.push((AllFives, 1));
    }
    if chows.is_empty() && gs.iter().all(|g| suit(g.tile).is_some() && rank(g.tile) % 2 == 0) {
        fans.push((AllEvenPungs, 1));
    }
    push_hogs(all, gs, fans);

    // Nine Gates: 1112345678999 of one suit waiting on any tile of it,
    // concealed. It is a hand of its own: the fans of the split (two
    // concealed pungs, a short straight, ...) are not added to it.
    if hand.melds().is_empty() {
        if let Some(s) = suit(pair) {
            let c = hand.concealed_before_win();
            let gates = [3, 1, 1, 1, 1, 1, 1, 1, 3];
            if (0..9).all(|k| c[s * 9 + k] == gates[k]) {
                fans.clear();
                fans.push((NineGates, 1));
                return;
            }
        }
    }

    // The wait: edge, closed or single, only when it is the one wait.
    let w = hand.winning_tile().expect("winner");
    if let Some(f) = wait_fan(gs[win], w).filter(|_| unique_wait()) {
        fans.push((f, 1));
    }
    let declared = gs.iter().filter(|g| g.declared && !(g.kind == GroupKind::Kong && g.concealed)).count();
    if declared == 4 && !hand.circumstances().counts_as_self_drawn() {
        fans.push((MeldedHand, 1));
    }
}

/// Tiles used four times without a kong (Tile Hog, 2 each).
fn push_hogs(all: &TileCounts, gs: &[Group], fans: &mut Vec<(Fan, u32)>) {
    let hogs = (0..34).filter(|&i| all[i] == 4 && !gs.iter().any(|g| g.kind == GroupKind::Kong && g.tile.index() == i)).count() as u32;
    fans.push((TileHog, hogs));
}

/// Fans of the whole tile set: colours, ranks, honours, green, reversible.
fn tile_fans(all: &TileCounts, fans: &mut Vec<(Fan, u32)>) {
    let present = |i: usize| all[i] > 0;
    let suits = (0..3).filter(|&s| (0..9).any(|k| present(s * 9 + k))).count();
    let winds = (27..31).any(present);
    let dragons = (31..34).any(present);
    let honours = winds || dragons;
    let (mut lo, mut hi) = (10, 0);
    for i in (0..27).filter(|&i| present(i)) {
        lo = lo.min(i % 9 + 1);
        hi = hi.max(i % 9 + 1);
    }
    let only = |f: &dyn Fn(usize) -> bool| (0..34).filter(|&i| present(i)).all(f);
    let terminal = |i: usize| i < 27 && (i % 9 == 0 || i % 9 == 8);
    let honour = |i: usize| i >= 27;

    if only(&|i| [19, 20, 21, 23, 25, 32].contains(&i)) {
        fans.push((AllGreen, 1));
    }
    if only(&terminal) {
        fans.push((AllTerminals, 1));
    } else if only(&honour) {
        fans.push((AllHonors, 1));
    } else if only(&|i| terminal(i) || honour(i)) {
        fans.push((AllTerminalsAndHonors, 1));
    }
    match (suits, honours) {
        (1, false) => fans.push((FullFlush, 1)),
        (1, true) => fans.push((HalfFlush, 1)),
        (2, _) => fans.push((OneVoidedSuit, 1)),
        _ => {}
    }
    if suits == 3 && winds && dragons {
        fans.push((AllTypes, 1));
    }
    if !honours {
        fans.push((NoHonors, 1));
        if lo >= 7 {
            fans.push((UpperTiles, 1));
        } else if lo >= 4 && hi <= 6 {
            fans.push((MiddleTiles, 1));
        } else if hi <= 3 {
            fans.push((LowerTiles, 1));
        } else if lo >= 6 {
            fans.push((UpperFour, 1));
        } else if hi <= 4 {
            fans.push((LowerFour, 1));
        }
        if lo >= 2 && hi <= 8 {
            fans.push((AllSimples, 1));
        }
    }
    // 004 Opm. 1: bamboo 2 4 5 6 8 9, circles 1 2 3 4 5 8 9, white dragon.
    const REVERSIBLE: [usize; 14] = [9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 33];
    if only(&|i| REVERSIBLE.contains(&i)) {
        fans.push((ReversibleTiles, 1));
    }
}

/// Pungs of numbers together: four or three shifted in one suit, the same
/// number in three suits, three shifted numbers in three suits, and then
/// the same number in two suits, each pung combined at most once more.
fn pung_combinations(p: &[Tile], fans: &mut Vec<(Fan, u32)>) {
    let r = |t: Tile| rank(t);
    let s = |t: Tile| suit(t).unwrap_or(9);
    let shifted = |a: Tile, b: Tile, c: Tile| {
        let mut v = [a, b, c];
        crate::tile::sort_tiles(&mut v);
        s(v[0]) == s(v[1]) && s(v[1]) == s(v[2]) && r(v[1]) == r(v[0]) + 1 && r(v[2]) == r(v[1]) + 1
    };
    let three_suits = |a: Tile, b: Tile, c: Tile| s(a) != s(b) && s(b) != s(c) && s(a) != s(c);
    let three = |a: Tile, b: Tile, c: Tile| -> Option<Fan> {
        let mut rs = [r(a), r(b), r(c)];
        rs.sort_unstable();
        if shifted(a, b, c) {
            Some(PureShiftedPungs)
        } else if three_suits(a, b, c) && rs[0] == rs[2] {
            Some(TriplePung)
        } else if three_suits(a, b, c) && rs[1] == rs[0] + 1 && rs[2] == rs[1] + 1 {
            Some(MixedShiftedPungs)
        } else {
            None
        }
    };
    let double = |a: Tile, b: Tile| s(a) != s(b) && r(a) == r(b);
    if p.len() == 4 {
        let mut v = [p[0], p[1], p[2], p[3]];
        crate::tile::sort_tiles(&mut v);
        if (0..3).all(|k| s(v[k]) == s(v[k + 1]) && r(v[k + 1]) == r(v[k]) + 1) {
            fans.push((FourPureShiftedPungs, 1));
            return;
        }
    }
    for skip in (0..p.len()).rev() {
        if p.len() < 3 {
            break;
        }
        let mut trio = [p[0]; 3];
        let mut k = 0;
        for (i, &t) in p.iter().enumerate() {
            if (i != skip || p.len() == 3) && k < 3 {
                trio[k] = t;
                k += 1;
            }
        }
        if let Some(f) = three(trio[0], trio[1], trio[2]) {
            fans.push((f, 1));
            if p.len() == 4 {
                let free = p[skip];
                if trio.iter().any(|&t| double(t, free)) {
                    fans.push((DoublePung, 1));
                }
            }
            return;
        }
        if p.len() == 3 {
            break;
        }
    }
    for i in 0..p.len() {
        for j in i + 1..p.len() {
            if double(p[i], p[j]) {
                fans.push((DoublePung, 1));
            }
        }
    }
}

/// The fan of two chows (by their lowest tiles), if any.
fn two_chows(a: Tile, b: Tile) -> Option<Fan> {
    let (sa, sb, ra, rb) = (suit(a)?, suit(b)?, rank(a), rank(b));
    if sa == sb {
        match ra.abs_diff(rb) {
            0 => Some(PureDoubleChow),
            3 => Some(ShortStraight),
            6 => Some(TwoTerminalChows),
            _ => None,
        }
    } else {
        (ra == rb).then_some(MixedDoubleChow)
    }
}

/// The fan of three chows, if any.
fn three_chows(a: Tile, b: Tile, c: Tile) -> Option<Fan> {
    let (sa, sb, sc) = (suit(a)?, suit(b)?, suit(c)?);
    let mut rs = [rank(a), rank(b), rank(c)];
    rs.sort_unstable();
    let same = sa == sb && sb == sc;
    let differ = sa != sb && sb != sc && sa != sc;
    let step = rs[1] - rs[0];
    if same && rs == [1, 4, 7] {
        Some(PureStraight)
    } else if same && step == 0 && rs[2] == rs[1] {
        Some(PureTripleChow)
    } else if same && (step == 1 || step == 2) && rs[2] - rs[1] == step {
        Some(PureShiftedChows)
    } else if differ && rs == [1, 4, 7] {
        Some(MixedStraight)
    } else if differ && step == 0 && rs[2] == rs[1] {
        Some(MixedTripleChow)
    } else if differ && step == 1 && rs[2] - rs[1] == 1 {
        Some(MixedShiftedChows)
    } else {
        None
    }
}

/// Chows together under 004's exclusion principle: a combination of four
/// chows stands alone; a combination of three lets the fourth chow combine
/// once with one of them; otherwise pairs, each new chow combining with at
/// most one chow already used (at most one pair fewer than the chows).
fn chow_combinations(c: &[Tile], pair: Tile, fans: &mut Vec<(Fan, u32)>) {
    if c.len() == 4 {
        let mut v = [c[0], c[1], c[2], c[3]];
        crate::tile::sort_tiles(&mut v);
        let s = |t: Tile| suit(t);
        let r: Vec<usize> = v.iter().map(|&t| rank(t)).collect();
        let one_suit = v.iter().all(|&t| s(t).is_some() && s(t) == s(v[0]));
        // Pure / three-suited terminal chows: 123 123 789 789 with a pair of 5s.
        if suit(pair).is_some() && rank(pair) == 5 {
            let terminal = r.iter().all(|&k| k == 1 || k == 7) && r.iter().filter(|&&k| k == 1).count() == 2;
            if terminal && one_suit && s(pair) == s(v[0]) {
                fans.push((PureTerminalChows, 1));
                return;
            }
            let suits_of = |k: usize| v.iter().filter(|&&t| rank(t) == k).filter_map(|&t| s(t)).collect::<Vec<_>>();
            let (lo, hi) = (suits_of(1), suits_of(7));
            if terminal && lo.len() == 2 && lo[0] != lo[1] && !lo.contains(&s(pair).unwrap()) {
                let mut hs = hi.clone();
                hs.sort_unstable();
                let mut ls = lo.clone();
                ls.sort_unstable();
                if hs == ls {
                    fans.push((ThreeSuitedTerminalChows, 1));
                    return;
                }
            }
        }
        if one_suit && r[0] == r[3] {
            fans.push((QuadrupleChow, 1));
            return;
        }
        // Ranks only rise within one suit (sorted tiles): across suits the
        // difference has no meaning (and would underflow).
        let step = if one_suit { r[1] - r[0] } else { 0 };
        if one_suit && (step == 1 || step == 2) && r[2] - r[1] == step && r[3] - r[2] == step {
            fans.push((FourPureShiftedChows, 1));
            return;
        }
        for skip in (0..4).rev() {
            let mut trio = [v[0]; 3];
            for (k, i) in (0..4).filter(|&i| i != skip).enumerate() {
                trio[k] = v[i];
            }
            if let Some(f) = three_chows(trio[0], trio[1], trio[2]) {
                fans.push((f, 1));
                // All are worth 1; name a pure double chow first.
                if let Some(f2) = trio.iter().filter_map(|&t| two_chows(t, v[skip])).min_by_key(|f| f.number()) {
                    fans.push((f2, 1));
                }
                return;
            }
        }
    } else if c.len() == 3 {
        if let Some(f) = three_chows(c[0], c[1], c[2]) {
            fans.push((f, 1));
            return;
        }
    }
    // Pairs of chows: choose the most pairs such that the chosen pairs
    // form no cycle (each new chow joins at most one used chow).
    let n = c.len();
    let mut pairs = [(0usize, 0usize, PureDoubleChow); 6];
    let mut np = 0;
    for i in 0..n {
        for j in i + 1..n {
            if let Some(f) = two_chows(c[i], c[j]) {
                pairs[np] = (i, j, f);
                np += 1;
            }
        }
    }
    // All are worth 1; name pure double chows first, as a player would.
    pairs[..np].sort_unstable_by_key(|&(_, _, f)| f.number());
    let (mut best, mut best_n) = (0u32, 0);
    for mask in 0u32..(1 << np) {
        let k = mask.count_ones();
        if k <= best_n {
            continue;
        }
        let mut parent = [0usize, 1, 2, 3];
        let find = |p: &[usize; 4], mut x: usize| {
            while p[x] != x {
                x = p[x];
            }
            x
        };
        let forest = (0..np).filter(|b| mask & (1 << b) != 0).all(|b| {
            let (a, c) = (find(&parent, pairs[b].0), find(&parent, pairs[b].1));
            parent[a] = c;
            a != c
        });
        if forest {
            (best, best_n) = (mask, k);
        }
    }
    for (b, &(_, _, f)) in pairs[..np].iter().enumerate() {
        if best & (1 << b) != 0 {
            fans.push((f, 1));
        }
    }
}

/// Fans of how the hand was won (2006 "winning" fans; 004 on concealed).
fn win_fans(hand: &Hand, ctx: &McrContext, concealed: bool, fans: &mut Vec<(Fan, u32)>) {
    let c = hand.circumstances();
    let self_drawn = c.counts_as_self_drawn();
    if self_drawn {
        fans.push((SelfDrawn, 1));
    }
    if concealed {
        fans.push((if self_drawn { FullyConcealedHand } else { ConcealedHand }, 1));
    }
    if c.last_tile_of_wall {
        fans.push((if self_drawn { LastTileDraw } else { LastTileClaim }, 1));
    }
    if c.is_replacement() {
        fans.push((OutWithReplacementTile, 1));
    }
    if c.robbing_kong {
        fans.push((RobbingTheKong, 1));
    }
    // Last Tile: the other three of the winning tile are visible, as the
    // player says, or plainly in the player's own exposed melds.
    let w = hand.winning_tile().expect("winner");
    let shown: usize = hand.melds().iter().filter(|m| m.open).map(|m| m.tiles().iter().filter(|&&t| t == w).count()).sum();
    if ctx.last_of_its_kind || shown == 3 {
        fans.push((LastTile, 1));
    }
}
