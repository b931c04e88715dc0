//! Table cards: one shown as a QR code and a link, or all printed.

use crate::card::Travels as _;
use mahjong_core::Variant;
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
    pub(crate) season_id: String,
    pub(crate) date: String,
    pub(crate) rules: Variant,
    pub(crate) tables: Vec<Vec<String>>,
    /// The season's secret, for the tables' keys.
    pub(crate) secret: Option<String>,
    /// The cards are printed: every table has started (C20).
    pub(crate) on_print: Callback<()>,
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
    let cards = crate::view::use_async_memo(
        (
            props.season.clone(),
            props.season_id.clone(),
            props.date.clone(),
            props.rules,
            props.tables.clone(),
            props.secret.clone(),
            *printing > 0,
        ),
        |(season, season_id, date, rules, tables, secret, on)| async move {
            let mut cards = Vec::new();
            for (k, names) in tables.iter().enumerate().filter(|_| on) {
                let card = crate::card::TableCard {
                    at: crate::card::TableRef {
                        season: season.clone(),
                        id: Some(season_id.clone()),
                        date: date.clone(),
                        table: k as u32 + 1,
                        key: secret.as_deref().map(|s| crate::card::table_key(s, &date, k as u32 + 1, names)),
                    },
                    rules,
                    names: names.clone(),
                };
                // A table that scores on paper has no card to scan (C17).
                let qr = if card.playable() { crate::link_data::qr_path(&link(&card).await) } else { None };
                cards.push((names.clone(), qr));
            }
            cards
        },
    );
    let printed = use_mut_ref(|| 0u32);
    use_effect_with((*printing, cards.is_some()), move |&(times, ready)| {
        if ready && times > *printed.borrow() {
            *printed.borrow_mut() = times;
            if let Some(w) = web_sys::window() {
                let _ = w.print();
            }
        }
    });
    let cards = cards.unwrap_or_default();
    let print = {
        let (printing, on_print) = (printing.clone(), props.on_print.clone());
        Callback::from(move |_| {
            on_print.emit(());
            printing.set(*printing + 1)
        })
    };
    html! {
        <>
            <button type="button" class="print-cards-button no-print" onclick={print}>{ lang.pick(t::PRINT_CARDS) }</button>
            if !cards.is_empty() {
                <div class="print-cards">
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
                        </div>
                    }) }
                </div>
            }
        </>
    }
}
