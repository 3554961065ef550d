//! Everything a game plugin stands on, installed once: states, messages, shared
//! resources, the board, animation, buttons, keyboard shortcuts and the play-test
//! beacon. Each game's session adds it if it is missing, so a test can build an app from
//! one game plugin alone; the window's app adds it with everything else.

use bevy::prelude::*;
use bevy_tweening::TweeningPlugin;

use crate::anim::AnimPlugin;
use crate::anim::ReducedMotion;
use crate::board::BoardPlugin;
use crate::config::GameConfig;
use crate::core::{AppState, CellClicked, GameCommand, Launch};
use crate::input::{keyboard_shortcuts, notice_key_use};
use crate::live_assets::AssetProblems;
use crate::settings::{BestScores, Preferences, SavedGames};
use crate::sound::SoundPlugin;
use crate::status::StatusPlugin;
use crate::theme::{Theme, ThemeChosen, Themes, choose_theme, refresh_piece_look};
use crate::ui::panel::close_panel_on_escape;
use crate::ui::{ButtonPlugin, PieceLook};

/// Installs what every game plugin needs.
pub struct SharedPlugin;

impl Plugin for SharedPlugin {
    fn build(&self, app: &mut App) {
        if !app.is_plugin_added::<TweeningPlugin>() {
            app.add_plugins(TweeningPlugin);
        }
        app.init_state::<AppState>()
            .add_message::<CellClicked>()
            .add_message::<GameCommand>()
            .init_resource::<GameConfig>()
            .init_resource::<Launch>()
            .init_resource::<BestScores>()
            .init_resource::<SavedGames>()
            .init_resource::<PieceLook>()
            .init_resource::<crate::session::think::EngineSettings>()
            .add_plugins((
                BoardPlugin,
                AnimPlugin,
                ButtonPlugin,
                StatusPlugin,
                SoundPlugin,
            ))
            .init_resource::<Preferences>()
            .init_resource::<crate::stats::Statistics>()
            .init_resource::<ReducedMotion>()
            .init_resource::<Themes>()
            .init_resource::<Theme>()
            .init_resource::<AssetProblems>()
            .init_resource::<ClearColor>()
            .add_systems(
                PreUpdate,
                (choose_theme, refresh_piece_look)
                    .chain()
                    .in_set(ThemeChosen),
            )
            .add_systems(
                Update,
                (
                    close_panel_on_escape.before(keyboard_shortcuts),
                    keyboard_shortcuts,
                    notice_key_use,
                    follow_motion_preference,
                ),
            );
    }
}

/// Keeps the animations' motion in step with the player's preference, or, until the
/// player chooses, with what the system asks for.
fn follow_motion_preference(prefs: Res<Preferences>, mut reduced: ResMut<ReducedMotion>) {
    if !prefs.is_changed() {
        return;
    }
    let wanted = if prefs.reduced_motion_chosen {
        prefs.reduced_motion
    } else {
        system_prefers_reduced_motion()
    };
    reduced.set_if_neq(ReducedMotion(wanted));
}

/// The browser's `prefers-reduced-motion`; the desktop has no portable setting.
fn system_prefers_reduced_motion() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::prelude::wasm_bindgen;
        #[wasm_bindgen]
        extern "C" {
            #[wasm_bindgen(js_namespace = window, js_name = gridPuzzlesPrefersReducedMotion, catch)]
            fn prefers_reduced_motion() -> Result<bool, wasm_bindgen::JsValue>;
        }
        prefers_reduced_motion().unwrap_or(false)
    }
    #[cfg(not(target_arch = "wasm32"))]
    false
}

/// Adds [`SharedPlugin`] unless an earlier plugin did.
pub fn ensure_shared(app: &mut App) {
    if !app.is_plugin_added::<SharedPlugin>() {
        app.add_plugins(SharedPlugin);
    }
}
