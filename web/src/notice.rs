//! What just happened, said once (both pages): a notice with the one button
//! that takes exactly its change back, or does it again (issue 47). It
//! leaves after a few seconds, at its ✕, or when its screen is left; each
//! way tells the model (`on_dismiss` with the notice's number), which
//! forgets it, so it never shows again when a screen is shown again. It
//! sits in the page's flow, above the rows, never over them.

use yew::prelude::*;

/// How long a notice stays, in milliseconds.
const SHOWN_MS: u32 = 6000;

#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    /// Which notice this is: the model's count of notices given.
    pub change: u32,
    /// What the notice says.
    pub text: AttrValue,
    /// The button beside it: its label (naming the change) and action.
    #[prop_or_default]
    pub button: Option<(String, Callback<()>)>,
    /// The ✕'s name ("Melding sluiten").
    pub close: &'static str,
    /// The notice with this number leaves, for good.
    pub on_dismiss: Callback<u32>,
    /// Only a tap closes it (a choice to make, a problem to read).
    #[prop_or_default]
    pub stays: bool,
}

#[function_component]
pub fn NoticeBar(props: &NoticeProps) -> Html {
    let NoticeProps { change, text, button, close, on_dismiss, stays } = props;
    let change = *change;
    // The latest notice shown, for the dismissal when the screen is left.
    let latest = use_mut_ref(|| change);
    *latest.borrow_mut() = change;
    {
        let on_dismiss = on_dismiss.clone();
        use_effect_with((), move |_| move || on_dismiss.emit(*latest.borrow()));
    }
    {
        let (on_dismiss, stays) = (on_dismiss.clone(), *stays);
        use_effect_with(change, move |&change| {
            let timer = (!stays).then(|| gloo_timers::callback::Timeout::new(SHOWN_MS, move || on_dismiss.emit(change)));
            move || drop(timer)
        });
    }
    html! {
        <p class="notice" role="status">
            <span class="notice-text">{ text.clone() }</span>
            if let Some((label, action)) = button {
                <button type="button" class="notice-undo" onclick={action.reform(|_| ())}>{ label.clone() }</button>
            }
            <button type="button" class="notice-close" aria-label={*close} onclick={on_dismiss.reform(move |_| change)}>{ "✕" }</button>
        </p>
    }
}
