//! What just happened on the sheet, said once with its undo (issue 35):
//! the undo names what it takes back ("Hand 9 terugzetten"), and the
//! notice leaves by itself after a few seconds or at a tap on its ✕
//! ("Melding sluiten").
//! It sits in the sheet's flow, above the rows, never over them.

use yew::prelude::*;

use crate::i18n::Lang;
use crate::sheet::ledger::Notice;
use crate::sheet::text;

/// How long a notice stays, in milliseconds.
const SHOWN_MS: u32 = 6000;

#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    pub lang: Lang,
    pub notice: Notice,
    /// What the notice says (it may say "wordt opgeslagen" first).
    pub text: AttrValue,
    /// Which change it tells of: a new change shows its notice again.
    pub change: u32,
    /// The undo, where the change can be taken back.
    pub on_undo: Option<Callback<()>>,
}

#[function_component]
pub fn NoticeBar(props: &NoticeProps) -> Html {
    let lang = props.lang;
    let closed = use_state(|| None::<u32>);
    {
        let closed = closed.clone();
        use_effect_with(props.change, move |&change| {
            let timer = gloo_timers::callback::Timeout::new(SHOWN_MS, move || closed.set(Some(change)));
            move || drop(timer)
        });
    }
    if *closed == Some(props.change) {
        return Html::default();
    }
    let close = {
        let (closed, change) = (closed.clone(), props.change);
        Callback::from(move |_| closed.set(Some(change)))
    };
    html! {
        <p class="notice" role="status">
            <span class="notice-text">{ props.text.clone() }</span>
            if let Some(undo) = &props.on_undo {
                <button type="button" class="notice-undo" onclick={undo.reform(|_| ())}>{ text::undo_label(lang, &props.notice) }</button>
            }
            <button type="button" class="notice-close" aria-label={lang.pick(("Melding sluiten", "Close the message"))} onclick={close}>{ "✕" }</button>
        </p>
    }
}
