//! `{"season": ...}`: a season's standings by a club's reglement (issue 21,
//! rulings C1-C12). Each table is typed results (a club that scores on
//! paper) or a whole game line, replayed, so its totals cannot disagree
//! with its hands; a player's name is their identity across evenings. The
//! reglement is a preset's id or a club's own as an object.

use std::borrow::Cow;
use std::collections::BTreeSet;

use serde::de::{Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};

use super::game::GameLine;
use super::table::{TableCard, TableRef};
use super::{Answer, ErrorItem};
use crate::competition::reglement::{Periods, Qualification, TablePoints};
use crate::competition::stats::{PlayerStats, Statistics};
use crate::competition::tournament::Penalty;
use crate::competition::typed::check_typed;
use crate::competition::{
    points_text, standings, Evening, NotCounted, Points, Reglement, Season, SeasonTies, Standing, Standings, Table, TableResult, TiePolicy,
};
use crate::rules::Variant;

pub mod change;
pub mod meta;
mod problem;
use problem::cut;
pub use problem::{check_name, BadName, EveningProblem, Field, List, Names, NotDrawn, ReglementProblem, SeasonProblem, TableProblem};

pub use super::limits::{MAX_EVENINGS, MAX_MEMBERS, MAX_NAME, MAX_TABLES};
/// The largest table total, either way: a game of limit hands stays far below.
pub use crate::competition::typed::MAX_TOTAL;

/// `{"season": {"reglement": ..., "evenings": [...]}}`: the standings'
/// input, and also the organiser's whole season (its backup, and the file
/// a club publishes): the fields the standings do not read (`name`,
/// `rules`, `inactive`, an evening's `present` and `draw`, a table's
/// `table`) are kept for the app.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct SeasonIn {
    /// The season's name ("Competitie 2026-2027").
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// The rule set of the evenings' games.
    #[serde(default, skip_serializing_if = "is_nts")]
    pub rules: Variant,
    /// A preset's id (`groene-hart`, `keevel`, `bamboe-acht`,
    /// `mcr-toernooi`) or a club's own reglement.
    pub reglement: ReglementIn,
    /// The club's members (optional): then only members count towards an
    /// evening's minimum (C7) and only members are ranked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub members: Option<Vec<String>>,
    /// Members who no longer come (kept for their history; not offered
    /// when an evening's players are ticked).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inactive: Vec<String>,
    /// The organiser's secret the tables' keys are made from (the app's;
    /// in the backup, never in the published file).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
    /// The evenings, in any order (objects: F13, issue 32).
    #[serde(deserialize_with = "super::object::many")]
    pub evenings: Vec<EveningIn>,
    /// A tournament day (issue 36): its rounds are the evenings
    /// (`YYYY-MM-DD-r01`, ...), its players, and the referee's penalties.
    #[serde(default, deserialize_with = "super::object::optional", skip_serializing_if = "Option::is_none")]
    pub tournament: Option<meta::TournamentMeta>,
    /// The season's log as the organiser's backup carries it (C19, issue
    /// 49); the standings never read it, the published file has none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub log: Vec<change::log::Entry>,
}

fn is_nts(v: &Variant) -> bool {
    *v == Variant::Nts
}

impl SeasonIn {
    /// The tables of the evenings before `date`, in date order, East
    /// first: each evening's draw where it has one, else its results'
    /// players. What a draw reads as the season so far (C14).
    pub fn history_before(&self, date: &str) -> Vec<Vec<Vec<String>>> {
        let mut before: Vec<&EveningIn> = self.evenings.iter().filter(|e| e.date.as_str() < date).collect();
        crate::order::sort_by(&mut before, |a, b| a.date.cmp(&b.date));
        before
            .into_iter()
            .map(|e| match &e.draw {
                Some(d) => d.tables.clone(),
                None => e.tables.iter().map(TableIn::names).collect(),
            })
            .collect()
    }

    /// The evening of `date`.
    pub fn evening(&self, date: &str) -> Option<&EveningIn> {
        self.evenings.iter().find(|e| e.date == date)
    }

    /// The evening of `date`, to change.
    pub fn evening_mut(&mut self, date: &str) -> Option<&mut EveningIn> {
        self.evenings.iter_mut().find(|e| e.date == date)
    }

    /// The evening a card names (issue 49): by its id, which a move to
    /// another date keeps ([`EveningIn::identity`]).
    pub fn evening_of(&self, at: &TableRef) -> Option<&EveningIn> {
        self.evenings.iter().find(|e| e.identity() == at.evening_id())
    }

    /// An id for a new evening on `date` (issue 49): none (its date) where
    /// no evening has that id; else `date.2`, `date.3`, ... the first free.
    pub(super) fn fresh_id(&self, date: &str) -> Option<String> {
        let taken = |id: &str| self.evenings.iter().any(|e| e.identity() == id);
        if !taken(date) {
            return None;
        }
        (2..).map(|n| format!("{date}.{n}")).find(|id| !taken(id))
    }

    /// The card of table `table` of the evening on `date` (issues 31, 49):
    /// the table as drawn, East first, with its key where the season has
    /// a secret; `season_id` is the season's id on the organiser's phone.
    pub fn card(&self, season_id: &str, date: &str, table: u32) -> Option<TableCard> {
        let e = self.evening(date)?;
        let names = e.draw.as_ref()?.table(table)?.clone();
        let id = e.identity();
        let at = TableRef {
            season: self.name.clone(),
            id: Some(season_id.to_string()),
            date: e.date.clone(),
            evening: e.id.clone(),
            table,
            key: self.secret.as_deref().map(|s| super::table::table_key(s, id, table, &names)),
            inbox: None,
        };
        Some(TableCard { at, rules: self.rules, names })
    }

    /// Whether `name` has played or been drawn in any evening.
    pub fn has_played(&self, name: &str) -> bool {
        self.evenings.iter().any(|e| {
            e.tables.iter().any(|t| t.names().iter().any(|n| n == name))
                || e.draw.iter().flat_map(|d| &d.tables).flatten().any(|n| n == name)
        })
    }

    /// Renames a player everywhere: members, who came, draws, results and
    /// the games' names (a name is the player's identity, C1).
    pub fn rename(&mut self, from: &str, to: &str) {
        let fix = |n: &mut String| {
            if n == from {
                *n = to.to_string();
            }
        };
        self.members.iter_mut().flatten().for_each(fix);
        self.inactive.iter_mut().for_each(fix);
        for e in &mut self.evenings {
            e.present.iter_mut().for_each(fix);
            e.draw.iter_mut().flat_map(|d| &mut d.tables).flatten().for_each(fix);
            for t in &mut e.tables {
                t.players.iter_mut().for_each(fix);
                t.game.iter_mut().flat_map(|g| &mut g.names).for_each(fix);
            }
        }
    }
}

impl TableIn {
    /// Each player's table total, in the order of [`TableIn::names`]:
    /// typed, or the game's replayed (none where it does not replay).
    pub fn totals(&self) -> Vec<i64> {
        match &self.game {
            Some(g) if self.players.is_empty() => g.replay().map(|r| r.totals).unwrap_or_default(),
            _ => self.totals.clone(),
        }
    }

    /// The typed results, a line per player (C1): a missing total, or
    /// mahjongs made or caused not given, count as 0.
    pub fn typed_results(&self) -> Vec<TableResult> {
        let at = |v: &[u32], i: usize| v.get(i).copied().unwrap_or(0);
        (0..self.players.len())
            .map(|i| TableResult {
                player: self.players[i].clone(),
                total: self.totals.get(i).copied().unwrap_or(0),
                made: at(&self.mahjongs, i),
                caused: at(&self.caused, i),
            })
            .collect()
    }

    /// The players: typed, or the game's names.
    pub fn names(&self) -> Vec<String> {
        match &self.game {
            Some(g) if self.players.is_empty() => g.names.clone(),
            _ => self.players.clone(),
        }
    }
}

/// A preset's id, or a club's own reglement.
#[derive(Serialize, Clone, PartialEq, Debug)]
#[serde(untagged)]
pub enum ReglementIn {
    /// `"groene-hart"`.
    Preset(String),
    /// `{"base": "groene-hart", "min_players": 6, ...}`.
    Custom(Box<CustomIn>),
}

impl ReglementIn {
    /// The reglement: the preset of that id, or the club's own; else every
    /// problem with it.
    pub fn resolve(&self) -> Result<Reglement, Vec<ReglementProblem>> {
        match self {
            ReglementIn::Preset(id) => Reglement::preset(id).ok_or_else(|| vec![ReglementProblem::UnknownPreset { id: cut(id) }]),
            ReglementIn::Custom(c) => c.reglement(),
        }
    }
}

impl<'de> Deserialize<'de> for ReglementIn {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ReglementIn;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a preset's id or a reglement object")
            }
            fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<ReglementIn, E> {
                Ok(ReglementIn::Preset(s.to_string()))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<ReglementIn, A::Error> {
                CustomIn::deserialize(serde::de::value::MapAccessDeserializer::new(map)).map(|c| ReglementIn::Custom(Box::new(c)))
            }
        }
        d.deserialize_any(V)
    }
}

/// A club's own reglement: every field optional, taken from `base` (a
/// preset) where missing, or else neutral (table totals count, no bonus,
/// no minimum). `null` switches table points, qualification or periods off.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct CustomIn {
    /// The club's name for it (default `eigen`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The preset it starts from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    /// `{"three": [4, 2, 0.5], "four": [4, 2, 1, 0.5], "five": [...]}` in
    /// points (halves allowed), or `null`: table totals count.
    #[serde(default, deserialize_with = "given_object", skip_serializing_if = "Option::is_none")]
    pub table_points: Option<Option<TablePointsIn>>,
    /// `"mahjongs"` (C4) or `"shared"` (C12).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ties: Option<String>,
    /// `"mahjongs"` (C9), `"table-totals"` (C12) or `"shared"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub season_ties: Option<String>,
    /// Points for every player of a counting evening (C6).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bonus_per_evening: Option<u32>,
    /// Added to a table total for playing (C10).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attendance_premium: Option<i64>,
    /// The fewest players of a counting evening (C7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_players: Option<usize>,
    /// Per cent of the evenings to play to qualify; the best that many
    /// per cent count (C8); `null`: none.
    #[serde(default, deserialize_with = "given", skip_serializing_if = "Option::is_none")]
    pub qualification: Option<Option<u32>>,
    /// `{"length": 7, "best": 5}` (C11), or `null`.
    #[serde(default, deserialize_with = "given_object", skip_serializing_if = "Option::is_none")]
    pub periods: Option<Option<PeriodsIn>>,
    /// Taken from each player of an unfinished table (C11).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unfinished_deduction: Option<i64>,
}

/// A field that is present: `null` is `Some(None)`, absent is `None`.
fn given<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(d).map(Some)
}

/// The same for a struct: an object or `null`, never an array (F13).
fn given_object<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<Option<T>>, D::Error> {
    super::object::optional(d).map(Some)
}

/// Table points per table size, in points.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct TablePointsIn {
    /// Places 1-3.
    pub three: Vec<f64>,
    /// Places 1-4.
    pub four: Vec<f64>,
    /// Places 1-5.
    pub five: Vec<f64>,
}

/// Periods of best evenings.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct PeriodsIn {
    /// Evenings per period.
    pub length: usize,
    /// The best that count.
    pub best: usize,
}

/// Half points from points, where they are halves from 0 to 1000.
/// A table of `N` players' places (C5).
fn halves<const N: usize>(points: &[f64], problems: &mut Vec<ReglementProblem>) -> [u32; N] {
    let mut out = [0; N];
    if points.len() != N {
        problems.push(ReglementProblem::Places { size: N, given: points.len() });
        return out;
    }
    for (o, &p) in out.iter_mut().zip(points) {
        let h = p * 2.0;
        if !(0.0..=2000.0).contains(&h) || h.fract() != 0.0 {
            problems.push(ReglementProblem::NotHalves { size: N, value: p });
            return out;
        }
        *o = h as u32;
    }
    if out.windows(2).any(|w| w[0] < w[1]) {
        problems.push(ReglementProblem::LowerPlaceMore { size: N });
    }
    out
}

/// A reglement with every field given, as a club's own form starts from it:
/// `reglement()` of this gives the reglement back.
impl From<&Reglement> for CustomIn {
    fn from(r: &Reglement) -> CustomIn {
        let points = |h: &[u32]| h.iter().map(|&h| f64::from(h) / 2.0).collect::<Vec<_>>();
        CustomIn {
            id: Some(r.id.to_string()),
            base: None,
            table_points: Some(r.table_points.map(|t| TablePointsIn {
                three: points(&t.three),
                four: points(&t.four),
                five: points(&t.five),
            })),
            ties: Some(r.ties.id().into()),
            season_ties: Some(r.season_ties.id().into()),
            bonus_per_evening: Some(r.bonus_per_evening),
            attendance_premium: Some(r.attendance_premium),
            min_players: Some(r.min_players),
            qualification: Some(r.qualification.map(|q| q.numer * 100 / q.denom)),
            periods: Some(r.periods.map(|p| PeriodsIn { length: p.length, best: p.best })),
            unfinished_deduction: Some(r.unfinished_deduction),
        }
    }
}

impl CustomIn {
    /// The reglement, or every problem with it at once.
    pub fn reglement(&self) -> Result<Reglement, Vec<ReglementProblem>> {
        let mut p = Vec::new();
        let base = match self.base.as_deref() {
            None => Reglement {
                id: Cow::Borrowed("eigen"),
                table_points: None,
                ties: TiePolicy::Shared,
                season_ties: SeasonTies::Shared,
                ..Reglement::KEEVEL
            },
            Some(b) => Reglement::preset(b).unwrap_or_else(|| {
                p.push(ReglementProblem::UnknownBase { base: cut(b) });
                Reglement::KEEVEL
            }),
        };
        let base = Reglement { attendance_premium: if self.base.is_none() { 0 } else { base.attendance_premium }, ..base };
        let id = match &self.id {
            Some(id) if id.trim().is_empty() || id.chars().count() > MAX_NAME => {
                p.push(ReglementProblem::Id);
                base.id.clone()
            }
            Some(id) => Cow::Owned(id.clone()),
            None => Cow::Borrowed("eigen"),
        };
        let table_points = match &self.table_points {
            None => base.table_points,
            Some(None) => None,
            Some(Some(t)) => {
                Some(TablePoints { three: halves(&t.three, &mut p), four: halves(&t.four, &mut p), five: halves(&t.five, &mut p) })
            }
        };
        let ties = match self.ties.as_deref() {
            None => base.ties,
            Some(t) => TiePolicy::from_id(t).unwrap_or_else(|| {
                p.push(ReglementProblem::Ties { given: cut(t) });
                base.ties
            }),
        };
        let season_ties = match self.season_ties.as_deref() {
            None => base.season_ties,
            Some(t) => SeasonTies::from_id(t).unwrap_or_else(|| {
                p.push(ReglementProblem::SeasonTies { given: cut(t) });
                base.season_ties
            }),
        };
        let bonus_per_evening = self.bonus_per_evening.unwrap_or(base.bonus_per_evening);
        if bonus_per_evening > 1000 {
            p.push(ReglementProblem::Bonus { value: bonus_per_evening });
        }
        let attendance_premium = self.attendance_premium.unwrap_or(base.attendance_premium);
        let unfinished_deduction = self.unfinished_deduction.unwrap_or(base.unfinished_deduction);
        let ranged = [(Field::AttendancePremium, attendance_premium), (Field::UnfinishedDeduction, unfinished_deduction)];
        for (field, value) in ranged {
            if !(0..=MAX_TOTAL).contains(&value) {
                p.push(ReglementProblem::Range { field, value });
            }
        }
        let min_players = self.min_players.unwrap_or(base.min_players);
        if min_players > 1000 {
            p.push(ReglementProblem::MinPlayers { value: min_players });
        }
        let qualification = match self.qualification {
            None => base.qualification,
            Some(None) => None,
            Some(Some(pc)) if (1..=100).contains(&pc) => Some(Qualification { numer: pc, denom: 100 }),
            Some(Some(pc)) => {
                p.push(ReglementProblem::Qualification { value: pc });
                None
            }
        };
        let periods = match &self.periods {
            None => base.periods,
            Some(None) => None,
            Some(Some(x)) if (1..=100).contains(&x.length) && (1..=x.length).contains(&x.best) => {
                Some(Periods { length: x.length, best: x.best })
            }
            Some(Some(x)) => {
                p.push(ReglementProblem::Periods { length: x.length, best: x.best });
                None
            }
        };
        if qualification.is_some() && periods.is_some() {
            p.push(ReglementProblem::QualificationAndPeriods);
        }
        // Issue 32: a field the others make void is refused, naming both
        // (places come from table totals, so with table points a premium or
        // a deduction changes nothing; the bonus goes with table points, C6).
        if table_points.is_some() {
            for (field, value) in ranged {
                if value != 0 {
                    p.push(ReglementProblem::VoidWithTablePoints { field, value });
                }
            }
        } else if bonus_per_evening != 0 {
            p.push(ReglementProblem::BonusWithoutTablePoints { value: bonus_per_evening });
        }
        if !p.is_empty() {
            return Err(p);
        }
        Ok(Reglement {
            id,
            table_points,
            ties,
            season_ties,
            bonus_per_evening,
            attendance_premium,
            min_players,
            qualification,
            periods,
            unfinished_deduction,
        })
    }
}

/// One evening: its date and tables' results; for the organiser also
/// who came and the draw.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct EveningIn {
    /// `YYYY-MM-DD`: the evening's date, one evening a date.
    pub date: String,
    /// The evening's id where it is not its date (issue 49): the date it
    /// was drawn on before it moved (C19), or `date.2` for a new evening
    /// on a moved one's first date. Its cards name it, so they still
    /// reach it after a move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// Who came (ticked by the organiser; the results name who played).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub present: Vec<String>,
    /// The evening's draw (C13-C16).
    #[serde(default, deserialize_with = "super::object::optional", skip_serializing_if = "Option::is_none")]
    pub draw: Option<DrawnIn>,
    /// The drawn tables whose card was handed out (shown or printed), by
    /// number: started, with those that have a result (C20).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cards_out: Vec<u32>,
    /// The tables' results.
    #[serde(deserialize_with = "super::object::many")]
    pub tables: Vec<TableIn>,
    /// Results waiting for the organiser's choice (issue 51): a second,
    /// different result for a table that has one, kept until chosen
    /// (across reloads, backups and phones), one a table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub waiting: Vec<TableIn>,
    /// Results the organiser removed (issue 51): the same result sent
    /// again stays out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<RemovedIn>,
}

/// A table's result the organiser removed (C19, issue 51): which table,
/// when (the app's timestamp, as the log keeps it) and the removed game's
/// print ([`crate::json::table::game_print`]), so its link taken again
/// is known and refused.
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug)]
#[serde(deny_unknown_fields)]
pub struct RemovedIn {
    /// The table, from 1.
    pub table: u32,
    /// When it was removed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on: Option<String>,
    /// The removed game's print.
    pub game: String,
}

impl EveningIn {
    /// The evening's id in the season: its date, or the id it kept when
    /// it moved (issue 49).
    pub fn identity(&self) -> &str {
        self.id.as_deref().unwrap_or(&self.date)
    }

    /// The result kept for table `number`.
    pub fn result(&self, number: u32) -> Option<&TableIn> {
        self.tables.iter().find(|t| t.table == Some(number))
    }

    /// The result kept for table `number`, to change.
    pub fn result_mut(&mut self, number: u32) -> Option<&mut TableIn> {
        self.tables.iter_mut().find(|t| t.table == Some(number))
    }

    /// Whether every drawn table has its result (an evening without a draw:
    /// any result). Only then is it said whether the evening counts (C7)
    /// and who won it (C18).
    pub fn finished(&self) -> bool {
        let drawn = self.draw.as_ref().map_or(0, |d| d.tables.len());
        !self.tables.is_empty() && self.tables.len() >= drawn
    }

    /// Who sits at a table but is no longer ticked present, and what the
    /// organiser can do about each (C16, C20, issue 49); not those whose
    /// table has its result (they played it).
    pub fn leavers(&self) -> Vec<(String, crate::competition::seating::Leaving)> {
        use crate::competition::seating;
        let Some(d) = &self.draw else { return Vec::new() };
        let started = self.started();
        seating::leavers(&d.tables, &self.present)
            .into_iter()
            .filter_map(|n| Some((n.to_string(), seating::leaving(&d.tables, n, &started, &self.present)?)))
            .filter(|(_, l)| self.result(l.table).is_none())
            .collect()
    }

    /// The started tables (C20): a card handed out, or a result in; by
    /// number, ascending.
    pub fn started(&self) -> Vec<u32> {
        let mut out: Vec<u32> = self.cards_out.iter().copied().chain(self.tables.iter().filter_map(|t| t.table)).collect();
        crate::order::sort(&mut out);
        out.dedup();
        out
    }
}

/// An evening's draw as kept: the seed and the tables (East first), each
/// table numbered from 1 in this order.
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug)]
#[serde(deny_unknown_fields)]
pub struct DrawnIn {
    /// The seed it was drawn with (C15).
    pub seed: u64,
    /// The tables, East first.
    pub tables: Vec<Vec<String>>,
}

impl DrawnIn {
    /// The players of table `number` (from 1), East first.
    pub fn table(&self, number: u32) -> Option<&Vec<String>> {
        self.tables.get((number as usize).checked_sub(1)?)
    }
}

impl EveningIn {
    /// Ruling C1: a result of a drawn evening names the players drawn at
    /// its table (in any order). A result without a table number, or an
    /// evening without a draw, has nothing to agree with.
    pub fn check_drawn(&self, result: &TableIn) -> Result<(), NotDrawn> {
        let (Some(d), Some(table)) = (&self.draw, result.table) else { return Ok(()) };
        let mut drawn = d.table(table).ok_or(NotDrawn::NoTable { table })?.clone();
        let mut named = result.names();
        crate::order::sort(&mut drawn);
        crate::order::sort(&mut named);
        if drawn == named {
            Ok(())
        } else {
            Err(NotDrawn::WrongPlayers { table })
        }
    }
}

/// A table: typed results, or `{"game": {...}}` with the players' names.
#[derive(Serialize, Deserialize, Clone, PartialEq, Eq, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct TableIn {
    /// The table's number in the evening's draw, from 1 (the app's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<u32>,
    /// The players, in the order of the other lists.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
    /// Each player's table total.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub totals: Vec<i64>,
    /// Each player's mahjongs made (default none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mahjongs: Vec<u32>,
    /// Each player's mahjongs caused (default none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub caused: Vec<u32>,
    /// The table did not finish its game (ruling C11).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unfinished: bool,
    /// A whole game, replayed (ruling C1).
    #[serde(default, deserialize_with = "super::object::optional", skip_serializing_if = "Option::is_none")]
    pub game: Option<GameLine>,
    /// The phone that sent it (issue 51), its signature checked when it
    /// came: the table's phone, or visibly another.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone: Option<super::phone::Phone>,
}

/// One player's line of the answer.
#[derive(Serialize, Debug)]
pub struct StandingOut {
    /// The player's name.
    pub player: String,
    /// From 1; equal players share it.
    pub rank: usize,
    /// The total, at most two decimals.
    pub total: f64,
    /// The total as clubs write it ("8,75").
    pub total_text: String,
    /// Qualified for the championship (C8).
    pub qualified: bool,
    /// Counting evenings played.
    pub evenings: usize,
    /// The dates whose results count in the total.
    pub counted: Vec<String>,
    /// The dates played whose results do not count (best-k, C8, C11).
    pub not_counted: Vec<String>,
    /// Mahjongs made over the evenings played.
    pub mahjongs: u32,
    /// Mahjongs caused over the evenings played.
    pub caused: u32,
    /// The sum of the table totals (C12's tie-break).
    pub table_totals: i64,
}

/// One seat of a table in the answer.
#[derive(Serialize, Debug, Clone)]
pub struct SeatOut {
    /// The player.
    pub player: String,
    /// The table total.
    pub total: i64,
    /// Mahjongs made.
    pub mahjongs: u32,
    /// Mahjongs caused.
    pub caused: u32,
    /// The place, from 1 (shared: the best of them).
    pub place: usize,
    /// How many share the place.
    pub shared: usize,
    /// Table points, where the reglement has them.
    pub table_points: Option<f64>,
    /// The same as clubs write them ("1,75"); for the app, not in the JSON.
    #[serde(skip)]
    pub table_points_text: Option<String>,
    /// What the evening is worth to the player.
    pub points: f64,
    /// The same as clubs write it.
    pub points_text: String,
}

impl SeatOut {
    /// A table's seats by place, as a club reads a table's result (a
    /// shared place keeps the table's order).
    pub fn by_place(seats: &mut [SeatOut]) {
        crate::order::sort_by_key(seats, |s| s.place);
    }
}

/// One table of an evening in the answer.
#[derive(Serialize, Debug)]
pub struct TableOut {
    /// Did not finish (C11).
    pub unfinished: bool,
    /// The seats, as given.
    pub seats: Vec<SeatOut>,
}

/// One evening of the answer.
#[derive(Serialize, Debug)]
pub struct EveningOut {
    /// The date.
    pub date: String,
    /// Whether it counts (C7).
    pub counts: bool,
    /// Why not, where it does not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// The same, typed, for a screen to word (C7); not in the JSON.
    #[serde(skip)]
    pub not_counted: Option<NotCounted>,
    /// The evening winner (avondwinnaar, C18): the highest result of the
    /// evening; equal results go to the higher table total; still equal,
    /// more than one. None on an evening that does not count.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<String>,
    /// An evening that does not count: who had the highest table total
    /// ("hoogste score", C18), which wins nothing.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub highest: Vec<String>,
    /// Its tables.
    pub tables: Vec<TableOut>,
}

/// One period's standings (C11).
#[derive(Serialize, Debug)]
pub struct PeriodOut {
    /// The first evening's date.
    pub from: String,
    /// The last evening's date.
    pub to: String,
    /// Ranked by the period's best results.
    pub standings: Vec<StandingOut>,
}

/// The answer to a season line.
#[derive(Serialize, Debug)]
pub struct SeasonOut {
    /// Always true.
    pub valid: bool,
    /// The reglement's id.
    pub reglement: String,
    /// Ranked, best first.
    pub standings: Vec<StandingOut>,
    /// The evenings in date order.
    pub evenings: Vec<EveningOut>,
    /// Each period's standings, where the reglement has periods.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub periods: Vec<PeriodOut>,
    /// Who played a counting evening without being a member.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub guests: Vec<String>,
    /// Every player's statistics, by name.
    pub statistics: Vec<StatsOut>,
}

/// One player's statistics in the answer: from the score sheets (game
/// lines), and places from every table of every evening.
#[derive(Serialize, Debug)]
pub struct StatsOut {
    /// The player.
    pub player: String,
    /// Places 1-5 at every table.
    pub places: [u32; 5],
    /// Tables with a score sheet.
    pub games: u32,
    /// Hands played at them.
    pub hands: u32,
    /// Mahjongs made at every table, typed ones included.
    pub mahjongs: u32,
    /// Of those on the score sheets, as East.
    pub as_east: u32,
    /// Mahjongs caused at every table (C2).
    pub caused: u32,
    /// Tables whose mahjongs are known (every sheet; typed where filled
    /// in): `mahjongs` and `caused` are of these.
    pub mahjong_tables: u32,
    /// Dead hands.
    pub dead: u32,
    /// The average winning score (MCR: fans), one decimal; `null` without a win.
    pub average_win: Option<f64>,
    /// The highest winning score (MCR: fans).
    pub highest_win: u32,
    /// Wins at the limit (Dutch).
    pub limit_hands: u32,
    /// MCR: self-drawn wins.
    pub self_drawn: u32,
    /// MCR: penalty points.
    pub penalties: u32,
    /// MCR: how often each fan was in the player's wins (hands that list them).
    #[serde(skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub fans: std::collections::BTreeMap<String, u32>,
    /// The net against each opponent.
    pub head_to_head: std::collections::BTreeMap<String, i64>,
}

impl SeasonOut {
    /// The evenings with a result, and how many of them count (C7): one
    /// number wherever the season is summed up (issue 49: "10
    /// speelavonden, 9 tellen", never 9 of 10 listed); and the last of them.
    pub fn evenings_played(&self) -> (usize, usize, Option<&str>) {
        let played: Vec<&EveningOut> = self.evenings.iter().filter(|e| !e.tables.is_empty()).collect();
        (played.len(), played.iter().filter(|e| e.counts).count(), played.last().map(|e| e.date.as_str()))
    }
}

impl StatsOut {
    fn of(player: String, s: PlayerStats) -> StatsOut {
        StatsOut {
            player,
            places: s.places,
            games: s.games,
            hands: s.hands,
            mahjongs: s.made,
            as_east: s.made_as_east,
            caused: s.caused,
            mahjong_tables: s.mahjong_tables,
            dead: s.dead,
            average_win: (s.sheet_made > 0).then(|| (s.winning_sum as f64 * 10.0 / f64::from(s.sheet_made)).round() / 10.0),
            highest_win: s.highest,
            limit_hands: s.limit_hands,
            self_drawn: s.self_drawn,
            penalties: s.penalties,
            fans: s.fans,
            head_to_head: s.head_to_head,
        }
    }
}

/// A table's results from a replayed game line (rulings C1, C2): the
/// running totals, the hands won, the hands won on each player's discard;
/// its sheet goes into the statistics.
fn game_table(g: &GameLine, rules: Variant, stats: &mut Statistics) -> Result<Vec<TableResult>, TableProblem> {
    // Issue 32: the season's rule set decides which games it takes.
    if g.rules != rules {
        return Err(TableProblem::OtherRules { game: g.rules, season: rules });
    }
    if g.names.len() != g.players {
        return Err(TableProblem::Names { players: g.players });
    }
    let replay = g.replay()?;
    stats.game(g, &replay);
    Ok(g.names
        .iter()
        .enumerate()
        .map(|(p, name)| TableResult {
            player: name.clone(),
            total: replay.totals[p],
            made: g.hands.iter().filter(|h| h.winner == Some(p)).count() as u32,
            caused: g.hands.iter().filter(|h| h.winner.is_some() && h.discarder == Some(p)).count() as u32,
        })
        .collect())
}

/// A typed table's results: every list as long as the players, and
/// numbers a table gives under the season's rule set (C2, C21).
fn typed_table(t: &TableIn, rules: Variant) -> Result<Vec<TableResult>, TableProblem> {
    let players = t.players.len();
    let lists = [(List::Totals, t.totals.len(), false), (List::Mahjongs, t.mahjongs.len(), true), (List::Caused, t.caused.len(), true)];
    for (list, len, optional) in lists {
        if len != players && !(optional && len == 0) {
            return Err(TableProblem::Length { list, len, players });
        }
    }
    let results = t.typed_results();
    check_typed(&results, rules)?;
    Ok(results)
}

/// A date as `YYYY-MM-DD` (the order of the season), a real calendar day.
pub fn check_date(date: &str) -> Result<(), crate::competition::date::DateError> {
    date.parse::<crate::competition::date::Date>().map(|_| ())
}

/// Exact points as a JSON number with at most two decimals.
pub(super) fn two_decimals(p: Points) -> f64 {
    (p * 100).round().to_integer() as f64 / 100.0
}

/// The season, read and checked, and the statistics of its sheets.
fn season(s: &SeasonIn, stats: &mut Statistics) -> Result<Season, SeasonProblem> {
    read_season(s, stats).map(|(season, _)| season)
}

/// The season, read and checked, with a tournament's penalties taken from
/// their rounds; and the penalties whose round has no result of their
/// player yet (they wait for it).
pub(super) fn read_season(s: &SeasonIn, stats: &mut Statistics) -> Result<(Season, Vec<Penalty>), SeasonProblem> {
    if s.evenings.len() > MAX_EVENINGS {
        return Err(SeasonProblem::TooManyEvenings { evenings: s.evenings.len() });
    }
    for (list, names) in [(Names::Members, s.members.as_deref().unwrap_or_default()), (Names::Inactive, &s.inactive[..])] {
        if names.len() > MAX_MEMBERS {
            return Err(SeasonProblem::TooManyNames { list, names: names.len() });
        }
        names.iter().try_for_each(|n| check_name(n).map_err(|name| SeasonProblem::Name { list, name }))?;
        // Issue 51: a list names each player once.
        let mut once = BTreeSet::new();
        if let Some(n) = names.iter().find(|n| !once.insert(n.as_str())) {
            return Err(SeasonProblem::NameTwice { list, name: cut_name(n) });
        }
    }
    if s.name.chars().count() > MAX_NAME {
        return Err(SeasonProblem::SeasonName);
    }
    if s.secret.as_ref().is_some_and(|k| k.len() > 100) {
        return Err(SeasonProblem::Secret);
    }
    // Issue 49: the cards of an evening name it by its id: one evening an id.
    // (Two on one date are the standings' `SameDate`.)
    let mut ids = std::collections::BTreeMap::new();
    let bad = |e: &&EveningIn| e.id.as_ref().is_some_and(|id| id.is_empty() || id.len() > 60);
    if let Some(e) = s.evenings.iter().find(|e| bad(e) || *ids.entry(e.identity()).or_insert(&e.date) != &e.date) {
        return Err(SeasonProblem::EveningId { id: e.identity().to_string() });
    }
    let mut season = Season { members: s.members.as_ref().map(|m| m.iter().cloned().collect::<BTreeSet<_>>()), evenings: Vec::new() };
    for e in &s.evenings {
        season.evenings.push(evening(s, e, stats)?);
    }
    let mut waiting = Vec::new();
    if let Some(t) = &s.tournament {
        let penalties = meta::check_meta(t).map_err(SeasonProblem::Tournament)?;
        // A round's evening is the one whose date names that round.
        let round_of = |e: &Evening| e.date.round();
        waiting = crate::competition::tournament::apply_penalties(&mut season.evenings, &penalties, round_of);
    }
    Ok((season, waiting))
}

/// A name as a problem shows it: at most 40 characters.
fn cut_name(n: &str) -> String {
    n.chars().take(40).collect()
}

/// One evening, read and checked: its date, size, names, draw (C1, C3) and
/// every table's result (C2, C21, a game that replays).
fn evening(s: &SeasonIn, e: &EveningIn, stats: &mut Statistics) -> Result<Evening, SeasonProblem> {
    let date: crate::competition::date::Date = e.date.parse()?;
    let evening = |problem: EveningProblem| SeasonProblem::Evening { date: e.date.clone(), problem };
    let drawn = e.draw.as_ref().map_or(0, |d| d.tables.len());
    // Issue 51: a removed result is a table, a time and a print.
    let removed_ok =
        e.removed.len() <= 4 * MAX_TABLES && e.removed.iter().all(|r| r.game.len() <= 64 && r.on.as_ref().is_none_or(|t| t.len() <= 40));
    if e.tables.len() > MAX_TABLES || drawn > MAX_TABLES || e.present.len() > MAX_MEMBERS || !removed_ok {
        return Err(evening(EveningProblem::TooLarge));
    }
    let seated = e.draw.iter().flat_map(|d| &d.tables);
    if let Some(t) = seated.clone().find(|t| !(3..=5).contains(&t.len())) {
        return Err(evening(EveningProblem::DrawnSize { players: t.len() }));
    }
    e.present.iter().chain(seated.clone().flatten()).try_for_each(|n| check_name(n).map_err(|m| evening(m.into())))?;
    // Issue 51: one seat each, and cards only for drawn tables.
    let mut once = BTreeSet::new();
    if let Some(p) = seated.flatten().find(|p| !once.insert(p.as_str())) {
        return Err(evening(EveningProblem::SeatedTwice { player: cut_name(p) }));
    }
    if let Some(&table) = e.cards_out.iter().find(|&&t| t == 0 || t as usize > drawn) {
        return Err(evening(EveningProblem::CardOut { table }));
    }
    // Issue 51: each waiting result is one the table's kept one could
    // be, one a table.
    let mut waiting = BTreeSet::new();
    if e.waiting.len() > MAX_TABLES || e.waiting.iter().any(|t| !waiting.insert(t.table)) {
        return Err(evening(EveningProblem::TooLarge));
    }
    for t in &e.waiting {
        e.check_drawn(t).map_err(|m| evening(m.into()))?;
        if let Err(problem) = read_table(t, s.rules, stats) {
            return Err(SeasonProblem::Table { date: e.date.clone(), table: t.table.unwrap_or(0) as usize, problem });
        }
    }
    let mut tables = Vec::with_capacity(e.tables.len());
    for (k, t) in e.tables.iter().enumerate() {
        e.check_drawn(t).map_err(|m| evening(m.into()))?;
        match read_table(t, s.rules, stats) {
            Ok(results) => tables.push(Table { results, unfinished: t.unfinished }),
            Err(problem) => return Err(SeasonProblem::Table { date: e.date.clone(), table: k + 1, problem }),
        }
    }
    Ok(Evening { date, tables })
}

/// A table's results: its game replayed, or its typed results checked
/// (C1, C2, C21), each name one a player can have.
pub(super) fn read_table(t: &TableIn, rules: Variant, stats: &mut Statistics) -> Result<Vec<TableResult>, TableProblem> {
    // Issue 51: the phone a result names is a phone.
    if t.phone.as_ref().is_some_and(|p| !p.is_valid()) {
        return Err(TableProblem::Phone);
    }
    match &t.game {
        Some(g) if t.players.is_empty() && t.totals.is_empty() => game_table(g, rules, stats),
        Some(_) => Err(TableProblem::Both),
        None => typed_table(t, rules).inspect(|r| stats.typed(r, !t.mahjongs.is_empty() || !t.caused.is_empty())),
    }
    .and_then(|r| r.iter().try_for_each(|p| check_name(&p.player)).map(|()| r).map_err(TableProblem::from))
}

/// Whether two results of one table are the same result (issue 49): the
/// same players with the same totals, mahjongs made and caused (C1, C2)
/// and the same unfinished mark (C11), whichever way each came (typed from
/// the paper form, a table phone's code without its tiles, its link with
/// them). Only a result the engine reads can be the same as another.
pub fn same_result(a: &TableIn, b: &TableIn, rules: Variant) -> bool {
    let read = |t: &TableIn| {
        let mut r = read_table(t, rules, &mut Statistics::default()).ok()?;
        crate::order::sort_by(&mut r, |x, y| x.player.cmp(&y.player));
        Some(r)
    };
    a.table == b.table && a.unfinished == b.unfinished && read(a).is_some_and(|r| Some(r) == read(b))
}

fn standing_out(l: &Standing, st: &Standings) -> StandingOut {
    let date = |e: &usize| st.evenings[*e].date.to_string();
    StandingOut {
        player: l.player.clone(),
        rank: l.rank,
        total: two_decimals(l.total),
        total_text: points_text(l.total),
        qualified: l.qualified,
        evenings: l.played.len(),
        counted: l.counted.iter().map(date).collect(),
        not_counted: l.played.iter().filter(|e| !l.counted.contains(e)).map(date).collect(),
        mahjongs: l.made,
        caused: l.caused,
        table_totals: l.table_totals,
    }
}

/// A reglement's problems: the first in the message, each in `errors`.
fn every_problem(problems: Vec<ReglementProblem>) -> Answer {
    let items = problems.iter().map(|m| ErrorItem { code: "bad_input", message: super::bounded(m.to_string()) }).collect();
    let mut answer = Answer::error("bad_input", SeasonProblem::Reglement(problems).to_string());
    if let Answer::Invalid(i) = &mut answer {
        i.error.errors = items;
    }
    answer
}

/// One player's place in the standings after an evening.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct CourseLine {
    /// The player.
    pub player: String,
    /// The rank then.
    pub rank: usize,
    /// The total then, at most two decimals.
    pub total: f64,
    /// The same as clubs write it ("8,5"); for the app, not in the JSON.
    #[serde(skip)]
    pub total_text: String,
}

/// The standings after one evening.
#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct CourseStep {
    /// The evening's date.
    pub date: String,
    /// Every ranked player's rank and total after it.
    pub standings: Vec<CourseLine>,
}

/// The season's course (issue 22's chart): the standings after each evening
/// with a result, in date order, as [`answer`] ranks them (C6-C12) over
/// the evenings up to that one. A player's qualification (C8) is judged as
/// it stood then.
pub fn course(s: &SeasonIn) -> Result<Vec<CourseStep>, String> {
    course_last(s, usize::MAX)
}

/// The course's last `last` steps only: each step is the standings up to
/// that evening, so a long season's whole course costs its evenings
/// squared (issue 32: 400 evenings took the Competitie tab 7.6 s at 4x
/// CPU); a chart of a phone's width shows a few dozen anyway.
pub fn course_last(s: &SeasonIn, last: usize) -> Result<Vec<CourseStep>, String> {
    let r = s.reglement.resolve().map_err(|p| SeasonProblem::Reglement(p).to_string())?;
    let all = season(s, &mut Statistics::default()).map_err(|p| p.to_string())?;
    course_of(all, &r, last).map_err(|e| e.to_string())
}

/// The course of a season read: the evenings with a result only.
fn course_of(mut played: Season, r: &Reglement, last: usize) -> Result<Vec<CourseStep>, crate::competition::season::SeasonError> {
    played.evenings.retain(|e| !e.tables.is_empty());
    let steps = crate::competition::season::course(&played, r, last)?;
    Ok(steps
        .into_iter()
        .map(|(date, st)| CourseStep {
            date: date.to_string(),
            standings: st
                .iter()
                .map(|l| CourseLine {
                    player: l.player.clone(),
                    rank: l.rank,
                    total: two_decimals(l.total),
                    total_text: points_text(l.total),
                })
                .collect(),
        })
        .collect())
}

/// The standings and the course's last `last` steps (none for 0), the
/// season read once for both (issue 33: the organiser's screen).
pub fn answer_with_course(s: &SeasonIn, last: usize) -> (Answer, Vec<CourseStep>) {
    let r = match s.reglement.resolve() {
        Ok(r) => r,
        Err(problems) => return (every_problem(problems), Vec::new()),
    };
    let mut stats = Statistics::default();
    let season = match season(s, &mut stats) {
        Ok(season) => season,
        Err(m) => return (Answer::error("bad_input", m.to_string()), Vec::new()),
    };
    let answer = answer_of(s, &r, &season, stats);
    // The season read is the course's own once the standings have it.
    let course = if last == 0 { Vec::new() } else { course_of(season, &r, last).unwrap_or_default() };
    (answer, course)
}

/// Whether the engine reads the season: its reglement, every evening and
/// table, and the standings (what the app checks a change against).
pub fn check(s: &SeasonIn) -> Result<(), SeasonProblem> {
    let r = s.reglement.resolve().map_err(SeasonProblem::Reglement)?;
    standings(&season(s, &mut Statistics::default())?, &r)?;
    Ok(())
}

/// Whether the engine reads the season's evening on `date` as it would read
/// it in the whole season (issue 33: a change to one evening is checked
/// without replaying every game of the season). The season's own fields
/// and the other evenings are as the engine read them before.
pub fn check_evening(s: &SeasonIn, date: &str) -> Result<(), SeasonProblem> {
    let r = s.reglement.resolve().map_err(SeasonProblem::Reglement)?;
    let mut same = s.evenings.iter().filter(|e| e.date == date);
    let Some(e) = same.next() else { return Ok(()) };
    let one = evening(s, e, &mut Statistics::default())?;
    if same.next().is_some() {
        return Err(crate::competition::season::SeasonError::SameDate { date: one.date }.into());
    }
    let one = Season { members: None, evenings: vec![one] };
    standings(&one, &r)?;
    Ok(())
}

/// The season's standings as the engine works them out (for the ratings,
/// issue 53), or why there are none.
pub fn standings_of(s: &SeasonIn) -> Result<crate::competition::Standings, String> {
    let r = s.reglement.resolve().map_err(|p| SeasonProblem::Reglement(p).to_string())?;
    let season = season(s, &mut Statistics::default()).map_err(|p| p.to_string())?;
    standings(&season, &r).map_err(|e| e.to_string())
}

/// Answers a season line: the standings, or why there are none.
pub fn answer(s: &SeasonIn) -> Answer {
    answer_with_course(s, 0).0
}

/// One evening of the answer, its tables' seats placed.
pub(super) fn evening_out(e: &crate::competition::EveningResult, members: bool) -> EveningOut {
    EveningOut {
        winners: e.winners.clone(),
        highest: e.highest.clone(),
        date: e.date.to_string(),
        counts: e.not_counted.is_none(),
        not_counted: e.not_counted,
        why: e.not_counted.map(|NotCounted::TooFew { players, min }| {
            format!("{players} {}players, fewer than {min} (C7)", if members { "member " } else { "" })
        }),
        tables: e
            .tables
            .iter()
            .map(|(seats, unfinished)| TableOut {
                unfinished: *unfinished,
                seats: seats
                    .iter()
                    .map(|seat| SeatOut {
                        player: seat.result.player.clone(),
                        total: seat.result.total,
                        mahjongs: seat.result.made,
                        caused: seat.result.caused,
                        place: seat.place,
                        shared: seat.shared,
                        table_points: seat.table_points.map(two_decimals),
                        table_points_text: seat.table_points.map(points_text),
                        points: two_decimals(seat.worth),
                        points_text: points_text(seat.worth),
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// The answer for a season read (`season`) under its reglement.
fn answer_of(s: &SeasonIn, r: &Reglement, season: &Season, mut stats: Statistics) -> Answer {
    let st = match standings(season, r) {
        Ok(st) => st,
        Err(m) => return Answer::error("bad_input", m.to_string()),
    };
    for seat in st.evenings.iter().flat_map(|e| &e.tables).flat_map(|(seats, _)| seats) {
        stats.place(&seat.result.player, seat.place);
    }
    let evenings = st.evenings.iter().map(|e| evening_out(e, s.members.is_some())).collect();
    Answer::Season(Box::new(SeasonOut {
        valid: true,
        reglement: r.id.to_string(),
        standings: st.standings.iter().map(|l| standing_out(l, &st)).collect(),
        periods: st
            .periods
            .iter()
            .filter_map(|p| {
                Some(PeriodOut {
                    from: st.evenings[*p.evenings.first()?].date.to_string(),
                    to: st.evenings[*p.evenings.last()?].date.to_string(),
                    standings: p.standings.iter().map(|l| standing_out(l, &st)).collect(),
                })
            })
            .collect(),
        guests: st.guests.clone(),
        evenings,
        statistics: stats.0.into_iter().map(|(player, s)| StatsOut::of(player, s)).collect(),
    }))
}

#[cfg(test)]
mod tests {
    use super::super::process_line;
    use super::{EveningProblem, NotDrawn, ReglementProblem, SeasonIn, SeasonProblem, TableProblem};

    /// Issue 49: a season of an evening that counts (8 players, C7) and
    /// one of 4 that does not, and one not played yet: 2 played, 1 counts,
    /// the last played on 8 Sep.
    #[test]
    fn evenings_played_and_counting() {
        let four = |names: [&str; 4]| format!(r#"{{"players":{},"totals":[10,0,0,-10]}}"#, serde_json::to_string(&names).unwrap());
        let season = format!(
            r#"{{"reglement":"groene-hart","evenings":[{{"date":"2026-09-01","tables":[{},{}]}},{{"date":"2026-09-08","tables":[{}]}},{{"date":"2026-09-15","tables":[]}}]}}"#,
            four(["A", "B", "C", "D"]),
            four(["E", "F", "G", "H"]),
            four(["A", "B", "C", "D"])
        );
        let season: SeasonIn = serde_json::from_str(&season).unwrap();
        let crate::json::Answer::Season(out) = super::answer(&season) else { panic!("{season:?}") };
        assert_eq!(out.evenings_played(), (2, 1, Some("2026-09-08")));
    }

    /// C7, C18: an evening is finished once every drawn table has its
    /// result; without a draw, once it has any. Drawn 2 tables: 0, 1 and
    /// 2 results in give not, not, finished.
    #[test]
    fn an_evening_is_finished_when_every_drawn_table_is_in() {
        let table = |n: u32| format!(r#"{{"table":{n},"players":["A","B","C","D"],"totals":[10,0,0,-10]}}"#);
        let evening = |draw: &str, tables: &[String]| -> super::EveningIn {
            serde_json::from_str(&format!(r#"{{"date":"2026-09-01"{draw},"tables":[{}]}}"#, tables.join(","))).unwrap()
        };
        let drawn = r#","draw":{"seed":1,"tables":[["A","B","C","D"],["E","F","G","H"]]}"#;
        let done: Vec<bool> = [vec![], vec![table(1)], vec![table(1), table(2)]].iter().map(|t| evening(drawn, t).finished()).collect();
        assert_eq!(done, [false, false, true]);
        assert_eq!((evening("", &[]).finished(), evening("", &[table(1)]).finished()), (false, true));
    }

    #[test]
    fn every_preset_written_out_is_the_preset() {
        // A club's own form starts from a preset with every field given;
        // unchanged it is the same reglement (but for its id).
        for r in crate::competition::Reglement::PRESETS {
            let own = super::CustomIn::from(&r).reglement().unwrap();
            // 75 per cent is Groene Hart's 3/4 (C8).
            let ratio = |r: &crate::competition::Reglement| r.qualification.map(|q| f64::from(q.numer) / f64::from(q.denom));
            assert_eq!(ratio(&own), ratio(&r), "{}", r.id);
            let plain = |r: crate::competition::Reglement| crate::competition::Reglement { qualification: None, ..r };
            let id = r.id.clone();
            assert_eq!(plain(own), plain(r), "{id}");
        }
    }

    #[test]
    fn a_season_line_typed_and_from_game_lines_agree() {
        // Keevel (C10): the table total + 3000. One evening typed, the same
        // evening as a game line: seed 003's hand (+24 +384 -244 -164),
        // Bep won it (1 mahjong made) on Ans's discard (1 caused, C2).
        let typed = r#"{"season":{"reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"players":["Ans","Bep","Cor","Dirk"],"totals":[24,384,-244,-164],"mahjongs":[0,1,0,0],"caused":[1,0,0,0]}]}]}}"#;
        let game = r#"{"season":{"reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"game":{"rules":"nts","names":["Ans","Bep","Cor","Dirk"],"hands":[{"winner":1,"scores":[64,96,0,20],"dead":[2],"discarder":0}]}}]}]}}"#;
        let (a, b) = (process_line(typed), process_line(game));
        // The same standings and tables; only the game line has statistics
        // beyond places.
        let standings = |s: &str| {
            let mut v: serde_json::Value = serde_json::from_str(s).unwrap();
            v.as_object_mut().unwrap().remove("statistics");
            v
        };
        assert_eq!(standings(&a), standings(&b));
        assert!(a.contains(r#""mahjongs":1,"as_east":0,"caused":0,"mahjong_tables":1,"#), "{a}");
        // Bep: 1 game, 1 hand, 1 mahjong of 96, not as East (Ans is East);
        // place 1; against Ans +192 (96 x 2 from East), against Cor +96
        // (dead, pays the winner), against Dirk +96. Its mahjongs are known
        // at 1 table (the sheet), as the typed table's are (both typed).
        assert!(
            b.contains(r#"{"player":"Bep","places":[1,0,0,0,0],"games":1,"hands":1,"mahjongs":1,"as_east":0,"caused":0,"mahjong_tables":1,"dead":0,"average_win":96.0,"highest_win":96,"limit_hands":0,"self_drawn":0,"penalties":0,"head_to_head":{"Ans":192,"Cor":96,"Dirk":96}}"#),
            "{b}"
        );
        // Bep 384 + 3000 = 3384 first; Ans 3024; Dirk 2836; Cor 2756.
        assert!(
            a.starts_with(r#"{"valid":true,"reglement":"keevel","standings":[{"player":"Bep","rank":1,"total":3384.0,"total_text":"3384""#),
            "{a}"
        );
        assert!(a.contains(r#""player":"Cor","rank":4,"total":2756.0"#), "{a}");
        assert!(a.contains(r#""player":"Ans","rank":2,"total":3024.0,"total_text":"3024","qualified":true,"evenings":1,"counted":["2026-09-01"],"not_counted":[],"mahjongs":0,"caused":1,"table_totals":24"#), "{a}");
    }

    #[test]
    fn bad_seasons_are_refused() {
        for (line, says) in [
            (r#"{"season":{"reglement":"riichi","evenings":[]}}"#, "unknown reglement 'riichi'"),
            (
                r#"{"season":{"reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"players":["A","B"],"totals":[1,-1]}]}]}}"#,
                "a table of 2 players",
            ),
            (
                r#"{"season":{"reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"players":["A","B","C"],"totals":[1,2]}]}]}}"#,
                "2 totals for 3 players",
            ),
            (
                r#"{"season":{"reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"players":["A","B","C"],"totals":[1,2,-3]},{"players":["A","E","F"],"totals":[1,2,-3]}]}]}}"#,
                "A plays twice",
            ),
            (r#"{"season":{"reglement":"keevel","evenings":[],"colour":1}}"#, "unknown field `colour`"),
            (
                r#"{"season":{"reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"game":{"names":["A","B","C","D"],"hands":[{"winner":1,"scores":[0,5000,0,0]}]}}]}]}}"#,
                "table 1: hand 1",
            ),
        ] {
            let out = process_line(line);
            assert!(out.contains(r#""code":"bad_input""#) && out.contains(says), "{line}\n -> {out}");
        }
    }

    /// The problems are types with their fields (issue 33), so the app can
    /// say each in Dutch; their English is the protocol's.
    #[test]
    fn the_problems_are_typed() {
        let check = |json: &str| super::check(&serde_json::from_str::<SeasonIn>(json).unwrap()).unwrap_err();
        // C5: at four 4, 2, 3, 0 gives the 3rd place more than the 2nd;
        // C8 with C11: a best part of the evenings and best per period.
        let p = check(
            r#"{"reglement":{"base":"groene-hart","table_points":{"three":[4,2,0.5],"four":[4,2,3,0],"five":[4,2,1,0.5,0]},"periods":{"length":7,"best":5}},"evenings":[]}"#,
        );
        assert_eq!(
            p,
            SeasonProblem::Reglement(vec![ReglementProblem::LowerPlaceMore { size: 4 }, ReglementProblem::QualificationAndPeriods])
        );
        assert_eq!(p.to_string(), "reglement: 2 problems, the first: table_points.four: a lower place cannot get more points");
        // C1: table 1 drawn as A B C D, its result names E.
        let p = check(
            r#"{"reglement":"keevel","evenings":[{"date":"2026-09-01","draw":{"seed":1,"tables":[["A","B","C","D"]]},"tables":[{"table":1,"players":["A","B","C","E"],"totals":[3,1,-1,-3]}]}]}"#,
        );
        assert_eq!(
            p,
            SeasonProblem::Evening { date: "2026-09-01".into(), problem: EveningProblem::NotDrawn(NotDrawn::WrongPlayers { table: 1 }) }
        );
        // C21: 300 + 100 - 100 - 200 = 100, not 0.
        let p = check(
            r#"{"reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"players":["A","B","C","D"],"totals":[300,100,-100,-200]}]}]}"#,
        );
        assert_eq!(
            p,
            SeasonProblem::Table {
                date: "2026-09-01".into(),
                table: 1,
                problem: TableProblem::Typed(crate::competition::typed::TypedError::NotZero { sum: 100 })
            }
        );
        // 31 February is no day of the calendar.
        let p = check(r#"{"reglement":"keevel","evenings":[{"date":"2026-02-31","tables":[]}]}"#);
        assert!(matches!(p, SeasonProblem::Date(_)), "{p:?}");
    }

    /// One evening checked alone says what the whole season says of it
    /// (issue 33: an organiser's change is checked without replaying the
    /// season), and the standings with the course are the two apart.
    #[test]
    fn one_evening_checked_alone_and_the_season_read_once() {
        // 2026-09-01 adds up; on 2026-09-08 300 + 100 - 100 - 200 = 100 (C21).
        let json = r#"{"reglement":"keevel","evenings":[{"date":"2026-09-01","tables":[{"players":["A","B","C","D"],"totals":[300,100,-100,-300]}]},{"date":"2026-09-08","tables":[{"players":["A","B","C","D"],"totals":[300,100,-100,-200]}]}]}"#;
        let bad: SeasonIn = serde_json::from_str(json).unwrap();
        assert_eq!(super::check_evening(&bad, "2026-09-01"), Ok(()));
        assert_eq!(super::check_evening(&bad, "2026-09-08"), super::check(&bad));
        // A's 2026-09-01 at two tables (issue: a player plays twice).
        let twice = json
            .replace(r#""totals":[300,100,-100,-300]}]"#, r#""totals":[300,100,-100,-300]},{"players":["A","E","F"],"totals":[1,2,-3]}]"#);
        let twice: SeasonIn = serde_json::from_str(&twice).unwrap();
        assert!(matches!(super::check_evening(&twice, "2026-09-01"), Err(SeasonProblem::Standings(_))));
        let good: SeasonIn = serde_json::from_str(&json.replace("-200]", "-300]")).unwrap();
        let (answer, course) = super::answer_with_course(&good, 40);
        assert_eq!(serde_json::to_string(&answer).unwrap(), serde_json::to_string(&super::answer(&good)).unwrap());
        assert_eq!(course, super::course_last(&good, 40).unwrap());
        // Keevel (C10): A 300 + 3000 on each of two evenings leads.
        assert_eq!((course.len(), course[1].standings[0].player.as_str(), course[1].standings[0].total), (2, "A", 6600.0));
    }
}

#[cfg(test)]
mod organiser_tests {
    use super::super::process_line;
    use super::SeasonIn;

    /// The organiser's season (name, rule set, members, who came, the
    /// draw, numbered tables) reads and writes back unchanged, and its
    /// standings are those of the results alone.
    #[test]
    fn the_organisers_season_round_trips() {
        let full = r#"{"name":"Competitie 2026-2027","rules":"classic","reglement":{"base":"groene-hart","min_players":3},"members":["Ans","Bep","Cor","Dirk","Eef"],"inactive":["Eef"],"evenings":[{"date":"2026-09-01","present":["Ans","Bep","Cor","Dirk"],"draw":{"seed":42,"tables":[["Cor","Ans","Dirk","Bep"]]},"tables":[{"table":1,"players":["Cor","Ans","Dirk","Bep"],"totals":[300,100,-100,-300]}]}]}"#;
        let s: SeasonIn = serde_json::from_str(full).unwrap();
        assert_eq!(serde_json::to_string(&s).unwrap(), full);
        let bare = r#"{"reglement":{"base":"groene-hart","min_players":3},"evenings":[{"date":"2026-09-01","tables":[{"players":["Cor","Ans","Dirk","Bep"],"totals":[300,100,-100,-300]}]}]}"#;
        let standings = |line: &str| {
            let out = process_line(&format!(r#"{{"season":{line}}}"#));
            out[..out.find(r#","evenings":["#).unwrap()].to_string()
        };
        // Cor 4 + 1 = 5, Ans 3, Dirk 2, Bep 1.5 (C5, C6).
        assert_eq!(standings(full), standings(bare));
        assert!(standings(full).contains(r#"{"player":"Bep","rank":4,"total":1.5"#), "{}", standings(full));
        // A drawn table of 6 is refused.
        let bad = full.replace(r#"[["Cor","Ans","Dirk","Bep"]]"#, r#"[["Cor","Ans","Dirk","Bep","Eef","Fer"]]"#);
        assert!(process_line(&format!(r#"{{"season":{bad}}}"#)).contains("a drawn table of 6 players"));
    }
}
