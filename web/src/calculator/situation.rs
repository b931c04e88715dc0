//! How the winning tile came (the situation): the circumstances a player
//! can tick, and in MCR who discarded the winning tile and whether it was
//! the last of its kind. Which ones can apply is asked of the engine
//! (ruling 23), never decided here.

use mahjong_core::hand::Circumstances;
use mahjong_core::reference::How;

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
    /// MCR: the winning tile is the last of its kind (Last Tile, 4 fans).
    LastOfItsKind,
}

impl Circ {
    /// Its name on the situation panel (the book's words).
    pub fn label(self) -> (&'static str, &'static str) {
        use crate::i18n::label;
        match self {
            Circ::SelfDrawn => label::SELF_DRAWN,
            Circ::LastTile => label::LAST_TILE,
            Circ::Replacement => label::REPLACEMENT,
            Circ::KongOnKong => label::KONG_ON_KONG,
            Circ::Robbing => label::ROBBING,
            Circ::Heaven => label::HEAVEN,
            Circ::Earth => label::EARTH,
            Circ::LastOfItsKind => label::LAST_OF_ITS_KIND,
        }
    }

    /// The circumstance of an example of the rules.
    pub fn from_how(how: How) -> Circ {
        match how {
            How::SelfDrawn => Circ::SelfDrawn,
            How::LastTileOfWall => Circ::LastTile,
            How::ReplacementTile => Circ::Replacement,
            How::KongOnKong => Circ::KongOnKong,
            How::RobbingKong => Circ::Robbing,
            How::Heaven => Circ::Heaven,
            How::Earth => Circ::Earth,
            How::LastOfItsKind => Circ::LastOfItsKind,
        }
    }

    /// The Dutch rule sets' circumstances, in the order shown.
    pub const ALL: [Circ; 7] =
        [Circ::SelfDrawn, Circ::Replacement, Circ::KongOnKong, Circ::Robbing, Circ::LastTile, Circ::Heaven, Circ::Earth];
    /// MCR 2006 has no kong on kong, heaven or earth, and adds Last Tile.
    pub const MCR: [Circ; 5] = [Circ::SelfDrawn, Circ::Replacement, Circ::Robbing, Circ::LastTile, Circ::LastOfItsKind];
}

/// The winner's situation.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Situation {
    pub circumstances: Circumstances,
    /// MCR: the seat that discarded the winning tile.
    pub discarder: Option<usize>,
    /// MCR: the winning tile is the last of its kind.
    pub last_of_its_kind: bool,
    /// The player said how the winning tile came: from the table or one
    /// of the self-drawn ways (issue 47: asked before the hand counts).
    pub how_said: bool,
}

impl Situation {
    /// Whether a circumstance is on.
    pub fn get(&self, c: Circ) -> bool {
        let s = &self.circumstances;
        match c {
            Circ::SelfDrawn => s.self_drawn,
            Circ::LastTile => s.last_tile_of_wall,
            Circ::Replacement => s.replacement_tile,
            Circ::KongOnKong => s.kong_on_kong,
            Circ::Robbing => s.robbing_kong,
            Circ::Heaven => s.heaven,
            Circ::Earth => s.earth,
            Circ::LastOfItsKind => self.last_of_its_kind,
        }
    }

    /// Switches a circumstance. A self-drawn way has no discarder; kong
    /// on kong implies a replacement tile (ruling 23).
    pub fn set(&mut self, c: Circ, on: bool) {
        if c == Circ::LastOfItsKind {
            self.last_of_its_kind = on;
            return;
        }
        set_circ(&mut self.circumstances, c, on);
        if on && self.circumstances.counts_as_self_drawn() {
            self.discarder = None;
        }
        // Each of these says where the tile came from; the last tile of
        // the wall may be either in MCR (Last Tile Draw or Claim).
        if on && !matches!(c, Circ::LastTile) {
            self.how_said = true;
        }
        if c == Circ::KongOnKong && on {
            self.circumstances.replacement_tile = true;
        }
    }

    /// "Van tafel": the winning tile was a discard, nothing self-drawn.
    pub fn is_discard(&self) -> bool {
        !self.circumstances.counts_as_self_drawn()
    }

    /// "Van tafel", said: none of the self-drawn ways.
    pub fn from_table(&mut self) {
        self.clear_self_drawn();
        self.how_said = true;
    }

    /// None of the self-drawn ways.
    pub fn clear_self_drawn(&mut self) {
        let c = &mut self.circumstances;
        c.self_drawn = false;
        c.replacement_tile = false;
        c.kong_on_kong = false;
        c.last_tile_of_wall = false;
        c.heaven = false;
    }

    /// MCR has no heaven, earth or kong on kong (a kong on kong is still a
    /// replacement tile): what the Dutch rules had set is cleared.
    pub fn enter_mcr(&mut self) {
        let c = &mut self.circumstances;
        c.heaven = false;
        c.earth = false;
        c.kong_on_kong = false;
    }
}

/// The engine's flag for a circumstance (`LastOfItsKind` is no flag of the
/// hand: it lives in [`Situation`]).
pub fn set_circ(c: &mut Circumstances, circ: Circ, on: bool) {
    match circ {
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
