//! Builds what the program carries from elsewhere, into cargo's `OUT_DIR`:
//! - its own copy of `assets/`: every shipped file, listed with its bytes in
//!   `built_in_assets.rs`, so the desktop binary plays wherever it is copied (the web
//!   build reads its assets over HTTP and gets an empty list);
//! - the two shader libraries of Bevy's core pipeline that the game's 2D pipeline
//!   registers (`src/platform/pipeline_2d.rs`), read from the `bevy_core_pipeline` crate
//!   cargo resolved for this build (found by `cargo metadata`, offline and locked), so
//!   they are always that version's own, never a copy kept here;
//! - for Windows, the executable's icon and version (`build/windows_resources.rs`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

#[path = "build/windows_resources.rs"]
mod windows_resources;

/// Files under `assets/` the program never reads as assets: notes for people, and the
/// Latin font, which `src/ui/text.rs` builds in by itself (it must draw the first frame).
const LEFT_OUT: [&str; 1] = ["fonts/Inter-subset.ttf"];

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let assets = manifest.join("assets");
    // A directory here makes cargo look at every file under it.
    println!("cargo:rerun-if-changed=assets");
    let web = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    let mut files = Vec::new();
    if !web {
        collect(&assets, &assets, &mut files);
    }
    files.sort();
    let mut table = String::from("&[\n");
    // Named from the crate's folder as it is compiled, not as this script ran: cargo may
    // reuse this output for a checkout elsewhere (a copy built in the same target folder).
    for (name, _) in &files {
        writeln!(
            table,
            "    ({name:?}, include_bytes!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/assets/\", {name:?}))),"
        )
        .unwrap();
    }
    table.push(']');
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it"));
    std::fs::write(out.join("built_in_assets.rs"), table).expect("OUT_DIR is writable");
    copy_core_pipeline_shaders(&manifest, &out);
    windows_resources::add(&manifest, &out);
}

/// The shader libraries Bevy's `CorePipelinePlugin` registers, by their file in its crate.
const CORE_PIPELINE_SHADERS: [&str; 2] = ["fullscreen_vertex_shader.wesl", "tonemapping.wesl"];

/// Copies the core pipeline's shader libraries from the `bevy_core_pipeline` that
/// `Cargo.lock` pins into `OUT_DIR/bevy_core_pipeline/`.
fn copy_core_pipeline_shaders(manifest: &Path, out: &Path) {
    // A new Bevy comes with a new Cargo.lock.
    println!("cargo:rerun-if-changed=Cargo.lock");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let metadata = std::process::Command::new(cargo)
        .args([
            "metadata",
            "--format-version",
            "1",
            "--offline",
            "--locked",
            "--manifest-path",
        ])
        .arg(manifest.join("Cargo.toml"))
        .output()
        .expect("cargo runs");
    if !metadata.status.success() {
        panic!(
            "cargo metadata failed: {}",
            String::from_utf8_lossy(&metadata.stderr)
        );
    }
    let metadata: serde_json::Value =
        serde_json::from_slice(&metadata.stdout).expect("cargo metadata prints JSON");
    let crate_folder = metadata["packages"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|package| package["name"] == "bevy_core_pipeline")
        .and_then(|package| package["manifest_path"].as_str())
        .map(|manifest| {
            Path::new(manifest)
                .parent()
                .expect("a folder")
                .to_path_buf()
        })
        .expect("bevy_core_pipeline is among the resolved crates");
    let into = out.join("bevy_core_pipeline");
    std::fs::create_dir_all(&into).expect("OUT_DIR is writable");
    for name in CORE_PIPELINE_SHADERS {
        let from = crate_folder.join("src").join(name);
        let text = std::fs::read(&from)
            .unwrap_or_else(|error| panic!("cannot read {}: {error}", from.display()));
        std::fs::write(into.join(name), text).expect("OUT_DIR is writable");
    }
}

/// Every shipped file under `folder`, as its path under `root` (with `/`) and on disk.
fn collect(root: &Path, folder: &Path, files: &mut Vec<(String, PathBuf)>) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') || name.ends_with(".md") || name.ends_with(".tmp") {
            continue;
        }
        if path.is_dir() {
            collect(root, &path, files);
            continue;
        }
        let relative = path
            .strip_prefix(root)
            .expect("under the root")
            .components()
            .map(|part| part.as_os_str().to_string_lossy().into_owned())
            .collect::<Vec<_>>()
            .join("/");
        if !LEFT_OUT.contains(&relative.as_str()) {
            files.push((relative, path));
        }
    }
}
