//! Clicks and the selection: the first click selects a group, the second bursts it.

use grid_rules::bubble_breaker::{BubbleBreaker, Burst, Selection};
use grid_rules::replay::replay;
use grid_rules::{Pos, Puzzle};

use crate::common::lines;
use crate::load;

const CLICK_BOARD: [&str; 3] = ["R R G .", "B R G Y", "B Y P P"];

fn click(state: &BubbleBreaker, ui: &mut Selection, x: usize, y: usize) -> Option<Burst> {
    state.click(ui, Pos::new(x, y))
}

#[test]
fn first_click_selects_a_group_and_shows_its_value() {
    let state = load(&lines(&CLICK_BOARD));
    let mut ui = Selection::default();
    assert_eq!(click(&state, &mut ui, 1, 1), None);
    assert_eq!(
        ui.group,
        vec![Pos::new(0, 0), Pos::new(1, 0), Pos::new(1, 1)]
    );
    assert_eq!(ui.clicked, Some(Pos::new(1, 1)));
    assert_eq!(ui.value(), 6);
}

#[test]
fn second_click_on_the_selected_group_bursts_it() {
    let state = load(&lines(&CLICK_BOARD));
    let mut ui = Selection::default();
    assert_eq!(click(&state, &mut ui, 1, 1), None);
    // Any ball of the group will do, not only the one first clicked.
    assert_eq!(click(&state, &mut ui, 0, 0), Some(Burst(Pos::new(0, 0))));
    assert_eq!(ui, Selection::default(), "a burst clears the selection");
    let (next, _) = state.apply(&Burst(Pos::new(0, 0))).unwrap();
    assert_eq!(next.score(), 6);
}

#[test]
fn click_elsewhere_reselects_or_clears() {
    let state = load(&lines(&CLICK_BOARD));
    let mut ui = Selection::default();
    click(&state, &mut ui, 0, 0);
    // Another group of two: re-selected.
    assert_eq!(click(&state, &mut ui, 0, 2), None);
    assert_eq!(ui.group, vec![Pos::new(0, 1), Pos::new(0, 2)]);
    assert_eq!(ui.clicked, Some(Pos::new(0, 2)));
    assert_eq!(ui.value(), 2);
    // A ball of the old group now just selects it again, it does not burst.
    assert_eq!(click(&state, &mut ui, 1, 0), None);
    assert_eq!(ui.group.len(), 3);
    // A lone ball clears.
    assert_eq!(click(&state, &mut ui, 1, 2), None);
    assert_eq!(ui, Selection::default());
    // Select, then an empty cell clears.
    click(&state, &mut ui, 2, 0);
    assert_eq!(ui.group, vec![Pos::new(2, 0), Pos::new(2, 1)]);
    assert_eq!(click(&state, &mut ui, 3, 0), None);
    assert_eq!(ui, Selection::default());
    // Select, then off the board clears.
    click(&state, &mut ui, 2, 2);
    assert_eq!(ui.group, vec![Pos::new(2, 2), Pos::new(3, 2)]);
    assert_eq!(click(&state, &mut ui, 9, 9), None);
    assert_eq!(ui, Selection::default());
}

#[test]
fn a_lone_ball_is_never_selected_and_never_bursts() {
    let state = load(&lines(&CLICK_BOARD));
    let mut ui = Selection::default();
    for _ in 0..3 {
        assert_eq!(click(&state, &mut ui, 3, 1), None);
        assert!(ui.group.is_empty());
        assert_eq!(ui.clicked, None);
    }
}

#[test]
fn clicks_after_game_over_do_nothing() {
    let state = load(&lines(&["R G R", "G . G", "R G R"]));
    assert!(state.is_over());
    let mut ui = Selection::default();
    for pos in state.cells().positions() {
        assert_eq!(state.click(&mut ui, pos), None);
        assert_eq!(ui, Selection::default());
    }
    // Even a stale selection cannot burst once the game is over.
    let mut stale = Selection {
        group: vec![Pos::new(0, 0), Pos::new(1, 0)],
        clicked: Some(Pos::new(0, 0)),
    };
    assert_eq!(state.click(&mut stale, Pos::new(0, 0)), None);
    let text = lines(&["R G R", "G . G", "R G R"]);
    let board = Some(("over.txt", text.as_str()));
    let untouched = replay("bubble-breaker", 0, board, "").unwrap();
    let clicked = replay("bubble-breaker", 0, board, "0,0 0,0 1,0 1,0 2,2").unwrap();
    assert_eq!(untouched, clicked);
}

#[test]
fn replay_select_then_burst_takes_two_clicks() {
    let text = lines(&CLICK_BOARD);
    let board = Some(("b.txt", text.as_str()));
    let one = replay("bubble-breaker", 0, board, "1,1").unwrap();
    assert!(one.starts_with(&text), "one click only selects:\n{one}");
    assert!(one.contains("score: 0\n"));
    let two = replay("bubble-breaker", 0, board, "1,1 0,0").unwrap();
    assert!(two.contains("score: 6\n"), "{two}");
    let lone_then_group = replay("bubble-breaker", 0, board, "3,1 1,1").unwrap();
    assert_eq!(lone_then_group, one);
}
