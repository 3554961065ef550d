//! Turning an effect into samples: each effect's recipe drawn on a canvas, short,
//! soft-edged tones and noise, the same samples every time.

use crate::effect::Effect;
use crate::recipes;
use crate::synth::Canvas;

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
    use crate::effect::{LOUDEST_REMOVE_SIZE, remove_pitch_hz};

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
}
