//! Fifteen's pattern tables: the optimal solver needs them and the program builds them
//! itself the first time (a few seconds), off the frame (`platform::off_frame`): on a
//! thread of its own on the desktop, which keeps them in the user's cache folder (a
//! damaged file is built again), a few milliseconds per frame in the browser, the HUD
//! showing the progress. The game is playable meanwhile; hints wait for them.

use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;

use crate::core::wake::Wake;
#[cfg(not(target_arch = "wasm32"))]
use crate::platform::off_frame::run_to_end;
use crate::platform::off_frame::{Background, Progress, Work};
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

/// The cached tables, if the cache holds good ones (a damaged file is built again).
#[cfg(not(target_arch = "wasm32"))]
fn read_cache(path: &std::path::Path) -> Option<Tables> {
    let bytes = std::fs::read(path).ok()?;
    match Tables::from_bytes(&bytes) {
        Ok(tables) => Some(tables),
        Err(why) => {
            warn!("the cached Fifteen tables are damaged ({why}); building them again");
            None
        }
    }
}

/// Keeps the tables in the cache, for the next start (a failure is only logged).
#[cfg(not(target_arch = "wasm32"))]
fn write_cache(path: &std::path::Path, tables: &Tables) {
    let written = path
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| std::fs::write(path.with_extension("partial"), tables.to_bytes()))
        .and_then(|()| std::fs::rename(path.with_extension("partial"), path));
    if let Err(why) = written {
        warn!(
            "the Fifteen tables could not be cached in {}: {why}",
            path.display()
        );
    }
}

/// What building the tables tells: how far it has come, or that they are installed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TablesNews {
    Progress(f32),
    Ready,
}

/// Work units per slice of the build (the whole build is about 24 million).
const SLICE: u64 = 10_000;

/// Getting the tables: from the desktop's cache, or built a slice at a time (and then
/// cached), and installed for the solver.
#[derive(Default)]
pub struct BuildTables {
    #[cfg(not(target_arch = "wasm32"))]
    looked_in_cache: bool,
    builder: Option<TableBuilder>,
    /// The whole percent last told, so a slow browser hears of each and a fast thread
    /// wakes the game a hundred times at most.
    told: Option<u32>,
}

impl Work<TablesNews> for BuildTables {
    fn step(&mut self, slice: Duration) -> Progress<TablesNews> {
        if installed_tables().is_some() {
            return Progress::Done(TablesNews::Ready);
        }
        #[cfg(not(target_arch = "wasm32"))]
        if !std::mem::replace(&mut self.looked_in_cache, true)
            && let Some(tables) = cache_file().as_deref().and_then(read_cache)
        {
            install_tables(std::sync::Arc::new(tables));
            return Progress::Done(TablesNews::Ready);
        }
        let builder = self.builder.get_or_insert_with(TableBuilder::new);
        let started = Instant::now();
        let mut done = false;
        while !done && started.elapsed() < slice {
            done = builder.step(SLICE);
        }
        if !done {
            let progress = builder.progress();
            let percent = (progress * 100.0) as u32;
            if self.told.replace(percent) == Some(percent) {
                return Progress::Working;
            }
            return Progress::News(TablesNews::Progress(progress));
        }
        let Some(builder) = self.builder.take() else {
            return Progress::Working;
        };
        let tables = builder.finish();
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(path) = cache_file() {
            write_cache(&path, &tables);
        }
        install_tables(std::sync::Arc::new(tables));
        Progress::Done(TablesNews::Ready)
    }
}

/// Loads the tables from the cache, or builds them (and caches them), and installs
/// them; blocks (`solve` calls it before it thinks; the window builds them off the
/// frame).
#[cfg(not(target_arch = "wasm32"))]
pub fn load_or_build() {
    run_to_end(&mut BuildTables::default(), Duration::from_secs(1));
}

/// The build running off the frame, once it was started.
#[derive(Resource, Default)]
pub struct TablesBuild(Option<Background<TablesNews>>);

/// Starts the tables when the game is entered (once per run).
pub fn start_tables(mut state: ResMut<TablesState>, mut build: ResMut<TablesBuild>) {
    if installed_tables().is_some() {
        *state = TablesState::Ready;
        return;
    }
    if build.0.is_none() {
        build.0 = Some(Background::start(Box::new(BuildTables::default())));
    }
}

/// Follows the build as it tells how far it has come.
pub fn advance_tables(
    mut state: ResMut<TablesState>,
    mut build: ResMut<TablesBuild>,
    mut wake: ResMut<Wake>,
) {
    let Some(background) = build.0.as_mut() else {
        return;
    };
    // A few milliseconds a frame while the player plays; while they think, most of the
    // frame (the frames drawn meanwhile show only the progress): a browser that draws in
    // software (SwiftShader, some 100 ms a frame) would otherwise take minutes.
    let slice = if wake.player_active(Instant::now()) {
        Duration::from_millis(8)
    } else {
        Duration::from_millis(40)
    };
    for news in background.poll(slice, &mut wake) {
        *state = match news {
            TablesNews::Progress(progress) => TablesState::Building(progress),
            TablesNews::Ready => TablesState::Ready,
        };
    }
    if background.is_done() {
        build.0 = None;
    }
}
