//! The words the player reads, in the player's language. Every text on screen is a
//! [`Msg`]: a message id of the Fluent catalogues (`assets/locales/<language>/main.ftl`)
//! and its arguments. [`Words`] holds the catalogue of the language in use and the
//! English one under it, so a message a catalogue lacks is said in English alone.
//! Numbers are written as the catalogue says (`8,861`, `8.861`, `8 861`), plurals
//! follow the language's rules (Russian has three forms), and dates are the
//! catalogue's own pattern.

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;

use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use intl_memoizer::Memoizable;
use intl_memoizer::concurrent::IntlLangMemoizer;
use unic_langid::LanguageIdentifier;

/// The language every other one falls back to, message by message.
pub const ENGLISH: &str = "en";

/// The file of a language's catalogue, in its folder under `locales/`.
pub const CATALOGUE_FILE: &str = "main.ftl";

/// The English catalogue, built in: the first frame draws with it, and any message
/// another catalogue lacks comes from it. The file under `assets/` replaces it when read.
pub const ENGLISH_CATALOGUE: &str = include_str!("../../assets/locales/en/main.ftl");

/// The path of a language's catalogue under the assets.
pub fn catalogue_path(language: &str) -> String {
    format!("locales/{language}/{CATALOGUE_FILE}")
}

/// English alone, read once: what the log says (it stays English for whoever reads it).
pub fn english() -> &'static Words {
    static ENGLISH_WORDS: OnceLock<Words> = OnceLock::new();
    ENGLISH_WORDS.get_or_init(Words::english)
}

/// One argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A number: written the language's way, and choosing plural forms.
    Number(f64),
    /// Text from outside the catalogues (a player's theme name, a file's path).
    Text(String),
    /// Another message, said first (a game's name inside a sentence).
    Msg(Msg),
    /// Several messages, said as a list: with the catalogue's `list-separator` between
    /// them, or the mark given (a dot, a line break).
    List(Vec<Msg>, Option<&'static str>),
}

/// A text for the player: a message of the catalogues and its arguments.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Msg {
    pub id: Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
}

// Messages are keys (a board's cells put into words once per distinct message). A
// number argument is never NaN (counts, scores, sizes), so equality is total; it is
// hashed by its bits, which equal numbers share (but for 0 and -0, never an argument).
impl Eq for Msg {}
impl Eq for Arg {}

impl std::hash::Hash for Msg {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id.hash(state);
        for (name, arg) in &self.args {
            name.hash(state);
            arg.hash(state);
        }
    }
}

impl std::hash::Hash for Arg {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        match self {
            Arg::Number(value) => value.to_bits().hash(state),
            Arg::Text(text) => text.hash(state),
            Arg::Msg(msg) => msg.hash(state),
            Arg::List(items, mark) => {
                items.hash(state);
                mark.hash(state);
            }
        }
    }
}

impl Msg {
    /// The message `id` with no arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Self {
        Self {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds the number `value` as `$name`.
    pub fn num(mut self, name: &'static str, value: impl Into<Number>) -> Self {
        self.args.push((name, Arg::Number(value.into().0)));
        self
    }

    /// Adds text from outside the catalogues as `$name`.
    pub fn text(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// Adds another message, said in the same language, as `$name`.
    pub fn msg(mut self, name: &'static str, value: Msg) -> Self {
        self.args.push((name, Arg::Msg(value)));
        self
    }

    /// Adds several messages, said as a list, as `$name`.
    pub fn list(mut self, name: &'static str, values: Vec<Msg>) -> Self {
        self.args.push((name, Arg::List(values, None)));
        self
    }

    /// Several messages as one, with `separator` (a mark that is no word) between them.
    pub fn joined(parts: Vec<Msg>, separator: &'static str) -> Self {
        let mut joined = Msg::new("parts");
        joined
            .args
            .push(("parts", Arg::List(parts, Some(separator))));
        joined
    }
}

impl From<&'static str> for Msg {
    fn from(id: &'static str) -> Self {
        Msg::new(id)
    }
}

/// A number alone, written the language's way (a stepper's value, a count).
pub fn number(value: impl Into<Number>) -> Msg {
    Msg::new("number").num("value", value)
}

/// A date (`YYYY-MM-DD`) as the language writes it (its `date` message, with the month's
/// name from `month-1` ... `month-12`); anything else is shown as it is.
pub fn date(date: &str) -> Msg {
    let parts: Vec<u32> = date
        .split('-')
        .filter_map(|part| part.parse().ok())
        .collect();
    match parts[..] {
        [year, month @ 1..=12, day] => Msg::new("date")
            // A year is a name, not a count: never written 2,026.
            .text("year", year.to_string())
            .num("month", month)
            .num("day", day)
            .msg("month-name", Msg::new(format!("month-{month}"))),
        _ => Msg::new("plain").text("text", date),
    }
}

/// A number a message can take: any of Rust's integers or floats.
pub struct Number(pub f64);

macro_rules! number_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Number {
            fn from(value: $t) -> Self {
                Number(value as f64)
            }
        }
    )*};
}
number_from!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

type Bundle = FluentBundle<FluentResource>;

/// The catalogues in use: the player's language first, then English.
#[derive(Resource)]
pub struct Words {
    language: String,
    bundles: Vec<Bundle>,
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
            register_number_style(&id, NumberStyle::from_catalogue(&resource));
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

    /// The message `msg` in the language in use (English where its catalogue lacks it;
    /// the id itself where no catalogue has it, so a missing message shows).
    pub fn text(&self, msg: &Msg) -> String {
        let args = (!msg.args.is_empty()).then(|| {
            let mut args = FluentArgs::new();
            for (name, value) in &msg.args {
                let value = match value {
                    Arg::Number(number) => FluentValue::from(*number),
                    Arg::Text(text) => FluentValue::from(text.clone()),
                    Arg::Msg(inner) => FluentValue::from(self.text(inner)),
                    Arg::List(items, separator) => {
                        let items: Vec<String> = items.iter().map(|item| self.text(item)).collect();
                        let separator = match separator {
                            Some(mark) => mark.to_string(),
                            None => self.get("list-separator"),
                        };
                        FluentValue::from(items.join(&separator))
                    }
                };
                args.set(*name, value);
            }
            args
        });
        for bundle in &self.bundles {
            let Some(pattern) = bundle.get_message(&msg.id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args.as_ref(), &mut errors);
            if !errors.is_empty() {
                warn!("message {}: {errors:?}", msg.id);
            }
            return text.into_owned();
        }
        msg.id.to_string()
    }

    /// A message without arguments.
    pub fn get(&self, id: &'static str) -> String {
        self.text(&Msg::new(id))
    }

    /// A number written as the language writes it.
    pub fn number(&self, value: impl Into<Number>) -> String {
        self.text(&Msg::new("number").num("value", value))
    }
}

/// What a text on screen says: one message, or several joined by a mark that is no word
/// (a line break, a dot). The text is written from it whenever it or the language changes.
#[derive(Component, Clone, Debug, PartialEq)]
#[require(Text)]
pub struct Localized {
    pub parts: Vec<Msg>,
    pub separator: Cow<'static, str>,
}

impl Localized {
    /// A text saying `msg`.
    pub fn new(msg: impl Into<Msg>) -> Self {
        Self {
            parts: vec![msg.into()],
            separator: Cow::Borrowed(""),
        }
    }

    /// A text saying each of `parts`, with `separator` between them.
    pub fn joined(parts: Vec<Msg>, separator: impl Into<Cow<'static, str>>) -> Self {
        Self {
            parts,
            separator: separator.into(),
        }
    }

    /// Nothing (yet).
    pub fn empty() -> Self {
        Self::joined(Vec::new(), "")
    }

    /// The text in the language of `words`.
    pub fn text(&self, words: &Words) -> String {
        let parts: Vec<String> = self.parts.iter().map(|msg| words.text(msg)).collect();
        parts.join(&self.separator)
    }
}

/// Writes every localized text whose message or language changed.
pub fn write_localized_texts(words: Res<Words>, mut texts: Query<(Ref<Localized>, &mut Text)>) {
    let all = words.is_changed();
    for (localized, mut text) in &mut texts {
        if all || localized.is_changed() {
            let wanted = keep_pairs_together(&localized.text(&words));
            if text.0 != wanted {
                text.0 = wanted;
            }
        }
    }
}

/// Joins each `Label: value` with a no-break space (and a French `Label : value` on
/// both sides of its colon), so a narrow window (a phone) wraps a line between the
/// pairs, never inside one ("Seed:" above its "7").
pub fn keep_pairs_together(text: &str) -> String {
    if !text.contains(':') {
        return text.to_string();
    }
    text.replace(" :", "\u{a0}:").replace(": ", ":\u{a0}")
}

/// Sets every text the query finds to say `wanted`, touching only those that differ.
pub fn set_localized<F: bevy::ecs::query::QueryFilter>(
    texts: &mut Query<&mut Localized, F>,
    wanted: Localized,
) {
    for mut text in texts.iter_mut() {
        text.set_if_neq(wanted.clone());
    }
}

/// How a language writes numbers: the mark between groups of thousands, the decimal mark,
/// and the fewest digits a number has before it is grouped (Spanish leaves 8861 alone).
#[derive(Clone, Debug, PartialEq)]
struct NumberStyle {
    thousands: String,
    decimal: String,
    grouped_from: usize,
}

impl Default for NumberStyle {
    fn default() -> Self {
        Self {
            thousands: ",".into(),
            decimal: ".".into(),
            grouped_from: 4,
        }
    }
}

impl NumberStyle {
    /// The style a catalogue's `number-thousands`, `number-decimal` and
    /// `number-grouped-from` messages give (English's where it has none).
    fn from_catalogue(resource: &FluentResource) -> Self {
        let read = |id: &str| plain_message(resource, id);
        let default = Self::default();
        Self {
            thousands: read("number-thousands").unwrap_or(default.thousands),
            decimal: read("number-decimal").unwrap_or(default.decimal),
            grouped_from: read("number-grouped-from")
                .and_then(|digits| digits.trim().parse().ok())
                .unwrap_or(default.grouped_from),
        }
    }

    fn write(&self, value: f64) -> String {
        let text = if value.fract() == 0.0 && value.abs() < 1e15 {
            format!("{}", value as i64)
        } else {
            format!("{value}")
        };
        let (sign, text) = match text.strip_prefix('-') {
            Some(rest) => ("-", rest.to_string()),
            None => ("", text),
        };
        let (whole, fraction) = match text.split_once('.') {
            Some((whole, fraction)) => (whole.to_string(), Some(fraction.to_string())),
            None => (text, None),
        };
        let mut out = String::from(sign);
        if whole.len() >= self.grouped_from {
            for (index, digit) in whole.chars().enumerate() {
                if index > 0 && (whole.len() - index).is_multiple_of(3) {
                    out.push_str(&self.thousands);
                }
                out.push(digit);
            }
        } else {
            out.push_str(&whole);
        }
        if let Some(fraction) = fraction {
            out.push_str(&self.decimal);
            out.push_str(&fraction);
        }
        out
    }
}

/// The text of message `id` of a catalogue, where it is plain words and string literals
/// (the catalogue's own settings: its language's name, font and number marks).
fn plain_message(resource: &FluentResource, id: &str) -> Option<String> {
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
                    } => text.push_str(&unescape(value)),
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

/// A Fluent string literal's escapes (`\u202F`, `\"`, `\\`) as the characters they name.
fn unescape(value: &str) -> String {
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some('U') => {
                let hex: String = chars.by_ref().take(6).collect();
                out.extend(u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32));
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// The number styles of the catalogues read, by language. Fluent hands its number
/// formatter only the language's memoizer, which builds a style from the language alone.
fn number_styles() -> &'static RwLock<HashMap<String, NumberStyle>> {
    static STYLES: OnceLock<RwLock<HashMap<String, NumberStyle>>> = OnceLock::new();
    STYLES.get_or_init(Default::default)
}

fn register_number_style(language: &LanguageIdentifier, style: NumberStyle) {
    if let Ok(mut styles) = number_styles().write() {
        styles.insert(language.to_string(), style);
    }
}

impl Memoizable for NumberStyle {
    type Args = ();
    type Error = ();
    fn construct(language: LanguageIdentifier, _: ()) -> Result<Self, ()> {
        Ok(number_styles()
            .read()
            .ok()
            .and_then(|styles| styles.get(&language.to_string()).cloned())
            .unwrap_or_default())
    }
}

fn format_number(value: &FluentValue, memoizer: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(number) = value else {
        return None;
    };
    memoizer
        .with_try_get::<NumberStyle, _, _>((), |style| style.write(number.value))
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const GERMAN: &str = "number-thousands = .\nnumber-decimal = ,\nmoves = { $count ->\n    [one] ein Zug\n   *[other] { $count } Züge\n}\n";
    const RUSSIAN: &str = "number-thousands = {\"\\u00A0\"}\nmoves = { $count ->\n    [one] { $count } ход\n    [few] { $count } хода\n   *[many] { $count } ходов\n}\n";
    const ENGLISH_TEST: &str = "number = { $value }\nmoves = { $count ->\n    [one] one move\n   *[other] { $count } moves\n}\nonly-english = Only in English\n";

    #[test]
    fn numbers_are_grouped_as_the_catalogue_says() {
        let german = Words::read("de", Some(GERMAN), ENGLISH_TEST).0;
        assert_eq!(
            german.text(&Msg::new("moves").num("count", 8861)),
            "8.861 Züge"
        );
        let english = Words::read(ENGLISH, None, ENGLISH_TEST).0;
        assert_eq!(english.number(8861), "8,861");
        assert_eq!(english.number(999), "999");
        assert_eq!(english.number(1_000_000), "1,000,000");
        let russian = Words::read("ru", Some(RUSSIAN), ENGLISH_TEST).0;
        assert_eq!(
            russian.text(&Msg::new("moves").num("count", 8861)),
            "8\u{a0}861 ход"
        );
    }

    #[test]
    fn plurals_follow_the_language() {
        let russian = Words::read("ru", Some(RUSSIAN), ENGLISH_TEST).0;
        let moves = |n: u64| russian.text(&Msg::new("moves").num("count", n));
        assert_eq!(moves(1), "1 ход");
        assert_eq!(moves(3), "3 хода");
        assert_eq!(moves(5), "5 ходов");
        assert_eq!(moves(21), "21 ход");
        let english = Words::read(ENGLISH, None, ENGLISH_TEST).0;
        assert_eq!(english.text(&Msg::new("moves").num("count", 1)), "one move");
        assert_eq!(english.text(&Msg::new("moves").num("count", 2)), "2 moves");
    }

    #[test]
    fn pairs_are_joined_by_a_no_break_space() {
        assert_eq!(
            keep_pairs_together("Score: 16  Seed: 7"),
            "Score:\u{a0}16  Seed:\u{a0}7"
        );
        assert_eq!(keep_pairs_together("Score : 16"), "Score\u{a0}:\u{a0}16");
    }

    #[test]
    fn a_missing_message_is_said_in_english_alone() {
        let german = Words::read("de", Some(GERMAN), ENGLISH_TEST).0;
        assert_eq!(german.get("only-english"), "Only in English");
        assert_eq!(german.get("nowhere"), "nowhere");
    }

    #[test]
    fn a_catalogue_that_does_not_read_names_the_line() {
        let broken = "good = Good\nbad = { $\nalso-good = Also good\n";
        let (words, errors) = Words::read("de", Some(broken), ENGLISH_TEST);
        assert!(errors[0].starts_with("line 2"), "{errors:?}");
        assert_eq!(words.get("also-good"), "Also good");
    }
}
