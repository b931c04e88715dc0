//! The club rating (issue 53, C23) on the organiser's page: a list beside
//! the standings (never replacing them) and a player's own line with its
//! course. The engine rates (`json::rating`); this only shows it.

use yew::prelude::*;

use mahjong_core::json::rating::RatingLine;

use super::model::Club;
use super::text as t;
use crate::i18n::Lang;
use crate::route::Route;

/// The club's seasons on this phone, rated by the engine (which leaves
/// tournaments out); `Err` names a season it cannot read.
pub fn club_ratings(club: &Club) -> Result<Vec<RatingLine>, String> {
    let seasons: Vec<_> = club.seasons.iter().map(|s| &s.season).collect();
    mahjong_core::json::rating::ratings(&seasons)
}

/// A rating as shown: one decimal, a comma in Dutch.
pub fn rating_text(lang: Lang, r: f64) -> String {
    let s = format!("{r:.1}");
    match lang {
        Lang::Nl => s.replace('.', ","),
        Lang::En => s,
    }
}

/// The ratings of the club's seasons, computed once per revision of them.
#[hook]
pub fn use_ratings(club: &UseReducerHandle<Club>) -> std::rc::Rc<Result<Vec<RatingLine>, String>> {
    let c = club.clone();
    use_memo(club.book.revision, move |_| club_ratings(&c))
}

#[derive(Properties, PartialEq)]
pub struct RatingProps {
    pub lang: Lang,
    pub club: UseReducerHandle<Club>,
}

/// "Rating", folded under the standings (beside them, never replacing
/// them); rated only when opened.
#[function_component]
pub fn RatingBox(props: &RatingProps) -> Html {
    let lang = props.lang;
    let open = use_state(|| false);
    let on_toggle = {
        let open = open.clone();
        Callback::from(move |e: Event| open.set(e.target_unchecked_into::<web_sys::Element>().has_attribute("open")))
    };
    html! {
        <details class="ratings-box no-print" open={*open} ontoggle={on_toggle}>
            <summary>{ lang.pick(t::RATING) }</summary>
            if *open {
                <RatingList {lang} club={props.club.clone()} />
            }
        </details>
    }
}

/// Every player of the club's seasons, best first.
#[function_component]
fn RatingList(props: &RatingProps) -> Html {
    let lang = props.lang;
    let ratings = use_ratings(&props.club);
    html! {
        <>
            <p class="hint">{ lang.pick(t::RATING_HINT) }</p>
            { match &*ratings {
                Err(e) => html! { <p class="message" role="alert">{ t::rating_problem(lang, e) }</p> },
                Ok(list) if list.is_empty() => html! { <p class="hint">{ lang.pick(t::NO_RATINGS) }</p> },
                Ok(list) => html! {
                    <table class="rating-list">
                        <thead><tr>
                            <th scope="col" class="num">{ "#" }</th>
                            <th scope="col">{ lang.pick(t::NAME) }</th>
                            <th scope="col" class="num">{ lang.pick(t::RATING) }</th>
                            <th scope="col" class="num">{ lang.pick(t::TABLES) }</th>
                        </tr></thead>
                        <tbody>
                            { for list.iter().map(|p| html! {
                                <tr key={p.player.clone()} class={classes!(p.provisional.then_some("provisional"))}>
                                    <td class="num">{ p.rank }</td>
                                    <th scope="row"><a href={Route::Player { name: p.player.clone() }.href()}>{ p.player.clone() }</a></th>
                                    <td class="num">
                                        { rating_text(lang, p.rating) }
                                        if p.provisional {
                                            <span class="provisional-mark">{ format!(" ({})", lang.pick(t::PROVISIONAL)) }</span>
                                        }
                                    </td>
                                    <td class="num">{ p.tables }</td>
                                </tr>
                            }) }
                        </tbody>
                    </table>
                },
            } }
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct PlayerRatingProps {
    pub lang: Lang,
    pub club: UseReducerHandle<Club>,
    pub name: String,
}

/// A player's club rating: the number, "voorlopig", and its course over
/// the evenings played (a line through the ratings after each).
#[function_component]
pub fn PlayerRating(props: &PlayerRatingProps) -> Html {
    let lang = props.lang;
    let ratings = use_ratings(&props.club);
    let Ok(list) = &*ratings else { return Html::default() };
    let Some(p) = list.iter().find(|p| p.player == props.name) else { return Html::default() };
    html! {
        <div class="player-rating">
            <p>
                { lang.pick(t::RATING) }{ ": " }
                <strong class="rating-value">{ rating_text(lang, p.rating) }</strong>
                { t::rating_line(lang, p.rank, list.len(), p.tables, p.provisional) }
            </p>
            { course(lang, &p.course) }
        </div>
    }
}

/// The course as a small line chart, its first and last values named.
fn course(lang: Lang, course: &[(String, f64)]) -> Html {
    if course.len() < 2 {
        return Html::default();
    }
    let (lo, hi) = course.iter().fold((f64::MAX, f64::MIN), |(lo, hi), (_, r)| (lo.min(*r), hi.max(*r)));
    // At least 10 points high: a small change looks small (a tryout read
    // a rise of 1.2 as steep as a fall of 2.5).
    let span = (hi - lo).max(10.0);
    let lo = lo - (span - (hi - lo)) / 2.0;
    let (w, h) = (300.0, 60.0);
    let step = w / (course.len() - 1) as f64;
    let points: Vec<String> = course
        .iter()
        .enumerate()
        .map(|(k, (_, r))| format!("{:.1},{:.1}", k as f64 * step, h - 4.0 - (r - lo) / span * (h - 8.0)))
        .collect();
    let (first, last) = (&course[0], &course[course.len() - 1]);
    let label =
        t::rating_course(lang, &t::date(lang, &first.0), &rating_text(lang, first.1), &t::date(lang, &last.0), &rating_text(lang, last.1));
    html! {
        <figure class="rating-course">
            <svg viewBox={format!("0 0 {w} {h}")} aria-hidden="true" preserveAspectRatio="none">
                <polyline points={points.join(" ")} fill="none" stroke="currentColor" stroke-width="2" vector-effect="non-scaling-stroke" />
            </svg>
            // The values in words under the line (a tryout: a bare line said nothing).
            <figcaption class="hint">{ label }</figcaption>
        </figure>
    }
}
