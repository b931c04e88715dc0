//! Every example of every rule set, scored by the engine: it earns its
//! entry with the value the reference gives (so the pages cannot drift
//! from the engine), and the reference covers every item, limit and fan.

use super::*;
use crate::dutch::items::Worth;
use crate::dutch::limits::Limit;
use crate::dutch::ScoreError;
use crate::game::{replay, GameRules, HandRecord};
use crate::rules::Scoring;

/// Checks one entry's example under a Dutch rule set; `Err` says why not.
fn check_dutch(entry: &Entry, preset: &RuleSet) -> Result<(), String> {
    let kind = ItemKind::ALL.into_iter().chain(Limit::ALL.iter().map(|&l| ItemKind::Limit(l))).find(|k| k.id() == entry.id);
    match &entry.example {
        Example::Hand(h) => {
            let rules = RuleSet {
                green_dragon_round: preset.green_dragon_round || h.options.contains(&super::ExampleOption::GreenDragonRound),
                ..h.rules(*preset)
            };
            let setup = h.setup().map_err(|e| e.to_string())?;
            let scored = crate::dutch::score(&setup, &rules);
            match (entry.id.as_str(), kind, scored) {
                (_, Some(k), Ok(s)) => match k.worth() {
                    Worth::Points(n) => s
                        .items
                        .iter()
                        .any(|i| i.kind == k && i.points == n)
                        .then_some(())
                        .ok_or(format!("no {n} points for {k:?}: {:?}", s.items)),
                    Worth::Doublings(n) => s
                        .items
                        .iter()
                        .any(|i| i.kind == k && i.doublings == n)
                        .then_some(())
                        .ok_or(format!("no {n} doublings for {k:?}: {:?}", s.items)),
                    Worth::Limit(l) => {
                        let want = Some(Value::Limit(l.value(&rules)));
                        (s.limit.as_ref().map(|x| x.limit) == Some(l) && Some(Value::Limit(s.score)) == want && entry.value == want)
                            .then_some(())
                            .ok_or(format!("not the limit {l:?} at {want:?}: {s:?}"))
                    }
                    Worth::HalfLimit(_) => Err("a waiting limit is no entry of its own".into()),
                },
                ("waiting_limit", None, Ok(s)) => s
                    .items
                    .iter()
                    .any(|i| matches!(i.kind, ItemKind::WaitingLimit(l) if i.points == l.value(&rules) / 2 && s.score == i.points))
                    .then_some(())
                    .ok_or(format!("no half limit: {s:?}")),
                ("minimum_doublings", None, Err(ScoreError::NoValidMahjong { doublings, needed, .. })) => {
                    (needed == rules.min_doublings && doublings < needed && entry.value == Some(Value::Doublings(needed)))
                        .then_some(())
                        .ok_or(format!("{doublings} of {needed}"))
                }
                ("limit", None, Ok(s)) => (s.capped && s.score == rules.limit && entry.value == Some(Value::Limit(rules.limit)))
                    .then_some(())
                    .ok_or(format!("not capped at the limit: {s:?}")),
                // The green dragon prevails: its pung is the round's "wind" too (ruling 22).
                ("green_dragon_round", None, Ok(s)) => s
                    .items
                    .iter()
                    .any(|i| i.kind == ItemKind::RoundWindSet && i.tile == Some(Tile::const_parse("F")))
                    .then_some(())
                    .ok_or(format!("the green dragon does not prevail: {:?}", s.items)),
                // Chips: the same hand without rounding, rounded to tens (ruling 21).
                ("chips", None, Ok(s)) => {
                    let plain = crate::dutch::score(&setup, preset).map_err(|e| e.to_string())?.score;
                    (s.score == (plain + 5) / 10 * 10 && s.score != plain).then_some(()).ok_or(format!("{plain} -> {}", s.score))
                }
                (id, _, r) => Err(format!("{id}: unexpected {r:?}")),
            }
        }
        Example::Settle(x) => {
            let dead: Vec<bool> = (0..x.scores.len()).map(|p| x.dead.contains(&p)).collect();
            let s = crate::settle(&x.scores, Some(x.winner), x.east, &dead, preset).map_err(|e| e.to_string())?;
            (s.net == x.net).then_some(()).ok_or(format!("engine {:?}, reference {:?}", s.net, x.net))
        }
        Example::Game(g) => check_game(g, Scoring::Dutch(*preset)),
    }
}

/// Replays a game example: who is East, and who sits out, hand by hand.
fn check_game(g: &GameExample, scoring: Scoring) -> Result<(), String> {
    let rules = GameRules { scoring, players: g.players, first_east: 0, green_dragon_round: false };
    let hands: Vec<HandRecord> = g
        .winners
        .iter()
        .map(|w| match w {
            Some(p) => HandRecord::won((0..g.players).map(|i| if i == *p { 80 } else { 0 }).collect(), *p),
            None => HandRecord::draw(g.players),
        })
        .collect();
    let r = replay(&rules, &hands).map_err(|e| e.to_string())?;
    let positions: Vec<_> = r.hands.iter().map(|h| h.position).chain(r.next).collect();
    let easts: Vec<usize> = positions.iter().map(|p| p.east()).collect();
    let out: Vec<usize> = positions.iter().filter_map(|p| p.sitting_out()).collect();
    (easts == g.easts && out == g.sitting_out).then_some(()).ok_or(format!("East {easts:?}, out {out:?}"))
}

fn check_mcr(entry: &Entry) -> Result<(), String> {
    match &entry.example {
        Example::Hand(h) => {
            let setup = h.setup().map_err(|e| e.to_string())?;
            let s = crate::mcr::score::score_setup(&setup, h.last_of_its_kind(), None).map_err(|e| e.code().to_string())?;
            if entry.id == "minimum_fan" {
                return (s.without_flowers < crate::mcr::MIN_FAN).then_some(()).ok_or(format!("{} fans win", s.without_flowers));
            }
            let fan = Fan::ALL.into_iter().find(|f| f.id() == entry.id).ok_or("no such fan")?;
            let has = s.fans.iter().any(|&(f, n)| f == fan && n >= 1);
            (has && s.without_flowers >= crate::mcr::MIN_FAN && entry.value == Some(Value::Fan(fan.value())))
                .then_some(())
                .ok_or(format!("{} fans {:?}", s.without_flowers, s.fans))
        }
        Example::Settle(x) => {
            let s = crate::settle::settle_mcr(x.scores[0], x.winner, x.discarder).map_err(|e| e.to_string())?;
            (s.net == x.net).then_some(()).ok_or(format!("engine {:?}, reference {:?}", s.net, x.net))
        }
        Example::Game(g) => check_game(g, Scoring::Mcr),
    }
}

#[test]
fn every_example_earns_its_entry() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for v in Variant::ALL {
        let r = reference(v);
        for e in r.entries() {
            let result = match v.dutch() {
                Some(preset) => check_dutch(e, &preset),
                None => check_mcr(e),
            };
            checked += 1;
            if let Err(why) = result {
                failures.push(format!("{v} {}: {why}", e.id));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} examples fail:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn the_reference_covers_every_item_limit_and_fan_once() {
    for v in [Variant::Nts, Variant::Classic, Variant::Nmb] {
        let r = reference(v);
        let ids: Vec<&str> = r.entries().map(|e| e.id.as_str()).collect();
        // NTS 2002 "Limietspelen": all 18, and every item; flowers only as NMB's option (ruling 21).
        for k in ItemKind::ALL.into_iter().chain(Limit::ALL.iter().map(|&l| ItemKind::Limit(l))) {
            let flower =
                matches!(k, ItemKind::Flower | ItemKind::OwnFlower | ItemKind::OwnSeason | ItemKind::AllFlowers | ItemKind::AllSeasons);
            let want = if flower && v != Variant::Nmb { 0 } else { 1 };
            assert_eq!(ids.iter().filter(|&&i| i == k.id()).count(), want, "{v} {k:?}");
        }
        assert_eq!(
            r.entries().filter(|e| e.source.book.is_empty() || e.source.term.is_empty()).count(),
            0,
            "{v}: every entry cites its book"
        );
    }
    let mcr = reference(Variant::Mcr);
    for f in Fan::ALL {
        assert_eq!(mcr.entries().filter(|e| e.id == f.id()).count(), 1, "{f:?}");
    }
    // 81 fans in 12 groups by value (2006 rule book), after the general rules.
    assert_eq!(mcr.sections.len(), 13);
    assert_eq!(mcr.sections[1].name.nl, "88 fan");
}

#[test]
fn addresses_are_unique_and_readable() {
    for v in Variant::ALL {
        let r = reference(v);
        let mut slugs: Vec<&str> = r.entries().map(|e| e.slug.as_str()).collect();
        let n = slugs.len();
        slugs.sort_unstable();
        slugs.dedup();
        assert_eq!(slugs.len(), n, "{v}: two entries share an address");
        assert!(r
            .entries()
            .all(|e| !e.slug.is_empty() && e.slug.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')));
    }
    assert_eq!(reference(Variant::Nts).find("kronkelende-slang").map(|e| e.id.as_str()), Some("winding_snake"));
    assert_eq!(slug("Pung edelstenen, dicht"), "pung-edelstenen-dicht");
    assert_eq!(slug("Eén ontbrekende kleur"), "een-ontbrekende-kleur");
    assert_eq!(item_slug(ItemKind::WaitingLimit(Limit::SevenTwins)), "wachten-op-een-onregelmatig-limietspel");
}

#[test]
fn search_ignores_case_and_accents_and_matches_words() {
    let nts = reference(Variant::Nts);
    let names = |q: &str| nts.search(q).iter().map(|e| e.name.nl.clone()).collect::<Vec<_>>();
    // Issue 20: "slang" starts a word in "Kronkelende slang", first; the
    // Dutch compounds windenslang and drakenslang hold it inside a word
    // and follow in the book's order.
    assert_eq!(names("slang"), ["Kronkelende slang", "Windenslang", "Drakenslang"]);
    // Two letters match at the start of a word only.
    assert!(names("la").iter().all(|n| !n.to_lowercase().contains("slang") || n.starts_with("Kronkelende")));
    assert_eq!(names("SLANG"), names("slang"));
    // English names too, and accents do not matter.
    assert_eq!(names("winding"), ["Kronkelende slang"]);
    let mcr = reference(Variant::Mcr);
    assert_eq!(mcr.search("een ontbrekende").iter().map(|e| e.id.as_str()).collect::<Vec<_>>(), ["one_voided_suit"]);
    assert_eq!(fold("Één Zeeën"), "een zeeen");
    assert!(nts.search("").len() == nts.entries().count(), "an empty search shows everything");
}

#[test]
fn rule_sets_say_where_they_differ_from_nts() {
    let differs = |v: Variant, id: &str| reference(v).entries().find(|e| e.id == id).and_then(|e| e.differs.clone());
    // Ruling 20: classic replays a draw, NMB keeps East after an East win or a draw.
    assert!(differs(Variant::Nts, "rotation").is_none());
    assert!(differs(Variant::Classic, "rotation").is_some_and(|t| t.nl.contains("remise")));
    assert!(differs(Variant::Nmb, "rotation").is_some_and(|t| t.nl.contains("Oost blijft")));
    // Ruling 16: classic allows any terminals in zeer schone tweelingen.
    assert!(differs(Variant::Classic, "very_clean_twins").is_some());
    assert!(differs(Variant::Nts, "very_clean_twins").is_none());
    // Ruling 22: three and five players and the green-dragon round only in classic.
    let ids = |v: Variant| reference(v).entries().map(|e| e.id.clone()).collect::<Vec<_>>();
    assert!(ids(Variant::Classic).iter().any(|i| i == "five_players"));
    assert!(!ids(Variant::Nts).iter().any(|i| i == "five_players"));
    // The winding snake's value comes from the rule set (ruling 18): 1000.
    let snake = reference(Variant::Nts).find("kronkelende-slang").map(|e| e.value);
    assert_eq!(snake, Some(Some(Value::Limit(1000))));
}
