//! The headless App tests' check that the entities mirror the rules state: the pieces
//! the board shows, by cell, against the running game's position, and drawn where they
//! stand once nothing moves.

use std::collections::HashMap;

use bevy::prelude::*;
use grid_puzzles::board::root::{BoardRoot, GridPos, Tile, Vanishing};
use grid_puzzles::games::color_lines::Bouncing;
use grid_puzzles::session::game_look::GameLook;
use grid_rules::{PieceCode, Pos};

use crate::common::{running_animations, session, vanishing};

/// The pieces the entities show, by cell (leaving pieces excluded).
pub fn mirrored<P: GameLook>(app: &mut App) -> HashMap<Pos, P::Piece> {
    let mut query = app
        .world_mut()
        .query_filtered::<(&GridPos, &Tile), Without<Vanishing>>();
    let mut seen = HashMap::new();
    for (pos, tile) in query.iter(app.world()) {
        let piece = P::Piece::from_code(tile.0).expect("a piece of the game");
        let earlier = seen.insert(pos.0, piece);
        assert!(earlier.is_none(), "two pieces stand on {}", pos.0);
    }
    seen
}

/// The pieces the entities show, by cell, as their codes (leaving pieces excluded).
pub fn mirrored_codes(app: &mut App) -> HashMap<Pos, u16> {
    let mut query = app
        .world_mut()
        .query_filtered::<(&GridPos, &Tile), Without<Vanishing>>();
    let mut seen = HashMap::new();
    for (pos, tile) in query.iter(app.world()) {
        let earlier = seen.insert(pos.0, tile.0);
        assert!(earlier.is_none(), "two pieces stand on {}", pos.0);
    }
    seen
}

/// Asserts that the entities mirror the running game's rules state, whatever the game:
/// the same cells hold the same pieces, and there are exactly as many piece entities as
/// pieces.
pub fn assert_mirror(app: &mut App) {
    let expected: HashMap<Pos, u16> = session(app)
        .state()
        .pieces()
        .iter()
        .filter_map(|(pos, cell)| cell.map(|piece| (pos, piece)))
        .collect();
    let shown = mirrored_codes(app);
    assert_eq!(
        shown.len(),
        expected.len(),
        "piece count differs from the rules state"
    );
    assert_eq!(shown, expected, "entities do not mirror the rules state");
}

/// Asserts the mirror and that, with nothing animating, every piece is drawn at its
/// cell at full size.
pub fn assert_settled_mirror(app: &mut App) {
    assert_mirror(app);
    assert_eq!(running_animations(app), 0, "animations still running");
    assert_eq!(vanishing(app), 0, "removed pieces still drawn");
    let root = *app
        .world_mut()
        .query::<&BoardRoot>()
        .single(app.world())
        .expect("one board");
    let mut query = app
        .world_mut()
        .query_filtered::<(&GridPos, &Transform, Has<Bouncing>), With<Tile>>();
    for (pos, transform, bouncing) in query.iter(app.world()) {
        let mut wanted = root.cell_center(pos.0);
        if bouncing {
            // The selected Color Lines ball hops above its cell on purpose.
            assert!(
                (0.0..=0.13 * grid_puzzles::board::root::CELL)
                    .contains(&(transform.translation.y - wanted.y))
            );
            wanted.y = transform.translation.y;
        }
        assert!(
            transform.translation.truncate().distance(wanted.truncate()) < 0.01,
            "piece at {} is drawn at {:?}, not {:?}",
            pos.0,
            transform.translation,
            wanted
        );
        assert!(
            (transform.scale.x - 1.0).abs() < 1e-4,
            "piece at {} has scale {}",
            pos.0,
            transform.scale.x
        );
    }
}

/// The first cell (row by row) whose group has at least `min` pieces.
pub fn find_group(cells: &grid_rules::Grid<Option<grid_rules::Colour>>, min: usize) -> Option<Pos> {
    cells
        .positions()
        .find(|&pos| grid_rules::collapse::group_at(cells, pos).len() >= min)
}
