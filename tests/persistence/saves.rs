//! Games in progress: every game saved after its moves and resumed exactly after a
//! restart; damaged, truncated and old saves ignored with the settings kept; a finished
//! game not resumed.

use bevy::prelude::*;
use grid_puzzles::core::game::{CellClicked, GameCommand, GameId};
use grid_puzzles::games::samegame::SameGameSettings;
use grid_puzzles::games::{ViewVisitor, with_game_view};
use grid_puzzles::persist::shared::SavedGames;
use grid_puzzles::session::game_look::GameLook;
use grid_puzzles::session::save::SaveWarning;
use grid_puzzles::session::state::Session;
use grid_rules::Puzzle;
use grid_rules::code::GameCode;
use grid_rules::samegame::SameGame;

use super::{app, enter, file, play_hints, save_now, settings_home};

struct SaveAndResume<'a>(&'a str);

impl ViewVisitor for SaveAndResume<'_> {
    type Output = ();
    fn visit<P: GameLook>(self) {
        let name = format!("grid-puzzles-resume-{}", self.0);
        let mut first = app(&name);
        enter(&mut first, P::ID);
        play_hints(&mut first, 3);
        // The help a game had is saved with it (a hint, say, shown but not played).
        first.world_mut().resource_mut::<Session>().hints_used = 2;
        first.update();
        let session = first.world().resource::<Session>();
        let (played, moves, code) = (
            session
                .played_as::<P>()
                .expect("the game entered")
                .state()
                .clone(),
            session.played.moves_played(),
            session.code(),
        );
        assert!(moves > 0, "{}: hint moves were played", P::ID);
        let saved = first
            .world()
            .resource::<SavedGames>()
            .0
            .get(&GameId(P::ID).key())
            .cloned();
        let hints = session.hints_used;
        assert_eq!(
            saved
                .as_deref()
                .and_then(|save| save.split_once(';'))
                .map(|(code, _)| code),
            Some(code.encode().as_str()),
            "{}: saved after the moves",
            P::ID
        );
        save_now(&mut first);
        drop(first);

        let mut again = app(&name);
        enter(&mut again, P::ID);
        let resumed = again.world().resource::<Session>();
        assert_eq!(
            resumed.played_as::<P>().map(|game| game.state()),
            Some(&played),
            "{}: resumed exactly",
            P::ID
        );
        assert_eq!(resumed.played.moves_played(), moves);
        assert_eq!(resumed.code(), code, "{}: the same game code", P::ID);
        assert_eq!(
            resumed.hints_used,
            hints,
            "{}: the hints are remembered, so the game stays assisted",
            P::ID
        );
        assert_eq!(GameCode::decode(&code.encode()).unwrap(), code);
        assert_eq!(again.world().resource::<SaveWarning>().0, None);

        again.world_mut().write_message(GameCommand::NewGame);
        again.update();
        let fresh = again.world().resource::<Session>();
        assert_eq!(
            fresh.played.moves_played(),
            0,
            "{}: New game starts fresh",
            P::ID
        );
    }
}

#[test]
fn every_game_is_saved_after_its_moves_and_resumed_after_a_restart() {
    for game in grid_rules::games::GAMES {
        with_game_view(game.id, SaveAndResume(game.id)).unwrap();
    }
}

/// Writes `saves.toml` for `name` with `samegame = TEXT`, plus a settings file.
fn damaged_save(name: &str, saves: &str) -> App {
    std::fs::create_dir_all(settings_home().join(name)).unwrap();
    std::fs::write(file(name, "settings.toml"), "[samegame]\ncolours = 5\n").unwrap();
    std::fs::write(file(name, "saves.toml"), saves).unwrap();
    let mut app = app(name);
    enter(&mut app, "samegame");
    app
}

#[test]
fn damaged_truncated_and_old_saves_are_ignored_and_the_settings_kept() {
    let good = {
        let mut app = app("grid-puzzles-save-source");
        enter(&mut app, "samegame");
        play_hints(&mut app, 2);
        app.world().resource::<Session>().code().encode()
    };
    let truncated = &good[..good.len() * 2 / 3];
    let old_version = {
        let mut code = GameCode::decode(&good).unwrap();
        code.moves.push("99,99".into());
        code.encode()
    };
    let cases = [
        (
            "grid-puzzles-save-garbage",
            "this is [[ not toml".to_string(),
            false,
        ),
        (
            "grid-puzzles-save-truncated",
            format!("[saved_games]\nsamegame = \"{truncated}\"\n"),
            true,
        ),
        (
            "grid-puzzles-save-illegal",
            format!("[saved_games]\nsamegame = \"{old_version}\"\n"),
            true,
        ),
        (
            "grid-puzzles-save-wrong-type",
            "[saved_games]\nsamegame = 12\n".to_string(),
            false,
        ),
    ];
    for (name, saves, warns) in cases {
        let app = damaged_save(name, &saves);
        let session = app.world().resource::<Session>();
        assert_eq!(session.played.moves_played(), 0, "{name}: a new game");
        assert_eq!(
            app.world().resource::<SameGameSettings>().colours,
            5,
            "{name}: the settings survive"
        );
        assert_eq!(
            session.played.params(),
            "15x15x5",
            "{name}: and the new game uses them"
        );
        let warning = app.world().resource::<SaveWarning>().0.clone();
        assert_eq!(warning.is_some(), warns, "{name}: {warning:?}");
        let shown = app
            .world()
            .resource::<grid_puzzles::core::notices::Problems>()
            .0
            .get("the game to open")
            .map(|line| grid_puzzles::core::words::english().text(line));
        assert_eq!(
            shown.is_some(),
            warns,
            "{name}: the window says so: {shown:?}"
        );
        if let Some(why) = warning {
            assert!(why.starts_with("saved samegame: "), "{why}");
            assert!(!why.contains('\n'));
            let detail = why.trim_start_matches("saved samegame: ");
            assert_eq!(
                shown,
                Some(format!(
                    "the saved game is damaged ({detail}); a new game started"
                ))
            );
            // A German player reads it in German, the reader's detail in brackets.
            let line = app
                .world()
                .resource::<grid_puzzles::core::notices::Problems>()
                .0["the game to open"]
                .clone();
            assert_eq!(
                german().text(&line),
                format!(
                    "Das gespeicherte Spiel ist beschädigt ({detail}); ein neues Spiel wurde begonnen"
                )
            );
        }
    }
}

/// The German catalogue over the English one, as a German player's game reads.
pub fn german() -> grid_puzzles::core::words::Words {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales");
    let read = |tag: &str| std::fs::read_to_string(root.join(tag).join("main.ftl")).unwrap();
    grid_puzzles::core::words::Words::read("de", Some(&read("de")), &read("en")).0
}

#[test]
fn a_save_of_another_version_says_so_in_the_players_words() {
    use grid_puzzles::session::save::not_opened;
    let english = grid_puzzles::core::words::english();
    let old = "saved samegame: malformed game code: it is from another version of the game";
    assert_eq!(
        english.text(&not_opened(old)),
        "the saved game is from another version of the game"
    );
    assert_eq!(
        german().text(&not_opened(old)),
        "Das gespeicherte Spiel stammt aus einer anderen Version des Spiels"
    );
    let code = "malformed game code: its data is not base64";
    assert_eq!(
        english.text(&not_opened(code)),
        "the game code does not open (malformed game code: its data is not base64)"
    );
}

#[test]
fn a_finished_game_is_not_resumed() {
    let name = "grid-puzzles-finished";
    let mut first = app(name);
    enter(&mut first, "samegame");
    grid_puzzles::screens::board::draw::replace_state(
        first.world_mut(),
        SameGame::from_board_text(&Default::default(), "R R\nG B\n", 0).unwrap(),
    );
    first.world_mut().write_message(CellClicked {
        pos: grid_rules::Pos::new(0, 0),
    });
    first.update();
    assert!(first.world().resource::<Session>().state().is_over());
    first.update();
    assert_eq!(
        first.world().resource::<SavedGames>().0.get("samegame"),
        None
    );
}
