//! Lianliankan's settings: its section of `config.ron` (board, pictures, how long a
//! full life bar lasts), its images, and what the player chose for the next game.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use grid_rules::lianliankan::{DEFAULT_LIFE_SECONDS, LIFE_MINUTES, Lianliankan, Params};
use serde::Deserialize;

use crate::persist::shared::{chosen_or, step_within};
use crate::session::game_view::GameView;

/// Lianliankan's section of `config.ron`: board, pictures, and how long a full life
/// bar lasts.
#[derive(Resource, Deserialize, Clone, Debug, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct LianliankanConfig {
    pub width: usize,
    pub height: usize,
    pub pictures: usize,
    pub life_seconds: f32,
}

impl Default for LianliankanConfig {
    fn default() -> Self {
        let Params {
            width,
            height,
            pictures,
        } = Params::default();
        Self {
            width,
            height,
            pictures,
            life_seconds: DEFAULT_LIFE_SECONDS,
        }
    }
}

/// What the player chose for the next game: the board's side, the pictures and the
/// minutes a full life bar lasts (0 takes the configuration's).
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "lianliankan")]
pub struct LianliankanSettings {
    pub size: usize,
    pub pictures: usize,
    pub minutes: u32,
}

impl LianliankanSettings {
    /// How long a full life bar lasts.
    pub fn life_seconds(&self, config: &LianliankanConfig) -> f32 {
        chosen_or(self.minutes as f32 * 60.0, config.life_seconds)
    }
}

/// Steps the chosen side (by two, so the board has pairs), pictures and minutes.
pub(super) fn restep(
    s: &mut LianliankanSettings,
    c: &LianliankanConfig,
    size: isize,
    pictures: i8,
    minutes: i32,
) {
    let now = Lianliankan::params(c, s);
    s.size = step_within(now.width, (size * 2) as i8, Params::WIDTH.menu);
    s.pictures = step_within(now.pictures, pictures, Params::PICTURES.menu);
    let current = (s.life_seconds(c) / 60.0).round() as i32;
    s.minutes = LIFE_MINUTES.clamp((current + minutes).max(0) as usize) as u32;
}
