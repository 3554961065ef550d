//! Fifteen's pattern tables: the optimal solver needs them and the program builds them
//! itself the first time (a few seconds). The desktop builds them on a thread of its own
//! and keeps them in the user's cache folder (a damaged file is built again); the
//! browser builds them a few milliseconds per frame, showing its progress. The game is
//! playable meanwhile; hints wait for them.

use bevy::prelude::*;

use crate::core::wake::Wake;
#[cfg(not(target_arch = "wasm32"))]
use grid_rules::fifteen::Tables;
use grid_rules::fifteen::{TableBuilder, install_tables, installed_tables};

/// How far building the tables has come, for the HUD.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub enum TablesState {
    /// Building, this far (0 to 1).
    Building(f32),
    Ready,
}

impl Default for TablesState {
    fn default() -> Self {
        if installed_tables().is_some() {
            TablesState::Ready
        } else {
            TablesState::Building(0.0)
        }
    }
}

/// Where the desktop keeps the tables: `$XDG_CACHE_HOME/grid-puzzles/` or
/// `~/.cache/grid-puzzles/`; on Windows, `%LOCALAPPDATA%\grid-puzzles\cache\` (a
/// cache stays on the machine, not in the roaming profile with the saves).
#[cfg(not(target_arch = "wasm32"))]
fn cache_file() -> Option<std::path::PathBuf> {
    let absolute = |name: &str| {
        std::env::var_os(name)
            .map(std::path::PathBuf::from)
            .filter(|path| path.is_absolute())
    };
    let folder = if cfg!(windows) {
        absolute("LOCALAPPDATA")?.join("grid-puzzles").join("cache")
    } else {
        absolute("XDG_CACHE_HOME")
            .or_else(|| absolute("HOME").map(|home| home.join(".cache")))?
            .join("grid-puzzles")
    };
    Some(folder.join("fifteen-tables.bin"))
}

/// Loads the tables from the cache, or builds them (and caches them), and installs
/// them. Blocks for the build; the window calls it on a thread of its own, `solve`
/// directly.
#[cfg(not(target_arch = "wasm32"))]
pub fn load_or_build() {
    if installed_tables().is_some() {
        return;
    }
    // However it ends, the game may be asleep: the tables (or their failure) wake it.
    struct WakeWhenDone;
    impl Drop for WakeWhenDone {
        fn drop(&mut self) {
            crate::platform::wake::wake();
        }
    }
    let _wake = WakeWhenDone;
    let path = cache_file();
    let cached = path
        .as_ref()
        .and_then(|path| std::fs::read(path).ok())
        .and_then(|bytes| match Tables::from_bytes(&bytes) {
            Ok(tables) => Some(tables),
            Err(why) => {
                warn!("the cached Fifteen tables are damaged ({why}); building them again");
                None
            }
        });
    let tables = match cached {
        Some(tables) => tables,
        None => {
            let tables = Tables::build();
            if let Some(path) = &path {
                let written = path
                    .parent()
                    .map_or(Ok(()), std::fs::create_dir_all)
                    .and_then(|()| {
                        std::fs::write(path.with_extension("partial"), tables.to_bytes())
                    })
                    .and_then(|()| std::fs::rename(path.with_extension("partial"), path));
                if let Err(why) = written {
                    warn!(
                        "the Fifteen tables could not be cached in {}: {why}",
                        path.display()
                    );
                }
            }
            tables
        }
    };
    install_tables(std::sync::Arc::new(tables));
}

/// Work units per slice in the browser (the whole build is about 24 million).
#[cfg(target_arch = "wasm32")]
const SLICE: u64 = 10_000;

/// The browser's builder, stepped every frame.
#[derive(Resource, Default)]
pub struct SlicedBuild(Option<bevy::platform::cell::SyncCell<TableBuilder>>);

/// Starts the tables when the game is entered (once per run).
pub fn start_tables(
    mut state: ResMut<TablesState>,
    mut started: Local<bool>,
    mut sliced: ResMut<SlicedBuild>,
) {
    if *started || installed_tables().is_some() {
        *state = TablesState::Ready;
        return;
    }
    *started = true;
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = &mut sliced;
        std::thread::spawn(load_or_build);
    }
    #[cfg(target_arch = "wasm32")]
    {
        sliced.0 = Some(bevy::platform::cell::SyncCell::new(TableBuilder::new()));
    }
}

/// Follows the build: on the desktop waits for the thread, in the browser does a slice
/// of it each frame.
pub fn advance_tables(
    mut state: ResMut<TablesState>,
    mut sliced: ResMut<SlicedBuild>,
    mut wake: ResMut<Wake>,
) {
    if *state == TablesState::Ready {
        return;
    }
    // The browser builds in slices of frames (a desktop thread wakes the game when the
    // tables are ready).
    if sliced.0.is_some() {
        wake.next_frame();
    }
    if installed_tables().is_some() {
        *state = TablesState::Ready;
        sliced.0 = None;
    }
    #[cfg(target_arch = "wasm32")]
    if let Some(builder) = sliced.0.as_mut().filter(|_| installed_tables().is_none()) {
        let started = bevy::platform::time::Instant::now();
        // A few milliseconds a frame while the player plays; while they think, most of
        // the frame (the frames drawn meanwhile show only the progress): a browser that
        // draws in software (SwiftShader, some 100 ms a frame) would otherwise take
        // minutes.
        let slice = if wake.player_active(started) {
            std::time::Duration::from_millis(8)
        } else {
            std::time::Duration::from_millis(40)
        };
        let builder = builder.get();
        let mut done = false;
        while !done && started.elapsed() < slice {
            done = builder.step(SLICE);
        }
        *state = TablesState::Building(builder.progress());
        if done && let Some(builder) = sliced.0.take() {
            install_tables(std::sync::Arc::new(
                bevy::platform::cell::SyncCell::to_inner(builder).finish(),
            ));
            *state = TablesState::Ready;
        }
    }
}
