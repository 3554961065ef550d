//! Bubble Breaker's plugin: the shared session plus the selection outline and label,
//! the original game's four styles in the settings, and the incoming column's preview
//! (`incoming`).

mod incoming;

pub use incoming::IncomingBall;

use crate::core::words::{Msg, number};
use crate::session::game_view::{
    choice_options_of, choice_or, choice_words, colour_name, describe_colour_groups,
};
use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use grid_rules::bubble_breaker::{BubbleBreaker, Burst, Mode, Params, Selection, burst_score};
use grid_rules::params::Choice;
use grid_rules::{Colour, Pos, Puzzle};
use serde::Deserialize;

use super::outline::OutlineDraw;
use super::shaded_balls::{add_ball_shine, ball_sprite};
use crate::board::anim::SpawnStyle;
use crate::board::marks::HintShape;
use crate::core::game::AppState;
use crate::look::pieces::{OwnImages, PieceLook};
use crate::persist::shared::{chosen_or, step_within};
use crate::screens::{ScreenSystems, add_game};
use crate::session::game_look::GameLook;
use crate::session::game_view::{GameView, game_id};
use crate::session::state::Session;
use crate::ui::setting_rows::{Control, SettingRow};

/// Bubble Breaker's section of `config.ron`: its board and style of play.
#[derive(Resource, Deserialize, Clone, Debug, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct BubbleBreakerConfig {
    pub width: usize,
    pub height: usize,
    pub colours: usize,
    /// `standard`, `continuous`, `shifter` or `megashift`.
    pub mode: String,
}

impl Default for BubbleBreakerConfig {
    fn default() -> Self {
        let Params {
            width,
            height,
            colours,
            mode,
        } = Params::default();
        Self {
            width,
            height,
            colours,
            mode: mode.name().into(),
        }
    }
}

/// What the player chose for the next game: the board's side and the colours (0 takes
/// the configuration's), and the style.
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "bubble_breaker")]
pub struct BubbleBreakerSettings {
    pub size: usize,
    pub colours: usize,
    /// The style's printed name; empty takes the configuration's.
    #[reflect(default)]
    pub mode: String,
}

impl GameView for BubbleBreaker {
    type Plugin = BubbleBreakerPlugin;
    const RULE: &'static str = "rule-bubble-breaker";
    type Config = BubbleBreakerConfig;
    type Settings = BubbleBreakerSettings;

    fn params(config: &BubbleBreakerConfig, settings: &BubbleBreakerSettings) -> Params {
        Params {
            width: chosen_or(settings.size, config.width),
            height: chosen_or(settings.size, config.height),
            colours: chosen_or(settings.colours, config.colours),
            mode: choice_or(&settings.mode, &config.mode),
        }
        .clamped()
    }

    /// Every game's points added up, as the original's statistics have them.
    const SHOWS_TOTAL: bool = true;

    fn setting_rows() -> Vec<SettingRow<BubbleBreakerSettings, BubbleBreakerConfig>> {
        vec![
            SettingRow {
                label: "setting-mode",
                value: |s, c| choice_words("mode", BubbleBreaker::params(c, s).mode),
                control: Control::List {
                    options: |_| choice_options_of("mode", &Mode::MENU_ORDER),
                    choose: |s, _, index| s.mode = Mode::MENU_ORDER[index].name().into(),
                },
            },
            SettingRow {
                label: "setting-size",
                value: |s, c| {
                    let now = BubbleBreaker::params(c, s);
                    Msg::new("params-size")
                        .num("width", now.width)
                        .num("height", now.height)
                },
                control: Control::Stepper {
                    less: |s, c| restep(s, c, -1, 0),
                    more: |s, c| restep(s, c, 1, 0),
                },
            },
            SettingRow {
                label: "setting-colours",
                value: |s, c| number(BubbleBreaker::params(c, s).colours),
                control: Control::Stepper {
                    less: |s, c| restep(s, c, 0, -1),
                    more: |s, c| restep(s, c, 0, 1),
                },
            },
        ]
    }

    /// The size and colours, then the style where it is not the tutorial's.
    fn describe_params(params: &Params) -> Msg {
        let size = Msg::new("params-size-colours")
            .num("width", params.width)
            .num("height", params.height)
            .num("colours", params.colours);
        if params.mode == Mode::default() {
            return size;
        }
        Msg::new("params-with-mode")
            .msg("params", size)
            .msg("mode", choice_words("mode", params.mode))
    }

    /// How many balls the incoming column holds, in the styles that bring columns (the
    /// preview beside the board shows their colours; a screen reader hears them).
    fn hud_text(&self) -> Vec<Msg> {
        if self.incoming().is_empty() {
            return Vec::new();
        }
        vec![Msg::new("hud-incoming").num("count", self.incoming().len())]
    }

    /// The points, then, when columns came in, that they did and what comes next.
    fn say_move(before: &Self, after: &Self) -> Vec<Msg> {
        let gained = after.score().saturating_sub(before.score());
        let mut said = vec![
            Msg::new("say-points")
                .num("points", gained)
                .num("total", after.score()),
        ];
        if before.incoming() != after.incoming() {
            said.push(Msg::new("say-column-came"));
            said.push(incoming::say_incoming(after));
        }
        said
    }

    fn piece_name(colour: &Colour) -> Msg {
        colour_name(*colour)
    }

    /// Each ball, and the group it is in with what bursting it scores.
    fn describe_cells(&self, _ui: &Selection) -> Vec<Msg> {
        describe_colour_groups(self.cells(), |size| Some(burst_score(size)))
    }

    fn selected_cells(&self, ui: &Selection) -> Vec<Pos> {
        ui.group.clone()
    }

    fn say_selection(&self, ui: &Selection) -> Option<Msg> {
        let at = *ui.group.first()?;
        let Some(Some(colour)) = self.cells().get(at) else {
            return None;
        };
        Some(
            Msg::new("say-group-selected")
                .msg("colour", colour_name(*colour))
                .num("size", ui.group.len())
                .num("points", ui.value()),
        )
    }

    fn over_text(&self) -> Vec<Msg> {
        vec![Msg::new("over-game-over")]
    }
}

impl GameLook for BubbleBreaker {
    const SPAWN_STYLE: SpawnStyle = SpawnStyle::SlideFromLeft;
    /// Room at the left for the incoming column's preview (and as much at the right,
    /// which keeps the board centred).
    const MARGIN: f32 = incoming::PREVIEW_ROOM;

    fn piece_sprite(colour: &Colour, _pos: Pos, look: &PieceLook, _own: &OwnImages) -> Sprite {
        ball_sprite(*colour, look)
    }

    fn decorate_piece(commands: &mut Commands, entity: Entity, _colour: &Colour, look: &PieceLook) {
        add_ball_shine(commands, entity, look);
    }

    /// The whole group the hint bursts.
    fn hint_shape(&self, mv: &Burst) -> HintShape {
        HintShape::Group(grid_rules::collapse::group_at(self.cells(), mv.0))
    }

    const PREVIEW_MOVES: usize = 4;
}

/// Steps the chosen side and colours from what the next game would have.
fn restep(
    settings: &mut BubbleBreakerSettings,
    config: &BubbleBreakerConfig,
    size: i8,
    colours: i8,
) {
    let now = BubbleBreaker::params(config, settings);
    settings.size = step_within(now.width, size, Params::WIDTH.menu);
    settings.colours = step_within(now.colours, colours, Params::COLOURS.menu);
}

/// Bubble Breaker.
#[derive(Default)]
pub struct BubbleBreakerPlugin;

impl Plugin for BubbleBreakerPlugin {
    fn build(&self, app: &mut App) {
        add_game::<BubbleBreaker>(app).add_systems(
            Update,
            (draw_selection, incoming::show_incoming_column)
                .after(ScreenSystems)
                .run_if(in_state(AppState::Playing(game_id::<BubbleBreaker>()))),
        );
    }
}

/// Redraws the selected group's outline and its n(n−1) label whenever the session
/// changes.
fn draw_selection(session: Res<Session>, mut outline: OutlineDraw) {
    if !session.is_changed() {
        return;
    }
    let Some(played) = session.played_as::<BubbleBreaker>() else {
        return;
    };
    let selection = &played.ui;
    outline.redraw(
        &selection.group,
        selection.clicked,
        &selection.value().to_string(),
    );
}
