//! How the winning tile came: "van tafel" and each circumstance the rule
//! set offers, enabled only where the engine says it can apply.

use yew::prelude::*;

use crate::calculator::{Action, Circ};
use crate::i18n::{label, Lang};

/// One circumstance as shown: whether it is on and whether it can apply.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CircView {
    pub circ: Circ,
    pub on: bool,
    pub enabled: bool,
}

#[derive(Properties, PartialEq)]
pub struct SituationProps {
    pub lang: Lang,
    /// The winning tile came from the table.
    pub discard: bool,
    pub circs: Vec<CircView>,
    /// In a game on the score sheet (Dutch rules): the other seats, to
    /// say in one tap who discarded the winning tile ("mahjong
    /// veroorzaakt", competition ruling C2): seat, wind and name, chosen.
    #[prop_or_default]
    pub discarders: Vec<(usize, String, bool)>,
    pub dispatch: Callback<Action>,
}

#[function_component]
pub fn SituationPanel(props: &SituationProps) -> Html {
    let SituationProps { lang, discard, circs, discarders, dispatch } = props;
    let lang = *lang;
    html! {
        <section class="situation" aria-label={lang.pick(label::HOW_WON)}>
            <h2>{ lang.pick(label::HOW_WON) }</h2>
            <div class="circs">
                <button type="button" class={classes!("circ", discard.then_some("on"))} aria-pressed={discard.to_string()}
                        onclick={dispatch.reform(|_| Action::SetDiscard)}>{ lang.pick(label::DISCARD) }</button>
                { for circs.iter().map(|&CircView { circ, on, enabled }| html! {
                    <button key={circ as usize} type="button" class={classes!("circ", on.then_some("on"))} aria-pressed={on.to_string()}
                            disabled={!enabled && !on} onclick={dispatch.reform(move |_| Action::SetCircumstance(circ, !on))}>
                        { lang.pick(Circ::label(circ)) }
                    </button>
                }) }
            </div>
            if *discard && !discarders.is_empty() {
                <div class="circs discarders" role="group" aria-label={lang.pick(label::DISCARDED_BY)}>
                    <span class="term">{ lang.pick(label::DISCARDED_BY) }</span>
                    { for discarders.iter().map(|(i, name, on)| {
                        let (i, on) = (*i, *on);
                        html! {
                            <button key={i} type="button" class={classes!("circ", on.then_some("on"))} aria-pressed={on.to_string()}
                                    onclick={dispatch.reform(move |_| Action::SetDiscarder(if on { None } else { Some(i) }))}>{ name.clone() }</button>
                        }
                    }) }
                </div>
            }
        </section>
    }
}
