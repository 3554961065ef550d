//! The screens laid out headless as Bevy lays them out in a window (its UI layout and
//! text, without a renderer): at a phone's 360×640, a desktop window's 860×740 and a
//! full-HD screen, every screen stays inside the window and every button can be
//! reached.

use bevy::camera::RenderTargetInfo;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::ui::UiGlobalTransform;
use bevy::window::WindowResolution;
use grid_puzzles::app::GameBase;
use grid_puzzles::core::beacon::BeaconName;
use grid_puzzles::core::game::{AppState, Launch};

use crate::common::FRAME;

/// The window sizes every screen is laid out for.
pub const SIZES: [(u32, u32); 3] = [(360, 640), (860, 740), (1920, 1080)];

/// A headless app that lays out its UI and text for a window of `width`×`height`, with
/// the menu and every game.
pub fn ui_app(width: u32, height: u32) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        bevy::window::WindowPlugin {
            primary_window: Some(Window {
                resolution: WindowResolution::new(width, height),
                ..default()
            }),
            ..default()
        },
        AssetPlugin::default(),
        ImagePlugin::default(),
        bevy::mesh::MeshPlugin,
        bevy::camera::CameraPlugin,
        bevy::input::InputPlugin,
        bevy::sprite::SpritePlugin,
        bevy::text::TextPlugin,
        bevy::ui::UiPlugin,
        bevy::picking::DefaultPickingPlugins,
    ));
    app.add_plugins((
        GameBase,
        grid_puzzles::menu::MenuPlugin,
        grid_puzzles::games::GamesPlugin,
    ));
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(crate::common::quick_engines())
        .insert_resource(Launch::default())
        .insert_state(AppState::Menu);
    // The renderer measures the window for the camera; headless, the test does.
    let mut camera = Camera::default();
    camera.computed.target_info = Some(RenderTargetInfo {
        physical_size: UVec2::new(width, height),
        scale_factor: 1.0,
    });
    app.world_mut().spawn((Camera2d, camera));
    for _ in 0..4 {
        app.update();
    }
    app
}

/// The on-screen rectangle of every UI node shown, with its text if it has one.
pub fn shown_boxes(app: &mut App) -> Vec<(Entity, Rect, Option<String>)> {
    let mut nodes = app.world_mut().query::<(
        Entity,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        Option<&Text>,
    )>();
    nodes
        .iter(app.world())
        .filter(|(_, node, _, visible, _)| visible.get() && node.size().x > 0.0)
        .map(|(entity, node, at, _, text)| {
            let rect = Rect::from_center_size(at.translation, node.size());
            (entity, rect, text.map(|text| text.0.clone()))
        })
        .collect()
}

/// The rectangle of the node named `name` for the play-tests.
pub fn named_box(app: &mut App, name: &str) -> Rect {
    let entity = crate::common::entity_named(app, name);
    let boxes = shown_boxes(app);
    boxes
        .iter()
        .find(|(shown, ..)| *shown == entity)
        .map(|(_, rect, _)| *rect)
        .unwrap_or_else(|| panic!("{name} is not shown"))
}

#[test]
fn the_menu_stays_inside_the_window_at_every_size() {
    for (width, height) in SIZES {
        let mut app = ui_app(width, height);
        let window = Rect::new(0.0, 0.0, width as f32, height as f32);
        // The menu scrolls up and down, never sideways: everything lies across the window.
        for (_, rect, text) in shown_boxes(&mut app) {
            assert!(
                rect.min.x >= -0.5 && rect.max.x <= window.max.x + 0.5,
                "at {width}x{height}, {text:?} lies across {rect:?}"
            );
        }
        // Statistics and Settings sit in the header, inside the window.
        for name in ["statistics", "settings", "play-samegame"] {
            let rect = named_box(&mut app, name);
            assert!(
                window.contains(rect.min) && window.contains(rect.max),
                "at {width}x{height}, {name} is at {rect:?}"
            );
        }
        let named = app
            .world_mut()
            .query::<&BeaconName>()
            .iter(app.world())
            .count();
        assert!(named >= 12, "{named} named buttons");
    }
}
