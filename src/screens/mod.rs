//! The screens that show a game's session: the board (its pieces drawn and animated from
//! what the session tells, hints marked on it), the HUD (its three shapes and its
//! texts), the game-over card with its confetti, the review's bar and board, the game's
//! settings panel, and what a player who cannot see the board hears. They are made
//! once for every game: each game's plugin registers its game with [`add_game`], which
//! adds the screens (and the session under them) with the first game.
//!
//! - `board/`: `view` (pieces, the animation timeline), `draw` (the session's news on
//!   the board), `hints` (hint marks);
//! - `hud/`: `layout` (the three shapes), `shape` (which one, and what it takes from the
//!   window), `lines` (its texts);
//! - `card/`: `result` (the game-over card), `confetti`;
//! - `review/`: `bar` (its words and buttons), `show` (its board and keys);
//! - `settings_panel`, `pause` (the cover of a paused game, Restart's question),
//!   `access` (the screen reader's words).
//!
//! May import: `session` and every layer below it, Bevy and the rules crate.

pub mod access;
pub mod board;
pub mod card;
pub mod hud;
pub mod pause;
pub mod review;
pub mod settings_panel;

use bevy::prelude::*;

use crate::board::cursor::BoardCursor;
use crate::board::root::fit_board_to_window;
use crate::core::game::{AppState, GameId};
use crate::session::SessionPlugin;
use crate::session::game_look::GameLook;
use crate::session::register_game;
use crate::session::state::{Session, SessionSystems, StartSession};

/// The screens of whichever game is running, after its session's systems; game extras
/// run after them.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ScreenSystems;

/// The steps of the screens each frame, in this order where it matters.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScreenStep {
    /// The board drawn in a new look and from the session's news, hints marked.
    Board,
    /// The HUD in its shape, then its texts.
    Hud,
    /// The review's bar followed and stepped, and its board shown.
    Review,
    /// The game-over card, and what a screen reader is told.
    Result,
}

/// Registers game `P`: its settings, configuration section and game with the session,
/// and the screens (with the session under them) with the first game.
pub fn add_game<P: GameLook>(app: &mut App) -> &mut App {
    if !app.is_plugin_added::<ScreensPlugin>() {
        app.add_plugins(ScreensPlugin);
    }
    let playing = AppState::Playing(GameId(P::ID));
    register_game::<P>(app)
        .add_systems(OnEnter(playing), place_cursor.after(StartSession))
        .add_systems(OnExit(playing), hud::shape::toasts_at_the_bottom)
}

/// The session of whichever game is running and the screens that show it.
pub struct ScreensPlugin;

impl Plugin for ScreensPlugin {
    fn build(&self, app: &mut App) {
        use ScreenStep::*;
        app.add_plugins(SessionPlugin)
            .init_resource::<hud::layout::HudLayout>()
            .add_message::<review::bar::ReviewStep>()
            // The HUD is measured in the frame it is laid out, before the board is
            // fitted under it: a HUD that wraps to a second row as a game opens would
            // otherwise show the board one frame too high.
            .add_systems(
                PostUpdate,
                hud::shape::measure_hud
                    .after(bevy::ui::UiSystems::Layout)
                    .before(fit_board_to_window)
                    .run_if(resource_exists::<Session>),
            )
            .configure_sets(
                Update,
                ScreenSystems
                    .after(SessionSystems)
                    .run_if(resource_exists::<Session>),
            )
            .configure_sets(
                Update,
                (Board, Hud, Review, Result).chain().in_set(ScreenSystems),
            )
            .add_systems(
                Update,
                (
                    board::draw::redraw_with_new_look,
                    board::draw::turn_board_with_window,
                    board::hints::expire_hints,
                    board::draw::draw_board_news,
                    board::hints::show_hint_answer,
                )
                    .chain()
                    .in_set(Board),
            )
            .add_systems(
                Update,
                (
                    settings_panel::toggle_settings_panel,
                    pause::cover_while_paused,
                    pause::ask_before_restarting,
                )
                    .in_set(ScreenSystems),
            )
            .add_systems(
                Update,
                (hud::shape::keep_hud_shape, hud::lines::update_hud)
                    .chain()
                    .in_set(Hud),
            )
            .add_systems(
                Update,
                (
                    review::show::follow_review,
                    review::show::step_by_keys_and_swipes,
                    review::show::show_review,
                )
                    .chain()
                    .in_set(Review),
            )
            .add_systems(
                Update,
                (
                    card::result::sync_result_card,
                    access::tell_what_changed,
                    card::confetti::fall_confetti,
                )
                    .in_set(Result),
            );
    }
}

/// The board's cursor starts in the middle of the board as a game opens; the arrow
/// keys move it where the game does not slide tiles with them.
fn place_cursor(session: Option<Res<Session>>, mut commands: Commands) {
    let Some(session) = session else { return };
    let (width, height) = session.state().size();
    commands.insert_resource(BoardCursor {
        pos: grid_rules::Pos::new(width / 2, height / 2),
        arrows_move_it: session.facts().arrows_move_cursor,
        ring: false,
    });
}
