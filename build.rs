//! Builds the desktop program's own copy of `assets/`: every shipped file, listed with its
//! bytes in `built_in_assets.rs` (in cargo's `OUT_DIR`), so the binary plays wherever it
//! is copied. The web build reads its assets over HTTP and gets an empty list.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

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
