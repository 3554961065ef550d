//! Settings files that do not read: the player's bytes are kept beside them as
//! `NAME.toml.damaged`, the window says so in one line, the game starts from defaults
//! for that file and everything else loads. Then fuzzing: random and mutated bytes in
//! each settings file never panic, a file that reads is never renamed, a file that does
//! not is always kept byte for byte, every game opens, and what the game saves next reads
//! back the same.

use std::path::Path;

use bevy::prelude::*;
use grid_puzzles::core::game::GameId;
use grid_puzzles::core::notices::Problems;
use grid_puzzles::games::samegame::SameGameSettings;
use grid_puzzles::persist::shared::{BestScores, Preferences, SavedGames};
use grid_puzzles::persist::stats::Statistics;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::fuzz_input::{cases, input};
use super::{app, enter, file, play_hints, save_now, settings_home};

/// The problem line the window shows for `file_name`, if any.
fn problem(app: &App, file_name: &str) -> Option<String> {
    app.world()
        .get_resource::<Problems>()
        .and_then(|problems| problems.0.get(file_name))
        .map(|line| grid_puzzles::core::words::english().text(line))
}

fn read(path: &Path) -> Option<Vec<u8>> {
    std::fs::read(path).ok()
}

#[test]
fn an_unreadable_settings_file_is_kept_aside_and_the_window_says_so() {
    let name = "grid-puzzles-damaged";
    let mut first = app(name);
    first
        .world_mut()
        .resource_mut::<BestScores>()
        .set(GameId("samegame"), 4321);
    save_now(&mut first);
    drop(first);
    let settings = file(name, "settings.toml");
    let mut edited = std::fs::read_to_string(&settings).unwrap();
    edited.push_str("\n[samegame\ncolours = 6\n");
    std::fs::write(&settings, &edited).unwrap();

    let mut damaged = app(name);
    let line = problem(&damaged, "settings.toml").expect("the window names the file");
    assert!(
        line.starts_with("settings.toml: is not TOML at line "),
        "{line}"
    );
    assert!(line.contains("settings.toml.damaged"), "{line}");
    assert_eq!(line.lines().count(), 1);
    // In German, the reader's own words in brackets.
    let german =
        super::saves::german().text(&damaged.world().resource::<Problems>().0["settings.toml"]);
    assert!(
        german.starts_with("settings.toml: ist in Zeile ")
            && german.contains("kein gültiges TOML ("),
        "{german}"
    );
    let aside = file(name, "settings.toml.damaged");
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), edited);
    assert_eq!(
        damaged
            .world()
            .resource::<BestScores>()
            .of(GameId("samegame")),
        None
    );
    // The game saves over the name, never over the player's copy.
    damaged
        .world_mut()
        .resource_mut::<BestScores>()
        .set(GameId("fifteen"), 80);
    save_now(&mut damaged);
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), edited);
    assert!(
        std::fs::read_to_string(&settings)
            .unwrap()
            .contains("fifteen = 80")
    );

    // A second damage keeps the first copy too.
    std::fs::write(&settings, b"\xff\xfe not text").unwrap();
    let again = app(name);
    let line = problem(&again, "settings.toml").unwrap();
    assert!(line.contains("is not UTF-8 text"), "{line}");
    assert!(line.contains("settings.toml.damaged.2"), "{line}");
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), edited);
    assert_eq!(
        read(&file(name, "settings.toml.damaged.2")).unwrap(),
        b"\xff\xfe not text"
    );
    assert_eq!(problem(&again, "saves.toml"), None, "the other files read");
}

/// The resources the settings files fill, to compare one load with another.
fn loaded(
    app: &App,
) -> (
    BestScores,
    SavedGames,
    Preferences,
    SameGameSettings,
    Statistics,
) {
    let world = app.world();
    (
        world.resource::<BestScores>().clone(),
        world.resource::<SavedGames>().clone(),
        world.resource::<Preferences>().clone(),
        world.resource::<SameGameSettings>().clone(),
        world.resource::<Statistics>().clone(),
    )
}

#[test]
fn fuzzed_settings_files_never_panic_and_are_kept_when_they_do_not_read() {
    let name = "grid-puzzles-settings-fuzz";
    let folder = settings_home().join(name);
    // Valid files to mutate: settings, a saved game and statistics from real play.
    let mut source = app(name);
    source
        .world_mut()
        .resource_mut::<BestScores>()
        .set(GameId("color-lines"), 55);
    source.world_mut().resource_mut::<Preferences>().symbols = true;
    enter(&mut source, "samegame");
    play_hints(&mut source, 2);
    save_now(&mut source);
    drop(source);
    let valid: Vec<(String, Vec<u8>)> = ["settings.toml", "saves.toml", "statistics.toml"]
        .into_iter()
        .filter_map(|file_name| Some((file_name.to_string(), read(&folder.join(file_name))?)))
        .collect();
    assert!(valid.len() >= 2, "the game wrote its files");

    let games = [
        "bubble-breaker",
        "samegame",
        "lianliankan",
        "fifteen",
        "color-lines",
    ];
    let mut rng = StdRng::seed_from_u64(19);
    let (mut kept, mut read_fine) = (0, 0);
    // Each case starts the app twice: 40 cases, and 400 in the long run.
    for case in 0..(cases() / 5).min(400) {
        std::fs::remove_dir_all(&folder).ok();
        std::fs::create_dir_all(&folder).unwrap();
        let (target, _) = &valid[rng.random_range(0..valid.len())];
        let mut written = Vec::new();
        for (file_name, bytes) in &valid {
            let bytes = if file_name == target {
                input(&mut rng, bytes)
            } else {
                bytes.clone()
            };
            std::fs::write(folder.join(file_name), &bytes).unwrap();
            written.push((file_name, bytes));
        }
        let shown = String::from_utf8_lossy(&written.iter().find(|(f, _)| f == &target).unwrap().1)
            .into_owned();
        let mut game = app(name);
        for (file_name, bytes) in &written {
            let aside = folder.join(format!("{file_name}.damaged"));
            match problem(&game, file_name) {
                Some(line) => {
                    assert_eq!(
                        *file_name, target,
                        "case {case}: a valid file flagged: {line}"
                    );
                    kept += 1;
                    assert_eq!(line.lines().count(), 1, "{line}");
                    assert_eq!(read(&aside).as_ref(), Some(bytes), "case {case}: {shown:?}");
                }
                None => {
                    read_fine += 1;
                    assert!(!aside.exists(), "case {case}: set aside a file that reads");
                    assert_eq!(read(&folder.join(file_name)).as_ref(), Some(bytes));
                }
            }
        }
        enter(&mut game, games[case % games.len()]);
        for _ in 0..3 {
            game.update();
        }
        let before = loaded(&game);
        save_now(&mut game);
        drop(game);
        let after = app(name);
        assert_eq!(
            loaded(&after),
            before,
            "case {case}: what was saved reads back"
        );
    }
    assert!(kept > 0 && read_fine > 0, "kept {kept}, read {read_fine}");
}

#[test]
fn a_group_that_does_not_read_is_copied_aside_and_the_rest_loads() {
    let name = "grid-puzzles-damaged-group";
    std::fs::create_dir_all(settings_home().join(name)).unwrap();
    let text = "[best_scores]\nsamegame = \"lots\"\nfifteen = 80\n\n[samegame]\ncolours = 6\n";
    std::fs::write(file(name, "settings.toml"), text).unwrap();
    let group = app(name);
    let line = problem(&group, "settings.toml").expect("the window names the file");
    assert!(
        line.starts_with("settings.toml: [best_scores] does not read ("),
        "{line}"
    );
    assert!(!line.contains("\\n"), "no escaped line breaks: {line}");
    assert!(
        line.ends_with("your file is kept as settings.toml.damaged"),
        "{line}"
    );
    assert_eq!(line.lines().count(), 1);
    let kept = std::fs::read_to_string(file(name, "settings.toml.damaged")).unwrap();
    assert_eq!(kept, text, "the player's bytes, all of them");
    assert_eq!(
        group.world().resource::<SameGameSettings>().colours,
        6,
        "the rest loads"
    );
    assert_eq!(
        group.world().resource::<BestScores>().of(GameId("fifteen")),
        None
    );
    // Started again with the file as it is, the game names the copy it made, and makes
    // no other; a different damage gets a copy of its own.
    drop(group);
    let again = app(name);
    assert_eq!(problem(&again, "settings.toml"), Some(line.clone()));
    assert!(!file(name, "settings.toml.damaged.2").exists(), "one copy");
    drop(again);
    let other = text.replace("80", "\"eighty\"");
    std::fs::write(file(name, "settings.toml"), &other).unwrap();
    let changed = app(name);
    let line = problem(&changed, "settings.toml").unwrap();
    assert!(line.ends_with("kept as settings.toml.damaged.2"), "{line}");
    assert_eq!(
        std::fs::read_to_string(file(name, "settings.toml.damaged.2")).unwrap(),
        other
    );

    // A field of a struct group names itself.
    let name = "grid-puzzles-damaged-field";
    std::fs::create_dir_all(settings_home().join(name)).unwrap();
    std::fs::write(
        file(name, "settings.toml"),
        "[samegame]\ncolours = \"six\"\nwidth = 20\n",
    )
    .unwrap();
    let field = app(name);
    let line = problem(&field, "settings.toml").unwrap();
    assert!(
        line.starts_with("settings.toml: colours in [samegame] does not read ("),
        "{line}"
    );
    assert_eq!(field.world().resource::<SameGameSettings>().width, 20);
}
