//! The big screen (issue 36): the live standings for a beamer or a TV in
//! landscape, in type readable from 5 m, a page of lines at a time that
//! turns by itself, and which tables of the round are still playing.

use yew::prelude::*;

use super::players::use_tournament;
use super::text as tt;
use crate::competition::model::Club;
use crate::competition::text as t;
use crate::i18n::Lang;

/// Lines a page shows at 1280x720.
const LINES: usize = 10;
/// Seconds a page stays.
const TURN: u32 = 8;

#[derive(Properties, PartialEq)]
pub(crate) struct BigScreenProps {
    pub(crate) lang: Lang,
    pub(crate) club: UseReducerHandle<Club>,
}

/// The big screen of the open tournament.
#[function_component]
pub(crate) fn BigScreen(props: &BigScreenProps) -> Html {
    let lang = props.lang;
    let out = use_tournament(&props.club);
    let page = use_state(|| 0usize);
    {
        let page = page.clone();
        use_effect_with((), move |_| {
            let tick = gloo_timers::callback::Interval::new(TURN * 1000, move || page.set(*page + 1));
            move || drop(tick)
        });
    }
    let Some(s) = props.club.season() else { return Html::default() };
    let Some(o) = out.as_ref() else { return Html::default() };
    // The round on: the last with a result, or the first.
    let current = o.rounds.iter().rev().find(|r| !r.tables.is_empty()).map_or(1, |r| r.round);
    let playing = o.rounds.get(current - 1).map(|r| r.playing.clone()).unwrap_or_default();
    let pages = o.standings.len().div_ceil(LINES).max(1);
    let at = *page % pages;
    let lines = o.standings.iter().skip(at * LINES).take(LINES);
    html! {
        <div class="big-screen" data-page={at.to_string()}>
            <header>
                <h1>{ &s.season.name }</h1>
                <p class="round">{ tt::round_of(lang, current, o.rounds.len()) }</p>
                <p class="playing" data-playing={playing.len().to_string()}>
                    if playing.is_empty() {
                        { lang.pick(tt::ALL_IN) }
                    } else {
                        { format!("{}: {}", lang.pick(tt::STILL_PLAYING), playing.iter().map(|n| format!("{} {n}", lang.pick(("tafel", "table")))).collect::<Vec<_>>().join(", ")) }
                    }
                </p>
            </header>
            <table class="standings big">
                <thead><tr>
                    <th scope="col">{ lang.pick(tt::PLACE) }</th>
                    <th scope="col">{ lang.pick(t::NAME) }</th>
                    <th scope="col" class="num">{ lang.pick(t::POINTS) }</th>
                    <th scope="col" class="num">{ lang.pick(tt::SCORE) }</th>
                </tr></thead>
                <tbody>
                    { for lines.map(|l| html! {
                        <tr key={l.player.clone()}>
                            <td class="num">{ l.rank }</td>
                            <td>{ &l.player }{ if l.withdrawn { format!(" ({})", lang.pick(tt::WITHDRAWN)) } else { String::new() } }</td>
                            <td class="num">{ &l.points_text }</td>
                            <td class="num">{ l.score }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            if pages > 1 {
                <p class="pages">{ format!("{} / {pages}", at + 1) }</p>
            }
        </div>
    }
}
