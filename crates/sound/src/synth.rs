//! Building blocks the effects are drawn with: tones with glides, harmonics and soft
//! envelopes, and filtered noise, all added into one buffer at a given sample rate.

use std::f32::consts::TAU;

/// Every attack is at least this long, so no note starts with a click.
const MIN_ATTACK_SECONDS: f32 = 0.002;
/// Every note and noise burst fades to zero over its last few milliseconds, so nothing
/// ends with a click either, however its decay was set.
const END_FADE_SECONDS: f32 = 0.008;

/// The loudest sample an effect may have, leaving the mixer room for overlaps.
pub(crate) const MAX_PEAK: f32 = 0.9;

/// A buffer that tones and noise are added into.
pub(crate) struct Canvas {
    samples: Vec<f32>,
    sample_rate: f32,
}

/// One pitched sound: a glide from `from_hz` to `to_hz` with harmonics above it, a short
/// linear attack and an exponential decay.
#[derive(Clone, Copy)]
pub(crate) struct Tone {
    pub start: f32,
    pub length: f32,
    pub from_hz: f32,
    pub to_hz: f32,
    pub amplitude: f32,
    pub attack: f32,
    /// Time constant of the exponential decay, in seconds.
    pub decay: f32,
    /// (multiple of the fundamental, relative amplitude) of each partial above it.
    pub harmonics: &'static [(f32, f32)],
}

impl Tone {
    /// A steady note of `hz` with a bell-like decay and no harmonics.
    pub fn note(start: f32, length: f32, hz: f32, amplitude: f32) -> Tone {
        Tone {
            start,
            length,
            from_hz: hz,
            to_hz: hz,
            amplitude,
            attack: 0.004,
            decay: length / 3.0,
            harmonics: &[],
        }
    }

    pub fn glide_to(self, to_hz: f32) -> Tone {
        Tone { to_hz, ..self }
    }

    pub fn decay(self, decay: f32) -> Tone {
        Tone { decay, ..self }
    }

    pub fn attack(self, attack: f32) -> Tone {
        Tone { attack, ..self }
    }

    pub fn harmonics(self, harmonics: &'static [(f32, f32)]) -> Tone {
        Tone { harmonics, ..self }
    }
}

/// A burst of noise through a band-pass (the difference of two one-pole low-passes).
#[derive(Clone, Copy)]
pub(crate) struct Noise {
    pub start: f32,
    pub length: f32,
    pub amplitude: f32,
    pub attack: f32,
    pub decay: f32,
    pub low_hz: f32,
    pub high_hz: f32,
    pub seed: u32,
}

impl Canvas {
    /// An empty canvas `seconds` long.
    pub fn new(sample_rate: u32, seconds: f32) -> Canvas {
        let sample_rate = sample_rate.max(1) as f32;
        let length = (seconds * sample_rate).ceil().max(1.0) as usize;
        Canvas {
            samples: vec![0.0; length],
            sample_rate,
        }
    }

    /// The sample range a sound from `start` lasting `length` seconds covers here.
    fn span(&self, start: f32, length: f32) -> std::ops::Range<usize> {
        let first = ((start * self.sample_rate) as usize).min(self.samples.len());
        let end = (((start + length) * self.sample_rate) as usize).min(self.samples.len());
        first..end
    }

    pub fn add_tone(&mut self, tone: Tone) {
        let span = self.span(tone.start, tone.length);
        let count = span.len();
        let mut phase = 0.0f32;
        let mut partial_phases = [0.0f32; 4];
        let highest_hz = 0.45 * self.sample_rate;
        for (index, sample) in self.samples[span].iter_mut().enumerate() {
            let t = index as f32 / self.sample_rate;
            let progress = index as f32 / count.max(1) as f32;
            // Glides are exponential, so they sound even across octaves.
            let hz = tone.from_hz * (tone.to_hz / tone.from_hz).powf(progress);
            let mut value = phase.sin();
            for (partial_phase, &(multiple, amplitude)) in
                partial_phases.iter_mut().zip(tone.harmonics)
            {
                // Partials past the highest frequency this rate can hold would fold
                // back as off-key whistles.
                if hz * multiple < highest_hz {
                    value += amplitude * partial_phase.sin();
                }
                *partial_phase = (*partial_phase + TAU * hz * multiple / self.sample_rate) % TAU;
            }
            phase = (phase + TAU * hz / self.sample_rate) % TAU;
            let envelope = envelope(t, tone.length, tone.attack, tone.decay);
            *sample += tone.amplitude * envelope * value;
        }
    }

    pub fn add_noise(&mut self, noise: Noise) {
        let span = self.span(noise.start, noise.length);
        let mut random = Xorshift(noise.seed | 1);
        let mut below_low = TwoPoleLowPass::new(noise.low_hz, self.sample_rate);
        let mut below_high = TwoPoleLowPass::new(noise.high_hz, self.sample_rate);
        for (index, sample) in self.samples[span].iter_mut().enumerate() {
            let t = index as f32 / self.sample_rate;
            let white = random.next_signed();
            let band = below_high.next(white) - below_low.next(white);
            let envelope = envelope(t, noise.length, noise.attack, noise.decay);
            *sample += noise.amplitude * envelope * band;
        }
    }

    /// The samples, with the silent tail after the last sound cut off, scaled down if
    /// the sounds added up past [`MAX_PEAK`].
    pub fn finish(mut self) -> Vec<f32> {
        let last_audible = self.samples.iter().rposition(|sample| sample.abs() > 1e-5);
        self.samples
            .truncate(last_audible.map_or(1, |index| index + 1));
        let peak = self
            .samples
            .iter()
            .fold(0.0f32, |peak, sample| peak.max(sample.abs()));
        if peak > MAX_PEAK {
            let scale = MAX_PEAK / peak;
            self.samples.iter_mut().for_each(|sample| *sample *= scale);
        }
        self.samples
    }
}

/// The loudness of a sound `t` seconds into its `length`: a linear attack, an
/// exponential decay, and a short fade to zero at the end.
fn envelope(t: f32, length: f32, attack: f32, decay: f32) -> f32 {
    let attack = attack.max(MIN_ATTACK_SECONDS);
    let rise = (t / attack).min(1.0);
    let fall = (-(t - attack).max(0.0) / decay.max(1e-4)).exp();
    let end_fade = ((length - t) / END_FADE_SECONDS).clamp(0.0, 1.0);
    rise * fall * end_fade
}

/// Two one-pole low-passes in a row: a soft 12 dB per octave slope, enough to keep
/// noise from hissing.
struct TwoPoleLowPass {
    coefficient: f32,
    first: f32,
    second: f32,
}

impl TwoPoleLowPass {
    fn new(cutoff_hz: f32, sample_rate: f32) -> TwoPoleLowPass {
        TwoPoleLowPass {
            coefficient: 1.0 - (-TAU * cutoff_hz / sample_rate).exp(),
            first: 0.0,
            second: 0.0,
        }
    }

    fn next(&mut self, input: f32) -> f32 {
        self.first += self.coefficient * (input - self.first);
        self.second += self.coefficient * (self.first - self.second);
        self.second
    }
}

/// A tiny deterministic noise source: the same seed gives the same effect every time.
struct Xorshift(u32);

impl Xorshift {
    fn next_signed(&mut self) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        (x as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tone_starts_and_ends_at_silence() {
        let mut canvas = Canvas::new(48_000, 0.2);
        canvas.add_tone(Tone::note(0.0, 0.2, 440.0, 0.5).decay(1.0));
        let samples = canvas.finish();
        assert!(samples[0].abs() < 1e-3);
        assert!(samples.last().unwrap().abs() < 1e-2);
        let peak = samples.iter().fold(0.0f32, |peak, s| peak.max(s.abs()));
        assert!(peak > 0.4 && peak <= 0.5, "peak {peak}");
    }

    #[test]
    fn noise_is_the_same_for_the_same_seed() {
        let render = |seed| {
            let mut canvas = Canvas::new(22_050, 0.05);
            canvas.add_noise(Noise {
                start: 0.0,
                length: 0.05,
                amplitude: 0.5,
                attack: 0.0,
                decay: 0.02,
                low_hz: 500.0,
                high_hz: 4000.0,
                seed,
            });
            canvas.finish()
        };
        assert_eq!(render(7), render(7));
        assert_ne!(render(7), render(8));
    }

    #[test]
    fn sounds_past_the_end_are_cut_not_overrun() {
        let mut canvas = Canvas::new(8_000, 0.1);
        canvas.add_tone(Tone::note(0.08, 0.5, 300.0, 0.3));
        assert_eq!(canvas.samples.len(), 800);
    }
}
