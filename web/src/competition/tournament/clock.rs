//! A round's clock on its page (issue 50): the director starts the round
//! (its cards are out, C20) and every screen shows the time left, from a
//! start time kept in the season, so a reload shows the same. A round
//! started while an earlier one still has tables open asks first.

use mahjong_core::json::season::change::SeasonChange;
use mahjong_core::json::tournament::minutes_left;
use yew::prelude::*;

use super::players::use_tournament;
use super::text as tt;
use crate::competition::form::{confirm, value};
use crate::competition::model::{Club, ClubAction};
use crate::i18n::Lang;

/// The lengths offered, in minutes.
const LENGTHS: [u32; 8] = [45, 60, 75, 90, 105, 120, 150, 180];

#[derive(Properties, PartialEq)]
pub(crate) struct RoundClockProps {
    pub(crate) lang: Lang,
    pub(crate) club: UseReducerHandle<Club>,
    pub(crate) round: usize,
    pub(crate) on_action: Callback<ClubAction>,
}

/// The round's clock: "Start ronde 3", or the time left and the tables
/// still playing.
#[function_component]
pub(crate) fn RoundClock(props: &RoundClockProps) -> Html {
    let lang = props.lang;
    let out = use_tournament(&props.club);
    // The minute shown moves on by itself: a render every 20 s, each
    // reading the clock afresh.
    let tick = use_state(|| 0u32);
    {
        let tick = tick.clone();
        use_effect_with((), move |_| {
            let every = gloo_timers::callback::Interval::new(20_000, move || tick.set(tick.wrapping_add(1)));
            move || drop(every)
        });
    }
    let now = js_sys::Date::now() as u64;
    let Some(o) = out.as_ref() else { return Html::default() };
    let Some(r) = o.rounds.get(props.round.wrapping_sub(1)) else { return Html::default() };
    // An earlier round with tables open: asked first (issue 50).
    let open = o.rounds.iter().take(props.round - 1).find(|x| !x.complete).map(|x| (x.round, x.playing.len()));
    let start = {
        let (on_action, round) = (props.on_action.clone(), props.round);
        Callback::from(move |_| {
            if let Some((before, tables)) = open {
                if !confirm(&tt::earlier_open(lang, before, tables, round)) {
                    return;
                }
            }
            on_action.emit(ClubAction::Season(SeasonChange::StartRound { round, at: js_sys::Date::now() as u64 }));
        })
    };
    let length = props.on_action.reform(|e: Event| ClubAction::Season(SeasonChange::RoundLength(value(&e).parse().unwrap_or(90))));
    let left = r.started_at.map(|at| minutes_left(at, o.minutes, now));
    html! {
        <section class="round-clock no-print" aria-label={lang.pick(tt::CLOCK)}>
            if let (Some(left), Some(at)) = (left, r.started_at) {
                <p class="clock" data-left={left.to_string()}>
                    <strong>{ tt::time_left(lang, left) }</strong>
                    { format!(" · {}", tt::started_at(lang, &crate::time::clock_time(at), o.minutes)) }
                </p>
                if !r.playing.is_empty() {
                    <p class="hint">{ tt::still_playing(lang, &r.playing) }</p>
                }
            } else if !r.complete {
                if let Some((before, tables)) = open {
                    <p class="hint">{ tt::earlier_open_note(lang, before, tables) }</p>
                }
                <label>
                    { lang.pick(tt::LENGTH) }
                    <select name="round-minutes" onchange={length}>
                        { for LENGTHS.iter().map(|&m| html! { <option key={m} value={m.to_string()} selected={m == o.minutes}>{ format!("{m} min") }</option> }) }
                    </select>
                </label>
                <button type="button" class="primary start-round" onclick={start}>{ tt::start_round(lang, props.round) }</button>
            }
        </section>
    }
}
