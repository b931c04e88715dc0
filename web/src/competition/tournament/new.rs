//! "Nieuw toernooi": name, day, rule set, rounds, how it is ranked, and
//! the players; every round is drawn at once when it starts (C14).

use mahjong_core::json::tournament::{default_reglement, EntrantFull, EntrantIn, TournamentIn};
use mahjong_core::Variant;
use yew::prelude::*;

use super::text as tt;
use crate::competition::form::*;
use crate::competition::model::ClubAction;
use crate::i18n::{variant_name, Lang};
use crate::time::Timestamp;

/// The players typed, one a line: "Naam", or "Naam; EMA-nummer; land".
/// Empty lines are skipped; what each field holds is the engine's to check.
pub fn players_of_text(text: &str) -> Vec<EntrantIn> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| {
            let mut parts = l.split(';').map(str::trim);
            let name = parts.next().unwrap_or_default().to_string();
            let field = |p: Option<&str>| p.filter(|s| !s.is_empty()).map(str::to_string);
            let (ema, country) = (field(parts.next()), field(parts.next()).map(|c| c.to_ascii_uppercase()));
            if ema.is_none() && country.is_none() {
                EntrantIn::Name(name)
            } else {
                EntrantIn::Full(EntrantFull { name, ema, country, from: None, until: None })
            }
        })
        .collect()
}

/// Every player without a country gets `country` (issue 50: picked once
/// for a Dutch day; the EMA's file needs one for everybody).
fn with_country(players: Vec<EntrantIn>, country: &str) -> Vec<EntrantIn> {
    if country.is_empty() {
        return players;
    }
    players
        .into_iter()
        .map(|p| match p {
            EntrantIn::Name(name) => {
                EntrantIn::Full(EntrantFull { name, ema: None, country: Some(country.into()), from: None, until: None })
            }
            EntrantIn::Full(f) if f.country.is_none() => EntrantIn::Full(EntrantFull { country: Some(country.into()), ..f }),
            full => full,
        })
        .collect()
}

#[derive(Properties, PartialEq)]
pub(crate) struct NewTournamentProps {
    pub(crate) lang: Lang,
    pub(crate) on_action: Callback<ClubAction>,
}

/// The form's tournament: ranked by table points (C12, the MCR
/// tournament preset) or by the sum of the scores; drawn with a seed from
/// the clock (C15).
fn tournament_of(
    name: &str,
    day: mahjong_core::competition::date::Date,
    rules: Variant,
    rounds: usize,
    table_points: bool,
    players: &str,
    country: &str,
) -> TournamentIn {
    let reglement =
        if table_points { mahjong_core::json::season::ReglementIn::Preset("mcr-toernooi".into()) } else { default_reglement(Variant::Nts) };
    TournamentIn {
        name: name.trim().to_string(),
        date: Some(day.to_string()),
        rules,
        reglement: Some(reglement),
        rounds,
        players: with_country(players_of_text(players), country),
        seed: js_sys::Date::now() as u64 % 1_000_000,
        draw: Vec::new(),
        results: Vec::new(),
        penalties: Vec::new(),
        secret: None,
        ema: None,
        clock: None,
    }
}

/// The new tournament's form.
#[function_component]
pub(crate) fn NewTournamentForm(props: &NewTournamentProps) -> Html {
    let lang = props.lang;
    let name = use_state(String::new);
    let date = use_state(Timestamp::today);
    let rules = use_state(|| Variant::Mcr);
    let rounds = use_state(|| 5usize);
    // Table points (C12) or the sum of the scores.
    let table_points = use_state(|| true);
    let players = use_state(String::new);
    let country = use_state(|| "NL".to_string());
    let onsubmit = {
        let (name, date, rules, rounds, table_points, players) =
            (name.clone(), date.clone(), rules.clone(), rounds.clone(), table_points.clone(), players.clone());
        let country = country.clone();
        let on_action = props.on_action.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Ok(day) = date.parse::<mahjong_core::competition::date::Date>() else {
                on_action.emit(ClubAction::NotADate);
                return;
            };
            let tournament = tournament_of(&name, day, *rules, *rounds, *table_points, &players, &country);
            on_action.emit(ClubAction::NewTournament {
                id: format!("s{}", js_sys::Date::now() as u64),
                tournament: Box::new(tournament),
                date: day,
            });
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        })
    };
    let on_name = {
        let name = name.clone();
        Callback::from(move |e: InputEvent| name.set(input_value(&e)))
    };
    let on_date = {
        let date = date.clone();
        Callback::from(move |e: Event| date.set(value(&e)))
    };
    let on_rules = {
        let (rules, table_points) = (rules.clone(), table_points.clone());
        Callback::from(move |e: Event| {
            let v: Variant = value(&e).parse().unwrap_or_default();
            rules.set(v);
            // What such tournaments rank by: MCR by table points (C12).
            table_points.set(v == Variant::Mcr);
        })
    };
    let on_rounds = {
        let rounds = rounds.clone();
        Callback::from(move |e: Event| rounds.set(value(&e).parse().unwrap_or(5)))
    };
    let on_scoring = {
        let table_points = table_points.clone();
        Callback::from(move |e: Event| table_points.set(value(&e) == "table-points"))
    };
    let on_players = {
        let players = players.clone();
        Callback::from(move |e: InputEvent| {
            let area: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
            players.set(area.value())
        })
    };
    let on_country = {
        let country = country.clone();
        Callback::from(move |e: Event| country.set(value(&e)))
    };
    let count = players_of_text(&players).len();
    html! {
        <form class="new-tournament" aria-label={lang.pick(tt::NEW)} {onsubmit}>
            <label>
                { lang.pick(tt::NAME) }
                <input type="text" name="tournament-name" maxlength="24" required=true value={(*name).clone()} oninput={on_name} />
            </label>
            <label>
                { lang.pick(tt::DATE) }
                <input type="date" name="tournament-date" value={(*date).clone()} onchange={on_date} />
            </label>
            <label>
                { lang.pick(tt::RULES) }
                <select name="tournament-rules" onchange={on_rules}>
                    { for Variant::ALL.iter().map(|&v| html! { <option key={v.id()} value={v.id()} selected={v == *rules}>{ variant_name(lang, v) }</option> }) }
                </select>
            </label>
            <label>
                { lang.pick(tt::ROUNDS) }
                <select name="tournament-rounds" onchange={on_rounds}>
                    { for (1..=10usize).map(|n| html! { <option key={n} value={n.to_string()} selected={n == *rounds}>{ n }</option> }) }
                </select>
            </label>
            <label>
                { lang.pick(tt::SCORING) }
                <select name="tournament-scoring" onchange={on_scoring}>
                    <option value="table-points" selected={*table_points}>{ lang.pick(tt::TABLE_POINTS) }</option>
                    <option value="totals" selected={!*table_points}>{ lang.pick(tt::TOTALS) }</option>
                </select>
            </label>
            if *table_points {
                <p class="hint">{ lang.pick(tt::SCORING_HINT) }</p>
            }
            <label>
                { format!("{} ({count})", lang.pick(tt::PLAYERS)) }
                <textarea name="tournament-players" rows="8" value={(*players).clone()} oninput={on_players} autocapitalize="words" />
            </label>
            <p class="hint">{ lang.pick(tt::PLAYERS_HINT) }</p>
            <label>
                { lang.pick(tt::DEFAULT_COUNTRY) }
                { country_picker("tournament-country", &country, on_country) }
            </label>
            <button class="primary" type="submit">{ lang.pick(tt::START) }</button>
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_one_a_line() {
        let got = players_of_text("Ans\n\n  Jan van der Berg; 08010045; ned \nCor;;BEL\n");
        assert_eq!(got.len(), 3);
        assert_eq!(got[0], EntrantIn::Name("Ans".into()));
        let full = |name: &str, ema: Option<&str>, country: &str| {
            EntrantIn::Full(EntrantFull {
                name: name.into(),
                ema: ema.map(Into::into),
                country: Some(country.into()),
                from: None,
                until: None,
            })
        };
        assert_eq!(got[1], full("Jan van der Berg", Some("08010045"), "NED"));
        assert_eq!(got[2], full("Cor", None, "BEL"));
        // Issue 50: the country picked for those without one.
        let with = with_country(got, "NL");
        assert_eq!(with[0], full("Ans", None, "NL"));
        assert_eq!(with[2], full("Cor", None, "BEL"));
    }
}
