//! SameGame's modes measured: in each scoring, the engine (a fixed number of nodes, so
//! the figures do not depend on the machine) against random play (a uniformly random
//! group each move) on the same seeded deals; then how soon the engine clears the
//! clearable deals (Tatham's "ensure solubility") at 15x15 with 3, 4 and 5 colours: the
//! nodes until the game's planner (two searches on a clearable deal) has a line that
//! clears the board, on one thread.
//!
//! `cargo run --release -p grid-rules --example bench_samegame_modes -- [clearable] [SEEDS] [NODES]`
//! (defaults 100 seeds, 200,000 nodes a game for the scoring part; `clearable`: the
//! clearable part alone).
use std::time::Instant;

use grid_rules::Puzzle;
use grid_rules::plan::PlanOptions;
use grid_rules::rng::GameRng;
use grid_rules::samegame::{Deal, Params, RemoveGroup, SameGame, Scoring};
use grid_rules::samegame_engine::Engine;

/// Plays `clicks` from `state`.
fn play(state: &SameGame, clicks: &[grid_rules::Pos]) -> SameGame {
    clicks.iter().fold(state.clone(), |at, &pos| {
        at.apply(&RemoveGroup(pos))
            .expect("the engine's clicks are legal")
            .0
    })
}

/// A game of random clicks: a uniformly random group (one click per group) each move.
fn random_game(state: &SameGame, seed: u64) -> SameGame {
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut at = state.clone();
    loop {
        let mut groups: Vec<grid_rules::Pos> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for (pos, _) in at.cells().iter() {
            let group = at.removable_group(pos);
            if group.len() >= 2 && seen.insert(group.iter().min().copied()) {
                groups.push(pos);
            }
        }
        if groups.is_empty() {
            return at;
        }
        let pos = groups[rng.index(groups.len())];
        at = at.apply(&RemoveGroup(pos)).unwrap().0;
    }
}

fn mean(values: &[u64]) -> f64 {
    values.iter().sum::<u64>() as f64 / values.len().max(1) as f64
}

fn main() {
    let only_clearable = std::env::args().nth(1).as_deref() == Some("clearable");
    let mut args = std::env::args().skip(1 + usize::from(only_clearable));
    let seeds: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let nodes: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200_000);
    println!("engine ({nodes} nodes a game) against random play, {seeds} seeded 15x15 deals:");
    for colours in [3, 5].into_iter().filter(|_| !only_clearable) {
        for scoring in [Scoring::NMinus2, Scoring::NMinus1, Scoring::Fewest] {
            let params = Params {
                colours,
                scoring,
                ..Params::default()
            };
            let started = Instant::now();
            let (mut engine_results, mut random_results) = (Vec::new(), Vec::new());
            let mut engine_cleared = 0;
            for seed in 0..seeds {
                let state = SameGame::new_game(&params, seed);
                let mut engine = Engine::new(state.cells(), scoring.engine_rules(), 1);
                engine.step(nodes);
                let line = engine.best().map(|line| line.clicks).unwrap_or_default();
                let end = play(&state, &line);
                assert_eq!(
                    state.result_after_line(engine.best_score().unwrap_or(0) as u64),
                    end.score(),
                    "the engine's claim replays"
                );
                engine_cleared += usize::from(end.remaining() == 0);
                engine_results.push(end.score());
                random_results.push(random_game(&state, seed).score());
            }
            println!(
                "  {params}: engine mean {:.1} (cleared {engine_cleared}), random mean {:.1}{}, {:.1} s",
                mean(&engine_results),
                mean(&random_results),
                if scoring.lower_is_better() {
                    " (blocks left: fewer is better)"
                } else {
                    ""
                },
                started.elapsed().as_secs_f64()
            );
        }
    }
    println!("the engine on clearable deals, nodes until its line clears ({seeds} seeds):");
    for colours in 3..=5 {
        let params = Params {
            colours,
            deal: Deal::Clearable,
            ..Params::default()
        };
        let started = Instant::now();
        let mut needed = Vec::new();
        let mut failed = Vec::new();
        for seed in 0..seeds {
            let state = SameGame::new_game(&params, seed);
            // The planner the game and `solve` use: on a clearable deal, two searches.
            let mut planner = state.planner(&PlanOptions::default());
            let cleared = loop {
                let exhausted = planner.step(10_000);
                let line = planner
                    .best()
                    .map(|line| line.moves.clone())
                    .unwrap_or_default();
                let clicks: Vec<grid_rules::Pos> = line.iter().map(|mv| mv.0).collect();
                if play(&state, &clicks).remaining() == 0 {
                    break true;
                }
                if exhausted || planner.nodes() >= 3_000_000 {
                    break false;
                }
            };
            if cleared {
                needed.push(planner.nodes());
            } else {
                failed.push(seed);
            }
        }
        needed.sort();
        let median = needed.get(needed.len() / 2).copied().unwrap_or(0);
        let worst = needed.last().copied().unwrap_or(0);
        println!(
            "  {params}: cleared {}/{seeds}, nodes median {median}, most {worst}, not cleared {failed:?}, {:.1} s",
            needed.len(),
            started.elapsed().as_secs_f64()
        );
    }
}
