//! Raw deflate (RFC 1951), which links and QR codes carry (issues 31, 35).
//!
//! Packing runs in the browser's own `CompressionStream`: the pages then
//! hold no deflater of their own (issue 34: miniz_oxide's was about 7 KB
//! brotli of each page's module, on a first visit's critical path).
//! Unpacking stays with miniz_oxide ([`inflate`]): a link is read at once,
//! while the page takes its route.
//!
//! Natively (tests) miniz_oxide packs too, at its best level.

/// The most a packed link, card or result unpacks to.
pub const MAX_UNPACKED: usize = 256 * 1024;

/// `bytes` packed as raw deflate.
pub async fn deflate(bytes: Vec<u8>) -> Vec<u8> {
    #[cfg(target_arch = "wasm32")]
    {
        // A browser without "deflate-raw" (Safari before 16.4) still makes
        // a valid link, only a longer one.
        browser::deflate(&bytes).await.unwrap_or_else(|_| stored(&bytes))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        miniz_oxide::deflate::compress_to_vec(&bytes, 10)
    }
}

/// Raw deflate unpacked, at most [`MAX_UNPACKED`] bytes; `None` when it is
/// no deflate data or unpacks to more.
pub fn inflate(packed: &[u8]) -> Option<Vec<u8>> {
    miniz_oxide::inflate::decompress_to_vec_with_limit(packed, MAX_UNPACKED).ok()
}

/// `bytes` as deflate's stored (uncompressed) blocks, RFC 1951 section
/// 3.2.4: each a header byte (BFINAL, BTYPE 00), then LEN and its ones'
/// complement NLEN, little-endian, then at most 65,535 bytes.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn stored(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(bytes.len() + 5 * (bytes.len() / 0xffff + 1));
    let mut blocks = bytes.chunks(0xffff).peekable();
    if blocks.peek().is_none() {
        return vec![1, 0, 0, 0xff, 0xff];
    }
    while let Some(block) = blocks.next() {
        let len = block.len() as u16;
        out.push(u8::from(blocks.peek().is_none()));
        out.extend(len.to_le_bytes());
        out.extend((!len).to_le_bytes());
        out.extend(block);
    }
    out
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    #[wasm_bindgen]
    extern "C" {
        /// The browser's `CompressionStream` (web-sys has it only among its
        /// unstable APIs).
        #[wasm_bindgen(js_name = CompressionStream)]
        type CompressionStream;
        #[wasm_bindgen(constructor, catch, js_class = "CompressionStream")]
        fn new(format: &str) -> Result<CompressionStream, JsValue>;
    }

    pub async fn deflate(bytes: &[u8]) -> Result<Vec<u8>, JsValue> {
        let packer = CompressionStream::new("deflate-raw")?;
        let body = web_sys::Response::new_with_opt_u8_array(Some(&mut bytes.to_vec()))?.body().ok_or(JsValue::NULL)?;
        let packed = body.pipe_through(packer.unchecked_ref());
        let response = web_sys::Response::new_with_opt_readable_stream(Some(&packed))?;
        let buffer = wasm_bindgen_futures::JsFuture::from(response.array_buffer()?).await?;
        Ok(js_sys::Uint8Array::new(&buffer).to_vec())
    }
}

/// Runs a future that is ready at once (natively every [`deflate`] is):
/// for the native tests (the wasm32 build compiles them, never runs them).
#[cfg(test)]
pub fn now<T>(future: impl std::future::Future<Output = T>) -> T {
    use std::task::{Context, Poll, Waker};
    match std::pin::pin!(future).as_mut().poll(&mut Context::from_waker(Waker::noop())) {
        Poll::Ready(value) => value,
        Poll::Pending => panic!("not ready at once"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packed_data_unpacks_to_itself() {
        let text = br#"{"names":["Ans","Bep","Cor","Dirk"],"hands":[]}"#.repeat(20);
        let packed = now(deflate(text.clone()));
        // 20 alike copies pack to far less than the 940 bytes.
        assert!(packed.len() < text.len() / 4, "{}", packed.len());
        assert_eq!(inflate(&packed), Some(text));
        assert_eq!(inflate(b"not deflate at all"), None);
    }

    /// RFC 1951 3.2.4: a stored block is 01 (final, type 00), LEN, NLEN.
    #[test]
    fn stored_blocks_are_deflate() {
        // "abc": 01, 03 00, fc ff, then the bytes.
        assert_eq!(stored(b"abc"), [1, 3, 0, 0xfc, 0xff, b'a', b'b', b'c']);
        assert_eq!(inflate(&stored(b"abc")).as_deref(), Some(&b"abc"[..]));
        assert_eq!(inflate(&stored(b"")).as_deref(), Some(&b""[..]));
        // 70,000 bytes: a full block of 65,535 (not final), then 4,465.
        let long: Vec<u8> = (0..70_000u32).map(|i| (i % 251) as u8).collect();
        let packed = stored(&long);
        assert_eq!((packed[0], packed[5 + 0xffff]), (0, 1));
        assert_eq!(packed.len(), 70_000 + 2 * 5);
        assert_eq!(inflate(&packed), Some(long));
    }
}
