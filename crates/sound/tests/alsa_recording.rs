//! The desktop output end to end: effects played through `SoundOutput` on ALSA's `file`
//! device (which needs no sound card) arrive in the WAV file it writes, whole and at the
//! set volume.
#![cfg(target_os = "linux")]

use std::path::Path;
use std::time::Duration;

use grid_sound::{Effect, SoundOutput, synthesize};

/// The first channel of a 16-bit stereo WAV file as written by ALSA's file device.
fn first_channel(path: &Path) -> Vec<f32> {
    let bytes = std::fs::read(path).expect("ALSA wrote the file");
    let data = bytes
        .windows(4)
        .position(|window| window == b"data")
        .expect("a data chunk");
    bytes[data + 8..]
        .chunks_exact(4)
        .map(|frame| i16::from_le_bytes([frame[0], frame[1]]) as f32 / 32768.0)
        .collect()
}

fn peak(samples: &[f32]) -> f32 {
    samples.iter().fold(0.0, |peak, s| peak.max(s.abs()))
}

/// Plays `effect` on a fresh output recording to `path`, at `volume`; `None` when this
/// machine has no ALSA library at all.
fn record(effect: Effect, volume: f32, path: &Path) -> Option<Vec<f32>> {
    let device = format!("file:FILE=\"{}\",FORMAT=wav", path.display());
    let output = SoundOutput::open_alsa("libasound.so.2", &device);
    if let Some(why) = output.why_silent() {
        assert!(why.contains("cannot load"), "{why}");
        eprintln!("skipped: {why}");
        return None;
    }
    output.set_volume(volume);
    std::thread::sleep(Duration::from_millis(100));
    output.play(effect);
    std::thread::sleep(Duration::from_millis(400));
    drop(output);
    Some(first_channel(path))
}

#[test]
fn played_effects_reach_the_device_whole_and_at_the_set_volume() {
    let folder = std::env::temp_dir().join(format!("grid-sound-test-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let effect = Effect::Remove { size: 5 };
    let expected = synthesize(&effect, 48_000);
    let Some(full) = record(effect, 1.0, &folder.join("full.wav")) else {
        return;
    };
    let half = record(effect, 0.5, &folder.join("half.wav")).unwrap();
    std::fs::remove_dir_all(&folder).ok();

    // Written in real time, not faster: about the half second the output was open.
    let seconds = full.len() as f32 / 48_000.0;
    assert!((0.3..1.0).contains(&seconds), "{seconds} s recorded");
    let audible: Vec<usize> = (0..full.len()).filter(|&i| full[i].abs() > 1e-3).collect();
    let (first, last) = (audible[0], *audible.last().unwrap());
    let heard = &full[first..=last];
    let length_difference = heard.len().abs_diff(expected.len());
    assert!(
        length_difference < 480,
        "{} samples, not {}",
        heard.len(),
        expected.len()
    );
    assert!(
        (peak(heard) - peak(&expected)).abs() < 0.01,
        "peak {}",
        peak(heard)
    );
    assert!(
        (peak(&half) - peak(&expected) / 2.0).abs() < 0.01,
        "peak {}",
        peak(&half)
    );
}
