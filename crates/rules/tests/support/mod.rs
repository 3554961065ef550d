//! Shared helpers of the property and fuzz test binaries: the seeded case runner, random
//! games and moves for every game, board and change checks, and text mutations.

// Each test binary uses only some of these helpers.
#![allow(dead_code)]

pub mod games;
pub mod harness;
pub mod mutate;
pub mod pieces;
pub mod players;
