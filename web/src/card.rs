//! How a table card and a table's result travel between the phones of a
//! club evening (issues 22, 31): as links and QR codes. What they are, the
//! table's key and the signature are the engine's
//! (`mahjong_core::json::table`); here they are JSON in the one link codec
//! (`link_data`), and a result also in a compact binary form for a QR code
//! (a game of 16 hands in one code). Whatever arrives is checked: by the
//! engine where it is a card or a game, by the key for an edit on the way.

use base64::Engine as _;
use mahjong_core::json::GameLine;
use serde::{Deserialize, Serialize};

use crate::link_data::{B64, MAX_DATA};

pub use mahjong_core::json::phone::PhoneSignature;
pub use mahjong_core::json::table::{table_key, CardProblem, SignedResult, TableCard, TableRef};

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

/// A phone's signature in a QR code (issue 51): key and signature as
/// bytes. The time it was sent follows it, where said (a varint: an
/// earlier code ends here).
#[derive(Serialize, Deserialize)]
struct WirePhone {
    key: Vec<u8>,
    owner: String,
    sig: Vec<u8>,
}

impl From<&PhoneSignature> for WirePhone {
    fn from(p: &PhoneSignature) -> WirePhone {
        let bytes = |s: &str| B64.decode(s.as_bytes()).unwrap_or_default();
        WirePhone { key: bytes(&p.key), owner: p.owner.clone(), sig: bytes(&p.sig) }
    }
}

impl WirePhone {
    fn signature(self, sent: Option<u64>) -> PhoneSignature {
        PhoneSignature { key: B64.encode(self.key), owner: self.owner, sent, sig: B64.encode(self.sig) }
    }
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
            at: TableRef { season: w.season, id: None, date: w.date, evening: None, table: w.table, key: None, inbox: None },
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
            tiles_mac: None,
            phone: None,
        })
    }
}

/// A fresh secret for a season's keys: 16 random bytes from the browser
/// (`crypto.getRandomValues`); `None` where it has none.
pub fn random_secret() -> Option<String> {
    let mut bytes = [0u8; 16];
    web_sys::window()?.crypto().ok()?.get_random_values_with_u8_array(&mut bytes).ok()?;
    Some(B64.encode(bytes))
}

/// A card or a result in a link's data.
// The page is one thread: no future is sent to another.
#[allow(async_fn_in_trait)]
pub trait Travels: Sized {
    /// The link's data.
    async fn encode(&self) -> String;
    /// What a link's data holds, checked.
    fn decode(data: &str) -> Result<Self, CardError>;
}

impl Travels for TableCard {
    async fn encode(&self) -> String {
        encode(self).await
    }

    /// A card's data, checked by the engine: a table a phone plays.
    fn decode(data: &str) -> Result<TableCard, CardError> {
        let card: TableCard = decode(data)?;
        card.check().map_err(|p| match p {
            CardProblem::Damaged => CardError::Damaged,
            CardProblem::NoGame => CardError::NoGame,
        })?;
        Ok(card)
    }
}

impl Travels for SignedResult {
    async fn encode(&self) -> String {
        encode(self).await
    }

    /// A result's data (a link's, or a QR code's compact form). Its game
    /// is checked where it is taken in (the engine's season change), so a
    /// refusal can name the hand that fails.
    fn decode(data: &str) -> Result<SignedResult, CardError> {
        let r: SignedResult = match data.strip_prefix(PACKED) {
            Some(packed) if data.len() <= MAX_DATA => {
                let packed = B64.decode(packed.as_bytes()).map_err(|_| CardError::Damaged)?;
                let bytes = crate::deflate::inflate(&packed).ok_or(CardError::Damaged)?;
                let (wire, rest) = postcard::take_from_bytes::<Wire>(&bytes).map_err(|_| CardError::Damaged)?;
                let mut r: SignedResult = wire.try_into()?;
                let (ids, rest) = trailing_ids(rest)?;
                [r.at.id, r.at.evening] = ids;
                // Issue 51: the phone's signature, after both ids.
                if !rest.is_empty() {
                    let (phone, rest) = postcard::take_from_bytes::<WirePhone>(rest).map_err(|_| CardError::Damaged)?;
                    let sent = match rest {
                        [] => None,
                        _ => match postcard::take_from_bytes::<u64>(rest) {
                            Ok((sent, [])) => Some(sent),
                            _ => return Err(CardError::Damaged),
                        },
                    };
                    r.phone = Some(phone.signature(sent));
                }
                r
            }
            _ => decode(data)?,
        };
        if !r.at.is_valid() {
            return Err(CardError::Damaged);
        }
        Ok(r)
    }
}

/// The season's and the evening's ids after a compact result: none, one
/// or both (issues 32, 49), each a postcard string; an empty one is none.
fn trailing_ids(mut rest: &[u8]) -> Result<([Option<String>; 2], &[u8]), CardError> {
    let mut ids = [None, None];
    for id in &mut ids {
        if rest.is_empty() {
            break;
        }
        let (text, more) = postcard::take_from_bytes::<String>(rest).map_err(|_| CardError::Damaged)?;
        *id = Some(text).filter(|t| !t.is_empty());
        rest = more;
    }
    Ok((ids, rest))
}

/// What a QR code carries: the result without its tiles in a compact
/// binary form ([`Wire`]), deflated: a game of 16 hands in one code a
/// phone reads off another's screen.
pub async fn encode_compact(r: &SignedResult) -> String {
    let compact = r.compact();
    let mut bytes = postcard::to_allocvec(&Wire::from(&compact)).unwrap_or_default();
    // The season's id, then the evening's, after the result, so codes made
    // before them still read (an empty one: none).
    let ids = [&compact.at.id, &compact.at.evening].map(|id| id.as_deref().unwrap_or_default());
    let ids = if ids[1].is_empty() && compact.phone.is_none() { &ids[..1] } else { &ids[..] };
    if !ids[0].is_empty() || ids.len() > 1 {
        for id in ids {
            bytes.extend(postcard::to_allocvec(id).unwrap_or_default());
        }
    }
    // Issue 51: the phone that signed it, after both ids.
    if let Some(p) = &compact.phone {
        bytes.extend(postcard::to_allocvec(&WirePhone::from(p)).unwrap_or_default());
        if let Some(sent) = p.sent {
            bytes.extend(postcard::to_allocvec(&sent).unwrap_or_default());
        }
    }
    format!("{PACKED}{}", B64.encode(crate::deflate::deflate(bytes).await))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deflate::now;
    use mahjong_core::json::GameHand;
    use mahjong_core::Variant;

    fn at() -> TableRef {
        TableRef {
            season: "Competitie 2026".into(),
            id: Some("s1".into()),
            date: "2026-09-01".into(),
            evening: None,
            table: 2,
            key: None,
            inbox: None,
        }
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
        // Signed by the phone too (issue 51), its owner's name the longest
        // here, with the minute it was sent (2026-09-08 20:41 UTC).
        let result = SignedResult::signed(&at, game).by_phone(&[9; 32], "Wilhelmina van Dam", Some(29_815_001));
        let link = format!("https://club.example/mahjong/#/competitie/uitslag/{}", now(encode_compact(&result)));
        // The compact form is the same result, tiles aside, and verifies,
        // the phone's signature too.
        let back = SignedResult::decode(&now(encode_compact(&result))).unwrap();
        assert_eq!(back, result.compact());
        assert!(back.verify(at.key.as_deref().unwrap()));
        assert!(back.phone.is_some() && back.verify_phone());
        let (modules, _) = crate::link_data::qr_path(&link).expect("fits a QR code");
        // 300 px at 360 px wide: at least 4 px a module needs at most 75
        // (measured: 73 modules, 455 characters with the phone's key,
        // signature and minute, at low error correction; 85 at medium; the
        // time in seconds, one byte more, made 77).
        assert!(modules <= 75, "{modules} modules for {} characters", link.len());
        assert!(now(result.encode()).len() > now(encode_compact(&result)).len());
    }

    /// Issue 49: a card of a moved evening names it by its id; the
    /// compact code carries the id after the season's, and a code of
    /// before (the season's id alone, or none) still reads.
    #[test]
    fn an_evening_id_travels_in_the_compact_code() {
        let names: Vec<String> = ["Ans", "Bep", "Cor", "Dirk"].map(String::from).to_vec();
        let moved = TableRef { date: "2026-09-02".into(), evening: Some("2026-09-01".into()), ..at() };
        let at = TableRef { key: Some(table_key("s", "2026-09-01", 2, &names)), ..moved.clone() };
        let mut game = GameLine::new(Variant::Nts, names);
        game.hands.push(GameHand { winner: Some(1), scores: vec![64, 96, 0, 20], dead: vec![2], ..GameHand::default() });
        let result = SignedResult::signed(&at, game);
        for r in [
            result.clone(),
            // Issue 51: a phone's signature after both ids, with or without them.
            result.clone().by_phone(&[3; 32], "", None),
            SignedResult { at: TableRef { id: None, evening: None, ..result.at.clone() }, ..result.clone() }
                .by_phone(&[3; 32], "Bep", None),
            // And the minute it was sent after the phone (2026-09-08 20:41 UTC).
            result.clone().by_phone(&[3; 32], "Bep", Some(29_815_001)),
            SignedResult { at: TableRef { id: None, ..result.at.clone() }, ..result.clone() },
            SignedResult { at: TableRef { evening: None, ..result.at.clone() }, ..result.clone() },
            SignedResult { at: TableRef { id: None, evening: None, ..result.at.clone() }, ..result.clone() },
        ] {
            assert_eq!(SignedResult::decode(&now(encode_compact(&r))), Ok(r.compact()), "{:?}", r.at);
        }
        let back = SignedResult::decode(&now(encode_compact(&result))).unwrap();
        assert!(back.verify(at.key.as_deref().unwrap()));
        assert_eq!(SignedResult::decode(&now(result.encode())), Ok(result));
    }
}
