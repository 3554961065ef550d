//! Fifteen (and Sixteen) over random positions and moves on every shape: every position
//! stays solvable, the move count grows by the tiles slid (one per rotation), the tiles
//! are only rearranged, and a solved board ends the game.

use grid_rules::Puzzle;
use grid_rules::fifteen::{Fifteen, Params, Slide, is_solvable, rotation_motions, solved_board};
use grid_rules::{MoveError, Pos};

use crate::ensure;
use crate::support::games::{RandomPlay, random_game};
use crate::support::harness::{Case, check};
use crate::support::pieces::{counts, play_changes};
use crate::support::players::near_solved_board;

/// Whether `pos` is a tile in the blank's row or column (Sixteen: an arrow).
fn in_line(state: &Fifteen, pos: Pos) -> bool {
    if state.rotates() {
        return rotation_motions(state.width(), state.height(), pos).is_some();
    }
    let blank = state.blank();
    state.cells().contains(pos) && pos != blank && (pos.x == blank.x || pos.y == blank.y)
}

/// A solved (over) game refuses every move and offers no click or hint.
fn check_solved_is_final(state: &Fifteen) -> Result<(), String> {
    ensure!(state.is_over(), "a solved board is not over");
    for pos in state.cells().positions() {
        ensure!(
            state.apply(&Slide(pos)) == Err(MoveError::GameOver),
            "a solved board accepted (or refused otherwise) a slide at {pos}"
        );
        ensure!(
            state.click(&mut (), pos).is_none(),
            "a click on a solved board made a move"
        );
    }
    ensure!(state.hint().is_none(), "a solved board has a hint");
    Ok(())
}

/// Plays random slides (and tries random illegal ones) from a random position.
fn slides(case: &mut Case) -> Result<(), String> {
    let game = random_game::<Fifteen>(case, 50, 0);
    let mut state = game.history.current().clone();
    for _ in 0..case.between(1..=150) {
        ensure!(
            is_solvable(state.cells()),
            "the position cannot be solved:\n{}",
            state.board_text()
        );
        ensure!(
            state.is_solved()
                == (*state.cells()
                    == solved_board(state.width(), state.height(), !state.rotates())),
            "is_solved disagrees with the board"
        );
        let wild = Pos::new(
            case.below(state.width() + 2).wrapping_sub(1),
            case.below(state.height() + 2).wrapping_sub(1),
        );
        if !in_line(&state, wild) {
            ensure!(
                state.apply(&Slide(wild)).is_err(),
                "a slide at {wild}, not in the blank's line, was accepted"
            );
        }
        let Some(mv) = state.random_move(case) else {
            return check_solved_is_final(&state);
        };
        ensure!(!state.is_over(), "an unsolved board is over");
        case.note("board before the failing move", state.board_text());
        case.note_move(mv);
        let blank = state.blank();
        let (after, changes) = state.apply(&mv).map_err(|e| format!("{mv} refused: {e}"))?;
        let (tiles, counted) = match rotation_motions(state.width(), state.height(), mv.0) {
            Some(motions) if state.rotates() => (motions.len(), 1),
            _ => {
                let tiles = mv.0.x.abs_diff(blank.x) + mv.0.y.abs_diff(blank.y);
                (tiles, tiles)
            }
        };
        ensure!(
            after.moves() == state.moves() + counted as u64 && after.score() == after.moves(),
            "sliding {tiles} tiles took the count from {} to {}",
            state.moves(),
            after.moves()
        );
        ensure!(
            changes.len() == 1
                && matches!(&changes[0], grid_rules::Change::Slid(m) | grid_rules::Change::Rotated(m) if m.len() == tiles),
            "the changes are not one slide of {tiles} tiles: {changes:?}"
        );
        ensure!(
            play_changes(state.cells(), &changes)? == *after.cells(),
            "the slide's motions lead to a different board"
        );
        ensure!(
            counts(after.cells()) == counts(state.cells()),
            "the tiles were not just rearranged"
        );
        if !state.rotates() {
            ensure!(
                after.blank() == mv.0 && after.cells()[mv.0].is_none(),
                "the blank is not where the clicked tile was"
            );
        }
        state = after;
    }
    Ok(())
}

/// Boards a few steps from solved: the step back solves them, and then nothing moves.
fn near_solved(case: &mut Case) -> Result<(), String> {
    let width = case.size_in(Params::WIDTH.range);
    let height = case.size_in(Params::HEIGHT.range);
    let board = near_solved_board(width, height, true, 1, case);
    let text = grid_rules::board_text::print_board(&board, |cell| {
        cell.map_or_else(|| ".".to_string(), |n| n.to_string())
    });
    case.note("board", &text);
    let state = Fifteen::from_board_text(&Params::default(), &text, 0)
        .map_err(|e| format!("a board one step from solved is refused: {e}"))?;
    ensure!(!state.is_over(), "a board one step from solved is over");
    let corner = Pos::new(width - 1, height - 1);
    let (solved, _) = state
        .apply(&Slide(corner))
        .map_err(|e| format!("the solving slide is refused: {e}"))?;
    ensure!(
        solved.is_solved() && solved.moves() == 1,
        "the slide back did not solve the board in one move"
    );
    check_solved_is_final(&solved)?;
    let loaded = Fifteen::from_board_text(&Params::default(), &solved.board_text(), 0)
        .map_err(|e| format!("a solved board is refused: {e}"))?;
    check_solved_is_final(&loaded)
}

#[test]
fn fifteen_slides_keep_the_board_solvable_and_count_tiles() {
    check("fifteen_slides", 60, 3_000, slides);
}

#[test]
fn fifteen_solved_boards_take_no_more_moves() {
    check("fifteen_near_solved", 20, 500, near_solved);
}
