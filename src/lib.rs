//! Grid Puzzles game crate.
