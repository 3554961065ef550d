//! Lianliankan rules: joining paths, solvable deals and reshuffles, score, clicks, board text.

use std::collections::{BTreeMap, HashSet};

use grid_rules::board_text::print_board;
use grid_rules::lianliankan::{
    Connect, Lianliankan, Params, Selection, deal_with_witness, find_path, reshuffle,
};
use grid_rules::rng::GameRng;
use grid_rules::{Change, Grid, MoveError, Pos, Puzzle};

/// A board from rows of single characters: `.` empty, a digit a picture.
fn grid(rows: &[&str]) -> Grid<Option<u8>> {
    let cells = rows
        .iter()
        .map(|row| {
            row.chars()
                .map(|c| c.to_digit(10).map(|d| d as u8))
                .collect()
        })
        .collect();
    Grid::from_rows(cells).unwrap()
}

fn text(board: &Grid<Option<u8>>) -> String {
    print_board(board, |tile| {
        tile.map_or_else(|| ".".to_string(), |n| n.to_string())
    })
}

fn load(text: &str) -> Lianliankan {
    Lianliankan::from_board_text(&Params::default(), text, 0).unwrap()
}

fn p(x: usize, y: usize) -> Pos {
    Pos::new(x, y)
}

fn counts(board: &Grid<Option<u8>>) -> BTreeMap<u8, usize> {
    let mut counts = BTreeMap::new();
    for (_, tile) in board.iter() {
        if let Some(picture) = tile {
            *counts.entry(*picture).or_default() += 1;
        }
    }
    counts
}

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
fn adjacent_tiles_join_with_one_segment() {
    let board = grid(&["....", ".11.", "...."]);
    assert_eq!(
        find_path(&board, p(1, 1), p(2, 1)),
        Some(vec![(1, 1), (2, 1)])
    );
    assert_eq!(
        find_path(&board, p(2, 1), p(1, 1)),
        Some(vec![(2, 1), (1, 1)])
    );
    assert_eq!(find_path(&board, p(1, 1), p(1, 1)), None);
}

#[test]
fn straight_line_clear_and_blocked() {
    let clear = grid(&[".....", "1...1", "....."]);
    assert_eq!(
        find_path(&clear, p(0, 1), p(4, 1)),
        Some(vec![(0, 1), (4, 1)])
    );
    // Blocked in the middle: the shortest two-turn detours go round row 0 or row 2;
    // the tie goes to the path that arrives moving up (tried before down).
    let blocked = grid(&[".....", "1.2.1", "....."]);
    assert_eq!(
        find_path(&blocked, p(0, 1), p(4, 1)),
        Some(vec![(0, 1), (0, 2), (4, 2), (4, 1)])
    );
}

#[test]
fn one_turn_l_and_two_turn_z() {
    let l_shape = grid(&["1...", "22..", "....", "..1."]);
    assert_eq!(
        find_path(&l_shape, p(0, 0), p(2, 3)),
        Some(vec![(0, 0), (2, 0), (2, 3)])
    );
    let z_shape = grid(&["12..", "....", "..21"]);
    assert_eq!(
        find_path(&z_shape, p(0, 0), p(3, 2)),
        Some(vec![(0, 0), (0, 1), (3, 1), (3, 2)])
    );
}

#[test]
fn paths_run_through_the_outer_ring() {
    let top_row = grid(&["1221", "3..3"]);
    assert_eq!(
        find_path(&top_row, p(0, 0), p(3, 0)),
        Some(vec![(0, 0), (0, -1), (3, -1), (3, 0)])
    );
    let left_side = grid(&["12.", "2..", "12."]);
    assert_eq!(
        find_path(&left_side, p(0, 0), p(0, 2)),
        Some(vec![(0, 0), (-1, 0), (-1, 2), (0, 2)])
    );
    let bottom_right = grid(&["3.3", "..2", "121"]);
    assert_eq!(
        find_path(&bottom_right, p(2, 2), p(0, 2)),
        Some(vec![(2, 2), (2, 3), (0, 3), (0, 2)])
    );
}

#[test]
fn three_turns_are_too_many() {
    let board = grid(&["12.", "2.2", ".21"]);
    assert_eq!(find_path(&board, p(0, 0), p(2, 2)), None);
    // Once the wall on the right of the first tile is gone, two turns via the ring do.
    let opened = grid(&["1..", "2.2", ".21"]);
    assert_eq!(
        find_path(&opened, p(0, 0), p(2, 2)),
        Some(vec![(0, 0), (3, 0), (3, 2), (2, 2)])
    );
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
        ((20, 20, 36), (20, 20), 12, 32..=34),
        ((5, 3, 3), (5, 2), 3, 2..=4),
        ((2, 2, 9), (2, 2), 2, 2..=2),
        ((6, 4, 5), (6, 4), 5, 4..=6),
    ] {
        let params = Params {
            width,
            height,
            pictures,
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
        let (board, witness) = reshuffle(&stuck, &mut GameRng::from_seed(seed));
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

/// A pair joined with `life` left on the clock.
fn pair_at(a: Pos, b: Pos, life: u32) -> Connect {
    Connect::Pair { a, b, life }
}

#[test]
fn score_uses_tiles_removed_and_the_life_in_the_move() {
    let mut game = load("1 1 2 2\n3 3 4 4\n");
    assert_eq!((game.initial_tiles(), game.life()), (8, 100));
    // (T - R) * life / 200, rounded down.
    game = game.apply(&Connect::pair(p(0, 0), p(1, 0))).unwrap().0;
    assert_eq!(game.score(), 2 * 100 / 200);
    game = game.apply(&pair_at(p(2, 0), p(3, 0), 50)).unwrap().0;
    assert_eq!(game.score(), 1 + 4 * 50 / 200);
    assert_eq!(game.life(), 50, "the state keeps the life of the last move");
    game = game.apply(&pair_at(p(0, 1), p(1, 1), 50)).unwrap().0;
    assert_eq!(game.score(), 2 + 1, "6 * 50 / 200 rounds down to 1");
    game = game.apply(&pair_at(p(2, 1), p(3, 1), 250)).unwrap().0;
    assert_eq!(game.score(), 3 + 4, "life above full counts as full");
    assert!(game.is_over());
    assert_eq!(
        game.status_lines(),
        vec![
            ("score", "7".to_string()),
            ("over", "yes".to_string()),
            ("remaining", "0".to_string())
        ]
    );
}

#[test]
fn time_up_is_a_move_that_ends_the_game() {
    let game = load("1 1\n2 2\n");
    assert!(!game.is_over());
    assert!(matches!(
        game.apply(&pair_at(p(0, 0), p(1, 0), 0)),
        Err(MoveError::Illegal(_))
    ));
    let (game, changes) = game.apply(&Connect::TimeUp).unwrap();
    assert!(changes.is_empty());
    assert_eq!(game.life(), 0);
    assert!(game.is_over());
    assert_eq!(game.remaining(), 4, "time up removes nothing");
    assert_eq!(game.status_lines()[1], ("over", "yes".to_string()));
    assert_eq!(
        game.apply(&Connect::pair(p(0, 0), p(1, 0))),
        Err(MoveError::GameOver)
    );
    assert_eq!(game.apply(&Connect::TimeUp), Err(MoveError::GameOver));
    let mut ui = Selection {
        selected: Some(p(0, 0)),
        ..Selection::default()
    };
    assert_eq!(game.click(&mut ui, p(1, 0)), None);
    assert_eq!(ui.selected, Some(p(0, 0)));
}

#[test]
fn a_click_carries_the_life_the_clock_shows() {
    let game = load("1 1\n2 2\n");
    let mut ui = Selection {
        life: 37,
        ..Selection::default()
    };
    assert_eq!(game.click(&mut ui, p(0, 0)), None);
    let mv = game
        .click(&mut ui, p(1, 0))
        .expect("the second click joins");
    assert_eq!(mv, pair_at(p(0, 0), p(1, 0), 37));
    assert_eq!(mv.to_string(), "0,0-1,0@37");
}

#[test]
fn illegal_moves_say_why() {
    let game = load("1 2 1 .\n2 3 3 .\n");
    let illegal = |mv: Connect| match game.apply(&mv) {
        Err(MoveError::Illegal(why)) => why,
        other => panic!("{mv} gave {other:?}"),
    };
    assert!(illegal(Connect::pair(p(0, 0), p(3, 0))).contains("no tile"));
    assert!(illegal(Connect::pair(p(0, 0), p(0, 0))).contains("itself"));
    assert!(illegal(Connect::pair(p(0, 0), p(1, 0))).contains("different"));
    assert!(illegal(Connect::pair(p(1, 0), p(0, 1))).contains("cannot be joined"));
    assert_eq!(
        game.apply(&Connect::pair(p(0, 0), p(9, 0))),
        Err(MoveError::OffBoard(p(9, 0)))
    );
    let (next, changes) = game.apply(&Connect::pair(p(0, 0), p(2, 0))).unwrap();
    assert_eq!(
        changes,
        vec![
            Change::Connected(vec![(0, 0), (0, -1), (2, -1), (2, 0)]),
            Change::Removed(vec![p(0, 0), p(2, 0)])
        ]
    );
    assert_eq!(next.board_text(), ". 2 . .\n2 3 3 .\n");
}

#[test]
fn clicks_select_deselect_move_and_join() {
    let game = load("1 2 1 .\n2 3 3 .\n. . . .\n");
    let mut ui = Selection::default();
    assert_eq!(game.click(&mut ui, p(0, 0)), None);
    assert_eq!(ui.selected, Some(p(0, 0)));
    assert_eq!(game.click(&mut ui, p(0, 0)), None);
    assert_eq!(ui.selected, None, "clicking the selected tile deselects it");
    game.click(&mut ui, p(0, 0));
    assert_eq!(game.click(&mut ui, p(1, 0)), None);
    assert_eq!(
        ui.selected,
        Some(p(1, 0)),
        "another picture moves the selection"
    );
    assert_eq!(game.click(&mut ui, p(3, 0)), None);
    assert_eq!(ui.selected, Some(p(1, 0)), "empty cells do nothing");
    assert_eq!(game.click(&mut ui, p(5, 5)), None);
    assert_eq!(
        ui.selected,
        Some(p(1, 0)),
        "clicks off the board do nothing"
    );
    assert_eq!(game.click(&mut ui, p(0, 1)), None);
    assert_eq!(
        ui.selected,
        Some(p(0, 1)),
        "same picture but three turns away"
    );
    game.click(&mut ui, p(0, 0));
    assert_eq!(
        game.click(&mut ui, p(2, 0)),
        Some(Connect::pair(p(0, 0), p(2, 0)))
    );
    assert_eq!(ui.selected, None);
    // A selection whose tile is gone counts as none.
    let (next, _) = game.apply(&Connect::pair(p(0, 0), p(2, 0))).unwrap();
    let mut stale = Selection {
        selected: Some(p(0, 0)),
        ..Selection::default()
    };
    assert_eq!(next.click(&mut stale, p(1, 1)), None);
    assert_eq!(stale.selected, Some(p(1, 1)));
    assert_eq!(
        next.click(&mut stale, p(2, 1)),
        Some(Connect::pair(p(1, 1), p(2, 1)))
    );
}

#[test]
fn moves_print_and_parse_as_one_token() {
    let mv = Connect::pair(p(1, 2), p(13, 4));
    assert_eq!(mv.to_string(), "1,2-13,4");
    assert_eq!("1,2-13,4".parse::<Connect>(), Ok(mv));
    assert!("1,2".parse::<Connect>().is_err());
    assert!("1,2-3".parse::<Connect>().is_err());
    assert!("1,2 3,4".parse::<Connect>().is_err());
    let timed = pair_at(p(1, 2), p(13, 4), 42);
    assert_eq!(timed.to_string(), "1,2-13,4@42");
    assert_eq!("1,2-13,4@42".parse::<Connect>(), Ok(timed));
    assert_eq!("timeup".parse::<Connect>(), Ok(Connect::TimeUp));
    assert_eq!(Connect::TimeUp.to_string(), "timeup");
    assert!("1,2-13,4@x".parse::<Connect>().is_err());
}

#[test]
fn board_text_round_trips() {
    let game = Lianliankan::new_game(&Params::default(), 7);
    let text = game.board_text();
    assert_eq!(text.lines().count(), 8);
    let loaded = Lianliankan::from_board_text(&Params::default(), &text, 7).unwrap();
    assert_eq!(loaded.board_text(), text);
    assert_eq!(loaded.cells(), game.cells());
    let sparse = load("# a comment\n12 . 12\n. 3 3\n");
    assert_eq!(sparse.board_text(), "12 . 12\n. 3 3\n");
    assert_eq!(sparse.initial_tiles(), 4);
    assert_eq!(sparse.status_lines()[2], ("remaining", "4".to_string()));
}

#[test]
fn bad_boards_name_line_and_column() {
    let error = |text: &str| Lianliankan::from_board_text(&Params::default(), text, 0).unwrap_err();
    let odd = error("# comment\n1 1 2\n3 3 .\n");
    assert_eq!((odd.line, odd.column), (2, 5));
    assert!(
        odd.message
            .contains("picture 2 appears an odd number of times (1)"),
        "{odd}"
    );
    let odd_three = error("2 1\n2 2\n1 .\n");
    assert_eq!((odd_three.line, odd_three.column), (2, 3));
    assert!(odd_three.message.contains("picture 2"), "{odd_three}");
    let unknown = error("1 x\n1 .\n");
    assert_eq!((unknown.line, unknown.column), (1, 3));
    assert!(unknown.message.contains("unknown tile"));
    assert_eq!(error("1 0\n1 0\n").column, 3);
    assert_eq!(error("1 13\n1 13\n").column, 3);
    let ragged = error("1 1\n2 2 2\n");
    assert_eq!(ragged.line, 2);
    assert!(ragged.message.contains("3 cells"));
    assert!(error("1 1\n").message.contains("2x2 to 20x20"));
    let wide = format!("{}\n", "1 ".repeat(21).trim_end()).repeat(2);
    assert!(error(&wide).message.contains("21x2"));
    let extra = error("1 1\n2 2\nnext: 1\n");
    assert_eq!(extra.line, 3);
}

#[test]
fn hint_is_two_clicks_that_join_a_pair() {
    for seed in 0..10 {
        let mut game = Lianliankan::new_game(&Params::default(), seed);
        while let Some(clicks) = game.hint() {
            let mut ui = Selection::default();
            assert_eq!(clicks.len(), 2);
            assert_eq!(game.click(&mut ui, clicks[0]), None);
            let mv = game
                .click(&mut ui, clicks[1])
                .expect("the second click joins");
            game = game.apply(&mv).unwrap().0;
        }
        assert_eq!(
            game.remaining(),
            0,
            "seed {seed}: no hint only when cleared"
        );
    }
    let mut out_of_time: Lianliankan = load("1 1\n2 2\n");
    assert!(out_of_time.hint().is_some());
    out_of_time = out_of_time.apply(&Connect::TimeUp).unwrap().0;
    assert_eq!(out_of_time.hint(), None);
}
