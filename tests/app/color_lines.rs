//! Headless App tests of the Color Lines plugin: moves, spawns and removals mirrored,
//! selection moves between balls, a click mid-travel finishes the travel first, and
//! an unreachable target shakes the ball; the "Next:" balls show the coming colours.

use crate::common::*;
use bevy::prelude::*;
use grid_puzzles::games::color_lines::{ColorLinesPlugin, NextBall, ShakeMark};
use grid_puzzles::look::pieces::PieceLook;
use grid_puzzles::screens::board::draw::replace_state;
use grid_puzzles::screens::hud::layout::{GameButtonRow, InfoText};
use grid_rules::color_lines::{ColorLines, Travel};
use grid_rules::{Pos, Puzzle};

type Game = ColorLines;

fn balls(state: &Game) -> Vec<Pos> {
    state
        .cells()
        .iter()
        .filter(|(_, c)| c.is_some())
        .map(|(p, _)| p)
        .collect()
}

fn empties(state: &Game) -> Vec<Pos> {
    state
        .cells()
        .iter()
        .filter(|(_, c)| c.is_none())
        .map(|(p, _)| p)
        .collect()
}

/// A reachable empty cell for the ball at `from`, if any.
fn reachable_target(state: &Game, from: Pos) -> Option<Pos> {
    empties(state)
        .into_iter()
        .find(|to| state.path(from, *to).is_some())
}

/// A settled app playing the hand-made `board` (next colours included).
fn start_from_board(board: &str) -> App {
    let mut app = start_game::<Game>(ColorLinesPlugin, 1);
    replace_state(
        app.world_mut(),
        Game::from_board_text(&Default::default(), board, 0).unwrap(),
    );
    settle(&mut app);
    app
}

#[test]
fn moves_spawns_and_removals_are_mirrored() {
    let mut app = start_game::<Game>(ColorLinesPlugin, 17);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert_eq!(mirrored::<Game>(&mut app).len(), 3);
    for turn in 0..25 {
        let now = state::<Game>(&app);
        if now.is_over() {
            break;
        }
        let from = balls(&now)[turn % balls(&now).len()];
        let Some(to) = reachable_target(&now, from) else {
            continue;
        };
        click(&mut app, from.x, from.y);
        assert_eq!(running::<Game>(&app).ui.selected, Some(from));
        click(&mut app, to.x, to.y);
        let after = state::<Game>(&app);
        assert_eq!(after, now.apply(&Travel { from, to }).unwrap().0);
        assert_mirror(&mut app);
        settle(&mut app);
        assert_settled_mirror(&mut app);
    }
}

#[test]
fn a_completed_line_pops_and_scores() {
    let board = "R R R R . . . .\n. . . . . . . .\n. . . . R . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\nnext: G B Y\n";
    let mut app = start_from_board(board);
    click(&mut app, 4, 2);
    click(&mut app, 4, 0);
    let after = state::<Game>(&app);
    assert_eq!(after.score(), 10);
    // The line emptied the board, so the next three land (otherwise nothing could move).
    assert_eq!(
        balls(&after).len(),
        3,
        "the line is gone and the next balls landed"
    );
    assert_eq!(vanishing(&mut app), 5, "the line pops");
    assert_mirror(&mut app);
    settle(&mut app);
    assert_settled_mirror(&mut app);
}

#[test]
fn clicking_a_second_ball_moves_the_selection_and_unreachable_shakes() {
    let board = "R G . . .\nG . . . .\n. . . . .\n. . . . B\n. . . B .\nnext: R G B\n";
    let mut app = start_from_board(board);
    click(&mut app, 0, 0);
    assert_eq!(running::<Game>(&app).ui.selected, Some(Pos::new(0, 0)));
    click(&mut app, 4, 3);
    assert_eq!(running::<Game>(&app).ui.selected, Some(Pos::new(4, 3)));
    click(&mut app, 0, 0);
    let before = state::<Game>(&app);
    click(&mut app, 4, 4);
    assert_eq!(
        state::<Game>(&app),
        before,
        "the walled-in corner cannot be reached"
    );
    assert_eq!(running::<Game>(&app).ui.unreachable, Some(Pos::new(4, 4)));
    app.update();
    let shaken = app
        .world_mut()
        .query_filtered::<&grid_puzzles::board::root::GridPos, With<ShakeMark>>()
        .iter(app.world())
        .map(|pos| pos.0)
        .collect::<Vec<_>>();
    assert_eq!(shaken, vec![Pos::new(0, 0)]);
    assert!(running_animations(&mut app) > 0, "the shake plays");
    settle(&mut app);
    assert_settled_mirror(&mut app);
}

#[test]
fn a_click_mid_travel_finishes_the_travel_first() {
    let board = "R . . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . .\n. . . . . . . G\nnext: B B B\n";
    let mut app = start_from_board(board);
    click(&mut app, 0, 0);
    click(&mut app, 7, 6);
    advance(&mut app, 0.1);
    assert!(running_animations(&mut app) > 0, "still travelling");
    click(&mut app, 7, 7);
    assert_eq!(
        running::<Game>(&app).ui.selected,
        Some(Pos::new(7, 7)),
        "the click is handled"
    );
    assert_eq!(
        running_animations(&mut app),
        0,
        "the travel was finished at once"
    );
    assert_settled_mirror(&mut app);
}

/// The three coming balls sit in the score row, right after the "Next:" label, and
/// take the colours the rules will spawn, before and after a move.
#[test]
fn next_balls_follow_the_next_label_and_show_the_coming_colours() {
    let mut app = start_game::<Game>(ColorLinesPlugin, 17);
    settle(&mut app);
    let assert_next_balls = |app: &mut App| {
        let coming = state::<Game>(app).next().to_vec();
        let look = app.world().resource::<PieceLook>().clone();
        let world = app.world_mut();
        let score_row = world
            .query_filtered::<&ChildOf, With<InfoText>>()
            .single(world)
            .unwrap()
            .parent();
        // Room for seven (Five or More's large board); the three coming are shown.
        let mut balls: Vec<(usize, Color, Entity)> = world
            .query::<(&NextBall, &ImageNode, &ChildOf, &Visibility)>()
            .iter(world)
            .filter(|(_, _, _, visibility)| **visibility != Visibility::Hidden)
            .map(|(ball, image, parent, _)| (ball.0, image.color, parent.parent()))
            .collect();
        balls.sort_by_key(|(index, _, _)| *index);
        assert_eq!(balls.len(), 3);
        let label = world
            .query_filtered::<Entity, With<InfoText>>()
            .single(world)
            .unwrap();
        for (index, tint, holder) in balls {
            assert_eq!(tint, look.palette.piece(coming[index]), "ball {index}");
            // The balls' row is the game's extras, the next child of the score row
            // after the "Next:" label.
            let extras = world.get::<ChildOf>(holder).map(ChildOf::parent).unwrap();
            assert!(world.get::<GameButtonRow>(extras).is_some());
            let siblings: Vec<Entity> = world.get::<Children>(score_row).unwrap().iter().collect();
            let at = siblings.iter().position(|child| *child == label).unwrap();
            assert_eq!(siblings.get(at + 1), Some(&extras), "right after Next:");
        }
    };
    assert_next_balls(&mut app);
    let now = state::<Game>(&app);
    let from = balls(&now)[0];
    let to = reachable_target(&now, from).unwrap();
    click(&mut app, from.x, from.y);
    click(&mut app, to.x, to.y);
    settle(&mut app);
    assert_ne!(
        state::<Game>(&app).next(),
        now.next(),
        "a move deals new coming balls"
    );
    assert_next_balls(&mut app);
}

/// The next balls the HUD shows (not hidden).
fn next_balls_shown(app: &mut App) -> usize {
    let world = app.world_mut();
    world
        .query::<(&NextBall, &Visibility)>()
        .iter(world)
        .filter(|(_, visibility)| **visibility != Visibility::Hidden)
        .count()
}

#[test]
fn five_or_mores_large_board_with_hidden_next_is_chosen_in_the_settings_and_played() {
    use grid_puzzles::core::game::GameCommand;
    let mut app = start_game::<Game>(ColorLinesPlugin, 23);
    settle(&mut app);
    assert_eq!(next_balls_shown(&mut app), 3);
    command(&mut app, GameCommand::Settings);
    app.update();
    assert_eq!(setting_value(&mut app, "Board"), "8×8");
    press_setting(&mut app, "Board", "large");
    assert_eq!(setting_value(&mut app, "Board"), "Large (20×15)");
    assert_eq!(setting_value(&mut app, "setting-next-count"), "7");
    press_setting(&mut app, "setting-next-count", "-");
    assert_eq!(setting_value(&mut app, "setting-next-count"), "6");
    press_setting(&mut app, "setting-next", "hidden");
    key(&mut app, KeyCode::Escape);
    command(&mut app, GameCommand::NewGame);
    settle(&mut app);
    assert_eq!(session(&app).played.params(), "20x15x7x6 next=hidden");
    let dealt = state::<Game>(&app);
    assert_eq!((dealt.cells().width(), dealt.cells().height()), (20, 15));
    assert_eq!(balls(&dealt).len(), 5);
    assert_settled_mirror(&mut app);
    assert_eq!(
        next_balls_shown(&mut app),
        0,
        "hidden next colours are not drawn"
    );
    let info = app
        .world_mut()
        .query_filtered::<&Text, With<InfoText>>()
        .single(app.world())
        .unwrap()
        .0
        .clone();
    assert_eq!(info, "Next:\u{a0}hidden");
    // A quiet move through the window's input: six hidden balls land, mirrored.
    let from = balls(&dealt)[0];
    let to = reachable_target(&dealt, from).unwrap();
    click(&mut app, from.x, from.y);
    click(&mut app, to.x, to.y);
    let after = state::<Game>(&app);
    assert_eq!(after, dealt.apply(&Travel { from, to }).unwrap().0);
    assert_mirror(&mut app);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert!(
        balls(&after).len() >= 5 + 6 - 5,
        "six arrived (a line may have gone)"
    );
    assert_eq!(after.next().len(), 6);
}

#[test]
fn any_rectangle_is_chosen_in_the_settings_from_a_board_and_a_board_resets_it() {
    use grid_puzzles::core::game::GameCommand;
    let mut app = start_game::<Game>(ColorLinesPlugin, 29);
    settle(&mut app);
    command(&mut app, GameCommand::Settings);
    app.update();
    press_setting(&mut app, "Width", "+");
    press_setting(&mut app, "Height", "-");
    press_setting(&mut app, "Height", "-");
    assert_eq!(setting_value(&mut app, "Width"), "9");
    assert_eq!(setting_value(&mut app, "Height"), "6");
    assert_eq!(setting_value(&mut app, "Board"), "Custom (9×6)");
    key(&mut app, KeyCode::Escape);
    command(&mut app, GameCommand::NewGame);
    settle(&mut app);
    assert_eq!(session(&app).played.params(), "9x6x6x3");
    let dealt = state::<Game>(&app);
    assert_eq!((dealt.cells().width(), dealt.cells().height()), (9, 6));
    assert_settled_mirror(&mut app);
    // A move on it through the window's input, mirrored.
    let from = balls(&dealt)[0];
    let to = reachable_target(&dealt, from).unwrap();
    click(&mut app, from.x, from.y);
    click(&mut app, to.x, to.y);
    assert_eq!(
        state::<Game>(&app),
        dealt.apply(&Travel { from, to }).unwrap().0
    );
    settle(&mut app);
    assert_settled_mirror(&mut app);
    // Choosing a board brings its own size again.
    command(&mut app, GameCommand::Settings);
    app.update();
    press_setting(&mut app, "Board", "small");
    assert_eq!(setting_value(&mut app, "Board"), "Small (7×7)");
    assert_eq!(setting_value(&mut app, "Width"), "7");
}
