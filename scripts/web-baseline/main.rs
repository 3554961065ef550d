//! The web-size baseline: the smallest app that uses what Grid Puzzles uses from
//! Bevy (a 2D camera, a sprite, a UI button with text, picking, settings), built
//! with the game's Bevy features and `web-release` profile. Its size is the floor
//! the game's own code and assets sit on; `scripts/web-baseline.sh` prints it.
//! Without the `ui` feature (`--no-ui`) the button and Bevy's UI and text go.

use bevy::prelude::*;

fn main() {
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                canvas: Some("#grid-puzzles".into()),
                ..default()
            }),
            ..default()
        }))
        .add_plugins(bevy::settings::SettingsPlugin::new("web-baseline"))
        .add_systems(Startup, spawn_scene)
        .run();
}

fn spawn_scene(mut commands: Commands) {
    commands.spawn(Camera2d);
    commands
        .spawn((Sprite::from_color(Color::WHITE, Vec2::splat(64.0)), Pickable::default()))
        .observe(|click: On<Pointer<Click>>| info!("sprite clicked: {:?}", click.entity));
    #[cfg(feature = "ui")]
    commands
        .spawn((Button, Node::default()))
        .with_child(Text::new("Button"))
        .observe(|_: On<Pointer<Click>>| info!("button clicked"));
}
