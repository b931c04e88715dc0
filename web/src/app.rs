//! The components. `App` owns the state (a reducer over `state::Action`);
//! the others are pure: they get data and a `Callback<Action>`.

use mahjong_core::arrange::GroupKind;
use mahjong_core::dutch::items::Item;
use mahjong_core::settle::Settlement;
use mahjong_core::tile::{Tile, Wind};
use mahjong_core::RuleSet;
use std::fmt::Write as _;

use yew::prelude::*;

use crate::i18n::{error_text, label, sheet as sheet_label, wind_name, Lang};
use crate::ledger::{Ledger, LedgerAction, STORE_KEY};
use crate::sheet::status_line;
use crate::state::{Action, Circ, Entry, GameSeats, HandEntry, PlayerResult, State, UserGroup};
use crate::tiles::{tile_face, tile_name};

const LANG_KEY: &str = "mahjong-rekenhulp.lang";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The language remembered on this device, Dutch when none.
fn saved_lang() -> Lang {
    storage().and_then(|s| s.get_item(LANG_KEY).ok().flatten()).and_then(|c| Lang::from_code(&c)).unwrap_or_default()
}

/// What the page address asks for: `?embed=1&rules=nmb&lang=en&theme=light`
/// (embedding on a club website) and the hand in the fragment (a link).
#[derive(Clone, PartialEq, Default)]
pub struct PageOptions {
    pub embed: bool,
    pub light: bool,
    pub rules: Option<&'static str>,
    pub lang: Option<Lang>,
    pub fragment: String,
}

impl PageOptions {
    pub fn parse(search: &str, fragment: &str) -> PageOptions {
        let mut o = PageOptions { fragment: fragment.trim_start_matches('#').to_string(), ..Default::default() };
        for pair in search.trim_start_matches('?').split('&') {
            match pair.split_once('=').unwrap_or((pair, "")) {
                ("embed", v) => o.embed = v != "0",
                ("theme", v) => o.light = v == "light",
                ("rules", v) => o.rules = rules_id(v),
                ("lang", v) => o.lang = Lang::from_code(v),
                _ => {}
            }
        }
        o
    }

    fn from_location() -> PageOptions {
        let loc = web_sys::window().map(|w| w.location());
        let search = loc.as_ref().and_then(|l| l.search().ok()).unwrap_or_default();
        let hash = loc.as_ref().and_then(|l| l.hash().ok()).unwrap_or_default();
        PageOptions::parse(&search, &hash)
    }

    /// The starting state: a link's hand if it opens, else an empty table
    /// with the page's rule set and language. A broken link says so.
    pub fn initial_state(&self, saved: Lang) -> State {
        let lang = self.lang.unwrap_or(saved);
        if !self.fragment.is_empty() {
            match crate::link::decode(&self.fragment, lang) {
                Ok(s) => return s,
                Err(_) => {
                    let mut s = State::with_lang(lang);
                    s.message = Some(crate::i18n::Msg::BadLink);
                    return s;
                }
            }
        }
        let mut s = State::with_lang(lang);
        if let Some(r) = self.rules {
            s.apply(Action::SetRules(r));
        }
        s
    }
}

/// The score sheet as stored on this device. A store that cannot be read
/// is copied aside under a key of its own before anything else is written,
/// and the sheet says where (issue: never silently dropped).
fn load_ledger() -> Ledger {
    let Some(store) = storage() else { return Ledger::default() };
    let raw = store.get_item(STORE_KEY).ok().flatten();
    match Ledger::load(raw.as_deref()) {
        Ok(l) => l,
        Err(_) => {
            let key = format!("{STORE_KEY}.unreadable-{}", js_sys::Date::now() as u64);
            let kept = store.set_item(&key, raw.as_deref().unwrap_or_default()).is_ok();
            let mut l = Ledger::default();
            l.unreadable = Some(key);
            l.keep_store = !kept;
            l
        }
    }
}

/// Which screen is shown; on the sheet, the hand whose editor is open.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum View {
    Calculator,
    Sheet(Option<usize>),
}

/// The calculator's table for the sheet's next hand.
fn game_seats(sheet: &crate::ledger::Sheet, next: &mahjong_core::game::Position) -> Option<GameSeats> {
    Some(GameSeats {
        scoring: sheet.game_rules().ok()?.scoring,
        round_wind: next.round_wind,
        seats: next.table(),
        hand: next.hand,
        names: (0..next.table()).map(|k| sheet.names[next.player_at(k)].clone()).collect(),
        sitting_out: next.sitting_out().map(|p| sheet.names[p].clone()),
    })
}

#[function_component]
pub fn App() -> Html {
    let page = use_memo((), |_| PageOptions::from_location());
    let state = {
        let page = page.clone();
        use_reducer(move || page.initial_state(saved_lang()))
    };
    let lang = state.lang;
    // The address always holds the current hand: copy it to share the hand.
    let link = crate::link::encode(&state);
    // Written 300 ms after the last change, off the path of a tap.
    use_effect_with(link, |link| {
        let url = format!("#{link}");
        let timeout = gloo_timers::callback::Timeout::new(300, move || {
            if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
            }
        });
        move || drop(timeout)
    });
    // Remember the language choice.
    use_effect_with(lang, |lang| {
        if let Some(s) = storage() {
            let _ = s.set_item(LANG_KEY, lang.code());
        }
        if let Some(doc) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
            let _ = doc.set_attribute("lang", lang.code());
        }
    });
    // Once the first screen is up, score a sample hand so the first real
    // tap does not pay for cold code.
    use_effect_with((), |_| {
        if let Ok(setup) = "234m456p678p567s3s +3s".parse::<mahjong_core::Setup>() {
            let _ = mahjong_core::dutch::score(&setup, &RuleSet::NTS);
        }
        let _ = State::default().results();
    });
    // One stable callback, so components whose data did not change (the
    // palette) are not rendered again on every tap.
    let dispatch: Callback<Action> = use_callback(state.dispatcher(), |a: Action, d| d.dispatch(a));
    let ledger = use_reducer(load_ledger);
    let ledger_dispatch: Callback<LedgerAction> = use_callback(ledger.dispatcher(), |a: LedgerAction, d| d.dispatch(a));
    let view = use_state(|| View::Calculator);
    // What the calculator needs from the sheet, worked out once per change
    // of the sheet (not on every tap): the text to store, the next hand's
    // seats and the banner.
    let summary = {
        let ledger = ledger.clone();
        use_memo((ledger.revision, lang), move |_| summarise(&ledger, lang))
    };
    // Every change to the sheet is stored at once (schema-versioned).
    {
        let summary = summary.clone();
        use_effect_with(ledger.revision, move |_| {
            if let (Some(s), Some(text)) = (storage(), &summary.store) {
                let _ = s.set_item(STORE_KEY, text);
            }
        });
    }
    // The calculator follows the sheet: rules, round and seats of the next hand.
    {
        let dispatch = dispatch.clone();
        use_effect_with(summary.seats.clone(), move |seats| dispatch.emit(Action::JoinGame(seats.clone())));
    }
    let to_calculator = {
        let view = view.clone();
        Callback::from(move |_| view.set(View::Calculator))
    };
    // The tabs, and the sheet's buttons shown above the calculator.
    let on_nav = {
        let (view, ld, d, state) = (view.clone(), ledger_dispatch.clone(), dispatch.clone(), state.clone());
        let summary = summary.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(target) = e.target_dyn_into::<web_sys::Element>() else { return };
            let Ok(Some(el)) = target.closest("[data-nav]") else { return };
            let draw = match el.get_attribute("data-nav").as_deref() {
                Some("calculator") => return view.set(View::Calculator),
                Some("sheet") => return view.set(View::Sheet(None)),
                Some("save") => false,
                Some("draw") => true,
                _ => return,
            };
            // Saving the hand on the sheet: the seats' scores become the players'.
            let (Some(sheet), Some(pos)) = (&summary.game, summary.next) else { return };
            let h = if draw {
                sheet.hand_from_seats(&pos, &[], None, &[], None)
            } else {
                let results = state.results();
                let Some(scores) = state.scores(&results) else { return };
                if state.settlement(&results).is_none() {
                    return;
                }
                let discarder = state.discarder.filter(|_| state.mcr && state.is_discard());
                sheet.hand_from_seats(&pos, &scores, state.winner, &state.dead(), discarder)
            };
            ld.emit(LedgerAction::Record(h));
            d.emit(Action::NextHand);
            view.set(View::Sheet(None));
        })
    };
    let active = state.active;
    let results = state.results();
    let settlement = state.settlement(&results);
    let hand = match &state.players[active].entry {
        Entry::Hand(h) => Some(h.clone()),
        Entry::Typed(_) => None,
    };
    let sheet_view = *view != View::Calculator;
    let header = header_markup(lang, state.rules_name(), state.round_wind, state.rules.green_dragon_round && !state.mcr, state.seats == 3, state.game.is_some() || sheet_view);
    let palette = {
        let (flowers, three) = (state.flowers_played(), state.seats == 3);
        use_memo((lang, flowers, three), |(lang, flowers, three)| AttrValue::from(crate::tiles::palette_markup(*lang, *flowers, *three)))
    };
    let circumstances: Vec<(Circ, bool, bool)> = state
        .circs()
        .iter()
        .map(|&c| (c, state.circ_on(c), state.winner == Some(active) && state.circumstance_enabled(c)))
        .collect();
    // MCR: the engine (the JS API module) starts loading when MCR is chosen.
    use_effect_with(state.mcr, |mcr| {
        if *mcr {
            wasm_bindgen_futures::spawn_local(crate::mcr::preload());
        }
    });
    // The winner's hand line that awaits the engine's answer, from the
    // results just computed; the answer comes back as an action.
    {
        let dispatch = dispatch.clone();
        let awaiting = state.winner.and_then(|w| results[w].awaiting.clone());
        use_effect_with(awaiting, move |line| {
            if let Some(line) = line.clone() {
                wasm_bindgen_futures::spawn_local(async move {
                    let answer = crate::mcr::score(line.clone()).await;
                    dispatch.emit(Action::McrAnswer(std::rc::Rc::new((line, answer))));
                });
            }
        });
    }
    let on_markup = {
        let d = dispatch.clone();
        let circumstances = circumstances.clone();
        Callback::from(move |e: MouseEvent| {
            if let Some(a) = markup_click(&e, &circumstances) {
                d.emit(a);
            }
        })
    };
    let on_rack = {
        let d = dispatch.clone();
        let selected = match &state.players[active].entry {
            Entry::Hand(h) => h.selected.clone(),
            Entry::Typed(_) => Vec::new(),
        };
        Callback::from(move |e: MouseEvent| {
            if let Some(a) = rack_click(&e, &selected) {
                d.emit(a);
            }
        })
    };
    let on_select = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            let Some(select) = e.target_dyn_into::<web_sys::HtmlSelectElement>() else { return };
            let v = select.value();
            match select.name().as_str() {
                "rules" => {
                    if let Some(r) = rules_id(&v) {
                        d.emit(Action::SetRules(r));
                    }
                }
                "round" => {
                    if let Ok(t) = v.parse::<Tile>() {
                        d.emit(Action::SetRoundWind(t));
                    }
                }
                _ => {}
            }
        })
    };
    let classes = classes!("app", page.embed.then_some("embed"), page.light.then_some("light"), sheet_view.then_some("sheet-view"));
    let nav = nav_markup(lang, sheet_view, (!sheet_view).then_some(&*summary), settlement.is_some());
    html! {
        <div class={classes}>
            if let Some(m) = state.message.filter(|m| *m == crate::i18n::Msg::BadLink) {
                <p class="message" role="alert">{ m.text(lang) }</p>
            }
            <header onchange={on_select} onclick={on_markup.clone()}>{ Html::from_html_unchecked(AttrValue::from(header)) }</header>
            <div class="nav" onclick={on_nav}>{ Html::from_html_unchecked(AttrValue::from(nav)) }</div>
            if sheet_view {
                { crate::sheet::sheet_view(lang, &ledger, view.clone(), &ledger_dispatch, &to_calculator) }
            } else {
            { table_html(lang, &state.table_view(&results), &dispatch) }
            if let Some(h) = hand {
                { rack_view(lang, &h, active, state.winner == Some(active), state.message.filter(|m| *m != crate::i18n::Msg::BadLink).map(|m| m.text(lang)), on_rack) }
                // One listener for all tiles: the tapped button says which tile it is.
                <section class="palette" aria-label={lang.pick(label::PALETTE)} onclick={on_markup.clone()}>
                    { Html::from_html_unchecked((*palette).clone()) }
                </section>
            } else if let Some(m) = state.message {
                <p class="message" role="alert">{ m.text(lang) }</p>
            }
            if state.winner == Some(active) {
                <section class="situation" aria-label={lang.pick(label::HOW_WON)} onclick={on_markup}>
                    { Html::from_html_unchecked(AttrValue::from(situation_markup(lang, state.is_discard(), &circumstances))) }
                </section>
            }
            <section class="breakdown" aria-label={lang.pick(label::SCORE)} aria-live="polite">
                { Html::from_html_unchecked(AttrValue::from(if state.mcr {
                    mcr_breakdown_markup(lang, active, &results[active], state.winner)
                } else {
                    breakdown_markup(lang, active, &results[active], state.winner == Some(active))
                })) }
            </section>
            <section class="payout" aria-label={lang.pick(label::PAYOUT)}>
                { Html::from_html_unchecked(AttrValue::from(payout_markup(lang, settlement.as_ref(), payout_hint(&state, &results), state.game.as_ref().map(|g| g.names.as_slice())))) }
            </section>
            }
        </div>
    }
}

/// The sheet as the calculator sees it, worked out once per change.
#[derive(PartialEq)]
struct Summary {
    /// The text to store; `None` when an unreadable store must stay.
    store: Option<String>,
    game: Option<crate::ledger::Sheet>,
    next: Option<mahjong_core::game::Position>,
    seats: Option<GameSeats>,
    /// Status and totals for the banner above the calculator.
    status: String,
    totals: String,
    /// The stored games could not be read: the message to show.
    problem: Option<String>,
}

fn summarise(ledger: &Ledger, lang: Lang) -> Summary {
    let game = ledger.game().cloned();
    let replay = game.as_ref().and_then(|g| g.replay().ok());
    let next = replay.as_ref().and_then(|r| r.next);
    let totals = match (&game, &replay) {
        (Some(g), Some(r)) => g.names.iter().zip(&r.totals).map(|(n, t)| format!("{n} {t:+}")).collect::<Vec<_>>().join(" · "),
        _ => String::new(),
    };
    Summary {
        store: (!ledger.keep_store).then(|| ledger.store_text()),
        status: game.as_ref().map(|g| status_line(lang, g, next.as_ref())).unwrap_or_default(),
        seats: game.as_ref().zip(next.as_ref()).and_then(|(g, n)| game_seats(g, n)),
        game,
        next,
        totals,
        problem: ledger.unreadable.as_ref().map(|k| sheet_label::unreadable(lang, k)),
    }
}

/// The tabs and, above the calculator during a game, the sheet's status,
/// totals and the buttons that save the hand. Markup with one delegated
/// listener (`data-nav`); names are escaped.
fn nav_markup(lang: Lang, sheet_view: bool, summary: Option<&Summary>, complete: bool) -> String {
    let mut o = String::with_capacity(512);
    let _ = write!(
        o,
        r#"<nav class="tabs no-print"><button type="button" data-nav="calculator" class="{}" aria-pressed="{}">{}</button><button type="button" data-nav="sheet" class="{}" aria-pressed="{}">{}</button></nav>"#,
        if sheet_view { "" } else { "on" },
        !sheet_view,
        lang.pick(sheet_label::CALCULATOR),
        if sheet_view { "on" } else { "" },
        sheet_view,
        lang.pick(sheet_label::SHEET)
    );
    let Some(s) = summary else { return o };
    if let Some(p) = &s.problem {
        let _ = write!(o, r#"<p class="message" role="alert">{}</p>"#, crate::sheet::esc(p));
    }
    if let Some(next) = s.seats.as_ref().map(|g| g.hand) {
        let _ = write!(
            o,
            r#"<section class="game-banner" aria-label="{}"><p class="status">{}</p><p class="hint">{}</p><div class="sheet-tools"><button type="button" class="primary" data-nav="save"{}>{} {next}</button><button type="button" data-nav="draw">{}</button></div></section>"#,
            lang.pick(sheet_label::SHEET),
            crate::sheet::esc(&s.status),
            crate::sheet::esc(&s.totals),
            if complete { "" } else { " disabled" },
            lang.pick(sheet_label::SAVE_HAND),
            lang.pick(sheet_label::SAVE_DRAW),
        );
    }
    o
}

/// The title, the calculator's rule set and round, and the language
/// switch. Markup; `App` listens for its changes and clicks.
fn header_markup(lang: Lang, rules: &str, round: Tile, green_round: bool, three: bool, fixed: bool) -> String {
    let mut o = String::with_capacity(1024);
    let disabled = if fixed { " disabled" } else { "" };
    let _ = write!(
        o,
        r#"<h1>{}</h1><div class="controls"><label><span class="small">{1}</span><select name="rules" aria-label="{1}"{2}>"#,
        lang.pick(label::TITLE),
        lang.pick(label::RULES),
        disabled
    );
    for r in RULES {
        let _ = write!(o, r#"<option value="{r}"{}>{}</option>"#, if r == rules { " selected" } else { "" }, rules_name(r));
    }
    let _ = write!(o, r#"</select></label><label><span class="small">{0}</span><select name="round" aria-label="{0}"{disabled}>"#, lang.pick(label::ROUND));
    // Three players have no North round (ruling 22).
    let winds = if three { 3 } else { 4 };
    let mut rounds: Vec<(Tile, &str)> = (0..winds).map(|i| (Wind::from_index(i).tile(), wind_name(lang, i))).collect();
    if green_round {
        rounds.push((Tile::const_parse("F"), crate::i18n::round_name(lang, Tile::const_parse("F"))));
    }
    for (t, name) in rounds {
        let _ = write!(o, r#"<option value="{t}"{}>{name}</option>"#, if t == round { " selected" } else { "" });
    }
    let other = if lang == Lang::Nl { Lang::En } else { Lang::Nl };
    let _ = write!(o, r#"</select></label><button type="button" class="lang" data-lang="{0}" lang="{0}">{1}</button></div>"#, other.code(), lang.pick(label::LANGUAGE));
    o
}

/// The rule sets the app offers: the Dutch presets, then MCR 2006.
pub const RULES: [&str; 4] = ["nts", "classic", "nmb", "mcr"];

/// A rule set id the app knows, as its static name.
pub fn rules_id(v: &str) -> Option<&'static str> {
    RULES.into_iter().find(|&r| r == v)
}

pub fn rules_name(name: &str) -> &'static str {
    match name {
        "nts" => "NTS 2002",
        "classic" => "Klassiek",
        "nmb" => "NMB",
        "mcr" => "MCR 2006",
        _ => "?",
    }
}

/// One row of the table, as the table shows it.
#[derive(Clone, PartialEq)]
pub struct RowView {
    pub score: Option<u32>,
    pub missing: bool,
    pub typed: Option<Option<u32>>,
    pub dead: bool,
    pub problem: bool,
}

#[derive(Clone, PartialEq)]
pub struct TableView {
    pub rows: Vec<RowView>,
    /// MCR: no East doubling, no dead hand; a discarder instead.
    pub mcr: bool,
    pub discarder: Option<usize>,
    /// Player names by seat in a game on the sheet.
    pub names: Option<Vec<String>>,
    pub winner: Option<usize>,
    pub active: usize,
}

impl State {
    pub fn table_view(&self, results: &[PlayerResult]) -> TableView {
        TableView {
            mcr: self.mcr,
            discarder: self.discarder,
            names: self.game.as_ref().map(|g| g.names.clone()),
            rows: (0..self.seats)
                .map(|i| RowView {
                    score: results[i].score,
                    missing: results[i].missing.is_some(),
                    typed: match &self.players[i].entry {
                        Entry::Typed(v) => Some(*v),
                        Entry::Hand(_) => None,
                    },
                    dead: self.players[i].dead,
                    problem: !results[i].errors.is_empty() || results[i].invalid.is_some(),
                })
                .collect(),
            winner: self.winner,
            active: self.active,
        }
    }
}

/// The seats: each row's wind (and name in a game), score or typed score,
/// and the buttons for mode, winner and dead hand. Yew elements (a typed
/// score keeps its focus while it changes) with delegated listeners.
fn table_html(lang: Lang, view: &TableView, dispatch: &Callback<Action>) -> Html {
    let onclick = {
        let d = dispatch.clone();
        let (winner, typed, discarder): (Option<usize>, Vec<bool>, _) = (view.winner, view.rows.iter().map(|r| r.typed.is_some()).collect(), view.discarder);
        Callback::from(move |e: MouseEvent| {
            let Some(target) = e.target_dyn_into::<web_sys::Element>() else { return };
            let Ok(Some(el)) = target.closest("[data-row]") else { return };
            let act = el.get_attribute("data-row").unwrap_or_default();
            let Some((verb, i)) = act.split_once(':').and_then(|(v, i)| Some((v.to_string(), i.parse::<usize>().ok()?))) else { return };
            d.emit(match verb.as_str() {
                "show" => Action::SetActive(i),
                "mode" => Action::SetTypedMode(i, !typed.get(i).copied().unwrap_or(false)),
                "win" => Action::SetWinner(if winner == Some(i) { None } else { Some(i) }),
                "dead" => Action::ToggleDead(i),
                "disc" => Action::SetDiscarder(if discarder == Some(i) { None } else { Some(i) }),
                _ => return,
            });
        })
    };
    let oninput = {
        let d = dispatch.clone();
        Callback::from(move |e: InputEvent| {
            let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else { return };
            let Some(i) = input.get_attribute("data-typed").and_then(|v| v.parse::<usize>().ok()) else { return };
            d.emit(Action::SetTyped(i, input.value().trim().parse::<u32>().ok()));
        })
    };
    html! {
        <section class="table" aria-label={lang.pick(label::TABLE)} {onclick} {oninput}>
            { for view.rows.iter().enumerate().map(|(i, row)| {
                let name = match &view.names {
                    Some(n) => format!("{} {}", wind_name(lang, i), n[i]),
                    None => wind_name(lang, i).to_string(),
                };
                let is_winner = view.winner == Some(i);
                // The last button: dead hand, or in MCR (no dead hand) the discarder.
                let (last_act, last_on, last_text, last_long) = if view.mcr {
                    ("disc", view.discarder == Some(i), label::DISCARDER, label::DISCARDER_LONG)
                } else {
                    ("dead", row.dead, label::DEAD, label::DEAD)
                };
                let typed = row.typed.is_some();
                let score_text = match (row.score, row.problem, row.missing) {
                    (Some(s), _, _) => s.to_string(),
                    (None, true, _) => "!".to_string(),
                    (None, false, true) => "…".to_string(),
                    (None, false, false) => "–".to_string(),
                };
                html! {
                    <div class={classes!("row", (view.active == i).then_some("active"), is_winner.then_some("winner"))} data-seat={i.to_string()}>
                        <button class="seat" data-row={format!("show:{i}")} aria-pressed={(view.active == i).to_string()}
                                aria-label={format!("{}: {}", name, lang.pick(label::SHOW_HAND))}>
                            { name.clone() }{ if i == 0 && !view.mcr { " ×2" } else { "" } }
                        </button>
                        if let Some(v) = row.typed {
                            <input class="typed" type="number" inputmode="numeric" min="0" step={if view.mcr { "1" } else { "2" }} data-typed={i.to_string()}
                                   value={v.map(|v| v.to_string()).unwrap_or_default()}
                                   aria-label={format!("{}: {}", name, lang.pick(label::SCORE))} />
                        } else {
                            <output class={classes!("score", row.problem.then_some("problem"))} aria-label={format!("{}: {}", name, lang.pick(label::SCORE))}>{ score_text }</output>
                        }
                        <button class="mode" data-row={format!("mode:{i}")}>{ lang.pick(match (typed, view.mcr) {
                            (true, _) => label::ENTER_TILES,
                            (false, true) => label::TYPED_FAN,
                            (false, false) => label::TYPED,
                        }) }</button>
                        <button class={classes!("win", is_winner.then_some("on"))} data-row={format!("win:{i}")} aria-pressed={is_winner.to_string()}
                                aria-label={format!("{}: {}", name, lang.pick(label::WINNER))}>{ "MJ" }</button>
                        <button class={classes!("dead", last_on.then_some("on"))} data-row={format!("{last_act}:{i}")} aria-pressed={last_on.to_string()}
                                aria-label={format!("{}: {}", name, lang.pick(last_long))}>{ lang.pick(last_text) }</button>
                    </div>
                }
            }) }
        </section>
    }
}

/// The rack of the shown player: groups, loose tiles, flowers and the
/// tools. The loose tiles are keyed Yew buttons (tiles are appended, and
/// Yew pairs unkeyed children from the end); the rest is markup. One
/// delegated listener reads `data-loose` and `data-rack` from the tap.
fn rack_view(lang: Lang, h: &HandEntry, player: usize, winner: bool, message: Option<&'static str>, onclick: Callback<MouseEvent>) -> Html {
    let title = format!("{}: {}", lang.pick(label::RACK), wind_name(lang, player));
    let mut top = format!("<h2>{title}</h2><div class=\"groups\">");
    for (i, g) in h.groups.iter().enumerate() {
        group_markup(&mut top, lang, i, g, h.winning);
    }
    top.push_str("</div>");
    if h.loose.is_empty() && h.groups.is_empty() {
        let _ = write!(top, r#"<p class="hint">{}</p>"#, lang.pick(label::EMPTY_RACK));
    }
    let mut bottom = String::with_capacity(1024);
    if !h.flowers.is_empty() {
        bottom.push_str(r#"<div class="flowers">"#);
        for &t in &h.flowers {
            let _ = write!(bottom, r#"<span class="tile flower" aria-label="{}">{}</span>"#, tile_name(lang, t), crate::tiles::face_markup(t));
        }
        bottom.push_str("</div>");
    }
    if let Some(m) = message {
        let _ = write!(bottom, r#"<p class="message" role="alert">{m}</p>"#);
    }
    bottom.push_str(r#"<div class="tools">"#);
    let none = h.selected.is_empty();
    for (act, text, off) in [
        ("chow", label::CHOW, none),
        ("pung", label::PUNG, none),
        ("kong", label::KONG, none),
        ("pair", label::PAIR, none),
        ("auto", label::AUTO, h.loose.is_empty()),
    ] {
        tool(&mut bottom, act, lang.pick(text), "", off);
    }
    if winner {
        tool(&mut bottom, "winning", lang.pick(label::WINNING), "", h.selected.len() != 1);
    }
    if h.selected.len() == 1 {
        tool(&mut bottom, "remove", "✕", "", false);
    }
    let _ = write!(
        bottom,
        r#"<button type="button" class="icon" data-rack="undo" aria-label="{0}" title="{0}">↶</button><button type="button" class="icon" data-rack="clear" aria-label="{1}" title="{1}">⌫</button></div>"#,
        lang.pick(label::UNDO),
        lang.pick(label::CLEAR)
    );
    html! {
        <section class="rack" aria-label={title} {onclick}>
            { Html::from_html_unchecked(AttrValue::from(top)) }
            <div class="loose" aria-label={lang.pick(label::LOOSE)}>
                { for h.loose.iter().enumerate().map(|(i, &t)| {
                    let selected = h.selected.contains(&i);
                    let is_win = h.winning == Some(t) && h.loose.iter().position(|&x| x == t) == Some(i);
                    html! {
                        <button key={i} class={classes!("tile", selected.then_some("selected"), is_win.then_some("winning"))}
                                data-loose={i.to_string()} aria-pressed={selected.to_string()}
                                aria-label={if is_win { format!("{} ({})", tile_name(lang, t), lang.pick(label::WINNING)) } else { tile_name(lang, t) }}>
                            { tile_face(t) }
                        </button>
                    }
                }) }
            </div>
            { Html::from_html_unchecked(AttrValue::from(bottom)) }
        </section>
    }
}

fn tool(o: &mut String, act: &str, text: &str, class: &str, disabled: bool) {
    let _ = write!(o, r#"<button type="button" class="{class}" data-rack="{act}"{}>{text}</button>"#, if disabled { " disabled" } else { "" });
}

fn group_markup(o: &mut String, lang: Lang, i: usize, g: &UserGroup, winning: Option<Tile>) {
    let kind = lang.pick(match g.kind {
        GroupKind::Chow => label::CHOW,
        GroupKind::Pung => label::PUNG,
        GroupKind::Kong => label::KONG,
        GroupKind::Pair => label::PAIR,
    });
    let state = lang.pick(if g.open { label::OPEN } else { label::CONCEALED });
    let tiles = g.tiles();
    let names: Vec<String> = tiles.iter().map(|&t| tile_name(lang, t)).collect();
    let names = names.join(", ");
    let _ = write!(
        o,
        r#"<div class="group{}" role="group" aria-label="{kind} {names}: {state}"><button type="button" class="group-tiles" data-rack="ungroup:{i}" title="{1}" aria-label="{1}: {kind} {names}">"#,
        if g.open { " open" } else { "" },
        lang.pick(label::UNGROUP)
    );
    for &t in &tiles {
        let _ = write!(o, r#"<span class="tile{}">{}</span>"#, if winning == Some(t) { " winning" } else { "" }, crate::tiles::face_markup(t));
    }
    o.push_str("</button>");
    if g.kind != GroupKind::Pair {
        let _ = write!(o, r#"<button type="button" class="open-toggle" data-rack="toggle:{i}" aria-pressed="{}">{state}</button></div>"#, g.open);
    } else {
        let _ = write!(o, r#"<span class="open-toggle static">{state}</span></div>"#);
    }
}

/// The action of a tap on the rack.
fn rack_click(e: &MouseEvent, selected: &[usize]) -> Option<Action> {
    let target = e.target_dyn_into::<web_sys::Element>()?;
    let el = target.closest("[data-loose],[data-rack]").ok()??;
    if let Some(i) = el.get_attribute("data-loose") {
        return i.parse().ok().map(Action::ToggleSelect);
    }
    let act = el.get_attribute("data-rack")?;
    let (verb, arg) = act.split_once(':').unwrap_or((&act, ""));
    let n = arg.parse::<usize>().ok();
    Some(match (verb, n) {
        ("chow", _) => Action::MakeGroup(GroupKind::Chow),
        ("pung", _) => Action::MakeGroup(GroupKind::Pung),
        ("kong", _) => Action::MakeGroup(GroupKind::Kong),
        ("pair", _) => Action::MakeGroup(GroupKind::Pair),
        ("auto", _) => Action::Auto,
        ("winning", _) => Action::MarkWinning,
        ("remove", _) => Action::RemoveLoose(*selected.first()?),
        ("undo", _) => Action::Undo,
        ("clear", _) => Action::ClearHand,
        ("ungroup", Some(i)) => Action::Ungroup(i),
        ("toggle", Some(i)) => Action::ToggleOpen(i),
        _ => return None,
    })
}

/// How the winning tile came: "van tafel" and each circumstance with its
/// index and whether it is on and can apply. Markup; `App` listens.
fn situation_markup(lang: Lang, discard: bool, circumstances: &[(Circ, bool, bool)]) -> String {
    let mut o = String::with_capacity(1024);
    let _ = write!(
        o,
        r#"<h2>{0}</h2><div class="circs"><button type="button" class="circ{1}" data-circ="discard" aria-pressed="{2}">{3}</button>"#,
        lang.pick(label::HOW_WON),
        if discard { " on" } else { "" },
        discard,
        lang.pick(label::DISCARD)
    );
    for (i, &(c, on, enabled)) in circumstances.iter().enumerate() {
        let text = lang.pick(match c {
            Circ::SelfDrawn => label::SELF_DRAWN,
            Circ::LastTile => label::LAST_TILE,
            Circ::Replacement => label::REPLACEMENT,
            Circ::KongOnKong => label::KONG_ON_KONG,
            Circ::Robbing => label::ROBBING,
            Circ::Heaven => label::HEAVEN,
            Circ::Earth => label::EARTH,
            Circ::LastOfItsKind => label::LAST_OF_ITS_KIND,
        });
        let _ = write!(
            o,
            r#"<button type="button" class="circ{}" data-circ="{i}" aria-pressed="{on}"{}>{text}</button>"#,
            if on { " on" } else { "" },
            if !enabled && !on { " disabled" } else { "" }
        );
    }
    o.push_str("</div>");
    o
}

/// The action a click inside the app's markup asks for: a palette tile, a
/// circumstance, or the language switch. Read from the element's data
/// attributes; the circumstances are the ones just shown.
fn markup_click(e: &MouseEvent, circumstances: &[(Circ, bool, bool)]) -> Option<Action> {
    let target = e.target_dyn_into::<web_sys::Element>()?;
    let el = target.closest("[data-tile],[data-circ],[data-lang]").ok()??;
    if let Some(t) = el.get_attribute("data-tile") {
        return t.parse::<Tile>().ok().map(Action::AddTile);
    }
    if let Some(l) = el.get_attribute("data-lang") {
        return Lang::from_code(&l).map(Action::SetLang);
    }
    match el.get_attribute("data-circ")?.as_str() {
        "discard" => Some(Action::SetDiscard),
        i => {
            let &(c, on, _) = circumstances.get(i.parse::<usize>().ok()?)?;
            Some(Action::SetCircumstance(c, !on))
        }
    }
}

fn item_row(o: &mut String, lang: Lang, i: &Item) {
    let name = if lang == Lang::Nl { i.kind.nl() } else { i.kind.en() };
    let tile = i.tile.map(|t| format!(" {t}")).unwrap_or_default();
    let value = match (i.points, i.doublings) {
        (p, 0) => format!("{p}"),
        (0, d) => format!("×{}", 1u32 << d.min(30)),
        (p, d) => format!("{p} ×{}", 1u32 << d.min(30)),
    };
    let _ = write!(
        o,
        r#"<tr data-item="{}"><td>{name}{tile}<small class="rule">{}</small></td><td class="num">{value}</td></tr>"#,
        i.kind.id(),
        rule_text(lang, i.kind.rule())
    );
}

/// The engine cites "ruling N" (the rulings of the rules README); Dutch
/// players read "uitspraak N".
fn rule_text(lang: Lang, rule: &str) -> String {
    match lang {
        Lang::Nl => rule.replace("ruling", "uitspraak"),
        Lang::En => rule.to_string(),
    }
}

/// The score panel's title and what keeps the hand from being scored:
/// tiles still missing, the engine's errors. Shared by both rule families.
fn breakdown_head(lang: Lang, player: usize, r: &PlayerResult) -> String {
    let mut o = String::with_capacity(2048);
    let _ = write!(o, "<h2>{}: {}</h2>", lang.pick(label::SCORE), wind_name(lang, player));
    if let Some(n) = r.missing {
        let _ = write!(o, r#"<p class="hint">{}</p>"#, crate::i18n::missing_tiles(lang, n));
    }
    for e in &r.errors {
        let _ = write!(o, r#"<p class="message" role="alert">{}</p>"#, error_text(lang, e.code()));
    }
    o
}

/// The itemised score of the shown player. Markup from the engine's item
/// tables and tile notation only (no user text).
fn breakdown_markup(lang: Lang, player: usize, r: &PlayerResult, winner: bool) -> String {
    let mut o = breakdown_head(lang, player, r);
    if let Some(e) = &r.invalid {
        let _ = write!(o, r#"<p class="message invalid" role="alert">{}</p>"#, error_text(lang, e.code()));
    }
    if let Some(s) = &r.breakdown {
        if !winner {
            let _ = write!(o, r#"<p class="hint">{}</p>"#, lang.pick(label::NOT_WINNER_HINT));
        }
        o.push_str("<table><tbody>");
        for i in &s.items {
            item_row(&mut o, lang, i);
        }
        let _ = write!(
            o,
            r#"</tbody><tfoot><tr><th>{} ({} {} × 2^{} {}){}</th><th class="num total">{}</th></tr></tfoot></table>"#,
            lang.pick(label::TOTAL),
            s.points,
            lang.pick(label::POINTS),
            s.doublings,
            lang.pick(label::DOUBLINGS),
            if s.capped { format!("<small> – {}</small>", lang.pick(label::CAPPED)) } else { String::new() },
            if r.invalid.is_some() { "–".to_string() } else { s.score.to_string() }
        );
        if !s.waits.is_empty() && !winner {
            let _ = write!(o, r#"<p class="hint">{}: {}</p>"#, lang.pick(label::WAITS), mahjong_core::tile::format_tiles(&s.waits));
        }
    }
    if let Some(b) = &r.better {
        let _ = write!(o, r#"<p class="better">{} {} = {}</p>"#, lang.pick(label::BETTER), b.arrangement.map(|a| a.to_string()).unwrap_or_default(), b.score);
    }
    o
}

/// The payout table: who pays whom, and each seat's net (ruling 19).
/// Names come from the score sheet, so they are escaped.
fn payout_markup(lang: Lang, settlement: Option<&Settlement>, hint: (&'static str, &'static str), names: Option<&[String]>) -> String {
    let who = |seat: usize| match names {
        Some(n) => crate::sheet::esc(&n[seat]),
        None => wind_name(lang, seat).to_string(),
    };
    let mut o = format!("<h2>{}</h2>", lang.pick(label::PAYOUT));
    match settlement {
        Some(s) => {
            o.push_str("<table><tbody>");
            for pay in &s.payments {
                let _ = write!(o, r#"<tr><td>{} {} {}</td><td class="num">{}</td></tr>"#, who(pay.from), lang.pick(label::PAYS), who(pay.to), pay.amount);
            }
            o.push_str(r#"</tbody></table><table class="nets"><tbody>"#);
            for (i, n) in s.net.iter().enumerate() {
                let _ = write!(
                    o,
                    r#"<tr data-net="{i}"><td>{} {}</td><td class="num{}">{n:+}</td></tr>"#,
                    lang.pick(label::NET),
                    who(i),
                    if *n < 0 { " neg" } else { "" }
                );
            }
            o.push_str("</tbody></table>");
        }
        None => {
            let _ = write!(o, r#"<p class="hint">{}</p>"#, lang.pick(hint));
        }
    }
    o
}

/// What the payout still needs, when it cannot be shown yet.
fn payout_hint(state: &State, results: &[PlayerResult; 4]) -> (&'static str, &'static str) {
    match state.winner {
        None => label::NO_WINNER,
        Some(w) if state.mcr && results[w].score.is_some_and(|f| f >= mahjong_core::mcr::MIN_FAN) => label::NEED_DISCARDER,
        Some(_) if state.mcr => label::NEED_FAN,
        Some(_) => label::NEED_SCORES,
    }
}

/// The MCR fans of the winner's hand (issue 6): the Dutch name of seed
/// 004 with the English one under it, each fan's value and count, and the
/// total. From the engine's answer only (no user text).
fn mcr_breakdown_markup(lang: Lang, player: usize, r: &PlayerResult, winner: Option<usize>) -> String {
    let mut o = breakdown_head(lang, player, r);
    if winner != Some(player) {
        let _ = write!(o, r#"<p class="hint">{}</p>"#, lang.pick(label::MCR_ONLY_WINNER));
        return o;
    }
    if r.awaiting.is_some() {
        let _ = write!(o, r#"<p class="hint">{}</p>"#, lang.pick(label::MCR_PENDING));
    }
    let Some(a) = &r.mcr else { return o };
    if let Some(code) = &a.error {
        let text = match code.as_str() {
            "below_minimum" => lang.pick(label::MCR_BELOW),
            "not_complete" => lang.pick(label::MCR_NOT_COMPLETE),
            "unavailable" => lang.pick(label::MCR_UNAVAILABLE),
            c => error_text(lang, c),
        };
        let _ = write!(o, r#"<p class="message invalid" role="alert">{text}</p>"#);
    }
    if a.fans.is_empty() {
        return o;
    }
    o.push_str("<table><tbody>");
    let mut sum = 0;
    for f in &a.fans {
        let (name, other) = if lang == Lang::Nl { (&f.nl, &f.en) } else { (&f.en, &f.nl) };
        let value = if f.count > 1 { format!("{} × {}", f.count, f.fan) } else { f.fan.to_string() };
        sum += f.fan * f.count;
        let _ = write!(
            o,
            r#"<tr data-item="{}"><td>{}<small class="rule">{}</small></td><td class="num">{value}</td></tr>"#,
            crate::sheet::esc(&f.id),
            crate::sheet::esc(name),
            crate::sheet::esc(other)
        );
    }
    let _ = write!(
        o,
        r#"</tbody><tfoot><tr><th>{} ({})</th><th class="num total">{}</th></tr></tfoot></table>"#,
        lang.pick(label::TOTAL),
        lang.pick(label::FAN),
        a.total.map_or_else(|| format!("({sum}) –"), |t| t.to_string())
    );
    o
}
