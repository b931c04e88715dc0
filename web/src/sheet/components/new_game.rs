//! The new-game form: rule set, players by name in seating order, who
//! starts as East, and the rule set's options (the table sizes the engine
//! plays, the green-dragon round for `classic`, chips for `nmb`; rulings
//! 21 and 22, competition ruling C17). Fixed once the game starts.

use std::rc::Rc;

use mahjong_core::game::table_sizes;
use mahjong_core::Variant;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::i18n::{label, sheet as t, variant_name, Lang};
use crate::sheet::ledger::NewGame;

/// What the form holds while it is filled in.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Form {
    rules: Variant,
    players: usize,
    names: [String; 5],
    east: usize,
    green: bool,
    chips: bool,
}

impl Default for Form {
    fn default() -> Form {
        Form { rules: Variant::Nts, players: 4, names: Default::default(), east: 0, green: false, chips: false }
    }
}

/// A change to one field of the form.
enum Field {
    Rules(Variant),
    Players(usize),
    Name(usize, String),
    East(usize),
    Green(bool),
    Chips(bool),
}

impl Reducible for Form {
    type Action = Field;
    fn reduce(self: Rc<Self>, field: Field) -> Rc<Self> {
        let mut f = (*self).clone();
        match field {
            Field::Rules(v) => f.rules = v,
            Field::Players(n) => f.players = n,
            Field::Name(i, name) => f.names[i] = name,
            Field::East(i) => f.east = i,
            Field::Green(on) => f.green = on,
            Field::Chips(on) => f.chips = on,
        }
        Rc::new(f)
    }
}

impl Form {
    /// Players at this table: the chosen number where the engine plays
    /// it under these rules, else 4.
    fn table(&self) -> usize {
        if table_sizes(&self.rules.scoring()).contains(&self.players) {
            self.players
        } else {
            4
        }
    }

    /// The game the form asks for.
    fn game(&self) -> NewGame {
        let n = self.table();
        let dutch = self.rules.dutch();
        NewGame {
            rules: self.rules,
            names: self.names[..n].to_vec(),
            east: self.east.min(n - 1),
            // Book 002 "Drie spelers": with three players the green-dragon round follows.
            green_dragon_round: dutch.is_some_and(|r| r.green_dragon_round) && (n == 3 || self.green),
            chips: self.rules == Variant::Nmb && self.chips,
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    pub lang: Lang,
    pub on_start: Callback<NewGame>,
}

#[function_component]
pub fn NewGameForm(props: &NewGameProps) -> Html {
    let NewGameProps { lang, on_start } = props;
    let lang = *lang;
    let form = use_reducer(Form::default);
    let player = |i: usize| format!("{} {}", lang.pick(t::PLAYER), i + 1);
    let select = |f: fn(String) -> Field| {
        form.dispatcher().to_callback().reform(move |e: Event| f(e.target_unchecked_into::<HtmlSelectElement>().value()))
    };
    let check = |f: fn(bool) -> Field| {
        form.dispatcher().to_callback().reform(move |e: Event| f(e.target_unchecked_into::<HtmlInputElement>().checked()))
    };
    let onsubmit = {
        let (form, on_start) = (form.clone(), on_start.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            on_start.emit(form.game());
        })
    };
    let rules = form.rules;
    let sizes = table_sizes(&rules.scoring());
    let green_round = rules.scoring().green_dragon_round();
    let n = form.table();
    html! {
        <form class="new-game" aria-label={lang.pick(t::NEW_GAME)} {onsubmit}>
            <h2>{ lang.pick(t::NEW_GAME) }</h2>
            <label>
                { lang.pick(label::RULES) }
                <select name="rules" onchange={select(|v| Field::Rules(v.parse().unwrap_or_default()))}>
                    { for Variant::ALL.iter().map(|&v| html! {
                        <option key={v.id()} value={v.id()} selected={v == rules}>{ variant_name(lang, v) }</option>
                    }) }
                </select>
            </label>
            <label>
                { lang.pick(t::PLAYER_COUNT) }
                <select name="players" onchange={select(|v| Field::Players(v.parse().unwrap_or(4)))}>
                    { for sizes.map(|c| html! { <option key={c} value={c.to_string()} selected={c == n}>{ c }</option> }) }
                </select>
            </label>
            <p class="hint">{ lang.pick(t::SEATING) }</p>
            if rules.is_mcr() {
                <p class="hint mcr-only">{ lang.pick(t::MCR_SEATING) }</p>
            }
            { for (0..n).map(|i| {
                let oninput = form.dispatcher().to_callback().reform(move |e: InputEvent| Field::Name(i, e.target_unchecked_into::<HtmlInputElement>().value()));
                html! {
                    <input key={i} class="name" type="text" name={format!("name{i}")} maxlength="24" aria-label={player(i)} placeholder={player(i)}
                           value={form.names[i].clone()} {oninput} />
                }
            }) }
            <label>
                { lang.pick(t::FIRST_EAST) }
                <select name="east" onchange={select(|v| Field::East(v.parse().unwrap_or(0)))}>
                    // The names as typed, so the first East is chosen by name.
                    { for (0..n).map(|i| {
                        let typed = form.names[i].trim();
                        let shown = if typed.is_empty() { player(i) } else { typed.to_string() };
                        html! { <option key={i} value={i.to_string()} selected={i == form.east}>{ shown }</option> }
                    }) }
                </select>
            </label>
            if green_round {
                <label class="check classic-only">
                    <input type="checkbox" name="green" checked={form.green} onchange={check(Field::Green)} />
                    { lang.pick(t::GREEN_ROUND) }
                </label>
            }
            if rules == Variant::Nmb {
                <label class="check nmb-only">
                    <input type="checkbox" name="chips" checked={form.chips} onchange={check(Field::Chips)} />
                    { lang.pick(t::CHIPS) }
                </label>
            }
            <button class="primary" type="submit">{ lang.pick(t::START) }</button>
        </form>
    }
}
