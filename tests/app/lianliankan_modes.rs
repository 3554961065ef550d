//! Lianliankan's shifting levels and KShisen's boards in the window: chosen in the
//! settings panel, a pair joined by clicks makes the tiles slide (animated, the mirror
//! holding during and after), a screen reader hears the slide, and a cleared level deals
//! the next one with the next shift and a full life bar.

use crate::common::*;
use bevy::prelude::*;
use grid_puzzles::board::cursor::BoardCursor;
use grid_puzzles::board::root::BoardRoot;
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::games::lianliankan::{LianliankanPlugin, LifeClock};
use grid_puzzles::screens::board::draw::replace_state;
use grid_puzzles::ui::access::{AccessWanted, Announcements};
use grid_rules::lianliankan::{Lianliankan, Params, Shift};
use grid_rules::{Grid, Puzzle};

type Game = Lianliankan;

fn said(app: &App) -> String {
    let said = app.world().resource::<Announcements>().last.clone();
    said.map(|msg| grid_puzzles::core::words::english().text(&msg))
        .unwrap_or_default()
}

fn board(rows: &[&str]) -> Grid<Option<u8>> {
    let cells = rows
        .iter()
        .map(|row| {
            row.chars()
                .map(|c| c.to_digit(10).map(|d| d as u8))
                .collect()
        })
        .collect();
    Grid::from_rows(cells).unwrap()
}

#[test]
fn kshisen_board_shift_and_levels_come_from_the_settings_and_tiles_slide_by_clicks() {
    let mut app = start_game::<Game>(LianliankanPlugin, 4);
    app.insert_resource(AccessWanted(true));
    settle(&mut app);
    command(&mut app, GameCommand::Settings);
    app.update();
    press_setting(&mut app, "setting-board", "18x8");
    assert_eq!(setting_value(&mut app, "setting-board"), "18×8");
    press_setting(&mut app, "setting-height", "+");
    assert_eq!(setting_value(&mut app, "setting-height"), "9");
    assert_eq!(setting_value(&mut app, "setting-board"), "Custom (18×9)");
    press_setting(&mut app, "setting-board", "18x8");
    for _ in 0..28 {
        press_setting(&mut app, "setting-pictures", "+");
    }
    assert_eq!(setting_value(&mut app, "setting-pictures"), "36");
    assert_eq!(setting_value(&mut app, "setting-shift"), "Stay put");
    press_setting(&mut app, "setting-shift", "down");
    assert_eq!(setting_value(&mut app, "setting-shift"), "Down");
    press_setting(&mut app, "setting-levels", "change");
    assert_eq!(setting_value(&mut app, "setting-levels"), "On");
    key(&mut app, KeyCode::Escape);
    command(&mut app, GameCommand::NewGame);
    settle(&mut app);
    assert_eq!(
        session(&app).played.params(),
        "18x8x36 shift=down levels=on"
    );
    let dealt = state::<Game>(&app);
    assert_eq!((dealt.cells().width(), dealt.cells().height()), (18, 8));
    assert_eq!((dealt.shift(), dealt.level()), (Shift::Down, 1));
    assert_settled_mirror(&mut app);

    // A pair in the first column: the tile between them falls one cell.
    let params: Params = "4x4x2 shift=down levels=on".parse().unwrap();
    let start = "1 2 . .\n3 4 . .\n1 3 . .\n2 4 . .\n";
    replace_state(
        app.world_mut(),
        Game::from_board_text(&params, start, 0).unwrap(),
    );
    settle(&mut app);
    click(&mut app, 0, 0);
    click(&mut app, 0, 2);
    assert_eq!(
        state::<Game>(&app).cells(),
        &board(&[".2..", ".4..", "33..", "24.."])
    );
    assert!(
        running_animations(&mut app) > 0,
        "the tiles slide, animated"
    );
    assert_mirror(&mut app);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert!(
        said(&app).contains("The tiles slid: Down"),
        "a screen reader hears the slide: {:?}",
        said(&app)
    );

    // The last pair of a level: the next level comes with the next shift, life full.
    replace_state(
        app.world_mut(),
        Game::from_board_text(&params, "1 1 . .\n. . . .\n. . . .\n. . . .\n", 0).unwrap(),
    );
    settle(&mut app);
    click(&mut app, 0, 0);
    advance(&mut app, 60.0);
    let spent = app.world().resource::<LifeClock>().seconds;
    assert!(spent > 0.0, "the clock runs");
    click(&mut app, 1, 0);
    app.update();
    let next = state::<Game>(&app);
    assert_eq!(
        (next.level(), next.shift(), next.remaining()),
        (2, Shift::Left, 16)
    );
    assert!(
        app.world().resource::<LifeClock>().seconds < spent,
        "the life bar fills again"
    );
    assert!(said(&app).contains("Level 2"), "{:?}", said(&app));
    app.update();
    let toast = app
        .world_mut()
        .query_filtered::<&Text, With<grid_puzzles::ui::tooltip::ToastText>>()
        .iter(app.world())
        .map(|text| text.0.clone())
        .collect::<Vec<_>>();
    assert_eq!(
        toast,
        ["Level\u{a0}2 · Left"],
        "the new level says so for a moment"
    );
    settle(&mut app);
    assert_settled_mirror(&mut app);
}

/// Gives the headless app a window of `width` x `height` (one is made the first time).
fn set_window(app: &mut App, width: f32, height: f32) {
    let mut existing = app
        .world_mut()
        .query_filtered::<(), With<bevy::window::PrimaryWindow>>();
    if existing.iter(app.world()).next().is_none() {
        app.world_mut()
            .spawn((Window::default(), bevy::window::PrimaryWindow));
    }
    let mut windows = app
        .world_mut()
        .query_filtered::<&mut Window, With<bevy::window::PrimaryWindow>>();
    let mut window = windows.single_mut(app.world_mut()).expect("a window");
    window.resolution.set(width, height);
    app.update();
    app.update();
}

fn drawn_board(app: &mut App) -> BoardRoot {
    let mut roots = app.world_mut().query::<&BoardRoot>();
    *roots.single(app.world()).expect("one board")
}

#[test]
fn a_wide_board_turns_in_a_window_held_upright_and_back() {
    let mut app = start_game::<Game>(LianliankanPlugin, 4);
    let params: Params = "18x8x36 shift=down".parse().unwrap();
    replace_state(app.world_mut(), Game::new_game(&params, 3));
    set_window(&mut app, 360.0, 640.0);
    settle(&mut app);
    let root = drawn_board(&mut app);
    assert!(root.turned, "18x8 turns on a phone held upright");
    assert_eq!(root.size().x, 8.0 * root.size().y / 18.0);
    // The top row runs down the right side.
    let top_left = root.cell_center(grid_rules::Pos::new(0, 0));
    let bottom_left = root.cell_center(grid_rules::Pos::new(0, 7));
    assert!(top_left.x > bottom_left.x && top_left.y > 0.0);
    assert_settled_mirror(&mut app);
    // The arrows move the cursor the way they point on screen: down the turned rows.
    let cursor = |app: &App| app.world().resource::<BoardCursor>().pos;
    let at = cursor(&app);
    key(&mut app, KeyCode::ArrowDown);
    assert_eq!(cursor(&app), grid_rules::Pos::new(at.x + 1, at.y));
    key(&mut app, KeyCode::ArrowLeft);
    assert_eq!(cursor(&app), grid_rules::Pos::new(at.x + 1, at.y + 1));
    // A pair joined on the turned board slides as the rules say, the mirror holding.
    let (a, b) = state::<Game>(&app).removable_pair().expect("a pair");
    click(&mut app, a.x, a.y);
    click(&mut app, b.x, b.y);
    assert_eq!(
        state::<Game>(&app).score(),
        1,
        "2 tiles at full life: 2 x 100 / 200"
    );
    app.update();
    let score = app
        .world_mut()
        .query_filtered::<&Text, With<grid_puzzles::screens::hud::layout::ScoreText>>()
        .single(app.world())
        .unwrap()
        .0
        .clone();
    assert!(score.starts_with("Score:\u{a0}1"), "{score:?}");
    assert_mirror(&mut app);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    // Held sideways again, the board stands upright.
    set_window(&mut app, 1920.0, 1080.0);
    assert!(!drawn_board(&mut app).turned);
    assert_settled_mirror(&mut app);
    // A square board never turns.
    replace_state(app.world_mut(), Game::new_game(&Params::default(), 3));
    set_window(&mut app, 360.0, 640.0);
    assert!(!drawn_board(&mut app).turned);
}

#[test]
fn a_review_on_a_wide_board_turns_with_the_window_and_keeps_the_step_shown() {
    let mut app = start_game::<Game>(LianliankanPlugin, 4);
    set_window(&mut app, 1920.0, 1080.0);
    // Two pairs on an 18x8 board: one game of two moves, over when both are joined.
    let mut rows = vec![". ".repeat(18).trim_end().to_string(); 8];
    rows[0] = format!("1 1{}", " .".repeat(16));
    rows[1] = format!("2 2{}", " .".repeat(16));
    let text = rows.join("\n") + "\n";
    let params: Params = "18x8x36".parse().unwrap();
    replace_state(
        app.world_mut(),
        Game::from_board_text(&params, &text, 0).unwrap(),
    );
    settle(&mut app);
    click(&mut app, 0, 0);
    click(&mut app, 1, 0);
    settle(&mut app);
    click(&mut app, 0, 1);
    click(&mut app, 1, 1);
    settle(&mut app);
    assert!(state::<Game>(&app).is_over());
    command(&mut app, GameCommand::Review);
    app.update();
    let tiles = |app: &mut App| crate::mirror::mirrored::<Game>(app).len();
    assert_eq!(tiles(&mut app), 4, "the review opens on the deal");
    assert!(!drawn_board(&mut app).turned);
    // The phone turned upright: the board turns, and still shows the review's step.
    set_window(&mut app, 360.0, 640.0);
    app.update();
    assert!(drawn_board(&mut app).turned, "the review's board turns too");
    assert_eq!(tiles(&mut app), 4, "the step shown stays shown");
    key(&mut app, KeyCode::ArrowRight);
    app.update();
    app.update();
    assert_eq!(tiles(&mut app), 2, "the next step, on the turned board");
    assert!(drawn_board(&mut app).turned);
    // Held sideways again.
    set_window(&mut app, 1920.0, 1080.0);
    app.update();
    assert!(!drawn_board(&mut app).turned);
    assert_eq!(tiles(&mut app), 2);
}

#[test]
fn the_time_before_the_first_click_and_while_paused_is_not_counted() {
    let mut app = start_game::<Game>(LianliankanPlugin, 4);
    settle(&mut app);
    // The board rests for half a minute, drawing nothing: the frame of the first click
    // comes half a minute after the one before.
    let rest = |app: &mut App, gap: std::time::Duration| {
        app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(gap));
    };
    rest(&mut app, std::time::Duration::from_secs(30));
    let (a, _) = state::<Game>(&app).removable_pair().expect("a pair");
    click(&mut app, a.x, a.y);
    rest(&mut app, FRAME);
    let clock = *app.world().resource::<LifeClock>();
    assert!(clock.running, "the first click starts the clock");
    assert!(
        clock.seconds < 1.0,
        "the rest before the click is not counted: {clock:?}"
    );
    assert_eq!(running::<Game>(&app).ui.life, 100);
    advance(&mut app, 10.0);
    let ran = app.world().resource::<LifeClock>().seconds;
    assert!(ran >= 9.0, "the clock runs once started: {ran}");
    // Paused for a minute: going on, that minute is not counted either.
    key(&mut app, KeyCode::KeyP);
    rest(&mut app, std::time::Duration::from_secs(60));
    key(&mut app, KeyCode::KeyP);
    rest(&mut app, FRAME);
    app.update();
    let after = app.world().resource::<LifeClock>().seconds;
    assert!(
        after - ran < 1.0,
        "the pause is not counted: {ran} then {after}"
    );
}

#[test]
fn the_command_line_takes_the_shift_and_levels_and_refuses_bad_values() {
    use crate::cli::run;
    let set = [
        "--set",
        "width=14",
        "--set",
        "height=6",
        "--set",
        "pictures=36",
        "--set",
        "shift=down",
        "--set",
        "levels=on",
    ];
    let mut probe = vec!["probe", "--game", "lianliankan", "--seed", "3"];
    probe.extend_from_slice(&set);
    let (code, cells, err) = run(&probe);
    assert_eq!(code, 0, "{err}");
    let moves = cells.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut replay = vec!["replay", "--game", "lianliankan", "--seed", "3"];
    replay.extend_from_slice(&set);
    replay.extend_from_slice(&["--moves", &moves]);
    let (code, out, err) = run(&replay);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().take_while(|line| !line.is_empty()).count(), 6);
    for line in ["remaining: 82\n", "level: 1\n", "shift: down\n"] {
        assert!(out.contains(line), "{line:?} in {out}");
    }
    for (bad, named) in [
        ("shift=sideways", "gather_horizontal"),
        ("levels=yes", "levels takes off or on"),
        ("width=31", "width takes a whole number from 4 to 30"),
        ("height=3", "height takes a whole number from 4 to 16"),
        ("pictures=37", "pictures takes a whole number from 1 to 36"),
    ] {
        let (code, _, err) = run(&[
            "replay",
            "--game",
            "lianliankan",
            "--set",
            bad,
            "--moves",
            "",
        ]);
        assert_eq!(code, 2, "{bad}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(named), "{bad}: {err}");
    }
    // Each in range, but 25 cells do not pair up: refused with what would be dealt.
    let (code, _, err) = run(&[
        "solve",
        "--game",
        "lianliankan",
        "--set",
        "width=5",
        "--set",
        "height=5",
    ]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("the nearest it deals is width=5 height=4 pictures=8"),
        "{err}"
    );
}
