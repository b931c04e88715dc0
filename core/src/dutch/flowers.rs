//! Gelukstenen: flowers 1f-4f and seasons 5f-8f (ruling 21, `nmb` option;
//! book 003 "Spelen met gelukstenen").

use super::items::{Item, ItemKind};
use crate::tile::{Tile, Wind};

/// 4 points each; own flower and own season 1 doubling each (East 1,
/// South 2, West 3, North 4); all four flowers or all four seasons 1 doubling.
pub fn flower_items(flowers: &[Tile], seat: Wind, out: &mut Vec<Item>) {
    let own = seat.index() as u8 + 1;
    for &f in flowers {
        out.push(Item::of(ItemKind::Flower).on(f));
        let n = f.number().unwrap_or(0);
        if n == own {
            out.push(Item::of(ItemKind::OwnFlower).on(f));
        } else if n == own + 4 {
            out.push(Item::of(ItemKind::OwnSeason).on(f));
        }
    }
    let count = |r: std::ops::RangeInclusive<u8>| flowers.iter().filter(|f| r.contains(&f.number().unwrap_or(0))).count();
    if count(1..=4) == 4 {
        out.push(Item::of(ItemKind::AllFlowers));
    }
    if count(5..=8) == 4 {
        out.push(Item::of(ItemKind::AllSeasons));
    }
}
