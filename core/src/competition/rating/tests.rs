//! Club rating tests (ruling C23). The published values are OpenSkill's
//! Bradley-Terry-full test vectors (openskill.js/openskill.py,
//! `bradley_terry_full` with the default mu 25, sigma 25/3, beta 25/6),
//! as issue 53 lists them.

use super::*;
use crate::competition::places::TableResult;
use crate::competition::reglement::Reglement;
use crate::competition::season::{standings, Evening, Season, Table};

const EPS: f64 = 1e-9;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < EPS
}

/// A table from (player, total).
fn table(rows: &[(&str, i64)]) -> Table {
    Table {
        results: rows.iter().map(|&(p, total)| TableResult { player: p.into(), total, made: 0, caused: 0 }).collect(),
        unfinished: false,
    }
}

fn evening(date: &str, tables: Vec<Table>) -> Evening {
    Evening { date: date.parse().expect("a test date"), tables }
}

fn rated(season: &Season) -> Vec<PlayerRating> {
    // Keevel's reglement: no minimum of players (C7), so every evening counts.
    let r = Reglement::preset("keevel").expect("a preset");
    club_ratings(&[&standings(season, &r).expect("standings")])
}

fn of<'a>(all: &'a [PlayerRating], name: &str) -> &'a PlayerRating {
    all.iter().find(|p| p.player == name).expect("rated")
}

/// OpenSkill BT-full, four players from the defaults, places 1-4:
/// mu 32.90569415042095, 27.63523138347365, 22.36476861652635,
/// 17.09430584957905 (25 ± 2·2.635 and ± 7.906: symmetric about 25),
/// every sigma 7.5012190693964005.
#[test]
fn four_players_from_the_defaults() {
    let after = rate_table(&[(Rating::default(), 1), (Rating::default(), 2), (Rating::default(), 3), (Rating::default(), 4)]);
    let mus = [32.90569415042095, 27.63523138347365, 22.36476861652635, 17.09430584957905];
    for (r, mu) in after.iter().zip(mus) {
        assert!(close(r.mu, mu), "{} vs {mu}", r.mu);
        assert!(close(r.sigma, 7.5012190693964005), "{}", r.sigma);
    }
}

/// Three players: 30.2704627669473, 25.0, 19.7295372330527, sigma
/// 7.78847480787257; five: 35.5409255338946, 30.2704627669473, 25.0,
/// 19.729537233052703, 14.4590744661054, sigma 7.202515895247076 (the
/// middle place of an odd table keeps mu 25: its wins and losses cancel).
#[test]
fn three_and_five_players_from_the_defaults() {
    let three = rate_table(&[(Rating::default(), 1), (Rating::default(), 2), (Rating::default(), 3)]);
    for (r, mu) in three.iter().zip([30.2704627669473, 25.0, 19.7295372330527]) {
        assert!(close(r.mu, mu) && close(r.sigma, 7.78847480787257), "{r:?}");
    }
    let five: Vec<(Rating, usize)> = (1..=5).map(|p| (Rating::default(), p)).collect();
    let five = rate_table(&five);
    for (r, mu) in five.iter().zip([35.5409255338946, 30.2704627669473, 25.0, 19.729537233052703, 14.4590744661054]) {
        assert!(close(r.mu, mu) && close(r.sigma, 7.202515895247076), "{r:?}");
    }
}

/// Shown as mu - 3 sigma: 43.07 - 3 × 2.42 = 43.07 - 7.26 = 35.81;
/// "voorlopig" while sigma > 4 (C23).
#[test]
fn the_ordinal_and_voorlopig() {
    let r = Rating { mu: 43.07, sigma: 2.42 };
    assert!((r.ordinal() - 35.81).abs() < 1e-9);
    assert!(!r.provisional());
    assert!(Rating { mu: 25.0, sigma: 4.0001 }.provisional());
    assert!(!Rating { mu: 25.0, sigma: 4.0 }.provisional());
    // A new player: 25 - 3 × 25/3 = 0, voorlopig.
    assert!(Rating::default().ordinal().abs() < 1e-12 && Rating::default().provisional());
}

/// Shared places are ties (C23, C4): two players sharing first place at
/// a table of four end with the same rating, between what first and
/// second alone would give.
#[test]
fn a_shared_place_is_a_tie() {
    let season = Season {
        members: None,
        evenings: vec![evening("2026-09-01", vec![table(&[("Ans", 40), ("Bep", 40), ("Cor", -30), ("Dirk", -50)])])],
    };
    let all = rated(&season);
    let (ans, bep) = (of(&all, "Ans").rating, of(&all, "Bep").rating);
    assert_eq!(ans, bep);
    assert!(ans.mu < 32.90569415042095 && ans.mu > 27.63523138347365, "{ans:?}");
    // Equal and best first: Ans before Bep by name, then Cor, Dirk.
    assert_eq!(all.iter().map(|p| p.player.as_str()).collect::<Vec<_>>(), ["Ans", "Bep", "Cor", "Dirk"]);
}

/// The first evening from the defaults gives the published values; an
/// evening later, everyone's sigma first grows by tau = 25/300:
/// sqrt(7.5012190693964005² + (1/12)²) before the second table. A player
/// absent five evenings keeps mu and gains sigma five times:
/// sigma² + 5 tau² (C23).
#[test]
fn evenings_age_the_uncertainty_and_absence_keeps_mu() {
    let four = |d: &str, names: [&str; 4]| evening(d, vec![table(&[(names[0], 60), (names[1], 20), (names[2], -30), (names[3], -50)])]);
    let mut evenings = vec![four("2026-09-01", ["Ans", "Bep", "Cor", "Dirk"])];
    for (k, d) in ["2026-09-08", "2026-09-15", "2026-09-22", "2026-09-29", "2026-10-06"].iter().enumerate() {
        // Dirk stays away; Eef takes his seat, the others rotate places.
        let names = [["Bep", "Cor", "Eef", "Ans"], ["Cor", "Eef", "Ans", "Bep"]][k % 2];
        evenings.push(four(d, names));
    }
    let all = rated(&Season { members: None, evenings });
    let dirk = of(&all, "Dirk");
    assert!(close(dirk.rating.mu, 17.09430584957905), "{:?}", dirk.rating);
    let grown = (7.5012190693964005f64.powi(2) + 5.0 * TAU * TAU).sqrt();
    assert!(close(dirk.rating.sigma, grown), "{} vs {grown}", dirk.rating.sigma);
    assert_eq!((dirk.tables, dirk.course.len()), (1, 1));
    assert_eq!(of(&all, "Ans").tables, 6);
    // Eef's first table came after Dirk's evening: Eef started fresh at
    // 25, 25/3 (no ageing before a first table), so Eef's course starts
    // on 8 September.
    assert_eq!(of(&all, "Eef").course[0].0, "2026-09-08".parse().unwrap());
}

/// Derived, never stored: the same seasons give bit-identical ratings,
/// in any order of the seasons given (evenings go by date).
#[test]
fn a_season_replayed_gives_bit_identical_ratings() {
    let a = Season {
        members: None,
        evenings: vec![evening("2026-09-01", vec![table(&[("Ans", 60), ("Bep", 20), ("Cor", -30), ("Dirk", -50)])])],
    };
    let b = Season {
        members: None,
        evenings: vec![evening("2027-01-12", vec![table(&[("Dirk", 70), ("Cor", 10), ("Bep", -30), ("Ans", -50)])])],
    };
    let r = Reglement::preset("keevel").unwrap();
    let (sa, sb) = (standings(&a, &r).unwrap(), standings(&b, &r).unwrap());
    let bits = |all: Vec<PlayerRating>| {
        all.iter().map(|p| (p.player.clone(), p.rating.mu.to_bits(), p.rating.sigma.to_bits())).collect::<Vec<_>>()
    };
    let once = bits(club_ratings(&[&sa, &sb]));
    assert_eq!(once, bits(club_ratings(&[&sa, &sb])));
    assert_eq!(once, bits(club_ratings(&[&sb, &sa])));
}

/// An evening that does not count (C7: fewer than Groene Hart's 8
/// players) is not rated.
#[test]
fn an_evening_that_does_not_count_is_not_rated() {
    let season = Season {
        members: None,
        evenings: vec![evening("2026-09-01", vec![table(&[("Ans", 60), ("Bep", 20), ("Cor", -30), ("Dirk", -50)])])],
    };
    let r = Reglement::preset("groene-hart").unwrap();
    assert!(club_ratings(&[&standings(&season, &r).unwrap()]).is_empty());
}
