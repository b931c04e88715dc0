//! The standings as a picture (issue 31): a PNG drawn on a canvas from
//! the lines the screen shows, for the club's group chat by the phone's
//! share sheet, or downloaded where it has none.

use super::standing_row::StandingRow;
use super::text as t;
use crate::i18n::Lang;

const WIDTH: f64 = 720.0;
const ROW: f64 = 44.0;
const TOP: f64 = 120.0;

/// The standings drawn: a title, one line per player (rank, name, points,
/// evenings played; * not qualified, C8), the app's name below. `None` where the browser
/// draws nothing.
pub fn standings_png(lang: Lang, title: &str, subtitle: &str, lines: &[StandingRow]) -> Option<Vec<u8>> {
    let height = TOP + ROW * lines.len() as f64 + 60.0;
    let (canvas, cx) = crate::picture::canvas(WIDTH, height)?;
    let text = |cx: &web_sys::CanvasRenderingContext2d, s: &str, x: f64, y: f64, right: bool| {
        cx.set_text_align(if right { "right" } else { "left" });
        let _ = cx.fill_text_with_max_width(s, x, y, if right { 120.0 } else { 400.0 });
    };
    cx.set_fill_style_str("#f4f1e6");
    cx.set_font("bold 32px sans-serif");
    text(&cx, title, 24.0, 56.0, false);
    cx.set_font("22px sans-serif");
    cx.set_fill_style_str("#b9c7bf");
    text(&cx, subtitle, 24.0, 90.0, false);
    text(&cx, lang.pick(t::POINTS), 560.0, TOP - 4.0, true);
    text(&cx, lang.pick(("Av.", "Ev.")), 690.0, TOP - 4.0, true);
    for (i, l) in lines.iter().enumerate() {
        let y = TOP + ROW * (i as f64 + 1.0) - 12.0;
        if i % 2 == 0 {
            cx.set_fill_style_str("#173a2f");
            cx.fill_rect(0.0, y - ROW + 12.0, WIDTH, ROW);
        }
        cx.set_fill_style_str(if l.qualified { "#f4f1e6" } else { "#b9c7bf" });
        cx.set_font("26px sans-serif");
        text(&cx, &l.rank.to_string(), 56.0, y, true);
        cx.set_font("bold 26px sans-serif");
        let name = if l.qualified { l.player.clone() } else { format!("{} *", l.player) };
        text(&cx, &name, 80.0, y, false);
        cx.set_font("26px sans-serif");
        text(&cx, &l.total, 560.0, y, true);
        text(&cx, &l.evenings.to_string(), 690.0, y, true);
    }
    cx.set_fill_style_str("#b9c7bf");
    cx.set_font("18px sans-serif");
    let mut foot = lang.pick(crate::i18n::label::TITLE).to_string();
    if lines.iter().any(|l| !l.qualified) {
        foot = format!("* {} · {foot}", lang.pick(t::NOT_QUALIFIED));
    }
    text(&cx, &foot, 24.0, height - 22.0, false);
    crate::picture::png(&canvas)
}
