//! Splits a recording of `play_all` (a 16-bit PCM WAV file) at its silences and prints
//! the length, peak and RMS of every piece beside those of the effect it should be:
//! `cargo run --release -p grid-sound --example measure_wav -- FILE`.

use grid_sound::{Effect, synthesize};

/// Quieter than this (in 16-bit steps) counts as silence.
const SILENCE: f32 = 8.0 / 32768.0;
/// Silence at least this long separates two effects.
const GAP_SECONDS: f32 = 0.04;

struct Recording {
    sample_rate: u32,
    channels: usize,
    /// The first channel, in [-1, 1].
    samples: Vec<f32>,
}

fn read_wav(bytes: &[u8]) -> Result<Recording, String> {
    let word = |at: usize| u16::from_le_bytes([bytes[at], bytes[at + 1]]);
    let long = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().unwrap());
    if bytes.len() < 12 || &bytes[..4] != b"RIFF" || &bytes[8..12] != b"WAVE" {
        return Err("not a WAV file".into());
    }
    let (mut at, mut format) = (12, None);
    while at + 8 <= bytes.len() {
        let size = long(at + 4) as usize;
        let body = at + 8;
        match &bytes[at..at + 4] {
            b"fmt " => format = Some((word(body), word(body + 2), long(body + 4), word(body + 14))),
            b"data" => {
                let Some((1, channels, sample_rate, 16)) = format else {
                    return Err(format!("not 16-bit PCM: {format:?}"));
                };
                // alsa-lib's file plugin may leave the size unset while writing.
                let end = if size == 0 {
                    bytes.len()
                } else {
                    (body + size).min(bytes.len())
                };
                let frame = 2 * channels as usize;
                let samples = bytes[body..end]
                    .chunks_exact(frame)
                    .map(|frame| i16::from_le_bytes([frame[0], frame[1]]) as f32 / 32768.0)
                    .collect();
                return Ok(Recording {
                    sample_rate,
                    channels: channels as usize,
                    samples,
                });
            }
            _ => {}
        }
        at = body + size + size % 2;
    }
    Err("no data chunk".into())
}

/// The sample ranges of the sounds between silences.
fn pieces(samples: &[f32], sample_rate: u32) -> Vec<std::ops::Range<usize>> {
    let gap = (GAP_SECONDS * sample_rate as f32) as usize;
    let mut pieces: Vec<std::ops::Range<usize>> = Vec::new();
    for (index, _) in samples
        .iter()
        .enumerate()
        .filter(|(_, s)| s.abs() > SILENCE)
    {
        match pieces.last_mut() {
            Some(piece) if index - piece.end < gap => piece.end = index + 1,
            _ => pieces.push(index..index + 1),
        }
    }
    pieces
}

fn peak_and_rms(samples: &[f32]) -> (f32, f32) {
    let peak = samples.iter().fold(0.0f32, |peak, s| peak.max(s.abs()));
    let rms = (samples.iter().map(|s| s * s).sum::<f32>() / samples.len().max(1) as f32).sqrt();
    (peak, rms)
}

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: measure_wav FILE");
        std::process::exit(2);
    };
    let recording = match std::fs::read(&path)
        .map_err(|e| e.to_string())
        .and_then(|b| read_wav(&b))
    {
        Ok(recording) => recording,
        Err(error) => {
            eprintln!("{path}: {error}");
            std::process::exit(1);
        }
    };
    let rate = recording.sample_rate;
    let seconds = recording.samples.len() as f32 / rate as f32;
    let (peak, rms) = peak_and_rms(&recording.samples);
    println!(
        "{path}: {rate} Hz, {} channels, {seconds:.3} s, peak {peak:.3}, rms {rms:.4}",
        recording.channels
    );
    let found = pieces(&recording.samples, rate);
    let expected = Effect::showcase();
    println!(
        "{} pieces of sound, {} effects played",
        found.len(),
        expected.len()
    );
    println!(
        "{:<12} {:>8} {:>8} {:>7} {:>7} {:>7} {:>7}",
        "effect", "at s", "length", "synth", "peak", "synth", "rms"
    );
    for (index, piece) in found.iter().enumerate() {
        let (peak, rms) = peak_and_rms(&recording.samples[piece.clone()]);
        let length = piece.len() as f32 / rate as f32;
        let start = piece.start as f32 / rate as f32;
        let Some(effect) = expected.get(index) else {
            println!(
                "{:<12} {start:>8.3} {length:>8.3} {:>7} {peak:>7.3} {:>7} {rms:>7.4}",
                "?", "", ""
            );
            continue;
        };
        let synthesized = synthesize(effect, rate);
        let audible = pieces(&synthesized, rate);
        let audible = audible.first().cloned().unwrap_or(0..0);
        let synth_length = audible.len() as f32 / rate as f32;
        let (synth_peak, _) = peak_and_rms(&synthesized);
        println!(
            "{:<12} {start:>8.3} {length:>8.3} {synth_length:>7.3} {peak:>7.3} {synth_peak:>7.3} {rms:>7.4}",
            effect.name()
        );
    }
}
