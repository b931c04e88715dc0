//! This phone's own key (issue 51): an Ed25519 key pair the browser makes
//! (WebCrypto), kept as a JWK in local storage, with which the table's
//! phone signs its result beside the table's signature. The browser signs,
//! so the page carries no signing code (the engine's would bring about
//! 30 KB of tables); the organiser's engine checks the signature
//! (`mahjong_core::json::phone`).

use base64::Engine as _;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use crate::card::{PhoneSignature, SignedResult};

/// WebCrypto's name of the algorithm.
const ED25519: &str = "Ed25519";

/// `result` signed also by this phone as `owner`'s; as it was where the
/// browser has no Ed25519 or the phone cannot keep its key (a key made
/// anew each time would look like another phone each time).
pub async fn signed_by_phone(result: SignedResult, owner: &str) -> SignedResult {
    match signature(&result, owner).await {
        Some(phone) => SignedResult { phone: Some(phone), ..result },
        None => result,
    }
}

async fn signature(result: &SignedResult, owner: &str) -> Option<PhoneSignature> {
    let subtle = web_sys::window()?.crypto().ok()?.subtle();
    let jwk = kept_or_new(&subtle).await?;
    let key = Reflect::get(&jwk, &"x".into()).ok()?.as_string()?;
    let usages = Array::of1(&"sign".into());
    let private = JsFuture::from(subtle.import_key_with_str("jwk", &jwk, ED25519, false, &usages).ok()?).await.ok()?;
    // Issue 51: the minute it was sent, by this phone's clock, signed too.
    let sent = Some((js_sys::Date::now() / 60_000.0) as u64);
    let message = result.phone_message(owner, sent);
    let sig = JsFuture::from(subtle.sign_with_str_and_u8_array(ED25519, &private.dyn_into().ok()?, &message).ok()?).await.ok()?;
    let sig = js_sys::Uint8Array::new(&sig).to_vec();
    Some(PhoneSignature { key, owner: owner.to_string(), sent, sig: crate::link_data::B64.encode(sig) })
}

/// The phone's private key as a JWK: the kept one, else a new one, kept.
async fn kept_or_new(subtle: &web_sys::SubtleCrypto) -> Option<Object> {
    if let Some(kept) = kept() {
        return Some(kept);
    }
    let usages = Array::of2(&"sign".into(), &"verify".into());
    let pair = JsFuture::from(subtle.generate_key_with_str(ED25519, true, &usages).ok()?).await.ok()?;
    let private = Reflect::get(&pair, &"privateKey".into()).ok()?;
    let jwk = JsFuture::from(subtle.export_key("jwk", &private.dyn_into().ok()?).ok()?).await.ok()?;
    // Another result signed meanwhile made and kept one: that one stays.
    if let Some(kept) = kept() {
        return Some(kept);
    }
    let text = js_sys::JSON::stringify(&jwk).ok()?.as_string()?;
    crate::store::save_phone_key(&text)?;
    jwk.dyn_into().ok()
}

fn kept() -> Option<Object> {
    let jwk: JsValue = js_sys::JSON::parse(&crate::store::phone_key()?).ok()?;
    let x = Reflect::get(&jwk, &"x".into()).ok()?.as_string()?;
    (x.len() == 43).then(|| jwk.dyn_into().ok()).flatten()
}
