//! What the app keeps on the device, behind one small module: the games of
//! the score sheet (schema-versioned, an unreadable store copied aside and
//! never dropped) and the settings, in local storage through gloo-storage.
//!
//! `read` and `text` are pure (tested natively); `load` and `save` touch
//! the browser and never panic when storage is missing (a sandboxed frame,
//! a private window): the app then works without keeping anything.

use gloo_storage::{LocalStorage, Storage};
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::sheet::ledger::{DeletedGame, Ledger, StoredGame, UndoStep};

/// Where the games are kept in the browser.
pub const STORE_KEY: &str = "mahjong-rekenhulp.games";
/// Bumped when the stored shape changes; older shapes are migrated on load.
/// 2: the bin of deleted games and the undo history (schema 1 had neither).
pub const SCHEMA: u32 = 2;
/// The language chosen on this device.
const LANG_KEY: &str = "mahjong-rekenhulp.lang";
/// Larger tiles chosen on this device.
const BIG_TILES_KEY: &str = "mahjong-rekenhulp.big-tiles";

/// The stored text: `{"schema":2,"current":<id or null>,"games":[...],
/// "bin":[...],"history":[...]}`.
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
}

/// Reads the store. Anything that cannot be read (broken JSON, an unknown
/// schema, a game whose rules or players make no game) is `Err` with the
/// problem, so the caller keeps the raw text aside and tells the player.
pub fn read(raw: Option<&str>) -> Result<Ledger, String> {
    let Some(raw) = raw else { return Ok(Ledger::default()) };
    // The schema first: a newer version's store may not parse as ours.
    #[derive(Deserialize)]
    struct Version {
        schema: u32,
    }
    let Version { schema } = serde_json::from_str(raw).map_err(|e| e.to_string())?;
    if !(1..=SCHEMA).contains(&schema) {
        return Err(format!("schema {schema}: written by another version (this one reads 1 to {SCHEMA})"));
    }
    let file: StoreFile<String, Vec<StoredGame>, Vec<DeletedGame>, Vec<UndoStep>> = serde_json::from_str(raw).map_err(|e| e.to_string())?;
    for g in file.games.iter().chain(file.bin.iter().map(|d| &d.game)) {
        let ok = g.game.names.len() == g.game.players && g.game.game_rules().is_ok_and(|r| r.check().is_ok());
        if !ok {
            return Err(format!("game {}: its rules or players cannot be read", g.id));
        }
    }
    let current = file.current.and_then(|id| file.games.iter().position(|g| g.id == id));
    Ok(Ledger::with_games(file.games, current, file.bin, file.history))
}

/// The text written to the store.
pub fn text(l: &Ledger) -> String {
    let current = l.current.map(|i| l.games[i].id.as_str());
    serde_json::to_string(&StoreFile { schema: SCHEMA, current, games: &l.games, bin: &l.bin, history: &l.history }).unwrap_or_default()
}

/// Local storage, if this page may use it (gloo's `raw()` would panic).
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The score sheet as stored on this device. A store that cannot be read
/// is copied aside under a key of its own before anything else is written,
/// and the sheet says where.
pub fn load() -> Ledger {
    let Some(storage) = local() else { return Ledger::default() };
    let raw = storage.get_item(STORE_KEY).ok().flatten();
    read(raw.as_deref()).unwrap_or_else(|_| {
        let key = format!("{STORE_KEY}.unreadable-{}", js_sys::Date::now() as u64);
        let kept = storage.set_item(&key, raw.as_deref().unwrap_or_default()).is_ok();
        Ledger { unreadable: Some(key), keep_store: !kept, ..Ledger::default() }
    })
}

/// Writes the games, unless an unreadable store could not be kept aside.
pub fn save(l: &Ledger) {
    if let Some(storage) = local().filter(|_| !l.keep_store) {
        let _ = storage.set_item(STORE_KEY, &text(l));
    }
}

/// The language remembered on this device (an older version stored the
/// bare code), Dutch when none.
pub fn saved_lang() -> Lang {
    if local().is_none() {
        return Lang::default();
    }
    LocalStorage::get::<Lang>(LANG_KEY)
        .ok()
        .or_else(|| LocalStorage::raw().get_item(LANG_KEY).ok().flatten().and_then(|c| Lang::from_code(&c)))
        .unwrap_or_default()
}

/// Whether larger tiles were chosen on this device.
pub fn saved_big_tiles() -> bool {
    local().is_some() && LocalStorage::get::<bool>(BIG_TILES_KEY).unwrap_or(false)
}

pub fn save_big_tiles(on: bool) {
    if local().is_some() {
        let _ = LocalStorage::set(BIG_TILES_KEY, on);
    }
}

pub fn save_lang(lang: Lang) {
    if local().is_some() {
        let _ = LocalStorage::set(LANG_KEY, lang);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bin and the undo history survive a reload: undo after a reload
    /// still takes the last change back (issue: nothing lost).
    #[test]
    fn undo_and_the_bin_survive_a_reload() {
        use crate::sheet::ledger::{LedgerAction, NewGame};
        use mahjong_core::json::GameHand;
        let mut l = Ledger::default();
        let names = ["A", "B", "C", "D"].map(String::from).to_vec();
        for (id, rules) in [("g1", mahjong_core::Variant::Nts), ("g2", mahjong_core::Variant::Nmb)] {
            let setup = NewGame { rules, names: names.clone(), east: 0, green_dragon_round: false, chips: false };
            l.apply(LedgerAction::New { setup, id: id.into(), created: "2026-11-26T20:00:00.000Z".into() });
        }
        l.apply(LedgerAction::Record(GameHand::won(vec![0, 40, 0, 0], 1)));
        l.apply(LedgerAction::DeleteGame { index: 0, at: "2026-11-26T21:00:00.000Z".into() });
        let mut back = read(Some(&text(&l))).unwrap();
        assert_eq!((back.games.len(), back.bin.len(), back.history.len()), (1, 1, 4));
        back.apply(LedgerAction::Undo);
        assert_eq!(back.games.iter().map(|g| g.id.as_str()).collect::<Vec<_>>(), ["g1", "g2"]);
        back.apply(LedgerAction::Undo);
        // Ruling 19: B won 40 in g2, so its hand is gone after the second undo.
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
