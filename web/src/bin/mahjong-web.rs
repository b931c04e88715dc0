#[cfg(target_arch = "wasm32")]
#[global_allocator]
// The allocator is the one unsafe line of the app: talc asks for it.
#[allow(unsafe_code)]
static ALLOC: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use mahjong_web::app::{Root, RootProps, Start};

/// How long the first screen waits for the score sheet's games: reading
/// IndexedDB takes milliseconds; should it hang, the app starts anyway and
/// shows the games when they come.
const WAIT_FOR_GAMES_MS: u32 = 1500;

fn main() {
    // A panic says so on the page rather than leaving it dead.
    mahjong_web::crash::install();
    // Addresses of earlier versions become routes before the router reads
    // the address, now and whenever it changes.
    mahjong_web::route::normalise_address();
    mahjong_web::route::reopen_where_left(mahjong_web::route::Page::Player);
    mahjong_web::route::keep_old_links();
    // The organiser's addresses and the standings view are the
    // organiser's page's (issue 33): sent there before anything is drawn.
    if mahjong_web::page::forward_to(mahjong_web::route::Page::Player) {
        return;
    }
    // The games are read first, so the score sheet is there with the first
    // screen.
    let started = Rc::new(Cell::new(false));
    let first = Rc::new(Start::read());
    let start = {
        let started = started.clone();
        move |loaded: Option<mahjong_web::store::Loaded<mahjong_web::sheet::ledger::Ledger>>| {
            if !started.replace(true) {
                let props = RootProps { loaded: Rc::new(RefCell::new(loaded)), start: first.clone() };
                // Mounting empties #app: the build's picture of the first
                // screen gives way to the app, whose first render follows
                // before the next paint.
                match mahjong_web::page::app_root() {
                    Some(root) => yew::Renderer::<Root>::with_root_and_props(root, props).render(),
                    None => yew::Renderer::<Root>::with_props(props).render(),
                };
            }
        }
    };
    // A device the app never ran on has no games to wait for (issue 34:
    // the first visit starts at once; the sheet reads the store itself).
    // Nor does a fresh table with no game open, which the games do not
    // change: the table works without waiting for the store (a repeat
    // visit), and the build's first screen, where it shows, is that table.
    if mahjong_web::store::first_run() || mahjong_web::page::fresh_table() {
        start(None);
        return;
    }
    let late = start.clone();
    gloo_timers::callback::Timeout::new(WAIT_FOR_GAMES_MS, move || late(None)).forget();
    wasm_bindgen_futures::spawn_local(async move { start(Some(mahjong_web::store::load::<mahjong_web::sheet::ledger::Ledger>().await)) });
}
