//! A picture shared by the phone's share sheet (the organiser's standings,
//! issue 31; the player's evening, issue 35), or downloaded where the
//! phone has none.

use wasm_bindgen::JsCast;

/// Shares the picture (and `text`, where given) by the phone's share sheet
/// where it takes files (`true`), else downloads it as `name` (`false`).
pub fn share_or_download(png: Vec<u8>, name: &str, text: Option<&str>) -> bool {
    let Some(window) = web_sys::window() else { return false };
    let file = gloo_file::File::new_with_options(name, png.as_slice(), Some("image/png"), None);
    let navigator = window.navigator();
    let data = web_sys::ShareData::new();
    let files = js_sys::Array::of1(AsRef::<web_sys::File>::as_ref(&file));
    data.set_files(&files);
    if let Some(text) = text {
        data.set_text(text);
    }
    let can = js_sys::Reflect::has(&navigator, &"canShare".into()).unwrap_or(false) && navigator.can_share_with_data(&data);
    if can {
        // The player may close the share sheet: nothing to say then.
        let _ = navigator.share_with_data(&data);
        return true;
    }
    let url = gloo_file::ObjectUrl::from(gloo_file::Blob::from(file));
    let Some(document) = window.document() else { return false };
    let Ok(a) = document.create_element("a") else { return false };
    let _ = a.set_attribute("href", &url);
    let _ = a.set_attribute("download", name);
    if let Some(a) = a.dyn_ref::<web_sys::HtmlElement>() {
        a.click();
    }
    // The download has its own copy; the address may go once clicked.
    gloo_timers::callback::Timeout::new(10_000, move || drop(url)).forget();
    false
}
