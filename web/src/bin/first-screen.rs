//! Prints what the build puts in the pages (issue 34), rendered natively
//! from the app's own code:
//! - no argument: the player's first screen as HTML, the calculator of a
//!   fresh visit, by Yew's server renderer from the app's components.
//!   `scripts/pwa.mjs` puts it in `index.html`, so the browser paints the
//!   table before the module arrives; the app replaces it when it mounts
//!   in `#app` (`page::app_root`);
//! - `sprite`: the tile faces' sprite, which both pages hold once;
//! - `rules`: every rule set's reference (core's, as `mjscore --rules`
//!   writes it), one JSON object by rule set id; the rules screen reads
//!   its set's file when it opens (`rules.rs`).

fn main() {
    match std::env::args().nth(1).as_deref() {
        Some("sprite") => return print!("{}", mahjong_web::tiles::sprite::sprite_markup()),
        Some("rules") => {
            let all: serde_json::Map<String, serde_json::Value> = mahjong_core::Variant::ALL
                .iter()
                .map(|&v| (v.id().to_string(), serde_json::to_value(mahjong_core::reference::reference(v)).expect("a reference is JSON")))
                .collect();
            return print!("{}", serde_json::Value::Object(all));
        }
        _ => {}
    }
    let runtime = tokio::runtime::Builder::new_current_thread().build().expect("a runtime on this thread");
    let local = tokio::task::LocalSet::new();
    let html = local.block_on(&runtime, yew::LocalServerRenderer::<mahjong_web::app::FirstScreen>::new().hydratable(false).render());
    print!("{html}");
}
