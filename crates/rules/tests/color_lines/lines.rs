//! Lines: five or more of a colour through the moved ball vanish and score.

use grid_rules::color_lines::{ColorLines, line_score, lines_through};
use grid_rules::{Change, Colour, Pos, Puzzle};

use crate::{ball_count, board_with, load, p, removed, sorted, travel};

/// Moves the red ball at (7,7) of an 8 x 8 board to `to`, with `reds` already placed
/// and a blue bystander at (6,6) so a removal never empties the board.
fn complete_line(
    reds: &[(usize, usize)],
    to: Pos,
) -> (ColorLines, ColorLines, Vec<Change<Colour>>) {
    let mut balls: Vec<(usize, usize, char)> = reds.iter().map(|&(x, y)| (x, y, 'R')).collect();
    balls.push((7, 7, 'R'));
    balls.push((6, 6, 'B'));
    let game = load(&board_with(8, &balls, Some("G B Y")));
    let (after, changes) = game.apply(&travel(p(7, 7), to)).unwrap();
    (game, after, changes)
}

#[test]
fn five_in_a_row_vanishes_in_all_four_directions() {
    let cases: [(&[(usize, usize)], Pos); 4] = [
        (&[(0, 0), (1, 0), (2, 0), (3, 0)], p(4, 0)),
        (&[(0, 0), (0, 1), (0, 2), (0, 3)], p(0, 4)),
        (&[(0, 0), (1, 1), (2, 2), (3, 3)], p(4, 4)),
        (&[(4, 0), (3, 1), (2, 2), (1, 3)], p(0, 4)),
    ];
    for (reds, to) in cases {
        let (before, after, changes) = complete_line(reds, to);
        let mut line: Vec<Pos> = reds.iter().map(|&(x, y)| p(x, y)).collect();
        line.push(to);
        assert_eq!(changes.len(), 2, "no spawn after a removal: {changes:?}");
        assert_eq!(changes[1], Change::Removed(sorted(line.clone())));
        assert_eq!(after.score(), 10);
        assert_eq!(ball_count(&after), 1);
        assert_eq!(after.next(), before.next(), "next colours kept");
    }
}

#[test]
fn the_moved_ball_may_sit_in_the_middle_of_the_line() {
    let (_, after, changes) = complete_line(&[(0, 3), (1, 3), (3, 3), (4, 3)], p(2, 3));
    assert_eq!(
        removed(&changes),
        (0..5).map(|x| p(x, 3)).collect::<Vec<_>>()
    );
    assert_eq!(after.score(), 10);
}

#[test]
fn crossing_lines_are_removed_together_counting_the_shared_ball_once() {
    // A plus: row 2 from x=0 and column 4 from y=0 meet at (4,2), where the ball lands.
    let reds = [
        (0, 2),
        (1, 2),
        (2, 2),
        (3, 2),
        (4, 0),
        (4, 1),
        (4, 3),
        (4, 4),
    ];
    let (_, after, changes) = complete_line(&reds, p(4, 2));
    assert_eq!(removed(&changes).len(), 9);
    assert_eq!(after.score(), 42);
    assert_eq!(ball_count(&after), 1);
}

#[test]
fn lines_of_six_and_seven_score_more() {
    let (_, six, changes) = complete_line(&[(0, 0), (1, 0), (2, 0), (4, 0), (5, 0)], p(3, 0));
    assert_eq!(removed(&changes).len(), 6);
    assert_eq!(six.score(), 12);
    let reds = [(0, 0), (1, 0), (2, 0), (4, 0), (5, 0), (6, 0)];
    let (_, seven, changes) = complete_line(&reds, p(3, 0));
    assert_eq!(removed(&changes).len(), 7);
    assert_eq!(seven.score(), 18);
}

#[test]
fn four_in_a_row_removes_nothing_and_the_next_balls_land() {
    let (before, after, changes) = complete_line(&[(0, 0), (1, 0), (2, 0)], p(3, 0));
    assert!(removed(&changes).is_empty());
    assert_eq!(after.score(), 0);
    assert!(matches!(changes[1], Change::Spawned(_)));
    assert_eq!(ball_count(&after), ball_count(&before) + 3);
}

#[test]
fn only_lines_through_the_moved_ball_count() {
    // A line of five blue balls already on the board stays where it is.
    let text = board_with(
        8,
        &[
            (0, 6, 'B'),
            (1, 6, 'B'),
            (2, 6, 'B'),
            (3, 6, 'B'),
            (4, 6, 'B'),
            (7, 7, 'B'),
        ],
        Some("R R R"),
    );
    let game = load(&text);
    let (after, changes) = game.apply(&travel(p(7, 7), p(7, 0))).unwrap();
    assert!(removed(&changes).is_empty());
    assert_eq!(after.score(), 0);
    assert_eq!(after.cells()[p(2, 6)], Some(Colour::Blue));
}

#[test]
fn lines_through_reports_the_balls_on_lines_of_five() {
    let game = load(&board_with(
        8,
        &[
            (0, 0, 'R'),
            (1, 0, 'R'),
            (2, 0, 'R'),
            (3, 0, 'R'),
            (4, 0, 'R'),
            (5, 0, 'G'),
            (0, 1, 'R'),
            (0, 2, 'R'),
            (0, 3, 'R'),
        ],
        None,
    ));
    let board = game.cells();
    assert_eq!(
        lines_through(board, p(2, 0)),
        (0..5).map(|x| p(x, 0)).collect::<Vec<_>>()
    );
    // Column 0 has only four reds, so from (0,0) just the row counts.
    assert_eq!(lines_through(board, p(0, 0)).len(), 5);
    assert!(lines_through(board, p(0, 2)).is_empty());
    assert!(lines_through(board, p(5, 0)).is_empty());
    assert!(lines_through(board, p(7, 7)).is_empty());
    assert_eq!(
        [5, 6, 7, 8, 9].map(line_score),
        [10, 12, 18, 28, 42],
        "10 + 2(n-5)^2"
    );
}
