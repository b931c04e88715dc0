//! The rules reference of the app ("Regels"), a module of its own: the app
//! loads it the first time the rules are opened, so the reference's texts
//! and view cost the calculator's first screen nothing (the page budget of
//! issue 7). It renders into the host element the app gives it, follows the
//! address (`#regels/<set>/<slug>`, `hashchange`), and hands an example to
//! the calculator as a hand link in the `mahjong-try` event.
//!
//! Every name, value and example comes from `mahjong_core::reference`,
//! built here from core's tables; no rule is written in this crate.

mod view;

use std::cell::RefCell;

use mahjong_web::i18n::Lang;
use wasm_bindgen::prelude::*;
use yew::AppHandle;

pub use view::{example_state, value_text, RulesRoot, RulesRootProps};

thread_local! {
    static APP: RefCell<Option<AppHandle<RulesRoot>>> = const { RefCell::new(None) };
}

/// Shows the reference in `host` (mounted once; later calls pass the
/// language on, and whether the rules were reached within the app, so
/// "Terug" can go back there). Called by the app's `web/js/reference.js`.
#[wasm_bindgen]
pub fn show(host: web_sys::Element, lang: &str, back: bool) {
    let props = RulesRootProps { lang: Lang::from_code(lang).unwrap_or_default(), back };
    APP.with(|app| {
        let mut app = app.borrow_mut();
        match app.as_mut() {
            Some(handle) => handle.update(props),
            None => *app = Some(yew::Renderer::<RulesRoot>::with_root_and_props(host, props).render()),
        }
    });
}
