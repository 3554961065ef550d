//! Playing: clicks, commands and moves go through the history, and what changed is
//! drawn. Clicks and commands during an animation first finish it.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use grid_rules::Puzzle;
use grid_rules::history::History;

use crate::audio::of_moves::Cues;
use crate::board::anim::{finish_all_animations, finish_before_next};
use crate::board::root::{BoardRoot, GridPos, Tile, Vanishing};
use crate::core::game::{AppState, CellClicked, GameCommand};
use crate::look::config::GameConfig;
use crate::look::pieces::PieceLook;
use crate::session::game_view::GameView;
use crate::session::state::{Session, fresh_seed, next_id};
use crate::session::view::{Canvas, animate_changes, spawn_board};

/// A move for the running game that does not come from a click (a clock running
/// out, an engine's line); played exactly as a click's move would be.
#[derive(Message, Clone, Debug)]
pub struct PlayMove<P: Puzzle>(pub P::Move);

/// The pieces of game `P` that stand on the board (not the ones leaving it).
type OnBoard<P> = (With<Tile<<P as Puzzle>::Piece>>, Without<Vanishing>);

/// What drawing the board takes: the board, its pieces, the running animations and the
/// looks.
#[derive(SystemParam)]
pub struct BoardDraw<'w, 's, P: GameView> {
    commands: Commands<'w, 's>,
    roots: Query<'w, 's, (Entity, &'static BoardRoot)>,
    pieces: Query<'w, 's, (Entity, &'static GridPos), OnBoard<P>>,
    config: Res<'w, GameConfig>,
    look: Res<'w, PieceLook>,
    own_look: Res<'w, <P as GameView>::Look>,
    cues: Cues<'w>,
}

impl<P: GameView> BoardDraw<'_, '_, P> {
    /// Snaps running animations to their end before what comes next. Queued, not
    /// checked here: the animations of a move played earlier in this same frame exist
    /// only once the commands run.
    pub fn finish_running(&mut self) {
        finish_before_next(&mut self.commands);
    }

    /// Plays `mv` on the session (recording it) and animates what changed; false when
    /// the rules refuse it.
    pub fn play(&mut self, session: &mut Session<P>, mv: &P::Move) -> bool {
        let Ok(changes) = session.game.history.play(mv) else {
            return false;
        };
        session.moved();
        let Ok((root_entity, root)) = self.roots.single() else {
            return true;
        };
        let mut map = self
            .pieces
            .iter()
            .map(|(entity, pos)| (pos.0, entity))
            .collect();
        let canvas = Canvas {
            root_entity,
            root,
            timings: &self.config.timings,
            look: &self.look,
            own_look: &*self.own_look,
        };
        let timeline = animate_changes::<P>(&mut self.commands, &canvas, &mut map, &changes);
        for (change, start) in changes.iter().zip(&timeline.step_starts) {
            for (effect, offset) in P::change_sounds(change, &self.config.timings) {
                self.cues.send(effect, start + offset);
            }
        }
        timeline.start(&mut self.commands);
        true
    }

    /// Plays `effect` now (a selection, a refused click).
    pub fn sound(&mut self, effect: crate::audio::player::Effect) {
        self.cues.send(effect, 0.0);
    }

    /// Throws the board away and draws `state` afresh, growing in over `grow` seconds.
    pub fn rebuild(&mut self, state: &P, grow: f32) {
        self.finish_running();
        for (root, _) in &self.roots {
            self.commands.entity(root).despawn();
        }
        spawn_board::<P>(&mut self.commands, state, &self.look, &self.own_look, grow);
    }

    /// How long a new board takes to grow in.
    pub fn spawn_seconds(&self) -> f32 {
        self.config.timings.spawn
    }
}

pub(super) fn apply_clicks<P: GameView>(
    mut clicks: MessageReader<CellClicked>,
    session: Option<ResMut<Session<P>>>,
    mut draw: BoardDraw<P>,
) {
    let Some(mut session) = session else {
        clicks.clear();
        return;
    };
    for click in clicks.read() {
        draw.finish_running();
        let session = &mut *session;
        let state = session.game.history.current();
        let before = session.ui.clone();
        match state.click(&mut session.ui, click.pos) {
            Some(mv) => {
                draw.play(session, &mv);
            }
            None if !state.is_over() => draw.sound(P::click_sound(&before, &session.ui)),
            None => {}
        }
    }
}

pub(super) fn apply_moves<P: GameView>(
    mut moves: MessageReader<PlayMove<P>>,
    session: Option<ResMut<Session<P>>>,
    mut draw: BoardDraw<P>,
) {
    let Some(mut session) = session else {
        moves.clear();
        return;
    };
    for PlayMove(mv) in moves.read() {
        draw.finish_running();
        if draw.play(&mut session, mv) {
            session.ui = P::Ui::default();
        }
    }
}

pub(super) fn apply_commands<P: GameView>(
    mut game_commands: MessageReader<GameCommand>,
    session: Option<ResMut<Session<P>>>,
    mut draw: BoardDraw<P>,
    config: Res<<P as GameView>::Config>,
    settings: Res<<P as GameView>::Settings>,
    mut next_state: ResMut<NextState<AppState>>,
) {
    let Some(mut session) = session else {
        game_commands.clear();
        return;
    };
    let undo_grow = draw.config.timings.undo;
    for command in game_commands.read() {
        let rebuilt = match command {
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
        if rebuilt {
            session.ui = P::Ui::default();
            session.moved();
            draw.rebuild(session.state(), undo_grow);
        }
    }
}

/// The looks a board was drawn with, and that board.
type DrawnWith<P> = (Option<Entity>, PieceLook, <P as GameView>::Look);

/// Draws the board again from the rules state, as it stands, when the looks change
/// (another theme, an edited configuration): the game goes on in the new look. An
/// edited image needs nothing: the sprites show the reloaded image by themselves.
pub(super) fn redraw_with_new_look<P: GameView>(
    session: Option<Res<Session<P>>>,
    mut drawn: Local<Option<DrawnWith<P>>>,
    mut draw: BoardDraw<P>,
) {
    let Some(session) = session else { return };
    let root = draw.roots.iter().next().map(|(entity, _)| entity);
    let drawn_now =
        |draw: &BoardDraw<P>, root| Some((root, draw.look.clone(), draw.own_look.clone()));
    match &*drawn {
        // A board drawn since (a new game, entering the game) has the looks of now.
        Some((was_root, look, own)) if *was_root == root => {
            let changed = draw.look.is_changed() || draw.own_look.is_changed();
            if changed && (*look != *draw.look || *own != *draw.own_look) {
                draw.rebuild(session.state(), 0.0);
                // The new board's entity is known next frame.
                *drawn = drawn_now(&draw, None);
            }
        }
        _ => *drawn = drawn_now(&draw, root),
    }
}

/// Draws the running game's board afresh (after its state was replaced).
pub(super) fn rebuild_board<P: GameView>(session: Res<Session<P>>, mut draw: BoardDraw<P>) {
    draw.rebuild(session.state(), 0.0);
}

/// Puts `state` in place of the running game (a new history, the board rebuilt):
/// how tests and tools start from a position. Its game code starts from the state's
/// board text (with the session's seed for what the game draws later).
pub fn replace_state<P: GameView>(world: &mut World, state: P) {
    if let Some(mut session) = world.get_resource_mut::<Session<P>>() {
        session.game.board = Some(state.board_text());
        session.game.history = History::new(state);
        session.ui = P::Ui::default();
        session.moved();
        session.deal = next_id();
    }
    finish_all_animations(world);
    let _ = world.run_system_cached(rebuild_board::<P>);
}
