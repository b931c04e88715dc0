//! The EMA's result file on the organiser's page (issue 50): where and how
//! long the tournament is (what the MERS weight is made of), then either
//! every problem the engine found, each naming its row, or the two files
//! (results and tournament) as the EMA takes them: UTF-8 without a BOM.

use mahjong_core::json::ema::{EmaInfo, EmaProblem};
use mahjong_core::json::season::change::SeasonChange;
use yew::prelude::*;

use super::players::use_tournament;
use super::text as tt;
use crate::competition::form::{country_picker, input_value, value};
use crate::competition::model::{Club, ClubAction};
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub(crate) struct EmaFilesProps {
    pub(crate) lang: Lang,
    pub(crate) club: UseReducerHandle<Club>,
    /// The files' name, from the season's.
    pub(crate) stem: String,
    pub(crate) on_action: Callback<ClubAction>,
}

/// The EMA's files of the open tournament.
#[function_component]
pub(crate) fn EmaFiles(props: &EmaFilesProps) -> Html {
    use gloo_file::{Blob, ObjectUrl};
    let lang = props.lang;
    let out = use_tournament(&props.club);
    let info = props.club.season().and_then(|s| s.season.tournament.as_ref()).and_then(|m| m.ema.clone()).unwrap_or_default();
    let city = use_state(|| info.city.clone());
    let country = use_state(|| info.country.clone().unwrap_or_default());
    let days = use_state(|| info.days.unwrap_or(1));
    let qualification = use_state(|| info.qualification);
    let files = use_memo(props.club.book.revision, {
        let out = out.clone();
        move |_| {
            let f = out.as_ref().as_ref()?.ema.as_ref()?;
            // No BOM: the EMA's importers read plain UTF-8.
            let csv = |text: &str| ObjectUrl::from(Blob::new_with_options(text, Some("text/csv;charset=utf-8")));
            Some((csv(&f.results_csv), csv(&f.tournament_csv)))
        }
    });
    let save = {
        let (city, country, days, qualification, on_action) =
            (city.clone(), country.clone(), days.clone(), qualification.clone(), props.on_action.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let info = EmaInfo {
                city: (*city).clone(),
                country: (!country.is_empty()).then(|| (*country).clone()),
                days: Some(*days),
                qualification: *qualification,
            };
            on_action.emit(ClubAction::Season(SeasonChange::EmaInfo(info)));
        })
    };
    let on_city = {
        let city = city.clone();
        Callback::from(move |e: InputEvent| city.set(input_value(&e)))
    };
    let on_country = {
        let country = country.clone();
        Callback::from(move |e: Event| country.set(value(&e)))
    };
    let on_days = {
        let days = days.clone();
        Callback::from(move |e: Event| days.set(value(&e).parse().unwrap_or(1)))
    };
    let on_qualification = {
        let qualification = qualification.clone();
        Callback::from(move |e: Event| qualification.set(e.target_unchecked_into::<web_sys::HtmlInputElement>().checked()))
    };
    let problems = out.as_ref().as_ref().map(|o| o.ema_check.clone()).unwrap_or_default();
    html! {
        <section class="ema-files no-print" aria-label={lang.pick(tt::EMA_FILE)}>
            <h3>{ lang.pick(tt::EMA_FILE) }</h3>
            <form class="ema-info" onsubmit={save}>
                <label>
                    { lang.pick(tt::CITY) }
                    <input type="text" name="ema-city" maxlength="24" value={(*city).clone()} oninput={on_city} />
                </label>
                <label>
                    { lang.pick(tt::HOST_COUNTRY) }
                    { country_picker("ema-country", &country, on_country) }
                </label>
                <label>
                    { lang.pick(tt::DAYS) }
                    <select name="ema-days" onchange={on_days}>
                        { for (1..=3usize).map(|d| html! { <option key={d} value={d.to_string()} selected={d == *days}>{ d }</option> }) }
                    </select>
                </label>
                <label class="check">
                    <input type="checkbox" name="ema-qualification" checked={*qualification} onchange={on_qualification} />
                    { lang.pick(tt::QUALIFICATION) }
                </label>
                <button type="submit">{ lang.pick(tt::SAVE) }</button>
            </form>
            if let Some((results, tournament)) = &*files {
                <div class="sheet-tools">
                    <a class="button" data-export="ema-csv" download={format!("{}-ema-uitslag.csv", props.stem)} href={results.to_string()}>{ lang.pick(tt::EMA_RESULTS) }</a>
                    <a class="button" data-export="ema-tournament" download={format!("{}-ema-toernooi.csv", props.stem)} href={tournament.to_string()}>{ lang.pick(tt::EMA_TOURNAMENT) }</a>
                </div>
            } else {
                <p class="hint">{ lang.pick(tt::EMA_NOT_YET) }</p>
                <ul class="ema-problems" data-problems={problems.len().to_string()}>
                    { for problems.iter().enumerate().map(|(i, p)| html! { <li key={i}>{ problem(lang, p) }</li> }) }
                </ul>
            }
        </section>
    }
}

/// What the EMA's file still needs, as the director reads it.
pub fn problem(lang: Lang, p: &EmaProblem) -> String {
    use EmaProblem as P;
    let nl = lang == Lang::Nl;
    match p {
        P::Rules { rules } if nl => format!("De EMA rekent alleen MCR- en riichitoernooien mee; dit toernooi is {rules}."),
        P::Rules { rules } => format!("The EMA ranks MCR and riichi tournaments only; this one is {rules}."),
        P::NoName => lang.pick(("Het toernooi heeft geen naam.", "The tournament has no name.")).into(),
        P::NoDate => lang.pick(("Het toernooi heeft geen datum.", "The tournament has no date.")).into(),
        P::NoCity => lang.pick(("Vul de plaats van het toernooi in.", "Fill in the tournament's city.")).into(),
        P::NoCountry => lang.pick(("Kies het land van het toernooi.", "Pick the tournament's country.")).into(),
        P::Days { days } if nl => format!("Een toernooi duurt 1 tot 7 dagen, niet {days}."),
        P::Days { days } => format!("A tournament lasts 1 to 7 days, not {days}."),
        P::Unfinished { round, tables } if nl => format!("Ronde {round}: nog {tables} tafel(s) zonder uitslag."),
        P::Unfinished { round, tables } => format!("Round {round}: {tables} table(s) without a result."),
        P::NoNationality { place, name } if nl => format!("Plaats {place}, {name}: geen land. Kies het bij Spelers → Wijzig."),
        P::NoNationality { place, name } => format!("Place {place}, {name}: no country. Pick it at Players → Change."),
        P::Nationality { place, name, given } if nl => format!("Plaats {place}, {name}: «{given}» is geen land."),
        P::Nationality { place, name, given } => format!("Place {place}, {name}: «{given}» is no country."),
        P::Name { place, name } if nl => format!("Plaats {place}, {name}: voor- en achternaam zijn nodig."),
        P::Name { place, name } => format!("Place {place}, {name}: a first and a last name are needed."),
        P::Number { place, name, number } if nl => format!("Plaats {place}, {name}: «{number}» is geen EMA-nummer (8 cijfers)."),
        P::Number { place, name, number } => format!("Place {place}, {name}: «{number}» is no EMA number (8 digits)."),
        P::NumberTwice { place, number, first, second } if nl => {
            format!("Plaats {place}, {second}: EMA-nummer {number} heeft {first} ook.")
        }
        P::NumberTwice { place, number, first, second } => format!("Place {place}, {second}: {first} has EMA number {number} too."),
        P::NumberCountry { place, name, number, of, country } if nl => {
            format!("Plaats {place}, {name}: EMA-nummer {number} is van {of}, het land is {country}.")
        }
        P::NumberCountry { place, name, number, of, country } => {
            format!("Place {place}, {name}: EMA number {number} is {of}'s, the country given is {country}.")
        }
    }
}
