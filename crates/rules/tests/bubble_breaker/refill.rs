//! The refill: columns dealt into the left until the bottom row is full, over many seeds,
//! and random games that keep every invariant.

use std::collections::HashSet;

use grid_rules::bubble_breaker::{BubbleBreaker, Burst, Params};
use grid_rules::collapse::group_at;
use grid_rules::rng::GameRng;
use grid_rules::{Change, Colour, Pos, Puzzle};

use crate::checks::check_move;
use crate::common::{lines, motion};
use crate::{FIVE, burst, load, load_seeded};

/// Columns 0..=9 are one red group; column 10 alternates so it holds no pair. Bursting
/// the red group empties the whole left side: ten columns must be dealt.
pub fn left_side_board() -> String {
    (0..11)
        .map(|y| {
            let mut row = vec!["R"; 10];
            row.push(if y % 2 == 0 { "G" } else { "Y" });
            format!("{}\n", row.join(" "))
        })
        .collect()
}

#[test]
fn refill_deals_until_the_bottom_row_is_full_for_many_seeds() {
    let text = left_side_board();
    let mut heights = Vec::new();
    let mut boards = HashSet::new();
    for seed in 0..200 {
        let state = load_seeded(&text, seed);
        let (next, changes) = burst(&state, 0, 0);
        assert_eq!(next.score(), 110 * 109);
        let dealt = check_move(&state, &next, &changes);
        assert_eq!(
            dealt.len(),
            10,
            "seed {seed}: one column dealt per empty bottom cell"
        );
        assert!(
            matches!(changes[1], Change::Spawned(_)),
            "nothing falls or moves before the first deal: {changes:?}"
        );
        // The old right column is still at the right edge, unchanged.
        for y in 0..11 {
            assert_eq!(
                next.cells()[Pos::new(10, y)],
                state.cells()[Pos::new(10, y)]
            );
        }
        heights.extend(dealt);
        boards.insert(next.board_text());
    }
    assert!(heights.iter().all(|h| (2..=11).contains(h)));
    assert!(
        heights.contains(&2),
        "the lowest dealt column (2) never came up"
    );
    assert!(
        heights.contains(&11),
        "the full-height dealt column (11) never came up"
    );
    assert!(boards.len() > 190, "different seeds deal different columns");
}

#[test]
fn refill_spawns_only_as_many_columns_as_the_bottom_row_lacks() {
    // Two whole columns burst: two columns are dealt, nothing falls or moves first.
    let two = lines(&["R R G Y", "R R Y G", "R R G Y", "R R Y G"]);
    // One column emptied, the lone B falls, then one column is dealt.
    let one = lines(&[". R G Y", "R R Y G", "R B G Y", "R R Y G"]);
    for seed in 0..50 {
        let state = load_seeded(&two, seed);
        let (next, changes) = burst(&state, 0, 3);
        let dealt = check_move(&state, &next, &changes);
        assert_eq!(dealt.len(), 2, "seed {seed}: {changes:?}");
        assert!(matches!(changes[1], Change::Spawned(_)), "{changes:?}");

        let state = load_seeded(&one, seed);
        let (next, changes) = burst(&state, 0, 3);
        let dealt = check_move(&state, &next, &changes);
        assert_eq!(dealt.len(), 1, "seed {seed}: {changes:?}");
        assert_eq!(changes[1], Change::Fell(vec![motion((1, 2), (1, 3))]));
        assert!(matches!(changes[2], Change::Spawned(_)), "{changes:?}");
        assert_eq!(
            next.cells()[Pos::new(1, 3)],
            Some(Colour::Blue),
            "the fallen B stays"
        );
    }
}

#[test]
fn no_refill_when_the_bottom_row_stays_full() {
    let state = load(&lines(&["R R Y", "G B Y", "B G B"]));
    let (next, changes) = burst(&state, 0, 0);
    assert_eq!(
        changes,
        vec![Change::Removed(vec![Pos::new(0, 0), Pos::new(1, 0)])]
    );
    assert_eq!(next.board_text(), lines(&[". . Y", "G B Y", "B G B"]));
}

#[test]
fn random_games_keep_every_invariant() {
    let mut rng = GameRng::from_seed(2024);
    for seed in 0..25 {
        let mut state = BubbleBreaker::new_game(&Params::default(), seed);
        let mut moves = 0;
        while !state.is_over() && moves < 150 {
            let choices: Vec<Pos> = state
                .cells()
                .positions()
                .filter(|&pos| group_at(state.cells(), pos).len() >= 2)
                .collect();
            assert!(!choices.is_empty(), "not over, so a group must exist");
            let pick = choices[rng.index(choices.len())];
            let (next, changes) = state.apply(&Burst(pick)).unwrap();
            check_move(&state, &next, &changes);
            for (_, cell) in next.cells().iter() {
                assert!(cell.is_none_or(|c| FIVE.contains(&c)));
            }
            state = next;
            moves += 1;
        }
    }
}
