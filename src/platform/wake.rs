//! The window loop's side of sleeping at rest (`core::wake`): after each frame the loop
//! is told to draw the next one at once, to wait at most so long, or to wait for the
//! player; and threads (an engine's answer, a pad's button, a file edited) and the web
//! page (a pad, the screen reader's mirror) wake it from outside.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent};

use crate::core::wake::{AFTER_INPUT, Wake, WakeSystems};

/// The longest step the game's clocks take at once: a tick a second after a long sleep
/// is a second of play, not Bevy's default quarter of one.
const LONGEST_STEP: Duration = Duration::from_secs(5);

/// Sleeps at rest: the window loop updates for input and for what `Wake` asks.
pub struct WakePlugin;

impl Plugin for WakePlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(WinitSettings {
            focused_mode: mode(None),
            unfocused_mode: mode(None),
        })
        .add_systems(Startup, (keep_waker, lengthen_steps))
        .add_systems(
            First,
            look_again_when_woken_from_outside.after(WakeSystems::StartFrame),
        )
        // Bevy's window registers it too; the headless tests' apps need it here.
        .add_message::<bevy::a11y::ActionRequest>()
        .add_systems(PreUpdate, stay_awake_after_input)
        .add_systems(
            Last,
            (
                act_on_screen_reader_requests.before(WakeSystems::Apply),
                apply_wake.in_set(WakeSystems::Apply),
            ),
        );
        #[cfg(not(target_arch = "wasm32"))]
        app.add_systems(Last, watch_screen_reader_requests);
    }
}

/// The loop's mode for a wait of at most `wait` (none: until something happens).
fn mode(wait: Option<Duration>) -> UpdateMode {
    UpdateMode::reactive(wait.unwrap_or(Duration::MAX))
}

/// Tells the loop what this frame's requests ask: the next frame at once, and how long
/// it may wait. The mode is only written when it changes (a change costs a frame).
pub fn apply_wake(
    wake: Res<Wake>,
    settings: Option<ResMut<WinitSettings>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let next = wake.next_update(bevy::platform::time::Instant::now());
    if next.at_once {
        redraw.write(RequestRedraw);
    }
    let Some(mut settings) = settings else { return };
    let wanted = mode(next.wait);
    if settings.focused_mode != wanted || settings.unfocused_mode != wanted {
        settings.focused_mode = wanted;
        settings.unfocused_mode = wanted;
    }
}

/// A key, a button, a touch, a wheel or a window change wakes the game (the window
/// system does that); what the act set going without a frame of its own (a picture or
/// font loading, a setting saved a moment later) needs a few more: the game stays
/// awake a moment. A pointer merely moving does not: what it changes (a hover) shows
/// in the frame it moves in.
#[allow(clippy::too_many_arguments)]
pub fn stay_awake_after_input(
    mut keys: MessageReader<bevy::input::keyboard::KeyboardInput>,
    mut buttons: MessageReader<bevy::input::mouse::MouseButtonInput>,
    mut touches: MessageReader<bevy::input::touch::TouchInput>,
    mut wheels: MessageReader<bevy::input::mouse::MouseWheel>,
    mut resized: MessageReader<bevy::window::WindowResized>,
    mut focused: MessageReader<bevy::window::WindowFocused>,
    mut wake: ResMut<Wake>,
) {
    let acted = keys.read().count()
        + buttons.read().count()
        + touches.read().count()
        + wheels.read().count()
        + resized.read().count()
        + focused.read().count();
    if acted > 0 {
        wake.stay_awake(bevy::platform::time::Instant::now(), AFTER_INPUT);
    }
}

/// A screen reader's request (focus this cell, press that button) reaches the game's
/// systems a frame after Bevy hands it over, at the end of a frame, and its effect shows
/// in the tree a frame later: the game draws the next frame at once and looks again for
/// a moment, as after a key.
pub fn act_on_screen_reader_requests(
    mut asked: MessageReader<bevy::a11y::ActionRequest>,
    mut wake: ResMut<Wake>,
) {
    if asked.read().count() > 0 {
        wake.next_frame();
        wake.stay_awake(bevy::platform::time::Instant::now(), AFTER_INPUT);
    }
}

/// How often the desktop looks for a screen reader's requests while the game sleeps.
#[cfg(not(target_arch = "wasm32"))]
const SCREEN_READER_POLL: Duration = Duration::from_millis(50);

/// Bevy's window takes a screen reader's requests into a queue of its own without waking
/// the window loop, so a game asleep would not act on them until the player did
/// something else: a thread looks at the queues every [`SCREEN_READER_POLL`] (a lock
/// each, no frame) and wakes the loop when one holds a request. It ends with the window.
#[cfg(not(target_arch = "wasm32"))]
fn watch_screen_reader_requests(
    handlers: Option<Res<bevy::winit::accessibility::WinitActionRequestHandlers>>,
    mut watched: Local<bool>,
) {
    let Some(handlers) = handlers else { return };
    if *watched || handlers.is_empty() {
        return;
    }
    *watched = true;
    let queues: Vec<_> = handlers.values().cloned().collect();
    let watcher = std::thread::Builder::new()
        .name("screen reader".into())
        .spawn(move || {
            // The window's own copy gone: the window closed.
            while queues
                .iter()
                .any(|queue| std::sync::Arc::strong_count(queue) > 1)
            {
                std::thread::sleep(SCREEN_READER_POLL);
                let waiting = queues
                    .iter()
                    .any(|queue| queue.lock().is_ok_and(|queue| !queue.is_empty()));
                if waiting {
                    wake();
                }
            }
        });
    if let Err(why) = watcher {
        warn!("a screen reader's requests wait for the next input: {why}");
    }
}

/// Game clocks step by what passed, up to [`LONGEST_STEP`].
fn lengthen_steps(mut time: ResMut<Time<Virtual>>) {
    time.set_max_delta(LONGEST_STEP);
}

/// A wake from outside that asked the game to look again for a moment (a file's change
/// settling): it stays awake.
fn look_again_when_woken_from_outside(mut wake: ResMut<Wake>) {
    if waker::take_look_again() {
        wake.stay_awake(bevy::platform::time::Instant::now(), AFTER_INPUT);
    }
}

/// Keeps a way to wake the loop for threads and the page.
fn keep_waker(proxy: Option<Res<EventLoopProxyWrapper>>) {
    let Some(proxy) = proxy else { return };
    let proxy = (**proxy).clone();
    waker::keep(move || {
        let _ = proxy.send_event(WinitUserEvent::WakeUp);
    });
}

/// Wakes the window loop from another thread (an engine answered, a pad's button
/// changed): it updates once.
pub fn wake() {
    waker::wake(false);
}

/// Wakes the window loop and keeps it looking for a moment (a file changed: the asset
/// server sees it once the change has settled).
pub fn wake_and_look_again() {
    waker::wake(true);
}

#[cfg(not(target_arch = "wasm32"))]
mod waker {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Mutex, OnceLock};

    type Waker = Box<dyn Fn() + Send>;

    static WAKER: OnceLock<Mutex<Waker>> = OnceLock::new();
    static LOOK_AGAIN: AtomicBool = AtomicBool::new(false);

    pub fn keep(waker: impl Fn() + Send + 'static) {
        let _ = WAKER.set(Mutex::new(Box::new(waker)));
    }

    pub fn wake(look_again: bool) {
        if look_again {
            LOOK_AGAIN.store(true, Ordering::Relaxed);
        }
        if let Some(waker) = WAKER.get()
            && let Ok(waker) = waker.lock()
        {
            waker();
        }
    }

    pub fn take_look_again() -> bool {
        LOOK_AGAIN.swap(false, Ordering::Relaxed)
    }
}

#[cfg(target_arch = "wasm32")]
mod waker {
    use std::cell::{Cell, RefCell};

    thread_local! {
        static WAKER: RefCell<Option<Box<dyn Fn()>>> = RefCell::new(None);
        static LOOK_AGAIN: Cell<bool> = const { Cell::new(false) };
    }

    pub fn keep(waker: impl Fn() + 'static) {
        WAKER.with_borrow_mut(|kept| *kept = Some(Box::new(waker)));
    }

    pub fn wake(look_again: bool) {
        if look_again {
            LOOK_AGAIN.set(true);
        }
        WAKER.with_borrow(|waker| {
            if let Some(waker) = waker {
                waker();
            }
        });
    }

    pub fn take_look_again() -> bool {
        LOOK_AGAIN.replace(false)
    }

    /// The page's way to wake the game: a pad changed, the screen reader's mirror was
    /// used (`web/index.html` calls it).
    #[wasm_bindgen::prelude::wasm_bindgen(js_name = gridPuzzlesWake)]
    pub fn wake_from_the_page() {
        wake(false);
    }
}
