//! The big screen (issue 36): the live standings for a beamer or a TV in
//! landscape, in type readable from 5 m, a page of lines at a time that
//! turns by itself, and which tables of the round are still playing.

use mahjong_core::json::tournament::minutes_left;
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
use crate::route::Route;
use wasm_bindgen::JsCast;

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

/// The big screen of the open tournament, with a way back to the
/// organiser's screens (issue 50: a link, and Esc).
#[function_component]
pub(crate) fn BigScreen(props: &BigScreenProps) -> Html {
    let out = use_tournament(&props.club);
    let navigator = yew_router::prelude::use_navigator();
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            gloo_events::EventListener::new(&w, "keydown", move |e| {
                let key = e.dyn_ref::<web_sys::KeyboardEvent>().map(web_sys::KeyboardEvent::key);
                if key.as_deref() == Some("Escape") {
                    if let Some(n) = &navigator {
                        n.push(&Route::Club);
                    }
                }
            })
        });
        move || drop(listener)
    });
    let name = props.club.season().map(|s| s.season.name.clone()).unwrap_or_default();
    if out.is_none() {
        return Html::default();
    }
    let lang = props.lang;
    html! {
        <>
            <yew_router::prelude::Link<Route> classes="big-back no-print" to={Route::Club}>{ lang.pick(tt::BACK) }</yew_router::prelude::Link<Route>>
            <BigScreenView {lang} {name} out={Shared(out)} />
        </>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct PublishedBigScreenProps {
    pub(crate) lang: Lang,
    /// The published season file's address on the club's site.
    pub(crate) file: Option<String>,
    /// The published standings' document in the club's CouchDB (issue 52).
    #[prop_or_default]
    pub(crate) source: Option<String>,
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
        use_effect_with((props.file.clone(), props.source.clone()), move |(file, source)| {
            let (file, source) = (file.clone(), source.clone());
            let alive = std::rc::Rc::new(std::cell::Cell::new(true));
            let running = alive.clone();
            wasm_bindgen_futures::spawn_local(async move {
                while running.get() {
                    let (text, since) = match (&source, &file) {
                        // Issue 52: the club's public database, followed live.
                        (Some(src), _) => crate::competition::share::public::fetch(src).await,
                        (None, Some(f)) => (crate::fetch::text(f, crate::competition::export::MAX_SEASON_FILE).await, None),
                        (None, None) => (None, None),
                    };
                    let season = text.and_then(|t| crate::competition::export::read_season_file(&t).ok());
                    let line = season.as_ref().and_then(mahjong_core::json::tournament::from_season);
                    if running.get() {
                        match (season, line.map(|l| mahjong_core::json::tournament::answer(&l))) {
                            (Some(s), Some(Answer::Tournament(o))) => read.set(Some((s.name, Rc::new(Some(*o))))),
                            // What shows stays; nothing shown yet: said.
                            _ => failed.set(true),
                        }
                    }
                    // A file is read again every minute; the club's
                    // database when it changes.
                    match &source {
                        Some(src) => crate::competition::share::public::changed(src, since.as_deref()).await,
                        None => gloo_timers::future::TimeoutFuture::new(60_000).await,
                    }
                }
            });
            move || alive.set(false)
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

/// The standings and the round's seating, a page at a time; while the
/// round plays, its clock (issue 50: a start time kept in the season, so
/// a reload shows the same time left) and its tables still playing;
/// before it starts, where everyone sits; the penalties with their reason.
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
    // The round on is the engine's: the first not complete.
    let current = o.current.max(1);
    let round = o.rounds.get(current - 1);
    let started = round.is_some_and(|r| r.started);
    let playing = round.map(|r| r.playing.clone()).unwrap_or_default();
    // The pages: where everyone sits while the round has no result yet
    // (twelve tables a page, first: that is what players look for), the
    // standings (ten lines a page), and the penalties.
    let seating = round.filter(|r| r.tables.is_empty()).map(|_| &o.draw.rounds[current - 1]);
    let seating_pages = seating.map_or(0, |t| t.len().div_ceil(TABLES));
    let standing_pages = o.standings.len().div_ceil(LINES);
    let penalty_pages = o.penalties.len().div_ceil(LINES);
    let pages = (seating_pages + standing_pages + penalty_pages).max(1);
    let at = *page % pages;
    let body = if at < seating_pages {
        seating_page(lang, current, o, seating.map(|t| t.as_slice()).unwrap_or_default(), at)
    } else if at < seating_pages + standing_pages {
        standings_page(lang, o, at - seating_pages)
    } else {
        penalties_page(lang, o, at - seating_pages - standing_pages)
    };
    let left = round.and_then(|r| r.started_at).map(|start| minutes_left(start, o.minutes, js_sys::Date::now() as u64));
    html! {
        <div class="big-screen" data-page={at.to_string()}>
            <header>
                <h1>{ &props.name }</h1>
                <p class="round">{ tt::round_of(lang, current, o.rounds.len()) }</p>
                if let Some(left) = left {
                    <p class="clock" data-left={left.to_string()}>{ tt::time_left(lang, left) }</p>
                }
                <p class="playing" data-playing={playing.len().to_string()}>
                    if !started {
                        { lang.pick(tt::STARTS_SOON) }
                    } else if playing.is_empty() {
                        { lang.pick(tt::ALL_IN) }
                    } else {
                        { tt::still_playing(lang, &playing) }
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

fn standings_page(lang: Lang, o: &TournamentOut, page: usize) -> Html {
    let lines = o.standings.iter().skip(page * LINES).take(LINES);
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
                        <td>
                            { &l.player }
                            if l.withdrawn { { format!(" ({})", lang.pick(tt::WITHDRAWN)) } }
                            if l.penalties > 0 { <span class="penalty">{ tt::penalty_mark(lang, l.penalties) }</span> }
                        </td>
                        <td class="num">{ &l.points_text }</td>
                        <td class="num">{ l.score }</td>
                    </tr>
                }) }
            </tbody>
        </table>
    }
}

fn seating_page(lang: Lang, current: usize, o: &TournamentOut, seating: &[Vec<String>], page: usize) -> Html {
    let tables: Vec<(usize, &Vec<String>)> = seating.iter().enumerate().skip(page * TABLES).take(TABLES).collect();
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
}

/// The referee's penalties, each with its round and reason (issue 50).
fn penalties_page(lang: Lang, o: &TournamentOut, page: usize) -> Html {
    html! {
        <>
            <h2>{ lang.pick(tt::PENALTIES) }</h2>
            <ul class="big-penalties">
                { for o.penalties.iter().skip(page * LINES).take(LINES).enumerate().map(|(i, p)| html! {
                    <li key={i}>{ tt::penalty_line(lang, p.round, &p.player, p.points, &p.reason) }</li>
                }) }
            </ul>
        </>
    }
}
