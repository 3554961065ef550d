//! The whole collection in one app, as the window runs it: every game in the list can
//! be entered and deals a board, and leaving it cleans up.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use grid_puzzles::app::GameBase;
use grid_puzzles::board::root::{BoardRoot, GridPos};
use grid_puzzles::core::game::{AppState, GameId};
use grid_puzzles::games::GamesPlugin;

#[test]
fn every_game_in_the_list_starts_from_the_menu_and_cleans_up() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, GameBase, GamesPlugin));
    app.update();
    for game in grid_rules::games::GAMES {
        let kind = GameId(game.id);
        app.world_mut()
            .resource_mut::<NextState<AppState>>()
            .set(AppState::Playing(kind));
        app.update();
        app.update();
        let roots = app
            .world_mut()
            .query::<&BoardRoot>()
            .iter(app.world())
            .count();
        let pieces = app
            .world_mut()
            .query::<&GridPos>()
            .iter(app.world())
            .count();
        assert_eq!(roots, 1, "{kind:?} has a board");
        assert!(pieces >= 3, "{kind:?} deals pieces, found {pieces}");
        app.world_mut()
            .resource_mut::<NextState<AppState>>()
            .set(AppState::Menu);
        app.update();
        app.update();
        let left = app
            .world_mut()
            .query::<&BoardRoot>()
            .iter(app.world())
            .count();
        assert_eq!(left, 0, "leaving {kind:?} despawns its board");
    }
}

/// The whole collection with its menu, opened on the menu.
fn menu_app() -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        GameBase,
        GamesPlugin,
        grid_puzzles::menu::MenuPlugin,
    ));
    app.update();
    app.update();
    app
}

#[test]
fn the_menu_has_a_card_per_game_and_opens_games_statistics_and_settings() {
    use grid_puzzles::menu::PlayButton;
    let mut app = menu_app();
    let mut plays = app.world_mut().query::<&PlayButton>();
    let listed: Vec<&str> = plays.iter(app.world()).map(|play| play.0.0).collect();
    let ids: Vec<&str> = grid_rules::games::GAMES
        .iter()
        .map(|game| game.id)
        .collect();
    assert_eq!(listed.len(), ids.len());
    assert!(ids.iter().all(|id| listed.contains(id)), "{listed:?}");
    crate::common::press_button(&mut app, "Statistics");
    let texts: Vec<String> = app
        .world_mut()
        .query::<&Text>()
        .iter(app.world())
        .map(|text| text.0.clone())
        .collect();
    assert!(
        texts.iter().any(|text| text == "Statistics"),
        "the statistics panel"
    );
    assert!(texts.iter().any(|text| text == "Not played yet"));
    crate::common::press_button(&mut app, "Done");
    crate::common::press_named(&mut app, "settings");
    assert!(
        app.world_mut()
            .query::<&grid_puzzles::ui::controls::SettingValue>()
            .iter(app.world())
            .any(|value| value.0 == "setting-symbols"),
        "the shared settings"
    );
    crate::common::press_button(&mut app, "Done");
    let play = app
        .world_mut()
        .query::<(Entity, &PlayButton)>()
        .iter(app.world())
        .find(|(_, play)| play.0.0 == "fifteen")
        .map(|(entity, _)| entity)
        .unwrap();
    app.world_mut()
        .trigger(grid_puzzles::ui::focus::Activate { entity: play });
    app.update();
    app.update();
    assert_eq!(
        *app.world().resource::<State<AppState>>().get(),
        AppState::Playing(GameId("fifteen"))
    );
}

#[test]
fn a_card_s_daily_button_opens_today_s_puzzle_and_is_marked_once_it_is_finished() {
    use grid_puzzles::menu::DailyButton;
    use grid_rules::Puzzle;
    use grid_rules::samegame::SameGame;
    let mut app = menu_app();
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
        crate::common::FRAME,
    ));
    app.insert_resource(crate::common::quick_engines());
    let label = |app: &mut App| {
        let mut buttons = app.world_mut().query::<(&DailyButton, &Children)>();
        let children: Vec<Entity> = buttons
            .iter(app.world())
            .find(|(daily, _)| daily.0.0 == "samegame")
            .map(|(_, children)| children.iter().collect())
            .expect("SameGame's card has a Daily button");
        children
            .into_iter()
            .find_map(|child| app.world().get::<Text>(child).map(|text| text.0.clone()))
            .expect("the button has a label")
    };
    assert_eq!(label(&mut app), "Daily");
    crate::common::press_named(&mut app, "daily-samegame");
    app.update();
    app.update();
    assert_eq!(
        *app.world().resource::<State<AppState>>().get(),
        AppState::Playing(GameId("samegame"))
    );
    let today = grid_puzzles::platform::clock::today_date();
    assert_eq!(crate::common::session(&app).daily, Some(today));
    while !crate::common::state::<SameGame>(&app).is_over() {
        let cells = crate::common::state::<SameGame>(&app).cells().clone();
        let pos = crate::common::find_group(&cells, 2).expect("a move");
        crate::common::click(&mut app, pos.x, pos.y);
        crate::common::settle(&mut app);
    }
    crate::common::command(&mut app, grid_puzzles::core::game::GameCommand::BackToMenu);
    app.update();
    app.update();
    assert_eq!(label(&mut app), "Daily ✓", "today's is played");
}

#[test]
fn an_icon_alone_shows_its_name_in_a_tooltip_and_a_written_name_is_not_repeated() {
    use grid_puzzles::ui::focus::KeyboardFocus;
    use grid_puzzles::ui::tooltip::{Tooltip, TooltipLabel, TooltipText};
    let mut app = menu_app();
    let statistics = crate::common::entity_named(&mut app, "statistics");
    assert!(
        app.world().get::<Tooltip>(statistics).is_none(),
        "Statistics is written beside its icon"
    );
    // A card's settings button is an icon alone.
    let (gear, name) = app
        .world_mut()
        .query::<(Entity, &Tooltip)>()
        .iter(app.world())
        .map(|(entity, tooltip)| {
            (
                entity,
                grid_puzzles::core::words::english().text(&tooltip.0),
            )
        })
        .next()
        .expect("an icon button with a tooltip");
    let tooltip = |app: &mut App| {
        let visibility = *app
            .world_mut()
            .query_filtered::<&Visibility, With<TooltipLabel>>()
            .single(app.world())
            .unwrap();
        let words = app
            .world_mut()
            .query_filtered::<&Text, With<TooltipText>>()
            .single(app.world())
            .unwrap()
            .0
            .clone();
        (visibility, words)
    };
    app.world_mut().resource_mut::<KeyboardFocus>().button = Some(statistics);
    app.update();
    assert_eq!(tooltip(&mut app).0, Visibility::Hidden);
    app.world_mut().resource_mut::<KeyboardFocus>().button = Some(gear);
    app.update();
    assert_eq!(tooltip(&mut app), (Visibility::Inherited, name));
}

#[test]
fn the_menu_is_drawn_again_when_the_window_becomes_a_phone_s() {
    use grid_puzzles::ui::tooltip::Tooltip;
    let mut app = menu_app();
    let statistics_has_tooltip = |app: &mut App| {
        let statistics = crate::common::entity_named(app, "statistics");
        app.world().get::<Tooltip>(statistics).is_some()
    };
    assert!(
        !statistics_has_tooltip(&mut app),
        "wide: named beside its icon"
    );
    let window = app
        .world_mut()
        .spawn((
            Window {
                resolution: (360, 640).into(),
                ..default()
            },
            bevy::window::PrimaryWindow,
        ))
        .id();
    app.update();
    app.update();
    assert!(statistics_has_tooltip(&mut app), "a phone: its icon alone");
    app.world_mut()
        .get_mut::<Window>(window)
        .unwrap()
        .resolution
        .set(860.0, 740.0);
    app.update();
    app.update();
    assert!(!statistics_has_tooltip(&mut app), "wide again");
}
