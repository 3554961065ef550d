//! The board of the running game on screen: what the session tells of its position
//! (`BoardNews`) turned into animations and sounds, and the board drawn afresh for a new
//! look. Whatever comes next first finishes what is still running.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use grid_rules::history::History;

use crate::audio::of_moves::Cues;
use crate::audio::player::Effect;
use crate::board::anim::{finish_all_animations, finish_before_next};
use crate::board::root::{BoardFrame, BoardRoot, GridPos, Tile, Vanishing};
use crate::core::game::AppState;
use crate::look::config::GameConfig;
use crate::look::pieces::{OwnImages, PieceLook};
use crate::screens::board::view::{Canvas, animate_changes, spawn_board};
use crate::session::game::Game;
use crate::session::game::Position;
use crate::session::game_look::GameLook;
use crate::session::play::BoardNews;
use crate::session::registry::OwnLooks;
use crate::session::review::Reviewing;
use crate::session::state::{Session, next_id};
use crate::ui::scale::window_size;

/// The pieces that stand on the board (not the ones leaving it).
type OnBoard = (With<Tile>, Without<Vanishing>);

/// What drawing the board takes: the board, its pieces, the running animations and the
/// looks.
#[derive(SystemParam)]
pub struct BoardDraw<'w, 's> {
    commands: Commands<'w, 's>,
    roots: Query<'w, 's, (Entity, &'static BoardRoot)>,
    pieces: Query<'w, 's, (Entity, &'static GridPos), OnBoard>,
    config: Res<'w, GameConfig>,
    look: Res<'w, PieceLook>,
    own_looks: Res<'w, OwnLooks>,
    cues: Cues<'w>,
    windows: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
    frame: Res<'w, BoardFrame>,
}

impl BoardDraw<'_, '_> {
    /// Snaps running animations to their end before what comes next. Queued, not
    /// checked here: the animations of a move played earlier in this same frame exist
    /// only once the commands run.
    pub fn finish_running(&mut self) {
        finish_before_next(&mut self.commands);
    }

    /// Animates the changes of a move of `game` just played, with their sounds.
    pub fn animate(&mut self, game: &'static dyn Game, changes: &[grid_rules::Change<u16>]) {
        let Ok((root_entity, root)) = self.roots.single() else {
            return;
        };
        let mut map = self
            .pieces
            .iter()
            .map(|(entity, pos)| (pos.0, entity))
            .collect();
        let own = self.own_looks.of(game.facts().id);
        let canvas = Canvas {
            game,
            root_entity,
            root,
            timings: &self.config.timings,
            look: &self.look,
            own_look: &own,
        };
        let timeline = animate_changes(&mut self.commands, &canvas, &mut map, changes);
        for (change, start) in changes.iter().zip(&timeline.step_starts) {
            for (effect, offset) in game.change_sounds(change, &self.config.timings) {
                self.cues.send(effect, start + offset);
            }
        }
        timeline.start(&mut self.commands);
    }

    /// Plays `effect` now (a selection, a refused click).
    pub fn sound(&mut self, effect: Effect) {
        self.cues.send(effect, 0.0);
    }

    /// Whether the board on screen is turned otherwise than `position`'s would be
    /// drawn now (the window was turned, or resized across the line, since).
    pub fn turned_otherwise(&self, position: &dyn Position) -> bool {
        self.roots
            .single()
            .is_ok_and(|(_, root)| root.turned != self.turns(position))
    }

    /// Whether `position`'s board is best drawn turned in the window as it is now.
    fn turns(&self, position: &dyn Position) -> bool {
        let facts = position.game().facts();
        let (width, height) = position.size();
        let window = window_size(&self.windows);
        facts.turns_upright && BoardRoot::turns_in(width, height, window, &self.frame, facts.margin)
    }

    /// Throws the board away and draws `position` afresh, growing in over `grow`
    /// seconds.
    pub fn rebuild(&mut self, position: &dyn Position, grow: f32) {
        self.finish_running();
        for (root, _) in &self.roots {
            self.commands.entity(root).despawn();
        }
        let game = position.game();
        let own = self.own_looks.of(game.facts().id);
        let turned = self.turns(position);
        let root = spawn_board(
            &mut self.commands,
            position,
            (&self.look, &own),
            grow,
            turned,
        );
        let drawn_with = DrawnWith(self.look.clone(), own);
        self.commands.entity(root).insert(drawn_with);
    }
}

/// Draws what the session tells of its position, in order: a move's changes animated
/// with their sounds, a click's sound, a replaced position drawn afresh.
pub(crate) fn draw_board_news(
    mut news: MessageReader<BoardNews>,
    session: Res<Session>,
    mut draw: BoardDraw,
) {
    for told in news.read() {
        draw.finish_running();
        match told {
            BoardNews::Played(changes) => draw.animate(session.game(), changes),
            BoardNews::Unplayed { refused: true } => draw.sound(Effect::Invalid),
            BoardNews::Unplayed { refused: false } => draw.sound(Effect::Select),
            BoardNews::Touched => {}
            BoardNews::Replaced { grow } => draw.rebuild(session.state(), *grow),
        }
    }
}

/// The looks a board was drawn with (on its root).
#[derive(Component)]
pub(crate) struct DrawnWith(PieceLook, OwnImages);

/// Draws the board again from the rules state, as it stands, when the looks change
/// (another theme, an edited configuration): the game goes on in the new look. An
/// edited image needs nothing: the sprites show the reloaded image by themselves.
pub(crate) fn redraw_with_new_look(
    session: Res<Session>,
    boards: Query<&DrawnWith>,
    mut draw: BoardDraw,
) {
    if !draw.look.is_changed() && !draw.own_looks.is_changed() {
        return;
    }
    let own = draw.own_looks.of(session.id());
    let stale = boards
        .iter()
        .any(|drawn| drawn.0 != *draw.look || drawn.1 != own);
    if stale {
        draw.rebuild(session.state(), 0.0);
    }
}

/// Draws the board afresh, turned or upright, when the window is turned (a phone
/// rotated) or resized so that the other way fits a wide board better.
pub(crate) fn turn_board_with_window(
    session: Res<Session>,
    state: Res<State<AppState>>,
    windows: Query<(), (With<PrimaryWindow>, Changed<Window>)>,
    reviewing: Option<Res<Reviewing>>,
    mut draw: BoardDraw,
) {
    // The review draws positions of its own, and turns them itself (`show_review`).
    if windows.is_empty() || reviewing.is_some() || !matches!(state.get(), AppState::Playing(_)) {
        return;
    }
    if draw.turned_otherwise(session.state()) {
        draw.rebuild(session.state(), 0.0);
    }
}

/// Draws the running game's board afresh (after its state was replaced).
fn rebuild_board(session: Res<Session>, mut draw: BoardDraw) {
    draw.rebuild(session.state(), 0.0);
}

/// Puts `state` in place of the running game of `P` (a new history, the board
/// rebuilt): how tests and tools start from a position. Its game code starts from the
/// state's board text (with the session's seed for what the game draws later).
pub fn replace_state<P: GameLook>(world: &mut World, state: P) {
    if let Some(mut session) = world.get_resource_mut::<Session>() {
        if let Some(played) = session.played_as_mut::<P>() {
            played.record.board = Some(grid_rules::Puzzle::board_text(&state));
            played.record.history = History::new(state);
            played.ui = P::Ui::default();
        }
        session.moved();
        session.deal = next_id();
    }
    finish_all_animations(world);
    let _ = world.run_system_cached(rebuild_board);
}
