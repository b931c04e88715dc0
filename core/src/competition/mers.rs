//! MERS, the EMA's ranking of players across tournaments (issue 53,
//! competition ruling C24, from the EMA's ranking rules), for MCR and
//! riichi separately (the caller gives one rule set's results).
//!
//! - A tournament's base rank for place p of N players is
//!   1000 × (N − p) / (N − 1), rounded to a whole number (half up); a
//!   shared place is the best place of its group.
//! - Its weight: days (1, 2, 3 or more = 3) + players (up to 40: 0; 41-80:
//!   0.5; more: 1) + countries (up to 5: 0; 6-10: 0.5; more: 1) + 1 where
//!   qualification was required.
//! - The age factor: 1 within a year before the reckoning day, 0.5 within
//!   two years, then 0 (the weight is multiplied by it). "Within a year":
//!   after the same day a year earlier (29 February: the 28th), up to and
//!   including the reckoning day; a tournament after it does not count.
//! - A player with fewer than 2 results (of factor above 0) is not
//!   listed; fewer than 5 are padded with results of 0 at weight 1.
//! - Part A: the weighted average of the best ceil(5 + 0.8 (n − 5))
//!   results; part B: of the best 4; MERS = (A + B) / 2, shown with two
//!   decimals. "Best" is by base rank; equal base ranks by the larger
//!   weight first (our choice: the rules do not say).
//!
//! Example (C24): (1000, w1) × 3, (501, w6), (500, w1) give A 650.6,
//! B 667.33, MERS 658.97.

use super::date::Date;

/// One tournament as MERS weighs it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tournament {
    /// Its name, as the player's calculation shows it.
    pub name: String,
    /// Its last day.
    pub date: Date,
    /// Its players (N).
    pub players: usize,
    /// Its days.
    pub days: usize,
    /// The countries its players came from.
    pub countries: usize,
    /// Whether players had to qualify.
    pub qualification: bool,
}

/// The base rank of place `place` of `players` (C24): 1000 × (N − p) /
/// (N − 1), rounded half up; a tournament of one player gives 1000.
pub fn base_rank(place: usize, players: usize) -> u32 {
    if players <= 1 {
        return 1000;
    }
    let (n, p) = (players as u64, place.clamp(1, players) as u64);
    // Half up in whole numbers: floor((2000 (N - p) + (N - 1)) / (2 (N - 1))).
    ((2000 * (n - p) + (n - 1)) / (2 * (n - 1))) as u32
}

/// A tournament's weight before its age (C24), in halves (exact in f64).
pub fn weight(t: &Tournament) -> f64 {
    weight_parts(t.days, t.players, t.countries, t.qualification).iter().sum()
}

/// The weight's four parts (C24): days, players, countries,
/// qualification.
pub fn weight_parts(days: usize, players: usize, countries: usize, qualification: bool) -> [f64; 4] {
    let days = days.clamp(1, 3) as f64;
    let players = match players {
        0..=40 => 0.0,
        41..=80 => 0.5,
        _ => 1.0,
    };
    let countries = match countries {
        0..=5 => 0.0,
        6..=10 => 0.5,
        _ => 1.0,
    };
    [days, players, countries, if qualification { 1.0 } else { 0.0 }]
}

/// The age factor of a tournament on `date` reckoned on `on` (C24).
pub fn age_factor(date: Date, on: Date) -> f64 {
    let (date, on) = (date.without_round(), on.without_round());
    if date > on {
        0.0
    } else if date > on.years_before(1) {
        1.0
    } else if date > on.years_before(2) {
        0.5
    } else {
        0.0
    }
}

/// One result in a player's calculation.
#[derive(Clone, PartialEq, Debug)]
pub struct Counted {
    /// The tournament (`None`: a result of 0 padding to five).
    pub tournament: Option<String>,
    /// Its base rank.
    pub rank: u32,
    /// Its weight, times its age factor.
    pub weight: f64,
    /// Whether it is among part A's results.
    pub in_a: bool,
    /// Whether it is among part B's.
    pub in_b: bool,
}

/// A player's MERS with its calculation.
#[derive(Clone, PartialEq, Debug)]
pub struct Mers {
    /// Every result weighed (padding included), best first.
    pub results: Vec<Counted>,
    /// Part A.
    pub a: f64,
    /// Part B.
    pub b: f64,
    /// (A + B) / 2.
    pub mers: f64,
}

/// A player's MERS from their results: each tournament's name, base rank
/// and weight already times its age factor (C24). `None` with fewer than
/// 2 results of weight above 0 (not listed).
pub fn mers(results: &[(Option<String>, u32, f64)]) -> Option<Mers> {
    let mut all: Vec<Counted> = results
        .iter()
        .filter(|(_, _, w)| *w > 0.0)
        .map(|(name, rank, weight)| Counted { tournament: name.clone(), rank: *rank, weight: *weight, in_a: false, in_b: false })
        .collect();
    if all.len() < 2 {
        return None;
    }
    while all.len() < 5 {
        all.push(Counted { tournament: None, rank: 0, weight: 1.0, in_a: false, in_b: false });
    }
    // Best first; equal ranks by the larger weight (stable otherwise).
    all.sort_by(|x, y| y.rank.cmp(&x.rank).then(y.weight.total_cmp(&x.weight)));
    let n = all.len();
    // ceil(5 + 0.8 (n - 5)) in whole numbers: ceil((25 + 4 (n - 5)) / 5).
    let take_a = (25 + 4 * (n - 5)).div_ceil(5);
    let average = |k: usize| {
        let (sum, weights) = all[..k].iter().fold((0.0, 0.0), |(s, w), c| (s + f64::from(c.rank) * c.weight, w + c.weight));
        sum / weights
    };
    let (a, b) = (average(take_a), average(4));
    for (k, c) in all.iter_mut().enumerate() {
        c.in_a = k < take_a;
        c.in_b = k < 4;
    }
    Some(Mers { results: all, a, b, mers: (a + b) / 2.0 })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(players: usize, days: usize, countries: usize, qualification: bool) -> Tournament {
        Tournament { name: "T".into(), date: "2026-06-01".parse().unwrap(), players, days, countries, qualification }
    }

    /// C24's bands: players 20/40/41/80/81/150 weigh 0/0/0.5/0.5/1/1;
    /// days 1/2/3/5 weigh 1/2/3/3; countries 5/6/10/11 weigh 0/0.5/0.5/1;
    /// qualification adds 1 (each with a one-day base of 1).
    #[test]
    fn the_weights_bands() {
        let players: Vec<f64> = [20, 40, 41, 80, 81, 150].iter().map(|&p| weight(&t(p, 1, 1, false)) - 1.0).collect();
        assert_eq!(players, [0.0, 0.0, 0.5, 0.5, 1.0, 1.0]);
        let days: Vec<f64> = [1, 2, 3, 5].iter().map(|&d| weight(&t(20, d, 1, false))).collect();
        assert_eq!(days, [1.0, 2.0, 3.0, 3.0]);
        let countries: Vec<f64> = [5, 6, 10, 11].iter().map(|&c| weight(&t(20, 1, c, false)) - 1.0).collect();
        assert_eq!(countries, [0.0, 0.5, 0.5, 1.0]);
        // 2 days + 81 players (1) + 11 countries (1) + qualification (1) = 5.
        assert_eq!(weight(&t(81, 2, 11, true)), 5.0);
        // The same in its parts: days 2, players 1, countries 1, qualification 1.
        assert_eq!(super::weight_parts(2, 81, 11, true), [2.0, 1.0, 1.0, 1.0]);
    }

    /// Base rank: 32nd of 60 = 1000 × 28 / 59 = 474.58 → 475; 3rd of 16 =
    /// 1000 × 13 / 15 = 866.67 → 867; first 1000, last 0; a half rounds up
    /// (2nd of 3 = 500; 2nd of 2001 = 1000 × 1999 / 2000 = 999.5 → 1000).
    #[test]
    fn base_ranks() {
        assert_eq!(base_rank(32, 60), 475);
        assert_eq!(base_rank(3, 16), 867);
        assert_eq!((base_rank(1, 60), base_rank(60, 60)), (1000, 0));
        assert_eq!(base_rank(2, 3), 500);
        assert_eq!(base_rank(2, 2001), 1000);
        assert_eq!(base_rank(1, 1), 1000);
    }

    /// C24's example: (1000, w1) × 3, (501, w6), (500, w1). Five results:
    /// A of ceil(5 + 0) = 5: (3000 + 3006 + 500) / (3 + 6 + 1) = 6506 / 10
    /// = 650.6; B of the best 4: (3000 + 3006) / 9 = 667.33; MERS =
    /// (650.6 + 667.33) / 2 = 658.97.
    #[test]
    fn the_rulings_example() {
        let r = |rank, w| (Some("T".to_string()), rank, w);
        let m = mers(&[r(1000, 1.0), r(1000, 1.0), r(1000, 1.0), r(501, 6.0), r(500, 1.0)]).unwrap();
        assert!((m.a - 650.6).abs() < 1e-9, "{}", m.a);
        assert!((m.b - 6006.0 / 9.0).abs() < 1e-9, "{}", m.b);
        assert_eq!(format!("{:.2} {:.2} {:.2}", m.a, m.b, m.mers), "650.60 667.33 658.97");
        assert_eq!(m.results.iter().filter(|c| c.in_b).map(|c| c.rank).collect::<Vec<_>>(), [1000, 1000, 1000, 501]);
    }

    /// Fewer than 2 results: not listed; 2 results padded with three 0s at
    /// weight 1: (800 × 2 + 600 × 1) / (2 + 1 + 3) = 2200 / 6 = 366.67 for
    /// A; B of the best 4 (800, 600, 0, 0): 2200 / (2 + 1 + 1 + 1) = 440;
    /// MERS (366.67 + 440) / 2 = 403.33. Ten
    /// results: A of ceil(5 + 4) = 9; eleven: ceil(9.8) = 10.
    #[test]
    fn padding_and_how_many_count() {
        assert_eq!(mers(&[(None, 900, 1.0)]), None);
        assert_eq!(mers(&[(None, 900, 1.0), (None, 800, 0.0)]), None, "an aged-out result does not count");
        let m = mers(&[(Some("A".into()), 800, 2.0), (Some("B".into()), 600, 1.0)]).unwrap();
        assert_eq!(m.results.len(), 5);
        assert!((m.a - 2200.0 / 6.0).abs() < 1e-9 && (m.b - 440.0).abs() < 1e-9, "{m:?}");
        assert_eq!(format!("{:.2}", m.mers), "403.33");
        let many = |n: usize| mers(&vec![(None, 500, 1.0); n]).unwrap().results.iter().filter(|c| c.in_a).count();
        assert_eq!((many(6), many(10), many(11)), (6, 9, 10));
    }

    /// Age: within a year before the reckoning day 1, within two 0.5, then
    /// 0; a later tournament 0 (reckoned on 1 December 2026).
    #[test]
    fn the_age_factor() {
        let on: Date = "2026-12-01".parse().unwrap();
        let f = |d: &str| age_factor(d.parse().unwrap(), on);
        assert_eq!((f("2026-12-01"), f("2025-12-02"), f("2025-12-01")), (1.0, 1.0, 0.5));
        assert_eq!((f("2024-12-02"), f("2024-12-01"), f("2026-12-02")), (0.5, 0.0, 0.0));
        // 29 February: a year later is reckoned from the 28th.
        let leap: Date = "2028-02-29".parse().unwrap();
        assert_eq!((age_factor("2027-02-28".parse().unwrap(), leap), age_factor("2027-03-01".parse().unwrap(), leap)), (0.5, 1.0));
    }
}
