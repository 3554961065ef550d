//! Which sounds a move makes: one per change (removal, fall, slide, travel steps, ...),
//! timed to the change's animation, plus a selection, a refused click, a hint and the
//! end of a game. Cues are sent only while sound is wanted.

use bevy::prelude::*;
use grid_rules::Change;

use super::player::{Effect, MutedForThisRun, SoundCue, SoundSettings, sound_wanted};
use crate::look::config::Timings;

/// The usual sounds of a change, with their delays from its start; games that want
/// others say so in their `GameView`.
pub fn of_change<Piece>(change: &Change<Piece>, timings: &Timings) -> Vec<(Effect, f32)> {
    match change {
        Change::Removed(cells) => vec![(
            Effect::Remove {
                size: cells.len() as u32,
            },
            0.0,
        )],
        Change::Fell(_) | Change::Shifted(_) | Change::Packed(_) => vec![(Effect::Fall, 0.0)],
        Change::Slid(_) | Change::Rotated(_) => vec![(Effect::Slide, 0.0)],
        Change::Travelled(path) => (1..path.len())
            .map(|step| (Effect::BallStep, (step - 1) as f32 * timings.travel_step))
            .collect(),
        Change::Connected(_) => vec![(Effect::PairJoined, 0.0)],
        Change::Shuffled(_) => vec![(Effect::Shuffle, 0.0)],
        Change::Spawned(_) => Vec::new(),
    }
}

/// Sends cues, or nothing while sound is off.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Cues<'w> {
    writer: MessageWriter<'w, SoundCue>,
    settings: Res<'w, SoundSettings>,
    muted: Res<'w, MutedForThisRun>,
}

impl Cues<'_> {
    /// Plays `effect` after `delay` seconds.
    pub fn send(&mut self, effect: Effect, delay: f32) {
        if sound_wanted(&self.settings, &self.muted) {
            self.writer.write(SoundCue { effect, delay });
        }
    }
}
