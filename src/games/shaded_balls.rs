//! How pieces are drawn where two games draw them alike: shaded balls (Bubble Breaker
//! and Color Lines).

use bevy::prelude::*;
use grid_rules::Colour;

use crate::board::root::CELL;
use crate::look::pieces::PieceLook;

/// A shaded ball: the greyscale sphere image tinted with the piece colour.
pub fn ball_sprite(colour: Colour, look: &PieceLook) -> Sprite {
    Sprite {
        image: look.ball.clone(),
        color: look.palette.piece(colour),
        custom_size: Some(Vec2::splat(CELL * 0.92)),
        ..default()
    }
}

/// Adds the white highlight over a tinted ball, so the ball shades from white into
/// its colour as the tutorial's gradient brush did.
pub fn add_ball_shine(commands: &mut Commands, ball: Entity, look: &PieceLook) {
    commands.spawn((
        Sprite {
            image: look.ball_shine.clone(),
            custom_size: Some(Vec2::splat(CELL * 0.92)),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, crate::core::z::PIECE_SHINE),
        ChildOf(ball),
    ));
}
