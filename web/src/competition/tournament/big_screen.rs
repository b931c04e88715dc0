//! The big screen (issue 36): the live standings for a beamer or a TV in
//! landscape, in type readable from 5 m, a page of lines at a time that
//! turns by itself, and which tables of the round are still playing.

use std::rc::Rc;

use mahjong_core::json::tournament::TournamentOut;
use mahjong_core::json::Answer;
use yew::prelude::*;

use super::players::use_tournament;
use super::text as tt;
use crate::competition::model::Club;
use crate::competition::player::Shared;
use crate::competition::text as t;
use crate::i18n::Lang;

/// Lines a page shows, in type readable from 5 m on a 720-line screen.
const LINES: usize = 10;
/// Tables a page of the seating shows.
const TABLES: usize = 12;
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
    let out = use_tournament(&props.club);
    let name = props.club.season().map(|s| s.season.name.clone()).unwrap_or_default();
    if out.is_none() {
        return Html::default();
    }
    html! { <BigScreenView lang={props.lang} {name} out={Shared(out)} /> }
}

#[derive(Properties, PartialEq)]
pub(crate) struct PublishedBigScreenProps {
    pub(crate) lang: Lang,
    /// The published season file's address on the club's site.
    pub(crate) file: Option<String>,
}

/// The big screen of a tournament's published file, on a second device
/// (`competitie.html?view=scherm&seizoen=stand.json`): read again every
/// minute, so a file published anew shows.
#[function_component]
pub(crate) fn PublishedBigScreen(props: &PublishedBigScreenProps) -> Html {
    let lang = props.lang;
    let read = use_state(|| None::<(String, Rc<Option<TournamentOut>>)>);
    let failed = use_state(|| false);
    {
        let (read, failed) = (read.clone(), failed.clone());
        use_effect_with(props.file.clone(), move |file| {
            let load = {
                let file = file.clone();
                move || {
                    let (file, read, failed) = (file.clone(), read.clone(), failed.clone());
                    wasm_bindgen_futures::spawn_local(async move {
                        let text = match file {
                            Some(f) => crate::fetch::text(&f, crate::competition::export::MAX_SEASON_FILE).await,
                            None => None,
                        };
                        let season = text.and_then(|t| crate::competition::export::read_season_file(&t).ok());
                        let line = season.as_ref().and_then(mahjong_core::json::tournament::from_season);
                        match (season, line.map(|l| mahjong_core::json::tournament::answer(&l))) {
                            (Some(s), Some(Answer::Tournament(o))) => read.set(Some((s.name, Rc::new(Some(*o))))),
                            _ => failed.set(true),
                        }
                    });
                }
            };
            load();
            let every = gloo_timers::callback::Interval::new(60_000, load);
            move || drop(every)
        });
    }
    match &*read {
        Some((name, out)) => html! { <BigScreenView {lang} name={name.clone()} out={Shared(out.clone())} /> },
        None if *failed => html! {
            <p class="message" role="alert">{ lang.pick(("Het toernooibestand kon niet worden gelezen.", "The tournament file could not be read.")) }</p>
        },
        None => html! { <p class="hint" role="status">{ lang.pick(("Toernooi wordt geladen…", "Loading the tournament…")) }</p> },
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct BigScreenViewProps {
    pub(crate) lang: Lang,
    pub(crate) name: String,
    /// The engine's answer (always `Some` here).
    pub(crate) out: Shared<Option<TournamentOut>>,
}

/// The standings and the round's seating, a page at a time.
#[function_component]
pub(crate) fn BigScreenView(props: &BigScreenViewProps) -> Html {
    let lang = props.lang;
    let page = use_state(|| 0usize);
    {
        let page = page.clone();
        use_effect_with((), move |_| {
            let tick = gloo_timers::callback::Interval::new(TURN * 1000, move || page.set(*page + 1));
            move || drop(tick)
        });
    }
    let Some(o) = props.out.0.as_ref() else { return Html::default() };
    // The round on: the last with a result; once that one is complete,
    // the next (its tables are the ones to play).
    let last = o.rounds.iter().rev().find(|r| !r.tables.is_empty());
    let current = match last {
        None => 1,
        Some(r) if r.complete && r.round < o.rounds.len() => r.round + 1,
        Some(r) => r.round,
    };
    let playing = o.rounds.get(current - 1).map(|r| r.playing.clone()).unwrap_or_default();
    // The pages: the standings, ten lines a page; and while the round has
    // no result yet, where everyone sits in it, twelve tables a page.
    let seating = o.rounds.get(current - 1).filter(|r| r.tables.is_empty()).map(|_| &o.draw.rounds[current - 1]);
    let standing_pages = o.standings.len().div_ceil(LINES);
    let seating_pages = seating.map_or(0, |t| t.len().div_ceil(TABLES));
    let pages = (standing_pages + seating_pages).max(1);
    let at = *page % pages;
    // While a round waits for its first result, where everyone sits comes
    // first: that is what the players look for.
    let body = if at >= seating_pages {
        let lines = o.standings.iter().skip((at - seating_pages) * LINES).take(LINES);
        html! {
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
        }
    } else {
        let first = at * TABLES;
        let tables = seating.map(|t| t.iter().enumerate().skip(first).take(TABLES).collect::<Vec<_>>()).unwrap_or_default();
        html! {
            <>
                <h2>{ format!("{}: {}", tt::round_of(lang, current, o.rounds.len()), lang.pick(tt::SEATS)) }</h2>
                <ol class={classes!("big-tables", (tables.len() > 9).then_some("many"))}>
                    { for tables.into_iter().map(|(k, names)| html! {
                        <li key={k}>
                            <h3>{ format!("{} {}", lang.pick(("Tafel", "Table")), k + 1) }</h3>
                            <ul>
                                { for names.iter().enumerate().map(|(i, n)| html! {
                                    <li key={n.clone()}><span class="wind">{ lang.pick(t::WINDS[i.min(4)]) }</span>{ " " }{ n }</li>
                                }) }
                            </ul>
                        </li>
                    }) }
                </ol>
            </>
        }
    };
    html! {
        <div class="big-screen" data-page={at.to_string()}>
            <header>
                <h1>{ &props.name }</h1>
                <p class="round">{ tt::round_of(lang, current, o.rounds.len()) }</p>
                <p class="playing" data-playing={playing.len().to_string()}>
                    if playing.is_empty() {
                        { lang.pick(tt::ALL_IN) }
                    } else {
                        { format!("{}: {}", lang.pick(tt::STILL_PLAYING), playing.iter().map(|n| format!("{} {n}", lang.pick(("tafel", "table")))).collect::<Vec<_>>().join(", ")) }
                    }
                </p>
            </header>
            { body }
            if pages > 1 {
                <p class="pages">{ format!("{} / {pages}", at + 1) }</p>
            }
        </div>
    }
}
