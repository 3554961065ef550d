//! Where the public benchmark positions live: `benchmarks/` at the repository's root
//! (the SameGame standard set and Korf's 100 Fifteen instances), found from this crate's
//! manifest folder so a fresh clone needs nothing beside it. Included by the tests and
//! benchmark examples that read them (`#[path]`), never by the library.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

/// The folder of one benchmark set (`samegame` or `fifteen`).
pub fn folder(set: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../benchmarks")
        .join(set)
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
