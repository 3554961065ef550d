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

/// Every game's `Params`: the limits of its numbers, and settings brought into them.
///
/// Each game's `Params` also names each limit after its field, in capitals
/// (`samegame::Params::WIDTH`), for code that knows the game.
pub trait Limits: Sized {
    /// Each number's limit, in the printed order (`15x15x3` is width, height, colours).
    const LIMITS: &'static [Limit];

    /// The same settings brought into the limits, and made playable where a game needs
    /// more than ranges (Lianliankan's even number of cells).
    fn clamped(&self) -> Self;
}

/// Gives a `Params` struct of whole-number fields its printed form, the numbers joined by
/// `x` in field order (`15x15x3`), as game codes carry it, the parser back, and its
/// [`Limits`]: each field is written with the associated [`Limit`] constant that bounds
/// it (`width: WIDTH`), so the limits come in the printed order, and `clamped` is the
/// struct's own inherent `clamped` (kept inherent so callers need no trait in scope).
macro_rules! params_as_numbers {
    ($params:ident { $($field:ident: $limit:ident),+ $(,)? }) => {
        impl std::fmt::Display for $params {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                let numbers: Vec<String> = vec![$(self.$field.to_string()),+];
                write!(f, "{}", numbers.join("x"))
            }
        }

        impl std::str::FromStr for $params {
            type Err = String;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                let names = [$(stringify!($field)),+];
                let mut numbers = text.split('x').map(|part| part.parse::<usize>());
                let mut next = || -> Result<usize, String> {
                    numbers.next().and_then(Result::ok).ok_or_else(|| {
                        format!("expected {} as numbers joined by x, found {text:?}", names.join(", "))
                    })
                };
                let params = Self { $($field: next()?),+ };
                if numbers.next().is_some() {
                    return Err(format!("expected {} as numbers joined by x, found {text:?}", names.join(", ")));
                }
                Ok(params)
            }
        }

        impl $crate::params::Limits for $params {
            const LIMITS: &'static [$crate::params::Limit] = &[$(Self::$limit),+];

            fn clamped(&self) -> Self {
                // The inherent method (it takes precedence over this trait's).
                $params::clamped(self)
            }
        }
    };
}
pub(crate) use params_as_numbers;
