//! The game-over card (`result`) and the confetti a won game gets (`confetti`).

pub mod confetti;
pub mod result;
