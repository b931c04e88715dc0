//! The season grid (seizoensoverzicht, issue 31): every player by every
//! evening, what each evening is worth to them, which count (C8, C11),
//! the totals and the reglement's tie-break columns; on the screen and
//! printed on its own page. Every number is the engine's answer.

use std::rc::Rc;

use mahjong_core::json::Answer;
use yew::prelude::*;

use super::player::Shared;
use super::standing_row::{tie_heads, StandingRow};
use super::text as t;
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub struct GridProps {
    pub lang: Lang,
    pub name: String,
    /// The engine's answer for the season (an `Answer::Season`).
    pub out: Shared<Option<Answer>>,
    pub standings: Rc<Vec<StandingRow>>,
    pub ties: mahjong_core::competition::SeasonTies,
}

/// A date as a column head: "6/10".
fn day_month(date: &str) -> String {
    match (date.get(8..10).and_then(|d| d.parse::<u32>().ok()), date.get(5..7).and_then(|m| m.parse::<u32>().ok())) {
        (Some(d), Some(m)) => format!("{d}/{m}"),
        _ => date.to_string(),
    }
}

#[function_component]
pub fn SeasonGrid(props: &GridProps) -> Html {
    let GridProps { lang, name, out, standings, ties } = props;
    let lang = *lang;
    // Opened by "Afdrukken", then printed once it is on the page.
    let open = use_state(|| false);
    let printing = use_state(|| 0u32);
    use_effect_with(*printing, |times| {
        if *times > 0 {
            if let Some(w) = web_sys::window() {
                let _ = w.print();
            }
        }
    });
    let on_toggle = {
        let open = open.clone();
        Callback::from(move |e: Event| open.set(e.target_unchecked_into::<web_sys::Element>().has_attribute("open")))
    };
    let print = {
        let (open, printing) = (open.clone(), printing.clone());
        Callback::from(move |_| {
            open.set(true);
            printing.set(*printing + 1);
        })
    };
    let Some(Answer::Season(out)) = out.0.as_ref() else { return Html::default() };
    // The engine's lines, in the order of the standings shown.
    let lines: Vec<(&StandingRow, &Vec<String>)> = standings.iter().zip(&out.standings).map(|(s, o)| (s, &o.counted)).collect();
    let cell = |player: &str, counted: &[String], date: &str| -> Html {
        let Some(e) = out.evenings.iter().find(|e| e.date == date) else { return html! { <td /> } };
        let seat = e.tables.iter().flat_map(|t| &t.seats).find(|x| x.player == player);
        match seat {
            None => html! { <td class="num absent">{ "–" }</td> },
            Some(x) if !e.counts => html! { <td class="num void">{ &x.points_text }</td> },
            Some(x) if counted.iter().any(|d| d == date) => html! { <td class="num counted">{ &x.points_text }</td> },
            Some(x) => html! { <td class="num dropped">{ format!("({})", x.points_text) }</td> },
        }
    };
    html! {
        <details class="season-grid" open={*open} ontoggle={on_toggle}>
            <summary>{ lang.pick(t::GRID) }</summary>
            <h3 class="print-only">{ format!("{} · {name}", lang.pick(t::GRID)) }</h3>
            // Made only when opened: a season of 400 evenings is 9,600 cells.
            if *open {
            <p class="hint legend">{ lang.pick(t::GRID_LEGEND) }</p>
            <div class="grid-scroll" role="region" aria-label={lang.pick(t::GRID)} tabindex="0">
                <table class="grid">
                    <thead><tr>
                        <th scope="col"><abbr title={lang.pick(t::RANK)}>{ lang.pick(("Pl.", "#")) }</abbr></th>
                        <th scope="col">{ lang.pick(t::NAME) }</th>
                        { for out.evenings.iter().map(|e| html! {
                            <th scope="col" class={classes!("num", (!e.counts).then_some("void"))} title={t::date(lang, &e.date)}>{ day_month(&e.date) }</th>
                        }) }
                        <th scope="col" class="num">{ lang.pick(t::POINTS) }</th>
                        <th scope="col" class="num"><abbr title={lang.pick(t::PLAYED)}>{ lang.pick(("Av.", "Ev.")) }</abbr></th>
                        { for tie_heads(*ties).iter().map(|(short, long)| html! {
                            <th scope="col" class="num"><abbr title={lang.pick(*long)}>{ lang.pick(*short) }</abbr></th>
                        }) }
                    </tr></thead>
                    <tbody>
                        { for lines.iter().map(|(s, counted)| html! {
                            <tr key={s.player.clone()}>
                                <td>{ s.rank }</td>
                                <th scope="row">{ &s.player }</th>
                                { for out.evenings.iter().map(|e| cell(&s.player, counted, &e.date)) }
                                <td class="num total">{ &s.total }</td>
                                <td class="num">{ s.evenings }</td>
                                { for s.ties.iter().map(|v| html! { <td class="num">{ v.clone() }</td> }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
            }
            <button type="button" class="no-print" onclick={print}>{ lang.pick(t::GRID_PRINT) }</button>
        </details>
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates_as_column_heads() {
        assert_eq!(super::day_month("2026-10-06"), "6/10");
        assert_eq!(super::day_month("2026-12-31"), "31/12");
    }
}
