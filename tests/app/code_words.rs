//! No words for the player are written as string literals in the game's code: every
//! source file of the game (the command line aside: it speaks to scripts and
//! contributors, in English, as `cargo` does) is read token by token, and any string
//! literal that reads as words (a space between words, a capital starting a word, or a
//! letter of another script) fails the test unless it goes where no player reads it (a
//! log line, a panic or assertion message, an entity's, thread's or `Debug` name, a test)
//! or is on the list in `code_words_allowed.rs`, each with the reason it may stay. The
//! screens' own check (`words.rs`) proves the same of what is drawn; this one also covers
//! text a screen shows only in a rare state (a refused file, a damaged save).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use proc_macro2::{Delimiter, TokenStream, TokenTree};

use crate::code_words_allowed::{NEVER_SHOWN, READER_DETAILS};

/// Macros whose text goes to the log or to a panic, never to the screen.
const SILENT_MACROS: &[&str] = &[
    "info",
    "warn",
    "error",
    "debug",
    "trace",
    "panic",
    "unreachable",
    "todo",
    "unimplemented",
    "assert",
    "assert_eq",
    "assert_ne",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
];

/// Methods whose text is for a developer: a panic's message, a thread's name, a `Debug`
/// impl's.
const SILENT_METHODS: &[&str] = &["expect", "name", "debug_struct", "debug_tuple"];

/// Every allowed literal, by file.
fn allowed() -> Vec<(&'static str, &'static str)> {
    let never_shown = NEVER_SHOWN.iter().map(|(file, text, _)| (*file, *text));
    READER_DETAILS.iter().copied().chain(never_shown).collect()
}

/// A string literal that reads as words, where it is.
#[derive(Debug, PartialEq)]
struct Found {
    line: usize,
    text: String,
    /// The literal as written, quotes and escapes included.
    source: String,
}

/// Whether a literal's text reads as words rather than as a name the code uses (a
/// message id like `hud-new-game`, a path, a type name, a format of numbers).
fn reads_as_words(text: &str) -> bool {
    // A format placeholder is filled in by the code: read it as a number (`{} moves` is
    // words, `{}:{:02}` is not).
    let mut bare = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => {
                if depth == 0 {
                    bare.push('0');
                }
                depth += 1;
            }
            '}' if depth > 0 => depth -= 1,
            c if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    if bare.chars().any(|c| c.is_alphabetic() && !c.is_ascii()) {
        return true;
    }
    let words: Vec<&str> = bare
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|word| !word.is_empty())
        .collect();
    if words.iter().all(|word| word.len() < 2) {
        return false;
    }
    let spaced = bare.trim().contains(' ');
    // `Board`, `Classic:`: a capital then small letters (`LogPlugin` names a type).
    let capitalised = bare.split_whitespace().any(|token| {
        let word = token.trim_matches(|c: char| c.is_ascii_punctuation());
        let mut letters = word.chars();
        letters.next().is_some_and(|c| c.is_ascii_uppercase())
            && word.len() > 1
            && letters.all(|c| c.is_ascii_lowercase())
    });
    spaced || capitalised
}

/// A literal token's text, if it is a string (plain, raw or byte), escapes read loosely.
fn string_text(literal: &str) -> Option<String> {
    let body = literal.strip_prefix('b').unwrap_or(literal);
    if let Some(raw) = body.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let inner = &raw[hashes..raw.len() - hashes];
        return Some(inner.strip_prefix('"')?.strip_suffix('"')?.to_string());
    }
    let inner = body.strip_prefix('"')?.strip_suffix('"')?;
    let mut text = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            text.push(c);
            continue;
        }
        match chars.next() {
            Some('n' | 't' | 'r') => text.push(' '),
            Some('x') => {
                // `\x89`: a byte, not a letter.
                chars.next();
                chars.next();
                text.push(' ');
            }
            Some('u') => {
                // `\u{a0}` and the like: a space or a mark, not a word.
                for c in chars.by_ref() {
                    if c == '}' {
                        break;
                    }
                }
                text.push(' ');
            }
            Some('\n') => {
                // A line continuation skips the next line's indent.
                while chars.clone().next().is_some_and(char::is_whitespace) {
                    chars.next();
                }
            }
            Some(other) => text.push(other),
            None => {}
        }
    }
    Some(text)
}

/// What a scan of one file finds, and the files it declares as tests (`#[cfg(test)] mod
/// tests;`), which are not read.
#[derive(Default)]
struct Scan {
    found: Vec<Found>,
    test_modules: Vec<String>,
}

fn is_punct(tree: Option<&TokenTree>, ch: char) -> bool {
    matches!(tree, Some(TokenTree::Punct(punct)) if punct.as_char() == ch)
}

fn is_ident(tree: Option<&TokenTree>, name: &str) -> bool {
    matches!(tree, Some(TokenTree::Ident(ident)) if ident == name)
}

/// Whether an attribute's tokens (inside `#[...]`) make its item test-only.
fn is_test_attribute(attribute: &TokenStream) -> bool {
    let text = attribute.to_string().replace(' ', "");
    text == "test" || text == "cfg(test)"
}

fn scan_stream(stream: TokenStream, scan: &mut Scan) {
    let trees: Vec<TokenTree> = stream.into_iter().collect();
    let mut at = 0;
    while at < trees.len() {
        let tree = &trees[at];
        match tree {
            // An attribute (a doc comment is one too): not text the game shows; a test
            // item after it is skipped whole.
            TokenTree::Punct(punct) if punct.as_char() == '#' => {
                let mut next = at + 1;
                if is_punct(trees.get(next), '!') {
                    next += 1;
                }
                let Some(TokenTree::Group(attribute)) = trees.get(next) else {
                    at += 1;
                    continue;
                };
                at = next + 1;
                if attribute.delimiter() == Delimiter::Bracket
                    && is_test_attribute(&attribute.stream())
                {
                    at = skip_item(&trees, at, scan);
                }
            }
            TokenTree::Group(group) => {
                let before = at.checked_sub(1).map(|index| &trees[index]);
                let silent = match before {
                    // `info!(...)`
                    Some(TokenTree::Punct(bang)) if bang.as_char() == '!' => {
                        at.checked_sub(2).is_some_and(|index| {
                            SILENT_MACROS
                                .iter()
                                .any(|name| is_ident(trees.get(index), name))
                        })
                    }
                    // `.expect(...)`, `Name::new(...)`
                    Some(TokenTree::Ident(ident)) => {
                        let after_dot = at >= 2 && is_punct(trees.get(at - 2), '.');
                        (after_dot && SILENT_METHODS.iter().any(|name| ident == name))
                            || (ident == "new"
                                && at >= 4
                                && is_punct(trees.get(at - 2), ':')
                                && is_ident(trees.get(at - 4), "Name"))
                    }
                    _ => false,
                };
                if !silent {
                    scan_stream(group.stream(), scan);
                }
                at += 1;
            }
            TokenTree::Literal(literal) => {
                if let Some(text) = string_text(&literal.to_string())
                    && reads_as_words(&text)
                {
                    scan.found.push(Found {
                        line: 0,
                        text,
                        source: literal.to_string(),
                    });
                }
                at += 1;
            }
            _ => at += 1,
        }
    }
}

/// Skips the item starting at `at` (up to its `;` or its body), noting a test module's
/// file; returns where the next item starts.
fn skip_item(trees: &[TokenTree], mut at: usize, scan: &mut Scan) -> usize {
    while at < trees.len() {
        match &trees[at] {
            TokenTree::Punct(punct) if punct.as_char() == ';' => {
                if at >= 2 && is_ident(trees.get(at - 2), "mod") {
                    scan.test_modules.push(trees[at - 1].to_string());
                }
                return at + 1;
            }
            TokenTree::Group(group) if group.delimiter() == Delimiter::Brace => return at + 1,
            _ => at += 1,
        }
    }
    at
}

fn scan_source(source: &str) -> Scan {
    let stream = TokenStream::from_str(source).expect("a source file of the game lexes");
    let mut scan = Scan::default();
    scan_stream(stream, &mut scan);
    place_lines(source, &mut scan.found);
    scan
}

/// Numbers each found literal's line. The lexer here keeps no positions: its
/// `span-locations` feature would reach the game's own build too (accesskit's D-Bus crates
/// link this lexer at run time on Linux), so the test build and `cargo run` would each
/// compile those crates and Bevy's window crates above them. Literals are found in the
/// order they are written, so each is looked for after the one before, past comments.
fn place_lines(source: &str, found: &mut [Found]) {
    let mut from = 0;
    for literal in found {
        let mut search = from;
        while let Some(offset) = source[search..].find(&literal.source) {
            let at = search + offset;
            search = at + literal.source.len();
            let line_start = source[..at].rfind('\n').map_or(0, |newline| newline + 1);
            if !source[line_start..at].contains("//") {
                literal.line = source[..at].matches('\n').count() + 1;
                from = search;
                break;
            }
        }
    }
}

/// Every `.rs` file under `folder`, sorted.
fn rust_files(folder: &Path, into: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(folder)
        .unwrap()
        .flatten()
        .map(|entry| entry.path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            into.push(path);
        }
    }
}

#[test]
fn no_words_for_the_player_are_written_in_the_code() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let command_line = [root.join("src/cli"), root.join("src/main.rs")];
    let mut scans = Vec::new();
    let mut test_files = BTreeSet::new();
    for path in &files {
        if command_line.iter().any(|skipped| path.starts_with(skipped)) {
            continue;
        }
        let scan = scan_source(&std::fs::read_to_string(path).unwrap());
        // A module's children sit in the folder named after it (`mod.rs`: its own).
        let children = if path.file_name().is_some_and(|file| file == "mod.rs") {
            path.parent().unwrap().to_path_buf()
        } else {
            path.with_extension("")
        };
        for module in &scan.test_modules {
            test_files.insert(children.join(format!("{module}.rs")));
            test_files.insert(children.join(module).join("mod.rs"));
        }
        scans.push((path, scan));
    }
    let mut used = BTreeSet::new();
    let mut offences = Vec::new();
    for (path, scan) in scans {
        if test_files.contains(path) {
            continue;
        }
        let name = path
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        for found in scan.found {
            match allowed()
                .iter()
                .position(|(file, text)| *file == name && *text == found.text)
            {
                Some(index) => {
                    used.insert(index);
                }
                None => offences.push(format!("{name}:{}: {:?}", found.line, found.text)),
            }
        }
    }
    assert!(files.len() > 100, "{} source files read", files.len());
    assert!(
        offences.is_empty(),
        "words for the player written in the code (give them a catalogue message, or list \
         them in code_words_allowed.rs with the reason they are never shown):\n{}",
        offences.join("\n")
    );
    let stale: Vec<_> = allowed()
        .iter()
        .enumerate()
        .filter(|(index, _)| !used.contains(index))
        .map(|(_, (file, text))| format!("{file}: {text:?}"))
        .collect();
    assert!(
        stale.is_empty(),
        "allowed but no longer in the code: {stale:?}"
    );
}

#[test]
fn the_scan_finds_words_and_passes_names_logs_and_tests() {
    let source = r##"
        //! A module's words for developers.
        fn show(words: &Words) {
            // label("Play again") was the old way.
            label("Play again");
            label(format!("{} moves", 3));
            label("Score");
            label(r#"ゲーム"#);
            message("hud-new-game");
            asset("fonts/Inter.ttf");
            plugin("LogPlugin");
            number(format!("{}:{:02}", 1, 2));
            info!("the window opened at {} px", 3);
            let cell = parse(text).expect("a cell reads as two numbers");
            commands.spawn(Name::new("Board root"));
        }
        #[cfg(test)]
        mod tests {
            fn words() { label("Not for players"); }
        }
        #[cfg(test)]
        mod more_tests;
    "##;
    let scan = scan_source(source);
    let texts: Vec<&str> = scan.found.iter().map(|found| found.text.as_str()).collect();
    assert_eq!(texts, ["Play again", "{} moves", "Score", "ゲーム"]);
    let lines: Vec<usize> = scan.found.iter().map(|found| found.line).collect();
    assert_eq!(lines, [5, 6, 7, 8]);
    assert_eq!(scan.test_modules, ["more_tests"]);
    assert!(!reads_as_words("setting-own-picture"));
    assert!(reads_as_words("Yours"));
    assert_eq!(string_text(r#""a\"b\n""#).as_deref(), Some("a\"b "));
}
