//! The engines in the window's session: a hint asked while an animation plays marks a
//! move of the position reached, auto-play plays moves until a click stops it, par
//! arrives for the deal even after the player moved; the board mirrors the rules
//! throughout.

use bevy::prelude::*;
use grid_puzzles::board::marks::HintShape;
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_puzzles::session::auto::AutoPlay;
use grid_puzzles::session::par::Par;
use grid_puzzles::session::state::Session;
use grid_rules::Puzzle;
use grid_rules::samegame::SameGame;

use crate::common::*;

type Game = SameGame;

fn moves_played(app: &App) -> usize {
    running::<Game>(app).record.history.moves_played()
}

#[test]
fn a_hint_asked_during_an_animation_marks_a_move_of_the_new_position() {
    let mut app = start_game::<Game>(SameGamePlugin, 21);
    settle(&mut app);
    let pos = find_group(state::<Game>(&app).cells(), 2).unwrap();
    click(&mut app, pos.x, pos.y);
    assert!(running_animations(&mut app) > 0, "the removal animates");
    command(&mut app, GameCommand::Hint);
    let HintShape::Group(group) = wait_for_hint(&mut app) else {
        panic!("SameGame hints a group");
    };
    let now = state::<Game>(&app);
    assert_eq!(
        now.removable_group(group[0]).len(),
        group.len(),
        "the hinted group is one of the position after the move"
    );
    assert_eq!(session(&app).hints_used, 1);
    settle(&mut app);
    assert_settled_mirror(&mut app);
}

#[test]
fn auto_play_plays_moves_and_a_click_stops_it() {
    let mut app = start_game::<Game>(SameGamePlugin, 22);
    settle(&mut app);
    command(&mut app, GameCommand::AutoPlay);
    assert!(app.world().resource::<AutoPlay>().on);
    update_until(&mut app, "auto-play plays three moves", |app| {
        moves_played(app) >= 3
    });
    assert!(moves_played(&app) >= 3, "auto-play played moves");
    assert_mirror(&mut app);
    let cell = find_group(state::<Game>(&app).cells(), 1).unwrap_or(grid_rules::Pos::new(0, 0));
    click(&mut app, cell.x, cell.y);
    assert!(!app.world().resource::<AutoPlay>().on, "a click stops it");
    settle(&mut app);
    let stopped_at = moves_played(&app);
    for _ in 0..200 {
        app.update();
    }
    assert_eq!(moves_played(&app), stopped_at, "no move after it stopped");
    assert_settled_mirror(&mut app);
}

#[test]
fn par_arrives_for_the_deal_after_the_player_moved() {
    let mut app = start_game::<Game>(SameGamePlugin, 23);
    let pos = find_group(state::<Game>(&app).cells(), 2).unwrap();
    click(&mut app, pos.x, pos.y);
    let deal = session(&app).deal;
    update_until(&mut app, "par", |app| {
        app.world().resource::<Par>().score.is_some()
    });
    let par = app.world().resource::<Par>().clone();
    assert_eq!(par.deal, deal, "par is about this deal");
    assert!(par.score.is_some(), "par is known");
    settle(&mut app);
    let shown = app
        .world_mut()
        .query::<&Text>()
        .iter(app.world())
        .any(|text| {
            text.0.contains(&format!(
                "Par:\u{a0}{}",
                grid_puzzles::core::words::english().number(par.score.unwrap())
            ))
        });
    assert!(shown, "the HUD shows par");
    assert_eq!(moves_played(&app), 1, "par changed nothing in the game");
    assert_settled_mirror(&mut app);
    let _ = app.world().resource::<Session>();
}
