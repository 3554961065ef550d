//! The web-size baseline: the smallest app that uses what Grid Puzzles uses from
//! Bevy (a 2D camera, a sprite, a UI button with text, picking, settings), built
//! with the game's Bevy features and `web-release` profile. Its size is the floor
//! the game's own code and assets sit on; `scripts/web-baseline.sh` prints it.
//! Without the `ui` feature (`--no-ui`) the button and Bevy's UI and text go.
//! It is also the bare app the start-up benchmarks (`scripts/startup-bench.sh`,
//! `scripts/web-startup-bench.sh`) time the game against: the game's window size, and
//! on the web the page's `gridPuzzlesReady()` called once its scene is up, as the game does.

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
