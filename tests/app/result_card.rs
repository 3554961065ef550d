//! The game-over card: what it says (the time of a timed game unless the clock is
//! hidden, the best before this game and whether it was assisted, the help this game
//! had) and the confetti of a solved board, which reduced motion leaves out.

use bevy::prelude::*;
use grid_puzzles::games::fifteen::FifteenPlugin;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_puzzles::persist::shared::Preferences;
use grid_puzzles::persist::stats::{Record, Statistics, TopScore};
use grid_puzzles::screens::card::confetti::Confetti;
use grid_puzzles::screens::card::result::{ResultCard, ResultDetails, ResultTitle};
use grid_rules::Puzzle;
use grid_rules::fifteen::Fifteen;
use grid_rules::samegame::SameGame;

use crate::common::*;

/// Fifteen one slide from solved.
const ONE_AWAY: &str = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 . 15\n";

fn count<F: bevy::ecs::query::QueryFilter>(app: &mut App) -> usize {
    app.world_mut()
        .query_filtered::<(), F>()
        .iter(app.world())
        .count()
}

fn text_of<F: bevy::ecs::query::QueryFilter>(app: &mut App) -> String {
    app.world_mut()
        .query_filtered::<&Text, F>()
        .single(app.world())
        .expect("one card")
        .0
        // Read as a player reads it: the no-break spaces that keep pairs together as spaces.
        .replace('\u{a0}', " ")
}

/// Solves the one-away Fifteen after `seconds` of thought, with `prefs`.
fn solved_fifteen(prefs: Preferences, seconds: f32) -> App {
    let mut app = start_game_from::<Fifteen>(FifteenPlugin, 3, Some(ONE_AWAY));
    *app.world_mut().resource_mut::<Preferences>() = prefs;
    settle(&mut app);
    click(&mut app, 2, 3);
    click(&mut app, 3, 3);
    advance(&mut app, seconds);
    assert!(state::<Fifteen>(&app).is_solved());
    settle(&mut app);
    app
}

#[test]
fn a_solved_fifteen_shows_its_time_and_throws_confetti_unless_motion_is_reduced() {
    let mut app = solved_fifteen(Preferences::default(), 0.0);
    assert_eq!(count::<With<ResultCard>>(&mut app), 1);
    // The moves are shown large under the title, which does not say them again.
    assert_eq!(text_of::<With<ResultTitle>>(&mut app), "Solved!");
    let details = text_of::<With<ResultDetails>>(&mut app);
    assert!(details.contains("Time 0:0"), "{details}");
    assert!(
        count::<With<Confetti>>(&mut app) > 0,
        "a solved board is celebrated"
    );

    let calm = Preferences {
        reduced_motion: true,
        reduced_motion_chosen: true,
        ..Preferences::default()
    };
    let mut app = solved_fifteen(calm, 0.0);
    assert_eq!(count::<With<ResultCard>>(&mut app), 1);
    assert_eq!(
        count::<With<Confetti>>(&mut app),
        0,
        "no confetti under reduced motion"
    );

    let no_clock = Preferences {
        hide_clock: true,
        ..Preferences::default()
    };
    let mut app = solved_fifteen(no_clock, 0.0);
    let details = text_of::<With<ResultDetails>>(&mut app);
    assert!(!details.contains("Time"), "the clock is hidden: {details}");
}

#[test]
fn the_card_names_an_assisted_best_and_the_help_this_game_had() {
    // Three reds: the game scores a point, so it can rank (a game of 0 points never does).
    let mut app = start_game_from::<SameGame>(SameGamePlugin, 3, Some("R R R\nG B G\n"));
    let key = session(&app).record_key();
    let mut record = Record::default();
    record.finish(
        TopScore {
            score: 5_000,
            date: "2026-11-30".into(),
            hints: true,
            ..TopScore::default()
        },
        true,
        false,
        None,
    );
    app.world_mut()
        .resource_mut::<Statistics>()
        .0
        .insert(key, record);
    command(&mut app, grid_puzzles::core::game::GameCommand::Hint);
    update_until(&mut app, "the hint is asked", |app| {
        session(app).hints_used > 0
    });
    assert_eq!(session(&app).hints_used, 1, "the hint was shown");
    click(&mut app, 0, 0);
    settle(&mut app);
    assert!(state::<SameGame>(&app).is_over());
    let details = text_of::<With<ResultDetails>>(&mut app);
    assert!(
        details.contains("Number 2 of your ten best · best 5,000 · assisted"),
        "{details}"
    );
    assert!(details.contains("Assisted: 1 hint"), "{details}");
}
