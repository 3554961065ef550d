//! Color Lines' plugin: shaded balls, the selected ball bounces, travel along the
//! shortest path, a shake when the target cannot be reached, popping lines, new balls
//! growing in, and the three next colours in the HUD.

use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use grid_rules::color_lines::{ColorLines, Params};
use grid_rules::{Colour, Pos, Puzzle};

use super::pieces::{add_ball_shine, ball_sprite};
use crate::anim::Timeline;
use crate::board::{BoardRoot, CELL, GridPos, TileColor, Vanishing};
use crate::config::GameConfig;
use crate::core::{AppState, GameKind};
use crate::session::{GameView, Session, SessionPlugin, SessionSystems, StartSession};
use crate::settings::{BestScores, PlayerSettings};
use crate::ui::hud::{GameButtonRow, InfoText};
use crate::ui::{PieceLook, SettingChange, add_setting_buttons, set_texts};

impl GameView for ColorLines {
    const KIND: GameKind = GameKind::ColorLines;

    fn params(config: &GameConfig, settings: &PlayerSettings) -> Params {
        if settings.color_lines_large {
            Params::large()
        } else {
            Params {
                size: config.color_lines.size,
                colours: config.color_lines.colours,
            }
            .clamped()
        }
    }

    fn piece_sprite(colour: &Colour, _pos: Pos, look: &PieceLook) -> Sprite {
        ball_sprite(*colour, look)
    }

    fn decorate_piece(commands: &mut Commands, entity: Entity, _colour: &Colour, look: &PieceLook) {
        add_ball_shine(commands, entity, look);
    }

    fn over_text(&self) -> String {
        format!("Game over: the board is full\nScore: {}", self.score())
    }

    fn hud_text(&self) -> String {
        "Next:".into()
    }

    fn best_slot(best: &mut BestScores) -> &mut u64 {
        &mut best.color_lines
    }
}

/// Color Lines.
pub struct ColorLinesPlugin;

impl Plugin for ColorLinesPlugin {
    fn build(&self, app: &mut App) {
        let playing = AppState::Playing(GameKind::ColorLines);
        app.add_plugins(SessionPlugin::<ColorLines>::default())
            .add_systems(OnEnter(playing), spawn_hud_extras.after(StartSession))
            .add_systems(
                Update,
                (
                    bounce_selected_ball,
                    shake_on_unreachable,
                    show_next_balls,
                    show_settings,
                )
                    .after(SessionSystems)
                    .run_if(in_state(playing)),
            );
    }
}

/// One of the three "next" balls in the HUD.
#[derive(Component, Debug)]
pub struct NextBall(pub usize);

/// The text that shows the board size chosen for the next game.
#[derive(Component, Debug)]
struct LinesSettingsText;

fn spawn_hud_extras(
    mut commands: Commands,
    rows: Query<Entity, With<GameButtonRow>>,
    info_text: Query<&ChildOf, With<InfoText>>,
    look: Res<PieceLook>,
) {
    let Ok(row) = rows.single() else { return };
    let buttons = [("8x8 / 9x9", SettingChange::ColorLinesLarge)];
    add_setting_buttons(&mut commands, row, &buttons, LinesSettingsText);
    // The balls follow the "Next:" label in the score row, not the settings row,
    // where they would read as part of "Next game".
    let Ok(score_row) = info_text.single() else {
        return;
    };
    let next_balls = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                align_self: AlignSelf::Center,
                // Closer to "Next:" than the row's gap between texts.
                margin: UiRect::left(px(-16)),
                ..default()
            },
            Pickable::IGNORE,
            ChildOf(score_row.parent()),
        ))
        .id();
    for index in 0..3 {
        commands.spawn((
            NextBall(index),
            ImageNode::new(look.ball.clone()),
            Node {
                width: px(26),
                height: px(26),
                margin: UiRect::horizontal(px(2)),
                ..default()
            },
            ChildOf(next_balls),
        ));
    }
}

fn show_next_balls(
    session: Option<Res<Session<ColorLines>>>,
    look: Res<PieceLook>,
    mut balls: Query<(&NextBall, &mut ImageNode, &mut Visibility)>,
) {
    let Some(session) = session else { return };
    for (ball, mut image, mut visibility) in &mut balls {
        match session.state.next().get(ball.0) {
            Some(colour) => {
                let tint = look.palette.piece(*colour);
                if image.color != tint {
                    image.color = tint;
                }
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

/// Marks the selected ball while it bounces above its cell.
#[derive(Component, Debug)]
pub struct Bouncing;

/// The selected ball bounces in its cell while the board is idle; every other ball
/// rests at its cell.
#[allow(clippy::type_complexity)]
fn bounce_selected_ball(
    time: Res<Time>,
    session: Option<Res<Session<ColorLines>>>,
    config: Res<GameConfig>,
    roots: Query<&BoardRoot>,
    mut balls: Query<
        (Entity, &GridPos, &mut Transform, Option<&Bouncing>),
        (With<TileColor>, Without<TweenAnim>, Without<Vanishing>),
    >,
    anims: Query<(), With<TweenAnim>>,
    mut commands: Commands,
) {
    let Some(session) = session else { return };
    let Ok(root) = roots.single() else { return };
    if !anims.is_empty() {
        return;
    }
    let period = config.timings.selection_pulse.max(0.05);
    let phase = (time.elapsed_secs() / period).fract();
    let hop = (phase * std::f32::consts::PI).sin() * CELL * 0.12;
    for (entity, pos, mut transform, bouncing) in &mut balls {
        let rest = root.cell_center(pos.0);
        let selected = session.ui.selected == Some(pos.0);
        let wanted = if selected { rest + Vec3::Y * hop } else { rest };
        if transform.translation != wanted {
            transform.translation = wanted;
        }
        match (selected, bouncing) {
            (true, None) => {
                commands.entity(entity).insert(Bouncing);
            }
            (false, Some(_)) => {
                commands.entity(entity).remove::<Bouncing>();
            }
            _ => {}
        }
    }
}

/// A short horizontal shake of the selected ball when the clicked cell cannot be
/// reached.
#[allow(clippy::type_complexity)]
fn shake_on_unreachable(
    mut commands: Commands,
    session: Option<Res<Session<ColorLines>>>,
    config: Res<GameConfig>,
    roots: Query<&BoardRoot>,
    balls: Query<(Entity, &GridPos), (With<TileColor>, Without<Vanishing>)>,
) {
    let Some(session) = session else { return };
    if !session.is_changed() || session.ui.unreachable.is_none() {
        return;
    }
    let (Some(selected), Ok(root)) = (session.ui.selected, roots.single()) else {
        return;
    };
    let Some((entity, _)) = balls.iter().find(|(_, pos)| pos.0 == selected) else {
        return;
    };
    let rest = root.cell_center(selected);
    let step = config.timings.shake / 6.0;
    let mut timeline = Timeline::new();
    for (index, dx) in [-0.15, 0.15, -0.1, 0.1, -0.05, 0.0].into_iter().enumerate() {
        let at = index as f32 * step;
        timeline.go(
            entity,
            (rest, 1.0),
            at,
            step,
            (rest + Vec3::X * dx * CELL, 1.0),
            EaseFunction::SineInOut,
        );
    }
    timeline.start(&mut commands);
    commands.entity(entity).insert(ShakeMark);
}

/// Marks a ball that was shaken (for tests and tools).
#[derive(Component, Debug)]
pub struct ShakeMark;

fn show_settings(
    settings: Res<PlayerSettings>,
    config: Res<GameConfig>,
    mut texts: Query<&mut Text, With<LinesSettingsText>>,
) {
    let params = ColorLines::params(&config, &settings);
    let wanted = format!(
        "Next game: {0}x{0}, {1} colours",
        params.size, params.colours
    );
    set_texts(&mut texts, &wanted);
}
