//! Two players swapped, or one moved to another table (C3, C20).

use mahjong_core::competition::date::Date;
use mahjong_core::json::season::change::SeasonChange;
use yew::prelude::*;

use crate::competition::form::*;
use crate::competition::model::ClubAction;
use crate::competition::text as t;
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub(crate) struct SwapProps {
    pub(crate) lang: Lang,
    pub(crate) date: Date,
    pub(crate) players: Vec<String>,
    pub(crate) on_action: Callback<ClubAction>,
}

/// Two players change places, for a club that wants them apart or
/// together.
#[function_component]
pub(crate) fn SwapForm(props: &SwapProps) -> Html {
    let lang = props.lang;
    let a = use_state(|| props.players.first().cloned().unwrap_or_default());
    let b = use_state(|| props.players.get(1).cloned().unwrap_or_default());
    let pick = |state: &UseStateHandle<String>, name: &'static str, label: String| {
        let s = state.clone();
        let onchange = Callback::from(move |e: Event| s.set(value(&e)));
        html! {
            <select {name} aria-label={label} {onchange}>
                { for props.players.iter().map(|p| html! { <option key={p.clone()} value={p.clone()} selected={**state == *p}>{ p.clone() }</option> }) }
            </select>
        }
    };
    let onsubmit = {
        let (a, b, on_action, date) = (a.clone(), b.clone(), props.on_action.clone(), props.date);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::Season(SeasonChange::Swap { date, a: (*a).clone(), b: (*b).clone() }));
        })
    };
    html! {
        <form class="swap" {onsubmit}>
            { lang.pick(t::SWAP) }{ " " }{ pick(&a, "swap-a", lang.pick(t::SWAP).to_string()) }{ " " }{ lang.pick(t::WITH) }{ " " }
            { pick(&b, "swap-b", lang.pick(t::WITH).to_string()) }{ " " }
            <button type="submit">{ lang.pick(t::SWAP) }</button>
        </form>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct MoveProps {
    pub(crate) lang: Lang,
    pub(crate) date: Date,
    /// The draw's tables, East first.
    pub(crate) draw: Vec<Vec<String>>,
    /// The started tables (C20): a move to or from one asks first.
    pub(crate) started: Vec<u32>,
    pub(crate) on_action: Callback<ClubAction>,
}

/// One player to another table (a late arrival's table of 5, a player
/// who must leave early at a table of 3); tables stay 3 to 5. A started
/// table is the organiser's pick, asked first (C20, issue 49).
#[function_component]
pub(crate) fn MoveForm(props: &MoveProps) -> Html {
    let lang = props.lang;
    let players = props.draw.concat();
    let who = use_state(|| players.first().cloned().unwrap_or_default());
    let to = use_state(|| 1u32);
    let asking = use_state(|| None::<u32>);
    let send = |picked: bool| {
        let (who, to, on_action, date, asking) = (who.clone(), to.clone(), props.on_action.clone(), props.date, asking.clone());
        move || {
            asking.set(None);
            on_action.emit(ClubAction::Season(SeasonChange::Move { date, name: (*who).clone(), table: *to, picked }));
        }
    };
    let onsubmit = {
        let (send, asking, started, draw) = (send(false), asking.clone(), props.started.clone(), props.draw.clone());
        let (who, to) = (who.clone(), to.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let from = mahjong_core::competition::seating::table_of(&draw, &who);
            match [from, Some(*to)].into_iter().flatten().find(|t| started.contains(t)) {
                Some(t) if from != Some(*to) => asking.set(Some(t)),
                _ => send(),
            }
        })
    };
    let confirm = {
        let send = send(true);
        Callback::from(move |_| send())
    };
    let on_who = {
        let who = who.clone();
        Callback::from(move |e: Event| who.set(value(&e)))
    };
    let on_to = {
        let to = to.clone();
        Callback::from(move |e: Event| to.set(value(&e).parse().unwrap_or(1)))
    };
    let tables = props.draw.len() as u32;
    html! {
        <form class="swap move" {onsubmit}>
            { lang.pick(t::MOVE) }{ " " }
            <select name="move-who" aria-label={lang.pick(t::MOVE)} onchange={on_who}>
                { for players.iter().map(|p| html! { <option key={p.clone()} value={p.clone()} selected={*who == *p}>{ p.clone() }</option> }) }
            </select>
            { " " }{ lang.pick(t::TO_TABLE) }{ " " }
            <select name="move-to" aria-label={lang.pick(t::TO_TABLE)} onchange={on_to}>
                { for (1..=tables).map(|k| html! { <option key={k} value={k.to_string()} selected={*to == k}>{ k }</option> }) }
            </select>
            { " " }
            <button type="submit">{ lang.pick(t::MOVE) }</button>
            if let Some(started) = *asking {
                <p class="ask" role="group">
                    { t::move_started(lang, started, &who, *to) }{ " " }
                    <button type="button" class="confirm-move" onclick={confirm}>{ lang.pick(t::MOVE_ANYWAY) }</button>
                    <button type="button" onclick={{ let asking = asking.clone(); Callback::from(move |_| asking.set(None)) }}>{ lang.pick(t::CANCEL) }</button>
                </p>
            }
        </form>
    }
}
