//! Fifteen's configuration section, the player's settings group and its rows (the
//! square boards, width, height, which puzzle), and its own image.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use grid_rules::Puzzle;
use grid_rules::fifteen::{Fifteen, Kind, Params, SQUARE_BOARDS};
use grid_rules::params::Choice;

use crate::core::game::GameId;
use crate::core::words::number;
use crate::persist::shared::{chosen_or, step_within};
use crate::session::game_view::{choice_options, choice_or, choice_words};
use crate::session::registry::OwnLooks;
use crate::ui::setting_rows::{Control, SettingRow, board_words, on_off};
use serde::Deserialize;

/// Fifteen's section of `config.ron`: the default board side, which puzzle (`fifteen` or
/// `sixteen`; empty is Fifteen) and a picture file of the player's under `assets/`
/// (empty: the theme's `fifteen/picture.png`).
#[derive(Resource, Deserialize, Clone, Debug, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct FifteenConfig {
    pub size: usize,
    pub kind: String,
    pub picture: String,
}

impl Default for FifteenConfig {
    fn default() -> Self {
        Self {
            size: Params::default().width,
            kind: String::new(),
            picture: String::new(),
        }
    }
}

/// What the player chose: the square side of the next game (0 takes the
/// configuration's), its width and height where set apart (0: the side), which puzzle,
/// and whether tiles show their numbers.
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "fifteen")]
pub struct FifteenSettings {
    pub size: usize,
    pub show_numbers: bool,
    /// Show the solver's distance to solved (a spoiler, so off until chosen).
    pub moves_left: bool,
    #[reflect(default)]
    pub width: usize,
    #[reflect(default)]
    pub height: usize,
    /// `fifteen` or `sixteen`; empty takes the configuration's.
    #[reflect(default)]
    pub kind: String,
    /// Whether the tiles show the player's own picture (kept beside the settings, or in
    /// the page's storage) instead of the game's.
    #[reflect(default)]
    pub own_picture: bool,
}

/// The parameters of a new game.
pub fn params(config: &FifteenConfig, settings: &FifteenSettings) -> Params {
    let side = chosen_or(settings.size, config.size);
    Params {
        width: chosen_or(settings.width, side),
        height: chosen_or(settings.height, side),
        kind: choice_or(&settings.kind, &config.kind),
    }
    .clamped()
}

/// The settings panel's rows: the square boards, the width and height, which puzzle,
/// the numbers and the moves left (the picture's row is `own_picture`'s).
pub fn rows() -> Vec<SettingRow<FifteenSettings, FifteenConfig>> {
    vec![
        SettingRow {
            label: "setting-board",
            value: |s, c| {
                let now = params(c, s);
                board_words((now.width, now.height), (s.width, s.height) != (0, 0))
            },
            control: Control::List {
                options: |_| {
                    SQUARE_BOARDS
                        .iter()
                        .map(|&side| (side.to_string(), board_words((side, side), false)))
                        .collect()
                },
                choose: |s, _, index| {
                    // A square board brings its own sides: the player's are dropped.
                    s.size = SQUARE_BOARDS[index];
                    (s.width, s.height) = (0, 0);
                },
            },
        },
        SettingRow {
            label: "setting-width",
            value: |s, c| number(params(c, s).width),
            control: Control::Stepper {
                less: |s, c| resize(s, c, -1, 0),
                more: |s, c| resize(s, c, 1, 0),
            },
        },
        SettingRow {
            label: "setting-height",
            value: |s, c| number(params(c, s).height),
            control: Control::Stepper {
                less: |s, c| resize(s, c, 0, -1),
                more: |s, c| resize(s, c, 0, 1),
            },
        },
        SettingRow {
            label: "setting-kind",
            value: |s, c| choice_words("kind", params(c, s).kind),
            control: Control::List {
                options: |_| choice_options::<Kind>("kind"),
                choose: |s, _, index| s.kind = Kind::ALL[index].name().into(),
            },
        },
        SettingRow {
            label: "setting-numbers",
            value: |s, _| on_off(s.show_numbers),
            control: Control::Switch(|s, _| s.show_numbers = !s.show_numbers),
        },
        SettingRow {
            label: "setting-moves-left",
            value: |s, _| on_off(s.moves_left),
            control: Control::Switch(|s, _| s.moves_left = !s.moves_left),
        },
    ]
}

/// Steps the width or height from what the next game would have.
fn resize(s: &mut FifteenSettings, c: &FifteenConfig, width: i8, height: i8) {
    let now = params(c, s);
    s.width = step_within(now.width, width, Params::WIDTH.menu);
    s.height = step_within(now.height, height, Params::HEIGHT.menu);
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
