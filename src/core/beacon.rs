//! What the play-test beacon reports that upper layers know: buttons named for the
//! play-tests, and where the running game stands. The beacon itself (the board layer)
//! reads these; the menu, the panels and the session set them.

use bevy::prelude::*;

/// A button the play-tests may press, by name: the beacon says where it is.
#[derive(Component, Debug, Clone, PartialEq, Eq)]
pub struct BeaconName(pub String);

/// Where the running game stands, kept by whichever game session runs.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct SessionSummary {
    /// Moves played in this game (undone ones do not count).
    pub moves: usize,
    /// Whether the game is over.
    pub over: bool,
    /// The open review: the move shown, the moves reviewed, and whether every
    /// position's answer is in.
    pub review: Option<(usize, usize, bool)>,
    /// The engine's par for this deal, once known (games with par).
    pub par: Option<u64>,
    /// Whether the game is paused.
    pub paused: bool,
}

impl SessionSummary {
    /// The beacon's words for it past the move count: ` over=yes` once the game is over,
    /// ` review=STEP/MOVES` (with `+` once every answer is in) while a review is open,
    /// ` par=N` once the engine's par is known, ` paused=yes` while the game is paused.
    pub fn beacon_text(&self) -> String {
        let mut text = String::new();
        if self.over {
            text.push_str(" over=yes");
        }
        if let Some(par) = self.par {
            text.push_str(&format!(" par={par}"));
        }
        if self.paused {
            text.push_str(" paused=yes");
        }
        if let Some((step, moves, complete)) = self.review {
            let done = if complete { "+" } else { "" };
            text.push_str(&format!(" review={step}/{moves}{done}"));
        }
        text
    }
}
