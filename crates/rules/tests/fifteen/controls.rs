//! Clicks and arrows: only tiles in the blank's lines move, an arrow slides the tile that
//! can move its way, and nothing moves once solved.

use grid_rules::fifteen::{Arrow, Slide};
use grid_rules::{MoveError, Pos, Puzzle};

use crate::{SOLVED_4, load};

#[test]
fn clicks_off_the_blank_lines_and_on_the_blank_do_nothing() {
    let game = load("1 2 3\n4 . 5\n7 8 6\n");
    let mut ui = ();
    for pos in [
        Pos::new(0, 0),
        Pos::new(2, 0),
        Pos::new(0, 2),
        Pos::new(2, 2),
        Pos::new(1, 1),
        Pos::new(3, 1),
        Pos::new(1, 7),
    ] {
        assert_eq!(game.click(&mut ui, pos), None, "{pos}");
    }
    assert!(matches!(
        game.apply(&Slide(Pos::new(0, 0))),
        Err(MoveError::Illegal(_))
    ));
    assert!(matches!(
        game.apply(&Slide(Pos::new(1, 1))),
        Err(MoveError::Illegal(_))
    ));
    assert_eq!(
        game.apply(&Slide(Pos::new(3, 1))),
        Err(MoveError::OffBoard(Pos::new(3, 1)))
    );
    for pos in [
        Pos::new(1, 0),
        Pos::new(0, 1),
        Pos::new(2, 1),
        Pos::new(1, 2),
    ] {
        assert_eq!(game.click(&mut ui, pos), Some(Slide(pos)));
    }
}

#[test]
fn the_last_move_solves_and_then_nothing_moves() {
    let game = load("1 2 3 4\n5 6 7 8\n9 10 11 .\n13 14 15 12\n");
    assert!(!game.is_solved() && !game.is_over());
    assert_eq!(
        game.status_lines(),
        vec![
            ("score", "0".to_string()),
            ("over", "no".to_string()),
            ("solved", "no".to_string()),
            ("moves", "0".to_string()),
        ]
    );
    let mut ui = ();
    let mv = game.click(&mut ui, Pos::new(3, 3)).unwrap();
    let (solved, _) = game.apply(&mv).unwrap();
    assert!(solved.is_solved() && solved.is_over());
    assert_eq!(solved.board_text(), SOLVED_4);
    assert_eq!(solved.score(), 1);
    assert_eq!(
        solved.status_lines(),
        vec![
            ("score", "1".to_string()),
            ("over", "yes".to_string()),
            ("solved", "yes".to_string()),
            ("moves", "1".to_string()),
        ]
    );
    for pos in [Pos::new(3, 2), Pos::new(0, 3), Pos::new(2, 3)] {
        assert_eq!(solved.click(&mut ui, pos), None);
        assert_eq!(solved.apply(&Slide(pos)), Err(MoveError::GameOver));
    }
    for arrow in Arrow::ALL {
        assert_eq!(solved.arrow_move(arrow), None);
    }
}

#[test]
fn arrows_move_the_tile_in_the_arrow_direction() {
    let game = load("1 2 3\n4 . 5\n7 8 6\n");
    assert_eq!(game.arrow_move(Arrow::Left), Some(Slide(Pos::new(2, 1))));
    assert_eq!(game.arrow_move(Arrow::Right), Some(Slide(Pos::new(0, 1))));
    assert_eq!(game.arrow_move(Arrow::Up), Some(Slide(Pos::new(1, 2))));
    assert_eq!(game.arrow_move(Arrow::Down), Some(Slide(Pos::new(1, 0))));
    let (after, _) = game.apply(&game.arrow_move(Arrow::Left).unwrap()).unwrap();
    assert_eq!(after.board_text(), "1 2 3\n4 5 .\n7 8 6\n");
    let (after, _) = game.apply(&game.arrow_move(Arrow::Down).unwrap()).unwrap();
    assert_eq!(after.board_text(), "1 . 3\n4 2 5\n7 8 6\n");
    let (after, _) = game.apply(&game.arrow_move(Arrow::Up).unwrap()).unwrap();
    assert_eq!(after.board_text(), "1 2 3\n4 8 5\n7 . 6\n");
    let (after, _) = game.apply(&game.arrow_move(Arrow::Right).unwrap()).unwrap();
    assert_eq!(after.board_text(), "1 2 3\n. 4 5\n7 8 6\n");
}

#[test]
fn arrows_at_the_edge_have_no_tile() {
    let corner = load(". 1 2\n4 5 3\n7 8 6\n");
    assert_eq!(corner.arrow_move(Arrow::Right), None);
    assert_eq!(corner.arrow_move(Arrow::Down), None);
    assert_eq!(corner.arrow_move(Arrow::Left), Some(Slide(Pos::new(1, 0))));
    assert_eq!(corner.arrow_move(Arrow::Up), Some(Slide(Pos::new(0, 1))));
    let other_corner = load("1 2 3\n4 5 6\n7 . 8\n");
    assert_eq!(other_corner.arrow_move(Arrow::Up), None);
    assert_eq!(
        other_corner.arrow_move(Arrow::Left),
        Some(Slide(Pos::new(2, 2)))
    );
    let right_edge = load("1 2 3\n4 5 .\n7 8 6\n");
    assert_eq!(right_edge.arrow_move(Arrow::Left), None);
}
