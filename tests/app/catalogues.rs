//! The catalogues under `assets/locales/`: each reads without a syntax error, has every
//! message of the English one (and none it lacks), uses no variable the English message
//! does not give it, and every character of it has a glyph in the fonts its language is
//! drawn with (the built-in Inter, and the language's own font), so nothing shows as an
//! empty box.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement,
};
use skrifa::MetadataProvider;

fn assets() -> PathBuf {
    let manifest =
        std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or(env!("CARGO_MANIFEST_DIR").into());
    Path::new(&manifest).join("assets")
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

/// The variables a pattern uses, selectors' and variants' included.
fn variables(pattern: &Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                variables(&variant.value, into);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, into),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, into),
        InlineExpression::FunctionReference {
            arguments: CallArguments { positional, named },
            ..
        } => {
            for argument in positional {
                inline_variables(argument, into);
            }
            for argument in named {
                inline_variables(&argument.value, into);
            }
        }
        _ => {}
    }
}

/// A catalogue's messages and the variables each uses; panics on a syntax error.
fn messages(tag: &str, text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) => resource,
        Err((_, errors)) => {
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
        }
    };
    let mut found = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let mut used = BTreeSet::new();
            if let Some(value) = &message.value {
                variables(value, &mut used);
            }
            let id = message.id.name.to_string();
            assert!(
                found.insert(id.clone(), used).is_none(),
                "locales/{tag}/main.ftl has {id} twice"
            );
        }
    }
    found
}

#[test]
fn every_catalogue_reads_and_has_every_english_message_with_its_variables() {
    let all = catalogues();
    let english = messages("en", &all["en"]);
    assert!(english.len() > 150, "{} English messages", english.len());
    for (tag, text) in &all {
        let theirs = messages(tag, text);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !theirs.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "locales/{tag} lacks {missing:?}");
        let unknown: Vec<&String> = theirs
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(
            unknown.is_empty(),
            "locales/{tag} has messages English lacks: {unknown:?}"
        );
        for (id, used) in &theirs {
            let given = &english[id];
            let strange: Vec<&String> = used.difference(given).collect();
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

/// The characters a font maps to a glyph.
fn covered(file: &Path) -> BTreeSet<char> {
    let bytes = std::fs::read(file).unwrap_or_else(|_| panic!("no font {}", file.display()));
    let font = skrifa::FontRef::new(&bytes).expect("a font");
    font.charmap()
        .mappings()
        .filter_map(|(code, _)| char::from_u32(code))
        .collect()
}

/// The characters of a catalogue a player can see: its message texts (comments and
/// message names are not shown).
fn shown_characters(text: &str) -> BTreeSet<char> {
    text.lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .map(|line| match line.split_once(" = ") {
            Some((id, rest)) if !id.starts_with(' ') => rest,
            _ => line,
        })
        .flat_map(str::chars)
        .filter(|c| !c.is_control() && *c != ' ')
        .collect()
}

#[test]
fn every_character_of_every_catalogue_has_a_glyph_in_its_fonts() {
    let fonts = assets().join("fonts");
    let inter = covered(&fonts.join("Inter-subset.ttf"));
    for (tag, text) in catalogues() {
        let (_, own_font) = grid_puzzles::core::words::catalogue_header(&text);
        let mut drawn = inter.clone();
        if !own_font.is_empty() {
            drawn.extend(covered(&fonts.join(&own_font)));
        }
        // A string literal's escapes stand for what they name.
        let text = text
            .replace("\\u00A0", "\u{a0}")
            .replace("\\u202F", "\u{202f}");
        let tofu: String = shown_characters(&text)
            .into_iter()
            .filter(|c| !drawn.contains(c) && !"{}\"\\".contains(*c))
            .collect();
        assert!(tofu.is_empty(), "locales/{tag}: no glyph for {tofu:?}");
    }
}
