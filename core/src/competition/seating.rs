//! An evening's tables after the draw (rulings C3, C16, C20): who sits at
//! no table, who moves, and which tables a re-draw keeps.
//!
//! A table is started (C20) once its card was handed out (shown or
//! printed) or it has a result. A re-draw never moves a player of a
//! started table; a late arrival is seated at a table the organiser picks
//! (a table of 4 becomes one of 5), or the tables not started are drawn
//! again with them. Tables are numbered from 1 in draw order; a kept table
//! keeps its number, and new tables fill the numbers of those drawn again.

use super::draw::{draw, DrawError, Quality, Remainder, Request, RoundTables};

/// The largest and smallest table (ruling C3).
const SIZES: std::ops::RangeInclusive<usize> = 3..=5;

/// Why the tables cannot change so.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SeatingError {
    /// No table of that number.
    #[error("there is no table {table}")]
    NoTable {
        /// The number asked for, from 1.
        table: u32,
    },
    /// The player sits at no table.
    #[error("{player} sits at no table")]
    NotSeated {
        /// The name.
        player: String,
    },
    /// A late arrival who is not ticked present cannot take a seat (C20).
    #[error("{player} is not present")]
    NotPresent {
        /// The name.
        player: String,
    },
    /// The player sits at a table already.
    #[error("{player} sits at table {table} already")]
    Seated {
        /// The name.
        player: String,
        /// Their table.
        table: u32,
    },
    /// A started table is not changed unless picked (C20).
    #[error("table {table} has started (C20)")]
    Started {
        /// The table.
        table: u32,
    },
    /// A table would have fewer than 3 or more than 5 players (C3).
    #[error("table {table} would have {players} players: a table has 3, 4 or 5 (C3)")]
    Size {
        /// The table.
        table: u32,
        /// How many it would have.
        players: usize,
    },
    /// A table with its result keeps its players (C1: the result names
    /// them); remove or correct the result first.
    #[error("table {table} has its result: its players stay (C1)")]
    HasResult {
        /// The table.
        table: u32,
    },
    /// The draw itself refused.
    #[error(transparent)]
    Draw(#[from] DrawError),
}

/// What can be done about a player at a table who is no longer present
/// (C16, C20), for the organiser to choose from.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Leaving {
    /// Their table, from 1.
    pub table: u32,
    /// Whether it has started (C20): taking them off asks first.
    pub started: bool,
    /// How many the table keeps without them; below 3 (C3) it cannot
    /// play so, and someone has to fill the seat.
    pub left: usize,
    /// Who could take the seat: present, at no table.
    pub fillers: Vec<String>,
    /// Whether the table can be merged into the others instead (issue
    /// 49, [`merge`]).
    pub merges: bool,
}

impl Leaving {
    /// Whether the table can play on without them (3 to 5 left, C3).
    pub fn shrinks(&self) -> bool {
        SIZES.contains(&self.left)
    }
}

/// What the organiser can do about `player`, seated but no longer
/// present (C16, C20); `None` where they sit at no table.
pub fn leaving(tables: &[Vec<String>], player: &str, started: &[u32], present: &[String]) -> Option<Leaving> {
    let table = table_of(tables, player)?;
    Some(Leaving {
        table,
        started: started.contains(&table),
        left: tables[table as usize - 1].len() - 1,
        fillers: unseated(tables, present).into_iter().map(String::from).collect(),
        merges: merge(&mut tables.to_vec(), player, started).is_ok(),
    })
}

/// A leaver's table given up (C3, C16, C20, issue 49): they leave, and
/// each of the others joins the table with the fewest players (the
/// lowest number first) that has a seat free, to at most 5. The tables
/// after it move up a number, so none of them may have started.
pub fn merge(tables: &mut Vec<Vec<String>>, player: &str, started: &[u32]) -> Result<(), SeatingError> {
    let table = table_of(tables, player).ok_or_else(|| SeatingError::NotSeated { player: player.to_string() })?;
    if let Some(&later) = started.iter().find(|&&t| t > table) {
        return Err(SeatingError::Started { table: later });
    }
    let k = table as usize - 1;
    let others: Vec<String> = tables[k].iter().filter(|p| *p != player).cloned().collect();
    let room: usize = tables.iter().enumerate().filter(|(j, _)| *j != k).map(|(_, t)| SIZES.end().saturating_sub(t.len())).sum();
    if room < others.len() || tables.len() < 2 {
        return Err(SeatingError::Size { table, players: others.len() });
    }
    tables.remove(k);
    for p in others {
        let to = (0..tables.len())
            .filter(|&j| tables[j].len() < *SIZES.end())
            .min_by_key(|&j| (tables[j].len(), j))
            .expect("room counted above");
        tables[to].push(p);
    }
    Ok(())
}

/// A present player at no table takes a leaver's seat, wind and all (C16,
/// C20): the organiser's pick, also at a started table; the table keeps
/// its size.
pub fn replace(tables: &mut [Vec<String>], player: &str, by: &str) -> Result<(), SeatingError> {
    if let Some(table) = table_of(tables, by) {
        return Err(SeatingError::Seated { player: by.to_string(), table });
    }
    let seat = tables.iter_mut().flatten().find(|p| *p == player).ok_or_else(|| SeatingError::NotSeated { player: player.to_string() })?;
    *seat = by.to_string();
    Ok(())
}

fn index(tables: &[Vec<String>], table: u32) -> Result<usize, SeatingError> {
    (table as usize).checked_sub(1).filter(|&k| k < tables.len()).ok_or(SeatingError::NoTable { table })
}

/// The table (from 1) where `player` sits.
pub fn table_of(tables: &[Vec<String>], player: &str) -> Option<u32> {
    tables.iter().position(|t| t.iter().any(|p| p == player)).map(|k| k as u32 + 1)
}

/// Who is present but sits at no table: late arrivals (C20), in the order
/// they came.
pub fn unseated<'a>(tables: &[Vec<String>], present: &'a [String]) -> Vec<&'a str> {
    present.iter().filter(|p| table_of(tables, p).is_none()).map(String::as_str).collect()
}

/// Who sits at a table but is no longer present: leavers.
pub fn leavers<'a>(tables: &'a [Vec<String>], present: &[String]) -> Vec<&'a str> {
    tables.iter().flatten().filter(|p| !present.contains(p)).map(String::as_str).collect()
}

/// The tables (from 1) a late arrival can be seated at: those with a
/// seat free (a table has at most 5, C3).
pub fn free_tables(tables: &[Vec<String>]) -> Vec<u32> {
    tables.iter().enumerate().filter(|(_, t)| SIZES.contains(&(t.len() + 1))).map(|(k, _)| k as u32 + 1).collect()
}

/// Seats a late arrival at the table the organiser picked (C20): the
/// organiser's pick may be a started table; it grows by one, to at most 5.
pub fn seat_at(tables: &mut [Vec<String>], player: &str, table: u32) -> Result<(), SeatingError> {
    let k = index(tables, table)?;
    if let Some(at) = table_of(tables, player) {
        return Err(SeatingError::Seated { player: player.to_string(), table: at });
    }
    let players = tables[k].len() + 1;
    if !SIZES.contains(&players) {
        return Err(SeatingError::Size { table, players });
    }
    tables[k].push(player.to_string());
    Ok(())
}

/// Takes a leaver from their table (C16): a table that has started keeps
/// its players unless the organiser picks it, and a table keeps at least 3.
pub fn unseat(tables: &mut [Vec<String>], player: &str, started: &[u32], picked: bool) -> Result<(), SeatingError> {
    let table = table_of(tables, player).ok_or_else(|| SeatingError::NotSeated { player: player.to_string() })?;
    if started.contains(&table) && !picked {
        return Err(SeatingError::Started { table });
    }
    let k = table as usize - 1;
    let players = tables[k].len() - 1;
    if !SIZES.contains(&players) {
        return Err(SeatingError::Size { table, players });
    }
    tables[k].retain(|p| p != player);
    Ok(())
}

/// Moves a player to another table (C3, C20): neither table may have
/// started, and both stay tables of 3 to 5.
pub fn move_to(tables: &mut [Vec<String>], player: &str, table: u32, started: &[u32]) -> Result<(), SeatingError> {
    let to = index(tables, table)?;
    let from = table_of(tables, player).ok_or_else(|| SeatingError::NotSeated { player: player.to_string() })?;
    if from == table {
        return Ok(());
    }
    if let Some(&t) = [from, table].iter().find(|t| started.contains(t)) {
        return Err(SeatingError::Started { table: t });
    }
    let (left, grown) = (tables[from as usize - 1].len() - 1, tables[to].len() + 1);
    if !SIZES.contains(&left) {
        return Err(SeatingError::Size { table: from, players: left });
    }
    if !SIZES.contains(&grown) {
        return Err(SeatingError::Size { table, players: grown });
    }
    tables[from as usize - 1].retain(|p| p != player);
    tables[to].push(player.to_string());
    Ok(())
}

/// Two players change places (C20: neither at a started table).
pub fn swap(tables: &mut [Vec<String>], a: &str, b: &str, started: &[u32]) -> Result<(), SeatingError> {
    for p in [a, b] {
        match table_of(tables, p) {
            None => return Err(SeatingError::NotSeated { player: p.to_string() }),
            Some(t) if started.contains(&t) => return Err(SeatingError::Started { table: t }),
            Some(_) => {}
        }
    }
    for n in tables.iter_mut().flatten() {
        if n == a {
            *n = b.to_string();
        } else if n == b {
            *n = a.to_string();
        }
    }
    Ok(())
}

/// Draws an evening's tables again (C14-C16, C20): the started tables stay
/// as they are, with their numbers (their players play there even when no
/// longer ticked present); everyone else present is drawn anew from the
/// season so far, and the new tables take the numbers of those drawn
/// again, then the next ones. Without an earlier draw, everyone is drawn.
pub fn redraw(
    tables: &[Vec<String>],
    started: &[u32],
    present: &[String],
    history: &[RoundTables],
    seed: u64,
) -> Result<(RoundTables, Quality), SeatingError> {
    let kept: Vec<Vec<String>> =
        tables.iter().enumerate().filter(|(k, _)| started.contains(&(*k as u32 + 1))).map(|(_, t)| t.clone()).collect();
    let mut players: Vec<String> = present.to_vec();
    for p in kept.iter().flatten() {
        if !players.contains(p) {
            players.push(p.clone());
        }
    }
    let req = Request { players: &players, history, keep: &kept, rounds: 1, seed, prefer: Remainder::Five };
    let drawn = draw(&req)?;
    let mut round = drawn.rounds.into_iter().next().unwrap_or_default();
    let mut fresh = round.split_off(kept.len()).into_iter();
    let mut kept = round.into_iter();
    let mut out = Vec::with_capacity(tables.len().max(kept.len() + fresh.len()));
    for k in 0..tables.len() {
        let t = if started.contains(&(k as u32 + 1)) { kept.next() } else { fresh.next() };
        out.extend(t);
    }
    out.extend(fresh);
    Ok((out, drawn.quality))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    fn tables(spec: &[&str]) -> Vec<Vec<String>> {
        spec.iter().map(|t| names(t)).collect()
    }

    /// C20: a late arrival, Wim, after tables 1 and 2 (of 5) started.
    #[test]
    fn a_late_arrival_seated_or_drawn_with_the_tables_not_started() {
        let mut t = tables(&["A B C D E", "F G H I", "J K L M", "N O P Q", "R S T U"]);
        let mut present = t.concat();
        present.push("Wim".into());
        assert_eq!(unseated(&t, &present), ["Wim"]);
        // The organiser's pick: table 3 (not started) becomes a table of 5;
        // table 1 is full.
        assert_eq!(seat_at(&mut t.clone(), "Wim", 1), Err(SeatingError::Size { table: 1, players: 6 }));
        // Tables 2-5 have 4: a seat free at each (C3: at most 5).
        assert_eq!(free_tables(&t), [2, 3, 4, 5]);
        let mut picked = t.clone();
        seat_at(&mut picked, "Wim", 3).unwrap();
        assert_eq!(picked[2], names("J K L M Wim"));
        assert_eq!(seat_at(&mut picked, "Wim", 4), Err(SeatingError::Seated { player: "Wim".into(), table: 3 }));
        // A started table may be picked too (the organiser's choice).
        seat_at(&mut t, "Wim", 2).unwrap();
        assert_eq!(t[1].len(), 5);
        t[1].pop();
        // Or tables 3-5 are drawn again with Wim: 12 + 1 = 13 = 5 + 4 + 4
        // (C13); tables 1 and 2 stay as they were, with their numbers.
        let (again, _) = redraw(&t, &[1, 2], &present, &[], 7).unwrap();
        assert_eq!(again[..2], t[..2]);
        assert_eq!(again.iter().map(Vec::len).collect::<Vec<_>>(), [5, 4, 5, 4, 4]);
        let mut redrawn: Vec<String> = again[2..].concat();
        redrawn.sort();
        let mut expected = names("J K L M N O P Q R S T U Wim");
        expected.sort();
        assert_eq!(redrawn, expected, "every one of tables 3-5 and Wim, once");
        // C15: the same request draws the same tables.
        assert_eq!(redraw(&t, &[1, 2], &present, &[], 7).unwrap().0, again);
    }

    /// C16, C20: a leaver; nothing of a started table moves unless picked.
    #[test]
    fn leavers_moves_and_swaps_respect_started_tables() {
        let mut t = tables(&["A B C D", "E F G H", "I J K L M"]);
        let present = names("A B C D E F G H I J K L");
        assert_eq!(leavers(&t, &present), ["M"]);
        assert_eq!(unseat(&mut t.clone(), "M", &[3], false), Err(SeatingError::Started { table: 3 }));
        unseat(&mut t, "M", &[3], true).unwrap();
        assert_eq!(t[2], names("I J K L"));
        // A table of 3 keeps its 3.
        let mut small = tables(&["A B C", "D E F G"]);
        assert_eq!(unseat(&mut small, "A", &[], true), Err(SeatingError::Size { table: 1, players: 2 }));
        // Issue 49 (C20): what the organiser is offered. A, absent, at
        // started table 1 of 3: 3 - 1 = 2 left, so not without a filler;
        // Wim came late and sits nowhere.
        let present = names("B C D E F G Wim");
        let a = leaving(&small, "A", &[1], &present).unwrap();
        // Merged, B and C would need 2 seats where table 2 (of 4) has 1.
        assert_eq!(a, Leaving { table: 1, started: true, left: 2, fillers: vec!["Wim".into()], merges: false });
        assert!(!a.shrinks());
        assert!(leaving(&small, "Wim", &[1], &present).is_none());
        // Wim takes A's seat, East and all: still a table of 3.
        replace(&mut small, "A", "Wim").unwrap();
        assert_eq!(small[0], names("Wim B C"));
        assert_eq!(replace(&mut small, "B", "D"), Err(SeatingError::Seated { player: "D".into(), table: 2 }));
        assert_eq!(replace(&mut small, "A", "X"), Err(SeatingError::NotSeated { player: "A".into() }));
        // D at table 2 of 4: 3 left, a table that plays on.
        assert!(leaving(&small, "D", &[], &present).unwrap().shrinks());
        // Issue 49: a table of 3 merged. A leaves table 2 of 4 + 3 + 4:
        // B and C join the two tables of 4 (fewest first, then the lowest
        // number): 5 + 5. Not while table 3 (after it) has started.
        let mut three = tables(&["D E F G", "A B C", "H I J K"]);
        assert_eq!(merge(&mut three.clone(), "A", &[3]), Err(SeatingError::Started { table: 3 }));
        assert!(leaving(&three, "A", &[1], &present).unwrap().merges);
        merge(&mut three, "A", &[1]).unwrap();
        assert_eq!(three, tables(&["D E F G B", "H I J K C"]));
        // No seats for them: 5 + 3 + 5 cannot merge the 3.
        let full = tables(&["A B C D E", "F G H", "I J K L M"]);
        assert_eq!(merge(&mut full.clone(), "F", &[]), Err(SeatingError::Size { table: 2, players: 2 }));
        // A move from or to a started table is refused; 4 + 4 -> 3 + 5 fine.
        assert_eq!(move_to(&mut t.clone(), "A", 2, &[1]), Err(SeatingError::Started { table: 1 }));
        assert_eq!(move_to(&mut t.clone(), "A", 2, &[2]), Err(SeatingError::Started { table: 2 }));
        move_to(&mut t, "A", 2, &[]).unwrap();
        assert_eq!((t[0].len(), t[1].len()), (3, 5));
        assert_eq!(move_to(&mut t, "B", 2, &[]), Err(SeatingError::Size { table: 1, players: 2 }));
        assert_eq!(move_to(&mut t, "B", 9, &[]), Err(SeatingError::NoTable { table: 9 }));
        // A swap keeps the sizes; not with a started table's player.
        assert_eq!(swap(&mut t.clone(), "B", "I", &[3]), Err(SeatingError::Started { table: 3 }));
        swap(&mut t, "B", "I", &[]).unwrap();
        assert_eq!((t[0][0].as_str(), t[2][0].as_str()), ("I", "B"));
    }

    /// C16: without started tables a re-draw is a fresh draw; a leaver of
    /// a started table still plays there (their table keeps them).
    #[test]
    fn redraw_keeps_numbers_and_players_of_started_tables() {
        let t = tables(&["A B C D", "E F G H", "I J K L"]);
        // H left; table 2 has started, so H stays there.
        let present = names("A B C D E F G I J K L");
        let (again, _) = redraw(&t, &[2], &present, &[], 1).unwrap();
        assert_eq!(again[1], t[1]);
        assert_eq!(again.len(), 3);
        // Nothing started: 11 present make 4 + 4 + 3 (C13).
        let (fresh, _) = redraw(&t, &[], &present, &[], 1).unwrap();
        assert_eq!(fresh.iter().map(Vec::len).sum::<usize>(), 11);
        assert_eq!(fresh.iter().map(Vec::len).collect::<Vec<_>>(), [4, 4, 3]);
        // Too few to draw: 2 left beside the kept tables.
        let two = names("A B C D E F G H I J");
        assert_eq!(redraw(&t, &[1, 2], &two, &[], 1), Err(SeatingError::Draw(DrawError::Left { left: 2 })));
    }
}
