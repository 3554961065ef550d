//! Lianliankan rules: joining paths, solvable deals and reshuffles, score, clicks, board text.

mod clicks;
mod deals;
mod notation;
mod paths;
mod score;
mod shifts;

use std::collections::BTreeMap;

use grid_rules::board_text::print_board;
use grid_rules::lianliankan::{Connect, Lianliankan, Params};
use grid_rules::{Grid, Pos, Puzzle};

/// A board from rows of single characters: `.` empty, a digit a picture.
pub fn grid(rows: &[&str]) -> Grid<Option<u8>> {
    let cells = rows
        .iter()
        .map(|row| {
            row.chars()
                .map(|c| c.to_digit(10).map(|d| d as u8))
                .collect()
        })
        .collect();
    Grid::from_rows(cells).unwrap()
}

pub fn text(board: &Grid<Option<u8>>) -> String {
    print_board(board, |tile| {
        tile.map_or_else(|| ".".to_string(), |n| n.to_string())
    })
}

pub fn load(text: &str) -> Lianliankan {
    Lianliankan::from_board_text(&Params::default(), text, 0).unwrap()
}

pub fn p(x: usize, y: usize) -> Pos {
    Pos::new(x, y)
}

pub fn counts(board: &Grid<Option<u8>>) -> BTreeMap<u8, usize> {
    let mut counts = BTreeMap::new();
    for (_, tile) in board.iter() {
        if let Some(picture) = tile {
            *counts.entry(*picture).or_default() += 1;
        }
    }
    counts
}

/// A pair joined with `life` left on the clock.
pub fn pair_at(a: Pos, b: Pos, life: u32) -> Connect {
    Connect::Pair { a, b, life }
}
