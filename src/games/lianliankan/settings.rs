//! Lianliankan's settings: its section of `config.ron` (board, pictures, where tiles
//! slide, the levels, how long a full life bar lasts), what the player chose for the
//! next game, and the settings panel's rows for them.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use grid_rules::lianliankan::{
    DEFAULT_LIFE_SECONDS, KSHISEN_BOARDS, LIFE_MINUTES, Levels, Lianliankan, Params, Shift,
};
use grid_rules::params::Choice;
use serde::Deserialize;

use crate::core::words::{Msg, number};
use crate::persist::shared::{chosen_or, step_within};
use crate::session::game_view::{GameView, choice_options_of, choice_or, choice_words};
use crate::ui::setting_rows::{Control, SettingRow, board_words, on_off};

/// Lianliankan's section of `config.ron`: board, pictures, where tiles slide (`none`,
/// `down`, ...), whether levels follow a cleared board (`off`, `on`), and how long a
/// full life bar lasts.
#[derive(Resource, Deserialize, Clone, Debug, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct LianliankanConfig {
    pub width: usize,
    pub height: usize,
    pub pictures: usize,
    pub shift: String,
    pub levels: String,
    pub life_seconds: f32,
}

impl Default for LianliankanConfig {
    fn default() -> Self {
        let Params {
            width,
            height,
            pictures,
            shift,
            levels,
        } = Params::default();
        Self {
            width,
            height,
            pictures,
            shift: shift.name().into(),
            levels: levels.name().into(),
            life_seconds: DEFAULT_LIFE_SECONDS,
        }
    }
}

/// What the player chose for the next game (0 or empty takes the configuration's).
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "lianliankan")]
pub struct LianliankanSettings {
    /// A square board's side, as settings saved before the rectangles chose it.
    pub size: usize,
    pub pictures: usize,
    pub minutes: u32,
    /// One of KShisen's boards (`18x8`); empty for the configured one.
    #[reflect(default)]
    pub board: String,
    /// The width and height when the player changed them (0: the board's own).
    #[reflect(default)]
    pub width: usize,
    #[reflect(default)]
    pub height: usize,
    /// Where tiles slide (`down`); empty takes the configuration's.
    #[reflect(default)]
    pub shift: String,
    /// `on` or `off`; empty takes the configuration's.
    #[reflect(default)]
    pub levels: String,
}

impl LianliankanSettings {
    /// How long a full life bar lasts.
    pub fn life_seconds(&self, config: &LianliankanConfig) -> f32 {
        chosen_or(self.minutes as f32 * 60.0, config.life_seconds)
    }
}

/// A KShisen board's name in settings (`18x8`).
fn board_name((width, height): (usize, usize)) -> String {
    format!("{width}x{height}")
}

/// The board the player chose, before any width or height of their own: one of
/// KShisen's, else the configured one (square from older settings).
fn chosen_board(config: &LianliankanConfig, settings: &LianliankanSettings) -> (usize, usize) {
    KSHISEN_BOARDS
        .into_iter()
        .find(|&board| board_name(board) == settings.board)
        .unwrap_or((
            chosen_or(settings.size, config.width),
            chosen_or(settings.size, config.height),
        ))
}

/// The parameters of a new game.
pub(super) fn params(config: &LianliankanConfig, settings: &LianliankanSettings) -> Params {
    let (width, height) = chosen_board(config, settings);
    Params {
        width: chosen_or(settings.width, width),
        height: chosen_or(settings.height, height),
        pictures: chosen_or(settings.pictures, config.pictures),
        shift: choice_or(&settings.shift, &config.shift),
        levels: choice_or(&settings.levels, &config.levels),
    }
    .clamped()
}

/// The boards the Board row offers: the configured one, then KShisen's.
fn boards(config: &LianliankanConfig) -> Vec<(usize, usize)> {
    std::iter::once((config.width, config.height))
        .chain(KSHISEN_BOARDS)
        .collect()
}

/// The settings panel's rows: the board, its width and height, the pictures, where
/// tiles slide, the levels and the time.
pub(super) fn rows() -> Vec<SettingRow<LianliankanSettings, LianliankanConfig>> {
    vec![
        SettingRow {
            label: "setting-board",
            value: |s, c| {
                let now = Lianliankan::params(c, s);
                let custom = (s.width, s.height, s.size) != (0, 0, 0);
                board_words((now.width, now.height), custom)
            },
            control: Control::List {
                options: |c| {
                    boards(c)
                        .into_iter()
                        .map(|board| (board_name(board), board_words(board, false)))
                        .collect()
                },
                choose: |s, c, index| {
                    // The board brings its own size: the player's sides are dropped.
                    s.board = if index == 0 {
                        String::new()
                    } else {
                        board_name(boards(c)[index])
                    };
                    (s.size, s.width, s.height) = (0, 0, 0);
                },
            },
        },
        SettingRow {
            label: "setting-width",
            value: |s, c| number(Lianliankan::params(c, s).width),
            control: Control::Stepper {
                less: |s, c| resize(s, c, -1, 0),
                more: |s, c| resize(s, c, 1, 0),
            },
        },
        SettingRow {
            label: "setting-height",
            value: |s, c| number(Lianliankan::params(c, s).height),
            control: Control::Stepper {
                less: |s, c| resize(s, c, 0, -1),
                more: |s, c| resize(s, c, 0, 1),
            },
        },
        SettingRow {
            label: "setting-pictures",
            value: |s, c| number(Lianliankan::params(c, s).pictures),
            control: Control::Stepper {
                less: |s, c| step_pictures(s, c, -1),
                more: |s, c| step_pictures(s, c, 1),
            },
        },
        SettingRow {
            label: "setting-shift",
            value: |s, c| choice_words("shift", Lianliankan::params(c, s).shift),
            control: Control::List {
                options: |_| choice_options_of("shift", &Shift::LEVEL_ORDER),
                choose: |s, _, index| s.shift = Shift::LEVEL_ORDER[index].name().into(),
            },
        },
        SettingRow {
            label: "setting-levels",
            value: |s, c| on_off(Lianliankan::params(c, s).has_levels()),
            control: Control::Switch(|s, c| {
                let on = Lianliankan::params(c, s).has_levels();
                s.levels = if on { Levels::Off } else { Levels::On }.name().into();
            }),
        },
        SettingRow {
            label: "setting-time",
            value: |s, c| {
                Msg::new("setting-time-minutes").num("minutes", (s.life_seconds(c) / 60.0).round())
            },
            control: Control::Stepper {
                less: |s, c| step_minutes(s, c, -1),
                more: |s, c| step_minutes(s, c, 1),
            },
        },
    ]
}

/// Steps the width or height from what the next game would have; a step that would
/// leave an odd number of cells takes one more, so the tiles pair up.
fn resize(s: &mut LianliankanSettings, c: &LianliankanConfig, width: i8, height: i8) {
    let now = Lianliankan::params(c, s);
    let step = |value: usize, by: i8, other: usize, limit: &grid_rules::params::Limit| {
        let once = step_within(value, by, limit.range.clone());
        if once * other % 2 == 1 {
            let twice = step_within(once, by, limit.range.clone());
            if twice != once { twice } else { value }
        } else {
            once
        }
    };
    s.width = step(now.width, width, now.height, &Params::WIDTH);
    s.height = step(now.height, height, s.width, &Params::HEIGHT);
}

/// Steps the kinds of picture, within what the board's pairs allow.
fn step_pictures(s: &mut LianliankanSettings, c: &LianliankanConfig, by: i8) {
    let now = Lianliankan::params(c, s);
    s.pictures = step_within(now.pictures, by, Params::PICTURES.menu);
}

/// Steps the minutes a full life bar lasts.
fn step_minutes(s: &mut LianliankanSettings, c: &LianliankanConfig, by: i32) {
    let current = (s.life_seconds(c) / 60.0).round() as i32;
    s.minutes = LIFE_MINUTES.clamp((current + by).max(0) as usize) as u32;
}
