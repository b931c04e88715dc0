//! Reading a table's result QR code with the organiser's camera (issue
//! 22): the browser's own `BarcodeDetector` where it has one; else frames
//! of the camera's video are drawn on a canvas and decoded in wasm by
//! `quircs`, whole and then closer (issue 49: a code seen but too small
//! is cropped and scaled up, and the organiser is asked to come closer);
//! the first code that holds a result link is taken.

use yew::prelude::*;

use super::text as t;
use crate::i18n::Lang;

/// What a frame shows (issue 49): a code read, a code seen but not read
/// (its box, to look at closer), or none.
#[derive(Clone, PartialEq, Debug)]
pub enum Look {
    Read(String),
    Seen { x0: f64, y0: f64, x1: f64, y1: f64 },
    Nothing,
}

/// The first QR code in an RGBA image of `width` x `height`: read, or
/// where one is seen that does not read (too small, blurred).
pub fn look(rgba: &[u8], width: usize, height: usize) -> Look {
    if width == 0 || height == 0 || rgba.len() < width * height * 4 {
        return Look::Nothing;
    }
    // Luma from RGB (ITU-R 601 weights, integers).
    let grey: Vec<u8> = rgba[..width * height * 4]
        .chunks_exact(4)
        .map(|p| ((u32::from(p[0]) * 299 + u32::from(p[1]) * 587 + u32::from(p[2]) * 114) / 1000) as u8)
        .collect();
    let mut decoder = quircs::Quirc::default();
    let mut seen = Look::Nothing;
    for code in decoder.identify(width, height, &grey).filter_map(Result::ok) {
        if let Some(text) = code.decode().ok().and_then(|data| String::from_utf8(data.payload).ok()) {
            return Look::Read(text);
        }
        let (xs, ys) = (code.corners.map(|p| f64::from(p.x)), code.corners.map(|p| f64::from(p.y)));
        let (x0, x1) = (xs.iter().copied().fold(f64::MAX, f64::min), xs.iter().copied().fold(f64::MIN, f64::max));
        let (y0, y1) = (ys.iter().copied().fold(f64::MAX, f64::min), ys.iter().copied().fold(f64::MIN, f64::max));
        seen = Look::Seen { x0, y0, x1, y1 };
    }
    seen
}

/// The text of the first QR code in an RGBA image of `width` x `height`.
pub fn decode_rgba(rgba: &[u8], width: usize, height: usize) -> Option<String> {
    match look(rgba, width, height) {
        Look::Read(text) => Some(text),
        _ => None,
    }
}

/// The part of a `w` x `h` frame to look at closer, and the scale that
/// gives it about 5 pixels a module: a seen code's box with a quiet zone
/// around it, or (none seen) the middle half of the frame.
pub fn closer(seen: &Look, w: f64, h: f64) -> (f64, f64, f64, f64, f64) {
    let (x, y, cw, ch) = match *seen {
        Look::Seen { x0, y0, x1, y1 } => {
            let m = 0.2 * (x1 - x0).max(y1 - y0);
            let (x, y) = ((x0 - m).max(0.0), (y0 - m).max(0.0));
            (x, y, (x1 + m).min(w) - x, (y1 + m).min(h) - y)
        }
        _ => (w / 4.0, h / 4.0, w / 2.0, h / 2.0),
    };
    // A 16-hand code has 65 modules and its quiet zone 8: 73 x 5 = 365.
    let scale = (480.0 / cw.max(1.0)).clamp(1.0, 4.0);
    (x, y, cw, ch, scale)
}

/// The result data in a scanned text: a link to `#/competitie/uitslag/<data>`.
pub fn result_data(text: &str) -> Option<String> {
    let (_, data) = text.split_once("#/competitie/uitslag/")?;
    let data = data.trim();
    (!data.is_empty()).then(|| data.to_string())
}

/// Whether a scanned text is a table's card (`#/competitie/tafel/<data>`),
/// not its result.
pub fn is_card(text: &str) -> bool {
    text.contains("#/competitie/tafel/")
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
    let closer_hint = use_state(|| false);
    // Issue 50: a table's card read where its result was meant.
    let card_hint = use_state(|| false);
    // The camera's view comes up whole on a small screen (issue 31).
    let view = crate::view::use_in_view(web_sys::ScrollLogicalPosition::Start);
    {
        let (video, canvas, problem, on_result) = (video.clone(), canvas.clone(), problem.clone(), props.on_result.clone());
        let closer_hint = closer_hint.clone();
        let card_hint = card_hint.clone();
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
                        // The browser's reader first where it has one,
                        // then the wasm decoder, whole and closer.
                        let look = match detect(&video).await {
                            Some(Some(text)) => Look::Read(text),
                            _ => frame(&video, &canvas),
                        };
                        match look {
                            Look::Read(text) => {
                                if let Some(data) = result_data(&text) {
                                    running.set(false);
                                    on_result.emit(data);
                                } else {
                                    card_hint.set(is_card(&text));
                                }
                            }
                            // A code seen that does not read: "Kom dichterbij".
                            Look::Seen { .. } => closer_hint.set(true),
                            Look::Nothing => closer_hint.set(false),
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
            if *card_hint {
                <p class="message" role="alert" data-problem="card-scanned">{ lang.pick(t::CARD_SCANNED) }</p>
            }
            if *closer_hint {
                <p class="hint closer" role="status">{ lang.pick(t::COME_CLOSER) }</p>
            }
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

/// The camera's current frame, looked at whole, then closer (issue 49):
/// around a code seen but not read, or else the middle of the frame,
/// scaled up on the canvas so each module has pixels enough.
fn frame(video: &NodeRef, canvas: &NodeRef) -> Look {
    frame_look(video, canvas).unwrap_or(Look::Nothing)
}

fn frame_look(video: &NodeRef, canvas: &NodeRef) -> Option<Look> {
    use wasm_bindgen::JsCast;
    let video = video.cast::<web_sys::HtmlVideoElement>()?;
    let canvas = canvas.cast::<web_sys::HtmlCanvasElement>()?;
    let (w, h) = (f64::from(video.video_width()), f64::from(video.video_height()));
    if w == 0.0 || h == 0.0 {
        return None;
    }
    let ctx = canvas.get_context("2d").ok()??.dyn_into::<web_sys::CanvasRenderingContext2d>().ok()?;
    let draw = |sx: f64, sy: f64, sw: f64, sh: f64, scale: f64| -> Option<Look> {
        let (cw, ch) = ((sw * scale).round().max(1.0), (sh * scale).round().max(1.0));
        canvas.set_width(cw as u32);
        canvas.set_height(ch as u32);
        ctx.draw_image_with_html_video_element_and_sw_and_sh_and_dx_and_dy_and_dw_and_dh(&video, sx, sy, sw, sh, 0.0, 0.0, cw, ch).ok()?;
        let data = ctx.get_image_data(0.0, 0.0, cw, ch).ok()?.data();
        Some(look(&data, cw as usize, ch as usize))
    };
    // Whole, at most 1280 px wide (a code held close to the camera).
    let whole = draw(0.0, 0.0, w, h, (1280.0 / w).min(1.0))?;
    let whole = match whole {
        Look::Seen { x0, y0, x1, y1 } => {
            let k = w.max(1280.0) / 1280.0;
            Look::Seen { x0: x0 * k, y0: y0 * k, x1: x1 * k, y1: y1 * k }
        }
        other => other,
    };
    if let Look::Read(_) = whole {
        return Some(whole);
    }
    let (x, y, cw, ch, scale) = closer(&whole, w, h);
    match draw(x, y, cw, ch, scale)? {
        Look::Read(text) => Some(Look::Read(text)),
        Look::Seen { .. } => Some(Look::Seen { x0: x, y0: y, x1: x + cw, y1: y + ch }),
        Look::Nothing => Some(whole),
    }
}

/// The browser's own QR reader (`BarcodeDetector`, Chrome on Android),
/// where there is one: the text of the first code in the video's frame.
async fn detect(video: &NodeRef) -> Option<Option<String>> {
    use wasm_bindgen::JsCast;
    let window = web_sys::window()?;
    let ctor = js_sys::Reflect::get(&window, &"BarcodeDetector".into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"formats".into(), &js_sys::Array::of1(&"qr_code".into())).ok()?;
    let detector = js_sys::Reflect::construct(&ctor, &js_sys::Array::of1(&options)).ok()?;
    let detect = js_sys::Reflect::get(&detector, &"detect".into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
    let el = video.cast::<web_sys::HtmlVideoElement>()?;
    let promise = detect.call1(&detector, &el).ok()?.dyn_into::<js_sys::Promise>().ok()?;
    let found = wasm_bindgen_futures::JsFuture::from(promise).await.ok()?;
    let first = js_sys::Array::from(&found).get(0);
    Some(js_sys::Reflect::get(&first, &"rawValue".into()).ok().and_then(|v| v.as_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 50: a table's card read where its result was meant is told
    /// apart (the scanner says so), and is no result.
    #[test]
    fn a_card_is_no_result() {
        let card = "https://club.example/mahjong/#/competitie/tafel/eyJzZWFzb24iOiJBIn0";
        assert!(is_card(card));
        assert_eq!(result_data(card), None);
        assert!(!is_card("https://club.example/mahjong/#/competitie/uitslag/eyJ9"));
    }

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

    /// Issue 49: where to look closer. A code seen in 100..278 of a
    /// 640 x 480 frame: a fifth of its 178 px around it (35.6), so
    /// 64.4..313.6 (249.2 px), scaled to 480 px: x 1.926. None seen: the
    /// middle half, 320 x 240 from (160, 120), x 1.5.
    #[test]
    fn a_code_too_small_is_looked_at_closer() {
        let seen = Look::Seen { x0: 100.0, y0: 100.0, x1: 278.0, y1: 278.0 };
        let (x, y, w, h, k) = closer(&seen, 640.0, 480.0);
        let near = |a: f64, b: f64| (a - b).abs() < 1e-3;
        assert!(near(x, 64.4) && near(y, 64.4) && near(w, 249.2) && near(h, 249.2) && near(k, 480.0 / 249.2), "{x} {y} {w} {h} {k}");
        assert_eq!(closer(&Look::Nothing, 640.0, 480.0), (160.0, 120.0, 320.0, 240.0, 1.5));
        // Near the frame's edge the box stops there; never scaled down.
        let edge = Look::Seen { x0: 0.0, y0: 0.0, x1: 600.0, y1: 470.0 };
        assert_eq!(closer(&edge, 640.0, 480.0), (0.0, 0.0, 640.0, 480.0, 1.0));
    }
}
