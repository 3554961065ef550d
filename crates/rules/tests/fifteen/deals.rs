//! The shuffle and solvability: names and params, every deal solvable and unsolved, the
//! parity rule against an independent cycle count.

use std::collections::HashSet;

use grid_rules::fifteen::{
    Fifteen, Params, SHUFFLE_MOVES, SIZE_RANGE, Slide, is_solvable, shuffle, solved_board,
};
use grid_rules::rng::GameRng;
use grid_rules::{Grid, Pos, Puzzle};

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
