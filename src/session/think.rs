//! Thinking about the running game: hints, par, auto-play and the distance to the goal
//! asked of the game's engine and answered off the frame (a background thread on the
//! desktop, a few milliseconds per frame in the browser). An answer about a position
//! the game has left is dropped.

use std::time::Duration;

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;

use crate::core::wake::Wake;
use grid_rules::Puzzle;

use crate::session::game_view::GameView;

use crate::platform::engine::{Budget, ThinkInSlices, Thought};
use crate::session::state::Session;

/// What an answer is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Purpose {
    /// The best move from here, shown on the board.
    Hint,
    /// The score of a whole strong game from the deal.
    Par,
    /// The line auto-play plays.
    Auto,
    /// How far the goal is (moves left, for games that count them).
    Distance,
}

/// How long each kind of question may take, and on how many threads.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct EngineSettings {
    pub hint: Budget,
    pub par: Budget,
    pub auto: Budget,
    pub distance: Budget,
    /// Planners run side by side for par (one per core on the desktop, 1 on the web).
    pub threads: usize,
    /// How much of each frame the browser may spend thinking.
    pub frame_slice: Duration,
}

impl Default for EngineSettings {
    fn default() -> Self {
        let seconds = |s: f32| Budget {
            time: Duration::from_secs_f32(s),
            nodes: None,
        };
        #[cfg(not(target_arch = "wasm32"))]
        let threads = std::thread::available_parallelism().map_or(1, usize::from);
        #[cfg(target_arch = "wasm32")]
        let threads = 1;
        Self {
            hint: seconds(1.0),
            par: seconds(6.0),
            auto: seconds(0.8),
            distance: seconds(1.0),
            threads,
            frame_slice: Duration::from_millis(8),
        }
    }
}

impl EngineSettings {
    fn budget(&self, purpose: Purpose) -> Budget {
        match purpose {
            Purpose::Hint => self.hint,
            Purpose::Par => self.par,
            Purpose::Auto => self.auto,
            Purpose::Distance => self.distance,
        }
    }
}

/// An answer, for the position `generation` named when it was asked.
#[derive(Message, Clone, Debug)]
pub struct Answer<P: Puzzle> {
    pub purpose: Purpose,
    pub generation: u64,
    pub thought: Thought<P>,
}

/// The questions being thought about, and those waiting for the engine to be ready.
#[derive(Resource)]
pub struct Thinker<P: Puzzle> {
    jobs: Vec<Job<P>>,
    waiting: Vec<(Purpose, u64, P, EngineSettings)>,
}

impl<P: Puzzle> Default for Thinker<P> {
    fn default() -> Self {
        Self {
            jobs: Vec::new(),
            waiting: Vec::new(),
        }
    }
}

struct Job<P: Puzzle> {
    purpose: Purpose,
    generation: u64,
    /// Only ever used through `&mut`, so the job can live in a resource.
    run: SyncCell<Run<P>>,
}

enum Run<P: Puzzle> {
    #[cfg(not(target_arch = "wasm32"))]
    Thread(std::sync::mpsc::Receiver<Thought<P>>),
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    Slices(Box<ThinkInSlices<P>>),
}

impl<P: Puzzle> Thinker<P> {
    /// Starts thinking about `state` (the position `generation` names) for `purpose`,
    /// in place of an earlier question of the same kind.
    pub fn ask(&mut self, purpose: Purpose, state: &P, generation: u64, settings: &EngineSettings) {
        self.cancel(purpose);
        if !state.planner_ready() {
            self.waiting
                .push((purpose, generation, state.clone(), settings.clone()));
            return;
        }
        let budget = settings.budget(purpose);
        let threads = if purpose == Purpose::Par {
            settings.threads
        } else {
            1
        };
        #[cfg(not(target_arch = "wasm32"))]
        let run = {
            let (sender, receiver) = std::sync::mpsc::channel();
            let state = state.clone();
            std::thread::spawn(move || {
                let thought = crate::platform::engine::think(&state, 1, threads, budget);
                let _ = sender.send(thought);
                // The game may be asleep: the answer wakes it.
                crate::platform::wake::wake();
            });
            Run::Thread(receiver)
        };
        #[cfg(target_arch = "wasm32")]
        let run = {
            let _ = threads;
            Run::Slices(Box::new(ThinkInSlices::new(state, 1, budget)))
        };
        self.jobs.push(Job {
            purpose,
            generation,
            run: SyncCell::new(run),
        });
    }

    /// Forgets the question of this kind (a thread still finishes its budget).
    pub fn cancel(&mut self, purpose: Purpose) {
        self.jobs.retain(|job| job.purpose != purpose);
        self.waiting.retain(|waiting| waiting.0 != purpose);
    }

    /// Whether a question of this kind is being thought about (or waits to be).
    pub fn is_thinking(&self, purpose: Purpose) -> bool {
        self.jobs.iter().any(|job| job.purpose == purpose)
            || self.waiting.iter().any(|waiting| waiting.0 == purpose)
    }

    /// Starts the questions that waited for the engine, once it is ready.
    fn start_waiting(&mut self) {
        if self
            .waiting
            .first()
            .is_none_or(|waiting| !waiting.2.planner_ready())
        {
            return;
        }
        for (purpose, generation, state, settings) in std::mem::take(&mut self.waiting) {
            self.ask(purpose, &state, generation, &settings);
        }
    }

    /// Collects the answers that are ready, working on sliced questions for up to
    /// `slice` in all.
    fn collect(&mut self, slice: Duration) -> Vec<Answer<P>> {
        let mut answers = Vec::new();
        let share = slice / self.jobs.len().max(1) as u32;
        self.jobs.retain_mut(|job| {
            let thought = match job.run.get() {
                #[cfg(not(target_arch = "wasm32"))]
                Run::Thread(receiver) => match receiver.try_recv() {
                    Ok(thought) => Some(thought),
                    Err(std::sync::mpsc::TryRecvError::Empty) => return true,
                    Err(std::sync::mpsc::TryRecvError::Disconnected) => return false,
                },
                Run::Slices(slices) => slices.advance(share),
            };
            match thought {
                Some(thought) => {
                    answers.push(Answer {
                        purpose: job.purpose,
                        generation: job.generation,
                        thought,
                    });
                    false
                }
                None => true,
            }
        });
        answers
    }
}

/// The system that delivers answers; readers of [`Answer`] run after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ThinkerRuns;

/// What [`run_thinker`] reads and changes.
pub(super) type RunThinker<'w, P> = (
    ResMut<'w, Thinker<P>>,
    Res<'w, EngineSettings>,
    Option<Res<'w, Session<P>>>,
    MessageWriter<'w, Answer<P>>,
    ResMut<'w, Wake>,
);

/// Delivers the answers that are ready as [`Answer`] messages.
pub(super) fn run_thinker<P: GameView>(
    (mut thinker, settings, session, mut answers, mut wake): RunThinker<P>,
) {
    thinker.start_waiting();
    if thinker.jobs.is_empty() {
        return;
    }
    // In the browser the engine thinks in slices of frames, so it needs them; a
    // desktop thread wakes the game as it answers.
    if cfg!(target_arch = "wasm32") {
        wake.next_frame();
    }
    // A finished game asks nothing of the frame but to be drawn: the engine (par, which
    // the card waits for) takes a larger share of it, so its answer comes in a browser
    // too, where it thinks in slices of each frame.
    let over = session.is_some_and(|session| session.state().is_over());
    let slice = if over {
        settings.frame_slice * 3
    } else {
        settings.frame_slice
    };
    for answer in thinker.collect(slice) {
        answers.write(answer);
    }
}

/// Forgets every question when the game is left.
pub(super) fn forget_questions<P: GameView>(thinker: &mut Thinker<P>) {
    thinker.jobs.clear();
    thinker.waiting.clear();
}

/// Whether `answer` is about the position the session shows now.
pub fn is_current<P: Puzzle>(answer: &Answer<P>, session: &Session<P>) -> bool {
    answer.generation == session.generation
}
