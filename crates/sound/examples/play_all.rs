//! Plays every effect once through [`SoundOutput`], one after another, to hear them or to
//! record what reaches the device:
//! `cargo run --release -p grid-sound --example play_all [-- --library FILE]`.

use std::time::Duration;

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
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let output = match arguments.as_slice() {
        [] => SoundOutput::open(),
        #[cfg(target_os = "linux")]
        [flag, library] if flag == "--library" => SoundOutput::open_with_library(library),
        _ => {
            eprintln!("usage: play_all [--library FILE]");
            std::process::exit(2);
        }
    };
    if output.is_silent() {
        println!("silent: {}", output.why_silent().unwrap_or_default());
        return;
    }
    // A gap after each effect, so that a recording splits into one piece per effect.
    let gap = Duration::from_millis(400);
    for effect in Effect::showcase() {
        let seconds = synthesize(&effect, 48_000).len() as f32 / 48_000.0;
        println!("playing {} ({seconds:.3} s)", effect.name());
        output.play(effect);
        std::thread::sleep(Duration::from_secs_f32(seconds) + gap);
    }
    drop(output);
    println!("done");
}
