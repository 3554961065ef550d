//! The review for the command line: every position thought about for a time budget
//! (the caller's clock, as the rules read none), and the report as text, one line per
//! move and then the totals.

use std::time::Duration;

use super::entries::{Entry, ReviewReport, Value};
use super::jobs::{Review, ReviewOptions};
use super::measure::Measure;
use crate::code::GameCode;
use crate::games::{GameVisitor, with_game};
use crate::grid::Pos;
use crate::puzzle::Puzzle;

/// Nodes per slice between looks at the clock: well under a millisecond of work.
pub const SLICE_NODES: u64 = 4_096;

/// Runs every job of `review` until it is done or has thought for `per_position` by
/// `clock` (any clock that counts up, such as the time since the program started),
/// one position after another; a job out of time answers with its best line so far.
/// Blocks: for the command line, never the app's frame.
pub fn think_blocking<P: Puzzle>(
    review: &mut Review<P>,
    per_position: Duration,
    mut clock: impl FnMut() -> Duration,
) {
    for job in review.jobs_mut() {
        let started = clock();
        while !job.step(SLICE_NODES) && clock().saturating_sub(started) < per_position {}
        // Out of time: the best line so far stands as the answer.
        job.stop();
    }
}

/// Reviews the game in `code`: each position thought about for up to `per_position`
/// and `options.max_nodes`, then the report as [`format_report`] writes it.
pub fn review_code(
    code: &GameCode,
    options: &ReviewOptions,
    per_position: Duration,
    clock: impl FnMut() -> Duration,
) -> Result<String, String> {
    struct ReviewCode<'a, C> {
        code: &'a GameCode,
        options: &'a ReviewOptions,
        per_position: Duration,
        clock: C,
    }
    impl<C: FnMut() -> Duration> GameVisitor for ReviewCode<'_, C> {
        type Output = Result<String, String>;
        fn visit<P: Puzzle>(self) -> Self::Output {
            let (_, history) = self.code.play::<P>()?;
            let mut review = Review::of_history(&history, self.options);
            think_blocking(&mut review, self.per_position, self.clock);
            Ok(format_report(&review.report()))
        }
    }
    with_game(
        &code.game,
        ReviewCode {
            code,
            options,
            per_position,
            clock,
        },
    )?
}

/// Clicks as the command line writes them (`x,y x,y`); a move no click makes is
/// written as the move itself.
fn clicks_text(clicks: &[Pos], mv: &impl std::fmt::Display) -> String {
    if clicks.is_empty() {
        return mv.to_string();
    }
    let texts: Vec<String> = clicks.iter().map(Pos::to_string).collect();
    texts.join(" ")
}

/// `N from solved`, or `at most N` where the distance is only an upper bound.
fn distance_text(value: Value) -> String {
    if value.exact {
        value.score.to_string()
    } else {
        format!("at most {}", value.score)
    }
}

/// One line: `move N: played X,Y; engine X,Y; lost P`, then what the game's measure adds.
fn entry_line<M: std::fmt::Display>(measure: Measure, entry: &Entry<M>) -> String {
    let engine = match (&entry.engine_clicks, &entry.engine) {
        (Some(clicks), Some(line)) => clicks_text(clicks, &line.moves[0]),
        _ => "-".to_string(),
    };
    let lost = entry.lost.map_or("?".to_string(), |lost| lost.to_string());
    let mut line = format!(
        "move {}: played {}; engine {engine}; lost {lost}",
        entry.number,
        clicks_text(&entry.played_clicks, &entry.played)
    );
    // The engine's whole line where it is more than its first move, with what it is
    // worth: replayed from the position before the move, it scores that.
    if let Some(engine) = &entry.engine
        && engine.sure > 1
        && entry.engine_line_clicks.len() > entry.engine_clicks.as_ref().map_or(0, Vec::len)
    {
        let clicks: Vec<String> = entry
            .engine_line_clicks
            .iter()
            .map(Pos::to_string)
            .collect();
        line.push_str(&format!("; line {} ({})", clicks.join(" "), engine.score));
    }
    match measure {
        Measure::Distance => {
            if let Some(after) = entry.after {
                line.push_str(&format!("; {} from solved", distance_text(after)));
            }
            if entry.wrong_way {
                line.push_str("; wrong way");
            }
        }
        Measure::Choice if entry.engine.is_some() && !entry.agrees => {
            if let Some(before) = entry.before {
                line.push_str(&format!("; engine expected {}", before.score));
            }
        }
        Measure::Clearing => {
            if entry.stuck {
                line.push_str("; stuck, reshuffled");
            }
            if entry.clearable_after == Some(false) {
                line.push_str("; cannot be cleared");
            }
        }
        Measure::Points | Measure::Choice => {}
    }
    line
}

/// Move numbers as `3, 7, 9`.
fn numbers(moves: &[usize]) -> String {
    let texts: Vec<String> = moves.iter().map(usize::to_string).collect();
    texts.join(", ")
}

/// The report as text: one line per move (`move N: played X,Y; engine X,Y; lost P`, the
/// engine's whole line `; line X,Y X,Y ... (S)` where it is sure of more than one move,
/// and for Fifteen `; N from solved`), then `played: N`, `optimal: N` (Fifteen), `lost: N`
/// and what the game's measure found.
pub fn format_report<M: std::fmt::Display>(report: &ReviewReport<M>) -> String {
    let mut text = String::new();
    for entry in &report.entries {
        text.push_str(&entry_line(report.measure, entry));
        text.push('\n');
    }
    text.push_str(&format!("played: {}\n", report.played));
    if report.measure == Measure::Distance {
        let optimal = report.optimal.map_or("?".to_string(), distance_text);
        text.push_str(&format!("optimal: {optimal}\n"));
    }
    text.push_str(&format!("lost: {}\n", report.lost));
    let named = |moves: Option<usize>| moves.map_or("none".to_string(), |n| format!("move {n}"));
    match report.measure {
        Measure::Points => {
            let worst: Vec<String> = report
                .most_lost
                .iter()
                .map(|&n| {
                    let lost = report.entries[n - 1].lost.unwrap_or_default();
                    format!("move {n} ({lost})")
                })
                .collect();
            let worst = if worst.is_empty() {
                "none".to_string()
            } else {
                worst.join(", ")
            };
            text.push_str(&format!("most lost: {worst}\n"));
        }
        Measure::Distance => {
            text.push_str(&format!(
                "first wrong way: {}\n",
                named(report.first_wrong_way)
            ));
        }
        Measure::Choice => {
            let differed = if report.differed.is_empty() {
                "none".to_string()
            } else {
                format!("moves {}", numbers(&report.differed))
            };
            text.push_str(&format!("engine chose otherwise: {differed}\n"));
        }
        Measure::Clearing => {
            text.push_str(&format!("stuck after: {}\n", named(report.stuck_after)));
            text.push_str(&format!(
                "no longer clearable after: {}\n",
                named(report.unclearable_after)
            ));
        }
    }
    if !report.complete {
        text.push_str("complete: no\n");
    }
    text
}
