//! The text forms: moves as `x,y`, the board text round trip, and refused boards named
//! where they go wrong.

use grid_rules::fifteen::{Fifteen, Params, Slide};
use grid_rules::{Pos, Puzzle};

use crate::{SOLVED_4, load, load_err};

#[test]
fn moves_print_and_parse_as_x_comma_y() {
    assert_eq!(Slide(Pos::new(2, 3)).to_string(), "2,3");
    assert_eq!("2,3".parse::<Slide>(), Ok(Slide(Pos::new(2, 3))));
    assert!("2".parse::<Slide>().is_err());
    // Sixteen's arrows left of and above the board.
    assert_eq!("-1,2".parse::<Slide>(), Ok(Slide(Pos::new(Pos::BEFORE, 2))));
    assert_eq!(Slide(Pos::new(0, Pos::BEFORE)).to_string(), "0,-1");
}

#[test]
fn board_text_round_trips() {
    let text = "4 1 2\n5 . 3\n7 8 6\n";
    assert_eq!(load(text).board_text(), text);
    let with_comments = "# a board\n1 2 3\n\n4 5 6\n7 . 8\n";
    let game = load(with_comments);
    assert_eq!(game.board_text(), "1 2 3\n4 5 6\n7 . 8\n");
    assert_eq!(game.blank(), Pos::new(1, 2));
    for (width, height) in crate::deals::SHAPES {
        let params = Params {
            width,
            height,
            ..Params::default()
        };
        let dealt = Fifteen::new_game(&params, 5);
        assert_eq!(load(&dealt.board_text()), dealt);
    }
    let wide = load(
        "1 2 3 4 5
6 7 8 9 10
11 12 13 . 14
",
    );
    assert_eq!(
        (wide.width(), wide.height(), wide.blank()),
        (5, 3, Pos::new(3, 2))
    );
    let solved = load(SOLVED_4);
    assert!(solved.is_over());
}

#[test]
fn boards_must_be_3_to_8_each_way() {
    let err = load_err("1 2\n3 .\n");
    assert!(err.message.contains("2x2"), "{err}");
    assert!(err.message.contains("3 to 8"), "{err}");
    let nine: Vec<String> = (0..3)
        .map(|y| {
            (0..9)
                .map(|x| match y * 9 + x + 1 {
                    27 => ".".to_string(),
                    n => n.to_string(),
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let err = load_err(&nine.join("\n"));
    assert!(err.message.contains("9x3"), "{err}");
}

#[test]
fn duplicate_and_out_of_range_tiles_are_named_where_they_are() {
    let err = load_err("1 2 3\n4 2 .\n7 8 6\n");
    assert_eq!((err.line, err.column), (2, 3));
    assert!(err.message.contains("tile 2 appears twice"), "{err}");
    assert!(err.message.contains("line 1, column 3"), "{err}");

    let err = load_err("# comment\n1 2 3\n4 9 .\n7 8 6\n");
    assert_eq!((err.line, err.column), (3, 3));
    assert!(err.message.contains("tile 9 is out of range"), "{err}");

    let err = load_err("1 2 3\n4 0 .\n7 8 6\n");
    assert_eq!((err.line, err.column), (2, 3));

    let err = load_err("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n");
    assert!(err.message.contains("no blank"), "{err}");

    let err = load_err("1 2 3\n. 5 .\n7 8 6\n");
    assert_eq!((err.line, err.column), (2, 5));
    assert!(err.message.contains("blank"), "{err}");

    let err = load_err("1 2 3\n4 x .\n7 8 6\n");
    assert_eq!((err.line, err.column), (2, 3));
    let err = load_err("1 2 3\n4 5 .\n7 8 6\nmoves: 3\n");
    assert_eq!(err.line, 4);
}

#[test]
fn unsolvable_boards_are_refused() {
    let err = load_err("2 1 3\n4 5 6\n7 8 .\n");
    assert!(err.message.contains("cannot be solved"), "{err}");
    let err = load_err("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 .\n");
    assert!(err.message.contains("cannot be solved"), "{err}");
    // On an even side the blank's row counts too: tiles in order with the blank one row
    // up cannot be solved, and swapping two tiles there makes it solvable.
    let err = load_err("1 2 3 4\n5 6 7 8\n9 10 11 .\n12 13 14 15\n");
    assert!(err.message.contains("cannot be solved"), "{err}");
    assert!(!load("1 2 3 4\n5 6 7 8\n9 10 11 .\n12 13 15 14\n").is_over());
}
