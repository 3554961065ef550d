//! Where the look's files come from: a theme of the player's own falls back to the
//! default theme file by file, an odd-shaped Fifteen picture is squared, the built-in
//! copy alone draws every picture, and a folder over it replaces files one by one.

use bevy::prelude::*;
use grid_puzzles::board::root::Tile;
use grid_puzzles::core::notices::Problems;
use grid_puzzles::games::fifteen::FifteenPlugin;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_puzzles::look::config::parse_hex;
use grid_puzzles::look::pieces::PieceLook;
use grid_puzzles::persist::shared::Preferences;
use grid_puzzles::platform::asset_files::{AssetFolder, built_in};
use grid_rules::samegame::SameGame;

use crate::common::{own_image, update_until};
use crate::live_assets::{
    board_text, copy_of_assets, live_app, live_app_over, loaded_pixels, pixels, png, problem_line,
    red_block_colour, write_file,
};

#[test]
fn a_theme_of_the_players_falls_back_to_the_default_files() {
    let folder = copy_of_assets("theme");
    let mine = folder.join("themes/mine");
    std::fs::create_dir_all(&mine).unwrap();
    std::fs::write(mine.join("ball.png"), png(3, 3, [1, 2, 3, 255])).unwrap();
    std::fs::write(
        mine.join("theme.ron"),
        "(title: \"Mine\", palette: Some((red: \"#102030\")))",
    )
    .unwrap();
    let mut app = live_app::<SameGame>(&folder, SameGamePlugin, 9);
    let board = board_text(&app);
    app.world_mut().resource_mut::<Preferences>().theme = "mine".into();
    update_until(&mut app, "the theme's red is drawn", |app| {
        red_block_colour(app) == parse_hex("#102030")
    });
    let server = app.world().resource::<AssetServer>().clone();
    let path = |handle: &Handle<Image>| server.get_path(handle.id()).unwrap().to_string();
    let look = app.world().resource::<PieceLook>().clone();
    assert_eq!(path(&look.ball), "themes/mine/ball.png");
    assert_eq!(path(&look.ball_shine), "themes/classic/ball_shine.png");
    let block = own_image::<grid_rules::samegame::SameGame>(&app, 0);
    assert_eq!(path(&block), "themes/classic/block.png");
    // The files the theme lacks are the ones the warning names.
    let taken = app
        .world()
        .resource::<grid_puzzles::look::theme::Themes>()
        .taken_from_default("mine");
    assert!(taken.contains(&"block.png".to_string()), "{taken:?}");
    assert!(taken.contains(&"ball_shine.png".to_string()), "{taken:?}");
    assert!(!taken.contains(&"ball.png".to_string()), "{taken:?}");
    // Colours the theme's palette leaves out are the usual ones.
    assert_eq!(look.palette.green, "#22b33a");
    assert_eq!(board_text(&app), board);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn an_odd_shaped_fifteen_picture_is_cut_square() {
    use grid_rules::fifteen::Fifteen;
    let folder = copy_of_assets("picture");
    std::fs::write(folder.join("odd.png"), png(30, 20, [90, 60, 30, 255])).unwrap();
    let config = std::fs::read_to_string(folder.join("config.ron")).unwrap();
    let config = config.replace("picture: \"\"", "picture: \"odd.png\"");
    std::fs::write(folder.join("config.ron"), config).unwrap();
    let mut app = live_app::<Fifteen>(&folder, FifteenPlugin, 3);
    let picture = own_image::<grid_rules::fifteen::Fifteen>(&app, 0);
    update_until(&mut app, "the picture is squared", |app| {
        pixels(app, &picture).is_some_and(|(size, _)| size == UVec2::new(20, 20))
    });
    let mut tiles = app.world_mut().query::<(&Tile, &Sprite)>();
    for (_, sprite) in tiles.iter(app.world()) {
        let rect = sprite.rect.expect("each tile shows a part");
        assert!(rect.max.x <= 20.0 && rect.max.y <= 20.0);
    }
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn the_built_in_copy_alone_draws_every_picture() {
    let mut app = live_app_over::<SameGame>(AssetFolder(None), SameGamePlugin, 4);
    let block = own_image::<grid_rules::samegame::SameGame>(&app, 0);
    let (size, pixels) = loaded_pixels(&mut app, &block);
    let shipped = decoded(built_in("themes/classic/block.png").expect("block.png is built in"));
    assert_eq!((size, pixels), shipped);
    let ball = app.world().resource::<PieceLook>().ball.clone();
    assert_eq!(
        loaded_pixels(&mut app, &ball),
        decoded(built_in("themes/classic/ball.png").unwrap())
    );
    let config = grid_puzzles::look::config::parse_config(built_in("config.ron").unwrap());
    assert_eq!(
        *app.world()
            .resource::<grid_puzzles::look::config::GameConfig>(),
        config.unwrap()
    );
    assert!(app.world().resource::<Problems>().0.is_empty());
}

#[test]
fn a_folder_replaces_files_one_by_one_and_a_damaged_one_gives_way_to_the_built_in_copy() {
    let folder = std::env::temp_dir().join(format!("grid-puzzles-over-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    write_file(&folder.join("config.ron"), b"(samegame: (width: oops");
    write_file(
        &folder.join("themes/classic/block.png"),
        &png(2, 2, [9, 8, 7, 255]),
    );
    write_file(&folder.join("themes/classic/ball.png"), b"half a png");
    let mut app = live_app::<SameGame>(&folder, SameGamePlugin, 5);
    // The folder's good picture replaces the built-in one.
    let block = own_image::<grid_rules::samegame::SameGame>(&app, 0);
    assert_eq!(
        loaded_pixels(&mut app, &block),
        (UVec2::new(2, 2), [9, 8, 7, 255].repeat(4))
    );
    // Its damaged ones give way to the built-in copies, and the window names them.
    let ball = app.world().resource::<PieceLook>().ball.clone();
    update_until(&mut app, "the damaged ball is reported", |app| {
        app.world()
            .resource::<Problems>()
            .0
            .contains_key("themes/classic/ball.png")
    });
    assert_eq!(
        loaded_pixels(&mut app, &ball),
        decoded(built_in("themes/classic/ball.png").unwrap())
    );
    let config = grid_puzzles::look::config::parse_config(built_in("config.ron").unwrap());
    assert_eq!(
        *app.world()
            .resource::<grid_puzzles::look::config::GameConfig>(),
        config.unwrap()
    );
    app.update();
    let (text, visibility) = problem_line(&mut app);
    assert_eq!(visibility, Visibility::Inherited);
    assert!(
        text.contains("config.ron") && text.contains("built-in"),
        "{text}"
    );
    assert!(text.contains("themes/classic/ball.png"), "{text}");
    // Files the folder lacks come from the built-in copy without a word.
    assert!(!text.contains("ball_shine"), "{text}");
    let _ = std::fs::remove_dir_all(&folder);
}

/// The size and RGBA pixels of a built-in PNG, decoded here.
fn decoded(bytes: &[u8]) -> (UVec2, Vec<u8>) {
    let image = Image::from_buffer(
        bytes,
        bevy::image::ImageType::Extension("png"),
        bevy::image::CompressedImageFormats::NONE,
        true,
        bevy::image::ImageSampler::Default,
        bevy::asset::RenderAssetUsages::default(),
    )
    .expect("a shipped PNG decodes");
    (image.size(), image.data.expect("pixels"))
}
