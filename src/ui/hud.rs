//! The in-game HUD (score, best, seed, game info, buttons) and the game-over banner.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use grid_rules::Puzzle;

use super::{ButtonAction, TEXT_COLOUR, button};
use crate::core::{AppState, GameCommand, GameKind};
use crate::session::{GameView, Session};
use crate::settings::BestScores;

/// The HUD line with score, best and seed.
#[derive(Component, Debug)]
pub struct ScoreText;

/// The HUD line with game-specific information.
#[derive(Component, Debug)]
pub struct InfoText;

/// The row where a game puts its own buttons (settings, hint).
#[derive(Component, Debug)]
pub struct GameButtonRow;

/// The game-over banner.
#[derive(Component, Debug)]
pub struct GameOverBanner;

/// The text of the game-over banner.
#[derive(Component, Debug)]
pub struct BannerText;

/// Spawns the HUD of a game, scoped to it.
pub fn spawn_hud(commands: &mut Commands, kind: GameKind) {
    let text = |size: f32| {
        (
            TextFont {
                font_size: FontSize::Px(size),
                ..default()
            },
            TextColor(TEXT_COLOUR),
        )
    };
    commands.spawn((
        Name::new("HUD"),
        DespawnOnExit(AppState::Playing(kind)),
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
        children![
            (
                Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    flex_wrap: FlexWrap::Wrap,
                    ..default()
                },
                Pickable::IGNORE,
                children![
                    (
                        Text::new(kind.title()),
                        text(24.0),
                        Node {
                            margin: UiRect::right(px(16)),
                            ..default()
                        },
                        Pickable::IGNORE
                    ),
                    button(
                        "New game",
                        ButtonAction::Command(GameCommand::NewGame),
                        18.0
                    ),
                    button("Undo", ButtonAction::Command(GameCommand::Undo), 18.0),
                    button("Redo", ButtonAction::Command(GameCommand::Redo), 18.0),
                    button("Hint", ButtonAction::Command(GameCommand::Hint), 18.0),
                    button("Menu", ButtonAction::Command(GameCommand::BackToMenu), 18.0),
                    (
                        GameButtonRow,
                        Node {
                            flex_direction: FlexDirection::Row,
                            flex_wrap: FlexWrap::Wrap,
                            ..default()
                        },
                        Pickable::IGNORE
                    ),
                ],
            ),
            (
                Node {
                    flex_direction: FlexDirection::Row,
                    column_gap: px(24),
                    ..default()
                },
                Pickable::IGNORE,
                children![
                    (ScoreText, Text::new(""), text(20.0), Pickable::IGNORE),
                    (InfoText, Text::new(""), text(20.0), Pickable::IGNORE),
                ],
            ),
        ],
    ));
}

/// Keeps the HUD text in step with the session.
pub fn update_hud<P: GameView>(
    session: Option<Res<Session<P>>>,
    best: Res<BestScores>,
    mut score_text: Query<&mut Text, (With<ScoreText>, Without<InfoText>)>,
    mut info_text: Query<&mut Text, (With<InfoText>, Without<ScoreText>)>,
) {
    let Some(session) = session else { return };
    if !session.is_changed() && !best.is_changed() {
        return;
    }
    let mut best = best.clone();
    let best_value = *P::best_slot(&mut best);
    let score_label = if P::LOWER_IS_BETTER { "Moves" } else { "Score" };
    let best_label = if P::LOWER_IS_BETTER && best_value == 0 {
        "-".to_string()
    } else {
        best_value.to_string()
    };
    for mut text in &mut score_text {
        text.0 = format!(
            "{score_label}: {}    Best: {best_label}    Seed: {}",
            session.state.score(),
            session.seed
        );
    }
    for mut text in &mut info_text {
        text.0 = session.state.hud_text();
    }
}

/// Shows the game-over banner once the game is over and its last animation has
/// played; removes it when the game goes on (undo, new game).
pub fn sync_game_over_banner<P: GameView>(
    mut commands: Commands,
    session: Option<Res<Session<P>>>,
    banners: Query<Entity, With<GameOverBanner>>,
    anims: Query<(), With<TweenAnim>>,
) {
    let Some(session) = session else { return };
    let over = session.state.is_over();
    if !over {
        for banner in &banners {
            commands.entity(banner).despawn();
        }
        return;
    }
    if !banners.is_empty() || !anims.is_empty() {
        return;
    }
    commands.spawn((
        GameOverBanner,
        DespawnOnExit(AppState::Playing(P::KIND)),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            justify_content: JustifyContent::Center,
            align_items: if P::BANNER_AT_BOTTOM {
                AlignItems::FlexEnd
            } else {
                AlignItems::Center
            },
            padding: UiRect::bottom(px(12)),
            ..default()
        },
        Pickable::IGNORE,
        children![(
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(24)),
                row_gap: px(12),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.82)),
            children![
                (
                    BannerText,
                    Text::new(session.state.over_text()),
                    TextFont {
                        font_size: FontSize::Px(30.0),
                        ..default()
                    },
                    TextColor(TEXT_COLOUR),
                    TextLayout::justify(Justify::Center),
                ),
                button(
                    "New game",
                    ButtonAction::Command(GameCommand::NewGame),
                    24.0
                ),
            ],
        )],
    ));
}

/// The session's score, for games whose banner shows it.
pub fn score_line<P: Puzzle>(state: &P) -> String {
    format!("Score: {}", state.score())
}
