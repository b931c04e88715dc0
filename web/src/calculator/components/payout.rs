//! The payout table: who pays whom, and each seat's net (ruling 19; MCR
//! 8 + fans), or what the payout still needs.

use mahjong_core::settle::Settlement;
use yew::prelude::*;

use crate::i18n::{label, wind_name, Lang};

#[derive(Properties, PartialEq)]
pub struct PayoutProps {
    pub lang: Lang,
    pub settlement: Option<Settlement>,
    /// What is still missing when there is no settlement yet.
    pub hint: (&'static str, &'static str),
    /// Player names by seat in a game on the sheet.
    pub names: Option<Vec<String>>,
}

#[function_component]
pub fn Payout(props: &PayoutProps) -> Html {
    let PayoutProps { lang, settlement, hint, names } = props;
    let lang = *lang;
    let who = |seat: usize| match names {
        Some(n) => n[seat].clone(),
        None => wind_name(lang, seat).to_string(),
    };
    html! {
        <section class="payout" aria-label={lang.pick(label::PAYOUT)}>
            <h2>{ lang.pick(label::PAYOUT) }</h2>
            if let Some(s) = settlement {
                <table><tbody>
                    { for s.payments.iter().enumerate().map(|(k, p)| html! {
                        <tr key={k}>
                            <td>{ format!("{} {} {}", who(p.from), lang.pick(label::PAYS), who(p.to)) }</td>
                            <td class="num">{ p.amount }</td>
                        </tr>
                    }) }
                </tbody></table>
                <table class="nets"><tbody>
                    { for s.net.iter().enumerate().map(|(i, n)| html! {
                        <tr key={i} data-net={i.to_string()}>
                            <td>{ format!("{} {}", lang.pick(label::NET), who(i)) }</td>
                            <td class={classes!("num", (*n < 0).then_some("neg"))}>{ format!("{n:+}") }</td>
                        </tr>
                    }) }
                </tbody></table>
            } else {
                <p class="hint">{ lang.pick(*hint) }</p>
            }
        </section>
    }
}
