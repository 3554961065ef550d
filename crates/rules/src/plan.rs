//! Engines: anytime searches for a good line of moves from a position. They never read
//! a clock or what the game would only know later (the RNG's future columns, spawns or
//! shuffles): they plan from what a player can see, in slices of work counted in nodes,
//! so the same position, options and node count give the same answer on every
//! platform. The caller decides how long to think: the window runs slices on a
//! background thread (desktop) or a few milliseconds per frame (web); `solve` runs them
//! until its time is up; root parallelism is several planners with different seeds,
//! one per thread, the best line winning.

use crate::grid::Pos;
use crate::puzzle::Puzzle;

/// A line of moves from a position and what it is worth.
#[derive(Clone, Debug, PartialEq)]
pub struct Line<P: Puzzle> {
    /// The moves, from the position the planner was given.
    pub moves: Vec<P::Move>,
    /// What playing them scores under the game's rules (Fifteen: the line's length in
    /// single-tile moves; lower is better there).
    pub score: u64,
    /// How many of the first moves can be played as they stand: all of them where
    /// nothing random happens, 1 where the game draws new pieces after a move (the
    /// rest of the line assumed nothing would come, so plan again).
    pub sure: usize,
    /// Whether no better line exists (an exhaustive or optimal search finished).
    pub proven: bool,
}

/// What a planner is asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanOptions {
    /// Seeds the planner's own random choices (never the game's).
    pub seed: u64,
}

impl Default for PlanOptions {
    fn default() -> Self {
        Self { seed: 1 }
    }
}

/// An anytime search, run in slices.
pub trait Planner<P: Puzzle>: Send {
    /// Works for about `nodes` more nodes (a node is one position looked at); returns
    /// true once the search is finished and more work would not change its answer.
    fn step(&mut self, nodes: u64) -> bool;
    /// The best line found so far, if any move exists.
    fn best(&self) -> Option<&Line<P>>;
    /// Nodes looked at so far.
    fn nodes(&self) -> u64;
    /// Extra `key: value` lines for `solve` (Fifteen's `optimal: yes`).
    fn report(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

/// The planner of games without an engine: the rules' first legal move.
pub struct FirstMove<P: Puzzle> {
    line: Option<Line<P>>,
}

impl<P: Puzzle> FirstMove<P> {
    pub fn new(state: &P) -> Self {
        let line = state.hint().and_then(|clicks| {
            let mut ui = P::Ui::default();
            let mv = clicks
                .into_iter()
                .find_map(|pos| state.click(&mut ui, pos))?;
            let (after, _) = state.apply(&mv).ok()?;
            Some(Line {
                moves: vec![mv],
                score: after.score().saturating_sub(state.score()),
                sure: 1,
                proven: false,
            })
        });
        Self { line }
    }
}

impl<P: Puzzle> Planner<P> for FirstMove<P> {
    fn step(&mut self, _nodes: u64) -> bool {
        true
    }

    fn best(&self) -> Option<&Line<P>> {
        self.line.as_ref()
    }

    fn nodes(&self) -> u64 {
        1
    }
}

/// The better of two lines: the higher score, or for games where lower is better
/// (`lower_is_better`) the lower; ties keep `a`.
pub fn better<'a, P: Puzzle>(
    a: Option<&'a Line<P>>,
    b: Option<&'a Line<P>>,
    lower_is_better: bool,
) -> Option<&'a Line<P>> {
    match (a, b) {
        (Some(a), Some(b)) => {
            let b_wins = if lower_is_better {
                b.score < a.score
            } else {
                b.score > a.score
            };
            Some(if b_wins { b } else { a })
        }
        (a, None) => a,
        (None, b) => b,
    }
}

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
