//! Arranging tiles into sets and a pair: every decomposition of a winner's
//! concealed tiles, the completeness test and the wait set.
//!
//! Works on [`TileCounts`] and allocates nothing per step: the decomposition
//! runs on a fixed stack of at most five groups.

use std::fmt;

use crate::hand::{Hand, Meld, MeldKind};
use crate::tile::{Tile, TileCounts};

/// What a group of an arrangement is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum GroupKind {
    /// Three consecutive tiles of one suit.
    Chow,
    /// Three of a kind.
    Pung,
    /// Four of a kind.
    Kong,
    /// Two of a kind (the pair of a winning hand, or a non-winner's pair).
    Pair,
}

impl GroupKind {
    /// The group's lowest tile when `tiles` (in any order) form a group of
    /// this kind: two equal tiles a pair, three or four a pung or kong, three
    /// in a row of one suit a chow ([`Meld::from_tiles`]); flowers form none.
    pub fn formed_by(self, tiles: &[Tile]) -> Option<Tile> {
        match (self, tiles) {
            (GroupKind::Pair, [a, b]) => (a == b && !a.is_flower()).then_some(*a),
            (GroupKind::Pair, _) => None,
            (kind, _) => Meld::from_tiles(tiles, true).ok().filter(|m| Group::from_meld(m).kind == kind).map(|m| m.tile),
        }
    }
}

/// One group of an arrangement: a declared meld or a group formed from the
/// concealed tiles.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Group {
    /// Chow, pung, kong or pair.
    pub kind: GroupKind,
    /// The lowest tile.
    pub tile: Tile,
    /// Counts as concealed (op stok) for scoring.
    pub concealed: bool,
    /// A declared meld (from the table or a declared concealed kong).
    pub declared: bool,
}

impl Group {
    /// The group of a declared meld.
    pub fn from_meld(m: &Meld) -> Group {
        Group {
            kind: match m.kind {
                MeldKind::Chow => GroupKind::Chow,
                MeldKind::Pung => GroupKind::Pung,
                MeldKind::Kong => GroupKind::Kong,
            },
            tile: m.tile,
            concealed: !m.open,
            declared: true,
        }
    }
    /// A pung or a kong (what the pung items count).
    pub fn is_pung_or_kong(&self) -> bool {
        matches!(self.kind, GroupKind::Pung | GroupKind::Kong)
    }
    /// Whether tile `t` is one of the group's tiles.
    pub fn contains(&self, t: Tile) -> bool {
        match self.kind {
            GroupKind::Chow => {
                t.is_suited() && t.suit() == self.tile.suit() && (self.tile.index()..self.tile.index() + 3).contains(&t.index())
            }
            _ => t == self.tile,
        }
    }
    /// The group's tiles, lowest first.
    pub fn tiles(&self) -> Vec<Tile> {
        self.tile_iter().collect()
    }

    /// The group's tiles without allocating.
    pub fn tile_iter(&self) -> impl Iterator<Item = Tile> + Clone {
        crate::tile::set_tiles(self.tile, self.kind.len(), self.kind == GroupKind::Chow)
    }
}

impl GroupKind {
    /// Tiles in a group of this kind.
    #[allow(clippy::len_without_is_empty)] // a group is never empty
    pub const fn len(self) -> u8 {
        match self {
            GroupKind::Pair => 2,
            GroupKind::Chow | GroupKind::Pung => 3,
            GroupKind::Kong => 4,
        }
    }
}

/// `[123m]` a declared open meld, `(5555p)` a declared concealed kong,
/// `55s` a group formed from the concealed tiles.
impl fmt::Display for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (open, close) = match (self.declared, self.concealed) {
            (true, false) => ("[", "]"),
            (true, true) => ("(", ")"),
            _ => ("", ""),
        };
        f.write_str(open)?;
        crate::tile::write_tiles(f, self.tile_iter())?;
        f.write_str(close)
    }
}

/// A whole hand read as four sets and a pair, with the group that the
/// winning tile completed (ruling 2).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Arrangement {
    groups: [Group; 5],
    len: u8,
    /// Index into `groups` of the group the winning tile completed.
    pub win_group: Option<u8>,
}

impl Arrangement {
    /// The groups: declared melds first, then the concealed sets and the pair.
    pub fn groups(&self) -> &[Group] {
        &self.groups[..self.len as usize]
    }
    /// The group the winning tile completed, for a winner.
    pub fn winning_group(&self) -> Option<&Group> {
        self.win_group.map(|i| &self.groups[i as usize])
    }
    pub(crate) fn from_groups(gs: &[Group], win_group: Option<u8>) -> Arrangement {
        let mut groups = [EMPTY; 5];
        groups[..gs.len()].copy_from_slice(gs);
        Arrangement { groups, len: gs.len() as u8, win_group }
    }
}

impl fmt::Display for Arrangement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, g) in self.groups().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            fmt::Display::fmt(g, f)?;
            if self.win_group == Some(i as u8) {
                f.write_str("*")?;
            }
        }
        Ok(())
    }
}

pub(crate) const EMPTY: Group = Group { kind: GroupKind::Pair, tile: Tile::const_parse("1m"), concealed: true, declared: false };

/// Calls `f` with every way to split `counts` into `sets` sets (chows and
/// pungs) and exactly one pair. Each decomposition comes once.
pub fn for_each_decomposition(counts: &TileCounts, sets: usize, mut f: impl FnMut(&[Group])) {
    let total: usize = counts.iter().map(|&n| n as usize).sum();
    if total != sets * 3 + 2 {
        return;
    }
    let mut c = *counts;
    let mut stack = [EMPTY; 5];
    decompose(&mut c, 0, 0, false, &mut stack, &mut f);
}

fn decompose(c: &mut TileCounts, from: usize, depth: usize, have_pair: bool, stack: &mut [Group; 5], f: &mut impl FnMut(&[Group])) {
    let Some(i) = (from..34).find(|&i| c[i] > 0) else {
        if have_pair {
            f(&stack[..depth]);
        }
        return;
    };
    let tile = Tile::from_index(i as u8).unwrap();
    let mk = |kind| Group { kind, tile, concealed: true, declared: false };
    if c[i] >= 3 {
        c[i] -= 3;
        stack[depth] = mk(GroupKind::Pung);
        decompose(c, i, depth + 1, have_pair, stack, f);
        c[i] += 3;
    }
    if !have_pair && c[i] >= 2 {
        c[i] -= 2;
        stack[depth] = mk(GroupKind::Pair);
        decompose(c, i, depth + 1, true, stack, f);
        c[i] += 2;
    }
    if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        stack[depth] = mk(GroupKind::Chow);
        decompose(c, i, depth + 1, have_pair, stack, f);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
    }
}

/// Every reading of a winner's hand as its declared melds plus a split of
/// its concealed tiles into sets and a pair: `f(groups, j)` once for each
/// distinct group `groups[j]` the winning tile can have completed (ruling 2;
/// MCR reads a hand the same way). `groups` is the caller's copy to mark.
pub fn for_each_winning_reading(hand: &Hand, mut f: impl FnMut(&mut [Group], usize)) {
    let Some(w) = hand.winning_tile() else { return };
    let n_decl = hand.melds().len().min(4);
    let mut groups = [EMPTY; 5];
    for (g, m) in groups.iter_mut().zip(hand.melds()) {
        *g = Group::from_meld(m);
    }
    for_each_decomposition(hand.concealed(), 4 - n_decl, |decomp| {
        let n = n_decl + decomp.len();
        groups[n_decl..n].copy_from_slice(decomp);
        for j in n_decl..n {
            let g = groups[j];
            if !g.contains(w) || groups[n_decl..j].iter().any(|h| h.kind == g.kind && h.tile == g.tile) {
                continue;
            }
            let mut gs = groups;
            f(&mut gs[..n], j);
        }
    });
}

/// True when `counts` splits into sets and one pair (any number of sets).
pub fn is_complete(counts: &TileCounts) -> bool {
    let total: usize = counts.iter().map(|&n| n as usize).sum();
    if total % 3 != 2 {
        return false;
    }
    // Exactly one block holds the pair; the pair block is the one whose
    // count is 2 mod 3.
    let block_len = |b: usize| -> u32 {
        let range = if b == 3 { 27..34 } else { b * 9..b * 9 + 9 };
        counts[range].iter().map(|&x| x as u32).sum()
    };
    // Four blocks of 2 mod 3 also sum to 2 mod 3 (four pairs): only one
    // block may hold the pair.
    (0..4).filter(|&b| block_len(b) % 3 == 2).count() == 1
        && (0..4).all(|b| {
            let n = block_len(b);
            n % 3 != 1 && block_ok(counts, b, n % 3 == 2)
        })
}

/// The tile kinds that complete `concealed` (13 tiles less three per
/// declared meld) into sets and a pair (ruling 7: irregular shapes are not
/// completions; a kind the whole hand already holds four of is not one either).
/// `all` counts the whole hand, declared melds included.
///
/// A hand is complete when every block (each suit, the honours) splits into
/// sets and exactly one block also holds the pair; one more tile changes
/// only its own block, so the others are judged once.
pub fn waits(concealed: &TileCounts, all: &TileCounts) -> Vec<Tile> {
    let mut out = Vec::new();
    let mut no_pair = [false; 4];
    let mut with_pair = [false; 4];
    for b in 0..4 {
        no_pair[b] = block_ok(concealed, b, false);
        with_pair[b] = block_ok(concealed, b, true);
    }
    // Per block of the new tile: may the other blocks be all sets, or all
    // sets but one that holds the pair?
    let mut others_sets = [false; 4];
    let mut others_pair = [false; 4];
    for b in 0..4 {
        let mut bad = 0;
        let mut bad_has_pair = true;
        for o in (0..4).filter(|&o| o != b) {
            if !no_pair[o] {
                bad += 1;
                bad_has_pair &= with_pair[o];
            }
        }
        others_sets[b] = bad == 0;
        others_pair[b] = bad == 1 && bad_has_pair;
    }
    let mut c = *concealed;
    let mut candidates = near_mask(concealed);
    while candidates != 0 {
        let i = candidates.trailing_zeros() as usize;
        candidates &= candidates - 1;
        let b = i / 9;
        if (!others_sets[b] && !others_pair[b]) || all[i] >= 4 {
            continue;
        }
        c[i] += 1;
        let ok = (others_sets[b] && block_ok(&c, b, true)) || (others_pair[b] && block_ok(&c, b, false));
        c[i] -= 1;
        if ok {
            out.push(Tile::from_index(i as u8).unwrap());
        }
    }
    out
}

/// Whether block `b` (0-2 the suits, 3 the honours) of `c` splits into sets,
/// plus exactly one pair when `pair`.
fn block_ok(c: &TileCounts, b: usize, pair: bool) -> bool {
    if b == 3 {
        let h = &c[27..34];
        let pairs = h.iter().filter(|&&n| n == 2).count();
        return h.iter().all(|&n| n == 0 || n == 2 || n == 3) && pairs == usize::from(pair);
    }
    let mut suit = [0u8; 9];
    suit.copy_from_slice(&c[b * 9..b * 9 + 9]);
    let total: u32 = suit.iter().map(|&n| n as u32).sum();
    if !pair {
        return total % 3 == 0 && suit_sets(suit);
    }
    if total % 3 != 2 {
        return false;
    }
    (0..9).any(|i| {
        suit[i] >= 2 && {
            let mut rest = suit;
            rest[i] -= 2;
            suit_sets(rest)
        }
    })
}

/// Whether one suit's counts split into chows and pungs. Greedy is exact:
/// the lowest tile's count mod 3 must start chows (three equal chows are
/// three pungs), the rest of it forms a pung.
fn suit_sets(mut s: [u8; 9]) -> bool {
    for i in 0..9 {
        let chows = s[i] % 3;
        if chows == 0 {
            continue;
        }
        if i > 6 || s[i + 1] < chows || s[i + 2] < chows {
            return false;
        }
        s[i + 1] -= chows;
        s[i + 2] -= chows;
    }
    true
}

/// The tiles that can complete a hand: one it already has, or within two
/// steps of one in the same suit. Bit i stands for tile index i.
fn near_mask(c: &TileCounts) -> u64 {
    let mut mask = 0u64;
    for (i, &n) in c.iter().enumerate() {
        if n == 0 {
            continue;
        }
        if i >= 27 {
            mask |= 1 << i;
        } else {
            let base = i - i % 9;
            let lo = i.saturating_sub(2).max(base);
            let hi = (i + 2).min(base + 8);
            mask |= ((1u64 << (hi - lo + 1)) - 1) << lo;
        }
    }
    mask
}

/// The wait set of a hand one tile short: for a winner the hand before the
/// winning tile, for a non-winner the hand as it is.
pub fn hand_waits(hand: &Hand) -> Vec<Tile> {
    let before = hand.concealed_before_win();
    let mut all = hand.all_counts();
    if let Some(w) = hand.winning_tile() {
        all[w.index()] -= 1;
    }
    waits(&before, &all)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::t;
    use crate::tile::{counts, parse_tiles};

    fn c(s: &str) -> TileCounts {
        counts(&parse_tiles(s).unwrap())
    }

    #[test]
    fn decompositions_of_an_ambiguous_hand() {
        // 111222333m 456p 99s: three pungs, or three chows 123m x3.
        let mut found = Vec::new();
        for_each_decomposition(&c("111222333m456p99s"), 4, |g| found.push(g.to_vec()));
        assert_eq!(found.len(), 2);
    }

    #[test]
    fn waits_of_a_nine_gates_shape() {
        // 1112345678999m waits on all nine tiles of the suit.
        let w = waits(&c("1112345678999m"), &c("1112345678999m"));
        assert_eq!(w.len(), 9);
    }

    #[test]
    fn a_kind_held_four_times_is_no_wait() {
        // Declared kong 1111m, concealed 23m 456p 789p 99s: by shape 1m and 4m
        // complete 23m, but the hand holds all four 1m (ruling 7), so only 4m.
        let concealed = c("23m456p789p99s");
        let all = c("1111m23m456p789p99s");
        assert_eq!(waits(&concealed, &all), vec![t!(4m)]);
        assert_eq!(waits(&concealed, &concealed), vec![t!(1m), t!(4m)]);
    }

    #[test]
    fn completeness() {
        assert!(is_complete(&c("123m456p789s111m99s")));
        assert!(!is_complete(&c("123m456p789s111m98s")));
        assert!(is_complete(&c("EE")));
        // Found by proptest: one pair in each of the four blocks is 14
        // tiles, 2 mod 3, but not sets and a pair (234m 55m, 678p 99p, 66s, CC).
        assert!(!is_complete(&c("23455m67899p66sCC")));
    }
}
