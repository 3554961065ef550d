//! The tweakable configuration in `assets/config.ron`: colours, every animation duration,
//! and a section per game (board sizes, pictures) that the game's plugin reads. Read at
//! start and, on the desktop, again whenever the file changes; a mistake is reported
//! with its line and column, and the configuration read before stays.

use bevy::asset::{AssetLoader, LoadContext, io::Reader};
use bevy::prelude::*;
use std::collections::HashMap;

use serde::Deserialize;
use serde::de::DeserializeOwned;

use crate::core::notices::one_line;

/// Where the configuration lives under `assets/`.
pub const CONFIG_PATH: &str = "config.ron";

/// The whole configuration: the shared palette and timings, and one section per game
/// that the game's own plugin reads (see [`GameConfig::section`]). Every field has a
/// default, so a file may set only a few.
#[derive(Asset, Resource, TypePath, Clone, Debug, Default, PartialEq)]
pub struct GameConfig {
    /// Colours of the pieces, as `#rrggbb`, by letter.
    pub palette: Palette,
    /// Every animation duration, in seconds.
    pub timings: Timings,
    /// Each game's section, by its key (the game's id with `_` for `-`), unread.
    pub games: HashMap<String, ron::Value>,
    /// The line each section starts on, so a section that does not read is named with
    /// its place in the file.
    pub lines: HashMap<String, usize>,
}

impl GameConfig {
    /// The section `key` read as `T` (the defaults where the file has none); a section
    /// that does not read is the defaults, with why.
    pub fn section<T: DeserializeOwned + Default>(&self, key: &str) -> (T, Option<String>) {
        match self.games.get(key) {
            None => (T::default(), None),
            Some(value) => match value.clone().into_rust::<T>() {
                Ok(section) => (section, None),
                Err(error) => (
                    T::default(),
                    Some(format!(
                        "{}: {error}",
                        section_place(self.lines.get(key).copied(), key)
                    )),
                ),
            },
        }
    }
}

/// Piece colours as `#rrggbb` strings.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct Palette {
    pub red: String,
    pub green: String,
    pub yellow: String,
    pub blue: String,
    pub purple: String,
    pub cyan: String,
    pub orange: String,
    pub background: String,
    pub cell: String,
    pub outline: String,
}

impl Default for Palette {
    fn default() -> Self {
        Self {
            red: "#e8222b".into(),
            green: "#22b33a".into(),
            yellow: "#f2d41c".into(),
            blue: "#2358e0".into(),
            purple: "#9b32c8".into(),
            cyan: "#1fc4d1".into(),
            orange: "#f08a1c".into(),
            background: "#12141a".into(),
            cell: "#1c1f28".into(),
            outline: "#ffffff".into(),
        }
    }
}

impl Palette {
    /// The colour of a piece colour letter.
    pub fn piece(&self, colour: grid_rules::Colour) -> Color {
        use grid_rules::Colour::*;
        let hex = match colour {
            Red => &self.red,
            Green => &self.green,
            Yellow => &self.yellow,
            Blue => &self.blue,
            Purple => &self.purple,
            Cyan => &self.cyan,
            Orange => &self.orange,
        };
        parse_hex(hex)
    }

    pub fn background(&self) -> Color {
        parse_hex(&self.background)
    }

    pub fn cell(&self) -> Color {
        parse_hex(&self.cell)
    }

    pub fn outline(&self) -> Color {
        parse_hex(&self.outline)
    }
}

impl Palette {
    /// Every colour with its name, in the file's order.
    fn named(&self) -> [(&'static str, &String); 10] {
        [
            ("red", &self.red),
            ("green", &self.green),
            ("yellow", &self.yellow),
            ("blue", &self.blue),
            ("purple", &self.purple),
            ("cyan", &self.cyan),
            ("orange", &self.orange),
            ("background", &self.background),
            ("cell", &self.cell),
            ("outline", &self.outline),
        ]
    }

    /// The first colour that is not `#rrggbb` (or `#rgb`), as a message.
    pub fn check(&self) -> Result<(), String> {
        match self
            .named()
            .into_iter()
            .find(|(_, hex)| Srgba::hex(hex).is_err())
        {
            Some((name, hex)) => Err(format!("{name}: {hex:?} is not a colour like \"#e8222b\"")),
            None => Ok(()),
        }
    }
}

/// `#rrggbb` to a colour; magenta marks a mistyped value so it is easy to spot.
pub fn parse_hex(hex: &str) -> Color {
    Srgba::hex(hex)
        .map(Color::from)
        .unwrap_or(Color::srgb(1.0, 0.0, 1.0))
}

/// Animation durations in seconds.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct Timings {
    pub explode: f32,
    pub fall: f32,
    pub shift: f32,
    pub spawn: f32,
    pub slide: f32,
    pub travel_step: f32,
    pub path_line: f32,
    pub shuffle: f32,
    pub undo: f32,
    pub banner: f32,
    pub shake: f32,
    pub selection_pulse: f32,
    /// The confetti over a cleared or solved board (none under reduced motion).
    pub celebration: f32,
}

impl Timings {
    /// The first duration that is negative or not a number, as a message.
    pub fn check(&self) -> Result<(), String> {
        let named = [
            ("explode", self.explode),
            ("fall", self.fall),
            ("shift", self.shift),
            ("spawn", self.spawn),
            ("slide", self.slide),
            ("travel_step", self.travel_step),
            ("path_line", self.path_line),
            ("shuffle", self.shuffle),
            ("undo", self.undo),
            ("banner", self.banner),
            ("shake", self.shake),
            ("selection_pulse", self.selection_pulse),
            ("celebration", self.celebration),
        ];
        match named
            .iter()
            .find(|(_, seconds)| !(seconds.is_finite() && *seconds >= 0.0))
        {
            Some((name, seconds)) => Err(format!("{name}: {seconds} is not a duration in seconds")),
            None => Ok(()),
        }
    }
}

impl Default for Timings {
    fn default() -> Self {
        Self {
            explode: 0.22,
            fall: 0.18,
            shift: 0.18,
            spawn: 0.22,
            slide: 0.12,
            travel_step: 0.045,
            path_line: 0.2,
            shuffle: 0.45,
            undo: 0.15,
            banner: 0.35,
            shake: 0.3,
            selection_pulse: 0.6,
            celebration: 1.8,
        }
    }
}

/// Reads `config.ron` files.
#[derive(Default, TypePath)]
pub struct ConfigLoader;

impl AssetLoader for ConfigLoader {
    type Asset = GameConfig;
    type Settings = ();
    type Error = String;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _load_context: &mut LoadContext<'_>,
    ) -> Result<GameConfig, String> {
        let mut bytes = Vec::new();
        reader
            .read_to_end(&mut bytes)
            .await
            .map_err(|e| e.to_string())?;
        parse_config(&bytes)
    }

    fn extensions(&self) -> &[&str] {
        &["ron"]
    }
}

/// Parses configuration text, naming the place of the first mistake: the line and
/// column of a slip in the syntax, the line of a section whose values do not fit. The
/// message is one line, whatever the file holds.
pub fn parse_config(bytes: &[u8]) -> Result<GameConfig, String> {
    read_config(bytes).map_err(one_line)
}

fn read_config(bytes: &[u8]) -> Result<GameConfig, String> {
    let text =
        std::str::from_utf8(bytes).map_err(|e| format!("{CONFIG_PATH} is not UTF-8: {e}"))?;
    let value: ron::Value = ron::from_str(text).map_err(|e| {
        let at = e.span.start;
        format!(
            "{CONFIG_PATH} line {}, column {}: {}",
            at.line, at.col, e.code
        )
    })?;
    let ron::Value::Map(sections) = value else {
        return Err(format!("{CONFIG_PATH}: expected ( section: (...), ... )"));
    };
    let mut config = GameConfig::default();
    for (key, value) in sections {
        let ron::Value::String(key) = key else {
            return Err(format!(
                "{CONFIG_PATH}: section names are words, found {key:?}"
            ));
        };
        let line = line_of_section(text, &key);
        let wrong = |error: String| format!("{}: {error}", section_place(line, &key));
        match key.as_str() {
            "palette" => {
                config.palette = value.into_rust().map_err(|e| wrong(e.to_string()))?;
                config.palette.check().map_err(wrong)?;
            }
            "timings" => {
                config.timings = value.into_rust().map_err(|e| wrong(e.to_string()))?;
                config.timings.check().map_err(wrong)?;
            }
            _ => {
                if let Some(line) = line {
                    config.lines.insert(key.clone(), line);
                }
                config.games.insert(key, value);
            }
        }
    }
    Ok(config)
}

/// Where a section is, for messages: `config.ron line 5 (the palette section)`.
fn section_place(line: Option<usize>, key: &str) -> String {
    match line {
        Some(line) => format!("{CONFIG_PATH} line {line} (the {key} section)"),
        None => format!("{CONFIG_PATH} (the {key} section)"),
    }
}

/// The line (from 1) where section `key` starts: the first line that begins with the
/// key and a colon, outside comments.
fn line_of_section(text: &str, key: &str) -> Option<usize> {
    text.lines()
        .position(|line| {
            line.trim_start()
                .strip_prefix(key)
                .is_some_and(|rest| rest.trim_start().starts_with(':'))
        })
        .map(|index| index + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::GameId;

    #[test]
    fn shipped_config_parses_and_partial_files_keep_defaults() {
        let shipped = include_str!("../../assets/config.ron");
        let config = parse_config(shipped.as_bytes()).expect("assets/config.ron parses");
        assert_eq!(config.palette, Palette::default());
        assert_eq!(config.timings, Timings::default());
        for game in grid_rules::games::GAMES {
            let key = GameId(game.id).key();
            assert!(config.games.contains_key(&key), "config.ron has no [{key}]");
        }
        let partial = parse_config(b"(timings: (explode: 1.5))").unwrap();
        assert_eq!(partial.timings.explode, 1.5);
        assert_eq!(partial.timings.fall, Timings::default().fall);
        assert!(parse_config(b"(timings: (explode: \"slow\"))").is_err());
        assert!(parse_config(b"(palette: (no_such_colour: 1))").is_err());
        let unclosed = parse_config(b"(\n  timings: (explode: 1.5)\n").unwrap_err();
        assert!(
            unclosed.starts_with("config.ron line 2, column 26:"),
            "{unclosed}"
        );
        let wrong_colour = parse_config(b"(\n\n  palette: (red: \"#12\"),\n)").unwrap_err();
        assert_eq!(
            wrong_colour,
            "config.ron line 3 (the palette section): red: \"#12\" is not a colour like \"#e8222b\""
        );
        assert!(
            parse_config(b"(timings: (fall: -1.0))")
                .unwrap_err()
                .contains("fall: -1")
        );

        #[derive(serde::Deserialize, Default, Debug, PartialEq)]
        #[serde(default, deny_unknown_fields)]
        struct Board {
            width: usize,
            height: usize,
        }
        let config =
            parse_config(b"(\n board: (width: 7),\n broken: (width: \"wide\"),\n)").unwrap();
        assert_eq!(
            config.section::<Board>("board"),
            (
                Board {
                    width: 7,
                    height: 0
                },
                None
            )
        );
        assert_eq!(config.section::<Board>("missing"), (Board::default(), None));
        let (broken, why) = config.section::<Board>("broken");
        assert_eq!(broken, Board::default());
        assert!(
            why.unwrap()
                .starts_with("config.ron line 3 (the broken section): "),
        );
    }
}
