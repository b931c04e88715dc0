//! An evening typed as it was played (issue 49): a season begun on paper
//! is entered table by table, as seated, without the app's draw (C1: an
//! evening without a draw takes any table's players).

use mahjong_core::competition::date::Date;
use mahjong_core::Variant;
use yew::prelude::*;

use super::result_form::ResultForm;
use crate::competition::form::value;
use crate::competition::model::ClubAction;
use crate::competition::text as t;
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub(crate) struct AsPlayedProps {
    pub(crate) lang: Lang,
    pub(crate) date: Date,
    /// The number the next table gets.
    pub(crate) table: u32,
    /// Who can be seated: the members still coming and the guests, not
    /// yet at a table of this evening.
    pub(crate) names: Vec<String>,
    pub(crate) deduction: bool,
    pub(crate) rules: Variant,
    /// Open at once: the evening has no table yet.
    pub(crate) open: bool,
    pub(crate) on_action: Callback<ClubAction>,
}

/// One table as it sat: 3, 4 or 5 players picked seat by seat (East
/// first), then its paper form typed in.
#[function_component]
pub(crate) fn AsPlayed(props: &AsPlayedProps) -> Html {
    let lang = props.lang;
    // Open while in use: the next table follows the one just saved.
    let opened = use_state(|| props.open);
    let ontoggle = {
        let opened = opened.clone();
        Callback::from(move |e: Event| opened.set(e.target_unchecked_into::<web_sys::HtmlDetailsElement>().open()))
    };
    let size = use_state(|| 4usize);
    let seats = use_state(|| vec![String::new(); 5]);
    let chosen: Vec<String> = seats[..*size].to_vec();
    let ready = chosen.iter().all(|s| !s.is_empty());
    let on_size = {
        let size = size.clone();
        Callback::from(move |e: Event| size.set(value(&e).parse().unwrap_or(4)))
    };
    let seat = |i: usize| {
        let seats = seats.clone();
        Callback::from(move |e: Event| {
            let mut s = (*seats).clone();
            s[i] = value(&e);
            seats.set(s);
        })
    };
    // Saved: the next table starts empty.
    let on_close = {
        let seats = seats.clone();
        Callback::from(move |()| seats.set(vec![String::new(); 5]))
    };
    html! {
        <details class="as-played" open={*opened} {ontoggle}>
            <summary>{ lang.pick(t::AS_PLAYED) }</summary>
            <p class="hint">{ t::as_played_hint(lang, props.table) }</p>
            <label>
                { lang.pick(t::PLAYERS) }
                <select name="as-played-size" onchange={on_size}>
                    { for [3usize, 4, 5].into_iter().map(|n| html! { <option value={n.to_string()} selected={n == *size}>{ n }</option> }) }
                </select>
            </label>
            <div class="as-played-seats">
                { for (0..*size).map(|i| {
                    // A player sits once: those at another seat are not offered.
                    let free = props.names.iter().filter(|n| seats[i] == **n || !chosen.contains(n));
                    html! {
                        <label key={i}>
                            <span class="wind">{ lang.pick(t::WINDS[i]) }</span>
                            <select name={format!("seat{i}")} onchange={seat(i)}>
                                <option value="" selected={seats[i].is_empty()}>{ "—" }</option>
                                { for free.map(|n| html! { <option value={n.clone()} selected={seats[i] == *n}>{ n.clone() }</option> }) }
                            </select>
                        </label>
                    }
                }) }
            </div>
            if ready {
                <ResultForm key={chosen.join("|")} {lang} date={props.date} table={props.table} players={chosen.clone()} deduction={props.deduction}
                            rules={props.rules} initial={None} on_action={props.on_action.clone()} {on_close} />
            }
        </details>
    }
}
