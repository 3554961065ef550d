//! The catalogues under `assets/locales/`, read by Fluent's own parser: each reads
//! without a syntax error, has no message English lacks, and uses no variable the game
//! does not give that message (the game may give one English does not use); a message a
//! catalogue lacks is allowed (the game says it in English, message by message) and
//! listed; every `page-*` message is one line of plain text (the web page reads them
//! before the game is downloaded); and every character a catalogue shows has a glyph in
//! the fonts its language is drawn with (the built-in Inter, the fuller Inter loaded for
//! letters the built-in cut lacks, and the language's own font), so nothing shows as an
//! empty box.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Message, Pattern, PatternElement,
};
use skrifa::MetadataProvider;

fn root() -> PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .unwrap_or(env!("CARGO_MANIFEST_DIR").into())
        .into()
}

fn assets() -> PathBuf {
    root().join("assets")
}

/// Every language folder's catalogue text, by tag.
fn catalogues() -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    for entry in std::fs::read_dir(assets().join("locales"))
        .unwrap()
        .flatten()
    {
        let file = entry.path().join("main.ftl");
        if file.is_file() {
            let tag = entry.file_name().to_string_lossy().into_owned();
            found.insert(tag, std::fs::read_to_string(file).unwrap());
        }
    }
    found
}

/// A catalogue's messages by id; panics on a syntax error or a message written twice.
fn parse<'a>(tag: &str, text: &'a str) -> BTreeMap<String, Message<&'a str>> {
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, errors)| {
        let lines: Vec<String> = errors
            .iter()
            .map(|error| {
                let line = text[..error.pos.start.min(text.len())]
                    .matches('\n')
                    .count()
                    + 1;
                format!("line {line}: {}", error.kind)
            })
            .collect();
        panic!("locales/{tag}/main.ftl does not read: {lines:?}");
    });
    let mut found = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let id = message.id.name.to_string();
            assert!(
                found.insert(id.clone(), message).is_none(),
                "locales/{tag}/main.ftl has {id} twice"
            );
        }
    }
    found
}

/// What a pattern holds: its variables, and the text it shows (its words and string
/// literals, escapes read), selectors' variants included.
#[derive(Default)]
struct Contents {
    variables: BTreeSet<String>,
    shown: String,
}

fn pattern_contents(pattern: &Pattern<&str>, into: &mut Contents) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => into.shown.push_str(value),
            PatternElement::Placeable { expression } => expression_contents(expression, into),
        }
    }
}

fn expression_contents(expression: &Expression<&str>, into: &mut Contents) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_contents(selector, into);
            for variant in variants {
                pattern_contents(&variant.value, into);
            }
        }
        Expression::Inline(inline) => inline_contents(inline, into),
    }
}

fn inline_contents(inline: &InlineExpression<&str>, into: &mut Contents) {
    match inline {
        InlineExpression::VariableReference { id } => {
            into.variables.insert(id.name.to_string());
        }
        InlineExpression::StringLiteral { value } => {
            into.shown
                .push_str(&fluent_syntax::unicode::unescape_unicode_to_string(value));
        }
        InlineExpression::Placeable { expression } => expression_contents(expression, into),
        InlineExpression::FunctionReference {
            arguments: CallArguments { positional, named },
            ..
        } => {
            for argument in positional {
                inline_contents(argument, into);
            }
            for argument in named {
                inline_contents(&argument.value, into);
            }
        }
        _ => {}
    }
}

fn contents(message: &Message<&str>) -> Contents {
    let mut found = Contents::default();
    if let Some(value) = &message.value {
        pattern_contents(value, &mut found);
    }
    for attribute in &message.attributes {
        pattern_contents(&attribute.value, &mut found);
    }
    found
}

/// The Rust files under `folder`.
fn sources(folder: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(folder).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, into);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            into.push(path);
        }
    }
}

/// The string literal at the start of `text` (after blanks), and what follows it.
fn literal(text: &str) -> Option<(&str, &str)> {
    let rest = text.trim_start().strip_prefix('"')?;
    let end = rest.find('"')?;
    Some((&rest[..end], &rest[end + 1..]))
}

/// `text` after the call whose opening parenthesis was just read: nested calls and
/// string literals are skipped.
fn after_call(text: &str) -> &str {
    let mut depth = 1;
    let mut in_string = false;
    let mut chars = text.char_indices();
    while let Some((index, c)) = chars.next() {
        match c {
            '\\' if in_string => {
                chars.next();
            }
            '"' => in_string = !in_string,
            '(' if !in_string => depth += 1,
            ')' if !in_string => {
                depth -= 1;
                if depth == 0 {
                    return &text[index + 1..];
                }
            }
            _ => {}
        }
    }
    ""
}

/// The variables the game's code gives each message it names by a literal id:
/// `Msg::new("hud-score").num("score", …)` gives `hud-score` `$score`.
fn variables_the_code_gives() -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    sources(&root().join("src"), &mut files);
    let mut given: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let code = std::fs::read_to_string(file).unwrap();
        for (start, _) in code.match_indices("Msg::new(") {
            let Some((id, rest)) = literal(&code[start + "Msg::new(".len()..]) else {
                continue;
            };
            let variables = given.entry(id.to_string()).or_default();
            let mut chain = after_call(rest);
            loop {
                let next = chain.trim_start();
                let Some(call) = [".num(", ".text(", ".msg(", ".list("]
                    .iter()
                    .find_map(|method| next.strip_prefix(method))
                else {
                    break;
                };
                if let Some((name, _)) = literal(call) {
                    variables.insert(name.to_string());
                }
                chain = after_call(call);
            }
        }
    }
    given
}

#[test]
fn the_code_scan_finds_the_variables_of_a_chain() {
    // The scan the variable check stands on, on a known line of the game: the HUD's score.
    let given = variables_the_code_gives();
    assert_eq!(given["hud-best"], BTreeSet::from(["best".to_string()]));
    assert_eq!(
        given["say-points"],
        BTreeSet::from(["points".to_string(), "total".to_string()])
    );
}

#[test]
fn every_catalogue_reads_and_uses_only_the_variables_the_game_gives() {
    let all = catalogues();
    let english = parse("en", &all["en"]);
    assert!(english.len() > 150, "{} English messages", english.len());
    let code = variables_the_code_gives();
    for (tag, text) in &all {
        let theirs = parse(tag, text);
        let unknown: Vec<&String> = theirs
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(
            unknown.is_empty(),
            "locales/{tag} has messages English lacks: {unknown:?}"
        );
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !theirs.contains_key(*id))
            .collect();
        // Allowed: the game says each of these in English. Listed for the translator.
        if !missing.is_empty() {
            println!(
                "locales/{tag} lacks {} messages (said in English): {missing:?}",
                missing.len()
            );
        }
        for (id, message) in &theirs {
            let mut allowed = contents(&english[id]).variables;
            allowed.extend(code.get(id).into_iter().flatten().cloned());
            let used = contents(message).variables;
            let strange: Vec<&String> = used.difference(&allowed).collect();
            assert!(
                strange.is_empty(),
                "locales/{tag} {id} uses {strange:?}, which the game does not give it"
            );
        }
        assert!(
            text.starts_with('#'),
            "locales/{tag} opens with a header comment"
        );
    }
}

#[test]
fn every_page_message_is_one_line_of_plain_text() {
    for (tag, text) in catalogues() {
        for (id, message) in parse(&tag, &text) {
            if !id.starts_with("page-") {
                continue;
            }
            let value = message.value.as_ref().expect("a page message has a value");
            for element in &value.elements {
                let plain = match element {
                    PatternElement::TextElement { value } => !value.contains('\n'),
                    PatternElement::Placeable {
                        expression:
                            Expression::Inline(
                                InlineExpression::StringLiteral { .. }
                                | InlineExpression::VariableReference { .. },
                            ),
                    } => true,
                    _ => false,
                };
                assert!(
                    plain,
                    "locales/{tag} {id}: the page reads one line of words, {{ $name }} and \
                     {{\"…\"}} only: {element:?}"
                );
            }
        }
    }
}

/// The characters a font maps to a glyph.
fn covered(file: &Path) -> BTreeSet<char> {
    let bytes = std::fs::read(file).unwrap_or_else(|_| panic!("no font {}", file.display()));
    let font = skrifa::FontRef::new(&bytes).expect("a font");
    font.charmap()
        .mappings()
        .filter_map(|(code, _)| char::from_u32(code))
        .collect()
}

#[test]
fn every_character_of_every_catalogue_has_a_glyph_in_its_fonts() {
    let fonts = assets().join("fonts");
    let mut latin = covered(&fonts.join("Inter-subset.ttf"));
    latin.extend(covered(&fonts.join(
        grid_puzzles::look::fonts::FULLER_LATIN_FONT.trim_start_matches("fonts/"),
    )));
    for (tag, text) in catalogues() {
        let (_, own_font) = grid_puzzles::core::words::catalogue_header(&text);
        let mut drawn = latin.clone();
        if !own_font.is_empty() {
            drawn.extend(covered(&fonts.join(&own_font)));
        }
        let shown: BTreeSet<char> = parse(&tag, &text)
            .values()
            .flat_map(|message| contents(message).shown.chars().collect::<Vec<_>>())
            .filter(|c| !c.is_control() && *c != ' ')
            .collect();
        let tofu: String = shown.into_iter().filter(|c| !drawn.contains(c)).collect();
        assert!(tofu.is_empty(), "locales/{tag}: no glyph for {tofu:?}");
    }
}
