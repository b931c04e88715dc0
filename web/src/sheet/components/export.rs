//! CSV and JSON downloads of the open game (a Blob behind an object URL,
//! made again only when the game changes and revoked when it is dropped),
//! printing, and sharing the game by link and QR code.

use gloo_file::{Blob, ObjectUrl};
use mahjong_core::json::GameLine;
use yew::prelude::*;

use crate::i18n::{sheet as t, Lang};
use crate::sheet::export::{csv, file_stem, game_file};
use crate::sheet::share;

/// The player's page's address without its fragment: where hand, game
/// and table-card links point, from either page (issue 33).
pub fn app_base() -> String {
    crate::route::page_url(crate::route::Page::Player)
}

#[derive(Properties, PartialEq)]
pub struct ExportProps {
    pub lang: Lang,
    pub game: GameLine,
    /// The game's id here: its shared link carries it (issue 47).
    pub id: AttrValue,
}

#[function_component]
pub fn ExportTools(props: &ExportProps) -> Html {
    let ExportProps { lang, game, id } = props;
    let lang = *lang;
    let files = use_memo((game.clone(), lang), |(game, lang)| {
        // A byte-order mark, so spreadsheets read the names as UTF-8.
        let csv = csv(game, *lang)
            .ok()
            .map(|text| ObjectUrl::from(Blob::new_with_options(format!("\u{feff}{text}").as_str(), Some("text/csv;charset=utf-8"))));
        let json = ObjectUrl::from(Blob::new_with_options(game_file(game).as_str(), Some("application/json")));
        (csv, json, file_stem(game))
    });
    let (csv, json, stem) = &*files;
    let print = Callback::from(|_| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    let sharing = use_state(|| false);
    let toggle = {
        let sharing = sharing.clone();
        Callback::from(move |_| sharing.set(!*sharing))
    };
    // The link and its QR code, made when sharing is open and the game changed.
    let shared = crate::view::use_async_memo((game.clone(), id.clone(), *sharing), |(game, id, open)| async move {
        if !open {
            return None;
        }
        let link = format!("{}{}", app_base(), crate::route::Route::SharedGame { data: share::encode(&game, id.as_str()).await }.href());
        let qr = crate::link_data::qr_path(&link);
        Some((link, qr))
    });
    html! {
        <div class="sheet-tools no-print">
            if let Some(url) = csv {
                <a class="button" data-export="csv" download={format!("{stem}.csv")} href={url.to_string()}>{ "CSV" }</a>
            }
            <a class="button" data-export="json" download={format!("{stem}.json")} href={json.to_string()}>{ "JSON" }</a>
            <button type="button" onclick={print}>{ lang.pick(t::PRINT) }</button>
            <button type="button" aria-expanded={sharing.to_string()} onclick={toggle}>{ lang.pick(t::SHARE) }</button>
            if let Some((link, qr)) = shared.as_deref().and_then(Option::as_ref) {
                <SharePanel {lang} link={link.clone()} qr={qr.clone()} />
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct SharePanelProps {
    pub lang: Lang,
    pub link: String,
    pub qr: Option<(usize, String)>,
    /// What the panel says above the code, and the code's label.
    #[prop_or(t::SHARE_HINT)]
    pub hint: (&'static str, &'static str),
    #[prop_or(t::QR)]
    pub label: (&'static str, &'static str),
}

/// What the copy button last did.
#[derive(Clone, Copy, PartialEq)]
enum Copy {
    Not,
    Done,
    Failed,
}

/// The link that carries the game, and its QR code for a second phone:
/// brought into view when opened, sent with the phone's own share sheet
/// where it has one, copied with a tap otherwise (issue 20).
#[function_component]
pub fn SharePanel(props: &SharePanelProps) -> Html {
    let SharePanelProps { lang, link, qr, hint, label } = props;
    let lang = *lang;
    let panel = crate::view::use_in_view(web_sys::ScrollLogicalPosition::Center);
    let copied = use_state(|| Copy::Not);
    // "Groter": the code over the whole screen, for a camera at arm's
    // length or in dim light (issue 35).
    let big = use_state(|| false);
    let navigator = web_sys::window().map(|w| w.navigator());
    let can_share = navigator.as_ref().is_some_and(|n| js_sys::Reflect::has(n, &"share".into()).unwrap_or(false));
    let send = {
        let (link, navigator) = (link.clone(), navigator.clone());
        Callback::from(move |_| {
            if let Some(n) = &navigator {
                let data = web_sys::ShareData::new();
                data.set_url(&link);
                data.set_title("Mahjong");
                // The player may close the share sheet: nothing to say then.
                let _ = n.share_with_data(&data);
            }
        })
    };
    let copy = {
        let (link, copied) = (link.clone(), copied.clone());
        Callback::from(move |_| {
            let Some(n) = web_sys::window().map(|w| w.navigator()) else { return };
            let promise = n.clipboard().write_text(&link);
            let copied = copied.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let ok = wasm_bindgen_futures::JsFuture::from(promise).await.is_ok();
                copied.set(if ok { Copy::Done } else { Copy::Failed });
            });
        })
    };
    html! {
        <section ref={panel} class="share" aria-label={lang.pick(*label)}>
            <p class="hint">{ lang.pick(*hint) }</p>
            if let Some((width, path)) = qr {
                { qr_svg(*width, path, lang.pick(*label)) }
                <button type="button" class="qr-bigger" onclick={{ let big = big.clone(); move |_| big.set(true) }}>{ lang.pick(t::QR_BIGGER) }</button>
                if *big {
                    <div class="qr-full" role="dialog" aria-modal="true" aria-label={lang.pick(*label)}>
                        { qr_svg(*width, path, lang.pick(*label)) }
                        <button type="button" class="primary" onclick={{ let big = big.clone(); move |_| big.set(false) }}>{ lang.pick(t::QR_CLOSE) }</button>
                    </div>
                }
            } else {
                <p class="message">{ lang.pick(t::TOO_LONG_FOR_QR) }</p>
            }
            <div class="share-actions">
                if can_share {
                    <button type="button" class="primary" onclick={send}>{ lang.pick(t::SHARE_SEND) }</button>
                }
                <button type="button" class={classes!((!can_share).then_some("primary"))} onclick={copy}>
                    { lang.pick(if *copied == Copy::Done { t::COPIED } else { t::COPY_LINK }) }
                </button>
            </div>
            if *copied == Copy::Failed {
                <p class="message" role="alert">{ lang.pick(t::COPY_FAILED) }</p>
            }
            <input class="share-link" type="text" readonly=true value={link.to_string()} aria-label={lang.pick(t::SHARE_LINK)} />
        </section>
    }
}

/// A QR code as SVG: a square per dark module (`path`, `width` modules
/// wide), with the quiet zone of 4 around.
fn qr_svg(width: usize, path: &str, label: &'static str) -> Html {
    let side = (width + 8).to_string();
    html! {
        <svg class="qr" viewBox={format!("-4 -4 {side} {side}")} role="img" aria-label={label} shape-rendering="crispEdges">
            <rect x="-4" y="-4" width={side.clone()} height={side} fill="#fff" />
            <path d={path.to_string()} fill="#000" />
        </svg>
    }
}
