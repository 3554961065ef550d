//! The game session, one for every game: the model, which draws nothing. The rules'
//! history is the one source of truth; clicks and moves are played through it and what
//! changed is told to the screens (`play::BoardNews`); undo/redo, new game, hints, par,
//! auto-play and the review's answers from the engines; best scores and statistics;
//! saving and resuming; game codes and sharing. The session reaches its game through
//! one interface (`game::Game`, with `position::Position` and `played::PlayedGame`),
//! so its systems are compiled once; `kind` turns each game's own types (`game_view`,
//! `game_look`) into it. The screens that show it are the layer above (`screens`).
//!
//! May import: every layer below (`core`, `platform`, `persist`, `look`, `audio`, `ui`,
//! `board`), Bevy and the rules crate. The files here import one another one way:
//! `game_view` and `game_look` at the bottom, this file (the plugin) at the top.

pub mod auto;
pub mod game;
pub mod game_look;
pub mod game_view;
pub mod hint;
pub mod kind;
pub mod par;
pub mod pause;
pub mod play;
pub mod played;
pub mod position;
pub mod records;
pub mod registry;
pub mod review;
pub mod review_work;
pub mod save;
pub mod share;
pub mod state;
pub mod think;

use bevy::prelude::*;

use crate::core::game::AppState;
use crate::look::theme::ThemeChosen;
use crate::session::auto::AutoPlay;
use crate::session::game_look::GameLook;
use crate::session::play::{BoardNews, PlayMove};
use crate::session::position::kind;
use crate::session::registry::{Games, GamesSetUp, NextParams, OwnLooks, keep_games_set_up};
use crate::session::review::Reviewing;
use crate::session::save::SaveWarning;
use crate::session::state::{Session, SessionSystems};
use crate::session::think::{Answer, Thinker, ThinkerRuns};

/// The steps of the session each frame, in this order.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SessionStep {
    /// The player's input, in the order it came: the game paused or resumed,
    /// auto-play toggled or stopped, then the game's commands, the board's clicks and
    /// the moves from elsewhere.
    Input,
    /// The engine asked (a hint, the deal's par), its answers delivered and par kept.
    Engine,
    /// What follows from the moves: auto-play's next one, the clock, statistics and
    /// best scores, the saved game, sharing, and the review opened or closed.
    Records,
    /// The review's answers taken in, and the summary the play-test beacon reads.
    Review,
}

/// The session of whichever game is running (the model); `screens::ScreensPlugin` adds
/// it with the screens that show it, and each game registers itself
/// (`game::register_game`).
pub struct SessionPlugin;

impl Plugin for SessionPlugin {
    fn build(&self, app: &mut App) {
        use SessionStep::*;
        app.init_resource::<Games>()
            .init_resource::<NextParams>()
            .init_resource::<OwnLooks>()
            .init_resource::<think::EngineSettings>()
            .init_resource::<SaveWarning>()
            .init_resource::<Thinker>()
            .init_resource::<AutoPlay>()
            .init_resource::<par::Par>()
            .add_message::<PlayMove>()
            .add_message::<BoardNews>()
            .add_message::<Answer>()
            // The window's; headless apps have no window to tell it.
            .add_message::<bevy::window::WindowFocused>()
            .add_systems(
                PreUpdate,
                keep_games_set_up.after(ThemeChosen).in_set(GamesSetUp),
            )
            .configure_sets(Update, SessionSystems.run_if(resource_exists::<Session>))
            .configure_sets(
                Update,
                (Input, Engine, Records, Review)
                    .chain()
                    .in_set(SessionSystems),
            )
            .add_systems(
                Update,
                (
                    pause::pause_and_resume,
                    auto::toggle_auto_play,
                    play::apply_commands,
                    play::apply_clicks,
                    play::apply_moves,
                )
                    .chain()
                    .in_set(Input),
            )
            .add_systems(
                Update,
                (
                    hint::ask_for_hint,
                    par::ask_for_par,
                    think::run_thinker.in_set(ThinkerRuns),
                    par::record_par,
                )
                    .chain()
                    .in_set(Engine),
            )
            .add_systems(
                Update,
                (
                    auto::run_auto_play,
                    records::tick_play_clock,
                    // Statistics first: a best score this very move sets must not be
                    // taken for one kept from before statistics existed.
                    records::record_statistics,
                    records::record_best_score,
                    save::save_game,
                    share::share_result,
                    review::toggle_review,
                )
                    .chain()
                    .in_set(Records),
            )
            .add_systems(
                Update,
                (review::gather_review_answers, par::summarise_session).in_set(Review),
            );
    }
}

/// Registers game `P` with the session and the screens: its settings group, its
/// configuration section, and its game in [`Games`]. The shared session and screens are
/// added with the first game.
pub fn register_game<P: GameLook>(app: &mut App) -> &mut App {
    crate::persist::damaged::register_settings_group::<P::Settings>(app);
    let game = kind::<P>();
    app.init_resource::<P::Config>()
        .init_resource::<P::Settings>()
        .world_mut()
        .get_resource_or_init::<Games>()
        .add(game);
    let playing = AppState::Playing(game.facts().id);
    app.add_systems(
        OnEnter(playing),
        save::start_session.in_set(state::StartSession),
    )
    .add_systems(OnExit(playing), leave_game)
}

/// Leaving the game ends its session and its review, and forgets every question.
pub(crate) fn leave_game(mut commands: Commands, mut thinker: ResMut<Thinker>) {
    commands.remove_resource::<Session>();
    commands.remove_resource::<Reviewing>();
    thinker.forget_all();
}
