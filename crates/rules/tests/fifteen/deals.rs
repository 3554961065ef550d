//! The shuffle and solvability: names and params, every deal solvable and unsolved, the
//! parity rule against an independent cycle count.

use std::collections::HashSet;

use grid_rules::fifteen::{
    Fifteen, Kind, Params, SHUFFLE_MOVES, Slide, is_solvable, shuffle, solved_board,
};
use grid_rules::rng::GameRng;
use grid_rules::{Grid, Pos, Puzzle};

/// Board shapes the tests deal: squares, and rectangles both ways up to 8×8.
pub const SHAPES: [(usize, usize); 11] = [
    (3, 3),
    (4, 4),
    (5, 5),
    (6, 6),
    (4, 3),
    (3, 4),
    (5, 4),
    (6, 3),
    (7, 5),
    (3, 8),
    (8, 8),
];

fn rectangle(width: usize, height: usize) -> Params {
    Params {
        width,
        height,
        kind: Kind::Fifteen,
    }
}

/// Solvability worked out independently of the inversion rule: the permutation that
/// takes the solved board to this one (blank counted as tile w·h) must have the parity
/// of the blank's taxicab distance from the bottom-right corner.
fn solvable_by_cycles(grid: &Grid<Option<u16>>) -> bool {
    let (width, height) = (grid.width(), grid.height());
    let cells = width * height;
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
    let distance = (width - 1 - blank.x) + (height - 1 - blank.y);
    transpositions % 2 == distance % 2
}

fn holds_each_tile_once(grid: &Grid<Option<u16>>, width: usize, height: usize) -> bool {
    let mut cells: Vec<Option<u16>> = grid.iter().map(|(_, cell)| *cell).collect();
    cells.sort();
    let mut expected = vec![None];
    expected.extend((1..(width * height) as u16).map(Some));
    grid.width() == width && grid.height() == height && cells == expected
}

#[test]
fn names_and_params() {
    assert_eq!(Fifteen::ID, "fifteen");
    assert_eq!(Fifteen::TITLE, "Fifteen");
    assert_eq!(Params::default(), rectangle(4, 4));
    assert_eq!(Params::WIDTH.range, 3..=8);
    assert_eq!(Params::HEIGHT.range, 3..=8);
    assert_eq!(Params::square(10).clamped(), rectangle(8, 8));
    assert_eq!(rectangle(1, 5).clamped(), rectangle(3, 5));
    let big = Fifteen::new_game(&rectangle(9, 2), 1);
    assert_eq!((big.width(), big.height()), (8, 3));
    assert_eq!(Fifteen::new_game(&Params::default(), 1).width(), 4);
}

#[test]
fn deals_are_solvable_unsolved_and_use_250_to_749_blank_moves() {
    for (width, height) in SHAPES {
        let size = format!("{width}x{height}");
        let solved = solved_board(width, height, true);
        for seed in 0..300 {
            let dealt = shuffle(&rectangle(width, height), seed);
            assert!(SHUFFLE_MOVES.contains(&dealt.planned), "seed {seed}");
            assert!(dealt.made >= dealt.planned);
            // A solved board needs an even number of blank moves, so only then can the
            // shuffle have had to go on.
            assert!(dealt.made == dealt.planned || dealt.planned.is_multiple_of(2));
            assert!(
                holds_each_tile_once(&dealt.board, width, height),
                "seed {seed}"
            );
            assert_ne!(dealt.board, solved, "size {size} seed {seed} dealt solved");
            assert_eq!(dealt.board[dealt.blank], None);
            let distance = (width - 1 - dealt.blank.x) + (height - 1 - dealt.blank.y);
            assert_eq!(dealt.made as usize % 2, distance % 2);
            assert!(is_solvable(&dealt.board), "size {size} seed {seed}");
            assert!(solvable_by_cycles(&dealt.board), "size {size} seed {seed}");

            let game = Fifteen::new_game(&rectangle(width, height), seed);
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
    assert_eq!(
        shuffle(&Params::square(5), 99),
        shuffle(&Params::square(5), 99)
    );
    let boards: HashSet<String> = (0..50)
        .map(|seed| Fifteen::new_game(&params, seed).board_text())
        .collect();
    assert_eq!(boards.len(), 50);
}

#[test]
fn the_parity_rule_agrees_with_the_cycle_count() {
    let mut rng = GameRng::from_seed(2024);
    for (width, height) in SHAPES {
        let size = format!("{width}x{height}");
        let mut solvable = 0;
        for _ in 0..200 {
            let mut cells: Vec<Option<u16>> = solved_board(width, height, true)
                .iter()
                .map(|(_, c)| *c)
                .collect();
            rng.shuffle(&mut cells);
            let rows = cells.chunks(width).map(<[_]>::to_vec).collect();
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
    for (width, height) in SHAPES {
        assert!(is_solvable(&solved_board(width, height, true)));
    }
    let mut missing = solved_board(4, 4, true);
    missing[Pos::new(0, 0)] = None;
    assert!(!is_solvable(&missing));
    let twice = Grid::from_rows(vec![vec![Some(1), Some(2), Some(2)]]).unwrap();
    assert!(!is_solvable(&twice));
}

#[test]
fn a_shuffle_that_comes_back_solved_keeps_going() {
    // Found by searching 3x3 seeds: its 536 planned blank moves end on the solved board.
    let dealt = shuffle(&Params::square(3), 1_478_313);
    assert_eq!((dealt.planned, dealt.made), (536, 537));
    assert_ne!(dealt.board, solved_board(3, 3, true));
    // One step past solved: the blank is next to its home corner.
    assert!([Pos::new(1, 2), Pos::new(2, 1)].contains(&dealt.blank));
    let game = Fifteen::new_game(&Params::square(3), 1_478_313);
    let (solved, _) = game.apply(&Slide(Pos::new(2, 2))).unwrap();
    assert!(solved.is_solved());
}
