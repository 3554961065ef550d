//! The web-size baseline: the smallest app that uses what Grid Puzzles uses from
//! Bevy (a 2D camera, a sprite, a UI button with text, picking, settings), built
//! with the game's Bevy features and `web-release` profile. Its size is the floor
//! the game's own code and assets sit on; `scripts/web-baseline.sh` prints it.
//! Without the `ui` feature (`--no-ui`) the button and Bevy's UI and text go.
//! It is also the bare app the start-up benchmarks (`scripts/startup-bench.sh`,
//! `scripts/web-startup-bench.sh`) time the game against: the game's window size, and
//! on the web the page's `gridPuzzlesReady()` called once its scene is up, as the game does.
//! And, built with its `bench` feature, the bare app the frame benchmark
//! (`scripts/frame-rate-bench.sh`, `web/frame-bench.mjs`) draws beside the game: with
//! `BASELINE_SPRITES=N` (the desktop's environment, or `?sprites=N` in the
//! page's address) it draws N tinted sprites sharing one image in a square, as a board of
//! N pieces is drawn (`BASELINE_MOTION=1`, `&motion=1`: each sways, as pieces fall;
//! `BASELINE_MESH=1`, `&mesh=1`: the same quads as one mesh, as the game draws a board;
//! `BASELINE_CAMERA=plain`, `&camera=plain`: the camera without MSAA, tonemapping or
//! dithering, as the game's; `BASELINE_IMAGE=128`, `&image=128`: the pieces sample an
//! image of that many pixels a side, shrunk to their size, as the game's themes' are,
//! instead of a 16-pixel one; `BASELINE_BLEND=1`, `&blend=1`: the mesh is blended over
//! what is below it, as the game's board layers are),
//! and reports its frames (the log's `frames: N` each second, or the page's `<html data-frames>`).

use bevy::prelude::*;

fn main() {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Bevy baseline".into(),
            resolution: bevy::window::WindowResolution::new(860, 740),
            canvas: Some("#grid-puzzles".into()),
            fit_canvas_to_parent: true,
            prevent_default_event_handling: true,
            ..default()
        }),
        ..default()
    }))
    .add_plugins(bevy::settings::SettingsPlugin::new("web-baseline"))
    .add_systems(Startup, spawn_scene);
    #[cfg(feature = "bench")]
    let sprites = bench::sprites();
    #[cfg(feature = "bench")]
    if sprites.0 > 0 {
        app.insert_resource(sprites)
            .add_systems(Startup, bench::spawn_board)
            .add_systems(
                Update,
                (bench::sway, bench::count_frames, bench::plain_camera),
            );
    }
    // The first Update runs after Startup's commands: the scene exists and is drawn this frame.
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Update, web::ready.run_if(run_once));
    app.run();
}

#[cfg(target_arch = "wasm32")]
mod web {
    use wasm_bindgen::prelude::wasm_bindgen;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesReady, catch)]
        fn grid_puzzles_ready() -> Result<(), wasm_bindgen::JsValue>;
    }

    /// Calls the page's `gridPuzzlesReady()`; a page without it is fine.
    pub fn ready() {
        let _ = grid_puzzles_ready();
    }
}

fn spawn_scene(mut commands: Commands) {
    commands.spawn(Camera2d);
    commands
        .spawn((Sprite::from_color(Color::WHITE, Vec2::splat(64.0)), Pickable::default()))
        .observe(|click: On<PointerClick>| info!("sprite clicked: {:?}", click.entity));
    // A button as the game makes them: a node that lights up under the pointer.
    #[cfg(feature = "ui")]
    commands
        .spawn((Node::default(), bevy::picking::hover::Hovered::default()))
        .with_child(Text::new("Button"))
        .observe(|_: On<PointerClick>| info!("button clicked"));
}

/// The frame benchmark's board: a square of tinted sprites sharing one image (built with
/// the `bench` feature only, so the size baseline carries none of it).
#[cfg(feature = "bench")]
mod bench {
    use bevy::prelude::*;

    /// How many sprites, whether they move, whether they are drawn as one mesh,
    /// whether the camera draws as the game's does (no MSAA, tonemapping or dithering),
    /// the side of their image in pixels, and whether the mesh is blended.
    #[derive(Resource, Clone, Copy, Default)]
    pub struct Sprites(pub usize, pub bool, pub bool, pub bool, pub u32, pub bool);

    /// What the environment (or the page's address) asks for.
    pub fn sprites() -> Sprites {
        #[cfg(not(target_arch = "wasm32"))]
        let (count, motion, mesh, plain, image, blend) = (
            std::env::var("BASELINE_SPRITES").ok(),
            std::env::var("BASELINE_MOTION").is_ok_and(|value| value == "1"),
            std::env::var("BASELINE_MESH").is_ok_and(|value| value == "1"),
            std::env::var("BASELINE_CAMERA").is_ok_and(|value| value == "plain"),
            std::env::var("BASELINE_IMAGE").ok(),
            std::env::var("BASELINE_BLEND").is_ok_and(|value| value == "1"),
        );
        #[cfg(target_arch = "wasm32")]
        let (count, motion, mesh, plain, image, blend) = {
            let query = web_sys::window()
                .and_then(|window| window.location().search().ok())
                .unwrap_or_default();
            let value = |name: &str| {
                query
                    .trim_start_matches('?')
                    .split('&')
                    .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))
                    .map(str::to_string)
            };
            (
                value("sprites"),
                value("motion").is_some_and(|value| value == "1"),
                value("mesh").is_some_and(|value| value == "1"),
                value("camera").is_some_and(|value| value == "plain"),
                value("image"),
                value("blend").is_some_and(|value| value == "1"),
            )
        };
        Sprites(
            count.and_then(|count| count.parse().ok()).unwrap_or(0),
            motion,
            mesh,
            plain,
            image.and_then(|side| side.parse().ok()).unwrap_or(16).clamp(1, 1024),
            blend,
        )
    }

    /// With `BASELINE_CAMERA=plain` (`&camera=plain`), the camera draws as the game's:
    /// Bevy's defaults (4x MSAA, tonemapping, dithering) are each a pass or a step over
    /// every pixel.
    pub fn plain_camera(
        sprites: Res<Sprites>,
        cameras: Query<Entity, Added<Camera2d>>,
        mut commands: Commands,
    ) {
        if !sprites.3 {
            return;
        }
        for camera in &cameras {
            commands.entity(camera).insert((
                Msaa::Off,
                bevy::core_pipeline::tonemapping::Tonemapping::None,
                bevy::core_pipeline::tonemapping::DebandDither::Disabled,
            ));
        }
    }

    /// A piece's place, to sway around, and its colour.
    #[derive(Component)]
    pub struct Piece(Vec2, Color);

    /// The one mesh the pieces are drawn in, in mesh mode.
    #[derive(Resource)]
    pub struct BoardMesh(Handle<Mesh>, f32);

    pub fn spawn_board(
        sprites: Res<Sprites>,
        mut images: ResMut<Assets<Image>>,
        mut meshes: ResMut<Assets<Mesh>>,
        mut materials: ResMut<Assets<ColorMaterial>>,
        mut commands: Commands,
    ) {
        let image = images.add(Image::new_fill(
            bevy::render::render_resource::Extent3d {
                width: sprites.4,
                height: sprites.4,
                depth_or_array_layers: 1,
            },
            bevy::render::render_resource::TextureDimension::D2,
            &[255, 255, 255, 255],
            bevy::render::render_resource::TextureFormat::Rgba8UnormSrgb,
            bevy::asset::RenderAssetUsages::RENDER_WORLD,
        ));
        let side = (sprites.0 as f32).sqrt().ceil().max(1.0) as usize;
        let cell = 600.0 / side as f32;
        let colours = [
            Color::srgb(0.9, 0.15, 0.15),
            Color::srgb(0.15, 0.7, 0.25),
            Color::srgb(0.2, 0.35, 0.9),
            Color::srgb(0.9, 0.8, 0.2),
        ];
        if sprites.2 {
            let mesh = meshes.add(quads(&[], cell));
            let material = materials.add(ColorMaterial {
                texture: Some(image.clone()),
                alpha_mode: if sprites.5 {
                    bevy::sprite_render::AlphaMode2d::Blend
                } else {
                    bevy::sprite_render::AlphaMode2d::Opaque
                },
                ..ColorMaterial::from(Color::WHITE)
            });
            commands.spawn((Mesh2d(mesh.clone()), MeshMaterial2d(material)));
            commands.insert_resource(BoardMesh(mesh, cell));
        }
        for index in 0..sprites.0 {
            let (x, y) = ((index % side) as f32, (index / side) as f32);
            let at = Vec2::new((x + 0.5 - side as f32 / 2.0) * cell, (side as f32 / 2.0 - y - 0.5) * cell);
            let colour = colours[index % colours.len()];
            let piece = commands
                .spawn((Transform::from_translation(at.extend(0.0)), Piece(at, colour)))
                .id();
            if !sprites.2 {
                commands.entity(piece).insert(Sprite {
                    image: image.clone(),
                    color: colour,
                    custom_size: Some(Vec2::splat(cell * 0.94)),
                    ..default()
                });
            }
        }
    }

    /// A mesh of one quad per piece, `cell` wide, at each piece's place.
    fn quads(pieces: &[(Vec2, Color)], cell: f32) -> Mesh {
        use bevy::asset::RenderAssetUsages;
        use bevy::mesh::{Indices, PrimitiveTopology};
        let (mut positions, mut uvs, mut colours, mut indices) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let h = cell * 0.47;
        for (at, colour) in pieces {
            let base = positions.len() as u32;
            for (dx, dy, u, v) in [(-h, -h, 0.0, 1.0), (h, -h, 1.0, 1.0), (h, h, 1.0, 0.0), (-h, h, 0.0, 0.0)] {
                positions.push([at.x + dx, at.y + dy, 0.0]);
                uvs.push([u, v]);
                colours.push(colour.to_linear().to_f32_array());
            }
            indices.extend([base, base + 1, base + 2, base, base + 2, base + 3]);
        }
        Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
            .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
            .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
            .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
            .with_inserted_indices(Indices::U32(indices))
    }

    /// In motion, every piece sways a little each frame; in mesh mode the mesh is written
    /// again from the pieces whenever they moved, as the game writes its board's.
    pub fn sway(
        sprites: Res<Sprites>,
        time: Res<Time>,
        mut pieces: Query<(&Piece, &mut Transform)>,
        board: Option<Res<BoardMesh>>,
        mut meshes: ResMut<Assets<Mesh>>,
        mut drawn: Local<bool>,
    ) {
        let t = time.elapsed_secs();
        if sprites.1 {
            for (piece, mut transform) in &mut pieces {
                let phase = piece.0.x * 0.01 + piece.0.y * 0.013;
                transform.translation = (piece.0 + Vec2::new(0.0, 6.0 * (t * 4.0 + phase).sin())).extend(0.0);
            }
        }
        if let Some(board) = board
            && (sprites.1 || !*drawn)
        {
            let at: Vec<(Vec2, Color)> = pieces.iter().map(|(piece, transform)| (transform.translation.truncate(), piece.1)).collect();
            if let Some(mut mesh) = meshes.get_mut(&board.0) {
                *mesh = quads(&at, board.1);
            }
            *drawn = true;
        }
    }

    /// Reports the frames drawn each second: the log's `frames: N` (on the web, the total
    /// so far in `<html data-frames>`).
    pub fn count_frames(time: Res<Time>, mut counted: Local<(u32, f32, u32)>) {
        counted.0 += 1;
        counted.2 += 1;
        if time.elapsed_secs() - counted.1 >= 1.0 {
            info!("frames: {}", counted.0);
            counted.0 = 0;
            counted.1 = time.elapsed_secs();
        }
        #[cfg(target_arch = "wasm32")]
        if let Some(root) = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.document_element())
        {
            let _ = root.set_attribute("data-frames", &counted.2.to_string());
        }
    }
}
