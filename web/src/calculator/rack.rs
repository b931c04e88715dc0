//! One player's rack as tapped: groups the player formed, loose tiles,
//! the selection, the winning tile and flowers; and what each tap on the
//! rack does to it. The engine decides what is a valid hand; the rack only
//! refuses what no hand can hold (a fifth copy, a 15th tile, a group that
//! is no group).

use mahjong_core::arrange::{Group, GroupKind};
use mahjong_core::dutch::{self, ScoreError};
use mahjong_core::hand::{Circumstances, Setup};
use mahjong_core::json::table_hand::{rack_setup, RackGroup};
use mahjong_core::tile::Tile;
use mahjong_core::{Meld, Scoring};

use crate::i18n::Msg;

/// A group the player formed on the rack.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct UserGroup {
    pub kind: GroupKind,
    pub tile: Tile,
    /// Op tafel (declared) rather than op stok. A pair is never open; a
    /// concealed kong is still declared.
    pub open: bool,
}

impl UserGroup {
    pub fn tiles(&self) -> Vec<Tile> {
        self.group().tiles()
    }
    fn group(&self) -> Group {
        Group { kind: self.kind, tile: self.tile, concealed: !self.open, declared: self.open }
    }
}

/// One player's hand as tapped onto the rack.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct HandEntry {
    pub groups: Vec<UserGroup>,
    /// Tiles not in a group yet, in the order tapped.
    pub loose: Vec<Tile>,
    /// Indices into `loose`.
    pub selected: Vec<usize>,
    pub winning: Option<Tile>,
    pub flowers: Vec<Tile>,
}

/// What a tap on the rack may depend on besides the rack.
#[derive(Clone, Copy, Debug)]
pub struct RackContext {
    pub scoring: Scoring,
    /// This rack is the winner's.
    pub winner: bool,
    pub flowers_played: bool,
    /// A three-player table (ruling 22).
    pub three: bool,
    pub seat: usize,
    pub round: Tile,
    pub circumstances: Circumstances,
}

/// A tap on the shown player's rack (or the palette, which adds a tile).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RackAction {
    AddTile(Tile),
    /// Take the selected loose tiles off the rack.
    RemoveSelected,
    ToggleSelect(usize),
    MakeGroup(GroupKind),
    ToggleOpen(usize),
    Ungroup(usize),
    /// Arrange the loose tiles the engine's best way.
    Auto,
    /// The selected loose tile is the winning tile.
    MarkWinning,
    Clear,
}

impl HandEntry {
    pub fn tile_count(&self) -> usize {
        self.loose.len() + self.groups.iter().map(|g| usize::from(g.kind.len())).sum::<usize>()
    }
    pub fn kongs(&self) -> usize {
        self.groups.iter().filter(|g| g.kind == GroupKind::Kong).count()
    }
    pub fn count_of(&self, t: Tile) -> usize {
        self.loose.iter().filter(|&&x| x == t).count() + self.groups.iter().flat_map(|g| g.group().tile_iter()).filter(|&x| x == t).count()
    }
    pub fn is_empty(&self) -> bool {
        self.loose.is_empty() && self.groups.is_empty() && self.flowers.is_empty()
    }

    /// The groups as the engine's rack groups.
    pub fn rack_groups(&self) -> Vec<RackGroup> {
        self.groups.iter().map(|g| RackGroup { kind: g.kind, tile: g.tile, open: g.open }).collect()
    }

    /// The engine input for this rack (the engine's `rack_setup`, ruling 1).
    pub fn to_setup(&self, seat: usize, round: Tile, win: Option<Circumstances>) -> Setup {
        rack_setup(&self.rack_groups(), &self.loose, self.winning, &self.flowers, seat, round, win)
    }

    /// A whole hand in the one-line text form (tests and links), as the
    /// rack would hold it: declared melds as groups, the rest loose.
    pub fn from_setup(setup: &Setup) -> Result<HandEntry, Msg> {
        let mut h = HandEntry::default();
        for (tiles, open) in &setup.melds {
            let m = Meld::from_tiles(tiles, *open).map_err(|_| Msg::NotAGroup)?;
            h.groups.push(UserGroup { kind: Group::from_meld(&m).kind, tile: m.tile, open: *open });
        }
        h.loose = setup.concealed.clone();
        h.winning = setup.winning_tile;
        h.flowers = setup.flowers.clone();
        Ok(h)
    }

    /// Applies one tap; a refusal leaves the rack as it was and says why.
    pub fn apply(&mut self, action: RackAction, cx: &RackContext) -> Option<Msg> {
        match action {
            RackAction::AddTile(t) if t.is_flower() => {
                if !cx.flowers_played {
                    Some(Msg::NoFlowers)
                } else if self.flowers.contains(&t) {
                    Some(Msg::FlowerTwice)
                } else {
                    self.flowers.push(t);
                    mahjong_core::tile::sort_tiles(&mut self.flowers);
                    None
                }
            }
            RackAction::AddTile(t) => {
                // 14 plus one per kong is the most a hand can hold (ruling 1).
                let max = 14 + self.kongs();
                if cx.three && !t.in_three_player_set() {
                    Some(Msg::NotInThreePlayerSet)
                } else if self.count_of(t) >= usize::from(t.copies()) {
                    Some(Msg::FiveCopies)
                } else if self.tile_count() >= max {
                    Some(Msg::TooManyTiles)
                } else {
                    self.loose.push(t);
                    None
                }
            }
            RackAction::RemoveSelected if self.selected.is_empty() => Some(Msg::SelectTiles),
            RackAction::RemoveSelected => {
                let selected = std::mem::take(&mut self.selected);
                self.loose = self.loose.iter().enumerate().filter(|(i, _)| !selected.contains(i)).map(|(_, &t)| t).collect();
                if self.winning.is_some_and(|t| self.count_of(t) == 0) {
                    self.winning = None;
                }
                None
            }
            RackAction::ToggleSelect(i) if i < self.loose.len() => {
                match self.selected.iter().position(|&x| x == i) {
                    Some(p) => drop(self.selected.remove(p)),
                    None => self.selected.push(i),
                }
                None
            }
            RackAction::MakeGroup(kind) => self.make_group(kind),
            RackAction::ToggleOpen(i) if i < self.groups.len() => {
                if self.groups[i].kind == GroupKind::Pair {
                    Some(Msg::PairNeverOpen)
                } else if cx.three && self.groups[i].kind == GroupKind::Chow && !self.groups[i].open {
                    // Ruling 22: three players make no open chows.
                    Some(Msg::NoOpenChowThree)
                } else {
                    self.groups[i].open = !self.groups[i].open;
                    None
                }
            }
            RackAction::Ungroup(i) if i < self.groups.len() => {
                let g = self.groups.remove(i);
                self.loose.extend(g.tiles());
                self.selected.clear();
                None
            }
            RackAction::Auto => match self.auto_arrange(cx) {
                // MCR's special hands (knitted tiles, ...) have no sets to
                // show; their fans do not depend on the grouping anyway.
                Some(Msg::CannotArrange) if cx.scoring.is_mcr() => None,
                m => m,
            },
            RackAction::MarkWinning => match self.selected.as_slice() {
                [i] => {
                    self.winning = Some(self.loose[*i]);
                    self.selected.clear();
                    None
                }
                _ => Some(Msg::SelectOneTile),
            },
            RackAction::Clear => {
                *self = HandEntry::default();
                None
            }
            RackAction::ToggleSelect(_) | RackAction::ToggleOpen(_) | RackAction::Ungroup(_) => None,
        }
    }

    /// Forms a group from the selected loose tiles; refuses what is no group.
    fn make_group(&mut self, kind: GroupKind) -> Option<Msg> {
        // One tile chosen for a pair, pung or kong: its copies on the rack
        // make the group, when there are enough (issue 35: one tap, not
        // three).
        if let ([i], GroupKind::Pair | GroupKind::Pung | GroupKind::Kong) = (self.selected.as_slice(), kind) {
            let t = self.loose[*i];
            let copies: Vec<usize> = std::iter::once(*i)
                .chain((0..self.loose.len()).filter(|&k| k != *i && self.loose[k] == t))
                .take(usize::from(kind.len()))
                .collect();
            if copies.len() == usize::from(kind.len()) {
                self.selected = copies;
            }
        }
        let tiles: Vec<Tile> = self.selected.iter().map(|&i| self.loose[i]).collect();
        // The engine says what the tiles form.
        let Some(tile) = kind.formed_by(&tiles) else {
            return Some(match kind {
                GroupKind::Chow if tiles.iter().any(|t| t.is_honour()) => Msg::ChowOfHonours,
                GroupKind::Chow => Msg::NotAChow,
                _ => Msg::NotAGroup,
            });
        };
        let selected = std::mem::take(&mut self.selected);
        self.loose = self.loose.iter().enumerate().filter(|(i, _)| !selected.contains(i)).map(|(_, &t)| t).collect();
        self.groups.push(UserGroup { kind, tile, open: false });
        None
    }

    /// "Auto": the winner's loose tiles as the engine's best arrangement; a
    /// non-winner's pungs and pairs (ruling 27).
    fn auto_arrange(&mut self, cx: &RackContext) -> Option<Msg> {
        self.selected.clear();
        if cx.winner {
            // Score the hand with only the declared groups fixed. MCR hands
            // are arranged by the Dutch reading of their sets: the grouping
            // shown does not change their fans.
            let setup = self.to_setup(cx.seat, cx.round, Some(cx.circumstances));
            let rules = cx.scoring.dutch().copied().unwrap_or_default();
            let score = match dutch::score(&setup, &rules) {
                Ok(s) => s,
                Err(ScoreError::NoValidMahjong { best, .. }) => *best,
                Err(_) => return Some(Msg::CannotArrange),
            };
            let Some(arr) = score.arrangement else { return Some(Msg::CannotArrange) };
            self.groups.retain(|g| g.open || g.kind == GroupKind::Kong);
            for g in arr.groups().iter().filter(|g| !g.declared) {
                self.groups.push(UserGroup { kind: g.kind, tile: g.tile, open: false });
            }
            self.loose.clear();
            None
        } else {
            // The groups the engine scores for a non-winner; the rest stays loose.
            let mut counts = [0u8; 34];
            for t in self.loose.iter().filter(|t| !t.is_flower()) {
                counts[t.index()] = counts[t.index()].saturating_add(1);
            }
            for g in dutch::pungs_and_pairs(&counts) {
                for t in g.tiles() {
                    if let Some(i) = self.loose.iter().position(|&x| x == t) {
                        self.loose.remove(i);
                    }
                }
                self.groups.push(UserGroup { kind: g.kind, tile: g.tile, open: false });
            }
            mahjong_core::tile::sort_tiles(&mut self.loose);
            None
        }
    }
}
