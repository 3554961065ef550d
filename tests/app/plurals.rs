//! Plural forms are kept: where an English message chooses its words by a number
//! (`{ $count -> [one] move *[other] moves }`), a translation into a language whose
//! grammar has plural forms (every one the game has but Chinese and Japanese) chooses by
//! that number too, so "1 coups" or "1 ходов" cannot be shipped. A translation that needs
//! no choice where English has one is listed below with its reason.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

/// Messages whose translation may say the number without choosing words by it, and why.
const NO_CHOICE_NEEDED: &[(&str, &str, &str)] = &[];

/// Languages without plural forms: their words do not change with a number.
const NO_PLURALS: &[&str] = &["zh-CN", "ja"];

/// The variables `pattern` chooses its words by as a number (a select whose variants
/// are plural categories or numbers).
fn plural_choices(pattern: &Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_choices(expression, into);
        }
    }
}

fn expression_choices(expression: &Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            let by_number = variants.iter().any(|variant| match &variant.key {
                VariantKey::NumberLiteral { .. } => true,
                VariantKey::Identifier { name } => {
                    ["zero", "one", "two", "few", "many"].contains(name)
                }
            });
            if by_number && let InlineExpression::VariableReference { id } = selector {
                into.insert(id.name.to_string());
            }
            for variant in variants {
                plural_choices(&variant.value, into);
            }
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            expression_choices(expression, into)
        }
        Expression::Inline(_) => {}
    }
}

/// Each message of a catalogue with the variables it chooses its words by.
fn choices(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(resource, _)| resource);
    let mut found = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let mut by = BTreeSet::new();
            if let Some(value) = &message.value {
                plural_choices(value, &mut by);
            }
            for attribute in &message.attributes {
                plural_choices(&attribute.value, &mut by);
            }
            found.insert(message.id.name.to_string(), by);
        }
    }
    found
}

#[test]
fn every_translation_with_plural_forms_chooses_by_the_numbers_english_does() {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let read = |tag: &str| std::fs::read_to_string(folder.join(tag).join("main.ftl")).unwrap();
    let english = choices(&read("en"));
    let chosen_in_english = english.values().filter(|by| !by.is_empty()).count();
    assert!(
        chosen_in_english > 20,
        "{chosen_in_english} English messages choose by a number"
    );
    let mut dropped = Vec::new();
    for language in std::fs::read_dir(&folder).unwrap().flatten() {
        let tag = language.file_name().to_string_lossy().into_owned();
        if tag == "en" || NO_PLURALS.contains(&tag.as_str()) {
            continue;
        }
        let theirs = choices(&read(&tag));
        for (id, by) in &english {
            let Some(translated) = theirs.get(id) else {
                continue;
            };
            for variable in by.difference(translated) {
                let allowed = NO_CHOICE_NEEDED
                    .iter()
                    .any(|(lang, message, _)| *lang == tag && message == id);
                if !allowed {
                    dropped.push(format!("{tag} {id} (${variable})"));
                }
            }
        }
    }
    assert!(
        dropped.is_empty(),
        "translations that do not choose their words by a number English chooses by: {dropped:#?}"
    );
}
