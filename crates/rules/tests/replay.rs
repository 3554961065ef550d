//! The windowless `replay` runner for Bubble Breaker and SameGame: output format, --board input, and error messages.

use grid_rules::Pos;
use grid_rules::replay::{find_game, parse_clicks};

/// `replay`'s output without its last line, the game code (tests/code.rs checks codes);
/// every output must end with one.
fn replay(
    game: &str,
    seed: u64,
    board: Option<(&str, &str)>,
    moves: &str,
) -> Result<String, String> {
    let output = grid_rules::replay::replay(game, seed, board, moves)?;
    let (rest, code) = output
        .trim_end_matches('\n')
        .rsplit_once('\n')
        .unwrap_or_else(|| panic!("no code line in:\n{output}"));
    assert!(code.starts_with(&format!("code: {game}_")), "{output}");
    Ok(format!("{rest}\n"))
}

fn lines(rows: &[&str]) -> String {
    rows.iter().map(|row| format!("{row}\n")).collect()
}

fn run_board(game: &str, text: &str, moves: &str) -> Result<String, String> {
    replay(game, 0, Some(("board.txt", text)), moves)
}

/// `run_board` with one setting given as `--set` gives it (`mode=standard`).
fn run_board_set(game: &str, text: &str, moves: &str, setting: &str) -> Result<String, String> {
    let (name, value) = setting.split_once('=').expect("NAME=VALUE");
    let set = [(name.to_string(), value.to_string())];
    let start = grid_rules::replay::Start::Board {
        name: "board.txt",
        text,
        seed: 0,
        set: &set,
    };
    grid_rules::replay::replay_from(game, start, moves)
}

fn error(game: &str, text: &str, moves: &str) -> String {
    run_board(game, text, moves).expect_err("input should be refused")
}

/// The board part and the `key: value` part of a replay output.
fn split_output(output: &str) -> (Vec<&str>, Vec<&str>) {
    let (board, status) = output
        .split_once("\n\n")
        .unwrap_or_else(|| panic!("no blank line in:\n{output}"));
    assert!(output.ends_with('\n'));
    (board.lines().collect(), status.lines().collect())
}

// ---------------------------------------------------------------------------------
// Output format.

#[test]
fn samegame_output_is_board_blank_line_then_score_over_remaining() {
    let board = lines(&["R R Y", "Y B B", "B Y Y"]);
    let expected = lines(&[
        ". . .",
        "Y . .",
        "B . .",
        "",
        "score: 1",
        "over: yes",
        "remaining: 2",
    ]);
    assert_eq!(
        run_board("samegame", &board, "0,0 1,1 2,2").unwrap(),
        expected
    );
    // Clicks after the game is over change nothing.
    assert_eq!(
        run_board("samegame", &board, "0,0 1,1 2,2 0,1 0,2 1,1").unwrap(),
        expected
    );
    // Lone blocks and empty cells do nothing.
    assert_eq!(
        run_board("samegame", &board, "1,0 0,2 0,0 2,0 1,1 0,0 2,2").unwrap(),
        expected
    );
    let untouched = run_board("samegame", &board, "").unwrap();
    assert_eq!(
        untouched,
        format!("{board}\nscore: 0\nover: no\nremaining: 9\n")
    );
}

#[test]
fn samegame_board_input_ignores_the_seed_and_comments() {
    let board = "# a comment\nR R Y\n\nY B B\n# another\nB Y Y\n";
    let a = replay("samegame", 0, Some(("b.txt", board)), "0,0").unwrap();
    let b = replay("samegame", 12345, Some(("b.txt", board)), "0,0").unwrap();
    assert_eq!(a, b);
    assert_eq!(
        a,
        lines(&[
            ". . Y",
            "Y B B",
            "B Y Y",
            "",
            "score: 0",
            "over: no",
            "remaining: 7"
        ])
    );
}

#[test]
fn bubble_breaker_output_has_score_and_over() {
    let board = lines(&["R R", "G B"]);
    // The column that comes next is dealt ahead and shown, bottom first (two high here).
    let start = run_board("bubble-breaker", &board, "").unwrap();
    let (_, status) = split_output(&start);
    assert_eq!(status[..2], ["score: 0", "over: no"]);
    let incoming = status[2]
        .strip_prefix("incoming: ")
        .expect("an incoming line");
    assert_eq!(incoming.split(' ').count(), 2, "{incoming}");
    // Select then burst: the R pair is worth 2; the bottom row stays full, so no column
    // comes and the same one still waits.
    let output = run_board("bubble-breaker", &board, "0,0 1,0").unwrap();
    let (rows, status) = split_output(&output);
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[1], "G B", "the bottom row stays");
    assert_eq!(status[0], "score: 2");
    assert!(status[1] == "over: yes" || status[1] == "over: no");
    assert_eq!(status[2], format!("incoming: {incoming}"));
    assert_eq!(status.len(), 3);
    // Styles that bring no column print none.
    let standard = run_board_set("bubble-breaker", &board, "", "mode=standard").unwrap();
    let (_, status) = split_output(&standard);
    assert_eq!(status[..2], ["score: 0", "over: no"]);
    assert!(status[2].starts_with("code: "), "{status:?}");
}

#[test]
fn seeded_deals_print_full_boards() {
    let output = replay("samegame", 0, None, "").unwrap();
    let (rows, status) = split_output(&output);
    assert_eq!(rows.len(), 15);
    for row in &rows {
        let cells: Vec<&str> = row.split(' ').collect();
        assert_eq!(cells.len(), 15, "{row}");
        assert!(cells.iter().all(|c| ["R", "Y", "B"].contains(c)), "{row}");
    }
    assert_eq!(status[0], "score: 0");
    assert!(status[1].starts_with("over: "));
    assert_eq!(status[2], "remaining: 225");

    let output = replay("bubble-breaker", 0, None, "").unwrap();
    let (rows, status) = split_output(&output);
    assert_eq!(rows.len(), 11);
    assert_eq!(
        rows[0], "B Y Y Y P B P B B Y R",
        "golden first row of seed 0"
    );
    assert!(rows.iter().all(|row| row.split(' ').count() == 11));
    assert_eq!(status[..2], ["score: 0", "over: no"]);
    assert!(status[2].starts_with("incoming: "), "{status:?}");
    assert_ne!(output, replay("bubble-breaker", 1, None, "").unwrap());
}

#[test]
fn the_output_can_be_loaded_again_as_a_board() {
    let board = lines(&["R R Y", "Y B B", "B Y Y"]);
    let output = run_board("samegame", &board, "0,0").unwrap();
    let (rows, _) = split_output(&output);
    let again = lines(&rows);
    assert_eq!(
        run_board("samegame", &again, "1,1").unwrap(),
        run_board("samegame", &board, "0,0 1,1").unwrap()
    );
}

// ---------------------------------------------------------------------------------
// Errors: what and where.

#[test]
fn unknown_game_is_named() {
    let err = replay("tetris", 0, None, "").unwrap_err();
    assert!(err.contains("tetris"), "{err}");
    assert!(
        err.contains("samegame") && err.contains("bubble-breaker"),
        "{err}"
    );
    assert!(find_game("SameGame").is_err(), "names are exact");
    assert_eq!(find_game("samegame").unwrap().title, "SameGame");
    assert_eq!(find_game("bubble-breaker").unwrap().title, "Bubble Breaker");
}

#[test]
fn ragged_rows_name_the_file_and_line() {
    for game in ["samegame", "bubble-breaker"] {
        let err = error(game, "R G B\n# comment\nR G\n", "");
        assert!(err.contains("board.txt"), "{err}");
        assert!(err.contains("line 3"), "{err}");
        let err = error(game, "R G\nG R\nR G B\n", "");
        assert!(err.contains("line 3"), "{err}");
    }
}

#[test]
fn unknown_letters_name_line_and_column() {
    for game in ["samegame", "bubble-breaker"] {
        let err = error(game, "R G B\nR X B\n", "");
        assert!(err.contains("board.txt"), "{err}");
        assert!(err.contains("line 2, column 3"), "{err}");
        assert!(err.contains("\"X\""), "names the token: {err}");
        let err = error(game, "R G B\nR G B\nR G r\n", "");
        assert!(err.contains("line 3, column 5"), "{err}");
        let err = error(game, "\nR G B\nR G 7\n", "");
        assert!(err.contains("line 3, column 5"), "{err}");
        let err = error(game, "R  G\nR G\n", "");
        assert!(err.contains("line 1, column 3"), "doubled space: {err}");
    }
}

#[test]
fn clicks_outside_the_board_name_the_click() {
    let board = lines(&["R R Y", "Y B B", "B Y Y"]);
    for game in ["samegame", "bubble-breaker"] {
        let err = error(game, &board, "0,0 1,1 3,0");
        assert!(err.contains("click 3"), "{err}");
        assert!(err.contains("3,0"), "{err}");
        let err = error(game, &board, "0,3");
        assert!(err.contains("click 1"), "{err}");
    }
    let err = replay("samegame", 0, None, "14,14 15,0").unwrap_err();
    assert!(err.contains("click 2"), "{err}");
    assert!(err.contains("15x15"), "{err}");
    let err = replay("bubble-breaker", 0, None, "0,0 0,0 0,11").unwrap_err();
    assert!(err.contains("click 3"), "{err}");
}

#[test]
fn bad_numbers_in_clicks_name_the_click() {
    let board = lines(&["R R Y", "Y B B", "B Y Y"]);
    for (moves, index) in [
        ("0,0 a,1", "click 2"),
        ("-1,0", "click 1"),
        ("0,0 1,1 2", "click 3"),
        ("0,0 1,x", "click 2"),
        ("1,1,1", "click 1"),
        ("0,0 0,0 0,0 ,", "click 4"),
    ] {
        let err = error("samegame", &board, moves);
        assert!(err.contains(index), "{moves:?}: {err}");
        let err = error("bubble-breaker", &board, moves);
        assert!(err.contains(index), "{moves:?}: {err}");
    }
    assert_eq!(
        parse_clicks(" 1,2   3,4 ").unwrap(),
        vec![Pos::new(1, 2), Pos::new(3, 4)]
    );
}

#[test]
fn wrong_sizes_are_refused_with_the_size() {
    let row31 = vec!["R"; 31].join(" ");
    let big: String = (0..31).map(|_| format!("{row31}\n")).collect();
    let err = error("samegame", &big, "");
    assert!(err.contains("31x31"), "{err}");
    assert!(err.contains("board.txt"), "{err}");
    let wide = format!("{row31}\n{row31}\n");
    let err = error("samegame", &wide, "");
    assert!(err.contains("31x2"), "{err}");
    let err = error("bubble-breaker", &big, "");
    assert!(err.contains("31x31"), "{err}");
    // Bubble Breaker needs two rows (a dealt column is at least two high).
    let err = error("bubble-breaker", "R G B\n", "");
    assert!(err.contains("3x1"), "{err}");
    // The largest board is fine.
    let row30 = vec!["R"; 30].join(" ");
    let max: String = (0..30).map(|_| format!("{row30}\n")).collect();
    let output = run_board("samegame", &max, "0,0").unwrap();
    assert!(
        output.ends_with("\n\nscore: 807404\nover: yes\nremaining: 0\n"),
        "(900-2)^2 + 1000:\n{output}"
    );
}

#[test]
fn empty_boards_are_refused() {
    for game in ["samegame", "bubble-breaker"] {
        for text in ["", "\n\n", "# only a comment\n", "   \n"] {
            let err = error(game, text, "");
            assert!(err.contains("no rows"), "{text:?}: {err}");
            assert!(err.contains("board.txt"), "{err}");
        }
    }
}

#[test]
fn key_value_lines_are_refused_in_boards_of_these_games() {
    let err = error("samegame", "R G\nG R\nnext: R G B\n", "");
    assert!(err.contains("line 3"), "{err}");
    assert!(err.contains("next"), "{err}");
    let err = error("bubble-breaker", "R G\nG R\nscore: 5\n", "");
    assert!(err.contains("line 3"), "{err}");
}

/// Settings each in range that the game would not play as given are refused with what it
/// would play, rather than played changed.
#[test]
fn settings_the_game_would_change_are_refused_with_the_nearest_it_deals() {
    use grid_rules::lianliankan::Lianliankan;
    use grid_rules::replay::params_set;
    use grid_rules::samegame::SameGame;
    let set = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(name, value)| (name.to_string(), value.to_string()))
            .collect()
    };
    let odd = params_set::<Lianliankan>(&set(&[("width", "5"), ("height", "5")])).unwrap_err();
    assert_eq!(
        odd,
        "Lianliankan does not deal width=5 height=5 pictures=8 as given; the nearest it deals \
         is width=5 height=4 pictures=8"
    );
    let crowded =
        params_set::<Lianliankan>(&set(&[("width", "4"), ("height", "4"), ("pictures", "36")]))
            .unwrap_err();
    assert!(
        crowded.ends_with("is width=4 height=4 pictures=8"),
        "{crowded}"
    );
    let two_colours =
        params_set::<SameGame>(&set(&[("deal", "clearable"), ("colours", "2")])).unwrap_err();
    assert!(two_colours.ends_with("colours=3"), "{two_colours}");
    // What the game deals as given passes unchanged.
    let wide = params_set::<Lianliankan>(&set(&[("width", "18"), ("height", "8")])).unwrap();
    assert_eq!((wide.width, wide.height), (18, 8));
}
