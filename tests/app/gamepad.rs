//! A gamepad plays: its buttons, as Bevy's gamepad input gives them, move the cursor,
//! play the cell under it (A), undo (B), ask for a hint (Y), and go back to the menu
//! (Start).

use bevy::input::gamepad::{
    GamepadAxis, GamepadButton, GamepadConnection, GamepadConnectionEvent,
    RawGamepadAxisChangedEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::prelude::*;
use grid_puzzles::board::cursor::BoardCursor;
use grid_puzzles::core::game::AppState;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_rules::Puzzle;
use grid_rules::samegame::SameGame;

use crate::common::*;

/// A headless SameGame with Bevy's input (its gamepads) and one pad connected.
fn game_with_pad() -> (App, Entity) {
    let mut app = start_game::<SameGame>(SameGamePlugin, 41);
    app.add_plugins(bevy::input::InputPlugin);
    let pad = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: "test pad".into(),
            vendor_id: None,
            product_id: None,
        },
    ));
    app.update();
    settle(&mut app);
    (app, pad)
}

/// Presses and lets go of `button`, a frame each, then lets the game act.
fn tap(app: &mut App, pad: Entity, button: GamepadButton) {
    for value in [1.0, 0.0] {
        app.world_mut()
            .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
                pad, button, value,
            )));
        app.update();
    }
    app.update();
    settle(app);
}

#[test]
fn a_gamepad_moves_the_cursor_plays_a_move_and_undoes_it() {
    let (mut app, pad) = game_with_pad();
    let start = app.world().resource::<BoardCursor>().pos;
    tap(&mut app, pad, GamepadButton::DPadRight);
    assert_eq!(
        app.world().resource::<BoardCursor>().pos.x,
        start.x + 1,
        "the D-pad moves the cursor"
    );
    // The left stick too: leaned down, it steps once, then repeats while held.
    app.world_mut()
        .write_message(RawGamepadEvent::Axis(RawGamepadAxisChangedEvent::new(
            pad,
            GamepadAxis::LeftStickY,
            -1.0,
        )));
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<BoardCursor>().pos.y,
        start.y + 1,
        "the stick moves it"
    );
    advance(&mut app, 0.6);
    assert!(
        app.world().resource::<BoardCursor>().pos.y > start.y + 1,
        "held, it repeats"
    );
    app.world_mut()
        .write_message(RawGamepadEvent::Axis(RawGamepadAxisChangedEvent::new(
            pad,
            GamepadAxis::LeftStickY,
            0.0,
        )));
    app.update();
    // A plays the group under the cursor.
    let before = state::<SameGame>(&app);
    let group = find_group(before.cells(), 2).expect("a move");
    app.world_mut().resource_mut::<BoardCursor>().pos = group;
    tap(&mut app, pad, GamepadButton::South);
    assert_eq!(
        running::<SameGame>(&app).record.history.moves_played(),
        1,
        "A played the move"
    );
    // The move A played is the group under the cursor: the rules' own move from there.
    let mv = before
        .click(&mut Default::default(), group)
        .expect("a group is a move");
    let expected = before.apply(&mv).expect("legal").0;
    assert_eq!(
        state::<SameGame>(&app),
        expected,
        "A removed the group under the cursor"
    );
    assert_mirror(&mut app);
    // B undoes it.
    tap(&mut app, pad, GamepadButton::East);
    assert_eq!(state::<SameGame>(&app), before, "B undid it");
    assert_settled_mirror(&mut app);
    // Start goes back to the menu.
    tap(&mut app, pad, GamepadButton::Start);
    assert_eq!(
        *app.world().resource::<State<AppState>>().get(),
        AppState::Menu
    );
}
