//! The season's files: backup, CSV, the published standings, a season read in.

use mahjong_core::json::Answer;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::competition::model::{Club, ClubAction};
use crate::competition::player::Shared;
use crate::competition::text as t;
use crate::i18n::Lang;
use crate::time::Timestamp;

#[derive(Properties, PartialEq)]
pub(crate) struct FilesProps {
    pub(crate) lang: Lang,
    pub(crate) club: UseReducerHandle<Club>,
    /// The engine's answer for the open season (memoised by the club screen).
    pub(crate) out: Shared<Option<Answer>>,
    pub(crate) backup_due: bool,
    pub(crate) on_action: Callback<ClubAction>,
}

/// The season in files: publish (`stand.json`, the season object the
/// club's page shows), the backup, CSV of the standings and the evenings,
/// print, and a season file read in.
#[function_component]
pub(crate) fn SeasonFiles(props: &FilesProps) -> Html {
    use gloo_file::{Blob, ObjectUrl};
    let lang = props.lang;
    // Made again only when the seasons change (their revision), from the
    // answer the club screen has already computed.
    let files = use_memo((props.club.book.revision, lang), {
        let (club, answer) = (props.club.clone(), props.out.clone());
        move |(_, lang)| {
            let season = club.season().map(|s| &s.season)?;
            let file = |json: String| ObjectUrl::from(Blob::new_with_options(json.as_str(), Some("application/json")));
            let publish = file(crate::competition::export::published_file(season));
            let id = club.season().map(|s| s.id.clone()).unwrap_or_default();
            let log: Vec<_> = club.log.iter().filter(|e| e.season == id).collect();
            let backup = file(crate::competition::export::season_file(season, &log));
            let out = match answer.0.as_ref() {
                Some(Answer::Season(out)) => Some(out),
                _ => None,
            };
            let csv =
                |text: String| ObjectUrl::from(Blob::new_with_options(format!("\u{feff}{text}").as_str(), Some("text/csv;charset=utf-8")));
            let standings = out.as_ref().map(|o| csv(crate::competition::export::standings_csv(o, *lang)));
            // The standings as a page of their own (issue 34), no script.
            let page = out.as_ref().map(|o| {
                let (made, _) = Timestamp::now().local();
                let made = crate::i18n::date(*lang, &made);
                let ties = crate::competition::standing_row::season_ties(&season.reglement);
                let html = crate::competition::stand_page::standings_page(&season.name, o, ties, *lang, &made);
                ObjectUrl::from(Blob::new_with_options(html.as_str(), Some("text/html;charset=utf-8")))
            });
            let evenings = out.as_ref().map(|o| csv(crate::competition::export::evenings_csv(o, *lang)));
            // A tournament (issue 36): the tournament as mjscore's line (the
            // EMA's files are `EmaFiles`).
            let line = mahjong_core::json::tournament::from_season(season);
            let tournament = line.is_some();
            let line = line.map(|l| file(format!("{{\"tournament\":{}}}\n", serde_json::to_string(&l).unwrap_or_default())));
            Some((publish, page, backup, standings, evenings, crate::competition::export::file_stem(&season.name), tournament, line))
        }
    });
    let Some((publish, page, backup, standings, evenings, stem, tournament, line)) = &*files else { return Html::default() };
    let backed_up = props.on_action.reform(|_| ClubAction::BackedUp { at: Timestamp::now() });
    let print = Callback::from(|_| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    html! {
        <div class="season-files no-print">
            <h3>{ lang.pick(t::FILES) }</h3>
            if props.backup_due {
                <p class="notice backup-due" role="status">{ lang.pick(t::BACKUP_DUE) }</p>
            }
            <div class="sheet-tools">
                <a class="button" data-export="publish" download="stand.json" href={publish.to_string()}>{ lang.pick(t::PUBLISH) }</a>
                if let Some(url) = page {
                    <a class="button" data-export="publish-page" download="stand.html" href={url.to_string()}>{ lang.pick(t::PUBLISH_PAGE) }</a>
                }
                <a class="button" data-export="backup" download={format!("{stem}.json")} href={backup.to_string()} onclick={backed_up}>{ lang.pick(t::BACKUP) }</a>
                if let Some(url) = standings {
                    <a class="button" data-export="standings-csv" download={format!("{stem}-klassement.csv")} href={url.to_string()}>{ lang.pick(t::CSV_STANDINGS) }</a>
                }
                if let Some(url) = evenings {
                    <a class="button" data-export="evenings-csv" download={format!("{stem}-avonden.csv")} href={url.to_string()}>{ lang.pick(t::CSV_EVENINGS) }</a>
                }
                if let Some(url) = line {
                    <a class="button" data-export="tournament-line" download={format!("{stem}.jsonl")} href={url.to_string()}>{ lang.pick(crate::competition::tournament::text::LINE_FILE) }</a>
                }
                <button type="button" onclick={print}>{ lang.pick(t::PRINT) }</button>
                <ImportSeason {lang} on_action={props.on_action.clone()} />
            </div>
            <p class="hint">{ lang.pick(t::PUBLISH_HINT) }</p>
            if *tournament {
                <crate::competition::tournament::ema::EmaFiles {lang} club={props.club.clone()} stem={stem.clone()} on_action={props.on_action.clone()} />
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub(crate) struct ImportProps {
    pub(crate) lang: Lang,
    pub(crate) on_action: Callback<ClubAction>,
}

/// A season file read in (a backup, or another organiser's season).
#[function_component]
pub(crate) fn ImportSeason(props: &ImportProps) -> Html {
    let onchange = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            let bytes = file.size() as u64;
            if bytes > crate::competition::export::MAX_SEASON_FILE {
                input.set_value("");
                on_action.emit(ClubAction::FileTooLarge { bytes });
                if let Some(w) = web_sys::window() {
                    w.scroll_to_with_x_and_y(0.0, 0.0);
                }
                return;
            }
            let on_action = on_action.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = gloo_file::futures::read_as_text(&gloo_file::File::from(file)).await.unwrap_or_default();
                on_action.emit(ClubAction::Import {
                    text,
                    id: format!("s{}", js_sys::Date::now() as u64),
                    secret: crate::card::random_secret(),
                });
                // What came of it (or why not) is said at the top.
                if let Some(w) = web_sys::window() {
                    w.scroll_to_with_x_and_y(0.0, 0.0);
                }
            });
            input.set_value("");
        })
    };
    html! {
        <label class="import button">
            { props.lang.pick(t::READ_SEASON) }
            <input type="file" accept=".json,.jsonl,application/json" data-import="season" {onchange} />
        </label>
    }
}
