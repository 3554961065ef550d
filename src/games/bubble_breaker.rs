//! Bubble Breaker's plugin: the shared session plus the selection outline and label.

use bevy::prelude::*;
use grid_rules::bubble_breaker::{BubbleBreaker, Params};
use grid_rules::{Colour, Pos, Puzzle};

use super::outline::{OutlineMark, clear_outline, draw_group_outline};
use super::pieces::{add_ball_shine, ball_sprite};
use crate::board::BoardRoot;
use crate::config::GameConfig;
use crate::core::{AppState, GameKind};
use crate::session::{GameView, Session, SessionPlugin, SessionSystems, SpawnStyle};
use crate::settings::{BestScores, PlayerSettings};
use crate::ui::PieceLook;

impl GameView for BubbleBreaker {
    const KIND: GameKind = GameKind::BubbleBreaker;
    const SPAWN_STYLE: SpawnStyle = SpawnStyle::SlideFromLeft;

    fn params(config: &GameConfig, _settings: &PlayerSettings) -> Params {
        let board = &config.bubble_breaker;
        Params {
            width: board.width.clamp(2, 30),
            height: board.height.clamp(2, 30),
            colours: board.colours.clamp(2, 7),
        }
    }

    fn piece_sprite(colour: &Colour, _pos: Pos, look: &PieceLook) -> Sprite {
        ball_sprite(*colour, look)
    }

    fn decorate_piece(commands: &mut Commands, entity: Entity, _colour: &Colour, look: &PieceLook) {
        add_ball_shine(commands, entity, look);
    }

    fn over_text(&self) -> String {
        format!("Game over\nScore: {}", self.score())
    }

    fn best_slot(best: &mut BestScores) -> &mut u64 {
        &mut best.bubble_breaker
    }
}

/// Bubble Breaker.
pub struct BubbleBreakerPlugin;

impl Plugin for BubbleBreakerPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(SessionPlugin::<BubbleBreaker>::default())
            .add_systems(
                Update,
                draw_selection
                    .after(SessionSystems)
                    .run_if(in_state(AppState::Playing(GameKind::BubbleBreaker))),
            );
    }
}

/// Redraws the selected group's outline and its n(n−1) label whenever the session
/// changes.
fn draw_selection(
    mut commands: Commands,
    session: Option<Res<Session<BubbleBreaker>>>,
    roots: Query<(Entity, &BoardRoot)>,
    marks: Query<Entity, With<OutlineMark>>,
    look: Res<PieceLook>,
) {
    let Some(session) = session else { return };
    if !session.is_changed() {
        return;
    }
    clear_outline(&mut commands, &marks);
    let selection = &session.ui;
    let Ok((root_entity, root)) = roots.single() else {
        return;
    };
    if selection.group.len() < 2 {
        return;
    }
    draw_group_outline(
        &mut commands,
        root_entity,
        root,
        &selection.group,
        selection.clicked,
        &selection.value().to_string(),
        look.outline_colour,
    );
}
