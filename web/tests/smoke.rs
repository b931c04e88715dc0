//! Smoke tests in a real browser (headless Chromium via wasm-bindgen-test):
//! the app mounts, a tap puts a tile on the rack, and a hand scores.
#![cfg(target_arch = "wasm32")]

use mahjong_web::app::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

async fn mount() -> Element {
    // Tests share one page: start without a hand in the address.
    let window = web_sys::window().unwrap();
    window.history().unwrap().replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("#")).unwrap();
    let doc = window.document().unwrap();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    root
}

async fn tap(root: &Element, selector: &str) {
    let el = root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no {selector}"));
    el.dyn_into::<HtmlElement>().unwrap().click();
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn renders_palette_and_table_in_dutch() {
    let root = mount().await;
    // 34 tiles on the palette (nts: no flowers).
    assert_eq!(root.query_selector_all(".palette button.tile").unwrap().length(), 34);
    assert!(root.query_selector("section.table[aria-label=\"De tafel\"]").unwrap().is_some());
    let text = root.text_content().unwrap();
    assert!(text.contains("Oost") && text.contains("Rek: Oost"), "{text}");
}

#[wasm_bindgen_test]
async fn tapping_tiles_scores_seed_003_east() {
    let root = mount().await;
    // Seed 003 East: 222m 555p CCC 678s 9m: 16 points x 2^2 = 64.
    for t in ["2m", "2m", "2m", "5p", "5p", "5p", "C", "C", "C", "6s", "7s", "8s", "9m"] {
        tap(&root, &format!(".palette [data-tile=\"{t}\"]")).await;
    }
    assert_eq!(root.query_selector_all(".rack .loose button.tile").unwrap().length(), 13);
    let score = root.query_selector(".table .row[data-seat=\"0\"] output.score").unwrap().unwrap();
    assert_eq!(score.text_content().unwrap(), "64");
}

/// Without the JS API module (no `boot.js` here), MCR scoring reports that
/// its engine is unavailable instead of waiting for ever or showing a number.
#[wasm_bindgen_test]
async fn mcr_without_its_module_says_so() {
    let answer = mahjong_web::mcr::score(r#"{"rules":"mcr"}"#.to_string()).await;
    assert_eq!(answer, mahjong_web::mcr::Answer::unavailable());
}
