//! Playing: clicks, commands and moves go through the history, and what changed is told
//! to whatever shows the board ([`BoardNews`]), in the order it happened. The model
//! draws nothing.

use bevy::prelude::*;
use grid_rules::{Change, Puzzle};

use crate::core::game::{AppState, CellClicked, GameCommand};
use crate::look::config::GameConfig;
use crate::session::game_view::GameView;
use crate::session::state::{Session, fresh_seed};

/// A move for the running game that does not come from a click (a clock running
/// out, an engine's line); played exactly as a click's move would be.
#[derive(Message, Clone, Debug)]
pub struct PlayMove<P: Puzzle>(pub P::Move);

/// What happened to the running game's position, for the board on screen: each one
/// first finishes the animations still running (a click during one snaps it to its end).
#[derive(Message, Clone, Debug)]
pub enum BoardNews<P: Puzzle> {
    /// A move was played; what changed, in the order it is animated.
    Played(Vec<Change<P::Piece>>),
    /// A click played no move: the click state before and after it (a selection, or a
    /// click refused).
    Unplayed { before: P::Ui, after: P::Ui },
    /// A click on a finished board: it only finishes what is running.
    Touched,
    /// The position was replaced (a new game, an undo or redo, the game opened): drawn
    /// afresh, growing in over `grow` seconds.
    Replaced { grow: f32 },
}

/// Plays `mv` on the session (recording it) and tells the board what changed; false
/// when the rules refuse it.
pub fn play_move<P: GameView>(
    session: &mut Session<P>,
    mv: &P::Move,
    news: &mut MessageWriter<BoardNews<P>>,
) -> bool {
    let Ok(changes) = session.game.history.play(mv) else {
        return false;
    };
    session.moved();
    news.write(BoardNews::Played(changes));
    true
}

/// What [`apply_clicks`] reads and changes.
pub(super) type ApplyClicks<'w, 's, P> = (
    MessageReader<'w, 's, CellClicked>,
    Option<ResMut<'w, Session<P>>>,
    MessageWriter<'w, BoardNews<P>>,
);

/// Plays the board's clicks: a move, a selection, or a click the rules refuse.
pub(super) fn apply_clicks<P: GameView>((mut clicks, session, mut news): ApplyClicks<P>) {
    let Some(mut session) = session else {
        clicks.clear();
        return;
    };
    for click in clicks.read() {
        let session = &mut *session;
        let state = session.game.history.current();
        let before = session.ui.clone();
        match state.click(&mut session.ui, click.pos) {
            Some(mv) => {
                play_move(session, &mv, &mut news);
            }
            None if !state.is_over() => {
                news.write(BoardNews::Unplayed {
                    before,
                    after: session.ui.clone(),
                });
            }
            None => {
                news.write(BoardNews::Touched);
            }
        }
    }
}

/// What [`apply_moves`] reads and changes.
pub(super) type ApplyMoves<'w, 's, P> = (
    MessageReader<'w, 's, PlayMove<P>>,
    Option<ResMut<'w, Session<P>>>,
    MessageWriter<'w, BoardNews<P>>,
);

/// Plays the moves that come from elsewhere than a click ([`PlayMove`]).
pub(super) fn apply_moves<P: GameView>((mut moves, session, mut news): ApplyMoves<P>) {
    let Some(mut session) = session else {
        moves.clear();
        return;
    };
    for PlayMove(mv) in moves.read() {
        if play_move(&mut session, mv, &mut news) {
            session.ui = P::Ui::default();
        }
    }
}

/// What [`apply_commands`] reads and changes.
pub(super) type ApplyCommands<'w, 's, P> = (
    MessageReader<'w, 's, GameCommand>,
    Option<ResMut<'w, Session<P>>>,
    MessageWriter<'w, BoardNews<P>>,
    Res<'w, <P as GameView>::Config>,
    Res<'w, <P as GameView>::Settings>,
    Res<'w, GameConfig>,
    ResMut<'w, NextState<AppState>>,
);

/// The game's commands: a new game, undo, redo, back to the menu.
pub(super) fn apply_commands<P: GameView>(
    (mut game_commands, session, mut news, config, settings, game_config, mut next_state): ApplyCommands<P>,
) {
    let Some(mut session) = session else {
        game_commands.clear();
        return;
    };
    for command in game_commands.read() {
        let replaced = match command {
            GameCommand::NewGame => {
                *session = Session::new(P::params(&config, &settings), fresh_seed());
                true
            }
            // The click state is dropped: it may point at cells that changed.
            GameCommand::Undo => {
                let undone = session.game.history.undo();
                session.undos_used += u32::from(undone);
                undone
            }
            GameCommand::Redo => session.game.history.redo(),
            GameCommand::BackToMenu => {
                next_state.set(AppState::Menu);
                false
            }
            // Answered by the hint, save and auto-play systems.
            GameCommand::Hint
            | GameCommand::Share
            | GameCommand::AutoPlay
            | GameCommand::Review
            | GameCommand::Settings => false,
        };
        if replaced {
            session.ui = P::Ui::default();
            session.moved();
            news.write(BoardNews::Replaced {
                grow: game_config.timings.undo,
            });
        }
    }
}
