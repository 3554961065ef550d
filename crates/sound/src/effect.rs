//! The game's sound effects and how each one is synthesised: short, soft-edged tones and
//! noise, the same samples every time.

use crate::recipes;
use crate::synth::Canvas;

/// Something that happened in a game and has a sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// A group or a cell was selected.
    Select,
    /// A group of `size` pieces was removed: the bigger the group, the higher and
    /// fuller the sound.
    Remove {
        /// How many pieces went.
        size: u32,
    },
    /// Pieces fell or columns shifted.
    Fall,
    /// A tile slid (Fifteen).
    Slide,
    /// A travelling ball moved one cell (Color Lines); played once per step.
    BallStep,
    /// A line of balls disappeared (Color Lines).
    BallPop,
    /// Two matching pictures were joined (Lianliankan).
    PairJoined,
    /// The board was shuffled.
    Shuffle,
    /// A click that does nothing.
    Invalid,
    /// A hint is shown.
    Hint,
    /// The best score was beaten.
    NewBest,
    /// No move is left.
    GameOver,
    /// The puzzle is solved or the board cleared.
    Solved,
}

/// Groups of this size or more all sound like this size.
pub const LOUDEST_REMOVE_SIZE: u32 = 16;

/// Steps of the major pentatonic scale, in semitones: any two removals sound well together.
const PENTATONIC: [u32; 5] = [0, 2, 4, 7, 9];
/// The pitch of the smallest group's removal (D4).
const REMOVE_BASE_HZ: f32 = 293.66;

impl Effect {
    /// One of each effect, with a few group sizes for [`Effect::Remove`]: what the WAV
    /// export and the play-through write.
    pub fn showcase() -> Vec<Effect> {
        let mut effects = vec![Effect::Select];
        effects.extend([2, 3, 5, 8, 12, LOUDEST_REMOVE_SIZE].map(|size| Effect::Remove { size }));
        effects.extend([
            Effect::Fall,
            Effect::Slide,
            Effect::BallStep,
            Effect::BallPop,
            Effect::PairJoined,
            Effect::Shuffle,
            Effect::Invalid,
            Effect::Hint,
            Effect::NewBest,
            Effect::GameOver,
            Effect::Solved,
        ]);
        effects
    }

    /// A short lower-case name, such as `remove-5`, for file names and logs.
    pub fn name(&self) -> String {
        match self {
            Effect::Select => "select".into(),
            Effect::Remove { size } => format!("remove-{size}"),
            Effect::Fall => "fall".into(),
            Effect::Slide => "slide".into(),
            Effect::BallStep => "ball-step".into(),
            Effect::BallPop => "ball-pop".into(),
            Effect::PairJoined => "pair-joined".into(),
            Effect::Shuffle => "shuffle".into(),
            Effect::Invalid => "invalid".into(),
            Effect::Hint => "hint".into(),
            Effect::NewBest => "new-best".into(),
            Effect::GameOver => "game-over".into(),
            Effect::Solved => "solved".into(),
        }
    }

    /// The effect that sounds the same as this one, with the group size clamped to the
    /// range that changes the sound: a key for caches of synthesised buffers.
    pub fn sound_key(self) -> Effect {
        match self {
            Effect::Remove { size } => Effect::Remove {
                size: size.clamp(2, LOUDEST_REMOVE_SIZE),
            },
            other => other,
        }
    }
}

/// The pitch of a removal of `size` pieces: one pentatonic step up per extra piece.
pub fn remove_pitch_hz(size: u32) -> f32 {
    let step = size.clamp(2, LOUDEST_REMOVE_SIZE) - 2;
    let semitones = 12 * (step / 5) + PENTATONIC[(step % 5) as usize];
    REMOVE_BASE_HZ * 2f32.powf(semitones as f32 / 12.0)
}

/// The mono samples of `effect` at `sample_rate`, each within [-0.9, 0.9]; the same
/// input gives the same samples.
pub fn synthesize(effect: &Effect, sample_rate: u32) -> Vec<f32> {
    let mut canvas = Canvas::new(sample_rate, 1.4);
    match effect.sound_key() {
        Effect::Select => recipes::select(&mut canvas),
        Effect::Remove { size } => recipes::remove(&mut canvas, size),
        Effect::Fall => recipes::fall(&mut canvas),
        Effect::Slide => recipes::slide(&mut canvas),
        Effect::BallStep => recipes::ball_step(&mut canvas),
        Effect::BallPop => recipes::ball_pop(&mut canvas),
        Effect::PairJoined => recipes::pair_joined(&mut canvas),
        Effect::Shuffle => recipes::shuffle(&mut canvas),
        Effect::Invalid => recipes::invalid(&mut canvas),
        Effect::Hint => recipes::hint(&mut canvas),
        Effect::NewBest => recipes::new_best(&mut canvas),
        Effect::GameOver => recipes::game_over(&mut canvas),
        Effect::Solved => recipes::solved(&mut canvas),
    }
    canvas.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn peak(samples: &[f32]) -> f32 {
        samples.iter().fold(0.0, |peak, s| peak.max(s.abs()))
    }

    fn rms(samples: &[f32]) -> f32 {
        (samples.iter().map(|s| s * s).sum::<f32>() / samples.len() as f32).sqrt()
    }

    #[test]
    fn every_effect_is_short_audible_and_within_range() {
        for rate in [22_050, 44_100, 48_000] {
            for effect in Effect::showcase() {
                let samples = synthesize(&effect, rate);
                let seconds = samples.len() as f32 / rate as f32;
                assert!(!samples.is_empty(), "{effect:?}");
                assert!(seconds < 1.5, "{effect:?} lasts {seconds} s");
                assert!(samples.iter().all(|s| s.is_finite()), "{effect:?}");
                assert!(
                    peak(&samples) <= 1.0,
                    "{effect:?} peaks at {}",
                    peak(&samples)
                );
                assert!(peak(&samples) > 0.05, "{effect:?} is nearly silent");
                assert!(rms(&samples) > 0.005, "{effect:?} is nearly silent");
            }
        }
    }

    #[test]
    fn effects_start_and_end_quietly() {
        for effect in Effect::showcase() {
            let samples = synthesize(&effect, 48_000);
            assert!(samples[0].abs() < 0.02, "{effect:?} starts with a click");
            let tail = &samples[samples.len().saturating_sub(48)..];
            assert!(peak(tail) < 0.02, "{effect:?} ends with a click");
        }
    }

    #[test]
    fn synthesis_is_deterministic() {
        for effect in Effect::showcase() {
            assert_eq!(synthesize(&effect, 44_100), synthesize(&effect, 44_100));
        }
    }

    #[test]
    fn an_effect_lasts_as_long_at_any_sample_rate() {
        for effect in Effect::showcase() {
            let low = synthesize(&effect, 22_050).len() as f32 / 22_050.0;
            let high = synthesize(&effect, 48_000).len() as f32 / 48_000.0;
            assert!(
                (low - high).abs() < 0.01,
                "{effect:?}: {low} s and {high} s"
            );
        }
    }

    #[test]
    fn bigger_groups_sound_higher_and_longer() {
        for size in 2..LOUDEST_REMOVE_SIZE {
            assert!(
                remove_pitch_hz(size + 1) > remove_pitch_hz(size),
                "size {size}"
            );
            let length = |size| synthesize(&Effect::Remove { size }, 22_050).len();
            assert!(length(size + 1) >= length(size), "size {size}");
        }
        assert_eq!(remove_pitch_hz(0), remove_pitch_hz(2));
        assert_eq!(remove_pitch_hz(500), remove_pitch_hz(LOUDEST_REMOVE_SIZE));
    }

    #[test]
    fn sizes_past_the_loudest_share_one_sound_and_key() {
        let largest = Effect::Remove {
            size: LOUDEST_REMOVE_SIZE,
        };
        let huge = Effect::Remove { size: 400 };
        assert_eq!(huge.sound_key(), largest);
        assert_eq!(synthesize(&huge, 22_050), synthesize(&largest, 22_050));
    }

    #[test]
    fn names_are_distinct() {
        let mut names: Vec<String> = Effect::showcase().iter().map(Effect::name).collect();
        let count = names.len();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), count);
    }
}
