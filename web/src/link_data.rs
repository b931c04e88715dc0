//! One codec for what travels in links and QR codes (issues 31, 35, 48):
//! table cards, table results and shared games are JSON, deflated, in
//! URL-safe base64 behind `z.` (`.` is not in base64url's alphabet, so
//! the plain base64 JSON of links made before never starts so, and still
//! opens). The QR code of a link is drawn here too.

use base64::Engine as _;
use qrcodegen::{QrCode, QrCodeEcc};

/// URL-safe base64 without padding: what a link's data and a signature are.
pub const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// The longest link data read: far more than a game of an evening.
pub const MAX_DATA: usize = 64 * 1024;

/// The start of deflated data.
const DEFLATED: &str = "z.";

/// `json` as a link's data: deflated, in base64url, behind `z.`.
pub async fn pack(json: Vec<u8>) -> String {
    format!("{DEFLATED}{}", B64.encode(crate::deflate::deflate(json).await))
}

/// The bytes of a link's data (deflated, or plain base64 as links made
/// before were); `None` when it is too long, no base64 or no deflate data.
pub fn unpack(data: &str) -> Option<Vec<u8>> {
    if data.len() > MAX_DATA {
        return None;
    }
    match data.strip_prefix(DEFLATED) {
        Some(packed) => crate::deflate::inflate(&B64.decode(packed.as_bytes()).ok()?),
        None => B64.decode(data.as_bytes()).ok(),
    }
}

/// The QR code of a text as one SVG path (a square per dark module) and
/// its width in modules; `None` if the text is too long for a QR code.
/// At least low error correction (a screen read by a camera is not torn
/// or soiled), raised as far as the same size allows: a long result
/// signed by its phone (issue 51) stays a code of large modules.
pub fn qr_path(text: &str) -> Option<(usize, String)> {
    let code = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let width = code.size();
    let mut d = String::with_capacity((width * width * 4) as usize);
    for y in 0..width {
        for x in 0..width {
            if code.get_module(x, y) {
                d.push_str(&format!("M{x} {y}h1v1h-1z"));
            }
        }
    }
    Some((width as usize, d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deflate::now;

    /// What is packed unpacks to the same bytes; a link of before (plain
    /// base64) opens; anything else, or more than 64 KiB, does not.
    #[test]
    fn packed_and_unpacked() {
        let json = br#"{"game":{"rules":"nts"}}"#.to_vec();
        let data = now(pack(json.clone()));
        assert!(data.starts_with("z."));
        assert_eq!(unpack(&data), Some(json.clone()));
        assert_eq!(unpack(&B64.encode(&json)), Some(json));
        assert_eq!(unpack("z.not base64!"), None);
        assert_eq!(unpack(&"A".repeat(MAX_DATA + 1)), None);
    }
}
