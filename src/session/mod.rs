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
            .add_systems(OnExit(playing), leave_game::<P>)
            .add_systems(
                Update,
                (
                    take_input::<P>,
                    ask_the_engine::<P>.in_set(think::ThinkerRuns),
                    keep_records::<P>,
                    take_review_answers::<P>,
                )
                    .chain()
                    .in_set(SessionSystems)
                    .run_if(in_state(playing)),
            );
    }
}

// The session's steps run as four systems, not one each: every system is code made
// once per game (its scheduling, access checks and parameter fetching), and the steps
// of a group run in this order every frame anyway. A group ends where a later step
// needs what an earlier one's `Commands` do (the review a command opens).

type InputSteps<P> = (
    auto::ToggleAutoPlay<'static, 'static, P>,
    play::ApplyCommands<'static, 'static, P>,
    play::ApplyClicks<'static, 'static, P>,
    play::ApplyMoves<'static, 'static, P>,
);

/// The player's input, in the order it came: auto-play toggled or stopped, then the
/// game's commands, the board's clicks and the moves from elsewhere.
fn take_input<P: GameView>(mut steps: ParamSet<InputSteps<P>>) {
    auto::toggle_auto_play::<P>(steps.p0());
    play::apply_commands::<P>(steps.p1());
    play::apply_clicks::<P>(steps.p2());
    play::apply_moves::<P>(steps.p3());
}

type EngineSteps<P> = (
    hint::AskForHint<'static, 'static, P>,
    par::AskForPar<'static, 'static, P>,
    think::RunThinker<'static, P>,
    par::RecordPar<'static, 'static, P>,
);

/// The engine: questions asked (a hint, the deal's par), answers delivered and par kept.
fn ask_the_engine<P: GameView>(mut steps: ParamSet<EngineSteps<P>>) {
    hint::ask_for_hint::<P>(steps.p0());
    par::ask_for_par::<P>(steps.p1());
    think::run_thinker::<P>(steps.p2());
    par::record_par::<P>(steps.p3());
}

type RecordSteps<P> = (
    auto::RunAutoPlay<'static, 'static, P>,
    records::TickPlayClock<'static, P>,
    records::RecordStatistics<'static, 'static, P>,
    records::RecordBestScore<'static, 'static, P>,
    save::SaveGame<'static, 'static, P>,
    share::ShareResult<'static, 'static, P>,
    review::ToggleReview<'static, 'static, P>,
);

/// What follows from the moves: auto-play's next one, the clock, statistics and best
/// scores, the saved game, sharing, and the review opened or closed.
fn keep_records<P: GameView>(mut steps: ParamSet<RecordSteps<P>>) {
    auto::run_auto_play::<P>(steps.p0());
    records::tick_play_clock::<P>(steps.p1());
    // Statistics first: a best score this very move sets must not be taken for one
    // kept from before statistics existed.
    records::record_statistics::<P>(steps.p2());
    records::record_best_score::<P>(steps.p3());
    save::save_game::<P>(steps.p4());
    share::share_result::<P>(steps.p5());
    review::toggle_review::<P>(steps.p6());
}

type ReviewSteps<P> = (
    review::GatherReviewAnswers<'static, P>,
    par::SummariseSession<'static, P>,
);

/// The review's answers taken in, and the summary the play-test beacon reads.
fn take_review_answers<P: GameView>(mut steps: ParamSet<ReviewSteps<P>>) {
    review::gather_review_answers::<P>(steps.p0());
    par::summarise_session::<P>(steps.p1());
}

/// Leaving the game ends its session and its review, and forgets every question.
fn leave_game<P: GameView>(mut commands: Commands, mut thinker: ResMut<think::Thinker<P>>) {
    commands.remove_resource::<state::Session<P>>();
    commands.remove_resource::<review::Reviewing<P>>();
    think::forget_questions(&mut thinker);
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
