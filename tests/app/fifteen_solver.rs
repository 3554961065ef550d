//! Fifteen's solver in the window's session: the hint slides toward a shortest solution
//! and waits for the tables; Solve plays the solution and a click or Undo stops it;
//! "moves left" follows every move.

use std::sync::{Arc, Once};

use bevy::prelude::*;
use grid_puzzles::board::marks::HintShape;
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::games::fifteen::FifteenPlugin;
use grid_puzzles::games::fifteen::moves_left::MovesLeft;
use grid_puzzles::games::fifteen::settings::FifteenSettings;
use grid_puzzles::screens::board::draw::replace_state;
use grid_puzzles::session::auto::AutoPlay;
use grid_rules::Puzzle;
use grid_rules::fifteen::{Fifteen, Slide, Tables, install_tables};

use crate::common::*;

type Game = Fifteen;

/// The solver's tables, built once for this test binary.
fn tables() {
    static BUILT: Once = Once::new();
    BUILT.call_once(|| {
        install_tables(Arc::new(Tables::build()));
    });
}

/// A 4x4 game `moves` slides from solved (the gap walks left and up and back).
fn near_solved(app: &mut App) {
    let board = "1 2 3 4\n5 6 7 8\n9 . 10 11\n13 14 15 12\n";
    replace_state(
        app.world_mut(),
        Game::from_board_text(&Default::default(), board, 0).unwrap(),
    );
    settle(app);
}

fn distance_now(app: &App) -> Option<(u64, bool)> {
    let moves_left = app.world().resource::<MovesLeft>();
    (moves_left.generation == session(app).generation)
        .then_some(moves_left.known)
        .flatten()
}

#[test]
fn the_hint_slides_a_tile_toward_a_shortest_solution() {
    tables();
    let mut app = start_game::<Game>(FifteenPlugin, 71);
    near_solved(&mut app);
    command(&mut app, GameCommand::Hint);
    let HintShape::Arrow { from, to } = wait_for_hint(&mut app) else {
        panic!("Fifteen hints with an arrow");
    };
    assert_eq!(
        to,
        state::<Game>(&app).blank(),
        "the arrow points into the gap"
    );
    let (after, _) = state::<Game>(&app).apply(&Slide(from)).unwrap();
    assert!(after.blank() != state::<Game>(&app).blank());
    // Three single slides solve this board (10 and 11 left, then 12 up); the hint's
    // click may move 10 and 11 together.
    click(&mut app, from.x, from.y);
    settle(&mut app);
    let moved = state::<Game>(&app).moves();
    assert!((1..=2).contains(&moved), "{moved}");
    let rest = state::<Game>(&app).planner(&Default::default());
    drop(rest);
}

#[test]
fn moves_left_follows_every_move_and_solve_plays_the_rest() {
    tables();
    let mut app = start_game::<Game>(FifteenPlugin, 72);
    app.world_mut().resource_mut::<FifteenSettings>().moves_left = true;
    near_solved(&mut app);
    update_until(&mut app, "moves left", |app| distance_now(app).is_some());
    assert_eq!(distance_now(&app), Some((3, true)));
    let shown = app
        .world_mut()
        .query::<&Text>()
        .iter(app.world())
        .any(|text| text.0.contains("Moves left:\u{a0}3"));
    assert!(shown, "the HUD shows it");
    click(&mut app, 2, 2);
    update_until(&mut app, "moves left after a move", |app| {
        distance_now(app).is_some()
    });
    assert_eq!(distance_now(&app), Some((2, true)));
    command(&mut app, GameCommand::AutoPlay);
    update_until(&mut app, "Solve to finish", |app| {
        state::<Game>(app).is_solved()
    });
    settle(&mut app);
    assert_eq!(state::<Game>(&app).moves(), 3, "solved in the fewest moves");
    assert_settled_mirror(&mut app);
}

#[test]
fn a_click_or_undo_stops_solve() {
    tables();
    let mut app = start_game::<Game>(FifteenPlugin, 73);
    settle(&mut app);
    command(&mut app, GameCommand::AutoPlay);
    update_until(&mut app, "two slides", |app| {
        running::<Game>(app).record.history.moves_played() >= 2
    });
    command(&mut app, GameCommand::Undo);
    assert!(!app.world().resource::<AutoPlay>().on, "Undo stops Solve");
    settle(&mut app);
    let stopped = running::<Game>(&app).record.history.moves_played();
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(running::<Game>(&app).record.history.moves_played(), stopped);
    assert_settled_mirror(&mut app);
    command(&mut app, GameCommand::AutoPlay);
    update_until(&mut app, "a slide", |app| {
        running::<Game>(app).record.history.moves_played() > stopped
    });
    let blank = state::<Game>(&app).blank();
    click(&mut app, blank.x, blank.y);
    assert!(
        !app.world().resource::<AutoPlay>().on,
        "a click stops Solve"
    );
    settle(&mut app);
    assert_settled_mirror(&mut app);
}
