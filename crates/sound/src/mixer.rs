//! Mixes the effects that are playing into one mono stream: overlapping voices add up,
//! a soft limiter keeps the sum within [-1, 1], and a master volume and mute apply last.

use std::sync::Arc;

/// At most this many effects sound at once; a new one beyond it replaces the oldest.
pub const MAX_VOICES: usize = 16;

/// Below this level the limiter leaves samples as they are; above it, it bends them
/// smoothly towards 1 so that loud overlaps are rounded off rather than clipped.
pub const LIMITER_KNEE: f32 = 0.75;

/// One effect being played.
struct Voice {
    samples: Arc<[f32]>,
    position: usize,
    gain: f32,
}

/// Voices summed into a mono stream, with master volume and mute.
pub struct Mixer {
    voices: Vec<Voice>,
    volume: f32,
    muted: bool,
}

impl Default for Mixer {
    fn default() -> Mixer {
        Mixer::new()
    }
}

impl Mixer {
    /// A silent mixer at full volume, not muted.
    pub fn new() -> Mixer {
        Mixer {
            voices: Vec::with_capacity(MAX_VOICES),
            volume: 1.0,
            muted: false,
        }
    }

    /// Starts playing `samples` (mono, at the output's rate) scaled by `gain`. When
    /// [`MAX_VOICES`] are already playing, the one that started first stops.
    pub fn play(&mut self, samples: Arc<[f32]>, gain: f32) {
        if samples.is_empty() {
            return;
        }
        if self.voices.len() >= MAX_VOICES {
            self.voices.remove(0);
        }
        self.voices.push(Voice {
            samples,
            position: 0,
            gain: finite_or_zero(gain),
        });
    }

    /// Sets the master volume, clamped to [0, 1] (anything not a number counts as 0).
    pub fn set_volume(&mut self, volume: f32) {
        self.volume = finite_or_zero(volume).clamp(0.0, 1.0);
    }

    /// The master volume.
    pub fn volume(&self) -> f32 {
        self.volume
    }

    /// Mutes or unmutes: muted, voices go on advancing but nothing is heard.
    pub fn set_muted(&mut self, muted: bool) {
        self.muted = muted;
    }

    /// Whether the mixer is muted.
    pub fn is_muted(&self) -> bool {
        self.muted
    }

    /// How many voices are still playing.
    pub fn active_voices(&self) -> usize {
        self.voices.len()
    }

    /// Whether nothing is playing.
    pub fn is_idle(&self) -> bool {
        self.voices.is_empty()
    }

    /// Overwrites `out` with the next `out.len()` samples of the mix and drops the voices
    /// that have finished. Mixing a stream in chunks gives the same samples as mixing it
    /// at once.
    pub fn mix_into(&mut self, out: &mut [f32]) {
        out.fill(0.0);
        for voice in &mut self.voices {
            let remaining = &voice.samples[voice.position..];
            let count = remaining.len().min(out.len());
            for (mixed, sample) in out.iter_mut().zip(&remaining[..count]) {
                *mixed += sample * voice.gain;
            }
            voice.position += count;
        }
        self.voices
            .retain(|voice| voice.position < voice.samples.len());
        let volume = if self.muted { 0.0 } else { self.volume };
        for sample in out.iter_mut() {
            *sample = soft_limit(*sample * volume);
        }
    }
}

/// Passes samples below [`LIMITER_KNEE`] unchanged and bends louder ones along a tanh
/// curve that meets the straight line with the same slope and never reaches 1.
pub fn soft_limit(sample: f32) -> f32 {
    let magnitude = sample.abs();
    if magnitude <= LIMITER_KNEE {
        return sample;
    }
    let headroom = 1.0 - LIMITER_KNEE;
    let bent = LIMITER_KNEE + headroom * ((magnitude - LIMITER_KNEE) / headroom).tanh();
    bent.copysign(sample)
}

fn finite_or_zero(value: f32) -> f32 {
    if value.is_finite() { value } else { 0.0 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::effect::Effect;
    use crate::synthesis::synthesize;

    fn constant(value: f32, length: usize) -> Arc<[f32]> {
        vec![value; length].into()
    }

    fn mix(mixer: &mut Mixer, length: usize) -> Vec<f32> {
        let mut out = vec![f32::NAN; length];
        mixer.mix_into(&mut out);
        out
    }

    #[test]
    fn an_idle_mixer_writes_silence_over_whatever_was_there() {
        let mut mixer = Mixer::new();
        assert_eq!(mix(&mut mixer, 64), vec![0.0; 64]);
    }

    #[test]
    fn overlapping_effects_add() {
        let mut mixer = Mixer::new();
        mixer.play(constant(0.1, 100), 1.0);
        mixer.play(constant(0.2, 50), 1.0);
        mixer.play(constant(0.4, 100), 0.5);
        let out = mix(&mut mixer, 100);
        assert!(
            out[..50].iter().all(|s| (s - 0.5).abs() < 1e-6),
            "{}",
            out[0]
        );
        assert!(
            out[50..].iter().all(|s| (s - 0.3).abs() < 1e-6),
            "{}",
            out[50]
        );
    }

    #[test]
    fn loud_overlaps_stay_within_range_and_keep_their_sign() {
        let mut mixer = Mixer::new();
        for _ in 0..MAX_VOICES {
            mixer.play(constant(1.0, 10), 1.0);
        }
        let mut negative = Mixer::new();
        negative.play(constant(-0.9, 10), 3.0);
        for out in [mix(&mut mixer, 10), mix(&mut negative, 10)] {
            assert!(
                out.iter().all(|s| (0.95..=1.0).contains(&s.abs())),
                "{out:?}"
            );
        }
        assert!(mix(&mut Mixer::new(), 1)[0] == 0.0);
    }

    #[test]
    fn the_limiter_is_smooth_and_bounded() {
        let mut previous = 0.0;
        for step in 0..=2000 {
            let input = step as f32 / 100.0;
            let output = soft_limit(input);
            assert!(
                output <= 1.0 && output >= previous,
                "{input} gives {output}"
            );
            assert!(output - previous <= 0.01 + 1e-6, "a jump at {input}");
            assert_eq!(soft_limit(-input), -output);
            previous = output;
        }
        assert_eq!(soft_limit(0.5), 0.5);
    }

    #[test]
    fn a_finished_voice_is_dropped() {
        let mut mixer = Mixer::new();
        mixer.play(constant(0.3, 30), 1.0);
        mixer.play(constant(0.3, 80), 1.0);
        mix(&mut mixer, 50);
        assert_eq!(mixer.active_voices(), 1);
        mix(&mut mixer, 30);
        assert!(mixer.is_idle());
        assert_eq!(mix(&mut mixer, 10), vec![0.0; 10]);
    }

    #[test]
    fn more_voices_than_the_limit_replace_the_oldest() {
        let mut mixer = Mixer::new();
        mixer.play(constant(0.5, 100), 1.0);
        for _ in 0..MAX_VOICES {
            mixer.play(constant(0.01, 100), 1.0);
        }
        assert_eq!(mixer.active_voices(), MAX_VOICES);
        let out = mix(&mut mixer, 1);
        assert!(
            (out[0] - 0.01 * MAX_VOICES as f32).abs() < 1e-5,
            "{}",
            out[0]
        );
    }

    #[test]
    fn volume_zero_and_mute_give_silence() {
        let mut quiet = Mixer::new();
        quiet.set_volume(0.0);
        let mut muted = Mixer::new();
        muted.set_muted(true);
        for mixer in [&mut quiet, &mut muted] {
            mixer.play(constant(0.8, 20), 1.0);
            assert_eq!(mix(mixer, 20), vec![0.0; 20]);
            assert!(mixer.is_idle(), "muted voices still advance");
        }
        muted.set_muted(false);
        muted.play(constant(0.5, 20), 1.0);
        assert!(mix(&mut muted, 20).iter().all(|&s| s == 0.5));
    }

    #[test]
    fn volume_scales_and_is_clamped() {
        let mut mixer = Mixer::new();
        mixer.set_volume(0.5);
        mixer.play(constant(0.4, 4), 1.0);
        assert!(mix(&mut mixer, 4).iter().all(|s| (s - 0.2).abs() < 1e-6));
        mixer.set_volume(7.0);
        assert_eq!(mixer.volume(), 1.0);
        mixer.set_volume(f32::NAN);
        assert_eq!(mixer.volume(), 0.0);
        mixer.set_volume(-1.0);
        assert_eq!(mixer.volume(), 0.0);
    }

    #[test]
    fn mixing_in_chunks_equals_mixing_at_once() {
        let effects: Vec<Arc<[f32]>> = [Effect::Solved, Effect::Shuffle]
            .iter()
            .map(|effect| synthesize(effect, 8_000).into())
            .collect();
        let start = |mixer: &mut Mixer| {
            mixer.play(effects[0].clone(), 1.0);
            mixer.play(effects[1].clone(), 2.5);
            mixer.play(effects[1].clone(), 2.5);
        };
        let length = effects[0].len() + 100;
        let mut whole = Mixer::new();
        start(&mut whole);
        let at_once = mix(&mut whole, length);

        for chunk in [1, 7, 64, 1000] {
            let mut chunked = Mixer::new();
            start(&mut chunked);
            let mut pieces = Vec::with_capacity(length);
            while pieces.len() < length {
                let size = chunk.min(length - pieces.len());
                pieces.extend(mix(&mut chunked, size));
            }
            assert_eq!(pieces, at_once, "chunks of {chunk}");
        }
        assert!(
            at_once.iter().any(|s| s.abs() > LIMITER_KNEE),
            "the limiter was used"
        );
        assert!(at_once.iter().all(|s| s.abs() <= 1.0));
    }
}
