//! The player's language: the whole game speaks the language chosen (or the system's),
//! with its numbers and plural forms; a message its catalogue lacks is said in English
//! alone; a catalogue edited while the game runs changes the words at once; a folder
//! added under `locales/` is a language the game offers.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use grid_puzzles::core::words::{Msg, Words};
use grid_puzzles::look::languages::{LanguageInUse, Languages};
use grid_puzzles::persist::shared::Preferences;
use grid_puzzles::platform::asset_files::AssetFolder;

use crate::common::update_until;
use crate::layout::{shipped_assets, shown_texts, ui_app_in};

fn words(app: &App) -> &Words {
    app.world().resource::<Words>()
}

fn texts(app: &mut App) -> Vec<String> {
    shown_texts(app)
        .into_iter()
        .map(|(_, _, text)| text)
        .collect()
}

/// A copy of the shipped assets in a folder of its own.
fn copy_of_assets(name: &str) -> PathBuf {
    let folder =
        std::env::temp_dir().join(format!("grid-puzzles-lang-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    copy_folder(shipped_assets().0.as_ref().unwrap(), &folder);
    folder
}

fn copy_folder(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            copy_folder(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// Writes a file so the watcher sees one finished change.
fn write_file(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let part = path.with_extension("part");
    std::fs::write(&part, text).unwrap();
    std::fs::rename(&part, path).unwrap();
}

#[test]
fn the_game_speaks_the_language_chosen_with_its_numbers_and_plurals() {
    let mut app = ui_app_in(860, 740, "de", shipped_assets());
    assert_eq!(words(&app).language(), "de");
    let shown = texts(&mut app);
    assert!(shown.iter().any(|text| text == "Spielen"), "{shown:?}");
    assert!(!shown.iter().any(|text| text == "Play"), "{shown:?}");
    assert_eq!(words(&app).number(8861), "8.861");
    // The choice changes the words at once, Russian's three forms and all.
    app.world_mut().resource_mut::<Preferences>().language = "ru".into();
    update_until(&mut app, "Russian", |app| {
        app.world().resource::<LanguageInUse>().ready && words(app).language() == "ru"
    });
    let points =
        |app: &App, n: u64| words(app).text(&Msg::new("card-score-points").num("score", n));
    assert_eq!(points(&app, 1), "1 очко");
    assert_eq!(points(&app, 3), "3 очка");
    assert_eq!(points(&app, 5), "5 очков");
    assert_eq!(points(&app, 21), "21 очко");
    assert_eq!(points(&app, 8861), "8861 очко");
    assert_eq!(points(&app, 12345), "12\u{a0}345 очков");
    app.update();
    let shown = texts(&mut app);
    assert!(shown.iter().any(|text| text == "Играть"), "{shown:?}");
    // Chinese is drawn with its own font, loaded for it.
    app.world_mut().resource_mut::<Preferences>().language = "zh-CN".into();
    update_until(&mut app, "Chinese", |app| {
        app.world().resource::<LanguageInUse>().ready && words(app).language() == "zh-CN"
    });
    app.update();
    let fonts = app
        .world()
        .resource::<grid_puzzles::look::languages::FallbackFonts>();
    assert_eq!(
        fonts.0.len(),
        1,
        "the Chinese font is drawn after the built-in one"
    );
    let shown = texts(&mut app);
    assert!(
        shown.iter().any(|text| text.contains("连连看")),
        "{shown:?}"
    );
    // The window's title too, as the taskbar shows it.
    let title = app
        .world_mut()
        .query_filtered::<&Window, With<bevy::window::PrimaryWindow>>()
        .single(app.world())
        .unwrap()
        .title
        .clone();
    assert_eq!(title, "网格谜题");
    // Back to English: no other font is in the way.
    app.world_mut().resource_mut::<Preferences>().language = "en".into();
    update_until(&mut app, "English", |app| words(app).language() == "en");
    app.update();
    assert!(
        app.world()
            .resource::<grid_puzzles::look::languages::FallbackFonts>()
            .0
            .is_empty()
    );
}

#[test]
fn a_message_a_catalogue_lacks_is_said_in_english_and_edits_show_at_once() {
    let folder = copy_of_assets("edit");
    let german = folder.join("locales/de/main.ftl");
    let text = std::fs::read_to_string(&german).unwrap();
    let without_play: String = text
        .lines()
        .filter(|line| !line.starts_with("menu-play ="))
        .map(|line| format!("{line}\n"))
        .collect();
    write_file(&german, &without_play);
    let mut app = ui_app_in(860, 740, "de", AssetFolder(Some(folder.clone())));
    let shown = texts(&mut app);
    assert!(
        shown.iter().any(|text| text == "Play"),
        "English for the one message"
    );
    assert!(
        shown.iter().any(|text| text == "Tagesrätsel"),
        "German for the rest"
    );
    // A translator corrects the catalogue while the game runs.
    write_file(&german, &format!("{without_play}menu-play = Los!\n"));
    update_until(&mut app, "the corrected word shows", |app| {
        texts(app).iter().any(|text| text == "Los!")
    });
    // A slip in the catalogue is named in the window; what reads is still used.
    write_file(&german, &format!("{without_play}menu-play = {{ $\n"));
    update_until(&mut app, "the slip is named", |app| {
        app.world()
            .resource::<grid_puzzles::core::notices::Problems>()
            .0
            .contains_key("locales/de/main.ftl")
    });
    assert!(texts(&mut app).iter().any(|text| text == "Tagesrätsel"));
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_folder_added_under_locales_is_a_language_the_game_offers_with_every_letter() {
    // A Polish catalogue as a translator would start one: a few messages, letters the
    // built-in Inter cut lacks (ą ę ł ń ś ź ż), no script run and no font named.
    let folder = copy_of_assets("new");
    write_file(
        &folder.join("locales/pl/main.ftl"),
        "# Polski\nlanguage-name = Polski\nlanguage-font = {\"\"}\nmenu-play = Graj\n\
         menu-daily = Łamigłówka dnia\nmenu-statistics = Statystyki\n\
         menu-settings = Ustawienia źródła gęśli\n",
    );
    let languages = Languages::from_files(&AssetFolder(Some(folder.clone())));
    let polish = languages.get("pl").expect("the new folder is a language");
    assert_eq!(polish.name, "Polski");
    assert_eq!(languages.0.len(), 8, "{languages:?}");
    let mut app = ui_app_in(860, 740, "pl", AssetFolder(Some(folder.clone())));
    update_until(&mut app, "Polish with its letters", |app| {
        app.world().resource::<LanguageInUse>().ready && words(app).language() == "pl"
    });
    app.update();
    let shown = texts(&mut app);
    assert!(shown.iter().any(|text| text == "Graj"), "{shown:?}");
    assert!(
        shown.iter().any(|text| text == "Łamigłówka dnia"),
        "{shown:?}"
    );
    assert!(
        shown.iter().any(|text| text == "Quit"),
        "the rest in English"
    );
    // Every letter on screen has a glyph in the fonts the text is drawn with: the
    // built-in cut, then the fallbacks (here the fuller Inter, loaded for Polish).
    let fallback = app
        .world()
        .resource::<grid_puzzles::look::languages::FallbackFonts>()
        .clone();
    assert_eq!(
        fallback.0.len(),
        1,
        "the fuller Inter is drawn after the built-in one"
    );
    let fonts = app.world().resource::<Assets<Font>>();
    let mut drawn: Vec<Vec<u8>> = vec![grid_puzzles::look::fonts::FONT.to_vec()];
    drawn.extend(
        fallback
            .0
            .iter()
            .map(|font| fonts.get(font).expect("loaded").data.data().to_vec()),
    );
    let has_glyph = |c: char| {
        drawn.iter().any(|bytes| {
            use skrifa::MetadataProvider;
            skrifa::FontRef::new(bytes).is_ok_and(|font| font.charmap().map(c).is_some())
        })
    };
    let tofu: String = shown
        .iter()
        .flat_map(|text| text.chars())
        .filter(|c| !c.is_whitespace() && !has_glyph(*c))
        .collect();
    assert!(tofu.is_empty(), "no glyph for {tofu:?}");
    // Settings lists it by its own name.
    crate::common::press_named(&mut app, "settings");
    crate::common::settle(&mut app);
    let shown = texts(&mut app);
    assert!(shown.iter().any(|text| text == "Polski"), "{shown:?}");
    let _ = std::fs::remove_dir_all(&folder);
}
