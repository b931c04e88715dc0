//! A table's places and table points (rulings C3, C4, C5, C12): by total,
//! highest first; equal totals ordered by mahjongs made and caused where
//! the reglement says so; players still equal share their places, each
//! getting the average of those places' points.

use super::reglement::{Reglement, TiePolicy};
use super::Points;

/// One player's result at a table (ruling C1, C2).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TableResult {
    /// The player's name: their identity across the season.
    pub player: String,
    /// The table total: the game's running total at its end.
    pub total: i64,
    /// Mahjongs made: hands the player won.
    pub made: u32,
    /// Mahjongs caused: hands won on the player's discard.
    pub caused: u32,
}

/// A player's place at the table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Placed {
    /// The place, from 1; players sharing places have the best of them.
    pub place: usize,
    /// How many players share this place (1: nobody else).
    pub shared: usize,
    /// Table points, where the reglement gives them.
    pub points: Option<Points>,
}

/// Why a table cannot be placed.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PlacesError {
    /// A table has 3, 4 or 5 players (ruling C3).
    #[error("a table of {players} players: a table has 3, 4 or 5 (ruling C3)")]
    TableSize {
        /// How many results the table has.
        players: usize,
    },
}

/// The places of a table, in the order of `results` (rulings C4, C5, C12).
pub fn places(results: &[TableResult], reglement: &Reglement) -> Result<Vec<Placed>, PlacesError> {
    let n = results.len();
    if !(3..=5).contains(&n) {
        return Err(PlacesError::TableSize { players: n });
    }
    // What orders a table: the total, then (C4) mahjongs made, fewer caused.
    let key = |r: &TableResult| match reglement.ties {
        TiePolicy::MahjongsThenCaused => (r.total, i64::from(r.made), -i64::from(r.caused)),
        TiePolicy::Shared => (r.total, 0, 0),
    };
    let mut order: Vec<usize> = (0..n).collect();
    crate::order::sort_by_key(&mut order, |&i| std::cmp::Reverse(key(&results[i])));
    let halves = reglement.table_points.and_then(|t| t.halves(n).map(<[u32]>::to_vec));
    let mut out = vec![Placed { place: 0, shared: 0, points: None }; n];
    let mut start = 0;
    while start < n {
        let end = (start..n).find(|&j| key(&results[order[j]]) != key(&results[order[start]])).unwrap_or(n);
        let shared = end - start;
        // C4: the average of the shared places' points (in halves, so /2).
        let points = halves.as_ref().map(|h| Points::new(h[start..end].iter().map(|&x| i64::from(x)).sum(), 2 * shared as i64));
        for &i in &order[start..end] {
            out[i] = Placed { place: start + 1, shared, points };
        }
        start = end;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(rows: &[(&str, i64, u32, u32)]) -> Vec<TableResult> {
        rows.iter().map(|&(p, total, made, caused)| TableResult { player: p.into(), total, made, caused }).collect()
    }

    fn pts(placed: &[Placed]) -> Vec<Points> {
        placed.iter().map(|p| p.points.unwrap()).collect()
    }

    const GH: Reglement = Reglement::GROENE_HART;

    #[test]
    fn places_by_total_then_mahjongs_then_caused() {
        // C4, C5: Ans 300 first (4), Bep and Cor 100 each: Bep made 3
        // mahjongs to Cor's 2, so Bep second (2), Cor third (1); Dirk last (0.5).
        let t = table(&[("Ans", 300, 2, 0), ("Bep", 100, 3, 1), ("Cor", 100, 2, 0), ("Dirk", -500, 0, 4)]);
        let p = places(&t, &GH).unwrap();
        assert_eq!(p.iter().map(|p| p.place).collect::<Vec<_>>(), [1, 2, 3, 4]);
        assert_eq!(pts(&p), [Points::from(4), Points::from(2), Points::from(1), Points::new(1, 2)]);
        // Equal made: fewer caused goes first. Bep caused 2, Cor 1: Cor second.
        let t = table(&[("Ans", 300, 2, 0), ("Bep", 100, 2, 2), ("Cor", 100, 2, 1), ("Dirk", -500, 0, 4)]);
        assert_eq!(places(&t, &GH).unwrap().iter().map(|p| p.place).collect::<Vec<_>>(), [1, 3, 2, 4]);
    }

    #[test]
    fn equal_players_share_the_average() {
        // C4's own example: two sharing 1st and 2nd at 4/2/1/0.5 get
        // (4 + 2) / 2 = 3 each.
        let t = table(&[("Ans", 200, 1, 1), ("Bep", 200, 1, 1), ("Cor", -100, 0, 0), ("Dirk", -300, 0, 1)]);
        let p = places(&t, &GH).unwrap();
        assert_eq!(pts(&p), [Points::from(3), Points::from(3), Points::from(1), Points::new(1, 2)]);
        assert_eq!((p[0].place, p[0].shared, p[2].place), (1, 2, 3));
        // Three sharing places 2-4 of a 5-table (4, 2, 1, 0.5, 0):
        // (2 + 1 + 0.5) / 3 = 7/6 each; 4 + 3 x 7/6 + 0 = 7.5, the table's sum.
        let t = table(&[("A", 500, 3, 0), ("B", 0, 1, 1), ("C", 0, 1, 1), ("D", 0, 1, 1), ("E", -500, 0, 3)]);
        let p = places(&t, &GH).unwrap();
        assert_eq!(pts(&p), [Points::from(4), Points::new(7, 6), Points::new(7, 6), Points::new(7, 6), Points::from(0)]);
        assert_eq!(pts(&p).iter().sum::<Points>(), Points::new(15, 2));
    }

    #[test]
    fn three_and_five_player_tables() {
        // C5: a 3-table 4, 2, 0.5; a 5-table 4, 2, 1, 0.5, 0.
        let t = table(&[("A", -10, 0, 1), ("B", 30, 1, 0), ("C", -20, 0, 0)]);
        assert_eq!(pts(&places(&t, &GH).unwrap()), [Points::from(2), Points::from(4), Points::new(1, 2)]);
        let t = table(&[("A", 5, 0, 0), ("B", 4, 0, 0), ("C", 3, 0, 0), ("D", 2, 0, 0), ("E", 1, 0, 0)]);
        let five = [Points::from(4), Points::from(2), Points::from(1), Points::new(1, 2), Points::from(0)];
        assert_eq!(pts(&places(&t, &GH).unwrap()), five);
        // C3: 2 or 6 players are no table.
        assert_eq!(places(&t[..2], &GH), Err(PlacesError::TableSize { players: 2 }));
    }

    #[test]
    fn mcr_shares_at_once() {
        // C12: equal totals share at once, whatever the mahjongs: 4, 2, 1, 0
        // with Bep and Cor equal on 100: (2 + 1) / 2 = 1.5 each.
        let t = table(&[("Ans", 300, 2, 0), ("Bep", 100, 3, 1), ("Cor", 100, 2, 0), ("Dirk", -500, 0, 4)]);
        let p = places(&t, &Reglement::MCR_TOERNOOI).unwrap();
        assert_eq!(pts(&p), [Points::from(4), Points::new(3, 2), Points::new(3, 2), Points::from(0)]);
        // Without table points the places are still there (keevel, C10).
        let p = places(&t, &Reglement::KEEVEL).unwrap();
        assert_eq!((p[1].place, p[1].shared, p[1].points), (2, 2, None));
    }
}
