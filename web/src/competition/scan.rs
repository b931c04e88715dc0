//! Reading a table's result QR code with the organiser's camera (issue
//! 22): frames of the camera's video are drawn on a canvas and decoded in
//! wasm by `quircs`; the first code that holds a result link is taken.

use yew::prelude::*;

use super::text as t;
use crate::i18n::Lang;

/// The text of the first QR code in an RGBA image of `width` x `height`.
pub fn decode_rgba(rgba: &[u8], width: usize, height: usize) -> Option<String> {
    if width == 0 || height == 0 || rgba.len() < width * height * 4 {
        return None;
    }
    // Luma from RGB (ITU-R 601 weights, integers).
    let grey: Vec<u8> = rgba[..width * height * 4]
        .chunks_exact(4)
        .map(|p| ((u32::from(p[0]) * 299 + u32::from(p[1]) * 587 + u32::from(p[2]) * 114) / 1000) as u8)
        .collect();
    let mut decoder = quircs::Quirc::default();
    let codes = decoder.identify(width, height, &grey);
    codes.filter_map(Result::ok).find_map(|code| code.decode().ok().and_then(|data| String::from_utf8(data.payload).ok()))
}

/// The result data in a scanned text: a link to `#/competitie/uitslag/<data>`.
pub fn result_data(text: &str) -> Option<String> {
    let (_, data) = text.split_once("#/competitie/uitslag/")?;
    let data = data.trim();
    (!data.is_empty()).then(|| data.to_string())
}

#[derive(Properties, PartialEq)]
pub struct ScannerProps {
    pub lang: Lang,
    /// A result link's data, once a code with one is seen.
    pub on_result: Callback<String>,
    pub on_close: Callback<()>,
}

/// The camera, looking for a result code; closed when one is read.
#[function_component]
pub fn Scanner(props: &ScannerProps) -> Html {
    let lang = props.lang;
    let video = use_node_ref();
    let canvas = use_node_ref();
    let problem = use_state(|| false);
    // The camera's view comes up whole on a small screen (issue 31).
    let view = crate::view::use_in_view(web_sys::ScrollLogicalPosition::Start);
    {
        let (video, canvas, problem, on_result) = (video.clone(), canvas.clone(), problem.clone(), props.on_result.clone());
        use_effect_with((), move |_| {
            let stream: std::rc::Rc<std::cell::RefCell<Option<web_sys::MediaStream>>> = Default::default();
            let running = std::rc::Rc::new(std::cell::Cell::new(true));
            {
                let (stream, running) = (stream.clone(), running.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    match open_camera(&video).await {
                        Some(s) => *stream.borrow_mut() = Some(s),
                        None => return problem.set(true),
                    }
                    while running.get() {
                        gloo_timers::future::TimeoutFuture::new(250).await;
                        if !running.get() {
                            break;
                        }
                        if let Some(data) = frame(&video, &canvas).and_then(|text| result_data(&text)) {
                            running.set(false);
                            on_result.emit(data);
                        }
                    }
                });
            }
            move || {
                running.set(false);
                if let Some(s) = stream.borrow_mut().take() {
                    for track in s.get_tracks().iter() {
                        if let Ok(track) = wasm_bindgen::JsCast::dyn_into::<web_sys::MediaStreamTrack>(track) {
                            track.stop();
                        }
                    }
                }
            }
        });
    }
    html! {
        <div class="scanner" ref={view}>
            <p class="hint">{ lang.pick(t::SCAN_HINT) }</p>
            <video ref={video} class="scan-video" muted=true playsinline=true aria-label={lang.pick(t::SCAN)} />
            <canvas ref={canvas} hidden=true />
            if *problem {
                <p class="message" role="alert">{ lang.pick(t::NO_CAMERA) }</p>
            }
            <button type="button" onclick={props.on_close.reform(|_| ())}>{ lang.pick(t::CANCEL) }</button>
        </div>
    }
}

/// The back camera (any camera where there is none), playing in `video`.
async fn open_camera(video: &NodeRef) -> Option<web_sys::MediaStream> {
    use wasm_bindgen::JsCast;
    let devices = web_sys::window()?.navigator().media_devices().ok()?;
    let constraints = web_sys::MediaStreamConstraints::new();
    let facing = js_sys::Object::new();
    js_sys::Reflect::set(&facing, &"facingMode".into(), &"environment".into()).ok()?;
    constraints.set_video(&facing);
    let promise = devices.get_user_media_with_constraints(&constraints).ok()?;
    let stream = wasm_bindgen_futures::JsFuture::from(promise).await.ok()?.dyn_into::<web_sys::MediaStream>().ok()?;
    let el = video.cast::<web_sys::HtmlVideoElement>()?;
    el.set_src_object(Some(&stream));
    let _ = el.play().map(wasm_bindgen_futures::JsFuture::from);
    Some(stream)
}

/// The camera's current frame, decoded.
fn frame(video: &NodeRef, canvas: &NodeRef) -> Option<String> {
    use wasm_bindgen::JsCast;
    let video = video.cast::<web_sys::HtmlVideoElement>()?;
    let canvas = canvas.cast::<web_sys::HtmlCanvasElement>()?;
    let (w, h) = (video.video_width(), video.video_height());
    if w == 0 || h == 0 {
        return None;
    }
    // At most 640 px wide: enough for a code held up to the camera.
    let scale = (640.0 / f64::from(w)).min(1.0);
    let (cw, ch) = ((f64::from(w) * scale) as u32, (f64::from(h) * scale) as u32);
    canvas.set_width(cw);
    canvas.set_height(ch);
    let ctx = canvas.get_context("2d").ok()??.dyn_into::<web_sys::CanvasRenderingContext2d>().ok()?;
    ctx.draw_image_with_html_video_element_and_dw_and_dh(&video, 0.0, 0.0, f64::from(cw), f64::from(ch)).ok()?;
    let data = ctx.get_image_data(0.0, 0.0, f64::from(cw), f64::from(ch)).ok()?.data();
    decode_rgba(&data, cw as usize, ch as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A code the app draws reads back: the sheet's QR of a result link,
    /// painted 4 pixels per module with the quiet zone.
    #[test]
    fn a_result_code_reads_back() {
        let link = "https://club.example/mahjong/#/competitie/uitslag/eyJzZWFzb24iOiJBIn0";
        let code = qrcodegen::QrCode::encode_text(link, qrcodegen::QrCodeEcc::Medium).unwrap();
        let (n, px) = (code.size() as usize + 8, 4);
        let w = n * px;
        let mut rgba = vec![255u8; w * w * 4];
        for y in 0..w {
            for x in 0..w {
                let (mx, my) = ((x / px) as i32 - 4, (y / px) as i32 - 4);
                if code.get_module(mx, my) {
                    rgba[(y * w + x) * 4..(y * w + x) * 4 + 3].fill(0);
                }
            }
        }
        let text = decode_rgba(&rgba, w, w).unwrap();
        assert_eq!(text, link);
        assert_eq!(result_data(&text).as_deref(), Some("eyJzZWFzb24iOiJBIn0"));
        assert_eq!(result_data("https://example.org/#/spel/xyz"), None);
        assert_eq!(decode_rgba(&[0; 16], 2, 2), None);
    }
}
