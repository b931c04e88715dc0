//! The organiser's page (`competitie.html`, issue 33): seasons, the draw,
//! results and standings, as a Yew app of its own.

#[cfg(target_arch = "wasm32")]
#[global_allocator]
// The allocator is the one unsafe line of the app: talc asks for it.
#[allow(unsafe_code)]
static ALLOC: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };

fn main() {
    mahjong_web::crash::install();
    mahjong_web::route::reopen_where_left(mahjong_web::route::Page::Organiser);
    // A table card or a player's screen opened here goes to the player's page.
    if mahjong_web::page::forward_to(mahjong_web::route::Page::Organiser) {
        return;
    }
    mahjong_web::route::save_last_page(mahjong_web::route::Page::Organiser);
    yew::Renderer::<mahjong_web::competition::app::ClubRoot>::new().render();
}
