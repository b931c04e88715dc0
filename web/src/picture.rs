//! A picture shared by the phone's share sheet (the organiser's standings,
//! issue 31; the player's evening, issue 35), or downloaded where the
//! phone has none.

use wasm_bindgen::JsCast;

/// A canvas of `width` x `height` in the app's colours: the dark
/// background and the gold bar on top, with its 2D context.
pub fn canvas(width: f64, height: f64) -> Option<(web_sys::HtmlCanvasElement, web_sys::CanvasRenderingContext2d)> {
    let document = web_sys::window()?.document()?;
    let canvas: web_sys::HtmlCanvasElement = document.create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(width as u32);
    canvas.set_height(height as u32);
    let cx: web_sys::CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    cx.set_fill_style_str("#102a22");
    cx.fill_rect(0.0, 0.0, width, height);
    cx.set_fill_style_str("#f2c14e");
    cx.fill_rect(0.0, 0.0, width, 8.0);
    Some((canvas, cx))
}

/// The canvas as PNG bytes.
pub fn png(canvas: &web_sys::HtmlCanvasElement) -> Option<Vec<u8>> {
    let url = canvas.to_data_url_with_type("image/png").ok()?;
    let data = url.strip_prefix("data:image/png;base64,")?;
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.decode(data).ok()
}

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
