//! Best scores and settings persist through Bevy's settings file; a damaged file falls
//! back to the defaults (bevy_settings logs the parse error).

use bevy::prelude::*;
use bevy::settings::{SaveSettingsSync, SettingsPlugin};
use grid_puzzles::settings::{BestScores, PlayerSettings, register_settings_types};

fn app_with_settings(app_name: &str) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins);
    register_settings_types(&mut app);
    app.add_plugins(SettingsPlugin::new(app_name));
    app.update();
    app
}

#[test]
fn settings_survive_a_restart_and_a_damaged_file_gives_defaults() {
    let home = std::env::temp_dir().join(format!("grid-puzzles-settings-{}", std::process::id()));
    std::fs::create_dir_all(&home).unwrap();
    // SAFETY: this test binary has this one test, so no other thread reads the
    // environment while it is changed.
    unsafe { std::env::set_var("XDG_CONFIG_HOME", &home) };

    let mut app = app_with_settings("grid-puzzles-test");
    assert_eq!(*app.world().resource::<BestScores>(), BestScores::default());
    app.world_mut().resource_mut::<BestScores>().samegame = 1234;
    app.world_mut()
        .resource_mut::<PlayerSettings>()
        .samegame_colours = 6;
    app.world_mut().commands().queue(SaveSettingsSync::Always);
    app.update();
    let file = home.join("grid-puzzles-test").join("settings.toml");
    let saved = std::fs::read_to_string(&file).expect("the settings file was written");
    assert!(saved.contains("1234"), "{saved}");

    let restarted = app_with_settings("grid-puzzles-test");
    assert_eq!(restarted.world().resource::<BestScores>().samegame, 1234);
    assert_eq!(
        restarted
            .world()
            .resource::<PlayerSettings>()
            .samegame_colours,
        6
    );

    std::fs::write(&file, "this is [[ not toml").unwrap();
    let damaged = app_with_settings("grid-puzzles-test");
    assert_eq!(
        *damaged.world().resource::<BestScores>(),
        BestScores::default()
    );
    assert_eq!(
        *damaged.world().resource::<PlayerSettings>(),
        PlayerSettings::default()
    );

    std::fs::write(&file, saved.replace("1234", "\"lots\"")).unwrap();
    let wrong_type = app_with_settings("grid-puzzles-test");
    assert_eq!(
        wrong_type.world().resource::<BestScores>().samegame,
        0,
        "a wrong value keeps the default"
    );
    assert_eq!(
        wrong_type
            .world()
            .resource::<PlayerSettings>()
            .samegame_colours,
        6,
        "the rest still loads"
    );
    let _ = std::fs::remove_dir_all(&home);
}
