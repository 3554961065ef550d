//! The game's sound effects and how each one is synthesised: short, soft-edged tones and
//! noise, the same samples every time.

use crate::synth::{Canvas, Noise, Tone};

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
        Effect::Select => select(&mut canvas),
        Effect::Remove { size } => remove(&mut canvas, size),
        Effect::Fall => fall(&mut canvas),
        Effect::Slide => slide(&mut canvas),
        Effect::BallStep => ball_step(&mut canvas),
        Effect::BallPop => ball_pop(&mut canvas),
        Effect::PairJoined => pair_joined(&mut canvas),
        Effect::Shuffle => shuffle(&mut canvas),
        Effect::Invalid => invalid(&mut canvas),
        Effect::Hint => hint(&mut canvas),
        Effect::NewBest => new_best(&mut canvas),
        Effect::GameOver => game_over(&mut canvas),
        Effect::Solved => solved(&mut canvas),
    }
    canvas.finish()
}

/// Warm notes: a soft octave and a faint twelfth over the fundamental.
const WARM: &[(f32, f32)] = &[(2.0, 0.25), (3.0, 0.08)];
/// The inharmonic partials of a small bell.
const BELL: &[(f32, f32)] = &[(2.76, 0.18), (5.4, 0.06)];

fn select(canvas: &mut Canvas) {
    canvas.add_tone(
        Tone::note(0.0, 0.07, 880.0, 0.26)
            .glide_to(990.0)
            .decay(0.022)
            .harmonics(&[(2.0, 0.2)]),
    );
}

fn remove(canvas: &mut Canvas, size: u32) {
    let step = (size - 2) as f32;
    let hz = remove_pitch_hz(size);
    let length = 0.16 + 0.014 * step;
    let amplitude = 0.26 + 0.008 * step;
    canvas.add_noise(Noise {
        start: 0.0,
        length: 0.03,
        amplitude: 0.12,
        attack: 0.0,
        decay: 0.008,
        low_hz: 1200.0,
        high_hz: 5000.0,
        seed: 11,
    });
    canvas.add_tone(
        Tone::note(0.0, length, hz * 0.94, amplitude)
            .glide_to(hz)
            .decay(length / 3.5)
            .harmonics(WARM),
    );
    // Bigger groups ring on with a fifth and then an octave above.
    if size >= 5 {
        canvas.add_tone(Tone::note(0.03, length, hz * 1.5, amplitude * 0.4).decay(length / 3.0));
    }
    if size >= 10 {
        canvas.add_tone(
            Tone::note(0.07, length + 0.1, hz * 2.0, amplitude * 0.3)
                .decay(length / 2.5)
                .harmonics(&[(2.76, 0.12)]),
        );
    }
}

fn fall(canvas: &mut Canvas) {
    canvas.add_tone(
        Tone::note(0.0, 0.16, 240.0, 0.3)
            .glide_to(140.0)
            .decay(0.05)
            .harmonics(&[(2.0, 0.3)]),
    );
    canvas.add_noise(Noise {
        start: 0.0,
        length: 0.08,
        amplitude: 0.18,
        attack: 0.004,
        decay: 0.025,
        low_hz: 80.0,
        high_hz: 700.0,
        seed: 23,
    });
}

fn slide(canvas: &mut Canvas) {
    canvas.add_noise(Noise {
        start: 0.0,
        length: 0.13,
        amplitude: 0.45,
        attack: 0.03,
        decay: 0.05,
        low_hz: 700.0,
        high_hz: 3500.0,
        seed: 31,
    });
    canvas.add_tone(
        Tone::note(0.0, 0.12, 330.0, 0.1)
            .glide_to(392.0)
            .attack(0.02),
    );
}

fn ball_step(canvas: &mut Canvas) {
    canvas.add_tone(
        Tone::note(0.0, 0.035, 1400.0, 0.13)
            .decay(0.008)
            .harmonics(&[(2.0, 0.15)]),
    );
}

fn ball_pop(canvas: &mut Canvas) {
    canvas.add_tone(
        Tone::note(0.0, 0.12, 420.0, 0.34)
            .glide_to(1100.0)
            .decay(0.04)
            .harmonics(&[(2.0, 0.2)]),
    );
    canvas.add_noise(Noise {
        start: 0.0,
        length: 0.03,
        amplitude: 0.2,
        attack: 0.0,
        decay: 0.008,
        low_hz: 1500.0,
        high_hz: 6000.0,
        seed: 47,
    });
}

fn pair_joined(canvas: &mut Canvas) {
    for (start, hz) in [(0.0, 784.0), (0.07, 1174.7)] {
        canvas.add_tone(
            Tone::note(start, 0.26, hz, 0.24)
                .decay(0.09)
                .harmonics(BELL),
        );
    }
}

fn shuffle(canvas: &mut Canvas) {
    for tick in 0..7u32 {
        let rise = tick as f32;
        canvas.add_noise(Noise {
            start: 0.045 * rise,
            length: 0.035,
            amplitude: 0.6,
            attack: 0.0,
            decay: 0.01,
            low_hz: 1200.0 + 250.0 * rise,
            high_hz: 4500.0 + 400.0 * rise,
            seed: 59 + tick,
        });
    }
}

fn invalid(canvas: &mut Canvas) {
    // A soft, low "uh-uh": two short notes, the second lower.
    for (start, hz) in [(0.0, 233.1), (0.1, 196.0)] {
        canvas.add_tone(
            Tone::note(start, 0.11, hz, 0.26)
                .decay(0.045)
                .harmonics(&[(2.0, 0.35), (3.0, 0.12)]),
        );
    }
}

fn hint(canvas: &mut Canvas) {
    for (index, hz) in [784.0, 1046.5, 1318.5].into_iter().enumerate() {
        canvas.add_tone(
            Tone::note(0.06 * index as f32, 0.22, hz, 0.16)
                .decay(0.07)
                .harmonics(&[(2.0, 0.15)]),
        );
    }
}

fn new_best(canvas: &mut Canvas) {
    let notes = [523.25, 659.25, 783.99, 1046.5];
    for (index, hz) in notes.into_iter().enumerate() {
        let last = index == notes.len() - 1;
        let length = if last { 0.6 } else { 0.35 };
        canvas.add_tone(
            Tone::note(0.085 * index as f32, length, hz, 0.22)
                .decay(length / 3.0)
                .harmonics(WARM),
        );
    }
}

fn game_over(canvas: &mut Canvas) {
    for (start, hz, length) in [(0.0, 392.0, 0.35), (0.25, 311.13, 0.35), (0.5, 261.63, 0.6)] {
        canvas.add_tone(
            Tone::note(start, length, hz, 0.24)
                .attack(0.012)
                .decay(length / 2.5)
                .harmonics(WARM),
        );
    }
}

fn solved(canvas: &mut Canvas) {
    for (index, hz) in [523.25, 659.25, 783.99].into_iter().enumerate() {
        canvas.add_tone(
            Tone::note(0.09 * index as f32, 0.3, hz, 0.2)
                .decay(0.1)
                .harmonics(WARM),
        );
    }
    for hz in [1046.5, 783.99, 659.25] {
        canvas.add_tone(Tone::note(0.3, 0.85, hz, 0.17).decay(0.32).harmonics(WARM));
    }
    canvas.add_tone(
        Tone::note(0.3, 0.5, 2093.0, 0.05)
            .decay(0.15)
            .harmonics(BELL),
    );
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
