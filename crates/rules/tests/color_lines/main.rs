//! Color Lines rules: paths, lines, spawns, game over, clicks and the board text.

mod clicks;
mod lines;
mod modes;
mod notation;
mod paths;
mod seeds;
mod spawns;

use grid_rules::color_lines::{ColorLines, Params, Travel};
use grid_rules::{Change, Colour, Pos, Puzzle};

pub fn p(x: usize, y: usize) -> Pos {
    Pos::new(x, y)
}

pub fn load(text: &str) -> ColorLines {
    ColorLines::from_board_text(&Params::default(), text, 1).unwrap()
}

/// An empty `size` x `size` board with these balls, then an optional `next:` line.
pub fn board_with(size: usize, balls: &[(usize, usize, char)], next: Option<&str>) -> String {
    let mut rows = vec![vec!['.'; size]; size];
    for &(x, y, letter) in balls {
        rows[y][x] = letter;
    }
    let mut text = String::new();
    for row in rows {
        let cells: Vec<String> = row.iter().map(char::to_string).collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    if let Some(next) = next {
        text.push_str(&format!("next: {next}\n"));
    }
    text
}

pub fn travel(from: Pos, to: Pos) -> Travel {
    Travel { from, to }
}

pub fn ball_count(game: &ColorLines) -> usize {
    game.cells().iter().filter(|(_, c)| c.is_some()).count()
}

pub fn removed(changes: &[Change<Colour>]) -> Vec<Pos> {
    changes
        .iter()
        .find_map(|change| match change {
            Change::Removed(cells) => Some(cells.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

pub fn sorted(mut cells: Vec<Pos>) -> Vec<Pos> {
    cells.sort_by_key(|pos| (pos.y, pos.x));
    cells
}
