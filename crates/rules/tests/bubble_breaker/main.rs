//! Bubble Breaker rules through the public API: burst, gravity, rows pushed right, refill, the four styles, clicks, game over, seeds.

#[path = "../common/mod.rs"]
mod common;

mod checks;
mod clicks;
mod modes;
mod refill;
mod scoring;
mod seeds;
mod steps;

use grid_rules::bubble_breaker::{BubbleBreaker, Burst, Params};
use grid_rules::{Change, Colour, Grid, Pos, Puzzle};

pub type Board = Grid<Option<Colour>>;

/// The five colours of the tutorial (its `Barva` enum without `None`).
pub const FIVE: [Colour; 5] = [
    Colour::Red,
    Colour::Green,
    Colour::Yellow,
    Colour::Blue,
    Colour::Purple,
];

pub fn load_seeded(text: &str, seed: u64) -> BubbleBreaker {
    BubbleBreaker::from_board_text(&Params::default(), text, seed)
        .unwrap_or_else(|err| panic!("board should load: {err}\n{text}"))
}

pub fn load(text: &str) -> BubbleBreaker {
    load_seeded(text, 0)
}

pub fn burst(state: &BubbleBreaker, x: usize, y: usize) -> (BubbleBreaker, Vec<Change<Colour>>) {
    state
        .apply(&Burst(Pos::new(x, y)))
        .unwrap_or_else(|err| panic!("burst at {x},{y} should be legal: {err}"))
}
