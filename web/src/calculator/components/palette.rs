//! The palette: one button per tile kind (and the flowers and seasons
//! where the rules play them). A tap puts one more tile on the table, so
//! the palette's counts change with every tap; each button is a component
//! of its own whose props are its tile and how many are left, so a tap
//! renders again only the button of the tile tapped (issue 33).

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
                // Four of each tile, one of each flower.
                let left = t.copies() - used[t.index()].min(t.copies());
                html! { <PaletteTile key={t.index()} lang={*lang} tile={t} {left} dispatch={dispatch.clone()} /> }
            }) }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct TileProps {
    lang: Lang,
    tile: Tile,
    /// How many are left to put on the table.
    left: u8,
    /// The calculator's one stable callback (a new closure per render
    /// would render every button again).
    dispatch: Callback<Action>,
}

/// One tile's button; once some are on the table, how many are left shows
/// in the corner.
#[function_component]
fn PaletteTile(props: &TileProps) -> Html {
    let TileProps { lang, tile: t, left, dispatch } = props;
    let (t, left) = (*t, *left);
    let copies = t.copies();
    let name = tile_name(*lang, t);
    let label = if left < copies && copies > 1 { format!("{name}, {} {left}", lang.pick(label::LEFT)) } else { name };
    html! {
        <button class={classes!("tile", (left == 0).then_some("used-up"))} type="button"
                data-tile={t.to_string()} aria-label={label} onclick={dispatch.reform(move |_| Action::Tap(t))}>
            { tile_face(*lang, t) }
            if left < copies && copies > 1 { <span class="left" aria-hidden="true">{ left }</span> }
        </button>
    }
}
