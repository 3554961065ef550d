//! Lianliankan's plugin: picture tiles, the selected tile highlighted, the joining path
//! drawn for a moment, a life bar that drains from the first click, and the endings.

use bevy::prelude::*;
use grid_rules::lianliankan::{FULL_LIFE, Lianliankan, Params};
use grid_rules::{Pos, Puzzle};

use crate::board::{BoardRoot, CELL};
use crate::config::GameConfig;
use crate::core::{AppState, CellClicked, GameCommand, GameKind};
use crate::session::{GameView, Session, SessionPlugin, SessionSystems, StartSession};
use crate::settings::{BestScores, PlayerSettings};
use crate::ui::hud::{BannerText, GameButtonRow};
use crate::ui::{PieceLook, set_texts, small_text};

impl GameView for Lianliankan {
    const KIND: GameKind = GameKind::Lianliankan;
    /// Room for paths that run through the empty ring around the board.
    const MARGIN: f32 = 0.6;

    fn params(config: &GameConfig, _settings: &PlayerSettings) -> Params {
        let board = &config.lianliankan;
        Params {
            width: board.width,
            height: board.height,
            pictures: board.pictures,
        }
        .clamped()
    }

    fn piece_sprite(picture: &u8, _pos: Pos, look: &PieceLook) -> Sprite {
        let index = (*picture as usize).saturating_sub(1) % look.pictures.len().max(1);
        Sprite {
            image: look.pictures.get(index).cloned().unwrap_or_default(),
            custom_size: Some(Vec2::splat(CELL * 0.94)),
            ..default()
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

    fn hud_text(&self) -> String {
        format!("Tiles left: {}", self.remaining())
    }

    fn best_slot(best: &mut BestScores) -> &mut u64 {
        &mut best.lianliankan
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
}

/// Lianliankan.
pub struct LianliankanPlugin;

impl Plugin for LianliankanPlugin {
    fn build(&self, app: &mut App) {
        let playing = AppState::Playing(GameKind::Lianliankan);
        app.add_plugins(SessionPlugin::<Lianliankan>::default())
            .init_resource::<LifeClock>()
            .add_systems(
                OnEnter(playing),
                (reset_clock, spawn_life_bar.after(StartSession)),
            )
            .add_systems(
                Update,
                drain_life.before(SessionSystems).run_if(in_state(playing)),
            )
            .add_systems(
                Update,
                (highlight_selection, show_life_bar, add_time_to_banner)
                    .after(SessionSystems)
                    .run_if(in_state(playing)),
            );
    }
}

fn reset_clock(mut clock: ResMut<LifeClock>) {
    *clock = LifeClock::default();
}

/// Runs the clock (from the first click on the board) and gives the rules the life
/// left, so a move's score and "Time's up" follow it.
fn drain_life(
    time: Res<Time>,
    config: Res<GameConfig>,
    mut clock: ResMut<LifeClock>,
    session: Option<ResMut<Session<Lianliankan>>>,
    mut clicks: MessageReader<CellClicked>,
    mut commands: MessageReader<GameCommand>,
) {
    let Some(mut session) = session else { return };
    if commands
        .read()
        .any(|command| *command == GameCommand::NewGame)
    {
        *clock = LifeClock::default();
    }
    let clicked = clicks.read().count() > 0;
    let over = session.state.is_over();
    if clicked && !over && !clock.running && clock.seconds == 0.0 {
        clock.running = true;
    }
    if over {
        clock.running = false;
    }
    if clock.running {
        clock.seconds += time.delta_secs();
    }
    let life = clock.life(config.lianliankan.life_seconds);
    if session.state.life() != life && !(over && session.state.remaining() == 0) {
        session.state.set_life(life);
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
        Transform::from_translation(root.cell_center(pos).with_z(-0.4)),
        ChildOf(root_entity),
    ));
}

/// The life bar's coloured part.
#[derive(Component, Debug)]
pub struct LifeBarFill;

/// The clock next to the life bar.
#[derive(Component, Debug)]
struct ClockText;

fn spawn_life_bar(mut commands: Commands, rows: Query<Entity, With<GameButtonRow>>) {
    let Ok(row) = rows.single() else { return };
    commands.spawn((Text::new("Life"), small_text(), ChildOf(row)));
    let bar = commands
        .spawn((
            Node {
                width: px(160),
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
    config: Res<GameConfig>,
    mut fills: Query<(&mut Node, &mut BackgroundColor), With<LifeBarFill>>,
    mut clocks: Query<&mut Text, With<ClockText>>,
) {
    let life = clock.life(config.lianliankan.life_seconds);
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
    set_texts(&mut clocks, &clock_text(clock.seconds));
}

fn clock_text(seconds: f32) -> String {
    let seconds = seconds as u64;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// "Congratulations" also says how long it took.
fn add_time_to_banner(
    clock: Res<LifeClock>,
    session: Option<Res<Session<Lianliankan>>>,
    mut banners: Query<&mut Text, With<BannerText>>,
) {
    let Some(session) = session else { return };
    if session.state.remaining() != 0 {
        return;
    }
    for mut text in &mut banners {
        if !text.0.contains("Time:") {
            text.0
                .push_str(&format!("\nTime: {}", clock_text(clock.seconds)));
        }
    }
}
