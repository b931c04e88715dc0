//! A season's standings (klassement) from its evenings' tables, by the
//! club's reglement (rulings C6-C12): what each player's evening is worth,
//! which evenings count, who qualifies, which evenings count for whom, and
//! the ranks. Tables here are results (typed on paper, or taken from a
//! replayed game line by the caller).

use std::collections::{BTreeMap, BTreeSet};

use super::date::Date;
use super::places::{places, PlacesError, TableResult};
use super::reglement::{Reglement, SeasonTies};
use super::Points;

/// One table of an evening.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Table {
    /// Each player's result (ruling C1).
    pub results: Vec<TableResult>,
    /// The table did not finish its game in the time (ruling C11).
    pub unfinished: bool,
}

/// One club evening.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Evening {
    /// The day (a tournament's round: its day and number): the season's
    /// order (C11's periods).
    pub date: Date,
    /// Its tables.
    pub tables: Vec<Table>,
}

/// A season: its evenings, in any order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Season {
    /// The club's members, where known: then only members count towards
    /// an evening's minimum (C7) and only members are ranked; a guest
    /// still takes a place at their table.
    pub members: Option<BTreeSet<String>>,
    /// The evenings.
    pub evenings: Vec<Evening>,
}

/// One player's line of the standings (of the season, or of a period).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Standing {
    /// The player's name.
    pub player: String,
    /// The rank, from 1; equal players share it.
    pub rank: usize,
    /// The season total.
    pub total: Points,
    /// Qualified for the championship (always, without qualification).
    pub qualified: bool,
    /// The counting evenings played (indices into [`Standings::evenings`]).
    pub played: Vec<usize>,
    /// The evenings whose results count in the total.
    pub counted: Vec<usize>,
    /// Mahjongs made over the evenings played (C9).
    pub made: u32,
    /// Mahjongs caused over the evenings played (C9).
    pub caused: u32,
    /// The sum of the table totals (C12's tie-break).
    pub table_totals: i64,
}

/// A player's seat at an evening's table, with what it is worth.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Seat {
    /// The player's result at the table.
    pub result: TableResult,
    /// The place, from 1 (shared places: the best of them).
    pub place: usize,
    /// How many players share the place.
    pub shared: usize,
    /// Table points, where the reglement has them.
    pub table_points: Option<Points>,
    /// What the evening is worth to the player (C5, C6, C10, C11).
    pub worth: Points,
}

/// Why an evening does not count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NotCounted {
    /// Fewer players (members, where known) than the minimum (C7).
    TooFew {
        /// Who played (members, where known).
        players: usize,
        /// The reglement's minimum.
        min: usize,
    },
}

/// One evening of the standings, with every table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct EveningResult {
    /// The day (or a tournament's round).
    pub date: Date,
    /// `None` when it counts, else why not (C7).
    pub not_counted: Option<NotCounted>,
    /// The tables, as given, each seat with its place and worth.
    pub tables: Vec<(Vec<Seat>, bool)>,
    /// The evening winner (avondwinnaar, C18); more than one when equal;
    /// none on an evening that does not count.
    pub winners: Vec<String>,
    /// On an evening that does not count, the highest table total
    /// ("hoogste score", C18), marked as not counting by the screens.
    pub highest: Vec<String>,
}

/// Ruling C18 (C10's evening winner for every preset): the highest
/// evening result, its worth; equal worths (table points give every
/// table's winner the same) go to the higher table total, as C12 breaks
/// equal points; still equal, they share it. An evening that does not
/// count has no winner: `(winners, highest)` is then `([], the highest
/// table total)`.
fn evening_winners(tables: &[(Vec<Seat>, bool)], counts: bool) -> (Vec<String>, Vec<String>) {
    let seats = tables.iter().flat_map(|(t, _)| t);
    let key = |s: &Seat| if counts { (s.worth, s.result.total) } else { (Points::from_integer(0), s.result.total) };
    let Some(best) = seats.clone().map(key).max() else { return (Vec::new(), Vec::new()) };
    let names = seats.filter(|s| key(s) == best).map(|s| s.result.player.clone()).collect();
    if counts {
        (names, Vec::new())
    } else {
        (Vec::new(), names)
    }
}

/// The standings of one period (ruling C11).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PeriodStandings {
    /// The period's counting evenings (indices into [`Standings::evenings`]).
    pub evenings: Vec<usize>,
    /// Ranked, best first.
    pub standings: Vec<Standing>,
}

/// The season's standings.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Standings {
    /// The evenings in date order.
    pub evenings: Vec<EveningResult>,
    /// Ranked, best first.
    pub standings: Vec<Standing>,
    /// Each period's standings, where the reglement has periods (C11).
    pub periods: Vec<PeriodStandings>,
    /// Who played a counting evening without being a member.
    pub guests: Vec<String>,
}

/// Why a season has no standings.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SeasonError {
    /// A table that is no table (ruling C3).
    #[error("evening {date}, table {table}: {source}")]
    Table {
        /// The evening.
        date: Date,
        /// The table, from 1.
        table: usize,
        /// What is wrong.
        source: PlacesError,
    },
    /// A player at two tables of one evening, or twice at one.
    #[error("evening {date}: {player} plays twice")]
    Twice {
        /// The evening.
        date: Date,
        /// The player.
        player: String,
    },
    /// Two evenings on one date: the season's order would be ambiguous.
    #[error("two evenings on {date}")]
    SameDate {
        /// The date.
        date: Date,
    },
}

/// What a player's evening is worth at their table (rulings C5, C6, C10,
/// C11): table points and the evening's bonus where the reglement has
/// table points, else the table total with the attendance premium, less
/// the deduction for an unfinished table.
fn seats(table: &Table, r: &Reglement) -> Result<Vec<Seat>, PlacesError> {
    let placed = places(&table.results, r)?;
    Ok(table
        .results
        .iter()
        .zip(placed)
        .map(|(res, p)| {
            let worth = match p.points {
                Some(points) => points + Points::from(i64::from(r.bonus_per_evening)),
                None => {
                    let deduction = if table.unfinished { r.unfinished_deduction } else { 0 };
                    Points::from(res.total + r.attendance_premium - deduction)
                }
            };
            Seat { result: res.clone(), place: p.place, shared: p.shared, table_points: p.points, worth }
        })
        .collect())
}

/// A player's evenings: index to (worth, made, caused, table total).
type Nights = BTreeMap<usize, (Points, u32, u32, i64)>;

/// The player's best `k` evenings among `among` (sorted) before `upto`,
/// as evening indices, in date order; equal results: the earlier evening.
fn best(nights: &Nights, among: &[usize], upto: usize, k: usize) -> Vec<usize> {
    let mut mine: Vec<(usize, Points)> =
        nights.range(..upto).filter(|(e, _)| among.binary_search(e).is_ok()).map(|(&e, &(worth, ..))| (e, worth)).collect();
    // Stable: among equals, the earlier evening stays first. Compared by
    // cross-multiplying (denominators are positive), which is exact and
    // far cheaper than `Ratio`'s own order (issue 32: a 400-evening course).
    let key = |p: &Points| (i128::from(*p.numer()), i128::from(*p.denom()));
    crate::order::sort_by(&mut mine, |(_, a), (_, b)| {
        let ((an, ad), (bn, bd)) = (key(a), key(b));
        (bn * ad).cmp(&(an * bd))
    });
    mine.truncate(k);
    let mut out: Vec<usize> = mine.into_iter().map(|(e, _)| e).collect();
    crate::order::sort(&mut out);
    out
}

/// Orders lines by the reglement (C8: the qualified first; then the
/// total; then C9 or C12's tie-break) and gives equal lines one rank.
fn rank(mut lines: Vec<Standing>, r: &Reglement) -> Vec<Standing> {
    let key = |s: &Standing| {
        let tie = match r.season_ties {
            SeasonTies::Mahjongs => (i64::from(s.made), -i64::from(s.caused)),
            SeasonTies::TableTotals => (s.table_totals, 0),
            SeasonTies::Shared => (0, 0),
        };
        (s.qualified, s.total, tie)
    };
    crate::order::sort_by(&mut lines, |a, b| key(b).cmp(&key(a)).then_with(|| a.player.cmp(&b.player)));
    for i in 0..lines.len() {
        lines[i].rank = if i > 0 && key(&lines[i]) == key(&lines[i - 1]) { lines[i - 1].rank } else { i + 1 };
    }
    lines
}

/// A line over `played`, counting `counted`.
fn line(player: &str, nights: &Nights, played: Vec<usize>, counted: Vec<usize>, qualified: bool) -> Standing {
    let total = counted.iter().map(|e| nights[e].0).sum();
    let (made, caused, table_totals) =
        played.iter().map(|e| nights[e]).fold((0, 0, 0), |(m, c, t), (_, made, caused, total)| (m + made, c + caused, t + total));
    Standing { player: player.to_string(), rank: 0, total, qualified, played, counted, made, caused, table_totals }
}

/// The season's evenings worked out once: each evening's seats (C3-C7,
/// C10, C11, C18) and every member's counting evenings, by date.
struct Worked {
    evenings: Vec<EveningResult>,
    nights: BTreeMap<String, Nights>,
    guests: BTreeSet<String>,
}

fn work(season: &Season, r: &Reglement) -> Result<Worked, SeasonError> {
    let mut evenings: Vec<&Evening> = season.evenings.iter().collect();
    crate::order::sort_by(&mut evenings, |a, b| a.date.cmp(&b.date));
    if let Some(w) = evenings.windows(2).find(|w| w[0].date == w[1].date) {
        return Err(SeasonError::SameDate { date: w[0].date });
    }
    let member = |p: &str| season.members.as_ref().is_none_or(|m| m.contains(p));
    let mut out = Vec::with_capacity(evenings.len());
    let mut nights: BTreeMap<String, Nights> = BTreeMap::new();
    let mut guests = BTreeSet::new();
    for (e, evening) in evenings.iter().enumerate() {
        let mut seen = BTreeSet::new();
        for res in evening.tables.iter().flat_map(|t| &t.results) {
            if !seen.insert(res.player.as_str()) {
                return Err(SeasonError::Twice { date: evening.date, player: res.player.clone() });
            }
        }
        let mut tables = Vec::with_capacity(evening.tables.len());
        for (k, t) in evening.tables.iter().enumerate() {
            let s = seats(t, r).map_err(|source| SeasonError::Table { date: evening.date, table: k + 1, source })?;
            tables.push((s, t.unfinished));
        }
        // C7: an evening below the minimum gives nobody anything: its
        // tables keep their places, and every seat is worth 0.
        let players = seen.iter().filter(|p| member(p)).count();
        let not_counted = (players < r.min_players).then_some(NotCounted::TooFew { players, min: r.min_players });
        if not_counted.is_some() {
            for s in tables.iter_mut().flat_map(|(t, _)| t) {
                s.worth = Points::from_integer(0);
            }
        }
        if not_counted.is_none() {
            for s in tables.iter().flat_map(|(t, _)| t) {
                let res = &s.result;
                if member(&res.player) {
                    nights.entry(res.player.clone()).or_default().insert(e, (s.worth, res.made, res.caused, res.total));
                } else {
                    guests.insert(res.player.clone());
                }
            }
        }
        let (winners, highest) = evening_winners(&tables, not_counted.is_none());
        out.push(EveningResult { date: evening.date, not_counted, tables, winners, highest });
    }
    Ok(Worked { evenings: out, nights, guests })
}

impl Worked {
    /// The standings over the first `upto` evenings (C8-C12), with the
    /// periods they make (C11).
    fn rank_upto(&self, upto: usize, r: &Reglement) -> (Vec<Standing>, Vec<PeriodStandings>) {
        let counting: Vec<usize> = (0..upto).filter(|&e| self.evenings[e].not_counted.is_none()).collect();
        let n = counting.len() as u64;
        let periods: Vec<Vec<usize>> =
            r.periods.map(|p| counting.chunks(p.length.max(1)).map(<[usize]>::to_vec).collect()).unwrap_or_default();
        // Each member with a night before `upto`.
        let nights: Vec<(&String, &Nights)> = self.nights.iter().filter(|(_, mine)| mine.range(..upto).next().is_some()).collect();
        let lines = nights
            .iter()
            .map(|&(player, mine)| {
                let played: Vec<usize> = mine.range(..upto).map(|(&e, _)| e).collect();
                let (qualified, counted) = match (r.qualification, r.periods) {
                    // C8: at least numer/denom of the evenings; then the best
                    // ceil(E x numer / denom) count, else all of them.
                    (Some(q), _) => {
                        let qualified = played.len() as u64 * u64::from(q.denom) >= n * u64::from(q.numer);
                        let k = (n * u64::from(q.numer)).div_ceil(u64::from(q.denom).max(1)) as usize;
                        (qualified, if qualified { best(mine, &counting, upto, k) } else { played.clone() })
                    }
                    // C11: the best of each period of the evenings in date order.
                    (None, Some(p)) => (true, periods.iter().flat_map(|period| best(mine, period, upto, p.best)).collect()),
                    (None, None) => (true, played.clone()),
                };
                line(player, mine, played, counted, qualified)
            })
            .collect();
        // C11: each period ranked by its own best results.
        let periods = periods
            .iter()
            .map(|period| {
                let best_of = r.periods.map_or(period.len(), |p| p.best);
                let lines = nights
                    .iter()
                    .filter(|(_, mine)| period.iter().any(|e| mine.contains_key(e)))
                    .map(|&(player, mine)| {
                        let played = period.iter().copied().filter(|e| mine.contains_key(e)).collect();
                        line(player, mine, played, best(mine, period, upto, best_of), true)
                    })
                    .collect();
                PeriodStandings { evenings: period.clone(), standings: rank(lines, r) }
            })
            .collect();
        (rank(lines, r), periods)
    }
}

/// The season's standings by the reglement (rulings C6-C12).
pub fn standings(season: &Season, r: &Reglement) -> Result<Standings, SeasonError> {
    let worked = work(season, r)?;
    let (standings, periods) = worked.rank_upto(worked.evenings.len(), r);
    Ok(Standings { evenings: worked.evenings, standings, periods, guests: worked.guests.into_iter().collect() })
}

/// The standings after each of the last `last` evenings in date order
/// (issue 22's chart), each as [`standings`] ranks the season up to that
/// evening. The evenings are worked out once: only the ranking is per
/// step (issue 32: 400 evenings, each step a whole season again, took
/// the Competitie tab 1.6 s at 4x CPU).
pub fn course(season: &Season, r: &Reglement, last: usize) -> Result<Vec<(Date, Vec<Standing>)>, SeasonError> {
    let worked = work(season, r)?;
    let total = worked.evenings.len();
    Ok((total.saturating_sub(last)..total).map(|k| (worked.evenings[k].date, worked.rank_upto(k + 1, r).0)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::competition::points_text;

    /// A table from (player, total, made, caused).
    fn table(rows: &[(&str, i64, u32, u32)]) -> Table {
        Table {
            results: rows.iter().map(|&(p, total, made, caused)| TableResult { player: p.into(), total, made, caused }).collect(),
            unfinished: false,
        }
    }

    fn evening(date: &str, tables: Vec<Table>) -> Evening {
        Evening { date: date.parse().expect("a test date"), tables }
    }

    /// The standings as "rank player total [nq]" lines.
    fn lines(s: &Standings) -> Vec<String> {
        s.standings
            .iter()
            .map(|l| format!("{} {} {}{}", l.rank, l.player, points_text(l.total), if l.qualified { "" } else { " nq" }))
            .collect()
    }

    #[test]
    fn groene_hart_a_season() {
        // Table points 4, 2, 1, 0.5 + 1 bonus (C5, C6).
        let season = Season {
            members: None,
            evenings: vec![
                // 1 Sep: A 4+1 = 5, B 3, C 2, D 1.5; E 5, F 3, G 2, H 1.5.
                evening(
                    "2026-09-01",
                    vec![
                        table(&[("A", 300, 3, 0), ("B", 100, 1, 1), ("C", -100, 1, 1), ("D", -300, 0, 2)]),
                        table(&[("E", 200, 2, 0), ("F", 100, 1, 1), ("G", 0, 1, 1), ("H", -300, 0, 2)]),
                    ],
                ),
                // 8 Sep: A 5, E 3, B 2, F 1.5; C 5, D 3, G 2, H 1.5.
                evening(
                    "2026-09-08",
                    vec![
                        table(&[("A", 200, 2, 0), ("E", 100, 1, 1), ("B", 0, 1, 1), ("F", -300, 0, 2)]),
                        table(&[("C", 300, 2, 0), ("D", 100, 1, 1), ("G", 0, 1, 1), ("H", -400, 0, 2)]),
                    ],
                ),
                // 15 Sep: only 4 played, below 8 (C7): it does not count.
                evening("2026-09-15", vec![table(&[("A", 900, 5, 0), ("B", -300, 0, 2), ("C", -300, 0, 2), ("D", -300, 0, 1)])]),
                // 22 Sep, with guest I: A and B tie on 100, A made 2 to B's 1:
                // A 5, B 3 (C4); C and I tie on -100 with equal mahjongs:
                // they share 3rd and 4th, (1 + 0.5) / 2 + 1 = 1.75 each.
                // D 5, E 3, F 2, G 1.5.
                evening(
                    "2026-09-22",
                    vec![
                        table(&[("A", 100, 2, 1), ("B", 100, 1, 1), ("C", -100, 0, 1), ("I", -100, 0, 1)]),
                        table(&[("D", 300, 2, 0), ("E", 100, 1, 1), ("F", -100, 1, 1), ("G", -300, 0, 2)]),
                    ],
                ),
            ],
        };
        let s = standings(&season, &Reglement::GROENE_HART).unwrap();
        assert_eq!(s.evenings.iter().map(|e| e.not_counted.is_none()).collect::<Vec<_>>(), [true, true, false, true]);
        assert_eq!(s.evenings[2].not_counted, Some(NotCounted::TooFew { players: 4, min: 8 }));
        // C7: it gives nobody points, though the places stand (C4): A's
        // 900 1st (4 table points and the bonus would have made 5); of the
        // three on -300 with no mahjong, D caused 1, B and C 2: D 2nd, B
        // and C share 3rd.
        let seats = &s.evenings[2].tables[0].0;
        assert_eq!(
            seats.iter().map(|s| (s.place, s.worth)).collect::<Vec<_>>(),
            [(1, 0.into()), (3, 0.into()), (3, 0.into()), (2, 0.into())]
        );
        // C8: 3 counting evenings; qualified with 3 x 4 >= 3 x 3, best
        // ceil(9 / 4) = 3 count: A 5 + 5 + 5 = 15, E 5 + 3 + 3 = 11,
        // D 1.5 + 3 + 5 = 9.5, C 2 + 5 + 1.75 = 8.75, B 3 + 2 + 3 = 8,
        // F 3 + 1.5 + 2 = 6.5, G 2 + 2 + 1.5 = 5.5. H played 2 (2 x 4 < 9):
        // 1.5 + 1.5 = 3, not qualified, below all qualified; guest I 1.75.
        assert_eq!(lines(&s), ["1 A 15", "2 E 11", "3 D 9,5", "4 C 8,75", "5 B 8", "6 F 6,5", "7 G 5,5", "8 H 3 nq", "9 I 1,75 nq"]);
        // The non-counting evening is nobody's: A's 15 holds no 15 Sep.
        assert_eq!(s.standings[0].counted, [0, 1, 3]);
        // C18: the evening winners. 1 Sep: A and E both 5 points; A's
        // table total 300 beats E's 200: A. 8 Sep: A 200 and C 300 at 5:
        // C. 15 Sep does not count: no winner; its highest table total,
        // A's 900, is shown apart. 22 Sep: A 100 and D 300 at 5: D.
        let w: Vec<_> = s.evenings.iter().map(|e| (e.winners.clone(), e.highest.clone())).collect();
        let v = |n: &[&str]| n.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(w, [(v(&["A"]), v(&[])), (v(&["C"]), v(&[])), (v(&[]), v(&["A"])), (v(&["D"]), v(&[]))]);
    }

    #[test]
    fn season_ties() {
        // A club's own reglement: Groene Hart's points and ties, no
        // minimum and no qualification, to keep the tables few.
        let r = Reglement { min_players: 0, qualification: None, ..Reglement::GROENE_HART };
        let season = Season {
            members: None,
            evenings: vec![
                // A 5, B 3, C 2, D 1.5.
                evening("2026-09-01", vec![table(&[("A", 300, 3, 0), ("B", 100, 1, 1), ("C", -100, 1, 0), ("D", -300, 0, 3)])]),
                // B 5, A 3, D 2, C 1.5.
                evening("2026-09-08", vec![table(&[("B", 300, 1, 0), ("A", 100, 1, 1), ("D", -100, 1, 2), ("C", -300, 0, 1)])]),
            ],
        };
        // A 5 + 3 and B 3 + 5 are both 8: A made 4 mahjongs to B's 2 (C9).
        // C 2 + 1.5 and D 1.5 + 2 are both 3.5, with 1 made each: C caused
        // 1, D 5: fewer caused first.
        let s = standings(&season, &r).unwrap();
        assert_eq!(lines(&s), ["1 A 8", "2 B 8", "3 C 3,5", "4 D 3,5"]);
        // Keevel (C10): totals + 3000 each evening, ties shared:
        // A 3300 + 3100 = 6400, B 3100 + 3300 = 6400, C 2900 + 2700 = 5600,
        // D 2700 + 2900 = 5600.
        let s = standings(&season, &Reglement::KEEVEL).unwrap();
        assert_eq!(lines(&s), ["1 A 6400", "1 B 6400", "3 C 5600", "3 D 5600"]);
        // MCR (C12): 4, 2, 1, 0: A 4 + 2, B 2 + 4, C 1 + 0, D 0 + 1; the
        // sums of table totals are equal too (A and B 400, C and D -400),
        // so the ranks are shared.
        let s = standings(&season, &Reglement::MCR_TOERNOOI).unwrap();
        assert_eq!(lines(&s), ["1 A 6", "1 B 6", "3 C 1", "3 D 1"]);
    }

    #[test]
    fn bamboe_acht_periods_and_unfinished_tables() {
        // C11: 8 evenings: a period of 7 (best 5) and one of 1. A plays
        // every evening with totals 10, 20, ..., 80; the table of the 3rd
        // did not finish: 30 - 20 = 10. Period 1: 10, 20, 10, 40, 50, 60, 70:
        // best 5 = 70 + 60 + 50 + 40 + 20 = 240; period 2: 80. Total 320.
        let mut evenings = Vec::new();
        for i in 1..=8 {
            let mut t = table(&[("A", i * 10, 0, 0), ("B", 0, 0, 0), ("C", -i * 10, 0, 0)]);
            t.unfinished = i == 3;
            evenings.push(evening(&format!("2026-10-{i:02}"), vec![t]));
        }
        let s = standings(&Season { members: None, evenings }, &Reglement::BAMBOE_ACHT).unwrap();
        let a = &s.standings[0];
        assert_eq!((a.player.as_str(), points_text(a.total)), ("A", "320".into()));
        assert_eq!(a.counted, [1, 3, 4, 5, 6, 7]);
    }

    #[test]
    fn the_course_is_the_standings_of_each_first_evenings() {
        // Issue 32: the course works each evening out once and ranks per
        // step; it must equal the standings of the season cut after each
        // evening (C6-C12), under every preset. 30 evenings of up to 11 of
        // 12 players (so some evenings fall below Groene Hart's 8, C7),
        // members A-J and guests K-L, every fifth table unfinished, totals
        // from a fixed generator so ties happen.
        let names = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"];
        let mut seed = 7u64;
        let mut next = |m: u64| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        let mut evenings = Vec::new();
        for d in 0..30 {
            let mut order: Vec<&str> = names.to_vec();
            for i in (1..order.len()).rev() {
                order.swap(i, next(i as u64 + 1) as usize);
            }
            let count = [4, 8, 9, 11][next(4) as usize];
            let sizes: &[usize] = match count {
                4 => &[4],
                8 => &[4, 4],
                9 => &[5, 4],
                _ => &[4, 4, 3],
            };
            let mut at = 0;
            let mut tables = Vec::new();
            for (k, &size) in sizes.iter().enumerate() {
                let mut totals: Vec<i64> = (0..size).map(|_| next(5) as i64 * 100).collect();
                let sum: i64 = totals.iter().sum();
                totals[0] -= sum;
                let rows: Vec<_> = (0..size).map(|i| (order[at + i], totals[i], next(3) as u32, next(2) as u32)).collect();
                let mut t = table(&rows);
                t.unfinished = (d + k) % 5 == 0;
                tables.push(t);
                at += size;
            }
            evenings.push(evening(&format!("2026-{:02}-{:02}", 1 + d / 28, 1 + d % 28), tables));
        }
        let members = Some(names[..10].iter().map(|s| s.to_string()).collect());
        let season = Season { members, evenings };
        for r in Reglement::PRESETS {
            let whole = course(&season, &r, usize::MAX).unwrap();
            assert_eq!(whole.len(), 30);
            for (k, (date, lines)) in whole.iter().enumerate() {
                let mut upto = season.clone();
                upto.evenings.sort_by_key(|e| e.date);
                upto.evenings.truncate(k + 1);
                assert_eq!(date, &upto.evenings[k].date);
                assert_eq!(lines, &standings(&upto, &r).unwrap().standings, "{} after {date}", r.id);
            }
            // The last 5 alone are the whole course's last 5.
            assert_eq!(course(&season, &r, 5).unwrap(), whole[25..]);
        }
    }

    #[test]
    fn the_order_of_evenings_and_tables_does_not_matter_and_errors() {
        let a = evening("2026-09-01", vec![table(&[("A", 300, 3, 0), ("B", 100, 1, 1), ("C", -100, 1, 0), ("D", -300, 0, 3)])]);
        let b = evening("2026-09-08", vec![table(&[("B", 300, 1, 0), ("A", 100, 1, 1), ("D", -100, 1, 2), ("C", -300, 0, 1)])]);
        let r = Reglement::KEEVEL;
        let one = standings(&Season { members: None, evenings: vec![a.clone(), b.clone()] }, &r).unwrap();
        let two = standings(&Season { members: None, evenings: vec![b.clone(), a.clone()] }, &r).unwrap();
        assert_eq!(one, two);
        // A player twice in one evening; a table of two (C3).
        let twice = evening(
            "2026-09-15",
            vec![table(&[("A", 0, 0, 0), ("B", 0, 0, 0), ("C", 0, 0, 0)]), table(&[("A", 0, 0, 0), ("E", 0, 0, 0), ("F", 0, 0, 0)])],
        );
        assert_eq!(
            standings(&Season { members: None, evenings: vec![twice] }, &r).unwrap_err().to_string(),
            "evening 2026-09-15: A plays twice"
        );
        let small = evening("2026-09-22", vec![table(&[("A", 0, 0, 0), ("B", 0, 0, 0)])]);
        assert_eq!(
            standings(&Season { members: None, evenings: vec![small] }, &r).unwrap_err().to_string(),
            "evening 2026-09-22, table 1: a table of 2 players: a table has 3, 4 or 5 (ruling C3)"
        );
    }
}
