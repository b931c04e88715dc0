//! The bytes between this phone and the club's CouchDB (issue 52): the
//! login, the writes (`_bulk_docs` with the revisions read), a 409's
//! document read back, and the changes feed (a long poll, stopped at once
//! when the organiser changes something, so it is written within a
//! moment). Every decision is the engine's (`couch::replica`); this only
//! asks and passes on.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_net::http::{Request, RequestBuilder};
use mahjong_core::json::couch::replica::Put;
use serde::Deserialize;
use web_sys::{AbortController, RequestCredentials};
use yew::prelude::*;

use super::super::model::{Club, ClubAction};

/// Documents written in one request (a 400-evening season's first write
/// is some 2,000).
const BATCH: usize = 100;

/// How the sharing stands, as the organiser reads it.
#[derive(Clone, PartialEq, Debug, Default)]
pub enum Status {
    /// Not shared.
    #[default]
    Off,
    /// Shared, all written and read, at this time (`20:41`).
    Shared { at: String },
    /// Writing or reading now; `waiting` documents not yet written.
    Busy { waiting: usize },
    /// The server does not answer; `waiting` documents wait.
    Offline { waiting: usize },
    /// The session ended (or the password changed): log in again.
    LoggedOut,
    /// The server refused (HTTP status and its reason).
    Refused { status: u16, reason: String },
}

/// Why a login did not work.
#[derive(Clone, PartialEq, Debug)]
pub enum LoginError {
    /// No answer from the address (wrong address, offline, or the
    /// server does not allow this page: CORS).
    Unreachable,
    /// Name or password wrong.
    Wrong,
    /// Logged in, but not one of the club's organisers.
    NotOrganiser,
    /// No such club database.
    NoClub,
    /// Another answer.
    Other(u16),
}

fn with_cookie(r: RequestBuilder) -> RequestBuilder {
    r.credentials(RequestCredentials::Include).header("Accept", "application/json")
}

/// One request: its status and text, or `None` with no answer.
async fn send(r: RequestBuilder, body: Option<String>) -> Option<(u16, String)> {
    let r = with_cookie(r);
    let response = match body {
        Some(b) => r.header("Content-Type", "application/json").body(b).ok()?.send().await,
        None => r.send().await,
    }
    .ok()?;
    let status = response.status();
    // An answer cut on the way is no answer.
    Some((status, response.text().await.ok()?))
}

/// Logs in at `url` (a CouchDB session: the browser keeps its cookie; the
/// password is not kept) and checks that `club` is there and open to them.
pub async fn login(url: &str, club: &str, user: &str, password: &str) -> Result<(), LoginError> {
    let base = url.trim_end_matches('/');
    #[derive(serde::Serialize)]
    struct Login<'a> {
        name: &'a str,
        password: &'a str,
    }
    let body = serde_json::to_string(&Login { name: user, password }).unwrap_or_default();
    match send(Request::post(&format!("{base}/_session")), Some(body)).await {
        None => return Err(LoginError::Unreachable),
        Some((200, _)) => {}
        Some((401, _)) => return Err(LoginError::Wrong),
        Some((s, _)) => return Err(LoginError::Other(s)),
    }
    match send(Request::get(&format!("{base}/{club}")), None).await {
        None => Err(LoginError::Unreachable),
        Some((200, _)) => Ok(()),
        Some((401 | 403, _)) => Err(LoginError::NotOrganiser),
        Some((404, _)) => Err(LoginError::NoClub),
        Some((s, _)) => Err(LoginError::Other(s)),
    }
}

/// Logs out (the server forgets the session).
pub async fn logout(url: &str) {
    let _ = send(Request::delete(&format!("{}/_session", url.trim_end_matches('/'))), None).await;
}

#[derive(Deserialize)]
struct BulkRow {
    id: String,
    #[serde(default)]
    rev: Option<String>,
    #[serde(default)]
    error: Option<String>,
    #[serde(default)]
    reason: Option<String>,
}

/// A changes feed: each row's document kept as its text, read one by one
/// (one that cannot be read is named, the others taken).
#[derive(Deserialize)]
struct Changes {
    results: Vec<ChangeRow>,
    last_seq: Seq,
}

#[derive(Deserialize)]
struct ChangeRow {
    #[serde(default)]
    doc: Option<Box<serde_json::value::RawValue>>,
}

/// A checkpoint: CouchDB 3's is a string, pouchdb-server's a number.
pub(super) struct Seq(pub(super) String);

impl<'de> Deserialize<'de> for Seq {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Seq, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = Seq;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a checkpoint")
            }
            fn visit_str<E>(self, v: &str) -> Result<Seq, E> {
                Ok(Seq(v.to_string()))
            }
            fn visit_u64<E>(self, v: u64) -> Result<Seq, E> {
                Ok(Seq(v.to_string()))
            }
        }
        d.deserialize_any(V)
    }
}

/// An answer's `reason` (a refusal) or `rev` (a write taken, a document).
#[derive(Deserialize, Default)]
struct Answer {
    #[serde(default)]
    reason: Option<String>,
    #[serde(default)]
    rev: Option<String>,
    #[serde(rename = "_rev", default)]
    doc_rev: Option<String>,
}

fn answer(text: &str) -> Answer {
    serde_json::from_str(text).unwrap_or_default()
}

/// What one round with the server ended in.
enum Round {
    /// Something was written or read: go on at once.
    Moved,
    /// All written and read.
    Quiet,
    /// Stopped because the organiser changed something.
    Woken,
    /// No answer.
    Offline,
    /// An answer that stops the sharing until the organiser acts.
    Stop(Status),
}

fn refused(status: u16, text: &str) -> Round {
    if status == 401 {
        return Round::Stop(Status::LoggedOut);
    }
    let reason = answer(text).reason.unwrap_or_default();
    Round::Stop(Status::Refused { status, reason })
}

/// How long a read of the changes feed waits for a change, in ms.
const LONG_POLL: u32 = 25_000;

/// What the loop keeps from one round to the next.
#[derive(Default)]
struct Kept {
    /// When the standings were last written (ms).
    last_publish: f64,
    /// The seasons' published texts.
    texts: crate::competition::share_state::Texts,
}

/// Writes what waits (`puts`, a batch), then reads the changes feed.
async fn round(
    club: &Club,
    puts: Vec<Put>,
    dispatch: &Callback<ClubAction>,
    waker: &RefCell<Option<AbortController>>,
    kept: &RefCell<Kept>,
) -> Round {
    let Some(share) = &club.share else { return Round::Quiet };
    let db = share.db();
    // The first time, read before writing: what the server has already
    // is then merged, not met by a 409 a document.
    if !puts.is_empty() && share.replica.since.is_some() {
        let batch = &puts[..puts.len().min(BATCH)];
        let body = format!("{{\"docs\":[{}]}}", batch.iter().map(|p| p.body()).collect::<Vec<_>>().join(","));
        let Some((status, text)) = send(Request::post(&format!("{db}/_bulk_docs")), Some(body)).await else { return Round::Offline };
        if !(200..300).contains(&status) {
            return refused(status, &text);
        }
        let rows: Vec<BulkRow> = serde_json::from_str(&text).unwrap_or_default();
        let mut done = Vec::new();
        let mut read_again = Vec::new();
        for row in rows {
            let Some(put) = batch.iter().find(|p| p.id == row.id) else { continue };
            match (row.rev, row.error.as_deref()) {
                (Some(rev), None) => done.push((put.clone(), rev)),
                // Another phone wrote first: read its version, merge, write again.
                (_, Some("conflict")) => read_again.push(row.id),
                (_, Some(e)) => {
                    return Round::Stop(Status::Refused { status: 403, reason: format!("{e}: {}", row.reason.unwrap_or_default()) });
                }
                (None, None) => {}
            }
        }
        if !done.is_empty() {
            dispatch.emit(ClubAction::Pushed(done));
        }
        let mut rows = Vec::new();
        for id in read_again {
            let url = format!("{db}/{}", String::from(js_sys::encode_uri_component(&id)));
            match send(Request::get(&url), None).await {
                Some((200, text)) => rows.push(text),
                Some((s, text)) => return refused(s, &text),
                None => return Round::Offline,
            }
        }
        if !rows.is_empty() {
            dispatch.emit(ClubAction::Pulled { rows, since: None });
        }
        return Round::Moved;
    }
    // The published standings (issue 52), once all is written: one
    // season a round, at most one write every 3 s (a burst of changes is
    // one write).
    let due = if share.replica.since.is_some() { share.to_publish(&club.seasons, &mut kept.borrow_mut().texts) } else { Vec::new() };
    let throttled = 3000.0 - (js_sys::Date::now() - kept.borrow().last_publish);
    if let Some((id, text, print)) = due.first() {
        if throttled <= 0.0 {
            kept.borrow_mut().last_publish = js_sys::Date::now();
            return publish(share, dispatch, id, text, print).await;
        }
    }
    // Read: at once the first time and while there is more; else a long
    // poll the organiser's next change stops, or the standings' turn.
    let since = share.replica.since.clone();
    let wait = match (&since, due.is_empty()) {
        (None, _) => None,
        (Some(_), true) => Some(LONG_POLL),
        (Some(_), false) => Some(throttled.clamp(100.0, 3000.0) as u32),
    };
    let since = since.map(|s| String::from(js_sys::encode_uri_component(&s))).unwrap_or_else(|| "0".into());
    let feed = wait.map(|ms| format!("&feed=longpoll&timeout={ms}")).unwrap_or_default();
    let url = format!("{db}/_changes?include_docs=true&limit=200&since={since}{feed}");
    let Ok(controller) = AbortController::new() else { return Round::Offline };
    let signal = controller.signal();
    // The poll ends on this side too: a server may not keep the timeout
    // (pouchdb-server's long poll waits for a change however long).
    let _deadline = wait.map(|ms| {
        let controller = controller.clone();
        let extra = if due.is_empty() { 5000 } else { 0 };
        gloo_timers::callback::Timeout::new(ms + extra, move || controller.abort())
    });
    *waker.borrow_mut() = Some(controller);
    let answer = send(Request::get(&url).abort_signal(Some(&signal)), None).await;
    waker.borrow_mut().take();
    let Some((status, text)) = answer else {
        return if signal.aborted() { Round::Woken } else { Round::Offline };
    };
    if status != 200 {
        return refused(status, &text);
    }
    let Ok(changes) = serde_json::from_str::<Changes>(&text) else {
        return Round::Stop(Status::Refused { status, reason: "no changes feed".into() });
    };
    let last = changes.last_seq.0;
    let moved = !changes.results.is_empty();
    let rows: Vec<String> = changes.results.into_iter().filter_map(|r| r.doc).map(|d| d.get().to_string()).collect();
    if moved || share.replica.since.as_deref() != Some(last.as_str()) {
        dispatch.emit(ClubAction::Pulled { rows, since: Some(last) });
    }
    if moved {
        Round::Moved
    } else {
        Round::Quiet
    }
}

/// Writes season `id`'s published standings over the revision last
/// written; a 409 (written elsewhere since) takes the server's revision,
/// and the next round writes again.
async fn publish(share: &super::Share, dispatch: &Callback<ClubAction>, id: &str, text: &str, print: &str) -> Round {
    let doc_id = format!("stand:{id}");
    let url = format!("{}/{}", share.public(), String::from(js_sys::encode_uri_component(&doc_id)));
    let body = mahjong_core::json::couch::with_rev(text.to_string(), share.published.get(id).map(|p| p.rev.as_str()));
    let Some((status, said)) = send(Request::put(&url), Some(body)).await else { return Round::Offline };
    let rev = |t: &str| {
        let a = answer(t);
        a.rev.or(a.doc_rev)
    };
    match status {
        201 | 202 => {
            if let Some(rev) = rev(&said) {
                dispatch.emit(ClubAction::Published { id: id.to_string(), rev, print: print.to_string() });
            }
            Round::Moved
        }
        409 => match send(Request::get(&url), None).await {
            Some((200, now)) => {
                if let Some(rev) = rev(&now) {
                    dispatch.emit(ClubAction::Published { id: id.to_string(), rev, print: String::new() });
                }
                Round::Moved
            }
            Some((s, t)) => refused(s, &t),
            None => Round::Offline,
        },
        s => refused(s, &said),
    }
}

#[derive(Deserialize)]
struct InboxDoc {
    #[serde(default)]
    kind: String,
    #[serde(default)]
    result: Option<String>,
}

/// Reads the club's inbox (issue 52): each table's result sent there is
/// taken as a scanned code is (`TableResult`: the season's checks, the
/// signature, C21, a differing result waiting). A result for a season
/// this phone cannot check (no secret: it came from another organiser's
/// phone) is left to the phone that can.
async fn inbox_round(club: &Club, dispatch: &Callback<ClubAction>) -> Round {
    use crate::card::Travels as _;
    let Some(share) = &club.share else { return Round::Quiet };
    let since = share.inbox_since.clone();
    let wait = if since.is_some() { "&feed=longpoll&timeout=25000" } else { "" };
    let since = since.map(|s| String::from(js_sys::encode_uri_component(&s))).unwrap_or_else(|| "0".into());
    let url = format!("{}/_changes?include_docs=true&limit=50&since={since}{wait}", share.inbox());
    let Some((status, text)) = send(Request::get(&url), None).await else { return Round::Offline };
    if status != 200 {
        return refused(status, &text);
    }
    let Ok(changes) = serde_json::from_str::<Changes>(&text) else {
        return Round::Stop(Status::Refused { status, reason: "no changes feed".into() });
    };
    let moved = !changes.results.is_empty();
    for doc in changes.results.into_iter().filter_map(|r| r.doc) {
        let Ok(InboxDoc { kind, result: Some(data) }) = serde_json::from_str::<InboxDoc>(doc.get()) else { continue };
        if kind != "inbox" {
            continue;
        }
        match crate::card::SignedResult::decode(&data) {
            Ok(r) if club.can_check(&r.at) => dispatch.emit(ClubAction::TableResult(Box::new(r))),
            Ok(_) => {}
            // Not a result: said, as a link that does not open.
            Err(_) => dispatch.emit(ClubAction::LinkBroken),
        }
    }
    let last = changes.last_seq.0;
    if share.inbox_since.as_deref() != Some(last.as_str()) {
        dispatch.emit(ClubAction::InboxRead(last));
    }
    if moved {
        Round::Moved
    } else {
        Round::Quiet
    }
}

/// The time now as the status line says it (`20:41`).
fn clock() -> String {
    let d = js_sys::Date::new_0();
    format!("{:02}:{:02}", d.get_hours(), d.get_minutes())
}

/// Waits `ms`, or less when the organiser changes something.
async fn pause(ms: u32, waker: &RefCell<Option<AbortController>>) {
    let Ok(controller) = AbortController::new() else { return };
    let signal = controller.signal();
    *waker.borrow_mut() = Some(controller);
    let mut waited = 0;
    while waited < ms && !signal.aborted() {
        gloo_timers::future::TimeoutFuture::new(100).await;
        waited += 100;
    }
    waker.borrow_mut().take();
}

/// Shares the seasons while the page is open: writes each change, reads
/// the others', and says how it stands.
#[hook]
pub fn use_share(club: &UseReducerHandle<Club>, dispatch: &Callback<ClubAction>) -> Status {
    let status = use_state(Status::default);
    let latest = use_mut_ref(|| club.clone());
    *latest.borrow_mut() = club.clone();
    let waker: Rc<RefCell<Option<AbortController>>> = use_mut_ref(|| None);
    // The phone going offline or online wakes the loop too: said at
    // once, and what waits is written as soon as the network is back.
    use_effect_with((), {
        let waker = waker.clone();
        move |_| {
            let listeners = web_sys::window().map(|w| {
                ["online", "offline"].map(|event| {
                    let waker = waker.clone();
                    gloo_events::EventListener::new(&w, event, move |_| {
                        if let Some(c) = waker.borrow_mut().take() {
                            c.abort();
                        }
                    })
                })
            });
            move || drop(listeners)
        }
    });
    // Each change wakes the loop, so it is written at once.
    use_effect_with((club.book.revision, club.share.is_some()), {
        let waker = waker.clone();
        move |_| {
            if let Some(c) = waker.borrow_mut().take() {
                c.abort();
            }
        }
    });
    use_effect_with((), {
        let (status, dispatch) = (status.clone(), dispatch.clone());
        let (inbox_latest, inbox_dispatch) = (latest.clone(), dispatch.clone());
        move |_| {
            let alive = Rc::new(Cell::new(true));
            let running = alive.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let mut stopped: Option<u32> = None;
                let kept = RefCell::new(Kept::default());
                let mut last = Status::Off;
                let say = |last: &mut Status, s: Status| {
                    if s != *last {
                        *last = s.clone();
                        status.set(s);
                    }
                };
                while running.get() {
                    let club = latest.borrow().clone();
                    let on = club.share.is_some() && club.book.loaded;
                    // A stop (logged out, refused) holds until the organiser
                    // changes something (logs in again).
                    if !on || stopped == Some(club.book.revision) {
                        if !on {
                            say(&mut last, Status::Off);
                        }
                        pause(1000, &waker).await;
                        continue;
                    }
                    stopped = None;
                    let puts = club.share.as_ref().map(|s| s.waiting(&club.seasons)).unwrap_or_default();
                    let waiting = puts.len();
                    if waiting > 0 {
                        say(&mut last, Status::Busy { waiting });
                    } else if !matches!(last, Status::Shared { .. }) {
                        // All written: said before the long poll waits.
                        say(&mut last, Status::Shared { at: clock() });
                    }
                    match round(&club, puts, &dispatch, &waker, &kept).await {
                        // Read or written with nothing waiting: up to date now.
                        Round::Moved | Round::Quiet if waiting == 0 => say(&mut last, Status::Shared { at: clock() }),
                        Round::Moved | Round::Woken | Round::Quiet => {}
                        Round::Offline => {
                            say(&mut last, Status::Offline { waiting });
                            pause(3000, &waker).await;
                        }
                        Round::Stop(s) => {
                            say(&mut last, s);
                            stopped = Some(club.book.revision);
                        }
                    }
                    // Let the page take what was dispatched before the next round.
                    gloo_timers::future::TimeoutFuture::new(0).await;
                }
            });
            // The inbox, read beside the season's database.
            let inbox_running = alive.clone();
            wasm_bindgen_futures::spawn_local(async move {
                while inbox_running.get() {
                    let club = inbox_latest.borrow().clone();
                    if club.share.is_none() || !club.book.loaded {
                        gloo_timers::future::TimeoutFuture::new(1000).await;
                        continue;
                    }
                    match inbox_round(&club, &inbox_dispatch).await {
                        Round::Moved | Round::Quiet | Round::Woken => {}
                        Round::Offline => gloo_timers::future::TimeoutFuture::new(3000).await,
                        // The season's loop says what stops the sharing.
                        Round::Stop(_) => gloo_timers::future::TimeoutFuture::new(10_000).await,
                    }
                    gloo_timers::future::TimeoutFuture::new(0).await;
                }
            });
            move || alive.set(false)
        }
    });
    (*status).clone()
}
