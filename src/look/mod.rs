//! How the games look, and what a player may change while playing: the configuration
//! (`assets/config.ron`: colours, timings, each game's section), themes, the player's
//! language (its catalogue and font), the images and colours pieces are drawn with, the UI's colours and icons, and loading and watching
//! those files (the loading state ends when the configuration is read).
//!
//! May import: `core`, `platform`, `persist` (the theme the player chose), Bevy and the
//! rules crate.

pub mod config;
pub mod fonts;
pub mod icons;
pub mod languages;
pub mod loading;
pub mod pieces;
pub mod theme;
pub mod ui_colours;

use bevy::prelude::*;

/// The configuration, the themes and the pieces' look as resources, the theme following
/// the player's choice and the look following both. Files are loaded and watched by
/// [`loading::LiveAssetsPlugin`] (the windowed app; headless tests go without).
pub struct LookPlugin;

impl Plugin for LookPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins(languages::LanguagesPlugin)
            .init_resource::<config::GameConfig>()
            .init_resource::<pieces::PieceLook>()
            .init_resource::<theme::Themes>()
            .init_resource::<theme::Theme>()
            .init_resource::<ui_colours::UiColours>()
            .init_resource::<icons::Icons>()
            .add_systems(Startup, icons::load_icons)
            .init_resource::<ClearColor>()
            .add_systems(
                PreUpdate,
                (theme::choose_theme, pieces::refresh_piece_look)
                    .chain()
                    .in_set(theme::ThemeChosen),
            )
            .add_systems(Update, title_in_the_players_language);
    }
}

/// The window's title (what the taskbar and the window list show) in the player's
/// language, as the launcher entry's name is.
pub fn title_in_the_players_language(
    words: Res<crate::core::words::Words>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    if !words.is_changed() {
        return;
    }
    let title = words.text(&crate::core::words::Msg::new("app-name"));
    for mut window in &mut windows {
        if window.title != title {
            window.title = title.clone();
        }
    }
}
