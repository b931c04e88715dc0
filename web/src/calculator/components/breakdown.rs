//! The score of the shown player, itemised in the rule book's own words
//! with where each line stands in that book (Dutch rule sets), or the
//! winner's fans with 004's Dutch name and the English one (MCR). Every
//! name and number comes from the engine; tiles are drawn, not coded.

use mahjong_core::arrange::Arrangement;
use mahjong_core::dutch::books::source;
use mahjong_core::dutch::items::Item;
use mahjong_core::dutch::Score;
use mahjong_core::mcr::fans::Fan;
use mahjong_core::Variant;
use yew::prelude::*;

use mahjong_core::reference::{fan_slug, item_slug};

use crate::calculator::{McrResult, PlayerResult};
use crate::i18n::{hand_error_text, label, missing_tiles, score_error_text, wind_name, Lang};
use crate::route::{remember_line, Route};
use crate::tiles::mini_tiles;

#[derive(Properties, PartialEq)]
pub struct BreakdownProps {
    /// The section, so the score bar can bring it into view.
    #[prop_or_default]
    pub node_ref: NodeRef,
    pub lang: Lang,
    pub player: usize,
    pub result: PlayerResult,
    /// The shown player won.
    pub winner: bool,
    pub variant: Variant,
}

#[function_component]
pub fn Breakdown(props: &BreakdownProps) -> Html {
    let BreakdownProps { node_ref, lang, player, result: r, winner, variant } = props;
    let lang = *lang;
    html! {
        <section ref={node_ref.clone()} class="breakdown" aria-label={lang.pick(label::SCORE)} aria-live="polite">
            <h2>{ format!("{}: {}", lang.pick(label::SCORE), wind_name(lang, *player)) }</h2>
            if let Some(n) = r.missing {
                <p class="hint">{ missing_tiles(lang, n) }</p>
            }
            { for r.errors.iter().enumerate().map(|(k, e)| html! { <p key={k} class="message" role="alert">{ hand_error_text(lang, e) }</p> }) }
            if variant.is_mcr() {
                { mcr_fans(lang, r.mcr.as_ref(), *winner) }
            } else {
                { dutch_items(lang, r, *winner, *variant) }
            }
        </section>
    }
}

/// Items, the total and what may be better (rulings 2, 14, 15).
fn dutch_items(lang: Lang, r: &PlayerResult, winner: bool, variant: Variant) -> Html {
    html! {
        <>
            if let Some(e) = &r.invalid {
                <p class="message invalid" role="alert">{ score_error_text(lang, e) }</p>
            }
            if let Some(s) = &r.breakdown {
                if !winner {
                    <p class="hint">{ lang.pick(label::NOT_WINNER_HINT) }</p>
                }
                <table>
                    <tbody>{ for s.items.iter().enumerate().map(|(k, i)| item_row(lang, variant, k, i)) }</tbody>
                    <tfoot><tr>
                        <th>
                            { format!("{}: {}", lang.pick(label::TOTAL), total_text(lang, s)) }
                            if s.capped { <small>{ format!(" – {}", lang.pick(label::CAPPED)) }</small> }
                        </th>
                        <th class="num total">{ if r.invalid.is_some() { "–".to_string() } else { s.score.to_string() } }</th>
                    </tr></tfoot>
                </table>
                if !s.waits.is_empty() && !winner {
                    <p class="hint waits">{ format!("{}: ", lang.pick(label::WAITS)) }{ mini_tiles(lang, &s.waits) }</p>
                }
            }
            if let Some(groups) = &r.regrouped {
                <p class="regrouped">
                    { format!("{} ", lang.pick(label::REGROUPED)) }
                    <span class="arrangement">
                        { for groups.iter().enumerate().map(|(k, g)| html! { <span key={k} class="mini-group">{ mini_tiles(lang, &g.tiles()) }</span> }) }
                    </span>
                </p>
            }
            if let Some(b) = &r.better {
                <p class="better">
                    { format!("{} ", lang.pick(label::BETTER)) }
                    if let Some(a) = b.arrangement { { arrangement(lang, &a) } }
                    { format!(" = {}", b.score) }
                </p>
            }
        </>
    }
}

/// The total in words: "16 punten, 2 keer verdubbeld"; a limit hand is
/// worth the limit, with no doublings to speak of.
fn total_text(lang: Lang, s: &Score) -> String {
    if s.limit.is_some() {
        return lang.pick(label::LIMIT).to_string();
    }
    let nl = lang == Lang::Nl;
    let points = if nl { format!("{} punten", s.points) } else { format!("{} points", s.points) };
    match (nl, s.doublings) {
        (true, 0) => format!("{points}, niet verdubbeld"),
        (true, d) => format!("{points}, {d} keer verdubbeld"),
        (false, 0) => format!("{points}, not doubled"),
        (false, 1) => format!("{points}, doubled once"),
        (false, d) => format!("{points}, doubled {d} times"),
    }
}

/// One item: the book's name for it (Dutch) or the English name, a link to
/// its entry in the rules, the tile it is about, and where it stands in
/// the book.
/// `k` keys the row: an item can count twice (two concealed pungs).
fn item_row(lang: Lang, variant: Variant, k: usize, i: &Item) -> Html {
    let href = Route::Rule { rules: variant, slug: item_slug(i.kind) }.href();
    let book = source(i.kind, variant);
    let name = if lang == Lang::Nl { book.term } else { i.kind.en() };
    // The rules' own wording: "1 verdubbeling", "2 verdubbelingen" (issue 20).
    let doublings = |d| crate::i18n::value_text(lang, Some(mahjong_core::reference::Value::Doublings(d)));
    let value = match (i.points, i.doublings) {
        (p, 0) => format!("{p}"),
        (0, d) => doublings(d),
        (p, d) => format!("{p} + {}", doublings(d)),
    };
    html! {
        <tr key={k} data-item={i.kind.id()}>
            <td>
                <a class="rule-link" {href} onclick={came_from(i.kind.id())}>{ name }</a>
                if let Some(t) = i.tile { { " " }{ mini_tiles(lang, &[t]) } }
                <small class="rule">{ format!("{} · {}", book.book, book.section) }</small>
            </td>
            <td class="num">{ value }</td>
        </tr>
    }
}

/// A grouping, group by group; declared groups framed as on the table.
fn arrangement(lang: Lang, a: &Arrangement) -> Html {
    html! {
        <span class="arrangement">
            { for a.groups().iter().enumerate().map(|(k, g)| html! {
                <span key={k} class={classes!("mini-group", g.declared.then_some("declared"))}>{ mini_tiles(lang, &g.tiles()) }</span>
            }) }
        </span>
    }
}

/// The MCR fans of the winner's hand (rules README `mcr`): each fan's
/// value and count, and the total with flowers; below 8 fans without
/// flowers the hand does not win, and the fans still show.
fn mcr_fans(lang: Lang, result: Option<&McrResult>, winner: bool) -> Html {
    if !winner {
        return html! { <p class="hint">{ lang.pick(label::MCR_ONLY_WINNER) }</p> };
    }
    match result {
        None => html! {},
        Some(McrResult::NotComplete) => html! { <p class="message invalid" role="alert">{ lang.pick(label::MCR_NOT_COMPLETE) }</p> },
        Some(McrResult::Fans(s)) => {
            let wins = s.wins();
            html! {
                <>
                    if !wins {
                        <p class="message invalid" role="alert">{ lang.pick(label::MCR_BELOW) }</p>
                    }
                    <table>
                        <tbody>{ for s.fans.iter().enumerate().map(|(k, &(f, n))| fan_row(lang, k, f, n)) }</tbody>
                        <tfoot><tr>
                            <th>{ format!("{} ({})", lang.pick(label::TOTAL), lang.pick(label::FAN)) }</th>
                            <th class="num total">{ if wins { s.total.to_string() } else { format!("({}) –", s.total) } }</th>
                        </tr></tfoot>
                    </table>
                </>
            }
        }
    }
}

fn fan_row(lang: Lang, k: usize, f: Fan, count: u32) -> Html {
    let (name, other) = if lang == Lang::Nl { (f.nl(), f.en()) } else { (f.en(), f.nl()) };
    let href = Route::Rule { rules: Variant::Mcr, slug: fan_slug(f) }.href();
    let value = if count > 1 { format!("{count} × {}", f.value()) } else { f.value().to_string() };
    html! {
        <tr key={k} data-item={f.id()}>
            <td><a class="rule-link" {href} onclick={came_from(f.id())}>{ name }</a><small class="rule">{ other }</small></td>
            <td class="num">{ value }</td>
        </tr>
    }
}

/// A rule's link remembers its line, which comes back into view when the
/// player returns from the rule.
fn came_from(item: &'static str) -> Callback<MouseEvent> {
    Callback::from(move |_| remember_line(item))
}
