//! The confetti a cleared or solved board gets: pieces in the game's colours thrown
//! from the top of the window, falling, turning and gone after the celebration's time.

use bevy::prelude::*;
use rand::Rng;

use crate::core::game::{AppState, GameId};
use crate::core::wake::Wake;
use crate::look::pieces::PieceLook;

/// A piece of confetti, falling.
#[derive(Component, Debug)]
pub struct Confetti {
    velocity: Vec2,
    spin: f32,
    seconds_left: f32,
}

/// Throws confetti in the pieces' colours from the top of the window.
pub(super) fn spawn_confetti(
    commands: &mut Commands,
    game: GameId,
    look: &PieceLook,
    seconds: f32,
) {
    let mut rng = rand::rng();
    for _ in 0..64 {
        let colour = look
            .palette
            .piece(grid_rules::Colour::ALL[rng.random_range(0..5)]);
        commands.spawn((
            Confetti {
                velocity: Vec2::new(
                    rng.random_range(-60.0..60.0),
                    rng.random_range(120.0..320.0),
                ),
                spin: rng.random_range(-8.0..8.0),
                seconds_left: seconds * rng.random_range(0.7..1.0),
            },
            Node {
                position_type: PositionType::Absolute,
                left: percent(rng.random_range(2.0..98.0)),
                top: px(rng.random_range(-40.0..0.0)),
                width: px(rng.random_range(6.0..11.0)),
                height: px(rng.random_range(9.0..15.0)),
                ..default()
            },
            UiTransform::default(),
            BackgroundColor(colour),
            GlobalZIndex(40),
            Pickable::IGNORE,
            DespawnOnExit(AppState::Playing(game)),
        ));
    }
}

/// Confetti falls, turns and goes.
pub fn fall_confetti(
    time: Res<Time>,
    mut pieces: Query<(Entity, &mut Confetti, &mut UiTransform)>,
    mut wake: ResMut<Wake>,
    mut commands: Commands,
) {
    if !pieces.is_empty() {
        wake.next_frame();
    }
    let step = time.delta_secs();
    for (entity, mut piece, mut transform) in &mut pieces {
        piece.seconds_left -= step;
        if piece.seconds_left <= 0.0 {
            commands.entity(entity).despawn();
            continue;
        }
        piece.velocity.y += 260.0 * step;
        let Val2 { x, y } = transform.translation;
        let (Val::Px(x), Val::Px(y)) = (x, y) else {
            transform.translation = Val2::px(0.0, 0.0);
            continue;
        };
        transform.translation = Val2::px(x + piece.velocity.x * step, y + piece.velocity.y * step);
        transform.rotation *= Rot2::radians(piece.spin * step);
    }
}
