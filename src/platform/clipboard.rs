//! Copying text to the desktop's clipboard (arboard; the web shares through the page's
//! hook instead). Copying may fail (no clipboard, no permission); the caller says so.

/// Puts `text` on the clipboard; false when that was not possible.
pub fn copy(text: &str) -> bool {
    use std::sync::{Mutex, OnceLock};
    // On X11 the copying program serves the clipboard for as long as it runs, so one
    // clipboard lives as long as the game.
    static CLIPBOARD: OnceLock<Option<Mutex<arboard::Clipboard>>> = OnceLock::new();
    let clipboard = CLIPBOARD.get_or_init(|| arboard::Clipboard::new().ok().map(Mutex::new));
    clipboard
        .as_ref()
        .and_then(|clipboard| clipboard.lock().ok())
        .is_some_and(|mut clipboard| clipboard.set_text(text).is_ok())
}
