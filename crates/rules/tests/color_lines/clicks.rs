//! Clicks: select a ball, select another, move it, or shake at a walled-in cell.

use grid_rules::Puzzle;
use grid_rules::color_lines::Selection;

use crate::{board_with, load, p, travel};

#[test]
fn clicks_select_reselect_and_move() {
    let game = load(&board_with(
        5,
        &[(0, 0, 'B'), (2, 2, 'R'), (3, 4, 'G'), (4, 3, 'G')],
        None,
    ));
    let mut ui = Selection::default();
    assert_eq!(
        game.click(&mut ui, p(1, 1)),
        None,
        "empty cell, nothing selected"
    );
    assert_eq!(ui, Selection::default());

    assert_eq!(game.click(&mut ui, p(0, 0)), None);
    assert_eq!(ui.selected, Some(p(0, 0)));
    assert_eq!(game.click(&mut ui, p(0, 0)), None);
    assert_eq!(
        ui.selected,
        Some(p(0, 0)),
        "clicking the selected ball keeps it"
    );
    assert_eq!(game.click(&mut ui, p(2, 2)), None);
    assert_eq!(
        ui.selected,
        Some(p(2, 2)),
        "another ball is selected instead"
    );

    assert_eq!(game.click(&mut ui, p(4, 4)), None, "walled in");
    assert_eq!(
        ui,
        Selection {
            selected: Some(p(2, 2)),
            unreachable: Some(p(4, 4)),
        }
    );
    assert_eq!(game.click(&mut ui, p(3, 4)), None);
    assert_eq!(ui.unreachable, None, "every click clears the shake");
    assert_eq!(ui.selected, Some(p(3, 4)));

    assert_eq!(game.click(&mut ui, p(0, 4)), Some(travel(p(3, 4), p(0, 4))));
    assert_eq!(ui, Selection::default());
}

#[test]
fn a_selection_whose_ball_has_gone_is_forgotten() {
    let game = load(&board_with(5, &[(0, 0, 'B')], None));
    let mut ui = Selection {
        selected: Some(p(3, 3)),
        unreachable: None,
    };
    assert_eq!(game.click(&mut ui, p(1, 1)), None);
    assert_eq!(ui, Selection::default());
}
