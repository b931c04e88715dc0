//! The screen stays on during a game (issue 47): a player with the phone
//! on the table must not find it dark between hands. The Screen Wake Lock
//! API where the browser has it (`navigator.wakeLock`); the browser drops
//! the lock when the page is hidden, so it is asked again when the page
//! shows; it is released when the game is left. Without the API, nothing
//! happens.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The lock held, if any.
type Held = Rc<RefCell<Option<JsValue>>>;

/// Keeps the screen on while `on`.
#[hook]
pub fn use_wake_lock(on: bool) {
    let held: Held = use_mut_ref(|| None);
    use_effect_with(on, move |&on| {
        let listener = on.then(|| {
            request(&held);
            let document = web_sys::window().and_then(|w| w.document());
            let again = held.clone();
            document.map(|d| {
                gloo_events::EventListener::new(&d.clone(), "visibilitychange", move |_| {
                    if d.visibility_state() == web_sys::VisibilityState::Visible {
                        request(&again);
                    }
                })
            })
        });
        move || {
            drop(listener);
            release(&held);
        }
    });
}

/// Asks for the lock; a browser that refuses (no API, hidden page, a
/// battery saver) leaves the screen as it is.
fn request(held: &Held) {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else { return };
    let Ok(lock) = js_sys::Reflect::get(&navigator, &"wakeLock".into()) else { return };
    let Some(ask) = js_sys::Reflect::get(&lock, &"request".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok()) else { return };
    let Some(promise) = ask.call1(&lock, &"screen".into()).ok().and_then(|p| p.dyn_into::<js_sys::Promise>().ok()) else { return };
    let held = held.clone();
    wasm_bindgen_futures::spawn_local(async move {
        if let Ok(sentinel) = wasm_bindgen_futures::JsFuture::from(promise).await {
            if let Some(old) = held.borrow_mut().replace(sentinel) {
                release_one(&old);
            }
        }
    });
}

fn release(held: &Held) {
    if let Some(sentinel) = held.borrow_mut().take() {
        release_one(&sentinel);
    }
}

fn release_one(sentinel: &JsValue) {
    if let Some(f) = js_sys::Reflect::get(sentinel, &"release".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
        if let Ok(p) = f.call0(sentinel) {
            // A release that fails (already released) is no matter.
            if let Ok(p) = p.dyn_into::<js_sys::Promise>() {
                wasm_bindgen_futures::spawn_local(async move {
                    let _ = wasm_bindgen_futures::JsFuture::from(p).await;
                });
            }
        }
    }
}
