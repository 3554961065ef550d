//! 连连看's shifting levels: each shift on a hand-worked board with odd sides (the halves'
//! border falls below the middle), a pair joined in a game that slides, reshuffles and
//! deals that stay clearable under every shift, and the levels.

use grid_rules::lianliankan::{
    Clearing, Connect, Levels, Lianliankan, Params, Shift, deal_with_witness, reshuffle,
};
use grid_rules::params::{Choice, Limits};
use grid_rules::rng::GameRng;
use grid_rules::{Change, Puzzle};

use crate::{counts, grid, p, text};

/// A 5x5 board: both halves' borders fall after row and column 1 (5 / 2 = 2 rows and
/// columns in the top and left halves).
const ODD: [&str; 5] = ["1.2.3", ".4...", "5..6.", "..7..", "8...9"];

#[test]
fn every_shift_packs_its_lanes_keeping_the_order() {
    for (shift, expected) in [
        (Shift::None, ODD),
        (Shift::Down, [".....", ".....", "1....", "5.2.3", "84769"]),
        (Shift::Up, ["14263", "5.7.9", "8....", ".....", "....."]),
        (Shift::Left, ["123..", "4....", "56...", "7....", "89..."]),
        (Shift::Right, ["..123", "....4", "...56", "....7", "...89"]),
        (
            Shift::SplitVertical,
            ["142.3", ".....", ".....", "5....", "8.769"],
        ),
        (
            Shift::GatherVertical,
            [".....", "142.3", "5.769", "8....", "....."],
        ),
        (
            Shift::SplitHorizontal,
            ["1..23", "4....", "5...6", "....7", "8...9"],
        ),
        (
            Shift::GatherHorizontal,
            [".123.", ".4...", ".56..", "..7..", ".89.."],
        ),
    ] {
        let mut board = grid(&ODD);
        let motions = shift.apply(&mut board);
        assert_eq!(text(&board), text(&grid(&expected)), "{}", shift.name());
        let mut replayed = grid(&ODD);
        let lifted: Vec<_> = motions
            .iter()
            .map(|motion| replayed[motion.from].take())
            .collect();
        for (motion, tile) in motions.iter().zip(lifted) {
            replayed[motion.to] = tile;
        }
        assert_eq!(replayed, board, "{} reports what moved", shift.name());
    }
}

#[test]
fn even_sides_split_in_the_middle() {
    let mut board = grid(&["1...", "....", "...2", "3..."]);
    Shift::GatherVertical.apply(&mut board);
    assert_eq!(text(&board), text(&grid(&["....", "1...", "3..2", "...."])));
    let mut board = grid(&["1..2", "....", "....", "...."]);
    Shift::GatherHorizontal.apply(&mut board);
    assert_eq!(text(&board), text(&grid(&[".12.", "....", "....", "...."])));
}

fn with_shift(shift: Shift) -> Params {
    Params {
        shift,
        ..Params::default()
    }
}

#[test]
fn a_joined_pair_lets_the_column_fall() {
    let board = "1 2 . .\n3 4 . .\n1 3 . .\n2 4 . .\n";
    let game = Lianliankan::from_board_text(&with_shift(Shift::Down), board, 0).unwrap();
    let (after, changes) = game.apply(&Connect::pair(p(0, 0), p(0, 2))).unwrap();
    assert_eq!(
        text(after.cells()),
        text(&grid(&[".2..", ".4..", "33..", "24.."]))
    );
    assert!(matches!(&changes[2], Change::Packed(motions)
        if motions.len() == 1 && motions[0].from == p(0, 1) && motions[0].to == p(0, 2)));
    assert!(
        after
            .status_lines()
            .contains(&("shift", "down".to_string()))
    );
    let (sideways, changes) = Lianliankan::from_board_text(&with_shift(Shift::Left), board, 0)
        .unwrap()
        .apply(&Connect::pair(p(0, 0), p(0, 2)))
        .unwrap();
    assert_eq!(
        text(sideways.cells()),
        text(&grid(&["2...", "34..", "3...", "24.."]))
    );
    assert!(matches!(&changes[2], Change::Packed(motions) if motions.len() == 2));
}

/// Plays `witness` from `game`, which must never need a reshuffle, to its end.
fn play_witness(mut game: Lianliankan, witness: &[(grid_rules::Pos, grid_rules::Pos)]) -> usize {
    for &(a, b) in witness {
        let (next, changes) = game.apply(&Connect::pair(a, b)).unwrap();
        assert!(!changes.iter().any(|c| matches!(c, Change::Shuffled(_))));
        game = next;
    }
    game.remaining()
}

#[test]
fn deals_and_reshuffles_stay_clearable_under_every_shift() {
    for &shift in Shift::ALL {
        let params = Params {
            width: 9,
            height: 6,
            pictures: 9,
            ..with_shift(shift)
        };
        for seed in 0..20 {
            let (board, witness) = deal_with_witness(&params, &mut GameRng::from_seed(seed));
            let game = Lianliankan::new_game(&params, seed);
            assert_eq!(game.cells(), &board);
            assert_eq!(play_witness(game.clone(), &witness), 0, "{shift:?} {seed}");
            let Clearing::Order(order) = game.clearing(1_000_000) else {
                panic!("{shift:?} seed {seed}: the search finds an order");
            };
            assert_eq!(play_witness(game, &order), 0, "{shift:?} {seed}");
        }
        // Four 2x2 checkerboards: stuck, then rearranged so that this shift clears them.
        let stuck = grid(&["1234", "2143", "5678", "6587"]);
        for seed in 0..10 {
            let (board, witness) = reshuffle(&stuck, shift, &mut GameRng::from_seed(seed));
            assert_eq!(counts(&board), counts(&stuck));
            let game = Lianliankan::from_board_text(&with_shift(shift), &text(&board), 0).unwrap();
            assert_eq!(
                play_witness(game, &witness),
                0,
                "{shift:?} reshuffle {seed}"
            );
        }
    }
}

#[test]
fn a_cleared_level_deals_the_next_with_the_next_shift() {
    let params = Params {
        width: 4,
        height: 4,
        pictures: 2,
        levels: Levels::On,
        ..Params::default()
    };
    let game = Lianliankan::from_board_text(&params, "1 1\n. .\n", 7).unwrap();
    assert_eq!((game.level(), game.shift()), (1, Shift::None));
    let (next, changes) = game
        .apply(&Connect::Pair {
            a: p(0, 0),
            b: p(1, 0),
            life: 60,
        })
        .unwrap();
    assert_eq!(next.score(), 2 * 60 / 200);
    assert_eq!((next.level(), next.shift()), (2, Shift::Down));
    assert_eq!((next.remaining(), next.initial_tiles()), (16, 16));
    assert_eq!(next.life(), 100, "the life bar refills");
    assert!(!next.is_over());
    assert!(matches!(changes.last(), Some(Change::Spawned(tiles)) if tiles.len() == 16));
    assert!(next.status_lines().contains(&("level", "2".to_string())));
    let (over, _) = next.apply(&Connect::TimeUp).unwrap();
    assert!(over.is_over());
    assert_eq!(over.level(), 2);
    // Off, a cleared board ends the game.
    let off = Lianliankan::from_board_text(&Params::default(), "1 1\n. .\n", 7).unwrap();
    let (cleared, _) = off.apply(&Connect::pair(p(0, 0), p(1, 0))).unwrap();
    assert!(cleared.is_over());
    assert!(
        !cleared
            .status_lines()
            .iter()
            .any(|(key, _)| *key == "level")
    );
}

#[test]
fn the_settings_read_and_print_with_their_names() {
    let params: Params = "18x8x36 shift=gather_horizontal levels=on".parse().unwrap();
    assert_eq!(
        (
            params.width,
            params.height,
            params.pictures,
            params.shift,
            params.levels
        ),
        (18, 8, 36, Shift::GatherHorizontal, Levels::On)
    );
    assert_eq!(
        params.to_string(),
        "18x8x36 shift=gather_horizontal levels=on"
    );
    assert_eq!(Params::default().to_string(), "8x8x8");
    for bad in ["8x8x8 shift=sideways", "8x8x8 levels=yes"] {
        assert!(bad.parse::<Params>().is_err(), "{bad}");
    }
    let mut params = Params::default();
    for (name, bad, good) in [
        ("width", "3", "30"),
        ("height", "17", "16"),
        ("pictures", "37", "36"),
    ] {
        assert!(params.set(name, bad).is_err(), "{name}={bad}");
        params.set(name, good).unwrap();
    }
    assert_eq!(params.to_string(), "30x16x36");
    let wrong = "8x8x8 shift=sideways".parse::<Params>().unwrap_err();
    assert!(
        wrong.contains("shift") && wrong.contains("gather_vertical"),
        "{wrong}"
    );
}
