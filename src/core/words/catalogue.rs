//! The catalogues in use: the player's language over English, read with Fluent, and a
//! text put into words from them, message by message (a message a catalogue lacks is
//! said in English), with lists and sentences joined as the catalogue says.

use std::borrow::Cow;
use std::collections::BTreeSet;

use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

use super::msg::{Arg, Join, Msg, Number, number};
use super::numbers::{NumberStyle, format_number, with_style};

type Bundle = FluentBundle<FluentResource>;

/// The language every other one falls back to, message by message.
pub const ENGLISH: &str = "en";

/// The file of a language's catalogue, in its folder under `locales/`.
pub const CATALOGUE_FILE: &str = "main.ftl";

/// The English catalogue, built in: the first frame draws with it, and any message
/// another catalogue lacks comes from it. The file under `assets/` replaces it when read.
pub const ENGLISH_CATALOGUE: &str = include_str!("../../../assets/locales/en/main.ftl");

/// The path of a language's catalogue under the assets.
pub fn catalogue_path(language: &str) -> String {
    format!("locales/{language}/{CATALOGUE_FILE}")
}

/// English alone, read once: what the log says (it stays English for whoever reads it).
pub fn english() -> &'static Words {
    static ENGLISH_WORDS: std::sync::OnceLock<Words> = std::sync::OnceLock::new();
    ENGLISH_WORDS.get_or_init(Words::english)
}

/// The catalogues in use: the player's language first, then English, and the way the
/// player's language writes numbers.
#[derive(Resource)]
pub struct Words {
    language: String,
    bundles: Vec<Bundle>,
    numbers: NumberStyle,
}

impl Default for Words {
    fn default() -> Self {
        Self::english()
    }
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Words({})", self.language)
    }
}

impl Words {
    /// English alone, from the built-in catalogue.
    pub fn english() -> Self {
        Self::read(ENGLISH, None, ENGLISH_CATALOGUE).0
    }

    /// The catalogue `text` of `language` over the English one, and what does not read in
    /// either, each naming its line (everything that does read is used).
    pub fn read(language: &str, text: Option<&str>, english: &str) -> (Self, Vec<String>) {
        Self::build(language, text, english, None)
    }

    /// The same, with every piece of the catalogues' own text passed through `mark`
    /// (a test's pseudo-language: whatever shows unmarked came from somewhere else).
    pub fn marked(
        language: &str,
        text: Option<&str>,
        english: &str,
        mark: fn(&str) -> Cow<'_, str>,
    ) -> Self {
        Self::build(language, text, english, Some(mark)).0
    }

    fn build(
        language: &str,
        text: Option<&str>,
        english: &str,
        mark: Option<fn(&str) -> Cow<'_, str>>,
    ) -> (Self, Vec<String>) {
        let mut problems = Vec::new();
        let mut bundles = Vec::new();
        let mut numbers = None;
        let mut sources = Vec::new();
        if let Some(text) = text.filter(|_| language != ENGLISH) {
            sources.push((language, text));
        }
        sources.push((ENGLISH, english));
        for (tag, source) in sources {
            let id: LanguageIdentifier = tag.parse().unwrap_or_default();
            let resource = match FluentResource::try_new(source.to_string()) {
                Ok(resource) => resource,
                Err((resource, errors)) => {
                    problems.extend(errors.iter().map(|error| {
                        let line = source[..error.pos.start.min(source.len())]
                            .matches('\n')
                            .count()
                            + 1;
                        format!("line {line}: {}", error.kind)
                    }));
                    resource
                }
            };
            // The first catalogue is the player's language's.
            numbers
                .get_or_insert_with(|| NumberStyle::from_marks(|id| plain_message(&resource, id)));
            let mut bundle = Bundle::new_concurrent(vec![id]);
            bundle.set_use_isolating(false);
            bundle.set_formatter(Some(format_number));
            bundle.set_transform(mark);
            // A message written twice keeps its first wording; the second is reported.
            if let Err(errors) = bundle.add_resource(resource) {
                problems.extend(errors.iter().map(|error| error.to_string()));
            }
            bundles.push(bundle);
        }
        let words = Self {
            language: language.to_string(),
            bundles,
            numbers: numbers.unwrap_or_default(),
        };
        (words, problems)
    }

    /// The language in use (its folder's name, as `de` or `zh-CN`).
    pub fn language(&self) -> &str {
        &self.language
    }

    /// Whether any catalogue in use has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundles.iter().any(|bundle| bundle.has_message(id))
    }

    /// `msg` in the language in use (English where its catalogue lacks a message; the
    /// id itself where no catalogue has it, so a missing message shows).
    pub fn text(&self, msg: &Msg) -> String {
        match msg {
            Msg::Message { id, args } => {
                let args = (!args.is_empty()).then(|| {
                    let mut fluent = FluentArgs::new();
                    for (name, value) in args {
                        let value = match value {
                            Arg::Number(number) => FluentValue::from(*number),
                            Arg::Text(text) => FluentValue::from(text.clone()),
                            Arg::Msg(inner) => FluentValue::from(self.text(inner)),
                        };
                        fluent.set(*name, value);
                    }
                    fluent
                });
                self.format(id, args.as_ref())
            }
            Msg::Joined(parts, Join::Mark(mark)) => {
                let parts: Vec<String> = parts.iter().map(|part| self.text(part)).collect();
                parts.join(mark)
            }
            Msg::Joined(parts, Join::Sentences) => {
                let mut parts = parts.iter().map(|part| self.text(part));
                let first = parts.next().unwrap_or_default();
                parts.fold(first, |said, next| {
                    self.join("join-sentences", ("first", said), ("next", next))
                })
            }
            Msg::Joined(items, Join::List) => self.list(items),
        }
    }

    /// Items as an "and" list: the last two by `list-last` (`list-pair` for two
    /// alone), each one before by `list-more`.
    fn list(&self, items: &[Msg]) -> String {
        let mut items: Vec<String> = items.iter().map(|item| self.text(item)).collect();
        let Some(mut said) = items.pop() else {
            return String::new();
        };
        let Some(before_last) = items.pop() else {
            return said;
        };
        let last_two = if items.is_empty() {
            "list-pair"
        } else {
            "list-last"
        };
        said = self.join(last_two, ("first", before_last), ("last", said));
        while let Some(item) = items.pop() {
            said = self.join("list-more", ("first", item), ("rest", said));
        }
        said
    }

    /// The message `id` joining two texts given as its two variables.
    fn join(
        &self,
        id: &str,
        (a, first): (&'static str, String),
        (b, then): (&'static str, String),
    ) -> String {
        let mut args = FluentArgs::new();
        args.set(a, first);
        args.set(b, then);
        self.format(id, Some(&args))
    }

    /// The message `id` from the first catalogue that has it, given `args`, its numbers
    /// written the way of the language in use (an English message standing in for a
    /// German one still writes 8.861).
    fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        for bundle in &self.bundles {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let text = with_style(&self.numbers, || {
                bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned()
            });
            if !errors.is_empty() {
                warn!("message {id}: {errors:?}");
            }
            return text;
        }
        id.to_string()
    }

    /// A message without arguments.
    pub fn get(&self, id: &'static str) -> String {
        self.text(&Msg::new(id))
    }

    /// A number written as the language writes it.
    pub fn number(&self, value: impl Into<Number>) -> String {
        self.text(&number(value))
    }
}

/// The text of message `id` of a catalogue, where it is plain words and string literals
/// (the catalogue's own settings: its language's name, font and number marks).
pub fn plain_message(resource: &FluentResource, id: &str) -> Option<String> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};
    resource.entries().find_map(|entry| match entry {
        Entry::Message(message) if message.id.name == id => {
            let pattern = message.value.as_ref()?;
            let mut text = String::new();
            for element in &pattern.elements {
                match element {
                    PatternElement::TextElement { value } => text.push_str(value),
                    PatternElement::Placeable {
                        expression: Expression::Inline(InlineExpression::StringLiteral { value }),
                    } => text.push_str(&fluent_syntax::unicode::unescape_unicode_to_string(value)),
                    _ => {}
                }
            }
            Some(text)
        }
        _ => None,
    })
}

/// What a catalogue says of its language: its own name (`Deutsch`) and the font its
/// characters need beyond the built-in one (empty for none).
pub fn catalogue_header(text: &str) -> (String, String) {
    let resource = match FluentResource::try_new(text.to_string()) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    let name = plain_message(&resource, "language-name").unwrap_or_default();
    let font = plain_message(&resource, "language-font").unwrap_or_default();
    (name.trim().to_string(), font.trim().to_string())
}

/// Every character a catalogue can show: its messages' words and string literals, in
/// every variant (not its comments or message names), blanks aside.
pub fn shown_characters(text: &str) -> BTreeSet<char> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    fn pattern(of: &Pattern<&str>, into: &mut BTreeSet<char>) {
        for element in &of.elements {
            match element {
                PatternElement::TextElement { value } => into.extend(value.chars()),
                PatternElement::Placeable { expression } => match expression {
                    Expression::Select { variants, .. } => {
                        for variant in variants {
                            pattern(&variant.value, into);
                        }
                    }
                    Expression::Inline(expression) => inline(expression, into),
                },
            }
        }
    }
    fn inline(of: &InlineExpression<&str>, into: &mut BTreeSet<char>) {
        match of {
            InlineExpression::StringLiteral { value } => {
                into.extend(fluent_syntax::unicode::unescape_unicode_to_string(value).chars());
            }
            InlineExpression::Placeable { expression } => {
                if let Expression::Inline(inner) = &**expression {
                    inline(inner, into);
                }
            }
            _ => {}
        }
    }
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    let mut shown = BTreeSet::new();
    for entry in &resource.body {
        if let Entry::Message(message) = entry {
            for value in message
                .value
                .iter()
                .chain(message.attributes.iter().map(|a| &a.value))
            {
                pattern(value, &mut shown);
            }
        }
    }
    shown.retain(|c| !c.is_whitespace() || *c == '\u{a0}');
    shown
}

#[cfg(test)]
mod tests;
