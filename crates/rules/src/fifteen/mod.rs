//! Fifteen: slide numbered tiles through the blank until they are back in order.
//!
//! With `kind = sixteen` the same board plays Sixteen: no blank, and a move rotates a
//! whole row or column by one cell.
//!
//! The files from the bottom up: [`params`] and [`deal`] know no game state, [`state`]
//! is the position, [`rules`] makes it a [`Puzzle`](crate::puzzle::Puzzle), and the
//! engine ([`planner`], over [`board`], [`ida`] and the pattern tables of [`pdb`];
//! Sixteen's [`sixteen`]) reads positions without knowing the trait's impl.

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
mod pdb_geometry;
mod planner;
mod planner_work;
mod reduce;
mod rules;
mod sixteen;
mod sixteen_short;
mod state;
mod text;

pub use deal::{Shuffle, is_solvable, rotation_clicks, rotation_motions, shuffle, solved_board};
pub use params::{Kind, Params, SHUFFLE_MOVES, SQUARE_BOARDS};
pub use pdb::{
    Encoding, PARTITION, Tables, install_tables, installed_tables, installed_tables_of,
    partition_of,
};
pub use pdb_build::TableBuilder;
pub use planner::FifteenPlanner;
pub use sixteen::SixteenPlanner;
pub use state::{Arrow, Fifteen, Slide};
