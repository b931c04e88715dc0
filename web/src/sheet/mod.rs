//! The score sheet (het scoreblad): the games of an evening on this device.
//!
//! - [`ledger`]: the model, one `LedgerAction` per intent, every change
//!   checked by replaying the game in `core`;
//! - [`game`]: what makes a game one the sheet can keep;
//! - [`export`]: CSV, the JSON game file, reading it back;
//! - [`text`]: the sheet's sentences in Dutch and English;
//! - [`components`]: the screens.

pub mod components;
pub mod export;
pub mod game;
pub mod ledger;
pub mod picture;
pub mod share;
pub mod stored;
pub mod text;

use std::rc::Rc;

use crate::persisted::Model;
use mahjong_core::game::Position;
use mahjong_core::json::{GameHand, GameLine};
use yew::prelude::*;

use crate::calculator::components::Banner;
use crate::calculator::GameSeats;
use crate::i18n::{sheet as t, variant_name, Lang};
use crate::time::Timestamp;
use components::{totals_chart, ExportTools, GamesList, HandEditor, HandsTable, NewGameForm, Totals};
use ledger::{Ledger, LedgerAction};

/// An id and the time from the clock, for a new or imported game.
pub fn stamp() -> (String, Timestamp) {
    (format!("g{}", js_sys::Date::now() as u64), Timestamp::now())
}

/// What the calculator needs from the sheet, worked out once per change of
/// the sheet (not on every tap).
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Summary {
    /// The open game and the hand to enter next (`None` when it is over).
    pub game: Option<(GameLine, Position)>,
    /// The calculator's table for that hand.
    pub seats: Option<GameSeats>,
    pub banner: Option<Rc<Banner>>,
    /// The stored games could not be read: the message to show.
    pub problem: Option<String>,
}

impl Summary {
    pub fn of(ledger: &Ledger, lang: Lang) -> Summary {
        let problem = ledger.book.unreadable.as_ref().map(|k| text::unreadable(lang, k));
        let Some(game) = ledger.game() else { return Summary { problem, ..Summary::default() } };
        let Ok(replay) = game.replay() else { return Summary { problem, ..Summary::default() } };
        let Some(next) = replay.next else { return Summary { problem, ..Summary::default() } };
        let totals = game.names.iter().zip(&replay.totals).map(|(n, t)| format!("{n} {t:+}")).collect::<Vec<_>>().join(" · ");
        let seats = seats_at(game, ledger.open_id().unwrap_or_default(), &next);
        let banner = Banner { hand: next.hand, status: text::status_line(lang, game, Some(&next)), totals };
        Summary { game: Some((game.clone(), next)), seats, banner: Some(Rc::new(banner)), problem }
    }
}

/// The calculator's table for the hand of `game` at `at`: rules, round,
/// and who sits where by name (the next hand, or a saved hand reopened,
/// issue 47: its payout names the players).
pub fn seats_at(game: &GameLine, id: &str, at: &Position) -> Option<GameSeats> {
    game.scoring().ok().map(|scoring| GameSeats {
        scoring,
        round_wind: at.round_wind,
        seats: at.table(),
        game: id.to_string(),
        hand: at.hand,
        names: (0..at.table()).map(|k| game.names.get(at.player_at(k)).cloned().unwrap_or_default()).collect(),
        players: (0..at.table()).map(|k| at.player_at(k)).collect(),
        sitting_out: at.sitting_out().map(|p| game.names.get(p).cloned().unwrap_or_default()),
    })
}

#[derive(Properties, PartialEq)]
pub struct SheetProps {
    pub lang: Lang,
    pub ledger: UseReducerHandle<Ledger>,
    pub on_action: Callback<LedgerAction>,
    /// The hand whose editor is open.
    pub editing: Option<usize>,
    pub on_edit: Callback<Option<usize>>,
    /// "Volgende hand invoeren": to the calculator.
    pub on_enter: Callback<()>,
    /// A saved hand's tiles (its table link), into the calculator.
    pub on_open_tiles: Callback<(String, usize)>,
}

#[function_component]
pub fn SheetScreen(props: &SheetProps) -> Html {
    let SheetProps { lang, ledger, on_action, editing, on_edit, on_enter, on_open_tiles } = props;
    let lang = *lang;
    let on_start = on_action.reform(|setup| {
        let (id, created) = stamp();
        LedgerAction::New { setup, id, created }
    });
    let on_import = on_action.reform(|text| {
        let (id, created) = stamp();
        LedgerAction::Import { text, id, created }
    });
    let names = ledger.game().map(|g| g.names.clone()).unwrap_or_default();
    html! {
        <section class="sheet" aria-label={lang.pick(t::SHEET)}>
            if let Some(key) = &ledger.book.unreadable {
                <p class="message" role="alert" data-problem="unreadable">{ text::unreadable(lang, key) }</p>
            }
            if let Some(e) = &ledger.error {
                <p class="message" role="alert">{ text::ledger_error(lang, e, &names) }</p>
            }
            if let Some(n) = &ledger.notice {
                <components::NoticeBar change={ledger.notices}
                    // Issue 32: "opgeslagen" only once it is on disk.
                    text={match n {
                        ledger::Notice::HandSaved { hand, .. } if !ledger.stored() => text::saving_hand(lang, *hand),
                        n => text::notice(lang, n),
                    }}
                    // Exactly the step it tells of (issue 47), named.
                    button={notice_button(lang, ledger, on_action)}
                    close={lang.pick(("Melding sluiten", "Close the message"))}
                    on_dismiss={on_action.reform(LedgerAction::Dismiss)} />
            }
            if let Some(c) = &ledger.conflict {
                <components::ConflictPanel {lang} ours={ledger.games.get(c.at).map(|g| g.game.clone())} theirs={c.theirs.clone()} hand={c.hand}
                    on_keep={on_action.reform(|_| LedgerAction::KeepOurs)} on_take={on_action.reform(|_| LedgerAction::TakeTheirs)} />
            }
            if let Some(i) = ledger.current {
                { game_view(GameView { lang, game: &ledger.games[i].game, id: &ledger.games[i].id, created: ledger.games[i].created.as_ref(), ledger,
                                       editing: *editing, on_action, on_edit, on_enter, on_open_tiles, club: ledger.games[i].club.as_ref() }) }
            } else {
                <GamesList {lang} ledger={ledger.clone()} on_action={on_action.clone()} {on_import} />
                <NewGameForm {lang} {on_start} />
            }
        </section>
    }
}

/// The notice's button: undo (or redo) of exactly its step (issue 47).
fn notice_button(lang: Lang, ledger: &Ledger, on_action: &Callback<LedgerAction>) -> Option<(String, Callback<()>)> {
    let what = |steps: &[ledger::UndoStep], id: u64| steps.iter().rev().find(|s| s.id == id).and_then(|s| s.what.clone());
    match ledger.notice_button()? {
        ledger::NoticeButton::Undo(id) => Some((
            text::undo_label(lang, what(&ledger.history, id).as_ref()),
            on_action.reform(move |_| LedgerAction::Undo { at: Timestamp::now(), step: Some(id) }),
        )),
        ledger::NoticeButton::Redo(id) => Some((
            text::redo_label(lang, what(&ledger.redo, id).as_ref()),
            on_action.reform(move |_| LedgerAction::Redo { at: Timestamp::now(), step: Some(id) }),
        )),
    }
}

/// What the open game's screen shows.
struct GameView<'a> {
    lang: Lang,
    game: &'a GameLine,
    id: &'a str,
    created: Option<&'a Timestamp>,
    /// Its undo and redo name their steps.
    ledger: &'a Ledger,
    editing: Option<usize>,
    on_action: &'a Callback<LedgerAction>,
    on_edit: &'a Callback<Option<usize>>,
    on_enter: &'a Callback<()>,
    on_open_tiles: &'a Callback<(String, usize)>,
    /// The club evening's table this game is (issue 22).
    club: Option<&'a crate::card::TableRef>,
}

/// The open game: what it is, where it stands, the totals, every hand, the
/// hand editor, and export.
fn game_view(v: GameView) -> Html {
    let GameView { lang, game, id, created, ledger, editing, on_action, on_edit, on_enter, on_open_tiles, club } = v;
    let close = {
        let (on_action, on_edit) = (on_action.clone(), on_edit.clone());
        Callback::from(move |_| {
            on_edit.emit(None);
            on_action.emit(LedgerAction::Close);
        })
    };
    let replay = match game.replay() {
        Ok(r) => r,
        Err(e) => {
            let e = game::LedgerError::Line(e);
            return html! {
                <>
                    <p class="message" role="alert">{ text::ledger_error(lang, &e, &game.names) }</p>
                    <button type="button" onclick={close}>{ lang.pick(t::ALL_GAMES) }</button>
                </>
            };
        }
    };
    let next = replay.next;
    let offered = ledger.notice_button();
    let title = format!(
        "{} · {} {} · {}",
        variant_name(lang, game.rules),
        game.players,
        lang.pick(t::PLAYERS),
        created.map(|t| t.local().0).unwrap_or_default()
    );
    let editor = editing.filter(|&i| i < game.hands.len()).map(|i| {
        let (on_action, on_edit) = (on_action.clone(), on_edit.clone());
        let on_save = {
            let (on_action, on_edit) = (on_action.clone(), on_edit.clone());
            let original = game.hands[i].clone();
            Callback::from(move |h: GameHand| {
                // The tiles stay with the hand while its numbers do.
                let h = if (GameHand { table: None, ..original.clone() }) == h { original.clone() } else { h };
                on_action.emit(LedgerAction::Edit(i, h));
                on_edit.emit(None);
            })
        };
        let on_cancel = on_edit.reform(|_| None);
        let on_delete = Callback::from(move |_| {
            on_edit.emit(None);
            on_action.emit(LedgerAction::DeleteHand(i));
        });
        html! {
            <HandEditor key={i} {lang} game={game.clone()} index={i} position={replay.hands[i].position}
                        {on_save} {on_delete} {on_cancel} on_open_tiles={on_open_tiles.clone()} />
        }
    });
    html! {
        <>
            <h2>{ title }</h2>
            if let Some(at) = club {
                <p class="hint club-table">{ text::table_of(lang, at) }</p>
            }
            <p class="status" aria-live="polite">{ text::status_line(lang, game, next.as_ref()) }</p>
            <p class="hint rotation">{ text::rotation_line(lang, game) }</p>
            <Totals {lang} names={game.names.clone()} totals={replay.totals.clone()} {next} />
            <div class="sheet-tools no-print">
                if next.is_some() {
                    <button type="button" class="primary" onclick={on_enter.reform(|_| ())}>{ lang.pick(t::ENTER_HAND) }</button>
                }
                // Each names the one step it takes (issue 47), and is
                // left out while the notice above offers that same step.
                if let Some(step) = ledger.last_step().filter(|s| offered != Some(ledger::NoticeButton::Undo(s.id))) {
                    <button type="button" class="undo-last" onclick={on_action.reform({ let id = step.id; move |_| LedgerAction::Undo { at: Timestamp::now(), step: Some(id) } })}>
                        { text::undo_label(lang, step.what.as_ref()) }
                    </button>
                }
                if let Some(step) = ledger.last_undone().filter(|s| offered != Some(ledger::NoticeButton::Redo(s.id))) {
                    <button type="button" class="redo-last" onclick={on_action.reform({ let id = step.id; move |_| LedgerAction::Redo { at: Timestamp::now(), step: Some(id) } })}>
                        { text::redo_label(lang, step.what.as_ref()) }
                    </button>
                }
                <button type="button" onclick={close}>{ lang.pick(t::ALL_GAMES) }</button>
            </div>
            if game.hands.is_empty() {
                <p class="hint">{ lang.pick(t::NO_HANDS) }</p>
            } else {
                <HandsTable {lang} game={game.clone()} replay={replay.clone()} on_edit={on_edit.reform(Some)} />
                { totals_chart(lang, &game.names, &replay) }
                <components::ShareStanding {lang} names={game.names.clone()} replay={replay.clone()} />
            }
            // A slot that is always there: Yew pairs unkeyed children from
            // the end, so an editor appearing among them would rebuild the
            // 200 rows before it.
            <div class="editor-slot">{ for editor }</div>
            if let Some(at) = club {
                <components::ResultToOrganiser {lang} at={at.clone()} game={game.clone()} />
            }
            <ExportTools {lang} game={game.clone()} id={AttrValue::from(id.to_string())} />
        </>
    }
}
