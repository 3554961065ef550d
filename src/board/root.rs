//! The board's root and pieces: one entity per piece with `GridPos` and `Tile`, a root
//! that scales the board to the window and keeps it centred below the HUD, and cell
//! picking turned into `CellClicked` messages.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use grid_rules::{Colour, Pos};

use crate::core::game::CellClicked;
use crate::ui::scale::{HEADLESS_WINDOW, window_size};

/// Side of one cell in board-local units; the root's scale maps it to pixels.
pub const CELL: f32 = 64.0;
/// The part of the window the board may use: what the HUD takes at each edge (a bar at
/// the top, a toolbar at the bottom on a phone, a panel at the left beside the board),
/// the room kept around the board, and whether the board sits at the top of what is left
/// (a phone, so it is in reach and the spare room is below it) or in its middle. In
/// logical pixels; the HUD's layout sets it in the frame it is laid out.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct BoardFrame {
    pub top: f32,
    pub bottom: f32,
    pub left: f32,
    pub right: f32,
    pub margin: f32,
    pub align_top: bool,
}

impl Default for BoardFrame {
    fn default() -> Self {
        Self {
            top: 0.0,
            bottom: 0.0,
            left: 0.0,
            right: 0.0,
            margin: MARGIN,
            align_top: false,
        }
    }
}

/// Room kept free around the board on a large screen, in pixels.
pub const MARGIN: f32 = 12.0;

/// Where a piece stands in the rules state.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GridPos(pub Pos);

/// What a piece is, as its game's piece code (a colour's place in `Colour::ALL`, a
/// picture's or a tile's number).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile(pub u16);

/// The colour of a piece of a colour game (what its symbol shows), under the name the
/// architecture uses.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileColor(pub Colour);

/// A piece that the rules removed and that is still playing its exit animation; it is
/// not part of the mirror and is despawned when its animation ends.
#[derive(Component, Debug)]
pub struct Vanishing;

/// The static, clickable background square of one cell.
#[derive(Component, Clone, Copy, Debug)]
pub struct CellSlot(pub Pos);

/// The parent of everything on the board; its transform fits the board to the window.
/// A `turned` board is drawn a quarter turn clockwise (its top row down the right
/// side), so a wide board fills a phone held upright; pieces stay upright.
#[derive(Component, Clone, Copy, Debug)]
pub struct BoardRoot {
    pub width: usize,
    pub height: usize,
    pub turned: bool,
}

/// The cell under the pointer, for previews such as a group highlight.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HoveredCell(pub Option<Pos>);

impl BoardRoot {
    /// The centre of a cell in board-local coordinates; a place on the ring just
    /// outside the board (a coordinate of −1, [`Pos::BEFORE`], or the width or height)
    /// too, as Sixteen's arrows stand there.
    pub fn cell_center(&self, pos: Pos) -> Vec3 {
        let coordinate = |value: usize| {
            if value == Pos::BEFORE {
                -1.0
            } else {
                value as f32
            }
        };
        self.point(coordinate(pos.x), coordinate(pos.y))
    }

    /// An upright board of `width` x `height` cells.
    pub fn new(width: usize, height: usize) -> Self {
        Self {
            width,
            height,
            turned: false,
        }
    }

    /// A point in cell coordinates (x right, y down; may be fractional or outside the
    /// board, as for a ring of empty cells around it) in board-local coordinates.
    pub fn point(&self, x: f32, y: f32) -> Vec3 {
        let half_w = (self.width as f32 - 1.0) / 2.0;
        let half_h = (self.height as f32 - 1.0) / 2.0;
        if self.turned {
            Vec3::new((half_h - y) * CELL, (half_w - x) * CELL, 0.0)
        } else {
            Vec3::new((x - half_w) * CELL, (half_h - y) * CELL, 0.0)
        }
    }

    /// The cell coordinates (fractional) of a board-local point: [`BoardRoot::point`]
    /// undone.
    pub fn cell_coordinates(&self, local: Vec2) -> Vec2 {
        let half_w = (self.width as f32 - 1.0) / 2.0;
        let half_h = (self.height as f32 - 1.0) / 2.0;
        if self.turned {
            Vec2::new(half_w - local.y / CELL, half_h - local.x / CELL)
        } else {
            Vec2::new(local.x / CELL + half_w, half_h - local.y / CELL)
        }
    }

    /// Width and height of the board as drawn, in local units.
    pub fn size(&self) -> Vec2 {
        let cells = Vec2::new(self.width as f32, self.height as f32) * CELL;
        if self.turned { cells.yx() } else { cells }
    }

    /// Whether a board of `width` x `height` cells is better turned in a window of
    /// `window` pixels: a wide board in a window held upright, where turning it makes
    /// its cells at least a fifth larger.
    pub fn turns_in(
        width: usize,
        height: usize,
        window: Vec2,
        frame: &BoardFrame,
        extra: f32,
    ) -> bool {
        let upright = Self::new(width, height);
        let turned = Self {
            turned: true,
            ..upright
        };
        let scale = |root: Self| root.fit(window, frame, extra).scale.x;
        width > height && window.y > window.x && scale(turned) > 1.2 * scale(upright)
    }

    /// The root transform that fits the board (plus `extra` cells of room on each side)
    /// into `frame`'s part of a window of `window` pixels.
    pub fn fit(&self, window: Vec2, frame: &BoardFrame, extra: f32) -> Transform {
        let room = Vec2::new(
            (window.x - frame.left - frame.right - 2.0 * frame.margin).max(1.0),
            (window.y - frame.top - frame.bottom - 2.0 * frame.margin).max(1.0),
        );
        let needed = self.size() + Vec2::splat(2.0 * extra * CELL);
        let scale = (room.x / needed.x).min(room.y / needed.y);
        // The centre of the board's room, from the window's top-left.
        let centre_x = frame.left + frame.margin + room.x / 2.0;
        let centre_y = if frame.align_top {
            frame.top + frame.margin + needed.y * scale / 2.0
        } else {
            frame.top + frame.margin + room.y / 2.0
        };
        // The world origin is the window centre, with y up.
        Transform::from_xyz(centre_x - window.x / 2.0, window.y / 2.0 - centre_y, 0.0)
            .with_scale(Vec3::new(scale, scale, 1.0))
    }

    /// Where the centre of `pos` is in a window of `window` pixels (from its top-left)
    /// under the root transform `fit`, and how many pixels a cell is.
    pub fn window_point(&self, fit: &Transform, window: Vec2, pos: Pos) -> (Vec2, f32) {
        let world = fit.transform_point(self.cell_center(pos));
        (
            Vec2::new(window.x / 2.0 + world.x, window.y / 2.0 - world.y),
            fit.scale.x * CELL,
        )
    }
}

/// Extra cells of room kept around a board (a ring of empty cells, labels).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct BoardMargin(pub f32);

/// Scales and places every board root for the window's size and the HUD's room.
pub fn fit_board_to_window(
    windows: Query<&Window, With<PrimaryWindow>>,
    frame: Res<BoardFrame>,
    mut roots: Query<(&BoardRoot, Option<&BoardMargin>, &mut Transform)>,
) {
    let window = window_size(&windows);
    for (root, margin, mut transform) in &mut roots {
        let fitted = root.fit(window, &frame, margin.map_or(0.0, |m| m.0));
        if *transform != fitted {
            *transform = fitted;
        }
    }
}

/// Spawns a board root with one clickable background square per cell, scoped to
/// `scope`. Returns the root; pieces are spawned as its children.
pub fn spawn_board_root<S: States>(
    commands: &mut Commands,
    scope: S,
    root: BoardRoot,
    margin: f32,
    cell_colour: Color,
) -> Entity {
    let BoardRoot { width, height, .. } = root;
    let root_entity = commands
        .spawn((
            Name::new("Board"),
            root,
            BoardMargin(margin),
            root.fit(HEADLESS_WINDOW, &BoardFrame::default(), margin),
            Visibility::default(),
            DespawnOnExit(scope),
        ))
        .id();
    for y in 0..height {
        for x in 0..width {
            let pos = Pos::new(x, y);
            let sprite = Sprite::from_color(cell_colour, Vec2::splat(CELL - 2.0));
            spawn_cell_slot(commands, root_entity, &root, pos, sprite);
        }
    }
    root_entity
}

/// A clickable square at `pos` on the board (or on the ring just outside it): a click
/// there is a [`CellClicked`] for `pos`, and the pointer over it is the hovered cell.
pub fn spawn_cell_slot(
    commands: &mut Commands,
    root_entity: Entity,
    root: &BoardRoot,
    pos: Pos,
    sprite: Sprite,
) -> Entity {
    commands
        .spawn((
            CellSlot(pos),
            sprite,
            Transform::from_translation(root.cell_center(pos).with_z(crate::core::z::CELL)),
            Pickable::default(),
            ChildOf(root_entity),
        ))
        .observe(click_cell)
        .observe(hover_cell)
        .observe(leave_cell)
        .id()
}

fn click_cell(
    click: On<PointerClick>,
    slots: Query<&CellSlot>,
    mut clicked: MessageWriter<CellClicked>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(slot) = slots.get(click.entity) {
        clicked.write(CellClicked { pos: slot.0 });
    }
}

fn hover_cell(over: On<PointerOver>, slots: Query<&CellSlot>, mut hovered: ResMut<HoveredCell>) {
    if let Ok(slot) = slots.get(over.entity) {
        hovered.0 = Some(slot.0);
    }
}

fn leave_cell(out: On<PointerOut>, slots: Query<&CellSlot>, mut hovered: ResMut<HoveredCell>) {
    if let Ok(slot) = slots.get(out.entity)
        && hovered.0 == Some(slot.0)
    {
        hovered.0 = None;
    }
}
