//! Every game's hint is a list of clicks that really plays one legal move.

use grid_rules::Puzzle;
use grid_rules::bubble_breaker::BubbleBreaker;
use grid_rules::fifteen::Fifteen;
use grid_rules::games::{GAMES, GameVisitor, with_game};

fn hint_plays_a_move<P: Puzzle>(seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let mut state = P::new_game(&P::Params::default(), seed);
        for _ in 0..30 {
            let Some(clicks) = state.hint() else {
                assert!(
                    state.is_over(),
                    "{}: no hint only when the game is over",
                    P::ID
                );
                break;
            };
            let mut ui = P::Ui::default();
            let (last, first) = clicks.split_last().expect("a hint has clicks");
            for &pos in first {
                assert!(
                    state.click(&mut ui, pos).is_none(),
                    "{}: only the last click moves",
                    P::ID
                );
            }
            let mv = state
                .click(&mut ui, *last)
                .unwrap_or_else(|| panic!("{}: hint {clicks:?} plays no move", P::ID));
            state = state.apply(&mv).expect("the hinted move is legal").0;
        }
    }
}

#[test]
fn hints_play_legal_moves_in_every_game() {
    struct HintPlays;
    impl GameVisitor for HintPlays {
        type Output = ();
        fn visit<P: Puzzle>(self) {
            hint_plays_a_move::<P>(0..20);
        }
    }
    for game in GAMES {
        with_game(game.id, HintPlays).expect("a game of the list");
    }
}

#[test]
fn a_finished_game_has_no_hint() {
    let stuck = BubbleBreaker::from_board_text(&Default::default(), "R G\nG R\n", 0).unwrap();
    assert_eq!(stuck.hint(), None);
    let solved = Fifteen::from_board_text(&Default::default(), "1 2 3\n4 5 6\n7 8 .\n", 0).unwrap();
    assert_eq!(solved.hint(), None);
}
