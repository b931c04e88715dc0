//! The calculator's components. Each is pure: it gets data and a
//! `Callback<Action>` and renders; none holds state or knows a rule.

mod banner;
mod breakdown;
mod pad;
mod palette;
mod payout;
mod rack;
mod score_bar;
mod seat_rows;
mod situation;

pub use banner::{Banner, GameBanner};
pub use breakdown::Breakdown;
pub use pad::NumberPad;
pub use palette::Palette;
pub use payout::Payout;
pub use rack::Rack;
pub use score_bar::{score_bar, BarCell};
pub use seat_rows::{seat_buttons, seat_name, SeatRows};
pub use situation::{CircView, SituationPanel};
