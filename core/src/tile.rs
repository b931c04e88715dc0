//! Tiles and the tile notation of the rules README ("Tile notation used in
//! tests and data"): `123m` tekens, `55p` kringen, `789s` bamboes, honours
//! `E S W N` (winds) and `C F P` (red, green, white dragon), flowers `1f`-`8f`.

use std::fmt;
use std::str::FromStr;

/// One tile kind. Index order: 1-9m (0-8), 1-9p (9-17), 1-9s (18-26),
/// E S W N (27-30), C F P (31-33), flowers and seasons 1f-8f (34-41).
/// The field is private so every `Tile` is a valid one.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Tile(u8);

/// Counts per tile kind of the 34 playing tiles (flowers excluded).
pub type TileCounts = [u8; 34];

/// Number of playing tile kinds (no flowers).
pub const KINDS: usize = 34;

/// Builds a tile constant from its notation, e.g. `t!(5p)`, `t!(E)`.
#[macro_export]
macro_rules! t {
    ($s:tt) => {
        $crate::tile::Tile::const_parse(stringify!($s))
    };
}

/// A suit of numbered tiles: tekens (m), kringen (p) or bamboes (s).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Suit {
    /// tekens
    Characters,
    /// kringen
    Circles,
    /// bamboes
    Bamboo,
}

impl Suit {
    /// The three suits in notation order: m, p, s.
    pub const ALL: [Suit; 3] = [Suit::Characters, Suit::Circles, Suit::Bamboo];
    /// The notation letter: `m`, `p` or `s`.
    pub fn letter(self) -> char {
        match self {
            Suit::Characters => 'm',
            Suit::Circles => 'p',
            Suit::Bamboo => 's',
        }
    }
    /// The suit's position in [`Suit::ALL`] (0-2).
    pub fn index(self) -> u8 {
        self as u8
    }
}

/// A wind: a seat, or the wind of a round.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Wind {
    /// East (Oost), the dealer.
    East,
    /// South (Zuid).
    South,
    /// West (West).
    West,
    /// North (Noord).
    North,
}

impl Wind {
    /// The winds in seating order, East first (counter-clockwise at the table).
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];
    /// The wind's tile (`E`, `S`, `W`, `N`).
    pub fn tile(self) -> Tile {
        Tile(27 + self as u8)
    }
    /// East 0, South 1, West 2, North 3.
    pub fn index(self) -> usize {
        self as usize
    }
    /// The wind at seat `i` counted from East, modulo 4.
    pub fn from_index(i: usize) -> Wind {
        Wind::ALL[i % 4]
    }
    /// The notation letter: `E`, `S`, `W` or `N`.
    pub fn letter(self) -> char {
        ['E', 'S', 'W', 'N'][self as usize]
    }
    /// Dutch name (Oost, Zuid, West, Noord).
    pub fn nl(self) -> &'static str {
        ["Oost", "Zuid", "West", "Noord"][self as usize]
    }
}

impl FromStr for Wind {
    type Err = TileError;
    fn from_str(s: &str) -> Result<Wind, TileError> {
        match s {
            "E" => Ok(Wind::East),
            "S" => Ok(Wind::South),
            "W" => Ok(Wind::West),
            "N" => Ok(Wind::North),
            _ => Err(TileError::NotAWind { text: s.to_string() }),
        }
    }
}

/// A tile is written in JSON as its notation (`"5p"`, `"E"`, `"1f"`).
#[cfg(feature = "json")]
impl serde::Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "json")]
impl<'de> serde::Deserialize<'de> for Tile {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Tile, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A wind is written in JSON as its letter (`"E"`).
#[cfg(feature = "json")]
impl serde::Serialize for Wind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_char(self.letter())
    }
}

#[cfg(feature = "json")]
impl<'de> serde::Deserialize<'de> for Wind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Wind, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Errors of [`parse_tiles`] and `Tile::from_str`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
// The fields are the values each variant's message names.
#[allow(missing_docs)]
pub enum TileError {
    /// Unknown tile '`text`' (use 1-9 with m/p/s, E S W N, C F P, or 1f-8f).
    #[error("unknown tile '{text}' (use 1-9 with m/p/s, E S W N, C F P, or 1f-8f)")]
    UnknownTile { text: String },
    /// Digits '`digits`' are not followed by a suit letter m, p, s or f.
    #[error("digits '{digits}' are not followed by a suit letter m, p, s or f")]
    MissingSuit { digits: String },
    /// '`text`' is not a wind (use E, S, W or N).
    #[error("'{text}' is not a wind (use E, S, W or N)")]
    NotAWind { text: String },
    /// Empty tile text.
    #[error("empty tile text")]
    Empty,
}

impl Tile {
    /// Flowers and seasons (gelukstenen), 1f-8f.
    pub const FLOWERS: std::ops::Range<u8> = 34..42;

    /// The tile of index 0-41 (34 kinds, then 8 flowers and seasons), if any.
    pub const fn from_index(i: u8) -> Option<Tile> {
        if i < 42 {
            Some(Tile(i))
        } else {
            None
        }
    }
    /// The suited tile `number` (1-9) of `suit`.
    pub fn suited(suit: Suit, number: u8) -> Tile {
        debug_assert!((1..=9).contains(&number));
        Tile(suit.index() * 9 + number - 1)
    }
    /// Flower or season `number` (1-4 flowers, 5-8 seasons).
    pub fn flower(number: u8) -> Tile {
        debug_assert!((1..=8).contains(&number));
        Tile(33 + number)
    }
    /// Used by the `t!` macro; panics (at compile time in consts) on bad text.
    pub const fn const_parse(s: &str) -> Tile {
        let b = s.as_bytes();
        if b.len() == 1 {
            return match b[0] {
                b'E' => Tile(27),
                b'S' => Tile(28),
                b'W' => Tile(29),
                b'N' => Tile(30),
                b'C' => Tile(31),
                b'F' => Tile(32),
                b'P' => Tile(33),
                _ => panic!("bad tile"),
            };
        }
        assert!(b.len() == 2 && b[0] >= b'1' && b[0] <= b'9');
        let n = b[0] - b'1';
        match b[1] {
            b'm' => Tile(n),
            b'p' => Tile(9 + n),
            b's' => Tile(18 + n),
            b'f' if n < 8 => Tile(34 + n),
            _ => panic!("bad tile"),
        }
    }

    /// Index 0-41: the 27 suited tiles by suit, the winds, the dragons, then flowers and seasons.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// A flower or season (1f-8f).
    pub const fn is_flower(self) -> bool {
        self.0 >= 34
    }
    /// How many of this tile a set holds: four of every kind, one of each
    /// flower and season (rule books: "de stenen").
    pub const fn copies(self) -> u8 {
        if self.is_flower() {
            1
        } else {
            4
        }
    }
    /// A numbered tile of a suit.
    pub const fn is_suited(self) -> bool {
        self.0 < 27
    }
    /// A wind or a dragon (troefsteen).
    pub const fn is_honour(self) -> bool {
        self.0 >= 27 && self.0 < 34
    }
    /// Book 002 "Drie spelers": three players remove every bamboo tile and
    /// the four North winds (ruling 22).
    pub fn in_three_player_set(self) -> bool {
        self.suit() != Some(Suit::Bamboo) && self != Wind::North.tile()
    }
    /// East, South, West or North.
    pub const fn is_wind(self) -> bool {
        self.0 >= 27 && self.0 < 31
    }
    /// Red (C), green (F) or white (P) dragon.
    pub const fn is_dragon(self) -> bool {
        self.0 >= 31 && self.0 < 34
    }
    /// 1 to 9 for a suited tile, 1 to 8 for a flower.
    pub const fn number(self) -> Option<u8> {
        if self.0 < 27 {
            Some(self.0 % 9 + 1)
        } else if self.0 >= 34 {
            Some(self.0 - 33)
        } else {
            None
        }
    }
    /// The suit of a numbered tile.
    pub fn suit(self) -> Option<Suit> {
        if self.is_suited() {
            Some(Suit::ALL[(self.0 / 9) as usize])
        } else {
            None
        }
    }
    /// Hoeksteen: a 1 or 9 of a suit.
    pub const fn is_terminal(self) -> bool {
        self.0 < 27 && (self.0 % 9 == 0 || self.0 % 9 == 8)
    }
    /// Edelsteen: a terminal or an honour.
    pub const fn is_terminal_or_honour(self) -> bool {
        self.is_terminal() || self.is_honour()
    }
    /// Eenvoudige steen: 2 to 8 of a suit.
    pub const fn is_simple(self) -> bool {
        self.0 < 27 && !self.is_terminal()
    }
    /// The wind of a wind tile.
    pub fn wind(self) -> Option<Wind> {
        if self.is_wind() {
            Some(Wind::ALL[(self.0 - 27) as usize])
        } else {
            None
        }
    }
    /// The next tile in a suit (for chows), if any.
    pub const fn next_in_suit(self) -> Option<Tile> {
        if self.0 < 27 && self.0 % 9 < 8 {
            Some(Tile(self.0 + 1))
        } else {
            None
        }
    }
    /// All 34 playing tile kinds.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..34).map(Tile)
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_tiles(f, [*self])
    }
}

impl FromStr for Tile {
    type Err = TileError;
    fn from_str(s: &str) -> Result<Tile, TileError> {
        // The common case without allocating: one suited tile or honour.
        match s.as_bytes() {
            [d @ b'1'..=b'9', l @ (b'm' | b'p' | b's')] => {
                let suit = match l {
                    b'm' => 0,
                    b'p' => 1,
                    _ => 2,
                };
                return Ok(Tile(suit * 9 + d - b'1'));
            }
            [h] if b"ESWNCFP".contains(h) => {
                return Ok(Tile(27 + b"ESWNCFP".iter().position(|x| x == h).unwrap_or(0) as u8));
            }
            _ => {}
        }
        let tiles = parse_tiles(s)?;
        match tiles.as_slice() {
            [t] => Ok(*t),
            [] => Err(TileError::Empty),
            _ => Err(TileError::UnknownTile { text: s.to_string() }),
        }
    }
}

/// Sorts a few tiles (a meld, a hand, some flowers) in place. Insertion
/// sort: the lists are short, and the wasm app then carries no general sort.
pub fn sort_tiles(v: &mut [Tile]) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && v[j - 1] > v[j] {
            v.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Parses compressed notation (`123m55p789sEEECCC`, `1f5f`) into tiles in
/// the order written. Spaces are allowed between groups.
pub fn parse_tiles(s: &str) -> Result<Vec<Tile>, TileError> {
    let mut out = Vec::with_capacity(s.len());
    // The digits waiting for their suit letter are `s[start..start + digits]`
    // (ASCII), so nothing is allocated for them.
    let mut digits = 0;
    let mut start = 0;
    // Byte by byte: every accepted character is ASCII, and any other byte
    // (the first of a multi-byte character too) ends in the error branch.
    for (i, &b) in s.as_bytes().iter().enumerate() {
        match b {
            b'1'..=b'9' => {
                if digits == 0 {
                    start = i;
                }
                digits += 1;
            }
            b'm' | b'p' | b's' | b'f' if digits > 0 => {
                for d in s.as_bytes()[start..start + digits].iter().map(|b| b - b'0') {
                    out.push(match b {
                        b'm' => Tile(d - 1),
                        b'p' => Tile(9 + d - 1),
                        b's' => Tile(18 + d - 1),
                        _ if d <= 8 => Tile(33 + d),
                        _ => return Err(TileError::UnknownTile { text: format!("{d}f") }),
                    });
                }
                digits = 0;
            }
            b'E' | b'S' | b'W' | b'N' | b'C' | b'F' | b'P' if digits == 0 => {
                let honour = match b {
                    b'E' => 0,
                    b'S' => 1,
                    b'W' => 2,
                    b'N' => 3,
                    b'C' => 4,
                    b'F' => 5,
                    _ => 6,
                };
                out.push(Tile(27 + honour));
            }
            b' ' if digits == 0 => {}
            // `i` is a character's start: every byte before it is ASCII.
            _ if digits > 0 && !b.is_ascii_alphabetic() => return Err(TileError::MissingSuit { digits: s[start..i].to_string() }),
            _ => {
                // The whole character, not its first byte.
                let c = s[i..].chars().next().unwrap_or(char::REPLACEMENT_CHARACTER);
                let text = if digits == 0 { c.to_string() } else { format!("{}{c}", &s[start..i]) };
                return Err(TileError::UnknownTile { text });
            }
        }
    }
    if digits > 0 {
        return Err(TileError::MissingSuit { digits: s[start..].to_string() });
    }
    Ok(out)
}

/// Prints tiles in compressed notation, keeping their order: consecutive
/// tiles of one suit share the suit letter (`123m55p`).
pub fn format_tiles(tiles: &[Tile]) -> String {
    let mut s = String::with_capacity(tiles.len() * 2);
    let _ = write_tiles(&mut s, tiles.iter().copied());
    s
}

/// The honours' letters, East to Red (rood).
const HONOUR_LETTERS: [char; 7] = ['E', 'S', 'W', 'N', 'C', 'F', 'P'];

/// Writes tiles in compressed notation without allocating (see [`format_tiles`]).
pub fn write_tiles<W: fmt::Write + ?Sized>(w: &mut W, tiles: impl IntoIterator<Item = Tile>) -> fmt::Result {
    let mut tiles = tiles.into_iter().peekable();
    while let Some(t) = tiles.next() {
        match t.number() {
            Some(n) => {
                w.write_char((b'0' + n) as char)?;
                let letter = suit_letter(t);
                let next_same = tiles.peek().is_some_and(|u| u.number().is_some() && suit_letter(*u) == letter);
                if !next_same {
                    w.write_char(letter)?;
                }
            }
            None => w.write_char(HONOUR_LETTERS[(t.0 - 27) as usize])?,
        }
    }
    Ok(())
}

/// The tiles of a set from its lowest tile: a run (chow) or `len` copies.
pub(crate) fn set_tiles(first: Tile, len: u8, run: bool) -> impl Iterator<Item = Tile> + Clone {
    (0..len).map(move |k| if run { Tile(first.0 + k) } else { first })
}

fn suit_letter(t: Tile) -> char {
    if t.is_flower() {
        'f'
    } else {
        t.suit().map_or(' ', Suit::letter)
    }
}

/// Counts of the playing tiles in `tiles` (flowers ignored).
pub fn counts(tiles: &[Tile]) -> TileCounts {
    let mut c = [0u8; 34];
    for t in tiles {
        if !t.is_flower() {
            // Unchecked input may hold hundreds of one tile: never wrap.
            c[t.index()] = c[t.index()].saturating_add(1);
        }
    }
    c
}

/// The tiles of `counts` in index order.
pub fn tiles_of(counts: &TileCounts) -> Vec<Tile> {
    let mut v = Vec::with_capacity(14);
    for (i, &n) in counts.iter().enumerate() {
        for _ in 0..n {
            v.push(Tile(i as u8));
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorting_tiles() {
        let mut v = parse_tiles("9sE1m5p1mC").unwrap();
        sort_tiles(&mut v);
        assert_eq!(format_tiles(&v), "11m5p9sEC");
    }

    #[test]
    fn parse_and_print_round_trip() {
        let tiles = parse_tiles("123m55p789sEEECCC").unwrap();
        assert_eq!(tiles.len(), 3 + 2 + 3 + 3 + 3);
        assert_eq!(tiles[0], t!(1m));
        assert_eq!(tiles[3], t!(5p));
        assert_eq!(tiles[8], t!(E));
        assert_eq!(tiles[11], t!(C));
        assert_eq!(format_tiles(&tiles), "123m55p789sEEECCC");
    }

    #[test]
    fn flowers_parse() {
        let tiles = parse_tiles("1f8f").unwrap();
        assert_eq!(tiles, vec![Tile::flower(1), Tile::flower(8)]);
        assert!(tiles[0].is_flower());
        assert_eq!(format_tiles(&tiles), "18f");
    }

    #[test]
    fn classes() {
        assert!(t!(1s).is_terminal() && t!(9m).is_terminal() && !t!(5p).is_terminal());
        assert!(t!(5p).is_simple() && !t!(E).is_simple());
        assert!(t!(F).is_dragon() && t!(N).is_wind());
        assert_eq!(t!(8s).next_in_suit(), Some(t!(9s)));
        assert_eq!(t!(9s).next_in_suit(), None);
    }

    #[test]
    fn errors_say_what_is_wrong() {
        assert_eq!(parse_tiles("12x"), Err(TileError::UnknownTile { text: "12x".into() }));
        assert_eq!(parse_tiles("123"), Err(TileError::MissingSuit { digits: "123".into() }));
        assert_eq!(parse_tiles("9f"), Err(TileError::UnknownTile { text: "9f".into() }));
        assert_eq!(parse_tiles("0m"), Err(TileError::UnknownTile { text: "0".into() }));
        assert_eq!(parse_tiles("X"), Err(TileError::UnknownTile { text: "X".into() }));
        // Read byte by byte, a character of several bytes is still named whole.
        assert_eq!(parse_tiles("12€"), Err(TileError::MissingSuit { digits: "12".into() }));
        assert_eq!(parse_tiles("1m€"), Err(TileError::UnknownTile { text: "€".into() }));
        assert_eq!(parse_tiles("é1m"), Err(TileError::UnknownTile { text: "é".into() }));
        assert!("".parse::<Tile>().is_err());
    }
}
