//! Drawing a session's board: spawning pieces and turning a move's changes into one
//! animation timeline.

use bevy::prelude::*;
use grid_rules::{Change, Pos};

use crate::board::anim::{SpawnStyle, Timeline};
use crate::board::root::{BoardRoot, CELL, GridPos, Tile, Vanishing, spawn_board_root};
use crate::core::game::AppState;
use crate::core::z;
use crate::look::config::Timings;
use crate::look::pieces::{OwnImages, PieceLook};
use crate::session::game::Game;
use crate::session::game::Position;

/// A piece entity, found by its cell.
pub type PieceMap = std::collections::HashMap<Pos, Entity>;

/// Spawns the board root of `position` (`turned` a quarter, see [`BoardRoot`]), its
/// cells and one entity per piece, growing in over `grow`.
pub fn spawn_board(
    commands: &mut Commands,
    position: &dyn Position,
    (look, own_look): (&PieceLook, &OwnImages),
    grow: f32,
    turned: bool,
) -> Entity {
    let game = position.game();
    let facts = game.facts();
    let pieces = position.pieces();
    let root = BoardRoot {
        turned,
        ..BoardRoot::new(pieces.width(), pieces.height())
    };
    let root_entity = spawn_board_root(
        commands,
        AppState::Playing(facts.id),
        root,
        facts.margin,
        look.cell_colour,
    );
    let canvas = Canvas {
        game,
        root_entity,
        root: &root,
        timings: &Timings::default(),
        look,
        own_look,
    };
    let mut timeline = Timeline::new();
    for (pos, piece) in pieces.iter() {
        if let Some(piece) = piece {
            let entity = canvas.spawn_piece(commands, pos, *piece, 0.0);
            timeline.go(
                entity,
                (root.cell_center(pos), 0.0),
                0.0,
                grow,
                (root.cell_center(pos), 1.0),
                EaseFunction::BackOut,
            );
        }
    }
    timeline.start(commands);
    root_entity
}

/// The board a move is drawn on, the game whose pieces it holds, and what it is drawn
/// with.
pub struct Canvas<'a> {
    pub game: &'static dyn Game,
    pub root_entity: Entity,
    pub root: &'a BoardRoot,
    pub timings: &'a Timings,
    pub look: &'a PieceLook,
    pub own_look: &'a OwnImages,
}

impl Canvas<'_> {
    /// Spawns one piece (by its code) on the board at `pos`, drawn at `scale`.
    pub fn spawn_piece(&self, commands: &mut Commands, pos: Pos, piece: u16, scale: f32) -> Entity {
        let entity = commands
            .spawn((
                GridPos(pos),
                Tile(piece),
                self.game.piece_sprite(piece, pos, self.look, self.own_look),
                Transform::from_translation(self.root.cell_center(pos))
                    .with_scale(Vec3::new(scale, scale, 1.0)),
                ChildOf(self.root_entity),
            ))
            .id();
        self.game.decorate_piece(commands, entity, piece, self.look);
        entity
    }
}

/// Turns the changes of one move into one timeline, step after step, updating `map`
/// and every piece's `GridPos` to the new state at once.
pub fn animate_changes(
    commands: &mut Commands,
    canvas: &Canvas,
    map: &mut PieceMap,
    changes: &[Change<u16>],
) -> Timeline {
    let timings = canvas.timings;
    let mut timeline = Timeline::new();
    for change in changes {
        let start = timeline.cursor;
        timeline.step_starts.push(start);
        let duration = match change {
            Change::Removed(cells) => {
                remove_pieces(commands, canvas, (&mut timeline, start), map, cells)
            }
            Change::Fell(motions)
            | Change::Shifted(motions)
            | Change::Slid(motions)
            | Change::Packed(motions)
            | Change::Shuffled(motions) => {
                // One way to move pieces; each kind of motion has its own pace and feel.
                let (duration, ease) = match change {
                    Change::Fell(_) => (timings.fall, EaseFunction::QuadraticIn),
                    Change::Shifted(_) | Change::Packed(_) => {
                        (timings.shift, EaseFunction::CubicOut)
                    }
                    Change::Slid(_) => (timings.slide, EaseFunction::QuadraticOut),
                    _ => (timings.shuffle, EaseFunction::CubicInOut),
                };
                move_pieces(
                    commands,
                    &mut timeline,
                    canvas.root,
                    map,
                    motions,
                    (start, duration, ease),
                )
            }
            Change::Rotated(motions) => rotate_pieces(
                commands,
                &mut timeline,
                canvas.root,
                map,
                motions,
                (start, timings.slide),
            ),
            Change::Spawned(pieces) => {
                spawn_pieces(commands, canvas, (&mut timeline, start), map, pieces)
            }
            Change::Travelled(path) => travel(commands, canvas, (&mut timeline, start), map, path),
            Change::Connected(corners) => {
                for pair in corners.windows(2) {
                    let (line, middle) = spawn_path_segment(commands, canvas, pair[0], pair[1]);
                    // Shown at once, held for `path_line`, then gone with the tiles.
                    timeline.go(
                        line,
                        (middle, 1.0),
                        start + timings.path_line,
                        0.0,
                        (middle, 0.0),
                        EaseFunction::Linear,
                    );
                }
                timings.path_line
            }
        };
        timeline.cursor = start + duration;
    }
    timeline
}

/// The pieces of `cells` burst and fade; returns how long that takes.
fn remove_pieces(
    commands: &mut Commands,
    canvas: &Canvas,
    (timeline, start): (&mut Timeline, f32),
    map: &mut PieceMap,
    cells: &[Pos],
) -> f32 {
    let explode = canvas.timings.explode;
    for pos in cells {
        if let Some(entity) = map.remove(pos) {
            commands.entity(entity).insert(Vanishing);
            let centre = canvas.root.cell_center(*pos).with_z(z::LEAVING);
            timeline.go(
                entity,
                (canvas.root.cell_center(*pos), 1.0),
                start,
                explode,
                (centre, 1.4),
                EaseFunction::QuadraticOut,
            );
            timeline.fade_out(entity, start, explode);
        }
    }
    explode
}

/// New pieces enter as the game has them enter (sliding in from the left, or growing);
/// returns how long that takes.
fn spawn_pieces(
    commands: &mut Commands,
    canvas: &Canvas,
    (timeline, start): (&mut Timeline, f32),
    map: &mut PieceMap,
    pieces: &[(Pos, u16)],
) -> f32 {
    let (root, spawn) = (canvas.root, canvas.timings.spawn);
    for &(pos, piece) in pieces {
        let entity = canvas.spawn_piece(commands, pos, piece, 0.0);
        let centre = root.cell_center(pos);
        match canvas.game.facts().spawn_style {
            SpawnStyle::SlideFromLeft => {
                let left = root.point(pos.x as f32 - 1.0, pos.y as f32);
                timeline.go(
                    entity,
                    (left, 0.0),
                    start,
                    0.0,
                    (left, 1.0),
                    EaseFunction::Linear,
                );
                timeline.go(
                    entity,
                    (left, 0.0),
                    start,
                    spawn,
                    (centre, 1.0),
                    EaseFunction::CubicOut,
                );
            }
            SpawnStyle::GrowIn => {
                timeline.go(
                    entity,
                    (centre, 0.0),
                    start,
                    spawn,
                    (centre, 1.0),
                    EaseFunction::BackOut,
                );
            }
        }
        map.insert(pos, entity);
    }
    spawn
}

/// A piece travels along `path`, cell by cell; returns how long that takes.
fn travel(
    commands: &mut Commands,
    canvas: &Canvas,
    (timeline, start): (&mut Timeline, f32),
    map: &mut PieceMap,
    path: &[Pos],
) -> f32 {
    let (Some(first), Some(last)) = (path.first(), path.last()) else {
        return 0.0;
    };
    let Some(entity) = map.remove(first) else {
        return 0.0;
    };
    let (root, step) = (canvas.root, canvas.timings.travel_step);
    for (index, pos) in path.iter().enumerate().skip(1) {
        let when = start + (index - 1) as f32 * step;
        timeline.go(
            entity,
            (root.cell_center(*first), 1.0),
            when,
            step,
            (root.cell_center(*pos), 1.0),
            EaseFunction::Linear,
        );
    }
    commands.entity(entity).insert(GridPos(*last));
    map.insert(*last, entity);
    path.len().saturating_sub(1) as f32 * step
}

/// Moves the pieces of `motions` over `(start, duration)` with `ease`; returns the
/// duration.
fn move_pieces(
    commands: &mut Commands,
    timeline: &mut Timeline,
    root: &BoardRoot,
    map: &mut PieceMap,
    motions: &[grid_rules::collapse::Motion],
    (start, duration, ease): (f32, f32, EaseFunction),
) -> f32 {
    // Take every mover out first: motions may chain (one piece moves into the cell
    // another one leaves in the same step).
    let movers: Vec<(Entity, grid_rules::collapse::Motion)> = motions
        .iter()
        .filter_map(|motion| map.remove(&motion.from).map(|entity| (entity, *motion)))
        .collect();
    for (entity, motion) in movers {
        commands.entity(entity).insert(GridPos(motion.to));
        timeline.go(
            entity,
            (root.cell_center(motion.from), 1.0),
            start,
            duration,
            (root.cell_center(motion.to), 1.0),
            ease,
        );
        map.insert(motion.to, entity);
    }
    duration
}

/// A row or column turning by one cell: each tile slides one cell, and the one that
/// leaves an end shrinks away past it and grows back in from beyond the other end.
fn rotate_pieces(
    commands: &mut Commands,
    timeline: &mut Timeline,
    root: &BoardRoot,
    map: &mut PieceMap,
    motions: &[grid_rules::collapse::Motion],
    (start, duration): (f32, f32),
) -> f32 {
    let ease = EaseFunction::QuadraticOut;
    let movers: Vec<(Entity, grid_rules::collapse::Motion)> = motions
        .iter()
        .filter_map(|motion| map.remove(&motion.from).map(|entity| (entity, *motion)))
        .collect();
    // The unit step of the line's tiles, from any motion of one cell.
    let step = motions
        .iter()
        .map(|m| root.cell_center(m.to) - root.cell_center(m.from))
        .find(|offset| offset.length() < CELL * 1.5)
        .unwrap_or(Vec3::ZERO);
    for (entity, motion) in movers {
        commands.entity(entity).insert(GridPos(motion.to));
        let (from, to) = (root.cell_center(motion.from), root.cell_center(motion.to));
        if (to - from).length() < CELL * 1.5 {
            timeline.go(entity, (from, 1.0), start, duration, (to, 1.0), ease);
        } else {
            let half = duration / 2.0;
            timeline.go(entity, (from, 1.0), start, half, (from + step, 0.0), ease);
            timeline.go(
                entity,
                (from, 1.0),
                start + half,
                0.0,
                (to - step, 0.0),
                ease,
            );
            timeline.go(entity, (from, 1.0), start + half, half, (to, 1.0), ease);
        }
        map.insert(motion.to, entity);
    }
    duration
}

/// A line of a joining path (a `Connected` change) between two corner points (ring
/// included), with its middle; it is a `Vanishing` entity whose animation holds it for a
/// moment.
fn spawn_path_segment(
    commands: &mut Commands,
    canvas: &Canvas,
    from: (i32, i32),
    to: (i32, i32),
) -> (Entity, Vec3) {
    let (root, root_entity, look) = (canvas.root, canvas.root_entity, canvas.look);
    let a = root.point(from.0 as f32, from.1 as f32);
    let b = root.point(to.0 as f32, to.1 as f32);
    let thickness = CELL * 0.1;
    let size = Vec2::new((b.x - a.x).abs() + thickness, (b.y - a.y).abs() + thickness);
    let middle = ((a + b) / 2.0).with_z(z::PATH);
    let line = commands
        .spawn((
            PathLine,
            Vanishing,
            Sprite::from_color(look.path_colour, size),
            Transform::from_translation(middle),
            ChildOf(root_entity),
        ))
        .id();
    (line, middle)
}

/// A drawn segment of a joining path.
#[derive(Component, Debug)]
pub struct PathLine;
