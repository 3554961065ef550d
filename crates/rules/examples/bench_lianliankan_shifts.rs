//! Lianliankan's shifting levels measured: for every shift, the clearing search plans
//! seeded deals once and its line is replayed; a deal counts as cleared when the
//! replayed line leaves no tile (the deals are dealt clearable, so this measures the
//! search, not the deal).
//!
//! `cargo run --release -p grid-rules --example bench_lianliankan_shifts -- [DEALS] [NODES] [PARAMS]`
//! (defaults 100 deals, 2,000,000 nodes a deal, `18x8x36`, KShisen's board with its
//! 36 kinds).
use std::time::Instant;

use grid_rules::Puzzle;
use grid_rules::lianliankan::{Lianliankan, Params, Shift};
use grid_rules::params::Choice;
use grid_rules::plan::PlanOptions;

fn main() {
    let mut args = std::env::args().skip(1);
    let deals: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    let nodes: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(2_000_000);
    let base: Params = args
        .next()
        .map(|text| text.parse().expect("PARAMS as codes print them"))
        .unwrap_or(Params {
            width: 18,
            height: 8,
            pictures: 36,
            ..Params::default()
        });
    println!("{deals} seeded deals of {base}, at most {nodes} nodes each:");
    println!("shift              cleared  median nodes  most nodes  seconds");
    for &shift in Shift::ALL {
        let params = Params {
            shift,
            ..base.clone()
        };
        let started = Instant::now();
        let mut cleared = 0;
        let mut spent = Vec::new();
        for seed in 0..deals {
            let state = Lianliankan::new_game(&params, seed);
            let mut planner = state.planner(&PlanOptions::default());
            while planner.nodes() < nodes && !planner.step(10_000) {}
            spent.push(planner.nodes());
            let Some(line) = planner.best() else {
                continue;
            };
            let mut at = state.clone();
            for mv in &line.moves {
                at = at.apply(mv).expect("the search's moves are legal").0;
            }
            if at.remaining() == 0 {
                cleared += 1;
            }
        }
        spent.sort_unstable();
        println!(
            "{:<18} {:>4}/{deals}  {:>12}  {:>10}  {:>7.1}",
            shift.name(),
            cleared,
            spent[spent.len() / 2],
            spent.last().copied().unwrap_or(0),
            started.elapsed().as_secs_f64()
        );
    }
}
