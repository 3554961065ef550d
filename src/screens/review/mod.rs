//! The review of a finished game on screen: its bar (`bar`: the move shown, what it
//! cost, the buttons) and its board and keys (`show`).

pub mod bar;
pub mod show;
