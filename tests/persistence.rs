//! What survives a restart, through Bevy's settings files, in headless apps built like
//! the window's (every game, the settings plugin last): best scores and settings; games
//! in progress saved after every move and resumed exactly (`saves`); damaged, truncated
//! and wrong-version files ignored with the rest kept; settings files that do not read
//! kept aside (`damaged`). Its own test binary: it points the settings folder at a
//! temporary one through the environment.

#[path = "support/fuzz_input.rs"]
mod fuzz_input;

#[path = "persistence/damaged.rs"]
mod damaged;
#[path = "persistence/saves.rs"]
mod saves;

use std::path::PathBuf;
use std::sync::Once;
use std::time::Duration;

use bevy::prelude::*;
use bevy::settings::SaveSettingsSync;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use grid_puzzles::app::GameBase;
use grid_puzzles::core::game::{AppState, CellClicked, GameCommand, GameId};
use grid_puzzles::games::GamesPlugin;
use grid_puzzles::games::samegame::SameGameSettings;
use grid_puzzles::persist::register_settings_types;
use grid_puzzles::persist::shared::BestScores;
use grid_puzzles::persist::stats::Statistics;
use grid_puzzles::session::state::Session;
use grid_rules::Puzzle;
use grid_rules::samegame::SameGame;

/// The settings folder of this test binary (every test calls this first, so the one
/// change to the environment happens before any test reads it).
fn settings_home() -> PathBuf {
    static SET: Once = Once::new();
    let home = std::env::temp_dir().join(format!("grid-puzzles-persist-{}", std::process::id()));
    SET.call_once(|| {
        std::fs::create_dir_all(&home).unwrap();
        // SAFETY: every test of this binary calls this before anything else, and the
        // `Once` makes them wait until the variable is set; nothing reads it meanwhile.
        unsafe { std::env::set_var("XDG_CONFIG_HOME", &home) };
    });
    home
}

/// A headless app as the window builds it, with settings stored under `name`.
fn app(name: &str) -> App {
    settings_home();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        16,
    )));
    register_settings_types(&mut app);
    app.add_plugins((GameBase, GamesPlugin));
    grid_puzzles::persist::damaged::add_settings_plugin(&mut app, name);
    app.update();
    app
}

fn file(name: &str, file: &str) -> PathBuf {
    settings_home().join(name).join(file)
}

fn enter(app: &mut App, game: &str) {
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Playing(GameId::find(game).unwrap()));
    app.update();
    app.update();
}

fn save_now(app: &mut App) {
    app.world_mut().commands().queue(SaveSettingsSync::Always);
    app.update();
}

/// Plays up to `moves` hint moves by clicking the hint's cells, frame by frame.
fn play_hints(app: &mut App, moves: usize) {
    for _ in 0..moves {
        let Some(clicks) = app.world().resource::<Session>().state().hint() else {
            return;
        };
        for pos in clicks {
            app.world_mut().write_message(CellClicked { pos });
            app.update();
        }
    }
    for _ in 0..120 {
        app.update();
    }
}

#[test]
fn best_scores_and_settings_survive_a_restart_and_a_damaged_file_gives_defaults() {
    let name = "grid-puzzles-settings";
    let mut first = app(name);
    assert_eq!(
        *first.world().resource::<BestScores>(),
        BestScores::default()
    );
    first
        .world_mut()
        .resource_mut::<BestScores>()
        .set(GameId("samegame"), 1234);
    first.world_mut().resource_mut::<SameGameSettings>().colours = 6;
    save_now(&mut first);
    let settings_file = file(name, "settings.toml");
    let saved = std::fs::read_to_string(&settings_file).expect("the settings file was written");
    assert!(saved.contains("samegame = 1234"), "{saved}");

    let restarted = app(name);
    assert_eq!(
        restarted
            .world()
            .resource::<BestScores>()
            .of(GameId("samegame")),
        Some(1234)
    );
    assert_eq!(restarted.world().resource::<SameGameSettings>().colours, 6);

    std::fs::write(&settings_file, "this is [[ not toml").unwrap();
    let damaged = app(name);
    assert_eq!(
        *damaged.world().resource::<BestScores>(),
        BestScores::default()
    );
    assert_eq!(
        *damaged.world().resource::<SameGameSettings>(),
        SameGameSettings::default()
    );

    std::fs::write(&settings_file, saved.replace("1234", "\"lots\"")).unwrap();
    let wrong_type = app(name);
    assert_eq!(
        wrong_type
            .world()
            .resource::<BestScores>()
            .of(GameId("samegame")),
        None,
        "a wrong value keeps the default"
    );
    assert_eq!(
        wrong_type.world().resource::<SameGameSettings>().colours,
        6,
        "the rest still loads"
    );
}

#[test]
fn a_best_score_file_from_before_the_registry_still_loads() {
    let name = "grid-puzzles-old-best";
    std::fs::create_dir_all(settings_home().join(name)).unwrap();
    std::fs::write(
        file(name, "settings.toml"),
        "[best_scores]\nbubble_breaker = 812\nsamegame = 0\nfifteen = 97\ncolor_lines = 40\n\n\
         [player_settings]\nsamegame_width = 20\n",
    )
    .unwrap();
    let app = app(name);
    let best = app.world().resource::<BestScores>();
    assert_eq!(best.of(GameId("bubble-breaker")), Some(812));
    assert_eq!(best.of(GameId("fifteen")), Some(97));
    assert_eq!(best.of(GameId("color-lines")), Some(40));
    assert_eq!(best.of(GameId("samegame")), None);
}

/// Finishes a SameGame game of the chosen size in one move: the position is replaced by
/// a board with one pair (the game's parameters stay those chosen).
fn finish_small_game(app: &mut App) {
    grid_puzzles::screens::board::draw::replace_state(
        app.world_mut(),
        // Three reds, then nothing to remove: a 1-point game (one of 0 points is
        // counted but never among the best).
        SameGame::from_board_text(&Default::default(), "R R R\nG Y P\n", 0).unwrap(),
    );
    app.world_mut().write_message(CellClicked {
        pos: grid_rules::Pos::new(0, 0),
    });
    for _ in 0..60 {
        app.update();
    }
}

#[test]
fn a_finished_game_updates_exactly_its_bucket_and_a_restart_keeps_it() {
    let name = "grid-puzzles-stats";
    let mut first = app(name);
    {
        let mut settings = first.world_mut().resource_mut::<SameGameSettings>();
        settings.width = 10;
        settings.height = 10;
        settings.colours = 4;
    }
    enter(&mut first, "samegame");
    first.world_mut().write_message(GameCommand::NewGame);
    first.update();
    finish_small_game(&mut first);
    let stats = first.world().resource::<Statistics>().clone();
    assert_eq!(stats.0.len(), 1, "{stats:?}");
    let record = &stats.0["samegame 10x10x4"];
    assert_eq!(
        (record.played, record.finished, record.won),
        (1, 1, 0),
        "the best score this game set is not counted again as one from before statistics"
    );
    assert_eq!(record.top.len(), 1);
    assert_eq!(record.top[0].score, 1);
    assert_eq!(record.top[0].date, grid_puzzles::platform::clock::today());
    assert_eq!(first.world().resource::<Session>().rank, Some(0));
    save_now(&mut first);
    drop(first);
    let again = app(name);
    assert_eq!(
        *again.world().resource::<Statistics>(),
        stats,
        "kept through a restart"
    );
}

#[test]
fn a_best_score_from_before_statistics_joins_the_record_and_a_damaged_file_costs_nothing_else() {
    let name = "grid-puzzles-stats-old";
    std::fs::create_dir_all(settings_home().join(name)).unwrap();
    std::fs::write(
        file(name, "settings.toml"),
        "[best_scores]\nsamegame = 777\n\n[samegame]\ncolours = 4\n",
    )
    .unwrap();
    std::fs::write(file(name, "statistics.toml"), "[[[ this is not toml").unwrap();
    let mut app = app(name);
    assert_eq!(
        app.world().resource::<SameGameSettings>().colours,
        4,
        "settings kept"
    );
    assert!(
        app.world().resource::<Statistics>().0.is_empty(),
        "damaged: empty"
    );
    enter(&mut app, "samegame");
    let stats = app.world().resource::<Statistics>();
    let record = &stats.0["samegame 15x15x4"];
    assert_eq!(record.best(), Some(777), "no player loses a best score");
    assert_eq!(record.top[0].date, "earlier");
}
