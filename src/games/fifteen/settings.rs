//! Fifteen's configuration section, the player's settings group and its own image.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use grid_rules::Puzzle;
use grid_rules::fifteen::{Fifteen, Params};

use crate::core::game::GameId;
use crate::session::registry::OwnLooks;
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

/// Where Fifteen's picture stands in its own images.
pub const PICTURE: usize = 0;

/// Fifteen's own image: the picture cut into tiles.
#[derive(bevy::ecs::system::SystemParam)]
pub struct FifteenLook<'w> {
    looks: Res<'w, OwnLooks>,
}

impl FifteenLook<'_> {
    /// The picture the tiles are cut from.
    pub fn picture(&self) -> Handle<Image> {
        self.looks.of(GameId(Fifteen::ID)).get(PICTURE)
    }
}
