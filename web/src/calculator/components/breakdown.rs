//! The score of the shown player, itemised with the rule each line comes
//! from (Dutch rule sets), or the winner's fans with 004's Dutch name and
//! the English one (MCR). Every name and number comes from the engine.

use mahjong_core::dutch::items::Item;
use mahjong_core::dutch::Score;
use mahjong_core::mcr::fans::Fan;
use mahjong_core::mcr::MIN_FAN;
use yew::prelude::*;

use crate::calculator::{McrResult, PlayerResult};
use crate::i18n::{error_text, label, missing_tiles, wind_name, Lang};

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
    pub mcr: bool,
}

#[function_component]
pub fn Breakdown(props: &BreakdownProps) -> Html {
    let BreakdownProps { node_ref, lang, player, result: r, winner, mcr } = props;
    let lang = *lang;
    html! {
        <section ref={node_ref.clone()} class="breakdown" aria-label={lang.pick(label::SCORE)} aria-live="polite">
            <h2>{ format!("{}: {}", lang.pick(label::SCORE), wind_name(lang, *player)) }</h2>
            if let Some(n) = r.missing {
                <p class="hint">{ missing_tiles(lang, n) }</p>
            }
            { for r.errors.iter().map(|e| html! { <p class="message" role="alert">{ error_text(lang, e.code()) }</p> }) }
            if *mcr {
                <McrFans {lang} result={r.mcr.clone()} winner={*winner} />
            } else {
                <DutchItems {lang} result={r.clone()} winner={*winner} />
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct DutchProps {
    lang: Lang,
    result: PlayerResult,
    winner: bool,
}

/// Items, the total and what may be better (rulings 2, 14, 15).
#[function_component]
fn DutchItems(props: &DutchProps) -> Html {
    let DutchProps { lang, result: r, winner } = props;
    let lang = *lang;
    html! {
        <>
            if let Some(e) = &r.invalid {
                <p class="message invalid" role="alert">{ error_text(lang, e.code()) }</p>
            }
            if let Some(s) = &r.breakdown {
                if !winner {
                    <p class="hint">{ lang.pick(label::NOT_WINNER_HINT) }</p>
                }
                <table>
                    <tbody>{ for s.items.iter().map(|i| item_row(lang, i)) }</tbody>
                    <tfoot><tr>
                        <th>
                            { format!("{} ({} {} × 2^{} {})", lang.pick(label::TOTAL), s.points, lang.pick(label::POINTS), s.doublings, lang.pick(label::DOUBLINGS)) }
                            if s.capped { <small>{ format!(" – {}", lang.pick(label::CAPPED)) }</small> }
                        </th>
                        <th class="num total">{ if r.invalid.is_some() { "–".to_string() } else { s.score.to_string() } }</th>
                    </tr></tfoot>
                </table>
                if !s.waits.is_empty() && !winner {
                    <p class="hint">{ format!("{}: {}", lang.pick(label::WAITS), mahjong_core::tile::format_tiles(&s.waits)) }</p>
                }
            }
            if let Some(b) = &r.better {
                <p class="better">{ better_text(lang, b) }</p>
            }
        </>
    }
}

fn better_text(lang: Lang, b: &Score) -> String {
    format!("{} {} = {}", lang.pick(label::BETTER), b.arrangement.map(|a| a.to_string()).unwrap_or_default(), b.score)
}

fn item_row(lang: Lang, i: &Item) -> Html {
    let name = if lang == Lang::Nl { i.kind.nl() } else { i.kind.en() };
    let tile = i.tile.map(|t| format!(" {t}")).unwrap_or_default();
    let value = match (i.points, i.doublings) {
        (p, 0) => format!("{p}"),
        (0, d) => format!("×{}", 1u32 << d.min(30)),
        (p, d) => format!("{p} ×{}", 1u32 << d.min(30)),
    };
    html! {
        <tr data-item={i.kind.id()}>
            <td>{ name }{ tile }<small class="rule">{ rule_text(lang, i.kind.rule()) }</small></td>
            <td class="num">{ value }</td>
        </tr>
    }
}

/// The engine cites "ruling N" (the rulings of the rules README); Dutch
/// players read "uitspraak N".
fn rule_text(lang: Lang, rule: &str) -> String {
    match lang {
        Lang::Nl => rule.replace("ruling", "uitspraak"),
        Lang::En => rule.to_string(),
    }
}

#[derive(Properties, PartialEq)]
struct McrProps {
    lang: Lang,
    result: Option<McrResult>,
    winner: bool,
}

/// The MCR fans of the winner's hand (rules README `mcr`): each fan's
/// value and count, and the total with flowers; below 8 fans without
/// flowers the hand does not win, and the fans still show.
#[function_component]
fn McrFans(props: &McrProps) -> Html {
    let McrProps { lang, result, winner } = props;
    let lang = *lang;
    if !winner {
        return html! { <p class="hint">{ lang.pick(label::MCR_ONLY_WINNER) }</p> };
    }
    match result {
        None => html! {},
        Some(McrResult::NotComplete) => html! { <p class="message invalid" role="alert">{ lang.pick(label::MCR_NOT_COMPLETE) }</p> },
        Some(McrResult::Fans(s)) => {
            let wins = s.without_flowers >= MIN_FAN;
            html! {
                <>
                    if !wins {
                        <p class="message invalid" role="alert">{ lang.pick(label::MCR_BELOW) }</p>
                    }
                    <table>
                        <tbody>{ for s.fans.iter().map(|&(f, n)| fan_row(lang, f, n)) }</tbody>
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

fn fan_row(lang: Lang, f: Fan, count: u32) -> Html {
    let (name, other) = if lang == Lang::Nl { (f.nl(), f.en()) } else { (f.en(), f.nl()) };
    let value = if count > 1 { format!("{count} × {}", f.value()) } else { f.value().to_string() };
    html! {
        <tr data-item={f.id()}>
            <td>{ name }<small class="rule">{ other }</small></td>
            <td class="num">{ value }</td>
        </tr>
    }
}
