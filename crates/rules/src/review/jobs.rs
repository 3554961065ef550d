//! A played game laid out for review: the position before each move (and the end), and
//! one engine job per position that the caller steps in slices, wherever it likes to
//! spend the time: on other threads, a few milliseconds per frame, or all at once.

use crate::history::{BadMove, History};
use crate::puzzle::{Change, LineOf, PlanOptions, Planner, Puzzle};

/// How hard the engine thinks about each position of a review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// Seeds the engine's own choices (never the game's).
    pub seed: u64,
    /// The most nodes the engine looks at per position. The answers then depend only on
    /// the game, the seed and this number: the same on every platform and at any speed.
    pub max_nodes: u64,
}

impl Default for ReviewOptions {
    /// Enough for exact answers on small boards, and a fraction of a second a position
    /// natively on the usual ones.
    fn default() -> Self {
        Self {
            seed: 1,
            max_nodes: 2_000_000,
        }
    }
}

/// The engine's work on one position. Call [`PositionJob::step`] until it is done; the
/// planner is made on the first step and dropped once done, keeping only its answer.
pub struct PositionJob<P: Puzzle> {
    position: P,
    seed: u64,
    max_nodes: u64,
    planner: Option<Box<dyn Planner<P>>>,
    line: Option<LineOf<P>>,
    nodes: u64,
    finished: bool,
    done: bool,
}

impl<P: Puzzle> PositionJob<P> {
    /// A job on `position`; over positions need no engine and are done at once.
    pub fn new(position: P, options: &ReviewOptions) -> Self {
        let done = position.is_over();
        Self {
            position,
            seed: options.seed,
            max_nodes: options.max_nodes,
            planner: None,
            line: None,
            nodes: 0,
            finished: done,
            done,
        }
    }

    /// The position the engine thinks about.
    pub fn position(&self) -> &P {
        &self.position
    }

    /// Works for about `nodes` more nodes, never past the review's `max_nodes`; returns
    /// whether the job is done (the engine finished or used its nodes up).
    pub fn step(&mut self, nodes: u64) -> bool {
        if self.done {
            return true;
        }
        let planner = self
            .planner
            .get_or_insert_with(|| self.position.planner(&PlanOptions { seed: self.seed }));
        let allowed = nodes.min(self.max_nodes.saturating_sub(planner.nodes()));
        self.finished = planner.step(allowed.max(1));
        self.nodes = planner.nodes();
        self.line = planner.best().cloned();
        self.done = self.finished || self.nodes >= self.max_nodes;
        if self.done {
            self.planner = None;
        }
        self.done
    }

    /// Ends the job where it stands (its time is up): its best line so far is its
    /// answer, settled but not proven unless the engine had finished.
    pub fn stop(&mut self) {
        self.done = true;
        self.planner = None;
    }

    /// Whether the job needs no more steps.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Whether the engine finished its search (an exhaustive or optimal one proves its
    /// line); false when the nodes ran out first.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The engine's best line so far (`None` on an over position, before the first step,
    /// or when it found no move).
    pub fn line(&self) -> Option<&LineOf<P>> {
        self.line.as_ref()
    }

    /// Nodes looked at so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// A played game under review: its moves, what each did, and an engine job for every
/// position (the one before each move, then the end). Nothing here changes the game.
///
/// Driving it: step the jobs in [`Review::jobs_mut`] (any order, on any threads: each
/// job is `Send` and independent), or call [`Review::step`] with a slice of nodes until
/// it returns true; [`Review::report`] reads the answers in at any time.
pub struct Review<P: Puzzle> {
    moves: Vec<P::Move>,
    /// Per move: whether the rules had to reshuffle a stuck board after it.
    stuck: Vec<bool>,
    jobs: Vec<PositionJob<P>>,
}

impl<P: Puzzle> Review<P> {
    /// The review of `moves` played from `start`; the error names the first move the
    /// rules refuse.
    pub fn new(start: &P, moves: &[P::Move], options: &ReviewOptions) -> Result<Self, BadMove> {
        let mut positions = vec![start.clone()];
        let mut stuck = Vec::with_capacity(moves.len());
        for (index, mv) in moves.iter().enumerate() {
            let before = positions.last().expect("the start is there");
            let (after, changes) = before.apply(mv).map_err(|why| BadMove {
                index,
                text: mv.to_string(),
                why: why.to_string(),
            })?;
            stuck.push(
                changes
                    .iter()
                    .any(|change| matches!(change, Change::Shuffled(_))),
            );
            positions.push(after);
        }
        let jobs = positions
            .into_iter()
            .map(|position| PositionJob::new(position, options))
            .collect();
        Ok(Self {
            moves: moves.to_vec(),
            stuck,
            jobs,
        })
    }

    /// The review of a game's history up to its current position.
    pub fn of_history(history: &History<P>, options: &ReviewOptions) -> Self {
        let moves: Vec<P::Move> = history.moves().cloned().collect();
        Self::new(history.start(), &moves, options)
            .expect("a history holds only moves the rules accepted")
    }

    /// The moves played.
    pub fn moves(&self) -> &[P::Move] {
        &self.moves
    }

    /// Whether the board was stuck after move `index` (from 0) and the rules reshuffled
    /// it.
    pub fn was_stuck_after(&self, index: usize) -> bool {
        self.stuck[index]
    }

    /// The position before each move, then the end: one more than there are moves.
    pub fn positions(&self) -> impl ExactSizeIterator<Item = &P> {
        self.jobs.iter().map(PositionJob::position)
    }

    /// The engine jobs, one per position in [`Review::positions`]' order.
    pub fn jobs(&self) -> &[PositionJob<P>] {
        &self.jobs
    }

    /// The engine jobs to step, in any order and on any threads.
    pub fn jobs_mut(&mut self) -> &mut [PositionJob<P>] {
        &mut self.jobs
    }

    /// Steps the first job not done by about `nodes` nodes; true once every job is done.
    pub fn step(&mut self, nodes: u64) -> bool {
        match self.jobs.iter_mut().find(|job| !job.is_done()) {
            Some(job) => {
                job.step(nodes);
                self.is_done()
            }
            None => true,
        }
    }

    /// Whether every position has its answer.
    pub fn is_done(&self) -> bool {
        self.jobs.iter().all(PositionJob::is_done)
    }

    /// How many positions have their answer, of how many.
    pub fn progress(&self) -> (usize, usize) {
        let done = self.jobs.iter().filter(|job| job.is_done()).count();
        (done, self.jobs.len())
    }
}
