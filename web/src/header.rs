//! The title, the calculator's rule set and round, and the language switch.

use mahjong_core::tile::{Tile, Wind};
use mahjong_core::Variant;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::calculator::Action;
use crate::i18n::{label, round_name, variant_name, Lang};

#[derive(Properties, PartialEq)]
pub struct HeaderProps {
    pub lang: Lang,
    pub variant: Variant,
    pub round: Tile,
    /// The green-dragon round can be chosen (`classic`, ruling 22).
    pub green_round: bool,
    /// Three players have no North round (ruling 22).
    pub three: bool,
    /// A game on the sheet fixes rules and round.
    pub fixed: bool,
    pub dispatch: Callback<Action>,
    /// Larger tiles (a setting of this device).
    pub big_tiles: bool,
    pub on_big_tiles: Callback<()>,
}

#[function_component]
pub fn Header(props: &HeaderProps) -> Html {
    let HeaderProps { lang, variant, round, green_round, three, fixed, dispatch, big_tiles, on_big_tiles } = props;
    let lang = *lang;
    let select = |e: &Event| e.target_unchecked_into::<HtmlSelectElement>().value();
    let on_rules = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            if let Ok(v) = select(&e).parse() {
                d.emit(Action::SetRules(v));
            }
        })
    };
    let on_round = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            if let Ok(t) = select(&e).parse() {
                d.emit(Action::SetRoundWind(t));
            }
        })
    };
    let mut rounds: Vec<Tile> = (0..if *three { 3 } else { 4 }).map(|i| Wind::from_index(i).tile()).collect();
    if *green_round {
        rounds.push(Tile::const_parse("F"));
    }
    let other = lang.other();
    html! {
        <header>
            <h1>{ lang.pick(label::TITLE) }</h1>
            <div class="controls">
                // In a game both are the game's: the label says so, and why
                // they cannot be changed here (issue 47).
                <label>
                    <span class="small">{ lang.pick(if *fixed { label::RULES_OF_GAME } else { label::RULES }) }</span>
                    <select name="rules" aria-label={lang.pick(label::RULES)} aria-describedby={fixed.then_some("fixed-why")} disabled={*fixed} onchange={on_rules}>
                        { for Variant::ALL.iter().map(|&v| html! {
                            <option key={v.id()} value={v.id()} selected={v == *variant}>{ variant_name(lang, v) }</option>
                        }) }
                    </select>
                </label>
                <label>
                    <span class="small">{ lang.pick(if *fixed { label::ROUND_OF_GAME } else { label::ROUND }) }</span>
                    <select name="round" aria-label={lang.pick(label::ROUND)} aria-describedby={fixed.then_some("fixed-why")} disabled={*fixed} onchange={on_round}>
                        { for rounds.iter().map(|&t| html! {
                            <option key={t.index()} value={t.to_string()} selected={t == *round}>{ round_name(lang, t) }</option>
                        }) }
                    </select>
                </label>
                <button type="button" class="lang" lang={other.code()} onclick={dispatch.reform(move |_| Action::SetLang(other))}>
                    { lang.pick(label::LANGUAGE) }
                </button>
                <button type="button" class="big-tiles" aria-pressed={big_tiles.to_string()} aria-label={lang.pick(label::BIG_TILES_NAME)}
                        title={lang.pick(label::BIG_TILES)} onclick={on_big_tiles.reform(|_| ())}>{ "A+" }</button>
            </div>
            if *fixed {
                <p id="fixed-why" class="visually-hidden">{ lang.pick(label::FIXED_WHY) }</p>
            }
        </header>
    }
}
