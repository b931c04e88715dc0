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
    "Eén speler per regel. Voor MCR mag er een EMA-nummer en land achter, met puntkomma's: Jan van der Berg; 08010045; NED",
    "One player a line. For MCR an EMA number and country may follow, with semicolons: Jan van der Berg; 08010045; NED",
);
pub const TOURNAMENT: (&str, &str) = ("Toernooi", "Tournament");
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
pub const EMA_FILE: (&str, &str) = ("EMA-uitslag (CSV, voor MERS)", "EMA result (CSV, for MERS)");
pub const LINE_FILE: (&str, &str) = ("Toernooi als mjscore-regel", "Tournament as an mjscore line");
pub const STILL_PLAYING: (&str, &str) = ("Speelt nog", "Still playing");
pub const ALL_IN: (&str, &str) = ("Alle uitslagen binnen", "Every result in");
pub const PLACE: (&str, &str) = ("Pl.", "Pl.");
pub const SCORE: (&str, &str) = ("Score", "Score");
pub const SEATS: (&str, &str) = ("de indeling", "the seating");

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
pub const NOT_FINISHED: (&str, &str) =
    ("Nog niet alle rondes zijn gespeeld: dit is de stand tot nu toe.", "Not every round has been played: this is the standing so far.");
