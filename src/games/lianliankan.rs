//! Lianliankan's plugin: picture tiles, the selected tile highlighted, the joining path
//! drawn for a moment, a life bar that drains from the first click, and the endings.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use grid_rules::lianliankan::{
    CLEARING_NODES, Clearing, Connect, FULL_LIFE, Lianliankan, Params, find_path,
};
use grid_rules::{Change, Pos, Puzzle};
use serde::Deserialize;

use crate::audio::of_moves;
use crate::audio::player::Effect;
use crate::board::root::{BoardRoot, CELL};
use crate::core::format;
use crate::core::game::{AppState, CellClicked, GameCommand};
use crate::core::z;
use crate::look::config::Timings;
use crate::look::pieces::PieceLook;
use crate::look::theme::ImageSource;
use crate::persist::settings::{Preferences, chosen_or, step_within};
use crate::session::SessionPlugin;
use crate::session::game_view::{GameView, HintShape, PreviewShape, game_id};
use crate::session::hud_layout::GameButtonRow;
use crate::session::play::PlayMove;
use crate::session::state::{BannerNote, Session, SessionSystems, StartSession};
use crate::ui::controls::{Control, SettingRow};
use crate::ui::text::{set_texts, small_text};

/// Number of pictures shipped under `assets/lianliankan/` (`01.png` to `12.png`).
pub const PICTURE_FILES: usize = 12;

/// Lianliankan's section of `config.ron`: board, pictures, and how long a full life
/// bar lasts.
#[derive(Resource, Deserialize, Clone, Debug, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct LianliankanConfig {
    pub width: usize,
    pub height: usize,
    pub pictures: usize,
    pub life_seconds: f32,
}

impl Default for LianliankanConfig {
    fn default() -> Self {
        let Params {
            width,
            height,
            pictures,
        } = Params::default();
        Self {
            width,
            height,
            pictures,
            life_seconds: 300.0,
        }
    }
}

/// Lianliankan's own images: one per picture number.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct LianliankanLook {
    pub pictures: Vec<Handle<Image>>,
}

/// What the player chose for the next game: the board's side, the pictures and the
/// minutes a full life bar lasts (0 takes the configuration's).
#[derive(Resource, SettingsGroup, Reflect, Default, Clone, Debug, PartialEq)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "lianliankan")]
pub struct LianliankanSettings {
    pub size: usize,
    pub pictures: usize,
    pub minutes: u32,
}

impl LianliankanSettings {
    /// How long a full life bar lasts.
    pub fn life_seconds(&self, config: &LianliankanConfig) -> f32 {
        if self.minutes == 0 {
            config.life_seconds
        } else {
            self.minutes as f32 * 60.0
        }
    }
}

/// How long a full life bar lasts in the running game.
#[derive(bevy::ecs::system::SystemParam)]
struct LifeLength<'w> {
    config: Res<'w, LianliankanConfig>,
    settings: Res<'w, LianliankanSettings>,
}

impl LifeLength<'_> {
    fn seconds(&self) -> f32 {
        self.settings.life_seconds(&self.config)
    }
}

/// Steps the chosen side (by two, so the board has pairs), pictures and minutes.
fn restep(
    s: &mut LianliankanSettings,
    c: &LianliankanConfig,
    size: isize,
    pictures: i8,
    minutes: i32,
) {
    let now = Lianliankan::params(c, s);
    s.size = step_within(now.width, (size * 2) as i8, Params::WIDTH.menu);
    s.pictures = step_within(now.pictures, pictures, Params::PICTURES.menu);
    let current = (s.life_seconds(c) / 60.0).round() as i32;
    s.minutes = (current + minutes).clamp(1, 15) as u32;
}

impl GameView for Lianliankan {
    type Plugin = LianliankanPlugin;
    const RULE: &'static str =
        "Join two equal pictures with a line of at most two turns before the time runs out.";
    const WON: Option<&'static str> = Some("cleared");
    type Config = LianliankanConfig;
    type Settings = LianliankanSettings;
    type Look = LianliankanLook;
    /// Room for paths that run through the empty ring around the board.
    const MARGIN: f32 = 0.6;
    const TIMED: bool = true;

    fn params(config: &LianliankanConfig, settings: &LianliankanSettings) -> Params {
        Params {
            width: chosen_or(settings.size, config.width),
            height: chosen_or(settings.size, config.height),
            pictures: chosen_or(settings.pictures, config.pictures),
        }
        .clamped()
    }

    fn setting_rows() -> Vec<SettingRow<LianliankanSettings, LianliankanConfig>> {
        vec![
            SettingRow {
                label: "Size",
                value: |s, c| {
                    let now = Lianliankan::params(c, s);
                    format!("{}x{}", now.width, now.height)
                },
                control: Control::Stepper {
                    less: |s, c| restep(s, c, -1, 0, 0),
                    more: |s, c| restep(s, c, 1, 0, 0),
                },
            },
            SettingRow {
                label: "Pictures",
                value: |s, c| Lianliankan::params(c, s).pictures.to_string(),
                control: Control::Stepper {
                    less: |s, c| restep(s, c, 0, -1, 0),
                    more: |s, c| restep(s, c, 0, 1, 0),
                },
            },
            SettingRow {
                label: "Time",
                value: |s, c| format!("{} min", (s.life_seconds(c) / 60.0).round()),
                control: Control::Stepper {
                    less: |s, c| restep(s, c, 0, 0, -1),
                    more: |s, c| restep(s, c, 0, 0, 1),
                },
            },
        ]
    }

    fn describe_params(params: &Params) -> String {
        format!(
            "{}x{}, {} pictures",
            params.width, params.height, params.pictures
        )
    }

    fn load_look(_config: &LianliankanConfig, images: &ImageSource) -> LianliankanLook {
        LianliankanLook {
            pictures: (1..=PICTURE_FILES)
                .map(|n| images.load(format!("lianliankan/{n:02}.png")))
                .collect(),
        }
    }

    fn piece_sprite(picture: &u8, _pos: Pos, _look: &PieceLook, own: &LianliankanLook) -> Sprite {
        let index = (*picture as usize).saturating_sub(1) % own.pictures.len().max(1);
        Sprite {
            image: own.pictures.get(index).cloned().unwrap_or_default(),
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

    fn is_won(&self) -> bool {
        self.remaining() == 0
    }

    /// The joining sound stands for the pair; the tiles' removal is silent.
    fn change_sounds(change: &Change<u8>, timings: &Timings) -> Vec<(Effect, f32)> {
        match change {
            Change::Removed(_) => Vec::new(),
            other => of_moves::of_change(other, timings),
        }
    }

    fn over_text(&self) -> String {
        if self.remaining() == 0 {
            format!("Congratulations!\nScore: {}", self.score())
        } else {
            format!(
                "Time's up\n{} tiles left\nScore: {}",
                self.remaining(),
                self.score()
            )
        }
    }

    /// Tiles left, pairs that can be joined now, and a warning when no order of pairs
    /// can clear the board any more (it will be reshuffled once stuck).
    fn hud_text(&self) -> String {
        let mut text = format!(
            "Tiles left: {}    Pairs: {}",
            self.remaining(),
            self.joinable_pairs()
        );
        if !self.is_over() && self.clearing(CLEARING_NODES) == Clearing::Impossible {
            text.push_str("    No order clears the board now");
        }
        text
    }
}

/// The game clock: it starts on the first click and stops when the game ends.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct LifeClock {
    pub seconds: f32,
    pub running: bool,
}

impl LifeClock {
    /// The life left (100 down to 0) after the clock's seconds, with a full bar lasting
    /// `life_seconds`.
    pub fn life(&self, life_seconds: f32) -> u32 {
        let left = 1.0 - self.seconds / life_seconds.max(0.001);
        (left * FULL_LIFE as f32)
            .ceil()
            .clamp(0.0, FULL_LIFE as f32) as u32
    }

    /// The clock of a game whose last move was played with `life` left: running if a
    /// move was played, set to the time that leaves that life.
    pub fn resumed(life: u32, moves_played: usize, life_seconds: f32) -> Self {
        let spent = 1.0 - life.min(FULL_LIFE) as f32 / FULL_LIFE as f32;
        Self {
            seconds: spent * life_seconds,
            running: moves_played > 0,
        }
    }
}

/// Lianliankan.
#[derive(Default)]
pub struct LianliankanPlugin;

impl Plugin for LianliankanPlugin {
    fn build(&self, app: &mut App) {
        let playing = AppState::Playing(game_id::<Lianliankan>());
        crate::persist::damaged::register_settings_group::<LianliankanSettings>(app)
            .add_plugins(SessionPlugin::<Lianliankan>::default())
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
                    spawn_life_bar,
                    show_life_bar,
                    note_time_on_banner,
                )
                    .chain()
                    .after(SessionSystems)
                    .run_if(in_state(playing)),
            );
    }
}

/// A new game's clock is still; a resumed game's goes on from the life of its last move
/// (the time between leaving and coming back is not counted).
fn start_clock(
    mut clock: ResMut<LifeClock>,
    session: Option<Res<Session<Lianliankan>>>,
    config: Res<LianliankanConfig>,
    settings: Res<LianliankanSettings>,
) {
    *clock = session.map_or_else(LifeClock::default, |session| {
        let state = session.state();
        LifeClock::resumed(
            state.life(),
            session.game.history.moves_played(),
            settings.life_seconds(&config),
        )
    });
}

/// Runs the clock (from the first click on the board), shows the click state the life
/// left, so a pair scores with it, and plays "time up" as a move when it runs out.
fn drain_life(
    time: Res<Time>,
    length: LifeLength,
    mut clock: ResMut<LifeClock>,
    session: Option<ResMut<Session<Lianliankan>>>,
    mut clicks: MessageReader<CellClicked>,
    mut commands: MessageReader<GameCommand>,
    mut moves: MessageWriter<PlayMove<Lianliankan>>,
) {
    let Some(mut session) = session else { return };
    if commands
        .read()
        .any(|command| *command == GameCommand::NewGame)
    {
        *clock = LifeClock::default();
    }
    let clicked = clicks.read().count() > 0;
    let over = session.state().is_over();
    if clicked && !over && !clock.running && clock.seconds == 0.0 {
        clock.running = true;
    }
    if over {
        clock.running = false;
    }
    if clock.running {
        clock.seconds += time.delta_secs();
    }
    let life = clock.life(length.seconds());
    // The click state is not the game: showing it the clock changes nothing to save.
    if session.ui.life != life {
        session.bypass_change_detection().ui.life = life;
    }
    if life == 0 && !over {
        moves.write(PlayMove(Connect::TimeUp));
    }
}

/// The green square behind the selected tile (the tutorial's LawnGreen back colour).
#[derive(Component, Debug)]
pub struct SelectionMark;

fn highlight_selection(
    mut commands: Commands,
    session: Option<Res<Session<Lianliankan>>>,
    roots: Query<(Entity, &BoardRoot)>,
    marks: Query<Entity, With<SelectionMark>>,
) {
    let Some(session) = session else { return };
    if !session.is_changed() {
        return;
    }
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let (Some(pos), Ok((root_entity, root))) = (session.ui.selected, roots.single()) else {
        return;
    };
    commands.spawn((
        SelectionMark,
        Sprite::from_color(Color::srgb(0.49, 0.99, 0.0), Vec2::splat(CELL)),
        Transform::from_translation(root.cell_center(pos).with_z(z::UNDER_PIECE)),
        ChildOf(root_entity),
    ));
}

/// The life bar's coloured part.
#[derive(Component, Debug)]
pub struct LifeBarFill;

/// The clock next to the life bar.
#[derive(Component, Debug)]
struct ClockText;

/// The life bar and the clock, in every new HUD (the HUD is built afresh when the
/// window changes shape).
fn spawn_life_bar(mut commands: Commands, rows: Query<Entity, Added<GameButtonRow>>) {
    let Some(row) = rows.iter().next() else {
        return;
    };
    commands.spawn((Text::new("Life"), small_text(), ChildOf(row)));
    let bar = commands
        .spawn((
            Node {
                width: px(120),
                height: px(14),
                align_self: AlignSelf::Center,
                border: UiRect::all(px(1)),
                ..default()
            },
            BackgroundColor(Color::srgb(0.15, 0.15, 0.18)),
            BorderColor::all(Color::srgb(0.6, 0.6, 0.65)),
            ChildOf(row),
        ))
        .id();
    commands.spawn((
        LifeBarFill,
        Node {
            width: percent(100),
            height: percent(100),
            ..default()
        },
        BackgroundColor(Color::srgb(0.3, 0.85, 0.35)),
        ChildOf(bar),
    ));
    commands.spawn((ClockText, Text::new("0:00"), small_text(), ChildOf(row)));
}

fn show_life_bar(
    clock: Res<LifeClock>,
    length: LifeLength,
    prefs: Res<Preferences>,
    mut fills: Query<(&mut Node, &mut BackgroundColor), With<LifeBarFill>>,
    mut clocks: Query<&mut Text, With<ClockText>>,
) {
    let life = clock.life(length.seconds());
    for (mut node, mut colour) in &mut fills {
        let width = percent(life as f32);
        if node.width != width {
            node.width = width;
            colour.0 = if life > 25 {
                Color::srgb(0.3, 0.85, 0.35)
            } else {
                Color::srgb(0.95, 0.3, 0.25)
            };
        }
    }
    let shown = if prefs.hide_clock {
        String::new()
    } else {
        format::clock(clock.seconds)
    };
    set_texts(&mut clocks, &shown);
}

/// "Congratulations" also says how long it took.
fn note_time_on_banner(
    clock: Res<LifeClock>,
    session: Option<Res<Session<Lianliankan>>>,
    mut note: ResMut<BannerNote>,
) {
    let Some(session) = session else { return };
    let wanted = if session.state().remaining() == 0 {
        format!("Time: {}", format::clock(clock.seconds))
    } else {
        String::new()
    };
    if note.0 != wanted {
        note.0 = wanted;
    }
}
