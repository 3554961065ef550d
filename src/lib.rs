//! Grid Puzzles: five classic grid puzzles on Bevy. The rules live in the `grid_rules`
//! crate; this crate draws them, animates their changes and takes the player's clicks.
//!
//! Each folder is a layer, and a layer imports only the layers declared before it here
//! (`scripts/check-imports.py --layers src` fails CI on an import that runs back up):
//! `core` (ids, states, messages, notices), `platform` (desktop or browser), `persist`
//! (settings and statistics), `look` (configuration, themes), `audio`, `ui` (widgets and
//! input), `board` (pieces, marks, animation), `session` (one running game's model),
//! `screens` (what shows it: its board, HUD, card, review and settings panel), `games`
//! (one plugin per game), `menu`, `cli` (the command line), then `app` (assembles the
//! plugins).

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

// One running game: the model, which draws nothing.
pub mod session;

// The screens that show a game's session.
pub mod screens;

// One plugin per game.
pub mod games;

// The main menu.
pub mod menu;

// The command line: everything but the app.
pub mod cli;

// Top: assembles the plugins.
pub mod app;
