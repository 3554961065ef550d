//! Color Lines' move (a ball's travel) and its click state.

use std::fmt;
use std::str::FromStr;

use crate::grid::Pos;

/// Move the ball at `from` to the empty cell `to`; printed and parsed as `x1,y1-x2,y2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Travel {
    pub from: Pos,
    pub to: Pos,
}

impl fmt::Display for Travel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

impl FromStr for Travel {
    type Err = String;

    /// Parses `x1,y1-x2,y2`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (from, to) = text
            .split_once('-')
            .ok_or_else(|| format!("expected x1,y1-x2,y2 but found {text:?}"))?;
        Ok(Travel {
            from: from.parse()?,
            to: to.parse()?,
        })
    }
}

/// The selected ball, and the empty cell of the last click that it could not reach (so
/// the view can shake it). Not undone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    pub selected: Option<Pos>,
    pub unreachable: Option<Pos>,
}
