//! The `replay` command line as a player or a checker runs it: exact output, and every
//! bad input answered with one error line and exit code 2, never a panic.

use std::process::Command;

/// Runs the program with `args`: exit code, stdout and stderr.
pub(crate) fn run(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_grid-puzzles"))
        .args(args)
        .output()
        .expect("the binary runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn board_file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("grid-puzzles-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

fn assert_one_line_error(args: &[&str], expected: &[&str]) {
    let (code, stdout, stderr) = run(args);
    assert_eq!(code, 2, "{args:?} exits with 2; stderr: {stderr}");
    assert!(stdout.is_empty(), "{args:?} prints nothing on stdout");
    assert_eq!(
        stderr.lines().count(),
        1,
        "{args:?} prints one line: {stderr:?}"
    );
    assert!(!stderr.contains("panicked"), "{args:?} panicked: {stderr}");
    for part in expected {
        assert!(
            stderr.contains(part),
            "{args:?}: {stderr:?} should mention {part:?}"
        );
    }
}

#[test]
fn same_seed_and_clicks_give_identical_output_and_other_seeds_differ() {
    for game in grid_rules::games::GAMES.iter().map(|game| game.id) {
        let clicks = "0,0 1,1 0,0 2,2 3,3 3,3";
        let first = run(&["replay", "--game", game, "--seed", "42", "--moves", clicks]);
        let second = run(&["replay", "--game", game, "--seed", "42", "--moves", clicks]);
        let other = run(&["replay", "--game", game, "--seed", "43", "--moves", clicks]);
        assert_eq!(first.0, 0, "{game}: {}", first.2);
        assert_eq!(first.1, second.1, "{game} is deterministic");
        assert_ne!(first.1, other.1, "{game}: seeds deal different games");
        assert!(
            first.1.contains("\n\nscore: ") && first.1.contains("\nover: "),
            "{game}: {}",
            first.1
        );
    }
}

#[test]
fn replay_prints_the_board_a_blank_line_and_the_status() {
    let path = board_file("same.txt", "# two groups\nR R Y\nB B Y\n");
    let (code, stdout, stderr) = run(&[
        "replay", "--game", "samegame", "--board", &path, "--moves", "0,0",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let (result, game_code) = stdout.split_once("code: ").expect("a code line ends it");
    assert_eq!(result, ". . Y\nB B Y\n\nscore: 0\nover: no\nremaining: 4\n");
    assert!(game_code.starts_with("samegame_") && game_code.ends_with('\n'));
    assert_eq!(game_code.trim_end().lines().count(), 1);
}

#[test]
fn replay_from_a_code_goes_on_where_the_code_stopped() {
    let (_, first, _) = run(&[
        "replay", "--game", "samegame", "--seed", "9", "--moves", "0,0 4,4",
    ]);
    let code = first
        .trim_end()
        .rsplit_once("code: ")
        .unwrap()
        .1
        .to_string();
    let (status, same, stderr) = run(&["replay", "--code", &code]);
    assert_eq!(status, 0, "{stderr}");
    assert_eq!(same, first, "a code replays to exactly its result");
    let (_, more, _) = run(&["replay", "--code", &code, "--moves", "7,7"]);
    let (_, direct, _) = run(&[
        "replay",
        "--game",
        "samegame",
        "--seed",
        "9",
        "--moves",
        "0,0 4,4 7,7",
    ]);
    assert_eq!(more, direct, "moves after a code go on from it");
    let (status, _, stderr) = run(&["replay", "--game", "samegame", "--code", &code]);
    assert_eq!(status, 0, "a matching --game is fine: {stderr}");
    assert_one_line_error(
        &["replay", "--game", "fifteen", "--code", &code],
        &["for samegame, not fifteen"],
    );
    assert_one_line_error(&["replay", "--code", &code, "--seed", "3"], &["--code"]);
    assert_one_line_error(
        &["replay", "--code", "samegame_@@@"],
        &["malformed game code"],
    );
    assert_one_line_error(&["--code", "nope"], &["malformed game code"]);
    let truncated = &code[..code.len() - 6];
    assert_one_line_error(&["--code", truncated], &["malformed game code"]);
}

#[test]
fn bad_inputs_get_one_line_and_exit_code_two() {
    let ragged = board_file("ragged.txt", "R G B\nR G\n");
    let letter = board_file("letter.txt", "R G B\nR X B\n");
    let empty = board_file("empty.txt", "# nothing here\n");
    let big = board_file("big.txt", "R ".repeat(31).trim_end());
    assert_one_line_error(
        &["replay", "--game", "chess", "--moves", "0,0"],
        &["unknown game", "chess"],
    );
    let bad_boards: [(&str, &[&str]); 4] = [
        (&ragged, &["line 2"]),
        (&letter, &["line 2", "column 3"]),
        (&empty, &["no rows"]),
        (&big, &["31x1"]),
    ];
    for (board, expected) in bad_boards {
        assert_one_line_error(
            &[
                "replay", "--game", "samegame", "--board", board, "--moves", "",
            ],
            expected,
        );
    }
    assert_one_line_error(
        &["replay", "--game", "samegame", "--moves", "0,0 15,3"],
        &["click 2", "outside"],
    );
    assert_one_line_error(
        &["replay", "--game", "samegame", "--moves", "0,0 1,y"],
        &["click 2"],
    );
    assert_one_line_error(
        &["replay", "--game", "samegame", "--seed", "x1"],
        &["--seed"],
    );
    assert_one_line_error(
        &[
            "replay",
            "--game",
            "fifteen",
            "--board",
            "/no/such/file",
            "--moves",
            "",
        ],
        &["/no/such/file"],
    );
    assert_one_line_error(&["replay", "--moves", "1,1"], &["--game"]);
    assert_one_line_error(&["--game", "nope"], &["unknown game"]);
    assert_one_line_error(&["--frobnicate"], &["unknown argument"]);
    assert_one_line_error(
        &["--game", "samegame", "--board", &letter],
        &["line 2", "column 3"],
    );
    assert_one_line_error(&["--board", &letter], &["--game"]);
    assert_one_line_error(
        &["probe", "--game", "samegame", "--window", "big"],
        &["unknown argument"],
    );
}

#[test]
fn probe_prints_the_cells_of_a_legal_move() {
    let (code, stdout, stderr) = run(&["probe", "--game", "bubble-breaker", "--seed", "7"]);
    assert_eq!(code, 0, "{stderr}");
    let cells: Vec<&str> = stdout.lines().collect();
    assert_eq!(cells.len(), 2, "select, then burst");
    assert_eq!(cells[0], cells[1]);
    let (_, replayed, _) = run(&[
        "replay",
        "--game",
        "bubble-breaker",
        "--seed",
        "7",
        "--moves",
        &cells.join(" "),
    ]);
    assert!(
        !replayed.contains("score: 0\n"),
        "the clicks burst a group: {replayed}"
    );
}

#[test]
fn solve_prints_moves_that_replay_to_its_score() {
    for game in grid_rules::games::GAMES.iter().map(|game| game.id) {
        // Fifteen's optimal search needs more nodes for its first line than the others.
        let nodes = if game == "fifteen" { "500000" } else { "3000" };
        let (code, stdout, stderr) = run(&[
            "solve",
            "--game",
            game,
            "--seed",
            "3",
            "--seconds",
            "2",
            "--nodes",
            nodes,
            "--moves",
            "12",
            "--threads",
            "1",
        ]);
        assert_eq!(code, 0, "{game}: {stderr}");
        let value = |key: &str| {
            stdout
                .lines()
                .find_map(|line| line.strip_prefix(&format!("{key}: ")))
                .unwrap_or_else(|| panic!("{game}: no {key} line in {stdout}"))
                .to_string()
        };
        let moves = value("moves");
        assert!(!moves.is_empty(), "{game} played");
        let (_, replayed, _) = run(&["replay", "--game", game, "--seed", "3", "--moves", &moves]);
        if game == "color-lines" {
            // Twelve travels of two clicks each were asked for, and the game goes on.
            assert!(
                moves.split(' ').count() == 24 || replayed.contains("over: yes"),
                "{game}: twelve moves or the end: {moves}"
            );
        }
        let replayed_score = replayed
            .lines()
            .find_map(|line| line.strip_prefix("score: "))
            .unwrap();
        assert_eq!(
            replayed_score,
            value("score"),
            "{game}: replay gives the score"
        );
        let (_, json, _) = run(&[
            "solve",
            "--game",
            game,
            "--seed",
            "3",
            "--nodes",
            nodes,
            "--moves",
            "12",
            "--threads",
            "1",
            "--json",
        ]);
        assert!(
            json.starts_with("{\"board\":\"") && json.trim_end().ends_with('}'),
            "{json}"
        );
        assert!(
            json.contains(&format!("\"moves\":\"{moves}\"")),
            "{game}: same line in JSON"
        );
    }
    assert_one_line_error(
        &["solve", "--game", "samegame", "--seconds", "-1"],
        &["--seconds"],
    );
    assert_one_line_error(
        &["solve", "--game", "samegame", "--threads", "0"],
        &["--threads"],
    );
    assert_one_line_error(&["solve", "--moves", "3"], &["--game"]);
}

#[test]
fn set_changes_a_setting_on_every_command_and_bad_settings_get_one_line() {
    // Each bad setting is named with what it takes.
    let cases: [(&[&str], &[&str]); 6] = [
        (
            &["--set", "scoring=most"],
            &["scoring takes n_minus_2, n_minus_1 or fewest", "most"],
        ),
        (
            &["--set", "colours=8"],
            &["colours takes a whole number from 2 to 7", "8"],
        ),
        (
            &["--set", "speed=1"],
            &[
                "there is no setting \"speed\"",
                "width, height, colours, deal or scoring",
            ],
        ),
        (&["--set", "deal"], &["--set \"deal\" is not NAME=VALUE"]),
        (
            &["--set", "width=-3"],
            &["width takes a whole number from 5 to 30"],
        ),
        (&["--set"], &["--set needs a value"]),
    ];
    for command in ["replay", "solve", "probe"] {
        for (set, expected) in &cases {
            let mut args = vec![command, "--game", "samegame"];
            args.extend_from_slice(set);
            assert_one_line_error(&args, expected);
        }
    }
    for (set, expected) in &cases {
        let mut args = vec!["--game", "samegame"];
        args.extend_from_slice(set);
        assert_one_line_error(&args, expected);
    }
    let (_, played, _) = run(&["replay", "--game", "samegame", "--seed", "2", "--moves", ""]);
    let code = played
        .lines()
        .find_map(|l| l.strip_prefix("code: "))
        .unwrap();
    assert_one_line_error(
        &["replay", "--code", code, "--set", "scoring=fewest"],
        &["--code holds its own settings"],
    );
    assert_one_line_error(&["--set", "colours=4"], &["--set needs --game"]);
    assert_one_line_error(
        &["--daily", "samegame", "--set", "colours=4"],
        &["daily puzzle is dealt by the default settings"],
    );
    assert_one_line_error(
        &["review", "--code", code, "--set", "colours=4"],
        &["unknown argument"],
    );
    // Another game's settings are its own.
    assert_one_line_error(
        &["replay", "--game", "fifteen", "--set", "scoring=fewest"],
        &["there is no setting \"scoring\""],
    );
    // Bubble Breaker's styles are named as the original game names them.
    for command in ["replay", "solve", "probe"] {
        assert_one_line_error(
            &[
                command,
                "--game",
                "bubble-breaker",
                "--set",
                "mode=sideways",
            ],
            &[
                "mode takes megashift, standard, continuous or shifter",
                "sideways",
            ],
        );
    }

    // Good settings: fewest-blocks scoring prints the blocks left as the score, and
    // the code carries the mode.
    let (code_exit, out, err) = run(&[
        "replay",
        "--game",
        "samegame",
        "--seed",
        "2",
        "--set",
        "scoring=fewest",
        "--set",
        "colours=4",
        "--moves",
        "",
    ]);
    assert_eq!(code_exit, 0, "{err}");
    assert!(
        out.contains("score: 225\n") && out.contains("remaining: 225\n"),
        "{out}"
    );
    let code = out.lines().find_map(|l| l.strip_prefix("code: ")).unwrap();
    let decoded = grid_rules::code::GameCode::decode(code).unwrap();
    assert_eq!(decoded.params, "15x15x4 scoring=fewest");
}

#[test]
fn solve_in_a_style_without_new_columns_prints_a_whole_line_that_replays_to_its_score() {
    let game = [
        "--game",
        "bubble-breaker",
        "--seed",
        "4",
        "--set",
        "mode=standard",
    ];
    let (code, out, err) = run(&[
        &["solve"][..],
        &game,
        &["--threads", "1", "--nodes", "20000"],
    ]
    .concat());
    assert_eq!(code, 0, "{err}");
    let moves = out.lines().find_map(|l| l.strip_prefix("moves: ")).unwrap();
    let score = out.lines().find_map(|l| l.strip_prefix("score: ")).unwrap();
    let (_, replayed, _) = run(&[&["replay"][..], &game, &["--moves", moves]].concat());
    assert!(
        replayed.contains(&format!("score: {score}\n")),
        "{out}\n{replayed}"
    );
    assert!(
        replayed.contains("over: yes\n"),
        "the line plays to the end: {replayed}"
    );
    assert!(!replayed.contains("incoming:"), "nothing comes in Standard");
}

#[test]
fn solve_clears_clearable_deals_and_its_line_replays_to_an_empty_board() {
    for (seed, colours) in [(1, "3"), (2, "4"), (3, "5")] {
        let set = ["--set", "deal=clearable", "--set"];
        let colours = format!("colours={colours}");
        let mut args = vec!["solve", "--game", "samegame", "--seed", seed_text(seed)];
        args.extend_from_slice(&set);
        args.extend_from_slice(&[&colours, "--threads", "1", "--nodes", "1000000"]);
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{err}");
        assert!(
            out.contains("remaining: 0\n"),
            "{colours} seed {seed}: {out}"
        );
        let moves = out.lines().find_map(|l| l.strip_prefix("moves: ")).unwrap();
        let (_, replayed, _) = run(&[
            "replay",
            "--game",
            "samegame",
            "--seed",
            seed_text(seed),
            "--set",
            "deal=clearable",
            "--set",
            &colours,
            "--moves",
            moves,
        ]);
        assert!(
            replayed.contains("remaining: 0\n"),
            "{colours} seed {seed}: cleared\n{replayed}"
        );
        assert!(replayed.contains("over: yes\n"));
    }
}

fn seed_text(seed: u64) -> &'static str {
    ["0", "1", "2", "3"][seed as usize]
}
