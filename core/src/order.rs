//! One sort for the engine and the app (issue 34: size). The standard
//! sort is generic over the element and the comparison, so every call
//! site with its own closure put another copy of the whole sort in the
//! wasm: 21 stable sorts in the organiser's page, about 85 KB before
//! compression. These sort a list of positions with one non-generic
//! comparison (a `dyn` call), then move the items to their places: one
//! copy of the sort, whatever is sorted.
//!
//! Stable, as `slice::sort_by`: equal items keep their order. It makes
//! two lists per call, so a hand's scoring (MCR's readings, thousands of
//! hands a second in `mjscore`) keeps the standard sort of its small
//! lists of numbers.

use std::cmp::Ordering;

/// Sorts `items` by `cmp`, stably.
pub fn sort_by<T>(items: &mut [T], cmp: impl Fn(&T, &T) -> Ordering) {
    let mut order: Vec<usize> = (0..items.len()).collect();
    {
        let items: &[T] = items;
        positions(&mut order, &|a, b| cmp(&items[a], &items[b]));
    }
    permute(items, &order);
}

/// Sorts `items` by a key, stably.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` in their own order.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// The one instance of the standard sort: positions by a comparison of
/// the items at them.
#[inline(never)]
fn positions(order: &mut [usize], cmp: &dyn Fn(usize, usize) -> Ordering) {
    order.sort_by(|&a, &b| cmp(a, b));
}

/// Puts the item at `order[k]` at place `k`, cycle by cycle: each swap puts
/// one item where it belongs.
fn permute<T>(items: &mut [T], order: &[usize]) {
    let mut done = vec![false; items.len()];
    for start in 0..items.len() {
        let mut k = start;
        while !done[k] {
            done[k] = true;
            let from = order[k];
            if from == start {
                break;
            }
            items.swap(k, from);
            k = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_as_the_standard_sort_does() {
        // Stable: the two 2s keep their order (b before d).
        let mut v = vec![(3, 'a'), (2, 'b'), (1, 'c'), (2, 'd'), (0, 'e')];
        sort_by_key(&mut v, |&(n, _)| n);
        assert_eq!(v, vec![(0, 'e'), (1, 'c'), (2, 'b'), (2, 'd'), (3, 'a')]);
        // Descending by a comparison.
        let mut w = vec![5, 1, 4, 2, 3];
        sort_by(&mut w, |a, b| b.cmp(a));
        assert_eq!(w, vec![5, 4, 3, 2, 1]);
        // 200 random lists of each length up to six, with ties, against
        // the standard sort.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for n in 0..=6 {
            for _ in 0..200 {
                let mut v: Vec<(u8, usize)> = (0..n)
                    .map(|i| {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        ((seed % 3) as u8, i)
                    })
                    .collect();
                let mut expected = v.clone();
                expected.sort_by_key(|&(k, _)| k);
                sort_by_key(&mut v, |&(k, _)| k);
                assert_eq!(v, expected);
            }
        }
        let mut names = vec!["Cor".to_string(), "Ans".into(), "Bep".into()];
        sort(&mut names);
        assert_eq!(names, ["Ans", "Bep", "Cor"]);
    }
}
