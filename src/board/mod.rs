//! The board on screen: its root (scaled to the window, centred below the HUD) and
//! pieces, marks drawn over them (outlines, segments, arrows), the keyboard cursor,
//! colour-blind symbols, animation (tweens through keyframes, finished at once when
//! the player acts), and the play-test beacon that says where it all is.
//!
//! May import: `core`, `platform` (the beacon's hook), `persist` (the symbols
//! preference), `look` (piece images), `ui` (keyboard focus and input), Bevy and the
//! rules crate.

pub mod access_grid;
pub mod anim;
pub mod batch;
pub mod beacon_line;
pub mod board_words;
pub mod cursor;
pub mod marks;
pub mod pick;
pub mod root;
pub mod symbols;

use bevy::prelude::*;

/// Board layout, hover tracking, the cursor, symbols, animation clean-up and the beacon.
pub struct BoardPlugin;

impl Plugin for BoardPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<root::HoveredCell>()
            .init_resource::<root::BoardFrame>()
            .init_resource::<anim::ReducedMotion>()
            .init_resource::<board_words::BoardWords>()
            .add_plugins((cursor::CursorPlugin, symbols::SymbolsPlugin))
            .add_systems(
                PostUpdate,
                (
                    root::fit_board_to_window.before(TransformSystems::Propagate),
                    anim::despawn_finished_vanishing,
                    anim::draw_while_animating,
                ),
            )
            .add_systems(Update, anim::follow_motion_preference)
            .add_systems(Last, beacon_line::publish_status)
            // For screen readers: the board's grid (AccessKit's on the desktop, the page's
            // mirror on the web).
            .add_plugins(access_grid::AccessGridPlugin);
        // Where the board is drawn (not in headless tests): its sprites as a few meshes,
        // and, with pointers, its cells picked by their place.
        let world = app.world();
        if world.contains_resource::<Assets<Mesh>>()
            && world.contains_resource::<Assets<ColorMaterial>>()
        {
            app.add_plugins(batch::BoardBatchPlugin);
        }
        if app
            .world()
            .contains_resource::<Messages<bevy::picking::backend::PointerHits>>()
        {
            app.add_plugins(pick::BoardPickingPlugin);
        }
    }
}
