//! Fifteen's rectangles and Sixteen in the window: chosen in the settings panel, the
//! arrows round a Sixteen board turn its rows and columns by a click, by the keyboard
//! cursor on the ring and by a screen reader's click (animated, the mirror holding after
//! each), a screen reader hears each arrow and each turn; and the command line plays,
//! solves and refuses Sixteen.

use crate::cli::run;
use crate::common::*;
use bevy::prelude::*;
use grid_puzzles::board::board_words::BoardWords;
use grid_puzzles::board::cursor::BoardCursor;
use grid_puzzles::board::root::{BoardMargin, BoardRoot};
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::games::fifteen::FifteenPlugin;
use grid_puzzles::games::fifteen::arrows::SixteenArrow;
use grid_puzzles::screens::board::draw::replace_state;
use grid_puzzles::ui::access::{AccessWanted, Announcements};
use grid_rules::fifteen::{Fifteen, Kind, Params};
use grid_rules::{Pos, Puzzle};

type Game = Fifteen;

fn said(app: &App) -> String {
    let said = app.world().resource::<Announcements>().last.clone();
    said.map(|msg| grid_puzzles::core::words::english().text(&msg))
        .unwrap_or_default()
}

fn arrows(app: &mut App) -> usize {
    app.world_mut()
        .query_filtered::<(), With<SixteenArrow>>()
        .iter(app.world())
        .count()
}

const BEFORE: usize = Pos::BEFORE;

/// A 4×3 Sixteen position one turn from solved: its top row turned left.
fn row_one_turned_left() -> Fifteen {
    let params: Params = "4x3 kind=sixteen".parse().unwrap();
    Game::from_board_text(&params, "2 3 4 1\n5 6 7 8\n9 10 11 12\n", 0).unwrap()
}

#[test]
fn a_rectangle_and_sixteen_come_from_the_settings() {
    let mut app = start_game::<Game>(FifteenPlugin, 4);
    settle(&mut app);
    command(&mut app, GameCommand::Settings);
    app.update();
    assert_eq!(setting_value(&mut app, "setting-board"), "4×4");
    press_setting(&mut app, "setting-width", "+");
    press_setting(&mut app, "setting-height", "-");
    assert_eq!(setting_value(&mut app, "setting-width"), "5");
    assert_eq!(setting_value(&mut app, "setting-height"), "3");
    assert_eq!(setting_value(&mut app, "setting-board"), "Custom (5×3)");
    assert_eq!(setting_value(&mut app, "setting-kind"), "Fifteen (slide)");
    press_setting(&mut app, "setting-kind", "sixteen");
    assert_eq!(setting_value(&mut app, "setting-kind"), "Sixteen (turn)");
    key(&mut app, KeyCode::Escape);
    command(&mut app, GameCommand::NewGame);
    settle(&mut app);
    assert_eq!(session(&app).played.params(), "5x3 kind=sixteen");
    let dealt = state::<Game>(&app);
    assert_eq!(
        (dealt.width(), dealt.height(), dealt.kind()),
        (5, 3, Kind::Sixteen)
    );
    assert!(dealt.cells().iter().all(|(_, cell)| cell.is_some()));
    assert_settled_mirror(&mut app);
    assert_eq!(mirrored::<Game>(&mut app).len(), 15);
    // Two arrows per row and column, with room kept for them round the board.
    assert_eq!(arrows(&mut app), 2 * (5 + 3));
    let margin = app
        .world_mut()
        .query_filtered::<&BoardMargin, With<BoardRoot>>()
        .single(app.world())
        .unwrap()
        .0;
    assert!(margin > 0.5, "{margin}");

    // A square board from the list drops the sides set apart.
    command(&mut app, GameCommand::Settings);
    app.update();
    press_setting(&mut app, "setting-board", "3");
    press_setting(&mut app, "setting-kind", "fifteen");
    key(&mut app, KeyCode::Escape);
    command(&mut app, GameCommand::NewGame);
    settle(&mut app);
    assert_eq!(session(&app).played.params(), "3");
    assert_eq!(arrows(&mut app), 0);
    assert_eq!(mirrored::<Game>(&mut app).len(), 8);
}

#[test]
fn an_arrow_click_turns_its_row_and_a_screen_reader_hears_it() {
    let mut app = start_game::<Game>(FifteenPlugin, 4);
    app.insert_resource(AccessWanted(true));
    settle(&mut app);
    replace_state(app.world_mut(), row_one_turned_left());
    settle(&mut app);
    assert_eq!(arrows(&mut app), 14);
    // Every arrow is named for a screen reader.
    let ring = app.world().resource::<BoardWords>().ring.clone();
    assert_eq!(ring.len(), 14);
    assert!(ring.contains(&(Pos::new(BEFORE, 0), "Turn row 1 left".to_string())));
    assert!(ring.contains(&(Pos::new(2, 3), "Turn column 3 down".to_string())));

    // The arrow right of row 1 turns it right: the 1 comes round to the start.
    click(&mut app, 4, 0);
    assert!(running_animations(&mut app) > 0, "the turn is animated");
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert_eq!(
        state::<Game>(&app).board_text(),
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n"
    );
    assert!(
        said(&app).starts_with("Row 1 turned right."),
        "{}",
        said(&app)
    );
    assert!(state::<Game>(&app).is_solved());
    // A click on a tile does nothing in Sixteen.
    command(&mut app, GameCommand::Undo);
    settle(&mut app);
    click(&mut app, 1, 1);
    settle(&mut app);
    assert_eq!(state::<Game>(&app).moves(), 0);
    // Column 2 up, then down again: the board is back, the mirror holds after each.
    click(&mut app, 1, BEFORE);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert_eq!(said(&app), "Column 2 turned up");
    assert_eq!(
        state::<Game>(&app).board_text(),
        "2 6 4 1\n5 10 7 8\n9 3 11 12\n"
    );
    click(&mut app, 1, 3);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert_eq!(
        state::<Game>(&app).board_text(),
        row_one_turned_left().board_text()
    );
}

#[test]
fn the_keyboard_cursor_steps_onto_the_arrows_and_enter_turns_the_line() {
    let mut app = start_game::<Game>(FifteenPlugin, 4);
    settle(&mut app);
    replace_state(app.world_mut(), row_one_turned_left());
    settle(&mut app);
    app.update();
    let cursor = *app.world().resource::<BoardCursor>();
    assert!(cursor.ring && cursor.arrows_move_it);
    app.world_mut().resource_mut::<BoardCursor>().pos = Pos::new(3, 0);
    // Right from the last column is the row's right arrow; the corner is not a place.
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(app.world().resource::<BoardCursor>().pos, Pos::new(4, 0));
    key(&mut app, KeyCode::ArrowUp);
    assert_eq!(app.world().resource::<BoardCursor>().pos, Pos::new(4, 0));
    key(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert!(state::<Game>(&app).is_solved());
    // Back in Fifteen the arrow keys slide tiles again and the cursor keeps off the ring.
    replace_state(app.world_mut(), Game::new_game(&Params::default(), 3));
    settle(&mut app);
    app.update();
    let cursor = *app.world().resource::<BoardCursor>();
    assert!(!cursor.ring && !cursor.arrows_move_it);
    assert_eq!(arrows(&mut app), 0);
}

#[test]
fn the_hint_marks_an_arrow_and_solve_brings_sixteen_back() {
    let mut app = start_game::<Game>(FifteenPlugin, 4);
    settle(&mut app);
    replace_state(app.world_mut(), row_one_turned_left());
    settle(&mut app);
    command(&mut app, GameCommand::Hint);
    let hint = wait_for_hint(&mut app);
    assert_eq!(
        hint,
        grid_puzzles::board::marks::HintShape::Cells(vec![Pos::new(4, 0)])
    );
}

/// `COMMAND --game fifteen --seed 3`, each of `set` as `--set`, then `extra`.
fn fifteen_cli(command: &str, set: &[&str], extra: &[&str]) -> (i32, String, String) {
    let mut args = vec![command, "--game", "fifteen", "--seed", "3"];
    for setting in set {
        args.extend(["--set", setting]);
    }
    args.extend(extra);
    run(&args)
}

#[test]
fn the_command_line_plays_solves_and_refuses_sixteen() {
    let wide = ["kind=sixteen", "width=5", "height=3"];
    let (code, out, err) = fifteen_cli("replay", &wide, &["--moves", "-1,0 5,2 0,-1 4,3"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("moves: 4"), "{out}");
    // The engine's line replays to solved, as long as it says.
    let (code, out, err) = fifteen_cli("solve", &["kind=sixteen"], &[]);
    assert_eq!(code, 0, "{err}");
    let field = |name: &str| {
        out.lines()
            .find_map(|line| line.strip_prefix(&format!("{name}: ")))
            .unwrap_or_else(|| panic!("no {name}: in {out}"))
            .to_string()
    };
    assert_eq!(field("optimal"), "no");
    let moves = field("moves");
    let length: usize = field("length").parse().unwrap();
    assert_eq!(moves.split_whitespace().count(), length);
    let (code, out, err) = fifteen_cli("replay", &["kind=sixteen"], &["--moves", &moves]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("solved: yes"), "{out}");
    // Bad values name the setting and what it takes.
    let (code, _, err) = run(&["replay", "--game", "fifteen", "--set", "kind=seventeen"]);
    assert_eq!(code, 2);
    assert!(err.contains("kind") && err.contains("sixteen"), "{err}");
    let (code, _, err) = run(&["replay", "--game", "fifteen", "--set", "width=9"]);
    assert_eq!(code, 2);
    assert!(err.contains("width"), "{err}");
}
