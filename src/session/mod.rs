//! The generic game session, one per game: the model, which draws nothing. The rules'
//! history is the one source of truth; clicks and moves are played through it and what
//! changed is told to the screens (`play::BoardNews`); undo/redo, new game, hints, par,
//! auto-play and the review's answers from the engines; best scores and statistics;
//! saving and resuming; game codes and sharing. What a game says is `game_view`. The
//! screens that show it are the layer above (`screens`).
//!
//! May import: every layer below (`core`, `platform`, `persist`, `look`, `audio`, `ui`,
//! `board`), Bevy and the rules crate. The files here import one another one way:
//! `game_view` and `state` at the bottom, this file (the plugin) at the top.

pub mod auto;
pub mod game_view;
pub mod hint;
pub mod par;
pub mod play;
pub mod records;
pub mod review;
pub mod save;
pub mod share;
pub mod state;
pub mod think;

use std::marker::PhantomData;

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;

use crate::core::game::AppState;
use crate::core::notices::Problems;
use crate::core::words::Msg;
use crate::look::config::{CONFIG_PATH, GameConfig};
use crate::look::theme::{ThemeChosen, first_frame_passed};
use crate::session::auto::AutoPlay;
use crate::session::game_view::{GameView, game_id};
use crate::session::play::{BoardNews, PlayMove};
use crate::session::save::SaveWarning;
use crate::session::state::{ConfigSectionRead, SessionSystems, StartSession};

/// Installs the session (the model) of one game; `screens::ScreensPlugin` adds it with
/// the screens that show it.
pub struct SessionPlugin<P: GameView>(PhantomData<P>);

impl<P: GameView> Default for SessionPlugin<P> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

impl<P: GameView> Plugin for SessionPlugin<P> {
    fn build(&self, app: &mut App) {
        let playing = AppState::Playing(game_id::<P>());
        app.init_resource::<P::Config>()
            .init_resource::<P::Settings>()
            .init_resource::<think::EngineSettings>()
            .init_resource::<SaveWarning>()
            .init_resource::<think::Thinker<P>>()
            .init_resource::<AutoPlay<P>>()
            .init_resource::<par::Par>()
            .add_message::<PlayMove<P>>()
            .add_message::<BoardNews<P>>()
            .add_message::<think::Answer<P>>()
            .add_systems(
                PreUpdate,
                read_config_section::<P>
                    .after(ThemeChosen)
                    .in_set(ConfigSectionRead),
            )
            .add_systems(
                OnEnter(playing),
                save::start_session::<P>.in_set(StartSession),
            )
            .add_systems(
                OnExit(playing),
                (
                    save::end_session::<P>,
                    think::forget_questions::<P>,
                    review::end_review::<P>,
                ),
            )
            .add_systems(
                Update,
                (
                    auto::toggle_auto_play::<P>,
                    play::apply_commands::<P>,
                    play::apply_clicks::<P>,
                    play::apply_moves::<P>,
                    hint::ask_for_hint::<P>,
                    par::ask_for_par::<P>,
                    think::run_thinker::<P>.in_set(think::ThinkerRuns),
                    par::record_par::<P>,
                    auto::run_auto_play::<P>,
                    records::tick_play_clock::<P>,
                    // Statistics first: a best score this very move sets must not be
                    // taken for one kept from before statistics existed.
                    records::record_statistics::<P>,
                    records::record_best_score::<P>,
                    save::save_game::<P>,
                    share::share_result::<P>,
                    review::toggle_review::<P>,
                    review::gather_review_answers::<P>,
                    par::summarise_session::<P>,
                )
                    .chain()
                    .in_set(SessionSystems)
                    .run_if(in_state(playing)),
            );
    }
}

/// Reads the game's section of the configuration whenever it changes; a section that
/// does not read keeps the defaults, and the window says why until the file is fixed.
fn read_config_section<P: GameView>(
    (config, frames): (Res<GameConfig>, Res<FrameCount>),
    mut commands: Commands,
    section: Res<P::Config>,
    mut problems: ResMut<Problems>,
) {
    if !config.is_changed() && !first_frame_passed(&frames) {
        return;
    }
    let key = game_id::<P>().key();
    let (read, why) = config.section::<P::Config>(&key);
    problems.set(
        format!("{CONFIG_PATH} ({key})"),
        why.map(|why| Msg::new("problem-section-defaults").text("why", why)),
    );
    if *section != read {
        commands.insert_resource(read);
    }
}
