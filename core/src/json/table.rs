//! What travels between the phones of a club evening (issues 22, 31), as
//! the engine defines it: a table card (who sits where, the rule set, the
//! evening, the table and the table's key) and a table's result (its whole
//! game line, signed with that key). How they travel (links, QR codes) is
//! the app's.
//!
//! The key: the organiser's season has a secret that never leaves the
//! organiser's phones (not published); a table's key is an HMAC of the
//! table in this draw (date, number, players in seat order) under it, so
//! the card of a re-drawn table has another key. The table's phone signs
//! its result (HMAC-SHA-256 of the result without its tiles) and the
//! organiser's phone, deriving the same key, refuses a result whose
//! signature does not match (compared in constant time): a changed
//! score, hand or name.

use base64::Engine as _;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

use super::game::GameLine;
use super::limits::MAX_NAME;
use super::phone::PhoneSignature;
use super::signed::{framed, B64};
use crate::competition::date::Date;
use crate::rules::Variant;

/// The bytes of a key and a signature kept (of SHA-256's 32).
const TAG: usize = 16;

/// The most tables an evening draws on a card.
const MAX_TABLE: u32 = 50;

type HmacSha256 = Hmac<Sha256>;

/// Which table of which evening a game on a table's phone is.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableRef {
    /// The season's name.
    pub season: String,
    /// The season's id on the organiser's phone (issue 32: a result goes
    /// to that season, not to another of the same name); none on cards
    /// made before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The evening's date (a tournament's round on its day).
    pub date: String,
    /// The evening's id where it is not the date (issue 49: an evening
    /// moved to another date, or a new one on a moved evening's first
    /// date); none on cards made before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub evening: Option<String>,
    /// The table's number, from 1.
    pub table: u32,
    /// The table's key (on a card, and kept with the table's game; never
    /// in a result).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// The club's inbox database (issue 52): where the table's phone may
    /// also send its result when it has a network (`https://…/club-inbox`);
    /// none where the club shares no server. On a card and kept with the
    /// table's game; never in a result.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inbox: Option<String>,
}

/// The longest inbox address a card carries.
const MAX_INBOX: usize = 200;

impl TableRef {
    /// The same table of the same evening of the same season, whichever
    /// draw (the key tells draws apart).
    pub fn same_table(&self, other: &TableRef) -> bool {
        (&self.season, &self.id, self.evening_id(), self.table) == (&other.season, &other.id, other.evening_id(), other.table)
    }

    /// The evening's id: the date it was drawn on, kept when it moves
    /// (issue 49: the season's evening by this id).
    pub fn evening_id(&self) -> &str {
        self.evening.as_deref().unwrap_or(&self.date)
    }

    /// Whether it can name a table: ids of 1 to 60 bytes (or none), a
    /// season's name, a date (or a round on its day), a table of 1 to 50.
    pub fn is_valid(&self) -> bool {
        let id = |id: &Option<String>| id.as_ref().is_none_or(|id| !id.is_empty() && id.len() <= 60);
        let inbox = self.inbox.as_ref().is_none_or(|u| {
            u.len() <= MAX_INBOX
                && (u.starts_with("https://") || u.starts_with("http://"))
                && !u.chars().any(|c| c.is_whitespace() || c.is_control())
        });
        inbox
            && id(&self.id)
            && id(&self.evening)
            && self.season.chars().count() <= MAX_NAME
            && self.date.parse::<Date>().is_ok()
            && (1..=MAX_TABLE).contains(&self.table)
    }
}

/// A table card: the table, its rule set and its players, East first.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableCard {
    /// The table.
    #[serde(flatten)]
    pub at: TableRef,
    /// The rule set it plays.
    pub rules: Variant,
    /// The players, East first.
    pub names: Vec<String>,
}

/// Why a table card cannot be played from.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum CardProblem {
    /// Not a table's reference, a blank or too long name, or one player
    /// at two seats (issue 32).
    #[error("not a table card")]
    Damaged,
    /// A table the rule set does not play on a phone (C17: three under MCR).
    #[error("this rule set plays no game at a table of this size")]
    NoGame,
}

impl TableCard {
    /// Whether a table's phone can play from it: its reference, names a
    /// game can have, every seat a different player, a table the rule
    /// set plays (C17).
    pub fn check(&self) -> Result<(), CardProblem> {
        let names = self.names.iter().all(|n| !n.trim().is_empty() && n.chars().count() <= MAX_NAME);
        let apart = !self.names.iter().enumerate().any(|(i, n)| self.names[..i].contains(n));
        if !(self.at.is_valid() && names && apart) {
            return Err(CardProblem::Damaged);
        }
        if !self.playable() {
            return Err(CardProblem::NoGame);
        }
        Ok(())
    }

    /// Whether the rule set plays a table of this size (the engine's
    /// `table_sizes`, C17: only a table of three under MCR cannot); that
    /// table types its result on paper.
    pub fn playable(&self) -> bool {
        self.game().replay().is_ok()
    }

    /// The game the table plays: its rule set, the names in seating
    /// order, the first East the draw's.
    pub fn game(&self) -> GameLine {
        GameLine::new(self.rules, self.names.clone())
    }
}

/// A table's result: its game, for the organiser, signed with the
/// table's key where the card had one.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SignedResult {
    /// The table.
    #[serde(flatten)]
    pub at: TableRef,
    /// Its game.
    pub game: GameLine,
    /// The signature (base64url of 16 bytes); none from a card without a key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mac: Option<String>,
    /// The tiles' own signature (issue 49): over the signed result and
    /// every hand's tiles, so a changed tile is refused as a changed score
    /// is, while the compact code (no tiles) verifies without it. None
    /// where no hand has tiles, or the card had no key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiles_mac: Option<String>,
    /// The phone that sent it, signed with the phone's own key (issue 51):
    /// none from an earlier app.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone: Option<PhoneSignature>,
}

/// HMAC-SHA-256 of the parts, each preceded by its length.
fn mac(key: &[u8], parts: &[&[u8]]) -> HmacSha256 {
    let mut mac = HmacSha256::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(&framed(parts));
    mac
}

/// The first [`TAG`] bytes of the parts' HMAC, in base64url.
fn tag(key: &[u8], parts: &[&[u8]]) -> String {
    B64.encode(&mac(key, parts).finalize().into_bytes()[..TAG])
}

/// Whether `tag` is the tag of `parts` under `key`, compared in constant
/// time (issue 48: comparing text would tell how much of a guess was right).
fn verify_tag(key: &[u8], parts: &[&[u8]], tag: &str) -> bool {
    let Ok(bytes) = B64.decode(tag) else { return false };
    bytes.len() == TAG && mac(key, parts).verify_truncated_left(&bytes).is_ok()
}

/// A game's print (issue 51): the same game gives the same print, so a
/// removed result's link is known when it comes again.
pub fn game_print(game: &GameLine) -> String {
    print(b"game print", &serde_json::to_vec(game).unwrap_or_default())
}

/// A print of `bytes` under `label` (a keyed hash, cut as a signature):
/// equal bytes give equal prints, and a print does not give them back.
pub fn print(label: &[u8], bytes: &[u8]) -> String {
    tag(label, &[bytes])
}

/// A table's key in this draw (issue 31): the season's secret over the
/// evening (its id, issue 49: the date it was drawn on), the table's
/// number and its players in seat order.
pub fn table_key(secret: &str, evening: &str, table: u32, names: &[String]) -> String {
    let number = table.to_string();
    let mut parts: Vec<&[u8]> = vec![b"table key", evening.as_bytes(), number.as_bytes()];
    parts.extend(names.iter().map(|n| n.as_bytes()));
    tag(secret.as_bytes(), &parts)
}

impl SignedResult {
    /// A table's result, signed with the key its card brought (none from
    /// an earlier card); the key itself stays on the table's phone.
    pub fn signed(at: &TableRef, game: GameLine) -> SignedResult {
        let mut r = SignedResult { at: TableRef { key: None, inbox: None, ..at.clone() }, game, mac: None, tiles_mac: None, phone: None };
        r.mac = at.key.as_deref().map(|k| tag(k.as_bytes(), &[b"table result", &r.signed_bytes()]));
        if r.has_tiles() {
            r.tiles_mac = at.key.as_deref().map(|k| tag(k.as_bytes(), &[b"table tiles", &r.signed_bytes(), &r.tile_bytes()]));
        }
        r
    }

    /// Whether a hand was entered with its tiles.
    fn has_tiles(&self) -> bool {
        self.game.hands.iter().any(|h| h.table.is_some())
    }

    /// The bytes the tiles' signature adds: every hand's tiles, in order.
    fn tile_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(&self.game.hands.iter().map(|h| &h.table).collect::<Vec<_>>()).unwrap_or_default()
    }

    /// Whether the tiles are as the table's phone signed them with `key`
    /// (issue 49): no tiles, or tiles with their signature.
    pub fn verify_tiles(&self, key: &str) -> bool {
        !self.has_tiles()
            || self
                .tiles_mac
                .as_deref()
                .is_some_and(|mac| verify_tag(key.as_bytes(), &[b"table tiles", &self.signed_bytes(), &self.tile_bytes()], mac))
    }

    /// What the signature covers: the table and what the replay needs
    /// (every hand without its tiles, so the QR code's result and the
    /// link's sign alike).
    fn bare(&self) -> SignedResult {
        let mut game = self.game.clone();
        for h in &mut game.hands {
            h.table = None;
        }
        SignedResult { at: TableRef { key: None, inbox: None, ..self.at.clone() }, game, mac: None, tiles_mac: None, phone: None }
    }

    /// The bytes the signature covers: the result without its tiles.
    fn signed_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(&self.bare()).unwrap_or_default()
    }

    /// Whether the result is as the table's phone signed it with `key`.
    pub fn verify(&self, key: &str) -> bool {
        self.mac.as_deref().is_some_and(|mac| verify_tag(key.as_bytes(), &[b"table result", &self.signed_bytes()], mac))
    }

    /// The same result without the hands' tiles and their signature (the
    /// standings never need them; the link keeps them).
    pub fn compact(&self) -> SignedResult {
        SignedResult { mac: self.mac.clone(), phone: self.phone.clone(), ..self.bare() }
    }

    /// The result signed also by the phone whose seed is `seed`, said to
    /// be `owner`'s (issue 51): over what the table's signature covers, so
    /// the QR code's result and the link's verify alike. (The app signs
    /// in the browser's own Ed25519 instead: [`Self::phone_message`].)
    pub fn by_phone(mut self, seed: &[u8; 32], owner: &str, sent: Option<u64>) -> SignedResult {
        self.phone = Some(PhoneSignature::sign(seed, owner, sent, &self.signed_bytes()));
        self
    }

    /// What a phone signs for this result as `owner`'s (issue 51), for a
    /// phone that signs with a key of its own elsewhere (the browser's).
    pub fn phone_message(&self, owner: &str, sent: Option<u64>) -> Vec<u8> {
        super::phone::message(owner, sent, &self.signed_bytes())
    }

    /// Whether the phone's signature, where there is one, is the phone's
    /// over this result (issue 51): a result changed on the way, or
    /// another phone's key put on it, is not.
    pub fn verify_phone(&self) -> bool {
        self.phone.as_ref().is_none_or(|p| p.verify(&self.signed_bytes()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::json::GameHand;

    fn at() -> TableRef {
        TableRef {
            season: "Competitie".into(),
            id: Some("s1".into()),
            date: "2026-09-01".into(),
            evening: None,
            table: 2,
            key: None,
            inbox: None,
        }
    }

    /// Issue 31: the key stays on the table's phone; a signed result
    /// verifies with the key the organiser derives, and any edit (a
    /// score that still replays, a name, a signature of another length)
    /// breaks it; the tiles are outside the signature.
    /// Issue 52: a card may name the club's inbox; the result made from
    /// it does not carry it; an address that is no web address is refused.
    #[test]
    fn a_card_names_the_clubs_inbox() {
        let inbox = |u: &str| TableRef { inbox: Some(u.into()), ..at() };
        let names: Vec<String> = ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec();
        let card = TableCard { at: inbox("https://couch.club.nl/groene-hart-inbox"), rules: Variant::Nts, names };
        assert_eq!(card.check(), Ok(()));
        let result = SignedResult::signed(&card.at, card.game());
        assert_eq!(result.at.inbox, None);
        assert!(inbox("http://127.0.0.1:5990/x-inbox").is_valid());
        for bad in ["javascript:alert(1)", "https://a b", "ftp://club.nl/x", &format!("https://{}", "a".repeat(200))] {
            assert!(!inbox(bad).is_valid(), "{bad}");
        }
    }

    #[test]
    fn a_signed_result_and_an_edited_one() {
        let names: Vec<String> = ["Cor", "Ans", "Dirk", "Bep"].map(String::from).to_vec();
        let key = table_key("season secret", "2026-09-01", 2, &names);
        // 16 bytes in base64url without padding: ceil(16 * 8 / 6) = 22 characters.
        assert_eq!(key.len(), 22);
        // Another draw of table 2 (other seats) has another key.
        let mut other = names.clone();
        other.swap(0, 1);
        assert_ne!(key, table_key("season secret", "2026-09-01", 2, &other));
        let card = TableCard { at: TableRef { key: Some(key.clone()), ..at() }, rules: Variant::Nts, names };
        assert_eq!(card.check(), Ok(()));
        let mut game = card.game();
        // Seed 003's hand (ruling 19), then a hand of 160 by Dirk.
        game.hands.push(GameHand { winner: Some(1), scores: vec![64, 96, 0, 20], dead: vec![2], ..GameHand::default() });
        game.hands.push(GameHand { winner: Some(2), scores: vec![0, 0, 160, 0], ..GameHand::default() });
        let result = SignedResult::signed(&card.at, game);
        assert_eq!(result.at.key, None, "the key stays on the table's phone");
        assert!(!serde_json::to_string(&result).unwrap().contains(&key));
        assert!(result.verify(&key));
        assert!(!result.verify(&table_key("season secret", "2026-09-01", 2, &other)), "another draw's key");
        let edit = |f: &dyn Fn(&mut SignedResult)| {
            let mut r = result.clone();
            f(&mut r);
            r.verify(&key)
        };
        // 160 changed to 200 (still a score some hand makes): refused.
        assert!(!edit(&|r| r.game.hands[1].scores[2] = 200));
        assert!(!edit(&|r| r.game.names[0] = "Kees".into()));
        assert!(!edit(&|r| r.mac = None));
        assert!(!edit(&|r| r.mac = r.mac.as_ref().map(|m| m[..21].to_string())), "a signature cut short");
        assert!(!edit(&|r| r.mac = Some("not base64!".into())));
        // The tiles are outside the signature (C21 checks them) ...
        assert!(edit(&|r| r.game.hands[0].table = Some("v1;r=nts".into())));
        assert_eq!(result.compact().game.hands[0].table, None);
        // ... and have their own (issue 49): a tile changed, added or
        // dropped with every score kept is refused; the compact form needs
        // none.
        let mut tiled = card.game();
        let rack = "v1;r=nts;w=E;s=1;h=1m2m3m4m5m6m7m8m9m1p2p3p4p4p;g=;t=4p;c=d";
        tiled.hands = result.game.hands.clone();
        tiled.hands[0].table = Some(rack.into());
        let tiled = SignedResult::signed(&card.at, tiled);
        assert!(tiled.verify(&key) && tiled.verify_tiles(&key) && result.verify_tiles(&key));
        let tiles = |f: &dyn Fn(&mut SignedResult)| {
            let mut r = tiled.clone();
            f(&mut r);
            r.verify(&key) && r.verify_tiles(&key)
        };
        assert!(!tiles(&|r| r.game.hands[0].table = Some(rack.replace("9m", "9p"))));
        assert!(!tiles(&|r| r.game.hands[1].table = Some(rack.into())));
        assert!(!tiles(&|r| r.tiles_mac = None));
        assert!(!tiles(&|r| r.tiles_mac = result.mac.clone()), "the result's signature is not the tiles'");
        // Every tile taken off: the compact form, which verifies.
        assert!(tiles(&|r| r.game.hands[0].table = None));
        assert_eq!(tiled.compact().tiles_mac, None);
        assert!(tiled.compact().verify(&key) && tiled.compact().verify_tiles(&key));
    }

    /// Issue 32: four equal names are no table; C17: a table of five
    /// plays under NTS and MCR, a table of three under MCR does not.
    #[test]
    fn cards_a_phone_plays_from() {
        let card = |rules, names: &[&str], at: TableRef| TableCard { at, rules, names: names.iter().map(|n| n.to_string()).collect() };
        assert_eq!(card(Variant::Nts, &["Ans"; 4], at()).check(), Err(CardProblem::Damaged));
        assert_eq!(card(Variant::Nts, &["A", "B", "C", " "], at()).check(), Err(CardProblem::Damaged));
        let round = TableRef { date: "2026-12-05-r3".into(), ..at() };
        assert_eq!(card(Variant::Nts, &["A", "B", "C", "D"], round).check(), Err(CardProblem::Damaged));
        let table51 = TableRef { table: 51, ..at() };
        assert_eq!(card(Variant::Nts, &["A", "B", "C", "D"], table51).check(), Err(CardProblem::Damaged));
        assert_eq!(card(Variant::Nts, &["A", "B", "C", "D", "E"], at()).check(), Ok(()));
        assert_eq!(card(Variant::Mcr, &["A", "B", "C", "D", "E"], at()).check(), Ok(()));
        assert_eq!(card(Variant::Mcr, &["A", "B", "C"], at()).check(), Err(CardProblem::NoGame));
    }
}
