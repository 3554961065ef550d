//! Review: after a game ends, its moves are stepped through beside what the engine would
//! have played from each position. This is the review's model: the positions, the move
//! shown, and the engine's answers, thought about off the frame (`platform::off_frame`),
//! a short budget each, taken in as they come. The screens show it (`screens::review`).
//! Reviewing changes nothing: not the game, its save or its statistics.

use bevy::prelude::*;
use grid_rules::review::ReviewReport;

use crate::core::game::GameCommand;
use crate::core::wake::Wake;
use crate::platform::off_frame::Background;
use crate::session::game::{Position, ReviewStart, ScoreUnit};
use crate::session::state::Session;
use crate::session::think::EngineSettings;

/// The open review of the finished game.
#[derive(Resource)]
pub struct Reviewing {
    /// The move shown: the board is the position before it (the moves' count: the end).
    pub step: usize,
    /// The answers in so far, one entry per move (moves printed).
    pub report: ReviewReport<String>,
    /// How many times the report has changed (a screen redraws what it showed of it).
    pub answers: u64,
    /// What the game's result counts (what a move's loss is worded in).
    pub unit: ScoreUnit,
    positions: Vec<Box<dyn Position>>,
    work: Background<ReviewReport<String>>,
}

impl Reviewing {
    /// Starts the review of `session`'s game at its first move.
    pub fn start(session: &Session) -> Self {
        let ReviewStart {
            positions,
            report,
            work,
        } = session.played.review();
        Self {
            step: 0,
            report,
            answers: 0,
            unit: session.facts().unit,
            positions,
            work: Background::start(work),
        }
    }

    /// The moves reviewed.
    pub fn moves(&self) -> usize {
        self.positions.len().saturating_sub(1)
    }

    /// The position before move `step` (at the moves' count: the end).
    pub fn position(&self, step: usize) -> &dyn Position {
        self.positions[step.min(self.positions.len() - 1)].as_ref()
    }
}

/// Opens the review of a finished game, or closes an open one; a new game (or an undo)
/// closes it too: there is no finished game to review.
pub(super) fn toggle_review(
    mut game_commands: MessageReader<GameCommand>,
    session: Res<Session>,
    reviewing: Option<Res<Reviewing>>,
    mut commands: Commands,
) {
    let asked = game_commands
        .read()
        .any(|command| *command == GameCommand::Review);
    let gone = reviewing.is_some() && !session.state().is_over();
    if !asked && !gone {
        return;
    }
    if reviewing.is_some() {
        commands.remove_resource::<Reviewing>();
    } else if session.state().is_over() && session.played.moves_played() > 0 {
        commands.insert_resource(Reviewing::start(&session));
    }
}

/// Takes in the engine's answers about the review's positions as they come.
pub(super) fn gather_review_answers(
    reviewing: Option<ResMut<Reviewing>>,
    settings: Res<EngineSettings>,
    mut wake: ResMut<Wake>,
) {
    let Some(mut reviewing) = reviewing else {
        return;
    };
    // Looking costs nothing; only an answer taken in is a change.
    let told = reviewing
        .bypass_change_detection()
        .work
        .poll(settings.frame_slice, &mut wake)
        .pop();
    let Some(report) = told else {
        return;
    };
    reviewing.report = report;
    reviewing.answers += 1;
}
