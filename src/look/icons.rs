//! The UI's icons (`assets/icons/`, drawn by `scripts/make_icons.py`): white shapes that
//! the UI tints with the theme's text colour. Loaded once; without an asset server
//! (headless tests) the handles are empty and nothing is drawn.

use std::collections::HashMap;

use bevy::prelude::*;

/// Every icon the UI draws, by its file's name.
pub const NAMES: [&str; 19] = [
    "new", "undo", "redo", "hint", "auto", "stop", "share", "settings", "menu", "more", "review",
    "daily", "stats", "close", "previous", "next", "star", "pause", "restart",
];

/// The icons' images, by name.
#[derive(Resource, Default, Clone, Debug)]
pub struct Icons(HashMap<&'static str, Handle<Image>>);

impl Icons {
    /// Loads every icon (nothing without an asset server).
    pub fn load(server: Option<&AssetServer>) -> Self {
        Self(
            NAMES
                .iter()
                .map(|&name| {
                    let handle = server
                        .map(|server| server.load(format!("icons/{name}.png")))
                        .unwrap_or_default();
                    (name, handle)
                })
                .collect(),
        )
    }

    /// The icon called `name` (an empty image for a name that is not an icon).
    pub fn get(&self, name: &str) -> Handle<Image> {
        self.0.get(name).cloned().unwrap_or_default()
    }
}

/// Loads the icons at start.
pub fn load_icons(mut commands: Commands, server: Option<Res<AssetServer>>) {
    commands.insert_resource(Icons::load(server.as_deref()));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_icon_has_its_file() {
        // The folder cargo names at the start: a reused binary may be from another copy.
        let folder = std::path::PathBuf::from(
            std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or(env!("CARGO_MANIFEST_DIR").into()),
        )
        .join("assets/icons");
        for name in NAMES {
            assert!(folder.join(format!("{name}.png")).is_file(), "{name}.png");
        }
    }
}
