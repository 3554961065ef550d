//! How a game looks and sounds: its own images, how its pieces are drawn and enter the
//! board, how a hint is marked, the sounds of its moves and clicks, and its menu card's
//! picture. What it says is `session::game_view::GameView`.

use bevy::prelude::*;
use grid_rules::{Change, Pos};

use crate::audio::of_moves;
use crate::audio::player::Effect;
use crate::look::config::Timings;
use crate::look::pieces::PieceLook;
use crate::look::theme::ImageSource;
use crate::session::game_view::GameView;

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

/// How a game looks and sounds.
pub trait GameLook: GameView {
    /// The game's own images (blocks, pictures), or [`NoLook`].
    type Look: Resource + Default + Clone + PartialEq;

    /// How new pieces enter the board.
    const SPAWN_STYLE: SpawnStyle = SpawnStyle::GrowIn;
    /// Cells of room kept around the board.
    const MARGIN: f32 = 0.0;
    /// Whether the game-over banner sits at the bottom (so a solved picture shows).
    const BANNER_AT_BOTTOM: bool = false;
    /// Whether the arrow keys move the board cursor (a game may slide tiles with them
    /// instead).
    const ARROWS_MOVE_CURSOR: bool = true;
    /// How many moves the menu card's board shows played, so it looks like a game in
    /// progress rather than a fresh deal.
    const PREVIEW_MOVES: usize = 0;

    /// Loads the game's own images (nothing is loaded without an asset server).
    fn load_look(_config: &Self::Config, _images: &ImageSource) -> Self::Look {
        Self::Look::default()
    }
    /// The menu card's picture, where the game's board is a picture cut into tiles (its
    /// image asked for from `images`, as the game's look would).
    fn preview_picture(_config: &Self::Config, _images: &ImageSource) -> Option<PicturePreview> {
        None
    }
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
}

/// The images of a game that draws only with the shared ones.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct NoLook;
