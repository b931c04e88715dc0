//! The season's log of changes as the organiser reads it (wijzigingen,
//! C19): newest first, when, from which phone, what before and after.
//! The newest can be undone here, and an older one on its own (issue
//! 49); every change was logged by
//! `competition::log`, so this screen holds no rule.

use yew::prelude::*;

use super::model::{Club, ClubAction, ClubUndo};
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
    let open = club.open_id();
    let steps = club.steps(open);
    let (club_step, club_redo) = (club.steps(None).last().copied(), club.redo_of(None));
    let undo = |step: &ClubUndo| {
        on_action.reform({
            let s = step.clone();
            move |_| ClubAction::UndoStep(Box::new(s.clone()))
        })
    };
    let redo = |step: &ClubUndo| {
        on_action.reform({
            let s = step.clone();
            move |_| ClubAction::Redo(Box::new(s.clone()))
        })
    };
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
                // Each names the one step it takes (issue 47), and only
                // this season's (issue 51).
                if let Some(step) = steps.last().cloned() {
                    <p><button type="button" class="undo-last" onclick={undo(step)}>
                        { t::undo_label(lang, step, club) }
                    </button></p>
                }
                // Issue 49: an older change on its own, where nothing later
                // restores the same (else the engine's refusal names what).
                if steps.len() > 1 {
                    <details class="undo-older">
                        <summary>{ lang.pick(t::UNDO_OLDER) }</summary>
                        <ul>
                            // Each says what it would take back (the engine's
                            // log of the seasons with it undone).
                            { for steps.iter().rev().skip(1).map(|&step| {
                                let effect: Vec<String> = club.step_effect(step).iter().map(|c| t::change(lang, c)).collect();
                                html! {
                                    <li>
                                        <button type="button" class="undo-step" onclick={undo(step)}>
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
                if let Some((step, what)) = club.redo_of(open) {
                    <p><button type="button" class="redo-last" onclick={redo(step)}>
                        { t::redo_label(lang, what, club) }
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
                                { " · " }{ t::log_by(lang, e.table, e.elsewhere, e.club) }
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
            // Issue 51: the club's own changes (a season added, read in or
            // deleted) have their own log; a season's never undoes them.
            if club_step.is_some() || club_redo.is_some() {
                <section class="club-log">
                    <h3>{ lang.pick(("Seizoenen op deze telefoon", "Seasons on this phone")) }</h3>
                    if let Some(step) = club_step {
                        <p><button type="button" class="undo-club" onclick={undo(step)}>{ t::undo_label(lang, step, club) }</button></p>
                    }
                    if let Some((step, what)) = club_redo {
                        <p><button type="button" class="redo-club" onclick={redo(step)}>{ t::redo_label(lang, what, club) }</button></p>
                    }
                </section>
            }
        </>
    }
}
