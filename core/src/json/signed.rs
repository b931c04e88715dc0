//! What the table's HMAC (`table`) and the phone's Ed25519 signature
//! (`phone`) share: how their bytes are written and framed.

/// URL-safe base64 without padding: how keys and signatures are written.
pub(super) const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// The parts, each preceded by its length (8 bytes, big-endian): no two
/// different lists of parts give the same bytes.
pub(super) fn framed(parts: &[&[u8]]) -> Vec<u8> {
    let mut m = Vec::with_capacity(parts.iter().map(|p| p.len() + 8).sum());
    for part in parts {
        m.extend_from_slice(&(part.len() as u64).to_be_bytes());
        m.extend_from_slice(part);
    }
    m
}

#[cfg(test)]
mod tests {
    use super::framed;

    #[test]
    fn parts_that_join_to_the_same_bytes_are_framed_apart() {
        // "ab" + "c" and "a" + "bc": both "abc" joined, but the lengths
        // (2, 1) and (1, 2) lead each part.
        assert_ne!(framed(&[b"ab", b"c"]), framed(&[b"a", b"bc"]));
        assert_eq!(framed(&[b"ab"]), [&[0, 0, 0, 0, 0, 0, 0, 2][..], b"ab"].concat());
    }
}
