//! The sheet on paper and in files: CSV for spreadsheets (quoting by
//! `csv_core`), JSON as one `mjscore` game line (serde), and reading such a
//! file back.

use mahjong_core::json::GameLine;
use serde::{Deserialize, Serialize};

use super::game::{check, LedgerError};
use crate::i18n::Lang;

/// A game file: `{"game": <game line>}`, which `mjscore` replays as is.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct GameFile<T> {
    game: T,
}

/// The `mjscore` game line of this sheet (the JSON export).
pub fn game_file(game: &GameLine) -> String {
    serde_json::to_string(&GameFile { game }).unwrap_or_default()
}

/// Reads a game file (`{"game": ...}`), if it is one.
pub fn read_game_file(text: &str) -> Option<GameLine> {
    serde_json::from_str::<GameFile<GameLine>>(text.trim()).map(|f| f.game).ok()
}

/// A name as a spreadsheet cell: one that starts like a formula (`= + - @`,
/// a tab or a return) gets a leading `'`, so a spreadsheet shows it as text
/// and never runs it.
pub(crate) fn text_cell(name: &str) -> String {
    if name.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{name}")
    } else {
        name.to_string()
    }
}

/// The sheet as CSV: one row per hand with its number, East, the winner,
/// every player's score, net and running total (MCR: the discarder, fans
/// and penalty points). A player who sits out has an empty score cell.
/// Dutch spreadsheets read `;` between cells (the comma is their decimal
/// sign), English ones `,`; names are guarded against formulas.
pub fn csv(game: &GameLine, lang: Lang) -> Result<String, LedgerError> {
    let r = check(game)?;
    let (hand, east, winner, score, net, total, draw) = match lang {
        Lang::Nl => ("hand", "oost", "winnaar", "score", "saldo", "totaal", "remise"),
        Lang::En => ("hand", "east", "winner", "score", "net", "total", "draw"),
    };
    let (discarder, penalty, fan) = match lang {
        Lang::Nl => ("afgooier", "straf", "fan"),
        Lang::En => ("discarder", "penalty", "fan"),
    };
    let mcr = game.rules.is_mcr();
    let score = if mcr { fan } else { score };
    let delimiter = match lang {
        Lang::Nl => b';',
        Lang::En => b',',
    };
    let mut w = Rows { out: Vec::new(), delimiter };
    let mut head = vec![hand.to_string(), east.to_string(), winner.to_string()];
    if mcr {
        head.push(discarder.to_string());
    }
    let whats: &[&str] = if mcr { &[score, penalty, net, total] } else { &[score, net, total] };
    for what in whats {
        head.extend(game.names.iter().map(|n| text_cell(&format!("{what} {n}"))));
    }
    w.write_record(&head);
    for (h, res) in game.hands.iter().zip(&r.hands) {
        let name = |p: usize| text_cell(&game.names[p]);
        let mut row = vec![res.position.hand.to_string(), name(res.position.east()), h.winner.map_or(draw.to_string(), name)];
        if mcr {
            row.push(h.discarder.map_or(String::new(), name));
        }
        let out = res.position.sitting_out();
        row.extend((0..game.players).map(|p| {
            if out == Some(p) {
                String::new()
            } else if h.dead.contains(&p) {
                "0".into()
            } else {
                game.shown_score(h.score_of(p)).to_string()
            }
        }));
        if mcr {
            row.extend((0..game.players).map(|p| h.penalties.get(p).copied().unwrap_or(0).to_string()));
        }
        row.extend(res.net.iter().map(|n| n.to_string()));
        row.extend(res.totals.iter().map(|n| n.to_string()));
        w.write_record(&row);
    }
    String::from_utf8(w.out).map_err(|_| LedgerError::BadFile)
}

/// Rows of CSV (RFC 4180) in one buffer: a cell that holds the delimiter,
/// a quote or a line break is quoted, its quotes doubled by
/// `csv_core::quote`. (`csv` and `csv_core::Writer` link Rust's float and
/// i128 parsers for a quoting mode this never uses: 18 KB gzip of the app.)
pub(crate) struct Rows {
    pub(crate) out: Vec<u8>,
    pub(crate) delimiter: u8,
}

impl Rows {
    pub(crate) fn write_record(&mut self, cells: &[String]) {
        for (i, cell) in cells.iter().enumerate() {
            if i > 0 {
                self.out.push(self.delimiter);
            }
            let input = cell.as_bytes();
            if !input.iter().any(|&b| b == self.delimiter || matches!(b, b'"' | b'\r' | b'\n')) {
                self.out.extend_from_slice(input);
                continue;
            }
            self.out.push(b'"');
            // Each byte at most twice (a doubled quote).
            let at = self.out.len();
            self.out.resize(at + 2 * input.len(), 0);
            let (_, _, wrote) = csv_core::quote(input, &mut self.out[at..], b'"', b'\\', true);
            self.out.truncate(at + wrote);
            self.out.push(b'"');
        }
        self.out.extend_from_slice(b"\r\n");
    }
}

/// A file name from the players' names: ASCII letters, digits and `-`
/// (Unicode case tables would weigh on the bundle; names are free text).
pub fn file_stem(game: &GameLine) -> String {
    let stem: String = game.names.join("-").to_ascii_lowercase().chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
    format!("mahjong-{stem}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::json::GameHand;
    use mahjong_core::Variant;

    /// A name that looks like a formula stays text; numbers stay numbers,
    /// negative ones too (ruling 19: -160 and -320 are nets, not formulas).
    #[test]
    fn names_never_become_formulas() {
        let mut g = GameLine::new(Variant::Classic, ["=HYPERLINK(\"x\")", "+31 6", "@Ans", "-Dirk"].map(String::from).to_vec());
        // Classic, East player 0: player 1 wins 160: East pays 320, 2 and 3 pay 160.
        g.hands.push(GameHand::won(vec![0, 160, 0, 0], 1));
        let text = csv(&g, Lang::En).unwrap();
        let rows: Vec<&str> = text.lines().collect();
        assert_eq!(rows[1], r#"1,"'=HYPERLINK(""x"")",'+31 6,0,160,0,0,-320,640,-160,-160,-320,640,-160,-160"#);
        // Dutch: ";" between cells.
        let nl = csv(&g, Lang::Nl).unwrap();
        assert!(nl.lines().nth(1).unwrap().starts_with(r#"1;"'=HYPERLINK(""x"")";'+31 6;0;160;0;0;-320;640;-160;-160;"#), "{nl}");
    }
}
