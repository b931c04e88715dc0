//! A panic never leaves a dead page (issue 19): the hook writes the panic
//! to the console and announces it to the page (`mahjong-rekenhulp:panic`),
//! whose crash net (`scripts/boot-crash.js`, plain DOM) says so in words
//! and offers a reload. The module aborts after the hook; nothing is half
//! written, since each save is one IndexedDB transaction.

use wasm_bindgen::JsValue;

/// The event the page's crash net listens for.
pub const PANIC_EVENT: &str = "mahjong-rekenhulp:panic";

/// Installs the panic hook; called first thing in `main`.
pub fn install() {
    std::panic::set_hook(Box::new(|info| report(&info.to_string())));
}

/// Writes the message to the console and announces the crash to the page.
/// Only JS calls: it must work whatever state the module is in.
pub fn report(message: &str) {
    web_sys::console::error_1(&JsValue::from_str(message));
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&JsValue::from_str(message));
    if let (Some(w), Ok(e)) = (web_sys::window(), web_sys::CustomEvent::new_with_event_init_dict(PANIC_EVENT, &init)) {
        let _ = w.dispatch_event(&e);
    }
}
