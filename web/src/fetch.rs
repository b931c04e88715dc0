//! Files of this site, fetched: a club's published season (issue 22) and
//! the rules reference's texts (issue 34). Same origin only.

/// The text of the file at `file` (relative to the page), at most `max`
/// bytes; `None` when it is elsewhere, missing, larger, or no UTF-8.
pub async fn text(file: &str, max: u64) -> Option<String> {
    use wasm_bindgen::JsCast;
    let window = web_sys::window()?;
    // Issue 32: the browser's own URL parser says where the address goes;
    // only this page's origin is asked, and a redirect elsewhere refused.
    let origin = window.location().origin().ok()?;
    let url = web_sys::Url::new_with_base(file, &window.location().href().ok()?).ok()?;
    if url.origin() != origin {
        return None;
    }
    let response =
        wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(&url.href())).await.ok()?.dyn_into::<web_sys::Response>().ok()?;
    let landed = web_sys::Url::new(&response.url()).ok()?;
    if !response.ok() || landed.origin() != origin {
        return None;
    }
    // Read as a stream and stopped past `max` bytes, so a huge file is
    // never held whole.
    let reader: web_sys::ReadableStreamDefaultReader = response.body()?.get_reader().dyn_into().ok()?;
    let mut bytes = Vec::new();
    loop {
        let chunk = wasm_bindgen_futures::JsFuture::from(reader.read()).await.ok()?;
        if js_sys::Reflect::get(&chunk, &"done".into()).ok()?.as_bool().unwrap_or(true) {
            break;
        }
        let value: js_sys::Uint8Array = js_sys::Reflect::get(&chunk, &"value".into()).ok()?.dyn_into().ok()?;
        let start = bytes.len();
        if (start + value.length() as usize) as u64 > max {
            let _ = reader.cancel();
            return None;
        }
        bytes.resize(start + value.length() as usize, 0);
        value.copy_to(&mut bytes[start..]);
    }
    String::from_utf8(bytes).ok()
}
