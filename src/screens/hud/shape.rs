//! Which shape the HUD takes (a bar on top, a panel beside the board, a phone's bars),
//! keeping it in step with the window, and measuring what it takes from the window so
//! the board is fitted to the rest in the same frame.

use bevy::prelude::*;
use bevy::ui::UiGlobalTransform;
use bevy::window::PrimaryWindow;

use crate::board::root::{BoardFrame, BoardMargin, BoardRoot, CELL, MARGIN};
use crate::look::icons::Icons;
use crate::screens::hud::actions::MoreSheet;
use crate::screens::hud::layout::{
    HudLayout, HudRoot, LABELS_FROM, PHONE_MARGIN, SIDE_WIDTH, TOP_HEIGHT, spawn_hud,
};
use crate::screens::review::bar::ReviewBar;
use crate::session::state::Session;
use crate::ui::scale::{Screen, window_size};
use crate::ui::tooltip::ToastPlace;

impl HudLayout {
    /// The shape for a window of `window` logical pixels at UI scale `scale`, for a
    /// board of `cells` (with its margin): a phone's own, else whichever of a bar on top
    /// or a panel beside gives the larger board.
    pub fn choose(window: Vec2, scale: f32, cells: Vec2) -> Self {
        if Screen::of(window) == Screen::Phone {
            return HudLayout::Phone;
        }
        let cell = |room: Vec2| {
            let room = room - Vec2::splat(2.0 * MARGIN);
            (room.x / cells.x).min(room.y / cells.y)
        };
        let on_top = cell(window - Vec2::new(0.0, TOP_HEIGHT * scale));
        let beside = cell(window - Vec2::new(SIDE_WIDTH * scale, 0.0));
        // A panel costs reading across; it has to win by a clear margin.
        if beside > on_top * 1.04 {
            HudLayout::Side
        } else {
            HudLayout::Top
        }
    }
}

/// The HUD's parts (its root and a phone's sheet of the rest), not the review's bar.
type HudParts = (Or<(With<HudRoot>, With<MoreSheet>)>, Without<ReviewBar>);

/// What the HUD's shape is chosen from: the window, the UI's scale and the board.
#[derive(bevy::ecs::system::SystemParam)]
pub struct HudRoom<'w, 's> {
    windows: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
    scale: Res<'w, UiScale>,
    roots: Query<'w, 's, (&'static BoardRoot, Option<&'static BoardMargin>)>,
}

/// Keeps the running game's HUD in the shape that suits the window and the board:
/// spawns it as the game opens, and afresh when the shape changes (the session fills its
/// texts in again, and the game its extras).
pub fn keep_hud_shape(
    session: Res<Session>,
    room: HudRoom,
    huds: Query<Entity, HudParts>,
    icons: Res<Icons>,
    mut layout: ResMut<HudLayout>,
    mut wide: Local<bool>,
    mut commands: Commands,
) {
    let HudRoom {
        windows,
        scale,
        roots,
    } = room;
    let window = window_size(&windows);
    let cells = roots
        .iter()
        .next()
        .map_or(Vec2::splat(8.0), |(root, margin)| {
            let extra = 2.0 * margin.map_or(0.0, |m| m.0);
            root.size() / CELL + Vec2::splat(extra)
        });
    let wanted = HudLayout::choose(window, scale.0, cells);
    let wanted_wide = window.x / scale.0 >= LABELS_FROM;
    if !huds.is_empty() && wanted == *layout && wanted_wide == *wide {
        return;
    }
    for hud in &huds {
        commands.entity(hud).despawn();
    }
    layout.set_if_neq(wanted);
    *wide = wanted_wide;
    spawn_hud(
        &mut commands,
        &icons,
        session.id(),
        session.facts().auto_label,
        (wanted, wanted_wide),
    );
}

/// Tells the board what the HUD takes at each edge of the window, in the frame the HUD
/// is laid out (before the board is fitted), and how much room to keep around it; and
/// puts toasts in the HUD's own room (the bar on top, the foot of the side panel), so
/// one never covers the board.
pub fn measure_hud(
    huds: Query<(&HudRoot, &ComputedNode, &UiGlobalTransform)>,
    layout: Res<HudLayout>,
    windows: Query<&Window, With<PrimaryWindow>>,
    ui_scale: Res<UiScale>,
    mut frame: ResMut<BoardFrame>,
    mut toasts: ResMut<ToastPlace>,
) {
    let window = window_size(&windows);
    let to_logical = 1.0 / windows.single().map_or(1.0, |window| window.scale_factor());
    let mut measured = BoardFrame {
        top: 0.0,
        bottom: 0.0,
        left: 0.0,
        right: 0.0,
        margin: if *layout == HudLayout::Phone {
            PHONE_MARGIN
        } else {
            MARGIN
        },
        align_top: *layout == HudLayout::Phone,
    };
    for (edge, node, at) in &huds {
        let size = node.size() * to_logical;
        // A bar not laid out yet (no size, at the window's corner) takes no room: read
        // as it stands it would be a bottom bar as tall as the window.
        if size == Vec2::ZERO {
            continue;
        }
        let centre = at.affine().translation * to_logical;
        match edge {
            HudRoot::Top => measured.top = measured.top.max(centre.y + size.y / 2.0),
            HudRoot::Bottom => {
                measured.bottom = measured.bottom.max(window.y - (centre.y - size.y / 2.0));
            }
            HudRoot::Left => measured.left = measured.left.max(centre.x + size.x / 2.0),
        }
    }
    frame.set_if_neq(measured);
    // UI units are logical pixels over the UI's scale.
    let area = match *layout {
        HudLayout::Side => Rect::new(0.0, window.y * 0.7, measured.left, window.y),
        HudLayout::Top | HudLayout::Phone => Rect::new(0.0, 0.0, window.x, measured.top),
    };
    let place = if area.width() > 1.0 && area.height() > 1.0 {
        ToastPlace::Over(Rect::from_corners(
            area.min / ui_scale.0,
            area.max / ui_scale.0,
        ))
    } else {
        ToastPlace::Bottom
    };
    toasts.set_if_neq(place);
}

/// Toasts show at the bottom of the window again once the game is left.
pub fn toasts_at_the_bottom(mut toasts: ResMut<ToastPlace>) {
    toasts.set_if_neq(ToastPlace::Bottom);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::scale::scale_for;

    fn shape(width: f32, height: f32, board: f32) -> HudLayout {
        let window = Vec2::new(width, height);
        HudLayout::choose(window, scale_for(window), Vec2::splat(board))
    }

    #[test]
    fn the_shape_is_the_one_that_leaves_the_board_the_most_room() {
        // A phone held upright: its own slim bars.
        assert_eq!(shape(360.0, 640.0, 15.0), HudLayout::Phone);
        // A laptop's window a little taller than the board needs: one bar on top.
        assert_eq!(shape(860.0, 740.0, 15.0), HudLayout::Top);
        // A wide screen and a phone on its side: the board is limited by the height, so
        // the panel beside it costs nothing and the bar on top would.
        assert_eq!(shape(1920.0, 1080.0, 15.0), HudLayout::Side);
        assert_eq!(shape(640.0, 360.0, 15.0), HudLayout::Side);
        // A tall, narrow window that is no phone (a desktop window dragged so): on top.
        assert_eq!(shape(700.0, 1000.0, 15.0), HudLayout::Top);
    }
}
