//! The board drawn as a few meshes instead of a sprite per piece. Bevy draws a batch
//! of sprites as one instanced draw, and a GPU emulated in software (Mesa's llvmpipe, as
//! in a virtual machine or without a driver; Chrome's SwiftShader) runs the vertex
//! pipeline once per instance, allocating as it goes: 225 sprites cost a software
//! renderer some 200 ms a frame, one mesh of 225 quads a few (`scripts/frame-rate-bench.sh`
//! shows both in a bare Bevy app). So every sprite on a board (its cells, pieces and what
//! is drawn on them) stays an entity, with its `GridPos`, `Tile`, `Sprite` and animated
//! `Transform` as before, but is kept off the camera's render layer; its quad is written
//! into the mesh of its image and depth, one mesh each, rebuilt only in a frame where a
//! board sprite moved, changed, came or went.

use std::collections::{BTreeMap, HashMap};

use bevy::asset::RenderAssetUsages;
use bevy::camera::visibility::RenderLayers;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::sprite_render::AlphaMode2d;

use super::root::BoardRoot;

/// The render layer board sprites are kept on: no camera draws it; their meshes are
/// drawn instead.
const OFF_CAMERA: usize = 1;

/// A sprite drawn into its board's meshes.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnBoard(pub Entity);

/// One of a board's meshes: the sprites of one image at one depth.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BatchKey {
    /// The depth, in thousandths.
    depth: i32,
    /// The image (none: plain colour).
    image: Option<AssetId<Image>>,
}

/// A board's meshes, by what they hold.
#[derive(Component, Debug, Default)]
pub struct Batches(HashMap<BatchKey, (Entity, Handle<Mesh>)>);

/// Draws every board's sprites as meshes.
pub struct BoardBatchPlugin;

impl Plugin for BoardBatchPlugin {
    fn build(&self, app: &mut App) {
        use bevy::camera::visibility::VisibilitySystems;
        // Every board root carries its meshes; the root itself knows nothing of batching.
        app.register_required_components::<BoardRoot, Batches>();
        app.init_resource::<Materials>().add_systems(
            PostUpdate,
            (
                // Off the camera's layer before Bevy decides what it sees this frame.
                adopt_board_sprites.before(VisibilitySystems::CheckVisibility),
                draw_batches
                    .after(TransformSystems::Propagate)
                    .after(VisibilitySystems::VisibilityPropagate),
            ),
        );
    }
}

/// A material per image, shared by every board.
#[derive(Resource, Default)]
struct Materials(HashMap<Option<AssetId<Image>>, Handle<ColorMaterial>>);

/// Sprites that have just appeared under a board root are taken off the camera's layer
/// and drawn into that board's meshes.
fn adopt_board_sprites(
    new: Query<Entity, (Added<Sprite>, Without<OnBoard>)>,
    parents: Query<&ChildOf>,
    roots: Query<(), With<BoardRoot>>,
    mut commands: Commands,
) {
    for sprite in &new {
        let root = parents
            .iter_ancestors(sprite)
            .find(|ancestor| roots.contains(*ancestor));
        if let Some(root) = root {
            commands
                .entity(sprite)
                .insert((OnBoard(root), RenderLayers::layer(OFF_CAMERA)));
        }
    }
}

/// What a board sprite is drawn from.
type SpriteFacts = (
    &'static OnBoard,
    &'static Sprite,
    &'static GlobalTransform,
    &'static InheritedVisibility,
    Option<&'static Anchor>,
);

/// Board sprites changed this frame.
type ChangedSprite = (
    With<OnBoard>,
    Or<(
        Changed<Sprite>,
        Changed<GlobalTransform>,
        Changed<InheritedVisibility>,
        Added<OnBoard>,
    )>,
);

/// One mesh's vertices, as it is built.
#[derive(Default)]
struct MeshData {
    positions: Vec<[f32; 3]>,
    uvs: Vec<[f32; 2]>,
    colours: Vec<[f32; 4]>,
    indices: Vec<u32>,
}

/// Writes each board's meshes again when any of its sprites changed (or an image they
/// show finished loading, which gives a sprite its size).
#[allow(clippy::too_many_arguments)]
fn draw_batches(
    sprites: Query<SpriteFacts>,
    changed: Query<(), ChangedSprite>,
    mut gone: RemovedComponents<OnBoard>,
    mut roots: Query<(Entity, &GlobalTransform, &mut Batches), With<BoardRoot>>,
    mut image_events: MessageReader<AssetEvent<Image>>,
    images: Res<Assets<Image>>,
    (mut meshes, mut materials, mut kept): (
        ResMut<Assets<Mesh>>,
        ResMut<Assets<ColorMaterial>>,
        ResMut<Materials>,
    ),
    mut commands: Commands,
) {
    let loaded = image_events.read().count() > 0;
    let new_root = roots.iter().any(|(_, _, batches)| batches.0.is_empty());
    if changed.is_empty() && gone.read().count() == 0 && !loaded && !new_root {
        return;
    }
    let mut by_root: HashMap<Entity, BTreeMap<BatchKey, Vec<(f32, Quad)>>> = HashMap::new();
    let mut image_handles: HashMap<AssetId<Image>, Handle<Image>> = HashMap::new();
    for (on_board, sprite, at, visible, anchor) in &sprites {
        if !visible.get() {
            continue;
        }
        let Some(quad) = Quad::of(sprite, at, anchor, &images) else {
            continue;
        };
        let image = (sprite.image.id() != AssetId::default()).then(|| sprite.image.id());
        if let Some(id) = image {
            image_handles
                .entry(id)
                .or_insert_with(|| sprite.image.clone());
        }
        let depth = at.translation().z;
        let key = BatchKey {
            depth: (depth * 1000.0).round() as i32,
            image,
        };
        by_root
            .entry(on_board.0)
            .or_default()
            .entry(key)
            .or_default()
            .push((depth, quad));
    }
    for (root, root_at, mut batches) in &mut roots {
        let to_root = root_at.affine().inverse();
        let mut groups = by_root.remove(&root).unwrap_or_default();
        for (key, quads) in &mut groups {
            // Within one image and depth, the later sprite is drawn over.
            quads.sort_by(|a, b| a.0.total_cmp(&b.0));
            let mut data = MeshData::default();
            for (_, quad) in quads.iter() {
                quad.write(&to_root, &mut data);
            }
            let mesh = data.into_mesh();
            if let Some((entity, handle)) = batches.0.get(key) {
                if let Some(mut kept_mesh) = meshes.get_mut(handle) {
                    *kept_mesh = mesh;
                }
                commands.entity(*entity).insert(Visibility::Inherited);
                continue;
            }
            let handle = meshes.add(mesh);
            let material = kept
                .0
                .entry(key.image)
                .or_insert_with(|| {
                    materials.add(ColorMaterial {
                        color: Color::WHITE,
                        texture: key.image.and_then(|id| image_handles.get(&id).cloned()),
                        alpha_mode: AlphaMode2d::Blend,
                        ..default()
                    })
                })
                .clone();
            let entity = commands
                .spawn((
                    *key,
                    Mesh2d(handle.clone()),
                    MeshMaterial2d(material),
                    // Drawn among the other things on screen by its depth.
                    Transform::from_xyz(0.0, 0.0, key.depth as f32 / 1000.0),
                    Visibility::Inherited,
                    ChildOf(root),
                ))
                .id();
            batches.0.insert(*key, (entity, handle));
        }
        // A mesh nothing is drawn into any more is hidden (and kept for its next use).
        for (key, (entity, _)) in &batches.0 {
            if !groups.contains_key(key) {
                commands.entity(*entity).insert(Visibility::Hidden);
            }
        }
    }
}

/// One sprite's quad: its corners in the world, its texture coordinates and colour.
#[derive(Clone, Copy, Debug)]
struct Quad {
    corners: [Vec3; 4],
    uv: [Vec2; 4],
    colour: [f32; 4],
}

impl Quad {
    /// The quad `sprite` is drawn as at `at`; none while its image (which gives its
    /// size) is not loaded.
    fn of(
        sprite: &Sprite,
        at: &GlobalTransform,
        anchor: Option<&Anchor>,
        images: &Assets<Image>,
    ) -> Option<Self> {
        let image_size = images.get(&sprite.image).map(|image| image.size_f32());
        let rect = sprite
            .rect
            .or_else(|| image_size.map(|size| Rect::from_corners(Vec2::ZERO, size)));
        let size = sprite.custom_size.or(rect.map(|rect| rect.size()))?;
        let anchor = anchor.map_or(Vec2::ZERO, |anchor| anchor.0);
        let local = [(-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5)]
            .map(|(x, y)| ((Vec2::new(x, y) - anchor) * size).extend(0.0));
        let corners = local.map(|corner| at.transform_point(corner));
        let (mut u0, mut v0, mut u1, mut v1) = (0.0, 0.0, 1.0, 1.0);
        if let (Some(rect), Some(image_size)) = (sprite.rect, image_size) {
            (u0, v0) = (rect.min.x / image_size.x, rect.min.y / image_size.y);
            (u1, v1) = (rect.max.x / image_size.x, rect.max.y / image_size.y);
        }
        if sprite.flip_x {
            std::mem::swap(&mut u0, &mut u1);
        }
        if sprite.flip_y {
            std::mem::swap(&mut v0, &mut v1);
        }
        // Corners from the bottom left, counter-clockwise; images run top to bottom.
        let uv = [
            Vec2::new(u0, v1),
            Vec2::new(u1, v1),
            Vec2::new(u1, v0),
            Vec2::new(u0, v0),
        ];
        Some(Self {
            corners,
            uv,
            colour: sprite.color.to_linear().to_f32_array(),
        })
    }

    /// Adds the quad, in its board's coordinates, to `data`.
    fn write(&self, to_root: &bevy::math::Affine3A, data: &mut MeshData) {
        let first = data.positions.len() as u32;
        for (corner, uv) in self.corners.iter().zip(self.uv) {
            let local = to_root.transform_point3(*corner);
            data.positions.push([local.x, local.y, 0.0]);
            data.uvs.push(uv.to_array());
            data.colours.push(self.colour);
        }
        data.indices
            .extend([first, first + 1, first + 2, first, first + 2, first + 3]);
    }
}

impl MeshData {
    fn into_mesh(self) -> Mesh {
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::MAIN_WORLD | RenderAssetUsages::RENDER_WORLD,
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, self.uvs)
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, self.colours)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}
