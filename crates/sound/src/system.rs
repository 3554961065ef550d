//! The Windows and macOS output: the system's default output device through cpal
//! (WASAPI on Windows, CoreAudio on macOS). cpal calls back for each buffer on its own
//! audio thread; the callback takes the game's effect requests from a queue, mixes them
//! and hands the buffer back, so the game never waits. The stream is made and kept on a
//! thread of its own (a stream may not move between threads on every system), which
//! closes it when the output is dropped.

use std::collections::HashMap;
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SizedSample};

use crate::controls::Controls;
use crate::effect::Effect;
use crate::mixer::Mixer;
use crate::synthesis::synthesize;

/// Effect requests waiting for the audio callback; any more are dropped.
const QUEUED_REQUESTS: usize = 64;
/// How long opening waits for the device to answer, and closing for it to close.
const DEVICE_WAIT: Duration = Duration::from_secs(3);

/// The game's side of the output: a queue of effect requests to the audio callback.
pub(crate) struct SystemPlayer {
    requests: SyncSender<Effect>,
    /// Dropped to close the stream; the stream's thread then ends.
    close: Option<mpsc::Sender<()>>,
    closed: Mutex<Receiver<()>>,
    description: String,
}

impl SystemPlayer {
    /// Opens the system's default output device and starts playing silence on it.
    pub(crate) fn open(controls: Arc<Controls>) -> Result<SystemPlayer, String> {
        let (requests, incoming) = mpsc::sync_channel(QUEUED_REQUESTS);
        let (opened_send, opened) = mpsc::channel();
        let (close, close_asked) = mpsc::channel::<()>();
        let (closing, closed) = mpsc::channel();
        std::thread::Builder::new()
            .name("grid-sound".into())
            .spawn(move || {
                let stream = match start_stream(incoming, controls) {
                    Ok((stream, description)) => {
                        let _ = opened_send.send(Ok(description));
                        stream
                    }
                    Err(reason) => {
                        let _ = opened_send.send(Err(reason));
                        return;
                    }
                };
                // Kept until the player is dropped (the sender hangs up).
                let _ = close_asked.recv();
                drop(stream);
                let _ = closing.send(());
            })
            .map_err(|error| format!("no sound: cannot start the sound thread ({error})"))?;
        let description = opened
            .recv_timeout(DEVICE_WAIT)
            .map_err(|_| "no sound: the output device did not answer".to_string())??;
        Ok(SystemPlayer {
            requests,
            close: Some(close),
            closed: Mutex::new(closed),
            description,
        })
    }

    pub(crate) fn play(&self, effect: Effect) {
        // A full queue means the callback is behind: dropping a click beats waiting.
        let _ = self.requests.try_send(effect);
    }

    pub(crate) fn description(&self) -> &str {
        &self.description
    }
}

impl Drop for SystemPlayer {
    fn drop(&mut self) {
        self.close = None;
        if let Ok(closed) = self.closed.get_mut() {
            let _ = closed.recv_timeout(DEVICE_WAIT);
        }
    }
}

/// Builds and starts the output stream in the device's own sample format.
fn start_stream(
    requests: Receiver<Effect>,
    controls: Arc<Controls>,
) -> Result<(cpal::Stream, String), String> {
    let host = cpal::default_host();
    let device = host
        .default_output_device()
        .ok_or("no sound: the system has no output device")?;
    let supported = device
        .default_output_config()
        .map_err(|error| format!("no sound: the output device has no format ({error})"))?;
    let config = supported.config();
    let name = device
        .description()
        .map(|description| description.name().to_string())
        .unwrap_or_else(|_| "default".into());
    let description = format!(
        "{} \"{name}\", {} Hz, {} channels, {:?}",
        host.id().name(),
        config.sample_rate,
        config.channels,
        supported.sample_format()
    );
    let feeder = Feeder::new(requests, controls, config.sample_rate);
    let channels = usize::from(config.channels);
    let stream = match supported.sample_format() {
        cpal::SampleFormat::F32 => build::<f32>(&device, &config, feeder, channels),
        cpal::SampleFormat::I16 => build::<i16>(&device, &config, feeder, channels),
        cpal::SampleFormat::I32 => build::<i32>(&device, &config, feeder, channels),
        cpal::SampleFormat::U16 => build::<u16>(&device, &config, feeder, channels),
        other => {
            return Err(format!(
                "no sound: the output device wants {other:?} samples"
            ));
        }
    }?;
    stream
        .play()
        .map_err(|error| format!("no sound: the output stream does not start ({error})"))?;
    Ok((stream, description))
}

fn build<T: SizedSample + FromSample<f32>>(
    device: &cpal::Device,
    config: &cpal::StreamConfig,
    mut feeder: Feeder,
    channels: usize,
) -> Result<cpal::Stream, String> {
    device
        .build_output_stream(
            config,
            move |data: &mut [T], _| feeder.fill(data, channels),
            |error| log::warn!("sound: {error}"),
            None,
        )
        .map_err(|error| format!("no sound: cannot open the output stream ({error})"))
}

/// What the audio callback keeps between buffers: the requests, the mix, and each
/// effect synthesised once at the device's rate.
struct Feeder {
    requests: Receiver<Effect>,
    controls: Arc<Controls>,
    sample_rate: u32,
    mixer: Mixer,
    synthesized: HashMap<Effect, Arc<[f32]>>,
    mono: Vec<f32>,
}

impl Feeder {
    fn new(requests: Receiver<Effect>, controls: Arc<Controls>, sample_rate: u32) -> Feeder {
        Feeder {
            requests,
            controls,
            sample_rate,
            mixer: Mixer::new(),
            synthesized: HashMap::new(),
            mono: Vec::new(),
        }
    }

    /// Mixes what was asked for into `data` (`channels` samples a frame, each the same).
    fn fill<T: SizedSample + FromSample<f32>>(&mut self, data: &mut [T], channels: usize) {
        // Until the queue is empty (or the game has hung up: then silence follows).
        while let Ok(effect) = self.requests.try_recv() {
            let rate = self.sample_rate;
            let samples = self
                .synthesized
                .entry(effect.sound_key())
                .or_insert_with(|| synthesize(&effect, rate).into());
            self.mixer.play(Arc::clone(samples), 1.0);
        }
        self.mixer.set_volume(self.controls.volume());
        self.mixer.set_muted(self.controls.is_muted());
        let frames = data.len() / channels.max(1);
        self.mono.resize(frames, 0.0);
        self.mixer.mix_into(&mut self.mono);
        for (frame, sample) in data.chunks_exact_mut(channels.max(1)).zip(&self.mono) {
            frame.fill(T::from_sample(*sample));
        }
    }
}
