//! The Linux desktop output: ALSA's "default" device through `libasound.so.2`, loaded at
//! run time so that building needs no ALSA headers, with mixing and writing on a thread
//! of its own that the game only sends effect requests to.

use std::collections::HashMap;
use std::ffi::{CStr, c_char, c_int, c_long, c_uint, c_ulong, c_void};
use std::sync::mpsc::{self, Receiver, SyncSender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use libloading::Library;

use crate::output::Controls;
use crate::{Effect, Mixer, synthesize};

/// The ALSA library every Linux desktop has (package libasound2), without its headers.
pub(crate) const LIBRARY_NAME: &str = "libasound.so.2";
const DEVICE: &CStr = c"default";
const SAMPLE_RATE: u32 = 48_000;
/// Stereo 16-bit is what every device and sound server takes without conversion.
const CHANNELS: usize = 2;
/// How far ahead of the speaker the thread writes: short enough for a click to sound
/// immediate, long enough not to stutter on a busy machine.
const LATENCY_MICROSECONDS: u32 = 50_000;
/// Effect requests waiting for the audio thread; more than this in one frame are dropped.
const QUEUED_REQUESTS: usize = 64;
/// How long closing the output waits for the audio thread to close the device.
const CLOSE_WAIT: Duration = Duration::from_millis(300);

const SND_PCM_STREAM_PLAYBACK: c_int = 0;
const SND_PCM_NONBLOCK: c_int = 1;
const SND_PCM_FORMAT_S16_LE: c_int = 2;
const SND_PCM_ACCESS_RW_INTERLEAVED: c_int = 3;
const EAGAIN: c_int = 11;

/// alsa-lib's `snd_pcm_t`, only ever behind a pointer.
type Pcm = c_void;
/// alsa-lib's thread-local error handler; the last argument is a `va_list`, which is a
/// pointer (or passed as one) on the platforms Linux runs on, and is never read here.
type LocalErrorHandler =
    unsafe extern "C" fn(*const c_char, c_int, *const c_char, c_int, *const c_char, *mut c_void);

/// The alsa-lib functions used here, looked up in the loaded library.
struct Alsa {
    pcm_open: unsafe extern "C" fn(*mut *mut Pcm, *const c_char, c_int, c_int) -> c_int,
    pcm_set_params:
        unsafe extern "C" fn(*mut Pcm, c_int, c_int, c_uint, c_uint, c_int, c_uint) -> c_int,
    pcm_get_params: unsafe extern "C" fn(*mut Pcm, *mut c_ulong, *mut c_ulong) -> c_int,
    pcm_nonblock: unsafe extern "C" fn(*mut Pcm, c_int) -> c_int,
    pcm_writei: unsafe extern "C" fn(*mut Pcm, *const c_void, c_ulong) -> c_long,
    pcm_recover: unsafe extern "C" fn(*mut Pcm, c_int, c_int) -> c_int,
    pcm_close: unsafe extern "C" fn(*mut Pcm) -> c_int,
    strerror: unsafe extern "C" fn(c_int) -> *const c_char,
    /// Missing before alsa-lib 1.1.6; then ALSA's own messages go to stderr.
    set_local_error_handler:
        Option<unsafe extern "C" fn(Option<LocalErrorHandler>) -> Option<LocalErrorHandler>>,
    // Declared last so it is unloaded after everything above is done with.
    _library: Library,
}

impl Alsa {
    fn load(name: &str) -> Result<Alsa, String> {
        // SAFETY: libasound's initialisers only set up its own state.
        let library = unsafe { Library::new(name) }
            .map_err(|error| format!("no sound: cannot load {name} ({error})"))?;
        // SAFETY: each type above is the C prototype of the function of that name.
        unsafe {
            Ok(Alsa {
                pcm_open: symbol(&library, name, "snd_pcm_open")?,
                pcm_set_params: symbol(&library, name, "snd_pcm_set_params")?,
                pcm_get_params: symbol(&library, name, "snd_pcm_get_params")?,
                pcm_nonblock: symbol(&library, name, "snd_pcm_nonblock")?,
                pcm_writei: symbol(&library, name, "snd_pcm_writei")?,
                pcm_recover: symbol(&library, name, "snd_pcm_recover")?,
                pcm_close: symbol(&library, name, "snd_pcm_close")?,
                strerror: symbol(&library, name, "snd_strerror")?,
                set_local_error_handler: symbol(&library, name, "snd_lib_error_set_local").ok(),
                _library: library,
            })
        }
    }

    fn describe(&self, error: c_int) -> String {
        // SAFETY: snd_strerror returns a static string for any code.
        let text = unsafe { (self.strerror)(error) };
        if text.is_null() {
            return format!("error {error}");
        }
        // SAFETY: non-null, nul-terminated and static.
        unsafe { CStr::from_ptr(text) }
            .to_string_lossy()
            .into_owned()
    }

    /// Keeps alsa-lib's own messages (several lines on stderr when there is no sound
    /// card) off this thread until the guard is dropped: the caller reports in one line.
    fn quiet_errors(&self) -> QuietErrors<'_> {
        let previous = self
            .set_local_error_handler
            // SAFETY: the handler ignores its arguments and is valid for the whole run.
            .map(|set| unsafe { set(Some(ignore_alsa_message)) });
        QuietErrors {
            alsa: self,
            previous,
        }
    }
}

/// # Safety
/// `T` must be the function pointer type of the C function `symbol_name`.
unsafe fn symbol<T: Copy>(
    library: &Library,
    library_name: &str,
    symbol_name: &str,
) -> Result<T, String> {
    // SAFETY: passed on to the caller.
    unsafe { library.get::<T>(symbol_name.as_bytes()) }
        .map(|found| *found)
        .map_err(|_| format!("no sound: {library_name} has no {symbol_name}, so it is not ALSA"))
}

unsafe extern "C" fn ignore_alsa_message(
    _file: *const c_char,
    _line: c_int,
    _function: *const c_char,
    _error: c_int,
    _format: *const c_char,
    _arguments: *mut c_void,
) {
}

struct QuietErrors<'a> {
    alsa: &'a Alsa,
    previous: Option<Option<LocalErrorHandler>>,
}

impl Drop for QuietErrors<'_> {
    fn drop(&mut self) {
        if let (Some(set), Some(previous)) = (self.alsa.set_local_error_handler, self.previous) {
            // SAFETY: puts back what was there before.
            unsafe { set(previous) };
        }
    }
}

/// An open playback device in blocking mode.
struct Device {
    alsa: Alsa,
    pcm: *mut Pcm,
    buffer_frames: usize,
    period_frames: usize,
}

// SAFETY: alsa-lib allows a PCM to be used from any thread, one thread at a time; the
// device moves to the audio thread once and is only used there.
unsafe impl Send for Device {}

impl Device {
    fn open(library: &str) -> Result<Device, String> {
        let alsa = Alsa::load(library)?;
        let quiet = alsa.quiet_errors();
        let mut pcm = std::ptr::null_mut();
        // Non-blocking, so a device held by another program fails at once instead of
        // waiting for it; writes switch to blocking below.
        // SAFETY: a valid out-pointer and a nul-terminated name.
        let opened = unsafe {
            (alsa.pcm_open)(
                &mut pcm,
                DEVICE.as_ptr(),
                SND_PCM_STREAM_PLAYBACK,
                SND_PCM_NONBLOCK,
            )
        };
        if opened < 0 || pcm.is_null() {
            let why = alsa.describe(opened);
            return Err(format!(
                "no sound: cannot open ALSA device \"default\" ({why})"
            ));
        }
        drop(quiet);
        let mut device = Device {
            alsa,
            pcm,
            buffer_frames: 0,
            period_frames: 0,
        };
        device.configure()?;
        Ok(device)
    }

    fn configure(&mut self) -> Result<(), String> {
        let alsa = &self.alsa;
        let _quiet = alsa.quiet_errors();
        let failed = |what: &str, error: c_int| {
            format!(
                "no sound: ALSA device \"default\" {what} ({})",
                alsa.describe(error)
            )
        };
        // SAFETY: an open PCM; the constants are alsa-lib's enum values.
        let set = unsafe {
            (alsa.pcm_set_params)(
                self.pcm,
                SND_PCM_FORMAT_S16_LE,
                SND_PCM_ACCESS_RW_INTERLEAVED,
                CHANNELS as c_uint,
                SAMPLE_RATE,
                1,
                LATENCY_MICROSECONDS,
            )
        };
        if set < 0 {
            return Err(failed("refuses 16-bit stereo at 48000 Hz", set));
        }
        let (mut buffer, mut period): (c_ulong, c_ulong) = (0, 0);
        // SAFETY: an open, configured PCM and valid out-pointers.
        let got = unsafe { (alsa.pcm_get_params)(self.pcm, &mut buffer, &mut period) };
        if got < 0 {
            return Err(failed("has no buffer size", got));
        }
        // SAFETY: an open PCM.
        let blocking = unsafe { (alsa.pcm_nonblock)(self.pcm, 0) };
        if blocking < 0 {
            return Err(failed("cannot switch to blocking writes", blocking));
        }
        let sensible = |frames: c_ulong| (frames as usize).clamp(64, SAMPLE_RATE as usize);
        self.period_frames = sensible(period);
        self.buffer_frames = sensible(buffer).max(self.period_frames);
        Ok(())
    }

    /// Writes interleaved stereo frames, waiting for room, and recovers from underruns
    /// (the device runs dry whenever nothing was played for a while).
    fn write(&self, samples: &[i16]) -> Result<(), String> {
        let frames = samples.len() / CHANNELS;
        let mut done = 0;
        let mut failures = 0;
        while done < frames {
            let rest = &samples[done * CHANNELS..];
            // SAFETY: `rest` holds `frames - done` whole frames in the configured format.
            let written = unsafe {
                (self.alsa.pcm_writei)(self.pcm, rest.as_ptr().cast(), (frames - done) as c_ulong)
            };
            if written >= 0 {
                done += written as usize;
                continue;
            }
            failures += 1;
            let error = written as c_int;
            if failures > 8 {
                let why = self.alsa.describe(error);
                return Err(format!("sound stopped: writing to ALSA failed ({why})"));
            }
            if error == -EAGAIN {
                std::thread::sleep(Duration::from_millis(1));
                continue;
            }
            // SAFETY: an open PCM; `silent` = 1 keeps alsa-lib from printing.
            let recovered = unsafe { (self.alsa.pcm_recover)(self.pcm, error, 1) };
            if recovered < 0 {
                let why = self.alsa.describe(recovered);
                return Err(format!("sound stopped: ALSA device lost ({why})"));
            }
        }
        Ok(())
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        // SAFETY: opened in Device::open and closed only here.
        unsafe { (self.alsa.pcm_close)(self.pcm) };
    }
}

/// The game's side of the desktop output: a queue of effect requests to the audio thread.
pub(crate) struct AlsaPlayer {
    requests: Option<SyncSender<Effect>>,
    /// In a mutex only so the player can be shared; just `drop` reads it.
    closed: Mutex<Receiver<()>>,
    description: String,
}

impl AlsaPlayer {
    /// Loads `library`, opens the default device and starts the audio thread.
    pub(crate) fn open(library: &str, controls: Arc<Controls>) -> Result<AlsaPlayer, String> {
        let device = Device::open(library)?;
        let description = format!(
            "ALSA \"default\" through {library}, {SAMPLE_RATE} Hz, buffer {} frames, period {}",
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

/// The audio thread: mixes the requested effects period by period and writes them, and
/// sleeps on the request queue whenever nothing is playing.
fn play_until_closed(device: &Device, requests: &Receiver<Effect>, controls: &Controls) {
    let _quiet = device.alsa.quiet_errors();
    let mut mixer = Mixer::new();
    let mut synthesized: HashMap<Effect, Arc<[f32]>> = HashMap::new();
    let mut start = |mixer: &mut Mixer, effect: Effect| {
        let samples = synthesized
            .entry(effect.sound_key())
            .or_insert_with(|| synthesize(&effect, SAMPLE_RATE).into());
        mixer.play(Arc::clone(samples), 1.0);
    };
    let mut mono = vec![0.0f32; device.period_frames];
    let mut frames = vec![0i16; device.period_frames * CHANNELS];
    // After the last effect, enough silence to push it all out of the buffer and
    // past the start threshold; then the device may run dry until the next one.
    let trailing_silence = device.buffer_frames + device.period_frames;
    let mut silence_left = 0usize;
    loop {
        if mixer.is_idle() && silence_left == 0 {
            match requests.recv() {
                Ok(effect) => start(&mut mixer, effect),
                Err(_) => return,
            }
        }
        loop {
            match requests.try_recv() {
                Ok(effect) => start(&mut mixer, effect),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => return,
            }
        }
        mixer.set_volume(controls.volume());
        mixer.set_muted(controls.is_muted());
        mixer.mix_into(&mut mono);
        silence_left = if mixer.is_idle() {
            silence_left.saturating_sub(mono.len())
        } else {
            trailing_silence
        };
        for (frame, sample) in frames.chunks_exact_mut(CHANNELS).zip(&mono) {
            frame.fill((sample * i16::MAX as f32).round() as i16);
        }
        if let Err(reason) = device.write(&frames) {
            log::warn!("{reason}");
            return;
        }
    }
}
