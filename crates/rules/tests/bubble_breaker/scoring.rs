//! Scoring, refused bursts and game over (the tutorial's HasPossibilities).

use grid_rules::bubble_breaker::{Burst, burst_score};
use grid_rules::{MoveError, Pos, Puzzle};

use crate::checks::check_move;
use crate::common::lines;
use crate::{burst, load};

#[test]
fn score_is_n_times_n_minus_one() {
    assert_eq!(burst_score(2), 2);
    assert_eq!(burst_score(3), 6);
    assert_eq!(burst_score(10), 90);
    let state = load(&lines(&["R R R", "G B G", "B G B"]));
    let (next, changes) = burst(&state, 1, 0);
    assert_eq!(next.score(), 6);
    assert_eq!(changes.len(), 1, "nothing falls or moves: {changes:?}");
    assert_eq!(next.board_text(), lines(&[". . .", "G B G", "B G B"]));
}

#[test]
fn scores_add_up_over_two_bursts() {
    let state = load(&lines(&["G B G B", "Y Y B G", "R R R R"]));
    let (one, _) = burst(&state, 0, 2);
    assert_eq!(one.score(), 12);
    assert_eq!(one.board_text(), lines(&[". . . .", "G B G B", "Y Y B G"]));
    let (two, changes) = burst(&one, 0, 2);
    assert_eq!(two.score(), 12 + 2);
    assert_eq!(two.board_text(), lines(&[". . . .", ". . G B", "G B B G"]));
    check_move(&one, &two, &changes);
}

#[test]
fn a_lone_ball_an_empty_cell_and_off_board_are_refused() {
    let state = load(&lines(&["R G .", "G R R"]));
    assert!(matches!(
        state.apply(&Burst(Pos::new(0, 0))),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        state.apply(&Burst(Pos::new(2, 0))),
        Err(MoveError::Illegal(_))
    ));
    assert_eq!(
        state.apply(&Burst(Pos::new(3, 0))),
        Err(MoveError::OffBoard(Pos::new(3, 0)))
    );
    assert!(state.apply(&Burst(Pos::new(1, 1))).is_ok());
}

// ---------------------------------------------------------------------------------
// Game over (the tutorial's HasPossibilities).

#[test]
fn game_over_when_no_two_orthogonal_neighbours_match() {
    let over = |rows: &[&str]| load(&lines(rows)).is_over();
    // Checkerboard: over.
    assert!(over(&["R G R", "G R G", "R G R"]));
    // Diagonal equals do not count.
    assert!(over(&["R G", "G R"]));
    // A horizontal pair, a vertical pair, pairs at the far edges.
    assert!(!over(&["R R", "G B"]));
    assert!(!over(&["R G", "R B"]));
    assert!(!over(&["G B Y", "B Y R", "Y G R"]));
    assert!(!over(&["G B Y", "B Y P", "Y P P"]));
    // Empty cells never make a pair, and do not join equal balls across them.
    assert!(over(&[". . .", ". . .", ". . ."]));
    assert!(over(&["R . R", ". . .", "R . R"]));
    assert!(over(&[". . .", ". . .", "B . B"]));
    assert!(!over(&[". . .", ". . .", ". B B"]));
    assert!(!over(&[". . .", ". . Y", ". G Y"]));
    // The status line agrees.
    let state = load(&lines(&["R G", "G R"]));
    assert!(state.status_lines().contains(&("over", "yes".to_string())));
}
