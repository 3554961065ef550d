//! The games registered (each game's plugin adds its own), and what their configuration
//! sections, the player's settings and the theme make of each: the next deal's
//! parameters and the game's own images, kept in step as those change.

use std::collections::HashMap;

use bevy::prelude::*;

use crate::core::game::GameId;
use crate::look::pieces::OwnImages;
use crate::session::game::Game;

/// Every game registered, in the order their plugins were added (the menu's).
#[derive(Resource, Default)]
pub struct Games(Vec<&'static dyn Game>);

impl Games {
    /// The game called `id`, if it is registered.
    pub fn get(&self, id: GameId) -> Option<&'static dyn Game> {
        self.0.iter().copied().find(|game| game.facts().id == id)
    }

    /// Adds `game` after those registered already.
    pub fn add(&mut self, game: &'static dyn Game) {
        self.0.push(game);
    }

    /// Every game, in menu order.
    pub fn iter(&self) -> impl Iterator<Item = &'static dyn Game> + '_ {
        self.0.iter().copied()
    }
}

/// The parameters each game's next deal will have (printed), from its configuration
/// section and the player's settings.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct NextParams(pub HashMap<GameId, String>);

impl NextParams {
    /// The next deal's parameters of `game` (its defaults until it is set up).
    pub fn of(&self, game: GameId) -> &str {
        self.0.get(&game).map_or("", String::as_str)
    }
}

/// Each game's own images as its configuration and the theme make them.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct OwnLooks(pub HashMap<GameId, OwnImages>);

impl OwnLooks {
    /// The own images of `game` (none until they are loaded).
    pub fn of(&self, game: GameId) -> OwnImages {
        self.0.get(&game).cloned().unwrap_or_default()
    }
}

/// Sets every game up from the configuration and the settings (in `PreUpdate`); what is
/// drawn from them comes after.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct GamesSetUp;

/// Keeps every game set up as its configuration, settings and the theme change.
pub fn keep_games_set_up(world: &mut World) {
    let games: Vec<&'static dyn Game> = world.resource::<Games>().iter().collect();
    for game in games {
        game.keep_set_up(world);
    }
}
