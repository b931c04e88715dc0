//! Points and doublings of single sets and pairs, for every player
//! (rulings 4, 5, 9; NTS "Combinaties van stenen", "Bijzondere combinaties").

use super::items::{Item, ItemKind};
use crate::arrange::{Group, GroupKind};
use crate::tile::{Tile, Wind};

/// Ruling 4 as data: (kind, terminals/honours, concealed) -> item and points.
const SET_POINTS: [(GroupKind, bool, bool, ItemKind, u32); 8] = [
    (GroupKind::Pung, false, false, ItemKind::PungSimplesOpen, 2),
    (GroupKind::Pung, false, true, ItemKind::PungSimplesConcealed, 4),
    (GroupKind::Pung, true, false, ItemKind::PungHonoursOpen, 4),
    (GroupKind::Pung, true, true, ItemKind::PungHonoursConcealed, 8),
    (GroupKind::Kong, false, false, ItemKind::KongSimplesOpen, 8),
    (GroupKind::Kong, false, true, ItemKind::KongSimplesConcealed, 16),
    (GroupKind::Kong, true, false, ItemKind::KongHonoursOpen, 16),
    (GroupKind::Kong, true, true, ItemKind::KongHonoursConcealed, 32),
];

/// Points of pungs, kongs and pairs (rulings 4, 5, 27) and the doublings of
/// honour pungs and kongs (ruling 9). A wind that is both seat and round wind
/// scores both items. The round "wind" is F in the green-dragon round, which
/// makes a pair of F 2 + 2 and a pung of F 1 + 1 (ruling 22).
pub fn set_items(groups: &[Group], seat: Wind, round: Tile, out: &mut Vec<Item>) {
    let seat = seat.tile();
    for g in groups {
        let t = g.tile;
        match g.kind {
            GroupKind::Chow => {}
            GroupKind::Pair => {
                if t.is_dragon() {
                    out.push(Item::points(ItemKind::PairDragons, 2).on(t));
                }
                if t == seat {
                    out.push(Item::points(ItemKind::PairSeatWind, 2).on(t));
                }
                if t == round {
                    out.push(Item::points(ItemKind::PairRoundWind, 2).on(t));
                }
            }
            GroupKind::Pung | GroupKind::Kong => {
                let honour = t.is_terminal_or_honour();
                if let Some(&(.., kind, pts)) =
                    SET_POINTS.iter().find(|r| r.0 == g.kind && r.1 == honour && r.2 == g.concealed)
                {
                    out.push(Item::points(kind, pts).on(t));
                }
                if t.is_dragon() {
                    out.push(Item::doublings(ItemKind::DragonSet, 1).on(t));
                }
                if t == seat {
                    out.push(Item::doublings(ItemKind::SeatWindSet, 1).on(t));
                }
                if t == round {
                    out.push(Item::doublings(ItemKind::RoundWindSet, 1).on(t));
                }
            }
        }
    }
}
