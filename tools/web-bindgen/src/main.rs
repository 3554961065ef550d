//! `wasm-bindgen --target web --no-typescript --out-dir DIR --out-name NAME INPUT`, and
//! nothing else: the web build's one use of wasm-bindgen.
//!
//! The wasm-bindgen command-line tool is not shipped prebuilt by any registry this
//! project can reach, and `cargo install wasm-bindgen-cli` compiles an HTTP client, a TLS
//! stack and a test server that the build never uses. This calls the same library with
//! the same settings the command line would, and compiles in a fraction of the time.

use std::path::PathBuf;
use std::process::ExitCode;

use wasm_bindgen_cli_support::Bindgen;

const USAGE: &str = "usage: grid-puzzles-web-bindgen --out-dir DIR --out-name NAME INPUT.wasm";

fn main() -> ExitCode {
    match run(std::env::args().skip(1).collect()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("grid-puzzles-web-bindgen: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: Vec<String>) -> Result<(), String> {
    let mut out_dir = None;
    let mut out_name = None;
    let mut input = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--out-dir" => out_dir = Some(PathBuf::from(args.next().ok_or(USAGE)?)),
            "--out-name" => out_name = Some(args.next().ok_or(USAGE)?),
            flag if flag.starts_with('-') => return Err(format!("unknown flag {flag}; {USAGE}")),
            path => input = Some(PathBuf::from(path)),
        }
    }
    let (Some(out_dir), Some(out_name), Some(input)) = (out_dir, out_name, input) else {
        return Err(USAGE.into());
    };
    // The command line's defaults for `--target web --no-typescript`, spelled out.
    let mut bindgen = Bindgen::new();
    bindgen.web(true).map_err(|e| e.to_string())?;
    bindgen
        .input_path(&input)
        .debug(false)
        .demangle(true)
        .keep_lld_exports(false)
        .keep_debug(false)
        .remove_name_section(false)
        .remove_producers_section(false)
        .typescript(false)
        .omit_imports(false)
        .omit_default_module_path(false)
        .split_linked_modules(false)
        .out_name(&out_name);
    bindgen
        .generate(&out_dir)
        .map_err(|e| format!("{}: {e:#}", input.display()))
}
