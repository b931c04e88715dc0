//! Always in view at the top: each seat's score and, once settled, its
//! net; and the next step. A tap on a seat shows its hand and brings its
//! itemised score into view.

use yew::prelude::*;

use crate::calculator::next::{NextStep, Refusal};
use crate::i18n::{hand_error_text, label, score_error_text, wind_name, Lang};
use mahjong_core::hand::HandError;

/// One seat in the bar.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BarCell {
    /// The score, or what the seat row shows instead ("–", "…", "!").
    pub score: String,
    /// The net once the hand is settled.
    pub net: Option<i64>,
    pub active: bool,
}

/// The bar: `names` by seat in a game on the sheet; `on_show` shows a
/// seat's hand and its score.
/// `save`: a game's hand that settles, its number and the save (issue 35:
/// the last step is named and on screen, in the bar that stays in view).
/// `answers`: the buttons that answer the line's question (issue 47), in
/// the bar too, so both choices are in view.
/// `view`: the seats' names in a game, and whether it is MCR.
pub fn score_bar(
    lang: Lang,
    cells: &[BarCell],
    view: &crate::calculator::TableView,
    step: NextStep,
    on_show: &Callback<usize>,
    save: Option<(usize, Callback<()>)>,
    answers: Html,
) -> Html {
    let (names, mcr) = (view.names.as_deref(), view.mcr);
    let who = |seat: usize| super::seat_name(lang, seat, view);
    html! {
        <div class="scorebar">
            <div class="cells">
                { for cells.iter().enumerate().map(|(i, c)| {
                    let net = c.net.map(|n| format!("{n:+}"));
                    // The visible text first, as it stands (WCAG 2.5.3), then what it means.
                    let name = format!("{} {}{}: {}{}", wind_name(lang, i), c.score,
                        net.as_ref().map(|n| format!(" {n}")).unwrap_or_default(),
                        lang.pick(label::SCORE), net.as_ref().map(|_| format!(", {}", lang.pick(label::NET))).unwrap_or_default());
                    let name = match names { Some(n) => format!("{name} ({})", n[i]), None => name };
                    html! {
                        <button key={i} type="button" class={classes!("cell", c.active.then_some("active"))} data-seat={i.to_string()}
                                aria-label={name} onclick={on_show.reform(move |_| i)}>
                            // Spaces between, so the text reads as words (the cell is a column).
                            <span class="who">{ wind_name(lang, i) }</span>{ " " }
                            <span class="points">{ c.score.clone() }</span>
                            if let Some(n) = net {
                                { " " }<span class={classes!("net", c.net.is_some_and(|n| n < 0).then_some("neg"))}>{ n }</span>
                            }
                        </button>
                    }
                }) }
            </div>
            if let (NextStep::Settled, Some((hand, on_save))) = (&step, save) {
                <div class="next-step save-now">
                    <p role="status">{ lang.pick(("Afgerekend.", "Settled.")) }</p>
                    <button type="button" class="primary" onclick={on_save.reform(|_| ())}>
                        { format!("{} {hand}", lang.pick(crate::i18n::sheet::SAVE_HAND)) }
                    </button>
                </div>
            } else {
                <p class="next-step" role="status">{ step_text(lang, step, &who, mcr, mcr || names.is_some()) }</p>
                { answers }
            }
        </div>
    }
}

/// The next step in words.
/// `mcr`: the button is "Fan typen" there, and the line says so (issue 47).
fn step_text(lang: Lang, step: NextStep, who: &dyn Fn(usize) -> String, mcr: bool, by_seat: bool) -> String {
    let nl = lang == Lang::Nl;
    match step {
        NextStep::EnterHand { seat } => {
            let typed = lang.pick(if mcr { label::TYPED_FAN } else { label::TYPED });
            if nl {
                format!("{}: tik de stenen aan, of kies {typed}.", who(seat))
            } else {
                format!("{}: tap the tiles, or choose {typed}.", who(seat))
            }
        }
        NextStep::Missing { seat, tiles } => match (nl, tiles) {
            (true, 1) => format!("{}: nog 1 steen.", who(seat)),
            (true, n) => format!("{}: nog {n} stenen.", who(seat)),
            (false, 1) => format!("{}: 1 more tile.", who(seat)),
            (false, n) => format!("{}: {n} more tiles.", who(seat)),
        },
        NextStep::Problem { seat, refusal: Refusal::Hand(HandError::MissingWinningTile) } => {
            if nl {
                format!("{}: markeer de winnende steen: tik hem aan op het rek, dan Winnende steen.", who(seat))
            } else {
                format!("{}: mark the winning tile: tap it on the rack, then Winning tile.", who(seat))
            }
        }
        NextStep::Problem { seat, refusal: Refusal::Hand(e) } => format!("{}: {}", who(seat), hand_error_text(lang, &e)),
        NextStep::Problem { seat, refusal: Refusal::Score(e) } => format!("{}: {}", who(seat), score_error_text(lang, &e)),
        NextStep::Typed { seat, problem } => format!("{}: {}", who(seat), problem.text(lang)),
        NextStep::TypeScore { seat } => {
            let what = lang.pick(if mcr { ("de fan", "the fans") } else { ("de score", "the score") });
            if nl {
                format!("{}: typ {what} op de cijfers.", who(seat))
            } else {
                format!("{}: type {what} on the digits.", who(seat))
            }
        }
        NextStep::Typing { seat, next } => {
            let what = lang.pick(if mcr { ("de fan", "the fans") } else { ("de score", "the score") });
            match (nl, next) {
                (true, Some(next)) => format!("{}: typ {what}, dan Volgende ({}).", who(seat), who(next)),
                (false, Some(next)) => format!("{}: type {what}, then Next ({}).", who(seat), who(next)),
                (true, None) => format!("{}: typ {what}, dan Klaar.", who(seat)),
                (false, None) => format!("{}: type {what}, then Done.", who(seat)),
            }
        }
        // Who discarded is asked where the answers name the seats (a game,
        // MCR); a free Dutch hand asks only where the tile came from.
        NextStep::HowWon { seat } => match (nl, by_seat) {
            (true, true) => format!("{}: van tafel (wie gooide?) of zelf gepakt?", who(seat)),
            (true, false) => format!("{}: van tafel of zelf gepakt?", who(seat)),
            (false, true) => format!("{}: from the table (who discarded?) or self-drawn?", who(seat)),
            (false, false) => format!("{}: from the table or self-drawn?", who(seat)),
        },
        NextStep::AskOpen { seat } => {
            if nl {
                format!("{}: liggen er sets open? Maak ze (Pung, Chow, Kong) en tik Op tafel ↑; of tik Nee, alles dicht.", who(seat))
            } else {
                format!("{}: are any sets exposed? Make them (Pung, Chow, Kong) and tap Expose ↑; or tap No, all concealed.", who(seat))
            }
        }
        NextStep::McrNoWin { seat, complete } => {
            format!("{}: {}", who(seat), lang.pick(if complete { label::MCR_BELOW } else { label::MCR_NOT_COMPLETE }))
        }
        NextStep::ConfirmMahjong { seat } => {
            if nl {
                format!("Mahjong voor {}? Tik Mahjong.", who(seat))
            } else {
                format!("Mahjong for {}? Tap Mahjong.", who(seat))
            }
        }
        NextStep::MahjongOrNext { seat, next } => {
            if nl {
                format!("{}: compleet. Mahjong? Tik nog een steen. Anders: Volgende ({}).", who(seat), who(next))
            } else {
                format!("{}: complete. Mahjong? Tap one more tile. Otherwise: Next ({}).", who(seat), who(next))
            }
        }
        NextStep::Done { seat, next } => {
            if nl {
                format!("{}: klaar. Tik Volgende ({}).", who(seat), who(next))
            } else {
                format!("{}: done. Tap Next ({}).", who(seat), who(next))
            }
        }
        NextStep::ChooseWinner => lang.pick(("Wie heeft mahjong? Tik MJ bij de winnaar.", "Who won? Tap MJ at the winner.")).into(),
        NextStep::ChooseDiscarder => lang.pick(label::NEED_DISCARDER).into(),
        NextStep::Settled => lang.pick(("Afgerekend: het saldo staat bij elke speler.", "Settled: each player's net is shown.")).into(),
    }
}
