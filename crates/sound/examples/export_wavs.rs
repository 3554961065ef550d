//! Writes every effect as a WAV file to listen to while tweaking them:
//! `cargo run --release -p grid-sound --example export_wavs -- DIR [SAMPLE_RATE]`.

use std::path::PathBuf;

use grid_sound::{Effect, synthesize, wav_bytes};

fn main() {
    let mut arguments = std::env::args().skip(1);
    let Some(folder) = arguments.next().map(PathBuf::from) else {
        eprintln!("usage: export_wavs DIR [SAMPLE_RATE]");
        std::process::exit(2);
    };
    let sample_rate = match arguments.next().map(|rate| rate.parse::<u32>()) {
        None => 48_000,
        Some(Ok(rate)) if (8_000..=192_000).contains(&rate) => rate,
        Some(_) => {
            eprintln!("the sample rate is a number of Hz from 8000 to 192000");
            std::process::exit(2);
        }
    };
    if let Err(error) = std::fs::create_dir_all(&folder) {
        eprintln!("cannot create {}: {error}", folder.display());
        std::process::exit(1);
    }
    println!(
        "{:<12} {:>8} {:>7} {:>7}",
        "effect", "seconds", "peak", "rms"
    );
    for effect in Effect::showcase() {
        let samples = synthesize(&effect, sample_rate);
        let path = folder.join(format!("{}.wav", effect.name()));
        if let Err(error) = std::fs::write(&path, wav_bytes(&samples, sample_rate)) {
            eprintln!("cannot write {}: {error}", path.display());
            std::process::exit(1);
        }
        let peak = samples.iter().fold(0.0f32, |peak, s| peak.max(s.abs()));
        let rms = (samples.iter().map(|s| s * s).sum::<f32>() / samples.len() as f32).sqrt();
        let seconds = samples.len() as f32 / sample_rate as f32;
        println!(
            "{:<12} {seconds:>8.3} {peak:>7.3} {rms:>7.3}",
            effect.name()
        );
    }
    println!("written to {}", folder.display());
}
