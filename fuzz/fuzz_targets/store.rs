//! The score sheet's store and an imported game file of any text: read or
//! refused, never a panic; what reads also replays, and writes back to a
//! store that reads the same.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(ledger) = mahjong_web::sheet::stored::read(Some(text)) {
        for g in &ledger.games {
            assert!(g.game.replay().is_ok(), "a store that reads replays");
        }
        let again = mahjong_web::sheet::stored::text(&ledger);
        let back = mahjong_web::sheet::stored::read(Some(&again)).expect("written back, it reads");
        assert_eq!(back.games, ledger.games);
    }
    if let Some(game) = mahjong_web::sheet::export::read_game_file(text) {
        let _ = mahjong_web::sheet::game::check(&game);
    }
});
