//! The published standings on a club's website (`?embed=1&view=stand`).

use std::rc::Rc;

use mahjong_core::competition::SeasonTies;
use mahjong_core::json::Answer;
use yew::prelude::*;

use super::standings::*;
use crate::competition::standing_row::*;
use crate::competition::text as t;
use crate::i18n::Lang;

/// A season file fetched from the club's site.
#[derive(Clone, PartialEq)]
pub(crate) enum Fetched {
    Loading,
    Failed,
    Season { name: String, standings: Rc<Vec<StandingRow>>, ties: SeasonTies, dates: Vec<(String, bool)> },
}

pub(crate) async fn fetch_text(file: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    let window = web_sys::window()?;
    // Issue 32: the browser's own URL parser says where the address goes;
    // only this page's origin is asked, and a redirect elsewhere refused.
    let origin = window.location().origin().ok()?;
    let url = web_sys::Url::new_with_base(file, &window.location().href().ok()?).ok()?;
    if url.origin() != origin {
        return None;
    }
    let response =
        wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(&url.href())).await.ok()?.dyn_into::<web_sys::Response>().ok()?;
    let landed = web_sys::Url::new(&response.url()).ok()?;
    if !response.ok() || landed.origin() != origin {
        return None;
    }
    // Read as a stream and stopped past the largest season file, so a huge
    // file is never held whole.
    let reader: web_sys::ReadableStreamDefaultReader = response.body()?.get_reader().dyn_into().ok()?;
    let mut bytes = Vec::new();
    loop {
        let chunk = wasm_bindgen_futures::JsFuture::from(reader.read()).await.ok()?;
        if js_sys::Reflect::get(&chunk, &"done".into()).ok()?.as_bool().unwrap_or(true) {
            break;
        }
        let value: js_sys::Uint8Array = js_sys::Reflect::get(&chunk, &"value".into()).ok()?.dyn_into().ok()?;
        let start = bytes.len();
        if (start + value.length() as usize) as u64 > crate::competition::export::MAX_SEASON_FILE {
            let _ = reader.cancel();
            return None;
        }
        bytes.resize(start + value.length() as usize, 0);
        value.copy_to(&mut bytes[start..]);
    }
    String::from_utf8(bytes).ok()
}

#[derive(Properties, PartialEq)]
pub struct PublishedProps {
    pub lang: Lang,
    /// The season file's address on the club's site (`None`: another
    /// host's, not fetched).
    pub file: Option<String>,
}

/// The standings of a season file the club hosts beside the app, for its
/// website (`?embed=1&view=stand&seizoen=stand.json`): the engine's
/// standings of the published season object.
#[function_component]
pub fn PublishedStandings(props: &PublishedProps) -> Html {
    let lang = props.lang;
    let fetched = use_state(|| Fetched::Loading);
    {
        let fetched = fetched.clone();
        use_effect_with(props.file.clone(), move |file| {
            let file = file.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = match file {
                    Some(file) => fetch_text(&file).await,
                    None => None,
                };
                let season = text.and_then(|t| crate::competition::export::read_season_file(&t).ok());
                let state = match season.as_ref().map(|s| (s, mahjong_core::json::season::answer(s))) {
                    Some((s, Answer::Season(out))) => {
                        let ties = season_ties(&s.reglement);
                        Fetched::Season {
                            name: s.name.clone(),
                            ties,
                            standings: Rc::new(out.standings.iter().map(|l| clone_standing(l, ties)).collect()),
                            dates: out.evenings.iter().map(|e| (e.date.clone(), e.counts)).collect(),
                        }
                    }
                    _ => Fetched::Failed,
                };
                fetched.set(state);
            });
        });
    }
    html! {
        <section class="club published" aria-label={lang.pick(t::STANDINGS)}>
            { match &*fetched {
                Fetched::Loading => html! { <p class="hint" aria-busy="true">{ lang.pick(("Klassement laden…", "Loading the standings…")) }</p> },
                Fetched::Failed => html! { <p class="message" role="alert">{ lang.pick(("Het klassement kon niet worden gelezen.", "The standings could not be read.")) }</p> },
                Fetched::Season { name, standings, ties, dates } => {
                    let counted = dates.iter().filter(|(_, c)| *c).count();
                    html! {
                        <>
                            <h2 class="season-name">{ format!("{} · {name}", lang.pick(t::STANDINGS)) }</h2>
                            <p class="hint">{ match lang {
                                Lang::Nl => format!("{counted} {}, de laatste {}", if counted == 1 { "speelavond" } else { "speelavonden" }, dates.last().map_or("-".into(), |d| t::date(lang, &d.0))),
                                Lang::En => format!("{counted} club {}, the last {}", if counted == 1 { "evening" } else { "evenings" }, dates.last().map_or("-".into(), |d| t::date(lang, &d.0))),
                            } }</p>
                            { standings_table(lang, Some(standings), false, *ties) }
                        </>
                    }
                }
            } }
        </section>
    }
}
