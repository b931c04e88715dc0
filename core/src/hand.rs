//! A player's hand at the end of a deal: a raw [`Setup`] as typed or tapped,
//! validated into a [`Hand`] that reports every problem at once (rulings 1
//! and 23 of `shared/rules/README.md`).
//!
//! One-line text form (tests, CLI, links):
//! `[123m] [555p] (9999s) 234m55s78s +9s 1f5f`
//! - `[...]` a declared open meld (op tafel): chow, pung or kong;
//! - `(...)` a declared concealed kong (dichte kong);
//! - bare tiles are the concealed tiles (op stok), without the winning tile;
//! - `+X` the winning tile (only a winner has one);
//! - flowers `1f`-`8f` anywhere among the bare tiles.

use std::fmt;
use std::str::FromStr;

use crate::rules::{RuleSet, Variant};
use crate::tile::{counts, format_tiles, parse_tiles, Tile, TileCounts, TileError, Wind};

/// What a declared meld is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum MeldKind {
    /// Three consecutive tiles of one suit.
    Chow,
    /// Three of a kind.
    Pung,
    /// Four of a kind.
    Kong,
}

/// A declared meld: an open chow, pung or kong, or a concealed kong.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Meld {
    /// Chow, pung or kong.
    pub kind: MeldKind,
    /// The lowest tile (the only tile of a pung or kong).
    pub tile: Tile,
    /// Open (exposed) or concealed: only a kong can be declared concealed.
    pub open: bool,
}

impl Meld {
    /// Reads a meld from its tiles in any order.
    pub fn from_tiles(tiles: &[Tile], open: bool) -> Result<Meld, HandError> {
        // The text is only for an error message.
        let text = || format_tiles(tiles);
        let mut sorted = [Tile::const_parse("1m"); 4];
        if !(3..=4).contains(&tiles.len()) {
            return Err(HandError::InvalidMeld { tiles: text() });
        }
        let sorted = &mut sorted[..tiles.len()];
        sorted.copy_from_slice(tiles);
        crate::tile::sort_tiles(sorted);
        let kind = match &*sorted {
            [a, b, c] if a == b && b == c => MeldKind::Pung,
            [a, b, c, d] if a == b && b == c && c == d => MeldKind::Kong,
            [a, b, c] if a.next_in_suit() == Some(*b) && b.next_in_suit() == Some(*c) => MeldKind::Chow,
            _ => return Err(HandError::InvalidMeld { tiles: text() }),
        };
        if sorted[0].is_flower() {
            return Err(HandError::InvalidMeld { tiles: text() });
        }
        if !open && kind != MeldKind::Kong {
            return Err(HandError::ConcealedMeldNotKong { tiles: text() });
        }
        Ok(Meld { kind, tile: sorted[0], open })
    }

    /// The meld's tiles, lowest first.
    pub fn tiles(&self) -> Vec<Tile> {
        self.tile_iter().collect()
    }

    fn tile_iter(&self) -> impl Iterator<Item = Tile> + Clone {
        let len = if self.kind == MeldKind::Kong { 4 } else { 3 };
        crate::tile::set_tiles(self.tile, len, self.kind == MeldKind::Chow)
    }
}

/// `[123m]` open, `(5555p)` concealed kong.
impl fmt::Display for Meld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (open, close) = if self.open { ("[", "]") } else { ("(", ")") };
        f.write_str(open)?;
        crate::tile::write_tiles(f, self.tile_iter())?;
        f.write_str(close)
    }
}

/// How the winning tile came. Flags as the player reports them; the
/// contradictions of ruling 23 are rejected by [`Hand::new`].
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub struct Circumstances {
    /// Zelf gepakt: drawn from the wall.
    pub self_drawn: bool,
    /// Laatste steen van de muur.
    pub last_tile_of_wall: bool,
    /// Kong met bloeiende bloemen: the replacement tile (losse steen) after a kong.
    pub replacement_tile: bool,
    /// Kong op kong: replacement tile after two kongs in one turn.
    pub kong_on_kong: bool,
    /// Kongroof: the tile another player added to an open pung.
    pub robbing_kong: bool,
    /// Spel van de hemel: East wins on the dealt 14.
    pub heaven: bool,
    /// Spel van de aarde: winning on East's first discard.
    pub earth: bool,
}

impl Circumstances {
    /// Ruling 23: a replacement tile (and kong on kong) counts as self-drawn;
    /// heaven is East's own dealt tiles.
    pub fn counts_as_self_drawn(&self) -> bool {
        self.self_drawn || self.replacement_tile || self.kong_on_kong || self.heaven
    }
    /// Kong on kong implies a replacement tile.
    pub fn is_replacement(&self) -> bool {
        self.replacement_tile || self.kong_on_kong
    }
}

/// A hand as entered, not yet checked (the `Setup` of shakmaty).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    /// Declared melds: tiles and open (true) or concealed kong (false).
    pub melds: Vec<(Vec<Tile>, bool)>,
    /// Every other tile; for a winner including the winning tile.
    pub concealed: Vec<Tile>,
    /// Present exactly when the player has mahjong.
    pub winning_tile: Option<Tile>,
    /// Flowers and seasons (1f-8f) beside the hand.
    pub flowers: Vec<Tile>,
    /// The player's seat.
    pub seat_wind: Wind,
    /// A wind, or the green dragon `F` in the green-dragon round (ruling 22).
    pub round_wind: Tile,
    /// The player has mahjong (is the winner).
    pub mahjong: bool,
    /// How the winning tile came, and the special circumstances.
    pub circumstances: Circumstances,
    /// A three-player table (ruling 22, `classic`): no bamboo, no North, no
    /// open chows.
    pub three_players: bool,
}

impl Setup {
    /// A non-winner's or winner's tiles with seat and round wind East and no
    /// special circumstances.
    pub fn new(melds: Vec<(Vec<Tile>, bool)>, concealed: Vec<Tile>, winning_tile: Option<Tile>) -> Setup {
        Setup {
            melds,
            concealed,
            mahjong: winning_tile.is_some(),
            winning_tile,
            flowers: Vec::new(),
            seat_wind: Wind::East,
            round_wind: Wind::East.tile(),
            circumstances: Circumstances::default(),
            three_players: false,
        }
    }
    /// The same setup at seat `w`.
    pub fn seat(mut self, w: Wind) -> Setup {
        self.seat_wind = w;
        self
    }
    /// The same setup in the round of wind `t` (or `F`, the green-dragon round).
    pub fn round(mut self, t: Tile) -> Setup {
        self.round_wind = t;
        self
    }
    /// The same setup with circumstances changed by `f`.
    pub fn with(mut self, f: impl FnOnce(&mut Circumstances)) -> Setup {
        f(&mut self.circumstances);
        self
    }
    /// The same setup, the winning tile self-drawn.
    pub fn self_drawn(self) -> Setup {
        self.with(|c| c.self_drawn = true)
    }
}

/// One thing wrong with a hand. [`Hand::new`] reports all of them.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
// The fields are the values each variant's message names.
#[allow(missing_docs)]
pub enum HandError {
    /// The error of the part inside, as it is.
    #[error(transparent)]
    Tile(#[from] TileError),
    /// '`tiles`' is not a chow, pung or kong.
    #[error("'{tiles}' is not a chow, pung or kong")]
    InvalidMeld { tiles: String },
    /// '`tiles`': only a kong can be declared concealed; a concealed chow or pung stays among the concealed tiles.
    #[error("'{tiles}': only a kong can be declared concealed; a concealed chow or pung stays among the concealed tiles")]
    ConcealedMeldNotKong { tiles: String },
    /// `count` declared melds; a hand has at most 4.
    #[error("{count} declared melds; a hand has at most 4")]
    TooManyMelds { count: usize },
    /// `count` copies of `tile`; a set has only 4.
    #[error("{count} copies of {tile}; a set has only 4")]
    TooManyCopies { tile: Tile, count: usize },
    /// `tile` is a flower or season; list it under flowers.
    #[error("{tile} is a flower or season; list it under flowers")]
    FlowerAmongTiles { tile: Tile },
    /// `tile` is not a flower or season (use 1f-8f).
    #[error("{tile} is not a flower or season (use 1f-8f)")]
    NotAFlower { tile: Tile },
    /// Flower or season `tile` is listed twice.
    #[error("flower or season {tile} is listed twice")]
    DuplicateFlower { tile: Tile },
    /// The `rules` rules are played without flowers and seasons.
    #[error("the {rules} rules are played without flowers and seasons")]
    FlowersNotPlayed { rules: Variant },
    #[error("the round wind must be E, S, W or N{}", if *.green_dragon_round { ", or F in the green-dragon round" } else { "" })]
    InvalidRoundWind { tile: Tile, green_dragon_round: bool },
    #[error("wrong number of tiles: a {} with {kongs} kong(s) holds {expected}, this hand has {found}", if *.winner { "winner" } else { "non-winner" })]
    WrongTileCount { winner: bool, kongs: usize, expected: usize, found: usize },
    /// Mahjong needs a winning tile.
    #[error("mahjong needs a winning tile")]
    MissingWinningTile,
    /// A winning tile is given but the hand has no mahjong.
    #[error("a winning tile is given but the hand has no mahjong")]
    WinningTileWithoutMahjong,
    /// Winning tile `tile` is not among the concealed tiles.
    #[error("winning tile {tile} is not among the concealed tiles")]
    WinningTileNotInHand { tile: Tile },
    /// `what` applies only to the winner.
    #[error("{what} applies only to the winner")]
    CircumstanceWithoutMahjong { what: &'static str },
    /// Robbing a kong is a discard: it cannot be self-drawn or a replacement tile (ruling 23).
    #[error("robbing a kong is a discard: it cannot be self-drawn or a replacement tile (ruling 23)")]
    RobbingNotDiscard,
    /// Robbing a kong of `tile` is impossible while the hand holds another `tile` (ruling 23).
    #[error("robbing a kong of {tile} is impossible while the hand holds another {tile} (ruling 23)")]
    RobbingHoldsCopy { tile: Tile },
    /// `tile` cannot be the last of its kind while the hand holds another `tile` concealed: the other three must be visible on the table (004, Last Tile).
    #[error("{tile} cannot be the last of its kind while the hand holds another {tile} concealed: the other three must be visible on the table (004, Last Tile)")]
    LastOfItsKindHeld { tile: Tile },
    /// A replacement tile needs a declared kong (ruling 23).
    #[error("a replacement tile needs a declared kong (ruling 23)")]
    ReplacementWithoutKong,
    /// Kong on kong needs at least two declared kongs, this hand has `kongs` (ruling 23).
    #[error("kong on kong needs at least two declared kongs, this hand has {kongs} (ruling 23)")]
    KongOnKongNeedsTwoKongs { kongs: usize },
    /// The last tile of the wall must be self-drawn (ruling 23).
    #[error("the last tile of the wall must be self-drawn (ruling 23)")]
    LastTileNotSelfDrawn,
    /// Heaven (spel van de hemel) is for East only (ruling 23).
    #[error("heaven (spel van de hemel) is for East only (ruling 23)")]
    HeavenNotEast,
    /// Earth (spel van de aarde) is for a player other than East, on a discard (ruling 23).
    #[error("earth (spel van de aarde) is for a player other than East, on a discard (ruling 23)")]
    EarthInvalid,
    /// Heaven and earth are won on the dealt tiles, without declared melds (ruling 23).
    #[error("heaven and earth are won on the dealt tiles, without declared melds (ruling 23)")]
    HeavenEarthWithMelds,
    /// Heaven and earth cannot both apply.
    #[error("heaven and earth cannot both apply")]
    HeavenAndEarth,
    /// `tile` is not played by three players: they remove the bamboo tiles and North (ruling 22).
    #[error("{tile} is not played by three players: they remove the bamboo tiles and North (ruling 22)")]
    NotInThreePlayerSet { tile: Tile },
    /// '`tiles`': three players make no open chows (ruling 22).
    #[error("'{tiles}': three players make no open chows (ruling 22)")]
    OpenChowThreePlayers { tiles: String },
    /// With three players the `what` is E, S or W (ruling 22).
    #[error("with three players the {what} is E, S or W (ruling 22)")]
    NorthThreePlayers { what: &'static str },
}

impl HandError {
    /// Whether this is one of ruling 23's contradictions between the
    /// circumstances of a win and the hand (code `contradictory_circumstances`).
    pub fn is_contradiction(&self) -> bool {
        self.code() == "contradictory_circumstances"
    }

    /// Stable machine-readable code (JSON `error.code`).
    pub fn code(&self) -> &'static str {
        use HandError::*;
        match self {
            Tile(TileError::UnknownTile { .. }) | Tile(TileError::Empty) => "unknown_tile",
            Tile(TileError::MissingSuit { .. }) => "missing_suit",
            Tile(TileError::NotAWind { .. }) => "not_a_wind",
            InvalidMeld { .. } => "invalid_meld",
            ConcealedMeldNotKong { .. } => "concealed_meld_not_kong",
            TooManyMelds { .. } => "too_many_melds",
            TooManyCopies { .. } => "too_many_copies",
            FlowerAmongTiles { .. } | NotAFlower { .. } | DuplicateFlower { .. } => "invalid_flower",
            FlowersNotPlayed { .. } => "flowers_not_played",
            InvalidRoundWind { .. } => "invalid_round_wind",
            WrongTileCount { .. } => "wrong_tile_count",
            MissingWinningTile => "missing_winning_tile",
            WinningTileWithoutMahjong => "winning_tile_without_mahjong",
            WinningTileNotInHand { .. } => "winning_tile_not_in_hand",
            CircumstanceWithoutMahjong { .. } => "circumstance_without_mahjong",
            RobbingNotDiscard
            | RobbingHoldsCopy { .. }
            | LastOfItsKindHeld { .. }
            | ReplacementWithoutKong
            | KongOnKongNeedsTwoKongs { .. }
            | LastTileNotSelfDrawn
            | HeavenNotEast
            | EarthInvalid
            | HeavenEarthWithMelds
            | HeavenAndEarth => "contradictory_circumstances",
            NotInThreePlayerSet { .. } | OpenChowThreePlayers { .. } | NorthThreePlayers { .. } => "three_players",
        }
    }
}

/// Every problem found in a [`Setup`], in input order: each once, and at
/// most [`HandErrors::MAX`] (a megabyte of one bad flower is one problem,
/// not half a million).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HandErrors(pub Vec<HandError>);

impl HandErrors {
    /// The most problems reported for one hand.
    pub const MAX: usize = 16;

    /// The distinct problems, the first [`HandErrors::MAX`] of them.
    pub fn new(all: Vec<HandError>) -> HandErrors {
        let mut kept: Vec<HandError> = Vec::new();
        for e in all {
            if kept.len() == Self::MAX {
                break;
            }
            if !kept.contains(&e) {
                kept.push(e);
            }
        }
        HandErrors(kept)
    }
}

impl fmt::Display for HandErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for HandErrors {}

/// A checked hand: tile counts add up, no fifth copy, melds are real sets,
/// and the circumstances do not contradict each other or the tiles.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Hand {
    melds: Vec<Meld>,
    /// Concealed tiles, for a winner including the winning tile.
    concealed: TileCounts,
    winning_tile: Option<Tile>,
    circumstances: Circumstances,
    flowers: Vec<Tile>,
    seat_wind: Wind,
    round_wind: Tile,
    three_players: bool,
}

impl Hand {
    /// Checks a setup against the rule set; reports every problem at once.
    pub fn new(setup: &Setup, rules: &RuleSet) -> Result<Hand, HandErrors> {
        let mut errors = Vec::new();
        let mut melds = Vec::with_capacity(setup.melds.len());
        for (tiles, open) in &setup.melds {
            match Meld::from_tiles(tiles, *open) {
                Ok(m) => melds.push(m),
                Err(e) => errors.push(e),
            }
        }
        if setup.melds.len() > 4 {
            errors.push(HandError::TooManyMelds { count: setup.melds.len() });
        }
        for &t in &setup.concealed {
            if t.is_flower() {
                errors.push(HandError::FlowerAmongTiles { tile: t });
            }
        }
        let mut flowers = Vec::new();
        for &f in &setup.flowers {
            if !f.is_flower() {
                errors.push(HandError::NotAFlower { tile: f });
            } else if flowers.contains(&f) {
                errors.push(HandError::DuplicateFlower { tile: f });
            } else {
                flowers.push(f);
            }
        }
        if !setup.flowers.is_empty() && !rules.flowers {
            errors.push(HandError::FlowersNotPlayed { rules: rules.variant });
        }
        crate::tile::sort_tiles(&mut flowers);
        let r = setup.round_wind;
        if !(r.is_wind() || (r == Tile::const_parse("F") && rules.green_dragon_round)) {
            errors.push(HandError::InvalidRoundWind { tile: r, green_dragon_round: rules.green_dragon_round });
        }

        // Ruling 1: 14 (winner) or 13 tiles plus one per kong.
        let concealed = counts(&setup.concealed);
        let kongs = setup.melds.iter().filter(|(t, _)| t.len() == 4).count();
        let found = setup.melds.iter().map(|(t, _)| t.len()).sum::<usize>() + setup.concealed.iter().filter(|t| !t.is_flower()).count();
        let expected = if setup.mahjong { 14 } else { 13 } + kongs;
        if found != expected {
            errors.push(HandError::WrongTileCount { winner: setup.mahjong, kongs, expected, found });
        }
        // Copies counted in full (the input is not checked yet): a fifth
        // copy is named with the true count.
        let mut copies = [0usize; 34];
        for t in setup.melds.iter().flat_map(|(tiles, _)| tiles).chain(&setup.concealed).filter(|t| !t.is_flower()) {
            copies[t.index()] += 1;
        }
        let all: TileCounts = copies.map(|n| n.min(u8::MAX as usize) as u8);
        for (i, &n) in copies.iter().enumerate() {
            if n > Tile::from_index(i as u8).map_or(4, |t| usize::from(t.copies())) {
                errors.push(HandError::TooManyCopies { tile: Tile::from_index(i as u8).unwrap(), count: n });
            }
        }

        if setup.three_players {
            check_three_players(setup, &melds, &all, &mut errors);
        }

        let c = setup.circumstances;
        match (setup.mahjong, setup.winning_tile) {
            (true, None) => errors.push(HandError::MissingWinningTile),
            (false, Some(_)) => errors.push(HandError::WinningTileWithoutMahjong),
            (true, Some(w)) if w.is_flower() || concealed[w.index()] == 0 => errors.push(HandError::WinningTileNotInHand { tile: w }),
            _ => {}
        }
        if !setup.mahjong {
            for (on, what) in [
                (c.self_drawn, "self-drawn"),
                (c.last_tile_of_wall, "last tile of the wall"),
                (c.replacement_tile, "replacement tile"),
                (c.kong_on_kong, "kong on kong"),
                (c.robbing_kong, "robbing a kong"),
                (c.heaven, "heaven"),
                (c.earth, "earth"),
            ] {
                if on {
                    errors.push(HandError::CircumstanceWithoutMahjong { what });
                }
            }
        } else {
            check_circumstances(&c, setup, kongs, &all, &mut errors);
        }

        if errors.is_empty() {
            Ok(Hand {
                melds,
                concealed,
                winning_tile: setup.winning_tile,
                circumstances: c,
                flowers,
                seat_wind: setup.seat_wind,
                round_wind: setup.round_wind,
                three_players: setup.three_players,
            })
        } else {
            Err(HandErrors::new(errors))
        }
    }

    /// The declared melds.
    pub fn melds(&self) -> &[Meld] {
        &self.melds
    }
    /// Concealed tile counts; for a winner including the winning tile.
    pub fn concealed(&self) -> &TileCounts {
        &self.concealed
    }
    /// The winning tile, for a winner.
    pub fn winning_tile(&self) -> Option<Tile> {
        self.winning_tile
    }
    /// Whether the player has mahjong.
    pub fn is_winner(&self) -> bool {
        self.winning_tile.is_some()
    }
    /// The same hand with other circumstances, for rules whose checks
    /// differ from ruling 23 (MCR's Last Tile Claim wins on a discard).
    pub(crate) fn with_circumstances(mut self, c: Circumstances) -> Hand {
        self.circumstances = c;
        self
    }
    /// How the winning tile came.
    pub fn circumstances(&self) -> &Circumstances {
        &self.circumstances
    }
    /// The flowers and seasons beside the hand.
    pub fn flowers(&self) -> &[Tile] {
        &self.flowers
    }
    /// The player's seat.
    pub fn seat_wind(&self) -> Wind {
        self.seat_wind
    }
    /// The round's wind (or `F` in the green-dragon round).
    pub fn round_wind(&self) -> Tile {
        self.round_wind
    }
    /// Counts of every playing tile, declared melds included.
    pub fn all_counts(&self) -> TileCounts {
        let mut all = self.concealed;
        for m in &self.melds {
            for t in m.tiles() {
                all[t.index()] += 1;
            }
        }
        all
    }
    /// The hand as it was before the winning tile: concealed counts without it.
    pub fn concealed_before_win(&self) -> TileCounts {
        let mut c = self.concealed;
        if let Some(w) = self.winning_tile {
            c[w.index()] -= 1;
        }
        c
    }
    /// Kongs among the declared melds.
    pub fn kong_count(&self) -> usize {
        self.melds.iter().filter(|m| m.kind == MeldKind::Kong).count()
    }
    /// No open declared meld (concealed kongs allowed).
    pub fn has_open_meld(&self) -> bool {
        self.melds.iter().any(|m| m.open)
    }
    /// The same hand with the winning tile read as another kind (ruling 25:
    /// pe-ling eet cake reads the winning 1p as 1s). `None` if that would
    /// make a fifth copy.
    pub(crate) fn with_winning_tile_as(&self, as_tile: Tile) -> Option<Hand> {
        let w = self.winning_tile?;
        let mut h = self.clone();
        h.concealed[w.index()] -= 1;
        h.concealed[as_tile.index()] += 1;
        h.winning_tile = Some(as_tile);
        if h.all_counts()[as_tile.index()] > 4 {
            return None;
        }
        Some(h)
    }
    /// Back to a setup (for printing and links).
    pub fn to_setup(&self) -> Setup {
        Setup {
            melds: self.melds.iter().map(|m| (m.tiles(), m.open)).collect(),
            concealed: crate::tile::tiles_of(&self.concealed),
            winning_tile: self.winning_tile,
            flowers: self.flowers.clone(),
            seat_wind: self.seat_wind,
            round_wind: self.round_wind,
            mahjong: self.winning_tile.is_some(),
            circumstances: self.circumstances,
            three_players: self.three_players,
        }
    }
}

/// Ruling 22 (book 002 "Drie spelers"): three players play without bamboo
/// and North, sit E, S and W, and make no open chows; under every Dutch
/// rule set, as a club's table of three plays (competition ruling C17).
fn check_three_players(setup: &Setup, melds: &[Meld], all: &TileCounts, errors: &mut Vec<HandError>) {
    for (i, &n) in all.iter().enumerate() {
        let tile = Tile::from_index(i as u8).expect("tile index");
        if n > 0 && !tile.in_three_player_set() {
            errors.push(HandError::NotInThreePlayerSet { tile });
        }
    }
    for m in melds {
        if m.open && m.kind == MeldKind::Chow {
            errors.push(HandError::OpenChowThreePlayers { tiles: m.to_string() });
        }
    }
    if setup.seat_wind == Wind::North {
        errors.push(HandError::NorthThreePlayers { what: "seat wind" });
    }
    if setup.round_wind == Wind::North.tile() {
        errors.push(HandError::NorthThreePlayers { what: "round wind" });
    }
}

/// Ruling 23: contradictory circumstances are an input error.
fn check_circumstances(c: &Circumstances, setup: &Setup, kongs: usize, all: &TileCounts, errors: &mut Vec<HandError>) {
    if c.robbing_kong {
        if c.self_drawn || c.is_replacement() || c.heaven {
            errors.push(HandError::RobbingNotDiscard);
        }
        if let Some(w) = setup.winning_tile {
            if !w.is_flower() && all[w.index()] > 1 {
                errors.push(HandError::RobbingHoldsCopy { tile: w });
            }
        }
    }
    if c.replacement_tile && !c.kong_on_kong && kongs == 0 {
        errors.push(HandError::ReplacementWithoutKong);
    }
    if c.kong_on_kong && kongs < 2 {
        errors.push(HandError::KongOnKongNeedsTwoKongs { kongs });
    }
    if c.last_tile_of_wall && !c.counts_as_self_drawn() {
        errors.push(HandError::LastTileNotSelfDrawn);
    }
    if c.heaven && setup.seat_wind != Wind::East {
        errors.push(HandError::HeavenNotEast);
    }
    if c.earth && (setup.seat_wind == Wind::East || c.counts_as_self_drawn()) {
        errors.push(HandError::EarthInvalid);
    }
    if (c.heaven || c.earth) && !setup.melds.is_empty() {
        errors.push(HandError::HeavenEarthWithMelds);
    }
    if c.heaven && c.earth {
        errors.push(HandError::HeavenAndEarth);
    }
}

/// Parses the one-line text form into a setup (winds East, no circumstances).
impl FromStr for Setup {
    type Err = HandError;
    fn from_str(s: &str) -> Result<Setup, HandError> {
        let mut setup = Setup::new(Vec::new(), Vec::new(), None);
        for token in s.split_whitespace() {
            if let Some(inner) = token.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
                setup.melds.push((parse_tiles(inner)?, true));
            } else if let Some(inner) = token.strip_prefix('(').and_then(|t| t.strip_suffix(')')) {
                setup.melds.push((parse_tiles(inner)?, false));
            } else if let Some(w) = token.strip_prefix('+') {
                let w: Tile = w.parse()?;
                setup.winning_tile = Some(w);
                setup.mahjong = true;
                setup.concealed.push(w);
            } else {
                for t in parse_tiles(token)? {
                    if t.is_flower() {
                        setup.flowers.push(t);
                    } else {
                        setup.concealed.push(t);
                    }
                }
            }
        }
        Ok(setup)
    }
}

/// Prints the one-line text form: melds in order, concealed tiles sorted
/// (without the winning tile), `+winning tile`, flowers.
impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        for (tiles, open) in &self.melds {
            let t = format_tiles(tiles);
            parts.push(if *open { format!("[{t}]") } else { format!("({t})") });
        }
        let mut concealed = self.concealed.clone();
        crate::tile::sort_tiles(&mut concealed);
        if let Some(w) = self.winning_tile {
            if let Some(i) = concealed.iter().position(|&t| t == w) {
                concealed.remove(i);
            }
        }
        if !concealed.is_empty() {
            parts.push(format_tiles(&concealed));
        }
        if let Some(w) = self.winning_tile {
            parts.push(format!("+{w}"));
        }
        if !self.flowers.is_empty() {
            let mut fl = self.flowers.clone();
            crate::tile::sort_tiles(&mut fl);
            parts.push(format_tiles(&fl));
        }
        f.write_str(&parts.join(" "))
    }
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}
