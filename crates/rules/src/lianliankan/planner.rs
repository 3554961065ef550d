//! Lianliankan's planner: the clearing search offered as a line of moves, a pair after
//! which the board can still be cleared first.

use super::clearing::ClearingSearch;
use super::connect::Connect;
use super::params::FULL_LIFE;
use super::state::{Lianliankan, pair_score};
use crate::plan::{Line, LineOf, Planner};
use crate::puzzle::{Puzzle, yes_no};

/// Searches for an order of pairs that clears the board, depth first from the current
/// position: a picture whose tiles can all be paired off now is cleared without
/// branching (joining pairs never blocks another pair, so that is always safe), the
/// search branches only on how one picture's tiles pair up, and positions found dead
/// are remembered. Its line is the clearing order once found (`proven`, `sure` its
/// length); until then, or when no order exists, the line that removed the most pairs.
pub struct ClearingPlanner {
    search: Option<ClearingSearch>,
    line: Option<LineOf<Lianliankan>>,
    initial_tiles: usize,
    remaining: usize,
}

impl ClearingPlanner {
    /// A planner from `state`; with the game over it has no line.
    pub fn new(state: &Lianliankan) -> Self {
        let search = (!state.is_over()).then(|| ClearingSearch::new(state.cells(), state.shift()));
        let mut planner = Self {
            search,
            line: None,
            initial_tiles: state.initial_tiles(),
            remaining: state.remaining(),
        };
        planner.refresh();
        planner
    }

    fn refresh(&mut self) {
        let Some(search) = &self.search else {
            return;
        };
        let pairs = search.line();
        if pairs.is_empty() {
            self.line = None;
            return;
        }
        let removed_before = self.initial_tiles - self.remaining;
        let score = (1..=pairs.len())
            .map(|count| pair_score(removed_before + 2 * count, FULL_LIFE))
            .sum();
        let clears = pairs.len() * 2 == self.remaining;
        self.line = Some(Line {
            sure: pairs.len(),
            moves: pairs
                .into_iter()
                .map(|(a, b)| Connect::pair(a, b))
                .collect(),
            score,
            // Every clearing order scores the same, and an exhausted search has seen
            // the most pairs any order removes.
            proven: clears || search.is_finished(),
            reaches_aim: false,
        });
    }
}

impl Planner<Lianliankan> for ClearingPlanner {
    fn step(&mut self, nodes: u64) -> bool {
        let Some(search) = &mut self.search else {
            return true;
        };
        let finished = search.run(nodes);
        self.refresh();
        finished
    }

    fn best(&self) -> Option<&LineOf<Lianliankan>> {
        self.line.as_ref()
    }

    fn nodes(&self) -> u64 {
        self.search.as_ref().map_or(0, ClearingSearch::nodes)
    }

    fn report(&self) -> Vec<(&'static str, String)> {
        let clears = self
            .line
            .as_ref()
            .is_some_and(|line| line.moves.len() * 2 == self.remaining);
        vec![("clears", yes_no(clears))]
    }
}
