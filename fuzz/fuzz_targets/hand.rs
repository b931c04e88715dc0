//! The text notation (`123m 456p [777s] +5s`) into a hand, then
//! `Hand::new` and scoring under every rule set and MCR: never a panic,
//! and a Dutch score never above its table's limit (ruling 14).
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::rules::RuleSet;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(setup) = text.parse::<mahjong_core::Setup>() else { return };
    for rules in RuleSet::PRESETS {
        if let Ok(s) = mahjong_core::dutch::score(&setup, &rules) {
            assert!(s.score <= rules.limit);
        }
    }
    if let Ok(s) = mahjong_core::mcr::score::score_setup(&setup, false, None) {
        let sum: u32 = s.fans.iter().map(|&(f, n)| f.value() * n).sum();
        // The total is its fans, Flower Tiles included (1 fan per flower).
        assert_eq!(s.total, sum);
        assert!(s.without_flowers <= s.total);
    }
});
