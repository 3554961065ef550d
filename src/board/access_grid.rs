//! The board for a screen reader: a grid (rows of cells, each with its row and column)
//! whose cells are named for what a sighted player sees ("red, group of 5, 9 points",
//! "tile 7", "yellow ball", "moon") and marked selected where the game has a selection.
//! The board's cursor is the screen reader's focus when no button has the keyboard's,
//! the screen reader's click on a cell plays it as a click with the mouse would, and its
//! focus on a cell moves the cursor there. Built only while a screen reader asks (or the
//! web page keeps its mirror); the session says what each cell is (`BoardWords`). The
//! web page's mirror is written from these nodes (`ui::page_mirror`).

use accesskit::{Action, Node as Access, Rect, Role};
use bevy::a11y::AccessibilityNode;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use grid_rules::Pos;

use super::board_words::BoardWords;
use super::cursor::BoardCursor;
use super::root::BoardRoot;
use crate::core::game::{AppState, CellClicked};
use crate::ui::access::tree_wanted;
use crate::ui::focus::KeyboardFocus;
use crate::ui::scale::window_size;
use crate::ui::screen_reader::entity_of;

/// The grid node (a child of the board's root, so it goes with the board).
#[derive(Component, Debug)]
pub struct AccessGrid;

/// A row of the grid.
#[derive(Component, Debug)]
pub struct AccessRow(pub usize);

/// A cell of the grid, by its place on the board; or a button on the ring just outside
/// it (Sixteen's arrows, then also an [`AccessRing`]), clicked and focused as a cell.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct AccessCell(pub Pos);

/// A button on the ring around the board (beside the grid, a child of the board's root).
#[derive(Component, Debug)]
pub struct AccessRing;

/// Installs the board's grid for screen readers.
pub struct AccessGridPlugin;

impl Plugin for AccessGridPlugin {
    fn build(&self, app: &mut App) {
        app.add_systems(PreUpdate, act_on_cells).add_systems(
            PostUpdate,
            (build_grid, name_cells, follow_focus)
                .chain()
                .run_if(tree_wanted),
        );
    }
}

/// Makes the grid, its rows and its cells whenever the board's size does not match.
fn build_grid(
    words: Res<BoardWords>,
    roots: Query<Entity, With<BoardRoot>>,
    grids: Query<(Entity, &ChildOf), With<AccessGrid>>,
    cells: Query<&AccessCell>,
    rings: Query<Entity, With<AccessRing>>,
    mut commands: Commands,
) {
    let Ok(root) = roots.single() else { return };
    let wanted = words.width * words.height;
    let current = grids.iter().find(|(_, parent)| parent.parent() == root);
    let mut ring_now: Vec<Pos> = cells
        .iter()
        .map(|cell| cell.0)
        .filter(|pos| pos.x >= words.width || pos.y >= words.height)
        .collect();
    ring_now.sort();
    let mut ring_wanted: Vec<Pos> = words.ring.iter().map(|(pos, _)| *pos).collect();
    ring_wanted.sort();
    if current.is_some()
        && cells.iter().count() == wanted + ring_now.len()
        && ring_now == ring_wanted
    {
        return;
    }
    for (grid, _) in &grids {
        commands.entity(grid).despawn();
    }
    for ring in &rings {
        commands.entity(ring).despawn();
    }
    if wanted == 0 {
        return;
    }
    for &pos in &ring_wanted {
        commands.spawn((
            AccessCell(pos),
            AccessRing,
            AccessibilityNode(Access::new(Role::Button)),
            ChildOf(root),
        ));
    }
    let mut grid_node = Access::new(Role::Grid);
    grid_node.set_row_count(words.height);
    grid_node.set_column_count(words.width);
    let grid = commands
        .spawn((AccessGrid, AccessibilityNode(grid_node), ChildOf(root)))
        .id();
    for y in 0..words.height {
        let mut row_node = Access::new(Role::Row);
        row_node.set_row_index(y);
        let row = commands
            .spawn((AccessRow(y), AccessibilityNode(row_node), ChildOf(grid)))
            .id();
        for x in 0..words.width {
            commands.spawn((
                AccessCell(Pos::new(x, y)),
                AccessibilityNode(Access::new(Role::GridCell)),
                ChildOf(row),
            ));
        }
    }
}

/// Where the board is in the window, for the cells' bounds: the board's root placement
/// and the window's size and scale.
#[derive(bevy::ecs::system::SystemParam)]
pub struct BoardPlace<'w, 's> {
    roots: Query<'w, 's, (&'static BoardRoot, &'static Transform)>,
    windows: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
}

impl BoardPlace<'_, '_> {
    /// The placement the bounds follow (changes when the board moves or scales).
    fn key(&self) -> Option<(Transform, Vec2, f32)> {
        let (_, fit) = self.roots.single().ok()?;
        let scale = self.windows.single().map_or(1.0, Window::scale_factor);
        Some((*fit, window_size(&self.windows), scale))
    }

    /// The window's rectangle (physical pixels, AccessKit's unit) from cell `from` to
    /// cell `to`: a magnifier or a screen reader's mouse review finds the cells there,
    /// and AT-SPI offers a node the focus only when it has bounds.
    fn bounds(&self, from: Pos, to: Pos) -> Option<Rect> {
        let (root, fit) = self.roots.single().ok()?;
        let (_, window, scale) = self.key()?;
        let (from, step) = root.window_point(fit, window, from);
        let (to, _) = root.window_point(fit, window, to);
        // On a turned board a row runs down the window: take the corners as they lie.
        let (first, last) = (from.min(to), from.max(to));
        let [half, scale] = [f64::from(step) / 2.0, f64::from(scale)];
        Some(Rect::new(
            (f64::from(first.x) - half) * scale,
            (f64::from(first.y) - half) * scale,
            (f64::from(last.x) + half) * scale,
            (f64::from(last.y) + half) * scale,
        ))
    }
}

/// The grid's, a row's or a cell's node with its place on screen, if the board has one.
fn placed(mut access: Access, bounds: Option<Rect>) -> Access {
    if let Some(bounds) = bounds {
        access.set_bounds(bounds);
    }
    access
}

/// A row's node, apart from the grid's and the cells'.
type RowOnly = (Without<AccessGrid>, Without<AccessCell>);

/// The grid's, the rows' and the cells' nodes, and whether cells were just made.
#[derive(bevy::ecs::system::SystemParam)]
pub struct GridNodes<'w, 's> {
    grids: Query<'w, 's, &'static mut AccessibilityNode, (With<AccessGrid>, Without<AccessCell>)>,
    rows: Query<'w, 's, (&'static AccessRow, &'static mut AccessibilityNode), RowOnly>,
    cells:
        Query<'w, 's, (&'static AccessCell, &'static mut AccessibilityNode), Without<AccessGrid>>,
    added: Query<'w, 's, (), Added<AccessCell>>,
}

/// Names every cell for what is there, marks the selected ones, and places the grid,
/// its rows and cells where the board is drawn.
fn name_cells(
    words: Res<BoardWords>,
    place: BoardPlace,
    nodes: GridNodes,
    mut placed_for: Local<Option<(Transform, Vec2, f32)>>,
) {
    let GridNodes {
        mut grids,
        mut rows,
        mut cells,
        added,
    } = nodes;
    let moved = *placed_for != place.key();
    if !words.is_changed() && added.is_empty() && !moved {
        return;
    }
    *placed_for = place.key();
    let (width, height) = (words.width, words.height);
    if width == 0 || height == 0 {
        return;
    }
    let last = Pos::new(width - 1, height - 1);
    for mut grid in &mut grids {
        let mut access = Access::new(Role::Grid);
        access.set_row_count(height);
        access.set_column_count(width);
        access.set_label(words.game.clone());
        let access = placed(access, place.bounds(Pos::new(0, 0), last));
        if grid.0 != access {
            grid.0 = access;
        }
    }
    for (row, mut node) in &mut rows {
        let mut access = Access::new(Role::Row);
        access.set_row_index(row.0);
        let bounds = place.bounds(Pos::new(0, row.0), Pos::new(width - 1, row.0));
        let access = placed(access, bounds);
        if node.0 != access {
            node.0 = access;
        }
    }
    for (cell, mut node) in &mut cells {
        if cell.0.x >= width || cell.0.y >= height {
            let Some((_, name)) = words.ring.iter().find(|(pos, _)| *pos == cell.0) else {
                continue;
            };
            let mut access = Access::new(Role::Button);
            access.set_label(name.clone());
            access.add_action(Action::Click);
            access.add_action(Action::Focus);
            let access = placed(access, place.bounds(cell.0, cell.0));
            if node.0 != access {
                node.0 = access;
            }
            continue;
        }
        let index = cell.0.y * width + cell.0.x;
        let Some(name) = words.cells.get(index) else {
            continue;
        };
        let mut access = Access::new(Role::GridCell);
        access.set_row_index(cell.0.y);
        access.set_column_index(cell.0.x);
        access.set_label(name.clone());
        access.set_selected(words.selected.get(index).copied().unwrap_or(false));
        access.add_action(Action::Click);
        access.add_action(Action::Focus);
        let access = placed(access, place.bounds(cell.0, cell.0));
        if node.0 != access {
            node.0 = access;
        }
    }
}

/// The screen reader's focus is the keyboard's: the focused button, else in a game the
/// cell under the board's cursor.
fn follow_focus(
    focus: Res<KeyboardFocus>,
    cursor: Res<BoardCursor>,
    state: Res<State<AppState>>,
    cells: Query<(Entity, &AccessCell)>,
    mut input_focus: ResMut<InputFocus>,
) {
    let wanted = focus.button.or_else(|| {
        matches!(state.get(), AppState::Playing(_))
            .then(|| cells.iter().find(|(_, cell)| cell.0 == cursor.pos))
            .flatten()
            .map(|(entity, _)| entity)
    });
    if input_focus.get() != wanted {
        match wanted {
            Some(entity) => input_focus.set(entity, bevy::input_focus::FocusCause::Navigated),
            None => input_focus.clear(),
        }
    }
}

/// A screen reader's click on a cell plays it (as a mouse click would); its focus on a
/// cell brings the cursor there.
fn act_on_cells(
    mut asked: MessageReader<bevy::a11y::ActionRequest>,
    cells: Query<&AccessCell>,
    mut cursor: ResMut<BoardCursor>,
    mut focus: ResMut<KeyboardFocus>,
    mut clicks: MessageWriter<CellClicked>,
) {
    for request in asked.read() {
        let Some(cell) = entity_of(request.0.target_node).and_then(|e| cells.get(e).ok()) else {
            continue;
        };
        match request.0.action {
            Action::Click => {
                cursor.pos = cell.0;
                clicks.write(CellClicked { pos: cell.0 });
            }
            Action::Focus => {
                cursor.pos = cell.0;
                focus.button = None;
            }
            _ => {}
        }
    }
}
