//! Running the rules' engines: planners stepped in slices until their time or node
//! budget ends, the best line winning. On the desktop several planners (one per core,
//! different seeds) run on threads; in the browser, which has one thread, a planner
//! is stepped for a few milliseconds per frame instead.

use std::time::Duration;

use bevy::platform::time::Instant;
use grid_rules::Puzzle;
use grid_rules::plan::{Line, PlanOptions, Planner};

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

/// What thinking found.
#[derive(Clone, Debug)]
pub struct Thought<P: Puzzle> {
    pub line: Option<Line<P>>,
    /// Nodes of every planner together.
    pub nodes: u64,
    pub seconds: f32,
    /// The best planner's extra `key: value` lines.
    pub report: Vec<(&'static str, String)>,
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

/// The best of several planners' answers (ties go to the earlier seed).
fn combine<P: Puzzle>(steppers: &[Stepper<P>], seconds: f32) -> Thought<P> {
    let mut best: Option<&Stepper<P>> = None;
    for stepper in steppers {
        let Some(line) = stepper.planner().best() else {
            continue;
        };
        let wins = match best.and_then(|best| best.planner().best()) {
            None => true,
            Some(so_far) => line.beats(so_far),
        };
        if wins {
            best = Some(stepper);
        }
    }
    Thought {
        line: best.and_then(|stepper| stepper.planner().best().cloned()),
        nodes: steppers.iter().map(|s| s.planner().nodes()).sum(),
        seconds,
        report: best
            .map(|stepper| stepper.planner().report())
            .unwrap_or_default(),
    }
}

/// Thinks about `state` with `threads` planners (seeds `seed`, `seed + 1`, ...), each on
/// a thread of its own, for up to `budget`; blocks until done.
#[cfg(not(target_arch = "wasm32"))]
pub fn think<P: Puzzle>(state: &P, seed: u64, threads: usize, budget: Budget) -> Thought<P> {
    let started = Instant::now();
    let deadline = started + budget.time;
    let mut steppers: Vec<Stepper<P>> = (0..threads.max(1) as u64)
        .map(|index| Stepper::new(state, seed + index, budget.nodes))
        .collect();
    std::thread::scope(|scope| {
        for stepper in &mut steppers {
            scope.spawn(move || stepper.run_until(deadline));
        }
    });
    combine(&steppers, started.elapsed().as_secs_f32())
}

/// Thinking spread over frames: [`ThinkInSlices::advance`] works for a few
/// milliseconds and says when the answer is ready.
pub struct ThinkInSlices<P: Puzzle> {
    stepper: Stepper<P>,
    budget: Duration,
    spent: Duration,
}

impl<P: Puzzle> ThinkInSlices<P> {
    pub fn new(state: &P, seed: u64, budget: Budget) -> Self {
        Self {
            stepper: Stepper::new(state, seed, budget.nodes),
            budget: budget.time,
            spent: Duration::ZERO,
        }
    }

    /// Works for up to `slice`; the answer once the planner is done or its time is
    /// spent.
    pub fn advance(&mut self, slice: Duration) -> Option<Thought<P>> {
        let started = Instant::now();
        let left = self.budget.saturating_sub(self.spent);
        let done = self.stepper.run_until(started + slice.min(left));
        self.spent += started.elapsed();
        (done || self.spent >= self.budget).then(|| {
            combine(
                std::slice::from_ref(&self.stepper),
                self.spent.as_secs_f32(),
            )
        })
    }
}
