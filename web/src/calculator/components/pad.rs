//! The app's own number pad for a typed score (issue 35): docked at the
//! bottom where the palette docks, so the phone's keyboard never comes up
//! over the rows (the field asks for none), as Dutch klaverjas and rikken
//! score apps do. Digits go into the shown seat's field; the number counts
//! once the player leaves it (issue 47): "Volgende" goes on to the next
//! seat that needs a score, "Klaar" when none does.

use yew::prelude::*;

use crate::calculator::Action;
use crate::i18n::{label, wind_name, Lang};

#[derive(Properties, PartialEq)]
pub struct NumberPadProps {
    pub lang: Lang,
    /// The seat whose score is typed.
    pub seat: usize,
    /// What its field holds.
    pub text: AttrValue,
    /// The seat "Volgende" goes to; none: "Klaar".
    pub next: Option<usize>,
    pub dispatch: Callback<Action>,
}

/// Digits a typed score takes at most: a limit hand is 4 digits, a
/// typed total on the sheet no more than 7.
const MAX_DIGITS: usize = 7;

#[function_component]
pub fn NumberPad(props: &NumberPadProps) -> Html {
    let NumberPadProps { lang, seat, text, next, dispatch } = props;
    let (lang, seat) = (*lang, *seat);
    let digit = |d: char| {
        let typed = format!("{}{d}", text.trim());
        let full = text.trim().len() >= MAX_DIGITS;
        html! {
            <button key={d.to_string()} type="button" class="digit" disabled={full}
                    onclick={dispatch.reform(move |_| Action::SetTyped(seat, typed.clone()))}>{ d }</button>
        }
    };
    let shorter: String = {
        let mut t = text.trim().to_string();
        t.pop();
        t
    };
    let back = html! {
        <button type="button" class="back" aria-label={lang.pick(label::PAD_BACK)} disabled={text.trim().is_empty()}
                onclick={dispatch.reform(move |_| Action::SetTyped(seat, shorter.clone()))}>{ "⌫" }</button>
    };
    let on = match *next {
        Some(n) => html! {
            <button type="button" class="next primary" onclick={dispatch.reform(|_| Action::TypeNext)}>
                { format!("{} {}", lang.pick(label::NEXT_SEAT), wind_name(lang, n)) }
            </button>
        },
        None => html! {
            <button type="button" class="next primary" onclick={dispatch.reform(|_| Action::TypedDone)}>{ lang.pick(label::PAD_DONE) }</button>
        },
    };
    html! {
        <div class="pad-dock">
            <div class="pad" role="group" aria-label={format!("{}: {}", wind_name(lang, seat), lang.pick(label::PAD))}>
                { for "12345".chars().map(digit) }
                { back }
                { for "67890".chars().map(digit) }
                { on }
            </div>
        </div>
    }
}
