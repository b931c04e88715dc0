//! A table's result sent to the club's inbox (issue 52): where the card
//! names one, the table's phone also puts its signed result there, so the
//! organiser's phone has it within seconds when both have a network. The
//! QR code and the link stay: they work without one. The inbox takes any
//! new document and changes none (`scripts/club-server.sh`); the
//! organiser's phone checks each result as a scanned code.

use gloo_net::http::Request;

use crate::card::SignedResult;

/// How a send went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sent {
    /// The inbox has it (now, or from an earlier send of the same result).
    Yes,
    /// No answer: no network, or the server is away.
    Offline,
    /// The server refused it (its HTTP status).
    Refused(u16),
}

/// Puts `result`, whose link data is `data`, into the inbox at `inbox`.
/// Its id is made of the table and the data, so the same result sent
/// twice is one document (the second send's 409 means it is there).
pub async fn send(inbox: &str, result: &SignedResult, data: &str) -> Sent {
    let at = &result.at;
    let print = mahjong_core::json::table::print(b"inbox result", data.as_bytes());
    let id = format!("{}:{}:{}:{}", at.id.as_deref().unwrap_or(&at.season), at.evening_id(), at.table, &print[..16]);
    let url = format!("{}/{}", inbox.trim_end_matches('/'), String::from(js_sys::encode_uri_component(&id)));
    #[derive(serde::Serialize)]
    struct Body<'a> {
        kind: &'a str,
        result: &'a str,
    }
    let body = serde_json::to_string(&Body { kind: "inbox", result: data }).unwrap_or_default();
    let Ok(request) = Request::put(&url).header("Content-Type", "application/json").body(body) else { return Sent::Offline };
    match request.send().await {
        Err(_) => Sent::Offline,
        Ok(r) if matches!(r.status(), 201 | 202 | 409) => Sent::Yes,
        Ok(r) => Sent::Refused(r.status()),
    }
}
