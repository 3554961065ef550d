//! SameGame rules through the public API: removal, fall, columns closed left, scoring, game over, params, long random games.

#[path = "../common/mod.rs"]
mod common;

mod modes;
mod over;
mod params;
mod random;
mod steps;

use grid_rules::board_text::{print_board, print_colour_cell};
use grid_rules::samegame::{Params, RemoveGroup, SameGame};
use grid_rules::{Change, Colour, Grid, Pos, Puzzle};

use common::apply_motions;

pub type Board = Grid<Option<Colour>>;

pub fn load(text: &str) -> SameGame {
    SameGame::from_board_text(&Params::default(), text, 0)
        .unwrap_or_else(|err| panic!("board should load: {err}\n{text}"))
}

pub fn remove(state: &SameGame, x: usize, y: usize) -> (SameGame, Vec<Change<Colour>>) {
    state
        .apply(&RemoveGroup(Pos::new(x, y)))
        .unwrap_or_else(|err| panic!("removing at {x},{y} should be legal: {err}"))
}

/// Plays SameGame changes (Removed, Fell?, Shifted?) onto a copy of `board`, returning
/// the board after each one.
pub fn replay_changes(board: &Board, changes: &[Change<Colour>]) -> Vec<Board> {
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

pub fn text_of(board: &Board) -> String {
    print_board(board, print_colour_cell)
}

pub fn status(state: &SameGame, key: &str) -> String {
    state
        .status_lines()
        .into_iter()
        .find(|(k, _)| *k == key)
        .unwrap_or_else(|| panic!("no {key} line"))
        .1
}
