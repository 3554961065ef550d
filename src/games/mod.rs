//! One plugin per game; games do not import each other.

pub mod bubble_breaker;
pub mod color_lines;
pub mod fifteen;
pub mod lianliankan;
pub mod samegame;

pub mod outline;
pub mod pieces;

pub use outline::OutlineMark;

use bevy::prelude::*;

/// Adds every game's plugin.
pub struct GamesPlugin;

impl Plugin for GamesPlugin {
    fn build(&self, app: &mut App) {
        app.add_plugins((
            bubble_breaker::BubbleBreakerPlugin,
            samegame::SameGamePlugin,
            lianliankan::LianliankanPlugin,
            fifteen::FifteenPlugin,
            color_lines::ColorLinesPlugin,
        ));
    }
}
