//! The in-game HUD: its three shapes (`layout`), its actions and a phone's toolbar
//! (`actions`), which shape suits the window and what it takes from it (`shape`), and
//! its texts from the session (`lines`).

pub mod actions;
pub mod layout;
pub mod lines;
pub mod shape;
