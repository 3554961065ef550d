//! Running the rules' engines: a planner stepped in slices until its time or node budget
//! ends ([`Planning`], work the window runs off the frame through `off_frame`), and
//! several planners with different seeds side by side, the best line winning ([`think`]
//! for the command line, [`combine`] for the window's answers).

use std::time::Duration;

use bevy::platform::time::Instant;
use grid_rules::Puzzle;
use grid_rules::plan::{Line, PlanOptions, Planner};

#[cfg(not(target_arch = "wasm32"))]
use crate::platform::off_frame::run_to_end;
use crate::platform::off_frame::{Progress, Work};

/// Nodes per slice: small enough that a slice takes well under a millisecond.
pub const SLICE_NODES: u64 = 256;

/// How long and how far to think.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub time: Duration,
    /// At most this many nodes per planner (tests and benchmarks use it for results
    /// that do not depend on the machine's speed).
    pub nodes: Option<u64>,
}

/// What thinking found. `M` is the game's move; the window holds it printed
/// (`Thought<String>`), whatever the game.
#[derive(Clone, Debug)]
pub struct Thought<M> {
    pub line: Option<Line<M>>,
    /// Nodes of every planner together.
    pub nodes: u64,
    pub seconds: f32,
    /// The best planner's extra `key: value` lines.
    pub report: Vec<(&'static str, String)>,
}

impl<M: std::fmt::Display> Thought<M> {
    /// The same thought with its moves printed.
    pub fn printed(&self) -> Thought<String> {
        Thought {
            line: self
                .line
                .as_ref()
                .map(|line| line.map_moves(ToString::to_string)),
            nodes: self.nodes,
            seconds: self.seconds,
            report: self.report.clone(),
        }
    }
}

/// One planner, stepped until it finishes, its node cap is reached or `deadline`
/// passes.
pub struct Stepper<P: Puzzle> {
    planner: Box<dyn Planner<P>>,
    cap: Option<u64>,
    finished: bool,
}

impl<P: Puzzle> Stepper<P> {
    pub fn new(state: &P, seed: u64, cap: Option<u64>) -> Self {
        Self {
            planner: state.planner(&PlanOptions { seed }),
            cap,
            finished: false,
        }
    }

    /// Steps until done or `deadline`; returns whether the planner is done (finished
    /// or out of nodes).
    pub fn run_until(&mut self, deadline: Instant) -> bool {
        while !self.is_done() && Instant::now() < deadline {
            let slice = match self.cap {
                Some(cap) => SLICE_NODES.min(cap.saturating_sub(self.planner.nodes())),
                None => SLICE_NODES,
            };
            self.finished = self.planner.step(slice.max(1));
        }
        self.is_done()
    }

    pub fn is_done(&self) -> bool {
        self.finished || self.cap.is_some_and(|cap| self.planner.nodes() >= cap)
    }

    pub fn planner(&self) -> &dyn Planner<P> {
        self.planner.as_ref()
    }
}

/// The best of several planners' answers (ties go to the earlier one); their nodes add
/// up, and they took as long as the slowest.
pub fn combine<M>(thoughts: Vec<Thought<M>>, lower_is_better: bool) -> Thought<M> {
    let nodes = thoughts.iter().map(|thought| thought.nodes).sum();
    let seconds = thoughts
        .iter()
        .map(|thought| thought.seconds)
        .fold(0.0, f32::max);
    let mut best: Option<Thought<M>> = None;
    for thought in thoughts {
        let Some(line) = &thought.line else { continue };
        let wins = match best.as_ref().and_then(|best| best.line.as_ref()) {
            None => true,
            Some(so_far) => line.beats(so_far, lower_is_better),
        };
        if wins {
            best = Some(thought);
        }
    }
    let (line, report) = best.map_or((None, Vec::new()), |best| (best.line, best.report));
    Thought {
        line,
        nodes,
        seconds,
        report,
    }
}

/// One planner thinking about a position within a budget, a slice at a time: the work
/// behind a hint, par, auto-play and the distance to the goal. It waits, spending
/// nothing, while the game's engine is not ready (Fifteen's tables).
pub struct Planning<P: Puzzle> {
    state: P,
    seed: u64,
    budget: Budget,
    stepper: Option<Stepper<P>>,
    spent: Duration,
}

impl<P: Puzzle> Planning<P> {
    /// A planner seeded `seed` for `state`.
    pub fn new(state: &P, seed: u64, budget: Budget) -> Self {
        Self {
            state: state.clone(),
            seed,
            budget,
            stepper: None,
            spent: Duration::ZERO,
        }
    }

    /// Works for up to `slice`; the thought once the planner is done or its time spent.
    pub fn advance(&mut self, slice: Duration) -> Progress<Thought<P::Move>> {
        if self.stepper.is_none() && !self.state.planner_ready() {
            return Progress::Waiting;
        }
        let (state, seed, cap) = (&self.state, self.seed, self.budget.nodes);
        let stepper = self
            .stepper
            .get_or_insert_with(|| Stepper::new(state, seed, cap));
        let started = Instant::now();
        let left = self.budget.time.saturating_sub(self.spent);
        let done = stepper.run_until(started + slice.min(left));
        self.spent += started.elapsed();
        if !done && self.spent < self.budget.time {
            return Progress::Working;
        }
        let planner = stepper.planner();
        Progress::Done(Thought {
            line: planner.best().cloned(),
            nodes: planner.nodes(),
            seconds: self.spent.as_secs_f32(),
            report: planner.report(),
        })
    }
}

impl<P: Puzzle> Work<Thought<String>> for Planning<P> {
    fn step(&mut self, slice: Duration) -> Progress<Thought<String>> {
        match self.advance(slice) {
            Progress::Done(thought) => Progress::Done(thought.printed()),
            Progress::Waiting => Progress::Waiting,
            Progress::Working | Progress::News(_) => Progress::Working,
        }
    }
}

/// The typed answer of one planner, for [`think`]'s threads.
#[cfg(not(target_arch = "wasm32"))]
struct Typed<P: Puzzle>(Planning<P>);

#[cfg(not(target_arch = "wasm32"))]
impl<P: Puzzle> Work<Thought<P::Move>> for Typed<P> {
    fn step(&mut self, slice: Duration) -> Progress<Thought<P::Move>> {
        self.0.advance(slice)
    }
}

/// Thinks about `state` with `threads` planners (seeds `seed`, `seed + 1`, ...), each on
/// a thread of its own, for up to `budget`; blocks until done (the command line's way).
#[cfg(not(target_arch = "wasm32"))]
pub fn think<P: Puzzle>(state: &P, seed: u64, threads: usize, budget: Budget) -> Thought<P::Move> {
    let thoughts = std::thread::scope(|scope| {
        let runs: Vec<_> = (0..threads.max(1) as u64)
            .map(|index| {
                let mut planning = Typed(Planning::new(state, seed + index, budget));
                scope.spawn(move || run_to_end(&mut planning, Duration::from_millis(50)))
            })
            .collect();
        runs.into_iter().filter_map(|run| run.join().ok()).collect()
    });
    combine(thoughts, P::LOWER_IS_BETTER)
}
