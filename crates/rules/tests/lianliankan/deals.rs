//! Solvable deals and reshuffles: every deal is cleared by its witness, a stuck board is
//! reshuffled, and the hint plays every dealt game out.

use std::collections::HashSet;

use grid_rules::lianliankan::{
    Connect, Lianliankan, Params, Shift, deal_with_witness, find_path, reshuffle,
};
use grid_rules::rng::GameRng;
use grid_rules::{Change, Pos, Puzzle};

use crate::{counts, grid, load, p, text};

/// Plays `witness` from `game`, checking that no move needs a reshuffle, and returns the end.
fn replay_witness(mut game: Lianliankan, witness: &[(Pos, Pos)]) -> Lianliankan {
    for &(a, b) in witness {
        let (next, changes) = game.apply(&Connect::pair(a, b)).unwrap();
        assert!(
            !changes.iter().any(|c| matches!(c, Change::Shuffled(_))),
            "the witness got stuck before {a}-{b}"
        );
        game = next;
    }
    game
}

#[test]
fn hundreds_of_deals_are_cleared_by_their_witness() {
    let params = Params::default();
    let mut seen = HashSet::new();
    for seed in 0..300 {
        let (board, witness) = deal_with_witness(&params, &mut GameRng::from_seed(seed));
        assert_eq!(counts(&board), (1..=8).map(|n| (n, 8)).collect());
        assert_eq!(witness.len(), 32);
        let game = Lianliankan::new_game(&params, seed);
        assert_eq!(game.cells(), &board, "seed {seed}");
        assert_eq!(game.initial_tiles(), 64);
        let end = replay_witness(game, &witness);
        assert_eq!(end.remaining(), 0, "seed {seed}");
        assert!(end.is_over());
        seen.insert(text(&board));
    }
    assert_eq!(seen.len(), 300, "different seeds deal different boards");
    assert_eq!(
        Lianliankan::new_game(&params, 42),
        Lianliankan::new_game(&params, 42)
    );
}

#[test]
fn other_sizes_deal_even_spread_solvable_boards() {
    // (asked width, height, pictures) -> (dealt size, pictures used, tiles per picture)
    for ((width, height, pictures), size, used, per_picture) in [
        ((20, 20, 36), (20, 16), 36, 8..=10),
        ((5, 3, 3), (5, 4), 3, 6..=8),
        ((2, 2, 9), (4, 4), 8, 2..=2),
        ((6, 4, 5), (6, 4), 5, 4..=6),
        ((30, 16, 36), (30, 16), 36, 12..=14),
    ] {
        let params = Params {
            width,
            height,
            pictures,
            ..Params::default()
        };
        for seed in 0..5 {
            let (board, witness) = deal_with_witness(&params, &mut GameRng::from_seed(seed));
            assert_eq!((board.width(), board.height()), size);
            assert_eq!(counts(&board).len(), used);
            for (&picture, &count) in &counts(&board) {
                assert!(
                    count % 2 == 0 && per_picture.contains(&count),
                    "{picture}: {count}"
                );
            }
            let game = load(&text(&board));
            assert_eq!(game.cells(), &board);
            assert_eq!(replay_witness(game, &witness).remaining(), 0);
        }
    }
}

/// Four 2x2 checkerboards: every pair is walled in or needs three turns.
const STUCK: &str = "1 2 3 4\n2 1 4 3\n5 6 7 8\n6 5 8 7\n";

#[test]
fn reshuffle_keeps_the_tiles_and_is_solvable() {
    let stuck = grid(&["1234", "2143", "5678", "6587"]);
    assert_eq!(grid_rules::lianliankan::first_removable_pair(&stuck), None);
    let mut results = HashSet::new();
    for seed in 0..30 {
        let (board, witness) = reshuffle(&stuck, Shift::None, &mut GameRng::from_seed(seed));
        assert_eq!(counts(&board), counts(&stuck));
        let game = load(&text(&board));
        assert_eq!(game.cells(), &board, "a solvable board is loaded unchanged");
        let (a, b) = witness[0];
        assert_eq!(board[a], board[b]);
        assert!(find_path(&board, a, b).is_some());
        assert!(game.removable_pair().is_some());
        assert_eq!(replay_witness(game, &witness).remaining(), 0);
        results.insert(text(&board));
    }
    assert!(
        results.len() > 1,
        "the generator's state changes the result"
    );
}

#[test]
fn a_move_that_leaves_the_board_stuck_reshuffles_it() {
    // Removing the 3s leaves a 2x2 checkerboard of 1s and 2s that nothing can join.
    let game = load("1 2 3 3\n2 1 . .\n");
    let (next, changes) = game.apply(&Connect::pair(p(2, 0), p(3, 0))).unwrap();
    assert_eq!(changes.len(), 3);
    assert_eq!(changes[0], Change::Connected(vec![(2, 0), (3, 0)]));
    assert_eq!(changes[1], Change::Removed(vec![p(2, 0), p(3, 0)]));
    let Change::Shuffled(motions) = &changes[2] else {
        panic!("expected a reshuffle, got {changes:?}");
    };
    let mut before = game.cells().clone();
    before[p(2, 0)] = None;
    before[p(3, 0)] = None;
    assert_eq!(grid_rules::lianliankan::first_removable_pair(&before), None);
    // Lifting every moved tile and putting it down on its target gives the new board.
    let mut animated = before.clone();
    for motion in motions {
        animated[motion.from] = None;
    }
    for motion in motions {
        animated[motion.to] = before[motion.from];
    }
    assert!(!motions.is_empty());
    assert_eq!(&animated, next.cells());
    assert_eq!(counts(next.cells()), counts(&before));
    assert!(next.removable_pair().is_some());
    assert_eq!(next.remaining(), 4);
    // Following the hint clears the board: the game never stays stuck.
    let mut end = next;
    while let Some((a, b)) = end.removable_pair() {
        end = end.apply(&Connect::pair(a, b)).unwrap().0;
    }
    assert_eq!(end.remaining(), 0);
}

#[test]
fn a_stuck_board_is_reshuffled_when_loaded() {
    let game = load(STUCK);
    assert_ne!(game.board_text(), STUCK);
    assert_eq!(
        counts(game.cells()),
        counts(&grid(&["1234", "2143", "5678", "6587"]))
    );
    assert!(game.removable_pair().is_some());
    let other = Lianliankan::from_board_text(&Params::default(), STUCK, 0).unwrap();
    assert_eq!(game, other, "the load seed fixes the reshuffle");
}

#[test]
fn hint_plays_out_every_dealt_game() {
    for seed in 0..20 {
        let mut game = Lianliankan::new_game(&Params::default(), seed);
        while let Some((a, b)) = game.removable_pair() {
            assert_eq!(game.cells()[a], game.cells()[b]);
            assert!(a.y < b.y || (a.y == b.y && a.x < b.x));
            game = game.apply(&Connect::pair(a, b)).unwrap().0;
        }
        assert_eq!(game.remaining(), 0, "seed {seed}");
    }
}
