//! Rule sets are configuration: a [`RuleSet`] of enums and numbers with
//! named presets. A club's house rules are another preset, not a code
//! change. Rule sets are passed explicitly and never mutated by the engine.

/// Which terminals "zeer schone tweelingen" allows (ruling 16).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum TwinsTerminals {
    /// Terminals of one suit plus honours (`nts`, `nmb`).
    OneSuit,
    /// Any terminals plus honours (`classic`).
    Any,
}

/// What counts as a possibility for "volmaken met enig mogelijke steen" (ruling 7).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum OnlyPossible {
    /// Every tile kind that completes the hand into 4 sets and a pair.
    AnyCompletion,
    /// Only completions that reach the minimum doublings (`nmb`, seed 003).
    ValidCompletion,
}

/// How the winds move on after a hand (ruling 20; used by the game ledger).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Rotation {
    /// Pass after every hand, draws included; round wind always East (`nts`).
    EveryHand,
    /// A draw is replayed; rounds E, S, W, N (`classic`).
    ReplayDraw,
    /// No passing when East wins or on a draw; rounds E, S, W, N (`nmb`).
    KeepEastOnWinOrDraw,
}

/// The scoring rules of one Dutch rule set (NTS 2002 and its relatives).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct RuleSet {
    /// Preset id: `nts`, `classic`, `nmb`.
    pub name: &'static str,
    /// De limiet: the highest score of one hand (NTS "Algemeen": 2000).
    pub limit: u32,
    /// Verdubbelingen a winner needs for a valid mahjong (ruling 15).
    pub min_doublings: u32,
    /// Value of kronkelende slang (ruling 18: 1000; some clubs play 2000).
    pub winding_snake: u32,
    pub twins_terminals: TwinsTerminals,
    /// `classic`: the last tile of the dead wall counts as last tile too, so a
    /// replacement tile that is the last tile gets both doublings (rulings 13, 23).
    pub last_tile_includes_dead_wall: bool,
    pub only_possible: OnlyPossible,
    /// Gelukstenen (flowers and seasons) are played (ruling 21, `nmb` option).
    pub flowers: bool,
    /// Chip settlement: scores rounded to the nearest ten (ruling 21, `nmb` option).
    pub round_to_tens: bool,
    /// The green-dragon round may be played (ruling 22, `classic`).
    pub green_dragon_round: bool,
    /// Games of three players (no bamboo, no North, no open chows) and of
    /// five (one sits out each hand) are played (ruling 22, `classic`).
    pub three_and_five_players: bool,
    pub rotation: Rotation,
}

impl RuleSet {
    /// Nederlandse Toernooispelregels 2002 (book 000), the default.
    pub const NTS: RuleSet = RuleSet {
        name: "nts",
        limit: 2000,
        min_doublings: 2,
        winding_snake: 1000,
        twins_terminals: TwinsTerminals::OneSuit,
        last_tile_includes_dead_wall: false,
        only_possible: OnlyPossible::AnyCompletion,
        flowers: false,
        round_to_tens: false,
        green_dragon_round: false,
        three_and_five_players: false,
        rotation: Rotation::EveryHand,
    };

    /// Klassiek mahjong, club rules of Jelte Rep 2008 (books 001/002).
    pub const CLASSIC: RuleSet = RuleSet {
        name: "classic",
        twins_terminals: TwinsTerminals::Any,
        last_tile_includes_dead_wall: true,
        green_dragon_round: true,
        three_and_five_players: true,
        rotation: Rotation::ReplayDraw,
        ..RuleSet::NTS
    };

    /// Nederlandse Mahjong Bond as played by MC Groene Hart 2011 (book 003).
    pub const NMB: RuleSet = RuleSet {
        name: "nmb",
        only_possible: OnlyPossible::ValidCompletion,
        rotation: Rotation::KeepEastOnWinOrDraw,
        ..RuleSet::NTS
    };

    /// The named presets, default first.
    pub const PRESETS: [RuleSet; 3] = [RuleSet::NTS, RuleSet::CLASSIC, RuleSet::NMB];

    /// Looks up a preset by id.
    pub fn preset(name: &str) -> Option<RuleSet> {
        RuleSet::PRESETS.into_iter().find(|r| r.name == name)
    }

    /// Applies the chip rounding of ruling 21 when the option is on:
    /// to the nearest ten, halves up.
    pub fn round_score(&self, score: u32) -> u32 {
        if self.round_to_tens {
            (score + 5) / 10 * 10
        } else {
            score
        }
    }
}

impl Default for RuleSet {
    fn default() -> RuleSet {
        RuleSet::NTS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_differ_where_the_rulings_say() {
        assert_eq!(RuleSet::preset("nts"), Some(RuleSet::NTS));
        assert_eq!(RuleSet::preset("mcr"), None);
        // Ruling 16: classic allows any terminals in zeer schone tweelingen.
        assert_eq!(RuleSet::CLASSIC.twins_terminals, TwinsTerminals::Any);
        // Ruling 7: nmb counts only valid completions.
        assert_eq!(RuleSet::NMB.only_possible, OnlyPossible::ValidCompletion);
        assert_eq!(RuleSet::NTS.limit, 2000);
    }

    #[test]
    fn chip_rounding() {
        // Ruling 21: 96 -> 100, 64 -> 60, 25 -> 30 (halves up); off by default.
        let chips = RuleSet { round_to_tens: true, ..RuleSet::NMB };
        assert_eq!(chips.round_score(96), 100);
        assert_eq!(chips.round_score(64), 60);
        assert_eq!(chips.round_score(25), 30);
        assert_eq!(RuleSet::NMB.round_score(96), 96);
    }
}
