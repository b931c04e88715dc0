//! CSV and JSON downloads of the open game (a Blob behind an object URL,
//! made again only when the game changes and revoked when it is dropped),
//! and printing.

use gloo_file::{Blob, ObjectUrl};
use mahjong_core::json::GameLine;
use yew::prelude::*;

use crate::i18n::{sheet as t, Lang};
use crate::sheet::export::{csv, file_stem, game_file};

#[derive(Properties, PartialEq)]
pub struct ExportProps {
    pub lang: Lang,
    pub game: GameLine,
}

#[function_component]
pub fn ExportTools(props: &ExportProps) -> Html {
    let ExportProps { lang, game } = props;
    let lang = *lang;
    let files = use_memo((game.clone(), lang), |(game, lang)| {
        // A byte-order mark, so spreadsheets read the names as UTF-8.
        let csv = csv(game, *lang).ok().map(|text| ObjectUrl::from(Blob::new_with_options(format!("\u{feff}{text}").as_str(), Some("text/csv;charset=utf-8"))));
        let json = ObjectUrl::from(Blob::new_with_options(game_file(game).as_str(), Some("application/json")));
        (csv, json, file_stem(game))
    });
    let (csv, json, stem) = &*files;
    let print = Callback::from(|_| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    html! {
        <div class="sheet-tools no-print">
            if let Some(url) = csv {
                <a class="button" data-export="csv" download={format!("{stem}.csv")} href={url.to_string()}>{ "CSV" }</a>
            }
            <a class="button" data-export="json" download={format!("{stem}.json")} href={json.to_string()}>{ "JSON" }</a>
            <button type="button" onclick={print}>{ lang.pick(t::PRINT) }</button>
        </div>
    }
}
