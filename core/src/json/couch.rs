//! A club's season as Apache CouchDB documents (issue 52), so that two
//! organisers rarely write the same one: the season's settings, each
//! evening (date, presence, draw, cards out, removed results), each
//! table's result as it arrived (signed, with a differing one waiting),
//! and the log, one entry a document under an id made from its content.
//!
//! Invariant: the season's secret is never in a document (it makes the
//! tables' keys, issue 31); a season read from documents gets the phone's
//! own secret back. Every document read is checked here, and the season
//! made of them by the engine ([`super::season::check`]); what cannot be
//! read is named ([`DocProblem`]), never applied.
//!
//! Two organisers who changed the same document offline are merged three
//! ways against the version both had ([`merge`]): lists (presence, members,
//! cards out) keep both sides' additions and removals, a table's two
//! different results are both kept (one waits for the organiser's choice,
//! issue 51), and where one value must win (a name, a draw) the server's
//! stays and the other is named in [`Overruled`], never dropped unseen.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::season::change::log::Entry;
use super::season::{EveningIn, SeasonIn, TableIn};

pub mod replica;

/// The largest document the app writes or reads: a table's result with a
/// whole MCR game and its waiting twin stays under 64 KiB.
pub const MAX_DOC: usize = 256 * 1024;

/// One document of a season (`kind` names which). Its JSON is one flat
/// object ([`Flat`]): an internally tagged enum would make serde buffer
/// every document and compile a second reader of the whole season into
/// the app (issue 52's byte budget).
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(try_from = "Flat", into = "Flat")]
pub enum Doc {
    /// The season's settings: name, rules, reglement, members, tournament.
    Season(Box<SeasonDoc>),
    /// One evening without its results.
    Evening(Box<EveningDoc>),
    /// One table's result.
    Result(Box<ResultDoc>),
    /// One entry of the season's log (C19).
    Log(LogDoc),
}

/// Which part of a season a document holds.
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The settings.
    Season,
    /// An evening.
    Evening,
    /// A table's result.
    Result,
    /// A log entry.
    Log,
}

/// A document's fields as JSON holds them: `kind`, `season`, and the
/// fields of that kind.
#[derive(Serialize, Deserialize, Clone, Debug)]
#[serde(deny_unknown_fields)]
pub struct Flat {
    kind: Kind,
    season: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    settings: Option<SeasonIn>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    evening: Option<EveningIn>,
    /// A result's evening (its identity).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    result: Option<TableIn>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    waiting: Option<TableIn>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    entry: Option<Entry>,
}

impl TryFrom<Flat> for Doc {
    type Error = String;
    fn try_from(f: Flat) -> Result<Doc, String> {
        let season = f.season;
        let extra = |fields: &[bool]| fields.iter().any(|&b| b);
        match f.kind {
            Kind::Season if !extra(&[f.evening.is_some(), f.at.is_some(), f.result.is_some(), f.waiting.is_some(), f.entry.is_some()]) => {
                Ok(Doc::Season(Box::new(SeasonDoc { season, settings: f.settings.ok_or("settings missing")? })))
            }
            Kind::Evening
                if !extra(&[f.settings.is_some(), f.at.is_some(), f.result.is_some(), f.waiting.is_some(), f.entry.is_some()]) =>
            {
                Ok(Doc::Evening(Box::new(EveningDoc { season, evening: f.evening.ok_or("evening missing")? })))
            }
            Kind::Result if !extra(&[f.settings.is_some(), f.evening.is_some(), f.entry.is_some()]) => {
                Ok(Doc::Result(Box::new(ResultDoc {
                    season,
                    evening: f.at.ok_or("evening missing")?,
                    result: f.result.ok_or("result missing")?,
                    waiting: f.waiting,
                })))
            }
            Kind::Log if !extra(&[f.settings.is_some(), f.evening.is_some(), f.at.is_some(), f.result.is_some(), f.waiting.is_some()]) => {
                Ok(Doc::Log(LogDoc { season, entry: f.entry.ok_or("entry missing")? }))
            }
            kind => Err(format!("fields of another kind in a {kind:?} document")),
        }
    }
}

impl From<Doc> for Flat {
    fn from(d: Doc) -> Flat {
        let empty = |kind, season| Flat { kind, season, settings: None, evening: None, at: None, result: None, waiting: None, entry: None };
        match d {
            Doc::Season(d) => Flat { settings: Some(d.settings), ..empty(Kind::Season, d.season) },
            Doc::Evening(d) => Flat { evening: Some(d.evening), ..empty(Kind::Evening, d.season) },
            Doc::Result(d) => {
                let ResultDoc { season, evening, result, waiting } = *d;
                Flat { at: Some(evening), result: Some(result), waiting, ..empty(Kind::Result, season) }
            }
            Doc::Log(d) => Flat { entry: Some(d.entry), ..empty(Kind::Log, d.season) },
        }
    }
}

/// The season without its evenings, log and secret.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct SeasonDoc {
    /// The season's id (the app's).
    pub season: String,
    /// The settings; `evenings` and `log` empty, no `secret`.
    pub settings: SeasonIn,
}

/// An evening without its tables' results.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct EveningDoc {
    /// The season's id.
    pub season: String,
    /// The evening; `tables` and `waiting` empty.
    pub evening: EveningIn,
}

/// A table's result, and a differing one waiting for the organiser's
/// choice (issue 51).
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct ResultDoc {
    /// The season's id.
    pub season: String,
    /// The evening's identity ([`EveningIn::identity`]: stays when it moves).
    pub evening: String,
    /// The result as it arrived (signed where a phone sent it).
    pub result: TableIn,
    /// A second, different result for the same table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub waiting: Option<TableIn>,
}

/// One log entry (append-only: a new entry is a new document).
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct LogDoc {
    /// The season's id.
    pub season: String,
    /// The entry.
    pub entry: Entry,
}

impl Doc {
    /// The season it belongs to.
    pub fn season(&self) -> &str {
        match self {
            Doc::Season(d) => &d.season,
            Doc::Evening(d) => &d.season,
            Doc::Result(d) => &d.season,
            Doc::Log(d) => &d.season,
        }
    }

    /// Its document id: made from what it is, so two phones name the same
    /// evening or table alike and a document cannot pose as another.
    pub fn id(&self) -> String {
        match self {
            Doc::Season(d) => format!("season:{}", d.season),
            Doc::Evening(d) => format!("evening:{}:{}", d.season, d.evening.identity()),
            Doc::Result(d) => match d.result.table {
                Some(n) => format!("result:{}:{}:{n}", d.season, d.evening),
                // A result of a season file without table numbers: by content.
                None => format!("result:{}:{}:x{}", d.season, d.evening, short_print(&d.result)),
            },
            Doc::Log(d) => format!("log:{}:{}:{}", d.season, d.entry.at.as_deref().unwrap_or(""), short_print(&d.entry)),
        }
    }
}

fn short_print<T: Serialize>(v: &T) -> String {
    super::table::print(b"couch doc", &serde_json::to_vec(v).unwrap_or_default())[..12].to_string()
}

/// A season's documents by id.
pub type Docs = BTreeMap<String, Doc>;

/// The season `id` as documents, its secret left out.
pub fn split(id: &str, s: &SeasonIn) -> Docs {
    let mut docs = Vec::new();
    let settings = SeasonIn { secret: None, evenings: Vec::new(), log: Vec::new(), ..s.clone() };
    docs.push(Doc::Season(Box::new(SeasonDoc { season: id.to_string(), settings })));
    for e in &s.evenings {
        let evening = EveningIn { tables: Vec::new(), waiting: Vec::new(), ..e.clone() };
        docs.push(Doc::Evening(Box::new(EveningDoc { season: id.to_string(), evening })));
        for t in &e.tables {
            let waiting = e.waiting.iter().find(|w| w.table.is_some() && w.table == t.table).cloned();
            docs.push(Doc::Result(Box::new(ResultDoc {
                season: id.to_string(),
                evening: e.identity().to_string(),
                result: t.clone(),
                waiting,
            })));
        }
    }
    for entry in &s.log {
        docs.push(Doc::Log(LogDoc { season: id.to_string(), entry: entry.clone() }));
    }
    docs.into_iter().map(|d| (d.id(), d)).collect()
}

/// Why a document or a season made of documents cannot be read.
#[derive(Clone, PartialEq, Debug)]
pub enum DocProblem {
    /// Not JSON, or not a document of this version.
    Unreadable(String),
    /// Larger than [`MAX_DOC`].
    TooLarge(usize),
    /// Its id is not the one its content makes (it poses as another).
    WrongId {
        /// The id it came under.
        id: String,
        /// The id its content makes.
        made: String,
    },
    /// Of another season.
    OtherSeason(String),
    /// A part kept elsewhere is in it: an evening with results, settings
    /// with evenings, a log or a secret, a waiting result of another table.
    Misplaced(String),
    /// No settings document for the season.
    NoSettings,
    /// A result of an evening that is not there.
    NoEvening(String),
    /// The season they make is one the engine cannot read.
    Season(super::season::SeasonProblem),
}

impl std::fmt::Display for DocProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DocProblem::Unreadable(why) => write!(f, "not a season document of this version: {why}"),
            DocProblem::TooLarge(n) => write!(f, "document of {n} bytes, more than {MAX_DOC}"),
            DocProblem::WrongId { id, made } => write!(f, "document {id} holds {made}"),
            DocProblem::OtherSeason(id) => write!(f, "document {id} is of another season"),
            DocProblem::Misplaced(what) => write!(f, "document holds {what}, which is kept elsewhere"),
            DocProblem::NoSettings => write!(f, "no settings document for the season"),
            DocProblem::NoEvening(id) => write!(f, "result {id} of an evening that is not there"),
            DocProblem::Season(p) => write!(f, "the season is not one the engine can read: {p}"),
        }
    }
}

/// A document as the server holds it: its id, its revision, and its
/// content (none: deleted).
#[derive(Clone, PartialEq, Debug)]
pub struct Stored {
    /// `_id`.
    pub id: String,
    /// `_rev`.
    pub rev: Option<String>,
    /// The content; `None` when `_deleted`.
    pub doc: Option<Doc>,
}

/// A document as CouchDB sends it: `_id`, `_rev`, `_deleted`, then the
/// document's own fields. The app never asks for CouchDB's other `_`
/// fields (`conflicts=true`, `revs=true`); a document with one is kept
/// aside.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Wire {
    #[serde(rename = "_id")]
    id: String,
    #[serde(rename = "_rev", default)]
    rev: Option<String>,
    #[serde(rename = "_deleted", default)]
    deleted: bool,
    #[serde(default)]
    kind: Option<Kind>,
    #[serde(default)]
    season: Option<String>,
    #[serde(default)]
    settings: Option<SeasonIn>,
    #[serde(default)]
    evening: Option<EveningIn>,
    #[serde(default)]
    at: Option<String>,
    #[serde(default)]
    result: Option<TableIn>,
    #[serde(default)]
    waiting: Option<TableIn>,
    #[serde(default)]
    entry: Option<Entry>,
}

/// A document's id alone, for naming one that cannot be read.
#[derive(Deserialize)]
struct IdOnly {
    #[serde(rename = "_id")]
    id: String,
}

/// The id of a document's text, where it has one (for naming a document
/// that cannot be read).
pub fn id_of(text: &str) -> Option<String> {
    serde_json::from_str::<IdOnly>(text).ok().map(|d| d.id)
}

/// Reads a document as the server sent it (`_id`, `_rev`, `_deleted`;
/// CouchDB's other `_` fields are left out): its content checked, its id
/// the one its content makes.
pub fn read(text: &str) -> Result<Stored, DocProblem> {
    if text.len() > MAX_DOC {
        return Err(DocProblem::TooLarge(text.len()));
    }
    let w: Wire = serde_json::from_str(text).map_err(|e| DocProblem::Unreadable(e.to_string()))?;
    let (id, rev) = (w.id, w.rev);
    if w.deleted {
        return Ok(Stored { id, rev, doc: None });
    }
    let (Some(kind), Some(season)) = (w.kind, w.season) else { return Err(DocProblem::Unreadable("no kind or season".into())) };
    let flat =
        Flat { kind, season, settings: w.settings, evening: w.evening, at: w.at, result: w.result, waiting: w.waiting, entry: w.entry };
    let doc = Doc::try_from(flat).map_err(DocProblem::Unreadable)?;
    check_doc(&doc)?;
    let made = doc.id();
    if made != id {
        return Err(DocProblem::WrongId { id, made });
    }
    Ok(Stored { id, rev, doc: Some(doc) })
}

/// What a document may hold: each part in its own kind of document.
fn check_doc(doc: &Doc) -> Result<(), DocProblem> {
    let misplaced = |what: &str| Err(DocProblem::Misplaced(what.to_string()));
    match doc {
        Doc::Season(d) if d.settings.secret.is_some() => misplaced("the season's secret"),
        Doc::Season(d) if !d.settings.evenings.is_empty() => misplaced("evenings"),
        Doc::Season(d) if !d.settings.log.is_empty() => misplaced("a log"),
        Doc::Evening(d) if !d.evening.tables.is_empty() || !d.evening.waiting.is_empty() => misplaced("results"),
        Doc::Result(d) if d.waiting.as_ref().is_some_and(|w| w.table.is_none() || w.table != d.result.table) => {
            misplaced("a waiting result of another table")
        }
        _ => Ok(()),
    }
}

/// A document as written to the server: `_id`, `_rev` where it replaces
/// one, and its content (`_deleted` where it is gone).
pub fn write(id: &str, rev: Option<&str>, doc: Option<&Doc>) -> String {
    #[derive(Serialize)]
    struct Head<'a> {
        #[serde(rename = "_id")]
        id: &'a str,
        #[serde(rename = "_rev", skip_serializing_if = "Option::is_none")]
        rev: Option<&'a str>,
        #[serde(rename = "_deleted", skip_serializing_if = "std::ops::Not::not")]
        deleted: bool,
    }
    let head = serde_json::to_string(&Head { id, rev, deleted: doc.is_none() }).unwrap_or_default();
    match doc.map(serde_json::to_string) {
        // The document's own object after the head's fields.
        Some(Ok(body)) if body.len() > 2 => format!("{},{}", &head[..head.len() - 1], &body[1..]),
        _ => head,
    }
}

/// The season `id` made of its documents, with this phone's `secret`:
/// every document of it in its place, and the whole read by the engine.
pub fn assemble(id: &str, docs: &Docs, secret: Option<String>) -> Result<SeasonIn, DocProblem> {
    for (key, d) in docs {
        if d.season() != id {
            return Err(DocProblem::OtherSeason(key.clone()));
        }
        check_doc(d)?;
    }
    let Some(Doc::Season(settings)) = docs.get(&format!("season:{id}")) else { return Err(DocProblem::NoSettings) };
    let mut s = SeasonIn { secret, ..settings.settings.clone() };
    for d in docs.values() {
        match d {
            Doc::Evening(e) => s.evenings.push(e.evening.clone()),
            Doc::Log(l) => s.log.push(l.entry.clone()),
            _ => {}
        }
    }
    // The evenings by date; the log in time order, as it was written.
    crate::order::sort_by(&mut s.evenings, |a, b| a.date.cmp(&b.date));
    crate::order::sort_by(&mut s.log, |a, b| a.at.cmp(&b.at));
    for (key, d) in docs {
        let Doc::Result(r) = d else { continue };
        let Some(e) = s.evenings.iter_mut().find(|e| e.identity() == r.evening) else {
            return Err(DocProblem::NoEvening(key.clone()));
        };
        e.tables.push(r.result.clone());
        e.waiting.extend(r.waiting.clone());
    }
    for e in &mut s.evenings {
        crate::order::sort_by_key(&mut e.tables, |t| t.table);
        crate::order::sort_by_key(&mut e.waiting, |t| t.table);
    }
    super::season::check(&s).map_err(DocProblem::Season)?;
    Ok(s)
}

/// What a three-way merge could not keep both of: the server's side
/// stayed, this phone's is named here for the organiser.
#[derive(Clone, PartialEq, Debug)]
pub enum Overruled {
    /// A setting both changed (`name`, `rules`, `reglement`,
    /// `tournament`, an evening's `date` or `draw`): this phone's value.
    Setting {
        /// The document.
        id: String,
        /// Which setting.
        field: &'static str,
    },
    /// A table's result this phone had, where the server had two others
    /// already (the result and the one waiting).
    Result {
        /// The document.
        id: String,
        /// This phone's result.
        result: Box<TableIn>,
    },
    /// A document one side deleted and the other changed: kept.
    KeptDeleted {
        /// The document.
        id: String,
    },
}

/// A merged document, and what of this phone's did not stay.
#[derive(Clone, PartialEq, Debug)]
pub struct Merged {
    /// The document both sides take (`None`: deleted).
    pub doc: Option<Doc>,
    /// What this phone had that the merge did not keep.
    pub overruled: Vec<Overruled>,
}

/// The published standings in the club's public database (issue 52):
/// the season as a club publishes it (no secret, no log), read by the
/// website's standings and the big screen. One document a season.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct Published {
    /// Always `published`.
    pub kind: PublishedKind,
    /// The season's id (the app's).
    pub id: String,
    /// The season, published.
    pub season: SeasonIn,
}

/// The kind of a published document.
#[derive(Serialize, Deserialize, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(rename_all = "lowercase")]
pub enum PublishedKind {
    /// The published standings.
    Published,
}

impl Published {
    /// Season `id` as published: its secret and log left out.
    pub fn of(id: &str, s: &SeasonIn) -> Published {
        Published { kind: PublishedKind::Published, id: id.to_string(), season: SeasonIn { secret: None, log: Vec::new(), ..s.clone() } }
    }

    /// Its document id in the public database.
    pub fn doc_id(&self) -> String {
        format!("stand:{}", self.id)
    }

    /// The published document read (CouchDB's `_id` and `_rev` left
    /// out), its season read by the engine; a secret in it is refused.
    pub fn read(text: &str) -> Result<Published, DocProblem> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Wire {
            #[serde(rename = "_id", default)]
            _id: Option<serde::de::IgnoredAny>,
            #[serde(rename = "_rev", default)]
            _rev: Option<serde::de::IgnoredAny>,
            kind: PublishedKind,
            id: String,
            season: SeasonIn,
        }
        if text.len() > MAX_PUBLISHED {
            return Err(DocProblem::TooLarge(text.len()));
        }
        let w: Wire = serde_json::from_str(text).map_err(|e| DocProblem::Unreadable(e.to_string()))?;
        let p = Published { kind: w.kind, id: w.id, season: w.season };
        if p.season.secret.is_some() {
            return Err(DocProblem::Misplaced("the season's secret".into()));
        }
        super::season::check(&p.season).map_err(DocProblem::Season)?;
        Ok(p)
    }

    /// Its document as written over revision `rev` (none: new).
    pub fn write(&self, rev: Option<&str>) -> String {
        with_rev(serde_json::to_string(self).unwrap_or_default(), rev)
    }
}

/// A document's JSON object `body` over revision `rev` (`_rev` first;
/// none, or an empty object: as it is).
pub fn with_rev(body: String, rev: Option<&str>) -> String {
    match rev.map(serde_json::to_string) {
        Some(Ok(rev)) if body.len() > 2 => format!("{{\"_rev\":{rev},{}", &body[1..]),
        _ => body,
    }
}

/// The largest published document read: a season file's own bound.
pub const MAX_PUBLISHED: usize = 8 * 1024 * 1024;

/// Three-way merge of document `id`: `base` as both had it last, `local`
/// this phone's, `remote` the server's (each `None` where absent or
/// deleted). A side that did not change from `base` takes the other.
pub fn merge(id: &str, base: Option<&Doc>, local: Option<&Doc>, remote: Option<&Doc>) -> Merged {
    let mut overruled = Vec::new();
    let doc = if local == remote || local == base {
        remote.cloned()
    } else if remote == base {
        local.cloned()
    } else {
        match (local, remote) {
            (Some(l), Some(r)) => Some(merge_changed(id, base, l, r, &mut overruled)),
            // Deleted on one side, changed on the other: nothing is lost.
            (Some(kept), None) | (None, Some(kept)) => {
                overruled.push(Overruled::KeptDeleted { id: id.to_string() });
                Some(kept.clone())
            }
            (None, None) => None,
        }
    };
    Merged { doc, overruled }
}

fn merge_changed(id: &str, base: Option<&Doc>, l: &Doc, r: &Doc, out: &mut Vec<Overruled>) -> Doc {
    let mut pick = Picker { id, out };
    match (base, l, r) {
        (b, Doc::Season(l), Doc::Season(r)) => {
            let b = match b {
                Some(Doc::Season(b)) => Some(&b.settings),
                _ => None,
            };
            let (ls, rs) = (&l.settings, &r.settings);
            let members = |s: Option<&SeasonIn>| s.and_then(|s| s.members.clone()).unwrap_or_default();
            let settings = SeasonIn {
                name: pick.one("name", b.map(|b| &b.name), &ls.name, &rs.name),
                rules: pick.one("rules", b.map(|b| &b.rules), &ls.rules, &rs.rules),
                reglement: pick.one("reglement", b.map(|b| &b.reglement), &ls.reglement, &rs.reglement),
                tournament: pick.one("tournament", b.map(|b| &b.tournament), &ls.tournament, &rs.tournament),
                members: (ls.members.is_some() || rs.members.is_some())
                    .then(|| merge_list(&members(b), &members(Some(ls)), &members(Some(rs)))),
                inactive: merge_list(b.map_or(&[][..], |b| &b.inactive), &ls.inactive, &rs.inactive),
                ..rs.clone()
            };
            Doc::Season(Box::new(SeasonDoc { season: r.season.clone(), settings }))
        }
        (b, Doc::Evening(l), Doc::Evening(r)) => {
            let b = match b {
                Some(Doc::Evening(b)) => Some(&b.evening),
                _ => None,
            };
            let (le, re) = (&l.evening, &r.evening);
            let evening = EveningIn {
                date: pick.one("date", b.map(|b| &b.date), &le.date, &re.date),
                draw: pick.one("draw", b.map(|b| &b.draw), &le.draw, &re.draw),
                present: merge_list(b.map_or(&[][..], |b| &b.present), &le.present, &re.present),
                cards_out: merge_list(b.map_or(&[][..], |b| &b.cards_out), &le.cards_out, &re.cards_out),
                removed: merge_list(b.map_or(&[][..], |b| &b.removed), &le.removed, &re.removed),
                ..re.clone()
            };
            Doc::Evening(Box::new(EveningDoc { season: r.season.clone(), evening }))
        }
        (_, Doc::Result(l), Doc::Result(r)) => {
            // Both versions are kept (issue 52, item 6): the server's as
            // the result, this phone's waiting for the organiser's choice.
            let mut doc = (**r).clone();
            let mine = [Some(&l.result), l.waiting.as_ref()];
            for t in mine.into_iter().flatten() {
                if *t == doc.result || doc.waiting.as_ref() == Some(t) {
                    continue;
                }
                if doc.waiting.is_none() {
                    doc.waiting = Some(t.clone());
                } else {
                    pick.out.push(Overruled::Result { id: id.to_string(), result: Box::new(t.clone()) });
                }
            }
            Doc::Result(Box::new(doc))
        }
        // A log entry's id is its content; anything else differing: the
        // server's stays.
        (_, _, r) => {
            pick.out.push(Overruled::KeptDeleted { id: id.to_string() });
            r.clone()
        }
    }
}

struct Picker<'a> {
    id: &'a str,
    out: &'a mut Vec<Overruled>,
}

impl Picker<'_> {
    /// One value both may have changed: the changed side's, or where both
    /// changed it differently the server's, this phone's named.
    fn one<T: PartialEq + Clone>(&mut self, field: &'static str, b: Option<&T>, l: &T, r: &T) -> T {
        if l == r || Some(l) == b {
            r.clone()
        } else if Some(r) == b {
            l.clone()
        } else {
            self.out.push(Overruled::Setting { id: self.id.to_string(), field });
            r.clone()
        }
    }
}

/// A list merged three ways as a set: the server's, with this phone's
/// additions after it and without this phone's removals.
fn merge_list<T: PartialEq + Clone>(b: &[T], l: &[T], r: &[T]) -> Vec<T> {
    let mut out: Vec<T> = r.iter().filter(|x| !b.contains(x) || l.contains(x)).cloned().collect();
    for x in l {
        if !b.contains(x) && !out.contains(x) {
            out.push(x.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests;
