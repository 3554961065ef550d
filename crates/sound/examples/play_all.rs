//! Plays every effect once through [`SoundOutput`], one after another, to hear them or to
//! record what reaches the device:
//! `cargo run --release -p grid-sound --example play_all [-- --gap SECONDS] [--volume 0..1]
//! [--library FILE] [--device ALSA_PCM]`; `--device file:FILE=out.wav,FORMAT=wav` records
//! what ALSA is given without any sound card.
//! The gap after each effect (0.4 s unless given) lets a recording be split into one
//! piece per effect; a gap of several seconds lets the device stop and start again.

use std::time::{Duration, Instant};

use grid_sound::{Effect, SoundOutput, synthesize};

/// Prints the crate's log lines (the game has Bevy's logger for this).
struct StderrLog;

impl log::Log for StderrLog {
    fn enabled(&self, _: &log::Metadata) -> bool {
        true
    }

    fn log(&self, record: &log::Record) {
        eprintln!("{}: {}", record.level(), record.args());
    }

    fn flush(&self) {}
}

fn main() {
    let _ = log::set_logger(&StderrLog);
    log::set_max_level(log::LevelFilter::Info);
    let mut arguments = std::env::args().skip(1);
    let mut gap = Duration::from_millis(400);
    let mut library = None;
    let mut device = None;
    let mut volume = 1.0;
    while let Some(flag) = arguments.next() {
        let value = arguments.next();
        match (flag.as_str(), value) {
            ("--gap", Some(seconds)) if seconds.parse::<f32>().is_ok_and(|s| s >= 0.0) => {
                gap = Duration::from_secs_f32(seconds.parse().unwrap_or_default());
            }
            ("--library", Some(name)) => library = Some(name),
            ("--device", Some(name)) => device = Some(name),
            ("--volume", Some(level)) if level.parse::<f32>().is_ok() => {
                volume = level.parse().unwrap_or(1.0);
            }
            _ => {
                eprintln!(
                    "usage: play_all [--gap SECONDS] [--volume 0..1] [--library FILE] [--device ALSA_PCM]"
                );
                std::process::exit(2);
            }
        }
    }
    let output = match (library, device) {
        (None, None) => SoundOutput::open(),
        #[cfg(target_os = "linux")]
        (library, device) => SoundOutput::open_alsa(
            library.as_deref().unwrap_or("libasound.so.2"),
            device.as_deref().unwrap_or("default"),
        ),
        #[cfg(not(target_os = "linux"))]
        _ => SoundOutput::silent("--library and --device are for ALSA, on Linux"),
    };
    if output.is_silent() {
        println!("silent: {}", output.why_silent().unwrap_or_default());
        return;
    }
    output.set_volume(volume);
    // A sound server can take a moment to start a new stream; the game opens its
    // output long before the first click.
    std::thread::sleep(Duration::from_secs(1));
    let opened = Instant::now();
    for effect in Effect::showcase() {
        let seconds = synthesize(&effect, 48_000).len() as f32 / 48_000.0;
        let at = opened.elapsed().as_secs_f32();
        println!("{at:8.3} s: {} ({seconds:.3} s long)", effect.name());
        output.play(effect);
        std::thread::sleep(Duration::from_secs_f32(seconds) + gap);
    }
    drop(output);
    println!("done");
}
