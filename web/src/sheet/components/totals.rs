//! Each player's running total and seat in the next hand.

use mahjong_core::game::Position;
use yew::prelude::*;

use crate::i18n::{sheet as t, wind_name, Lang};

#[derive(Properties, PartialEq)]
pub struct TotalsProps {
    pub lang: Lang,
    pub names: Vec<String>,
    pub totals: Vec<i64>,
    /// The next hand; `None` when the game is over.
    pub next: Option<Position>,
}

#[function_component]
pub fn Totals(props: &TotalsProps) -> Html {
    let TotalsProps { lang, names, totals, next } = props;
    let lang = *lang;
    html! {
        <table class="totals" aria-label={lang.pick(t::TOTALS)}>
            <tbody>
                { for names.iter().zip(totals).enumerate().map(|(i, (name, &total))| {
                    let seat = match next {
                        Some(n) => n.seat(i).map_or(lang.pick(t::SITS_OUT), |w| wind_name(lang, w.index())),
                        None => "",
                    };
                    html! {
                        <tr key={i} data-player={i.to_string()}>
                            <td>{ name.clone() }</td>
                            <td class="seatname">{ seat }</td>
                            <td class={classes!("num", "total", total.is_negative().then_some("neg"))}>{ format!("{total:+}") }</td>
                        </tr>
                    }
                }) }
            </tbody>
        </table>
    }
}
