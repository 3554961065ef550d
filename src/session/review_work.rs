//! The engine's work on a review of a game of `P`: its positions laid out, and one
//! position after another thought about off the frame, a short budget each, the report
//! told after each. The review's model (`review.rs`) holds it as a [`ReviewStart`].

use std::time::Duration;

use bevy::platform::time::Instant;
use grid_rules::history::History;
use grid_rules::review::{Review, ReviewOptions, ReviewReport, SLICE_NODES};

use crate::platform::off_frame::{Progress, Work};
use crate::session::game::{Position, ReviewStart};
use crate::session::game_look::GameLook;

/// How long the engine thinks about each position of a review.
pub const PER_POSITION: Duration = Duration::from_millis(250);

/// The review of a game of `P` as played.
pub fn start_review<P: GameLook>(history: &History<P>) -> ReviewStart {
    let review = Review::of_history(history, &ReviewOptions::default());
    ReviewStart {
        positions: review
            .positions()
            .map(|position| Box::new(position.clone()) as Box<dyn Position>)
            .collect(),
        report: review.report().map_moves(ToString::to_string),
        work: Box::new(ReviewWork {
            review,
            next: 0,
            spent: Duration::ZERO,
        }),
    }
}

/// The engine's work on a review: one position after another, [`PER_POSITION`] each,
/// the report told after each.
struct ReviewWork<P: GameLook> {
    review: Review<P>,
    next: usize,
    spent: Duration,
}

impl<P: GameLook> Work<ReviewReport<String>> for ReviewWork<P> {
    fn step(&mut self, slice: Duration) -> Progress<ReviewReport<String>> {
        let jobs = self.review.jobs_mut();
        let count = jobs.len();
        let Some(job) = jobs.get_mut(self.next) else {
            return Progress::Done(self.review.report().map_moves(ToString::to_string));
        };
        let started = Instant::now();
        while started.elapsed() < slice && !job.step(SLICE_NODES) {}
        self.spent += started.elapsed();
        if !job.is_done() && self.spent < PER_POSITION {
            return Progress::Working;
        }
        job.stop();
        self.next += 1;
        self.spent = Duration::ZERO;
        let report = self.review.report().map_moves(ToString::to_string);
        if self.next == count {
            Progress::Done(report)
        } else {
            Progress::News(report)
        }
    }
}
