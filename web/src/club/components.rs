//! The organiser's screens: the season (evenings and standings), one club
//! evening (who came, the draw, the tables and their results) and the
//! members. Pure components: data and callbacks in, `ClubAction`s out.

use std::rc::Rc;

use crate::persisted::Model;
use mahjong_core::competition::draw::{table_sizes, Remainder};
use mahjong_core::competition::seating;
use mahjong_core::competition::{NotCounted, Reglement, SeasonTies};
use mahjong_core::json::season::{EveningIn, EveningOut, ReglementIn, SeasonOut, StandingOut, TableIn};
use mahjong_core::json::Answer;
use mahjong_core::Variant;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::chart::{course_chart, measure_picker, Measure};
use super::model::{Club, ClubAction, ClubNotice, Conflict};
use super::player::Shared;
use super::text as t;
use crate::i18n::{variant_name, Lang};
use crate::route::Route;
use crate::time::Timestamp;

/// The value of the input or select an event came from.
pub(super) fn value(e: &Event) -> String {
    e.target_dyn_into::<HtmlInputElement>()
        .map(|i| i.value())
        .or_else(|| e.target_dyn_into::<HtmlSelectElement>().map(|s| s.value()))
        .unwrap_or_default()
}

pub(super) fn input_value(e: &InputEvent) -> String {
    e.target_unchecked_into::<HtmlInputElement>().value()
}

/// A seed for a draw, from the clock: shown with the draw so it can be
/// drawn again the same way (C15).
fn seed() -> u64 {
    (js_sys::Date::now() as u64) % 1_000_000
}

#[derive(Properties, PartialEq)]
pub struct ClubProps {
    pub lang: Lang,
    pub club: UseReducerHandle<Club>,
    pub on_action: Callback<ClubAction>,
    pub route: Route,
}

/// The organiser's screens, by route.
#[function_component]
pub fn ClubScreen(props: &ClubProps) -> Html {
    let ClubProps { lang, club, on_action, route } = props;
    let lang = *lang;
    // The engine's standings, once per change of the seasons.
    let answer = {
        let club = club.clone();
        use_memo(club.book.revision, move |_| club.standings())
    };
    // The course evening by evening: only on the screens that chart it.
    let charted = matches!(route, Route::Club | Route::Player { .. });
    let course = {
        let club = club.clone();
        use_memo((club.book.revision, charted), move |&(_, charted)| {
            let season = club.season().filter(|_| charted);
            // The last 40 evenings: a long season's whole course costs its
            // evenings squared, and a phone's chart shows a few dozen.
            season.and_then(|s| mahjong_core::json::season::course_last(&s.season, 40).ok()).unwrap_or_default()
        })
    };
    // A season without a secret (new, read in, or begun before issue 31)
    // gets one, so its tables' cards carry keys.
    {
        let unsecured = club.season().filter(|s| s.season.secret.is_none()).map(|s| s.id.clone());
        let on_action = on_action.clone();
        use_effect_with(unsecured, move |unsecured| {
            if unsecured.is_some() {
                if let Some(secret) = crate::card::random_secret() {
                    on_action.emit(ClubAction::Secure { secret });
                }
            }
        });
    }
    let out: Option<&SeasonOut> = match answer.as_ref() {
        Some(Answer::Season(s)) => Some(s),
        _ => None,
    };
    let banner = html! {
        <>
            if let Some(key) = &club.book.unreadable {
                <p class="message" role="alert" data-problem="club-unreadable">{ t::unreadable(lang, key) }</p>
            }
            if let Some(e) = &club.error {
                <p class="message" role="alert" data-problem="club">{ t::error(lang, e) }</p>
            }
            if let Some(n) = &club.notice {
                <p class="notice" role="status">
                    // Issue 32: "binnen" only once it is on disk.
                    { match n {
                        ClubNotice::ResultIn { table } if !club.stored() => t::result_saving(lang, *table),
                        n => t::notice(lang, n),
                    } }{ " " }
                    // Nothing changed with the same result again, or a conflict.
                    if club.can_undo() && !matches!(n, ClubNotice::SameResult { .. } | ClubNotice::Conflict { .. }) {
                        <button type="button" onclick={on_action.reform(|_| ClubAction::Undo)}>{ lang.pick(t::UNDO) }</button>
                    }
                </p>
            }
        </>
    };
    let body = match (club.season(), route) {
        (None, _) => html! {
            <>
                <NewSeasonForm {lang} on_action={on_action.clone()} first=true />
                <p class="hint">{ lang.pick(("Of lees een seizoen in uit een bestand (een reservekopie):", "Or read a season from a file (a backup):")) }</p>
                <ImportSeason {lang} on_action={on_action.clone()} />
            </>
        },
        (Some(_), Route::Members) => html! { <MembersScreen {lang} club={club.clone()} on_action={on_action.clone()} /> },
        (Some(_), Route::Log) => html! { <super::history::LogScreen {lang} club={club.clone()} on_action={on_action.clone()} /> },
        (Some(_), Route::Settings) => {
            html! { <super::settings::SettingsScreen {lang} club={club.clone()} on_action={on_action.clone()} /> }
        }
        (Some(_), Route::Player { name }) => html! {
            <super::player::PlayerScreen {lang} club={club.clone()} name={name.clone()} out={Shared(answer.clone())} course={Shared(course.clone())} />
        },
        (Some(s), Route::Evening { date }) => match s.season.evening(date) {
            Some(e) => {
                let result = out.and_then(|o| o.evenings.iter().find(|x| &x.date == date));
                let conflicts: Vec<(usize, Conflict)> = club
                    .conflicts
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.season == s.id && &c.date == date)
                    .map(|(i, c)| (i, c.clone()))
                    .collect();
                let winners = result.map(|r| r.winners.clone()).unwrap_or_default();
                let deduction = s.season.reglement.resolve().is_ok_and(|r| r.unfinished_deduction > 0);
                // Who came the last evening before this one that had anyone.
                let previous =
                    s.season.evenings.iter().filter(|x| x.date < *date && !x.present.is_empty()).max_by(|a, b| a.date.cmp(&b.date));
                let previous = previous.map(|x| x.present.clone()).unwrap_or_default();
                html! {
                    <EveningScreen {lang} evening={e.clone()} {winners} {deduction} {previous} has_members={s.season.members.is_some()} secret={s.season.secret.clone()} members={s.season.members.clone().unwrap_or_default()}
                                   season={s.season.name.clone()} season_id={s.id.clone()} rules={s.season.rules}
                                   inactive={s.season.inactive.clone()} result={result.map(|r| Rc::new(clone_evening(r)))}
                                   {conflicts} on_action={on_action.clone()} />
                }
            }
            // Re-dated (C19): the evening's address follows its new date.
            None => match &club.notice {
                Some(ClubNotice::Redated { date: to }) => {
                    html! { <yew_router::components::Redirect<Route> to={Route::Evening { date: to.clone() }} /> }
                }
                _ => html! { <p class="message" role="alert">{ t::error(lang, &super::model::ClubError::NoEvening) }</p> },
            },
        },
        (Some(s), _) => {
            // The reglement read once for every line's tie-break columns.
            let ties = season_ties(&s.season.reglement);
            html! {
            <Overview {lang} club={club.clone()} course={Shared(course.clone())} out={Shared(answer.clone())} name={s.season.name.clone()} rules={s.season.rules}
                      reglement={reglement_id(&s.season.reglement)} standings={out.map(|o| Rc::new(o.standings.iter().map(|l| clone_standing(l, ties)).collect::<Vec<_>>()))}
                      {ties}
                      evenings={Rc::new(s.season.evenings.iter().map(|e| (e.date.clone(), e.tables.len(), e.draw.as_ref().map_or(0, |d| d.tables.len()), out.and_then(|o| o.evenings.iter().find(|x| x.date == e.date)).is_none_or(|x| x.counts))).collect::<Vec<_>>())}
                      on_action={on_action.clone()} />
            }
        }
    };
    html! {
        <section class="club" aria-label={lang.pick(t::TAB)}>
            { banner }
            if !matches!(route, Route::Club) && club.season().is_some() {
                <a class="back" href={Route::Club.href()}>{ lang.pick(t::BACK) }</a>
            }
            { body }
        </section>
    }
}

fn reglement_id(r: &ReglementIn) -> String {
    match r {
        ReglementIn::Preset(id) => id.clone(),
        ReglementIn::Custom(c) => c.id.clone().unwrap_or_else(|| "eigen".into()),
    }
}

// The answer's types are not Clone (they are written once); the screens
// keep what they show.
fn clone_standing(s: &StandingOut, ties: SeasonTies) -> StandingRow {
    // The tie-break columns the reglement orders equal totals by (C9, C12).
    let ties = match ties {
        SeasonTies::Mahjongs => vec![s.mahjongs.to_string(), s.caused.to_string()],
        SeasonTies::TableTotals => vec![s.table_totals.to_string()],
        SeasonTies::Shared => Vec::new(),
    };
    StandingRow { player: s.player.clone(), rank: s.rank, total: s.total_text.clone(), qualified: s.qualified, evenings: s.evenings, ties }
}

/// The reglement's tie-break for equal season totals; none where it
/// cannot be read.
fn season_ties(r: &ReglementIn) -> SeasonTies {
    r.resolve().map_or(SeasonTies::Shared, |r| r.season_ties)
}

/// A line of the standings as shown.
#[derive(Clone, PartialEq, Debug)]
pub struct StandingRow {
    pub player: String,
    pub rank: usize,
    pub total: String,
    pub qualified: bool,
    pub evenings: usize,
    /// The tie-break columns' values (mahjongs made and caused, C9; or the
    /// sum of table totals, C12).
    pub ties: Vec<String>,
}

/// An evening's tables as shown: per table, each seat's player, total,
/// place and points.
#[derive(Clone, PartialEq, Debug)]
pub struct EveningView {
    pub counts: bool,
    pub winners: Vec<String>,
    /// The engine's reason it does not count (C7).
    pub not_counted: Option<NotCounted>,
    /// Its highest table total where it does not count (C18).
    pub highest: Vec<String>,
    /// Per table, each seat.
    pub tables: Vec<Vec<ShownSeat>>,
}

/// A seat as the evening shows it.
#[derive(Clone, PartialEq, Debug)]
pub struct ShownSeat {
    pub player: String,
    pub total: i64,
    pub place: usize,
    /// What the evening is worth, as clubs write it.
    pub points: String,
    /// The table points, where the reglement has them.
    pub table_points: Option<String>,
}

fn clone_evening(e: &EveningOut) -> EveningView {
    EveningView {
        counts: e.counts,
        winners: e.winners.clone(),
        not_counted: e.not_counted,
        highest: e.highest.clone(),
        tables: e
            .tables
            .iter()
            .map(|t| {
                t.seats
                    .iter()
                    .map(|s| ShownSeat {
                        player: s.player.clone(),
                        total: s.total,
                        place: s.place,
                        points: s.points_text.clone(),
                        table_points: s.table_points_text.clone(),
                    })
                    .collect()
            })
            .collect(),
    }
}

/// A season's name and the rule set of its evenings: the first two fields
/// of a new season and of the season's settings.
pub(super) fn name_and_rules(
    lang: Lang,
    name: &UseStateHandle<String>,
    rules: &UseStateHandle<Variant>,
    placeholder: Option<&'static str>,
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

#[derive(Properties, PartialEq)]
struct NewSeasonProps {
    lang: Lang,
    on_action: Callback<ClubAction>,
    first: bool,
}

/// A new season: its name, the rule set of its evenings and a reglement.
#[function_component]
fn NewSeasonForm(props: &NewSeasonProps) -> Html {
    let lang = props.lang;
    let name = use_state(String::new);
    let rules = use_state(|| Variant::Nts);
    let reglement = use_state(|| "groene-hart".to_string());
    // A next season keeps the club's members unless asked otherwise.
    let keep_members = use_state(|| true);
    let onsubmit = {
        let (name, rules, reglement, on_action) = (name.clone(), rules.clone(), reglement.clone(), props.on_action.clone());
        let (keep_members, first) = (keep_members.clone(), props.first);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let id = format!("s{}", js_sys::Date::now() as u64);
            on_action.emit(ClubAction::NewSeason {
                id,
                name: (*name).clone(),
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
            { name_and_rules(lang, &name, &rules, Some(lang.pick(t::SEASON_PLACEHOLDER))) }
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

#[derive(Properties, PartialEq)]
struct OverviewProps {
    lang: Lang,
    club: UseReducerHandle<Club>,
    name: String,
    rules: Variant,
    reglement: String,
    standings: Option<Rc<Vec<StandingRow>>>,
    /// Which tie-break columns the standings show.
    ties: SeasonTies,
    course: Shared<Vec<mahjong_core::json::season::CourseStep>>,
    out: Shared<Option<Answer>>,
    /// Per evening: date, tables with a result, tables drawn, whether it counts.
    evenings: Rc<Vec<(String, usize, usize, bool)>>,
    on_action: Callback<ClubAction>,
}

/// The season: its evenings, a new evening, and the standings.
#[function_component]
fn Overview(props: &OverviewProps) -> Html {
    let lang = props.lang;
    let date = use_state(|| Timestamp::now().date().to_string());
    let on_date = {
        let date = date.clone();
        Callback::from(move |e: Event| date.set(value(&e)))
    };
    let new_evening = {
        let (date, on_action) = (date.clone(), props.on_action.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::NewEvening { date: (*date).clone() });
        })
    };
    let seasons = &props.club.seasons;
    let on_season = props.on_action.reform(|e: Event| ClubAction::Open(value(&e).parse().unwrap_or(0)));
    let members = props.club.season().and_then(|s| s.season.members.as_ref()).map_or(0, Vec::len);
    let measure = use_state(Measure::default);
    html! {
        <>
            <h2 class="season-name">{ &props.name }</h2>
            <p class="season-rules">{ format!("{}: {} · {}", lang.pick(t::REGLEMENT), t::reglement_name(lang, &props.reglement), variant_name(lang, props.rules)) }</p>
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
            <p class="season-links">
                <a class="members-link" href={Route::Members.href()}>{ format!("{} ({members})", lang.pick(t::MEMBERS)) }</a>
                { " · " }
                <a class="settings-link" href={Route::Settings.href()}>{ lang.pick(t::SETTINGS) }</a>
                { " · " }
                <a class="log-link" href={Route::Log.href()}>{ lang.pick(t::LOG) }</a>
            </p>
            <h3 class="no-print">{ lang.pick(t::EVENINGS) }</h3>
            if props.evenings.is_empty() {
                <p class="hint">{ lang.pick(t::NO_EVENINGS) }</p>
            }
            <ul class="evenings">
                { for props.evenings.iter().map(|(d, results, drawn, counts)| html! {
                    <li key={d.clone()}>
                        <a href={Route::Evening { date: d.clone() }.href()} data-date={d.clone()}>{ t::date(lang, d) }</a>
                        { format!(" · {results}/{drawn} {}", lang.pick(("uitslagen", "results"))) }
                        // Said once every drawn table's result is in (C7).
                        if !counts && *results > 0 && results >= drawn {
                            <span class="counts-not">{ format!(" · {}", lang.pick(t::COUNTS_NOT)) }</span>
                        }
                    </li>
                }) }
            </ul>
            <form class="new-evening" onsubmit={new_evening}>
                <label>
                    { lang.pick(t::DATE) }
                    <input type="date" name="evening-date" value={(*date).clone()} onchange={on_date} />
                </label>
                <button class="primary" type="submit">{ lang.pick(t::NEW_EVENING) }</button>
            </form>
            <h3>{ lang.pick(t::STANDINGS) }</h3>
            // Results in, but no evening counts yet (C7): said so, not "no results".
            if props.standings.as_ref().is_none_or(|l| l.is_empty()) && props.evenings.iter().any(|e| e.1 > 0) {
                <p class="hint">{ lang.pick(t::NOT_YET_COUNTING) }</p>
            } else {
                { standings_table(lang, props.standings.as_deref(), true, props.ties) }
            }
            if let (Some(Answer::Season(out)), Some(_)) = (props.out.0.as_ref(), props.standings.as_ref().filter(|l| !l.is_empty())) {
                <ShareStandings {lang} text={super::export::standings_message(&props.name, out, lang)}
                                title={format!("{} {}", lang.pick(t::STANDINGS), props.name)}
                                subtitle={super::export::standings_after(out, lang)}
                                standings={props.standings.clone().unwrap_or_default()} />
            }
            if let Some(standings) = props.standings.as_ref().filter(|l| !l.is_empty()) {
                <super::grid::SeasonGrid {lang} name={props.name.clone()} out={props.out.clone()} standings={standings.clone()} ties={props.ties} />
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
        </>
    }
}

#[derive(Properties, PartialEq)]
struct ShareProps {
    lang: Lang,
    text: String,
    /// The picture's title and second line, and its lines.
    title: String,
    subtitle: String,
    standings: Rc<Vec<StandingRow>>,
}

/// "Deel de stand": the standings as a message for the club's group, by
/// the phone's share sheet where it has one, else copied (issue 31).
#[function_component]
fn ShareStandings(props: &ShareProps) -> Html {
    let lang = props.lang;
    let copied = use_state(|| false);
    let onclick = {
        let (text, copied) = (props.text.clone(), copied.clone());
        Callback::from(move |_| {
            let Some(n) = web_sys::window().map(|w| w.navigator()) else { return };
            if js_sys::Reflect::has(&n, &"share".into()).unwrap_or(false) {
                let data = web_sys::ShareData::new();
                data.set_text(&text);
                // The organiser may close the share sheet: nothing to say then.
                let _ = n.share_with_data(&data);
            } else {
                let promise = n.clipboard().write_text(&text);
                let copied = copied.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    copied.set(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
                });
            }
        })
    };
    let saved_as = use_state(|| false);
    let picture = {
        let (title, subtitle, standings) = (props.title.clone(), props.subtitle.clone(), props.standings.clone());
        let (copied, saved_as) = (copied.clone(), saved_as.clone());
        Callback::from(move |_| {
            if let Some(png) = super::picture::standings_png(lang, &title, &subtitle, &standings) {
                let shared = super::picture::share_or_download(png, lang.pick(("klassement.png", "standings.png")));
                copied.set(false);
                saved_as.set(!shared);
            }
        })
    };
    html! {
        <p class="share-standings no-print">
            <button type="button" {onclick}>{ lang.pick(t::SHARE_STANDINGS) }</button>{ " " }
            <button type="button" class="share-picture" onclick={picture}>{ lang.pick(t::SHARE_PICTURE) }</button>
            if *copied {
                <span class="hint" role="status">{ " " }{ lang.pick(t::COPIED_STANDINGS) }</span>
            }
            if *saved_as {
                <span class="hint" role="status">{ " " }{ lang.pick(t::PICTURE_SAVED) }</span>
            }
        </p>
    }
}

/// Whether to remind the organiser of a backup ([`Club::backup_due`]).
fn backup_due(club: &Club) -> bool {
    club.backup_due(&Timestamp::hours_ago(30 * 24))
}

type Text = (&'static str, &'static str);

/// The tie-break columns the reglement uses, short and in words (C9, C12).
pub(super) fn tie_heads(ties: SeasonTies) -> &'static [(Text, Text)] {
    match ties {
        SeasonTies::Mahjongs => &[(("MJ", "MJ"), t::MADE_LONG), (("Ver.", "Caused"), t::CAUSED_LONG)],
        SeasonTies::TableTotals => &[(("Score", "Score"), t::TABLE_TOTALS)],
        SeasonTies::Shared => &[],
    }
}

/// The standings as a table: rank, name, points, evenings and the
/// reglement's tie-break columns. With `links` each name opens the
/// player's page (not on a club's site).
fn standings_table(lang: Lang, standings: Option<&Vec<StandingRow>>, links: bool, ties: SeasonTies) -> Html {
    let heads = tie_heads(ties);
    match standings {
        Some(lines) if !lines.is_empty() => html! {
            <>
            <table class="standings">
                <thead><tr>
                    // Short, so the names keep their width at 360 px (issue 31).
                    <th scope="col"><abbr title={lang.pick(t::RANK)}>{ lang.pick(("Pl.", "#")) }</abbr></th>
                    <th scope="col">{ lang.pick(t::NAME) }</th>
                    <th scope="col" class="num">{ lang.pick(t::POINTS) }</th>
                    <th scope="col" class="num"><abbr title={lang.pick(t::PLAYED)}>{ lang.pick(("Av.", "Ev.")) }</abbr></th>
                    { for heads.iter().map(|(short, long)| html! {
                        <th scope="col" class="num"><abbr title={lang.pick(*long)}>{ lang.pick(*short) }</abbr></th>
                    }) }
                </tr></thead>
                <tbody>
                    { for lines.iter().map(|l| html! {
                        <tr key={l.player.clone()} class={classes!((!l.qualified).then_some("not-qualified"))}>
                            <td>{ l.rank }</td>
                            <th scope="row">
                                if links {
                                    <a href={Route::Player { name: l.player.clone() }.href()}>{ &l.player }</a>
                                } else {
                                    { &l.player }
                                }
                                if !l.qualified {
                                    <span class="nq">{ format!(" ({})", lang.pick(t::NOT_QUALIFIED)) }</span>
                                }
                            </th>
                            <td class="num">{ &l.total }</td>
                            <td class="num">{ l.evenings }</td>
                            { for l.ties.iter().map(|v| html! { <td class="num">{ v.clone() }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table>
            // A phone has no tooltip: the short heads are said in words.
            <p class="hint legend">{ lang.pick(match ties {
                SeasonTies::Mahjongs => ("Pl.: plaats · Av.: avonden gespeeld · MJ: mahjongs gemaakt · Ver.: mahjongs veroorzaakt", "Ev.: evenings played · MJ: mahjongs made · Caused: mahjongs caused"),
                SeasonTies::TableTotals => ("Pl.: plaats · Av.: avonden gespeeld · Score: som van de tafelscores", "Ev.: evenings played · Score: sum of the table totals"),
                SeasonTies::Shared => ("Pl.: plaats · Av.: avonden gespeeld", "Ev.: evenings played"),
            }) }</p>
            </>
        },
        _ => html! { <p class="hint">{ lang.pick(t::NO_STANDINGS) }</p> },
    }
}

#[derive(Properties, PartialEq)]
struct EveningProps {
    lang: Lang,
    evening: EveningIn,
    /// The reglement deducts for a table that did not finish (C11).
    deduction: bool,
    /// The season lists its members (C7 then counts members).
    has_members: bool,
    /// The season's secret, for the tables' keys (issue 31).
    secret: Option<String>,
    /// Who came the evening before.
    previous: Vec<String>,
    /// The season's name, id and rule set, for the table cards.
    season: String,
    season_id: String,
    rules: Variant,
    members: Vec<String>,
    inactive: Vec<String>,
    result: Option<Rc<EveningView>>,
    /// The evening winner (C10), once every table has its result.
    winners: Vec<String>,
    conflicts: Vec<(usize, Conflict)>,
    on_action: Callback<ClubAction>,
}

/// One club evening: who came, the draw, the tables and their results.
#[function_component]
fn EveningScreen(props: &EveningProps) -> Html {
    let lang = props.lang;
    let e = &props.evening;
    let date = e.date.clone();
    let guest = use_state(String::new);
    let typing = use_state(|| None::<u32>);
    // Who can be ticked: the active members, and whoever is present.
    let mut names: Vec<String> = props.members.iter().filter(|m| !props.inactive.contains(m) || e.present.contains(m)).cloned().collect();
    names.extend(e.present.iter().filter(|p| !props.members.contains(p)).cloned());
    let here = e.present.len();
    let sizes = table_sizes(here, Remainder::Five).unwrap_or_default();
    let on_guest = {
        let guest = guest.clone();
        Callback::from(move |e: InputEvent| guest.set(input_value(&e)))
    };
    let add_guest = {
        let (guest, on_action, date) = (guest.clone(), props.on_action.clone(), date.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::Guest { date: date.clone(), name: (*guest).clone() });
            guest.set(String::new());
        })
    };
    let draw = {
        let (on_action, date) = (props.on_action.clone(), date.clone());
        Callback::from(move |_| on_action.emit(ClubAction::Draw { date: date.clone(), seed: seed() }))
    };
    let kept = |k: u32| e.result(k).cloned();
    let with_result = |k: u32| e.result(k).is_some();
    let started = e.started();
    // Every drawn table has its result: the evening is finished, and only
    // then is it said whether it counts (C7, C18).
    let drawn = e.draw.as_ref().map_or(0, |d| d.tables.len());
    let finished = !e.tables.is_empty() && e.tables.len() >= drawn;
    // While results come in, an evening that does not count yet (too few
    // in, C7) shows each table's points, not the evening's 0.
    let provisional =
        !finished && props.result.as_ref().is_some_and(|r| !r.counts && r.tables.iter().flatten().any(|s| s.table_points.is_some()));
    let card_out = {
        let (on_action, date) = (props.on_action.clone(), date.clone());
        move |table: Option<u32>| {
            let (on_action, date) = (on_action.clone(), date.clone());
            Callback::from(move |()| on_action.emit(ClubAction::CardOut { date: date.clone(), table }))
        }
    };
    let scanning = use_state(|| false);
    let on_scanned = {
        let (on_action, scanning) = (props.on_action.clone(), scanning.clone());
        Callback::from(move |data: String| {
            scanning.set(false);
            on_action.emit(match crate::card::SignedResult::decode(&data) {
                Ok(r) => ClubAction::TableResult(Box::new(r)),
                Err(_) => ClubAction::LinkBroken,
            });
        })
    };
    let toggle_scan: Callback<()> = {
        let scanning = scanning.clone();
        Callback::from(move |()| scanning.set(!*scanning))
    };
    html! {
        <>
            <h2 data-date={e.date.clone()}>{ format!("{} {}", lang.pick(("Speelavond", "Club evening")), t::date(lang, &e.date)) }</h2>
            if drawn > 0 && !e.tables.is_empty() && !finished {
                <p class="hint results-in">{ t::results_in(lang, e.tables.len(), drawn) }</p>
            }
            if finished {
                if let Some(r) = props.result.as_ref().filter(|r| !r.counts) {
                    if let Some(NotCounted::TooFew { players, min }) = r.not_counted {
                        <p class="hint counts-not">{ t::counts_not(lang, players, min, props.has_members) }</p>
                    }
                    if !r.highest.is_empty() {
                        <p class="hint highest">{ t::highest(lang, &r.highest) }</p>
                    }
                }
            }
            // Once drawn, who came folds away under its count (a late
            // arrival opens it).
            <details class="present" open={e.draw.is_none()}>
            <summary>{ format!("{} ({here})", lang.pick(t::PRESENT)) }</summary>
            <div class="present-quick">
                <button type="button" onclick={{
                    let (on_action, date) = (props.on_action.clone(), date.clone());
                    let active: Vec<String> = props.members.iter().filter(|m| !props.inactive.contains(m)).cloned().collect();
                    Callback::from(move |_| on_action.emit(ClubAction::PresentMany { date: date.clone(), names: active.clone() }))
                }}>{ lang.pick(t::ALL_MEMBERS) }</button>
                if !props.previous.is_empty() {
                    <button type="button" onclick={{
                        let (on_action, date, names) = (props.on_action.clone(), date.clone(), props.previous.clone());
                        Callback::from(move |_| on_action.emit(ClubAction::PresentMany { date: date.clone(), names: names.clone() }))
                    }}>{ lang.pick(t::LAST_TIME) }</button>
                }
            </div>
            <fieldset class="present">
                <legend class="visually-hidden">{ lang.pick(t::PRESENT) }</legend>
                { for names.iter().map(|n| {
                    let on = e.present.contains(n);
                    let (on_action, date, name) = (props.on_action.clone(), date.clone(), n.clone());
                    let onchange = Callback::from(move |ev: Event| {
                        let here = ev.target_unchecked_into::<HtmlInputElement>().checked();
                        on_action.emit(ClubAction::Present { date: date.clone(), name: name.clone(), here });
                    });
                    html! {
                        <label key={n.clone()} class="check">
                            <input type="checkbox" name="present" value={n.clone()} checked={on} {onchange} />
                            { n.clone() }
                        </label>
                    }
                }) }
            </fieldset>
            </details>
            if let Some(d) = &e.draw {
                { for seating::unseated(&d.tables, &e.present).into_iter().map(|name| html! {
                    <LateArrival key={name.to_string()} {lang} date={date.clone()} name={name.to_string()} tables={d.tables.clone()} started={started.clone()} on_action={props.on_action.clone()} />
                }) }
                { for seating::leavers(&d.tables, &e.present).into_iter().map(|name| {
                    let table = seating::table_of(&d.tables, name).unwrap_or(0);
                    let (on_action, date, who) = (props.on_action.clone(), date.clone(), name.to_string());
                    let onclick = Callback::from(move |_| on_action.emit(ClubAction::Unseat { date: date.clone(), name: who.clone() }));
                    html! {
                        <div key={name.to_string()} class="seat-problem" role="group" aria-label={name.to_string()}>
                            <p>{ t::left(lang, name, table) }</p>
                            <button type="button" {onclick}>{ t::unseat(lang, table) }</button>
                            <p class="hint">{ lang.pick(t::OR_REDRAW) }</p>
                        </div>
                    }
                }) }
            }
            <form class="guest" onsubmit={add_guest}>
                <input type="text" name="guest" maxlength="24" aria-label={lang.pick(t::GUEST)} placeholder={lang.pick(t::GUEST)} value={(*guest).clone()} oninput={on_guest} />
                <button type="submit">{ lang.pick(t::ADD_GUEST) }</button>
            </form>
            if !sizes.is_empty() {
                <p class="hint">{ t::sizes(lang, &sizes) }</p>
            }
            // Once drawn, drawing again is no longer the next step: not the
            // big button a thumb finds first.
            <button class={classes!("draw", e.draw.is_none().then_some("primary"))} type="button" onclick={draw}>{ lang.pick(if e.draw.is_some() { t::REDRAW } else { t::DRAW }) }</button>
            if e.draw.is_some() {
                if *scanning {
                    <super::scan::Scanner {lang} on_result={on_scanned} on_close={toggle_scan.clone()} />
                } else {
                    <button type="button" class="scan" onclick={toggle_scan.reform(|_| ())}>{ lang.pick(t::SCAN) }</button>
                }
            }
            { for props.conflicts.iter().map(|(i, c)| conflict_view(lang, *i, c, &props.on_action)) }
            if finished && !props.winners.is_empty() {
                <p class="evening-winner">{ "★ " }{ t::winners(lang, &props.winners) }</p>
            }
            if let Some(d) = &e.draw {
                <PrintCards {lang} season={props.season.clone()} season_id={props.season_id.clone()} date={date.clone()} rules={props.rules} tables={d.tables.clone()} secret={props.secret.clone()} on_print={card_out(None)} />
                <ol class="tables">
                    { for d.tables.iter().enumerate().map(|(k, players)| {
                        let number = k as u32 + 1;
                        let seats = props.result.as_ref().and_then(|r| {
                            let names = e.result(number)?.names();
                            let mut seats = r.tables.iter().find(|t| t.iter().map(|s| &s.player).eq(names.iter())).cloned()?;
                            // By place, as a club reads a table's result.
                            seats.sort_by_key(|s| s.place);
                            Some(seats)
                        });
                        let open_form = {
                            let typing = typing.clone();
                            Callback::from(move |_| typing.set(Some(number)))
                        };
                        html! {
                            <li key={number} class="table-card" data-table={number.to_string()}>
                                <h3>{ format!("{} {number}", lang.pick(t::TABLE)) }</h3>
                                if started.contains(&number) && !with_result(number) {
                                    <p class="started">{ lang.pick(t::STARTED) }</p>
                                }
                                if let Some(seats) = seats {
                                    <table class="table-result">
                                        <thead><tr>
                                            <th scope="col">{ lang.pick(t::PLACE) }</th>
                                            <th scope="col">{ lang.pick(t::NAME) }</th>
                                            <th scope="col" class="num">{ lang.pick(t::TOTAL) }</th>
                                            <th scope="col" class="num">{ lang.pick(if provisional { t::TABLE_POINTS } else { t::POINTS }) }</th>
                                        </tr></thead>
                                        <tbody>
                                            { for seats.iter().map(|s| html! {
                                                <tr key={s.player.clone()}>
                                                    <td>{ format!("{}.", s.place) }</td>
                                                    <th scope="row">{ s.player.clone() }</th>
                                                    <td class="num">{ s.total }</td>
                                                    <td class="num">{ if provisional { s.table_points.clone().unwrap_or_default() } else { s.points.clone() } }</td>
                                                </tr>
                                            }) }
                                        </tbody>
                                    </table>
                                } else {
                                    <ul class="seats">
                                        { for players.iter().enumerate().map(|(s, p)| html! {
                                            <li key={p.clone()}><span class="wind">{ lang.pick(t::WINDS[s.min(4)]) }</span>{ " " }{ p.clone() }</li>
                                        }) }
                                    </ul>
                                    <p class="hint">{ lang.pick(t::WAITING) }</p>
                                }
                                if !with_result(number) {
                                    <CardPanel {lang} card={crate::card::TableCard {
                                        at: crate::card::TableRef { season: props.season.clone(), id: Some(props.season_id.clone()), date: date.clone(), table: number,
                                            key: props.secret.as_deref().map(|s| crate::card::table_key(s, &date, number, players)) },
                                        rules: props.rules, names: players.clone() }} on_open={card_out(Some(number))} />
                                }
                                if *typing == Some(number) {
                                    <ResultForm {lang} date={date.clone()} table={number} players={players.clone()} deduction={props.deduction} rules={props.rules}
                                                initial={kept(number).filter(|k| k.game.is_none())}
                                                on_action={props.on_action.clone()} on_close={{ let typing = typing.clone(); Callback::from(move |_| typing.set(None)) }} />
                                } else if !with_result(number) {
                                    <button type="button" onclick={open_form}>{ lang.pick(t::ENTER_RESULT) }</button>
                                } else {
                                    <div class="result-actions">
                                        // A typed result is corrected in place; a game's comes
                                        // again from its table (C19).
                                        if kept(number).is_some_and(|k| k.game.is_none()) {
                                            <button type="button" onclick={open_form}>{ lang.pick(t::CORRECT) }</button>
                                        }
                                        <button type="button" onclick={{
                                            let (on_action, date) = (props.on_action.clone(), date.clone());
                                            Callback::from(move |_| on_action.emit(ClubAction::RemoveResult { date: date.clone(), table: number }))
                                        }}>{ lang.pick(t::REMOVE_RESULT) }</button>
                                        // Not finished in the time (C11), also for a game
                                        // that came by link or code.
                                        if props.deduction {
                                            <label class="check">
                                                <input type="checkbox" name={format!("unfinished-{number}")}
                                                       checked={kept(number).is_some_and(|k| k.unfinished)}
                                                       onchange={{
                                                           let (on_action, date) = (props.on_action.clone(), date.clone());
                                                           Callback::from(move |ev: Event| {
                                                               let unfinished = ev.target_unchecked_into::<HtmlInputElement>().checked();
                                                               on_action.emit(ClubAction::SetUnfinished { date: date.clone(), table: number, unfinished });
                                                           })
                                                       }} />
                                                { lang.pick(t::UNFINISHED) }
                                            </label>
                                        }
                                    </div>
                                }
                            </li>
                        }
                    }) }
                </ol>
                <SwapForm {lang} date={date.clone()} players={d.tables.concat()} on_action={props.on_action.clone()} />
                <MoveForm {lang} date={date.clone()} players={d.tables.concat()} tables={d.tables.len() as u32} on_action={props.on_action.clone()} />
            }
            <EveningEdit {lang} date={date.clone()} on_action={props.on_action.clone()} />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct LateProps {
    lang: Lang,
    date: String,
    name: String,
    tables: Vec<Vec<String>>,
    /// The tables that have started: offered last, and said so.
    started: Vec<u32>,
    on_action: Callback<ClubAction>,
}

/// A late arrival (C20): seated at the table the organiser picks (a table
/// of 4 becomes one of 5), or drawn with the tables not started.
#[function_component]
fn LateArrival(props: &LateProps) -> Html {
    let lang = props.lang;
    // Tables with a free seat (the engine's, C3); those not started
    // first, a started one only at the organiser's explicit pick.
    let mut open = seating::free_tables(&props.tables);
    open.sort_by_key(|k| props.started.contains(k));
    let pick = use_state(|| open.first().copied().unwrap_or(1));
    let onchange = {
        let pick = pick.clone();
        Callback::from(move |e: Event| pick.set(value(&e).parse().unwrap_or(1)))
    };
    let onsubmit = {
        let (pick, on_action, date, name) = (pick.clone(), props.on_action.clone(), props.date.clone(), props.name.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::SeatAt { date: date.clone(), name: name.clone(), table: *pick });
        })
    };
    let name = &props.name;
    html! {
        <form class="seat-problem late" aria-label={name.clone()} {onsubmit}>
            <p>{ t::unseated(lang, name) }</p>
            if !open.is_empty() {
                <label>
                    { lang.pick(t::SEAT_AT) }
                    <select name="seat-at" {onchange}>
                        { for open.iter().map(|&k| {
                            let size = props.tables[k as usize - 1].len();
                            let note = if props.started.contains(&k) { format!(", {}", lang.pick(t::STARTED_SHORT)) } else { String::new() };
                            html! { <option key={k} value={k.to_string()} selected={k == *pick}>{ format!("{} {k} ({size} → {}{note})", lang.pick(t::TABLE), size + 1) }</option> }
                        }) }
                    </select>
                </label>
                <button type="submit">{ lang.pick(t::SEAT_HERE) }</button>
            }
            <p class="hint">{ lang.pick(t::OR_REDRAW) }</p>
        </form>
    }
}

#[derive(Properties, PartialEq)]
struct EditProps {
    lang: Lang,
    date: String,
    on_action: Callback<ClubAction>,
}

/// An evening on the wrong date is re-dated; one entered by mistake goes
/// into the bin (C19), both with undo.
#[function_component]
fn EveningEdit(props: &EditProps) -> Html {
    let lang = props.lang;
    let to = use_state(|| props.date.clone());
    let oninput = {
        let to = to.clone();
        Callback::from(move |e: InputEvent| to.set(input_value(&e)))
    };
    let onsubmit = {
        let (to, on_action, date) = (to.clone(), props.on_action.clone(), props.date.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::Redate { from: date.clone(), to: (*to).clone() });
        })
    };
    let delete = {
        let (on_action, date) = (props.on_action.clone(), props.date.clone());
        Callback::from(move |_| on_action.emit(ClubAction::DeleteEvening { date: date.clone(), at: Timestamp::now() }))
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

/// A conflict shown side by side: the kept result and the new one.
fn conflict_view(lang: Lang, index: usize, c: &Conflict, on_action: &Callback<ClubAction>) -> Html {
    let side = |title: (&'static str, &'static str), r: &TableIn| {
        let names = r.names();
        let totals = match &r.game {
            Some(g) if r.players.is_empty() => g.replay().map(|rep| rep.totals).unwrap_or_default(),
            _ => r.totals.clone(),
        };
        html! {
            <div class="side">
                <h4>{ lang.pick(title) }</h4>
                <ul>{ for names.iter().zip(totals).map(|(n, x)| html! { <li key={n.clone()}>{ format!("{n}: {x}") }</li> }) }</ul>
            </div>
        }
    };
    html! {
        <div class="conflict" role="group" aria-label={format!("{} {}", lang.pick(t::TABLE), c.table)}>
            <h3>{ format!("{} {}", lang.pick(t::TABLE), c.table) }</h3>
            <div class="sides">{ side(t::KEPT, &c.kept) }{ side(t::NEW_RESULT, &c.new) }</div>
            <button type="button" onclick={on_action.reform(move |_| ClubAction::Resolve { index, take_new: false })}>{ lang.pick(t::KEEP_KEPT) }</button>
            <button type="button" onclick={on_action.reform(move |_| ClubAction::Resolve { index, take_new: true })}>{ lang.pick(t::TAKE_NEW) }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct ResultProps {
    lang: Lang,
    date: String,
    table: u32,
    players: Vec<String>,
    /// The reglement deducts for a table that did not finish (C11).
    deduction: bool,
    /// The evening's rule set (C21 asks the engine with it).
    rules: Variant,
    /// The kept result, when it is being corrected (C19).
    initial: Option<TableIn>,
    on_action: Callback<ClubAction>,
    on_close: Callback<()>,
}

/// A paper form's result typed in, or a kept one corrected (C19): per
/// player the total, mahjongs made and caused (C1, C2); the table
/// unfinished (C11). The running sum of the totals shows a typing error
/// before the engine refuses it (C21).
#[function_component]
fn ResultForm(props: &ResultProps) -> Html {
    let lang = props.lang;
    let n = props.players.len();
    let cells = {
        let initial = props.initial.clone();
        use_state(move || match initial {
            Some(k) => (0..n)
                .map(|i| {
                    let at = |v: &[u32]| v.get(i).map_or(String::new(), u32::to_string);
                    [k.totals.get(i).map_or(String::new(), i64::to_string), at(&k.mahjongs), at(&k.caused)]
                })
                .collect(),
            None => vec![[String::new(), String::new(), String::new()]; n],
        })
    };
    let unfinished = use_state(|| props.initial.as_ref().is_some_and(|k| k.unfinished));
    let problem = use_state(|| false);
    // What the engine says of the numbers (C2, C21), said in the form,
    // which stays open with them.
    let refused = use_state(|| None::<mahjong_core::competition::typed::TypedError>);
    // A correction only when the form was opened on a result: a result
    // another tab sent meanwhile is not overwritten, it is a conflict
    // (issue 32).
    let correcting = *use_state(|| props.initial.is_some());
    let sum: Option<i64> = cells.iter().map(|c| if c[0].trim().is_empty() { Some(0) } else { c[0].trim().parse::<i64>().ok() }).sum();
    let onsubmit = {
        let (cells, unfinished, problem, props_players) = (cells.clone(), unfinished.clone(), problem.clone(), props.players.clone());
        let (on_action, on_close, date, table) = (props.on_action.clone(), props.on_close.clone(), props.date.clone(), props.table);
        let (refused, rules) = (refused.clone(), props.rules);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let num = |s: &str| if s.trim().is_empty() { Some(0) } else { s.trim().parse::<i64>().ok() };
            let parsed: Option<Vec<[i64; 3]>> = cells.iter().map(|c| Some([num(&c[0])?, num(&c[1])?, num(&c[2])?])).collect();
            let Some(rows) = parsed.filter(|rows| rows.iter().all(|r| r[1] >= 0 && r[2] >= 0)) else {
                problem.set(true);
                return;
            };
            problem.set(false);
            let result = TableIn {
                table: Some(table),
                players: props_players.clone(),
                totals: rows.iter().map(|r| r[0]).collect(),
                mahjongs: rows.iter().map(|r| u32::try_from(r[1]).unwrap_or(u32::MAX)).collect(),
                caused: rows.iter().map(|r| u32::try_from(r[2]).unwrap_or(u32::MAX)).collect(),
                unfinished: *unfinished,
                game: None,
            };
            if let Err(e) = mahjong_core::competition::typed::check_typed(&result.typed_results(), rules) {
                refused.set(Some(e));
                return;
            }
            refused.set(None);
            on_action.emit(if correcting {
                ClubAction::CorrectResult { date: date.clone(), result }
            } else {
                ClubAction::Result { date: date.clone(), result }
            });
            on_close.emit(());
        })
    };
    let cell = |i: usize, j: usize, what: (&'static str, &'static str), player: &str| {
        let state = cells.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            let mut c = (*state).clone();
            c[i][j] = input_value(&e);
            state.set(c);
        });
        html! {
            <input type="text" inputmode={if j == 0 { "text" } else { "numeric" }} class="num" name={format!("r{i}c{j}")}
                   aria-label={format!("{player}: {}", lang.pick(what))} value={cells[i][j].clone()} {oninput} />
        }
    };
    let on_unfinished = {
        let unfinished = unfinished.clone();
        Callback::from(move |e: Event| unfinished.set(e.target_unchecked_into::<HtmlInputElement>().checked()))
    };
    html! {
        <form class="result-form" aria-label={format!("{} {}: {}", lang.pick(t::TABLE), props.table, lang.pick(t::ENTER_RESULT))} {onsubmit}>
            <table>
                <thead><tr>
                    <th scope="col">{ lang.pick(t::NAME) }</th>
                    <th scope="col">{ lang.pick(t::TOTAL) }</th>
                    <th scope="col"><abbr title={lang.pick(t::MADE_LONG)}>{ "MJ" }</abbr></th>
                    <th scope="col"><abbr title={lang.pick(t::CAUSED_LONG)}>{ lang.pick(("Ver.", "Caused")) }</abbr></th>
                </tr></thead>
                <tbody>
                    { for props.players.iter().enumerate().map(|(i, p)| html! {
                        <tr key={p.clone()}>
                            <th scope="row">{ p.clone() }</th>
                            <td>{ cell(i, 0, t::TOTAL, p) }</td>
                            <td>{ cell(i, 1, t::MADE, p) }</td>
                            <td>{ cell(i, 2, t::CAUSED, p) }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            <p class="hint">{ lang.pick(t::MJ_LEGEND) }</p>
            <p class="sum" aria-live="polite">{ t::sum(lang, sum) }</p>
            if props.deduction || *unfinished {
                <label class="check">
                    <input type="checkbox" name="unfinished" checked={*unfinished} onchange={on_unfinished} />
                    { lang.pick(t::UNFINISHED) }
                </label>
            }
            if *problem {
                <p class="message" role="alert">{ lang.pick(("Vul hele getallen in; mahjongs en veroorzaakt zijn niet negatief.", "Fill in whole numbers; mahjongs and caused are not negative.")) }</p>
            }
            if let Some(e) = &*refused {
                <p class="message" role="alert">{ t::typed(lang, props.table, e) }</p>
            }
            <button class="primary" type="submit">{ lang.pick(t::SAVE_RESULT) }</button>
            <button type="button" onclick={props.on_close.reform(|_| ())}>{ lang.pick(t::CANCEL) }</button>
        </form>
    }
}

#[derive(Properties, PartialEq)]
struct SwapProps {
    lang: Lang,
    date: String,
    players: Vec<String>,
    on_action: Callback<ClubAction>,
}

/// Two players change places, for a club that wants them apart or
/// together.
#[function_component]
fn SwapForm(props: &SwapProps) -> Html {
    let lang = props.lang;
    let a = use_state(|| props.players.first().cloned().unwrap_or_default());
    let b = use_state(|| props.players.get(1).cloned().unwrap_or_default());
    let pick = |state: &UseStateHandle<String>, name: &'static str, label: String| {
        let s = state.clone();
        let onchange = Callback::from(move |e: Event| s.set(value(&e)));
        html! {
            <select {name} aria-label={label} {onchange}>
                { for props.players.iter().map(|p| html! { <option key={p.clone()} value={p.clone()} selected={**state == *p}>{ p.clone() }</option> }) }
            </select>
        }
    };
    let onsubmit = {
        let (a, b, on_action, date) = (a.clone(), b.clone(), props.on_action.clone(), props.date.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::Swap { date: date.clone(), a: (*a).clone(), b: (*b).clone() });
        })
    };
    html! {
        <form class="swap" {onsubmit}>
            { lang.pick(t::SWAP) }{ " " }{ pick(&a, "swap-a", lang.pick(t::SWAP).to_string()) }{ " " }{ lang.pick(t::WITH) }{ " " }
            { pick(&b, "swap-b", lang.pick(t::WITH).to_string()) }{ " " }
            <button type="submit">{ lang.pick(t::SWAP) }</button>
        </form>
    }
}

#[derive(Properties, PartialEq)]
struct MoveProps {
    lang: Lang,
    date: String,
    players: Vec<String>,
    tables: u32,
    on_action: Callback<ClubAction>,
}

/// One player to another table (a late arrival's table of 5, a player
/// who must leave early at a table of 3); tables stay 3 to 5.
#[function_component]
fn MoveForm(props: &MoveProps) -> Html {
    let lang = props.lang;
    let who = use_state(|| props.players.first().cloned().unwrap_or_default());
    let to = use_state(|| 1u32);
    let onsubmit = {
        let (who, to, on_action, date) = (who.clone(), to.clone(), props.on_action.clone(), props.date.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::Move { date: date.clone(), name: (*who).clone(), table: *to });
        })
    };
    let on_who = {
        let who = who.clone();
        Callback::from(move |e: Event| who.set(value(&e)))
    };
    let on_to = {
        let to = to.clone();
        Callback::from(move |e: Event| to.set(value(&e).parse().unwrap_or(1)))
    };
    html! {
        <form class="swap move" {onsubmit}>
            { lang.pick(t::MOVE) }{ " " }
            <select name="move-who" aria-label={lang.pick(t::MOVE)} onchange={on_who}>
                { for props.players.iter().map(|p| html! { <option key={p.clone()} value={p.clone()} selected={*who == *p}>{ p.clone() }</option> }) }
            </select>
            { " " }{ lang.pick(t::TO_TABLE) }{ " " }
            <select name="move-to" aria-label={lang.pick(t::TO_TABLE)} onchange={on_to}>
                { for (1..=props.tables).map(|k| html! { <option key={k} value={k.to_string()} selected={*to == k}>{ k }</option> }) }
            </select>
            { " " }
            <button type="submit">{ lang.pick(t::MOVE) }</button>
        </form>
    }
}

#[derive(Properties, PartialEq)]
struct MembersProps {
    lang: Lang,
    club: UseReducerHandle<Club>,
    on_action: Callback<ClubAction>,
}

/// The members: add, rename (everywhere, C1), no longer coming, delete
/// (only who never played).
#[function_component]
fn MembersScreen(props: &MembersProps) -> Html {
    let lang = props.lang;
    let new = use_state(String::new);
    let Some(s) = props.club.season() else { return Html::default() };
    let members = s.season.members.clone().unwrap_or_default();
    let add = {
        let (new, on_action) = (new.clone(), props.on_action.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::AddMember((*new).clone()));
            new.set(String::new());
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
                <input type="text" name="member" maxlength="24" aria-label={lang.pick(t::ADD_MEMBER)} placeholder={lang.pick(t::NAME)} value={(*new).clone()} oninput={on_new} />
                <button class="primary" type="submit">{ lang.pick(t::ADD_MEMBER) }</button>
            </form>
            <ul class="members">
                { for members.iter().map(|m| html! {
                    <MemberRow key={m.clone()} {lang} name={m.clone()} inactive={s.season.inactive.contains(m)} played={s.season.has_played(m)} on_action={props.on_action.clone()} />
                }) }
            </ul>
        </>
    }
}

#[derive(Properties, PartialEq)]
struct MemberRowProps {
    lang: Lang,
    name: String,
    inactive: bool,
    played: bool,
    on_action: Callback<ClubAction>,
}

#[function_component]
fn MemberRow(props: &MemberRowProps) -> Html {
    let lang = props.lang;
    let text = use_state(|| props.name.clone());
    let from = props.name.clone();
    let rename = {
        let (text, on_action, from) = (text.clone(), props.on_action.clone(), from.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::Rename { from: from.clone(), to: (*text).clone() });
        })
    };
    let on_text = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| text.set(input_value(&e)))
    };
    let on_inactive = {
        let (on_action, name) = (props.on_action.clone(), from.clone());
        Callback::from(move |e: Event| {
            on_action
                .emit(ClubAction::SetInactive { name: name.clone(), inactive: e.target_unchecked_into::<HtmlInputElement>().checked() })
        })
    };
    // Asked first (issue 31): the delete button is a tap away from the
    // rename and inactive fields.
    let asking = use_state(|| false);
    let delete = props.on_action.reform({
        let name = from.clone();
        move |_| ClubAction::DeleteMember(name.clone())
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
struct CardProps {
    lang: Lang,
    card: crate::card::TableCard,
    /// The card is shown: its table has started (C20).
    on_open: Callback<()>,
}

/// On the organiser's phone: a table's card as a QR code and a link, for
/// the table's phone (issue 22).
#[function_component]
fn CardPanel(props: &CardProps) -> Html {
    let lang = props.lang;
    let open = use_state(|| false);
    let playable = props.card.playable();
    let shared = use_memo((props.card.clone(), *open), |(card, open)| {
        open.then(|| {
            let link = format!("{}{}", crate::sheet::components::app_base(), Route::TableCard { data: card.encode() }.href());
            let qr = crate::sheet::share::qr_path(&link);
            (link, qr)
        })
    });
    let toggle = {
        let (open, on_open) = (open.clone(), props.on_open.clone());
        Callback::from(move |_| {
            if !*open {
                on_open.emit(());
            }
            open.set(!*open);
        })
    };
    if !playable {
        return html! { <p class="hint">{ lang.pick(t::ON_PAPER) }</p> };
    }
    html! {
        <>
            <button type="button" class="card-button" aria-expanded={open.to_string()} onclick={toggle}>{ lang.pick(t::CARD) }</button>
            if let Some((link, qr)) = &*shared {
                <crate::sheet::components::SharePanel {lang} link={link.clone()} qr={qr.clone()} hint={t::CARD_HINT} label={t::CARD_QR} />
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct FilesProps {
    lang: Lang,
    club: UseReducerHandle<Club>,
    /// The engine's answer for the open season (memoised by the club screen).
    out: Shared<Option<Answer>>,
    backup_due: bool,
    on_action: Callback<ClubAction>,
}

/// The season in files: publish (`stand.json`, the season object the
/// club's page shows), the backup, CSV of the standings and the evenings,
/// print, and a season file read in.
#[function_component]
fn SeasonFiles(props: &FilesProps) -> Html {
    use gloo_file::{Blob, ObjectUrl};
    let lang = props.lang;
    // Made again only when the seasons change (their revision), from the
    // answer the club screen has already computed.
    let files = use_memo((props.club.book.revision, lang), {
        let (club, answer) = (props.club.clone(), props.out.clone());
        move |(_, lang)| {
            let season = club.season().map(|s| &s.season)?;
            let file = |json: String| ObjectUrl::from(Blob::new_with_options(json.as_str(), Some("application/json")));
            let publish = file(super::export::published_file(season));
            let backup = file(super::export::season_file(season));
            let out = match answer.0.as_ref() {
                Some(Answer::Season(out)) => Some(out),
                _ => None,
            };
            let csv =
                |text: String| ObjectUrl::from(Blob::new_with_options(format!("\u{feff}{text}").as_str(), Some("text/csv;charset=utf-8")));
            let standings = out.as_ref().map(|o| csv(super::export::standings_csv(o, *lang)));
            let evenings = out.as_ref().map(|o| csv(super::export::evenings_csv(o, *lang)));
            Some((publish, backup, standings, evenings, super::export::file_stem(&season.name)))
        }
    });
    let Some((publish, backup, standings, evenings, stem)) = &*files else { return Html::default() };
    let backed_up = props.on_action.reform(|_| ClubAction::BackedUp { at: Timestamp::now() });
    let print = Callback::from(|_| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    html! {
        <div class="season-files no-print">
            <h3>{ lang.pick(t::FILES) }</h3>
            if props.backup_due {
                <p class="notice backup-due" role="status">{ lang.pick(t::BACKUP_DUE) }</p>
            }
            <div class="sheet-tools">
                <a class="button" data-export="publish" download="stand.json" href={publish.to_string()}>{ lang.pick(t::PUBLISH) }</a>
                <a class="button" data-export="backup" download={format!("{stem}.json")} href={backup.to_string()} onclick={backed_up}>{ lang.pick(t::BACKUP) }</a>
                if let Some(url) = standings {
                    <a class="button" data-export="standings-csv" download={format!("{stem}-klassement.csv")} href={url.to_string()}>{ lang.pick(t::CSV_STANDINGS) }</a>
                }
                if let Some(url) = evenings {
                    <a class="button" data-export="evenings-csv" download={format!("{stem}-avonden.csv")} href={url.to_string()}>{ lang.pick(t::CSV_EVENINGS) }</a>
                }
                <button type="button" onclick={print}>{ lang.pick(t::PRINT) }</button>
                <ImportSeason {lang} on_action={props.on_action.clone()} />
            </div>
            <p class="hint">{ lang.pick(t::PUBLISH_HINT) }</p>
        </div>
    }
}

/// A season file fetched from the club's site.
#[derive(Clone, PartialEq)]
enum Fetched {
    Loading,
    Failed,
    Season { name: String, standings: Rc<Vec<StandingRow>>, ties: SeasonTies, dates: Vec<(String, bool)> },
}

async fn fetch_text(file: &str) -> Option<String> {
    use wasm_bindgen::JsCast;
    let window = web_sys::window()?;
    // Issue 32: the browser's own URL parser says where the address goes;
    // only this page's origin is asked, and a redirect elsewhere refused.
    let origin = window.location().origin().ok()?;
    let url = web_sys::Url::new_with_base(file, &window.location().href().ok()?).ok()?;
    if url.origin() != origin {
        return None;
    }
    let response =
        wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(&url.href())).await.ok()?.dyn_into::<web_sys::Response>().ok()?;
    let landed = web_sys::Url::new(&response.url()).ok()?;
    if !response.ok() || landed.origin() != origin {
        return None;
    }
    // Read as a stream and stopped past the largest season file, so a huge
    // file is never held whole.
    let reader: web_sys::ReadableStreamDefaultReader = response.body()?.get_reader().dyn_into().ok()?;
    let mut bytes = Vec::new();
    loop {
        let chunk = wasm_bindgen_futures::JsFuture::from(reader.read()).await.ok()?;
        if js_sys::Reflect::get(&chunk, &"done".into()).ok()?.as_bool().unwrap_or(true) {
            break;
        }
        let value: js_sys::Uint8Array = js_sys::Reflect::get(&chunk, &"value".into()).ok()?.dyn_into().ok()?;
        let start = bytes.len();
        if (start + value.length() as usize) as u64 > super::export::MAX_SEASON_FILE {
            let _ = reader.cancel();
            return None;
        }
        bytes.resize(start + value.length() as usize, 0);
        value.copy_to(&mut bytes[start..]);
    }
    String::from_utf8(bytes).ok()
}

#[derive(Properties, PartialEq)]
pub struct PublishedProps {
    pub lang: Lang,
    /// The season file's address on the club's site (`None`: another
    /// host's, not fetched).
    pub file: Option<String>,
}

/// The standings of a season file the club hosts beside the app, for its
/// website (`?embed=1&view=stand&seizoen=stand.json`): the engine's
/// standings of the published season object.
#[function_component]
pub fn PublishedStandings(props: &PublishedProps) -> Html {
    let lang = props.lang;
    let fetched = use_state(|| Fetched::Loading);
    {
        let fetched = fetched.clone();
        use_effect_with(props.file.clone(), move |file| {
            let file = file.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = match file {
                    Some(file) => fetch_text(&file).await,
                    None => None,
                };
                let season = text.and_then(|t| super::export::read_season_file(&t).ok());
                let state = match season.as_ref().map(|s| (s, mahjong_core::json::season::answer(s))) {
                    Some((s, Answer::Season(out))) => {
                        let ties = season_ties(&s.reglement);
                        Fetched::Season {
                            name: s.name.clone(),
                            ties,
                            standings: Rc::new(out.standings.iter().map(|l| clone_standing(l, ties)).collect()),
                            dates: out.evenings.iter().map(|e| (e.date.clone(), e.counts)).collect(),
                        }
                    }
                    _ => Fetched::Failed,
                };
                fetched.set(state);
            });
        });
    }
    html! {
        <section class="club published" aria-label={lang.pick(t::STANDINGS)}>
            { match &*fetched {
                Fetched::Loading => html! { <p class="hint" aria-busy="true">{ lang.pick(("Klassement laden…", "Loading the standings…")) }</p> },
                Fetched::Failed => html! { <p class="message" role="alert">{ lang.pick(("Het klassement kon niet worden gelezen.", "The standings could not be read.")) }</p> },
                Fetched::Season { name, standings, ties, dates } => {
                    let counted = dates.iter().filter(|(_, c)| *c).count();
                    html! {
                        <>
                            <h2 class="season-name">{ format!("{} · {name}", lang.pick(t::STANDINGS)) }</h2>
                            <p class="hint">{ match lang {
                                Lang::Nl => format!("{counted} {}, de laatste {}", if counted == 1 { "speelavond" } else { "speelavonden" }, dates.last().map_or("-".into(), |d| t::date(lang, &d.0))),
                                Lang::En => format!("{counted} club {}, the last {}", if counted == 1 { "evening" } else { "evenings" }, dates.last().map_or("-".into(), |d| t::date(lang, &d.0))),
                            } }</p>
                            { standings_table(lang, Some(standings), false, *ties) }
                        </>
                    }
                }
            } }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct ImportProps {
    lang: Lang,
    on_action: Callback<ClubAction>,
}

/// A season file read in (a backup, or another organiser's season).
#[function_component]
fn ImportSeason(props: &ImportProps) -> Html {
    let onchange = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            let bytes = file.size() as u64;
            if bytes > super::export::MAX_SEASON_FILE {
                input.set_value("");
                return on_action.emit(ClubAction::FileTooLarge { bytes });
            }
            let on_action = on_action.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = gloo_file::futures::read_as_text(&gloo_file::File::from(file)).await.unwrap_or_default();
                on_action.emit(ClubAction::Import { text, id: format!("s{}", js_sys::Date::now() as u64) });
            });
            input.set_value("");
        })
    };
    html! {
        <label class="import button">
            { props.lang.pick(t::READ_SEASON) }
            <input type="file" accept=".json,application/json" data-import="season" {onchange} />
        </label>
    }
}

#[derive(Properties, PartialEq)]
struct PrintProps {
    lang: Lang,
    season: String,
    season_id: String,
    date: String,
    rules: Variant,
    tables: Vec<Vec<String>>,
    /// The season's secret, for the tables' keys.
    secret: Option<String>,
    /// The cards are printed: every table has started (C20).
    on_print: Callback<()>,
}

/// Every table's card on paper (A4): the table, its players with their
/// winds and the card's QR code, for a club without a phone per table at
/// hand (issue 22).
#[function_component]
fn PrintCards(props: &PrintProps) -> Html {
    let lang = props.lang;
    // How often printing was asked: the cards are made the first time (and
    // stay, hidden on screen), the print dialog opens after each render.
    let printing = use_state(|| 0u32);
    use_effect_with(*printing, move |times| {
        if *times > 0 {
            if let Some(w) = web_sys::window() {
                let _ = w.print();
            }
        }
    });
    let cards = use_memo(
        (
            props.season.clone(),
            props.season_id.clone(),
            props.date.clone(),
            props.rules,
            props.tables.clone(),
            props.secret.clone(),
            *printing > 0,
        ),
        |(season, season_id, date, rules, tables, secret, on)| {
            if !*on {
                return Vec::new();
            }
            tables
                .iter()
                .enumerate()
                .map(|(k, names)| {
                    let card = crate::card::TableCard {
                        at: crate::card::TableRef {
                            season: season.clone(),
                            id: Some(season_id.clone()),
                            date: date.clone(),
                            table: k as u32 + 1,
                            key: secret.as_deref().map(|s| crate::card::table_key(s, date, k as u32 + 1, names)),
                        },
                        rules: *rules,
                        names: names.clone(),
                    };
                    let qr = card.playable().then(|| {
                        let link = format!("{}{}", crate::sheet::components::app_base(), Route::TableCard { data: card.encode() }.href());
                        crate::sheet::share::qr_path(&link)
                    });
                    (names.clone(), qr.flatten())
                })
                .collect::<Vec<_>>()
        },
    );
    let print = {
        let (printing, on_print) = (printing.clone(), props.on_print.clone());
        Callback::from(move |_| {
            on_print.emit(());
            printing.set(*printing + 1)
        })
    };
    html! {
        <>
            <button type="button" class="print-cards-button no-print" onclick={print}>{ lang.pick(t::PRINT_CARDS) }</button>
            if !cards.is_empty() {
                <div class="print-cards">
                    { for cards.iter().enumerate().map(|(k, (names, qr))| html! {
                        <div class="print-card" key={k}>
                            <h3>{ format!("{} {} · {} · {}", lang.pick(t::TABLE), k + 1, props.season, t::date(lang, &props.date)) }</h3>
                            <ul class="seats">
                                { for names.iter().enumerate().map(|(s, n)| html! {
                                    <li key={n.clone()}><span class="wind">{ lang.pick(t::WINDS[s.min(4)]) }</span>{ " " }{ n.clone() }</li>
                                }) }
                            </ul>
                            if let Some((width, path)) = qr {
                                <svg class="qr" viewBox={format!("-4 -4 {} {}", width + 8, width + 8)} role="img" aria-label={lang.pick(t::CARD_QR)} shape-rendering="crispEdges">
                                    <rect x="-4" y="-4" width={(width + 8).to_string()} height={(width + 8).to_string()} fill="#fff" />
                                    <path d={path.clone()} fill="#000" />
                                </svg>
                            }
                            // The blank paper form, for a table that scores on
                            // paper (or a phone that fails): what the organiser types.
                            <table class="paper-form">
                                <thead><tr>
                                    <th scope="col">{ lang.pick(t::NAME) }</th>
                                    <th scope="col">{ lang.pick(t::TOTAL) }</th>
                                    <th scope="col">{ "MJ" }</th>
                                    <th scope="col">{ lang.pick(("Ver.", "Caused")) }</th>
                                </tr></thead>
                                <tbody>
                                    { for names.iter().map(|n| html! {
                                        <tr key={n.clone()}><th scope="row">{ n.clone() }</th><td></td><td></td><td></td></tr>
                                    }) }
                                </tbody>
                            </table>
                        </div>
                    }) }
                </div>
            }
        </>
    }
}
