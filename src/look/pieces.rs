//! The images and colours every game draws its pieces with, from the theme chosen and
//! the configuration's palette.

use bevy::prelude::*;

use super::config::{GameConfig, Palette};
use bevy::diagnostic::FrameCount;

use super::theme::{ImageSource, Theme, first_frame_passed, images_wanted};
use super::ui_colours::UiColours;

/// Images and colours every game draws with. Handles are empty when there is no asset
/// server (headless tests), which only means nothing is drawn. A game's own images
/// (blocks, pictures) are its own resource, in its plugin file.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct PieceLook {
    pub ball: Handle<Image>,
    pub ball_shine: Handle<Image>,
    pub palette: Palette,
    pub cell_colour: Color,
    pub path_colour: Color,
    pub hint_colour: Color,
    pub outline_colour: Color,
    /// The shape each colour wears when symbols are on, by `Colour::ALL` order.
    pub symbols: Vec<Handle<Image>>,
}

impl Default for PieceLook {
    fn default() -> Self {
        let theme = Theme::default();
        Self::load(
            &GameConfig::default(),
            &ImageSource {
                server: None,
                theme: &theme,
            },
        )
    }
}

impl PieceLook {
    /// Loads the theme's images (if there is an asset server) and takes the colours
    /// from the theme's palette, or `config`'s when the theme has none.
    pub fn load(config: &GameConfig, images: &ImageSource) -> Self {
        let palette = images.theme.palette(&config.palette);
        Self {
            ball: images.load("ball.png"),
            ball_shine: images.load("ball_shine.png"),
            palette: palette.clone(),
            cell_colour: palette.cell(),
            path_colour: Color::srgb(0.45, 1.0, 0.3),
            hint_colour: Color::srgb(0.95, 0.85, 0.2),
            outline_colour: palette.outline(),
            symbols: grid_rules::Colour::ALL
                .iter()
                .map(|colour| images.load(format!("symbols/{}.png", colour.letter())))
                .collect(),
        }
    }
}

/// The shared images and colours follow the configuration and the theme.
#[allow(clippy::too_many_arguments)]
pub fn refresh_piece_look(
    config: Res<GameConfig>,
    theme: Res<Theme>,
    assets: Option<Res<AssetServer>>,
    frames: Res<FrameCount>,
    mut look: ResMut<PieceLook>,
    mut ui: ResMut<UiColours>,
    mut clear: ResMut<ClearColor>,
) {
    if !config.is_changed() && !theme.is_changed() && !first_frame_passed(&frames) {
        return;
    }
    let images = ImageSource {
        server: assets.as_deref().filter(|_| images_wanted(&frames)),
        theme: &theme,
    };
    look.set_if_neq(PieceLook::load(&config, &images));
    ui.set_if_neq(UiColours::from_palette(&look.palette));
    let background = look.palette.background();
    if clear.0 != background {
        clear.0 = background;
    }
}
