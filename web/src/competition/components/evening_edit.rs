//! An evening re-dated or deleted (C19).

use mahjong_core::competition::date::Date;
use mahjong_core::json::season::change::SeasonChange;
use yew::prelude::*;

use crate::competition::form::*;
use crate::competition::model::ClubAction;
use crate::competition::text as t;
use crate::i18n::Lang;
use crate::time::Timestamp;

#[derive(Properties, PartialEq)]
pub(crate) struct EditProps {
    pub(crate) lang: Lang,
    pub(crate) date: Date,
    pub(crate) on_action: Callback<ClubAction>,
}

/// An evening on the wrong date is re-dated; one entered by mistake goes
/// into the bin (C19), both with undo.
#[function_component]
pub(crate) fn EveningEdit(props: &EditProps) -> Html {
    let lang = props.lang;
    let to = use_state(|| props.date.to_string());
    let oninput = {
        let to = to.clone();
        Callback::from(move |e: InputEvent| to.set(input_value(&e)))
    };
    let onsubmit = {
        let (to, on_action, date) = (to.clone(), props.on_action.clone(), props.date);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(match to.parse() {
                Ok(to) => ClubAction::Season(SeasonChange::Redate { from: date, to }),
                Err(_) => ClubAction::NotADate,
            });
        })
    };
    let delete = {
        let (on_action, date) = (props.on_action.clone(), props.date);
        Callback::from(move |_| on_action.emit(ClubAction::DeleteEvening { date, at: Timestamp::now() }))
    };
    html! {
        <details class="evening-edit">
            <summary>{ lang.pick(t::EDIT_EVENING) }</summary>
            <form class="redate" {onsubmit}>
                <label>{ lang.pick(t::NEW_DATE) }<input type="date" name="new-date" value={(*to).clone()} {oninput} /></label>
                <button type="submit">{ lang.pick(t::REDATE) }</button>
            </form>
            <button type="button" class="danger" onclick={delete}>{ lang.pick(t::DELETE_EVENING) }</button>
        </details>
    }
}
