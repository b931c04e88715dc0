//! "Delen met de club" (issue 52): logging in at the club's CouchDB, how
//! the sharing stands, what the organiser should read of it, and
//! stopping. The status line shows on every organiser's screen.

use yew::prelude::*;

use super::net::{self, LoginError, Status};
use super::Note;
use crate::competition::form::input_value;
use crate::competition::model::{Club, ClubAction};
use crate::i18n::Lang;
use crate::route::Route;

/// The status line: one sentence on how the sharing stands.
pub fn status_text(lang: Lang, s: &Status) -> String {
    let nl = lang == Lang::Nl;
    let changes = |n: usize| match (nl, n) {
        (true, 1) => "1 wijziging".to_string(),
        (true, n) => format!("{n} wijzigingen"),
        (false, 1) => "1 change".to_string(),
        (false, n) => format!("{n} changes"),
    };
    match s {
        Status::Off => String::new(),
        Status::Shared { at } if nl => format!("Gedeeld · bijgewerkt {at}"),
        Status::Shared { at } => format!("Shared · up to date {at}"),
        Status::Busy { waiting } if nl => format!("Bezig met delen · {} te versturen", changes(*waiting)),
        Status::Busy { waiting } => format!("Sharing · {} to send", changes(*waiting)),
        Status::Offline { waiting: 0 } if nl => "Offline · niets wacht".into(),
        Status::Offline { waiting: 0 } => "Offline · nothing waiting".into(),
        Status::Offline { waiting: 1 } if nl => "Offline · 1 wijziging wacht".into(),
        Status::Offline { waiting } if nl => format!("Offline · {} wachten", changes(*waiting)),
        Status::Offline { waiting } => format!("Offline · {} waiting", changes(*waiting)),
        Status::LoggedOut if nl => "Niet meer ingelogd bij de club: log opnieuw in.".into(),
        Status::LoggedOut => "No longer logged in at the club: log in again.".into(),
        Status::Refused { status, reason } if nl => format!("De server van de club weigert ({status}): {reason}"),
        Status::Refused { status, reason } => format!("The club's server refuses ({status}): {reason}"),
    }
}

fn login_error(lang: Lang, e: &LoginError) -> String {
    let nl = lang == Lang::Nl;
    match e {
        LoginError::Unreachable if nl => "Geen antwoord van dat adres. Klopt het adres (zoals https://couch.mijnclub.nl) en is er netwerk? Dan laat de server deze app nog niet toe: vraag het de beheerder van de server.".into(),
        LoginError::Unreachable => "No answer from that address. Is the address right (like https://couch.myclub.org) and is there a network? Then the server does not let this app in yet: ask the server's keeper.".into(),
        LoginError::Wrong if nl => "Naam of wachtwoord klopt niet.".into(),
        LoginError::Wrong => "Name or password is wrong.".into(),
        LoginError::NotOrganiser if nl => "Ingelogd, maar deze naam is geen organisator van die club.".into(),
        LoginError::NotOrganiser => "Logged in, but this name is not an organiser of that club.".into(),
        LoginError::NoClub if nl => "Die club is er niet op deze server. Klopt de naam van de club?".into(),
        LoginError::NoClub => "That club is not on this server. Is the club's name right?".into(),
        LoginError::Other(s) if nl => format!("De server antwoordt onverwacht ({s})."),
        LoginError::Other(s) => format!("The server answers unexpectedly ({s})."),
    }
}

fn note_text(lang: Lang, n: &Note) -> String {
    let nl = lang == Lang::Nl;
    match n {
        Note::Aside { id, why } if nl => format!("Apart gezet, niet overgenomen: {id} ({why})."),
        Note::Aside { id, why } => format!("Kept aside, not taken: {id} ({why})."),
        Note::Overruled { id, field } if nl => {
            format!("Beide organisatoren wijzigden {field} van {id}: die van de ander is gebleven. Kijk of het klopt.")
        }
        Note::Overruled { id, field } => format!("Both organisers changed {field} of {id}: the other's stayed. Check it."),
        Note::ResultDropped { id } if nl => format!("Een derde uitslag voor {id} is niet bewaard: er wachtten er al twee."),
        Note::ResultDropped { id } => format!("A third result for {id} was not kept: two were waiting already."),
        Note::KeptDeleted { id } if nl => format!("{id} was bij de een verwijderd en bij de ander gewijzigd: bewaard."),
        Note::KeptDeleted { id } => format!("{id} was deleted by one and changed by the other: kept."),
    }
}

const LAST_LOGIN: &str = "mahjong-rekenhulp.share-login";

/// The last login's address, club and name, one a line.
fn last_login() -> (String, String, String) {
    let text = crate::store::local_text(LAST_LOGIN).unwrap_or_default();
    let mut lines = text.lines().map(str::to_string);
    (lines.next().unwrap_or_default(), lines.next().unwrap_or_default(), lines.next().unwrap_or_default())
}

fn keep_last_login(url: &str, club: &str, user: &str) {
    crate::store::keep_local_text(LAST_LOGIN, Some(&format!("{url}\n{club}\n{user}")));
}

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    pub lang: Lang,
}

/// How the sharing stands, on every organiser's screen (nothing when not
/// shared).
#[function_component]
pub fn StatusLine(props: &StatusProps) -> Html {
    let status = use_context::<Status>().unwrap_or_default();
    if status == Status::Off {
        return Html::default();
    }
    let kind = match status {
        Status::Shared { .. } => "shared",
        Status::Busy { .. } => "busy",
        Status::Offline { .. } => "offline",
        _ => "stopped",
    };
    html! {
        <p class={classes!("share-status", kind)} role="status" data-share={kind}>
            <a href={Route::Share.href()}>{ status_text(props.lang, &status) }</a>
        </p>
    }
}

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub lang: Lang,
    pub club: UseReducerHandle<Club>,
    pub on_action: Callback<ClubAction>,
}

/// "Delen met de club": the login, or how it stands and stopping.
#[function_component]
pub fn ShareScreen(props: &ShareProps) -> Html {
    let lang = props.lang;
    let status = use_context::<Status>().unwrap_or_default();
    let share = props.club.share.clone();
    // The last login's address, club and name (not the password), so
    // logging in again after "Stoppen met delen" is typing one field.
    let last = use_memo((), |_| last_login());
    let url = use_state(|| share.as_ref().map(|s| s.url.clone()).unwrap_or_else(|| last.0.clone()));
    let club_name = use_state(|| share.as_ref().map(|s| s.club.clone()).unwrap_or_else(|| last.1.clone()));
    let user = use_state(|| share.as_ref().map(|s| s.user.clone()).unwrap_or_else(|| last.2.clone()));
    let password = use_state(String::new);
    let problem = use_state(|| None::<String>);
    let busy = use_state(|| false);
    let field = |label: (&'static str, &'static str),
                 name: &'static str,
                 kind: &'static str,
                 auto: &'static str,
                 hint: &'static str,
                 v: &UseStateHandle<String>| {
        let v2 = v.clone();
        html! {
            <label class="field">
                <span class="term">{ lang.pick(label) }</span>
                <input {name} type={kind} autocomplete={auto} value={(**v).clone()} required=true placeholder={hint}
                       autocapitalize="none" spellcheck="false"
                       oninput={Callback::from(move |e: InputEvent| v2.set(input_value(&e)))} />
            </label>
        }
    };
    let onsubmit = {
        let (url, club_name, user, password, problem, busy, on_action) =
            (url.clone(), club_name.clone(), user.clone(), password.clone(), problem.clone(), busy.clone(), props.on_action.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let (mut u, c, n, p) = (
                (*url).trim().trim_end_matches('/').to_string(),
                (*club_name).trim().to_string(),
                (*user).trim().to_string(),
                (*password).clone(),
            );
            // Every field, said in the app's words (a tryout: the
            // browser's own bubble said it, in its language, for an
            // address without https://, which is added below).
            let missing: Vec<&str> = [
                (&u, ("het adres", "the address")),
                (&c, ("de club", "the club")),
                (&n, ("de naam", "the name")),
                (&p, ("het wachtwoord", "the password")),
            ]
            .into_iter()
            .filter(|(v, _)| v.trim().is_empty())
            .map(|(_, w)| lang.pick(w))
            .collect();
            if !missing.is_empty() {
                problem.set(Some(match lang {
                    Lang::Nl => format!("Vul nog in: {}.", missing.join(", ")),
                    Lang::En => format!("Still to fill in: {}.", missing.join(", ")),
                }));
                return;
            }
            // An address typed without its start: https, as a club's server has.
            if !(u.starts_with("https://") || u.starts_with("http://")) {
                u = format!("https://{u}");
                url.set(u.clone());
            }
            problem.set(None);
            let (problem, busy, on_action, password) = (problem.clone(), busy.clone(), on_action.clone(), password.clone());
            busy.set(true);
            wasm_bindgen_futures::spawn_local(async move {
                let answer = net::login(&u, &c, &n, &p).await;
                busy.set(false);
                match answer {
                    Ok(()) => {
                        problem.set(None);
                        keep_last_login(&u, &c, &n);
                        // The password is not kept: the server's session cookie serves.
                        password.set(String::new());
                        on_action.emit(ClubAction::ShareWith { url: u, club: c, user: n });
                    }
                    Err(e) => problem.set(Some(login_error(lang, &e))),
                }
            });
        })
    };
    let stop = {
        let (on_action, url) = (props.on_action.clone(), share.as_ref().map(|s| s.url.clone()).unwrap_or_default());
        Callback::from(move |_| {
            let url = url.clone();
            wasm_bindgen_futures::spawn_local(async move { net::logout(&url).await });
            on_action.emit(ClubAction::ShareStop);
        })
    };
    let logged_in = share.is_some() && status != Status::LoggedOut;
    html! {
        <section class="share" aria-labelledby="share-title">
            <h2 id="share-title">{ lang.pick(("Delen met de club", "Share with the club")) }</h2>
            if let Some(s) = &share {
                <p class="share-where">{ match lang {
                    Lang::Nl => format!("Gedeeld met de club {} op {} als {}.", s.club, s.url, s.user),
                    Lang::En => format!("Shared with the club {} at {} as {}.", s.club, s.url, s.user),
                } }</p>
                // How it stands is the status line's, above (a tryout: it
                // was said twice here).
                // What this phone shares: a second organiser sees what came.
                if !props.club.seasons.is_empty() {
                    <p class="hint share-seasons">
                        { lang.pick(("Seizoenen op deze telefoon: ", "Seasons on this phone: ")) }
                        { props.club.seasons.iter().map(|x| x.season.name.clone()).collect::<Vec<_>>().join(", ") }
                        { " · " }
                        <a href={Route::Club.href()}>{ lang.pick(("Naar het seizoen", "To the season")) }</a>
                    </p>
                }
                // Issue 52: a second organiser takes a season's key by
                // scanning this (the key never goes to the server).
                { for props.club.seasons.iter().filter_map(|x| Some((x.id.clone(), x.season.name.clone(), x.season.secret.clone()?))).map(|(id, name, secret)| {
                    let k = id.clone();
                    html! { <SeasonKey {lang} key={k} {id} {name} {secret} /> }
                }) }
                // A tryout: the second organiser's phone never said it
                // lacked a season's key.
                if let Some(names) = keyless(&props.club) {
                    <p class="hint share-keyless">{ match lang {
                        Lang::Nl => format!("Zonder sleutel op deze telefoon: {names}. Laat de organisator die het seizoen begon de sleutel tonen (op diens telefoon, hier onder Delen met de club) en scan die met de camera van deze telefoon."),
                        Lang::En => format!("Without their key on this phone: {names}. Have the organiser who began the season show the key (on their phone, here under Share with the club) and scan it with this phone's camera."),
                    } }</p>
                }
                if !s.notes.is_empty() {
                    <ul class="share-notes">
                        { for s.notes.iter().map(|n| html! { <li>{ note_text(lang, n) }</li> }) }
                    </ul>
                    <button type="button" onclick={props.on_action.reform(|_| ClubAction::ShareNotesRead)}>{ lang.pick(("Gelezen", "Read")) }</button>
                }
            } else {
                <p class="hint">{ lang.pick((
                    "Organisatoren, tafeltelefoons en de website van de club delen dan één seizoen via de CouchDB-server van de club. Zonder netwerk werkt alles zoals altijd; wat wacht, gaat mee zodra er weer verbinding is.",
                    "Organisers, table phones and the club's website then share one season through the club's CouchDB server. Without a network everything works as always; what waits is sent once there is a connection again.",
                )) }</p>
            }
            if !logged_in {
                <form class="share-login" novalidate=true aria-label={lang.pick(("Inloggen bij de club", "Log in at the club"))} {onsubmit}>
                    { field(("Adres van de server", "The server's address"), "url", "url", "url", "https://couch.mijnclub.nl", &url) }
                    { field(("Club (naam van de database)", "Club (the database's name)"), "club", "text", "off", "mijnclub", &club_name) }
                    { field(("Naam", "Name"), "user", "text", "username", "", &user) }
                    { field(("Wachtwoord", "Password"), "password", "password", "current-password", "", &password) }
                    <p class="hint">{ lang.pick(("Het wachtwoord blijft niet op deze telefoon: de server onthoudt de sessie.", "The password is not kept on this phone: the server keeps the session.")) }</p>
                    // Above the button, so it shows where the thumb is.
                    if let Some(p) = &*problem {
                        <p class="message" role="alert" data-problem="share-login">{ p.clone() }</p>
                    }
                    <button type="submit" class="primary" disabled={*busy}>{ lang.pick(("Inloggen en delen", "Log in and share")) }</button>
                </form>
            }
            if share.is_some() {
                <button type="button" class="share-stop" onclick={stop}>{ lang.pick(("Stoppen met delen", "Stop sharing")) }</button>
                <p class="hint">{ lang.pick(("De seizoenen blijven op deze telefoon.", "The seasons stay on this phone.")) }</p>
            }
        </section>
    }
}

/// The names of the seasons on this phone without their key, if any.
fn keyless(club: &Club) -> Option<String> {
    let names: Vec<&str> = club.seasons.iter().filter(|x| x.season.secret.is_none()).map(|x| x.season.name.as_str()).collect();
    (!names.is_empty()).then(|| names.join(", "))
}

#[derive(Properties, PartialEq)]
struct SeasonKeyProps {
    lang: Lang,
    id: String,
    name: String,
    secret: String,
}

/// A season's key as a QR code and a link, for a second organiser's
/// phone, shown on request (issue 52).
#[function_component]
fn SeasonKey(props: &SeasonKeyProps) -> Html {
    let lang = props.lang;
    let open = use_state(|| false);
    let shown = use_memo((props.id.clone(), props.secret.clone(), *open), |(id, secret, open)| {
        open.then(|| {
            let link = crate::competition::hooks::key_link(id, secret);
            let qr = crate::link_data::qr_path(&link);
            (link, qr)
        })
    });
    let toggle = {
        let open = open.clone();
        Callback::from(move |_| open.set(!*open))
    };
    html! {
        <div class="season-key" data-season={props.id.clone()}>
            <button type="button" class="key-button" aria-expanded={open.to_string()} onclick={toggle}>
                { match lang {
                    Lang::Nl => format!("Sleutel van '{}' voor een tweede organisator", props.name),
                    Lang::En => format!("'{}''s key for a second organiser", props.name),
                } }
            </button>
            if let Some((link, qr)) = &*shown {
                <crate::sheet::components::SharePanel {lang} link={link.clone()} qr={qr.clone()}
                    hint={(
                        "Laat alleen de andere organisator dit scannen, met de app en ingelogd bij de club: die telefoon maakt dan tafelkaarten en controleert uitslagen van dit seizoen zoals deze. De sleutel gaat nooit naar de server.",
                        "Only let the other organiser scan this, with the app and logged in at the club: that phone then makes table cards and checks results of this season as this one does. The key never goes to the server.",
                    )}
                    label={("Sleutel van het seizoen", "The season's key")} />
            }
        </div>
    }
}
