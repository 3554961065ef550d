//! The game's core render pipeline: Bevy's `CorePipelinePlugin` without its 3D half.
//! That plugin always adds the 3D pipeline (prepasses, deferred lighting,
//! order-independent transparency, skybox, depth pyramids), about 350 KB of code the
//! game never runs, since every camera here is a `Camera2d`. This plugin adds what a 2D
//! camera uses: the 2D passes, tonemapping, upscaling to the window and the blit they
//! share, the two shader libraries those import, and the render graph's camera driver.
//!
//! The two libraries are Bevy's own, read at build time from the `bevy_core_pipeline`
//! crate cargo resolved (`build.rs`), and registered at the paths Bevy gives them, so the
//! sprite and UI shaders' `import bevy_core_pipeline::tonemapping` finds them. It saves
//! the web download 73.5 KB brotli, and the desktop the 3D passes' set-up at start; the
//! desktop and browser play-tests show the board drawn and answering moves with it.
//!
//! Left out: clearing a window no camera draws to (the game always has its camera).

use std::path::{Path, PathBuf};

use bevy::app::{App, Plugin};
use bevy::asset::AssetServer;
use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::core_pipeline::FullscreenShader;
use bevy::core_pipeline::blit::BlitPlugin;
use bevy::core_pipeline::core_2d::Core2dPlugin;
use bevy::core_pipeline::schedule::camera_driver;
use bevy::core_pipeline::tonemapping::TonemappingPlugin;
use bevy::core_pipeline::upscaling::UpscalingPlugin;
use bevy::ecs::prelude::*;
use bevy::render::RenderApp;
use bevy::render::renderer::{PendingCommandBuffers, RenderGraph, RenderGraphSystems, RenderQueue};
use bevy::shader::Shader;

/// The shader libraries `CorePipelinePlugin` loads for everyone, by their embedded
/// path under `bevy_core_pipeline/`.
const SHADER_LIBRARIES: [(&str, &[u8]); 2] = [
    (
        "fullscreen_vertex_shader.wesl",
        include_bytes!(concat!(
            env!("OUT_DIR"),
            "/bevy_core_pipeline/fullscreen_vertex_shader.wesl"
        )),
    ),
    (
        "tonemapping.wesl",
        include_bytes!(concat!(
            env!("OUT_DIR"),
            "/bevy_core_pipeline/tonemapping.wesl"
        )),
    ),
];

/// The 2D half of Bevy's core pipeline (see the file's comment).
#[derive(Default)]
pub struct Core2dPipelinePlugin;

/// What of Bevy's `CorePipelinePlugin` this plugin adds, and the list of it that
/// `tests/app/plugin_lists.rs` holds against Bevy's own, from one list.
macro_rules! kept_plugins {
    ($($plugin:ident),* $(,)?) => {
        /// The plugins of Bevy's core pipeline this one adds, by name.
        pub const KEPT_PLUGINS: &[&str] = &[$(stringify!($plugin)),*];

        /// Adds them.
        fn add_kept_plugins(app: &mut App) {
            app.add_plugins(($($plugin),*));
        }
    };
}

kept_plugins!(Core2dPlugin, BlitPlugin, TonemappingPlugin, UpscalingPlugin);

/// The plugins of Bevy's core pipeline this one leaves out: the 3D pipeline's.
pub const LEFT_OUT_PLUGINS: &[&str] = &[
    "Core3dPlugin",
    "CopyDeferredLightingIdPlugin",
    "OrderIndependentTransparencyPlugin",
    "MipGenerationPlugin",
    "BackgroundMotionVectorsPlugin",
];

/// The shader libraries this plugin registers, by name (all of Bevy's core pipeline's).
pub fn shader_libraries() -> Vec<&'static str> {
    SHADER_LIBRARIES.iter().map(|(name, _)| *name).collect()
}

/// The core pipeline's render-graph systems: those this plugin runs (Bevy's own driver,
/// and a submission of its own, Bevy's being private to its crate), and the one it
/// leaves out (clearing a window no camera draws to: the game always has its camera).
pub const RENDER_SYSTEMS: &[&str] = &["camera_driver", "submit_pending_command_buffers"];
pub const LEFT_OUT_SYSTEMS: &[&str] = &["handle_uncovered_swap_chains"];

impl Plugin for Core2dPipelinePlugin {
    fn build(&self, app: &mut App) {
        let registry = app.world().resource::<EmbeddedAssetRegistry>();
        for (name, text) in SHADER_LIBRARIES {
            let path = Path::new("bevy_core_pipeline").join(name);
            registry.insert_asset(PathBuf::new(), &path, text);
        }
        let server = app.world().resource::<AssetServer>();
        for (name, _) in SHADER_LIBRARIES {
            // Kept loaded for good, as Bevy's `load_shader_library!` does: shaders that
            // import a library do not load it themselves.
            let handle = server.load::<Shader>(format!("embedded://bevy_core_pipeline/{name}"));
            std::mem::forget(handle);
        }
        add_kept_plugins(app);
        let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
            return;
        };
        render_app.init_resource::<FullscreenShader>().add_systems(
            RenderGraph,
            (
                camera_driver.in_set(RenderGraphSystems::Render),
                submit_pending_command_buffers.in_set(RenderGraphSystems::Submit),
            ),
        );
    }
}

/// Hands the frame's recorded command buffers to the GPU queue.
fn submit_pending_command_buffers(
    mut pending: ResMut<PendingCommandBuffers>,
    queue: Res<RenderQueue>,
) {
    let mut buffers = pending.finish().peekable();
    if buffers.peek().is_some() {
        queue.submit(buffers);
    }
}
