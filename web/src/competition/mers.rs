//! The MERS list (issue 53, C24) on the organiser's page: this phone's
//! finished tournaments and the EMA's files of others, reckoned on a day.
//! The engine reads the files (`json::ema::read`), weighs this app's own
//! tournaments (`json::rating::mers_tournament`) and reckons the list
//! (`json::rating::mers_list`); this screen pairs the chosen files and
//! shows what it answered.

use std::rc::Rc;

use gloo_storage::{SessionStorage, Storage};
use mahjong_core::json::ema::{self, EmaFileKind, EmaReadProblem};
use mahjong_core::json::rating::{
    age_on, mers_list, mers_tournament, weight_parts, MersIn, MersLine, MersTournamentIn, OwnTournamentProblem,
};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::model::Club;
use super::text as t;
use crate::i18n::Lang;

/// The largest EMA file read: a results file of 1,000 players is ~60 KB.
const MAX_FILE: f64 = 1024.0 * 1024.0;

/// Where the tournaments read and the reckoning day are kept while the
/// tab is open (a tryout lost them to the language button's reload).
const KEPT: &str = "mj-mers";

/// Why a chosen file was not taken.
#[derive(Clone, PartialEq, Debug)]
pub enum FileProblem {
    /// Neither of the EMA's two files.
    NotEma(String),
    /// Larger than [`MAX_FILE`].
    TooLarge(String),
    /// One of a tournament's two files without the other.
    Alone(String, EmaFileKind),
    /// The pair, read by the engine: every problem.
    Read(String, Vec<EmaReadProblem>),
}

/// The tournaments read from files in this tab, and what went wrong
/// with the last files chosen.
#[derive(Default, PartialEq)]
pub struct Files {
    /// Read, in the order chosen.
    pub read: Vec<MersTournamentIn>,
    /// The last choice's problems.
    pub problems: Vec<FileProblem>,
    /// What the last action did, said once (a tryout: a read or a removal
    /// said nothing).
    pub said: Option<Said>,
}

/// What the last action did.
#[derive(Clone, PartialEq, Debug)]
pub enum Said {
    /// These tournaments were read (or read again).
    Read(Vec<String>),
    /// This one was taken out.
    Removed(String),
}

impl Files {
    /// The tournaments kept in this tab, if any.
    fn kept() -> Files {
        Files { read: SessionStorage::get(KEPT).unwrap_or_default(), ..Files::default() }
    }
}

/// What the organiser does with the files.
pub enum FilesAction {
    /// Files chosen: (name, text) each, and the too large by name.
    Chosen(Vec<(String, String)>, Vec<String>),
    /// A read tournament taken out of the list.
    Remove(usize),
}

impl Reducible for Files {
    type Action = FilesAction;

    fn reduce(self: Rc<Self>, action: FilesAction) -> Rc<Self> {
        let mut read = self.read.clone();
        let mut names = Vec::new();
        let problems = match action {
            FilesAction::Remove(k) => {
                if k < read.len() {
                    let gone = read.remove(k);
                    return Rc::new(Files { read, problems: Vec::new(), said: Some(Said::Removed(gone.name)) });
                }
                Vec::new()
            }
            FilesAction::Chosen(files, too_large) => {
                let (pairs, mut problems) = pair(files);
                problems.extend(too_large.into_iter().map(FileProblem::TooLarge));
                for (name, results, tournament) in pairs {
                    match ema::read(&results, &tournament) {
                        // The same tournament read again replaces it.
                        Ok(t) => {
                            names.push(t.name.clone());
                            match read.iter().position(|r| r.name == t.name && r.date == t.date) {
                                Some(k) => read[k] = t,
                                None => read.push(t),
                            }
                        }
                        Err(p) => problems.push(FileProblem::Read(name, p)),
                    }
                }
                problems
            }
        };
        let said = (!names.is_empty()).then_some(Said::Read(names));
        Rc::new(Files { read, problems, said })
    }
}

/// A file's name without the endings this app and others give the two
/// files, so a tournament's pair shares it.
fn stem(name: &str) -> String {
    let lower = name.to_lowercase();
    let base = lower.strip_suffix(".csv").unwrap_or(&lower);
    for end in ["-ema-uitslag", "-ema-toernooi", "-uitslag", "-toernooi", "-results", "-tournament", "_results", "_tournament"] {
        if let Some(s) = base.strip_suffix(end) {
            return s.to_string();
        }
    }
    base.to_string()
}

/// The chosen files as pairs (the results file's name, results,
/// tournament): two files of the two kinds are a pair whatever their
/// names; more are paired by their names' stem.
fn pair(files: Vec<(String, String)>) -> (Vec<(String, String, String)>, Vec<FileProblem>) {
    let mut problems = Vec::new();
    let mut results = Vec::new();
    let mut tournaments = Vec::new();
    for (name, text) in files {
        match ema::file_kind(&text) {
            Some(EmaFileKind::Results) => results.push((name, text)),
            Some(EmaFileKind::Tournament) => tournaments.push((name, text)),
            None => problems.push(FileProblem::NotEma(name)),
        }
    }
    if results.len() == 1 && tournaments.len() == 1 {
        let ((name, r), (_, t)) = (results.remove(0), tournaments.remove(0));
        return (vec![(name, r, t)], problems);
    }
    let mut pairs = Vec::new();
    for (name, r) in results {
        match tournaments.iter().position(|(n, _)| stem(n) == stem(&name)) {
            Some(k) => {
                let (_, t) = tournaments.remove(k);
                pairs.push((name, r, t));
            }
            None => problems.push(FileProblem::Alone(name, EmaFileKind::Results)),
        }
    }
    problems.extend(tournaments.into_iter().map(|(n, _)| FileProblem::Alone(n, EmaFileKind::Tournament)));
    (pairs, problems)
}

fn problem_text(lang: Lang, p: &FileProblem) -> String {
    match (lang, p) {
        (Lang::Nl, FileProblem::NotEma(n)) => format!("{n} is geen EMA-bestand (uitslag of toernooi)."),
        (Lang::En, FileProblem::NotEma(n)) => format!("{n} is no EMA file (results or tournament)."),
        (Lang::Nl, FileProblem::TooLarge(n)) => format!("{n} is te groot voor een EMA-bestand (meer dan 1 MB)."),
        (Lang::En, FileProblem::TooLarge(n)) => format!("{n} is too large for an EMA file (over 1 MB)."),
        (Lang::Nl, FileProblem::Alone(n, EmaFileKind::Results)) => {
            format!("Bij {n} hoort nog het toernooibestand van hetzelfde toernooi: kies ze samen.")
        }
        (Lang::Nl, FileProblem::Alone(n, EmaFileKind::Tournament)) => {
            format!("Bij {n} hoort nog het uitslagbestand van hetzelfde toernooi: kies ze samen.")
        }
        (Lang::En, FileProblem::Alone(n, EmaFileKind::Results)) => format!("{n} needs the same tournament's tournament file: choose both."),
        (Lang::En, FileProblem::Alone(n, EmaFileKind::Tournament)) => format!("{n} needs the same tournament's results file: choose both."),
        (_, FileProblem::Read(n, problems)) => {
            let all: Vec<String> = problems.iter().map(|p| t::ema_read_problem(lang, p)).collect();
            format!("{n}: {}.", all.join("; "))
        }
    }
}

/// What the last action on the files did.
fn said_text(lang: Lang, said: &Said) -> String {
    match (lang, said) {
        (Lang::Nl, Said::Read(names)) => format!("Ingelezen: {}.", names.join(", ")),
        (Lang::En, Said::Read(names)) => format!("Read: {}.", names.join(", ")),
        (Lang::Nl, Said::Removed(name)) => format!("{name} weggehaald (lees de bestanden opnieuw in om het terug te zetten)."),
        (Lang::En, Said::Removed(name)) => format!("{name} removed (read its files again to put it back)."),
    }
}

/// A MERS figure as the EMA shows it: two decimals, a comma in Dutch.
fn two(lang: Lang, x: f64) -> String {
    let s = format!("{x:.2}");
    match lang {
        Lang::Nl => s.replace('.', ","),
        Lang::En => s,
    }
}

#[derive(Properties, PartialEq)]
pub struct MersProps {
    pub lang: Lang,
    pub club: UseReducerHandle<Club>,
}

/// The screen: the reckoning day, the list, the tournaments, the files.
#[function_component]
pub fn MersScreen(props: &MersProps) -> Html {
    let lang = props.lang;
    let files = use_reducer(Files::kept);
    let on = use_state(|| SessionStorage::get::<String>(&format!("{KEPT}-on")).unwrap_or_else(|_| crate::time::Timestamp::today()));
    {
        let read = files.read.clone();
        use_effect_with((read, (*on).clone()), |(read, on)| {
            let _ = SessionStorage::set(KEPT, read);
            let _ = SessionStorage::set(format!("{KEPT}-on"), on);
        });
    }
    // A tournament read: the list it changed brought into view (a tryout
    // saw nothing happen: the list was below the fold).
    {
        let count = files.read.len();
        let clean = files.problems.is_empty();
        let before = use_mut_ref(|| count);
        use_effect_with(count, move |&count| {
            // Problems are said under the button: stay there.
            if count > *before.borrow() && clean {
                if let Some(list) =
                    web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector("h3.mers-list-title").ok().flatten())
                {
                    list.scroll_into_view();
                }
            }
            *before.borrow_mut() = count;
        });
    }
    // This phone's tournaments, weighed by the engine (or why not yet).
    let own: Rc<Vec<(String, Result<MersTournamentIn, OwnTournamentProblem>)>> = {
        let club = props.club.clone();
        use_memo(club.book.revision, move |_| {
            club.seasons
                .iter()
                .filter(|s| s.season.tournament.is_some())
                .map(|s| (s.season.name.clone(), mers_tournament(&s.season)))
                .collect()
        })
    };
    let tournaments: Vec<MersTournamentIn> =
        own.iter().filter_map(|(_, t)| t.as_ref().ok().cloned()).chain(files.read.iter().cloned()).collect();
    let list = mers_list(&MersIn { on: (*on).clone(), tournaments });
    let on_day = {
        let on = on.clone();
        Callback::from(move |e: Event| {
            // An emptied field is today again (a tryout: the list stayed
            // on the last day while the field showed none).
            let input = e.target_unchecked_into::<HtmlInputElement>();
            let v = input.value();
            if v.is_empty() {
                let today = crate::time::Timestamp::today();
                input.set_value(&today);
                on.set(today);
            } else {
                on.set(v);
            }
        })
    };
    let on_files = {
        let files = files.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(list) = input.files() else { return };
            let chosen: Vec<web_sys::File> = (0..list.length()).filter_map(|k| list.get(k)).collect();
            input.set_value("");
            let files = files.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let (mut read, mut too_large) = (Vec::new(), Vec::new());
                for f in chosen {
                    if f.size() > MAX_FILE {
                        too_large.push(f.name());
                        continue;
                    }
                    let text = gloo_file::futures::read_as_text(&gloo_file::File::from(f.clone())).await.unwrap_or_default();
                    read.push((f.name(), text));
                }
                files.dispatch(FilesAction::Chosen(read, too_large));
            });
        })
    };
    // Whether a tournament counts on the day, by the engine's age factor.
    // Whether a tournament counts on the day (the engine's age factor),
    // and its weight in parts.
    let counting = |tr: &MersTournamentIn| {
        let age = match age_on(&tr.date, &on) {
            Some(a) if a >= 1.0 => html! {},
            Some(a) if a > 0.0 => html! { <span class="hint">{ format!(" · {}", lang.pick(t::MERS_HALF)) }</span> },
            // ISO days compare as text.
            _ if tr.date.as_str() > on.as_str() => {
                html! { <span class="hint mers-old">{ format!(" · {}", lang.pick(t::MERS_AFTER)) }</span> }
            }
            _ => html! { <span class="hint mers-old">{ format!(" · {}", lang.pick(t::MERS_OLD)) }</span> },
        };
        let [days, players, countries, qualification] = weight_parts(tr);
        html! {
            <>
                { age }
                <br />
                <span class="hint mers-weight">
                    { t::mers_weight_line(lang, &[days, players, countries, qualification].map(|w| weight_text(lang, w)), &weight_text(lang, days + players + countries + qualification)) }
                </span>
            </>
        }
    };
    html! {
        <div class="mers-screen">
            <h2>{ lang.pick(t::MERS_TITLE) }</h2>
            <p class="hint">{ lang.pick(t::MERS_HINT) }</p>
            <label class="mers-on">
                { lang.pick(t::MERS_ON) }
                <input type="date" name="mers-on" value={(*on).clone()} onchange={on_day} />
            </label>
            <h3 class="mers-list-title">{ t::mers_list_title(lang, &on) }</h3>
            if let Some(said) = &files.said {
                <p class="notice" role="status" data-said="mers">{ said_text(lang, said) }</p>
            }
            { match list {
                Err(p) => html! { <p class="message" role="alert">{ p.join("; ") }</p> },
                Ok(list) if list.is_empty() => html! { <p class="hint" data-mers="empty">{ lang.pick(t::MERS_NONE) }</p> },
                Ok(list) => html! {
                    <ol class="mers-list">
                        { for list.iter().map(|p| player(lang, p)) }
                    </ol>
                },
            } }
            <h3>{ lang.pick(t::MERS_TOURNAMENTS) }</h3>
            <ul class="mers-tournaments">
                { for own.iter().map(|(name, tr)| match tr {
                    Ok(tr) => html! {
                        <li data-own="counted">
                            <strong>{ name.clone() }</strong><br />
                            <span class="hint">{ t::mers_tournament_line(lang, &tr.date, tr.results.len(), true) }</span>
                            { counting(tr) }
                        </li>
                    },
                    Err(p) => html! {
                        <li data-own="waiting"><strong>{ name.clone() }</strong><br /><span class="hint">{ t::own_tournament_problem(lang, p) }</span></li>
                    },
                }) }
                { for files.read.iter().enumerate().map(|(k, tr)| {
                    let files = files.clone();
                    let remove = Callback::from(move |_| files.dispatch(FilesAction::Remove(k)));
                    html! {
                        <li data-read={tr.name.clone()}>
                            <strong>{ tr.name.clone() }</strong><br />
                            <span class="hint">{ t::mers_tournament_line(lang, &tr.date, tr.results.len(), false) }</span>
                            { counting(tr) }
                            <br />
                            <button type="button" class="mers-remove" onclick={remove}>{ lang.pick(t::MERS_REMOVE) }</button>
                        </li>
                    }
                }) }
            </ul>
            <label class="import button primary">
                { lang.pick(t::MERS_READ) }
                <input type="file" multiple=true accept=".csv,text/csv" data-import="ema" onchange={on_files} />
            </label>
            // Right under the button (a tryout: below the hint they were
            // out of view).
            { for files.problems.iter().map(|p| html! { <p class="message" role="alert" data-problem="ema-file">{ problem_text(lang, p) }</p> }) }
            <p class="hint">{ lang.pick(t::MERS_READ_HINT) }</p>
        </div>
    }
}

/// A weight as the calculation shows it: up to two decimals (1,75 stays
/// 1,75: one decimal would not add up).
fn weight_text(lang: Lang, w: f64) -> String {
    let s = format!("{w:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.').to_string();
    match lang {
        Lang::Nl => s.replace('.', ","),
        Lang::En => s,
    }
}

/// A player's line, their calculation folded under it: per result the
/// place of how many, the points, the weight and its age factor.
fn player(lang: Lang, p: &MersLine) -> Html {
    let best_a = p.results.iter().filter(|r| r.in_a).count();
    html! {
        <li key={format!("{}{}", p.ema, p.player)} data-player={p.player.clone()}>
            <details>
                <summary>
                    <span class="rank">{ p.rank }</span>
                    <span class="name">
                        { p.player.clone() }
                        if !p.ema.is_empty() { <small>{ format!(" {}", p.ema) }</small> }
                    </span>
                    <strong class="mers-value">{ two(lang, p.mers) }</strong>
                </summary>
                <p class="hint">{ t::mers_parts(lang, &two(lang, p.part_a), &two(lang, p.part_b), p.results.len(), best_a) }</p>
                <table class="mers-results">
                    <thead><tr>
                        <th scope="col">{ lang.pick(t::MERS_RESULT) }</th>
                        <th scope="col" class="num">{ lang.pick(t::MERS_BASE) }</th>
                        <th scope="col" class="num">{ lang.pick(t::MERS_WEIGHT) }</th>
                        <th scope="col" class="num">{ "A" }</th>
                        <th scope="col" class="num">{ "B" }</th>
                    </tr></thead>
                    <tbody>
                        { for p.results.iter().map(|r| {
                            let weight = if r.age < 1.0 {
                                format!("{} × {}", weight_text(lang, r.tournament_weight), weight_text(lang, r.age))
                            } else {
                                weight_text(lang, r.weight)
                            };
                            html! {
                                <tr class={classes!(r.tournament.is_none().then_some("padding"))}>
                                    <th scope="row">
                                        { r.tournament.clone().unwrap_or_else(|| lang.pick(t::MERS_PADDING).to_string()) }
                                        if let (Some(place), Some(of)) = (r.place, r.players) {
                                            <small>{ t::mers_place(lang, place, of) }</small>
                                        }
                                    </th>
                                    <td class="num">{ r.base_rank }</td>
                                    <td class="num">{ weight }</td>
                                    <td class="num">{ if r.in_a { "✓" } else { "" } }</td>
                                    <td class="num">{ if r.in_b { "✓" } else { "" } }</td>
                                </tr>
                            }
                        }) }
                    </tbody>
                </table>
            </details>
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RESULTS: &str = "Position,EMA number,Last name,First name\n1,,Bakker,Ans\n";
    const TOURNAMENT: &str = "Field,Value\nTournament,Open\nEnd date,2026-06-14\n";

    /// Two files of the two kinds are a pair whatever their names; more
    /// are paired by their names; a lone one and a stranger are said.
    #[test]
    fn files_paired() {
        let f = |n: &str, t: &str| (n.to_string(), t.to_string());
        let (pairs, problems) = pair(vec![f("a.csv", RESULTS), f("b.csv", TOURNAMENT)]);
        assert_eq!((pairs.len(), problems.len()), (1, 0));
        let (pairs, problems) = pair(vec![
            f("gouda-ema-uitslag.csv", RESULTS),
            f("cup-ema-toernooi.csv", TOURNAMENT),
            f("gouda-ema-toernooi.csv", TOURNAMENT),
            f("leden.csv", "Naam\nAns\n"),
            f("oud-ema-uitslag.csv", RESULTS),
        ]);
        assert_eq!(pairs.iter().map(|p| p.0.as_str()).collect::<Vec<_>>(), ["gouda-ema-uitslag.csv"]);
        assert_eq!(
            problems,
            [
                FileProblem::NotEma("leden.csv".into()),
                FileProblem::Alone("oud-ema-uitslag.csv".into(), EmaFileKind::Results),
                FileProblem::Alone("cup-ema-toernooi.csv".into(), EmaFileKind::Tournament),
            ]
        );
    }

    /// The same tournament read twice is there once; a removal takes the
    /// one named.
    #[test]
    fn read_again_and_removed() {
        let chosen = || FilesAction::Chosen(vec![("u.csv".into(), RESULTS.into()), ("t.csv".into(), TOURNAMENT.into())], Vec::new());
        let files = Rc::new(Files::default()).reduce(chosen()).reduce(chosen());
        assert_eq!(files.read.len(), 1);
        assert!(files.problems.is_empty());
        assert_eq!(files.said, Some(Said::Read(vec!["Open".into()])));
        let removed = files.reduce(FilesAction::Remove(0));
        assert!(removed.read.is_empty());
        assert_eq!(removed.said, Some(Said::Removed("Open".into())));
    }
}
