//! The screens laid out headless as Bevy lays them out in a window (its UI layout and
//! text, without a renderer): at a phone's 360×640, a desktop window's 860×740 and a
//! full-HD screen, every screen stays inside the window and every button can be
//! reached.

use bevy::camera::RenderTargetInfo;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::ui::UiGlobalTransform;
use bevy::window::WindowResolution;
use grid_puzzles::app::GameBase;
use grid_puzzles::core::beacon::BeaconName;
use grid_puzzles::core::game::{AppState, Launch};
use grid_puzzles::look::languages::{LanguageInUse, Languages};
use grid_puzzles::persist::shared::Preferences;
use grid_puzzles::platform::asset_files::AssetFolder;

use crate::common::FRAME;

/// The window sizes every screen is laid out for.
pub const SIZES: [(u32, u32); 3] = [(360, 640), (860, 740), (1920, 1080)];

/// A headless app that lays out its UI and text for a window of `width`×`height`, with
/// the menu and every game, in English.
pub fn ui_app(width: u32, height: u32) -> App {
    ui_app_in(width, height, "en", shipped_assets())
}

/// The repository's `assets/` as the game's assets folder.
pub fn shipped_assets() -> AssetFolder {
    let manifest =
        std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or(env!("CARGO_MANIFEST_DIR").into());
    AssetFolder(Some(std::path::Path::new(&manifest).join("assets")))
}

/// The same in `language` (chosen in the settings), reading `folder` over the built-in
/// assets, as the desktop game does.
/// Quick engines, but for par, which is still being thought about on every screen the
/// layout tests look at, so what they measure does not hang on when a thread answers (a
/// HUD measured in the frame par arrives in was laid out for the frame before).
fn still_thinking_of_par() -> grid_puzzles::session::think::EngineSettings {
    let mut engines = crate::common::quick_engines();
    engines.par = grid_puzzles::platform::engine::Budget {
        time: std::time::Duration::from_secs(3600),
        nodes: None,
    };
    engines
}

pub fn ui_app_in(width: u32, height: u32, language: &str, folder: AssetFolder) -> App {
    let mut app = App::new();
    folder.register_source(&mut app);
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        bevy::window::WindowPlugin {
            primary_window: Some(Window {
                resolution: WindowResolution::new(width, height),
                ..default()
            }),
            ..default()
        },
        AssetPlugin {
            watch_for_changes_override: Some(true),
            meta_check: bevy::asset::AssetMetaCheck::Never,
            ..default()
        },
        ImagePlugin::default(),
        bevy::mesh::MeshPlugin,
        bevy::camera::CameraPlugin,
        bevy::input::InputPlugin,
        bevy::sprite::SpritePlugin,
        bevy::text::TextPlugin,
        bevy::ui::UiPlugin,
        bevy::picking::DefaultPickingPlugins,
    ));
    app.add_plugins((
        GameBase,
        grid_puzzles::menu::MenuPlugin,
        grid_puzzles::games::GamesPlugin,
    ));
    app.insert_resource(Languages::from_files(&folder));
    app.world_mut().resource_mut::<Preferences>().language = language.to_string();
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(still_thinking_of_par())
        .insert_resource(Launch::default())
        .insert_state(AppState::Menu);
    // The renderer measures the window for the camera; headless, the test does.
    let mut camera = Camera::default();
    camera.computed.target_info = Some(RenderTargetInfo {
        physical_size: UVec2::new(width, height),
        scale_factor: 1.0,
    });
    app.world_mut().spawn((Camera2d, camera));
    for _ in 0..4 {
        app.update();
    }
    // The language's catalogues are read from the assets (the English one too).
    crate::common::update_until(&mut app, "the catalogues are read", |app| {
        app.world().resource::<LanguageInUse>().ready
    });
    app
}

/// The on-screen rectangle of every UI node shown, with its text if it has one.
pub fn shown_boxes(app: &mut App) -> Vec<(Entity, Rect, Option<String>)> {
    let mut nodes = app.world_mut().query::<(
        Entity,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        Option<&Text>,
    )>();
    nodes
        .iter(app.world())
        .filter(|(_, node, _, visible, _)| visible.get() && node.size().x > 0.0)
        .map(|(entity, node, at, _, text)| {
            let rect = Rect::from_center_size(at.translation, node.size());
            (entity, rect, text.map(|text| text.0.clone()))
        })
        .collect()
}

/// The rectangle of the node named `name` for the play-tests.
pub fn named_box(app: &mut App, name: &str) -> Rect {
    let entity = crate::common::entity_named(app, name);
    let boxes = shown_boxes(app);
    boxes
        .iter()
        .find(|(shown, ..)| *shown == entity)
        .map(|(_, rect, _)| *rect)
        .unwrap_or_else(|| panic!("{name} is not shown"))
}

#[test]
fn the_menu_stays_inside_the_window_at_every_size() {
    for (width, height) in SIZES {
        let mut app = ui_app(width, height);
        let window = Rect::new(0.0, 0.0, width as f32, height as f32);
        // The menu scrolls up and down, never sideways: everything lies across the window.
        for (_, rect, text) in shown_boxes(&mut app) {
            assert!(
                rect.min.x >= -0.5 && rect.max.x <= window.max.x + 0.5,
                "at {width}x{height}, {text:?} lies across {rect:?}"
            );
        }
        // Statistics and Settings sit in the header, inside the window.
        for name in ["statistics", "settings", "play-samegame"] {
            let rect = named_box(&mut app, name);
            assert!(
                window.contains(rect.min) && window.contains(rect.max),
                "at {width}x{height}, {name} is at {rect:?}"
            );
        }
        let named = app
            .world_mut()
            .query::<&BeaconName>()
            .iter(app.world())
            .count();
        assert!(named >= 12, "{named} named buttons");
    }
}

/// What a file's reader says of a file that does not read (the reader's words, not the
/// game's), for the problem line [`walk_screens`] shows.
pub const READER_SAYS: &str = "config.ron line 1, column 2 Expected comma";

/// The screens a player sees, one after another in `app` (made by [`ui_app`]): `visit`
/// looks at each once it is up, with its name. The menu, statistics and settings; each
/// game with its settings panel; a game's end with its card, its review and Share's
/// toast; a problem in the window and a tooltip.
pub fn walk_screens(app: &mut App, mut visit: impl FnMut(&mut App, &str)) {
    use crate::common::{click, command, press_named, settle};
    use grid_puzzles::core::game::{GameCommand, GameId};
    let settle_ui = |app: &mut App| {
        for _ in 0..4 {
            app.update();
        }
    };
    settle_ui(app);
    visit(app, "menu");
    press_named(app, "statistics");
    settle_ui(app);
    assert_there::<grid_puzzles::ui::panel::SettingsPanel>(app, "statistics");
    visit(app, "statistics");
    close_panels(app);
    press_named(app, "settings");
    settle_ui(app);
    assert_there::<grid_puzzles::ui::panel::SettingsPanel>(app, "settings");
    visit(app, "settings");
    close_panels(app);
    for game in grid_rules::games::GAMES {
        open_game(app, GameId(game.id), Launch::default());
        settle(app);
        settle_ui(app);
        visit(app, game.id);
        command(app, GameCommand::Settings);
        settle_ui(app);
        assert_there::<grid_puzzles::ui::panel::SettingsPanel>(app, game.id);
        visit(app, &format!("{} settings", game.id));
        close_panels(app);
    }
    // A SameGame one click from its end: the card, the review, Share.
    let board = "R Y R B\nY R Y B\nR Y R Y\nY R Y R\n";
    open_game(
        app,
        GameId("samegame"),
        Launch {
            board: Some(board.into()),
            seed: Some(1),
            ..Launch::default()
        },
    );
    settle(app);
    click(app, 3, 0);
    settle(app);
    settle_ui(app);
    assert_there::<grid_puzzles::screens::card::result::ResultCard>(app, "the game's end");
    visit(app, "result card");
    command(app, GameCommand::Share);
    settle_ui(app);
    assert_there::<grid_puzzles::ui::tooltip::Toast>(app, "share");
    visit(app, "share toast");
    command(app, GameCommand::Review);
    settle_ui(app);
    assert_there::<grid_puzzles::screens::review::bar::ReviewBar>(app, "review");
    visit(app, "review");
    command(app, GameCommand::Review);
    app.world_mut()
        .resource_mut::<grid_puzzles::core::notices::Problems>()
        .set(
            "config.ron",
            Some(
                grid_puzzles::core::words::Msg::new("problem-file-built-in")
                    .text("problem", READER_SAYS),
            ),
        );
    // A phone's bars name their icons under them: no tooltip there.
    let icon = app
        .world_mut()
        .query_filtered::<Entity, With<grid_puzzles::ui::tooltip::Tooltip>>()
        .iter(app.world())
        .next();
    app.world_mut()
        .resource_mut::<grid_puzzles::ui::focus::KeyboardFocus>()
        .button = icon;
    settle_ui(app);
    visit(app, "problem and tooltip");
}

/// Fails unless a `C` is there (the screen the walk expects is up).
fn assert_there<C: Component>(app: &mut App, what: &str) {
    let count = app
        .world_mut()
        .query_filtered::<(), With<C>>()
        .iter(app.world())
        .count();
    assert!(count > 0, "{what}: no {}", std::any::type_name::<C>());
}

/// Opens `game` as `launch` asks.
fn open_game(app: &mut App, game: grid_puzzles::core::game::GameId, launch: Launch) {
    app.insert_resource(Launch {
        game: Some(game),
        ..launch
    });
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Playing(game));
    app.update();
    app.update();
}

/// Closes any settings panel (as Done does).
fn close_panels(app: &mut App) {
    let panels: Vec<Entity> = app
        .world_mut()
        .query_filtered::<Entity, With<grid_puzzles::ui::panel::SettingsPanel>>()
        .iter(app.world())
        .collect();
    for panel in panels {
        app.world_mut().entity_mut(panel).despawn();
    }
    app.update();
}

/// The texts shown, with their on-screen rectangles.
pub fn shown_texts(app: &mut App) -> Vec<(Entity, Rect, String)> {
    shown_boxes(app)
        .into_iter()
        .filter_map(|(entity, rect, text)| Some((entity, rect, text?)))
        .filter(|(_, _, text)| !text.trim().is_empty())
        .collect()
}
