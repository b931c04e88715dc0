//! A picture of the evening: each player's running total after every hand
//! as a line, drawn by the app as inline SVG (readable at 360 px and on
//! paper), with a legend naming the lines and the standing.

use mahjong_core::game::Replay;
use yew::prelude::*;

use crate::i18n::{sheet as t, Lang};

/// One colour per player, told apart in print and by colour-blind eyes
/// (Okabe-Ito), with a dash pattern as well.
pub(crate) const LINES: [(&str, &str); 5] =
    [("#e69f00", ""), ("#56b4e9", "14 6"), ("#009e73", "4 4"), ("#f0e442", "18 6 4 6"), ("#cc79a7", "2 6")];

/// The drawing's size in SVG units; the page scales it to the width.
const W: i64 = 1000;
const H: i64 = 420;
const PAD: i64 = 20;

/// Each player's running total, 0 at the start and then after each hand;
/// with the lowest and the highest of them all (0 included). The chart
/// and the shared picture (`sheet::picture`) draw these.
pub(crate) fn running_totals(players: usize, replay: &Replay) -> (Vec<Vec<i64>>, i64, i64) {
    let series: Vec<Vec<i64>> = (0..players)
        .map(|p| std::iter::once(0).chain(replay.hands.iter().map(|h| h.totals.get(p).copied().unwrap_or(0))).collect())
        .collect();
    let (lo, hi) = series.iter().flatten().fold((0i64, 0i64), |(lo, hi), &v| (lo.min(v), hi.max(v)));
    (series, lo, hi)
}

/// The chart of a game's running totals, with its legend.
pub fn totals_chart(lang: Lang, names: &[String], replay: &Replay) -> Html {
    let (series, lo, hi) = running_totals(names.len(), replay);
    let hands = replay.hands.len() as i64;
    let span = (hi - lo).max(1);
    let x = |i: i64| PAD + i * (W - 2 * PAD) / hands.max(1);
    let y = |v: i64| PAD + (hi - v) * (H - 2 * PAD) / span;
    let zero = y(0);
    let description = format!(
        "{}: {}",
        lang.pick(t::CHART),
        names.iter().zip(&replay.totals).map(|(n, v)| format!("{n} {v:+}")).collect::<Vec<_>>().join(", ")
    );
    html! {
        <figure class="chart">
            <svg viewBox={format!("0 0 {W} {H}")} role="img" aria-label={description.clone()}>
                <title>{ description }</title>
                <line class="zero" x1={PAD.to_string()} x2={(W - PAD).to_string()} y1={zero.to_string()} y2={zero.to_string()} />
                <text class="axis" x={PAD.to_string()} y={(PAD + 28).to_string()}>{ format!("{hi:+}") }</text>
                <text class="axis" x={PAD.to_string()} y={(H - PAD - 8).to_string()}>{ format!("{lo:+}") }</text>
                { for series.iter().enumerate().map(|(p, s)| {
                    let (colour, dash) = LINES[p % LINES.len()];
                    let points = s.iter().enumerate().map(|(i, &v)| format!("{},{}", x(i as i64), y(v))).collect::<Vec<_>>().join(" ");
                    html! { <polyline key={p} {points} stroke={colour} stroke-dasharray={dash} /> }
                }) }
            </svg>
            <figcaption>
                <ul class="legend">
                    { for names.iter().zip(&replay.totals).enumerate().map(|(p, (n, v))| {
                        // The line's own colour and dash (an SVG: the CSP allows no style attribute).
                        let (colour, dash) = LINES[p % LINES.len()];
                        html! {
                            <li key={p}>
                                <svg class="swatch" viewBox="0 0 40 10" aria-hidden="true">
                                    <line x1="0" x2="40" y1="5" y2="5" stroke={colour} stroke-dasharray={dash} />
                                </svg>
                                { format!("{n} {v:+}") }
                            </li>
                        }
                    }) }
                </ul>
            </figcaption>
        </figure>
    }
}
