//! The app's side of the game registry: for every game in the rules' list
//! (`grid_rules::for_each_game!`), its plugin. A game in the list without a
//! `GameView` (plugin, settings, looks, drawing) does not compile. Games do not import
//! each other.
//!
//! Adding a game:
//! 1. `crates/rules/src/<game>.rs`: `Params`, the state, `Move`, and `impl Puzzle`
//!    (with `pub mod <game>;` in `crates/rules/src/lib.rs`), and its rules tests in
//!    `crates/rules/tests/<game>.rs`;
//! 2. one line in `for_each_game!` (`crates/rules/src/games.rs`);
//! 3. `src/games/<game>.rs`: `impl GameView` and `impl GameLook`, and the game's plugin
//!    (registering the game with `screens::add_game`, which brings its settings group
//!    and configuration section, and adding its extras), with `pub mod <game>;` below,
//!    and its headless App tests in `tests/app/<game>.rs`.
//!
//! Nothing else changes: the menu, `--list-games`, `replay`, `probe`, `--board`,
//! game codes, saves and best scores all come from the list. The session and screens
//! reach a game through `session::game::Game`; the command line, whose every command is
//! one game's own typed code, through [`with_game_view`].
//!
//! May import: `screens` and every layer below it, Bevy and the rules crate. A game's
//! file imports `outline` and `pieces` (drawing two games share), never another game.

pub mod bubble_breaker;
pub mod color_lines;
pub mod fifteen;
pub mod lianliankan;
pub mod samegame;

pub mod outline;
pub mod shaded_balls;

use bevy::prelude::*;

use crate::session::game::Game;
use crate::session::game_look::GameLook;
use crate::session::game_view::GameView;
use crate::session::position::kind;

/// Something to do with one game's rules, words and looks, chosen at run time by its id.
pub trait ViewVisitor {
    type Output;
    fn visit<P: GameLook>(self) -> Self::Output;
}

macro_rules! game_views {
    ($($game:ty),* $(,)?) => {
        /// Adds every game's plugin.
        pub struct GamesPlugin;

        impl Plugin for GamesPlugin {
            fn build(&self, app: &mut App) {
                $(app.add_plugins(<$game as GameView>::Plugin::default());)*
            }
        }

        /// Every game, in menu order, as the shared code reaches it.
        pub fn every_game() -> Vec<&'static dyn Game> {
            vec![$(kind::<$game>()),*]
        }

        /// Runs `visitor` on the game called `id`; the error is one line naming the
        /// games.
        pub fn with_game_view<V: ViewVisitor>(id: &str, visitor: V) -> Result<V::Output, String> {
            $(if id == <$game as grid_rules::Puzzle>::ID {
                return Ok(visitor.visit::<$game>());
            })*
            Err(grid_rules::games::unknown_game(id))
        }
    };
}

grid_rules::for_each_game!(game_views);
