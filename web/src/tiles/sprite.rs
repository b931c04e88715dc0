//! The tile faces' SVG symbols and the sprite holding them all (46: the
//! winds twice, for the Dutch and the English corner letter). Built
//! natively: the build's `first-screen` binary prints the sprite and
//! `scripts/pwa.mjs` puts it in both pages, once, outside the app (issue
//! 34: the app's module carries no drawing code, and no render inserts it).

use std::fmt::Write as _;

use mahjong_core::tile::{Suit, Tile};

use super::face_id;
use crate::i18n::Lang;

/// Five petals 7 units from (20, 29), every 72 degrees from the top:
/// (20 + 7 sin a, 29 - 7 cos a), rounded to tenths. Written out so the app
/// carries no trigonometry or float formatting.
const PETALS: [(&str, &str); 5] = [("20.0", "22.0"), ("26.7", "26.8"), ("24.1", "34.7"), ("15.9", "34.7"), ("13.3", "26.8")];

const NUMERALS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

/// Dot positions (x, y, colour) for 1-9 circles in a 40 x 54 face.
fn dots(n: u8) -> Vec<(u8, u8, &'static str)> {
    const B: &str = "#1f4fa0";
    const G: &str = "#1d7a3a";
    const R: &str = "#c0262d";
    match n {
        2 => vec![(20, 17, G), (20, 39, B)],
        3 => vec![(10, 12, B), (20, 27, R), (30, 42, G)],
        4 => vec![(12, 16, B), (28, 16, G), (12, 38, G), (28, 38, B)],
        5 => vec![(12, 14, B), (28, 14, G), (20, 27, R), (12, 40, G), (28, 40, B)],
        6 => vec![(13, 11, G), (27, 11, G), (13, 28, R), (27, 28, R), (13, 43, R), (27, 43, R)],
        7 => vec![(9, 9, G), (20, 14, G), (31, 19, G), (13, 31, R), (27, 31, R), (13, 44, R), (27, 44, R)],
        8 => vec![(13, 9, B), (27, 9, B), (13, 21, B), (27, 21, B), (13, 33, B), (27, 33, B), (13, 45, B), (27, 45, B)],
        9 => vec![(10, 11, B), (20, 11, B), (30, 11, B), (10, 27, R), (20, 27, R), (30, 27, R), (10, 43, G), (20, 43, G), (30, 43, G)],
        _ => vec![],
    }
}

/// Stick positions (x, y) for 2-9 bamboo; each stick 4 x 13.
fn sticks(n: u8) -> Vec<(u8, u8, &'static str)> {
    const G: &str = "#1d7a3a";
    const R: &str = "#c0262d";
    const B: &str = "#1f4fa0";
    match n {
        2 => vec![(18, 8, G), (18, 32, B)],
        3 => vec![(18, 8, G), (10, 32, G), (26, 32, G)],
        4 => vec![(10, 8, G), (26, 8, B), (10, 32, B), (26, 32, G)],
        5 => vec![(8, 8, G), (28, 8, B), (18, 20, R), (8, 32, B), (28, 32, G)],
        6 => vec![(8, 8, G), (18, 8, G), (28, 8, G), (8, 32, B), (18, 32, B), (28, 32, B)],
        7 => vec![(18, 4, R), (8, 20, G), (18, 20, G), (28, 20, G), (8, 36, B), (18, 36, B), (28, 36, B)],
        8 => vec![(6, 8, G), (14, 8, G), (22, 8, G), (30, 8, G), (6, 32, B), (14, 32, B), (22, 32, B), (30, 32, B)],
        9 => vec![(8, 4, R), (18, 4, R), (28, 4, R), (8, 20, B), (18, 20, B), (28, 20, B), (8, 36, G), (18, 36, G), (28, 36, G)],
        _ => vec![],
    }
}

fn glyph(o: &mut String, text: &str, y: u8, size: u8, colour: &str) {
    let _ = write!(
        o,
        r#"<text x="20" y="{y}" font-size="{size}" fill="{colour}" text-anchor="middle" font-family="'Noto Sans CJK SC','WenQuanYi Micro Hei','Microsoft YaHei','PingFang SC',serif" font-weight="700">{text}</text>"#
    );
}

/// The SVG markup of one tile face (40 x 54 units) as a `<symbol>` of the
/// sprite. Built from fixed tables only, never from user input, so it is
/// safe to insert as markup.
pub fn tile_symbol(t: Tile, lang: Lang) -> String {
    let mut o = String::with_capacity(600);
    let _ = write!(
        o,
        r##"<symbol id="{}" viewBox="0 0 40 54"><rect x="0.5" y="0.5" width="39" height="53" rx="5" fill="#fbf7ea" stroke="#9b927a"/>"##,
        face_id(lang, t)
    );
    match (t.suit(), t.number()) {
        (Some(Suit::Circles), Some(1)) => o.push_str(
            r##"<circle cx="20" cy="27" r="14" fill="none" stroke="#1d7a3a" stroke-width="3"/><circle cx="20" cy="27" r="9" fill="#c0262d"/><circle cx="20" cy="27" r="4" fill="#fbf7ea"/>"##,
        ),
        (Some(Suit::Circles), Some(n)) => {
            let r = if n > 6 { "4.3" } else { "5.2" };
            for (x, y, c) in dots(n) {
                let _ = write!(o, r#"<circle cx="{x}" cy="{y}" r="{r}" fill="{c}"/>"#);
            }
        }
        // The pe-ling: a small bird on a branch.
        (Some(Suit::Bamboo), Some(1)) => o.push_str(
            r##"<path d="M8 40 Q20 30 33 38" stroke="#7a4a1d" stroke-width="2" fill="none"/><ellipse cx="19" cy="28" rx="9" ry="7" fill="#1d7a3a"/><circle cx="28" cy="20" r="5" fill="#c0262d"/><path d="M32 19 L37 21 L32 22 Z" fill="#e0a020"/><path d="M10 26 L3 20 L12 31 Z" fill="#1f4fa0"/><circle cx="29" cy="19" r="1.2" fill="#111"/>"##,
        ),
        (Some(Suit::Bamboo), Some(n)) => {
            for (x, y, c) in sticks(n) {
                let _ = write!(
                    o,
                    r##"<rect x="{x}" y="{y}" width="4" height="14" rx="2" fill="{c}"/><rect x="{x}" y="{}" width="4" height="1.4" fill="#fbf7ea"/>"##,
                    y + 6
                );
            }
        }
        (Some(Suit::Characters), Some(n)) => {
            glyph(&mut o, NUMERALS[n as usize - 1], 24, 17, "#1a1a1a");
            glyph(&mut o, "萬", 47, 18, "#c0262d");
        }
        _ if t.is_flower() => {
            let n = t.number().unwrap_or(1);
            let colour = if n <= 4 { "#c0262d" } else { "#1f4fa0" };
            for (x, y) in PETALS {
                let _ = write!(o, r#"<circle cx="{x}" cy="{y}" r="5" fill="{colour}" opacity="0.85"/>"#);
            }
            let _ = write!(
                o,
                r##"<circle cx="20" cy="29" r="3.5" fill="#e0a020"/><text x="34" y="50" font-size="10" text-anchor="middle" font-family="sans-serif" font-weight="700" fill="#333">{}</text>"##,
                if n <= 4 { n } else { n - 4 }
            );
        }
        _ => match t.index() - 27 {
            i @ 0..=3 => glyph(&mut o, ["東", "南", "西", "北"][i], 36, 24, "#1a1a1a"),
            4 => glyph(&mut o, "中", 37, 27, "#c0262d"),
            5 => glyph(&mut o, "發", 37, 25, "#1d7a3a"),
            _ => o.push_str(
                r##"<rect x="9" y="12" width="22" height="30" rx="2" fill="none" stroke="#1f4fa0" stroke-width="3"/><rect x="14" y="17" width="12" height="20" rx="1" fill="none" stroke="#1f4fa0" stroke-width="1.5"/>"##,
            ),
        },
    }
    let index = match (t.number(), t.wind()) {
        (Some(n), _) if !t.is_flower() => n.to_string(),
        // The corner letter of a wind: O Z W N on Dutch sets, E S W N in English.
        (_, Some(w)) => match lang {
            Lang::Nl => ["O", "Z", "W", "N"][w.index()],
            Lang::En => ["E", "S", "W", "N"][w.index()],
        }
        .to_string(),
        _ => String::new(),
    };
    let _ =
        write!(o, r##"<text x="3" y="9" font-size="8" fill="#333" font-family="sans-serif" font-weight="700">{index}</text></symbol>"##);
    o
}

/// Every face once, the winds in both languages: 46 symbols in one hidden
/// SVG, at the top of each page.
pub fn sprite_markup() -> String {
    let mut o = String::from(r#"<svg class="sprite" aria-hidden="true" focusable="false">"#);
    for t in (0..42).filter_map(Tile::from_index) {
        o.push_str(&tile_symbol(t, Lang::Nl));
        if t.wind().is_some() {
            o.push_str(&tile_symbol(t, Lang::En));
        }
    }
    o.push_str("</svg>");
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_face_is_well_formed_markup() {
        for t in (0..42).filter_map(Tile::from_index) {
            let svg = tile_symbol(t, Lang::Nl);
            assert!(svg.starts_with("<symbol") && svg.ends_with("</symbol>"), "{t}");
            assert_eq!(svg.matches('<').count(), svg.matches('>').count(), "{t}");
            assert!(!svg.contains("NaN"), "{t}");
        }
        // The petals are 7 units from the centre, 72 degrees apart.
        for (k, (x, y)) in PETALS.iter().enumerate() {
            let a = k as f64 * std::f64::consts::TAU / 5.0;
            assert_eq!(*x, format!("{:.1}", 20.0 + 7.0 * a.sin()));
            assert_eq!(*y, format!("{:.1}", 29.0 - 7.0 * a.cos()));
        }
    }

    #[test]
    fn every_face_is_in_the_sprite_once() {
        let sprite = sprite_markup();
        // 42 faces, and the four winds again for English: 46 symbols.
        assert_eq!(sprite.matches("<symbol ").count(), 46);
        for lang in [Lang::Nl, Lang::En] {
            for t in (0..42).filter_map(Tile::from_index) {
                let id = face_id(lang, t);
                assert_eq!(sprite.matches(&format!(r#"id="{id}""#)).count(), 1, "{t} {lang:?}");
            }
        }
        // The corner letter of East: O on Dutch sets, E in English.
        let east = Tile::from_index(27).unwrap();
        assert!(tile_symbol(east, Lang::Nl).ends_with(">O</text></symbol>"));
        assert!(tile_symbol(east, Lang::En).ends_with(">E</text></symbol>"));
    }
}
