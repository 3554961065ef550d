//! Marks drawn on the board over the pieces: a group's outline, a straight segment, an
//! arrow. Selections, previews, hints and paths are made of these, as children of the
//! board root in board-local units.

use bevy::prelude::*;
use grid_rules::Pos;
use grid_rules::grid::{Side, region_outline};

use super::root::{BoardRoot, CELL};

/// How a move is marked on the board (a hint, a review's moves).
#[derive(Clone, Debug, PartialEq)]
pub enum HintShape {
    /// These cells, each outlined.
    Cells(Vec<Pos>),
    /// A group, outlined along its outer boundary and filled.
    Group(Vec<Pos>),
    /// A piece going from one cell to another (a ball's travel, a tile's slide).
    Arrow { from: Pos, to: Pos },
    /// Two tiles and the line that joins them, through these corner points (which may
    /// lie on the empty ring around the board).
    Path(Vec<(i32, i32)>),
}

/// The sprites of `group`'s outer boundary: one bar per outer cell side, `thickness`
/// board units wide, at depth `z`.
pub fn outline_bars(
    root: &BoardRoot,
    group: &[Pos],
    thickness: f32,
    colour: Color,
    z: f32,
) -> Vec<(Sprite, Transform)> {
    region_outline(group)
        .into_iter()
        .map(|(pos, side)| {
            let centre = root.cell_center(pos);
            let half = CELL / 2.0;
            let (offset, size) = match side {
                Side::Left => (
                    Vec3::new(-half, 0.0, 0.0),
                    Vec2::new(thickness, CELL + thickness),
                ),
                Side::Right => (
                    Vec3::new(half, 0.0, 0.0),
                    Vec2::new(thickness, CELL + thickness),
                ),
                Side::Top => (
                    Vec3::new(0.0, half, 0.0),
                    Vec2::new(CELL + thickness, thickness),
                ),
                Side::Bottom => (
                    Vec3::new(0.0, -half, 0.0),
                    Vec2::new(CELL + thickness, thickness),
                ),
            };
            (
                Sprite::from_color(colour, size),
                Transform::from_translation((centre + offset).with_z(z)),
            )
        })
        .collect()
}

/// A bar from `a` to `b` (board-local points), `thickness` wide, at depth `z`.
pub fn segment(a: Vec2, b: Vec2, thickness: f32, colour: Color, z: f32) -> (Sprite, Transform) {
    let along = b - a;
    let angle = along.y.atan2(along.x);
    (
        Sprite::from_color(colour, Vec2::new(along.length() + thickness, thickness)),
        Transform::from_translation(((a + b) / 2.0).extend(z))
            .with_rotation(Quat::from_rotation_z(angle)),
    )
}

/// An arrow from `a` to `b` (board-local points): a shaft and a two-bar head at `b`.
pub fn arrow(a: Vec2, b: Vec2, thickness: f32, colour: Color, z: f32) -> Vec<(Sprite, Transform)> {
    let direction = (b - a).normalize_or_zero();
    let head = CELL * 0.28;
    let mut bars = vec![segment(a, b, thickness, colour, z)];
    for turn in [2.5_f32, -2.5] {
        let back = Vec2::from_angle(turn).rotate(direction) * head;
        bars.push(segment(b, b + back, thickness, colour, z));
    }
    bars
}
