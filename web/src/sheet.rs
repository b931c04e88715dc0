//! The score sheet's screens: the games kept on this device, the current
//! game with its totals and hands, editing a hand, export, import and
//! print. The sheet is written as markup by pure functions (every name
//! escaped) with one delegated listener per event kind, like the palette:
//! it keeps the app inside its size budget. The new-game form is a Yew
//! component, because it changes shape as the player chooses.

use std::fmt::Write as _;

use mahjong_core::game::Position;
use yew::prelude::*;

use crate::i18n::{ledger_error, round_name, sheet as t, wind_name, Lang};
use crate::app::View;
use crate::ledger::{Ledger, LedgerAction, NewGame, Sheet, SheetHand};

/// Opens and closes the hand editor on the sheet screen.
#[derive(Clone)]
struct Editing(UseStateHandle<View>);

impl Editing {
    fn set(&self, hand: Option<usize>) {
        self.0.set(View::Sheet(hand));
    }
}

/// An id and an ISO timestamp from the clock, for a new or imported game.
pub fn stamp() -> (String, String) {
    let now = js_sys::Date::new_0();
    (format!("g{}", now.get_time() as u64), now.to_iso_string().as_string().unwrap_or_default())
}

/// Text made safe for markup and attribute values.
pub fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c => o.push(c),
        }
    }
    o
}

/// Percent-encodes everything but letters and digits (a `data:` address).
fn percent(text: &str) -> String {
    let mut o = String::with_capacity(text.len() * 2);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() {
            o.push(b as char);
        } else {
            let _ = write!(o, "%{b:02X}");
        }
    }
    o
}

/// "Hand 5 · ronde Zuid · Oost: Anna", or that the game is over. Plain
/// text: escape it before putting it in markup.
pub fn status_line(lang: Lang, sheet: &Sheet, next: Option<&Position>) -> String {
    let Some(p) = next else { return lang.pick(t::GAME_OVER).to_string() };
    let mut s = format!(
        "{} {} · {} {} · {}: {}",
        lang.pick(t::HAND),
        p.hand,
        lang.pick(t::ROUND),
        round_name(lang, p.round_wind),
        wind_name(lang, 0),
        sheet.names[p.east()]
    );
    if let Some(o) = p.sitting_out() {
        let _ = write!(s, " · {} {}", sheet.names[o], lang.pick(t::SITS_OUT));
    }
    s
}

fn button(o: &mut String, act: &str, text: &str, class: &str, disabled: bool) {
    let _ = write!(
        o,
        r#"<button type="button" class="{class}" data-act="{act}"{}>{}</button>"#,
        if disabled { " disabled" } else { "" },
        esc(text)
    );
}

/// The whole sheet screen but the new-game form.
pub fn sheet_markup(lang: Lang, l: &Ledger, editing: Option<usize>) -> String {
    let mut o = String::with_capacity(4096);
    if let Some(key) = &l.unreadable {
        let _ = write!(o, r#"<p class="message" role="alert" data-problem="unreadable">{}</p>"#, esc(&t::unreadable(lang, key)));
    }
    if let Some(e) = &l.error {
        let names = l.game().map(|g| g.names.as_slice()).unwrap_or(&[]);
        let _ = write!(o, r#"<p class="message" role="alert">{}</p>"#, esc(&ledger_error(lang, e, names)));
    }
    match l.current.map(|i| &l.games[i]) {
        Some(g) => game_markup(&mut o, lang, &g.game, g.created.get(..10).unwrap_or_default(), l.can_undo(), editing),
        None => list_markup(&mut o, lang, l),
    }
    o
}

fn game_markup(o: &mut String, lang: Lang, sheet: &Sheet, date: &str, can_undo: bool, editing: Option<usize>) {
    let replay = match sheet.replay() {
        Ok(r) => r,
        Err(e) => {
            let _ = write!(o, r#"<p class="message" role="alert">{}</p>"#, esc(&ledger_error(lang, &e, &sheet.names)));
            button(o, "close", lang.pick(t::ALL_GAMES), "", false);
            return;
        }
    };
    let next = replay.next;
    let _ = write!(
        o,
        r#"<h2>{} · {} {} · {}</h2><p class="status" aria-live="polite">{}</p>"#,
        crate::app::rules_name(&sheet.rules),
        sheet.players,
        lang.pick(t::PLAYERS),
        esc(date),
        esc(&status_line(lang, sheet, next.as_ref()))
    );
    // Totals, with each player's seat in the next hand.
    let _ = write!(o, r#"<table class="totals" aria-label="{}"><tbody>"#, lang.pick(t::TOTALS));
    for (i, name) in sheet.names.iter().enumerate() {
        let seat = match next {
            Some(n) => n.seat(i).map_or(lang.pick(t::SITS_OUT), |w| wind_name(lang, w.index())),
            None => "",
        };
        let total = replay.totals[i];
        let _ = write!(
            o,
            r#"<tr data-player="{i}"><td>{}</td><td class="seatname">{seat}</td><td class="num total{}">{total:+}</td></tr>"#,
            esc(name),
            if total < 0 { " neg" } else { "" }
        );
    }
    o.push_str("</tbody></table><div class=\"sheet-tools no-print\">");
    if next.is_some() {
        button(o, "enter", lang.pick(t::ENTER_HAND), "primary", false);
    }
    button(o, "undo", lang.pick(t::UNDO), "", !can_undo);
    button(o, "close", lang.pick(t::ALL_GAMES), "", false);
    o.push_str("</div>");

    if sheet.hands.is_empty() {
        let _ = write!(o, r#"<p class="hint">{}</p>"#, lang.pick(t::NO_HANDS));
    } else {
        hands_markup(o, lang, sheet, &replay);
    }
    if let Some(i) = editing.filter(|&i| i < sheet.hands.len()) {
        editor_markup(o, lang, sheet, i, &replay.hands[i].position);
    }
    // Export and print.
    // ASCII only: Unicode case and letter tables would weigh on the bundle.
    let stem: String = sheet.names.join("-").to_ascii_lowercase().chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
    o.push_str(r#"<div class="sheet-tools no-print">"#);
    if let Ok(csv) = sheet.csv(lang) {
        // A byte-order mark, so spreadsheets read the names as UTF-8.
        let _ = write!(o, r#"<a class="button" data-export="csv" download="mahjong-{stem}.csv" href="data:text/csv;charset=utf-8,{}">CSV</a>"#, percent(&format!("\u{feff}{csv}")));
    }
    let _ = write!(o, r#"<a class="button" data-export="json" download="mahjong-{stem}.json" href="data:application/json,{}">JSON</a>"#, percent(&sheet.to_json()));
    button(o, "print", lang.pick(t::PRINT), "", false);
    o.push_str("</div>");
}

/// Every hand: number, East, winner, and per player the score, the net
/// (in print) and the running total. A hand's number opens its editor.
fn hands_markup(o: &mut String, lang: Lang, s: &Sheet, replay: &mahjong_core::game::Replay) {
    let _ = write!(o, r#"<div class="hands-wrap"><table class="hands" aria-label="{}"><thead><tr><th>#</th><th>{}</th><th>MJ</th>"#, lang.pick(t::HANDS), wind_name(lang, 0));
    for n in &s.names {
        let _ = write!(o, r#"<th class="num">{}</th>"#, esc(n));
    }
    o.push_str("</tr></thead><tbody>");
    for (i, (h, r)) in s.hands.iter().zip(&replay.hands).enumerate() {
        let winner = h.winner.map_or(lang.pick(t::DRAW).to_string(), |w| s.names[w].clone());
        let _ = write!(
            o,
            r#"<tr data-hand="{}"><td><button type="button" class="handno" data-act="edit:{i}" aria-label="{} {} {}">{}</button></td><td>{}</td><td>{}</td>"#,
            i + 1,
            lang.pick(t::EDIT),
            lang.pick(t::HAND),
            i + 1,
            i + 1,
            esc(&s.names[r.position.east()]),
            esc(&winner)
        );
        let out = r.position.sitting_out();
        for p in 0..s.players {
            let mut score = if out == Some(p) {
                "–".to_string()
            } else if h.dead.contains(&p) {
                lang.pick(t::DEAD_SHORT).to_string()
            } else if !s.is_mcr() {
                s.shown_score(h.scores[p]).to_string()
            } else if h.winner == Some(p) {
                // MCR: the winner's fans; the discarder marked.
                format!("{} {}", h.scores[p], lang.pick(crate::i18n::label::FAN))
            } else if h.discarder == Some(p) {
                lang.pick(t::DISC_SHORT).to_string()
            } else {
                String::new()
            };
            if let Some(&pen) = h.penalties.get(p).filter(|&&x| x > 0) {
                let _ = write!(score, " −{pen}");
            }
            let _ = write!(
                o,
                r#"<td class="num"><span class="cell-score">{score}</span><span class="cell-net">{:+}</span><span class="cell-total{}">{}</span></td>"#,
                r.net[p],
                if r.totals[p] < 0 { " neg" } else { "" },
                r.totals[p]
            );
        }
        o.push_str("</tr>");
    }
    o.push_str("</tbody></table></div>");
}

/// A form to change one past hand: scores, winner or draw, dead hands;
/// in MCR the winner's fans, the discarder and penalty points.
fn editor_markup(o: &mut String, lang: Lang, s: &Sheet, i: usize, pos: &Position) {
    let h = &s.hands[i];
    let title = format!("{} {} {}", lang.pick(t::EDIT), lang.pick(t::HAND), i + 1);
    let _ = write!(o, r#"<form class="editor no-print" data-form="edit" data-hand="{i}" aria-label="{title}"><h2>{title}</h2>"#);
    if s.is_mcr() {
        mcr_editor_rows(o, lang, s, h, pos);
    }
    for p in (0..s.players).filter(|&p| pos.sitting_out() != Some(p) && !s.is_mcr()) {
        let name = esc(&s.names[p]);
        let seat = pos.seat(p).map_or("", |w| wind_name(lang, w.index()));
        let _ = write!(
            o,
            r#"<div class="edit-row"><span>{name} ({seat})</span><input type="number" inputmode="numeric" min="0" name="s{p}" value="{}" aria-label="{name}: {}"/><label class="pick"><input type="radio" name="winner" value="{p}"{}/>MJ</label><label class="pick"><input type="checkbox" name="dead" value="{p}"{}/>{}</label></div>"#,
            h.scores[p],
            lang.pick(crate::i18n::label::SCORE),
            if h.winner == Some(p) { " checked" } else { "" },
            if h.dead.contains(&p) { " checked" } else { "" },
            lang.pick(crate::i18n::label::DEAD),
        );
    }
    let _ = write!(
        o,
        r#"<div class="sheet-tools"><label class="pick"><input type="radio" name="winner" value="draw"{}/>{}</label><button type="submit" class="primary">{}</button>"#,
        if h.winner.is_none() { " checked" } else { "" },
        lang.pick(t::DRAW),
        lang.pick(t::SAVE)
    );
    button(o, &format!("delete-hand:{i}"), lang.pick(t::DELETE), "", false);
    button(o, "cancel", lang.pick(t::CANCEL), "", false);
    o.push_str("</div></form>");
}

/// The MCR editor's fields: the winner's fans; per player winner,
/// discarder and penalty points; "self-drawn" as the discarder's choice.
fn mcr_editor_rows(o: &mut String, lang: Lang, s: &Sheet, h: &SheetHand, pos: &Position) {
    let fan = h.winner.map_or(0, |w| h.scores[w]);
    let checked = |on: bool| if on { " checked" } else { "" };
    let _ = write!(
        o,
        r#"<div class="edit-row"><span>{0}</span><input type="number" inputmode="numeric" min="0" name="fan" value="{fan}" aria-label="{0}"/></div>"#,
        lang.pick(t::FAN)
    );
    let _ = write!(o, r#"<p class="hint">{}: {}</p>"#, lang.pick(t::PENALTY), lang.pick(t::PENALTY_HINT));
    for p in 0..s.players {
        let name = esc(&s.names[p]);
        let seat = pos.seat(p).map_or("", |w| wind_name(lang, w.index()));
        let _ = write!(
            o,
            r#"<div class="edit-row"><span>{name} ({seat})</span><input type="number" inputmode="numeric" min="0" name="pen{p}" value="{}" aria-label="{name}: {}"/><label class="pick"><input type="radio" name="winner" value="{p}"{}/>MJ</label><label class="pick"><input type="radio" name="disc" value="{p}"{}/>{}</label></div>"#,
            h.penalties.get(p).copied().unwrap_or(0),
            lang.pick(t::PENALTY),
            checked(h.winner == Some(p)),
            checked(h.discarder == Some(p)),
            lang.pick(t::DISC_SHORT),
        );
    }
    let _ = write!(
        o,
        r#"<label class="pick"><input type="radio" name="disc" value="self"{}/>{}</label>"#,
        checked(h.discarder.is_none() && h.winner.is_some()),
        lang.pick(t::SELF_DRAWN)
    );
}

/// The games kept on this device, newest first, and the import button.
fn list_markup(o: &mut String, lang: Lang, l: &Ledger) {
    if l.games.is_empty() {
        let _ = write!(o, r#"<p class="hint">{}</p>"#, lang.pick(t::NO_GAMES));
    } else {
        let _ = write!(o, r#"<h2>{}</h2><ul class="games">"#, lang.pick(t::GAMES));
        for (i, g) in l.games.iter().enumerate().rev() {
            let over = g.game.replay().map(|r| r.next.is_none()).unwrap_or(false);
            let date = g.created.get(..16).unwrap_or(&g.created).replace('T', " ");
            let names = esc(&g.game.names.join(", "));
            let _ = write!(
                o,
                r#"<li data-game="{i}"><button type="button" class="open-game" data-act="open:{i}"><strong>{names}</strong><small>{} · {} · {} {}{}</small></button><button type="button" class="delete-game" data-act="delete-game:{i}" aria-label="{}: {names}">✕</button></li>"#,
                esc(&date),
                crate::app::rules_name(&g.game.rules),
                g.game.hands.len(),
                lang.pick(t::HANDS_COUNT),
                if over { format!(" · {}", lang.pick(t::OVER)) } else { String::new() },
                lang.pick(t::DELETE),
            );
        }
        o.push_str("</ul>");
    }
    let _ = write!(o, r#"<label class="import button">{}<input type="file" accept=".json,application/json" data-import="1"/></label>"#, lang.pick(t::IMPORT));
}

/// The hand in an editor form, read back from its fields.
fn read_editor(form: &web_sys::HtmlFormElement, players: usize, mcr: bool) -> Option<SheetHand> {
    let data = web_sys::FormData::new_with_form(form).ok()?;
    let winner = data.get("winner").as_string().unwrap_or_default();
    let winner = winner.parse::<usize>().ok();
    let number = |k: &str| data.get(k).as_string().and_then(|v| v.trim().parse::<u32>().ok()).unwrap_or(0);
    let mut h = SheetHand { scores: vec![0; players], winner, ..Default::default() };
    if mcr {
        // A draw keeps its penalties but has no fans and no discarder.
        if let Some(w) = winner.filter(|&w| w < players) {
            h.scores = mahjong_core::game::mcr_scores(players, w, number("fan"));
            h.discarder = data.get("disc").as_string().and_then(|d| d.parse().ok());
        }
        h.penalties = (0..players).map(|p| number(&format!("pen{p}"))).collect();
        if h.penalties.iter().all(|&p| p == 0) {
            h.penalties.clear();
        }
        return Some(h);
    }
    // Ruling 19: a draw settles nothing, so its scores are not kept.
    if winner.is_some() {
        for p in 0..players {
            h.scores[p] = number(&format!("s{p}"));
        }
        h.dead = data.get_all("dead").iter().filter_map(|v| v.as_string()?.parse().ok()).collect();
    }
    Some(h)
}

/// The sheet screen: its markup and the three listeners that serve it.
/// `view` says which hand's editor is open; `to_calculator` goes to the
/// calculator to enter the next hand.
pub fn sheet_view(lang: Lang, ledger: &Ledger, view: UseStateHandle<View>, dispatch: &Callback<LedgerAction>, to_calculator: &Callback<()>) -> Html {
    let open = match *view {
        View::Sheet(editing) => editing,
        View::Calculator => None,
    };
    let markup = AttrValue::from(sheet_markup(lang, ledger, open));
    let editing = Editing(view);
    let (players, mcr) = ledger.game().map_or((0, false), |g| (g.players, g.is_mcr()));
    let onclick = {
        let (d, editing, calc) = (dispatch.clone(), editing.clone(), to_calculator.clone());
        Callback::from(move |e: MouseEvent| {
            let Some(target) = e.target_dyn_into::<web_sys::Element>() else { return };
            let Ok(Some(el)) = target.closest("[data-act]") else { return };
            let act = el.get_attribute("data-act").unwrap_or_default();
            let (verb, arg) = act.split_once(':').unwrap_or((&act, ""));
            let n = arg.parse::<usize>().ok();
            match (verb, n) {
                ("enter", _) => calc.emit(()),
                ("undo", _) => d.emit(LedgerAction::Undo),
                ("close", _) => {
                    editing.set(None);
                    d.emit(LedgerAction::Close);
                }
                ("print", _) => {
                    if let Some(w) = web_sys::window() {
                        let _ = w.print();
                    }
                }
                ("edit", Some(i)) => editing.set(Some(i)),
                ("cancel", _) => editing.set(None),
                ("delete-hand", Some(i)) => {
                    editing.set(None);
                    d.emit(LedgerAction::DeleteHand(i));
                }
                ("open", Some(i)) => d.emit(LedgerAction::Open(i)),
                ("delete-game", Some(i)) => d.emit(LedgerAction::DeleteGame(i)),
                _ => {}
            }
        })
    };
    let onsubmit = {
        let (d, editing) = (dispatch.clone(), editing);
        Callback::from(move |e: SubmitEvent| {
            let Some(form) = e.target_dyn_into::<web_sys::HtmlFormElement>() else { return };
            e.prevent_default();
            if form.get_attribute("data-form").as_deref() == Some("new") {
                if let Some(setup) = read_new_game(&form) {
                    let (id, created) = stamp();
                    d.emit(LedgerAction::New { setup, id, created });
                }
                return;
            }
            let Some(i) = form.get_attribute("data-hand").and_then(|v| v.parse::<usize>().ok()) else { return };
            if let Some(h) = read_editor(&form, players, mcr) {
                d.emit(LedgerAction::Edit(i, h));
                editing.set(None);
            }
        })
    };
    let onchange = {
        let d = dispatch.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else { return };
            if !input.has_attribute("data-import") {
                return;
            }
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            let d = d.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string()).unwrap_or_default();
                let (id, created) = stamp();
                d.emit(LedgerAction::Import { text, id, created });
            });
            input.set_value("");
        })
    };
    html! {
        <section class="sheet" aria-label={lang.pick(t::SHEET)} {onclick} {onsubmit} {onchange}>
            { Html::from_html_unchecked(markup) }
            // Its own markup, unchanged by a refusal above, so the typed
            // names stay.
            if ledger.game().is_none() {
                { Html::from_html_unchecked(AttrValue::from(new_game_markup(lang))) }
            }
        </section>
    }
}

/// The new-game form: rule set, players by name in seating order, who
/// starts as East, and the rule set's options; fixed once the game starts.
/// Plain markup: the fields for three or five players and the options of a
/// rule set show by CSS (`:has`), so typed names survive every change.
pub fn new_game_markup(lang: Lang) -> String {
    let mut o = String::with_capacity(2048);
    let player = |i: usize| format!("{} {}", lang.pick(t::PLAYER), i + 1);
    let _ = write!(o, r#"<form class="new-game" data-form="new" aria-label="{0}"><h2>{0}</h2><label>{1}<select name="rules">"#, lang.pick(t::NEW_GAME), lang.pick(crate::i18n::label::RULES));
    for r in crate::app::RULES {
        let _ = write!(o, r#"<option value="{0}"{1}>{2}</option>"#, r, if r == "nts" { " selected" } else { "" }, crate::app::rules_name(r));
    }
    // Three and five players only where the rules play them (ruling 22).
    let _ = write!(o, r#"</select></label><label class="classic-only">{}<select name="players">"#, lang.pick(t::PLAYER_COUNT));
    for c in 3..=5 {
        let _ = write!(o, r#"<option value="{c}"{}>{c}</option>"#, if c == 4 { " selected" } else { "" });
    }
    let _ = write!(o, r#"</select></label><p class="hint">{}</p><p class="hint mcr-only">{}</p>"#, lang.pick(t::SEATING), lang.pick(t::MCR_SEATING));
    let seat_class = |i: usize| match i {
        3 => " p4",
        4 => " p5",
        _ => "",
    };
    for i in 0..5 {
        let _ = write!(o, r#"<input class="name{}" type="text" name="name{}" maxlength="24" aria-label="{2}" placeholder="{2}"/>"#, seat_class(i), i, player(i));
    }
    let _ = write!(o, r#"<label>{}<select name="east">"#, lang.pick(t::FIRST_EAST));
    for i in 0..5 {
        let _ = write!(o, r#"<option class="{}" value="{i}">{}</option>"#, seat_class(i).trim(), player(i));
    }
    let _ = write!(
        o,
        r#"</select></label><label class="check classic-only"><input type="checkbox" name="green"/>{}</label><label class="check nmb-only"><input type="checkbox" name="chips"/>{}</label><button class="primary" type="submit">{}</button></form>"#,
        lang.pick(t::GREEN_ROUND),
        lang.pick(t::CHIPS),
        lang.pick(t::START)
    );
    o
}

/// The game the new-game form asks for.
fn read_new_game(form: &web_sys::HtmlFormElement) -> Option<NewGame> {
    let data = web_sys::FormData::new_with_form(form).ok()?;
    let field = |k: &str| data.get(k).as_string().unwrap_or_default();
    if field("rules") == "mcr" {
        // MCR 2006: four players, no options.
        return Some(NewGame { rules: "mcr", names: (0..4).map(|i| field(&format!("name{i}"))).collect(), east: field("east").parse().unwrap_or(0), green_dragon_round: false, chips: false });
    }
    let rules = field("rules").parse::<mahjong_core::Variant>().ok()?.dutch()?;
    let n = if rules.three_and_five_players { field("players").parse().unwrap_or(4) } else { 4 };
    Some(NewGame {
        rules: rules.variant.id(),
        names: (0..n).map(|i| field(&format!("name{i}"))).collect(),
        east: field("east").parse().unwrap_or(0),
        // Book 002 "Drie spelers": with three players the green-dragon round follows.
        green_dragon_round: rules.green_dragon_round && (n == 3 || data.has("green")),
        chips: rules.variant == mahjong_core::Variant::Nmb && data.has("chips"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ledger_with(names: &[&str]) -> Ledger {
        let mut l = Ledger::default();
        l.apply(LedgerAction::New {
            setup: NewGame { rules: "nts", names: names.iter().map(|n| n.to_string()).collect(), east: 0, green_dragon_round: false, chips: false },
            id: "g1".into(),
            created: "2026-11-26T20:00:00.000Z".into(),
        });
        l
    }

    #[test]
    fn names_never_become_markup() {
        let mut l = ledger_with(&["<img src=x onerror=alert(1)>", "\"><script>", "Cor & Co", "D'Arcy"]);
        l.apply(LedgerAction::Record(SheetHand { scores: vec![0, 20, 0, 0], winner: Some(1), ..Default::default() }));
        let m = sheet_markup(Lang::Nl, &l, Some(0));
        assert!(!m.contains("<img") && !m.contains("<script"), "{m}");
        assert!(m.contains("&lt;img src=x onerror=alert(1)&gt;") && m.contains("Cor &amp; Co") && m.contains("D&#39;Arcy"));
        l.apply(LedgerAction::Close);
        let list = sheet_markup(Lang::Nl, &l, None);
        assert!(!list.contains("<img") && !list.contains("<script"), "{list}");
    }

    #[test]
    fn the_sheet_shows_east_round_hand_and_totals() {
        let mut l = ledger_with(&["Ans", "Bep", "Cor", "Dirk"]);
        // Hand 1, East Ans; Bep wins 40: Ans pays 80, Cor and Dirk 40 (ruling 19).
        l.apply(LedgerAction::Record(SheetHand { scores: vec![0, 40, 0, 0], winner: Some(1), ..Default::default() }));
        let m = sheet_markup(Lang::Nl, &l, None);
        // nts: the winds pass, Bep is East in hand 2; the round wind stays East.
        assert!(m.contains("Hand 2 · ronde Oost · Oost: Bep"), "{m}");
        assert!(m.contains(r#"<tr data-player="0"><td>Ans</td><td class="seatname">Noord</td><td class="num total neg">-80</td></tr>"#), "{m}");
        assert!(m.contains(r#"<td class="num total">+160</td>"#));
        assert!(m.contains(r#"data-export="csv""#) && m.contains(r#"data-act="edit:0""#));
    }
}
