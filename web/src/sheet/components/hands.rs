//! Every hand: its number (which opens its editor), and per player the seat
//! wind they had, the score, the hand's net (win or loss) and the running
//! total; the winner's cell is marked MJ. Narrow enough for 360 px.

use mahjong_core::game::{HandResult, Replay};
use mahjong_core::json::{GameHand, GameLine};
use mahjong_core::RuleSet;
use yew::prelude::*;

use crate::i18n::{label, sheet as t, wind_name, Lang};

#[derive(Properties, PartialEq)]
pub struct HandsProps {
    pub lang: Lang,
    pub game: GameLine,
    pub replay: Replay,
    pub on_edit: Callback<usize>,
}

#[function_component]
pub fn HandsTable(props: &HandsProps) -> Html {
    let HandsProps { lang, game: s, replay, on_edit } = props;
    let lang = *lang;
    let rules = s.scoring().ok().and_then(|sc| sc.dutch().copied());
    html! {
        <div class="hands-wrap">
            <table class="hands" aria-label={lang.pick(t::HANDS)}>
                <thead><tr>
                    <th>{ "#" }</th>
                    { for s.names.iter().enumerate().map(|(p, n)| html! { <th key={p} class="num name">{ n.clone() }</th> }) }
                </tr></thead>
                <tbody>
                    { for s.hands.iter().zip(&replay.hands).enumerate().map(|(i, (h, r))| html! {
                        <HandRow key={i} {lang} index={i} hand={h.clone()} result={r.clone()} players={s.players} {rules}
                                 on_edit={on_edit.clone()} />
                    }) }
                </tbody>
            </table>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct HandRowProps {
    lang: Lang,
    index: usize,
    hand: GameHand,
    result: HandResult,
    players: usize,
    /// The Dutch rule set (its chip rounding); `None` for MCR.
    rules: Option<RuleSet>,
    on_edit: Callback<usize>,
}

/// One hand's row: its own component, so a change to a long game redraws
/// only the rows whose hand or running totals changed (issue 19: a
/// 200-hand sheet within 100 ms per change).
#[function_component]
fn HandRow(props: &HandRowProps) -> Html {
    let HandRowProps { lang, index: i, hand: h, result: r, players, rules, on_edit } = props;
    let (lang, i) = (*lang, *i);
    let out = r.position.sitting_out();
    let draw = h.winner.is_none();
    html! {
        <tr data-hand={(i + 1).to_string()}>
            <td><button type="button" class="handno" aria-label={format!("{} {} {}", lang.pick(t::EDIT), lang.pick(t::HAND), i + 1)}
                        onclick={on_edit.reform(move |_| i)}>{ i + 1 }
                    // The number is the edit button; the pen says so (issue 35).
                    <svg class="pen" viewBox="0 0 16 16" width="11" height="11" aria-hidden="true">
                        <path d="M11 2.5l2.5 2.5-8 8H3v-2.5z" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round" />
                    </svg>
                </button>
                // A draw says so, rather than four zeros (issue 20).
                if draw { <span class="cell-draw">{ lang.pick(t::DRAW) }</span> }</td>
            { for (0..*players).map(|p| {
                let won = h.winner == Some(p);
                let mut score = if out == Some(p) || draw {
                    "–".to_string()
                } else if h.dead.contains(&p) {
                    lang.pick(t::DEAD_SHORT).to_string()
                } else if let Some(rules) = rules {
                    rules.round_score(h.score_of(p)).to_string()
                } else if won {
                    // MCR: the winner's fans; the discarder marked.
                    format!("{} {}", h.score_of(p), lang.pick(label::FAN))
                } else if h.discarder == Some(p) {
                    lang.pick(t::DISC_SHORT).to_string()
                } else {
                    String::new()
                };
                if let Some(&pen) = h.penalties.get(p).filter(|&&x| x > 0) {
                    score.push_str(&format!(" −{pen}"));
                }
                // The seat wind this player had (the first letter of its name).
                let wind = r.position.seat(p).map(|w| &wind_name(lang, w.index())[..1]);
                html! {
                    <td key={p} class={classes!("num", won.then_some("won"))}>
                        <span class="cell-score">
                            if let Some(w) = wind { <span class="cell-wind">{ w }</span> }
                            if won { <span class="cell-mj">{ "MJ" }</span> }
                            { score }
                        </span>
                        <span class={classes!("cell-net", (r.net[p] < 0).then_some("neg"))}>{ format!("{:+}", r.net[p]) }</span>
                        <span class={classes!("cell-total", r.totals[p].is_negative().then_some("neg"))}>{ r.totals[p] }</span>
                    </td>
                }
            }) }
        </tr>
    }
}
