//! Lianliankan's life bar: the clock that starts on the first click and drains the
//! life, "time up" played as a move when it runs out, and the bar and clock in the HUD.

use crate::core::words::Localized;
use crate::core::words::Msg;
use crate::ui::access::Announcements;
use bevy::prelude::*;

use crate::core::wake::Wake;

use grid_rules::lianliankan::{Connect, FULL_LIFE, Lianliankan};

use crate::core::format;
use crate::core::game::{CellClicked, GameCommand};
use crate::persist::shared::Preferences;
use crate::screens::hud::layout::GameButtonRow;
use crate::session::play::PlayMove;
use crate::session::state::Session;
use crate::ui::text::{set_texts, small_text};

use super::settings::{LianliankanConfig, LianliankanSettings};

/// The game clock: it starts on the first click and stops when the game ends.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct LifeClock {
    pub seconds: f32,
    pub running: bool,
    /// The level the clock runs for (0 until the clock first sees the game).
    pub level: u32,
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
            level: 0,
        }
    }
}

/// How long a full life bar lasts in the running game.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct LifeLength<'w> {
    config: Res<'w, LianliankanConfig>,
    settings: Res<'w, LianliankanSettings>,
}

impl LifeLength<'_> {
    pub(super) fn seconds(&self) -> f32 {
        self.settings.life_seconds(&self.config)
    }
}

/// A new game's clock is still; a resumed game's goes on from the life of its last move
/// (the time between leaving and coming back is not counted).
pub(super) fn start_clock(
    mut clock: ResMut<LifeClock>,
    session: Option<Res<Session>>,
    config: Res<LianliankanConfig>,
    settings: Res<LianliankanSettings>,
) {
    let played = session
        .as_ref()
        .and_then(|session| session.played_as::<Lianliankan>());
    *clock = played.map_or_else(LifeClock::default, |played| {
        LifeClock::resumed(
            played.state().life(),
            played.record.history.moves_played(),
            settings.life_seconds(&config),
        )
    });
}

/// Runs the clock (from the first click on the board), shows the click state the life
/// left, so a pair scores with it, and plays "time up" as a move when it runs out.
pub(super) fn drain_life(
    (time, mut wake, mut was_counting): (Res<Time>, ResMut<Wake>, Local<bool>),
    length: LifeLength,
    mut clock: ResMut<LifeClock>,
    mut session: ResMut<Session>,
    mut clicks: MessageReader<CellClicked>,
    mut game_commands: MessageReader<GameCommand>,
    mut moves: MessageWriter<PlayMove>,
) {
    let dealt_again = game_commands.read().any(|command| {
        matches!(
            command,
            GameCommand::NewGame | GameCommand::RestartConfirmed
        )
    });
    if dealt_again {
        *clock = LifeClock::default();
    }
    let clicked = clicks.read().count() > 0;
    let over = session.state().is_over();
    // Paused, the board takes no click and the life stands still.
    let paused = session.paused;
    // The click state is not the game: showing it the clock changes nothing to save.
    let Some(played) = session
        .bypass_change_detection()
        .played_as_mut::<Lianliankan>()
    else {
        return;
    };
    let level = played.state().level();
    if clock.level != level {
        // A new level fills the life bar again; an undo back into the level before gives
        // back the life its last pair was played with.
        if clock.level != 0 {
            clock.seconds = LifeClock::resumed(played.state().life(), 1, length.seconds()).seconds;
        }
        clock.level = level;
    }
    if clicked && !over && !paused && !clock.running && clock.seconds == 0.0 {
        clock.running = true;
    }
    if over {
        clock.running = false;
    }
    let counting = clock.running && !paused;
    if counting {
        // The frame the clock starts (or goes on after a pause) follows a board at rest:
        // its time since the last frame passed before the clock ran.
        if *was_counting {
            clock.seconds += time.delta_secs();
        }
        // The life bar shrinks as the clock runs: four steps a second show it.
        wake.within(std::time::Duration::from_millis(250));
    }
    *was_counting = counting;
    let life = clock.life(length.seconds());
    played.ui.life = life;
    if life == 0 && !over {
        moves.write(PlayMove(Connect::TimeUp.to_string()));
    }
}

/// The life bar's coloured part.
#[derive(Component, Debug)]
pub struct LifeBarFill;

/// The clock next to the life bar.
#[derive(Component, Debug)]
pub(super) struct ClockText;

/// The life bar and the clock, in every new HUD (the HUD is built afresh when the
/// window changes shape).
pub(super) fn spawn_life_bar(mut commands: Commands, rows: Query<Entity, Added<GameButtonRow>>) {
    let Some(row) = rows.iter().next() else {
        return;
    };
    commands.spawn((Localized::new("hud-life"), small_text(), ChildOf(row)));
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

pub(super) fn show_life_bar(
    clock: Res<LifeClock>,
    length: LifeLength,
    prefs: Res<Preferences>,
    mut fills: Query<(&mut Node, &mut BackgroundColor), With<LifeBarFill>>,
    mut clocks: Query<&mut Text, With<ClockText>>,
    (mut said, mut was_low): (ResMut<Announcements>, Local<bool>),
) {
    let life = clock.life(length.seconds());
    // Said once as life runs low (the bar turns red), for a player who cannot see it.
    let low = life > 0 && life <= 25;
    if low && !*was_low {
        said.say(Msg::new("say-life-low"));
    }
    *was_low = low;
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
