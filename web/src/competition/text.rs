//! The organiser's sentences in Dutch and English, and what a refusal or
//! a notice says.

use mahjong_core::competition::draw::Quality;
use mahjong_core::competition::places::PlacesError;
use mahjong_core::competition::season::SeasonError;
use mahjong_core::competition::seating::SeatingError;
use mahjong_core::competition::typed::{TypedError, MAX_TOTAL};
use mahjong_core::competition::{SeasonTies, TiePolicy};
use mahjong_core::json::season::change::ChangeError;
use mahjong_core::json::season::{EveningProblem, Field, List, Names, NotDrawn, ReglementProblem, SeasonProblem, TableProblem, MAX_NAME};
use mahjong_core::json::tournament::{ChangeError as TChange, Problem as TProblem, MAX_REASON};
use mahjong_core::json::GameLineError;

use super::log::{Change, Place};
use super::model::{ClubError, ClubNotice};
use crate::i18n::Lang;

pub const TAB: (&str, &str) = ("Competitie", "Competition");
pub const NEW_SEASON: (&str, &str) = ("Nieuw seizoen", "New season");
pub const SEASON_NAME: (&str, &str) = ("Naam van het seizoen", "Name of the season");
/// A season's name when the organiser gives none: the club year that
/// holds `year` and `month` (1-12; a club season starts after the summer,
/// in August).
pub fn season_default_name(lang: Lang, year: i32, month: u32) -> String {
    let start = if month >= 8 { year } else { year - 1 };
    format!("{} {start}-{}", lang.pick(("Competitie", "Competition")), start + 1)
}
pub const REGLEMENT: (&str, &str) = ("Reglement", "Reglement");
pub const RULES_OF_EVENINGS: (&str, &str) = ("Spelregels van de avonden", "Rules of the evenings");
pub const START_SEASON: (&str, &str) = ("Seizoen beginnen", "Start the season");
pub const SEASON: (&str, &str) = ("Seizoen", "Season");
pub const EVENINGS: (&str, &str) = ("Speelavonden", "Club evenings");
pub const NO_EVENINGS: (&str, &str) = ("Nog geen speelavonden.", "No club evenings yet.");
pub const NEW_EVENING: (&str, &str) = ("Nieuwe speelavond", "New club evening");
pub const DATE: (&str, &str) = ("Datum", "Date");
pub const STANDINGS: (&str, &str) = ("Klassement", "Standings");
pub const NO_STANDINGS: (&str, &str) = ("Nog geen uitslagen.", "No results yet.");
pub const RANK: (&str, &str) = ("Plaats", "Rank");
pub const NAME: (&str, &str) = ("Naam", "Name");
pub const POINTS: (&str, &str) = ("Punten", "Points");
pub const PLAYED: (&str, &str) = ("Avonden", "Evenings");
pub const NOT_QUALIFIED: (&str, &str) = ("niet gekwalificeerd", "not qualified");
pub const COUNTS_NOT: (&str, &str) = ("telt niet", "does not count");
pub const MEMBERS: (&str, &str) = ("Leden", "Members");
pub const ADD_MEMBER: (&str, &str) = ("Lid toevoegen", "Add a member");
pub const RENAME: (&str, &str) = ("Hernoem", "Rename");
pub const INACTIVE: (&str, &str) = ("komt niet meer", "no longer comes");
pub const DELETE: (&str, &str) = ("Verwijder", "Delete");
pub const BACK: (&str, &str) = ("← Competitie", "← Competition");
pub const PRESENT: (&str, &str) = ("Aanwezig", "Present");
pub const GUEST: (&str, &str) = ("Gast (naam)", "Guest (name)");
pub const ADD_GUEST: (&str, &str) = ("Gast toevoegen", "Add a guest");
pub const DRAW: (&str, &str) = ("Tafels loten", "Draw the tables");
pub const REDRAW: (&str, &str) = ("Opnieuw loten (begonnen tafels blijven)", "Draw again (started tables stay)");
pub const TABLE: (&str, &str) = ("Tafel", "Table");
/// A season on this phone without its key (issue 52: it came from
/// another organiser's phone through the club's server).
pub const NO_SEASON_KEY: (&str, &str) = (
    "Deze telefoon heeft de sleutel van dit seizoen niet: zijn tafelkaarten zijn niet ondertekend en uitslagen kan hij niet nagaan. Laat de organisator die het seizoen begon de sleutel tonen en scan die.",
    "This phone does not have this season's key: its table cards are not signed and it cannot check results. Have the organiser who began the season show the key, and scan it.",
);
/// The club rating (issue 53, C23).
pub const RATING: (&str, &str) = ("Rating", "Rating");
pub const RATING_HINT: (&str, &str) = (
    "Hoe sterk een speler is over alle seizoenen van de club op deze telefoon (geen toernooien): elke tafel telt, met de plaats en met hoe sterk de tegenstanders waren. Het getal is een voorzichtige schatting: het stijgt naarmate de app een speler beter kent, en heet voorlopig zolang er nog te weinig tafels zijn. Het klassement blijft wat telt voor de competitie.",
    "How strong a player is across all the club's seasons on this phone (no tournaments): every table counts, by the place and by how strong the opponents were. The number is a careful estimate: it rises as the app knows a player better, and is provisional while there are too few tables yet. The standings stay what counts for the competition.",
);
pub const NO_RATINGS: (&str, &str) =
    ("Nog geen rating: er is nog geen speelavond gespeeld die telt.", "No rating yet: no counting club evening has been played.");
pub const PROVISIONAL: (&str, &str) = ("voorlopig", "provisional");
pub const TABLES: (&str, &str) = ("Tafels", "Tables");
/// Why there is no rating: a season the engine cannot read.
pub fn rating_problem(lang: Lang, e: &str) -> String {
    match lang {
        Lang::Nl => format!("Geen rating: een seizoen is niet te lezen ({e})."),
        Lang::En => format!("No rating: a season cannot be read ({e})."),
    }
}
/// A player's rating line after the number: place, tables, voorlopig.
pub fn rating_line(lang: Lang, rank: usize, of: usize, tables: usize, provisional: bool) -> String {
    let tables = match (lang, tables) {
        (Lang::Nl, 1) => "1 tafel".to_string(),
        (Lang::Nl, n) => format!("{n} tafels"),
        (Lang::En, 1) => "1 table".to_string(),
        (Lang::En, n) => format!("{n} tables"),
    };
    match (lang, provisional) {
        (Lang::Nl, false) => format!(" · {rank}e van {of} · {tables}"),
        (Lang::Nl, true) => format!(" (voorlopig) · {rank}e van {of} · {tables}"),
        (Lang::En, false) => format!(" · {rank} of {of} · {tables}"),
        (Lang::En, true) => format!(" (provisional) · {rank} of {of} · {tables}"),
    }
}
/// The MERS list (issue 53, C24).
pub const MERS_TITLE: (&str, &str) = ("MERS-ranglijst", "MERS ranking");
pub const MERS_HINT: (&str, &str) = (
    "De MERS is de Europese ranglijst van de EMA voor MCR-toernooien: elk toernooi telt met de plaats, het gewicht (dagen, spelers, landen, kwalificatie) en hoe lang geleden het was. Wie minstens 2 toernooien speelde staat erin. Tik op een naam voor de berekening.",
    "MERS is the EMA's European ranking of players in MCR tournaments: each tournament counts by the place, its weight (days, players, countries, qualification) and how long ago it was. Whoever played at least 2 tournaments is listed. Tap a name for the calculation.",
);
pub const MERS_ON: (&str, &str) = ("Peildatum", "Reckoning day");
pub const MERS_READ: (&str, &str) = ("EMA-bestanden inlezen", "Read EMA files");
pub const MERS_READ_HINT: (&str, &str) = (
    "Kies van elk toernooi de twee bestanden samen: de uitslag en het toernooi (zoals de EMA ze vraagt en deze app ze maakt). Ze blijven hier tot je de app sluit. Spelers met een EMA-nummer worden op hun nummer herkend, spelers zonder nummer op hun naam.",
    "Choose each tournament's two files together: the results and the tournament (as the EMA asks for them and this app makes them). They stay here until you close the app. Players with an EMA number are recognised by it, players without one by their name.",
);
pub const MERS_TOURNAMENTS: (&str, &str) = ("Toernooien", "Tournaments");
pub const MERS_NONE: (&str, &str) = (
    "Nog niemand in de lijst: daarvoor zijn minstens 2 toernooien van dezelfde speler nodig die op de peildatum meetellen (de laatste twee jaar).",
    "Nobody listed yet: that takes at least 2 tournaments of the same player that count on the reckoning day (the last two years).",
);
pub const MERS_PADDING: (&str, &str) = ("aangevuld tot 5", "padding to 5");
pub const MERS_RESULT: (&str, &str) = ("Toernooi", "Tournament");
pub const MERS_BASE: (&str, &str) = ("Punten", "Points");
pub const MERS_HALF: (&str, &str) = ("telt half (1 tot 2 jaar oud)", "counts half (1 to 2 years old)");
pub const MERS_OLD: (&str, &str) = ("telt niet meer (ouder dan 2 jaar)", "no longer counts (over 2 years old)");
pub const MERS_AFTER: (&str, &str) = ("telt nog niet (na de peildatum)", "does not count yet (after the reckoning day)");
/// A tournament's weight in its parts (C24), as the engine gave them.
pub fn mers_weight_line(lang: Lang, parts: &[String; 4], total: &str) -> String {
    let [days, players, countries, qualification] = parts;
    match lang {
        Lang::Nl => format!("gewicht {total} = dagen {days} + spelers {players} + landen {countries} + kwalificatie {qualification}"),
        Lang::En => format!("weight {total} = days {days} + players {players} + countries {countries} + qualification {qualification}"),
    }
}
/// The list's heading: the day it is reckoned on.
pub fn mers_list_title(lang: Lang, on: &str) -> String {
    match lang {
        Lang::Nl => format!("Ranglijst op {}", date(lang, on)),
        Lang::En => format!("Ranking on {}", date(lang, on)),
    }
}
/// A result's place: "2e van 8".
pub fn mers_place(lang: Lang, place: usize, of: usize) -> String {
    match lang {
        Lang::Nl => format!("{place}e van {of}"),
        Lang::En => format!("{place} of {of}"),
    }
}
pub const MERS_WEIGHT: (&str, &str) = ("Gewicht", "Weight");
pub const MERS_REMOVE: (&str, &str) = ("Weghalen", "Remove");
/// A tournament in the list: where it came from, when, its size.
pub fn mers_tournament_line(lang: Lang, day: &str, players: usize, own: bool) -> String {
    let from = match (lang, own) {
        (Lang::Nl, true) => "op deze telefoon",
        (Lang::Nl, false) => "uit EMA-bestanden",
        (Lang::En, true) => "on this phone",
        (Lang::En, false) => "from EMA files",
    };
    match lang {
        Lang::Nl => format!("{} · {players} spelers · {from}", date(lang, day)),
        Lang::En => format!("{} · {players} players · {from}", date(lang, day)),
    }
}
/// Parts A and B and how they make the MERS.
pub fn mers_parts(lang: Lang, a: &str, b: &str, n: usize, best_a: usize) -> String {
    match lang {
        Lang::Nl => format!(
            "Punten per toernooi: 1000 × (spelers − plaats) / (spelers − 1). Deel A, het gewogen gemiddelde (punten × gewicht opgeteld, gedeeld door de gewichten samen) van de beste {best_a} van {n}: {a} · deel B, van de beste 4: {b} · MERS = (A + B) / 2"
        ),
        Lang::En => format!(
            "Points per tournament: 1000 × (players − place) / (players − 1). Part A, the weighted average (points × weight summed, divided by the weights' sum) of the best {best_a} of {n}: {a} · part B, of the best 4: {b} · MERS = (A + B) / 2"
        ),
    }
}
/// Why one of this phone's tournaments is not counted.
pub fn own_tournament_problem(lang: Lang, p: &mahjong_core::json::rating::OwnTournamentProblem) -> String {
    use mahjong_core::json::rating::OwnTournamentProblem as P;
    match (lang, p) {
        (Lang::Nl, P::NotTournament(n)) => format!("{n} is geen toernooi"),
        (Lang::En, P::NotTournament(n)) => format!("{n} is no tournament"),
        (Lang::Nl, P::NoDate) => "telt nog niet mee: het toernooi heeft geen datum".into(),
        (Lang::En, P::NoDate) => "not counted yet: the tournament has no date".into(),
        (Lang::Nl, P::Unfinished { round, tables }) => {
            format!("telt nog niet mee: ronde {round} heeft nog {tables} {} zonder uitslag", if *tables == 1 { "tafel" } else { "tafels" })
        }
        (Lang::En, P::Unfinished { round, tables }) => format!("not counted yet: round {round} has {tables} table(s) without a result"),
        (Lang::Nl, P::Unreadable(e)) => format!("telt niet mee: niet te lezen ({e})"),
        (Lang::En, P::Unreadable(e)) => format!("not counted: cannot be read ({e})"),
    }
}
/// Why the EMA's files of a tournament cannot be read, by file and row.
pub fn ema_read_problem(lang: Lang, p: &mahjong_core::json::ema::EmaReadProblem) -> String {
    use mahjong_core::json::ema::{EmaFileKind, EmaReadProblem as P};
    let file = |k: &EmaFileKind| match (lang, k) {
        (Lang::Nl, EmaFileKind::Results) => "het uitslagbestand",
        (Lang::Nl, EmaFileKind::Tournament) => "het toernooibestand",
        (Lang::En, EmaFileKind::Results) => "the results file",
        (Lang::En, EmaFileKind::Tournament) => "the tournament file",
    };
    match lang {
        Lang::En => p.to_string(),
        Lang::Nl => match p {
            P::Empty { file: k } => format!("{} is leeg of geen EMA-bestand", file(k)),
            P::Column { column } => format!("het uitslagbestand heeft geen kolom '{column}'"),
            P::Field { field } => format!("het toernooibestand mist '{field}'"),
            P::Position { row, given, players } => format!("uitslag, rij {row}: positie '{given}' is geen plaats van 1 tot {players}"),
            P::Name { row } => format!("uitslag, rij {row}: geen naam"),
            P::NumberTwice { row, number, first } => format!("uitslag, rij {row}: EMA-nummer {number} staat ook op rij {first}"),
            P::Date { field, given } => format!("toernooi: {field} '{given}' is geen datum (JJJJ-MM-DD)"),
            P::Count { field, given } => format!("toernooi: {field} '{given}' is geen getal"),
            P::Qualification { given } => format!("toernooi: kwalificatie '{given}' is geen yes of no"),
            P::Rules { given } => format!("toernooi: gespeeld met {given}; deze lijst is voor MCR-toernooien"),
            P::Players { said, rows } => {
                format!("het toernooibestand noemt {said} spelers, de uitslag heeft er {rows} (horen ze bij hetzelfde toernooi?)")
            }
        },
    }
}
/// The rating's course, said for a screen reader.
pub fn rating_course(lang: Lang, from: &str, first: &str, to: &str, last: &str) -> String {
    match lang {
        Lang::Nl => format!("Verloop: {first} op {from}, {last} op {to}."),
        Lang::En => format!("Course: {first} on {from}, {last} on {to}."),
    }
}

/// The button beside a typed total that turns its sign.
pub const FLIP_SIGN: (&str, &str) = ("min of plus", "minus or plus");
pub const TO_SHARE: (&str, &str) = ("Naar Delen met de club", "To Share with the club");
pub const WAITING: (&str, &str) = ("wacht op uitslag", "waiting for its result");
pub const ENTER_RESULT: (&str, &str) = ("Uitslag typen", "Type the result");
pub const TOTAL: (&str, &str) = ("Stand", "Total");
pub const MADE: (&str, &str) = ("Mahjongs", "Mahjongs");
pub const CAUSED: (&str, &str) = ("Veroorzaakt", "Caused");
pub const UNFINISHED: (&str, &str) = ("Niet uitgespeeld", "Not finished");
pub const SHARE_STANDINGS: (&str, &str) = ("Deel de stand", "Share the standings");
pub const SHARE_PICTURE: (&str, &str) = ("Als afbeelding", "As a picture");
pub const PICTURE_SAVED: (&str, &str) = (
    "Opgeslagen als klassement.png (bij je downloads): stuur die naar de groep.",
    "Saved as standings.png (in your downloads): send it to the group.",
);
pub const COPIED_STANDINGS: (&str, &str) = ("Gekopieerd: plak de stand in de groepsapp.", "Copied: paste the standings in the group chat.");
pub const ALL_MEMBERS: (&str, &str) = ("Alle leden", "All members");
pub const LAST_TIME: (&str, &str) = ("Iedereen van vorige keer", "Everyone of last time");
pub const STARTED: (&str, &str) = ("Begonnen", "Started");
pub const STARTED_SHORT: (&str, &str) = ("begonnen", "started");
pub const MJ_LEGEND: (&str, &str) = ("MJ: mahjongs gemaakt · Ver.: mahjongs veroorzaakt", "MJ: mahjongs made · Caused: mahjongs caused");
pub const CORRECT: (&str, &str) = ("Uitslag verbeteren", "Correct the result");
pub const REMOVE_RESULT: (&str, &str) = ("Uitslag verwijderen", "Remove the result");
pub const SEAT_AT: (&str, &str) = ("Aan tafel", "At table");
pub const SEAT_HERE: (&str, &str) = ("Hier plaatsen", "Seat here");
pub const OR_REDRAW: (&str, &str) = (
    "Of kies Opnieuw loten: dan worden alleen de tafels die nog niet begonnen zijn opnieuw geloot.",
    "Or choose Draw again: only the tables that have not started are drawn again.",
);
pub const EDIT_EVENING: (&str, &str) = ("Datum wijzigen of avond verwijderen", "Change the date or delete the evening");
pub const NEW_DATE: (&str, &str) = ("Nieuwe datum", "New date");
pub const REDATE: (&str, &str) = ("Datum wijzigen", "Change the date");
pub const DELETE_EVENING: (&str, &str) = ("Speelavond verwijderen", "Delete the club evening");
pub const SAVE_RESULT: (&str, &str) = ("Uitslag opslaan", "Save the result");
pub const CANCEL: (&str, &str) = ("Annuleer", "Cancel");
pub const SWAP: (&str, &str) = ("Wissel", "Swap");
pub const WITH: (&str, &str) = ("met", "with");
pub const KEPT: (&str, &str) = ("Bewaarde uitslag", "Kept result");
pub const NEW_RESULT: (&str, &str) = ("Nieuwe uitslag", "New result");
pub const KEEP_KEPT: (&str, &str) = ("Houd de bewaarde", "Keep the kept one");
/// The phone that sent a result (issue 51): "Verstuurd om 20:41 met de
/// telefoon van Bep (kenmerk u20w)", the minute by that phone's clock in
/// this phone's time zone. The mark is the start of the phone's key: it
/// tells apart two phones said to be the same owner's, or unnamed ones.
pub fn sent_by(lang: Lang, p: &mahjong_core::json::phone::Phone) -> String {
    let at = p.sent.map(|minute| crate::time::clock_time(minute.saturating_mul(60_000)));
    let when = match (lang, at) {
        (Lang::Nl, Some(t)) => format!(" om {t}"),
        (Lang::En, Some(t)) => format!(" at {t}"),
        (_, None) => String::new(),
    };
    match (lang, p.owner.as_str()) {
        (Lang::Nl, "") => format!("Verstuurd{when} met een telefoon zonder naam (kenmerk {})", p.mark()),
        (Lang::Nl, o) => format!("Verstuurd{when} met de telefoon van {o} (kenmerk {})", p.mark()),
        (Lang::En, "") => format!("Sent{when} from an unnamed phone (mark {})", p.mark()),
        (Lang::En, o) => format!("Sent{when} from {o}'s phone (mark {})", p.mark()),
    }
}

/// Whether a new result came from the phone of the kept one (issue 51),
/// and, where not, what to do.
pub fn same_phone(lang: Lang, same: bool) -> &'static str {
    lang.pick(if same {
        ("Dezelfde telefoon als de bewaarde.", "The same phone as the kept one.")
    } else {
        (
            "Een andere telefoon dan de bewaarde (een ander kenmerk; de naam kiest de telefoon zelf): vraag de tafel welke klopt.",
            "Another phone than the kept one's (another mark; a phone says its own name): ask the table which is right.",
        )
    })
}

pub const TAKE_NEW: (&str, &str) = ("Neem de nieuwe", "Take the new one");
pub const PLACE: (&str, &str) = ("pl.", "pl.");
pub const WINDS: [(&str, &str); 5] = [("O", "E"), ("Z", "S"), ("W", "W"), ("N", "N"), ("5e", "5th")];
pub const UNSAVED: (&str, &str) = (
    "Niet opgeslagen: de opslag van deze browser is vol of geblokkeerd. De competitie blijft staan zolang deze pagina open is.",
    "Not saved: this browser's storage is full or blocked. The competition stays as long as this page is open.",
);

/// The reglement presets by id, as a club names them.
pub fn reglement_name(lang: Lang, id: &str) -> String {
    match id {
        "groene-hart" => "Groene Hart".into(),
        "keevel" => "Keevel / Pe-ling".into(),
        "bamboe-acht" => "Bamboe Acht".into(),
        "mcr-toernooi" => lang.pick(("MCR-toernooi", "MCR tournament")).into(),
        own => format!("{} ({own})", lang.pick(("Eigen reglement", "Own reglement"))),
    }
}

/// Tables of `sizes` as a line: "2 tafels: 5 + 4".
pub fn sizes(lang: Lang, sizes: &[usize]) -> String {
    let list: Vec<String> = sizes.iter().map(usize::to_string).collect();
    match lang {
        Lang::Nl => format!("{} {}: {}", sizes.len(), if sizes.len() == 1 { "tafel" } else { "tafels" }, list.join(" + ")),
        Lang::En => format!("{} {}: {}", sizes.len(), if sizes.len() == 1 { "table" } else { "tables" }, list.join(" + ")),
    }
}

/// A draw's quality in words (C15).
pub fn quality(lang: Lang, q: &Quality) -> String {
    let nl = lang == Lang::Nl;
    let meetings = match (q.repeats, nl) {
        (0, true) => "Niemand treft iemand die hij dit seizoen al trof.".to_string(),
        (0, false) => "Nobody meets anyone they met this season.".to_string(),
        (1, true) => "1 paar treft elkaar opnieuw".to_string(),
        (n, true) => format!("{n} paren treffen elkaar opnieuw"),
        (1, false) => "1 pair meets again".to_string(),
        (n, false) => format!("{n} pairs meet again"),
    };
    let most = match (q.repeats, q.max_meetings, nl) {
        (0, _, _) => String::new(),
        (_, m, true) => format!("; hoogstens voor de {} keer.", ordinal_nl(m)),
        (_, m, false) => format!("; at most for the {} time.", ordinal_en(m)),
    };
    format!("{meetings}{most}")
}

fn ordinal_nl(n: u32) -> String {
    match n {
        2 => "tweede".into(),
        3 => "derde".into(),
        4 => "vierde".into(),
        5 => "vijfde".into(),
        n => format!("{n}e"),
    }
}

fn ordinal_en(n: u32) -> String {
    match n {
        2 => "second".into(),
        3 => "third".into(),
        n => format!("{n}th"),
    }
}

/// What a refusal says, naming the steps that keep an older one from
/// being undone (issue 49) by what they changed.
pub fn club_error(lang: Lang, e: &ClubError, club: &super::model::Club) -> String {
    match e {
        ClubError::DependsOn { later } => {
            let list: Vec<String> = later.iter().rev().map(|s| step_what(lang, s, club)).collect();
            match lang {
                Lang::Nl => {
                    format!("Later is hetzelfde weer gewijzigd; maak eerst dat ongedaan: {}. Er is niets teruggedraaid.", list.join("; "))
                }
                Lang::En => format!("The same was changed again later; undo that first: {}. Nothing was taken back.", list.join("; ")),
            }
        }
        e => error(lang, e),
    }
}

/// What a refusal says.
pub fn error(lang: Lang, e: &ClubError) -> String {
    let nl = lang == Lang::Nl;
    match e {
        ClubError::NoSeason => lang.pick(("Begin eerst een seizoen.", "Start a season first.")).into(),
        ClubError::Tournament(problems) => problems.iter().map(|p| tournament_problem(lang, p)).collect::<Vec<_>>().join(" "),
        ClubError::Change(e) => change_error(lang, e),
        ClubError::BadDate => lang.pick(("Dat is geen datum.", "That is no date.")).into(),
        ClubError::SeasonNameTaken { name } if nl => format!("Er is al een seizoen «{name}» op deze telefoon; kies een andere naam."),
        ClubError::SeasonNameTaken { name } => format!("There is a season «{name}» on this phone already; choose another name."),
        ClubError::SeasonsOfName { name } if nl => {
            format!("Er staan meer seizoenen «{name}» op deze telefoon; geef er één een andere naam en open de uitslag opnieuw.")
        }
        ClubError::SeasonsOfName { name } => {
            format!("There are several seasons «{name}» on this phone; rename one and open the result again.")
        }
        // Worded with the club's seasons in `club_error`.
        ClubError::DependsOn { .. } => lang.pick(("Maak eerst de latere wijzigingen ongedaan.", "Undo the later changes first.")).into(),
        ClubError::StepGone => lang
            .pick((
                "Dat is niet meer de laatste wijziging (er is intussen iets veranderd); er is niets teruggedraaid.",
                "That is no longer the last change (something changed meanwhile); nothing was taken back.",
            ))
            .into(),
        ClubError::UndoRefused if nl => {
            "Dit kan niet ongedaan worden gemaakt: het seizoen van toen klopt niet (een beschadigde opslag). Er is niets veranderd.".into()
        }
        ClubError::UndoRefused => {
            "This cannot be undone: the season as it was does not add up (a damaged store). Nothing was changed.".into()
        }
        ClubError::BadKeyLink => lang
            .pick((
                "Deze sleutellink is beschadigd of onvolledig; er is niets overgenomen.",
                "This key link is damaged or incomplete; nothing was taken over.",
            ))
            .into(),
        ClubError::KeyOther { name } if nl => {
            format!("Seizoen '{name}' heeft op deze telefoon al een eigen sleutel; die blijft, zodat de tafelkaarten van deze telefoon blijven gelden.")
        }
        ClubError::KeyOther { name } => {
            format!("Season '{name}' already has a key of its own on this phone; it stays, so this phone's table cards stay valid.")
        }
        ClubError::BadLink => lang
            .pick((
                "Deze uitslaglink is beschadigd of onvolledig; er is niets overgenomen.",
                "This result link is damaged or incomplete; nothing was taken over.",
            ))
            .into(),
        ClubError::PendingDamaged => lang
            .pick((
                "Een uitslaglink die nog bewaard werd, was beschadigd en is weggehaald; vraag de tafel de uitslag opnieuw te sturen.",
                "A result link kept to be taken in was damaged and is removed; ask the table to send its result again.",
            ))
            .into(),
        ClubError::NoSuchSeason { name } if nl => format!("Deze uitslag hoort bij seizoen '{name}', dat niet op deze telefoon staat."),
        ClubError::NoSuchSeason { name } => format!("This result belongs to season '{name}', which is not on this phone."),
        ClubError::BadFile { problem: None } => {
            lang.pick(("Dit bestand is geen seizoen; er is niets ingelezen.", "This file is no season; nothing was read.")).into()
        }
        ClubError::BadFile { problem: Some(p) } if nl => {
            format!("Dit seizoen klopt niet; er is niets ingelezen. {}", season_problem(lang, p))
        }
        ClubError::BadFile { problem: Some(p) } => format!("This season is not right; nothing was read. {}", season_problem(lang, p)),
        ClubError::FileTooLarge { bytes } => {
            // In megabytes with one decimal, as a phone's file list shows a size.
            let (mb, max) = (megabytes(*bytes, nl), megabytes(super::export::MAX_SEASON_FILE, nl));
            if nl {
                format!("Dit bestand is {mb} MB; een seizoen is nooit groter dan {max} MB. Het is niet gelezen.")
            } else {
                format!("This file is {mb} MB; a season is never larger than {max} MB. It was not read.")
            }
        }
    }
}

/// What the engine's refusal of a change to the season says.
fn change_error(lang: Lang, e: &ChangeError) -> String {
    let nl = lang == Lang::Nl;
    match e {
        ChangeError::Changed { table } if nl => {
            format!("Deze uitslag van tafel {table} is veranderd na het versturen; hij is niet overgenomen. Vraag tafel {table} hem opnieuw te sturen.")
        }
        ChangeError::Changed { table } => {
            format!("This result of table {table} was changed after it was sent; it was not taken. Ask table {table} to send it again.")
        }
        // Issue 51: never taken silently; the box below offers the choice.
        ChangeError::Unsigned { table } if nl => format!(
            "Deze uitslag van tafel {table} is niet ondertekend: de tafelkaart had geen sleutel (gemaakt op een telefoon zonder de sleutel van het seizoen, of van vóór de sleutels). Niet na te gaan of hij van tafel {table} komt en zo is verstuurd. Neem hem alleen over als je dat zeker weet."
        ),
        ChangeError::Unsigned { table } => format!(
            "This result of table {table} is not signed: its table card had no key (made on a phone without the season's key, or from before keys). There is no telling it comes from table {table} as sent. Take it only if you are sure."
        ),
        ChangeError::NothingWaiting { table } if nl => format!("Voor tafel {table} wacht geen uitslag meer op een keuze (al gekozen, misschien op een ander tabblad)."),
        ChangeError::NothingWaiting { table } => format!("No result of table {table} waits for a choice any more (chosen already, perhaps in another tab)."),
        // Issue 51: a removed result's link does not bring it back.
        ChangeError::Removed { table, on } => {
            let on = on.as_ref().and_then(|t| t.parse::<crate::time::Timestamp>().ok()).map(|t| {
                let (d, minute) = t.local();
                format!("{} {minute}", date(lang, &d))
            });
            match (lang, on) {
                (Lang::Nl, Some(on)) => format!("Deze uitslag van tafel {table} is verwijderd op {on}; hij is niet opnieuw overgenomen."),
                (Lang::Nl, None) => format!("Deze uitslag van tafel {table} is verwijderd; hij is niet opnieuw overgenomen."),
                (Lang::En, Some(on)) => format!("This result of table {table} was removed on {on}; it was not taken again."),
                (Lang::En, None) => format!("This result of table {table} was removed; it was not taken again."),
            }
        }
        ChangeError::EarlierDraw { table } if nl => format!(
            "Deze uitslag van tafel {table} hoort bij een eerdere loting; hij is niet overgenomen. Geef tafel {table} de nieuwe tafelkaart en laat de uitslag opnieuw sturen."
        ),
        ChangeError::EarlierDraw { table } => format!(
            "This result of table {table} belongs to an earlier draw; it was not taken. Give table {table} its new table card and have the result sent again."
        ),
        ChangeError::OtherRules { table, game, season } if nl => format!(
            "Tafel {table} speelde onder {}, dit seizoen onder {}; de uitslag is niet overgenomen.",
            crate::i18n::variant_name(lang, *game),
            crate::i18n::variant_name(lang, *season)
        ),
        ChangeError::OtherRules { table, game, season } => format!(
            "Table {table} played under {}, this season under {}; the result was not taken.",
            crate::i18n::variant_name(lang, *game),
            crate::i18n::variant_name(lang, *season)
        ),
        ChangeError::TilesDisagree { table, hand } if nl => {
            format!("Tafel {table}, hand {hand}: de stenen geven een andere score dan in de uitslag staat; de uitslag is niet overgenomen.")
        }
        ChangeError::TilesDisagree { table, hand } => {
            format!("Table {table}, hand {hand}: the tiles score otherwise than the result says; it was not taken.")
        }
        ChangeError::TooManyTiles { table, hand, tile, count } if nl => format!(
            "Tafel {table}, hand {hand}: {count} keer {} op de rekken, maar het spel heeft er {}; de uitslag is niet overgenomen. Laat tafel {table} de stenen verbeteren.",
            crate::i18n::tile_name(lang, *tile),
            tile.copies()
        ),
        ChangeError::TooManyTiles { table, hand, tile, count } => format!(
            "Table {table}, hand {hand}: {count} times {} on the racks, but the set has {}; it was not taken. Have table {table} correct the tiles.",
            crate::i18n::tile_name(lang, *tile),
            tile.copies()
        ),
        ChangeError::Tournament(e) => tournament_change(lang, e),
        ChangeError::BadName => lang.pick(("Een naam heeft 1 tot 24 tekens.", "A name has 1 to 24 characters.")).into(),
        ChangeError::BadPhone { table } if nl => format!("De telefoon die de uitslag van tafel {table} stuurde is geen telefoon (een sleutel van 32 bytes en een naam van hoogstens 24 tekens)."),
        ChangeError::BadPhone { table } => format!("The phone that sent table {table}'s result is no phone (a key of 32 bytes and a name of at most 24 characters)."),
        ChangeError::NameTaken { name } if nl => format!("Er is al een speler die {name} heet."),
        ChangeError::NameTaken { name } => format!("There is already a player called {name}."),
        ChangeError::HasPlayed { name } if nl => {
            format!("{name} heeft al gespeeld en blijft in de uitslagen; zet {name} op 'komt niet meer'.")
        }
        ChangeError::HasPlayed { name } => format!("{name} has played and stays in the results; mark {name} as 'no longer comes'."),
        ChangeError::DateTaken { date: d } if nl => format!("Er is al een speelavond op {}.", date(lang, d)),
        ChangeError::DateTaken { date: d } => format!("There is already a club evening on {}.", date(lang, d)),
        ChangeError::NoEvening => lang.pick(("Die speelavond is er niet (meer).", "That club evening is not there (any more).")).into(),
        ChangeError::TooFew { players } if nl => format!("{players} spelers: voor een tafel zijn er minstens 3 nodig."),
        ChangeError::TooFew { players } => format!("{players} players: a table needs at least 3."),
        ChangeError::NoTable { table } if nl => format!("Deze avond heeft geen tafel {table}."),
        ChangeError::NoTable { table } => format!("This evening has no table {table}."),
        ChangeError::WrongPlayers { table } if nl => format!("Deze uitslag is van andere spelers dan tafel {table}."),
        ChangeError::WrongPlayers { table } => format!("This result is of other players than table {table}'s."),
        ChangeError::Game { table, error, names } if nl => {
            format!("Tafel {table}: {}", crate::sheet::text::ledger_error(lang, &ledger(error), names))
        }
        ChangeError::Game { table, error, names } => {
            format!("Table {table}: {}", crate::sheet::text::ledger_error(lang, &ledger(error), names))
        }
        ChangeError::Season(p) => season_problem(lang, p),
        ChangeError::Seating(s) => seating(lang, s),
        ChangeError::Typed { table, error } => typed(lang, *table, error),
        ChangeError::NoResult { table } if nl => format!("Tafel {table} heeft (nog) geen uitslag."),
        ChangeError::NoResult { table } => format!("Table {table} has no result (yet)."),
    }
}

/// A game's refusal as the score sheet words it.
fn ledger(e: &GameLineError) -> crate::sheet::game::LedgerError {
    use crate::sheet::game::LedgerError;
    match e {
        GameLineError::Names { names, players } => LedgerError::Names { names: *names, players: *players },
        e => LedgerError::Line(e.clone()),
    }
}

/// Why the tables cannot change so (C3, C16, C20).
fn seating(lang: Lang, e: &SeatingError) -> String {
    let nl = lang == Lang::Nl;
    match e {
        SeatingError::NoTable { table } if nl => format!("Deze avond heeft geen tafel {table}."),
        SeatingError::NoTable { table } => format!("This evening has no table {table}."),
        SeatingError::NotSeated { player } if nl => format!("{player} zit aan geen tafel."),
        SeatingError::NotSeated { player } => format!("{player} sits at no table."),
        SeatingError::NotPresent { player } if nl => format!("{player} is niet aanwezig."),
        SeatingError::NotPresent { player } => format!("{player} is not present."),
        SeatingError::Seated { player, table } if nl => format!("{player} zit al aan tafel {table}."),
        SeatingError::Seated { player, table } => format!("{player} sits at table {table} already."),
        SeatingError::Started { table } if nl => {
            format!("Tafel {table} is al begonnen (de kaart is uitgedeeld of de uitslag is binnen) en blijft zoals hij is.")
        }
        SeatingError::Started { table } => {
            format!("Table {table} has started (its card was handed out or its result is in) and stays as it is.")
        }
        SeatingError::HasResult { table } if nl => {
            format!("Tafel {table} heeft zijn uitslag al; zijn spelers blijven. Haal de uitslag eerst weg als die niet klopt.")
        }
        SeatingError::HasResult { table } => {
            format!("Table {table} has its result; its players stay. Remove the result first if it is wrong.")
        }
        SeatingError::Size { table, players } if nl => {
            format!("Tafel {table} zou {players} spelers krijgen; een tafel heeft er 3, 4 of 5.")
        }
        SeatingError::Size { table, players } => format!("Table {table} would have {players} players; a table has 3, 4 or 5."),
        SeatingError::Draw(d) if nl => format!("Loten lukt niet: {d}"),
        SeatingError::Draw(d) => format!("No draw: {d}"),
    }
}

/// Why a typed result is no table's (C2, C21).
pub fn typed(lang: Lang, table: u32, e: &TypedError) -> String {
    let nl = lang == Lang::Nl;
    match e {
        TypedError::NotZero { sum } if nl => format!(
            "Tafel {table}: de totalen tellen op tot {sum}, niet tot 0; elke betaling gaat van de een naar de ander. Zoek een verschil van {}.",
            sum.abs()
        ),
        TypedError::NotZero { sum } => format!(
            "Table {table}: the totals add up to {sum}, not 0; every payment goes from one player to another. Look for a difference of {}.",
            sum.abs()
        ),
        TypedError::McrAboveZero { sum } if nl => format!(
            "Tafel {table}: de totalen tellen op tot +{sum}; bij MCR betaalt elke hand van de een aan de ander en strafpunten gaan eraf, dus samen hoogstens 0. Zoek een verschil van {sum}."
        ),
        TypedError::McrAboveZero { sum } => format!(
            "Table {table}: the totals add up to +{sum}; under MCR every hand pays from one player to another and penalties only take off, so at most 0. Look for a difference of {sum}."
        ),
        TypedError::CausedMoreThanMade { player, caused, others } if nl => {
            format!("Tafel {table}: {player} veroorzaakte {caused} mahjongs, maar de anderen maakten er {others}.")
        }
        TypedError::CausedMoreThanMade { player, caused, others } => {
            format!("Table {table}: {player} caused {caused} mahjongs, but the others made {others}.")
        }
        TypedError::TableCausedMoreThanMade { caused, made } if nl => {
            format!("Tafel {table}: {caused} mahjongs veroorzaakt, maar er zijn er {made} gemaakt.")
        }
        TypedError::TableCausedMoreThanMade { caused, made } => format!("Table {table}: {caused} mahjongs caused, but {made} made."),
        TypedError::TotalTooLarge { total } if nl => format!("Tafel {table}: een totaal van {total} haalt geen spel."),
        TypedError::TotalTooLarge { total } => format!("Table {table}: no game reaches a total of {total}."),
        TypedError::TooManyMahjongs { count } if nl => format!("Tafel {table}: {count} mahjongs haalt geen spel."),
        TypedError::TooManyMahjongs { count } => format!("Table {table}: no game has {count} mahjongs."),
    }
}

/// A table size's field on the reglement form.
fn at_size(lang: Lang, size: usize) -> &'static str {
    lang.pick(match size {
        3 => AT_THREE,
        4 => AT_FOUR,
        _ => AT_FIVE,
    })
}

/// The reglement form's field of a ranged number.
fn field(lang: Lang, f: Field) -> &'static str {
    lang.pick(match f {
        Field::AttendancePremium => PREMIUM,
        Field::UnfinishedDeduction => DEDUCTION,
    })
}

/// What is wrong with a club's own reglement, in the form's words (C5-C12).
pub fn reglement_problem(lang: Lang, p: &ReglementProblem) -> String {
    let nl = lang == Lang::Nl;
    let max = number(lang, MAX_TOTAL);
    match p {
        ReglementProblem::UnknownPreset { id } | ReglementProblem::UnknownBase { base: id } if nl => {
            format!("Er is geen reglement «{id}».")
        }
        ReglementProblem::UnknownPreset { id } | ReglementProblem::UnknownBase { base: id } => format!("There is no reglement «{id}»."),
        ReglementProblem::Id if nl => format!("{}: 1 tot {MAX_NAME} tekens.", OWN_NAME.0),
        ReglementProblem::Id => format!("{}: 1 to {MAX_NAME} characters.", OWN_NAME.1),
        ReglementProblem::Places { size, given } if nl => format!("{}: vul {size} plaatsen in, niet {given}.", at_size(lang, *size)),
        ReglementProblem::Places { size, given } => format!("{}: fill in {size} places, not {given}.", at_size(lang, *size)),
        ReglementProblem::NotHalves { size, value } if nl => {
            format!("{}: {} is geen aantal halve punten van 0 tot 1000.", at_size(lang, *size), value.to_string().replace('.', ","))
        }
        ReglementProblem::NotHalves { size, value } => {
            format!("{}: {value} is no number of half points from 0 to 1000.", at_size(lang, *size))
        }
        ReglementProblem::LowerPlaceMore { size } if nl => {
            format!("{}: een lagere plaats kan niet meer punten krijgen dan een hogere.", at_size(lang, *size))
        }
        ReglementProblem::LowerPlaceMore { size } => {
            format!("{}: a lower place cannot get more points than a higher one.", at_size(lang, *size))
        }
        ReglementProblem::Ties { given } if nl => format!("{}: «{given}» kent de rekenhulp niet.", TIES.0),
        ReglementProblem::Ties { given } => format!("{}: «{given}» is not known.", TIES.1),
        ReglementProblem::SeasonTies { given } if nl => format!("{}: «{given}» kent de rekenhulp niet.", SEASON_TIES.0),
        ReglementProblem::SeasonTies { given } => format!("{}: «{given}» is not known.", SEASON_TIES.1),
        ReglementProblem::Bonus { value } if nl => format!("{}: 0 tot 1000, niet {value}.", BONUS.0),
        ReglementProblem::Bonus { value } => format!("{}: 0 to 1000, not {value}.", BONUS.1),
        ReglementProblem::Range { field: f, value } if nl => format!("{}: 0 tot {max}, niet {value}.", field(lang, *f)),
        ReglementProblem::Range { field: f, value } => format!("{}: 0 to {max}, not {value}.", field(lang, *f)),
        ReglementProblem::MinPlayers { value } if nl => format!("{}: 0 tot 1000, niet {value}.", MIN_PLAYERS.0),
        ReglementProblem::MinPlayers { value } => format!("{}: 0 to 1000, not {value}.", MIN_PLAYERS.1),
        ReglementProblem::Qualification { value } if nl => format!("{}: een percentage van 1 tot 100, niet {value}.", QUALIFICATION.0),
        ReglementProblem::Qualification { value } => format!("{}: a percentage from 1 to 100, not {value}.", QUALIFICATION.1),
        ReglementProblem::Periods { length, best } if nl => {
            format!("{}: 1 tot 100 avonden, en de beste avonden 1 tot dat aantal; niet {length} en {best}.", PERIOD_LENGTH.0)
        }
        ReglementProblem::Periods { length, best } => {
            format!("{}: 1 to 100 evenings, and the best evenings 1 to that number; not {length} and {best}.", PERIOD_LENGTH.1)
        }
        ReglementProblem::QualificationAndPeriods => lang.pick(QUALIFICATION_OR_PERIODS).into(),
        ReglementProblem::VoidWithTablePoints { field: f, value } if nl => {
            format!("{} ({value}) doet niets met tafelpunten: zet het op 0, of zet de tafelpunten uit.", field(lang, *f))
        }
        ReglementProblem::VoidWithTablePoints { field: f, value } => {
            format!("{} ({value}) does nothing with table points: set it to 0, or switch table points off.", field(lang, *f))
        }
        ReglementProblem::BonusWithoutTablePoints { value } if nl => {
            format!("{} ({value}) doet niets zonder tafelpunten: zet hem op 0, of zet de tafelpunten aan.", BONUS.0)
        }
        ReglementProblem::BonusWithoutTablePoints { value } => {
            format!("{} ({value}) does nothing without table points: set it to 0, or switch table points on.", BONUS.1)
        }
    }
}

/// Every problem of a reglement, after one line that says so.
pub fn reglement_problems(lang: Lang, problems: &[ReglementProblem]) -> String {
    let all: Vec<String> = problems.iter().map(|p| reglement_problem(lang, p)).collect();
    format!("{} {}", lang.pick(REGLEMENT_WRONG), all.join(" "))
}

/// A whole number as the language writes it (10.000.000, 10,000,000).
fn number(lang: Lang, n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let sep = lang.pick((".", ","));
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(sep);
        }
        out.push(c);
    }
    if n < 0 {
        format!("-{out}")
    } else {
        out
    }
}

/// Why the engine cannot read a season (a file read in, or a change that
/// would break it), saying where: the evening, the table.
pub fn season_problem(lang: Lang, p: &SeasonProblem) -> String {
    let nl = lang == Lang::Nl;
    let names = |l: &Names| match l {
        Names::Members => lang.pick(("Leden", "Members")),
        Names::Inactive => lang.pick(("Komen niet meer", "No longer come")),
    };
    let bad_name = |name: &str| match lang {
        Lang::Nl => format!("«{name}» is geen naam van 1 tot {MAX_NAME} tekens."),
        Lang::En => format!("«{name}» is no name of 1 to {MAX_NAME} characters."),
    };
    match p {
        SeasonProblem::Reglement(problems) => reglement_problems(lang, problems),
        SeasonProblem::TooManyEvenings { evenings } if nl => format!("Een seizoen heeft hoogstens 400 avonden, niet {evenings}."),
        SeasonProblem::TooManyEvenings { evenings } => format!("A season has at most 400 evenings, not {evenings}."),
        SeasonProblem::TooManyNames { list, names: n } if nl => format!("{}: hoogstens 1000 namen, niet {n}.", names(list)),
        SeasonProblem::TooManyNames { list, names: n } => format!("{}: at most 1000 names, not {n}.", names(list)),
        SeasonProblem::Name { list, name } => format!("{}: {}", names(list), bad_name(&name.name)),
        SeasonProblem::NameTwice { list, name } if nl => format!("{}: {name} staat er twee keer in.", names(list)),
        SeasonProblem::NameTwice { list, name } => format!("{}: {name} is listed twice.", names(list)),
        SeasonProblem::SeasonName if nl => format!("De naam van een seizoen heeft hoogstens {MAX_NAME} tekens."),
        SeasonProblem::SeasonName => format!("A season's name has at most {MAX_NAME} characters."),
        SeasonProblem::Secret => lang.pick(("De sleutel van het seizoen is beschadigd.", "The season's key is damaged.")).into(),
        SeasonProblem::EveningId { id } if nl => format!("Twee avonden hebben hetzelfde kenmerk «{id}» (of het is te lang)."),
        SeasonProblem::EveningId { id } => format!("Two evenings have the same id «{id}» (or it is too long)."),
        SeasonProblem::Date(d) if nl => format!("«{}» is geen datum (jjjj-mm-dd, een dag van de kalender).", d.0),
        SeasonProblem::Date(d) => format!("«{}» is no date (yyyy-mm-dd, a day of the calendar).", d.0),
        SeasonProblem::Evening { date: d, problem } => {
            let what = match problem {
                EveningProblem::TooLarge => {
                    lang.pick(("hoogstens 50 tafels en 1000 spelers.", "at most 50 tables and 1000 players.")).into()
                }
                EveningProblem::DrawnSize { players } if nl => {
                    format!("een tafel van {players} spelers in de indeling; een tafel heeft 3, 4 of 5 spelers.")
                }
                EveningProblem::DrawnSize { players } => format!("a drawn table of {players} players; a table has 3, 4 or 5."),
                EveningProblem::Name(b) => bad_name(&b.name),
                EveningProblem::SeatedTwice { player } if nl => format!("{player} is twee keer ingedeeld."),
                EveningProblem::SeatedTwice { player } => format!("{player} is drawn twice."),
                EveningProblem::CardOut { table } if nl => format!("een tafelkaart voor tafel {table}, die niet is ingedeeld."),
                EveningProblem::CardOut { table } => format!("a card for table {table}, which is not drawn."),
                EveningProblem::NotDrawn(NotDrawn::NoTable { table }) if nl => format!("de indeling heeft geen tafel {table}."),
                EveningProblem::NotDrawn(NotDrawn::NoTable { table }) => format!("the draw has no table {table}."),
                EveningProblem::NotDrawn(NotDrawn::WrongPlayers { table }) if nl => {
                    format!("de uitslag van tafel {table} is van andere spelers dan er zijn ingedeeld.")
                }
                EveningProblem::NotDrawn(NotDrawn::WrongPlayers { table }) => {
                    format!("table {table}'s result is of other players than were drawn.")
                }
            };
            format!("{} {}: {what}", lang.pick(("Avond", "Evening")), date(lang, d))
        }
        SeasonProblem::Table { date: d, table, problem } => {
            let evening = format!("{} {}", lang.pick(("Avond", "Evening")), date(lang, d));
            match problem {
                // The typed result's sentence names its table itself.
                TableProblem::Typed(_) => format!("{evening}: {}", table_problem(lang, *table as u32, problem)),
                _ => format!("{evening}, {} {table}: {}", lang.pick(("tafel", "table")), table_problem(lang, *table as u32, problem)),
            }
        }
        SeasonProblem::Tournament(problems) => problems.first().map(|p| tournament_problem(lang, p)).unwrap_or_default(),
        SeasonProblem::Standings(SeasonError::Table { date: d, table, source: PlacesError::TableSize { players } }) if nl => {
            format!("Avond {}, tafel {table}: {players} spelers; een tafel heeft 3, 4 of 5 spelers.", day(lang, *d))
        }
        SeasonProblem::Standings(SeasonError::Table { date: d, table, source: PlacesError::TableSize { players } }) => {
            format!("Evening {}, table {table}: {players} players; a table has 3, 4 or 5.", day(lang, *d))
        }
        SeasonProblem::Standings(SeasonError::Twice { date: d, player }) if nl => {
            format!("Avond {}: {player} speelt twee keer.", day(lang, *d))
        }
        SeasonProblem::Standings(SeasonError::Twice { date: d, player }) => format!("Evening {}: {player} plays twice.", day(lang, *d)),
        SeasonProblem::Standings(SeasonError::SameDate { date: d }) if nl => format!("Twee avonden op {}.", day(lang, *d)),
        SeasonProblem::Standings(SeasonError::SameDate { date: d }) => format!("Two evenings on {}.", day(lang, *d)),
    }
}

/// What is wrong with a table's result, in a sentence's second half.
pub fn table_problem(lang: Lang, table: u32, problem: &TableProblem) -> String {
    let nl = lang == Lang::Nl;
    let bad_name = |name: &str| match lang {
        Lang::Nl => format!("«{name}» is geen naam van 1 tot {MAX_NAME} tekens."),
        Lang::En => format!("«{name}» is no name of 1 to {MAX_NAME} characters."),
    };
    match problem {
        TableProblem::Typed(e) => typed(lang, table, e),
        TableProblem::OtherRules { game, season } if nl => format!(
            "gespeeld onder {}, het seizoen onder {}.",
            crate::i18n::variant_name(lang, *game),
            crate::i18n::variant_name(lang, *season)
        ),
        TableProblem::OtherRules { game, season } => format!(
            "played under {}, the season under {}.",
            crate::i18n::variant_name(lang, *game),
            crate::i18n::variant_name(lang, *season)
        ),
        TableProblem::Names { players } if nl => format!("het spel mist de namen van de {players} spelers."),
        TableProblem::Names { players } => format!("the game lacks the {players} players' names."),
        TableProblem::Game(e) => crate::sheet::text::ledger_error(lang, &crate::sheet::game::LedgerError::Line(e.clone()), &[]),
        TableProblem::Length { list, len, players } => {
            let l = match list {
                List::Totals => lang.pick(("totalen", "totals")),
                List::Mahjongs => lang.pick(("aantallen mahjongs", "mahjong counts")),
                List::Caused => lang.pick(("aantallen veroorzaakt", "caused counts")),
            };
            match lang {
                Lang::Nl => format!("{len} {l} voor {players} spelers."),
                Lang::En => format!("{len} {l} for {players} players."),
            }
        }
        TableProblem::Both => lang.pick(("een getypte uitslag en een spel tegelijk.", "typed results and a game at once.")).into(),
        TableProblem::Phone => lang
            .pick((
                "de telefoon die de uitslag stuurde is geen telefoon (een sleutel van 32 bytes en een naam van hoogstens 24 tekens).",
                "the phone that sent the result is no phone (a key of 32 bytes and a name of at most 24 characters).",
            ))
            .into(),
        TableProblem::Name(b) => bad_name(&b.name),
    }
}

/// A size in megabytes (MiB) with one decimal, rounded up so that a file
/// just over the largest is never shown as the largest; a decimal comma
/// in Dutch.
fn megabytes(bytes: u64, nl: bool) -> String {
    let tenths = (bytes * 10).div_ceil(1 << 20);
    let text = format!("{}.{}", tenths / 10, tenths % 10);
    if nl {
        text.replace('.', ",")
    } else {
        text
    }
}

/// What a notice says.
pub fn notice(lang: Lang, n: &ClubNotice) -> String {
    let nl = lang == Lang::Nl;
    match n {
        // Issue 51: a season's secret only from this phone's own backup.
        ClubNotice::KeyTaken { name } if nl => {
            format!("De sleutel van seizoen '{name}' staat op deze telefoon: tafelkaarten en uitslagen gaan hier zoals op de telefoon van de andere organisator.")
        }
        ClubNotice::KeyTaken { name } => {
            format!("Season '{name}''s key is on this phone: table cards and results work here as on the other organiser's phone.")
        }
        ClubNotice::KeyWaiting => lang
            .pick((
                "De sleutel is bewaard; het seizoen staat nog niet op deze telefoon. Log in bij de club: zodra het seizoen er is, krijgt het deze sleutel.",
                "The key is kept; the season is not on this phone yet. Log in at the club: once the season is here, it gets this key.",
            ))
            .into(),
        ClubNotice::SecretKept => lang
            .pick((
                "Ingelezen als reservekopie van deze telefoon: de sleutel blijft, dus de uitgedeelde tafelkaarten gelden.",
                "Read in as this phone's own backup: the key stays, so the table cards handed out stay valid.",
            ))
            .into(),
        ClubNotice::SecretNew { file: Some(_), .. } => lang
            .pick((
                "Ingelezen. Dit bestand is geen reservekopie van deze telefoon, dus het seizoen kreeg een nieuwe sleutel: tafelkaarten van vóór het inlezen gelden niet meer; geef de tafels nieuwe kaarten.",
                "Read in. This file is not a backup of this phone, so the season got a new key: table cards from before are no longer valid; give the tables new cards.",
            ))
            .into(),
        ClubNotice::SecretNew { file: None, .. } => {
            // The file had no key: this phone's own is given silently (two
            // tryouts read "een eigen sleutel" as jargon).
            lang.pick(("Ingelezen.", "Read in.")).into()
        }
        ClubNotice::TournamentDrawn { seed, repeats, most } if nl => {
            format!("Alle rondes zijn ingedeeld (lotnummer {seed}). {}", tournament_quality(lang, *repeats, *most))
        }
        ClubNotice::TournamentDrawn { seed, repeats, most } => {
            format!("Every round is drawn (seed {seed}). {}", tournament_quality(lang, *repeats, *most))
        }
        ClubNotice::Redrawn { from } if nl => format!("Ronde {from} en verder zijn opnieuw ingedeeld; de begonnen rondes blijven."),
        ClubNotice::Redrawn { from } => format!("Rounds {from} on are drawn again; the started rounds stay."),
        ClubNotice::Penalty { player, given: true } if nl => format!("Strafpunten voor {player} genoteerd."),
        ClubNotice::Penalty { player, given: true } => format!("Penalty for {player} noted."),
        ClubNotice::Penalty { player, given: false } if nl => format!("Strafpunten van {player} weggehaald."),
        ClubNotice::Penalty { player, given: false } => format!("Penalty of {player} removed."),
        ClubNotice::Drawn { seed, quality: q } if nl => format!("Geloot (lotnummer {seed}). {}", quality(lang, q)),
        ClubNotice::Drawn { seed, quality: q } => format!("Drawn (seed {seed}). {}", quality(lang, q)),
        ClubNotice::ResultIn { table } if nl => format!("De uitslag van tafel {table} is binnen."),
        ClubNotice::ResultIn { table } => format!("Table {table}'s result is in."),
        ClubNotice::SameResult { table } if nl => format!("Deze uitslag van tafel {table} was al binnen; er verandert niets."),
        ClubNotice::SameResult { table } => format!("This result of table {table} was already in; nothing changes."),
        ClubNotice::Conflict { table } if nl => format!("Tafel {table} had al een andere uitslag: kies hieronder welke telt."),
        ClubNotice::Conflict { table } => format!("Table {table} already had another result: choose below which counts."),
        ClubNotice::SeasonDeleted { name } if nl => format!("Seizoen {name} verwijderd."),
        ClubNotice::SeasonDeleted { name } => format!("Season {name} deleted."),
        ClubNotice::EveningDeleted { date: d } if nl => format!("Speelavond {} verwijderd.", date(lang, d)),
        ClubNotice::EveningDeleted { date: d } => format!("Club evening {} deleted.", date(lang, d)),
        ClubNotice::EveningRestored { date: d } if nl => format!("Speelavond {} teruggezet.", date(lang, d)),
        ClubNotice::EveningRestored { date: d } => format!("Club evening {} restored.", date(lang, d)),
        ClubNotice::ResultRemoved { table } if nl => format!("De uitslag van tafel {table} is verwijderd."),
        ClubNotice::ResultRemoved { table } => format!("Table {table}'s result removed."),
        ClubNotice::ResultChanged { table } if nl => format!("De uitslag van tafel {table} is verbeterd."),
        ClubNotice::ResultChanged { table } => format!("Table {table}'s result corrected."),
        ClubNotice::CardsPrinted if nl => {
            "Tafelkaarten afgedrukt: elke tafel is nu begonnen en blijft zoals hij is bij opnieuw loten.".into()
        }
        ClubNotice::CardsPrinted => "Table cards printed: every table has now started and stays as it is at a new draw.".into(),
        ClubNotice::MembersAdded { added, skipped } => members_added(lang, *added, skipped),
        ClubNotice::LeftTable { name, table } if nl => {
            format!("{name} is van tafel {table} gehaald. Geef tafel {table} de nieuwe tafelkaart als de kaart al uit was.")
        }
        ClubNotice::LeftTable { name, table } => {
            format!("{name} taken off table {table}. Give table {table} its new card if the card was out.")
        }
        ClubNotice::Merged { table } if nl => {
            format!("Tafel {table} is opgeheven; de anderen zitten aan tafels met een vrije plaats. Geef die tafels hun nieuwe tafelkaart.")
        }
        ClubNotice::Merged { table } => {
            format!("Table {table} given up; the others sit at tables with a seat free. Give those tables their new card.")
        }
        ClubNotice::Seated { name, table } if nl => format!("{name} zit nu aan tafel {table}."),
        ClubNotice::Seated { name, table } => format!("{name} now sits at table {table}."),
        ClubNotice::Redated { date: d } if nl => format!("De speelavond staat nu op {}.", date(lang, d)),
        ClubNotice::Redated { date: d } => format!("The club evening is now on {}.", date(lang, d)),
        // Said with the step's words by `said`, where the seasons are at hand.
        ClubNotice::Undone { .. } => lang.pick(("Ongedaan gemaakt.", "Undone.")).into(),
        ClubNotice::Redone { .. } => lang.pick(("Opnieuw gedaan.", "Done again.")).into(),
    }
}

/// What an undo step changes, in a few words that start lower case
/// ("wijziging van speelavond 1 dec 2026"), with its season's name when
/// that is not the open one: the undo and redo buttons name it (issue 47).
pub fn step_what(lang: Lang, step: &super::model::ClubUndo, club: &super::model::Club) -> String {
    use super::model::ClubUndo as U;
    let nl = lang == Lang::Nl;
    let season_of = |id: &str| club.seasons.iter().find(|s| s.id == id).map(|s| s.season.name.clone());
    let (what, season) = match step {
        U::Evening { season, date: d, before: None } => {
            (format!("{} {}", lang.pick(("nieuwe speelavond", "new club evening")), date(lang, d)), season_of(season))
        }
        U::Evening { season, date: d, .. } => {
            (format!("{} {}", lang.pick(("wijziging van speelavond", "change of club evening")), date(lang, d)), season_of(season))
        }
        U::Members { season, .. } => (lang.pick(("wijziging van de leden", "change of the members")).into(), season_of(season)),
        U::Renamed { season, from, to } => (format!("{} {from} → {to}", lang.pick(("naamswijziging", "renaming"))), season_of(season)),
        U::Settings { season, .. } => (lang.pick(("wijziging van de instellingen", "change of the settings")).into(), season_of(season)),
        U::SeasonAdded { id } | U::Imported { id } => {
            let name = season_of(id).unwrap_or_default();
            let tournament = club.seasons.iter().any(|s| s.id == *id && s.season.tournament.is_some());
            let what = match (nl, tournament) {
                (true, false) => format!("seizoen {name} erbij"),
                (true, true) => format!("toernooi {name} erbij"),
                (false, false) => format!("season {name} added"),
                (false, true) => format!("tournament {name} added"),
            };
            (what, None)
        }
        U::EveningDeleted { season, date: d } => {
            (format!("{} {}", lang.pick(("verwijderen van speelavond", "deleting club evening")), date(lang, d)), season_of(season))
        }
        U::Season { season, .. } => (lang.pick(("wijziging van het seizoen", "change of the season")).into(), season_of(season)),
        U::Redated { season, from, to, .. } => (
            format!("{} {} → {}", lang.pick(("verplaatsen van speelavond", "moving club evening")), date(lang, from), date(lang, to)),
            season_of(season),
        ),
        U::SeasonDeleted { season, .. } => {
            let name = &season.season.name;
            (if nl { format!("verwijderen van seizoen {name}") } else { format!("deleting season {name}") }, None)
        }
    };
    let open = club.season().map(|s| &s.season.name);
    match season.filter(|n| Some(n) != open) {
        Some(n) if nl => format!("{what} (seizoen {n})"),
        Some(n) => format!("{what} (season {n})"),
        None => what,
    }
}

/// A notice as the organiser reads it: an undo or redo names its step.
pub fn said(lang: Lang, n: &ClubNotice, club: &super::model::Club) -> String {
    match n {
        ClubNotice::Undone { what } => crate::i18n::step::undone(lang, step_what(lang, what, club)),
        ClubNotice::Redone { what } => crate::i18n::step::redone(lang, step_what(lang, what, club)),
        n => notice(lang, n),
    }
}

/// An undo button: "Wijziging van speelavond 1 dec 2026 ongedaan maken".
pub fn undo_label(lang: Lang, step: &super::model::ClubUndo, club: &super::model::Club) -> String {
    crate::i18n::step::undo(lang, step_what(lang, step, club))
}

/// A redo button: "Opnieuw: wijziging van speelavond 1 dec 2026".
pub fn redo_label(lang: Lang, step: &super::model::ClubUndo, club: &super::model::Club) -> String {
    crate::i18n::step::redo(lang, step_what(lang, step, club))
}

/// How many tables' results are in, while the evening is on.
pub fn results_in(lang: Lang, done: usize, tables: usize) -> String {
    match lang {
        Lang::Nl => format!("{done} van {tables} uitslagen binnen."),
        Lang::En => format!("{done} of {tables} results in."),
    }
}

/// The highest table total of an evening that does not count (C18).
pub fn highest(lang: Lang, names: &[String]) -> String {
    match lang {
        Lang::Nl => format!("Hoogste score: {} (telt niet mee, geen avondwinnaar).", names.join(", ")),
        Lang::En => format!("Highest score: {} (does not count, no evening winner).", names.join(", ")),
    }
}

/// A late arrival at no table (C20).
pub fn unseated(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Nl => format!("{name} zit aan geen tafel."),
        Lang::En => format!("{name} sits at no table."),
    }
}

/// A player no longer ticked present who still sits at a table.
pub fn left(lang: Lang, name: &str, table: u32) -> String {
    match lang {
        Lang::Nl => format!("{name} is er niet meer, maar zit aan tafel {table}."),
        Lang::En => format!("{name} is no longer here, but sits at table {table}."),
    }
}

/// The button that takes a leaver from their table.
pub fn unseat(lang: Lang, table: u32) -> String {
    match lang {
        Lang::Nl => format!("Van tafel {table} halen"),
        Lang::En => format!("Take from table {table}"),
    }
}

/// What a pasted member list did (issue 49): "12 leden toegevoegd. Niet
/// toegevoegd: ans (is Ans), ...".
pub fn members_added(lang: Lang, added: usize, skipped: &[mahjong_core::json::season::change::Skipped]) -> String {
    use mahjong_core::json::season::change::Skip;
    let nl = lang == Lang::Nl;
    let mut out = match (nl, added) {
        (true, 1) => "1 lid toegevoegd.".to_string(),
        (true, n) => format!("{n} leden toegevoegd."),
        (false, 1) => "1 member added.".to_string(),
        (false, n) => format!("{n} members added."),
    };
    let why = |s: &mahjong_core::json::season::change::Skipped| match (&s.why, nl) {
        (Skip::Taken { like }, true) if *like == s.line => format!("{} (staat er al)", s.line),
        (Skip::Taken { like }, true) => format!("{} (is {like})", s.line),
        (Skip::Near { like }, true) => format!("{} (lijkt op {like}; voeg het los toe als het iemand anders is)", s.line),
        (Skip::BadName, true) => format!("«{}» (geen naam van 1 tot {MAX_NAME} tekens)", s.line),
        (Skip::Taken { like }, false) if *like == s.line => format!("{} (there already)", s.line),
        (Skip::Taken { like }, false) => format!("{} (is {like})", s.line),
        (Skip::Near { like }, false) => format!("{} (like {like}; add it on its own if it is someone else)", s.line),
        (Skip::BadName, false) => format!("«{}» (no name of 1 to {MAX_NAME} characters)", s.line),
    };
    if !skipped.is_empty() {
        let list: Vec<String> = skipped.iter().map(why).collect();
        out.push_str(&format!(" {}: {}.", lang.pick(("Niet toegevoegd", "Not added")), list.join(", ")));
    }
    out
}

/// A leaver's table would keep too few to play (C3, issue 49).
pub fn too_few_left(lang: Lang, table: u32, left: usize) -> String {
    match lang {
        Lang::Nl => {
            format!("Zonder hem of haar houdt tafel {table} {left} spelers; een tafel heeft er minstens 3. Laat iemand de plaats innemen.")
        }
        Lang::En => format!("Without them table {table} keeps {left} players; a table has at least 3. Let someone take the seat."),
    }
}

/// The question before a leaver is taken off a started table (C20, issue
/// 49): what happens to the table and its card.
pub fn unseat_started(lang: Lang, name: &str, table: u32, left: Option<usize>, fillers: bool) -> String {
    let or = match (lang, fillers) {
        (Lang::Nl, true) => ", of iemand neemt de plaats in",
        (Lang::En, true) => ", or someone takes the seat",
        _ => "",
    };
    match (lang, left) {
        (Lang::Nl, Some(n)) => {
            format!("Tafel {table} is al begonnen. {name} eraf halen? De tafel speelt dan verder met {n}{or}; de tafel krijgt een nieuwe tafelkaart.")
        }
        (Lang::Nl, None) => {
            format!("Tafel {table} is al begonnen. Wie neemt de plaats van {name} in? De tafel krijgt een nieuwe tafelkaart.")
        }
        (Lang::En, Some(n)) => {
            format!("Table {table} has started. Take {name} off it? The table then plays on with {n}{or}; the table gets a new card.")
        }
        (Lang::En, None) => format!("Table {table} has started. What happens to {name}'s seat? The table gets a new card."),
    }
}

/// The button that takes a leaver off: the table plays on with `left`.
pub fn play_on(lang: Lang, table: u32, left: usize, started: bool) -> String {
    match (lang, started) {
        (Lang::Nl, false) => format!("Van tafel {table} halen"),
        (Lang::Nl, true) => format!("Ja, tafel {table} speelt met {left}"),
        (Lang::En, false) => format!("Take from table {table}"),
        (Lang::En, true) => format!("Yes, table {table} plays with {left}"),
    }
}

/// The button that gives a leaver's table up (issue 49): its others join
/// the tables with a seat free.
pub fn merge_table(lang: Lang, table: u32) -> String {
    match lang {
        Lang::Nl => format!("Tafel {table} opheffen: de anderen naar tafels met een vrije plaats"),
        Lang::En => format!("Give table {table} up: the others to tables with a seat free"),
    }
}

/// The button that seats `by` in a leaver's place.
pub fn takes_seat(lang: Lang, by: &str, name: &str) -> String {
    match lang {
        Lang::Nl => format!("{by} op de plaats van {name}"),
        Lang::En => format!("{by} in {name}'s seat"),
    }
}

pub const PRINT_START: (&str, &str) = (
    "Beginnen alle tafels nu? Dan wordt niemand meer van een tafel verplaatst zonder dat je het kiest.",
    "Do all tables start now? Then nobody is moved off a table unless you choose it.",
);
pub const PRINT_AND_START: (&str, &str) = ("Afdrukken, de tafels beginnen", "Print, the tables start");
pub const PRINT_ONLY: (&str, &str) = ("Alleen afdrukken", "Only print");
pub const PASTE_MEMBERS: (&str, &str) = ("Een lijst plakken", "Paste a list");
pub const PASTE_HINT: (&str, &str) =
    ("Eén naam per regel, bijvoorbeeld uit de ledenlijst van de club.", "One name a line, from the club's member list for instance.");
pub const ADD_ALL: (&str, &str) = ("Allemaal toevoegen", "Add them all");
pub const AS_PLAYED: (&str, &str) = ("Avond invoeren zoals gespeeld", "Enter the evening as it was played");
pub const PLAYERS: (&str, &str) = ("Spelers", "Players");

/// What the form for an evening as played asks (issue 49).
pub fn as_played_hint(lang: Lang, table: u32) -> String {
    match lang {
        Lang::Nl => format!("Tafel {table}: kies de spelers zoals ze zaten, Oost eerst, en typ de uitslag van het papieren formulier."),
        Lang::En => format!("Table {table}: pick the players as they sat, East first, and type the paper form's result."),
    }
}

pub const EVENING_CONTROLS: (&str, &str) = ("Aanwezigen, loting en datum aanpassen", "Change who came, the draw or the date");

/// The question before a table's result is removed (issue 49).
pub fn remove_result(lang: Lang, table: u32) -> String {
    match lang {
        Lang::Nl => format!("De uitslag van tafel {table} verwijderen? De stand rekent dan zonder."),
        Lang::En => format!("Remove table {table}'s result? The standings then go without it."),
    }
}

pub const UNDO_OLDER: (&str, &str) = ("Een eerdere wijziging ongedaan maken", "Undo an earlier change");
pub const PAPER_SUM: (&str, &str) =
    ("Controle: de totalen samen zijn 0 (strafpunten apart).", "Check: the totals add up to 0 (penalties apart).");
pub const HAND: (&str, &str) = ("Hand", "Hand");
pub const PENALTY_POINTS: (&str, &str) = ("Strafpunten", "Penalty");
pub const REASON: (&str, &str) = ("Reden", "Reason");
pub const SIGNATURES: (&str, &str) = ("Handtekeningen", "Signatures");
pub const WINNER: (&str, &str) = ("Winnaar", "Winner");
pub const FANS_OR_POINTS: (&str, &str) = ("Fan/punten", "Fans/points");
pub const DISCARDER: (&str, &str) = ("Afgooier", "Discarder");
pub const CARD_SCANNED: (&str, &str) = (
    "Dit is een tafelkaart, geen uitslag. Scan de code onder \"Uitslag naar de organisator\" op de telefoon van de tafel.",
    "This is a table card, not a result. Scan the code under \"Result to the organiser\" on the table's phone.",
);
pub const COME_CLOSER: (&str, &str) =
    ("Kom dichterbij: er is een code te zien, maar hij is te klein om te lezen.", "Come closer: a code is in view, but too small to read.");
/// What an older step would take back, in the log's words (issue 49).
pub fn undo_effect(lang: Lang, changes: &[String]) -> String {
    format!("{}: {}", lang.pick(("Gevolg", "Takes back to")), changes.join("; "))
}

pub const MOVE_ANYWAY: (&str, &str) = ("Toch verplaatsen", "Move anyway");

/// The question before a move to or from a started table (C20, issue 49).
pub fn move_started(lang: Lang, started: u32, who: &str, to: u32) -> String {
    match lang {
        Lang::Nl => {
            format!("Tafel {started} is al begonnen. Toch {who} naar tafel {to} verplaatsen? De tafels krijgen een nieuwe tafelkaart.")
        }
        Lang::En => format!("Table {started} has started. Move {who} to table {to} anyway? The tables get a new card."),
    }
}

pub const TICK_FILLER: (&str, &str) =
    ("Vink bij Aanwezig iemand aan die de plaats inneemt.", "Tick someone under Present to take the seat.");

/// The running sum of a paper form's totals.
pub fn sum(lang: Lang, sum: Option<i64>) -> String {
    match (lang, sum) {
        (Lang::Nl, Some(s)) => format!("Som van de totalen: {s}"),
        (Lang::En, Some(s)) => format!("Sum of the totals: {s}"),
        (Lang::Nl, None) => "Som van de totalen: (vul hele getallen in)".into(),
        (Lang::En, None) => "Sum of the totals: (fill in whole numbers)".into(),
    }
}

pub use crate::i18n::{date, day};

/// Why an evening does not count (C7).
/// The engine counts members where the season lists them, else players.
pub fn counts_not(lang: Lang, played: usize, min: usize, members: bool) -> String {
    match (lang, members) {
        (Lang::Nl, true) => format!("Deze avond telt niet mee: {played} leden speelden, het reglement vraagt er minstens {min}."),
        (Lang::Nl, false) => format!("Deze avond telt niet mee: {played} spelers speelden, het reglement vraagt er minstens {min}."),
        (Lang::En, true) => format!("This evening does not count: {played} members played, the reglement asks at least {min}."),
        (Lang::En, false) => format!("This evening does not count: {played} players played, the reglement asks at least {min}."),
    }
}

pub const CARD: (&str, &str) = ("Tafelkaart", "Table card");
pub const CARD_HINT: (&str, &str) = (
    "Scan deze code met de telefoon van de tafel, of stuur de link: het spel staat dan klaar op het scoreblad, met de namen en de eerste Oost.",
    "Scan this code with the table's phone, or send the link: the game is then ready on the score sheet, with the names and the first East.",
);
pub const CARD_QR: (&str, &str) = ("QR-code met de tafelkaart", "QR code with the table card");
pub const ON_PAPER: (&str, &str) = (
    "Deze spelregels spelen geen tafel van dit aantal op het scoreblad: typ de uitslag van het papieren formulier.",
    "These rules play no table of this size on the score sheet: type the result from the paper form.",
);

pub const FILES: (&str, &str) = ("Bestanden", "Files");
pub const PUBLISH: (&str, &str) = ("Publiceer (stand.json)", "Publish (stand.json)");
pub const PUBLISH_PAGE: (&str, &str) = ("Publiceer als pagina (stand.html)", "Publish as a page (stand.html)");
pub const PUBLISH_HINT: (&str, &str) = (
    "stand.html is het klassement als gewone webpagina: zet het op de website van de club en link ernaar. Wie de app zelf op de website heeft, zet stand.json ernaast; de app met ?embed=1&view=stand&seizoen=stand.json toont dan het klassement.",
    "stand.html is the standings as a plain web page: put it on the club's website and link to it. A club hosting the app itself puts stand.json beside it; the app with ?embed=1&view=stand&seizoen=stand.json then shows the standings.",
);
pub const BACKUP: (&str, &str) = ("Reservekopie", "Backup");
pub const READ_SEASON: (&str, &str) = ("Seizoen of toernooi inlezen", "Read a season or tournament");
pub const CSV_STANDINGS: (&str, &str) = ("CSV klassement", "CSV standings");
pub const CSV_EVENINGS: (&str, &str) = ("CSV avonden", "CSV evenings");
pub const PRINT: (&str, &str) = ("Afdrukken", "Print");
pub const BACKUP_DUE: (&str, &str) = (
    "Er is al een maand geen reservekopie gemaakt. Bewaar het seizoen in een bestand (Reservekopie), zodat een verloren telefoon de competitie niet kost.",
    "There has been no backup for a month. Save the season to a file (Backup), so a lost phone does not cost the competition.",
);
pub const SCAN: (&str, &str) = ("Uitslag scannen", "Scan a result");
pub const SCAN_HINT: (&str, &str) = (
    "Richt de camera op de QR-code van de uitslag op de telefoon van de tafel.",
    "Point the camera at the result's QR code on the table's phone.",
);
pub const NO_CAMERA: (&str, &str) = (
    "De camera kan niet worden gebruikt (geen toestemming of geen camera). Open de uitslaglink, of typ de uitslag.",
    "The camera cannot be used (no permission or no camera). Open the result link, or type the result.",
);
pub const PRINT_CARDS: (&str, &str) = ("Tafelkaarten afdrukken", "Print the table cards");

pub const COURSE: (&str, &str) = ("Verloop", "Course");
pub const NOT_RANKED: (&str, &str) = (
    "Niet in het klassement (gast, of alleen avonden die niet meetellen).",
    "Not in the standings (a guest, or only evenings that do not count).",
);
pub const EVENING_WINNER: (&str, &str) = ("Avondwinnaar", "Evening winner");
pub const STATISTICS: (&str, &str) = ("Statistiek", "Statistics");
/// What the statistics count, beside the standings' own counts.
pub const STATS_SCOPE: (&str, &str) = (
    "Over alle tafels die de speler speelde, ook op avonden die niet meetellen; het klassement telt alleen de avonden die tellen.",
    "Over every table the player played, also on evenings that do not count; the standings count only the evenings that count.",
);
pub const PLACES: (&str, &str) = ("Plaatsen aan tafel", "Places at the table");
pub const SHEETS: (&str, &str) = ("Spellen op het scoreblad", "Games on the score sheet");
pub const HANDS: (&str, &str) = ("handen", "hands");
/// How many of a player's best evenings count.
#[derive(Clone, Copy)]
pub enum Best {
    /// The best `k` of the season (C8).
    Of(usize),
    /// The best `k` of each period (C11).
    OfPeriod(usize),
}

/// A counting evening left out of a player's best (C8, C11).
pub fn dropped(lang: Lang, best: Best) -> String {
    match (lang, best) {
        (Lang::Nl, Best::Of(k)) => format!("geschrapt, niet bij de beste {k}"),
        (Lang::En, Best::Of(k)) => format!("dropped, not among the best {k}"),
        (Lang::Nl, Best::OfPeriod(k)) => format!("geschrapt, niet bij de beste {k} van de periode"),
        (Lang::En, Best::OfPeriod(k)) => format!("dropped, not among the period's best {k}"),
    }
}

pub const TABLE_TOTALS: (&str, &str) = ("Som van de tafelscores", "Sum of the table totals");
pub const MADE_LONG: (&str, &str) = ("Mahjongs gemaakt", "Mahjongs made");
/// After a mahjong count: at how many tables they were filled in, where
/// not at all of them.
pub fn mahjongs_of(lang: Lang, known: u32, tables: u32) -> String {
    match lang {
        _ if known >= tables => String::new(),
        Lang::Nl => format!(" (ingevuld bij {known} van {tables} tafels)"),
        Lang::En => format!(" (filled in at {known} of {tables} tables)"),
    }
}
pub const MADE_AS_EAST: (&str, &str) = ("Mahjongs als Oost (op de scorebladen)", "Mahjongs as East (on the score sheets)");
pub const CAUSED_LONG: (&str, &str) = ("Mahjongs veroorzaakt", "Mahjongs caused");
pub const AVERAGE_WIN: (&str, &str) = ("Gemiddelde mahjong", "Average win");
pub const HIGHEST_WIN: (&str, &str) = ("Hoogste mahjong", "Highest win");
pub const DEAD: (&str, &str) = ("Dood spel", "Dead hands");
pub const LIMIT_HANDS: (&str, &str) = ("Limietspellen", "Limit hands");
pub const SELF_DRAWN: (&str, &str) = ("Zelf gepakt", "Self-drawn");
pub const PENALTIES: (&str, &str) = ("Strafpunten", "Penalty points");
pub const FANS: (&str, &str) = ("Meest gemaakte fans", "Most made fans");
pub const HEAD_TO_HEAD: (&str, &str) = ("Onderling (punten gewonnen of verloren)", "Head to head (points won or lost)");
pub const MOVE: (&str, &str) = ("Verplaats", "Move");
pub const TO_TABLE: (&str, &str) = ("naar tafel", "to table");
pub const SETTINGS: (&str, &str) = ("Instellingen", "Settings");
pub const DELETE_SEASON: (&str, &str) = ("Seizoen verwijderen", "Delete the season");

/// "Plaats 3 · 12,5 punten · 4 avonden".
pub fn standing_line(lang: Lang, rank: usize, total: &str, evenings: usize) -> String {
    match lang {
        Lang::Nl => format!(
            "Plaats {rank} · {total} {} · {evenings} {}",
            crate::i18n::one_or_many(total, "punt", "punten"),
            if evenings == 1 { "avond" } else { "avonden" }
        ),
        Lang::En => format!("Rank {rank} · {total} points · {evenings} {}", if evenings == 1 { "evening" } else { "evenings" }),
    }
}

/// No player of that name in the season.
pub fn no_player(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Nl => format!("Geen speler '{name}' in dit seizoen."),
        Lang::En => format!("No player '{name}' in this season."),
    }
}

/// A number with one decimal, with a comma in Dutch ("42,5").
pub fn decimal(lang: Lang, x: f64) -> String {
    let s = format!("{x:.1}");
    let s = s.strip_suffix(".0").map(str::to_string).unwrap_or(s);
    if lang == Lang::Nl {
        s.replace('.', ",")
    } else {
        s
    }
}

/// The evening winner line: "Avondwinnaar: Gijs" (several when shared).
/// `title`: [`EVENING_WINNER`], or a tournament round's winner.
pub fn winners(lang: Lang, title: (&'static str, &'static str), names: &[String]) -> String {
    let and = lang.pick((" en ", " and "));
    let list = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}{and}{last}", rest.join(", ")),
        _ => names.join(""),
    };
    format!("{}: {list}", lang.pick(title))
}
pub const SAVE_SETTINGS: (&str, &str) = ("Instellingen opslaan", "Save the settings");
pub const OWN_REGLEMENT: (&str, &str) = ("Eigen reglement", "Own reglement");
pub const OWN_HINT: (&str, &str) = (
    "Het formulier begint bij het gekozen reglement; pas de getallen aan die jullie club anders doet.",
    "The form starts from the chosen reglement; change the numbers your club does differently.",
);
pub const OWN_NAME: (&str, &str) = ("Naam van het reglement", "Name of the reglement");
pub const TABLE_POINTS: (&str, &str) = ("Tafelpunten", "Table points");
pub const TABLE_POINTS_HINT: (&str, &str) = (
    "Met tafelpunten krijgt elke plaats aan tafel vaste punten; zonder telt de stand van de tafel zelf.",
    "With table points each place at a table gets fixed points; without, the table's total itself counts.",
);
pub const AT_FOUR: (&str, &str) = ("Tafel van 4", "Table of 4");
pub const AT_FIVE: (&str, &str) = ("Tafel van 5", "Table of 5");
pub const AT_THREE: (&str, &str) = ("Tafel van 3", "Table of 3");
pub const POINTS_HINT: (&str, &str) = (
    "Punten voor de 1e, 2e, ... plaats, gescheiden door /; halve punten mogen (0,5).",
    "Points for 1st, 2nd, ... place, separated by /; halves are allowed (0.5).",
);
pub const TIES: (&str, &str) = ("Gelijke stand aan tafel", "Equal totals at a table");
pub const TIES_HINT: (&str, &str) = (
    "Meer mahjongs gemaakt gaat voor, dan minder veroorzaakt; of de spelers delen de punten van hun plaatsen.",
    "More mahjongs made goes first, then fewer caused; or the players share their places' points.",
);
pub const BY_MAHJONGS: (&str, &str) = ("mahjongs gemaakt, dan veroorzaakt", "mahjongs made, then caused");
pub const BY_TABLE_TOTALS: (&str, &str) = ("som van de tafelstanden", "sum of the table totals");
pub const SHARED: (&str, &str) = ("gedeeld", "shared");

/// How a table's tie is broken, as the reglement form says it (C4, C12).
pub fn tie_policy(p: TiePolicy) -> (&'static str, &'static str) {
    match p {
        TiePolicy::MahjongsThenCaused => BY_MAHJONGS,
        TiePolicy::Shared => SHARED,
    }
}

/// How equal season totals are ordered, as the form says it (C9-C12).
pub fn season_ties(p: SeasonTies) -> (&'static str, &'static str) {
    match p {
        SeasonTies::Mahjongs => BY_MAHJONGS,
        SeasonTies::TableTotals => BY_TABLE_TOTALS,
        SeasonTies::Shared => SHARED,
    }
}
pub const BONUS: (&str, &str) = ("Bonus per avond", "Bonus per evening");
pub const BONUS_HINT: (&str, &str) = (
    "Punten voor elke speler van een avond die meetelt, bovenop de tafelpunten.",
    "Points for every player of a counting evening, on top of the table points.",
);
pub const PREMIUM: (&str, &str) = ("Aanwezigheidspremie", "Attendance premium");
pub const PREMIUM_HINT: (&str, &str) = (
    "Bij de stand van de tafel opgeteld voor wie die avond speelde (Keevel: 3000).",
    "Added to the table total of whoever played that evening (Keevel: 3000).",
);
pub const MIN_PLAYERS: (&str, &str) = ("Minimum aantal spelers", "Fewest players");
pub const MIN_PLAYERS_HINT: (&str, &str) = (
    "Een avond met minder leden telt niet mee; 0: elke avond telt.",
    "An evening with fewer members does not count; 0: every evening counts.",
);
pub const QUALIFICATION: (&str, &str) = ("Kwalificatie (procent)", "Qualification (per cent)");
pub const QUALIFICATION_HINT: (&str, &str) = (
    "Wie dit deel van de avonden speelde is gekwalificeerd, en dan tellen de beste zoveel procent van de avonden; leeg: geen kwalificatie.",
    "Whoever played this share of the evenings qualifies, and then the best that many per cent of the evenings count; empty: no qualification.",
);
pub const PERIOD_LENGTH: (&str, &str) = ("Periode (avonden)", "Period (evenings)");
pub const PERIODS_HINT: (&str, &str) =
    ("Het seizoen in perioden van zoveel avonden; leeg: geen perioden.", "The season in periods of that many evenings; empty: no periods.");
pub const PERIOD_BEST: (&str, &str) = ("Beste avonden per periode", "Best evenings per period");
pub const PERIOD_BEST_HINT: (&str, &str) =
    ("Zoveel van de beste avonden van elke periode tellen.", "That many of each period's best evenings count.");
pub const PERIODS_BOTH: (&str, &str) = (
    "Vul bij perioden zowel het aantal avonden als de beste avonden in, of laat beide leeg.",
    "For periods fill in both the number of evenings and the best evenings, or leave both empty.",
);
pub const QUALIFICATION_OR_PERIODS: (&str, &str) = (
    "Kwalificatie en perioden gaan niet samen: laat een van beide leeg.",
    "Qualification and periods do not go together: leave one of them empty.",
);
pub const DEDUCTION: (&str, &str) = ("Aftrek niet uitgespeeld", "Deduction, not finished");
pub const DEDUCTION_HINT: (&str, &str) = (
    "Van elke speler van een tafel die het spel niet uitspeelde afgetrokken (Bamboe Acht: 20).",
    "Taken from every player of a table that did not finish its game (Bamboe Acht: 20).",
);
pub const SEASON_TIES: (&str, &str) = ("Gelijke stand in het klassement", "Equal season totals");
pub const SEASON_TIES_HINT: (&str, &str) =
    ("Wat bij gelijke punten in het klassement beslist.", "What decides equal points in the standings.");
pub const REGLEMENT_WRONG: (&str, &str) = ("Het reglement klopt niet:", "The reglement is not right:");

/// A list of points that does not read.
pub fn points_problem(lang: Lang, field: (&str, &str)) -> String {
    match lang {
        Lang::Nl => format!("{}: vul punten in gescheiden door / (bijvoorbeeld 4 / 2 / 1 / 0,5).", field.0),
        Lang::En => format!("{}: fill in points separated by / (for example 4 / 2 / 1 / 0.5).", field.1),
    }
}

/// How many evenings the standings cover, one meaning everywhere (issue
/// 49): "10 speelavonden, 9 tellen, de laatste op di 1 dec 2026". From
/// the engine's [`SeasonOut::evenings_played`](mahjong_core::json::season::SeasonOut::evenings_played).
pub fn evenings_line(lang: Lang, (played, counting, last): (usize, usize, Option<&str>)) -> String {
    let Some(last) = last.filter(|_| played > 0) else {
        return lang.pick(("Nog geen speelavond gespeeld.", "No club evening played yet.")).into();
    };
    let d = date(lang, last);
    let all = counting == played;
    match lang {
        Lang::Nl if played == 1 && all => format!("1 speelavond, op {d}."),
        Lang::Nl if played == 1 => format!("1 speelavond, op {d}; die telt niet."),
        Lang::Nl if all => format!("{played} speelavonden, de laatste op {d}."),
        Lang::Nl => format!("{played} speelavonden, {counting} {}, de laatste op {d}.", if counting == 1 { "telt" } else { "tellen" }),
        Lang::En if played == 1 && all => format!("1 club evening, on {d}."),
        Lang::En if played == 1 => format!("1 club evening, on {d}; it does not count."),
        Lang::En if all => format!("{played} club evenings, the last on {d}."),
        Lang::En => format!("{played} club evenings, {counting} {}, the last on {d}.", if counting == 1 { "counts" } else { "count" }),
    }
}

/// What deleting the season means.
pub fn delete_season_hint(lang: Lang, name: &str, evenings: usize) -> String {
    match lang {
        Lang::Nl => format!(
            "Verwijdert {name} met {evenings} {} van deze telefoon. Maak eerst een reservekopie; direct daarna kan het nog ongedaan.",
            if evenings == 1 { "speelavond" } else { "speelavonden" }
        ),
        Lang::En => format!(
            "Deletes {name} with {evenings} {} from this phone. Make a backup first; right after, it can still be undone.",
            if evenings == 1 { "club evening" } else { "club evenings" }
        ),
    }
}

/// The stored seasons could not be read; they were kept aside under `key`.
pub fn unreadable(lang: Lang, key: &str) -> String {
    match lang {
        Lang::Nl => format!(
            "De opgeslagen competitie kon niet worden gelezen. Niets is gewist: de gegevens staan apart bewaard onder '{key}' in de opslag van deze browser. Lees zo nodig een reservekopie in."
        ),
        Lang::En => format!(
            "The stored competition could not be read. Nothing was deleted: the data is kept aside under '{key}' in this browser's storage. Read in a backup if need be."
        ),
    }
}

pub const NOT_YET_COUNTING: (&str, &str) = (
    "Er zijn uitslagen, maar nog geen avond telt mee: het klassement begint zodra een avond meetelt (genoeg spelers met een uitslag, volgens het reglement).",
    "There are results, but no evening counts yet: the standings begin once an evening counts (enough players with a result, by the reglement).",
);
pub const GRID: (&str, &str) = ("Seizoensoverzicht", "Season grid");
pub const GRID_PRINT: (&str, &str) = ("Seizoensoverzicht afdrukken", "Print the season grid");
pub const GRID_LEGEND: (&str, &str) = (
    "Per avond de punten die meetellen · (tussen haakjes): geschrapt, niet bij de beste avonden · –: niet gespeeld · schuin: de avond telt niet mee. Veeg opzij voor alle avonden.",
    "Points per evening that count · (in brackets): dropped, not among the best evenings · –: not played · italic: the evening does not count. Swipe sideways for every evening.",
);
pub const KEEP: (&str, &str) = ("Toch houden", "Keep");

/// Asked before a member who never played is deleted.
pub fn delete_member(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Nl => format!("{name} uit de ledenlijst verwijderen? {name} speelde nog geen avond."),
        Lang::En => format!("Remove {name} from the members? {name} has not played an evening."),
    }
}

/// A result's notice while the store refuses it (issue 51): the alert
/// above says why and offers to try again.
pub fn result_unsaved(lang: Lang, table: u32) -> String {
    match lang {
        Lang::Nl => format!("De uitslag van tafel {table} is nog niet opgeslagen (zie hierboven)."),
        Lang::En => format!("Table {table}'s result is not saved yet (see above)."),
    }
}

/// A result's notice until it is on disk (issue 32).
pub fn result_saving(lang: Lang, table: u32) -> String {
    match lang {
        Lang::Nl => format!("De uitslag van tafel {table} wordt opgeslagen…"),
        Lang::En => format!("Table {table}'s result is being saved…"),
    }
}

/// Said while the browser's store has not answered and a change waits.
pub const WAITING_FOR_STORE: (&str, &str) = (
    "Nog niet opgeslagen: de opslag van de browser antwoordt nog niet. Sluit deze pagina niet; alles wordt opgeslagen zodra hij antwoordt.",
    "Not saved yet: the browser's storage has not answered. Do not close this page; everything is saved as soon as it answers.",
);

pub const LOG: (&str, &str) = ("Wijzigingen", "Changes");
pub const NO_LOG: (&str, &str) = ("Nog geen wijzigingen in dit seizoen.", "No changes in this season yet.");
pub const LOG_HINT: (&str, &str) = (
    "Elke wijziging van het seizoen, de nieuwste bovenaan. De laatste kan ongedaan worden gemaakt, een eerdere ook als niets later hetzelfde wijzigde.",
    "Every change to the season, newest first. The last one can be undone, an earlier one too where nothing later changed the same.",
);
pub const UNDONE: (&str, &str) = ("Ongedaan gemaakt", "Undone");

/// Who made a logged change: this phone, a table's phone (C19), another
/// organiser's through the club's server (issue 52) or a backup's.
pub fn log_by(lang: Lang, table: Option<u32>, elsewhere: bool, club: bool) -> String {
    match (table, elsewhere, lang) {
        (Some(t), _, Lang::Nl) => format!("telefoon van tafel {t}"),
        (Some(t), _, Lang::En) => format!("table {t}'s phone"),
        (None, _, Lang::Nl) if club => "andere organisator (via de club)".into(),
        (None, _, Lang::En) if club => "another organiser (through the club)".into(),
        (None, true, Lang::Nl) => "andere telefoon (reservekopie)".into(),
        (None, true, Lang::En) => "another phone (backup)".into(),
        (None, false, Lang::Nl) => "deze telefoon".into(),
        (None, false, Lang::En) => "this phone".into(),
    }
}

/// A result's totals: "Ans +24, Bep +384".
fn places(p: &[Place]) -> String {
    p.iter().map(|p| format!("{} {:+}", p.name, p.total)).collect::<Vec<_>>().join(", ")
}

/// One logged change in words, with what it was and what it is (C19).
pub fn change(lang: Lang, c: &Change) -> String {
    let nl = lang == Lang::Nl;
    let on = |d: &str| date(lang, d);
    let tables = |t: &[u32]| t.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    match c {
        Change::Season { name, added: true } if nl => format!("Seizoen «{name}» toegevoegd"),
        Change::Season { name, added: true } => format!("Season «{name}» added"),
        Change::Season { name, added: false } if nl => format!("Seizoen «{name}» verwijderd"),
        Change::Season { name, added: false } => format!("Season «{name}» deleted"),
        Change::Settings { name_before, name, rules_before, rules, reglement } => {
            let mut parts = Vec::new();
            if name_before != name {
                parts.push(format!("{} «{name_before}» → «{name}»", lang.pick(("naam", "name"))));
            }
            if rules_before != rules {
                let v = |r| crate::i18n::variant_name(lang, r);
                parts.push(format!("{} {} → {}", lang.pick(("regels", "rules")), v(*rules_before), v(*rules)));
            }
            if *reglement {
                parts.push(lang.pick(("reglement gewijzigd", "reglement changed")).to_string());
            }
            format!("{}: {}", lang.pick(SETTINGS), parts.join("; "))
        }
        Change::Secured => lang.pick(("Sleutel voor de tafelkaarten gemaakt", "Key for the table cards made")).into(),
        Change::Member { name, added: true } if nl => format!("Lid toegevoegd: {name}"),
        Change::Member { name, added: true } => format!("Member added: {name}"),
        Change::Member { name, added: false } if nl => format!("Lid verwijderd: {name}"),
        Change::Member { name, added: false } => format!("Member removed: {name}"),
        Change::Inactive { name, inactive: true } if nl => format!("{name} niet meer actief"),
        Change::Inactive { name, inactive: true } => format!("{name} no longer active"),
        Change::Inactive { name, inactive: false } if nl => format!("{name} weer actief"),
        Change::Inactive { name, inactive: false } => format!("{name} active again"),
        Change::Renamed { from, to } if nl => format!("Naam {from} → {to}"),
        Change::Renamed { from, to } => format!("Name {from} → {to}"),
        Change::Evening { date, added: true } if nl => format!("Avond {} toegevoegd", on(date)),
        Change::Evening { date, added: true } => format!("Evening {} added", on(date)),
        Change::Evening { date, added: false } if nl => format!("Avond {} verwijderd", on(date)),
        Change::Evening { date, added: false } => format!("Evening {} deleted", on(date)),
        Change::Redated { from, to } if nl => format!("Avond {} verzet naar {}", on(from), on(to)),
        Change::Redated { from, to } => format!("Evening {} moved to {}", on(from), on(to)),
        Change::Unsigned { date, table } if nl => {
            format!("{}: uitslag tafel {table} niet ondertekend overgenomen, op keuze van de organisator", on(date))
        }
        Change::Unsigned { date, table } => format!("{}: result of table {table} taken unsigned, by the organiser's choice", on(date)),
        Change::MovedCard { date, table, card } if nl => {
            format!("{}: uitslag tafel {table} kwam met de tafelkaart van {} (de avond is verzet)", on(date), on(card))
        }
        Change::MovedCard { date, table, card } => {
            format!("{}: result of table {table} came with the table card of {} (the evening moved)", on(date), on(card))
        }
        Change::Present { date, names, here: true } if nl => format!("{}: aanwezig {}", on(date), names.join(", ")),
        Change::Present { date, names, here: true } => format!("{}: present {}", on(date), names.join(", ")),
        Change::Present { date, names, here: false } if nl => format!("{}: niet meer aanwezig {}", on(date), names.join(", ")),
        Change::Present { date, names, here: false } => format!("{}: no longer present {}", on(date), names.join(", ")),
        Change::Draw { date, tables: 0 } if nl => format!("{}: tafelindeling weggehaald", on(date)),
        Change::Draw { date, tables: 0 } => format!("{}: table draw removed", on(date)),
        Change::Draw { date, tables } if nl => format!("{}: geloot, {tables} tafels", on(date)),
        Change::Draw { date, tables } => format!("{}: drawn, {tables} tables", on(date)),
        Change::Seat { date, name, from, to } => {
            let at = |t: &Option<u32>| match t {
                Some(t) => format!("{} {t}", lang.pick(("tafel", "table"))),
                None => lang.pick(("geen tafel", "no table")).into(),
            };
            format!("{}: {name} {} → {}", on(date), at(from), at(to))
        }
        Change::Cards { date, tables: t } if nl => format!("{}: tafelkaart {} uitgegeven", on(date), tables(t)),
        Change::Cards { date, tables: t } => format!("{}: table card {} handed out", on(date), tables(t)),
        Change::CardsBack { date, tables: t } if nl => format!("{}: tafelkaart {} teruggenomen, niet meer begonnen", on(date), tables(t)),
        Change::CardsBack { date, tables: t } => format!("{}: table card {} taken back, no longer started", on(date), tables(t)),
        Change::Result { date, table, before, after } if before.is_empty() => {
            format!(
                "{}: {} {table} {}: {}",
                on(date),
                lang.pick(("uitslag tafel", "result of table")),
                lang.pick(("binnen", "in")),
                places(after)
            )
        }
        Change::Result { date, table, before, after } if after.is_empty() => format!(
            "{}: {} {table} {} ({}: {})",
            on(date),
            lang.pick(("uitslag tafel", "result of table")),
            lang.pick(("verwijderd", "removed")),
            lang.pick(("was", "was")),
            places(before)
        ),
        Change::Result { date, table, before, after } => {
            // Only who changed, where the same players sat: "Bep +69 → +96".
            let what = match mahjong_core::json::season::change::log::changed_totals(before, after) {
                // Issue 49: the same totals (mahjongs, caused or the hands
                // changed) are said so, never an empty line.
                Some(changed) if changed.is_empty() => lang
                    .pick((
                        "dezelfde standen; mahjongs, veroorzaakt of de handen anders",
                        "the same totals; mahjongs, caused or the hands differ",
                    ))
                    .into(),
                Some(changed) => {
                    changed.iter().map(|(b, a)| format!("{} {:+} → {:+}", b.name, b.total, a.total)).collect::<Vec<_>>().join(", ")
                }
                None => format!("{} → {}", places(before), places(after)),
            };
            format!(
                "{}: {} {table} {}: {what}",
                on(date),
                lang.pick(("uitslag tafel", "result of table")),
                lang.pick(("gewijzigd", "changed"))
            )
        }
        Change::Unfinished { date, table, unfinished: true } if nl => format!("{}: tafel {table} niet uitgespeeld", on(date)),
        Change::Unfinished { date, table, unfinished: true } => format!("{}: table {table} did not finish", on(date)),
        Change::Unfinished { date, table, unfinished: false } if nl => format!("{}: tafel {table} wel uitgespeeld", on(date)),
        Change::Unfinished { date, table, unfinished: false } => format!("{}: table {table} finished after all", on(date)),
    }
}

// A tournament day (issue 36).

/// The draw's quality in words (C15).
pub fn tournament_quality(lang: Lang, repeats: usize, most: u32) -> String {
    match (lang, repeats) {
        (Lang::Nl, 0) => "Niemand treft iemand twee keer.".into(),
        (Lang::En, 0) => "Nobody meets anyone twice.".into(),
        (Lang::Nl, 1) => format!("1 keer treffen twee spelers elkaar opnieuw (hoogstens {most} keer)."),
        (Lang::En, 1) => format!("Once two players meet again (at most {most} times)."),
        (Lang::Nl, n) => {
            format!("{n} keer treffen twee spelers elkaar opnieuw (hoogstens {most} keer): minder kan hier niet of is niet gevonden.")
        }
        (Lang::En, n) => format!("{n} times two players meet again (at most {most} times): fewer is impossible here or was not found."),
    }
}

/// C22's quality: the most times a player sits in one wind.
pub fn winds_quality(lang: Lang, most: u32) -> String {
    match (lang, most) {
        (Lang::Nl, 1) => "Niemand zit twee keer op dezelfde wind.".into(),
        (Lang::En, 1) => "Nobody sits in one wind twice.".into(),
        (Lang::Nl, n) => format!("Niemand zit vaker dan {n} keer op dezelfde wind."),
        (Lang::En, n) => format!("Nobody sits in one wind more than {n} times."),
    }
}

/// A tournament's problem, as the organiser reads it.
pub fn tournament_problem(lang: Lang, p: &TProblem) -> String {
    let nl = lang == Lang::Nl;
    match p {
        TProblem::Rounds { rounds } if nl => format!("Een toernooi heeft 1 tot 20 rondes, niet {rounds}."),
        TProblem::Rounds { rounds } => format!("A tournament has 1 to 20 rounds, not {rounds}."),
        TProblem::Players { players } if nl => format!("Een toernooi heeft 3 tot 200 spelers, niet {players}."),
        TProblem::Players { players } => format!("A tournament has 3 to 200 players, not {players}."),
        TProblem::Name { name } if nl => format!("«{name}» is geen naam van 1 tot {MAX_NAME} tekens."),
        TProblem::Name { name } => format!("«{name}» is no name of 1 to {MAX_NAME} characters."),
        TProblem::Twice { name } if nl => format!("{name} staat twee keer ingeschreven."),
        TProblem::Twice { name } => format!("{name} is registered twice."),
        TProblem::Ema { name, source } if nl => {
            format!("{name}: «{}» is geen EMA-nummer; dat heeft 8 cijfers, de eerste twee van het land (08 voor Nederland).", source.given)
        }
        TProblem::Ema { name, source } => format!("{name}: «{}» is no EMA number: 8 digits, the first two the country's.", source.given),
        TProblem::Country { name, country } if nl => format!("{name}: «{country}» is geen landcode van 2 of 3 hoofdletters (NED)."),
        TProblem::Country { name, country } => format!("{name}: «{country}» is no country code of 2 or 3 capitals (NED)."),
        TProblem::Range { name, from, until, rounds } if nl => format!("{name}: ronde {from} tot {until} ligt niet binnen 1 tot {rounds}."),
        TProblem::Range { name, from, until, rounds } => format!("{name}: rounds {from} to {until} are not within 1 to {rounds}."),
        TProblem::RoundTooFew { round, players } if nl => format!("Ronde {round} heeft {players} spelers; een tafel heeft er minstens 3."),
        TProblem::RoundTooFew { round, players } => format!("Round {round} has {players} players; a table needs 3."),
        TProblem::Draw(m) | TProblem::Reglement(m) => m.clone(),
        TProblem::Date(d) if nl => format!("«{}» is geen datum.", d.0),
        TProblem::Date(d) => format!("«{}» is no date.", d.0),
        TProblem::TournamentName if nl => format!("De naam van een toernooi heeft hoogstens {MAX_NAME} tekens."),
        TProblem::TournamentName => format!("A tournament's name has at most {MAX_NAME} characters."),
        TProblem::DrawnRounds { drawn, rounds } if nl => format!("{drawn} rondes ingedeeld voor een toernooi van {rounds}."),
        TProblem::DrawnRounds { drawn, rounds } => format!("{drawn} rounds drawn for a tournament of {rounds}."),
        TProblem::Unseated { round, player } if nl => format!("Ronde {round}: {player} speelt mee maar is niet ingedeeld."),
        TProblem::Unseated { round, player } => format!("Round {round}: {player} plays but is not seated."),
        TProblem::Seated { round, player } if nl => format!("Ronde {round}: {player} is ingedeeld maar speelt deze ronde niet."),
        TProblem::Seated { round, player } => format!("Round {round}: {player} is seated but does not play this round."),
        TProblem::DrawnSize { round, players } if nl => {
            format!("Ronde {round}: een tafel van {players}; een tafel heeft 3, 4 of 5 spelers.")
        }
        TProblem::DrawnSize { round, players } => format!("Round {round}: a table of {players}; a table has 3, 4 or 5."),
        TProblem::NotDrawn { round } if nl => format!("Uitslagen voor ronde {round}, die er niet is."),
        TProblem::NotDrawn { round } => format!("Results for round {round}, which does not exist."),
        TProblem::RoundTwice { round } if nl => format!("De uitslagen van ronde {round} staan er twee keer."),
        TProblem::RoundTwice { round } => format!("Round {round}'s results are there twice."),
        TProblem::WrongTable { round, table } if nl => format!("Ronde {round}, tafel {table}: andere spelers dan ingedeeld."),
        TProblem::WrongTable { round, table } => format!("Round {round}, table {table}: other players than drawn."),
        TProblem::TableTwice { round, table } if nl => format!("Ronde {round}, tafel {table}: twee uitslagen."),
        TProblem::TableTwice { round, table } => format!("Round {round}, table {table}: two results."),
        TProblem::Table { round, table, problem } => {
            let what = table_problem(lang, *table as u32, problem);
            format!("{} {round}, {} {table}: {what}", lang.pick(("Ronde", "Round")), lang.pick(("tafel", "table")))
        }
        TProblem::PenaltyWho { player, round } if nl => format!("Strafpunten voor {player} in ronde {round}, die deze ronde niet speelt."),
        TProblem::PenaltyWho { player, round } => format!("A penalty for {player} in round {round}, who does not play it."),
        TProblem::PenaltyPoints { points } if nl => format!("Strafpunten zijn 1 tot 10000000, niet {points}."),
        TProblem::PenaltyPoints { points } => format!("A penalty is 1 to 10000000 points, not {points}."),
        TProblem::PenaltyReason if nl => format!("Een reden heeft hoogstens {MAX_REASON} tekens."),
        TProblem::PenaltyReason => format!("A reason has at most {MAX_REASON} characters."),
        TProblem::Penalties => lang.pick(("Hoogstens 1000 strafpunten.", "At most 1000 penalties.")).into(),
    }
}

/// Why the players cannot change so.
pub fn tournament_change(lang: Lang, e: &TChange) -> String {
    let nl = lang == Lang::Nl;
    match e {
        TChange::NotTournament => lang.pick(("Dit seizoen is geen toernooi.", "This season is no tournament.")).into(),
        TChange::Unknown { name } if nl => format!("{name} staat niet ingeschreven."),
        TChange::Unknown { name } => format!("{name} is not registered."),
        TChange::Taken { name } if nl => format!("{name} staat al ingeschreven."),
        TChange::Taken { name } => format!("{name} is registered already."),
        TChange::Withdrawn { name } if nl => format!("{name} heeft zich al teruggetrokken."),
        TChange::Withdrawn { name } => format!("{name} has withdrawn already."),
        TChange::AllStarted => lang
            .pick((
                "Alle rondes zijn begonnen; een begonnen ronde blijft zoals hij is.",
                "Every round has started; a started round stays as it is.",
            ))
            .into(),
        TChange::Country { given } if nl => format!("«{given}» is geen land; kies het land uit de lijst."),
        TChange::Country { given } => format!("«{given}» is no country; pick it from the list."),
        TChange::Days { days } if nl => format!("Een toernooi duurt 1 tot 7 dagen, niet {days}."),
        TChange::Days { days } => format!("A tournament lasts 1 to 7 days, not {days}."),
        TChange::NotWithdrawn { name } if nl => format!("{name} heeft zich niet teruggetrokken."),
        TChange::NotWithdrawn { name } => format!("{name} has not withdrawn."),
        TChange::PlayedWithout { name, after, started } if nl => {
            format!("{name} trok zich terug na ronde {after}; ronde {started} is al zonder {name} begonnen.")
        }
        TChange::PlayedWithout { name, after, started } => {
            format!("{name} withdrew after round {after}; round {started} has started without them.")
        }
        TChange::NoRound { round } if nl => format!("Ronde {round} is niet ingedeeld."),
        TChange::NoRound { round } => format!("Round {round} is not drawn."),
        TChange::Minutes { minutes } if nl => format!("Een ronde duurt 10 tot 300 minuten, niet {minutes}."),
        TChange::Minutes { minutes } => format!("A round lasts 10 to 300 minutes, not {minutes}."),
        TChange::Draw(e) => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One evening is one "speelavond", more are "speelavonden".
    #[test]
    fn deleting_a_season_counts_its_evenings() {
        assert!(delete_season_hint(Lang::Nl, "Najaar", 1).contains("met 1 speelavond van"));
        assert!(delete_season_hint(Lang::Nl, "Najaar", 2).contains("met 2 speelavonden van"));
        assert!(delete_season_hint(Lang::En, "Autumn", 1).contains("with 1 club evening from"));
    }

    /// Issue 49: the evenings played, and how many count, in one line:
    /// 10 played of which 9 count says both numbers.
    #[test]
    fn evenings_played_and_counting_in_words() {
        let d = Some("2026-12-01");
        assert_eq!(evenings_line(Lang::Nl, (10, 9, d)), "10 speelavonden, 9 tellen, de laatste op di 1 dec 2026.");
        assert_eq!(evenings_line(Lang::Nl, (10, 10, d)), "10 speelavonden, de laatste op di 1 dec 2026.");
        assert_eq!(evenings_line(Lang::Nl, (2, 1, d)), "2 speelavonden, 1 telt, de laatste op di 1 dec 2026.");
        assert_eq!(evenings_line(Lang::Nl, (1, 0, d)), "1 speelavond, op di 1 dec 2026; die telt niet.");
        assert_eq!(evenings_line(Lang::En, (10, 9, d)), "10 club evenings, 9 count, the last on Tue 1 Dec 2026.");
        assert_eq!(evenings_line(Lang::Nl, (0, 0, None)), "Nog geen speelavond gespeeld.");
    }

    /// Issue 49: a refusal says what is wrong and what to do: five 4
    /// bamboo on the racks, where the set has four.
    #[test]
    fn a_fifth_tile_in_words() {
        let e = ChangeError::TooManyTiles { table: 2, hand: 3, tile: "4s".parse().unwrap(), count: 5 };
        assert_eq!(
            change_error(Lang::Nl, &e),
            "Tafel 2, hand 3: 5 keer bamboes 4 op de rekken, maar het spel heeft er 4; de uitslag is niet overgenomen. Laat tafel 2 de stenen verbeteren."
        );
    }

    /// C19: a correction reads with who changed, before and after; a
    /// result that came in names every total.
    #[test]
    fn a_logged_correction_in_words() {
        let place = |name: &str, total| Place { name: name.into(), total };
        let (date, table) = ("2026-10-06".to_string(), 1);
        let before = vec![place("Ans", 24), place("Bep", 69), place("Cor", -244), place("Dirk", 151)];
        let after = vec![place("Ans", 24), place("Bep", 96), place("Cor", -244), place("Dirk", 124)];
        let fixed = Change::Result { date: date.clone(), table, before: before.clone(), after };
        assert_eq!(change(Lang::Nl, &fixed), "di 6 okt 2026: uitslag tafel 1 gewijzigd: Bep +69 → +96, Dirk +151 → +124");
        let came = Change::Result { date, table, before: Vec::new(), after: before };
        assert_eq!(change(Lang::Nl, &came), "di 6 okt 2026: uitslag tafel 1 binnen: Ans +24, Bep +69, Cor -244, Dirk +151");
    }

    /// A season file the engine cannot read says where and why in Dutch
    /// (issue 33): the evening, the table, the rule (C1, C21, C5).
    #[test]
    fn the_engines_problems_in_dutch() {
        let read = |json: &str| mahjong_core::json::season::check(&serde_json::from_str(json).unwrap()).unwrap_err();
        // C21: 300 + 100 - 100 - 200 = 100.
        let p = read(
            r#"{"reglement":"keevel","evenings":[{"date":"2026-10-06","tables":[{"players":["A","B","C","D"],"totals":[300,100,-100,-200]}]}]}"#,
        );
        assert_eq!(
            season_problem(Lang::Nl, &p),
            "Avond di 6 okt 2026: Tafel 1: de totalen tellen op tot 100, niet tot 0; elke betaling gaat van de een naar de ander. Zoek een verschil van 100."
        );
        // C1: E was not drawn at table 1.
        let p = read(
            r#"{"reglement":"keevel","evenings":[{"date":"2026-10-06","draw":{"seed":1,"tables":[["A","B","C","D"]]},"tables":[{"table":1,"players":["A","B","C","E"],"totals":[3,1,-1,-3]}]}]}"#,
        );
        assert_eq!(
            season_problem(Lang::Nl, &p),
            "Avond di 6 okt 2026: de uitslag van tafel 1 is van andere spelers dan er zijn ingedeeld."
        );
        // C5 and issue 32: a premium of 3000 beside table points does nothing.
        let p = read(r#"{"reglement":{"base":"groene-hart","attendance_premium":3000},"evenings":[]}"#);
        assert_eq!(
            season_problem(Lang::Nl, &p),
            "Het reglement klopt niet: Aanwezigheidspremie (3000) doet niets met tafelpunten: zet het op 0, of zet de tafelpunten uit."
        );
        assert_eq!(number(Lang::Nl, MAX_TOTAL), "10.000.000");
    }

    /// A season begun without a name takes its club year's: August to
    /// July (November 2026 and March 2027 are both 2026-2027).
    #[test]
    fn a_season_without_a_name_is_its_club_year() {
        assert_eq!(season_default_name(Lang::Nl, 2026, 11), "Competitie 2026-2027");
        assert_eq!(season_default_name(Lang::Nl, 2027, 3), "Competitie 2026-2027");
        assert_eq!(season_default_name(Lang::Nl, 2026, 8), "Competitie 2026-2027");
        assert_eq!(season_default_name(Lang::En, 2026, 7), "Competition 2025-2026");
    }

    #[test]
    fn sizes_in_megabytes_rounded_up() {
        // 1 MiB = 1,048,576 bytes: exactly 1.0; one byte more is shown as
        // 1.1, so a refused file never reads as the largest allowed.
        assert_eq!(megabytes(1 << 20, true), "1,0");
        assert_eq!(megabytes((1 << 20) + 1, true), "1,1");
        assert_eq!(megabytes(2 << 20, false), "2.0");
        // 1,500,000 bytes = 1.43 MiB, rounded up: 1.5.
        assert_eq!(megabytes(1_500_000, false), "1.5");
    }
}
