//! One move, step by step: the group removed and scored, blocks falling, empty columns
//! closing left.

use grid_rules::collapse::Motion;
use grid_rules::samegame::group_score;
use grid_rules::{Change, Pos, Puzzle};

use crate::common::{lines, motion};
use crate::{load, remove, replay_changes, status, text_of};

fn sorted(mut motions: Vec<Motion>) -> Vec<Motion> {
    motions.sort_by_key(|m| (m.from.x, m.from.y));
    motions
}

const COLUMNS_BOARD: [&str; 3] = ["Y R B R G", "B R Y R B", "Y R R R Y"];

#[test]
fn a_group_is_removed_and_scores_n_minus_two_squared() {
    assert_eq!(group_score(2), 0);
    assert_eq!(group_score(3), 1);
    assert_eq!(group_score(7), 25);
    assert_eq!(group_score(12), 100);
    let state = load(&lines(&COLUMNS_BOARD));
    let (next, changes) = remove(&state, 1, 0);
    assert_eq!(
        changes[0],
        Change::Removed(vec![
            Pos::new(1, 0),
            Pos::new(3, 0),
            Pos::new(1, 1),
            Pos::new(3, 1),
            Pos::new(1, 2),
            Pos::new(2, 2),
            Pos::new(3, 2)
        ])
    );
    assert_eq!(next.score(), 25);
    assert_eq!(next.remaining(), 8);
}

#[test]
fn blocks_fall_then_several_empty_columns_close_left_at_once() {
    let state = load(&lines(&COLUMNS_BOARD));
    let (next, changes) = remove(&state, 3, 2);
    assert_eq!(changes.len(), 3, "{changes:?}");
    let snapshots = replay_changes(state.cells(), &changes);
    assert_eq!(
        text_of(&snapshots[0]),
        lines(&["Y . B . G", "B . Y . B", "Y . . . Y"])
    );
    let Change::Fell(fell) = &changes[1] else {
        panic!("{changes:?}")
    };
    assert_eq!(
        sorted(fell.clone()),
        vec![motion((2, 0), (2, 1)), motion((2, 1), (2, 2))]
    );
    assert_eq!(
        text_of(&snapshots[1]),
        lines(&["Y . . . G", "B . B . B", "Y . Y . Y"])
    );
    let Change::Shifted(shifted) = &changes[2] else {
        panic!("{changes:?}")
    };
    assert_eq!(
        sorted(shifted.clone()),
        vec![
            motion((2, 1), (1, 1)),
            motion((2, 2), (1, 2)),
            motion((4, 0), (2, 0)),
            motion((4, 1), (2, 1)),
            motion((4, 2), (2, 2))
        ],
        "whole columns move, column 4 jumps two places"
    );
    let expected = lines(&["Y . G . .", "B B B . .", "Y Y Y . ."]);
    assert_eq!(text_of(&snapshots[2]), expected);
    assert_eq!(next.board_text(), expected);
}

#[test]
fn a_short_game_scores_and_counts_down_to_a_lone_block() {
    let state = load(&lines(&COLUMNS_BOARD));
    let (one, _) = remove(&state, 1, 1);
    let (two, _) = remove(&one, 1, 1);
    assert_eq!(two.score(), 25 + 1);
    assert_eq!(
        two.board_text(),
        lines(&[". . . . .", "Y . G . .", "Y Y Y . ."])
    );
    let (three, changes) = remove(&two, 0, 2);
    replay_changes(two.cells(), &changes);
    assert_eq!(
        three.board_text(),
        lines(&[". . . . .", ". . . . .", "G . . . ."])
    );
    assert_eq!(
        three.score(),
        25 + 1 + 4,
        "no clear bonus with a block left"
    );
    assert_eq!(three.remaining(), 1);
    assert!(three.is_over());
    assert_eq!(status(&three, "remaining"), "1");
    assert_eq!(status(&three, "over"), "yes");
    assert_eq!(status(&three, "score"), "30");
}

#[test]
fn a_move_without_gaps_reports_only_the_removal() {
    let state = load(&lines(&["R R Y", "Y B B", "B Y Y"]));
    let (next, changes) = remove(&state, 0, 0);
    assert_eq!(
        changes,
        vec![Change::Removed(vec![Pos::new(0, 0), Pos::new(1, 0)])]
    );
    assert_eq!(next.board_text(), lines(&[". . Y", "Y B B", "B Y Y"]));
}

#[test]
fn gravity_keeps_order_and_columns_close_left_even_from_the_middle() {
    // Column 1 is emptied entirely; column 0 keeps its order as it falls.
    let state = load(&lines(&["G B Y", "P B R", "B B Y", "Y B R"]));
    let (next, changes) = remove(&state, 1, 0);
    assert_eq!(next.score(), 9, "B group of 5");
    assert_eq!(
        next.board_text(),
        lines(&[". Y .", "G R .", "P Y .", "Y R ."])
    );
    assert_eq!(changes.len(), 3, "Removed, Fell, Shifted: {changes:?}");
    let snapshots = replay_changes(state.cells(), &changes);
    assert_eq!(text_of(snapshots.last().unwrap()), next.board_text());
}
