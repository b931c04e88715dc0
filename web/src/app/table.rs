//! The calculator and the score sheet together on the player's page:
//! saving a hand on the sheet (and taking the save back, or doing it
//! again), and opening a saved hand again, with its tiles or its numbers.
//! Hooks of the pages: the calculator's save, the sheet's undo and the
//! hands it opens; and of the app, the calculator following the sheet.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;
use yew_router::prelude::*;

use crate::calculator::{Action, Recorded, State};
use crate::i18n::Lang;
use crate::route::Route;
use crate::sheet::game::hand_from_seats;
use crate::sheet::ledger::{Did, Ledger, LedgerAction, Notice};
use crate::sheet::Summary;

use super::{SheetContext, TableContext};

/// The table as it was when its hand was saved (an undo of the save
/// brings it back), and the link of what came back (a redo clears the
/// racks again only while they are as they came back). Kept by the app,
/// above the pages: the save is on the calculator, its undo on the sheet.
#[derive(Clone, Default)]
pub struct SavedTable {
    recorded: Rc<RefCell<Option<State>>>,
    restored: Rc<RefCell<Option<String>>>,
}

impl PartialEq for SavedTable {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.recorded, &other.recorded) && Rc::ptr_eq(&self.restored, &other.restored)
    }
}

/// Saving the hand on the sheet (`on_record`): the seats' scores become
/// the players'; the table as it was is kept, for an undo of the save.
#[hook]
pub fn use_record(table: &TableContext, sheet: &SheetContext) -> Callback<Recorded> {
    let go = use_go();
    let (summary, ledger, ledger_dispatch) = (sheet.summary.clone(), sheet.ledger.clone(), sheet.dispatch.clone());
    let (state, dispatch, recorded) = (table.state.clone(), table.dispatch.clone(), sheet.saved.recorded.clone());
    let to = Route::sheet(ledger.open_id());
    Callback::from(move |r: Recorded| {
        let Some((game, pos)) = &summary.game else { return };
        let hand = match r {
            Recorded::Draw => hand_from_seats(game, pos, &[], None, &[], None),
            // A saved hand changed with its tiles (issue 35): written
            // over itself, at its own place in the game.
            Recorded::Hand { scores, winner, dead, discarder, table, edit: Some(i) } => {
                let Some(game) = ledger.game() else { return };
                let Some(at) = game.replay().ok().and_then(|r| r.hands.get(i).map(|h| h.position)) else { return };
                let hand = mahjong_core::json::GameHand { table, ..hand_from_seats(game, &at, &scores, Some(winner), &dead, discarder) };
                ledger_dispatch.emit(LedgerAction::Edit(i, hand));
                dispatch.emit(Action::SideCalculation(false));
                go.emit(to.clone());
                return;
            }
            Recorded::Numbers { index } => {
                dispatch.emit(Action::SideCalculation(false));
                if let Some(game) = ledger.open_id() {
                    go.emit(Route::HandEditor { game: game.to_string(), number: index + 1 });
                }
                return;
            }
            Recorded::Hand { scores, winner, dead, discarder, table, edit: None } => {
                mahjong_core::json::GameHand { table, ..hand_from_seats(game, pos, &scores, Some(winner), &dead, discarder) }
            }
        };
        ledger_dispatch.emit(LedgerAction::Record(hand));
        *recorded.borrow_mut() = Some((*state).clone());
        dispatch.emit(Action::NextHand);
        go.emit(to.clone());
        // The sheet from its top, where the save's notice and its undo
        // are (issue 47: the calculator's scroll hid them).
        gloo_timers::callback::Timeout::new(0, || {
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        })
        .forget();
    })
}

/// The sheet's actions, which bring the table back when a save is undone
/// and clear it again when it is done again. A new game's first hand
/// starts on empty racks (issue 20): what was on the table was a free
/// calculation (undo brings it back). Doing a save again ("Opnieuw",
/// issue 47) clears the racks again only if they are still as they came
/// back.
pub fn sheet_action(table: &TableContext, sheet: &SheetContext) -> Callback<LedgerAction> {
    let (ledger_dispatch, dispatch, state) = (sheet.dispatch.clone(), table.dispatch.clone(), table.state.clone());
    let SavedTable { recorded, restored } = sheet.saved.clone();
    let is_save = |s: Option<&crate::sheet::ledger::UndoStep>| matches!(s.and_then(|s| s.what.as_ref()), Some(Did::SaveHand { .. }));
    let (undo_is_save, redo_is_save) = (is_save(sheet.ledger.last_step()), is_save(sheet.ledger.last_undone()));
    Callback::from(move |a: LedgerAction| {
        let new_game = matches!(a, LedgerAction::New { .. });
        let undo_save = undo_is_save && matches!(a, LedgerAction::Undo { .. });
        let redo_save = redo_is_save && matches!(a, LedgerAction::Redo { .. });
        ledger_dispatch.emit(a);
        if new_game {
            dispatch.emit(Action::NewGame);
        }
        if let Some(table) = recorded.borrow_mut().take().filter(|_| undo_save) {
            *restored.borrow_mut() = Some(crate::calculator::link::encode(&table));
            dispatch.emit(Action::Restore(Box::new(table)));
        }
        if redo_save && restored.borrow_mut().take().as_deref() == Some(crate::calculator::link::encode(&state).as_str()) {
            *recorded.borrow_mut() = Some((*state).clone());
            dispatch.emit(Action::NextHand);
        }
    })
}

/// Going to a screen: a new step in the browser's history.
#[hook]
pub fn use_go() -> Callback<Route> {
    let navigator = use_navigator();
    Callback::from(move |r: Route| {
        if let Some(n) = &navigator {
            n.push(&r);
        }
    })
}

/// A saved hand opened again (`on_edit`): entered with tiles, in the
/// calculator with its itemised score and payout (issue 35); else its
/// numbers in the hand editor, opened as a new step that back closes.
/// `on_open_tiles`: a saved hand's tiles, from the numbers editor.
#[hook]
pub fn use_hand_opening(
    route: &Route,
    ledger: &UseReducerHandle<Ledger>,
    dispatch: &Callback<Action>,
    go: &Callback<Route>,
    lang: Lang,
) -> (Callback<Option<usize>>, Callback<(String, usize)>) {
    let navigator = use_navigator();
    // The hand editor: opened as a new step (back closes it), closed by a
    // step back when the app opened it.
    let opened_editor = use_mut_ref(|| false);
    let in_editor = matches!(route, Route::HandEditor { .. });
    if !in_editor {
        *opened_editor.borrow_mut() = false;
    }
    // A saved hand entered with tiles opens with them, its itemised score
    // and payout, to be changed there (issue 35); else the numbers.
    let open_tiles = {
        let (dispatch, go, ledger) = (dispatch.clone(), go.clone(), ledger.clone());
        Callback::from(move |(table, i): (String, usize)| match crate::calculator::link::decode(&table, lang) {
            Ok(mut state) => {
                // Who sat where in that hand: the reopened hand's rows and
                // payout name the players (issue 47). Replayed when a hand
                // is opened, not on every render.
                state.game = ledger.game().zip(ledger.open_id()).and_then(|(game, id)| {
                    let replay = game.replay().ok()?;
                    crate::sheet::seats_at(game, id, &replay.hands.get(i)?.position)
                });
                dispatch.emit(Action::EditHand(Box::new(state), i));
                go.emit(Route::Calculator);
            }
            Err(_) => dispatch.emit(Action::LinkBroken),
        })
    };
    let on_edit = {
        let (navigator, go, opened_editor) = (navigator.clone(), go.clone(), opened_editor.clone());
        let game = ledger.open_id().map(str::to_string);
        let tables: Vec<Option<String>> = ledger.game().map(|g| g.hands.iter().map(|h| h.table.clone()).collect()).unwrap_or_default();
        let open_tiles = open_tiles.clone();
        Callback::from(move |i: Option<usize>| {
            let Some(game) = game.clone() else { return };
            match i {
                Some(i) if tables.get(i).is_some_and(Option::is_some) => {
                    open_tiles.emit((tables[i].clone().unwrap_or_default(), i));
                }
                Some(i) => {
                    *opened_editor.borrow_mut() = true;
                    go.emit(Route::HandEditor { game, number: i + 1 });
                }
                // Closing an editor that is not open moves nowhere.
                None if !in_editor => {}
                None if std::mem::take(&mut *opened_editor.borrow_mut()) => {
                    if let Some(n) = &navigator {
                        n.back();
                    }
                }
                None => {
                    if let Some(n) = &navigator {
                        n.replace(&Route::Game { game });
                    }
                }
            }
        })
    };
    (on_edit, open_tiles)
}

/// The calculator follows the sheet: the rules, round and seats of the
/// next hand (`JoinGame` whenever they change); a game taken over from a
/// table card or a shared link (not one this phone had) starts its first
/// hand on empty racks (issue 35).
#[hook]
pub fn use_follow_sheet(summary: &Rc<Summary>, ledger: &UseReducerHandle<Ledger>, dispatch: &Callback<Action>) {
    {
        let dispatch = dispatch.clone();
        let taken_over = matches!(ledger.notice, Some(Notice::GameAdopted { .. } | Notice::NewCard { .. }));
        use_effect_with((taken_over, ledger.open_id().map(str::to_string)), move |(taken_over, _)| {
            if *taken_over {
                dispatch.emit(Action::NewGame);
            }
        });
    }
    let dispatch = dispatch.clone();
    use_effect_with(summary.seats.clone(), move |seats| dispatch.emit(Action::JoinGame(seats.clone())));
}
