//! The published standings in the club's public database (issue 52): the
//! organiser's phone writes them (one document a season, `couch::Published`);
//! the website's standings and the big screen read them and follow the
//! database's changes feed, staying as they are while the server is away.

use gloo_net::http::Request;

/// What the website shows of a published season: its text (a season
/// file, as `stand.json` holds it), read by the engine, or `None` when the
/// server does not answer or the document cannot be read; and the
/// database's checkpoint read *before* it, so that a write in between is
/// seen by [`changed`] at once instead of after the poll's timeout.
pub async fn fetch(source: &str) -> (Option<String>, Option<String>) {
    let since = match source.rsplit_once('/') {
        Some((db, _)) => checkpoint(db).await,
        None => None,
    };
    (read(source).await, since)
}

async fn read(source: &str) -> Option<String> {
    let response = Request::get(source).header("Accept", "application/json").send().await.ok()?;
    if response.status() != 200 {
        return None;
    }
    let text = response.text().await.ok()?;
    let published = mahjong_core::json::couch::Published::read(&text).ok()?;
    serde_json::to_string(&published.season).ok()
}

#[derive(serde::Deserialize)]
struct DbInfo {
    update_seq: super::net::Seq,
}

/// The database's `update_seq` (CouchDB: a string; pouchdb-server: a number).
async fn checkpoint(db: &str) -> Option<String> {
    let response = Request::get(db).header("Accept", "application/json").send().await.ok()?;
    if response.status() != 200 {
        return None;
    }
    let info: DbInfo = serde_json::from_str(&response.text().await.ok()?).ok()?;
    Some(info.update_seq.0)
}

/// Waits until the document at `source` may have changed since checkpoint
/// `since` (from [`fetch`]; `None`: from now): a long poll on its
/// database's changes feed for that one document, or 30 s after a failure
/// (the server away: what shows stays).
pub async fn changed(source: &str, since: Option<&str>) {
    let Some((db, id)) = source.rsplit_once('/') else { return };
    let ids = serde_json::to_string(&[String::from(js_sys::decode_uri_component(id).unwrap_or_default())]).unwrap_or_default();
    let since = since.map(|s| String::from(js_sys::encode_uri_component(s))).unwrap_or_else(|| "now".into());
    let url = format!(
        "{db}/_changes?feed=longpoll&since={since}&timeout=55000&filter=_doc_ids&doc_ids={}",
        String::from(js_sys::encode_uri_component(&ids))
    );
    let answered = matches!(Request::get(&url).send().await, Ok(r) if r.status() == 200);
    if !answered {
        gloo_timers::future::TimeoutFuture::new(30_000).await;
    }
}
