//! What only the winner scores: mahjong and winning-tile points (rulings 6,
//! 7, 8), bijzondere winstspelen (ruling 12) and winning-tile doublings
//! (rulings 13, 23).

use super::items::{Item, ItemKind};
use crate::arrange::{Arrangement, GroupKind};
use crate::hand::Hand;
use crate::rules::RuleSet;
use crate::tile::{Tile, TileCounts};

/// How the winning tile is read for this candidate (ruling 25).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WinReading {
    /// The winning tile before the winner's 13 tiles was the only completion (ruling 7).
    pub only_possible: bool,
    /// Pe-ling eet cake: the 1p is read as 1s completing a pair of 1s (ruling 8, 25).
    pub peling: bool,
}

const ONE_CIRCLE: Tile = Tile::const_parse("1p");
const FIVE_CIRCLE: Tile = Tile::const_parse("5p");

/// The winner's items for one arrangement: mahjong, the winning tile, special winning hands (rulings 6-8, 12, 13).
pub fn winner_items(arr: &Arrangement, hand: &Hand, all: &TileCounts, reading: WinReading, rules: &RuleSet, out: &mut Vec<Item>) {
    let c = hand.circumstances();
    let w = hand.winning_tile().expect("winner");
    let gs = arr.groups();

    // Points (ruling 6, 8): these add up.
    out.push(Item::of(ItemKind::Mahjong));
    if arr.winning_group().is_some_and(|g| g.kind == GroupKind::Pair) {
        out.push(Item::of(ItemKind::WinningPair).on(w));
    }
    if reading.only_possible {
        out.push(Item::of(ItemKind::OnlyPossibleTile).on(w));
    }
    if c.counts_as_self_drawn() {
        out.push(Item::of(ItemKind::SelfDrawn));
    }
    if reading.peling {
        out.push(Item::of(ItemKind::PelingEatsCake));
    }

    // Bijzondere winstspelen (ruling 12): these add up.
    if !hand.has_open_meld() && c.counts_as_self_drawn() {
        out.push(Item::of(ItemKind::FullyConcealed));
    }
    let pair = gs.iter().find(|g| g.kind == GroupKind::Pair).map(|g| g.tile);
    let pungs_of = |f: fn(Tile) -> bool| gs.iter().filter(|g| g.is_pung_or_kong() && f(g.tile)).count();
    if pungs_of(Tile::is_wind) == 3 && pair.is_some_and(Tile::is_wind) {
        out.push(Item::of(ItemKind::LittleFourWinds));
    }
    if pungs_of(Tile::is_dragon) == 2 && pair.is_some_and(Tile::is_dragon) {
        out.push(Item::of(ItemKind::LittleThreeDragons));
    }
    if gs.iter().filter(|g| g.kind == GroupKind::Chow).count() == 4 {
        out.push(Item::of(ItemKind::FourChows));
    }
    if pungs_of(|_| true) == 4 {
        out.push(Item::of(ItemKind::FourPungs));
    }
    if all.iter().enumerate().all(|(i, &n)| n == 0 || Tile::from_index(i as u8).unwrap().is_simple()) {
        out.push(Item::of(ItemKind::AllSimples));
    }

    // Winning tile (ruling 13, 23). The 1p/5p rows replace the plain row
    // through the exclusion pass. In the pe-ling reading the tile is 1s.
    let last_counts = !c.is_replacement() || rules.last_tile_includes_dead_wall;
    if c.last_tile_of_wall && last_counts {
        out.push(Item::of(ItemKind::LastTile));
        if w == ONE_CIRCLE {
            out.push(Item::of(ItemKind::LastTileOneCircle));
        }
    }
    if c.is_replacement() {
        out.push(Item::of(ItemKind::Replacement));
        if c.kong_on_kong {
            out.push(Item::of(ItemKind::KongOnKong));
        }
        if w == FIVE_CIRCLE {
            out.push(Item::of(ItemKind::ReplacementFiveCircle));
        }
    }
    if c.robbing_kong {
        out.push(Item::of(ItemKind::RobbingKong));
    }
}
