//! Table cards: one shown as a QR code and a link, or all printed.

use std::rc::Rc;

use crate::card::{TableCard, Travels as _};
use yew::prelude::*;

use crate::competition::text as t;
use crate::i18n::Lang;
use crate::route::Route;

#[derive(Properties, PartialEq)]
pub(crate) struct CardProps {
    pub(crate) lang: Lang,
    pub(crate) card: crate::card::TableCard,
    /// The card is shown: its table has started (C20).
    pub(crate) on_open: Callback<()>,
}

/// The address a table's phone opens for its card.
async fn link(card: &crate::card::TableCard) -> String {
    format!("{}{}", crate::sheet::components::app_base(), Route::TableCard { data: card.encode().await }.href())
}

/// On the organiser's phone: a table's card as a QR code and a link, for
/// the table's phone (issue 22).
#[function_component]
pub(crate) fn CardPanel(props: &CardProps) -> Html {
    let lang = props.lang;
    let open = use_state(|| false);
    let playable = props.card.playable();
    let shared = crate::view::use_async_memo((props.card.clone(), *open), |(card, open)| async move {
        if !open {
            return None;
        }
        let link = link(&card).await;
        let qr = crate::link_data::qr_path(&link);
        Some((link, qr))
    });
    let toggle = {
        let (open, on_open) = (open.clone(), props.on_open.clone());
        Callback::from(move |_| {
            if !*open {
                on_open.emit(());
            }
            open.set(!*open);
        })
    };
    if !playable {
        return html! { <p class="hint">{ lang.pick(t::ON_PAPER) }</p> };
    }
    html! {
        <>
            <button type="button" class="card-button" aria-expanded={open.to_string()} onclick={toggle}>{ lang.pick(t::CARD) }</button>
            if let Some((link, qr)) = shared.as_deref().and_then(Option::as_ref) {
                <crate::sheet::components::SharePanel {lang} link={link.clone()} qr={qr.clone()} hint={t::CARD_HINT} label={t::CARD_QR} />
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct PrintProps {
    pub(crate) lang: Lang,
    pub(crate) season: String,
    pub(crate) date: String,
    /// The engine's card of every drawn table, in table order (issue 49).
    pub(crate) cards: Rc<Vec<TableCard>>,
    /// The cards are printed: every table has started (C20).
    pub(crate) on_print: Callback<()>,
}

/// The hand lines of a paper form (issue 50): a row per hand with the
/// winner, fans or points, who discarded, and each player's score; four
/// rows a player, as many as a game of four winds has.
fn hand_lines(lang: crate::i18n::Lang, names: &[String]) -> Html {
    html! {
        <table class="paper-lines paper-hands">
            <thead><tr>
                <th scope="col">{ "#" }</th>
                <th scope="col">{ lang.pick(t::WINNER) }</th>
                <th scope="col">{ lang.pick(t::FANS_OR_POINTS) }</th>
                <th scope="col">{ lang.pick(t::DISCARDER) }</th>
                { for names.iter().map(|n| html! { <th scope="col" key={n.clone()}>{ n.clone() }</th> }) }
            </tr></thead>
            <tbody>
                { for (1..=4 * names.len()).map(|h| html! {
                    <tr key={h}><td>{ h }</td><td></td><td></td><td></td>{ for names.iter().map(|n| html! { <td key={n.clone()}></td> }) }</tr>
                }) }
            </tbody>
        </table>
    }
}

/// Every table's card on paper (A4): the table, its players with their
/// winds and the card's QR code, for a club without a phone per table at
/// hand (issue 22).
#[function_component]
pub(crate) fn PrintCards(props: &PrintProps) -> Html {
    let lang = props.lang;
    // How often printing was asked: the cards are made the first time (and
    // stay, hidden on screen), the print dialog opens once they are there,
    // once per ask.
    let printing = use_state(|| 0u32);
    let cards = crate::view::use_async_memo((props.cards.clone(), *printing > 0), |(cards, on)| async move {
        let mut out = Vec::new();
        for card in cards.iter().filter(|_| on) {
            // A table that scores on paper has no card to scan (C17).
            let qr = if card.playable() { crate::link_data::qr_path(&link(card).await) } else { None };
            out.push((card.names.clone(), qr));
        }
        out
    });
    let printed = use_mut_ref(|| 0u32);
    let sheets = use_node_ref();
    let sheets_at = sheets.clone();
    use_effect_with((*printing, cards.is_some()), move |&(times, ready)| {
        if ready && times > *printed.borrow() {
            *printed.borrow_mut() = times;
            // A finished evening folds its controls (issue 49): a closed
            // section prints nothing, so it opens first (issue 50).
            let details = sheets_at.cast::<web_sys::Element>().and_then(|e| e.closest("details").ok().flatten());
            if let Some(d) = details.and_then(|d| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlDetailsElement>(d).ok()) {
                d.set_open(true);
            }
            if let Some(w) = web_sys::window() {
                let _ = w.print();
            }
        }
    });
    let cards = cards.unwrap_or_default();
    // Issue 49: printing asks whether the tables start now (C20: a
    // started table keeps its players), or the cards are only printed.
    let asking = use_state(|| false);
    let print = |start: bool| {
        let (printing, on_print, asking) = (printing.clone(), props.on_print.clone(), asking.clone());
        Callback::from(move |_| {
            if start {
                on_print.emit(());
            }
            asking.set(false);
            printing.set(*printing + 1)
        })
    };
    let ask = {
        let asking = asking.clone();
        Callback::from(move |_| asking.set(!*asking))
    };
    html! {
        <>
            <button type="button" class="print-cards-button no-print" aria-expanded={asking.to_string()} onclick={ask}>{ lang.pick(t::PRINT_CARDS) }</button>
            if *asking {
                <div class="ask print-ask no-print" role="group">
                    <p>{ lang.pick(t::PRINT_START) }</p>
                    <button type="button" class="primary" onclick={print(true)}>{ lang.pick(t::PRINT_AND_START) }</button>
                    <button type="button" onclick={print(false)}>{ lang.pick(t::PRINT_ONLY) }</button>
                </div>
            }
            if !cards.is_empty() {
                <div class="print-cards" ref={sheets}>
                    { for cards.iter().enumerate().map(|(k, (names, qr))| html! {
                        <div class="print-card" key={k}>
                            <h3>{ format!("{} {} · {} · {}", lang.pick(t::TABLE), k + 1, props.season, t::date(lang, &props.date)) }</h3>
                            <ul class="seats">
                                { for names.iter().enumerate().map(|(s, n)| html! {
                                    <li key={n.clone()}><span class="wind">{ lang.pick(t::WINDS[s.min(4)]) }</span>{ " " }{ n.clone() }</li>
                                }) }
                            </ul>
                            if let Some((width, path)) = qr {
                                <svg class="qr" viewBox={format!("-4 -4 {} {}", width + 8, width + 8)} role="img" aria-label={lang.pick(t::CARD_QR)} shape-rendering="crispEdges">
                                    <rect x="-4" y="-4" width={(width + 8).to_string()} height={(width + 8).to_string()} fill="#fff" />
                                    <path d={path.clone()} fill="#000" />
                                </svg>
                            }
                            // The blank paper form, for a table that scores on
                            // paper (or a phone that fails): what the organiser types.
                            <table class="paper-form">
                                <thead><tr>
                                    <th scope="col">{ lang.pick(t::NAME) }</th>
                                    <th scope="col">{ lang.pick(t::TOTAL) }</th>
                                    <th scope="col">{ "MJ" }</th>
                                    <th scope="col">{ lang.pick(("Ver.", "Caused")) }</th>
                                </tr></thead>
                                <tbody>
                                    { for names.iter().map(|n| html! {
                                        <tr key={n.clone()}><th scope="row">{ n.clone() }</th><td></td><td></td><td></td></tr>
                                    }) }
                                </tbody>
                            </table>
                            <p class="paper-check">{ lang.pick(t::PAPER_SUM) }</p>
                            { hand_lines(lang, names) }
                            <table class="paper-lines paper-penalties">
                                <caption>{ lang.pick(t::PENALTIES) }</caption>
                                <thead><tr>
                                    <th scope="col">{ lang.pick(t::NAME) }</th>
                                    <th scope="col">{ lang.pick(t::HAND) }</th>
                                    <th scope="col">{ lang.pick(t::PENALTY_POINTS) }</th>
                                    <th scope="col">{ lang.pick(t::REASON) }</th>
                                </tr></thead>
                                <tbody>
                                    { for (0..2).map(|i| html! { <tr key={i}><td></td><td></td><td></td><td></td></tr> }) }
                                </tbody>
                            </table>
                            <table class="paper-lines paper-signatures">
                                <caption>{ lang.pick(t::SIGNATURES) }</caption>
                                <tbody>
                                    { for names.iter().map(|n| html! { <tr key={n.clone()}><th scope="row">{ n.clone() }</th><td></td></tr> }) }
                                </tbody>
                            </table>
                        </div>
                    }) }
                </div>
            }
        </>
    }
}
