//! Fuzz tests of the readers: board text, game codes, clicks, moves and parameters get
//! random bytes, random text and mutations of valid input, and must answer with a value
//! or a one-line error, never a panic. `GRID_PUZZLES_LONG=1` runs many more inputs; a
//! failure prints the escaped input and the seed that reruns it alone.

#[path = "../support/mod.rs"]
mod support;

mod board_text;
mod code;
mod moves;
