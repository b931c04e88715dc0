//! Every hand: number, East, winner, and per player the score, the net
//! (in print) and the running total. A hand's number opens its editor.

use mahjong_core::game::Replay;
use mahjong_core::json::GameLine;
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
    let mcr = s.rules.is_mcr();
    html! {
        <div class="hands-wrap">
            <table class="hands" aria-label={lang.pick(t::HANDS)}>
                <thead><tr>
                    <th>{ "#" }</th><th>{ wind_name(lang, 0) }</th><th>{ "MJ" }</th>
                    { for s.names.iter().map(|n| html! { <th class="num">{ n.clone() }</th> }) }
                </tr></thead>
                <tbody>
                    { for s.hands.iter().zip(&replay.hands).enumerate().map(|(i, (h, r))| {
                        let winner = h.winner.map_or(lang.pick(t::DRAW).to_string(), |w| s.names[w].clone());
                        let out = r.position.sitting_out();
                        html! {
                            <tr key={i} data-hand={(i + 1).to_string()}>
                                <td><button type="button" class="handno" aria-label={format!("{} {} {}", lang.pick(t::EDIT), lang.pick(t::HAND), i + 1)}
                                            onclick={on_edit.reform(move |_| i)}>{ i + 1 }</button></td>
                                <td>{ s.names[r.position.east()].clone() }</td>
                                <td>{ winner }</td>
                                { for (0..s.players).map(|p| {
                                    let mut score = if out == Some(p) {
                                        "–".to_string()
                                    } else if h.dead.contains(&p) {
                                        lang.pick(t::DEAD_SHORT).to_string()
                                    } else if !mcr {
                                        s.shown_score(h.score_of(p)).to_string()
                                    } else if h.winner == Some(p) {
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
                                    html! {
                                        <td class="num">
                                            <span class="cell-score">{ score }</span>
                                            <span class="cell-net">{ format!("{:+}", r.net[p]) }</span>
                                            <span class={classes!("cell-total", (r.totals[p] < 0).then_some("neg"))}>{ r.totals[p] }</span>
                                        </td>
                                    }
                                }) }
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        </div>
    }
}
