//! `{"draw": ...}`: an evening's (or a tournament's) table draw, rulings
//! C13-C15: `{"players": [...], "rounds": 1, "seed": 42, "history":
//! [[["Ans", ...], ...], ...], "prefer": 5}`; `history` is earlier rounds'
//! tables, East first.

use serde::{Deserialize, Serialize};

use super::Answer;
use crate::competition::draw::{draw, Remainder, Request, RoundTables};

/// The most players a draw takes: a club hall, or a large tournament (the
/// local search stays well under a second).
pub use super::limits::MAX_PLAYERS;
/// The most rounds drawn at once.
pub const MAX_ROUNDS: usize = 20;
/// The most earlier rounds a draw reads (a weekly club over several years).
pub const MAX_HISTORY: usize = 400;

/// `{"draw": {...}}`.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct DrawIn {
    /// The players present.
    pub players: Vec<String>,
    /// Rounds to draw (1 for a club evening).
    #[serde(default = "one")]
    pub rounds: usize,
    /// The seed (C15); the same seed gives the same tables.
    #[serde(default)]
    pub seed: u64,
    /// Earlier rounds' tables.
    #[serde(default)]
    pub history: Vec<RoundTables>,
    /// Tables of this round that have started and stay (C16).
    #[serde(default)]
    pub keep: Vec<Vec<String>>,
    /// 5 (default) or 3: which tables take the players beyond tables of 4 (C13).
    #[serde(default = "five")]
    pub prefer: u8,
}

fn one() -> usize {
    1
}

fn five() -> u8 {
    5
}

/// The answer.
#[derive(Serialize, Debug)]
pub struct DrawOut {
    /// Always true.
    pub valid: bool,
    /// The seed used.
    pub seed: u64,
    /// `"affine plane"` or `"search"`.
    pub method: &'static str,
    /// Each round's tables, East first; kept tables first.
    pub rounds: Vec<RoundTables>,
    /// Pairs at a drawn table that had met before.
    pub repeats: usize,
    /// The most times any two of the players present have met, the draw included.
    pub max_meetings: u32,
    /// The fewest and most 5-player seats of any player present, the draw included.
    pub five_seats: [u32; 2],
    /// The fewest and most East starts of any player present, the draw included.
    pub east_starts: [u32; 2],
}

/// Answers a draw line.
pub fn answer(d: DrawIn) -> Answer {
    let prefer = match d.prefer {
        5 => Remainder::Five,
        3 => Remainder::Three,
        p => return Answer::error("bad_input", format!("prefer is 5 or 3, not {p}")),
    };
    if d.players.len() > MAX_PLAYERS || d.rounds == 0 || d.rounds > MAX_ROUNDS {
        return Answer::error("bad_input", format!("a draw is of 3 to {MAX_PLAYERS} players and 1 to {MAX_ROUNDS} rounds"));
    }
    let tables = d.history.iter().map(Vec::len).sum::<usize>() + d.keep.len();
    if d.history.len() > MAX_HISTORY || tables > MAX_HISTORY * MAX_PLAYERS / 3 {
        return Answer::error("bad_input", format!("a draw's history holds at most {MAX_HISTORY} rounds"));
    }
    if let Some(t) = d.history.iter().flatten().find(|t| !(3..=5).contains(&t.len())) {
        return Answer::error("bad_input", format!("a history table of {} players: a table has 3, 4 or 5 (ruling C3)", t.len()));
    }
    // Issue 32: names as a season's (1 to 24 characters, not blank), and
    // each player at one table of a round.
    let names = d.players.iter().chain(d.history.iter().flatten().flatten()).chain(d.keep.iter().flatten());
    if let Some(n) = names.into_iter().find(|n| n.trim().is_empty() || n.chars().count() > super::limits::MAX_NAME) {
        return Answer::error("bad_input", format!("a name is 1 to {} characters, not blank: '{}'", super::limits::MAX_NAME, n));
    }
    for (r, round) in d.history.iter().enumerate() {
        let mut seen = std::collections::HashSet::new();
        if let Some(n) = round.iter().flatten().find(|n| !seen.insert(n.as_str())) {
            return Answer::error("bad_input", format!("history round {}: {n} sits at two tables (a player plays once a round)", r + 1));
        }
    }
    let req = Request { players: &d.players, history: &d.history, keep: &d.keep, rounds: d.rounds, seed: d.seed, prefer };
    match draw(&req) {
        Ok(drawn) => Answer::Draw(Box::new(DrawOut {
            valid: true,
            seed: drawn.seed,
            method: drawn.method,
            rounds: drawn.rounds,
            repeats: drawn.quality.repeats,
            max_meetings: drawn.quality.max_meetings,
            five_seats: [drawn.quality.five_seats.0, drawn.quality.five_seats.1],
            east_starts: [drawn.quality.east_starts.0, drawn.quality.east_starts.1],
        })),
        Err(e) => Answer::error("bad_input", e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::process_line;

    #[test]
    fn draw_lines() {
        // 9 players: a table of 5 and one of 4 (C13); the seed is printed.
        let out = process_line(r#"{"draw":{"players":["A","B","C","D","E","F","G","H","I"],"seed":42}}"#);
        assert!(out.starts_with(r#"{"valid":true,"seed":42,"method":"search","rounds":[["#), "{out}");
        assert_eq!(out, process_line(r#"{"draw":{"players":["A","B","C","D","E","F","G","H","I"],"seed":42}}"#), "C15: the same seed");
        for (line, says) in [
            (r#"{"draw":{"players":["A","B"]}}"#, "2 players: a draw needs at least 3"),
            (r#"{"draw":{"players":["A","B","A"]}}"#, "A is listed twice"),
            (r#"{"draw":{"players":["A","B","C"],"rounds":0}}"#, "1 to 20 rounds"),
            (r#"{"draw":{"players":["A","B","C"],"prefer":4}}"#, "prefer is 5 or 3"),
            (r#"{"draw":{"players":["A","B","C"],"tables":2}}"#, "unknown field `tables`"),
            (r#"{"draw":{"players":["A","B","C","D"],"keep":[["A","B","C","D"]],"rounds":2}}"#, "only when drawing one round"),
            (r#"{"draw":{"players":["A","B","C","D","E","F"],"keep":[["A","B","C","D"]]}}"#, "2 players beside the kept tables"),
            (r#"{"draw":{"players":["A","B","C"],"history":[[["A","B","C","D","E","F"]]]}}"#, "a history table of 6 players"),
            (r#"{"draw":{"players":["A","B","C"],"rounds":1000000000}}"#, "1 to 20 rounds"),
            // Issue 32: a history table of one, a player twice in a round, blank names.
            (r#"{"draw":{"players":["A","B","C","D"],"history":[[["A"]]]}}"#, "a history table of 1 players"),
            (
                r#"{"draw":{"players":["A","B","C","D"],"history":[[["A","B","C","D"],["A","E","F","G"]]]}}"#,
                "history round 1: A sits at two tables",
            ),
            (r#"{"draw":{"players":["A","B","C"," "]}}"#, "a name is 1 to 24 characters, not blank"),
            (r#"{"draw":{"players":["A","B","C","D"],"history":[[["A","B","","D"]]]}}"#, "not blank"),
        ] {
            let out = process_line(line);
            assert!(out.contains(r#""code":"bad_input""#) && out.contains(says), "{line}\n -> {out}");
        }
    }
}
