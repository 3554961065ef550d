//! Which of two engine lines is better, as the engine runner and the review decide it:
//! `Line::beats`, higher scores for most games, shorter solutions for Fifteen.

use grid_rules::fifteen::{Fifteen, Params as FifteenParams, Slide};
use grid_rules::plan::{FirstMove, Line, LineOf, PlanOptions, Planner};
use grid_rules::samegame::{Params, SameGame};
use grid_rules::{Pos, Puzzle};

/// The planner's line from `state` once it has finished.
fn finished_line<P: Puzzle>(state: &P) -> LineOf<P> {
    let mut planner = state.planner(&PlanOptions::default());
    while !planner.step(100_000) {}
    planner.best().expect("a line").clone()
}

#[test]
fn the_higher_scoring_samegame_line_beats_and_ties_do_not() {
    let state = SameGame::from_board_text(&Params::default(), "R B R\nR B R\n", 0).unwrap();
    let best = finished_line(&state);
    let first = FirstMove::new(&state).best().expect("a move").clone();
    assert_eq!((best.score, first.score), (1004, 0));
    let lower = SameGame::LOWER_IS_BETTER;
    assert!(best.beats(&first, lower));
    assert!(!first.beats(&best, lower));
    assert!(
        !best.beats(&best.clone(), lower),
        "a tie keeps the line held"
    );
}

#[test]
fn the_shorter_fifteen_solution_beats() {
    let state =
        Fifteen::from_board_text(&FifteenParams::square(3), "1 2 3\n4 5 6\n7 . 8\n", 0).unwrap();
    let shortest = finished_line(&state);
    assert_eq!(shortest.score, 1);
    // Away and back first: three moves, and still a solution.
    let mut moves = vec![Slide(Pos::new(0, 2)), Slide(Pos::new(1, 2))];
    moves.extend(shortest.moves.iter().copied());
    let mut end = state.clone();
    for mv in &moves {
        end = end.apply(mv).unwrap().0;
    }
    assert!(end.is_solved());
    let detour = Line {
        moves,
        score: end.moves(),
        sure: 3,
        proven: false,
        reaches_aim: false,
    };
    assert_eq!(detour.score, 3);
    assert!(shortest.beats(&detour, Fifteen::LOWER_IS_BETTER));
    assert!(!detour.beats(&shortest, Fifteen::LOWER_IS_BETTER));
}

#[test]
fn a_line_that_reaches_its_aim_beats_any_that_does_not_whatever_the_scores() {
    let line = |score, reaches_aim| Line {
        moves: vec![()],
        score,
        sure: 1,
        proven: false,
        reaches_aim,
    };
    // SameGame on a clearable deal: a clear of 1,900 points beats 2,500 points left
    // uncleared, in either order of asking and either sense of better.
    for lower_is_better in [false, true] {
        assert!(line(1_900, true).beats(&line(2_500, false), lower_is_better));
        assert!(!line(2_500, false).beats(&line(1_900, true), lower_is_better));
    }
    // Between two that reach it, the score decides as ever.
    assert!(line(2_000, true).beats(&line(1_900, true), false));
    assert!(!line(1_900, true).beats(&line(1_900, true), false));
}
