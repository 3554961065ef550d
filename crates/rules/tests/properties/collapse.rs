//! SameGame and Bubble Breaker over random positions and moves: a move removes exactly
//! the clicked group, the changes lead from the board before to the board after, pieces
//! are only removed (or, in Bubble Breaker, dealt in new columns), boards settle, and
//! the score follows its formula.

use grid_rules::bubble_breaker::{BubbleBreaker, Burst, Mode};
use grid_rules::samegame::{RemoveGroup, SameGame, Scoring};
use grid_rules::{Change, Colour, Grid, Pos, Puzzle};

use crate::ensure;
use crate::support::games::{RandomPlay, random_game};
use crate::support::harness::{Case, check};
use crate::support::pieces::{counts, filled, kind_name, play_changes};

type Board = Grid<Option<Colour>>;

/// The cells of `pos`'s colour joined to it side by side, found by a plain flood.
fn flood_group(board: &Board, pos: Pos) -> Vec<Pos> {
    let Some(Some(colour)) = board.get(pos).copied() else {
        return Vec::new();
    };
    let mut group = vec![pos];
    let mut next = 0;
    while next < group.len() {
        let here = group[next];
        next += 1;
        for neighbour in board.neighbours(here) {
            if board[neighbour] == Some(colour) && !group.contains(&neighbour) {
                group.push(neighbour);
            }
        }
    }
    group.sort_by_key(|pos| (pos.y, pos.x));
    group
}

/// Whether two cells side by side hold the same colour.
fn has_a_pair(board: &Board) -> bool {
    board.positions().any(|pos| {
        board[pos].is_some()
            && board
                .neighbours(pos)
                .any(|other| board[other] == board[pos])
    })
}

/// Every piece stands on a piece or on the bottom row.
fn is_settled(board: &Board) -> bool {
    board.positions().all(|pos| {
        board[pos].is_none()
            || pos.y + 1 == board.height()
            || board[Pos::new(pos.x, pos.y + 1)].is_some()
    })
}

/// Checks what every collapsing move shares, and returns the removed group.
fn check_removal(
    before: &Board,
    pos: Pos,
    after: &Board,
    changes: &[Change<Colour>],
) -> Result<Vec<Pos>, String> {
    let expected = flood_group(before, pos);
    let Some(Change::Removed(group)) = changes.first() else {
        return Err(format!("the first change is not Removed: {changes:?}"));
    };
    ensure!(
        *group == expected,
        "removed {group:?}, but the group at {pos} is {expected:?}"
    );
    ensure!(group.len() >= 2, "a group of {} was removed", group.len());
    let replayed = play_changes(before, changes)?;
    ensure!(
        replayed == *after,
        "the changes lead to a different board than the move's"
    );
    ensure!(is_settled(after), "a piece floats after the move");
    Ok(expected)
}

/// Plays random moves from a random SameGame position, checking each one.
fn samegame_moves(case: &mut Case) -> Result<(), String> {
    let game = random_game::<SameGame>(case, 40, 0);
    let mut state = game.history.current().clone();
    for _ in 0..case.between(1..=60) {
        let Some(mv) = state.random_move(case) else {
            ensure!(state.is_over(), "no group left, but the game is not over");
            break;
        };
        ensure!(!state.is_over(), "a group is left, but the game is over");
        case.note("board before the failing move", state.board_text());
        case.note_move(mv);
        let (after, changes) = state.apply(&mv).map_err(|e| format!("{mv} refused: {e}"))?;
        let (before, board) = (state.cells(), after.cells());
        let group = check_removal(before, mv.0, board, &changes)?;
        let kinds: Vec<&str> = changes.iter().map(kind_name).collect();
        ensure!(
            ["Removed", "Fell", "Shifted"]
                .iter()
                .filter(|kind| kinds.contains(kind))
                .eq(kinds.iter()),
            "changes out of order: {kinds:?}"
        );
        let mut expected = counts(before);
        let colour = before[mv.0].expect("a group's cell holds a piece");
        *expected.get_mut(&colour).expect("counted") -= group.len();
        expected.retain(|_, count| *count > 0);
        ensure!(
            counts(board) == expected,
            "pieces other than the group changed"
        );
        // Empty columns close to the left: no empty column left of a filled one.
        let column_filled = |x| board[Pos::new(x, board.height() - 1)].is_some();
        let columns = (0..board.width()).map(column_filled).collect::<Vec<_>>();
        ensure!(
            columns.windows(2).all(|two| two[0] || !two[1]),
            "an empty column is left of a filled one"
        );
        let n = group.len() as u64;
        let scoring = state.scoring();
        let bonus = if filled(board) == 0 && scoring != Scoring::Fewest {
            1000
        } else {
            0
        };
        let expected = match scoring {
            Scoring::NMinus2 => (n - 2) * (n - 2) + bonus,
            Scoring::NMinus1 => (n - 1) * (n - 1) + bonus,
            // The blocks left went down by the group.
            Scoring::Fewest => n,
        };
        let scored = after.score().abs_diff(state.score());
        ensure!(
            scored == expected,
            "a group of {n} scored {scored} in {scoring:?} (clear bonus {bonus})"
        );
        // Over exactly when no two equal pieces touch.
        ensure!(after.is_over() != has_a_pair(board), "game over is wrong");
        state = after;
    }
    check_refusal::<SameGame>(&state, case, RemoveGroup)
}

/// A click on a cell outside every group of two or more is refused and changes nothing.
fn check_refusal<P: Puzzle<Piece = Colour>>(
    state: &P,
    case: &mut Case,
    make: impl Fn(Pos) -> P::Move,
) -> Result<(), String> {
    let board = state.cells();
    let pos = Pos::new(
        case.below(board.width() + 1),
        case.below(board.height() + 1),
    );
    if flood_group(board, pos).len() < 2 {
        ensure!(
            state.apply(&make(pos)).is_err(),
            "a move at {pos}, in no group, was accepted"
        );
    }
    Ok(())
}

/// Plays random moves from a random Bubble Breaker position, checking each one.
fn bubble_breaker_moves(case: &mut Case) -> Result<(), String> {
    let game = random_game::<BubbleBreaker>(case, 40, 0);
    let mut state = game.history.current().clone();
    for _ in 0..case.between(1..=60) {
        let Some(mv) = state.random_move(case) else {
            ensure!(state.is_over(), "no group left, but the game is not over");
            break;
        };
        ensure!(!state.is_over(), "a group is left, but the game is over");
        case.note("board before the failing move", state.board_text());
        case.note_move(mv);
        let (after, changes) = state.apply(&mv).map_err(|e| format!("{mv} refused: {e}"))?;
        let (before, board) = (state.cells(), after.cells());
        let group = check_removal(before, mv.0, board, &changes)?;
        let mut expected = counts(before);
        let colour = before[mv.0].expect("a group's cell holds a piece");
        *expected.get_mut(&colour).expect("counted") -= group.len();
        let mode = state.mode();
        let mut arrivals = 0;
        for change in &changes[1..] {
            match change {
                Change::Fell(_) | Change::Shifted(_) => {}
                Change::Spawned(pieces) => {
                    check_new_column(pieces, board.height())?;
                    if arrivals == 0 {
                        let shown: Vec<Colour> = pieces.iter().map(|(_, piece)| *piece).collect();
                        ensure!(
                            shown == state.incoming(),
                            "the column that came was not the one shown"
                        );
                    }
                    arrivals += 1;
                    for (_, piece) in pieces {
                        *expected.entry(*piece).or_default() += 1;
                    }
                }
                other => return Err(format!("unexpected change {}", kind_name(other))),
            }
        }
        expected.retain(|_, count| *count > 0);
        ensure!(
            counts(board) == expected,
            "pieces other than the group and new columns changed"
        );
        ensure!(
            mode.brings_columns() == !after.incoming().is_empty(),
            "a {mode:?} game shows the wrong incoming column: {:?}",
            after.incoming()
        );
        let settled = board.positions().all(|pos| {
            board[pos].is_none()
                || pos.y + 1 == board.height()
                || board[Pos::new(pos.x, pos.y + 1)].is_some()
        });
        ensure!(settled, "a ball floats over an empty cell");
        let bottom = board.height() - 1;
        let column_filled = |x: usize| board[Pos::new(x, bottom)].is_some();
        match mode {
            Mode::Megashift => ensure!(
                (0..board.width()).all(column_filled),
                "the bottom row is not full after the move"
            ),
            Mode::Continuous => {
                let emptied = filled_columns(before) - (filled_columns(board) - arrivals);
                ensure!(
                    arrivals == emptied,
                    "{arrivals} columns came for {emptied} emptied"
                );
            }
            Mode::Standard | Mode::Shifter => ensure!(arrivals == 0, "a column came in {mode:?}"),
        }
        if mode.packs_rows() {
            let packed_right = board.positions().all(|pos| {
                board[pos].is_none()
                    || pos.x + 1 == board.width()
                    || board[Pos::new(pos.x + 1, pos.y)].is_some()
            });
            ensure!(packed_right, "a row is not packed to the right");
        } else {
            let gathered = (1..board.width()).all(|x| !column_filled(x - 1) || column_filled(x));
            ensure!(gathered, "an empty column is left of a filled one");
        }
        let n = group.len() as u64;
        let scored = after.score() - state.score();
        ensure!(scored == n * (n - 1), "a group of {n} scored {scored}");
        // Over exactly when no two equal pieces touch.
        ensure!(after.is_over() != has_a_pair(board), "game over is wrong");
        state = after;
    }
    check_refusal::<BubbleBreaker>(&state, case, Burst)
}

/// How many columns hold a piece.
fn filled_columns(board: &Board) -> usize {
    (0..board.width())
        .filter(|&x| (0..board.height()).any(|y| board[Pos::new(x, y)].is_some()))
        .count()
}

/// A new column is dealt in the leftmost column from the bottom up, at least two high.
fn check_new_column(pieces: &[(Pos, Colour)], height: usize) -> Result<(), String> {
    let cells: Vec<Pos> = pieces.iter().map(|(pos, _)| *pos).collect();
    let expected: Vec<Pos> = (0..cells.len())
        .map(|i| Pos::new(0, height - 1 - i))
        .collect();
    ensure!(
        cells == expected && cells.len() >= 2,
        "a new column is not dealt bottom up in column 0: {cells:?}"
    );
    Ok(())
}

#[test]
fn samegame_moves_remove_the_group_settle_and_score() {
    check("samegame_moves", 40, 2_000, samegame_moves);
}

#[test]
fn bubble_breaker_moves_remove_the_group_deal_columns_and_score() {
    check("bubble_breaker_moves", 40, 2_000, bubble_breaker_moves);
}
