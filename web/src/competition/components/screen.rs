//! The organiser's screen: the route's screen of the open season, the notices and the undo.

use mahjong_core::json::season::change::SeasonChange;
use std::cell::RefCell;
use std::rc::Rc;

use mahjong_core::json::season::{CourseStep, ReglementIn, SeasonOut};
use mahjong_core::json::Answer;
use yew::prelude::*;

use super::evening::*;
use super::files::*;
use super::members::*;
use super::new_season::*;
use super::overview::*;
use crate::competition::model::{Club, ClubAction, ClubNotice, Conflict, StoredSeason};
use crate::competition::player::Shared;
use crate::competition::standing_row::*;
use crate::competition::text as t;
use crate::i18n::Lang;
use crate::persisted::Model;
use crate::route::Route;

#[derive(Properties, PartialEq)]
pub struct ClubProps {
    pub lang: Lang,
    pub club: UseReducerHandle<Club>,
    pub on_action: Callback<ClubAction>,
    pub route: Route,
}

/// How many evenings back the course is charted.
const COURSE: usize = 40;

/// The engine's reading of the open season at one revision: the answer,
/// and the course once a screen has charted it.
struct SeasonRead {
    answer: Rc<Option<Answer>>,
    course: RefCell<Option<Rc<Vec<CourseStep>>>>,
}

/// The organiser's screens, by route.
#[function_component]
pub fn ClubScreen(props: &ClubProps) -> Html {
    let ClubProps { lang, club, on_action, route } = props;
    let lang = *lang;
    // The engine's standings and, on the screens that chart it, the course
    // evening by evening: the season read once per change (issue 33), not
    // again on each way between the screens (issue 34: a 400-evening
    // season read twice on the way back from the members). The last 40
    // evenings: a long season's whole course costs its evenings squared,
    // and a phone's chart shows a few dozen.
    let charted = matches!(route, Route::Club | Route::Player { .. });
    let read = {
        let club = club.clone();
        use_memo(club.book.revision, move |_| match club.season() {
            Some(s) => {
                let (answer, course) = mahjong_core::json::season::answer_with_course(&s.season, if charted { COURSE } else { 0 });
                SeasonRead { answer: Rc::new(Some(answer)), course: RefCell::new(charted.then(|| Rc::new(course))) }
            }
            None => SeasonRead { answer: Rc::new(None), course: RefCell::new(Some(Rc::default())) },
        })
    };
    let answer = read.answer.clone();
    let course: Rc<Vec<CourseStep>> = if charted {
        // The course alone (the answer is kept above), the first time a
        // screen charts this revision.
        let season = club.season().map(|s| &s.season);
        read.course
            .borrow_mut()
            .get_or_insert_with(|| {
                Rc::new(season.and_then(|s| mahjong_core::json::season::course_last(s, COURSE).ok()).unwrap_or_default())
            })
            .clone()
    } else {
        Rc::default()
    };
    // A season without a secret (new, read in, or begun before issue 31)
    // gets one, so its tables' cards carry keys. Not one that came from
    // the club's server (issue 52): its secret is the phone's that made
    // it, and a new one here would make cards the other cannot check.
    {
        let unsecured = club.season().filter(|s| s.season.secret.is_none() && !club.from_server(&s.id)).map(|s| s.id.clone());
        let on_action = on_action.clone();
        use_effect_with(unsecured, move |unsecured| {
            if unsecured.is_some() {
                if let Some(secret) = crate::card::random_secret() {
                    on_action.emit(ClubAction::Season(SeasonChange::Secure { secret }));
                }
            }
        });
    }
    let out: Option<&SeasonOut> = match answer.as_ref() {
        Some(Answer::Season(s)) => Some(s),
        _ => None,
    };
    let banner = banner_view(lang, club, on_action);
    let body = match (club.season(), route) {
        (_, Route::Share) => html! {
            <crate::competition::share::screen::ShareScreen {lang} club={club.clone()} on_action={on_action.clone()} />
        },
        (_, Route::Mers) => html! { <crate::competition::mers::MersScreen {lang} club={club.clone()} /> },
        (None, _) => html! {
            <>
                <NewSeasonForm {lang} on_action={on_action.clone()} first=true />
                <details class="new-tournament-box">
                    <summary>{ lang.pick(crate::competition::tournament::text::NEW) }</summary>
                    <crate::competition::tournament::new::NewTournamentForm {lang} on_action={on_action.clone()} />
                </details>
                <p class="hint">{ lang.pick(("Of lees een seizoen of toernooi in uit een bestand (een reservekopie):", "Or read a season or tournament from a file (a backup):")) }</p>
                <ImportSeason {lang} on_action={on_action.clone()} />
                <p class="hint">
                    { lang.pick(("Of haal de seizoenen van de club op: ", "Or fetch the club's seasons: ")) }
                    <a class="start-link" href={Route::Share.href()}>{ lang.pick(("Delen met de club", "Share with the club")) }</a>
                </p>
                <p class="hint">
                    { lang.pick(("De Europese ranglijst uit de EMA-bestanden van toernooien: ", "The European ranking from tournaments' EMA files: ")) }
                    <a class="mers-link start-link" href={Route::Mers.href()}>{ lang.pick(t::MERS_TITLE) }</a>
                </p>
            </>
        },
        // A tournament's players (issue 36), a season's members.
        (Some(s), Route::Members) if s.season.tournament.is_some() => html! {
            <crate::competition::tournament::players::TournamentPlayers {lang} club={club.clone()} on_action={on_action.clone()} />
        },
        (Some(_), Route::Members) => html! { <MembersScreen {lang} club={club.clone()} on_action={on_action.clone()} /> },
        (Some(_), Route::BigScreen) => html! { <crate::competition::tournament::big_screen::BigScreen {lang} club={club.clone()} /> },
        (Some(_), Route::Log) => {
            html! { <crate::competition::history::LogScreen {lang} club={club.clone()} on_action={on_action.clone()} /> }
        }
        (Some(_), Route::Settings) => {
            html! { <crate::competition::settings::SettingsScreen {lang} club={club.clone()} on_action={on_action.clone()} /> }
        }
        (Some(_), Route::Player { name }) => html! {
            <crate::competition::player::PlayerScreen {lang} club={club.clone()} name={name.clone()} out={Shared(answer.clone())} course={Shared(course.clone())} />
        },
        (Some(s), Route::Evening { date }) => evening_view(lang, club, s, date, out, on_action),
        (Some(s), _) => overview_view(lang, club, s, out, &answer, &course, on_action),
    };
    html! {
        <section class="club" aria-label={lang.pick(t::TAB)}>
            { banner }
            if !matches!(route, Route::Club | Route::BigScreen) && (club.season().is_some() || matches!(route, Route::Share | Route::Mers)) {
                <a class="back" href={Route::Club.href()}>{ lang.pick(t::BACK) }</a>
            }
            { body }
        </section>
    }
}

/// What the organiser is told: an unreadable store, a refusal, or the
/// notice with its one button.
fn banner_view(lang: Lang, club: &UseReducerHandle<Club>, on_action: &Callback<ClubAction>) -> Html {
    html! {
        <>
            if let Some(key) = &club.book.unreadable {
                <p class="message" role="alert" data-problem="club-unreadable">{ t::unreadable(lang, key) }</p>
            }
            if let Some(e) = &club.error {
                <p class="message" role="alert" data-problem="club">{ t::club_error(lang, e, club) }</p>
            }
            // Issue 51: an unsigned result only by the organiser's choice.
            if club.unsigned.is_some() {
                <p class="unsigned-choice">
                    <button type="button" class="take-unsigned" onclick={on_action.reform(|_| ClubAction::TakeUnsigned)}>
                        { lang.pick(("Toch overnemen (niet ondertekend)", "Take it anyway (not signed)")) }
                    </button>
                </p>
            }
            if let Some(n) = &club.notice {
                <crate::notice::NoticeBar change={club.notices} stays=true
                    // Issue 32: "binnen" only once it is on disk.
                    text={match n {
                        // Issue 51: one true message: with the store full
                        // (its own alert above), nothing says "wordt opgeslagen".
                        ClubNotice::ResultIn { table } if club.save_status() == crate::persisted::SaveStatus::Unsaved => {
                            t::result_unsaved(lang, *table)
                        }
                        ClubNotice::ResultIn { table } if !club.stored() => t::result_saving(lang, *table),
                        n => t::said(lang, n, club),
                    }}
                    button={notice_button(lang, club, on_action)}
                    close={lang.pick(("Melding sluiten", "Close the message"))}
                    on_dismiss={on_action.reform(ClubAction::Dismiss)} />
            }
            // Issue 51: the organiser's own backup read on another phone:
            // only their word keeps the file's key (and the cards out).
            if let Some(ClubNotice::SecretNew { id, file: Some(secret) }) = &club.notice {
                <p class="secret-choice">
                    <button type="button" class="trust-secret" onclick={on_action.reform({
                        let (id, secret) = (id.clone(), secret.clone());
                        move |_| ClubAction::TrustFileSecret { id: id.clone(), secret: secret.clone() }
                    })}>
                        { lang.pick(("Het is mijn eigen reservekopie: oude kaarten blijven gelden", "It is my own backup: old cards stay valid")) }
                    </button>
                </p>
            }
        </>
    }
}

/// One evening of the open season `s`, with its result, conflicts and,
/// in a tournament, the round's penalties; a re-dated one follows its
/// new date (C19).
fn evening_view(
    lang: Lang,
    club: &UseReducerHandle<Club>,
    s: &StoredSeason,
    date: &str,
    out: Option<&SeasonOut>,
    on_action: &Callback<ClubAction>,
) -> Html {
    match s.season.evening(date) {
        Some(e) => {
            let result = out.and_then(|o| o.evenings.iter().find(|x| x.date == date));
            let conflicts: Vec<Conflict> = club.conflicts().into_iter().filter(|c| c.date == date).collect();
            let winners = result.map(|r| r.winners.clone()).unwrap_or_default();
            let deduction = s.season.reglement.resolve().is_ok_and(|r| r.unfinished_deduction > 0);
            // Who came the last evening before this one that had anyone.
            let previous =
                s.season.evenings.iter().filter(|x| x.date.as_str() < date && !x.present.is_empty()).max_by(|a, b| a.date.cmp(&b.date));
            let previous = previous.map(|x| x.present.clone()).unwrap_or_default();
            // A tournament round's penalties (issue 36), said under its tables.
            let round = mahjong_core::competition::date::round_of(date);
            let penalties: Vec<(String, i64, String)> = s
                .season
                .tournament
                .iter()
                .flat_map(|m| &m.penalties)
                .filter(|p| round.is_some_and(|r| r.number() == p.round))
                .map(|p| (p.player.clone(), p.points, p.reason.clone()))
                .collect();
            // Issue 50: an earlier round with tables open asks first.
            let ask_first = round.and_then(|r| {
                let earlier =
                    s.season.evenings.iter().filter(|x| mahjong_core::competition::date::round_of(&x.date).is_some_and(|q| q < r));
                let open = earlier.filter(|x| x.draw.is_some() && !x.finished()).min_by(|a, b| a.date.cmp(&b.date))?;
                let tables = open.draw.as_ref().map_or(0, |d| d.tables.len()).saturating_sub(open.tables.len());
                let before = mahjong_core::competition::date::round_of(&open.date)?.number();
                Some(crate::competition::tournament::text::earlier_open(lang, before, tables, r.number()))
            });
            let drawn = e.draw.as_ref().map_or(0, |d| d.tables.len() as u32);
            // Issue 52: shared, the cards name the club's inbox.
            let inbox = club.share.as_ref().map(|sh| sh.inbox());
            let cards: Rc<Vec<_>> = Rc::new(
                (1..=drawn)
                    .filter_map(|t| s.season.card(&s.id, date, t))
                    .map(|mut c| {
                        c.at.inbox = inbox.clone();
                        c
                    })
                    .collect(),
            );
            html! {
                <EveningScreen {lang} evening={e.clone()} {winners} {deduction} {previous} has_members={s.season.members.is_some()} {cards} members={s.season.members.clone().unwrap_or_default()}
                               season={s.season.name.clone()} rules={s.season.rules}
                               inactive={s.season.inactive.clone()} result={result.map(|r| Rc::new(clone_evening(r)))}
                               {conflicts} {penalties} {ask_first} on_action={on_action.clone()}>
                    if let Some(r) = round {
                        <crate::competition::tournament::clock::RoundClock {lang} club={club.clone()} round={r.number()} on_action={on_action.clone()} />
                    }
                </EveningScreen>
            }
        }
        // Re-dated (C19): the evening's address follows its new date.
        None => match &club.notice {
            Some(ClubNotice::Redated { date: to }) => {
                html! { <yew_router::components::Redirect<Route> to={Route::Evening { date: to.clone() }} /> }
            }
            _ => {
                html! { <p class="message" role="alert">{ t::error(lang, &crate::competition::model::ClubError::Change(mahjong_core::json::season::change::ChangeError::NoEvening)) }</p> }
            }
        },
    }
}

/// The season's overview: its evenings, standings and course.
fn overview_view(
    lang: Lang,
    club: &UseReducerHandle<Club>,
    s: &StoredSeason,
    out: Option<&SeasonOut>,
    answer: &Rc<Option<Answer>>,
    course: &Rc<Vec<CourseStep>>,
    on_action: &Callback<ClubAction>,
) -> Html {
    // The reglement read once for every line's tie-break columns.
    let ties = season_ties(&s.season.reglement);
    // Whether each evening counts, by date: one pass, not one per evening.
    let counts: std::collections::HashMap<&str, bool> =
        out.map(|o| o.evenings.iter().map(|x| (x.date.as_str(), x.counts)).collect()).unwrap_or_default();
    html! {
    <Overview {lang} club={club.clone()} course={Shared(course.clone())} out={Shared(answer.clone())} name={s.season.name.clone()} rules={s.season.rules}
              reglement={reglement_id(&s.season.reglement)} standings={out.map(|o| Rc::new(o.standings.iter().map(|l| clone_standing(l, ties)).collect::<Vec<_>>()))}
              {ties}
              evenings={Rc::new(s.season.evenings.iter().map(|e| (e.date.clone(), e.tables.len(), e.draw.as_ref().map_or(0, |d| d.tables.len()), counts.get(e.date.as_str()).copied().unwrap_or(true))).collect::<Vec<_>>())}
              on_action={on_action.clone()} />
    }
}

/// The notice's button: undo of exactly the step it tells of, or after
/// an undo its redo (issue 47); none where nothing changed (the same
/// result again, a conflict to choose).
fn notice_button(lang: crate::i18n::Lang, club: &Club, on_action: &Callback<ClubAction>) -> Option<(String, Callback<()>)> {
    let step = club.notice_step.clone()?;
    match &club.notice {
        Some(ClubNotice::Undone { what }) => (club.redo.last().map(|r| &r.0) == Some(&step))
            .then(|| (t::redo_label(lang, what, club), on_action.reform(move |_| ClubAction::Redo(Box::new(step.clone()))))),
        Some(_) => (club.history.last() == Some(&step))
            .then(|| (t::undo_label(lang, &step, club), on_action.reform(move |_| ClubAction::UndoStep(Box::new(step.clone()))))),
        None => None,
    }
}

pub(crate) fn reglement_id(r: &ReglementIn) -> String {
    match r {
        ReglementIn::Preset(id) => id.clone(),
        ReglementIn::Custom(c) => c.id.clone().unwrap_or_else(|| "eigen".into()),
    }
}
