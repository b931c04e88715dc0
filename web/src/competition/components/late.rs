//! A late arrival seated at a table, a leaver taken off theirs, or the
//! tables not started drawn again (C16, C20).

use mahjong_core::competition::date::Date;
use mahjong_core::competition::seating;
use mahjong_core::json::season::change::SeasonChange;
use yew::prelude::*;

use crate::competition::form::*;
use crate::competition::model::ClubAction;
use crate::competition::text as t;
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub(crate) struct LateProps {
    pub(crate) lang: Lang,
    pub(crate) date: Date,
    pub(crate) name: String,
    pub(crate) tables: Vec<Vec<String>>,
    /// The tables that have started: offered last, and said so.
    pub(crate) started: Vec<u32>,
    pub(crate) on_action: Callback<ClubAction>,
}

/// A late arrival (C20): seated at the table the organiser picks (a table
/// of 4 becomes one of 5), or drawn with the tables not started.
#[function_component]
pub(crate) fn LateArrival(props: &LateProps) -> Html {
    let lang = props.lang;
    // Tables with a free seat (the engine's, C3); those not started
    // first, a started one only at the organiser's explicit pick.
    let mut open = seating::free_tables(&props.tables);
    mahjong_core::order::sort_by_key(&mut open, |k| props.started.contains(k));
    let pick = use_state(|| open.first().copied().unwrap_or(1));
    let onchange = {
        let pick = pick.clone();
        Callback::from(move |e: Event| pick.set(value(&e).parse().unwrap_or(1)))
    };
    let onsubmit = {
        let (pick, on_action, date, name) = (pick.clone(), props.on_action.clone(), props.date, props.name.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::Season(SeasonChange::SeatAt { date, name: name.clone(), table: *pick }));
        })
    };
    let name = &props.name;
    html! {
        <form class="seat-problem late" aria-label={name.clone()} {onsubmit}>
            <p>{ t::unseated(lang, name) }</p>
            if !open.is_empty() {
                <label>
                    { lang.pick(t::SEAT_AT) }
                    <select name="seat-at" {onchange}>
                        { for open.iter().map(|&k| {
                            let size = props.tables[k as usize - 1].len();
                            let note = if props.started.contains(&k) { format!(", {}", lang.pick(t::STARTED_SHORT)) } else { String::new() };
                            html! { <option key={k} value={k.to_string()} selected={k == *pick}>{ format!("{} {k} ({size} → {}{note})", lang.pick(t::TABLE), size + 1) }</option> }
                        }) }
                    </select>
                </label>
                <button type="submit">{ lang.pick(t::SEAT_HERE) }</button>
            }
            <p class="hint">{ lang.pick(t::OR_REDRAW) }</p>
        </form>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct LeaverProps {
    pub(crate) lang: Lang,
    pub(crate) date: Date,
    pub(crate) name: String,
    /// What the engine offers (C3, C16, C20).
    pub(crate) leaving: seating::Leaving,
    pub(crate) on_action: Callback<ClubAction>,
}

/// A player no longer present who sits at a table (C16, C20, issue 49):
/// taken off it (it plays on with one fewer), or someone who came late
/// takes the seat. A started table asks first: its card is then replaced.
#[function_component]
pub(crate) fn Leaver(props: &LeaverProps) -> Html {
    let (lang, l, name) = (props.lang, &props.leaving, &props.name);
    let asked = use_state(|| false);
    // Said where the thumb is (issue 49: it came below the screen).
    let view = crate::view::use_in_view(web_sys::ScrollLogicalPosition::Nearest);
    let act = |change: SeasonChange| {
        let on_action = props.on_action.clone();
        Callback::from(move |_| on_action.emit(ClubAction::Season(change.clone())))
    };
    let (date, table) = (props.date, l.table);
    let unseat = act(SeasonChange::Unseat { date, name: name.clone(), picked: l.started });
    let fill = |by: &String| act(SeasonChange::Replace { date, name: name.clone(), by: by.clone() });
    let merge = act(SeasonChange::Merge { date, name: name.clone() });
    let merges = !l.shrinks() && l.merges;
    // Not started: one tap, as before. Started: the question first.
    let choices = !l.started || *asked;
    html! {
        <div class="seat-problem leaver" role="group" aria-label={name.clone()} ref={view}>
            <p>{ t::left(lang, name, table) }</p>
            if !l.shrinks() {
                <p class="hint">{ t::too_few_left(lang, table, l.left) }</p>
            }
            if l.started && !*asked && (l.shrinks() || merges || !l.fillers.is_empty()) {
                <button type="button" class="ask-unseat" onclick={{ let asked = asked.clone(); Callback::from(move |_| asked.set(true)) }}>
                    { t::unseat(lang, table) }
                </button>
            }
            if l.started && *asked {
                <p class="ask">{ t::unseat_started(lang, name, table, l.shrinks().then_some(l.left), !l.fillers.is_empty()) }</p>
            }
            if choices {
                <div class="seat-choices">
                    if l.shrinks() {
                        <button type="button" class="unseat" onclick={unseat}>{ t::play_on(lang, table, l.left, l.started) }</button>
                    }
                    if merges {
                        <button type="button" class="merge" onclick={merge}>{ t::merge_table(lang, table) }</button>
                    }
                    { for l.fillers.iter().map(|by| html! {
                        <button type="button" key={by.clone()} class="replace" onclick={fill(by)}>{ t::takes_seat(lang, by, name) }</button>
                    }) }
                    if *asked {
                        <button type="button" class="cancel" onclick={{ let asked = asked.clone(); Callback::from(move |_| asked.set(false)) }}>
                            { lang.pick(t::CANCEL) }
                        </button>
                    }
                </div>
            }
            if !l.started {
                <p class="hint">{ lang.pick(t::OR_REDRAW) }</p>
            } else if !l.shrinks() && !merges && l.fillers.is_empty() {
                <p class="hint">{ lang.pick(t::TICK_FILLER) }</p>
            }
        </div>
    }
}
