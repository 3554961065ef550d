//! The Linux desktop output: ALSA's "default" device through `libasound.so.2`, loaded at
//! run time so that building needs no ALSA headers, with mixing and writing on a thread
//! of its own that the game only sends effect requests to.

mod device;
mod library;

use std::collections::HashMap;
use std::sync::mpsc::{self, Receiver, SyncSender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::controls::Controls;
use crate::effect::Effect;
use crate::mixer::Mixer;
use crate::synthesis::synthesize;
use device::{CHANNELS, Device, SAMPLE_RATE};

/// The device every ALSA setup has: the sound server's, or the first card's.
pub(crate) const DEFAULT_DEVICE: &str = "default";
/// The ALSA library every Linux desktop has (package libasound2), without its headers.
pub(crate) const LIBRARY_NAME: &str = "libasound.so.2";
/// Effect requests waiting for the audio thread; any more are dropped.
const QUEUED_REQUESTS: usize = 64;
/// How far ahead of the clock the thread may write to a device that takes samples
/// without ever waiting (ALSA's "null" device does).
const MAX_LEAD: Duration = Duration::from_millis(50);
/// How long closing the output waits for the audio thread to close the device.
const CLOSE_WAIT: Duration = Duration::from_millis(300);

/// The game's side of the desktop output: a queue of effect requests to the audio thread,
/// which plays silence between effects for as long as the output is open.
pub(crate) struct AlsaPlayer {
    requests: Option<SyncSender<Effect>>,
    /// In a mutex only so the player can be shared; just `drop` reads it.
    closed: Mutex<Receiver<()>>,
    description: String,
}

impl AlsaPlayer {
    /// Loads `library`, opens the device named `device_name` and starts the audio thread.
    pub(crate) fn open(
        library: &str,
        device_name: &str,
        controls: Arc<Controls>,
    ) -> Result<AlsaPlayer, String> {
        let device = Device::open(library, device_name)?;
        let description = format!(
            "ALSA \"{device_name}\" through {library}, {SAMPLE_RATE} Hz, buffer {} frames, period {}",
            device.buffer_frames, device.period_frames
        );
        let (requests, incoming) = mpsc::sync_channel(QUEUED_REQUESTS);
        let (closing, closed) = mpsc::channel();
        std::thread::Builder::new()
            .name("grid-sound".into())
            .spawn(move || {
                play_until_closed(&device, &incoming, &controls);
                drop(device);
                let _ = closing.send(());
            })
            .map_err(|error| format!("no sound: cannot start the sound thread ({error})"))?;
        Ok(AlsaPlayer {
            requests: Some(requests),
            closed: Mutex::new(closed),
            description,
        })
    }

    pub(crate) fn play(&self, effect: Effect) {
        if let Some(requests) = &self.requests {
            // A full queue means the thread is behind: dropping a click beats waiting.
            let _ = requests.try_send(effect);
        }
    }

    pub(crate) fn description(&self) -> &str {
        &self.description
    }
}

impl Drop for AlsaPlayer {
    fn drop(&mut self) {
        // Hanging up tells the thread to stop; waiting a moment lets it close the
        // device cleanly, but a stuck device does not hold the game up for long.
        self.requests = None;
        if let Ok(closed) = self.closed.get_mut() {
            let _ = closed.recv_timeout(CLOSE_WAIT);
        }
    }
}

/// The audio thread: from opening to closing, mixes the requested effects period by
/// period and writes them, silence included. A stream that never stops never has to
/// start again, which behind a sound server can take a second or more.
fn play_until_closed(device: &Device, requests: &Receiver<Effect>, controls: &Controls) {
    let _quiet = device.alsa.quiet_errors();
    let mut mixer = Mixer::new();
    let mut synthesized: HashMap<Effect, Arc<[f32]>> = HashMap::new();
    let mut mono = vec![0.0f32; device.period_frames];
    let mut frames = vec![0i16; device.period_frames * CHANNELS];
    let period = Duration::from_secs_f64(mono.len() as f64 / f64::from(SAMPLE_RATE));
    let mut pacer = Pacer::new();
    loop {
        loop {
            match requests.try_recv() {
                Ok(effect) => {
                    let samples = synthesized
                        .entry(effect.sound_key())
                        .or_insert_with(|| synthesize(&effect, SAMPLE_RATE).into());
                    mixer.play(Arc::clone(samples), 1.0);
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => return,
            }
        }
        mixer.set_volume(controls.volume());
        mixer.set_muted(controls.is_muted());
        mixer.mix_into(&mut mono);
        for (frame, sample) in frames.chunks_exact_mut(CHANNELS).zip(&mono) {
            frame.fill((sample * i16::MAX as f32).round() as i16);
        }
        let writing = Instant::now();
        if let Err(reason) = device.write(&frames) {
            log::warn!("{reason}");
            return;
        }
        let device_waited = writing.elapsed() > period / 4;
        // Right after the first period, so nothing waits for the buffer to fill.
        device.start_if_prepared();
        pacer.wrote(mono.len(), device_waited);
    }
}

/// Keeps the thread from racing ahead of real time when the device never makes a write
/// wait, which would spin a core; a device that does wait sets the pace itself.
struct Pacer {
    origin: Instant,
    frames_since_origin: u64,
}

impl Pacer {
    fn new() -> Pacer {
        Pacer {
            origin: Instant::now(),
            frames_since_origin: 0,
        }
    }

    fn wrote(&mut self, frames: usize, device_waited: bool) {
        if device_waited {
            *self = Pacer::new();
            return;
        }
        self.frames_since_origin += frames as u64;
        let written =
            Duration::from_secs_f64(self.frames_since_origin as f64 / f64::from(SAMPLE_RATE));
        let lead = written.saturating_sub(self.origin.elapsed());
        if lead > MAX_LEAD {
            std::thread::sleep(lead - MAX_LEAD);
        }
    }
}
