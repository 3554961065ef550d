//! The one handle the game plays effects through: it opens the platform's sound output
//! (ALSA on Linux, WASAPI on Windows, CoreAudio on macOS, Web Audio in the browser) or
//! stays silent with a reason, and never blocks or panics.

use std::sync::Arc;

use crate::controls::Controls;
use crate::effect::Effect;

enum Backend {
    Silent(String),
    #[cfg(target_os = "linux")]
    Alsa(crate::alsa::AlsaPlayer),
    #[cfg(any(target_os = "windows", target_os = "macos"))]
    System(crate::system::SystemPlayer),
    #[cfg(target_arch = "wasm32")]
    Web,
}

/// Plays [`Effect`]s on the platform's sound output. Every method returns at once: on the
/// desktop a thread of its own mixes and writes the sound, on the web the browser does.
///
/// Opening always succeeds; without a sound library or a device the output is silent,
/// says why in [`SoundOutput::why_silent`], and logs that reason once.
pub struct SoundOutput {
    backend: Backend,
    controls: Arc<Controls>,
}

impl SoundOutput {
    /// Opens the platform's sound output: on Linux ALSA's "default" device through
    /// `libasound.so.2` loaded at run time, on Windows and macOS the system's default
    /// output device, in the browser the page's Web Audio (every output on one page
    /// shares one AudioContext and so one volume), elsewhere nothing.
    pub fn open() -> SoundOutput {
        #[cfg(target_os = "linux")]
        {
            SoundOutput::open_alsa(crate::alsa::LIBRARY_NAME, crate::alsa::DEFAULT_DEVICE)
        }
        #[cfg(target_arch = "wasm32")]
        {
            let controls = Arc::new(Controls::new());
            let backend = match crate::web::open(&controls) {
                Ok(()) => Backend::Web,
                Err(reason) => Backend::Silent(reason),
            };
            SoundOutput::logged(backend, controls)
        }
        #[cfg(any(target_os = "windows", target_os = "macos"))]
        {
            let controls = Arc::new(Controls::new());
            let backend = match crate::system::SystemPlayer::open(Arc::clone(&controls)) {
                Ok(player) => Backend::System(player),
                Err(reason) => Backend::Silent(reason),
            };
            SoundOutput::logged(backend, controls)
        }
        #[cfg(not(any(
            target_os = "linux",
            target_os = "windows",
            target_os = "macos",
            target_arch = "wasm32"
        )))]
        {
            let reason = "no sound: this platform has no sound output in grid-sound";
            SoundOutput::logged(Backend::Silent(reason.into()), Arc::new(Controls::new()))
        }
    }

    /// Like [`SoundOutput::open`] on Linux, with ALSA loaded from `library` (a file name
    /// the dynamic loader looks up, or a path) and playing on the ALSA device named
    /// `device`: `open` is `open_alsa("libasound.so.2", "default")`. For tests, for
    /// recordings (`file:FILE=out.wav,FORMAT=wav` writes a WAV file) and odd setups.
    #[cfg(target_os = "linux")]
    pub fn open_alsa(library: &str, device: &str) -> SoundOutput {
        let controls = Arc::new(Controls::new());
        let backend = match crate::alsa::AlsaPlayer::open(library, device, Arc::clone(&controls)) {
            Ok(player) => Backend::Alsa(player),
            Err(reason) => Backend::Silent(reason),
        };
        SoundOutput::logged(backend, controls)
    }

    /// An output that plays nothing, giving `reason` as why (not logged).
    pub fn silent(reason: impl Into<String>) -> SoundOutput {
        SoundOutput {
            backend: Backend::Silent(reason.into()),
            controls: Arc::new(Controls::new()),
        }
    }

    fn logged(backend: Backend, controls: Arc<Controls>) -> SoundOutput {
        match &backend {
            Backend::Silent(reason) => log::warn!("{reason}"),
            #[cfg(target_os = "linux")]
            Backend::Alsa(player) => log::info!("sound: {}", player.description()),
            #[cfg(any(target_os = "windows", target_os = "macos"))]
            Backend::System(player) => log::info!("sound: {}", player.description()),
            #[cfg(target_arch = "wasm32")]
            Backend::Web => log::info!("sound: Web Audio"),
        }
        SoundOutput { backend, controls }
    }

    /// Starts playing `effect` over whatever is playing. Returns at once; while muted or
    /// silent, or when too many requests are waiting, the effect is not heard.
    pub fn play(&self, effect: Effect) {
        match &self.backend {
            Backend::Silent(_) => {
                let _ = effect;
            }
            #[cfg(target_os = "linux")]
            Backend::Alsa(player) => player.play(effect),
            #[cfg(any(target_os = "windows", target_os = "macos"))]
            Backend::System(player) => player.play(effect),
            #[cfg(target_arch = "wasm32")]
            Backend::Web => crate::web::play(effect, &self.controls),
        }
    }

    /// Sets the master volume, clamped to [0, 1]; anything not a number counts as 0.
    pub fn set_volume(&self, volume: f32) {
        let volume = if volume.is_finite() {
            volume.clamp(0.0, 1.0)
        } else {
            0.0
        };
        self.controls.set_volume(volume);
        self.controls_changed();
    }

    /// The master volume, 1 unless set.
    pub fn volume(&self) -> f32 {
        self.controls.volume()
    }

    /// Mutes or unmutes every effect, playing or to come.
    pub fn set_muted(&self, muted: bool) {
        self.controls.set_muted(muted);
        self.controls_changed();
    }

    /// Whether the output is muted.
    pub fn is_muted(&self) -> bool {
        self.controls.is_muted()
    }

    /// Whether nothing can be heard because no sound library or device was found.
    pub fn is_silent(&self) -> bool {
        matches!(self.backend, Backend::Silent(_))
    }

    /// Why the output is silent, in one line, or `None` when it plays.
    pub fn why_silent(&self) -> Option<&str> {
        match &self.backend {
            Backend::Silent(reason) => Some(reason),
            #[allow(unreachable_patterns)]
            _ => None,
        }
    }

    fn controls_changed(&self) {
        #[cfg(target_arch = "wasm32")]
        if let Backend::Web = self.backend {
            crate::web::apply_controls(&self.controls);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn assert_send_and_sync<T: Send + Sync>() {}

    #[test]
    fn the_output_can_live_in_a_shared_resource() {
        assert_send_and_sync::<SoundOutput>();
    }

    /// Plays every effect many times and checks that it all took next to no time.
    fn play_everything_quickly(output: &SoundOutput) {
        let started = Instant::now();
        for round in 0..100 {
            for effect in Effect::showcase() {
                output.play(effect);
            }
            output.set_volume(round as f32 / 100.0);
            output.set_muted(round % 2 == 0);
        }
        let took = started.elapsed();
        assert!(took < Duration::from_millis(500), "play took {took:?}");
    }

    #[test]
    fn a_silent_output_says_why_and_plays_nothing() {
        let output = SoundOutput::silent("no sound: testing");
        assert!(output.is_silent());
        assert_eq!(output.why_silent(), Some("no sound: testing"));
        play_everything_quickly(&output);
    }

    #[test]
    fn volume_and_mute_are_kept() {
        let output = SoundOutput::silent("no sound: testing");
        assert_eq!(output.volume(), 1.0);
        output.set_volume(0.25);
        assert_eq!(output.volume(), 0.25);
        output.set_volume(3.0);
        assert_eq!(output.volume(), 1.0);
        output.set_volume(f32::NAN);
        assert_eq!(output.volume(), 0.0);
        assert!(!output.is_muted());
        output.set_muted(true);
        assert!(output.is_muted());
        assert_eq!(output.controls.master_gain(), 0.0);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn without_the_sound_library_the_output_is_silent_with_one_line_why() {
        let started = Instant::now();
        let output = SoundOutput::open_alsa("libgrid-sound-test-missing.so.2", "default");
        assert!(output.is_silent());
        let why = output.why_silent().expect("a reason");
        assert!(why.contains("libgrid-sound-test-missing.so.2"), "{why}");
        assert!(!why.contains('\n'), "{why}");
        play_everything_quickly(&output);
        drop(output);
        assert!(started.elapsed() < Duration::from_secs(1));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_library_without_alsa_in_it_is_refused_with_a_reason() {
        // Any shared library loads; what it lacks is ALSA's functions.
        let output = SoundOutput::open_alsa("libc.so.6", "default");
        let why = output.why_silent().expect("libc has no ALSA");
        assert!(why.contains("snd_pcm_open"), "{why}");
        play_everything_quickly(&output);
    }

    #[test]
    fn the_real_output_opens_plays_and_closes_without_blocking() {
        // Whatever this machine has: a device, a library but no device, or nothing.
        let started = Instant::now();
        let output = SoundOutput::open();
        assert_eq!(output.is_silent(), output.why_silent().is_some());
        output.set_muted(true);
        play_everything_quickly(&output);
        drop(output);
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "{:?}",
            started.elapsed()
        );
    }
}
