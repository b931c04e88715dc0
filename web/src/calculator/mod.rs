//! The calculator at the table: the seats, the shown player's rack, the
//! palette, how the winning tile came, the score and the payout.
//!
//! State by concern: [`rack`] (one player's tiles and the taps on them),
//! [`seats`] (entries, dead hands, a game's seats), [`situation`] (how the
//! winning tile came), and [`state`] (the reducer that ties them together
//! and asks the engine for every number). The components in
//! [`components`] are pure: data and a `Callback<Action>` in, markup out.

pub mod components;
pub mod link;
pub mod next;
pub mod rack;
pub mod result;
pub mod results;
pub mod seats;
pub mod situation;
pub mod state;

use std::rc::Rc;

use yew::prelude::*;

pub use rack::{HandEntry, RackAction, UserGroup};
pub use result::{McrResult, PlayerResult};
pub use seats::{Entry, GameSeats, Player, RowView, TableView, TypedProblem};
pub use situation::{Circ, Situation};
pub use state::{Action, State};

use crate::i18n::{label, Msg};
use components::{score_bar, Banner, BarCell, Breakdown, CircView, GameBanner, NumberPad, Palette, Payout, Rack, SeatRows, SituationPanel};
use next::NextStep;

/// The hand the calculator hands to the score sheet.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Recorded {
    /// Scores by seat (MCR: the winner's fans at the winner), the winner's
    /// seat, dead hands by seat, and in MCR the discarder's seat.
    Hand {
        scores: Vec<u32>,
        winner: usize,
        dead: Vec<bool>,
        discarder: Option<usize>,
        /// The table's link when any seat was entered with tiles (issue 20).
        table: Option<String>,
        /// Replaces the saved hand at this index (issue 35), or is the next.
        edit: Option<usize>,
    },
    Draw,
    /// The saved hand at this index in the numbers editor instead.
    Numbers {
        index: usize,
    },
}

#[derive(Properties, PartialEq)]
pub struct CalculatorProps {
    pub state: UseReducerHandle<State>,
    /// One stable callback, so parts whose data did not change (the
    /// palette) are not rendered again on a tap.
    pub dispatch: Callback<Action>,
    /// Entering a hand of a game on the score sheet: the banner above.
    pub banner: Option<Rc<Banner>>,
    pub on_record: Callback<Recorded>,
}

#[function_component]
pub fn Calculator(props: &CalculatorProps) -> Html {
    let CalculatorProps { state, dispatch, banner, on_record } = props;
    let lang = state.lang;
    let active = state.active;
    // The engine is asked once per render.
    let results = state.results();
    let settlement = state.settlement(results);
    // A hand can be saved once it settles; a draw always.
    let on_save = match state.scores(results).filter(|_| settlement.is_some()).zip(state.winner) {
        Some((scores, winner)) => {
            let table = state.entered_with_tiles().then(|| crate::calculator::link::encode(state));
            let hand = Recorded::Hand { scores, winner, dead: state.dead(), discarder: state.discarder(), table, edit: state.editing };
            on_record.reform(move |_| hand.clone())
        }
        None => Callback::noop(),
    };
    let on_draw = on_record.reform(|_| Recorded::Draw);
    // A game's hand that settles: its save in the bar as well (issue 35).
    let save_now = banner.as_ref().filter(|_| state.aside.is_none()).map(|b| (b.hand, on_save.clone()));
    let circs: Vec<CircView> = state
        .circs()
        .iter()
        .map(|&c| CircView { circ: c, on: state.circ_on(c), enabled: state.winner == Some(active) && state.circumstance_enabled(c) })
        .collect();
    let rack_message = state.message.filter(|m| *m != Msg::BadLink);
    // The bar at the top: every seat's score and net, and the next step.
    let view = state.table_view(results);
    let cells: Vec<BarCell> = view
        .rows
        .iter()
        .enumerate()
        // A score that waits on a question says so (issue 47): "24?".
        .map(|(i, r)| {
            let score = if state.waits(i, &results[i]) { format!("{}?", r.score_text()) } else { r.score_text() };
            BarCell { score, net: settlement.as_ref().map(|s| s.net[i]), active: i == active }
        })
        .collect();
    let step = state.next_step(results);
    // The palette is up while the line asks the shown rack for tiles, or
    // while the player asked for it ("Stenen erbij"); otherwise the screen
    // is the rows', the breakdown's and the payout's (issue 35).
    let asked = use_state(|| None::<usize>);
    let wants = state.wants_tiles(&step);
    let palette_up = wants || *asked == Some(active);
    // What the line names stays in view between the bar and the dock
    // (issue 35): the shown rack's head, or the typing seat's row; scrolled
    // to only when it is not there (a game's banner, "Nieuwe hand" lower
    // down, a hand reopened).
    {
        let typed = state.players[active].hand().is_none();
        let hand = banner.as_ref().map(|b| b.hand);
        use_effect_with((active, palette_up, typed, state.editing, hand), |&(active, _, typed, _, _)| {
            keep_in_view(&if typed { format!(".table .row[data-seat=\"{active}\"]") } else { ".rack".to_string() });
        });
    }
    let breakdown = use_node_ref();
    let on_show = {
        let (dispatch, breakdown) = (dispatch.clone(), breakdown.clone());
        let scored: Vec<bool> = results.iter().map(|r| r.score.is_some()).collect();
        Callback::from(move |seat: usize| {
            dispatch.emit(Action::SetActive(seat));
            // A seat that has a score: its itemised score; else its rack.
            if !scored[seat] {
                return;
            }
            if let Some(el) = breakdown.cast::<web_sys::Element>() {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_behavior(web_sys::ScrollBehavior::Smooth);
                el.scroll_into_view_with_scroll_into_view_options(&options);
            }
        })
    };
    html! {
        <div class="calculator">
            if let Some(came_from) = &state.aside {
                // Calculating aside, an example or a saved hand: the table
                // the player came from waits, untouched, and "Terug" names it.
                { aside_bar(state, came_from, settlement.is_some(), &on_save, on_record, dispatch) }
            } else if let Some(b) = banner {
                <GameBanner {lang} banner={b.clone()} complete={settlement.is_some()} {on_save} {on_draw}
                            on_side={dispatch.reform(|_| Action::SideCalculation(true))} />
            }
            { score_bar(lang, &cells, &view, step.clone(), &on_show, save_now, question(state, &step, &view, dispatch)) }
            // The rack right under the bar, the palette docked at the bottom
            // of the screen like a keyboard (beside it on a phone on its
            // side): on the first screen without scrolling, and a tile under
            // the finger stays that tile however the rack grows (issue 20).
            <div class="calc-tiles">
                if let Some(h) = state.players[active].hand() {
                    <Rack {lang} hand={h.clone()} player={active} winner={state.winner == Some(active)} message={rack_message} dispatch={dispatch.clone()}
                          head={rack_head(state, &view, &step, dispatch)} ask_winner={state.winner.is_none() && !state.is_mcr()}
                          palette_tool={palette_tool(lang, wants, palette_up, active, &asked)} />
                    if palette_up {
                        <div class="palette-dock">
                            <Palette {lang} flowers={state.flowers_played()} three={state.seats == 3} used={state.on_table()} dispatch={dispatch.clone()} />
                        </div>
                    }
                } else {
                    if let Some(m) = state.message {
                        <p class="message" role="alert">{ m.text(lang) }</p>
                    }
                    // Up while the seat is typed or the line names its pad;
                    // settled or asking, it gives the screen back.
                    if let (Entry::Typed(text), true) = (&state.players[active].entry, pad_up(state, &step)) {
                        <NumberPad {lang} seat={active} text={AttrValue::from(text.clone())} next={state.pad_next()} dispatch={dispatch.clone()} />
                    }
                }
            </div>
            <SeatRows {lang} {view} dispatch={dispatch.clone()} />
            <div class="table-tools">
                <button type="button" class="new-hand" onclick={dispatch.reform(|_| Action::NextHand)}>{ lang.pick(label::NEW_HAND) }</button>
            </div>
            if state.winner == Some(active) {
                <SituationPanel {lang} discard={state.is_discard()} {circs} discarders={discarders(state, lang)} dispatch={dispatch.clone()} />
            }
            <Breakdown node_ref={breakdown} {lang} player={active} result={results[active].clone()} winner={state.winner == Some(active)} variant={state.variant()} />
            <Payout {lang} {settlement} hint={payout_hint(state, results)} names={state.game.as_ref().map(|g| g.names.clone())} />
        </div>
    }
}

/// Calculating aside, an example or a saved hand reopened: what the
/// player does here, and "Terug" naming the table that waits.
fn aside_bar(
    state: &State,
    came_from: &State,
    settles: bool,
    on_save: &Callback<()>,
    on_record: &Callback<Recorded>,
    dispatch: &Callback<Action>,
) -> Html {
    let lang = state.lang;
    html! {
    <section class="aside-bar" aria-label={lang.pick(label::SIDE)}>
        if let Some(i) = state.editing {
            // A saved hand reopened with its tiles (issue 35):
            // changed here, saved over itself.
            <p class="status">{ format!("{} {}", lang.pick(label::EDITING_HAND), i + 1) }</p>
            <button type="button" class="primary" disabled={!settles} onclick={on_save.reform(|_| ())}>
                { format!("{} {}", lang.pick(label::SAVE_EDIT), i + 1) }
            </button>
            <button type="button" onclick={on_record.reform(move |_| Recorded::Numbers { index: i })}>{ lang.pick(label::NUMBERS) }</button>
            <button type="button" onclick={dispatch.reform(|_| Action::SideCalculation(false))}>{ back_label(lang, came_from) }</button>
        } else {
            <p class="status">{ lang.pick(if state.example { label::EXAMPLE_HINT } else { label::SIDE_HINT }) }</p>
            <button type="button" class="primary" onclick={dispatch.reform(|_| Action::SideCalculation(false))}>{ back_label(lang, came_from) }</button>
        }
    </section>
    }
}

/// The shown rack's head: what the line asks of it ("Mahjong voor Zuid?",
/// "Volgende") and the seat's own buttons, so whatever the line names is
/// on screen above the palette (issue 35).
fn rack_head(state: &State, view: &TableView, step: &NextStep, dispatch: &Callback<Action>) -> Html {
    let (lang, active) = (state.lang, state.active);
    let who = |seat: usize| components::seat_name(lang, seat, view);
    let prompt = match *step {
        NextStep::ConfirmMahjong { seat } if seat == active => html! {
            <button type="button" class="primary prompt" aria-label={format!("{} {}", lang.pick(label::MAHJONG_FOR), who(seat))}
                    onclick={dispatch.reform(move |_| Action::SetWinner(Some(seat)))}>{ lang.pick(label::MAHJONG) }</button>
        },
        NextStep::MahjongOrNext { seat, next } | NextStep::Done { seat, next } if seat == active => html! {
            <button type="button" class="primary prompt" onclick={dispatch.reform(move |_| Action::SetActive(next))}>
                { format!("{}: {}", lang.pick(label::NEXT_SEAT), who(next)) }
            </button>
        },
        _ => html! {},
    };
    html! {
        <>
            { prompt }
            { components::seat_buttons(lang, active, &view.rows[active], view, dispatch, !matches!(*step, NextStep::ConfirmMahjong { seat } if seat == active)) }
        </>
    }
}

/// Scrolls so that `selector`'s top (its first 56 px: a rack's head, a
/// seat's row) shows right under the sticky score bar, unless it shows
/// already between the bar and the dock below (a dock beside it, on a
/// phone on its side, covers nothing).
fn keep_in_view(selector: &str) {
    let Some(window) = web_sys::window() else { return };
    let Some(doc) = window.document() else { return };
    let Some(el) = doc.query_selector(selector).ok().flatten() else { return };
    let at = el.get_bounding_client_rect();
    let bar_box = doc.query_selector(".scorebar").ok().flatten().map(|b| b.get_bounding_client_rect());
    let (bar, bar_height) = bar_box.map_or((0.0, 0.0), |b| (b.bottom(), b.height()));
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(640.0);
    let dock = doc
        .query_selector(".palette-dock, .pad-dock")
        .ok()
        .flatten()
        .map(|d| d.get_bounding_client_rect())
        .filter(|d| d.left() < at.right() - 10.0 && d.top() > 0.0)
        .map_or(height, |d| d.top());
    const HEAD: f64 = 56.0;
    // Scrolled, the bar sticks at the top: the head goes right under it.
    if at.top() < bar || at.top() + HEAD > dock {
        window.scroll_by_with_x_and_y(0.0, at.top() - bar_height - 4.0);
    }
}

/// Whether the number pad is up for the shown seat: while its score is
/// typed, or while the line names it (nothing typed yet, a number that is
/// no score, "Volgende"). Settled, or asking a question, it is not.
fn pad_up(state: &State, step: &NextStep) -> bool {
    let active = state.active;
    state.typing == Some(active)
        || matches!(*step, NextStep::TypeScore { seat } | NextStep::Typed { seat, .. } | NextStep::Done { seat, .. } if seat == active)
}

/// "Terug naar ...": the table the player came from, named (issue 47).
fn back_label(lang: crate::i18n::Lang, came_from: &State) -> String {
    match (came_from.editing, &came_from.game) {
        (Some(i), _) => format!("{} {}", lang.pick(label::BACK_TO_HAND), i + 1),
        (None, Some(g)) => format!("{} {}", lang.pick(label::BACK_TO_HAND), g.hand),
        (None, None) => lang.pick(label::BACK_TO_OWN).to_string(),
    }
}

/// The answers to the line's question, in the bar where the line is
/// (issue 47): how the winning tile came (in a game or MCR, who
/// discarded it, by seat), or "Nee, alles dicht".
fn question(state: &State, step: &NextStep, view: &TableView, dispatch: &Callback<Action>) -> Html {
    let lang = state.lang;
    let who = |seat: usize| components::seat_name(lang, seat, view);
    match *step {
        NextStep::HowWon { seat } => {
            let by_seat = state.game.is_some() || state.is_mcr();
            let self_drawn = state.circumstance_enabled(Circ::SelfDrawn);
            html! {
                <div class="ask" role="group" aria-label={lang.pick(label::ASK_HOW)}>
                    if by_seat {
                        { for (0..state.seats).filter(|&i| i != seat).map(|i| html! {
                            <button key={i} type="button" aria-label={format!("{}: {}", lang.pick(label::FROM_TABLE), who(i))}
                                    onclick={dispatch.reform(move |_| Action::SetDiscarder(Some(i)))}>{ who(i) }</button>
                        }) }
                    }
                    // A Dutch hand records its discarder when known (C2):
                    // "unknown" is an answer too; MCR's payment needs it.
                    if !state.is_mcr() {
                        <button type="button" onclick={dispatch.reform(|_| Action::SetDiscard)}>
                            { lang.pick(if by_seat { label::FROM_TABLE_UNKNOWN } else { label::FROM_TABLE }) }
                        </button>
                    }
                    <button type="button" disabled={!self_drawn} onclick={dispatch.reform(|_| Action::SetCircumstance(Circ::SelfDrawn, true))}>
                        { lang.pick(crate::i18n::label::SELF_DRAWN_ANSWER) }
                    </button>
                </div>
            }
        }
        NextStep::AskOpen { seat } => html! {
            <div class="ask">
                <button type="button" onclick={dispatch.reform(move |_| Action::AllConcealed(seat))}>{ lang.pick(label::ALL_CONCEALED) }</button>
            </div>
        },
        _ => html! {},
    }
}

/// "Stenen erbij" when the line asks no tiles of the shown rack (to add a
/// flower or change a tile), "Stenen weg" once asked for.
fn palette_tool(lang: crate::i18n::Lang, wants: bool, up: bool, active: usize, asked: &UseStateHandle<Option<usize>>) -> Html {
    if wants {
        return html! {};
    }
    let asked = asked.clone();
    html! {
        <button type="button" class="palette-toggle" aria-pressed={up.to_string()}
                onclick={Callback::from(move |_| asked.set((!up).then_some(active)))}>
            { lang.pick(if up { label::TILES_AWAY } else { label::MORE_TILES }) }
        </button>
    }
}

/// A Dutch game's other seats, for who discarded the winning tile (MCR
/// marks it on the seat rows, where it pays).
fn discarders(state: &State, lang: crate::i18n::Lang) -> Vec<(usize, String, bool)> {
    let (Some(game), Some(winner)) = (&state.game, state.winner) else { return Vec::new() };
    if state.is_mcr() {
        return Vec::new();
    }
    (0..state.seats)
        .filter(|&i| i != winner)
        .map(|i| {
            (
                i,
                format!("{} {}", crate::i18n::wind_name(lang, i), game.names.get(i).map_or("", String::as_str)),
                state.situation.discarder == Some(i),
            )
        })
        .collect()
}

/// What the payout still needs, when it cannot be shown yet.
fn payout_hint(state: &State, results: &[PlayerResult; 4]) -> (&'static str, &'static str) {
    if state.typing.is_some() {
        return label::TYPING_FIRST;
    }
    if state.asks(results) {
        return label::QUESTION_FIRST;
    }
    match state.winner {
        None => label::NO_WINNER,
        Some(w) if state.is_mcr() && results[w].score.is_some() => label::NEED_DISCARDER,
        // The winner's tiles are in, but fewer than 8 fans: no payout.
        Some(w) if state.is_mcr() && matches!(results[w].mcr, Some(McrResult::Fans(_))) => label::MCR_NO_PAYOUT,
        Some(_) if state.is_mcr() => label::NEED_FAN,
        Some(_) => label::NEED_SCORES,
    }
}
