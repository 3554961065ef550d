//! Auto-play: the engine's line played move by move with the normal animations,
//! planning again whenever the line runs out of moves it can trust (after new pieces
//! arrived). Any click or key stops it.

use std::collections::VecDeque;

use bevy::prelude::*;
use bevy_tweening::TweenAnim;

use crate::core::game::{CellClicked, GameCommand};
use crate::session::play::{BoardNews, play_move};
use crate::session::state::Session;
use crate::session::think::{Answer, EngineSettings, Purpose, Thinker, is_current};

/// Whether auto-play is on, and the moves (printed) it has yet to play.
#[derive(Resource, Default)]
pub struct AutoPlay {
    pub on: bool,
    queue: VecDeque<String>,
}

impl AutoPlay {
    fn stop(&mut self) {
        self.on = false;
        self.queue.clear();
    }
}

/// The Auto button toggles it; a click on the board, a key, or any other command stops
/// it.
pub(super) fn toggle_auto_play(
    mut game_commands: MessageReader<GameCommand>,
    mut clicks: MessageReader<CellClicked>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut auto: ResMut<AutoPlay>,
    mut thinker: ResMut<Thinker>,
) {
    let mut interrupted = clicks.read().count() > 0
        || keys.is_some_and(|keys| keys.get_just_pressed().next().is_some());
    for command in game_commands.read() {
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

/// What auto-play's next move waits for: the engine's answer, and the board at rest.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct AutoPlayTurn<'w, 's> {
    thinker: ResMut<'w, Thinker>,
    settings: Res<'w, EngineSettings>,
    answers: MessageReader<'w, 's, Answer>,
    animations: Query<'w, 's, (), With<TweenAnim>>,
}

/// Plays the next queued move once the board is idle, and asks for more moves when the
/// queue is empty.
pub(super) fn run_auto_play(
    mut session: ResMut<Session>,
    mut auto: ResMut<AutoPlay>,
    mut turn: AutoPlayTurn,
    mut news: MessageWriter<BoardNews>,
) {
    if !auto.on {
        turn.answers.clear();
        return;
    }
    for answer in turn.answers.read() {
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
    if !turn.animations.is_empty() {
        return;
    }
    match auto.queue.pop_front() {
        Some(mv) => {
            session.played.clear_selection();
            session.auto_used = true;
            if !play_move(&mut session, &mv, &mut news) {
                auto.stop();
            }
        }
        None if !turn.thinker.is_thinking(Purpose::Auto) => {
            let generation = session.generation;
            turn.thinker
                .ask(Purpose::Auto, session.state(), generation, &turn.settings);
        }
        None => {}
    }
}
