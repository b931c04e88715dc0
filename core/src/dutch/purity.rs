//! Bijzondere spelen, purity over every tile of the hand (ruling 11).

use super::items::{Item, ItemKind};
use crate::tile::TileCounts;

/// Zuiver 3: one suit only, or honours only. Zeer schoon 2: terminals of one
/// suit plus honours. Schoon 1: one suit plus honours, or only terminals and
/// honours. All that fit are emitted; the exclusion pass keeps the highest.
pub fn purity_items(all: &TileCounts, out: &mut Vec<Item>) {
    let used = |s: usize| all[s * 9..s * 9 + 9].iter().any(|&n| n > 0);
    let suits = (0..3).filter(|&s| used(s)).count();
    let honours = all[27..34].iter().any(|&n| n > 0);
    let only_terminals_and_honours = (0..27).all(|i| all[i] == 0 || i % 9 == 0 || i % 9 == 8);
    if (suits == 1 && !honours) || (suits == 0 && honours) {
        out.push(Item::of(ItemKind::Pure));
    }
    if suits == 1 && honours && only_terminals_and_honours {
        out.push(Item::of(ItemKind::VeryClean));
    }
    if (suits == 1 && honours) || only_terminals_and_honours {
        out.push(Item::of(ItemKind::Clean));
    }
}
