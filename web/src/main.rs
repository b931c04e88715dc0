#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };

fn main() {
    yew::Renderer::<mahjong_web::app::App>::new().render();
}
