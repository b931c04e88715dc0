//! The season in files: the season file (the engine's season object, one
//! schema for `mjscore`, the JS API, the organiser's backup and the file a
//! club publishes beside the app), reading it back, and the standings and
//! evenings as CSV for spreadsheets (`;` in Dutch).

use mahjong_core::json::season::change::log::Entry;
use mahjong_core::json::season::{SeasonIn, SeasonOut, SeasonProblem};

use super::log::LogEntry;

use crate::i18n::Lang;
use crate::sheet::export::{text_cell, Rows};

/// The largest season file read: a season of game lines is a few hundred KB.
pub const MAX_SEASON_FILE: u64 = 1 << 20;

/// The season file: the season object as `mjscore`'s season line holds it
/// (the organiser's backup, with the secret the tables' keys come from,
/// and its log, oldest first: issue 49).
pub fn season_file(season: &SeasonIn, log: &[&LogEntry]) -> String {
    let log =
        log.iter().map(|e| Entry { at: e.at.as_ref().map(|t| t.to_string()), table: e.table, undo: e.undo, changes: e.changes.clone() });
    serde_json::to_string(&SeasonIn { log: log.collect(), ..season.clone() }).unwrap_or_default()
}

/// The log a season file carries, for the season `id` on this phone:
/// made on another phone, so never "deze telefoon".
pub fn carried_log(id: &str, log: Vec<Entry>) -> Vec<LogEntry> {
    let entry = |e: Entry| LogEntry {
        season: id.to_string(),
        at: e.at.and_then(|t| t.parse().ok()),
        table: e.table,
        undo: e.undo,
        elsewhere: e.table.is_none(),
        club: false,
        changes: e.changes,
    };
    log.into_iter().map(entry).collect()
}

/// The file a club publishes (`stand.json`): the season without its
/// secret, so nobody reading it can sign a table's result (issue 31),
/// and without its log.
pub fn published_file(season: &SeasonIn) -> String {
    serde_json::to_string(&SeasonIn { secret: None, log: Vec::new(), ..season.clone() }).unwrap_or_default()
}

/// Reads a season file: the season object, or a whole `{"season": ...}`
/// line, or a `{"tournament": ...}` line with its day (issue 36: read as
/// its season of rounds, the rounds not drawn drawn by its seed); else
/// `None` when it is none of these, or why the engine cannot read it.
pub fn read_season_file(text: &str) -> Result<SeasonIn, Option<SeasonProblem>> {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Line {
        season: SeasonIn,
    }
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct TournamentLine {
        tournament: mahjong_core::json::tournament::TournamentIn,
    }
    let text = text.trim();
    if let Ok(TournamentLine { tournament: t }) = serde_json::from_str(text) {
        use mahjong_core::json::tournament;
        let day = t.date.as_deref().and_then(|d| d.parse::<mahjong_core::competition::date::Date>().ok()).ok_or(None)?;
        let read = tournament::read(&t).map_err(|p| Some(SeasonProblem::Tournament(p)))?;
        let season = tournament::to_season(&t, &read.draw.rounds, day);
        mahjong_core::json::season::check(&season).map_err(Some)?;
        return Ok(season);
    }
    let season =
        serde_json::from_str::<SeasonIn>(text).ok().or_else(|| serde_json::from_str::<Line>(text).ok().map(|l| l.season)).ok_or(None)?;
    mahjong_core::json::season::check(&season).map_err(Some)?;
    Ok(season)
}

fn rows(lang: Lang) -> Rows {
    Rows { out: Vec::new(), delimiter: if lang == Lang::Nl { b';' } else { b',' } }
}

/// The standings as a message for the club's group chat (issue 31): the
/// season, the last evening, and a line per player.
pub fn standings_message(name: &str, out: &SeasonOut, lang: Lang) -> String {
    let last = last_counted(out, lang);
    let mut text = match (lang, last) {
        (Lang::Nl, Some(d)) => format!("Klassement {name}, na {d}:\n"),
        (Lang::En, Some(d)) => format!("Standings {name}, after {d}:\n"),
        (Lang::Nl, None) => format!("Klassement {name}:\n"),
        (Lang::En, None) => format!("Standings {name}:\n"),
    };
    for s in &out.standings {
        let unit = match (lang, s.total_text.as_str()) {
            (Lang::Nl, "1") => "punt",
            (Lang::Nl, _) => "punten",
            (Lang::En, "1") => "point",
            (Lang::En, _) => "points",
        };
        text.push_str(&format!("{}. {} {} {unit}\n", s.rank, s.player, s.total_text));
    }
    text
}

/// The last evening that counts, as a club writes its date.
pub(crate) fn last_counted(out: &SeasonOut, lang: Lang) -> Option<String> {
    out.evenings.iter().rev().find(|e| e.counts).map(|e| crate::i18n::date(lang, &e.date))
}

/// The standings' second line: "na di 1 sep 2026" (empty before any
/// evening counts).
pub fn standings_after(out: &SeasonOut, lang: Lang) -> String {
    last_counted(out, lang).map(|d| format!("{} {d}", lang.pick(("na", "after")))).unwrap_or_default()
}

/// Points as a spreadsheet reads them: a decimal comma in Dutch.
fn number(text: &str, lang: Lang) -> String {
    if lang == Lang::Nl {
        text.to_string()
    } else {
        text.replace(',', ".")
    }
}

/// The standings as CSV: rank, name, points, evenings, mahjongs made and
/// caused, qualified.
pub fn standings_csv(out: &SeasonOut, lang: Lang) -> String {
    let mut w = rows(lang);
    let head: &[&str] = match lang {
        Lang::Nl => &["plaats", "naam", "punten", "avonden", "mahjongs", "veroorzaakt", "gekwalificeerd"],
        Lang::En => &["rank", "name", "points", "evenings", "mahjongs", "caused", "qualified"],
    };
    w.write_record(&head.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    let yes_no = |b: bool| lang.pick(if b { ("ja", "yes") } else { ("nee", "no") }).to_string();
    for s in &out.standings {
        w.write_record(&[
            s.rank.to_string(),
            text_cell(&s.player),
            number(&s.total_text, lang),
            s.evenings.to_string(),
            s.mahjongs.to_string(),
            s.caused.to_string(),
            yes_no(s.qualified),
        ]);
    }
    String::from_utf8(w.out).unwrap_or_default()
}

/// Every seat of every evening as CSV: date, table, name, total, mahjongs,
/// caused, place, points, and whether the evening counts (C7: the points
/// of one that does not are no one's).
pub fn evenings_csv(out: &SeasonOut, lang: Lang) -> String {
    let mut w = rows(lang);
    let head: &[&str] = match lang {
        Lang::Nl => &["datum", "tafel", "naam", "stand", "mahjongs", "veroorzaakt", "plaats", "punten", "telt"],
        Lang::En => &["date", "table", "name", "total", "mahjongs", "caused", "place", "points", "counts"],
    };
    w.write_record(&head.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    let yes_no = |b: bool| lang.pick(if b { ("ja", "yes") } else { ("nee", "no") }).to_string();
    for e in &out.evenings {
        for (k, t) in e.tables.iter().enumerate() {
            for s in &t.seats {
                w.write_record(&[
                    e.date.clone(),
                    (k + 1).to_string(),
                    text_cell(&s.player),
                    s.total.to_string(),
                    s.mahjongs.to_string(),
                    s.caused.to_string(),
                    s.place.to_string(),
                    number(&s.points_text, lang),
                    yes_no(e.counts),
                ]);
            }
        }
    }
    String::from_utf8(w.out).unwrap_or_default()
}

/// A file name from the season's name: ASCII letters, digits and `-`.
pub fn file_stem(name: &str) -> String {
    let stem: String = name
        .to_ascii_lowercase()
        .chars()
        .map(|c| if c == ' ' { '-' } else { c })
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .collect();
    format!("competitie-{stem}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::json::Answer;

    const SEASON: &str = r#"{"name":"Competitie 2026","reglement":"groene-hart","members":["Ans","=Bep","Cor","Dirk"],"evenings":[{"date":"2026-09-01","tables":[{"table":1,"players":["Ans","=Bep","Cor","Dirk"],"totals":[300,100,-100,-300],"mahjongs":[2,1,1,0]}]}]}"#;

    /// The message for the group chat: Keevel (C10), one evening: Ans
    /// 300 + 3000 = 3300 first, Dirk -300 + 3000 = 2700 last.
    #[test]
    fn the_standings_as_a_message() {
        let s = read_season_file(&SEASON.replace("groene-hart", "keevel")).unwrap();
        let Answer::Season(out) = mahjong_core::json::season::answer(&s) else { panic!() };
        assert_eq!(
            standings_message(&s.name, &out, Lang::Nl),
            "Klassement Competitie 2026, na di 1 sep 2026:\n1. Ans 3300 punten\n2. =Bep 3100 punten\n3. Cor 2900 punten\n4. Dirk 2700 punten\n"
        );
    }

    #[test]
    fn a_season_file_reads_back_and_as_csv() {
        let s = read_season_file(SEASON).unwrap();
        assert_eq!(season_file(&s, &[]), SEASON);
        assert_eq!(read_season_file(&format!(r#"{{"season":{SEASON}}}"#)), Ok(s.clone()));
        // A reglement no preset has: the engine's typed problem.
        assert_eq!(
            read_season_file(r#"{"reglement":"riichi","evenings":[]}"#),
            Err(Some(SeasonProblem::Reglement(vec![mahjong_core::json::season::ReglementProblem::UnknownPreset { id: "riichi".into() }])))
        );
        assert_eq!(read_season_file("no season"), Err(None));
        // Issue 36: a tournament line with its day is its season of rounds,
        // its results in their rounds.
        let line = r#"{"tournament":{"name":"Toernooi","date":"2026-12-05","rounds":2,"seed":3,"players":["A","B","C","D"],"results":[{"round":1,"tables":[{"table":1,"players":["A","B","C","D"],"totals":[30,10,-10,-30]}]}]}}"#;
        let t = read_season_file(line).unwrap();
        assert_eq!(t.evenings.iter().map(|e| e.date.as_str()).collect::<Vec<_>>(), ["2026-12-05-r01", "2026-12-05-r02"]);
        assert_eq!(t.evenings[0].tables.len(), 1);
        assert!(t.tournament.is_some());
        assert_eq!(read_season_file(&line.replace(r#""date":"2026-12-05","#, "")), Err(None), "a tournament needs its day");
        let Answer::Season(out) = mahjong_core::json::season::answer(&s) else { panic!() };
        // Groene Hart with 4 players: the evening does not count (C7, 8
        // needed), so the standings are empty; the evening's seats are
        // there with their places, each worth 0 (C7: nobody gets points;
        // Ans's 4 + 1 = 5 would have been).
        let csv = standings_csv(&out, Lang::Nl);
        assert_eq!(csv, "plaats;naam;punten;avonden;mahjongs;veroorzaakt;gekwalificeerd\r\n");
        let csv = evenings_csv(&out, Lang::Nl);
        let lines: Vec<&str> = csv.lines().collect();
        // A formula-like name is kept as text (C1).
        assert_eq!(lines[1], "2026-09-01;1;Ans;300;2;0;1;0;nee");
        assert_eq!(lines[2], "2026-09-01;1;'=Bep;100;1;0;2;0;nee");
        assert_eq!(lines[4], "2026-09-01;1;Dirk;-300;0;0;4;0;nee");
        assert!(evenings_csv(&out, Lang::En).lines().nth(4).unwrap().ends_with(",0,no"));
        // The same evening under Keevel (no minimum, C10) counts: each
        // seat's total plus the 3000 premium; Dirk -300 + 3000 = 2700.
        let keevel = read_season_file(&SEASON.replace("groene-hart", "keevel")).unwrap();
        let Answer::Season(out) = mahjong_core::json::season::answer(&keevel) else { panic!() };
        let csv = evenings_csv(&out, Lang::Nl);
        assert_eq!(csv.lines().nth(4), Some("2026-09-01;1;Dirk;-300;0;0;4;2700;ja"));
        assert_eq!(file_stem("Competitie 2026/27"), "competitie-competitie-202627");
    }
}
