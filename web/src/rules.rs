//! The address of the rules reference: `#regels/<set>` for a rule set's
//! list, `#regels/<set>/<slug>` for one entry (the slug of
//! `mahjong_core::reference`). The view itself is the `mahjong-reference`
//! module, loaded when the rules are first opened (`app`); the app and the
//! view meet only through this address, the host element and one event.

use mahjong_core::Variant;

/// Where the rules view is: a rule set's list, or one entry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RulesAt {
    pub variant: Variant,
    pub slug: Option<String>,
}

impl RulesAt {
    /// Reads `regels/<set>[/<slug>]` (a fragment, with or without `#`).
    pub fn parse(fragment: &str) -> Option<RulesAt> {
        let rest = fragment.trim_start_matches('#').strip_prefix("regels")?;
        if !(rest.is_empty() || rest.starts_with('/')) {
            return None;
        }
        let mut parts = rest.trim_start_matches('/').splitn(2, '/');
        let variant = match parts.next() {
            None | Some("") => Variant::default(),
            Some(v) => v.parse().ok()?,
        };
        let slug = parts.next().filter(|s| !s.is_empty()).map(str::to_string);
        Some(RulesAt { variant, slug })
    }

    /// The address, with `#`.
    pub fn href(&self) -> String {
        match &self.slug {
            Some(s) => format!("#regels/{}/{s}", self.variant),
            None => format!("#regels/{}", self.variant),
        }
    }
}

/// Goes to another address of the app: a new step in the history, so back
/// returns (the app follows with `hashchange`).
pub fn go(href: &str) {
    if let Some(location) = web_sys::window().map(|w| w.location()) {
        let _ = location.set_hash(href.trim_start_matches('#'));
    }
}

/// The event the rules view sends to try an example: its `detail` is the
/// example as a hand link (`link::encode`), opened by the calculator.
pub const TRY_EVENT: &str = "mahjong-try";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_read_and_write() {
        let at = RulesAt::parse("#regels/nts/kronkelende-slang").unwrap();
        assert_eq!(at, RulesAt { variant: Variant::Nts, slug: Some("kronkelende-slang".into()) });
        assert_eq!(at.href(), "#regels/nts/kronkelende-slang");
        assert_eq!(RulesAt::parse("regels/mcr"), Some(RulesAt { variant: Variant::Mcr, slug: None }));
        assert_eq!(RulesAt::parse("regels"), Some(RulesAt { variant: Variant::Nts, slug: None }));
        assert_eq!(RulesAt::parse("regels/riichi"), None);
        assert_eq!(RulesAt::parse("regelsx"), None);
        assert_eq!(RulesAt::parse("v1;r=nts"), None);
    }
}
