//! Every scoring item of the Dutch rule sets, as one enum with parallel
//! data: stable id, Dutch and English name, the rule it comes from, what it
//! is worth, and the exclusive family ("only the highest counts") it
//! belongs to. The scoring code takes each item's worth from this table,
//! and so does the rules reference: one number in one place.

use super::limits::Limit;

/// Every scoring item of the Dutch rule sets: a row of the items table (id, Dutch and English name, ruling, worth).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum ItemKind {
    // Points for all players (ruling 4, 5).
    /// Pung of simples, exposed (Pung eenvoudige stenen, open), ruling 4.
    PungSimplesOpen,
    /// Pung of simples, concealed (Pung eenvoudige stenen, dicht), ruling 4.
    PungSimplesConcealed,
    /// Pung of terminals/honours, exposed (Pung edelstenen, open), ruling 4.
    PungHonoursOpen,
    /// Pung of terminals/honours, concealed (Pung edelstenen, dicht), ruling 4.
    PungHonoursConcealed,
    /// Kong of simples, exposed (Kong eenvoudige stenen, open), ruling 4.
    KongSimplesOpen,
    /// Kong of simples, concealed (Kong eenvoudige stenen, dicht), ruling 4.
    KongSimplesConcealed,
    /// Kong of terminals/honours, exposed (Kong edelstenen, open), ruling 4.
    KongHonoursOpen,
    /// Kong of terminals/honours, concealed (Kong edelstenen, dicht), ruling 4.
    KongHonoursConcealed,
    /// Pair of dragons (Paar draken), ruling 5.
    PairDragons,
    /// Pair of own wind (Paar eigen wind), ruling 5.
    PairSeatWind,
    /// Pair of round wind (Paar wind van de ronde), ruling 5, 22.
    PairRoundWind,
    // Doublings for all players (ruling 9, 10, 11).
    /// Pung of dragons (Pung draken), ruling 9.
    DragonSet,
    /// Pung of own wind (Pung eigen wind), ruling 9.
    SeatWindSet,
    /// Pung of round wind (Pung wind van de ronde), ruling 9, 22.
    RoundWindSet,
    /// Three concealed pungs (3 pungs dicht), ruling 10.
    ThreeConcealedPungs,
    /// Four concealed pungs (4 pungs dicht), ruling 10.
    FourConcealedPungs,
    /// Three concealed kongs (3 kongs dicht), ruling 10.
    ThreeConcealedKongs,
    /// Four kongs (4 kongs), ruling 10.
    FourKongs,
    /// Clean hand (Schoon), ruling 11.
    Clean,
    /// Very clean hand (Zeer schoon), ruling 11.
    VeryClean,
    /// Pure hand (Zuiver), ruling 11.
    Pure,
    // Flowers and seasons (ruling 21).
    /// Flower or season (Geluksteen), ruling 21.
    Flower,
    /// Own flower (Eigen bloem), ruling 21.
    OwnFlower,
    /// Own season (Eigen seizoen), ruling 21.
    OwnSeason,
    /// All four flowers (Alle vier bloemen), ruling 21.
    AllFlowers,
    /// All four seasons (Alle vier seizoenen), ruling 21.
    AllSeasons,
    // Winner only: points (ruling 6, 8).
    /// Mahjong (Mahjong), ruling 6.
    Mahjong,
    /// Winning tile completes the pair (Volmaken paar), ruling 6.
    WinningPair,
    /// Only possible tile (Volmaken met enig mogelijke steen), ruling 6, 7.
    OnlyPossibleTile,
    /// Self-drawn (Zelf gepakt), ruling 6, 23.
    SelfDrawn,
    /// Bird eats cake (Pe-ling eet cake), ruling 8, 25.
    PelingEatsCake,
    // Winner only: doublings (ruling 12, 13).
    /// Fully concealed hand (Geheel verborgen spel), ruling 12, 23.
    FullyConcealed,
    /// Little four winds (Kleine vier winden), ruling 12.
    LittleFourWinds,
    /// Little three dragons (Kleine drie draken), ruling 12.
    LittleThreeDragons,
    /// Four chows (Vier chows), ruling 12.
    FourChows,
    /// Four pungs (Vier pungs), ruling 12.
    FourPungs,
    /// All simples (Pure eenvoud), ruling 12.
    AllSimples,
    /// Last tile of the wall (Laatste steen van de muur), ruling 13, 23.
    LastTile,
    /// Last tile of the wall, 1 circle (Laatste steen van de muur, kringen 1), ruling 13.
    LastTileOneCircle,
    /// Replacement tile after a kong (Kong met bloeiende bloemen), ruling 13, 23.
    Replacement,
    /// Replacement tile, 5 circle (Kong met bloeiende bloemen, kringen 5), ruling 13.
    ReplacementFiveCircle,
    /// Kong on kong (Kong op kong), ruling 13.
    KongOnKong,
    /// Robbing a kong (Kongroof), ruling 13, 23.
    RobbingKong,
    // Limit hands (ruling 16-18): the item carries the value as points.
    /// A limit hand (rulings 16-18), at its value.
    Limit(Limit),
    /// Ruling 17: a non-winner waiting on an irregular limit, half its value.
    WaitingLimit(Limit),
}

impl ItemKind {
    /// Whether the item is there only because a set lies concealed ("op
    /// stok"): a concealed pung or kong (ruling 4), concealed pungs or
    /// kongs together (ruling 10), a fully concealed hand (ruling 12), four
    /// concealed kongs (NTS 2002 "Limietspelen"). Laid open, the hand
    /// would not score it: the calculator asks which sets lie open before
    /// such a score counts (issue 47).
    pub fn needs_concealed_set(self) -> bool {
        use ItemKind::*;
        matches!(
            self,
            PungSimplesConcealed
                | PungHonoursConcealed
                | KongSimplesConcealed
                | KongHonoursConcealed
                | ThreeConcealedPungs
                | FourConcealedPungs
                | ThreeConcealedKongs
                | FullyConcealed
                | Limit(super::limits::Limit::FourConcealedKongs)
        )
    }
}

/// Families of which only the highest item counts (NTS footnotes 4 and 5).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Exclusive {
    /// Ruling 10: three/four concealed pungs, three concealed kongs, four kongs.
    Groupings,
    /// Ruling 11: schoon, zeer schoon, zuiver.
    Purity,
    /// Ruling 13: the winning-tile doublings of one kind (1p/5p replace the plain one).
    LastTile,
    /// Replacement tile after a kong (kong met bloeiende bloemen), ruling 13.
    ReplacementTile,
}

/// Mahjong: what every winner scores first (ruling 6).
pub const MAHJONG_POINTS: u32 = 20;

/// What an item is worth. The same in every Dutch rule set (the rulings
/// differ in when an item applies, not in its worth); a limit hand's value
/// comes from the rule set.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Worth {
    /// Points added.
    Points(u32),
    /// Doublings.
    Doublings(u32),
    /// A limit hand: its value under the rule set ([`Limit::value`]).
    Limit(Limit),
    /// Waiting on an irregular limit: half its value (ruling 17).
    HalfLimit(Limit),
}

struct Row {
    id: &'static str,
    nl: &'static str,
    en: &'static str,
    rule: &'static str,
    worth: Worth,
}

const fn row(id: &'static str, nl: &'static str, en: &'static str, rule: &'static str, worth: Worth) -> Row {
    Row { id, nl, en, rule, worth }
}

const fn p(n: u32) -> Worth {
    Worth::Points(n)
}

const fn d(n: u32) -> Worth {
    Worth::Doublings(n)
}

use Exclusive::*;

impl ItemKind {
    /// Every kind except the limit kinds (which carry a [`Limit`]).
    pub const ALL: [ItemKind; 43] = {
        use ItemKind::*;
        [
            PungSimplesOpen,
            PungSimplesConcealed,
            PungHonoursOpen,
            PungHonoursConcealed,
            KongSimplesOpen,
            KongSimplesConcealed,
            KongHonoursOpen,
            KongHonoursConcealed,
            PairDragons,
            PairSeatWind,
            PairRoundWind,
            DragonSet,
            SeatWindSet,
            RoundWindSet,
            ThreeConcealedPungs,
            FourConcealedPungs,
            ThreeConcealedKongs,
            FourKongs,
            Clean,
            VeryClean,
            Pure,
            Flower,
            OwnFlower,
            OwnSeason,
            AllFlowers,
            AllSeasons,
            Mahjong,
            WinningPair,
            OnlyPossibleTile,
            SelfDrawn,
            PelingEatsCake,
            FullyConcealed,
            LittleFourWinds,
            LittleThreeDragons,
            FourChows,
            FourPungs,
            AllSimples,
            LastTile,
            LastTileOneCircle,
            Replacement,
            ReplacementFiveCircle,
            KongOnKong,
            RobbingKong,
        ]
    };

    fn row(self) -> Row {
        use ItemKind::*;
        match self {
            PungSimplesOpen => row("pung_simples_open", "Pung eenvoudige stenen, open", "Pung of simples, exposed", "ruling 4", p(2)),
            PungSimplesConcealed => {
                row("pung_simples_concealed", "Pung eenvoudige stenen, dicht", "Pung of simples, concealed", "ruling 4", p(4))
            }
            PungHonoursOpen => {
                row("pung_terminals_honours_open", "Pung edelstenen, open", "Pung of terminals/honours, exposed", "ruling 4", p(4))
            }
            PungHonoursConcealed => {
                row("pung_terminals_honours_concealed", "Pung edelstenen, dicht", "Pung of terminals/honours, concealed", "ruling 4", p(8))
            }
            KongSimplesOpen => row("kong_simples_open", "Kong eenvoudige stenen, open", "Kong of simples, exposed", "ruling 4", p(8)),
            KongSimplesConcealed => {
                row("kong_simples_concealed", "Kong eenvoudige stenen, dicht", "Kong of simples, concealed", "ruling 4", p(16))
            }
            KongHonoursOpen => {
                row("kong_terminals_honours_open", "Kong edelstenen, open", "Kong of terminals/honours, exposed", "ruling 4", p(16))
            }
            KongHonoursConcealed => {
                row("kong_terminals_honours_concealed", "Kong edelstenen, dicht", "Kong of terminals/honours, concealed", "ruling 4", p(32))
            }
            PairDragons => row("pair_dragons", "Paar draken", "Pair of dragons", "ruling 5", p(2)),
            PairSeatWind => row("pair_seat_wind", "Paar eigen wind", "Pair of own wind", "ruling 5", p(2)),
            PairRoundWind => row("pair_round_wind", "Paar wind van de ronde", "Pair of round wind", "ruling 5, 22", p(2)),
            DragonSet => row("dragon_set", "Pung draken", "Pung of dragons", "ruling 9", d(1)),
            SeatWindSet => row("seat_wind_set", "Pung eigen wind", "Pung of own wind", "ruling 9", d(1)),
            RoundWindSet => row("round_wind_set", "Pung wind van de ronde", "Pung of round wind", "ruling 9, 22", d(1)),
            ThreeConcealedPungs => row("three_concealed_pungs", "3 pungs dicht", "Three concealed pungs", "ruling 10", d(1)),
            FourConcealedPungs => row("four_concealed_pungs", "4 pungs dicht", "Four concealed pungs", "ruling 10", d(2)),
            ThreeConcealedKongs => row("three_concealed_kongs", "3 kongs dicht", "Three concealed kongs", "ruling 10", d(2)),
            FourKongs => row("four_kongs", "4 kongs", "Four kongs", "ruling 10", d(3)),
            Clean => row("clean", "Schoon", "Clean hand", "ruling 11", d(1)),
            VeryClean => row("very_clean", "Zeer schoon", "Very clean hand", "ruling 11", d(2)),
            Pure => row("pure", "Zuiver", "Pure hand", "ruling 11", d(3)),
            Flower => row("flower", "Geluksteen", "Flower or season", "ruling 21", p(4)),
            OwnFlower => row("own_flower", "Eigen bloem", "Own flower", "ruling 21", d(1)),
            OwnSeason => row("own_season", "Eigen seizoen", "Own season", "ruling 21", d(1)),
            AllFlowers => row("all_flowers", "Alle vier bloemen", "All four flowers", "ruling 21", d(1)),
            AllSeasons => row("all_seasons", "Alle vier seizoenen", "All four seasons", "ruling 21", d(1)),
            Mahjong => row("mahjong", "Mahjong", "Mahjong", "ruling 6", p(MAHJONG_POINTS)),
            WinningPair => row("winning_tile_pair", "Volmaken paar", "Winning tile completes the pair", "ruling 6", p(2)),
            OnlyPossibleTile => row("only_possible_tile", "Volmaken met enig mogelijke steen", "Only possible tile", "ruling 6, 7", p(2)),
            SelfDrawn => row("self_drawn", "Zelf gepakt", "Self-drawn", "ruling 6, 23", p(2)),
            PelingEatsCake => row("peling_eats_cake", "Pe-ling eet cake", "Bird eats cake", "ruling 8, 25", p(10)),
            FullyConcealed => row("fully_concealed", "Geheel verborgen spel", "Fully concealed hand", "ruling 12, 23", d(2)),
            LittleFourWinds => row("little_four_winds", "Kleine vier winden", "Little four winds", "ruling 12", d(1)),
            LittleThreeDragons => row("little_three_dragons", "Kleine drie draken", "Little three dragons", "ruling 12", d(1)),
            FourChows => row("four_chows", "Vier chows", "Four chows", "ruling 12", d(1)),
            FourPungs => row("four_pungs", "Vier pungs", "Four pungs", "ruling 12", d(1)),
            AllSimples => row("all_simples", "Pure eenvoud", "All simples", "ruling 12", d(1)),
            LastTile => row("last_tile", "Laatste steen van de muur", "Last tile of the wall", "ruling 13, 23", d(1)),
            LastTileOneCircle => {
                row("last_tile_one_circle", "Laatste steen van de muur, kringen 1", "Last tile of the wall, 1 circle", "ruling 13", d(3))
            }
            Replacement => row("replacement_tile", "Kong met bloeiende bloemen", "Replacement tile after a kong", "ruling 13, 23", d(1)),
            ReplacementFiveCircle => row(
                "replacement_tile_five_circle",
                "Kong met bloeiende bloemen, kringen 5",
                "Replacement tile, 5 circle",
                "ruling 13",
                d(3),
            ),
            KongOnKong => row("kong_on_kong", "Kong op kong", "Kong on kong", "ruling 13", d(2)),
            RobbingKong => row("robbing_kong", "Kongroof", "Robbing a kong", "ruling 13, 23", d(1)),
            Limit(l) => row(l.id(), l.nl(), l.en(), l.rule(), Worth::Limit(l)),
            // Named after the limit waited on; the id says it is the half value.
            WaitingLimit(l) => row(l.waiting_id(), l.nl(), l.en(), "ruling 17", Worth::HalfLimit(l)),
        }
    }

    /// Stable id (JSON `items[].id`).
    pub fn id(self) -> &'static str {
        self.row().id
    }
    /// Dutch name, as the club says it.
    pub fn nl(self) -> &'static str {
        self.row().nl
    }
    /// English name.
    pub fn en(self) -> &'static str {
        self.row().en
    }
    /// (id, nl, en, rule) in one look-up.
    pub fn names(self) -> (&'static str, &'static str, &'static str, &'static str) {
        let r = self.row();
        (r.id, r.nl, r.en, r.rule)
    }
    /// The ruling of `shared/rules/README.md` it implements.
    pub fn rule(self) -> &'static str {
        self.row().rule
    }
    /// What the item is worth (rulings 4-13, 21; limits 16-18).
    pub fn worth(self) -> Worth {
        self.row().worth
    }
    /// The family of items of which only the highest counts (ruling 11, 12), if any.
    pub fn exclusive(self) -> Option<Exclusive> {
        EXCLUSIONS.iter().find(|(_, members)| members.contains(&self)).map(|(fam, _)| *fam)
    }
}

/// The exclusion table (NTS footnotes 4 and 5, ruling 13): of each family
/// only the item with the most doublings counts.
pub const EXCLUSIONS: [(Exclusive, &[ItemKind]); 4] = {
    use ItemKind::*;
    [
        (Groupings, &[ThreeConcealedPungs, FourConcealedPungs, ThreeConcealedKongs, FourKongs]),
        (Purity, &[Clean, VeryClean, Pure]),
        (Exclusive::LastTile, &[LastTile, LastTileOneCircle]),
        (ReplacementTile, &[Replacement, ReplacementFiveCircle, KongOnKong]),
    ]
};

/// One line of an itemised score.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Item {
    /// Which item.
    pub kind: ItemKind,
    /// The points it adds.
    pub points: u32,
    /// The doublings it adds.
    pub doublings: u32,
    /// The tile the item is about (a pung's tile, a flower), if any.
    pub tile: Option<crate::tile::Tile>,
}

impl Item {
    /// The item with its worth from the table. A limit item carries the
    /// rule set's value as points, so it is made with [`Item::points`].
    pub fn of(kind: ItemKind) -> Item {
        match kind.worth() {
            Worth::Points(n) => Item::points(kind, n),
            Worth::Doublings(n) => Item::doublings(kind, n),
            Worth::Limit(_) | Worth::HalfLimit(_) => Item::points(kind, 0),
        }
    }
    /// An item worth `points` points.
    pub fn points(kind: ItemKind, points: u32) -> Item {
        Item { kind, points, doublings: 0, tile: None }
    }
    /// An item worth `doublings` doublings.
    pub fn doublings(kind: ItemKind, doublings: u32) -> Item {
        Item { kind, points: 0, doublings, tile: None }
    }
    /// The same item, for the set of `tile` (shown with the tile).
    pub fn on(mut self, tile: crate::tile::Tile) -> Item {
        self.tile = Some(tile);
        self
    }
}

/// The one generic exclusion pass over [`EXCLUSIONS`]: of each family keep
/// only the item with the most doublings (the first on a tie).
pub fn keep_highest(items: &mut Vec<Item>) {
    // One look-up per item: (family, index of the item kept so far).
    let mut keep: [Option<usize>; EXCLUSIONS.len()] = [None; EXCLUSIONS.len()];
    let mut beaten = false;
    for (j, it) in items.iter().enumerate() {
        let Some(f) = EXCLUSIONS.iter().position(|(_, members)| members.contains(&it.kind)) else { continue };
        match keep[f] {
            None => keep[f] = Some(j),
            Some(k) => {
                beaten = true;
                if it.doublings > items[k].doublings {
                    keep[f] = Some(j);
                }
            }
        }
    }
    if beaten {
        let mut j = 0;
        items.retain(|it| {
            let idx = j;
            j += 1;
            match EXCLUSIONS.iter().position(|(_, members)| members.contains(&it.kind)) {
                Some(f) => keep[f] == Some(idx),
                None => true,
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_highest_of_a_family_counts() {
        // NTS footnote 4: three concealed pungs (1) and four concealed pungs (2)
        // do not add up: 2 remains. Purity likewise: zuiver 3 beats schoon 1.
        let mut items = vec![
            Item::doublings(ItemKind::ThreeConcealedPungs, 1),
            Item::doublings(ItemKind::Clean, 1),
            Item::doublings(ItemKind::FourConcealedPungs, 2),
            Item::doublings(ItemKind::DragonSet, 1),
            Item::doublings(ItemKind::Pure, 3),
        ];
        keep_highest(&mut items);
        let kinds: Vec<_> = items.iter().map(|i| i.kind).collect();
        assert_eq!(kinds, vec![ItemKind::FourConcealedPungs, ItemKind::DragonSet, ItemKind::Pure]);
    }

    #[test]
    fn ids_are_unique() {
        let all = ItemKind::ALL;
        let mut ids: Vec<&str> = all.iter().map(|k| k.id()).collect();
        ids.extend(super::Limit::ALL.iter().map(|l| l.id()));
        let n = ids.len();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), n);
    }
}
