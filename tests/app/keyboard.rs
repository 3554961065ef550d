//! Playing by keyboard alone: in every game the arrows move the board cursor and Enter
//! clicks where it is (two-click moves included), or in Fifteen the arrows slide tiles;
//! Tab walks the HUD buttons and Enter presses the focused one.

use bevy::prelude::*;
use grid_puzzles::board::cursor::BoardCursor;
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::games::{GamesPlugin, ViewVisitor, with_game_view};
use grid_puzzles::session::game_look::GameLook;
use grid_puzzles::ui::focus::KeyboardFocus;
use grid_rules::fifteen::{Arrow, Fifteen};
use grid_rules::{Pos, Puzzle};

use crate::common::*;

/// Walks the cursor to `target` with arrow keys, then presses Enter.
fn keyboard_click(app: &mut App, target: Pos) {
    loop {
        let at = app.world().resource::<BoardCursor>().pos;
        let step = if at.x < target.x {
            KeyCode::ArrowRight
        } else if at.x > target.x {
            KeyCode::ArrowLeft
        } else if at.y < target.y {
            KeyCode::ArrowDown
        } else if at.y > target.y {
            KeyCode::ArrowUp
        } else {
            break;
        };
        key(app, step);
    }
    key(app, KeyCode::Enter);
}

struct PlayByKeyboard;

impl ViewVisitor for PlayByKeyboard {
    type Output = ();
    fn visit<P: GameLook>(self) {
        let mut app = start_game::<P>(GamesPlugin, 31);
        settle(&mut app);
        if P::ID == Fifteen::ID {
            return;
        }
        assert!(app.world().resource::<BoardCursor>().arrows_move_it);
        let clicks = state::<P>(&app).hint().expect("a legal move");
        for cell in clicks {
            keyboard_click(&mut app, cell);
        }
        assert_eq!(
            running::<P>(&app).record.history.moves_played(),
            1,
            "{}: one move played by keyboard",
            P::ID
        );
        settle(&mut app);
        assert_settled_mirror(&mut app);
    }
}

#[test]
fn every_game_plays_a_move_by_keyboard_alone() {
    for game in grid_rules::games::GAMES {
        with_game_view(game.id, PlayByKeyboard).unwrap();
    }
}

#[test]
fn fifteen_arrows_slide_tiles_and_leave_the_cursor_off() {
    let mut app = start_game::<Fifteen>(GamesPlugin, 31);
    settle(&mut app);
    assert!(!app.world().resource::<BoardCursor>().arrows_move_it);
    let (arrow, key_code) = [
        (Arrow::Up, KeyCode::ArrowUp),
        (Arrow::Down, KeyCode::ArrowDown),
        (Arrow::Left, KeyCode::ArrowLeft),
        (Arrow::Right, KeyCode::ArrowRight),
    ]
    .into_iter()
    .find(|(arrow, _)| state::<Fifteen>(&app).arrow_move(*arrow).is_some())
    .expect("some arrow slides a tile");
    let _ = arrow;
    key(&mut app, key_code);
    assert_eq!(running::<Fifteen>(&app).record.history.moves_played(), 1);
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        running::<Fifteen>(&app).record.history.moves_played(),
        1,
        "Enter clicks nothing"
    );
}

/// The label of a button entity.
fn label_of(app: &mut App, button: Entity) -> String {
    let mut labels = app.world_mut().query::<(&ChildOf, &Text)>();
    labels
        .iter(app.world())
        .find(|(parent, _)| parent.parent() == button)
        .map(|(_, text)| text.0.clone())
        .unwrap_or_default()
}

#[test]
fn tab_walks_the_hud_buttons_and_enter_presses_one() {
    let mut app = start_game::<grid_rules::samegame::SameGame>(GamesPlugin, 32);
    settle(&mut app);
    let pos = find_group(state::<grid_rules::samegame::SameGame>(&app).cells(), 2).unwrap();
    click(&mut app, pos.x, pos.y);
    settle(&mut app);
    let mut seen = Vec::new();
    for _ in 0..30 {
        key(&mut app, KeyCode::Tab);
        let focused = app
            .world()
            .resource::<KeyboardFocus>()
            .button
            .expect("a button has focus");
        let label = label_of(&mut app, focused);
        if seen.contains(&label) {
            break;
        }
        seen.push(label);
    }
    for wanted in ["New game", "Undo", "Redo", "Hint", "Auto", "Share", "Menu"] {
        assert!(
            seen.iter().any(|label| label == wanted),
            "Tab reaches {wanted}: {seen:?}"
        );
    }
    loop {
        let focused = app.world().resource::<KeyboardFocus>().button.unwrap();
        if label_of(&mut app, focused) == "Undo" {
            break;
        }
        key(&mut app, KeyCode::Tab);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        session(&app).played.moves_played(),
        0,
        "Enter on Undo took the move back"
    );
    key(&mut app, KeyCode::ArrowLeft);
    assert_eq!(
        app.world().resource::<KeyboardFocus>().button,
        None,
        "arrows leave the buttons"
    );
    let _ = GameCommand::Undo;
}
