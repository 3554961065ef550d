//! Fifteen: slide numbered tiles through the blank until they are back in order.
//!
//! The files from the bottom up: [`params`] and [`deal`] know no game state, [`state`]
//! is the position, [`rules`] makes it a [`Puzzle`](crate::puzzle::Puzzle), and the
//! engine ([`planner`], over [`board`], [`ida`] and the pattern tables of [`pdb`]) reads
//! positions without knowing the trait's impl.

mod board;
mod deal;
mod duplicates;
mod ida;
mod manhattan;
mod params;
mod pattern_bound;
mod pdb;
mod pdb_build;
mod pdb_bytes;
mod planner;
mod reduce;
mod rules;
mod state;
mod text;

pub use deal::{Shuffle, is_solvable, shuffle, solved_board};
pub use params::{Params, SHUFFLE_MOVES, SIZE_RANGE};
pub use pdb::{Encoding, PARTITION, Tables, install_tables, installed_tables};
pub use pdb_build::TableBuilder;
pub use planner::FifteenPlanner;
pub use state::{Arrow, Fifteen, Slide};
