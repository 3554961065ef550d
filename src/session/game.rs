//! A game as the shared code reaches it, whatever the game: one interface, not a type
//! parameter, so the session and the screens are compiled once for every game. A game
//! ([`Game`]: its facts, how its games start, its settings and its look), a position of
//! it ([`Position`]) and one of its games being played ([`PlayedGame`]). Each game's own
//! types (`game_view::GameView`, `game_look::GameLook`) are turned into them once, by
//! `position`, `played` and `kind`; `registry` lists the games registered.

use std::any::Any;

use bevy::prelude::*;
use grid_rules::code::GameCode;
use grid_rules::daily::Date;
use grid_rules::review::ReviewReport;
use grid_rules::{Change, Grid, Pos};

use crate::audio::player::Effect;
use crate::board::anim::SpawnStyle;
use crate::board::marks::HintShape;
use crate::core::game::GameId;
use crate::core::words::Msg;
use crate::look::config::Timings;
use crate::look::pieces::{OwnImages, PicturePreview, PieceLook, PreviewShape};
use crate::platform::engine::{Budget, Thought};
use crate::platform::off_frame::Work;
use crate::ui::setting_rows::AnyRow;

/// What the shared code knows of a game without asking it anything.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameFacts {
    pub id: GameId,
    /// The rule in a line, for the menu (a message id).
    pub rule: &'static str,
    /// What a won game is called (a message id: cleared, solved), for games that can be
    /// won.
    pub won: Option<&'static str>,
    /// Whether the game is played against the clock (its statistics keep the fastest
    /// win).
    pub timed: bool,
    /// Whether the HUD shows par: the engine's score for a whole strong game.
    pub has_par: bool,
    /// Whether the statistics show every game's points added up.
    pub shows_total: bool,
    /// The label of the button that lets the engine play (a message id).
    pub auto_label: &'static str,
    /// Whether a lower score is better (Fifteen counts moves). Engine lines count the
    /// other way in SameGame's fewest-blocks scoring (the blocks a line removes): the
    /// engine reads the game's own facts, [`Game::facts`], never a mode's.
    pub lower_is_better: bool,
    /// What the score counts, for its words.
    pub unit: ScoreUnit,
    /// How new pieces enter the board.
    pub spawn_style: SpawnStyle,
    /// Cells of room kept around the board.
    pub margin: f32,
    /// Whether the game-over card sits at the bottom (so a solved picture shows).
    pub banner_at_bottom: bool,
    /// Whether the arrow keys move the board cursor.
    pub arrows_move_cursor: bool,
    /// Whether a wide board is drawn turned in a window held upright.
    pub turns_upright: bool,
}

/// What a game's score counts: points (more is better), or moves or blocks left (fewer
/// is better); each has its words in the HUD, on the result card, in a shared result and
/// in the statistics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreUnit {
    Points,
    Moves,
    BlocksLeft,
}

impl ScoreUnit {
    /// The HUD's score pair (a message id).
    pub fn hud(self) -> &'static str {
        match self {
            ScoreUnit::Points => "hud-score",
            ScoreUnit::Moves => "hud-moves",
            ScoreUnit::BlocksLeft => "hud-blocks-left-score",
        }
    }

    /// The result card's large score (a message id).
    pub fn card(self) -> &'static str {
        match self {
            ScoreUnit::Points => "card-score-points",
            ScoreUnit::Moves => "card-score-moves",
            ScoreUnit::BlocksLeft => "card-score-blocks",
        }
    }

    /// The score in a shared result (a message id).
    pub fn share(self) -> &'static str {
        match self {
            ScoreUnit::Points => "share-score-points",
            ScoreUnit::Moves => "share-score-moves",
            ScoreUnit::BlocksLeft => "share-score-blocks",
        }
    }

    /// The statistics' caption of the best result (a message id).
    pub fn best(self) -> &'static str {
        match self {
            ScoreUnit::Points => "stats-best",
            ScoreUnit::Moves => "stats-fewest-moves",
            ScoreUnit::BlocksLeft => "stats-fewest-blocks",
        }
    }
}

/// A game, whatever the game: its facts, how its games start, what its settings make of
/// the next one, and how its pieces look and sound.
pub trait Game: Send + Sync + 'static {
    /// What the shared code knows of it, by its default rules (the engine's view).
    fn facts(&self) -> GameFacts;
    /// Its facts in the mode the printed parameters `params` choose (SameGame's
    /// fewest-blocks scoring is timed and counts blocks left); unreadable parameters
    /// give the default rules' facts.
    fn facts_for(&self, params: &str) -> GameFacts;
    /// A game dealt from `seed` with the printed parameters `params`.
    fn deal(&self, params: &str, seed: u64) -> Result<Box<dyn PlayedGame>, String>;
    /// The puzzle of `date`: the default settings and the day's seed.
    fn daily(&self, date: Date) -> Box<dyn PlayedGame>;
    /// The game a code describes, played to its last move.
    fn open_code(&self, code: &GameCode) -> Result<Box<dyn PlayedGame>, String>;
    /// A game starting from a board in the board text format (`seed` seeds what the
    /// game draws from then on).
    fn load_board(
        &self,
        params: &str,
        board: &str,
        seed: u64,
    ) -> Result<Box<dyn PlayedGame>, String>;
    /// How a game with the printed parameters `params` reads (`15×15, 3 colours`).
    fn describe_params(&self, params: &str) -> Option<Msg>;
    /// The parameters the next game will have, from the configuration and the player's
    /// settings, printed.
    fn next_params(&self, world: &World) -> String;
    /// How the next game reads (`15×15, 3 colours`), from the configuration and the
    /// player's settings.
    fn describe_next(&self, world: &World) -> Msg;
    /// Keeps what the shared code knows of the game ([`NextParams`], [`OwnLooks`], its
    /// section of the configuration) in step with the configuration, the player's
    /// settings and the theme, as they change.
    fn keep_set_up(&self, world: &mut World);
    /// The game's rows of its settings panel, as they read now.
    fn setting_rows(&self, world: &World) -> Vec<AnyRow>;
    /// A game in progress for the menu card: dealt from a fixed seed with `params`, a few
    /// moves played.
    fn preview_position(&self, params: &str) -> Option<Box<dyn Position>>;
    /// The menu card's picture, where the board is a picture cut into tiles.
    fn preview_picture(&self, world: &World) -> Option<PicturePreview>;
    /// A piece's colour and shape on the menu card's picture.
    fn preview_piece(&self, piece: u16, look: &PieceLook) -> (Color, PreviewShape);
    /// The sprite of a piece (by its code), `CELL` units wide.
    fn piece_sprite(&self, piece: u16, pos: Pos, look: &PieceLook, own: &OwnImages) -> Sprite;
    /// Adds what is drawn over a piece (a highlight, a bevel, a number).
    fn decorate_piece(&self, commands: &mut Commands, entity: Entity, piece: u16, look: &PieceLook);
    /// The sounds of one change of a move, with their delays from the change's start.
    fn change_sounds(&self, change: &Change<u16>, timings: &Timings) -> Vec<(Effect, f32)>;
}

/// One position of a game, whatever the game.
pub trait Position: Send + Sync + 'static {
    /// The game it is a position of.
    fn game(&self) -> &'static dyn Game;
    /// Every cell, row by row: the piece standing there, as its code.
    fn pieces(&self) -> Grid<Option<u16>>;
    /// The board's width and height in cells.
    fn size(&self) -> (usize, usize);
    fn score(&self) -> u64;
    /// The result a game would end with if an engine line scoring `line_score` were
    /// played from here (par, from the deal).
    fn result_after_line(&self, line_score: u64) -> u64;
    fn is_over(&self) -> bool;
    /// Whether the game ended won (solved, cleared) rather than stuck.
    fn is_won(&self) -> bool;
    /// The level reached, in a game played in levels (its best results keep it).
    fn level_reached(&self) -> Option<u32>;
    /// The lines of the game-over card: how it ended, then what was left.
    fn over_text(&self) -> Vec<Msg>;
    /// The game's own HUD line (blocks left, the next balls).
    fn hud_text(&self) -> Vec<Msg>;
    /// What is said of the move that led here from `before` (a position of the same
    /// game; of another, nothing).
    fn say_move(&self, before: &dyn Position) -> Vec<Msg>;
    /// Clicks that play one legal move from here (with a fresh click state); `None` when
    /// no move is left.
    fn hint(&self) -> Option<Vec<Pos>>;
    /// The clicks that play the printed move `mv` from here (none for a move no click
    /// makes, or one that does not read).
    fn clicks(&self, mv: &str) -> Vec<Pos>;
    /// How the printed move `mv` is marked on the board, if it reads.
    fn hint_shape(&self, mv: &str) -> Option<HintShape>;
    /// The position in the board text format.
    fn board_text(&self) -> String;
    /// One planner, seeded `seed`, thinking about this position within `budget`.
    fn planning(&self, seed: u64, budget: Budget) -> Box<dyn Work<Thought<String>>>;
    /// The rules state itself, for the game's own plugin and tests.
    fn as_any(&self) -> &dyn Any;
}

/// What a click on the board did.
#[derive(Clone, Debug, PartialEq)]
pub enum Clicked {
    /// It played a move: what changed, in the order it is animated.
    Played(Vec<Change<u16>>),
    /// It played no move: it chose something (a group, a ball), or the rules refused it.
    Unplayed { refused: bool },
    /// The game is over: the click only finishes what is running.
    Touched,
}

/// One game being played, whatever the game.
pub trait PlayedGame: Send + Sync + 'static {
    /// Which game.
    fn game(&self) -> &'static dyn Game;
    /// The position now.
    fn position(&self) -> &dyn Position;
    /// The position the game started from.
    fn start(&self) -> &dyn Position;
    /// The position after the first `moves` moves (0: the start), if so many were played.
    fn position_after(&self, moves: usize) -> Option<&dyn Position>;
    /// How many moves lead to the position now.
    fn moves_played(&self) -> usize;
    /// Interprets a click as the mouse made it, playing the move it completes.
    fn click(&mut self, pos: Pos) -> Clicked;
    /// Plays the printed move `mv` (recording it); `None` when it does not read or the
    /// rules refuse it. The click state stays as it is.
    fn play(&mut self, mv: &str) -> Option<Vec<Change<u16>>>;
    /// Takes the last move back; false when there is none.
    fn undo(&mut self) -> bool;
    /// Plays the last move taken back again; false when there is none.
    fn redo(&mut self) -> bool;
    /// The same game from its start: the same parameters, seed and first position, no
    /// move played and none to redo.
    fn restarted(&self) -> Box<dyn PlayedGame>;
    /// Forgets the click state (it may point at cells that changed).
    fn clear_selection(&mut self);
    /// The game code of the game as it stands.
    fn code(&self) -> GameCode;
    /// The code of the game's start without its moves: what a friend needs to play the
    /// same board.
    fn start_code(&self) -> GameCode;
    /// The game's parameters, printed as codes carry them (`15x15x3`).
    fn params(&self) -> String;
    /// The seed of the deal, and of whatever the game draws later.
    fn seed(&self) -> u64;
    /// Whether it was dealt (not loaded from a board) with the game's default settings,
    /// as every daily puzzle is.
    fn dealt_with_defaults(&self) -> bool;
    /// Whether `other` starts the same: the same settings, seed and first position.
    fn same_start(&self, other: &dyn PlayedGame) -> bool;
    /// The cells the click state marks as chosen (a selected group, ball or tile).
    fn selected_cells(&self) -> Vec<Pos>;
    /// Every cell, row by row, as a player who cannot see the board hears it named.
    fn describe_cells(&self) -> Vec<Msg>;
    /// The clickable places on the ring around the board, named (Sixteen's arrows).
    fn ring_places(&self) -> Vec<(Pos, Msg)>;
    /// What is said of the click state (a group or a ball chosen).
    fn say_selection(&self) -> Option<Msg>;
    /// The review of the game as played: its positions and the engine's work on them.
    fn review(&self) -> ReviewStart;
    /// The game in its own types ([`Played`]), for the game's own plugin and tests.
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

/// A game laid out for review: the position before each move and the end, the report
/// before any answer, and the engine's work on the positions.
pub struct ReviewStart {
    pub positions: Vec<Box<dyn Position>>,
    pub report: ReviewReport<String>,
    pub work: Box<dyn Work<ReviewReport<String>>>,
}

/// Whether `position` is a position of the game `P` (what the game's own plugin
/// draws).
pub fn position_of<P: 'static>(position: &dyn Position) -> Option<&P> {
    position.as_any().downcast_ref::<P>()
}
