//! History as a move list: undo and redo walk it, a new move drops the undone ones, and
//! a list with an illegal move is refused at that move.

use grid_rules::history::History;
use grid_rules::samegame::{RemoveGroup, SameGame};
use grid_rules::{Pos, Puzzle};

fn board() -> SameGame {
    SameGame::from_board_text(&Default::default(), "R R Y\nY B B\nB Y Y\n", 0).unwrap()
}

#[test]
fn undo_and_redo_walk_the_moves_and_a_new_move_drops_redo() {
    let mut history = History::new(board());
    let first = RemoveGroup(Pos::new(0, 0));
    let second = RemoveGroup(Pos::new(1, 1));
    history.play(&first).unwrap();
    let after_first = history.current().clone();
    history.play(&second).unwrap();
    let after_second = history.current().clone();
    assert_eq!(history.moves_played(), 2);
    assert!(history.undo());
    assert_eq!(history.current(), &after_first);
    assert!(history.undo());
    assert_eq!(history.current(), &board());
    assert!(!history.undo(), "nothing before the start");
    assert!(history.redo());
    assert!(history.redo());
    assert_eq!(history.current(), &after_second);
    assert!(!history.redo());
    assert!(history.undo());
    history.play(&RemoveGroup(Pos::new(2, 2))).unwrap();
    assert!(!history.can_redo(), "a new move forgets the undone one");
    let texts: Vec<String> = history.moves().map(ToString::to_string).collect();
    assert_eq!(texts, ["0,0", "2,2"]);
    assert_eq!(history.replayed().unwrap().current(), history.current());
}

#[test]
fn an_illegal_move_is_refused_and_leaves_the_history_as_it_was() {
    let mut history = History::new(board());
    assert!(history.play(&RemoveGroup(Pos::new(2, 0))).is_err());
    assert_eq!(history.moves_played(), 0);
    let bad = History::from_move_texts(board(), ["0,0", "2,0"]).unwrap_err();
    assert_eq!(bad.index, 1);
    assert!(bad.to_string().starts_with("move 2 (\"2,0\")"), "{bad}");
    let bad = History::<SameGame>::from_move_texts(board(), ["zz"]).unwrap_err();
    assert_eq!(bad.index, 0);
}
