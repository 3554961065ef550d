//! What differs between the desktop and the browser, behind one face each: where the
//! assets come from (built in, or a folder over them; the browser fetches them), the page's
//! hooks (the whole contract with `web/index.html`), the languages the system asks for, the clipboard, the clock, the console on Windows, where
//! settings are stored, and running the engines off the frame (threads on the desktop,
//! slices of each frame in the browser), the browser's log, and the plugins Bevy
//! brings on each, with the 2D half of its core render pipeline.
//!
//! May import: `core`, Bevy, the rules crate, and the platform crates (arboard,
//! wasm-bindgen, web-sys, tracing's console layer).

pub mod asset_files;
#[cfg(not(target_arch = "wasm32"))]
pub mod clipboard;
pub mod clock;
pub mod console;
pub mod engine;
pub mod gamepad;
pub mod locale;
pub mod off_frame;
pub mod page;
pub mod picture_file;
pub mod pipeline_2d;
pub mod shelf;
pub mod wake;
pub mod web_log;
pub mod web_plugins;
#[cfg(not(target_arch = "wasm32"))]
pub mod window_system;
