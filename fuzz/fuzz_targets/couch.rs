//! A document from the club's CouchDB of any text (issue 52): read or
//! refused, never a panic; what reads writes back to a document that
//! reads the same; a published season reads only without a secret; a
//! phone taking it in keeps a season the engine reads.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_core::json::couch::{read, replica::Replica, write, Published};
use mahjong_core::json::season::SeasonIn;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(stored) = read(text) {
        let again = write(&stored.id, stored.rev.as_deref(), stored.doc.as_ref());
        assert_eq!(read(&again).expect("written back, it reads"), stored);
    }
    if let Ok(p) = Published::read(text) {
        assert!(p.season.secret.is_none(), "no secret is published");
    }
    // A phone with one season takes the text in as the changes feed's
    // only row: whatever it keeps, the engine reads.
    let season: SeasonIn = serde_json::from_str(r#"{"name":"S","reglement":"keevel","evenings":[]}"#).unwrap();
    let mut replica = Replica::default();
    let incoming = replica.incoming(&[("s1", &season)], &[text]);
    for (_, s) in incoming.seasons {
        assert!(mahjong_core::json::season::check(&s).is_ok(), "a season taken in is one the engine reads");
    }
});
