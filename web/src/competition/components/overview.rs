//! The season's overview: its evenings, standings, course and files.

use mahjong_core::json::season::change::SeasonChange;
use std::rc::Rc;

use mahjong_core::competition::SeasonTies;
use mahjong_core::json::Answer;
use mahjong_core::Variant;
use yew::prelude::*;

use super::files::*;
use super::new_season::*;
use super::standings::*;
use crate::competition::chart::{course_chart, measure_picker, Measure};
use crate::competition::form::*;
use crate::competition::model::{Club, ClubAction};
use crate::competition::player::Shared;
use crate::competition::standing_row::*;
use crate::competition::text as t;
use crate::i18n::{variant_name, Lang};
use crate::route::Route;
use crate::time::Timestamp;

#[derive(Properties, PartialEq)]
pub(crate) struct OverviewProps {
    pub(crate) lang: Lang,
    pub(crate) club: UseReducerHandle<Club>,
    pub(crate) name: String,
    pub(crate) rules: Variant,
    pub(crate) reglement: String,
    pub(crate) standings: Option<Rc<Vec<StandingRow>>>,
    /// Which tie-break columns the standings show.
    pub(crate) ties: SeasonTies,
    pub(crate) course: Shared<Vec<mahjong_core::json::season::CourseStep>>,
    pub(crate) out: Shared<Option<Answer>>,
    /// Per evening: date, tables with a result, tables drawn, whether it counts.
    pub(crate) evenings: Rc<Vec<(String, usize, usize, bool)>>,
    pub(crate) on_action: Callback<ClubAction>,
}

/// The season: its evenings, a new evening, and the standings.
#[function_component]
pub(crate) fn Overview(props: &OverviewProps) -> Html {
    let lang = props.lang;
    let date = use_state(Timestamp::today);
    let on_date = {
        let date = date.clone();
        Callback::from(move |e: Event| date.set(value(&e)))
    };
    let navigator = yew_router::hooks::use_navigator();
    let new_evening = {
        let (date, on_action) = (date.clone(), props.on_action.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match date.parse::<mahjong_core::competition::date::Date>() {
                Ok(day) => {
                    on_action.emit(ClubAction::Season(SeasonChange::NewEvening { date: day }));
                    // Straight on to the evening: who came is the next step.
                    // (A date that had an evening already opens that one,
                    // with the refusal said at its top.)
                    if let Some(n) = &navigator {
                        n.push(&Route::Evening { date: day.to_string() });
                    }
                }
                Err(_) => on_action.emit(ClubAction::NotADate),
            }
        })
    };
    let members = props.club.season().and_then(|s| s.season.members.as_ref()).map_or(0, Vec::len);
    // A tournament day (issue 36): its rounds are the evenings.
    let tournament = props.club.season().and_then(|s| s.season.tournament.as_ref()).map(|m| (m.rounds, m.players.len()));
    let round_of = mahjong_core::competition::date::round_of;
    let evening_label = |d: &str| match round_of(d) {
        Some(r) => format!("{} {r}", lang.pick(crate::competition::tournament::text::ROUND)),
        None => t::date(lang, d),
    };
    let measure = use_state(Measure::default);
    html! {
        <>
            { season_head(props, tournament, members) }
            <h3 class="no-print">{ lang.pick(if tournament.is_some() { ("Rondes", "Rounds") } else { t::EVENINGS }) }</h3>
            if props.evenings.is_empty() {
                <p class="hint">{ lang.pick(t::NO_EVENINGS) }</p>
            }
            <ul class="evenings">
                { for props.evenings.iter().map(|(d, results, drawn, counts)| html! {
                    <li key={d.clone()}>
                        <a href={Route::Evening { date: d.clone() }.href()} data-date={d.clone()}>{ evening_label(d) }</a>
                        { format!(" · {results}/{drawn} {}", lang.pick(("uitslagen", "results"))) }
                        // Said once every drawn table's result is in (C7).
                        if !counts && *results > 0 && results >= drawn {
                            <span class="counts-not">{ format!(" · {}", lang.pick(t::COUNTS_NOT)) }</span>
                        }
                    </li>
                }) }
            </ul>
            if tournament.is_none() {
            <form class="new-evening" onsubmit={new_evening}>
                <label>
                    { lang.pick(t::DATE) }
                    <input type="date" name="evening-date" value={(*date).clone()} onchange={on_date} />
                </label>
                <button class="primary" type="submit">{ lang.pick(t::NEW_EVENING) }</button>
            </form>
            }
            <h3>{ lang.pick(t::STANDINGS) }</h3>
            // One count everywhere (issue 49): "10 speelavonden, 9 tellen".
            if let (Some(Answer::Season(out)), None) = (props.out.0.as_ref(), &tournament) {
                <p class="hint evenings-line">{ t::evenings_line(lang, out.evenings_played()) }</p>
            }
            // Results in, but no evening counts yet (C7): said so, not "no results".
            if props.standings.as_ref().is_none_or(|l| l.is_empty()) && props.evenings.iter().any(|e| e.1 > 0) {
                <p class="hint">{ lang.pick(t::NOT_YET_COUNTING) }</p>
            } else {
                { standings_table(lang, props.standings.as_deref(), true, props.ties, tournament.is_some()) }
            }
            if let (Some(Answer::Season(out)), Some(_)) = (props.out.0.as_ref(), props.standings.as_ref().filter(|l| !l.is_empty())) {
                <ShareStandings {lang} text={crate::competition::export::standings_message(&props.name, out, lang)}
                                title={format!("{} {}", lang.pick(t::STANDINGS), props.name)}
                                subtitle={crate::competition::export::standings_after(out, lang)}
                                standings={props.standings.clone().unwrap_or_default()} />
            }
            if let Some(standings) = props.standings.as_ref().filter(|l| !l.is_empty()) {
                <crate::competition::grid::SeasonGrid {lang} name={props.name.clone()} out={props.out.clone()} standings={standings.clone()} ties={props.ties} />
            }
            // Issue 53: the club rating, folded beside the standings.
            if props.club.season().is_some_and(|s| s.season.tournament.is_none()) {
                <crate::competition::rating::RatingBox {lang} club={props.club.clone()} />
            }
            if props.course.0.len() > 1 {
                <h3>{ lang.pick(t::COURSE) }</h3>
                { measure_picker(lang, &measure) }
                // The top five in colour; each player's own line is on their page.
                { course_chart(lang, &props.course.0, &props.standings.as_deref().map(|l| l.iter().take(5).map(|s| s.player.clone()).collect::<Vec<_>>()).unwrap_or_default(), false, *measure) }
            }
            if props.club.season().is_some() {
                <SeasonFiles {lang} club={props.club.clone()} out={props.out.clone()} backup_due={backup_due(&props.club)} on_action={props.on_action.clone()} />
            }
            // The next season beside this one (the seasons stay, chosen
            // above); closed and empty again once one is begun.
            <details class="another-season no-print" key={props.club.season().map_or(String::new(), |s| s.id.clone())}>
                <summary>{ lang.pick(t::NEW_SEASON) }</summary>
                <NewSeasonForm {lang} on_action={props.on_action.clone()} first=false />
            </details>
            <details class="new-tournament-box no-print" key={format!("t{}", props.club.season().map_or(String::new(), |s| s.id.clone()))}>
                <summary>{ lang.pick(crate::competition::tournament::text::NEW) }</summary>
                <crate::competition::tournament::new::NewTournamentForm {lang} on_action={props.on_action.clone()} />
            </details>
        </>
    }
}

/// The season's name, its rules (or the tournament's day and rounds), the
/// other seasons on this phone, and the links to its members (players),
/// settings and log.
fn season_head(props: &OverviewProps, tournament: Option<(usize, usize)>, members: usize) -> Html {
    let lang = props.lang;
    let seasons = &props.club.seasons;
    let on_season = props.on_action.reform(|e: Event| ClubAction::Open(value(&e).parse().unwrap_or(0)));
    let tournament_day = props.evenings.first().map(|e| t::date(lang, e.0.get(..10).unwrap_or_default())).unwrap_or_default();
    html! {
        <>
        <h2 class="season-name">{ &props.name }</h2>
        if let Some((rounds, _)) = tournament {
            <p class="season-rules">{ format!("{} · {tournament_day} · {} · {rounds} {}", lang.pick(crate::competition::tournament::text::TOURNAMENT), variant_name(lang, props.rules), lang.pick(("rondes", "rounds"))) }</p>
        } else {
            <p class="season-rules">{ format!("{}: {} · {}", lang.pick(t::REGLEMENT), t::reglement_name(lang, &props.reglement), variant_name(lang, props.rules)) }</p>
        }
        if seasons.len() > 1 {
            <label>
                { lang.pick(t::SEASON) }
                <select name="season" onchange={on_season}>
                    { for seasons.iter().enumerate().map(|(i, s)| html! {
                        <option key={s.id.clone()} value={i.to_string()} selected={props.club.current == Some(i)}>{ &s.season.name }</option>
                    }) }
                </select>
            </label>
        }
        // A wrapping row of links with gaps (tryouts: a loose dot ended a
        // line, then a dot kept with its link still read as stray).
        <p class="season-links">
            if let Some((_, players)) = tournament {
                <a class="members-link" href={Route::Members.href()}>{ format!("{} ({players})", lang.pick(crate::competition::tournament::text::PLAYERS)) }</a>
                { " " }
                <a class="big-screen-link" href={Route::BigScreen.href()}>{ lang.pick(crate::competition::tournament::text::BIG_SCREEN) }</a>
            } else {
                <a class="members-link" href={Route::Members.href()}>{ format!("{} ({members})", lang.pick(t::MEMBERS)) }</a>
            }
            { " " }
            <a class="settings-link" href={Route::Settings.href()}>{ lang.pick(t::SETTINGS) }</a>
            { " " }
            <a class="log-link" href={Route::Log.href()}>{ lang.pick(t::LOG) }</a>

            { " " }
            <a class="club-share-link" href={Route::Share.href()}>{ lang.pick(("Delen met de club", "Share with the club")) }</a>
            { " " }
            <a class="mers-link" href={Route::Mers.href()}>{ lang.pick(t::MERS_TITLE) }</a>
        </p>
        </>
    }
}

/// Whether to remind the organiser of a backup ([`Club::backup_due`]).
pub(crate) fn backup_due(club: &Club) -> bool {
    club.backup_due(&Timestamp::hours_ago(30 * 24))
}
