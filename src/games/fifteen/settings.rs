//! Fifteen's configuration section, the player's settings group and its own image.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use grid_rules::fifteen::Params;
use serde::Deserialize;

/// Fifteen's section of `config.ron`: the default board side and a picture file of the
/// player's under `assets/` (empty: the theme's `fifteen/picture.png`).
#[derive(Resource, Deserialize, Clone, Debug, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct FifteenConfig {
    pub size: usize,
    pub picture: String,
}

impl Default for FifteenConfig {
    fn default() -> Self {
        Self {
            size: Params::default().size,
            picture: String::new(),
        }
    }
}

/// What the player chose: the side of the next game (0 takes the configuration's) and
/// whether tiles show their numbers.
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "fifteen")]
pub struct FifteenSettings {
    pub size: usize,
    pub show_numbers: bool,
    /// Show the solver's distance to solved (a spoiler, so off until chosen).
    pub moves_left: bool,
}

/// Fifteen's own image: the picture cut into tiles.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct FifteenLook {
    pub picture: Handle<Image>,
}
