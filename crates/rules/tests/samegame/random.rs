//! Long random games on the largest board, played to the end against independent checks
//! of the board's shape, the score and game over.

use grid_rules::rng::GameRng;
use grid_rules::samegame::{CLEAR_BONUS, Params, RemoveGroup, SameGame, group_score};
use grid_rules::{Change, Pos, Puzzle};

use crate::{Board, replay_changes, text_of};

fn gravity_holds(board: &Board) -> bool {
    (0..board.width()).all(|x| {
        (1..board.height())
            .all(|y| board[Pos::new(x, y - 1)].is_none() || board[Pos::new(x, y)].is_some())
    })
}

fn column_is_empty(board: &Board, x: usize) -> bool {
    (0..board.height()).all(|y| board[Pos::new(x, y)].is_none())
}

/// No empty column left of a non-empty one.
fn columns_packed_left(board: &Board) -> bool {
    (1..board.width()).all(|x| !column_is_empty(board, x - 1) || column_is_empty(board, x))
}

/// Independent of the crate: some two orthogonal neighbours hold the same colour.
fn has_a_move(board: &Board) -> bool {
    board.positions().any(|pos| {
        let Some(colour) = board[pos] else {
            return false;
        };
        [(pos.x + 1, pos.y), (pos.x, pos.y + 1)]
            .into_iter()
            .any(|(x, y)| {
                x < board.width() && y < board.height() && board[Pos::new(x, y)] == Some(colour)
            })
    })
}

#[test]
fn thirty_by_thirty_seven_colour_games_played_to_the_end() {
    let params = Params {
        width: 30,
        height: 30,
        colours: 7,
        ..Default::default()
    };
    let mut rng = GameRng::from_seed(77);
    for seed in 0..20 {
        let mut state = SameGame::new_game(&params, seed);
        assert_eq!(state.remaining(), 900);
        let mut removed = 0;
        let mut expected_score = 0;
        let mut misses = 0;
        while !state.is_over() {
            let mut pos = Pos::new(rng.index(30), rng.index(30));
            if misses >= 20 {
                // Near the end most clicks miss: click one of the removable blocks.
                let hits: Vec<Pos> = state
                    .cells()
                    .positions()
                    .filter(|&p| {
                        let board = state.cells();
                        board[p].is_some() && board.neighbours(p).any(|n| board[n] == board[p])
                    })
                    .collect();
                pos = hits[rng.index(hits.len())];
            }
            let Some(mv) = state.click(&mut (), pos) else {
                assert!(
                    state.apply(&RemoveGroup(pos)).is_err(),
                    "a click that does nothing is a move the rules refuse"
                );
                misses += 1;
                continue;
            };
            misses = 0;
            let (next, changes) = state.apply(&mv).expect("a clicked move is legal");
            let snapshots = replay_changes(state.cells(), &changes);
            assert_eq!(text_of(snapshots.last().unwrap()), next.board_text());
            let Change::Removed(group) = &changes[0] else {
                unreachable!()
            };
            removed += group.len();
            expected_score += group_score(group.len());
            let board = next.cells();
            assert!(gravity_holds(board), "seed {seed}\n{}", next.board_text());
            assert!(
                columns_packed_left(board),
                "seed {seed}\n{}",
                next.board_text()
            );
            assert_eq!(next.remaining() + removed, 900);
            if next.remaining() == 0 {
                expected_score += CLEAR_BONUS;
            }
            assert_eq!(next.score(), expected_score);
            assert_eq!(next.is_over(), !has_a_move(board));
            state = next;
        }
        assert!(!has_a_move(state.cells()));
        for pos in state.cells().positions() {
            assert_eq!(state.click(&mut (), pos), None);
        }
    }
}
