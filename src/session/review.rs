//! Review: after a game ends, step through its moves (arrow keys, buttons, a swipe on
//! the board) beside what the engine would have played from each position. The board
//! shows the position before the move, the move played marked in white and the engine's
//! in the hint colour; a bar says what the move cost (points lost, moves from solved).
//! The engine thinks about every position off the frame (a thread on the desktop, a few
//! milliseconds a frame in the browser), a short budget each, and the bar fills in as
//! answers come. Reviewing changes nothing: not the game, its save or its statistics.

use crate::core::words::Localized;
use std::time::Duration;

use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::platform::cell::SyncCell;
use bevy::prelude::*;
use grid_rules::Puzzle;
use grid_rules::review::{Review, ReviewOptions, ReviewReport};

use crate::board::cursor::BoardCursor;
use crate::board::root::BoardRoot;
use crate::core::game::GameCommand;
use crate::look::icons::Icons;
use crate::look::pieces::PieceLook;
use crate::session::game_view::GameView;
use crate::session::hint::spawn_hint;
use crate::session::hud_layout::HudLayout;
use crate::session::play::BoardDraw;
use crate::session::review_bar::{
    ReviewBar, ReviewMark, ReviewStep, ReviewText, Step, describe, spawn_bar,
};
use crate::session::state::Session;
use crate::session::think::EngineSettings;
use crate::ui::input::Swipe;

/// How long the engine thinks about each position of a review.
pub const PER_POSITION: Duration = Duration::from_millis(250);

/// The open review of the finished game.
#[derive(Resource)]
pub struct Reviewing<P: Puzzle> {
    /// The move shown: the board is the position before it (the moves' count: the end).
    pub step: usize,
    /// The answers in so far, one entry per move.
    pub report: ReviewReport<P>,
    positions: Vec<P>,
    /// The step the board was last drawn at, and the one its marks were drawn for (a
    /// frame later: the marks go on the new board, once it is there).
    drawn: Option<usize>,
    marked: Option<usize>,
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
            positions,
            drawn: None,
            marked: None,
            work: SyncCell::new(work),
        }
    }

    /// The moves reviewed.
    pub fn moves(&self) -> usize {
        self.positions.len().saturating_sub(1)
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

/// Opens the review of a finished game, or closes an open one; closing draws the game's
/// own board again.
pub(super) fn toggle_review<P: GameView>(
    mut commands: MessageReader<GameCommand>,
    session: Option<Res<Session<P>>>,
    reviewing: Option<Res<Reviewing<P>>>,
    bars: Query<Entity, With<ReviewBar>>,
    (icons, layout, mut cursor): (Res<Icons>, Res<HudLayout>, ResMut<BoardCursor>),
    mut draw: BoardDraw<P>,
    mut world: Commands,
) {
    let Some(session) = session else { return };
    let asked = commands
        .read()
        .any(|command| *command == GameCommand::Review);
    // A new game (or an undo) ends the review: there is no finished game to review.
    let gone = reviewing.is_some() && !session.state().is_over();
    if !asked && !gone {
        return;
    }
    if reviewing.is_some() {
        cursor.arrows_move_it = P::ARROWS_MOVE_CURSOR;
        world.remove_resource::<Reviewing<P>>();
        for bar in &bars {
            world.entity(bar).despawn();
        }
        if !gone {
            draw.rebuild(session.state(), 0.0);
        }
        return;
    }
    if !session.state().is_over() || session.game.history.moves_played() == 0 {
        return;
    }
    // The arrows step through the review, not the board's cursor.
    cursor.arrows_move_it = false;
    world.insert_resource(Reviewing::start(&*session));
    spawn_bar::<P>(&mut world, &icons, *layout);
}

/// The arrow keys (and Home and End) and a swipe across the board step through the
/// review.
pub(super) fn step_by_keys_and_swipes<P: GameView>(
    reviewing: Option<ResMut<Reviewing<P>>>,
    mut keys: MessageReader<KeyboardInput>,
    mut swipes: MessageReader<Swipe>,
    mut steps: MessageReader<ReviewStep>,
) {
    let Some(mut reviewing) = reviewing else {
        keys.clear();
        swipes.clear();
        steps.clear();
        return;
    };
    let last = reviewing.moves();
    let mut step = reviewing.step;
    for ReviewStep(way) in steps.read() {
        step = match way {
            Step::Back => step.saturating_sub(1),
            Step::On => (step + 1).min(last),
        };
    }
    // Every press counts, even two in one frame (a fast player, a held key's repeats).
    for press in keys.read().filter(|key| key.state == ButtonState::Pressed) {
        step = match press.key_code {
            KeyCode::ArrowLeft => step.saturating_sub(1),
            KeyCode::ArrowRight => (step + 1).min(last),
            KeyCode::Home => 0,
            KeyCode::End => last,
            _ => step,
        };
    }
    for swipe in swipes.read() {
        // A finger drawn to the left turns the page on, to the right back.
        if swipe.0 < 0.0 {
            step = (step + 1).min(last);
        } else {
            step = step.saturating_sub(1);
        }
    }
    if step != reviewing.step {
        reviewing.step = step;
    }
}

/// Takes in the engine's answers, draws the position of the step shown with the move
/// played and the engine's, and writes what the move cost.
#[allow(clippy::too_many_arguments)]
pub(super) fn show_review<P: GameView>(
    reviewing: Option<ResMut<Reviewing<P>>>,
    settings: Res<EngineSettings>,
    mut draw: BoardDraw<P>,
    roots: Query<(Entity, &BoardRoot)>,
    marks: Query<Entity, With<ReviewMark>>,
    look: Res<PieceLook>,
    mut texts: Query<&mut Localized, With<ReviewText>>,
    mut commands: Commands,
) {
    let Some(mut reviewing) = reviewing else {
        return;
    };
    let changed = reviewing.gather(settings.frame_slice);
    let step = reviewing.step;
    if reviewing.drawn != Some(step) {
        // A new board: its marks go on it next frame, when it exists (marks put on the
        // board being replaced would go with it).
        reviewing.drawn = Some(step);
        reviewing.marked = None;
        draw.rebuild(&reviewing.positions[step], 0.0);
        for mark in &marks {
            commands.entity(mark).despawn();
        }
    } else if changed || reviewing.marked != Some(step) {
        reviewing.marked = Some(step);
        for mark in &marks {
            commands.entity(mark).despawn();
        }
        let entry = reviewing.report.entries.get(step);
        let position = &reviewing.positions[step];
        if let (Some(entry), Ok((root_entity, root))) = (entry, roots.single()) {
            let mut mark = |shape, colour| {
                let id = spawn_hint(&mut commands, (root_entity, root), shape, colour, f32::MAX);
                commands.entity(id).insert(ReviewMark);
            };
            if let Some(engine) = entry.engine.as_ref().and_then(|line| line.moves.first())
                && !entry.agrees
            {
                mark(position.hint_shape(engine), look.hint_colour);
            }
            mark(position.hint_shape(&entry.played), Color::WHITE);
        }
    } else {
        return;
    }
    let words = describe(&reviewing.report, step, reviewing.moves());
    for mut text in &mut texts {
        text.set_if_neq(words.clone());
    }
}

/// Leaving the game ends its review.
pub(super) fn end_review<P: GameView>(mut commands: Commands) {
    commands.remove_resource::<Reviewing<P>>();
}
