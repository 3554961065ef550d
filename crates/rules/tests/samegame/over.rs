//! The clear bonus, game over, clicks that do nothing, and the blocks remaining.

use grid_rules::samegame::{CLEAR_BONUS, RemoveGroup};
use grid_rules::{Change, MoveError, Pos, Puzzle};

use crate::common::lines;
use crate::{load, remove, status};

#[test]
fn clearing_the_board_adds_the_bonus_once() {
    assert_eq!(CLEAR_BONUS, 1000);
    let state = load(&lines(&["R R", "R R"]));
    let (next, _) = remove(&state, 0, 0);
    assert_eq!(next.score(), 4 + 1000);
    assert_eq!(next.remaining(), 0);
    assert!(next.is_over());
    // Two moves: a pair (0 points), then the other pair closes left and clears.
    let state = load(&lines(&["R Y", "R Y"]));
    let (one, changes) = remove(&state, 0, 1);
    assert_eq!(one.score(), 0);
    assert!(matches!(changes.last(), Some(Change::Shifted(_))));
    assert_eq!(one.board_text(), lines(&["Y .", "Y ."]));
    let (two, _) = remove(&one, 0, 0);
    assert_eq!(two.score(), 1000);
    assert_eq!(two.board_text(), lines(&[". .", ". ."]));
    assert_eq!(status(&two, "remaining"), "0");
}

#[test]
fn game_over_on_an_empty_board_and_on_lone_blocks() {
    let empty = load(&lines(&[". . .", ". . ."]));
    assert!(empty.is_over());
    assert_eq!(empty.remaining(), 0);
    assert_eq!(empty.score(), 0, "loading an empty board earns no bonus");
    let lone = load(&lines(&["R Y B", "Y B R", "B R Y"]));
    assert!(lone.is_over());
    assert_eq!(lone.remaining(), 9);
    let gaps = load(&lines(&["R . R", "Y . Y"]));
    assert!(gaps.is_over(), "an empty column does not join equal blocks");
    assert!(!load(&lines(&["R Y B", "Y B R", "B R R"])).is_over());
    assert!(!load(&lines(&[". . .", "Y . .", "Y B R"])).is_over());
}

#[test]
fn clicks_on_lone_blocks_and_empty_cells_do_nothing() {
    let state = load(&lines(&["R . .", "Y R .", "Y B R"]));
    let mut ui = ();
    for (x, y) in [(0, 0), (1, 1), (1, 2), (2, 2), (1, 0), (2, 0), (5, 5)] {
        let pos = Pos::new(x, y);
        assert_eq!(state.click(&mut ui, pos), None, "click at {pos}");
        if state.cells().contains(pos) {
            assert!(
                matches!(state.apply(&RemoveGroup(pos)), Err(MoveError::Illegal(_))),
                "apply at {pos}"
            );
        } else {
            assert_eq!(
                state.apply(&RemoveGroup(pos)),
                Err(MoveError::OffBoard(pos))
            );
        }
        assert!(state.removable_group(pos).is_empty());
    }
    // One click removes a group at once, no preview click.
    assert_eq!(
        state.click(&mut ui, Pos::new(0, 2)),
        Some(RemoveGroup(Pos::new(0, 2)))
    );
    assert_eq!(
        state.removable_group(Pos::new(0, 1)),
        vec![Pos::new(0, 1), Pos::new(0, 2)]
    );
}

#[test]
fn clicks_after_game_over_return_nothing() {
    let state = load(&lines(&["R Y", "Y R"]));
    assert!(state.is_over());
    for pos in state.cells().positions() {
        assert_eq!(state.click(&mut (), pos), None);
    }
}

#[test]
fn remaining_counts_blocks_and_is_a_status_line() {
    let state = load(&lines(&["R . Y", ". . Y", "B B Y"]));
    assert_eq!(state.remaining(), 6);
    let keys: Vec<&str> = state.status_lines().iter().map(|(k, _)| *k).collect();
    assert_eq!(keys, ["score", "over", "remaining"]);
    assert_eq!(status(&state, "remaining"), "6");
    let (next, _) = remove(&state, 2, 0);
    assert_eq!(next.remaining(), 3);
    assert_eq!(status(&next, "remaining"), "3");
    assert_eq!(next.score(), 1);
}
