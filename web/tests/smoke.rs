//! Smoke tests in a real browser (headless Chromium via wasm-bindgen-test):
//! the app mounts, a tap puts a tile on the rack, a hand scores (Dutch and
//! MCR, both in the app's own wasm), and names on the sheet stay text.
#![cfg(target_arch = "wasm32")]

use mahjong_web::app::{Root, RootProps};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

/// An app mounted for one test, taken down at the test's end: the tests
/// share one page and one address, which every mounted app would follow.
struct Mounted {
    root: Element,
    app: Option<yew::AppHandle<Root>>,
}

impl Drop for Mounted {
    fn drop(&mut self) {
        if let Some(app) = self.app.take() {
            app.destroy();
        }
        self.root.remove();
    }
}

/// The app at this address (`#/` for an empty table).
async fn mount_at(address: &str) -> Mounted {
    let window = web_sys::window().unwrap();
    // Each test starts with an empty table: the hand another test left on
    // the device (local storage) is not brought back.
    if let Ok(Some(storage)) = window.local_storage() {
        let _ = storage.remove_item("mahjong-rekenhulp.hand");
    }
    window.history().unwrap().replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(address)).unwrap();
    let doc = window.document().unwrap();
    let root = doc.create_element("div").unwrap();
    doc.body().unwrap().append_child(&root).unwrap();
    let app = yew::Renderer::<Root>::with_root_and_props(root.clone(), RootProps::default()).render();
    yew::scheduler::flush().await;
    Mounted { root, app: Some(app) }
}

async fn mount() -> Mounted {
    mount_at("#/").await
}

async fn tap(root: &Element, selector: &str) {
    let el = root.query_selector(selector).unwrap().unwrap_or_else(|| panic!("no {selector}"));
    el.dyn_into::<HtmlElement>().unwrap().click();
    yew::scheduler::flush().await;
}

#[wasm_bindgen_test]
async fn renders_palette_and_table_in_dutch() {
    let app = mount().await;
    let root = &app.root;
    // 34 tiles on the palette (nts: no flowers).
    assert_eq!(root.query_selector_all(".palette button.tile").unwrap().length(), 34);
    assert!(root.query_selector("section.table[aria-label=\"De tafel\"]").unwrap().is_some());
    let text = root.text_content().unwrap();
    assert!(text.contains("Oost") && text.contains("Rek: Oost"), "{text}");
}

#[wasm_bindgen_test]
async fn tapping_tiles_scores_seed_003_east() {
    let app = mount().await;
    let root = &app.root;
    // Seed 003 East: 222m 555p CCC 678s 9m: 16 points x 2^2 = 64.
    for t in ["2m", "2m", "2m", "5p", "5p", "5p", "C", "C", "C", "6s", "7s", "8s", "9m"] {
        tap(root, &format!(".palette [data-tile=\"{t}\"]")).await;
    }
    // East's 13th tile completes the rack for a non-winner (ruling 1: 13
    // tiles, 14 for the winner). No winner is marked, so the rack stays
    // for a possible 14th and names the next seat (issue 35); East's score
    // is in East's row.
    let rack = root.query_selector(".rack h2").unwrap().unwrap();
    assert_eq!(rack.text_content().unwrap(), "Rek: Oost");
    let score = root.query_selector(".table .row[data-seat=\"0\"] output.score").unwrap().unwrap();
    assert_eq!(score.text_content().unwrap(), "64");
    // Its pungs count concealed: the line asks whether sets lie open, and
    // the answer is in the bar (issue 47).
    tap(root, ".scorebar .ask button").await;
    tap(root, ".rack .seat-buttons button.prompt").await;
    assert_eq!(root.query_selector(".rack h2").unwrap().unwrap().text_content().unwrap(), "Rek: Zuid");
}

/// MCR is scored in the app itself (no second module, no wait): South
/// wins with 123 456 789m 234p 55s on a discard: Pure Straight 16 + All
/// Chows 2 + Concealed Hand 2 + Single Wait 1 = 21 (004).
#[wasm_bindgen_test]
async fn mcr_fans_at_once() {
    let app = mount().await;
    let root = &app.root;
    let select = root.query_selector("header select[name=\"rules\"]").unwrap().unwrap().dyn_into::<web_sys::HtmlSelectElement>().unwrap();
    select.set_value("mcr");
    select.dispatch_event(&web_sys::Event::new("change").unwrap()).unwrap();
    yew::scheduler::flush().await;
    tap(root, ".table .row[data-seat=\"1\"] button.win").await;
    tap(root, ".table .row[data-seat=\"1\"] button.seat").await;
    for t in ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p", "4p", "5s", "5s"] {
        tap(root, &format!(".palette [data-tile=\"{t}\"]")).await;
    }
    tap(root, ".rack .loose button.tile:nth-child(14)").await;
    let mark = root.query_selector_all(".rack .tools button").unwrap();
    let mark = (0..mark.length()).filter_map(|i| mark.get(i)).find(|b| b.text_content().as_deref() == Some("Winnende steen")).unwrap();
    mark.dyn_into::<HtmlElement>().unwrap().click();
    yew::scheduler::flush().await;
    let total = root.query_selector(".breakdown tfoot .total").unwrap().unwrap();
    assert_eq!(total.text_content().unwrap(), "21");
}

/// Names on the score sheet are the players' own text: whatever they hold,
/// it is shown as text and never becomes markup. The game arrives as a
/// shared game's link.
#[wasm_bindgen_test]
async fn names_never_become_markup() {
    // Each within the 24 characters a name may have (a longer one is not
    // taken over at all).
    let hostile = ["<img src=x onerror=f()>", "\"><script>", "Cor & Co", "D'Arcy"];
    // Hand 1: player 1 wins 80, the least a mahjong scores (rulings 6, 15).
    let game = mahjong_core::json::GameLine {
        hands: vec![mahjong_core::json::GameHand::won(vec![0, 80, 0, 0], 1)],
        ..mahjong_core::json::GameLine::new(mahjong_core::Variant::Nts, hostile.map(String::from).to_vec())
    };
    let window = web_sys::window().unwrap();
    let link = mahjong_web::route::Route::SharedGame { data: mahjong_web::sheet::share::encode(&game, "g-smoke").await }.href();
    let app = mount_at(&link).await;
    let root = &app.root;
    // The games are read from IndexedDB (none) and the shared game is
    // taken over on top of them: waited for (up to 5 s on a busy machine).
    let names = || -> Vec<String> {
        let cells = root.query_selector_all(".sheet .totals td:first-child").unwrap();
        (0..cells.length()).filter_map(|i| cells.get(i)?.text_content()).collect()
    };
    for _ in 0..50 {
        let pause = js_sys::Promise::new(&mut |done, _| {
            web_sys::window().unwrap().set_timeout_with_callback_and_timeout_and_arguments_0(&done, 100).unwrap();
        });
        wasm_bindgen_futures::JsFuture::from(pause).await.unwrap();
        yew::scheduler::flush().await;
        if !names().is_empty() {
            break;
        }
    }
    window.history().unwrap().replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("#/")).unwrap();
    let tabs = root.query_selector_all("nav.tabs button").unwrap();
    assert!(root.query_selector(".sheet img, .sheet script").unwrap().is_none());
    let names = names();
    assert_eq!(names, hostile);
    // The banner above the calculator carries the names too.
    tabs.get(0).unwrap().dyn_into::<HtmlElement>().unwrap().click();
    yew::scheduler::flush().await;
    assert!(root.query_selector("img, script").unwrap().is_none());
}

/// Issue 19: what the panic hook does before the module aborts: the
/// message reaches the page as `mahjong-rekenhulp:panic`, where the crash
/// net (scripts/boot-crash.js, tested end to end) shows it.
#[wasm_bindgen_test]
fn a_panic_is_announced_to_the_page() {
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::closure::Closure;
    let heard = Rc::new(RefCell::new(None::<String>));
    let listener = {
        let heard = heard.clone();
        Closure::<dyn FnMut(web_sys::CustomEvent)>::new(move |e: web_sys::CustomEvent| *heard.borrow_mut() = e.detail().as_string())
    };
    let window = web_sys::window().unwrap();
    window.add_event_listener_with_callback(mahjong_web::crash::PANIC_EVENT, listener.as_ref().unchecked_ref()).unwrap();
    mahjong_web::crash::report("panicked at web/src/x.rs:1:1: boom");
    window.remove_event_listener_with_callback(mahjong_web::crash::PANIC_EVENT, listener.as_ref().unchecked_ref()).unwrap();
    assert_eq!(heard.borrow().as_deref(), Some("panicked at web/src/x.rs:1:1: boom"));
}
