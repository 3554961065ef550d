//! Where the desktop game's assets come from: a copy of `assets/` built into the program
//! (so a binary copied anywhere plays), and an `assets/` folder on disk that replaces it
//! file by file and is watched for edits, so tweaking works as it does in the repository.
//! The browser reads its assets over HTTP and has neither.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

#[cfg(not(target_arch = "wasm32"))]
use bevy::asset::io::{
    AssetReader, AssetReaderError, AssetSource, AssetSourceBuilder, AssetSourceId, PathStream,
    Reader, file::FileAssetReader, memory::Dir, memory::MemoryAssetReader,
};
use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::tasks::futures_lite::{StreamExt, stream};

/// Every shipped asset file by its path under `assets/`, with its bytes (written by
/// `build.rs`; empty in the web build).
pub static BUILT_IN: &[(&str, &[u8])] = include!(concat!(env!("OUT_DIR"), "/built_in_assets.rs"));

/// The built-in bytes of the asset at `path` (under `assets/`, with `/`).
pub fn built_in(path: &str) -> Option<&'static [u8]> {
    BUILT_IN
        .iter()
        .find(|(name, _)| *name == path)
        .map(|(_, bytes)| *bytes)
}

/// The folder whose files replace the built-in ones, if one was found.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct AssetFolder(pub Option<PathBuf>);

impl AssetFolder {
    /// Looks for an `assets` folder of the game: under `BEVY_ASSET_ROOT` (or the
    /// package folder `cargo run` names), next to the executable or in a folder above
    /// it, then in the current folder.
    pub fn find() -> Self {
        if cfg!(target_arch = "wasm32") {
            return Self(None);
        }
        let roots = ["BEVY_ASSET_ROOT", "CARGO_MANIFEST_DIR"]
            .into_iter()
            .filter_map(std::env::var_os)
            .map(PathBuf::from);
        let beside_executable = std::env::current_exe()
            .ok()
            .map(|exe| {
                exe.ancestors()
                    .skip(1)
                    .map(Path::to_path_buf)
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        let current = std::env::current_dir().ok();
        let found = roots
            .chain(beside_executable)
            .chain(current)
            .map(|root| root.join("assets"))
            .find(|folder| Self::looks_like_ours(folder));
        Self(found)
    }

    /// A folder counts as the game's assets if it holds a file or folder the game reads
    /// at its top (any `assets` folder would otherwise do, a stranger's too).
    pub fn looks_like_ours(folder: &Path) -> bool {
        folder.join("config.ron").is_file()
            || folder.join("themes").is_dir()
            || folder.join("locales").is_dir()
    }

    /// The file at `path` in the folder, if the folder has it.
    pub fn file_on_disk(&self, path: &str) -> Option<PathBuf> {
        self.0
            .as_ref()
            .map(|folder| folder.join(path))
            .filter(|file| file.is_file())
    }

    /// The bytes of `path`: the folder's file if it has one, else the built-in copy.
    pub fn read(&self, path: &str) -> Option<Vec<u8>> {
        self.file_on_disk(path)
            .and_then(|file| std::fs::read(file).ok())
            .or_else(|| built_in(path).map(<[u8]>::to_vec))
    }

    /// Whether `path` is a file in the folder or built in.
    pub fn is_file(&self, path: &str) -> bool {
        self.file_on_disk(path).is_some() || built_in(path).is_some()
    }

    /// The names of the folders directly under `path`, on disk or built in.
    pub fn subfolders(&self, path: &str) -> BTreeSet<String> {
        let prefix = format!("{}/", path.trim_end_matches('/'));
        let mut names: BTreeSet<String> = BUILT_IN
            .iter()
            .filter_map(|(name, _)| name.strip_prefix(&prefix))
            .filter_map(|rest| rest.split_once('/').map(|(first, _)| first.to_string()))
            .collect();
        if let Some(folder) = &self.0
            && let Ok(entries) = std::fs::read_dir(folder.join(path))
        {
            names.extend(
                entries
                    .flatten()
                    .filter(|entry| entry.path().is_dir())
                    .map(|entry| entry.file_name().to_string_lossy().into_owned()),
            );
        }
        names
    }

    /// Every file under the folder `path` (at any depth), as paths relative to it, on
    /// disk or built in.
    pub fn files_under(&self, path: &str) -> BTreeSet<String> {
        let prefix = format!("{}/", path.trim_end_matches('/'));
        let mut files: BTreeSet<String> = BUILT_IN
            .iter()
            .filter_map(|(name, _)| name.strip_prefix(&prefix).map(str::to_string))
            .collect();
        if let Some(folder) = &self.0 {
            let top = folder.join(path);
            let mut pending = vec![top.clone()];
            while let Some(dir) = pending.pop() {
                for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                    let file = entry.path();
                    if file.is_dir() {
                        pending.push(file);
                    } else if let Ok(relative) = file.strip_prefix(&top) {
                        let parts: Vec<String> = relative
                            .components()
                            .map(|part| part.as_os_str().to_string_lossy().into_owned())
                            .collect();
                        files.insert(parts.join("/"));
                    }
                }
            }
        }
        files
    }

    /// Makes this folder over the built-in copy the asset server's default source, with
    /// Bevy's file watcher on the folder. Must come before Bevy's asset plugin.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn register_source(&self, app: &mut App) {
        let folder = self.0.clone();
        let watched = folder.clone();
        let mut source = AssetSourceBuilder::new(move || {
            Box::new(OverlayReader::new(folder.as_deref()))
                as Box<dyn bevy::asset::io::ErasedAssetReader>
        });
        if let Some(watched) = watched {
            let mut watcher = AssetSource::get_default_watcher(
                watched.to_string_lossy().into_owned(),
                std::time::Duration::from_millis(300),
            );
            // The watcher's news is relayed to the asset server through a thread that
            // wakes the game (asleep at rest) and keeps it looking while the edited file
            // is read again.
            source = source.with_watcher(move |sender| {
                let (relay, news) = async_channel::unbounded();
                let watching = watcher(relay)?;
                std::thread::spawn(move || {
                    while let Ok(event) = news.recv_blocking() {
                        if sender.send_blocking(event).is_err() {
                            return;
                        }
                        crate::platform::wake::wake_and_look_again();
                    }
                });
                Some(watching)
            });
        }
        app.register_asset_source(AssetSourceId::Default, source);
    }
}

/// Reads a file from the folder when it has it, else from the built-in copy.
#[cfg(not(target_arch = "wasm32"))]
struct OverlayReader {
    folder: Option<FileAssetReader>,
    built_in: MemoryAssetReader,
}

#[cfg(not(target_arch = "wasm32"))]
impl OverlayReader {
    fn new(folder: Option<&Path>) -> Self {
        let root = Dir::default();
        for (name, bytes) in BUILT_IN {
            root.insert_asset(Path::new(name), *bytes);
        }
        Self {
            folder: folder.map(FileAssetReader::new),
            built_in: MemoryAssetReader { root },
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl AssetReader for OverlayReader {
    async fn read<'a>(&'a self, path: &'a Path) -> Result<Box<dyn Reader + 'a>, AssetReaderError> {
        if let Some(folder) = &self.folder {
            match folder.read(path).await {
                Ok(reader) => return Ok(Box::new(reader)),
                Err(AssetReaderError::NotFound(_)) => {}
                // A file there that cannot be opened: the built-in one will do, if any.
                Err(other) => warn!("{}: {other}", path.display()),
            }
        }
        let reader = self.built_in.read(path).await?;
        Ok(Box::new(reader))
    }

    async fn read_meta<'a>(
        &'a self,
        path: &'a Path,
    ) -> Result<Box<dyn Reader + 'a>, AssetReaderError> {
        if let Some(folder) = &self.folder
            && let Ok(reader) = folder.read_meta(path).await
        {
            return Ok(Box::new(reader));
        }
        let reader = self.built_in.read_meta(path).await?;
        Ok(Box::new(reader))
    }

    async fn read_directory<'a>(
        &'a self,
        path: &'a Path,
    ) -> Result<Box<PathStream>, AssetReaderError> {
        let mut entries = BTreeSet::new();
        if let Some(folder) = &self.folder
            && let Ok(listed) = folder.read_directory(path).await
        {
            entries.extend(listed.collect::<Vec<_>>().await);
        }
        if let Ok(listed) = self.built_in.read_directory(path).await {
            entries.extend(listed.collect::<Vec<_>>().await);
        }
        if entries.is_empty() {
            return Err(AssetReaderError::NotFound(path.to_path_buf()));
        }
        Ok(Box::new(stream::iter(entries)))
    }

    async fn is_directory<'a>(&'a self, path: &'a Path) -> Result<bool, AssetReaderError> {
        if let Some(folder) = &self.folder
            && folder.is_directory(path).await.unwrap_or(false)
        {
            return Ok(true);
        }
        self.built_in.is_directory(path).await
    }
}
