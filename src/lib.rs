//! Grid Puzzles: five classic grid puzzles on Bevy. The rules live in the `grid_rules`
//! crate; this crate draws them, animates their changes and takes the player's clicks.
//!
//! Each folder is a layer, and a layer imports only the layers listed before it here
//! (`scripts/check-imports.py src` checks that no import runs back up):
//! `core` (ids, states, messages, notices), `platform` (desktop or browser), `persist`
//! (settings and statistics), `look` (configuration, themes), `audio`, `ui` (widgets and
//! input), `board` (pieces, marks, animation), `session` (one running game), `games`
//! (one plugin per game), `menu`, then `app` (assembles the plugins) and `cli` (the
//! command line).

// Bottom: what every layer names.
pub mod core;

// Desktop or browser.
pub mod platform;

// What survives a restart.
pub mod persist;

// Configuration, themes, piece looks.
pub mod look;

// Sound.
pub mod audio;

// Widgets and input.
pub mod ui;

// Pieces on screen, marks, animation.
pub mod board;

// One running game.
pub mod session;

// One plugin per game.
pub mod games;

// The main menu.
pub mod menu;

// Top: assembles the plugins.
pub mod app;

// The command line, beside the app.
pub mod cli;
