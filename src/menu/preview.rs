//! A card's picture: a game in progress, drawn into one small image (a deal from a fixed
//! seed, with the settings chosen, played a few moves: balls on a Color Lines board,
//! a SameGame board with its first groups gone), or the game's own picture where it has
//! one, cut into tiles a few moves from solved (one of them the gap). One image per card keeps the first screen
//! light: the menu draws five images, not hundreds of little squares.

use bevy::asset::RenderAssetUsages;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use grid_rules::Pos;

use crate::look::pieces::{PicturePreview, PieceLook, PreviewShape};
use crate::session::game::Game;
use crate::session::game::Position;

/// The side of a card's picture on screen, in UI units, and in pixels drawn.
pub const SIDE: f32 = 96.0;
const PIXELS: usize = 160;

/// Spawns the picture of `game` under `card`: its own picture cut into tiles, or a game
/// in progress with the settings chosen.
pub fn spawn_preview(world: &mut World, game: &'static dyn Game, card: Entity) -> Entity {
    let node = || Node {
        width: px(SIDE),
        height: px(SIDE),
        flex_shrink: 0.0,
        border_radius: BorderRadius::all(px(10)),
        ..default()
    };
    let look = world.resource::<PieceLook>().clone();
    if let Some(picture) = game.preview_picture(world) {
        let frame = world
            .spawn((node(), BackgroundColor(GAP), ChildOf(card)))
            .id();
        spawn_picture_tiles(world, frame, &picture);
        return frame;
    }
    let pixels = game
        .preview_position(&game.next_params(world))
        .map(|position| draw_board(game, position.as_ref(), &look));
    let image = pixels
        .and_then(|pixels| add_image(world, pixels))
        .unwrap_or_default();
    world
        .spawn((
            ImageNode::new(image),
            node(),
            BackgroundColor(look.cell_colour),
            ChildOf(card),
        ))
        .id()
}

/// An RGBA picture, `PIXELS` square, as bytes.
type Pixels = Vec<u8>;

/// Adds `pixels` as an image, where the app has images at all.
fn add_image(world: &mut World, pixels: Pixels) -> Option<Handle<Image>> {
    let mut images = world.get_resource_mut::<Assets<Image>>()?;
    let side = PIXELS as u32;
    let image = Image::new(
        Extent3d {
            width: side,
            height: side,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        pixels,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    Some(images.add(image))
}

/// The board of `state` in its pieces' colours and shapes, centred in the square.
fn draw_board(game: &dyn Game, position: &dyn Position, look: &PieceLook) -> Pixels {
    let cells = position.pieces();
    let (width, height) = (cells.width(), cells.height());
    let cell = PIXELS as f32 / width.max(height) as f32;
    let offset = Vec2::new(
        (PIXELS as f32 - cell * width as f32) / 2.0,
        (PIXELS as f32 - cell * height as f32) / 2.0,
    );
    let mut pixels = vec![0u8; PIXELS * PIXELS * 4];
    for y in 0..height {
        for x in 0..width {
            let pos = Pos::new(x, y);
            let Some(piece) = &cells[pos] else { continue };
            let (colour, shape) = game.preview_piece(*piece, look);
            let corner = offset + Vec2::new(x as f32, y as f32) * cell;
            paint_cell(&mut pixels, corner, cell, colour, shape);
        }
    }
    pixels
}

/// Paints one piece into the cell whose top-left corner is `corner`.
fn paint_cell(pixels: &mut Pixels, corner: Vec2, cell: f32, colour: Color, shape: PreviewShape) {
    let base = colour.to_srgba();
    let (x0, y0) = (corner.x.floor() as usize, corner.y.floor() as usize);
    let (x1, y1) = (
        ((corner.x + cell).ceil() as usize).min(PIXELS),
        ((corner.y + cell).ceil() as usize).min(PIXELS),
    );
    for py in y0..y1 {
        for px in x0..x1 {
            // Where the pixel's centre lies in the cell, from -1 to 1 each way.
            let u = ((px as f32 + 0.5 - corner.x) / cell) * 2.0 - 1.0;
            let v = ((py as f32 + 0.5 - corner.y) / cell) * 2.0 - 1.0;
            let (cover, light) = match shape {
                PreviewShape::Ball => {
                    let d = (u * u + v * v).sqrt();
                    let edge = ((0.86 - d) * cell * 0.5).clamp(0.0, 1.0);
                    (
                        edge,
                        1.15 - 0.45 * ((u + 0.45).powi(2) + (v + 0.5).powi(2)).sqrt(),
                    )
                }
                PreviewShape::Block => {
                    let d = u.abs().max(v.abs());
                    let edge = ((0.92 - d) * cell * 0.5).clamp(0.0, 1.0);
                    (
                        edge,
                        if v < -0.6 {
                            1.2
                        } else if v > 0.6 {
                            0.75
                        } else {
                            1.0
                        },
                    )
                }
                PreviewShape::Tile => {
                    let d = u.abs().max(v.abs());
                    let edge = ((0.9 - d) * cell * 0.5).clamp(0.0, 1.0);
                    let mark = (u * u + v * v).sqrt() < 0.42;
                    (edge, if mark { -1.0 } else { 1.0 })
                }
            };
            if cover <= 0.0 {
                continue;
            }
            let (r, g, b) = if light < 0.0 {
                (base.red, base.green, base.blue)
            } else if shape == PreviewShape::Tile {
                (0.93, 0.89, 0.8)
            } else {
                let l = light.clamp(0.4, 1.3);
                (base.red * l, base.green * l, base.blue * l)
            };
            let at = (py * PIXELS + px) * 4;
            let blend = |old: u8, new: f32| {
                (old as f32 * (1.0 - cover) + new.clamp(0.0, 1.0) * 255.0 * cover) as u8
            };
            pixels[at] = blend(pixels[at], r);
            pixels[at + 1] = blend(pixels[at + 1], g);
            pixels[at + 2] = blend(pixels[at + 2], b);
            pixels[at + 3] = blend(pixels[at + 3], 1.0);
        }
    }
}

/// The dark of the gap, and of the lines between a picture's tiles.
const GAP: Color = Color::srgb(0.03, 0.035, 0.05);

/// One tile of a card's cut picture: the part of the picture it shows, of a board
/// `side` tiles a side. Its image's rectangle is set once the picture has loaded (its
/// size is not known before); until then it is not drawn.
#[derive(Component, Debug)]
pub struct PictureTile {
    part: Pos,
    side: usize,
}

/// Spawns the tiles of `picture` under `frame`, each in its cell with a thin line of
/// the gap's dark around it.
fn spawn_picture_tiles(world: &mut World, frame: Entity, picture: &PicturePreview) {
    let cell = 100.0 / picture.side as f32;
    for (index, part) in picture.parts.iter().enumerate() {
        let Some(part) = *part else { continue };
        let (x, y) = (index % picture.side, index / picture.side);
        world.spawn((
            PictureTile {
                part,
                side: picture.side,
            },
            ImageNode {
                image: picture.image.clone(),
                color: Color::NONE,
                ..default()
            },
            Node {
                position_type: PositionType::Absolute,
                left: percent(x as f32 * cell),
                top: percent(y as f32 * cell),
                width: percent(cell),
                height: percent(cell),
                border: UiRect::all(px(1)),
                ..default()
            },
            ChildOf(frame),
        ));
    }
}

/// Cuts each card tile's part out of its picture once the picture has loaded (and again
/// when a theme brings another picture).
pub fn cut_picture_tiles(
    images: Option<Res<Assets<Image>>>,
    mut tiles: Query<(&PictureTile, &mut ImageNode)>,
) {
    let Some(images) = images else { return };
    for (tile, mut node) in &mut tiles {
        let Some(size) = images.get(&node.image).map(|image| image.size_f32()) else {
            continue;
        };
        let part = size / tile.side as f32;
        let min = Vec2::new(tile.part.x as f32, tile.part.y as f32) * part;
        let rect = Some(Rect::from_corners(min, min + part));
        if node.rect != rect {
            node.rect = rect;
            node.color = Color::WHITE;
        }
    }
}
