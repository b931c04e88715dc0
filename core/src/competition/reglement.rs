//! A club's competition rules (reglement) as data, and the four presets of
//! `shared/competition/README.md` (rulings C5-C12). A club's own reglement
//! is the same struct with its own numbers, never a code change.

use std::borrow::Cow;

/// How equal totals at a table are ordered (ruling C4 and C12); shared
/// when a club's own reglement says nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum TiePolicy {
    /// More mahjongs made first, then fewer caused; still equal: shared
    /// places (C4).
    MahjongsThenCaused,
    /// Equal totals share their places at once (C12).
    #[default]
    Shared,
}

impl TiePolicy {
    /// Every policy, in the order a form lists them.
    pub const ALL: [TiePolicy; 2] = [TiePolicy::MahjongsThenCaused, TiePolicy::Shared];

    /// Its id in a season file: `mahjongs` or `shared`.
    pub fn id(self) -> &'static str {
        match self {
            TiePolicy::MahjongsThenCaused => "mahjongs",
            TiePolicy::Shared => "shared",
        }
    }

    /// The policy of an id, if any.
    pub fn from_id(id: &str) -> Option<TiePolicy> {
        TiePolicy::ALL.into_iter().find(|p| p.id() == id)
    }
}

/// How equal season totals are ordered (rulings C9, C10-C12); shared when
/// a club's own reglement says nothing.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum SeasonTies {
    /// More mahjongs made over the counting evenings, then fewer caused (C9).
    Mahjongs,
    /// The higher sum of table totals (C12).
    TableTotals,
    /// Equal totals share the rank (C10, C11).
    #[default]
    Shared,
}

impl SeasonTies {
    /// Every policy, in the order a form lists them.
    pub const ALL: [SeasonTies; 3] = [SeasonTies::Mahjongs, SeasonTies::TableTotals, SeasonTies::Shared];

    /// Its id in a season file: `mahjongs`, `table-totals` or `shared`.
    pub fn id(self) -> &'static str {
        match self {
            SeasonTies::Mahjongs => "mahjongs",
            SeasonTies::TableTotals => "table-totals",
            SeasonTies::Shared => "shared",
        }
    }

    /// The policy of an id, if any.
    pub fn from_id(id: &str) -> Option<SeasonTies> {
        SeasonTies::ALL.into_iter().find(|p| p.id() == id)
    }
}

/// Table points by place, in half points (so 0.5 is data): for a table of
/// 3, 4 and 5 players.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TablePoints {
    /// Places 1-3 of a 3-player table.
    pub three: [u32; 3],
    /// Places 1-4 of a 4-player table.
    pub four: [u32; 4],
    /// Places 1-5 of a 5-player table.
    pub five: [u32; 5],
}

impl TablePoints {
    /// The half points of the places of a table of `size` players; `None`
    /// for a size no table has (ruling C3).
    pub fn halves(&self, size: usize) -> Option<&[u32]> {
        match size {
            3 => Some(&self.three),
            4 => Some(&self.four),
            5 => Some(&self.five),
            _ => None,
        }
    }
}

/// Periods of a season whose best evenings count (ruling C11).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Periods {
    /// Evenings per period, in date order (the last may be shorter).
    pub length: usize,
    /// The best results of a period that count.
    pub best: usize,
}

/// What qualifies a player for the championship, and what then counts
/// (ruling C8): at least `numer/denom` of the counting evenings played;
/// a qualified player's best `ceil(E x numer / denom)` evenings count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Qualification {
    /// The fraction's numerator (3 for 75%).
    pub numer: u32,
    /// The fraction's denominator (4 for 75%).
    pub denom: u32,
}

/// A club's competition rules.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Reglement {
    /// The id: `groene-hart`, `keevel`, `bamboe-acht`, `mcr-toernooi`, or a
    /// club's own.
    pub id: Cow<'static, str>,
    /// Table points by place; `None`: the table totals themselves count.
    pub table_points: Option<TablePoints>,
    /// How equal totals at a table are ordered.
    pub ties: TiePolicy,
    /// How equal season totals are ordered.
    pub season_ties: SeasonTies,
    /// Points every player of a counting evening gets on top (C6).
    pub bonus_per_evening: u32,
    /// Added to a player's table total for playing an evening (C10).
    pub attendance_premium: i64,
    /// An evening counts only with at least this many players (C7).
    pub min_players: usize,
    /// Qualification for the championship and best-k (C8).
    pub qualification: Option<Qualification>,
    /// Periods with their best evenings (C11).
    pub periods: Option<Periods>,
    /// Taken from every player of a table that did not finish (C11).
    pub unfinished_deduction: i64,
}

impl Reglement {
    /// Groene Hart (C5-C9): table points 4, 2, 1, 0.5 (0 for a 5-table's
    /// last, 4, 2, 0.5 at a 3-table), 1 bonus point an evening, evenings
    /// of at least 8 players, 75% to qualify and the best 75% count.
    pub const GROENE_HART: Reglement = Reglement {
        id: Cow::Borrowed("groene-hart"),
        table_points: Some(TablePoints { three: [8, 4, 1], four: [8, 4, 2, 1], five: [8, 4, 2, 1, 0] }),
        ties: TiePolicy::MahjongsThenCaused,
        season_ties: SeasonTies::Mahjongs,
        bonus_per_evening: 1,
        attendance_premium: 0,
        min_players: 8,
        qualification: Some(Qualification { numer: 3, denom: 4 }),
        periods: None,
        unfinished_deduction: 0,
    };

    /// Keevel / Pe-ling (C10): the table total plus 3000 for coming.
    pub const KEEVEL: Reglement = Reglement {
        id: Cow::Borrowed("keevel"),
        table_points: None,
        ties: TiePolicy::Shared,
        season_ties: SeasonTies::Shared,
        bonus_per_evening: 0,
        attendance_premium: 3000,
        min_players: 0,
        qualification: None,
        periods: None,
        unfinished_deduction: 0,
    };

    /// Bamboe Acht (C11): periods of 7 evenings, the best 5 of each count;
    /// an unfinished table costs each of its players 20.
    pub const BAMBOE_ACHT: Reglement = Reglement {
        id: Cow::Borrowed("bamboe-acht"),
        table_points: None,
        ties: TiePolicy::Shared,
        season_ties: SeasonTies::Shared,
        bonus_per_evening: 0,
        attendance_premium: 0,
        min_players: 0,
        qualification: None,
        periods: Some(Periods { length: 7, best: 5 }),
        unfinished_deduction: 20,
    };

    /// EMA practice for MCR (C12): table points 4, 2, 1, 0 (5-table 4, 2,
    /// 1, 0, 0; 3-table 4, 2, 0), equal totals share at once.
    pub const MCR_TOERNOOI: Reglement = Reglement {
        id: Cow::Borrowed("mcr-toernooi"),
        table_points: Some(TablePoints { three: [8, 4, 0], four: [8, 4, 2, 0], five: [8, 4, 2, 0, 0] }),
        ties: TiePolicy::Shared,
        season_ties: SeasonTies::TableTotals,
        bonus_per_evening: 0,
        attendance_premium: 0,
        min_players: 0,
        qualification: None,
        periods: None,
        unfinished_deduction: 0,
    };

    /// The presets, Groene Hart first.
    pub const PRESETS: [Reglement; 4] = [Reglement::GROENE_HART, Reglement::KEEVEL, Reglement::BAMBOE_ACHT, Reglement::MCR_TOERNOOI];

    /// A preset by its id.
    pub fn preset(id: &str) -> Option<Reglement> {
        Reglement::PRESETS.into_iter().find(|r| r.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tie policies' ids are the season file's words (C4, C9, C12),
    /// each read back to its policy, and nothing else is one.
    #[test]
    fn tie_policies_by_id() {
        for p in TiePolicy::ALL {
            assert_eq!(TiePolicy::from_id(p.id()), Some(p));
        }
        for p in SeasonTies::ALL {
            assert_eq!(SeasonTies::from_id(p.id()), Some(p));
        }
        assert_eq!(TiePolicy::from_id("table-totals"), None, "a season's tie only");
        assert_eq!(SeasonTies::from_id("table-totals"), Some(SeasonTies::TableTotals));
        assert_eq!((TiePolicy::default(), SeasonTies::default()), (TiePolicy::Shared, SeasonTies::Shared));
    }

    #[test]
    fn presets_by_id_with_the_clubs_numbers() {
        for r in Reglement::PRESETS {
            assert_eq!(Reglement::preset(&r.id), Some(r));
        }
        assert_eq!(Reglement::preset("riichi"), None);
        // C5: 4, 2, 1, 0.5 in half points; C12: 4, 2, 1, 0.
        assert_eq!(Reglement::GROENE_HART.table_points.unwrap().halves(4), Some(&[8, 4, 2, 1][..]));
        assert_eq!(Reglement::MCR_TOERNOOI.table_points.unwrap().halves(3), Some(&[8, 4, 0][..]));
        assert_eq!(Reglement::GROENE_HART.table_points.unwrap().halves(6), None);
        // C10, C11.
        assert_eq!(Reglement::KEEVEL.attendance_premium, 3000);
        assert_eq!(Reglement::BAMBOE_ACHT.periods, Some(Periods { length: 7, best: 5 }));
    }
}
