//! Fifteen rules through the public API: the shuffle, slides, clicks, arrows, board text.

mod controls;
mod deals;
mod notation;
mod sixteen;
mod slides;

use grid_rules::Puzzle;
use grid_rules::fifteen::{Fifteen, Params};

pub fn load(text: &str) -> Fifteen {
    Fifteen::from_board_text(&Params::default(), text, 0)
        .unwrap_or_else(|err| panic!("board should load: {err}\n{text}"))
}

pub fn load_err(text: &str) -> grid_rules::BoardError {
    Fifteen::from_board_text(&Params::default(), text, 0).expect_err("board should be refused")
}

pub const SOLVED_4: &str = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 .\n";
