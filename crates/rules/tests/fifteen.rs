//! Fifteen rules through the public API: the shuffle, slides, clicks, arrows, board text.

use std::collections::HashSet;

use grid_rules::collapse::Motion;
use grid_rules::fifteen::{
    Arrow, Fifteen, Params, SHUFFLE_MOVES, SIZE_RANGE, Slide, is_solvable, shuffle, solved_board,
};
use grid_rules::rng::GameRng;
use grid_rules::{Change, Grid, MoveError, Pos, Puzzle};

fn load(text: &str) -> Fifteen {
    Fifteen::from_board_text(&Params::default(), text, 0)
        .unwrap_or_else(|err| panic!("board should load: {err}\n{text}"))
}

fn load_err(text: &str) -> grid_rules::BoardError {
    Fifteen::from_board_text(&Params::default(), text, 0).expect_err("board should be refused")
}

fn motion(from: (usize, usize), to: (usize, usize)) -> Motion {
    Motion {
        from: Pos::new(from.0, from.1),
        to: Pos::new(to.0, to.1),
    }
}

/// Solvability worked out independently of the inversion rule: the permutation that
/// takes the solved board to this one (blank counted as tile N²) must have the parity of
/// the blank's taxicab distance from the bottom-right corner.
fn solvable_by_cycles(grid: &Grid<Option<u16>>) -> bool {
    let size = grid.width();
    let cells = size * size;
    let values: Vec<usize> = grid
        .iter()
        .map(|(_, cell)| cell.map_or(cells, usize::from) - 1)
        .collect();
    let mut seen = vec![false; cells];
    let mut transpositions = 0;
    for start in 0..cells {
        let mut length: usize = 0;
        let mut at = start;
        while !seen[at] {
            seen[at] = true;
            at = values[at];
            length += 1;
        }
        transpositions += length.saturating_sub(1);
    }
    let (blank, _) = grid.iter().find(|(_, cell)| cell.is_none()).unwrap();
    let distance = (size - 1 - blank.x) + (size - 1 - blank.y);
    transpositions % 2 == distance % 2
}

fn holds_each_tile_once(grid: &Grid<Option<u16>>) -> bool {
    let size = grid.width();
    let mut cells: Vec<Option<u16>> = grid.iter().map(|(_, cell)| *cell).collect();
    cells.sort();
    let mut expected = vec![None];
    expected.extend((1..(size * size) as u16).map(Some));
    grid.height() == size && cells == expected
}

const SOLVED_4: &str = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 .\n";

#[test]
fn names_and_params() {
    assert_eq!(Fifteen::ID, "fifteen");
    assert_eq!(Fifteen::TITLE, "Fifteen");
    assert_eq!(Params::default().size, 4);
    assert_eq!(SIZE_RANGE, 3..=6);
    assert_eq!(Params { size: 10 }.clamped().size, 6);
    assert_eq!(Params { size: 1 }.clamped().size, 3);
    assert_eq!(Fifteen::new_game(&Params { size: 9 }, 1).size(), 6);
    assert_eq!(Fifteen::new_game(&Params::default(), 1).size(), 4);
}

#[test]
fn deals_are_solvable_unsolved_and_use_250_to_749_blank_moves() {
    for size in SIZE_RANGE {
        let solved = solved_board(size);
        for seed in 0..500 {
            let dealt = shuffle(size, seed);
            assert!(SHUFFLE_MOVES.contains(&dealt.planned), "seed {seed}");
            assert!(dealt.made >= dealt.planned);
            // A solved board needs an even number of blank moves, so only then can the
            // shuffle have had to go on.
            assert!(dealt.made == dealt.planned || dealt.planned.is_multiple_of(2));
            assert_eq!(dealt.board.width(), size);
            assert!(holds_each_tile_once(&dealt.board), "seed {seed}");
            assert_ne!(dealt.board, solved, "size {size} seed {seed} dealt solved");
            assert_eq!(dealt.board[dealt.blank], None);
            let distance = (size - 1 - dealt.blank.x) + (size - 1 - dealt.blank.y);
            assert_eq!(dealt.made as usize % 2, distance % 2);
            assert!(is_solvable(&dealt.board), "size {size} seed {seed}");
            assert!(solvable_by_cycles(&dealt.board), "size {size} seed {seed}");

            let game = Fifteen::new_game(&Params { size }, seed);
            assert_eq!(game.cells(), &dealt.board);
            assert_eq!(game.blank(), dealt.blank);
            assert!(!game.is_solved() && !game.is_over());
            assert_eq!((game.moves(), game.score()), (0, 0));
        }
    }
}

#[test]
fn same_seed_same_deal_and_seeds_differ() {
    let params = Params::default();
    assert_eq!(Fifteen::new_game(&params, 7), Fifteen::new_game(&params, 7));
    assert_eq!(shuffle(5, 99), shuffle(5, 99));
    let boards: HashSet<String> = (0..50)
        .map(|seed| Fifteen::new_game(&params, seed).board_text())
        .collect();
    assert_eq!(boards.len(), 50);
}

#[test]
fn three_tiles_slide_along_a_row_and_count_three() {
    let start = load("1 2 3 4\n5 6 7 8\n9 10 11 12\n. 13 14 15\n");
    let (after, changes) = start.apply(&Slide(Pos::new(3, 3))).unwrap();
    assert_eq!(after.board_text(), SOLVED_4);
    assert_eq!(after.moves(), 3);
    assert_eq!(
        changes,
        vec![Change::Slid(vec![
            motion((1, 3), (0, 3)),
            motion((2, 3), (1, 3)),
            motion((3, 3), (2, 3)),
        ])]
    );

    let start = load("1 2 3 4\n5 6 7 .\n9 10 11 8\n13 14 15 12\n");
    let (after, changes) = start.apply(&Slide(Pos::new(0, 1))).unwrap();
    assert_eq!(
        after.board_text(),
        "1 2 3 4\n. 5 6 7\n9 10 11 8\n13 14 15 12\n"
    );
    assert_eq!(after.moves(), 3);
    assert_eq!(after.blank(), Pos::new(0, 1));
    assert_eq!(
        changes,
        vec![Change::Slid(vec![
            motion((2, 1), (3, 1)),
            motion((1, 1), (2, 1)),
            motion((0, 1), (1, 1)),
        ])]
    );
}

#[test]
fn tiles_slide_left_up_and_down_and_one_at_a_time() {
    let start = load(". 1 2 3\n5 6 7 4\n9 10 11 8\n13 14 15 12\n");
    let (left, changes) = start.apply(&Slide(Pos::new(2, 0))).unwrap();
    assert_eq!(
        left.board_text(),
        "1 2 . 3\n5 6 7 4\n9 10 11 8\n13 14 15 12\n"
    );
    assert_eq!(left.moves(), 2);
    assert_eq!(
        changes,
        vec![Change::Slid(vec![
            motion((1, 0), (0, 0)),
            motion((2, 0), (1, 0)),
        ])]
    );

    let (up, changes) = left.apply(&Slide(Pos::new(2, 3))).unwrap();
    assert_eq!(
        up.board_text(),
        "1 2 7 3\n5 6 11 4\n9 10 15 8\n13 14 . 12\n"
    );
    assert_eq!(up.moves(), 5);
    assert_eq!(up.blank(), Pos::new(2, 3));
    assert_eq!(
        changes,
        vec![Change::Slid(vec![
            motion((2, 1), (2, 0)),
            motion((2, 2), (2, 1)),
            motion((2, 3), (2, 2)),
        ])]
    );

    let (down, changes) = up.apply(&Slide(Pos::new(2, 1))).unwrap();
    assert_eq!(
        down.board_text(),
        "1 2 7 3\n5 6 . 4\n9 10 11 8\n13 14 15 12\n"
    );
    assert_eq!(down.moves(), 7);
    assert_eq!(
        changes,
        vec![Change::Slid(vec![
            motion((2, 2), (2, 3)),
            motion((2, 1), (2, 2)),
        ])]
    );

    let (single, changes) = down.apply(&Slide(Pos::new(3, 1))).unwrap();
    assert_eq!(
        single.board_text(),
        "1 2 7 3\n5 6 4 .\n9 10 11 8\n13 14 15 12\n"
    );
    assert_eq!(single.moves(), 8);
    assert_eq!(changes, vec![Change::Slid(vec![motion((3, 1), (2, 1))])]);
}

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

#[test]
fn random_play_keeps_the_board_consistent() {
    let mut game = Fifteen::new_game(&Params { size: 5 }, 3);
    let mut rng = GameRng::from_seed(11);
    let mut ui = ();
    let mut expected_moves = 0;
    for _ in 0..300 {
        let pos = Pos::new(rng.index(5), rng.index(5));
        let Some(mv) = game.click(&mut ui, pos) else {
            assert!(game.apply(&Slide(pos)).is_err());
            continue;
        };
        let (next, changes) = game.apply(&mv).unwrap();
        let [Change::Slid(motions)] = changes.as_slice() else {
            panic!("one slide expected, got {changes:?}");
        };
        expected_moves += motions.len() as u64;
        assert_eq!(motions.last().unwrap().from, pos);
        assert_eq!(motions.first().unwrap().to, game.blank());
        for m in motions {
            assert_eq!(next.cells()[m.to], game.cells()[m.from]);
            assert_eq!(m.from.x.abs_diff(m.to.x) + m.from.y.abs_diff(m.to.y), 1);
        }
        assert_eq!(next.blank(), pos);
        assert_eq!(next.cells()[pos], None);
        assert_eq!(next.moves(), expected_moves);
        assert!(is_solvable(next.cells()));
        game = next;
    }
    assert!(expected_moves > 100);
}

#[test]
fn moves_print_and_parse_as_x_comma_y() {
    assert_eq!(Slide(Pos::new(2, 3)).to_string(), "2,3");
    assert_eq!("2,3".parse::<Slide>(), Ok(Slide(Pos::new(2, 3))));
    assert!("2".parse::<Slide>().is_err());
}

#[test]
fn board_text_round_trips() {
    let text = "4 1 2\n5 . 3\n7 8 6\n";
    assert_eq!(load(text).board_text(), text);
    let with_comments = "# a board\n1 2 3\n\n4 5 6\n7 . 8\n";
    let game = load(with_comments);
    assert_eq!(game.board_text(), "1 2 3\n4 5 6\n7 . 8\n");
    assert_eq!(game.blank(), Pos::new(1, 2));
    for size in SIZE_RANGE {
        let dealt = Fifteen::new_game(&Params { size }, 5);
        assert_eq!(load(&dealt.board_text()), dealt);
    }
    let solved = load(SOLVED_4);
    assert!(solved.is_over());
}

#[test]
fn boards_must_be_square_and_3_to_6() {
    let err = load_err("1 2 3\n4 5 6\n7 8 9\n10 11 .\n");
    assert!(err.message.contains("NxN"), "{err}");
    assert!(err.message.contains("3x4"), "{err}");
    let err = load_err("1 2\n3 .\n");
    assert!(err.message.contains("2x2"), "{err}");
    let seven: Vec<String> = (0..7)
        .map(|y| {
            (0..7)
                .map(|x| match y * 7 + x + 1 {
                    49 => ".".to_string(),
                    n => n.to_string(),
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let err = load_err(&seven.join("\n"));
    assert!(err.message.contains("7x7"), "{err}");
}

#[test]
fn duplicate_and_out_of_range_tiles_are_named_where_they_are() {
    let err = load_err("1 2 3\n4 2 .\n7 8 6\n");
    assert_eq!((err.line, err.column), (2, 3));
    assert!(err.message.contains("tile 2 appears twice"), "{err}");
    assert!(err.message.contains("line 1, column 3"), "{err}");

    let err = load_err("# comment\n1 2 3\n4 9 .\n7 8 6\n");
    assert_eq!((err.line, err.column), (3, 3));
    assert!(err.message.contains("tile 9 is out of range"), "{err}");

    let err = load_err("1 2 3\n4 0 .\n7 8 6\n");
    assert_eq!((err.line, err.column), (2, 3));

    let err = load_err("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n");
    assert!(err.message.contains("no blank"), "{err}");

    let err = load_err("1 2 3\n. 5 .\n7 8 6\n");
    assert_eq!((err.line, err.column), (2, 5));
    assert!(err.message.contains("blank"), "{err}");

    let err = load_err("1 2 3\n4 x .\n7 8 6\n");
    assert_eq!((err.line, err.column), (2, 3));
    let err = load_err("1 2 3\n4 5 .\n7 8 6\nmoves: 3\n");
    assert_eq!(err.line, 4);
}

#[test]
fn unsolvable_boards_are_refused() {
    let err = load_err("2 1 3\n4 5 6\n7 8 .\n");
    assert!(err.message.contains("cannot be solved"), "{err}");
    let err = load_err("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 .\n");
    assert!(err.message.contains("cannot be solved"), "{err}");
    // On an even side the blank's row counts too: tiles in order with the blank one row
    // up cannot be solved, and swapping two tiles there makes it solvable.
    let err = load_err("1 2 3 4\n5 6 7 8\n9 10 11 .\n12 13 14 15\n");
    assert!(err.message.contains("cannot be solved"), "{err}");
    assert!(!load("1 2 3 4\n5 6 7 8\n9 10 11 .\n12 13 15 14\n").is_over());
}

#[test]
fn the_parity_rule_agrees_with_the_cycle_count() {
    let mut rng = GameRng::from_seed(2024);
    for size in SIZE_RANGE {
        let mut solvable = 0;
        for _ in 0..200 {
            let mut cells: Vec<Option<u16>> = solved_board(size).iter().map(|(_, c)| *c).collect();
            rng.shuffle(&mut cells);
            let rows = cells.chunks(size).map(<[_]>::to_vec).collect();
            let grid = Grid::from_rows(rows).unwrap();
            let expected = solvable_by_cycles(&grid);
            assert_eq!(is_solvable(&grid), expected, "{grid:?}");
            solvable += usize::from(expected);
        }
        // About half of all arrangements are solvable, so both answers were tested.
        assert!((50..150).contains(&solvable), "size {size}: {solvable}");
    }
}

#[test]
fn is_solvable_refuses_malformed_grids() {
    for size in SIZE_RANGE {
        assert!(is_solvable(&solved_board(size)));
    }
    let mut missing = solved_board(4);
    missing[Pos::new(0, 0)] = None;
    assert!(!is_solvable(&missing));
    let wide = Grid::from_rows(vec![vec![Some(1), Some(2), None]]).unwrap();
    assert!(!is_solvable(&wide));
}

#[test]
fn a_shuffle_that_comes_back_solved_keeps_going() {
    // Found by searching 3x3 seeds: its 536 planned blank moves end on the solved board.
    let dealt = shuffle(3, 1_478_313);
    assert_eq!((dealt.planned, dealt.made), (536, 537));
    assert_ne!(dealt.board, solved_board(3));
    // One step past solved: the blank is next to its home corner.
    assert!([Pos::new(1, 2), Pos::new(2, 1)].contains(&dealt.blank));
    let game = Fifteen::new_game(&Params { size: 3 }, 1_478_313);
    let (solved, _) = game.apply(&Slide(Pos::new(2, 2))).unwrap();
    assert!(solved.is_solved());
}
