//! Why a season line or a club's reglement cannot be read (issue 33): each
//! problem a type with its fields, so the app words it in Dutch and the
//! CLI in English (`Display`: the words the JSON protocol has always used).

use crate::competition::date::DateError;
use crate::competition::season::SeasonError;
use crate::competition::typed::{TypedError, MAX_TOTAL};
use crate::competition::Reglement;
use crate::rules::Variant;

use super::super::limits::{MAX_EVENINGS, MAX_MEMBERS, MAX_NAME, MAX_PENALTIES, MAX_PLAYERS, MAX_REASON, MAX_TABLES};
use super::super::GameLineError;
use crate::competition::tournament::{EmaError, MAX_ROUNDS};

/// A number field of a club's reglement that has a range.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Field {
    /// `attendance_premium` (C10).
    AttendancePremium,
    /// `unfinished_deduction` (C11).
    UnfinishedDeduction,
}

impl std::fmt::Display for Field {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(match self {
            Field::AttendancePremium => "attendance_premium",
            Field::UnfinishedDeduction => "unfinished_deduction",
        })
    }
}

/// A table size's field in `table_points`.
fn size_word(size: usize) -> &'static str {
    match size {
        3 => "three",
        4 => "four",
        _ => "five",
    }
}

fn known() -> String {
    Reglement::PRESETS.iter().map(|r| r.id.as_ref()).collect::<Vec<_>>().join(", ")
}

/// One problem with a club's reglement (rulings C5-C12); a reglement
/// reports all of its problems at once.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum ReglementProblem {
    /// No preset of that id.
    #[error("unknown reglement '{id}' (known: {})", known())]
    UnknownPreset {
        /// The id given (at most 40 characters of it).
        id: String,
    },
    /// A `base` that is no preset.
    #[error("unknown base '{base}' (known: {})", known())]
    UnknownBase {
        /// The base given (at most 40 characters of it).
        base: String,
    },
    /// An empty or too long name for the club's own reglement.
    #[error("id is 1 to {MAX_NAME} characters")]
    Id,
    /// Table points for `size` players need `size` places (C5).
    #[error("table_points.{} needs {size} places, not {given}", size_word(*size))]
    Places {
        /// The table size: 3, 4 or 5.
        size: usize,
        /// How many were given.
        given: usize,
    },
    /// Table points are halves from 0 to 1000.
    #[error("table_points.{}: {value} is not a number of half points from 0 to 1000", size_word(*size))]
    NotHalves {
        /// The table size.
        size: usize,
        /// The number given.
        value: f64,
    },
    /// A lower place with more points than a higher one.
    #[error("table_points.{}: a lower place cannot get more points", size_word(*size))]
    LowerPlaceMore {
        /// The table size.
        size: usize,
    },
    /// `ties` is neither policy (C4, C12).
    #[error("ties is \"mahjongs\" or \"shared\", not '{given}'")]
    Ties {
        /// What was given.
        given: String,
    },
    /// `season_ties` is none of the policies (C9, C12).
    #[error("season_ties is \"mahjongs\", \"table-totals\" or \"shared\", not '{given}'")]
    SeasonTies {
        /// What was given.
        given: String,
    },
    /// The evening's bonus is 0 to 1000 (C6).
    #[error("bonus_per_evening is 0 to 1000, not {value}")]
    Bonus {
        /// What was given.
        value: u32,
    },
    /// A premium or deduction outside 0 to [`MAX_TOTAL`].
    #[error("{field} is 0 to {MAX_TOTAL}, not {value}")]
    Range {
        /// The field.
        field: Field,
        /// What was given.
        value: i64,
    },
    /// The fewest players of a counting evening is 0 to 1000 (C7).
    #[error("min_players is 0 to 1000, not {value}")]
    MinPlayers {
        /// What was given.
        value: usize,
    },
    /// Qualification is a percentage from 1 to 100 (C8).
    #[error("qualification is a percentage from 1 to 100, not {value}")]
    Qualification {
        /// What was given.
        value: u32,
    },
    /// Periods of 1 to 100 evenings, the best 1 to the length (C11).
    #[error("periods: length 1 to 100 and best 1 to the length, not {length} and {best}")]
    Periods {
        /// Evenings per period given.
        length: usize,
        /// The best that count, given.
        best: usize,
    },
    /// A best part of the evenings (C8) and best per period (C11) at once.
    #[error("qualification and periods do not go together: give one of them")]
    QualificationAndPeriods,
    /// Places come from table totals, so with table points a premium or a
    /// deduction changes nothing (issue 32).
    #[error("{field} ({value}) has no effect with table_points: set it to 0, or table_points to null")]
    VoidWithTablePoints {
        /// The field.
        field: Field,
        /// Its value.
        value: i64,
    },
    /// The evening's bonus goes with table points (C6).
    #[error("bonus_per_evening ({value}) has no effect without table_points: set it to 0, or give table_points")]
    BonusWithoutTablePoints {
        /// Its value.
        value: u32,
    },
}

/// A list of names in a season.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Names {
    /// `members`.
    Members,
    /// `inactive`.
    Inactive,
}

impl std::fmt::Display for Names {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(match self {
            Names::Members => "members",
            Names::Inactive => "inactive",
        })
    }
}

/// A typed table's list.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum List {
    /// `totals`.
    Totals,
    /// `mahjongs`.
    Mahjongs,
    /// `caused`.
    Caused,
}

impl std::fmt::Display for List {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(match self {
            List::Totals => "totals",
            List::Mahjongs => "mahjongs",
            List::Caused => "caused",
        })
    }
}

/// A name that is empty or longer than [`MAX_NAME`].
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("a name is 1 to {MAX_NAME} characters, not '{name}'")]
pub struct BadName {
    /// The name given (at most 40 characters of it).
    pub name: String,
}

/// Why a table's result cannot be read.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum TableProblem {
    /// A game under another rule set than the season's (issue 32).
    #[error("a game under {} in a season of {}: the season's rule set is its games'", game.id(), season.id())]
    OtherRules {
        /// The game's rule set.
        game: Variant,
        /// The season's.
        season: Variant,
    },
    /// A game at a table names every player.
    #[error("a game at a table needs the {players} players' names")]
    Names {
        /// The game's players.
        players: usize,
    },
    /// The game does not replay (C2).
    #[error(transparent)]
    Game(#[from] GameLineError),
    /// A typed list not as long as the players.
    #[error("{len} {list} for {players} players")]
    Length {
        /// The list.
        list: List,
        /// Its length.
        len: usize,
        /// The players.
        players: usize,
    },
    /// Numbers no table gives (C2, C21).
    #[error(transparent)]
    Typed(#[from] TypedError),
    /// Both typed results and a game.
    #[error("a table is typed results or a game, not both")]
    Both,
    /// A phone that is no phone (issue 51): not a key of 32 bytes, or a
    /// name padded or over 24 characters.
    #[error("the phone that sent a table's result is a key of 32 bytes and a name of at most 24 characters")]
    Phone,
    /// A player's name.
    #[error(transparent)]
    Name(#[from] BadName),
}

/// Why an evening cannot be read.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum EveningProblem {
    /// More tables or players than any club evening.
    #[error("at most {MAX_TABLES} tables and {MAX_MEMBERS} players")]
    TooLarge,
    /// A drawn table of other than 3-5 players (C3).
    #[error("a drawn table of {players} players: a table has 3, 4 or 5 (ruling C3)")]
    DrawnSize {
        /// Its players.
        players: usize,
    },
    /// A name of someone present or drawn.
    #[error(transparent)]
    Name(#[from] BadName),
    /// A result that is not its drawn table's (C1).
    #[error(transparent)]
    NotDrawn(#[from] NotDrawn),
    /// A draw that seats someone at two tables, or twice at one (C13:
    /// everyone present has one seat); such an evening could never end
    /// (issue 51).
    #[error("{player} is drawn twice")]
    SeatedTwice {
        /// The name.
        player: String,
    },
    /// A card handed out for a table the draw does not have (C20).
    #[error("a card out for table {table}, which is not drawn")]
    CardOut {
        /// The table.
        table: u32,
    },
}

/// Why a season line has no standings; the first problem found.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum SeasonProblem {
    /// The reglement, with every problem it has.
    #[error("{}", reglement_message(.0))]
    Reglement(Vec<ReglementProblem>),
    /// An evening's id empty, over 60 bytes, or another evening's too
    /// (issue 49).
    #[error("evening id {id:?}: one evening an id, of 1 to 60 bytes")]
    EveningId {
        /// The id.
        id: String,
    },
    /// More evenings than a season holds.
    #[error("a season holds at most {MAX_EVENINGS} evenings, not {evenings}")]
    TooManyEvenings {
        /// How many.
        evenings: usize,
    },
    /// A name twice in one list (issue 51).
    #[error("{list}: {name} is listed twice")]
    NameTwice {
        /// Which list.
        list: Names,
        /// The name.
        name: String,
    },
    /// More names than a club has.
    #[error("{list}: at most {MAX_MEMBERS} names, not {names}")]
    TooManyNames {
        /// Which list.
        list: Names,
        /// How many.
        names: usize,
    },
    /// A name in the members or inactive.
    #[error("{list}: {name}")]
    Name {
        /// Which list.
        list: Names,
        /// The name.
        name: BadName,
    },
    /// The season's own name is too long.
    #[error("a season's name is at most {MAX_NAME} characters")]
    SeasonName,
    /// The season's secret is too long (it is the app's, 100 characters at most).
    #[error("a season's secret is at most 100 characters")]
    Secret,
    /// A tournament's players or penalties (issue 36), each problem.
    #[error("tournament: {}", .0.first().map(ToString::to_string).unwrap_or_default())]
    Tournament(Vec<TournamentProblem>),
    /// An evening's date that is not a day of the calendar.
    #[error(transparent)]
    Date(#[from] DateError),
    /// An evening, by its date.
    #[error("evening {date}: {problem}")]
    Evening {
        /// The date as given.
        date: String,
        /// What is wrong.
        problem: EveningProblem,
    },
    /// A table's result, the `table`-th of the evening (from 1).
    #[error("evening {date}, table {table}: {problem}")]
    Table {
        /// The evening.
        date: String,
        /// Its place among the evening's results, from 1.
        table: usize,
        /// What is wrong.
        problem: TableProblem,
    },
    /// The standings refuse the season (C3, a player twice, a date twice).
    #[error(transparent)]
    Standings(#[from] SeasonError),
}

/// One problem as is; several as the count and the first (each is in the
/// answer's `errors`).
fn reglement_message(problems: &[ReglementProblem]) -> String {
    match problems {
        [one] => one.to_string(),
        [first, ..] => format!("reglement: {} problems, the first: {first}", problems.len()),
        [] => "reglement: no problem".into(),
    }
}

/// Why a table's result does not belong to its evening's draw (ruling C1:
/// a result's players are the drawn table's).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum NotDrawn {
    /// The draw has no table of that number.
    #[error("table {table} is not in the evening's draw (C1)")]
    NoTable {
        /// The result's table number.
        table: u32,
    },
    /// Other players than the draw put at that table.
    #[error("table {table}: the players are not the ones drawn at it (C1)")]
    WrongPlayers {
        /// The result's table number.
        table: u32,
    },
}

/// A name a player can be known by.
pub fn check_name(name: &str) -> Result<(), BadName> {
    if name.trim().is_empty() || name.chars().count() > MAX_NAME {
        return Err(BadName { name: cut(name) });
    }
    Ok(())
}

/// A text as a message quotes it: its first 40 characters.
pub(super) fn cut(s: &str) -> String {
    s.chars().take(40).collect()
}

/// Why a tournament line has no answer: every problem found.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum TournamentProblem {
    /// The number of rounds.
    #[error("rounds is 1 to {MAX_ROUNDS}, not {rounds}")]
    Rounds {
        /// Given.
        rounds: usize,
    },
    /// Too few or too many players.
    #[error("a tournament has 3 to {MAX_PLAYERS} players, not {players}")]
    Players {
        /// Given.
        players: usize,
    },
    /// A name no player can have.
    #[error("a name is 1 to {MAX_NAME} characters, not '{name}'")]
    Name {
        /// Cut to 40 characters.
        name: String,
    },
    /// A player registered twice.
    #[error("{name} is registered twice")]
    Twice {
        /// The name.
        name: String,
    },
    /// An EMA number of the wrong form.
    #[error("{name}: {source}")]
    Ema {
        /// The player.
        name: String,
        /// The form.
        source: EmaError,
    },
    /// A country that is no code.
    #[error("{name}: a country is 2 or 3 capital letters (\"NED\"), not '{country}'")]
    Country {
        /// The player.
        name: String,
        /// Given.
        country: String,
    },
    /// Rounds played out of the tournament's.
    #[error("{name}: from {from} until {until} is not a range of rounds 1 to {rounds}")]
    Range {
        /// The player.
        name: String,
        /// First round.
        from: usize,
        /// Last round.
        until: usize,
        /// The tournament's rounds.
        rounds: usize,
    },
    /// Fewer than 3 players in a round.
    #[error("round {round} has {players} players: a round needs at least 3 (ruling C13)")]
    RoundTooFew {
        /// The round.
        round: usize,
        /// Its players.
        players: usize,
    },
    /// The draw cannot be made.
    #[error("draw: {0}")]
    Draw(String),
    /// The date.
    #[error("date: {0}")]
    Date(#[from] crate::competition::date::DateError),
    /// The tournament's name.
    #[error("a tournament's name is at most {MAX_NAME} characters")]
    TournamentName,
    /// The reglement.
    #[error("reglement: {0}")]
    Reglement(String),
    /// More rounds drawn than played.
    #[error("{drawn} rounds drawn for a tournament of {rounds}")]
    DrawnRounds {
        /// Drawn.
        drawn: usize,
        /// The tournament's.
        rounds: usize,
    },
    /// A drawn round that does not seat its players once each.
    #[error("round {round}'s draw does not seat {player}, who plays it: draw the rounds from {round} again (drop them from draw)")]
    Unseated {
        /// The round.
        round: usize,
        /// Who is missing.
        player: String,
    },
    /// A drawn round that seats someone who does not play it.
    #[error("round {round}'s draw seats {player}, who does not play it (withdrawn, registered later, or twice): draw the rounds from {round} again (drop them from draw)")]
    Seated {
        /// The round.
        round: usize,
        /// Who.
        player: String,
    },
    /// A drawn table of a size no table has.
    #[error("round {round}: a drawn table of {players} players: a table has 3, 4 or 5 (ruling C3)")]
    DrawnSize {
        /// The round.
        round: usize,
        /// Its size.
        players: usize,
    },
    /// Results for a round that is not drawn.
    #[error("results for round {round}, which is not drawn")]
    NotDrawn {
        /// The round.
        round: usize,
    },
    /// A round's results given twice.
    #[error("round {round}'s results are listed twice")]
    RoundTwice {
        /// The round.
        round: usize,
    },
    /// A result that is not its drawn table's.
    #[error("round {round}, table {table}: the players are not the ones drawn at a table (C1)")]
    WrongTable {
        /// The round.
        round: usize,
        /// The result's table number, or its place in the list.
        table: usize,
    },
    /// A table's result twice.
    #[error("round {round}, table {table}: two results")]
    TableTwice {
        /// The round.
        round: usize,
        /// The table.
        table: usize,
    },
    /// A result the engine does not read.
    #[error("round {round}, table {table}: {problem}")]
    Table {
        /// The round.
        round: usize,
        /// The table.
        table: usize,
        /// What is wrong.
        problem: TableProblem,
    },
    /// A penalty for someone who does not play that round.
    #[error("a penalty for {player} in round {round}, which they do not play")]
    PenaltyWho {
        /// Who.
        player: String,
        /// The round.
        round: usize,
    },
    /// A penalty's points.
    #[error("a penalty is 1 to {} points, not {points}", MAX_TOTAL)]
    PenaltyPoints {
        /// Given.
        points: i64,
    },
    /// A penalty's reason.
    #[error("a penalty's reason is at most {MAX_REASON} characters")]
    PenaltyReason,
    /// Too many penalties.
    #[error("at most {MAX_PENALTIES} penalties")]
    Penalties,
}
