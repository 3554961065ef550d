//! The text forms: moves as one token, the board text round trip, refused boards.

use grid_rules::Puzzle;
use grid_rules::lianliankan::{Connect, Lianliankan, Params};

use crate::{load, p, pair_at};

#[test]
fn moves_print_and_parse_as_one_token() {
    let mv = Connect::pair(p(1, 2), p(13, 4));
    assert_eq!(mv.to_string(), "1,2-13,4");
    assert_eq!("1,2-13,4".parse::<Connect>(), Ok(mv));
    assert!("1,2".parse::<Connect>().is_err());
    assert!("1,2-3".parse::<Connect>().is_err());
    assert!("1,2 3,4".parse::<Connect>().is_err());
    let timed = pair_at(p(1, 2), p(13, 4), 42);
    assert_eq!(timed.to_string(), "1,2-13,4@42");
    assert_eq!("1,2-13,4@42".parse::<Connect>(), Ok(timed));
    assert_eq!("timeup".parse::<Connect>(), Ok(Connect::TimeUp));
    assert_eq!(Connect::TimeUp.to_string(), "timeup");
    assert!("1,2-13,4@x".parse::<Connect>().is_err());
}

#[test]
fn board_text_round_trips() {
    let game = Lianliankan::new_game(&Params::default(), 7);
    let text = game.board_text();
    assert_eq!(text.lines().count(), 8);
    let loaded = Lianliankan::from_board_text(&Params::default(), &text, 7).unwrap();
    assert_eq!(loaded.board_text(), text);
    assert_eq!(loaded.cells(), game.cells());
    let sparse = load("# a comment\n12 . 12\n. 3 3\n");
    assert_eq!(sparse.board_text(), "12 . 12\n. 3 3\n");
    assert_eq!(sparse.initial_tiles(), 4);
    assert_eq!(sparse.status_lines()[2], ("remaining", "4".to_string()));
}

#[test]
fn bad_boards_name_line_and_column() {
    let error = |text: &str| Lianliankan::from_board_text(&Params::default(), text, 0).unwrap_err();
    let odd = error("# comment\n1 1 2\n3 3 .\n");
    assert_eq!((odd.line, odd.column), (2, 5));
    assert!(
        odd.message
            .contains("picture 2 appears an odd number of times (1)"),
        "{odd}"
    );
    let odd_three = error("2 1\n2 2\n1 .\n");
    assert_eq!((odd_three.line, odd_three.column), (2, 3));
    assert!(odd_three.message.contains("picture 2"), "{odd_three}");
    let unknown = error("1 x\n1 .\n");
    assert_eq!((unknown.line, unknown.column), (1, 3));
    assert!(unknown.message.contains("unknown tile"));
    assert_eq!(error("1 0\n1 0\n").column, 3);
    assert_eq!(error("1 37\n1 37\n").column, 3);
    assert!(Lianliankan::from_board_text(&Params::default(), "1 36\n1 36\n", 0).is_ok());
    let ragged = error("1 1\n2 2 2\n");
    assert_eq!(ragged.line, 2);
    assert!(ragged.message.contains("3 cells"));
    assert!(error("1 1\n").message.contains("2x2 to 30x30"));
    let wide = format!("{}\n", "1 ".repeat(31).trim_end()).repeat(2);
    assert!(error(&wide).message.contains("31x2"));
    let extra = error("1 1\n2 2\nnext: 1\n");
    assert_eq!(extra.line, 3);
}
