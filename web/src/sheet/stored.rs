//! The score sheet as the device keeps it (`store`): one IndexedDB record
//! of the games, the bin and the undo history (schema 2; schema 1 read),
//! checked by replaying every game when read.

use serde::{Deserialize, Serialize};

use super::ledger::{DeletedGame, Ledger, StoredGame, UndoStep};
use crate::persisted::Persisted;
use crate::store::{Place, Stored};

/// Where the games were kept in local storage (before IndexedDB), and the
/// prefix of an unreadable store's copy.
pub const STORE_KEY: &str = "mahjong-rekenhulp.games";
/// Bumped when the stored shape changes; older shapes are migrated on load.
/// 2: the bin of deleted games and the undo history (schema 1 had neither).
pub const SCHEMA: u32 = 2;

/// The stored text: `{"schema":2,"current":<id or null>,"games":[...],
/// "bin":[...],"history":[...],"redo":[...]}`.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct StoreFile<S, G, B, H> {
    schema: u32,
    current: Option<S>,
    games: G,
    #[serde(default)]
    bin: B,
    #[serde(default)]
    history: H,
    /// Steps taken back, for "Opnieuw" (issue 47); left out when none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    redo: Option<H>,
}

/// Reads the store. Anything that cannot be read (broken JSON, an unknown
/// schema, a game whose rules or players make no game, a hand that does not
/// replay) is `Err` with the problem, so the caller keeps the raw text
/// aside and tells the player.
pub fn read(raw: Option<&str>) -> Result<Ledger, String> {
    let Some(raw) = raw else { return Ok(Ledger::default()) };
    // One parse: a newer version's store (another schema, other fields)
    // does not read as ours either way. The parser's detail is not kept:
    // nobody reads it, and formatting it would cost the page bytes.
    let file: StoreFile<String, Vec<StoredGame>, Vec<DeletedGame>, Vec<UndoStep>> =
        serde_json::from_str(raw).map_err(|_| "not a store of this version (JSON, schema 1 or 2)".to_string())?;
    if !(1..=SCHEMA).contains(&file.schema) {
        return Err(format!("schema {}: written by another version (this one reads 1 to {SCHEMA})", file.schema));
    }
    for g in file.games.iter().chain(file.bin.iter().map(|d| &d.game)) {
        // A name per player (so the player count is bounded by the text
        // before anything is allocated from it) and a replay that works:
        // a hand no table gives would stop the sheet later. The engine's
        // English detail is left out of the message (and of the page).
        if crate::sheet::game::check(&g.game).is_err() {
            return Err(format!("game {}: its players or hands do not replay", g.id));
        }
    }
    let current = file.current.and_then(|id| file.games.iter().position(|g| g.id == id));
    Ok(Ledger { redo: file.redo.unwrap_or_default(), ..Ledger::with_games(file.games, current, file.bin, file.history) })
}

/// The text written to the store.
pub fn text(l: &Ledger) -> String {
    let current = l.current.map(|i| l.games[i].id.as_str());
    serde_json::to_string(&StoreFile {
        schema: SCHEMA,
        current,
        games: &l.games,
        bin: &l.bin,
        history: &l.history,
        redo: (!l.redo.is_empty()).then_some(&l.redo),
    })
    .unwrap_or_default()
}

impl Stored for Ledger {
    const PLACE: Place = Place { record: "games", rev: "rev", channel: "mahjong-rekenhulp.sheet", earlier: Some(STORE_KEY) };
    fn read_text(raw: &str) -> Result<Ledger, String> {
        read(Some(raw))
    }
    fn text(&self) -> String {
        text(self)
    }
    fn kept_aside(key: String, kept: bool) -> Ledger {
        Ledger { book: Persisted { unreadable: Some(key), keep_store: !kept, ..Persisted::default() }, ..Ledger::default() }
    }
    fn keeps_store(&self) -> bool {
        self.book.keep_store
    }
}

impl crate::persisted::StoredModel for Ledger {
    const BIN_HOURS: u32 = super::ledger::BIN_HOURS;
    fn purge(cutoff: crate::time::Timestamp) -> super::ledger::LedgerAction {
        super::ledger::LedgerAction::Purge { cutoff }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bin and the undo history survive a reload: undo after a reload
    /// still takes the last change back (issue: nothing lost).
    #[test]
    fn undo_and_the_bin_survive_a_reload() {
        use super::super::ledger::{LedgerAction, NewGame};
        use mahjong_core::json::GameHand;
        let mut l = Ledger::default();
        let names = ["A", "B", "C", "D"].map(String::from).to_vec();
        for (id, rules) in [("g1", mahjong_core::Variant::Nts), ("g2", mahjong_core::Variant::Nmb)] {
            let setup = NewGame { rules, names: names.clone(), east: 0, green_dragon_round: false, chips: false };
            l.apply(LedgerAction::New { setup, id: id.into(), created: crate::time::at("2026-11-26T20:00:00.000Z") });
        }
        l.apply(LedgerAction::Record(GameHand::won(vec![0, 80, 0, 0], 1)));
        l.apply(LedgerAction::DeleteGame { index: 0, at: crate::time::at("2026-11-26T21:00:00.000Z") });
        let mut back = read(Some(&text(&l))).unwrap();
        assert_eq!((back.games.len(), back.bin.len(), back.history.len()), (1, 1, 4));
        back.apply(super::super::ledger::tests::undo());
        assert_eq!(back.games.iter().map(|g| g.id.as_str()).collect::<Vec<_>>(), ["g1", "g2"]);
        back.apply(super::super::ledger::tests::undo());
        // B won 80 in g2, so its hand is gone after the second undo.
        assert!(back.games[1].game.hands.is_empty());
    }

    #[test]
    fn unreadable_stores_are_errors_not_empty_ledgers() {
        assert!(read(Some("{not json")).is_err());
        assert!(read(Some(r#"{"schema":99,"games":[]}"#)).is_err());
        assert!(read(None).unwrap().games.is_empty());
        // A game no table can play is no game to open.
        let bad = r#"{"schema":1,"current":null,"games":[{"id":"g1","game":{"rules":"nts","players":9,"names":["a","b","c","d","e","f","g","h","i"],"hands":[]}}]}"#;
        assert!(read(Some(bad)).unwrap_err().contains("game g1"));
    }

    /// The store written by the previous version (a hand-written writer)
    /// still opens: same keys, same order.
    #[test]
    fn the_previous_store_format_reads() {
        let old = r#"{"schema":1,"current":"g1","games":[{"id":"g1","created":"2026-11-26T20:00:00.000Z","game":{"rules":"nmb","options":{"round_to_tens":true},"players":4,"names":["A","B","C","D"],"east":0,"green_dragon_round":false,"hands":[{"winner":1,"scores":[64,96,0,20]},{"winner":null,"scores":[0,0,0,0],"dead":[2]}]}}]}"#;
        let l = read(Some(old)).unwrap();
        assert_eq!(l.current, Some(0));
        // Ruling 21 chips: 64 -> 60, 96 -> 100; S gets 200 + 100 + 100 = 400.
        assert_eq!(l.game().unwrap().replay().unwrap().totals, [0, 400, -240, -160]);
        // Written back the same, as schema 2 with an empty bin and history.
        let new = old.replace(r#"{"schema":1,"#, r#"{"schema":2,"#).replace("]}}]}", r#"]}}],"bin":[],"history":[]}"#);
        assert_eq!(text(&l), new);
    }
}
