//! The windowed app: Bevy's plugins, settings persistence, the live assets, the
//! camera, the menu, keyboard shortcuts and every game.

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::settings::SaveSettingsSync;
use bevy::window::{ExitCondition, WindowCloseRequested, WindowResolution};

use crate::core::{AppState, Launch};
use crate::games::GamesPlugin;
use crate::input::PointerPacingPlugin;
use crate::live_assets::LiveAssetsPlugin;
use crate::menu::MenuPlugin;
use crate::settings::register_settings_types;
use crate::settings_files::add_settings_plugin;
use crate::shared::SharedPlugin;
use crate::sound::{MutedForThisRun, Speaker};

/// Runs the game in a window (or the page's canvas on the web).
pub fn run(launch: Launch, asset_root: Option<String>) -> AppExit {
    #[cfg(target_arch = "wasm32")]
    let launch = web::launch_from_page(launch);
    let mut app = App::new();
    let mut asset_plugin = AssetPlugin {
        meta_check: AssetMetaCheck::Never,
        ..default()
    };
    if let Some(root) = asset_root {
        asset_plugin.file_path = root;
    }
    let asset_folder = asset_plugin.file_path.clone();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Grid Puzzles".into(),
                    resolution: initial_resolution(),
                    canvas: Some("#grid-puzzles".into()),
                    fit_canvas_to_parent: true,
                    prevent_default_event_handling: true,
                    ..default()
                }),
                // Closing is handled by `save_settings_and_exit`, so nothing is lost.
                exit_condition: ExitCondition::DontExit,
                close_when_requested: false,
                ..default()
            })
            .set(asset_plugin),
    );
    register_settings_types(&mut app);
    // Opened before the plugins, so they find the real output; never fails (no device
    // means silence and one line in the log).
    let speaker = grid_sound::SoundOutput::open();
    if let Some(why) = speaker.why_silent() {
        info!("{why}");
    }
    let mute = launch.mute;
    app.insert_resource(Speaker(speaker))
        .insert_resource(MutedForThisRun(mute));
    // Every game registers its own settings group as its plugin is added; the settings
    // are read once all of them are known.
    app.add_plugins((SharedPlugin, MenuPlugin, GamesPlugin, PointerPacingPlugin));
    add_settings_plugin(&mut app, "grid-puzzles");
    app.insert_resource(launch)
        .add_plugins(LiveAssetsPlugin { asset_folder })
        .insert_state(AppState::Loading)
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, save_settings_and_exit)
        .add_systems(OnExit(AppState::Loading), tell_the_page_we_are_ready);
    app.run()
}

/// Writes the settings (best scores) at once, then quits, when the window is closed.
fn save_settings_and_exit(mut close: MessageReader<WindowCloseRequested>, mut commands: Commands) {
    if close.read().next().is_some() {
        commands.queue(SaveSettingsSync::IfChanged);
        commands.write_message(AppExit::Success);
    }
}

/// Removes the web page's loading indicator once the first screen is up.
fn tell_the_page_we_are_ready() {
    #[cfg(target_arch = "wasm32")]
    web::ready();
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

    /// The canvas's laid-out size in CSS pixels, if the page has laid it out.
    pub fn canvas_size() -> Option<(u32, u32)> {
        let canvas = web_sys::window()?
            .document()?
            .query_selector("#grid-puzzles")
            .ok()??;
        let (width, height) = (canvas.client_width(), canvas.client_height());
        (width > 0 && height > 0).then_some((width as u32, height as u32))
    }

    /// `?game=ID&seed=42` in the page address works like `--game` and `--seed`,
    /// and `?code=CODE` like `--code`; anything unreadable there is ignored.
    pub fn launch_from_page(mut launch: crate::core::Launch) -> crate::core::Launch {
        let search = web_sys::window()
            .and_then(|window| window.location().search().ok())
            .unwrap_or_default();
        for pair in search.trim_start_matches('?').split('&') {
            match pair.split_once('=') {
                Some(("game", id)) => launch.game = crate::core::GameId::find(id),
                Some(("seed", seed)) => launch.seed = seed.parse().ok(),
                Some(("code", code)) => {
                    if let Ok(code) = grid_rules::code::GameCode::decode(code) {
                        launch.game = crate::core::GameId::find(&code.game);
                        launch.code = Some(code);
                    }
                }
                _ => {}
            }
        }
        launch
    }
}

/// The window's size before the system reports it: on the web, the page's canvas as it
/// is laid out already, so the first frame (the menu, on the web) is laid out for the
/// real screen, a phone's too; on the desktop, the size the window opens at.
fn initial_resolution() -> WindowResolution {
    #[cfg(target_arch = "wasm32")]
    if let Some((width, height)) = web::canvas_size() {
        return WindowResolution::new(width, height);
    }
    WindowResolution::new(860, 740)
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn(Camera2d);
}
