//! The app's state and every user intent as an [`Action`]. Holds no scoring
//! rule: scores, arrangements and payments come from `mahjong_core`.

use std::rc::Rc;

use mahjong_core::arrange::{Group, GroupKind};
use mahjong_core::dutch::{self, score_grouping, Score, ScoreError};
use mahjong_core::game::Scoring;
use mahjong_core::hand::{Circumstances, Hand, HandError, Setup};
use mahjong_core::settle::{settle, Settlement};
use mahjong_core::tile::{Tile, Wind};
use mahjong_core::RuleSet;
use yew::Reducible;

use crate::i18n::{Lang, Msg};

/// A group the player formed on the rack.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct UserGroup {
    pub kind: GroupKind,
    pub tile: Tile,
    /// Op tafel (declared) rather than op stok. A pair is never open; a
    /// concealed kong is still declared.
    pub open: bool,
}

impl UserGroup {
    pub fn tiles(&self) -> Vec<Tile> {
        Group { kind: self.kind, tile: self.tile, concealed: !self.open, declared: self.open }.tiles()
    }
}

/// One player's hand as tapped onto the rack.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct HandEntry {
    pub groups: Vec<UserGroup>,
    /// Tiles not in a group yet, in the order tapped.
    pub loose: Vec<Tile>,
    /// Indices into `loose`.
    pub selected: Vec<usize>,
    pub winning: Option<Tile>,
    pub flowers: Vec<Tile>,
}

impl HandEntry {
    pub fn tile_count(&self) -> usize {
        self.loose.len() + self.groups.iter().map(|g| g.tiles().len()).sum::<usize>()
    }
    pub fn kongs(&self) -> usize {
        self.groups.iter().filter(|g| g.kind == GroupKind::Kong).count()
    }
    fn count_of(&self, t: Tile) -> usize {
        self.loose.iter().filter(|&&x| x == t).count()
            + self.groups.iter().flat_map(|g| g.tiles()).filter(|&x| x == t).count()
    }
    pub fn is_empty(&self) -> bool {
        self.loose.is_empty() && self.groups.is_empty() && self.flowers.is_empty()
    }

    /// The engine input for this rack: open groups and kongs are declared
    /// melds, everything else is concealed (ruling 1).
    pub fn to_setup(&self, seat: usize, round: Tile, win: Option<Circumstances>) -> Setup {
        let mut setup = Setup::new(Vec::new(), Vec::new(), None);
        for g in &self.groups {
            if g.open || g.kind == GroupKind::Kong {
                setup.melds.push((g.tiles(), g.open));
            } else {
                setup.concealed.extend(g.tiles());
            }
        }
        setup.concealed.extend(self.loose.iter().copied());
        setup.flowers = self.flowers.clone();
        setup.seat_wind = Wind::from_index(seat);
        setup.round_wind = round;
        if let Some(c) = win {
            setup.mahjong = true;
            setup.winning_tile = self.winning;
            setup.circumstances = c;
        }
        setup
    }
}

/// A player either enters the hand or types the score they counted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Entry {
    Hand(HandEntry),
    Typed(Option<u32>),
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    pub entry: Entry,
    /// Dood spel: scores 0 and still pays (ruling 19).
    pub dead: bool,
}

/// What undo restores.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Snapshot {
    players: [Player; 4],
    winner: Option<usize>,
    circumstances: Circumstances,
}

/// The hand being entered is a hand of a game on the score sheet: the
/// sheet fixes the rules, the round and who sits where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameSeats {
    /// The game's rule set with its options, or MCR.
    pub scoring: Scoring,
    pub round_wind: Tile,
    /// Seats at the table: 3 (ruling 22) or 4.
    pub seats: usize,
    /// The hand's number on the sheet.
    pub hand: usize,
    /// Player names by seat, East first.
    pub names: Vec<String>,
    /// Who sits out this hand (five players).
    pub sitting_out: Option<String>,
}

/// The whole app state. Players are the seats of this hand: index 0 is
/// East (Oost), then South, West, North; with three players North is empty.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct State {
    pub rules: RuleSet,
    pub lang: Lang,
    pub round_wind: Tile,
    pub players: [Player; 4],
    /// Whose hand the rack shows.
    pub active: usize,
    pub winner: Option<usize>,
    /// How the winner's winning tile came.
    pub circumstances: Circumstances,
    /// The last refusal, shown until the next action.
    pub message: Option<Msg>,
    /// Seats at the table: 4, or 3 in a three-player game (ruling 22).
    pub seats: usize,
    /// Set while entering a hand of a game on the score sheet.
    pub game: Option<GameSeats>,
    /// MCR 2006 instead of the Dutch `rules` (issue 6).
    pub mcr: bool,
    /// MCR: the seat that discarded the winning tile.
    pub discarder: Option<usize>,
    /// MCR: the winning tile is the last of its kind (Last Tile, 4 fans).
    pub last_of_its_kind: bool,
    /// MCR: the engine's last answer and the hand line it answers.
    pub mcr_answer: Option<Rc<(String, crate::mcr::Answer)>>,
    history: Vec<Snapshot>,
}

impl Default for State {
    fn default() -> State {
        let player = Player { entry: Entry::Hand(HandEntry::default()), dead: false };
        State {
            rules: RuleSet::NTS,
            lang: Lang::Nl,
            round_wind: Wind::East.tile(),
            players: [player.clone(), player.clone(), player.clone(), player],
            active: 0,
            winner: None,
            circumstances: Circumstances::default(),
            message: None,
            seats: 4,
            game: None,
            mcr: false,
            discarder: None,
            last_of_its_kind: false,
            mcr_answer: None,
            history: Vec::new(),
        }
    }
}

/// The circumstances a player can tick.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Circ {
    SelfDrawn,
    LastTile,
    Replacement,
    KongOnKong,
    Robbing,
    Heaven,
    Earth,
    /// MCR: the winning tile is the last of its kind (kept in `State`).
    LastOfItsKind,
}

impl Circ {
    pub const ALL: [Circ; 7] =
        [Circ::SelfDrawn, Circ::Replacement, Circ::KongOnKong, Circ::Robbing, Circ::LastTile, Circ::Heaven, Circ::Earth];
    /// MCR 2006 has no kong on kong, heaven or earth, and adds Last Tile.
    pub const MCR: [Circ; 5] = [Circ::SelfDrawn, Circ::Replacement, Circ::Robbing, Circ::LastTile, Circ::LastOfItsKind];
    pub fn get(self, c: &Circumstances) -> bool {
        match self {
            Circ::SelfDrawn => c.self_drawn,
            Circ::LastTile => c.last_tile_of_wall,
            Circ::Replacement => c.replacement_tile,
            Circ::KongOnKong => c.kong_on_kong,
            Circ::Robbing => c.robbing_kong,
            Circ::Heaven => c.heaven,
            Circ::Earth => c.earth,
            Circ::LastOfItsKind => false,
        }
    }
    fn set(self, c: &mut Circumstances, on: bool) {
        match self {
            Circ::SelfDrawn => c.self_drawn = on,
            Circ::LastTile => c.last_tile_of_wall = on,
            Circ::Replacement => c.replacement_tile = on,
            Circ::KongOnKong => c.kong_on_kong = on,
            Circ::Robbing => c.robbing_kong = on,
            Circ::Heaven => c.heaven = on,
            Circ::Earth => c.earth = on,
            Circ::LastOfItsKind => {}
        }
    }
}

/// Every user intent.
#[derive(Clone, PartialEq, Debug)]
pub enum Action {
    AddTile(Tile),
    RemoveLoose(usize),
    ToggleSelect(usize),
    MakeGroup(GroupKind),
    ToggleOpen(usize),
    Ungroup(usize),
    /// Arrange the loose tiles the engine's best way.
    Auto,
    /// The selected loose tile is the winning tile.
    MarkWinning,
    ClearHand,
    Undo,
    SetActive(usize),
    SetWinner(Option<usize>),
    ToggleDead(usize),
    /// Switch a player between entering the hand and typing a score.
    SetTypedMode(usize, bool),
    SetTyped(usize, Option<u32>),
    SetRules(&'static str),
    SetLang(Lang),
    SetRoundWind(Tile),
    SetCircumstance(Circ, bool),
    /// The winning tile came from a discard: clears the self-drawn ways.
    SetDiscard,
    /// A whole hand in the one-line text form (tests and links).
    LoadHand(usize, String),
    /// The score sheet's next hand (or none): rules, round and seats.
    JoinGame(Option<GameSeats>),
    /// The hand went onto the sheet: an empty table for the next one.
    NextHand,
    /// MCR: the seat that discarded the winning tile, or none.
    SetDiscarder(Option<usize>),
    /// MCR: the engine's answer for a hand line (it arrives later).
    McrAnswer(Rc<(String, crate::mcr::Answer)>),
}

impl Reducible for State {
    type Action = Action;
    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        s.apply(action);
        Rc::new(s)
    }
}

impl State {
    pub fn with_lang(lang: Lang) -> State {
        State { lang, ..State::default() }
    }

    /// Applies one action; refusals leave the state as it was and set `message`.
    pub fn apply(&mut self, action: Action) {
        // The sheet's seats arrive on their own, not from a tap: a message
        // such as a broken link stays.
        if !matches!(action, Action::JoinGame(_) | Action::McrAnswer(_)) {
            self.message = None;
        }
        let before = self.snapshot();
        // Undo history only for actions that change hands or the table.
        let changes_hand = !matches!(
            action,
            Action::Undo
                | Action::SetActive(_)
                | Action::SetLang(_)
                | Action::ToggleSelect(_)
                | Action::SetRules(_)
                | Action::SetRoundWind(_)
                | Action::JoinGame(_)
                | Action::McrAnswer(_)
        );
        match action {
            Action::Undo => {
                if let Some(snap) = self.history.pop() {
                    self.players = snap.players;
                    self.winner = snap.winner;
                    self.circumstances = snap.circumstances;
                }
                return;
            }
            Action::SetActive(i) if i < self.seats => self.active = i,
            Action::SetLang(l) => self.lang = l,
            // The sheet fixes the rules and the round of a game's hand.
            Action::SetRules(_) | Action::SetRoundWind(_) if self.game.is_some() => {}
            Action::JoinGame(g) => {
                match &g {
                    Some(g) => {
                        match g.scoring {
                            Scoring::Dutch(r) => {
                                self.rules = r;
                                self.mcr = false;
                            }
                            Scoring::Mcr => {
                                self.mcr = true;
                                self.enter_mcr();
                            }
                        }
                        self.round_wind = g.round_wind;
                        self.seats = g.seats;
                    }
                    None => self.seats = 4,
                }
                self.game = g;
                if self.active >= self.seats {
                    self.active = 0;
                }
                if self.winner.is_some_and(|w| w >= self.seats) {
                    self.winner = None;
                }
            }
            Action::NextHand => {
                let empty = State::default();
                self.players = empty.players;
                self.winner = None;
                self.circumstances = Circumstances::default();
                self.discarder = None;
                self.last_of_its_kind = false;
                self.active = 0;
            }
            // An answer for a hand that has changed since is dropped, so a
            // late one cannot replace the answer for the hand on the rack.
            Action::McrAnswer(a) => {
                if self.pending_mcr_line().as_deref() == Some(a.0.as_str()) {
                    self.mcr_answer = Some(a);
                }
            }
            Action::SetRules(name) => {
                let preset = if name == "mcr" { Some(RuleSet::NTS) } else { name.parse::<mahjong_core::Variant>().ok().and_then(|v| v.dutch()) };
                if let Some(r) = preset {
                    self.mcr = name == "mcr";
                    self.rules = r;
                    // MCR has no green-dragon round either.
                    if (self.mcr || !r.green_dragon_round) && !self.round_wind.is_wind() {
                        self.round_wind = Wind::East.tile();
                    }
                    if self.mcr {
                        self.enter_mcr();
                    }
                    if !self.flowers_played() {
                        for p in &mut self.players {
                            if let Entry::Hand(h) = &mut p.entry {
                                h.flowers.clear();
                            }
                        }
                    }
                }
            }
            Action::SetRoundWind(t) => self.round_wind = t,
            Action::SetWinner(w) => {
                self.winner = w.filter(|&i| i < self.seats);
                if let Some(i) = self.winner {
                    self.players[i].dead = false;
                }
                self.circumstances = Circumstances::default();
                self.discarder = None;
                self.last_of_its_kind = false;
            }
            Action::SetDiscarder(d) => match d {
                Some(i) if Some(i) == self.winner => self.message = Some(Msg::DiscarderIsWinner),
                Some(i) if i >= self.seats => {}
                _ => {
                    self.discarder = d;
                    // A discarder means the tile came from the table.
                    if d.is_some() {
                        self.clear_self_drawn();
                    }
                }
            },
            // MCR has no dead hand: a player who cannot win simply pays.
            Action::ToggleDead(_) if self.mcr => {}
            Action::ToggleDead(i) if i < 4 => {
                if self.winner == Some(i) {
                    self.message = Some(Msg::WinnerCannotBeDead);
                } else {
                    self.players[i].dead = !self.players[i].dead;
                }
            }
            Action::SetTypedMode(i, typed) if i < 4 => {
                self.players[i].entry = if typed { Entry::Typed(None) } else { Entry::Hand(HandEntry::default()) };
            }
            Action::SetTyped(i, v) if i < 4 => self.players[i].entry = Entry::Typed(v),
            Action::SetCircumstance(Circ::LastOfItsKind, on) => self.last_of_its_kind = on,
            Action::SetCircumstance(c, on) => {
                c.set(&mut self.circumstances, on);
                // Self-drawn ways have no discarder.
                if on && self.circumstances.counts_as_self_drawn() {
                    self.discarder = None;
                }
                // Kong on kong implies a replacement tile (ruling 23).
                if c == Circ::KongOnKong && on {
                    self.circumstances.replacement_tile = true;
                }
            }
            Action::SetDiscard => self.clear_self_drawn(),
            Action::LoadHand(i, text) if i < 4 => match text.parse::<Setup>() {
                Ok(setup) => {
                    let mut h = HandEntry::default();
                    for (tiles, open) in &setup.melds {
                        match mahjong_core::Meld::from_tiles(tiles, *open) {
                            Ok(m) => h.groups.push(UserGroup { kind: Group::from_meld(&m).kind, tile: m.tile, open: *open }),
                            Err(_) => self.message = Some(Msg::NotAGroup),
                        }
                    }
                    h.loose = setup.concealed.clone();
                    h.winning = setup.winning_tile;
                    h.flowers = setup.flowers.clone();
                    self.players[i].entry = Entry::Hand(h);
                    if setup.winning_tile.is_some() {
                        self.winner = Some(i);
                    }
                }
                Err(_) => self.message = Some(Msg::BadLink),
            },
            other => self.apply_to_hand(other),
        }
        let changed = self.players != before.players || self.winner != before.winner || self.circumstances != before.circumstances;
        if self.message.is_none() && changes_hand && changed {
            self.history.push(before);
            if self.history.len() > 100 {
                self.history.remove(0);
            }
        }
    }

    /// MCR has no dead hand and no heaven, earth or kong on kong (a kong
    /// on kong is still a replacement tile): what the Dutch rules had set
    /// is cleared, so it cannot reach an MCR hand or the sheet unseen.
    fn enter_mcr(&mut self) {
        for p in &mut self.players {
            p.dead = false;
        }
        let c = &mut self.circumstances;
        c.heaven = false;
        c.earth = false;
        c.kong_on_kong = false;
    }

    /// "Van tafel": none of the self-drawn ways.
    fn clear_self_drawn(&mut self) {
        let c = &mut self.circumstances;
        c.self_drawn = false;
        c.replacement_tile = false;
        c.kong_on_kong = false;
        c.last_tile_of_wall = false;
        c.heaven = false;
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot { players: self.players.clone(), winner: self.winner, circumstances: self.circumstances }
    }

    /// The actions on the active player's rack.
    fn apply_to_hand(&mut self, action: Action) {
        let is_winner = self.winner == Some(self.active);
        let flowers_played = self.flowers_played();
        let three = self.seats == 3;
        let Entry::Hand(h) = &mut self.players[self.active].entry else {
            self.message = Some(Msg::TypedScoreMode);
            return;
        };
        let msg = match action {
            Action::AddTile(t) if t.is_flower() => {
                if !flowers_played {
                    Some(Msg::NoFlowers)
                } else if h.flowers.contains(&t) {
                    Some(Msg::FlowerTwice)
                } else {
                    h.flowers.push(t);
                    mahjong_core::tile::sort_tiles(&mut h.flowers);
                    None
                }
            }
            Action::AddTile(t) => {
                // 14 plus one per kong is the most a hand can hold (ruling 1).
                let max = 14 + h.kongs();
                if three && !t.in_three_player_set() {
                    Some(Msg::NotInThreePlayerSet)
                } else if h.count_of(t) >= 4 {
                    Some(Msg::FiveCopies)
                } else if h.tile_count() >= max {
                    Some(Msg::TooManyTiles)
                } else {
                    h.loose.push(t);
                    None
                }
            }
            Action::RemoveLoose(i) if i < h.loose.len() => {
                let t = h.loose.remove(i);
                h.selected.clear();
                if h.winning == Some(t) && !h.loose.contains(&t) && !h.groups.iter().any(|g| g.tiles().contains(&t)) {
                    h.winning = None;
                }
                None
            }
            Action::ToggleSelect(i) if i < h.loose.len() => {
                if let Some(p) = h.selected.iter().position(|&x| x == i) {
                    h.selected.remove(p);
                } else {
                    h.selected.push(i);
                }
                None
            }
            Action::MakeGroup(kind) => make_group(h, kind),
            Action::ToggleOpen(i) if i < h.groups.len() => {
                if h.groups[i].kind == GroupKind::Pair {
                    Some(Msg::PairNeverOpen)
                } else if three && h.groups[i].kind == GroupKind::Chow && !h.groups[i].open {
                    // Ruling 22: three players make no open chows.
                    Some(Msg::NoOpenChowThree)
                } else {
                    h.groups[i].open = !h.groups[i].open;
                    None
                }
            }
            Action::Ungroup(i) if i < h.groups.len() => {
                let g = h.groups.remove(i);
                h.loose.extend(g.tiles());
                h.selected.clear();
                None
            }
            Action::Auto => match auto_arrange(h, is_winner, &self.rules, self.active, self.round_wind, self.circumstances) {
                // MCR's special hands (knitted tiles, ...) have no sets to
                // show; their fans do not depend on the grouping anyway.
                Some(Msg::CannotArrange) if self.mcr => None,
                m => m,
            },
            Action::MarkWinning => match h.selected.as_slice() {
                [i] => {
                    h.winning = Some(h.loose[*i]);
                    h.selected.clear();
                    None
                }
                _ => Some(Msg::SelectOneTile),
            },
            Action::ClearHand => {
                *h = HandEntry::default();
                None
            }
            _ => None,
        };
        self.message = msg;
    }

    /// The engine input for player `i`'s entered hand.
    pub fn setup(&self, i: usize) -> Option<Setup> {
        let Entry::Hand(h) = &self.players[i].entry else { return None };
        let mut setup = h.to_setup(i, self.round_wind, (self.winner == Some(i)).then_some(self.circumstances));
        setup.three_players = self.seats == 3;
        Some(setup)
    }

    /// Flowers are on the palette: `nmb` with its option, and MCR (1 fan each).
    pub fn flowers_played(&self) -> bool {
        self.mcr || self.rules.flowers
    }

    /// The rule set's id: `nts`, `classic`, `nmb` or `mcr`.
    pub fn rules_name(&self) -> &'static str {
        if self.mcr {
            "mcr"
        } else {
            self.rules.variant.id()
        }
    }

    /// The circumstances the rule set offers.
    pub fn circs(&self) -> &'static [Circ] {
        if self.mcr {
            &Circ::MCR
        } else {
            &Circ::ALL
        }
    }

    /// Whether a circumstance is on.
    pub fn circ_on(&self, c: Circ) -> bool {
        match c {
            Circ::LastOfItsKind => self.last_of_its_kind,
            c => c.get(&self.circumstances),
        }
    }

    /// MCR: the winner's hand checked by the engine, as a hand line for
    /// the JS API module; `Err` holds the result to show instead (tiles
    /// still missing, a hand error).
    fn mcr_line(&self, i: usize) -> Result<String, PlayerResult> {
        let setup = self.setup(i).ok_or_else(PlayerResult::default)?;
        let hand = mahjong_core::mcr::score::hand(&setup).map_err(|e| hand_errors(e.0))?;
        if self.last_of_its_kind {
            mahjong_core::mcr::score::check_last_of_its_kind(&hand).map_err(|e| hand_errors(vec![e]))?;
        }
        Ok(crate::mcr::line(&setup, self.last_of_its_kind))
    }

    /// The line the MCR engine should answer now, if any: the winner's
    /// entered hand, complete and free of errors.
    pub fn pending_mcr_line(&self) -> Option<String> {
        let w = self.winner.filter(|_| self.mcr)?;
        match &self.players[w].entry {
            Entry::Hand(h) if !h.is_empty() => self.mcr_line(w).ok(),
            _ => None,
        }
    }

    /// MCR (rules README `mcr`): only the winner's hand counts, in fans.
    fn mcr_result(&self, i: usize) -> PlayerResult {
        if self.winner != Some(i) {
            return PlayerResult::default();
        }
        match &self.players[i].entry {
            Entry::Typed(v) => PlayerResult { score: *v, ..Default::default() },
            Entry::Hand(h) if h.is_empty() => PlayerResult::default(),
            Entry::Hand(_) => {
                let line = match self.mcr_line(i) {
                    Ok(l) => l,
                    Err(r) => return r,
                };
                match self.mcr_answer.as_deref() {
                    Some((l, a)) if *l == line => PlayerResult { score: a.total, mcr: Some(a.clone()), ..Default::default() },
                    _ => PlayerResult { awaiting: Some(line), ..Default::default() },
                }
            }
        }
    }

    /// Player `i`'s result as the engine sees it.
    pub fn result(&self, i: usize) -> PlayerResult {
        if self.mcr {
            return self.mcr_result(i);
        }
        let p = &self.players[i];
        if p.dead {
            return PlayerResult { score: Some(0), ..Default::default() };
        }
        match &p.entry {
            Entry::Typed(v) => PlayerResult { score: *v, ..Default::default() },
            Entry::Hand(h) if h.is_empty() => PlayerResult::default(),
            Entry::Hand(h) => {
                let setup = self.setup(i).expect("hand entry");
                let hand = match Hand::new(&setup, &self.rules) {
                    Ok(hand) => hand,
                    Err(e) => return hand_errors(e.0),
                };
                // Ruling 2: the player's own complete grouping is what is scored.
                let own_groups: Vec<Group> = h
                    .groups
                    .iter()
                    .filter(|g| !g.open && g.kind != GroupKind::Kong)
                    .map(|g| Group { kind: g.kind, tile: g.tile, concealed: true, declared: false })
                    .collect();
                if hand.is_winner() && h.loose.is_empty() && !own_groups.is_empty() {
                    if let Ok((own, best)) = score_grouping(&hand, &self.rules, &own_groups) {
                        let better = best.ok().filter(|b| b.score > own.score);
                        return match own_is_valid(&own, &self.rules) {
                            true => PlayerResult { score: Some(own.score), breakdown: Some(own), better, ..Default::default() },
                            false => PlayerResult {
                                invalid: Some(ScoreError::NoValidMahjong {
                                    doublings: own.doublings,
                                    needed: self.rules.min_doublings,
                                    best: Box::new(own.clone()),
                                }),
                                breakdown: Some(own),
                                better,
                                ..Default::default()
                            },
                        };
                    }
                }
                match dutch::score_hand(&hand, &self.rules) {
                    Ok(s) => PlayerResult { score: Some(s.score), breakdown: Some(s), ..Default::default() },
                    // Show the best try, so the player sees what is missing.
                    Err(ScoreError::NoValidMahjong { doublings, needed, best }) => PlayerResult {
                        breakdown: Some((*best).clone()),
                        invalid: Some(ScoreError::NoValidMahjong { doublings, needed, best }),
                        ..Default::default()
                    },
                    Err(e) => PlayerResult { invalid: Some(e), ..Default::default() },
                }
            }
        }
    }

    /// All four players' results.
    pub fn results(&self) -> [PlayerResult; 4] {
        [0, 1, 2, 3].map(|i| self.result(i))
    }

    /// The seats' scores, once every seat has one. MCR: the winner's fans,
    /// the others 0.
    pub fn scores(&self, results: &[PlayerResult; 4]) -> Option<Vec<u32>> {
        if self.mcr {
            let w = self.winner?;
            return Some(mahjong_core::game::mcr_scores(self.seats, w, results[w].score?));
        }
        results[..self.seats].iter().map(|r| r.score).collect()
    }

    /// The players' dead-hand flags by seat.
    pub fn dead(&self) -> Vec<bool> {
        self.players[..self.seats].iter().map(|p| p.dead).collect()
    }

    /// The payout table from the players' results: needs a winner and every
    /// seat's score (ruling 19; three players, ruling 22).
    /// MCR (rules README `mcr`): the winner's fans (at least 8), and on a
    /// discard, who discarded.
    pub fn settlement(&self, results: &[PlayerResult; 4]) -> Option<Settlement> {
        let winner = self.winner?;
        if self.mcr {
            let fan = results[winner].score.filter(|&f| f >= mahjong_core::mcr::MIN_FAN)?;
            let discarder = if self.is_discard() { Some(self.discarder?) } else { None };
            return mahjong_core::mcr::settle(fan, winner, discarder).ok();
        }
        settle(&self.scores(results)?, Some(winner), 0, &self.dead(), &self.rules).ok()
    }

    /// Whether a circumstance can apply now: the engine is asked whether
    /// the winner's hand with it switched on is free of contradictions
    /// (ruling 23). The app itself knows no rule.
    pub fn circumstance_enabled(&self, c: Circ) -> bool {
        let Some(w) = self.winner else { return false };
        let Some(mut setup) = self.setup(w) else { return false };
        c.set(&mut setup.circumstances, true);
        if c == Circ::KongOnKong {
            setup.circumstances.replacement_tile = true;
        }
        if c == Circ::LastOfItsKind {
            let hand = mahjong_core::mcr::score::hand(&setup);
            return hand.is_ok_and(|h| mahjong_core::mcr::score::check_last_of_its_kind(&h).is_ok());
        }
        let checked = if self.mcr { mahjong_core::mcr::score::hand(&setup) } else { Hand::new(&setup, &self.rules) };
        match checked {
            Ok(_) => true,
            Err(errors) => !errors.0.iter().any(|e| e.code() == "contradictory_circumstances"),
        }
    }

    /// Loose tiles on player `i`'s rack (0 for a typed score).
    pub fn loose_len(&self, i: usize) -> usize {
        match &self.players[i].entry {
            Entry::Hand(h) => h.loose.len(),
            Entry::Typed(_) => 0,
        }
    }

    pub fn group_count(&self, i: usize) -> usize {
        match &self.players[i].entry {
            Entry::Hand(h) => h.groups.len(),
            Entry::Typed(_) => 0,
        }
    }

    /// Marks the winning tile of player `i`; false if it is not on the rack.
    pub fn set_winning(&mut self, i: usize, t: Tile) -> bool {
        match &mut self.players[i].entry {
            Entry::Hand(h) if h.count_of(t) > 0 => {
                h.winning = Some(t);
                true
            }
            _ => false,
        }
    }

    /// Forgets the undo history (after opening a link).
    pub fn clear_history(&mut self) {
        self.history.clear();
    }

    /// "Van tafel": the winning tile was a discard, nothing self-drawn.
    pub fn is_discard(&self) -> bool {
        !self.circumstances.counts_as_self_drawn()
    }
}

/// A hand the engine refused: while tiles are still being tapped, how many
/// are missing (not an error); else the errors.
fn hand_errors(errors: Vec<HandError>) -> PlayerResult {
    match errors.as_slice() {
        [HandError::WrongTileCount { expected, found, .. }] if found < expected => {
            PlayerResult { missing: Some(expected - found), ..Default::default() }
        }
        _ => PlayerResult { errors, ..Default::default() },
    }
}

fn own_is_valid(s: &Score, rules: &RuleSet) -> bool {
    s.limit.is_some() || s.doublings >= rules.min_doublings
}

/// What the score panel shows for one player.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PlayerResult {
    pub score: Option<u32>,
    pub breakdown: Option<Score>,
    /// A better grouping than the player's own (ruling 2).
    pub better: Option<Score>,
    pub errors: Vec<HandError>,
    pub invalid: Option<ScoreError>,
    /// Tiles still to enter before the hand is complete.
    pub missing: Option<usize>,
    /// MCR: the fans, or why the hand does not win.
    pub mcr: Option<crate::mcr::Answer>,
    /// MCR: the hand line the engine has yet to answer.
    pub awaiting: Option<String>,
}

/// Forms a group from the selected loose tiles; refuses what is no group.
fn make_group(h: &mut HandEntry, kind: GroupKind) -> Option<Msg> {
    let mut tiles: Vec<Tile> = h.selected.iter().map(|&i| h.loose[i]).collect();
    mahjong_core::tile::sort_tiles(&mut tiles);
    let ok = match (kind, tiles.as_slice()) {
        (GroupKind::Pair, [a, b]) => a == b,
        (GroupKind::Pung, [a, b, c]) => a == b && b == c,
        (GroupKind::Kong, [a, b, c, d]) => a == b && b == c && c == d,
        (GroupKind::Chow, [a, b, c]) => a.next_in_suit() == Some(*b) && b.next_in_suit() == Some(*c),
        _ => false,
    };
    if !ok {
        return Some(match kind {
            GroupKind::Chow if tiles.iter().any(|t| t.is_honour()) => Msg::ChowOfHonours,
            GroupKind::Chow => Msg::NotAChow,
            _ => Msg::NotAGroup,
        });
    }
    let selected = std::mem::take(&mut h.selected);
    h.loose = h.loose.iter().enumerate().filter(|(i, _)| !selected.contains(i)).map(|(_, &t)| t).collect();
    h.groups.push(UserGroup { kind, tile: tiles[0], open: false });
    None
}

/// "Auto": the winner's loose tiles as the engine's best arrangement; a
/// non-winner's pungs and pairs (ruling 27).
fn auto_arrange(h: &mut HandEntry, winner: bool, rules: &RuleSet, seat: usize, round: Tile, circumstances: Circumstances) -> Option<Msg> {
    h.selected.clear();
    if winner {
        // Score the hand with only the declared groups fixed.
        let setup = h.to_setup(seat, round, Some(circumstances));
        let score = match dutch::score(&setup, rules) {
            Ok(s) => s,
            Err(ScoreError::NoValidMahjong { best, .. }) => *best,
            Err(_) => return Some(Msg::CannotArrange),
        };
        let Some(arr) = score.arrangement else { return Some(Msg::CannotArrange) };
        h.groups.retain(|g| g.open || g.kind == GroupKind::Kong);
        for g in arr.groups().iter().filter(|g| !g.declared) {
            h.groups.push(UserGroup { kind: g.kind, tile: g.tile, open: false });
        }
        h.loose.clear();
        None
    } else {
        let mut rest = Vec::new();
        let mut loose = std::mem::take(&mut h.loose);
        mahjong_core::tile::sort_tiles(&mut loose);
        let mut i = 0;
        while i < loose.len() {
            let t = loose[i];
            let n = loose[i..].iter().take_while(|&&x| x == t).count();
            match n {
                3 | 4 => h.groups.push(UserGroup { kind: GroupKind::Pung, tile: t, open: false }),
                2 => h.groups.push(UserGroup { kind: GroupKind::Pair, tile: t, open: false }),
                _ => {}
            }
            if n == 1 || n == 4 {
                rest.push(t);
            }
            i += n;
        }
        h.loose = rest;
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::tile::parse_tiles;

    fn tap(s: &mut State, tiles: &str) {
        for t in parse_tiles(tiles).unwrap() {
            s.apply(Action::AddTile(t));
            assert_eq!(s.message, None, "tapping {t}");
        }
    }

    /// Selects the loose tiles at these positions.
    fn select(s: &mut State, idx: &[usize]) {
        for &i in idx {
            s.apply(Action::ToggleSelect(i));
        }
    }

    #[test]
    fn seed_003_by_tapping() {
        let mut s = State::default();
        // East (seat 0): 16 points, dragon pung 1 + three concealed pungs 1: 64.
        tap(&mut s, "222m555pCCC");
        assert_eq!(s.result(0).missing, Some(4), "13 - 9 tiles still to enter");
        assert!(s.result(0).errors.is_empty());
        tap(&mut s, "678s9m");
        assert_eq!(s.result(0).score, Some(64));
        // South wins on a discarded 3s: 24 x 2^2 = 96.
        s.apply(Action::SetWinner(Some(1)));
        s.apply(Action::SetActive(1));
        tap(&mut s, "234m456p678p567s33s");
        select(&mut s, &[13]);
        s.apply(Action::MarkWinning);
        assert_eq!(s.result(1).score, Some(96));
        // West has a dead hand: 0 and still pays.
        s.apply(Action::ToggleDead(2));
        assert_eq!(s.result(2).score, Some(0));
        // North: open pung 444s (2) + concealed SSS (8), schoon: 20.
        s.apply(Action::SetActive(3));
        tap(&mut s, "444s");
        select(&mut s, &[0, 1, 2]);
        s.apply(Action::MakeGroup(GroupKind::Pung));
        s.apply(Action::ToggleOpen(0));
        tap(&mut s, "SSS678s12s99s");
        assert_eq!(s.result(3).score, Some(20));
        // Ruling 19 and seed 003: nets +24, +384, -244, -164.
        assert_eq!(s.settlement(&s.results()).unwrap().net, [24, 384, -244, -164]);
    }

    #[test]
    fn typed_scores_settle_too() {
        let mut s = State::default();
        for (i, v) in [64, 96, 0, 20].into_iter().enumerate() {
            s.apply(Action::SetTypedMode(i, true));
            s.apply(Action::SetTyped(i, Some(v)));
        }
        assert_eq!(s.settlement(&s.results()), None, "no winner yet");
        s.apply(Action::SetWinner(Some(1)));
        assert_eq!(s.settlement(&s.results()).unwrap().net, [24, 384, -244, -164]);
    }

    fn three_player_seats() -> GameSeats {
        GameSeats {
            scoring: Scoring::Dutch(RuleSet::CLASSIC),
            round_wind: Wind::East.tile(),
            seats: 3,
            hand: 1,
            names: vec!["Ans".into(), "Bep".into(), "Cor".into()],
            sitting_out: None,
        }
    }

    #[test]
    fn three_players_enforce_ruling_22() {
        let mut s = State::default();
        s.apply(Action::JoinGame(Some(three_player_seats())));
        assert_eq!((s.seats, s.rules.variant.id()), (3, "classic"));
        // No bamboo and no North on the rack.
        s.apply(Action::AddTile("5s".parse().unwrap()));
        assert_eq!(s.message, Some(Msg::NotInThreePlayerSet));
        s.apply(Action::AddTile("N".parse().unwrap()));
        assert_eq!(s.message, Some(Msg::NotInThreePlayerSet));
        // A chow stays concealed.
        tap(&mut s, "234m");
        for i in 0..3 {
            s.apply(Action::ToggleSelect(i));
        }
        s.apply(Action::MakeGroup(GroupKind::Chow));
        s.apply(Action::ToggleOpen(0));
        assert_eq!(s.message, Some(Msg::NoOpenChowThree));
        let Entry::Hand(h) = &s.players[0].entry else { panic!("a rack") };
        assert!(!h.groups[0].open);
        // Three seats settle between themselves: E 20, S 100 wins, W 10:
        // S gets 200 + 100 = +300; W pays East (20 - 10) x2 = 20.
        for (i, v) in [20, 100, 10].into_iter().enumerate() {
            s.apply(Action::SetTypedMode(i, true));
            s.apply(Action::SetTyped(i, Some(v)));
        }
        s.apply(Action::SetWinner(Some(1)));
        assert_eq!(s.settlement(&s.results()).unwrap().net, [-180, 300, -120]);
        // There is no fourth seat to pick.
        s.apply(Action::SetWinner(Some(3)));
        assert_eq!(s.winner, None);
    }

    #[test]
    fn the_sheet_fixes_rules_and_round_and_keeps_a_message() {
        let mut s = State { message: Some(Msg::BadLink), ..State::default() };
        s.apply(Action::JoinGame(Some(three_player_seats())));
        assert_eq!(s.message, Some(Msg::BadLink), "a broken link is still reported");
        s.apply(Action::SetRules("nts"));
        s.apply(Action::SetRoundWind(Wind::South.tile()));
        assert_eq!((s.rules.variant.id(), s.round_wind), ("classic", Wind::East.tile()));
        s.apply(Action::JoinGame(None));
        assert_eq!(s.seats, 4);
        s.apply(Action::SetRules("nts"));
        assert_eq!(s.rules.variant.id(), "nts");
    }

    #[test]
    fn impossible_taps_are_refused_in_dutch() {
        let mut s = State::default();
        tap(&mut s, "1111m");
        s.apply(Action::AddTile("1m".parse().unwrap()));
        assert_eq!(s.message, Some(Msg::FiveCopies));
        assert_eq!(s.message.unwrap().text(Lang::Nl), "Er zijn maar vier stenen van elke soort.");
        tap(&mut s, "EES");
        select(&mut s, &[4, 5, 6]);
        s.apply(Action::MakeGroup(GroupKind::Chow));
        assert_eq!(s.message, Some(Msg::ChowOfHonours));
        // 14 tiles is the most without a kong (ruling 1).
        s.apply(Action::ClearHand);
        tap(&mut s, "123456789m12345p");
        s.apply(Action::AddTile("9p".parse().unwrap()));
        assert_eq!(s.message, Some(Msg::TooManyTiles));
        // nts plays without flowers.
        s.apply(Action::AddTile(Tile::flower(1)));
        assert_eq!(s.message, Some(Msg::NoFlowers));
    }

    #[test]
    fn own_grouping_and_the_better_hint() {
        // Ruling 2: 111222333m read as three chows scores 208, the engine's
        // three pungs 336 (arithmetic in core/tests/tables.rs).
        let mut s = State::default();
        s.apply(Action::SetWinner(Some(1)));
        s.apply(Action::SetActive(1));
        s.apply(Action::SetCircumstance(Circ::SelfDrawn, true));
        tap(&mut s, "123m123m123m456p99s");
        select(&mut s, &[13]);
        s.apply(Action::MarkWinning);
        for _ in 0..3 {
            select(&mut s, &[0, 1, 2]);
            s.apply(Action::MakeGroup(GroupKind::Chow));
        }
        select(&mut s, &[0, 1, 2]);
        s.apply(Action::MakeGroup(GroupKind::Chow));
        select(&mut s, &[0, 1]);
        s.apply(Action::MakeGroup(GroupKind::Pair));
        let r = s.result(1);
        assert_eq!(r.score, Some(208));
        assert_eq!(r.better.map(|b| b.score), Some(336));
        // Auto regroups the engine's way; undo brings the chows back.
        for i in (0..5).rev() {
            s.apply(Action::Ungroup(i));
        }
        s.apply(Action::Auto);
        assert_eq!(s.result(1).score, Some(336));
        assert!(s.result(1).better.is_none());
        s.apply(Action::Undo);
        assert!(s.result(1).breakdown.is_some());
    }

    /// Answers the pending MCR line the way the JS API module would: the
    /// same `mjscore` line protocol, here run natively.
    fn answer_mcr(s: &mut State) {
        let line = s.pending_mcr_line().expect("a line to score");
        let answer = crate::mcr::Answer::read(&mahjong_core::json::process_line(&line));
        s.apply(Action::McrAnswer(Rc::new((line, answer))));
    }

    /// MCR 2006 (issue 6; rules README `mcr`). South wins with
    /// 123 456 789m 234p 55s, concealed, on West's discarded 5s:
    /// Pure Straight 16 + All Chows 2 (it implies No Honors) + Concealed
    /// Hand 2 + Single Wait 1 (5s is the only tile that completes) = 21.
    /// West pays 8 + 21 = 29, East and North 8 each: South +45.
    #[test]
    fn mcr_hand_from_tapping_to_payout() {
        let mut s = State::default();
        s.apply(Action::SetRules("mcr"));
        assert!(s.mcr && s.flowers_played());
        s.apply(Action::SetWinner(Some(1)));
        s.apply(Action::SetActive(1));
        tap(&mut s, "123456789m234p5s5s");
        select(&mut s, &[13]);
        s.apply(Action::MarkWinning);
        assert!(s.result(1).awaiting.is_some(), "the engine has not answered yet");
        answer_mcr(&mut s);
        let r = s.result(1);
        assert_eq!(r.score, Some(21));
        let fans: Vec<_> = r.mcr.unwrap().fans.iter().map(|f| (f.id.clone(), f.fan)).collect();
        assert_eq!(fans.iter().map(|f| f.1).sum::<u32>(), 21, "{fans:?}");
        assert_eq!(s.result(0), PlayerResult::default(), "only the winner's hand counts");
        // No discarder yet: no payout; the winner cannot be the discarder.
        assert_eq!(s.settlement(&s.results()), None);
        s.apply(Action::SetDiscarder(Some(1)));
        assert_eq!(s.message, Some(Msg::DiscarderIsWinner));
        s.apply(Action::SetDiscarder(Some(2)));
        assert_eq!(s.settlement(&s.results()).unwrap().net, [-8, 45, -29, -8]);
        assert_eq!(s.scores(&s.results()), Some(vec![0, 21, 0, 0]));
        // Self-drawn instead: Fully Concealed Hand 4 replaces Concealed
        // Hand 2 (and Self-Drawn, 004): 16 + 2 + 4 + 1 = 23, and one
        // flower: 24. Each of the three pays 8 + 24 = 32: South +96.
        s.apply(Action::SetCircumstance(Circ::SelfDrawn, true));
        assert_eq!(s.discarder, None, "self-drawn has no discarder");
        s.apply(Action::AddTile(Tile::flower(1)));
        assert!(s.result(1).awaiting.is_some(), "a changed hand waits for a new answer");
        let stale = s.mcr_answer.clone().unwrap();
        answer_mcr(&mut s);
        assert_eq!(s.result(1).score, Some(24));
        // A late answer for the hand as it was is dropped.
        s.apply(Action::McrAnswer(stale));
        assert_eq!(s.result(1).score, Some(24));
        assert_eq!(s.settlement(&s.results()).unwrap().net, [-32, 96, -32, -32]);
        // A typed fan total below 8 settles nothing.
        s.apply(Action::SetTypedMode(1, true));
        s.apply(Action::SetTyped(1, Some(7)));
        assert_eq!(s.settlement(&s.results()), None);
        s.apply(Action::SetTyped(1, Some(8)));
        assert_eq!(s.settlement(&s.results()).unwrap().net, [-16, 48, -16, -16]);
    }

    /// MCR offers its own circumstances (no heaven, earth or kong on kong)
    /// and no dead hand; the Last Tile fan's "last of its kind" is a switch.
    #[test]
    fn mcr_circumstances_and_no_dead_hand() {
        let mut s = State::default();
        s.apply(Action::ToggleDead(2));
        s.apply(Action::SetWinner(Some(0)));
        s.apply(Action::SetCircumstance(Circ::Heaven, true));
        s.apply(Action::SetRules("mcr"));
        assert!(!s.circs().contains(&Circ::Heaven) && s.circs().contains(&Circ::LastOfItsKind));
        assert!(!s.players[2].dead && !s.circumstances.heaven, "Dutch-only marks are cleared");
        s.apply(Action::ToggleDead(2));
        assert!(!s.players[2].dead);
        s.apply(Action::SetWinner(Some(0)));
        // 004 Last Tile: the other three must be visible. With 5s 5s the
        // winning 5s has a concealed twin: no last of its kind.
        tap(&mut s, "123456789m234p5s5s");
        select(&mut s, &[13]);
        s.apply(Action::MarkWinning);
        assert!(!s.circumstance_enabled(Circ::LastOfItsKind));
        // Won on 4p with 23p: the only 4p in the hand may be the last one.
        s.apply(Action::ClearHand);
        tap(&mut s, "123456789m23p5s5s4p");
        select(&mut s, &[13]);
        s.apply(Action::MarkWinning);
        assert!(s.circumstance_enabled(Circ::LastOfItsKind));
        s.apply(Action::SetCircumstance(Circ::LastOfItsKind, true));
        assert!(s.circ_on(Circ::LastOfItsKind));
        assert!(s.pending_mcr_line().unwrap().contains(r#""last_of_its_kind":true"#));
        // MCR allows the last tile on a discard (Last Tile Claim).
        assert!(s.circumstance_enabled(Circ::LastTile));
        s.apply(Action::SetRules("nts"));
        assert!(!s.mcr);
        let r = s.result(0);
        assert!(r.breakdown.is_some() && r.mcr.is_none(), "the Dutch rules itemise it again");
    }

    #[test]
    fn only_possible_circumstances_are_enabled() {
        let mut s = State::default();
        assert!(!s.circumstance_enabled(Circ::SelfDrawn), "no winner yet");
        s.apply(Action::SetWinner(Some(2)));
        assert!(s.circumstance_enabled(Circ::SelfDrawn));
        assert!(!s.circumstance_enabled(Circ::Replacement), "no kong");
        assert!(!s.circumstance_enabled(Circ::Heaven), "West is not East");
        assert!(!s.circumstance_enabled(Circ::LastTile), "not self-drawn");
        s.apply(Action::SetCircumstance(Circ::SelfDrawn, true));
        assert!(s.circumstance_enabled(Circ::LastTile));
        assert!(!s.circumstance_enabled(Circ::Robbing), "robbing is a discard");
        s.apply(Action::SetDiscard);
        assert!(s.is_discard() && s.circumstance_enabled(Circ::Robbing));
    }
}
