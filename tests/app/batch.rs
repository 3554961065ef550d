//! The board drawn as a few meshes (`board::batch`): every sprite on a board stays an
//! entity mirroring the rules, kept off the camera's layer, and its quad is in its
//! board's meshes, where it is drawn, after every move and every frame of its animation.

use std::collections::HashMap;

use bevy::camera::visibility::RenderLayers;
use bevy::mesh::VertexAttributeValues;
use bevy::prelude::*;
use grid_puzzles::board::batch::{BatchKey, OnBoard};
use grid_puzzles::board::root::BoardRoot;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_rules::Puzzle;
use grid_rules::samegame::SameGame;

use crate::common::*;

/// SameGame with the assets a drawn board's meshes need (no renderer: the meshes are
/// checked as data).
fn drawn_game() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, bevy::state::app::StatesPlugin));
    app.add_plugins((
        AssetPlugin::default(),
        bevy::transform::TransformPlugin,
        bevy::camera::visibility::VisibilityPlugin,
    ));
    app.init_asset::<Image>()
        .init_asset::<Mesh>()
        .init_asset::<bevy::mesh::skinning::SkinnedMeshInverseBindposes>()
        .init_asset::<ColorMaterial>();
    app.add_plugins((grid_puzzles::app::GameBase, SameGamePlugin));
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(FRAME));
    app.insert_resource(quick_engines());
    app.init_resource::<ButtonInput<KeyCode>>();
    reopen::<SameGame>(&mut app, default_launch());
    app
}

fn default_launch() -> grid_puzzles::core::game::Launch {
    grid_puzzles::core::game::Launch {
        seed: Some(7),
        ..default()
    }
}

/// The centres of the quads in the board's shown meshes (board coordinates), by mesh.
fn quads(app: &mut App) -> HashMap<BatchKey, Vec<Vec2>> {
    let mut batches = app.world_mut().query::<(&BatchKey, &Mesh2d, &Visibility)>();
    let meshes = app.world().resource::<Assets<Mesh>>();
    let mut found = HashMap::new();
    for (key, mesh, visibility) in batches.iter(app.world()) {
        if *visibility == Visibility::Hidden {
            continue;
        }
        let mesh = meshes.get(&mesh.0).expect("a batch's mesh");
        let Some(VertexAttributeValues::Float32x3(positions)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("a batch mesh has positions");
        };
        let centres = positions
            .chunks(4)
            .map(|corners| {
                corners
                    .iter()
                    .map(|corner| Vec2::new(corner[0], corner[1]))
                    .sum::<Vec2>()
                    / 4.0
            })
            .collect();
        found.insert(*key, centres);
    }
    found
}

/// Every shown sprite on the board: where it is drawn (board coordinates).
fn board_sprites(app: &mut App) -> Vec<Vec2> {
    let mut roots = app
        .world_mut()
        .query_filtered::<&GlobalTransform, With<BoardRoot>>();
    let root = roots
        .single(app.world())
        .expect("one board")
        .affine()
        .inverse();
    let mut sprites = app.world_mut().query::<(
        &OnBoard,
        &Sprite,
        &GlobalTransform,
        &InheritedVisibility,
        &RenderLayers,
    )>();
    sprites
        .iter(app.world())
        .filter(|(_, sprite, _, visible, _)| visible.get() && sprite.custom_size.is_some())
        .map(|(_, _, at, _, layers)| {
            assert!(
                !layers.intersects(&RenderLayers::default()),
                "off the camera's layer"
            );
            root.transform_point3(at.translation()).truncate()
        })
        .collect()
}

/// Each shown board sprite has its quad, at its place, in a shown mesh.
fn assert_drawn(app: &mut App) {
    let sprites = board_sprites(app);
    let quads: Vec<Vec2> = quads(app).into_values().flatten().collect();
    assert!(!sprites.is_empty());
    for sprite in &sprites {
        assert!(
            quads.iter().any(|quad| quad.distance(*sprite) < 0.01),
            "no quad drawn at {sprite} ({} quads for {} sprites)",
            quads.len(),
            sprites.len()
        );
    }
    assert!(quads.len() >= sprites.len());
}

#[test]
fn every_board_sprite_is_drawn_in_a_mesh_after_each_move_and_each_frame_of_it() {
    let mut app = drawn_game();
    settle(&mut app);
    let mut unbatched = app
        .world_mut()
        .query_filtered::<(), (With<Sprite>, Without<OnBoard>, Without<Node>)>();
    // The cells and the pieces: 225 of each on a full 15x15 board.
    assert!(board_sprites(&mut app).len() >= 450);
    assert_drawn(&mut app);
    assert_eq!(
        unbatched.iter(app.world()).count(),
        0,
        "every sprite is a board's"
    );
    let group = find_group(state::<SameGame>(&app).cells(), 2).expect("a move");
    click(&mut app, group.x, group.y);
    let mut frames = 0;
    while running_animations(&mut app) > 0 {
        // Mid-animation too: each falling block is drawn where it is this frame.
        assert_drawn(&mut app);
        app.update();
        frames += 1;
    }
    settle(&mut app);
    assert!(frames > 3, "the move animated ({frames} frames)");
    assert_drawn(&mut app);
    assert_mirror(&mut app);
}
