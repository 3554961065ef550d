//! Pause and restart, in every game: a paused game's clocks stand still, its board is
//! covered and takes no click, it asks for no frame, and a timed game pauses itself
//! when the window loses the focus; Restart asks nothing before a move and asks after
//! one, then deals the same start again, a new attempt for the statistics.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::WindowFocused;
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::core::wake::Wake;
use grid_puzzles::games::every_game;
use grid_puzzles::games::fifteen::FifteenPlugin;
use grid_puzzles::games::lianliankan::{LianliankanPlugin, LifeClock};
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_puzzles::persist::stats::Statistics;
use grid_puzzles::screens::pause::PauseCover;
use grid_puzzles::ui::access::Announcements;
use grid_puzzles::ui::panel::SettingsPanel;
use grid_rules::Puzzle;
use grid_rules::fifteen::Fifteen;
use grid_rules::lianliankan::Lianliankan;
use grid_rules::samegame::SameGame;

use crate::common::*;

fn covers(app: &mut App) -> usize {
    app.world_mut()
        .query_filtered::<(), With<PauseCover>>()
        .iter(app.world())
        .count()
}

fn panels(app: &mut App) -> usize {
    app.world_mut()
        .query_filtered::<(), With<SettingsPanel>>()
        .iter(app.world())
        .count()
}

fn last_said(app: &App) -> Option<String> {
    let said = app.world().resource::<Announcements>().last.clone()?;
    Some(grid_puzzles::core::words::english().text(&said))
}

/// Slides the tile beside Fifteen's gap.
fn slide(app: &mut App) {
    let blank = state::<Fifteen>(app).blank();
    let x = if blank.x > 0 {
        blank.x - 1
    } else {
        blank.x + 1
    };
    click(app, x, blank.y);
}

#[test]
fn a_paused_game_stops_its_clock_covers_its_board_takes_no_click_and_asks_for_no_frame() {
    let mut app = start_game::<Fifteen>(FifteenPlugin, 4);
    settle(&mut app);
    slide(&mut app);
    settle(&mut app);
    advance(&mut app, 1.0);
    let before = session(&app).seconds;
    assert!(before > 0.9, "the clock runs from the first move: {before}");
    key(&mut app, KeyCode::KeyP);
    assert!(session(&app).paused, "P pauses");
    assert_eq!(covers(&mut app), 1, "the board is covered");
    assert_eq!(last_said(&app).as_deref(), Some("Game paused"));
    let board = state::<Fifteen>(&app);
    slide(&mut app);
    assert_eq!(
        state::<Fifteen>(&app),
        board,
        "a click on a covered board does nothing"
    );
    command(&mut app, GameCommand::Undo);
    assert_eq!(state::<Fifteen>(&app), board, "nor does undo");
    advance(&mut app, 3.0);
    assert!(
        (session(&app).seconds - before).abs() < 0.1,
        "the clock stands still: {} then {}",
        before,
        session(&app).seconds
    );
    let asked = app
        .world()
        .resource::<Wake>()
        .next_update(bevy::platform::time::Instant::now());
    assert!(!asked.at_once, "no frame is asked for");
    assert_ne!(
        asked.wait,
        Some(Duration::from_secs(1)),
        "not even the clock's second"
    );
    press_named(&mut app, "paused-resume");
    assert!(!session(&app).paused, "Resume goes on");
    app.update();
    assert_eq!(covers(&mut app), 0, "the cover goes");
    assert_eq!(last_said(&app).as_deref(), Some("Game resumed"));
    advance(&mut app, 1.0);
    assert!(session(&app).seconds > before + 0.9, "the clock runs again");
    slide(&mut app);
    assert_ne!(state::<Fifteen>(&app), board, "the board plays again");
    settle(&mut app);
    assert_settled_mirror(&mut app);
}

#[test]
fn a_timed_game_pauses_itself_when_the_window_loses_the_focus_while_its_clock_runs() {
    let lost = |app: &mut App| {
        app.world_mut().write_message(WindowFocused {
            window: Entity::PLACEHOLDER,
            focused: false,
        });
        app.update();
    };
    let mut app = start_game::<Fifteen>(FifteenPlugin, 5);
    lost(&mut app);
    assert!(!session(&app).paused, "no clock runs before the first move");
    slide(&mut app);
    lost(&mut app);
    assert!(
        session(&app).paused,
        "the running clock stops with the focus"
    );
    let mut untimed = start_game::<SameGame>(SameGamePlugin, 5);
    let group = find_group(state::<SameGame>(&untimed).cells(), 2).expect("a move");
    click(&mut untimed, group.x, group.y);
    lost(&mut untimed);
    assert!(!session(&untimed).paused, "SameGame has no clock to stop");
}

#[test]
fn lianliankans_life_stands_still_while_paused() {
    let mut app = start_game::<Lianliankan>(LianliankanPlugin, 6);
    settle(&mut app);
    click(&mut app, 0, 0);
    advance(&mut app, 2.0);
    let spent = app.world().resource::<LifeClock>().seconds;
    assert!(spent > 1.9, "the life drains from the first click: {spent}");
    command(&mut app, GameCommand::Pause);
    advance(&mut app, 5.0);
    let clock = app.world().resource::<LifeClock>().seconds;
    assert!((clock - spent).abs() < 0.1, "{spent} then {clock}");
}

#[test]
fn restart_asks_only_after_a_move_then_deals_the_same_start_as_a_new_attempt() {
    let mut app = start_game::<SameGame>(SameGamePlugin, 8);
    settle(&mut app);
    let start = state::<SameGame>(&app);
    let seed = session(&app).played.seed();
    key(&mut app, KeyCode::KeyR);
    assert_eq!(panels(&mut app), 0, "no move made: nothing to ask");
    for _ in 0..2 {
        let group = find_group(state::<SameGame>(&app).cells(), 2).expect("a move");
        click(&mut app, group.x, group.y);
    }
    let played = |app: &App| {
        app.world()
            .resource::<Statistics>()
            .0
            .values()
            .map(|record| record.played)
            .sum::<u32>()
    };
    assert_eq!(played(&app), 1, "the first attempt is played");
    command(&mut app, GameCommand::Restart);
    assert_eq!(panels(&mut app), 1, "moves were made: Restart asks first");
    assert_ne!(state::<SameGame>(&app), start, "asking changes nothing");
    press_named(&mut app, "restart-confirm");
    app.update();
    assert_eq!(panels(&mut app), 0);
    assert_eq!(
        state::<SameGame>(&app),
        start,
        "the same deal from its start"
    );
    assert_eq!(session(&app).played.seed(), seed);
    assert_eq!(session(&app).played.moves_played(), 0);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    let group = find_group(state::<SameGame>(&app).cells(), 2).expect("a move");
    click(&mut app, group.x, group.y);
    assert_eq!(played(&app), 2, "the restart is a new attempt");
}

#[test]
fn every_game_pauses_and_restarts() {
    for (seed, game) in (30..).zip(every_game()) {
        let name = game.facts().id.0;
        let mut app = start_any(game, seed);
        settle(&mut app);
        let start = session(&app).state().board_text();
        let clicks = session(&app).state().hint().expect("a move");
        for pos in clicks {
            click(&mut app, pos.x, pos.y);
        }
        assert_eq!(session(&app).played.moves_played(), 1, "{name}");
        command(&mut app, GameCommand::Pause);
        assert!(session(&app).paused, "{name}");
        command(&mut app, GameCommand::Pause);
        assert!(!session(&app).paused, "{name}");
        command(&mut app, GameCommand::RestartConfirmed);
        assert_eq!(session(&app).state().board_text(), start, "{name}");
        assert_eq!(session(&app).played.moves_played(), 0, "{name}");
        settle(&mut app);
        assert_settled_mirror(&mut app);
    }
}
