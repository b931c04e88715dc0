//! The members: added, renamed, marked as no longer coming, deleted.

use mahjong_core::json::season::change::SeasonChange;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::competition::form::*;
use crate::competition::model::{Club, ClubAction};
use crate::competition::text as t;
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub(crate) struct MembersProps {
    pub(crate) lang: Lang,
    pub(crate) club: UseReducerHandle<Club>,
    pub(crate) on_action: Callback<ClubAction>,
}

/// The members: add, rename (everywhere, C1), no longer coming, delete
/// (only who never played).
#[function_component]
pub(crate) fn MembersScreen(props: &MembersProps) -> Html {
    let lang = props.lang;
    let new = use_state(String::new);
    let field = use_node_ref();
    let Some(s) = props.club.season() else { return Html::default() };
    let members = s.season.members.clone().unwrap_or_default();
    let add = {
        let (new, on_action, field) = (new.clone(), props.on_action.clone(), field.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::Season(SeasonChange::AddMember((*new).clone())));
            new.set(String::new());
            // The next name at once: the field keeps the keyboard up.
            if let Some(input) = field.cast::<web_sys::HtmlInputElement>() {
                let _ = input.focus();
            }
        })
    };
    let on_new = {
        let new = new.clone();
        Callback::from(move |e: InputEvent| new.set(input_value(&e)))
    };
    html! {
        <>
            <h2>{ format!("{} ({})", lang.pick(t::MEMBERS), members.len()) }</h2>
            <form class="add-member" onsubmit={add}>
                <input ref={field} type="text" name="member" maxlength="24" aria-label={lang.pick(t::ADD_MEMBER)} placeholder={lang.pick(t::NAME)} value={(*new).clone()} oninput={on_new} />
                <button class="primary" type="submit">{ lang.pick(t::ADD_MEMBER) }</button>
            </form>
            <PasteMembers {lang} on_action={props.on_action.clone()} />
            <ul class="members">
                { for members.iter().map(|m| html! {
                    <MemberRow key={m.clone()} {lang} name={m.clone()} inactive={s.season.inactive.contains(m)} played={s.season.has_played(m)} on_action={props.on_action.clone()} />
                }) }
            </ul>
        </>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct MemberRowProps {
    pub(crate) lang: Lang,
    pub(crate) name: String,
    pub(crate) inactive: bool,
    pub(crate) played: bool,
    pub(crate) on_action: Callback<ClubAction>,
}

#[function_component]
pub(crate) fn MemberRow(props: &MemberRowProps) -> Html {
    let lang = props.lang;
    let text = use_state(|| props.name.clone());
    let from = props.name.clone();
    let rename = {
        let (text, on_action, from) = (text.clone(), props.on_action.clone(), from.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::Season(SeasonChange::Rename { from: from.clone(), to: (*text).clone() }));
        })
    };
    let on_text = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| text.set(input_value(&e)))
    };
    let on_inactive = {
        let (on_action, name) = (props.on_action.clone(), from.clone());
        Callback::from(move |e: Event| {
            on_action.emit(ClubAction::Season(SeasonChange::SetInactive {
                name: name.clone(),
                inactive: e.target_unchecked_into::<HtmlInputElement>().checked(),
            }))
        })
    };
    // Asked first (issue 31): the delete button is a tap away from the
    // rename and inactive fields.
    let asking = use_state(|| false);
    let delete = props.on_action.reform({
        let name = from.clone();
        move |_| ClubAction::Season(SeasonChange::DeleteMember(name.clone()))
    });
    let ask = {
        let asking = asking.clone();
        Callback::from(move |_| asking.set(!*asking))
    };
    html! {
        <li class="member">
            <form class="rename" onsubmit={rename}>
                <input type="text" name="rename" maxlength="24" aria-label={format!("{} {}", lang.pick(t::RENAME), props.name)} value={(*text).clone()} oninput={on_text} />
                <button type="submit">{ lang.pick(t::RENAME) }</button>
            </form>
            <label class="check">
                <input type="checkbox" name="inactive" checked={props.inactive} onchange={on_inactive} />
                { lang.pick(t::INACTIVE) }
            </label>
            if !props.played && !*asking {
                <button type="button" class="delete" onclick={ask.clone()} aria-label={format!("{} {}", lang.pick(t::DELETE), props.name)}>{ lang.pick(t::DELETE) }</button>
            }
            if !props.played && *asking {
                <p class="ask" role="group">
                    { t::delete_member(lang, &props.name) }{ " " }
                    <button type="button" class="danger confirm-delete" onclick={delete}>{ lang.pick(t::DELETE) }</button>
                    <button type="button" onclick={ask}>{ lang.pick(t::KEEP) }</button>
                </p>
            }
        </li>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct PasteProps {
    pub(crate) lang: Lang,
    pub(crate) on_action: Callback<ClubAction>,
}

/// Members pasted as a list, one a line (issue 49): the engine adds the
/// new names and says which lines it skipped, and why.
#[function_component]
fn PasteMembers(props: &PasteProps) -> Html {
    let lang = props.lang;
    let text = use_state(String::new);
    let add = {
        let (text, on_action) = (text.clone(), props.on_action.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::Season(SeasonChange::AddMembers(text.lines().map(String::from).collect())));
            text.set(String::new());
        })
    };
    let on_text = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| text.set(e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value()))
    };
    html! {
        <details class="paste-members">
            <summary>{ lang.pick(t::PASTE_MEMBERS) }</summary>
            <form class="paste-members" onsubmit={add}>
                <textarea name="member-list" rows="6" aria-label={lang.pick(t::PASTE_MEMBERS)} value={(*text).clone()} oninput={on_text} />
                <p class="hint">{ lang.pick(t::PASTE_HINT) }</p>
                <button class="primary" type="submit">{ lang.pick(t::ADD_ALL) }</button>
            </form>
        </details>
    }
}
