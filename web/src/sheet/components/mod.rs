//! The score sheet's components: the list of games, the new-game form,
//! the open game (totals, hands, the hand editor, export and print). Data and callbacks in, markup out.

mod chart;
mod conflict;
mod editor;
mod export;
mod games;
mod hands;
mod new_game;
mod share_standing;
mod to_organiser;
mod totals;

pub use crate::notice::NoticeBar;
pub use chart::totals_chart;
pub(crate) use chart::{running_totals, LINES};
pub use conflict::ConflictPanel;
pub use editor::{Draft, HandEditor};
pub use export::{app_base, ExportTools, SharePanel};
pub use games::GamesList;
pub use hands::HandsTable;
pub use new_game::NewGameForm;
pub use share_standing::ShareStanding;
pub use to_organiser::ResultToOrganiser;
pub use totals::Totals;
