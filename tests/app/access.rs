//! The game for a screen reader, headless: every control has a role, a name and its
//! state; the board is a grid of named cells, selected where the game has a selection;
//! the screen reader's click plays a cell and presses a button, its focus is the
//! keyboard's, and the live region says what changed.

use accesskit::{Action, ActionRequest, NodeId, Role, Toggled, TreeId};
use bevy::a11y::AccessibilityNode;
use bevy::prelude::*;
use grid_puzzles::board::access_grid::AccessCell;
use grid_puzzles::core::words::Words;
use grid_puzzles::games::bubble_breaker::BubbleBreakerPlugin;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_puzzles::ui::access::{AccessWanted, Announcements, LiveRegion};
use grid_rules::bubble_breaker::BubbleBreaker;
use grid_rules::samegame::SameGame;
use grid_rules::{Pos, Puzzle};

use crate::common::*;
use crate::layout::ui_app;

/// Every node of the tree: its entity, role, label and (for switches and choices)
/// whether it is on.
fn nodes(app: &mut App) -> Vec<(Entity, Role, String, Option<Toggled>, bool)> {
    let mut query = app.world_mut().query::<(Entity, &AccessibilityNode)>();
    query
        .iter(app.world())
        .map(|(entity, node)| {
            (
                entity,
                node.0.role(),
                node.0.label().unwrap_or_default().to_string(),
                node.0.toggled(),
                node.0.is_selected().unwrap_or(false),
            )
        })
        .collect()
}

fn node_named(app: &mut App, role: Role, label: &str) -> (Entity, Option<Toggled>) {
    nodes(app)
        .into_iter()
        .find(|(_, r, l, ..)| *r == role && l == label)
        .map(|(entity, _, _, toggled, _)| (entity, toggled))
        .unwrap_or_else(|| panic!("no {role:?} named {label:?} in {:?}", nodes(app)))
}

/// The screen reader asks `action` of the node of `entity`.
fn ask(app: &mut App, entity: Entity, action: Action) {
    app.world_mut()
        .write_message(bevy::a11y::ActionRequest(ActionRequest {
            action,
            target_tree: TreeId::ROOT,
            target_node: NodeId(entity.to_bits()),
            data: None,
        }));
    app.update();
    app.update();
}

fn said(app: &App) -> String {
    let words = app.world().resource::<Words>();
    app.world()
        .resource::<Announcements>()
        .last
        .as_ref()
        .map(|msg| words.text(msg))
        .unwrap_or_default()
}

#[test]
fn no_tree_is_built_while_no_screen_reader_asks() {
    let mut app = ui_app(860, 740);
    assert!(!app.world().resource::<AccessWanted>().0);
    // Bevy's UI marks every image node as an image for itself; nothing else is built.
    let built: Vec<_> = nodes(&mut app)
        .into_iter()
        .filter(|(_, role, ..)| *role != Role::Image)
        .collect();
    assert!(built.is_empty(), "{built:?}");
}

#[test]
fn every_control_tells_its_role_name_and_state() {
    let mut app = ui_app(860, 740);
    app.insert_resource(AccessWanted(true));
    app.update();
    node_named(&mut app, Role::Button, "Statistics");
    let (settings, _) = node_named(&mut app, Role::Button, "Settings");
    node_named(&mut app, Role::Button, "SameGame settings");
    // A card's buttons say which game they are for.
    node_named(&mut app, Role::Button, "Play SameGame");
    node_named(&mut app, Role::Button, "Fifteen: Daily");
    ask(&mut app, settings, Action::Click);
    node_named(&mut app, Role::Dialog, "Settings");
    let (symbols, off) = node_named(&mut app, Role::Switch, "Symbols");
    assert_eq!(off, Some(Toggled::False));
    ask(&mut app, symbols, Action::Click);
    assert_eq!(
        node_named(&mut app, Role::Switch, "Symbols").1,
        Some(Toggled::True)
    );
    assert_eq!(
        node_named(&mut app, Role::RadioButton, "Classic").1,
        Some(Toggled::True)
    );
    assert_eq!(
        node_named(&mut app, Role::RadioButton, "High contrast").1,
        Some(Toggled::False)
    );
    node_named(&mut app, Role::Button, "Volume: less");
    node_named(&mut app, Role::Button, "Volume: more");
    // The screen reader's focus is the keyboard's.
    ask(&mut app, symbols, Action::Focus);
    let focus = app
        .world()
        .resource::<bevy::input_focus::InputFocus>()
        .get();
    assert_eq!(focus, Some(symbols));
}

/// A headless game with the tree asked for.
fn game_with_tree<P: grid_puzzles::session::game_look::GameLook>(plugin: impl Plugin) -> App {
    let mut app = start_game::<P>(plugin, 31);
    app.insert_resource(AccessWanted(true));
    // The board's grid hangs on the board's root.
    settle(&mut app);
    app.update();
    app
}

#[test]
fn the_board_is_a_grid_of_cells_named_for_what_is_there() {
    let mut app = game_with_tree::<SameGame>(SameGamePlugin);
    let state = state::<SameGame>(&app);
    let all = nodes(&mut app);
    let grids: Vec<_> = all.iter().filter(|node| node.1 == Role::Grid).collect();
    assert_eq!(grids.len(), 1);
    assert_eq!(grids[0].2, "SameGame");
    let grid = app.world().get::<AccessibilityNode>(grids[0].0).unwrap();
    assert_eq!(grid.0.row_count(), Some(state.cells().height()));
    assert_eq!(grid.0.column_count(), Some(state.cells().width()));
    let cells = all.iter().filter(|node| node.1 == Role::GridCell).count();
    assert_eq!(cells, state.cells().width() * state.cells().height());
    // A block in a group says its colour, the group's size and its worth.
    let pos = find_group(state.cells(), 3).unwrap();
    let size = state.removable_group(pos).len();
    let cell = cell_at(&mut app, pos);
    let label = app
        .world()
        .get::<AccessibilityNode>(cell)
        .unwrap()
        .0
        .label()
        .unwrap()
        .to_string();
    let colour = format!("{:?}", state.cells().get(pos).unwrap().unwrap()).to_lowercase();
    let points = grid_rules::samegame::group_score(size);
    assert_eq!(
        label,
        format!(
            "{colour}, group of {size}, {points} point{}",
            if points == 1 { "" } else { "s" }
        )
    );
    let node = app.world().get::<AccessibilityNode>(cell).unwrap();
    assert_eq!(node.0.row_index(), Some(pos.y));
    assert_eq!(node.0.column_index(), Some(pos.x));
}

fn cell_at(app: &mut App, pos: Pos) -> Entity {
    let mut cells = app.world_mut().query::<(Entity, &AccessCell)>();
    cells
        .iter(app.world())
        .find(|(_, cell)| cell.0 == pos)
        .map(|(entity, _)| entity)
        .expect("a cell")
}

#[test]
fn a_click_on_a_cell_plays_it_and_the_live_region_says_the_points() {
    let mut app = game_with_tree::<SameGame>(SameGamePlugin);
    let before = state::<SameGame>(&app);
    let pos = find_group(before.cells(), 3).unwrap();
    let cell = cell_at(&mut app, pos);
    ask(&mut app, cell, Action::Focus);
    assert_eq!(
        app.world()
            .resource::<bevy::input_focus::InputFocus>()
            .get(),
        Some(cell),
        "the cursor and the screen reader's focus are one"
    );
    assert_eq!(
        app.world()
            .resource::<grid_puzzles::board::cursor::BoardCursor>()
            .pos,
        pos
    );
    ask(&mut app, cell, Action::Click);
    settle(&mut app);
    let after = state::<SameGame>(&app);
    assert_eq!(running::<SameGame>(&app).record.history.moves_played(), 1);
    let gained = after.score() - before.score();
    assert!(
        said(&app).starts_with(&format!("{gained} point")),
        "{}",
        said(&app)
    );
    assert!(
        said(&app).contains(&format!("{} in all", after.score())),
        "{}",
        said(&app)
    );
    assert_mirror(&mut app);
    // Undo is said too.
    command(&mut app, grid_puzzles::core::game::GameCommand::Undo);
    settle(&mut app);
    assert!(said(&app).starts_with("Move undone"), "{}", said(&app));
    let region = app
        .world_mut()
        .query_filtered::<&AccessibilityNode, With<LiveRegion>>()
        .single(app.world())
        .unwrap()
        .0
        .clone();
    assert_eq!(region.role(), Role::Status);
    assert_eq!(region.live(), Some(accesskit::Live::Polite));
    assert!(region.label().unwrap().starts_with("Move undone"));
}

#[test]
fn a_selected_group_is_marked_and_said() {
    let mut app = game_with_tree::<BubbleBreaker>(BubbleBreakerPlugin);
    let state = state::<BubbleBreaker>(&app);
    let pos = find_group(state.cells(), 2).unwrap();
    click(&mut app, pos.x, pos.y);
    settle(&mut app);
    app.update();
    let group = &running::<BubbleBreaker>(&app).ui.group.clone();
    assert!(!group.is_empty());
    for at in group {
        let cell = cell_at(&mut app, *at);
        let node = app.world().get::<AccessibilityNode>(cell).unwrap();
        assert_eq!(node.0.is_selected(), Some(true), "{at:?}");
    }
    assert!(said(&app).contains("selected, worth"), "{}", said(&app));
}

/// Walks the board's cursor to `target` with the arrow keys.
fn walk_cursor_to(app: &mut App, target: Pos) {
    use grid_puzzles::board::cursor::BoardCursor;
    for _ in 0..200 {
        let at = app.world().resource::<BoardCursor>().pos;
        let step = match () {
            _ if at.x < target.x => KeyCode::ArrowRight,
            _ if at.x > target.x => KeyCode::ArrowLeft,
            _ if at.y < target.y => KeyCode::ArrowDown,
            _ if at.y > target.y => KeyCode::ArrowUp,
            _ => return,
        };
        key(app, step);
    }
    panic!("the cursor never reached {target:?}");
}

#[test]
fn a_whole_game_by_keyboard_with_every_score_said() {
    let mut app = game_with_tree::<SameGame>(SameGamePlugin);
    let mut moves = 0;
    while let Some(target) = find_group(state::<SameGame>(&app).cells(), 2) {
        walk_cursor_to(&mut app, target);
        app.update();
        // What the screen reader is on is the cell the cursor is on, and it says so.
        let focused = app
            .world()
            .resource::<bevy::input_focus::InputFocus>()
            .get();
        assert_eq!(focused, Some(cell_at(&mut app, target)), "move {moves}");
        let label = app
            .world()
            .get::<AccessibilityNode>(focused.unwrap())
            .unwrap()
            .0
            .label()
            .unwrap()
            .to_string();
        assert!(label.contains("group of"), "{label}");
        let before = state::<SameGame>(&app).score();
        key(&mut app, KeyCode::Enter);
        settle(&mut app);
        moves += 1;
        let after = state::<SameGame>(&app);
        assert_eq!(
            running::<SameGame>(&app).record.history.moves_played(),
            moves
        );
        let words = app.world().resource::<Words>();
        let expected = format!("{} point", words.number(after.score() - before));
        let total = format!("{} in all", words.number(after.score()));
        let heard = said(&app);
        assert!(heard.starts_with(&expected), "move {moves}: {heard}");
        assert!(heard.contains(&total), "move {moves}: {heard}");
        assert!(moves < 300, "the game never ended");
    }
    let end = state::<SameGame>(&app);
    assert!(end.is_over());
    let words = app.world().resource::<Words>();
    let score = format!("score {}", words.number(end.score()));
    assert!(said(&app).contains(&score), "{}", said(&app));
}
