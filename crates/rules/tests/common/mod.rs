//! Helpers shared by the rules tests of the games that collapse their boards.

#![allow(dead_code)]

use grid_rules::collapse::Motion;
use grid_rules::{Grid, Pos};

/// Board text from rows, one line each.
pub fn lines(rows: &[&str]) -> String {
    rows.iter().map(|row| format!("{row}\n")).collect()
}

/// A motion between two `(x, y)` cells.
pub fn motion(from: (usize, usize), to: (usize, usize)) -> Motion {
    Motion {
        from: Pos::new(from.0, from.1),
        to: Pos::new(to.0, to.1),
    }
}

/// Moves every cell of `motions` at once; panics if a motion starts on an empty cell,
/// two motions start on one cell, or a motion lands on a cell that stays filled.
pub fn apply_motions<T>(board: &mut Grid<Option<T>>, motions: &[Motion]) {
    let moving: Vec<(Pos, T)> = motions
        .iter()
        .map(|m| {
            let piece = board[m.from]
                .take()
                .unwrap_or_else(|| panic!("motion from empty (or twice-used) cell {}", m.from));
            (m.to, piece)
        })
        .collect();
    for (to, piece) in moving {
        assert!(board[to].is_none(), "motion lands on filled cell {to}");
        board[to] = Some(piece);
    }
}
