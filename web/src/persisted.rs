//! A model kept on the device, as a reducer: the score sheet's games and
//! the organiser's seasons keep the same bookkeeping, written once here
//! (issue 33): the store's revision a model builds on, the changes not yet
//! written (replayed on another tab's newer record), a failed write, and
//! an unreadable record kept aside.
//!
//! Invariant: a change is written only after the model was read (an early
//! tap never overwrites the stored record), and a change is "opgeslagen"
//! only once the store said so (`Persist::Saved`).

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

/// The bookkeeping a model carries beside its data.
#[derive(Clone, Debug)]
pub struct Persisted<A> {
    /// Set when the stored record could not be read: the key the raw data
    /// was kept under.
    pub unreadable: Option<String>,
    /// The unreadable record could not be copied aside: do not overwrite it.
    pub keep_store: bool,
    /// Counts actions, so views can tell cheaply that something changed.
    pub revision: u32,
    /// The record has been read from the device (until then nothing is
    /// written).
    pub loaded: bool,
    /// The store's revision this model is based on: a write over a newer
    /// one (another tab's) is refused and the changes replayed on top.
    pub rev: u32,
    /// Changes not yet written, oldest first: replayed on the stored
    /// record when another tab changed it, dropped once written.
    pub pending: Vec<A>,
    /// The last write failed at this revision ("niet opgeslagen"); the next
    /// change, or "Opnieuw opslaan", tries again.
    pub save_failed: Option<u32>,
}

impl<A> Default for Persisted<A> {
    fn default() -> Self {
        Persisted { unreadable: None, keep_store: false, revision: 0, loaded: false, rev: 0, pending: Vec::new(), save_failed: None }
    }
}

/// Where a model stands with the device's storage (for the user when a
/// write failed, and for tests as the page's `data-store`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SaveStatus {
    /// Not read yet.
    Loading,
    /// Changes wait to be written.
    Saving,
    /// Everything is on disk.
    Saved,
    /// The last write failed ("Niet opgeslagen").
    Unsaved,
}

/// A model's data and its own changes; the store's news comes as
/// [`Persist`].
pub trait Model: Clone + Sized {
    /// A change of the user's.
    type Action: Clone;
    fn book(&self) -> &Persisted<Self::Action>;
    fn book_mut(&mut self) -> &mut Persisted<Self::Action>;
    /// Applies a change; `false` when it was refused or, for
    /// housekeeping, removed nothing (nothing changed).
    fn change(&mut self, action: Self::Action) -> bool;
    /// Whether the change is written (a broken link or a file too large
    /// changes nothing and says so).
    fn written(_action: &Self::Action) -> bool {
        true
    }
    /// Whether the change is housekeeping (emptying the bin at start):
    /// closing the page before it is written loses nothing.
    fn housekeeping(action: &Self::Action) -> bool;
    /// What this tab keeps on top of another tab's newer record, before
    /// its unwritten changes are replayed there: the game or season open
    /// here, and the like.
    fn carry(&mut self, next: &mut Self);
    /// After the replay: what the user was told (`replayed`: changes were
    /// replayed and said what they did there).
    fn keep_said(&mut self, next: &mut Self, replayed: bool);

    /// Whether everything is written to the device.
    fn stored(&self) -> bool {
        self.book().stored()
    }
    /// Where the model stands with the device's storage.
    fn save_status(&self) -> SaveStatus {
        self.book().save_status()
    }
    /// Whether a change of the user's waits to be written (housekeeping
    /// is not one: closing then loses nothing).
    fn unsaved_changes(&self) -> bool {
        self.book().pending.iter().any(|a| !Self::housekeeping(a))
    }
}

/// What a model's reducer takes: the user's change, or the store's news.
#[derive(Clone, Debug)]
pub enum Persist<M: Model> {
    /// A change of the user's.
    Do(M::Action),
    /// The record read from the store at revision `rev` (at start, or
    /// after another tab wrote).
    Loaded { stored: Box<M>, rev: u32 },
    /// The first `upto` pending changes are written; the store is at `rev`.
    Saved { rev: u32, upto: usize },
    /// The write failed.
    SaveFailed,
    /// "Opnieuw opslaan": try again.
    RetrySave,
}

impl SaveStatus {
    /// The page's `data-store` value.
    pub fn as_str(self) -> &'static str {
        match self {
            SaveStatus::Loading => "loading",
            SaveStatus::Saving => "saving",
            SaveStatus::Saved => "saved",
            SaveStatus::Unsaved => "unsaved",
        }
    }
}

impl<A> Persisted<A> {
    /// Whether everything is written to the device.
    pub fn stored(&self) -> bool {
        self.pending.is_empty()
    }

    /// Where the model stands with the device's storage.
    pub fn save_status(&self) -> SaveStatus {
        match (self.loaded, self.save_failed.is_some(), self.stored()) {
            (false, _, _) => SaveStatus::Loading,
            (_, true, _) => SaveStatus::Unsaved,
            (_, _, true) => SaveStatus::Saved,
            _ => SaveStatus::Saving,
        }
    }

    /// The revision it builds on and the changes not yet written, when a
    /// write is due: read, something unwritten, and the last write did
    /// not fail (the next change or "Opnieuw opslaan" tries again).
    pub fn unwritten(&self) -> Option<(u32, usize)> {
        (self.loaded && !self.stored() && self.save_failed.is_none()).then_some((self.rev, self.pending.len()))
    }
}

/// Applies a change or the store's news to a model.
pub fn apply<M: Model>(m: &mut M, step: Persist<M>) {
    let book = m.book_mut();
    book.revision = book.revision.wrapping_add(1);
    match step {
        Persist::Loaded { stored, rev } => rebase(m, *stored, rev),
        Persist::Saved { rev, upto } => {
            book.pending.drain(..upto.min(book.pending.len()));
            book.rev = rev;
            book.save_failed = None;
        }
        Persist::SaveFailed => book.save_failed = Some(book.revision),
        Persist::RetrySave => book.save_failed = None,
        Persist::Do(action) => {
            let (written, housekeeping) = (M::written(&action), M::housekeeping(&action));
            if written {
                book.pending.push(action.clone());
            }
            let changed = m.change(action);
            // A refused change changed nothing: nothing to write. Nor does
            // housekeeping that removed nothing, so opening the app writes
            // nothing (issue 34), except before the read (it is replayed on
            // what is read) and on an unreadable record's model (its write
            // puts a fresh record in the bad one's place, issue 19).
            let book = m.book_mut();
            let keep = changed || housekeeping && (!book.loaded || book.unreadable.is_some());
            if !keep && written {
                book.pending.pop();
            }
        }
    }
}

/// The stored record with this tab's unwritten changes on top.
fn rebase<M: Model>(m: &mut M, mut next: M, rev: u32) {
    let book = m.book_mut();
    if book.loaded && rev < book.rev {
        return; // older than what this tab has seen
    }
    let pending = std::mem::take(&mut book.pending);
    let (revision, unreadable, keep_store) = (book.revision, book.unreadable.take(), book.keep_store);
    let nb = next.book_mut();
    (nb.loaded, nb.rev, nb.revision) = (true, rev, revision);
    // An unreadable record is still said after another tab's write.
    nb.unreadable = nb.unreadable.take().or(unreadable);
    nb.keep_store |= keep_store;
    m.carry(&mut next);
    // Housekeeping (emptying the bin at start) says nothing: what the user
    // was told stays unless a change of theirs was replayed.
    let replayed = pending.iter().any(|a| !M::housekeeping(a));
    for a in pending {
        apply(&mut next, Persist::Do(a));
    }
    m.keep_said(&mut next, replayed);
    *m = next;
}

/// The reducer of a model: [`apply`] on a copy.
pub fn reduce<M: Model>(m: Rc<M>, step: Persist<M>) -> Rc<M> {
    let mut next = (*m).clone();
    apply(&mut next, step);
    Rc::new(next)
}

/// A stored model as a reducer: the score sheet and the organiser's
/// seasons, whose bookkeeping is [`persisted`](crate::persisted)'s.
pub trait StoredModel: crate::store::Stored + Model + Reducible<Action = Persist<Self>> + 'static {
    /// How long a deleted game or evening stays in the bin.
    const BIN_HOURS: u32;
    /// Empties the bin of what was deleted before `cutoff`.
    fn purge(cutoff: crate::time::Timestamp) -> <Self as Model>::Action;
}

/// A stored model: as read before the first render, or else read now;
/// read again whenever another tab wrote it; every change written at once,
/// one write at a time; the bin emptied of what is older than two days.
#[hook]
pub fn use_stored<T: StoredModel>(initial: Option<crate::store::Loaded<T>>) -> (UseReducerHandle<T>, Callback<<T as Model>::Action>) {
    let read_before = use_mut_ref(|| initial.is_some());
    let model = use_reducer(move || {
        let mut m = T::default();
        if let Some(crate::store::Loaded { model, rev }) = initial {
            apply(&mut m, Persist::Loaded { stored: Box::new(model), rev });
        }
        m
    });
    // The store's news (read, written, failed) and the user's changes.
    let news: Callback<Persist<T>> = use_callback(model.dispatcher(), |a: Persist<T>, d| d.dispatch(a));
    let dispatch: Callback<<T as Model>::Action> = use_callback(news.clone(), |a, news| news.emit(Persist::Do(a)));
    {
        let (news, dispatch) = (news.clone(), dispatch.clone());
        use_effect_with((), move |_| {
            dispatch.emit(T::purge(crate::time::Timestamp::hours_ago(T::BIN_HOURS)));
            let reload = move || {
                let news = news.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let crate::store::Loaded { model, rev } = crate::store::load::<T>().await;
                    news.emit(Persist::Loaded { stored: Box::new(model), rev });
                });
            };
            if !*read_before.borrow() {
                reload();
            }
            let listening = crate::store::on_other_tab::<T>(reload);
            move || drop(listening)
        });
    }
    // Every change is written at once, one write at a time: a change made
    // while one is on its way is written right after it.
    {
        let saving = use_mut_ref(|| false);
        let latest = use_mut_ref(|| model.clone());
        *latest.borrow_mut() = model.clone();
        let news = news.clone();
        use_effect_with(model.book().revision, move |_| save(saving, latest, news));
    }
    (model, dispatch)
}

/// Writes a model's unwritten changes, unless a write is on its way (it
/// looks again when done) or none is due ([`StoredModel::unwritten`]);
/// an unreadable record that could not be copied aside is not overwritten,
/// so nothing new is written and the player is told.
fn save<T: StoredModel>(saving: Rc<RefCell<bool>>, latest: Rc<RefCell<UseReducerHandle<T>>>, news: Callback<Persist<T>>) {
    let m = latest.borrow().clone();
    let Some((base, upto)) = m.book().unwritten().filter(|_| !*saving.borrow()) else { return };
    if m.keeps_store() {
        return news.emit(Persist::SaveFailed);
    }
    *saving.borrow_mut() = true;
    let text = m.text();
    wasm_bindgen_futures::spawn_local(async move {
        let done = match crate::store::save::<T>(text, base).await {
            crate::store::Written::Saved(rev) => Persist::Saved { rev, upto },
            crate::store::Written::Newer => {
                let crate::store::Loaded { model, rev } = crate::store::load::<T>().await;
                Persist::Loaded { stored: Box::new(model), rev }
            }
            crate::store::Written::Failed => Persist::SaveFailed,
        };
        // Free before the news: its render looks again for changes made
        // meanwhile.
        *saving.borrow_mut() = false;
        news.emit(done);
    });
}

/// While a change is not on disk (the store has not answered, or a write
/// is on its way or failed), closing the page asks first (issue 32, F8):
/// the browser's own "leave this page?" question.
#[hook]
pub fn use_unsaved_prompt(unsaved: bool) {
    use_effect_with(unsaved, |unsaved| {
        let listener = (*unsaved).then(|| {
            let window = web_sys::window()?;
            let options = gloo_events::EventListenerOptions::enable_prevent_default();
            Some(gloo_events::EventListener::new_with_options(&window, "beforeunload", options, |e| {
                e.prevent_default();
                // Older browsers ask only when `returnValue` is set.
                let _ = js_sys::Reflect::set(e, &"returnValue".into(), &"".into());
            }))
        });
        move || drop(listener)
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A counter that refuses to go below 0, with a word said per change.
    #[derive(Clone, Debug, Default)]
    struct Counter {
        n: i32,
        said: Option<i32>,
        book: Persisted<i32>,
    }

    impl Model for Counter {
        type Action = i32;
        fn book(&self) -> &Persisted<i32> {
            &self.book
        }
        fn book_mut(&mut self) -> &mut Persisted<i32> {
            &mut self.book
        }
        fn change(&mut self, by: i32) -> bool {
            // Housekeeping (0) says nothing, as emptying the bin.
            if by != 0 {
                self.said = Some(by);
            }
            if self.n + by < 0 {
                return false;
            }
            self.n += by;
            true
        }
        fn housekeeping(by: &i32) -> bool {
            *by == 0
        }
        fn carry(&mut self, _next: &mut Counter) {}
        fn keep_said(&mut self, next: &mut Counter, replayed: bool) {
            if !replayed {
                next.said = self.said;
            }
        }
    }

    fn stored(n: i32) -> Box<Counter> {
        Box::new(Counter { n, ..Counter::default() })
    }

    #[test]
    fn changes_wait_until_written_and_replay_on_a_newer_record() {
        let mut a = Counter::default();
        // Tapped before the record was read: kept, not written.
        apply(&mut a, Persist::Do(2));
        assert_eq!((a.save_status(), a.book.unwritten()), (SaveStatus::Loading, None));
        // Read at revision 1 (n = 5): the +2 goes on top, 7, to be written.
        apply(&mut a, Persist::Loaded { stored: stored(5), rev: 1 });
        assert_eq!((a.n, a.book.unwritten()), (7, Some((1, 1))));
        // A refused change (7 - 9 < 0) is not written.
        apply(&mut a, Persist::Do(-9));
        assert_eq!((a.n, a.book.pending.len()), (7, 1));
        // The write failed; "Opnieuw opslaan"; written as revision 2.
        apply(&mut a, Persist::SaveFailed);
        assert_eq!((a.save_status(), a.book.unwritten()), (SaveStatus::Unsaved, None));
        apply(&mut a, Persist::RetrySave);
        apply(&mut a, Persist::Saved { rev: 2, upto: 1 });
        assert_eq!((a.save_status(), a.book.rev), (SaveStatus::Saved, 2));
        // Another tab wrote revision 3 (n = 10) while +1 waited here: 11,
        // and the word is the replay's; an older record (2) is ignored.
        apply(&mut a, Persist::Do(1));
        apply(&mut a, Persist::Loaded { stored: stored(10), rev: 3 });
        assert_eq!((a.n, a.said, a.book.rev), (11, Some(1), 3));
        apply(&mut a, Persist::Loaded { stored: stored(0), rev: 2 });
        assert_eq!(a.n, 11);
        // A refusal said while only housekeeping waited is still said after
        // another tab's write (the e2e crafted-files test lost it so).
        apply(&mut a, Persist::Saved { rev: 3, upto: 1 });
        apply(&mut a, Persist::Do(0));
        apply(&mut a, Persist::Do(-100));
        assert_eq!(a.said, Some(-100));
        apply(&mut a, Persist::Loaded { stored: stored(12), rev: 4 });
        assert_eq!((a.n, a.said), (12, Some(-100)));
        // Housekeeping alone is no unsaved change.
        apply(&mut a, Persist::Saved { rev: 5, upto: 1 });
        apply(&mut a, Persist::Do(0));
        assert!(!a.stored() && !a.unsaved_changes());
    }
}
