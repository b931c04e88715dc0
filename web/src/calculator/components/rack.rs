//! The rack of the shown player: groups (tap to break up, the chip to lay
//! a group op tafel or op stok), loose tiles (tap to select), flowers and
//! the tools.

use mahjong_core::arrange::GroupKind;
use mahjong_core::Tile;
use yew::prelude::*;

use crate::calculator::{Action, HandEntry, RackAction, UserGroup};
use crate::i18n::{label, wind_name, Lang, Msg};
use crate::tiles::{tile_face, tile_name};

#[derive(Properties, PartialEq)]
pub struct RackProps {
    pub lang: Lang,
    pub hand: HandEntry,
    /// The seat whose rack this is.
    pub player: usize,
    /// The player won: the winning tile can be marked.
    pub winner: bool,
    pub message: Option<Msg>,
    pub dispatch: Callback<Action>,
}

#[function_component]
pub fn Rack(props: &RackProps) -> Html {
    let RackProps { lang, hand: h, player, winner, message, dispatch } = props;
    let lang = *lang;
    let title = format!("{}: {}", lang.pick(label::RACK), wind_name(lang, *player));
    let none = h.selected.is_empty();
    let rack = dispatch.reform(Action::Rack);
    let tool = |text: (&'static str, &'static str), disabled: bool, action: RackAction| {
        html! { <button type="button" {disabled} onclick={rack.reform(move |_| action)}>{ lang.pick(text) }</button> }
    };
    html! {
        <section class="rack" aria-label={title.clone()}>
            <h2>{ title }</h2>
            <div class="groups">
                { for h.groups.iter().enumerate().map(|(i, g)| html! {
                    <GroupView key={i} {lang} index={i} group={*g} winning={h.winning} rack={rack.clone()} />
                }) }
            </div>
            if h.loose.is_empty() && h.groups.is_empty() {
                <p class="hint">{ lang.pick(label::EMPTY_RACK) }</p>
            }
            <div class="loose" aria-label={lang.pick(label::LOOSE)}>
                // Keyed: tiles are appended, and Yew pairs unkeyed
                // children from the end, which would redraw every tile.
                { for h.loose.iter().enumerate().map(|(i, &t)| {
                    let selected = h.selected.contains(&i);
                    // The first copy of the winning tile carries the mark.
                    let is_win = h.winning == Some(t) && h.loose.iter().position(|&x| x == t) == Some(i);
                    let name = if is_win { format!("{} ({})", tile_name(lang, t), lang.pick(label::WINNING)) } else { tile_name(lang, t) };
                    html! {
                        <button key={i} type="button" class={classes!("tile", selected.then_some("selected"), is_win.then_some("winning"))}
                                aria-pressed={selected.to_string()} aria-label={name}
                                onclick={rack.reform(move |_| RackAction::ToggleSelect(i))}>
                            { tile_face(t) }
                        </button>
                    }
                }) }
            </div>
            if !h.flowers.is_empty() {
                <div class="flowers">
                    { for h.flowers.iter().map(|&t| html! {
                        <span key={t.index()} class="tile flower" aria-label={tile_name(lang, t)}>{ tile_face(t) }</span>
                    }) }
                </div>
            }
            if let Some(m) = message {
                <p class="message" role="alert">{ m.text(lang) }</p>
            }
            <div class="tools">
                { tool(label::CHOW, none, RackAction::MakeGroup(GroupKind::Chow)) }
                { tool(label::PUNG, none, RackAction::MakeGroup(GroupKind::Pung)) }
                { tool(label::KONG, none, RackAction::MakeGroup(GroupKind::Kong)) }
                { tool(label::PAIR, none, RackAction::MakeGroup(GroupKind::Pair)) }
                { tool(label::AUTO, h.loose.is_empty(), RackAction::Auto) }
                if *winner {
                    { tool(label::WINNING, h.selected.len() != 1, RackAction::MarkWinning) }
                }
                <button type="button" class="remove" disabled={none} aria-label={lang.pick(label::REMOVE_LONG)}
                        onclick={rack.reform(|_| RackAction::RemoveSelected)}>{ lang.pick(label::REMOVE) }</button>
                <button type="button" class="icon" aria-label={lang.pick(label::UNDO)} title={lang.pick(label::UNDO)}
                        onclick={dispatch.reform(|_| Action::Undo)}>{ "↶" }</button>
                <button type="button" class="clear" onclick={rack.reform(|_| RackAction::Clear)}>{ lang.pick(label::CLEAR) }</button>
            </div>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct GroupProps {
    lang: Lang,
    index: usize,
    group: UserGroup,
    winning: Option<Tile>,
    rack: Callback<RackAction>,
}

/// One group: its tiles (a tap breaks it up) and whether it lies op tafel
/// or op stok (a tap on the chip switches; a pair is always op stok).
#[function_component]
fn GroupView(props: &GroupProps) -> Html {
    let GroupProps { lang, index, group: g, winning, rack } = props;
    let (lang, i) = (*lang, *index);
    let kind = lang.pick(match g.kind {
        GroupKind::Chow => label::CHOW,
        GroupKind::Pung => label::PUNG,
        GroupKind::Kong => label::KONG,
        GroupKind::Pair => label::PAIR,
    });
    let state = lang.pick(if g.open { label::OPEN } else { label::CONCEALED });
    let tiles = g.tiles();
    let names = tiles.iter().map(|&t| tile_name(lang, t)).collect::<Vec<_>>().join(", ");
    let ungroup = lang.pick(label::UNGROUP);
    html! {
        <div class={classes!("group", g.open.then_some("open"))} role="group" aria-label={format!("{kind} {names}: {state}")}>
            <button type="button" class="group-tiles" title={ungroup} aria-label={format!("{ungroup}: {kind} {names}")}
                    onclick={rack.reform(move |_| RackAction::Ungroup(i))}>
                { for tiles.iter().map(|&t| html! {
                    <span class={classes!("tile", (*winning == Some(t)).then_some("winning"))}>{ tile_face(t) }</span>
                }) }
            </button>
            if g.kind == GroupKind::Pair {
                <span class="open-toggle static">{ state }</span>
            } else {
                <button type="button" class="open-toggle" aria-pressed={g.open.to_string()}
                        onclick={rack.reform(move |_| RackAction::ToggleOpen(i))}>{ state }</button>
            }
        </div>
    }
}
