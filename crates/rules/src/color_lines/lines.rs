//! Lines of five or more through a ball, and what removing them scores.

use super::params::{MIN_LINE, Next};
use crate::board_text::Colour;
use crate::grid::{Grid, Pos};

/// The four line directions: horizontal, vertical, diagonal `\` and diagonal `/`.
const DIRECTIONS: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// The score of removing `n` balls at once: 10 + 2(n−5)²; 0 below five (no removal).
pub fn line_score(n: usize) -> u64 {
    if n < MIN_LINE {
        return 0;
    }
    let extra = (n - MIN_LINE) as u64;
    10 + 2 * extra * extra
}

/// What a removal of `n` balls scores in a game whose next colours are `next`: the line's
/// score, and a point more with the next colours hidden (KLines' bonus).
pub fn removal_score(n: usize, next: Next) -> u64 {
    match (line_score(n), next) {
        (0, _) => 0,
        (points, Next::Shown) => points,
        (points, Next::Hidden) => points + 1,
    }
}

/// Every ball on a straight line (horizontal, vertical or diagonal) of five or more balls
/// of `pos`'s colour through `pos`, each once, sorted by row then column. Empty if there
/// is no such line or `pos` holds no ball.
pub fn lines_through(board: &Grid<Option<Colour>>, pos: Pos) -> Vec<Pos> {
    let Some(&Some(colour)) = board.get(pos) else {
        return Vec::new();
    };
    let mut cells = Vec::new();
    for (dx, dy) in DIRECTIONS {
        let mut line = vec![pos];
        for sign in [1, -1] {
            let mut here = pos;
            while let Some(step) = offset(here, dx * sign, dy * sign)
                && board.get(step) == Some(&Some(colour))
            {
                line.push(step);
                here = step;
            }
        }
        if line.len() >= MIN_LINE {
            cells.extend(line);
        }
    }
    sort_unique(&mut cells);
    cells
}

/// `pos` moved by (`dx`, `dy`), or `None` if that would leave the top or left edge
/// (the board's `get` refuses the bottom and right edges).
fn offset(pos: Pos, dx: isize, dy: isize) -> Option<Pos> {
    Some(Pos::new(
        pos.x.checked_add_signed(dx)?,
        pos.y.checked_add_signed(dy)?,
    ))
}

pub(super) fn sort_unique(cells: &mut Vec<Pos>) {
    cells.sort_by_key(|pos| (pos.y, pos.x));
    cells.dedup();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_score_follows_the_formula() {
        assert_eq!(line_score(4), 0);
        assert_eq!(line_score(5), 10);
        assert_eq!(line_score(6), 12);
        assert_eq!(line_score(7), 18);
        assert_eq!(line_score(9), 42);
    }

    #[test]
    fn offset_stops_at_the_top_left_edge() {
        assert_eq!(offset(Pos::new(0, 3), -1, 0), None);
        assert_eq!(offset(Pos::new(2, 0), 1, -1), None);
        assert_eq!(offset(Pos::new(2, 3), 1, -1), Some(Pos::new(3, 2)));
    }
}
