//! A hand link (`#/hand/v1;...`), a game link (`#/spel/...`) and a page
//! address (`?embed=1&rules=mcr&lang=en&view=regels#...`) of any text: a
//! clear error or a state, never a panic; a decoded hand link encodes to a
//! link that decodes to the same state; an address of an earlier version
//! becomes a route the router reads.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_web::i18n::Lang;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(state) = mahjong_web::calculator::link::decode(text, Lang::Nl) {
        let again = mahjong_web::calculator::link::encode(&state);
        let back = mahjong_web::calculator::link::decode(&again, Lang::Nl).expect("an encoded link decodes");
        assert_eq!(mahjong_web::calculator::link::encode(&back), again);
    }
    if let Ok((game, _)) = mahjong_web::sheet::share::decode(text) {
        let _ = mahjong_web::sheet::game::check(&game);
    }
    // The page's query and fragment, as the app reads them at start.
    let (query, fragment) = text.split_once('#').unwrap_or((text, ""));
    let get = |k: &str| query.split('&').filter_map(|kv| kv.split_once('=')).find(|(key, _)| *key == k).map(|(_, v)| v.to_string());
    let page = mahjong_web::page::PageOptions::new(get);
    let _ = page.initial_state(Lang::Nl, Some(fragment), Some(text.to_string()));
    if let Some(path) = mahjong_web::route::normalise(fragment) {
        assert!(path.starts_with('/'), "{path}");
    }
});
