//! Color Lines' review: where the engine would have moved otherwise, and the points its
//! move would have scored at once.

use grid_rules::color_lines::{ColorLines, Params, Travel, line_score};
use grid_rules::review::{Measure, format_report};
use grid_rules::{Change, Pos, Puzzle};

use crate::reviewed;

/// Four reds on the top row and a fifth in the corner that can complete them; a green
/// beside it; only blues come next, so what lands cannot make a line.
const BOARD: &str = "\
R R R R . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . G R
next: B B B
";

fn travel(from: (usize, usize), to: (usize, usize)) -> Travel {
    Travel {
        from: Pos::new(from.0, from.1),
        to: Pos::new(to.0, to.1),
    }
}

#[test]
fn a_quiet_move_where_a_line_was_there_to_take_is_reported_with_what_the_engine_expected() {
    let start = ColorLines::from_board_text(&Params::default(), BOARD, 4).unwrap();
    let complete = travel((7, 7), (4, 0));
    let moves = [travel((6, 7), (0, 7)), complete];
    let report = reviewed(&start, &moves);
    assert_eq!(report.measure, Measure::Choice);

    let quiet = &report.entries[0];
    assert_eq!(quiet.gained, 0);
    assert!(!quiet.agrees);
    assert_eq!(
        quiet.engine.as_ref().unwrap().moves,
        vec![complete],
        "the engine completes the line"
    );
    assert_eq!(
        quiet.engine_clicks,
        Some(vec![Pos::new(7, 7), Pos::new(4, 0)])
    );
    assert_eq!(quiet.before.unwrap().score, line_score(5));
    assert_eq!(quiet.lost, Some(line_score(5)));

    let taken = &report.entries[1];
    assert!(taken.agrees, "the player took the line a move later");
    assert_eq!((taken.gained, taken.lost), (line_score(5), Some(0)));
    assert_eq!(report.differed, vec![1]);
    assert_eq!(report.lost, line_score(5));

    // Each engine line's move scores at once exactly what the line claims.
    let mut at = start.clone();
    for entry in &report.entries {
        let line = entry.engine.as_ref().unwrap();
        assert_eq!((line.moves.len(), line.sure), (1, 1));
        let (after, changes) = at.apply(&line.moves[0]).unwrap();
        let removed_at_once = matches!(changes.get(1), Some(Change::Removed(_)));
        assert_eq!(removed_at_once, line.score > 0);
        if removed_at_once {
            assert_eq!(after.score() - at.score(), line.score);
        }
        at = at.apply(&entry.played).unwrap().0;
    }

    let text = format_report(&report);
    let first = text.lines().next().unwrap();
    assert_eq!(
        first,
        "move 1: played 6,7 0,7; engine 7,7 4,0; lost 10; engine expected 10"
    );
    assert!(
        text.contains("\nmove 2: played 7,7 4,0; engine 7,7 4,0; lost 0\n"),
        "{text}"
    );
    assert!(
        text.ends_with("lost: 10\nengine chose otherwise: moves 1\n"),
        "{text}"
    );
}
