//! Clicks and refused moves: select, deselect, move the selection, join; the hint's two
//! clicks; illegal moves say why.

use grid_rules::lianliankan::{Connect, Lianliankan, Params, Selection};
use grid_rules::{Change, MoveError, Puzzle};

use crate::{load, p};

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
