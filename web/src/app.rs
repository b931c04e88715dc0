//! The app: owns the calculator's state and the score sheet (two
//! reducers), keeps them on the device, and shows one of three screens:
//! the calculator, the score sheet, or the rules reference (reached by its
//! address, `#regels/...`, so the browser's back goes back to the hand).

use mahjong_core::RuleSet;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::calculator::{Action, Calculator, Recorded, State};
use crate::header::Header;
use crate::i18n::{sheet as t, Lang};
use crate::page::PageOptions;
use crate::rules::{RulesAt, TRY_EVENT};

#[wasm_bindgen::prelude::wasm_bindgen(module = "/js/reference.js")]
extern "C" {
    /// Loads the rules module (once) and shows it in `host`; `back` says
    /// the rules were reached within the app, so back returns there.
    #[wasm_bindgen(js_name = showReference)]
    fn show_reference(host: &web_sys::Element, lang: &str, back: bool) -> js_sys::Promise;
}

/// How far the rules module has come.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Module {
    NotLoaded,
    Loading,
    Shown,
    /// Not loaded (offline before it was ever cached).
    Failed,
}
use crate::sheet::ledger::{hand_from_seats, Ledger, LedgerAction};
use std::cell::RefCell;
use std::rc::Rc;
use crate::sheet::{SheetScreen, Summary};
use crate::store;

/// Which screen is shown; on the sheet, the hand whose editor is open.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum View {
    Calculator,
    Sheet(Option<usize>),
    Rules(RulesAt),
}

#[function_component]
pub fn App() -> Html {
    let page = use_memo((), |_| PageOptions::from_location());
    let state = {
        let page = page.clone();
        use_reducer(move || page.initial_state(store::saved_lang()))
    };
    // One stable callback, so components whose data did not change (the
    // palette) are not rendered again on every tap.
    let dispatch: Callback<Action> = use_callback(state.dispatcher(), |a: Action, d| d.dispatch(a));
    // The games come from IndexedDB a moment after the first screen.
    let ledger = use_reducer(Ledger::default);
    let ledger_dispatch: Callback<LedgerAction> = use_callback(ledger.dispatcher(), |a: LedgerAction, d| d.dispatch(a));
    let view = {
        let page = page.clone();
        use_state(move || page.rules_at().map_or(View::Calculator, View::Rules))
    };
    // The screen the rules were opened from, for when the address leaves them.
    let return_to = use_mut_ref(|| View::Calculator);
    // The rules module renders into this element: beside the app's own
    // root, never inside it (two Yew apps must not nest), shown only while
    // the address is the rules'.
    let host = use_memo((), |_| {
        let d = web_sys::window()?.document()?;
        let host = d.create_element("div").ok()?;
        host.set_class_name("rules-host");
        let _ = host.set_attribute("hidden", "");
        d.body()?.append_child(&host).ok()?;
        Some(host)
    });
    let module = use_state(|| Module::NotLoaded);
    // The rules were reached within the app (not opened by their address).
    let came_within = use_state(|| false);
    let lang = state.lang;
    // Larger tiles: a setting of this device.
    let big_tiles = use_state(store::saved_big_tiles);
    use_effect_with(*big_tiles, |&on| store::save_big_tiles(on));
    let on_big_tiles = {
        let big_tiles = big_tiles.clone();
        Callback::from(move |_| big_tiles.set(!*big_tiles))
    };

    // The address always holds the current hand: copy it to share the hand.
    // Written 300 ms after the last change, off the path of a tap; not while
    // the address is the rules'.
    let in_rules = matches!(*view, View::Rules(_));
    use_effect_with((crate::link::encode(&state), in_rules), |(link, in_rules)| {
        let url = format!("#{link}");
        let timeout = (!*in_rules).then(|| {
            gloo_timers::callback::Timeout::new(300, move || {
                if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                    let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
                }
            })
        });
        move || drop(timeout)
    });
    // The rules are an address: a link to `#regels/...` opens them, and
    // back (the browser's, or "Terug") returns to the screen before.
    {
        let (view, return_to, came_within) = (view.clone(), return_to.clone(), came_within.clone());
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo_events::EventListener::new(&w, "hashchange", move |_| {
                    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
                    came_within.set(true);
                    view.set(match RulesAt::parse(&hash) {
                        Some(at) => View::Rules(at),
                        None => return_to.borrow().clone(),
                    });
                })
            });
            move || drop(listener)
        });
    }
    if !in_rules {
        *return_to.borrow_mut() = (*view).clone();
    }
    // Opened as the rules (`?view=regels&rules=mcr`): the address says which.
    {
        let view = view.clone();
        use_effect_with((), move |_| {
            if let View::Rules(at) = &*view {
                let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
                if RulesAt::parse(&hash).is_none() {
                    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&at.href()));
                    }
                }
            }
        });
    }
    // The rules module: loaded the first time the rules show, told the language.
    {
        let (host, module) = (host.clone(), module.clone());
        use_effect_with((in_rules, lang, *came_within), move |&(in_rules, lang, back)| {
            if let (true, Some(host)) = (in_rules, host.as_ref()) {
                if *module != Module::Shown {
                    module.set(Module::Loading);
                }
                let promise = show_reference(host, lang.code(), back);
                wasm_bindgen_futures::spawn_local(async move {
                    module.set(match wasm_bindgen_futures::JsFuture::from(promise).await {
                        Ok(_) => Module::Shown,
                        Err(_) => Module::Failed,
                    });
                });
            }
        });
    }
    // An example of the rules, tried: the calculator opens it (aside,
    // during a game).
    {
        let (dispatch, view) = (dispatch.clone(), view.clone());
        use_effect_with(lang, move |&lang| {
            let listener = web_sys::window().map(|w| {
                gloo_events::EventListener::new(&w, TRY_EVENT, move |e| {
                    let link = e.dyn_ref::<web_sys::CustomEvent>().and_then(|c| c.detail().as_string()).unwrap_or_default();
                    if let Ok(table) = crate::link::decode(&link, lang) {
                        dispatch.emit(Action::Open(Box::new(table)));
                        view.set(View::Calculator);
                    }
                })
            });
            move || drop(listener)
        });
    }
    // Remember the language choice; the page says which language it is in.
    use_effect_with(lang, |&lang| {
        store::save_lang(lang);
        if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
            let _ = root.set_attribute("lang", lang.code());
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
    // A shared game's link: the game is taken over (never over one that is
    // here) and the score sheet shows it.
    {
        let (page, ledger_dispatch, view) = (page.clone(), ledger_dispatch.clone(), view.clone());
        use_effect_with((), move |_| {
            if crate::sheet::share::is_game_link(&page.fragment) {
                let (id, created) = crate::sheet::stamp();
                ledger_dispatch.emit(match crate::sheet::share::decode(&page.fragment) {
                    Ok(game) => LedgerAction::Adopt { game, id, created },
                    Err(_) => LedgerAction::LinkBroken,
                });
                view.set(View::Sheet(None));
            }
        });
    }
    // The bin keeps deleted games for two days.
    {
        let ledger_dispatch = ledger_dispatch.clone();
        use_effect_with((), move |_| ledger_dispatch.emit(LedgerAction::Purge { cutoff: crate::sheet::iso_hours_ago(crate::sheet::ledger::BIN_HOURS) }));
    }
    // The games are read once, and again whenever another tab wrote them.
    {
        let ledger_dispatch = ledger_dispatch.clone();
        use_effect_with((), move |_| {
            let reload = move || {
                let d = ledger_dispatch.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let store::Loaded { ledger, rev } = store::load().await;
                    d.emit(LedgerAction::loaded(ledger, rev));
                });
            };
            reload();
            let listening = store::on_other_tab(reload);
            move || drop(listening)
        });
    }
    // Every change to the sheet is written at once, one write at a time:
    // a change made while one is on its way is written right after it.
    {
        let saving = use_mut_ref(|| false);
        let latest = use_mut_ref(|| ledger.clone());
        *latest.borrow_mut() = ledger.clone();
        let ledger_dispatch = ledger_dispatch.clone();
        use_effect_with(ledger.revision, move |_| save(saving, latest, ledger_dispatch));
    }
    // What the calculator needs from the sheet, once per change of the sheet.
    let summary = {
        let ledger = ledger.clone();
        use_memo((ledger.revision, lang), move |(_, lang)| Summary::of(&ledger, *lang))
    };
    // The calculator follows the sheet: rules, round and seats of the next hand.
    {
        let dispatch = dispatch.clone();
        use_effect_with(summary.seats.clone(), move |seats| dispatch.emit(Action::JoinGame(seats.clone())));
    }

    // Saving the hand on the sheet: the seats' scores become the players'.
    let on_record = {
        let (summary, ledger_dispatch, dispatch, view) = (summary.clone(), ledger_dispatch.clone(), dispatch.clone(), view.clone());
        Callback::from(move |r: Recorded| {
            let Some((game, pos)) = &summary.game else { return };
            let hand = match r {
                Recorded::Draw => hand_from_seats(game, pos, &[], None, &[], None),
                Recorded::Hand { scores, winner, dead, discarder } => hand_from_seats(game, pos, &scores, Some(winner), &dead, discarder),
            };
            ledger_dispatch.emit(LedgerAction::Record(hand));
            dispatch.emit(Action::NextHand);
            view.set(View::Sheet(None));
        })
    };
    let sheet_view = matches!(*view, View::Sheet(_));
    let to_view = |v: View| {
        let view = view.clone();
        Callback::from(move |_| view.set(v.clone()))
    };
    let on_edit = {
        let view = view.clone();
        Callback::from(move |i: Option<usize>| view.set(View::Sheet(i)))
    };
    let editing = match *view {
        View::Sheet(i) => i,
        _ => None,
    };
    let rules_view = in_rules.then(|| {
        html! {
            <>
                if *module == Module::Loading || *module == Module::NotLoaded {
                    <p class="hint">{ lang.pick(crate::i18n::reference::LOADING) }</p>
                }
                if *module == Module::Failed {
                    <p class="message" role="alert">{ lang.pick(crate::i18n::reference::FAILED) }</p>
                }
            </>
        }
    });
    let classes = classes!(
        "app",
        page.embed.then_some("embed"),
        page.light.then_some("light"),
        (sheet_view || in_rules).then_some("sheet-view"),
        in_rules.then_some("rules-view"),
        big_tiles.then_some("big-tiles")
    );
    // The rules of the calculator's rule set: a new address (back returns
    // here), and the view at once (the address may already be that one).
    let rules_tab = {
        let (view, at) = (view.clone(), RulesAt { variant: state.variant(), slug: None });
        let came_within = came_within.clone();
        Callback::from(move |_| {
            crate::rules::go(&at.href());
            came_within.set(true);
            view.set(View::Rules(at.clone()));
        })
    };
    // The rules' element follows the app's theme, and shows with the rules.
    {
        let host = host.clone();
        let class = classes!("rules-host", page.light.then_some("light"), page.embed.then_some("embed")).to_string();
        use_effect_with((in_rules, class), move |(shown, class)| {
            if let Some(host) = host.as_ref() {
                host.set_class_name(class);
                let _ = if *shown { host.remove_attribute("hidden") } else { host.set_attribute("hidden", "") };
            }
        });
    }
    let green_round = state.scoring.dutch().is_some_and(|r| r.green_dragon_round);
    // Whether the sheet is on disk, for the player when it is not (and for tests).
    let stored = match (ledger.loaded, ledger.save_failed.is_some(), ledger.stored()) {
        (false, _, _) => "loading",
        (_, true, _) => "unsaved",
        (_, _, true) => "saved",
        _ => "saving",
    };
    let retry = ledger_dispatch.reform(|_| LedgerAction::RetrySave);
    html! {
        <div class={classes} data-store={stored}>
            { crate::tiles::tile_sprite() }
            if ledger.save_failed.is_some() {
                <p class="message" role="alert" data-problem="unsaved">
                    { lang.pick(t::UNSAVED) }{ " " }
                    <button type="button" onclick={retry}>{ lang.pick(t::RETRY_SAVE) }</button>
                </p>
            }
            if let Some(m) = state.message.filter(|m| *m == crate::i18n::Msg::BadLink) {
                <p class="message" role="alert">{ m.text(lang) }</p>
            }
            <Header {lang} variant={state.variant()} round={state.round_wind} {green_round} three={state.seats == 3}
                    fixed={state.game.is_some() || sheet_view} dispatch={dispatch.clone()} big_tiles={*big_tiles} {on_big_tiles} />
            if !page.rules_only {
                { tabs(lang, &view, &to_view(View::Calculator), &to_view(View::Sheet(None)), &rules_tab) }
            }
            if let Some(rules) = rules_view {
                { rules }
            } else if sheet_view {
                <SheetScreen {lang} ledger={ledger.clone()} on_action={ledger_dispatch.clone()} {editing} {on_edit} on_enter={to_view(View::Calculator)} />
            } else {
                if let Some(p) = &summary.problem {
                    <p class="message" role="alert">{ p.clone() }</p>
                }
                <Calculator state={state.clone()} dispatch={dispatch.clone()} banner={summary.banner.clone()} {on_record} />
            }
        </div>
    }
}

/// Writes the sheet's unwritten changes, unless a write is on its way (it
/// looks again when done), the games are not read yet, the last write just
/// failed (the next change or "Opnieuw opslaan" tries again) or an
/// unreadable store could not be copied aside.
fn save(saving: Rc<RefCell<bool>>, latest: Rc<RefCell<UseReducerHandle<Ledger>>>, dispatch: Callback<LedgerAction>) {
    let l = latest.borrow().clone();
    if *saving.borrow() || !l.loaded || l.stored() || l.save_failed.is_some() {
        return;
    }
    // The unreadable store could not be kept aside: it is not overwritten,
    // so nothing new is saved either, and the player is told.
    if l.keep_store {
        return dispatch.emit(LedgerAction::SaveFailed);
    }
    *saving.borrow_mut() = true;
    let (text, base, upto) = (store::text(&l), l.rev, l.pending.len());
    wasm_bindgen_futures::spawn_local(async move {
        let done = match store::save(text, base).await {
            store::Written::Saved(rev) => LedgerAction::Saved { rev, upto },
            store::Written::Newer => {
                let store::Loaded { ledger, rev } = store::load().await;
                LedgerAction::loaded(ledger, rev)
            }
            store::Written::Failed => LedgerAction::SaveFailed,
        };
        // Free before the news: its render looks again for changes made
        // meanwhile.
        *saving.borrow_mut() = false;
        dispatch.emit(done);
    });
}

/// The calculator, the score sheet and the rules (of the calculator's
/// rule set; an address, so back returns here).
fn tabs(lang: Lang, view: &View, on_calculator: &Callback<()>, on_sheet: &Callback<()>, on_rules: &Callback<()>) -> Html {
    let tab = |on: bool, text: (&'static str, &'static str), go: Callback<()>| html! {
        <button type="button" class={classes!(on.then_some("on"))} aria-pressed={on.to_string()} onclick={go.reform(|_| ())}>{ lang.pick(text) }</button>
    };
    html! {
        <nav class="tabs no-print">
            { tab(*view == View::Calculator, t::CALCULATOR, on_calculator.clone()) }
            { tab(matches!(view, View::Sheet(_)), t::SHEET, on_sheet.clone()) }
            { tab(matches!(view, View::Rules(_)), crate::i18n::reference::TAB, on_rules.clone()) }
        </nav>
    }
}
