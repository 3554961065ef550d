//! The incoming column's preview: in the styles that bring new columns (Continuous and
//! MegaShift), the column that comes next stands as small balls just left of the board,
//! one per row it will fill. When it comes in, the preview moves into the board's first
//! column as the real column slides there, and the next one fills in from the bottom.

use bevy::prelude::*;
use grid_rules::Colour;
use grid_rules::Pos;
use grid_rules::bubble_breaker::BubbleBreaker;

use super::super::shaded_balls::{add_ball_shine, ball_sprite};
use crate::board::anim::Timeline;
use crate::board::root::{BoardRoot, TileColor, Vanishing};
use crate::core::words::Msg;
use crate::look::config::GameConfig;
use crate::look::pieces::PieceLook;
use crate::session::game_view::colour_name;
use crate::session::state::Session;

/// Cells of room kept left (and right) of the board for the preview.
pub const PREVIEW_ROOM: f32 = 0.6;
/// The preview's balls, as a share of a board ball.
const PREVIEW_SCALE: f32 = 0.45;
/// Where the preview stands, in cells left of the first column's centre.
const PREVIEW_OFFSET: f32 = 0.78;
/// Seconds between two balls of the preview filling in, bottom first.
const FILL_STEP: f32 = 0.05;

/// One ball of the incoming column's preview (its place from the bottom).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct IncomingBall(pub usize);

/// What the preview shows now, on which board, after how many moves.
#[derive(Default)]
pub struct Drawn {
    root: Option<Entity>,
    column: Vec<Colour>,
    moves: usize,
}

/// What a screen reader is told of the column that comes next (bottom first).
pub fn say_incoming(state: &BubbleBreaker) -> Msg {
    let colours = state.incoming().iter().map(|&c| colour_name(c)).collect();
    Msg::new("say-incoming").list("colours", colours)
}

/// Keeps the preview equal to the rules' incoming column: on a new board it fills in at
/// once; after a move that brought a column, the old preview moves into the first
/// column while the real one slides in, and the new one fills in after it (an undo
/// only swaps them). It compares every frame, which costs nothing at rest (no frames).
pub fn show_incoming_column(
    mut commands: Commands,
    session: Res<Session>,
    look: Res<PieceLook>,
    config: Res<GameConfig>,
    roots: Query<(Entity, &BoardRoot)>,
    shown: Query<(Entity, &IncomingBall, &Transform), Without<Vanishing>>,
    mut drawn: Local<Drawn>,
) {
    let Some(played) = session.played_as::<BubbleBreaker>() else {
        return;
    };
    let Ok((root_entity, root)) = roots.single() else {
        return;
    };
    let column = played.state().incoming();
    let moves = played.record.history.moves_played();
    let same_board = drawn.root == Some(root_entity);
    if same_board && drawn.column == column {
        return;
    }
    let came_in = same_board && moves > drawn.moves;
    let timings = &config.timings;
    let mut timeline = Timeline::new();
    // The column comes in after the burst, the fall and the closing up.
    let arrive = if came_in {
        timings.explode + timings.fall + timings.shift
    } else {
        0.0
    };
    for (entity, ball, transform) in &shown {
        let pose = (transform.translation, transform.scale.x);
        if came_in {
            let into_board = root.cell_center(Pos::new(0, root.height - 1 - ball.0));
            timeline.go(
                entity,
                pose,
                arrive,
                timings.spawn,
                (into_board, 1.0),
                EaseFunction::QuadraticInOut,
            );
        } else {
            timeline.go(
                entity,
                pose,
                0.0,
                timings.spawn,
                (pose.0, 0.0),
                EaseFunction::QuadraticIn,
            );
        }
        timeline.fade_out(entity, arrive, timings.spawn);
        commands.entity(entity).insert(Vanishing);
    }
    let fill_from = arrive + if came_in { timings.spawn } else { 0.0 };
    for (up, &colour) in column.iter().enumerate() {
        let at = preview_point(root, up);
        let entity = commands
            .spawn((
                IncomingBall(up),
                // Its colour, so it wears its colour's symbol when symbols are on.
                TileColor(colour),
                ball_sprite(colour, &look),
                Transform::from_translation(at).with_scale(Vec3::new(0.0, 0.0, 1.0)),
                ChildOf(root_entity),
            ))
            .id();
        add_ball_shine(&mut commands, entity, &look);
        timeline.go(
            entity,
            (at, 0.0),
            fill_from + up as f32 * FILL_STEP,
            timings.spawn.max(0.1),
            (at, PREVIEW_SCALE),
            EaseFunction::BackOut,
        );
    }
    timeline.start(&mut commands);
    *drawn = Drawn {
        root: Some(root_entity),
        column: column.to_vec(),
        moves,
    };
}

/// Where the preview's ball `up` places from the bottom stands: left of the board, on
/// the row it will fill.
fn preview_point(root: &BoardRoot, up: usize) -> Vec3 {
    let row = (root.height - 1 - up) as f32;
    root.point(-PREVIEW_OFFSET, row)
}
