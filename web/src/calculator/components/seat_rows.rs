//! The seats: each row's wind (and name in a game), the score or the typed
//! score, and the buttons for entry mode, winner and dead hand (in MCR,
//! who discarded).

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::calculator::{Action, RowView, TableView};
use crate::i18n::{label, wind_name, Lang};

#[derive(Properties, PartialEq)]
pub struct SeatRowsProps {
    pub lang: Lang,
    pub view: TableView,
    pub dispatch: Callback<Action>,
}

#[function_component]
pub fn SeatRows(props: &SeatRowsProps) -> Html {
    let SeatRowsProps { lang, view, dispatch } = props;
    // The field being typed has the focus, the caret after what is there
    // ("Score typen", "Volgende" on the pad); a field that appears in a
    // reopened hand does not take it (issue 47: that would start typing).
    // A field the player put the focus in keeps its caret and selection.
    use_effect_with(view.typing, move |typing| {
        let document = web_sys::window().and_then(|w| w.document());
        let field = typing.and_then(|i| document.as_ref()?.get_element_by_id(&format!("typed-{i}")));
        let focused = document.as_ref().and_then(|d| d.active_element());
        if let Some(el) =
            field.filter(|f| Some(f) != focused.as_ref()).and_then(|f| wasm_bindgen::JsCast::dyn_into::<HtmlInputElement>(f).ok())
        {
            let _ = el.focus();
            let end = el.value().len() as u32;
            let _ = el.set_selection_range(end, end);
        }
    });
    html! {
        <section class="table" aria-label={lang.pick(label::TABLE)}>
            { for view.rows.iter().enumerate().map(|(i, row)| seat_row(*lang, i, row, view, dispatch)) }
        </section>
    }
}

/// One seat, keyed by its place. East pays and receives double (ruling
/// 19), so its wind says ×2; MCR has no such doubling.
fn seat_row(lang: Lang, i: usize, row: &RowView, view: &TableView, dispatch: &Callback<Action>) -> Html {
    let mcr = view.mcr;
    let (active, winner) = (&(view.active == i), &(view.winner == Some(i)));
    let wind = wind_name(lang, i);
    let player = view.names.as_ref().map(|n| n[i].clone());
    let name = seat_name(lang, i, view);
    let score_text = row.score_text();
    let score_label = format!("{name}: {}", lang.pick(label::SCORE));
    let problem_id = format!("typed-problem-{i}");
    html! {
        <div key={i} class={classes!("row", active.then_some("active"), winner.then_some("winner"))} data-seat={i.to_string()}>
            // Each name holds the button's visible text (WCAG 2.5.3, label in name).
            <button class="seat" aria-pressed={active.to_string()} aria-label={format!("{name}{}: {}", if i == 0 && !mcr { " ×2" } else { "" }, lang.pick(label::SHOW_HAND))}
                    onclick={dispatch.reform(move |_| Action::SetActive(i))}>
                // East pays and receives double (ruling 19); MCR has no such doubling.
                <span class="wind">{ wind }</span>
                if let Some(p) = player { { " " }<span class="player">{ p }</span> }
                if i == 0 && !mcr { <span class="double">{ " ×2" }</span> }
            </button>
            if let Some(text) = &row.typed {
                <input id={format!("typed-{i}")} class={classes!("typed", row.typed_problem.is_some().then_some("problem"))} type="text"
                       inputmode="none" autocomplete="off" value={text.clone()} aria-label={score_label}
                       // A tap on the field brings the pad back, also in a
                       // settled or reopened hand (issue 47).
                       onfocus={dispatch.reform(move |_| Action::EditTyped(i))}
                       onclick={dispatch.reform(move |_| Action::EditTyped(i))}
                       aria-invalid={row.typed_problem.is_some().to_string()}
                       aria-describedby={row.typed_problem.is_some().then(|| problem_id.clone())}
                       oninput={dispatch.reform(move |e: InputEvent| Action::SetTyped(i, e.target_unchecked_into::<HtmlInputElement>().value()))} />
            } else {
                <output class={classes!("score", row.problem.then_some("problem"))} aria-label={score_label}>{ score_text }</output>
            }
            { seat_buttons(lang, i, row, view, dispatch, true) }
            if let Some(p) = row.typed_problem {
                <p class="field-problem" id={problem_id} role="alert">{ p.text(lang) }</p>
            }
        </div>
    }
}

/// A seat's wind, and its player's name in a game.
pub fn seat_name(lang: Lang, i: usize, view: &TableView) -> String {
    let wind = wind_name(lang, i);
    match view.names.as_ref().map(|n| &n[i]) {
        Some(n) => format!("{wind} {n}"),
        None => wind.to_string(),
    }
}

/// A seat's buttons: entry mode, MJ, and dead hand (in MCR, which has no
/// dead hand, who discarded). On the seat's row, and on its rack's head
/// while its rack is shown, so what the line names is on screen (issue 35).
/// `mj`: false where a "Mahjong" prompt stands beside them, which does
/// the same (one button for one thing).
pub fn seat_buttons(lang: Lang, i: usize, row: &RowView, view: &TableView, dispatch: &Callback<Action>, mj: bool) -> Html {
    let (mcr, winner, discarder) = (view.mcr, view.winner == Some(i), view.discarder == Some(i));
    let name = seat_name(lang, i, view);
    let typed = row.typed.is_some();
    let (last_on, last_text, last_long, last_action) = if mcr {
        (discarder, label::DISCARDER, label::DISCARDER_LONG, Action::SetDiscarder(if discarder { None } else { Some(i) }))
    } else {
        (row.dead, label::DEAD, label::DEAD, Action::ToggleDead(i))
    };
    html! {
        <>
            <button type="button" class="mode" onclick={dispatch.reform(move |_| Action::SetTypedMode(i, !typed))}>
                { lang.pick(match (typed, mcr) {
                    (true, _) => label::ENTER_TILES,
                    (false, true) => label::TYPED_FAN,
                    (false, false) => label::TYPED,
                }) }
            </button>
            if mj {
                <button type="button" class={classes!("win", winner.then_some("on"))} aria-pressed={winner.to_string()}
                        aria-label={format!("{name}: MJ, {}", lang.pick(label::WINNER))}
                        onclick={dispatch.reform(move |_| Action::SetWinner(if winner { None } else { Some(i) }))}>
                    { "MJ" }
                </button>
            }
            <button type="button" class={classes!("dead", last_on.then_some("on"))} aria-pressed={last_on.to_string()}
                    aria-label={if last_text == last_long { format!("{name}: {}", lang.pick(last_text)) } else { format!("{name}: {}, {}", lang.pick(last_text), lang.pick(last_long)) }}
                    onclick={dispatch.reform(move |_| last_action.clone())}>
                { lang.pick(last_text) }
            </button>
        </>
    }
}
