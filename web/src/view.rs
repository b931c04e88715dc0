//! Small view hooks shared by screens.

use yew::prelude::*;

/// A node that scrolls into view when it first shows, `block` saying
/// where (a panel that opens below the fold comes up whole).
#[hook]
pub fn use_in_view(block: web_sys::ScrollLogicalPosition) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(el) = node.cast::<web_sys::Element>() {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(block);
                el.scroll_into_view_with_scroll_into_view_options(&options);
            }
        });
    }
    node
}
