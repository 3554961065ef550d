//! How a game looks and sounds, in its own types: its own images, how its pieces are
//! drawn and enter the board, how a move is marked, the sounds of its moves, and its
//! menu card's picture. What it says is `game_view::GameView`; the shared code reaches
//! both through `game::Game`.

use bevy::prelude::*;
use grid_rules::{Change, Pos};

use crate::audio::of_moves;
use crate::audio::player::Effect;
use crate::board::anim::SpawnStyle;
use crate::board::marks::HintShape;
use crate::look::config::Timings;
use crate::look::pieces::{OwnImages, PicturePreview, PieceLook, PreviewShape};
use crate::look::theme::ImageSource;
use crate::session::game_view::GameView;

/// How a game looks and sounds.
pub trait GameLook: GameView {
    /// How new pieces enter the board.
    const SPAWN_STYLE: SpawnStyle = SpawnStyle::GrowIn;
    /// Cells of room kept around the board.
    const MARGIN: f32 = 0.0;
    /// Whether the game-over banner sits at the bottom (so a solved picture shows).
    const BANNER_AT_BOTTOM: bool = false;
    /// Whether the arrow keys move the board cursor (a game may slide tiles with them
    /// instead).
    const ARROWS_MOVE_CURSOR: bool = true;
    /// Whether a wide board may be drawn turned a quarter in a window held upright
    /// (pieces that read the same either way; not a picture cut into tiles).
    const TURNS_UPRIGHT: bool = false;
    /// How many moves the menu card's board shows played, so it looks like a game in
    /// progress rather than a fresh deal.
    const PREVIEW_MOVES: usize = 0;

    /// Loads the game's own images (nothing is loaded without an asset server).
    fn load_look(_config: &Self::Config, _images: &ImageSource) -> OwnImages {
        OwnImages::default()
    }
    /// The menu card's picture, where the game's board is a picture cut into tiles (one
    /// of its own images, as its look has them now).
    fn preview_picture(_own: &OwnImages) -> Option<PicturePreview> {
        None
    }
    /// A piece's colour and shape on the menu card's board: by default the colour its
    /// sprite is tinted with, as a ball.
    fn preview_piece(piece: &Self::Piece, look: &PieceLook) -> (Color, PreviewShape) {
        let sprite = Self::piece_sprite(piece, Pos::new(0, 0), look, &OwnImages::default());
        (sprite.color, PreviewShape::Ball)
    }
    /// The sprite of a piece, `CELL` units wide.
    fn piece_sprite(piece: &Self::Piece, pos: Pos, look: &PieceLook, own: &OwnImages) -> Sprite;
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
    /// The sounds of one change of a move, with their delays from the change's start
    /// (the pieces it brings do not matter to them).
    fn change_sounds(change: &Change<u16>, timings: &Timings) -> Vec<(Effect, f32)> {
        of_moves::of_change(change, timings)
    }
}
