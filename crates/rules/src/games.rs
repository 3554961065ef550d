//! THE list of games. Everything that enumerates games reads it: the command line,
//! `replay`, game codes, and, through the app's own expansion of [`for_each_game!`], the
//! menu, the settings, the best scores and the game plugins. A game missing a piece
//! (its rules, its plugin, its look) does not compile.

use crate::puzzle::Puzzle;

/// Calls the macro named `$callback` with every game's rules type, in menu order.
///
/// Adding a game is one line here (plus its rules file and, in the app, its plugin
/// file): `$crate::flood::Flood,`.
#[macro_export]
macro_rules! for_each_game {
    ($callback:ident) => {
        $callback!(
            $crate::bubble_breaker::BubbleBreaker,
            $crate::samegame::SameGame,
            $crate::lianliankan::Lianliankan,
            $crate::fifteen::Fifteen,
            $crate::color_lines::ColorLines,
        );
    };
}

/// Something to do with one game's rules type, chosen at run time by its id.
pub trait GameVisitor {
    type Output;
    fn visit<P: Puzzle>(self) -> Self::Output;
}

/// One game of the collection, as the menu and the command line name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Command-line name, like `bubble-breaker`.
    pub id: &'static str,
    /// Name players read.
    pub title: &'static str,
}

macro_rules! list_games {
    ($($game:ty),* $(,)?) => {
        /// Every game, in menu order.
        pub const GAMES: &[GameInfo] = &[$(GameInfo {
            id: <$game as Puzzle>::ID,
            title: <$game as Puzzle>::TITLE,
        }),*];

        /// Runs `visitor` on the game with this id, or gives it back.
        fn dispatch<V: GameVisitor>(id: &str, visitor: V) -> Result<V::Output, V> {
            $(if id == <$game as Puzzle>::ID {
                return Ok(visitor.visit::<$game>());
            })*
            Err(visitor)
        }
    };
}

for_each_game!(list_games);

/// Runs `visitor` on the game called `id`; the error is one line naming the games.
pub fn with_game<V: GameVisitor>(id: &str, visitor: V) -> Result<V::Output, String> {
    dispatch(id, visitor).map_err(|_| unknown_game(id))
}

/// The error line for a game id nobody knows.
pub fn unknown_game(id: &str) -> String {
    let names: Vec<&str> = GAMES.iter().map(|game| game.id).collect();
    format!(
        "unknown game {id:?} (expected one of: {})",
        names.join(", ")
    )
}

/// The game called `id`.
pub fn find_game(id: &str) -> Result<GameInfo, String> {
    GAMES
        .iter()
        .copied()
        .find(|game| game.id == id)
        .ok_or_else(|| unknown_game(id))
}
