//! Lianliankan's engine: the planner keeps the board clearable, its lines clear seeded
//! deals, and the joinable-pair count and clearing check agree with brute force.

use grid_rules::lianliankan::{
    CLEARING_NODES, Clearing, Connect, Lianliankan, Params, find_path, first_removable_pair,
};
use grid_rules::plan::{LineOf, PlanOptions};
use grid_rules::rng::GameRng;
use grid_rules::{Change, Grid, Pos, Puzzle};

fn p(x: usize, y: usize) -> Pos {
    Pos::new(x, y)
}

fn load(text: &str) -> Lianliankan {
    Lianliankan::from_board_text(&Params::default(), text, 0).unwrap()
}

/// Runs the planner from `state` until it finishes (or a generous node cap).
fn plan(state: &Lianliankan) -> Option<LineOf<Lianliankan>> {
    let mut planner = state.planner(&PlanOptions::default());
    while planner.nodes() < 1_000_000 && !planner.step(1_000) {}
    planner.best().cloned()
}

fn pair_of(line: &LineOf<Lianliankan>) -> (Pos, Pos) {
    match line.moves[0] {
        Connect::Pair { a, b, .. } => (a, b),
        Connect::TimeUp => panic!("the planner never plays time up"),
    }
}

/// Every pair of equal pictures that `find_path` can join, by trying them all.
fn brute_force_pairs(board: &Grid<Option<u8>>) -> usize {
    let tiles: Vec<(Pos, u8)> = board
        .iter()
        .filter_map(|(pos, tile)| tile.map(|t| (pos, t)))
        .collect();
    let mut count = 0;
    for (i, &(a, picture)) in tiles.iter().enumerate() {
        for &(b, other) in &tiles[i + 1..] {
            if picture == other && find_path(board, a, b).is_some() {
                count += 1;
            }
        }
    }
    count
}

// Pictures 1 at 1,1 and 1,2 are neighbours and the rules' first removable pair, but
// joining them leaves the 1-2-3 knot at the top right stuck; 3,1 with 1,2 clears.
const ONE_WAY_OUT: &str = "\
. 2 1 3
. 1 3 1
. 1 2 .
";

#[test]
fn the_hint_avoids_the_pair_that_dead_ends() {
    let state = load(ONE_WAY_OUT);
    assert_eq!(
        first_removable_pair(state.cells()),
        Some((p(1, 1), p(1, 2))),
        "the naive hint would take the dead end"
    );
    assert_eq!(state.joinable_pairs(), 2);
    let line = plan(&state).expect("a move exists");
    let (a, b) = pair_of(&line);
    let mut chosen = [a, b];
    chosen.sort();
    assert_eq!(chosen, [p(1, 2), p(3, 1)]);
    assert!(line.proven);
    assert_eq!(line.sure, line.moves.len());
    assert_eq!(line.moves.len(), 4, "the line clears all eight tiles");

    let (after_wrong, changes) = state.apply(&Connect::pair(p(1, 1), p(1, 2))).unwrap();
    assert!(!changes.iter().any(|c| matches!(c, Change::Shuffled(_))));
    assert_eq!(
        after_wrong.clearing(CLEARING_NODES),
        Clearing::Impossible,
        "the other pair really dead-ends"
    );
}

// The 2s and 3s cross in the top-right corner, so however the 1s go, they stay.
const CROSSED: &str = "\
. . 3 2
1 1 2 3
1 . . 1
";

#[test]
fn a_board_with_a_knot_has_no_clearing_order() {
    let state = load(CROSSED);
    assert!(state.joinable_pairs() > 0, "the board is not stuck yet");
    assert_eq!(state.clearing(CLEARING_NODES), Clearing::Impossible);
    let line = plan(&state).expect("moves exist");
    assert!(line.proven, "the search looked at everything");
    assert_eq!(
        line.moves.len(),
        2,
        "the best line still takes both pairs of 1s"
    );
    assert_eq!(
        line.score,
        1 + 2,
        "full life scores the tiles removed so far over two"
    );
}

#[test]
fn a_clearing_order_is_found_and_really_clears() {
    let state = load(ONE_WAY_OUT);
    let Clearing::Order(order) = state.clearing(CLEARING_NODES) else {
        panic!("the board can be cleared");
    };
    let mut game = state;
    for (a, b) in order {
        game = game.apply(&Connect::pair(a, b)).unwrap().0;
    }
    assert_eq!(game.remaining(), 0);
    assert_eq!(load(ONE_WAY_OUT).clearing(0), Clearing::Unknown);
}

#[test]
fn the_joinable_pair_count_matches_brute_force() {
    let mut rng = GameRng::from_seed(9);
    for seed in 0..12 {
        let params = [Params::default(), "6x5x3".parse().unwrap()][seed as usize % 2].clone();
        let mut state = Lianliankan::new_game(&params, seed);
        // Thin the board out with random joinable pairs, checking at every step.
        while !state.is_over() {
            assert_eq!(
                state.joinable_pairs(),
                brute_force_pairs(state.cells()),
                "seed {seed}:\n{}",
                state.board_text()
            );
            let tiles: Vec<Pos> = state
                .cells()
                .iter()
                .filter(|(_, t)| t.is_some())
                .map(|(pos, _)| pos)
                .collect();
            let a = tiles[rng.index(tiles.len())];
            let partner = tiles.iter().copied().find(|&b| {
                b != a
                    && state.cells()[a] == state.cells()[b]
                    && find_path(state.cells(), a, b).is_some()
            });
            let (a, b) = partner.map_or_else(|| state.removable_pair().unwrap(), |b| (a, b));
            state = state.apply(&Connect::pair(a, b)).unwrap().0;
        }
    }
}

#[test]
fn the_line_clears_seeded_deals_without_a_reshuffle() {
    for (seed, params) in (0..16).zip(
        [Params::default(), "10x8x6".parse().unwrap()]
            .iter()
            .cycle(),
    ) {
        let state = Lianliankan::new_game(params, seed);
        let line = plan(&state).expect("a deal has moves");
        assert!(line.proven, "seed {seed}: a clearing line is proven");
        assert_eq!(line.sure, line.moves.len());
        let mut game = state.clone();
        for mv in &line.moves {
            let (next, changes) = game.apply(mv).expect("the line's moves are legal");
            assert!(!changes.iter().any(|c| matches!(c, Change::Shuffled(_))));
            game = next;
        }
        assert_eq!(
            game.remaining(),
            0,
            "seed {seed}: the line clears the board"
        );
        assert_eq!(
            line.score,
            game.score(),
            "seed {seed}: the line's score is the game's"
        );
    }
}

#[test]
fn replanning_after_every_pair_clears_the_deal() {
    for seed in 100..106 {
        let mut state = Lianliankan::new_game(&Params::default(), seed);
        while !state.is_over() {
            let line = plan(&state).expect("a board in play has a move");
            let (next, changes) = state.apply(&line.moves[0]).unwrap();
            assert!(!changes.iter().any(|c| matches!(c, Change::Shuffled(_))));
            state = next;
        }
        assert_eq!(state.remaining(), 0);
    }
}

#[test]
fn a_finished_game_has_no_line() {
    let mut state = load("1 1\n. .\n");
    state = state.apply(&Connect::pair(p(0, 0), p(1, 0))).unwrap().0;
    assert!(state.is_over());
    assert_eq!(plan(&state), None);
    let timed_out = load(ONE_WAY_OUT).apply(&Connect::TimeUp).unwrap().0;
    assert_eq!(plan(&timed_out), None);
}
