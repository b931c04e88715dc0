//! Two versions of one shared game that went different ways (issue 47):
//! this phone's and the link's, side by side from the first hand that
//! differs, with the choice "Houd deze" or "Neem die". Nothing is
//! copied or overwritten until the player chooses.

use mahjong_core::json::GameLine;
use yew::prelude::*;

use crate::i18n::Lang;
use crate::sheet::text;

#[derive(Properties, PartialEq)]
pub struct ConflictProps {
    pub lang: Lang,
    /// This phone's version (none if it went meanwhile).
    pub ours: Option<GameLine>,
    pub theirs: GameLine,
    /// The first hand (from 0) that differs.
    pub hand: usize,
    pub on_keep: Callback<()>,
    pub on_take: Callback<()>,
}

#[function_component]
pub fn ConflictPanel(props: &ConflictProps) -> Html {
    let ConflictProps { lang, ours, theirs, hand, on_keep, on_take } = props;
    let (lang, hand) = (*lang, *hand);
    let Some(ours) = ours else { return Html::default() };
    let column = |g: &GameLine| {
        (text::hand_summary(lang, g, hand), g.hands.len(), g.replay().map(|r| text::totals_line(&g.names, &r.totals)).unwrap_or_default())
    };
    let (here, there) = (column(ours), column(theirs));
    html! {
        <section class="conflict" aria-labelledby="conflict-title">
            <h2 id="conflict-title">{ text::conflict_title(lang, hand + 1) }</h2>
            <table class="versions">
                <thead>
                    <tr><th></th><th scope="col">{ lang.pick(("Deze telefoon", "This phone")) }</th><th scope="col">{ lang.pick(("De link", "The link")) }</th></tr>
                </thead>
                <tbody>
                    <tr><th scope="row">{ format!("{} {}", lang.pick(("Hand", "Hand")), hand + 1) }</th><td>{ here.0 }</td><td>{ there.0 }</td></tr>
                    <tr><th scope="row">{ lang.pick(("Handen", "Hands")) }</th><td>{ here.1 }</td><td>{ there.1 }</td></tr>
                    <tr><th scope="row">{ lang.pick(("Totaal", "Totals")) }</th><td>{ here.2 }</td><td>{ there.2 }</td></tr>
                </tbody>
            </table>
            <div class="sheet-tools">
                <button type="button" class="primary" onclick={on_keep.reform(|_| ())}>{ lang.pick(("Houd deze", "Keep this one")) }</button>
                <button type="button" onclick={on_take.reform(|_| ())}>{ lang.pick(("Neem die", "Take that one")) }</button>
            </div>
        </section>
    }
}
