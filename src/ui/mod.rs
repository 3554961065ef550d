//! Menus, the HUD, banners and the one button helper every screen uses.

pub mod hud;
pub mod menu;

pub use hud::{spawn_hud, sync_game_over_banner, update_hud};
pub use menu::MenuPlugin;

use bevy::prelude::*;

use crate::config::GameConfig;
use crate::core::GameCommand;

/// Images and colours the pieces are drawn with. Handles are empty when there is no
/// asset server (headless tests), which only means nothing is drawn.
#[derive(Resource, Clone, Debug)]
pub struct PieceLook {
    pub ball: Handle<Image>,
    pub ball_shine: Handle<Image>,
    pub block: Handle<Image>,
    pub pictures: Vec<Handle<Image>>,
    pub fifteen_picture: Handle<Image>,
    pub palette: crate::config::Palette,
    pub cell_colour: Color,
    pub path_colour: Color,
    pub hint_colour: Color,
    pub outline_colour: Color,
}

impl Default for PieceLook {
    fn default() -> Self {
        Self::load(&GameConfig::default(), None)
    }
}

/// Number of Lianliankan pictures shipped under `assets/lianliankan/`.
pub const PICTURE_FILES: usize = 12;

impl PieceLook {
    /// Loads the images (if there is an asset server) and reads colours from `config`.
    pub fn load(config: &GameConfig, assets: Option<&AssetServer>) -> Self {
        let load = |path: String| assets.map(|server| server.load(path)).unwrap_or_default();
        Self {
            ball: load("ball.png".into()),
            ball_shine: load("ball_shine.png".into()),
            block: load("block.png".into()),
            pictures: (1..=PICTURE_FILES)
                .map(|n| load(format!("lianliankan/{n:02}.png")))
                .collect(),
            fifteen_picture: load(config.fifteen.picture.clone()),
            palette: config.palette.clone(),
            cell_colour: config.palette.cell(),
            path_colour: Color::srgb(0.45, 1.0, 0.3),
            hint_colour: Color::srgb(0.95, 0.85, 0.2),
            outline_colour: config.palette.outline(),
        }
    }
}

/// What pressing a button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonAction {
    Command(GameCommand),
    Play(crate::core::GameKind),
    /// A game-specific setting change, handled by that game's plugin.
    Setting(SettingChange),
    Quit,
}

/// One step of a player setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingChange {
    SameGameWidth(i8),
    SameGameHeight(i8),
    SameGameColours(i8),
    FifteenSize(i8),
    FifteenNumbers,
    ColorLinesLarge,
}

/// A setting button was pressed.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SettingChanged(pub SettingChange);

pub const BUTTON_COLOUR: Color = Color::srgb(0.16, 0.18, 0.24);
pub const BUTTON_HOVER: Color = Color::srgb(0.26, 0.3, 0.4);
pub const TEXT_COLOUR: Color = Color::srgb(0.92, 0.92, 0.95);

/// A button with a label that performs `action` when clicked.
pub fn button(label: impl Into<String>, action: ButtonAction, font_size: f32) -> impl Bundle {
    (
        Button,
        action,
        Node {
            padding: UiRect::axes(px(12), px(6)),
            margin: UiRect::all(px(3)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        BackgroundColor(BUTTON_COLOUR),
        children![(
            Text::new(label),
            TextFont {
                font_size: FontSize::Px(font_size),
                ..default()
            },
            TextColor(TEXT_COLOUR),
            Pickable::IGNORE,
        )],
    )
}

/// Installs button handling.
pub struct ButtonPlugin;

impl Plugin for ButtonPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<SettingChanged>()
            .add_observer(press_button)
            .add_systems(Update, highlight_buttons);
    }
}

fn press_button(
    click: On<Pointer<Click>>,
    actions: Query<&ButtonAction>,
    mut game_commands: MessageWriter<GameCommand>,
    mut settings: MessageWriter<SettingChanged>,
    mut next_state: ResMut<NextState<crate::core::AppState>>,
    mut exit: MessageWriter<AppExit>,
    mut commands: Commands,
) {
    let Ok(action) = actions.get(click.entity) else {
        return;
    };
    match *action {
        ButtonAction::Command(command) => {
            game_commands.write(command);
        }
        ButtonAction::Play(kind) => next_state.set(crate::core::AppState::Playing(kind)),
        ButtonAction::Setting(change) => {
            settings.write(SettingChanged(change));
        }
        ButtonAction::Quit => {
            commands.queue(bevy::settings::SaveSettingsSync::IfChanged);
            exit.write(AppExit::Success);
        }
    }
}

#[allow(clippy::type_complexity)]
fn highlight_buttons(
    mut buttons: Query<(&Interaction, &mut BackgroundColor), (Changed<Interaction>, With<Button>)>,
) {
    for (interaction, mut colour) in &mut buttons {
        colour.0 = match interaction {
            Interaction::None => BUTTON_COLOUR,
            _ => BUTTON_HOVER,
        };
    }
}

/// Spawns settings buttons and, after them, a text with `marker` that says what the
/// next game will be, in a game's HUD row.
pub fn add_setting_buttons(
    commands: &mut Commands,
    row: Entity,
    buttons: &[(&str, SettingChange)],
    marker: impl Component,
) {
    for (label, change) in buttons {
        commands.spawn((
            button(*label, ButtonAction::Setting(*change), 16.0),
            ChildOf(row),
        ));
    }
    commands.spawn((marker, Text::new(""), small_text(), ChildOf(row)));
}

/// The look of the small texts in a HUD row.
pub fn small_text() -> impl Bundle {
    (
        TextFont {
            font_size: FontSize::Px(16.0),
            ..default()
        },
        TextColor(TEXT_COLOUR),
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
