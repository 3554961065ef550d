//! Sixteen: the four rotations on a hand-worked board and their undo, clicks on the
//! arrows, board files without a blank, deals, and the engine's way back on every shape.

use grid_rules::fifteen::{Fifteen, Kind, Params, Slide, is_solvable, rotation_clicks};
use grid_rules::history::History;
use grid_rules::plan::{PlanOptions, clicks_of};
use grid_rules::rng::GameRng;
use grid_rules::{Grid, Pos, Puzzle};

fn sixteen(width: usize, height: usize) -> Params {
    Params {
        width,
        height,
        kind: Kind::Sixteen,
    }
}

fn load(text: &str) -> Fifteen {
    let params = sixteen(4, 4);
    Fifteen::from_board_text(&params, text, 0).unwrap_or_else(|err| panic!("{err}\n{text}"))
}

const SOLVED: &str = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n";
const BEFORE: usize = Pos::BEFORE;

fn play(game: &Fifteen, click: (usize, usize)) -> Fifteen {
    let mv = game
        .click(&mut (), Pos::new(click.0, click.1))
        .unwrap_or_else(|| panic!("{click:?} should be an arrow"));
    game.apply(&mv).unwrap().0
}

#[test]
fn each_arrow_rotates_its_row_or_column_and_the_opposite_one_undoes_it() {
    let start = load("2 1 3 4\n5 6 7 8\n9 10 11 12\n13 14 16 15\n");
    let left = play(&start, (BEFORE, 0));
    assert_eq!(
        left.board_text(),
        "1 3 4 2\n5 6 7 8\n9 10 11 12\n13 14 16 15\n"
    );
    let right = play(&start, (4, 3));
    assert_eq!(
        right.board_text(),
        "2 1 3 4\n5 6 7 8\n9 10 11 12\n15 13 14 16\n"
    );
    let up = play(&start, (1, BEFORE));
    assert_eq!(
        up.board_text(),
        "2 6 3 4\n5 10 7 8\n9 14 11 12\n13 1 16 15\n"
    );
    let down = play(&start, (3, 4));
    assert_eq!(
        down.board_text(),
        "2 1 3 15\n5 6 7 4\n9 10 11 8\n13 14 16 12\n"
    );
    for (moved, back) in [
        (left, (4, 0)),
        (right, (BEFORE, 3)),
        (up, (1, 4)),
        (down, (3, BEFORE)),
    ] {
        let undone = play(&moved, back);
        assert_eq!(undone.board_text(), start.board_text());
        assert_eq!(undone.moves(), 2, "a rotation counts one move");
    }
    // The history's undo gives the same board back.
    let mut history = History::new(start.clone());
    history.play(&Slide(Pos::new(BEFORE, 0))).unwrap();
    history.undo();
    assert_eq!(history.current(), &start);
}

#[test]
fn a_rotation_moves_every_tile_of_the_line_and_wraps_one_round() {
    let start = load("2 1 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n");
    let (rotated, changes) = start.apply(&Slide(Pos::new(4, 1))).unwrap();
    assert_eq!(rotated.moves(), 1);
    assert_eq!(
        rotated.board_text(),
        "2 1 3 4\n8 5 6 7\n9 10 11 12\n13 14 15 16\n"
    );
    let [grid_rules::Change::Rotated(motions)] = changes.as_slice() else {
        panic!("a rotation turns the whole row: {changes:?}");
    };
    assert_eq!(motions.len(), 4);
    assert!(
        motions
            .iter()
            .any(|m| m.from == Pos::new(3, 1) && m.to == Pos::new(0, 1)),
        "the last tile comes in at the start"
    );
}

#[test]
fn clicks_on_tiles_and_far_outside_do_nothing() {
    let game = load("2 1 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n");
    assert_eq!(game.click(&mut (), Pos::new(1, 1)), None);
    assert_eq!(game.click(&mut (), Pos::new(5, 1)), None);
    assert_eq!(game.click(&mut (), Pos::new(BEFORE, BEFORE)), None);
    assert_eq!(game.click(&mut (), Pos::new(4, 4)), None);
    assert!(game.apply(&Slide(Pos::new(1, 1))).is_err());
    assert!(game.apply(&Slide(Pos::new(6, 0))).is_err());
    assert!(game.arrow_move(grid_rules::fifteen::Arrow::Left).is_none());
    let solved = load(SOLVED);
    assert!(solved.is_over());
    assert_eq!(solved.click(&mut (), Pos::new(4, 0)), None);
}

#[test]
fn board_files_hold_every_number_and_no_blank() {
    let err = Fifteen::from_board_text(&sixteen(4, 4), "1 2 3\n4 5 6\n7 8 .\n", 0).unwrap_err();
    assert!(err.message.contains("no blank"), "{err}");
    assert_eq!((err.line, err.column), (3, 5));
    let err = Fifteen::from_board_text(&sixteen(3, 3), "1 2 3\n4 5 6\n7 8 10\n", 0).unwrap_err();
    assert!(err.message.contains("tile 10 is out of range"), "{err}");
    // Both sides odd: an odd order (two tiles swapped) cannot be reached.
    let err = Fifteen::from_board_text(&sixteen(3, 3), "2 1 3\n4 5 6\n7 8 9\n", 0).unwrap_err();
    assert!(err.message.contains("cannot be solved"), "{err}");
    // With an even side it can.
    let swapped = Fifteen::from_board_text(&sixteen(4, 3), "2 1 3 4\n5 6 7 8\n9 10 11 12\n", 0);
    assert!(swapped.is_ok());
    let game = load("16 1 2 3\n5 6 7 8\n9 10 11 12\n13 14 15 4\n");
    assert_eq!(load(&game.board_text()), game);
}

#[test]
fn deals_are_rotations_of_the_solved_board_and_never_solved() {
    for (width, height) in [(4, 4), (3, 3), (5, 3), (3, 6), (8, 8)] {
        let params = sixteen(width, height);
        for seed in 0..40 {
            let game = Fifteen::new_game(&params, seed);
            assert!(!game.is_over(), "{width}x{height} seed {seed}");
            assert!(game.rotates());
            assert!(game.cells().iter().all(|(_, cell)| cell.is_some()));
            assert!(is_solvable(game.cells()), "{width}x{height} seed {seed}");
            assert_eq!(Fifteen::new_game(&params, seed), game);
        }
    }
    assert_eq!(rotation_clicks(4, 4).len(), 16);
}

/// Plays the planner's line and checks it ends solved, with as many moves as it says.
fn solve_and_check(game: &Fifteen) -> usize {
    let mut planner = game.planner(&PlanOptions::default());
    assert!(planner.step(1));
    let line = planner.best().expect("a way back").clone();
    // Only a line a few turns long is proven shortest (a deal is hundreds of turns).
    assert_eq!(line.proven, line.moves.len() <= 3, "{}", line.moves.len());
    let (clicks, end) = clicks_of(game, &line.moves).unwrap();
    assert!(end.is_solved(), "{}", game.board_text());
    assert_eq!(line.score, line.moves.len() as u64);
    assert_eq!(clicks.len(), line.moves.len());
    let report = planner.report();
    assert!(report.contains(&("length", line.moves.len().to_string())));
    let optimal = if line.proven { "yes" } else { "no" };
    assert!(report.contains(&("optimal", optimal.to_string())));
    // The rules' own hint is the line's first rotation.
    assert_eq!(game.hint(), Some(vec![line.moves[0].0]));
    line.moves.len()
}

#[test]
fn a_board_a_turn_or_two_from_solved_goes_back_the_short_way() {
    let one = load("2 3 4 1\n5 6 7 8\n9 10 11 12\n13 14 15 16\n");
    assert_eq!(solve_and_check(&one), 1);
    assert_eq!(one.hint(), Some(vec![Pos::new(4, 0)]));
    let two = play(&load(SOLVED_AFTER_ONE_DOWN), (BEFORE, 2));
    assert_eq!(solve_and_check(&two), 2);
}

const SOLVED_AFTER_ONE_DOWN: &str = "13 2 3 4\n1 6 7 8\n5 10 11 12\n9 14 15 16\n";

#[test]
fn the_engine_brings_100_seeded_4x4_deals_back() {
    let mut longest = 0;
    for seed in 0..100 {
        let game = Fifteen::new_game(&sixteen(4, 4), seed);
        longest = longest.max(solve_and_check(&game));
    }
    assert!(longest < 400, "{longest}");
}

#[test]
fn the_engine_solves_any_reachable_order_on_every_shape() {
    let mut rng = GameRng::from_seed(16);
    for width in 3..=8 {
        for height in 3..=8 {
            for _ in 0..4 {
                let mut tiles: Vec<Option<u16>> = (1..=(width * height) as u16).map(Some).collect();
                rng.shuffle(&mut tiles);
                let mut grid =
                    Grid::from_rows(tiles.chunks(width).map(<[_]>::to_vec).collect()).unwrap();
                if !is_solvable(&grid) {
                    // Both sides odd and an odd order: swap two tiles to make it even.
                    let (a, b) = (grid[Pos::new(0, 0)], grid[Pos::new(1, 0)]);
                    grid[Pos::new(0, 0)] = b;
                    grid[Pos::new(1, 0)] = a;
                }
                let text = Fifteen::from_board_text(&sixteen(width, height), &board_text(&grid), 0)
                    .unwrap();
                if !text.is_solved() {
                    solve_and_check(&text);
                }
            }
        }
    }
}

fn board_text(grid: &Grid<Option<u16>>) -> String {
    (0..grid.height())
        .map(|y| {
            (0..grid.width())
                .map(|x| grid[Pos::new(x, y)].unwrap().to_string())
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        })
        .collect()
}
