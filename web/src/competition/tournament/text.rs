//! The tournament's sentences (issue 36), Dutch first.

use mahjong_core::json::season::MAX_NAME;
use mahjong_core::json::tournament::{ChangeError, Problem, MAX_REASON};

use crate::i18n::Lang;

pub const NEW: (&str, &str) = ("Nieuw toernooi", "New tournament");
pub const START: (&str, &str) = ("Toernooi beginnen en alle rondes indelen", "Start the tournament and draw every round");
pub const NAME: (&str, &str) = ("Naam van het toernooi", "The tournament's name");
pub const DATE: (&str, &str) = ("Datum", "Date");
pub const ROUNDS: (&str, &str) = ("Aantal rondes", "Rounds");
pub const SCORING: (&str, &str) = ("Stand op", "Ranked by");
pub const TABLE_POINTS: (&str, &str) =
    ("Tafelpunten 4-2-1-0, dan de som van de scores", "Table points 4-2-1-0, then the sum of the scores");
pub const TOTALS: (&str, &str) = ("De som van de scores", "The sum of the scores");
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

/// The draw's quality in words (C15).
pub fn quality(lang: Lang, repeats: usize, most: u32) -> String {
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

/// A tournament's problem, as the organiser reads it.
pub fn problem(lang: Lang, p: &Problem) -> String {
    let nl = lang == Lang::Nl;
    match p {
        Problem::Rounds { rounds } if nl => format!("Een toernooi heeft 1 tot 20 rondes, niet {rounds}."),
        Problem::Rounds { rounds } => format!("A tournament has 1 to 20 rounds, not {rounds}."),
        Problem::Players { players } if nl => format!("Een toernooi heeft 3 tot 200 spelers, niet {players}."),
        Problem::Players { players } => format!("A tournament has 3 to 200 players, not {players}."),
        Problem::Name { name } if nl => format!("«{name}» is geen naam van 1 tot {MAX_NAME} tekens."),
        Problem::Name { name } => format!("«{name}» is no name of 1 to {MAX_NAME} characters."),
        Problem::Twice { name } if nl => format!("{name} staat twee keer ingeschreven."),
        Problem::Twice { name } => format!("{name} is registered twice."),
        Problem::Ema { name, source } if nl => {
            format!("{name}: «{}» is geen EMA-nummer; dat heeft 8 cijfers, de eerste twee van het land (08 voor Nederland).", source.given)
        }
        Problem::Ema { name, source } => format!("{name}: «{}» is no EMA number: 8 digits, the first two the country's.", source.given),
        Problem::Country { name, country } if nl => format!("{name}: «{country}» is geen landcode van 2 of 3 hoofdletters (NED)."),
        Problem::Country { name, country } => format!("{name}: «{country}» is no country code of 2 or 3 capitals (NED)."),
        Problem::Range { name, from, until, rounds } if nl => format!("{name}: ronde {from} tot {until} ligt niet binnen 1 tot {rounds}."),
        Problem::Range { name, from, until, rounds } => format!("{name}: rounds {from} to {until} are not within 1 to {rounds}."),
        Problem::RoundTooFew { round, players } if nl => format!("Ronde {round} heeft {players} spelers; een tafel heeft er minstens 3."),
        Problem::RoundTooFew { round, players } => format!("Round {round} has {players} players; a table needs 3."),
        Problem::Draw(m) | Problem::Reglement(m) => m.clone(),
        Problem::Date(d) if nl => format!("«{}» is geen datum.", d.0),
        Problem::Date(d) => format!("«{}» is no date.", d.0),
        Problem::TournamentName if nl => format!("De naam van een toernooi heeft hoogstens {MAX_NAME} tekens."),
        Problem::TournamentName => format!("A tournament's name has at most {MAX_NAME} characters."),
        Problem::DrawnRounds { drawn, rounds } if nl => format!("{drawn} rondes ingedeeld voor een toernooi van {rounds}."),
        Problem::DrawnRounds { drawn, rounds } => format!("{drawn} rounds drawn for a tournament of {rounds}."),
        Problem::Unseated { round, player } if nl => format!("Ronde {round}: {player} speelt mee maar is niet ingedeeld."),
        Problem::Unseated { round, player } => format!("Round {round}: {player} plays but is not seated."),
        Problem::Seated { round, player } if nl => format!("Ronde {round}: {player} is ingedeeld maar speelt deze ronde niet."),
        Problem::Seated { round, player } => format!("Round {round}: {player} is seated but does not play this round."),
        Problem::DrawnSize { round, players } if nl => {
            format!("Ronde {round}: een tafel van {players}; een tafel heeft 3, 4 of 5 spelers.")
        }
        Problem::DrawnSize { round, players } => format!("Round {round}: a table of {players}; a table has 3, 4 or 5."),
        Problem::NotDrawn { round } if nl => format!("Uitslagen voor ronde {round}, die er niet is."),
        Problem::NotDrawn { round } => format!("Results for round {round}, which does not exist."),
        Problem::RoundTwice { round } if nl => format!("De uitslagen van ronde {round} staan er twee keer."),
        Problem::RoundTwice { round } => format!("Round {round}'s results are there twice."),
        Problem::WrongTable { round, table } if nl => format!("Ronde {round}, tafel {table}: andere spelers dan ingedeeld."),
        Problem::WrongTable { round, table } => format!("Round {round}, table {table}: other players than drawn."),
        Problem::TableTwice { round, table } if nl => format!("Ronde {round}, tafel {table}: twee uitslagen."),
        Problem::TableTwice { round, table } => format!("Round {round}, table {table}: two results."),
        Problem::Table { round, table, problem } => {
            let what = crate::competition::text::table_problem(lang, *table as u32, problem);
            format!("{} {round}, {} {table}: {what}", lang.pick(("Ronde", "Round")), lang.pick(("tafel", "table")))
        }
        Problem::PenaltyWho { player, round } if nl => format!("Strafpunten voor {player} in ronde {round}, die deze ronde niet speelt."),
        Problem::PenaltyWho { player, round } => format!("A penalty for {player} in round {round}, who does not play it."),
        Problem::PenaltyPoints { points } if nl => format!("Strafpunten zijn 1 tot 10000000, niet {points}."),
        Problem::PenaltyPoints { points } => format!("A penalty is 1 to 10000000 points, not {points}."),
        Problem::PenaltyReason if nl => format!("Een reden heeft hoogstens {MAX_REASON} tekens."),
        Problem::PenaltyReason => format!("A reason has at most {MAX_REASON} characters."),
        Problem::Penalties => lang.pick(("Hoogstens 1000 strafpunten.", "At most 1000 penalties.")).into(),
    }
}

/// Why the players cannot change so.
pub fn change(lang: Lang, e: &ChangeError) -> String {
    let nl = lang == Lang::Nl;
    match e {
        ChangeError::NotTournament => lang.pick(("Dit seizoen is geen toernooi.", "This season is no tournament.")).into(),
        ChangeError::Unknown { name } if nl => format!("{name} staat niet ingeschreven."),
        ChangeError::Unknown { name } => format!("{name} is not registered."),
        ChangeError::Taken { name } if nl => format!("{name} staat al ingeschreven."),
        ChangeError::Taken { name } => format!("{name} is registered already."),
        ChangeError::Withdrawn { name } if nl => format!("{name} heeft zich al teruggetrokken."),
        ChangeError::Withdrawn { name } => format!("{name} has withdrawn already."),
        ChangeError::AllStarted => lang
            .pick((
                "Alle rondes zijn begonnen; een begonnen ronde blijft zoals hij is.",
                "Every round has started; a started round stays as it is.",
            ))
            .into(),
        ChangeError::Draw(e) => e.to_string(),
    }
}
