//! Per-player statistics of a season (issue 21), from its score sheets
//! where a table's game line exists: hands played, mahjongs made (and as
//! East) and caused (ruling C2), dead hands, winning scores, limit hands,
//! the net against each opponent; for MCR the self-drawn wins, fans and
//! penalties. Table places, mahjongs made and caused come from every
//! table, typed ones included, as the standings count them (C2, C9).

use std::collections::BTreeMap;

#[cfg(feature = "json")]
use crate::game::Replay;
// The score sheet's game is still the JSON line's type: without the
// `json` feature there are no sheets to count (issue 33: the domain type
// belongs outside `json`).
#[cfg(feature = "json")]
use crate::json::game::GameLine;
#[cfg(feature = "json")]
use crate::rules::Scoring;

/// One player's statistics.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PlayerStats {
    /// Tables played with a score sheet (a game line).
    pub games: u32,
    /// Hands played at those tables (a hand sat out at a 5-table is not).
    pub hands: u32,
    /// Mahjongs made at every table, typed ones included.
    pub made: u32,
    /// Mahjongs made on the score sheets (what the winning scores are of).
    pub sheet_made: u32,
    /// Of those, as East.
    pub made_as_east: u32,
    /// Mahjongs caused at every table: won on the player's discard (C2).
    pub caused: u32,
    /// Dead hands (dood spel).
    pub dead: u32,
    /// The winning scores (Dutch) or fans (MCR) on the sheets, summed: the
    /// average is this over `sheet_made`.
    pub winning_sum: u64,
    /// The highest winning score or fans.
    pub highest: u32,
    /// Wins at the rule set's limit (Dutch).
    pub limit_hands: u32,
    /// MCR: wins on a self-drawn tile.
    pub self_drawn: u32,
    /// MCR: penalty points.
    pub penalties: u32,
    /// MCR: how often each fan was in the player's wins (hands that list
    /// their fans), by id.
    pub fans: BTreeMap<String, u32>,
    /// Places 1-5 at every table, typed ones included.
    pub places: [u32; 5],
    /// The net won (+) or lost (-) against each opponent.
    pub head_to_head: BTreeMap<String, i64>,
}

/// Every player's statistics, by name.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Statistics(pub BTreeMap<String, PlayerStats>);

impl Statistics {
    /// A place at a table (from 1; shared places count as the best).
    pub fn place(&mut self, player: &str, place: usize) {
        if let Some(p) = self.entry(player).places.get_mut(place.saturating_sub(1)) {
            *p += 1;
        }
    }

    /// A typed table's mahjongs made and caused (C1, C2); a game's come
    /// from its sheet ([`Statistics::game`]).
    pub fn typed(&mut self, results: &[crate::competition::TableResult]) {
        for r in results {
            let s = self.entry(&r.player);
            s.made += r.made;
            s.caused += r.caused;
        }
    }

    fn entry(&mut self, player: &str) -> &mut PlayerStats {
        self.0.entry(player.to_string()).or_default()
    }

    /// A game's sheet, replayed; its names are the players.
    #[cfg(feature = "json")]
    pub fn game(&mut self, g: &GameLine, replay: &Replay) {
        let limit = match g.scoring() {
            Ok(Scoring::Dutch(r)) => Some(r.limit),
            _ => None,
        };
        let mcr = g.rules.is_mcr();
        for name in &g.names {
            self.entry(name).games += 1;
        }
        for (h, r) in g.hands.iter().zip(&replay.hands) {
            let out = r.position.sitting_out();
            for (p, name) in g.names.iter().enumerate() {
                if out != Some(p) {
                    let s = self.entry(name);
                    s.hands += 1;
                    s.dead += u32::from(h.dead.contains(&p));
                    s.penalties += h.penalties.get(p).copied().unwrap_or(0);
                }
            }
            if let Some(w) = h.winner {
                let score = if mcr { h.fan.unwrap_or(0) } else { h.scores.get(w).copied().unwrap_or(0) };
                let s = self.entry(&g.names[w]);
                s.made += 1;
                s.sheet_made += 1;
                s.made_as_east += u32::from(r.position.east() == w);
                s.winning_sum += u64::from(score);
                s.highest = s.highest.max(score);
                s.limit_hands += u32::from(limit.is_some_and(|l| score >= l));
                s.self_drawn += u32::from(mcr && h.discarder.is_none());
                for id in &h.fans {
                    *s.fans.entry(id.clone()).or_default() += 1;
                }
                if let Some(d) = h.discarder {
                    self.entry(&g.names[d]).caused += 1;
                }
            }
            for pay in &r.payments {
                let (from, to) = (&g.names[pay.from], &g.names[pay.to]);
                *self.entry(to).head_to_head.entry(from.clone()).or_default() += pay.amount;
                *self.entry(from).head_to_head.entry(to.clone()).or_default() -= pay.amount;
            }
        }
    }
}

#[cfg(all(test, feature = "json"))]
mod tests {
    use super::*;

    fn game(line: &str) -> (GameLine, Replay) {
        let g: GameLine = serde_json::from_str(line).unwrap();
        let r = g.replay().unwrap();
        (g, r)
    }

    #[test]
    fn a_sheet_counted() {
        // Seed 003's hand (ruling 19): Bep (1) wins 96 on Ans's (0) discard,
        // Cor (2) dead; Ans is East. Nets +24 +384 -244 -164. Then Cor wins
        // the nts limit 2000 as East alone (hand 2, East passes to 1... in
        // nts the winds pass every hand: East is player 1), self-drawn.
        let (g, r) = game(
            r#"{"rules":"nts","names":["Ans","Bep","Cor","Dirk"],"hands":[
                {"winner":1,"scores":[64,96,0,20],"dead":[2],"discarder":0},
                {"winner":2,"scores":[0,0,2000,0]}]}"#,
        );
        let mut s = Statistics::default();
        s.game(&g, &r);
        let (ans, bep, cor) = (&s.0["Ans"], &s.0["Bep"], &s.0["Cor"]);
        assert_eq!((ans.games, ans.hands, ans.caused, ans.made), (1, 2, 1, 0));
        assert_eq!((bep.made, bep.made_as_east, bep.winning_sum, bep.highest), (1, 0, 96, 96));
        assert_eq!((cor.made, cor.limit_hands, cor.dead, cor.made_as_east), (1, 1, 1, 0));
        // Hand 2, East Bep: Cor wins 2000 alone: Bep (East) pays 4000, Ans
        // and Dirk 2000 each. Head to head over both hands: the winner is
        // paid, never pays (ruling 19): in hand 1 Ans, East, pays Bep 96 x 2
        // = 192; in hand 2 both score 0. Cor pays Bep 96, then gets 4000.
        assert_eq!(cor.head_to_head["Bep"], -96 + 4000);
        assert_eq!(ans.head_to_head["Bep"], -192);
        // Every pair's head to head is zero-sum.
        for (a, sa) in &s.0 {
            for (b, x) in &sa.head_to_head {
                assert_eq!(*x, -s.0[b].head_to_head[a], "{a} {b}");
            }
        }
        // A typed table of the same season adds its mahjongs (C2): Bep made
        // 2 more there, Ans caused 1: Bep 1 + 2 = 3 made (1 on a sheet),
        // Ans 1 + 1 = 2 caused.
        let typed = |p: &str, made, caused| crate::competition::TableResult { player: p.into(), total: 0, made, caused };
        s.typed(&[typed("Bep", 2, 0), typed("Ans", 0, 1), typed("Dirk", 0, 1)]);
        assert_eq!((s.0["Bep"].made, s.0["Bep"].sheet_made, s.0["Ans"].caused), (3, 1, 2));
    }

    #[test]
    fn mcr_sheets() {
        // MCR: Bep wins 10 fans self-drawn (8 + 10 = 18 from each), then Ans
        // wins 8 on Dirk's discard (16 from Dirk, 8 from the others) with a
        // penalty of 10 for Cor; then Bep wins 9 on Ans's discard: Mixed
        // Shifted Chows 6 + All Chows 2 + Flower Tiles 1 = 9 (MCR 2006).
        let (g, r) = game(
            r#"{"rules":"mcr","names":["Ans","Bep","Cor","Dirk"],"hands":[
                {"winner":1,"fan":10},
                {"winner":0,"fan":8,"discarder":3,"penalties":[0,0,10,0]},
                {"winner":1,"fan":9,"discarder":0,"fans":["mixed_shifted_chows","all_chows","flower_tiles"]}]}"#,
        );
        let mut s = Statistics::default();
        s.game(&g, &r);
        let (ans, bep, cor) = (&s.0["Ans"], &s.0["Bep"], &s.0["Cor"]);
        assert_eq!((bep.self_drawn, bep.winning_sum, ans.self_drawn, ans.winning_sum), (1, 10 + 9, 0, 8));
        assert_eq!((cor.penalties, s.0["Dirk"].caused, ans.caused), (10, 1, 1));
        assert_eq!(
            bep.fans.iter().map(|(id, n)| format!("{id} {n}")).collect::<Vec<_>>(),
            ["all_chows 1", "flower_tiles 1", "mixed_shifted_chows 1"]
        );
        // Ans against Bep: -18, then +8, then -(8 + 9) = -27.
        assert_eq!(ans.head_to_head["Bep"], -27);
    }
}
