//! Fifteen's own picture in the window: a picture dropped on the window is cut square,
//! takes the game's picture's place on every tile and the menu card, is kept beside the
//! settings and comes back at the next start; a file that is not a picture, or is too
//! large, is refused with a message and the picture in use stays; the settings bring the
//! game's own picture back.

use crate::common::*;
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use grid_puzzles::board::root::Tile;
use grid_puzzles::core::game::GameCommand;
use grid_puzzles::games::fifteen::FifteenPlugin;
use grid_puzzles::games::fifteen::own_picture::{KEPT_FILE, PlayerPicture, bring_the_kept_picture};
use grid_puzzles::games::fifteen::settings::FifteenSettings;
use grid_puzzles::platform::picture_file::{Header, picture_header};
use grid_puzzles::platform::shelf::KeptFiles;
use grid_puzzles::ui::access::Announcements;
use grid_rules::fifteen::Fifteen;
use std::path::{Path, PathBuf};

/// A PNG `width`×`height` whose pixel (x, y) is (x, y, 9, 255).
fn png(width: u32, height: u32) -> Vec<u8> {
    use image::ImageEncoder;
    let rgba: Vec<u8> = (0..height)
        .flat_map(|y| (0..width).flat_map(move |x| [x as u8, y as u8, 9, 255]))
        .collect();
    let mut bytes = Vec::new();
    image::codecs::png::PngEncoder::new(&mut bytes)
        .write_image(&rgba, width, height, image::ExtendedColorType::Rgba8)
        .unwrap();
    bytes
}

/// A folder of its own for one test.
fn folder(name: &str) -> PathBuf {
    let folder =
        std::env::temp_dir().join(format!("fifteen-picture-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// Fifteen with somewhere to keep files, images and drops.
fn game_keeping_files_in(kept: &Path) -> App {
    let mut app = start_game::<Fifteen>(FifteenPlugin, 4);
    app.init_resource::<Assets<Image>>()
        .add_message::<FileDragAndDrop>()
        .insert_resource(KeptFiles(kept.to_path_buf()));
    settle(&mut app);
    app
}

fn drop_file(app: &mut App, path: &Path) {
    app.world_mut().write_message(FileDragAndDrop::DroppedFile {
        window: Entity::PLACEHOLDER,
        path_buf: path.to_path_buf(),
    });
}

fn said(app: &App) -> String {
    let said = app.world().resource::<Announcements>().last.clone();
    said.map(|msg| grid_puzzles::core::words::english().text(&msg))
        .unwrap_or_default()
}

fn player_picture(app: &App) -> Option<Handle<Image>> {
    app.world().resource::<PlayerPicture>().0.clone()
}

/// The images the board's tiles are drawn from.
fn tile_images(app: &mut App) -> Vec<Handle<Image>> {
    app.world_mut()
        .query_filtered::<&Sprite, With<Tile>>()
        .iter(app.world())
        .map(|sprite| sprite.image.clone())
        .collect()
}

#[test]
fn a_dropped_picture_is_cut_square_kept_and_shown_on_every_tile() {
    let kept = folder("drop");
    let file = kept.join("holiday.png");
    std::fs::write(&file, png(40, 30)).unwrap();
    let mut app = game_keeping_files_in(&kept);
    assert!(player_picture(&app).is_none());
    drop_file(&mut app, &file);
    update_until(&mut app, "the dropped picture is taken", |app| {
        player_picture(app).is_some()
    });
    settle(&mut app);
    let handle = player_picture(&app).unwrap();
    let picture = app
        .world()
        .resource::<Assets<Image>>()
        .get(&handle)
        .unwrap();
    assert_eq!(picture.size(), UVec2::new(30, 30), "its centred square");
    // The first pixel is the source's (5, 0): five columns cut from each side.
    assert_eq!(&picture.data.as_ref().unwrap()[..4], &[5, 0, 9, 255]);
    assert_eq!(own_image::<Fifteen>(&app, 0), handle);
    let tiles = tile_images(&mut app);
    assert_eq!(tiles.len(), 15);
    assert!(
        tiles.iter().all(|image| *image == handle),
        "every tile shows it"
    );
    assert_settled_mirror(&mut app);
    assert!(app.world().resource::<FifteenSettings>().own_picture);
    assert_eq!(
        said(&app),
        "Your picture is in: Fifteen's tiles show it now."
    );
    // Kept as a PNG of the square, for the next start.
    let stored = std::fs::read(kept.join(KEPT_FILE)).unwrap();
    assert_eq!(picture_header(&stored), Some(Header::Png((30, 30))));

    // The next start brings it back, quietly.
    let mut again = game_keeping_files_in(&kept);
    again
        .world_mut()
        .resource_mut::<FifteenSettings>()
        .own_picture = true;
    bring_the_kept_picture(again.world_mut());
    update_until(&mut again, "the kept picture is back", |app| {
        player_picture(app).is_some()
    });
    settle(&mut again);
    let back = player_picture(&again).unwrap();
    let picture = again
        .world()
        .resource::<Assets<Image>>()
        .get(&back)
        .unwrap();
    assert_eq!(picture.size(), UVec2::new(30, 30));
    assert!(tile_images(&mut again).iter().all(|image| *image == back));
    assert_eq!(said(&again), "");
    std::fs::remove_dir_all(&kept).unwrap();
}

#[test]
fn a_file_that_is_no_picture_or_too_large_is_refused_and_the_picture_stays() {
    let kept = folder("refused");
    let good = kept.join("good.png");
    std::fs::write(&good, png(8, 8)).unwrap();
    let mut app = game_keeping_files_in(&kept);
    drop_file(&mut app, &good);
    update_until(&mut app, "the good picture is taken", |app| {
        player_picture(app).is_some()
    });
    let in_use = player_picture(&app).unwrap();

    let text = kept.join("notes.png");
    std::fs::write(&text, "not a picture at all").unwrap();
    let said_before = app.world().resource::<Announcements>().said;
    drop_file(&mut app, &text);
    update_until(&mut app, "the text file is refused", |app| {
        app.world().resource::<Announcements>().said > said_before
    });
    assert_eq!(
        said(&app),
        "That file is not a picture, so Fifteen keeps the one it has."
    );
    assert_eq!(player_picture(&app), Some(in_use.clone()));

    // A PNG whose header says 9000×9000 is refused before it is decoded.
    let mut huge = png(1, 1);
    huge[16..20].copy_from_slice(&9000u32.to_be_bytes());
    huge[20..24].copy_from_slice(&9000u32.to_be_bytes());
    let huge_file = kept.join("huge.png");
    std::fs::write(&huge_file, huge).unwrap();
    let said_before = app.world().resource::<Announcements>().said;
    drop_file(&mut app, &huge_file);
    update_until(&mut app, "the huge picture is refused", |app| {
        app.world().resource::<Announcements>().said > said_before
    });
    assert!(
        said(&app).starts_with("That picture is too large"),
        "{}",
        said(&app)
    );
    assert_eq!(player_picture(&app), Some(in_use.clone()));
    settle(&mut app);
    assert!(tile_images(&mut app).iter().all(|image| *image == in_use));
    // What was kept is the good picture still.
    let stored = std::fs::read(kept.join(KEPT_FILE)).unwrap();
    assert_eq!(picture_header(&stored), Some(Header::Png((8, 8))));
    std::fs::remove_dir_all(&kept).unwrap();
}

#[test]
fn the_settings_bring_the_games_own_picture_back() {
    let kept = folder("reset");
    let file = kept.join("mine.png");
    std::fs::write(&file, png(12, 12)).unwrap();
    let mut app = game_keeping_files_in(&kept);
    command(&mut app, GameCommand::Settings);
    app.update();
    assert_eq!(setting_value(&mut app, "setting-picture"), "The game's own");
    drop_file(&mut app, &file);
    update_until(&mut app, "the dropped picture is taken", |app| {
        player_picture(app).is_some()
    });
    app.update();
    assert_eq!(setting_value(&mut app, "setting-picture"), "Yours");
    assert!(kept.join(KEPT_FILE).exists());
    let mine = player_picture(&app).unwrap();
    press_setting(&mut app, "setting-picture", "reset");
    app.update();
    assert_eq!(setting_value(&mut app, "setting-picture"), "The game's own");
    assert!(player_picture(&app).is_none());
    assert!(!app.world().resource::<FifteenSettings>().own_picture);
    assert!(
        !kept.join(KEPT_FILE).exists(),
        "the kept picture is forgotten"
    );
    assert_eq!(said(&app), "Fifteen shows its own picture again.");
    key(&mut app, KeyCode::Escape);
    settle(&mut app);
    assert_ne!(own_image::<Fifteen>(&app, 0), mine);
    assert!(tile_images(&mut app).iter().all(|image| *image != mine));
    std::fs::remove_dir_all(&kept).unwrap();
}
