//! A player's page: the standing, the course over the evenings, every
//! evening's table, place and points, and the statistics the engine keeps
//! (places at every table; from the score sheets hands, mahjongs, dead
//! hands, wins; MCR self-drawn wins, penalties and fans; head to head).

use std::rc::Rc;

use mahjong_core::json::season::{CourseStep, SeasonOut, StatsOut};
use mahjong_core::mcr::fans::Fan;
use mahjong_core::Variant;
use yew::prelude::*;

use super::chart::{course_chart, measure_picker, Measure};
use super::model::Club;
use super::text::{self as t, Best};
use crate::i18n::Lang;
use crate::route::Route;

/// A value the screens share without copying, equal when it is the same.
pub struct Shared<T>(pub Rc<T>);

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(Rc::clone(&self.0))
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

#[derive(Properties, PartialEq)]
pub struct PlayerProps {
    pub lang: Lang,
    pub club: UseReducerHandle<Club>,
    pub name: String,
    /// The engine's answer for the open season.
    pub out: Shared<Option<mahjong_core::json::Answer>>,
    pub course: Shared<Vec<CourseStep>>,
}

/// One player's evenings and statistics.
#[function_component]
pub fn PlayerScreen(props: &PlayerProps) -> Html {
    let lang = props.lang;
    let measure = use_state(Measure::default);
    let Some(stored) = props.club.season() else { return Html::default() };
    let Some(mahjong_core::json::Answer::Season(out)) = props.out.0.as_ref() else { return Html::default() };
    let name = &props.name;
    let standing = out.standings.iter().find(|s| &s.player == name);
    let rows = evenings(out, &stored.season, name);
    let penalties: Vec<_> = stored.season.tournament.iter().flat_map(|m| &m.penalties).filter(|p| &p.player == name).cloned().collect();
    // How many best evenings count (C8: the qualified's best k; C11: the
    // best of each period), for an evening left out.
    let best = match stored.season.reglement.resolve().ok().and_then(|r| r.periods) {
        Some(p) => Best::OfPeriod(p.best),
        None => Best::Of(standing.map_or(0, |s| s.counted.len())),
    };
    if standing.is_none() && rows.is_empty() {
        return html! { <p class="message" role="alert">{ t::no_player(lang, name) }</p> };
    }
    html! {
        <>
            <h2 class="player-name">{ name.clone() }</h2>
            if let Some(s) = standing {
                <p class="player-standing">
                    { t::standing_line(lang, s.rank, &s.total_text, s.evenings) }
                    if !s.qualified {
                        <span class="nq">{ format!(" ({})", lang.pick(t::NOT_QUALIFIED)) }</span>
                    }
                </p>
            } else {
                <p class="hint">{ lang.pick(t::NOT_RANKED) }</p>
            }
            // Issue 53: the club rating beside the standings (C23).
            if stored.season.tournament.is_none() {
                <super::rating::PlayerRating {lang} club={props.club.clone()} name={name.clone()} />
            }
            if props.course.0.len() > 1 && standing.is_some() {
                { measure_picker(lang, &measure) }
                { course_chart(lang, &props.course.0, std::slice::from_ref(name), true, *measure) }
            }
            <h3>{ lang.pick(t::EVENINGS) }</h3>
            <table class="player-evenings">
                <thead><tr>
                    <th scope="col">{ lang.pick(t::DATE) }</th>
                    <th scope="col" class="num">{ lang.pick(t::TABLE) }</th>
                    <th scope="col" class="num">{ lang.pick(t::PLACE) }</th>
                    <th scope="col" class="num">{ lang.pick(t::TOTAL) }</th>
                    <th scope="col" class="num">{ lang.pick(t::POINTS) }</th>
                </tr></thead>
                <tbody>
                    { for rows.iter().map(|r| html! {
                        <tr key={r.date.clone()} class={classes!((!r.counted).then_some("not-counted"))}>
                            <th scope="row">
                                <a href={Route::Evening { date: r.date.clone() }.href()} data-date={r.date.clone()}>{ t::date(lang, &r.date) }</a>
                                if r.winner {
                                    <span class="winner" title={lang.pick(t::EVENING_WINNER)}>{ " ★" }</span>
                                }
                                if r.dropped {
                                    <span class="counts-not">{ format!(" ({})", t::dropped(lang, best)) }</span>
                                } else if !r.counted {
                                    <span class="counts-not">{ format!(" ({})", lang.pick(t::COUNTS_NOT)) }</span>
                                }
                            </th>
                            <td class="num">{ r.table }</td>
                            <td class="num">{ format!("{}.", r.place) }</td>
                            <td class="num">{ r.total }</td>
                            <td class="num">{ r.points.clone() }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            // A tournament's penalties for this player, each with its round
            // and reason (issue 50), already off the round's total.
            if !penalties.is_empty() {
                <h3>{ lang.pick(crate::competition::tournament::text::PENALTIES) }</h3>
                <ul class="player-penalties">
                    { for penalties.iter().enumerate().map(|(i, p)| html! {
                        <li key={i}>{ crate::competition::tournament::text::penalty_line(lang, p.round, &p.player, p.points, &p.reason) }</li>
                    }) }
                </ul>
            }
            if let Some(st) = out.statistics.iter().find(|s| &s.player == name) {
                { statistics(lang, st, stored.season.rules) }
            }
        </>
    }
}

/// One evening of the player's.
struct Row {
    date: String,
    table: u32,
    place: usize,
    total: i64,
    points: String,
    /// Whether its points count in the total (C7, C8, C11).
    counted: bool,
    /// The evening counts, but not among the player's best (C8, C11).
    dropped: bool,
    winner: bool,
}

/// The player's evenings from the answer, with the draw's table numbers.
fn evenings(out: &SeasonOut, season: &mahjong_core::json::season::SeasonIn, name: &str) -> Vec<Row> {
    let standing = out.standings.iter().find(|s| s.player == name);
    out.evenings
        .iter()
        .filter_map(|e| {
            let (k, seat) = e.tables.iter().enumerate().find_map(|(k, t)| Some((k, t.seats.iter().find(|s| s.player == name)?)))?;
            let number = season.evening(&e.date).and_then(|x| x.tables.get(k)).and_then(|t| t.table).unwrap_or(k as u32 + 1);
            Some(Row {
                date: e.date.clone(),
                table: number,
                place: seat.place,
                total: seat.total,
                points: seat.points_text.clone(),
                counted: e.counts && standing.is_some_and(|s| s.counted.contains(&e.date)),
                dropped: e.counts && standing.is_some_and(|s| s.not_counted.contains(&e.date)),
                winner: e.winners.iter().any(|w| w == name),
            })
        })
        .collect()
}

/// The statistics as a list of terms; the score sheets' lines only where
/// the player has played a game on a sheet.
fn statistics(lang: Lang, s: &StatsOut, rules: Variant) -> Html {
    let places: Vec<String> = s.places.iter().enumerate().filter(|(_, &n)| n > 0).map(|(p, n)| format!("{}e: {n}×", p + 1)).collect();
    // Mahjongs made and caused at every table, typed ones too (as the
    // standings count them), only where they were filled in (a tryout
    // read "0 gemaakt" where nobody typed them); the rest only where a
    // sheet was played.
    let mut lines: Vec<((&str, &str), String)> = vec![(t::PLACES, places.join(", "))];
    let tables: u32 = s.places.iter().sum();
    if s.mahjong_tables > 0 {
        let of = t::mahjongs_of(lang, s.mahjong_tables, tables);
        lines.push((t::MADE_LONG, format!("{}{of}", s.mahjongs)));
        lines.push((t::CAUSED_LONG, format!("{}{of}", s.caused)));
    }
    if s.games > 0 {
        lines.push((t::SHEETS, format!("{} ({} {})", s.games, s.hands, lang.pick(t::HANDS))));
        lines.push((t::MADE_AS_EAST, s.as_east.to_string()));
        let mcr = rules == Variant::Mcr;
        if let Some(avg) = s.average_win {
            let unit = lang.pick(if mcr { ("fan", "fan") } else { ("punten", "points") });
            lines.push((t::AVERAGE_WIN, format!("{} {unit}", t::decimal(lang, avg))));
            lines.push((t::HIGHEST_WIN, format!("{} {unit}", s.highest_win)));
        }
        if mcr {
            lines.push((t::SELF_DRAWN, s.self_drawn.to_string()));
            lines.push((t::PENALTIES, s.penalties.to_string()));
            let mut fans: Vec<(&String, &u32)> = s.fans.iter().collect();
            mahjong_core::order::sort_by(&mut fans, |a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            if !fans.is_empty() {
                let named = fans.iter().take(5).map(|(id, n)| {
                    let fan = Fan::ALL.iter().find(|f| f.id() == id.as_str());
                    let name = fan.map_or(id.as_str(), |f| lang.pick((f.nl(), f.en())));
                    format!("{name} {n}×")
                });
                lines.push((t::FANS, named.collect::<Vec<_>>().join(", ")));
            }
        } else {
            lines.push((t::DEAD, s.dead.to_string()));
            lines.push((t::LIMIT_HANDS, s.limit_hands.to_string()));
        }
    }
    let mut against: Vec<(&String, &i64)> = s.head_to_head.iter().collect();
    mahjong_core::order::sort_by(&mut against, |a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    html! {
        <>
            <h3>{ lang.pick(t::STATISTICS) }</h3>
            // The standings count only evenings that count (C7, C9); these
            // numbers are of every table (issue 49: one meaning per label).
            <p class="hint stats-scope">{ lang.pick(t::STATS_SCOPE) }</p>
            <dl class="stats">
                { for lines.iter().map(|(term, v)| html! { <><dt>{ lang.pick(*term) }</dt><dd>{ v.clone() }</dd></> }) }
            </dl>
            if !against.is_empty() {
                <h3>{ lang.pick(t::HEAD_TO_HEAD) }</h3>
                <ul class="head-to-head">
                    { for against.iter().map(|(p, n)| html! { <li key={p.to_string()}>{ format!("{p}: {n:+}") }</li> }) }
                </ul>
            }
        </>
    }
}
