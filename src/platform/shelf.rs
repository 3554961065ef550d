//! Where Bevy's settings plugin keeps the settings, as named entries the set-aside can
//! read, write and remove: a folder of `NAME.toml` files on the desktop, and on the web
//! the page's localStorage, under the plugin's `APP-NAME` keys. Also where that is.

/// The settings' storage, entry by name (`settings.toml` in the folder, `settings` in
/// the page's storage); kept copies are named by adding `.damaged`, `.damaged.2`, ….
pub trait Shelf {
    /// The settings entries there are now, by name, in a stable order; `stems` are the
    /// files the app's groups live in (the page's storage cannot be listed by file).
    fn entries(&self, stems: &[&str]) -> Vec<String>;
    /// The file an entry holds, as the plugin names it (`settings` for either).
    fn stem<'a>(&self, name: &'a str) -> &'a str;
    fn read(&self, name: &str) -> Result<Vec<u8>, String>;
    fn exists(&self, name: &str) -> bool;
    fn write(&self, name: &str, bytes: &[u8]) -> Result<(), String>;
    /// Moves an entry to a new name, bytes unchanged.
    fn rename(&self, from: &str, to: &str) -> Result<(), String>;
    /// Where a kept copy is, for the player's line: `file` (beside the others) or
    /// `browser` (the browser's storage).
    fn place(&self) -> &'static str;
}

#[cfg(not(target_arch = "wasm32"))]
pub use folder::Folder;

#[cfg(not(target_arch = "wasm32"))]
mod folder {
    use std::path::PathBuf;

    use super::Shelf;

    /// The desktop's settings folder.
    pub struct Folder(pub PathBuf);

    impl Shelf for Folder {
        fn entries(&self, _stems: &[&str]) -> Vec<String> {
            let Ok(entries) = std::fs::read_dir(&self.0) else {
                return Vec::new();
            };
            let mut names: Vec<String> = entries
                .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                .filter(|path| path.extension().is_some_and(|ext| ext == "toml") && path.is_file())
                .filter_map(|path| Some(path.file_name()?.to_string_lossy().into_owned()))
                .collect();
            names.sort();
            names
        }

        fn stem<'a>(&self, name: &'a str) -> &'a str {
            name.trim_end_matches(".toml")
        }

        fn read(&self, name: &str) -> Result<Vec<u8>, String> {
            std::fs::read(self.0.join(name)).map_err(|error| error.to_string())
        }

        fn exists(&self, name: &str) -> bool {
            self.0.join(name).exists()
        }

        fn write(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
            std::fs::write(self.0.join(name), bytes).map_err(|error| error.to_string())
        }

        fn rename(&self, from: &str, to: &str) -> Result<(), String> {
            std::fs::rename(self.0.join(from), self.0.join(to)).map_err(|error| error.to_string())
        }

        fn place(&self) -> &'static str {
            "file"
        }
    }
}

#[cfg(target_arch = "wasm32")]
pub use page::PageStorage;

#[cfg(target_arch = "wasm32")]
mod page {
    use web_sys::Storage;

    use super::Shelf;

    /// The page's localStorage, with the settings plugin's `APP-NAME` keys.
    pub struct PageStorage {
        pub storage: Storage,
        pub app_name: String,
    }

    impl PageStorage {
        fn key(&self, name: &str) -> String {
            format!("{}-{name}", self.app_name)
        }

        fn get(&self, name: &str) -> Option<String> {
            self.storage.get_item(&self.key(name)).ok().flatten()
        }
    }

    fn describe(error: wasm_bindgen::JsValue) -> String {
        error
            .as_string()
            .unwrap_or_else(|| "the page's storage refused".into())
    }

    impl Shelf for PageStorage {
        fn entries(&self, stems: &[&str]) -> Vec<String> {
            let mut names: Vec<String> = stems
                .iter()
                .filter(|stem| self.get(stem).is_some())
                .map(|stem| stem.to_string())
                .collect();
            names.sort();
            names.dedup();
            names
        }

        fn stem<'a>(&self, name: &'a str) -> &'a str {
            name
        }

        fn read(&self, name: &str) -> Result<Vec<u8>, String> {
            self.get(name)
                .map(String::into_bytes)
                .ok_or_else(|| "is gone".into())
        }

        fn exists(&self, name: &str) -> bool {
            self.get(name).is_some()
        }

        fn write(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
            // What the page stores is text; an entry read from it always is.
            let text = String::from_utf8_lossy(bytes);
            self.storage
                .set_item(&self.key(name), &text)
                .map_err(describe)
        }

        fn rename(&self, from: &str, to: &str) -> Result<(), String> {
            let bytes = self.read(from)?;
            self.write(to, &bytes)?;
            self.storage.remove_item(&self.key(from)).map_err(describe)
        }

        fn place(&self) -> &'static str {
            "browser"
        }
    }
}

/// Where Bevy's settings plugin keeps `app_name`'s settings on the desktop.
#[cfg(not(target_arch = "wasm32"))]
pub fn settings_shelf(app_name: &str) -> Option<Folder> {
    settings_folder(app_name).map(Folder)
}

/// Where Bevy's settings plugin keeps `app_name`'s settings in the browser.
#[cfg(target_arch = "wasm32")]
pub fn settings_shelf(app_name: &str) -> Option<PageStorage> {
    let storage = web_sys::window()?.local_storage().ok()??;
    Some(PageStorage {
        storage,
        app_name: app_name.to_owned(),
    })
}

/// The name Bevy's settings plugin is given for an app called `app_name`. On Linux and
/// macOS it is the name, under the system's settings folder. On Windows, Bevy's folder is
/// `%LOCALAPPDATA%`, which stays on one machine, while games keep their saves under
/// `%APPDATA%`, which roams with the player's profile: there the name is that folder
/// whole, `%APPDATA%\grid-puzzles`, because the plugin joins the name to its own folder,
/// and a path joined to an absolute one is the absolute one.
pub fn settings_app_name(app_name: &str) -> String {
    #[cfg(windows)]
    if let Some(roaming) = std::env::var_os("APPDATA").filter(|path| !path.is_empty()) {
        return std::path::Path::new(&roaming)
            .join(app_name)
            .to_string_lossy()
            .into_owned();
    }
    app_name.to_owned()
}

/// The folder Bevy's settings plugin keeps `app_name`'s files in.
pub fn settings_folder(app_name: &str) -> Option<std::path::PathBuf> {
    bevy::platform::dirs::preferences_dir().map(|dir| dir.join(app_name))
}

/// The folder the desktop game keeps its own files in, beside the settings (the
/// player's Fifteen picture). Absent in the browser, which keeps them in the page, and
/// in tests that do not give one.
#[derive(bevy::prelude::Resource, Clone, Debug, PartialEq)]
pub struct KeptFiles(pub std::path::PathBuf);
