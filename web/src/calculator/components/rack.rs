//! The rack of the shown player, laid out as at the table: a strip "op
//! tafel" with the declared groups (open groups face up, a concealed kong
//! with its outer tiles face down), the rack "op stok" with the concealed
//! groups and the loose tiles (tap to select), flowers, and the tools. A
//! group's tiles break it up; its button moves it to the table or back.

use mahjong_core::arrange::GroupKind;
use mahjong_core::Tile;
use yew::prelude::*;

use crate::calculator::{Action, HandEntry, RackAction, UserGroup};
use crate::i18n::tile_name;
use crate::i18n::{label, wind_name, Lang, Msg};
use crate::tiles::tile_face;

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
    /// The seat's own buttons and what the line asks of this rack, beside
    /// its title (issue 35: what the line names is on screen).
    #[prop_or_default]
    pub head: Html,
    /// No winner is marked: the empty rack says how to mark one.
    #[prop_or_default]
    pub ask_winner: bool,
    /// The palette's button when the line asks no tiles ("Stenen erbij").
    #[prop_or_default]
    pub palette_tool: Html,
}

#[function_component]
pub fn Rack(props: &RackProps) -> Html {
    let RackProps { lang, hand: h, player, winner, message, dispatch, head, ask_winner, palette_tool } = props;
    let lang = *lang;
    let title = format!("{}: {}", lang.pick(label::RACK), wind_name(lang, *player));
    let none = h.selected.is_empty();
    let rack = dispatch.reform(Action::Rack);
    let tool = |text: (&'static str, &'static str), disabled: bool, action: RackAction| {
        html! { <button type="button" {disabled} onclick={rack.reform(move |_| action)}>{ lang.pick(text) }</button> }
    };
    html! {
        <section class="rack" aria-label={title.clone()}>
            <div class="rack-head">
                <h2>{ title }</h2>
                <div class="seat-buttons">{ head.clone() }</div>
            </div>
            // Declared melds lie on the table (ruling 1): open groups and kongs.
            <div class="on-table" hidden={h.groups.is_empty()} role="group" aria-label={lang.pick(label::ON_TABLE)}>
                <span class="strip-label" aria-hidden="true">{ lang.pick(label::ON_TABLE) }</span>
                <div class="groups">
                    { for h.groups.iter().enumerate().filter(|(_, g)| g.open || g.kind == GroupKind::Kong).map(|(i, g)| group_view(lang, i, g, h.winning, &rack)) }
                </div>
            </div>
            <div class="groups on-rack">
                { for h.groups.iter().enumerate().filter(|(_, g)| !g.open && g.kind != GroupKind::Kong).map(|(i, g)| group_view(lang, i, g, h.winning, &rack)) }
            </div>
            if h.loose.is_empty() && h.groups.is_empty() {
                <p class="hint">{ lang.pick(if *ask_winner { label::EMPTY_RACK_WHO_WON } else { label::EMPTY_RACK }) }</p>
            }
            <div class="loose" role="group" aria-label={lang.pick(label::LOOSE)}>
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
                            { tile_face(lang, t) }
                        </button>
                    }
                }) }
            </div>
            if !h.flowers.is_empty() {
                <div class="flowers">
                    { for h.flowers.iter().map(|&t| html! {
                        <span key={t.index()} class="tile flower" aria-label={tile_name(lang, t)}>{ tile_face(lang, t) }</span>
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
                { palette_tool.clone() }
            </div>
        </section>
    }
}

/// One group: its tiles (a tap breaks it up) and one button that moves it:
/// a chow or pung to the table or back on the rack, a kong open or closed.
/// A pair always stays on the rack. Keyed by its place on the rack.
fn group_view(lang: Lang, i: usize, g: &UserGroup, winning: Option<Tile>, rack: &Callback<RackAction>) -> Html {
    let kind = lang.pick(match g.kind {
        GroupKind::Chow => label::CHOW,
        GroupKind::Pung => label::PUNG,
        GroupKind::Kong => label::KONG,
        GroupKind::Pair => label::PAIR,
    });
    let kong = g.kind == GroupKind::Kong;
    let state = lang.pick(match (kong, g.open) {
        (true, false) => label::CONCEALED_KONG,
        (_, true) => label::OPEN,
        (false, false) => label::CONCEALED,
    });
    let action = lang.pick(match (kong, g.open) {
        (true, false) => label::TO_OPEN_KONG,
        (true, true) => label::TO_CONCEALED_KONG,
        (false, false) => label::TO_TABLE,
        (false, true) => label::TO_RACK,
    });
    let tiles = g.tiles();
    let names = tiles.iter().map(|&t| tile_name(lang, t)).collect::<Vec<_>>().join(", ");
    let ungroup = lang.pick(label::UNGROUP);
    // A concealed kong lies with its two outer tiles face down.
    let face_down = |k: usize| kong && !g.open && (k == 0 || k == 3);
    html! {
        <div key={i} class={classes!("group", g.open.then_some("open"), (kong && !g.open).then_some("closed"))} role="group"
             aria-label={format!("{kind} {names}: {state}")}>
            <button type="button" class="group-tiles" title={ungroup} aria-label={format!("{ungroup}: {kind} {names}")}
                    onclick={rack.reform(move |_| RackAction::Ungroup(i))}>
                { for tiles.iter().enumerate().map(|(k, &t)| html! {
                    <span key={k} class={classes!("tile", (winning == Some(t)).then_some("winning"))}>
                        { if face_down(k) { tile_back() } else { tile_face(lang, t) } }
                    </span>
                }) }
            </button>
            if g.kind != GroupKind::Pair {
                <button type="button" class="open-toggle" aria-label={format!("{kind} {names}: {action}")}
                        onclick={rack.reform(move |_| RackAction::ToggleOpen(i))}>{ action }</button>
            }
        </div>
    }
}

/// The back of a tile, as a concealed kong shows its outer two.
fn tile_back() -> Html {
    html! {
        <svg class="face back" viewBox="0 0 40 54" aria-hidden="true" focusable="false">
            <rect x="0.5" y="0.5" width="39" height="53" rx="5" fill="#2f7d5b" stroke="#1c4a36" />
            <rect x="5" y="5" width="30" height="44" rx="3" fill="none" stroke="#a8d5bf" stroke-width="1.5" />
        </svg>
    }
}
