//! Which cell of a board the pointer is over, for Bevy's picking. Board sprites are
//! drawn through their board's meshes (`batch.rs`) and kept off the camera's layer,
//! where Bevy's sprite picking no longer sees them; this backend finds the cell from the
//! pointer's place and the board's fit, as the sprite backend would find its background
//! square (the gap between squares hits nothing), and reports that square, so clicks,
//! hovers and every observer on a cell work as they did.

use bevy::camera::RenderTarget;
use bevy::picking::PickingSystems;
use bevy::picking::backend::{HitData, PointerHits};
use bevy::picking::pointer::{PointerId, PointerLocation};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use grid_rules::Pos;

use super::root::{BoardRoot, CellSlot};

/// Reports the cell squares under the pointers.
pub struct BoardPickingPlugin;

impl Plugin for BoardPickingPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(PreUpdate, pick_cells.in_set(PickingSystems::Backend));
    }
}

/// The cell of `root` at `local` (board coordinates), if `local` is on its square of
/// `size` (a square smaller than the cell leaves a gap around it); or the place on the
/// ring of cells just outside the board (a coordinate of −1, [`Pos::BEFORE`], or the
/// width or height), where a game puts squares there (Sixteen's arrows).
pub fn cell_at(root: &BoardRoot, local: Vec2, size: Vec2) -> Option<Pos> {
    let cell = root.cell_coordinates(local).round();
    let coordinate = |value: f32, length: usize| match value {
        -1.0 => Some(Pos::BEFORE),
        _ if (0.0..=length as f32).contains(&value) => Some(value as usize),
        _ => None,
    };
    let pos = Pos::new(
        coordinate(cell.x, root.width)?,
        coordinate(cell.y, root.height)?,
    );
    let offset = (local - root.cell_center(pos).truncate()).abs();
    (offset.x <= size.x / 2.0 && offset.y <= size.y / 2.0).then_some(pos)
}

fn pick_cells(
    pointers: Query<(&PointerId, &PointerLocation)>,
    cameras: Query<(Entity, &Camera, &RenderTarget, &GlobalTransform)>,
    primary: Query<Entity, With<PrimaryWindow>>,
    roots: Query<(Entity, &BoardRoot, &GlobalTransform)>,
    slots: Query<(
        Entity,
        &CellSlot,
        &Sprite,
        &ChildOf,
        &GlobalTransform,
        &Pickable,
    )>,
    mut hits: MessageWriter<PointerHits>,
) {
    if roots.is_empty() {
        return;
    }
    let primary = primary.single().ok();
    for (pointer, location) in &pointers {
        let Some(location) = &location.location else {
            continue;
        };
        for (camera_entity, camera, target, camera_at) in &cameras {
            let on_target = target
                .normalize(primary)
                .is_some_and(|target| target == location.target);
            if !camera.is_active || !on_target {
                continue;
            }
            let Ok(world) = camera.viewport_to_world_2d(camera_at, location.position) else {
                continue;
            };
            let mut picks = Vec::new();
            for (root_entity, root, root_at) in &roots {
                let local = root_at
                    .affine()
                    .inverse()
                    .transform_point3(world.extend(0.0))
                    .truncate();
                for (slot, cell, sprite, parent, slot_at, pickable) in &slots {
                    if parent.parent() != root_entity || *pickable == Pickable::IGNORE {
                        continue;
                    }
                    let size = sprite.custom_size.unwrap_or(Vec2::splat(super::root::CELL));
                    if cell_at(root, local, size) == Some(cell.0) {
                        // As far from the camera as the sprite backend would say.
                        let depth = -slot_at.translation().z;
                        picks.push((
                            slot,
                            HitData::new(camera_entity, depth, Some(world.extend(0.0)), None),
                        ));
                    }
                }
            }
            if !picks.is_empty() {
                hits.write(PointerHits::new(*pointer, picks, camera.order as f32));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_point_finds_its_cell_and_the_gap_between_squares_finds_none() {
        let root = BoardRoot::new(3, 2);
        let square = Vec2::splat(super::super::root::CELL - 2.0);
        let centre = |x, y| root.cell_center(Pos::new(x, y)).truncate();
        assert_eq!(cell_at(&root, centre(0, 0), square), Some(Pos::new(0, 0)));
        assert_eq!(cell_at(&root, centre(2, 1), square), Some(Pos::new(2, 1)));
        let step = super::super::root::CELL;
        // Just inside a square's edge, and in the gap past it.
        let near_edge = centre(1, 0) + Vec2::new(step / 2.0 - 1.5, 0.0);
        assert_eq!(cell_at(&root, near_edge, square), Some(Pos::new(1, 0)));
        let in_gap = centre(1, 0) + Vec2::new(step / 2.0 - 0.5, 0.0);
        assert_eq!(cell_at(&root, in_gap, square), None);
        // Just off the board is its ring (only a game's squares there are hit); farther
        // off is nothing.
        assert_eq!(
            cell_at(&root, centre(0, 0) - Vec2::new(step, 0.0), square),
            Some(Pos::new(Pos::BEFORE, 0))
        );
        assert_eq!(
            cell_at(&root, centre(0, 1) - Vec2::new(0.0, step), square),
            Some(Pos::new(0, 2))
        );
        assert_eq!(
            cell_at(&root, centre(0, 0) - Vec2::new(2.0 * step, 0.0), square),
            None
        );
    }

    #[test]
    fn a_turned_board_finds_each_cell_where_it_is_drawn() {
        let root = BoardRoot {
            turned: true,
            ..BoardRoot::new(5, 3)
        };
        let square = Vec2::splat(super::super::root::CELL - 2.0);
        // The top row runs down the right side: (0, 0) is the top-right cell.
        let top_right = root.cell_center(Pos::new(0, 0)).truncate();
        assert!(top_right.x > 0.0 && top_right.y > 0.0);
        assert!(root.cell_center(Pos::new(4, 2)).x < 0.0);
        for y in 0..3 {
            for x in 0..5 {
                let pos = Pos::new(x, y);
                let centre = root.cell_center(pos).truncate();
                assert_eq!(cell_at(&root, centre, square), Some(pos));
            }
        }
        assert_eq!(root.size(), Vec2::new(3.0, 5.0) * super::super::root::CELL);
    }
}
