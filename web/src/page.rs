//! What the page's query asks for: `?embed=1&rules=nmb&lang=en&theme=light`
//! (embedding on a club website; `view=regels` embeds only the rules
//! reference). The fragment is the router's (`route`).

use mahjong_core::Variant;

use crate::calculator::{Action, State};
use crate::i18n::{Lang, Msg};
use crate::route::{page_url, Page, Route};
use yew_router::Routable;

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PageOptions {
    /// Compact, without the title (`embed=1`).
    pub embed: bool,
    /// The light theme (`theme=light`).
    pub light: bool,
    pub rules: Option<Variant>,
    pub lang: Option<Lang>,
    /// Only the rules reference (`view=regels`).
    pub rules_only: bool,
    /// Only the standings of a season file the club hosts beside the app
    /// (`view=stand&seizoen=stand.json`; same origin, a relative address).
    pub standings: Option<String>,
    /// That file's tournament on a big screen (`view=scherm`, issue 36):
    /// a second device beside the organiser's phone.
    pub big_screen: bool,
    /// The published standings in the club's CouchDB instead of a file
    /// (`bron=https://…/club-public/stand:s1`, issue 52), followed live.
    pub source: Option<String>,
}

impl PageOptions {
    /// The options from the query's parameters (`get` looks one up).
    /// Unknown values are ignored, never an error.
    pub fn new(get: impl Fn(&str) -> Option<String>) -> PageOptions {
        PageOptions {
            embed: get("embed").is_some_and(|v| v != "0"),
            light: get("theme").as_deref() == Some("light"),
            rules: get("rules").and_then(|v| v.parse().ok()),
            lang: get("lang").and_then(|v| Lang::from_code(&v)),
            rules_only: get("view").as_deref() == Some("regels"),
            standings: matches!(get("view").as_deref(), Some("stand" | "scherm"))
                .then(|| get("seizoen").unwrap_or_else(|| "stand.json".into())),
            big_screen: get("view").as_deref() == Some("scherm"),
            source: get("bron"),
        }
    }

    /// The season file's address, if it looks like one of this site:
    /// relative, or a path from the site's root; no scheme, no host, and
    /// no blank or control character the URL parser would drop (issue 32:
    /// `%20//evil.example` became a host). The page's origin is checked
    /// again by the browser's parser before it is fetched.
    pub fn standings_file(&self) -> Option<&str> {
        self.standings.as_deref().filter(|f| {
            !f.is_empty()
                && !f.contains(':')
                && !f.starts_with("//")
                && !f.contains('\\')
                && !f.chars().any(|c| c.is_whitespace() || c.is_control())
        })
    }

    /// The club database's document to follow (issue 52): an https
    /// address (or http on this computer) of at most 300 bytes, no blank
    /// or control character.
    pub fn source_url(&self) -> Option<&str> {
        self.source.as_deref().filter(|u| {
            let local = u.starts_with("http://127.0.0.1:") || u.starts_with("http://localhost:");
            (u.starts_with("https://") || local) && u.len() <= 300 && !u.chars().any(|c| c.is_whitespace() || c.is_control())
        })
    }

    /// The options of the page as loaded.
    pub fn from_location() -> PageOptions {
        let search = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
        let params = web_sys::UrlSearchParams::new_with_str(&search).ok();
        PageOptions::new(|k| params.as_ref()?.get(k))
    }

    /// The starting state: the address's hand if it opens (a broken
    /// link says so), else the hand kept on this device (opened from the
    /// home screen), else an empty table; the page's rule set (a club's
    /// embed) holds over the kept hand's.
    pub fn initial_state(&self, saved_lang: Lang, link: Option<&str>, kept: Option<String>) -> State {
        let lang = self.lang.unwrap_or(saved_lang);
        if let Some(link) = link {
            return crate::calculator::link::decode(link, lang).unwrap_or_else(|_| {
                let mut s = State::with_lang(lang);
                s.message = Some(Msg::BadLink);
                s
            });
        }
        let mut s = kept.and_then(|k| crate::calculator::link::decode(&k, lang).ok()).unwrap_or_else(|| State::with_lang(lang));
        if let Some(r) = self.rules.filter(|&r| r != s.variant()) {
            s.apply(Action::SetRules(r));
            s.clear_history();
        }
        s
    }
}

/// Sends an address meant for the other page there, before anything is
/// drawn (issue 33: `#/competitie/...` and `?view=stand` of the player's
/// page as printed and sent before the organiser's page had its own).
/// Returns whether it did.
pub fn forward_to(own: Page) -> bool {
    let Some(window) = web_sys::window() else { return false };
    let location = window.location();
    let (search, hash) = (location.search().unwrap_or_default(), location.hash().unwrap_or_default());
    let standings = PageOptions::from_location().standings.is_some();
    let routed = hash.strip_prefix('#').and_then(Route::recognize);
    let wanted = match (&routed, standings) {
        (_, true) => Page::Organiser,
        (Some(r), _) => Page::of(r),
        (None, _) => own,
    };
    // The organiser's page opened bare (`#/` is the calculator's address
    // on the player's page) stays on its own start screen.
    if wanted == own || (own == Page::Organiser && matches!(routed, None | Some(Route::Calculator))) {
        return false;
    }
    let to = format!("{}{search}{hash}", page_url(wanted));
    location.replace(&to).is_ok()
}

/// Where the player's app mounts: `#app` of the built page, beside the
/// tile faces' sprite. Yew empties its root when it mounts, and so takes
/// away the build's first screen that `#app` holds (issue 34); the
/// sprite, outside it, stays.
pub fn app_root() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id("app")
}

/// Whether the page's head script found that the app opens on a fresh
/// table with no game open (issue 34: `fresh-table`, set from what
/// `app::hooks::use_first_screen` keeps), which the score sheet's games do
/// not change. The build's first screen shows only then (and only on a
/// visit over the network).
pub fn fresh_table() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .is_some_and(|html| html.class_name().split_whitespace().any(|c| c == "fresh-table"))
}

#[cfg(test)]
mod tests {
    use super::PageOptions;

    fn file(seizoen: &str) -> Option<String> {
        let page = PageOptions::new(|k| match k {
            "view" => Some("stand".into()),
            "seizoen" => Some(seizoen.to_string()),
            _ => None,
        });
        page.standings_file().map(str::to_string)
    }

    /// Issue 32: only an address of this site; a blank, tab or newline the
    /// URL parser would drop never turns one into another host's.
    #[test]
    fn the_standings_file_is_of_this_site() {
        assert_eq!(file("stand.json").as_deref(), Some("stand.json"));
        assert_eq!(file("/club/stand.json").as_deref(), Some("/club/stand.json"));
        for bad in [
            "https://evil.example/stand.json",
            "//evil.example/s.json",
            " //evil.example/s.json",
            "\t//evil.example/s.json",
            "\n//evil.example/s.json",
            "/\\evil.example",
            "",
        ] {
            assert_eq!(file(bad), None, "{bad:?}");
        }
    }

    /// Issue 52: the standings from the club's server, an https address
    /// (or one on this computer); anything else is not followed.
    #[test]
    fn the_standings_source_is_a_web_address() {
        let source = |bron: &str| {
            let page = PageOptions::new(|k| match k {
                "view" => Some("stand".into()),
                "bron" => Some(bron.to_string()),
                _ => None,
            });
            page.source_url().map(str::to_string)
        };
        assert!(source("https://couch.club.nl/club-public/stand:s1").is_some());
        assert!(source("http://127.0.0.1:5990/club-public/stand:s1").is_some());
        for bad in ["http://evil.example/x", "javascript:alert(1)", "https://a b", "https://x\n"] {
            assert_eq!(source(bad), None, "{bad:?}");
        }
    }

    /// An embedding page may ask for MCR; a hand kept on the device opens
    /// when the address has none; the address's hand comes first; a
    /// broken link says so.
    #[test]
    fn the_first_hand_a_page_opens() {
        use crate::calculator::{Action, State};
        use crate::i18n::Lang;
        let mut s = State::default();
        s.apply(Action::SetRules(mahjong_core::Variant::Mcr));
        s.apply(Action::LoadHand(1, "123456789m23p55s +4p".into()));
        let text = crate::calculator::link::encode(&s);
        let query = |k: &str| [("embed", "1"), ("rules", "mcr")].iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string());
        let page = PageOptions::new(query);
        assert!(page.initial_state(Lang::Nl, None, None).is_mcr());
        // A hand kept on the device opens when the address has none; the
        // address's hand comes first.
        assert_eq!(page.initial_state(Lang::Nl, None, Some(text.clone())).winner, Some(1));
        assert_eq!(page.initial_state(Lang::Nl, Some("v1;r=nts;o=E;a=0"), Some(text.clone())).winner, None);
        assert_eq!(page.initial_state(Lang::Nl, Some("v9;bad"), None).message, Some(crate::i18n::Msg::BadLink));
    }
}
