//! The browser side of the Web Audio check (`web-check/run.sh`): exports a few functions
//! that the check's page calls to open a [`SoundOutput`] and play effects. On other
//! targets it only says what it is for.

#[cfg(target_arch = "wasm32")]
mod page {
    use std::cell::RefCell;

    use grid_sound::{Effect, SoundOutput, synthesize};
    use wasm_bindgen::prelude::wasm_bindgen;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = console)]
        fn log(line: &str);
    }

    /// The crate's log lines go to the browser console, where the check reads them.
    struct ConsoleLog;

    impl log::Log for ConsoleLog {
        fn enabled(&self, _: &log::Metadata) -> bool {
            true
        }

        fn log(&self, record: &log::Record) {
            log(&format!("{}: {}", record.level(), record.args()));
        }

        fn flush(&self) {}
    }

    thread_local! {
        static OUTPUT: RefCell<Option<SoundOutput>> = const { RefCell::new(None) };
    }

    /// Opens the output; returns why it is silent, or an empty string.
    #[wasm_bindgen]
    pub fn open_output() -> String {
        let _ = log::set_logger(&ConsoleLog);
        log::set_max_level(log::LevelFilter::Info);
        let output = SoundOutput::open();
        let why = output.why_silent().unwrap_or_default().to_owned();
        OUTPUT.set(Some(output));
        why
    }

    /// The names of the effects that `play_effect` takes the index of, comma-separated.
    #[wasm_bindgen]
    pub fn effect_names() -> String {
        let names: Vec<String> = Effect::showcase().iter().map(Effect::name).collect();
        names.join(",")
    }

    /// How many samples, and what peak, effect `index` has at `sample_rate`.
    #[wasm_bindgen]
    pub fn expected(index: usize, sample_rate: u32) -> Vec<f32> {
        let samples = synthesize(&Effect::showcase()[index], sample_rate);
        let peak = samples.iter().fold(0.0f32, |peak, s| peak.max(s.abs()));
        vec![samples.len() as f32, peak]
    }

    #[wasm_bindgen]
    pub fn play_effect(index: usize) {
        OUTPUT.with_borrow(|output| {
            if let Some(output) = output {
                output.play(Effect::showcase()[index]);
            }
        });
    }

    #[wasm_bindgen]
    pub fn set_muted(muted: bool) {
        OUTPUT.with_borrow(|output| {
            if let Some(output) = output {
                output.set_muted(muted);
            }
        });
    }
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    println!("web_check runs in the browser: crates/sound/web-check/run.sh");
}
