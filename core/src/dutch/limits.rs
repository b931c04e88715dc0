//! Limit hands (limietspelen), NTS 2002 "Limietspelen" and rulings 16-18, 26.
//! Irregular limits are whole-hand shapes of 14 concealed tiles; regular
//! limits are read from an arrangement of sets and a pair.

use crate::arrange::{Arrangement, GroupKind};
use crate::rules::{RuleSet, TwinsTerminals};
use crate::tile::{Tile, TileCounts};

/// A limit hand (limietspel) of NTS 2002 "Limietspelen".
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Limit {
    // Irregular (ruling 16).
    /// Nine gates (Negen poorten), irregular, 2000 by default.
    NineGates,
    /// Thirteen orphans (Dertien wezen), irregular, 2000 by default.
    ThirteenOrphans,
    /// Seven pairs of honours (Tweelingen van troefstenen), irregular, 2000 by default.
    HonourTwins,
    /// Wind snake (Windenslang), irregular, 1000 by default.
    WindSnake,
    /// Dragon snake (Drakenslang), irregular, 1000 by default.
    DragonSnake,
    /// Court of Peking (Hof van Peking), irregular, 1000 by default.
    CourtOfPeking,
    /// Seven pairs of one suit (Zuivere tweelingen), irregular, 1000 by default.
    PureTwins,
    /// Seven pairs of terminals and honours (Zeer schone tweelingen), irregular, 1000 by default.
    VeryCleanTwins,
    /// Seven pairs of one suit and honours (Schone tweelingen), irregular, 500 by default.
    CleanTwins,
    /// Seven pairs (Zeven tweelingen), irregular, 250 by default.
    SevenTwins,
    // Regular (ruling 18).
    /// Four winds (Vier winden), regular, 2000 by default.
    FourWinds,
    /// Three dragons (Drie draken), regular, 2000 by default.
    ThreeDragons,
    /// All green (Jade spel), regular, 2000 by default.
    Jade,
    /// Heavenly hand (Spel van de hemel), regular, 2000 by default.
    Heaven,
    /// Four concealed kongs (Vier verborgen kongs), regular, 2000 by default.
    FourConcealedKongs,
    /// Heads and tails (Kop en staart), regular, 2000 by default.
    HeadAndTail,
    /// Earthly hand (Spel van de aarde), regular, 1000 by default.
    Earth,
    /// Winding snake (Kronkelende slang), regular, 1000 by default.
    WindingSnake,
}

/// (id, Dutch name, English name, value, irregular). The winding snake's
/// value comes from the rule set (ruling 18), the table's is the default.
const TABLE: [(&str, &str, &str, u32, bool); 18] = [
    ("nine_gates", "Negen poorten", "Nine gates", 2000, true),
    ("thirteen_orphans", "Dertien wezen", "Thirteen orphans", 2000, true),
    ("honour_twins", "Tweelingen van troefstenen", "Seven pairs of honours", 2000, true),
    ("wind_snake", "Windenslang", "Wind snake", 1000, true),
    ("dragon_snake", "Drakenslang", "Dragon snake", 1000, true),
    ("court_of_peking", "Hof van Peking", "Court of Peking", 1000, true),
    ("pure_twins", "Zuivere tweelingen", "Seven pairs of one suit", 1000, true),
    ("very_clean_twins", "Zeer schone tweelingen", "Seven pairs of terminals and honours", 1000, true),
    ("clean_twins", "Schone tweelingen", "Seven pairs of one suit and honours", 500, true),
    ("seven_twins", "Zeven tweelingen", "Seven pairs", 250, true),
    ("four_winds", "Vier winden", "Four winds", 2000, false),
    ("three_dragons", "Drie draken", "Three dragons", 2000, false),
    ("jade", "Jade spel", "All green", 2000, false),
    ("heaven", "Spel van de hemel", "Heavenly hand", 2000, false),
    ("four_concealed_kongs", "Vier verborgen kongs", "Four concealed kongs", 2000, false),
    ("head_and_tail", "Kop en staart", "Heads and tails", 2000, false),
    ("earth", "Spel van de aarde", "Earthly hand", 1000, false),
    ("winding_snake", "Kronkelende slang", "Winding snake", 1000, false),
];

const WAITING_IDS: [&str; 10] = [
    "waiting_nine_gates",
    "waiting_thirteen_orphans",
    "waiting_honour_twins",
    "waiting_wind_snake",
    "waiting_dragon_snake",
    "waiting_court_of_peking",
    "waiting_pure_twins",
    "waiting_very_clean_twins",
    "waiting_clean_twins",
    "waiting_seven_twins",
];

impl Limit {
    /// All 18 limit hands, irregular first.
    pub const ALL: [Limit; 18] = [
        Limit::NineGates,
        Limit::ThirteenOrphans,
        Limit::HonourTwins,
        Limit::WindSnake,
        Limit::DragonSnake,
        Limit::CourtOfPeking,
        Limit::PureTwins,
        Limit::VeryCleanTwins,
        Limit::CleanTwins,
        Limit::SevenTwins,
        Limit::FourWinds,
        Limit::ThreeDragons,
        Limit::Jade,
        Limit::Heaven,
        Limit::FourConcealedKongs,
        Limit::HeadAndTail,
        Limit::Earth,
        Limit::WindingSnake,
    ];
    /// Stable id (JSON `items[].id`).
    pub fn id(self) -> &'static str {
        TABLE[self as usize].0
    }
    /// Id of half the limit for a non-winner waiting on it (ruling 17).
    pub fn waiting_id(self) -> &'static str {
        WAITING_IDS.get(self as usize).copied().unwrap_or("waiting_limit")
    }
    /// Dutch name, as the club says it.
    pub fn nl(self) -> &'static str {
        TABLE[self as usize].1
    }
    /// English name.
    pub fn en(self) -> &'static str {
        TABLE[self as usize].2
    }
    /// A whole-hand shape of 14 concealed tiles (ruling 16), not read from sets.
    pub fn is_irregular(self) -> bool {
        TABLE[self as usize].4
    }
    /// The ruling of `shared/rules/README.md` it implements.
    pub fn rule(self) -> &'static str {
        match self {
            Limit::WindingSnake => "ruling 18, 26",
            Limit::HeadAndTail | Limit::Jade => "ruling 18, 26",
            _ if self.is_irregular() => "ruling 16",
            _ => "ruling 18",
        }
    }
    /// The value under a rule set, never above its limit.
    pub fn value(self, rules: &RuleSet) -> u32 {
        let v = match self {
            Limit::WindingSnake => rules.winding_snake,
            _ => TABLE[self as usize].3,
        };
        v.min(rules.limit)
    }
}

/// The highest irregular limit the 14 concealed tiles form (ruling 16), if
/// any. The caller makes sure the hand has no declared melds. With
/// `twins_only`, only the seven-pairs shapes count (ruling 25).
pub fn irregular(c: &TileCounts, rules: &RuleSet, twins_only: bool) -> Option<Limit> {
    // Every shape needs even counts (twins), no simples (orphans) or a
    // single suit (gates, snakes, court): most hands fail all three at once.
    let all_even = c.iter().all(|&n| n % 2 == 0);
    let simples = (0..27).any(|i| c[i] > 0 && i % 9 != 0 && i % 9 != 8);
    if !all_even && (twins_only || (simples && suits_used(c) > 1)) {
        return None;
    }
    let mut best: Option<Limit> = None;
    let mut consider = |l: Limit| {
        if best.is_none_or(|b| l.value(rules) > b.value(rules)) {
            best = Some(l);
        }
    };
    if let Some(l) = twins(c, rules) {
        consider(l);
    }
    if twins_only {
        return best;
    }
    if nine_gates(c) {
        consider(Limit::NineGates);
    }
    if thirteen_orphans(c) {
        consider(Limit::ThirteenOrphans);
    }
    if let Some(l) = snake_or_court(c) {
        consider(l);
    }
    best
}

/// A cheap necessary condition for 13 tiles to be one tile short of an
/// irregular limit: seven pairs need exactly one odd count; thirteen
/// orphans no simples; the suit-based shapes a single suit.
pub fn could_wait_irregular(c: &TileCounts) -> bool {
    let odd = c.iter().filter(|&&n| n % 2 == 1).count();
    let simples = (0..27).any(|i| c[i] > 0 && i % 9 != 0 && i % 9 != 8);
    odd == 1 || !simples || suits_used(c) <= 1
}

fn suits_used(c: &TileCounts) -> usize {
    (0..3).filter(|s| c[s * 9..s * 9 + 9].iter().any(|&n| n > 0)).count()
}
fn honours(c: &TileCounts) -> u32 {
    c[27..34].iter().map(|&n| n as u32).sum()
}

/// Negen poorten: 1112345678999 of one suit plus one more of that suit.
/// Every concealed kronkelende slang is this shape too (ruling 26).
fn nine_gates(c: &TileCounts) -> bool {
    (0..3).any(|s| {
        let x = &c[s * 9..s * 9 + 9];
        let total: u32 = x.iter().map(|&n| n as u32).sum();
        total == 14 && x[0] >= 3 && x[8] >= 3 && x[1..8].iter().all(|&n| n >= 1)
    })
}

/// Dertien wezen: one of each terminal and honour plus one more of them.
fn thirteen_orphans(c: &TileCounts) -> bool {
    let mut total = 0;
    for (i, &n) in c.iter().enumerate() {
        let t = Tile::from_index(i as u8).unwrap();
        if t.is_terminal_or_honour() {
            if n == 0 {
                return false;
            }
            total += n;
        } else if n > 0 {
            return false;
        }
    }
    total == 14
}

/// The seven-pairs family (ruling 16): four equal tiles count as two pairs.
fn twins(c: &TileCounts, rules: &RuleSet) -> Option<Limit> {
    let total: u32 = c.iter().map(|&n| n as u32).sum();
    if total != 14 || c.iter().any(|&n| n % 2 == 1) {
        return None;
    }
    let suits = suits_used(c);
    let hon = honours(c);
    let only_terminals_suited = (0..27).all(|i| c[i] == 0 || i % 9 == 0 || i % 9 == 8);
    Some(if suits == 0 {
        Limit::HonourTwins
    } else if suits == 1 && hon == 0 {
        Limit::PureTwins
    } else if only_terminals_suited && (suits == 1 || rules.twins_terminals == TwinsTerminals::Any) {
        Limit::VeryCleanTwins
    } else if suits == 1 {
        Limit::CleanTwins
    } else {
        Limit::SevenTwins
    })
}

/// Windenslang, drakenslang, hof van Peking (ruling 16).
fn snake_or_court(c: &TileCounts) -> Option<Limit> {
    let suit = (0..3).find(|s| c[s * 9..s * 9 + 9].iter().any(|&n| n > 0))?;
    if suits_used(c) != 1 {
        return None;
    }
    let x = &c[suit * 9..suit * 9 + 9];
    let winds = &c[27..31];
    let dragons = &c[31..34];
    let ones = |s: &[u8]| s.iter().all(|&n| n == 1);
    let zeros = |s: &[u8]| s.iter().all(|&n| n == 0);
    let suit_total: u8 = x.iter().sum();
    let wind_total: u8 = winds.iter().sum();
    // 1-9 + E S W N + one more of those (suit tile or wind).
    if zeros(dragons) && x.iter().all(|&n| n >= 1) && winds.iter().all(|&n| n >= 1) && suit_total + wind_total == 14 {
        return Some(Limit::WindSnake);
    }
    // 1-9 + C F P + a pair of one wind.
    if ones(x) && ones(dragons) && wind_total == 2 && winds.contains(&2) {
        return Some(Limit::DragonSnake);
    }
    // 1-7 + E S W N + C F P.
    if ones(&x[..7]) && zeros(&x[7..]) && ones(winds) && ones(dragons) {
        return Some(Limit::CourtOfPeking);
    }
    None
}

/// Regular limits read from an arrangement (ruling 18, 26), highest value
/// first. `all` counts the whole hand. Heaven and earth come from the
/// circumstances and are added by the caller.
pub fn regular(arr: &Arrangement, all: &TileCounts, rules: &RuleSet) -> Option<Limit> {
    let gs = arr.groups();
    let sets = || gs.iter().filter(|g| g.kind != GroupKind::Pair);
    let pair = gs.iter().find(|g| g.kind == GroupKind::Pair)?;
    let pungs_of = |f: fn(Tile) -> bool| sets().filter(|g| g.is_pung_or_kong() && f(g.tile)).count();
    let mut found: Vec<Limit> = Vec::new();
    if pungs_of(Tile::is_wind) == 4 {
        found.push(Limit::FourWinds);
    }
    if pungs_of(Tile::is_dragon) == 3 {
        found.push(Limit::ThreeDragons);
    }
    // Jade: only 2s 3s 4s 6s 8s and F; chows allowed, F optional (ruling 26).
    const GREEN: [usize; 6] = [19, 20, 21, 23, 25, 32];
    if all.iter().enumerate().all(|(i, &n)| n == 0 || GREEN.contains(&i)) {
        found.push(Limit::Jade);
    }
    if sets().filter(|g| g.kind == GroupKind::Kong && g.declared && g.concealed).count() == 4 {
        found.push(Limit::FourConcealedKongs);
    }
    // Kop en staart: pungs/kongs of 1s and 9s, any suits, and a pair of them (ruling 26).
    if sets().all(|g| g.is_pung_or_kong() && g.tile.is_terminal()) && pair.tile.is_terminal() {
        found.push(Limit::HeadAndTail);
    }
    if winding_snake(arr) {
        found.push(Limit::WindingSnake);
    }
    found.into_iter().max_by_key(|l| (l.value(rules), std::cmp::Reverse(*l as u8)))
}

/// Kronkelende slang: one suit, pungs (or kongs) of 1 and 9 plus one of
/// 22 345 678, 234 55 678, 234 567 88 (ruling 18, 26).
fn winding_snake(arr: &Arrangement) -> bool {
    let gs = arr.groups();
    let Some(suit) = gs[0].tile.suit() else { return false };
    if gs.iter().any(|g| g.tile.suit() != Some(suit)) {
        return false;
    }
    let n = |g: &crate::arrange::Group| g.tile.number().unwrap_or(0);
    let has = |kind: GroupKind, num: u8| {
        gs.iter().any(|g| n(g) == num && (g.kind == kind || (kind == GroupKind::Pung && g.kind == GroupKind::Kong)))
    };
    let ends = has(GroupKind::Pung, 1) && has(GroupKind::Pung, 9);
    let middles = [(2, 3, 6), (5, 2, 6), (8, 2, 5)];
    ends && middles.iter().any(|&(pair, c1, c2)| has(GroupKind::Pair, pair) && has(GroupKind::Chow, c1) && has(GroupKind::Chow, c2))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::{counts, parse_tiles};

    fn c(s: &str) -> TileCounts {
        counts(&parse_tiles(s).unwrap())
    }

    #[test]
    fn irregular_shapes() {
        let r = RuleSet::NTS;
        assert_eq!(irregular(&c("11123456789999m"), &r, false), Some(Limit::NineGates));
        assert_eq!(irregular(&c("19m19p19sESWNCFPP"), &r, false), Some(Limit::ThirteenOrphans));
        assert_eq!(irregular(&c("EESSWWNNCCFFPP"), &r, false), Some(Limit::HonourTwins));
        assert_eq!(irregular(&c("123456789sESWNN"), &r, false), Some(Limit::WindSnake));
        assert_eq!(irregular(&c("123456789sCFPEE"), &r, false), Some(Limit::DragonSnake));
        assert_eq!(irregular(&c("1234567pESWNCFP"), &r, false), Some(Limit::CourtOfPeking));
        assert_eq!(irregular(&c("11335577889922s"), &r, false), Some(Limit::PureTwins));
        // 13 tiles, or an odd count: no seven pairs.
        assert_eq!(irregular(&c("1199sEESSWWCCF"), &r, false), None);
        assert_eq!(irregular(&c("1199sEESSWWCFF"), &r, false), None);
        assert_eq!(irregular(&c("1199sEESSWWCCPP"), &r, false), Some(Limit::VeryCleanTwins));
        assert_eq!(irregular(&c("2299sEESSWWCCPP"), &r, false), Some(Limit::CleanTwins));
        assert_eq!(irregular(&c("22m99sEESSWWCCP"), &r, false), None);
        assert_eq!(irregular(&c("22m99s11pSSWWCFPP"), &r, false), None); // single C and F
        assert_eq!(irregular(&c("22m99s11pSSWWCCPP"), &r, false), Some(Limit::SevenTwins));
        // Ruling 16: pairs 1m 9s 1p + four honour pairs: classic any terminals 1000, nts 250.
        assert_eq!(irregular(&c("11m99s11pSSWWCCPP"), &r, false), Some(Limit::SevenTwins));
        assert_eq!(irregular(&c("11m99s11pSSWWCCPP"), &RuleSet::CLASSIC, false), Some(Limit::VeryCleanTwins));
    }
}
