//! What the Bevy side needs to know about one game's rules: its plugin, configuration
//! section, settings group and images, how its pieces, hints and sounds are drawn and
//! played, and what its settings panel offers. The registry (`games/mod.rs`) adds a
//! plugin for every game in the rules' list, so a game without this does not compile.

use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use grid_rules::{Change, Pos, Puzzle};
use serde::de::DeserializeOwned;

use crate::audio::of_moves;
use crate::audio::player::Effect;
use crate::core::game::GameId;
use crate::core::words::Msg;
use crate::look::config::Timings;
use crate::look::pieces::PieceLook;
use crate::look::theme::ImageSource;
use crate::ui::controls::SettingRow;

/// How new pieces enter the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpawnStyle {
    /// Slide in from the cell to the left (new columns).
    SlideFromLeft,
    /// Grow from nothing where they stand (new pieces dropped on the board).
    GrowIn,
}

/// How a game's hinted move is marked.
#[derive(Clone, Debug, PartialEq)]
pub enum HintShape {
    /// These cells, each outlined.
    Cells(Vec<Pos>),
    /// A group, outlined along its outer boundary and filled.
    Group(Vec<Pos>),
    /// A piece going from one cell to another (a ball's travel, a tile's slide).
    Arrow { from: Pos, to: Pos },
    /// Two tiles and the line that joins them, through these corner points (which may
    /// lie on the empty ring around the board).
    Path(Vec<(i32, i32)>),
}

/// A menu card's picture for a game whose board is a picture cut into tiles: the image,
/// and for each cell of a `side`×`side` board, row by row, the part of the picture it
/// shows in a game in progress (`None`: the gap).
#[derive(Clone, Debug, PartialEq)]
pub struct PicturePreview {
    pub image: Handle<Image>,
    pub side: usize,
    pub parts: Vec<Option<Pos>>,
}

/// How a piece is drawn on a menu card's small picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PreviewShape {
    /// A shaded ball.
    Ball,
    /// A square block, lit from above.
    Block,
    /// A pale tile marked with a dot of the piece's colour.
    Tile,
}

/// What the Bevy side needs to know about one game's rules: its plugin, its own
/// configuration section, settings group and images, and how it is drawn. The registry
/// (`games/mod.rs`) adds `Plugin` for every game in the rules' list, so a game without
/// this does not compile.
pub trait GameView: Puzzle {
    /// The game's plugin.
    type Plugin: Plugin + Default;
    /// The game's section of `config.ron` (board sizes, pictures).
    type Config: Resource + DeserializeOwned + Default + Clone + PartialEq;
    /// The game's settings group (what the player chose), or [`NoSettings`].
    type Settings: Resource + Component<Mutability = Mutable> + Default + Clone + PartialEq;
    /// The game's own images (blocks, pictures), or [`NoLook`].
    type Look: Resource + Default + Clone + PartialEq;

    /// The rule in a line, for the menu (a message id).
    const RULE: &'static str;
    /// What a won game is called in the statistics (a message id: cleared, solved), for
    /// games that can be won.
    const WON: Option<&'static str> = None;
    /// How new pieces enter the board.
    const SPAWN_STYLE: SpawnStyle = SpawnStyle::GrowIn;
    /// Cells of room kept around the board.
    const MARGIN: f32 = 0.0;
    /// Whether the game-over banner sits at the bottom (so a solved picture shows).
    const BANNER_AT_BOTTOM: bool = false;
    /// Whether the game is played against the clock (its statistics keep the fastest
    /// win).
    const TIMED: bool = false;
    /// Whether the HUD shows par: the engine's score for a whole strong game.
    const HAS_PAR: bool = false;
    /// The label of the button that lets the engine play (a message id).
    const AUTO_LABEL: &'static str = "hud-auto";
    /// Whether the arrow keys move the board cursor (a game may slide tiles with them instead).
    const ARROWS_MOVE_CURSOR: bool = true;

    /// The parameters of a new game, from the configuration and the player's settings.
    fn params(config: &Self::Config, settings: &Self::Settings) -> Self::Params;
    /// Loads the game's own images (nothing is loaded without an asset server).
    fn load_look(_config: &Self::Config, _images: &ImageSource) -> Self::Look {
        Self::Look::default()
    }
    /// The menu card's picture, where the game's board is a picture cut into tiles (its
    /// image asked for from `images`, as the game's look would).
    fn preview_picture(_config: &Self::Config, _images: &ImageSource) -> Option<PicturePreview> {
        None
    }
    /// How many moves the menu card's board shows played, so it looks like a game in
    /// progress rather than a fresh deal.
    const PREVIEW_MOVES: usize = 0;
    /// A piece's colour and shape on the menu card's board: by default the colour its
    /// sprite is tinted with, as a ball.
    fn preview_piece(piece: &Self::Piece, look: &PieceLook) -> (Color, PreviewShape) {
        let sprite = Self::piece_sprite(piece, Pos::new(0, 0), look, &Self::Look::default());
        (sprite.color, PreviewShape::Ball)
    }
    /// The sprite of a piece, `CELL` units wide.
    fn piece_sprite(piece: &Self::Piece, pos: Pos, look: &PieceLook, own: &Self::Look) -> Sprite;
    /// Adds children drawn over a piece (a highlight, a bevel).
    fn decorate_piece(
        _commands: &mut Commands,
        _piece_entity: Entity,
        _piece: &Self::Piece,
        _look: &PieceLook,
    ) {
    }
    /// The lines of the game-over banner: the first says how it ended, the others
    /// what was left (the score is the card's own).
    fn over_text(&self) -> Vec<Msg>;
    /// Extra HUD text (blocks remaining, moves, ...), pair by pair.
    fn hud_text(&self) -> Vec<Msg> {
        Vec::new()
    }
    /// How the hint marks `mv` on the board: by default, the cells it clicks.
    fn hint_shape(&self, mv: &Self::Move) -> HintShape {
        HintShape::Cells(self.clicks(mv))
    }
    /// The sounds of one change of a move, with their delays from the change's start.
    fn change_sounds(change: &Change<Self::Piece>, timings: &Timings) -> Vec<(Effect, f32)> {
        of_moves::of_change(change, timings)
    }
    /// The sound of a click that played no move, given the click state before and
    /// after: a selection, or a refused click.
    fn click_sound(before: &Self::Ui, after: &Self::Ui) -> Effect {
        if before == after {
            Effect::Invalid
        } else {
            Effect::Select
        }
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
    /// Whether the game ended won (solved, cleared) rather than stuck.
    fn is_won(&self) -> bool {
        false
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
/// removing it scores (`worth` of the size). The groups are found once for the board.
pub fn describe_colour_groups(
    cells: &grid_rules::Grid<Option<grid_rules::Colour>>,
    worth: impl Fn(usize) -> u64,
) -> Vec<Msg> {
    let sizes = grid_rules::collapse::group_sizes(cells);
    cells
        .iter()
        .map(|(pos, cell)| match (cell, sizes[pos]) {
            (None, _) => Msg::new("cell-empty"),
            (Some(colour), size) if size < 2 => colour_name(*colour),
            (Some(colour), size) => Msg::new("cell-colour-group")
                .msg("colour", colour_name(*colour))
                .num("size", size)
                .num("points", worth(size)),
        })
        .collect()
}

/// The id of a game's rules type.
pub fn game_id<P: Puzzle>() -> GameId {
    GameId(P::ID)
}

/// The settings of a game that has none.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct NoSettings;

/// The images of a game that draws only with the shared ones.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct NoLook;
