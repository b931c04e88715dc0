//! What travels between the phones of a club evening (issue 22), as links
//! and QR codes: a table card (the organiser's phone to a table's: who
//! sits where, the rule set, the evening and the table) and a table's
//! result (the table's phone back: its whole game line). Both are JSON in
//! URL-safe base64, as a shared game is; whatever arrives is checked, by
//! the engine where it is a game.

use base64::Engine as _;
use mahjong_core::json::GameLine;
use mahjong_core::Variant;
use serde::{Deserialize, Serialize};

use crate::sheet::game::MAX_NAME;

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// The longest link data read: far more than a game of an evening.
const MAX_DATA: usize = 64 * 1024;

/// Which table of which evening a game on a table's phone is.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableRef {
    /// The season's name.
    pub season: String,
    /// The evening's date.
    pub date: String,
    /// The table's number, from 1.
    pub table: u32,
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

/// A table's result: its game, for the organiser.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableResult {
    #[serde(flatten)]
    pub at: TableRef,
    pub game: GameLine,
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

fn encode<T: Serialize>(value: &T) -> String {
    B64.encode(serde_json::to_string(value).unwrap_or_default())
}

fn decode<T: for<'de> Deserialize<'de>>(data: &str) -> Result<T, CardError> {
    if data.len() > MAX_DATA {
        return Err(CardError::Damaged);
    }
    let json = B64.decode(data.as_bytes()).map_err(|_| CardError::Damaged)?;
    serde_json::from_slice(&json).map_err(|_| CardError::Damaged)
}

fn check_ref(at: &TableRef) -> Result<(), CardError> {
    let ok = at.season.chars().count() <= 60 && at.date.len() == 10 && (1..=50).contains(&at.table);
    ok.then_some(()).ok_or(CardError::Damaged)
}

impl TableCard {
    /// The link's data.
    pub fn encode(&self) -> String {
        encode(self)
    }

    /// A card's data, checked: names a game can have, a table the rule
    /// set plays (C17).
    pub fn decode(data: &str) -> Result<TableCard, CardError> {
        let card: TableCard = decode(data)?;
        check_ref(&card.at)?;
        if card.names.iter().any(|n| n.trim().is_empty() || n.chars().count() > MAX_NAME) {
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

impl TableResult {
    /// The link's data.
    pub fn encode(&self) -> String {
        encode(self)
    }

    /// A result's data. Its game is checked where it is taken in (the
    /// organiser's model), so a refusal can name the hand that fails.
    pub fn decode(data: &str) -> Result<TableResult, CardError> {
        let r: TableResult = decode(data)?;
        check_ref(&r.at)?;
        Ok(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mahjong_core::json::GameHand;

    fn at() -> TableRef {
        TableRef { season: "Competitie 2026".into(), date: "2026-09-01".into(), table: 2 }
    }

    #[test]
    fn a_card_and_a_result_travel() {
        let card = TableCard { at: at(), rules: Variant::Nts, names: vec!["Cor".into(), "Ans".into(), "Dirk".into(), "Bep".into()] };
        assert_eq!(TableCard::decode(&card.encode()), Ok(card.clone()));
        // C17: a table of five plays on a phone under NTS and MCR; a table
        // of three under MCR types its result on paper.
        let five = TableCard { names: vec!["A".into(), "B".into(), "C".into(), "D".into(), "E".into()], ..card.clone() };
        assert!(five.playable());
        assert!(TableCard { rules: Variant::Mcr, ..five.clone() }.playable());
        let three = TableCard { rules: Variant::Mcr, names: five.names[..3].to_vec(), ..five };
        assert!(!three.playable());
        assert_eq!(TableCard::decode(&three.encode()), Err(CardError::NoGame));
        // Seed 003's hand (ruling 19): +24 +384 -244 -164.
        let mut game = card.game();
        game.hands.push(GameHand { winner: Some(1), scores: vec![64, 96, 0, 20], dead: vec![2], ..GameHand::default() });
        let result = TableResult { at: at(), game };
        assert_eq!(TableResult::decode(&result.encode()), Ok(result.clone()));
        // One score changed by hand in the link reads as a result; the
        // organiser's model refuses it, naming the hand (club::model).
        let json = serde_json::to_string(&result).unwrap().replace("[64,96,0,20]", "[64,82,0,20]");
        let tampered = TableResult::decode(&B64.encode(json)).unwrap();
        let err = crate::sheet::game::check(&tampered.game).map(|_| ()).unwrap_err();
        let said = crate::sheet::text::ledger_error(crate::i18n::Lang::Nl, &err, &tampered.game.names);
        assert!(said.contains("Hand 1"), "{said}");
        assert_eq!(TableResult::decode("not base64!"), Err(CardError::Damaged));
        assert_eq!(TableCard::decode(&result.encode()), Err(CardError::Damaged));
    }
}
