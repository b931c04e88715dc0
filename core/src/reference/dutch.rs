//! The reference of the Dutch rule sets (NTS 2002, classic, NMB): every
//! scoring item and limit hand from the engine's tables, the general rules
//! (minimum, limit, dead hand, settlement, how East moves), and for
//! `classic` and `nmb` what differs from NTS 2002.
//!
//! Explanations are the project's words; the example of each entry is a
//! hand the engine scores under that rule set and that earns the entry
//! (`reference::tests`).

use super::{Citation, Entry, Example, ExampleOption, GameExample, HandExample, How, Reference, Section, SettleExample, Text, Value};
use crate::dutch::books::source;
use crate::dutch::items::{ItemKind, Worth};
use crate::dutch::limits::Limit;
use crate::rules::{Rotation, RuleSet, TwinsTerminals, Variant};
use crate::tile::Wind;

/// The one entry for waiting on any irregular limit (ruling 17).
pub(crate) const WAITING_NAME: (&str, &str) = ("Wachten op een onregelmatig limietspel", "Waiting on an irregular limit hand");

/// The reference of a Dutch rule set, with its values.
pub fn reference(rules: &RuleSet) -> Reference {
    use ItemKind::*;
    let items = |kinds: &[ItemKind]| kinds.iter().map(|&k| item_entry(k, rules)).collect::<Vec<_>>();
    let mut game = vec![item_entry(Mahjong, rules)];
    game.extend(game_rules(rules));
    let mut sections = vec![
        section("spel", ("Mahjong en afrekenen", "Mahjong and settlement"), game),
        section(
            "combinaties",
            ("Punten voor combinaties", "Points for sets"),
            items(&[
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
            ]),
        ),
        section(
            "verdubbelingen",
            ("Verdubbelingen voor iedereen", "Doublings for every player"),
            items(&[
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
            ]),
        ),
        section(
            "winnaar",
            ("Alleen voor de winnaar", "For the winner only"),
            items(&[
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
            ]),
        ),
        section("limieten", ("Limietspelen", "Limit hands"), limit_entries(rules)),
    ];
    // Gelukstenen are an option of the NMB rules only (ruling 21).
    if rules.variant == Variant::Nmb {
        sections.push(section(
            "gelukstenen",
            ("Gelukstenen (optie)", "Flowers and seasons (option)"),
            items(&[Flower, OwnFlower, OwnSeason, AllFlowers, AllSeasons]),
        ));
    }
    Reference { rules: rules.variant, sections }
}

fn section(id: &str, (nl, en): (&str, &str), entries: Vec<Entry>) -> Section {
    Section { id: id.to_string(), name: Text::new(nl, en), entries }
}

fn value(worth: Worth, rules: &RuleSet) -> Value {
    match worth {
        Worth::Points(n) => Value::Points(n),
        Worth::Doublings(n) => Value::Doublings(n),
        Worth::Limit(l) => Value::Limit(l.value(rules)),
        Worth::HalfLimit(l) => Value::HalfLimit(l.value(rules) / 2),
    }
}

fn hand(text: &str) -> HandExample {
    HandExample::new(text, Wind::East, Wind::East, &[])
}

fn hand_at(text: &str, seat: Wind, how: &[How]) -> HandExample {
    HandExample::new(text, seat, Wind::East, how)
}

/// Seed 003's worked example: South wins on a discarded 3s, 24 points and
/// 2 doublings (four chows, all simples) = 96.
fn seed_003_south() -> HandExample {
    hand_at("234m 456p 678p 567s 3s +3s", Wind::South, &[])
}

fn item_entry(kind: ItemKind, rules: &RuleSet) -> Entry {
    let (nl, en, example) = about_item(kind);
    Entry {
        id: kind.id().to_string(),
        slug: super::item_slug(kind),
        name: Text::new(kind.nl(), kind.en()),
        value: Some(value(kind.worth(), rules)),
        about: Text::new(nl, en),
        differs: item_differs(kind, rules),
        source: source(kind, rules.variant).into(),
        example: Example::Hand(example),
        implies: Vec::new(),
    }
}

/// What a scoring item is, and a hand that earns it (NTS 2002 tables,
/// rulings 4-13 and 21; the hands are worked out in `reference::tests`).
fn about_item(kind: ItemKind) -> (&'static str, &'static str, HandExample) {
    use ItemKind::*;
    match kind {
        // Not mahjong: 13 tiles, and the pung is the only set that scores.
        PungSimplesOpen => (
            "Drie gelijke eenvoudige stenen (2 t/m 8), open op tafel gelegd.",
            "Three equal simples (2 to 8), exposed on the table.",
            hand("[555p] 123m 789s 23s E C"),
        ),
        PungSimplesConcealed => (
            "Drie gelijke eenvoudige stenen (2 t/m 8) op stok. Maakt een weggegooide winnende steen de pung af, dan telt hij als open.",
            "Three equal simples (2 to 8), concealed. A pung completed by a discarded winning tile counts as exposed.",
            hand("555p 123m 789s 23s E C"),
        ),
        PungHonoursOpen => (
            "Drie gelijke edelstenen (enen, negens, winden of draken), open op tafel gelegd.",
            "Three equal terminals or honours (1s, 9s, winds or dragons), exposed on the table.",
            hand("[999p] 123m 456s 23s E C"),
        ),
        PungHonoursConcealed => (
            "Drie gelijke edelstenen (enen, negens, winden of draken) op stok.",
            "Three equal terminals or honours (1s, 9s, winds or dragons), concealed.",
            hand("999p 123m 456s 23s E C"),
        ),
        KongSimplesOpen => (
            "Vier gelijke eenvoudige stenen, als kong gemeld en open op tafel gelegd. Vier gelijke stenen die niet als kong gemeld zijn, tellen als pung.",
            "Four equal simples declared as a kong and exposed. Four equal tiles that were not declared count as a pung.",
            hand("[5555p] 123m 789s 23s E C"),
        ),
        KongSimplesConcealed => (
            "Vier gelijke eenvoudige stenen, als dichte kong gemeld: ze liggen op tafel, de buitenste twee gesloten.",
            "Four equal simples declared as a concealed kong: on the table, the outer two face down.",
            hand("(5555p) 123m 789s 23s E C"),
        ),
        KongHonoursOpen => (
            "Vier gelijke edelstenen, als kong gemeld en open op tafel gelegd.",
            "Four equal terminals or honours declared as a kong and exposed.",
            hand("[9999p] 123m 456s 23s E C"),
        ),
        KongHonoursConcealed => (
            "Vier gelijke edelstenen, als dichte kong gemeld.",
            "Four equal terminals or honours declared as a concealed kong.",
            hand("(9999p) 123m 456s 23s E C"),
        ),
        PairDragons => (
            "Een paar draken. Telt voor iedere speler, ook zonder mahjong.",
            "A pair of dragons. Counts for every player, mahjong or not.",
            hand("CC 123m 456s 789p 23s"),
        ),
        PairSeatWind => (
            "Een paar van de eigen wind. Is die wind ook de wind van de ronde, dan tellen beide.",
            "A pair of the player's own wind. When it is also the round wind, both count.",
            hand_at("SS 123m 456s 789p 23s", Wind::South, &[]),
        ),
        PairRoundWind => (
            "Een paar van de wind van de ronde.",
            "A pair of the round wind.",
            hand_at("EE 123m 456s 789p 23s", Wind::South, &[]),
        ),
        DragonSet => (
            "Elke pung of kong van draken: een verdubbeling, naast de punten voor de pung.",
            "Each pung or kong of dragons: a doubling, besides the pung's points.",
            hand("CCC 123m 456s 789p 3s"),
        ),
        SeatWindSet => (
            "Een pung of kong van de eigen wind. Is het ook de wind van de ronde, dan tellen beide.",
            "A pung or kong of the player's own wind. When it is also the round wind, both count.",
            hand_at("SSS 123m 456s 789p 3s", Wind::South, &[]),
        ),
        RoundWindSet => (
            "Een pung of kong van de wind van de ronde.",
            "A pung or kong of the round wind.",
            hand_at("EEE 123m 456s 789p 3s", Wind::South, &[]),
        ),
        ThreeConcealedPungs => (
            "Drie pungs op stok; een kong, open of dicht, telt ook als dichte pung. Van de bijzondere groeperingen telt alleen de hoogste.",
            "Three concealed pungs; a kong, exposed or concealed, counts as a concealed pung too. Of the special groupings only the highest counts.",
            hand("222m 555p 888s 123s C"),
        ),
        FourConcealedPungs => (
            "Vier pungs op stok; kongs tellen mee. Van de bijzondere groeperingen telt alleen de hoogste.",
            "Four concealed pungs; kongs count too. Of the special groupings only the highest counts.",
            hand("222m 555p 888s 333s C"),
        ),
        ThreeConcealedKongs => (
            "Drie dichte kongs. Van de bijzondere groeperingen telt alleen de hoogste.",
            "Three concealed kongs. Of the special groupings only the highest counts.",
            hand("(2222m) (5555p) (8888s) 123s C"),
        ),
        FourKongs => (
            "Vier kongs, open of dicht. Van de bijzondere groeperingen telt alleen de hoogste.",
            "Four kongs, exposed or concealed. Of the special groupings only the highest counts.",
            hand("[2222m] [5555p] (8888s) [3333s] C"),
        ),
        Clean => (
            "Stenen van één soort met winden en draken, of alleen winden en draken met enen en negens. Van schoon, zeer schoon en zuiver telt alleen de hoogste.",
            "One suit with winds and dragons, or only winds and dragons with 1s and 9s. Of clean, very clean and pure only the highest counts.",
            hand("111m 456m 789m 2m EE C"),
        ),
        VeryClean => (
            "Winden en draken met enen en negens van één soort. Van schoon, zeer schoon en zuiver telt alleen de hoogste.",
            "Winds and dragons with 1s and 9s of one suit. Of clean, very clean and pure only the highest counts.",
            hand_at("111m 999m WWW CC N S", Wind::South, &[]),
        ),
        Pure => (
            "Stenen van één soort zonder winden of draken, of alleen winden en draken. Van schoon, zeer schoon en zuiver telt alleen de hoogste.",
            "One suit without winds or dragons, or only winds and dragons. Of clean, very clean and pure only the highest counts.",
            hand("222m 345m 678m 888m 5m"),
        ),
        Flower => (
            "Elke bloem en elk seizoen dat de speler heeft gekregen.",
            "Each flower and each season the player was dealt or drew.",
            hand("123m 456s 789p 23s E C 3f").with_option(ExampleOption::Flowers),
        ),
        OwnFlower => (
            "De eigen bloem: Oost 1, Zuid 2, West 3, Noord 4.",
            "The player's own flower: East 1, South 2, West 3, North 4.",
            hand("123m 456s 789p 23s E C 1f").with_option(ExampleOption::Flowers),
        ),
        OwnSeason => (
            "Het eigen seizoen: Oost 1 (lente), Zuid 2, West 3, Noord 4.",
            "The player's own season: East 1 (spring), South 2, West 3, North 4.",
            hand("123m 456s 789p 23s E C 5f").with_option(ExampleOption::Flowers),
        ),
        AllFlowers => (
            "Alle vier bloemen.",
            "All four flowers.",
            hand("123m 456s 789p 23s E C 1f2f3f4f").with_option(ExampleOption::Flowers),
        ),
        AllSeasons => (
            "Alle vier seizoenen.",
            "All four seasons.",
            hand("123m 456s 789p 23s E C 5f6f7f8f").with_option(ExampleOption::Flowers),
        ),
        Mahjong => (
            "Wie mahjong maakt: vier combinaties van drie of vier stenen en een paar, of een limietspel.",
            "The winner: four sets of three or four tiles and a pair, or a limit hand.",
            seed_003_south(),
        ),
        WinningPair => (
            "De winnende steen maakt het paar af.",
            "The winning tile completes the pair.",
            seed_003_south(),
        ),
        OnlyPossibleTile => (
            "Op één steen na compleet, en maar één soort steen maakt het spel af. Hoeveel er van die steen nog in het spel zijn, maakt niet uit.",
            "One tile short, and only one kind of tile completes the hand. It does not matter how many of it are still in play.",
            seed_003_south(),
        ),
        SelfDrawn => (
            "De winnende steen zelf van de muur gepakt. Een losse steen na een kong telt ook als zelf gepakt.",
            "The winning tile drawn from the wall. A replacement tile after a kong counts as self-drawn too.",
            hand_at("234m 456p 678p 567s 3s +3s", Wind::South, &[How::SelfDrawn]),
        ),
        PelingEatsCake => (
            "Mahjong met kringen 1 (de cake) op een paar bamboe 1 (de pe-ling): de kringen 1 telt als bamboe 1, ook voor schoon en zuiver.",
            "Winning with 1 circle (the cake) on a pair of 1 bamboo (the bird): the 1 circle counts as 1 bamboo, also for clean and pure.",
            hand("123s 456s 789s 234s 1s +1p"),
        ),
        FullyConcealed => (
            "Niets open op tafel (dichte kongs mogen) en de winnende steen zelf gepakt.",
            "Nothing exposed (concealed kongs are fine) and the winning tile self-drawn.",
            hand_at("234m 456p 678p 567s 3s +3s", Wind::South, &[How::SelfDrawn]),
        ),
        LittleFourWinds => (
            "Drie pungs of kongs van winden en een paar van de vierde wind.",
            "Three pungs or kongs of winds and a pair of the fourth.",
            hand("EEE SSS WWW 123m N +N"),
        ),
        LittleThreeDragons => (
            "Twee pungs of kongs van draken en een paar van de derde draak.",
            "Two pungs or kongs of dragons and a pair of the third.",
            hand("CCC FFF 123m 456s P +P"),
        ),
        FourChows => ("Vier chows en een paar.", "Four chows and a pair.", seed_003_south()),
        FourPungs => ("Vier pungs of kongs en een paar.", "Four pungs or kongs and a pair.", hand("222m 555p 888s 333s C +C")),
        AllSimples => (
            "Alleen eenvoudige stenen, 2 t/m 8: geen enen, negens, winden of draken.",
            "Only simples, 2 to 8: no 1s, 9s, winds or dragons.",
            seed_003_south(),
        ),
        LastTile => (
            "Mahjong met de laatste steen van de muur, zelf gepakt.",
            "Winning on the last tile of the wall, self-drawn.",
            hand_at("234m 456p 678p 567s 3s +3s", Wind::South, &[How::SelfDrawn, How::LastTileOfWall]),
        ),
        LastTileOneCircle => (
            "Mahjong met de laatste steen van de muur, zelf gepakt, en die steen is kringen 1. Telt in plaats van de gewone laatste steen.",
            "Winning on the last tile of the wall, self-drawn, and it is 1 circle. Counts instead of the plain last tile.",
            hand_at("234m 456p 678p 567s 1p +1p", Wind::South, &[How::SelfDrawn, How::LastTileOfWall]),
        ),
        Replacement => (
            "Mahjong met de losse steen die na een kong gepakt wordt.",
            "Winning on the replacement tile drawn after a kong.",
            hand_at("(2222m) 456p 678p 567s 3s +3s", Wind::South, &[How::ReplacementTile]),
        ),
        ReplacementFiveCircle => (
            "Mahjong met de losse steen na een kong, en die steen is kringen 5. Telt in plaats van de gewone kong met bloeiende bloemen.",
            "Winning on the replacement tile after a kong, and it is 5 circle. Counts instead of the plain replacement tile.",
            hand_at("(2222m) 456p 678s 567s 5p +5p", Wind::South, &[How::ReplacementTile]),
        ),
        KongOnKong => (
            "Mahjong met de losse steen na twee kongs in één beurt. Telt in plaats van de gewone kong met bloeiende bloemen.",
            "Winning on the replacement tile after two kongs in one turn. Counts instead of the plain replacement tile.",
            hand_at("(2222m) (7777s) 456p 678p 3s +3s", Wind::South, &[How::KongOnKong]),
        ),
        RobbingKong => (
            "Mahjong met de steen die een ander bij zijn open pung legt om er een kong van te maken. Die steen telt als weggegooid.",
            "Winning on the tile another player adds to an exposed pung to make a kong. It counts as a discard.",
            hand_at("234m 456p 678p 35s 33s +4s", Wind::South, &[How::RobbingKong]),
        ),
        Limit(l) => about_limit(l),
        WaitingLimit(_) => (WAITING_ABOUT.0, WAITING_ABOUT.1, waiting_example()),
    }
}

const WAITING_ABOUT: (&str, &str) = (
    "Wie geen mahjong heeft maar op stok op één steen na een onregelmatig limietspel heeft, krijgt de helft van de waarde daarvan, of zijn gewone punten als dat meer is.",
    "A player without mahjong whose concealed tiles are one tile short of an irregular limit hand scores half its value, or the ordinary score if that is more.",
);

/// Thirteen orphans, one tile short: any of the 13 completes it.
fn waiting_example() -> HandExample {
    hand("19m19p19s E S W N C F P")
}

/// A limit hand: what it is and a hand that is one.
fn about_limit(l: Limit) -> (&'static str, &'static str, HandExample) {
    use Limit::*;
    match l {
        NineGates => (
            "Van één soort: 1 1 1, 2 t/m 8, 9 9 9 en nog één steen van die soort. Geheel op stok; de winnende steen mag van tafel komen.",
            "One suit: 1 1 1, 2 to 8, 9 9 9 and one more of that suit. Fully concealed; the winning tile may be a discard.",
            hand("1112345678999m +5m"),
        ),
        ThirteenOrphans => (
            "Van elke soort de 1 en de 9, elke wind en elke draak, en één daarvan dubbel. Geheel op stok; de winnende steen mag van tafel komen.",
            "The 1 and 9 of each suit, each wind and each dragon, and one of them twice. Fully concealed; the winning tile may be a discard.",
            hand("19m19p19s E S W N C F P +1m"),
        ),
        HonourTwins => (
            "Zeven paren winden en draken. Geheel op stok; de winnende steen mag van tafel komen.",
            "Seven pairs of winds and dragons. Fully concealed; the winning tile may be a discard.",
            hand("EE SS WW NN CC FF P +P"),
        ),
        WindSnake => (
            "1 t/m 9 van één soort, elke wind één keer, en één steen extra (1 t/m 9 of een wind). Geheel op stok; de winnende steen mag van tafel komen.",
            "1 to 9 of one suit, each wind once, and one more (1 to 9 or a wind). Fully concealed; the winning tile may be a discard.",
            hand("123456789s E S W N +E"),
        ),
        DragonSnake => (
            "1 t/m 9 van één soort, elke draak één keer, en een paar winden. Geheel op stok; de winnende steen mag van tafel komen.",
            "1 to 9 of one suit, each dragon once, and a pair of winds. Fully concealed; the winning tile may be a discard.",
            hand("123456789p C F P E +E"),
        ),
        CourtOfPeking => (
            "1 t/m 7 van één soort, elke wind en elke draak één keer. Geheel op stok; de winnende steen mag van tafel komen.",
            "1 to 7 of one suit, each wind and each dragon once. Fully concealed; the winning tile may be a discard.",
            hand("1234567m E S W N C F +P"),
        ),
        PureTwins => (
            "Zeven paren van één soort. Geheel op stok; de winnende steen mag van tafel komen.",
            "Seven pairs of one suit. Fully concealed; the winning tile may be a discard.",
            hand("1133557799228p +8p"),
        ),
        VeryCleanTwins => (
            "Zeven paren: winden, draken en enen en negens. Geheel op stok; de winnende steen mag van tafel komen.",
            "Seven pairs of winds, dragons and 1s and 9s. Fully concealed; the winning tile may be a discard.",
            hand("11m 99m EE SS CC FF P +P"),
        ),
        CleanTwins => (
            "Zeven paren van winden en draken en stenen van één soort. Geheel op stok; de winnende steen mag van tafel komen.",
            "Seven pairs of winds and dragons and one suit. Fully concealed; the winning tile may be a discard.",
            hand("22m 44m 66m 88m EE CC F +F"),
        ),
        SevenTwins => (
            "Zeven willekeurige paren; vier gelijke stenen zijn twee paren. Geheel op stok; de winnende steen mag van tafel komen.",
            "Any seven pairs; four equal tiles are two pairs. Fully concealed; the winning tile may be a discard.",
            hand("22m 33m 55p 88s EE CC 7s +7s"),
        ),
        FourWinds => (
            "Vier pungs of kongs van winden en een willekeurig paar. Mag open.",
            "Four pungs or kongs of winds and any pair. May be exposed.",
            hand("EEE SSS WWW NNN 5m +5m"),
        ),
        ThreeDragons => (
            "Drie pungs of kongs van draken, een willekeurige chow of pung en een paar. Mag open.",
            "Three pungs or kongs of dragons, any chow or pung, and a pair. May be exposed.",
            hand("CCC FFF PPP 234m 7s +7s"),
        ),
        Jade => (
            "Alleen groene stenen: bamboe 2, 3, 4, 6 en 8 en de groene draak (die mag ontbreken). Chows mogen; mag open.",
            "Only green tiles: bamboo 2, 3, 4, 6 and 8 and the green dragon (which may be absent). Chows are fine; may be exposed.",
            hand("[234s] 666s 888s FFF 3s +3s"),
        ),
        Heaven => (
            "Oost heeft met de eerste 14 stenen meteen mahjong.",
            "East wins with the 14 tiles dealt.",
            hand("234m 456p 678p 567s 3s +3s").with_how(&[How::Heaven]),
        ),
        FourConcealedKongs => (
            "Vier dichte kongs en een willekeurig paar.",
            "Four concealed kongs and any pair.",
            hand("(2222m) (5555p) (8888s) (EEEE) C +C"),
        ),
        HeadAndTail => (
            "Alleen pungs of kongs van enen en negens, en een paar enen of negens; verschillende soorten mogen. Mag open.",
            "Only pungs or kongs of 1s and 9s, and a pair of 1s or 9s; suits may be mixed. May be exposed.",
            hand("111m 999p 111s 999s 9m +9m"),
        ),
        Earth => (
            "Mahjong met de eerste steen die Oost weggooit.",
            "Winning on East's first discard.",
            hand_at("234m 456p 678p 567s 3s +3s", Wind::South, &[How::Earth]),
        ),
        WindingSnake => (
            "Van één soort: pungs 1 1 1 en 9 9 9 met 22 345 678, of 234 55 678, of 234 567 88. Mag open; geheel op stok is het ook negen poorten, en dat is meer.",
            "One suit: pungs 1 1 1 and 9 9 9 with 22 345 678, or 234 55 678, or 234 567 88. May be exposed; fully concealed it is also nine gates, which is more.",
            hand("[345s] 111s 999s 678s 2s +2s"),
        ),
    }
}

impl HandExample {
    fn with_how(mut self, how: &[How]) -> HandExample {
        self.how = how.to_vec();
        self
    }
}

/// Where this rule set differs from NTS 2002 for an item, or the option it
/// needs (rulings 7, 13, 16, 21, 22).
fn item_differs(kind: ItemKind, rules: &RuleSet) -> Option<Text> {
    use ItemKind::*;
    let v = rules.variant;
    let text = match kind {
        LastTile | LastTileOneCircle if rules.last_tile_includes_dead_wall => (
            "Klassiek: ook de laatste steen van de dode muur telt, zodat een losse steen die de laatste is beide oplevert.",
            "Classic: the last tile of the dead wall counts too, so a replacement tile that is the last tile gives both.",
        ),
        OnlyPossibleTile if rules.only_possible == crate::rules::OnlyPossible::ValidCompletion => (
            "NMB: een steen telt alleen als mogelijkheid als het spel er ook 2 verdubbelingen mee haalt.",
            "NMB: a tile only counts as a possibility when the hand also reaches 2 doublings with it.",
        ),
        Limit(crate::dutch::limits::Limit::VeryCleanTwins) if rules.twins_terminals == TwinsTerminals::Any => {
            ("Klassiek: enen en negens van verschillende soorten mogen.", "Classic: 1s and 9s of different suits are allowed.")
        }
        PairRoundWind | RoundWindSet if rules.green_dragon_round => (
            "Klassiek: in de ronde van de groene draak is de groene draak heersend in plaats van een wind.",
            "Classic: in the green-dragon round the green dragon prevails instead of a wind.",
        ),
        FourPungs if v == Variant::Nmb => {
            ("Staat niet in het NMB-boekje; gespeeld zoals in NTS 2002.", "Not in the NMB booklet; played as in NTS 2002.")
        }
        Flower | OwnFlower | OwnSeason | AllFlowers | AllSeasons => {
            ("Alleen als met gelukstenen gespeeld wordt (optie).", "Only when flowers and seasons are played (an option).")
        }
        _ => return None,
    };
    Some(Text::new(text.0, text.1))
}

/// The limit hands, irregular first, and waiting on an irregular one.
fn limit_entries(rules: &RuleSet) -> Vec<Entry> {
    let mut out: Vec<Entry> = Limit::ALL.iter().map(|&l| item_entry(ItemKind::Limit(l), rules)).collect();
    out.push(Entry {
        id: "waiting_limit".to_string(),
        slug: super::slug(WAITING_NAME.0),
        name: Text::new(WAITING_NAME.0, WAITING_NAME.1),
        value: None,
        about: Text::new(WAITING_ABOUT.0, WAITING_ABOUT.1),
        differs: None,
        source: source(ItemKind::WaitingLimit(Limit::ThirteenOrphans), rules.variant).into(),
        example: Example::Hand(waiting_example()),
        implies: Vec::new(),
    });
    out
}

/// Where a general rule stands in each book: (heading, the book's words)
/// in NTS 2002, Klassiek 2008 and NMB 2011. A rule a book does not have
/// is cited from the book that has it.
type Cites = [Option<(&'static str, &'static str)>; 3];

/// A general rule: no item of the engine, its own id and name.
fn rule(rules: &RuleSet, id: &str, name: (&str, &str), value: Option<Value>, about: (&str, &str), cites: Cites, example: Example) -> Entry {
    const BOOKS: [&str; 3] = ["NTS 2002", "Klassiek 2008", "NMB 2011"];
    let own = match rules.variant {
        Variant::Classic => 1,
        Variant::Nmb => 2,
        Variant::Nts | Variant::Mcr => 0,
    };
    let (book, (section, term)) =
        std::iter::once(own).chain(0..3).find_map(|b| cites[b].map(|c| (BOOKS[b], c))).unwrap_or(("NTS 2002", ("", "")));
    Entry {
        id: id.to_string(),
        slug: super::slug(name.0),
        name: Text::new(name.0, name.1),
        value,
        about: Text::new(about.0, about.1),
        differs: None,
        source: Citation { book: book.to_string(), section: section.to_string(), term: term.to_string() },
        example,
        implies: Vec::new(),
    }
}

/// Minimum, limit, dead hand, settlement and how East moves (rulings 14,
/// 15, 19-22), and the rules only `classic` or `nmb` has.
fn game_rules(rules: &RuleSet) -> Vec<Entry> {
    let v = rules.variant;
    let min = rules.min_doublings;
    let mut out = vec![
        rule(
            rules,
            "minimum_doublings",
            (&format!("Minimaal {min} verdubbelingen"), &format!("At least {min} doublings")),
            Some(Value::Doublings(min)),
            (
                "Mahjong is alleen geldig met genoeg verdubbelingen; een limietspel hoeft ze niet. Met minder heeft de speler een dood spel.",
                "A mahjong only counts with enough doublings; a limit hand needs none. With fewer the player has a dead hand.",
            ),
            [
                Some(("Mah-Jong", "Minimaal 2 verdubbelingen")),
                Some(("Voor de winnaar", "Alleen mogelijk met minimaal 2 verdubbelingen")),
                Some(("Mahjong", "Minimaal twee verdubbelingen")),
            ],
            // Four chows 1, and 9s is no simple: 1 doubling, too few.
            Example::Hand(hand_at("234m 456p 678p 567s 9s +9s", Wind::South, &[])),
        ),
        rule(
            rules,
            "limit",
            ("De limiet", "The limit"),
            Some(Value::Limit(rules.limit)),
            (
                "Geen hand levert meer op dan de limiet; wat erboven komt, vervalt. Na verrekening wint een speler per hand dus hooguit vier keer de limiet, als Oost zes keer.",
                "No hand scores more than the limit; anything above it is cut off. After settlement a player wins at most four times the limit in a hand, as East six times.",
            ),
            [
                Some(("Algemeen", "De limiet")),
                Some(("Limietspelen", "De limiet")),
                Some(("Het berekenen van de punten", "De limiet")),
            ],
            Example::Hand(hand_at("(CCCC) (FFFF) (EEEE) 999m S +S", Wind::East, &[])),
        ),
        rule(
            rules,
            "dead_hand",
            ("Dood spel", "Dead hand"),
            None,
            (
                "Wie te veel of te weinig stenen heeft, of ten onrechte mahjong roept, heeft een dood spel: nul punten, en betaalt wel mee.",
                "A player with too many or too few tiles, or who calls mahjong wrongly, has a dead hand: no points, and still pays.",
            ),
            [
                Some(("Dood spel", "Dood spel")),
                Some(("Regels en begrippen", "Dood spel")),
                Some(("Dood spel", "Dood spel")),
            ],
            // Seed 003: E 64, S 96 wins, W dead (0), N 20.
            Example::Settle(SettleExample { scores: vec![64, 96, 0, 20], winner: 1, east: 0, dead: vec![2], discarder: None, net: vec![24, 384, -244, -164] }),
        ),
        rule(
            rules,
            "settlement",
            ("Afrekenen", "Settlement"),
            None,
            (
                "De winnaar krijgt zijn punten van elke andere speler. De anderen betalen elkaar het verschil van hun punten. Oost betaalt en ontvangt alles dubbel. Samen is het altijd nul.",
                "The winner receives their score from each other player. The others pay each other the difference of their scores. East pays and receives double. It always sums to zero.",
            ),
            [
                Some(("Het berekenen van de punten", "De regels voor het verrekenen van de punten")),
                Some(("Regels en begrippen", "Punten betalen")),
                Some(("Het verrekenen van de punten", "Het verrekenen van de punten")),
            ],
            // S wins 96: E pays 192, W and N 96. E 64 - W 8 = 56 x 2 = 112 to E;
            // E 64 - N 20 = 44 x 2 = 88 to E; N 20 - W 8 = 12 to N.
            // E -192 + 112 + 88 = +8; S +384; W -96 - 112 - 12 = -220; N -96 - 88 + 12 = -172.
            Example::Settle(SettleExample { scores: vec![64, 96, 8, 20], winner: 1, east: 0, dead: vec![], discarder: None, net: vec![8, 384, -220, -172] }),
        ),
        rotation(rules),
    ];
    if rules.three_and_five_players {
        out.push(rule(
            rules,
            "three_players",
            ("Drie spelers", "Three players"),
            None,
            (
                "Oost, Zuid en West spelen zonder bamboes en zonder noordenwinden; chowen van tafel mag niet. De ronde van de groene draak wordt altijd gespeeld.",
                "East, South and West play without bamboo and without North winds; no chow may be claimed. The green-dragon round is always played.",
            ),
            [None, Some(("Regels en begrippen", "Drie spelers")), None],
            // S wins 80: E pays 160, W 80; E 40 - W 16 = 24 x 2 = 48 to E.
            // E -160 + 48 = -112; S +240; W -80 - 48 = -128.
            Example::Settle(SettleExample { scores: vec![40, 80, 16], winner: 1, east: 0, dead: vec![], discarder: None, net: vec![-112, 240, -128] }),
        ));
        out.push(rule(
            rules,
            "five_players",
            ("Vijf spelers", "Five players"),
            None,
            (
                "Vier spelen, één is de dromer. Na een gewonnen hand wordt Oost de dromer en komt de dromer als Noord terug; een remise wordt overgespeeld.",
                "Four play, one sits out. After a won hand East sits out and the player who sat out comes back as North; a draw is replayed.",
            ),
            [None, Some(("Regels en begrippen", "Vijf spelers")), Some(("Begrippen", "Vijf spelers"))],
            // Players 0-4, 4 sits out first with 0 East; after a win 0 sits
            // out and 1 is East, then 1 sits out and 2 is East; a draw is
            // replayed (ruling 20).
            Example::Game(GameExample { players: 5, winners: vec![Some(1), Some(3), None], easts: vec![0, 1, 2, 2], sitting_out: vec![4, 0, 1, 1] }),
        ));
    }
    if rules.green_dragon_round {
        out.push(rule(
            rules,
            "green_dragon_round",
            ("Ronde van de groene draak", "Green-dragon round"),
            None,
            (
                "Na de windronden kan een ronde gespeeld worden waarin de groene draak heersend is in plaats van een wind: een paar groene draken geeft dan ook de punten van de heersende wind, een pung of kong ook die verdubbeling.",
                "After the wind rounds a round may be played in which the green dragon prevails instead of a wind: a pair of green dragons then also scores as the round wind, a pung or kong also gets that doubling.",
            ),
            [None, Some(("Regels en begrippen", "Ronde van de groene draak")), None],
            Example::Hand(HandExample::new("FFF 123m 456p 789s 5s +5s", Wind::East, Wind::East, &[]).in_green_dragon_round()),
        ));
    }
    if v == Variant::Nmb {
        out.push(rule(
            rules,
            "chips",
            ("Afrekenen met fiches (optie)", "Settling with chips (option)"),
            None,
            (
                "Wie met fiches afrekent, rondt elke score af op tientallen: 5 en meer naar boven.",
                "With chips every score is rounded to tens: 5 and up rounds up.",
            ),
            [None, None, Some(("Fiches", "Afronden naar hele tientallen"))],
            Example::Hand(seed_003_south().with_option(ExampleOption::RoundToTens)),
        ));
    }
    out
}

/// How East and the round move on (ruling 20).
fn rotation(rules: &RuleSet) -> Entry {
    // Player 0 East wins, then player 2 wins, then a draw.
    let winners = vec![Some(0), Some(2), None];
    type Pair = (&'static str, &'static str);
    let (about, easts, differs): (Pair, Vec<usize>, Option<Pair>) = match rules.rotation {
        Rotation::EveryHand => (
            (
                "Na elke hand, ook na een remise, schuiven de winden door tegen de klok in: Zuid wordt Oost, Oost wordt Noord. De wind van de ronde is altijd Oost; een ronde is om als iedereen één keer Oost was.",
                "After every hand, draws included, the winds pass on counter-clockwise: South becomes East, East becomes North. The round wind is always East; a round ends when everyone has been East once.",
            ),
            vec![0, 1, 2, 3],
            None,
        ),
        Rotation::ReplayDraw => (
            (
                "Na een gewonnen hand schuiven de winden door tegen de klok in; een remise wordt overgespeeld met dezelfde Oost. De ronden zijn Oost, Zuid, West en Noord.",
                "After a won hand the winds pass on counter-clockwise; a draw is replayed with the same East. The rounds are East, South, West and North.",
            ),
            vec![0, 1, 2, 2],
            Some((
                "Anders dan NTS: een remise wordt overgespeeld en de wind van de ronde gaat rond.",
                "Unlike NTS: a draw is replayed and the round wind moves on.",
            )),
        ),
        Rotation::KeepEastOnWinOrDraw => (
            (
                "Wint Oost, of is het remise, dan blijft Oost Oost; anders schuiven de winden door tegen de klok in. De ronden zijn Oost, Zuid, West en Noord.",
                "When East wins, or on a draw, East stays East; otherwise the winds pass on counter-clockwise. The rounds are East, South, West and North.",
            ),
            vec![0, 0, 1, 1],
            Some((
                "Anders dan NTS: Oost blijft na een eigen winst en na een remise, en de wind van de ronde gaat rond.",
                "Unlike NTS: East stays after winning and after a draw, and the round wind moves on.",
            )),
        ),
    };
    let mut e = rule(
        rules,
        "rotation",
        ("Doorschuiven van de winden", "Passing the winds"),
        None,
        about,
        [
            Some(("Het Mah-Jong", "Het draaien van de winden")),
            Some(("Regels en begrippen", "Remise")),
            Some(("Algemene gang van het spel", "Het draaien van de winden")),
        ],
        Example::Game(GameExample { players: 4, winners, easts, sitting_out: Vec::new() }),
    );
    e.differs = differs.map(|(nl, en)| Text::new(nl, en));
    e
}
