//! The season's course as a chart: each player's rank or total after every
//! evening (the engine's `season::course`), drawn by the app as inline SVG
//! like the score sheet's chart. A few players in colour with a legend;
//! on a player's page the rest of the field in grey behind.

use mahjong_core::json::season::CourseStep;
use yew::prelude::*;

use super::text as t;
use crate::i18n::Lang;

/// What the chart shows: the rank (1 at the top) or the total.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Measure {
    #[default]
    Rank,
    Total,
}

/// The score sheet's colours and dashes (Okabe-Ito: told apart in print
/// and by colour-blind eyes).
const LINES: [(&str, &str); 5] = [("#e69f00", ""), ("#56b4e9", "14 6"), ("#009e73", "4 4"), ("#f0e442", "18 6 4 6"), ("#cc79a7", "2 6")];

const W: f64 = 1000.0;
const H: f64 = 420.0;
const PAD: f64 = 24.0;

/// The chart's choice of rank or points, as a select that sets `measure`.
pub fn measure_picker(lang: Lang, measure: &UseStateHandle<Measure>) -> Html {
    let onchange = {
        let measure = measure.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            measure.set(if v == "total" { Measure::Total } else { Measure::Rank });
        })
    };
    html! {
        <label class="measure">
            { lang.pick(t::COURSE) }{ " " }
            <select name="measure" {onchange}>
                <option value="rank" selected={**measure == Measure::Rank}>{ lang.pick(t::RANK) }</option>
                <option value="total" selected={**measure == Measure::Total}>{ lang.pick(t::POINTS) }</option>
            </select>
        </label>
    }
}

/// A player's value after each evening, where they were ranked by then.
fn series(course: &[CourseStep], player: &str, measure: Measure) -> Vec<(usize, f64)> {
    course
        .iter()
        .enumerate()
        .filter_map(|(i, step)| {
            let l = step.standings.iter().find(|l| l.player == player)?;
            Some((i, if measure == Measure::Rank { l.rank as f64 } else { l.total }))
        })
        .collect()
}

/// The chart of `shown` players (in colour, with a legend); with `field`
/// every other player too, in grey.
pub fn course_chart(lang: Lang, course: &[CourseStep], shown: &[String], field: bool, measure: Measure) -> Html {
    let Some(last) = course.last() else { return Html::default() };
    let everyone: Vec<&str> = last.standings.iter().map(|l| l.player.as_str()).collect();
    let values = course.iter().flat_map(|s| s.standings.iter().map(|l| if measure == Measure::Rank { l.rank as f64 } else { l.total }));
    let (lo, hi) = values.fold((f64::MAX, f64::MIN), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let (lo, hi) = if measure == Measure::Total { (lo.min(0.0), hi.max(0.0)) } else { (1.0, hi.max(2.0)) };
    let span = (hi - lo).max(1.0);
    let steps = course.len().saturating_sub(1).max(1) as f64;
    let x = |i: usize| if course.len() == 1 { W / 2.0 } else { PAD + i as f64 * (W - 2.0 * PAD) / steps };
    // Rank 1 at the top; the highest total at the top.
    let y = |v: f64| match measure {
        Measure::Rank => PAD + (v - lo) * (H - 2.0 * PAD) / span,
        Measure::Total => PAD + (hi - v) * (H - 2.0 * PAD) / span,
    };
    let points = |s: &[(usize, f64)]| s.iter().map(|&(i, v)| format!("{:.0},{:.0}", x(i), y(v))).collect::<Vec<_>>().join(" ");
    let now = |p: &str| last.standings.iter().find(|l| l.player == p);
    let label = |p: &str| match (now(p), measure) {
        (Some(l), Measure::Rank) => format!("{p} {}", l.rank),
        (Some(l), Measure::Total) => format!("{p} {}", l.total_text),
        (None, _) => p.to_string(),
    };
    let description = format!(
        "{} ({}, {} {}): {}",
        lang.pick(t::COURSE),
        lang.pick(if measure == Measure::Rank { t::RANK } else { t::POINTS }),
        course.len(),
        lang.pick(("speelavonden", "club evenings")),
        shown.iter().map(|p| label(p)).collect::<Vec<_>>().join(", ")
    );
    let (top, bottom) = match measure {
        Measure::Rank => ("1".to_string(), format!("{hi:.0}")),
        Measure::Total => (format!("{hi:.0}"), format!("{lo:.0}")),
    };
    html! {
        <figure class="chart course">
            <svg viewBox={format!("0 0 {W} {H}")} role="img" aria-label={description.clone()}>
                <title>{ description }</title>
                if measure == Measure::Total {
                    <line class="zero" x1={PAD.to_string()} x2={(W - PAD).to_string()} y1={format!("{:.0}", y(0.0))} y2={format!("{:.0}", y(0.0))} />
                }
                <text class="axis" x={PAD.to_string()} y={(PAD + 28.0).to_string()}>{ top }</text>
                <text class="axis" x={PAD.to_string()} y={(H - PAD - 8.0).to_string()}>{ bottom }</text>
                if field {
                    { for everyone.iter().filter(|p| !shown.iter().any(|s| s == *p)).map(|p| html! {
                        <polyline key={p.to_string()} class="field" points={points(&series(course, p, measure))} />
                    }) }
                }
                { for shown.iter().enumerate().map(|(k, p)| {
                    let (colour, dash) = LINES[k % LINES.len()];
                    let s = series(course, p, measure);
                    html! {
                        <g key={p.clone()}>
                            <polyline points={points(&s)} stroke={colour} stroke-dasharray={dash} />
                            { for s.iter().map(|&(i, v)| html! {
                                <circle key={i} cx={format!("{:.0}", x(i))} cy={format!("{:.0}", y(v))} r="9" fill={colour} />
                            }) }
                        </g>
                    }
                }) }
            </svg>
            <figcaption>
                <ul class="legend">
                    { for shown.iter().enumerate().map(|(k, p)| {
                        let (colour, dash) = LINES[k % LINES.len()];
                        html! {
                            <li key={p.clone()}>
                                <svg class="swatch" viewBox="0 0 40 10" aria-hidden="true">
                                    <line x1="0" x2="40" y1="5" y2="5" stroke={colour} stroke-dasharray={dash} />
                                </svg>
                                { label(p) }
                            </li>
                        }
                    }) }
                </ul>
            </figcaption>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::json::season::CourseLine;

    fn step(date: &str, lines: &[(&str, usize, f64)]) -> CourseStep {
        let line = |&(p, rank, total): &(&str, usize, f64)| CourseLine { player: p.into(), rank, total, total_text: String::new() };
        CourseStep { date: date.into(), standings: lines.iter().map(line).collect() }
    }

    #[test]
    fn a_player_joins_the_course_when_first_ranked() {
        // B plays from the second evening: two points against A's three.
        let course = [step("2026-09-01", &[("A", 1, 5.0)]), step("2026-09-08", &[("A", 1, 8.5), ("B", 2, 5.0)])];
        assert_eq!(series(&course, "A", Measure::Total), [(0, 5.0), (1, 8.5)]);
        assert_eq!(series(&course, "B", Measure::Rank), [(1, 2.0)]);
    }
}
