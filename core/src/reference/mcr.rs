//! The reference of MCR 2006: the 81 fans grouped by value, with 004's
//! Dutch name, the English name, the fans each one implies ("telt niet mee
//! met"), and the 8-fan minimum and the payment.
//!
//! Explanations are the project's words; every example is a winning hand
//! of at least 8 fans that the engine scores with that fan
//! (`reference::tests`).

use super::{Citation, Entry, Example, HandExample, How, Reference, Section, SettleExample, Text, Value};
use crate::mcr::fans::{Fan, IMPLIED};
use crate::mcr::MIN_FAN;
use crate::tile::Wind;

/// The reference of MCR 2006.
pub fn reference() -> Reference {
    let mut sections =
        vec![Section { id: "spel".to_string(), name: Text::new("Mahjong en afrekenen", "Mahjong and settlement"), entries: rules() }];
    // Grouped by value, highest first, in rule-book order within a value.
    let mut values: Vec<u32> = Fan::ALL.iter().map(|f| f.value()).collect();
    values.dedup();
    for v in values {
        sections.push(Section {
            id: format!("fan-{v}"),
            name: Text::new(&format!("{v} fan"), &format!("{v} fan")),
            entries: Fan::ALL.iter().filter(|f| f.value() == v).map(|&f| entry(f)).collect(),
        });
    }
    Reference { rules: crate::Variant::Mcr, sections }
}

fn entry(fan: Fan) -> Entry {
    let (nl, en, example) = about(fan);
    let implies = IMPLIED.iter().find(|(by, _)| *by == fan).map_or(&[][..], |(_, fans)| fans);
    Entry {
        id: fan.id().to_string(),
        slug: super::fan_slug(fan),
        name: Text::new(fan.nl(), fan.en()),
        value: Some(Value::Fan(fan.value())),
        about: Text::new(nl, en),
        differs: card_name(fan),
        source: Citation { book: "MCR 2006".to_string(), section: group(fan).to_string(), term: fan.nl().to_string() },
        example: Example::Hand(example),
        implies: implies.iter().map(|f| f.id().to_string()).collect(),
    }
}

/// Ruling 29: the club card (004) swaps the Dutch names of All Chows and
/// No Honors; each entry says so, in the card's own words.
fn card_name(fan: Fan) -> Option<Text> {
    match fan {
        Fan::AllChows => Some(Text::new(
            "Op de clubkaart (004) staat deze fan als \"Geén troefstenen\": de kaart verwisselt de namen van Alleen chows en Geen troefstenen.",
            "The club card (004) prints this fan as \"Geén troefstenen\": the card swaps the Dutch names of All Chows and No Honors.",
        )),
        Fan::NoHonors => Some(Text::new(
            "Op de clubkaart (004) staat deze fan als \"Alleen chows\": de kaart verwisselt de namen van Alleen chows en Geen troefstenen.",
            "The club card (004) prints this fan as \"Alleen chows\": the card swaps the Dutch names of All Chows and No Honors.",
        )),
        _ => None,
    }
}

/// The group 004 lists a fan under (its own English headings).
fn group(fan: Fan) -> &'static str {
    use Fan::*;
    match fan {
        PureTerminalChows
        | QuadrupleChow
        | FourPureShiftedChows
        | PureTripleChow
        | PureShiftedChows
        | ThreeSuitedTerminalChows
        | PureStraight
        | MixedStraight
        | MixedTripleChow
        | MixedShiftedChows
        | AllChows
        | MixedDoubleChow
        | PureDoubleChow
        | ShortStraight
        | TwoTerminalChows => "Chow based",
        BigFourWinds
        | BigThreeDragons
        | FourConcealedPungs
        | LittleFourWinds
        | LittleThreeDragons
        | AllTerminals
        | AllHonors
        | FourPureShiftedPungs
        | AllTerminalsAndHonors
        | AllEvenPungs
        | PureShiftedPungs
        | TriplePung
        | ThreeConcealedPungs
        | BigThreeWinds
        | MixedShiftedPungs
        | AllPungs
        | TwoDragonPungs
        | DoublePung
        | TwoConcealedPungs
        | PrevalentWind
        | SeatWind
        | DragonPung
        | PungOfTerminalsOrHonors => "Pung based",
        FourKongs | ThreeKongs | TwoConcealedKongs | TwoMeldedKongs | ConcealedKong | MeldedKong => "Kong based",
        AllGreen | NineGates | FullFlush | UpperTiles | MiddleTiles | LowerTiles | AllFives | UpperFour | LowerFour | HalfFlush
        | AllTypes | OutsideHand | AllSimples | OneVoidedSuit | NoHonors => "Suit based",
        LastTileDraw
        | LastTileClaim
        | OutWithReplacementTile
        | RobbingTheKong
        | MeldedHand
        | FullyConcealedHand
        | LastTile
        | ConcealedHand
        | EdgeWait
        | ClosedWait
        | SingleWait
        | SelfDrawn => "Going out",
        SevenShiftedPairs
        | ThirteenOrphans
        | SevenPairs
        | GreaterHonorsAndKnittedTiles
        | KnittedStraight
        | LesserHonorsAndKnittedTiles
        | ReversibleTiles
        | ChickenHand
        | TileHog
        | FlowerTiles => "Special hands",
    }
}

fn hand(text: &str) -> HandExample {
    HandExample::new(text, Wind::East, Wind::East, &[])
}

fn hand_how(text: &str, how: &[How]) -> HandExample {
    HandExample::new(text, Wind::East, Wind::East, how)
}

/// What a fan is (2006 rule book, 004), and a winning hand that has it.
fn about(fan: Fan) -> (&'static str, &'static str, HandExample) {
    use Fan::*;
    match fan {
        BigFourWinds => {
            ("Vier pungs of kongs van winden en een paar.", "Four pungs or kongs of winds and a pair.", hand("EEE SSS WWW NNN 5m +5m"))
        }
        BigThreeDragons => ("Drie pungs of kongs van draken.", "Three pungs or kongs of dragons.", hand("CCC FFF PPP 234m 5s +5s")),
        AllGreen => (
            "Alleen groene stenen: bamboe 2, 3, 4, 6 en 8 en de groene draak.",
            "Only green tiles: bamboo 2, 3, 4, 6 and 8 and the green dragon.",
            hand("234s 234s 666s 888s F +F"),
        ),
        NineGates => (
            "Van één soort 1112345678999 op stok, en mahjong met nog een steen van die soort.",
            "1112345678999 of one suit, concealed, and winning on any tile of that suit.",
            hand("1112345678999m +5m"),
        ),
        FourKongs => ("Vier kongs, open of dicht.", "Four kongs, melded or concealed.", hand("[2222m] [5555p] [8888s] [EEEE] C +C")),
        SevenShiftedPairs => (
            "Zeven paren van één soort met opeenvolgende nummers.",
            "Seven pairs of one suit with consecutive numbers.",
            hand("1122334455667m +7m"),
        ),
        ThirteenOrphans => (
            "Van elke soort de 1 en de 9, elke wind en elke draak, en één daarvan dubbel.",
            "The 1 and 9 of each suit, each wind and each dragon, and one of them twice.",
            hand("19m19p19s E S W N C F P +C"),
        ),
        AllTerminals => {
            ("Alleen enen en negens: vier pungs en een paar.", "Only 1s and 9s: four pungs and a pair.", hand("111m 999m 111p 999s 9p +9p"))
        }
        LittleFourWinds => (
            "Drie pungs of kongs van winden en een paar van de vierde wind.",
            "Three pungs or kongs of winds and a pair of the fourth.",
            hand("EEE SSS WWW 234m N +N"),
        ),
        LittleThreeDragons => (
            "Twee pungs of kongs van draken en een paar van de derde draak.",
            "Two pungs or kongs of dragons and a pair of the third.",
            hand("CCC FFF 234m 567p P +P"),
        ),
        AllHonors => ("Alleen winden en draken.", "Only winds and dragons.", hand("EEE SSS CCC FFF P +P")),
        FourConcealedPungs => {
            ("Vier pungs of kongs die op stok gevormd zijn.", "Four pungs or kongs formed concealed.", hand("222m 555p 888s 333s 9s +9s"))
        }
        PureTerminalChows => (
            "Van één soort twee keer 123, twee keer 789 en een paar vijven.",
            "Of one suit 123 twice, 789 twice and a pair of 5s.",
            hand("123m 123m 789m 789m 5m +5m"),
        ),
        QuadrupleChow => ("Vier keer dezelfde chow.", "The same chow four times.", hand("234m 234m 234m 234m 9p +9p")),
        FourPureShiftedPungs => (
            "Vier pungs van één soort met opeenvolgende nummers.",
            "Four pungs of one suit with consecutive numbers.",
            hand("222m 333m 444m 555m 9p +9p"),
        ),
        FourPureShiftedChows => (
            "Vier chows van één soort die steeds één of steeds twee nummers oplopen.",
            "Four chows of one suit, each one or each two numbers higher.",
            hand("123m 234m 345m 456m 9p +9p"),
        ),
        ThreeKongs => ("Drie kongs, open of dicht.", "Three kongs, melded or concealed.", hand("[2222m] [5555p] (8888s) 123s E +E")),
        AllTerminalsAndHonors => {
            ("Alleen enen, negens, winden en draken.", "Only 1s, 9s, winds and dragons.", hand("111m 999p EEE CCC S +S"))
        }
        SevenPairs => ("Zeven paren.", "Seven pairs.", hand("22m 55m 33p 77p 44s 99s E +E")),
        GreaterHonorsAndKnittedTiles => (
            "Alle zeven troefstenen één keer en zeven verweven stenen (147, 258 en 369 in drie verschillende soorten).",
            "All seven honours once and seven knitted tiles (147, 258 and 369 in three different suits).",
            hand("147m 25p 36s E S W N C F +P"),
        ),
        AllEvenPungs => (
            "Alleen pungs en een paar van even nummers (2, 4, 6, 8).",
            "Only pungs and a pair of even numbers (2, 4, 6, 8).",
            hand("222m 444p 666s 888m 2p +2p"),
        ),
        FullFlush => ("Alleen stenen van één soort.", "Only tiles of one suit.", hand("123m 345m 678m 777m 9m +9m")),
        PureTripleChow => {
            ("Drie keer dezelfde chow in één soort.", "The same chow three times in one suit.", hand("[234m] 234m 234m 567p 9s +9s"))
        }
        PureShiftedPungs => (
            "Drie pungs van één soort met opeenvolgende nummers.",
            "Three pungs of one suit with consecutive numbers.",
            hand("222m 333m 444m 567p 9s +9s"),
        ),
        UpperTiles => ("Alleen zevens, achten en negens.", "Only 7s, 8s and 9s.", hand("789m 789p 777s 888s 9m +9m")),
        MiddleTiles => ("Alleen vieren, vijven en zessen.", "Only 4s, 5s and 6s.", hand("456m 456p 444s 666s 5m +5m")),
        LowerTiles => ("Alleen enen, tweeën en drieën.", "Only 1s, 2s and 3s.", hand("123m 123p 111s 222s 3m +3m")),
        PureStraight => ("123, 456 en 789 van één soort.", "123, 456 and 789 of one suit.", hand("123m 456m 789m 234p 9s +9s")),
        ThreeSuitedTerminalChows => (
            "123 en 789 in één soort, 123 en 789 in een tweede en een paar vijven in de derde.",
            "123 and 789 in one suit, 123 and 789 in a second and a pair of 5s in the third.",
            hand("123m 789m 123p 789p 5s +5s"),
        ),
        PureShiftedChows => (
            "Drie chows van één soort die steeds één of steeds twee nummers oplopen.",
            "Three chows of one suit, each one or each two numbers higher.",
            hand("123m 234m 345m 678p 9s +9s"),
        ),
        AllFives => {
            ("In elke chow, pung en het paar zit een vijf.", "Every set and the pair holds a 5.", hand("345m 456p 555s 567m 5p +5p"))
        }
        TriplePung => (
            "Drie pungs van hetzelfde nummer in de drie soorten.",
            "Pungs of the same number in all three suits.",
            hand("222m 222p 222s 567m 9p +9p"),
        ),
        ThreeConcealedPungs => {
            ("Drie pungs of kongs die op stok gevormd zijn.", "Three pungs or kongs formed concealed.", hand("222m 555p 888s 567m 9p +9p"))
        }
        LesserHonorsAndKnittedTiles => (
            "Veertien losse stenen: troefstenen en verweven stenen (147, 258 en 369 in drie soorten), niet alle zeven troefstenen.",
            "Fourteen single tiles: honours and knitted tiles (147, 258 and 369 in three suits), not all seven honours.",
            hand("147m 258p 36s E S W N C +F"),
        ),
        KnittedStraight => (
            "147, 258 en 369 in drie verschillende soorten, met een set en een paar.",
            "147, 258 and 369 in three different suits, with a set and a pair.",
            hand("147m 258p 369s 234m 5p +5p"),
        ),
        UpperFour => ("Alleen zessen tot en met negens.", "Only 6s to 9s.", hand("678m 789p 666s 999s 8m +8m")),
        LowerFour => ("Alleen enen tot en met vieren.", "Only 1s to 4s.", hand("123m 234p 111s 444s 2m +2m")),
        BigThreeWinds => ("Drie pungs of kongs van winden.", "Three pungs or kongs of winds.", hand("EEE SSS WWW 234m 5p +5p")),
        MixedStraight => {
            ("123, 456 en 789, elk in een andere soort.", "123, 456 and 789, each in a different suit.", hand("123m 456p 789s 234m 5s +5s"))
        }
        ReversibleTiles => (
            "Alleen stenen die ondersteboven hetzelfde zijn: kringen 1, 2, 3, 4, 5, 8 en 9, bamboe 2, 4, 5, 6, 8 en 9, en de witte draak.",
            "Only tiles that look the same upside down: circles 1, 2, 3, 4, 5, 8 and 9, bamboo 2, 4, 5, 6, 8 and 9, and the white dragon.",
            hand("234p 888p 456s 999s P +P"),
        ),
        MixedTripleChow => {
            ("Dezelfde chow in elk van de drie soorten.", "The same chow in each of the three suits.", hand("234m 234p 234s 567m 9p +9p"))
        }
        MixedShiftedPungs => (
            "Drie pungs met opeenvolgende nummers, elk in een andere soort.",
            "Three pungs with consecutive numbers, each in a different suit.",
            hand("222m 333p 444s 567m 9p +9p"),
        ),
        ChickenHand => (
            "Een mahjong zonder enige andere fan (bloemen niet meegerekend).",
            "A winning hand with no other fan (flowers aside).",
            hand("[234m] [567p] [888s] 45s NN +6s"),
        ),
        LastTileDraw => (
            "Mahjong met de laatste steen van de muur, zelf gepakt.",
            "Winning on the last tile of the wall, self-drawn.",
            hand_how("123m 456p 789s 234s 5m +5m", &[How::SelfDrawn, How::LastTileOfWall]),
        ),
        LastTileClaim => (
            "Mahjong met de laatste steen die weggegooid wordt.",
            "Winning on the last discard of the game.",
            hand_how("123m 456p 789s 234s 5m +5m", &[How::LastTileOfWall]),
        ),
        OutWithReplacementTile => (
            "Mahjong met de vervangende steen na een kong.",
            "Winning on the replacement tile after a kong.",
            hand_how("(2222m) 456p 789s 234s 5m +5m", &[How::ReplacementTile]),
        ),
        RobbingTheKong => (
            "Mahjong met de steen die een ander bij zijn open pung legt om er een kong van te maken.",
            "Winning on the tile another player adds to a melded pung to make a kong.",
            hand_how("123m 456p 789s 24s 55m +3s", &[How::RobbingKong]),
        ),
        TwoConcealedKongs => ("Twee dichte kongs.", "Two concealed kongs.", hand("(2222m) (5555p) 123s 456s 9m +9m")),
        AllPungs => ("Vier pungs of kongs en een paar.", "Four pungs or kongs and a pair.", hand("[222m] [555p] [888s] [333s] 9p +9p")),
        HalfFlush => ("Eén soort met winden en draken.", "One suit with winds and dragons.", hand("123m 345m 777m EEE S +S")),
        MixedShiftedChows => (
            "Drie chows die steeds één nummer oplopen, elk in een andere soort.",
            "Three chows each one number higher, each in a different suit.",
            hand("123m 234p 345s 777m 9p +9p"),
        ),
        AllTypes => (
            "Alle vijf soorten: tekens, kringen, bamboe, winden en draken.",
            "All five types: characters, circles, bamboo, winds and dragons.",
            hand("123m 456p 789s EEE C +C"),
        ),
        MeldedHand => (
            "Alle sets van tafel gepakt, en mahjong op het paar met een weggegooide steen.",
            "Every set claimed, and winning on the pair with a discard.",
            hand("[123m] [456p] [789s] [EEE] S +S"),
        ),
        TwoDragonPungs => ("Twee pungs of kongs van draken.", "Two pungs or kongs of dragons.", hand("CCC FFF 123m 456p 9s +9s")),
        OutsideHand => (
            "In elke set en in het paar zit een 1, een 9, een wind of een draak.",
            "Every set and the pair holds a 1, a 9, a wind or a dragon.",
            hand("123m 789p 999s EEE 1p +1p"),
        ),
        FullyConcealedHand => (
            "Niets van tafel gepakt en de winnende steen zelf gepakt.",
            "Nothing claimed and the winning tile self-drawn.",
            hand_how("123m 456p 789s 234s 5m +5m", &[How::SelfDrawn]),
        ),
        TwoMeldedKongs => ("Twee open kongs.", "Two melded kongs.", hand_how("[2222m] [5555p] 123s 456s 9m +9m", &[How::SelfDrawn])),
        LastTile => (
            "Mahjong met de laatste van de vier: de andere drie liggen zichtbaar op tafel.",
            "Winning on the last of its kind: the other three are visible on the table.",
            hand_how("123m 456p 789s 23s 55m +4s", &[How::LastOfItsKind]),
        ),
        DragonPung => ("Een pung of kong van draken.", "A pung or kong of dragons.", hand("CCC 123m 456p 789s 5s +5s")),
        PrevalentWind => (
            "Een pung of kong van de wind van de ronde.",
            "A pung or kong of the prevalent wind.",
            HandExample::new("SSS 123m 456p 789s 5s +5s", Wind::East, Wind::South, &[]),
        ),
        SeatWind => (
            "Een pung of kong van de eigen wind.",
            "A pung or kong of the player's seat wind.",
            HandExample::new("SSS 123m 456p 789s 5s +5s", Wind::South, Wind::East, &[]),
        ),
        ConcealedHand => (
            "Niets van tafel gepakt, mahjong op een weggegooide steen.",
            "Nothing claimed, winning on a discard.",
            hand("123m 456p 789s 234s 5m +5m"),
        ),
        AllChows => {
            ("Vier chows en een paar zonder troefstenen.", "Four chows and a pair that is no honour.", hand("123m 456p 789s 234s 5m +5m"))
        }
        TileHog => (
            "Alle vier van een steen in de hand, zonder er een kong van te maken.",
            "All four of a tile in the hand, without making a kong.",
            hand("123m 333m 456p 789s 5s +5s"),
        ),
        DoublePung => (
            "Twee pungs van hetzelfde nummer in twee soorten.",
            "Two pungs of the same number in two suits.",
            hand_how("222m 222p 123s 789s 5s +5s", &[How::SelfDrawn]),
        ),
        TwoConcealedPungs => (
            "Twee pungs of kongs die op stok gevormd zijn.",
            "Two pungs or kongs formed concealed.",
            hand_how("222m 555p 123s 789s 5s +5s", &[How::SelfDrawn]),
        ),
        ConcealedKong => ("Een dichte kong.", "A concealed kong.", hand("(2222m) 123p 456p 789p 5s +5s")),
        AllSimples => ("Geen enen, negens, winden of draken.", "No 1s, 9s, winds or dragons.", hand("234m 456p 678s 345s 5p +5p")),
        PureDoubleChow => (
            "Twee keer dezelfde chow in één soort.",
            "The same chow twice in one suit.",
            hand_how("234m 234m 567p 789s 5s +5s", &[How::SelfDrawn]),
        ),
        MixedDoubleChow => {
            ("Dezelfde chow in twee soorten.", "The same chow in two suits.", hand_how("234m 234p 456s 789s 5p +5p", &[How::SelfDrawn]))
        }
        ShortStraight => (
            "Twee chows van één soort die samen zes opeenvolgende nummers zijn.",
            "Two chows of one suit making six consecutive numbers.",
            hand_how("123m 456m 234p 234s 5s +5s", &[How::SelfDrawn]),
        ),
        TwoTerminalChows => {
            ("123 en 789 van één soort.", "123 and 789 of one suit.", hand_how("123m 789m 456p 456s 5p +5p", &[How::SelfDrawn]))
        }
        PungOfTerminalsOrHonors => (
            "Een pung of kong van enen, negens of een wind die geen eigen wind of wind van de ronde is.",
            "A pung or kong of 1s, 9s or a wind that is neither the seat nor the prevalent wind.",
            hand("111s 123m 456p 789s 5s +5s"),
        ),
        MeldedKong => ("Een open kong.", "A melded kong.", hand("[2222m] 123p 456p 789p 5s +5s")),
        OneVoidedSuit => (
            "Een van de drie soorten ontbreekt.",
            "One of the three suits is missing.",
            hand_how("123m 456m 789p 234p 5m +5m", &[How::SelfDrawn]),
        ),
        NoHonors => ("Geen winden en geen draken.", "No winds and no dragons.", hand("123m 456p 789s 222s 5m +5m")),
        EdgeWait => (
            "Alleen de 3 maakt 12 af, of de 7 maakt 89 af, en er is geen andere winnende steen.",
            "Only the 3 completes 12, or the 7 completes 89, and no other tile wins.",
            hand("12m 456p 789s 234s 55m +3m"),
        ),
        ClosedWait => (
            "Alleen de middelste steen maakt de chow af, en er is geen andere winnende steen.",
            "Only the middle tile completes the chow, and no other tile wins.",
            hand("13m 456p 789s 234s 55m +2m"),
        ),
        SingleWait => (
            "Alleen de steen voor het paar wint, en er is geen andere winnende steen.",
            "Only the tile for the pair wins, and no other tile does.",
            hand("123m 456p 789s 234s 5m +5m"),
        ),
        SelfDrawn => {
            ("De winnende steen zelf gepakt.", "The winning tile self-drawn.", hand_how("[123m] 456p 789s 234s 5m +5m", &[How::SelfDrawn]))
        }
        FlowerTiles => (
            "Elke bloem en elk seizoen; telt niet mee voor de 8 fan die een mahjong nodig heeft.",
            "Each flower and season; it does not count toward the 8 fans a win needs.",
            hand("123m 456p 789s 234s 5m +5m 1f"),
        ),
    }
}

/// The 8-fan minimum and the payment (rules README `mcr`).
fn rules() -> Vec<Entry> {
    let cite = |section: &str, term: &str| Citation { book: "MCR 2006".to_string(), section: section.to_string(), term: term.to_string() };
    vec![
        Entry {
            id: "minimum_fan".to_string(),
            slug: super::slug(&format!("Minimaal {MIN_FAN} fan")),
            name: Text::new(&format!("Minimaal {MIN_FAN} fan"), &format!("At least {MIN_FAN} fans")),
            value: Some(Value::Fan(MIN_FAN)),
            about: Text::new(
                "Een mahjong telt alleen met genoeg fan; bloemen tellen daarvoor niet mee. Met minder is het geen mahjong.",
                "A hand only wins with enough fans; flowers do not count toward them. With fewer it does not win.",
            ),
            differs: None,
            source: cite("Mahjong", "Minimum 8 fan"),
            // Mixed double chow 1, all chows 2: too few.
            example: Example::Hand(hand("[234m] [234p] [567s] 45s 99s +3s")),
            implies: Vec::new(),
        },
        Entry {
            id: "settlement".to_string(),
            slug: super::slug("Afrekenen"),
            name: Text::new("Afrekenen", "Settlement"),
            value: None,
            about: Text::new(
                "Wint iemand op een weggegooide steen, dan betaalt de gooier 8 plus de fan en de andere twee elk 8. Zelf gepakt: elke andere speler betaalt 8 plus de fan.",
                "On a discard the discarder pays 8 plus the fans and the other two 8 each. Self-drawn: each other player pays 8 plus the fans.",
            ),
            differs: None,
            source: cite("Mahjong", "Payment"),
            // West (2) wins 10 fans on East's (0) discard: East pays 8 + 10 = 18,
            // South and North 8 each; West +34.
            example: Example::Settle(SettleExample { scores: vec![10], winner: 2, east: 0, dead: vec![], discarder: Some(0), net: vec![-18, -8, 34, -8] }),
            implies: Vec::new(),
        },
    ]
}
