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
}
