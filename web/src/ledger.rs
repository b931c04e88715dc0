//! The score sheet (het scoreblad): games, their hands, storage, export and
//! import. Rotation, settlement and totals come from `mahjong_core::game`
//! (rulings 19-22); this module only keeps the sheet and asks the engine.

use std::rc::Rc;

use mahjong_core::game::{replay, GameError, GameRules, HandRecord, Position, Replay, Scoring};
use mahjong_core::RuleSet;
use yew::Reducible;

use std::fmt::Write as _;

use crate::json::{parse, write_str, Fields, Json};

/// Where the games are kept in the browser.
pub const STORE_KEY: &str = "mahjong-rekenhulp.games";
/// Bumped when the stored shape changes; older shapes are migrated on load.
pub const SCHEMA: u32 = 1;

/// One hand as written on the sheet, by player.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct SheetHand {
    /// Each player's score; in MCR the winner's fans, the others 0.
    pub scores: Vec<u32>,
    /// `None`: a draw (remise).
    pub winner: Option<usize>,
    /// Players with a dead hand (dood spel).
    pub dead: Vec<usize>,
    /// MCR: who discarded the winning tile, `None` when self-drawn.
    pub discarder: Option<usize>,
    /// MCR: penalty points (strafpunten) per player; empty for none.
    pub penalties: Vec<u32>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SheetOptions {
    /// Chip settlement: scores rounded to tens (ruling 21, `nmb`).
    pub round_to_tens: bool,
}

/// A whole game. The JSON shape is `mjscore`'s game line, so an exported
/// game replays there unchanged: `{"game": <Sheet>}`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sheet {
    pub rules: String,
    pub options: Option<SheetOptions>,
    pub players: usize,
    /// Names in seating order (counter-clockwise: the order East passes on).
    pub names: Vec<String>,
    /// The player who is East in the first hand.
    pub east: usize,
    pub green_dragon_round: bool,
    pub hands: Vec<SheetHand>,
}

/// A game in the store, with when it began.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StoredGame {
    pub id: String,
    /// ISO date and time the game was started or imported.
    pub created: String,
    pub game: Sheet,
}

impl SheetHand {
    /// Reads a hand of `players`; an MCR hand (`mcr`) gives the winner's
    /// `fan` instead of scores, as `mjscore`'s MCR game line does.
    fn read(v: &Json, n: usize, players: usize, mcr: bool) -> Result<SheetHand, String> {
        let what = format!("hands[{n}]");
        let f = Fields::of(v, &what, &["scores", "winner", "dead", "fan", "discarder", "penalties"])?;
        let winner = f.opt_uint("winner")?;
        let scores = match (mcr, winner) {
            (true, Some(w)) => {
                let fan = f.opt_uint("fan")?.ok_or_else(|| format!("{what}: an MCR win needs 'fan'"))?;
                mahjong_core::game::mcr_scores(players, w, fan as u32)
            }
            (true, _) => vec![0; players],
            (false, _) if f.get("fan").is_some() => return Err(format!("{what}: 'fan' belongs to an MCR game")),
            (false, _) => f.uints("scores")?.into_iter().map(|s| s as u32).collect(),
        };
        let penalties = f.uints("penalties")?.into_iter().map(|s| s as u32).collect();
        Ok(SheetHand { scores, winner, dead: f.uints("dead")?, discarder: f.opt_uint("discarder")?, penalties })
    }
    fn write(&self, o: &mut String, mcr: bool) {
        let list = |v: &mut String, key: &str, xs: &mut dyn Iterator<Item = String>| {
            let _ = write!(v, ",\"{key}\":[{}]", xs.collect::<Vec<_>>().join(","));
        };
        o.push_str("{\"winner\":");
        o.push_str(&self.winner.map_or("null".into(), |w| w.to_string()));
        match (mcr, self.winner) {
            (true, Some(w)) => {
                let _ = write!(o, ",\"fan\":{}", self.scores.get(w).copied().unwrap_or(0));
                if let Some(d) = self.discarder {
                    let _ = write!(o, ",\"discarder\":{d}");
                }
            }
            (true, None) => {}
            (false, _) => list(o, "scores", &mut self.scores.iter().map(|s| s.to_string())),
        }
        if !self.dead.is_empty() {
            list(o, "dead", &mut self.dead.iter().map(|d| d.to_string()));
        }
        if self.penalties.iter().any(|&p| p > 0) {
            list(o, "penalties", &mut self.penalties.iter().map(|d| d.to_string()));
        }
        o.push('}');
    }
}

impl Sheet {
    fn read(v: &Json) -> Result<Sheet, String> {
        let f = Fields::of(v, "game", &["rules", "options", "players", "names", "east", "green_dragon_round", "hands"])?;
        let options = match f.get("options") {
            None => None,
            Some(o) => Some(SheetOptions { round_to_tens: Fields::of(o, "options", &["round_to_tens"])?.flag("round_to_tens")? }),
        };
        let names = f
            .opt_array("names")?
            .iter()
            .map(|n| match n {
                Json::Str(s) => Ok(s.clone()),
                _ => Err("game: 'names' must be a list of strings".to_string()),
            })
            .collect::<Result<_, _>>()?;
        let rules = f.opt_string("rules")?.unwrap_or_else(|| "nts".into());
        let players = f.opt_uint("players")?.unwrap_or(4);
        let mcr = rules == "mcr";
        Ok(Sheet {
            rules,
            options,
            players,
            names,
            east: f.opt_uint("east")?.unwrap_or(0),
            green_dragon_round: f.flag("green_dragon_round")?,
            hands: f.array("hands")?.iter().enumerate().map(|(n, h)| SheetHand::read(h, n, players, mcr)).collect::<Result<_, _>>()?,
        })
    }
    fn write(&self, o: &mut String) {
        o.push_str("{\"rules\":");
        write_str(o, &self.rules);
        if let Some(opt) = self.options {
            o.push_str(if opt.round_to_tens { ",\"options\":{\"round_to_tens\":true}" } else { ",\"options\":{}" });
        }
        o.push_str(&format!(",\"players\":{},\"names\":[", self.players));
        for (i, n) in self.names.iter().enumerate() {
            if i > 0 {
                o.push(',');
            }
            write_str(o, n);
        }
        o.push_str(&format!("],\"east\":{},\"green_dragon_round\":{},\"hands\":[", self.east, self.green_dragon_round));
        for (i, h) in self.hands.iter().enumerate() {
            if i > 0 {
                o.push(',');
            }
            h.write(o, self.is_mcr());
        }
        o.push_str("]}");
    }
}

/// What a game is set up with, from the new-game form.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewGame {
    pub rules: &'static str,
    pub names: Vec<String>,
    pub east: usize,
    pub green_dragon_round: bool,
    pub chips: bool,
}

impl Sheet {
    /// The Dutch rule set with the game's options; `None` for MCR.
    pub fn rule_set(&self) -> Option<RuleSet> {
        let mut r = self.rules.parse::<mahjong_core::Variant>().ok()?.dutch()?;
        r.round_to_tens = self.options.is_some_and(|o| o.round_to_tens);
        Some(r)
    }

    /// An MCR 2006 game (issue 6): fans, a discarder and penalty points.
    pub fn is_mcr(&self) -> bool {
        self.rules == "mcr"
    }

    pub fn game_rules(&self) -> Result<GameRules, LedgerError> {
        let scoring = match self.rule_set() {
            Some(r) => Scoring::Dutch(r),
            None if self.is_mcr() => Scoring::Mcr,
            None => return Err(LedgerError::UnknownRules(self.rules.clone())),
        };
        if self.names.len() != self.players {
            return Err(LedgerError::Names { names: self.names.len(), players: self.players });
        }
        Ok(GameRules { scoring, players: self.players, first_east: self.east, green_dragon_round: self.green_dragon_round })
    }

    /// Every hand replayed by the engine (rulings 19-22).
    pub fn replay(&self) -> Result<Replay, LedgerError> {
        let game = self.game_rules()?;
        let hands: Vec<HandRecord> = self.hands.iter().map(|h| self.record(h)).collect::<Result<_, _>>()?;
        replay(&game, &hands).map_err(LedgerError::Game)
    }

    fn record(&self, h: &SheetHand) -> Result<HandRecord, LedgerError> {
        let mut dead = vec![false; self.players];
        for &d in &h.dead {
            *dead.get_mut(d).ok_or(LedgerError::NoSuchPlayer(d))? = true;
        }
        Ok(HandRecord { scores: h.scores.clone(), winner: h.winner, dead, discarder: h.discarder, penalties: h.penalties.clone() })
    }

    /// A score as it is settled: rounded to tens with chips (ruling 21).
    pub fn shown_score(&self, score: u32) -> u32 {
        self.rule_set().map_or(score, |r| r.round_score(score))
    }

    /// The sheet as CSV: one row per hand with its number, East, the winner,
    /// every player's score, net and running total. A player who sits out
    /// has empty cells for score.
    pub fn csv(&self, lang: crate::i18n::Lang) -> Result<String, LedgerError> {
        let r = self.replay()?;
        let (hand, east, winner, score, net, total, draw) = match lang {
            crate::i18n::Lang::Nl => ("hand", "oost", "winnaar", "score", "saldo", "totaal", "remise"),
            crate::i18n::Lang::En => ("hand", "east", "winner", "score", "net", "total", "draw"),
        };
        let mcr = self.is_mcr();
        let (discarder, penalty, fan) = match lang {
            crate::i18n::Lang::Nl => ("afgooier", "straf", "fan"),
            crate::i18n::Lang::En => ("discarder", "penalty", "fan"),
        };
        let score = if mcr { fan } else { score };
        let mut head = vec![hand.to_string(), east.to_string(), winner.to_string()];
        if mcr {
            head.push(discarder.to_string());
        }
        let whats: &[&str] = if mcr { &[score, penalty, net, total] } else { &[score, net, total] };
        for what in whats {
            head.extend(self.names.iter().map(|n| format!("{what} {n}")));
        }
        let mut out = csv_row(&head);
        for (h, res) in self.hands.iter().zip(&r.hands) {
            let mut row = vec![
                res.position.hand.to_string(),
                self.names[res.position.east()].clone(),
                h.winner.map_or(draw.to_string(), |w| self.names[w].clone()),
            ];
            if mcr {
                row.push(h.discarder.map_or(String::new(), |d| self.names[d].clone()));
            }
            let out_player = res.position.sitting_out();
            row.extend(h.scores.iter().enumerate().map(|(p, &s)| {
                if out_player == Some(p) {
                    String::new()
                } else if h.dead.contains(&p) {
                    "0".into()
                } else {
                    self.shown_score(s).to_string()
                }
            }));
            if mcr {
                row.extend((0..self.players).map(|p| h.penalties.get(p).copied().unwrap_or(0).to_string()));
            }
            row.extend(res.net.iter().map(|n| n.to_string()));
            row.extend(res.totals.iter().map(|n| n.to_string()));
            out.push_str(&csv_row(&row));
        }
        Ok(out)
    }

    /// The `mjscore` game line of this sheet (the JSON export).
    pub fn to_json(&self) -> String {
        let mut o = String::from("{\"game\":");
        self.write(&mut o);
        o.push('}');
        o
    }

    /// Reads a game file: one `{"game": ...}` object.
    pub fn from_json(text: &str) -> Result<Sheet, String> {
        let v = parse(text.trim())?;
        Sheet::read(Fields::of(&v, "file", &["game"])?.get("game").ok_or("file: missing field 'game'")?)
    }

    /// A hand from the calculator's seats: seat `k` (0 East) is the player
    /// `position.player_at(k)`; the player who sits out scores 0.
    /// `discarder` is a seat too (MCR).
    pub fn hand_from_seats(&self, pos: &Position, scores: &[u32], winner: Option<usize>, dead: &[bool], discarder: Option<usize>) -> SheetHand {
        let mut h = SheetHand {
            scores: vec![0; self.players],
            winner: winner.map(|k| pos.player_at(k)),
            discarder: discarder.map(|k| pos.player_at(k)),
            ..Default::default()
        };
        for k in 0..pos.table() {
            let p = pos.player_at(k);
            h.scores[p] = scores.get(k).copied().unwrap_or(0);
            if dead.get(k).copied().unwrap_or(false) {
                // Kept in player order, as the sheet writes it.
                let at = h.dead.partition_point(|&d| d < p);
                h.dead.insert(at, p);
            }
        }
        h
    }
}

fn csv_row(cells: &[String]) -> String {
    let quoted: Vec<String> = cells
        .iter()
        .map(|c| if c.contains([',', '"', '\n', '\r']) { format!("\"{}\"", c.replace('"', "\"\"")) } else { c.clone() })
        .collect();
    quoted.join(",") + "\r\n"
}

/// Why the sheet refused something. Shown in Dutch by `i18n::ledger_error`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LedgerError {
    UnknownRules(String),
    Names { names: usize, players: usize },
    EmptyName,
    NoSuchPlayer(usize),
    Game(GameError),
    NoGame,
    /// An import that is no game file; the parser's English detail.
    BadFile(String),
}

/// All games and which one is being played.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Ledger {
    pub games: Vec<StoredGame>,
    pub current: Option<usize>,
    /// The last refusal, shown until the next action.
    pub error: Option<LedgerError>,
    /// Set when the stored games could not be read: the key the raw data
    /// was kept under.
    pub unreadable: Option<String>,
    /// The unreadable store could not be copied aside: do not overwrite it.
    pub keep_store: bool,
    /// Counts actions, so views can tell cheaply that something changed.
    pub revision: u32,
    history: Vec<(Vec<StoredGame>, Option<usize>)>,
}

/// Every intent on the score sheet.
#[derive(Clone, PartialEq, Debug)]
pub enum LedgerAction {
    /// Start a game; `id` and `created` come from the clock.
    New { setup: NewGame, id: String, created: String },
    Open(usize),
    Close,
    /// Add the next hand to the current game.
    Record(SheetHand),
    Edit(usize, SheetHand),
    DeleteHand(usize),
    DeleteGame(usize),
    /// A game file (`{"game":...}`) as text.
    Import { text: String, id: String, created: String },
    Undo,
}

impl Reducible for Ledger {
    type Action = LedgerAction;
    fn reduce(self: Rc<Self>, action: LedgerAction) -> Rc<Self> {
        let mut l = (*self).clone();
        l.apply(action);
        Rc::new(l)
    }
}

impl Ledger {
    /// Reads the store. Anything that cannot be read (broken JSON, an
    /// unknown schema) gives an empty ledger and `Err` with the problem, so
    /// the caller keeps the raw text aside and tells the player.
    pub fn load(raw: Option<&str>) -> Result<Ledger, String> {
        let Some(raw) = raw else { return Ok(Ledger::default()) };
        let v = parse(raw)?;
        let f = Fields::of(&v, "store", &["schema", "current", "games"])?;
        let schema = f.uint("schema")?;
        if schema != SCHEMA as usize {
            return Err(format!("schema {schema} is not known to this version (it reads {SCHEMA})"));
        }
        let mut games = Vec::new();
        for g in f.array("games")? {
            let gf = Fields::of(g, "stored game", &["id", "created", "game"])?;
            let game = Sheet::read(gf.get("game").ok_or("stored game: missing field 'game'")?)?;
            let id = gf.string("id")?;
            game.game_rules().map_err(|_| format!("game {id}: its rules or players cannot be read"))?;
            games.push(StoredGame { id, created: gf.opt_string("created")?.unwrap_or_default(), game });
        }
        let current = f.opt_string("current")?.and_then(|id| games.iter().position(|g| g.id == id));
        Ok(Ledger { games, current, ..Default::default() })
    }

    /// The text written to the store.
    pub fn store_text(&self) -> String {
        let mut o = format!("{{\"schema\":{SCHEMA},\"current\":");
        match self.current {
            Some(i) => write_str(&mut o, &self.games[i].id),
            None => o.push_str("null"),
        }
        o.push_str(",\"games\":[");
        for (i, g) in self.games.iter().enumerate() {
            if i > 0 {
                o.push(',');
            }
            o.push_str("{\"id\":");
            write_str(&mut o, &g.id);
            o.push_str(",\"created\":");
            write_str(&mut o, &g.created);
            o.push_str(",\"game\":");
            g.game.write(&mut o);
            o.push('}');
        }
        o.push_str("]}");
        o
    }

    pub fn game(&self) -> Option<&Sheet> {
        self.current.map(|i| &self.games[i].game)
    }

    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// Applies one action; a refusal leaves the games as they were.
    pub fn apply(&mut self, action: LedgerAction) {
        self.error = None;
        self.revision = self.revision.wrapping_add(1);
        let before = (self.games.clone(), self.current);
        let result = match action {
            LedgerAction::Undo => {
                if let Some((games, current)) = self.history.pop() {
                    self.games = games;
                    self.current = current;
                }
                return;
            }
            LedgerAction::Open(i) if i < self.games.len() => {
                self.current = Some(i);
                return;
            }
            LedgerAction::Close => {
                self.current = None;
                return;
            }
            LedgerAction::New { setup, id, created } => self.new_game(setup, id, created),
            // A hand after the last round fails the replay (GameOver).
            LedgerAction::Record(h) => self.change(|s| {
                s.hands.push(h);
                Ok(())
            }),
            LedgerAction::Edit(i, h) => self.change(|s| {
                *s.hands.get_mut(i).ok_or(LedgerError::NoGame)? = h;
                Ok(())
            }),
            LedgerAction::DeleteHand(i) => self.change(|s| {
                if i < s.hands.len() {
                    s.hands.remove(i);
                }
                Ok(())
            }),
            LedgerAction::DeleteGame(i) if i < self.games.len() => {
                self.games.remove(i);
                self.current = match self.current {
                    Some(c) if c == i => None,
                    Some(c) if c > i => Some(c - 1),
                    c => c,
                };
                Ok(())
            }
            LedgerAction::Import { text, id, created } => self.import(&text, id, created),
            _ => Ok(()),
        };
        match result {
            Ok(()) => {
                if (self.games.clone(), self.current) != before {
                    self.history.push(before);
                    if self.history.len() > 50 {
                        self.history.remove(0);
                    }
                }
            }
            Err(e) => {
                (self.games, self.current) = before;
                self.error = Some(e);
            }
        }
    }

    /// Changes the current game; the change stands only if the engine can
    /// replay the whole game afterwards.
    fn change(&mut self, f: impl FnOnce(&mut Sheet) -> Result<(), LedgerError>) -> Result<(), LedgerError> {
        let i = self.current.ok_or(LedgerError::NoGame)?;
        let sheet = &mut self.games[i].game;
        f(sheet)?;
        sheet.replay().map(|_| ())
    }

    fn new_game(&mut self, setup: NewGame, id: String, created: String) -> Result<(), LedgerError> {
        let names: Vec<String> = setup.names.iter().map(|n| n.trim().to_string()).collect();
        if names.iter().any(String::is_empty) {
            return Err(LedgerError::EmptyName);
        }
        let sheet = Sheet {
            rules: setup.rules.to_string(),
            options: setup.chips.then_some(SheetOptions { round_to_tens: true }),
            players: names.len(),
            names,
            east: setup.east,
            green_dragon_round: setup.green_dragon_round,
            hands: Vec::new(),
        };
        sheet.replay()?;
        self.games.push(StoredGame { id, created, game: sheet });
        self.current = Some(self.games.len() - 1);
        Ok(())
    }

    fn import(&mut self, text: &str, id: String, created: String) -> Result<(), LedgerError> {
        let game = Sheet::from_json(text).map_err(LedgerError::BadFile)?;
        game.replay()?;
        self.games.push(StoredGame { id, created, game });
        self.current = Some(self.games.len() - 1);
        Ok(())
    }
}

impl From<GameError> for LedgerError {
    fn from(e: GameError) -> LedgerError {
        LedgerError::Game(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn new_game(rules: &'static str, names: &[&str], east: usize) -> LedgerAction {
        LedgerAction::New {
            setup: NewGame {
                rules,
                names: names.iter().map(|n| n.to_string()).collect(),
                east,
                green_dragon_round: false,
                chips: false,
            },
            id: "g1".into(),
            created: "2026-11-26T20:00:00Z".into(),
        }
    }

    fn won(scores: &[u32], winner: usize) -> SheetHand {
        SheetHand { scores: scores.to_vec(), winner: Some(winner), ..Default::default() }
    }

    #[test]
    fn hands_add_up_and_survive_a_store_round_trip() {
        let mut l = Ledger::default();
        l.apply(new_game("nts", &["Ans", "Bep", "Cor", "Dirk"], 2));
        // Hand 1: Cor (player 2) is East; Ans wins 40: East pays 80, the
        // others 40: Ans +160, Cor -80, Bep and Dirk -40 (ruling 19).
        l.apply(LedgerAction::Record(won(&[40, 0, 0, 0], 0)));
        let r = l.game().unwrap().replay().unwrap();
        assert_eq!(r.totals, [160, -40, -80, -40]);
        // nts passes every hand: Dirk (3) is East in hand 2.
        assert_eq!(r.next.unwrap().east(), 3);
        let back = Ledger::load(Some(&l.store_text())).unwrap();
        assert_eq!(back.games, l.games);
        assert_eq!(back.current, Some(0));
    }

    #[test]
    fn edit_delete_and_undo_recompute() {
        let mut l = Ledger::default();
        l.apply(new_game("classic", &["A", "B", "C", "D"], 0));
        l.apply(LedgerAction::Record(won(&[0, 20, 0, 0], 1))); // E0: [-40, +80, -20, -20]
        l.apply(LedgerAction::Record(won(&[0, 0, 10, 0], 2))); // E1: [-10, -20, +40, -10]
        assert_eq!(l.game().unwrap().replay().unwrap().totals, [-50, 60, 20, -30]);
        // Hand 1 becomes a draw: classic replays it, so East 0 plays hand 2
        // too: C wins 10 with East 0: [-20, -10, +40, -10].
        l.apply(LedgerAction::Edit(0, SheetHand { scores: vec![0; 4], ..Default::default() }));
        let r = l.game().unwrap().replay().unwrap();
        assert_eq!(r.hands[1].position.east(), 0);
        assert_eq!(r.totals, [-20, -10, 40, -10]);
        l.apply(LedgerAction::DeleteHand(0));
        assert_eq!(l.game().unwrap().hands.len(), 1);
        l.apply(LedgerAction::Undo);
        l.apply(LedgerAction::Undo);
        assert_eq!(l.game().unwrap().replay().unwrap().totals, [-50, 60, 20, -30]);
        // A refused edit (a dead winner) changes nothing and says why.
        l.apply(LedgerAction::Edit(0, SheetHand { scores: vec![0, 20, 0, 0], winner: Some(1), dead: vec![1], ..Default::default() }));
        assert!(matches!(l.error, Some(LedgerError::Game(GameError::Settle { hand: 1, .. }))));
        assert_eq!(l.game().unwrap().replay().unwrap().totals, [-50, 60, 20, -30]);
    }

    #[test]
    fn csv_and_json_export_and_import() {
        let mut l = Ledger::default();
        l.apply(new_game("nts", &["Ans", "Bep", "Cor", "Dirk, jr"], 0));
        // Seed 003: E 64, S 96 wins, W dead, N 20: nets +24 +384 -244 -164.
        l.apply(LedgerAction::Record(SheetHand { scores: vec![64, 96, 0, 20], winner: Some(1), dead: vec![2], ..Default::default() }));
        l.apply(LedgerAction::Record(SheetHand { scores: vec![0; 4], ..Default::default() }));
        let csv = l.game().unwrap().csv(Lang::Nl).unwrap();
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines[0], r#"hand,oost,winnaar,score Ans,score Bep,score Cor,"score Dirk, jr",saldo Ans,saldo Bep,saldo Cor,"saldo Dirk, jr",totaal Ans,totaal Bep,totaal Cor,"totaal Dirk, jr""#);
        assert_eq!(lines[1], "1,Ans,Bep,64,96,0,20,24,384,-244,-164,24,384,-244,-164");
        assert_eq!(lines[2], "2,Bep,remise,0,0,0,0,0,0,0,0,24,384,-244,-164");
        let json = l.game().unwrap().to_json();
        // The export is an mjscore game line.
        let replayed = mahjong_core::json::process_line(&json);
        assert!(replayed.contains(r#""totals":[24,384,-244,-164]}"#), "{replayed}");
        let mut other = Ledger::default();
        other.apply(LedgerAction::Import { text: json, id: "g2".into(), created: "x".into() });
        assert_eq!(other.game(), l.game());
        other.apply(LedgerAction::Import { text: "{\"game\":{}}".into(), id: "g3".into(), created: "x".into() });
        assert!(matches!(other.error, Some(LedgerError::BadFile(_))));
        assert_eq!(other.games.len(), 1);
    }

    #[test]
    fn chips_round_the_sheet() {
        // Ruling 21: with chips 64 -> 60, 96 -> 100, 20 -> 20.
        let mut l = Ledger::default();
        let LedgerAction::New { mut setup, id, created } = new_game("nmb", &["A", "B", "C", "D"], 0) else { unreachable!() };
        setup.chips = true;
        l.apply(LedgerAction::New { setup, id, created });
        l.apply(LedgerAction::Record(won(&[64, 96, 0, 20], 1)));
        let csv = l.game().unwrap().csv(Lang::En).unwrap();
        // S: 200 + 100 + 100 = 400; E-W: W pays 120; E-N: N pays 80; W-N: W pays 20.
        assert_eq!(csv.lines().nth(1).unwrap(), "1,A,B,60,100,0,20,0,400,-240,-160,0,400,-240,-160");
    }

    #[test]
    fn the_calculator_seats_map_to_players() {
        // Five players, player 3 first East: seats E3 S4 W0 N1, player 2 sits out.
        let mut l = Ledger::default();
        l.apply(new_game("classic", &["A", "B", "C", "D", "E"], 3));
        let sheet = l.game().unwrap().clone();
        let pos = sheet.replay().unwrap().next.unwrap();
        assert_eq!(pos.sitting_out(), Some(2));
        let h = sheet.hand_from_seats(&pos, &[10, 20, 30, 40], Some(1), &[false, false, false, true], None);
        assert_eq!(h, SheetHand { scores: vec![30, 40, 0, 10, 20], winner: Some(4), dead: vec![1], ..Default::default() });
    }

    /// An MCR game (issue 6; rules README `mcr`) from the calculator's
    /// seats, with a penalty entered by hand, exported and replayed.
    #[test]
    fn mcr_game_settles_fans_and_penalties() {
        let mut l = Ledger::default();
        l.apply(new_game("mcr", &["A", "B", "C", "D"], 0));
        assert_eq!(l.error, None);
        let sheet = l.game().unwrap().clone();
        // Hand 1, seats A B C D: B wins 21 fans on C's discard: C pays
        // 8 + 21 = 29, A and D 8: [-8, +45, -29, -8].
        let pos = sheet.replay().unwrap().next.unwrap();
        l.apply(LedgerAction::Record(sheet.hand_from_seats(&pos, &[0, 21, 0, 0], Some(1), &[], Some(2))));
        // Hand 2: the winds passed, B is East (seat 0); B self-draws 8:
        // 16 from each: [-16, +48, -16, -16].
        let pos = l.game().unwrap().replay().unwrap().next.unwrap();
        assert_eq!(pos.seats(), [1, 2, 3, 0]);
        l.apply(LedgerAction::Record(l.game().unwrap().hand_from_seats(&pos, &[8, 0, 0, 0], Some(0), &[], None)));
        // Hand 3: a draw, then D gets a 10-point penalty on the sheet.
        l.apply(LedgerAction::Record(SheetHand { scores: vec![0; 4], ..Default::default() }));
        l.apply(LedgerAction::Edit(2, SheetHand { scores: vec![0; 4], penalties: vec![0, 0, 0, 10], ..Default::default() }));
        let r = l.game().unwrap().replay().unwrap();
        // A: -8 - 16 = -24; B: 45 + 48 = 93; C: -29 - 16 = -45; D: -8 - 16 - 10 = -34.
        assert_eq!(r.totals, [-24, 93, -45, -34]);
        assert_eq!(r.next.unwrap().east(), 3, "hand 4: D deals");
        let csv = l.game().unwrap().csv(Lang::Nl).unwrap();
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines[0], "hand,oost,winnaar,afgooier,fan A,fan B,fan C,fan D,straf A,straf B,straf C,straf D,saldo A,saldo B,saldo C,saldo D,totaal A,totaal B,totaal C,totaal D");
        assert_eq!(lines[1], "1,A,B,C,0,21,0,0,0,0,0,0,-8,45,-29,-8,-8,45,-29,-8");
        assert_eq!(lines[3], "3,C,remise,,0,0,0,0,0,0,0,10,0,0,0,-10,-24,93,-45,-34");
        // The export is an mjscore MCR game line with the same totals.
        let json = l.game().unwrap().to_json();
        assert!(json.contains(r#""hands":[{"winner":1,"fan":21,"discarder":2},{"winner":1,"fan":8},{"winner":null,"penalties":[0,0,0,10]}]"#), "{json}");
        let replayed = mahjong_core::json::process_line(&json);
        assert!(replayed.contains(r#""totals":[-24,93,-45,-34]}"#), "{replayed}");
        let back = Ledger::load(Some(&l.store_text())).unwrap();
        assert_eq!(back.games, l.games);
        // Seven fans do not win in MCR: refused, nothing changes.
        l.apply(LedgerAction::Record(SheetHand { scores: vec![0, 7, 0, 0], winner: Some(1), ..Default::default() }));
        assert!(matches!(l.error, Some(LedgerError::Game(GameError::McrBelowMinimum { hand: 4, fan: 7 }))));
        assert_eq!(l.game().unwrap().hands.len(), 3);
    }

    #[test]
    fn refusals() {
        let mut l = Ledger::default();
        l.apply(new_game("nts", &["A", "B", "C"], 0));
        assert!(matches!(l.error, Some(LedgerError::Game(GameError::PlayersNotPlayed { .. }))));
        l.apply(new_game("nts", &["A", " ", "C", "D"], 0));
        assert_eq!(l.error, Some(LedgerError::EmptyName));
        assert!(l.games.is_empty());
        l.apply(LedgerAction::Record(won(&[0, 10, 0, 0], 1)));
        assert_eq!(l.error, Some(LedgerError::NoGame));
    }

    #[test]
    fn unreadable_stores_are_errors_not_empty_ledgers() {
        assert!(Ledger::load(Some("{not json")).is_err());
        assert!(Ledger::load(Some(r#"{"schema":99,"games":[]}"#)).is_err());
        assert!(Ledger::load(None).unwrap().games.is_empty());
    }
}
