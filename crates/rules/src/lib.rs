//! Pure rules of the Grid Puzzles games: no Bevy, no clock, no global RNG.
//!
//! Each game is a [`puzzle::Puzzle`]: a state that undo restores, printable moves, a
//! click interpreter shared by the window and `replay`, and [`puzzle::Change`]s that
//! the view animates.

pub mod board_text;
pub mod bubble_breaker;
pub mod code;
pub mod collapse;
pub mod color_lines;
pub mod daily;
pub mod fifteen;
pub mod games;
pub mod grid;
pub mod history;
pub mod lianliankan;
pub mod params;
pub mod plan;
pub mod puzzle;
pub mod replay;
pub mod review;
pub mod rng;
pub mod samegame;
pub mod samegame_deal;
pub mod samegame_engine;

pub use board_text::{BoardError, Colour};
pub use grid::{Grid, Pos};
pub use puzzle::{Change, MoveError, PieceCode, Puzzle};
