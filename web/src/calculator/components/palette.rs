//! The palette: one button per tile kind (and the flowers and seasons
//! where the rules play them). Its props change only with the language
//! and the rule set, so a tap does not render it again.

use mahjong_core::Tile;
use yew::prelude::*;

use crate::calculator::{Action, RackAction};
use crate::i18n::{label, Lang};
use crate::tiles::{tile_face, tile_name};

#[derive(Properties, PartialEq)]
pub struct PaletteProps {
    pub lang: Lang,
    /// Flowers and seasons are played (`nmb` option, MCR).
    pub flowers: bool,
    /// A three-player table: no bamboo and no North (ruling 22).
    pub three: bool,
    pub dispatch: Callback<Action>,
}

#[function_component]
pub fn Palette(props: &PaletteProps) -> Html {
    let PaletteProps { lang, flowers, three, dispatch } = props;
    let tiles = Tile::all().filter(|t| !three || t.in_three_player_set());
    let flowers = (34..42).filter_map(Tile::from_index).filter(|_| *flowers);
    let rack = dispatch.reform(Action::Rack);
    html! {
        <section class="palette" aria-label={lang.pick(label::PALETTE)}>
            { for tiles.chain(flowers).map(|t| html! {
                <button key={t.index()} class="tile" type="button" data-tile={t.to_string()} aria-label={tile_name(*lang, t)}
                        onclick={rack.reform(move |_| RackAction::AddTile(t))}>
                    { tile_face(t) }
                </button>
            }) }
        </section>
    }
}
