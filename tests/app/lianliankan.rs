//! Headless App tests of the Lianliankan plugin: pairs removed with a drawn path, the
//! selection rules, and the life bar draining with (manual) time to "Time's up".

use crate::common::*;
use bevy::prelude::*;
use grid_puzzles::config::GameConfig;
use grid_puzzles::games::lianliankan::{LianliankanPlugin, LifeClock, SelectionMark};
use grid_puzzles::session::{PathLine, replace_state};
use grid_puzzles::ui::hud::{BannerText, GameOverBanner};
use grid_rules::lianliankan::Lianliankan;
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
    assert_settled_mirror::<Game>(&mut app);
    assert_eq!(mirrored::<Game>(&mut app).len(), 64);
    for turn in 0..8 {
        let now = state::<Game>(&app);
        let (a, b) = now.removable_pair().expect("dealt games are solvable");
        click(&mut app, a.x, a.y);
        assert_eq!(session::<Game>(&app).ui.selected, Some(a));
        assert_eq!(count::<With<SelectionMark>>(&mut app), 1);
        click(&mut app, b.x, b.y);
        let after = state::<Game>(&app);
        assert_eq!(after.remaining(), now.remaining() - 2);
        assert!(after.score() >= now.score());
        assert_mirror::<Game>(&mut app);
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
            assert_settled_mirror::<Game>(&mut app);
        }
    }
    settle(&mut app);
    assert_settled_mirror::<Game>(&mut app);
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
        session::<Game>(&app).ui.selected,
        Some(Pos::new(1, 0)),
        "a different picture moves the selection"
    );
    assert_eq!(state::<Game>(&app), board);
    click(&mut app, 1, 0);
    assert_eq!(
        session::<Game>(&app).ui.selected,
        None,
        "the same tile twice deselects"
    );
    assert_eq!(count::<With<SelectionMark>>(&mut app), 0);
    click(&mut app, 2, 0);
    click(&mut app, 2, 1);
    assert_eq!(state::<Game>(&app).remaining(), 4, "adjacent 3s connect");
    assert_mirror::<Game>(&mut app);
}

#[test]
fn life_drains_from_the_first_click_and_ends_the_game_at_zero() {
    let mut app = start_game::<Game>(LianliankanPlugin, 3);
    app.world_mut()
        .resource_mut::<GameConfig>()
        .lianliankan
        .life_seconds = 2.0;
    settle(&mut app);
    advance(&mut app, 0.5);
    assert_eq!(
        state::<Game>(&app).life(),
        100,
        "the clock waits for the first click"
    );
    let (a, _) = state::<Game>(&app).removable_pair().unwrap();
    click(&mut app, a.x, a.y);
    advance(&mut app, 1.0);
    let life = state::<Game>(&app).life();
    assert!(
        (40..=60).contains(&life),
        "half the time gone leaves about half the life, got {life}"
    );
    advance(&mut app, 1.2);
    let over = state::<Game>(&app);
    assert_eq!(over.life(), 0);
    assert!(over.is_over());
    settle(&mut app);
    assert_eq!(count::<With<GameOverBanner>>(&mut app), 1);
    let text = app
        .world_mut()
        .query_filtered::<&Text, With<BannerText>>()
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
