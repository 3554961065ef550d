//! What each cell of the board is, in words, for a player who cannot see it: the
//! accessibility grid (`access_grid`) is written from it, and the web page's mirror
//! from that grid.

use std::collections::HashMap;

use bevy::prelude::*;

use crate::core::words::{Msg, Words};

/// What each cell of the board is, row by row, in the language in use, and whether it is
/// selected; the game's name names the grid. Written by the session whenever the
/// position, its selection or the language changes.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct BoardWords {
    pub game: String,
    pub width: usize,
    pub height: usize,
    pub cells: Vec<String>,
    pub selected: Vec<bool>,
    /// The clickable places on the ring just outside the board (Sixteen's arrows), named.
    pub ring: Vec<(grid_rules::Pos, String)>,
}

/// The cells' messages in words, each distinct message put into words once: a 30x30
/// SameGame board has 900 cells but a few hundred distinct names ("empty", a group's
/// name for each of its blocks), and each takes the catalogue about a microsecond.
pub fn cell_texts(cells: &[Msg], words: &Words) -> Vec<String> {
    let mut said: HashMap<&Msg, String> = HashMap::new();
    cells
        .iter()
        .map(|cell| said.entry(cell).or_insert_with(|| words.text(cell)).clone())
        .collect()
}
