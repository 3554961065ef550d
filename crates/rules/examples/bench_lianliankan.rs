//! Plays seeded Lianliankan deals with the planner's first move alone (replanning after
//! every pair, with a full life bar) and reports how many it cleared and how many
//! needed a reshuffle.
//!
//! `cargo run --release -p grid-rules --example bench_lianliankan [-- DEALS [PARAMS]]`,
//! PARAMS as game codes print them (`8x8x8`, the default).

use std::time::{Duration, Instant};

use grid_rules::lianliankan::{Lianliankan, Params};
use grid_rules::plan::PlanOptions;
use grid_rules::{Change, Puzzle};

/// Nodes a hint may search before the best line so far is played.
const NODE_LIMIT: u64 = 1_000_000;
/// Nodes per slice, as a caller running the planner a little at a time would.
const SLICE: u64 = 1_000;

struct Outcome {
    cleared: bool,
    reshuffles: usize,
    hints: usize,
    slowest: Duration,
    most_nodes: u64,
    elapsed: Duration,
}

fn play(params: &Params, seed: u64) -> Outcome {
    let mut state = Lianliankan::new_game(params, seed);
    let mut outcome = Outcome {
        cleared: false,
        reshuffles: 0,
        hints: 0,
        slowest: Duration::ZERO,
        most_nodes: 0,
        elapsed: Duration::ZERO,
    };
    while !state.is_over() {
        let started = Instant::now();
        let mut planner = state.planner(&PlanOptions::default());
        while planner.nodes() < NODE_LIMIT && !planner.step(SLICE) {}
        let mv = planner.best().expect("a board in play has a move").moves[0];
        let took = started.elapsed();
        outcome.hints += 1;
        outcome.elapsed += took;
        outcome.slowest = outcome.slowest.max(took);
        outcome.most_nodes = outcome.most_nodes.max(planner.nodes());
        let (next, changes) = state.apply(&mv).expect("the planner's move is legal");
        if changes.iter().any(|c| matches!(c, Change::Shuffled(_))) {
            outcome.reshuffles += 1;
        }
        state = next;
    }
    outcome.cleared = state.remaining() == 0;
    outcome
}

fn main() {
    let mut args = std::env::args().skip(1);
    let deals: u64 = args
        .next()
        .map_or(100, |n| n.parse().expect("DEALS is a number"));
    let params: Params = args.next().map_or_else(Params::default, |text| {
        text.parse().expect("PARAMS like 8x8x8")
    });
    let outcomes: Vec<Outcome> = (0..deals).map(|seed| play(&params, seed)).collect();
    let cleared = outcomes.iter().filter(|o| o.cleared).count();
    let reshuffled = outcomes.iter().filter(|o| o.reshuffles > 0).count();
    let hints: usize = outcomes.iter().map(|o| o.hints).sum();
    let total: Duration = outcomes.iter().map(|o| o.elapsed).sum();
    let slowest = outcomes.iter().map(|o| o.slowest).max().unwrap_or_default();
    let most_nodes = outcomes.iter().map(|o| o.most_nodes).max().unwrap_or(0);
    println!("lianliankan {params}: {deals} seeded deals (seeds 0..{deals}), planner alone");
    println!("cleared: {cleared} of {deals}");
    println!("needed a reshuffle: {reshuffled} of {deals}");
    println!(
        "per hint: mean {:.3} ms, slowest {:.3} ms, most nodes {most_nodes} ({hints} hints)",
        total.as_secs_f64() * 1000.0 / hints.max(1) as f64,
        slowest.as_secs_f64() * 1000.0,
    );
}
