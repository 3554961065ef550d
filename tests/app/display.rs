//! Display preferences: symbols dress every coloured piece (and Color Lines' next balls)
//! without touching the rules; reduced motion shortens every animation to a quick pop
//! and changes no state or score for the same clicks.

use bevy::prelude::*;
use grid_puzzles::board::anim::{QUICK, ReducedMotion};
use grid_puzzles::board::symbols::Symbol;
use grid_puzzles::games::color_lines::ColorLinesPlugin;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_puzzles::persist::shared::Preferences;
use grid_rules::Puzzle;
use grid_rules::color_lines::ColorLines;
use grid_rules::samegame::SameGame;

use crate::common::*;

fn symbols(app: &mut App) -> usize {
    app.world_mut()
        .query_filtered::<(), With<Symbol>>()
        .iter(app.world())
        .count()
}

#[test]
fn symbols_dress_the_pieces_and_leave_the_rules_alone() {
    let mut app = start_game::<SameGame>(SameGamePlugin, 51);
    settle(&mut app);
    let before = state::<SameGame>(&app);
    assert_eq!(symbols(&mut app), 0);
    app.world_mut().resource_mut::<Preferences>().symbols = true;
    app.update();
    app.update();
    assert_eq!(symbols(&mut app), mirrored::<SameGame>(&mut app).len());
    assert_eq!(state::<SameGame>(&app), before, "the rules did not change");
    let pos = find_group(before.cells(), 2).unwrap();
    click(&mut app, pos.x, pos.y);
    settle(&mut app);
    assert_eq!(
        symbols(&mut app),
        mirrored::<SameGame>(&mut app).len(),
        "pieces that moved keep theirs, removed ones take theirs along"
    );
    app.world_mut().resource_mut::<Preferences>().symbols = false;
    app.update();
    app.update();
    assert_eq!(symbols(&mut app), 0);
    assert_settled_mirror(&mut app);
}

#[test]
fn color_lines_next_balls_wear_symbols_too() {
    let mut app = start_game::<ColorLines>(ColorLinesPlugin, 52);
    settle(&mut app);
    app.world_mut().resource_mut::<Preferences>().symbols = true;
    app.update();
    app.update();
    let on_board = mirrored::<ColorLines>(&mut app).len();
    assert_eq!(
        symbols(&mut app),
        on_board + 3,
        "three next balls wear theirs"
    );
}

/// Plays the same clicks in a fresh game and returns the final state, with the
/// animations' motion full or reduced.
fn play(reduced: bool) -> (SameGame, f32) {
    let mut app = start_game::<SameGame>(SameGamePlugin, 53);
    app.world_mut().resource_mut::<ReducedMotion>().0 = reduced;
    app.world_mut()
        .resource_mut::<Preferences>()
        .reduced_motion_chosen = true;
    app.world_mut().resource_mut::<Preferences>().reduced_motion = reduced;
    settle(&mut app);
    let mut longest: f32 = 0.0;
    for _ in 0..6 {
        let Some(pos) = find_group(state::<SameGame>(&app).cells(), 2) else {
            break;
        };
        click(&mut app, pos.x, pos.y);
        let mut frames = 0;
        while running_animations(&mut app) > 0 || vanishing(&mut app) > 0 {
            app.update();
            frames += 1;
            assert!(frames < 600);
        }
        longest = longest.max(frames as f32 * FRAME.as_secs_f32());
    }
    assert_settled_mirror(&mut app);
    (state::<SameGame>(&app), longest)
}

#[test]
fn reduced_motion_is_quick_and_changes_no_state() {
    let (full, full_time) = play(false);
    let (reduced, reduced_time) = play(true);
    assert_eq!(full, reduced, "the same clicks give the same game");
    assert_eq!(full.score(), reduced.score());
    assert!(
        reduced_time <= QUICK + 0.1,
        "reduced animations take {reduced_time} s"
    );
    assert!(full_time > reduced_time, "{full_time} vs {reduced_time}");
}
