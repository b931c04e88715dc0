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

/// URL-safe base64 without padding, as the table's signatures.
const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// What a phone's signature covers before the result's bytes.
const LABEL: &[u8] = b"table phone";

/// A phone's signature on a result: its public key, whose phone it says
/// it is, and the Ed25519 signature over both and the result.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhoneSignature {
    /// The phone's public key (base64url of 32 bytes): the phone itself.
    pub key: String,
    /// Whose phone it is ("Bep"), as the phone was told; empty when not said.
    pub owner: String,
    /// Ed25519 over the label, the owner and the result (base64url of 64 bytes).
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
        owner_ok(&self.owner) && B64.decode(&self.key).is_ok_and(|k| k.len() == 32)
    }

    /// A short mark of the key for people ("a3F9"), to tell two phones of
    /// the same owner's name apart.
    pub fn mark(&self) -> &str {
        self.key.get(..4).unwrap_or(&self.key)
    }
}

/// Whether `owner` is a name, as a player's is (issue 32's one limit),
/// or empty: the phone's owner not said.
fn owner_ok(owner: &str) -> bool {
    owner.trim() == owner && owner.chars().count() <= MAX_NAME
}

/// The length-prefixed parts a phone signs: the label, the owner, the result.
pub(super) fn message(owner: &str, result: &[u8]) -> Vec<u8> {
    let mut m = Vec::with_capacity(LABEL.len() + owner.len() + result.len() + 24);
    for part in [LABEL, owner.as_bytes(), result] {
        m.extend_from_slice(&(part.len() as u64).to_be_bytes());
        m.extend_from_slice(part);
    }
    m
}

/// The phone's public key from its seed (its 32 random bytes), in base64url.
pub fn public_key(seed: &[u8; 32]) -> String {
    let pair = ed25519_compact::KeyPair::from_seed(ed25519_compact::Seed::new(*seed));
    B64.encode(*pair.pk)
}

impl PhoneSignature {
    /// `result`'s bytes signed by the phone whose seed is `seed`, owned by `owner`.
    pub fn sign(seed: &[u8; 32], owner: &str, result: &[u8]) -> PhoneSignature {
        let pair = ed25519_compact::KeyPair::from_seed(ed25519_compact::Seed::new(*seed));
        let sig = pair.sk.sign(message(owner, result), None);
        PhoneSignature { key: B64.encode(*pair.pk), owner: owner.to_string(), sig: B64.encode(*sig) }
    }

    /// Whether the signature is the key's over `result` and the owner,
    /// and the owner a name or none.
    pub fn verify(&self, result: &[u8]) -> bool {
        if !owner_ok(&self.owner) {
            return false;
        }
        let key = B64.decode(&self.key).ok().and_then(|k| ed25519_compact::PublicKey::from_slice(&k).ok());
        let sig = B64.decode(&self.sig).ok().and_then(|s| ed25519_compact::Signature::from_slice(&s).ok());
        match (key, sig) {
            (Some(key), Some(sig)) => key.verify(message(&self.owner, result), &sig).is_ok(),
            _ => false,
        }
    }

    /// The phone, as the season keeps it.
    pub fn phone(&self) -> Phone {
        Phone { key: self.key.clone(), owner: self.owner.clone() }
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
        let s = PhoneSignature::sign(&bep, "Bep", b"result");
        assert!(s.verify(b"result"));
        // 32 bytes in base64url without padding: ceil(32 * 8 / 6) = 43
        // characters; 64 bytes: ceil(64 * 8 / 6) = 86.
        assert_eq!((s.key.len(), s.sig.len()), (43, 86));
        assert_eq!(s.key, public_key(&bep));
        assert!(!s.verify(b"resulT"));
        assert!(!PhoneSignature { owner: "Cor".into(), ..s.clone() }.verify(b"result"));
        let other = PhoneSignature::sign(&cor, "Bep", b"result");
        assert!(other.verify(b"result"));
        assert!(!other.phone().same(&s.phone()), "the same card, another phone");
        // Another phone's key under this signature: refused.
        assert!(!PhoneSignature { key: other.key.clone(), ..s.clone() }.verify(b"result"));
        // A name that is no name; the owner not said is fine.
        for owner in [" Bep", &"x".repeat(MAX_NAME + 1)] {
            assert!(!PhoneSignature::sign(&bep, owner, b"result").verify(b"result"), "{owner:?}");
        }
        assert!(PhoneSignature::sign(&bep, "", b"result").verify(b"result"));
        assert!(!PhoneSignature { key: "kort".into(), ..s.clone() }.verify(b"result"));
        assert!(!PhoneSignature { sig: "kort".into(), ..s }.verify(b"result"));
    }
}
