//! The plugins the app stands on, with the 2D half of Bevy's core pipeline in place of
//! the whole (`pipeline_2d.rs`): Bevy's `DefaultPlugins` on the desktop; in the browser
//! the same list for the features the web build has, without `LogPlugin` (the console
//! log is `web_log.rs`'s). `DefaultPlugins` names that plugin even when it is disabled,
//! which keeps its filter's regular-expression engine in the download (about 90 KB
//! compressed), so the web build lists the rest itself, in Bevy's order.
//!
//! The list follows `bevy_internal`'s `DefaultPlugins` for the features `Cargo.toml`
//! turns on for wasm32 (no input focus, clipboard, lights, widgets or post-processing);
//! a feature added there needs its plugin here too, and the browser play-test shows
//! it if one is missing.

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

/// Bevy's default plugins for the web build's features, without `LogPlugin`.
#[cfg(target_arch = "wasm32")]
struct WebPlugins;

#[cfg(target_arch = "wasm32")]
impl PluginGroup for WebPlugins {
    fn build(self) -> PluginGroupBuilder {
        use bevy::prelude::*;
        PluginGroupBuilder::start::<Self>()
            .add(bevy::app::PanicHandlerPlugin)
            .add(TaskPoolPlugin::default())
            .add(bevy::diagnostic::FrameCountPlugin)
            .add(bevy::time::TimePlugin)
            .add(bevy::transform::TransformPlugin)
            .add(bevy::diagnostic::DiagnosticsPlugin)
            .add(bevy::input::InputPlugin)
            .add(WindowPlugin::default())
            .add(bevy::a11y::AccessibilityPlugin)
            .add(AssetPlugin::default())
            .add(bevy::winit::WinitPlugin::default())
            .add(bevy::render::RenderPlugin::default())
            .add(ImagePlugin::default())
            .add(bevy::mesh::MeshPlugin)
            .add(bevy::camera::CameraPlugin)
            .add(super::pipeline_2d::Core2dPipelinePlugin)
            .add(bevy::sprite::SpritePlugin)
            .add(bevy::sprite_render::SpriteRenderPlugin)
            .add(bevy::text::TextPlugin)
            .add(bevy::ui::UiPlugin)
            .add(bevy::ui_render::UiRenderPlugin)
            .add(bevy::state::app::StatesPlugin)
            .add_group(bevy::picking::DefaultPickingPlugins)
    }
}
