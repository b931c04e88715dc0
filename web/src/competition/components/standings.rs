//! The standings table (C6-C12) and sharing it as a picture.

use std::rc::Rc;

use mahjong_core::competition::SeasonTies;
use yew::prelude::*;

use crate::competition::standing_row::*;
use crate::competition::text as t;
use crate::i18n::Lang;
use crate::route::Route;

#[derive(Properties, PartialEq)]
pub(crate) struct ShareProps {
    pub(crate) lang: Lang,
    pub(crate) text: String,
    /// The picture's title and second line, and its lines.
    pub(crate) title: String,
    pub(crate) subtitle: String,
    pub(crate) standings: Rc<Vec<StandingRow>>,
}

/// "Deel de stand": the standings as a message for the club's group, by
/// the phone's share sheet where it has one, else copied (issue 31).
#[function_component]
pub(crate) fn ShareStandings(props: &ShareProps) -> Html {
    let lang = props.lang;
    let copied = use_state(|| false);
    let onclick = {
        let (text, copied) = (props.text.clone(), copied.clone());
        Callback::from(move |_| {
            let Some(n) = web_sys::window().map(|w| w.navigator()) else { return };
            if js_sys::Reflect::has(&n, &"share".into()).unwrap_or(false) {
                let data = web_sys::ShareData::new();
                data.set_text(&text);
                // The organiser may close the share sheet: nothing to say then.
                let _ = n.share_with_data(&data);
            } else {
                let promise = n.clipboard().write_text(&text);
                let copied = copied.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    copied.set(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
                });
            }
        })
    };
    let saved_as = use_state(|| false);
    let picture = {
        let (title, subtitle, standings) = (props.title.clone(), props.subtitle.clone(), props.standings.clone());
        let (copied, saved_as) = (copied.clone(), saved_as.clone());
        Callback::from(move |_| {
            if let Some(png) = crate::competition::picture::standings_png(lang, &title, &subtitle, &standings) {
                let shared = crate::picture::share_or_download(png, lang.pick(("klassement.png", "standings.png")), None);
                copied.set(false);
                saved_as.set(!shared);
            }
        })
    };
    html! {
        <p class="share-standings no-print">
            <button type="button" {onclick}>{ lang.pick(t::SHARE_STANDINGS) }</button>{ " " }
            <button type="button" class="share-picture" onclick={picture}>{ lang.pick(t::SHARE_PICTURE) }</button>
            if *copied {
                <span class="hint" role="status">{ " " }{ lang.pick(t::COPIED_STANDINGS) }</span>
            }
            if *saved_as {
                <span class="hint" role="status">{ " " }{ lang.pick(t::PICTURE_SAVED) }</span>
            }
        </p>
    }
}

/// The standings as a table: rank, name, points, evenings and the
/// reglement's tie-break columns. With `links` each name opens the
/// player's page (not on a club's site).
/// `rounds`: a tournament's standings (issue 36), whose evenings are rounds.
pub(crate) fn standings_table(lang: Lang, standings: Option<&Vec<StandingRow>>, links: bool, ties: SeasonTies, rounds: bool) -> Html {
    let heads = tie_heads(ties);
    match standings {
        Some(lines) if !lines.is_empty() => html! {
            <>
            <table class="standings">
                <thead><tr>
                    // Short, so the names keep their width at 360 px (issue 31).
                    <th scope="col"><abbr title={lang.pick(t::RANK)}>{ lang.pick(("Pl.", "#")) }</abbr></th>
                    <th scope="col">{ lang.pick(t::NAME) }</th>
                    <th scope="col" class="num">{ lang.pick(t::POINTS) }</th>
                    if rounds {
                        <th scope="col" class="num"><abbr title={lang.pick(("Rondes gespeeld", "Rounds played"))}>{ lang.pick(("Rd.", "Rd.")) }</abbr></th>
                    } else {
                        <th scope="col" class="num"><abbr title={lang.pick(t::PLAYED)}>{ lang.pick(("Av.", "Ev.")) }</abbr></th>
                    }
                    // A longer head ("Score") in smaller type (a tryout: it
                    // stuck out of the card at 360 px; a wider column would
                    // break long names at 320 px).
                    { for heads.iter().map(|(short, long)| html! {
                        <th scope="col" class={classes!("num", (lang.pick(*short).chars().count() > 4).then_some("wide"))}><abbr title={lang.pick(*long)}>{ lang.pick(*short) }</abbr></th>
                    }) }
                </tr></thead>
                <tbody>
                    { for lines.iter().map(|l| html! {
                        <tr key={l.player.clone()} class={classes!((!l.qualified).then_some("not-qualified"))}>
                            <td>{ l.rank }</td>
                            <th scope="row">
                                if links {
                                    <a href={Route::Player { name: l.player.clone() }.href()}>{ &l.player }</a>
                                } else {
                                    { &l.player }
                                }
                                if !l.qualified {
                                    <span class="nq">{ format!(" ({})", lang.pick(t::NOT_QUALIFIED)) }</span>
                                }
                            </th>
                            <td class="num">{ &l.total }</td>
                            <td class="num">{ l.evenings }</td>
                            { for l.ties.iter().map(|v| html! { <td class="num">{ v.clone() }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table>
            // A phone has no tooltip: the short heads are said in words.
            <p class="hint legend">{ lang.pick(legend(ties, rounds)) }</p>
            </>
        },
        _ => html! { <p class="hint">{ lang.pick(t::NO_STANDINGS) }</p> },
    }
}
