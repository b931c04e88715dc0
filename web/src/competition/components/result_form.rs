//! A table's result typed from its paper form, or corrected (C2, C19, C21).

use mahjong_core::competition::date::Date;
use mahjong_core::json::season::change::SeasonChange;
use mahjong_core::json::season::TableIn;
use mahjong_core::Variant;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::competition::form::*;
use crate::competition::model::ClubAction;
use crate::competition::text as t;
use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub(crate) struct ResultProps {
    pub(crate) lang: Lang,
    pub(crate) date: Date,
    pub(crate) table: u32,
    pub(crate) players: Vec<String>,
    /// The reglement deducts for a table that did not finish (C11).
    pub(crate) deduction: bool,
    /// The evening's rule set (C21 asks the engine with it).
    pub(crate) rules: Variant,
    /// The kept result, when it is being corrected (C19).
    pub(crate) initial: Option<TableIn>,
    pub(crate) on_action: Callback<ClubAction>,
    pub(crate) on_close: Callback<()>,
}

/// What the form itself refuses before the engine is asked.
#[derive(Clone, PartialEq, Debug)]
pub(crate) enum FormProblem {
    /// Not whole numbers, or negative mahjongs.
    Numbers,
    /// A player's total left empty.
    NoTotal(String),
}

/// A paper form's result typed in, or a kept one corrected (C19): per
/// player the total, mahjongs made and caused (C1, C2); the table
/// unfinished (C11). The running sum of the totals shows a typing error
/// before the engine refuses it (C21).
#[function_component]
pub(crate) fn ResultForm(props: &ResultProps) -> Html {
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
    let problem = use_state(|| None::<FormProblem>);
    // What the engine says of the numbers (C2, C21), said in the form,
    // which stays open with them.
    let refused = use_state(|| None::<mahjong_core::competition::typed::TypedError>);
    // A correction only when the form was opened on a result: a result
    // another tab sent meanwhile is not overwritten, it is a conflict
    // (issue 32).
    let correcting = *use_state(|| props.initial.is_some());
    let sum = mahjong_core::competition::typed::typed_sum(cells.iter().map(|c| c[0].as_str()));
    let onsubmit = {
        let (cells, unfinished, problem, props_players) = (cells.clone(), unfinished.clone(), problem.clone(), props.players.clone());
        let (on_action, on_close, date, table) = (props.on_action.clone(), props.on_close.clone(), props.date, props.table);
        let (refused, rules) = (refused.clone(), props.rules);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let result = match typed_result(&cells, &props_players, table, *unfinished) {
                Ok(result) => result,
                Err(p) => return problem.set(Some(p)),
            };
            problem.set(None);
            if let Err(e) = mahjong_core::competition::typed::check_typed(&result.typed_results(), rules) {
                refused.set(Some(e));
                return;
            }
            refused.set(None);
            on_action.emit(if correcting {
                ClubAction::Season(SeasonChange::CorrectResult { date, result })
            } else {
                ClubAction::Season(SeasonChange::Result { date, result })
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
        let input = html! {
            <input type="text" inputmode="numeric" class="num" name={format!("r{i}c{j}")}
                   aria-label={format!("{player}: {}", lang.pick(what))} value={cells[i][j].clone()} {oninput} />
        };
        if j > 0 {
            return input;
        }
        // A total may be negative: the number pad has no minus on every
        // phone (a tryout typed totals on the letters), so a button
        // turns the sign.
        let state = cells.clone();
        let flip = Callback::from(move |e: MouseEvent| {
            // The keyboard stays with the number (a tryout: it closed).
            use wasm_bindgen::JsCast as _;
            if let Some(input) = e
                .target_unchecked_into::<web_sys::Element>()
                .previous_element_sibling()
                .and_then(|x| x.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = input.focus();
            }
            let mut c = (*state).clone();
            let v = c[i][0].trim();
            c[i][0] = match v.strip_prefix(['-', '\u{2212}']) {
                Some(rest) => rest.to_string(),
                None => format!("-{v}"),
            };
            state.set(c);
        });
        html! {
            <span class="total-cell">
                { input }
                <button type="button" class="flip-sign" aria-label={format!("{player}: {}", lang.pick(t::FLIP_SIGN))} onclick={flip}>{ "±" }</button>
            </span>
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
            if let Some(p) = &*problem {
                <p class="message" role="alert">{ match (p, lang) {
                    (FormProblem::Numbers, _) => lang.pick(("Vul hele getallen in; mahjongs en veroorzaakt zijn niet negatief.", "Fill in whole numbers; mahjongs and caused are not negative.")).to_string(),
                    (FormProblem::NoTotal(who), Lang::Nl) => format!("Vul de stand van {who} in, ook als die 0 is."),
                    (FormProblem::NoTotal(who), Lang::En) => format!("Fill in {who}'s total, also when it is 0."),
                } }</p>
            }
            if let Some(e) = &*refused {
                <p class="message" role="alert">{ t::typed(lang, props.table, e) }</p>
            }
            <button class="primary" type="submit">{ lang.pick(t::SAVE_RESULT) }</button>
            <button type="button" onclick={props.on_close.reform(|_| ())}>{ lang.pick(t::CANCEL) }</button>
        </form>
    }
}

/// Column `c` of the rows, or none where every cell of it is empty.
fn column(cells: &[[String; 3]], rows: &[[i64; 3]], c: usize) -> Vec<u32> {
    if cells.iter().all(|cell| cell[c].trim().is_empty()) {
        return Vec::new();
    }
    rows.iter().map(|r| u32::try_from(r[c]).unwrap_or(u32::MAX)).collect()
}

/// The paper form's cells as a table's typed result: every total filled
/// in (an empty one is no 0: an accidental Enter would save a table of
/// equals), whole numbers, mahjongs and caused not negative. A column
/// left empty is not given (C1 counts it 0; the statistics do not count
/// a table whose mahjongs nobody typed).
fn typed_result(cells: &[[String; 3]], players: &[String], table: u32, unfinished: bool) -> Result<TableIn, FormProblem> {
    if let Some(i) = cells.iter().position(|c| c[0].trim().is_empty()) {
        return Err(FormProblem::NoTotal(players.get(i).cloned().unwrap_or_default()));
    }
    let num = |s: &str| if s.trim().is_empty() { Some(0) } else { s.trim().parse::<i64>().ok() };
    let parsed: Option<Vec<[i64; 3]>> = cells.iter().map(|c| Some([num(&c[0])?, num(&c[1])?, num(&c[2])?])).collect();
    let rows = parsed.filter(|rows| rows.iter().all(|r| r[1] >= 0 && r[2] >= 0)).ok_or(FormProblem::Numbers)?;
    Ok(TableIn {
        table: Some(table),
        players: players.to_vec(),
        totals: rows.iter().map(|r| r[0]).collect(),
        mahjongs: column(cells, &rows, 1),
        caused: column(cells, &rows, 2),
        unfinished,
        game: None,
        phone: None,
    })
}

#[cfg(test)]
mod tests {
    use super::typed_result;

    fn cells(rows: &[[&str; 3]]) -> Vec<[String; 3]> {
        rows.iter().map(|r| r.map(str::to_string)).collect()
    }

    /// Mahjongs left empty are not given (no 0s stored: the player's page
    /// would show "0 made"); one filled in gives the column, blanks 0 (C1).
    #[test]
    fn an_empty_column_is_not_given() {
        let players: Vec<String> = ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec();
        let t = typed_result(&cells(&[["60", "", ""], ["20", "", ""], ["-30", "", ""], ["-50", "", ""]]), &players, 1, false).unwrap();
        assert_eq!((t.totals, t.mahjongs, t.caused), (vec![60, 20, -30, -50], vec![], vec![]));
        let t = typed_result(&cells(&[["60", "3", ""], ["20", "", "2"], ["-30", "", ""], ["-50", "1", " "]]), &players, 1, false).unwrap();
        assert_eq!((t.mahjongs, t.caused), (vec![3, 0, 0, 1], vec![0, 2, 0, 0]));
    }
}
