//! The organiser's page's hooks: the seasons as stored, and a table's
//! result link taken into its season.

use crate::card::Travels as _;
use yew::prelude::*;
use yew_router::prelude::*;

use super::model::{Club, ClubAction, ClubNotice};
use crate::persisted::Model;
use crate::route::Route;

/// The organiser's seasons (issue 22): read once the app is up (they are
/// not needed for the first screen), see [`use_stored`].
#[hook]
pub fn use_club() -> (UseReducerHandle<Club>, Callback<ClubAction>) {
    crate::persisted::use_stored(None)
}

/// A table's result link opened on the organiser's phone: taken into its
/// evening of the season it names (once per link), then that evening shown.
#[hook]
pub fn use_club_route(route: &Route, club: &UseReducerHandle<Club>, dispatch: &Callback<ClubAction>) {
    let navigator = use_navigator();
    let taken = use_mut_ref(|| None::<String>);
    // The organiser's screen is kept, to reopen there; any other screen
    // forgets it (a result link is not a place to come back to).
    // Issue 50: nor is the big screen (a TV's, not the director's).
    use_effect_with(route.clone(), |route| {
        if *route == Route::BigScreen {
            return;
        }
        let keep = route.is_club() && !matches!(route, Route::TableResult { .. } | Route::SeasonKey { .. });
        crate::store::save_screen(keep.then(|| route.href()).as_deref());
    });
    // Issue 32: a result link is kept in local storage until the seasons
    // holding it are written (the store's revision moves on), or it was in
    // already; one kept from a browser killed before that is taken again.
    // The store's revision when the link was taken, and the link.
    let awaiting = use_mut_ref(|| None::<(u32, String)>);
    {
        let (awaiting, written) = (awaiting.clone(), club.stored() && club.book.loaded);
        // In already, or refused (a refusal is said, and kept it would be
        // said again at every start).
        let settled = matches!(club.notice, Some(ClubNotice::SameResult { .. })) || club.error.is_some();
        use_effect_with((club.book.rev, written, settled), move |&(rev, written, settled)| {
            let done = awaiting.borrow().as_ref().is_some_and(|(r, _)| (written && rev > *r) || settled);
            if done {
                if let Some((_, data)) = awaiting.borrow_mut().take() {
                    forget_pending(data);
                }
            }
        });
    }
    {
        let (dispatch, awaiting, rev) = (dispatch.clone(), awaiting.clone(), club.book.rev);
        let here = matches!(route, Route::TableResult { .. });
        use_effect_with(club.book.loaded, move |&loaded| {
            if !loaded || here {
                return;
            }
            // Issue 51: the strict IndexedDB copy, else local storage; a
            // damaged one is said and forgotten. Local storage reaches
            // the disk seconds late, so after a kill it can still hold a
            // link taken before: read first, it hid the newer one.
            wasm_bindgen_futures::spawn_local(async move {
                let kept = match crate::store::pending_result_kept().await {
                    Some(kept) => kept,
                    None => match crate::store::pending_result() {
                        Some(kept) => kept,
                        None => return,
                    },
                };
                match crate::card::SignedResult::decode(&kept) {
                    Ok(r) => {
                        *awaiting.borrow_mut() = Some((rev, kept));
                        dispatch.emit(ClubAction::TableResult(Box::new(r)));
                    }
                    Err(_) => {
                        forget_pending(kept);
                        dispatch.emit(ClubAction::PendingDamaged);
                    }
                }
            });
        });
    }
    // Issue 52: a season's key link: taken once the seasons are read, then
    // the sharing screen, the link replaced (not kept in the history).
    {
        let (dispatch, navigator) = (dispatch.clone(), navigator.clone());
        use_effect_with((route.clone(), club.book.loaded), move |(route, loaded)| {
            let Route::SeasonKey { data } = route else { return };
            if !*loaded {
                return;
            }
            dispatch.emit(match key_of(data) {
                Some((id, secret)) => ClubAction::TakeSeasonKey { id, secret },
                None => ClubAction::KeyLinkBroken,
            });
            if let Some(n) = &navigator {
                n.replace(&Route::Share);
            }
        });
    }
    let (dispatch, club) = (dispatch.clone(), club.clone());
    let kept = use_mut_ref(|| None::<String>);
    use_effect_with((route.clone(), club.book.loaded), move |(route, loaded)| {
        let Route::TableResult { data } = route else {
            // Away from a result link: the same link opened again is taken
            // again (and then said to be in already).
            *taken.borrow_mut() = None;
            return;
        };
        let decoded = crate::card::SignedResult::decode(data);
        // Issue 51: on disk before anything else, loaded or not.
        if decoded.is_ok() && kept.borrow().as_ref() != Some(data) {
            *kept.borrow_mut() = Some(data.clone());
            keep_pending(data);
        }
        if !*loaded || taken.borrow().as_ref() == Some(data) {
            return;
        }
        *taken.borrow_mut() = Some(data.clone());
        let to = match decoded {
            Ok(r) => {
                *awaiting.borrow_mut() = Some((club.book.rev, data.clone()));
                // Issue 49: to the evening the card names, moved or not.
                let date = club.evening_date(&r.at).unwrap_or(r.at.date.clone());
                dispatch.emit(ClubAction::TableResult(Box::new(r)));
                Route::Evening { date }
            }
            Err(_) => {
                // The page's head kept it before the app could read it.
                forget_pending(data.clone());
                dispatch.emit(ClubAction::LinkBroken);
                Route::Club
            }
        };
        if let Some(n) = navigator {
            n.replace(&to);
        }
    });
}

/// Keeps a result link until its season is written: in local storage at
/// once and in IndexedDB strictly (issue 51).
fn keep_pending(data: &str) {
    crate::store::keep_pending_result(data);
    wasm_bindgen_futures::spawn_local(crate::store::keep_pending_durably(data.to_string()));
}

/// Forgets the kept result link `data`, where it is still the kept one.
fn forget_pending(data: String) {
    wasm_bindgen_futures::spawn_local(async move { crate::store::forget_pending(&data).await });
}

/// A season key link's data: `<season id>.<secret>` (the secret is
/// base64url, so the last `.` ends the id).
pub fn key_of(data: &str) -> Option<(String, String)> {
    let (id, secret) = data.rsplit_once('.')?;
    let fine = |x: &str| !x.is_empty() && x.len() <= 100;
    let b64 = secret.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    (fine(id) && fine(secret) && b64).then(|| (id.to_string(), secret.to_string()))
}

/// The link that carries season `id`'s key `secret` (see [`key_of`]).
pub fn key_link(id: &str, secret: &str) -> String {
    format!("{}{}", crate::route::page_url(crate::route::Page::Organiser), Route::SeasonKey { data: format!("{id}.{secret}") }.href())
}

#[cfg(test)]
mod tests {
    /// Issue 52: a key link's data is a season id and a base64url secret.
    #[test]
    fn key_links_read() {
        use super::key_of;
        assert_eq!(key_of("s1796308274735.AbC-_9"), Some(("s1796308274735".into(), "AbC-_9".into())));
        // An id with a dot: the last dot ends it.
        assert_eq!(key_of("s.1.xyz"), Some(("s.1".into(), "xyz".into())));
        assert_eq!(key_of("s1"), None);
        assert_eq!(key_of("s1."), None);
        assert_eq!(key_of(".abc"), None);
        assert_eq!(key_of("s1.a+b"), None, "not base64url");
        assert_eq!(key_of(&format!("s1.{}", "a".repeat(101))), None);
    }
}
