//! A text for the player as data: a message of the catalogues with its arguments, or
//! several texts said as one (a list, the sentences of one announcement, the parts of a
//! line). How they join is the catalogue's to say, so a translator can finish a language
//! without the code joining words behind their back.

use std::borrow::Cow;

/// One argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A number: written the language's way, and choosing plural forms.
    Number(f64),
    /// Text from outside the catalogues (a player's theme name, a file's path).
    Text(String),
    /// Another text, said first (a game's name inside a sentence, a list).
    Msg(Msg),
}

/// How several texts are said as one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Join {
    /// An "and" list, as the catalogue's `list-pair`, `list-more` and `list-last` say it
    /// ("2 hints, 1 undo and auto-play").
    List,
    /// The sentences of one announcement, as the catalogue's `join-sentences` says
    /// (a Latin full stop and a space, or Chinese and Japanese `。`).
    Sentences,
    /// The parts of a line or block set apart by a mark that is no word: a line break,
    /// a dot between the pairs of a score line.
    Mark(&'static str),
}

/// A text for the player: a message of the catalogues and its arguments, or several
/// texts joined.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// The message `id` of the catalogues, given `args`.
    Message {
        id: Cow<'static, str>,
        args: Vec<(&'static str, Arg)>,
    },
    /// Several texts said as one.
    Joined(Vec<Msg>, Join),
}

impl Default for Msg {
    /// Nothing: no part to say.
    fn default() -> Self {
        Msg::Joined(Vec::new(), Join::Mark(""))
    }
}

// Messages are keys (a board's cells put into words once per distinct message). A
// number argument is never NaN (counts, scores, sizes), so equality is total; it is
// hashed by its bits, which equal numbers share (but for 0 and -0, never an argument).
impl Eq for Msg {}
impl Eq for Arg {}

impl std::hash::Hash for Msg {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        match self {
            Msg::Message { id, args } => {
                id.hash(state);
                for (name, arg) in args {
                    name.hash(state);
                    arg.hash(state);
                }
            }
            Msg::Joined(parts, join) => {
                parts.hash(state);
                join.hash(state);
            }
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
        }
    }
}

impl Msg {
    /// The message `id` with no arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Self {
        Msg::Message {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// The message's id (none for joined texts).
    pub fn id(&self) -> Option<&str> {
        match self {
            Msg::Message { id, .. } => Some(id),
            Msg::Joined(..) => None,
        }
    }

    /// The message's arguments (none for joined texts).
    pub fn args(&self) -> &[(&'static str, Arg)] {
        match self {
            Msg::Message { args, .. } => args,
            Msg::Joined(..) => &[],
        }
    }

    /// Adds `arg` as `$name`; a joined text takes no arguments (its parts have them).
    fn with(mut self, name: &'static str, arg: Arg) -> Self {
        match &mut self {
            Msg::Message { args, .. } => args.push((name, arg)),
            Msg::Joined(..) => debug_assert!(false, "${name} given to joined parts"),
        }
        self
    }

    /// Adds the number `value` as `$name`.
    pub fn num(self, name: &'static str, value: impl Into<Number>) -> Self {
        self.with(name, Arg::Number(value.into().0))
    }

    /// Adds text from outside the catalogues as `$name`.
    pub fn text(self, name: &'static str, value: impl Into<String>) -> Self {
        self.with(name, Arg::Text(value.into()))
    }

    /// Adds another message, said in the same language, as `$name`.
    pub fn msg(self, name: &'static str, value: Msg) -> Self {
        self.with(name, Arg::Msg(value))
    }

    /// Adds several messages, said as an "and" list, as `$name`.
    pub fn list(self, name: &'static str, values: Vec<Msg>) -> Self {
        self.msg(name, Msg::Joined(values, Join::List))
    }

    /// The sentences of one announcement, said one after another.
    pub fn sentences(parts: Vec<Msg>) -> Self {
        Msg::Joined(parts, Join::Sentences)
    }

    /// Parts of a line or block with `mark` (a line break, a dot: no word) between them.
    pub fn joined(parts: Vec<Msg>, mark: &'static str) -> Self {
        Msg::Joined(parts, Join::Mark(mark))
    }

    /// This text with every piece of outside text passed through `change` (quoted text
    /// kept on one line, say), in its arguments and its parts alike.
    pub fn map_text(self, change: &impl Fn(String) -> String) -> Self {
        match self {
            Msg::Message { id, args } => Msg::Message {
                id,
                args: args
                    .into_iter()
                    .map(|(name, arg)| {
                        let arg = match arg {
                            Arg::Text(text) => Arg::Text(change(text)),
                            Arg::Msg(inner) => Arg::Msg(inner.map_text(change)),
                            number => number,
                        };
                        (name, arg)
                    })
                    .collect(),
            },
            Msg::Joined(parts, join) => Msg::Joined(
                parts
                    .into_iter()
                    .map(|part| part.map_text(change))
                    .collect(),
                join,
            ),
        }
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
