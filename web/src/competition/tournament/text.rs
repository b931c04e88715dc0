//! The tournament's sentences (issue 36), Dutch first.

use crate::i18n::Lang;

pub const NEW: (&str, &str) = ("Nieuw toernooi", "New tournament");
pub const START: (&str, &str) = ("Toernooi beginnen en alle rondes indelen", "Start the tournament and draw every round");
pub const NAME: (&str, &str) = ("Naam van het toernooi", "The tournament's name");
pub const DATE: (&str, &str) = ("Datum", "Date");
pub const ROUNDS: (&str, &str) = ("Aantal rondes", "Rounds");
pub const SCORING: (&str, &str) = ("Stand op", "Ranked by");
pub const TABLE_POINTS: (&str, &str) = ("Tafelpunten (4-2-1-0)", "Table points (4-2-1-0)");
pub const TOTALS: (&str, &str) = ("Som van de scores", "Sum of the scores");
pub const SCORING_HINT: (&str, &str) = (
    "Tafelpunten per tafel: 4, 2, 1, 0; gelijk in punten gaat op de som van de scores.",
    "Table points per table: 4, 2, 1, 0; equal points go by the sum of the scores.",
);
pub const RULES: (&str, &str) = ("Spelregels", "Rules");
pub const PLAYERS: (&str, &str) = ("Spelers", "Players");
pub const PLAYERS_HINT: (&str, &str) = (
    "Eén speler per regel. Voor MCR mag er een EMA-nummer en land achter, met puntkomma's: Jan van der Berg; 08010045; NL",
    "One player a line. For MCR an EMA number and country may follow, with semicolons: Jan van der Berg; 08010045; NL",
);
pub const TOURNAMENT: (&str, &str) = ("Toernooi", "Tournament");
pub const DEFAULT_COUNTRY: (&str, &str) = ("Land van wie geen land heeft", "Country of those without one");
pub const ROUND: (&str, &str) = ("Ronde", "Round");
pub const BIG_SCREEN: (&str, &str) = ("Groot scherm", "Big screen");
pub const SEATING: (&str, &str) = ("Indeling per speler", "Seating per player");
pub const PRINT: (&str, &str) = ("Afdrukken", "Print");
pub const WITHDRAW: (&str, &str) = ("Trekt zich terug", "Withdraws");
pub const WITHDRAWN: (&str, &str) = ("teruggetrokken", "withdrawn");
pub const LATE: (&str, &str) = ("Late inschrijving", "Late registration");
pub const ADD_LATE: (&str, &str) = ("Inschrijven vanaf de volgende ronde", "Register from the next round");
pub const PENALTIES: (&str, &str) = ("Strafpunten", "Penalties");
pub const PENALTY_ADD: (&str, &str) = ("Strafpunten geven", "Give a penalty");
pub const POINTS: (&str, &str) = ("Punten", "Points");
pub const REASON: (&str, &str) = ("Reden", "Reason");
pub const REMOVE: (&str, &str) = ("Weghalen", "Remove");
pub const PLAYER: (&str, &str) = ("Speler", "Player");
pub const NO_PENALTIES: (&str, &str) = ("Nog geen strafpunten.", "No penalties yet.");
pub const EMA_FILE: (&str, &str) = ("EMA-uitslag (voor MERS)", "EMA result (for MERS)");
pub const EMA_RESULTS: (&str, &str) = ("Uitslag (CSV)", "Results (CSV)");
pub const EMA_TOURNAMENT: (&str, &str) = ("Toernooigegevens (CSV)", "Tournament data (CSV)");
pub const EMA_NOT_YET: (&str, &str) = ("De EMA-bestanden komen hier zodra dit klopt:", "The EMA files come here once this is right:");
pub const CITY: (&str, &str) = ("Plaats", "City");
pub const HOST_COUNTRY: (&str, &str) = ("Land van het toernooi", "The tournament's country");
pub const DAYS: (&str, &str) = ("Dagen", "Days");
pub const QUALIFICATION: (&str, &str) = ("Met kwalificatie", "Qualification required");
pub const LINE_FILE: (&str, &str) = ("Toernooi als mjscore-regel", "Tournament as an mjscore line");
pub const ALL_IN: (&str, &str) = ("Alle uitslagen binnen", "Every result in");
pub const PLACE: (&str, &str) = ("Pl.", "Pl.");
pub const SCORE: (&str, &str) = ("Score", "Score");
pub const SEATS: (&str, &str) = ("de indeling", "the seating");
pub const STARTS_SOON: (&str, &str) = ("Begint zo", "Starts soon");
pub const BACK: (&str, &str) = ("← Terug", "← Back");

/// "nog 47 min" on the round's clock; "tijd is om" at 0.
pub fn time_left(lang: Lang, minutes: u64) -> String {
    match (lang, minutes) {
        (Lang::Nl, 0) => "Tijd is om".into(),
        (Lang::En, 0) => "Time is up".into(),
        (Lang::Nl, m) => format!("Nog {m} min"),
        (Lang::En, m) => format!("{m} min left"),
    }
}

/// "Nog 2 tafels spelen: 3, 5".
pub fn still_playing(lang: Lang, tables: &[usize]) -> String {
    let list = tables.iter().map(usize::to_string).collect::<Vec<_>>().join(", ");
    match (lang, tables.len()) {
        (Lang::Nl, 1) => format!("Nog 1 tafel speelt: {list}"),
        (Lang::En, 1) => format!("1 table still playing: {list}"),
        (Lang::Nl, n) => format!("Nog {n} tafels spelen: {list}"),
        (Lang::En, n) => format!("{n} tables still playing: {list}"),
    }
}

/// "Ronde 2 · Cor · 10 strafpunten (te laat)".
pub fn penalty_line(lang: Lang, round: usize, player: &str, points: i64, reason: &str) -> String {
    let why = if reason.is_empty() { String::new() } else { format!(" ({reason})") };
    match lang {
        Lang::Nl => format!("Ronde {round} · {player} · {points} strafpunten{why}"),
        Lang::En => format!("Round {round} · {player} · {points} penalty points{why}"),
    }
}

/// "Ronde 3 van 5".
pub fn round_of(lang: Lang, round: usize, rounds: usize) -> String {
    match lang {
        Lang::Nl => format!("Ronde {round} van {rounds}"),
        Lang::En => format!("Round {round} of {rounds}"),
    }
}

/// "tafel 7, Zuid": a player's seat in a round.
pub fn seat(lang: Lang, table: usize, wind: &str) -> String {
    match lang {
        Lang::Nl => format!("tafel {table}, {wind}"),
        Lang::En => format!("table {table}, {wind}"),
    }
}

/// "Spelers (18, 1 teruggetrokken)".
pub fn players_count(lang: Lang, playing: usize, withdrawn: usize) -> String {
    match (lang, withdrawn) {
        (Lang::Nl, 0) => format!("Spelers ({playing})"),
        (Lang::En, 0) => format!("Players ({playing})"),
        (Lang::Nl, w) => format!("Spelers ({playing}, {w} teruggetrokken)"),
        (Lang::En, w) => format!("Players ({playing}, {w} withdrawn)"),
    }
}

/// "Strafpunten in deze ronde: Thijs 10 (te laat)", each already taken
/// off the player's score of the round.
pub fn round_penalties(lang: Lang, list: &[(String, i64, String)]) -> String {
    let each: Vec<String> =
        list.iter().map(|(p, n, why)| if why.is_empty() { format!("{p} {n}") } else { format!("{p} {n} ({why})") }).collect();
    match lang {
        Lang::Nl => format!("Strafpunten in deze ronde: {}. Al afgetrokken van de stand hierboven.", each.join(", ")),
        Lang::En => format!("Penalties in this round: {}. Already taken off the scores above.", each.join(", ")),
    }
}

/// "Rondewinnaar: Gijs".
pub const ROUND_WINNER: (&str, &str) = ("Rondewinnaar", "Round winner");

pub const CLOCK: (&str, &str) = ("Rondeklok", "Round clock");
pub const LENGTH: (&str, &str) = ("Duur van een ronde", "Length of a round");

/// "Start ronde 3".
pub fn start_round(lang: Lang, round: usize) -> String {
    match lang {
        Lang::Nl => format!("Start ronde {round}"),
        Lang::En => format!("Start round {round}"),
    }
}

/// "begonnen 13:05, 90 min".
pub fn started_at(lang: Lang, at: &str, minutes: u32) -> String {
    match lang {
        Lang::Nl => format!("begonnen {at}, {minutes} min"),
        Lang::En => format!("started {at}, {minutes} min"),
    }
}

fn tables(lang: Lang, n: usize) -> String {
    match (lang, n) {
        (Lang::Nl, 1) => "1 tafel".into(),
        (Lang::En, 1) => "1 table".into(),
        (Lang::Nl, n) => format!("{n} tafels"),
        (Lang::En, n) => format!("{n} tables"),
    }
}

/// "Ronde 4 heeft nog 1 tafel open. Toch ronde 5?"
pub fn earlier_open(lang: Lang, before: usize, open: usize, round: usize) -> String {
    match lang {
        Lang::Nl => format!("Ronde {before} heeft nog {} open. Toch ronde {round}?", tables(lang, open)),
        Lang::En => format!("Round {before} still has {} open. Round {round} anyway?", tables(lang, open)),
    }
}

/// "Let op: ronde 4 heeft nog 1 tafel open."
pub fn earlier_open_note(lang: Lang, before: usize, open: usize) -> String {
    match lang {
        Lang::Nl => format!("Let op: ronde {before} heeft nog {} open.", tables(lang, open)),
        Lang::En => format!("Note: round {before} still has {} open.", tables(lang, open)),
    }
}

pub const CHANGE: (&str, &str) = ("Wijzig", "Change");
pub const SAVE: (&str, &str) = ("Opslaan", "Save");
pub const EMA_NUMBER: (&str, &str) = ("EMA-nummer", "EMA number");
pub const NATIONALITY: (&str, &str) = ("Land (nationaliteit)", "Country (nationality)");
pub const REINSTATE: (&str, &str) = ("Terug in het toernooi", "Back in the tournament");

/// "Ans trekt zich terug? ..."
pub fn withdraw_ask(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Nl => format!("{name} trekt zich terug? De rondes die nog niet begonnen zijn worden opnieuw ingedeeld."),
        Lang::En => format!("{name} withdraws? The rounds not started are drawn again."),
    }
}

/// " · teruggetrokken na ronde 2", " · speelt vanaf ronde 3", or nothing.
pub fn status(lang: Lang, e: &mahjong_core::competition::tournament::Entrant) -> String {
    match (e.from, e.until) {
        (_, Some(u)) => match lang {
            Lang::Nl => format!(" · teruggetrokken na ronde {u}"),
            Lang::En => format!(" · withdrew after round {u}"),
        },
        (f, None) if f > mahjong_core::competition::date::Round::FIRST => match lang {
            Lang::Nl => format!(" · speelt vanaf ronde {f}"),
            Lang::En => format!(" · plays from round {f}"),
        },
        _ => String::new(),
    }
}

/// " −10 straf" beside a name on the big screen.
pub fn penalty_mark(lang: Lang, points: i64) -> String {
    match lang {
        Lang::Nl => format!(" −{points} straf"),
        Lang::En => format!(" −{points} penalty"),
    }
}

/// "Kees doet weer mee? ..."
pub fn reinstate_ask(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Nl => format!("{name} doet weer mee? De rondes die nog niet begonnen zijn worden opnieuw ingedeeld."),
        Lang::En => format!("{name} plays again? The rounds not started are drawn again."),
    }
}

/// Before the first round a withdrawal takes the player off the list.
pub fn withdraw_before_ask(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Nl => format!(
            "{name} trekt zich terug? Er is nog geen ronde begonnen: {name} gaat van de lijst en alle rondes worden opnieuw ingedeeld."
        ),
        Lang::En => format!("{name} withdraws? No round has started: {name} leaves the list and every round is drawn again."),
    }
}
