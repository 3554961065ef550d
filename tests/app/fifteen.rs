//! Headless App tests of the Fifteen plugin: slides mirrored, a click mid-slide
//! finishes it first, arrow keys slide, and a solved board shows the whole picture.

use crate::common::*;
use bevy::prelude::*;
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::games::fifteen::{FifteenPlugin, FullPicture, home_of, picture_part};
use grid_puzzles::screens::board::draw::replace_state;
use grid_rules::fifteen::{Fifteen, Slide};
use grid_rules::{Pos, Puzzle};

type Game = Fifteen;

fn full_pictures(app: &mut App) -> usize {
    app.world_mut()
        .query_filtered::<(), With<FullPicture>>()
        .iter(app.world())
        .count()
}

#[test]
fn every_slide_is_mirrored_and_a_click_mid_slide_finishes_it_first() {
    let mut app = start_game::<Game>(FifteenPlugin, 21);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert_eq!(mirrored::<Game>(&mut app).len(), 15);
    for step in 0..12 {
        let now = state::<Game>(&app);
        let blank = now.blank();
        // Alternate a far click in the blank's row with one in its column.
        let target = if step % 2 == 0 {
            Pos::new(if blank.x >= 2 { 0 } else { 3 }, blank.y)
        } else {
            Pos::new(blank.x, if blank.y >= 2 { 0 } else { 3 })
        };
        click(&mut app, target.x, target.y);
        let after = state::<Game>(&app);
        assert_eq!(after, now.apply(&Slide(target)).unwrap().0);
        assert!(
            after.moves() >= now.moves() + 2,
            "a far click slides several tiles"
        );
        assert_mirror(&mut app);
        if step % 3 == 0 {
            settle(&mut app);
            assert_settled_mirror(&mut app);
        } else {
            advance(&mut app, 0.03);
            assert!(
                running_animations(&mut app) > 0,
                "the slide is still playing"
            );
        }
    }
    settle(&mut app);
    assert_settled_mirror(&mut app);
}

#[test]
fn clicks_off_the_blank_row_and_column_do_nothing() {
    let mut app = start_game::<Game>(FifteenPlugin, 5);
    settle(&mut app);
    let now = state::<Game>(&app);
    let blank = now.blank();
    let off = Pos::new((blank.x + 1) % 4, (blank.y + 1) % 4);
    click(&mut app, off.x, off.y);
    click(&mut app, blank.x, blank.y);
    assert_eq!(state::<Game>(&app), now);
    assert_eq!(running_animations(&mut app), 0);
}

#[test]
fn solving_shows_the_whole_picture_and_ignores_further_clicks() {
    let mut app = start_game::<Game>(FifteenPlugin, 1);
    let one_away = Game::from_board_text(
        &Default::default(),
        "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 . 15\n",
        0,
    )
    .unwrap();
    replace_state(app.world_mut(), one_away);
    settle(&mut app);
    assert_eq!(full_pictures(&mut app), 0);
    click(&mut app, 3, 3);
    let solved = state::<Game>(&app);
    assert!(solved.is_solved() && solved.is_over());
    assert_eq!(solved.moves(), 1);
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert_eq!(full_pictures(&mut app), 1, "the whole picture is shown");
    click(&mut app, 3, 2);
    click(&mut app, 0, 3);
    assert_eq!(state::<Game>(&app), solved, "input stops until New game");
    command(&mut app, GameCommand::Undo);
    app.update();
    assert_eq!(full_pictures(&mut app), 0, "undo hides the picture again");
    assert_mirror(&mut app);
}

#[test]
fn a_board_file_given_at_launch_is_where_the_game_starts() {
    let text = "1 2 3\n4 5 6\n7 . 8\n";
    let mut app = start_game_from::<Game>(FifteenPlugin, 1, Some(text));
    assert_eq!(
        state::<Game>(&app),
        Game::from_board_text(&Default::default(), text, 1).unwrap()
    );
    settle(&mut app);
    assert_settled_mirror(&mut app);
    assert_eq!(mirrored::<Game>(&mut app).len(), 8);
}

#[test]
fn tiles_show_their_part_of_a_centred_square_of_any_picture() {
    // A 300x200 picture is cropped to its centred 200x200 square.
    let part = picture_part(UVec2::new(300, 200), (4, 4), (4, 4), home_of(6, 4));
    assert_eq!(part.min, Vec2::new(50.0 + 50.0, 50.0));
    assert_eq!(part.max, Vec2::new(150.0, 100.0));
    assert_eq!(home_of(1, 4), Pos::new(0, 0));
    assert_eq!(home_of(15, 4), Pos::new(2, 3));
    // A board twice as wide as high takes the centred 300x150 strip, in 60x50 parts.
    let wide = picture_part(UVec2::new(300, 200), (5, 3), (6, 3), home_of(7, 5));
    assert_eq!(wide.min, Vec2::new(60.0, 25.0 + 50.0));
    assert_eq!(wide.max, Vec2::new(120.0, 125.0));
}
