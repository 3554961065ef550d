//! The plugin lists the game keeps by hand, held against Bevy's own as the crates cargo
//! resolved have them: the web build's list against `DefaultPlugins` for the features the
//! web build turns on, and the 2D pipeline against `CorePipelinePlugin`. Read from Bevy's
//! sources (found by `cargo metadata`, offline and locked), so a Bevy that adds, drops or
//! renames a plugin fails here, not in a browser.

use std::collections::BTreeSet;
use std::path::PathBuf;

use grid_puzzles::platform::pipeline_2d::{
    KEPT_PLUGINS, LEFT_OUT_PLUGINS, LEFT_OUT_SYSTEMS, RENDER_SYSTEMS, shader_libraries,
};
use grid_puzzles::platform::web_plugins::{LEFT_OUT, WEB_PLUGINS};

/// What `cargo metadata` says of the workspace.
fn metadata() -> serde_json::Value {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = std::process::Command::new(cargo);
    command.args(["metadata", "--format-version", "1", "--offline", "--locked"]);
    let output = command
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(output.status.success(), "cargo metadata failed");
    serde_json::from_slice(&output.stdout).expect("cargo metadata prints JSON")
}

/// The source folder of the crate `name` cargo resolved.
fn crate_source(metadata: &serde_json::Value, name: &str) -> PathBuf {
    let manifest = package(metadata, name)["manifest_path"]
        .as_str()
        .expect("a manifest");
    PathBuf::from(manifest)
        .parent()
        .expect("a folder")
        .join("src")
}

/// The package `name` as `cargo metadata` describes it.
fn package<'a>(metadata: &'a serde_json::Value, name: &str) -> &'a serde_json::Value {
    metadata["packages"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|package| package["name"] == name)
        .unwrap_or_else(|| panic!("{name} is among the resolved crates"))
}

/// The strings of a JSON array.
fn strings(value: &serde_json::Value) -> Vec<String> {
    value
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|item| item.as_str().map(str::to_string))
        .collect()
}

/// The features of `bevy_internal` the web build turns on: this package's own `bevy`
/// features where its target is wasm32, closed over Bevy's feature tables as cargo
/// closes them (`cargo metadata` itself unites every target's features).
fn web_features(metadata: &serde_json::Value) -> BTreeSet<String> {
    let none = BTreeSet::new();
    let asked: Vec<String> = package(metadata, "grid-puzzles")["dependencies"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|dependency| dependency["name"] == "bevy")
        .filter(|dependency| {
            dependency["target"].as_str().is_none_or(|target| {
                let predicate = target
                    .strip_prefix("cfg(")
                    .and_then(|rest| rest.strip_suffix(')'));
                holds(predicate.expect("a cfg() target"), &none)
            })
        })
        .flat_map(|dependency| strings(&dependency["features"]))
        .collect();
    let mut on: BTreeSet<(String, String)> = BTreeSet::new();
    let mut todo: Vec<(String, String)> = asked
        .into_iter()
        .map(|feature| ("bevy".to_string(), feature))
        .collect();
    while let Some((krate, feature)) = todo.pop() {
        if !on.insert((krate.clone(), feature.clone())) {
            continue;
        }
        let table = &package(metadata, &krate)["features"][feature.as_str()];
        for item in strings(table) {
            match item.split_once('/') {
                Some((dependency, feature)) => {
                    let dependency = dependency.trim_end_matches('?');
                    if dependency == "bevy_internal" {
                        todo.push((dependency.to_string(), feature.to_string()));
                    }
                }
                None if !item.starts_with("dep:") => todo.push((krate.clone(), item)),
                None => {}
            }
        }
    }
    on.into_iter()
        .filter(|(krate, _)| krate == "bevy_internal")
        .map(|(_, feature)| feature)
        .collect()
}

/// The last part of a path as written (`bevy :: app :: PanicHandlerPlugin` names
/// `PanicHandlerPlugin`).
fn last_name(path: &str) -> String {
    path.rsplit("::")
        .next()
        .unwrap_or(path)
        .trim()
        .trim_start_matches(':')
        .to_string()
}

/// A `cfg` predicate of Bevy's source, for the web build: wasm32, not unix nor windows,
/// with `features` on.
fn holds(predicate: &str, features: &BTreeSet<String>) -> bool {
    let predicate = predicate.trim();
    let inside = |name: &str| {
        predicate
            .strip_prefix(name)
            .and_then(|rest| rest.trim_start().strip_prefix('('))
            .and_then(|rest| rest.strip_suffix(')'))
    };
    if let Some(list) = inside("any") {
        return split_top(list).iter().any(|part| holds(part, features));
    }
    if let Some(list) = inside("all") {
        return split_top(list).iter().all(|part| holds(part, features));
    }
    if let Some(inner) = inside("not") {
        return !holds(inner, features);
    }
    match predicate.split_once('=') {
        Some((key, value)) => {
            let value = value.trim().trim_matches('"');
            match key.trim() {
                "feature" => features.contains(value),
                "target_arch" => value == "wasm32",
                "target_os" => value == "unknown",
                other => panic!("a cfg key this test does not know: {other}"),
            }
        }
        None => match predicate {
            "unix" | "windows" => false,
            other => panic!("a cfg this test does not know: {other}"),
        },
    }
}

/// The parts of a comma-separated list, at the top level of its brackets.
fn split_top(list: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0, 0);
    for (index, character) in list.char_indices() {
        match character {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&list[start..index]);
                start = index + 1;
            }
            _ => {}
        }
    }
    parts.push(&list[start..]);
    parts
        .into_iter()
        .filter(|part| !part.trim().is_empty())
        .collect()
}

/// The plugins of Bevy's `DefaultPlugins` (by name) that the web build's features turn
/// on, in Bevy's order.
fn bevy_web_defaults() -> Vec<String> {
    let resolved = metadata();
    let features = web_features(&resolved);
    let source = std::fs::read_to_string(
        crate_source(&resolved, "bevy_internal").join("default_plugins.rs"),
    )
    .expect("Bevy's default plugins are readable");
    let body = source
        .split("pub struct DefaultPlugins {")
        .nth(1)
        .and_then(|rest| rest.split("\n    }").next())
        .expect("the DefaultPlugins group");
    let mut plugins = Vec::new();
    let mut on = true;
    for line in body.lines().map(str::trim) {
        let predicate = line
            .strip_prefix("#[cfg(")
            .and_then(|rest| rest.strip_suffix(")]"))
            .or_else(|| {
                line.strip_prefix("#[custom(cfg(")
                    .and_then(|rest| rest.strip_suffix("))]"))
            });
        if let Some(predicate) = predicate {
            on &= holds(predicate, &features);
        } else if line.starts_with("#[") || line.starts_with("//") || line.is_empty() {
            continue;
        } else {
            if on {
                plugins.push(last_name(line.trim_end_matches(',')));
            }
            on = true;
        }
    }
    plugins
}

#[test]
fn the_web_builds_plugins_are_bevys_defaults_for_its_features() {
    let bevy = bevy_web_defaults();
    assert!(bevy.contains(&"UiPlugin".to_string()), "read: {bevy:?}");
    let expected: Vec<String> = bevy
        .iter()
        .filter_map(
            |name| match LEFT_OUT.iter().find(|(bevys, ..)| bevys == name) {
                Some((_, ours, _)) => ours.map(str::to_string),
                None => Some(name.clone()),
            },
        )
        .collect();
    let ours: Vec<String> = WEB_PLUGINS.iter().map(|path| last_name(path)).collect();
    assert_eq!(
        ours, expected,
        "the web build's plugins, in order, against Bevy's DefaultPlugins for its features"
    );
}

#[test]
fn the_2d_pipeline_is_bevys_core_pipeline_without_its_3d_half() {
    let resolved = metadata();
    let source =
        std::fs::read_to_string(crate_source(&resolved, "bevy_core_pipeline").join("lib.rs"))
            .expect("Bevy's core pipeline is readable");
    let build = source
        .split("impl Plugin for CorePipelinePlugin {")
        .nth(1)
        .expect("CorePipelinePlugin's build");
    let build = &build[..build.find("\n}\n").expect("the end of its build")];
    let plugins_added: BTreeSet<String> = build
        .split(".add_plugins((")
        .skip(1)
        .flat_map(|list| list.split("))").next().unwrap_or("").split(','))
        .map(|name| name.trim().to_string())
        .filter(|name| !name.is_empty())
        .collect();
    let ours: BTreeSet<String> = KEPT_PLUGINS
        .iter()
        .chain(LEFT_OUT_PLUGINS)
        .map(|name| name.to_string())
        .collect();
    assert_eq!(
        ours, plugins_added,
        "the plugins kept and left out, against Bevy's"
    );
    let libraries: BTreeSet<String> = build
        .split("load_shader_library!(app, \"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect();
    let registered: BTreeSet<String> = shader_libraries().into_iter().map(String::from).collect();
    assert_eq!(
        registered, libraries,
        "the shader libraries, against Bevy's"
    );
    let render = &build[build
        .find("RenderGraph,")
        .expect("the render graph's systems")..];
    for system in RENDER_SYSTEMS.iter().chain(LEFT_OUT_SYSTEMS) {
        assert!(render.contains(system), "Bevy no longer runs {system}");
    }
    let named = render
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .filter(|word| {
            word.contains('_')
                && word.chars().all(|c| c.is_lowercase() || c == '_')
                && !["in_set", "add_systems", "init_resource"].contains(word)
        })
        .count();
    assert_eq!(
        named,
        RENDER_SYSTEMS.len() + LEFT_OUT_SYSTEMS.len(),
        "Bevy's render-graph systems, against those kept and left out"
    );
}
