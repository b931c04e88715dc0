//! A hand link (`#h=...`) and a game link (`#spel=...`) of any text: a
//! clear error or a state, never a panic; a decoded hand link encodes to a
//! link that decodes to the same state.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_web::i18n::Lang;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(state) = mahjong_web::link::decode(text, Lang::Nl) {
        let again = mahjong_web::link::encode(&state);
        let back = mahjong_web::link::decode(&again, Lang::Nl).expect("an encoded link decodes");
        assert_eq!(mahjong_web::link::encode(&back), again);
    }
    if let Ok(game) = mahjong_web::sheet::share::decode(text) {
        let _ = mahjong_web::sheet::ledger::check(&game);
    }
});
