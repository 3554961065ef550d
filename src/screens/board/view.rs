//! Drawing a session's board: spawning pieces and turning a move's changes into one
//! animation timeline.

use bevy::prelude::*;
use grid_rules::{Change, Pos};

use crate::board::anim::Timeline;
use crate::board::root::{BoardRoot, CELL, GridPos, Tile, Vanishing, spawn_board_root};
use crate::core::game::AppState;
use crate::core::z;
use crate::look::config::Timings;
use crate::look::pieces::PieceLook;
use crate::screens::look::{GameLook, SpawnStyle};
use crate::session::game_view::game_id;

/// A piece entity, found by its cell.
pub type PieceMap = std::collections::HashMap<Pos, Entity>;

/// Spawns the board root, its cells and one entity per piece, growing in over `grow`.
pub fn spawn_board<P: GameLook>(
    commands: &mut Commands,
    state: &P,
    look: &PieceLook,
    own_look: &P::Look,
    grow: f32,
) -> Entity {
    let cells = state.cells();
    let root_entity = spawn_board_root(
        commands,
        AppState::Playing(game_id::<P>()),
        cells.width(),
        cells.height(),
        P::MARGIN,
        look.cell_colour,
    );
    let root = BoardRoot {
        width: cells.width(),
        height: cells.height(),
    };
    let mut timeline = Timeline::new();
    for (pos, cell) in cells.iter() {
        if let Some(piece) = cell {
            let entity = spawn_piece::<P>(
                commands,
                root_entity,
                &root,
                pos,
                piece,
                (look, own_look),
                0.0,
            );
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

/// Spawns one piece entity on the board at `pos`, drawn at `scale`.
pub fn spawn_piece<P: GameLook>(
    commands: &mut Commands,
    root_entity: Entity,
    root: &BoardRoot,
    pos: Pos,
    piece: &P::Piece,
    (look, own_look): (&PieceLook, &P::Look),
    scale: f32,
) -> Entity {
    let entity = commands
        .spawn((
            GridPos(pos),
            Tile(piece.clone()),
            P::piece_sprite(piece, pos, look, own_look),
            Transform::from_translation(root.cell_center(pos))
                .with_scale(Vec3::new(scale, scale, 1.0)),
            ChildOf(root_entity),
        ))
        .id();
    P::decorate_piece(commands, entity, piece, look);
    entity
}

/// The board a move is drawn on and what it is drawn with.
pub struct Canvas<'a, P: GameLook> {
    pub root_entity: Entity,
    pub root: &'a BoardRoot,
    pub timings: &'a Timings,
    pub look: &'a PieceLook,
    pub own_look: &'a P::Look,
}

/// Turns the changes of one move into one timeline, step after step, updating `map`
/// and every piece's `GridPos` to the new state at once.
pub fn animate_changes<P: GameLook>(
    commands: &mut Commands,
    canvas: &Canvas<P>,
    map: &mut PieceMap,
    changes: &[Change<P::Piece>],
) -> Timeline {
    let Canvas {
        root_entity,
        root,
        timings,
        look,
        own_look,
    } = *canvas;
    let mut timeline = Timeline::new();
    let at = |pos: Pos| (root.cell_center(pos), 1.0);
    for change in changes {
        let start = timeline.cursor;
        timeline.step_starts.push(start);
        let duration = match change {
            Change::Removed(cells) => {
                for pos in cells {
                    if let Some(entity) = map.remove(pos) {
                        commands.entity(entity).insert(Vanishing);
                        let centre = root.cell_center(*pos).with_z(z::LEAVING);
                        timeline.go(
                            entity,
                            at(*pos),
                            start,
                            timings.explode,
                            (centre, 1.4),
                            EaseFunction::QuadraticOut,
                        );
                        timeline.fade_out(entity, start, timings.explode);
                    }
                }
                timings.explode
            }
            Change::Fell(motions)
            | Change::Shifted(motions)
            | Change::Slid(motions)
            | Change::Shuffled(motions) => {
                // One way to move pieces; each kind of motion has its own pace and feel.
                let (duration, ease) = match change {
                    Change::Fell(_) => (timings.fall, EaseFunction::QuadraticIn),
                    Change::Shifted(_) => (timings.shift, EaseFunction::CubicOut),
                    Change::Slid(_) => (timings.slide, EaseFunction::QuadraticOut),
                    _ => (timings.shuffle, EaseFunction::CubicInOut),
                };
                move_pieces(
                    commands,
                    &mut timeline,
                    root,
                    map,
                    motions,
                    (start, duration, ease),
                )
            }
            Change::Spawned(cells) => {
                for (pos, piece) in cells {
                    let entity = spawn_piece::<P>(
                        commands,
                        root_entity,
                        root,
                        *pos,
                        piece,
                        (look, own_look),
                        0.0,
                    );
                    let centre = root.cell_center(*pos);
                    match P::SPAWN_STYLE {
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
                                timings.spawn,
                                (centre, 1.0),
                                EaseFunction::CubicOut,
                            );
                        }
                        SpawnStyle::GrowIn => {
                            timeline.go(
                                entity,
                                (centre, 0.0),
                                start,
                                timings.spawn,
                                (centre, 1.0),
                                EaseFunction::BackOut,
                            );
                        }
                    }
                    map.insert(*pos, entity);
                }
                timings.spawn
            }
            Change::Travelled(path) => {
                let (Some(first), Some(last)) = (path.first(), path.last()) else {
                    continue;
                };
                let Some(entity) = map.remove(first) else {
                    continue;
                };
                for (step, pos) in path.iter().enumerate().skip(1) {
                    let when = start + (step - 1) as f32 * timings.travel_step;
                    timeline.go(
                        entity,
                        at(*first),
                        when,
                        timings.travel_step,
                        (root.cell_center(*pos), 1.0),
                        EaseFunction::Linear,
                    );
                }
                commands.entity(entity).insert(GridPos(*last));
                map.insert(*last, entity);
                path.len().saturating_sub(1) as f32 * timings.travel_step
            }
            Change::Connected(corners) => {
                for pair in corners.windows(2) {
                    let (line, middle) =
                        spawn_path_segment(commands, root_entity, root, pair[0], pair[1], look);
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

/// A line of a joining path (a `Connected` change) between two corner points (ring included), with its
/// middle; it is a `Vanishing` entity whose animation holds it for a moment.
fn spawn_path_segment(
    commands: &mut Commands,
    root_entity: Entity,
    root: &BoardRoot,
    from: (i32, i32),
    to: (i32, i32),
    look: &PieceLook,
) -> (Entity, Vec3) {
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
