//! What a phone knows of the club's CouchDB database (issue 52): each
//! document as the phone and the server both had it last (its revision),
//! and where the changes feed was read to. The phone's own store stays the
//! source of truth; this works out what to write, and takes what was read
//! through the engine's checks. The app only moves the bytes.
//!
//! A write refused with 409 (another phone wrote first) is answered by
//! reading the server's document and taking it in as any read document:
//! merged three ways ([`super::merge`]) and written again.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{assemble, id_of, merge, read, split, Doc, DocProblem, Docs, Overruled};
use crate::json::season::SeasonIn;

/// A document as both sides had it last.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug)]
#[serde(deny_unknown_fields)]
pub struct Based {
    /// The server's revision of it.
    pub rev: String,
    /// Its content then (`None`: deleted).
    pub doc: Option<Doc>,
}

/// The phone's side of the shared database.
#[derive(Serialize, Deserialize, Clone, PartialEq, Debug, Default)]
#[serde(deny_unknown_fields)]
pub struct Replica {
    /// Each document as both had it last, by id.
    #[serde(default)]
    pub base: BTreeMap<String, Based>,
    /// The changes feed's checkpoint (`last_seq`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
}

/// One document to write.
#[derive(Clone, PartialEq, Debug)]
pub struct Put {
    /// Its id.
    pub id: String,
    /// The revision it replaces (none: new).
    pub rev: Option<String>,
    /// Its content (`None`: delete it).
    pub doc: Option<Doc>,
}

impl Put {
    /// The document as `_bulk_docs` takes it.
    pub fn body(&self) -> String {
        super::write(&self.id, self.rev.as_deref(), self.doc.as_ref())
    }
}

/// What a read changed on this phone.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Incoming {
    /// Seasons changed or new, by id, each read by the engine.
    pub seasons: Vec<(String, SeasonIn)>,
    /// What of this phone's a merge could not keep (say so).
    pub overruled: Vec<Overruled>,
    /// Documents that cannot be read, kept aside (never applied).
    pub aside: Vec<(String, DocProblem)>,
}

impl Replica {
    /// The documents of `seasons` that differ from what the server had:
    /// new, changed, or gone (an evening deleted, a result removed) from a
    /// season still here. A season no longer on this phone is not deleted
    /// from the server.
    pub fn outgoing(&self, seasons: &[(&str, &SeasonIn)]) -> Vec<Put> {
        let mut out = Vec::new();
        for (sid, s) in seasons {
            let docs = split(sid, s);
            for (id, doc) in &docs {
                let base = self.base.get(id);
                if base.and_then(|b| b.doc.as_ref()) != Some(doc) {
                    out.push(Put { id: id.clone(), rev: base.map(|b| b.rev.clone()), doc: Some(doc.clone()) });
                }
            }
            for (id, b) in self.of_season(sid) {
                if b.doc.is_some() && !docs.contains_key(id) {
                    out.push(Put { id: id.clone(), rev: Some(b.rev.clone()), doc: None });
                }
            }
        }
        out
    }

    fn of_season<'a>(&'a self, sid: &'a str) -> impl Iterator<Item = (&'a String, &'a Based)> + 'a {
        self.base.iter().filter(move |(_, b)| b.doc.as_ref().is_some_and(|d| d.season() == sid))
    }

    /// A write the server took, at revision `rev`.
    pub fn pushed(&mut self, put: &Put, rev: String) {
        self.base.insert(put.id.clone(), Based { rev, doc: put.doc.clone() });
    }

    /// Documents read (the changes feed's rows, or the server's document
    /// after a 409), each a JSON object's text: merged with this phone's seasons
    /// and checked by the engine. A document that cannot be read, or that
    /// would make a season the engine cannot read, is kept aside: its
    /// revision is taken (it is not read again until it changes) and this
    /// phone's version stays.
    pub fn incoming<S: AsRef<str>>(&mut self, seasons: &[(&str, &SeasonIn)], rows: &[S]) -> Incoming {
        let mut inc = Incoming::default();
        // This phone's documents, by season, as merged so far.
        let mut mine: BTreeMap<String, Docs> = BTreeMap::new();
        let mut touched: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for row in rows {
            let stored = match read(row.as_ref()) {
                Ok(s) => s,
                Err(p) => {
                    inc.aside.push((id_of(row.as_ref()).unwrap_or_default(), p));
                    continue;
                }
            };
            let base = self.base.get(&stored.id);
            let rev = stored.rev.clone().unwrap_or_default();
            if base.is_some_and(|b| b.rev == rev) {
                continue;
            }
            let Some(sid) = stored
                .doc
                .as_ref()
                .map(|d| d.season().to_string())
                .or_else(|| base.and_then(|b| b.doc.as_ref()).map(|d| d.season().to_string()))
            else {
                // Deleted, and never known here.
                self.base.insert(stored.id, Based { rev, doc: None });
                continue;
            };
            // A season new to this phone starts from what the server sent
            // of it before (its documents may come in several reads).
            let known = self.of_season(&sid).map(|(id, b)| (id.clone(), b.doc.clone())).filter_map(|(id, d)| Some((id, d?)));
            let docs = mine.entry(sid.clone()).or_insert_with(|| match seasons.iter().find(|(s, _)| *s == sid) {
                Some((s, season)) => split(s, season),
                None => known.collect(),
            });
            let merged = merge(&stored.id, base.and_then(|b| b.doc.as_ref()), docs.get(&stored.id), stored.doc.as_ref());
            inc.overruled.extend(merged.overruled);
            match merged.doc {
                Some(d) => docs.insert(stored.id.clone(), d),
                None => docs.remove(&stored.id),
            };
            touched.entry(sid).or_default().push(stored.id.clone());
            self.base.insert(stored.id.clone(), Based { rev, doc: stored.doc });
        }
        for (sid, docs) in mine {
            let before = seasons.iter().find(|(s, _)| *s == sid).map(|(_, s)| *s);
            let secret = before.and_then(|s| s.secret.clone());
            match assemble(&sid, &docs, secret.clone()) {
                Ok(s) => {
                    if before != Some(&s) {
                        inc.seasons.push((sid, s));
                    }
                }
                // One by one: which documents make it unreadable.
                // A season new here whose settings are still to come.
                Err(DocProblem::NoSettings) if before.is_none() => {}
                Err(_) => {
                    let touched = touched.remove(&sid).unwrap_or_default();
                    let mut good: Docs = match before {
                        Some(s) => split(&sid, s),
                        None => self
                            .of_season(&sid)
                            .filter(|(id, _)| !touched.contains(id))
                            .filter_map(|(id, b)| Some((id.clone(), b.doc.clone()?)))
                            .collect(),
                    };
                    for id in touched {
                        let mut tried = good.clone();
                        match docs.get(&id) {
                            Some(d) => tried.insert(id.clone(), d.clone()),
                            None => tried.remove(&id),
                        };
                        match assemble(&sid, &tried, secret.clone()) {
                            Ok(_) => good = tried,
                            Err(p) => {
                                // Kept aside: this phone's version stays the one both had.
                                if let Some(b) = self.base.get_mut(&id) {
                                    b.doc = good.get(&id).cloned();
                                }
                                inc.aside.push((id, p));
                            }
                        }
                    }
                    if let Ok(s) = assemble(&sid, &good, secret) {
                        if before != Some(&s) {
                            inc.seasons.push((sid, s));
                        }
                    }
                }
            }
        }
        inc
    }
}
