//! The published standings in the club's public database (issue 52): the
//! organiser's phone writes them (one document a season, `couch::Published`);
//! the website's standings and the big screen read them and follow the
//! database's changes feed, staying as they are while the server is away.

use gloo_net::http::Request;

/// The published season's text (a season file, as `stand.json` holds it),
/// read by the engine; `None` when the server does not answer or the
/// document cannot be read.
pub async fn fetch(source: &str) -> Option<String> {
    let response = Request::get(source).header("Accept", "application/json").send().await.ok()?;
    if response.status() != 200 {
        return None;
    }
    let text = response.text().await.ok()?;
    let published = mahjong_core::json::couch::Published::read(&text).ok()?;
    serde_json::to_string(&published.season).ok()
}

/// Waits until the document at `source` may have changed: a long poll on
/// its database's changes feed for that one document, or 30 s after a
/// failure (the server away: what shows stays).
pub async fn changed(source: &str) {
    let Some((db, id)) = source.rsplit_once('/') else { return };
    let ids = serde_json::to_string(&[String::from(js_sys::decode_uri_component(id).unwrap_or_default())]).unwrap_or_default();
    let url = format!(
        "{db}/_changes?feed=longpoll&since=now&timeout=55000&filter=_doc_ids&doc_ids={}",
        String::from(js_sys::encode_uri_component(&ids))
    );
    let answered = matches!(Request::get(&url).send().await, Ok(r) if r.status() == 200);
    if !answered {
        gloo_timers::future::TimeoutFuture::new(30_000).await;
    }
}
