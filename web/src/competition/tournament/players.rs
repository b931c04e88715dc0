//! A tournament's players (issue 36): as registered (EMA number, country),
//! who withdrew or came later, a late registration, the referee's
//! penalties, and where everyone sits each round (printable).

use mahjong_core::json::season::change::SeasonChange;
use std::rc::Rc;

use mahjong_core::json::tournament::{last_started, PenaltyIn, TournamentOut};
use mahjong_core::json::Answer;
use yew::prelude::*;

use super::new::players_of_text;
use super::text as tt;
use crate::competition::form::*;
use crate::competition::model::{Club, ClubAction, ClubNotice};
use crate::competition::text as t;
use crate::i18n::Lang;

/// The engine's tournament answer for the open season (a season of
/// rounds), made again only when the seasons change.
#[hook]
pub(crate) fn use_tournament(club: &UseReducerHandle<Club>) -> Rc<Option<TournamentOut>> {
    let club = club.clone();
    use_memo(club.book.revision, move |_| {
        let line = club.season().and_then(|s| mahjong_core::json::tournament::from_season(&s.season))?;
        match mahjong_core::json::tournament::answer(&line) {
            Answer::Tournament(t) => Some(*t),
            _ => None,
        }
    })
}

#[derive(Properties, PartialEq)]
pub(crate) struct PlayersProps {
    pub(crate) lang: Lang,
    pub(crate) club: UseReducerHandle<Club>,
    pub(crate) on_action: Callback<ClubAction>,
}

/// The players' screen of a tournament.
#[function_component]
pub(crate) fn TournamentPlayers(props: &PlayersProps) -> Html {
    let lang = props.lang;
    let late = use_state(String::new);
    let late_ema = use_state(String::new);
    let late_country = use_state(String::new);
    let out = use_tournament(&props.club);
    let Some(s) = props.club.season() else { return Html::default() };
    let Some(meta) = s.season.tournament.as_ref() else { return Html::default() };
    let started = last_started(&s.season);
    let open = started < meta.rounds;
    let entrants = meta.entrants();
    let seed = || js_sys::Date::now() as u64 % 1_000_000;
    // The field keeps what was typed until the change is taken.
    {
        let (late, late_ema) = (late.clone(), late_ema.clone());
        use_effect_with(props.club.notice.clone(), move |notice| {
            if let Some(ClubNotice::Redrawn { .. }) = notice {
                late.set(String::new());
                late_ema.set(String::new());
            }
        });
    }
    let on_late = {
        let late = late.clone();
        Callback::from(move |e: InputEvent| late.set(input_value(&e)))
    };
    let on_late_ema = {
        let late_ema = late_ema.clone();
        Callback::from(move |e: InputEvent| late_ema.set(input_value(&e)))
    };
    let on_late_country = {
        let late_country = late_country.clone();
        Callback::from(move |e: Event| late_country.set(value(&e)))
    };
    let add_late = {
        let (late, late_ema, late_country, on_action) = (late.clone(), late_ema.clone(), late_country.clone(), props.on_action.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(mut entrant) = players_of_text(&late).first().map(|p| p.entrant()) else { return };
            let some = |s: &str| (!s.trim().is_empty()).then(|| s.trim().to_string());
            entrant.ema = entrant.ema.or_else(|| some(&late_ema));
            entrant.country = entrant.country.or_else(|| some(&late_country));
            on_action.emit(ClubAction::Season(SeasonChange::LateEntry { entrant, seed: seed() }));
            to_top();
        })
    };
    html! {
        <div class="tournament-players">
            <h2 class="no-print">{ tt::players_count(lang, entrants.iter().filter(|e| e.until.is_none()).count(), entrants.iter().filter(|e| e.until.is_some()).count()) }</h2>
            <table class="players no-print">
                <thead><tr>
                    <th scope="col">{ lang.pick(t::NAME) }</th>
                    <th scope="col">{ "EMA" }</th>
                    <th scope="col">{ lang.pick(("Land", "Country")) }</th>
                    <th scope="col"><span class="visually-hidden">{ lang.pick(tt::CHANGE) }</span></th>
                </tr></thead>
                <tbody>
                    { for entrants.iter().map(|e| html! {
                        <PlayerRow key={e.name.clone()} {lang} entrant={e.clone()} {open} before={started == 0} on_action={props.on_action.clone()} />
                    }) }
                </tbody>
            </table>
            if open {
                <form class="late-entry no-print" onsubmit={add_late}>
                    <label>
                        { lang.pick(tt::LATE) }
                        <input type="text" name="late-entry" value={(*late).clone()} oninput={on_late} autocapitalize="words" />
                    </label>
                    <label>
                        { lang.pick(tt::EMA_NUMBER) }
                        <input type="text" inputmode="numeric" name="late-ema" maxlength="8" value={(*late_ema).clone()} oninput={on_late_ema} />
                    </label>
                    <label>
                        { lang.pick(tt::NATIONALITY) }
                        { country_picker("late-country", &late_country, on_late_country) }
                    </label>
                    <button type="submit">{ lang.pick(tt::ADD_LATE) }</button>
                </form>
            }
            <Penalties {lang} penalties={meta.penalties.clone()} players={entrants.iter().map(|e| e.name.clone()).collect::<Vec<_>>()}
                       rounds={meta.rounds} {started} notice={props.club.notice.clone()} on_action={props.on_action.clone()} />
            { seating_view(lang, &s.season, meta.rounds, &entrants) }
            if let Some(o) = out.as_ref() {
                <p class="hint no-print">
                    { crate::competition::text::tournament_quality(lang, o.draw.repeats, o.draw.max_meetings) }
                    { " " }{ crate::competition::text::winds_quality(lang, o.draw.max_winds) }
                </p>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct PlayerRowProps {
    lang: Lang,
    entrant: mahjong_core::competition::tournament::Entrant,
    /// A round is still to start.
    open: bool,
    /// No round has started yet.
    before: bool,
    on_action: Callback<ClubAction>,
}

/// A registered player: name, EMA number, nationality; "Wijzig" opens
/// the registration (EMA number, country picker), the withdrawal, or the
/// way back of a withdrawal (issue 50).
#[function_component]
fn PlayerRow(props: &PlayerRowProps) -> Html {
    let lang = props.lang;
    let e = &props.entrant;
    let editing = use_state(|| false);
    let ema = use_state(|| e.ema.clone().unwrap_or_default());
    let country = use_state(|| e.country.as_deref().and_then(mahjong_core::json::country::alpha2).unwrap_or_default().to_string());
    let seed = || js_sys::Date::now() as u64 % 1_000_000;
    let toggle = {
        let editing = editing.clone();
        Callback::from(move |_| editing.set(!*editing))
    };
    let save = {
        let (ema, country, editing, on_action, name) =
            (ema.clone(), country.clone(), editing.clone(), props.on_action.clone(), e.name.clone());
        Callback::from(move |ev: SubmitEvent| {
            ev.prevent_default();
            let some = |s: &str| (!s.trim().is_empty()).then(|| s.trim().to_string());
            on_action.emit(ClubAction::Season(SeasonChange::Registration { name: name.clone(), ema: some(&ema), country: some(&country) }));
            editing.set(false);
        })
    };
    let withdraw = {
        let (on_action, name, before) = (props.on_action.clone(), e.name.clone(), props.before);
        Callback::from(move |_| {
            let ask = if before { tt::withdraw_before_ask(lang, &name) } else { tt::withdraw_ask(lang, &name) };
            if confirm(&ask) {
                on_action.emit(ClubAction::Season(SeasonChange::Withdraw { name: name.clone(), seed: seed() }));
                to_top();
            }
        })
    };
    let reinstate = {
        let (on_action, name) = (props.on_action.clone(), e.name.clone());
        Callback::from(move |_| {
            if confirm(&tt::reinstate_ask(lang, &name)) {
                on_action.emit(ClubAction::Season(SeasonChange::Reinstate { name: name.clone(), seed: seed() }));
                to_top();
            }
        })
    };
    let on_ema = {
        let ema = ema.clone();
        Callback::from(move |ev: InputEvent| ema.set(input_value(&ev)))
    };
    let on_country = {
        let country = country.clone();
        Callback::from(move |ev: Event| country.set(value(&ev)))
    };
    let shown = e.country.as_deref().map(|c| mahjong_core::json::country::alpha2(c).unwrap_or(c).to_string()).unwrap_or_default();
    html! {
        <>
            <tr data-player={e.name.clone()}>
                <td>{ &e.name }<span class="hint">{ tt::status(lang, e) }</span></td>
                <td>{ e.ema.clone().unwrap_or_default() }</td>
                <td>{ shown }</td>
                <td>
                    <button type="button" class="edit-player" aria-expanded={editing.to_string()} onclick={toggle}
                            aria-label={format!("{}: {}", e.name, lang.pick(tt::CHANGE))}>{ lang.pick(tt::CHANGE) }</button>
                </td>
            </tr>
            if *editing {
                <tr class="player-edit">
                    <td colspan="4">
                        <form class="registration" onsubmit={save} aria-label={format!("{}: {}", e.name, lang.pick(tt::CHANGE))}>
                            <label>
                                { lang.pick(tt::EMA_NUMBER) }
                                <input type="text" inputmode="numeric" name="ema" maxlength="8" value={(*ema).clone()} oninput={on_ema} />
                            </label>
                            <label>
                                { lang.pick(tt::NATIONALITY) }
                                { country_picker("country", &country, on_country) }
                            </label>
                            <button type="submit" class="primary">{ lang.pick(tt::SAVE) }</button>
                            if props.open && e.until.is_none() {
                                <button type="button" class="withdraw" onclick={withdraw}>{ lang.pick(tt::WITHDRAW) }</button>
                            }
                            if e.until.is_some() {
                                <button type="button" class="reinstate" onclick={reinstate}>{ lang.pick(tt::REINSTATE) }</button>
                            }
                        </form>
                    </td>
                </tr>
            }
        </>
    }
}

/// What came of a change (or why not) is said at the top of the page.
fn to_top() {
    if let Some(w) = web_sys::window() {
        w.scroll_to_with_x_and_y(0.0, 0.0);
    }
}

#[derive(Properties, PartialEq)]
struct PenaltiesProps {
    lang: Lang,
    penalties: Vec<PenaltyIn>,
    /// The registered players, as registered.
    players: Vec<String>,
    rounds: usize,
    /// The last round started (0: none).
    started: usize,
    notice: Option<ClubNotice>,
    on_action: Callback<ClubAction>,
}

/// The referee's penalties: the list (each taken back by its button) and
/// the form for a new one, in the round being played unless chosen.
#[function_component]
fn Penalties(props: &PenaltiesProps) -> Html {
    let lang = props.lang;
    let pen_player = use_state(String::new);
    let pen_round = use_state(|| 0usize);
    let pen_points = use_state(String::new);
    let pen_reason = use_state(String::new);
    // Points that are no whole number: said at the field, nothing given.
    let not_a_number = use_state(|| false);
    let started = props.started;
    // The fields keep what was typed until the penalty is given.
    {
        let (points, reason) = (pen_points.clone(), pen_reason.clone());
        use_effect_with(props.notice.clone(), move |notice| {
            if let Some(ClubNotice::Penalty { given: true, .. }) = notice {
                points.set(String::new());
                reason.set(String::new());
            }
        });
    }
    // The penalty's round: the one chosen, else the last started (the one
    // being played), else the first.
    let round = if *pen_round > 0 { *pen_round } else { started.max(1) };
    let give = {
        let (player, points, reason, on_action) = (pen_player.clone(), pen_points.clone(), pen_reason.clone(), props.on_action.clone());
        let first = props.players.first().cloned().unwrap_or_default();
        let not_a_number = not_a_number.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let who = if player.is_empty() { first.clone() } else { (*player).clone() };
            // A whole number, which the engine checks (1 to the largest total).
            let Ok(p) = points.trim().parse::<i64>() else { return not_a_number.set(true) };
            not_a_number.set(false);
            on_action.emit(ClubAction::Season(SeasonChange::Penalty(PenaltyIn {
                player: who,
                round,
                points: p,
                reason: reason.trim().to_string(),
            })));
            to_top();
        })
    };
    let set = |h: &UseStateHandle<String>| {
        let h = h.clone();
        Callback::from(move |e: Event| h.set(value(&e)))
    };
    let set_input = |h: &UseStateHandle<String>| {
        let h = h.clone();
        Callback::from(move |e: InputEvent| h.set(input_value(&e)))
    };
    let on_round = {
        let pen_round = pen_round.clone();
        Callback::from(move |e: Event| pen_round.set(value(&e).parse().unwrap_or(0)))
    };
    html! {
        <>
            <h3 class="no-print">{ lang.pick(tt::PENALTIES) }</h3>
            if props.penalties.is_empty() {
                <p class="hint no-print">{ lang.pick(tt::NO_PENALTIES) }</p>
            } else {
                <ul class="penalties no-print">
                    { for props.penalties.iter().enumerate().map(|(i, p)| html! {
                        <li key={i}>
                            { format!("{} {}: {}, {} {}", lang.pick(tt::ROUND), p.round, p.player, p.points, lang.pick(("strafpunten", "penalty points"))) }
                            if !p.reason.is_empty() { { format!(" ({})", p.reason) } }
                            { " " }
                            <button type="button" onclick={props.on_action.reform(move |_| ClubAction::Season(SeasonChange::RemovePenalty(i)))}>{ lang.pick(tt::REMOVE) }</button>
                        </li>
                    }) }
                </ul>
            }
            <form class="penalty no-print" onsubmit={give} aria-label={lang.pick(tt::PENALTY_ADD)}>
                <label>
                    { lang.pick(tt::PLAYER) }
                    <select name="penalty-player" onchange={set(&pen_player)}>
                        { for props.players.iter().enumerate().map(|(i, name)| html! {
                            <option key={name.clone()} value={name.clone()} selected={*pen_player == *name || (pen_player.is_empty() && i == 0)}>{ name }</option>
                        }) }
                    </select>
                </label>
                <label>
                    { lang.pick(tt::ROUND) }
                    <select name="penalty-round" onchange={on_round}>
                        { for (1..=props.rounds).map(|r| html! { <option key={r} value={r.to_string()} selected={r == round}>{ r }</option> }) }
                    </select>
                </label>
                <label>
                    { lang.pick(tt::POINTS) }
                    <input type="text" inputmode="numeric" name="penalty-points" required=true value={(*pen_points).clone()} oninput={set_input(&pen_points)} />
                </label>
                if *not_a_number {
                    <p class="message" role="alert">{ lang.pick(("Strafpunten zijn een heel getal, zoals 10.", "Penalty points are a whole number, such as 10.")) }</p>
                }
                <label>
                    { lang.pick(tt::REASON) }
                    <input type="text" name="penalty-reason" maxlength="80" value={(*pen_reason).clone()} oninput={set_input(&pen_reason)} />
                </label>
                <button type="submit">{ lang.pick(tt::PENALTY_ADD) }</button>
            </form>
        </>
    }
}

/// Where everyone sits each round (table and wind), printable.
fn seating_view(
    lang: Lang,
    season: &mahjong_core::json::season::SeasonIn,
    rounds_count: usize,
    entrants: &[mahjong_core::competition::tournament::Entrant],
) -> Html {
    let print = Callback::from(|_| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    // Each player's seat in each round: table number and wind.
    let rounds: Vec<Vec<Vec<String>>> = (1..=rounds_count)
        .map(|r| {
            let e = season.evenings.iter().find(|e| mahjong_core::competition::date::round_of(&e.date).map(|r| r.number()) == Some(r));
            e.and_then(|e| e.draw.as_ref()).map(|d| d.tables.clone()).unwrap_or_default()
        })
        .collect();
    let seat_of = |name: &str, r: usize| -> String {
        rounds[r]
            .iter()
            .enumerate()
            .find_map(|(k, table)| table.iter().position(|n| n == name).map(|i| tt::seat(lang, k + 1, lang.pick(t::WINDS[i.min(4)]))))
            .unwrap_or_else(|| "–".into())
    };
    let mut names: Vec<&str> = entrants.iter().map(|e| e.name.as_str()).collect();
    mahjong_core::order::sort_by_key(&mut names, |n| n.to_ascii_lowercase());
    html! {
        <>
            <h3>{ format!("{}: {}", lang.pick(tt::SEATING), season.name) }</h3>
            <button type="button" class="no-print" onclick={print}>{ lang.pick(tt::PRINT) }</button>
            // Scrolls sideways at 360 px: reachable by keyboard too.
            <div class="scroll-x" tabindex="0" role="region" aria-label={lang.pick(tt::SEATING)}>
            <table class="seating">
                <thead><tr>
                    <th scope="col">{ lang.pick(t::NAME) }</th>
                    { for (1..=rounds_count).map(|r| html! { <th scope="col" key={r}>{ format!("{} {r}", lang.pick(tt::ROUND)) }</th> }) }
                </tr></thead>
                <tbody>
                    { for names.iter().map(|n| html! {
                        <tr key={n.to_string()}>
                            <th scope="row">{ n }</th>
                            { for (0..rounds_count).map(|r| html! { <td key={r}>{ seat_of(n, r) }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table>
            </div>
        </>
    }
}
