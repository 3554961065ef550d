//! Spawns: the next colours land after a move without a line, and may complete lines or
//! fill the board.

use grid_rules::color_lines::Selection;
use grid_rules::{Change, Colour, MoveError, Pos, Puzzle};

use crate::{ball_count, board_with, load, p, removed, sorted, travel};

#[test]
fn a_move_without_a_line_spawns_the_next_colours_and_draws_new_ones() {
    let game = load(&board_with(8, &[(0, 0, 'R')], Some("G B Y")));
    let (after, changes) = game.apply(&travel(p(0, 0), p(5, 5))).unwrap();
    assert_eq!(changes.len(), 2);
    let Change::Spawned(spawned) = &changes[1] else {
        panic!("expected a spawn, got {changes:?}");
    };
    let colours: Vec<Colour> = spawned.iter().map(|&(_, c)| c).collect();
    assert_eq!(colours, [Colour::Green, Colour::Blue, Colour::Yellow]);
    for &(pos, colour) in spawned {
        assert_eq!(game.cells()[pos], None, "{pos} was empty before");
        assert_ne!(pos, p(5, 5));
        assert_eq!(after.cells()[pos], Some(colour));
    }
    assert_eq!(ball_count(&after), 4);
    assert_eq!(after.next().len(), 3);
    assert_ne!(
        after.next(),
        game.next(),
        "next colours are redrawn (seed 1)"
    );
    assert!(after.next().iter().all(|c| Colour::ALL[..6].contains(c)));
}

#[test]
fn a_spawn_that_completes_lines_removes_and_scores_them_together() {
    // After the cyan ball steps right, exactly (1,1), (4,0) and (0,4) are empty, so the
    // three green balls must land there and complete row 4 and column 4 at once.
    let text = "\
R Y B P .
P C . Y G
Y B P C G
C R Y B G
. G G G G
next: G G G
";
    let game = load(text);
    let (after, changes) = game.apply(&travel(p(1, 1), p(2, 1))).unwrap();
    assert_eq!(changes.len(), 3, "{changes:?}");
    let Change::Spawned(spawned) = &changes[1] else {
        panic!("expected a spawn, got {changes:?}");
    };
    let cells = sorted(spawned.iter().map(|&(pos, _)| pos).collect());
    assert_eq!(cells, vec![p(4, 0), p(1, 1), p(0, 4)]);
    let mut line: Vec<Pos> = (0..5).map(|x| p(x, 4)).collect();
    line.extend((0..4).map(|y| p(4, y)));
    assert_eq!(changes[2], Change::Removed(sorted(line)));
    assert_eq!(after.score(), 42);
    assert_eq!(after.cells()[p(1, 1)], Some(Colour::Green));
    assert!(!after.is_over());
}

#[test]
fn fewer_balls_land_when_fewer_cells_are_free_and_a_full_board_ends_the_game() {
    let text = "\
R Y B P C
P C R Y B
Y B P C R
C R Y B P
B P C . .
next: R R R
";
    let game = load(text);
    assert!(!game.is_over());
    let (after, changes) = game.apply(&travel(p(2, 4), p(3, 4))).unwrap();
    let Change::Spawned(spawned) = &changes[1] else {
        panic!("expected a spawn, got {changes:?}");
    };
    assert_eq!(spawned.len(), 2);
    assert_eq!(changes.len(), 2);
    assert!(after.is_full());
    assert!(after.is_over());
    assert!(after.status_lines().contains(&("over", "yes".to_string())));
    assert_eq!(
        after.apply(&travel(p(0, 0), p(1, 0))),
        Err(MoveError::GameOver)
    );
    let mut ui = Selection::default();
    for pos in [p(0, 0), p(3, 4), p(1, 1)] {
        assert_eq!(after.click(&mut ui, pos), None);
        assert_eq!(ui, Selection::default());
    }
}

#[test]
fn clearing_the_whole_board_still_lets_the_next_balls_land() {
    let balls = [
        (0, 0, 'R'),
        (1, 0, 'R'),
        (2, 0, 'R'),
        (3, 0, 'R'),
        (7, 7, 'R'),
    ];
    let game = load(&board_with(8, &balls, Some("G B Y")));
    let (after, changes) = game.apply(&travel(p(7, 7), p(4, 0))).unwrap();
    assert_eq!(changes.len(), 3, "{changes:?}");
    assert_eq!(removed(&changes).len(), 5);
    let Change::Spawned(spawned) = &changes[2] else {
        panic!("expected a spawn after the board emptied, got {changes:?}");
    };
    assert_eq!(spawned.len(), 3);
    assert_eq!(ball_count(&after), 3);
    assert_eq!(after.score(), 10);
    assert!(!after.is_over());
}
