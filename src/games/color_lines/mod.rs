//! Color Lines' plugin: shaded balls, the selected ball bounces, travel along the
//! shortest path, a shake when the target cannot be reached, popping lines, new balls
//! growing in, and the next colours in the HUD (or that they are hidden, as KLines can
//! play). Its settings: the tutorial's board or Five or More's three, how many balls
//! arrive at a time, and whether their colours are shown.

use crate::core::words::Msg;
use crate::session::game_view::{choice_words, colour_name};
use bevy::prelude::*;
use bevy_tweening::TweenAnim;
use grid_rules::color_lines::{ColorLines, NEXT_COUNT, Next, Params, Selection, Travel};
use grid_rules::{Change, Colour, Pos, Puzzle};

use super::shaded_balls::{add_ball_shine, ball_sprite};

mod settings;

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
use crate::ui::setting_rows::SettingRow;
pub use settings::{ColorLinesConfig, ColorLinesSettings};

impl GameView for ColorLines {
    type Plugin = ColorLinesPlugin;
    const RULE: &'static str = "rule-color-lines";
    type Config = ColorLinesConfig;
    type Settings = ColorLinesSettings;

    fn params(config: &ColorLinesConfig, settings: &ColorLinesSettings) -> Params {
        settings::params(config, settings)
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
        match after.next_shown() {
            Some(next) => {
                let next = next.iter().map(|&colour| colour_name(colour)).collect();
                said.push(Msg::new("say-next").list("colours", next));
            }
            None => said.push(Msg::new("say-next-hidden")),
        }
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
        match self.next_shown() {
            Some(_) => vec![Msg::new("hud-next")],
            None => vec![Msg::new("hud-next-hidden")],
        }
    }

    fn setting_rows() -> Vec<SettingRow<ColorLinesSettings, ColorLinesConfig>> {
        settings::rows()
    }

    /// The size and colours, then the balls a turn where not three, and hidden next.
    fn describe_params(params: &Params) -> Msg {
        let mut described = Msg::new("params-size-colours")
            .num("width", params.width)
            .num("height", params.height)
            .num("colours", params.colours);
        let mut modes = Vec::new();
        if params.next_count != NEXT_COUNT {
            modes.push(Msg::new("params-next-count").num("count", params.next_count));
        }
        if params.next != Next::default() {
            modes.push(choice_words("next", params.next));
        }
        for mode in modes {
            described = Msg::new("params-with-mode")
                .msg("params", described)
                .msg("mode", mode);
        }
        described
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

/// One of the "next" balls in the HUD.
#[derive(Component, Debug)]
pub struct NextBall(pub usize);

/// The next balls follow the "Next:" label, in every new HUD (the HUD is built afresh
/// when the window changes shape).
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
    for index in 0..*Params::NEXT_COUNT.range.end() {
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

/// What showing a next ball changes: its tint, size, visibility and colour symbol.
type NextBallParts = (
    Entity,
    &'static NextBall,
    &'static mut ImageNode,
    &'static mut Node,
    &'static mut Visibility,
    Option<&'static SymbolFor>,
);

fn show_next_balls(
    mut commands: Commands,
    session: Res<Session>,
    look: Res<PieceLook>,
    mut balls: Query<NextBallParts>,
) {
    let Some(played) = session.played_as::<ColorLines>() else {
        return;
    };
    // With the next colours hidden none is drawn (the HUD's words say so); more than
    // three are drawn smaller, so Five or More's seven fit the bar.
    let shown = played.state().next_shown().unwrap_or_default();
    let side = px(if shown.len() > NEXT_COUNT { 18 } else { 26 });
    for (entity, ball, mut image, mut node, mut visibility, worn) in &mut balls {
        if node.width != side {
            node.width = side;
            node.height = side;
        }
        match shown.get(ball.0) {
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
