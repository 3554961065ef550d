//! Params and dealing: clamped sizes and colour counts, the default deal, the palette.

use std::collections::HashSet;

use grid_rules::samegame::{COLOUR_RANGE, PALETTE, Params, SIDE_RANGE, SameGame};
use grid_rules::{Colour, Puzzle};

#[test]
fn params_are_clamped_to_the_player_ranges() {
    assert_eq!(SIDE_RANGE, 5..=30);
    assert_eq!(COLOUR_RANGE, 2..=7);
    let clamp = |width, height, colours| {
        Params {
            width,
            height,
            colours,
            ..Default::default()
        }
        .clamped()
    };
    assert_eq!(
        clamp(1, 100, 0),
        Params {
            width: 5,
            height: 30,
            colours: 2,
            ..Default::default()
        }
    );
    assert_eq!(
        clamp(31, 4, 8),
        Params {
            width: 30,
            height: 5,
            colours: 7,
            ..Default::default()
        }
    );
    assert_eq!(clamp(12, 9, 5), clamp(12, 9, 5).clamped());
    assert_eq!(
        clamp(12, 9, 5),
        Params {
            width: 12,
            height: 9,
            colours: 5,
            ..Default::default()
        }
    );
    // new_game clamps too.
    let state = SameGame::new_game(
        &Params {
            width: 2,
            height: 99,
            colours: 1,
            ..Default::default()
        },
        3,
    );
    assert_eq!((state.cells().width(), state.cells().height()), (5, 30));
    let used: HashSet<Colour> = state.cells().iter().filter_map(|(_, c)| *c).collect();
    assert_eq!(used, HashSet::from([Colour::Red, Colour::Yellow]));
    let state = SameGame::new_game(
        &Params {
            width: 30,
            height: 30,
            colours: 50,
            ..Default::default()
        },
        3,
    );
    let used: HashSet<Colour> = state.cells().iter().filter_map(|(_, c)| *c).collect();
    assert_eq!(
        used,
        HashSet::from(Colour::ALL),
        "7 colours at most, all used"
    );
}

#[test]
fn default_is_fifteen_by_fifteen_with_red_yellow_blue() {
    assert_eq!(
        Params::default(),
        Params {
            width: 15,
            height: 15,
            colours: 3,
            ..Default::default()
        }
    );
    assert_eq!(&PALETTE[..3], &[Colour::Red, Colour::Yellow, Colour::Blue]);
    for seed in 0..10 {
        let state = SameGame::new_game(&Params::default(), seed);
        assert_eq!((state.cells().width(), state.cells().height()), (15, 15));
        assert_eq!(state.remaining(), 225);
        assert_eq!(state.score(), 0);
        let used: HashSet<Colour> = state
            .cells()
            .iter()
            .map(|(_, c)| c.expect("full at start"))
            .collect();
        assert_eq!(
            used,
            HashSet::from([Colour::Red, Colour::Yellow, Colour::Blue])
        );
    }
    let a = SameGame::new_game(&Params::default(), 1);
    assert_eq!(a, SameGame::new_game(&Params::default(), 1));
    assert_ne!(a, SameGame::new_game(&Params::default(), 2));
}

#[test]
fn each_colour_count_uses_the_first_colours_of_the_palette() {
    for colours in 3..=7 {
        let state = SameGame::new_game(
            &Params {
                width: 20,
                height: 20,
                colours,
                ..Default::default()
            },
            11,
        );
        let used: HashSet<Colour> = state.cells().iter().filter_map(|(_, c)| *c).collect();
        let expected: HashSet<Colour> = PALETTE[..colours].iter().copied().collect();
        assert_eq!(used, expected, "{colours} colours");
    }
}
