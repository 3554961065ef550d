//! Bubble Breaker's four styles measured: the engine (a fixed number of nodes, so the
//! figures do not depend on the machine) against random play (a uniformly random group
//! each move) on the same seeded 11x11 deals. Where no column comes (Standard, Shifter)
//! the engine plans once and plays its whole line, which must score what it claimed;
//! where columns come (Continuous, MegaShift) it plans again after every move, as Auto
//! does, and a game stops after `MOVES` moves.
//!
//! `cargo run --release -p grid-rules --example bench_bubble_breaker_modes -- [SEEDS] [NODES]`
//! (defaults 30 seeds, 20,000 nodes a move).
use std::time::Instant;

use grid_rules::Puzzle;
use grid_rules::bubble_breaker::{BubbleBreaker, Burst, Mode, Params};
use grid_rules::collapse::group_at;
use grid_rules::params::Choice;
use grid_rules::plan::PlanOptions;
use grid_rules::rng::GameRng;

/// The most moves a game of a style that brings columns is played for.
const MOVES: usize = 300;

/// A game of random bursts: a uniformly random group each move.
fn random_game(state: &BubbleBreaker, seed: u64) -> (BubbleBreaker, usize) {
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut at = state.clone();
    for moves in 0..MOVES {
        let mut groups = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for (pos, _) in at.cells().iter() {
            let group = group_at(at.cells(), pos);
            if group.len() >= 2 && seen.insert(group.iter().min().copied()) {
                groups.push(pos);
            }
        }
        if groups.is_empty() {
            return (at, moves);
        }
        let pos = groups[rng.index(groups.len())];
        at = at.apply(&Burst(pos)).unwrap().0;
    }
    (at, MOVES)
}

/// The engine's game: its sure moves at a time, planning again after them.
fn engine_game(state: &BubbleBreaker, nodes: u64) -> (BubbleBreaker, usize) {
    let mut at = state.clone();
    let mut moves = 0;
    while moves < MOVES && !at.is_over() {
        let mut planner = at.planner(&PlanOptions::default());
        planner.step(nodes);
        let line = planner.best().expect("a move is left").clone();
        let mut end = at.clone();
        for mv in &line.moves[..line.sure] {
            end = end.apply(mv).expect("the engine's moves are legal").0;
        }
        if line.sure == line.moves.len() {
            assert_eq!(
                end.score(),
                at.score() + line.score,
                "the line scores its claim"
            );
        }
        moves += line.sure;
        at = end;
    }
    (at, moves)
}

fn mean(values: &[u64]) -> f64 {
    values.iter().sum::<u64>() as f64 / values.len().max(1) as f64
}

fn main() {
    let mut args = std::env::args().skip(1);
    let seeds: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(30);
    let nodes: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(20_000);
    println!(
        "engine ({nodes} nodes a plan) against random play, {seeds} seeded 11x11 deals, 5 colours:"
    );
    for &mode in Mode::MENU_ORDER.iter() {
        let params = Params {
            mode,
            ..Params::default()
        };
        let started = Instant::now();
        let (mut engine, mut random) = (Vec::new(), Vec::new());
        let (mut engine_moves, mut random_moves) = (Vec::new(), Vec::new());
        for seed in 0..seeds {
            let state = BubbleBreaker::new_game(&params, seed);
            let (end, moves) = engine_game(&state, nodes);
            engine.push(end.score());
            engine_moves.push(moves as u64);
            let (end, moves) = random_game(&state, seed);
            random.push(end.score());
            random_moves.push(moves as u64);
        }
        println!(
            "  {:<10} engine mean {:.1} in {:.1} moves, random mean {:.1} in {:.1} moves, {:.1} s",
            mode.name(),
            mean(&engine),
            mean(&engine_moves),
            mean(&random),
            mean(&random_moves),
            started.elapsed().as_secs_f64()
        );
    }
}
