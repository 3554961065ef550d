//! Input storms: each game gets seeded random input the way a restless player gives it
//! (clicks on any cell and just off the board, arrow keys and Enter, Undo, Redo, New
//! game, Hint, Auto, the settings panel, window resizes from a sliver to a wall), most
//! of it while pieces are still moving, with time going on by random small steps. After
//! every frame the entities mirror the rules state, the board fits the window as it is
//! now, and the rules state is what its start and its moves give when replayed without
//! a window. A short storm runs in `cargo test`; `GRID_PUZZLES_LONG=1` runs 100,000
//! inputs per game (`scripts/bench.sh` does, and prints the time taken).

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::window::PrimaryWindow;
use grid_puzzles::board::root::{BoardFrame, BoardMargin, BoardRoot};
use grid_puzzles::core::game::{CellClicked, GameCommand};
use grid_puzzles::games::every_game;
use grid_puzzles::session::game::Game;
use grid_rules::Pos;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::common::{assert_mirror, session, start_any};

/// Inputs per game: a short storm normally, 100,000 in the long run.
fn inputs() -> usize {
    if std::env::var("GRID_PUZZLES_LONG").is_ok_and(|value| value.trim() == "1") {
        100_000
    } else {
        400
    }
}

/// One frame after `time` more of game time, then the checks.
fn frame(app: &mut App, time: Duration) {
    app.insert_resource(TimeUpdateStrategy::ManualDuration(time));
    app.update();
    check(app);
}

/// The entities mirror the rules state, the board fits the window, and the state is its
/// start and moves replayed (as its game code holds them).
fn check(app: &mut App) {
    assert_mirror(app);
    assert_board_fits(app);
    let session = session(app);
    let replayed = session
        .game()
        .open_code(&session.code())
        .expect("the moves replay");
    let (now, again) = (session.state(), replayed.position());
    assert_eq!(
        again.board_text(),
        now.board_text(),
        "the state is not its moves replayed"
    );
    assert_eq!(again.score(), now.score());
}

/// The board's root is scaled and placed for the window's present size and HUD, and the
/// scaled board lies inside the window below the HUD.
fn assert_board_fits(app: &mut App) {
    let window = app
        .world_mut()
        .query_filtered::<&Window, With<PrimaryWindow>>()
        .single(app.world())
        .map(|window| Vec2::new(window.width(), window.height()))
        .expect("the storm's window");
    let frame = *app.world().resource::<BoardFrame>();
    let mut roots = app
        .world_mut()
        .query::<(&BoardRoot, Option<&BoardMargin>, &Transform)>();
    for (root, margin, transform) in roots.iter(app.world()) {
        let extra = margin.map_or(0.0, |margin| margin.0);
        assert_eq!(
            *transform,
            root.fit(window, &frame, extra),
            "board not fitted to {window}"
        );
        let shown = root.size() * transform.scale.truncate();
        // A window too small for any board still gets a board of a pixel, never a
        // negative or infinite scale.
        assert!(transform.scale.x.is_finite() && transform.scale.x > 0.0);
        assert!(
            shown.x <= window.x.max(1.0) + 0.01
                && shown.y <= (window.y - frame.top - frame.bottom).max(1.0) + 0.01,
            "board of {shown} in a window of {window} in {frame:?}"
        );
    }
}

/// Gives the window a new size: mostly a player's (phone to desktop), sometimes a
/// sliver or a wall.
fn resize(app: &mut App, rng: &mut StdRng) {
    let (width, height) = if rng.random_bool(0.2) {
        (rng.random_range(1.0..40.0), rng.random_range(1.0..4000.0))
    } else {
        (
            rng.random_range(320.0..1920.0),
            rng.random_range(480.0..1200.0),
        )
    };
    let mut windows = app
        .world_mut()
        .query_filtered::<&mut Window, With<PrimaryWindow>>();
    let mut window = windows
        .single_mut(app.world_mut())
        .expect("the storm's window");
    window.resolution.set(width, height);
}

fn storm(game: &dyn Game, seed: u64) {
    let mut app = start_any(game, seed);
    app.world_mut().spawn((Window::default(), PrimaryWindow));
    let mut rng = StdRng::seed_from_u64(seed);
    let mut moves_seen = 0;
    for _ in 0..inputs() {
        let (width, height) = session(&app).state().size();
        let roll = rng.random_range(0..100);
        match roll {
            // Clicks, one in ten just off the board's right or bottom edge. One in three
            // is a double click, a frame apart: the way a Bubble Breaker player selects
            // and bursts, so every storm plays moves whatever the engines' timing.
            0..55 => {
                let pos = Pos::new(rng.random_range(0..=width), rng.random_range(0..=height));
                app.world_mut().write_message(CellClicked { pos });
                if rng.random_bool(1.0 / 3.0) {
                    frame(&mut app, Duration::from_millis(16));
                    app.world_mut().write_message(CellClicked { pos });
                }
            }
            55..67 => write(&mut app, GameCommand::Undo),
            67..75 => write(&mut app, GameCommand::Redo),
            75..78 => write(&mut app, GameCommand::NewGame),
            78..84 => write(&mut app, GameCommand::Hint),
            84..86 => write(&mut app, GameCommand::AutoPlay),
            86..88 => write(&mut app, GameCommand::Settings),
            88..90 => resize(&mut app, &mut rng),
            _ => {
                let keys = [
                    KeyCode::ArrowUp,
                    KeyCode::ArrowDown,
                    KeyCode::ArrowLeft,
                    KeyCode::ArrowRight,
                    KeyCode::Enter,
                    KeyCode::Space,
                ];
                let key = keys[rng.random_range(0..keys.len())];
                press(&mut app, key);
            }
        }
        // Mostly a frame or two (the next input lands mid-animation), sometimes longer.
        let frames = if rng.random_bool(0.1) {
            rng.random_range(5..40)
        } else {
            rng.random_range(1..3)
        };
        for _ in 0..frames {
            let step = Duration::from_millis(rng.random_range(1..40));
            frame(&mut app, step);
        }
        moves_seen = moves_seen.max(session(&app).played.moves_played());
    }
    assert!(
        moves_seen > 0,
        "{}: the storm never played a move",
        game.facts().id.0
    );
}

fn write(app: &mut App, command: GameCommand) {
    app.world_mut().write_message(command);
}

/// A keystroke as Bevy's input plugin gives it, checked frame by frame.
fn press(app: &mut App, key: KeyCode) {
    use bevy::input::ButtonState;
    for stroke in grid_puzzles::ui::gamepad::keystroke(key) {
        let state = stroke.state;
        app.world_mut().write_message(stroke);
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        match state {
            ButtonState::Pressed => input.press(key),
            ButtonState::Released => input.release(key),
        }
        frame(app, Duration::from_millis(16));
        app.world_mut()
            .resource_mut::<ButtonInput<KeyCode>>()
            .clear();
    }
}

#[test]
fn every_game_survives_a_storm() {
    for (seed, game) in (11..).zip(every_game()) {
        storm(game, seed);
    }
}
