//! Every scoring item of the Dutch rule sets, as one enum with parallel
//! data: stable id, Dutch and English name, the rule it comes from, what it
//! is worth, and the exclusive family ("only the highest counts") it
//! belongs to. The scoring code takes each item's worth from this table,
//! and so does the rules reference: one number in one place.

use super::limits::Limit;

#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum ItemKind {
    // Points for all players (ruling 4, 5).
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
    // Doublings for all players (ruling 9, 10, 11).
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
    // Flowers and seasons (ruling 21).
    Flower,
    OwnFlower,
    OwnSeason,
    AllFlowers,
    AllSeasons,
    // Winner only: points (ruling 6, 8).
    Mahjong,
    WinningPair,
    OnlyPossibleTile,
    SelfDrawn,
    PelingEatsCake,
    // Winner only: doublings (ruling 12, 13).
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
    // Limit hands (ruling 16-18): the item carries the value as points.
    Limit(Limit),
    /// Ruling 17: a non-winner waiting on an irregular limit, half its value.
    WaitingLimit(Limit),
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
    ReplacementTile,
}

/// Mahjong: what every winner scores first (ruling 6).
pub const MAHJONG_POINTS: u32 = 20;

/// What an item is worth. The same in every Dutch rule set (the rulings
/// differ in when an item applies, not in its worth); a limit hand's value
/// comes from the rule set.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Worth {
    Points(u32),
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
            PungSimplesOpen, PungSimplesConcealed, PungHonoursOpen, PungHonoursConcealed, KongSimplesOpen,
            KongSimplesConcealed, KongHonoursOpen, KongHonoursConcealed, PairDragons, PairSeatWind, PairRoundWind,
            DragonSet, SeatWindSet, RoundWindSet, ThreeConcealedPungs, FourConcealedPungs, ThreeConcealedKongs,
            FourKongs, Clean, VeryClean, Pure, Flower, OwnFlower, OwnSeason, AllFlowers, AllSeasons, Mahjong,
            WinningPair, OnlyPossibleTile, SelfDrawn, PelingEatsCake, FullyConcealed, LittleFourWinds,
            LittleThreeDragons, FourChows, FourPungs, AllSimples, LastTile, LastTileOneCircle, Replacement,
            ReplacementFiveCircle, KongOnKong, RobbingKong,
        ]
    };

    fn row(self) -> Row {
        use ItemKind::*;
        match self {
            PungSimplesOpen => row("pung_simples_open", "Pung eenvoudige stenen, open", "Pung of simples, exposed", "ruling 4", p(2)),
            PungSimplesConcealed => row("pung_simples_concealed", "Pung eenvoudige stenen, dicht", "Pung of simples, concealed", "ruling 4", p(4)),
            PungHonoursOpen => row("pung_terminals_honours_open", "Pung edelstenen, open", "Pung of terminals/honours, exposed", "ruling 4", p(4)),
            PungHonoursConcealed => row("pung_terminals_honours_concealed", "Pung edelstenen, dicht", "Pung of terminals/honours, concealed", "ruling 4", p(8)),
            KongSimplesOpen => row("kong_simples_open", "Kong eenvoudige stenen, open", "Kong of simples, exposed", "ruling 4", p(8)),
            KongSimplesConcealed => row("kong_simples_concealed", "Kong eenvoudige stenen, dicht", "Kong of simples, concealed", "ruling 4", p(16)),
            KongHonoursOpen => row("kong_terminals_honours_open", "Kong edelstenen, open", "Kong of terminals/honours, exposed", "ruling 4", p(16)),
            KongHonoursConcealed => row("kong_terminals_honours_concealed", "Kong edelstenen, dicht", "Kong of terminals/honours, concealed", "ruling 4", p(32)),
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
            LastTileOneCircle => row("last_tile_one_circle", "Laatste steen van de muur, kringen 1", "Last tile of the wall, 1 circle", "ruling 13", d(3)),
            Replacement => row("replacement_tile", "Kong met bloeiende bloemen", "Replacement tile after a kong", "ruling 13, 23", d(1)),
            ReplacementFiveCircle => row("replacement_tile_five_circle", "Kong met bloeiende bloemen, kringen 5", "Replacement tile, 5 circle", "ruling 13", d(3)),
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
    pub kind: ItemKind,
    pub points: u32,
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
    pub fn points(kind: ItemKind, points: u32) -> Item {
        Item { kind, points, doublings: 0, tile: None }
    }
    pub fn doublings(kind: ItemKind, doublings: u32) -> Item {
        Item { kind, points: 0, doublings, tile: None }
    }
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
