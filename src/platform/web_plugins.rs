//! The plugins the app stands on, with the 2D half of Bevy's core pipeline in place of
//! the whole (`pipeline_2d.rs`): Bevy's `DefaultPlugins` on the desktop; in the browser
//! the same list for the features the web build has, without `LogPlugin` (the console
//! log is `web_log.rs`'s). `DefaultPlugins` names that plugin even when it is disabled,
//! which keeps its filter's regular-expression engine in the download (about 90 KB
//! compressed), so the web build lists the rest itself, in Bevy's order.
//!
//! The list follows `bevy_internal`'s `DefaultPlugins` for the features `Cargo.toml`
//! turns on for wasm32, but for [`LEFT_OUT`]; `tests/app/plugin_lists.rs` reads Bevy's
//! own list from the crate cargo resolved and fails when Bevy adds, drops or renames one.

use bevy::app::{PluginGroup, PluginGroupBuilder};

/// The plugins under the game, for this platform.
pub fn base_plugins() -> PluginGroupBuilder {
    #[cfg(not(target_arch = "wasm32"))]
    return bevy::DefaultPlugins
        .build()
        .disable::<bevy::core_pipeline::CorePipelinePlugin>()
        .add_after::<bevy::camera::CameraPlugin>(super::pipeline_2d::Core2dPipelinePlugin);
    #[cfg(target_arch = "wasm32")]
    WebPlugins.build()
}

/// The plugins of Bevy's `DefaultPlugins` the web build leaves out, and why; the game's
/// own plugin stands in for the one named.
pub const LEFT_OUT: &[(&str, Option<&str>, &str)] = &[
    (
        "LogPlugin",
        None,
        "the console's log is the game's own (web_log.rs)",
    ),
    (
        "InputFocusPlugin",
        None,
        "the game keeps the keyboard's focus itself (ui/access.rs holds Bevy's InputFocus)",
    ),
    (
        "InputDispatchPlugin",
        None,
        "the game reads its keys itself; Bevy's dispatch would be a second way",
    ),
    (
        "CorePipelinePlugin",
        Some("Core2dPipelinePlugin"),
        "its 3D half is never used (pipeline_2d.rs)",
    ),
    (
        "IgnoreAmbiguitiesPlugin",
        None,
        "private to Bevy: it only quiets Bevy's ambiguity report",
    ),
];

/// Bevy's default plugins for the web build's features, but for [`LEFT_OUT`].
#[cfg(target_arch = "wasm32")]
struct WebPlugins;

/// The web build's plugin group, and the list of its plugins' names the test
/// `tests/app/plugin_lists.rs` holds against Bevy's own `DefaultPlugins`, from one list.
macro_rules! web_plugins {
    (plugins: [$($plugin:ty),* $(,)?], groups: [$($group:ty),* $(,)?] $(,)?) => {
        /// The web build's plugins (and plugin groups), in order, as written here.
        pub const WEB_PLUGINS: &[&str] = &[$(stringify!($plugin),)* $(stringify!($group),)*];

        #[cfg(target_arch = "wasm32")]
        impl PluginGroup for WebPlugins {
            fn build(self) -> PluginGroupBuilder {
                PluginGroupBuilder::start::<Self>()
                    $(.add(<$plugin>::default()))*
                    $(.add_group(<$group>::default()))*
            }
        }
    };
}

web_plugins! {
    plugins: [
        bevy::app::PanicHandlerPlugin,
        bevy::app::TaskPoolPlugin,
        bevy::diagnostic::FrameCountPlugin,
        bevy::time::TimePlugin,
        bevy::transform::TransformPlugin,
        bevy::diagnostic::DiagnosticsPlugin,
        bevy::input::InputPlugin,
        bevy::window::WindowPlugin,
        bevy::a11y::AccessibilityPlugin,
        bevy::asset::AssetPlugin,
        bevy::winit::WinitPlugin,
        bevy::render::RenderPlugin,
        bevy::image::ImagePlugin,
        bevy::mesh::MeshPlugin,
        bevy::camera::CameraPlugin,
        super::pipeline_2d::Core2dPipelinePlugin,
        bevy::sprite::SpritePlugin,
        bevy::sprite_render::SpriteRenderPlugin,
        bevy::text::TextPlugin,
        bevy::ui::UiPlugin,
        bevy::ui_render::UiRenderPlugin,
        bevy::state::app::StatesPlugin,
    ],
    groups: [bevy::picking::DefaultPickingPlugins],
}
