//! The table draw (tafelindeling), ruling C13: how many tables of which
//! size an evening's players make. (Who sits where, C14-C16, follows.)

/// Which size takes the players that do not make a table of four.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Remainder {
    /// 5-player tables (the default of C13).
    #[default]
    Five,
    /// 3-player tables, for a club that prefers them (C13).
    Three,
}

/// The table sizes for `players` players, largest first (ruling C13):
/// tables of 4, the remainder (N mod 4) on that many 5-player tables;
/// where there are too few tables of 4 for that (6, 7, 11), or the club
/// prefers them, 3-player tables take it, as few as possible. `None` for
/// fewer than 3 players: no draw.
pub fn table_sizes(players: usize, prefer: Remainder) -> Option<Vec<usize>> {
    if players < 3 {
        return None;
    }
    let (fours, rest) = (players / 4, players % 4);
    // Every 5-table takes one player from a table of 4.
    let fives = (prefer == Remainder::Five && rest <= fours).then(|| vec![5; rest].into_iter().chain(vec![4; fours - rest]).collect());
    fives
        .or_else(|| {
            // Each 3-table leaves a seat of a 4-table empty: 4 - rest of them.
            let threes = (4 - rest) % 4;
            (players >= 3 * threes).then(|| vec![4; (players - 3 * threes) / 4].into_iter().chain(vec![3; threes]).collect())
        })
        // Five players prefer one 5-table to no draw (3 + 2 is no table).
        .or_else(|| (players == 5).then(|| vec![5]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_sizes_by_ruling_c13() {
        let sizes = |n| table_sizes(n, Remainder::Five);
        // C13's own examples.
        assert_eq!(sizes(6), Some(vec![3, 3]));
        assert_eq!(sizes(7), Some(vec![4, 3]));
        assert_eq!(sizes(11), Some(vec![4, 4, 3]));
        assert_eq!(sizes(9), Some(vec![5, 4]));
        assert_eq!(sizes(10), Some(vec![5, 5]));
        assert_eq!(sizes(15), Some(vec![5, 5, 5]));
        assert_eq!(sizes(19), Some(vec![5, 5, 5, 4]));
        // Fewer than 3: no draw; 3, 4 and 5 are one table.
        assert_eq!((sizes(2), sizes(3), sizes(4), sizes(5)), (None, Some(vec![3]), Some(vec![4]), Some(vec![5])));
        // A club that prefers 3-player tables: 9 = 3 + 3 + 3, 10 = 4 + 3 + 3,
        // 13 = 4 + 3 + 3 + 3; 5 players still play at one table of 5.
        let threes = |n| table_sizes(n, Remainder::Three);
        assert_eq!(
            (threes(9), threes(10), threes(13), threes(5)),
            (Some(vec![3, 3, 3]), Some(vec![4, 3, 3]), Some(vec![4, 3, 3, 3]), Some(vec![5]))
        );
        // Every size from 3 to 200 seats everyone at tables of 3 to 5.
        for n in 3..=200 {
            for prefer in [Remainder::Five, Remainder::Three] {
                let t = table_sizes(n, prefer).unwrap();
                assert_eq!(t.iter().sum::<usize>(), n, "{n}");
                assert!(t.iter().all(|s| (3..=5).contains(s)), "{n}: {t:?}");
                assert!(t.windows(2).all(|w| w[0] >= w[1]), "largest first: {t:?}");
            }
        }
    }
}

/// One round's tables: names, East first.
pub type Round = Vec<Vec<String>>;

/// How good a draw is (ruling C15).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Quality {
    /// Pairs at one table of the draw that had met before.
    pub repeats: usize,
    /// The most times any pair of the draw's players has met, this draw included.
    pub max_meetings: u32,
    /// The fewest and most 5-player seats any present player has had, this draw included.
    pub five_seats: (u32, u32),
}

/// A drawn round, or several.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Drawn {
    /// Each round's tables.
    pub rounds: Vec<Round>,
    /// The seed the draw was made with.
    pub seed: u64,
    /// Over the history and the drawn rounds.
    pub quality: Quality,
}

/// Why there is no draw.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum DrawError {
    /// Fewer than 3 players (ruling C13).
    #[error("{players} players: a draw needs at least 3 (ruling C13)")]
    TooFew {
        /// How many came.
        players: usize,
    },
    /// A name twice among the players.
    #[error("{player} is listed twice")]
    Twice {
        /// The name.
        player: String,
    },
}

/// What a meeting costs: a pair meeting a third time costs more than a
/// second (ruling C14).
fn meeting_cost(before: u32) -> u64 {
    let m = u64::from(before);
    100 * m * m
}

/// The season so far: meetings per pair, and each player's 5- and
/// 3-player seats and East starts (the first name of a table).
struct History {
    meetings: std::collections::HashMap<(usize, usize), u32>,
    odd_seats: Vec<u32>,
    fives: Vec<u32>,
    easts: Vec<u32>,
}

impl History {
    fn of(players: &[String], rounds: &[Round]) -> History {
        let index: std::collections::HashMap<&str, usize> = players.iter().enumerate().map(|(i, p)| (p.as_str(), i)).collect();
        let n = players.len();
        let mut h = History { meetings: Default::default(), odd_seats: vec![0; n], fives: vec![0; n], easts: vec![0; n] };
        for table in rounds.iter().flatten() {
            let here: Vec<usize> = table.iter().filter_map(|p| index.get(p.as_str()).copied()).collect();
            h.add(&here, table.len(), table.first().and_then(|p| index.get(p.as_str()).copied()));
        }
        h
    }

    fn add(&mut self, here: &[usize], size: usize, east: Option<usize>) {
        for (k, &a) in here.iter().enumerate() {
            for &b in &here[k + 1..] {
                *self.meetings.entry((a.min(b), a.max(b))).or_default() += 1;
            }
            if size != 4 {
                self.odd_seats[a] += 1;
            }
            if size == 5 {
                self.fives[a] += 1;
            }
        }
        if let Some(e) = east {
            self.easts[e] += 1;
        }
    }

    fn met(&self, a: usize, b: usize) -> u32 {
        self.meetings.get(&(a.min(b), a.max(b))).copied().unwrap_or(0)
    }

    /// What seating `p` at a table with `others` of `size` costs.
    fn seat_cost(&self, p: usize, others: impl Iterator<Item = usize>, size: usize) -> u64 {
        let meetings: u64 = others.filter(|&q| q != p).map(|q| meeting_cost(self.met(p, q))).sum();
        // Spread the 5- and 3-player seats (C14): each earlier odd seat
        // costs more, as a second meeting does.
        let k = u64::from(self.odd_seats[p]);
        let odd = if size != 4 { 60 * k * k } else { 0 };
        meetings + odd
    }
}

/// Seeded starts of the local search: the best is kept.
const STARTS: usize = 64;

/// Total cost of tables: each pair's cost counted from both ends, as
/// each seat sees it.
fn cost(h: &History, tables: &[Vec<usize>]) -> u64 {
    tables.iter().map(|t| t.iter().map(|&p| h.seat_cost(p, t.iter().copied(), t.len())).sum::<u64>()).sum()
}

/// Seats players at tables of the sizes: a seeded shuffle, then swaps of
/// two players at different tables while one lowers the cost (a local
/// search; the best of a few seeded starts).
fn seat(h: &History, n: usize, sizes: &[usize], rng: &mut fastrand::Rng) -> Vec<Vec<usize>> {
    let mut best: Option<(u64, Vec<Vec<usize>>)> = None;
    for _ in 0..STARTS {
        let mut order: Vec<usize> = (0..n).collect();
        rng.shuffle(&mut order);
        let mut tables: Vec<Vec<usize>> = Vec::with_capacity(sizes.len());
        let mut at = 0;
        for &s in sizes {
            tables.push(order[at..at + s].to_vec());
            at += s;
        }
        let mut current = cost(h, &tables);
        loop {
            let mut improved = false;
            for a in 0..tables.len() {
                for b in a + 1..tables.len() {
                    for i in 0..tables[a].len() {
                        for j in 0..tables[b].len() {
                            let (x, y) = (tables[a][i], tables[b][j]);
                            let before = h.seat_cost(x, tables[a].iter().copied(), tables[a].len())
                                + h.seat_cost(y, tables[b].iter().copied(), tables[b].len());
                            let (ta, tb) = (
                                tables[a].iter().copied().map(|p| if p == x { y } else { p }),
                                tables[b].iter().copied().map(|p| if p == y { x } else { p }),
                            );
                            let after = h.seat_cost(y, ta, tables[a].len()) + h.seat_cost(x, tb, tables[b].len());
                            // Pair costs count twice in `cost` (both ends):
                            // the swap's difference is twice this one.
                            if after < before {
                                tables[a][i] = y;
                                tables[b][j] = x;
                                current = current + 2 * after - 2 * before;
                                improved = true;
                            }
                        }
                    }
                }
            }
            if !improved {
                break;
            }
        }
        if best.as_ref().is_none_or(|(c, _)| current < *c) {
            best = Some((current, tables));
        }
    }
    best.map(|(_, t)| t).unwrap_or_default()
}

/// Draws `rounds` rounds for `players` (rulings C13-C15): table sizes by
/// C13; repeat meetings with the history (and the rounds drawn before)
/// as few as the local search finds, weighted so that a third meeting
/// costs more than a second; 5- and 3-player seats spread; at each table
/// the player with the fewest East starts is East. The same players,
/// history and seed give the same tables.
pub fn draw(players: &[String], history: &[Round], rounds: usize, seed: u64, prefer: Remainder) -> Result<Drawn, DrawError> {
    let n = players.len();
    let sizes = table_sizes(n, prefer).ok_or(DrawError::TooFew { players: n })?;
    let mut seen = std::collections::HashSet::new();
    if let Some(p) = players.iter().find(|p| !seen.insert(p.as_str())) {
        return Err(DrawError::Twice { player: p.clone() });
    }
    let mut h = History::of(players, history);
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut out = Vec::with_capacity(rounds);
    let mut repeats = 0;
    for _ in 0..rounds {
        let mut tables = seat(&h, n, &sizes, &mut rng);
        for t in &mut tables {
            repeats += t.iter().enumerate().map(|(k, &a)| t[k + 1..].iter().filter(|&&b| h.met(a, b) > 0).count()).sum::<usize>();
            // East: the fewest East starts so far; on a tie, the first drawn.
            let east = (0..t.len()).min_by_key(|&k| h.easts[t[k]]).unwrap_or(0);
            t.swap(0, east);
            h.add(t, t.len(), t.first().copied());
        }
        out.push(tables.iter().map(|t| t.iter().map(|&p| players[p].clone()).collect()).collect());
    }
    let max_meetings = h.meetings.values().copied().max().unwrap_or(0);
    let five_seats = (h.fives.iter().copied().min().unwrap_or(0), h.fives.iter().copied().max().unwrap_or(0));
    Ok(Drawn { rounds: out, seed, quality: Quality { repeats, max_meetings, five_seats } })
}

#[cfg(test)]
mod draw_tests {
    use super::*;

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("P{i:02}")).collect()
    }

    #[test]
    fn a_draw_seats_everyone_once_and_is_reproducible() {
        for n in [3, 4, 5, 6, 7, 9, 11, 19, 30] {
            let players = names(n);
            let d = draw(&players, &[], 1, 42, Remainder::Five).unwrap();
            let mut seated: Vec<&String> = d.rounds[0].iter().flatten().collect();
            seated.sort();
            assert_eq!(seated, players.iter().collect::<Vec<_>>(), "{n}");
            let mut sizes: Vec<usize> = d.rounds[0].iter().map(Vec::len).collect();
            sizes.sort_unstable_by(|a, b| b.cmp(a));
            assert_eq!(Some(sizes), table_sizes(n, Remainder::Five), "{n}: C13");
            // C15: the same seed, the same tables.
            assert_eq!(draw(&players, &[], 1, 42, Remainder::Five).unwrap(), d);
        }
        assert_eq!(draw(&names(2), &[], 1, 1, Remainder::Five), Err(DrawError::TooFew { players: 2 }));
        let twice = vec!["A".to_string(), "B".into(), "A".into(), "C".into()];
        assert_eq!(draw(&twice, &[], 1, 1, Remainder::Five), Err(DrawError::Twice { player: "A".into() }));
    }

    #[test]
    fn a_club_evening_avoids_repeat_meetings() {
        // 16 players, drawn one evening at a time from the history (C14):
        // three evenings without any pair meeting twice. A fourth depends
        // on how the first three fell: four rounds without a repeat exist
        // (an affine plane), but these three do not extend to one, and the
        // search keeps it to 4 pairs meeting a second time, none a third.
        // (Drawing a tournament's rounds at once, to avoid every repeat,
        // is still to come.)
        let players = names(16);
        let mut history: Vec<Round> = Vec::new();
        for evening in 0..4 {
            let d = draw(&players, &history, 1, 7 + evening, Remainder::Five).unwrap();
            if evening < 3 {
                assert_eq!(d.quality.repeats, 0, "evening {evening}: {:?}", d.rounds);
            } else {
                assert!(d.quality.repeats <= 4 && d.quality.max_meetings == 2, "{:?}", d.quality);
            }
            history.extend(d.rounds);
        }
        // The report (C15) counts what the rounds hold: 9 players over five
        // evenings, one 5-player table each; counted here from the tables.
        let players = names(9);
        let d = draw(&players, &[], 5, 3, Remainder::Five).unwrap();
        let fives: Vec<u32> =
            players.iter().map(|p| d.rounds.iter().flatten().filter(|t| t.len() == 5 && t.contains(p)).count() as u32).collect();
        assert_eq!(d.quality.five_seats, (*fives.iter().min().unwrap(), *fives.iter().max().unwrap()));
        assert_eq!(fives.iter().sum::<u32>(), 25);
    }
}
