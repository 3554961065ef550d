//! SameGame's plugin: the shared session, the hovered group's outline and value, the
//! size and colour settings, and the remaining-blocks count.

use crate::core::words::{Msg, number};
use crate::session::game_view::{colour_name, describe_colour_groups};
use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use bevy_tweening::TweenAnim;
use grid_rules::samegame::{Params, RemoveGroup, SameGame, group_score};
use grid_rules::{Colour, Pos, Puzzle};
use serde::Deserialize;

use super::outline::OutlineDraw;
use crate::board::marks::HintShape;
use crate::board::root::{CELL, HoveredCell};
use crate::core::game::AppState;
use crate::look::pieces::{OwnImages, PieceLook, PreviewShape};
use crate::look::theme::ImageSource;
use crate::persist::shared::{chosen_or, step_within};
use crate::screens::{ScreenSystems, add_game};
use crate::session::game_look::GameLook;
use crate::session::game_view::{GameView, game_id};
use crate::session::state::Session;
use crate::ui::setting_rows::{Control, SettingRow};

/// SameGame's section of `config.ron`: the board a new game has unless the player chose
/// otherwise.
#[derive(Resource, Deserialize, Clone, Debug, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct SameGameConfig {
    pub width: usize,
    pub height: usize,
    pub colours: usize,
}

impl Default for SameGameConfig {
    fn default() -> Self {
        let Params {
            width,
            height,
            colours,
        } = Params::default();
        Self {
            width,
            height,
            colours,
        }
    }
}

/// What the player chose for the next game; 0 takes the configuration's value.
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "samegame")]
pub struct SameGameSettings {
    pub width: usize,
    pub height: usize,
    pub colours: usize,
}

/// SameGame's own image, the block the colours tint, in its own images.
const BLOCK: usize = 0;

impl GameView for SameGame {
    type Plugin = SameGamePlugin;
    const RULE: &'static str = "rule-samegame";
    const WON: Option<&'static str> = Some("won-cleared");
    type Config = SameGameConfig;
    type Settings = SameGameSettings;
    const HAS_PAR: bool = true;

    fn params(config: &SameGameConfig, settings: &SameGameSettings) -> Params {
        Params {
            width: chosen_or(settings.width, config.width),
            height: chosen_or(settings.height, config.height),
            colours: chosen_or(settings.colours, config.colours),
        }
        .clamped()
    }

    fn is_won(&self) -> bool {
        self.remaining() == 0
    }

    /// The tutorial's words, but for a cleared board, which says so (and has the 1000).
    fn over_text(&self) -> Vec<Msg> {
        if self.remaining() == 0 {
            return vec![Msg::new("over-board-cleared")];
        }
        vec![
            Msg::new("over-no-moves"),
            Msg::new("over-blocks-remaining").num("count", self.remaining()),
        ]
    }

    fn piece_name(colour: &Colour) -> Msg {
        colour_name(*colour)
    }

    /// Each block, and the group it is in with what removing it scores.
    fn describe_cells(&self, _ui: &()) -> Vec<Msg> {
        describe_colour_groups(self.cells(), group_score)
    }

    fn hud_text(&self) -> Vec<Msg> {
        vec![Msg::new("hud-blocks-left").num("count", self.remaining())]
    }

    fn setting_rows() -> Vec<SettingRow<SameGameSettings, SameGameConfig>> {
        vec![
            SettingRow {
                label: "setting-width",
                value: |s, c| number(SameGame::params(c, s).width),
                control: Control::Stepper {
                    less: |s, c| resize(s, c, [-1, 0, 0]),
                    more: |s, c| resize(s, c, [1, 0, 0]),
                },
            },
            SettingRow {
                label: "setting-height",
                value: |s, c| number(SameGame::params(c, s).height),
                control: Control::Stepper {
                    less: |s, c| resize(s, c, [0, -1, 0]),
                    more: |s, c| resize(s, c, [0, 1, 0]),
                },
            },
            SettingRow {
                label: "setting-colours",
                value: |s, c| number(SameGame::params(c, s).colours),
                control: Control::Stepper {
                    less: |s, c| resize(s, c, [0, 0, -1]),
                    more: |s, c| resize(s, c, [0, 0, 1]),
                },
            },
        ]
    }

    fn describe_params(params: &Params) -> Msg {
        Msg::new("params-size-colours")
            .num("width", params.width)
            .num("height", params.height)
            .num("colours", params.colours)
    }
}

impl GameLook for SameGame {
    fn load_look(_config: &SameGameConfig, images: &ImageSource) -> OwnImages {
        OwnImages(vec![images.load("block.png")])
    }

    fn piece_sprite(colour: &Colour, _pos: Pos, look: &PieceLook, own: &OwnImages) -> Sprite {
        Sprite {
            image: own.get(BLOCK),
            color: look.palette.piece(*colour),
            custom_size: Some(Vec2::splat(CELL * 0.96)),
            ..default()
        }
    }

    const PREVIEW_MOVES: usize = 8;

    fn preview_piece(colour: &Colour, look: &PieceLook) -> (Color, PreviewShape) {
        (look.palette.piece(*colour), PreviewShape::Block)
    }

    /// The whole group the hint removes.
    fn hint_shape(&self, mv: &RemoveGroup) -> HintShape {
        HintShape::Group(self.removable_group(mv.0))
    }
}

/// SameGame.
#[derive(Default)]
pub struct SameGamePlugin;

impl Plugin for SameGamePlugin {
    fn build(&self, app: &mut App) {
        let playing = AppState::Playing(game_id::<SameGame>());
        add_game::<SameGame>(app).add_systems(
            Update,
            preview_hovered_group
                .after(ScreenSystems)
                .run_if(in_state(playing)),
        );
    }
}

/// Steps the chosen width, height and colours from what the next game would have.
fn resize(settings: &mut SameGameSettings, config: &SameGameConfig, step: [i8; 3]) {
    let now = SameGame::params(config, settings);
    settings.width = step_within(now.width, step[0], Params::WIDTH.menu);
    settings.height = step_within(now.height, step[1], Params::HEIGHT.menu);
    settings.colours = step_within(now.colours, step[2], Params::COLOURS.menu);
}

/// Outlines the group under the pointer with its value, as Swell Foop does, while the
/// board is idle.
fn preview_hovered_group(
    session: Res<Session>,
    hovered: Res<HoveredCell>,
    anims: Query<(), With<TweenAnim>>,
    mut outline: OutlineDraw,
    mut shown: Local<Option<(Option<Pos>, bool)>>,
) {
    let Some(played) = session.played_as::<SameGame>() else {
        return;
    };
    let idle = anims.is_empty();
    let key = (hovered.0, idle);
    if !session.is_changed() && *shown == Some(key) {
        return;
    }
    *shown = Some(key);
    let group = match (hovered.0, idle) {
        (Some(pos), true) => played.state().removable_group(pos),
        _ => Vec::new(),
    };
    let label = group_score(group.len()).to_string();
    outline.redraw(&group, hovered.0, &label);
}
