//! Draw order on the board, back to front, in one place. Pieces sit at 0.

/// The background square of each cell.
pub const CELL: f32 = -1.0;
/// Marks behind a piece (a selected tile).
pub const UNDER_PIECE: f32 = -0.4;
/// Children of a piece drawn over it (ball shine, tile edges, tile numbers).
pub const PIECE_SHINE: f32 = 0.1;
pub const PIECE_EDGE: f32 = 0.2;
pub const PIECE_LABEL: f32 = 0.3;
/// A piece that is leaving, above the others while it bursts.
pub const LEAVING: f32 = 1.0;
/// Hint marks, over the pieces.
pub const HINT: f32 = 2.0;
/// Group outlines and their points label.
pub const OUTLINE: f32 = 3.0;
pub const OUTLINE_LABEL: f32 = 4.0;
/// Joining paths.
pub const PATH: f32 = 5.0;
/// A whole picture, shown over a solved board.
pub const FULL_PICTURE: f32 = 6.0;
