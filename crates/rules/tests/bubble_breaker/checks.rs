//! The checks every Bubble Breaker move must pass: its changes in order, replayed cell by
//! cell onto the old board, and the board's shape after each step.

use grid_rules::board_text::{print_board, print_colour_cell};
use grid_rules::bubble_breaker::{BubbleBreaker, burst_score};
use grid_rules::{Change, Colour, Pos, Puzzle};

use crate::common::apply_motions;
use crate::{Board, FIVE};

pub fn text_of(board: &Board) -> String {
    print_board(board, print_colour_cell)
}

/// Plays `changes` onto a copy of `board`, returning the board after each change.
/// Checks every change against the cells it touches.
pub fn replay_changes(board: &Board, changes: &[Change<Colour>]) -> Vec<Board> {
    let mut board = board.clone();
    let mut snapshots = Vec::new();
    for change in changes {
        match change {
            Change::Removed(cells) => {
                assert!(!cells.is_empty(), "empty Removed");
                for &pos in cells {
                    assert!(board[pos].take().is_some(), "removed empty cell {pos}");
                }
            }
            Change::Fell(motions) => {
                assert!(!motions.is_empty(), "empty Fell");
                for m in motions {
                    assert!(
                        m.from.x == m.to.x && m.to.y > m.from.y,
                        "fall must go straight down: {m:?}"
                    );
                }
                apply_motions(&mut board, motions);
            }
            Change::Shifted(motions) => {
                assert!(!motions.is_empty(), "empty Shifted");
                for m in motions {
                    assert!(
                        m.from.y == m.to.y && m.to.x > m.from.x,
                        "push must go straight right: {m:?}"
                    );
                }
                apply_motions(&mut board, motions);
            }
            Change::Spawned(cells) => {
                assert!(!cells.is_empty(), "empty Spawned");
                for &(pos, colour) in cells {
                    assert!(board[pos].is_none(), "spawned onto filled cell {pos}");
                    board[pos] = Some(colour);
                }
            }
            other => panic!("Bubble Breaker never reports {other:?}"),
        }
        snapshots.push(board.clone());
    }
    snapshots
}

/// Removed, Fell?, Shifted?, then (Spawned, Shifted?)*.
fn check_change_order(changes: &[Change<Colour>]) {
    assert!(
        matches!(changes.first(), Some(Change::Removed(_))),
        "first change must be Removed: {changes:?}"
    );
    let mut i = 1;
    if matches!(changes.get(i), Some(Change::Fell(_))) {
        i += 1;
    }
    if matches!(changes.get(i), Some(Change::Shifted(_))) {
        i += 1;
    }
    while i < changes.len() {
        assert!(
            matches!(changes[i], Change::Spawned(_)),
            "change {i} should be Spawned: {changes:?}"
        );
        i += 1;
        if matches!(changes.get(i), Some(Change::Shifted(_))) {
            i += 1;
        }
    }
}

fn column_height(board: &Board, x: usize) -> usize {
    (0..board.height())
        .filter(|&y| board[Pos::new(x, y)].is_some())
        .count()
}

/// No empty cell below a ball in any column.
fn gravity_holds(board: &Board) -> bool {
    (0..board.width()).all(|x| {
        (1..board.height())
            .all(|y| board[Pos::new(x, y - 1)].is_none() || board[Pos::new(x, y)].is_some())
    })
}

/// No empty cell right of a ball in any row.
fn rows_packed_right(board: &Board) -> bool {
    (0..board.height()).all(|y| {
        (1..board.width())
            .all(|x| board[Pos::new(x - 1, y)].is_none() || board[Pos::new(x, y)].is_some())
    })
}

pub fn heights_never_decrease_to_the_right(board: &Board) -> bool {
    (1..board.width()).all(|x| column_height(board, x - 1) <= column_height(board, x))
}

fn bottom_row_full(board: &Board) -> bool {
    let y = board.height() - 1;
    (0..board.width()).all(|x| board[Pos::new(x, y)].is_some())
}

/// Checks a whole move: order of changes, the changes replayed onto the old board give
/// the new board, the refill rules, the score and the final shape. Returns the heights
/// of the dealt columns.
pub fn check_move(
    before: &BubbleBreaker,
    after: &BubbleBreaker,
    changes: &[Change<Colour>],
) -> Vec<usize> {
    check_change_order(changes);
    let snapshots = replay_changes(before.cells(), changes);
    assert_eq!(
        text_of(snapshots.last().unwrap()),
        after.board_text(),
        "changes replayed onto the old board must give the new board"
    );
    let Change::Removed(group) = &changes[0] else {
        unreachable!()
    };
    assert_eq!(after.score(), before.score() + burst_score(group.len()));

    let height = before.cells().height();
    let mut dealt = Vec::new();
    for (i, change) in changes.iter().enumerate() {
        let board_before = if i == 0 {
            before.cells()
        } else {
            &snapshots[i - 1]
        };
        match change {
            Change::Fell(_) => assert!(gravity_holds(&snapshots[i])),
            Change::Shifted(_) => {
                assert!(rows_packed_right(&snapshots[i]), "a push packs every row");
                assert!(gravity_holds(&snapshots[i]));
                assert!(heights_never_decrease_to_the_right(&snapshots[i]));
            }
            Change::Spawned(cells) => {
                assert!(
                    (0..height).all(|y| board_before[Pos::new(0, y)].is_none()),
                    "a column is dealt only into an empty leftmost column"
                );
                // From the bottom up, contiguous, in column 0.
                let expected: Vec<Pos> = (0..cells.len())
                    .map(|k| Pos::new(0, height - 1 - k))
                    .collect();
                let got: Vec<Pos> = cells.iter().map(|(pos, _)| *pos).collect();
                assert_eq!(got, expected, "dealt from the bottom row upwards");
                assert!(
                    (2..=height).contains(&cells.len()),
                    "dealt column height {} outside 2..={height}",
                    cells.len()
                );
                for (_, colour) in cells {
                    assert!(FIVE.contains(colour), "dealt colour {colour:?}");
                }
                dealt.push(cells.len());
            }
            _ => {}
        }
    }
    let board = after.cells();
    assert!(bottom_row_full(board), "bottom row full after a move");
    assert!(gravity_holds(board));
    assert!(rows_packed_right(board));
    assert!(heights_never_decrease_to_the_right(board));
    dealt
}
