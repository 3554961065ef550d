//! Gravity and the two kinds of sideways packing, shared by Bubble Breaker and SameGame.
//!
//! Each step moves cells of a `Grid<Option<T>>` and reports what moved where, so the
//! view can animate exactly what the rules did.

use crate::grid::{Grid, Pos};

/// One cell that moved from one position to another in a single step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Motion {
    pub from: Pos,
    pub to: Pos,
}

/// In every column, the filled cells fall straight down, keeping their order.
pub fn apply_gravity<T>(grid: &mut Grid<Option<T>>) -> Vec<Motion> {
    let mut motions = Vec::new();
    for x in 0..grid.width() {
        let mut landing = grid.height();
        for y in (0..grid.height()).rev() {
            let from = Pos::new(x, y);
            if grid[from].is_some() {
                landing -= 1;
                let to = Pos::new(x, landing);
                if to != from {
                    grid[to] = grid[from].take();
                    motions.push(Motion { from, to });
                }
            }
        }
    }
    motions
}

/// Every row on its own is packed to the right, keeping the order of its cells
/// (Bubble Breaker's `MoveRight`).
pub fn pack_rows_right<T>(grid: &mut Grid<Option<T>>) -> Vec<Motion> {
    let mut motions = Vec::new();
    for y in 0..grid.height() {
        let mut landing = grid.width();
        for x in (0..grid.width()).rev() {
            let from = Pos::new(x, y);
            if grid[from].is_some() {
                landing -= 1;
                let to = Pos::new(landing, y);
                if to != from {
                    grid[to] = grid[from].take();
                    motions.push(Motion { from, to });
                }
            }
        }
    }
    motions
}

/// Whole empty columns are closed up by moving the columns on their right to the left
/// (SameGame's `CompactBoard`, second half).
pub fn close_empty_columns_left<T>(grid: &mut Grid<Option<T>>) -> Vec<Motion> {
    close_empty_columns(grid, false)
}

/// Whole empty columns are closed up by moving the columns on their left to the right
/// (Bubble Breaker's Standard and Continuous styles).
pub fn close_empty_columns_right<T>(grid: &mut Grid<Option<T>>) -> Vec<Motion> {
    close_empty_columns(grid, true)
}

/// The filled columns keep their order and gather at one side, left or (`toward_right`)
/// right; what moved where.
fn close_empty_columns<T>(grid: &mut Grid<Option<T>>, toward_right: bool) -> Vec<Motion> {
    let width = grid.width();
    // The columns in the order they gather: the first lands at the closed side.
    let column = |i: usize| if toward_right { width - 1 - i } else { i };
    let mut motions = Vec::new();
    let mut landing = 0;
    for i in 0..width {
        let x = column(i);
        let column_is_empty = (0..grid.height()).all(|y| grid[Pos::new(x, y)].is_none());
        if column_is_empty {
            continue;
        }
        if landing != i {
            for y in 0..grid.height() {
                let from = Pos::new(x, y);
                if grid[from].is_some() {
                    let to = Pos::new(column(landing), y);
                    grid[to] = grid[from].take();
                    motions.push(Motion { from, to });
                }
            }
        }
        landing += 1;
    }
    motions
}

/// Whether two orthogonally adjacent filled cells hold equal values: the "a move is
/// left" test of Bubble Breaker and SameGame.
pub fn has_adjacent_pair<T: PartialEq>(grid: &Grid<Option<T>>) -> bool {
    grid.iter().any(|(pos, cell)| {
        cell.as_ref().is_some_and(|value| {
            [Pos::new(pos.x + 1, pos.y), Pos::new(pos.x, pos.y + 1)]
                .into_iter()
                .any(|next| grid.get(next).and_then(Option::as_ref) == Some(value))
        })
    })
}

/// The group of equal filled cells around `pos` (empty if `pos` is empty or off the grid).
pub fn group_at<T: PartialEq>(grid: &Grid<Option<T>>, pos: Pos) -> Vec<Pos> {
    match grid.get(pos) {
        Some(Some(_)) => grid.flood_fill(pos, |a, b| a == b),
        _ => Vec::new(),
    }
}

/// For every cell, the size of the group of equal filled cells it is in (0 where empty):
/// each group is flood-filled once, from its first cell, where asking `group_at` of
/// every cell would fill a group of n cells n times.
pub fn group_sizes<T: PartialEq>(grid: &Grid<Option<T>>) -> Grid<usize> {
    let mut sizes = Grid::filled(grid.width(), grid.height(), 0);
    for start in grid.positions() {
        if sizes[start] != 0 {
            continue;
        }
        let group = group_at(grid, start);
        for &member in &group {
            sizes[member] = group.len();
        }
    }
    sizes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: &[&str]) -> Grid<Option<char>> {
        Grid::from_rows(
            rows.iter()
                .map(|row| row.chars().map(|c| (c != '.').then_some(c)).collect())
                .collect(),
        )
        .unwrap()
    }

    fn text(grid: &Grid<Option<char>>) -> Vec<String> {
        grid.rows()
            .map(|row| row.iter().map(|c| c.unwrap_or('.')).collect())
            .collect()
    }

    #[test]
    fn group_sizes_match_each_cells_group() {
        let grid = board(&["aab.", "bab.", "abba", "cccc"]);
        let sizes = group_sizes(&grid);
        for pos in grid.positions() {
            assert_eq!(sizes[pos], group_at(&grid, pos).len(), "at {pos:?}");
        }
        assert_eq!(sizes[Pos::new(0, 0)], 3);
        assert_eq!(sizes[Pos::new(1, 2)], 4);
        assert_eq!(sizes[Pos::new(0, 1)], 1);
        assert_eq!(sizes[Pos::new(3, 0)], 0);
        assert_eq!(sizes[Pos::new(2, 3)], 4);
    }

    #[test]
    fn gravity_keeps_column_order() {
        let mut grid = board(&["ab.", ".c.", "d.e", "..."]);
        let motions = apply_gravity(&mut grid);
        assert_eq!(text(&grid), ["...", "...", "ab.", "dce"]);
        assert_eq!(motions.len(), 5);
        assert!(motions.contains(&Motion {
            from: Pos::new(0, 0),
            to: Pos::new(0, 2)
        }));
    }

    #[test]
    fn rows_pack_right_independently() {
        let mut grid = board(&["a..", "b.c", "..d"]);
        pack_rows_right(&mut grid);
        assert_eq!(text(&grid), ["..a", ".bc", "..d"]);
    }

    #[test]
    fn several_empty_columns_close_left_at_once() {
        let mut grid = board(&["..a..b", ".ca.db"]);
        let motions = close_empty_columns_left(&mut grid);
        assert_eq!(text(&grid), [".a.b..", "cadb.."]);
        assert_eq!(motions.len(), 6);
    }

    #[test]
    fn adjacent_pair_detection() {
        assert!(has_adjacent_pair(&board(&["ab", "ab"])));
        assert!(!has_adjacent_pair(&board(&["ab", "ba"])));
        assert!(!has_adjacent_pair(&board(&["..", ".."])));
        assert!(has_adjacent_pair(&board(&["a.", "aa"])));
    }
}
