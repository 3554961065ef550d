//! The images and colours every game draws its pieces with, from the theme chosen and
//! the configuration's palette.

use bevy::prelude::*;

use super::config::{GameConfig, Palette};
use bevy::diagnostic::FrameCount;

use super::theme::{ImageSource, Theme, first_frame_passed, images_wanted};
use super::ui_colours::UiColours;

/// Images and colours every game draws with. Handles are empty when there is no asset
/// server (headless tests), which only means nothing is drawn. A game's own images
/// (blocks, pictures) are its [`OwnImages`].
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

/// A game's own images (SameGame's block, Fifteen's picture, Lianliankan's pictures), in
/// the order the game loads them; empty handles where there is no asset server.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OwnImages(pub Vec<Handle<Image>>);

impl OwnImages {
    /// The image at `index` in the game's order (an empty handle where there is none).
    pub fn get(&self, index: usize) -> Handle<Image> {
        self.0.get(index).cloned().unwrap_or_default()
    }
}

/// How a piece is drawn on a menu card's small picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PreviewShape {
    /// A shaded ball.
    Ball,
    /// A square block, lit from above.
    Block,
    /// A pale tile marked with a dot of the piece's colour.
    Tile,
}

/// A menu card's picture for a game whose board is a picture cut into tiles: the image,
/// and for each cell of a `side`×`side` board, row by row, the part of the picture it
/// shows in a game in progress (`None`: the gap).
#[derive(Clone, Debug, PartialEq)]
pub struct PicturePreview {
    pub image: Handle<Image>,
    pub side: usize,
    pub parts: Vec<Option<grid_rules::Pos>>,
}
