//! The generic game session, one per game: the rules' history as the one source of
//! truth, clicks and moves played through it, changes turned into animations,
//! undo/redo, new game, hints, par and auto-play from the engines, best scores and
//! statistics, saving and resuming, game codes, the HUD and the game's settings panel.
//! Each game's plugin adds `SessionPlugin::<ItsRules>` and draws its own extras.
//!
//! May import: every layer below (`core`, `platform`, `persist`, `look`, `audio`, `ui`,
//! `board`), Bevy and the rules crate. The files here import one another one way:
//! `game_view` and `state` at the bottom, this file (the plugin) at the top.

pub mod access;
pub mod auto;
pub mod confetti;
pub mod game_view;
pub mod hint;
pub mod hud;
pub mod hud_layout;
pub mod hud_shape;
pub mod play;
pub mod records;
pub mod result_card;
pub mod review;
pub mod review_bar;
pub mod save;
pub mod settings_panel;
pub mod share;
pub mod state;
pub mod think;
pub mod view;

use crate::core::words::Msg;
use std::marker::PhantomData;

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;

use crate::board::root::fit_board_to_window;
use crate::core::game::AppState;
use crate::core::notices::Problems;
use crate::look::config::{CONFIG_PATH, GameConfig};
use crate::look::theme::{ImageSource, Theme, ThemeChosen, first_frame_passed, images_wanted};
use crate::session::auto::AutoPlay;
use crate::session::game_view::{GameView, game_id};
use crate::session::play::PlayMove;
use crate::session::save::SaveWarning;
use crate::session::state::{SessionSystems, StartSession};

/// Installs the session systems for one game.
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
            .init_resource::<P::Look>()
            .init_resource::<think::EngineSettings>()
            .init_resource::<SaveWarning>()
            .init_resource::<think::Thinker<P>>()
            .init_resource::<AutoPlay<P>>()
            .init_resource::<hud::Par>()
            .init_resource::<hud_layout::HudLayout>()
            .add_message::<PlayMove<P>>()
            .add_message::<review_bar::ReviewStep>()
            .add_message::<think::Answer<P>>()
            .add_systems(PreUpdate, read_config_section::<P>.after(ThemeChosen))
            // The HUD is measured in the frame it is laid out, before the board is
            // fitted under it: a HUD that wraps to a second row as a game opens would
            // otherwise show the board one frame too high.
            .add_systems(
                PostUpdate,
                hud_shape::measure_hud
                    .after(bevy::ui::UiSystems::Layout)
                    .before(fit_board_to_window)
                    .run_if(in_state(playing)),
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
                    play::redraw_with_new_look::<P>,
                    auto::toggle_auto_play::<P>,
                    play::apply_commands::<P>,
                    settings_panel::toggle_settings_panel::<P>,
                    hint::expire_hints,
                    play::apply_clicks::<P>,
                    play::apply_moves::<P>,
                    hint::ask_for_hint::<P>,
                    hud::ask_for_par::<P>,
                    think::run_thinker::<P>.in_set(think::ThinkerRuns),
                    hint::show_hint_answer::<P>,
                    hud::record_par::<P>,
                    auto::run_auto_play::<P>,
                    (
                        records::tick_play_clock::<P>,
                        // Statistics first: a best score this very move sets must not
                        // be taken for one kept from before statistics existed.
                        records::record_statistics::<P>,
                        records::record_best_score::<P>,
                        save::save_game::<P>,
                        share::share_result::<P>,
                        hud_shape::keep_hud_shape::<P>,
                        hud::update_hud::<P>,
                        review::toggle_review::<P>,
                        review::step_by_keys_and_swipes::<P>,
                        review::show_review::<P>,
                        result_card::sync_result_card::<P>,
                        confetti::fall_confetti,
                        hud::summarise_session::<P>,
                        access::tell_what_changed::<P>,
                    )
                        .chain(),
                )
                    .chain()
                    .in_set(SessionSystems)
                    .run_if(in_state(playing)),
            );
    }
}

/// Reads the game's section of the configuration, and its images from the theme,
/// whenever either changes; a section that does not read keeps the defaults, and the
/// window says why until the file is fixed.
fn read_config_section<P: GameView>(
    (config, theme, frames): (Res<GameConfig>, Res<Theme>, Res<FrameCount>),
    assets: Option<Res<AssetServer>>,
    mut commands: Commands,
    (section, look): (Res<P::Config>, Res<P::Look>),
    mut problems: ResMut<Problems>,
) {
    if !config.is_changed() && !theme.is_changed() && !first_frame_passed(&frames) {
        return;
    }
    let key = game_id::<P>().key();
    let (read, why) = config.section::<P::Config>(&key);
    problems.set(
        format!("{CONFIG_PATH} ({key})"),
        why.map(|why| Msg::new("problem-section-defaults").text("why", why)),
    );
    let images = ImageSource {
        server: assets.as_deref().filter(|_| images_wanted(&frames)),
        theme: &theme,
    };
    // Replaced only when different, so a board is redrawn only for a new look.
    let new_look = P::load_look(&read, &images);
    if *look != new_look {
        commands.insert_resource(new_look);
    }
    if *section != read {
        commands.insert_resource(read);
    }
}
