//! The phone that sent a table's result (issue 51 item 3).
//!
//! The table's key travels on the card, so anyone holding the card can
//! sign a result for the table. Each phone therefore makes its own key
//! (an Ed25519 key pair from 32 random bytes, kept on the phone) and signs
//! the result with it beside the table's signature. The organiser sees
//! which phone sent a result ("telefoon van Bep"); a result re-signed on
//! another phone with the same card carries that phone's key, and so is
//! visibly another phone's. The owner's name is what the phone says it
//! is: signed with the result, but no proof of who holds the phone.

use base64::Engine as _;
use serde::{Deserialize, Serialize};

use super::limits::MAX_NAME;
use super::signed::{framed, B64};

/// What a phone's signature covers before the result's bytes.
const LABEL: &[u8] = b"table phone";
/// The same, where the phone also signs when it sent the result.
const LABEL_SENT: &[u8] = b"table phone, sent";

/// The latest time a phone can say it sent a result: the last minute of
/// the year 9999 (minutes since 1970, UTC: 253,402,300,740 s / 60); a
/// later one is no time.
pub const LAST_SENT: u64 = 4_223_371_679;

/// A phone's signature on a result: its public key, whose phone it says
/// it is, and the Ed25519 signature over both and the result.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhoneSignature {
    /// The phone's public key (base64url of 32 bytes): the phone itself.
    pub key: String,
    /// Whose phone it is ("Bep"), as the phone was told; empty when not said.
    pub owner: String,
    /// When it was sent, by the phone's clock (minutes since 1970, UTC:
    /// a minute is what the organiser reads, and a QR code has no byte to
    /// spare), signed with the rest; none from the app of before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sent: Option<u64>,
    /// Ed25519 over the label, the owner, the time and the result
    /// (base64url of 64 bytes).
    pub sig: String,
}

/// A phone as the organiser's season keeps it with a result: the key
/// (checked when the result came) and the owner's name.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Phone {
    /// The phone's public key (base64url of 32 bytes).
    pub key: String,
    /// Whose phone it is; empty when not said.
    pub owner: String,
    /// When it sent the result, by its own clock (minutes since 1970, UTC).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sent: Option<u64>,
}

impl Phone {
    /// Whether this is the same phone as `other` (the same key; the name
    /// may be said differently).
    pub fn same(&self, other: &Phone) -> bool {
        self.key == other.key
    }

    /// Whether it is a phone: a key of 32 bytes and an owner's name (not
    /// padded, not longer than a name may be) or none.
    pub fn is_valid(&self) -> bool {
        owner_ok(&self.owner) && sent_ok(self.sent) && B64.decode(&self.key).is_ok_and(|k| k.len() == 32)
    }

    /// A short mark of the key for people, to tell two phones of the same
    /// owner's name apart: four digits, read aloud at a table without
    /// mixing up l, I and 1 (the key's first characters did). The key's
    /// first two bytes, big-endian, modulo 10,000; "----" for no key.
    pub fn mark(&self) -> String {
        mark(&self.key)
    }
}

/// The four digits of [`Phone::mark`] for the key `key` (base64url).
pub fn mark(key: &str) -> String {
    match B64.decode(key).ok().as_deref() {
        Some([a, b, ..]) => format!("{:04}", u16::from_be_bytes([*a, *b]) % 10_000),
        _ => "----".to_string(),
    }
}

/// Whether `owner` is a name, as a player's is (issue 32's one limit),
/// or empty: the phone's owner not said.
fn owner_ok(owner: &str) -> bool {
    owner.trim() == owner && owner.chars().count() <= MAX_NAME
}

/// Whether `sent` is a time a phone can have sent at, or none.
fn sent_ok(sent: Option<u64>) -> bool {
    sent.is_none_or(|s| s <= LAST_SENT)
}

/// The length-prefixed parts a phone signs: the label, the owner, the
/// time it was sent (where said) and the result.
pub(super) fn message(owner: &str, sent: Option<u64>, result: &[u8]) -> Vec<u8> {
    match sent {
        Some(s) => framed(&[LABEL_SENT, owner.as_bytes(), &s.to_be_bytes(), result]),
        None => framed(&[LABEL, owner.as_bytes(), result]),
    }
}

/// The phone's public key from its seed (its 32 random bytes), in base64url.
pub fn public_key(seed: &[u8; 32]) -> String {
    let pair = ed25519_compact::KeyPair::from_seed(ed25519_compact::Seed::new(*seed));
    B64.encode(*pair.pk)
}

impl PhoneSignature {
    /// `result`'s bytes signed by the phone whose seed is `seed`, owned by
    /// `owner`, sent at `sent`.
    pub fn sign(seed: &[u8; 32], owner: &str, sent: Option<u64>, result: &[u8]) -> PhoneSignature {
        let pair = ed25519_compact::KeyPair::from_seed(ed25519_compact::Seed::new(*seed));
        let sig = pair.sk.sign(message(owner, sent, result), None);
        PhoneSignature { key: B64.encode(*pair.pk), owner: owner.to_string(), sent, sig: B64.encode(*sig) }
    }

    /// Whether the signature is the key's over `result` and the owner,
    /// and the owner a name or none.
    pub fn verify(&self, result: &[u8]) -> bool {
        if !owner_ok(&self.owner) || !sent_ok(self.sent) {
            return false;
        }
        let key = B64.decode(&self.key).ok().and_then(|k| ed25519_compact::PublicKey::from_slice(&k).ok());
        let sig = B64.decode(&self.sig).ok().and_then(|s| ed25519_compact::Signature::from_slice(&s).ok());
        match (key, sig) {
            (Some(key), Some(sig)) => key.verify(message(&self.owner, self.sent, result), &sig).is_ok(),
            _ => false,
        }
    }

    /// The phone, as the season keeps it.
    pub fn phone(&self) -> Phone {
        Phone { key: self.key.clone(), owner: self.owner.clone(), sent: self.sent }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 51 item 3: a phone's signature verifies with its own key
    /// only; another phone (another seed) gives another key; a changed
    /// result or owner breaks it.
    #[test]
    fn a_phone_signs_and_another_phone_is_another() {
        let bep = [7u8; 32];
        let cor = [8u8; 32];
        let s = PhoneSignature::sign(&bep, "Bep", None, b"result");
        assert!(s.verify(b"result"));
        // 32 bytes in base64url without padding: ceil(32 * 8 / 6) = 43
        // characters; 64 bytes: ceil(64 * 8 / 6) = 86.
        assert_eq!((s.key.len(), s.sig.len()), (43, 86));
        assert_eq!(s.key, public_key(&bep));
        assert!(!s.verify(b"resulT"));
        assert!(!PhoneSignature { owner: "Cor".into(), ..s.clone() }.verify(b"result"));
        let other = PhoneSignature::sign(&cor, "Bep", None, b"result");
        assert!(other.verify(b"result"));
        assert!(!other.phone().same(&s.phone()), "the same card, another phone");
        // Another phone's key under this signature: refused.
        assert!(!PhoneSignature { key: other.key.clone(), ..s.clone() }.verify(b"result"));
        // A name that is no name; the owner not said is fine.
        for owner in [" Bep", &"x".repeat(MAX_NAME + 1)] {
            assert!(!PhoneSignature::sign(&bep, owner, None, b"result").verify(b"result"), "{owner:?}");
        }
        assert!(PhoneSignature::sign(&bep, "", None, b"result").verify(b"result"));
        assert!(!PhoneSignature { key: "kort".into(), ..s.clone() }.verify(b"result"));
        assert!(!PhoneSignature { sig: "kort".into(), ..s }.verify(b"result"));
    }

    /// Issue 51 item 1: when each result was sent, signed with it; a
    /// changed time, or one past the year 9999, is refused.
    #[test]
    fn the_time_a_phone_sent_at_is_signed() {
        let bep = [7u8; 32];
        // 2026-09-08 20:41 UTC: 20,704 days after 1970-01-01 (56 years,
        // 14 of them leap: 56 * 365 + 14 = 20,454; then Jan-Aug 2026:
        // 31+28+31+30+31+30+31+31 = 243, and 7 days into September:
        // 20,454 + 243 + 7 = 20,704), in minutes 20,704 * 1,440 + 20 * 60 + 41.
        let at = 20_704 * 1_440 + 20 * 60 + 41;
        assert_eq!(at, 29_815_001);
        let s = PhoneSignature::sign(&bep, "Bep", Some(at), b"result");
        assert!(s.verify(b"result"));
        assert_eq!(s.phone().sent, Some(at));
        assert!(!PhoneSignature { sent: Some(at + 1), ..s.clone() }.verify(b"result"), "a minute later");
        assert!(!PhoneSignature { sent: None, ..s.clone() }.verify(b"result"), "the time left out");
        // Signed without a time: a time put on it is not the phone's.
        let none = PhoneSignature::sign(&bep, "Bep", None, b"result");
        assert!(!PhoneSignature { sent: Some(at), ..none.clone() }.verify(b"result"));
        let late = PhoneSignature::sign(&bep, "Bep", Some(LAST_SENT + 1), b"result");
        assert!(!late.verify(b"result"));
        assert!(!late.phone().is_valid());
        assert!(PhoneSignature::sign(&bep, "Bep", Some(LAST_SENT), b"result").verify(b"result"));
    }

    /// The mark: the key's first two bytes as a number, modulo 10,000.
    #[test]
    fn a_mark_is_four_digits() {
        // Bytes 0x12 0x34: 0x1234 = 4,660 -> "4660"; 0xFF 0xFF = 65,535 ->
        // 5,535; 0x00 0x07 = 7 -> "0007".
        for (bytes, mark) in [([0x12, 0x34], "4660"), ([0xFF, 0xFF], "5535"), ([0x00, 0x07], "0007")] {
            let key = B64.encode([&bytes[..], &[0u8; 30]].concat());
            assert_eq!(Phone { key, owner: String::new(), sent: None }.mark(), mark);
        }
        assert_eq!(super::mark("!"), "----");
    }
}
