//! Where the public benchmark positions live: `benchmarks/` at the repository's root
//! (the SameGame standard set and Korf's 100 Fifteen instances), found from this crate's
//! manifest folder so a fresh clone needs nothing beside it. Included by the tests and
//! benchmark examples that read them (`#[path]`), never by the library.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The folder of one benchmark set (`samegame` or `fifteen`).
pub fn folder(set: &str) -> PathBuf {
    manifest_folder().join("../../benchmarks").join(set)
}

/// This crate's folder as `cargo test` or `cargo run` names it when it starts the
/// program, else as it was when the program was built. The start's comes first: a test
/// binary that cargo reuses for an unchanged copy of the repository in another folder
/// (CI copies it into a new temporary folder each run) was built for the old folder.
fn manifest_folder() -> PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf())
}

/// The text of one file of a set; a missing file is a broken checkout, said plainly.
pub fn read(set: &str, file: &str) -> String {
    let path = folder(set).join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|err| {
        panic!(
            "benchmark data {} cannot be read ({err}): it is part of the repository \
             (benchmarks/{set}/); restore it with `git checkout -- benchmarks`",
            path.display()
        )
    })
}
