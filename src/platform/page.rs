//! The contract with the web page (`web/index.html`): every hook the game calls on the
//! page is declared here, with what the desktop does instead. A page without a hook is
//! fine: each call is `catch`ed and its failure means "the page has none".
//!
//! Page functions: `gridPuzzlesReady()` (the first screen is up), `gridPuzzlesStatus(line)`
//! (the play-test beacon), `gridPuzzlesShare(text, code)` (the result and the link of its
//! start on the clipboard, the link in the address bar; returns what it copied),
//! `gridPuzzlesPrefersReducedMotion()`, `gridPuzzlesLanguages()` (the build's languages);
//! the page's address query (`?game=ID&seed=N`,
//! `?code=CODE`, `?daily=ID`) and its canvas size are read here too.

use crate::core::words::Msg;
use grid_rules::daily::Date;

use crate::core::game::{GameId, Launch};

#[cfg(target_arch = "wasm32")]
mod hooks {
    use wasm_bindgen::prelude::wasm_bindgen;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesReady, catch)]
        pub fn grid_puzzles_ready() -> Result<(), wasm_bindgen::JsValue>;
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesStatus, catch)]
        pub fn grid_puzzles_status(line: &str) -> Result<(), wasm_bindgen::JsValue>;
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesShare, catch)]
        pub fn grid_puzzles_share(text: &str, code: &str) -> Result<String, wasm_bindgen::JsValue>;
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesPrefersReducedMotion, catch)]
        pub fn prefers_reduced_motion() -> Result<bool, wasm_bindgen::JsValue>;
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesLanguages, catch)]
        pub fn grid_puzzles_languages() -> Result<String, wasm_bindgen::JsValue>;
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesGamepadChanges, catch)]
        pub fn grid_puzzles_gamepad_changes() -> Result<String, wasm_bindgen::JsValue>;
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesMirror, catch)]
        pub fn grid_puzzles_mirror(text: &str) -> Result<(), wasm_bindgen::JsValue>;
        #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesMirrorActions, catch)]
        pub fn grid_puzzles_mirror_actions() -> Result<String, wasm_bindgen::JsValue>;
        #[wasm_bindgen(js_namespace = Date, js_name = now)]
        pub fn date_now() -> f64;
    }
}

/// The languages the build has, as the page lists them (`web/stamp-build.mjs` writes the
/// list from `assets/locales/`): a line each, `TAG<tab>OWN NAME<tab>FONT`. `None` off the
/// web, or from a page without the list.
pub fn page_languages() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return hooks::grid_puzzles_languages().ok();
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// Hands the page the game as a screen reader should hear it (`ui/page_mirror.rs`
/// writes it), for its mirror of the board and buttons in the page.
pub fn mirror(_text: &str) {
    #[cfg(target_arch = "wasm32")]
    let _ = hooks::grid_puzzles_mirror(_text);
}

/// What was done in the page's mirror since the last call (a line each: `click ID`,
/// `focus ID`, a node of the accessibility tree by its id); `None` off the web.
pub fn mirror_actions() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return hooks::grid_puzzles_mirror_actions().ok();
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// What the page's gamepads did since the last call (`platform/gamepad.rs` reads it);
/// `None` off the web.
pub fn gamepad_changes() -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    return hooks::grid_puzzles_gamepad_changes().ok();
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// Tells the page the first screen is up (it removes its loading screen).
pub fn ready() {
    #[cfg(target_arch = "wasm32")]
    let _ = hooks::grid_puzzles_ready();
}

/// Hands the play-test beacon's line on: to the page's `gridPuzzlesStatus`, or on the
/// desktop to the file named by `GRID_PUZZLES_STATUS_FILE` (nothing when it is unset).
pub fn publish_beacon(line: &str) {
    #[cfg(target_arch = "wasm32")]
    let _ = hooks::grid_puzzles_status(line);
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::path::PathBuf;
        use std::sync::OnceLock;
        static TARGET: OnceLock<Option<PathBuf>> = OnceLock::new();
        let target =
            TARGET.get_or_init(|| std::env::var_os("GRID_PUZZLES_STATUS_FILE").map(Into::into));
        if let Some(path) = target {
            // Written beside and renamed, so a reader never sees half a line.
            let partial = path.with_extension("partial");
            if std::fs::write(&partial, format!("{line}\n")).is_ok() {
                let _ = std::fs::rename(&partial, path);
            }
        }
    }
}

/// Shares a result: `text` and the link (web: the page's address with `?code=CODE`, also
/// put in the address bar) or, on the desktop, `code_line` (the code and how to open it,
/// in the player's language) go on the clipboard. What was copied, or `None` when there
/// is no clipboard.
pub fn share(text: &str, code: &str, code_line: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    let copied = {
        let _ = code_line;
        hooks::grid_puzzles_share(text, code).ok()
    };
    #[cfg(not(target_arch = "wasm32"))]
    let copied = {
        let _ = code;
        let copied = format!("{text}\n{code_line}");
        super::clipboard::copy(&copied).then_some(copied)
    };
    copied
}

/// The browser's `prefers-reduced-motion`; the desktop has no portable setting.
pub fn prefers_reduced_motion() -> bool {
    #[cfg(target_arch = "wasm32")]
    return hooks::prefers_reduced_motion().unwrap_or(false);
    #[cfg(not(target_arch = "wasm32"))]
    false
}

/// Milliseconds since 1970-01-01 UTC, by the system's clock.
pub fn now_millis() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return hooks::date_now();
    #[cfg(not(target_arch = "wasm32"))]
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |since| since.as_secs_f64() * 1000.0)
}

/// The canvas's laid-out size in CSS pixels, if there is a page that laid it out.
pub fn canvas_size() -> Option<(u32, u32)> {
    #[cfg(target_arch = "wasm32")]
    {
        let canvas = web_sys::window()?
            .document()?
            .query_selector("#grid-puzzles")
            .ok()??;
        let (width, height) = (canvas.client_width(), canvas.client_height());
        (width > 0 && height > 0).then_some((width as u32, height as u32))
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// The page address's query (`?game=...`), empty on the desktop.
pub fn address_query() -> String {
    #[cfg(target_arch = "wasm32")]
    return web_sys::window()
        .and_then(|window| window.location().search().ok())
        .unwrap_or_default();
    #[cfg(not(target_arch = "wasm32"))]
    String::new()
}

/// `launch` with what an address query asks for: `game=ID&seed=42` works like `--game`
/// and `--seed`, `code=CODE` like `--code`, `daily=ID` like `--daily` (the daily of
/// `today`). Each part that does not read is left out and named in one line of the
/// second value, for the window to show (the menu opens instead); names it does not
/// know (a link tracker's) are passed over.
pub fn launch_from_query(mut launch: Launch, query: &str, today: Date) -> (Launch, Vec<Msg>) {
    let mut problems = Vec::new();
    let unknown_game = |what: &str, id: &str| {
        Msg::new("problem-address-no-game")
            .text("what", what.to_string())
            .text("id", id.to_string())
    };
    for pair in query.trim_start_matches('?').split('&') {
        match pair.split_once('=') {
            Some(("game", id)) => match GameId::find(id) {
                Some(game) => launch.game = Some(game),
                None => problems.push(unknown_game("game", id)),
            },
            Some(("seed", seed)) => match seed.parse() {
                Ok(seed) => launch.seed = Some(seed),
                Err(_) => {
                    problems.push(Msg::new("problem-address-seed").text("seed", seed.to_string()))
                }
            },
            Some(("daily", id)) => match GameId::find(id) {
                Some(game) => {
                    launch.game = Some(game);
                    launch.daily = Some(today);
                }
                None => problems.push(unknown_game("daily", id)),
            },
            Some(("code", code)) => match grid_rules::code::GameCode::decode(code) {
                Ok(code) => match GameId::find(&code.game) {
                    Some(game) => {
                        launch.game = Some(game);
                        launch.code = Some(code);
                    }
                    None => problems
                        .push(Msg::new("problem-address-code-game").text("id", code.game.clone())),
                },
                Err(why) => {
                    problems.push(Msg::new("problem-address-code").text("why", why.to_string()))
                }
            },
            _ => {}
        }
    }
    (launch, problems)
}
