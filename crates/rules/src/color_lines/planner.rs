//! Color Lines' planner: the move a strong player would make from what the board shows.

use super::balls::{Balls, colour_code};
use super::eval::Evaluator;
use super::lines::{line_score, removal_score};
use super::lookahead::{after_landing, landing_order};
use super::params::Params;
use super::state::ColorLines;
use super::travel::Travel;
use crate::plan::{Line, LineOf, PlanOptions, Planner};
use crate::puzzle::Puzzle;
use crate::rng::GameRng;

/// How much one point scored now outweighs the board's worth: completing a line comes
/// first.
const SCORE_FIRST: i64 = 1 << 40;
/// The stages of the look further: how many travels take part, and how many landings
/// each has been tried on by the stage's end.
const STAGES: [(usize, u64); 3] = [(32, 8), (12, 24), (4, 56)];

/// The move a strong player would make, from the board and the three shown colours.
///
/// It weighs every legal travel (a node each). A travel that completes a line always
/// wins, the one that scores most first, then the one leaving the better board.
/// Otherwise the quiet travels are ranked by the board they leave: windows of five
/// cells holding one colour (more so when balls of that colour can reach the gaps),
/// empty cells, and empty cells cut off from the largest region. The best 32 are then
/// looked at one step further: the three shown balls land on cells drawn by the
/// planner's own generator, seeded by [`PlanOptions::seed`] (never the game's, so the
/// hint depends only on what the player sees), then the best completing reply is
/// played. All travels meet the same landings; after 8 landings the best 12 go on,
/// after 24 the best 4, and after 56 the best average wins. Its line is one move long
/// (`sure` 1: balls land after it, so plan again).
pub struct LinesPlanner {
    balls: Balls,
    /// The game's settings, for what a removal scores.
    params: Params,
    next: Vec<u8>,
    evaluator: Evaluator,
    seed: u64,
    moves: Vec<(usize, usize)>,
    /// (worth, balls removed) of each travel weighed so far, in `moves` order.
    weighed: Vec<(i64, usize)>,
    /// The travels still in the running with their summed landing worth.
    shortlist: Vec<(usize, i64)>,
    stage: usize,
    landings_done: u64,
    chosen: Option<usize>,
    line: Option<LineOf<ColorLines>>,
    nodes: u64,
}

impl LinesPlanner {
    /// A planner from `state`: its board and the next colours where they are shown, never
    /// its generator.
    pub fn new(state: &ColorLines, options: &PlanOptions) -> Self {
        let balls = Balls::from_grid(state.cells());
        let moves = if state.is_over() {
            Vec::new()
        } else {
            balls.moves()
        };
        let mut planner = Self {
            params: state.settings().clone(),
            evaluator: Evaluator::new(balls.width(), balls.height()),
            // With the next colours hidden it plans as the player must: without them.
            next: state
                .next_shown()
                .unwrap_or_default()
                .iter()
                .map(|&c| colour_code(c))
                .collect(),
            seed: options.seed,
            weighed: Vec::with_capacity(moves.len()),
            balls,
            moves,
            shortlist: Vec::new(),
            stage: 0,
            landings_done: 0,
            chosen: None,
            line: None,
            nodes: 0,
        };
        planner.step(1);
        planner
    }

    fn is_finished(&self) -> bool {
        self.weighed.len() == self.moves.len() && self.shortlist.is_empty()
    }

    fn weigh_next(&mut self) {
        let (from, to) = self.moves[self.weighed.len()];
        let mut after = self.balls.clone();
        let removed = after.travel(from, to);
        let worth =
            line_score(removed) as i64 * SCORE_FIRST + i64::from(self.evaluator.value(&after));
        if self.chosen.is_none_or(|best| worth > self.weighed[best].0) {
            self.chosen = Some(self.weighed.len());
        }
        self.weighed.push((worth, removed));
        self.nodes += 1;
        if self.weighed.len() == self.moves.len() {
            self.draw_shortlist();
        }
    }

    /// The quiet travels worth looking at further, unless a line can be completed.
    fn draw_shortlist(&mut self) {
        let completes = self.chosen.is_some_and(|best| self.weighed[best].1 > 0);
        if completes || self.moves.len() < 2 {
            return;
        }
        let mut ranked: Vec<usize> = (0..self.moves.len()).collect();
        ranked.sort_by_key(|&index| std::cmp::Reverse(self.weighed[index].0));
        ranked.truncate(STAGES[0].0);
        self.shortlist = ranked.into_iter().map(|index| (index, 0)).collect();
    }

    /// One more landing for every travel in the running; at a stage's end the best
    /// go on (ties to the better board), and after the last the best is chosen.
    fn land_round(&mut self) {
        let round = self.landings_done;
        let mut rng = GameRng::from_seed(self.seed ^ round.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let order = landing_order(self.balls.cells().len(), &mut rng);
        for (index, sum) in &mut self.shortlist {
            let (from, to) = self.moves[*index];
            let mut after = self.balls.clone();
            after.travel(from, to);
            let (worth, looked_at) = after_landing(&self.evaluator, &after, &self.next, &order);
            *sum += worth;
            self.nodes += looked_at;
        }
        self.landings_done += 1;
        // Stable, so among equals the travel ranked first by its board stays first.
        self.shortlist
            .sort_by_key(|&(_, sum)| std::cmp::Reverse(sum));
        self.chosen = Some(self.shortlist[0].0);
        if self.landings_done < STAGES[self.stage].1 {
            return;
        }
        self.stage += 1;
        match STAGES.get(self.stage) {
            Some(&(keep, _)) => self.shortlist.truncate(keep),
            None => self.shortlist.clear(),
        }
    }

    fn publish(&mut self) {
        let Some(index) = self.chosen else {
            return;
        };
        let (from, to) = self.moves[index];
        self.line = Some(Line {
            moves: vec![Travel {
                from: self.balls.pos(from),
                to: self.balls.pos(to),
            }],
            score: removal_score(self.weighed[index].1, self.params.next),
            sure: 1,
            proven: false,
            reaches_aim: false,
        });
    }
}

impl Planner<ColorLines> for LinesPlanner {
    fn step(&mut self, nodes: u64) -> bool {
        let stop = self.nodes.saturating_add(nodes);
        while self.nodes < stop && !self.is_finished() {
            if self.weighed.len() < self.moves.len() {
                self.weigh_next();
            } else {
                self.land_round();
            }
        }
        self.publish();
        self.is_finished()
    }

    fn best(&self) -> Option<&LineOf<ColorLines>> {
        self.line.as_ref()
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }
}
