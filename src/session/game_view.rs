//! What a game says, beyond its rules, in its own types: its plugin, configuration
//! section and settings group, the words of its rule, its ending, its HUD line and its
//! settings, and what a player who cannot see the board hears of it. How it looks is
//! `game_look::GameLook`. The registry (`games/mod.rs`) adds a plugin for every game in
//! the rules' list, so a game without both does not compile.

use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use bevy::reflect::GetTypeRegistration;
use bevy::settings::SettingsGroup;
use grid_rules::params::Choice;
use grid_rules::{Pos, Puzzle};
use serde::de::DeserializeOwned;

use crate::core::game::GameId;
use crate::core::words::Msg;
use crate::session::game::ScoreUnit;
use crate::ui::setting_rows::SettingRow;

/// What a game says, beyond its rules: its plugin, its configuration section and
/// settings group, its words, and what a screen reader hears of its board.
pub trait GameView: Puzzle {
    /// The game's plugin.
    type Plugin: Plugin + Default;
    /// The game's section of `config.ron` (board sizes, pictures).
    type Config: Resource + DeserializeOwned + Default + Clone + PartialEq;
    /// The game's settings group (what the player chose), kept by Bevy's settings.
    type Settings: Resource
        + Component<Mutability = Mutable>
        + SettingsGroup
        + GetTypeRegistration
        + Default
        + Clone
        + PartialEq;

    /// The rule in a line, for the menu (a message id).
    const RULE: &'static str;
    /// What a won game is called in the statistics (a message id: cleared, solved), for
    /// games that can be won.
    const WON: Option<&'static str> = None;
    /// Whether the game is played against the clock (its statistics keep the fastest
    /// win).
    const TIMED: bool = false;
    /// Whether the HUD shows par: the engine's score for a whole strong game.
    const HAS_PAR: bool = false;
    /// The label of the button that lets the engine play (a message id).
    const AUTO_LABEL: &'static str = "hud-auto";
    /// Whether the statistics show the points of all games played added up (as the
    /// original Bubble Breaker's do).
    const SHOWS_TOTAL: bool = false;

    /// What the score counts in games with these parameters.
    fn unit_in(_params: &Self::Params) -> ScoreUnit {
        if Self::LOWER_IS_BETTER {
            ScoreUnit::Moves
        } else {
            ScoreUnit::Points
        }
    }
    /// Whether games with these parameters are played against the clock.
    fn timed_in(_params: &Self::Params) -> bool {
        Self::TIMED
    }
    /// The parameters of a new game, from the configuration and the player's settings.
    fn params(config: &Self::Config, settings: &Self::Settings) -> Self::Params;
    /// The lines of the game-over banner: the first says how it ended, the others
    /// what was left (the score is the card's own).
    fn over_text(&self) -> Vec<Msg>;
    /// Extra HUD text (blocks remaining, moves, ...), pair by pair.
    fn hud_text(&self) -> Vec<Msg> {
        Vec::new()
    }
    /// The game's rows in the settings panel (none: the panel shows the shared ones).
    fn setting_rows() -> Vec<SettingRow<Self::Settings, Self::Config>> {
        Vec::new()
    }
    /// How a game with these parameters reads (`15×15, 3 colours`).
    fn describe_params(params: &Self::Params) -> Msg;
    /// Makes the engine ready before `solve` thinks (loads or builds the tables an
    /// engine may need); blocks. The window gets ready in the background instead.
    fn prepare_engine() {}
    /// Whether a click that played no move was refused (rather than choosing something),
    /// given the click state before and after it: by default, when it changed nothing.
    fn click_refused(before: &Self::Ui, after: &Self::Ui) -> bool {
        before == after
    }
    /// Whether the game ended won (solved, cleared) rather than stuck.
    fn is_won(&self) -> bool {
        false
    }
    /// The level reached, where the game is played in levels.
    fn level_reached(&self) -> Option<u32> {
        None
    }
    /// Every cell, row by row, as a player who cannot see the board hears it named:
    /// what is there (a colour, a tile's number, a picture), `empty` where nothing is.
    fn describe_cells(&self, _ui: &Self::Ui) -> Vec<Msg> {
        self.cells()
            .iter()
            .map(|(_, cell)| match cell {
                Some(piece) => Self::piece_name(piece),
                None => Msg::new("cell-empty"),
            })
            .collect()
    }
    /// The places on the ring just outside the board that a click plays (Sixteen's
    /// arrows), each with what a player who cannot see it hears it called.
    fn ring_places(&self) -> Vec<(Pos, Msg)> {
        Vec::new()
    }
    /// A piece's name, for a cell and what is said of a move.
    fn piece_name(piece: &Self::Piece) -> Msg;
    /// The cells the click state marks as chosen (a selected group, ball or tile).
    fn selected_cells(&self, _ui: &Self::Ui) -> Vec<Pos> {
        Vec::new()
    }
    /// What is said when the click state changes (a group or a ball chosen).
    fn say_selection(&self, _ui: &Self::Ui) -> Option<Msg> {
        None
    }
    /// What is said of a move played (undo is said apart): by default the points it
    /// scored and the total, "0 points" too (SameGame's pair scores nothing: the
    /// player still hears that the move was played).
    fn say_move(before: &Self, after: &Self) -> Vec<Msg> {
        let gained = after.score().saturating_sub(before.score());
        vec![
            Msg::new("say-points")
                .num("points", gained)
                .num("total", after.score()),
        ]
    }
}

/// A colour's name (`colour-red` in the catalogues).
pub fn colour_name(colour: grid_rules::Colour) -> Msg {
    Msg::new(format!("colour-{}", colour.letter().to_ascii_lowercase()))
}

/// Every cell of a board of coloured groups, row by row: a block or ball by its colour,
/// and, where it can be removed (a group of two or more), its group's size and what
/// removing it scores (`worth` of the size; `None` where a removal scores nothing, as in
/// SameGame's fewest-blocks scoring). The groups are found once for the board.
pub fn describe_colour_groups(
    cells: &grid_rules::Grid<Option<grid_rules::Colour>>,
    worth: impl Fn(usize) -> Option<u64>,
) -> Vec<Msg> {
    let sizes = grid_rules::collapse::group_sizes(cells);
    cells
        .iter()
        .map(|(pos, cell)| match (cell, sizes[pos]) {
            (None, _) => Msg::new("cell-empty"),
            (Some(colour), size) if size < 2 => colour_name(*colour),
            (Some(colour), size) => match worth(size) {
                Some(points) => Msg::new("cell-colour-group")
                    .msg("colour", colour_name(*colour))
                    .num("size", size)
                    .num("points", points),
                None => Msg::new("cell-colour-group-plain")
                    .msg("colour", colour_name(*colour))
                    .num("size", size),
            },
        })
        .collect()
}

/// The choice named `chosen` (the player's setting), else `configured` (the
/// configuration's), else the default.
pub fn choice_or<C: Choice>(chosen: &str, configured: &str) -> C {
    C::from_name(chosen)
        .or_else(|| C::from_name(configured))
        .unwrap_or_default()
}

/// A named choice's words, its message id being the setting's name and the value's
/// printed name (`deal-clearable`, `scoring-n-minus-1`).
pub fn choice_words<C: Choice>(setting: &str, value: C) -> Msg {
    Msg::new(format!("{setting}-{}", value.name().replace('_', "-")))
}

/// Every value of a named choice as a settings option: its printed name and its words.
pub fn choice_options<C: Choice>(setting: &str) -> Vec<(String, Msg)> {
    choice_options_of(setting, C::ALL)
}

/// The values `values` of a named choice, in that order, as settings options.
pub fn choice_options_of<C: Choice>(setting: &str, values: &[C]) -> Vec<(String, Msg)> {
    values
        .iter()
        .map(|&value| (value.name().to_string(), choice_words(setting, value)))
        .collect()
}

/// The id of a game's rules type.
pub fn game_id<P: Puzzle>() -> GameId {
    GameId(P::ID)
}
