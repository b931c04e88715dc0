//! What the app keeps on the device, behind one small module: the games of
//! the score sheet (schema-versioned, an unreadable store copied aside and
//! never dropped) in IndexedDB, and the settings in local storage.
//!
//! The games are one record, the same JSON as before, written with strict
//! durability through `indexed_db_futures`: a hand counts as saved only once
//! the browser has it on disk (local storage reached the disk up to 40 s
//! late, so a killed browser lost the hand). Each write names the store
//! revision it builds on and is refused over a newer one (another tab's);
//! a BroadcastChannel tells the other tabs to read the games again. A store
//! kept in local storage by an earlier version moves over on first start.
//! `read` and `text` are pure (tested natively); nothing here panics when
//! storage is missing or full: the caller says "niet opgeslagen".

use gloo_storage::{LocalStorage, Storage};
use indexed_db_futures::database::Database;
use indexed_db_futures::object_store::ObjectStore;
use indexed_db_futures::prelude::*;
use indexed_db_futures::transaction::{Transaction, TransactionDurability, TransactionMode, TransactionOptions};

use crate::i18n::Lang;

/// The language chosen on this device.
const LANG_KEY: &str = "mahjong-rekenhulp.lang";
/// The hand on the table (a hand link), kept while it is entered.
const HAND_KEY: &str = "mahjong-rekenhulp.hand";
/// The organiser's last screen (an address of the competition).
const SCREEN_KEY: &str = "mahjong-rekenhulp.screen";
/// Which page was used last, `player` or `organiser` (issue 33).
pub const PAGE_KEY: &str = "mahjong-rekenhulp.page";
/// "no" when the app as left here would not open as the build's first
/// screen (issue 34): the page's head script then hides that screen, so
/// a kept hand or game never flashes an empty table first.
pub const FIRST_SCREEN_KEY: &str = "mahjong-rekenhulp.first-screen";
/// A result link taken in but not yet written to IndexedDB (issue 32).
const PENDING_RESULT_KEY: &str = "mahjong-rekenhulp.pending-result";
/// This phone's own key (issue 51): the browser's Ed25519 JWK.
const PHONE_KEY: &str = "mahjong-rekenhulp.phone-key";
/// Whose phone this is, as last chosen at a table (issue 51).
const PHONE_OWNER_KEY: &str = "mahjong-rekenhulp.phone-owner";
/// Larger tiles chosen on this device.
const BIG_TILES_KEY: &str = "mahjong-rekenhulp.big-tiles";

/// Local storage, if this page may use it (gloo's `raw()` would panic).
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The database and its one object store; the record holding the store
/// text, and the one holding its revision (kept as text).
const DB_NAME: &str = "mahjong-rekenhulp";
const OBJECTS: &str = "sheet";

/// Any IndexedDB failure: the caller says "niet opgeslagen" and keeps the
/// games, so no detail is kept.
struct Failed;

fn failed<E>(_: E) -> Failed {
    Failed
}

/// The database at whatever version it is (a newer app's too: opening it
/// at an older version would fail every time), made with its object store
/// when it is new; when the object store is missing, it is made in the
/// next version.
async fn open() -> Result<Database, Failed> {
    let db = Database::open(DB_NAME)
        .with_on_upgrade_needed(|_, db| {
            db.create_object_store(OBJECTS).build()?;
            Ok(())
        })
        .await
        .map_err(failed)?;
    if db.object_store_names().any(|n| n == OBJECTS) {
        return Ok(db);
    }
    let next = db.version() as u32 + 1;
    db.close();
    Database::open(DB_NAME)
        .with_version(next)
        .with_on_upgrade_needed(|_, db| {
            db.create_object_store(OBJECTS).build()?;
            Ok(())
        })
        .await
        .map_err(failed)
}

thread_local! {
    /// The page's database connection, opened at the first read or write,
    /// and the listener that closes it for another tab's upgrade.
    static DB: std::cell::RefCell<Option<(Database, gloo_events::EventListener)>> = const { std::cell::RefCell::new(None) };
}

/// The page's database, opened once (issue 33: not for every write). When
/// another tab (a newer app) asks to change its version, the connection is
/// closed and forgotten so that tab is not blocked; after a failure it is
/// forgotten too, and the next read or write opens it anew.
async fn database() -> Result<Database, Failed> {
    use indexed_db_futures::internals::SystemRepr;
    use wasm_bindgen::JsCast;
    if let Some(db) = DB.with_borrow(|d| d.as_ref().map(|(db, _)| db.clone())) {
        return Ok(db);
    }
    let db = open().await?;
    let kept = db.clone();
    let target: &web_sys::EventTarget = db.as_sys().unchecked_ref();
    let listener = gloo_events::EventListener::new(target, "versionchange", move |_| {
        kept.clone().close();
        // Forgotten after this call: the listener is not dropped inside itself.
        wasm_bindgen_futures::spawn_local(async { forget() });
    });
    DB.with_borrow_mut(|d| *d = Some((db.clone(), listener)));
    Ok(db)
}

/// Drops the page's connection (the next use opens it again).
fn forget() {
    DB.with_borrow_mut(|d| *d = None);
}

/// The result of one use of the database; a failure forgets the
/// connection, in case it is the connection that failed.
fn forget_on_failure<T>(r: Result<T, Failed>) -> Result<T, Failed> {
    if r.is_err() {
        forget();
    }
    r
}

/// A readwrite transaction that completes only once the data is on disk
/// (issue 14: a browser killed after a save keeps the hand).
fn strict(db: &Database) -> Result<Transaction<'_>, Failed> {
    db.transaction(OBJECTS)
        .with_mode(TransactionMode::Readwrite)
        .with_options(TransactionOptions::new().with_durability(TransactionDurability::Strict))
        .build()
        .map_err(failed)
}

/// The store's revision.
/// A revision that is not one (written elsewhere: a number, other text,
/// an object) counts as 0, so the next write puts a good one in its place
/// instead of every write failing.
async fn revision(objects: &ObjectStore<'_>, key: &str) -> Result<u32, Failed> {
    let rev: Option<wasm_bindgen::JsValue> = objects.get(key).await.map_err(failed)?;
    Ok(rev.and_then(|r| r.as_string()).and_then(|r| r.parse().ok()).unwrap_or(0))
}

/// The games record as found.
enum Record {
    Nothing,
    /// Text, as this app writes it.
    Text(String),
    /// Anything else (an object, a number, a Blob, text with a lone
    /// surrogate): not the games, kept aside exactly as it is.
    Other(wasm_bindgen::JsValue),
}

/// Where a stored model lives: its record, its revision's record, the
/// channel on which a tab says it wrote it, and the local-storage key an
/// earlier version kept it under (moved over on first start).
pub struct Place {
    /// The record holding the model's text (and the prefix of an
    /// unreadable record's copy).
    pub record: &'static str,
    /// The record holding its revision (as text).
    pub rev: &'static str,
    /// The BroadcastChannel on which a tab says it wrote the model.
    pub channel: &'static str,
    /// Where an earlier version kept it in local storage.
    pub earlier: Option<&'static str>,
}

/// A model the app keeps in one IndexedDB record, with the guarantees of
/// issue 14 for each (issue 22): strict durability, a write refused over
/// another tab's newer one, an unreadable record kept aside and said.
pub trait Stored: Default + Sized {
    /// Where it lives.
    const PLACE: Place;
    /// Reads the stored text; `Err` when it cannot (the caller keeps the
    /// record aside and says so).
    fn read_text(raw: &str) -> Result<Self, String>;
    /// The text written.
    fn text(&self) -> String;
    /// The empty model that says where an unreadable record went under
    /// `key`, and writes nothing when it could not be kept (`kept` false).
    fn kept_aside(key: String, kept: bool) -> Self;
    /// Whether the model refuses to write (its unreadable record is not kept).
    fn keeps_store(&self) -> bool;
}

/// A record's text (if any) and its revision.
async fn read_record(keys: &Place) -> Result<(Record, u32), Failed> {
    forget_on_failure(read_record_from(&database().await?, keys).await)
}

async fn read_record_from(db: &Database, keys: &Place) -> Result<(Record, u32), Failed> {
    use wasm_bindgen::JsCast;
    let tx = db.transaction(OBJECTS).build().map_err(failed)?;
    let objects = tx.object_store(OBJECTS).map_err(failed)?;
    let value: Option<wasm_bindgen::JsValue> = objects.get(keys.record).await.map_err(failed)?;
    let record = match value {
        None => Record::Nothing,
        Some(v) => match v.dyn_ref::<js_sys::JsString>() {
            Some(s) if s.is_valid_utf16() => Record::Text(String::from(s)),
            _ => Record::Other(v),
        },
    };
    Ok((record, revision(&objects, keys.rev).await?))
}

/// Writes `text` as the revision after `base` in one strict transaction;
/// `None` (nothing written) when the store is no longer at `base`.
async fn write_record(keys: &Place, text: &str, base: u32) -> Result<Option<u32>, Failed> {
    forget_on_failure(write_record_to(&database().await?, keys, text, base).await)
}

async fn write_record_to(db: &Database, keys: &Place, text: &str, base: u32) -> Result<Option<u32>, Failed> {
    let tx = strict(db)?;
    let objects = tx.object_store(OBJECTS).map_err(failed)?;
    if revision(&objects, keys.rev).await? != base {
        // Dropped without a commit: the transaction rolls back.
        return Ok(None);
    }
    let next = base + 1;
    objects.put(text).with_key(keys.record).await.map_err(failed)?;
    objects.put(next.to_string()).with_key(keys.rev).await.map_err(failed)?;
    tx.commit().await.map_err(failed)?;
    Ok(Some(next))
}

/// Keeps `text` under a key of its own (an unreadable store, copied aside
/// before anything else is written), in one strict transaction.
async fn keep(key: &str, value: &wasm_bindgen::JsValue) -> Result<(), Failed> {
    forget_on_failure(keep_in(&database().await?, key, value).await)
}

async fn keep_in(db: &Database, key: &str, value: &wasm_bindgen::JsValue) -> Result<(), Failed> {
    let tx = strict(db)?;
    let objects = tx.object_store(OBJECTS).map_err(failed)?;
    objects.put(value.clone()).with_key(key).await.map_err(failed)?;
    tx.commit().await.map_err(failed)?;
    Ok(())
}

/// Whether the sheet's database exists (`indexedDB.databases()`); `None`
/// where the browser cannot say.
async fn database_exists() -> Option<bool> {
    use wasm_bindgen::JsCast;
    let window: wasm_bindgen::JsValue = web_sys::window()?.into();
    let factory = js_sys::Reflect::get(&window, &"indexedDB".into()).ok()?;
    let databases = js_sys::Reflect::get(&factory, &"databases".into()).ok()?.dyn_into::<js_sys::Function>().ok()?;
    let promise = databases.call0(&factory).ok()?.dyn_into::<js_sys::Promise>().ok()?;
    let list = js_sys::Array::from(&wasm_bindgen_futures::JsFuture::from(promise).await.ok()?);
    Some(list.iter().any(|info| js_sys::Reflect::get(&info, &"name".into()).ok().and_then(|n| n.as_string()).as_deref() == Some(DB_NAME)))
}

/// A model as read from the device and the store revision it carries.
pub struct Loaded<T> {
    pub model: T,
    pub rev: u32,
}

/// A model as stored on this device. A record that cannot be read (in
/// IndexedDB, or in the local storage of an earlier version) is copied
/// aside in IndexedDB under a key of its own before anything else is
/// written, and the model says where. A readable local-storage record is
/// moved over (the same text, so its schema and migration stay).
pub async fn load<T: Stored>() -> Loaded<T> {
    let place = &T::PLACE;
    let local = local();
    let earlier = || place.earlier.and_then(|key| local.as_ref()?.get_item(key).ok().flatten());
    // A first visit (no database yet, nothing kept by an earlier version):
    // nothing to read, and the database is made by the first write. Asking
    // is quicker than making it now, which the first screen would wait for.
    if database_exists().await == Some(false) && earlier().is_none() {
        return Loaded { model: T::default(), rev: 0 };
    }
    let Ok((raw, rev)) = read_record(place).await else {
        // No IndexedDB (a sandboxed frame): the app works, writes fail.
        return Loaded { model: T::default(), rev: 0 };
    };
    let (raw, moved) = match raw {
        Record::Text(raw) => (raw, false),
        // Not this app's text: kept aside exactly as it is (a structured
        // clone), reported, and a fresh record goes in its place.
        Record::Other(value) => return Loaded { model: set_aside(&value).await, rev },
        // First start with IndexedDB: what an earlier version kept locally.
        Record::Nothing => match earlier() {
            Some(old) => (old, true),
            None => return Loaded { model: T::default(), rev },
        },
    };
    let (model, rev) = match T::read_text(&raw) {
        // Written at once as revision 1; the old copy goes only then.
        Ok(model) if moved => match save::<T>(raw, 0).await {
            Written::Saved(rev) => (model, rev),
            _ => return Loaded { model, rev: 0 },
        },
        Ok(model) => (model, rev),
        Err(_) => (set_aside::<T>(&raw.as_str().into()).await, rev),
    };
    if let (true, false, Some(key), Some(local)) = (moved, model.keeps_store(), place.earlier, local) {
        let _ = local.remove_item(key);
    }
    Loaded { model, rev }
}

/// An unreadable record, copied aside under a key of its own before
/// anything is written: the empty model that says where it went (and that
/// writes nothing when the copy failed).
async fn set_aside<T: Stored>(value: &wasm_bindgen::JsValue) -> T {
    let key = format!("{}.unreadable-{}", T::PLACE.record, js_sys::Date::now() as u64);
    let kept = keep(&key, value).await.is_ok();
    T::kept_aside(key, kept)
}

/// How a write ended.
pub enum Written {
    /// On disk, as this store revision.
    Saved(u32),
    /// Another tab wrote first: nothing was written; read the model again.
    Newer,
    /// Storage is full, blocked or missing.
    Failed,
}

/// Writes a model's text over store revision `base`, unless the store has
/// moved on since (another tab); the other tabs are told.
pub async fn save<T: Stored>(text: String, base: u32) -> Written {
    match write_record(&T::PLACE, &text, base).await {
        Ok(Some(rev)) => {
            // Posted on the page's own channel: a channel does not hear
            // itself, so only the other tabs read the model again.
            with_channel(T::PLACE.channel, |c| c.post_message(&rev.into()).ok());
            Written::Saved(rev)
        }
        Ok(None) => Written::Newer,
        Err(Failed) => Written::Failed,
    }
}

/// Calls `f` whenever another tab wrote the model; dropping the result
/// stops listening.
pub fn on_other_tab<T: Stored>(f: impl Fn() + 'static) -> Option<gloo_events::EventListener> {
    with_channel(T::PLACE.channel, |c| gloo_events::EventListener::new(c, "message", move |_| f()))
}

/// Calls `f` with the page's one channel of that name, to the other tabs
/// (made on first use; `None` where the browser has none).
fn with_channel<R>(name: &'static str, f: impl FnOnce(&web_sys::BroadcastChannel) -> R) -> Option<R> {
    CHANNELS.with(|channels| {
        let mut channels = channels.borrow_mut();
        if !channels.iter().any(|(n, _)| *n == name) {
            channels.push((name, web_sys::BroadcastChannel::new(name).ok()));
        }
        channels.iter().find(|(n, _)| *n == name).and_then(|(_, c)| c.as_ref()).map(f)
    })
}

thread_local! {
    /// The page's channels to the other tabs, one per stored model, for
    /// writing and listening.
    static CHANNELS: std::cell::RefCell<Vec<(&'static str, Option<web_sys::BroadcastChannel>)>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The seasons' stored text: `{"schema":1,"current":<id or null>,
/// "seasons":[...],"bin":[...],"history":[...]}`.
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

/// This phone's own private key (issue 51): the JWK the browser made,
/// as text ([`crate::phone_key`]).
pub fn phone_key() -> Option<String> {
    local_text(PHONE_KEY)
}

/// Keeps the phone's key; `None` where it could not be kept.
pub fn save_phone_key(jwk: &str) -> Option<()> {
    local()?.set_item(PHONE_KEY, jwk).ok()
}

/// Whose phone this is, as last chosen (empty: not said).
pub fn phone_owner() -> String {
    local_text(PHONE_OWNER_KEY).unwrap_or_default()
}

pub fn save_phone_owner(owner: &str) {
    keep_local_text(PHONE_OWNER_KEY, Some(owner).filter(|o| !o.is_empty()));
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

/// Where the organiser was when the app was last used here: an address of
/// the competition's screens (issue 31: the app reopens there).
pub fn saved_screen() -> Option<String> {
    local_text(SCREEN_KEY)
}

/// Keeps the organiser's screen (`Some`), or forgets it on any other.
pub fn save_screen(address: Option<&str>) {
    keep_local_text(SCREEN_KEY, address);
}

/// A text kept in local storage under `key`, if any.
pub fn local_text(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// Keeps `text` in local storage under `key` (`None` forgets it).
pub fn keep_local_text(key: &str, text: Option<&str>) {
    if let Some(s) = local() {
        let _ = match text {
            Some(t) => s.set_item(key, t),
            None => s.remove_item(key),
        };
    }
}

/// Whether the app never ran on this device: it keeps the language at
/// every start, so without it there is nothing stored to wait for.
pub fn first_run() -> bool {
    local().is_some_and(|s| s.get_item(LANG_KEY).ok().flatten().is_none())
}

/// Whether the app, opened bare, would show the build's first screen.
pub fn save_first_screen_fits(fits: bool) {
    keep_local_text(FIRST_SCREEN_KEY, (!fits).then_some("no"));
}

/// The hand that was on the table when the app was last used here.
pub fn saved_hand() -> Option<String> {
    local_text(HAND_KEY)
}

/// Keeps the hand on the table (a hand link) on this device.
pub fn save_hand(link: &str) {
    keep_local_text(HAND_KEY, Some(link));
}

pub fn save_lang(lang: Lang) {
    if local().is_some() {
        let _ = LocalStorage::set(LANG_KEY, lang);
    }
}

/// A table's result link the organiser opened, kept at once (local
/// storage writes before it returns) until the seasons with it are on
/// disk: a browser killed in between takes it in again on the next start
/// (issue 32). [`forget_pending`] forgets it.
pub fn keep_pending_result(data: &str) {
    keep_local_text(PENDING_RESULT_KEY, Some(data));
}

/// The same kept in IndexedDB in a strict transaction (issue 51): local
/// storage reached the disk seconds late, so a browser killed 30-150 ms
/// after the link opened lost it.
pub async fn keep_pending_durably(data: String) {
    let _ = keep(PENDING_RESULT_KEY, &data.as_str().into()).await;
}

/// Forgets the kept result link `data` once its season is written, in
/// local storage and in IndexedDB (one strict transaction: read, then
/// clear), but only where the kept link is still `data` (issue 51): the
/// next link, opened meanwhile, was cleared with it and lost on a kill.
pub async fn forget_pending(data: &str) {
    if local_text(PENDING_RESULT_KEY).as_deref() == Some(data) {
        keep_local_text(PENDING_RESULT_KEY, None);
    }
    let Ok(db) = database().await else { return };
    let Ok(tx) = strict(&db) else { return };
    let Ok(objects) = tx.object_store(OBJECTS) else { return };
    let kept: Option<wasm_bindgen::JsValue> = objects.get(PENDING_RESULT_KEY).await.ok().flatten();
    if kept.and_then(|v| v.as_string()).as_deref() == Some(data) {
        let _ = objects.put(wasm_bindgen::JsValue::from("")).with_key(PENDING_RESULT_KEY).await;
    }
    let _ = tx.commit().await;
}

/// The result link kept by [`keep_pending_durably`], if any.
pub async fn pending_result_kept() -> Option<String> {
    let db = database().await.ok()?;
    let tx = db.transaction(OBJECTS).build().ok()?;
    let objects = tx.object_store(OBJECTS).ok()?;
    let value: Option<wasm_bindgen::JsValue> = objects.get(PENDING_RESULT_KEY).await.ok()?;
    value?.as_string().filter(|s| !s.is_empty())
}

/// The result link kept by [`keep_pending_result`], if any.
pub fn pending_result() -> Option<String> {
    local_text(PENDING_RESULT_KEY)
}
