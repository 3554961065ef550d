//! The text forms: moves, the board with its `next:` line, refused boards, replays.

use grid_rules::color_lines::{ColorLines, Params, Travel};
use grid_rules::{Colour, Puzzle};

use crate::{board_with, load, p, travel};

#[test]
fn moves_print_and_parse() {
    let mv = travel(p(1, 2), p(7, 0));
    assert_eq!(mv.to_string(), "1,2-7,0");
    assert_eq!("1,2-7,0".parse::<Travel>(), Ok(mv));
    assert!("1,2".parse::<Travel>().is_err());
    assert!("1,2-x,0".parse::<Travel>().is_err());
}

#[test]
fn board_text_round_trips_with_the_next_line() {
    let text = "\
# a position
R . . . . . . .
. G . . . . . .
. . Y . . . . .
. . . B . . . .
. . . . P . . .
. . . . . C . .
. . . . . . O .
. . . . . . . R

next: C O R
";
    let game = load(text);
    assert_eq!(game.next(), [Colour::Cyan, Colour::Orange, Colour::Red]);
    let rows: String = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty() && !l.starts_with("next"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(game.board_text(), rows);
    assert_eq!(
        game.status_lines(),
        vec![
            ("score", "0".to_string()),
            ("over", "no".to_string()),
            ("next", "C O R".to_string()),
        ]
    );
    let again = load(&format!("{}next: C O R\n", game.board_text()));
    assert_eq!(again, game);
}

#[test]
fn without_a_next_line_the_seed_draws_the_next_colours() {
    let text = board_with(6, &[(0, 0, 'R')], None);
    let a = ColorLines::from_board_text(&Params::default(), &text, 3).unwrap();
    let b = ColorLines::from_board_text(&Params::default(), &text, 3).unwrap();
    assert_eq!(a.next().len(), 3);
    assert_eq!(a, b);
    let others: Vec<ColorLines> = (4..10)
        .map(|seed| ColorLines::from_board_text(&Params::default(), &text, seed).unwrap())
        .collect();
    assert!(others.iter().any(|other| other.next() != a.next()));
}

#[test]
fn bad_boards_are_refused_naming_line_and_column() {
    let five = board_with(5, &[], None);
    let err = |text: &str| ColorLines::from_board_text(&Params::default(), text, 0).unwrap_err();

    let e = err(&format!("{five}next: R G\n"));
    assert_eq!((e.line, e.column), (6, 7));
    assert!(e.message.contains("3"), "{e}");
    let e = err(&format!("{five}next: R X B\n"));
    assert_eq!((e.line, e.column), (6, 9));
    assert!(e.to_string().starts_with("line 6, column 9:"), "{e}");
    let e = err(&format!("{five}next: R G B Y\n"));
    assert_eq!(e.line, 6);
    let e = err(&format!("{five}next:\n"));
    assert_eq!(e.line, 6);
    let e = err(&format!("{five}next: R G B\nnext: R G B\n"));
    assert_eq!(e.line, 7);
    let e = err(&format!("{five}colour: R\n"));
    assert_eq!(e.line, 6);

    let e = err(&board_with(4, &[], None));
    assert_eq!(e.line, 1);
    assert!(e.message.contains("4x4"), "{e}");
    assert!(err(&board_with(21, &[], None)).message.contains("21x21"));
    let e = err(&board_with(16, &[], None));
    assert!(e.message.contains("5 to 15 rows high"), "{e}");
    // Rectangles load (Five or More's boards are 20 wide and 15 high).
    let wide = ". . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . R\n";
    let game = ColorLines::from_board_text(&Params::default(), wide, 0).unwrap();
    assert_eq!((game.cells().width(), game.cells().height()), (6, 5));

    let e = err(". . . . .\n. . . . .\n. . Z . .\n. . . . .\n. . . . .\n");
    assert_eq!((e.line, e.column), (3, 5));
}

#[test]
fn replay_prints_the_board_and_the_next_colours() {
    let text = "\
R R R R . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . . . B .
. . . . . . . R
next: G B Y
";
    let clicks = [p(7, 7), p(4, 0)];
    let out = grid_rules::replay::run::<ColorLines>(
        grid_rules::replay::Start::Board {
            name: "b.txt",
            text,
            seed: 0,
            set: &[],
        },
        &clicks,
    )
    .unwrap();
    assert!(out.starts_with(". . . . . . . .\n"), "{out}");
    assert!(
        out.contains("\nscore: 10\nover: no\nnext: G B Y\ncode: color-lines_"),
        "{out}"
    );
}
