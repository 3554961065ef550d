//! How each effect sounds: the notes and noise bursts it is drawn with. Change these
//! and listen with the `export_wavs` example.

use crate::effect::remove_pitch_hz;
use crate::synth::{Canvas, Noise, Tone};

/// Warm notes: a soft octave and a faint twelfth over the fundamental.
const WARM: &[(f32, f32)] = &[(2.0, 0.25), (3.0, 0.08)];
/// The inharmonic partials of a small bell.
const BELL: &[(f32, f32)] = &[(2.76, 0.18), (5.4, 0.06)];

pub(crate) fn select(canvas: &mut Canvas) {
    canvas.add_tone(
        Tone::note(0.0, 0.07, 880.0, 0.26)
            .glide_to(990.0)
            .decay(0.022)
            .harmonics(&[(2.0, 0.2)]),
    );
}

pub(crate) fn remove(canvas: &mut Canvas, size: u32) {
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

pub(crate) fn fall(canvas: &mut Canvas) {
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

pub(crate) fn slide(canvas: &mut Canvas) {
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

pub(crate) fn ball_step(canvas: &mut Canvas) {
    canvas.add_tone(
        Tone::note(0.0, 0.035, 1400.0, 0.13)
            .decay(0.008)
            .harmonics(&[(2.0, 0.15)]),
    );
}

pub(crate) fn ball_pop(canvas: &mut Canvas) {
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

pub(crate) fn pair_joined(canvas: &mut Canvas) {
    for (start, hz) in [(0.0, 784.0), (0.07, 1174.7)] {
        canvas.add_tone(
            Tone::note(start, 0.26, hz, 0.24)
                .decay(0.09)
                .harmonics(BELL),
        );
    }
}

pub(crate) fn shuffle(canvas: &mut Canvas) {
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

pub(crate) fn invalid(canvas: &mut Canvas) {
    // A soft, low "uh-uh": two short notes, the second lower.
    for (start, hz) in [(0.0, 233.1), (0.1, 196.0)] {
        canvas.add_tone(
            Tone::note(start, 0.11, hz, 0.26)
                .decay(0.045)
                .harmonics(&[(2.0, 0.35), (3.0, 0.12)]),
        );
    }
}

pub(crate) fn hint(canvas: &mut Canvas) {
    for (index, hz) in [784.0, 1046.5, 1318.5].into_iter().enumerate() {
        canvas.add_tone(
            Tone::note(0.06 * index as f32, 0.22, hz, 0.16)
                .decay(0.07)
                .harmonics(&[(2.0, 0.15)]),
        );
    }
}

pub(crate) fn new_best(canvas: &mut Canvas) {
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

pub(crate) fn game_over(canvas: &mut Canvas) {
    for (start, hz, length) in [(0.0, 392.0, 0.35), (0.25, 311.13, 0.35), (0.5, 261.63, 0.6)] {
        canvas.add_tone(
            Tone::note(start, length, hz, 0.24)
                .attack(0.012)
                .decay(length / 2.5)
                .harmonics(WARM),
        );
    }
}

pub(crate) fn solved(canvas: &mut Canvas) {
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
