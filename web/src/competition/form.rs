//! Form helpers: the value an input or select holds, and the season's name and rule set as a form's fields.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use mahjong_core::Variant;

use super::text as t;
use crate::i18n::{variant_name, Lang};

/// The value of the input or select an event came from.
pub(crate) fn value(e: &Event) -> String {
    e.target_dyn_into::<HtmlInputElement>()
        .map(|i| i.value())
        .or_else(|| e.target_dyn_into::<HtmlSelectElement>().map(|s| s.value()))
        .unwrap_or_default()
}

pub(crate) fn input_value(e: &InputEvent) -> String {
    e.target_unchecked_into::<HtmlInputElement>().value()
}

/// A season's name and the rule set of its evenings: the first two fields
/// of a new season and of the season's settings.
pub(crate) fn name_and_rules(
    lang: Lang,
    name: &UseStateHandle<String>,
    rules: &UseStateHandle<Variant>,
    placeholder: Option<String>,
) -> Html {
    let oninput = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| name.set(input_value(&e)))
    };
    let onchange = {
        let rules = rules.clone();
        Callback::from(move |e: Event| rules.set(value(&e).parse().unwrap_or_default()))
    };
    html! {
        <>
            <label>
                { lang.pick(t::SEASON_NAME) }
                <input type="text" name="season-name" maxlength="24" {placeholder} value={(**name).clone()} {oninput} />
            </label>
            <label>
                { lang.pick(t::RULES_OF_EVENINGS) }
                <select name="season-rules" {onchange}>
                    { for Variant::ALL.iter().map(|&v| html! { <option key={v.id()} value={v.id()} selected={v == **rules}>{ variant_name(lang, v) }</option> }) }
                </select>
            </label>
        </>
    }
}

/// The browser's question answered: yes, or no (yes where it cannot ask).
pub(crate) fn confirm(text: &str) -> bool {
    web_sys::window().and_then(|w| w.confirm_with_message(text).ok()).unwrap_or(true)
}

/// A country picker (issue 50): ISO alpha-2 values, Dutch names, the
/// countries of Dutch tournaments first; "–" for none.
pub(crate) fn country_picker(name: &'static str, selected: &str, onchange: Callback<Event>) -> Html {
    html! {
        <select {name} {onchange}>
            <option value="" selected={selected.is_empty()}>{ "–" }</option>
            { for mahjong_core::json::country::picker().into_iter().map(|(code, country)| html! {
                <option key={code} value={code} selected={code == selected}>{ format!("{country} ({code})") }</option>
            }) }
        </select>
    }
}
