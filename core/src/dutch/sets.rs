//! Points and doublings of single sets and pairs, for every player
//! (rulings 4, 5, 9; NTS "Combinaties van stenen", "Bijzondere combinaties").

use super::items::{Item, ItemKind};
use crate::arrange::{Group, GroupKind};
use crate::tile::{Tile, Wind};

/// Ruling 4 as data: (kind, terminals/honours, concealed) -> item (its
/// points are in the items table).
const SET_POINTS: [(GroupKind, bool, bool, ItemKind); 8] = [
    (GroupKind::Pung, false, false, ItemKind::PungSimplesOpen),
    (GroupKind::Pung, false, true, ItemKind::PungSimplesConcealed),
    (GroupKind::Pung, true, false, ItemKind::PungHonoursOpen),
    (GroupKind::Pung, true, true, ItemKind::PungHonoursConcealed),
    (GroupKind::Kong, false, false, ItemKind::KongSimplesOpen),
    (GroupKind::Kong, false, true, ItemKind::KongSimplesConcealed),
    (GroupKind::Kong, true, false, ItemKind::KongHonoursOpen),
    (GroupKind::Kong, true, true, ItemKind::KongHonoursConcealed),
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
                    out.push(Item::of(ItemKind::PairDragons).on(t));
                }
                if t == seat {
                    out.push(Item::of(ItemKind::PairSeatWind).on(t));
                }
                if t == round {
                    out.push(Item::of(ItemKind::PairRoundWind).on(t));
                }
            }
            GroupKind::Pung | GroupKind::Kong => {
                let honour = t.is_terminal_or_honour();
                if let Some(&(.., kind)) = SET_POINTS.iter().find(|r| r.0 == g.kind && r.1 == honour && r.2 == g.concealed) {
                    out.push(Item::of(kind).on(t));
                }
                if t.is_dragon() {
                    out.push(Item::of(ItemKind::DragonSet).on(t));
                }
                if t == seat {
                    out.push(Item::of(ItemKind::SeatWindSet).on(t));
                }
                if t == round {
                    out.push(Item::of(ItemKind::RoundWindSet).on(t));
                }
            }
        }
    }
}
