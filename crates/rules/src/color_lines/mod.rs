//! Color Lines: move a ball along a shortest free path, five in a row vanish.
//!
//! The files from the bottom up: `params`, `travel` and `lines` know no game state,
//! `state` is the position, `rules` makes it a [`Puzzle`](crate::puzzle::Puzzle), and
//! the engine (`planner`, over `balls`, `eval` and `lookahead`) reads positions without
//! knowing the trait's impl.

mod balls;
mod eval;
mod lines;
mod lookahead;
mod params;
mod planner;
mod rules;
mod state;
mod text;
mod travel;

pub use lines::{line_score, lines_through, removal_score};
pub use params::{MIN_LINE, NEXT_COUNT, Next, PALETTE, Params, SIDE_RANGE};
pub use planner::LinesPlanner;
pub use state::ColorLines;
pub use travel::{Selection, Travel};
