//! The season's log of changes as the organiser reads it (wijzigingen,
//! C19): newest first, when, from which phone, what before and after.
//! The newest can be undone here, and an older one on its own (issue
//! 49); every change was logged by
//! `competition::log`, so this screen holds no rule.

use yew::prelude::*;

use super::model::{Club, ClubAction};
use super::text as t;
use crate::i18n::Lang;

/// How many entries are shown before "Meer tonen".
const PAGE: usize = 30;

#[derive(Properties, PartialEq)]
pub struct LogProps {
    pub lang: Lang,
    pub club: UseReducerHandle<Club>,
    pub on_action: Callback<ClubAction>,
}

#[function_component]
pub fn LogScreen(props: &LogProps) -> Html {
    let LogProps { lang, club, on_action } = props;
    let lang = *lang;
    let shown = use_state(|| PAGE);
    let entries: Vec<_> = club.season_log().collect();
    let more = {
        let shown = shown.clone();
        Callback::from(move |_| shown.set(*shown + PAGE))
    };
    html! {
        <>
            <h2>{ lang.pick(t::LOG) }</h2>
            if entries.is_empty() {
                <p class="hint">{ lang.pick(t::NO_LOG) }</p>
            } else {
                <p class="hint">{ lang.pick(t::LOG_HINT) }</p>
                // Each names the one step it takes (issue 47).
                if let Some(step) = club.history.last().cloned() {
                    <p><button type="button" class="undo-last" onclick={on_action.reform({ let s = step.clone(); move |_| ClubAction::UndoStep(Box::new(s.clone())) })}>
                        { t::undo_label(lang, &step, club) }
                    </button></p>
                }
                // Issue 49: an older change on its own, where nothing later
                // restores the same (else the engine's refusal names what).
                if club.history.len() > 1 {
                    <details class="undo-older">
                        <summary>{ lang.pick(t::UNDO_OLDER) }</summary>
                        <ul>
                            // Each says what it would take back (the engine's
                            // log of the seasons with it undone).
                            { for club.history.iter().rev().skip(1).map(|step| {
                                let effect: Vec<String> = club.step_effect(step).iter().map(|c| t::change(lang, c)).collect();
                                html! {
                                    <li>
                                        <button type="button" class="undo-step" onclick={on_action.reform({ let s = step.clone(); move |_| ClubAction::UndoStep(Box::new(s.clone())) })}>
                                            { t::undo_label(lang, step, club) }
                                        </button>
                                        if !effect.is_empty() {
                                            <p class="hint undo-effect">{ t::undo_effect(lang, &effect) }</p>
                                        }
                                    </li>
                                }
                            }) }
                        </ul>
                    </details>
                }
                if let Some((step, what)) = club.redo.last().cloned() {
                    <p><button type="button" class="redo-last" onclick={on_action.reform(move |_| ClubAction::Redo(Box::new(step.clone())))}>
                        { t::redo_label(lang, &what, club) }
                    </button></p>
                }
            }
            <ol class="log">
                { for entries.iter().take(*shown).map(|e| {
                    let when = e.at.as_ref().map(|at| {
                        let (date, minute) = at.local();
                        format!("{} {minute}", t::date(lang, &date))
                    });
                    html! {
                        <li class={classes!(e.undo.then_some("undone"))}>
                            <p class="log-when">
                                { when.unwrap_or_default() }
                                // Every entry says whose it is (issue 49).
                                { " · " }{ t::log_by(lang, e.table, e.elsewhere) }
                                if e.undo {
                                    { " · " }<strong>{ lang.pick(t::UNDONE) }</strong>
                                }
                            </p>
                            <ul>
                                { for e.changes.iter().map(|c| html! { <li>{ t::change(lang, c) }</li> }) }
                            </ul>
                        </li>
                    }
                }) }
            </ol>
            if entries.len() > *shown {
                <button type="button" onclick={more}>{ format!("{} ({})", lang.pick(("Meer tonen", "Show more")), entries.len() - *shown) }</button>
            }
        </>
    }
}
