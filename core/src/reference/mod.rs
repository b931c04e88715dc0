//! The rules reference: every scoring item, limit hand, fan and general rule
//! of a rule set, as data a player can read, for the app's "Regels" view,
//! the JS API's `rules()` and `mjscore --rules`.
//!
//! Names, values and implied fans come from the engine's own tables
//! ([`ItemKind`], [`Limit`](crate::dutch::limits::Limit), [`Fan`], the [`RuleSet`]); this module adds what
//! a player reads beside them: a short explanation in the project's words
//! (Dutch and English), where the entry stands in the printed book, and an
//! example that the engine scores. A test scores every example and checks
//! that it earns its entry with its value, so the reference cannot drift
//! from the engine.
//!
//! One rule family per file: [`dutch`] (NTS 2002, classic, NMB) and
//! [`mcr`] (MCR 2006).

pub mod dutch;
pub mod mcr;

use crate::dutch::books::Source;
use crate::dutch::items::ItemKind;
use crate::hand::{HandError, Setup};
use crate::mcr::fans::Fan;
use crate::rules::{RuleSet, Variant};
use crate::tile::{Tile, Wind};

/// A text in both languages of the app.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "json", derive(serde::Serialize, serde::Deserialize))]
pub struct Text {
    /// Dutch.
    pub nl: String,
    /// English.
    pub en: String,
}

impl Text {
    /// A text in both languages.
    pub fn new(nl: &str, en: &str) -> Text {
        Text { nl: nl.to_string(), en: en.to_string() }
    }
}

/// What an entry is worth under the rule set.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "json", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum Value {
    /// Points.
    Points(u32),
    /// Doublings.
    Doublings(u32),
    /// A limit hand's points (or the limit itself).
    Limit(u32),
    /// Half a limit hand's points: waiting on an irregular limit.
    HalfLimit(u32),
    /// MCR fans.
    Fan(u32),
}

/// Where an entry stands in the printed book (its own words).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "json", derive(serde::Serialize, serde::Deserialize))]
pub struct Citation {
    /// "NTS 2002", "Klassiek 2008", "NMB 2011", "MCR 2006".
    pub book: String,
    /// The book's heading above the entry.
    pub section: String,
    /// The book's own name for it.
    pub term: String,
}

impl From<Source> for Citation {
    fn from(s: Source) -> Citation {
        Citation { book: s.book.to_string(), section: s.section.to_string(), term: s.term.to_string() }
    }
}

/// A hand the engine scores to show an entry.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "json", derive(serde::Serialize, serde::Deserialize))]
pub struct HandExample {
    /// The one-line text form: `[123m] (9999s) 234m55s7s8s +9s 2f`.
    pub hand: String,
    /// The player's seat wind.
    pub seat_wind: Wind,
    /// The round wind's tile: a wind, or `F` in the green-dragon round.
    pub round_wind: Tile,
    /// How the winning tile came.
    pub how: Vec<How>,
    /// Options the example is scored with.
    pub options: Vec<ExampleOption>,
}

/// How a winning tile came, by the JSON names of `mjscore`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "json", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
#[allow(missing_docs)]
pub enum How {
    SelfDrawn,
    LastTileOfWall,
    ReplacementTile,
    KongOnKong,
    RobbingKong,
    Heaven,
    Earth,
    /// MCR's "last of its kind" (004 Last Tile): not a circumstance of the
    /// setup but of the MCR scoring.
    LastOfItsKind,
}

impl How {
    /// Whether the player drew the winning tile (not taken from the table).
    pub fn is_drawn(self) -> bool {
        matches!(self, How::SelfDrawn | How::ReplacementTile | How::KongOnKong | How::Heaven)
    }
}

/// A club's option an example is scored with.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "json", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
#[allow(missing_docs)]
pub enum ExampleOption {
    Flowers,
    RoundToTens,
    GreenDragonRound,
}

/// Why an example is no hand (a defect of the reference, caught by its test).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
// The fields are the values each variant's message names.
#[allow(missing_docs)]
pub enum ExampleError {
    /// Example '`hand`': `source`.
    #[error("example '{hand}': {source}")]
    Hand { hand: String, source: HandError },
}

impl HandExample {
    fn new(hand: &str, seat: Wind, round: Wind, how: &[How]) -> HandExample {
        HandExample { hand: hand.to_string(), seat_wind: seat, round_wind: round.tile(), how: how.to_vec(), options: Vec::new() }
    }

    /// The same hand in the green-dragon round (classic, ruling 22).
    fn in_green_dragon_round(mut self) -> HandExample {
        self.round_wind = Tile::const_parse("F");
        self.with_option(ExampleOption::GreenDragonRound)
    }

    fn with_option(mut self, option: ExampleOption) -> HandExample {
        self.options.push(option);
        self
    }

    /// The hand as a setup, with its winds and circumstances.
    pub fn setup(&self) -> Result<Setup, ExampleError> {
        let hand = || self.hand.clone();
        let mut setup: Setup = self.hand.parse().map_err(|source| ExampleError::Hand { hand: hand(), source })?;
        setup.seat_wind = self.seat_wind;
        setup.round_wind = self.round_wind;
        for how in &self.how {
            let c = &mut setup.circumstances;
            match how {
                How::SelfDrawn => c.self_drawn = true,
                How::LastTileOfWall => c.last_tile_of_wall = true,
                How::ReplacementTile => c.replacement_tile = true,
                How::KongOnKong => c.kong_on_kong = true,
                How::RobbingKong => c.robbing_kong = true,
                How::Heaven => c.heaven = true,
                How::Earth => c.earth = true,
                // MCR only: not a circumstance of the setup.
                How::LastOfItsKind => {}
            }
        }
        Ok(setup)
    }

    /// MCR's "last of its kind" (004 Last Tile).
    pub fn last_of_its_kind(&self) -> bool {
        self.how.contains(&How::LastOfItsKind)
    }

    /// The rule set with this example's options switched on.
    pub fn rules(&self, base: RuleSet) -> RuleSet {
        let on = |o: ExampleOption| self.options.contains(&o);
        RuleSet {
            flowers: base.flowers || on(ExampleOption::Flowers),
            round_to_tens: base.round_to_tens || on(ExampleOption::RoundToTens),
            ..base
        }
    }
}

/// One hand's settlement, worked out.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "json", derive(serde::Serialize, serde::Deserialize))]
pub struct SettleExample {
    /// Scores by player (Dutch rules); for MCR the winner's fans.
    pub scores: Vec<u32>,
    /// The winner, as a player index.
    pub winner: usize,
    /// Who is East, as a player index.
    pub east: usize,
    /// Players with a dead hand.
    pub dead: Vec<usize>,
    /// MCR: who discarded the winning tile; `None` when self-drawn.
    pub discarder: Option<usize>,
    /// Each player's net, worked out by hand in the source (the test
    /// checks the engine agrees).
    pub net: Vec<i64>,
}

/// Some hands of a game, to show how East moves on.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "json", derive(serde::Serialize, serde::Deserialize))]
pub struct GameExample {
    /// How many players.
    pub players: usize,
    /// Each hand's winner; `None` for a draw.
    pub winners: Vec<Option<usize>>,
    /// The player who is East in each hand and in the next one.
    pub easts: Vec<usize>,
    /// With five players: who sits out in each hand and in the next one.
    pub sitting_out: Vec<usize>,
}

/// An example the engine can check.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "json", derive(serde::Serialize, serde::Deserialize), serde(rename_all = "snake_case"))]
pub enum Example {
    /// A hand to score.
    Hand(HandExample),
    /// A hand to settle.
    Settle(SettleExample),
    /// A few hands of a game.
    Game(GameExample),
}

/// One entry of the reference.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "json", derive(serde::Serialize, serde::Deserialize))]
pub struct Entry {
    /// Stable: the item, limit or fan id of `mjscore`, or the rule's own id.
    pub id: String,
    /// The entry's address: its Dutch name in lower case with dashes
    /// (`#regels/nts/kronkelende-slang`).
    pub slug: String,
    /// The name the book gives it.
    pub name: Text,
    /// What it is worth, where it is worth something.
    pub value: Option<Value>,
    /// What it is, in the project's words.
    pub about: Text,
    /// How this rule set differs from NTS 2002 here, or the option it needs.
    pub differs: Option<Text>,
    /// Where the book (or a ruling) says so.
    pub source: Citation,
    /// An example, scored by a test.
    pub example: Example,
    /// MCR: the fans not counted with this one (their ids).
    pub implies: Vec<String>,
}

/// A group of entries, as a page of the book groups them.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "json", derive(serde::Serialize, serde::Deserialize))]
pub struct Section {
    /// Stable id (the address `#regels/<set>/<id>`).
    pub id: String,
    /// The section's title.
    pub name: Text,
    /// Its entries, in the book's order.
    pub entries: Vec<Entry>,
}

/// The reference of one rule set.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "json", derive(serde::Serialize, serde::Deserialize))]
pub struct Reference {
    /// The rule set.
    pub rules: Variant,
    /// Its sections.
    pub sections: Vec<Section>,
}

impl Reference {
    /// Every entry, in order.
    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.sections.iter().flat_map(|s| s.entries.iter())
    }

    /// The entry at an address.
    pub fn find(&self, slug: &str) -> Option<&Entry> {
        self.entries().find(|e| e.slug == slug)
    }

    /// The entries that match `query` in either language, ignoring case
    /// and accents, best first ([`Entry::rank`]): "slang" finds "Kronkelende
    /// slang", then the Dutch compounds "Windenslang" and "Drakenslang".
    pub fn search<'a>(&'a self, query: &str) -> Vec<&'a Entry> {
        let q = fold(query.trim());
        let mut found: Vec<(u8, &Entry)> = self.entries().filter_map(|e| e.rank(&q).map(|r| (r, e))).collect();
        // Stable: equal ranks keep the book's order.
        crate::order::sort_by_key(&mut found, |&(r, _)| r);
        found.into_iter().map(|(_, e)| e).collect()
    }
}

/// Inside a word only from three letters on: one or two letters would
/// match nearly every entry.
const INSIDE_WORDS: usize = 3;

impl Entry {
    /// How well this entry matches `folded` (a [`fold`]ed query), best 0:
    /// its name begins with it (0), a word of its name does (1), its name
    /// holds it inside a word, as Dutch compounds do ("slang" in
    /// "Windenslang", 2); a word of the book's term or the explanation
    /// begins with it (3), or holds it (4). `None`: no match.
    pub fn rank(&self, folded: &str) -> Option<u8> {
        if folded.is_empty() {
            return Some(0);
        }
        let inside = folded.chars().count() >= INSIDE_WORDS;
        let names = [fold(&self.name.nl), fold(&self.name.en)];
        let rest = [fold(&self.source.term), fold(&self.about.nl), fold(&self.about.en)];
        if names.iter().any(|n| n.starts_with(folded)) {
            Some(0)
        } else if names.iter().any(|n| starts_a_word(n, folded)) {
            Some(1)
        } else if inside && names.iter().any(|n| n.contains(folded)) {
            Some(2)
        } else if rest.iter().any(|t| starts_a_word(t, folded)) {
            Some(3)
        } else if inside && rest.iter().any(|t| t.contains(folded)) {
            Some(4)
        } else {
            None
        }
    }

    /// Whether this entry matches `folded` at all ([`Entry::rank`]).
    pub fn matches(&self, folded: &str) -> bool {
        self.rank(folded).is_some()
    }
}

/// Whether `q` stands in `text` at the start of a word.
fn starts_a_word(text: &str, q: &str) -> bool {
    q.is_empty() || text.match_indices(q).any(|(i, _)| !text[..i].chars().next_back().is_some_and(|c| c.is_ascii_alphanumeric()))
}

/// The reference of a rule set, with its preset's values.
pub fn reference(variant: Variant) -> Reference {
    match variant.dutch() {
        Some(rules) => dutch::reference(&rules),
        None => mcr::reference(),
    }
}

/// An address from a Dutch name: lower case, accents dropped, every other
/// character a dash ("Pung edelstenen, dicht" -> "pung-edelstenen-dicht").
pub fn slug(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in fold(name).chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    out
}

/// Lower case without accents, for search and addresses. Only the letters
/// of Dutch and English texts are folded (é ë ï ö ü and the like); other
/// characters stay as they are. Written out, not a Unicode table: the app
/// carries this, and Unicode's tables cost 8 KB gzip.
pub fn fold(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' | 'À' | 'Á' | 'Â' | 'Ä' | 'Ã' | 'Å' => 'a',
            'è' | 'é' | 'ê' | 'ë' | 'È' | 'É' | 'Ê' | 'Ë' => 'e',
            'ì' | 'í' | 'î' | 'ï' | 'Ì' | 'Í' | 'Î' | 'Ï' => 'i',
            'ò' | 'ó' | 'ô' | 'ö' | 'õ' | 'Ò' | 'Ó' | 'Ô' | 'Ö' | 'Õ' => 'o',
            'ù' | 'ú' | 'û' | 'ü' | 'Ù' | 'Ú' | 'Û' | 'Ü' => 'u',
            'ç' | 'Ç' => 'c',
            'ñ' | 'Ñ' => 'n',
            'ÿ' => 'y',
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

/// The address of a Dutch scoring item's entry (what the breakdown links
/// to): waiting on any irregular limit shares one entry.
pub fn item_slug(kind: ItemKind) -> String {
    match kind {
        ItemKind::WaitingLimit(_) => slug(dutch::WAITING_NAME.0),
        _ => slug(kind.nl()),
    }
}

/// The address of a fan's entry.
pub fn fan_slug(fan: Fan) -> String {
    slug(fan.nl())
}

#[cfg(test)]
mod tests;
