//! The keyboard cursor on the board: the arrow keys move it, Enter or Space clicks where
//! it is (so two-click moves work as with the mouse). It shows while the keyboard is in
//! use and hides when the pointer is used.

use bevy::prelude::*;
use grid_rules::Pos;

use bevy::input::keyboard::KeyboardInput;

use super::marks::outline_bars;
use super::root::{BoardRoot, CELL};
use crate::core::game::{AppState, CellClicked};
use crate::core::z;

use crate::ui::focus::{KeyboardFocus, PRESS_KEYS};
use crate::ui::input::{KeyboardInUse, presses};

/// Where the keyboard cursor is, whether the arrow keys move it in this game (a game
/// may take the arrows for its own moves instead), and whether it may step onto the
/// ring just outside the board, where Sixteen's arrows are (its corners excepted).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardCursor {
    pub pos: Pos,
    pub arrows_move_it: bool,
    pub ring: bool,
}

impl Default for BoardCursor {
    fn default() -> Self {
        Self {
            pos: Pos::new(0, 0),
            arrows_move_it: true,
            ring: false,
        }
    }
}

/// A coordinate as a signed number (−1 for [`Pos::BEFORE`]).
fn signed(value: usize) -> isize {
    if value == Pos::BEFORE {
        -1
    } else {
        value as isize
    }
}

impl BoardCursor {
    /// `pos` moved by (`dx`, `dy`) and kept on a `width` × `height` board, or on its
    /// ring where the cursor may go there: a step off the ring (or into its corners)
    /// stays put.
    pub fn stepped(&self, pos: Pos, (dx, dy): (isize, isize), width: usize, height: usize) -> Pos {
        let (x, y) = (signed(pos.x) + dx, signed(pos.y) + dy);
        let (w, h) = (width as isize, height as isize);
        if !self.ring {
            return Pos::new(x.clamp(0, w - 1) as usize, y.clamp(0, h - 1) as usize);
        }
        let on_ring = |x: isize, y: isize| {
            ((0..w).contains(&x) && (-1..=h).contains(&y))
                || ((0..h).contains(&y) && (-1..=w).contains(&x))
        };
        if !on_ring(x, y) {
            return pos;
        }
        let unsigned = |value: isize| {
            if value < 0 {
                Pos::BEFORE
            } else {
                value as usize
            }
        };
        Pos::new(unsigned(x), unsigned(y))
    }

    /// `pos` brought onto the board (or its ring, where allowed) after the board changed.
    fn kept(&self, pos: Pos, width: usize, height: usize) -> Pos {
        let inside = pos.x < width && pos.y < height;
        let on_ring = self.ring && self.stepped(pos, (0, 0), width, height) == pos;
        if inside || on_ring {
            pos
        } else {
            Pos::new(pos.x.min(width - 1), pos.y.min(height - 1))
        }
    }
}

/// The drawn cursor (a child of the board root).
#[derive(Component, Debug)]
pub struct CursorMark;

/// Installs the cursor.
pub struct CursorPlugin;

impl Plugin for CursorPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<BoardCursor>()
            .init_resource::<KeyboardInUse>()
            .add_message::<KeyboardInput>()
            .init_resource::<KeyboardFocus>()
            .add_systems(
                Update,
                (move_cursor.after(crate::ui::focus::MoveFocus), draw_cursor).chain(),
            );
    }
}

fn move_cursor(
    mut keys: MessageReader<KeyboardInput>,
    state: Res<State<AppState>>,
    focus: Res<KeyboardFocus>,
    roots: Query<&BoardRoot>,
    mut cursor: ResMut<BoardCursor>,
    mut clicks: MessageWriter<CellClicked>,
) {
    let keys = presses(&mut keys);
    if keys.is_empty() || !matches!(state.get(), AppState::Playing(_)) {
        return;
    }
    let Ok(root) = roots.single() else { return };
    let kept = cursor.kept(cursor.pos, root.width, root.height);
    if cursor.pos != kept {
        cursor.pos = kept;
    }
    if !cursor.arrows_move_it {
        return;
    }
    for key in keys {
        let (dx, dy) = match key {
            KeyCode::ArrowLeft => (-1, 0),
            KeyCode::ArrowRight => (1, 0),
            KeyCode::ArrowUp => (0, -1),
            KeyCode::ArrowDown => (0, 1),
            // Enter on a focused button presses the button, not the board.
            key if PRESS_KEYS.contains(&key) && focus.button.is_none() => {
                clicks.write(CellClicked { pos: cursor.pos });
                continue;
            }
            _ => continue,
        };
        // Arrows move the cursor the way they point on screen, on a turned board too
        // (its rows run down the window, its columns from right to left).
        let (dx, dy) = if root.turned { (dy, -dx) } else { (dx, dy) };
        cursor.pos = cursor.stepped(cursor.pos, (dx, dy), root.width, root.height);
    }
}

fn draw_cursor(
    mut commands: Commands,
    cursor: Res<BoardCursor>,
    keyboard: Res<KeyboardInUse>,
    roots: Query<(Entity, &BoardRoot)>,
    marks: Query<(Entity, &ChildOf), With<CursorMark>>,
) {
    let Ok((root_entity, root)) = roots.single() else {
        return;
    };
    let shown = keyboard.0 && cursor.arrows_move_it;
    let on_this_board = marks
        .iter()
        .any(|(_, parent)| parent.parent() == root_entity);
    if !cursor.is_changed() && !keyboard.is_changed() && on_this_board == shown {
        return;
    }
    for (mark, _) in &marks {
        commands.entity(mark).despawn();
    }
    if !shown {
        return;
    }
    let mark = commands
        .spawn((
            CursorMark,
            Transform::default(),
            Visibility::default(),
            ChildOf(root_entity),
        ))
        .id();
    let cell = [cursor.pos];
    let dark = outline_bars(
        root,
        &cell,
        CELL * 0.2,
        Color::srgba(0.0, 0.0, 0.0, 0.9),
        z::HINT + 0.5,
    );
    let bright = outline_bars(root, &cell, CELL * 0.09, Color::WHITE, z::HINT + 0.6);
    for bar in dark.into_iter().chain(bright) {
        commands.spawn((bar, Pickable::IGNORE, ChildOf(mark)));
    }
}
