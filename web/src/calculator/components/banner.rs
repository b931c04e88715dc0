//! Above the calculator during a game: which hand it is, who is East, the
//! round, the totals, and the buttons that put the hand on the sheet.

use std::rc::Rc;

use yew::prelude::*;

use crate::i18n::{sheet as t, Lang};

/// The sheet's summary for the hand being entered.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Banner {
    /// The hand's number on the sheet.
    pub hand: usize,
    /// "Hand 5 · ronde Zuid · Oost: Anna".
    pub status: String,
    /// "Anna +120 · Bep -40 · ...".
    pub totals: String,
}

#[derive(Properties, PartialEq)]
pub struct GameBannerProps {
    pub lang: Lang,
    pub banner: Rc<Banner>,
    /// Every seat has a score and the hand settles.
    pub complete: bool,
    pub on_save: Callback<()>,
    pub on_draw: Callback<()>,
    /// Calculate something aside without leaving the game.
    pub on_side: Callback<()>,
}

#[function_component]
pub fn GameBanner(props: &GameBannerProps) -> Html {
    let GameBannerProps { lang, banner, complete, on_save, on_draw, on_side } = props;
    let lang = *lang;
    html! {
        <section class="game-banner" aria-label={lang.pick(t::SHEET)}>
            <p class="status">{ banner.status.clone() }</p>
            <p class="hint">{ banner.totals.clone() }</p>
            <div class="sheet-tools">
                <button type="button" class="primary" disabled={!complete} onclick={on_save.reform(|_| ())}>
                    { format!("{} {}", lang.pick(t::SAVE_HAND), banner.hand) }
                </button>
                <button type="button" onclick={on_draw.reform(|_| ())}>{ lang.pick(t::SAVE_DRAW) }</button>
                <button type="button" onclick={on_side.reform(|_| ())}>{ lang.pick(crate::i18n::label::SIDE) }</button>
            </div>
        </section>
    }
}
