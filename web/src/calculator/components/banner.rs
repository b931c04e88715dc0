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
    // A draw is a choice made on purpose (issue 20): asked, then saved.
    let asking = use_state(|| false);
    let ask = {
        let asking = asking.clone();
        Callback::from(move |_| asking.set(true))
    };
    let no = {
        let asking = asking.clone();
        Callback::from(move |_| asking.set(false))
    };
    let yes = {
        let (asking, on_draw) = (asking.clone(), on_draw.clone());
        Callback::from(move |_| {
            asking.set(false);
            on_draw.emit(());
        })
    };
    html! {
        <section class="game-banner" aria-label={lang.pick(t::SHEET)}>
            <p class="status">{ banner.status.clone() }</p>
            <p class="hint">{ banner.totals.clone() }</p>
            <div class="sheet-tools">
                <button type="button" class="primary" disabled={!complete} onclick={on_save.reform(|_| ())}>
                    { format!("{} {}", lang.pick(t::SAVE_HAND), banner.hand) }
                </button>
                <button type="button" onclick={on_side.reform(|_| ())}>{ lang.pick(crate::i18n::label::SIDE) }</button>
                <button type="button" class="draw" aria-expanded={asking.to_string()} onclick={ask}>{ lang.pick(t::SAVE_DRAW) }</button>
            </div>
            if *asking {
                <div class="draw-ask" role="group" aria-label={lang.pick(t::SAVE_DRAW)}>
                    <p>{ lang.pick(t::DRAW_ASK) }</p>
                    <button type="button" class="primary" onclick={yes}>{ lang.pick(t::DRAW_YES) }</button>
                    <button type="button" onclick={no}>{ lang.pick(t::DRAW_NO) }</button>
                </div>
            }
        </section>
    }
}
