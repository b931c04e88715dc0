//! The open season's settings: its name, the rule set of its evenings, the
//! reglement (a preset, or the club's own in a form that says what each
//! number does, started from the reglement in use), and deleting the
//! season (undo brings it back). The engine checks the reglement
//! (`CustomIn::reglement`); the form only reads numbers.

use mahjong_core::competition::{Reglement, SeasonTies, TiePolicy};
use mahjong_core::json::season::change::SeasonChange;
use mahjong_core::json::season::{CustomIn, PeriodsIn, ReglementIn, TablePointsIn};
use web_sys::HtmlInputElement;
use yew::prelude::*;
use yew_router::prelude::*;

use super::form::{input_value, value};
use super::model::{Club, ClubAction};
use super::text as t;
use crate::i18n::Lang;
use crate::route::Route;

/// The form's fields as typed.
#[derive(Clone, PartialEq, Debug, Default)]
struct Fields {
    id: String,
    table_points: bool,
    three: String,
    four: String,
    five: String,
    ties: TiePolicy,
    season_ties: SeasonTies,
    bonus: String,
    premium: String,
    min_players: String,
    qualification: String,
    period_length: String,
    period_best: String,
    deduction: String,
}

/// Points as clubs write them: "4 / 2 / 1 / 0,5".
fn points_text(points: &[f64]) -> String {
    points.iter().map(|p| p.to_string().replace('.', ",")).collect::<Vec<_>>().join(" / ")
}

/// A table's points before the club fills in its own: Groene Hart's, as
/// the engine has them (C5), in halves.
fn preset_points(size: usize) -> String {
    let halves = Reglement::GROENE_HART.table_points.and_then(|t| t.halves(size).map(<[u32]>::to_vec)).unwrap_or_default();
    points_text(&halves.iter().map(|&h| f64::from(h) / 2.0).collect::<Vec<_>>())
}

impl Fields {
    fn of(c: &CustomIn) -> Fields {
        let tp = c.table_points.clone().flatten();
        let num = |n: Option<i64>| n.map(|n| n.to_string()).unwrap_or_default();
        let periods = c.periods.clone().flatten();
        Fields {
            id: c.id.clone().unwrap_or_default(),
            table_points: tp.is_some(),
            three: tp.as_ref().map_or_else(|| preset_points(3), |t| points_text(&t.three)),
            four: tp.as_ref().map_or_else(|| preset_points(4), |t| points_text(&t.four)),
            five: tp.as_ref().map_or_else(|| preset_points(5), |t| points_text(&t.five)),
            ties: c.ties.as_deref().and_then(TiePolicy::from_id).unwrap_or_default(),
            season_ties: c.season_ties.as_deref().and_then(SeasonTies::from_id).unwrap_or_default(),
            bonus: num(c.bonus_per_evening.map(i64::from)),
            premium: num(c.attendance_premium),
            min_players: num(c.min_players.map(|n| n as i64)),
            qualification: num(c.qualification.flatten().map(i64::from)),
            period_length: num(periods.as_ref().map(|p| p.length as i64)),
            period_best: num(periods.as_ref().map(|p| p.best as i64)),
            deduction: num(c.unfinished_deduction),
        }
    }

    /// The club's own reglement, or what is wrong, in the field's words.
    fn custom(&self, lang: Lang) -> Result<CustomIn, String> {
        let bad = |field: (&str, &str)| match lang {
            Lang::Nl => format!("{}: vul een heel getal van 0 of meer in (of laat het leeg).", field.0),
            Lang::En => format!("{}: fill in a whole number of 0 or more (or leave it empty).", field.1),
        };
        let whole = |s: &str, field| -> Result<Option<u32>, String> {
            let s = s.trim();
            if s.is_empty() {
                return Ok(None);
            }
            s.parse::<u32>().map(Some).map_err(|_| bad(field))
        };
        let points = |s: &str, field: (&str, &str)| -> Result<Vec<f64>, String> {
            s.split('/').map(|p| p.trim().replace(',', ".").parse::<f64>().map_err(|_| t::points_problem(lang, field))).collect()
        };
        let table_points = if self.table_points {
            Some(TablePointsIn {
                three: points(&self.three, t::AT_THREE)?,
                four: points(&self.four, t::AT_FOUR)?,
                five: points(&self.five, t::AT_FIVE)?,
            })
        } else {
            None
        };
        let periods = match (whole(&self.period_length, t::PERIOD_LENGTH)?, whole(&self.period_best, t::PERIOD_BEST)?) {
            (Some(length), Some(best)) => Some(PeriodsIn { length: length as usize, best: best as usize }),
            (None, None) => None,
            _ => return Err(lang.pick(t::PERIODS_BOTH).into()),
        };
        let qualification = whole(&self.qualification, t::QUALIFICATION)?;
        Ok(CustomIn {
            id: Some(if self.id.trim().is_empty() { "eigen".into() } else { self.id.trim().to_string() }),
            base: None,
            table_points: Some(table_points),
            ties: Some(self.ties.id().into()),
            season_ties: Some(self.season_ties.id().into()),
            bonus_per_evening: Some(whole(&self.bonus, t::BONUS)?.unwrap_or(0)),
            attendance_premium: Some(i64::from(whole(&self.premium, t::PREMIUM)?.unwrap_or(0))),
            min_players: Some(whole(&self.min_players, t::MIN_PLAYERS)?.unwrap_or(0) as usize),
            qualification: Some(qualification),
            periods: Some(periods),
            unfinished_deduction: Some(i64::from(whole(&self.deduction, t::DEDUCTION)?.unwrap_or(0))),
        })
    }
}

/// The form's start: the reglement in use, every field given.
fn start(r: &ReglementIn) -> Fields {
    let resolved = r.resolve().unwrap_or(Reglement::GROENE_HART);
    let mut f = Fields::of(&CustomIn::from(&resolved));
    if matches!(r, ReglementIn::Preset(_)) {
        f.id = String::new();
    }
    f
}

#[derive(Properties, PartialEq)]
pub struct SettingsProps {
    pub lang: Lang,
    pub club: UseReducerHandle<Club>,
    pub on_action: Callback<ClubAction>,
}

const OWN: &str = "eigen";

/// The season's name, rules and reglement; delete the season.
#[function_component]
pub fn SettingsScreen(props: &SettingsProps) -> Html {
    let lang = props.lang;
    let season = props.club.season().map(|s| s.season.clone());
    let name = use_state(|| season.as_ref().map(|s| s.name.clone()).unwrap_or_default());
    let rules = use_state(|| season.as_ref().map(|s| s.rules).unwrap_or_default());
    let choice = use_state(|| match season.as_ref().map(|s| &s.reglement) {
        Some(ReglementIn::Preset(id)) => id.clone(),
        _ => OWN.to_string(),
    });
    let fields = use_state(|| season.as_ref().map(|s| start(&s.reglement)).unwrap_or_default());
    let problem = use_state(|| None::<String>);
    let navigator = use_navigator();
    let Some(season) = season else { return Html::default() };
    let onsubmit = {
        let (name, rules, choice, fields, problem, on_action, navigator) =
            (name.clone(), rules.clone(), choice.clone(), fields.clone(), problem.clone(), props.on_action.clone(), navigator.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let reglement = if *choice == OWN {
                match fields.custom(lang) {
                    // What the form cannot see (a lower place with more
                    // points, a percentage over 100) the engine says.
                    Ok(c) => match c.reglement() {
                        Ok(_) => ReglementIn::Custom(Box::new(c)),
                        Err(p) => return problem.set(Some(t::reglement_problems(lang, &p))),
                    },
                    Err(m) => return problem.set(Some(m)),
                }
            } else {
                ReglementIn::Preset((*choice).clone())
            };
            problem.set(None);
            on_action.emit(ClubAction::Season(SeasonChange::Settings { name: (*name).clone(), rules: *rules, reglement }));
            // Back to the season, where the reglement and the standings show.
            if let Some(n) = &navigator {
                n.push(&Route::Club);
            }
        })
    };
    let on_choice = {
        let (choice, fields) = (choice.clone(), fields.clone());
        Callback::from(move |e: Event| {
            let v = value(&e);
            // The own form starts from the preset that was chosen.
            if v != OWN {
                fields.set(start(&ReglementIn::Preset(v.clone())));
            }
            choice.set(v);
        })
    };
    let delete = {
        let (on_action, navigator) = (props.on_action.clone(), navigator.clone());
        Callback::from(move |_| {
            on_action.emit(ClubAction::DeleteSeason);
            if let Some(n) = &navigator {
                n.push(&Route::Club);
            }
        })
    };
    html! {
        <>
            <h2>{ lang.pick(t::SETTINGS) }</h2>
            <form class="settings" aria-label={lang.pick(t::SETTINGS)} {onsubmit}>
                { super::form::name_and_rules(lang, &name, &rules, None) }
                <label>
                    { lang.pick(t::REGLEMENT) }
                    <select name="reglement" onchange={on_choice}>
                        { for Reglement::PRESETS.iter().map(|r| html! {
                            <option key={r.id.to_string()} value={r.id.to_string()} selected={*r.id == **choice}>{ t::reglement_name(lang, &r.id) }</option>
                        }) }
                        <option value={OWN} selected={*choice == OWN}>{ lang.pick(t::OWN_REGLEMENT) }</option>
                    </select>
                </label>
                if *choice == OWN {
                    <OwnReglement {lang} fields={fields.clone()} />
                }
                if let Some(p) = &*problem {
                    <p class="message" role="alert">{ p.clone() }</p>
                }
                <button class="primary" type="submit">{ lang.pick(t::SAVE_SETTINGS) }</button>
            </form>
            <h3>{ lang.pick(t::DELETE_SEASON) }</h3>
            <p class="hint">{ t::delete_season_hint(lang, &season.name, season.evenings.len()) }</p>
            <button type="button" class="danger" onclick={delete}>{ lang.pick(t::DELETE_SEASON) }</button>
        </>
    }
}

#[derive(Properties, PartialEq)]
struct OwnProps {
    lang: Lang,
    fields: UseStateHandle<Fields>,
}

/// A club's own reglement as a form: each number with what it does,
/// started from the reglement in use; the engine checks it on save.
#[function_component]
fn OwnReglement(props: &OwnProps) -> Html {
    let (lang, fields) = (props.lang, &props.fields);
    let text = |field: (&'static str, &'static str),
                hint: (&'static str, &'static str),
                get: fn(&Fields) -> &String,
                set: fn(&mut Fields, String),
                numeric: bool| {
        let now = get(fields).clone();
        let fields = fields.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            let mut f = (*fields).clone();
            set(&mut f, input_value(&e));
            fields.set(f);
        });
        html! {
            <label class="field">
                <span class="term">{ lang.pick(field) }</span>
                <input type="text" inputmode={if numeric { "numeric" } else { "decimal" }} value={now} {oninput} />
                <small class="hint">{ lang.pick(hint) }</small>
            </label>
        }
    };
    let select = |field: (&'static str, &'static str),
                  hint: (&'static str, &'static str),
                  options: &[(&'static str, (&'static str, &'static str))],
                  get: fn(&Fields) -> &'static str,
                  set: fn(&mut Fields, &str)| {
        let now = get(fields);
        let fields = fields.clone();
        let onchange = Callback::from(move |e: Event| {
            let mut f = (*fields).clone();
            set(&mut f, &value(&e));
            fields.set(f);
        });
        html! {
            <label class="field">
                <span class="term">{ lang.pick(field) }</span>
                <select {onchange}>
                    { for options.iter().map(|(v, l)| html! { <option key={*v} value={*v} selected={now == *v}>{ lang.pick(*l) }</option> }) }
                </select>
                <small class="hint">{ lang.pick(hint) }</small>
            </label>
        }
    };
    let on_points = {
        let fields = fields.clone();
        Callback::from(move |e: Event| {
            let mut f = (*fields).clone();
            f.table_points = e.target_unchecked_into::<HtmlInputElement>().checked();
            fields.set(f);
        })
    };
    html! {
        <fieldset class="own-reglement">
            <legend>{ lang.pick(t::OWN_REGLEMENT) }</legend>
            <p class="hint">{ lang.pick(t::OWN_HINT) }</p>
            <label class="field">
                <span class="term">{ lang.pick(t::OWN_NAME) }</span>
                <input type="text" maxlength="24" value={fields.id.clone()}
                       oninput={{ let fields = fields.clone(); Callback::from(move |e: InputEvent| { let mut f = (*fields).clone(); f.id = input_value(&e); fields.set(f); }) }} />
            </label>
            <label class="check">
                <input type="checkbox" checked={fields.table_points} onchange={on_points} />
                { lang.pick(t::TABLE_POINTS) }
            </label>
            <p class="hint">{ lang.pick(t::TABLE_POINTS_HINT) }</p>
            if fields.table_points {
                { text(t::AT_FOUR, t::POINTS_HINT, |f| &f.four, |f, v| f.four = v, false) }
                { text(t::AT_FIVE, t::POINTS_HINT, |f| &f.five, |f, v| f.five = v, false) }
                { text(t::AT_THREE, t::POINTS_HINT, |f| &f.three, |f, v| f.three = v, false) }
            }
            { select(t::TIES, t::TIES_HINT, &TiePolicy::ALL.map(|p| (p.id(), t::tie_policy(p))), |f| f.ties.id(), |f, v| f.ties = TiePolicy::from_id(v).unwrap_or(f.ties)) }
            { text(t::BONUS, t::BONUS_HINT, |f| &f.bonus, |f, v| f.bonus = v, true) }
            { text(t::PREMIUM, t::PREMIUM_HINT, |f| &f.premium, |f, v| f.premium = v, true) }
            { text(t::MIN_PLAYERS, t::MIN_PLAYERS_HINT, |f| &f.min_players, |f, v| f.min_players = v, true) }
            { text(t::QUALIFICATION, t::QUALIFICATION_HINT, |f| &f.qualification, |f, v| f.qualification = v, true) }
            { text(t::PERIOD_LENGTH, t::PERIODS_HINT, |f| &f.period_length, |f, v| f.period_length = v, true) }
            { text(t::PERIOD_BEST, t::PERIOD_BEST_HINT, |f| &f.period_best, |f, v| f.period_best = v, true) }
            { text(t::DEDUCTION, t::DEDUCTION_HINT, |f| &f.deduction, |f, v| f.deduction = v, true) }
            { select(t::SEASON_TIES, t::SEASON_TIES_HINT, &SeasonTies::ALL.map(|p| (p.id(), t::season_ties(p))), |f| f.season_ties.id(), |f, v| f.season_ties = SeasonTies::from_id(v).unwrap_or(f.season_ties)) }
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_of_a_preset_is_that_preset() {
        // Groene Hart written out (C5-C9) and read back by the engine.
        let f = start(&ReglementIn::Preset("groene-hart".into()));
        assert_eq!((f.four.as_str(), f.five.as_str(), f.three.as_str()), ("4 / 2 / 1 / 0,5", "4 / 2 / 1 / 0,5 / 0", "4 / 2 / 0,5"));
        assert_eq!((f.bonus.as_str(), f.min_players.as_str(), f.qualification.as_str()), ("1", "8", "75"));
        let own = f.custom(Lang::Nl).unwrap().reglement().unwrap();
        assert_eq!(own.table_points, Reglement::GROENE_HART.table_points);
        assert_eq!((own.min_players, own.bonus_per_evening, own.id.as_ref()), (8, 1, "eigen"));
    }

    #[test]
    fn what_the_form_refuses_in_dutch() {
        let mut f = start(&ReglementIn::Preset("groene-hart".into()));
        f.bonus = "een".into();
        assert!(f.custom(Lang::Nl).unwrap_err().starts_with("Bonus per avond"));
        f.bonus = "1".into();
        // Bamboe Acht's periods beside Groene Hart's qualification (C8,
        // C11): the form reads them, the engine refuses them together, and
        // the screen says so in the form's words.
        (f.period_length, f.period_best) = ("7".into(), "5".into());
        let problems = f.custom(Lang::Nl).unwrap().reglement().unwrap_err();
        assert_eq!(problems, vec![mahjong_core::json::season::ReglementProblem::QualificationAndPeriods]);
        assert_eq!(t::reglement_problems(Lang::Nl, &problems), format!("Het reglement klopt niet: {}", t::QUALIFICATION_OR_PERIODS.0));
        // A lower place with more points (C5) in the form's words.
        f.four = "4 / 2 / 3 / 0".into();
        let problems = f.custom(Lang::Nl).unwrap().reglement().unwrap_err();
        assert_eq!(
            t::reglement_problems(Lang::Nl, &problems),
            "Het reglement klopt niet: Tafel van 4: een lagere plaats kan niet meer punten krijgen dan een hogere. \
             Kwalificatie en perioden gaan niet samen: laat een van beide leeg."
        );
        f.four = "4 / 2 / 1 / 0,5".into();
        f.qualification.clear();
        let own = f.custom(Lang::Nl).unwrap().reglement().unwrap();
        assert_eq!(own.periods.map(|p| (p.length, p.best)), Some((7, 5)));
        f.four = "4 / twee / 1 / 0".into();
        assert!(f.custom(Lang::Nl).unwrap_err().contains("Tafel van 4"));
    }

    /// The form's table points before a club fills in its own are Groene
    /// Hart's from the engine (C5): 4, 2, 1, 0.5 at four; 4, 2, 0.5 at
    /// three; 4, 2, 1, 0.5, 0 at five.
    #[test]
    fn the_forms_table_points_are_the_engines() {
        assert_eq!(preset_points(3), "4 / 2 / 0,5");
        assert_eq!(preset_points(4), "4 / 2 / 1 / 0,5");
        assert_eq!(preset_points(5), "4 / 2 / 1 / 0,5 / 0");
    }
}
