//! Headless App tests of the Lianliankan plugin: pairs removed with a drawn path, the
//! selection rules, and the life bar draining with (manual) time to "Time's up".

use crate::common::*;
use bevy::prelude::*;
use grid_puzzles::games::lianliankan::{
    LianliankanConfig, LianliankanPlugin, LifeClock, SelectionMark,
};
use grid_puzzles::screens::board::draw::replace_state;
use grid_puzzles::screens::board::view::PathLine;
use grid_puzzles::screens::card::result::{ResultCard, ResultTitle};
use grid_rules::lianliankan::{Connect, Lianliankan};
use grid_rules::{Pos, Puzzle};

type Game = Lianliankan;

fn count<F: bevy::ecs::query::QueryFilter>(app: &mut App) -> usize {
    app.world_mut()
        .query_filtered::<(), F>()
        .iter(app.world())
        .count()
}

#[test]
fn hinted_pairs_vanish_with_a_path_and_the_mirror_holds() {
    let mut app = start_game::<Game>(LianliankanPlugin, 12);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert_eq!(mirrored::<Game>(&mut app).len(), 64);
    for turn in 0..8 {
        let now = state::<Game>(&app);
        let (a, b) = now.removable_pair().expect("dealt games are solvable");
        click(&mut app, a.x, a.y);
        assert_eq!(running::<Game>(&app).ui.selected, Some(a));
        assert_eq!(count::<With<SelectionMark>>(&mut app), 1);
        click(&mut app, b.x, b.y);
        let after = state::<Game>(&app);
        assert_eq!(after.remaining(), now.remaining() - 2);
        assert!(after.score() >= now.score());
        assert_mirror(&mut app);
        assert!(
            count::<With<PathLine>>(&mut app) >= 1,
            "the joining path is drawn"
        );
        if turn % 2 == 0 {
            settle(&mut app);
            assert_eq!(
                count::<With<PathLine>>(&mut app),
                0,
                "the path goes after a moment"
            );
            assert_settled_mirror(&mut app);
        }
    }
    settle(&mut app);
    assert_settled_mirror(&mut app);
}

#[test]
fn selection_moves_on_a_mismatch_and_the_same_tile_twice_deselects() {
    let mut app = start_game::<Game>(LianliankanPlugin, 1);
    let board = Game::from_board_text(&Default::default(), "1 2 3\n2 1 3\n", 0).unwrap();
    replace_state(app.world_mut(), board.clone());
    settle(&mut app);
    click(&mut app, 0, 0);
    click(&mut app, 1, 0);
    assert_eq!(
        running::<Game>(&app).ui.selected,
        Some(Pos::new(1, 0)),
        "a different picture moves the selection"
    );
    assert_eq!(state::<Game>(&app), board);
    click(&mut app, 1, 0);
    assert_eq!(
        running::<Game>(&app).ui.selected,
        None,
        "the same tile twice deselects"
    );
    assert_eq!(count::<With<SelectionMark>>(&mut app), 0);
    click(&mut app, 2, 0);
    click(&mut app, 2, 1);
    assert_eq!(state::<Game>(&app).remaining(), 4, "adjacent 3s connect");
    assert_mirror(&mut app);
}

/// The life the clock shows now (what the next pair would score with).
fn clock_life(app: &App) -> u32 {
    running::<Game>(app).ui.life
}

#[test]
fn life_drains_from_the_first_click_and_time_up_is_a_move() {
    let mut app = start_game::<Game>(LianliankanPlugin, 3);
    app.world_mut()
        .resource_mut::<LianliankanConfig>()
        .life_seconds = 2.0;
    settle(&mut app);
    advance(&mut app, 0.5);
    assert_eq!(clock_life(&app), 100, "the clock waits for the first click");
    let (a, _) = state::<Game>(&app).removable_pair().unwrap();
    click(&mut app, a.x, a.y);
    advance(&mut app, 1.0);
    let life = clock_life(&app);
    assert!(
        (40..=60).contains(&life),
        "half the time gone leaves about half the life, got {life}"
    );
    assert_eq!(
        state::<Game>(&app).life(),
        100,
        "no move yet: the rules are untouched"
    );
    advance(&mut app, 1.2);
    let over = state::<Game>(&app);
    assert_eq!(over.life(), 0);
    assert!(over.is_over());
    let moves: Vec<String> = running::<Game>(&app)
        .record
        .history
        .moves()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        moves,
        ["timeup"],
        "running out of life is the one move played"
    );
    settle(&mut app);
    assert_eq!(count::<With<ResultCard>>(&mut app), 1);
    let text = app
        .world_mut()
        .query_filtered::<&Text, With<ResultTitle>>()
        .single(app.world())
        .unwrap()
        .0
        .clone();
    assert!(text.starts_with("Time's up"), "{text}");
    let (a, b) = over
        .removable_pair()
        .unwrap_or((Pos::new(0, 0), Pos::new(1, 0)));
    click(&mut app, a.x, a.y);
    click(&mut app, b.x, b.y);
    assert_eq!(
        state::<Game>(&app).remaining(),
        over.remaining(),
        "no moves after time is up"
    );
    assert!(!app.world().resource::<LifeClock>().running);
}

#[test]
fn a_timed_game_replays_from_its_code_to_the_same_score() {
    let mut app = start_game::<Game>(LianliankanPlugin, 8);
    app.world_mut()
        .resource_mut::<LianliankanConfig>()
        .life_seconds = 20.0;
    settle(&mut app);
    for _ in 0..4 {
        let (a, b) = state::<Game>(&app).removable_pair().unwrap();
        click(&mut app, a.x, a.y);
        advance(&mut app, 1.5);
        click(&mut app, b.x, b.y);
        settle(&mut app);
    }
    let played = state::<Game>(&app);
    let lives: Vec<String> = running::<Game>(&app)
        .record
        .history
        .moves()
        .map(ToString::to_string)
        .collect();
    assert_eq!(lives.len(), 4);
    assert!(lives.iter().all(|mv| mv.contains('@')), "{lives:?}");
    let code = session(&app).code();
    let (_, replayed) = code.play::<Game>().unwrap();
    assert_eq!(replayed.current(), &played);
    assert_eq!(replayed.current().score(), played.score());
    // The same pairs with a full bar score more: the life in the moves counted.
    let mut untimed = running::<Game>(&app).record.history.start().clone();
    for mv in running::<Game>(&app).record.history.moves() {
        let Connect::Pair { a, b, .. } = *mv else {
            panic!("only pairs were played")
        };
        untimed = untimed.apply(&Connect::pair(a, b)).unwrap().0;
    }
    assert!(
        untimed.score() > played.score(),
        "{} vs {}",
        untimed.score(),
        played.score()
    );
}
