//! Menus, the HUD layout and the one button helper every screen uses.

pub mod focus;
pub mod hud;
pub mod panel;

pub use hud::spawn_hud;

use bevy::prelude::*;

use bevy::ecs::observer::IntoEntityObserver;

use crate::config::GameConfig;
use crate::core::GameCommand;
use crate::theme::{ImageSource, Theme};
use focus::Activate;

/// Images and colours every game draws with. Handles are empty when there is no asset
/// server (headless tests), which only means nothing is drawn. A game's own images
/// (blocks, pictures) are its own resource, in its plugin file.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct PieceLook {
    pub ball: Handle<Image>,
    pub ball_shine: Handle<Image>,
    pub palette: crate::config::Palette,
    pub cell_colour: Color,
    pub path_colour: Color,
    pub hint_colour: Color,
    pub outline_colour: Color,
    /// The shape each colour wears when symbols are on, by `Colour::ALL` order.
    pub symbols: Vec<Handle<Image>>,
}

impl Default for PieceLook {
    fn default() -> Self {
        let theme = Theme::default();
        Self::load(
            &GameConfig::default(),
            &ImageSource {
                server: None,
                theme: &theme,
            },
        )
    }
}

impl PieceLook {
    /// Loads the theme's images (if there is an asset server) and takes the colours
    /// from the theme's palette, or `config`'s when the theme has none.
    pub fn load(config: &GameConfig, images: &ImageSource) -> Self {
        let palette = images.theme.palette(&config.palette);
        Self {
            ball: images.load("ball.png"),
            ball_shine: images.load("ball_shine.png"),
            palette: palette.clone(),
            cell_colour: palette.cell(),
            path_colour: Color::srgb(0.45, 1.0, 0.3),
            hint_colour: Color::srgb(0.95, 0.85, 0.2),
            outline_colour: palette.outline(),
            symbols: grid_rules::Colour::ALL
                .iter()
                .map(|colour| images.load(format!("symbols/{}.png", colour.letter())))
                .collect(),
        }
    }
}

pub const BUTTON_COLOUR: Color = Color::srgb(0.16, 0.18, 0.24);
pub const BUTTON_HOVER: Color = Color::srgb(0.26, 0.3, 0.4);
pub const TEXT_COLOUR: Color = Color::srgb(0.92, 0.92, 0.95);

/// A button with a label; what it does is an observer of [`focus::Activate`] that the
/// spawner adds (see [`spawn_button`]), so each button carries its own handler.
pub fn button(label: impl Into<String>, font_size: f32) -> impl Bundle {
    button_with(
        label,
        font_size,
        Node {
            padding: UiRect::axes(px(12), px(6)),
            margin: UiRect::all(px(3)),
            min_height: px(36),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
    )
}

/// A button with a label and its own box.
pub fn button_with(label: impl Into<String>, font_size: f32, node: Node) -> impl Bundle {
    (
        Button,
        node,
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

/// Spawns a button under `parent` that runs `action` when activated (a primary click,
/// a tap, or Enter while it has the keyboard's focus).
pub fn spawn_button<M>(
    commands: &mut Commands,
    parent: Entity,
    label: impl Into<String>,
    font_size: f32,
    action: impl IntoEntityObserver<M>,
) -> Entity {
    commands
        .spawn((button(label, font_size), ChildOf(parent)))
        .observe(action)
        .id()
}

/// Spawns a button under `parent` that sends `command`.
pub fn spawn_command_button(
    commands: &mut Commands,
    parent: Entity,
    label: &str,
    font_size: f32,
    command: GameCommand,
) -> Entity {
    spawn_button(
        commands,
        parent,
        label,
        font_size,
        move |_: On<Activate>, mut commands: MessageWriter<GameCommand>| {
            commands.write(command);
        },
    )
}

/// Installs button highlighting.
pub struct ButtonPlugin;

impl Plugin for ButtonPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(focus::FocusPlugin)
            .add_observer(panel::scroll_with_wheel)
            .add_observer(panel::scroll_with_drag)
            .add_systems(Update, highlight_buttons)
            // The HUD is measured in the frame it is laid out, before the board is
            // fitted under it: a HUD that wraps to a second row as a game opens would
            // otherwise show the board one frame too high.
            .add_systems(
                PostUpdate,
                hud::measure_hud
                    .after(bevy::ui::UiSystems::Layout)
                    .before(crate::board::fit_board_to_window),
            );
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
