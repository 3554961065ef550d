//! SameGame's plugin: the shared session, the hovered group's outline and value, the
//! size and colour settings with Klickety's presets, the deal (random or clearable) and
//! the scoring (points, or Klickety's fewest blocks left against the clock), and the
//! remaining-blocks count.

use crate::core::words::{Msg, number};
use crate::session::game_view::{
    choice_options, choice_or, choice_words, colour_name, describe_colour_groups,
};
use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use bevy_tweening::TweenAnim;
use grid_rules::params::Choice;
use grid_rules::samegame::{Deal, Params, RemoveGroup, SameGame, Scoring};
use grid_rules::{Colour, Pos, Puzzle};
use serde::Deserialize;

use super::outline::OutlineDraw;
use crate::board::marks::HintShape;
use crate::board::root::{CELL, HoveredCell};
use crate::core::format::clock;
use crate::core::game::AppState;
use crate::core::words::{Localized, set_localized};
use crate::look::pieces::{OwnImages, PieceLook, PreviewShape};
use crate::look::theme::ImageSource;
use crate::persist::shared::{Preferences, chosen_or, step_within};
use crate::screens::hud::layout::InfoText;
use crate::screens::{ScreenSystems, add_game};
use crate::session::game::ScoreUnit;
use crate::session::game_look::GameLook;
use crate::session::game_view::{GameView, game_id};
use crate::session::state::Session;
use crate::ui::setting_rows::{Control, SettingRow};

/// SameGame's section of `config.ron`: the board a new game has unless the player chose
/// otherwise.
#[derive(Resource, Deserialize, Clone, Debug, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct SameGameConfig {
    pub width: usize,
    pub height: usize,
    pub colours: usize,
    /// `random` or `clearable`.
    pub deal: String,
    /// `n_minus_2`, `n_minus_1` or `fewest`.
    pub scoring: String,
}

impl Default for SameGameConfig {
    fn default() -> Self {
        let Params {
            width,
            height,
            colours,
            deal,
            scoring,
        } = Params::default();
        Self {
            width,
            height,
            colours,
            deal: deal.name().into(),
            scoring: scoring.name().into(),
        }
    }
}

/// What the player chose for the next game; 0 takes the configuration's value.
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "samegame")]
pub struct SameGameSettings {
    pub width: usize,
    pub height: usize,
    pub colours: usize,
    /// The deal's printed name; empty takes the configuration's.
    #[reflect(default)]
    pub deal: String,
    /// The scoring's printed name; empty takes the configuration's.
    #[reflect(default)]
    pub scoring: String,
}

/// Klickety's presets: its board of 10 columns and 16 rows with 3 to 6 colours (message
/// ids of their names, as KDE's games call their levels).
const PRESETS: [(&str, [usize; 3]); 4] = [
    ("level-very-easy", [10, 16, 3]),
    ("level-easy", [10, 16, 4]),
    ("level-medium", [10, 16, 5]),
    ("level-hard", [10, 16, 6]),
];

/// SameGame's own image, the block the colours tint, in its own images.
const BLOCK: usize = 0;

impl GameView for SameGame {
    type Plugin = SameGamePlugin;
    const RULE: &'static str = "rule-samegame";
    const WON: Option<&'static str> = Some("won-cleared");
    type Config = SameGameConfig;
    type Settings = SameGameSettings;
    const HAS_PAR: bool = true;

    fn params(config: &SameGameConfig, settings: &SameGameSettings) -> Params {
        Params {
            width: chosen_or(settings.width, config.width),
            height: chosen_or(settings.height, config.height),
            colours: chosen_or(settings.colours, config.colours),
            deal: choice_or(&settings.deal, &config.deal),
            scoring: choice_or(&settings.scoring, &config.scoring),
        }
        .clamped()
    }

    fn unit_in(params: &Params) -> ScoreUnit {
        match params.scoring {
            Scoring::Fewest => ScoreUnit::BlocksLeft,
            _ => ScoreUnit::Points,
        }
    }

    /// Klickety's fewest-blocks game is played against the clock: equal results rank by
    /// time.
    fn timed_in(params: &Params) -> bool {
        params.scoring == Scoring::Fewest
    }

    fn is_won(&self) -> bool {
        self.remaining() == 0
    }

    /// The tutorial's words, but for a cleared board, which says so (and has the 1000).
    fn over_text(&self) -> Vec<Msg> {
        if self.remaining() == 0 {
            return vec![Msg::new("over-board-cleared")];
        }
        vec![
            Msg::new("over-no-moves"),
            Msg::new("over-blocks-remaining").num("count", self.remaining()),
        ]
    }

    fn piece_name(colour: &Colour) -> Msg {
        colour_name(*colour)
    }

    /// Each block, and the group it is in with what removing it scores.
    fn describe_cells(&self, _ui: &()) -> Vec<Msg> {
        let scored = self.scoring() != Scoring::Fewest;
        describe_colour_groups(self.cells(), |size| scored.then(|| self.group_points(size)))
    }

    /// The blocks left, unless the score says so already (fewest-blocks scoring, whose
    /// line shows the clock instead: `show_fewest_clock`).
    fn hud_text(&self) -> Vec<Msg> {
        match self.scoring() {
            Scoring::Fewest => Vec::new(),
            _ => vec![Msg::new("hud-blocks-left").num("count", self.remaining())],
        }
    }

    fn setting_rows() -> Vec<SettingRow<SameGameSettings, SameGameConfig>> {
        vec![
            SettingRow {
                label: "setting-level",
                value: |s, c| Msg::new(preset_of(&SameGame::params(c, s))),
                control: Control::List {
                    options: |_| {
                        PRESETS
                            .iter()
                            .map(|(name, _)| (name.to_string(), Msg::new(*name)))
                            .chain([("custom".to_string(), Msg::new("level-custom"))])
                            .collect()
                    },
                    choose: choose_preset,
                },
            },
            SettingRow {
                label: "setting-width",
                value: |s, c| number(SameGame::params(c, s).width),
                control: Control::Stepper {
                    less: |s, c| resize(s, c, [-1, 0, 0]),
                    more: |s, c| resize(s, c, [1, 0, 0]),
                },
            },
            SettingRow {
                label: "setting-height",
                value: |s, c| number(SameGame::params(c, s).height),
                control: Control::Stepper {
                    less: |s, c| resize(s, c, [0, -1, 0]),
                    more: |s, c| resize(s, c, [0, 1, 0]),
                },
            },
            SettingRow {
                label: "setting-colours",
                value: |s, c| number(SameGame::params(c, s).colours),
                control: Control::Stepper {
                    less: |s, c| resize(s, c, [0, 0, -1]),
                    more: |s, c| resize(s, c, [0, 0, 1]),
                },
            },
            SettingRow {
                label: "setting-deal",
                value: |s, c| choice_words("deal", SameGame::params(c, s).deal),
                control: Control::Choice {
                    options: |_| choice_options::<Deal>("deal"),
                    choose: |s, _, index| s.deal = Deal::ALL[index].name().into(),
                },
            },
            SettingRow {
                label: "setting-scoring",
                value: |s, c| choice_words("scoring", SameGame::params(c, s).scoring),
                control: Control::List {
                    options: |_| choice_options::<Scoring>("scoring"),
                    choose: |s, _, index| s.scoring = Scoring::ALL[index].name().into(),
                },
            },
        ]
    }

    /// The size and colours, then the mode where it is not the seed's.
    fn describe_params(params: &Params) -> Msg {
        let size = Msg::new("params-size-colours")
            .num("width", params.width)
            .num("height", params.height)
            .num("colours", params.colours);
        let deal = (params.deal != Deal::default()).then(|| choice_words("deal", params.deal));
        let scoring =
            (params.scoring != Scoring::default()).then(|| choice_words("scoring", params.scoring));
        deal.into_iter()
            .chain(scoring)
            .fold(size, |described, mode| {
                Msg::new("params-with-mode")
                    .msg("params", described)
                    .msg("mode", mode)
            })
    }
}

impl GameLook for SameGame {
    fn load_look(_config: &SameGameConfig, images: &ImageSource) -> OwnImages {
        OwnImages(vec![images.load("block.png")])
    }

    fn piece_sprite(colour: &Colour, _pos: Pos, look: &PieceLook, own: &OwnImages) -> Sprite {
        Sprite {
            image: own.get(BLOCK),
            color: look.palette.piece(*colour),
            custom_size: Some(Vec2::splat(CELL * 0.96)),
            ..default()
        }
    }

    const PREVIEW_MOVES: usize = 8;

    fn preview_piece(colour: &Colour, look: &PieceLook) -> (Color, PreviewShape) {
        (look.palette.piece(*colour), PreviewShape::Block)
    }

    /// The whole group the hint removes.
    fn hint_shape(&self, mv: &RemoveGroup) -> HintShape {
        HintShape::Group(self.removable_group(mv.0))
    }
}

/// SameGame.
#[derive(Default)]
pub struct SameGamePlugin;

impl Plugin for SameGamePlugin {
    fn build(&self, app: &mut App) {
        let playing = AppState::Playing(game_id::<SameGame>());
        add_game::<SameGame>(app).add_systems(
            Update,
            (preview_hovered_group, show_fewest_clock)
                .after(ScreenSystems)
                .run_if(in_state(playing)),
        );
    }
}

/// The preset whose board and colours these are, or custom (a message id).
fn preset_of(params: &Params) -> &'static str {
    PRESETS
        .iter()
        .find(|(_, [width, height, colours])| {
            (params.width, params.height, params.colours) == (*width, *height, *colours)
        })
        .map_or("level-custom", |(name, _)| name)
}

/// A preset sets the board and colours together; custom keeps them as they are.
fn choose_preset(settings: &mut SameGameSettings, _config: &SameGameConfig, index: usize) {
    if let Some((_, [width, height, colours])) = PRESETS.get(index) {
        settings.width = *width;
        settings.height = *height;
        settings.colours = *colours;
    }
}

/// Steps the chosen width, height and colours from what the next game would have.
fn resize(settings: &mut SameGameSettings, config: &SameGameConfig, step: [i8; 3]) {
    let now = SameGame::params(config, settings);
    settings.width = step_within(now.width, step[0], Params::WIDTH.menu);
    settings.height = step_within(now.height, step[1], Params::HEIGHT.menu);
    settings.colours = step_within(now.colours, step[2], Params::COLOURS.menu);
}

/// Outlines the group under the pointer with its value, as Swell Foop does, while the
/// board is idle.
fn preview_hovered_group(
    session: Res<Session>,
    hovered: Res<HoveredCell>,
    anims: Query<(), With<TweenAnim>>,
    mut outline: OutlineDraw,
    mut shown: Local<Option<(Option<Pos>, bool)>>,
) {
    let Some(played) = session.played_as::<SameGame>() else {
        return;
    };
    let idle = anims.is_empty();
    let key = (hovered.0, idle);
    if !session.is_changed() && *shown == Some(key) {
        return;
    }
    *shown = Some(key);
    let group = match (hovered.0, idle) {
        (Some(pos), true) => played.state().removable_group(pos),
        _ => Vec::new(),
    };
    // Fewest-blocks scoring has no points: the label counts the blocks a click removes.
    let label = match played.state().scoring() {
        Scoring::Fewest => group.len().to_string(),
        _ => played.state().group_points(group.len()).to_string(),
    };
    outline.redraw(&group, hovered.0, &label);
}

/// In fewest-blocks scoring the clock runs (the score line counts the blocks left): the
/// game's own line shows it, unless the player hid clocks.
fn show_fewest_clock(
    session: Res<Session>,
    prefs: Res<Preferences>,
    mut info: Query<&mut Localized, With<InfoText>>,
) {
    let Some(played) = session.played_as::<SameGame>() else {
        return;
    };
    if played.state().scoring() != Scoring::Fewest {
        return;
    }
    let shown = match prefs.hide_clock {
        true => Localized::empty(),
        false => Localized::new(Msg::new("hud-time").text("time", clock(session.seconds))),
    };
    set_localized(&mut info, shown);
}
