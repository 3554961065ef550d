//! Review: after a game ends, its moves are stepped through beside what the engine would
//! have played from each position. This is the review's model: the positions, the move
//! shown, and the engine's answers, thought about off the frame (a thread on the
//! desktop, a few milliseconds a frame in the browser), a short budget each, taken in as
//! they come. The screens show it (`screens::review`). Reviewing changes nothing: not
//! the game, its save or its statistics.

use std::time::Duration;

use bevy::platform::cell::SyncCell;
use bevy::prelude::*;
use grid_rules::Puzzle;
use grid_rules::review::{Review, ReviewOptions, ReviewReport};

use crate::core::game::GameCommand;
use crate::core::wake::Wake;
use crate::session::game_view::GameView;
use crate::session::state::Session;
use crate::session::think::EngineSettings;

/// How long the engine thinks about each position of a review.
pub const PER_POSITION: Duration = Duration::from_millis(250);

/// The open review of the finished game.
#[derive(Resource)]
pub struct Reviewing<P: Puzzle> {
    /// The move shown: the board is the position before it (the moves' count: the end).
    pub step: usize,
    /// The answers in so far, one entry per move.
    pub report: ReviewReport<P>,
    /// How many times the report has changed (a screen redraws what it showed of it).
    pub answers: u64,
    positions: Vec<P>,
    work: SyncCell<Work<P>>,
}

/// Where the engine's work on a review happens.
enum Work<P: Puzzle> {
    /// A thread works through the positions and sends a report after each.
    #[cfg(not(target_arch = "wasm32"))]
    Thread {
        reports: std::sync::mpsc::Receiver<ReviewReport<P>>,
        stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    },
    /// The frame works on one position at a time for a slice of each frame.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    Slices {
        review: Box<Review<P>>,
        next: usize,
        spent: Duration,
    },
}

impl<P: Puzzle> Drop for Reviewing<P> {
    fn drop(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        if let Work::Thread { stop, .. } = self.work.get() {
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }
}

impl<P: Puzzle> Reviewing<P> {
    /// Starts the review of `session`'s game at its first move.
    pub fn start(session: &Session<P>) -> Self {
        let review = Review::of_history(&session.game.history, &ReviewOptions::default());
        let positions: Vec<P> = review.positions().cloned().collect();
        let report = review.report();
        #[cfg(not(target_arch = "wasm32"))]
        let work = {
            use std::sync::atomic::{AtomicBool, Ordering};
            let (sender, reports) = std::sync::mpsc::channel();
            let stop = std::sync::Arc::new(AtomicBool::new(false));
            let stopped = stop.clone();
            let mut review = review;
            std::thread::spawn(move || {
                for index in 0..review.jobs().len() {
                    let started = std::time::Instant::now();
                    let job = &mut review.jobs_mut()[index];
                    while !job.step(grid_rules::review::SLICE_NODES)
                        && started.elapsed() < PER_POSITION
                    {
                        if stopped.load(Ordering::Relaxed) {
                            return;
                        }
                    }
                    job.stop();
                    if sender.send(review.report()).is_err() {
                        return;
                    }
                    crate::platform::wake::wake();
                }
            });
            Work::Thread { reports, stop }
        };
        #[cfg(target_arch = "wasm32")]
        let work = Work::Slices {
            review: Box::new(review),
            next: 0,
            spent: Duration::ZERO,
        };
        Self {
            step: 0,
            report,
            answers: 0,
            positions,
            work: SyncCell::new(work),
        }
    }

    /// The moves reviewed.
    pub fn moves(&self) -> usize {
        self.positions.len().saturating_sub(1)
    }

    /// The position before move `step` (at the moves' count: the end).
    pub fn position(&self, step: usize) -> &P {
        &self.positions[step.min(self.positions.len() - 1)]
    }

    /// Takes in the answers that are ready, working for up to `slice` where the frame
    /// does the work. Whether the report changed.
    fn gather(&mut self, slice: Duration) -> bool {
        match self.work.get() {
            #[cfg(not(target_arch = "wasm32"))]
            Work::Thread { reports, .. } => match reports.try_iter().last() {
                Some(report) => {
                    self.report = report;
                    true
                }
                None => false,
            },
            Work::Slices {
                review,
                next,
                spent,
            } => {
                let Some(job) = review.jobs_mut().get_mut(*next) else {
                    return false;
                };
                let started = bevy::platform::time::Instant::now();
                while started.elapsed() < slice && !job.step(grid_rules::review::SLICE_NODES) {}
                *spent += started.elapsed();
                if !job.is_done() && *spent < PER_POSITION {
                    return false;
                }
                job.stop();
                *next += 1;
                *spent = Duration::ZERO;
                self.report = review.report();
                true
            }
        }
    }
}

/// What [`toggle_review`] reads and changes.
pub(super) type ToggleReview<'w, 's, P> = (
    MessageReader<'w, 's, GameCommand>,
    Option<Res<'w, Session<P>>>,
    Option<Res<'w, Reviewing<P>>>,
    Commands<'w, 's>,
);

/// Opens the review of a finished game, or closes an open one; a new game (or an undo)
/// closes it too: there is no finished game to review.
pub(super) fn toggle_review<P: GameView>(
    (mut commands, session, reviewing, mut world): ToggleReview<P>,
) {
    let Some(session) = session else { return };
    let asked = commands
        .read()
        .any(|command| *command == GameCommand::Review);
    let gone = reviewing.is_some() && !session.state().is_over();
    if !asked && !gone {
        return;
    }
    if reviewing.is_some() {
        world.remove_resource::<Reviewing<P>>();
    } else if session.state().is_over() && session.game.history.moves_played() > 0 {
        world.insert_resource(Reviewing::start(&*session));
    }
}

/// What [`gather_review_answers`] reads and changes.
pub(super) type GatherReviewAnswers<'w, P> = (
    Option<ResMut<'w, Reviewing<P>>>,
    Res<'w, EngineSettings>,
    ResMut<'w, Wake>,
);

/// Takes in the engine's answers about the review's positions as they come.
pub(super) fn gather_review_answers<P: GameView>(
    (reviewing, settings, mut wake): GatherReviewAnswers<P>,
) {
    let Some(mut reviewing) = reviewing else {
        return;
    };
    // The browser thinks about the positions in slices of frames; a desktop thread
    // wakes the game with each answer.
    if cfg!(target_arch = "wasm32") && !reviewing.report.complete {
        wake.next_frame();
    }
    // Looking costs nothing; only an answer taken in is a change.
    if reviewing
        .bypass_change_detection()
        .gather(settings.frame_slice)
    {
        reviewing.answers += 1;
    }
}
