//! MCR 2006 in the calculator (issue 6). The fans are counted by the
//! engine in the JS API module (`dist/api`, the same `mjscore` line
//! protocol), which the app loads on first use through `boot.js`: the MCR
//! engine then does not weigh on the app's own bundle (issue 3: 150 KB
//! gzip). This module writes the hand line and reads the answer; it holds
//! no scoring rule.

use std::fmt::Write as _;

use mahjong_core::hand::Setup;
use mahjong_core::tile::{format_tiles, Tile};

use crate::json::{parse, write_str, Fields};

/// One fan of the answer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Fan {
    pub id: String,
    /// The Dutch name of seed 004.
    pub nl: String,
    pub en: String,
    pub fan: u32,
    pub count: u32,
}

/// The engine's answer for the winner's hand.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Answer {
    /// The fan total, flowers included; `None` when the hand does not win.
    pub total: Option<u32>,
    pub fans: Vec<Fan>,
    /// The error code when the hand does not win (`below_minimum`,
    /// `not_complete`, a hand error), or `unavailable` when the module
    /// could not be loaded.
    pub error: Option<String>,
}

impl Answer {
    pub fn unavailable() -> Answer {
        Answer { error: Some("unavailable".into()), ..Default::default() }
    }

    /// Reads an `mjscore` MCR answer line; anything else is `unavailable`.
    pub fn read(text: &str) -> Answer {
        Answer::parse(text).unwrap_or_else(|_| Answer::unavailable())
    }

    fn parse(text: &str) -> Result<Answer, String> {
        let v = parse(text)?;
        let top = Fields::of(&v, "answer", &["valid", "fan_total", "fans", "error"])?;
        // Below the minimum the fans come inside the error.
        let (body, error) = match top.get("error") {
            Some(e) => {
                let f = Fields::of(e, "error", &["code", "message", "errors", "doublings", "needed", "fan_total", "fans"])?;
                let code = f.string("code")?;
                (f, Some(code))
            }
            None => (top, None),
        };
        let fans = body
            .opt_array("fans")?
            .iter()
            .map(|f| {
                let f = Fields::of(f, "fan", &["id", "en", "nl", "fan", "count"])?;
                Ok(Fan { id: f.string("id")?, nl: f.string("nl")?, en: f.string("en")?, fan: f.uint("fan")? as u32, count: f.uint("count")? as u32 })
            })
            .collect::<Result<_, String>>()?;
        let total = if error.is_none() { Some(body.uint("fan_total")? as u32) } else { None };
        Ok(Answer { total, fans, error })
    }
}

fn tiles(o: &mut String, key: &str, t: &[Tile]) {
    let _ = write!(o, ",\"{key}\":");
    write_str(o, &format_tiles(t));
}

/// The `mjscore` MCR hand line for the winner's setup.
pub fn line(setup: &Setup, last_of_its_kind: bool) -> String {
    let mut o = String::with_capacity(256);
    let _ = write!(o, "{{\"rules\":\"mcr\",\"seat_wind\":\"{}\",\"round_wind\":\"{}\"", setup.seat_wind.tile(), setup.round_wind);
    tiles(&mut o, "concealed", &setup.concealed);
    o.push_str(",\"melds\":[");
    for (i, (m, open)) in setup.melds.iter().enumerate() {
        if i > 0 {
            o.push(',');
        }
        o.push_str("{\"tiles\":");
        write_str(&mut o, &format_tiles(m));
        let _ = write!(o, ",\"open\":{open}}}");
    }
    o.push_str("],\"mahjong\":true");
    if let Some(t) = setup.winning_tile {
        let _ = write!(o, ",\"winning_tile\":\"{t}\"");
    }
    let c = setup.circumstances;
    for (on, key) in [
        (c.self_drawn, "self_drawn"),
        (c.last_tile_of_wall, "last_tile_of_wall"),
        (c.replacement_tile, "replacement_tile"),
        (c.robbing_kong, "robbing_kong"),
        (last_of_its_kind, "last_of_its_kind"),
    ] {
        if on {
            let _ = write!(o, ",\"{key}\":true");
        }
    }
    if !setup.flowers.is_empty() {
        tiles(&mut o, "flowers", &setup.flowers);
    }
    o.push('}');
    o
}

/// The JS API module, loaded on first use (`window.mahjongApi` in
/// `boot.js`, which keeps one load for all callers).
async fn module() -> Option<wasm_bindgen::JsValue> {
    use wasm_bindgen::JsCast;
    let window = web_sys::window()?;
    let loader = js_sys::Reflect::get(&window, &"mahjongApi".into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
    let promise = loader.call0(&wasm_bindgen::JsValue::NULL).ok()?.dyn_into::<js_sys::Promise>().ok()?;
    wasm_bindgen_futures::JsFuture::from(promise).await.ok()
}

/// Starts loading the module when MCR is chosen, so the first hand's fans
/// do not wait for it.
pub async fn preload() {
    let _ = module().await;
}

/// Scores a line with the JS API module. Any failure is `unavailable`.
pub async fn score(line: String) -> Answer {
    use wasm_bindgen::JsCast;
    let call = async {
        let module = module().await?;
        let f = js_sys::Reflect::get(&module, &"score".into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
        let out = f.call1(&wasm_bindgen::JsValue::NULL, &line.into()).ok()?;
        js_sys::JSON::stringify(&out).ok()?.as_string()
    };
    call.await.map_or_else(Answer::unavailable, |text| Answer::read(&text))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The line the app writes is one `mjscore` reads, and the answer is
    /// read back whole. South in the West round wins on a discarded red
    /// dragon with 11m 33m 55p 77p 99s EE CC: Seven Pairs 24 (it implies
    /// Concealed Hand and Single Wait, 004) + All Types 6 (characters,
    /// circles, bamboo, a wind and a dragon) = 30, and 2 flowers: 32.
    #[test]
    fn the_line_round_trips_through_mjscore() {
        let mut setup: Setup = "11m33m55p77p99sEEC +C".parse().unwrap();
        setup.seat_wind = mahjong_core::tile::Wind::South;
        setup.round_wind = Tile::const_parse("W");
        setup.flowers = mahjong_core::tile::parse_tiles("1f6f").unwrap();
        let l = line(&setup, false);
        assert_eq!(
            l,
            r#"{"rules":"mcr","seat_wind":"S","round_wind":"W","concealed":"1133m5577p99sEECC","melds":[],"mahjong":true,"winning_tile":"C","flowers":"16f"}"#
        );
        let a = Answer::read(&mahjong_core::json::process_line(&l));
        assert_eq!(a.error, None);
        assert_eq!(a.total, Some(32));
        let fans: Vec<_> = a.fans.iter().map(|f| (f.id.as_str(), f.fan, f.count)).collect();
        assert_eq!(fans, [("seven_pairs", 24, 1), ("all_types", 6, 1), ("flower_tiles", 1, 2)]);
        assert_eq!(a.fans[0].nl, "Zeven tweelingen");
    }

    /// Open 567p and 345s, concealed 12m 789s EE, won on 3m: only Edge
    /// Wait, 1 fan (004), below the 8 needed; the answer says so and still
    /// lists the fan. Melds and circumstances reach the line.
    #[test]
    fn below_the_minimum_keeps_the_fans() {
        let mut setup: Setup = "12m789sEE +3m".parse().unwrap();
        setup.melds = vec![(mahjong_core::tile::parse_tiles("567p").unwrap(), true), (mahjong_core::tile::parse_tiles("345s").unwrap(), true)];
        setup.seat_wind = mahjong_core::tile::Wind::South;
        let l = line(&setup, true);
        assert!(l.contains(r#""melds":[{"tiles":"567p","open":true},{"tiles":"345s","open":true}]"#) && l.ends_with(r#""last_of_its_kind":true}"#), "{l}");
        let a = Answer::read(&mahjong_core::json::process_line(&line(&setup, false)));
        assert_eq!(a.error.as_deref(), Some("below_minimum"));
        assert_eq!(a.total, None);
        assert_eq!(a.fans.iter().map(|f| f.id.as_str()).collect::<Vec<_>>(), ["edge_wait"]);
        assert_eq!(Answer::read("not json"), Answer::unavailable());
    }
}
