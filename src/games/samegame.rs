//! SameGame's plugin: the shared session, the hovered group's outline and value, the
//! size and colour settings, and the remaining-blocks count.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use bevy_tweening::TweenAnim;
use grid_rules::samegame::{COLOUR_RANGE, Params, RemoveGroup, SIDE_RANGE, SameGame, group_score};
use grid_rules::{Colour, Pos, Puzzle};
use serde::Deserialize;

use super::outline::OutlineDraw;
use crate::board::{CELL, HoveredCell};
use crate::core::AppState;
use crate::session::{
    GameView, HintShape, Session, SessionPlugin, SessionSystems, StartSession, game_id,
};
use crate::settings::step_within;
use crate::ui::hud::GameButtonRow;
use crate::ui::{PieceLook, SettingButton, add_setting_buttons, load_image, set_texts};

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

/// SameGame's own image: the block the colours tint.
#[derive(Resource, Default, Clone, Debug)]
pub struct SameGameLook {
    pub block: Handle<Image>,
}

impl GameView for SameGame {
    type Plugin = SameGamePlugin;
    type Config = SameGameConfig;
    type Settings = SameGameSettings;
    type Look = SameGameLook;
    const HAS_PAR: bool = true;

    fn params(config: &SameGameConfig, settings: &SameGameSettings) -> Params {
        let or_config =
            |chosen: usize, configured: usize| if chosen == 0 { configured } else { chosen };
        Params {
            width: or_config(settings.width, config.width),
            height: or_config(settings.height, config.height),
            colours: or_config(settings.colours, config.colours),
        }
        .clamped()
    }

    fn load_look(_config: &SameGameConfig, assets: Option<&AssetServer>) -> SameGameLook {
        SameGameLook {
            block: load_image(assets, "block.png"),
        }
    }

    fn piece_sprite(colour: &Colour, _pos: Pos, look: &PieceLook, own: &SameGameLook) -> Sprite {
        Sprite {
            image: own.block.clone(),
            color: look.palette.piece(*colour),
            custom_size: Some(Vec2::splat(CELL * 0.96)),
            ..default()
        }
    }

    fn is_won(&self) -> bool {
        self.remaining() == 0
    }

    fn over_text(&self) -> String {
        format!(
            "No more moves left\nBlocks remaining: {}\nScore: {}",
            self.remaining(),
            self.score()
        )
    }

    /// The whole group the hint removes.
    fn hint_shape(&self, mv: &RemoveGroup) -> HintShape {
        HintShape::Group(self.removable_group(mv.0))
    }

    fn hud_text(&self) -> String {
        format!("Blocks left: {}", self.remaining())
    }
}

/// SameGame.
#[derive(Default)]
pub struct SameGamePlugin;

impl Plugin for SameGamePlugin {
    fn build(&self, app: &mut App) {
        let playing = AppState::Playing(game_id::<SameGame>());
        app.register_type::<SameGameSettings>()
            .add_plugins(SessionPlugin::<SameGame>::default())
            .add_systems(OnEnter(playing), spawn_settings_buttons.after(StartSession))
            .add_systems(
                Update,
                (show_settings, preview_hovered_group)
                    .after(SessionSystems)
                    .run_if(in_state(playing)),
            );
    }
}

/// Steps the chosen width, height and colours from what the next game would have.
fn resize(settings: &mut SameGameSettings, config: &SameGameConfig, step: [i8; 3]) {
    let now = SameGame::params(config, settings);
    settings.width = step_within(now.width, step[0], SIDE_RANGE);
    settings.height = step_within(now.height, step[1], SIDE_RANGE);
    settings.colours = step_within(now.colours, step[2], COLOUR_RANGE);
}

/// The text that shows the chosen size and colours (applied on New game).
#[derive(Component, Debug)]
struct SettingsText;

fn spawn_settings_buttons(mut commands: Commands, rows: Query<Entity, With<GameButtonRow>>) {
    let Ok(row) = rows.single() else { return };
    let buttons: [SettingButton<SameGameSettings, SameGameConfig>; 6] = [
        ("W-", |s, c| resize(s, c, [-1, 0, 0])),
        ("W+", |s, c| resize(s, c, [1, 0, 0])),
        ("H-", |s, c| resize(s, c, [0, -1, 0])),
        ("H+", |s, c| resize(s, c, [0, 1, 0])),
        ("Colours-", |s, c| resize(s, c, [0, 0, -1])),
        ("Colours+", |s, c| resize(s, c, [0, 0, 1])),
    ];
    add_setting_buttons(&mut commands, row, &buttons, SettingsText);
}

fn show_settings(
    settings: Res<SameGameSettings>,
    config: Res<SameGameConfig>,
    mut texts: Query<&mut Text, With<SettingsText>>,
) {
    let params = SameGame::params(&config, &settings);
    let wanted = format!(
        "Next game: {}x{}, {} colours",
        params.width, params.height, params.colours
    );
    set_texts(&mut texts, &wanted);
}

/// Outlines the group under the pointer with its value, as Swell Foop does, while the
/// board is idle.
fn preview_hovered_group(
    session: Option<Res<Session<SameGame>>>,
    hovered: Res<HoveredCell>,
    anims: Query<(), With<TweenAnim>>,
    mut outline: OutlineDraw,
    mut shown: Local<Option<(Option<Pos>, bool)>>,
) {
    let Some(session) = session else { return };
    let idle = anims.is_empty();
    let key = (hovered.0, idle);
    if !session.is_changed() && *shown == Some(key) {
        return;
    }
    *shown = Some(key);
    let group = match (hovered.0, idle) {
        (Some(pos), true) => session.state().removable_group(pos),
        _ => Vec::new(),
    };
    let label = group_score(group.len()).to_string();
    outline.redraw(&group, hovered.0, &label);
}
