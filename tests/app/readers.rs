//! Fuzzing the files the game reads: random bytes, random text and mutations of valid
//! files go into the `config.ron` reader, the `themes.ron` reader and the saved games
//! (game codes kept in the settings file). Each answers with a value or one line saying
//! what is wrong, never a panic; a save that does not open is skipped, and the readers
//! change nothing on their own (the caller keeps what it had). `GRID_PUZZLES_LONG=1`
//! runs a hundred times more inputs; a failure prints the input.

use grid_puzzles::games::every_game;
use grid_puzzles::look::config::parse_config;
use grid_puzzles::look::theme::Themes;
use grid_puzzles::persist::shared::SavedGames;
use grid_puzzles::session::game::Game;
use grid_puzzles::session::position::kind;
use grid_puzzles::session::save::{save_text, saved_game};
use grid_puzzles::session::state::Session;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::fuzz_input::{cases, input};

/// Runs `read` on every input and checks an error is one line starting with `prefix`.
fn fuzz<T>(seed: u64, valid: &[u8], prefix: &str, read: impl Fn(&[u8]) -> Result<T, String>) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut errors = 0;
    for _ in 0..cases() {
        let bytes = input(&mut rng, valid);
        let shown = String::from_utf8_lossy(&bytes).into_owned();
        let answer = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| read(&bytes)));
        match answer {
            Err(_) => panic!("the reader panicked on {shown:?}"),
            Ok(Err(why)) => {
                errors += 1;
                assert!(why.starts_with(prefix), "{why:?} for {shown:?}");
                assert_eq!(why.lines().count(), 1, "{why:?} for {shown:?}");
            }
            Ok(Ok(_)) => {}
        }
    }
    assert!(errors > 0, "the fuzzing never reached an error");
}

#[test]
fn config_reader_answers_every_input_with_a_config_or_one_line() {
    let shipped = include_bytes!("../../assets/config.ron");
    fuzz(1, shipped, "config.ron", parse_config);
    // The shipped file still reads, so the readers were not too strict to pass.
    assert!(parse_config(shipped).is_ok());
}

#[test]
fn themes_reader_answers_every_input_with_a_list_or_one_line() {
    let shipped = include_bytes!("../../assets/themes/themes.ron");
    fuzz(2, shipped, "themes/themes.ron", |bytes| {
        Themes::parse(&String::from_utf8_lossy(bytes))
    });
    assert_eq!(
        Themes::parse(std::str::from_utf8(shipped).unwrap())
            .unwrap()
            .len(),
        2
    );
}

/// A saved game of `game` a few moves in, as the settings file keeps it.
fn saved_after_moves(game: &dyn Game, seed: u64) -> String {
    let mut session = Session::new(game.deal("", seed).expect("a deal"));
    for _ in 0..3 {
        let Some(clicks) = session.state().hint() else {
            break;
        };
        for pos in clicks {
            session.played.click(pos);
        }
    }
    assert!(session.played.moves_played() > 0, "the save has moves");
    session.hints_used = 2;
    session.seconds = 41.5;
    save_text(&session)
}

fn fuzz_saves(game: &dyn Game, seed: u64) {
    let valid = saved_after_moves(game, seed);
    let key = game.facts().id.key();
    let saves = |bytes: &[u8]| {
        let mut saved = SavedGames::default();
        saved
            .0
            .insert(key.clone(), String::from_utf8_lossy(bytes).into_owned());
        saved_game(game, &saved).map(|_| ())
    };
    assert!(saves(valid.as_bytes()).is_ok(), "the valid save opens");
    fuzz(seed, valid.as_bytes(), "saved ", saves);
}

#[test]
fn saved_games_that_do_not_open_are_skipped_with_one_line() {
    for (seed, game) in (3..).zip(every_game()) {
        fuzz_saves(game, seed);
    }
}

#[test]
fn a_save_keeps_the_help_and_the_time_and_an_earlier_version_s_save_still_opens() {
    let samegame = kind::<grid_rules::samegame::SameGame>();
    let save = saved_after_moves(samegame, 8);
    let open = |text: &str| {
        let mut saved = SavedGames::default();
        saved.0.insert(samegame.facts().id.key(), text.to_owned());
        saved_game(samegame, &saved)
    };
    let resumed = open(&save).unwrap().expect("a game in progress");
    assert_eq!((resumed.hints_used, resumed.undos_used), (2, 0));
    assert!(!resumed.auto_used);
    assert_eq!(resumed.seconds, 41.0, "whole seconds are kept");
    let (code, _) = save.split_once(';').unwrap();
    let earlier = open(code).unwrap().expect("a code alone opens");
    assert_eq!((earlier.hints_used, earlier.seconds), (0, 0.0));
    assert_eq!(earlier.code(), resumed.code());
    let later = open(&format!("{save};colour=blue")).unwrap();
    assert!(later.is_some(), "a later version's field is passed over");
    for bad in ["hints", "hints=lots", "seconds=-3", "undos=NaN"] {
        let why = open(&format!("{code};{bad}")).unwrap_err();
        assert!(why.contains(bad), "{bad}: {why}");
    }
}
