//! "Deel de stand" (issue 35): the evening's totals as a message and as a
//! picture (the running totals drawn as the sheet's chart draws them, with
//! the names and totals), for the club's group chat by the phone's share
//! sheet; downloaded, with the text copied, where it has none.

use mahjong_core::game::Replay;

use super::components::{running_totals, LINES};
use crate::i18n::Lang;

const WIDTH: f64 = 720.0;
const CHART: f64 = 320.0;
const TOP: f64 = 110.0;
const ROW: f64 = 40.0;
const PAD: f64 = 24.0;

/// The standing after the last hand, best first: "Stand na hand 2:" and
/// "1. Bep +224" per player (equal totals share a place).
pub fn standings_text(lang: Lang, names: &[String], replay: &Replay) -> String {
    let mut text = match lang {
        Lang::Nl => format!("Stand na hand {}:", replay.hands.len()),
        Lang::En => format!("Standing after hand {}:", replay.hands.len()),
    };
    let total = |p: usize| replay.totals.get(p).copied().unwrap_or(0);
    for (p, place) in replay.standing() {
        text.push_str(&format!("\n{place}. {} {:+}", names[p], total(p)));
    }
    text
}

/// The picture: a title, the running totals as lines, then one line per
/// player with the colour of its line, name and total; the app's name
/// below. `None` where the browser draws nothing.
pub fn standings_png(lang: Lang, names: &[String], replay: &Replay) -> Option<Vec<u8>> {
    let height = TOP + CHART + 24.0 + ROW * names.len() as f64 + 56.0;
    let (canvas, cx) = crate::picture::canvas(WIDTH, height)?;
    cx.set_fill_style_str("#f4f1e6");
    cx.set_font("bold 32px sans-serif");
    let title = standings_text(lang, names, replay);
    let _ = cx.fill_text(title.lines().next().unwrap_or_default().trim_end_matches(':'), PAD, 60.0);
    // The lines, as the sheet's chart: 0 at the start, then each hand.
    let (series, lo, hi) = running_totals(names.len(), replay);
    let span = (hi - lo).max(1) as f64;
    let hands = replay.hands.len().max(1) as f64;
    let x = |i: usize| PAD + i as f64 * (WIDTH - 2.0 * PAD) / hands;
    let y = |v: i64| TOP + (hi - v) as f64 * CHART / span;
    cx.set_stroke_style_str("#2c5446");
    cx.set_line_width(2.0);
    cx.begin_path();
    cx.move_to(PAD, y(0));
    cx.line_to(WIDTH - PAD, y(0));
    cx.stroke();
    cx.set_line_width(5.0);
    for (p, points) in series.iter().enumerate() {
        let (colour, dash) = LINES[p % LINES.len()];
        cx.set_stroke_style_str(colour);
        let _ = cx.set_line_dash(&dashes(dash));
        cx.begin_path();
        for (i, &v) in points.iter().enumerate() {
            if i == 0 {
                cx.move_to(x(i), y(v));
            } else {
                cx.line_to(x(i), y(v));
            }
        }
        cx.stroke();
    }
    // The legend: colour, name, total, best first as the message.
    let _ = cx.set_line_dash(&js_sys::Array::new());
    let total = |p: usize| replay.totals.get(p).copied().unwrap_or(0);
    for (row, &(p, _)) in replay.standing().iter().enumerate() {
        let top = TOP + CHART + 24.0 + ROW * row as f64;
        let (colour, dash) = LINES[p % LINES.len()];
        cx.set_stroke_style_str(colour);
        let _ = cx.set_line_dash(&dashes(dash));
        cx.begin_path();
        cx.move_to(PAD, top + 16.0);
        cx.line_to(PAD + 48.0, top + 16.0);
        cx.stroke();
        cx.set_fill_style_str("#f4f1e6");
        cx.set_font("bold 26px sans-serif");
        cx.set_text_align("left");
        let _ = cx.fill_text_with_max_width(&names[p], PAD + 64.0, top + 26.0, 440.0);
        cx.set_font("26px sans-serif");
        cx.set_text_align("right");
        let _ = cx.fill_text(&format!("{:+}", total(p)), WIDTH - PAD, top + 26.0);
    }
    cx.set_text_align("left");
    cx.set_fill_style_str("#b9c7bf");
    cx.set_font("18px sans-serif");
    let _ = cx.fill_text(lang.pick(crate::i18n::label::TITLE), PAD, height - 22.0);
    crate::picture::png(&canvas)
}

/// An SVG dash pattern ("14 6") as the canvas takes it (whole numbers:
/// no float parsing, whose tables cost the module 18 KB).
fn dashes(pattern: &str) -> js_sys::Array {
    pattern.split_whitespace().filter_map(|d| d.parse::<u32>().ok()).map(wasm_bindgen::JsValue::from).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::json::{GameHand, GameLine};
    use mahjong_core::Variant;

    /// Seed 003 then Dirk, West in hand 2, wins 80 (East Bep pays 160,
    /// Ans and Cor 80): Ans 24 - 80 = -56, Bep 384 - 160 = +224, Cor
    /// -244 - 80 = -324, Dirk -164 + 320 = +156; best first.
    #[test]
    fn the_standing_as_a_message() {
        let mut g = GameLine::new(Variant::Nts, ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec());
        g.hands.push(GameHand { dead: vec![2], ..GameHand::won(vec![64, 96, 0, 20], 1) });
        g.hands.push(GameHand::won(vec![0, 0, 0, 80], 3));
        let replay = crate::sheet::game::check(&g).unwrap();
        assert_eq!(standings_text(Lang::Nl, &g.names, &replay), "Stand na hand 2:\n1. Bep +224\n2. Dirk +156\n3. Ans -56\n4. Cor -324");
    }
}
