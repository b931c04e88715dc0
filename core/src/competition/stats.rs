//! Per-player statistics of a season (issue 21), from its score sheets
//! where a table's game line exists: hands played, mahjongs made (and as
//! East) and caused (ruling C2), dead hands, winning scores, limit hands,
//! the net against each opponent; for MCR the self-drawn wins, fans and
//! penalties. Table places, mahjongs made and caused come from every
//! table, typed ones included, as the standings count them (C2, C9).

use std::collections::BTreeMap;

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
    /// Tables whose mahjongs are known: every sheet, and typed tables with
    /// mahjongs made or caused filled in. C1 counts a missing number as 0
    /// for the standings; a statistic of 0 where nothing was typed would
    /// look like a number the player made.
    pub mahjong_tables: u32,
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

    /// A typed table's mahjongs made and caused (C1, C2), `given` where
    /// they were filled in; a game's come from its sheet (`json::game`'s
    /// `Statistics::game`).
    pub fn typed(&mut self, results: &[crate::competition::TableResult], given: bool) {
        for r in results {
            let s = self.entry(&r.player);
            s.made += r.made;
            s.caused += r.caused;
            s.mahjong_tables += u32::from(given);
        }
    }

    pub(crate) fn entry(&mut self, player: &str) -> &mut PlayerStats {
        self.0.entry(player.to_string()).or_default()
    }
}
