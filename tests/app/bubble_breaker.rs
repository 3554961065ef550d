//! Headless App tests of the Bubble Breaker plugin: clicks written as messages, time
//! advanced by hand, and the entities checked against the rules after every step.

use crate::common::*;
use bevy::prelude::*;
use grid_puzzles::board::marks::HintShape;
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::games::bubble_breaker::BubbleBreakerPlugin;
use grid_puzzles::screens::board::draw::replace_state;
use grid_puzzles::screens::card::result::ResultCard;
use grid_rules::bubble_breaker::{BubbleBreaker, burst_score};
use grid_rules::collapse::group_at;
use grid_rules::grid::region_outline;
use grid_rules::{Pos, Puzzle};

type Game = BubbleBreaker;

fn outline_marks(app: &mut App) -> usize {
    app.world_mut()
        .query_filtered::<(), (
            With<grid_puzzles::games::outline::OutlineMark>,
            Without<Text2d>,
        )>()
        .iter(app.world())
        .count()
}

fn label(app: &mut App) -> Option<(String, Vec3)> {
    app.world_mut()
        .query::<(&Text2d, &Transform)>()
        .iter(app.world())
        .next()
        .map(|(text, transform)| (text.0.clone(), transform.translation))
}

#[test]
fn board_starts_as_the_seed_deals_it() {
    let mut app = start_game::<Game>(BubbleBreakerPlugin, 7);
    assert_eq!(state::<Game>(&app), Game::new_game(&Default::default(), 7));
    assert_mirror(&mut app);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert_eq!(mirrored::<Game>(&mut app).len(), 121);
}

#[test]
fn first_click_selects_with_outline_and_label_second_click_bursts() {
    let mut app = start_game::<Game>(BubbleBreakerPlugin, 11);
    settle(&mut app);
    let before = state::<Game>(&app);
    let pos = find_group(before.cells(), 3).expect("a group of three");
    let group = group_at(before.cells(), pos);

    click(&mut app, pos.x, pos.y);
    assert_eq!(running::<Game>(&app).ui.group, group);
    assert_eq!(state::<Game>(&app), before, "a first click only selects");
    assert_eq!(outline_marks(&mut app), region_outline(&group).len());
    let (text, _) = label(&mut app).expect("a points label");
    assert_eq!(text, burst_score(group.len()).to_string());
    assert_settled_mirror(&mut app);

    click(&mut app, pos.x, pos.y);
    let after = state::<Game>(&app);
    assert_eq!(after.score(), burst_score(group.len()));
    assert_eq!(
        after,
        before
            .apply(&grid_rules::bubble_breaker::Burst(pos))
            .unwrap()
            .0
    );
    assert_mirror(&mut app);
    assert!(running_animations(&mut app) > 0, "the burst is animated");
    assert_eq!(vanishing(&mut app), group.len(), "the burst group explodes");
    assert_eq!(outline_marks(&mut app), 0, "the selection is gone");
    settle(&mut app);
    assert_settled_mirror(&mut app);
    let bottom_full = (0..11).all(|x| after.cells()[Pos::new(x, 10)].is_some());
    assert!(bottom_full, "the bottom row is full after every move");
}

#[test]
fn clicking_elsewhere_moves_or_clears_the_selection() {
    let mut app = start_game::<Game>(BubbleBreakerPlugin, 5);
    settle(&mut app);
    let board = state::<Game>(&app);
    let first = find_group(board.cells(), 2).unwrap();
    let first_group = group_at(board.cells(), first);
    let other = board
        .cells()
        .positions()
        .find(|p| group_at(board.cells(), *p).len() >= 2 && !first_group.contains(p))
        .unwrap();
    click(&mut app, first.x, first.y);
    click(&mut app, other.x, other.y);
    assert_eq!(
        running::<Game>(&app).ui.group,
        group_at(board.cells(), other)
    );
    assert_eq!(
        state::<Game>(&app),
        board,
        "switching the selection bursts nothing"
    );
    let lone = board
        .cells()
        .positions()
        .find(|p| group_at(board.cells(), *p).len() == 1);
    if let Some(lone) = lone {
        click(&mut app, lone.x, lone.y);
        assert!(running::<Game>(&app).ui.group.is_empty());
        assert_eq!(outline_marks(&mut app), 0);
    }
}

#[test]
fn a_click_during_an_animation_finishes_it_first_and_is_not_lost() {
    let mut app = start_game::<Game>(BubbleBreakerPlugin, 3);
    settle(&mut app);
    let board = state::<Game>(&app);
    let pos = find_group(board.cells(), 2).unwrap();
    click(&mut app, pos.x, pos.y);
    click(&mut app, pos.x, pos.y);
    advance(&mut app, 0.05);
    assert!(running_animations(&mut app) > 0, "still animating");
    assert!(vanishing(&mut app) > 0);

    let now = state::<Game>(&app);
    let next = find_group(now.cells(), 2).expect("another group");
    click(&mut app, next.x, next.y);
    assert_eq!(vanishing(&mut app), 0, "the explosion was finished at once");
    assert_eq!(
        running::<Game>(&app).ui.group,
        group_at(now.cells(), next),
        "the click was handled"
    );
    assert_settled_mirror(&mut app);

    // Burst, then burst again in the middle of the animation.
    click(&mut app, next.x, next.y);
    advance(&mut app, 0.03);
    let mid = state::<Game>(&app);
    let third = find_group(mid.cells(), 2).expect("a third group");
    click(&mut app, third.x, third.y);
    click(&mut app, third.x, third.y);
    assert_eq!(
        state::<Game>(&app),
        mid.apply(&grid_rules::bubble_breaker::Burst(third))
            .unwrap()
            .0
    );
    assert_mirror(&mut app);
    settle(&mut app);
    assert_settled_mirror(&mut app);
}

#[test]
fn a_board_with_no_pair_shows_the_game_over_banner() {
    let mut app = start_game::<Game>(BubbleBreakerPlugin, 1);
    let stuck = Game::from_board_text(&Default::default(), "R G B\nG B R\nB R G\n", 0).unwrap();
    replace_state(app.world_mut(), stuck.clone());
    app.update();
    settle(&mut app);
    assert_settled_mirror(&mut app);
    let banners = app
        .world_mut()
        .query_filtered::<(), With<ResultCard>>()
        .iter(app.world())
        .count();
    assert_eq!(banners, 1);
    click(&mut app, 0, 0);
    assert_eq!(
        state::<Game>(&app),
        stuck,
        "clicks after game over change nothing"
    );
    command(&mut app, GameCommand::NewGame);
    settle(&mut app);
    let banners = app
        .world_mut()
        .query_filtered::<(), With<ResultCard>>()
        .iter(app.world())
        .count();
    assert_eq!(banners, 0, "a new game removes the banner");
    assert_settled_mirror(&mut app);
}

#[test]
fn undo_then_redo_returns_the_same_state_and_entities() {
    let mut app = start_game::<Game>(BubbleBreakerPlugin, 9);
    settle(&mut app);
    let before = state::<Game>(&app);
    let pos = find_group(before.cells(), 2).unwrap();
    click(&mut app, pos.x, pos.y);
    click(&mut app, pos.x, pos.y);
    settle(&mut app);
    let after = state::<Game>(&app);
    let shown_after = mirrored::<Game>(&mut app);

    command(&mut app, GameCommand::Undo);
    assert_eq!(state::<Game>(&app), before);
    assert_mirror(&mut app);
    settle(&mut app);
    assert_settled_mirror(&mut app);

    command(&mut app, GameCommand::Redo);
    assert_eq!(state::<Game>(&app), after);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert_eq!(mirrored::<Game>(&mut app), shown_after);

    command(&mut app, GameCommand::Redo);
    assert_eq!(state::<Game>(&app), after, "nothing more to redo");
}

#[test]
fn the_label_stays_on_the_board_near_the_right_and_bottom_edges() {
    let mut app = start_game::<Game>(BubbleBreakerPlugin, 1);
    let board = Game::from_board_text(&Default::default(), "R G B\nG B R\nB R R\n", 0).unwrap();
    replace_state(app.world_mut(), board);
    app.update();
    settle(&mut app);
    click(&mut app, 2, 2);
    let (text, at) = label(&mut app).expect("label");
    assert_eq!(text, "6", "the group of three reds is worth 3 * 2");
    let root = BoardRootOf::get(&mut app);
    let half = root.size() / 2.0;
    assert!(
        at.x.abs() < half.x && at.y.abs() < half.y,
        "label {at:?} is off the board"
    );
    let cell = root.cell_center(Pos::new(2, 2));
    assert!(
        at.x < cell.x && at.y > cell.y,
        "label flips to the upper left near the corner"
    );
}

struct BoardRootOf;

impl BoardRootOf {
    fn get(app: &mut App) -> grid_puzzles::board::root::BoardRoot {
        *app.world_mut()
            .query::<&grid_puzzles::board::root::BoardRoot>()
            .single(app.world())
            .unwrap()
    }
}

#[test]
fn hint_marks_a_whole_group_and_goes_away_on_the_next_click() {
    let mut app = start_game::<Game>(BubbleBreakerPlugin, 4);
    settle(&mut app);
    command(&mut app, GameCommand::Hint);
    let HintShape::Group(group) = wait_for_hint(&mut app) else {
        panic!("Bubble Breaker hints a group");
    };
    assert!(group.len() >= 2);
    let whole = group_at(state::<Game>(&app).cells(), group[0]);
    assert_eq!(
        group.iter().collect::<std::collections::HashSet<_>>(),
        whole.iter().collect(),
        "the whole group is marked"
    );
    click(&mut app, group[0].x, group[0].y);
    app.update();
    let left = app
        .world_mut()
        .query::<&grid_puzzles::screens::board::hints::HintMark>()
        .iter(app.world())
        .count();
    assert_eq!(left, 0);
}

/// The board is fitted under the HUD in the frame the HUD gets its height: a HUD that
/// wraps to a second row as the game opens must not show the board a frame too high.
#[test]
fn the_board_fits_under_the_hud_in_the_frame_the_hud_is_laid_out() {
    use bevy::ui::ComputedNode;
    use bevy::window::PrimaryWindow;
    use grid_puzzles::board::root::{BoardFrame, BoardMargin, BoardRoot};
    use grid_puzzles::screens::hud::layout::HudRoot;

    let mut app = start_game::<Game>(BubbleBreakerPlugin, 6);
    // A window whose HUD is one bar on top (wider ones put it beside the board).
    app.world_mut().spawn((
        Window {
            resolution: bevy::window::WindowResolution::new(860, 740),
            ..default()
        },
        PrimaryWindow,
    ));
    settle(&mut app);
    let window = {
        let mut windows = app
            .world_mut()
            .query_filtered::<&Window, With<PrimaryWindow>>();
        let window = windows.single(app.world()).expect("the window");
        Vec2::new(window.width(), window.height())
    };
    for height in [57.0, 84.0, 57.0] {
        // What the UI layout gives the HUD's top bar this frame (there is no layout
        // headless): a bar at the top, `height` tall.
        let mut huds = app.world_mut().query::<(
            &HudRoot,
            &mut ComputedNode,
            &mut bevy::ui::UiGlobalTransform,
        )>();
        for (edge, mut node, mut at) in huds.iter_mut(app.world_mut()) {
            assert_eq!(*edge, HudRoot::Top, "a wide window's HUD is one bar on top");
            node.size = Vec2::new(window.x, height);
            *at = bevy::ui::UiGlobalTransform::from_translation(Vec2::new(
                window.x / 2.0,
                height / 2.0,
            ));
        }
        app.update();
        let frame = *app.world().resource::<BoardFrame>();
        assert_eq!(frame.top, height);
        let mut roots = app
            .world_mut()
            .query::<(&BoardRoot, Option<&BoardMargin>, &Transform)>();
        let (root, margin, transform) = roots.single(app.world()).expect("the board");
        assert_eq!(
            *transform,
            root.fit(window, &frame, margin.map_or(0.0, |margin| margin.0)),
            "the board fitted under a HUD of {height} px in the same frame"
        );
    }
}

/// The incoming column's preview balls still standing (not moving in), bottom first,
/// as the colours they are tinted.
fn preview(app: &mut App) -> Vec<Color> {
    use grid_puzzles::games::bubble_breaker::IncomingBall;
    let world = app.world_mut();
    let mut balls: Vec<(usize, Color)> = world
        .query_filtered::<(&IncomingBall, &Sprite), Without<grid_puzzles::board::root::Vanishing>>()
        .iter(world)
        .map(|(ball, sprite)| (ball.0, sprite.color))
        .collect();
    balls.sort_by_key(|(up, _)| *up);
    balls.into_iter().map(|(_, colour)| colour).collect()
}

/// The colours the rules' incoming column is drawn in.
fn incoming_colours(app: &App, state: &Game) -> Vec<Color> {
    let look = app
        .world()
        .resource::<grid_puzzles::look::pieces::PieceLook>();
    state
        .incoming()
        .iter()
        .map(|&colour| look.palette.piece(colour))
        .collect()
}

#[test]
fn continuous_is_chosen_in_the_settings_and_the_column_shown_slides_in() {
    use grid_rules::bubble_breaker::{Burst, Mode, Params};
    let mut app = start_game::<Game>(BubbleBreakerPlugin, 5);
    settle(&mut app);
    let dealt = state::<Game>(&app);
    assert_eq!(
        preview(&mut app),
        incoming_colours(&app, &dealt),
        "MegaShift shows its next column"
    );
    command(&mut app, GameCommand::Settings);
    app.update();
    assert_eq!(setting_value(&mut app, "setting-mode"), "MegaShift");
    press_setting(&mut app, "setting-mode", "continuous");
    assert_eq!(setting_value(&mut app, "setting-mode"), "Continuous");
    key(&mut app, KeyCode::Escape);
    command(&mut app, GameCommand::NewGame);
    settle(&mut app);
    assert_eq!(session(&app).played.params(), "11x11x5 mode=continuous");
    assert_eq!(state::<Game>(&app).mode(), Mode::Continuous);
    // A board whose first column is one red group: bursting it empties the column.
    let params = Params {
        mode: Mode::Continuous,
        ..Params::default()
    };
    let rows: Vec<String> = (0..11)
        .map(|y| {
            let rest = ["G", "B", "Y", "P", "G", "B", "Y", "P", "G", "B"];
            let shifted: Vec<&str> = (0..10).map(|x| rest[(x + y) % 10]).collect();
            format!("R {}", shifted.join(" "))
        })
        .collect();
    let board = Game::from_board_text(&params, &(rows.join("\n") + "\n"), 3).unwrap();
    replace_state(app.world_mut(), board.clone());
    settle(&mut app);
    assert_eq!(preview(&mut app), incoming_colours(&app, &board));
    let info = app
        .world_mut()
        .query_filtered::<&Text, With<grid_puzzles::screens::hud::layout::InfoText>>()
        .single(app.world())
        .unwrap()
        .0
        .clone();
    assert_eq!(
        info,
        format!("Next column:\u{a0}{}", board.incoming().len())
    );
    // The burst through the window's input: the column shown is the one that comes.
    click(&mut app, 0, 5);
    click(&mut app, 0, 5);
    let after = state::<Game>(&app);
    assert_eq!(after, board.apply(&Burst(Pos::new(0, 5))).unwrap().0);
    assert_mirror(&mut app);
    assert!(
        running_animations(&mut app) > 0,
        "the burst and the column are animated"
    );
    settle(&mut app);
    assert_settled_mirror(&mut app);
    let first_column: Vec<_> = (0..11)
        .rev()
        .map_while(|y| after.cells()[Pos::new(0, y)])
        .collect();
    assert_eq!(first_column, board.incoming(), "the column shown came in");
    assert_eq!(
        preview(&mut app),
        incoming_colours(&app, &after),
        "the next one is shown"
    );
    // With symbols on, the preview's balls wear their colours' shapes as the board's do.
    app.world_mut()
        .resource_mut::<grid_puzzles::persist::shared::Preferences>()
        .symbols = true;
    app.update();
    app.update();
    let world = app.world_mut();
    let dressed = world
        .query_filtered::<Option<&Children>, (
            With<grid_puzzles::games::bubble_breaker::IncomingBall>,
            Without<grid_puzzles::board::root::Vanishing>,
        )>()
        .iter(world)
        .map(|children| children.map_or(0, |c| c.len()))
        .collect::<Vec<_>>();
    assert_eq!(dressed.len(), after.incoming().len());
    assert!(
        dressed.iter().all(|count| *count == 2),
        "each ball has its shine and its symbol: {dressed:?}"
    );
}

#[test]
fn standard_shows_no_preview_and_closes_columns_toward_the_right() {
    use grid_rules::bubble_breaker::{Burst, Mode, Params};
    let mut app = start_game::<Game>(BubbleBreakerPlugin, 6);
    settle(&mut app);
    let params = Params {
        mode: Mode::Standard,
        ..Params::default()
    };
    let board = Game::from_board_text(&params, "G R Y\nB R P\nY R G\n", 3).unwrap();
    replace_state(app.world_mut(), board.clone());
    settle(&mut app);
    assert!(preview(&mut app).is_empty(), "nothing comes in Standard");
    click(&mut app, 1, 0);
    click(&mut app, 1, 0);
    let after = state::<Game>(&app);
    assert_eq!(after, board.apply(&Burst(Pos::new(1, 0))).unwrap().0);
    assert_eq!(after.board_text(), ". G Y\n. B P\n. Y G\n");
    assert_mirror(&mut app);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert!(preview(&mut app).is_empty());
}

#[test]
fn shifter_packs_rows_right_and_brings_nothing_through_the_window() {
    use grid_rules::bubble_breaker::{Burst, Mode, Params};
    let mut app = start_game::<Game>(BubbleBreakerPlugin, 8);
    settle(&mut app);
    command(&mut app, GameCommand::Settings);
    app.update();
    press_setting(&mut app, "setting-mode", "shifter");
    key(&mut app, KeyCode::Escape);
    command(&mut app, GameCommand::NewGame);
    settle(&mut app);
    assert_eq!(session(&app).played.params(), "11x11x5 mode=shifter");
    let params = Params {
        mode: Mode::Shifter,
        ..Params::default()
    };
    // The red pair at the top of the middle column leaves a purple ball: rows pack.
    let board = Game::from_board_text(&params, "G B R Y\nR B R G\nR Y P B\n", 3).unwrap();
    replace_state(app.world_mut(), board.clone());
    settle(&mut app);
    assert!(preview(&mut app).is_empty(), "nothing comes in Shifter");
    click(&mut app, 2, 0);
    click(&mut app, 2, 0);
    let after = state::<Game>(&app);
    assert_eq!(after, board.apply(&Burst(Pos::new(2, 0))).unwrap().0);
    assert_eq!(after.board_text(), ". G B Y\n. R B G\nR Y P B\n");
    assert_mirror(&mut app);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert!(preview(&mut app).is_empty());
}
