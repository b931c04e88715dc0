//! Every text the app shows, Dutch first, English second. Engine errors are
//! shown by their stable code, so a Dutch player never reads English. The
//! sheet's refusals are worded in `sheet::text`, next to the sheet.

use mahjong_core::dutch::ScoreError;
use mahjong_core::hand::HandError;
use mahjong_core::tile::{Suit, Tile};
use mahjong_core::Variant;

/// The language of the interface; a setting kept on the device.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    Nl,
    En,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::Nl => "nl",
            Lang::En => "en",
        }
    }
    pub fn from_code(s: &str) -> Option<Lang> {
        match s {
            "nl" => Some(Lang::Nl),
            "en" => Some(Lang::En),
            _ => None,
        }
    }
    /// The other language (the header's switch).
    pub fn other(self) -> Lang {
        match self {
            Lang::Nl => Lang::En,
            Lang::En => Lang::Nl,
        }
    }
    /// Picks the text of this language from a (Dutch, English) pair.
    pub fn pick(self, (nl, en): (&'static str, &'static str)) -> &'static str {
        match self {
            Lang::Nl => nl,
            Lang::En => en,
        }
    }
}

/// Refusals and hints of the rack.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Msg {
    FiveCopies,
    /// Every copy of this tile is on the table already.
    AllOnTable(mahjong_core::Tile),
    TooManyTiles,
    NotAGroup,
    NotAChow,
    ChowOfHonours,
    PairNeverOpen,
    SelectOneTile,
    SelectTiles,
    CannotArrange,
    NoFlowers,
    FlowerTwice,
    TypedScoreMode,
    WinnerCannotBeDead,
    BadLink,
    NotInThreePlayerSet,
    NoOpenChowThree,
    DiscarderIsWinner,
    /// Another tab or phone saved the hand being entered here; what was
    /// entered stays with its players, for this hand number.
    HandMovedOn(usize),
}

impl Msg {
    pub fn text(self, lang: Lang) -> String {
        if let Msg::HandMovedOn(hand) = self {
            return match lang {
                Lang::Nl => format!(
                    "De vorige hand is op een ander scherm opgeslagen; wat je invoerde staat nu bij dezelfde spelers, als hand {hand}."
                ),
                Lang::En => {
                    format!("The previous hand was saved on another screen; what you entered stays with the same players, as hand {hand}.")
                }
            };
        }
        if let Msg::AllOnTable(t) = self {
            let name = tile_name(lang, t);
            return match (lang, t.is_flower()) {
                (Lang::Nl, false) => format!("Alle vier {name} liggen al op tafel."),
                (Lang::Nl, true) => format!("De {name} ligt al op tafel."),
                (Lang::En, false) => format!("All four {name} are on the table already."),
                (Lang::En, true) => format!("The {name} is on the table already."),
            };
        }
        lang.pick(match self {
            Msg::FiveCopies => ("Er zijn maar vier stenen van elke soort.", "There are only four of each tile."),
            Msg::TooManyTiles => (
                "Te veel stenen: een hand heeft er hoogstens 14, plus één per kong.",
                "Too many tiles: a hand holds at most 14, plus one per kong.",
            ),
            Msg::NotAGroup => ("Deze stenen vormen die groep niet.", "These tiles do not form that group."),
            Msg::NotAChow => ("Een chow is drie opvolgende stenen van één soort.", "A chow is three consecutive tiles of one suit."),
            Msg::ChowOfHonours => ("Van winden en draken bestaat geen chow.", "Winds and dragons cannot form a chow."),
            Msg::PairNeverOpen => ("Een paar ligt altijd op stok.", "A pair is always concealed."),
            Msg::SelectOneTile => ("Kies eerst precies één losse steen.", "Select exactly one loose tile first."),
            Msg::SelectTiles => ("Kies eerst de stenen die weg moeten.", "Select the tiles to remove first."),
            Msg::CannotArrange => {
                ("Geen indeling gevonden: dit is (nog) geen mahjong.", "No arrangement found: this is not (yet) a mahjong.")
            }
            Msg::NoFlowers => ("Deze regels spelen zonder bloemen en seizoenen.", "These rules play without flowers and seasons."),
            Msg::FlowerTwice => ("Die bloem ligt er al.", "That flower is already there."),
            Msg::TypedScoreMode => {
                ("Deze speler typt de score; kies eerst 'stenen invoeren'.", "This player types the score; choose 'enter tiles' first.")
            }
            Msg::WinnerCannotBeDead => ("De winnaar kan geen dood spel hebben.", "The winner cannot have a dead hand."),
            Msg::NotInThreePlayerSet => (
                "Met drie spelers doen bamboe en Noord niet mee (klassiek, Drie spelers).",
                "Three players play without bamboo and North (classic, Drie spelers).",
            ),
            Msg::NoOpenChowThree => (
                "Met drie spelers mag een chow niet op tafel (klassiek, Drie spelers).",
                "Three players make no exposed chows (classic, Drie spelers).",
            ),
            Msg::DiscarderIsWinner => ("De winnaar gooide de winnende steen niet zelf af.", "The winner did not discard the winning tile."),
            Msg::BadLink => (
                "Deze link is beschadigd of onvolledig; de rekenhulp begint leeg.",
                "This link is damaged or incomplete; the calculator starts empty.",
            ),
            Msg::AllOnTable(_) | Msg::HandMovedOn(_) => ("", ""),
        })
        .to_string()
    }
}

/// A Dutch or English sentence for each way the engine refuses a hand,
/// with the numbers and tiles it names. The match is exhaustive, so a new
/// engine error cannot go unsaid.
pub fn hand_error_text(lang: Lang, e: &HandError) -> String {
    use HandError::*;
    let nl = lang == Lang::Nl;
    let tile = |t: &mahjong_core::tile::Tile| tile_name(lang, *t);
    match e {
        Tile(_) => lang.pick(("Een steen bestaat niet.", "A tile does not exist.")).to_string(),
        InvalidMeld { .. } => {
            lang.pick(("Een groep op tafel is geen chow, pung of kong.", "A declared group is not a chow, pung or kong.")).to_string()
        }
        ConcealedMeldNotKong { .. } => lang
            .pick((
                "Alleen een kong wordt dicht gemeld; een dichte chow of pung blijft op stok.",
                "Only a kong is declared concealed; a concealed chow or pung stays on the rack.",
            ))
            .to_string(),
        TooManyMelds { count } => {
            if nl {
                format!("{count} groepen op tafel; een hand heeft er hoogstens 4.")
            } else {
                format!("{count} declared groups; a hand has at most 4.")
            }
        }
        TooManyCopies { tile: t, count } => {
            if nl {
                format!("{count} keer {}: er zijn er maar 4.", tile(t))
            } else {
                format!("{count} times {}: there are only 4.", tile(t))
            }
        }
        FlowerAmongTiles { .. } | NotAFlower { .. } => {
            lang.pick(("Bloemen en seizoenen horen apart.", "Flowers and seasons go apart.")).to_string()
        }
        DuplicateFlower { tile: t } => {
            if nl {
                format!("{} staat er twee keer.", tile(t))
            } else {
                format!("{} is there twice.", tile(t))
            }
        }
        FlowersNotPlayed { .. } => lang
            .pick(("Deze regels spelen zonder bloemen en seizoenen.", "These rules are played without flowers and seasons."))
            .to_string(),
        InvalidRoundWind { .. } => {
            lang.pick(("Deze ronde bestaat niet in deze regels.", "This round does not exist in these rules.")).to_string()
        }
        WrongTileCount { winner, kongs, expected, found } => match (nl, winner) {
            (true, true) => format!("De winnaar heeft {expected} stenen (14, plus één per kong: {kongs}); nu {found}."),
            (true, false) => format!("Deze hand heeft {expected} stenen (13, plus één per kong: {kongs}); nu {found}."),
            (false, true) => format!("The winner holds {expected} tiles (14, plus one per kong: {kongs}); now {found}."),
            (false, false) => format!("This hand holds {expected} tiles (13, plus one per kong: {kongs}); now {found}."),
        },
        MissingWinningTile => lang.pick(("Markeer de winnende steen.", "Mark the winning tile.")).to_string(),
        WinningTileWithoutMahjong | CircumstanceWithoutMahjong { .. } => {
            lang.pick(("Alleen de winnaar heeft een winnende steen.", "Only the winner has a winning tile.")).to_string()
        }
        WinningTileNotInHand { tile: t } => {
            if nl {
                format!("De winnende steen {} ligt niet (meer) op stok.", tile(t))
            } else {
                format!("The winning tile {} is not (or no longer) on the rack.", tile(t))
            }
        }
        RobbingNotDiscard
        | RobbingHoldsCopy { .. }
        | LastOfItsKindHeld { .. }
        | ReplacementWithoutKong
        | KongOnKongNeedsTwoKongs { .. }
        | LastTileNotSelfDrawn
        | HeavenNotEast
        | EarthInvalid
        | HeavenEarthWithMelds
        | HeavenAndEarth => lang.pick(("Deze omstandigheden kunnen niet samen.", "These circumstances cannot go together.")).to_string(),
        NotInThreePlayerSet { .. } | OpenChowThreePlayers { .. } | NorthThreePlayers { .. } => lang
            .pick((
                "Met drie spelers: geen bamboe, geen Noord, geen chow op tafel (klassiek, Drie spelers).",
                "Three players: no bamboo, no North, no exposed chow (classic, Drie spelers).",
            ))
            .to_string(),
    }
}

/// A Dutch or English sentence for why a hand gets no score (exhaustive,
/// with the doublings it has and needs).
pub fn score_error_text(lang: Lang, e: &ScoreError) -> String {
    let nl = lang == Lang::Nl;
    match e {
        ScoreError::Invalid(errors) => match errors.0.first() {
            Some(e) => hand_error_text(lang, e),
            None => lang.pick(("Deze hand klopt niet.", "This hand is not valid.")).to_string(),
        },
        ScoreError::NotComplete => lang
            .pick((
                "Geen mahjong: de stenen vormen geen 4 sets en een paar, en geen limietspel.",
                "No mahjong: the tiles form neither 4 sets and a pair nor a limit hand.",
            ))
            .to_string(),
        ScoreError::NoValidMahjong { doublings, needed, .. } => {
            let (n, d) = (needed, doublings);
            match (nl, *needed == 1) {
                (true, true) => format!("Geen geldige mahjong: minstens 1 verdubbeling nodig, deze hand heeft er {d} (dood spel)."),
                (true, false) => format!("Geen geldige mahjong: minstens {n} verdubbelingen nodig, deze hand heeft er {d} (dood spel)."),
                (false, true) => format!("No valid mahjong: at least 1 doubling needed, this hand has {d} (dead hand)."),
                (false, false) => format!("No valid mahjong: at least {n} doublings needed, this hand has {d} (dead hand)."),
            }
        }
    }
}

/// Labels of the interface.
pub mod label {
    pub const TITLE: (&str, &str) = ("Mahjong rekenhulp", "Mahjong score calculator");
    pub const RULES: (&str, &str) = ("Regels", "Rules");
    pub const ROUND: (&str, &str) = ("Rondewind", "Round wind");
    /// In a game: the game's, fixed on the score sheet (issue 47).
    pub const RULES_OF_GAME: (&str, &str) = ("Regels van het spel", "The game's rules");
    pub const ROUND_OF_GAME: (&str, &str) = ("Ronde van het spel", "The game's round");
    pub const FIXED_WHY: (&str, &str) = (
        "Het spel op het scoreblad legt de regels en de ronde vast; andere regels kies je bij een nieuw spel.",
        "The game on the score sheet fixes the rules and the round; choose other rules with a new game.",
    );
    pub const RACK: (&str, &str) = ("Rek", "Rack");
    pub const PALETTE: (&str, &str) = ("Stenen", "Tiles");
    pub const LEFT: (&str, &str) = ("nog", "left:");
    pub const CHOW: (&str, &str) = ("Chow", "Chow");
    pub const PUNG: (&str, &str) = ("Pung", "Pung");
    pub const KONG: (&str, &str) = ("Kong", "Kong");
    pub const PAIR: (&str, &str) = ("Paar", "Pair");
    pub const AUTO: (&str, &str) = ("Auto", "Auto");
    pub const WINNING: (&str, &str) = ("Winnende steen", "Winning tile");
    pub const UNDO: (&str, &str) = ("Ongedaan", "Undo");
    pub const NEW_HAND: (&str, &str) = ("Nieuwe hand", "New hand");
    pub const SIDE: (&str, &str) = ("Los rekenen", "Calculate aside");
    pub const SIDE_HINT: (&str, &str) =
        ("Los rekenen: dit telt niet voor het scoreblad.", "Calculating aside: this does not go on the score sheet.");
    pub const BACK_TO_HAND: (&str, &str) = ("Terug naar hand", "Back to hand");
    /// "Terug" from an example to a free calculation (issue 47).
    pub const BACK_TO_OWN: (&str, &str) = ("Terug naar je hand", "Back to your hand");
    pub const EXAMPLE_HINT: (&str, &str) =
        ("Een voorbeeld uit de regels: het telt niet voor het scoreblad.", "An example from the rules: it does not go on the score sheet.");
    /// The number pad's last key when no seat needs a score (issue 47).
    pub const PAD_DONE: (&str, &str) = ("Klaar", "Done");
    /// "Liggen er sets open?" answered in one tap (issue 47).
    pub const ALL_CONCEALED: (&str, &str) = ("Nee, alles dicht", "No, all concealed");
    pub const FROM_TABLE: (&str, &str) = ("Van tafel", "Discard");
    pub const FROM_TABLE_UNKNOWN: (&str, &str) = ("Van tafel (onbekend)", "Discard (unknown)");
    pub const SELF_DRAWN_ANSWER: (&str, &str) = ("Zelf gepakt", "Self-drawn");
    pub const ASK_HOW: (&str, &str) = ("Hoe kwam de winnende steen?", "How did the winning tile come?");
    pub const TYPING_FIRST: (&str, &str) = (
        "De afrekening volgt als de score af is: Volgende of Klaar op de cijfers.",
        "The payout follows once the score is done: Next or Done on the digits.",
    );
    pub const QUESTION_FIRST: (&str, &str) = ("Beantwoord eerst de vraag bovenaan.", "Answer the question at the top first.");
    pub const REMOVE: (&str, &str) = ("Verwijder", "Remove");
    pub const REMOVE_LONG: (&str, &str) = ("Verwijder de gekozen stenen", "Remove the selected tiles");
    pub const CLEAR: (&str, &str) = ("Rek leegmaken", "Clear rack");
    pub const OPEN: (&str, &str) = ("op tafel", "exposed");
    pub const CONCEALED: (&str, &str) = ("op stok", "concealed");
    pub const CONCEALED_KONG: (&str, &str) = ("dichte kong op tafel", "concealed kong on the table");
    pub const ON_TABLE: (&str, &str) = ("Op tafel", "On the table");
    pub const TO_TABLE: (&str, &str) = ("Op tafel ↑", "Expose ↑");
    pub const TO_RACK: (&str, &str) = ("Op stok ↓", "Conceal ↓");
    pub const TO_OPEN_KONG: (&str, &str) = ("Open kong", "Open kong");
    pub const TO_CONCEALED_KONG: (&str, &str) = ("Dichte kong", "Concealed kong");
    pub const UNGROUP: (&str, &str) = ("Groep opheffen", "Break up group");
    pub const LOOSE: (&str, &str) = ("losse stenen", "loose tiles");
    /// Where the palette is depends on the phone's side (below, or on the
    /// right on its side): the hint names none.
    pub const EMPTY_RACK: (&str, &str) = ("Tik de stenen aan op het palet.", "Tap the tiles on the palette.");
    /// Before the first tile, with no winner marked (issue 35).
    pub const EMPTY_RACK_WHO_WON: (&str, &str) = (
        "Tik de stenen aan op het palet. Mahjong? Tik eerst MJ, of tik alle stenen.",
        "Tap the tiles on the palette. Mahjong? Tap MJ first, or tap all the tiles.",
    );
    pub const MAHJONG: (&str, &str) = ("Mahjong", "Mahjong");
    pub const MAHJONG_FOR: (&str, &str) = ("Mahjong voor", "Mahjong for");
    pub const NEXT_SEAT: (&str, &str) = ("Volgende", "Next");
    pub const EDITING_HAND: (&str, &str) = ("Je wijzigt de stenen van hand", "You are changing the tiles of hand");
    pub const SAVE_EDIT: (&str, &str) = ("Opslaan als hand", "Save as hand");
    pub const NUMBERS: (&str, &str) = ("Alleen de getallen", "Numbers only");
    pub const PAD: (&str, &str) = ("cijfers voor de score", "digits for the score");
    pub const PAD_BACK: (&str, &str) = ("Laatste cijfer weg", "Delete last digit");
    pub const MORE_TILES: (&str, &str) = ("Stenen erbij", "Add tiles");
    pub const TILES_AWAY: (&str, &str) = ("Stenen weg", "Hide tiles");
    pub const HOW_WON: (&str, &str) = ("Hoe kwam de winnende steen?", "How did the winning tile come?");
    pub const DISCARDED_BY: (&str, &str) = ("Afgegooid door", "Discarded by");
    pub const DISCARD: (&str, &str) = ("van tafel", "discard");
    pub const SELF_DRAWN: (&str, &str) = ("zelf gepakt", "self-drawn");
    pub const REPLACEMENT: (&str, &str) = ("losse steen na kong", "replacement after kong");
    pub const KONG_ON_KONG: (&str, &str) = ("kong op kong", "kong on kong");
    pub const ROBBING: (&str, &str) = ("kongroof", "robbing a kong");
    pub const LAST_TILE: (&str, &str) = ("laatste steen van de muur", "last tile of the wall");
    pub const HEAVEN: (&str, &str) = ("spel van de hemel", "heavenly hand");
    pub const EARTH: (&str, &str) = ("spel van de aarde", "earthly hand");
    pub const SCORE: (&str, &str) = ("Score", "Score");
    pub const POINTS: (&str, &str) = ("punten", "points");
    pub const DOUBLINGS: (&str, &str) = ("verdubbelingen", "doublings");
    pub const TOTAL: (&str, &str) = ("Totaal", "Total");
    pub const CAPPED: (&str, &str) = ("begrensd op de limiet", "capped at the limit");
    pub const LIMIT: (&str, &str) = ("Limietspel", "Limit hand");
    pub const BETTER: (&str, &str) = ("Een andere indeling telt hoger:", "Another grouping scores higher:");
    pub const REGROUPED: (&str, &str) =
        ("Let op: gerekend met een andere indeling dan op het rek:", "Note: scored with another grouping than on the rack:");
    pub const TABLE: (&str, &str) = ("De tafel", "The table");
    pub const WINNER: (&str, &str) = ("Mahjong", "Mahjong");
    pub const DEAD: (&str, &str) = ("Dood", "Dead");
    pub const TYPED: (&str, &str) = ("Score typen", "Type score");
    pub const TYPED_FAN: (&str, &str) = ("Fan typen", "Type fans");
    pub const ENTER_TILES: (&str, &str) = ("Stenen", "Tiles");
    pub const SHOW_HAND: (&str, &str) = ("Hand tonen", "Show hand");
    pub const PAYOUT: (&str, &str) = ("Afrekening", "Payout");
    pub const PAYS: (&str, &str) = ("betaalt", "pays");
    pub const NET: (&str, &str) = ("Saldo", "Net");
    pub const NEED_SCORES: (&str, &str) =
        ("Kies de winnaar en vul alle vier scores in voor de afrekening.", "Choose the winner and fill in all four scores for the payout.");
    pub const NO_WINNER: (&str, &str) = ("Nog geen winnaar gekozen.", "No winner chosen yet.");
    pub const WAITS: (&str, &str) = ("Wacht op", "Waiting on");
    pub const NOT_WINNER_HINT: (&str, &str) = (
        "Deze speler heeft geen mahjong: telt alleen pungs, kongs en paren.",
        "This player has no mahjong: only pungs, kongs and pairs count.",
    );
    pub const LANGUAGE: (&str, &str) = ("English", "Nederlands");
    pub const BIG_TILES: (&str, &str) = ("Grotere stenen", "Larger tiles");
    /// The A+ button's name: its visible text first (WCAG 2.5.3).
    pub const BIG_TILES_NAME: (&str, &str) = ("A+ grotere stenen", "A+ larger tiles");
    pub const LAST_OF_ITS_KIND: (&str, &str) = ("laatste van zijn soort", "last of its kind");
    /// Said in full, not "Afg." (issue 20).
    pub const DISCARDER: (&str, &str) = ("Gooide af", "Discarded");
    pub const DISCARDER_LONG: (&str, &str) = ("gooide de winnende steen af", "discarded the winning tile");
    pub const FAN: (&str, &str) = ("fan", "fans");
    pub const MCR_ONLY_WINNER: (&str, &str) = ("Bij MCR telt alleen de hand van de winnaar.", "In MCR only the winner's hand counts.");
    pub const MCR_BELOW: (&str, &str) =
        ("Geen geldige mahjong: MCR vraagt minstens 8 fan zonder bloemen.", "No valid mahjong: MCR needs at least 8 fans without flowers.");
    pub const MCR_NOT_COMPLETE: (&str, &str) = (
        "Geen mahjong: geen 4 sets en een paar, en geen speciale hand (zeven paren, dertien wezen, verweven stenen).",
        "No mahjong: neither 4 sets and a pair nor a special hand (seven pairs, thirteen orphans, knitted tiles).",
    );
    pub const NEED_DISCARDER: (&str, &str) =
        ("Kies bij een steen van tafel wie hem afgooide (Gooide af).", "For a discard, choose who discarded it (Discarded).");
    pub const NEED_FAN: (&str, &str) =
        ("De afrekening volgt uit de fan van de winnaar (minstens 8).", "The payout follows from the winner's fans (at least 8).");
    pub const MCR_NO_PAYOUT: (&str, &str) = (
        "Geen afrekening: de winnaar heeft minder dan 8 fan (zonder bloemen).",
        "No payout: the winner has fewer than 8 fans (without flowers).",
    );
}

/// While tapping: how many tiles the hand still lacks.
pub fn missing_tiles(lang: Lang, n: usize) -> String {
    match (lang, n) {
        (Lang::Nl, 1) => "Nog 1 steen invoeren.".into(),
        (Lang::Nl, n) => format!("Nog {n} stenen invoeren."),
        (Lang::En, 1) => "1 more tile to enter.".into(),
        (Lang::En, n) => format!("{n} more tiles to enter."),
    }
}

/// The tile's name for screen readers and tooltips.
pub fn tile_name(lang: Lang, t: Tile) -> String {
    if let (Some(n), Some(suit)) = (t.number(), t.suit()) {
        let s = match (lang, suit) {
            (Lang::Nl, Suit::Characters) => "tekens",
            (Lang::Nl, Suit::Circles) => "kringen",
            (Lang::Nl, Suit::Bamboo) => "bamboes",
            (Lang::En, Suit::Characters) => "characters",
            (Lang::En, Suit::Circles) => "circles",
            (Lang::En, Suit::Bamboo) => "bamboo",
        };
        return format!("{s} {n}");
    }
    if t.is_flower() {
        let n = t.number().unwrap_or(1);
        return match (lang, n <= 4) {
            (Lang::Nl, true) => format!("bloem {n}"),
            (Lang::Nl, false) => format!("seizoen {}", n - 4),
            (Lang::En, true) => format!("flower {n}"),
            (Lang::En, false) => format!("season {}", n - 4),
        };
    }
    let i = t.index() - 27;
    let names = match lang {
        Lang::Nl => ["Oostenwind", "Zuidenwind", "Westenwind", "Noordenwind", "rode draak", "groene draak", "witte draak"],
        Lang::En => ["East wind", "South wind", "West wind", "North wind", "red dragon", "green dragon", "white dragon"],
    };
    names[i].to_string()
}

/// An undo or redo and what it takes, in both pages' words (issue 47):
/// `what` is the change in a few words that start lower case
/// ("opslaan van hand 3"), as each page names its steps.
pub mod step {
    use super::Lang;

    /// The first letter in capitals. The phrases start with a Latin
    /// letter: ASCII only, so the page carries no Unicode case tables
    /// (17 KB).
    fn capital(mut text: String) -> String {
        if let Some(first) = text.get_mut(..1) {
            first.make_ascii_uppercase();
        }
        text
    }

    /// An undo button: "Opslaan van hand 3 ongedaan maken".
    pub fn undo(lang: Lang, what: String) -> String {
        match lang {
            Lang::Nl => format!("{} ongedaan maken", capital(what)),
            Lang::En => format!("Undo {what}"),
        }
    }

    /// A redo button: "Opnieuw: opslaan van hand 3".
    pub fn redo(lang: Lang, what: String) -> String {
        match lang {
            Lang::Nl => format!("Opnieuw: {what}"),
            Lang::En => format!("Redo: {what}"),
        }
    }

    /// After an undo: "Opslaan van hand 3 ongedaan gemaakt."
    pub fn undone(lang: Lang, what: String) -> String {
        match lang {
            Lang::Nl => format!("{} ongedaan gemaakt.", capital(what)),
            Lang::En => format!("Undid {what}."),
        }
    }

    /// After a redo: "Opslaan van hand 3 opnieuw gedaan."
    pub fn redone(lang: Lang, what: String) -> String {
        match lang {
            Lang::Nl => format!("{} opnieuw gedaan.", capital(what)),
            Lang::En => format!("Redid {what}."),
        }
    }
}

/// Dutch or English name of a seat wind by index (0 East).
pub fn wind_name(lang: Lang, i: usize) -> &'static str {
    match lang {
        Lang::Nl => ["Oost", "Zuid", "West", "Noord"][i % 4],
        Lang::En => ["East", "South", "West", "North"][i % 4],
    }
}

/// Dutch or English name of a round: a wind, or the green dragon (ruling 22).
pub fn round_name(lang: Lang, round: mahjong_core::Tile) -> &'static str {
    match round.wind() {
        Some(w) => wind_name(lang, w.index()),
        None => lang.pick(("Groene draak", "Green dragon")),
    }
}

/// The name of a rule set on screen (the books' own titles).
pub fn variant_name(lang: Lang, v: Variant) -> &'static str {
    match v {
        Variant::Nts => "NTS 2002",
        Variant::Classic => lang.pick(("Klassiek", "Classic")),
        Variant::Nmb => "NMB",
        Variant::Mcr => "MCR 2006",
    }
}

/// Labels of the score sheet.
/// The rules reference ("Regels").
pub mod reference {
    pub const TAB: (&str, &str) = ("Regels", "Rules");
    pub const REFERENCE: (&str, &str) = ("Regels opzoeken", "Look up a rule");
    pub const LOADING: (&str, &str) = ("Regels laden…", "Loading the rules…");
    pub const FAILED: (&str, &str) = (
        "De regels konden niet geladen worden. Open de app één keer met verbinding; daarna werken ze ook zonder.",
        "The rules could not be loaded. Open the app once while online; after that they work offline too.",
    );
    pub const UNKNOWN: (&str, &str) =
        ("Deze regel bestaat niet in deze regels; hieronder staan ze allemaal.", "No such rule in this rule set; here are all of them.");
    pub const BACK: (&str, &str) = ("← Terug", "← Back");
    pub const ALL_RULES: (&str, &str) = ("Alle regels", "All rules");
    pub const SEARCH: (&str, &str) = ("Zoek in de regels", "Search the rules");
    pub const SEARCH_HINT: (&str, &str) = ("Zoek, bijvoorbeeld slang", "Search, for example snake");
    pub const NOTHING_FOUND: (&str, &str) = ("Niets gevonden voor", "Nothing found for");
    pub const PRINT: (&str, &str) = ("Spiekbrief afdrukken", "Print a cheat sheet");
    pub const CHEAT_SHEET: (&str, &str) = ("Spiekbrief", "Cheat sheet");
    pub const EXAMPLE: (&str, &str) = ("Voorbeeld", "Example");
    pub const TRY: (&str, &str) = ("Probeer in de calculator", "Try it in the calculator");
    pub const IMPLIES: (&str, &str) = ("Telt niet mee naast deze fan:", "Not counted besides this fan:");
    pub const SEAT: (&str, &str) = ("Wind", "Wind");
    pub const WINNER: (&str, &str) = ("Mahjong", "Mahjong");
    pub const NOT_WINNER: (&str, &str) = ("Geen mahjong", "No mahjong");
    pub const DISCARD: (&str, &str) = ("van tafel", "on a discard");
    pub const GREEN_DRAGON: (&str, &str) = ("groene draak", "green dragon");
    pub const DEAD: (&str, &str) = (" dood", " dead");
    pub const DISCARDER: (&str, &str) = (" gooide af", " discarded");
    pub const PLAYER: (&str, &str) = ("speler", "player");
    pub const WINS: (&str, &str) = ("wint", "wins");
    pub const DRAW: (&str, &str) = ("remise", "draw");
    pub const NEXT: (&str, &str) = ("volgende hand", "next hand");
    pub const SITS_OUT: (&str, &str) = ("doet niet mee", "sits out");
    pub const HAND: (&str, &str) = ("Hand", "Hand");
}

pub mod sheet {
    use super::Lang;
    pub const SHEET: (&str, &str) = ("Scoreblad", "Score sheet");
    /// A write of the games failed: what stays and what to do.
    pub const UNSAVED: (&str, &str) = (
        "Niet opgeslagen: de opslag van deze browser is vol of geblokkeerd. Het scoreblad blijft staan zolang deze pagina open is; maak ruimte of exporteer het spel.",
        "Not saved: this browser's storage is full or blocked. The sheet stays as long as this page is open; make room or export the game.",
    );
    pub const RETRY_SAVE: (&str, &str) = ("Opnieuw opslaan", "Save again");
    pub const CALCULATOR: (&str, &str) = ("Rekenen", "Calculator");
    pub const HAND: (&str, &str) = ("Hand", "Hand");
    pub const HANDS: (&str, &str) = ("Handen", "Hands");
    pub const HANDS_COUNT: (&str, &str) = ("handen", "hands");
    pub const ROUND: (&str, &str) = ("ronde", "round");
    pub const SITS_OUT: (&str, &str) = ("zit uit", "sits out");
    pub const GAME_OVER: (&str, &str) = ("Het spel is afgelopen.", "The game is over.");
    pub const OVER: (&str, &str) = ("afgelopen", "over");
    pub const PLAYERS: (&str, &str) = ("spelers", "players");
    pub const PLAYER: (&str, &str) = ("Speler", "Player");
    pub const PLAYER_COUNT: (&str, &str) = ("Aantal spelers", "Number of players");
    pub const TOTALS: (&str, &str) = ("Stand", "Totals");
    pub const CHART: (&str, &str) = ("Verloop van de stand", "The totals hand by hand");
    pub const ENTER_HAND: (&str, &str) = ("Volgende hand invoeren", "Enter the next hand");
    pub const ALL_GAMES: (&str, &str) = ("Alle spellen", "All games");
    pub const NO_HANDS: (&str, &str) = ("Nog geen handen gespeeld.", "No hands played yet.");
    pub const EDIT: (&str, &str) = ("Wijzig", "Edit");
    pub const DRAW: (&str, &str) = ("Remise", "Draw");
    pub const DEAD_SHORT: (&str, &str) = ("dood", "dead");
    pub const SAVE: (&str, &str) = ("Opslaan", "Save");
    pub const DELETE: (&str, &str) = ("Verwijder", "Delete");
    pub const BIN: (&str, &str) = ("Onlangs verwijderd", "Recently deleted");
    pub const BIN_HINT: (&str, &str) = ("Verwijderde spellen blijven hier twee dagen.", "Deleted games stay here for two days.");
    pub const RESTORE: (&str, &str) = ("Terugzetten", "Restore");
    pub const CANCEL: (&str, &str) = ("Annuleer", "Cancel");
    pub const PRINT: (&str, &str) = ("Afdrukken", "Print");
    pub const SHARE: (&str, &str) = ("Delen", "Share");
    pub const SHARE_HINT: (&str, &str) = (
        "Scan de code of open de link op een ander toestel: het spel komt daar als nieuw spel op het scoreblad.",
        "Scan the code or open the link on another device: the game arrives there as a new game on the score sheet.",
    );
    pub const QR: (&str, &str) = ("QR-code met de link naar dit spel", "QR code with the link to this game");
    pub const QR_BIGGER: (&str, &str) = ("Groter", "Larger");
    pub const QR_CLOSE: (&str, &str) = ("Terug", "Back");
    pub const SHARE_LINK: (&str, &str) = ("Link naar dit spel", "Link to this game");
    pub const SHARE_SEND: (&str, &str) = ("Delen via…", "Share via…");
    pub const COPY_LINK: (&str, &str) = ("Kopieer de link", "Copy the link");
    pub const COPIED: (&str, &str) = ("Link gekopieerd", "Link copied");
    pub const COPY_FAILED: (&str, &str) =
        ("Kopiëren lukte niet: houd de link ingedrukt om te kopiëren.", "Copying failed: press and hold the link to copy it.");
    pub const TOO_LONG_FOR_QR: (&str, &str) =
        ("Dit spel is te lang voor een QR-code; deel de link.", "This game is too long for a QR code; share the link.");
    pub const GAMES: (&str, &str) = ("Spellen op dit toestel", "Games on this device");
    pub const NO_GAMES: (&str, &str) = ("Nog geen spellen. Begin hieronder een spel.", "No games yet. Start one below.");
    /// Before the store answered (issue 32: never "no games" then).
    pub const LOADING_GAMES: (&str, &str) = ("Spellen worden geladen…", "Loading the games…");
    pub const NEW_GAME: (&str, &str) = ("Nieuw spel", "New game");
    pub const SEATING: (&str, &str) = (
        "Namen in tafelvolgorde: Oost, Zuid, West, Noord (tegen de klok in).",
        "Names in seating order: East, South, West, North (counter-clockwise).",
    );
    pub const FIRST_EAST: (&str, &str) = ("Begint als Oost", "Starts as East");
    pub const GREEN_ROUND: (&str, &str) =
        ("Ronde van de groene draak (met drie spelers altijd)", "Green-dragon round (always with three players)");
    pub const CHIPS: (&str, &str) = ("Fiches: scores afronden op tientallen", "Chips: round scores to tens");
    pub const START: (&str, &str) = ("Begin spel", "Start game");
    pub const IMPORT: (&str, &str) = ("Spel inlezen (JSON)", "Import a game (JSON)");
    pub const SAVE_HAND: (&str, &str) = ("Opslaan als hand", "Save as hand");
    pub const BACK_TO_RULES: (&str, &str) = ("← Terug naar de regels", "← Back to the rules");
    pub const OPEN_TILES: (&str, &str) = ("Stenen bekijken", "See the tiles");
    pub const SAVE_DRAW: (&str, &str) = ("Remise opslaan", "Save a draw");
    pub const DRAW_ASK: (&str, &str) =
        ("Remise: niemand heeft gewonnen, niemand betaalt. Opslaan als remise?", "A draw: nobody won, nobody pays. Save as a draw?");
    pub const DRAW_YES: (&str, &str) = ("Ja, remise", "Yes, a draw");
    pub const DRAW_NO: (&str, &str) = ("Nee", "No");
    pub const FAN: (&str, &str) = ("Fan", "Fans");
    pub const SELF_DRAWN: (&str, &str) = ("Zelf gepakt", "Self-drawn");
    pub const PENALTY: (&str, &str) = ("Strafpunten", "Penalty points");
    pub const PENALTY_HINT: (&str, &str) =
        ("het getal naast een naam gaat alleen van die speler af", "the number by a name is deducted from that player alone");
    pub const DISC_SHORT: (&str, &str) = ("gooide af", "discarded");
    pub const MCR_SEATING: (&str, &str) = (
        "MCR: 4 ronden van 4 handen; na elke ronde wisselen de spelers van plaats (WMO-tabel).",
        "MCR: 4 rounds of 4 hands; after each round the players change places (WMO table).",
    );

    /// The stored games could not be read; where the raw data was kept.
    pub fn unreadable(lang: Lang, key: &str) -> String {
        match lang {
            Lang::Nl => format!(
                "De opgeslagen spellen konden niet worden gelezen. Niets is gewist: de gegevens staan apart bewaard onder '{key}' in de opslag van deze browser."
            ),
            Lang::En => format!("The stored games could not be read. Nothing was deleted: the data is kept aside under '{key}' in this browser's storage."),
        }
    }
}

/// An evening's date as a club writes it: "di 17 nov 2026" (the text as
/// it is where it is no date).
pub fn date(lang: Lang, date: &str) -> String {
    date.parse().map_or_else(|_| date.to_string(), |d| day(lang, d))
}

/// The word after a number as it is written ("1 punt", "1,5 punten"):
/// grammar only, the number is the engine's text.
pub fn one_or_many<'a>(number: &str, one: &'a str, many: &'a str) -> &'a str {
    if number == "1" {
        one
    } else {
        many
    }
}

/// A day (or a tournament's round) as a club writes it.
pub fn day(lang: Lang, d: mahjong_core::competition::date::Date) -> String {
    match lang {
        Lang::Nl => d.dutch(),
        Lang::En => d.english(),
    }
}

/// "8 punten", "1 verdubbeling", "1000 punten (limiet)", "24 fan".
pub fn value_text(lang: Lang, value: Option<mahjong_core::reference::Value>) -> String {
    let nl = lang == Lang::Nl;
    match (value, nl) {
        (None, _) => String::new(),
        (Some(mahjong_core::reference::Value::Points(1)), true) => "1 punt".into(),
        (Some(mahjong_core::reference::Value::Points(n)), true) => format!("{n} punten"),
        (Some(mahjong_core::reference::Value::Points(1)), false) => "1 point".into(),
        (Some(mahjong_core::reference::Value::Points(n)), false) => format!("{n} points"),
        (Some(mahjong_core::reference::Value::Doublings(1)), true) => "1 verdubbeling".into(),
        (Some(mahjong_core::reference::Value::Doublings(n)), true) => format!("{n} verdubbelingen"),
        (Some(mahjong_core::reference::Value::Doublings(1)), false) => "1 doubling".into(),
        (Some(mahjong_core::reference::Value::Doublings(n)), false) => format!("{n} doublings"),
        (Some(mahjong_core::reference::Value::Limit(n)), true) => format!("{n} punten (limiet)"),
        (Some(mahjong_core::reference::Value::Limit(n)), false) => format!("{n} points (limit)"),
        (Some(mahjong_core::reference::Value::HalfLimit(n)), true) => format!("{n} punten (halve limiet)"),
        (Some(mahjong_core::reference::Value::HalfLimit(n)), false) => format!("{n} points (half the limit)"),
        (Some(mahjong_core::reference::Value::Fan(n)), _) => format!("{n} fan"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The engine's numbers reach the player (issue 18: "2 verdubbelingen"
    /// was written into the text).
    #[test]
    fn errors_say_their_numbers() {
        // Ruling 15: 1 doubling, 2 needed.
        let best = mahjong_core::dutch::score(&"123m456m789p234s5s +5s".parse().unwrap(), &mahjong_core::RuleSet::NTS).unwrap_err();
        let ScoreError::NoValidMahjong { doublings: 1, needed: 2, .. } = best else { panic!("{best:?}") };
        assert_eq!(
            score_error_text(Lang::Nl, &best),
            "Geen geldige mahjong: minstens 2 verdubbelingen nodig, deze hand heeft er 1 (dood spel)."
        );
        assert_eq!(score_error_text(Lang::En, &best), "No valid mahjong: at least 2 doublings needed, this hand has 1 (dead hand).");
        // Ruling 1: a winner with one kong holds 15 tiles.
        let e = HandError::WrongTileCount { winner: true, kongs: 1, expected: 15, found: 14 };
        assert_eq!(hand_error_text(Lang::Nl, &e), "De winnaar heeft 15 stenen (14, plus één per kong: 1); nu 14.");
        let five = HandError::TooManyCopies { tile: "5p".parse().unwrap(), count: 5 };
        assert_eq!(hand_error_text(Lang::Nl, &five), "5 keer kringen 5: er zijn er maar 4.");
    }
}
