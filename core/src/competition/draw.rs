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
