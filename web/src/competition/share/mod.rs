//! "Delen met de club" (issue 52): this phone's seasons shared through
//! the club's own CouchDB. What a document is, what to write and how two
//! versions merge are the engine's (`json::couch`, its `Replica`); here
//! the phone keeps where it shares and what it last had of the server
//! (beside the seasons, in one record, so both are written together), and
//! [`net`] moves the bytes.
//!
//! Invariant: a season read from the server is the engine's (assembled
//! and checked in `couch::replica`); what it cannot read is kept aside and
//! named, never applied. Changes read from the server are not this
//! phone's to take back (no undo step); the log says they came from
//! another organiser.

pub mod net;
pub mod public;
pub mod screen;

pub use super::share_state::{Note, Share, Stamp};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::competition::model::tests::club_with_season;
    use crate::competition::model::Club;
    use crate::competition::model::ClubAction;
    use crate::persisted::Persisted;
    use mahjong_core::json::couch::replica::Put;
    use mahjong_core::json::season::SeasonIn;

    fn share(c: &mut Club) {
        c.apply(ClubAction::ShareWith { url: "http://127.0.0.1:5990".into(), club: "groene-hart".into(), user: "bep".into() });
    }

    /// What a server would give back of the documents written: each at
    /// revision 1.
    fn as_server(puts: &[Put]) -> Vec<(Put, String)> {
        puts.iter().map(|p| (p.clone(), "1-a".to_string())).collect()
    }

    /// Issue 52: the first organiser's season reaches a second phone
    /// through the server's documents: the same season without its secret,
    /// opened, the log saying it came from another organiser; nothing of
    /// the first phone's waits once written.
    #[test]
    fn a_season_reaches_a_second_organisers_phone() {
        let mut a = club_with_season();
        a.apply(ClubAction::Season(mahjong_core::json::season::change::SeasonChange::Secure { secret: "geheim-van-a".into() }));
        share(&mut a);
        let puts = a.share.as_ref().unwrap().waiting(&a.seasons);
        // The settings and one evening (1 September).
        assert_eq!(puts.iter().map(|p| p.id.as_str()).collect::<Vec<_>>(), ["evening:s1:2026-09-01", "season:s1"]);
        assert!(puts.iter().all(|p| !p.body().contains("geheim-van-a")));
        let written = as_server(&puts);
        a.apply(ClubAction::Pushed(written.clone()));
        assert!(a.share.as_ref().unwrap().waiting(&a.seasons).is_empty());

        let mut b = Club { book: Persisted { loaded: true, ..Persisted::default() }, ..Club::default() };
        share(&mut b);
        let rows = written.iter().map(|(p, rev)| mahjong_core::json::couch::write(&p.id, Some(rev), p.doc.as_ref())).collect();
        b.apply(ClubAction::Pulled { rows, since: Some("2".into()) });
        let got = &b.season().expect("the season came and is open").season;
        assert_eq!(got, &SeasonIn { secret: None, ..a.seasons[0].season.clone() });
        assert_eq!(b.share.as_ref().unwrap().replica.since.as_deref(), Some("2"));
        assert!(b.log.iter().all(|e| e.elsewhere && e.club) && !b.log.is_empty());
        // Nothing of B's to write: it has what the server has.
        assert!(b.share.as_ref().unwrap().waiting(&b.seasons).is_empty());
        // No step to undo: it was not this phone's change.
        assert!(b.history.is_empty());
    }

    /// Issue 52 (a tryout): the season's key scanned on B's phone before
    /// B logged in is kept, and taken when the season comes from the
    /// server: B's cards then carry A's table keys.
    #[test]
    fn a_key_scanned_before_its_season_is_taken_when_it_comes() {
        use crate::competition::model::ClubNotice;
        let mut a = club_with_season();
        a.apply(ClubAction::Season(mahjong_core::json::season::change::SeasonChange::Secure { secret: "geheim-van-a".into() }));
        share(&mut a);
        let written = as_server(&a.share.as_ref().unwrap().waiting(&a.seasons));

        let mut b = Club { book: Persisted { loaded: true, ..Persisted::default() }, ..Club::default() };
        b.apply(ClubAction::TakeSeasonKey { id: "s1".into(), secret: "geheim-van-a".into() });
        assert_eq!(b.notice, Some(ClubNotice::KeyWaiting));
        share(&mut b);
        let rows = written.iter().map(|(p, rev)| mahjong_core::json::couch::write(&p.id, Some(rev), p.doc.as_ref())).collect();
        b.apply(ClubAction::Pulled { rows, since: Some("2".into()) });
        assert_eq!(b.error, None);
        assert_eq!(b.season().unwrap().season, a.seasons[0].season, "the same season, with A's key");
        assert_eq!(b.notice, Some(ClubNotice::KeyTaken { name: "Competitie".into() }));
        assert!(b.keys.is_empty());
        // The key is no change of B's to send back, nor one to undo.
        assert!(b.share.as_ref().unwrap().waiting(&b.seasons).is_empty());
        assert!(b.history.is_empty());
    }

    /// A document the engine cannot read is noted, not applied.
    #[test]
    fn a_document_the_engine_cannot_read_is_noted() {
        let mut b = Club { book: Persisted { loaded: true, ..Persisted::default() }, ..Club::default() };
        share(&mut b);
        let rows =
            vec![r#"{"_id":"season:x","_rev":"1-a","kind":"season","season":"x","settings":{"reglement":"geen-reglement","evenings":[]}}"#
                .to_string()];
        b.apply(ClubAction::Pulled { rows, since: Some("1".into()) });
        assert!(b.seasons.is_empty());
        let notes = &b.share.as_ref().unwrap().notes;
        assert!(matches!(&notes[..], [Note::Aside { id, .. }] if id == "season:x"), "{notes:?}");
        b.apply(ClubAction::ShareNotesRead);
        assert!(b.share.as_ref().unwrap().notes.is_empty());
    }

    /// Issue 52 (item 4): the published standings follow what another
    /// organiser's phone brought. A publishes; B types table 1; A pulls
    /// it: A's standings are due to be written again.
    #[test]
    fn a_pulled_result_makes_the_standings_due_again() {
        use mahjong_core::json::season::change::SeasonChange;
        let date: mahjong_core::competition::date::Date = "2026-09-01".parse().unwrap();
        let mut a = club_with_season();
        a.apply(ClubAction::Season(SeasonChange::Draw { date, seed: 42 }));
        share(&mut a);
        let written = as_server(&a.share.as_ref().unwrap().waiting(&a.seasons));
        a.apply(ClubAction::Pushed(written.clone()));
        let due = a.share.as_ref().unwrap().to_publish(&a.seasons, &mut Default::default());
        assert_eq!(due.len(), 1);
        let (id, _, print) = due[0].clone();
        a.apply(ClubAction::Published { id, rev: "1-p".into(), print });
        assert!(a.share.as_ref().unwrap().to_publish(&a.seasons, &mut Default::default()).is_empty());

        let mut b = Club { book: Persisted { loaded: true, ..Persisted::default() }, ..Club::default() };
        share(&mut b);
        let rows = written.iter().map(|(p, rev)| mahjong_core::json::couch::write(&p.id, Some(rev), p.doc.as_ref())).collect();
        b.apply(ClubAction::Pulled { rows, since: Some("2".into()) });
        let players = b.season().unwrap().season.evening("2026-09-01").unwrap().draw.clone().unwrap().tables[0].clone();
        // Nine members: a table of 5 and one of 4 (C17); totals sum to 0 (C21).
        let totals = if players.len() == 5 { vec![300, 100, -100, -200, -100] } else { vec![300, 100, -100, -300] };
        let result = mahjong_core::json::season::TableIn { table: Some(1), players, totals, ..Default::default() };
        b.apply(ClubAction::Season(SeasonChange::Result { date, result }));
        assert_eq!(b.error, None);
        let puts = b.share.as_ref().unwrap().waiting(&b.seasons);
        let by_b: Vec<(Put, String)> = puts.iter().map(|p| (p.clone(), "2-b".to_string())).collect();
        let rows = by_b.iter().map(|(p, rev)| mahjong_core::json::couch::write(&p.id, Some(rev), p.doc.as_ref())).collect();
        a.apply(ClubAction::Pulled { rows, since: Some("3".into()) });
        assert_eq!(a.seasons[0].season.evening("2026-09-01").unwrap().tables.len(), 1, "A has table 1");
        assert_eq!(a.share.as_ref().unwrap().to_publish(&a.seasons, &mut Default::default()).len(), 1, "A writes the standings again");
    }

    /// An undo undoes exactly what it names: A draws; B (sharing) hands
    /// out table 1's card (C20); once A has B's change, A's step "the
    /// draw" would take B's card back too, so it is no longer offered:
    /// named, it says the step is gone and changes nothing. A's step on
    /// what B left alone (the members) stays.
    #[test]
    fn an_undo_never_takes_back_another_organisers_change() {
        use crate::competition::model::ClubError;
        use mahjong_core::json::season::change::SeasonChange;
        let date: mahjong_core::competition::date::Date = "2026-09-01".parse().unwrap();
        let mut a = club_with_season();
        a.apply(ClubAction::Season(SeasonChange::Draw { date, seed: 42 }));
        let draw = a.history.last().cloned().expect("the draw's step");
        assert!(a.notice_step.is_some(), "the notice offers to take the draw back");
        share(&mut a);
        let written = as_server(&a.share.as_ref().unwrap().waiting(&a.seasons));
        a.apply(ClubAction::Pushed(written.clone()));

        let mut b = Club { book: Persisted { loaded: true, ..Persisted::default() }, ..Club::default() };
        share(&mut b);
        let rows = written.iter().map(|(p, rev)| mahjong_core::json::couch::write(&p.id, Some(rev), p.doc.as_ref())).collect();
        b.apply(ClubAction::Pulled { rows, since: Some("2".into()) });
        b.apply(ClubAction::Season(SeasonChange::CardOut { date, table: Some(1) }));
        assert_eq!(b.error, None);
        let puts = b.share.as_ref().unwrap().waiting(&b.seasons);
        let rows = puts.iter().map(|p| mahjong_core::json::couch::write(&p.id, Some("2-b"), p.doc.as_ref())).collect();
        let steps = a.history.len();
        a.apply(ClubAction::Pulled { rows, since: Some("3".into()) });
        let evening = |c: &Club| c.seasons[0].season.evening("2026-09-01").unwrap().clone();
        assert_eq!(evening(&a).cards_out, vec![1], "A has B's card out");
        assert!(!a.history.contains(&draw), "the draw's step is gone");
        // Gone too: the evening's other steps (made, nine present) and the
        // season's adding, each of which would take the card back; the
        // nine members added stay (B left the members alone).
        assert_eq!((steps, a.history.len()), (21, 9));
        assert!(a.history.iter().all(|h| matches!(h, crate::competition::model::ClubUndo::Members { .. })));
        assert_eq!(a.notice_step, None, "the notice no longer offers it");
        a.apply(ClubAction::UndoStep(Box::new(draw)));
        assert_eq!(a.error, Some(ClubError::StepGone));
        assert!(evening(&a).draw.is_some() && evening(&a).cards_out == vec![1], "nothing taken back");
    }
}
