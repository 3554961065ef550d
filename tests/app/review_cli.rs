//! The command line's `daily` and `review`: the same date gives the same board and code,
//! bad input gets one line and exit code 2, and a review prints a line per move whose
//! engine lines replay through `replay` to what they claim.

use grid_rules::code::GameCode;
use grid_rules::daily::{Date, daily_seed};

use crate::cli::run;

fn day(text: &str) -> Date {
    text.parse().unwrap()
}

/// The value after `name: ` on a line of `output`.
fn field<'a>(output: &'a str, name: &str) -> &'a str {
    let prefix = format!("{name}: ");
    output
        .lines()
        .find_map(|line| line.strip_prefix(prefix.as_str()))
        .unwrap_or_else(|| panic!("no {name}: in {output}"))
}

#[test]
fn the_command_line_prints_the_same_daily_code_for_a_date_and_refuses_bad_input() {
    let (code, first, _) = run(&["daily", "--game", "samegame", "--date", "2026-12-01"]);
    assert_eq!(code, 0);
    let (_, again, _) = run(&["daily", "--game", "samegame", "--date", "2026-12-01"]);
    assert_eq!(first, again, "the same date, the same board and code");
    let daily = GameCode::decode(field(&first, "code")).unwrap();
    assert_eq!(daily.seed, daily_seed("samegame", day("2026-12-01")));
    let (_, other, _) = run(&["daily", "--game", "samegame", "--date", "2026-12-02"]);
    assert_ne!(first, other);
    let (_, played, _) = run(&[
        "replay", "--game", "samegame", "--seed", "3", "--moves", "5,14",
    ]);
    let played = field(&played, "code").to_string();
    for (args, says) in [
        (
            &["daily", "--game", "samegame", "--date", "2026-13-01"][..],
            "month",
        ),
        (
            &["daily", "--game", "samegame", "--date", "yesterday"][..],
            "date",
        ),
        (&["daily", "--game", "nosuch"][..], "unknown game"),
        (&["review", "--code", "nonsense"][..], "malformed game code"),
        (
            &["review", "--game", "fifteen", "--code", played.as_str()][..],
            "not fifteen",
        ),
        (
            &["review", "--code", played.as_str(), "--seconds", "soon"][..],
            "seconds",
        ),
    ] {
        let (code, stdout, stderr) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(stdout.is_empty());
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
}

/// Reviews the game `game` seeded `seed` after `clicks`, and checks every line: one per
/// move, and each engine line, played through `replay` from the position before its
/// move, scores what it claims (`moves` is Fifteen's line length: it solves the board).
fn check_review(game: &str, seed: &str, clicks: &[&str], moves: usize) -> String {
    let replay = |clicks: &[&str]| {
        let joined = clicks.join(" ");
        let (code, out, err) = run(&["replay", "--game", game, "--seed", seed, "--moves", &joined]);
        assert_eq!(code, 0, "{joined}: {err}");
        out
    };
    let played = replay(clicks);
    let (code, review, stderr) = run(&[
        "review",
        "--code",
        field(&played, "code"),
        "--seconds",
        "0.3",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let lines: Vec<&str> = review.lines().filter(|l| l.starts_with("move ")).collect();
    assert_eq!(lines.len(), moves, "{review}");
    let mut before: Vec<&str> = Vec::new();
    let mut lines_checked = 0;
    for (index, line) in lines.iter().enumerate() {
        assert!(
            line.starts_with(&format!("move {}: played ", index + 1)),
            "{line}"
        );
        assert!(
            line.contains("; engine ") && line.contains("; lost "),
            "{line}"
        );
        let played_clicks = line
            .split("played ")
            .nth(1)
            .and_then(|rest| rest.split(';').next())
            .unwrap();
        if let Some(rest) = line.split("; line ").nth(1) {
            let (clicks, worth) = rest.split_once(" (").unwrap();
            let worth: u64 = worth.split(')').next().unwrap().parse().unwrap();
            let mut all = before.clone();
            all.extend(clicks.split(' '));
            let after_line = replay(&all);
            if game == "fifteen" {
                assert_eq!(field(&after_line, "solved"), "yes", "{line}");
                let start: u64 = field(&replay(&before), "moves").parse().unwrap();
                let end: u64 = field(&after_line, "moves").parse().unwrap();
                assert_eq!(end - start, worth, "{line}: the line's length");
            } else {
                let start: u64 = field(&replay(&before), "score").parse().unwrap();
                let end: u64 = field(&after_line, "score").parse().unwrap();
                assert_eq!(end - start, worth, "{line}: the line's points");
            }
            lines_checked += 1;
        }
        before.extend(played_clicks.split(' '));
    }
    assert!(lines_checked > 0, "some engine line was printed: {review}");
    review
}

#[test]
fn a_samegame_review_has_a_line_per_move_and_engine_lines_that_replay_to_their_points() {
    let review = check_review("samegame", "3", &["5,14", "9,14", "2,13"], 3);
    assert!(
        review.contains("\nplayed: 3\n") && review.contains("\nlost: "),
        "{review}"
    );
    assert!(review.contains("\nmost lost: "), "{review}");
}

#[test]
fn a_fifteen_review_names_the_distance_and_its_engine_lines_solve_the_board() {
    // Seed 5 on the default 4x4: the engine's lines are Korf-style optimal solutions.
    let (_, start, _) = run(&["replay", "--game", "fifteen", "--seed", "5", "--moves", ""]);
    let gap = start
        .lines()
        .take_while(|line| !line.is_empty())
        .enumerate()
        .find_map(|(y, row)| row.split(' ').position(|cell| cell == ".").map(|x| (x, y)))
        .expect("a gap on the board");
    // Two slides next to the gap and back: the second goes the wrong way or undoes.
    let (x, y) = gap;
    let beside = if x > 0 {
        format!("{},{y}", x - 1)
    } else {
        format!("{},{y}", x + 1)
    };
    let back = format!("{x},{y}");
    let review = check_review("fifteen", "5", &[beside.as_str(), back.as_str()], 2);
    assert!(review.contains("\noptimal: "), "{review}");
    assert!(review.contains("from solved"), "{review}");
    assert!(review.contains("\nfirst wrong way: move "), "{review}");
}
