//! The picture Fifteen's tiles are cut from. Any picture works: once loaded (and again
//! whenever its file changes) it is cropped to its centred square and, when very large,
//! scaled down, so a photo of any shape and size makes a sharp board and a small one
//! on the graphics card. Each tile then shows its part of the square.

use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;
use grid_rules::Pos;

use super::settings::FifteenLook;
use crate::board::root::{BoardRoot, Tile};

/// The theme's picture, used unless `config.ron` names the player's own.
pub const THEME_PICTURE: &str = "fifteen/picture.png";

/// The largest side kept: a 6×6 board of 170-pixel parts, sharper than any board is
/// drawn on a screen.
pub const MAX_PICTURE_SIDE: u32 = 1024;

/// The centred part of an image of `size` pixels with the board's shape (`shape`:
/// width and height in cells), cut into `parts` (columns and rows): the part that
/// belongs at `home`. A square board takes the centred square, a wide one a wide strip.
pub fn picture_part(size: UVec2, parts: (usize, usize), shape: (usize, usize), home: Pos) -> Rect {
    let (size, aspect) = (size.as_vec2(), shape.0 as f32 / shape.1 as f32);
    let cut = if size.x / size.y > aspect {
        Vec2::new(size.y * aspect, size.y)
    } else {
        Vec2::new(size.x, size.x / aspect)
    };
    let origin = (size - cut) / 2.0;
    let part = cut / Vec2::new(parts.0 as f32, parts.1 as f32);
    let min = origin + Vec2::new(home.x as f32, home.y as f32) * part;
    Rect::from_corners(min, min + part)
}

/// Where tile `number` belongs on a solved board `width` tiles wide.
pub fn home_of(number: u16, width: usize) -> Pos {
    let index = number as usize - 1;
    Pos::new(index % width, index / width)
}

/// Each tile shows the part of the picture that belongs at its home; follows the
/// picture's size, which changes when its file does.
pub(super) fn fit_picture_parts(
    look: FifteenLook,
    images: Option<Res<Assets<Image>>>,
    roots: Query<&BoardRoot>,
    mut tiles: Query<(&Tile, &mut Sprite)>,
) {
    let Some(image) = images
        .as_ref()
        .and_then(|images| images.get(&look.picture()))
    else {
        return;
    };
    let Ok(root) = roots.single() else { return };
    let size = image.size();
    for (tile, mut sprite) in &mut tiles {
        let shape = (root.width, root.height);
        let rect = Some(picture_part(
            size,
            shape,
            shape,
            home_of(tile.0, root.width),
        ));
        if sprite.rect != rect {
            sprite.rect = rect;
        }
    }
}

/// Squares the picture when it (re)loads. Replacing it sends one more `Modified`, and
/// the square picture is then left alone.
/// (Optional resources: headless tests have no images.)
pub(super) fn square_the_picture(
    events: Option<Res<Messages<AssetEvent<Image>>>>,
    mut seen: Local<MessageCursor<AssetEvent<Image>>>,
    look: FifteenLook,
    images: Option<ResMut<Assets<Image>>>,
) {
    let (Some(events), Some(mut images)) = (events, images) else {
        return;
    };
    let picture = look.picture().id();
    let changed = seen.read(&events).any(|event| {
        matches!(event,
            AssetEvent::LoadedWithDependencies { id } | AssetEvent::Modified { id }
                if *id == picture)
    });
    if !changed {
        return;
    }
    let Some(squared) = images.get(picture).and_then(square_picture) else {
        return;
    };
    let _ = images.insert(picture, squared);
}

/// The centred square of `image`, scaled down to at most [`MAX_PICTURE_SIDE`]; `None`
/// when it is already both, or is not plain pixels (a compressed texture) that could
/// be cut.
pub fn square_picture(image: &Image) -> Option<Image> {
    use bevy::image::TextureFormatPixelInfo;
    let size = image.size();
    let side = size.x.min(size.y);
    let target = side.min(MAX_PICTURE_SIDE);
    // Averaging bytes is right only for one byte per channel; other formats are cut
    // but keep their size.
    let bytes_per_channel_is_one = matches!(
        image.texture_descriptor.format,
        bevy::render::render_resource::TextureFormat::R8Unorm
            | bevy::render::render_resource::TextureFormat::Rg8Unorm
            | bevy::render::render_resource::TextureFormat::Rgba8Unorm
            | bevy::render::render_resource::TextureFormat::Rgba8UnormSrgb
            | bevy::render::render_resource::TextureFormat::Bgra8Unorm
            | bevy::render::render_resource::TextureFormat::Bgra8UnormSrgb
    );
    let target = if bytes_per_channel_is_one {
        target
    } else {
        side
    };
    if size.x == size.y && target == side {
        return None;
    }
    let pixel = image.texture_descriptor.format.pixel_size().ok()?;
    let data = image.data.as_ref()?;
    if data.len() < (size.x * size.y) as usize * pixel || side == 0 {
        return None;
    }
    let origin = UVec2::new((size.x - side) / 2, (size.y - side) / 2);
    let mut out = Vec::with_capacity((target * target) as usize * pixel);
    let mut sums = vec![0u32; pixel];
    for y in 0..target {
        // The source rows and columns this output pixel covers (at least one each).
        let (y0, y1) = covered(y, target, side);
        for x in 0..target {
            let (x0, x1) = covered(x, target, side);
            sums.iter_mut().for_each(|sum| *sum = 0);
            for sy in y0..y1 {
                let row = ((origin.y + sy) * size.x + origin.x) as usize;
                for sx in x0..x1 {
                    let at = (row + sx as usize) * pixel;
                    for (sum, byte) in sums.iter_mut().zip(&data[at..at + pixel]) {
                        *sum += u32::from(*byte);
                    }
                }
            }
            let count = (y1 - y0) * (x1 - x0);
            out.extend(sums.iter().map(|sum| ((sum + count / 2) / count) as u8));
        }
    }
    let mut squared = image.clone();
    squared.texture_descriptor.size.width = target;
    squared.texture_descriptor.size.height = target;
    squared.data = Some(out);
    Some(squared)
}

/// `width`×`height` RGBA pixels as an image the renderer and the picture code take.
pub fn rgba_picture(width: u32, height: u32, rgba: Vec<u8>) -> Image {
    use bevy::asset::RenderAssetUsages;
    use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
    Image::new(
        Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        rgba,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    )
}

/// The source pixels `[start, end)` that output pixel `i` of `target` covers in `side`.
fn covered(i: u32, target: u32, side: u32) -> (u32, u32) {
    let start = (u64::from(i) * u64::from(side) / u64::from(target)) as u32;
    let end = (u64::from(i + 1) * u64::from(side) / u64::from(target)) as u32;
    (start, end.max(start + 1).min(side))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An RGBA picture whose pixel (x, y) is (x, y, 7, 255).
    fn gradient(width: u32, height: u32) -> Image {
        let data = (0..height)
            .flat_map(|y| (0..width).flat_map(move |x| [x as u8, y as u8, 7, 255]))
            .collect();
        rgba_picture(width, height, data)
    }

    #[test]
    fn an_odd_shaped_picture_is_cut_to_its_centred_square() {
        let wide = square_picture(&gradient(30, 20)).expect("a wide picture is cut");
        assert_eq!(wide.size(), UVec2::new(20, 20));
        let data = wide.data.as_ref().unwrap();
        // The first pixel is the source's (5, 0): five columns cut from each side.
        assert_eq!(&data[..4], &[5, 0, 7, 255]);
        let last = data.len() - 4;
        assert_eq!(&data[last..], &[24, 19, 7, 255]);
        let tall = square_picture(&gradient(9, 13)).expect("a tall picture is cut");
        assert_eq!(tall.size(), UVec2::new(9, 9));
        assert_eq!(&tall.data.as_ref().unwrap()[..4], &[0, 2, 7, 255]);
        assert!(
            square_picture(&gradient(16, 16)).is_none(),
            "square is kept"
        );
    }

    #[test]
    fn a_very_large_picture_is_scaled_down_by_averaging() {
        let side = MAX_PICTURE_SIDE * 2;
        let mut big = gradient(side + 100, side);
        // Paint a checkerboard of single pixels: every 2x2 block averages to grey.
        let width = side + 100;
        let data = big.data.as_mut().unwrap();
        for y in 0..side {
            for x in 0..width {
                let at = ((y * width + x) * 4) as usize;
                let value = if (x + y) % 2 == 0 { 0 } else { 200 };
                data[at..at + 3].copy_from_slice(&[value, value, value]);
            }
        }
        let small = square_picture(&big).expect("a big picture is scaled");
        assert_eq!(small.size(), UVec2::splat(MAX_PICTURE_SIDE));
        assert!(
            small
                .data
                .as_ref()
                .unwrap()
                .chunks(4)
                .all(|pixel| pixel == [100, 100, 100, 255])
        );
        assert!(square_picture(&small).is_none());
    }
}
