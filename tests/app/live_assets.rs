//! Assets edited while the game runs: a headless app reads a temporary copy of
//! `assets/` through Bevy's asset server with the file watcher on, and the test edits
//! the files on disk as a player would. The configuration and images are picked up
//! (the pieces change, the rules state does not), and broken files keep the old look and
//! show a message until fixed. The live app, the file edits and the PNGs made here serve
//! the tests of where the files come from (`live_sources`) too.

use std::path::{Path, PathBuf};

use bevy::asset::AssetMetaCheck;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use grid_puzzles::app::GameBase;
use grid_puzzles::board::root::Tile;
use grid_puzzles::core::game::{AppState, Launch};
use grid_puzzles::core::notices::Problems;
use grid_puzzles::games::samegame::SameGamePlugin;
use grid_puzzles::look::config::parse_hex;
use grid_puzzles::look::loading::LiveAssetsPlugin;
use grid_puzzles::platform::asset_files::AssetFolder;
use grid_puzzles::session::game_view::{GameView, game_id};
use grid_puzzles::session::state::Session;
use grid_puzzles::ui::problem_line::ProblemLine;
use grid_rules::Colour;
use grid_rules::samegame::SameGame;

use crate::common::{FRAME, own_image, update_until};

/// A fresh copy of the shipped assets in a folder of its own.
pub fn copy_of_assets(name: &str) -> PathBuf {
    let folder =
        std::env::temp_dir().join(format!("grid-puzzles-live-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    // The folder cargo names at the start: a reused test binary may be from another copy.
    let manifest =
        std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or(env!("CARGO_MANIFEST_DIR").into());
    copy_folder(&Path::new(&manifest).join("assets"), &folder);
    folder
}

fn copy_folder(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        let path = entry.path();
        let target = to.join(entry.file_name());
        if path.is_dir() {
            copy_folder(&path, &target);
        } else {
            std::fs::copy(&path, &target).unwrap();
        }
    }
}

/// A headless app that plays `P` from `seed`, reading assets from `folder` over the
/// built-in copy, as the desktop game does.
pub fn live_app<P: GameView>(folder: &Path, game: impl Plugin, seed: u64) -> App {
    live_app_over::<P>(AssetFolder(Some(folder.to_path_buf())), game, seed)
}

/// The same, with `folder` as the assets folder (or none: the built-in copy alone).
pub fn live_app_over<P: GameView>(folder: AssetFolder, game: impl Plugin, seed: u64) -> App {
    let mut app = App::new();
    folder.register_source(&mut app);
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        AssetPlugin {
            watch_for_changes_override: Some(true),
            meta_check: AssetMetaCheck::Never,
            ..default()
        },
        ImagePlugin::default(),
        GameBase,
        game,
        LiveAssetsPlugin { folder },
    ));
    // Bevy's renderer registers the image loader; headless, the test does.
    app.register_asset_loader(bevy::image::ImageLoader::new(
        bevy::image::CompressedImageFormats::empty(),
    ));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(crate::common::quick_engines())
        .init_resource::<ButtonInput<KeyCode>>()
        .insert_resource(Launch {
            game: Some(game_id::<P>()),
            seed: Some(seed),
            ..Launch::default()
        })
        .insert_state(AppState::Loading);
    update_until(&mut app, "the game starts", |app| {
        app.world().get_resource::<Session>().is_some()
            && *app.world().resource::<State<AppState>>().get() == AppState::Playing(game_id::<P>())
    });
    app
}

/// The colour a red block is drawn in.
pub fn red_block_colour(app: &mut App) -> Color {
    let mut tiles = app.world_mut().query::<(&Tile, &Sprite)>();
    tiles
        .iter(app.world())
        .find(|(tile, _)| tile.0 == grid_rules::PieceCode::code(&Colour::Red))
        .map(|(_, sprite)| sprite.color)
        .expect("a red block is on the board")
}

pub fn board_text(app: &App) -> String {
    app.world().resource::<Session>().state().board_text()
}

pub fn problem_line(app: &mut App) -> (String, Visibility) {
    let mut lines = app
        .world_mut()
        .query_filtered::<(&Text, &Visibility), With<ProblemLine>>();
    let (text, visibility) = lines.single(app.world()).expect("one problem line");
    (text.0.clone(), *visibility)
}

/// The pixels of the image `handle` points at, once loaded.
pub fn pixels(app: &App, handle: &Handle<Image>) -> Option<(UVec2, Vec<u8>)> {
    let image = app.world().resource::<Assets<Image>>().get(handle)?;
    Some((image.size(), image.data.clone()?))
}

/// The pixels of `handle` once it has loaded (frames run until then).
pub fn loaded_pixels(app: &mut App, handle: &Handle<Image>) -> (UVec2, Vec<u8>) {
    update_until(app, "the image loads", |app| pixels(app, handle).is_some());
    pixels(app, handle).unwrap()
}

/// Writes a file so the watcher sees one finished change: a whole new file moved in.
pub fn write_file(path: &Path, bytes: &[u8]) {
    std::fs::create_dir_all(path.parent().expect("a file in a folder")).unwrap();
    let temporary = path.with_extension("part");
    std::fs::write(&temporary, bytes).unwrap();
    std::fs::rename(&temporary, path).unwrap();
}

#[test]
fn an_edited_configuration_and_image_change_the_pieces_but_not_the_game() {
    let folder = copy_of_assets("edits");
    let mut app = live_app::<SameGame>(&folder, SameGamePlugin, 7);
    let shipped = std::fs::read_to_string(folder.join("config.ron")).unwrap();
    crate::common::settle(&mut app);
    let board = board_text(&app);
    let moves = app.world().resource::<Session>().played.moves_played();
    assert_eq!(red_block_colour(&mut app), parse_hex("#e8222b"));

    // A new red and a slower explosion: the board is redrawn in the new colour.
    let edited = shipped
        .replace("red: \"#e8222b\"", "red: \"#ff8000\"")
        .replace("explode: 0.22", "explode: 0.5");
    write_file(&folder.join("config.ron"), edited.as_bytes());
    update_until(&mut app, "the new red is drawn", |app| {
        red_block_colour(app) == parse_hex("#ff8000")
    });
    assert_eq!(
        app.world()
            .resource::<grid_puzzles::look::config::GameConfig>()
            .timings
            .explode,
        0.5
    );
    assert_eq!(board_text(&app), board, "the rules state is the same");
    assert_eq!(
        app.world().resource::<Session>().played.moves_played(),
        moves
    );

    // A new block image: the same handle now holds the new pixels.
    let block = own_image::<grid_rules::samegame::SameGame>(&app, 0);
    let before = loaded_pixels(&mut app, &block);
    write_file(
        &folder.join("themes/classic/block.png"),
        &png(4, 4, [10, 20, 30, 255]),
    );
    update_until(&mut app, "the new block image is in", |app| {
        pixels(app, &block).is_some_and(|(size, _)| size == UVec2::new(4, 4))
    });
    let (_, data) = pixels(&app, &block).unwrap();
    assert_ne!(data, before.1);
    assert_eq!(&data[..4], &[10, 20, 30, 255]);
    let mut sprites = app.world_mut().query::<(&Tile, &Sprite)>();
    assert!(
        sprites
            .iter(app.world())
            .all(|(_, sprite)| sprite.image == block)
    );
    assert_eq!(board_text(&app), board);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn broken_files_keep_the_old_look_and_say_why_until_fixed() {
    let folder = copy_of_assets("broken");
    let mut app = live_app::<SameGame>(&folder, SameGamePlugin, 8);
    let board = board_text(&app);
    let shipped = std::fs::read_to_string(folder.join("config.ron")).unwrap();
    let config_before = app
        .world()
        .resource::<grid_puzzles::look::config::GameConfig>()
        .clone();
    assert_eq!(problem_line(&mut app).1, Visibility::Hidden);

    // A configuration cut short: the message names the file, line and column.
    write_file(
        &folder.join("config.ron"),
        shipped
            .replace("    ),\n    timings", "    \n    timings")
            .as_bytes(),
    );
    update_until(&mut app, "the broken configuration is reported", |app| {
        app.world()
            .resource::<Problems>()
            .0
            .contains_key("config.ron")
    });
    app.update();
    let (text, visibility) = problem_line(&mut app);
    assert!(text.starts_with("config.ron line "), "{text}");
    assert!(text.contains(", column "), "{text}");
    assert_eq!(text.lines().count(), 1, "one line: {text}");
    assert_eq!(visibility, Visibility::Inherited);
    assert_eq!(
        *app.world()
            .resource::<grid_puzzles::look::config::GameConfig>(),
        config_before
    );
    assert_eq!(red_block_colour(&mut app), parse_hex("#e8222b"));

    // A block image that is not a picture: the old one stays on the pieces.
    let block = own_image::<grid_rules::samegame::SameGame>(&app, 0);
    let before = loaded_pixels(&mut app, &block);
    write_file(
        &folder.join("themes/classic/block.png"),
        b"not a png at all",
    );
    update_until(&mut app, "the broken image is reported", |app| {
        app.world()
            .resource::<Problems>()
            .0
            .contains_key("themes/classic/block.png")
    });
    app.update();
    assert!(
        problem_line(&mut app)
            .0
            .contains("themes/classic/block.png:")
    );
    assert_eq!(
        pixels(&app, &block).unwrap(),
        before,
        "the old picture stays"
    );

    // Fixing both clears the messages; the game is as it was.
    write_file(&folder.join("config.ron"), shipped.as_bytes());
    write_file(
        &folder.join("themes/classic/block.png"),
        &png(2, 2, [200, 0, 0, 255]),
    );
    update_until(&mut app, "the problems clear", |app| {
        app.world().resource::<Problems>().0.is_empty()
    });
    app.update();
    assert_eq!(problem_line(&mut app).1, Visibility::Hidden);
    assert_eq!(board_text(&app), board);
    let _ = std::fs::remove_dir_all(&folder);
}

/// A `width`×`height` PNG of one colour (stored, not compressed: the test needs no
/// encoder).
pub fn png(width: u32, height: u32, rgba: [u8; 4]) -> Vec<u8> {
    // Each row: filter type 0 (none), then its pixels.
    let row: Vec<u8> = std::iter::once(0)
        .chain(rgba.iter().copied().cycle().take(4 * width as usize))
        .collect();
    let raw = row.repeat(height as usize);
    let mut zlib = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = raw.chunks(65_535).collect();
    for (index, block) in blocks.iter().enumerate() {
        zlib.push(u8::from(index + 1 == blocks.len()));
        let len = block.len() as u16;
        zlib.extend_from_slice(&len.to_le_bytes());
        zlib.extend_from_slice(&(!len).to_le_bytes());
        zlib.extend_from_slice(block);
    }
    let (mut a, mut b) = (1u32, 0u32);
    for byte in &raw {
        a = (a + u32::from(*byte)) % 65_521;
        b = (b + a) % 65_521;
    }
    zlib.extend_from_slice(&((b << 16) | a).to_be_bytes());
    let mut header = Vec::new();
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    header.extend_from_slice(&[8, 6, 0, 0, 0]); // 8-bit RGBA
    let mut file = b"\x89PNG\r\n\x1a\n".to_vec();
    for (kind, data) in [(b"IHDR", header), (b"IDAT", zlib), (b"IEND", Vec::new())] {
        file.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let start = file.len();
        file.extend_from_slice(kind);
        file.extend_from_slice(&data);
        let crc = crc32(&file[start..]);
        file.extend_from_slice(&crc.to_be_bytes());
    }
    file
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for byte in bytes {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}
