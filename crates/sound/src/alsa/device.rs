//! An ALSA playback device: opened without waiting, set to 16-bit stereo at 48000 Hz,
//! written in blocking mode with recovery from underruns.

use std::ffi::{CString, c_int, c_uint, c_ulong};
use std::time::Duration;

use super::library::{Alsa, Pcm};

/// Samples per second the device is opened at.
pub(super) const SAMPLE_RATE: u32 = 48_000;
/// Stereo 16-bit is what every device and sound server takes without conversion.
pub(super) const CHANNELS: usize = 2;

/// How far ahead of the speaker the thread writes: short enough for a click to sound
/// immediate, long enough not to stutter on a busy machine.
const LATENCY_MICROSECONDS: u32 = 50_000;

// alsa-lib's enum values and the Linux errno used here.
const SND_PCM_STREAM_PLAYBACK: c_int = 0;
const SND_PCM_NONBLOCK: c_int = 1;
const SND_PCM_FORMAT_S16_LE: c_int = 2;
const SND_PCM_ACCESS_RW_INTERLEAVED: c_int = 3;
const SND_PCM_STATE_PREPARED: c_int = 2;
const EAGAIN: c_int = 11;

/// An open playback device in blocking mode.
pub(super) struct Device {
    pub(super) alsa: Alsa,
    pcm: *mut Pcm,
    pub(super) buffer_frames: usize,
    pub(super) period_frames: usize,
}

// SAFETY: alsa-lib allows a PCM to be used from any thread, one thread at a time; the
// device moves to the audio thread once and is only used there.
unsafe impl Send for Device {}

impl Device {
    /// Opens the PCM named `name` (such as "default") with alsa-lib from `library`.
    pub(super) fn open(library: &str, name: &str) -> Result<Device, String> {
        let device_name = CString::new(name)
            .map_err(|_| format!("no sound: the ALSA device name {name:?} holds a nul"))?;
        let alsa = Alsa::load(library)?;
        let quiet = alsa.quiet_errors();
        let mut pcm = std::ptr::null_mut();
        // Non-blocking, so a device held by another program fails at once instead of
        // waiting for it; writes switch to blocking below.
        // SAFETY: a valid out-pointer and a nul-terminated name.
        let opened = unsafe {
            (alsa.pcm_open)(
                &mut pcm,
                device_name.as_ptr(),
                SND_PCM_STREAM_PLAYBACK,
                SND_PCM_NONBLOCK,
            )
        };
        if opened < 0 || pcm.is_null() {
            let why = alsa.describe(opened);
            return Err(format!(
                "no sound: cannot open ALSA device \"{name}\" ({why})"
            ));
        }
        drop(quiet);
        let mut device = Device {
            alsa,
            pcm,
            buffer_frames: 0,
            period_frames: 0,
        };
        device.configure(name)?;
        Ok(device)
    }

    fn configure(&mut self, name: &str) -> Result<(), String> {
        let alsa = &self.alsa;
        let _quiet = alsa.quiet_errors();
        let failed = |what: &str, error: c_int| {
            format!(
                "no sound: ALSA device \"{name}\" {what} ({})",
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
    pub(super) fn write(&self, samples: &[i16]) -> Result<(), String> {
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

impl Device {
    /// Starts playing what was written, if the device is not playing yet. Waiting for
    /// ALSA to start by itself when the buffer is full can stall for seconds behind a
    /// sound server after an underrun.
    pub(super) fn start_if_prepared(&self) {
        // SAFETY: an open PCM.
        unsafe {
            if (self.alsa.pcm_state)(self.pcm) == SND_PCM_STATE_PREPARED {
                (self.alsa.pcm_start)(self.pcm);
            }
        }
    }
}

impl Drop for Device {
    fn drop(&mut self) {
        // SAFETY: opened in Device::open and closed only here.
        unsafe { (self.alsa.pcm_close)(self.pcm) };
    }
}
