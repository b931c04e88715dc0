//! The games kept on this device, newest first, and the import button.

use yew::prelude::*;

use crate::i18n::{sheet as t, variant_name, Lang};
use crate::sheet::ledger::{Ledger, LedgerAction};

#[derive(Properties, PartialEq)]
pub struct GamesProps {
    pub lang: Lang,
    pub ledger: UseReducerHandle<Ledger>,
    pub on_action: Callback<LedgerAction>,
    /// A chosen game file's text.
    pub on_import: Callback<String>,
}

#[function_component]
pub fn GamesList(props: &GamesProps) -> Html {
    let GamesProps { lang, ledger, on_action, on_import } = props;
    let lang = *lang;
    let onchange = {
        let (on_import, on_action) = (on_import.clone(), on_action.clone());
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            // Larger than any game file: not read at all.
            let bytes = file.size() as u64;
            if bytes > crate::sheet::game::MAX_FILE {
                input.set_value("");
                return on_action.emit(LedgerAction::FileTooLarge { bytes });
            }
            let on_import = on_import.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = gloo_file::futures::read_as_text(&gloo_file::File::from(file)).await.unwrap_or_default();
                on_import.emit(text);
            });
            // The same file can be chosen again.
            input.set_value("");
        })
    };
    html! {
        <>
            if ledger.games.is_empty() && !ledger.book.loaded {
                <p class="hint" aria-busy="true" data-loading="games">{ lang.pick(t::LOADING_GAMES) }</p>
            } else if ledger.games.is_empty() {
                <p class="hint">{ lang.pick(t::NO_GAMES) }</p>
            } else {
                <h2>{ lang.pick(t::GAMES) }</h2>
                <ul class="games">
                    { for ledger.games.iter().enumerate().rev().map(|(i, g)| {
                        let over = g.game.replay().map(|r| r.next.is_none()).unwrap_or(false);
                        let date = g.created.as_ref().map(|t| t.local_minute()).unwrap_or_default();
                        let names = g.game.names.join(", ");
                        let about = format!(
                            "{date} · {} · {} {}{}",
                            variant_name(lang, g.game.rules),
                            g.game.hands.len(),
                            lang.pick(t::HANDS_COUNT),
                            if over { format!(" · {}", lang.pick(t::OVER)) } else { String::new() }
                        );
                        html! {
                            <li key={g.id.clone()} data-game={i.to_string()}>
                                <button type="button" class="open-game" onclick={on_action.reform(move |_| LedgerAction::Open(i))}>
                                    <strong>{ names.clone() }</strong><small>{ about }</small>
                                </button>
                                <button type="button" class="delete-game" aria-label={format!("{}: {names}", lang.pick(t::DELETE))}
                                        onclick={on_action.reform(move |_| LedgerAction::DeleteGame { index: i, at: crate::time::Timestamp::now() })}>{ "✕" }</button>
                            </li>
                        }
                    }) }
                </ul>
            }
            if !ledger.bin.is_empty() {
                <h2>{ lang.pick(t::BIN) }</h2>
                <p class="hint">{ lang.pick(t::BIN_HINT) }</p>
                <ul class="games bin">
                    { for ledger.bin.iter().enumerate().rev().map(|(i, d)| {
                        let names = d.game.game.names.join(", ");
                        html! {
                            <li key={d.game.id.clone()}>
                                <span class="binned"><strong>{ names.clone() }</strong><small>{ format!("{} · {} {}", variant_name(lang, d.game.game.rules), d.game.game.hands.len(), lang.pick(t::HANDS_COUNT)) }</small></span>
                                <button type="button" class="restore" aria-label={format!("{}: {names}", lang.pick(t::RESTORE))}
                                        onclick={on_action.reform(move |_| LedgerAction::Restore(i))}>{ lang.pick(t::RESTORE) }</button>
                            </li>
                        }
                    }) }
                </ul>
            }
            <label class="import button">
                { lang.pick(t::IMPORT) }
                <input type="file" accept=".json,application/json" data-import="1" {onchange} />
            </label>
        </>
    }
}
