//! What every game's parameters share: the limits of each of their numbers, stated
//! once in the game's rules for the rules, the menus and the settings to read, and
//! their printed form (the numbers joined by `x`, as game codes carry them).

use std::ops::RangeInclusive;

/// What one number of a game's parameters may be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limit {
    /// The number's field name (`width`, `colours`), as the parameters' parse error
    /// names it.
    pub name: &'static str,
    /// What the rules deal: [`Limits::clamped`] brings the number into this range.
    pub range: RangeInclusive<usize>,
    /// What a settings menu offers, within `range`: the same range unless the game
    /// says why a player is offered less.
    pub menu: RangeInclusive<usize>,
}

impl Limit {
    /// A number from `low` to `high`, all of it offered in menus.
    pub const fn new(name: &'static str, low: usize, high: usize) -> Self {
        Self {
            name,
            range: low..=high,
            menu: low..=high,
        }
    }

    /// The same limit with menus offering only `low` to `high`.
    pub const fn menu(self, low: usize, high: usize) -> Self {
        Self {
            name: self.name,
            range: self.range,
            menu: low..=high,
        }
    }

    /// `value` brought into [`Limit::range`].
    pub fn clamp(&self, value: usize) -> usize {
        value.clamp(*self.range.start(), *self.range.end())
    }
}

/// One of a game's named choices (SameGame's `scoring`, Color Lines' `next`): each value
/// has a printed name, as `--set NAME=VALUE`, game codes and the settings panel read it.
pub trait Choice: Copy + Default + PartialEq + Sized + 'static {
    /// Every value, in the order a menu offers them (the default first).
    const ALL: &'static [Self];
    /// The value's printed name (`n_minus_1`).
    fn name(self) -> &'static str;

    /// The value printed `name`, if any.
    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|value| value.name() == name)
    }

    /// Every value's printed name, for error lines and menus.
    fn names() -> Vec<&'static str> {
        Self::ALL.iter().map(|value| value.name()).collect()
    }
}

/// A named choice's name and printed values, for code that knows no game (`--set`'s
/// errors, the settings panel).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChoiceLimit {
    /// The field's name (`scoring`).
    pub name: &'static str,
    /// Its values' printed names, the default first.
    pub values: Vec<&'static str>,
}

/// Every game's `Params`: the limits of its numbers, its named choices, and settings
/// brought into them.
///
/// Each game's `Params` also names each limit after its field, in capitals
/// (`samegame::Params::WIDTH`), for code that knows the game.
pub trait Limits: Sized {
    /// Each number's limit, in the printed order (`15x15x3` is width, height, colours).
    const LIMITS: &'static [Limit];

    /// The named choices (modes), in the printed order; none for most games.
    fn choices() -> Vec<ChoiceLimit>;

    /// Every number, in the order of [`Limits::LIMITS`] (the printed form may be shorter
    /// where an older form says everything).
    fn numbers(&self) -> Vec<usize>;

    /// The same settings brought into the limits, and made playable where a game needs
    /// more than ranges (Lianliankan's even number of cells).
    fn clamped(&self) -> Self;

    /// Sets one number or choice by its name, as `--set NAME=VALUE` gives it. The error is
    /// one line naming the setting and the values it takes.
    fn set(&mut self, name: &str, value: &str) -> Result<(), String>;
}

/// Reads `value` for the number `limit`: a whole number within its range.
pub fn number_within(limit: &Limit, value: &str) -> Result<usize, String> {
    value
        .parse::<usize>()
        .ok()
        .filter(|number| limit.range.contains(number))
        .ok_or_else(|| {
            format!(
                "{} takes a whole number from {} to {}, not {value:?}",
                limit.name,
                limit.range.start(),
                limit.range.end()
            )
        })
}

/// Reads `value` for the choice `name`: one of its printed values.
pub fn choice_named<C: Choice>(name: &str, value: &str) -> Result<C, String> {
    C::from_name(value)
        .ok_or_else(|| format!("{name} takes {}, not {value:?}", or_list(&C::names())))
}

/// `a, b or c`.
pub fn or_list(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// Declares a [`Choice`] enum: each variant and its printed name, the first the default.
macro_rules! choice {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident = $printed:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub enum $name {
            #[default]
            $($(#[$vmeta])* $variant),+
        }

        impl $crate::params::Choice for $name {
            const ALL: &'static [Self] = &[$(Self::$variant),+];

            fn name(self) -> &'static str {
                match self {
                    $(Self::$variant => $printed),+
                }
            }
        }
    };
}
pub(crate) use choice;

/// Gives a `Params` struct its printed form, as game codes carry it, the parser back, and
/// its [`Limits`]. The whole-number fields come first, each written with the associated
/// [`Limit`] constant that bounds it (`width: WIDTH`): they print joined by `x` in field
/// order (`15x15x3`). Then, after `;`, the named choices (`scoring: Scoring`), each a
/// [`Choice`]: one that is not its default prints after the numbers as `name=value`
/// (`15x15x3 scoring=fewest`), so the seed rules print as they always did and every code
/// and record made before the modes reads the same. A game whose numbers grew (Color
/// Lines' square side became a width and a height) names, after `short:`, its inherent
/// methods that print the old, shorter form where it still says everything and read it
/// back. `clamped` is the struct's own inherent `clamped` (kept inherent so callers need
/// no trait in scope).
macro_rules! params_as_numbers {
    ($params:ident { $($field:ident: $limit:ident),+ $(,)? $(; $($choice:ident: $kind:ty),+ $(,)?)? } $(short: $short:ident, $from_short:ident)?) => {
        impl std::fmt::Display for $params {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                #[allow(unused_mut)]
                let mut numbers: Vec<usize> = $crate::params::Limits::numbers(self);
                $(
                    if let Some(short) = self.$short() {
                        numbers = short;
                    }
                )?
                let numbers: Vec<String> = numbers.iter().map(usize::to_string).collect();
                write!(f, "{}", numbers.join("x"))?;
                $($(
                    if self.$choice != <$kind>::default() {
                        write!(f, " {}={}", stringify!($choice), $crate::params::Choice::name(self.$choice))?;
                    }
                )+)?
                Ok(())
            }
        }

        impl std::str::FromStr for $params {
            type Err = String;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                let names = [$(stringify!($field)),+];
                let wrong = || format!("expected {} as numbers joined by x, found {text:?}", names.join(", "));
                let mut words = text.split_whitespace();
                let first = words.next().unwrap_or("");
                let numbers = first
                    .split('x')
                    .map(|part| part.parse::<usize>())
                    .collect::<Result<Vec<usize>, _>>()
                    .map_err(|_| wrong())?;
                #[allow(unused_mut, clippy::needless_update)]
                let mut params = if numbers.len() == names.len() {
                    let mut next = numbers.iter().copied();
                    Self { $($field: next.next().unwrap_or_default(),)+ ..Self::default() }
                } else {
                    $(
                        if let Some(params) = Self::$from_short(&numbers) {
                            params
                        } else
                    )?
                    {
                        return Err(wrong());
                    }
                };
                for word in words {
                    let (name, value) = word
                        .split_once('=')
                        .ok_or_else(|| format!("expected NAME=VALUE after the numbers, found {word:?}"))?;
                    if names.contains(&name) {
                        return Err(format!("{name} is one of the numbers, found {word:?}"));
                    }
                    $crate::params::Limits::set(&mut params, name, value)?;
                }
                Ok(params)
            }
        }

        impl $crate::params::Limits for $params {
            const LIMITS: &'static [$crate::params::Limit] = &[$(Self::$limit),+];

            fn choices() -> Vec<$crate::params::ChoiceLimit> {
                vec![$($($crate::params::ChoiceLimit {
                    name: stringify!($choice),
                    values: <$kind as $crate::params::Choice>::names(),
                }),+)?]
            }

            fn numbers(&self) -> Vec<usize> {
                vec![$(self.$field),+]
            }

            fn clamped(&self) -> Self {
                // The inherent method (it takes precedence over this trait's).
                $params::clamped(self)
            }

            fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
                match name {
                    $(stringify!($field) => {
                        self.$field = $crate::params::number_within(&Self::$limit, value)?;
                    })+
                    $($(stringify!($choice) => {
                        self.$choice = $crate::params::choice_named::<$kind>(name, value)?;
                    })+)?
                    _ => {
                        let known: Vec<String> = Self::LIMITS
                            .iter()
                            .map(|limit| limit.name.to_string())
                            .chain(Self::choices().into_iter().map(|choice| choice.name.to_string()))
                            .collect();
                        let known: Vec<&str> = known.iter().map(String::as_str).collect();
                        return Err(format!(
                            "there is no setting {name:?} (the settings are {})",
                            $crate::params::or_list(&known)
                        ));
                    }
                }
                Ok(())
            }
        }
    };
}
pub(crate) use params_as_numbers;
