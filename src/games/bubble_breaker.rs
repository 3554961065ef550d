//! Bubble Breaker's plugin: the shared session plus the selection outline and label.

use bevy::prelude::*;
use grid_rules::bubble_breaker::{BubbleBreaker, Burst, Params};
use grid_rules::{Colour, Pos, Puzzle};
use serde::Deserialize;

use super::outline::OutlineDraw;
use super::pieces::{add_ball_shine, ball_sprite};
use crate::core::AppState;
use crate::session::{
    GameView, HintShape, NoLook, NoSettings, Session, SessionPlugin, SessionSystems, SpawnStyle,
    game_id,
};
use crate::ui::PieceLook;

/// Bubble Breaker's section of `config.ron`: its board.
#[derive(Resource, Deserialize, Clone, Debug, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct BubbleBreakerConfig {
    pub width: usize,
    pub height: usize,
    pub colours: usize,
}

impl Default for BubbleBreakerConfig {
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

impl GameView for BubbleBreaker {
    type Plugin = BubbleBreakerPlugin;
    type Config = BubbleBreakerConfig;
    type Settings = NoSettings;
    type Look = NoLook;
    const SPAWN_STYLE: SpawnStyle = SpawnStyle::SlideFromLeft;

    fn params(config: &BubbleBreakerConfig, _settings: &NoSettings) -> Params {
        Params {
            width: config.width.clamp(2, 30),
            height: config.height.clamp(2, 30),
            colours: config.colours.clamp(2, 7),
        }
    }

    fn piece_sprite(colour: &Colour, _pos: Pos, look: &PieceLook, _own: &NoLook) -> Sprite {
        ball_sprite(*colour, look)
    }

    fn decorate_piece(commands: &mut Commands, entity: Entity, _colour: &Colour, look: &PieceLook) {
        add_ball_shine(commands, entity, look);
    }

    /// The whole group the hint bursts.
    fn hint_shape(&self, mv: &Burst) -> HintShape {
        HintShape::Group(grid_rules::collapse::group_at(self.cells(), mv.0))
    }

    fn over_text(&self) -> String {
        format!("Game over\nScore: {}", self.score())
    }
}

/// Bubble Breaker.
#[derive(Default)]
pub struct BubbleBreakerPlugin;

impl Plugin for BubbleBreakerPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(SessionPlugin::<BubbleBreaker>::default())
            .add_systems(
                Update,
                draw_selection
                    .after(SessionSystems)
                    .run_if(in_state(AppState::Playing(game_id::<BubbleBreaker>()))),
            );
    }
}

/// Redraws the selected group's outline and its n(n−1) label whenever the session
/// changes.
fn draw_selection(session: Option<Res<Session<BubbleBreaker>>>, mut outline: OutlineDraw) {
    let Some(session) = session else { return };
    if !session.is_changed() {
        return;
    }
    let selection = &session.ui;
    outline.redraw(
        &selection.group,
        selection.clicked,
        &selection.value().to_string(),
    );
}
