//! Lianliankan's move (join a pair, or time up) and its click state.

use std::fmt;
use std::str::FromStr;

use super::params::FULL_LIFE;
use crate::grid::Pos;

/// A move: join two tiles, scored with the life the clock showed at that moment, or the
/// clock running out. Life travels inside the move so that a replay of the moves scores
/// exactly what the timed game scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Connect {
    /// Join the tiles on `a` and `b` with `life` (1 to [`FULL_LIFE`]) left.
    Pair { a: Pos, b: Pos, life: u32 },
    /// The life bar ran out: the game is lost.
    TimeUp,
}

impl Connect {
    /// Join `a` and `b` with a full life bar (no clock, as in `replay`).
    pub fn pair(a: Pos, b: Pos) -> Self {
        Connect::Pair {
            a,
            b,
            life: FULL_LIFE,
        }
    }
}

impl fmt::Display for Connect {
    /// `x1,y1-x2,y2`, then `@life` when the clock had run; `timeup`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Connect::Pair { a, b, life } if life >= FULL_LIFE => write!(f, "{a}-{b}"),
            Connect::Pair { a, b, life } => write!(f, "{a}-{b}@{life}"),
            Connect::TimeUp => write!(f, "timeup"),
        }
    }
}

impl FromStr for Connect {
    type Err = String;

    /// Parses `x1,y1-x2,y2`, `x1,y1-x2,y2@life` or `timeup`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text == "timeup" {
            return Ok(Connect::TimeUp);
        }
        let expected = || format!("expected x1,y1-x2,y2[@life] or timeup but found {text:?}");
        let (pair, life) = match text.split_once('@') {
            Some((pair, life)) => (pair, life.parse::<u32>().map_err(|_| expected())?),
            None => (text, FULL_LIFE),
        };
        let (first, second) = pair.split_once('-').ok_or_else(expected)?;
        Ok(Connect::Pair {
            a: first.parse()?,
            b: second.parse()?,
            life,
        })
    }
}

/// The tile selected by the first click, if any, and the life the clock shows now (the
/// app's clock sets it; `replay` has no clock and leaves it full).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    pub selected: Option<Pos>,
    pub life: u32,
}

impl Default for Selection {
    fn default() -> Self {
        Self {
            selected: None,
            life: FULL_LIFE,
        }
    }
}
