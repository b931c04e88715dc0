//! A new season: its name, rule set and reglement.

use mahjong_core::competition::Reglement;
use mahjong_core::json::season::ReglementIn;
use mahjong_core::Variant;
use yew::prelude::*;

use crate::competition::form::*;
use crate::competition::model::ClubAction;
use crate::competition::text as t;
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub(crate) struct NewSeasonProps {
    pub(crate) lang: Lang,
    pub(crate) on_action: Callback<ClubAction>,
    pub(crate) first: bool,
}

/// A new season: its name, the rule set of its evenings and a reglement.
#[function_component]
pub(crate) fn NewSeasonForm(props: &NewSeasonProps) -> Html {
    let lang = props.lang;
    let name = use_state(String::new);
    // What an empty name becomes: this club year's, as the field shows.
    let default_name = use_memo(lang, |&lang| {
        let now = js_sys::Date::new_0();
        t::season_default_name(lang, now.get_full_year() as i32, now.get_month() + 1)
    });
    let rules = use_state(|| Variant::Nts);
    let reglement = use_state(|| mahjong_core::competition::Reglement::GROENE_HART.id.to_string());
    // A next season keeps the club's members unless asked otherwise.
    let keep_members = use_state(|| true);
    let onsubmit = {
        let (name, rules, reglement, on_action) = (name.clone(), rules.clone(), reglement.clone(), props.on_action.clone());
        let default_name = default_name.clone();
        let (keep_members, first) = (keep_members.clone(), props.first);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let id = format!("s{}", js_sys::Date::now() as u64);
            on_action.emit(ClubAction::NewSeason {
                id,
                name: if name.trim().is_empty() { (*default_name).clone() } else { (*name).clone() },
                rules: *rules,
                reglement: ReglementIn::Preset((*reglement).clone()),
                members_of_open: !first && *keep_members,
            });
            // The new season (or why not) is at the top of the page.
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        })
    };
    let on_keep = {
        let keep_members = keep_members.clone();
        Callback::from(move |e: Event| keep_members.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().checked()))
    };
    let on_reglement = {
        let reglement = reglement.clone();
        Callback::from(move |e: Event| reglement.set(value(&e)))
    };
    html! {
        <form class="new-season" aria-label={lang.pick(t::NEW_SEASON)} {onsubmit}>
            if props.first {
                <h2>{ lang.pick(t::NEW_SEASON) }</h2>
            }
            { name_and_rules(lang, &name, &rules, Some((*default_name).clone())) }
            <label>
                { lang.pick(t::REGLEMENT) }
                <select name="reglement" onchange={on_reglement}>
                    { for Reglement::PRESETS.iter().map(|r| html! {
                        <option key={r.id.to_string()} value={r.id.to_string()} selected={*r.id == **reglement}>{ t::reglement_name(lang, &r.id) }</option>
                    }) }
                </select>
            </label>
            if !props.first {
                <label class="check">
                    <input type="checkbox" name="keep-members" checked={*keep_members} onchange={on_keep} />
                    { lang.pick(("Leden van dit seizoen overnemen", "Take this season's members")) }
                </label>
            }
            <button class="primary" type="submit">{ lang.pick(t::START_SEASON) }</button>
        </form>
    }
}
