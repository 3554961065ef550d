//! Auto-play: the engine's line played move by move with the normal animations,
//! planning again whenever the line runs out of moves it can trust (after new pieces
//! arrived). Any click or key stops it.

use std::collections::VecDeque;

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use grid_rules::Puzzle;

use crate::core::game::{CellClicked, GameCommand};
use crate::session::game_view::GameView;
use crate::session::play::{BoardNews, play_move};
use crate::session::state::Session;
use crate::session::think::{Answer, EngineSettings, Purpose, Thinker, is_current};

/// Whether auto-play is on, and the moves it has yet to play.
#[derive(Resource)]
pub struct AutoPlay<P: Puzzle> {
    pub on: bool,
    queue: VecDeque<P::Move>,
}

impl<P: Puzzle> Default for AutoPlay<P> {
    fn default() -> Self {
        Self {
            on: false,
            queue: VecDeque::new(),
        }
    }
}

impl<P: Puzzle> AutoPlay<P> {
    fn stop(&mut self) {
        self.on = false;
        self.queue.clear();
    }
}

/// What [`toggle_auto_play`] reads and changes.
pub(super) type ToggleAutoPlay<'w, 's, P> = (
    MessageReader<'w, 's, GameCommand>,
    MessageReader<'w, 's, CellClicked>,
    Option<Res<'w, ButtonInput<KeyCode>>>,
    ResMut<'w, AutoPlay<P>>,
    ResMut<'w, Thinker<P>>,
);

/// The Auto button toggles it; a click on the board, a key, or any other command stops
/// it.
pub(super) fn toggle_auto_play<P: GameView>(
    (mut commands, mut clicks, keys, mut auto, mut thinker): ToggleAutoPlay<P>,
) {
    let mut interrupted = clicks.read().count() > 0
        || keys.is_some_and(|keys| keys.get_just_pressed().next().is_some());
    for command in commands.read() {
        match command {
            GameCommand::AutoPlay => {
                let was_on = auto.on;
                auto.stop();
                auto.on = !was_on;
                interrupted = false;
            }
            GameCommand::Share | GameCommand::Hint | GameCommand::Settings => {}
            _ => interrupted = true,
        }
    }
    if interrupted && auto.on {
        auto.stop();
        thinker.cancel(Purpose::Auto);
    }
}

/// What [`run_auto_play`] reads and changes.
pub(super) type RunAutoPlay<'w, 's, P> = (
    Option<ResMut<'w, Session<P>>>,
    ResMut<'w, AutoPlay<P>>,
    ResMut<'w, Thinker<P>>,
    Res<'w, EngineSettings>,
    MessageReader<'w, 's, Answer<P>>,
    Query<'w, 's, (), With<TweenAnim>>,
    MessageWriter<'w, BoardNews<P>>,
);

/// Plays the next queued move once the board is idle, and asks for more moves when the
/// queue is empty.
pub(super) fn run_auto_play<P: GameView>(
    (session, mut auto, mut thinker, settings, mut answers, anims, mut news): RunAutoPlay<P>,
) {
    let Some(mut session) = session else { return };
    if !auto.on {
        answers.clear();
        return;
    }
    for answer in answers.read() {
        if answer.purpose == Purpose::Auto && is_current(answer, &session) {
            match &answer.thought.line {
                Some(line) => {
                    auto.queue = line.moves.iter().take(line.sure.max(1)).cloned().collect()
                }
                None => auto.stop(),
            }
        }
    }
    if session.state().is_over() {
        auto.stop();
        return;
    }
    if !anims.is_empty() {
        return;
    }
    match auto.queue.pop_front() {
        Some(mv) => {
            session.ui = P::Ui::default();
            session.auto_used = true;
            if !play_move(&mut session, &mv, &mut news) {
                auto.stop();
            }
        }
        None if !thinker.is_thinking(Purpose::Auto) => {
            thinker.ask(
                Purpose::Auto,
                session.state(),
                session.generation,
                &settings,
            );
        }
        None => {}
    }
}
