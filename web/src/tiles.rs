//! Tile faces drawn as SVG by this project (no borrowed tile art), after the
//! Chinese-style club sets of the rules README ("Tile faces players
//! recognise"): dots, sticks with a bird on 1s, numerals over 萬, 東南西北,
//! 中 發 and a blue frame for white, and a Dutch corner index; and each
//! tile's back (for a concealed kong) is drawn in the rack.

use mahjong_core::tile::Tile;
use yew::prelude::*;

use crate::i18n::{tile_name, Lang};

/// The faces' drawing, for the build only: the build writes the sprite
/// into both pages (issue 34), so the app carries no drawing code.
#[cfg(not(target_arch = "wasm32"))]
pub mod sprite;

/// The sprite's id of a face. Only the winds differ by language (their
/// corner letter), so only they have one face per language.
pub(crate) fn face_id(lang: Lang, t: Tile) -> String {
    match t.wind() {
        Some(_) => format!("tile-{}-{}", lang.code(), t.index()),
        None => format!("tile-{}", t.index()),
    }
}

thread_local! {
    /// Each face's `href` in each language, made once: a render then only
    /// clones a shared string.
    static HREFS: [Vec<AttrValue>; 2] = [Lang::Nl, Lang::En].map(|lang| (0..42).filter_map(Tile::from_index).map(|t| AttrValue::from(format!("#{}", face_id(lang, t)))).collect());
}

/// The face of one tile: a `<use>` of its symbol in the sprite. A tile then
/// costs two elements, and holds no text of its own, so a button's name
/// (its `aria-label`) is all a screen reader or speech input meets.
pub fn tile_face(lang: Lang, t: Tile) -> Html {
    let href = HREFS.with(|h| h[lang as usize][t.index()].clone());
    html! {
        <svg class="face" viewBox="0 0 40 54" aria-hidden="true" focusable="false"><use {href} /></svg>
    }
}

/// Tiles drawn small, each named for a screen reader.
pub fn mini_tiles(lang: Lang, tiles: &[Tile]) -> Html {
    html! {
        <span class="mini-tiles">
            { for tiles.iter().enumerate().map(|(k, &t)| html! { <span key={k} class="mini-tile" role="img" aria-label={tile_name(lang, t)}>{ tile_face(lang, t) }</span> }) }
        </span>
    }
}
