//! "Deel de stand" (issue 35): one tap sends the game's standing to the
//! club's group, as a message and a picture of the chart, by the phone's
//! share sheet; where it has none, the picture is saved and the message
//! copied, and the button says so.

use mahjong_core::game::Replay;
use yew::prelude::*;

use crate::i18n::Lang;

#[derive(Properties, PartialEq)]
pub struct ShareStandingProps {
    pub lang: Lang,
    pub names: Vec<String>,
    pub replay: Replay,
}

#[function_component]
pub fn ShareStanding(props: &ShareStandingProps) -> Html {
    let lang = props.lang;
    // Where there was no share sheet: the picture was saved, the text copied.
    let saved = use_state(|| false);
    let share = {
        let (names, replay, saved) = (props.names.clone(), props.replay.clone(), saved.clone());
        Callback::from(move |_| {
            let text = crate::sheet::picture::standings_text(lang, &names, &replay);
            let Some(png) = crate::sheet::picture::standings_png(lang, &names, &replay) else { return };
            if !crate::picture::share_or_download(png, lang.pick(("stand.png", "standing.png")), Some(&text)) {
                if let Some(w) = web_sys::window() {
                    let _ = w.navigator().clipboard().write_text(&text);
                }
                saved.set(true);
            }
        })
    };
    html! {
        <div class="share-standing no-print">
            <button type="button" onclick={share}>{ lang.pick(("Deel de stand", "Share the standing")) }</button>
            if *saved {
                <p class="hint" role="status">{ lang.pick(("Plaatje opgeslagen; de tekst staat op het klembord.", "Picture saved; the text is on the clipboard.")) }</p>
            }
        </div>
    }
}
