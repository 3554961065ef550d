//! Sound effects for the Grid Puzzles games, without Bevy: every [`Effect`] is
//! synthesised in code ([`synthesize`]), overlapping effects are summed by a [`Mixer`]
//! with a soft limiter, and [`SoundOutput`] plays them on the desktop (ALSA, loaded at run
//! time, on Linux; the system's output through cpal on Windows and macOS) or in the
//! browser (Web Audio), or stays silent and says why.
//!
//! ```no_run
//! use grid_sound::{Effect, SoundOutput};
//!
//! let sound = SoundOutput::open();
//! if let Some(why) = sound.why_silent() {
//!     println!("{why}");
//! }
//! sound.set_volume(0.8);
//! sound.play(Effect::Remove { size: 7 });
//! ```

#[cfg(target_os = "linux")]
mod alsa;
mod controls;
mod effect;
mod mixer;
mod output;
mod recipes;
mod synth;
mod synthesis;
#[cfg(any(target_os = "windows", target_os = "macos"))]
mod system;
mod wav;
#[cfg(target_arch = "wasm32")]
mod web;

pub use effect::{Effect, LOUDEST_REMOVE_SIZE, remove_pitch_hz};
pub use mixer::{LIMITER_KNEE, MAX_VOICES, Mixer, soft_limit};
pub use output::SoundOutput;
pub use synthesis::synthesize;
pub use wav::wav_bytes;
