//! Playing: clicks, commands and moves go through the game's record, and what changed is
//! told to whatever shows the board ([`BoardNews`]), in the order it happened. The model
//! draws nothing.

use bevy::prelude::*;
use grid_rules::Change;

use crate::core::game::{AppState, CellClicked, GameCommand};
use crate::look::config::GameConfig;
use crate::session::game::Clicked;
use crate::session::registry::NextParams;
use crate::session::state::{Session, fresh_seed};

/// A move for the running game that does not come from a click (a clock running
/// out, an engine's line), printed as game codes hold it; played exactly as a click's
/// move would be.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct PlayMove(pub String);

/// What happened to the running game's position, for the board on screen: each one
/// first finishes the animations still running (a click during one snaps it to its end).
#[derive(Message, Clone, Debug, PartialEq)]
pub enum BoardNews {
    /// A move was played; what changed, in the order it is animated (pieces as their
    /// codes).
    Played(Vec<Change<u16>>),
    /// A click played no move: it chose something, or the rules refused it.
    Unplayed { refused: bool },
    /// A click on a finished board: it only finishes what is running.
    Touched,
    /// The position was replaced (a new game, an undo or redo, the game opened): drawn
    /// afresh, growing in over `grow` seconds.
    Replaced { grow: f32 },
}

/// Plays the printed move `mv` on the session (recording it) and tells the board what
/// changed; false when the rules refuse it.
pub fn play_move(session: &mut Session, mv: &str, news: &mut MessageWriter<BoardNews>) -> bool {
    let Some(changes) = session.played.play(mv) else {
        return false;
    };
    session.moved();
    news.write(BoardNews::Played(changes));
    true
}

/// Plays the board's clicks: a move, a selection, or a click the rules refuse.
pub(super) fn apply_clicks(
    mut clicks: MessageReader<CellClicked>,
    mut session: ResMut<Session>,
    mut news: MessageWriter<BoardNews>,
) {
    for click in clicks.read() {
        // The board is covered: a click reaches nothing.
        if session.paused {
            continue;
        }
        let clicked = session.played.click(click.pos);
        news.write(match clicked {
            Clicked::Played(changes) => {
                session.moved();
                BoardNews::Played(changes)
            }
            Clicked::Unplayed { refused } => BoardNews::Unplayed { refused },
            Clicked::Touched => BoardNews::Touched,
        });
    }
}

/// Plays the moves that come from elsewhere than a click ([`PlayMove`]).
pub(super) fn apply_moves(
    mut moves: MessageReader<PlayMove>,
    mut session: ResMut<Session>,
    mut news: MessageWriter<BoardNews>,
) {
    for PlayMove(mv) in moves.read() {
        if play_move(&mut session, mv, &mut news) {
            session.played.clear_selection();
        }
    }
}

/// The game's commands: a new game, the same deal again, undo, redo, back to the menu.
/// (Hint, Share, auto-play, the review, pause and the settings panel have systems of
/// their own.)
pub(super) fn apply_commands(
    mut game_commands: MessageReader<GameCommand>,
    mut session: ResMut<Session>,
    mut news: MessageWriter<BoardNews>,
    next: Res<NextParams>,
    game_config: Res<GameConfig>,
    mut next_state: ResMut<NextState<AppState>>,
) {
    for command in game_commands.read() {
        let replaced = match command {
            GameCommand::NewGame => {
                let game = session.game();
                match game.deal(next.of(session.id()), fresh_seed()) {
                    Ok(played) => {
                        *session = Session::new(played);
                        true
                    }
                    Err(why) => {
                        warn!("no new game of {}: {why}", session.id().0);
                        false
                    }
                }
            }
            // Nothing of the board changes while it is covered.
            GameCommand::Undo | GameCommand::Redo if session.paused => false,
            // The screens ask first where moves were made; the answer is
            // `RestartConfirmed` (with no move made, there is nothing to restart).
            GameCommand::Restart => false,
            GameCommand::RestartConfirmed => {
                *session = session.restarted();
                true
            }
            // The click state is dropped: it may point at cells that changed.
            GameCommand::Undo => {
                let undone = session.played.undo();
                session.undos_used += u32::from(undone);
                undone
            }
            GameCommand::Redo => session.played.redo(),
            GameCommand::BackToMenu => {
                next_state.set(AppState::Menu);
                false
            }
            GameCommand::Hint
            | GameCommand::Share
            | GameCommand::AutoPlay
            | GameCommand::Review
            | GameCommand::Settings
            | GameCommand::Pause => false,
        };
        if replaced {
            session.played.clear_selection();
            session.moved();
            news.write(BoardNews::Replaced {
                grow: game_config.timings.undo,
            });
        }
    }
}
