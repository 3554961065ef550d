//! Lianliankan's plugin: picture tiles, the selected tile highlighted, the joining path
//! drawn for a moment, the tiles sliding after a pair where the shift says, a life bar
//! that drains from the first click (and fills again at each level), and the endings.

use crate::core::words::Msg;
use bevy::prelude::*;
use grid_rules::lianliankan::{
    CLEARING_NODES, Clearing, Connect, Lianliankan, MAX_PICTURES, Params, Selection, Shift,
    find_path,
};
use grid_rules::{Change, Pos, Puzzle};

use crate::audio::of_moves;
use crate::audio::player::Effect;
use crate::board::marks::HintShape;
use crate::board::root::{BoardRoot, CELL};
use crate::core::game::AppState;
use crate::core::z;
use crate::look::config::Timings;
use crate::look::pieces::{OwnImages, PieceLook, PreviewShape};
use crate::look::theme::ImageSource;
use crate::screens::{ScreenSystems, add_game};
use crate::session::game_look::GameLook;
use crate::session::game_view::{GameView, choice_words, game_id};
use crate::session::state::{Session, SessionSystems, StartSession};
use crate::ui::setting_rows::SettingRow;
use crate::ui::tooltip::show_toast;

mod life;
mod settings;

pub use life::{LifeBarFill, LifeClock};
pub use settings::{LianliankanConfig, LianliankanSettings};

use life::{drain_life, show_life_bar, spawn_life_bar, start_clock};

impl GameView for Lianliankan {
    type Plugin = LianliankanPlugin;
    const RULE: &'static str = "rule-lianliankan";
    const WON: Option<&'static str> = Some("won-cleared");
    type Config = LianliankanConfig;
    type Settings = LianliankanSettings;
    const TIMED: bool = true;

    fn params(config: &LianliankanConfig, settings: &LianliankanSettings) -> Params {
        settings::params(config, settings)
    }

    fn setting_rows() -> Vec<SettingRow<LianliankanSettings, LianliankanConfig>> {
        settings::rows()
    }

    /// `8×8, 8 pictures`, then where tiles slide and the levels where chosen.
    fn describe_params(params: &Params) -> Msg {
        let mut words = Msg::new("params-size-pictures")
            .num("width", params.width)
            .num("height", params.height)
            .num("pictures", params.pictures);
        if params.shift != Shift::None {
            words = Msg::new("params-with-mode")
                .msg("params", words)
                .msg("mode", choice_words("shift", params.shift));
        }
        if params.has_levels() {
            words = Msg::new("params-with-mode")
                .msg("params", words)
                .msg("mode", Msg::new("setting-levels"));
        }
        words
    }

    fn is_won(&self) -> bool {
        self.remaining() == 0
    }

    fn level_reached(&self) -> Option<u32> {
        self.has_levels().then(|| self.level())
    }

    fn piece_name(picture: &u8) -> Msg {
        let kinds = usize::from(MAX_PICTURES);
        Msg::new(format!(
            "picture-{}",
            (usize::from(*picture).max(1) - 1) % kinds + 1
        ))
    }

    fn selected_cells(&self, ui: &Selection) -> Vec<Pos> {
        ui.selected.into_iter().collect()
    }

    fn say_selection(&self, ui: &Selection) -> Option<Msg> {
        let at = ui.selected?;
        let Some(Some(picture)) = self.cells().get(at) else {
            return None;
        };
        Some(Msg::new("say-selected").msg("piece", Self::piece_name(picture)))
    }

    /// A pair joined with its points, where the tiles slid, a new level, and a
    /// reshuffle when no pair was left.
    fn say_move(before: &Self, after: &Self) -> Vec<Msg> {
        let gained = after.score().saturating_sub(before.score());
        let mut said = vec![
            Msg::new("say-pair-joined")
                .num("points", gained)
                .num("total", after.score()),
        ];
        if after.level() > before.level() {
            said.push(
                Msg::new("say-level")
                    .num("level", after.level())
                    .msg("shift", choice_words("shift", after.shift())),
            );
            return said;
        }
        if after.slides() > before.slides() {
            said.push(
                Msg::new("say-tiles-slid").msg("shift", choice_words("shift", after.shift())),
            );
        }
        if after.reshuffles() > before.reshuffles() {
            said.push(Msg::new("say-reshuffled"));
        }
        said
    }

    fn over_text(&self) -> Vec<Msg> {
        if self.remaining() == 0 {
            vec![Msg::new("over-congratulations")]
        } else {
            let mut lines = vec![Msg::new("over-time-up")];
            if self.has_levels() {
                lines.push(Msg::new("over-level-reached").num("level", self.level()));
            }
            lines.push(Msg::new("over-tiles-left").num("count", self.remaining()));
            lines
        }
    }

    /// The level where levels are played, tiles left, pairs that can be joined now, and
    /// a warning when no order of pairs can clear the board any more (it will be
    /// reshuffled once stuck).
    fn hud_text(&self) -> Vec<Msg> {
        let mut parts = Vec::new();
        if self.has_levels() {
            parts.push(Msg::new("hud-level").num("level", self.level()));
        }
        parts.push(Msg::new("hud-tiles-left").num("count", self.remaining()));
        parts.push(Msg::new("hud-pairs").num("count", self.joinable_pairs()));
        // Where tiles slide, proving that no order clears can take the search long
        // enough to hold up a frame: the warning is for boards that stay put.
        let settled = self.shift() == Shift::None;
        if settled && !self.is_over() && self.clearing(CLEARING_NODES) == Clearing::Impossible {
            parts.push(Msg::new("hud-no-order-clears"));
        }
        parts
    }
}

impl GameLook for Lianliankan {
    /// Room for paths that run through the empty ring around the board.
    const MARGIN: f32 = 0.6;
    /// KShisen's wide boards fill a phone held upright.
    const TURNS_UPRIGHT: bool = true;

    /// One picture per picture number, in their order.
    fn load_look(_config: &LianliankanConfig, images: &ImageSource) -> OwnImages {
        OwnImages(
            (1..=usize::from(MAX_PICTURES))
                .map(|n| images.load(format!("lianliankan/{n:02}.png")))
                .collect(),
        )
    }

    fn piece_sprite(picture: &u8, _pos: Pos, _look: &PieceLook, own: &OwnImages) -> Sprite {
        let index = (*picture as usize).saturating_sub(1) % own.0.len().max(1);
        Sprite {
            image: own.get(index),
            custom_size: Some(Vec2::splat(CELL * 0.94)),
            ..default()
        }
    }

    const PREVIEW_MOVES: usize = 10;

    /// Tiles on the card's picture are told apart by a dot in one of the palette's
    /// colours (the pictures themselves are too fine at that size).
    fn preview_piece(picture: &u8, look: &PieceLook) -> (Color, PreviewShape) {
        let colours = grid_rules::Colour::ALL;
        let colour = colours[usize::from(*picture) % colours.len()];
        (look.palette.piece(colour), PreviewShape::Tile)
    }

    /// The two tiles and the line that joins them.
    fn hint_shape(&self, mv: &Connect) -> HintShape {
        match *mv {
            Connect::Pair { a, b, .. } => find_path(self.cells(), a, b)
                .map_or_else(|| HintShape::Cells(vec![a, b]), HintShape::Path),
            Connect::TimeUp => HintShape::Cells(Vec::new()),
        }
    }

    /// The joining sound stands for the pair; the tiles' removal is silent.
    fn change_sounds(change: &Change<u16>, timings: &Timings) -> Vec<(Effect, f32)> {
        match change {
            Change::Removed(_) => Vec::new(),
            other => of_moves::of_change(other, timings),
        }
    }
}

/// Lianliankan.
#[derive(Default)]
pub struct LianliankanPlugin;

impl Plugin for LianliankanPlugin {
    fn build(&self, app: &mut App) {
        let playing = AppState::Playing(game_id::<Lianliankan>());
        add_game::<Lianliankan>(app)
            .init_resource::<LifeClock>()
            .add_systems(OnEnter(playing), start_clock.after(StartSession))
            .add_systems(
                Update,
                drain_life.before(SessionSystems).run_if(in_state(playing)),
            )
            .add_systems(
                Update,
                (
                    highlight_selection,
                    toast_new_level,
                    spawn_life_bar,
                    show_life_bar,
                )
                    .chain()
                    .after(ScreenSystems)
                    .run_if(in_state(playing)),
            );
    }
}

/// A new level says so for a moment: "Level 2 · Left" (its number and where its tiles
/// slide), over the board that was just dealt.
fn toast_new_level(
    mut commands: Commands,
    session: Res<Session>,
    mut seen: Local<Option<(u64, u32)>>,
) {
    let Some(played) = session.played_as::<Lianliankan>() else {
        return;
    };
    let now = (session.deal, played.state().level());
    if let Some((deal, level)) = *seen
        && deal == now.0
        && now.1 > level
    {
        show_toast(
            &mut commands,
            Msg::new("params-with-mode")
                .msg("params", Msg::new("hud-level").num("level", now.1))
                .msg("mode", choice_words("shift", played.state().shift())),
        );
    }
    *seen = Some(now);
}

/// The green square behind the selected tile (the tutorial's LawnGreen back colour).
#[derive(Component, Debug)]
pub struct SelectionMark;

fn highlight_selection(
    mut commands: Commands,
    session: Res<Session>,
    roots: Query<(Entity, &BoardRoot)>,
    marks: Query<Entity, With<SelectionMark>>,
) {
    let Some(played) = session.played_as::<Lianliankan>() else {
        return;
    };
    if !session.is_changed() {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let (Some(pos), Ok((root_entity, root))) = (played.ui.selected, roots.single()) else {
        return;
    };
    commands.spawn((
        SelectionMark,
        Sprite::from_color(Color::srgb(0.49, 0.99, 0.0), Vec2::splat(CELL)),
        Transform::from_translation(root.cell_center(pos).with_z(z::UNDER_PIECE)),
        ChildOf(root_entity),
    ));
}
