//! Reading Lianliankan boards: tiles, and the check that every picture has partners.

use super::params::MAX_PICTURES;
use crate::board_text::{BoardError, ParsedBoard};
use crate::grid::Pos;

/// The text line and column of the cell at `pos`, counting rows as `parse_board` does.
fn cell_location(text: &str, pos: Pos) -> (usize, usize) {
    let mut rows = text.lines().enumerate().filter(|(_, line)| {
        let line = line.trim_end();
        !line.trim().is_empty() && !line.starts_with('#')
    });
    match rows.nth(pos.y) {
        Some((index, line)) => {
            let before: usize = line
                .split(' ')
                .take(pos.x)
                .map(|token| token.chars().count() + 1)
                .sum();
            (index + 1, before + 1)
        }
        None => (1, 0),
    }
}

pub(super) fn parse_tile(token: &str) -> Result<Option<u8>, String> {
    if token == "." {
        return Ok(None);
    }
    token
        .parse::<u8>()
        .ok()
        .filter(|n| (1..=MAX_PICTURES).contains(n))
        .map(Some)
        .ok_or_else(|| {
            format!("unknown tile {token:?} (expected a picture 1 to {MAX_PICTURES} or .)")
        })
}

/// Refuses a board on which some picture appears an odd number of times, naming that
/// picture's last cell (so the total is even too).
pub(super) fn check_pairs(board: &ParsedBoard<Option<u8>>, text: &str) -> Result<(), BoardError> {
    for picture in 1..=MAX_PICTURES {
        let cells: Vec<Pos> = board
            .grid
            .iter()
            .filter(|(_, tile)| **tile == Some(picture))
            .map(|(pos, _)| pos)
            .collect();
        if let Some(&last) = cells.last().filter(|_| cells.len() % 2 == 1) {
            let (line, column) = cell_location(text, last);
            let message = format!(
                "picture {picture} appears an odd number of times ({}); every tile needs a partner",
                cells.len()
            );
            return Err(BoardError::new(line, column, message));
        }
    }
    Ok(())
}
