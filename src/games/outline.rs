//! A group outline and a points label drawn on the board: Bubble Breaker's selection
//! and SameGame's hover preview share it.

use bevy::prelude::*;
use grid_rules::Pos;

use bevy::ecs::system::SystemParam;

use crate::board::marks::outline_bars;
use crate::board::root::{BoardRoot, CELL};
use crate::core::z;
use crate::look::pieces::PieceLook;

/// Part of a drawn group outline or its label.
#[derive(Component, Debug)]
pub struct OutlineMark;

/// The label that shows what a group is worth.
#[derive(Component, Debug)]
pub struct PointsLabel;

/// What drawing a group outline takes: the board, the marks already drawn, the colour.
#[derive(SystemParam)]
pub struct OutlineDraw<'w, 's> {
    commands: Commands<'w, 's>,
    roots: Query<'w, 's, (Entity, &'static BoardRoot)>,
    marks: Query<'w, 's, Entity, With<OutlineMark>>,
    look: Res<'w, PieceLook>,
}

impl OutlineDraw<'_, '_> {
    /// Removes the outline, then draws `group`'s (if it has two cells or more) with
    /// `label` next to `label_at`.
    pub fn redraw(&mut self, group: &[Pos], label_at: Option<Pos>, label: &str) {
        for mark in &self.marks {
            self.commands.entity(mark).despawn();
        }
        let Ok((root_entity, root)) = self.roots.single() else {
            return;
        };
        if group.len() >= 2 {
            let colour = self.look.outline_colour;
            draw_group_outline(
                &mut self.commands,
                root_entity,
                root,
                group,
                label_at,
                label,
                colour,
            );
        }
    }
}

/// Draws `group`'s outer boundary and, next to `label_at`, the text `label`. The label
/// sits to the lower right of the cell, or flips to the other side near the right or
/// bottom edge so it stays on the board (and so inside the window).
fn draw_group_outline(
    commands: &mut Commands,
    root_entity: Entity,
    root: &BoardRoot,
    group: &[Pos],
    label_at: Option<Pos>,
    label: &str,
    colour: Color,
) {
    for bar in outline_bars(root, group, CELL * 0.07, colour, z::OUTLINE) {
        commands.spawn((OutlineMark, bar, ChildOf(root_entity), Pickable::IGNORE));
    }
    if let Some(pos) = label_at {
        let x = if pos.x + 2 >= root.width {
            pos.x as f32 - 0.9
        } else {
            pos.x as f32 + 0.9
        };
        let y = if pos.y + 2 >= root.height {
            pos.y as f32 - 0.9
        } else {
            pos.y as f32 + 0.9
        };
        commands.spawn((
            OutlineMark,
            PointsLabel,
            Text2d::new(label),
            TextFont {
                font_size: FontSize::Px(CELL * 0.55),
                ..default()
            },
            TextColor(Color::WHITE),
            Transform::from_translation(root.point(x, y).with_z(z::OUTLINE_LABEL)),
            ChildOf(root_entity),
            Pickable::IGNORE,
        ));
    }
}
