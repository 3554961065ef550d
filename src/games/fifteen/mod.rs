//! Fifteen's plugin: picture tiles with a raised edge, slides, arrow keys, a move
//! counter and clock, optional tile numbers, and the whole picture on solve; on any
//! rectangle, and as Sixteen (rows and columns turned by the arrows around the board).

use bevy::prelude::*;
use grid_rules::fifteen::{Arrow, Fifteen, Params, Slide};
use grid_rules::{Pos, Puzzle};

use crate::board::root::{BoardRoot, CELL, GridPos, Tile};
use crate::look::config::GameConfig;
use bevy::input::keyboard::KeyboardInput;

use crate::core::game::{AppState, CellClicked};

use crate::board::marks::HintShape;
use crate::core::format::clock;
use crate::core::words::{Localized, Msg, set_localized};
use crate::core::z;
use crate::look::pieces::{OwnImages, PicturePreview, PieceLook};
use crate::look::theme::ImageSource;
use crate::persist::shared::Preferences;
use crate::screens::hud::layout::InfoText;
use crate::screens::{ScreenSystems, add_game};
use crate::session::game_look::GameLook;
use crate::session::game_view::{GameView, choice_words, game_id};
use crate::session::registry::GamesSetUp;
use crate::session::state::{Session, SessionSystems};
use crate::ui::input::presses;
use crate::ui::setting_rows::SettingRow;

impl GameView for Fifteen {
    type Plugin = FifteenPlugin;
    const RULE: &'static str = "rule-fifteen";
    const WON: Option<&'static str> = Some("won-solved");
    type Config = FifteenConfig;
    type Settings = FifteenSettings;
    const AUTO_LABEL: &'static str = "hud-solve";
    const TIMED: bool = true;

    fn params(config: &FifteenConfig, settings: &FifteenSettings) -> Params {
        settings::params(config, settings)
    }

    fn is_won(&self) -> bool {
        self.is_solved()
    }

    fn setting_rows() -> Vec<SettingRow<FifteenSettings, FifteenConfig>> {
        let mut rows = settings::rows();
        // The picture after the puzzle: Board, Width, Height, Puzzle, Picture, Numbers…
        rows.insert(4, own_picture::picture_row());
        rows
    }

    fn piece_name(tile: &u16) -> Msg {
        Msg::new("cell-tile").num("number", *tile)
    }

    /// The tiles that moved; in Sixteen, the row or column that turned and which way.
    fn say_move(before: &Self, after: &Self) -> Vec<Msg> {
        if let Some(turned) = arrows::say_turn(before, after) {
            return vec![turned];
        }
        let moved: Vec<Msg> = after
            .cells()
            .positions()
            .filter_map(
                |pos| match (before.cells().get(pos), after.cells().get(pos)) {
                    (Some(old), Some(Some(tile))) if *old != Some(*tile) => {
                        Some(Self::piece_name(tile))
                    }
                    _ => None,
                },
            )
            .collect();
        vec![Msg::new("say-tiles-moved").list("tiles", moved)]
    }

    /// `4×4`, and `· Sixteen` where rows and columns turn.
    fn describe_params(params: &Params) -> Msg {
        let size = Msg::new("params-size")
            .num("width", params.width)
            .num("height", params.height);
        if params.rotates() {
            Msg::new("params-with-mode")
                .msg("params", size)
                .msg("mode", choice_words("kind", params.kind))
        } else {
            size
        }
    }

    fn ring_places(&self) -> Vec<(Pos, Msg)> {
        arrows::arrow_names(self)
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn prepare_engine() {
        tables::load_or_build();
    }

    // The card shows the moves large under its title, so the title does not repeat them.
    fn over_text(&self) -> Vec<Msg> {
        vec![Msg::new("over-solved")]
    }
}

impl GameLook for Fifteen {
    /// The arrow keys slide the tile next to the gap, as in every Fifteen.
    const ARROWS_MOVE_CURSOR: bool = false;
    const BANNER_AT_BOTTOM: bool = true;

    fn load_look(config: &FifteenConfig, images: &ImageSource) -> OwnImages {
        OwnImages(vec![picture(config, images)])
    }

    /// The picture the tiles make, four moves from solved: the gap slid up the third
    /// column and one to the left, so the picture reads with a few tiles out of place.
    fn preview_picture(own: &OwnImages) -> Option<PicturePreview> {
        const BOARD: [u16; 16] = [1, 2, 3, 4, 5, 0, 6, 8, 9, 10, 7, 12, 13, 14, 11, 15];
        let parts = BOARD
            .iter()
            .map(|&tile| {
                let home = usize::from(tile).checked_sub(1)?;
                Some(Pos::new(home % 4, home / 4))
            })
            .collect();
        Some(PicturePreview {
            image: own.get(PICTURE),
            side: 4,
            parts,
        })
    }

    fn piece_sprite(_tile: &u16, _pos: Pos, _look: &PieceLook, own: &OwnImages) -> Sprite {
        // The picture's part is chosen by `fit_picture_parts` once the image is loaded
        // (its size is not known before).
        Sprite {
            image: own.get(PICTURE),
            custom_size: Some(Vec2::splat(CELL - 2.0)),
            ..default()
        }
    }

    fn decorate_piece(commands: &mut Commands, entity: Entity, tile: &u16, _look: &PieceLook) {
        add_raised_edges(commands, entity);
        commands.spawn((
            TileNumber,
            Text2d::new(tile.to_string()),
            TextFont {
                font_size: FontSize::Px(CELL * 0.42),
                ..default()
            },
            TextColor(Color::WHITE),
            Transform::from_xyz(0.0, 0.0, z::PIECE_LABEL),
            Visibility::Hidden,
            ChildOf(entity),
        ));
    }

    /// The tile glows and an arrow shows where it goes (into the gap, pushing the tiles
    /// between); in Sixteen the arrow to click is marked.
    fn hint_shape(&self, mv: &Slide) -> HintShape {
        if self.rotates() {
            return HintShape::Cells(vec![mv.0]);
        }
        HintShape::Arrow {
            from: mv.0,
            to: self.blank(),
        }
    }
}

pub mod arrows;
pub mod moves_left;
pub mod own_picture;
pub mod picture;
pub mod settings;
pub mod tables;

use moves_left::{MovesLeft, ask_moves_left, moves_left_text, record_moves_left};
use own_picture::{
    PicturesComing, PlayerPicture, bring_the_kept_picture, take_pictures, use_the_players_picture,
};
pub use picture::{THEME_PICTURE, home_of, picture_part};
use picture::{fit_picture_parts, square_the_picture};
use settings::{FifteenConfig, FifteenLook, FifteenSettings, PICTURE};
use tables::{TablesBuild, TablesState, advance_tables, start_tables};

/// Light top and left edges, dark bottom and right edges, as the tutorial's tiles.
fn add_raised_edges(commands: &mut Commands, tile: Entity) {
    let side = CELL - 2.0;
    let edge = CELL * 0.06;
    let light = Color::srgba(1.0, 1.0, 1.0, 0.55);
    let dark = Color::srgba(0.0, 0.0, 0.0, 0.55);
    let half = side / 2.0 - edge / 2.0;
    let edges = [
        (Vec2::new(side, edge), Vec2::new(0.0, half), light),
        (Vec2::new(edge, side), Vec2::new(-half, 0.0), light),
        (Vec2::new(side, edge), Vec2::new(0.0, -half), dark),
        (Vec2::new(edge, side), Vec2::new(half, 0.0), dark),
    ];
    for (size, offset, colour) in edges {
        commands.spawn((
            Sprite::from_color(colour, size),
            Transform::from_translation(offset.extend(z::PIECE_EDGE)),
            ChildOf(tile),
        ));
    }
}

/// A tile's number, shown when the player turns numbers on.
#[derive(Component, Debug)]
pub struct TileNumber;

/// The whole picture, faded in over the board once it is solved.
#[derive(Component, Debug)]
pub struct FullPicture;

/// The picture the tiles are cut from: the configuration's own, or the theme's.
fn picture(config: &FifteenConfig, images: &ImageSource) -> Handle<Image> {
    if config.picture.is_empty() {
        images.load(THEME_PICTURE)
    } else {
        images.load_own(&config.picture)
    }
}

/// Fifteen.
#[derive(Default)]
pub struct FifteenPlugin;

impl Plugin for FifteenPlugin {
    fn build(&self, app: &mut App) {
        let playing = AppState::Playing(game_id::<Fifteen>());
        add_game::<Fifteen>(app)
            .init_resource::<TablesState>()
            .init_resource::<TablesBuild>()
            .init_resource::<MovesLeft>()
            .add_systems(OnEnter(playing), start_tables)
            .add_systems(Update, advance_tables)
            .add_systems(
                Update,
                (ask_moves_left, record_moves_left)
                    .chain()
                    .in_set(SessionSystems)
                    .after(crate::session::think::ThinkerRuns)
                    .run_if(in_state(playing)),
            )
            .add_systems(Update, square_the_picture)
            .init_resource::<PlayerPicture>()
            .init_resource::<PicturesComing>()
            .add_systems(OnExit(AppState::Loading), bring_the_kept_picture)
            .add_systems(Update, take_pictures)
            .add_systems(PreUpdate, use_the_players_picture.after(GamesSetUp))
            .add_systems(
                Update,
                own_picture::take_dropped_pictures
                    .run_if(resource_exists::<Messages<bevy::window::FileDragAndDrop>>),
            )
            .add_systems(
                Update,
                (arrows::add_arrows, arrows::cursor_on_the_ring)
                    .after(ScreenSystems)
                    .run_if(in_state(playing)),
            )
            .add_systems(
                Update,
                arrow_keys_slide_tiles
                    .before(SessionSystems)
                    .run_if(in_state(playing)),
            )
            .add_systems(
                Update,
                (
                    show_clock,
                    fit_picture_parts,
                    show_tile_numbers,
                    reveal_full_picture,
                )
                    .after(ScreenSystems)
                    .run_if(in_state(playing)),
            );
    }
}

/// Arrow keys slide the tile next to the blank into it, as a click on that tile.
fn arrow_keys_slide_tiles(
    mut keys: MessageReader<KeyboardInput>,
    session: Res<Session>,
    mut clicks: MessageWriter<CellClicked>,
) {
    let Some(played) = session.played_as::<Fifteen>() else {
        keys.clear();
        return;
    };
    // Each press slides once, even several in one frame: the state after the earlier
    // ones is what the later ones slide in.
    let mut state = played.state().clone();
    for key in presses(&mut keys) {
        let arrow = match key {
            KeyCode::ArrowUp => Arrow::Up,
            KeyCode::ArrowDown => Arrow::Down,
            KeyCode::ArrowLeft => Arrow::Left,
            KeyCode::ArrowRight => Arrow::Right,
            _ => continue,
        };
        if let Some(slide) = state.arrow_move(arrow)
            && let Ok((next, _)) = state.apply(&slide)
        {
            clicks.write(CellClicked { pos: slide.0 });
            state = next;
        }
    }
}

/// What the info line says.
#[derive(bevy::ecs::system::SystemParam)]
struct InfoFacts<'w> {
    tables: Res<'w, TablesState>,
    settings: Res<'w, FifteenSettings>,
    moves_left: Res<'w, MovesLeft>,
    prefs: Res<'w, Preferences>,
}

/// The clock, the solver's tables while they are built, and moves left.
fn show_clock(
    facts: InfoFacts,
    session: Res<Session>,
    mut info: Query<&mut Localized, With<InfoText>>,
) {
    let mut parts = Vec::new();
    if !facts.prefs.hide_clock {
        parts.push(Msg::new("hud-time").text("time", clock(session.seconds)));
    }
    // Sixteen's engine needs no tables, so their building is not news there.
    let rotates = session
        .played_as::<Fifteen>()
        .is_some_and(|played| played.state().rotates());
    if let TablesState::Building(progress) = *facts.tables
        && !rotates
    {
        parts.push(Msg::new("hud-solver-tables").num("percent", (progress * 100.0).round()));
    }
    parts.extend(moves_left_text(
        &facts.settings,
        &facts.moves_left,
        &session,
    ));
    set_localized(&mut info, Localized::joined(parts, "  ·  "));
}

fn show_tile_numbers(
    settings: Res<FifteenSettings>,
    mut numbers: Query<&mut Visibility, With<TileNumber>>,
) {
    let wanted = if settings.show_numbers {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut visibility in &mut numbers {
        if *visibility != wanted {
            *visibility = wanted;
        }
    }
}

/// What the solved picture is drawn from.
#[derive(bevy::ecs::system::SystemParam)]
struct PictureSource<'w> {
    images: Option<Res<'w, Assets<Image>>>,
    look: FifteenLook<'w>,
    config: Res<'w, GameConfig>,
}

/// Once solved, the whole picture (with the missing square) fades in over the board;
/// it goes again when the game goes on (undo, new game).
fn reveal_full_picture(
    mut commands: Commands,
    session: Res<Session>,
    roots: Query<(Entity, &BoardRoot)>,
    shown: Query<Entity, With<FullPicture>>,
    tiles: Query<&GridPos, With<Tile>>,
    source: PictureSource,
) {
    let Some(played) = session.played_as::<Fifteen>() else {
        return;
    };
    if !played.state().is_solved() {
        for entity in &shown {
            commands.entity(entity).despawn();
        }
        return;
    }
    let Ok((root_entity, root)) = roots.single() else {
        return;
    };
    if !shown.is_empty() || tiles.is_empty() {
        return;
    }
    let rect = source
        .images
        .as_ref()
        .and_then(|images| images.get(&source.look.picture()))
        .map(|image| {
            picture_part(
                image.size(),
                (1, 1),
                (root.width, root.height),
                Pos::new(0, 0),
            )
        });
    let fade = bevy_tweening::Tween::new(
        bevy_tweening::EaseMethod::EaseFunction(EaseFunction::QuadraticOut),
        std::time::Duration::from_secs_f32(source.config.timings.banner.max(0.01)),
        crate::board::anim::AlphaLens {
            start: 0.0,
            end: 1.0,
        },
    );
    commands.spawn((
        FullPicture,
        Sprite {
            image: source.look.picture(),
            custom_size: Some(root.size()),
            rect,
            color: Color::srgba(1.0, 1.0, 1.0, 0.0),
            ..default()
        },
        Transform::from_xyz(0.0, 0.0, z::FULL_PICTURE),
        bevy_tweening::TweenAnim::new(fade),
        ChildOf(root_entity),
    ));
}
