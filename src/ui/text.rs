//! Type: one proportional font (Inter, cut to the characters the game uses, in
//! `assets/fonts/`) at three sizes with clear roles, title, label and small print,
//! plus tabular figures for numbers that change (a score, a clock), so they do not
//! jitter as they count. The font is built into the program and takes the place of
//! Bevy's default, so the first frame already draws with it.

use bevy::prelude::*;
use bevy::text::{FontFeatureTag, FontFeatures, FontWeight};

use crate::look::ui_colours::UiRole;

use crate::look::fonts::FONT;

/// Headings: a screen's or a card's title, a big score.
pub const TITLE: f32 = 24.0;
/// Labels, buttons, values: most text.
pub const LABEL: f32 = 17.0;
/// Small print: captions, notes, the engine's line, tooltips.
pub const SMALL: f32 = 13.0;

/// Makes the built-in font the default one (where the app draws text at all).
pub fn install_font(fonts: Option<ResMut<Assets<Font>>>) {
    if let Some(mut fonts) = fonts {
        let _ = fonts.insert(AssetId::default(), Font::from_bytes(FONT.to_vec()));
    }
}

/// A text of `size` in the colour of `role`, regular weight.
pub fn text(size: f32, role: UiRole) -> impl Bundle {
    (
        font(size, FontWeight::NORMAL, false),
        TextColor::WHITE,
        role,
    )
}

/// A text of `size` in the colour of `role`, semibold (titles, button labels).
pub fn strong(size: f32, role: UiRole) -> impl Bundle {
    (
        font(size, FontWeight::SEMIBOLD, false),
        TextColor::WHITE,
        role,
    )
}

/// A number that changes (a score, a clock): tabular figures, semibold.
pub fn number(size: f32, role: UiRole) -> impl Bundle {
    (
        font(size, FontWeight::SEMIBOLD, true),
        TextColor::WHITE,
        role,
    )
}

/// A line whose figures change (a clock in a line of words): tabular figures, regular.
pub fn tabular(size: f32, role: UiRole) -> impl Bundle {
    (font(size, FontWeight::NORMAL, true), TextColor::WHITE, role)
}

/// The font at `size` and `weight`, with tabular figures when `tabular`.
pub fn font(size: f32, weight: FontWeight, tabular: bool) -> TextFont {
    let font_features = if tabular {
        FontFeatures::builder()
            .enable(FontFeatureTag::TABULAR_FIGURES)
            .build()
    } else {
        FontFeatures::default()
    };
    TextFont {
        font_size: FontSize::Px(size),
        weight,
        font_features,
        ..default()
    }
}

/// The look of the small texts in a HUD row (tabular figures: a clock there counts).
pub fn small_text() -> impl Bundle {
    (
        tabular(SMALL, UiRole::Muted),
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
