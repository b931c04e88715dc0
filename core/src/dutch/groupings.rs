//! Bijzondere groeperingen (ruling 10): only the highest counts, which the
//! exclusion pass of `items` takes care of.

use super::items::{Item, ItemKind};
use crate::arrange::{Group, GroupKind};

/// Three concealed pungs 1, four concealed pungs 2, three concealed kongs 2,
/// four kongs 3. For the concealed-pung rows every kong, open or concealed,
/// counts as a concealed pung (ruling 10, seeds 001 and 003).
pub fn grouping_items(groups: &[Group], out: &mut Vec<Item>) {
    let kongs = groups.iter().filter(|g| g.kind == GroupKind::Kong).count();
    let concealed_kongs = groups.iter().filter(|g| g.kind == GroupKind::Kong && g.concealed).count();
    let concealed_pungs = kongs + groups.iter().filter(|g| g.kind == GroupKind::Pung && g.concealed).count();
    if concealed_pungs >= 3 {
        out.push(Item::of(ItemKind::ThreeConcealedPungs));
    }
    if concealed_pungs >= 4 {
        out.push(Item::of(ItemKind::FourConcealedPungs));
    }
    if concealed_kongs >= 3 {
        out.push(Item::of(ItemKind::ThreeConcealedKongs));
    }
    if kongs == 4 {
        out.push(Item::of(ItemKind::FourKongs));
    }
}
