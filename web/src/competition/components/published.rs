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
    Season { name: String, standings: Rc<Vec<StandingRow>>, ties: SeasonTies, evenings: String },
}

#[derive(Properties, PartialEq)]
pub struct PublishedProps {
    pub lang: Lang,
    /// The season file's address on the club's site (`None`: another
    /// host's, not fetched).
    pub file: Option<String>,
    /// The published standings' document in the club's CouchDB (issue
    /// 52), read instead of the file and followed.
    #[prop_or_default]
    pub source: Option<String>,
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
        use_effect_with((props.file.clone(), props.source.clone()), move |(file, source)| {
            let (file, source) = (file.clone(), source.clone());
            let alive = std::rc::Rc::new(std::cell::Cell::new(true));
            let running = alive.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let mut shown = false;
                while running.get() {
                    let (text, since) = match (&source, &file) {
                        // Issue 52: the club's public database, followed live.
                        (Some(src), _) => crate::competition::share::public::fetch(src).await,
                        (None, Some(file)) => (crate::fetch::text(file, crate::competition::export::MAX_SEASON_FILE).await, None),
                        (None, None) => (None, None),
                    };
                    let season = text.and_then(|t| crate::competition::export::read_season_file(&t).ok());
                    let state = match season.as_ref().map(|s| (s, mahjong_core::json::season::answer(s))) {
                        Some((s, Answer::Season(out))) => {
                            let ties = season_ties(&s.reglement);
                            Fetched::Season {
                                name: s.name.clone(),
                                ties,
                                standings: Rc::new(out.standings.iter().map(|l| clone_standing(l, ties)).collect()),
                                evenings: t::evenings_line(lang, out.evenings_played()),
                            }
                        }
                        _ => Fetched::Failed,
                    };
                    // The server away: what shows stays.
                    if running.get() && !(shown && state == Fetched::Failed) {
                        shown |= state != Fetched::Failed;
                        fetched.set(state);
                    }
                    match &source {
                        Some(src) => crate::competition::share::public::changed(src, since.as_deref()).await,
                        None => break,
                    }
                }
            });
            move || alive.set(false)
        });
    }
    html! {
        <section class="club published" aria-label={lang.pick(t::STANDINGS)}>
            { match &*fetched {
                Fetched::Loading => html! { <p class="hint" aria-busy="true">{ lang.pick(("Klassement laden…", "Loading the standings…")) }</p> },
                Fetched::Failed => html! { <p class="message" role="alert">{ lang.pick(("Het klassement kon niet worden gelezen.", "The standings could not be read.")) }</p> },
                Fetched::Season { name, standings, ties, evenings } => {
                    html! {
                        <>
                            <h2 class="season-name">{ format!("{} · {name}", lang.pick(t::STANDINGS)) }</h2>
                            <p class="hint">{ evenings.clone() }</p>
                            { standings_table(lang, Some(standings), false, *ties, false) }
                        </>
                    }
                }
            } }
        </section>
    }
}
