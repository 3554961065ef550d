//! Property tests of the rules: seeded random positions and legal move sequences of every
//! game, checked against what the rules promise. `GRID_PUZZLES_LONG=1` runs many more
//! cases; a failure prints the seed that reruns it alone.

#[path = "../support/mod.rs"]
mod support;

mod collapse;
mod color_lines;
mod fifteen;
mod lianliankan;
mod registry;
