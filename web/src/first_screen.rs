//! Prints the player's first screen as HTML (issue 34): the calculator of
//! a fresh visit, rendered natively by Yew's server renderer from the
//! app's own components. `scripts/pwa.mjs` puts it in `index.html`, so the
//! browser paints the table before the module arrives; the app replaces it
//! when it starts (`page::drop_first_screen`).

fn main() {
    let runtime = tokio::runtime::Builder::new_current_thread().build().expect("a runtime on this thread");
    let local = tokio::task::LocalSet::new();
    let html = local.block_on(&runtime, yew::LocalServerRenderer::<mahjong_web::app::FirstScreen>::new().hydratable(false).render());
    print!("{html}");
}
