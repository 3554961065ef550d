//! Color Lines' configuration section and settings: the tutorial's board or one of GNOME
//! Five or More's (or any rectangle from it, a width and height of the player's own),
//! how many balls arrive at a time, and whether their colours are shown (KLines' hidden
//! next), with the settings panel's rows for them.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use grid_rules::color_lines::{ColorLines, Next, Params};
use grid_rules::params::Choice;
use serde::Deserialize;

use crate::core::words::{Msg, number};
use crate::persist::shared::{chosen_or, step_within};
use crate::session::game_view::{GameView, choice_options, choice_or, choice_words};
use crate::ui::setting_rows::{Control, SettingRow};

/// Color Lines' section of `config.ron`: the tutorial's board (side and colours), how
/// many balls arrive at a time, and whether their colours are shown.
#[derive(Resource, Deserialize, Clone, Debug, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct ColorLinesConfig {
    pub size: usize,
    pub colours: usize,
    pub next_count: usize,
    /// `shown` or `hidden`.
    pub next: String,
}

impl Default for ColorLinesConfig {
    fn default() -> Self {
        let Params {
            width,
            colours,
            next_count,
            next,
            ..
        } = Params::default();
        Self {
            size: width,
            colours,
            next_count,
            next: next.name().into(),
        }
    }
}

/// What the player chose: a board (the configured one, or one of Five or More's), how
/// many balls arrive (0: the board's own number), and whether their colours are shown.
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "color_lines")]
pub struct ColorLinesSettings {
    /// The 9 x 9 board with 7 colours, as settings saved before Five or More's boards
    /// chose it (it is Five or More's medium board).
    pub large: bool,
    /// `small`, `medium` or `large` (Five or More's); empty for the configured board.
    #[reflect(default)]
    pub board: String,
    #[reflect(default)]
    pub next_count: usize,
    /// The board's width and height when the player changed them (0: the board's own).
    #[reflect(default)]
    pub width: usize,
    #[reflect(default)]
    pub height: usize,
    /// `shown` or `hidden`; empty takes the configuration's.
    #[reflect(default)]
    pub next: String,
}

/// The board settings offer: the configured one (`tutorial`) and Five or More's.
fn boards(config: &ColorLinesConfig) -> Vec<(&'static str, Params)> {
    let tutorial = Params {
        next_count: config.next_count,
        ..Params::square(config.size, config.colours)
    };
    std::iter::once(("tutorial", tutorial))
        .chain(Params::five_or_more())
        .collect()
}

/// The name of the board the player chose (`tutorial` for the configured one).
fn board_chosen(settings: &ColorLinesSettings) -> &str {
    match settings.board.as_str() {
        "" if settings.large => "medium",
        "" => "tutorial",
        chosen => chosen,
    }
}

/// The parameters of a new game: the chosen board (the configured one by default), its
/// balls a turn unless the player chose a number, and whether they are shown.
pub(super) fn params(config: &ColorLinesConfig, settings: &ColorLinesSettings) -> Params {
    let chosen = board_chosen(settings);
    let boards = boards(config);
    let board = boards
        .iter()
        .find(|(name, _)| *name == chosen)
        .unwrap_or(&boards[0])
        .1
        .clone();
    Params {
        width: chosen_or(settings.width, board.width),
        height: chosen_or(settings.height, board.height),
        next_count: match settings.next_count {
            0 => board.next_count,
            chosen => chosen,
        },
        next: choice_or(&settings.next, &config.next),
        ..board
    }
    .clamped()
}

/// The settings panel's rows: the board, its width and height, the balls a turn, and
/// whether they are shown.
pub(super) fn rows() -> Vec<SettingRow<ColorLinesSettings, ColorLinesConfig>> {
    vec![
        SettingRow {
            label: "setting-board",
            value: |s, c| {
                let now = ColorLines::params(c, s);
                let resized = (s.width, s.height) != (0, 0);
                board_words(if resized { "custom" } else { board_chosen(s) }, &now)
            },
            control: Control::List {
                options: |c| {
                    boards(c)
                        .iter()
                        .map(|(name, params)| (name.to_string(), board_words(name, params)))
                        .collect()
                },
                choose: |s, c, index| {
                    s.large = false;
                    s.board = boards(c)[index].0.to_string();
                    // The board brings its own size and number of balls a turn.
                    s.next_count = 0;
                    s.width = 0;
                    s.height = 0;
                },
            },
        },
        SettingRow {
            label: "setting-width",
            value: |s, c| number(ColorLines::params(c, s).width),
            control: Control::Stepper {
                less: |s, c| resize(s, c, -1, 0),
                more: |s, c| resize(s, c, 1, 0),
            },
        },
        SettingRow {
            label: "setting-height",
            value: |s, c| number(ColorLines::params(c, s).height),
            control: Control::Stepper {
                less: |s, c| resize(s, c, 0, -1),
                more: |s, c| resize(s, c, 0, 1),
            },
        },
        SettingRow {
            label: "setting-next-count",
            value: |s, c| number(ColorLines::params(c, s).next_count),
            control: Control::Stepper {
                less: |s, c| step_next_count(s, c, -1),
                more: |s, c| step_next_count(s, c, 1),
            },
        },
        SettingRow {
            label: "setting-next",
            value: |s, c| choice_words("next", ColorLines::params(c, s).next),
            control: Control::Choice {
                options: |_| choice_options::<Next>("next"),
                choose: |s, _, index| s.next = Next::ALL[index].name().into(),
            },
        },
    ]
}

/// A board as the settings name it: `8×8`, or Five or More's name and size.
fn board_words(name: &str, params: &Params) -> Msg {
    let size = Msg::new("params-size")
        .num("width", params.width)
        .num("height", params.height);
    match name {
        "tutorial" => size,
        "custom" => Msg::new("board-five-or-more")
            .msg("board", Msg::new("level-custom"))
            .msg("size", size),
        five_or_more => Msg::new("board-five-or-more")
            .msg("board", Msg::new(format!("board-{five_or_more}")))
            .msg("size", size),
    }
}

/// Steps the width and height from what the next game would have (any rectangle the
/// rules play: 5x5 up to Five or More's 20x15).
fn resize(settings: &mut ColorLinesSettings, config: &ColorLinesConfig, width: i8, height: i8) {
    let now = ColorLines::params(config, settings);
    settings.width = step_within(now.width, width, Params::WIDTH.range);
    settings.height = step_within(now.height, height, Params::HEIGHT.range);
}

/// Steps the balls a turn from what the next game would have.
fn step_next_count(settings: &mut ColorLinesSettings, config: &ColorLinesConfig, step: i8) {
    let now = ColorLines::params(config, settings).next_count;
    settings.next_count = step_within(now, step, Params::NEXT_COUNT.range);
}
