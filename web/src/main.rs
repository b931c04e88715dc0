//! The calculator app. This first version is a placeholder that proves the
//! build: it scores seed 003's example hand through the engine. The app
//! holds no scoring rule; every number comes from `mahjong_core`.

use mahjong_core::{dutch, RuleSet, Setup};
use yew::prelude::*;

/// Seed 003's South hand (book 003, "Voorbeeld punten berekening").
const EXAMPLE: &str = "234m456p678p567s3s +3s";

#[function_component]
fn App() -> Html {
    let line = match EXAMPLE.parse::<Setup>() {
        Ok(setup) => match dutch::score(&setup.seat(mahjong_core::Wind::South), &RuleSet::NTS) {
            Ok(s) => format!("{EXAMPLE}: {} punten ({} x 2^{})", s.score, s.points, s.doublings),
            Err(e) => e.to_string(),
        },
        Err(e) => e.to_string(),
    };
    html! {
        <main>
            <h1>{ "Mahjong rekenhulp" }</h1>
            <p>{ "De rekenhulp voor de Nederlandse regels wordt gebouwd." }</p>
            <p id="example">{ line }</p>
        </main>
    }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
