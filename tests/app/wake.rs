//! A puzzle at rest asks for no frame: after each frame the game says whether it needs
//! the next one at once (a move animating, a hint pulsing), within a while (a game's
//! clock on screen, a toast to take away), or not until the player acts; the window
//! loop sleeps accordingly (`platform::wake`). Checked here as the windowless app
//! asks, frame by frame.

use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::core::wake::{NextUpdate, Wake};
use grid_puzzles::games::fifteen::FifteenPlugin;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_rules::Puzzle;
use grid_rules::fifteen::Fifteen;
use grid_rules::samegame::SameGame;

use crate::common::*;

/// What the last frame asked of the window loop.
fn asked(app: &App) -> NextUpdate {
    app.world().resource::<Wake>().next_update(Instant::now())
}

const ASLEEP: NextUpdate = NextUpdate {
    at_once: false,
    wait: None,
};

#[test]
fn a_board_at_rest_asks_for_nothing_and_a_move_for_frames_until_it_has_played() {
    let mut app = start_game::<SameGame>(SameGamePlugin, 7);
    settle(&mut app);
    assert_eq!(asked(&app), ASLEEP, "the dealt board at rest");
    let group = find_group(state::<SameGame>(&app).cells(), 2).expect("a move");
    click(&mut app, group.x, group.y);
    assert!(
        asked(&app).at_once,
        "the move's first frame asks for the next"
    );
    let mut frames = 0;
    while running_animations(&mut app) > 0 || vanishing(&mut app) > 0 {
        assert!(
            asked(&app).at_once,
            "frame {frames} of the move asks for the next"
        );
        app.update();
        frames += 1;
        assert!(frames < 600, "the move never ended");
    }
    app.update();
    assert!(frames > 3, "the move animated over {frames} frames");
    assert_eq!(asked(&app), ASLEEP, "the board at rest after the move");
}

#[test]
fn a_hint_pulses_frame_by_frame_until_it_goes() {
    let mut app = start_game::<SameGame>(SameGamePlugin, 7);
    settle(&mut app);
    command(&mut app, GameCommand::Hint);
    wait_for_hint(&mut app);
    app.update();
    assert!(
        asked(&app).at_once,
        "a pulsing hint asks for the next frame"
    );
    advance(&mut app, 5.0);
    app.update();
    assert_eq!(
        asked(&app),
        ASLEEP,
        "the hint has gone, and with it the frames"
    );
}

#[test]
fn a_running_clock_asks_for_a_frame_each_second() {
    // Fifteen is played against the clock: it runs from the first move.
    let mut app = start_game::<Fifteen>(FifteenPlugin, 3);
    settle(&mut app);
    // (The solver's tables may still be building off the frame; they ask for nothing.)
    assert!(!asked(&app).at_once);
    assert_eq!(asked(&app).wait, None, "no clock before the first move");
    let blank = state::<Fifteen>(&app).blank();
    let neighbour = if blank.x > 0 {
        (blank.x - 1, blank.y)
    } else {
        (blank.x + 1, blank.y)
    };
    click(&mut app, neighbour.0, neighbour.1);
    settle(&mut app);
    assert_eq!(
        asked(&app),
        NextUpdate {
            at_once: false,
            wait: Some(Duration::from_secs(1))
        },
        "the clock shows each second"
    );
}

#[test]
fn a_toast_is_taken_away_within_a_second_of_its_time() {
    let mut app = start_game::<SameGame>(SameGamePlugin, 7);
    settle(&mut app);
    command(&mut app, GameCommand::Share);
    app.update();
    let wait = asked(&app).wait.expect("the toast asks to be taken away");
    assert!(wait <= Duration::from_secs(1), "{wait:?}");
    advance(&mut app, 5.0);
    app.update();
    assert_eq!(asked(&app), ASLEEP, "the toast has gone");
}

#[test]
fn a_screen_readers_request_is_acted_on_at_once_and_the_game_looks_again() {
    let mut app = App::new();
    app.init_resource::<Wake>()
        .add_message::<bevy::a11y::ActionRequest>()
        .add_systems(
            Last,
            grid_puzzles::platform::wake::act_on_screen_reader_requests,
        );
    app.update();
    assert_eq!(asked(&app), ASLEEP, "nothing asked yet");
    // Focusing a cell is acted on a frame after Bevy hands it over, and the tree shows it
    // a frame later: the game must not fall asleep in between.
    app.world_mut()
        .write_message(bevy::a11y::ActionRequest(accesskit::ActionRequest {
            action: accesskit::Action::Focus,
            target_tree: accesskit::TreeId::ROOT,
            target_node: accesskit::NodeId(7),
            data: None,
        }));
    app.update();
    let next = asked(&app);
    assert!(
        next.at_once,
        "the request's frame asks for the next at once"
    );
    assert_eq!(next.wait, Some(grid_puzzles::core::wake::SOON));
    assert!(app.world().resource::<Wake>().player_active(Instant::now()));
}
