//! Themes: a theme is a folder under `assets/themes/` holding any of the images the
//! games draw (the same names as `themes/classic/`) and, in `theme.ron`, a title and
//! optionally its own palette. A file a theme lacks comes from `classic`. The shipped
//! themes are listed in `assets/themes/themes.ron` (the web build knows only those);
//! on the desktop a folder a player adds (a copy of `classic` to edit) is found by
//! looking.

#[cfg(not(target_arch = "wasm32"))]
use crate::core::words::Msg;
use std::collections::BTreeSet;

use bevy::prelude::*;
use serde::Deserialize;

use super::config::Palette;
#[cfg(not(target_arch = "wasm32"))]
use crate::core::notices::Problems;
use crate::core::notices::one_line;
use crate::persist::shared::Preferences;
#[cfg(not(target_arch = "wasm32"))]
use crate::platform::asset_files::{AssetFolder, built_in};

/// The list of shipped themes, under the assets.
#[cfg(not(target_arch = "wasm32"))]
const THEMES_FILE: &str = "themes/themes.ron";

/// The theme every missing file comes from.
pub const DEFAULT_THEME: &str = "classic";

/// A theme's title, its palette (if it has its own), and the image files it has.
#[derive(Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct ThemeInfo {
    /// The folder's name.
    pub name: String,
    /// The name players read.
    pub title: String,
    /// Colours that replace `config.ron`'s palette while the theme is on.
    pub palette: Option<Palette>,
    /// The image files the folder has, relative to it (`block.png`, `GAME/01.png`).
    pub files: BTreeSet<String>,
}

/// The themes a player can choose, the shipped ones first.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Themes(pub Vec<ThemeInfo>);

/// The shipped list, as built into the game (the web build's only list).
const SHIPPED: &str = include_str!("../../assets/themes/themes.ron");

impl Default for Themes {
    fn default() -> Self {
        Self(Self::parse(SHIPPED).unwrap_or_default())
    }
}

impl Themes {
    /// The themes under `themes/` (in the assets folder, else built in): the list in
    /// `themes.ron` (the built-in one if the folder's does not read, which is reported),
    /// less the files missing, and the folders a player added.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn from_files(files: &AssetFolder, problems: &mut Problems) -> Self {
        let read = |bytes: &[u8]| Self::parse(&String::from_utf8_lossy(bytes));
        let mut themes = match files.read(THEMES_FILE).map(|bytes| read(&bytes)) {
            Some(Ok(list)) => Self(list),
            Some(Err(why)) => {
                problems.set(
                    THEMES_FILE,
                    Some(Msg::new("problem-file").text("problem", why)),
                );
                built_in(THEMES_FILE)
                    .and_then(|bytes| read(bytes).ok())
                    .map_or_else(Self::default, Self)
            }
            None => Self::default(),
        };
        themes.check_files(files);
        themes.add_folders(files, problems);
        themes
    }

    /// Parses `themes.ron` (a list of themes); the error names the place.
    pub fn parse(text: &str) -> Result<Vec<ThemeInfo>, String> {
        Self::read(text).map_err(one_line)
    }

    fn read(text: &str) -> Result<Vec<ThemeInfo>, String> {
        let themes: Vec<ThemeInfo> = ron::from_str(text).map_err(|e| {
            let at = e.span.start;
            format!(
                "themes/themes.ron line {}, column {}: {}",
                at.line, at.col, e.code
            )
        })?;
        for theme in &themes {
            if let Some(palette) = &theme.palette {
                palette
                    .check()
                    .map_err(|why| format!("themes/themes.ron ({}): {why}", theme.name))?;
            }
        }
        Ok(themes)
    }

    /// The theme called `name`, or the default one.
    pub fn get(&self, name: &str) -> Theme {
        let info = self
            .0
            .iter()
            .find(|theme| theme.name == name)
            .or_else(|| self.0.iter().find(|theme| theme.name == DEFAULT_THEME))
            .cloned()
            .unwrap_or_else(|| ThemeInfo {
                name: DEFAULT_THEME.into(),
                title: DEFAULT_THEME.into(),
                ..ThemeInfo::default()
            });
        Theme(info)
    }

    /// The theme after `name` in the list (wrapping round), for the settings' Change.
    pub fn next_after(&self, name: &str) -> String {
        let names: Vec<&str> = self.0.iter().map(|theme| theme.name.as_str()).collect();
        let at = names.iter().position(|n| *n == name).unwrap_or(0);
        names
            .get((at + 1) % names.len().max(1))
            .map_or(DEFAULT_THEME.to_string(), |n| n.to_string())
    }

    /// Adds the theme folders under `themes/` that the list lacks (a player's own),
    /// with the files found in them and the title and palette of their `theme.ron`; a
    /// `theme.ron` that does not read is reported and the folder used without it.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn add_folders(&mut self, files: &AssetFolder, problems: &mut Problems) {
        for name in files.subfolders("themes") {
            if self.0.iter().any(|theme| theme.name == name) {
                continue;
            }
            let file = format!("themes/{name}/theme.ron");
            let mut info: ThemeInfo = files
                .read(&file)
                .and_then(
                    |bytes| match read_theme_file(&String::from_utf8_lossy(&bytes)) {
                        Ok(info) => Some(info),
                        Err(why) => {
                            let problem =
                                Msg::new("problem-file").text("problem", format!("{file} {why}"));
                            problems.set(file.clone(), Some(problem));
                            None
                        }
                    },
                )
                .unwrap_or_default();
            info.name = name.clone();
            if info.title.is_empty() {
                info.title = name.clone();
            }
            info.files = files
                .files_under(&format!("themes/{name}"))
                .into_iter()
                .filter(|file| {
                    [".png", ".jpg", ".jpeg"]
                        .iter()
                        .any(|ext| file.ends_with(ext))
                })
                .collect();
            self.0.push(info);
            let missing = self.taken_from_default(&name);
            if !missing.is_empty() {
                warn!(
                    "theme {name} has no {}; the {DEFAULT_THEME} ones are used",
                    missing.join(", ")
                );
            }
        }
    }

    /// The files theme `name` takes from the default theme because it lacks them.
    pub fn taken_from_default(&self, name: &str) -> Vec<String> {
        let files = |wanted: &str| {
            self.0
                .iter()
                .find(|theme| theme.name == wanted)
                .map(|theme| &theme.files)
        };
        match (files(DEFAULT_THEME), files(name)) {
            (Some(default), Some(own)) => default.difference(own).cloned().collect(),
            _ => Vec::new(),
        }
    }

    /// On the desktop, a file a shipped theme lists but lacks on disk comes from the
    /// default theme, with a warning.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn check_files(&mut self, files: &AssetFolder) {
        for theme in &mut self.0 {
            let missing: Vec<String> = theme
                .files
                .iter()
                .filter(|file| !files.is_file(&format!("themes/{}/{file}", theme.name)))
                .cloned()
                .collect();
            for file in missing {
                warn!(
                    "theme {} has no {file}; the {DEFAULT_THEME} one is used",
                    theme.name
                );
                theme.files.remove(&file);
            }
        }
    }
}

/// A player's `theme.ron`: a title and a palette, each optional.
#[cfg(not(target_arch = "wasm32"))]
fn read_theme_file(text: &str) -> Result<ThemeInfo, String> {
    read_theme_text(text).map_err(one_line)
}

#[cfg(not(target_arch = "wasm32"))]
fn read_theme_text(text: &str) -> Result<ThemeInfo, String> {
    let info: ThemeInfo = ron::from_str(text).map_err(|e| {
        let at = e.span.start;
        format!("line {}, column {}: {}", at.line, at.col, e.code)
    })?;
    if let Some(palette) = &info.palette {
        palette.check()?;
    }
    Ok(info)
}

/// The theme in use.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Theme(pub ThemeInfo);

impl Default for Theme {
    fn default() -> Self {
        Themes::default().get(DEFAULT_THEME)
    }
}

impl Theme {
    /// Where `file` comes from: the theme's folder if it has it, else the default's.
    pub fn path(&self, file: &str) -> String {
        let folder = if self.0.files.contains(file) {
            &self.0.name
        } else {
            DEFAULT_THEME
        };
        format!("themes/{folder}/{file}")
    }

    /// The palette to draw with: the theme's own, or `config`'s.
    pub fn palette<'a>(&'a self, config: &'a Palette) -> &'a Palette {
        self.0.palette.as_ref().unwrap_or(config)
    }
}

/// Where images come from: the asset server (none in headless tests, which draw
/// nothing) and the theme in use.
pub struct ImageSource<'a> {
    pub server: Option<&'a AssetServer>,
    pub theme: &'a Theme,
}

/// Whether piece images may be asked for yet: not in the first frame, which draws the
/// first screen (the menu, on the web, with no piece on it), so that screen does not
/// wait for some twenty image requests; they go out from the next frame on, and a look
/// asked for in the first frame is made again then (`first_frame_passed`).
pub fn images_wanted(frames: &bevy::diagnostic::FrameCount) -> bool {
    frames.0 > 0
}

/// Whether this is the frame after the first, when looks made without their images in
/// the first frame are made again with them.
pub fn first_frame_passed(frames: &bevy::diagnostic::FrameCount) -> bool {
    frames.0 == 1
}

impl ImageSource<'_> {
    /// The theme's image `file` (or the default theme's).
    pub fn load(&self, file: impl AsRef<str>) -> Handle<Image> {
        let path = self.theme.path(file.as_ref());
        self.server
            .map(|server| server.load(path))
            .unwrap_or_default()
    }

    /// A player's own image at `path` under `assets/`, whatever the theme.
    pub fn load_own(&self, path: &str) -> Handle<Image> {
        self.server
            .map(|server| server.load(path.to_string()))
            .unwrap_or_default()
    }
}

/// The theme and the shared looks are settled before the games read theirs.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ThemeChosen;

/// The theme the player chose (the default one until they choose, or if theirs is gone).
pub fn choose_theme(prefs: Res<Preferences>, themes: Res<Themes>, mut theme: ResMut<Theme>) {
    if prefs.is_changed() || themes.is_changed() {
        theme.set_if_neq(themes.get(&prefs.theme));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_theme_without_a_file_takes_the_default_ones() {
        let themes = Themes(vec![
            ThemeInfo {
                name: "classic".into(),
                files: ["block.png".to_string()].into(),
                ..ThemeInfo::default()
            },
            ThemeInfo {
                name: "mine".into(),
                files: ["ball.png".to_string()].into(),
                ..ThemeInfo::default()
            },
        ]);
        let mine = themes.get("mine");
        assert_eq!(mine.path("ball.png"), "themes/mine/ball.png");
        assert_eq!(mine.path("block.png"), "themes/classic/block.png");
        assert_eq!(themes.get("nope").0.name, "classic");
        assert_eq!(themes.next_after("classic"), "mine");
        assert_eq!(themes.next_after("mine"), "classic");
    }

    #[test]
    fn the_shipped_theme_list_reads() {
        let shipped = include_str!("../../assets/themes/themes.ron");
        let themes = Themes::parse(shipped).expect("themes.ron parses");
        assert!(themes.iter().any(|theme| theme.name == DEFAULT_THEME));
        assert!(themes.len() >= 2);
        assert!(Themes::parse("[ (name: 1) ]").is_err());
    }
}
