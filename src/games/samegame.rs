//! SameGame's plugin: the shared session, the hovered group's outline and value, the
//! size and colour settings, and the remaining-blocks count.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use grid_rules::samegame::{Params, SameGame, group_score};
use grid_rules::{Colour, Pos, Puzzle};

use super::outline::{OutlineMark, clear_outline, draw_group_outline};
use crate::board::{BoardRoot, CELL, HoveredCell};
use crate::config::GameConfig;
use crate::core::{AppState, GameKind};
use crate::session::{GameView, Session, SessionPlugin, SessionSystems};
use crate::settings::{BestScores, PlayerSettings};
use crate::ui::hud::GameButtonRow;
use crate::ui::{PieceLook, SettingChange, add_setting_buttons, set_texts};

impl GameView for SameGame {
    const KIND: GameKind = GameKind::SameGame;

    fn params(config: &GameConfig, settings: &PlayerSettings) -> Params {
        let or_config =
            |chosen: usize, configured: usize| if chosen == 0 { configured } else { chosen };
        Params {
            width: or_config(settings.samegame_width, config.samegame.width),
            height: or_config(settings.samegame_height, config.samegame.height),
            colours: or_config(settings.samegame_colours, config.samegame.colours),
        }
        .clamped()
    }

    fn piece_sprite(colour: &Colour, _pos: Pos, look: &PieceLook) -> Sprite {
        Sprite {
            image: look.block.clone(),
            color: look.palette.piece(*colour),
            custom_size: Some(Vec2::splat(CELL * 0.96)),
            ..default()
        }
    }

    fn over_text(&self) -> String {
        format!(
            "No more moves left\nBlocks remaining: {}\nScore: {}",
            self.remaining(),
            self.score()
        )
    }

    fn hud_text(&self) -> String {
        format!("Blocks left: {}", self.remaining())
    }

    fn best_slot(best: &mut BestScores) -> &mut u64 {
        &mut best.samegame
    }
}

/// SameGame.
pub struct SameGamePlugin;

impl Plugin for SameGamePlugin {
    fn build(&self, app: &mut App) {
        let playing = AppState::Playing(GameKind::SameGame);
        app.add_plugins(SessionPlugin::<SameGame>::default())
            .add_systems(
                OnEnter(playing),
                spawn_settings_buttons.after(crate::session::StartSession),
            )
            .add_systems(
                Update,
                (show_settings, preview_hovered_group)
                    .after(SessionSystems)
                    .run_if(in_state(playing)),
            );
    }
}

/// The text that shows the chosen size and colours (applied on New game).
#[derive(Component, Debug)]
struct SettingsText;

fn spawn_settings_buttons(mut commands: Commands, rows: Query<Entity, With<GameButtonRow>>) {
    let Ok(row) = rows.single() else { return };
    let buttons = [
        ("W-", SettingChange::SameGameWidth(-1)),
        ("W+", SettingChange::SameGameWidth(1)),
        ("H-", SettingChange::SameGameHeight(-1)),
        ("H+", SettingChange::SameGameHeight(1)),
        ("Colours-", SettingChange::SameGameColours(-1)),
        ("Colours+", SettingChange::SameGameColours(1)),
    ];
    add_setting_buttons(&mut commands, row, &buttons, SettingsText);
}

fn show_settings(
    settings: Res<PlayerSettings>,
    config: Res<GameConfig>,
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
#[allow(clippy::too_many_arguments)]
fn preview_hovered_group(
    mut commands: Commands,
    session: Option<Res<Session<SameGame>>>,
    hovered: Res<HoveredCell>,
    roots: Query<(Entity, &BoardRoot)>,
    marks: Query<Entity, With<OutlineMark>>,
    anims: Query<(), With<TweenAnim>>,
    look: Res<PieceLook>,
    mut shown: Local<Option<(Option<Pos>, bool)>>,
) {
    let Some(session) = session else { return };
    let idle = anims.is_empty();
    let key = (hovered.0, idle);
    if !session.is_changed() && *shown == Some(key) {
        return;
    }
    *shown = Some(key);
    clear_outline(&mut commands, &marks);
    let (Some(pos), true) = (hovered.0, idle) else {
        return;
    };
    let Ok((root_entity, root)) = roots.single() else {
        return;
    };
    let group = session.state.removable_group(pos);
    if group.is_empty() {
        return;
    }
    draw_group_outline(
        &mut commands,
        root_entity,
        root,
        &group,
        Some(pos),
        &group_score(group.len()).to_string(),
        look.outline_colour,
    );
}
