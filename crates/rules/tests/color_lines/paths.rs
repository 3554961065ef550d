//! Paths: a ball travels the shortest way round other balls, or not at all.

use grid_rules::{Change, Colour, MoveError, Pos, Puzzle};

use crate::{board_with, load, p, travel};

fn travelled(changes: &[Change<Colour>]) -> Vec<Pos> {
    match &changes[0] {
        Change::Travelled(path) => path.clone(),
        other => panic!("first change should be Travelled, got {other:?}"),
    }
}

fn is_orthogonal_walk(path: &[Pos]) -> bool {
    path.windows(2)
        .all(|w| w[0].x.abs_diff(w[1].x) + w[0].y.abs_diff(w[1].y) == 1)
}
const MAZE: &str = "\
B . . . .
R R R R .
. . . . .
. R R R R
. . . . .
next: G G G
";

#[test]
fn ball_travels_the_shortest_path_around_walls_and_never_through_balls() {
    let game = load(MAZE);
    let path = game.path(p(0, 0), p(0, 2)).unwrap();
    assert_eq!(path.len(), 11);
    let path = game.path(p(0, 0), p(4, 4)).unwrap();
    assert_eq!(path.len(), 17);
    assert_eq!(path.first(), Some(&p(0, 0)));
    assert_eq!(path.last(), Some(&p(4, 4)));
    assert!(is_orthogonal_walk(&path));
    assert!(path[1..].iter().all(|&cell| game.cells()[cell].is_none()));

    let (after, changes) = game.apply(&travel(p(0, 0), p(4, 4))).unwrap();
    assert_eq!(travelled(&changes), path);
    assert_eq!(after.cells()[p(0, 0)], None);
    assert_eq!(after.cells()[p(4, 4)], Some(Colour::Blue));
}

#[test]
fn walled_in_cell_is_unreachable_and_the_move_is_refused() {
    let game = load(&board_with(
        5,
        &[(0, 0, 'B'), (3, 4, 'G'), (4, 3, 'G')],
        None,
    ));
    assert_eq!(game.path(p(0, 0), p(4, 4)), None);
    assert!(matches!(
        game.apply(&travel(p(0, 0), p(4, 4))),
        Err(MoveError::Illegal(_))
    ));
    assert!(game.path(p(0, 0), p(3, 3)).is_some());
}

#[test]
fn travel_to_a_neighbour_is_two_cells_long() {
    let game = load(MAZE);
    let (after, changes) = game.apply(&travel(p(0, 0), p(1, 0))).unwrap();
    assert_eq!(travelled(&changes), vec![p(0, 0), p(1, 0)]);
    assert_eq!(after.cells()[p(1, 0)], Some(Colour::Blue));
}

#[test]
fn illegal_moves_are_refused() {
    let game = load(MAZE);
    let illegal = |from, to| matches!(game.apply(&travel(from, to)), Err(MoveError::Illegal(_)));
    assert!(illegal(p(1, 0), p(2, 0)), "no ball at the start");
    assert!(illegal(p(0, 0), p(0, 1)), "target taken");
    assert!(illegal(p(0, 0), p(0, 0)), "target is the ball itself");
    assert_eq!(
        game.apply(&travel(p(0, 0), p(5, 0))),
        Err(MoveError::OffBoard(p(5, 0)))
    );
}
