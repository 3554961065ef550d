//! Engines: anytime searches for a good line of moves from a position. They never read
//! a clock or what the game would only know later (the RNG's future columns, spawns or
//! shuffles): they plan from what a player can see, in slices of work counted in nodes,
//! so the same position, options and node count give the same answer on every
//! platform. The caller decides how long to think: the window runs slices on a
//! background thread (desktop) or a few milliseconds per frame (web); `solve` runs them
//! until its time is up; root parallelism is several planners with different seeds,
//! one per thread, the best line winning ([`Line::beats`]).
//!
//! The engine interface itself ([`Planner`], [`Line`], [`PlanOptions`], [`FirstMove`])
//! is defined in [`crate::puzzle`], since the [`Puzzle`] trait hands out planners; it
//! is re-exported here under its usual path.

use crate::grid::Pos;
use crate::puzzle::Puzzle;
pub use crate::puzzle::{FirstMove, Line, LineOf, PlanOptions, Planner};

/// The clicks that play `moves` one after another from `state`, in `replay`'s syntax
/// order (each on the board as it is at that moment), and the state they lead to.
pub fn clicks_of<P: Puzzle>(state: &P, moves: &[P::Move]) -> Result<(Vec<Pos>, P), String> {
    let mut clicks = Vec::new();
    let mut state = state.clone();
    for (index, mv) in moves.iter().enumerate() {
        clicks.extend(state.clicks(mv));
        state = state
            .apply(mv)
            .map_err(|why| format!("move {} ({mv}): {why}", index + 1))?
            .0;
    }
    Ok((clicks, state))
}
