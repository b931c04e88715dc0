//! Small view hooks shared by screens.

use yew::prelude::*;

/// Scrolls `el` into view: `block` where (none: the browser's nearest),
/// smoothly or at once.
pub fn scroll_into(el: &web_sys::Element, block: Option<web_sys::ScrollLogicalPosition>, smooth: bool) {
    let options = web_sys::ScrollIntoViewOptions::new();
    if let Some(block) = block {
        options.set_block(block);
    }
    if smooth {
        options.set_behavior(web_sys::ScrollBehavior::Smooth);
    }
    el.scroll_into_view_with_scroll_into_view_options(&options);
}

/// A node that scrolls into view when it first shows, `block` saying
/// where (a panel that opens below the fold comes up whole).
#[hook]
pub fn use_in_view(block: web_sys::ScrollLogicalPosition) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(el) = node.cast::<web_sys::Element>() {
                scroll_into(&el, Some(block), false);
            }
        });
    }
    node
}

#[derive(Properties, PartialEq)]
pub struct InViewProps {
    pub children: Html,
}

/// Its children, brought to the top of the screen when they first show
/// (a choice that waits, on a page that kept its scroll: a tryout landed
/// below it).
#[function_component]
pub fn InView(props: &InViewProps) -> Html {
    let node = use_in_view(web_sys::ScrollLogicalPosition::Start);
    html! { <div ref={node} class="in-view">{ props.children.clone() }</div> }
}

/// A node that scrolls smoothly into view whenever `deps` change (a
/// form opened from a table below).
#[hook]
pub fn use_smooth_into_view<D: PartialEq + 'static>(deps: D) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(deps, move |_| {
            if let Some(el) = node.cast::<web_sys::Element>() {
                scroll_into(&el, None, true);
            }
        });
    }
    node
}

/// What `make` gives for `deps`, made in the background (the browser's
/// own deflater answers asynchronously): `None` until it is done for
/// these `deps`; a newer `deps` wins over a slower older one.
#[hook]
pub fn use_async_memo<D, T, F>(deps: D, make: impl FnOnce(D) -> F + 'static) -> Option<std::rc::Rc<T>>
where
    D: PartialEq + Clone + 'static,
    T: 'static,
    F: std::future::Future<Output = T> + 'static,
{
    let made = use_state(|| None::<std::rc::Rc<(D, std::rc::Rc<T>)>>);
    let asked = use_mut_ref(|| 0u32);
    {
        let made = made.clone();
        use_effect_with(deps.clone(), move |deps| {
            *asked.borrow_mut() += 1;
            let (mine, deps) = (*asked.borrow(), deps.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let value = make(deps.clone()).await;
                if *asked.borrow() == mine {
                    made.set(Some(std::rc::Rc::new((deps, std::rc::Rc::new(value)))));
                }
            });
        });
    }
    made.as_ref().filter(|m| m.0 == deps).map(|m| m.1.clone())
}
