//! The top: the one place the app's plugins are assembled. [`GameBase`] is every layer
//! a game stands on (the headless tests build their apps from it and one game's
//! plugin); [`run`] adds Bevy's windowed plugins, settings persistence, the live assets,
//! the menu and every game.

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::settings::SaveSettingsSync;
use bevy::window::{ExitCondition, WindowCloseRequested, WindowResolution};

use bevy::app::PluginGroupBuilder;
use bevy_tweening::TweeningPlugin;

use crate::audio::player::{MutedForThisRun, SoundPlugin, Speaker};
use crate::board::BoardPlugin;
use crate::core::CorePlugin;
use crate::core::game::{AppState, Launch};
use crate::core::notices::Problems;
use crate::games::GamesPlugin;
use crate::look::LookPlugin;
use crate::look::loading::LiveAssetsPlugin;
use crate::menu::MenuPlugin;
use crate::persist::damaged::add_settings_plugin;
use crate::persist::{PersistPlugin, register_settings_types};
use crate::platform::asset_files::AssetFolder;
use crate::platform::shelf::settings_app_name;
use crate::platform::{clock, gamepad, page};
use crate::ui::UiPlugin;
use crate::ui::input::PointerPacingPlugin;

/// Every layer a game's plugin stands on, bottom to top: tweening, the core (states,
/// messages), what persists, the look, sound, the UI widgets and input, and the board.
/// The windowed app and the headless tests both start from it.
pub struct GameBase;

impl PluginGroup for GameBase {
    fn build(self) -> PluginGroupBuilder {
        PluginGroupBuilder::start::<Self>()
            .add(TweeningPlugin)
            .add(CorePlugin)
            .add(PersistPlugin)
            .add(LookPlugin)
            .add(SoundPlugin)
            .add(UiPlugin)
            .add(BoardPlugin)
    }
}

/// Runs the game in a window (or the page's canvas on the web).
pub fn run(launch: Launch) -> AppExit {
    let (launch, address_problems) =
        page::launch_from_query(launch, &page::address_query(), clock::today_date());
    let mut app = App::new();
    let asset_plugin = AssetPlugin {
        meta_check: AssetMetaCheck::Never,
        ..default()
    };
    // The desktop reads the built-in copy of the assets under a folder that replaces it
    // file by file (the browser fetches them from beside the page).
    let folder = AssetFolder::find();
    #[cfg(not(target_arch = "wasm32"))]
    folder.register_source(&mut app);
    // The browser's console log is set up without Bevy's LogPlugin (platform/web_log.rs).
    #[cfg(target_arch = "wasm32")]
    crate::platform::web_log::install();
    app.add_plugins(
        crate::platform::web_plugins::base_plugins()
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Grid Puzzles".into(),
                    // The launcher entry's name (packaging/linux/), so a desktop shows the
                    // window under its icon.
                    name: Some("org.gridpuzzles.GridPuzzles".into()),
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
    // Every game registers its own settings group as its plugin is added; the settings
    // are read once all of them are known.
    app.add_plugins((GameBase, MenuPlugin, GamesPlugin, PointerPacingPlugin));
    add_settings_plugin(&mut app, &settings_app_name("grid-puzzles"));
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(folder) =
        crate::platform::shelf::settings_folder(&settings_app_name("grid-puzzles"))
    {
        app.insert_resource(crate::platform::shelf::KeptFiles(folder));
    }
    // Never fails: no device means silence and one line in the log.
    let speaker = grid_sound::SoundOutput::open();
    if let Some(why) = speaker.why_silent() {
        info!("{why}");
    }
    app.insert_resource(Speaker(speaker))
        .insert_resource(MutedForThisRun(launch.mute));
    // What the page's address asked for and could not be opened is shown in the window.
    let mut problems = app.world_mut().get_resource_or_init::<Problems>();
    for (index, problem) in address_problems.into_iter().enumerate() {
        problems.set(format!("address {index}"), Some(problem));
    }
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(Update, crate::platform::window_system::log_window_system);
    app.add_plugins(gamepad::GamepadsPlugin);
    app.insert_resource(launch)
        .add_plugins(LiveAssetsPlugin { folder })
        .insert_state(AppState::Loading)
        .add_plugins(crate::platform::wake::WakePlugin)
        .add_systems(
            Update,
            draw_while_loading.run_if(in_state(AppState::Loading)),
        )
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

/// The files are read and the first screen made, frame after frame.
fn draw_while_loading(mut wake: ResMut<crate::core::wake::Wake>) {
    wake.next_frame();
}

/// Removes the web page's loading indicator once the first screen is up.
fn tell_the_page_we_are_ready() {
    page::ready();
}

/// The window's size before the system reports it: on the web, the page's canvas as it
/// is laid out already, so the first frame (the menu, on the web) is laid out for the
/// real screen, a phone's too; on the desktop, the size the window opens at.
fn initial_resolution() -> WindowResolution {
    match page::canvas_size() {
        Some((width, height)) => WindowResolution::new(width, height),
        None => WindowResolution::new(860, 740),
    }
}

/// The one camera. Everything it draws is flat and axis-aligned, with its own smooth
/// edges (the font's, the pictures'), so it draws without multisampling, tonemapping or
/// dithering: each is a pass or a shader step over every pixel, which a GPU emulated in
/// software pays for in full (`scripts/frame-rate-bench.sh`).
fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Camera2d,
        Msaa::Off,
        bevy::core_pipeline::tonemapping::Tonemapping::None,
        bevy::core_pipeline::tonemapping::DebandDither::Disabled,
    ));
}
