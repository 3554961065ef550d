//! The running game's board on screen: its pieces spawned and animated as the session
//! tells what happened (`view`, `draw`), and hints marked on it (`hints`).

pub mod draw;
pub mod hints;
pub mod view;
