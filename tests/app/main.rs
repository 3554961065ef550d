//! The game crate's tests in one binary (one link of Bevy instead of eight): headless
//! App tests of every game plugin, the settings, the game list, and the command line.

mod common;
#[path = "../support/fuzz_input.rs"]
mod fuzz_input;
mod mirror;

mod access;
mod batch;
mod bubble_breaker;
mod catalogues;
mod cli;
mod code_words;
mod code_words_allowed;
mod color_lines;
mod daily;
mod display;
mod engine;
mod fifteen;
mod fifteen_modes;
mod fifteen_picture;
mod fifteen_solver;
mod fit;
mod gamepad;
#[cfg(target_os = "linux")]
mod gamepad_linux;
#[cfg(target_os = "linux")]
mod gamepad_uinput;
mod games;
mod input;
mod keyboard;
mod languages;
mod launcher_entry;
mod layout;
mod lianliankan;
mod lianliankan_modes;
mod live_assets;
mod live_sources;
mod panel;
mod pause;
mod plugin_lists;
mod plurals;
mod readers;
mod result_card;
mod review_cli;
mod samegame;
mod sound;
mod storm;
mod wake;
mod words;
