//! Assets a player edits while playing. The configuration is loaded here, and on the
//! desktop Bevy's file watcher reloads it, and every image, whenever its file changes:
//! a new configuration replaces the resource (colours, timings, the next game's
//! sizes), a new image shows on the pieces that use it, and the game goes on. A file
//! that does not read keeps what was loaded before and puts a line in the window (and
//! the log) naming the file and what is wrong, until it is fixed.

use crate::core::words::Msg;
use bevy::asset::{AssetLoadFailedEvent, UntypedAssetId};
use bevy::prelude::*;

use super::config::{CONFIG_PATH, ConfigLoader, GameConfig, parse_config};
use super::languages::{LanguageInUse, Languages, find_languages, language_for};
#[cfg(not(target_arch = "wasm32"))]
use super::theme::Themes;
use crate::core::game::{AppState, GameId, Launch};
use crate::core::notices::{Problems, report};
use crate::core::wake::{SOON, Wake};
use crate::core::words::ENGLISH;
use crate::persist::shared::Preferences;
use crate::platform::asset_files::{AssetFolder, built_in};

/// Loads and watches the configuration and reports assets that do not load. Needs
/// Bevy's asset plugin; `folder` is the folder over the built-in assets, if any (its
/// themes are offered too).
pub struct LiveAssetsPlugin {
    pub folder: AssetFolder,
}

impl Plugin for LiveAssetsPlugin {
    fn build(&self, app: &mut App) {
        match &self.folder.0 {
            Some(folder) => info!("assets: {} over the built-in copy", folder.display()),
            None if cfg!(target_arch = "wasm32") => {}
            None => info!("assets: the built-in copy (no assets folder found)"),
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            // Problems found before this plugin (settings files set aside) stay.
            let mut problems = app
                .world_mut()
                .remove_resource::<Problems>()
                .unwrap_or_default();
            let themes = Themes::from_files(&self.folder, &mut problems);
            app.insert_resource(themes).insert_resource(problems);
        }
        app.insert_resource(find_languages(&self.folder));
        app.insert_resource(self.folder.clone());
        app.init_asset::<GameConfig>()
            .register_asset_loader(ConfigLoader)
            .add_systems(Startup, (start_loading_config, open_the_web_menu_at_once))
            .add_systems(
                Update,
                (
                    finish_loading_config.run_if(in_state(AppState::Loading)),
                    follow_config_edits.run_if(not(in_state(AppState::Loading))),
                    report_image_problems,
                )
                    .chain(),
            )
            .add_systems(PostUpdate, wait_for_images);
    }
}

/// The configuration file being loaded and watched.
#[derive(Resource)]
pub struct ConfigHandle(pub Handle<GameConfig>);

fn start_loading_config(mut commands: Commands, assets: Res<AssetServer>) {
    commands.insert_resource(ConfigHandle(assets.load(CONFIG_PATH)));
}

/// In a browser every start-up frame is dear (WebGL drawn in software can take 100-300
/// ms a frame), and the menu needs nothing from the configuration: it opens in the first
/// frame (set at start-up, the state changes before that frame's Update; the window
/// starts at the canvas's laid-out size, so the menu is laid out for the real screen),
/// and the served file applies when it arrives, as an edit would (`follow_config_edits`).
/// A game asked for at launch waits for the file.
fn open_the_web_menu_at_once(
    launch: Res<Launch>,
    preferences: Res<Preferences>,
    languages: Res<Languages>,
    mut next_state: ResMut<NextState<AppState>>,
) {
    // Another language waits for its words (and font): no frame in English first.
    let english = language_for(&preferences, &languages) == ENGLISH;
    if cfg!(target_arch = "wasm32") && launch.game.is_none() && english {
        next_state.set(AppState::Menu);
    }
}

/// Starts the menu (or the game asked for) once the configuration is read, or has
/// failed to read (then with the defaults and the problem shown).
#[allow(clippy::too_many_arguments)]
fn finish_loading_config(
    handle: Res<ConfigHandle>,
    assets: Res<AssetServer>,
    configs: Res<Assets<GameConfig>>,
    launch: Res<Launch>,
    folder: Option<Res<AssetFolder>>,
    mut config: ResMut<GameConfig>,
    mut problems: ResMut<Problems>,
    mut next_state: ResMut<NextState<AppState>>,
    language: Res<LanguageInUse>,
) {
    use bevy::asset::LoadState;
    if !language.ready {
        return;
    }
    match assets.load_state(&handle.0) {
        LoadState::Loaded => {
            if let Some(loaded) = configs.get(&handle.0) {
                config.set_if_neq(loaded.clone());
            }
        }
        LoadState::Failed(error) => {
            let problem = problem_text(CONFIG_PATH, &error);
            // A folder's file that does not read gives way to the built-in one.
            let built_in = folder
                .as_deref()
                .and_then(|folder| folder.file_on_disk(CONFIG_PATH))
                .and_then(|_| built_in(CONFIG_PATH))
                .and_then(|bytes| parse_config(bytes).ok());
            let problem = match built_in {
                Some(shipped) => {
                    config.set_if_neq(shipped);
                    problem_msg(problem, true)
                }
                None => problem_msg(problem, false),
            };
            report(&mut problems, CONFIG_PATH, Some(problem));
        }
        _ => return,
    }
    if let Some((key, _)) = config
        .games
        .iter()
        .find(|(key, _)| GameId::find(&key.replace('_', "-")).is_none())
    {
        warn!("{CONFIG_PATH}: no game is called {key}; that section is not read");
    }
    next_state.set(match launch.game {
        Some(game) => AppState::Playing(game),
        None => AppState::Menu,
    });
}

/// A changed configuration file replaces the configuration; one that does not read
/// leaves it as it was and says why.
fn follow_config_edits(
    handle: Res<ConfigHandle>,
    mut loaded: MessageReader<AssetEvent<GameConfig>>,
    mut failed: MessageReader<AssetLoadFailedEvent<GameConfig>>,
    configs: Res<Assets<GameConfig>>,
    mut config: ResMut<GameConfig>,
    mut problems: ResMut<Problems>,
) {
    let ours = handle.0.id();
    for event in failed.read().filter(|event| event.id == ours) {
        // The built-in copy stays in use while the folder's file still does not read.
        let built_in_used = problems
            .0
            .get(CONFIG_PATH)
            .is_some_and(|problem| problem.id() == Some("problem-file-built-in"));
        report(
            &mut problems,
            CONFIG_PATH,
            Some(problem_msg(
                problem_text(CONFIG_PATH, &event.error),
                built_in_used,
            )),
        );
    }
    let reloaded = loaded.read().any(|event| {
        matches!(event,
            AssetEvent::Modified { id } | AssetEvent::LoadedWithDependencies { id } if *id == ours)
    });
    if reloaded && let Some(new) = configs.get(ours) {
        report(&mut problems, CONFIG_PATH, None);
        config.set_if_neq(new.clone());
    }
}

/// The images on screen still loading, by id.
#[derive(Default)]
pub struct ImagesLoading(bevy::platform::collections::HashSet<AssetId<Image>>);

/// Keeps frames coming, a few a second, while an image drawn on screen (a sprite's, a UI
/// image's) is still loading: its loading ends on another thread, which wakes nothing,
/// and a game at rest would show the empty image until the player did something.
pub fn wait_for_images(
    server: Res<AssetServer>,
    sprites: Query<&Sprite, Changed<Sprite>>,
    nodes: Query<&ImageNode, Changed<ImageNode>>,
    mut loading: Local<ImagesLoading>,
    mut wake: ResMut<Wake>,
) {
    let drawn = sprites.iter().map(|sprite| sprite.image.id());
    loading
        .0
        .extend(drawn.chain(nodes.iter().map(|node| node.image.id())));
    loading.0.retain(|&id| {
        matches!(
            server.get_load_state(id),
            Some(bevy::asset::LoadState::Loading)
        )
    });
    if !loading.0.is_empty() {
        wake.within(SOON);
    }
}

/// An image that does not load is reported (the pieces keep the picture they had; one
/// that never loaded from the assets folder is drawn from the built-in copy); a report
/// goes once the file loads.
fn report_image_problems(
    mut loaded: MessageReader<AssetEvent<Image>>,
    mut failed: MessageReader<AssetLoadFailedEvent<Image>>,
    assets: Res<AssetServer>,
    mut images: ResMut<Assets<Image>>,
    mut problems: ResMut<Problems>,
) {
    for event in failed.read() {
        let file = event.path.to_string();
        let text = problem_text(&file, &event.error);
        let mut built_in_used = false;
        if images.get(event.id).is_none()
            && let Some(image) = built_in(&file).and_then(|bytes| decode_image(&file, bytes))
        {
            let _ = images.insert(event.id, image);
            built_in_used = true;
        }
        report(&mut problems, file, Some(problem_msg(text, built_in_used)));
    }
    for event in loaded.read() {
        if let AssetEvent::Modified { id } | AssetEvent::LoadedWithDependencies { id } = event
            && let Some(path) = assets.get_path(UntypedAssetId::from(*id))
        {
            report(&mut problems, path.to_string(), None);
        }
    }
}

/// The window's line for a file that does not read (`problem` names it and where), and
/// whether the built-in copy of it is used instead.
fn problem_msg(problem: String, built_in_used: bool) -> Msg {
    let id = if built_in_used {
        "problem-file-built-in"
    } else {
        "problem-file"
    };
    Msg::new(id).text("problem", problem)
}

/// The built-in copy of the picture `file`, decoded as the asset server would.
fn decode_image(file: &str, bytes: &[u8]) -> Option<Image> {
    use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
    let extension = file
        .rsplit_once('.')
        .map_or("png", |(_, extension)| extension);
    Image::from_buffer(
        bytes,
        ImageType::Extension(extension),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        bevy::asset::RenderAssetUsages::default(),
    )
    .ok()
}

/// `file: what is wrong`, without Bevy's wrapping of a loader's own message (which
/// repeats the path and names the loader's Rust type).
fn problem_text(file: &str, error: &bevy::asset::AssetLoadError) -> String {
    let what = match error {
        bevy::asset::AssetLoadError::AssetLoaderError(inner) => inner.error().to_string(),
        other => other.to_string(),
    };
    // Bevy's error carries a backtrace after its first line; the player needs the line.
    let what = what.lines().next().unwrap_or_default().to_string();
    if what.starts_with(file) {
        what
    } else {
        format!("{file}: {what}")
    }
}
