//! One club evening: who came, the draw (C13-C16), the tables and their results, conflicts.

use crate::card::Travels as _;
use mahjong_core::json::season::change::SeasonChange;
use std::rc::Rc;

use mahjong_core::competition::date::Date;
use mahjong_core::competition::draw::{table_sizes, Remainder};
use mahjong_core::competition::seating;
use mahjong_core::competition::NotCounted;
use mahjong_core::json::season::{EveningIn, EveningOut, TableIn};
use mahjong_core::Variant;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::as_played::*;
use super::cards::*;
use super::evening_edit::*;
use super::late::*;
use super::result_form::*;
use super::seat_forms::*;
use crate::competition::form::*;
use crate::competition::model::{ClubAction, Conflict};
use crate::competition::text as t;
use crate::i18n::Lang;

/// A seed for a draw, from the clock: shown with the draw so it can be
/// drawn again the same way (C15).
pub(crate) fn seed() -> u64 {
    (js_sys::Date::now() as u64) % 1_000_000
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
    /// Per table, its players in the result's order and its seats by
    /// place (as a club reads a table's result; the engine's order).
    pub tables: Vec<(Vec<String>, Vec<ShownSeat>)>,
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

pub(crate) fn clone_evening(e: &EveningOut) -> EveningView {
    EveningView {
        counts: e.counts,
        winners: e.winners.clone(),
        not_counted: e.not_counted,
        highest: e.highest.clone(),
        tables: e
            .tables
            .iter()
            .map(|t| {
                let names = t.seats.iter().map(|s| s.player.clone()).collect();
                let mut seats = t.seats.clone();
                mahjong_core::json::season::SeatOut::by_place(&mut seats);
                let seats = seats
                    .iter()
                    .map(|s| ShownSeat {
                        player: s.player.clone(),
                        total: s.total,
                        place: s.place,
                        points: s.points_text.clone(),
                        table_points: s.table_points_text.clone(),
                    })
                    .collect();
                (names, seats)
            })
            .collect(),
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct EveningProps {
    pub(crate) lang: Lang,
    pub(crate) evening: EveningIn,
    /// The reglement deducts for a table that did not finish (C11).
    pub(crate) deduction: bool,
    /// The season lists its members (C7 then counts members).
    pub(crate) has_members: bool,
    /// The engine's card of every drawn table, in table order (issues
    /// 31, 49: its key, the evening's id).
    pub(crate) cards: Rc<Vec<crate::card::TableCard>>,
    /// Who came the evening before.
    pub(crate) previous: Vec<String>,
    /// The season's name and rule set.
    pub(crate) season: String,
    pub(crate) rules: Variant,
    pub(crate) members: Vec<String>,
    pub(crate) inactive: Vec<String>,
    pub(crate) result: Option<Rc<EveningView>>,
    /// The evening winner (C10), once every table has its result.
    pub(crate) winners: Vec<String>,
    pub(crate) conflicts: Vec<Conflict>,
    pub(crate) on_action: Callback<ClubAction>,
    /// A tournament round's penalties: who, points, why (issue 36).
    #[prop_or_default]
    pub(crate) penalties: Vec<(String, i64, String)>,
    /// Asked before a result is typed or scanned into this round, while
    /// an earlier round has tables open (issue 50).
    #[prop_or_default]
    pub(crate) ask_first: Option<String>,
    /// Shown under the heading (a tournament round's clock).
    #[prop_or_default]
    pub(crate) children: Html,
}

/// A result code read by the camera: taken, after the question an
/// earlier round with tables open asks (issue 50).
fn scanned(props: &EveningProps, scanning: &UseStateHandle<bool>) -> Callback<String> {
    let (on_action, scanning, ask) = (props.on_action.clone(), scanning.clone(), props.ask_first.clone());
    Callback::from(move |data: String| {
        scanning.set(false);
        if !go_on(ask.as_deref()) {
            return;
        }
        on_action.emit(match crate::card::SignedResult::decode(&data) {
            Ok(r) => ClubAction::TableResult(Box::new(r)),
            Err(_) => ClubAction::LinkBroken,
        });
    })
}

/// Whether to go on: yes without a question, else the organiser's answer.
fn go_on(ask: Option<&str>) -> bool {
    ask.is_none_or(crate::competition::form::confirm)
}

/// One club evening: who came, the draw, the tables and their results.
#[function_component]
pub(crate) fn EveningScreen(props: &EveningProps) -> Html {
    let lang = props.lang;
    let e = &props.evening;
    let date = e.date.clone();
    // The engine read the season, so its dates are days of the calendar.
    let Ok(day) = date.parse::<Date>() else { return Html::default() };
    let guest = use_state(String::new);
    let typing = use_state(|| None::<u32>);
    // Who can be ticked: the active members, and whoever is present.
    let mut names: Vec<String> = props.members.iter().filter(|m| !props.inactive.contains(m) || e.present.contains(m)).cloned().collect();
    names.extend(e.present.iter().filter(|p| !props.members.contains(p)).cloned());
    // Every drawn table has its result: the evening is finished, and only
    // then is it said whether it counts (C7, C18).
    let drawn = e.draw.as_ref().map_or(0, |d| d.tables.len());
    let finished = e.finished();
    // While results come in, an evening that does not count yet (too few
    // in, C7) shows each table's points, not the evening's 0.
    let provisional = !finished
        && props
            .result
            .as_ref()
            .is_some_and(|r| !r.counts && r.tables.iter().flat_map(|(_, seats)| seats).any(|s| s.table_points.is_some()));
    let card_out = {
        let on_action = props.on_action.clone();
        move |table: Option<u32>| {
            let on_action = on_action.clone();
            Callback::from(move |()| on_action.emit(ClubAction::Season(SeasonChange::CardOut { date: day, table })))
        }
    };
    let scanning = use_state(|| false);
    let on_scanned = scanned(props, &scanning);
    let toggle_scan: Callback<()> = {
        let scanning = scanning.clone();
        Callback::from(move |()| scanning.set(!*scanning))
    };
    let tournament = day.round().is_some();
    let paper = !tournament && e.draw.is_none() && e.present.is_empty() && e.date < crate::time::Timestamp::today();
    // Who came, the guests and the draw: the evening's set-up.
    let setup = if tournament { Html::default() } else { setup_view(props, day, &names, &guest) };
    let scan = html! {
        if e.draw.is_some() {
            if *scanning {
                <crate::competition::scan::Scanner {lang} on_result={on_scanned} on_close={toggle_scan.clone()} />
            } else {
                <button type="button" class="scan" onclick={toggle_scan.reform(|_| ())}>{ lang.pick(t::SCAN) }</button>
            }
        }
    };
    // Issue 52: a season that came from another organiser's phone
    // without its key: its cards are not signed, and said so here, where
    // they are made (a tryout: the phone never said it lacked the key).
    let keyless = e.draw.is_some() && props.cards.iter().any(|c| c.at.key.is_none());
    let print = html! {
        <>
        if keyless {
            <p class="message no-season-key" role="status">
                { lang.pick(t::NO_SEASON_KEY) }{ " " }
                <a href={crate::route::Route::Share.href()}>{ lang.pick(t::TO_SHARE) }</a>
            </p>
        }
        if e.draw.is_some() {
            <PrintCards {lang} season={props.season.clone()} date={date.clone()} cards={props.cards.clone()} on_print={card_out(None)} />
        }
        </>
    };
    let tables = html! {
        if let Some(d) = &e.draw {
            <ol class="tables">
                { for d.tables.iter().enumerate().map(|(k, players)| {
                    let number = k as u32 + 1;
                    let on_typing = { let typing = typing.clone(); Callback::from(move |t: Option<u32>| typing.set(t)) };
                    table_view(props, day, number, players, provisional, *typing == Some(number), on_typing, &card_out)
                }) }
            </ol>
        } else if !tournament {
            // No draw (issue 49): the tables typed as they were played.
            { played_view(props, day, &names, provisional, &typing, &card_out) }
        }
    };
    let seat_forms = html! {
        if let Some(d) = &e.draw {
            <SwapForm {lang} date={day} players={d.tables.concat()} on_action={props.on_action.clone()} />
            <MoveForm {lang} date={day} draw={d.tables.clone()} started={e.started()} on_action={props.on_action.clone()} />
        }
    };
    let edit = html! {
        if !tournament {
            <EveningEdit {lang} date={day} on_action={props.on_action.clone()} />
        }
    };
    html! {
        <>
            { evening_head(props, day, drawn, finished) }
            { props.children.clone() }
            if finished {
                // Issue 49: a finished evening shows its winner and results
                // first; what changes it is folded away.
                { waiting_view(lang, &props.conflicts, &props.on_action) }
                if !props.winners.is_empty() {
                    <p class="evening-winner">{ "★ " }{ t::winners(lang, if tournament { crate::competition::tournament::text::ROUND_WINNER } else { t::EVENING_WINNER }, &props.winners) }</p>
                }
                { tables }
                { penalties(props) }
                // A code that comes late is still read (the same again, or
                // a conflict to choose).
                { scan }
                <details class="evening-controls">
                    <summary>{ lang.pick(t::EVENING_CONTROLS) }</summary>
                    { setup }{ print }{ seat_forms }{ edit }
                </details>
            } else if paper {
                // A past evening nobody was ticked for (issue 49): typed
                // as it was played, first.
                { tables }{ setup }{ edit }
            } else {
                { setup }{ scan }
                { waiting_view(lang, &props.conflicts, &props.on_action) }
                { print }{ tables }{ seat_forms }
                { penalties(props) }
                { edit }
            }
        </>
    }
}

/// Who came, the guests and the draw (C13-C16): the evening's set-up.
fn setup_view(props: &EveningProps, day: Date, names: &[String], guest: &UseStateHandle<String>) -> Html {
    let (lang, e) = (props.lang, &props.evening);
    let sizes = table_sizes(e.present.len(), Remainder::Five).unwrap_or_default();
    let on_guest = {
        let guest = guest.clone();
        Callback::from(move |e: InputEvent| guest.set(input_value(&e)))
    };
    let add_guest = {
        let (guest, on_action) = (guest.clone(), props.on_action.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_action.emit(ClubAction::Season(SeasonChange::Guest { date: day, name: (*guest).clone() }));
            guest.set(String::new());
        })
    };
    let draw = {
        let on_action = props.on_action.clone();
        Callback::from(move |_| on_action.emit(ClubAction::Season(SeasonChange::Draw { date: day, seed: seed() })))
    };
    html! {
        <>
            { present_view(props, day, names) }
            { seat_problems(props, day) }
            <form class="guest" onsubmit={add_guest}>
                <input type="text" name="guest" maxlength="24" aria-label={lang.pick(t::GUEST)} placeholder={lang.pick(t::GUEST)} value={(**guest).clone()} oninput={on_guest} />
                <button type="submit">{ lang.pick(t::ADD_GUEST) }</button>
            </form>
            if !sizes.is_empty() {
                <p class="hint">{ t::sizes(lang, &sizes) }</p>
            }
            // Once drawn, drawing again is no longer the next step: not the
            // big button a thumb finds first.
            <button class={classes!("draw", e.draw.is_none().then_some("primary"))} type="button" onclick={draw}>{ lang.pick(if e.draw.is_some() { t::REDRAW } else { t::DRAW }) }</button>
        </>
    }
}

/// A tournament round's penalties, said under its tables (issue 36).
fn penalties(props: &EveningProps) -> Html {
    html! {
        if !props.penalties.is_empty() {
            <p class="hint round-penalties">{ crate::competition::tournament::text::round_penalties(props.lang, &props.penalties) }</p>
        }
    }
}

/// An evening without a draw (issue 49): its results by table number,
/// and the next table to type as it was played.
fn played_view(
    props: &EveningProps,
    day: Date,
    names: &[String],
    provisional: bool,
    typing: &UseStateHandle<Option<u32>>,
    card_out: &dyn Fn(Option<u32>) -> Callback<()>,
) -> Html {
    let e = &props.evening;
    let mut played: Vec<(u32, Vec<String>)> =
        e.tables.iter().enumerate().map(|(k, t)| (t.table.unwrap_or(k as u32 + 1), t.names())).collect();
    mahjong_core::order::sort_by_key(&mut played, |(n, _)| *n);
    let next = played.iter().map(|(n, _)| *n).max().unwrap_or(0) + 1;
    let seatable: Vec<String> = names.iter().filter(|n| !played.iter().any(|(_, p)| p.contains(n))).cloned().collect();
    html! {
        <>
            if !played.is_empty() {
                <ol class="tables">
                    { for played.iter().map(|(number, players)| {
                        let on_typing = { let typing = typing.clone(); Callback::from(move |t: Option<u32>| typing.set(t)) };
                        table_view(props, day, *number, players, provisional, **typing == Some(*number), on_typing, card_out)
                    }) }
                </ol>
            }
            <AsPlayed lang={props.lang} date={day} table={next} names={seatable} deduction={props.deduction} rules={props.rules}
                      open={played.is_empty()} on_action={props.on_action.clone()} />
        </>
    }
}

/// The evening's heading (a tournament's round, or the club evening's
/// date), how many results are in, and once finished whether it counts
/// (C7) and, where not, its highest table total (C18).
fn evening_head(props: &EveningProps, day: Date, drawn: usize, finished: bool) -> Html {
    let (lang, e) = (props.lang, &props.evening);
    html! {
        <>
        if let Some(r) = day.round() {
            // A tournament's round (issue 36): its players and draw are
            // the tournament's (withdrawals and late entries on the
            // players' screen), so nobody is ticked or drawn here.
            <h2 data-date={e.date.clone()}>{ format!("{} {r}", lang.pick(crate::competition::tournament::text::ROUND)) }</h2>
            <p class="hint">{ t::date(lang, e.date.get(..10).unwrap_or_default()) }</p>
        } else {
            <h2 data-date={e.date.clone()}>{ format!("{} {}", lang.pick(("Speelavond", "Club evening")), t::date(lang, &e.date)) }</h2>
        }
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
        </>
    }
}

/// After the draw: each late arrival to seat (C20), and each player at a
/// table who is no longer ticked, to take off it (C16).
fn seat_problems(props: &EveningProps, day: Date) -> Html {
    let (lang, e) = (props.lang, &props.evening);
    let started = e.started();
    html! {
        <>
        if let Some(d) = &e.draw {
            { for seating::unseated(&d.tables, &e.present).into_iter().map(|name| html! {
                <LateArrival key={name.to_string()} {lang} date={day} name={name.to_string()} tables={d.tables.clone()} started={started.clone()} on_action={props.on_action.clone()} />
            }) }
            { for e.leavers().into_iter().map(|(name, leaving)| html! {
                <Leaver key={name.clone()} {lang} date={day} name={name.clone()} {leaving} on_action={props.on_action.clone()} />
            }) }
        }
        </>
    }
}

/// Who came: the quick ticks and a box per member or guest; once drawn,
/// folded away under its count (a late arrival opens it).
fn present_view(props: &EveningProps, day: Date, names: &[String]) -> Html {
    let (lang, e) = (props.lang, &props.evening);
    let here = e.present.len();
    html! {
            <details class="present" open={e.draw.is_none()}>
            <summary>{ format!("{} ({here})", lang.pick(t::PRESENT)) }</summary>
            <div class="present-quick">
                <button type="button" onclick={{
                    let on_action = props.on_action.clone();
                    let active: Vec<String> = props.members.iter().filter(|m| !props.inactive.contains(m)).cloned().collect();
                    Callback::from(move |_| on_action.emit(ClubAction::Season(SeasonChange::PresentMany { date: day, names: active.clone() })))
                }}>{ lang.pick(t::ALL_MEMBERS) }</button>
                if !props.previous.is_empty() {
                    <button type="button" onclick={{
                        let (on_action, names) = (props.on_action.clone(), props.previous.clone());
                        Callback::from(move |_| on_action.emit(ClubAction::Season(SeasonChange::PresentMany { date: day, names: names.clone() })))
                    }}>{ lang.pick(t::LAST_TIME) }</button>
                }
            </div>
            <fieldset class="present">
                <legend class="visually-hidden">{ lang.pick(t::PRESENT) }</legend>
                { for names.iter().map(|n| {
                    let on = e.present.contains(n);
                    let (on_action, name) = (props.on_action.clone(), n.clone());
                    let onchange = Callback::from(move |ev: Event| {
                        let here = ev.target_unchecked_into::<HtmlInputElement>().checked();
                        on_action.emit(ClubAction::Season(SeasonChange::Present { date: day, name: name.clone(), here }));
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
    }
}

/// One drawn table: its players or its result by place, its card, and
/// the result's form and actions (C19, C11).
#[allow(clippy::too_many_arguments)]
fn table_view(
    props: &EveningProps,
    day: Date,
    number: u32,
    players: &[String],
    provisional: bool,
    typing: bool,
    on_typing: Callback<Option<u32>>,
    card_out: &dyn Fn(Option<u32>) -> Callback<()>,
) -> Html {
    let (lang, e) = (props.lang, &props.evening);
    let kept = |k: u32| e.result(k).cloned();
    let with_result = |k: u32| e.result(k).is_some();
    let started = e.started();
    let seats = props.result.as_ref().and_then(|r| {
        let names = e.result(number)?.names();
        r.tables.iter().find(|(n, _)| *n == names).map(|(_, seats)| seats.clone())
    });
    let ask = props.ask_first.clone();
    let penalty_of = |player: &str| -> Option<i64> {
        let sum: i64 = props.penalties.iter().filter(|(p, _, _)| p == player).map(|(_, n, _)| n).sum();
        (sum > 0).then_some(sum)
    };
    let open_form = {
        let on_typing = on_typing.clone();
        Callback::from(move |_: MouseEvent| {
            if go_on(ask.as_deref()) {
                on_typing.emit(Some(number));
            }
        })
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
                                <td class="num">
                                    { s.total }
                                    // Issue 50: the total as typed, and the penalty taken off it.
                                    if let Some(p) = penalty_of(&s.player) {
                                        <span class="penalty-note">{ format!(" ({} − {p})", s.total + p) }</span>
                                    }
                                </td>
                                <td class="num">{ if provisional { s.table_points.clone().unwrap_or_default() } else { s.points.clone() } }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
                // Issue 51: the phone that sent it.
                if let Some(p) = e.result(number).and_then(|k| k.phone.as_ref()) {
                    <p class="sent-by">{ t::sent_by(lang, p) }</p>
                }
            } else {
                <ul class="seats">
                    { for players.iter().enumerate().map(|(s, p)| html! {
                        <li key={p.clone()}><span class="wind">{ lang.pick(t::WINDS[s.min(4)]) }</span>{ " " }{ p.clone() }</li>
                    }) }
                </ul>
                <p class="hint">{ lang.pick(t::WAITING) }</p>
            }
            if let Some(card) = props.cards.get(number as usize - 1).filter(|_| !with_result(number)) {
                <CardPanel {lang} card={card.clone()} on_open={card_out(Some(number))} />
            }
            if typing {
                <ResultForm {lang} date={day} table={number} players={players.to_vec()} deduction={props.deduction} rules={props.rules}
                            initial={kept(number).filter(|k| k.game.is_none())}
                            on_action={props.on_action.clone()} on_close={on_typing.reform(|_| None)} />
            } else if !with_result(number) {
                <button type="button" onclick={open_form}>{ lang.pick(t::ENTER_RESULT) }</button>
            } else {
                <div class="result-actions">
                    // A typed result is corrected in place; a game's comes
                    // again from its table (C19).
                    if kept(number).is_some_and(|k| k.game.is_none()) {
                        <button type="button" onclick={open_form}>{ lang.pick(t::CORRECT) }</button>
                    }
                    // Asked first (issue 49): it is a tap from the others.
                    <details class="remove-result">
                        <summary>{ lang.pick(t::REMOVE_RESULT) }</summary>
                        <p class="ask">{ t::remove_result(lang, number) }{ " " }
                            <button type="button" class="danger confirm-remove" onclick={{
                                let on_action = props.on_action.clone();
                                Callback::from(move |_| on_action.emit(ClubAction::Season(SeasonChange::RemoveResult { date: day, table: number, at: Some(crate::time::Timestamp::now().to_string()) })))
                            }}>{ lang.pick(t::DELETE) }</button>
                        </p>
                    </details>
                    // Not finished in the time (C11), also for a game
                    // that came by link or code.
                    if props.deduction {
                        <label class="check">
                            <input type="checkbox" name={format!("unfinished-{number}")}
                                   checked={kept(number).is_some_and(|k| k.unfinished)}
                                   onchange={{
                                       let on_action = props.on_action.clone();
                                       Callback::from(move |ev: Event| {
                                           let unfinished = ev.target_unchecked_into::<HtmlInputElement>().checked();
                                           on_action.emit(ClubAction::Season(SeasonChange::SetUnfinished { date: day, table: number, unfinished }));
                                       })
                                   }} />
                            { lang.pick(t::UNFINISHED) }
                        </label>
                    }
                </div>
            }
        </li>
    }
}

/// A conflict shown side by side: the kept result and the new one.
/// The results waiting for a choice (issue 51): how many, then each
/// beside the kept one.
fn waiting_view(lang: Lang, conflicts: &[Conflict], on_action: &Callback<ClubAction>) -> Html {
    if conflicts.is_empty() {
        return Html::default();
    }
    let n = conflicts.len();
    let said = match (lang, n) {
        (Lang::Nl, 1) => "1 uitslag wacht op een keuze.".to_string(),
        (Lang::Nl, n) => format!("{n} uitslagen wachten op een keuze."),
        (Lang::En, 1) => "1 result waits for a choice.".to_string(),
        (Lang::En, n) => format!("{n} results wait for a choice."),
    };
    html! {
        <crate::view::InView>
            <p class="waiting-choice" role="status">{ said }</p>
            { for conflicts.iter().map(|c| conflict_view(lang, c, on_action)) }
        </crate::view::InView>
    }
}

pub(crate) fn conflict_view(lang: Lang, c: &Conflict, on_action: &Callback<ClubAction>) -> Html {
    let choose = |take_new: bool| {
        let (date, table) = (c.date.parse().ok(), c.table);
        on_action.reform(move |_| match date {
            Some(date) => ClubAction::Season(SeasonChange::ChooseResult { date, table, take_new }),
            None => ClubAction::NotADate,
        })
    };
    let side = |title: (&'static str, &'static str), r: &TableIn, other: Option<&TableIn>| {
        // In seat order, each with its wind as on the table's card: the
        // same order on both sides (ranked, each side had its own order;
        // ranked by the kept one, the new one read wrongly; two tryouts).
        let rows: Vec<(String, i64)> = r.names().into_iter().zip(r.totals()).collect();
        html! {
            <div class="side">
                <h4>{ lang.pick(title) }</h4>
                <ul class="seats">{ for rows.iter().enumerate().map(|(s, (n, x))| html! {
                    <li key={n.clone()}><span class="wind">{ lang.pick(t::WINDS[s.min(4)]) }</span>{ format!(" {n}: {x}") }</li>
                }) }</ul>
                // Issue 51: which phone sent each, and whether the new one
                // came from the phone of the kept one.
                if let Some(p) = &r.phone {
                    <p class="sent-by">{ t::sent_by(lang, p) }</p>
                    if let Some(kept) = other.and_then(|o| o.phone.as_ref()) {
                        <p class={classes!("phone-same", (!p.same(kept)).then_some("other-phone"))}>{ t::same_phone(lang, p.same(kept)) }</p>
                    }
                }
            </div>
        }
    };
    html! {
        <div class="conflict" role="group" aria-label={format!("{} {}", lang.pick(t::TABLE), c.table)}>
            <h3>{ format!("{} {}", lang.pick(t::TABLE), c.table) }</h3>
            <div class="sides">{ side(t::KEPT, &c.kept, None) }{ side(t::NEW_RESULT, &c.new, Some(&c.kept)) }</div>
            // Each choice under its own side (a tryout: "Neem de nieuwe"
            // wrapped under the kept one).
            <div class="sides choose">
                <button type="button" onclick={choose(false)}>{ lang.pick(t::KEEP_KEPT) }</button>
                <button type="button" onclick={choose(true)}>{ lang.pick(t::TAKE_NEW) }</button>
            </div>
        </div>
    }
}
