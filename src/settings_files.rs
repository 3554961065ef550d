//! Settings files that do not read are set aside, never overwritten. Bevy's settings
//! plugin reads a file that is not TOML as if it were missing, and its next save writes
//! defaults over it: one slip while editing `settings.toml` by hand would cost every
//! best score. So before the plugin reads them, each settings file that does not parse
//! is renamed to `NAME.toml.damaged` (`.damaged.2` and on when an older one is there,
//! so that one is kept too), and the window says so in one line. The game starts from
//! defaults for what was in that file; the player's bytes are all in the copy.
//! (The web keeps its settings in the page's storage, which a player does not edit.)

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy::settings::SettingsPlugin;

use crate::live_assets::AssetProblems;

/// Adds Bevy's settings plugin for `app_name`, first setting aside the files it could
/// not read and reporting each in [`AssetProblems`] (shown at the bottom of the window).
pub fn add_settings_plugin(app: &mut App, app_name: &str) {
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(folder) = settings_folder(app_name) {
        let unreadable = set_aside_unreadable(&folder);
        let mut problems = app.world_mut().get_resource_or_init::<AssetProblems>();
        for (file, line) in unreadable {
            problems.set(file, Some(line));
        }
    }
    app.add_plugins(SettingsPlugin::new(app_name));
}

/// The folder Bevy's settings plugin keeps `app_name`'s files in.
pub fn settings_folder(app_name: &str) -> Option<PathBuf> {
    bevy::platform::dirs::preferences_dir().map(|dir| dir.join(app_name))
}

/// Renames every `.toml` file in `folder` that does not read as a table of settings,
/// and returns, for each, its name and the line that tells the player.
pub fn set_aside_unreadable(folder: &Path) -> Vec<(String, String)> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "toml") && path.is_file())
        .collect();
    files.sort();
    let mut problems = Vec::new();
    for path in files {
        let Err(why) = read_settings_table(&path) else {
            continue;
        };
        let name = file_name(&path);
        let aside = free_damaged_name(&path);
        let line = match std::fs::rename(&path, &aside) {
            Ok(()) => format!(
                "{name}: {why}; started from defaults, your file is kept as {}",
                file_name(&aside)
            ),
            Err(error) => format!("{name}: {why}; started from defaults ({error})"),
        };
        problems.push((name, line));
    }
    problems
}

/// Whether `path` reads as Bevy's settings plugin reads it: UTF-8 TOML, a table.
fn read_settings_table(path: &Path) -> Result<(), String> {
    let bytes = std::fs::read(path).map_err(|error| format!("cannot be read ({error})"))?;
    let text = String::from_utf8(bytes).map_err(|_| "is not UTF-8 text".to_string())?;
    match toml::from_str::<toml::Value>(&text) {
        Ok(toml::Value::Table(_)) => Ok(()),
        Ok(_) => Err("is not a table of settings".into()),
        Err(error) => {
            let line = error
                .span()
                .map(|span| text[..span.start.min(text.len())].matches('\n').count() + 1);
            let at = line.map_or(String::new(), |line| format!(" at line {line}"));
            Err(format!("is not TOML{at} ({})", error.message().trim()))
        }
    }
}

/// `NAME.toml.damaged`, or the first of `.damaged.2`, `.damaged.3`, … not yet taken.
fn free_damaged_name(path: &Path) -> PathBuf {
    let base = format!("{}.damaged", path.display());
    std::iter::once(PathBuf::from(&base))
        .chain((2..).map(|n| PathBuf::from(format!("{base}.{n}"))))
        .find(|candidate| !candidate.exists())
        .expect("an unused name")
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(String::new, |name| name.to_string_lossy().into_owned())
}
