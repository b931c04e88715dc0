//! The rules reference ("Regels"), a screen of the app: a list with
//! search, one page per entry with its example drawn in tiles, "Probeer"
//! to open the example in the calculator, and a printable cheat sheet
//! ("spiekbrief"). No name or value is written here: they all come from
//! `mahjong_core::reference`, as the build wrote it beside the app
//! (`rules-<set>-<hash>.json`, named in the page's `mj-rules-<set>` meta
//! tag; issue 34: the texts are not in the module every first visit
//! downloads, and the service worker keeps them for offline use).

use std::rc::Rc;

use mahjong_core::hand::Setup;
use mahjong_core::reference::{fold, Entry, Example, GameExample, HandExample, Reference, SettleExample};
use mahjong_core::{RuleSet, Scoring, Variant};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;
use yew_router::prelude::*;

use crate::calculator::{Action, Circ, State};
use crate::i18n::{label, reference as t, value_text, variant_name, wind_name, Lang};
use crate::route::Route;
use crate::tiles::mini_tiles;

#[derive(Properties, PartialEq, Clone)]
pub struct RulesProps {
    pub lang: Lang,
    pub rules: Variant,
    /// One entry, or the list.
    pub slug: Option<String>,
    /// "Probeer in de calculator": the example's table.
    pub on_try: Callback<State>,
}

/// The reference of one rule set, at the address's entry.
#[function_component]
pub fn RulesScreen(props: &RulesProps) -> Html {
    let RulesProps { lang, rules, slug, on_try } = props;
    let lang = *lang;
    let loaded = use_reference(*rules);
    let query = use_state(String::new);
    let navigator = use_navigator();
    // Back to where the player came from: a step back in the history when
    // the rules were reached within the app, else the rule set's list.
    let back = {
        let (navigator, rules) = (navigator.clone(), *rules);
        Callback::from(move |_| {
            if let Some(n) = &navigator {
                if history_len() > 1 {
                    n.back();
                } else {
                    n.push(&Route::Rules { rules });
                }
            }
        })
    };
    let body = match (&loaded, slug.as_deref()) {
        (Loaded::Loading, _) => html! { <p class="hint" aria-busy="true" data-loading="rules">{ lang.pick(t::LOADING) }</p> },
        (Loaded::Failed, _) => html! { <p class="message" role="alert">{ lang.pick(t::FAILED) }</p> },
        (Loaded::Ready(r), Some(s)) => match r.find(s) {
            Some(e) => entry_page(lang, r, e, on_try),
            None => html! {
                <>
                    <p class="message" role="alert">{ lang.pick(t::UNKNOWN) }</p>
                    { list(lang, r, &query) }
                </>
            },
        },
        (Loaded::Ready(r), None) => list(lang, r, &query),
    };
    html! {
        <section class="rules" aria-label={lang.pick(t::REFERENCE)}>
            if slug.is_some() {
                <button type="button" class="back no-print" onclick={back}>{ lang.pick(t::BACK) }</button>
            }
            if slug.is_none() {
                { choose_rules(lang, *rules, navigator) }
            }
            { body }
        </section>
    }
}

/// A rule set's reference: on its way, there, or not to be had (offline
/// before the app was ever stored).
#[derive(Clone, PartialEq)]
enum Loaded {
    Loading,
    Failed,
    Ready(Rc<Reference>),
}

thread_local! {
    /// The references read so far, by rule set: each file is read once.
    static READ: std::cell::RefCell<Vec<(Variant, Rc<Reference>)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The largest reference file read (the largest is about 60 KB).
const MAX_REFERENCE_FILE: u64 = 1 << 20;

/// The reference file of a rule set: as the page's meta tag names it, else
/// by its plain name.
fn reference_file(v: Variant) -> String {
    let named = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(&format!("meta[name=\"mj-rules-{}\"]", v.id())).ok().flatten())
        .and_then(|m| m.get_attribute("content"));
    named.unwrap_or_else(|| format!("rules-{}.json", v.id()))
}

/// The reference of `rules`, read from its file the first time.
#[hook]
fn use_reference(rules: Variant) -> Loaded {
    let known = |rules: Variant| READ.with(|r| r.borrow().iter().find(|(v, _)| *v == rules).map(|(_, r)| Loaded::Ready(r.clone())));
    let state = use_state(|| known(rules).unwrap_or(Loaded::Loading));
    // The rule set shown now: a file that comes after another was asked
    // for is kept, not shown.
    let wanted = use_mut_ref(|| rules);
    *wanted.borrow_mut() = rules;
    {
        let (state, wanted) = (state.clone(), wanted.clone());
        use_effect_with(rules, move |&rules| {
            if let Some(ready) = known(rules) {
                state.set(ready);
                return;
            }
            state.set(Loaded::Loading);
            wasm_bindgen_futures::spawn_local(async move {
                let text = crate::fetch::text(&reference_file(rules), MAX_REFERENCE_FILE).await;
                let read = text.and_then(|t| serde_json::from_str::<Reference>(&t).ok()).filter(|r| r.rules == rules).map(Rc::new);
                if let Some(r) = &read {
                    READ.with(|known| known.borrow_mut().push((rules, r.clone())));
                }
                if *wanted.borrow() == rules {
                    state.set(read.map_or(Loaded::Failed, Loaded::Ready));
                }
            });
        });
    }
    // A rule set switched to: its own reference, never the last one's.
    match &*state {
        Loaded::Ready(r) if r.rules != rules => Loaded::Loading,
        other => other.clone(),
    }
}

/// How many entries the tab's history holds (1 when the page was opened
/// at this address).
fn history_len() -> u32 {
    web_sys::window().and_then(|w| w.history().ok()).and_then(|h| h.length().ok()).unwrap_or(1)
}

/// The rule set of the reference (its own choice: the calculator's rule
/// set stays as it is).
fn choose_rules(lang: Lang, current: Variant, navigator: Option<Navigator>) -> Html {
    let on_change = Callback::from(move |e: Event| {
        let v = e.target_unchecked_into::<HtmlSelectElement>().value();
        if let (Ok(rules), Some(n)) = (v.parse(), &navigator) {
            n.push(&Route::Rules { rules });
        }
    });
    html! {
        <label class="rules-choice no-print">
            <span class="small">{ lang.pick(label::RULES) }</span>
            <select name="reference-rules" onchange={on_change}>
                { for Variant::ALL.iter().map(|&v| html! {
                    <option key={v.id()} value={v.id()} selected={v == current}>{ variant_name(lang, v) }</option>
                }) }
            </select>
        </label>
    }
}

/// Every entry by section, filtered as one types; on paper, the cheat sheet.
fn list(lang: Lang, r: &Reference, query: &UseStateHandle<String>) -> Html {
    let q = fold(query.trim());
    let on_input = {
        let query = query.clone();
        Callback::from(move |e: InputEvent| query.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let on_print = Callback::from(|_| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    let mut found = 0;
    // Best matches first (issue 20): within a section by rank, and the
    // sections by their best; equal ranks keep the book's order.
    let mut ranked: Vec<(u8, &_, Vec<&Entry>)> = r
        .sections
        .iter()
        .filter_map(|s| {
            let mut entries: Vec<(u8, &Entry)> = s.entries.iter().filter_map(|e| e.rank(&q).map(|k| (k, e))).collect();
            mahjong_core::order::sort_by_key(&mut entries, |&(k, _)| k);
            let best = entries.first()?.0;
            Some((best, s, entries.into_iter().map(|(_, e)| e).collect()))
        })
        .collect();
    mahjong_core::order::sort_by_key(&mut ranked, |&(best, _, _)| best);
    let sections: Html = ranked
        .into_iter()
        .map(|(_, s, entries)| {
            found += entries.len();
            html! {
                <section key={s.id.clone()} class="rules-section">
                    <h3>{ pick(lang, &s.name.nl, &s.name.en) }</h3>
                    <ul class="entries">
                        { for entries.iter().map(|e| html! {
                            <li key={e.id.clone()}>
                                <a href={Route::Rule { rules: r.rules, slug: e.slug.clone() }.href()}>
                                    <span class="name">{ pick(lang, &e.name.nl, &e.name.en) }</span>
                                    <span class="value">{ value_text(lang, e.value) }</span>
                                </a>
                            </li>
                        }) }
                    </ul>
                </section>
            }
        })
        .collect();
    html! {
        <>
            <div class="rules-tools no-print">
                <input type="search" name="search" value={(**query).clone()} oninput={on_input}
                       placeholder={lang.pick(t::SEARCH_HINT)} aria-label={lang.pick(t::SEARCH)} autocomplete="off" />
                <button type="button" onclick={on_print}>{ lang.pick(t::PRINT) }</button>
            </div>
            <h2 class="print-title">{ format!("{} · {}", lang.pick(t::CHEAT_SHEET), variant_name(lang, r.rules)) }</h2>
            if found == 0 {
                <p class="hint">{ format!("{} \u{201c}{}\u{201d}.", lang.pick(t::NOTHING_FOUND), query.trim()) }</p>
            }
            <div class="rules-list">{ sections }</div>
        </>
    }
}

fn pick<'a>(lang: Lang, nl: &'a str, en: &'a str) -> &'a str {
    match lang {
        Lang::Nl => nl,
        Lang::En => en,
    }
}

/// One entry: what it is, what it is worth, where it stands, its example.
fn entry_page(lang: Lang, r: &Reference, e: &Entry, on_try: &Callback<State>) -> Html {
    let (name, other) = if lang == Lang::Nl { (&e.name.nl, &e.name.en) } else { (&e.name.en, &e.name.nl) };
    let implied: Vec<&str> =
        e.implies.iter().filter_map(|id| r.entries().find(|x| &x.id == id)).map(|x| pick(lang, &x.name.nl, &x.name.en)).collect();
    // The example as the calculator's table.
    let table = example_state(r.rules, &e.example);
    html! {
        <article class="rule-entry" data-entry={e.id.clone()}>
            <h2>{ name }</h2>
            <p class="other-name" lang={lang.other().code()}>{ other }</p>
            if e.value.is_some() {
                <p class="rule-value">{ value_text(lang, e.value) }</p>
            }
            <p class="about">{ pick(lang, &e.about.nl, &e.about.en) }</p>
            if let Some(d) = &e.differs {
                <p class="differs">{ pick(lang, &d.nl, &d.en) }</p>
            }
            <p class="cite">{ format!("{} · {} · {}", e.source.book, e.source.section, e.source.term) }</p>
            if !implied.is_empty() {
                <p class="implies">{ format!("{} {}", lang.pick(t::IMPLIES), implied.join(", ")) }</p>
            }
            <h3>{ lang.pick(t::EXAMPLE) }</h3>
            { example(lang, r.rules, &e.example) }
            if let Some(table) = table {
                <button type="button" class="primary try no-print" onclick={on_try.reform(move |_| table.clone())}>
                    { lang.pick(t::TRY) }
                </button>
            }
            <p class="no-print"><a href={Route::Rules { rules: r.rules }.href()}>{ lang.pick(t::ALL_RULES) }</a></p>
        </article>
    }
}

fn example(lang: Lang, variant: Variant, ex: &Example) -> Html {
    match ex {
        Example::Hand(h) => hand_example(lang, h),
        Example::Settle(s) => settle_example(lang, variant, s),
        Example::Game(g) => game_example(lang, g),
    }
}

/// The example hand drawn: declared melds framed, the tiles on the rack,
/// the winning tile apart; then seat, round and how it was won.
fn hand_example(lang: Lang, h: &HandExample) -> Html {
    let Ok(setup) = h.hand.parse::<Setup>() else { return html! { <p>{ h.hand.clone() }</p> } };
    let mut concealed = setup.concealed.clone();
    mahjong_core::tile::sort_tiles(&mut concealed);
    if let Some(w) = setup.winning_tile {
        if let Some(i) = concealed.iter().position(|&t| t == w) {
            concealed.remove(i);
        }
    }
    let seat = wind_name(lang, h.seat_wind.index());
    let round = match h.round_wind.wind() {
        Some(w) => wind_name(lang, w.index()),
        None => lang.pick(t::GREEN_DRAGON),
    };
    let mut how: Vec<&str> = h.how.iter().map(|&n| lang.pick(Circ::from_how(n).label())).collect();
    // A winning tile not drawn by the player came from the table.
    let drawn = h.how.iter().any(|n| n.is_drawn());
    if setup.winning_tile.is_some() && !drawn {
        how.insert(0, lang.pick(t::DISCARD));
    }
    let who = if setup.winning_tile.is_some() { lang.pick(t::WINNER) } else { lang.pick(t::NOT_WINNER) };
    html! {
        <div class="example-hand">
            <p class="tiles-line">
                { for setup.melds.iter().enumerate().map(|(k, (tiles, open))| html! {
                    <span key={k} class={classes!("mini-group", "declared", (!open).then_some("closed"))}>{ mini_tiles(lang, tiles) }</span>
                }) }
                { mini_tiles(lang, &concealed) }
                if let Some(w) = setup.winning_tile {
                    <span class="winning-tile" title={lang.pick(label::WINNING)}>{ "+" }{ mini_tiles(lang, &[w]) }</span>
                }
                if !setup.flowers.is_empty() {
                    <span class="mini-group flowers">{ mini_tiles(lang, &setup.flowers) }</span>
                }
            </p>
            <p class="hint">{ format!("{who} · {} {seat} · {} {round}{}", lang.pick(t::SEAT), lang.pick(label::ROUND), how.iter().map(|h| format!(" · {h}")).collect::<String>()) }</p>
        </div>
    }
}

/// A settlement worked out: each seat's score and net.
fn settle_example(lang: Lang, variant: Variant, s: &SettleExample) -> Html {
    let mcr = variant.is_mcr();
    html! {
        <table class="example-settle">
            <thead><tr>
                <th>{ lang.pick(t::SEAT) }</th>
                <th class="num">{ lang.pick(if mcr { label::FAN } else { label::POINTS }) }</th>
                <th class="num">{ lang.pick(label::NET) }</th>
            </tr></thead>
            <tbody>
                { for s.net.iter().enumerate().map(|(i, net)| {
                    let note = if i == s.winner { " MJ" } else if s.dead.contains(&i) { lang.pick(t::DEAD) } else if s.discarder == Some(i) { lang.pick(t::DISCARDER) } else { "" };
                    let score = if mcr { if i == s.winner { s.scores[0].to_string() } else { String::new() } } else { s.scores.get(i).map(u32::to_string).unwrap_or_default() };
                    html! {
                        <tr key={i}>
                            <td>{ wind_name(lang, (i + 4 - s.east) % 4) }{ note }</td>
                            <td class="num">{ score }</td>
                            <td class={classes!("num", (*net < 0).then_some("neg"))}>{ format!("{net:+}") }</td>
                        </tr>
                    }
                }) }
            </tbody>
        </table>
    }
}

/// Some hands of a game: who is East, who wins, who sits out.
fn game_example(lang: Lang, g: &GameExample) -> Html {
    let player = |p: usize| format!("{} {}", lang.pick(t::PLAYER), p + 1);
    html! {
        <ol class="example-game">
            { for g.easts.iter().enumerate().map(|(i, &east)| {
                let result = match g.winners.get(i) {
                    Some(Some(w)) => format!("{} {}", player(*w), lang.pick(t::WINS)),
                    Some(None) => lang.pick(t::DRAW).to_string(),
                    None => lang.pick(t::NEXT).to_string(),
                };
                let out = g.sitting_out.get(i).map(|&p| format!(" · {} {}", player(p), lang.pick(t::SITS_OUT))).unwrap_or_default();
                html! { <li key={i}>{ format!("{} {}: {} = {}{out} · {result}", lang.pick(t::HAND), i + 1, wind_name(lang, 0), player(east)) }</li> }
            }) }
        </ol>
    }
}

/// The example as a calculator's table: a hand on its seat, or a
/// settlement of four typed scores. Games are not tried. Built with the
/// calculator's own actions, so the table is one the calculator allows.
pub fn example_state(variant: Variant, ex: &Example) -> Option<State> {
    let mut s = State::default();
    let scoring = |options: &dyn Fn(RuleSet) -> RuleSet| match variant.dutch() {
        Some(preset) => Scoring::Dutch(options(preset)),
        None => Scoring::Mcr,
    };
    match ex {
        Example::Hand(h) => {
            let seat = h.seat_wind.index();
            s.apply(Action::SetScoring(scoring(&|r| h.rules(r))));
            s.apply(Action::SetRoundWind(h.round_wind));
            s.apply(Action::LoadHand(seat, h.hand.clone()));
            for &how in &h.how {
                s.apply(Action::SetCircumstance(Circ::from_how(how), true));
            }
            s.apply(Action::SetActive(seat));
        }
        Example::Settle(x) if x.net.len() == 4 => {
            s.apply(Action::SetScoring(scoring(&|r| r)));
            let typed: Vec<(usize, u32)> =
                if variant.is_mcr() { vec![(x.winner, x.scores[0])] } else { x.scores.iter().copied().enumerate().collect() };
            for (seat, score) in typed {
                s.apply(Action::SetTypedMode(seat, true));
                s.apply(Action::SetTyped(seat, score.to_string()));
            }
            s.apply(Action::SetWinner(Some(x.winner)));
            for &d in &x.dead {
                s.apply(Action::ToggleDead(d));
            }
            if x.discarder.is_some() {
                s.apply(Action::SetDiscarder(x.discarder));
            }
            s.apply(Action::SetActive(x.winner));
        }
        _ => return None,
    }
    s.message.is_none().then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::reference::{reference, Value};

    #[test]
    fn values_read_as_the_book_says_them() {
        assert_eq!(value_text(Lang::Nl, Some(Value::Doublings(1))), "1 verdubbeling");
        assert_eq!(value_text(Lang::Nl, Some(Value::Points(8))), "8 punten");
        assert_eq!(value_text(Lang::En, Some(Value::Limit(1000))), "1000 points (limit)");
        assert_eq!(value_text(Lang::Nl, Some(Value::Fan(24))), "24 fan");
        assert_eq!(value_text(Lang::Nl, None), "");
    }

    #[test]
    fn every_example_can_be_tried_and_travels_as_a_link() {
        // Every hand and four-player settlement of every rule set's
        // reference opens in the calculator, survives its link, and scores
        // there as core's reference test scored it: one check per kind.
        for v in Variant::ALL {
            let r = reference(v);
            for e in r.entries() {
                let Some(s) = example_state(v, &e.example) else {
                    assert!(
                        matches!(&e.example, Example::Game(_)) || matches!(&e.example, Example::Settle(x) if x.net.len() != 4),
                        "{v} {}",
                        e.id
                    );
                    continue;
                };
                assert_eq!(s.variant(), v, "{}", e.id);
                let back = crate::calculator::link::decode(&crate::calculator::link::encode(&s), Lang::Nl)
                    .unwrap_or_else(|err| panic!("{v} {}: {err:?}", e.id));
                assert_eq!(back.results(), s.results(), "{v} {}", e.id);
                if let Example::Settle(x) = &e.example {
                    assert_eq!(s.settlement(s.results()).map(|p| p.net), Some(x.net.clone()), "{v} {}", e.id);
                }
            }
        }
        // Seed 003 South in the calculator: 96 (book 003), an open example.
        let nts = reference(Variant::Nts);
        let s = example_state(Variant::Nts, &nts.find("mahjong").unwrap().example).unwrap();
        assert_eq!(s.result(1).score, Some(96));
    }
}
