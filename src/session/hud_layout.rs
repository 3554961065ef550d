//! The in-game HUD layout (title, command buttons, a row for the game's own buttons, the
//! score and info lines) and the game-over banner's layout. The session fills them in.

use bevy::prelude::*;

use crate::board::root::HudSpace;
use crate::core::beacon::BeaconName;
use crate::core::game::{AppState, GameCommand, GameId};
use crate::ui::button::spawn_command_button;
use crate::ui::text::{TEXT_COLOUR, text as ui_text};

/// The HUD line with score, best and seed.
#[derive(Component, Debug)]
pub struct ScoreText;

/// The HUD line with game-specific information.
#[derive(Component, Debug)]
pub struct InfoText;

/// The HUD line that shows the game code after Share.
#[derive(Component, Debug)]
pub struct CodeText;

/// The HUD line that says what the engine is doing (thinking, auto-play).
#[derive(Component, Debug)]
pub struct StatusText;

/// The HUD's outermost node; its laid-out height is the room the board leaves it.
#[derive(Component, Debug)]
pub struct HudRoot;

/// The row where a game puts its own buttons (settings, hint).
#[derive(Component, Debug)]
pub struct GameButtonRow;

/// The game-over banner.
#[derive(Component, Debug)]
pub struct GameOverBanner;

/// The text of the game-over banner.
#[derive(Component, Debug)]
pub struct BannerText;

/// Bevy's default line height, in font sizes.
const LINE_HEIGHT: f32 = 1.2;

/// A HUD text of `size`, which the pointer passes through.
fn text(size: f32) -> impl Bundle {
    (ui_text(size, TEXT_COLOUR), Pickable::IGNORE)
}

/// Spawns the HUD of a game, scoped to it; `auto_label` names its auto-play button.
pub fn spawn_hud(commands: &mut Commands, game: GameId, auto_label: &str) {
    let hud = commands
        .spawn((
            Name::new("HUD"),
            HudRoot,
            DespawnOnExit(AppState::Playing(game)),
            Node {
                position_type: PositionType::Absolute,
                top: px(0),
                left: px(0),
                width: percent(100),
                padding: UiRect::all(px(8)),
                flex_direction: FlexDirection::Column,
                ..default()
            },
            Pickable::IGNORE,
        ))
        .id();
    let buttons = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Center,
                flex_wrap: FlexWrap::Wrap,
                ..default()
            },
            Pickable::IGNORE,
            ChildOf(hud),
        ))
        .id();
    commands.spawn((
        Text::new(game.title()),
        text(24.0),
        Node {
            margin: UiRect::right(px(16)),
            ..default()
        },
        ChildOf(buttons),
    ));
    for (label, command) in [
        ("New game", GameCommand::NewGame),
        ("Undo", GameCommand::Undo),
        ("Redo", GameCommand::Redo),
        ("Hint", GameCommand::Hint),
        (auto_label, GameCommand::AutoPlay),
        ("Share", GameCommand::Share),
        ("Settings", GameCommand::Settings),
        ("Menu", GameCommand::BackToMenu),
    ] {
        let button = spawn_command_button(commands, buttons, label, 18.0, command);
        let name = format!("hud-{}", label.to_lowercase().replace(' ', "-"));
        commands.entity(button).insert(BeaconName(name));
    }
    commands.spawn((
        GameButtonRow,
        Node {
            flex_direction: FlexDirection::Row,
            flex_wrap: FlexWrap::Wrap,
            ..default()
        },
        Pickable::IGNORE,
        ChildOf(buttons),
    ));
    // The score and the game's line sit side by side, or one above the other when the
    // window is too narrow for both (a phone), each wrapping only between its pairs.
    commands.spawn((
        Node {
            flex_direction: FlexDirection::Row,
            flex_wrap: FlexWrap::Wrap,
            column_gap: px(24),
            ..default()
        },
        Pickable::IGNORE,
        ChildOf(hud),
        children![
            (ScoreText, Text::new(""), text(20.0)),
            (InfoText, Text::new(""), text(20.0)),
        ],
    ));
    // The engine's line keeps its room while empty: it comes and goes as engines think
    // (par, hints), and the board under the HUD must not move each time.
    commands.spawn((
        StatusText,
        Text::new(""),
        text(14.0),
        Node {
            min_height: px(14.0 * LINE_HEIGHT),
            ..default()
        },
        ChildOf(hud),
    ));
    commands.spawn((CodeText, Text::new(""), text(14.0), ChildOf(hud)));
}

/// Keeps [`HudSpace`] at the HUD's laid-out height of this frame.
pub fn measure_hud(huds: Query<&ComputedNode, With<HudRoot>>, mut space: ResMut<HudSpace>) {
    let Ok(node) = huds.single() else { return };
    let height = node.size().y * node.inverse_scale_factor();
    if height > 0.0 && (space.0 - height).abs() > 0.5 {
        space.0 = height;
    }
}

/// Spawns the game-over banner with `lines`, scoped to the game; at the bottom of the
/// window when `at_bottom` (so a solved picture shows).
pub fn spawn_game_over_banner(
    commands: &mut Commands,
    game: GameId,
    lines: String,
    at_bottom: bool,
) {
    let panel = commands
        .spawn((
            GameOverBanner,
            DespawnOnExit(AppState::Playing(game)),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: if at_bottom {
                    AlignItems::FlexEnd
                } else {
                    AlignItems::Center
                },
                padding: UiRect::bottom(px(12)),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .id();
    let inner = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(24)),
                row_gap: px(12),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.82)),
            ChildOf(panel),
        ))
        .id();
    commands.spawn((
        BannerText,
        Text::new(lines),
        TextFont {
            font_size: FontSize::Px(30.0),
            ..default()
        },
        TextColor(TEXT_COLOUR),
        TextLayout::justify(Justify::Center),
        ChildOf(inner),
    ));
    spawn_command_button(commands, inner, "New game", 24.0, GameCommand::NewGame);
}
