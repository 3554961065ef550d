//! The UI's colours and text styles, and setting texts without touching unchanged ones.

use bevy::prelude::*;

pub const BUTTON_COLOUR: Color = Color::srgb(0.16, 0.18, 0.24);
pub const BUTTON_HOVER: Color = Color::srgb(0.26, 0.3, 0.4);
pub const TEXT_COLOUR: Color = Color::srgb(0.92, 0.92, 0.95);

/// A text's font size and colour.
pub fn text(size: f32, colour: Color) -> impl Bundle {
    (
        TextFont {
            font_size: FontSize::Px(size),
            ..default()
        },
        TextColor(colour),
    )
}

/// The look of the small texts in a HUD row.
pub fn small_text() -> impl Bundle {
    (
        text(16.0, TEXT_COLOUR),
        Node {
            margin: UiRect::horizontal(px(8)),
            align_self: AlignSelf::Center,
            ..default()
        },
    )
}

/// Sets every text the query finds to `wanted`, touching only those that differ.
pub fn set_texts<F: bevy::ecs::query::QueryFilter>(texts: &mut Query<&mut Text, F>, wanted: &str) {
    for mut text in texts.iter_mut() {
        if text.0 != wanted {
            text.0 = wanted.to_string();
        }
    }
}
