//! The score and the clock: tiles removed times the life a move carries, and time up.

use grid_rules::lianliankan::{Connect, Selection};
use grid_rules::{MoveError, Puzzle};

use crate::{load, p, pair_at};

#[test]
fn score_uses_tiles_removed_and_the_life_in_the_move() {
    let mut game = load("1 1 2 2\n3 3 4 4\n");
    assert_eq!((game.initial_tiles(), game.life()), (8, 100));
    // (T - R) * life / 200, rounded down.
    game = game.apply(&Connect::pair(p(0, 0), p(1, 0))).unwrap().0;
    assert_eq!(game.score(), 2 * 100 / 200);
    game = game.apply(&pair_at(p(2, 0), p(3, 0), 50)).unwrap().0;
    assert_eq!(game.score(), 1 + 4 * 50 / 200);
    assert_eq!(game.life(), 50, "the state keeps the life of the last move");
    game = game.apply(&pair_at(p(0, 1), p(1, 1), 50)).unwrap().0;
    assert_eq!(game.score(), 2 + 1, "6 * 50 / 200 rounds down to 1");
    game = game.apply(&pair_at(p(2, 1), p(3, 1), 250)).unwrap().0;
    assert_eq!(game.score(), 3 + 4, "life above full counts as full");
    assert!(game.is_over());
    assert_eq!(
        game.status_lines(),
        vec![
            ("score", "7".to_string()),
            ("over", "yes".to_string()),
            ("remaining", "0".to_string())
        ]
    );
}

#[test]
fn time_up_is_a_move_that_ends_the_game() {
    let game = load("1 1\n2 2\n");
    assert!(!game.is_over());
    assert!(matches!(
        game.apply(&pair_at(p(0, 0), p(1, 0), 0)),
        Err(MoveError::Illegal(_))
    ));
    let (game, changes) = game.apply(&Connect::TimeUp).unwrap();
    assert!(changes.is_empty());
    assert_eq!(game.life(), 0);
    assert!(game.is_over());
    assert_eq!(game.remaining(), 4, "time up removes nothing");
    assert_eq!(game.status_lines()[1], ("over", "yes".to_string()));
    assert_eq!(
        game.apply(&Connect::pair(p(0, 0), p(1, 0))),
        Err(MoveError::GameOver)
    );
    assert_eq!(game.apply(&Connect::TimeUp), Err(MoveError::GameOver));
    let mut ui = Selection {
        selected: Some(p(0, 0)),
        ..Selection::default()
    };
    assert_eq!(game.click(&mut ui, p(1, 0)), None);
    assert_eq!(ui.selected, Some(p(0, 0)));
}

#[test]
fn a_click_carries_the_life_the_clock_shows() {
    let game = load("1 1\n2 2\n");
    let mut ui = Selection {
        life: 37,
        ..Selection::default()
    };
    assert_eq!(game.click(&mut ui, p(0, 0)), None);
    let mv = game
        .click(&mut ui, p(1, 0))
        .expect("the second click joins");
    assert_eq!(mv, pair_at(p(0, 0), p(1, 0), 37));
    assert_eq!(mv.to_string(), "0,0-1,0@37");
}
