//! What the page address asks for: `?embed=1&rules=nmb&lang=en&theme=light`
//! (embedding on a club website; `view=regels` embeds only the rules
//! reference), and in the fragment a shared hand, a shared game
//! (`#spel=`) or a rule (`#regels/nts/kronkelende-slang`).

use mahjong_core::Variant;

use crate::calculator::{Action, State};
use crate::i18n::{Lang, Msg};
use crate::rules::RulesAt;

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
    /// The link's hand, without the `#`.
    pub fragment: String,
}

impl PageOptions {
    /// The options from the query's parameters (`get` looks one up) and
    /// the fragment. Unknown values are ignored, never an error.
    pub fn new(get: impl Fn(&str) -> Option<String>, fragment: &str) -> PageOptions {
        PageOptions {
            embed: get("embed").is_some_and(|v| v != "0"),
            light: get("theme").as_deref() == Some("light"),
            rules: get("rules").and_then(|v| v.parse().ok()),
            lang: get("lang").and_then(|v| Lang::from_code(&v)),
            rules_only: get("view").as_deref() == Some("regels"),
            fragment: fragment.trim_start_matches('#').to_string(),
        }
    }

    /// The options of the page as loaded.
    pub fn from_location() -> PageOptions {
        let location = web_sys::window().map(|w| w.location());
        let search = location.as_ref().and_then(|l| l.search().ok()).unwrap_or_default();
        let hash = location.as_ref().and_then(|l| l.hash().ok()).unwrap_or_default();
        let params = web_sys::UrlSearchParams::new_with_str(&search).ok();
        PageOptions::new(|k| params.as_ref()?.get(k), &hash)
    }

    /// The rule to show first: the fragment's, or the reference of the
    /// page's rule set with `view=regels`.
    pub fn rules_at(&self) -> Option<RulesAt> {
        RulesAt::parse(&self.fragment).or_else(|| self.rules_only.then(|| RulesAt { variant: self.rules.unwrap_or_default(), slug: None }))
    }

    /// The starting state: a link's hand if it opens, else an empty table
    /// with the page's rule set and language. A broken link says so.
    pub fn initial_state(&self, saved: Lang) -> State {
        let lang = self.lang.unwrap_or(saved);
        // A shared game's link opens on the score sheet, a rule's link on
        // the rules: neither is a hand.
        let hand_link = !crate::sheet::share::is_game_link(&self.fragment) && RulesAt::parse(&self.fragment).is_none();
        if !self.fragment.is_empty() && hand_link {
            return crate::link::decode(&self.fragment, lang).unwrap_or_else(|_| {
                let mut s = State::with_lang(lang);
                s.message = Some(Msg::BadLink);
                s
            });
        }
        let mut s = State::with_lang(lang);
        if let Some(r) = self.rules {
            s.apply(Action::SetRules(r));
        }
        s
    }
}
