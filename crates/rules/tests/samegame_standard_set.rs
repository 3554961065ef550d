//! The SameGame standard test set in the shared benchmarks folder: the 40 complete games
//! of `mcs_solutions.tsv` replay click by click to their listed scores, under our rules
//! and the literature's.

use std::path::PathBuf;

use grid_rules::Puzzle;
use grid_rules::samegame::{Params, SameGame};

/// The benchmarks folder: `shared/` beside the repository, as on developers' machines and CI.
fn benchmarks() -> PathBuf {
    let beside =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/benchmarks/samegame");
    [beside, PathBuf::from("/work/shared/benchmarks/samegame")]
        .into_iter()
        .find(|dir| dir.join("mcs_solutions.tsv").exists())
        .expect("shared/benchmarks/samegame beside the repository")
}

fn position(dir: &std::path::Path, name: &str) -> SameGame {
    let text =
        std::fs::read_to_string(dir.join(format!("{name}.txt"))).expect("a standard position");
    SameGame::from_board_text(&Params::default(), &text, 0).expect("a valid position")
}

#[test]
fn the_mcs_games_replay_to_their_listed_scores() {
    let dir = benchmarks();
    let table =
        std::fs::read_to_string(dir.join("mcs_solutions.tsv")).expect("the solutions table");
    let mut rows = table.lines().filter(|line| !line.starts_with('#'));
    let header: Vec<&str> = rows.next().expect("a header").split('\t').collect();
    let column = |name: &str| header.iter().position(|h| *h == name).expect(name);
    let (file, score, literature, remaining, moves) = (
        column("file"),
        column("score"),
        column("lit_score"),
        column("remaining"),
        column("moves"),
    );
    let mut games = 0;
    for row in rows.filter(|row| !row.trim().is_empty()) {
        let fields: Vec<&str> = row.split('\t').collect();
        let mut state = position(&dir, fields[file]);
        for (index, click) in fields[moves].split_whitespace().enumerate() {
            let pos = click.parse().expect("a click");
            let mv = state.click(&mut (), pos).unwrap_or_else(|| {
                panic!("{} move {}: {click} plays nothing", fields[file], index + 1)
            });
            state = state.apply(&mv).expect("a clicked move applies").0;
        }
        assert!(state.is_over(), "{}: the game is complete", fields[file]);
        assert_eq!(
            state.score().to_string(),
            fields[score],
            "{} score",
            fields[file]
        );
        assert_eq!(
            state.literature_score().to_string(),
            fields[literature],
            "{} literature score",
            fields[file]
        );
        assert_eq!(
            state.remaining().to_string(),
            fields[remaining],
            "{} blocks left",
            fields[file]
        );
        games += 1;
    }
    assert_eq!(games, 40);
}

#[test]
fn the_standard_positions_have_the_set_s_colour_counts() {
    let dir = benchmarks();
    for number in 1..=20 {
        let state = position(&dir, &format!("std{number:02}"));
        let mut counts: Vec<usize> = grid_rules::Colour::ALL
            .iter()
            .map(|&colour| {
                state
                    .cells()
                    .iter()
                    .filter(|(_, cell)| **cell == Some(colour))
                    .count()
            })
            .filter(|&count| count > 0)
            .collect();
        counts.sort();
        assert_eq!(counts.len(), 5, "std{number:02}: five colours");
        assert_eq!(
            counts.iter().sum::<usize>(),
            225,
            "std{number:02}: 15x15 full"
        );
        match number {
            11..=15 => assert_eq!(counts, [45; 5], "std{number:02}: 45 of each"),
            16..=20 => assert_eq!(
                counts,
                [40, 40, 40, 40, 65],
                "std{number:02}: one dominates"
            ),
            _ => {}
        }
    }
}
