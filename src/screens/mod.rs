//! The screens that show a game's session: the board (its pieces drawn and animated from
//! what the session tells, hints marked on it), the HUD (its three shapes and its
//! texts), the game-over card with its confetti, the review's bar and board, the game's
//! settings panel, and what a player who cannot see the board hears. How a game looks
//! and sounds is `look::GameLook`. Each game's plugin adds `ScreensPlugin::<ItsRules>`,
//! which adds the session under it, and draws its own extras.
//!
//! - `board/`: `view` (pieces, the animation timeline), `draw` (the session's news on
//!   the board), `hints` (hint marks);
//! - `hud/`: `layout` (the three shapes), `shape` (which one, and what it takes from the
//!   window), `lines` (its texts);
//! - `card/`: `result` (the game-over card), `confetti`;
//! - `review/`: `bar` (its words and buttons), `show` (its board and keys);
//! - `settings_panel`, `access` (the screen reader's words), `look` (`GameLook`).
//!
//! May import: `session` and every layer below it, Bevy and the rules crate.

pub mod access;
pub mod board;
pub mod card;
pub mod hud;
pub mod look;
pub mod review;
pub mod settings_panel;

use std::marker::PhantomData;

use bevy::prelude::*;

use crate::board::cursor::BoardCursor;
use crate::board::root::fit_board_to_window;
use crate::core::game::AppState;
use crate::look::theme::ThemeChosen;
use crate::screens::look::GameLook;
use crate::session::SessionPlugin;
use crate::session::game_view::game_id;
use crate::session::state::{ConfigSectionRead, Session, SessionSystems, StartSession};

/// The screens of whichever game is running, after its session's systems; game extras
/// run after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ScreenSystems;

/// Installs one game's session and the screens that show it.
pub struct ScreensPlugin<P: GameLook>(PhantomData<P>);

impl<P: GameLook> Default for ScreensPlugin<P> {
    fn default() -> Self {
        Self(PhantomData)
    }
}

impl<P: GameLook> Plugin for ScreensPlugin<P> {
    fn build(&self, app: &mut App) {
        let playing = AppState::Playing(game_id::<P>());
        app.add_plugins(SessionPlugin::<P>::default())
            .init_resource::<P::Look>()
            .init_resource::<hud::layout::HudLayout>()
            .add_message::<review::bar::ReviewStep>()
            .add_systems(
                PreUpdate,
                board::draw::load_own_look::<P>
                    .after(ThemeChosen)
                    .after(ConfigSectionRead),
            )
            // The HUD is measured in the frame it is laid out, before the board is
            // fitted under it: a HUD that wraps to a second row as a game opens would
            // otherwise show the board one frame too high.
            .add_systems(
                PostUpdate,
                hud::shape::measure_hud
                    .after(bevy::ui::UiSystems::Layout)
                    .before(fit_board_to_window)
                    .run_if(in_state(playing)),
            )
            .add_systems(OnEnter(playing), place_cursor::<P>.after(StartSession))
            .add_systems(OnExit(playing), hud::shape::toasts_at_the_bottom)
            .configure_sets(Update, ScreenSystems.after(SessionSystems))
            .add_systems(
                Update,
                (
                    redraw_or_open_settings::<P>,
                    board::hints::expire_hints,
                    board::draw::draw_board_news::<P>,
                    board::hints::show_hint_answer::<P>,
                    hud::shape::keep_hud_shape::<P>,
                    hud::lines::update_hud::<P>,
                    follow_and_step_review::<P>,
                    review::show::show_review::<P>,
                    show_result_and_tell_it::<P>,
                    card::confetti::fall_confetti,
                )
                    .chain()
                    .in_set(ScreenSystems)
                    .run_if(in_state(playing)),
            );
    }
}

// Steps that follow one another, and need nothing the one before does with `Commands`,
// run as one system: every system is code made once per game (its scheduling, access
// checks and parameter fetching).

type LookAndSettingsSteps<P> = (
    board::draw::RedrawWithNewLook<'static, 'static, P>,
    settings_panel::ToggleSettingsPanel<'static, 'static>,
);

/// The board drawn again in a new look; the Settings command opening or closing the panel.
fn redraw_or_open_settings<P: GameLook>(mut steps: ParamSet<LookAndSettingsSteps<P>>) {
    board::draw::redraw_with_new_look::<P>(steps.p0());
    settings_panel::toggle_settings_panel::<P>(steps.p1());
}

type ReviewSteps<P> = (
    review::show::FollowReview<'static, 'static, P>,
    review::show::StepByKeysAndSwipes<'static, 'static, P>,
);

/// The review's bar put up or taken down, then the review stepped through.
fn follow_and_step_review<P: GameLook>(mut steps: ParamSet<ReviewSteps<P>>) {
    review::show::follow_review::<P>(steps.p0());
    review::show::step_by_keys_and_swipes::<P>(steps.p1());
}

type ResultSteps<P> = (
    card::result::SyncResultCard<'static, 'static, P>,
    access::TellWhatChanged<'static, 'static, P>,
);

/// The result card kept in step with the game, then what changed told to a screen reader.
fn show_result_and_tell_it<P: GameLook>(mut steps: ParamSet<ResultSteps<P>>) {
    card::result::sync_result_card::<P>(steps.p0());
    access::tell_what_changed::<P>(steps.p1());
}

/// The board's cursor starts in the middle of the board as a game opens; the arrow
/// keys move it where the game does not slide tiles with them.
fn place_cursor<P: GameLook>(session: Option<Res<Session<P>>>, mut commands: Commands) {
    let Some(session) = session else { return };
    let cells = session.state().cells();
    commands.insert_resource(BoardCursor {
        pos: grid_rules::Pos::new(cells.width() / 2, cells.height() / 2),
        arrows_move_it: P::ARROWS_MOVE_CURSOR,
    });
}
