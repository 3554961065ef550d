//! The browser's log: the game's messages in the page's console, at INFO and above
//! (wgpu's only when they are errors, naga's from warnings), as Bevy's `LogPlugin`
//! would write them. The web build sets this up itself instead of that plugin, whose
//! filter parses `RUST_LOG`-style directives with a regular-expression engine: some
//! 90 KB of the download for an environment variable a page never has.

/// Sends `tracing` events (and the `log` crate's records, which wgpu writes) to the
/// console. Once, before the app is built; a second call changes nothing.
#[cfg(target_arch = "wasm32")]
pub fn install() {
    use tracing_subscriber::filter::Targets;
    use tracing_subscriber::layer::SubscriberExt;

    let filter = Targets::new()
        .with_target("wgpu", tracing::Level::ERROR)
        .with_target("naga", tracing::Level::WARN)
        .with_default(tracing::Level::INFO);
    let console = tracing_wasm::WASMLayer::new(tracing_wasm::WASMLayerConfig::default());
    let subscriber = tracing_subscriber::registry().with(filter).with(console);
    let _ = tracing_log::LogTracer::init();
    let _ = tracing::subscriber::set_global_default(subscriber);
}
