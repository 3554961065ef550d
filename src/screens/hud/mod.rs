//! The in-game HUD: its three shapes (`layout`), which one suits the window and what it
//! takes from it (`shape`), and its texts from the session (`lines`).

pub mod layout;
pub mod lines;
pub mod shape;
