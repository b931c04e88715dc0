//! Where each scoring item stands in each Dutch rule book, and what that
//! book calls it: the citation a player can look up in the printed booklet
//! (the rulings of the rules README settle what the books leave open; they
//! are cited in the code, not to the player).
//!
//! Books: NTS 2002 (book 000), klassiek 2008 (book 002, the clean copy of
//! 001), NMB as played by MC Groene Hart 2011 (book 003). An item a book
//! does not list (the rulings add it) is cited from NTS 2002, whose rules
//! the rulings follow; flowers and seasons only from book 003.

use super::items::ItemKind;
use crate::rules::Variant;

/// Where an item stands and what the book calls it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Source {
    /// The book: "NTS 2002", "Klassiek 2008", "NMB 2011".
    pub book: &'static str,
    /// The book's own heading above the item.
    pub section: &'static str,
    /// The book's own name for the item (Dutch).
    pub term: &'static str,
}

const NTS: &str = "NTS 2002";
const CLASSIC: &str = "Klassiek 2008";
const NMB: &str = "NMB 2011";

/// The source of an item under a rule set (MCR has its own table in `mcr`).
pub fn source(kind: ItemKind, variant: Variant) -> Source {
    use ItemKind::*;
    // Flowers and seasons are only in book 003 ("Spelen met gelukstenen").
    let flower_term = match kind {
        Flower => Some("Geluksteen"),
        OwnFlower | OwnSeason => Some("Eigen geluksteen"),
        AllFlowers | AllSeasons => Some("Reeks gelukstenen"),
        _ => None,
    };
    if let Some(term) = flower_term {
        return Source { book: NMB, section: "Spelen met gelukstenen", term };
    }
    let found = match variant {
        Variant::Classic => classic(kind),
        Variant::Nmb => nmb(kind),
        Variant::Nts | Variant::Mcr => None,
    };
    found.unwrap_or_else(|| nts(kind))
}

fn nts(kind: ItemKind) -> Source {
    use ItemKind::*;
    let (section, term) = match kind {
        PungSimplesOpen | PungSimplesConcealed | PungHonoursOpen | PungHonoursConcealed | KongSimplesOpen | KongSimplesConcealed
        | KongHonoursOpen | KongHonoursConcealed | PairDragons | PairSeatWind | PairRoundWind | Mahjong => ("Combinaties van stenen", None),
        DragonSet | SeatWindSet | RoundWindSet => ("Bijzondere combinaties", None),
        ThreeConcealedPungs | FourConcealedPungs | ThreeConcealedKongs | FourKongs => ("Bijzondere groeperingen", None),
        Clean | VeryClean | Pure => ("Bijzondere spelen", None),
        FullyConcealed | LittleFourWinds | LittleThreeDragons | FourChows | FourPungs | AllSimples => ("Bijzondere winstspelen", None),
        SelfDrawn => ("Winnende steen", Some("Zelf gepakt van de muur")),
        WinningPair
        | OnlyPossibleTile
        | PelingEatsCake
        | LastTile
        | LastTileOneCircle
        | Replacement
        | ReplacementFiveCircle
        | KongOnKong
        | RobbingKong => ("Winnende steen", None),
        Limit(l) if l.is_irregular() => ("Onregelmatige limietspelen", None),
        Limit(_) => ("Regelmatige limietspelen", None),
        // "Algemeen": waiting on an irregular limit hand gives half of it.
        WaitingLimit(_) => ("Algemeen", None),
        Flower | OwnFlower | OwnSeason | AllFlowers | AllSeasons => ("Spelen met gelukstenen", None),
    };
    Source { book: NTS, section, term: term.unwrap_or(kind.nl()) }
}

/// Book 002: its own headings, and its own names for many items.
fn classic(kind: ItemKind) -> Option<Source> {
    use ItemKind::*;
    let (section, term) = match kind {
        PungSimplesOpen | PungSimplesConcealed => ("Puntentelling", "Pung"),
        PungHonoursOpen | PungHonoursConcealed => ("Puntentelling", "Pung van edelstenen"),
        KongSimplesOpen | KongSimplesConcealed => ("Puntentelling", "Kong"),
        KongHonoursOpen | KongHonoursConcealed => ("Puntentelling", "Kong van edelstenen"),
        PairSeatWind => ("Puntentelling", "Twee eigen winden"),
        PairRoundWind => ("Puntentelling", "Twee heersende winden"),
        PairDragons => ("Puntentelling", "Twee gelijke draken"),
        DragonSet => ("Verdubbelingen", "Pung (of kong) van draken"),
        SeatWindSet => ("Verdubbelingen", "Pung (of kong) van eigen winden"),
        RoundWindSet => ("Verdubbelingen", "Pung (of kong) van heersende winden"),
        ThreeConcealedPungs => ("Verdubbelingen", "Drie pungs op stok"),
        FourConcealedPungs => ("Verdubbelingen", "Vier pungs op stok"),
        ThreeConcealedKongs => ("Verdubbelingen", "Drie kongs op stok"),
        FourKongs => ("Verdubbelingen", "Vier kongs"),
        Clean => ("Bijzondere spelen", "Schoon spel"),
        VeryClean => ("Bijzondere spelen", "Zeer schoon spel"),
        Pure => ("Bijzondere spelen", "Zuiver spel"),
        Mahjong => ("Voor de winnaar", "Mahjong"),
        WinningPair => ("Voor de winnaar", "Voltooien sluitpaar"),
        OnlyPossibleTile => ("Voor de winnaar", "Enig mogelijke plaats"),
        SelfDrawn => ("Voor de winnaar", "Van de muur gepakt"),
        PelingEatsCake => ("Voor de winnaar", "Vogel eet cake"),
        LastTile => ("Voor de winnaar", "Maan van de zeebodem vissen"),
        LastTileOneCircle => ("Voor de winnaar", "Maan van de zeebodem vissen met cake"),
        Replacement => ("Voor de winnaar", "Kong met bloeiende bloemen"),
        ReplacementFiveCircle => ("Voor de winnaar", "Kong met bloeiende bloemen met kringen-5"),
        RobbingKong => ("Voor de winnaar", "Kongroof"),
        KongOnKong => ("Voor de winnaar", "Kong op kong"),
        FullyConcealed => ("Bijzondere winstspelen", "Verborgen spel"),
        LittleFourWinds => ("Bijzondere winstspelen", "Kleine vier winden"),
        LittleThreeDragons => ("Bijzondere winstspelen", "Kleine drie draken"),
        FourChows => ("Bijzondere winstspelen", "Alleen chows"),
        FourPungs => ("Bijzondere winstspelen", "Alleen pungs"),
        AllSimples => ("Bijzondere winstspelen", "Pure eenvoud"),
        Limit(l) if l.is_irregular() => ("Onregelmatige limietspelen", l.nl()),
        Limit(super::limits::Limit::FourConcealedKongs) => ("Limietspelen", "Vier kongs op stok"),
        Limit(l) => ("Limietspelen", l.nl()),
        // "Een wachtend limietspel wordt beloond met het halve puntenaantal."
        WaitingLimit(l) => ("Onregelmatige limietspelen", l.nl()),
        Flower | OwnFlower | OwnSeason | AllFlowers | AllSeasons => return None,
    };
    Some(Source { book: CLASSIC, section, term })
}

/// Book 003: the NTS tables with a few names of its own; it has no "vier
/// pungs" (the rulings add it, cited from NTS 2002).
fn nmb(kind: ItemKind) -> Option<Source> {
    use ItemKind::*;
    const ALL_PLAYERS: &str = "Bijzondere combinaties of spelen (voor alle spelers)";
    const WINNER: &str = "Bijzondere combinaties of spelen (alleen voor speler met winnende steen)";
    let (section, term) = match kind {
        PungSimplesOpen | PungSimplesConcealed | PungHonoursOpen | PungHonoursConcealed | KongSimplesOpen | KongSimplesConcealed
        | KongHonoursOpen | KongHonoursConcealed | PairDragons | PairSeatWind | Mahjong => ("Combinaties van stenen", kind.nl()),
        PairRoundWind => ("Combinaties van stenen", "Paar heersende wind"),
        DragonSet => (ALL_PLAYERS, "Pung of kong draken"),
        SeatWindSet => (ALL_PLAYERS, "Pung of kong eigen wind"),
        RoundWindSet => (ALL_PLAYERS, "Pung of kong heersende wind"),
        ThreeConcealedPungs => (ALL_PLAYERS, "Drie pungs dicht"),
        FourConcealedPungs => (ALL_PLAYERS, "Vier pungs dicht"),
        ThreeConcealedKongs => (ALL_PLAYERS, "Drie kongs dicht"),
        FourKongs => (ALL_PLAYERS, "Vier kongs"),
        Clean => (ALL_PLAYERS, "Schoon spel"),
        VeryClean => (ALL_PLAYERS, "Zeer schoon spel"),
        Pure => (ALL_PLAYERS, "Zuiver spel"),
        FullyConcealed | LittleFourWinds | LittleThreeDragons | FourChows | AllSimples => (WINNER, kind.nl()),
        FourPungs => return None,
        SelfDrawn => ("Winnende steen", "Zelf gepakt van muur"),
        Replacement => ("Winnende steen", "Kong met de bloeiende bloemen"),
        ReplacementFiveCircle => ("Winnende steen", "Kong met de bloeiende bloemen kringen 5"),
        WinningPair | OnlyPossibleTile | PelingEatsCake | LastTile | LastTileOneCircle | KongOnKong | RobbingKong => {
            ("Winnende steen", kind.nl())
        }
        Limit(l) if l.is_irregular() => ("De onregelmatige limietspelen", l.nl()),
        Limit(l) => ("De regelmatige limietspelen", l.nl()),
        WaitingLimit(l) => ("Wachtend spel", l.nl()),
        Flower | OwnFlower | OwnSeason | AllFlowers | AllSeasons => return None,
    };
    Some(Source { book: NMB, section, term })
}

#[cfg(test)]
mod tests {
    use super::super::limits::Limit;
    use super::*;

    #[test]
    fn every_item_has_a_source_in_every_book() {
        let limits = Limit::ALL.iter().flat_map(|&l| [ItemKind::Limit(l), ItemKind::WaitingLimit(l)]);
        for kind in ItemKind::ALL.into_iter().chain(limits) {
            for v in [Variant::Nts, Variant::Classic, Variant::Nmb] {
                let s = source(kind, v);
                assert!(!s.book.is_empty() && !s.section.is_empty() && !s.term.is_empty(), "{kind:?} {v}");
                assert!(!s.section.contains("ruling") && !s.term.contains("ruling"), "{kind:?}: the book's words, not ours");
            }
        }
        // Book 002 calls the last tile "Maan van de zeebodem vissen" (Voor de winnaar).
        let s = source(ItemKind::LastTile, Variant::Classic);
        assert_eq!((s.book, s.section, s.term), ("Klassiek 2008", "Voor de winnaar", "Maan van de zeebodem vissen"));
        // Book 003 has no vier pungs: NTS 2002 stands.
        assert_eq!(source(ItemKind::FourPungs, Variant::Nmb).book, "NTS 2002");
        assert_eq!(source(ItemKind::Limit(Limit::WindingSnake), Variant::Nts).section, "Regelmatige limietspelen");
        assert_eq!(source(ItemKind::Flower, Variant::Nts).section, "Spelen met gelukstenen");
    }
}
