//! Every screen's address. `yew-router` with hash routes: the fragment
//! already carried hands, games and rules before there were routes, and a
//! club's static host needs no rewrite rules for it.
//!
//! The addresses of earlier versions keep opening what they opened:
//! `#v1;...` (a hand), `#spel=...` (a shared game) and `#regels/<set>/<slug>`
//! (a rule). [`normalise`] turns them into routes before the router reads
//! the address (gloo's hash history would replace any fragment that does
//! not start with `/` by `#/`); [`keep_old_links`] does the same for an
//! address typed or pasted while the app is open.

use std::cell::RefCell;

use mahjong_core::Variant;
use yew_router::prelude::*;

/// A screen of the app.
#[derive(Clone, Routable, PartialEq, Eq, Debug)]
pub enum Route {
    /// The calculator ("Rekenen").
    #[at("/")]
    Calculator,
    /// The calculator with a hand: the address keeps the hand on the
    /// table (`link::encode`), so it can be copied and sent.
    #[at("/hand/:link")]
    Hand { link: String },
    /// The score sheet: the games on this device and a new game.
    #[at("/blad")]
    Sheet,
    /// One game of the score sheet, by its id.
    #[at("/blad/:game")]
    Game { game: String },
    /// The hand editor of a game's hand (`number` counts from 1).
    #[at("/blad/:game/hand/:number")]
    HandEditor { game: String, number: usize },
    /// A game shared by link (`share::encode`): taken over, then shown.
    #[at("/spel/:data")]
    SharedGame { data: String },
    /// The rules of a rule set: the list with search.
    #[at("/regels/:rules")]
    Rules { rules: Variant },
    /// One entry of the rules (`mahjong_core::reference` slug).
    #[at("/regels/:rules/:slug")]
    Rule { rules: Variant, slug: String },
    /// The organiser's competition: seasons, evenings, standings (issue 22).
    #[at("/competitie")]
    Club,
    /// The open season's members.
    #[at("/competitie/leden")]
    Members,
    /// One club evening of the open season, by date.
    #[at("/competitie/avond/:date")]
    Evening { date: String },
    /// A player's page of the open season: evenings, places, statistics.
    #[at("/competitie/speler/:name")]
    Player { name: String },
    /// The open season's settings: name, rule set, reglement (a club's
    /// own in a form), and deleting the season.
    #[at("/competitie/instellingen")]
    Settings,
    /// The open season's log of changes (wijzigingen, C19).
    #[at("/competitie/wijzigingen")]
    Log,
    /// Sharing the seasons with the club's CouchDB (issue 52).
    #[at("/competitie/delen")]
    Share,
    /// The MERS list (issue 53, C24): this phone's tournaments and the
    /// EMA's files of others.
    #[at("/competitie/mers")]
    Mers,
    /// A tournament's big screen: live standings for a beamer (issue 36).
    #[at("/competitie/scherm")]
    BigScreen,
    /// A table card (`card::TableCard`), opened on a table's phone:
    /// that table's game is started on the sheet.
    #[at("/competitie/tafel/:data")]
    TableCard { data: String },
    /// A table's result (`card::SignedResult`), opened on the
    /// organiser's phone: taken into the evening.
    #[at("/competitie/uitslag/:data")]
    TableResult { data: String },
    /// A season's key (`<season id>.<secret>`, issue 52), opened on a
    /// second organiser's phone: kept there for that season.
    #[at("/competitie/sleutel/:data")]
    SeasonKey { data: String },
    /// An address this version does not know.
    #[not_found]
    #[at("/onbekend")]
    NotFound,
}

impl Route {
    /// The address as a link's `href` (a plain link is enough: the router
    /// follows every change of the fragment).
    pub fn href(&self) -> String {
        format!("#{}", self.to_path())
    }

    /// The address as the app writes it: a hand link as it is (readable,
    /// the router reads it back), every other route as `to_path` writes it.
    pub fn path(&self) -> String {
        match self {
            Route::Hand { link } => format!("/hand/{link}"),
            r => r.to_path(),
        }
    }

    /// The score sheet's screen for the open game (by id), or the list.
    pub fn sheet(open: Option<&str>) -> Route {
        match open {
            Some(game) => Route::Game { game: game.to_string() },
            None => Route::Sheet,
        }
    }

    /// Whether this is one of the rules' screens.
    pub fn is_rules(&self) -> bool {
        matches!(self, Route::Rules { .. } | Route::Rule { .. })
    }

    /// Whether this is one of the score sheet's screens.
    pub fn is_sheet(&self) -> bool {
        matches!(self, Route::Sheet | Route::Game { .. } | Route::HandEditor { .. } | Route::SharedGame { .. } | Route::TableCard { .. })
    }

    /// The organiser's screens.
    pub fn is_club(&self) -> bool {
        matches!(
            self,
            Route::Club
                | Route::Members
                | Route::Evening { .. }
                | Route::Player { .. }
                | Route::Settings
                | Route::Log
                | Route::Share
                | Route::Mers
                | Route::BigScreen
                | Route::TableResult { .. }
                | Route::SeasonKey { .. }
        )
    }

    /// The calculator's screens.
    pub fn is_calculator(&self) -> bool {
        matches!(self, Route::Calculator | Route::Hand { .. } | Route::NotFound)
    }
}

/// The route of an address of an earlier version (a fragment, with or
/// without `#`), as a fragment path; `None` for a fragment that is empty or
/// already a route. `regels[/<set>[/<slug>]]` is a rule, `spel=<data>` a
/// shared game, and anything else a hand link (which says so when it does
/// not open).
pub fn normalise(fragment: &str) -> Option<String> {
    let f = fragment.trim_start_matches('#');
    if f.is_empty() || f.starts_with('/') {
        return None;
    }
    // A rule's address is the route's own with `/` in front: the router's
    // matcher says whether it is one (`regels` alone was the default set's).
    let rule = match f.trim_end_matches('/') {
        "regels" => Route::Rules { rules: Variant::default() }.to_path(),
        r => format!("/{r}"),
    };
    if Route::recognize(&rule).is_some_and(|r| r.is_rules()) {
        return Some(rule);
    }
    if let Some(data) = f.strip_prefix("spel=") {
        return Some(format!("/spel/{data}"));
    }
    Some(format!("/hand/{f}"))
}

/// Rewrites the page's address in place when it is one of an earlier
/// version (no new history step).
pub fn normalise_address() {
    let Some(window) = web_sys::window() else { return };
    let hash = window.location().hash().unwrap_or_default();
    if let (Some(path), Ok(history)) = (normalise(&hash), window.history()) {
        let state = history.state().unwrap_or(wasm_bindgen::JsValue::NULL);
        let _ = history.replace_state_with_url(&state, "", Some(&format!("#{path}")));
    }
}

/// A page opened without an address (from the home screen, a bookmark of
/// the app) reopens on the organiser's screen it was left on: always on
/// the organiser's page; on the player's page only when the organiser's
/// page was the one used last (issue 33: one who went from the
/// organiser's page to the calculator stays there). A player's app opens
/// on the calculator as always (issue 31).
pub fn reopen_where_left(own: Page) {
    let Some(window) = web_sys::window() else { return };
    let location = window.location();
    let bare = matches!(location.hash().unwrap_or_default().as_str(), "" | "#" | "#/");
    if !bare || location.search().unwrap_or_default().contains("embed") {
        return;
    }
    if own == Page::Player && last_page() == Some(Page::Player) {
        return;
    }
    let Some(address) = crate::store::saved_screen().filter(|a| a.starts_with("#/competitie")) else { return };
    if Route::recognize(&address[1..]).is_some_and(|r| r.is_club()) {
        if let Ok(history) = window.history() {
            let state = history.state().unwrap_or(wasm_bindgen::JsValue::NULL);
            let _ = history.replace_state_with_url(&state, "", Some(&address));
        }
    }
}

/// Keeps old addresses working while the app is open: registered before
/// the router, so this listener runs first and the router reads a route.
pub fn keep_old_links() {
    if let Some(window) = web_sys::window() {
        gloo_events::EventListener::new(&window, "popstate", |_| normalise_address()).forget();
    }
}

/// The two pages of the app, one per user (issue 33): the player's
/// (`index.html`: calculator, sheet, rules, a table card) and the
/// organiser's (`competitie.html`: seasons, draw, results, standings).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Page {
    Player,
    Organiser,
}

/// The organiser's page's file name, beside the player's page.
pub const ORGANISER_PAGE: &str = "competitie.html";

impl Page {
    /// Which page serves a route: the organiser's screens and the
    /// standings view are the organiser's; a table card is opened on a
    /// table's phone, the player's page.
    pub fn of(route: &Route) -> Page {
        if route.is_club() {
            Page::Organiser
        } else {
            Page::Player
        }
    }

    /// The page's path in the folder `path` (a page's own path, e.g.
    /// `/club/competitie.html` or `/club/`).
    pub fn path_in(self, path: &str) -> String {
        let folder = &path[..path.rfind('/').map_or(0, |i| i + 1)];
        match self {
            Page::Player => folder.to_string(),
            Page::Organiser => format!("{folder}{ORGANISER_PAGE}"),
        }
    }
}

/// A page's address (origin and path, no query or fragment), beside the
/// page that is open.
pub fn page_url(page: Page) -> String {
    let here = web_sys::window().map(|w| w.location());
    here.and_then(|l| Some(format!("{}{}", l.origin().ok()?, page.path_in(&l.pathname().ok()?)))).unwrap_or_default()
}

thread_local! {
    /// The breakdown line a rule was opened from, to bring it back into
    /// view when the player returns.
    static CAME_FROM: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Remembers the breakdown line (its `data-item`) a rule is opened from.
pub fn remember_line(item: &str) {
    CAME_FROM.with(|c| *c.borrow_mut() = Some(item.to_string()));
}

/// The breakdown line to bring back into view, once.
pub fn take_line() -> Option<String> {
    CAME_FROM.with(|c| c.borrow_mut().take())
}

/// The page used last on this device (issue 33): the player's page opened
/// bare (from the home screen) reopens the organiser's screen only when
/// the organiser's page was the last one used.
pub fn last_page() -> Option<Page> {
    match crate::store::local_text(crate::store::PAGE_KEY).as_deref() {
        Some("player") => Some(Page::Player),
        Some("organiser") => Some(Page::Organiser),
        _ => None,
    }
}

/// Keeps the page used last.
pub fn save_last_page(page: Page) {
    crate::store::keep_local_text(crate::store::PAGE_KEY, Some(if page == Page::Player { "player" } else { "organiser" }));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_addresses_become_routes() {
        assert_eq!(normalise("#regels/nts/kronkelende-slang").as_deref(), Some("/regels/nts/kronkelende-slang"));
        assert_eq!(normalise("regels/mcr").as_deref(), Some("/regels/mcr"));
        assert_eq!(normalise("#regels").as_deref(), Some("/regels/nts"));
        assert_eq!(normalise("#spel=eyJydWxlcyI6Im50cyJ9").as_deref(), Some("/spel/eyJydWxlcyI6Im50cyJ9"));
        assert_eq!(normalise("#v1;r=nts;o=E;a=0").as_deref(), Some("/hand/v1;r=nts;o=E;a=0"));
        // Not a rule set: a hand link, which then says it does not open.
        assert_eq!(normalise("#regels/riichi").as_deref(), Some("/hand/regels/riichi"));
        assert_eq!(normalise("#regelsx").as_deref(), Some("/hand/regelsx"));
        assert_eq!(normalise("#/blad"), None);
        assert_eq!(normalise(""), None);
        assert_eq!(normalise("#"), None);
    }

    #[test]
    fn routes_read_and_write() {
        let rule = Route::Rule { rules: Variant::Mcr, slug: "verborgen-schat".into() };
        assert_eq!(rule.href(), "#/regels/mcr/verborgen-schat");
        assert_eq!(Route::recognize("/regels/mcr/verborgen-schat"), Some(rule));
        assert_eq!(Route::recognize("/regels/classic"), Some(Route::Rules { rules: Variant::Classic }));
        assert_eq!(Route::recognize("/regels/riichi"), Some(Route::NotFound));
        assert_eq!(Route::recognize("/blad/g17/hand/3"), Some(Route::HandEditor { game: "g17".into(), number: 3 }));
        assert_eq!(Route::recognize("/hand/v1;r=nts;o=E;a=0"), Some(Route::Hand { link: "v1;r=nts;o=E;a=0".into() }));
        assert_eq!(Route::recognize("/"), Some(Route::Calculator));
        assert_eq!(Route::recognize("/competitie/avond/2026-09-01"), Some(Route::Evening { date: "2026-09-01".into() }));
        assert_eq!(Route::recognize("/competitie/leden"), Some(Route::Members));
        // Issue 33: which page serves which address.
        assert_eq!(Page::of(&Route::Club), Page::Organiser);
        assert_eq!(Page::of(&Route::TableResult { data: "x".into() }), Page::Organiser);
        assert_eq!(Page::of(&Route::SeasonKey { data: "s1.x".into() }), Page::Organiser);
        assert_eq!(Page::of(&Route::TableCard { data: "x".into() }), Page::Player);
        assert_eq!(Page::of(&Route::Sheet), Page::Player);
        assert_eq!(Page::Organiser.path_in("/club/"), "/club/competitie.html");
        assert_eq!(Page::Organiser.path_in("/club/index.html"), "/club/competitie.html");
        assert_eq!(Page::Player.path_in("/club/competitie.html"), "/club/");
        assert_eq!(Page::Player.path_in("/"), "/");
        // A name with a space and an accent goes through the address and back.
        let player = Route::Player { name: "Anne-Marie de Wit é".into() };
        assert_eq!(Route::recognize(&player.to_path()), Some(player));
    }
}
