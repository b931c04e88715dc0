//! What travels between the phones of a club evening (issue 22), as links
//! and QR codes: a table card (the organiser's phone to a table's: who
//! sits where, the rule set, the evening, the table and the table's key)
//! and a table's result (the table's phone back: its whole game line,
//! signed with that key). Both are JSON, deflated, in URL-safe base64
//! (issue 31: a game of 16 hands fits one QR code); links made before
//! that (plain base64 JSON) still open. Whatever arrives is checked: by
//! the engine where it is a game, by the key for an edit on the way.
//!
//! The key: the organiser's season has a secret that never leaves the
//! organiser's phones (not published); a table's key is an HMAC of the
//! table in this draw (date, number, players in seat order) under it, so
//! the card of a re-drawn table has another key. The table's phone signs
//! its result (HMAC-SHA-256 of the result without its tiles) and the
//! organiser's phone, deriving the same key, refuses a result whose
//! signature does not match: a changed score, hand or name.

use base64::Engine as _;
use hmac::{Hmac, Mac};
use mahjong_core::json::GameLine;
use mahjong_core::Variant;
use serde::{Deserialize, Serialize};
use sha2::Sha256;

use mahjong_core::json::season::MAX_NAME;

use crate::link_data::{B64, MAX_DATA};
/// The bytes of a key and a signature kept (of SHA-256's 32).
const TAG: usize = 16;

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
    /// The evening's date.
    pub date: String,
    /// The table's number, from 1.
    pub table: u32,
    /// The table's key (on a card, and kept with the table's game; never
    /// in a result).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

impl TableRef {
    /// The same table of the same evening of the same season, whichever
    /// draw (the key tells draws apart).
    pub fn same_table(&self, other: &TableRef) -> bool {
        (&self.season, &self.id, &self.date, self.table) == (&other.season, &other.id, &other.date, other.table)
    }
}

/// A table card: the table, its rule set and its players, East first.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableCard {
    #[serde(flatten)]
    pub at: TableRef,
    pub rules: Variant,
    pub names: Vec<String>,
}

/// A table's result: its game, for the organiser, signed with the
/// table's key where the card had one.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SignedResult {
    #[serde(flatten)]
    pub at: TableRef,
    pub game: GameLine,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mac: Option<String>,
}

/// Why a card or a result link does not open.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CardError {
    /// Not base64, too long, or not what a card or a result holds.
    Damaged,
    /// A result whose game the engine cannot replay, or a card whose
    /// table the rule set does not play.
    NoGame,
}

async fn encode<T: Serialize>(value: &T) -> String {
    crate::link_data::pack(serde_json::to_vec(value).unwrap_or_default()).await
}

fn decode<T: for<'de> Deserialize<'de>>(data: &str) -> Result<T, CardError> {
    let json = crate::link_data::unpack(data).ok_or(CardError::Damaged)?;
    serde_json::from_slice(&json).map_err(|_| CardError::Damaged)
}

/// The start of a result's compact binary form (a QR code's).
const PACKED: &str = "b.";

/// A result as a QR code carries it: postcard's varints and lengths, the
/// rule set and fans by their ids' place, the signature as bytes; what
/// the replay and the standings need, nothing else.
#[derive(Serialize, Deserialize)]
struct Wire {
    season: String,
    date: String,
    table: u32,
    rules: String,
    /// A club's options as JSON (rare: most tables play a preset).
    options: Option<String>,
    players: u8,
    names: Vec<String>,
    east: u8,
    green: Option<bool>,
    hands: Vec<WireHand>,
    mac: Option<Vec<u8>>,
}

#[derive(Serialize, Deserialize)]
struct WireHand {
    winner: Option<u8>,
    scores: Vec<u32>,
    fan: Option<u32>,
    discarder: Option<u8>,
    dead: Vec<u8>,
    penalties: Vec<u32>,
    /// MCR fans by their place in `Fan::ALL`.
    fans: Vec<u8>,
}

/// A small index (players, seats) that fits a byte; a larger one cannot
/// be a player, and the replay refuses it as 255.
fn byte(i: usize) -> u8 {
    u8::try_from(i).unwrap_or(u8::MAX)
}

impl From<&SignedResult> for Wire {
    fn from(r: &SignedResult) -> Wire {
        use mahjong_core::mcr::fans::Fan;
        let g = &r.game;
        Wire {
            season: r.at.season.clone(),
            date: r.at.date.clone(),
            table: r.at.table,
            rules: g.rules.id().to_string(),
            options: g.options.as_ref().and_then(|o| serde_json::to_string(o).ok()),
            players: byte(g.players),
            names: g.names.clone(),
            east: byte(g.east),
            green: g.green_dragon_round,
            hands: g
                .hands
                .iter()
                .map(|h| WireHand {
                    winner: h.winner.map(byte),
                    scores: h.scores.clone(),
                    fan: h.fan,
                    discarder: h.discarder.map(byte),
                    dead: h.dead.iter().copied().map(byte).collect(),
                    penalties: h.penalties.clone(),
                    fans: h.fans.iter().map(|id| byte(Fan::ALL.iter().position(|f| f.id() == id).unwrap_or(usize::MAX))).collect(),
                })
                .collect(),
            mac: r.mac.as_ref().and_then(|m| B64.decode(m.as_bytes()).ok()),
        }
    }
}

impl TryFrom<Wire> for SignedResult {
    type Error = CardError;
    fn try_from(w: Wire) -> Result<SignedResult, CardError> {
        use mahjong_core::mcr::fans::Fan;
        let fan_id = |k: u8| Fan::ALL.get(usize::from(k)).map(|f| f.id().to_string()).ok_or(CardError::Damaged);
        let hands = w
            .hands
            .into_iter()
            .map(|h| {
                Ok(mahjong_core::json::GameHand {
                    winner: h.winner.map(usize::from),
                    scores: h.scores,
                    fan: h.fan,
                    discarder: h.discarder.map(usize::from),
                    dead: h.dead.into_iter().map(usize::from).collect(),
                    penalties: h.penalties,
                    fans: h.fans.into_iter().map(fan_id).collect::<Result<_, _>>()?,
                    table: None,
                })
            })
            .collect::<Result<Vec<_>, CardError>>()?;
        let options = match w.options {
            Some(json) => Some(serde_json::from_str(&json).map_err(|_| CardError::Damaged)?),
            None => None,
        };
        Ok(SignedResult {
            at: TableRef { season: w.season, id: None, date: w.date, table: w.table, key: None },
            game: GameLine {
                rules: w.rules.parse().map_err(|_| CardError::Damaged)?,
                options,
                players: usize::from(w.players),
                names: w.names,
                east: usize::from(w.east),
                green_dragon_round: w.green,
                hands,
            },
            mac: w.mac.map(|m| B64.encode(m)),
        })
    }
}

/// HMAC-SHA-256 of the parts, kept to [`TAG`] bytes, in base64url.
fn mac(key: &[u8], parts: &[&[u8]]) -> HmacSha256 {
    let mut mac = HmacSha256::new_from_slice(key).expect("HMAC takes a key of any length");
    for part in parts {
        mac.update(&(part.len() as u64).to_be_bytes());
        mac.update(part);
    }
    mac
}

fn tag(key: &[u8], parts: &[&[u8]]) -> String {
    B64.encode(&mac(key, parts).finalize().into_bytes()[..TAG])
}

/// Whether `tag` is the tag of `parts` under `key`, compared in constant
/// time (issue 48: a `==` on the text tells how much of a guess was right).
fn verify_tag(key: &[u8], parts: &[&[u8]], tag: &str) -> bool {
    let Ok(bytes) = B64.decode(tag) else { return false };
    bytes.len() == TAG && mac(key, parts).verify_truncated_left(&bytes).is_ok()
}

/// A fresh secret for a season's keys: 16 random bytes from the browser
/// (`crypto.getRandomValues`); `None` where it has none.
pub fn random_secret() -> Option<String> {
    let mut bytes = [0u8; 16];
    web_sys::window()?.crypto().ok()?.get_random_values_with_u8_array(&mut bytes).ok()?;
    Some(B64.encode(bytes))
}

/// A table's key in this draw (issue 31): the season's secret over the
/// evening, the table's number and its players in seat order.
pub fn table_key(secret: &str, date: &str, table: u32, names: &[String]) -> String {
    let number = table.to_string();
    let mut parts: Vec<&[u8]> = vec![b"table key", date.as_bytes(), number.as_bytes()];
    parts.extend(names.iter().map(|n| n.as_bytes()));
    tag(secret.as_bytes(), &parts)
}

fn check_ref(at: &TableRef) -> Result<(), CardError> {
    let id = at.id.as_ref().is_none_or(|id| !id.is_empty() && id.len() <= 60);
    // The evening's date, or a tournament's round on its day (issue 36).
    let date = at.date.parse::<mahjong_core::competition::date::Date>().is_ok();
    let ok = id && at.season.chars().count() <= MAX_NAME && date && (1..=50).contains(&at.table);
    ok.then_some(()).ok_or(CardError::Damaged)
}

impl TableCard {
    /// The link's data.
    pub async fn encode(&self) -> String {
        encode(self).await
    }

    /// A card's data, checked: names a game can have, a table the rule
    /// set plays (C17).
    pub fn decode(data: &str) -> Result<TableCard, CardError> {
        let card: TableCard = decode(data)?;
        check_ref(&card.at)?;
        if card.names.iter().any(|n| n.trim().is_empty() || n.chars().count() > MAX_NAME) {
            return Err(CardError::Damaged);
        }
        // Issue 32: every seat a different player, as a draw makes them.
        if card.names.iter().enumerate().any(|(i, n)| card.names[..i].contains(n)) {
            return Err(CardError::Damaged);
        }
        if !card.playable() {
            return Err(CardError::NoGame);
        }
        Ok(card)
    }

    /// Whether the rule set plays a table of this size (the engine's
    /// `table_sizes`, C17: only a table of three under MCR cannot); that
    /// table types its result on paper.
    pub fn playable(&self) -> bool {
        GameLine::new(self.rules, self.names.clone()).replay().is_ok()
    }

    /// The game the table plays: its rule set, the names in seating
    /// order, the first East the draw's.
    pub fn game(&self) -> GameLine {
        GameLine::new(self.rules, self.names.clone())
    }
}

impl SignedResult {
    /// A table's result, signed with the key its card brought (none from
    /// an earlier card); the key itself stays on the table's phone.
    pub fn signed(at: &TableRef, game: GameLine) -> SignedResult {
        let mut r = SignedResult { at: TableRef { key: None, ..at.clone() }, game, mac: None };
        r.mac = at.key.as_deref().map(|k| r.mac_with(k));
        r
    }

    /// What the signature covers: the table and what the replay needs
    /// (every hand without its tiles, so the QR code's result and the
    /// link's sign alike).
    fn bare(&self) -> SignedResult {
        let mut game = self.game.clone();
        for h in &mut game.hands {
            h.table = None;
        }
        SignedResult { at: TableRef { key: None, ..self.at.clone() }, game, mac: None }
    }

    fn mac_with(&self, key: &str) -> String {
        tag(key.as_bytes(), &[b"table result", &self.signed_bytes()])
    }

    /// The bytes the signature covers: the result without its tiles.
    fn signed_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(&self.bare()).unwrap_or_default()
    }

    /// Whether the result is as the table's phone signed it with `key`.
    pub fn verify(&self, key: &str) -> bool {
        self.mac.as_deref().is_some_and(|mac| verify_tag(key.as_bytes(), &[b"table result", &self.signed_bytes()], mac))
    }

    /// The same result without the hands' tiles (the standings never need
    /// them; the link keeps them).
    pub fn compact(&self) -> SignedResult {
        SignedResult { mac: self.mac.clone(), ..self.bare() }
    }

    /// What a QR code carries: the result without its tiles in a compact
    /// binary form ([`Wire`]), deflated: a game of 16 hands in one code
    /// a phone reads off another's screen.
    pub async fn encode_compact(&self) -> String {
        let compact = self.compact();
        let mut bytes = postcard::to_allocvec(&Wire::from(&compact)).unwrap_or_default();
        // The season's id after the result, so codes made before it still read.
        if let Some(id) = &compact.at.id {
            bytes.extend(postcard::to_allocvec(id).unwrap_or_default());
        }
        format!("{PACKED}{}", B64.encode(crate::deflate::deflate(bytes).await))
    }

    /// The link's data.
    pub async fn encode(&self) -> String {
        encode(self).await
    }

    /// A result's data (a link's, or a QR code's compact form). Its game
    /// is checked where it is taken in (the organiser's model), so a
    /// refusal can name the hand that fails.
    pub fn decode(data: &str) -> Result<SignedResult, CardError> {
        let r: SignedResult = match data.strip_prefix(PACKED) {
            Some(packed) if data.len() <= MAX_DATA => {
                let packed = B64.decode(packed.as_bytes()).map_err(|_| CardError::Damaged)?;
                let bytes = crate::deflate::inflate(&packed).ok_or(CardError::Damaged)?;
                let (wire, rest) = postcard::take_from_bytes::<Wire>(&bytes).map_err(|_| CardError::Damaged)?;
                let mut r: SignedResult = wire.try_into()?;
                if !rest.is_empty() {
                    r.at.id = Some(postcard::from_bytes::<String>(rest).map_err(|_| CardError::Damaged)?);
                }
                r
            }
            _ => decode(data)?,
        };
        check_ref(&r.at)?;
        Ok(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deflate::now;
    use mahjong_core::json::GameHand;

    fn at() -> TableRef {
        TableRef { season: "Competitie 2026".into(), id: Some("s1".into()), date: "2026-09-01".into(), table: 2, key: None }
    }

    #[test]
    fn a_card_and_a_result_travel() {
        let card = TableCard { at: at(), rules: Variant::Nts, names: vec!["Cor".into(), "Ans".into(), "Dirk".into(), "Bep".into()] };
        assert_eq!(TableCard::decode(&now(card.encode())), Ok(card.clone()));
        // Issue 36: a tournament's round travels; a date that is none does not.
        let round = TableCard { at: TableRef { date: "2026-12-05-r03".into(), ..at() }, ..card.clone() };
        assert_eq!(TableCard::decode(&now(round.encode())), Ok(round.clone()));
        let bad = TableCard { at: TableRef { date: "2026-12-05-r3".into(), ..at() }, ..card.clone() };
        assert_eq!(TableCard::decode(&now(bad.encode())), Err(CardError::Damaged));
        // Issue 32: four equal names are no table.
        let same = TableCard { names: vec!["Ans".into(); 4], ..card.clone() };
        assert_eq!(TableCard::decode(&now(same.encode())), Err(CardError::Damaged));
        // C17: a table of five plays on a phone under NTS and MCR; a table
        // of three under MCR types its result on paper.
        let five = TableCard { names: vec!["A".into(), "B".into(), "C".into(), "D".into(), "E".into()], ..card.clone() };
        assert!(five.playable());
        assert!(TableCard { rules: Variant::Mcr, ..five.clone() }.playable());
        let three = TableCard { rules: Variant::Mcr, names: five.names[..3].to_vec(), ..five };
        assert!(!three.playable());
        assert_eq!(TableCard::decode(&now(three.encode())), Err(CardError::NoGame));
        // Seed 003's hand (ruling 19): +24 +384 -244 -164.
        let mut game = card.game();
        game.hands.push(GameHand { winner: Some(1), scores: vec![64, 96, 0, 20], dead: vec![2], ..GameHand::default() });
        let result = SignedResult::signed(&at(), game);
        assert_eq!(SignedResult::decode(&now(result.encode())), Ok(result.clone()));
        // A link of before issue 31 (plain base64 JSON) still opens.
        assert_eq!(SignedResult::decode(&B64.encode(serde_json::to_string(&result).unwrap())), Ok(result.clone()));
        // One score changed by hand in the link reads as a result; the
        // organiser's model refuses it, naming the hand (competition::model).
        let json = serde_json::to_string(&result).unwrap().replace("[64,96,0,20]", "[64,82,0,20]");
        let tampered = SignedResult::decode(&B64.encode(json)).unwrap();
        let err = mahjong_core::json::season::change::check_game(&tampered.game).unwrap_err();
        assert!(err.to_string().starts_with("hand 1"), "{err}");
        assert_eq!(SignedResult::decode("not base64!"), Err(CardError::Damaged));
        assert_eq!(TableCard::decode(&now(result.encode())), Err(CardError::Damaged));
    }

    /// Issue 31: the key travels on the card, never in the result; a
    /// signed result verifies with the key the organiser derives, and any
    /// edit (a score that still replays, a name) breaks it.
    #[test]
    fn a_signed_result_and_an_edited_one() {
        let names: Vec<String> = ["Cor", "Ans", "Dirk", "Bep"].map(String::from).to_vec();
        let key = table_key("season secret", "2026-09-01", 2, &names);
        // Another draw of table 2 (other seats) has another key.
        let mut other = names.clone();
        other.swap(0, 1);
        assert_ne!(key, table_key("season secret", "2026-09-01", 2, &other));
        let card = TableCard { at: TableRef { key: Some(key.clone()), ..at() }, rules: Variant::Nts, names: names.clone() };
        let card = TableCard::decode(&now(card.encode())).unwrap();
        let mut game = card.game();
        // Seed 003's hand (ruling 19), then a hand of 160 by Dirk.
        game.hands.push(GameHand { winner: Some(1), scores: vec![64, 96, 0, 20], dead: vec![2], ..GameHand::default() });
        game.hands.push(GameHand { winner: Some(2), scores: vec![0, 0, 160, 0], ..GameHand::default() });
        let result = SignedResult::signed(&card.at, game);
        assert_eq!(result.at.key, None, "the key stays on the table's phone");
        assert!(!serde_json::to_string(&result).unwrap().contains(&key));
        let back = SignedResult::decode(&now(result.encode())).unwrap();
        assert!(back.verify(&key));
        // 160 changed to 200 (still a score some hand makes): refused.
        let mut edited = back.clone();
        edited.game.hands[1].scores[2] = 200;
        assert!(!edited.verify(&key));
        let mut renamed = back.clone();
        renamed.game.names[0] = "Kees".into();
        assert!(!renamed.verify(&key));
        let mut unsigned = back.clone();
        unsigned.mac = None;
        assert!(!unsigned.verify(&key));
        // The QR code's result, without tiles, verifies the same.
        let mut tiled = back.clone();
        tiled.game.hands[0].table = Some("v1;r=nts".into());
        assert!(tiled.verify(&key) && tiled.compact().verify(&key));
        assert_eq!(tiled.compact().game.hands[0].table, None);
    }

    /// Issue 31: a whole game of 16 hands, each entered with tiles, fits
    /// one QR code as its compact result; the link (with tiles) is longer.
    #[test]
    fn sixteen_hands_fit_one_qr_code() {
        let names: Vec<String> = ["Ans", "Bep", "Cor", "Wilhelmina van Dam"].map(String::from).to_vec();
        let at = TableRef { key: Some(table_key("s", "2026-09-01", 12, &names)), ..at() };
        let mut game = GameLine::new(Variant::Mcr, names);
        for k in 0..16 {
            let mut h = GameHand::mcr(k % 4, 8 + (k as u32 * 7) % 40, Some((k + 1) % 4));
            h.fans = vec!["pure_straight".into(), "all_chows".into()];
            // A hand link's length as the app writes one for 14 tiles.
            h.table = Some(format!("v1;r=mcr;w=E;s={k};h=1m2m3m4m5m6m7m8m9m1p2p3p4p4p;g=;t=4p;c=d").repeat(3));
            game.hands.push(h);
        }
        let result = SignedResult::signed(&at, game);
        let link = format!("https://club.example/mahjong/#/competitie/uitslag/{}", now(result.encode_compact()));
        // The compact form is the same result, tiles aside, and verifies.
        let back = SignedResult::decode(&now(result.encode_compact())).unwrap();
        assert_eq!(back, result.compact());
        assert!(back.verify(at.key.as_deref().unwrap()));
        let (modules, _) = crate::link_data::qr_path(&link).expect("fits a QR code");
        // 300 px at 360 px wide: at least 4 px a module needs at most 75
        // (measured: 65 modules, 278 characters).
        assert!(modules <= 75, "{modules} modules for {} characters", link.len());
        assert!(now(result.encode()).len() > now(result.encode_compact()).len());
    }
}
