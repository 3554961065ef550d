//! The public benchmark data kept in the repository's `benchmarks/`: the SameGame
//! standard set's 40 complete games of `mcs_solutions.tsv` replay click by click to their
//! listed scores (our rules and the literature's), and Korf's 100 Fifteen instances load,
//! with the known optimal solutions solving them in exactly `optimal.tsv`'s lengths.

use std::collections::HashMap;

#[path = "../benchmark_data.rs"]
mod benchmark_data;

use grid_rules::Puzzle;
use grid_rules::fifteen::{self, Fifteen};
use grid_rules::samegame::{Params, SameGame};

fn position(name: &str) -> SameGame {
    let text = benchmark_data::read("samegame", &format!("{name}.txt"));
    SameGame::from_board_text(&Params::default(), &text, 0).expect("a valid position")
}

#[test]
fn the_mcs_games_replay_to_their_listed_scores() {
    let games = table("samegame", "mcs_solutions.tsv");
    assert_eq!(games.len(), 40);
    for row in games {
        let name = &row["file"];
        let mut state = position(name);
        for (index, click) in row["moves"].split_whitespace().enumerate() {
            let pos = click.parse().expect("a click");
            let mv = state
                .click(&mut (), pos)
                .unwrap_or_else(|| panic!("{name} move {}: {click} plays nothing", index + 1));
            state = state.apply(&mv).expect("a clicked move applies").0;
        }
        assert!(state.is_over(), "{name}: the game is complete");
        assert_eq!(state.score().to_string(), row["score"], "{name} score");
        assert_eq!(
            state.literature_score().to_string(),
            row["lit_score"],
            "{name} literature score"
        );
        assert_eq!(
            state.remaining().to_string(),
            row["remaining"],
            "{name} blocks left"
        );
    }
}

#[test]
fn the_standard_positions_have_the_set_s_colour_counts() {
    for number in 1..=20 {
        let state = position(&format!("std{number:02}"));
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

/// Rows of a tab-separated table after its `#` comments and header, as maps by column.
fn table(set: &str, file: &str) -> Vec<HashMap<String, String>> {
    let text = benchmark_data::read(set, file);
    let mut rows = text.lines().filter(|line| !line.starts_with('#'));
    let header: Vec<&str> = rows.next().expect("a header").split('\t').collect();
    rows.filter(|row| !row.trim().is_empty())
        .map(|row| {
            header
                .iter()
                .zip(row.split('\t'))
                .map(|(name, value)| (name.to_string(), value.to_string()))
                .collect()
        })
        .collect()
}

fn korf(name: &str) -> Fifteen {
    let text = benchmark_data::read("fifteen", &format!("{name}.txt"));
    Fifteen::from_board_text(&fifteen::Params::default(), &text, 0)
        .unwrap_or_else(|err| panic!("{name}: {err}"))
}

#[test]
fn korf_s_hundred_instances_load_unsolved_with_their_optimal_lengths() {
    let optimal = table("fifteen", "optimal.tsv");
    assert_eq!(optimal.len(), 100);
    let total: u64 = optimal
        .iter()
        .map(|row| {
            let game = korf(&row["file"]);
            assert_eq!((game.width(), game.height()), (4, 4), "{}", row["file"]);
            assert!(!game.is_solved(), "{}", row["file"]);
            row["optimal"].parse::<u64>().expect("a length")
        })
        .sum();
    // The sum every paper on these instances quotes.
    assert_eq!(total, 5_305);
}

#[test]
fn the_known_optimal_solutions_solve_korf_s_instances_in_their_lengths() {
    let optimal: HashMap<String, String> = table("fifteen", "optimal.tsv")
        .into_iter()
        .map(|row| (row["file"].clone(), row["optimal"].clone()))
        .collect();
    let solutions = table("fifteen", "solutions.tsv");
    assert_eq!(solutions.len(), 27);
    for row in solutions {
        let name = &row["file"];
        let mut game = korf(name);
        for (index, click) in row["moves"].split_whitespace().enumerate() {
            let pos = click.parse().expect("a click");
            let mv = game
                .click(&mut (), pos)
                .unwrap_or_else(|| panic!("{name} click {}: {click} slides nothing", index + 1));
            game = game.apply(&mv).expect("a clicked slide applies").0;
        }
        assert!(game.is_solved(), "{name} ends solved");
        assert_eq!(game.moves().to_string(), row["length"], "{name} length");
        assert_eq!(row["length"], optimal[name], "{name} is optimal");
    }
}
