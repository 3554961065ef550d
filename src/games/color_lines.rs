//! Color Lines' plugin: shaded balls, the selected ball bounces, travel along the
//! shortest path, a shake when the target cannot be reached, popping lines, new balls
//! growing in, and the three next colours in the HUD.

use crate::core::words::Msg;
use crate::session::game_view::colour_name;
use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use bevy_tweening::TweenAnim;
use grid_rules::color_lines::{ColorLines, Params, Selection, Travel};
use grid_rules::{Change, Colour, Pos, Puzzle};
use serde::Deserialize;

use super::shaded_balls::{add_ball_shine, ball_sprite};
use crate::audio::of_moves;
use crate::audio::player::Effect;
use crate::board::anim::Timeline;
use crate::board::marks::HintShape;
use crate::board::root::{BoardRoot, CELL, GridPos, TileColor, Vanishing};
use crate::board::symbols::SymbolFor;
use crate::core::game::AppState;
use crate::look::config::{GameConfig, Timings};
use crate::look::pieces::{OwnImages, PieceLook};
use crate::screens::hud::layout::GameButtonRow;
use crate::screens::{ScreenSystems, add_game};
use crate::session::game_look::GameLook;
use crate::session::game_view::{GameView, game_id};
use crate::session::state::Session;
use crate::ui::setting_rows::{Control, SettingRow};

/// Color Lines' section of `config.ron`: the default board side and colour count.
#[derive(Resource, Deserialize, Clone, Debug, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct ColorLinesConfig {
    pub size: usize,
    pub colours: usize,
}

impl Default for ColorLinesConfig {
    fn default() -> Self {
        let Params { size, colours } = Params::default();
        Self { size, colours }
    }
}

/// What the player chose: the 9 x 9 board with 7 colours instead of the configured one.
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "color_lines")]
pub struct ColorLinesSettings {
    pub large: bool,
}

impl GameView for ColorLines {
    type Plugin = ColorLinesPlugin;
    const RULE: &'static str = "rule-color-lines";
    type Config = ColorLinesConfig;
    type Settings = ColorLinesSettings;

    fn params(config: &ColorLinesConfig, settings: &ColorLinesSettings) -> Params {
        if settings.large {
            Params::large()
        } else {
            Params {
                size: config.size,
                colours: config.colours,
            }
            .clamped()
        }
    }

    fn piece_name(colour: &Colour) -> Msg {
        Msg::new("cell-ball").msg("colour", colour_name(*colour))
    }

    fn selected_cells(&self, ui: &Selection) -> Vec<Pos> {
        ui.selected.into_iter().collect()
    }

    fn say_selection(&self, ui: &Selection) -> Option<Msg> {
        if let Some(at) = ui.unreachable {
            return Some(
                Msg::new("say-unreachable")
                    .num("column", at.x + 1)
                    .num("row", at.y + 1),
            );
        }
        let at = ui.selected?;
        let Some(Some(colour)) = self.cells().get(at) else {
            return None;
        };
        Some(Msg::new("say-selected").msg("piece", Self::piece_name(colour)))
    }

    /// The points a line scored, and the balls that come next.
    fn say_move(before: &Self, after: &Self) -> Vec<Msg> {
        let mut said = Vec::new();
        let gained = after.score().saturating_sub(before.score());
        if gained > 0 {
            said.push(
                Msg::new("say-points")
                    .num("points", gained)
                    .num("total", after.score()),
            );
        }
        let next = after
            .next()
            .iter()
            .map(|&colour| colour_name(colour))
            .collect();
        said.push(Msg::new("say-next").list("colours", next));
        said
    }

    fn over_text(&self) -> Vec<Msg> {
        vec![Msg::new("over-board-full")]
    }

    /// A target the ball cannot reach is a refused click, though the ball shakes.
    fn click_refused(before: &Selection, after: &Selection) -> bool {
        after.unreachable.is_some() || before == after
    }

    fn hud_text(&self) -> Vec<Msg> {
        vec![Msg::new("hud-next")]
    }

    fn setting_rows() -> Vec<SettingRow<ColorLinesSettings, ColorLinesConfig>> {
        vec![SettingRow {
            label: "setting-board",
            value: |s, c| side(ColorLines::params(c, s).size),
            control: Control::Choice {
                options: |c| {
                    [false, true]
                        .map(|large| {
                            let size = ColorLines::params(c, &ColorLinesSettings { large }).size;
                            (format!("{size}x{size}"), side(size))
                        })
                        .to_vec()
                },
                choose: |s, _, index| s.large = index == 1,
            },
        }]
    }

    fn describe_params(params: &Params) -> Msg {
        Msg::new("params-size-colours")
            .num("width", params.size)
            .num("height", params.size)
            .num("colours", params.colours)
    }
}

impl GameLook for ColorLines {
    fn piece_sprite(colour: &Colour, _pos: Pos, look: &PieceLook, _own: &OwnImages) -> Sprite {
        ball_sprite(*colour, look)
    }

    fn decorate_piece(commands: &mut Commands, entity: Entity, _colour: &Colour, look: &PieceLook) {
        add_ball_shine(commands, entity, look);
    }

    /// An arrow from the ball to its target.
    fn hint_shape(&self, mv: &Travel) -> HintShape {
        HintShape::Arrow {
            from: mv.from,
            to: mv.to,
        }
    }

    /// Lines pop rather than burst.
    fn change_sounds(change: &Change<u16>, timings: &Timings) -> Vec<(Effect, f32)> {
        match change {
            Change::Removed(_) => vec![(Effect::BallPop, 0.0)],
            other => of_moves::of_change(other, timings),
        }
    }

    const PREVIEW_MOVES: usize = 12;
}

/// A board's side as a choice reads it: `8×8`.
fn side(size: usize) -> Msg {
    Msg::new("params-size")
        .num("width", size)
        .num("height", size)
}

/// Color Lines.
#[derive(Default)]
pub struct ColorLinesPlugin;

impl Plugin for ColorLinesPlugin {
    fn build(&self, app: &mut App) {
        let playing = AppState::Playing(game_id::<ColorLines>());
        add_game::<ColorLines>(app).add_systems(
            Update,
            (
                bounce_selected_ball,
                shake_on_unreachable,
                spawn_hud_extras,
                show_next_balls,
            )
                .chain()
                .after(ScreenSystems)
                .run_if(in_state(playing)),
        );
    }
}

/// One of the three "next" balls in the HUD.
#[derive(Component, Debug)]
pub struct NextBall(pub usize);

/// The three next balls follow the "Next:" label, in every new HUD (the HUD is built
/// afresh when the window changes shape).
fn spawn_hud_extras(
    mut commands: Commands,
    rows: Query<Entity, Added<GameButtonRow>>,
    look: Res<PieceLook>,
) {
    let Some(row) = rows.iter().next() else {
        return;
    };
    let next_balls = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Row,
                align_self: AlignSelf::Center,
                ..default()
            },
            Pickable::IGNORE,
            ChildOf(row),
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
    mut commands: Commands,
    session: Res<Session>,
    look: Res<PieceLook>,
    mut balls: Query<(
        Entity,
        &NextBall,
        &mut ImageNode,
        &mut Visibility,
        Option<&SymbolFor>,
    )>,
) {
    let Some(played) = session.played_as::<ColorLines>() else {
        return;
    };
    for (entity, ball, mut image, mut visibility, worn) in &mut balls {
        match played.state().next().get(ball.0) {
            Some(colour) => {
                let tint = look.palette.piece(*colour);
                if image.color != tint {
                    image.color = tint;
                }
                if worn != Some(&SymbolFor(*colour)) {
                    commands.entity(entity).insert(SymbolFor(*colour));
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
    session: Res<Session>,
    config: Res<GameConfig>,
    roots: Query<&BoardRoot>,
    mut balls: Query<
        (Entity, &GridPos, &mut Transform, Option<&Bouncing>),
        (With<TileColor>, Without<TweenAnim>, Without<Vanishing>),
    >,
    anims: Query<(), With<TweenAnim>>,
    mut commands: Commands,
) {
    let Some(played) = session.played_as::<ColorLines>() else {
        return;
    };
    let Ok(root) = roots.single() else { return };
    if !anims.is_empty() {
        return;
    }
    let period = config.timings.selection_pulse.max(0.05);
    let phase = (time.elapsed_secs() / period).fract();
    let hop = (phase * std::f32::consts::PI).sin() * CELL * 0.12;
    for (entity, pos, mut transform, bouncing) in &mut balls {
        let rest = root.cell_center(pos.0);
        let selected = played.ui.selected == Some(pos.0);
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
    session: Res<Session>,
    config: Res<GameConfig>,
    roots: Query<&BoardRoot>,
    balls: Query<(Entity, &GridPos), (With<TileColor>, Without<Vanishing>)>,
) {
    let Some(played) = session.played_as::<ColorLines>() else {
        return;
    };
    if !session.is_changed() || played.ui.unreachable.is_none() {
        return;
    }
    let (Some(selected), Ok(root)) = (played.ui.selected, roots.single()) else {
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
