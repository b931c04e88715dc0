//! The app: one Yew app, one router. [`Root`] holds the router; [`App`]
//! wires the calculator's reducer, the score sheet's reducer and the route
//! to the screens. What each piece does lives in a hook of its own
//! (`hooks`): the sheet's store, the hand's address, the device settings,
//! and what a route asks of the sheet.

pub(crate) mod hooks;
mod table;

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::calculator::{Action, Calculator, State};
use crate::header::Header;
use crate::i18n::{sheet as t, Lang, Msg};
use crate::page::PageOptions;
use crate::persisted::{Model, Persist, SaveStatus};
use crate::route::Route;
use crate::rules::RulesScreen;
use crate::sheet::components::Draft;
use crate::sheet::ledger::{Ledger, LedgerAction};
use crate::sheet::{SheetScreen, Summary};
use crate::store;

/// What the first render needs from the browser: read by `main` before
/// it, so no component reads the browser while it renders and the first
/// screen also renders natively (the build's pre-render, issue 34).
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Start {
    /// The address's query.
    pub page: PageOptions,
    /// The language and the hand kept on this device.
    pub lang: Lang,
    pub hand: Option<String>,
    pub big_tiles: bool,
}

impl Start {
    /// The page's address and what this device kept.
    pub fn read() -> Start {
        Start {
            page: PageOptions::from_location(),
            lang: store::saved_lang(),
            hand: store::saved_hand(),
            big_tiles: store::saved_big_tiles(),
        }
    }
}

/// The games as read before the first render, taken once by the app.
#[derive(Properties, Clone, Default)]
pub struct RootProps {
    pub loaded: Rc<RefCell<Option<store::Loaded<crate::sheet::ledger::Ledger>>>>,
    pub start: Rc<Start>,
}

impl PartialEq for RootProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.loaded, &other.loaded) && self.start == other.start
    }
}

/// The router around the app: every screen has an address in the fragment.
#[function_component]
pub fn Root(props: &RootProps) -> Html {
    html! {
        <HashRouter>
            <App ..props.clone() />
        </HashRouter>
    }
}

/// The first screen of a fresh visit (the calculator at `#/`, nothing kept),
/// as the build renders it into `index.html` (issue 34): the same
/// components, so the app's own first render replaces it without a jump.
#[cfg(feature = "ssr")]
#[function_component]
pub fn FirstScreen() -> Html {
    use yew_router::history::{AnyHistory, MemoryHistory};
    let history = AnyHistory::from(MemoryHistory::with_entries(vec!["/"]));
    html! {
        <Router {history}>
            <App ..RootProps::default() />
        </Router>
    }
}

/// The calculator's table, for the pages that show or change it.
#[derive(Clone, PartialEq)]
pub struct TableContext {
    pub state: UseReducerHandle<State>,
    /// One stable callback, so components whose data did not change (the
    /// palette) are not rendered again on every tap.
    pub dispatch: Callback<Action>,
}

/// The score sheet, for the pages that show or change it; what the
/// calculator needs of it (`summary`, once per change of the sheet); and
/// the table as it was when its hand was saved.
#[derive(Clone, PartialEq)]
pub struct SheetContext {
    pub ledger: UseReducerHandle<Ledger>,
    pub dispatch: Callback<LedgerAction>,
    pub summary: Rc<Summary>,
    pub saved: table::SavedTable,
}

/// The app: the table and the sheet (contexts, with the language), what
/// every screen has (the store's messages, the header, the tabs), and the
/// route's page (`Switch`). Hooks of one page live in that page.
#[function_component]
pub fn App(props: &RootProps) -> Html {
    let start = props.start.clone();
    let page = &start.page;
    let route = use_route::<Route>().unwrap_or(Route::NotFound);
    let go = table::use_go();
    let state = {
        let (route, start) = (route.clone(), start.clone());
        use_reducer(move || {
            let link = match &route {
                Route::Hand { link } => Some(link.as_str()),
                _ => None,
            };
            start.page.initial_state(start.lang, link, start.hand.clone())
        })
    };
    let dispatch: Callback<Action> = use_callback(state.dispatcher(), |a: Action, d| d.dispatch(a));
    let lang = state.lang;
    let (ledger, ledger_dispatch) = hooks::use_sheet(props.loaded.borrow_mut().take());
    let big_tiles = hooks::use_settings(lang, props.start.big_tiles);
    let link = hooks::use_hand_address(&state, &dispatch, &route, page);
    hooks::use_sheet_route(&route, &ledger, &ledger_dispatch);
    // The hand editor's change, kept above it (issue 35): leaving the
    // editor asks first.
    let draft = (*use_memo((), |_| Draft::default())).clone();
    hooks::use_edit_guard(&route, &draft, &state, &dispatch);
    // An organiser's address opened here (typed, or an old link followed
    // while the page is open) goes to the organiser's page (issue 33).
    use_effect_with(route.clone(), |route| {
        if crate::route::Page::of(route) == crate::route::Page::Organiser {
            crate::page::forward_to(crate::route::Page::Player);
        }
    });
    hooks::use_line_back_in_view(&route);
    // The screen stays on while a game is open (issue 47).
    crate::wake::use_wake_lock(ledger.open_id().is_some());
    hooks::use_first_screen(&link, lang, big_tiles.on, ledger.open_id().is_some());
    let summary = {
        let ledger = ledger.clone();
        use_memo((ledger.book.revision, lang), move |(_, lang)| Summary::of(&ledger, *lang))
    };
    // The calculator follows the sheet: the next hand's seats, and a game
    // taken over starts on empty racks.
    table::use_follow_sheet(&summary, &ledger, &dispatch);
    let saved = (*use_memo((), |_| table::SavedTable::default())).clone();
    crate::persisted::use_unsaved_prompt(ledger.unsaved_changes());
    let in_rules = route.is_rules();
    let back_to_rules = go.reform({
        let rules = state.variant();
        move |_| Route::Rules { rules }
    });
    let sheet_view = route.is_sheet() || route.is_club();
    let classes = page_classes(page, sheet_view, in_rules, big_tiles.on);
    let green_round = state.scoring.green_dragon_round();
    let tabs = Tabs::new(&go, &Route::sheet(ledger.open_id()), state.variant(), !page.embed);
    let bad_link = route == Route::NotFound || state.message == Some(Msg::BadLink);
    let table = TableContext { state: state.clone(), dispatch: dispatch.clone() };
    let sheet = SheetContext { ledger: ledger.clone(), dispatch: ledger_dispatch, summary, saved };
    html! {
        <ContextProvider<PageContext> context={PageContext { lang, table, sheet }}>
        <ContextProvider<Draft> context={draft}>
            // Whether the sheet is on disk, for the player when it is not (and for tests).
            <div class={classes} data-store={ledger.save_status().as_str()} data-route={route.path()}>
                { store_messages(lang, &ledger, bad_link) }
                <Header {lang} variant={state.variant()} round={state.round_wind} {green_round} three={state.seats == 3}
                        fixed={state.game.is_some() || sheet_view} dispatch={dispatch.clone()} big_tiles={big_tiles.on} on_big_tiles={big_tiles.toggle.clone()} />
                if !page.rules_only {
                    { tabs.view(lang, &route) }
                } else if !in_rules {
                    // The rules alone on a club page: an example tried in the
                    // calculator has its way back (issue 20).
                    <button type="button" class="back-to-rules" onclick={back_to_rules}>{ lang.pick(t::BACK_TO_RULES) }</button>
                }
                <Switch<Route> render={switch} />
            </div>
        </ContextProvider<Draft>>
        </ContextProvider<PageContext>>
    }
}

/// The page of each address.
fn switch(route: Route) -> Html {
    match route {
        Route::Rules { rules } => html! { <RulesPage {rules} /> },
        Route::Rule { rules, slug } => html! { <RulesPage {rules} slug={Some(slug)} /> },
        r if r.is_club() => html! { <ClubForward /> },
        r if r.is_sheet() => html! { <SheetPage /> },
        _ => html! { <CalculatorPage /> },
    }
}

/// What the app gives its pages: the language, the table and the sheet
/// (one context: each provider is a component of its own in the wasm).
#[derive(Clone, PartialEq)]
pub struct PageContext {
    pub lang: Lang,
    pub table: TableContext,
    pub sheet: SheetContext,
}

/// The app's context, for its pages.
#[hook]
fn use_app() -> (Lang, TableContext, SheetContext) {
    let PageContext { lang, table, sheet } = use_context::<PageContext>().expect("the app provides its pages' context");
    (lang, table, sheet)
}

/// The calculator ("Rekenen"): the hand on the table, saved on the sheet.
#[function_component]
fn CalculatorPage() -> Html {
    let (_, table, sheet) = use_app();
    let on_record = table::use_record(&table, &sheet);
    html! {
        <>
            if let Some(p) = &sheet.summary.problem {
                <p class="message" role="alert">{ p.clone() }</p>
            }
            <Calculator state={table.state} dispatch={table.dispatch} banner={sheet.summary.banner.clone()} {on_record} />
        </>
    }
}

/// The score sheet: its games, a game, a hand's numbers; a saved hand
/// opened again with its tiles or its numbers.
#[function_component]
fn SheetPage() -> Html {
    let (lang, table, sheet) = use_app();
    let route = use_route::<Route>().unwrap_or(Route::Sheet);
    let go = table::use_go();
    let on_action = table::sheet_action(&table, &sheet);
    let (on_edit, on_open_tiles) = table::use_hand_opening(&route, &sheet.ledger, &table.dispatch, &go, lang);
    let editing = match &route {
        Route::HandEditor { number, .. } => number.checked_sub(1),
        _ => None,
    };
    html! {
        <SheetScreen {lang} ledger={sheet.ledger} {on_action} {editing} {on_edit} {on_open_tiles} on_enter={go.reform(|_| Route::Calculator)} />
    }
}

#[derive(Properties, PartialEq)]
struct RulesPageProps {
    rules: mahjong_core::Variant,
    #[prop_or_default]
    slug: Option<String>,
}

/// The rules of a rule set, or one entry; an example tried opens in the
/// calculator (aside, during a game).
#[function_component]
fn RulesPage(props: &RulesPageProps) -> Html {
    let (lang, table, _) = use_app();
    let go = table::use_go();
    let on_try = Callback::from(move |state: State| {
        table.dispatch.emit(Action::Open(Box::new(state)));
        go.emit(Route::Calculator);
    });
    html! { <RulesScreen {lang} rules={props.rules} slug={props.slug.clone()} {on_try} /> }
}

/// An organiser's address on the player's page, while the page goes to
/// the organiser's (`App` forwards it).
#[function_component]
fn ClubForward() -> Html {
    let (lang, _, _) = use_app();
    html! { <p class="hint" aria-busy="true">{ lang.pick(crate::competition::text::TAB) }{ "…" }</p> }
}

/// The page's classes: embedded, light, a sheet or rules view, larger tiles.
fn page_classes(page: &PageOptions, sheet_view: bool, in_rules: bool, big_tiles: bool) -> Classes {
    classes!(
        "app",
        page.embed.then_some("embed"),
        page.light.then_some("light"),
        (sheet_view || in_rules).then_some("sheet-view"),
        in_rules.then_some("rules-view"),
        big_tiles.then_some("big-tiles")
    )
}

/// What the page says of the sheet's store and of a link that does not
/// open. Issue 32 (F8): a change made while the store has not answered is
/// kept and written once it does; until then the page says so (and asks
/// before it is closed, `use_unsaved_prompt`).
fn store_messages(lang: Lang, ledger: &UseReducerHandle<crate::sheet::ledger::Ledger>, bad_link: bool) -> Html {
    let stored = ledger.save_status();
    let retry = {
        let ledger = ledger.clone();
        Callback::from(move |_| ledger.dispatch(Persist::RetrySave))
    };
    html! {
        <>
            if stored == SaveStatus::Loading && ledger.unsaved_changes() {
                <p class="notice" role="status" data-problem="waiting-for-store">{ lang.pick(crate::competition::text::WAITING_FOR_STORE) }</p>
            }
            if stored == SaveStatus::Unsaved {
                <p class="message" role="alert" data-problem="unsaved">
                    { lang.pick(t::UNSAVED) }{ " " }
                    <button type="button" onclick={retry}>{ lang.pick(t::RETRY_SAVE) }</button>
                </p>
            }
            if bad_link {
                <p class="message" role="alert">{ Msg::BadLink.text(lang) }</p>
            }
        </>
    }
}

/// The three tabs: the calculator, the score sheet and the rules (of the
/// calculator's rule set). Each is an address, so back returns.
struct Tabs {
    calculator: Callback<()>,
    sheet: Callback<()>,
    rules: Callback<()>,
    /// The organiser's page, a link; not on a club's page (an embedded
    /// calculator).
    club: bool,
}

impl Tabs {
    /// The tabs to the calculator, the sheet (`sheet`: its address now)
    /// and the rules of `rules`; the organiser's page where `club`.
    fn new(go: &Callback<Route>, sheet: &Route, rules: mahjong_core::Variant, club: bool) -> Tabs {
        let sheet = sheet.clone();
        Tabs {
            calculator: go.reform(|_| Route::Calculator),
            sheet: go.reform(move |_| sheet.clone()),
            rules: go.reform(move |_| Route::Rules { rules }),
            club,
        }
    }

    fn view(&self, lang: Lang, route: &Route) -> Html {
        let tab = |on: bool, text: (&'static str, &'static str), go: &Callback<()>| {
            html! {
                <button type="button" class={classes!(on.then_some("on"))} aria-pressed={on.to_string()} onclick={go.reform(|_| ())}>{ lang.pick(text) }</button>
            }
        };
        html! {
            <nav class={classes!("tabs", "no-print", (!self.club).then_some("three"))}>
                { tab(route.is_calculator(), t::CALCULATOR, &self.calculator) }
                { tab(route.is_sheet(), t::SHEET, &self.sheet) }
                { tab(route.is_rules(), crate::i18n::reference::TAB, &self.rules) }
                if self.club {
                    <a class="tab" href={crate::route::Page::Organiser.path_in("")}>{ lang.pick(crate::competition::text::TAB) }</a>
                }
            </nav>
        }
    }
}
