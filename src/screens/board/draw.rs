//! The board of the running game on screen: what the session tells of its position
//! (`BoardNews`) turned into animations and sounds, the board drawn afresh for a new look,
//! and the game's images loaded for it. Whatever comes next first finishes what is
//! still running.

use bevy::diagnostic::FrameCount;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use grid_rules::Puzzle;
use grid_rules::history::History;

use crate::audio::of_moves::Cues;
use crate::audio::player::Effect;
use crate::board::anim::{finish_all_animations, finish_before_next};
use crate::board::root::{BoardRoot, GridPos, Tile, Vanishing};
use crate::look::config::GameConfig;
use crate::look::pieces::PieceLook;
use crate::look::theme::{ImageSource, Theme, first_frame_passed, images_wanted};
use crate::screens::board::view::{Canvas, animate_changes, spawn_board};
use crate::screens::look::GameLook;
use crate::session::play::BoardNews;
use crate::session::state::{Session, next_id};

/// The pieces of game `P` that stand on the board (not the ones leaving it).
type OnBoard<P> = (With<Tile<<P as Puzzle>::Piece>>, Without<Vanishing>);

/// What drawing the board takes: the board, its pieces, the running animations and the
/// looks.
#[derive(SystemParam)]
pub struct BoardDraw<'w, 's, P: GameLook> {
    commands: Commands<'w, 's>,
    roots: Query<'w, 's, (Entity, &'static BoardRoot)>,
    pieces: Query<'w, 's, (Entity, &'static GridPos), OnBoard<P>>,
    config: Res<'w, GameConfig>,
    look: Res<'w, PieceLook>,
    own_look: Res<'w, <P as GameLook>::Look>,
    cues: Cues<'w>,
}

impl<P: GameLook> BoardDraw<'_, '_, P> {
    /// Snaps running animations to their end before what comes next. Queued, not
    /// checked here: the animations of a move played earlier in this same frame exist
    /// only once the commands run.
    pub fn finish_running(&mut self) {
        finish_before_next(&mut self.commands);
    }

    /// Animates the changes of a move just played, with their sounds.
    pub fn animate(&mut self, changes: &[grid_rules::Change<P::Piece>]) {
        let Ok((root_entity, root)) = self.roots.single() else {
            return;
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
        let timeline = animate_changes::<P>(&mut self.commands, &canvas, &mut map, changes);
        for (change, start) in changes.iter().zip(&timeline.step_starts) {
            for (effect, offset) in P::change_sounds(change, &self.config.timings) {
                self.cues.send(effect, start + offset);
            }
        }
        timeline.start(&mut self.commands);
    }

    /// Plays `effect` now (a selection, a refused click).
    pub fn sound(&mut self, effect: Effect) {
        self.cues.send(effect, 0.0);
    }

    /// Throws the board away and draws `state` afresh, growing in over `grow` seconds.
    pub fn rebuild(&mut self, state: &P, grow: f32) {
        self.finish_running();
        for (root, _) in &self.roots {
            self.commands.entity(root).despawn();
        }
        let root = spawn_board::<P>(&mut self.commands, state, &self.look, &self.own_look, grow);
        let drawn_with = DrawnWith::<P>(self.look.clone(), self.own_look.clone());
        self.commands.entity(root).insert(drawn_with);
    }
}

/// Draws what the session tells of its position, in order: a move's changes animated
/// with their sounds, a click's sound, a replaced position drawn afresh.
pub(crate) fn draw_board_news<P: GameLook>(
    mut news: MessageReader<BoardNews<P>>,
    session: Option<Res<Session<P>>>,
    mut draw: BoardDraw<P>,
) {
    let Some(session) = session else {
        news.clear();
        return;
    };
    for told in news.read() {
        draw.finish_running();
        match told {
            BoardNews::Played(changes) => draw.animate(changes),
            BoardNews::Unplayed { before, after } => draw.sound(P::click_sound(before, after)),
            BoardNews::Touched => {}
            BoardNews::Replaced { grow } => draw.rebuild(session.state(), *grow),
        }
    }
}

/// The looks a board was drawn with (on its root).
#[derive(Component)]
pub(crate) struct DrawnWith<P: GameLook>(PieceLook, P::Look);

/// What [`redraw_with_new_look`] reads and changes.
pub(crate) type RedrawWithNewLook<'w, 's, P> = (
    Option<Res<'w, Session<P>>>,
    Query<'w, 's, &'static DrawnWith<P>>,
    BoardDraw<'w, 's, P>,
);

/// Draws the board again from the rules state, as it stands, when the looks change
/// (another theme, an edited configuration): the game goes on in the new look. An
/// edited image needs nothing: the sprites show the reloaded image by themselves.
pub(crate) fn redraw_with_new_look<P: GameLook>((session, boards, mut draw): RedrawWithNewLook<P>) {
    let Some(session) = session else { return };
    if !draw.look.is_changed() && !draw.own_look.is_changed() {
        return;
    }
    let stale = boards
        .iter()
        .any(|drawn| drawn.0 != *draw.look || drawn.1 != *draw.own_look);
    if stale {
        draw.rebuild(session.state(), 0.0);
    }
}

/// Loads the game's own images (from its configuration section and the theme) whenever
/// either changes; the board is redrawn only for a look that differs.
pub(crate) fn load_own_look<P: GameLook>(
    (config, theme, frames): (Res<GameConfig>, Res<Theme>, Res<FrameCount>),
    section: Res<P::Config>,
    assets: Option<Res<AssetServer>>,
    look: Res<P::Look>,
    mut commands: Commands,
) {
    if !config.is_changed()
        && !theme.is_changed()
        && !section.is_changed()
        && !first_frame_passed(&frames)
    {
        return;
    }
    let images = ImageSource {
        server: assets.as_deref().filter(|_| images_wanted(&frames)),
        theme: &theme,
    };
    let new_look = P::load_look(&section, &images);
    if *look != new_look {
        commands.insert_resource(new_look);
    }
}

/// Draws the running game's board afresh (after its state was replaced).
fn rebuild_board<P: GameLook>(session: Res<Session<P>>, mut draw: BoardDraw<P>) {
    draw.rebuild(session.state(), 0.0);
}

/// Puts `state` in place of the running game (a new history, the board rebuilt):
/// how tests and tools start from a position. Its game code starts from the state's
/// board text (with the session's seed for what the game draws later).
pub fn replace_state<P: GameLook>(world: &mut World, state: P) {
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
