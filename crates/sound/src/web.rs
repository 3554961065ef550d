//! The browser output: the page's Web Audio, one AudioBuffer per effect made the first
//! time it is played, each play a buffer source through a master gain and a wave shaper
//! that bends loud overlaps with the desktop mixer's own soft limiter.
//!
//! The JavaScript objects live in a thread-local (the page has one thread), so the
//! [`crate::SoundOutput`] that refers to them can still be sent and shared like on the
//! desktop.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;

use wasm_bindgen::JsValue;
use web_sys::{AudioBuffer, AudioContext, AudioContextState, GainNode};

use crate::controls::Controls;
use crate::effect::Effect;
use crate::mixer::soft_limit;
use crate::synthesis::synthesize;

/// The wave shaper's curve spans inputs of -`SHAPER_RANGE`..`SHAPER_RANGE` (it clamps
/// beyond), so the master gain divides by it and the curve multiplies back.
const SHAPER_RANGE: f32 = 4.0;
const SHAPER_POINTS: usize = 4097;

struct PageAudio {
    context: AudioContext,
    master: GainNode,
    buffers: HashMap<Effect, AudioBuffer>,
}

thread_local! {
    static PAGE_AUDIO: RefCell<Option<PageAudio>> = const { RefCell::new(None) };
    static WARNED: Cell<bool> = const { Cell::new(false) };
}

fn describe(error: JsValue) -> String {
    error
        .as_string()
        .unwrap_or_else(|| format!("{error:?}"))
        .replace('\n', " ")
}

impl PageAudio {
    fn new() -> Result<PageAudio, JsValue> {
        let context = AudioContext::new()?;
        let master = context.create_gain()?;
        // Not a DynamicsCompressorNode: its make-up gain would make every effect louder
        // than on the desktop.
        let limiter = context.create_wave_shaper()?;
        let mut curve: Vec<f32> = (0..SHAPER_POINTS)
            .map(|point| {
                let input = point as f32 / (SHAPER_POINTS - 1) as f32 * 2.0 - 1.0;
                soft_limit(input * SHAPER_RANGE)
            })
            .collect();
        limiter.set_curve_opt_f32_slice(Some(&mut curve));
        master.connect_with_audio_node(&limiter)?;
        limiter.connect_with_audio_node(&context.destination())?;
        Ok(PageAudio {
            context,
            master,
            buffers: HashMap::new(),
        })
    }

    fn buffer(&mut self, effect: Effect) -> Result<AudioBuffer, JsValue> {
        let key = effect.sound_key();
        if let Some(buffer) = self.buffers.get(&key) {
            return Ok(buffer.clone());
        }
        let sample_rate = self.context.sample_rate();
        let samples = synthesize(&key, sample_rate as u32);
        let buffer = self
            .context
            .create_buffer(1, samples.len() as u32, sample_rate)?;
        buffer.copy_to_channel(&samples, 0)?;
        self.buffers.insert(key, buffer.clone());
        Ok(buffer)
    }

    fn play(&mut self, effect: Effect) -> Result<(), JsValue> {
        // Until the page resumes the context on the first click or key, sounds would
        // pile up and all start together then.
        if self.context.state() != AudioContextState::Running {
            return Ok(());
        }
        let buffer = self.buffer(effect)?;
        let source = self.context.create_buffer_source()?;
        source.set_buffer(Some(&buffer));
        source.connect_with_audio_node(&self.master)?;
        source.start()
    }
}

/// The page's Web Audio, made with the first sound rather than here: making the
/// AudioContext cost the first frame some 70 ms, and a page may not start one before
/// the player's first click or key press anyway. A page without Web Audio says so in
/// the log at the first sound.
pub(crate) fn open(_controls: &Controls) -> Result<(), String> {
    Ok(())
}

/// Starts `effect`, unless muted (making the page's AudioContext the first time); a
/// failure is logged the first time only.
pub(crate) fn play(effect: Effect, controls: &Controls) {
    if controls.master_gain() == 0.0 {
        return;
    }
    let played = PAGE_AUDIO.with_borrow_mut(|page_audio| {
        if page_audio.is_none() {
            *page_audio = Some(PageAudio::new()?);
        }
        let audio = page_audio.as_mut().expect("made above");
        audio
            .master
            .gain()
            .set_value(controls.master_gain() / SHAPER_RANGE);
        audio.play(effect)
    });
    if let Err(error) = played
        && !WARNED.replace(true)
    {
        log::warn!("sound: cannot play {} ({})", effect.name(), describe(error));
    }
}

/// Sets the master gain from the volume and mute.
pub(crate) fn apply_controls(controls: &Controls) {
    PAGE_AUDIO.with_borrow(|page_audio| {
        if let Some(audio) = page_audio {
            let gain = controls.master_gain() / SHAPER_RANGE;
            audio.master.gain().set_value(gain);
        }
    });
}
