//! Which game, where the app is (its states), the messages that carry clicks and
//! commands, and how the program was started.

use bevy::prelude::*;
use grid_rules::Pos;
use grid_rules::code::GameCode;

use super::words::Msg;

/// Which game: its command-line name, as the rules' registry lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameId(pub &'static str);

impl GameId {
    /// The name players read (the id itself for a game nobody registered).
    pub fn title(self) -> &'static str {
        grid_rules::games::find_game(self.0).map_or(self.0, |game| game.title)
    }

    /// The game's name in the player's language (`game-samegame` in the catalogues).
    pub fn name(self) -> Msg {
        Msg::new(format!("game-{}", self.0))
    }

    /// The game with this command-line name, if it is in the registry.
    pub fn find(id: &str) -> Option<GameId> {
        grid_rules::games::GAMES
            .iter()
            .find(|game| game.id == id)
            .map(|game| GameId(game.id))
    }

    /// The name of this game's entries in settings and saves: the id with `_` for `-`
    /// (`a-game` is `a_game`), as TOML keys and earlier settings files have it.
    pub fn key(self) -> String {
        self.0.replace('-', "_")
    }
}

/// Where the app is: loading its configuration, in the menu, or playing one game.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AppState {
    Loading,
    #[default]
    Menu,
    Playing(GameId),
}

/// A click on a board cell, from picking (or written directly by tests).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellClicked {
    pub pos: Pos,
}

/// A command from the HUD, the banner or the keyboard.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameCommand {
    NewGame,
    Undo,
    Redo,
    Hint,
    /// Put a short result and the link (or code) of the same start on the clipboard.
    Share,
    /// Start or stop auto-play (the engine plays).
    AutoPlay,
    /// Open or close the game's settings panel.
    Settings,
    BackToMenu,
    /// Step through the finished game beside the engine's choices, or close that.
    Review,
    /// Pause the game (its clocks stop and the board is covered), or go on with it.
    Pause,
    /// Start the same deal again from its start: asked first where moves were made
    /// (the screens ask; [`GameCommand::RestartConfirmed`] is the answer).
    Restart,
    /// Start the same deal again, the player having said so.
    RestartConfirmed,
}

/// How the program was started: straight into a game, and from what.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Launch {
    pub game: Option<GameId>,
    pub seed: Option<u64>,
    /// A position in the board text format to start the first game from.
    pub board: Option<String>,
    /// A game code to open (it names its game).
    pub code: Option<GameCode>,
    /// No sound in this run, whatever the settings say.
    pub mute: bool,
    /// The day's puzzle of `game` for this date (the same board for every player).
    pub daily: Option<grid_rules::daily::Date>,
    /// The first game's parameters, printed, where `--set` changed the defaults.
    pub params: Option<String>,
}
