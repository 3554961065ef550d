//! The string literals of the game's code that read as words and may stay, each with the
//! reason (read by `code_words.rs`).

/// A file reader's own detail: the problem line gives the reason in the player's language
/// and quotes the reader's words after it in brackets, as it does a parser's (which are
/// English whatever the game's language).
pub const READER_DETAILS: &[(&str, &str)] = &[
    ("src/platform/shelf.rs", "the page's storage refused"),
    ("src/platform/shelf.rs", "is gone"),
    ("src/persist/damaged.rs", "an unregistered type"),
    ("src/look/languages.rs", "is not UTF-8 text"),
    (
        "src/look/config.rs",
        "{name}: {hex:?} is not a colour like \"#e8222b\"",
    ),
    (
        "src/look/config.rs",
        "{name}: {seconds} is not a duration in seconds",
    ),
    ("src/look/config.rs", "{CONFIG_PATH} is not UTF-8: {e}"),
    (
        "src/look/config.rs",
        "{CONFIG_PATH}: expected ( section: (...), ... )",
    ),
    (
        "src/look/config.rs",
        "{CONFIG_PATH}: section names are words, found {key:?}",
    ),
    (
        "src/look/theme.rs",
        "themes/themes.ron line {}, column {}: {}",
    ),
    (
        "src/session/save.rs",
        "unreadable '{field}' after the game code",
    ),
    ("src/games/fifteen/own_picture.rs", "no pixels"),
    ("src/core/words/catalogue.rs", "line {line}: {}"),
    ("src/look/config.rs", "{CONFIG_PATH} line {}, column {}: {}"),
    (
        "src/look/config.rs",
        "{CONFIG_PATH} line {line} (the {key} section)",
    ),
    ("src/look/config.rs", "{CONFIG_PATH} (the {key} section)"),
    ("src/look/theme.rs", "themes/themes.ron ({}): {why}"),
    ("src/look/theme.rs", "line {}, column {}: {}"),
    ("src/session/kind.rs", "parameters {params:?}: {why}"),
    ("src/session/save.rs", "saved {}: {why}"),
];

/// Text no player reads, by file, with the reason.
pub const NEVER_SHOWN: &[(&str, &str, &str)] = &[
    (
        "src/app.rs",
        "Grid Puzzles",
        "the window's title for the moment before the catalogue is read (then `app-name`)",
    ),
    (
        "src/platform/web_plugins.rs",
        "the console's log is the game's own (web_log.rs)",
        "a reason in a list for developers",
    ),
    (
        "src/platform/web_plugins.rs",
        "the game keeps the keyboard's focus itself (ui/access.rs holds Bevy's InputFocus)",
        "a reason in a list for developers",
    ),
    (
        "src/platform/web_plugins.rs",
        "the game reads its keys itself; Bevy's dispatch would be a second way",
        "a reason in a list for developers",
    ),
    (
        "src/platform/web_plugins.rs",
        "its 3D half is never used (pipeline_2d.rs)",
        "a reason in a list for developers",
    ),
    (
        "src/platform/web_plugins.rs",
        "private to Bevy: it only quiets Bevy's ambiguity report",
        "a reason in a list for developers",
    ),
    (
        "src/audio/player.rs",
        "no sound device in this app",
        "the log line's reason when an app has no sound output",
    ),
    (
        "src/app.rs",
        "address {index}",
        "the name under which the problem line keeps a problem of the page's address",
    ),
    (
        "src/platform/gamepad.rs",
        "gamepad {pad}",
        "the name Bevy keeps for a browser's gamepad (the game never shows it)",
    ),
    (
        "src/session/save.rs",
        "the game to open",
        "the name under which the problem line keeps this problem (never shown)",
    ),
    (
        "src/board/beacon_line.rs",
        "screen={screen} moves={moves} idle={idle} frame={frame}",
        "the status line the play-tests read (GRID_PUZZLES_STATUS_FILE)",
    ),
];
