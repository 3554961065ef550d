//! Sound: which effects a move makes (timed to its animation) and playing them through
//! `grid-sound` (ALSA opened at run time on the desktop, Web Audio in the browser,
//! silence where there is neither), with the sound settings group.
//!
//! May import: `core`, `persist` (the sound settings), `look` (animation timings), Bevy,
//! the rules and sound crates.

pub mod of_moves;
pub mod player;
