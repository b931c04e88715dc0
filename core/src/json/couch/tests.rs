//! A season as CouchDB documents (issue 52): split and made again, the
//! secret never in a document, every document checked, and two
//! organisers' changes merged three ways with nothing dropped unseen.
//! The "server" here is a map of revisions, as CouchDB keeps them: a write
//! naming an older revision is refused (409).

use std::collections::BTreeMap;

use super::replica::{Put, Replica};
use super::*;
use crate::competition::date::Date;
use crate::json::season::change::SeasonChange;
use crate::json::season::ReglementIn;
use crate::rules::Variant;

const EIGHT: [&str; 8] = ["Ans", "Bep", "Cor", "Dirk", "Eef", "Fer", "Gijs", "Hans"];
const SECRET: &str = "zeer-geheim-0123456789";

fn sep1() -> Date {
    "2026-09-01".parse().unwrap()
}

/// A Groene Hart season of eight members, all ticked on 1 September and
/// drawn with seed 7: two tables of four (C13: 8 = 4 + 4).
fn drawn() -> SeasonIn {
    let members = EIGHT.map(String::from).to_vec();
    let mut s = SeasonIn::new_season("Competitie", Variant::Nts, ReglementIn::Preset("groene-hart".into()), members.clone()).unwrap();
    s.apply(SeasonChange::Secure { secret: SECRET.into() }).unwrap();
    s.apply(SeasonChange::NewEvening { date: sep1() }).unwrap();
    s.apply(SeasonChange::PresentMany { date: sep1(), names: members }).unwrap();
    s.apply(SeasonChange::Draw { date: sep1(), seed: 7 }).unwrap();
    s
}

fn table(s: &SeasonIn, n: u32) -> Vec<String> {
    s.evening("2026-09-01").unwrap().draw.as_ref().unwrap().tables[n as usize - 1].clone()
}

/// Typed totals for table `n` (they sum to 0, C21).
fn typed(s: &SeasonIn, n: u32, totals: [i64; 4]) -> TableIn {
    TableIn { table: Some(n), players: table(s, n), totals: totals.to_vec(), ..TableIn::default() }
}

fn with_result(mut s: SeasonIn, t: TableIn) -> SeasonIn {
    s.apply(SeasonChange::Result { date: sep1(), result: t }).unwrap();
    s
}

#[test]
fn split_and_assembled_again_without_the_secret() {
    let s = with_result(drawn(), typed(&drawn(), 1, [30, 10, -15, -25]));
    let docs = split("s1", &s);
    // One settings document, one evening, one result: ids made of content.
    let ids: Vec<&str> = docs.keys().map(String::as_str).collect();
    assert_eq!(ids, ["evening:s1:2026-09-01", "result:s1:2026-09-01:1", "season:s1"]);
    for (id, d) in &docs {
        let text = write(id, Some("1-a"), Some(d));
        assert!(!text.contains(SECRET), "{id} carries the secret");
        assert_eq!(read(&text).unwrap(), Stored { id: id.clone(), rev: Some("1-a".into()), doc: Some(d.clone()) });
    }
    // Made again with this phone's secret: the same season.
    assert_eq!(assemble("s1", &docs, Some(SECRET.into())).unwrap(), s);
    // Without it (another organiser's phone): all but the secret.
    assert_eq!(assemble("s1", &docs, None).unwrap(), SeasonIn { secret: None, ..s });
}

#[test]
fn every_document_read_is_checked() {
    let s = with_result(drawn(), typed(&drawn(), 1, [30, 10, -15, -25]));
    let docs = split("s1", &s);
    let result = &docs["result:s1:2026-09-01:1"];
    // Under another id: it poses as table 2.
    let posing = write("result:s1:2026-09-01:2", None, Some(result));
    assert!(matches!(read(&posing), Err(DocProblem::WrongId { .. })));
    // Settings carrying a secret, an evening carrying results: refused.
    let Doc::Season(mut settings) = docs["season:s1"].clone() else { panic!() };
    settings.settings.secret = Some("x".into());
    assert_eq!(
        read(&write("season:s1", None, Some(&Doc::Season(settings.clone())))),
        Err(DocProblem::Misplaced("the season's secret".into()))
    );
    let Doc::Evening(mut evening) = docs["evening:s1:2026-09-01"].clone() else { panic!() };
    evening.evening.tables.push(typed(&s, 2, [1, -1, 0, 0]));
    assert!(matches!(read(&write("evening:s1:2026-09-01", None, Some(&Doc::Evening(evening)))), Err(DocProblem::Misplaced(_))));
    // Unknown kinds and fields, and no id: unreadable (CouchDB's other `_`
    // fields come only when asked: `_conflicts` is one); a deleted
    // document has no content.
    assert!(matches!(read(r#"{"_id":"x","kind":"other"}"#), Err(DocProblem::Unreadable(_))));
    assert!(matches!(read(r#"{"kind":"log"}"#), Err(DocProblem::Unreadable(_))));
    // A field of another kind's: unreadable, not left out.
    let mut mixed: serde_json::Value = serde_json::from_str(&write("season:s1", None, Some(&docs["season:s1"]))).unwrap();
    mixed["at"] = "2026-09-01".into();
    assert!(matches!(read(&mixed.to_string()), Err(DocProblem::Unreadable(_))));
    let mut with_conflicts: serde_json::Value = serde_json::from_str(&write("season:s1", Some("2-b"), Some(&docs["season:s1"]))).unwrap();
    with_conflicts["_conflicts"] = serde_json::json!(["2-c"]);
    assert!(matches!(read(&with_conflicts.to_string()), Err(DocProblem::Unreadable(_))));
    assert_eq!(read(r#"{"_id":"season:s1","_rev":"3-c","_deleted":true}"#).unwrap().doc, None);
    assert_eq!(read(&" ".repeat(MAX_DOC + 1)), Err(DocProblem::TooLarge(MAX_DOC + 1)));
    // A result whose totals do not sum to 0 (30 + 10 - 15 - 24 = 1, C21):
    // the season made of it is refused.
    let mut bad = docs.clone();
    let Doc::Result(mut r) = result.clone() else { panic!() };
    r.result.totals = vec![30, 10, -15, -24];
    bad.insert((*r).clone().into_doc_id(), Doc::Result(r));
    assert!(matches!(assemble("s1", &bad, None), Err(DocProblem::Season(_))));
    // A result of an evening that is not there.
    let mut orphan = docs.clone();
    orphan.remove("evening:s1:2026-09-01");
    assert_eq!(assemble("s1", &orphan, None), Err(DocProblem::NoEvening("result:s1:2026-09-01:1".into())));
}

impl ResultDoc {
    fn into_doc_id(self) -> String {
        Doc::Result(Box::new(self)).id()
    }
}

#[test]
fn lists_merge_as_sets() {
    // Base Ans, Bep, Cor; this phone ticks Dirk and unticks Bep; the
    // server unticks Cor and ticks Eef: Ans, Eef, Dirk.
    let v = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
    assert_eq!(merge_list(&v(&["Ans", "Bep", "Cor"]), &v(&["Ans", "Cor", "Dirk"]), &v(&["Ans", "Bep", "Eef"])), v(&["Ans", "Eef", "Dirk"]));
}

#[test]
fn two_organisers_change_one_evening() {
    let s = drawn();
    let base = split("s1", &s);
    let id = "evening:s1:2026-09-01";
    let evening = |f: &dyn Fn(&mut EveningIn)| {
        let Doc::Evening(mut e) = base[id].clone() else { panic!() };
        f(&mut e.evening);
        Doc::Evening(e)
    };
    // This phone hands out table 1's card and draws again (seed 8); the
    // server's phone hands out table 2's card and draws with seed 9.
    let local = evening(&|e| {
        e.cards_out = vec![1];
        e.draw.as_mut().unwrap().seed = 8;
    });
    let remote = evening(&|e| {
        e.cards_out = vec![2];
        e.draw.as_mut().unwrap().seed = 9;
    });
    let m = merge(id, Some(&base[id]), Some(&local), Some(&remote));
    let Some(Doc::Evening(e)) = m.doc else { panic!() };
    // Both cards are out; the server's draw stays, this phone's is named.
    assert_eq!(e.evening.cards_out, [2, 1]);
    assert_eq!(e.evening.draw.unwrap().seed, 9);
    assert_eq!(m.overruled, [Overruled::Setting { id: id.into(), field: "draw" }]);
    // One side unchanged: the other's, nothing overruled.
    assert_eq!(merge(id, Some(&base[id]), Some(&base[id]), Some(&local)), Merged { doc: Some(local.clone()), overruled: vec![] });
    // Deleted here, changed there: kept, and said.
    let m = merge(id, Some(&base[id]), None, Some(&remote));
    assert_eq!((m.doc, m.overruled), (Some(remote), vec![Overruled::KeptDeleted { id: id.into() }]));
}

#[test]
fn a_table_entered_twice_differently_keeps_both() {
    let s = drawn();
    let (a, b) = (typed(&s, 1, [30, 10, -15, -25]), typed(&s, 1, [20, 20, -15, -25]));
    let doc = |t: &TableIn, w: Option<&TableIn>| {
        Doc::Result(Box::new(ResultDoc { season: "s1".into(), evening: "2026-09-01".into(), result: t.clone(), waiting: w.cloned() }))
    };
    let id = "result:s1:2026-09-01:1";
    // Both new (no base): the server's is the result, this phone's waits.
    let m = merge(id, None, Some(&doc(&a, None)), Some(&doc(&b, None)));
    assert_eq!((m.doc, m.overruled), (Some(doc(&b, Some(&a))), vec![]));
    // The same on both: one result.
    assert_eq!(merge(id, None, Some(&doc(&a, None)), Some(&doc(&a, None))).doc, Some(doc(&a, None)));
    // A third where two are kept already: named, not dropped unseen.
    let c = typed(&s, 1, [10, 10, 5, -25]);
    let m = merge(id, None, Some(&doc(&c, None)), Some(&doc(&b, Some(&a))));
    assert_eq!(m.doc, Some(doc(&b, Some(&a))));
    assert_eq!(m.overruled, [Overruled::Result { id: id.into(), result: Box::new(c) }]);
}

/// CouchDB as far as these tests need it: documents with revisions, a
/// write naming another revision refused, a changes feed by sequence.
#[derive(Default)]
struct Server {
    docs: BTreeMap<String, (u32, serde_json::Value)>,
    seq: Vec<String>,
}

impl Server {
    /// `_bulk_docs`: each write taken (its new revision) or a conflict.
    fn bulk(&mut self, puts: &[Put]) -> Vec<Result<String, ()>> {
        puts.iter()
            .map(|p| {
                let now = self.docs.get(&p.id).map(|(n, _)| format!("{n}-x"));
                if now != p.rev {
                    return Err(());
                }
                let n = self.docs.get(&p.id).map_or(1, |(n, _)| n + 1);
                let mut v: serde_json::Value = serde_json::from_str(&p.body()).unwrap();
                v["_rev"] = serde_json::Value::String(format!("{n}-x"));
                self.docs.insert(p.id.clone(), (n, v));
                self.seq.push(p.id.clone());
                Ok(format!("{n}-x"))
            })
            .collect()
    }

    /// `_changes?since=` with the documents: each changed one once, at its
    /// last change.
    fn changes(&self, since: Option<&str>) -> (Vec<serde_json::Value>, String) {
        let from: usize = since.map_or(0, |s| s.parse().unwrap());
        let mut seen = Vec::new();
        for (i, id) in self.seq.iter().enumerate().skip(from) {
            if self.seq[i + 1..].contains(id) || seen.contains(id) {
                continue;
            }
            seen.push(id.clone());
        }
        (seen.iter().map(|id| self.docs[id].1.clone()).collect(), self.seq.len().to_string())
    }

    fn get(&self, id: &str) -> serde_json::Value {
        self.docs[id].1.clone()
    }
}

/// One organiser's phone: its season, and its side of the server.
struct Phone {
    season: Option<SeasonIn>,
    replica: Replica,
    overruled: Vec<Overruled>,
    aside: Vec<(String, DocProblem)>,
}

impl Phone {
    fn new(season: Option<SeasonIn>) -> Phone {
        Phone { season, replica: Replica::default(), overruled: vec![], aside: vec![] }
    }

    fn take(&mut self, rows: Vec<serde_json::Value>) {
        let seasons: Vec<(&str, &SeasonIn)> = self.season.iter().map(|s| ("s1", s)).collect();
        let texts: Vec<String> = rows.iter().map(|r| r.to_string()).collect();
        let inc = self.replica.incoming(&seasons, &texts);
        self.overruled.extend(inc.overruled);
        self.aside.extend(inc.aside);
        if let Some((_, s)) = inc.seasons.into_iter().next() {
            self.season = Some(s);
        }
    }

    /// Writes until the server has everything: a 409 reads the server's
    /// document, merges it and writes again.
    fn push(&mut self, server: &mut Server) {
        for _ in 0..3 {
            if !self.push_once(server) {
                return;
            }
        }
        panic!("still writing after three rounds");
    }

    fn pull(&mut self, server: &Server) {
        let (rows, last) = server.changes(self.replica.since.as_deref());
        self.take(rows);
        self.replica.since = Some(last);
    }
}

#[test]
fn two_organisers_offline_enter_different_tables() {
    let mut server = Server::default();
    let mut a = Phone::new(Some(drawn()));
    a.push(&mut server);
    // The second organiser logs in: the season comes, without the secret.
    let mut b = Phone::new(None);
    b.pull(&server);
    assert_eq!(b.season, Some(SeasonIn { secret: None, ..drawn() }));
    // Offline, A types table 1 and B table 2; then both go online.
    let s = drawn();
    a.season = Some(with_result(a.season.take().unwrap(), typed(&s, 1, [30, 10, -15, -25])));
    b.season = Some(with_result(b.season.take().unwrap(), typed(&s, 2, [40, -10, -10, -20])));
    a.push(&mut server);
    b.push(&mut server);
    a.pull(&server);
    b.pull(&server);
    // Both tables on both phones; the standings the same.
    let both = with_result(with_result(drawn(), typed(&s, 1, [30, 10, -15, -25])), typed(&s, 2, [40, -10, -10, -20]));
    assert_eq!(a.season.as_ref(), Some(&both));
    assert_eq!(b.season.as_ref().map(|s| SeasonIn { secret: Some(SECRET.into()), ..s.clone() }), Some(both.clone()));
    let standings = |s: &SeasonIn| serde_json::to_string(&crate::json::season::answer(s)).unwrap();
    assert_eq!(standings(a.season.as_ref().unwrap()), standings(b.season.as_ref().unwrap()));
    assert!(a.overruled.is_empty() && b.overruled.is_empty() && a.aside.is_empty() && b.aside.is_empty());
}

#[test]
fn the_same_table_with_different_totals_is_a_conflict_on_both() {
    let mut server = Server::default();
    let mut a = Phone::new(Some(drawn()));
    a.push(&mut server);
    let mut b = Phone::new(None);
    b.pull(&server);
    let s = drawn();
    let (ta, tb) = (typed(&s, 1, [30, 10, -15, -25]), typed(&s, 1, [20, 20, -15, -25]));
    a.season = Some(with_result(a.season.take().unwrap(), ta.clone()));
    b.season = Some(with_result(b.season.take().unwrap(), tb.clone()));
    a.push(&mut server);
    // B's write is refused (409): B reads A's, keeps its own waiting.
    b.push(&mut server);
    a.pull(&server);
    for phone in [&a, &b] {
        let e = phone.season.as_ref().unwrap().evening("2026-09-01").unwrap();
        assert_eq!(e.tables, std::slice::from_ref(&ta));
        assert_eq!(e.waiting, std::slice::from_ref(&tb));
    }
}

#[test]
fn a_document_the_engine_cannot_read_is_kept_aside() {
    let mut server = Server::default();
    let mut a = Phone::new(Some(drawn()));
    a.push(&mut server);
    // Someone writes a result whose totals do not sum to 0 (C21:
    // 30 + 10 - 15 - 24 = 1).
    let s = drawn();
    let bad = ResultDoc { season: "s1".into(), evening: "2026-09-01".into(), result: typed(&s, 1, [30, 10, -15, -24]), waiting: None };
    let put = Put { id: Doc::Result(Box::new(bad.clone())).id(), rev: None, doc: Some(Doc::Result(Box::new(bad))) };
    server.bulk(&[put]).pop().unwrap().unwrap();
    // And a document that is no season's at all.
    server.docs.insert("junk".into(), (1, serde_json::json!({"_id": "junk", "_rev": "1-x", "hello": 1})));
    server.seq.push("junk".into());
    a.pull(&server);
    assert_eq!(a.season.as_ref(), Some(&drawn()), "nothing applied");
    let ids: Vec<&str> = a.aside.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(ids, ["junk", "result:s1:2026-09-01:1"]);
    // Read once: the next pull does not bring it again, nor is it written over.
    a.aside.clear();
    a.pull(&server);
    assert!(a.aside.is_empty());
    assert!(a.replica.outgoing(&[("s1", a.season.as_ref().unwrap())]).is_empty());
}

#[test]
fn the_published_standings_hold_no_secret() {
    let s = with_result(drawn(), typed(&drawn(), 1, [30, 10, -15, -25]));
    let p = Published::of("s1", &s);
    let text = serde_json::to_string(&p).unwrap();
    assert!(!text.contains(SECRET));
    assert!(text.starts_with(r#"{"kind":"published","id":"s1""#), "{text}");
    // Read back as the server sends it (with _id and _rev): the same.
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["_id"] = "stand:s1".into();
    v["_rev"] = "4-x".into();
    assert_eq!(Published::read(&v.to_string()), Ok(p.clone()));
    assert_eq!(p.doc_id(), "stand:s1");
    // Written over revision 4: `_rev` first, then the same fields.
    let over = p.write(Some("4-x"));
    assert_eq!(over, format!("{{\"_rev\":\"4-x\",{}", &text[1..]));
    assert_eq!(p.write(None), text);
    assert_eq!(with_rev("{}".into(), Some("1-a")), "{}");
    // A secret planted in it, or a season the engine cannot read: refused.
    v["season"]["secret"] = "x".into();
    assert!(matches!(Published::read(&v.to_string()), Err(DocProblem::Misplaced(_))));
    v["season"]["secret"] = serde_json::Value::Null;
    v["season"]["reglement"] = "geen".into();
    assert!(matches!(Published::read(&v.to_string()), Err(DocProblem::Season(_))));
}

impl Phone {
    /// One round of writing, as `_bulk_docs` does it for many phones at
    /// once: returns whether anything was left to write (a refused
    /// document is read back and merged).
    fn push_once(&mut self, server: &mut Server) -> bool {
        let seasons: Vec<(&str, &SeasonIn)> = self.season.iter().map(|s| ("s1", s)).collect();
        let puts = self.replica.outgoing(&seasons);
        if puts.is_empty() {
            return false;
        }
        let mut conflicts = Vec::new();
        for (p, answer) in puts.iter().zip(server.bulk(&puts)) {
            match answer {
                Ok(rev) => self.replica.pushed(p, rev),
                Err(()) => conflicts.push(server.get(&p.id)),
            }
        }
        self.take(conflicts);
        true
    }
}

/// Issue 52, item 6: twenty phones change the same evening at once (each
/// ticks its own guest present): every write but one a round is refused
/// (409), read back, merged and written again; in the end every phone
/// has all twenty guests, and nothing was dropped.
#[test]
fn a_storm_of_409s_loses_nothing() {
    let mut server = Server::default();
    let mut first = Phone::new(Some(drawn()));
    first.push(&mut server);
    let mut phones: Vec<Phone> = (0..20)
        .map(|_| {
            let mut p = Phone::new(None);
            p.pull(&server);
            p
        })
        .collect();
    let guests: Vec<String> = (1..=20).map(|k| format!("Gast {k}")).collect();
    for (p, g) in phones.iter_mut().zip(&guests) {
        let mut s = p.season.take().unwrap();
        s.apply(SeasonChange::Guest { date: sep1(), name: g.clone() }).unwrap();
        p.season = Some(s);
    }
    // All write at once, round after round: at most 21 rounds (one phone's
    // write taken a round at the least).
    let mut rounds = 0;
    while phones.iter_mut().fold(false, |busy, p| p.push_once(&mut server) | busy) {
        rounds += 1;
        assert!(rounds <= 21, "still writing after {rounds} rounds");
    }
    for p in &mut phones {
        p.pull(&server);
        let present = &p.season.as_ref().unwrap().evening("2026-09-01").unwrap().present;
        // The eight members and the twenty guests.
        assert_eq!(present.len(), 28);
        assert!(guests.iter().all(|g| present.contains(g)));
        assert!(p.overruled.is_empty() && p.aside.is_empty());
    }
}

/// Issue 52, item 6: a phone whose store is put back from an older copy
/// (the season and what it had of the server, both of then) takes the
/// server's newer documents and writes nothing over them.
#[test]
fn a_phone_restored_from_an_older_copy_catches_up() {
    let mut server = Server::default();
    let mut a = Phone::new(Some(drawn()));
    a.push(&mut server);
    let copy = (a.season.clone(), a.replica.clone());
    let s = drawn();
    a.season = Some(with_result(a.season.take().unwrap(), typed(&s, 1, [30, 10, -15, -25])));
    a.push(&mut server);
    a.pull(&server);
    let newest = a.season.clone();
    // Put back: the season without table 1, and the replica of then.
    (a.season, a.replica) = copy;
    assert!(a.replica.outgoing(&[("s1", a.season.as_ref().unwrap())]).is_empty(), "nothing of the old copy is written");
    a.pull(&server);
    assert_eq!(a.season, newest);
    assert!(a.overruled.is_empty() && a.aside.is_empty());
}

impl Server {
    /// `_changes?since=&limit=`: at most `limit` documents a read, and the
    /// checkpoint after the last one given.
    fn changes_page(&self, since: Option<&str>, limit: usize) -> (Vec<serde_json::Value>, String) {
        let from: usize = since.map_or(0, |s| s.parse().unwrap());
        let mut rows = Vec::new();
        let mut last = from;
        for (i, id) in self.seq.iter().enumerate().skip(from) {
            if rows.len() == limit {
                break;
            }
            last = i + 1;
            if !self.seq[i + 1..].contains(id) {
                rows.push(self.docs[id].1.clone());
            }
        }
        (rows, last.to_string())
    }
}

/// Issue 52, item 6: the first sync of a 400-evening season. The first
/// phone writes it in batches of 100 (as the app does); a second phone
/// reads it 200 documents a read, the season's settings among the last,
/// and ends with the same season (without its secret), nothing aside.
#[test]
fn a_long_season_first_sync_loses_nothing() {
    let mut s = drawn();
    let members = EIGHT.map(String::from).to_vec();
    let mut date = sep1();
    for k in 0..399 {
        date = date.next_day();
        s.apply(SeasonChange::NewEvening { date }).unwrap();
        s.apply(SeasonChange::PresentMany { date, names: members.clone() }).unwrap();
        s.apply(SeasonChange::Draw { date, seed: k }).unwrap();
        let tables = s.evening(&date.to_string()).unwrap().draw.as_ref().unwrap().tables.clone();
        for (n, players) in (1..).zip(tables) {
            let t = TableIn { table: Some(n), players, totals: vec![30, 10, -15, -25], ..TableIn::default() };
            s.apply(SeasonChange::Result { date, result: t }).unwrap();
        }
    }
    assert_eq!(s.evenings.len(), 400);
    let mut server = Server::default();
    let mut a = Phone::new(Some(s.clone()));
    let all = a.replica.outgoing(&[("s1", &s)]);
    // The settings, 400 evenings, 399 x 2 results.
    assert_eq!(all.len(), 1 + 400 + 798);
    // The settings written last: the second phone meets evenings first.
    let (settings, rest): (Vec<Put>, Vec<Put>) = all.into_iter().partition(|p| p.id == "season:s1");
    for batch in rest.chunks(100).chain(settings.chunks(1)) {
        for (p, answer) in batch.iter().zip(server.bulk(batch)) {
            a.replica.pushed(p, answer.expect("a first write is taken"));
        }
    }
    assert!(a.replica.outgoing(&[("s1", &s)]).is_empty());
    let mut b = Phone::new(None);
    let mut reads = 0;
    loop {
        let (rows, last) = server.changes_page(b.replica.since.as_deref(), 200);
        if rows.is_empty() {
            break;
        }
        b.take(rows);
        b.replica.since = Some(last);
        reads += 1;
    }
    // 1199 documents, 200 a read: 6 reads.
    assert_eq!(reads, 6);
    assert!(b.aside.is_empty() && b.overruled.is_empty());
    assert_eq!(b.season, Some(SeasonIn { secret: None, ..s }));
    assert!(b.replica.outgoing(&[("s1", b.season.as_ref().unwrap())]).is_empty(), "nothing of B's to write");
}
