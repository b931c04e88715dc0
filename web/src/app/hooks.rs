//! The app's behaviour, one hook per concern, so `App` only wires them:
//! the score sheet's store ([`use_sheet`]), the device's settings
//! ([`use_settings`]), the hand in the address and on the device
//! ([`use_hand_address`]), the sheet's screens and the open game
//! ([`use_sheet_route`]), and the breakdown line a rule was opened from
//! ([`use_line_back_in_view`]).

use crate::card::Travels as _;
use std::collections::HashSet;

use yew::prelude::*;
use yew_router::history::{HashHistory, History};
use yew_router::prelude::*;

use crate::calculator::{Action, State};
use crate::i18n::Lang;
use crate::page::PageOptions;
use crate::route::Route;
use crate::sheet::ledger::{Ledger, LedgerAction};
use crate::store;

/// The score sheet: the games as read before the first render (or read
/// now, when that took too long), see [`use_stored`].
#[hook]
pub fn use_sheet(initial: Option<store::Loaded<Ledger>>) -> (UseReducerHandle<Ledger>, Callback<LedgerAction>) {
    crate::persisted::use_stored(initial)
}

/// Larger tiles, a setting of this device.
pub struct BigTiles {
    pub on: bool,
    pub toggle: Callback<()>,
}

/// The device's settings: the language (remembered, and said by the page)
/// and larger tiles; and, once the first screen is up, a sample hand
/// scored so the first real tap does not pay for cold code.
#[hook]
pub fn use_settings(lang: Lang, big_tiles: bool) -> BigTiles {
    let big = use_state(|| big_tiles);
    use_effect_with(*big, |&on| store::save_big_tiles(on));
    use_effect_with(lang, |&lang| {
        store::save_lang(lang);
        if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
            let _ = root.set_attribute("lang", lang.code());
        }
    });
    // After the first paint, not before it (issue 34: the first render's
    // effects delay the working palette by what they cost).
    use_effect_with((), |_| {
        gloo_timers::callback::Timeout::new(0, || {
            if let Ok(setup) = "234m456p678p567s3s +3s".parse::<mahjong_core::Setup>() {
                let _ = mahjong_core::dutch::score(&setup, &mahjong_core::RuleSet::NTS);
            }
        })
        .forget();
    });
    let toggle = {
        let big = big.clone();
        Callback::from(move |_| big.set(!*big))
    };
    BigTiles { on: *big, toggle }
}

/// The hand on the table: kept on this device at every change (so the app
/// opened from the home screen brings the racks back), and in the address
/// while the calculator shows (300 ms after the last change, off the path
/// of a tap), so the address can be copied and sent. A hand link that
/// arrives while the app is open (pasted, or followed) is opened, unless
/// this page wrote it itself (back and forward then keep the hand as it
/// is). A page embedded as the rules only starts on the rules. Returns the
/// hand's link.
#[hook]
pub fn use_hand_address(state: &UseReducerHandle<State>, dispatch: &Callback<Action>, route: &Route, page: &PageOptions) -> String {
    let navigator = use_navigator();
    let link = crate::calculator::link::encode(state);
    let written = {
        let first = match route {
            Route::Hand { link } => Some(link.clone()),
            _ => None,
        };
        use_mut_ref(move || first.into_iter().collect::<HashSet<String>>())
    };
    use_effect_with(link.clone(), |link| store::save_hand(link));
    let on_calculator = route.is_calculator() && *route != Route::NotFound;
    {
        let written = written.clone();
        use_effect_with((link.clone(), on_calculator), move |(link, on)| {
            let timeout = (*on).then(|| {
                let link = link.clone();
                gloo_timers::callback::Timeout::new(300, move || {
                    // A tap on another tab may have changed the address
                    // before this page re-rendered (a busy phone): then the
                    // hand's address would take the player back. Only
                    // while the address is still the calculator's.
                    let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
                    let path = hash.trim_start_matches('#');
                    if !(path.is_empty() || path == "/" || Route::recognize(path).is_some_and(|r| r.is_calculator())) {
                        return;
                    }
                    // Written as it is, not percent-encoded as the route's
                    // `to_path` would: the link stays readable. The router
                    // reads the same hand back.
                    HashHistory::new().replace(Route::Hand { link: link.clone() }.path());
                    written.borrow_mut().insert(link);
                })
            });
            move || drop(timeout)
        });
    }
    {
        let (dispatch, lang, now) = (dispatch.clone(), state.lang, link.clone());
        use_effect_with(route.clone(), move |route| {
            if let Route::Hand { link } = route {
                if *link != now && written.borrow_mut().insert(link.clone()) {
                    dispatch.emit(match crate::calculator::link::decode(link, lang) {
                        Ok(table) => Action::Open(Box::new(table)),
                        Err(_) => Action::LinkBroken,
                    });
                }
            }
        });
    }
    {
        // Opened as the rules only (`?view=regels`) without a rule's
        // address: the rule set's list. "Probeer" may still open the
        // calculator afterwards.
        let (rules_only, rules, start) = (page.rules_only, page.rules.unwrap_or_default(), route.clone());
        use_effect_with((), move |_| {
            if rules_only && !start.is_rules() {
                if let Some(n) = navigator {
                    n.replace(&Route::Rules { rules });
                }
            }
        });
    }
    link
}

/// The open game follows the address, and the address the open game: a
/// game's address opens it, the sheet's closes it, a shared game's link
/// takes the game over and then shows it; when a change on the sheet opens
/// or closes a game (new, import, delete, undo), the address follows.
#[hook]
pub fn use_sheet_route(route: &Route, ledger: &UseReducerHandle<Ledger>, dispatch: &Callback<LedgerAction>) {
    let navigator = use_navigator();
    let open = ledger.open_id().map(str::to_string);
    // The shared game's link taken over, by its data.
    let adopted = use_mut_ref(|| None::<String>);
    // The address just opened or closed a game: the game follows the
    // address then, and the address must not follow the game it saw in
    // the same render (F8: the two went back and forth without end).
    let following = use_mut_ref(|| false);
    {
        let (dispatch, ledger, adopted, following) = (dispatch.clone(), ledger.clone(), adopted.clone(), following.clone());
        let open = open.clone();
        use_effect_with((route.clone(), ledger.book.loaded), move |(route, loaded)| {
            if !*loaded {
                return;
            }
            match route {
                Route::Game { game } | Route::HandEditor { game, .. } if open.as_ref() != Some(game) => {
                    if let Some(i) = ledger.games.iter().position(|g| &g.id == game) {
                        *following.borrow_mut() = true;
                        dispatch.emit(LedgerAction::Open(i));
                    }
                }
                Route::Sheet if open.is_some() => {
                    *following.borrow_mut() = true;
                    dispatch.emit(LedgerAction::Close);
                }
                Route::SharedGame { data } if adopted.borrow().as_ref() != Some(data) => {
                    *adopted.borrow_mut() = Some(data.clone());
                    let (id, created) = crate::sheet::stamp();
                    dispatch.emit(match crate::sheet::share::decode(data) {
                        Ok((game, origin)) => LedgerAction::Adopt { game, id, created, origin },
                        Err(_) => LedgerAction::LinkBroken,
                    });
                }
                Route::TableCard { data } if adopted.borrow().as_ref() != Some(data) => {
                    *adopted.borrow_mut() = Some(data.clone());
                    let (id, created) = crate::sheet::stamp();
                    dispatch.emit(match crate::card::TableCard::decode(data) {
                        Ok(card) => LedgerAction::FromCard { card, id, created },
                        Err(_) => LedgerAction::LinkBroken,
                    });
                }
                _ => {}
            }
        });
    }
    let to = Route::sheet(open.as_deref());
    // A game's address that names no game on this device: the list.
    let unknown = matches!(route, Route::Game { game } | Route::HandEditor { game, .. } if ledger.book.loaded && !ledger.games.iter().any(|g| &g.id == game));
    {
        let navigator = navigator.clone();
        let to = to.clone();
        let after_adopt =
            matches!(route, Route::SharedGame { data } | Route::TableCard { data } if adopted.borrow().as_ref() == Some(data));
        use_effect_with((ledger.book.revision, after_adopt, unknown), move |&(_, after_adopt, unknown)| {
            if let (true, Some(n)) = (after_adopt || unknown, navigator) {
                n.replace(&to);
            }
        });
    }
    // Only a change of the open game moves the address, never the first render.
    let seen = use_mut_ref(|| open.clone());
    {
        let on_sheet = matches!(route, Route::Sheet | Route::Game { .. } | Route::HandEditor { .. });
        let route = route.clone();
        use_effect_with(open.clone(), move |open| {
            let changed = *seen.borrow() != *open && !following.replace(false);
            *seen.borrow_mut() = open.clone();
            let shown = match &route {
                Route::Game { game } | Route::HandEditor { game, .. } => Some(game.clone()),
                _ => None,
            };
            if let (true, true, Some(n)) = (changed && on_sheet, shown != *open, navigator) {
                n.push(&to);
            }
        });
    }
}

/// Leaving an editor of a saved hand with a change not saved asks first
/// (issue 35: the numbers editor; issue 47: the tiles editor, which is the
/// calculator on a reopened hand): staying brings the editor back with the
/// change. The tiles editor left for the sheet without a change closes
/// (the calculator goes back to the game's hand); a detour through the
/// rules keeps it.
#[hook]
pub fn use_edit_guard(
    route: &Route,
    draft: &crate::sheet::components::Draft,
    state: &UseReducerHandle<State>,
    dispatch: &Callback<Action>,
) {
    let navigator = use_navigator();
    let last = use_mut_ref(|| route.clone());
    let draft = draft.clone();
    let (state, dispatch) = (state.clone(), dispatch.clone());
    use_effect_with(route.clone(), move |route| {
        let left = std::mem::replace(&mut *last.borrow_mut(), route.clone());
        if left == *route {
            return;
        }
        let ask = |text: String| web_sys::window().and_then(|w| w.confirm_with_message(&text).ok());
        if matches!(left, Route::HandEditor { .. }) {
            let Some(hand) = draft.unsaved() else { return draft.clear() };
            match ask(crate::sheet::text::drop_edit(state.lang, hand + 1)) {
                Some(false) => {
                    if let Some(n) = navigator {
                        n.push(&left);
                    }
                }
                _ => draft.clear(),
            }
            return;
        }
        let (Some(hand), true, true) = (state.editing, left.is_calculator(), route.is_sheet()) else { return };
        if state.edit_changed() && ask(crate::sheet::text::drop_edit(state.lang, hand + 1)) == Some(false) {
            if let Some(n) = navigator {
                n.push(&left);
            }
            return;
        }
        dispatch.emit(Action::SideCalculation(false));
    });
}

/// The build's first screen (issue 34). Once the app is up it says so
/// (`mj-started`, on which `scripts/boot-early.js` replays the taps made
/// on that screen meanwhile, so none is lost); and it keeps whether the
/// app, opened bare, would look like that screen (a fresh table in Dutch,
/// normal tiles, no game open), so the page's head script shows it only
/// then.
#[hook]
pub fn use_first_screen(link: &str, lang: Lang, big_tiles: bool, game_open: bool) {
    use_effect_with((), |_| {
        if let (Some(w), Ok(e)) = (web_sys::window(), web_sys::CustomEvent::new("mj-started")) {
            let _ = w.dispatch_event(&e);
        }
    });
    let fresh = use_memo((), |_| crate::calculator::link::encode(&State::with_lang(Lang::Nl)));
    let fits = link == fresh.as_str() && lang == Lang::Nl && !big_tiles && !game_open;
    use_effect_with(fits, |&fits| store::save_first_screen_fits(fits));
}

/// Back from a rule: the breakdown line it was opened from comes back into
/// view.
#[hook]
pub fn use_line_back_in_view(route: &Route) {
    use_effect_with(route.is_calculator(), |&calculator| {
        if !calculator {
            return;
        }
        let Some(item) = crate::route::take_line() else { return };
        let line = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(&format!(".breakdown [data-item=\"{item}\"]")).ok().flatten());
        if let Some(line) = line {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Center);
            line.scroll_into_view_with_scroll_into_view_options(&options);
        }
    });
}
