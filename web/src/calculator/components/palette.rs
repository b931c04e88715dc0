//! The palette: one button per tile kind (and the flowers and seasons
//! where the rules play them). Its props change only with the language
//! and the rule set, so a tap does not render it again.

use mahjong_core::Tile;
use yew::prelude::*;

use crate::calculator::Action;
use crate::i18n::tile_name;
use crate::i18n::{label, Lang};
use crate::tiles::tile_face;

#[derive(Properties, PartialEq)]
pub struct PaletteProps {
    pub lang: Lang,
    /// Flowers and seasons are played (`nmb` option, MCR).
    pub flowers: bool,
    /// A three-player table: no bamboo and no North (ruling 22).
    pub three: bool,
    /// How many of each tile lie on the whole table already.
    pub used: [u8; 42],
    pub dispatch: Callback<Action>,
}

#[function_component]
pub fn Palette(props: &PaletteProps) -> Html {
    let PaletteProps { lang, flowers, three, used, dispatch } = props;
    let tiles = Tile::all().filter(|t| !three || t.in_three_player_set());
    let flowers = (34..42).filter_map(Tile::from_index).filter(|_| *flowers);
    html! {
        <section class="palette" aria-label={lang.pick(label::PALETTE)}>
            { for tiles.chain(flowers).map(|t| {
                // Four of each tile, one of each flower; once some are on
                // the table, how many are left shows in the corner.
                let copies = t.copies();
                let left = copies - used[t.index()].min(copies);
                let name = tile_name(*lang, t);
                let label = if left < copies && copies > 1 { format!("{name}, {} {left}", lang.pick(label::LEFT)) } else { name };
                html! {
                    <button key={t.index()} class={classes!("tile", (left == 0).then_some("used-up"))} type="button"
                            data-tile={t.to_string()} aria-label={label} onclick={dispatch.reform(move |_| Action::Tap(t))}>
                        { tile_face(*lang, t) }
                        if left < copies && copies > 1 { <span class="left" aria-hidden="true">{ left }</span> }
                    </button>
                }
            }) }
        </section>
    }
}
