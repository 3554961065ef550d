//! What every game shares at the top: the app states, the list of games, the messages
//! that carry clicks and commands, and the plugin that installs the shared pieces.

use bevy::prelude::*;
use bevy_tweening::TweeningPlugin;
use grid_rules::Pos;

use crate::anim::AnimPlugin;
use crate::board::BoardPlugin;
use crate::config::GameConfig;
use crate::settings::{BestScores, PlayerSettings};

/// The five games, in menu order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    BubbleBreaker,
    SameGame,
    Lianliankan,
    Fifteen,
    ColorLines,
}

impl GameKind {
    pub const ALL: [GameKind; 5] = [
        GameKind::BubbleBreaker,
        GameKind::SameGame,
        GameKind::Lianliankan,
        GameKind::Fifteen,
        GameKind::ColorLines,
    ];

    /// The command-line name (`bubble-breaker`, …).
    pub fn id(self) -> &'static str {
        self.info().id
    }

    /// The name players read.
    pub fn title(self) -> &'static str {
        self.info().title
    }

    /// Whether the game has its plugin in this build (the menu would show the rest as
    /// "coming soon"; all five are built).
    pub fn playable(self) -> bool {
        true
    }

    fn info(self) -> grid_rules::replay::GameInfo {
        let index = GameKind::ALL
            .iter()
            .position(|kind| *kind == self)
            .unwrap_or(0);
        grid_rules::replay::GAMES[index]
    }

    /// The game with this command-line name.
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|kind| kind.id() == id)
    }
}

/// Where the app is: loading its configuration, in the menu, or playing one game.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AppState {
    Loading,
    #[default]
    Menu,
    Playing(GameKind),
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
    BackToMenu,
}

/// How the program was started: straight into a game, and with which seed.
#[derive(Resource, Clone, Debug, Default)]
pub struct Launch {
    pub game: Option<GameKind>,
    pub seed: Option<u64>,
    /// A position in the board text format to start the first game from.
    pub board: Option<String>,
}

/// Installs what every game plugin needs; each game plugin adds it if it is missing,
/// so a test can build an app from one game plugin alone.
pub struct CorePlugin;

impl Plugin for CorePlugin {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<TweeningPlugin>() {
            app.add_plugins(TweeningPlugin);
        }
        app.init_state::<AppState>()
            .add_message::<CellClicked>()
            .add_message::<GameCommand>()
            .init_resource::<GameConfig>()
            .init_resource::<Launch>()
            .init_resource::<BestScores>()
            .init_resource::<PlayerSettings>()
            .init_resource::<crate::ui::PieceLook>()
            .add_plugins(crate::ui::ButtonPlugin)
            .add_plugins((BoardPlugin, AnimPlugin, crate::status::StatusPlugin))
            .add_systems(
                Update,
                (crate::settings::change_settings, keyboard_shortcuts),
            );
    }
}

/// Adds [`CorePlugin`] unless an earlier plugin did.
pub fn ensure_core(app: &mut App) {
    if !app.is_plugin_added::<CorePlugin>() {
        app.add_plugins(CorePlugin);
    }
}

/// Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z) undo and redo, N a new game, H a hint, Escape
/// back to the menu.
pub fn keyboard_shortcuts(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    state: Res<State<AppState>>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(keys) = keys else { return };
    if !matches!(state.get(), AppState::Playing(_)) {
        return;
    }
    let ctrl = keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
    ]);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        commands.write(if shift {
            GameCommand::Redo
        } else {
            GameCommand::Undo
        });
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        commands.write(GameCommand::Redo);
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyN) {
        commands.write(GameCommand::NewGame);
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyH) {
        commands.write(GameCommand::Hint);
    }
    if keys.just_pressed(KeyCode::Escape) {
        commands.write(GameCommand::BackToMenu);
    }
}
