//! A late arrival seated at a table, or the tables not started drawn again (C16, C20).

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
