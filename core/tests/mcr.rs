//! Hand-computed MCR 2006 cases from `data/mcr.txt` (seed 004, the 2006
//! rule book): each line's total and its exact list of fans.

use mahjong_core::hand::Setup;
use mahjong_core::mcr::fans::Fan;
use mahjong_core::mcr::score::{score, McrContext};
use mahjong_core::tile::{Tile, Wind};

mod common;

#[test]
fn mcr_tables() {
    let (cases, failures) = common::run_cases("mcr.txt", include_str!("data/mcr.txt"), check);
    // Every case line of the file, not "some": a line dropped or commented
    // out by mistake changes this count (81 cases on 2026-11-26).
    assert_eq!(cases, 81, "the number of cases in data/mcr.txt changed; update the count");
    assert!(failures.is_empty(), "{} of {cases} cases failed:\n{}", failures.len(), failures.join("\n"));
}

fn check(line: &str) -> Result<(), String> {
    let parts: Vec<&str> = line.split('|').map(str::trim).collect();
    let [ctx, hand, expect] = parts.as_slice() else { return Err("need 3 fields".into()) };
    let mut ctx = ctx.split_whitespace();
    let seat: Wind = ctx.next().ok_or("no seat")?.parse().map_err(|e| format!("{e}"))?;
    let round: Tile = ctx.next().ok_or("no round")?.parse().map_err(|e| format!("{e}"))?;
    let mut setup: Setup = hand.parse().map_err(|e| format!("hand: {e}"))?;
    setup = setup.seat(seat).round(round);
    let mut mc = McrContext::default();
    for flag in ctx {
        let c = &mut setup.circumstances;
        match flag {
            "self" => c.self_drawn = true,
            "last" => c.last_tile_of_wall = true,
            "replacement" => c.replacement_tile = true,
            "robbing" => c.robbing_kong = true,
            "lastkind" => mc.last_of_its_kind = true,
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    let hand = mahjong_core::mcr::score::hand(&setup).map_err(|e| format!("invalid: {e}"))?;
    if mc.last_of_its_kind {
        mahjong_core::mcr::score::check_last_of_its_kind(&hand).map_err(|e| format!("invalid: {e}"))?;
    }
    let s = score(&hand, &mc).ok_or("no MCR mahjong")?;
    let got: Vec<&str> = s.fans.iter().flat_map(|&(f, n)| std::iter::repeat_n(f.id(), n as usize)).collect();
    // Each case states both its total and its exact fans, and the fans'
    // book values add up to the total: a slip in the hand arithmetic of the
    // table fails here before it is compared with the engine.
    let field = |k: &str| expect.split_whitespace().find_map(|kv| kv.strip_prefix(k));
    let (Some(total), Some(fans)) = (field("total="), field("fans=")) else {
        return Err("a case needs both total= and fans=".into());
    };
    let mut sum = 0;
    for id in fans.split(',') {
        let fan = Fan::ALL.iter().find(|f| f.id() == id).ok_or(format!("no fan {id}"))?;
        sum += fan.value();
    }
    if total.parse() != Ok(sum) {
        return Err(format!("the table's own fans add up to {sum}, not {total}"));
    }
    for kv in expect.split_whitespace() {
        let (k, v) = kv.split_once('=').ok_or(format!("bad expectation {kv}"))?;
        match k {
            "total" => {
                let want: u32 = v.parse().map_err(|_| "bad total")?;
                if s.total != want {
                    return Err(format!("total: want {want}, got {} ({got:?})", s.total));
                }
            }
            "fans" => {
                let mut want: Vec<&str> = v.split(',').collect();
                want.sort_unstable();
                let mut g = got.clone();
                g.sort_unstable();
                if want != g {
                    return Err(format!("fans: want {want:?}, got {g:?}"));
                }
            }
            _ => return Err(format!("unknown expectation {k}")),
        }
    }
    Ok(())
}

/// Found by the `hand` fuzz target: a flower written among the tiles of
/// the text notation (`...8f3s +3s`) goes beside the hand, and MCR counts
/// it as Flower Tiles (1 fan, 2006 fan 81) in the total but not towards
/// the 8-fan minimum.
#[test]
fn a_flower_in_the_notation_counts_as_flower_tiles() {
    use mahjong_core::mcr::score::score_setup;
    let setup: Setup = "234m456s678p567s8f3s +3s".parse().unwrap();
    assert_eq!(setup.flowers.len(), 1);
    let s = score_setup(&setup, false, None).unwrap();
    let sum: u32 = s.fans.iter().map(|&(f, n)| f.value() * n).sum();
    // The fans, Flower Tiles included, add up to the total; without the
    // flower it is one less.
    assert_eq!(s.total, sum);
    assert_eq!(s.without_flowers + 1, s.total);
    assert!(s.fans.iter().any(|&(f, n)| f.id() == "flower_tiles" && n == 1));
}

/// Issue 19: the highest MCR total, [`mahjong_core::mcr::MAX_FAN`], is what
/// the engine gives the richest hand, and no hand of honour or terminal
/// pungs and kongs (where the big fans are) scores more. The richest: kongs
/// of E C F P (seat and prevalent wind East), pair S, with Big Three
/// Dragons 88, Four Kongs 88, Four Concealed Pungs 64, All Honors 64, Fully
/// Concealed 4, Last Tile Draw 8, Out with Replacement Tile 8, Seat Wind 2,
/// Prevalent Wind 2 and 8 flowers: 336.
#[test]
fn highest_total() {
    use mahjong_core::mcr::score::score_setup;
    use mahjong_core::mcr::MAX_FAN;
    let tiles: Vec<Tile> = "ESWNCFP1m9m".parse::<Setup>().unwrap().concealed;
    let mut best = (0, String::new());
    let n = tiles.len();
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    let sets = [tiles[a], tiles[b], tiles[c], tiles[d]];
                    for kongs in 0..16u32 {
                        for &pair in tiles.iter().filter(|t| !sets.contains(t)) {
                            // A kong as a concealed meld, a pung in the hand.
                            let mut melds = Vec::new();
                            let mut concealed = vec![pair, pair];
                            for (i, &t) in sets.iter().enumerate() {
                                if kongs >> i & 1 == 1 {
                                    melds.push((vec![t; 4], false));
                                } else {
                                    concealed.extend([t; 3]);
                                }
                            }
                            for (last, replacement) in [(false, false), (true, false), (false, true), (true, true)] {
                                if replacement && kongs == 0 {
                                    continue;
                                }
                                let mut setup = Setup::new(melds.clone(), concealed.clone(), Some(pair));
                                setup.flowers = "1f2f3f4f5f6f7f8f".parse::<Setup>().unwrap().flowers;
                                setup.circumstances.self_drawn = true;
                                setup.circumstances.last_tile_of_wall = last;
                                setup.circumstances.replacement_tile = replacement;
                                if let Ok(s) = score_setup(&setup, false, None) {
                                    if s.total > best.0 {
                                        best = (
                                            s.total,
                                            format!("{sets:?} kongs {kongs:04b} pair {pair} last {last} replacement {replacement}"),
                                        );
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    assert_eq!(best.0, MAX_FAN, "the richest hand found: {}", best.1);
}

/// Issue 47: an MCR total that counts concealment (seed 004: Concealed
/// Hand 2 for 123 456 789m 234p 55s won on a discard) says so; the same
/// chows laid open (Melded Hand instead) do not.
#[test]
fn a_total_says_whether_it_counts_concealed_sets() {
    use mahjong_core::mcr::score::score_setup;
    let concealed: Setup = "123456789m234p5s +5s".parse().unwrap();
    assert!(score_setup(&concealed, false, None).unwrap().counts_concealed_sets());
    let open: Setup = "[123m] [456m] [789m] [234p] 5s +5s".parse().unwrap();
    let s = score_setup(&open, false, None).unwrap();
    assert!(!s.counts_concealed_sets(), "{:?}", s.fans);
}
