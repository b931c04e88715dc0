//! On a table's phone: the game's result for the organiser, as a QR code
//! and a link (issue 22), signed with the table card's key (issue 31).

use crate::card::Travels as _;
use yew::prelude::*;

use crate::i18n::Lang;
use crate::route::Route;

#[derive(Properties, PartialEq)]
pub struct ToOrganiserProps {
    pub lang: Lang,
    pub at: crate::card::TableRef,
    pub game: mahjong_core::json::GameLine,
}

/// On a table's phone: the game's result for the organiser, as a QR code
/// and a link (issue 22).
#[function_component]
pub fn ResultToOrganiser(props: &ToOrganiserProps) -> Html {
    let lang = props.lang;
    let open = use_state(|| false);
    // Issue 51: whose phone this is, as last said, where that one plays
    // at this table; else not said (the phone is still its own key).
    let owner = {
        let names = props.game.names.clone();
        use_state(move || Some(crate::store::phone_owner()).filter(|o| names.contains(o)).unwrap_or_default())
    };
    let retry = use_state(|| 0u32);
    let shared = crate::view::use_async_memo(
        (props.game.clone(), props.at.clone(), *open, (*owner).clone(), *retry),
        |(game, at, open, owner, _)| async move {
            // An empty result is neither shown nor sent to the club's
            // inbox (a tryout: it went there while the screen said to wait).
            if !open || game.hands.is_empty() {
                return None;
            }
            // Signed with the card's key; the QR code carries the result
            // without the hands' tiles (issue 31), the link all of it; and
            // with this phone's own key (issue 51).
            let result = crate::card::SignedResult::signed(&at, game);
            let result = crate::phone_key::signed_by_phone(result, &owner).await;
            // The mark the organiser reads beside the result (issue 51).
            let mark = result.phone.as_ref().map(|p| mahjong_core::json::phone::mark(&p.key));
            // Straight to the organiser's page (issue 33).
            let link_of =
                |data: String| format!("{}{}", crate::route::page_url(crate::route::Page::Organiser), Route::TableResult { data }.href());
            let data = result.encode().await;
            // Issue 52: the card names the club's inbox: sent there too.
            let sent = match &at.inbox {
                Some(inbox) => Some(crate::inbox::send(inbox, &result, &data).await),
                None => None,
            };
            let link = link_of(data);
            let qr = crate::link_data::qr_path(&link_of(crate::card::encode_compact(&result).await));
            Some((link, qr, mark, sent))
        },
    );

    // The question first (a tryout: with the code in view it sat above
    // the screen and went unseen); after the panel's own scroll.
    let question = use_node_ref();
    {
        let question = question.clone();
        use_effect_with(shared.as_deref().is_some_and(Option::is_some), move |&ready| {
            if let Some(el) = question.cast::<web_sys::Element>().filter(|_| ready) {
                crate::view::scroll_into(&el, Some(web_sys::ScrollLogicalPosition::Start), false);
            }
        });
    }
    let mark = shared.as_deref().and_then(Option::as_ref).and_then(|(_, _, m, _)| m.clone());
    let sent = shared.as_deref().and_then(Option::as_ref).and_then(|(_, _, _, s)| *s);
    let send_again = {
        let retry = retry.clone();
        Callback::from(move |_| retry.set(retry.wrapping_add(1)))
    };
    let toggle = {
        let open = open.clone();
        Callback::from(move |_| open.set(!*open))
    };
    let on_owner = {
        let owner = owner.clone();
        Callback::from(move |e: Event| {
            let who = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
            crate::store::save_phone_owner(&who);
            owner.set(who);
        })
    };
    // Before any hand the result is empty: not the main button, and said
    // so when opened (issue 47).
    let empty = props.game.hands.is_empty();
    html! {
        <div class="sheet-tools no-print to-organiser">
            <button type="button" class={classes!((!empty).then_some("primary"))} aria-expanded={open.to_string()} onclick={toggle}>
                { lang.pick(crate::sheet::text::TO_ORGANISER) }
            </button>
            if empty && *open {
                <p class="message" role="alert">{ lang.pick(crate::sheet::text::NO_HANDS_TO_SEND) }</p>
            }
            if *open && !empty {
                <label class="phone-owner" ref={question}>
                    { lang.pick(crate::sheet::text::PHONE_OF) }{ " " }
                    <select name="phone-owner" onchange={on_owner}>
                        <option value="" selected={owner.is_empty()}>{ lang.pick(crate::sheet::text::PHONE_UNSAID) }</option>
                        { for props.game.names.iter().map(|n| html! {
                            <option key={n.clone()} value={n.clone()} selected={*owner == *n}>{ n.clone() }</option>
                        }) }
                    </select>
                </label>
                <p class="hint phone-why">{ crate::sheet::text::phone_why(lang, mark.as_deref()) }</p>
            }
            if let Some(sent) = sent {
                <p class={classes!("inbox-sent", (sent != crate::inbox::Sent::Yes).then_some("message"))} role="status" data-inbox={format!("{sent:?}")}>
                    { crate::sheet::text::inbox_sent(lang, sent) }
                    if sent != crate::inbox::Sent::Yes {
                        { " " }<button type="button" class="send-again" onclick={send_again}>{ lang.pick(("Opnieuw versturen", "Send again")) }</button>
                    }
                </p>
            }
            if let Some((link, qr, _, _)) = shared.as_deref().and_then(Option::as_ref) {
                <super::SharePanel {lang} link={link.clone()} qr={qr.clone()} hint={crate::sheet::text::TO_ORGANISER_HINT} label={crate::sheet::text::RESULT_QR} />
            }
        </div>
    }
}
