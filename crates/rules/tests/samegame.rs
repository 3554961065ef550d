//! SameGame rules through the public API: removal, fall, columns closed left, scoring, game over, params, long random games.

use std::collections::HashSet;

use grid_rules::board_text::{print_board, print_colour_cell};
use grid_rules::collapse::Motion;
use grid_rules::rng::GameRng;
use grid_rules::samegame::{
    CLEAR_BONUS, COLOUR_RANGE, PALETTE, Params, RemoveGroup, SIDE_RANGE, SameGame, group_score,
};
use grid_rules::{Change, Colour, Grid, MoveError, Pos, Puzzle};

mod common;

use common::{apply_motions, lines, motion};

type Board = Grid<Option<Colour>>;

fn load(text: &str) -> SameGame {
    SameGame::from_board_text(&Params::default(), text, 0)
        .unwrap_or_else(|err| panic!("board should load: {err}\n{text}"))
}

fn remove(state: &SameGame, x: usize, y: usize) -> (SameGame, Vec<Change<Colour>>) {
    state
        .apply(&RemoveGroup(Pos::new(x, y)))
        .unwrap_or_else(|err| panic!("removing at {x},{y} should be legal: {err}"))
}

fn sorted(mut motions: Vec<Motion>) -> Vec<Motion> {
    motions.sort_by_key(|m| (m.from.x, m.from.y));
    motions
}

/// Plays SameGame changes (Removed, Fell?, Shifted?) onto a copy of `board`, returning
/// the board after each one.
fn replay_changes(board: &Board, changes: &[Change<Colour>]) -> Vec<Board> {
    assert!(
        matches!(changes.first(), Some(Change::Removed(_))),
        "{changes:?}"
    );
    let mut board = board.clone();
    let mut snapshots = Vec::new();
    let mut last_kind = 0;
    for change in changes {
        let kind = match change {
            Change::Removed(cells) => {
                assert!(cells.len() >= 2, "a removed group has two or more blocks");
                for &pos in cells {
                    assert!(board[pos].take().is_some(), "removed empty cell {pos}");
                }
                1
            }
            Change::Fell(motions) => {
                assert!(!motions.is_empty());
                for m in motions {
                    assert!(m.from.x == m.to.x && m.to.y > m.from.y, "{m:?}");
                }
                apply_motions(&mut board, motions);
                2
            }
            Change::Shifted(motions) => {
                assert!(!motions.is_empty());
                for m in motions {
                    assert!(
                        m.from.y == m.to.y && m.to.x < m.from.x,
                        "columns close to the left: {m:?}"
                    );
                }
                apply_motions(&mut board, motions);
                3
            }
            other => panic!("SameGame never reports {other:?}"),
        };
        assert!(
            kind > last_kind,
            "order Removed, Fell?, Shifted?: {changes:?}"
        );
        last_kind = kind;
        snapshots.push(board.clone());
    }
    snapshots
}

fn text_of(board: &Board) -> String {
    print_board(board, print_colour_cell)
}

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

fn status(state: &SameGame, key: &str) -> String {
    state
        .status_lines()
        .into_iter()
        .find(|(k, _)| *k == key)
        .unwrap_or_else(|| panic!("no {key} line"))
        .1
}

// ---------------------------------------------------------------------------------
// One move, step by step.

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

// ---------------------------------------------------------------------------------
// Clear bonus and game over.

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

// ---------------------------------------------------------------------------------
// Params and dealing.

#[test]
fn params_are_clamped_to_the_player_ranges() {
    assert_eq!(SIDE_RANGE, 5..=30);
    assert_eq!(COLOUR_RANGE, 3..=7);
    let clamp = |width, height, colours| {
        Params {
            width,
            height,
            colours,
        }
        .clamped()
    };
    assert_eq!(
        clamp(1, 100, 0),
        Params {
            width: 5,
            height: 30,
            colours: 3
        }
    );
    assert_eq!(
        clamp(31, 4, 8),
        Params {
            width: 30,
            height: 5,
            colours: 7
        }
    );
    assert_eq!(clamp(12, 9, 5), clamp(12, 9, 5).clamped());
    assert_eq!(
        clamp(12, 9, 5),
        Params {
            width: 12,
            height: 9,
            colours: 5
        }
    );
    // new_game clamps too.
    let state = SameGame::new_game(
        &Params {
            width: 2,
            height: 99,
            colours: 1,
        },
        3,
    );
    assert_eq!((state.cells().width(), state.cells().height()), (5, 30));
    let used: HashSet<Colour> = state.cells().iter().filter_map(|(_, c)| *c).collect();
    assert_eq!(
        used,
        HashSet::from([Colour::Red, Colour::Yellow, Colour::Blue])
    );
    let state = SameGame::new_game(
        &Params {
            width: 30,
            height: 30,
            colours: 50,
        },
        3,
    );
    let used: HashSet<Colour> = state.cells().iter().filter_map(|(_, c)| *c).collect();
    assert_eq!(
        used,
        HashSet::from(Colour::ALL),
        "7 colours at most, all used"
    );
}

#[test]
fn default_is_fifteen_by_fifteen_with_red_yellow_blue() {
    assert_eq!(
        Params::default(),
        Params {
            width: 15,
            height: 15,
            colours: 3
        }
    );
    assert_eq!(&PALETTE[..3], &[Colour::Red, Colour::Yellow, Colour::Blue]);
    for seed in 0..10 {
        let state = SameGame::new_game(&Params::default(), seed);
        assert_eq!((state.cells().width(), state.cells().height()), (15, 15));
        assert_eq!(state.remaining(), 225);
        assert_eq!(state.score(), 0);
        let used: HashSet<Colour> = state
            .cells()
            .iter()
            .map(|(_, c)| c.expect("full at start"))
            .collect();
        assert_eq!(
            used,
            HashSet::from([Colour::Red, Colour::Yellow, Colour::Blue])
        );
    }
    let a = SameGame::new_game(&Params::default(), 1);
    assert_eq!(a, SameGame::new_game(&Params::default(), 1));
    assert_ne!(a, SameGame::new_game(&Params::default(), 2));
}

#[test]
fn each_colour_count_uses_the_first_colours_of_the_palette() {
    for colours in 3..=7 {
        let state = SameGame::new_game(
            &Params {
                width: 20,
                height: 20,
                colours,
            },
            11,
        );
        let used: HashSet<Colour> = state.cells().iter().filter_map(|(_, c)| *c).collect();
        let expected: HashSet<Colour> = PALETTE[..colours].iter().copied().collect();
        assert_eq!(used, expected, "{colours} colours");
    }
}

// ---------------------------------------------------------------------------------
// Long random games.

#[test]
fn thirty_by_thirty_seven_colour_games_played_to_the_end() {
    let params = Params {
        width: 30,
        height: 30,
        colours: 7,
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
