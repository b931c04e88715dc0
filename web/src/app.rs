//! The app: owns the calculator's state and the score sheet (two
//! reducers), keeps them on the device, and shows one of the two screens.

use mahjong_core::RuleSet;
use yew::prelude::*;

use crate::calculator::{Action, Calculator, Recorded, State};
use crate::header::Header;
use crate::i18n::{sheet as t, Lang};
use crate::page::PageOptions;
use crate::sheet::ledger::{hand_from_seats, LedgerAction};
use crate::sheet::{SheetScreen, Summary};
use crate::store;

/// Which screen is shown; on the sheet, the hand whose editor is open.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum View {
    Calculator,
    Sheet(Option<usize>),
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
    let ledger = use_reducer(store::load);
    let ledger_dispatch: Callback<LedgerAction> = use_callback(ledger.dispatcher(), |a: LedgerAction, d| d.dispatch(a));
    let view = use_state(|| View::Calculator);
    let lang = state.lang;
    // Larger tiles: a setting of this device.
    let big_tiles = use_state(store::saved_big_tiles);
    use_effect_with(*big_tiles, |&on| store::save_big_tiles(on));
    let on_big_tiles = {
        let big_tiles = big_tiles.clone();
        Callback::from(move |_| big_tiles.set(!*big_tiles))
    };

    // The address always holds the current hand: copy it to share the hand.
    // Written 300 ms after the last change, off the path of a tap.
    use_effect_with(crate::link::encode(&state), |link| {
        let url = format!("#{link}");
        let timeout = gloo_timers::callback::Timeout::new(300, move || {
            if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
            }
        });
        move || drop(timeout)
    });
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
    // Every change to the sheet is stored at once (schema-versioned).
    {
        let ledger = ledger.clone();
        use_effect_with(ledger.revision, move |_| store::save(&ledger));
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
    let sheet_view = *view != View::Calculator;
    let to_view = |v: View| {
        let view = view.clone();
        Callback::from(move |_| view.set(v))
    };
    let on_edit = {
        let view = view.clone();
        Callback::from(move |i: Option<usize>| view.set(View::Sheet(i)))
    };
    let editing = match *view {
        View::Sheet(i) => i,
        View::Calculator => None,
    };
    let classes = classes!("app", page.embed.then_some("embed"), page.light.then_some("light"), sheet_view.then_some("sheet-view"), big_tiles.then_some("big-tiles"));
    let green_round = state.scoring.dutch().is_some_and(|r| r.green_dragon_round);
    html! {
        <div class={classes}>
            { crate::tiles::tile_sprite() }
            if let Some(m) = state.message.filter(|m| *m == crate::i18n::Msg::BadLink) {
                <p class="message" role="alert">{ m.text(lang) }</p>
            }
            <Header {lang} variant={state.variant()} round={state.round_wind} {green_round} three={state.seats == 3}
                    fixed={state.game.is_some() || sheet_view} dispatch={dispatch.clone()} big_tiles={*big_tiles} {on_big_tiles} />
            { tabs(lang, sheet_view, &to_view(View::Calculator), &to_view(View::Sheet(None))) }
            if sheet_view {
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

/// The calculator and the score sheet.
fn tabs(lang: Lang, sheet_view: bool, on_calculator: &Callback<()>, on_sheet: &Callback<()>) -> Html {
    let tab = |on: bool, text: (&'static str, &'static str), go: &Callback<()>| html! {
        <button type="button" class={classes!(on.then_some("on"))} aria-pressed={on.to_string()} onclick={go.reform(|_| ())}>{ lang.pick(text) }</button>
    };
    html! {
        <nav class="tabs no-print">
            { tab(!sheet_view, t::CALCULATOR, on_calculator) }
            { tab(sheet_view, t::SHEET, on_sheet) }
        </nav>
    }
}
