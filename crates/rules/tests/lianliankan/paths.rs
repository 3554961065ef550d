//! Joining paths: one straight segment, one turn or two, through the ring round the board,
//! never three turns.

use grid_rules::lianliankan::find_path;

use crate::{grid, p};

#[test]
fn adjacent_tiles_join_with_one_segment() {
    let board = grid(&["....", ".11.", "...."]);
    assert_eq!(
        find_path(&board, p(1, 1), p(2, 1)),
        Some(vec![(1, 1), (2, 1)])
    );
    assert_eq!(
        find_path(&board, p(2, 1), p(1, 1)),
        Some(vec![(2, 1), (1, 1)])
    );
    assert_eq!(find_path(&board, p(1, 1), p(1, 1)), None);
}

#[test]
fn straight_line_clear_and_blocked() {
    let clear = grid(&[".....", "1...1", "....."]);
    assert_eq!(
        find_path(&clear, p(0, 1), p(4, 1)),
        Some(vec![(0, 1), (4, 1)])
    );
    // Blocked in the middle: the shortest two-turn detours go round row 0 or row 2;
    // the tie goes to the path that arrives moving up (tried before down).
    let blocked = grid(&[".....", "1.2.1", "....."]);
    assert_eq!(
        find_path(&blocked, p(0, 1), p(4, 1)),
        Some(vec![(0, 1), (0, 2), (4, 2), (4, 1)])
    );
}

#[test]
fn one_turn_l_and_two_turn_z() {
    let l_shape = grid(&["1...", "22..", "....", "..1."]);
    assert_eq!(
        find_path(&l_shape, p(0, 0), p(2, 3)),
        Some(vec![(0, 0), (2, 0), (2, 3)])
    );
    let z_shape = grid(&["12..", "....", "..21"]);
    assert_eq!(
        find_path(&z_shape, p(0, 0), p(3, 2)),
        Some(vec![(0, 0), (0, 1), (3, 1), (3, 2)])
    );
}

#[test]
fn paths_run_through_the_outer_ring() {
    let top_row = grid(&["1221", "3..3"]);
    assert_eq!(
        find_path(&top_row, p(0, 0), p(3, 0)),
        Some(vec![(0, 0), (0, -1), (3, -1), (3, 0)])
    );
    let left_side = grid(&["12.", "2..", "12."]);
    assert_eq!(
        find_path(&left_side, p(0, 0), p(0, 2)),
        Some(vec![(0, 0), (-1, 0), (-1, 2), (0, 2)])
    );
    let bottom_right = grid(&["3.3", "..2", "121"]);
    assert_eq!(
        find_path(&bottom_right, p(2, 2), p(0, 2)),
        Some(vec![(2, 2), (2, 3), (0, 3), (0, 2)])
    );
}

#[test]
fn three_turns_are_too_many() {
    let board = grid(&["12.", "2.2", ".21"]);
    assert_eq!(find_path(&board, p(0, 0), p(2, 2)), None);
    // Once the wall on the right of the first tile is gone, two turns via the ring do.
    let opened = grid(&["1..", "2.2", ".21"]);
    assert_eq!(
        find_path(&opened, p(0, 0), p(2, 2)),
        Some(vec![(0, 0), (3, 0), (3, 2), (2, 2)])
    );
}
