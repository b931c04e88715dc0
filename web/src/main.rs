#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: talc::TalckWasm = unsafe { talc::TalckWasm::new_global() };

fn main() {
    // The app renders into its own element, not the whole body: the rules
    // module (a second Yew app, `app.rs`) renders beside it, and two Yew
    // apps must not nest (each dispatches the events under its root).
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            let root = d.create_element("div").ok()?;
            root.set_id("mahjong-app");
            d.body()?.append_child(&root).ok()?;
            Some(root)
        });
    match root {
        Some(root) => yew::Renderer::<mahjong_web::app::App>::with_root(root).render(),
        None => yew::Renderer::<mahjong_web::app::App>::new().render(),
    };
}
