//! The 81 fans of MCR 2006 (World Mahjong Organization), with their values,
//! English names and the Dutch names of seed 004 ("Mahjong regels en score
//! MCR 2006 voor ENMV-leden"). One enum, parallel data in one table, and the
//! implied fans ("not counted") as data applied by one pass.

/// A fan, numbered as in the 2006 rule book (and in 004's table).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Fan {
    /// Big Four Winds (Vier winden), 88 fans.
    BigFourWinds = 1,
    /// Big Three Dragons (Drie draken), 88 fans.
    BigThreeDragons,
    /// All Green (Jade spel), 88 fans.
    AllGreen,
    /// Nine Gates (Negen poorten), 88 fans.
    NineGates,
    /// Four Kongs (Vier kongs), 88 fans.
    FourKongs,
    /// Seven Shifted Pairs (Zeven oplopende tweelingen), 88 fans.
    SevenShiftedPairs,
    /// Thirteen Orphans (Dertien wezen), 88 fans.
    ThirteenOrphans,
    /// All Terminals (Alleen hoekstenen), 64 fans.
    AllTerminals,
    /// Little Four Winds (Kleine vier winden), 64 fans.
    LittleFourWinds,
    /// Little Three Dragons (Kleine drie draken), 64 fans.
    LittleThreeDragons,
    /// All Honors (Alleen troefstenen), 64 fans.
    AllHonors,
    /// Four Concealed Pungs (Vier verborgen pungs), 64 fans.
    FourConcealedPungs,
    /// Pure Terminal Chows (Zuivere hoeksteen chows), 64 fans.
    PureTerminalChows,
    /// Quadruple Chow (Viervoudige chow), 48 fans.
    QuadrupleChow,
    /// Four Pure Shifted Pungs (Vier zuiver oplopende pungs), 48 fans.
    FourPureShiftedPungs,
    /// Four Pure Shifted Chows (Vier oplopende chows), 32 fans.
    FourPureShiftedChows,
    /// Three Kongs (Drie kongs), 32 fans.
    ThreeKongs,
    /// All Terminals and Honors (Alleen hoek- en troefstenen), 32 fans.
    AllTerminalsAndHonors,
    /// Seven Pairs (Zeven tweelingen), 24 fans.
    SevenPairs,
    /// Greater Honors and Knitted Tiles (Meer troefstenen en verweven stenen), 24 fans.
    GreaterHonorsAndKnittedTiles,
    /// All Even Pungs (Allemaal even), 24 fans.
    AllEvenPungs,
    /// Full Flush (Zuiver spel), 24 fans.
    FullFlush,
    /// Pure Triple Chow (Zuiver drievoudige chows), 24 fans.
    PureTripleChow,
    /// Pure Shifted Pungs (Zuiver oplopende pungs), 24 fans.
    PureShiftedPungs,
    /// Upper Tiles (Hoogste stenen), 24 fans.
    UpperTiles,
    /// Middle Tiles (Middelste stenen), 24 fans.
    MiddleTiles,
    /// Lower Tiles (Laagste stenen), 24 fans.
    LowerTiles,
    /// Pure Straight (Zuivere straat), 16 fans.
    PureStraight,
    /// Three-Suited Terminal Chows (Driekleurs hoekstenen chows), 16 fans.
    ThreeSuitedTerminalChows,
    /// Pure Shifted Chows (Zuiver oplopende chows), 16 fans.
    PureShiftedChows,
    /// All Fives (Allen vijf), 16 fans.
    AllFives,
    /// Triple Pung (Drievoudige pungs), 16 fans.
    TriplePung,
    /// Three Concealed Pungs (Drie verborgen pungs), 16 fans.
    ThreeConcealedPungs,
    /// Lesser Honors and Knitted Tiles (Minder troefstenen en verweven stenen), 12 fans.
    LesserHonorsAndKnittedTiles,
    /// Knitted Straight (Verweven straat), 12 fans.
    KnittedStraight,
    /// Upper Four (Hoogste vier), 12 fans.
    UpperFour,
    /// Lower Four (Laagste vier), 12 fans.
    LowerFour,
    /// Big Three Winds (Grote drie winden), 12 fans.
    BigThreeWinds,
    /// Mixed Straight (Gemengde straat), 8 fans.
    MixedStraight,
    /// Reversible Tiles (Omkeerbare stenen), 8 fans.
    ReversibleTiles,
    /// Mixed Triple Chow (Gemengde drievoudige chow), 8 fans.
    MixedTripleChow,
    /// Mixed Shifted Pungs (Gemengde oplopende pungs), 8 fans.
    MixedShiftedPungs,
    /// Chicken Hand (Winst zonder punten), 8 fans.
    ChickenHand,
    /// Last Tile Draw (Laatste steen getrokken), 8 fans.
    LastTileDraw,
    /// Last Tile Claim (Laatste steen geclaimd), 8 fans.
    LastTileClaim,
    /// Out with Replacement Tile (Uit met vervangende steen), 8 fans.
    OutWithReplacementTile,
    /// Robbing the Kong (Kongroof), 8 fans.
    RobbingTheKong,
    /// Two Concealed Kongs (Twee gesloten kongs), 8 fans.
    TwoConcealedKongs,
    /// All Pungs (Alleen pungs), 6 fans.
    AllPungs,
    /// Half Flush (Schoon spel), 6 fans.
    HalfFlush,
    /// Mixed Shifted Chows (Gemengde oplopende chows), 6 fans.
    MixedShiftedChows,
    /// All Types (Alle soorten), 6 fans.
    AllTypes,
    /// Melded Hand (Open hand), 6 fans.
    MeldedHand,
    /// Two Dragon Pungs (Twee draken), 6 fans.
    TwoDragonPungs,
    /// Outside Hand (Handje buitenkantje), 4 fans.
    OutsideHand,
    /// Fully Concealed Hand (Verborgen schat), 4 fans.
    FullyConcealedHand,
    /// Two Melded Kongs (Twee open kongs), 4 fans.
    TwoMeldedKongs,
    /// Last Tile (Laatste steen), 4 fans.
    LastTile,
    /// Dragon Pung (Pung draken), 2 fans.
    DragonPung,
    /// Prevalent Wind (Wind van de ronde), 2 fans.
    PrevalentWind,
    /// Seat Wind (Eigen wind), 2 fans.
    SeatWind,
    /// Concealed Hand (Verborgen hand), 2 fans.
    ConcealedHand,
    /// All Chows ("Alleen chows"; 004 prints "Geén troefstenen"), 2 fans.
    AllChows,
    /// Tile Hog (Stenenvreter), 2 fans.
    TileHog,
    /// Double Pung (Dubbele pung), 2 fans.
    DoublePung,
    /// Two Concealed Pungs (Twee gesloten pungs), 2 fans.
    TwoConcealedPungs,
    /// Concealed Kong (Gesloten kong), 2 fans.
    ConcealedKong,
    /// All Simples (Pure eenvoud), 2 fans.
    AllSimples,
    /// Pure Double Chow (Zuivere dubbele chow), 1 fan.
    PureDoubleChow,
    /// Mixed Double Chow (Gemengde dubbele chow), 1 fan.
    MixedDoubleChow,
    /// Short Straight (Korte straat), 1 fan.
    ShortStraight,
    /// Two Terminal Chows (Twee hoeksteen chows), 1 fan.
    TwoTerminalChows,
    /// Pung of Terminals or Honors (Pung hoekstenen of winden), 1 fan.
    PungOfTerminalsOrHonors,
    /// Melded Kong (Open kong), 1 fan.
    MeldedKong,
    /// One Voided Suit (Eén ontbrekende kleur), 1 fan.
    OneVoidedSuit,
    /// No Honors ("Geen troefstenen"; 004 prints "Alleen chows"), 1 fan.
    NoHonors,
    /// Edge Wait (Wachtend op randsteen), 1 fan.
    EdgeWait,
    /// Closed Wait (Wachtend op middelste steen), 1 fan.
    ClosedWait,
    /// Single Wait (Wachtend op sluitpaar), 1 fan.
    SingleWait,
    /// Self-Drawn (Zelf gepakt), 1 fan.
    SelfDrawn,
    /// Flower Tiles (Bloemstenen), 1 fan.
    FlowerTiles,
}

use Fan::*;

/// Per fan, in rule-book order: id, English name, Dutch name (004), value.
///
/// Where 004 differs from the 2006 rule book the rule book stands:
/// - 004 gives Chicken Hand 2; the rule book gives 8.
/// - 004 names All Chows (63) "Geén troefstenen" and No Honors (76)
///   "Alleen chows", the other way round from their meaning. Ruling 29:
///   the app names each by its meaning, All Chows "Alleen chows" and No
///   Honors "Geen troefstenen"; the rules entry of each says the card
///   prints them the other way round (`reference::mcr`).
/// - 004 writes "olopende" for "oplopende" (shifted).
/// - 004's "Gesloten én open kong 6" is not a 2006 fan: a melded and a
///   concealed kong score Melded Kong 1 + Concealed Kong 2.
const TABLE: [(&str, &str, &str, u32); 81] = [
    ("big_four_winds", "Big Four Winds", "Vier winden", 88),
    ("big_three_dragons", "Big Three Dragons", "Drie draken", 88),
    ("all_green", "All Green", "Jade spel", 88),
    ("nine_gates", "Nine Gates", "Negen poorten", 88),
    ("four_kongs", "Four Kongs", "Vier kongs", 88),
    ("seven_shifted_pairs", "Seven Shifted Pairs", "Zeven oplopende tweelingen", 88),
    ("thirteen_orphans", "Thirteen Orphans", "Dertien wezen", 88),
    ("all_terminals", "All Terminals", "Alleen hoekstenen", 64),
    ("little_four_winds", "Little Four Winds", "Kleine vier winden", 64),
    ("little_three_dragons", "Little Three Dragons", "Kleine drie draken", 64),
    ("all_honors", "All Honors", "Alleen troefstenen", 64),
    ("four_concealed_pungs", "Four Concealed Pungs", "Vier verborgen pungs", 64),
    ("pure_terminal_chows", "Pure Terminal Chows", "Zuivere hoeksteen chows", 64),
    ("quadruple_chow", "Quadruple Chow", "Viervoudige chow", 48),
    ("four_pure_shifted_pungs", "Four Pure Shifted Pungs", "Vier zuiver oplopende pungs", 48),
    ("four_pure_shifted_chows", "Four Pure Shifted Chows", "Vier oplopende chows", 32),
    ("three_kongs", "Three Kongs", "Drie kongs", 32),
    ("all_terminals_and_honors", "All Terminals and Honors", "Alleen hoek- en troefstenen", 32),
    ("seven_pairs", "Seven Pairs", "Zeven tweelingen", 24),
    ("greater_honors_and_knitted_tiles", "Greater Honors and Knitted Tiles", "Meer troefstenen en verweven stenen", 24),
    ("all_even_pungs", "All Even Pungs", "Allemaal even", 24),
    ("full_flush", "Full Flush", "Zuiver spel", 24),
    ("pure_triple_chow", "Pure Triple Chow", "Zuiver drievoudige chows", 24),
    ("pure_shifted_pungs", "Pure Shifted Pungs", "Zuiver oplopende pungs", 24),
    ("upper_tiles", "Upper Tiles", "Hoogste stenen", 24),
    ("middle_tiles", "Middle Tiles", "Middelste stenen", 24),
    ("lower_tiles", "Lower Tiles", "Laagste stenen", 24),
    ("pure_straight", "Pure Straight", "Zuivere straat", 16),
    ("three_suited_terminal_chows", "Three-Suited Terminal Chows", "Driekleurs hoekstenen chows", 16),
    ("pure_shifted_chows", "Pure Shifted Chows", "Zuiver oplopende chows", 16),
    ("all_fives", "All Fives", "Allen vijf", 16),
    ("triple_pung", "Triple Pung", "Drievoudige pungs", 16),
    ("three_concealed_pungs", "Three Concealed Pungs", "Drie verborgen pungs", 16),
    ("lesser_honors_and_knitted_tiles", "Lesser Honors and Knitted Tiles", "Minder troefstenen en verweven stenen", 12),
    ("knitted_straight", "Knitted Straight", "Verweven straat", 12),
    ("upper_four", "Upper Four", "Hoogste vier", 12),
    ("lower_four", "Lower Four", "Laagste vier", 12),
    ("big_three_winds", "Big Three Winds", "Grote drie winden", 12),
    ("mixed_straight", "Mixed Straight", "Gemengde straat", 8),
    ("reversible_tiles", "Reversible Tiles", "Omkeerbare stenen", 8),
    ("mixed_triple_chow", "Mixed Triple Chow", "Gemengde drievoudige chow", 8),
    ("mixed_shifted_pungs", "Mixed Shifted Pungs", "Gemengde oplopende pungs", 8),
    ("chicken_hand", "Chicken Hand", "Winst zonder punten", 8),
    ("last_tile_draw", "Last Tile Draw", "Laatste steen getrokken", 8),
    ("last_tile_claim", "Last Tile Claim", "Laatste steen geclaimd", 8),
    ("out_with_replacement_tile", "Out with Replacement Tile", "Uit met vervangende steen", 8),
    ("robbing_the_kong", "Robbing the Kong", "Kongroof", 8),
    ("two_concealed_kongs", "Two Concealed Kongs", "Twee gesloten kongs", 8),
    ("all_pungs", "All Pungs", "Alleen pungs", 6),
    ("half_flush", "Half Flush", "Schoon spel", 6),
    ("mixed_shifted_chows", "Mixed Shifted Chows", "Gemengde oplopende chows", 6),
    ("all_types", "All Types", "Alle soorten", 6),
    ("melded_hand", "Melded Hand", "Open hand", 6),
    ("two_dragon_pungs", "Two Dragon Pungs", "Twee draken", 6),
    ("outside_hand", "Outside Hand", "Handje buitenkantje", 4),
    ("fully_concealed_hand", "Fully Concealed Hand", "Verborgen schat", 4),
    ("two_melded_kongs", "Two Melded Kongs", "Twee open kongs", 4),
    ("last_tile", "Last Tile", "Laatste steen", 4),
    ("dragon_pung", "Dragon Pung", "Pung draken", 2),
    ("prevalent_wind", "Prevalent Wind", "Wind van de ronde", 2),
    ("seat_wind", "Seat Wind", "Eigen wind", 2),
    ("concealed_hand", "Concealed Hand", "Verborgen hand", 2),
    ("all_chows", "All Chows", "Alleen chows", 2),
    ("tile_hog", "Tile Hog", "Stenenvreter", 2),
    ("double_pung", "Double Pung", "Dubbele pung", 2),
    ("two_concealed_pungs", "Two Concealed Pungs", "Twee gesloten pungs", 2),
    ("concealed_kong", "Concealed Kong", "Gesloten kong", 2),
    ("all_simples", "All Simples", "Pure eenvoud", 2),
    ("pure_double_chow", "Pure Double Chow", "Zuivere dubbele chow", 1),
    ("mixed_double_chow", "Mixed Double Chow", "Gemengde dubbele chow", 1),
    ("short_straight", "Short Straight", "Korte straat", 1),
    ("two_terminal_chows", "Two Terminal Chows", "Twee hoeksteen chows", 1),
    ("pung_of_terminals_or_honors", "Pung of Terminals or Honors", "Pung hoekstenen of winden", 1),
    ("melded_kong", "Melded Kong", "Open kong", 1),
    ("one_voided_suit", "One Voided Suit", "Eén ontbrekende kleur", 1),
    ("no_honors", "No Honors", "Geen troefstenen", 1),
    ("edge_wait", "Edge Wait", "Wachtend op randsteen", 1),
    ("closed_wait", "Closed Wait", "Wachtend op middelste steen", 1),
    ("single_wait", "Single Wait", "Wachtend op sluitpaar", 1),
    ("self_drawn", "Self-Drawn", "Zelf gepakt", 1),
    ("flower_tiles", "Flower Tiles", "Bloemstenen", 1),
];

impl Fan {
    /// Every fan in rule-book order.
    pub const ALL: [Fan; 81] = {
        let mut all = [BigFourWinds; 81];
        let mut i = 0;
        while i < 81 {
            all[i] = Fan::from_number_const(i as u8 + 1);
            i += 1;
        }
        all
    };

    const fn from_number_const(n: u8) -> Fan {
        // The table below is the enum order; a test checks it round-trips.
        const ORDER: [Fan; 81] = [
            BigFourWinds,
            BigThreeDragons,
            AllGreen,
            NineGates,
            FourKongs,
            SevenShiftedPairs,
            ThirteenOrphans,
            AllTerminals,
            LittleFourWinds,
            LittleThreeDragons,
            AllHonors,
            FourConcealedPungs,
            PureTerminalChows,
            QuadrupleChow,
            FourPureShiftedPungs,
            FourPureShiftedChows,
            ThreeKongs,
            AllTerminalsAndHonors,
            SevenPairs,
            GreaterHonorsAndKnittedTiles,
            AllEvenPungs,
            FullFlush,
            PureTripleChow,
            PureShiftedPungs,
            UpperTiles,
            MiddleTiles,
            LowerTiles,
            PureStraight,
            ThreeSuitedTerminalChows,
            PureShiftedChows,
            AllFives,
            TriplePung,
            ThreeConcealedPungs,
            LesserHonorsAndKnittedTiles,
            KnittedStraight,
            UpperFour,
            LowerFour,
            BigThreeWinds,
            MixedStraight,
            ReversibleTiles,
            MixedTripleChow,
            MixedShiftedPungs,
            ChickenHand,
            LastTileDraw,
            LastTileClaim,
            OutWithReplacementTile,
            RobbingTheKong,
            TwoConcealedKongs,
            AllPungs,
            HalfFlush,
            MixedShiftedChows,
            AllTypes,
            MeldedHand,
            TwoDragonPungs,
            OutsideHand,
            FullyConcealedHand,
            TwoMeldedKongs,
            LastTile,
            DragonPung,
            PrevalentWind,
            SeatWind,
            ConcealedHand,
            AllChows,
            TileHog,
            DoublePung,
            TwoConcealedPungs,
            ConcealedKong,
            AllSimples,
            PureDoubleChow,
            MixedDoubleChow,
            ShortStraight,
            TwoTerminalChows,
            PungOfTerminalsOrHonors,
            MeldedKong,
            OneVoidedSuit,
            NoHonors,
            EdgeWait,
            ClosedWait,
            SingleWait,
            SelfDrawn,
            FlowerTiles,
        ];
        ORDER[n as usize - 1]
    }

    /// The fan's number in the rule book, 1-81.
    pub fn number(self) -> u8 {
        self as u8
    }
    fn row(self) -> &'static (&'static str, &'static str, &'static str, u32) {
        &TABLE[self as usize - 1]
    }
    /// Stable id (JSON `fans[].id`).
    pub fn id(self) -> &'static str {
        self.row().0
    }
    /// English name of the 2006 rule book.
    pub fn en(self) -> &'static str {
        self.row().1
    }
    /// The Dutch name of seed 004.
    pub fn nl(self) -> &'static str {
        self.row().2
    }
    /// The fan's value.
    pub fn value(self) -> u32 {
        self.row().3
    }
}

/// The implied fans of the 2006 rule book ("not counted"), and 004's
/// "Verduidelijking": a fan on the left makes each fan on the right
/// unavoidable, so those are not counted with it. A fan removes every
/// instance of what it implies, so only whole-hand implications are here.
/// Those that concern some sets only are kept out where the sets are
/// combined: a combination of chows or pungs never also counts the pairs
/// inside it (Pure Straight and Short Straight, Mixed Triple and Mixed
/// Double Chow, Triple and Double Pung, ...), yet the fourth set may still
/// combine once (`score::chow_combinations`); three wind pungs do not also
/// count as Pung of Terminals or Honors (`score::regular_fans`).
pub const IMPLIED: &[(Fan, &[Fan])] = &[
    (BigFourWinds, &[BigThreeWinds, LittleFourWinds, AllPungs, SeatWind, PrevalentWind, PungOfTerminalsOrHonors]),
    (BigThreeDragons, &[LittleThreeDragons, TwoDragonPungs, DragonPung]),
    (AllGreen, &[HalfFlush, OneVoidedSuit]),
    // 004: Nine Gates is concealed and is not counted with Pung of Terminals.
    (NineGates, &[FullFlush, ConcealedHand, PungOfTerminalsOrHonors, OneVoidedSuit, NoHonors]),
    (FourKongs, &[ThreeKongs, TwoMeldedKongs, TwoConcealedKongs, MeldedKong, ConcealedKong, AllPungs, SingleWait]),
    (SevenShiftedPairs, &[SevenPairs, FullFlush, ConcealedHand, SingleWait, OneVoidedSuit, NoHonors]),
    (ThirteenOrphans, &[AllTypes, ConcealedHand, SingleWait]),
    // 004: all terminals / honors are not counted with All Pungs or Pung of Terminals.
    // Ruling 28: four pungs of 1s and 9s cannot avoid a double pung, so
    // All Terminals implies Double Pung (not Triple Pung, which it can avoid).
    (AllTerminals, &[AllTerminalsAndHonors, AllPungs, OutsideHand, PungOfTerminalsOrHonors, NoHonors, DoublePung]),
    (LittleFourWinds, &[BigThreeWinds]),
    (LittleThreeDragons, &[TwoDragonPungs, DragonPung]),
    (AllHonors, &[AllTerminalsAndHonors, AllPungs, OutsideHand, PungOfTerminalsOrHonors]),
    (FourConcealedPungs, &[ThreeConcealedPungs, TwoConcealedPungs, AllPungs, ConcealedHand]),
    (PureTerminalChows, &[FullFlush, AllChows, OneVoidedSuit, NoHonors]),
    (QuadrupleChow, &[TileHog]),
    (FourPureShiftedPungs, &[AllPungs]),
    (ThreeKongs, &[TwoMeldedKongs, TwoConcealedKongs, MeldedKong, ConcealedKong]),
    (AllTerminalsAndHonors, &[AllPungs, OutsideHand, PungOfTerminalsOrHonors]),
    (SevenPairs, &[ConcealedHand, SingleWait]),
    (GreaterHonorsAndKnittedTiles, &[LesserHonorsAndKnittedTiles, AllTypes, ConcealedHand]),
    // 004: Seven Pairs is not counted with All Even Pungs (pungs only).
    (AllEvenPungs, &[AllPungs, AllSimples, NoHonors]),
    (FullFlush, &[OneVoidedSuit, NoHonors]),
    (UpperTiles, &[UpperFour, NoHonors]),
    (MiddleTiles, &[AllSimples, NoHonors]),
    (LowerTiles, &[LowerFour, NoHonors]),
    (ThreeSuitedTerminalChows, &[AllChows, NoHonors]),
    (AllFives, &[AllSimples, NoHonors]),
    (ThreeConcealedPungs, &[TwoConcealedPungs]),
    (LesserHonorsAndKnittedTiles, &[AllTypes, ConcealedHand]),
    (UpperFour, &[NoHonors]),
    (LowerFour, &[NoHonors]),
    (ReversibleTiles, &[OneVoidedSuit]),
    (LastTileDraw, &[SelfDrawn]),
    (OutWithReplacementTile, &[SelfDrawn]),
    (RobbingTheKong, &[LastTile]),
    (TwoConcealedKongs, &[ConcealedKong, TwoConcealedPungs]),
    (HalfFlush, &[OneVoidedSuit]),
    (MeldedHand, &[SingleWait]),
    (TwoDragonPungs, &[DragonPung]),
    (FullyConcealedHand, &[SelfDrawn, ConcealedHand]),
    (TwoMeldedKongs, &[MeldedKong]),
    (AllChows, &[NoHonors]),
    (AllSimples, &[NoHonors]),
];

/// For each fan (by number), the set of fans it implies, as bits.
const IMPLIED_MASKS: [u128; 82] = {
    let mut masks = [0u128; 82];
    let mut i = 0;
    while i < IMPLIED.len() {
        let (by, implied) = IMPLIED[i];
        let mut j = 0;
        while j < implied.len() {
            masks[by as usize] |= 1u128 << implied[j] as u32;
            j += 1;
        }
        i += 1;
    }
    masks
};

/// Whether `by` makes `f` unavoidable, so `f` is not counted beside it.
pub fn implies(by: Fan, f: Fan) -> bool {
    IMPLIED_MASKS[by as usize] & (1u128 << f as u32) != 0
}

impl Fan {
    /// How often the fan can count in one hand (2006 rule book): a fan of
    /// two sets at most twice among four sets, a set's fan for each of the
    /// four (111m 999m 111p 999p 55s), a tile hog for each of three tiles
    /// (12 of the 14), a flower for each of eight; every other fan once.
    pub fn most(self) -> u32 {
        match self {
            PureDoubleChow | MixedDoubleChow | ShortStraight | TwoTerminalChows | DoublePung => 2,
            TileHog => 3,
            PungOfTerminalsOrHonors => 4,
            FlowerTiles => 8,
            _ => 1,
        }
    }
}

/// Removes every fan implied by another fan in the list: one pass over the
/// fans present, with `IMPLIED` as bit sets.
pub fn drop_implied(fans: &mut Vec<(Fan, u32)>) {
    let implied = fans.iter().fold(0u128, |m, &(f, _)| m | IMPLIED_MASKS[f as usize]);
    fans.retain(|&(f, _)| implied & (1u128 << f as u32) == 0);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dutch_names_by_their_meaning() {
        // Ruling 29: 004 (fans 63 and 76) prints these two names the other
        // way round; the app names each fan by what it means. Values
        // unchanged: All Chows 2, No Honors 1.
        assert_eq!((Fan::AllChows.nl(), Fan::AllChows.en(), Fan::AllChows.value()), ("Alleen chows", "All Chows", 2));
        assert_eq!((Fan::NoHonors.nl(), Fan::NoHonors.en(), Fan::NoHonors.value()), ("Geen troefstenen", "No Honors", 1));
    }

    #[test]
    fn eighty_one_fans_in_rule_book_order() {
        for (i, f) in Fan::ALL.iter().enumerate() {
            assert_eq!(f.number() as usize, i + 1, "{f:?}");
        }
        // Values by group (2006 rule book): 7 x 88, 6 x 64, 2 x 48, 3 x 32,
        // 9 x 24, 6 x 16, 5 x 12, 10 x 8, 6 x 6, 4 x 4, 10 x 2, 13 x 1.
        let count = |v| Fan::ALL.iter().filter(|f| f.value() == v).count();
        let groups = [(88, 7), (64, 6), (48, 2), (32, 3), (24, 9), (16, 6), (12, 5), (8, 10), (6, 6), (4, 4), (2, 10), (1, 13)];
        for (v, n) in groups {
            assert_eq!(count(v), n, "fans worth {v}");
        }
        assert_eq!(groups.iter().map(|g| g.1).sum::<usize>(), 81);
        // Ids are unique.
        let mut ids: Vec<&str> = Fan::ALL.iter().map(|f| f.id()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), 81);
        // 004's value for Chicken Hand (2) is an erratum: the rule book gives 8.
        assert_eq!(ChickenHand.value(), 8);
    }

    #[test]
    fn an_implied_fan_is_worth_less_than_what_implies_it() {
        // Implication never removes more than it gives: each implied fan
        // is worth no more than the fan that implies it, or the table is wrong.
        for (by, implied) in IMPLIED {
            for f in *implied {
                assert!(f.value() <= by.value(), "{by:?} implies {f:?}");
                assert_ne!(by, f);
            }
        }
    }

    #[test]
    fn implied_fans_are_dropped_in_one_pass() {
        // 004: Fully Concealed Hand is not counted with Self-Drawn or Concealed Hand.
        let mut fans = vec![(FullyConcealedHand, 1), (SelfDrawn, 1), (ConcealedHand, 1), (ShortStraight, 1)];
        drop_implied(&mut fans);
        assert_eq!(fans, [(FullyConcealedHand, 1), (ShortStraight, 1)]);
    }
}
