//! `{"season": ...}`: a season's standings by a club's reglement (issue 21,
//! rulings C1-C12). Each table is typed results (a club that scores on
//! paper) or a whole game line, replayed, so its totals cannot disagree
//! with its hands; a player's name is their identity across evenings.

use serde::{Deserialize, Serialize};

use super::game::GameLine;
use super::Answer;
use crate::competition::{points_text, standings, Evening, Points, Reglement, Season, Table, TableResult};

/// `{"season": {"reglement": ..., "evenings": [...]}}`.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct SeasonIn {
    /// A preset's id: `groene-hart`, `keevel`, `bamboe-acht`, `mcr-toernooi`.
    pub reglement: String,
    /// The club's members (optional; the standings list who played).
    #[serde(default)]
    pub members: Vec<String>,
    /// The evenings, in any order.
    pub evenings: Vec<EveningIn>,
}

/// One evening: its date and tables.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct EveningIn {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// Its tables.
    pub tables: Vec<TableIn>,
}

/// A table: typed results, or `{"game": {...}}` with the players' names.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
pub struct TableIn {
    /// The players, in the order of the other lists.
    #[serde(default)]
    pub players: Vec<String>,
    /// Each player's table total.
    #[serde(default)]
    pub totals: Vec<i64>,
    /// Each player's mahjongs made (default none).
    #[serde(default)]
    pub mahjongs: Vec<u32>,
    /// Each player's mahjongs caused (default none).
    #[serde(default)]
    pub caused: Vec<u32>,
    /// The table did not finish its game (ruling C11).
    #[serde(default)]
    pub unfinished: bool,
    /// A whole game, replayed (ruling C1).
    #[serde(default, deserialize_with = "super::object::optional")]
    pub game: Option<GameLine>,
}

/// One player's line of the answer.
#[derive(Serialize, Debug)]
pub struct StandingOut {
    /// The player's name.
    pub player: String,
    /// From 1; equal players share it.
    pub rank: usize,
    /// The season total, at most two decimals.
    pub total: f64,
    /// The total as clubs write it ("8,75").
    pub total_text: String,
    /// Qualified for the championship (C8).
    pub qualified: bool,
    /// Counting evenings played.
    pub evenings: usize,
    /// The dates whose results count in the total.
    pub counted: Vec<String>,
    /// Mahjongs made over the counting evenings.
    pub mahjongs: u32,
    /// Mahjongs caused over the counting evenings.
    pub caused: u32,
}

/// One evening of the answer.
#[derive(Serialize, Debug)]
pub struct EveningOut {
    /// The date.
    pub date: String,
    /// Whether it counts (C7).
    pub counts: bool,
}

/// The answer to a season line.
#[derive(Serialize, Debug)]
pub struct SeasonOut {
    /// Always true.
    pub valid: bool,
    /// The reglement's id.
    pub reglement: &'static str,
    /// Ranked, best first.
    pub standings: Vec<StandingOut>,
    /// The evenings in date order.
    pub evenings: Vec<EveningOut>,
}

/// A table's results from a replayed game line (rulings C1, C2): the
/// running totals, the hands won, the hands won on each player's discard.
fn game_table(g: &GameLine) -> Result<Vec<TableResult>, String> {
    if g.names.len() != g.players {
        return Err(format!("a game at a table needs the {} players' names", g.players));
    }
    let replay = g.replay().map_err(|e| e.to_string())?;
    Ok(g.names
        .iter()
        .enumerate()
        .map(|(p, name)| TableResult {
            player: name.clone(),
            total: replay.totals[p],
            made: g.hands.iter().filter(|h| h.winner == Some(p)).count() as u32,
            caused: g.hands.iter().filter(|h| h.winner.is_some() && h.discarder == Some(p)).count() as u32,
        })
        .collect())
}

/// A typed table's results: every list as long as the players.
fn typed_table(t: &TableIn) -> Result<Vec<TableResult>, String> {
    let n = t.players.len();
    for (what, len, optional) in [("totals", t.totals.len(), false), ("mahjongs", t.mahjongs.len(), true), ("caused", t.caused.len(), true)]
    {
        if len != n && !(optional && len == 0) {
            return Err(format!("{len} {what} for {n} players"));
        }
    }
    Ok((0..n)
        .map(|i| TableResult {
            player: t.players[i].clone(),
            total: t.totals[i],
            made: t.mahjongs.get(i).copied().unwrap_or(0),
            caused: t.caused.get(i).copied().unwrap_or(0),
        })
        .collect())
}

/// Exact points as a JSON number with at most two decimals.
fn two_decimals(p: Points) -> f64 {
    (p * 100).round().to_integer() as f64 / 100.0
}

/// Answers a season line.
pub fn answer(s: SeasonIn) -> Answer {
    let Some(reglement) = Reglement::preset(&s.reglement) else {
        return Answer::error(
            "bad_input",
            format!(
                "unknown reglement '{}' (known: groene-hart, keevel, bamboe-acht, mcr-toernooi)",
                s.reglement.chars().take(40).collect::<String>()
            ),
        );
    };
    let mut season = Season::default();
    for e in &s.evenings {
        let mut tables = Vec::with_capacity(e.tables.len());
        for (k, t) in e.tables.iter().enumerate() {
            let results = match &t.game {
                Some(g) if t.players.is_empty() && t.totals.is_empty() => game_table(g),
                Some(_) => Err("a table is typed results or a game, not both".into()),
                None => typed_table(t),
            };
            match results {
                Ok(results) => tables.push(Table { results, unfinished: t.unfinished }),
                Err(m) => return Answer::error("bad_input", format!("evening {}, table {}: {m}", e.date, k + 1)),
            }
        }
        season.evenings.push(Evening { date: e.date.clone(), tables });
    }
    let st = match standings(&season, &reglement) {
        Ok(st) => st,
        Err(e) => return Answer::error("bad_input", e.to_string()),
    };
    Answer::Season(Box::new(SeasonOut {
        valid: true,
        reglement: reglement.id,
        standings: st
            .standings
            .iter()
            .map(|l| StandingOut {
                player: l.player.clone(),
                rank: l.rank,
                total: two_decimals(l.total),
                total_text: points_text(l.total),
                qualified: l.qualified,
                evenings: l.played.len(),
                counted: l.counted.iter().map(|&e| st.dates[e].clone()).collect(),
                mahjongs: l.made,
                caused: l.caused,
            })
            .collect(),
        evenings: st.dates.iter().zip(&st.counts).map(|(d, &c)| EveningOut { date: d.clone(), counts: c }).collect(),
    }))
}

#[cfg(test)]
mod tests {
    use super::super::process_line;

    #[test]
    fn a_season_line_typed_and_from_game_lines_agree() {
        // Keevel (C10): the table total + 3000. One evening typed, the same
        // evening as a game line: seed 003's hand (+24 +384 -244 -164),
        // Bep won it (1 mahjong made) on Ans's discard (1 caused, C2).
        let typed = r#"{"season":{"reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"players":["Ans","Bep","Cor","Dirk"],"totals":[24,384,-244,-164],"mahjongs":[0,1,0,0],"caused":[1,0,0,0]}]}]}}"#;
        let game = r#"{"season":{"reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"game":{"rules":"nts","names":["Ans","Bep","Cor","Dirk"],"hands":[{"winner":1,"scores":[64,96,0,20],"dead":[2],"discarder":0}]}}]}]}}"#;
        let (a, b) = (process_line(typed), process_line(game));
        assert_eq!(a, b);
        // Bep 384 + 3000 = 3384 first; Ans 3024; Dirk 2836; Cor 2756.
        assert!(
            a.starts_with(r#"{"valid":true,"reglement":"keevel","standings":[{"player":"Bep","rank":1,"total":3384.0,"total_text":"3384""#),
            "{a}"
        );
        assert!(a.contains(r#""player":"Cor","rank":4,"total":2756.0"#), "{a}");
        assert!(a.contains(r#""player":"Ans","rank":2,"total":3024.0,"total_text":"3024","qualified":true,"evenings":1,"counted":["2026-09-01"],"mahjongs":0,"caused":1"#), "{a}");
    }

    #[test]
    fn bad_seasons_are_refused() {
        for (line, says) in [
            (r#"{"season":{"reglement":"riichi","evenings":[]}}"#, "unknown reglement 'riichi'"),
            (
                r#"{"season":{"reglement":"keevel","evenings":[{"date":"d","tables":[{"players":["A","B"],"totals":[1,2]}]}]}}"#,
                "a table of 2 players",
            ),
            (
                r#"{"season":{"reglement":"keevel","evenings":[{"date":"d","tables":[{"players":["A","B","C"],"totals":[1,2]}]}]}}"#,
                "2 totals for 3 players",
            ),
            (
                r#"{"season":{"reglement":"keevel","evenings":[{"date":"d","tables":[{"players":["A","B","C"],"totals":[1,2,3]},{"players":["A","E","F"],"totals":[1,2,3]}]}]}}"#,
                "A plays twice",
            ),
            (r#"{"season":{"reglement":"keevel","evenings":[],"colour":1}}"#, "unknown field `colour`"),
            (
                r#"{"season":{"reglement":"keevel","evenings":[{"date":"d","tables":[{"game":{"names":["A","B","C","D"],"hands":[{"winner":1,"scores":[0,5000,0,0]}]}}]}]}}"#,
                "table 1: hand 1",
            ),
        ] {
            let out = process_line(line);
            assert!(out.contains(r#""code":"bad_input""#) && out.contains(says), "{line}\n -> {out}");
        }
    }
}
