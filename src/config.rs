//! The tweakable configuration in `assets/config.ron`: colours, every animation duration,
//! and a section per game (board sizes, pictures) that the game's plugin reads. Read
//! once at start; a damaged file falls back to the defaults.

use bevy::asset::{AssetLoader, LoadContext, io::Reader};
use bevy::prelude::*;
use std::collections::HashMap;

use serde::Deserialize;
use serde::de::DeserializeOwned;

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
    /// Each game's section, by its key (`samegame`, `bubble_breaker`), unread.
    pub games: HashMap<String, ron::Value>,
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
                    Some(format!("{CONFIG_PATH}: the {key} section: {error}")),
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
            background: "#000000".into(),
            cell: "#0d0f14".into(),
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

/// Parses configuration text, naming the position of the first mistake.
pub fn parse_config(bytes: &[u8]) -> Result<GameConfig, String> {
    let text =
        std::str::from_utf8(bytes).map_err(|e| format!("{CONFIG_PATH} is not UTF-8: {e}"))?;
    let value: ron::Value = ron::from_str(text).map_err(|e| format!("{CONFIG_PATH}: {e}"))?;
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
        let shared = |what: &str, error: ron::Error| format!("{CONFIG_PATH}: {what}: {error}");
        match key.as_str() {
            "palette" => config.palette = value.into_rust().map_err(|e| shared("palette", e))?,
            "timings" => config.timings = value.into_rust().map_err(|e| shared("timings", e))?,
            _ => {
                config.games.insert(key, value);
            }
        }
    }
    Ok(config)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_config_parses_and_partial_files_keep_defaults() {
        let shipped = include_str!("../assets/config.ron");
        let config = parse_config(shipped.as_bytes()).expect("assets/config.ron parses");
        assert_eq!(config.palette, Palette::default());
        assert_eq!(config.timings, Timings::default());
        assert!(config.games.contains_key("samegame"));
        let partial = parse_config(b"(timings: (explode: 1.5))").unwrap();
        assert_eq!(partial.timings.explode, 1.5);
        assert_eq!(partial.timings.fall, Timings::default().fall);
        assert!(parse_config(b"(timings: (explode: \"slow\"))").is_err());
        assert!(parse_config(b"(palette: (no_such_colour: 1))").is_err());
        assert!(parse_config(b"(timings: (explode: 1.5)").is_err());

        #[derive(serde::Deserialize, Default, Debug, PartialEq)]
        #[serde(default, deny_unknown_fields)]
        struct Board {
            width: usize,
            height: usize,
        }
        let config = parse_config(b"(board: (width: 7), broken: (width: \"wide\"))").unwrap();
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
        assert!(why.unwrap().contains("the broken section"));
    }
}
