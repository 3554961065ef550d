//! Each step of a burst on a hand-made board: the group explodes, balls fall, every row is
//! pushed right on its own.

use grid_rules::collapse::{Motion, group_at};
use grid_rules::{Change, Pos, Puzzle};

use crate::checks::{check_move, heights_never_decrease_to_the_right, replay_changes, text_of};
use crate::common::{lines, motion};
use crate::{burst, load};

fn sorted(mut motions: Vec<Motion>) -> Vec<Motion> {
    motions.sort_by_key(|m| (m.from.y, m.from.x));
    motions
}

const STEPS_BOARD: [&str; 4] = ["R G B Y P", "G R R Y B", "B R G P G", "Y R B G P"];

#[test]
fn explode_removes_exactly_the_group() {
    let state = load(&lines(&STEPS_BOARD));
    let (_, changes) = burst(&state, 2, 1);
    assert_eq!(
        changes[0],
        Change::Removed(vec![
            Pos::new(1, 1),
            Pos::new(2, 1),
            Pos::new(1, 2),
            Pos::new(1, 3)
        ])
    );
    let snapshots = replay_changes(state.cells(), &changes);
    assert_eq!(
        text_of(&snapshots[0]),
        lines(&["R G B Y P", "G . . Y B", "B . G P G", "Y . B G P"])
    );
}

#[test]
fn each_step_gives_the_exact_board() {
    let state = load(&lines(&STEPS_BOARD));
    let (next, changes) = burst(&state, 1, 3);
    assert_eq!(changes.len(), 3, "Removed, Fell, Shifted: {changes:?}");
    let snapshots = replay_changes(state.cells(), &changes);
    // 1. explosion
    assert_eq!(
        text_of(&snapshots[0]),
        lines(&["R G B Y P", "G . . Y B", "B . G P G", "Y . B G P"])
    );
    // 2. gravity
    let Change::Fell(fell) = &changes[1] else {
        panic!("second change should be Fell: {changes:?}")
    };
    assert_eq!(
        sorted(fell.clone()),
        vec![motion((1, 0), (1, 3)), motion((2, 0), (2, 1))]
    );
    assert_eq!(
        text_of(&snapshots[1]),
        lines(&["R . . Y P", "G . B Y B", "B . G P G", "Y G B G P"])
    );
    // 3. every row pushed right on its own
    let Change::Shifted(shifted) = &changes[2] else {
        panic!("third change should be Shifted: {changes:?}")
    };
    assert_eq!(
        sorted(shifted.clone()),
        vec![
            motion((0, 0), (2, 0)),
            motion((0, 1), (1, 1)),
            motion((0, 2), (1, 2))
        ]
    );
    let expected = lines(&[". . R Y P", ". G B Y B", ". B G P G", "Y G B G P"]);
    assert_eq!(text_of(&snapshots[2]), expected);
    assert_eq!(next.board_text(), expected);
    assert_eq!(next.score(), 12);
    check_move(&state, &next, &changes);
}

#[test]
fn gravity_keeps_the_order_of_a_column_with_two_gaps() {
    // The G group wraps around the R in column 0, leaving two gaps in that column.
    let state = load(&lines(&["Y B P", "G G P", "R G B", "G G P", "B R B"]));
    let (next, changes) = burst(&state, 0, 1);
    let Change::Removed(group) = &changes[0] else {
        panic!("{changes:?}")
    };
    assert_eq!(group.len(), 5);
    let snapshots = replay_changes(state.cells(), &changes);
    assert_eq!(
        text_of(&snapshots[1]),
        lines(&[". . P", ". . P", "Y . B", "R B P", "B R B"]),
        "balls fall straight down and keep their order"
    );
    assert_eq!(
        next.board_text(),
        lines(&[". . P", ". . P", ". Y B", "R B P", "B R B"])
    );
    assert_eq!(next.score(), 20);
}

#[test]
fn push_right_packs_rows_not_columns_into_a_staircase() {
    // After the burst column 0 is tall and column 1 short: a whole-column push would
    // move nothing, a row push moves the top of column 0 over column 1.
    let state = load(&lines(&["G . .", "Y . .", "B R R", "P Y G"]));
    let (next, changes) = burst(&state, 1, 2);
    assert_eq!(changes.len(), 2, "Removed, Shifted: {changes:?}");
    assert_eq!(
        changes[0],
        Change::Removed(vec![Pos::new(1, 2), Pos::new(2, 2)])
    );
    let Change::Shifted(shifted) = &changes[1] else {
        panic!("{changes:?}")
    };
    assert_eq!(
        sorted(shifted.clone()),
        vec![
            motion((0, 0), (2, 0)),
            motion((0, 1), (2, 1)),
            motion((0, 2), (2, 2))
        ]
    );
    assert_eq!(
        next.board_text(),
        lines(&[". . G", ". . Y", ". . B", "P Y G"])
    );
    assert!(heights_never_decrease_to_the_right(next.cells()));
}

#[test]
fn heights_never_decrease_to_the_right_after_any_move_on_a_ragged_board() {
    let state = load(&lines(&[
        "R . . . P",
        "R G . . Y",
        "B G Y . P",
        "B P Y R G",
        "Y R B R B",
    ]));
    // Burst each group of two or more on its own and check the shape afterwards.
    for pos in state.cells().positions() {
        if group_at(state.cells(), pos).len() < 2 {
            continue;
        }
        let (next, changes) = burst(&state, pos.x, pos.y);
        check_move(&state, &next, &changes);
    }
}
