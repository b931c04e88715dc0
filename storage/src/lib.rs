//! The score sheet's store in IndexedDB, as an ES module of its own (built
//! into `opslag/` beside the app by `scripts/build-api.sh`). The app loads
//! it right after its first screen: IndexedDB through `indexed_db_futures`
//! (its futures, error types and tokio's channels) costs about 29 KB gzip,
//! which the page's own wasm has no room for (issue 11's 250 KB budget).
//!
//! It keeps text only, under keys: the store text (`games`, the JSON the
//! app reads and writes) and its revision (`rev`). Every write is a
//! readwrite transaction with strict durability: it completes only once
//! the browser has the data on disk (issue 14: a browser killed after a
//! save keeps the hand). What the text means is the app's business.

use indexed_db_futures::database::Database;
use indexed_db_futures::prelude::*;
use indexed_db_futures::transaction::{Transaction, TransactionDurability, TransactionMode, TransactionOptions};
use js_sys::{Array, Promise};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::future_to_promise;

/// The database and its one object store.
const DB_NAME: &str = "mahjong-rekenhulp";
const OBJECTS: &str = "sheet";
/// The record holding the store text, and the one holding its revision.
const GAMES: &str = "games";
const REV: &str = "rev";

/// A failure, as the rejection of the promise: the app says "niet
/// opgeslagen" and keeps the games, so no detail is formatted.
fn failed<E>(_: E) -> JsValue {
    JsValue::from_str("storage")
}

async fn open() -> Result<Database, JsValue> {
    Database::open(DB_NAME)
        .with_version(1u8)
        .with_on_upgrade_needed(|_, db| {
            db.create_object_store(OBJECTS).build()?;
            Ok(())
        })
        .await
        .map_err(failed)
}

/// A readwrite transaction that completes only once the data is on disk.
fn strict(db: &Database) -> Result<Transaction<'_>, JsValue> {
    db.transaction(OBJECTS)
        .with_mode(TransactionMode::Readwrite)
        .with_options(TransactionOptions::new().with_durability(TransactionDurability::Strict))
        .build()
        .map_err(failed)
}

/// The store's revision, kept as text.
async fn revision(objects: &indexed_db_futures::object_store::ObjectStore<'_>) -> Result<u32, JsValue> {
    let rev: Option<String> = objects.get(REV).await.map_err(failed)?;
    Ok(rev.and_then(|r| r.parse().ok()).unwrap_or(0))
}

/// `[text or null, revision]`: the store as the last write left it.
#[wasm_bindgen]
pub fn read() -> Promise {
    future_to_promise(async {
        let db = open().await?;
        let tx = db.transaction(OBJECTS).build().map_err(failed)?;
        let objects = tx.object_store(OBJECTS).map_err(failed)?;
        let text: Option<String> = objects.get(GAMES).await.map_err(failed)?;
        let rev = revision(&objects).await?;
        Ok(Array::of2(&text.map_or(JsValue::NULL, |t| JsValue::from_str(&t)), &JsValue::from(rev)).into())
    })
}

/// Writes `text` as the revision after `base`, in one strict transaction,
/// and resolves to that revision; resolves to `null` and writes nothing
/// when the store is no longer at `base` (another tab wrote first);
/// rejects when the write fails (storage full or blocked).
#[wasm_bindgen]
pub fn save(text: String, base: u32) -> Promise {
    future_to_promise(async move {
        let db = open().await?;
        let tx = strict(&db)?;
        let objects = tx.object_store(OBJECTS).map_err(failed)?;
        if revision(&objects).await? != base {
            // Dropped without a commit: the transaction rolls back.
            return Ok(JsValue::NULL);
        }
        let next = base + 1;
        objects.put(text.as_str()).with_key(GAMES).await.map_err(failed)?;
        objects.put(next.to_string()).with_key(REV).await.map_err(failed)?;
        tx.commit().await.map_err(failed)?;
        Ok(JsValue::from(next))
    })
}

/// Keeps `text` under a key of its own (an unreadable store, copied aside
/// before anything else is written), in one strict transaction.
#[wasm_bindgen]
pub fn keep(key: String, text: String) -> Promise {
    future_to_promise(async move {
        let db = open().await?;
        let tx = strict(&db)?;
        let objects = tx.object_store(OBJECTS).map_err(failed)?;
        objects.put(text.as_str()).with_key(key.as_str()).await.map_err(failed)?;
        tx.commit().await.map_err(failed)?;
        Ok(JsValue::UNDEFINED)
    })
}
