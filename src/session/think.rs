//! Thinking about the running game: hints, par, auto-play and the distance to the goal
//! asked of the game's engine and answered off the frame (`platform::off_frame`). Par
//! has a planner per core on the desktop, the best line winning. An answer about a
//! position the game has left is dropped.

use std::time::Duration;

use bevy::prelude::*;

use crate::core::wake::Wake;
use crate::platform::engine::{Budget, Thought, combine};
use crate::platform::off_frame::Background;
use crate::session::game::Position;
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

/// An answer, for the position `generation` named when it was asked; its moves are
/// printed as game codes hold them.
#[derive(Message, Clone, Debug)]
pub struct Answer {
    pub purpose: Purpose,
    pub generation: u64,
    pub thought: Thought<String>,
}

impl Answer {
    /// The first move of the answer's line, if it found one.
    pub fn first_move(&self) -> Option<&str> {
        let line = self.thought.line.as_ref()?;
        line.moves.first().map(String::as_str)
    }
}

/// The questions being thought about.
#[derive(Resource, Default)]
pub struct Thinker {
    jobs: Vec<Job>,
}

/// One question: its planners (several for par on the desktop) and their answers so far.
struct Job {
    purpose: Purpose,
    generation: u64,
    lower_is_better: bool,
    planners: Vec<Background<Thought<String>>>,
    thoughts: Vec<Thought<String>>,
}

impl Thinker {
    /// Starts thinking about `position` (the position `generation` names) for
    /// `purpose`, in place of an earlier question of the same kind.
    pub fn ask(
        &mut self,
        purpose: Purpose,
        position: &dyn Position,
        generation: u64,
        settings: &EngineSettings,
    ) {
        self.cancel(purpose);
        let budget = settings.budget(purpose);
        let threads = if purpose == Purpose::Par {
            settings.threads.max(1)
        } else {
            1
        };
        let planners = (0..threads as u64)
            .map(|index| Background::start(position.planning(1 + index, budget)))
            .collect();
        self.jobs.push(Job {
            purpose,
            generation,
            lower_is_better: position.game().facts().lower_is_better,
            planners,
            thoughts: Vec::new(),
        });
    }

    /// Forgets the question of this kind (its planners stop).
    pub fn cancel(&mut self, purpose: Purpose) {
        self.jobs.retain(|job| job.purpose != purpose);
    }

    /// Forgets every question.
    pub fn forget_all(&mut self) {
        self.jobs.clear();
    }

    /// Whether a question of this kind is being thought about.
    pub fn is_thinking(&self, purpose: Purpose) -> bool {
        self.jobs.iter().any(|job| job.purpose == purpose)
    }

    /// Collects the answers that are ready, working on them for up to `slice` in all
    /// where the frame does the work.
    fn collect(&mut self, slice: Duration, wake: &mut Wake) -> Vec<Answer> {
        let planners = self
            .jobs
            .iter()
            .map(|job| job.planners.len())
            .sum::<usize>();
        let share = slice / planners.max(1) as u32;
        let mut answers = Vec::new();
        self.jobs.retain_mut(|job| {
            for planner in &mut job.planners {
                job.thoughts.extend(planner.poll(share, wake));
            }
            if job.thoughts.len() < job.planners.len() {
                return true;
            }
            let thoughts = std::mem::take(&mut job.thoughts);
            answers.push(Answer {
                purpose: job.purpose,
                generation: job.generation,
                thought: combine(thoughts, job.lower_is_better),
            });
            false
        });
        answers
    }
}

/// The system that delivers answers; readers of [`Answer`] run after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ThinkerRuns;

/// Delivers the answers that are ready as [`Answer`] messages.
pub(super) fn run_thinker(
    mut thinker: ResMut<Thinker>,
    settings: Res<EngineSettings>,
    session: Res<Session>,
    mut answers: MessageWriter<Answer>,
    mut wake: ResMut<Wake>,
) {
    // A paused game costs nothing: the browser's slices wait (a desktop thread ends
    // its budget and its answer waits).
    if thinker.jobs.is_empty() || session.paused {
        return;
    }
    // A finished game asks nothing of the frame but to be drawn: the engine (par, which
    // the card waits for) takes a larger share of it, so its answer comes in a browser
    // too, where it thinks in slices of each frame.
    let slice = if session.state().is_over() {
        settings.frame_slice * 3
    } else {
        settings.frame_slice
    };
    for answer in thinker.collect(slice, &mut wake) {
        answers.write(answer);
    }
}

/// Whether `answer` is about the position the session shows now.
pub fn is_current(answer: &Answer, session: &Session) -> bool {
    answer.generation == session.generation
}
