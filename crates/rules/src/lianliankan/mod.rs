//! Lianliankan: join two equal pictures by a path of at most three straight segments
//! through empty cells and the empty ring around the board; every deal and every
//! reshuffle comes with a witness: an order that removes every tile.
//!
//! The files from the bottom up: `params`, `shift`, `connect`, `path`, `tiles`, `clearing` and
//! `deal` know no game state, `state` is the position, `rules` makes it a
//! [`Puzzle`](crate::puzzle::Puzzle), and the engine (`planner`) reads positions
//! without knowing the trait's impl.

mod clearing;
mod connect;
mod deal;
mod params;
mod path;
mod planner;
mod rules;
mod shift;
mod state;
mod text;
mod tiles;

pub use clearing::Clearing;
pub use connect::{Connect, Selection};
pub use deal::{Deal, deal_with_witness, reshuffle, shuffle_motions};
pub use params::{
    CLEARING_NODES, DEFAULT_LIFE_SECONDS, FULL_LIFE, KSHISEN_BOARDS, LIFE_MINUTES, Levels,
    MAX_PICTURES, MAX_TURNS, Params, SIDE_RANGE,
};
pub use path::{find_path, first_removable_pair};
pub use planner::ClearingPlanner;
pub use shift::Shift;
pub use state::Lianliankan;
