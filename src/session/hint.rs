//! Hints: the rules' hint cells highlighted on the board for a few seconds.

use bevy::prelude::*;
use grid_rules::Pos;

use super::GameView;
use crate::board::{BoardRoot, CELL};
use crate::core::{CellClicked, z};
use crate::ui::PieceLook;

/// A highlighted cell of a hint; it goes on the next move or after a few seconds.
#[derive(Component, Debug)]
pub struct HintMark {
    pub pos: Pos,
    pub seconds_left: f32,
}

/// How long a hint stays on the board.
const HINT_SECONDS: f32 = 3.0;

pub(super) fn show_hint<P: GameView>(
    commands: &mut Commands,
    state: &P,
    roots: &Query<(Entity, &BoardRoot)>,
    look: &PieceLook,
    shown: &Query<Entity, With<HintMark>>,
) {
    for mark in shown {
        commands.entity(mark).despawn();
    }
    let (Some(clicks), Ok((root_entity, root))) = (state.hint(), roots.single()) else {
        return;
    };
    let mut cells = clicks;
    cells.dedup();
    for pos in cells {
        commands.spawn((
            HintMark {
                pos,
                seconds_left: HINT_SECONDS,
            },
            Sprite::from_color(look.hint_colour.with_alpha(0.45), Vec2::splat(CELL)),
            Transform::from_translation(root.cell_center(pos).with_z(z::HINT)),
            ChildOf(root_entity),
        ));
    }
}

/// Hint marks fade with time and vanish when the position changes.
pub(super) fn expire_hints(
    mut commands: Commands,
    time: Res<Time>,
    mut marks: Query<(Entity, &mut HintMark, &mut Sprite)>,
    mut clicks: MessageReader<CellClicked>,
) {
    let clicked = clicks.read().count() > 0;
    for (entity, mut mark, mut sprite) in &mut marks {
        mark.seconds_left -= time.delta_secs();
        if clicked || mark.seconds_left <= 0.0 {
            commands.entity(entity).despawn();
        } else {
            // Drawn over the piece, half see-through and pulsing, so it shows on any picture.
            let pulse = 0.35 + 0.2 * (mark.seconds_left * 6.0).sin();
            sprite.color.set_alpha(pulse);
        }
    }
}
