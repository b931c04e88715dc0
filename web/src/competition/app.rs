//! The organiser's page (issue 33): one Yew app of its own, on
//! `competitie.html`, so no player downloads the competition. It shares
//! the store, the texts and the tiles with the player's page; links
//! between the two are plain links.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::i18n::{sheet as t, Lang};
use crate::page::PageOptions;
use crate::persisted::{Model, Persist, SaveStatus};
use crate::route::{page_url, Page, Route};
use crate::store;

/// The router around the organiser's app.
#[function_component]
pub fn ClubRoot() -> Html {
    html! {
        <HashRouter>
            <ClubApp />
        </HashRouter>
    }
}

/// The seasons from the store, the route's screen, and the tabs that lead
/// to the player's page.
#[function_component]
pub fn ClubApp() -> Html {
    let page = use_memo((), |_| PageOptions::from_location());
    let route = use_route::<Route>().unwrap_or(Route::Club);
    // The language of the device, said by the page; switched by a reload.
    let lang = use_state(store::saved_lang);
    use_effect_with(*lang, |&lang| {
        if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
            let _ = root.set_attribute("lang", lang.code());
        }
    });
    let lang = *lang;
    let (club, club_dispatch) = super::hooks::use_club();
    super::hooks::use_club_route(&route, &club, &club_dispatch);
    // Issue 52: the seasons shared with the club's CouchDB while open.
    let share = super::share::net::use_share(&club, &club_dispatch);
    crate::persisted::use_unsaved_prompt(club.unsaved_changes());
    // A screen of the player's page (a table card, the sheet) opened here:
    // there it is drawn. The page's own start is the season.
    use_effect_with(route.clone(), |route| {
        if Page::of(route) == Page::Player {
            crate::page::forward_to(Page::Organiser);
        }
    });
    let classes = classes!("app", "sheet-view", page.embed.then_some("embed"), page.light.then_some("light"));
    // A club's page showing only its published standings (issue 22).
    if page.standings.is_some() && page.big_screen {
        return html! {
            <div class={classes!(classes, "big")} data-view="scherm">
                <super::tournament::big_screen::PublishedBigScreen {lang} file={page.standings_file().map(str::to_string)} source={page.source_url().map(str::to_string)} />
            </div>
        };
    }
    if page.standings.is_some() {
        return html! {
            <div class={classes} data-view="stand">
                <super::components::PublishedStandings {lang} file={page.standings_file().map(str::to_string)} source={page.source_url().map(str::to_string)} />
            </div>
        };
    }
    let route = if route.is_club() { route } else { Route::Club };
    // The big screen (issue 36): the standings alone, for a beamer.
    if route == Route::BigScreen {
        return html! {
            <div class={classes!(classes, "big")} data-route={route.path()}>
                <super::components::ClubScreen {lang} club={club.clone()} on_action={club_dispatch.clone()} {route} />
            </div>
        };
    }
    let retry = {
        let club = club.clone();
        Callback::from(move |_| club.dispatch(Persist::RetrySave))
    };
    html! {
        <div class={classes} data-club-store={club.save_status().as_str()} data-route={route.path()}>
            if club.save_status() == SaveStatus::Unsaved {
                <p class="message" role="alert" data-problem="club-unsaved">
                    { lang.pick(super::text::UNSAVED) }{ " " }
                    <button type="button" onclick={retry}>{ lang.pick(t::RETRY_SAVE) }</button>
                </p>
            }
            // Issue 32 (F8): a change made while the store has not answered.
            if club.save_status() == SaveStatus::Loading && club.unsaved_changes() {
                <p class="notice" role="status" data-problem="waiting-for-store">{ lang.pick(super::text::WAITING_FOR_STORE) }</p>
            }
            <OrganiserHeader {lang} />
            <ContextProvider<super::share::net::Status> context={share}>
                <super::share::screen::StatusLine {lang} />
                <super::components::ClubScreen {lang} club={club.clone()} on_action={club_dispatch.clone()} {route} />
            </ContextProvider<super::share::net::Status>>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct HeaderProps {
    lang: Lang,
}

/// The title, the language, and the tabs: the player's screens are links
/// to the player's page; leaving by one of them, the app opened from the
/// home screen starts there again rather than here, while the Competitie
/// tab brings the organiser back to the screen left.
#[function_component]
fn OrganiserHeader(props: &HeaderProps) -> Html {
    let lang = props.lang;
    let player = page_url(Page::Player);
    let leave = Callback::from(|_: MouseEvent| crate::route::save_last_page(Page::Player));
    let other = lang.other();
    let switch = Callback::from(move |_| {
        store::save_lang(other);
        if let Some(w) = web_sys::window() {
            let _ = w.location().reload();
        }
    });
    let link = |text: (&'static str, &'static str), to: String| {
        html! { <a class="tab" href={format!("{player}{to}")} onclick={leave.clone()}>{ lang.pick(text) }</a> }
    };
    html! {
        <>
            <header>
                <h1>{ lang.pick(super::text::TAB) }</h1>
                <div class="controls">
                    <button type="button" class="lang" lang={other.code()} onclick={switch}>{ lang.pick(crate::i18n::label::LANGUAGE) }</button>
                </div>
            </header>
            <nav class="tabs no-print">
                { link(t::CALCULATOR, Route::Calculator.href()) }
                { link(t::SHEET, Route::Sheet.href()) }
                { link(crate::i18n::reference::TAB, Route::Rules { rules: mahjong_core::Variant::default() }.href()) }
                // The season's overview, as the tab did on one page.
                <a class="tab on" href={Route::Club.href()} aria-current="page">{ lang.pick(super::text::TAB) }</a>
            </nav>
        </>
    }
}
