//! The daily puzzle, sharing and the review in the window: today's deal from the date
//! and the default settings; one counted attempt a day with the streak; the share text
//! and the start code a friend opens; a review that steps through the moves and changes
//! nothing (the command line's `daily` and `review` are in `review_cli.rs`).

use bevy::prelude::*;
use grid_puzzles::board::cursor::BoardCursor;
use grid_puzzles::core::game::{GameCommand, Launch};
use grid_puzzles::games::fifteen::FifteenPlugin;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_puzzles::persist::daily::DailyRecords;
use grid_puzzles::persist::shared::SavedGames;
use grid_puzzles::persist::stats::Statistics;
use grid_puzzles::platform::page::launch_from_query;
use grid_puzzles::screens::card::result::ResultDetails;
use grid_puzzles::screens::review::bar::{ReviewMark, describe};
use grid_puzzles::session::game::ScoreUnit;
use grid_puzzles::session::game_view::game_id;
use grid_puzzles::session::review::Reviewing;
use grid_puzzles::session::share::{share_text, start_code};
use grid_rules::code::GameCode;
use grid_rules::daily::{Date, daily_seed};
use grid_rules::fifteen::Fifteen;
use grid_rules::samegame::{Params, SameGame};
use grid_rules::{Pos, Puzzle};

use crate::common::*;

fn day(text: &str) -> Date {
    text.parse().unwrap()
}

/// A headless SameGame opened on the daily puzzle of `date`.
fn open_daily(date: Date) -> App {
    start_with::<SameGame>(SameGamePlugin, today_s(date))
}

/// What asks for the daily of `date`.
fn today_s(date: Date) -> Launch {
    Launch {
        daily: Some(date),
        ..Launch::default()
    }
}

/// The game-over card's lines under the score.
fn card_details(app: &mut App) -> String {
    app.world_mut()
        .query_filtered::<&Text, With<ResultDetails>>()
        .single(app.world())
        .expect("one game-over card")
        .0
        // Read as a player reads it: the no-break spaces that keep pairs together as spaces.
        .replace('\u{a0}', " ")
}

/// Plays the largest group until the game is over.
fn play_out(app: &mut App) {
    while !state::<SameGame>(app).is_over() {
        let pos = find_group(state::<SameGame>(app).cells(), 2).expect("a move");
        click(app, pos.x, pos.y);
        settle(app);
    }
}

#[test]
fn the_daily_deals_from_the_date_and_the_default_settings_whatever_the_player_chose() {
    let date = day("2026-12-01");
    let mut app = open_daily(date);
    // A player's own board size must not change the day's board.
    let opened = session(&app);
    assert_eq!(opened.daily, Some(date));
    assert_eq!(opened.played.params(), Params::default().to_string());
    assert_eq!(opened.played.seed(), daily_seed("samegame", date));
    assert_eq!(
        state::<SameGame>(&app).board_text(),
        grid_rules::daily::daily_start::<SameGame>(date).board_text()
    );
    assert_mirror(&mut app);
    let next_day = open_daily(day("2026-12-02"));
    assert_ne!(
        running::<SameGame>(&next_day).record.seed,
        running::<SameGame>(&app).record.seed
    );
}

#[test]
fn the_first_finished_daily_of_a_day_is_counted_once_with_its_streak() {
    let date = grid_puzzles::platform::clock::today_date();
    let mut app = open_daily(date);
    play_out(&mut app);
    let records = app.world().resource::<DailyRecords>().clone();
    let record = records.0.get("samegame").expect("a daily record");
    let counted = record.on(date).expect("today counted").clone();
    assert_eq!(counted.score, state::<SameGame>(&app).score());
    assert!(!counted.assisted);
    assert_eq!(record.streak, 1);
    assert!(
        card_details(&mut app).contains(&format!(
            "Daily {} · unassisted",
            grid_puzzles::core::words::english()
                .text(&grid_puzzles::core::words::date(&date.to_string()))
        )),
        "{}",
        card_details(&mut app)
    );
    let stats = app.world().resource::<Statistics>();
    let top = &stats.0["samegame 15x15x3"].top;
    assert!(
        top.iter().any(|entry| entry.daily),
        "the top ten marks it daily"
    );
    // A second try the same day, with a hint, is played but not counted.
    command(&mut app, GameCommand::NewGame);
    command(&mut app, GameCommand::BackToMenu);
    reopen::<SameGame>(&mut app, today_s(date));
    assert_eq!(session(&app).daily, Some(date));
    command(&mut app, GameCommand::Hint);
    play_out(&mut app);
    let details = card_details(&mut app);
    assert!(
        details.contains(&format!(
            "Daily {} · assisted: 1 hint",
            grid_puzzles::core::words::english()
                .text(&grid_puzzles::core::words::date(&date.to_string()))
        )),
        "{details}"
    );
    let records = app.world().resource::<DailyRecords>();
    assert_eq!(records.0["samegame"].results.len(), 1, "one attempt a day");
    assert_eq!(records.0["samegame"].on(date).unwrap().score, counted.score);
}

#[test]
fn share_says_the_result_without_the_moves_and_the_start_code_opens_the_same_board() {
    let date = day("2026-12-01");
    let mut app = open_daily(date);
    let pos = find_group(state::<SameGame>(&app).cells(), 3).unwrap();
    click(&mut app, pos.x, pos.y);
    settle(&mut app);
    let playing = session(&app);
    let score = playing.state().score();
    let words = grid_puzzles::core::words::Words::english();
    assert_eq!(
        words.text(&share_text(playing, Some(2_980))),
        format!(
            "Grid Puzzles · SameGame daily 1 December 2026 · {} (par 2,980) · in progress · unassisted",
            words.number(score)
        )
    );
    let code = GameCode::decode(&start_code(playing)).unwrap();
    assert!(
        code.moves.is_empty(),
        "nothing of the game played is given away"
    );
    let (_, history) = code.play::<SameGame>().unwrap();
    assert_eq!(
        history.current().board_text(),
        playing.played.start().board_text()
    );
    command(&mut app, GameCommand::Undo);
    settle(&mut app);
    command(&mut app, GameCommand::Redo);
    settle(&mut app);
    assert!(
        words
            .text(&share_text(session(&app), None))
            .ends_with("· in progress · assisted")
    );
    // The page keeps the start's link in its address; reloading it resumes the game in
    // progress, moves and help and all, rather than dealing its start again.
    let (moves, start) = {
        let playing = session(&app);
        (playing.played.moves_played(), start_code(playing))
    };
    command(&mut app, GameCommand::BackToMenu);
    let code = GameCode::decode(&start).unwrap();
    reopen::<SameGame>(
        &mut app,
        Launch {
            code: Some(code),
            ..Launch::default()
        },
    );
    let resumed = session(&app);
    assert_eq!(resumed.played.moves_played(), moves);
    assert!(resumed.assisted(), "the undo is remembered");
}

#[test]
fn a_page_address_opens_today_s_daily() {
    let today: Date = "2026-12-01".parse().unwrap();
    let (launch, problems) = launch_from_query(Launch::default(), "?daily=samegame", today);
    assert_eq!(launch.game, Some(game_id::<SameGame>()));
    assert_eq!(launch.daily, Some(today));
    assert!(problems.is_empty(), "{problems:?}");
    let (_, problems) = launch_from_query(Launch::default(), "?utm_source=x&game=samegame", today);
    assert!(
        problems.is_empty(),
        "names it does not know are passed over"
    );
    // What does not read opens the menu, and the window says which part and why.
    for (query, says) in [
        (
            "?daily=nosuchgame",
            "daily=\"nosuchgame\", which is not a game",
        ),
        ("?game=chess", "game=\"chess\""),
        ("?seed=lots", "seed=\"lots\" is not a whole number"),
        ("?code=samegame_%%%", "code= does not open"),
    ] {
        let (launch, problems) = launch_from_query(Launch::default(), query, today);
        assert_eq!(launch, Launch::default(), "{query}: nothing of it is taken");
        assert_eq!(problems.len(), 1, "{query}: {problems:?}");
        let line = grid_puzzles::core::words::english().text(&problems[0]);
        assert!(line.contains(says), "{query}: {line}");
    }
}

#[test]
fn a_review_steps_through_the_moves_and_changes_nothing() {
    // Today's daily, so the daily records are there to be left alone too.
    let mut app = open_daily(grid_puzzles::platform::clock::today_date());
    play_out(&mut app);
    settle(&mut app);
    let played = running::<SameGame>(&app).record.history.moves_played();
    let saved = app.world().resource::<SavedGames>().clone();
    let stats = app.world().resource::<Statistics>().clone();
    let daily = app.world().resource::<DailyRecords>().clone();
    assert_eq!(
        daily.0["samegame"].results.len(),
        1,
        "the daily was counted"
    );
    let end = state::<SameGame>(&app);
    command(&mut app, GameCommand::Review);
    assert!(app.world().contains_resource::<Reviewing>());
    // The board shows the position before the first move.
    let start = running::<SameGame>(&app).record.history.start().clone();
    assert_eq!(mirrored::<SameGame>(&mut app), cells_of(&start));
    for step in 1..=played.min(4) {
        key(&mut app, KeyCode::ArrowRight);
        app.update();
        assert_eq!(app.world().resource::<Reviewing>().step, step);
        let mut position = start.clone();
        for mv in running::<SameGame>(&app).record.history.moves().take(step) {
            position = position.apply(mv).unwrap().0;
        }
        assert_eq!(mirrored::<SameGame>(&mut app), cells_of(&position));
        // The move played is marked on the board shown (put on it once it is drawn),
        // and the arrows move no cursor meanwhile.
        app.update();
        let marks = app
            .world_mut()
            .query_filtered::<(), With<ReviewMark>>()
            .iter(app.world())
            .count();
        assert!(marks >= 1, "step {step}: the move played is marked");
        // And shows: its parts are drawn, steady (a review's mark does not fade).
        let alphas: Vec<f32> = app
            .world_mut()
            .query_filtered::<&Sprite, With<grid_puzzles::screens::board::hints::HintPart>>()
            .iter(app.world())
            .map(|sprite| sprite.color.alpha())
            .collect();
        assert!(
            !alphas.is_empty() && alphas.iter().all(|alpha| alpha.is_finite() && *alpha > 0.2),
            "step {step}: the mark's parts show: {alphas:?}"
        );
        let cursor = app.world().resource::<BoardCursor>();
        assert!(!cursor.arrows_move_it, "the arrows step the review only");
    }
    key(&mut app, KeyCode::ArrowLeft);
    app.update();
    // The engine's answers arrive off the frame; wait for the first one.
    update_until(&mut app, "the engine's first answer", |app| {
        app.world().resource::<Reviewing>().report.entries[0]
            .lost
            .is_some()
    });
    let reviewing = app.world().resource::<Reviewing>();
    assert!(
        reviewing.report.entries[0].lost.is_some(),
        "the engine answered"
    );
    let words = grid_puzzles::core::words::Words::english();
    assert!(
        describe(&reviewing.report, 0, played, reviewing.unit)
            .text(&words)
            .starts_with("Move 1 of")
    );
    let totals = describe(&reviewing.report, played, played, reviewing.unit).text(&words);
    assert!(totals.contains("points lost in all"), "{totals}");
    // Where the result is the blocks left (Klickety's scoring), the same losses are
    // worded in blocks: a line's score would read as blocks left, so it is not shown.
    assert_eq!(reviewing.unit, ScoreUnit::Points);
    let in_blocks = describe(&reviewing.report, played, played, ScoreUnit::BlocksLeft).text(&words);
    assert!(
        in_blocks.contains("more left in all") && !in_blocks.contains("point"),
        "{in_blocks}"
    );
    if let Some(costly) = reviewing
        .report
        .entries
        .iter()
        .position(|e| e.lost.unwrap_or(0) > 0)
    {
        let said = describe(&reviewing.report, costly, played, ScoreUnit::BlocksLeft).text(&words);
        assert!(said.contains("would have removed"), "{said}");
        assert!(!said.contains("its line from here"), "{said}");
    }
    // Nothing of the game, its save or its statistics changed.
    assert_eq!(state::<SameGame>(&app), end);
    assert_eq!(
        running::<SameGame>(&app).record.history.moves_played(),
        played
    );
    assert_eq!(*app.world().resource::<SavedGames>(), saved);
    assert_eq!(*app.world().resource::<Statistics>(), stats);
    assert_eq!(*app.world().resource::<DailyRecords>(), daily);
    command(&mut app, GameCommand::Review);
    assert!(!app.world().contains_resource::<Reviewing>());
    assert_settled_mirror(&mut app);
}

#[test]
fn fifteen_s_review_counts_moves_from_solved_as_the_optimal_solver_does() {
    // One move from solved, played the wrong way and back: two moves beyond optimal.
    let board = "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 . 15\n";
    let mut app = start_game_from::<Fifteen>(FifteenPlugin, 3, Some(board));
    for (x, y) in [(1, 3), (2, 3), (3, 3)] {
        click(&mut app, x, y);
        settle(&mut app);
    }
    assert!(state::<Fifteen>(&app).is_solved());
    command(&mut app, GameCommand::Review);
    update_until(&mut app, "the whole review", |app| {
        app.world().resource::<Reviewing>().report.complete
    });
    let report = app.world().resource::<Reviewing>().report.clone();
    assert!(report.complete);
    assert_eq!(report.optimal.map(|value| value.score), Some(1));
    assert_eq!(report.played, 3);
    assert_eq!(report.first_wrong_way, Some(1));
    assert_eq!(report.entries[0].before.map(|value| value.score), Some(1));
    let words = grid_puzzles::core::words::Words::english();
    let first = describe(&report, 0, 3, ScoreUnit::Moves).text(&words);
    assert!(
        first.contains("1 from solved; this went the wrong way"),
        "{first}"
    );
    assert!(first.contains("the first wrong way") && first.contains("2 over optimal so far"));
    let end = describe(&report, 3, 3, ScoreUnit::Moves).text(&words);
    assert!(
        end.contains("3 moves, 1 at best · first wrong way:\u{a0}move 1"),
        "{end}"
    );
}

/// The pieces of `state`, by cell.
fn cells_of<P: Puzzle>(state: &P) -> std::collections::HashMap<Pos, P::Piece> {
    state
        .cells()
        .iter()
        .filter_map(|(pos, cell)| cell.clone().map(|piece| (pos, piece)))
        .collect()
}

#[test]
fn par_thought_about_after_the_daily_is_finished_arrives_and_the_card_shows_it() {
    let date = day("2026-12-02");
    let mut app = open_daily(date);
    // An engine slow enough that the game ends first (as a player's quick clicks do).
    let mut settings = quick_engines();
    settings.par = grid_puzzles::platform::engine::Budget {
        time: std::time::Duration::from_secs(2),
        nodes: None,
    };
    app.insert_resource(settings);
    command(&mut app, GameCommand::NewGame);
    reopen::<SameGame>(&mut app, today_s(date));
    play_out(&mut app);
    update_until(&mut app, "par on the card", |app| {
        card_details(app).contains("Par ")
    });
}
