//! Headless App tests of the SameGame plugin: the ECS mirrors the rules after every
//! move, animation, undo and redo; settings apply on New game; the hovered group is
//! previewed.

use crate::common::*;
use bevy::prelude::*;
use grid_puzzles::board::root::{BoardRoot, HoveredCell};
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::games::outline::OutlineMark;
use grid_puzzles::games::samegame::{SameGamePlugin, SameGameSettings};
use grid_puzzles::screens::board::draw::replace_state;
use grid_rules::collapse::group_at;
use grid_rules::samegame::{RemoveGroup, SameGame, group_score};
use grid_rules::{Pos, Puzzle};

type Game = SameGame;

#[test]
fn one_click_removes_a_group_and_the_mirror_holds_through_the_animation() {
    let mut app = start_game::<Game>(SameGamePlugin, 4);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert_eq!(mirrored::<Game>(&mut app).len(), 15 * 15);
    for _ in 0..5 {
        let before = state::<Game>(&app);
        let pos = find_group(before.cells(), 2).expect("a group");
        let group = group_at(before.cells(), pos);
        click(&mut app, pos.x, pos.y);
        let after = state::<Game>(&app);
        assert_eq!(after, before.apply(&RemoveGroup(pos)).unwrap().0);
        assert_eq!(after.score(), before.score() + group_score(group.len()));
        assert_eq!(after.remaining(), before.remaining() - group.len());
        assert_mirror(&mut app);
        advance(&mut app, 0.1);
        assert_mirror(&mut app);
        settle(&mut app);
        assert_settled_mirror(&mut app);
    }
}

#[test]
fn clicks_on_lone_blocks_and_empty_cells_change_nothing() {
    let mut app = start_game::<Game>(SameGamePlugin, 1);
    let board =
        Game::from_board_text(&Default::default(), "R Y . .\nB B Y .\nR Y R B\n", 0).unwrap();
    replace_state(app.world_mut(), board.clone());
    settle(&mut app);
    click(&mut app, 0, 0);
    click(&mut app, 3, 0);
    click(&mut app, 2, 2);
    assert_eq!(state::<Game>(&app), board);
    assert_eq!(running_animations(&mut app), 0, "nothing animates");
    assert_settled_mirror(&mut app);
    click(&mut app, 1, 1);
    assert_eq!(state::<Game>(&app).remaining(), 7);
    settle(&mut app);
    assert_settled_mirror(&mut app);
}

#[test]
fn undo_and_redo_any_number_of_steps_keep_the_mirror() {
    let mut app = start_game::<Game>(SameGamePlugin, 8);
    settle(&mut app);
    let mut history = vec![state::<Game>(&app)];
    for _ in 0..4 {
        let pos = find_group(history.last().unwrap().cells(), 2).unwrap();
        click(&mut app, pos.x, pos.y);
        history.push(state::<Game>(&app));
    }
    for expected in history.iter().rev().skip(1) {
        command(&mut app, GameCommand::Undo);
        assert_eq!(&state::<Game>(&app), expected);
        assert_mirror(&mut app);
    }
    settle(&mut app);
    assert_settled_mirror(&mut app);
    for expected in history.iter().skip(1) {
        command(&mut app, GameCommand::Redo);
        assert_eq!(&state::<Game>(&app), expected);
        assert_mirror(&mut app);
    }
    settle(&mut app);
    assert_settled_mirror(&mut app);
}

#[test]
fn hovering_a_group_outlines_it_and_hovering_a_lone_block_does_not() {
    let mut app = start_game::<Game>(SameGamePlugin, 1);
    let board = Game::from_board_text(&Default::default(), "R Y B\nR R Y\nB Y B\n", 0).unwrap();
    replace_state(app.world_mut(), board);
    settle(&mut app);
    let marks = |app: &mut App| {
        app.world_mut()
            .query_filtered::<(), (With<OutlineMark>, Without<Text2d>)>()
            .iter(app.world())
            .count()
    };
    app.world_mut().resource_mut::<HoveredCell>().0 = Some(Pos::new(0, 0));
    app.update();
    app.update();
    assert_eq!(
        marks(&mut app),
        8,
        "an L of three reds has eight outer edges"
    );
    let label = app
        .world_mut()
        .query::<&Text2d>()
        .iter(app.world())
        .next()
        .map(|text| text.0.clone());
    assert_eq!(label.as_deref(), Some("1"), "(3 - 2)^2 points");
    app.world_mut().resource_mut::<HoveredCell>().0 = Some(Pos::new(2, 0));
    app.update();
    app.update();
    assert_eq!(marks(&mut app), 0);
}

#[test]
fn the_settings_panel_changes_the_next_game_and_nothing_else() {
    let mut app = start_game::<Game>(SameGamePlugin, 2);
    settle(&mut app);
    let before = state::<Game>(&app);
    command(&mut app, GameCommand::Settings);
    app.update();
    assert_eq!(setting_value(&mut app, "Width"), "15");
    press_setting(&mut app, "Width", "-");
    press_setting(&mut app, "Height", "+");
    press_setting(&mut app, "Colours", "+");
    press_setting(&mut app, "Colours", "+");
    assert_eq!(setting_value(&mut app, "Width"), "14");
    assert_eq!(setting_value(&mut app, "Colours"), "5");
    let settings = app.world().resource::<SameGameSettings>().clone();
    assert_eq!(
        (settings.width, settings.height, settings.colours),
        (14, 16, 5)
    );
    assert_eq!(state::<Game>(&app), before, "settings wait for New game");
    let note = app
        .world_mut()
        .query::<&Text>()
        .iter(app.world())
        .any(|text| text.0.starts_with("Next game:\u{a0}14×16, 5 colours"));
    assert!(note, "the panel says what the next game will be");
    key(&mut app, KeyCode::Escape);
    assert_eq!(
        state::<Game>(&app),
        before,
        "Escape closes the panel and stays in the game"
    );
    assert!(
        app.world()
            .contains_resource::<grid_puzzles::session::state::Session>(),
        "still playing"
    );
    command(&mut app, GameCommand::NewGame);
    settle(&mut app);
    let now = state::<Game>(&app);
    assert_eq!((now.cells().width(), now.cells().height()), (14, 16));
    let colours: std::collections::HashSet<_> =
        now.cells().iter().filter_map(|(_, c)| *c).collect();
    assert!(colours.len() <= 5 && colours.len() >= 4);
    let root = *app
        .world_mut()
        .query::<&BoardRoot>()
        .single(app.world())
        .unwrap();
    assert_eq!((root.width, root.height), (14, 16));
    assert_settled_mirror(&mut app);
    command(&mut app, GameCommand::Settings);
    app.update();
    for _ in 0..40 {
        press_setting(&mut app, "Width", "+");
    }
    assert_eq!(setting_value(&mut app, "Width"), "30", "width stops at 30");
    for _ in 0..10 {
        press_setting(&mut app, "Colours", "-");
    }
    let settings = app.world().resource::<SameGameSettings>().clone();
    assert_eq!(
        (settings.width, settings.height, settings.colours),
        (30, 16, 2),
        "colours stop at 2 (Swell Foop's and Tatham's smallest) and touch nothing else"
    );
}

#[test]
fn a_30_by_30_seven_colour_game_played_to_the_end_never_desyncs() {
    let mut app = start_game::<Game>(SameGamePlugin, 3);
    {
        let mut settings = app.world_mut().resource_mut::<SameGameSettings>();
        settings.width = 30;
        settings.height = 30;
        settings.colours = 7;
    }
    command(&mut app, GameCommand::NewGame);
    settle(&mut app);
    assert_eq!(mirrored::<Game>(&mut app).len(), 900);
    let mut rng_state = 12345u64;
    let mut moves = 0;
    while !state::<Game>(&app).is_over() {
        rng_state = rng_state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let x = (rng_state >> 33) as usize % 30;
        let y = (rng_state >> 45) as usize % 30;
        click(&mut app, x, y);
        assert_mirror(&mut app);
        // Sometimes let the animation finish, sometimes click straight into it.
        if rng_state.is_multiple_of(3) {
            settle(&mut app);
            assert_settled_mirror(&mut app);
        }
        moves += 1;
        assert!(moves < 20_000, "the game ends");
    }
    settle(&mut app);
    assert_settled_mirror(&mut app);
}

#[test]
fn ctrl_z_and_ctrl_y_undo_and_redo() {
    let mut app = start_game::<Game>(SameGamePlugin, 6);
    app.insert_resource(ButtonInput::<KeyCode>::default());
    settle(&mut app);
    let before = state::<Game>(&app);
    let pos = find_group(before.cells(), 2).unwrap();
    click(&mut app, pos.x, pos.y);
    let after = state::<Game>(&app);
    assert_ne!(after, before);
    // One frame with the keys just pressed, then one with them released.
    let press = |app: &mut App, keys: &[KeyCode]| {
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        for key in keys {
            input.press(*key);
        }
        app.update();
        let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        input.release_all();
        input.clear();
        app.update();
    };
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert_eq!(state::<Game>(&app), before, "Ctrl+Z undoes");
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyY]);
    assert_eq!(state::<Game>(&app), after, "Ctrl+Y redoes");
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    press(
        &mut app,
        &[KeyCode::ControlLeft, KeyCode::ShiftLeft, KeyCode::KeyZ],
    );
    assert_eq!(state::<Game>(&app), after, "Ctrl+Shift+Z redoes too");
    assert_mirror(&mut app);
}

/// Every UI text as it reads now.
fn shown(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    world
        .query::<&Text>()
        .iter(world)
        .map(|text| text.0.clone())
        .collect()
}

#[test]
fn a_klickety_game_chosen_in_the_settings_counts_blocks_left_against_the_clock() {
    let mut app = start_game::<Game>(SameGamePlugin, 7);
    settle(&mut app);
    command(&mut app, GameCommand::Settings);
    app.update();
    assert_eq!(
        setting_value(&mut app, "Level"),
        "Custom",
        "15×15×3 is no preset"
    );
    press_setting(&mut app, "Level", "level-easy");
    assert_eq!(setting_value(&mut app, "Level"), "Easy");
    assert_eq!(setting_value(&mut app, "Width"), "10");
    assert_eq!(setting_value(&mut app, "Height"), "16");
    assert_eq!(setting_value(&mut app, "Colours"), "4");
    press_setting(&mut app, "Deal", "clearable");
    press_setting(&mut app, "Scoring", "fewest");
    assert_eq!(setting_value(&mut app, "Scoring"), "Fewest blocks");
    key(&mut app, KeyCode::Escape);
    command(&mut app, GameCommand::NewGame);
    settle(&mut app);
    let dealt = state::<Game>(&app);
    assert_eq!(
        session(&app).played.params(),
        "10x16x4 deal=clearable scoring=fewest"
    );
    assert_eq!((dealt.cells().width(), dealt.cells().height()), (10, 16));
    assert_eq!(dealt.score(), 160, "the result is the blocks left");
    assert!(session(&app).facts().lower_is_better && session(&app).facts().timed);
    assert!(
        shown(&mut app)
            .iter()
            .any(|t| t.contains("Blocks left:\u{a0}160")),
        "{:?}",
        shown(&mut app)
    );

    // A move through the window's input: the mirror follows, the count goes down.
    let pos = find_group(dealt.cells(), 2).expect("a group");
    let group = group_at(dealt.cells(), pos).len();
    click(&mut app, pos.x, pos.y);
    let after = state::<Game>(&app);
    assert_eq!(after, dealt.apply(&RemoveGroup(pos)).unwrap().0);
    assert_eq!(after.score() as usize, 160 - group);
    assert_mirror(&mut app);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    // The clock runs from the first move, and the game's line shows it.
    advance(&mut app, 2.5);
    assert!(session(&app).seconds >= 2.0);
    assert!(
        shown(&mut app)
            .iter()
            .any(|t| t.starts_with("Time:\u{a0}0:0"))
    );
    let key = session(&app).record_key();
    assert_eq!(
        key, "samegame 10x16x4 deal=clearable scoring=fewest",
        "kept per mode"
    );
}

#[test]
fn the_hovered_group_shows_its_blocks_in_fewest_scoring_and_its_points_in_n_minus_1() {
    use grid_rules::samegame::{Params, Scoring};
    for (scoring, label) in [(Scoring::Fewest, "4"), (Scoring::NMinus1, "9")] {
        let mut app = start_game::<Game>(SameGamePlugin, 1);
        let params = Params {
            scoring,
            ..Params::default()
        };
        let board = Game::from_board_text(&params, "R Y . .\nR B Y .\nR R Y B\n", 0).unwrap();
        replace_state(app.world_mut(), board);
        settle(&mut app);
        app.world_mut().resource_mut::<HoveredCell>().0 = Some(Pos::new(0, 0));
        app.update();
        app.update();
        let shown_label = app
            .world_mut()
            .query::<&Text2d>()
            .iter(app.world())
            .next()
            .map(|text| text.0.clone());
        assert_eq!(shown_label.as_deref(), Some(label), "{scoring:?}");
        // A screen reader hears the same: points where the scoring has them.
        let played = state::<Game>(&app);
        let said = grid_puzzles::core::words::english()
            .text(&grid_puzzles::session::game_view::GameView::describe_cells(&played, &())[0]);
        let expected = match scoring {
            Scoring::Fewest => "red, group of 4",
            _ => "red, group of 4, 9 points",
        };
        assert_eq!(said, expected);
    }
}

#[test]
fn an_n_minus_1_game_with_two_colours_chosen_in_the_settings_is_played_by_clicks() {
    use grid_puzzles::core::game::GameCommand;
    use grid_rules::samegame::{RemoveGroup, Scoring};
    let mut app = start_game::<Game>(SameGamePlugin, 12);
    settle(&mut app);
    command(&mut app, GameCommand::Settings);
    app.update();
    press_setting(&mut app, "Scoring", "n_minus_1");
    for _ in 0..3 {
        press_setting(&mut app, "Colours", "-");
    }
    assert_eq!(setting_value(&mut app, "Colours"), "2");
    key(&mut app, KeyCode::Escape);
    command(&mut app, GameCommand::NewGame);
    settle(&mut app);
    assert_eq!(session(&app).played.params(), "15x15x2 scoring=n_minus_1");
    let dealt = state::<Game>(&app);
    assert_eq!(dealt.scoring(), Scoring::NMinus1);
    let pos = dealt.hint().expect("a group")[0];
    let size = dealt.removable_group(pos).len();
    click(&mut app, pos.x, pos.y);
    let after = state::<Game>(&app);
    assert_eq!(after, dealt.apply(&RemoveGroup(pos)).unwrap().0);
    assert_eq!(
        after.score(),
        ((size - 1) * (size - 1)) as u64,
        "(n−1)² for {size}"
    );
    assert_mirror(&mut app);
    settle(&mut app);
    assert_settled_mirror(&mut app);
}
