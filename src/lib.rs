//! Grid Puzzles: five classic grid puzzles on Bevy. The rules live in the `grid_rules`
//! crate; this crate draws them, animates their changes and takes the player's clicks.

pub mod anim;
pub mod app;
pub mod board;
pub mod cli;
pub mod clipboard;
pub mod config;
pub mod core;
pub mod engine;
pub mod games;
pub mod input;
pub mod live_assets;
pub mod menu;
pub mod session;
pub mod settings;
pub mod settings_files;
pub mod shared;
pub mod solve;
pub mod sound;
pub mod stats;
pub mod status;
pub mod theme;
pub mod ui;
