//! The whole collection in one app, as the window runs it: every game in the list can
//! be entered and deals a board, and leaving it cleans up.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use grid_puzzles::board::{BoardRoot, GridPos};
use grid_puzzles::core::{AppState, GameId};
use grid_puzzles::games::GamesPlugin;

#[test]
fn every_game_in_the_list_starts_from_the_menu_and_cleans_up() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GamesPlugin));
    app.update();
    for game in grid_rules::games::GAMES {
        let kind = GameId(game.id);
        app.world_mut()
            .resource_mut::<NextState<AppState>>()
            .set(AppState::Playing(kind));
        app.update();
        app.update();
        let roots = app
            .world_mut()
            .query::<&BoardRoot>()
            .iter(app.world())
            .count();
        let pieces = app
            .world_mut()
            .query::<&GridPos>()
            .iter(app.world())
            .count();
        assert_eq!(roots, 1, "{kind:?} has a board");
        assert!(pieces >= 3, "{kind:?} deals pieces, found {pieces}");
        app.world_mut()
            .resource_mut::<NextState<AppState>>()
            .set(AppState::Menu);
        app.update();
        app.update();
        let left = app
            .world_mut()
            .query::<&BoardRoot>()
            .iter(app.world())
            .count();
        assert_eq!(left, 0, "leaving {kind:?} despawns its board");
    }
}
